"""A seeded fuzzer of the command line itself: random arguments for every command, in both
languages, through the app as a user runs it (in-process).

Each command line draws from the options every command knows and some it does not, their
values good and bad, ``--lang`` in any place, ``--``, ``-h``, and noise (control
characters, other scripts). Whatever is typed: no traceback, exit 0, 1 or 2; an error is
said on stderr in the language asked (``error:``/``erreur :`` lines, a deal file's problems,
or the parser's usage error in click's frame, ``Error:``/``Erreur :``), and the help is in
that language too. The runs are kept short: ``simulate`` plays one deal with the fast bots,
``play`` reads an empty input, ``score`` reads files that do not exist or the examples.

300 command lines run in the quick suite, 3,000 more with ``pytest -m slow``.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app

runner = CliRunner()

EXAMPLE = str(Path(__file__).resolve().parent.parent / "examples" / "made.belote")

#: Options of each command (the values they take drawn from ``VALUES``), and options of
#: the others, which a command does not know.
OPTIONS = {
    "play": ("--discovery", "--target", "--match", "--rule", "-r", "--seed", "--bots",
             "--dealer", "--deck", "--lang", "--no-color", "--no-table", "--pause", "--review",
             "--import", "--from", "--resume"),
    "score": ("--json", "--rule", "-r", "--as-played", "--lang", "--analyze", "--no-color"),
    "simulate": ("--seed", "--start", "--discovery", "--bots", "--ns", "--ew", "--rule", "-r",
                 "--json", "--lang", "--no-color", "--hand", "--retourne", "--dealer",
                 "--scheduler-timeout", "--import", "--round"),
    "rules": ("--lang", "--no-color"),
}
#: The options left out, each with its reason: they write files, start processes or play
#: many deals (each has tests of its own).
LEFT_OUT = {
    "--record": "writes a file", "--csv": "writes a file",
    "--jobs": "starts processes", "-j": "starts processes",
    "--scheduler": "starts a cluster", "--deals": "plays many deals", "-n": "plays many deals",
}
FLAGS = ("--discovery", "--match", "--json", "--as-played", "--analyze", "--no-color",
         "--no-table", "--review")  # the options above that take no value
UNKNOWN = ("--nosuch", "--sed", "--deal", "-x", "--lang=", "--json=1", "--analyze=yes", "-")

VALUES = (
    "fr", "en", "FR", "de", "", "1", "0", "-1", "2.5", "x", "1e3", "99999999999999999999",
    "random", "heuristic", "nobody", "N", "S", "W", "O", "Z", "variant=coinche",
    "variant=deux", "variant=decouverte", "announcements=on", "undertrump=required",
    "nosuch=1", "variant=", "S:V♠ 9♠ A♥ 10♣ 7♦", "S:JS 9S AH TC 7D", "J♠", "7♥", "10h",
    "V♠ V♠", "--seed", "--", "-h", "\x00", "\x1b[2J", "é", "漢字", "🂡", "local:0",
)


def _command_line(i: int) -> list[str]:
    """The arguments of fuzzed command line ``i``."""
    rng = random.Random(i)
    command = rng.choice(("play", "score", "simulate", "rules"))
    args = [command]
    if command == "simulate":  # short runs: one deal, the fast bots, one process
        args += ["--deals", rng.choice(("1", "1", "1", "0", "x")), "--bots",
                 rng.choice(("random", "heuristic")), "--jobs", "1"]
    if command == "score":
        args.append(rng.choice((EXAMPLE, EXAMPLE, "missing.belote", "-", "")))
    if command == "rules" and rng.random() < 0.5:
        args.append(rng.choice(("coinche", "prise", "nosuch", "format")))
    for _ in range(rng.randrange(0, 6)):
        r = rng.random()
        if r < 0.6:
            option = rng.choice(OPTIONS[command])
            args.append(option)
            if option not in FLAGS or rng.random() < 0.1:
                args.append(rng.choice(VALUES))
        elif r < 0.85:
            args.append(rng.choice(UNKNOWN))
        else:
            args.append(rng.choice(VALUES))
    if rng.random() < 0.5:
        where = rng.randrange(1, len(args) + 1)
        args[where:where] = ["--lang", rng.choice(("fr", "en"))]
    if rng.random() < 0.05:
        args.append("-h")
    return args


def _language(args: list[str]) -> str:
    # The last --lang before --, as the program reads it (the environment says en): the
    # token after an option of the command that takes a value is that value, as click
    # reads it (simulate --deals --lang fr: --deals is "--lang", and fr no option).
    command = args[0]
    valued = {option for option in OPTIONS[command] if option not in FLAGS}
    if command == "simulate":
        valued |= {"--deals", "--jobs"}
    lang, i = "en", 0
    while i < len(args) and args[i] != "--":
        if args[i] == "--lang" and i + 1 < len(args):
            lang = args[i + 1]  # the value, even if it reads as an option
            i += 1
        elif args[i] in valued:
            i += 1
        elif args[i].startswith("--lang="):
            lang = args[i][len("--lang="):]
        i += 1
    return "fr" if lang.strip().lower() == "fr" else "en"


def _check(i: int) -> None:
    args = _command_line(i)
    result = runner.invoke(app, args, input=b"", prog_name="belote")
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        args, result.exception)
    code, out, err = result.exit_code, result.stdout, result.stderr
    assert code in (0, 1, 2), (args, code, err)
    assert "Traceback" not in out + err, args
    if "--" in args:
        return  # "--" ends the options, unless an option takes it as its value: not modelled
    lang = _language(args)
    if code != 0 and lang == "fr":
        # No word of English where French was asked (a value quoted back may be anything).
        assert "Error:" not in err and "error:" not in err, (args, err)
    if code != 0 and lang == "en":
        assert "Erreur :" not in err and "erreur :" not in err, (args, err)
    if out.startswith(("Usage: ", "Utilisation : ")):  # the help
        assert out.startswith("Utilisation : " if lang == "fr" else "Usage: "), (args, out)


def test_every_option_of_every_command_is_fuzzed_or_left_out_with_its_reason() -> None:
    # A new option is fuzzed unless it says why not: the list was written by hand, and
    # play's --from and --resume and simulate's --round were never drawn.
    import typer.main

    group: Any = typer.main.get_command(app)  # click's Group: its own methods, not typed
    context = typer.Context(group)
    for name in group.list_commands(context):
        command = group.get_command(context, name)
        assert command is not None
        options = {o for p in command.params for o in (*p.opts, *p.secondary_opts)
                   if o.startswith("-")}
        assert options - set(OPTIONS[name]) - set(LEFT_OUT) == set(), name
        assert set(OPTIONS[name]) <= options, name


@pytest.mark.parametrize("chunk", range(3))
def test_fuzzed_command_lines(chunk: int) -> None:
    for i in range(chunk * 100, (chunk + 1) * 100):
        _check(i)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(10))
def test_fuzzed_command_lines_slow(chunk: int) -> None:
    for i in range(10_000 + chunk * 300, 10_000 + (chunk + 1) * 300):
        _check(i)
