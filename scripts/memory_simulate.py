#!/usr/bin/env python3
"""The resident memory of a long ``belote simulate``, sampled each second.

    python scripts/memory_simulate.py --jobs 1 --minutes 10
    python scripts/memory_simulate.py --jobs 2 --minutes 10
    python scripts/memory_simulate.py --jobs 2 --csv --record --minutes 10
    python scripts/memory_simulate.py --minutes 2 --jobs 2  # a quick look

The first three are the commands of the benchmarks page's rows (``docs/benchmarks.md``),
run in the editable install.

Starts ``belote simulate --deals 1000000000`` (the most deals a run takes: far more than
it plays in the minutes it is watched) with the options given, reads the resident memory
(RSS) of the command and of its worker processes from ``/proc`` once a second, and stops
it (SIGTERM) after ``--minutes``; the files of ``--csv`` and ``--record`` go to a
temporary folder, removed at the end. It prints the memory at 10 s and at one minute, the
peak, the memory at the end, and the growth after the first minute, the figure that must
stay near 0: the run keeps counts and sums (and a bounded table of scores), never the
deals.

Linux only (``/proc``).
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from belote_cli.build import describe

PAGE = os.sysconf("SC_PAGE_SIZE")


def children(pid: int) -> list[int]:
    """The process ``pid`` and its descendants."""
    found = [pid]
    for p in found:
        try:
            with open(f"/proc/{p}/task/{p}/children", encoding="ascii") as f:
                found.extend(int(c) for c in f.read().split())
        except OSError:
            continue
    return found


def rss(pid: int) -> int:
    """Resident bytes of ``pid`` (0 when it is gone)."""
    try:
        with open(f"/proc/{pid}/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * PAGE
    except (OSError, IndexError, ValueError):
        return 0


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def _finite(text: str) -> float:
    """A number of minutes (``--minutes``), finite: ``inf``, ``nan`` and ``1e400`` (which a
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
    parser.add_argument("--minutes", type=_finite, default=10.0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--bots", default="heuristic")
    parser.add_argument("--csv", action="store_true", help="write --csv to a temporary file")
    parser.add_argument("--record", action="store_true",
                        help="write --record to a temporary file")
    args = parser.parse_args()
    if not args.minutes > 0:
        parser.error("--minutes must be more than 0 (0.5: half a minute)")
    if args.jobs < 1:  # refused here, before a run that simulate would refuse
        parser.error("--jobs must be at least 1")
    folder = tempfile.mkdtemp(prefix="belote-memory-")
    try:
        samples, run, err = _watch(args, folder)
    finally:  # the folder goes whatever stops the run, a closed stdout at the first line too
        shutil.rmtree(folder, ignore_errors=True)
    _report(samples, run, err)


def _watch(args: argparse.Namespace,
           folder: str) -> tuple[list[tuple[float, int, int]], subprocess.Popen[bytes], bytes]:
    """Runs the command with its files in ``folder``, its memory read each second."""
    command = [sys.executable, "-m", "belote_cli", "simulate", "--deals", "1000000000",
               "--seed", "memory", "--bots", args.bots, "--jobs", str(args.jobs)]
    if args.csv:
        command += ["--csv", os.path.join(folder, "deals.csv")]
    if args.record:
        command += ["--record", os.path.join(folder, "deals.belote")]
    print(" ".join(command[1:]), flush=True)
    print(f"build: {describe()}", flush=True)
    # From this script's folder, so that ``-m belote_cli`` imports the package that
    # ``describe`` names, not a source tree in the current folder.
    run = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           cwd=os.path.dirname(os.path.abspath(__file__)))
    samples: list[tuple[float, int, int]] = []  # seconds, the command's RSS, all of it
    began = time.monotonic()
    try:
        while run.poll() is None:
            elapsed = time.monotonic() - began
            if elapsed >= args.minutes * 60:
                break
            pids = children(run.pid)
            own = rss(run.pid)
            samples.append((elapsed, own, own + sum(rss(p) for p in pids[1:])))
            time.sleep(max(0.0, len(samples) - (time.monotonic() - began)))
    finally:
        run.send_signal(signal.SIGTERM)
        _, err = run.communicate()
    return samples, run, err


def _report(samples: list[tuple[float, int, int]], run: subprocess.Popen[bytes],
            err: bytes) -> None:
    """Prints the memory the run's samples show, or why it failed."""
    # Stopped by the SIGTERM (143; killed by it while it loads), or done: anything else,
    # exit 1 included (a file it could not write, an error of the run), is a failure.
    if run.returncode not in (0, -signal.SIGTERM, 128 + signal.SIGTERM):
        sys.exit(f"simulate failed (exit {run.returncode}): "
                 f"{err.decode(errors='replace').strip()}")
    if not samples:
        sys.exit(f"simulate ended before its memory was read (exit {run.returncode}): "
                 f"{err.decode(errors='replace')}")

    def at(seconds: float) -> tuple[float, int, int]:
        return min(samples, key=lambda s: abs(s[0] - seconds))

    print(f"{len(samples)} samples over {samples[-1][0]:.0f} s; the command alone, then "
          "with its workers")
    end = samples[-1][0]
    # Only the moments the run reached: a run shorter than a minute has no "at 1 min".
    for name, seconds in (("at 10 s", 10), ("at 1 min", 60)):
        if end >= seconds:
            t, own, total = at(seconds)
            print(f"  {name:<12} {mb(own):>9}  {mb(total):>9}   ({t:.0f} s)")
    t, own, total = samples[-1]
    print(f"  {'at the end':<12} {mb(own):>9}  {mb(total):>9}   ({t:.0f} s)")
    print(f"  {'peak':<12} {mb(max(s[1] for s in samples)):>9}  "
          f"{mb(max(s[2] for s in samples)):>9}")
    after = [s for s in samples if s[0] >= 60]
    if after:
        print(f"  growth after the first minute (the end less the least after 1 min): "
              f"{mb(samples[-1][2] - min(s[2] for s in after))}")
    else:
        print("  growth after the first minute: none measured (a run of a minute or less)")


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
