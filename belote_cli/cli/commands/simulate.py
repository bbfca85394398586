"""`belote simulate`: many deals played by bots, with statistics and confidence intervals.

The report goes to stdout and depends only on the options (same seed, same bytes, whatever
``--jobs``); the speed goes to stderr, and the progress bar too when stderr is a terminal.
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import os
import sys
import time
from collections.abc import Iterator
from typing import Annotated

import typer

from ...bots.registry import bot_names
from ...core.errors import BeloteError, shown_name
from ...core.numbers import fresh_seed
from ...core.rules import TWO_PLAYER_GAMES, RuleSet
from ...core.substitutes import substituted
from ...engine.views import bot_asks
from ...simulation import (
    ChunkResult,
    KnownHand,
    SimulationConfig,
    check_config,
    check_hand_game,
    chunk_size_for,
    cluster_chunk_size,
    csv_fields,
    default_bot,
    default_jobs,
    numbered_block,
    parse_known_hand,
    report_json,
    report_text,
)
from ...simulation import (
    simulate as run_simulation,
)
from ...simulation.cluster import CONNECT_TIMEOUT, Cluster, check_scheduler, connect
from ...simulation.config import MOST_DEALS
from ...system.files import (
    AtomicFile,
    StandardOutput,
    descriptor_named,
    is_stream,
    open_output,
)
from ...system.signals import hold_stop_signals
from ...texts import decimal_text, describe, describe_reason, grouped, report_words, say
from ...texts.report import bot_name_read, bot_names_text
from ..terminal import NO_COLOR_HELP, Progress, columns, echoes_ctrl_c
from .common import (
    as_typed,
    fail,
    given,
    json_text,
    output_encoding,
    problem_writing_named,
    reports_errors,
    round_number,
    seconds,
)
from .imports import IMPORT_HELP, bot_failure, bots_made, import_modules
from .options import LANG_HELP, language, rule_flags


@contextlib.contextmanager
def _outputs(*paths: str | None) -> Iterator[list[AtomicFile | StandardOutput | None]]:
    outs: list[AtomicFile | StandardOutput | None] = []
    try:
        for p in paths:
            # A temporary file is created and registered for clean-up in one step: a
            # SIGTERM or Ctrl-C in between would leave it behind.
            release = hold_stop_signals()
            try:
                outs.append(open_output(p, newline="") if p is not None else None)
            finally:
                release()
        yield outs
    except BaseException:
        for o in outs:
            if o is not None:
                o.discard()
        raise
    # Commit in turn, with Ctrl-C and SIGTERM held back: a stop that comes meanwhile (the
    # sync of a large file takes a while) is handled once every file is in place, not
    # between two of them nor in the middle of one. Should one fail, it and the ones after
    # it are discarded, not left behind (a file already in place is kept: discard does
    # nothing to it).
    try:
        release = hold_stop_signals()
        try:
            for o in outs:
                if o is not None:
                    o.commit()
        finally:
            release()
    except BaseException:
        for o in outs:
            if o is not None:
                o.discard()
        raise


def _printable(text: str) -> bool:
    # No control character (a line break would split the report's line) and valid UTF-8.
    if not text.isprintable():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _usage(message: str, lang: str) -> typer.Exit:
    return fail(message, 2, lang)


def _config(deals: int, seed: str | None, start: int, discovery: bool, bots: str | None,
            ns: str | None, ew: str | None, rules: RuleSet, hand: KnownHand | None,
            csv_file: str | None, record_file: str | None, lang: str,
            round_: int = 1) -> SimulationConfig:
    # A deal without bidding is played by random bots unless told otherwise.
    # An empty name (--ew '') is refused as an unknown bot, never read as "the default".
    everyone = (default_bot(discovery) if bots is None else bots).lower()
    ns_bot = (everyone if ns is None else ns).lower()
    ew_bot = (everyone if ew is None else ew).lower()
    if seed is None:
        seed = fresh_seed()
    config = SimulationConfig(
        deals=deals, seed=seed, bots=(ns_bot, ew_bot, ns_bot, ew_bot), rules=rules,
        discovery=discovery, start=start, hand=hand, csv=csv_file is not None,
        record=record_file is not None, round=round_,
    )
    try:
        check_config(config)
    except BeloteError as e:
        raise _usage(describe(e, lang), lang) from None
    return config


@reports_errors
def simulate(
    ctx: typer.Context,
    deals: Annotated[int, typer.Option("--deals", "-n", metavar="N",
                                       help="How many deals to play, 1 to 1,000,000,000.")] = 10000,
    seed: Annotated[str | None, typer.Option(
        "--seed", metavar="TEXT",
        help="Seed of the run (any text); same seed, same output. Default: random.",
    )] = None,
    start: Annotated[int, typer.Option(
        "--start", metavar="N",
        help="Number of the first deal, 0 or more (replay deal N: --start N --deals 1).",
    )] = 0,
    discovery: Annotated[bool, typer.Option(
        "--discovery", help="Deals without bidding: trump drawn at random, S leads.",
    )] = False,
    bots: Annotated[str | None, typer.Option(
        "--bots", metavar="NAME",
        help="Bot for all four seats: heuristic (default; random with --discovery), random, "
             "expert or expert-uniform, or one --import registers.",
    )] = None,
    ns: Annotated[str | None, typer.Option("--ns", metavar="NAME",
                                           help="Bot for N and S: a name --bots takes.")] = None,
    ew: Annotated[str | None, typer.Option("--ew", metavar="NAME",
                                           help="Bot for E and W: a name --bots takes.")] = None,
    rule: Annotated[list[str] | None, typer.Option(
        "--rule", "-r", metavar="NAME=VALUE",
        help="A rule option (see belote rules options), repeatable; several in one apart by "
             "commas or spaces, as on a deal file's 'rules:' line: variant=coinche,sa_ta=on.",
    )] = None,
    as_json: Annotated[bool, typer.Option("--json",
                                          help="Print one JSON document instead.")] = False,
    csv_file: Annotated[str | None, typer.Option(
        "--csv", metavar="FILE",
        help="Write one CSV row per deal to FILE (- for standard output: the report then goes "
             "to stderr). A FIFO with no reader waits for one, as a shell redirect does.",
    )] = None,
    record_file: Annotated[str | None, typer.Option(
        "--record", metavar="FILE",
        help="Write every deal to FILE in the deal-file format (- for standard output). "
             "A FIFO with no reader waits for one, as a shell redirect does.",
    )] = None,
    jobs: Annotated[int | None, typer.Option(
        "--jobs", "-j", metavar="N",
        help="Worker processes, 1 or more (default and most: the cores this process may "
             "use).",
    )] = None,
    no_color: Annotated[bool, typer.Option("--no-color", help=NO_COLOR_HELP)] = False,
    scheduler: Annotated[str | None, typer.Option(
        "--scheduler", metavar="ADDRESS",
        help="Run the deals on a Dask cluster: its scheduler (tcp://HOST:PORT), or local:N "
             "for N local worker processes. Same output as --jobs. Needs the [cluster] extra.",
    )] = None,
    scheduler_timeout: Annotated[float, typer.Option(
        "--scheduler-timeout", metavar="SECONDS", parser=seconds,
        help="With --scheduler: how long to wait for the scheduler, then for a worker.",
    )] = CONNECT_TIMEOUT,
    hand: Annotated[str | None, typer.Option(
        "--hand", metavar='SEAT:"CARDS"',
        help='Should I take? The seat\'s 5 cards (or full 8), e.g. S:"V♠ 9♠ A♥ 10♣ 7♦".',
    )] = None,
    retourne: Annotated[str | None, typer.Option(
        "--retourne", metavar="CARD", help="With --hand: the card turned up.",
    )] = None,
    dealer: Annotated[str | None, typer.Option(
        "--dealer", metavar="SEAT", help="With --hand: the dealer (default: the seat before the "
                                                   "hand's, which speaks first).",
    )] = None,
    round_: Annotated[int, typer.Option(
        "--round", metavar="N", parser=round_number,
        help="With --hand: 1, take the retourne or pass (default); 2, everyone passed in "
             "round one: pass again or name which suit.",
    )] = 1,
    modules: Annotated[list[str] | None, typer.Option(
        "--import", metavar="MODULE", help=IMPORT_HELP,
    )] = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", metavar="LANG",
        help="The language of the text report and of the errors: " + LANG_HELP,
    )] = None,
) -> None:
    """Many deals played by bots, with statistics.

    Play many deals with bots and report takes, made/dedans/litige/capot rates with 95%
    intervals, belote-rebelote, mean points and scores, and the tally check.

    With --hand and --retourne: the chance of making the contract if that seat takes, and
    the expected score for taking versus passing. With --round 2 as well: after four
    passes, the expected score for passing again and for naming each other suit.

    With --rule variant=coinche: coinche deals (3-2-3, the coinche auction), with the void
    rate, the contract levels reached (80 to 160, capot) and the success rate of each,
    coinches and surcoinches. With --rule announcements=on: how often each announcement
    (tierce, cinquante, cent, each carré) is held per deal, and how often each team scores
    its announcements.
    """
    lang = language(lang)
    rule = rule_flags(rule, lang)  # variant=coinche,capot=250: two options
    _check_counts(deals, jobs, lang)
    _check_scheduler(scheduler, scheduler_timeout, given(ctx, "scheduler_timeout"), jobs, lang)
    _check_start(start, lang)
    import_modules(modules or [], lang)  # before the names: the bots they register
    bots, ns, ew = _read_bots(bots, ns, ew, lang)
    rules = _read_rules(rule, ns, ew, lang)
    # One of one's own that cannot be made, or lacks what the game asks: said now.
    bots_made([bots, ns, ew], lang, bot_asks(rules, discovery))
    _check_round(round_, given(ctx, "round_"), rules, discovery, hand, lang)
    known = _read_hand(hand, retourne, dealer, rules, discovery, lang)
    _check_seed(seed, lang)
    # Standard output by another name (/dev/stdout) is '-': the report goes to stderr.
    csv_file, record_file = (None if path is None else "-" if descriptor_named(path) == 1
                             else path for path in (csv_file, record_file))
    _check_outputs(csv_file, record_file, lang)
    # A target given (even 1000) is written in the record, coinche's own 2000 not given left
    # unsaid, as play reads --rule (RuleSet.parse).
    config = _config(deals, seed, start, discovery, bots, ns, ew, rules, known,
                     csv_file, record_file, lang, round_)
    try:
        _connect_and_run(config, scheduler, scheduler_timeout, jobs, as_json, csv_file,
                         record_file, no_color, lang)
    except Exception as e:
        failure = bot_failure(e, lang)  # an imported bot's exception, said in a line
        if failure is None:
            raise
        raise failure from None


def _check_counts(deals: int, jobs: int | None, lang: str) -> None:
    """Refuse a count of deals out of 1 to ``MOST_DEALS``, and ``--jobs`` below 1."""
    if deals < 1:
        raise _usage(say("sim_deals_found", lang, deals=deals), lang)
    if deals > MOST_DEALS:
        raise _usage(say("sim_deals_most", lang, most=grouped(MOST_DEALS, lang), deals=deals),
                     lang)
    if jobs is not None and jobs < 1:
        raise _usage(say("sim_jobs_found", lang, jobs=jobs), lang)


def _check_scheduler(scheduler: str | None, timeout: float, timeout_given: bool,
                     jobs: int | None, lang: str) -> None:
    """Refuse ``--scheduler-timeout`` without ``--scheduler``; with it, ``--jobs``, a
    timeout that is not more than 0 and finite, and an address that is none."""
    if scheduler is None:
        if timeout_given:
            raise _usage(say("sim_timeout_scheduler", lang), lang)
        return
    if jobs is not None:
        raise _usage(say("sim_jobs_scheduler", lang), lang)
    if not 0 < timeout < math.inf:
        # nan, inf and 1e400 (a float's inf) as typed, and said not to be numbers at
        # all: an endless wait is none that Dask takes.
        key = ("sim_scheduler_timeout" if math.isfinite(timeout)
               else "sim_scheduler_timeout_not_finite")
        raise _usage(say(key, lang, timeout=as_typed(timeout, lang)), lang)
    try:
        check_scheduler(scheduler)
    except BeloteError as e:
        raise _usage(describe(e, lang), lang) from None


def _check_start(start: int, lang: str) -> None:
    """Refuse a first deal numbered below 0."""
    if start < 0:
        raise _usage(say("sim_start_found", lang, start=start), lang)


def _read_bots(bots: str | None, ns: str | None, ew: str | None, lang: str,
               ) -> tuple[str | None, str | None, str | None]:
    """The bots of ``--bots``, ``--ns`` and ``--ew`` as the simulation names them (the
    French report's names read too: heuristique, aléatoire); an unknown one refused."""
    known_bots = bot_names()
    bots, ns, ew = (None if name is None else bot_name_read(name, known_bots)
                    for name in (bots, ns, ew))
    for option, name in (("--bots", bots), ("--ns", ns), ("--ew", ew)):
        if name is not None and name.lower() not in known_bots:
            # (An empty name, --ew '', is unknown too, never read as "the default".)
            raise _usage(say("option_problem", lang, option=option, problem=say(
                "sim_unknown_bot_import", lang, name=name,
                known=bot_names_text(known_bots, lang))),
                lang)
    return bots, ns, ew


def _read_rules(rule: list[str], ns: str | None, ew: str | None, lang: str) -> RuleSet:
    """The rules of the ``--rule`` options; refused where they cannot be read, and
    ``--ns`` or ``--ew`` in a game of two, which has no teams."""
    try:
        rules = RuleSet.parse(rule)
    except BeloteError as e:
        raise _usage(say("option_problem", lang, option="--rule", problem=describe(e, lang)),
                     lang) from None
    if rules.players == 2 and (ns is not None or ew is not None):
        raise _usage(say("sim_deux_teams", lang, game=TWO_PLAYER_GAMES[rules.variant]), lang)
    return rules


def _check_round(round_: int, round_given: bool, rules: RuleSet, discovery: bool,
                 hand: str | None, lang: str) -> None:
    """Refuse ``--round`` written without ``--hand``, and round 2 in a game that has
    none (coinche, a game of two, the deal without bidding)."""
    if not round_given:
        return
    # 1 or 2 as written: the parser (round_number) refused anything else.
    if round_ == 2 and rules.variant == "coinche":
        raise _usage(say("sim_round_coinche", lang), lang)
    if round_ == 2 and rules.players == 2:
        raise _usage(say("sim_round_deux", lang, variant=rules.variant), lang)
    if round_ == 2 and discovery:
        raise _usage(say("sim_round_no_bidding", lang), lang)
    if hand is None:
        raise _usage(say("sim_round_hand", lang), lang)


def _read_hand(hand: str | None, retourne: str | None, dealer: str | None, rules: RuleSet,
               discovery: bool, lang: str) -> KnownHand | None:
    """The hand of ``--hand``, ``--retourne`` and ``--dealer``, or None without
    ``--hand``; refused where one goes without the other, in a game without the retourne
    to take, or where they cannot be read."""
    if hand is None:
        if retourne is not None or dealer is not None:
            raise _usage(say("sim_hand_options", lang), lang)
        return None
    if discovery:
        raise _usage(say("sim_hand_no_bidding", lang), lang)
    try:
        # The game before --retourne: coinche's eight cards are refused for the game,
        # which has no retourne to take, not sent to look for one (the same for a game
        # of two).
        check_hand_game(rules, discovery)
        if retourne is None:
            raise _usage(say("sim_hand_retourne", lang), lang)
        return parse_known_hand(hand, retourne, dealer, rules.clockwise, lang)
    except BeloteError as e:
        raise _usage(describe(e, lang), lang) from None


def _check_seed(seed: str | None, lang: str) -> None:
    """Refuse a seed that cannot be printed: it is written in the report and in the deal
    file's comments."""
    if seed is not None and not _printable(seed):
        raise _usage(say("sim_seed_unprintable", lang, seed=ascii(seed)), lang)


def _check_outputs(csv_file: str | None, record_file: str | None, lang: str) -> None:
    """Refuse a ``--csv`` or ``--record`` file that cannot be written (exit 1, as in
    play), both on standard output, and both naming the same file."""
    for option, path in (("--csv", csv_file), ("--record", record_file)):
        problem = None if path in (None, "-") else problem_writing_named(path)
        if problem is not None:
            raise fail(say("option_problem", lang, option=option,
                           problem=describe_reason(problem, lang)), lang=lang)
    if csv_file == record_file == "-":
        raise _usage(say("sim_both_stdout", lang), lang)
    if (csv_file is not None and record_file is not None and "-" not in (csv_file, record_file)
            and os.path.realpath(csv_file) == os.path.realpath(record_file)):
        raise _usage(say("sim_same_file", lang), lang)


def _connect_and_run(config: SimulationConfig, scheduler: str | None,
                     scheduler_timeout: float, jobs: int | None, as_json: bool,
                     csv_file: str | None, record_file: str | None, no_color: bool,
                     lang: str) -> None:
    """Connect to the scheduler, if any, then run (``_run``); a Ctrl-C said on a line of
    its own."""
    # '-': the CSV or the record is standard output, and the report goes to stderr.
    report_err = "-" in (csv_file, record_file)
    erased: list[bool] = []  # the progress bar erased, with the ^C echoed on it
    try:
        with contextlib.ExitStack() as stack:
            # Connected before any file is opened: a scheduler that cannot be reached
            # leaves nothing behind. Dask is imported only here.
            cluster = (None if scheduler is None
                       else stack.enter_context(connect(scheduler, scheduler_timeout)))
            _run(config, jobs, cluster, as_json, csv_file, record_file, no_color, report_err,
                 lang, erased)
    except KeyboardInterrupt:
        # What is said of Ctrl-C starts a line of its own: after the ^C the terminal
        # echoed (before the bar showed, or after it), not below the bar's erased row.
        if not erased and echoes_ctrl_c(sys.stderr):
            sys.stderr.write("\n")
        raise


def _run(config: SimulationConfig, jobs: int | None, cluster: Cluster | None, as_json: bool,
         csv_file: str | None, record_file: str | None, no_color: bool,
         report_err: bool, lang: str = "en", erased: list[bool] | None = None) -> None:
    deals = config.deals
    # More processes than cores only share the same cores: --jobs is capped there (the
    # report does not depend on it, only the speed), and the speed line says so.
    cores = default_jobs()
    if cluster is not None:
        workers = cluster.threads
        config = dataclasses.replace(config, chunk_size=cluster_chunk_size(config, workers))
    else:
        workers = cores if jobs is None else min(jobs, cores)
        config = dataclasses.replace(config,
                                     chunk_size=chunk_size_for(deals, workers, config.bots))

    progress = (Progress(deals, say("sim_progress_unit", lang), no_color, lang)
                if Progress.wanted() else None)
    # From the moment the bar shows, a Ctrl-C erases it, wherever it lands: while the
    # files are opened, during the run or while they are put in place.
    try:
        began = time.perf_counter()
        with _outputs(csv_file, record_file) as (csv_out, record_out):
            if csv_out is not None:
                csv_out.write(",".join(csv_fields(config.rules)) + "\n")
            written = 0  # the deals of the record file so far (void deals are comments)

            def on_chunk(result: ChunkResult) -> None:
                nonlocal written
                if csv_out is not None:
                    csv_out.write(result.csv)
                if record_out is not None:
                    for is_deal, block in result.record:
                        if is_deal:
                            if written:
                                record_out.write("---\n")
                            written += 1
                            block = numbered_block(block, written)
                        record_out.write(block)
                if progress is not None:
                    progress.update(next(iter(result.stats.values())).deals)

            summary = run_simulation(config, workers, on_chunk, cluster)
    except KeyboardInterrupt:
        if progress is not None and erased is not None:
            erased.append(True)  # closed below: the ^C echoed on the bar goes with it
        raise
    finally:
        if progress is not None:
            progress.close()
    elapsed = time.perf_counter() - began
    if as_json:
        typer.echo(json_text(report_json(summary), report_err), err=report_err)
    else:
        # On a terminal narrower than the histogram, its bars shorten to fit (a pipe or a
        # file gets the report's usual bytes).
        typer.echo(report_text(summary, report_words(lang), output_encoding(report_err),
                               columns(report_err)),
                   nl=False, err=report_err)
    large = _record_large(record_file, written, lang)
    if large is not None and not (as_json and report_err):
        typer.echo(large, err=True)
    if as_json and report_err:
        # The document went to stderr ('-' is the CSV or the record): stderr holds it
        # alone, so that a script reads it whole (2> report.json); no speed line after it.
        return
    used = min(workers, config.chunks)
    if cluster is None:
        where = say("sim_job", lang) if used == 1 else say("sim_jobs", lang, n=used)
        if jobs is not None and used < min(jobs, cores):  # the chunks were fewer
            where = say("sim_few_deals", lang, where=where, jobs=jobs)
        elif jobs is not None and jobs > cores:
            where = say("sim_capped_one" if cores == 1 else "sim_capped", lang, where=where,
                        jobs=jobs, cores=cores)
    else:
        count = cluster.worker_count()
        workers_text = (say("sim_worker", lang) if count == 1
                        else say("sim_workers", lang, n=count))
        where = (say("sim_local_cluster", lang, workers=workers_text) if cluster.local
                 else say("sim_cluster", lang, address=cluster.address, workers=workers_text))
    key = "sim_speed_one" if deals == 1 else "sim_speed"
    typer.echo(say(key, lang, deals=grouped(deals, lang),
                   seconds=decimal_text(elapsed, ".2f", lang),
                   speed=speed_text(deals, elapsed, lang, output_encoding(err=True)),
                   where=where), err=True)


def _record_large(path: str | None, deals: int, lang: str) -> str | None:
    """A note where the ``--record`` file holds more than ``belote score`` reads
    (``MAX_FILE_BYTES``, 16 MB: some 70,000 deals), saying how many deals a file may
    hold; None for a file within it, standard output, a FIFO or a device."""
    from ...dealfile.reader import MAX_FILE_BYTES

    if path is None or path == "-" or not deals or is_stream(path):
        return None
    try:
        size = os.path.getsize(path)
    except OSError:
        return None
    if size <= MAX_FILE_BYTES:
        return None
    return say("sim_record_large", lang, path=shown_name(path),
               size=decimal_text(size / 2 ** 20, ".1f", lang),
               most=grouped(deals * MAX_FILE_BYTES // size, lang))


def speed_text(deals: int, seconds: float, lang: str = "en",
               encoding: str | None = None) -> str:
    """The pace of a run for people: deals per second, or seconds per deal when a deal
    takes more than a second (slow bots), so that a rate never reads 0. Thousands are
    grouped by a comma in English, a space in French (``3 222 donnes/s``); French writes
    the decimal comma (``3,45 s par donne``). A run timed at 0 s is ``∞ deals/s``. For an
    output in an ``encoding`` that lacks some of these characters (``"latin-1"``), as such
    an output writes them (``core.substitutes``): ``inf deals/s``, ``3 222`` with the
    no-break space U+00A0."""
    return substituted(_speed(deals, seconds, lang), encoding)


def _speed(deals: int, seconds: float, lang: str) -> str:
    if seconds <= 0:
        return say("sim_rate", lang, rate="∞")
    rate = deals / seconds
    if rate >= 10:
        return say("sim_rate", lang, rate=grouped(rate, lang))
    if rate >= 1:
        return say("sim_rate", lang, rate=decimal_text(rate, ".1f", lang))
    return say("sim_per_deal", lang, seconds=decimal_text(seconds / deals, ".2f", lang))
