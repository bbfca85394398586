#!/usr/bin/env python3
"""Deals per second of ``belote simulate``, and its peak memory on a large run.

    python scripts/bench_simulate.py --repeat 3
    python scripts/bench_simulate.py
    python scripts/bench_simulate.py --deals 2000 --large 20000   # a quick look

The first is the command of the benchmarks page's rates of heuristic bots against random
ones (run in each build; ``--large 0`` added leaves out the memory rows, as in its quiet
run), the second that of its peak memory (the large run's rows; the memory rows do not
depend on ``--repeat``).

Rows: random bots on the discovery deal and on classic deals, heuristic bots on classic
deals, heuristic bots against random ones (``--ns heuristic --ew random``), heuristic
bots with the announcements (``-r announcements=on``; one process each), then
random/discovery with 1 and 2 worker processes, then the peak resident memory of a child
process simulating ``--large`` deals (against a small run, to show it does not grow with
the number of deals).

Each speed row gives deals per wall-clock second and per CPU second (the CPU time of every
process of the run, workers included); ``--repeat N`` keeps the best of N runs. On a
machine shared with other work the CPU figure is the steadier one; the load average is
printed with the ``--jobs`` rows, since their wall-clock ratio only means something on
idle cores. A process scores each distinct deal outcome once (``scoring.ScoreTable``), so
runs after the first start with that table filled; ``--repeat 1`` times a cold start, as
``belote simulate`` has.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time

from belote_cli.build import describe
from belote_cli.core.rules import RuleSet
from belote_cli.simulation import SimulationConfig, chunk_size_for, simulate


def cpu_rate(bots: tuple[str, str, str, str], discovery: bool, deals: int,
             repeat: int = 1, rules: RuleSet | None = None) -> tuple[float, float]:
    """Deals per wall-clock second and per CPU second of this process (one process), the
    best of ``repeat`` runs each; ``bots`` by seat, N E S W; ``rules`` the default ones
    unless given.

    The CPU figure does not drop when other programs share the cores.
    """
    config = SimulationConfig(deals, "bench", bots, rules or RuleSet(), discovery=discovery,
                              chunk_size=chunk_size_for(deals, 1))
    best_wall = best_cpu = 0.0
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        simulate(config, 1)
        best_wall = max(best_wall, deals / (time.perf_counter() - wall))
        best_cpu = max(best_cpu, deals / (time.process_time() - cpu))
    return best_wall, best_cpu


def _cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def jobs_rate(deals: int, jobs: int, repeat: int = 1) -> tuple[float, float]:
    """Random bots, discovery deal, on ``jobs`` processes: deals per wall-clock second,
    and the CPU seconds of all processes (workers included), of the fastest of ``repeat``
    runs."""
    config = SimulationConfig(deals, "bench", ("random",) * 4, RuleSet(), discovery=True,
                              chunk_size=chunk_size_for(deals, jobs))
    best: tuple[float, float] = (0.0, 0.0)
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), _cpu_seconds()
        simulate(config, jobs)
        run = (deals / (time.perf_counter() - wall), _cpu_seconds() - cpu)
        best = max(best, run)
    return best


def peak_memory_mb(deals: int, jobs: int) -> float:
    """Peak resident memory (MB) of ``belote simulate`` in a child process: with workers,
    of the largest of its processes (forked workers share most of their pages)."""
    code = "from belote_cli.cli import main; main()"
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    subprocess.run(
        [sys.executable, "-c", code, "simulate", "--deals", str(deals), "--seed", "bench",
         "--bots", "random", "--discovery", "--jobs", str(jobs)],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        # From this script's folder, so that ``-c`` imports the package this process runs,
        # not a source tree in the current folder.
        cwd=os.path.dirname(os.path.abspath(__file__)),
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(after, before) / 1024  # ru_maxrss is in kB on Linux


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=40000,
                        help="deals per speed row (heuristic rows use a quarter)")
    parser.add_argument("--large", type=int, default=1_000_000,
                        help="deals of the memory run (0 to skip it)")
    parser.add_argument("--repeat", type=int, default=1,
                        help="runs per speed row, the best one kept")
    args = parser.parse_args()
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if args.large < 0:
        parser.error("--large cannot be negative")
    n = args.deals
    repeat = args.repeat
    print(f"python {sys.version.split()[0]} ({describe()}), {n} deals per row; load average "
          f"{os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"{'':<40}{'wall clock':>16}{'CPU time':>18}")
    random, heuristic = ("random",) * 4, ("heuristic",) * 4
    mixed = ("heuristic", "random", "heuristic", "random")  # --ns heuristic --ew random
    plain, announcing = RuleSet(), RuleSet(announcements="on")
    rows = (("random bots, discovery, 1 process", random, True, n, plain),
            ("random bots, classic, 1 process", random, False, n, plain),
            ("heuristic bots, classic, 1 process", heuristic, False, max(n // 4, 1), plain),
            ("heuristic NS, random EW, classic", mixed, False, max(n // 4, 1), plain),
            ("heuristic bots, announcements=on", heuristic, False, max(n // 4, 1),
             announcing))
    for label, bots, discovery, deals, rules in rows:
        wall, cpu = cpu_rate(bots, discovery, deals, repeat, rules)
        print(f"{label:<40}{wall:>10,.0f} deals/s{cpu:>10,.0f} deals/s")
    load = os.getloadavg()[0]
    one, cpu_one = jobs_rate(n, 1, repeat)
    two, cpu_two = jobs_rate(n, 2, repeat)
    print(f"{'random/discovery --jobs 1':<40}{one:>10,.0f} deals/s{n / cpu_one:>10,.0f} deals/s")
    print(f"{'random/discovery --jobs 2':<40}{two:>10,.0f} deals/s{n / cpu_two:>10,.0f} deals/s"
          f"  ({two / one:.2f}x wall clock)")
    # On a machine shared with other work the wall-clock ratio says little; the CPU
    # seconds spent by all processes say what two idle cores would give at best (never
    # more than twice: a run too short to measure can say more).
    print(f"{'CPU seconds, --jobs 1 / --jobs 2':<40}{cpu_one:>10.2f} / {cpu_two:.2f}"
          f"  (2 idle cores: up to {min(2.0, 2 * cpu_one / cpu_two):.2f}x)")
    print(f"{'load average before / after --jobs rows':<40}{load:>10.2f} / "
          f"{os.getloadavg()[0]:.2f}")
    if args.large:
        small = peak_memory_mb(1000, 1)
        print(f"{'peak RSS, 1000 deals, --jobs 1':<40}{small:>10.1f} MB")
        for jobs in (1, 2):
            big = peak_memory_mb(args.large, jobs)
            print(f"{f'peak RSS, {args.large} deals, --jobs {jobs}':<40}{big:>10.1f} MB"
                  + ("  (largest process)" if jobs > 1 else ""))


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
