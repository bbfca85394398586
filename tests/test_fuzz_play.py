"""A seeded fuzzer of the play prompts: random lines and options, whole sessions through
the command as a user runs it (in-process).

Each session draws its options (coinche, announcements, anticlockwise, belote declared,
undertrump, a match, the deal without bidding, belote à deux and belote découverte,
French) and up to 80 lines from the words every prompt knows, card and call forms of both
languages, numbers in and out of every menu, and noise (long lines, control characters,
other scripts, bytes that are not UTF-8). Whatever
is typed: no traceback, exit 0 (the game ended) or 1 (the input ended first, said on one
``error:``/``erreur :`` line), and the same input gives the same bytes. ``hint`` is left out:
each one runs the double-dummy solver (its own tests cover it).

200 sessions run in the quick suite, 3,000 more with ``pytest -m slow``.
"""

from __future__ import annotations

import random

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app

runner = CliRunner()

WORDS = (
    # Every prompt's commands, in both languages.
    "help", "aide", "?", "hand", "main", "trick", "pli", "last", "dernier", "score", "quit",
    "quitter",
    # The taking, yes/no questions.
    "take", "prends", "pass", "passe", "t", "p", "yes", "oui", "no", "non", "o", "n", "belote",
    "announce", "annonce",
    # Suits, cards and calls in both languages' notations.
    "♠", "♥", "♦", "♣", "s", "h", "d", "c", "k", "pique", "coeur", "carreau", "trèfle",
    "spades", "J♠", "V♠", "VP", "JS", "10h", "10c", "dc", "QH", "RK", "AT", "7♣", "9♥",
    "80 ♥", "90h", "100 p", "capot ♠", "160 t", "170 ♥", "85 ♦", "capot", "90", "coinche",
    "contre", "surcoinche", "surcontre",
    # Numbers in and out of the menus.
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "-1", "007", "99999999999999999999",
    "²", "١",
    # Noise.
    "", "   ", "1 2", "J♠ J♠", "♥️", "x" * 300, "9" * 5000, "\t", "\x00", "\x1b[31m",
    "\udcff", "é", "漢字", "🂡",
)


def _line(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.45:
        return rng.choice(("1", "1", "2", "3", "1 ", " 2"))
    if r < 0.9:
        return rng.choice(WORDS)
    # A random line of any characters (the surrogates stand for bytes that are not UTF-8).
    return "".join(chr(rng.choice((rng.randrange(32, 127), rng.randrange(0x80, 0x3000),
                                   rng.randrange(0xdc80, 0xdd00))))
                   for _ in range(rng.randrange(1, 12)))


def _session(i: int) -> tuple[list[str], str]:
    """The command line and the input of fuzzed session ``i``."""
    rng = random.Random(i)
    args = ["play", "--seed", str(rng.randrange(10_000)),
            "--bots", rng.choice(("random", "heuristic"))]
    if rng.random() < 0.1:
        args.append("--discovery")
    elif rng.random() < 0.2:
        # The two-player games: S and N alone, suit contracts, no announcements.
        args += ["--rule", "variant=" + rng.choice(("deux", "decouverte"))]
        if rng.random() < 0.3:
            args += ["--rule", "belote=declared"]
        if rng.random() < 0.3:
            args += ["--dealer", rng.choice("NS")]
    else:
        for rule in ("variant=coinche", "announcements=on", "direction=anticlockwise",
                     "belote=declared", "undertrump=required"):
            if rng.random() < 0.3:
                args += ["--rule", rule]
        if rng.random() < 0.3:
            args += ["--target", str(rng.choice((100, 300, 501)))]
        if rng.random() < 0.3:
            args += ["--dealer", rng.choice("NESWO")]
    if rng.random() < 0.5:
        args += ["--lang", "fr"]
    lines = [_line(rng) for _ in range(rng.randrange(0, 80))]
    text = "\n".join(lines) + ("\n" if lines and rng.random() < 0.9 else "")
    return args, text


def _run(args: list[str], text: str) -> tuple[int, str, str]:
    data = text.encode("utf-8", "surrogateescape")
    result = runner.invoke(app, args, input=data)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        args, text, result.exception)
    return result.exit_code, result.stdout, result.stderr


def _check(i: int, check_twice: bool = True) -> None:
    args, text = _session(i)
    code, out, err = _run(args, text)
    assert code in (0, 1), (args, text, code, err)
    assert "Traceback" not in out + err, (args, text)
    if code == 1:
        # One line says why: the input ended first (or a bad --rule/--dealer value).
        assert err.count("\n") == 1 and err.startswith(("error: ", "erreur\xa0: ")), err
    if check_twice:
        assert _run(args, text) == (code, out, err), (args, text)  # same input, same bytes


@pytest.mark.parametrize("chunk", range(4))
def test_fuzzed_play_sessions(chunk: int) -> None:
    # 200 sessions, every other one run twice (the same bytes).
    for i in range(chunk * 50, (chunk + 1) * 50):
        _check(i, check_twice=i % 2 == 0)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(20))
def test_fuzzed_play_sessions_slow(chunk: int) -> None:
    for i in range(10_000 + chunk * 150, 10_000 + (chunk + 1) * 150):
        _check(i)
