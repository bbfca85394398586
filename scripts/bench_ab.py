#!/usr/bin/env python3
"""Two builds of belote_cli timed against each other, in turn, on the same ``simulate`` run.

    python scripts/bench_ab.py OLD/bin/python NEW/bin/python            # heuristic bots
    python scripts/bench_ab.py A/bin/python B/bin/python --bots random --rounds 20
    python scripts/bench_ab.py A/bin/python B/bin/python --rule announcements=on

Each interpreter runs ``python -m belote_cli simulate --deals N --seed ab --bots BOT
[--discovery] [--rule RULE…] --jobs 1`` as a child process, A then B, then B then A, round
after round, so that a slow spell of a shared machine falls on both alike. The figure of a
run is its deals per CPU second (the child's user and system time, from ``wait4``), less
the CPU time of the same command with one deal (the start-up: Python, the imports),
measured once per round for each. Printed: each side's median, lowest and highest, the
ratio of the medians, and the median of the rounds' own ratios (B / A, each round's pair
run back to back), with the lowest and highest of them. Both runs must print the same
bytes (the same seed gives the same deals): else the script says so and exits 1, since it
would be timing two different pieces of work.

    python scripts/bench_ab.py A/bin/python B/bin/python --instructions --deals 2000

counts instead the instructions each build executes per deal, under valgrind's callgrind
(``valgrind`` must be installed): those of ``--deals`` deals less those of one deal, over
``--deals`` − 1. One run each, since the count does not depend on the machine's load: the
figure to trust on a shared machine whose timings move by a quarter from run to run. It
counts work done, not time: memory and cache effects are not in it.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile


def cpu_of(python: str, deals: int, options: tuple[str, ...]) -> tuple[float, bytes]:
    """The CPU seconds of one ``simulate`` child, and what it printed."""
    # stderr to a file, read only if the run fails: a pipe left unread could fill.
    with tempfile.TemporaryFile() as err:
        child = subprocess.Popen([python, "-m", "belote_cli", "simulate", "--deals",
                                  str(deals), "--seed", "ab", *options, "--jobs", "1"],
                                 stdout=subprocess.PIPE, stderr=err,
                                 cwd=os.path.dirname(os.path.abspath(python)))
        assert child.stdout is not None
        out = child.stdout.read()
        _, status, usage = os.wait4(child.pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            err.seek(0)
            said = err.read().decode("utf-8", "replace").strip().splitlines()
            sys.exit(f"{python}: simulate failed (exit {os.waitstatus_to_exitcode(status)})"
                     + (f": {said[-1]}" if said else ""))
    return usage.ru_utime + usage.ru_stime, out


def rate(python: str, deals: int, options: tuple[str, ...]) -> tuple[float, bytes]:
    """Deals per CPU second of ``deals`` deals, the start-up taken off."""
    start, _ = cpu_of(python, 1, options)
    seconds, out = cpu_of(python, deals, options)
    if seconds - start < 0.1 * seconds:
        # The deals took less than a tenth of the run: the start-up's own noise decides.
        sys.exit(f"{python}: {deals} deals took {seconds - start:.3f} s of CPU beside a "
                 f"start-up of {start:.3f} s: too few to time, give more --deals")
    return deals / (seconds - start), out


def instructions_of(python: str, deals: int, options: tuple[str, ...]) -> tuple[int, bytes]:
    """The instructions one ``simulate`` child executes under callgrind, and its output."""
    child = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                            python, "-m", "belote_cli", "simulate", "--deals", str(deals),
                            "--seed", "ab", *options, "--jobs", "1"],
                           capture_output=True, cwd=os.path.dirname(os.path.abspath(python)))
    found = re.search(rb"Collected : (\d+)", child.stderr)
    if child.returncode != 0 or found is None:
        sys.exit(f"{python}: simulate under valgrind failed (exit {child.returncode})")
    return int(found.group(1)), child.stdout


def per_deal(python: str, deals: int, options: tuple[str, ...]) -> tuple[float, bytes]:
    """Instructions per deal: those of ``deals`` deals less those of one (the start-up)."""
    start, _ = instructions_of(python, 1, options)
    total, out = instructions_of(python, deals, options)
    return (total - start) / max(deals - 1, 1), out


def compare_instructions(a: str, b: str, deals: int, options: tuple[str, ...]) -> None:
    """Print each build's instructions per deal and their ratio."""
    counts, outputs = {}, {}
    for name, python in (("A", a), ("B", b)):  # by side: A and B may be one interpreter
        counts[name], outputs[name] = per_deal(python, deals, options)
        print(f"{name}: {counts[name]:,.0f} instructions per deal", flush=True)
    if outputs["A"] != outputs["B"]:
        sys.exit("A and B print different results for the same seed: not the same work")
    print(f"B/A: {counts['B'] / counts['A']:.3f} of the instructions per deal "
          f"(A/B {counts['A'] / counts['B']:.3f}: B's deals per instruction against A's)")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", help="the first build's python (the one before)")
    parser.add_argument("b", help="the second build's python (the one after)")
    parser.add_argument("--deals", type=int, default=40_000)
    parser.add_argument("--bots", default="heuristic")
    parser.add_argument("--discovery", action="store_true",
                        help="the discovery deal (simulate --discovery)")
    parser.add_argument("--rule", action="append", default=[], metavar="RULE",
                        help="a rule option of the run, as simulate's --rule (repeatable)")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions per deal under valgrind instead of timing")
    args = parser.parse_args()
    if args.deals < 2:
        parser.error("--deals must be at least 2 (one deal is the start-up taken off)")
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    options = (("--bots", args.bots) + (("--discovery",) if args.discovery else ())
               + tuple(word for rule in args.rule for word in ("--rule", rule)))
    for side in (args.a, args.b):
        if not (os.path.isfile(side) and os.access(side, os.X_OK)):
            sys.exit(f"{side}: not an executable file (give a venv's bin/python)")
    # Absolute, since the children run from the interpreter's folder; not resolved, since a
    # venv's bin/python is a link whose target is not the venv.
    args.a, args.b = os.path.abspath(args.a), os.path.abspath(args.b)
    if args.instructions and shutil.which("valgrind") is None:
        sys.exit("--instructions counts under valgrind, which is not installed")
    builds = {}
    for side in (args.a, args.b):
        # From the interpreter's folder, as the runs below: not the source tree's package.
        try:
            version = subprocess.run([side, "-m", "belote_cli", "--version"],
                                     capture_output=True, text=True,
                                     cwd=os.path.dirname(side))
        except OSError as error:
            sys.exit(f"{side}: cannot be run ({error.strerror})")
        if version.returncode != 0:
            sys.exit(f"{side}: '-m belote_cli --version' failed (exit {version.returncode}): "
                     "not a python with belote_cli installed")
        builds[side] = version.stdout.strip()
    print(f"A: {args.a} ({builds[args.a]})\nB: {args.b} ({builds[args.b]})")
    if args.instructions:
        print(f"{args.deals} deals, {' '.join(options)}, instructions under valgrind", flush=True)
        compare_instructions(args.a, args.b, args.deals, options)
        return
    rounds = f"{args.rounds} round{'s' * (args.rounds != 1)}"
    print(f"{args.deals} deals, {' '.join(options)}, {rounds}; load average "
          f"{os.getloadavg()[0]:.2f} on {os.cpu_count()} cores", flush=True)
    # By side, not by interpreter: A and B may be one interpreter (an A/A check of the
    # machine's noise).
    pythons = {"A": args.a, "B": args.b}
    rates: dict[str, list[float]] = {"A": [], "B": []}
    ratios = []
    for n in range(args.rounds):
        order = ("A", "B") if n % 2 == 0 else ("B", "A")
        outputs = {}
        for side in order:
            r, outputs[side] = rate(pythons[side], args.deals, options)
            rates[side].append(r)
        if outputs["A"] != outputs["B"]:
            sys.exit("A and B print different results for the same seed: not the same work")
        ratios.append(rates["B"][-1] / rates["A"][-1])
        print(f"round {n + 1}: A {rates['A'][-1]:,.0f}  B {rates['B'][-1]:,.0f} "
              f"deals/s  B/A {ratios[-1]:.3f}", flush=True)
    for side in ("A", "B"):
        values = rates[side]
        print(f"{side}: median {statistics.median(values):,.0f} deals per CPU second "
              f"(lowest {min(values):,.0f}, highest {max(values):,.0f})")
    medians = statistics.median(rates["B"]) / statistics.median(rates["A"])
    print(f"B/A: ratio of the medians {medians:.3f}; median of the rounds' ratios "
          f"{statistics.median(ratios):.3f} (lowest {min(ratios):.3f}, highest {max(ratios):.3f})")


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
