#!/usr/bin/env python3
"""Duplicate arena between two bots: the same deals twice, teams swapped.

    python scripts/arena.py --a heuristic --b random --deals 2000 --seed 1 [--jobs 2]
    python scripts/arena.py --a expert --b heuristic --deals 500 --scheduler tcp://HOST:8786

prints A's advantage in points per deal with its 95% confidence interval and how often
each side took and made its contract; the speed in deals per second and the build timed go
to stderr, as ``belote simulate``'s speed line, so that the same seed prints the same bytes.
``--rule name=value`` sets a rule option (``belote rules options``); ``--param
name=value`` changes a ``HeuristicParams`` figure of the heuristic bot on side A (to tune
it against the defaults on side B, the heuristic as it is unless ``--b`` names another
bot); ``--expert-param name=value`` changes an ``ExpertParams`` figure of the expert bot
on side A instead (A is then the tuned expert, B the expert as it is unless ``--b`` names
another bot). With either, ``--a`` may only name the bot tuned. ``--plain-calls`` (coinche) has
both bots call as the heuristic does, so that both tables of a pair play the same contract
and only the card play differs.
``--import MODULE`` imports a module of one's own first (from the current folder or the
path, or a .py file, as ``belote simulate --import``), so that the bots it registers
(``belote_cli.bots.register_bot``) can be named.
``--speed`` times ``--deals`` deals of ``playing.play_deal`` with bot A on all
four seats instead (the build on the first line), in one process: ``--b``, ``--param``,
``--expert-param``, ``--plain-calls`` and ``--jobs`` are refused with it.
``--scheduler`` plays the deal pairs on a Dask cluster (``local:N`` for N local worker
processes; the [cluster] extra), with the same result as ``--jobs``.
A usage error (an unknown bot, rule or parameter among them) exits 2 before anything is
printed, as ``belote simulate``'s; a module of ``--import`` not found or that raises, a
bot that fails, exit 1.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import functools
import math
import sys

import typer

from belote_cli.bots.expert import ExpertBot, ExpertParams
from belote_cli.bots.heuristic import HeuristicBot, HeuristicParams
from belote_cli.bots.registry import BotMaker, bot_factory
from belote_cli.build import describe
from belote_cli.cli.commands.imports import bot_frames, bots_made, import_modules
from belote_cli.cli.commands.options import rule_flags
from belote_cli.core.errors import BeloteError
from belote_cli.core.rules import RuleSet
from belote_cli.engine.views import FAULT, BotFault, bot_asks
from belote_cli.simulation.arena import duplicate, speed, with_plain_calls
from belote_cli.simulation.cluster import CONNECT_TIMEOUT, check_scheduler, connect


def _params(options: list[str]) -> HeuristicParams:
    changes: dict[str, object] = {}
    fields = {f.name for f in dataclasses.fields(HeuristicParams)}
    for option in options:
        name, sep, value = option.partition("=")
        if not sep or name not in fields:
            raise BeloteError(f"unknown parameter {option!r} (known: {', '.join(sorted(fields))})")
        default = getattr(HeuristicParams(), name)
        try:
            number = (tuple(int(v) for v in value.split(",")) if "," in value
                      else int(value))
        except ValueError:
            raise BeloteError(f"parameter {name!r} needs a number, found {value!r}") from None
        if isinstance(default, tuple) and (not isinstance(number, tuple)
                                           or len(number) != len(default)):
            raise BeloteError(f"parameter {name!r} takes {len(default)} numbers, comma-"
                              f"separated (its default: {','.join(map(str, default))})")
        if not isinstance(default, tuple) and isinstance(number, tuple):
            raise BeloteError(f"parameter {name!r} takes one number, found {value!r}")
        changes[name] = number
    return dataclasses.replace(HeuristicParams(), **changes)  # type: ignore[arg-type]


def _seconds(text: str) -> float:
    """``--scheduler-timeout``'s value: a finite number (``inf``, ``nan`` and ``1e400``,
    which a float reads as ``inf``, are quoted as typed and refused, exit 2, as anything
    that is no number)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text!r} is not a finite number")
    return value


