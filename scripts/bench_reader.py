#!/usr/bin/env python3
"""Time and memory of the deal-file reader: per mutated input, and on 10 MB files.

    python scripts/bench_reader.py --inputs 0     # the benchmarks page's 10 MB files
    python scripts/bench_reader.py --inputs 1000  # its fuzzed files (the first row)
    python scripts/bench_reader.py --inputs 500 --mb 2   # a quick look
    python scripts/bench_reader.py --inputs 0 --only valid --only tiny   # some shapes only

First the fuzz test's inputs (``tests/test_fuzz_record.py``: the same seeded mutator over
the examples, their French twins and simulate's records): the time to read each one and,
when accepted, score it (median, 99th percentile, slowest), in this process, CPU time.

Then ``belote score FILE`` run as a child process on files of ``--mb`` megabytes of one
shape each, in English and with ``--lang fr``: wall-clock seconds and the child's peak
resident memory (``wait4``), its CPU seconds (the steadier figure on a shared machine), the
exit code, and the number of problems it reported or, for a file it accepted, the number of
deals it scored. The shapes: one trick line repeated (the file of repeated cards that once
took 258 s and 3 GB), a French file of repeated cards, two-byte lines that are not 'key:
value', one header line repeated, tiny deals of one card, one line as long as the file,
and valid deals, each scored: the made example repeated, its French twin (French keys and
letters), and the deals ``simulate --record`` writes (``match: none``); an accepted file is
scored with ``--json`` too. The page's figures come from a run in each build, one after
the other.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from belote_cli.build import describe
from belote_cli.core.errors import DealFileErrors
from belote_cli.dealfile import load_bytes
from belote_cli.dealfile.replay import replay

ROOT = Path(__file__).resolve().parent.parent



#: The children run from this script's folder, so that ``-m belote_cli`` imports the
#: package this process runs (the one ``describe`` names), not a source tree in the
#: current folder.
_HERE = os.path.dirname(os.path.abspath(__file__))

def _fuzz_module() -> object:
    spec = importlib.util.spec_from_file_location("fuzz", ROOT / "tests" / "test_fuzz_record.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def per_input(inputs: int, seed: int) -> None:
    fuzz = _fuzz_module()
    with tempfile.TemporaryDirectory() as folder:
        corpus = fuzz.build_corpus(Path(folder))  # type: ignore[attr-defined]
    rng = random.Random(seed)
    times = []
    accepted = 0
    for _ in range(inputs):
        data = fuzz.mutate(rng.choice(corpus), rng)  # type: ignore[attr-defined]
        began = time.process_time()
        try:
            records = load_bytes(data, "fuzz.belote")
            for record in records:
                replay(record)
            accepted += 1
        except DealFileErrors:
            pass
        times.append(time.process_time() - began)
    times.sort()
    ms = [1000 * times[len(times) // 2], 1000 * times[int(len(times) * 0.99)], 1000 * times[-1]]
    print(f"{inputs} mutated files ({accepted} accepted, {inputs - accepted} refused): "
          f"median {ms[0]:.2f} ms, 99th percentile {ms[1]:.2f} ms, slowest {ms[2]:.2f} ms "
          f"per file (read, and scored when accepted)")


def simulated(deals: int = 400) -> str:
    """A file of deals recorded by ``belote simulate --record`` (each ``match: none``,
    cards written ``S:AH``)."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "sim.belote")
        subprocess.run([sys.executable, "-m", "belote_cli", "simulate", "--deals", str(deals),
                        "--seed", "bench", "--record", path], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=_HERE)
        text = Path(path).read_text(encoding="utf-8")
    return text


def shapes(size: int) -> dict[str, tuple[str, str]]:
    """Each shape as a head and a unit repeated up to ``size`` bytes."""
    made = (ROOT / "examples" / "made.belote").read_text(encoding="utf-8")
    fuzz = _fuzz_module()
    made_fr = fuzz._french(made)  # type: ignore[attr-defined]  # atout: C, pli…
    recorded = simulated()
    rest = recorded.partition("---\n")[2]  # the deals after the first
    return {
        "repeated cards": ("trump: H\n", "1: AH AH AH AH\n"),
        "repeated cards, French": ("atout: C\n", "pli 1: AC AC AC AC\n"),
        "lines that are not key: value": ("trump: H\n", "x\n"),
        "one header line repeated": ("", "trump: H\n"),
        "tiny deals (one card each)": ("", "trump: H\n1: AH\n---\n"),
        "one line as long as the file": ("trump: H\n1: ", "A♥ "),
        "valid deals (made.belote repeated)": (made, "---\n" + made),
        "valid deals in French (made.belote's French twin repeated)": (made_fr,
                                                                         "---\n" + made_fr),
        "deals recorded by simulate (match: none)": (recorded, "---\n" + rest),
    }


