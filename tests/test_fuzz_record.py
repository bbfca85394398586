"""The deal-file reader under mutated input: a seeded mutator over the example files, their
French twins and deals recorded by ``simulate`` (classic, coinche with announcements, the
deal without bidding, coinche with sans atout and tout atout, belote à deux, belote
découverte).

Whatever the bytes: no exception but ``DealFileErrors`` (no traceback), each problem located
as ``FILE[:LINE[:COLUMN]]``, at most 20 listed; an accepted file is scored, every deal's card
points tally 162, and written back it reads the same. A few hundred inputs in the quick suite,
thousands in the slow one (``pytest -m slow``); ``scripts/bench_reader.py`` times them.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.errors import DealFileErrors
from belote_cli.dealfile import MAX_REPORTED, dumps, load_bytes, loads
from belote_cli.dealfile.replay import replay

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
FRENCH_LETTERS = {"♠": "P", "♥": "C", "♦": "K", "♣": "T"}
ENGLISH_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
# What mutations insert: the characters and words a deal file is made of, and some it is not.
PIECES = [
    "♠", "♥", "♦", "♣", "♥\ufe0f", "S", "H", "D", "C", "P", "K", "T", "V", "R", "Q", "J", "A",
    "10", "7", "9", "11", ":", " ", ",", "#", "\n", "---", "\t", "\r", "é", "œ", "\x00",
    "\ufeff", "trump: ", "atout: ", "taker: ", "preneur: ", "langue: fr", "lang: en",
    "match: none", "rules: discovery", "rules: undertrump=required", "rules: variant=coinche",
    "contract: 110 H N", "announce: N tierce AH", "belote: N", "NS: ", "EW: ", "last: NS",
    "pli ", "trick ", "9" * 30, "x" * 1200, "S:", "W:", "O ", "capot",
]
DEAL = re.compile(r"deal ([0-9]+): ")
LOCATION = re.compile(r"^(?P<path>[^:]+)(?::(?P<line>[0-9]+)(?::(?P<column>[0-9]+))?)?: ")


def _lettered(text: str, letters: dict[str, str]) -> str:
    for symbol, letter in letters.items():
        text = text.replace(symbol, letter)
    return text


def _french(text: str) -> str:
    for english, french in (("trump:", "atout:"), ("taker:", "preneur:"),
                            ("dealer:", "donneur:"), ("rules:", "regles:"),
                            ("last:", "dernier:"), ("variant:", "variante:"),
                            ("deck:", "paquet:"), ("exchange:", "échange:")):
        text = text.replace(english, french)
    text = re.sub(r"(?m)^atout: ([SHDC])$", lambda m: "atout: " + "PCKT"["SHDC".index(m[1])],
                  text)
    return _lettered(text, FRENCH_LETTERS)


def build_corpus(folder: Path) -> list[str]:
    """The files the mutator starts from: every example (and its French twin, with French
    keys and letters), and deals that simulate recorded (written in ``folder``)."""
    texts = []
    for path in sorted(EXAMPLES.glob("*.belote")):
        text = path.read_text(encoding="utf-8")
        # In the letters of its language: French keys make a file French.
        letters = FRENCH_LETTERS if "atout:" in text else ENGLISH_LETTERS
        texts += [text, _french(text), _lettered(text, letters)]
    runner = CliRunner()
    for name, args in (("classic", ()), ("coinche", ("--rule", "variant=coinche", "--rule",
                                                     "announcements=on")),
                       ("discovery", ("--discovery",)),
                       ("sa_ta", ("--rule", "variant=coinche", "--rule", "sa_ta=on")),
                       ("deux", ("--rule", "variant=deux")),
                       ("decouverte", ("--rule", "variant=decouverte"))):
        path = folder / f"{name}.belote"
        done = runner.invoke(app, ["simulate", "--deals", "12", "--seed", "fuzz", "--jobs",
                                   "1", "--record", str(path), *args])
        assert done.exit_code == 0, done.output
        whole = path.read_text(encoding="utf-8")
        texts.append(whole)
        texts += whole.split("---\n")[:4]  # each deal says match: none
    return texts


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    return build_corpus(tmp_path_factory.mktemp("records"))


def mutate(text: str, rng: random.Random) -> bytes:
    """``text`` with one to six random edits: characters, words and lines inserted,
    removed, repeated, swapped or recased; at times cut short or made invalid UTF-8."""
    for _ in range(rng.randint(1, 6)):
        kind = rng.randrange(9)
        pos = rng.randrange(len(text) + 1)
        lines = text.split("\n")
        if kind == 0 and text:  # delete a few characters
            text = text[:pos] + text[pos + rng.randint(1, 4):]
        elif kind == 1:  # insert a piece
            text = text[:pos] + rng.choice(PIECES) + text[pos:]
        elif kind == 2 and len(lines) > 1:  # delete a line
            del lines[rng.randrange(len(lines))]
            text = "\n".join(lines)
        elif kind == 3:  # repeat a line, now and then many times
            i = rng.randrange(len(lines))
            lines[i:i] = [lines[i]] * (rng.choice((1, 1, 2, 40)))
            text = "\n".join(lines)
        elif kind == 4 and len(lines) > 1:  # swap two lines
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif kind == 5:  # change a card's rank or suit into another one
            text = re.sub(r"(10|[7-9JQKAVDR])([♠♥♦♣SHDCPKT])",
                          lambda m: m[0] if rng.random() > 0.1 else
                          rng.choice("789JQKA") + m[2] if rng.random() < 0.5 else
                          m[1] + rng.choice("♠♥♦♣SHDCPKT"), text)
        elif kind == 6:  # recase a stretch
            end = pos + rng.randint(1, 30)
            text = text[:pos] + text[pos:end].swapcase() + text[end:]
        elif kind == 7:  # cut short
            text = text[:pos]
        else:  # swap two deals, or join one more
            deals = text.split("---\n")
            rng.shuffle(deals)
            text = "---\n".join(deals + ([deals[0]] if rng.random() < 0.3 else []))
    data = text.encode("utf-8")
    if rng.random() < 0.03:  # a byte that is not UTF-8
        cut = rng.randrange(len(data) + 1)
        data = data[:cut] + b"\xff" + data[cut:]
    return data


def check(data: bytes, path: str = "fuzz.belote") -> bool:
    """Read ``data`` as a deal file; True when it was accepted. Asserts what must hold."""
    try:
        records = load_bytes(data, path)
    except DealFileErrors as e:
        assert 1 <= len(e.errors) <= MAX_REPORTED and e.count >= len(e.errors)
        for error in e.errors:
            m = LOCATION.match(str(error))
            assert m is not None and m["path"] == path, str(error)
            assert error.line >= 0 and error.column >= 0
            if error.column:
                assert error.line >= 1
            assert "Traceback" not in error.message
        # In the file's order: deal by deal, and in a deal by line and column (what has no
        # line, as the cards missing from the deal, at its end).
        keys = []
        for x in e.errors:
            deal = DEAL.match(x.message)
            keys.append((int(deal[1]) if deal else 0, x.line == 0, x.line, x.column))
        assert keys == sorted(keys), e.errors
        return False
    assert records
    for record in records:
        scored = replay(record)
        tally = scored.score.tally
        assert tally.total == 162 and tally.ok, (record, tally)
        assert sum(scored.score.points) == 162
    assert loads(dumps(records), path) == records  # written back, it reads the same
    return True


def _fuzz(corpus: list[str], inputs: int, seed: int) -> tuple[int, int]:
    rng = random.Random(seed)
    accepted = 0
    for _ in range(inputs):
        accepted += check(mutate(rng.choice(corpus), rng))
    return accepted, inputs - accepted


def test_the_corpus_itself_is_accepted(corpus: list[str]) -> None:
    for text in corpus:
        assert check(text.encode("utf-8")), text[:200]


def test_mutated_files_are_scored_or_refused_with_their_problems_located(
        corpus: list[str]) -> None:
    accepted, refused = _fuzz(corpus, 300, seed=17)
    # The mutator gives both kinds: a test that saw only refusals would check little.
    assert accepted >= 20 and refused >= 100


def test_refused_files_exit_1_with_located_problems_and_no_traceback(
        corpus: list[str], tmp_path: Path) -> None:
    rng = random.Random(5)
    runner = CliRunner()
    path = tmp_path / "fuzz.belote"
    seen_refused = 0
    for _ in range(40):
        data = mutate(rng.choice(corpus), rng)
        path.write_bytes(data)
        accepted = check(data, str(path))
        r = runner.invoke(app, ["score", str(path), *rng.choice([[], ["--json"],
                                                                  ["--lang", "fr"]])])
        assert "Traceback" not in r.output
        assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
        assert r.exit_code == (0 if accepted else 1), r.output
        if not accepted:
            seen_refused += 1
            lines = r.stderr.splitlines()
            assert lines[-1].startswith(("error: ", "erreur\xa0: "))
            assert all(LOCATION.match(x) for x in lines[:-1] if not x.startswith("…"))
    assert seen_refused


@pytest.mark.slow
def test_thousands_of_mutated_files(corpus: list[str]) -> None:
    accepted, refused = _fuzz(corpus, 6000, seed=2024)
    assert accepted >= 300 and refused >= 2000