def _place(fault: BotFault) -> str:
    """Where a bot went wrong: ``S, deal 3, trick 2`` (the deal pair's number, from 0, as
    ``--seed`` deals them), or ``in the auction``."""
    where = "in the auction" if fault.trick is None else f"trick {fault.trick}"
    return f"{fault.seat}, deal {fault.deal}, {where}"


def main(argv: list[str] | None = None) -> int:
    """Run the arena from the command line; returns the exit code."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--a", default=None,
                        help="bot A (default heuristic; with --expert-param, expert)")
    parser.add_argument("--b", default=None,
                        help="bot B (default random; with --param, heuristic; with "
                             "--expert-param, expert)")
    parser.add_argument("--deals", type=int, default=2000, help="deal pairs (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--param", action="append", default=[], metavar="NAME=VALUE",
                        help="heuristic figure for bot A (A is then the tuned heuristic)")
    parser.add_argument("--expert-param", action="append", default=[], metavar="NAME=VALUE",
                        help="expert figure for bot A (A is then the tuned expert)")
    parser.add_argument("--plain-calls", action="store_true",
                        help="coinche: both bots call as the heuristic does, so that both "
                             "tables play the same contract and only the card play differs")
    parser.add_argument("--jobs", type=int, default=None,
                        help="worker processes sharing the deal pairs (same result for any)")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="play the pairs on a Dask cluster: its scheduler "
                             "(tcp://HOST:PORT) or local:N (same result as --jobs)")
    # None: not given, refused without --scheduler (whatever the value), else the default.
    parser.add_argument("--scheduler-timeout", type=_seconds, default=None, metavar="SECONDS",
                        help="with --scheduler: how long to wait for it, then for a worker "
                             f"(default {CONNECT_TIMEOUT:g})")
    parser.add_argument("--import", dest="modules", action="append", default=[],
                        metavar="MODULE",
                        help="import MODULE first, for the bots it registers (a module's "
                        "name or a .py file, as belote simulate --import reads it)")
    parser.add_argument("--speed", action="store_true",
                        help="instead: time --deals deals of bot A on all four seats")
    args = parser.parse_args(argv)
    if args.deals <= 0:
        parser.error("--deals must be positive")
    if args.jobs is not None and args.jobs <= 0:
        parser.error("--jobs must be positive")
    if args.param and args.expert_param:
        parser.error("--param and --expert-param tune different bots: give one")
    tuned_bot = "heuristic" if args.param else "expert" if args.expert_param else None
    if tuned_bot is not None and args.a not in (None, tuned_bot):
        parser.error(f"--{'param' if args.param else 'expert-param'} tunes the {tuned_bot} "
                     f"bot on side A: --a {tuned_bot} or none, not {args.a!r}")
    if args.speed:  # bot A alone, as it is, in one process: these would change nothing
        ignored = [option for option, given in (
            ("--b", args.b is not None), ("--param", args.param),
            ("--expert-param", args.expert_param), ("--plain-calls", args.plain_calls),
            ("--jobs", args.jobs is not None)) if given]
        if ignored:
            parser.error("--speed times bot A (--a) alone on all four seats, in one process: "
                         f"leave out {', '.join(ignored)}")
    if args.scheduler is None:
        if args.scheduler_timeout is not None:
            parser.error("--scheduler-timeout goes with --scheduler (how long to wait for the "
                         "scheduler)")
    else:
        if args.jobs is not None or args.speed:
            parser.error("--scheduler goes with neither --jobs nor --speed")
        if args.scheduler_timeout is None:
            args.scheduler_timeout = CONNECT_TIMEOUT
        if not args.scheduler_timeout > 0:
            parser.error("--scheduler-timeout must be more than 0")
        try:
            check_scheduler(args.scheduler)
        except BeloteError as exc:
            parser.error(str(exc))
    jobs = args.jobs if args.jobs is not None else 1
    try:
        # As belote simulate imports them: a module's name or a .py file, and one line,
        # no traceback, for a module not found or one that raises.
        import_modules(args.modules, "en")
    except typer.Exit as exit_:
        return exit_.exit_code
    # Usage errors, as belote simulate refuses them (exit 2), before anything is printed
    # (the --speed build line) or played: after the imports, whose bots can be named.
    try:
        # As belote simulate reads --rule: several options in one, apart by commas.
        rules = RuleSet.parse(rule_flags(args.rule))
    except BeloteError as exc:
        parser.error(f"--rule: {exc}")
    if args.plain_calls and rules.variant != "coinche":
        # Only coinche has calls to make plain: the pairs would run as without it.
        parser.error("--plain-calls goes with --rule variant=coinche (it makes the coinche "
                     f"calls plain), not variant={rules.variant}")
    for option, name in (("--a", args.a), ("--b", args.b)):
        try:
            if name is not None:
                bot_factory(name)
        except BeloteError as exc:
            # As belote simulate says it: a bot of one's own is known once imported.
            parser.error(f"{option}: {exc}; a bot of your own is loaded with --import MODULE")
    try:
        # One of one's own that cannot be made, or lacks what the game asks: said in one
        # line (exit 1) before any deal, as belote simulate says it.
        bots_made([args.a, args.b], "en", bot_asks(rules, False))
    except typer.Exit as exit_:
        return exit_.exit_code
    try:
        params = _params(args.param) if args.param else None
        expert_params = ExpertParams.parse(args.expert_param) if args.expert_param else None
    except BeloteError as exc:
        parser.error(f"--{'param' if args.param else 'expert-param'}: {exc}")
    try:
        if args.speed:
            print(f"build: {describe()}")
            for line in speed(args.a or "heuristic", args.deals, args.seed, rules).lines():
                print(line)
            return 0
        maker_a: BotMaker
        maker_b: BotMaker
        if args.param:
            # Makers that pickle (a class, a partial of one), for worker processes
            # started afresh (--jobs on macOS and Windows), which are sent them.
            tuned: BotMaker = functools.partial(HeuristicBot, params=params)
            baseline: BotMaker = HeuristicBot
            name_a = "heuristic(" + " ".join(args.param) + ")"
            name_b = args.b or "heuristic"
            maker_a, maker_b = tuned, (baseline if name_b == "heuristic"
                                       else bot_factory(name_b))
        elif args.expert_param:
            tuned_expert: BotMaker = functools.partial(ExpertBot, params=expert_params)
            name_b = args.b or "expert"
            maker_a, maker_b = tuned_expert, bot_factory(name_b)
            name_a = "expert(" + " ".join(args.expert_param) + ")"
        else:
            name_a, name_b = args.a or "heuristic", args.b or "random"
            maker_a, maker_b = bot_factory(name_a), bot_factory(name_b)
        if args.plain_calls:
            maker_a, maker_b = with_plain_calls(maker_a), with_plain_calls(maker_b)
        with contextlib.ExitStack() as stack:
            timeout = (CONNECT_TIMEOUT if args.scheduler_timeout is None
                       else float(args.scheduler_timeout))
            cluster = (None if args.scheduler is None else
                       stack.enter_context(connect(args.scheduler, timeout)))
            result = duplicate(maker_a, maker_b, args.deals, args.seed, rules, name_a, name_b,
                               jobs=jobs, cluster=cluster)
    except BeloteError as exc:
        fault = getattr(exc, FAULT, None)
        where = (f" (the bot at {_place(fault)})"
                 if isinstance(fault, BotFault) and not fault.built_in else "")
        print(f"error: {exc}{where}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as exc:
        fault = getattr(exc, FAULT, None)
        if not isinstance(fault, BotFault) or fault.built_in:
            raise  # a built-in bot's: a bug, shown whole
        # A bot of one's own (--import): one line, where it went wrong, as belote simulate
        # says it, and the lines of the traceback in its own file.
        print(f"error: the bot {fault.bot!r} raised {type(exc).__name__}: {exc} "
              f"(at {_place(fault)})", file=sys.stderr)
        own = bot_frames(exc, fault.file)
        if own:
            print(own, file=sys.stderr)
        return 1
    *figures, speed_line = result.lines()
    for line in figures:
        print(line)
    # The speed and the build timed, which differ run to run: on stderr, as belote
    # simulate's speed line.
    print(speed_line, file=sys.stderr)
    print(f"build: {describe()}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
