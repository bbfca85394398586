#!/usr/bin/env python3
"""Deals per second of ``belote simulate`` on a local Dask cluster against ``--jobs``, and
the cost Dask adds to each chunk.

    python scripts/bench_cluster.py --deals 8000 --expert-deals 8 --empty 300
    python scripts/bench_cluster.py --deals 4000 --expert-deals 8 --empty 200   # a quick look

The first is the command of the benchmarks page's figures (``docs/benchmarks.md``).

Needs the [cluster] extra. Rows: heuristic bots on classic deals, then the expert bot on NS
against the heuristic on EW, each with ``--jobs 1``, ``--jobs 2``, and a local cluster of 1
and of 2 worker processes (``--scheduler local:1`` / ``local:2``; the cluster is started
before the clock starts, its start is timed on its own line). Each row gives deals per
wall-clock second and per CPU second of every process of the run (this one, which holds
the local cluster's scheduler, and its workers), the steadier figure on a machine shared
with other work; a bot slower than ``SLOW`` deals per CPU second has its rows in seconds
per deal instead.
The chunk sizes are the command's: ``chunk_size_for`` locally, ``cluster_chunk_size`` on a
cluster.

Then Dask's cost per chunk: ``--empty`` chunks that do nothing, sent through the same
``Cluster.ordered`` as the deals (the version check, the window of chunks out, the merge in
order), on 1 and on 2 workers: wall-clock and CPU milliseconds per chunk, how many
heuristic deals take as long (from the heuristic ``--jobs 1`` row), and what share of a
chunk of ``CLUSTER_CHUNK_MIN`` heuristic deals that is.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import os
import resource
import sys
import time
from collections.abc import Callable

from belote_cli.build import describe
from belote_cli.core.rules import RuleSet
from belote_cli.simulation import (
    CLUSTER_CHUNK_MIN,
    SimulationConfig,
    chunk_size_for,
    cluster_chunk_size,
    simulate,
)
from belote_cli.simulation.cluster import Cluster, connect


def _own_cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)  # --jobs workers, once reaped
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _workers_cpu(cluster: Cluster | None) -> float:
    # The CPU seconds the cluster's worker processes have spent so far.
    if cluster is None:
        return 0.0
    return float(sum(cluster.client.run(time.process_time).values()))


def timed(run: Callable[[], object], cluster: Cluster | None) -> tuple[float, float]:
    """Wall-clock and CPU seconds of ``run()``, the CPU of every process of the run."""
    cpu = _own_cpu() + _workers_cpu(cluster)
    wall = time.perf_counter()
    run()
    wall = time.perf_counter() - wall
    return wall, _own_cpu() + _workers_cpu(cluster) - cpu


#: The bots of each kind of row: four heuristic bots, or the expert on NS against the
#: heuristic on EW (the arena's question; an expert deal costs seconds interpreted).
BOTS = {"heuristic": ("heuristic",) * 4,
        "expert": ("expert", "heuristic", "expert", "heuristic")}


def _config(bot: str, deals: int) -> SimulationConfig:
    return SimulationConfig(deals, "bench", BOTS[bot], RuleSet())


def local_row(bot: str, deals: int, jobs: int) -> tuple[float, float]:
    """Wall-clock and CPU seconds of ``deals`` deals on ``jobs`` local processes."""
    config = dataclasses.replace(_config(bot, deals), chunk_size=chunk_size_for(deals, jobs))
    return timed(lambda: simulate(config, jobs), None)


def cluster_row(bot: str, deals: int, cluster: Cluster) -> tuple[float, float]:
    """Wall-clock and CPU seconds of ``deals`` deals on the cluster's workers."""
    config = _config(bot, deals)
    config = dataclasses.replace(config, chunk_size=cluster_chunk_size(config, cluster.threads))
    return timed(lambda: simulate(config, 1, cluster=cluster), cluster)


def nothing(index: int) -> int:
    """An empty chunk."""
    return index


def empty_chunks(cluster: Cluster, count: int) -> tuple[float, float]:
    """Wall-clock and CPU seconds of ``count`` empty chunks through ``Cluster.ordered``."""
    def run() -> None:
        for _ in cluster.ordered(nothing, count):
            pass

    return timed(run, cluster)


#: Below this many deals per CPU second (on ``--jobs 1``), a bot's rows say seconds per
#: deal, all of them in both columns: a whole rate would read 1 deals/s for anything from
#: 0.5 to 1 s a deal.
SLOW = 10


def _rate(deals: int, seconds: float, slow: bool) -> str:
    if slow:
        return f"{seconds / deals:.2f} s per deal"
    return f"{deals / seconds:,.0f} deals/s"


def _line(label: str, deals: int, wall: float, cpu: float, slow: bool) -> None:
    print(f"{label:<36}{_rate(deals, wall, slow):>18}{_rate(deals, cpu, slow):>20}")


def main() -> int:
    """Print the figures; returns the exit code."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=16000, help="heuristic deals per row")
    parser.add_argument("--expert-deals", type=int, default=12, help="expert deals per row")
    parser.add_argument("--empty", type=int, default=1000, help="empty chunks per row")
    args = parser.parse_args()
    if min(args.deals, args.expert_deals, args.empty) < 1:
        parser.error("--deals, --expert-deals and --empty must be at least 1")
    try:
        import dask
        import distributed  # noqa: F401  # the local clusters' own
    except ImportError as exc:
        print(f"error: this benchmark needs Dask distributed, which is not installed ({exc}): "
              "pip install '.[cluster]' in the project's folder (belote-table's extra)",
              file=sys.stderr)
        return 1

    print(f"python {sys.version.split()[0]} ({describe()}), dask {dask.__version__}; "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"{'':<36}{'wall clock':>18}{'CPU time':>20}")
    per_deal: dict[str, float] = {}
    clusters: dict[int, tuple[Cluster, float]] = {}
    with contextlib.ExitStack() as stack:
        for workers in (1, 2):
            began = time.perf_counter()
            cluster = stack.enter_context(connect(f"local:{workers}", timeout=120))
            clusters[workers] = (cluster, time.perf_counter() - began)
        for bot, deals in (("heuristic", args.deals), ("expert", args.expert_deals)):
            for jobs in (1, 2):
                wall, cpu = local_row(bot, deals, jobs)
                if jobs == 1:
                    per_deal[bot] = cpu / deals
                slow = per_deal[bot] * SLOW > 1
                _line(f"{bot}, --jobs {jobs}", deals, wall, cpu, slow)
            for workers in (1, 2):
                wall, cpu = cluster_row(bot, deals, clusters[workers][0])
                _line(f"{bot}, --scheduler local:{workers}", deals, wall, cpu, slow)
        for workers in (1, 2):
            print(f"local:{workers} started in {clusters[workers][1]:.2f} s (wall clock)")
        for workers in (1, 2):
            wall, cpu = empty_chunks(clusters[workers][0], args.empty)
            ms_wall, ms_cpu = 1000 * wall / args.empty, 1000 * cpu / args.empty
            share = 100 * cpu / args.empty / (CLUSTER_CHUNK_MIN * per_deal["heuristic"])
            print(f"Dask's cost per chunk, local:{workers}: {ms_wall:.2f} ms wall clock, "
                  f"{ms_cpu:.2f} ms CPU: as long as "
                  f"{cpu / args.empty / per_deal['heuristic']:.0f} heuristic deals, "
                  f"{share:.1f}% of a {CLUSTER_CHUNK_MIN:,}-deal heuristic chunk")
    return 0


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