def separators(text: str) -> int:
    """The ``---`` lines between deals in ``text``."""
    return sum(1 for line in text.splitlines() if re.fullmatch(r"\s*-{3,}\s*", line))


def write_shape(path: str, head: str, unit: str, size: int) -> int:
    """Write ``head`` then ``unit`` repeated up to ``size`` bytes; return the number of
    deals the file holds if it is read as one (its ``---`` lines, plus one)."""
    # Written a block at a time: this process stays small, and so does the child it forks
    # (whose peak resident memory would otherwise count this one's before the exec).
    count = (size - len(head.encode())) // len(unit.encode())
    with open(path, "w", encoding="utf-8") as f:
        f.write(head)
        block = 1000
        for start in range(0, count, block):
            f.write(unit * min(block, count - start))
    return 1 + separators(head) + count * separators(unit)


def run_score(path: str, *args: str) -> tuple[float, float, float, int, str]:
    """Wall-clock seconds, CPU seconds, peak resident MB, exit code and the last line of
    stderr of one score run."""
    began = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "belote_cli", "score", path, *args],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=_HERE)
    assert child.stderr is not None
    err = child.stderr.read().decode("utf-8", "replace").strip().splitlines()
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - began
    child.returncode = os.waitstatus_to_exitcode(status)
    cpu = usage.ru_utime + usage.ru_stime
    return elapsed, cpu, usage.ru_maxrss / 1024, child.returncode, err[-1] if err else ""


def large_files(megabytes: float, chosen: dict[str, tuple[str, str]]) -> None:
    size = int(megabytes * 1024 * 1024)
    base = run_score(str(ROOT / "examples" / "made.belote"))
    print(f"score of examples/made.belote: {base[0]:.2f} s ({base[1]:.2f} s CPU), "
          f"{base[2]:.0f} MB (the baseline: Python and the program)")
    with tempfile.TemporaryDirectory() as folder:
        for name, (head, unit) in chosen.items():
            path = os.path.join(folder, "big.belote")
            deals = write_shape(path, head, unit, size)
            runs: list[tuple[str, ...]] = [("--lang", "en"), ("--lang", "fr")]
            for args in runs:
                seconds, cpu, mb, code, last = run_score(path, *args)
                # Refused: the problems counted on stderr's last line; accepted: nothing
                # there, the deals scored.
                said = (f"{deals:,} valid deals, each scored" if code == 0
                        else last.split(' in ')[0].split(' dans ')[0])
                print(f"{megabytes:g} MB, {name}, {' '.join(args)}: {seconds:.2f} s "
                      f"({cpu:.2f} s CPU), {mb:.0f} MB peak, exit {code}: {said}",
                      flush=True)
                if code == 0 and args[-1] == "en":
                    runs.append(("--json",))  # an accepted file: its JSON list too


def _finite(text: str) -> float:
    """A number of megabytes (``--mb``), finite: ``inf``, ``nan`` and ``1e400`` (which a
    float reads as ``inf``) are quoted as typed and refused, exit 2, as anything that is
    no number, as arena.py's ``--scheduler-timeout``."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text!r} is not a finite number")
    return value


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--inputs", type=int, default=3000, help="mutated files to time")
    parser.add_argument("--seed", type=int, default=1, help="seed of the mutator")
    parser.add_argument("--mb", type=_finite, default=10, help="size of the large files, MB")
    parser.add_argument("--only", action="append", default=[], metavar="WORD",
                        help="only the large files whose shape names WORD (repeatable)")
    args = parser.parse_args()
    if args.inputs < 0:
        parser.error("--inputs cannot be negative (0: no mutated files)")
    if not args.mb > 0:
        parser.error("--mb must be more than 0")
    every = shapes(int(args.mb * 1024 * 1024))
    for word in args.only:
        if not any(word in name for name in every):
            parser.error(f"--only {word!r} names no shape (the shapes: {'; '.join(every)})")
    chosen = {name: shape for name, shape in every.items()
              if not args.only or any(word in name for word in args.only)}
    print(f"build: {describe()}; load average {os.getloadavg()[0]:.1f} on "
          f"{os.cpu_count()} cores")
    if args.inputs:
        per_input(args.inputs, args.seed)
    large_files(args.mb, chosen)


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
