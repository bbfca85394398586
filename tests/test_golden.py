"""Golden files: the bytes each command prints, pinned case by case.

Every case runs the ``belote`` app in-process (Typer's ``CliRunner``) from a scratch folder
holding a link to ``examples/``, and compares stdout (and stderr where it is deterministic:
``simulate``'s speed line is not), the exit code, and any file the command writes
(``--csv``, ``--record``) with ``tests/golden/``. The exit code of each case is written here
by hand from the exit-code table (docs/cli.md), not regenerated.

When a change alters the output on purpose, regenerate the files (``-m ''`` includes the
slow expert cases), run the test again, and review the diff:

    pytest tests/test_golden.py --update-golden -m ''
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "golden"
EXAMPLES = sorted(p.name for p in (ROOT / "examples").glob("*.belote"))
DEALS = ROOT / "tests" / "deals"


@dataclass(frozen=True)
class Case:
    """One command line, the lines typed into it, and what it must give."""

    name: str
    args: tuple[str, ...]
    stdin: str = ""
    code: int = 0
    stderr: bool = True        # compare stderr too (not simulate's: it holds the speed)
    files: tuple[str, ...] = ()  # files the command writes, relative to its folder
    slow: bool = False


def _sim(name: str, *args: str, deals: int = 200, json: bool = True,
         slow: bool = False) -> list[Case]:
    """A simulate case in text, and in JSON unless told otherwise."""
    base = ("simulate", "--seed", "golden", "--jobs", "1", "--deals", str(deals), *args)
    cases = [Case(f"simulate-{name}", base, stderr=False, slow=slow)]
    if json:
        cases.append(Case(f"simulate-{name}-json", (*base, "--json"), stderr=False, slow=slow))
    return cases


HAND = ("--hand", "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--dealer", "W")

SIMULATE: list[Case] = [
    *_sim("default"),
    *_sim("undertrump-required", "--rule", "undertrump=required"),
    *_sim("anticlockwise", "--rule", "direction=anticlockwise"),
    *_sim("belote-declared", "--rule", "belote=declared"),
    *_sim("announcements", "--rule", "announcements=on"),
    *_sim("tie-contract-capot", "--rule", "tie=dedans", "--rule", "contract=total",
          "--rule", "capot=250"),
    *_sim("coinche", "--rule", "variant=coinche"),
    *_sim("coinche-announcements", "--rule", "variant=coinche", "--rule", "announcements=on"),
    *_sim("coinche-anticlockwise-required", "--rule", "variant=coinche",
          "--rule", "direction=anticlockwise", "--rule", "undertrump=required"),
    *_sim("discovery", "--discovery", deals=1000),
    *_sim("discovery-heuristic", "--discovery", "--bots", "heuristic"),
    *_sim("random", "--bots", "random", deals=1000),
    *_sim("teams", "--ns", "heuristic", "--ew", "random"),
    *_sim("start", "--start", "57", deals=3),
    # The expert searches every card: one quick deal (deal 3, taken by EW), and more when
    # the slow tests run.
    *_sim("expert", "--ns", "expert", "--ew", "random", "--start", "3", deals=1, json=False),
    *_sim("expert-json", "--ns", "expert", "--ew", "random", "--start", "3", deals=1,
          slow=True),
    *_sim("expert-all", "--bots", "expert", deals=2, slow=True),
    *_sim("hand", *HAND, deals=100),
    *_sim("hand-eight", "--hand", "N:J♥ 9♥ A♥ 10♥ A♠ 10♠ K♠ 7♥", "--retourne", "7♥",
          deals=60, json=False),
    # Round two's question: pass again or name which suit, after four passes.
    *_sim("hand-round-two", *HAND, "--round", "2", deals=100),
    *_sim("hand-round-two-sa-ta-fr", *HAND, "--round", "2", "--rule", "sa_ta=on",
          "--lang", "fr", deals=100, json=False),
    # The two-player games (one player a side: by_player, margin_s), sans atout and tout
    # atout (1000 classic deals hold 2 SA and 6 TA contracts; coinche bids them more often).
    *_sim("deux", "--rule", "variant=deux", deals=100),
    *_sim("deux-fr", "--rule", "variant=deux", "--lang", "fr", deals=100, json=False),
    *_sim("decouverte", "--rule", "variant=decouverte"),
    *_sim("decouverte-fr", "--rule", "variant=decouverte", "--lang", "fr", json=False),
    *_sim("decouverte-no-bid", "--rule", "variant=decouverte", "--rule", "decouverte_bid=off"),
    *_sim("sa-ta", "--rule", "sa_ta=on", deals=1000),
    *_sim("coinche-sa-ta", "--rule", "variant=coinche", "--rule", "sa_ta=on"),
    Case("simulate-csv-record", ("simulate", "--seed", "golden", "--jobs", "1", "--deals", "12",
                                 "--csv", "deals.csv", "--record", "deals.belote"),
         stderr=False, files=("deals.csv", "deals.belote")),
    Case("simulate-coinche-announcements-csv-record",
         ("simulate", "--seed", "golden", "--jobs", "1", "--deals", "8", "--rule",
          "variant=coinche", "--rule", "announcements=on", "--csv", "deals.csv",
          "--record", "deals.belote"),
         stderr=False, files=("deals.csv", "deals.belote")),
    Case("simulate-discovery-csv-record",
         ("simulate", "--seed", "golden", "--jobs", "1", "--deals", "5", "--discovery",
          "--csv", "deals.csv", "--record", "deals.belote"),
         stderr=False, files=("deals.csv", "deals.belote")),
    Case("simulate-deux-csv-record",
         ("simulate", "--seed", "golden", "--jobs", "1", "--deals", "6", "--rule",
          "variant=deux", "--csv", "deals.csv", "--record", "deals.belote"),
         stderr=False, files=("deals.csv", "deals.belote")),
    Case("simulate-decouverte-csv-record",
         ("simulate", "--seed", "golden", "--jobs", "1", "--deals", "6", "--rule",
          "variant=decouverte", "--csv", "deals.csv", "--record", "deals.belote"),
         stderr=False, files=("deals.csv", "deals.belote")),
    Case("simulate-hand-csv", ("simulate", "--seed", "golden", "--jobs", "1", "--deals", "6",
                               *HAND, "--csv", "deals.csv"),
         stderr=False, files=("deals.csv",)),
    # Bad values: a usage error, exit 2, one line on stderr.
    Case("simulate-hand-round-two-csv-record",
         ("simulate", "--seed", "golden", "--jobs", "1", "--deals", "6", *HAND, "--round",
          "2", "--csv", "deals.csv", "--record", "deals.belote"),
         stderr=False, files=("deals.csv", "deals.belote")),
    Case("simulate-bad-deals", ("simulate", "--deals", "0"), code=2),
    Case("simulate-bad-round", ("simulate", *HAND, "--round", "2", "--rule",
                                "variant=coinche"), code=2),
    Case("simulate-bad-rule", ("simulate", "--rule", "undertrump=sometimes"), code=2),
    Case("simulate-bad-hand", ("simulate", "--hand", "S:V♠ 9♠", "--retourne", "8♠"), code=2),
]

# Lines typed at ``play``'s prompts. A number picks an option or a card; ZZ and X9 are no
# card at all; K♣ (unheld) and the card that does not follow are refused and asked again.
_CARDS = "1\n" * 8
_ORDERED = " ".join(r + s for s in "♠♥♦♣" for r in ("A", "K", "Q", "J", "10", "9", "8", "7"))
_REVERSED = " ".join(reversed(_ORDERED.split()))
PLAY: list[Case] = [
    Case("play-classic", ("play", "--seed", "3"),
         "take\nZZ\nX9\nK♣\n1\nA♠\n" + "1\n" * 10),
    Case("play-classic-fr", ("play", "--seed", "3", "--lang", "fr"),
         "aide\nprends\nZZ\nR♣\n" + "1\n" * 10),
    Case("play-pass-second-round", ("play", "--seed", "11", "--bots", "random"),
         "pass\nscore\n" + "2\n" * 2 + "1\n" * 12),
    Case("play-anticlockwise-required", ("play", "--seed", "21", "--rule",
                                         "direction=anticlockwise", "--rule",
                                         "undertrump=required", "--dealer", "N"),
         "take\nhand\n" + "trick\n1\nlast\n" * 8 + "1\n" * 4),
    Case("play-discovery", ("play", "--discovery", "--seed", "4"), _CARDS),
    Case("play-discovery-fr", ("play", "--discovery", "--seed", "4", "--lang", "fr"),
         "zz\n" + _CARDS),
    Case("play-coinche", ("play", "--seed", "7", "--rule", "variant=coinche"),
         "help\n100 X\n90 ♥\npass\npass\n" + "1\n" * 12),
    Case("play-coinche-fr", ("play", "--seed", "8", "--rule", "variant=coinche",
                             "--lang", "fr"),
         "passe\npasse\npasse\n" + "1\n" * 12),
    Case("play-announcements", ("play", "--seed", "12", "--rule", "announcements=on"),
         "take\n" + "1\n" * 12),
    Case("play-announcements-fr", ("play", "--seed", "12", "--rule", "announcements=on",
                                   "--lang", "fr", "--bots", "random"),
         "prends\n" + "1\n" * 12),
    Case("play-belote-declared", ("play", "--seed", "5", "--rule", "belote=declared"),
         "take\n" + "1\n" * 14),
    Case("play-match", ("play", "--seed", "3", "--target", "300", "--bots", "random"),
         "1\n" * 90),
    Case("play-match-fr", ("play", "--seed", "9", "--target", "200", "--lang", "fr"),
         "1\n" * 70),
    Case("play-record", ("play", "--seed", "3", "--record", "played.belote"),
         "take\n" + "1\n" * 10, files=("played.belote",)),
    Case("play-hint", ("play", "--seed", "5"), "take\nhint\n" + "1\n" * 10),
    # Hint at the user's first coinche call (300 simulated deals each): seed 11 after E's
    # 80 ♠, seed 2 after E's 80 ♦, seed 4 opening; in both languages, and with SA and TA.
    *(Case(f"play-coinche-hint-{seed}{lang}",
           ("play", "--seed", seed, "--rule", "variant=coinche", *args),
           "conseil\nquitter\n" if lang else "hint\nquit\n")
      for seed in ("2", "4", "11") for lang, args in (("", ()), ("-fr", ("--lang", "fr")))),
    Case("play-coinche-hint-11-sa-ta", ("play", "--seed", "11", "--rule", "variant=coinche",
                                        "--rule", "sa_ta=on"), "hint\nquit\n"),
    # A stacked deck (--deck): the first deal as given, the next from the seed.
    Case("play-deck-match", ("play", "--seed", "2", "--target", "200", "--dealer", "N",
                             "--deck", _ORDERED, "--deck", _REVERSED),
         "take\n" + "1\n" * 80),
    Case("play-deck-coinche-fr", ("play", "--seed", "2", "--lang", "fr", "--rule",
                                  "variant=coinche", "--deck", _ORDERED),
         "passe\n" * 4 + "1\n" * 20),
    # Belote à deux: seed 1 gives S the trump 7 to swap for the retourne Q♠ before trick
    # 3, and S goes dedans; seed 4 in French, N swapping its 7♣ before trick 5.
    Case("play-deux", ("play", "--rule", "variant=deux", "--seed", "1"),
         "take\nJ♠\n1\nyes\n" + "1\n" * 15),
    Case("play-deux-fr", ("play", "--rule", "variant=deux", "--seed", "4", "--lang", "fr"),
         "prends\naide\n" + "1\n" * 20),
    Case("play-deux-record", ("play", "--rule", "variant=deux", "--seed", "3", "--record",
                              "played.belote"),
         "pass\npass\n" + "1\n" * 17, files=("played.belote",)),
    # Belote découverte: A♥ lies face up but does not follow N's trump lead.
    Case("play-decouverte", ("play", "--rule", "variant=decouverte", "--seed", "2"),
         "take\nA♥\n" + "1\n" * 17),
    Case("play-decouverte-record", ("play", "--rule", "variant=decouverte", "--seed", "2",
                                    "--record", "played.belote"),
         "pass\npass\n" + "1\n" * 17, files=("played.belote",)),
    # Tout atout and sans atout named in round two. Under TA, A♦ does not beat E's 9♦.
    Case("play-sa-ta-ta", ("play", "--rule", "sa_ta=on", "--seed", "8"),
         "pass\nTA\n1\n1\n1\nA♦\n" + "1\n" * 6),
    Case("play-sa-ta-sa", ("play", "--rule", "sa_ta=on", "--seed", "2"),
         "pass\nSA\n" + "1\n" * 10),
    Case("play-deck-bad", ("play", "--deck", "A♠ A♠"), code=2),
    Case("play-quit", ("play", "--seed", "3"), "take\n1\nscore\nquit\n"),
    # End of input in the middle of the deal: exit 1 with one line on stderr.
    Case("play-end-of-input", ("play", "--seed", "3"), "take\n1\n", code=1),
    Case("play-end-of-input-fr", ("play", "--seed", "3", "--lang", "fr"), "", code=1),
    Case("play-bad-lang", ("play", "--lang", "de"), code=2),
    Case("play-discovery-coinche", ("play", "--discovery", "--rule", "variant=coinche"),
         code=2),
]

SCORE: list[Case] = [
    *(Case(f"score-{name.removesuffix('.belote')}", ("score", f"examples/{name}"))
      for name in EXAMPLES),
    *(Case(f"score-{name.removesuffix('.belote')}-json",
           ("score", "--json", f"examples/{name}")) for name in EXAMPLES),
    Case("score-revoke-as-played", ("score", "--as-played", "examples/revoke.belote")),
    Case("score-revoke-as-played-json",
         ("score", "--as-played", "--json", "examples/revoke.belote")),
    Case("score-litige-fr", ("score", "--lang", "fr", "examples/litige.belote")),
    Case("score-match-fr", ("score", "--lang", "fr", "examples/match.belote")),
    Case("score-rule-dedans", ("score", "--rule", "tie=dedans", "examples/litige.belote")),
    Case("score-stdin", ("score", "-"), (ROOT / "examples" / "made.belote").read_text("utf-8")),
    Case("score-missing", ("score", "examples/none.belote"), code=1),
    Case("score-bad-file", ("score", "-"), "trump: ♥\ntaker: Q\n1: S J♥ W 7♥\n", code=1),
    Case("score-bad-file-fr", ("score", "--lang", "fr", "-"), "trump: X\n", code=1),
    # --analyze: every card against the double-dummy best, in each game (classic, coinche,
    # sans atout and tout atout, belote à deux from trick 11, belote découverte from its
    # deck line; piles have no review), the deals of tests/deals/ read from stdin (a card
    # giving up the capot in deux-en-francais, one letting it through in coinche-sa-ta).
    *(Case(f"score-analyze-{name.removesuffix('.belote')}",
           ("score", "--analyze", f"examples/{name}")) for name in EXAMPLES),
    *(Case(f"score-analyze-{name}-json", ("score", "--analyze", "--json",
                                          f"examples/{name}.belote"))
      for name in ("match", "deux", "decouverte")),
    Case("score-analyze-match-fr", ("score", "--analyze", "--lang", "fr",
                                    "examples/match.belote")),
    *(Case(f"score-analyze-{Path(path).stem}{suffix}", ("score", "--analyze", *args, "-"),
           (DEALS / path).read_text("utf-8"))
      for path in ("coinche-sa-ta.belote", "hand-written/coinche-coinched.belote",
                   "hand-written/coinche-surcoinche.belote",
                   "hand-written/deux-en-francais.belote")
      for suffix, args in (("", ()), ("-json", ("--json",)))),
]

CASES = SIMULATE + PLAY + SCORE


def _params() -> list[object]:
    return [pytest.param(c, id=c.name, marks=[pytest.mark.slow] if c.slow else [])
            for c in CASES]


@dataclass(frozen=True)
class Outcome:
    stdout: bytes
    stderr: bytes
    code: int
    files: dict[str, bytes]


def run_case(case: Case, folder: Path) -> Outcome:
    """Run one case in ``folder`` (which gets an ``examples`` link) and collect its output."""
    (folder / "examples").symlink_to(ROOT / "examples")
    before = Path.cwd()
    os.chdir(folder)
    try:
        result = CliRunner().invoke(app, list(case.args), input=case.stdin)
    finally:
        os.chdir(before)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    files = {name: (folder / name).read_bytes() for name in case.files}
    return Outcome(result.stdout_bytes, result.stderr_bytes, result.exit_code, files)


def _expected(case: Case) -> dict[str, Path]:
    paths = {"stdout": GOLDEN / f"{case.name}.out"}
    if case.stderr:
        paths["stderr"] = GOLDEN / f"{case.name}.err"
    for name in case.files:
        paths[name] = GOLDEN / f"{case.name}.{name}"
    return paths


#: The temporary name a golden file is written under: ``.NAME.PID.tmp``.
_WRITING = re.compile(r"\..+\.([0-9]+)\.tmp")


def _write_whole(path: Path, data: bytes) -> None:
    """Write ``path`` under a temporary name and rename it into place: the quick suite runs
    in a process per core, and a test in another process that reads the golden file
    meanwhile (``test_jobs_do_not_change_the_report``) reads it whole, never cut short."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _being_written(name: str) -> bool:
    """Whether ``name`` is a golden file that a running process is writing (``_write_whole``)."""
    m = _WRITING.fullmatch(name)
    if m is None:
        return False
    try:
        os.kill(int(m.group(1)), 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process
        return True
    return True


def test_case_names_are_unique() -> None:
    names = [c.name for c in CASES]
    assert len(names) == len(set(names))


def test_no_stray_golden_file(request: pytest.FixtureRequest) -> None:
    # A file left from a renamed or removed case would pin nothing (--update-golden
    # removes it).
    wanted = {p.name for c in CASES for p in _expected(c).values()}
    GOLDEN.mkdir(exist_ok=True)
    stray = {p.name for p in GOLDEN.iterdir()} - wanted
    if request.config.getoption("--update-golden"):
        # Not the files the other processes are writing now (they are renamed into place).
        for name in stray - set(filter(_being_written, stray)):
            (GOLDEN / name).unlink()
        return
    assert not stray


@pytest.mark.parametrize("case", _params())
def test_golden(case: Case, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    outcome = run_case(case, tmp_path)
    assert outcome.code == case.code, outcome.stderr.decode("utf-8", "replace")
    got = {"stdout": outcome.stdout, "stderr": outcome.stderr, **outcome.files}
    paths = _expected(case)
    if request.config.getoption("--update-golden"):
        GOLDEN.mkdir(exist_ok=True)
        for key, path in paths.items():
            _write_whole(path, got[key])
        return
    for key, path in paths.items():
        assert path.exists(), f"{path.name} missing: pytest tests/test_golden.py --update-golden"
        assert got[key] == path.read_bytes(), f"{case.name}: {key} differs from {path.name}"


def test_jobs_do_not_change_the_report(tmp_path: Path) -> None:
    # Two worker processes share out the deals: the report is the one-process golden file.
    case = next(c for c in CASES if c.name == "simulate-default")
    args = list(case.args)
    args[args.index("--jobs") + 1] = "2"
    outcome = run_case(Case("jobs", tuple(args), stderr=False), tmp_path)
    assert outcome.code == 0
    assert outcome.stdout == (GOLDEN / "simulate-default.out").read_bytes()


@pytest.mark.parametrize("name", ["play-end-of-input", "simulate-coinche"])
def test_the_real_program_prints_the_same_bytes(name: str, tmp_path: Path) -> None:
    # The in-process runner is faithful: the program run as a process gives the same bytes.
    case = next(c for c in CASES if c.name == name)
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    done = subprocess.run([sys.executable, "-m", "belote_cli", *case.args], cwd=tmp_path,
                          input=case.stdin.encode("utf-8"), capture_output=True, timeout=120,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == case.code
    for key, path in _expected(case).items():
        assert getattr(done, key) == path.read_bytes(), f"{name}: {key}"


def test_simulate_and_score_print_within_80_columns() -> None:
    # Every line simulate and score print to standard output fits 80 columns, counted in
    # characters (a card's suit is one column, three bytes), in English and French, as the
    # play session's lines do; the CSV, the record and the JSON are data, not lines to
    # read. Before, 36 lines passed them: the announcements table (95 and 104 columns),
    # round two's question (104, French 110) and its French count of deals (86), and
    # score's French litige (122).
    files = sorted(p for p in GOLDEN.glob("*.out") if p.name.startswith(("simulate-", "score-"))
                   and not p.name.endswith("-json.out"))
    assert len(files) > 40 and any(p.name == "score-litige-fr.out" for p in files)
    wide = [(p.name, line) for p in files
            for line in p.read_text(encoding="utf-8").splitlines() if len(line) > 80]
    assert wide == []


def test_play_through_a_pipe_prints_within_80_columns() -> None:
    # Every line of every play session's stdout fits 80 columns, counted in characters as
    # a terminal shows them (a suit one column), in English and French and in every game:
    # the hand line, the welcome lines, coinche's menu, a match's deal header with its
    # command, the hint and the review go on after four blanks. Before, 65 lines passed
    # them, up to 341 columns (coinche's help).
    # Only a stacked deck a deal line names (``--deck '…'``, its 32 cards one word to the
    # shell, which a line break inside its quotes would change) has a line of its own past
    # them, as docs/playing.md says.
    files = sorted(p for p in GOLDEN.glob("play-*.out"))
    assert len(files) > 25 and any(p.name == "play-coinche-fr.out" for p in files)
    wide = [(p.name, line) for p in files
            for line in p.read_text(encoding="utf-8").splitlines() if len(line) > 80
            and not re.fullmatch(r"    --deck '[^']+'\)", line)]
    assert wide == []
