"""The scripts of scripts/ as a contributor runs them: a closed pipe and bad arguments end
them with a clear word or none, never a traceback. (The arena's results: test_arena.py.)"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from typer.testing import CliRunner

from belote_cli.api import rule_set
from belote_cli.cli import app
from belote_cli.core.cards import mask_of, parse_card, parse_cards
from belote_cli.core.seats import Seat
from belote_cli.engine.game import Game

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"
#: The modules of scripts/ that are not scripts run from the command line.
NOT_SCRIPTS = {"closed_pipe.py", "mkdocs_hooks.py"}


def _script(name: str, *args: str, stdout: int = subprocess.PIPE, timeout: float = 120,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, str(SCRIPTS / name), *args], stdout=stdout,
                          stderr=subprocess.PIPE, timeout=timeout, check=False, env=env)


def test_every_script_ends_through_closed_pipe() -> None:
    scripts = sorted(p.name for p in SCRIPTS.glob("*.py") if p.name not in NOT_SCRIPTS)
    assert "arena.py" in scripts and "memory_simulate.py" in scripts
    ending = ('if __name__ == "__main__":\n'
              "    from closed_pipe import run  # scripts/closed_pipe.py, beside this one\n\n"
              "    run(main)\n")
    assert [s for s in scripts if not (SCRIPTS / s).read_text().endswith(ending)] == []


@pytest.mark.parametrize("command", [
    ("arena.py", "--deals", "2"),
    ("bench_solver.py", "--deals", "1"),  # a few lines: they fail at the flush of the exit
    ("bench_reader.py", "--inputs", "2", "--mb", "0.01", "--only", "tiny"),
    ("bench_simulate.py", "--deals", "10", "--large", "0"),
    ("memory_simulate.py", "--minutes", "0.01"),  # its first line, flushed at once
], ids=lambda command: command[0])
def test_closed_pipe_ends_quietly(command: tuple[str, ...], tmp_path: Path) -> None:
    # `| head`: the reader gone before the script writes. Exit 1 (as `belote`), nothing on
    # stderr, where Python would print a BrokenPipeError traceback; and no temporary
    # folder left behind (memory_simulate.py's, made before its first line, was).
    read, write = os.pipe()
    os.close(read)
    try:
        done = _script(*command, stdout=write, env={**os.environ, "TMPDIR": str(tmp_path)})
    finally:
        os.close(write)
    assert (done.returncode, done.stderr.decode()) == (1, "")
    assert list(tmp_path.iterdir()) == []


#: A script's command line, and the reason it gives for refusing it.
BAD_ARGUMENTS = [
    (("bench_reader.py", "--inputs", "-1"), "--inputs cannot be negative"),
    (("bench_reader.py", "--mb", "0"), "--mb must be more than 0"),
    # A size or a time that is no finite number, quoted as typed: inf and 1e400 (a
    # float's inf) were refused as if not more than 0, nan likewise.
    (("bench_reader.py", "--mb", "inf"), "argument --mb: 'inf' is not a finite number"),
    (("bench_reader.py", "--mb", "nan"), "argument --mb: 'nan' is not a finite number"),
    (("bench_reader.py", "--mb", "1e400"), "argument --mb: '1e400' is not a finite number"),
    (("bench_reader.py", "--mb", "big"), "argument --mb: 'big' is not a number"),
    (("bench_reader.py", "--inputs", "0", "--only", "nothing"),
     "--only 'nothing' names no shape (the shapes: repeated cards; "),
    (("bench_ab.py", sys.executable, sys.executable, "--rounds", "0"),
     "--rounds must be at least 1"),
    (("bench_ab.py", sys.executable, sys.executable, "--deals", "1"),
     "--deals must be at least 2"),
    (("bench_solver.py", "--deals", "1", "--rule", "variant=deux"),
     "the solver is timed on deals of four players, not of variant=deux: time the expert "
     "alone there (--expert-deals N --expert-only)"),
    (("bench_solver.py", "--deals", "1", "--rule", "variant=decouverte"),
     "the solver is timed on deals of four players, not of variant=decouverte"),
    (("bench_solver.py", "--deals", "1", "--expert-deals", "1", "--expert-bot", "nosuch"),
     "unknown bot 'nosuch'"),
    (("bench_solver.py", "--expert-only"), "--expert-only times the expert's cards alone: "
     "give --expert-deals N"),
    (("bench_solver.py", "--colver", "--rule", "variant=coinche"),
     "--colver: colver plays the classic rules only (no --rule)"
     if importlib.util.find_spec("colver") else "--colver: colver is not installed"),
    (("bench_hint.py", "--deals", "0"), "--deals must be at least 1"),
    (("bench_hint.py", "--game", "belote"), "argument --game: invalid choice: 'belote'"),
    # It timed seed 5's deal under the name -5 (random.Random takes a seed's absolute value).
    (("bench_hint.py", "--seed=-5"), "--seed must be 0 or more, as belote play's"),
    (("memory_simulate.py", "--minutes", "0"), "--minutes must be more than 0"),
    (("memory_simulate.py", "--minutes", "-1"), "--minutes must be more than 0"),
    (("memory_simulate.py", "--minutes", "inf"),
     "argument --minutes: 'inf' is not a finite number"),
    (("memory_simulate.py", "--minutes", "nan"),
     "argument --minutes: 'nan' is not a finite number"),
    (("memory_simulate.py", "--minutes", "1e400"),
     "argument --minutes: '1e400' is not a finite number"),
    (("memory_simulate.py", "--minutes=-inf"),  # -inf alone reads as an option
     "argument --minutes: '-inf' is not a finite number"),
    (("memory_simulate.py", "--minutes", "long"), "argument --minutes: 'long' is not a number"),
    # It printed its command line and build, then simulate's refusal, exit 1.
    (("memory_simulate.py", "--minutes", "0.01", "--jobs", "0"), "--jobs must be at least 1"),
]


@pytest.mark.parametrize(("command", "message"), BAD_ARGUMENTS,
                         ids=[" ".join(command).replace(sys.executable, "PYTHON")
                              for command, _ in BAD_ARGUMENTS])
def test_bad_arguments(command: tuple[str, ...], message: str) -> None:
    # argparse's way: the usage, the reason, exit 2; never a traceback, nor a run that
    # does nothing.
    done = _script(*command)
    err = done.stderr.decode()
    assert done.returncode == 2, err
    assert f"error: {message}" in err and "Traceback" not in err
    assert done.stdout == b""


def test_bench_cluster_without_dask_names_the_extra() -> None:
    # Run as a script (its folder first on the path), Dask's modules made unimportable.
    script = SCRIPTS / "bench_cluster.py"
    code = ("import runpy, sys\n"
            "sys.modules['dask'] = sys.modules['distributed'] = None\n"
            f"sys.path.insert(0, {str(SCRIPTS)!r})\n"
            f"sys.argv = [{str(script)!r}, '--deals', '10', '--expert-deals', '1']\n"
            "runpy.run_path(sys.argv[0], run_name='__main__')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 1
    assert done.stderr.startswith("error: this benchmark needs Dask distributed, which is "
                                  "not installed (")
    assert done.stderr.endswith(": pip install '.[cluster]' in the project's folder "
                                "(belote-table's extra)\n")
    assert done.stdout == ""


def test_bench_ab_says_why_simulate_failed() -> None:
    # A --bots that simulate refuses: its own reason, after the interpreter that ran it.
    done = _script("bench_ab.py", sys.executable, sys.executable, "--deals", "2", "--bots",
                   "nosuch")
    assert done.returncode == 1
    assert done.stderr.decode() == (f"{sys.executable}: simulate failed (exit 2): error: "
                                    "--bots: unknown bot 'nosuch' (known bots: expert, "
                                    "expert-uniform, heuristic, random); a bot of your own "
                                    "is loaded with --import MODULE\n")


def test_bench_ab_passes_its_rules_to_simulate() -> None:
    # --rule goes to simulate as simulate's own --rule: a rule it does not know is refused
    # in its words.
    done = _script("bench_ab.py", sys.executable, sys.executable, "--deals", "2", "--rule",
                   "nosuch=1")
    assert done.returncode == 1
    assert done.stderr.decode().startswith(
        f"{sys.executable}: simulate failed (exit 2): error: --rule: unknown rule 'nosuch'")


def test_memory_simulate_reports_a_failed_run() -> None:
    # A simulate that exits 1 (here a stand-in for it, which says why and exits 1) is a
    # failure: its reason on stderr and exit 1, no memory figures (it printed them, exit 0).
    script = SCRIPTS / "memory_simulate.py"
    failing = "import sys; sys.stderr.write('error: cannot write deals.csv\\n'); sys.exit(1)"
    code = ("import runpy, subprocess, sys\n"
            "popen = subprocess.Popen\n"
            "subprocess.Popen = lambda command, **kw: popen(\n"
            f"    [sys.executable, '-c', {failing!r}], **kw)\n"
            f"sys.path.insert(0, {str(SCRIPTS)!r})\n"
            f"sys.argv = [{str(script)!r}, '--minutes', '0.05']\n"
            "runpy.run_path(sys.argv[0], run_name='__main__')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 1
    assert done.stderr == "simulate failed (exit 1): error: cannot write deals.csv\n"
    assert "samples" not in done.stdout and "peak" not in done.stdout


@pytest.mark.parametrize("args", [("-h",), ()], ids=["help", "skipped"])
def test_sanitize_ends_quietly_through_closed_pipe(args: tuple[str, ...]) -> None:
    # As the Python scripts (closed_pipe.py): exit 1 and nothing said, where the shell's
    # SIGPIPE ended it with 141. Its help, and the line of a run skipped for want of a
    # compiler (CC names none), each written to a pipe whose reader is gone.
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run(["bash", str(SCRIPTS / "sanitize.sh"), *args], stdout=write,
                              stderr=subprocess.PIPE, timeout=60, check=False,
                              env={**os.environ, "CC": "no-such-compiler"})
    finally:
        os.close(write)
    assert (done.returncode, done.stderr.decode()) == (1, "")


def test_sanitize_refuses_what_is_not_a_python(tmp_path: Path) -> None:
    # Before anything is built: a usage error (exit 2), where bash said 'No such file or
    # directory' and exited 127.
    missing = str(tmp_path / "nosuch")
    done = subprocess.run(["bash", str(SCRIPTS / "sanitize.sh"), missing],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr == (f"sanitize: {missing}: not a Python interpreter that runs (give "
                           "one with pytest and hypothesis, or none for python3)\n")
    assert done.stdout == ""


def _module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name.removesuffix(".py") + "_script",
                                                  SCRIPTS / name)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # where its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_bench_hint_prints_a_row_for_each_game(capsys: pytest.CaptureFixture[str]) -> None:
    # One deal of each game, seed 1 (no deal void): a row of figures each, no time asserted.
    assert _module("bench_hint.py").main(["--deals", "1", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("build: ")
    assert lines[1].startswith("seeds 1 to 1; ")
    rows = {line.split()[0]: line for line in lines[2:]}
    assert list(rows) == ["classic", "coinche", "sa_ta", "deux", "decouverte"]
    for name, row in rows.items():
        tricks = 16 if name in ("deux", "decouverte") else 8
        counted = re.search(r" n=(\d+) ", row)
        assert counted is not None, row
        # A hint at most at each of the user's cards, the last (forced) not counted.
        assert 1 <= int(counted[1]) < tricks, row
        median, p90, most = (float(ms) for ms in re.findall(r"([\d.]+) ms", row))
        assert 0 <= median <= p90 <= most
        at = re.search(r"at trick +(\d+) \(seed 1\)", row)
        assert at is not None and 1 <= int(at[1]) < tricks, row


@pytest.mark.parametrize("rules", ["", "variant=coinche", "sa_ta=on"])
def test_bench_hint_times_the_deal_belote_play_deals(rules: str) -> None:
    # The first deal of `belote play --seed 3`, which Game(seed=3) deals too.
    table = rule_set(rules or None)
    session, bots, two = _module("bench_hint.py").first_deal(3, table)
    game = session.game
    dealt = Game(table, seed=3)
    assert not two and len(bots) == 4
    assert (game.dealer, game.retourne, game.hands) == (dealt.dealer, dealt.retourne,
                                                         dealt.hands)
    assert game.deal_ == dealt.deal_


@pytest.mark.parametrize("rules", ["", "variant=coinche", "sa_ta=on", "variant=deux",
                                   "variant=decouverte"])
def test_bench_hint_deals_what_belote_play_prints(rules: str) -> None:
    # For a few seeds, the dealer and South's first cards (five and the retourne at
    # classic, eight at coinche, six at belote à deux, eight face up at découverte) of the
    # deal the script times are those `belote play --seed N --rule ...` prints.
    table = rule_set(rules or None)
    first_deal = _module("bench_hint.py").first_deal
    for seed in (0, 1, 2, 5):
        args = ["play", "--seed", str(seed)] + (["--rule", rules] if rules else [])
        printed = CliRunner().invoke(app, args, input="quit\n").output
        said = re.search(r"^Deal 1: dealer ([NESW]) \(seed (\d+)\)$", printed, re.M)
        cards = re.search(r"^Your (?:face-up )?cards: (.*?)(?: \(8 face down under them\))?$",
                          printed, re.M)
        assert said is not None and cards is not None, printed
        session, _, _ = first_deal(seed, table)
        game = session.game
        if game.deal_ is not None:  # classic: five cards, then the retourne
            south, retourne = game.deal_.hands[Seat.S], game.deal_.retourne
            turned = re.search(r"^Retourne: (\S+)$", printed, re.M)
            assert turned is not None and parse_card(turned[1]) == retourne, printed
        elif table.variant == "coinche":
            south = game.hands[Seat.S]
        else:  # the first six, or eight face up: no trick is over yet
            south = game.hand(Seat.S)
        assert (said[1], int(said[2])) == (game.dealer.name, seed)
        assert mask_of(parse_cards(cards[1])) == south, (seed, printed)


def test_the_benchmarks_say_what_they_timed_in_its_own_words() -> None:
    # bench_hint timed a game named twice twice; bench_ab said "1 rounds"; bench_simulate
    # said two idle cores could give more than twice one (2.90x of a run too short to time).
    hint = _script("bench_hint.py", "--deals", "1", "--game", "deux", "--game", "deux")
    assert hint.returncode == 0
    assert [line.split()[0] for line in hint.stdout.decode().splitlines()[2:]] == ["deux"]
    python = sys.executable
    ab = _script("bench_ab.py", python, python, "--deals", "2", "--rounds", "1")
    assert ", 1 round; load average" in ab.stdout.decode()
    simulated = _script("bench_simulate.py", "--deals", "1", "--large", "0").stdout.decode()
    [line] = [line for line in simulated.splitlines() if "idle cores: up to" in line]
    assert float(line.rsplit("up to ", 1)[1].rstrip("x)")) <= 2.0
