"""The runner: a run cut into chunks of deals, the chunks played by worker processes.

``run_chunk(config, index)`` plays one chunk and returns its ``ChunkResult`` (statistics
by scenario, CSV rows, record blocks); ``chunk_results(config, jobs)`` yields every chunk's
result in chunk order, from this process or a pool of ``jobs`` workers, or from the workers
of a Dask cluster (``belote_cli.simulation.cluster``, the same ``run_chunk``); ``simulate`` merges
them into the run's ``Summary``. A chunk is the unit of work of a worker process, and of
the merge order: every deal has its own seed, so the chunk size and the number of workers
change the speed, never the output.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import io
import os
import random
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING

from ..bots.base import Bot
from ..bots.fastplay import belote_seat, play_random
from ..bots.fastplay import shuffled_deck as fast_shuffled_deck
from ..bots.registry import BotFactory, bot_factory
from ..core.bidding import deal_order
from ..core.errors import BeloteError
from ..core.scoring import CAPOT_KEY, score_table
from ..core.seats import SEATS, Seat, Team
from ..engine.dealing import discovery_hands
from ..system.workers import ordered_results
from .config import (
    SCENARIOS,
    STREAMS,
    DiscoveryDraws,
    SimulationConfig,
    check_config,
    deal_key,
    round_two_choices,
    seed_base,
)
from .deals import (
    _SOUTH,
    DealResult,
    known_deck,
    opening_passes,
    play_classic,
    play_coinche_deal,
    play_deux_deal,
    play_discovery_deal,
    round_two_passes,
)
from .rows import csv_row, record_block
from .stats import Moments, Stats, Summary

if TYPE_CHECKING:  # Dask is an optional extra, imported only when a cluster is used
    from .cluster import Cluster


def _discovery_chunk(config: SimulationConfig, first: int, last: int, base: int,
                     stats: Stats) -> None:
    # Deals ``first`` to ``last`` of a discovery run, every seat random, nothing written
    # out: the random back-end without a ``Game`` per deal, the fastest row of every
    # benchmark (a ``Game`` costs it about a fifth). The same deals and counts as
    # ``play_discovery_deal`` then ``Stats.add`` (pinned by the tests): the pack shuffled
    # and the trump drawn by ``rnd``, dealt by ``discovery_hands`` as ``Game.discovery``
    # deals it, S leading, scored by the run's table as ``Game`` scores a deal without
    # contract or belote.
    rules = config.rules
    clockwise = rules.clockwise
    undertrump = rules.undertrump == "required"
    table = score_table(rules)
    scores = table.scores
    draws = DiscoveryDraws(base).draws
    add = stats.add_played
    south = int(_SOUTH)
    for number in range(first, last):
        rnd = draws(number)
        deck = fast_shuffled_deck(rnd)
        trump = int(rnd() * 4)
        hands = discovery_hands(deck)
        ns, ew, ns_tricks, winner = play_random(hands, trump, south, clockwise, undertrump, rnd)
        key = (trump, ns, ew, winner & 1, -1, -1, CAPOT_KEY[ns_tricks])
        found = scores.get(key) or table.score(key)
        add(found[0], found[1], None, belote_seat(hands, trump))
        if not found[1]:
            stats.fail(config.deal_seed(number))


@dataclasses.dataclass(slots=True)
class ChunkResult:
    """What one chunk sends back: statistics by scenario, and its CSV rows / record text."""

    index: int
    stats: dict[str, Stats]
    pair: Moments  # with a known hand: per deal, take's margin minus pass's (seat's side)
    csv: str = ""
    record: list[tuple[bool, str]] = dataclasses.field(default_factory=list)
    skipped: int = 0  # with a known hand: deals where a seat before it took
    # Round two's question: per deal, choice a's margin minus choice b's (seat's side), for
    # each two choices (a, b) in their order.
    pairs: dict[tuple[str, str], Moments] = dataclasses.field(default_factory=dict)


def _margin(result: DealResult, seat: Seat) -> int:
    """The deal score of ``seat``'s team minus the other team's in ``result`` (a void
    deal: 0)."""
    score = result.score
    margin = 0 if score is None else score.score[0] - score.score[1]
    return margin if seat.team is Team.NS else -margin


def _bots_for(factories: list[BotFactory] | None, rng: random.Random) -> list[Bot] | None:
    # New bots for every deal, drawing from the deal's generator: a deal never depends on
    # what a bot remembers from the deal before, so it replays alone. ``factories`` None:
    # every seat random, the fast path without bots.
    if factories is None:
        return None
    return [factory(rng) for factory in factories]


def run_chunk(config: SimulationConfig, index: int) -> ChunkResult:
    """Play chunk ``index`` of the run (deals ``start + index * chunk_size`` onwards)."""
    first = config.start + index * config.chunk_size
    last = min(config.start + config.deals, first + config.chunk_size)
    rules = config.rules
    rng = random.Random()
    rnd = rng.random
    keep = config.record
    scenarios = config.scenarios
    stats = {s: Stats() for s in scenarios}
    pair = Moments()
    second = config.hand is not None and config.round == 2
    choices = round_two_choices(config.hand.retourne, rules) if config.hand is not None else ()
    pairs = {(a, b): Moments() for i, a in enumerate(scenarios) for b in scenarios[i + 1:]
             } if second else {}
    csv_out = io.StringIO() if config.csv else None
    writer = csv.writer(csv_out, lineterminator="\n") if csv_out is not None else None
    records: list[tuple[bool, str]] = []
    known = config.hand
    fast = config.all_random
    factories = None if fast else [bot_factory(name) for name in config.bots]
    skipped = 0
    base = seed_base(config.seed)
    if fast and config.discovery and known is None and writer is None and not keep:
        _discovery_chunk(config, first, last, base, stats["all"])
        return ChunkResult(index, stats, pair)
    discovery_draws = DiscoveryDraws(base) if fast and config.discovery else None
    for number in range(first, last):
        seed = config.deal_seed(number)
        rng.seed((number << 67) | base)  # deal_key(base, number)
        results: list[tuple[str, DealResult]] = []
        if known is not None and second:
            deck = known_deck(known, rnd, rules.clockwise)
            # Round two's question arises when every seat passed in round one (this one
            # too) and the seats before this one pass again: the other deals are left out.
            rng.seed(deal_key(base, number, STREAMS["bids"]))
            if not round_two_passes(deck, known.dealer, rules, _bots_for(factories, rng), rnd,
                                    known.seat):
                skipped += 1
                continue
            passes = 4 + deal_order(known.dealer, rules.clockwise).index(known.seat)
            margins = []
            for i, (scenario, choice) in enumerate(zip(scenarios, choices, strict=True)):
                rng.seed(deal_key(base, number, STREAMS["take"] + i))
                res = play_classic(deck, known.dealer, rules, _bots_for(factories, rng), rnd,
                                   number, seed, (known.seat, "pass" if choice is None
                                                  else choice), keep, passes)
                results.append((scenario, res))
                margins.append(_margin(res, known.seat))
            for i, a in enumerate(scenarios):
                for j in range(i + 1, len(scenarios)):
                    pairs[a, scenarios[j]].add(margins[i] - margins[j])
        elif known is not None:
            deck = known_deck(known, rnd, rules.clockwise)
            # The question only arises when the seats before this one passed: deals where
            # one of them takes are left out of all three scenarios.
            before = deal_order(known.dealer, rules.clockwise).index(known.seat)
            if before:
                rng.seed(deal_key(base, number, STREAMS["bids"]))
                if not opening_passes(deck, known.dealer, rules,
                                      _bots_for(factories, rng), rnd, known.seat):
                    skipped += 1
                    continue
            for scenario in SCENARIOS:
                rng.seed(deal_key(base, number, STREAMS[scenario]))
                bots = _bots_for(factories, rng)
                force = None if scenario == "bots" else (known.seat, scenario)
                results.append((scenario, play_classic(
                    deck, known.dealer, rules, bots, rnd, number, seed, force, keep,
                    before)))
            pair.add(_margin(results[0][1], known.seat) - _margin(results[1][1], known.seat))
        elif config.discovery:
            bots = _bots_for(factories, rng)
            results.append(("all", play_discovery_deal(
                rules, bots, rng, number, seed, keep,
                None if discovery_draws is None else discovery_draws.draws(number))))
        elif rules.variant == "coinche":
            bots = _bots_for(factories, rng)
            results.append(("all", play_coinche_deal(rules, bots, rng, number, seed, keep)))
        elif rules.players == 2:
            bots = _bots_for(factories, rng)
            results.append(("all", play_deux_deal(rules, bots, rng, number, seed, keep)))
        else:
            bots = _bots_for(factories, rng)
            results.append(("all", play_classic(fast_shuffled_deck(rnd), SEATS[number % 4],
                                                rules, bots, rnd, number, seed, None, keep)))
        for scenario, res in results:
            stats[scenario].add(res)
            if writer is not None:
                writer.writerow(csv_row(res, scenario, rules))
            if keep:
                records.append(record_block(res, rules, scenario, config.discovery,
                                            config.target_given))
    return ChunkResult(index, stats, pair, csv_out.getvalue() if csv_out is not None else "",
                       records, skipped, pairs)


def chunk_size_for(deals: int, jobs: int) -> int:
    """A chunk size giving each worker about eight chunks (a smooth progress bar, an even
    share at the end), within 100–4000 deals (each chunk costs the parent a little)."""
    per_chunk = -(-deals // (max(jobs, 1) * 8))
    return max(100, min(4000, per_chunk))


#: Deals per chunk at least on a Dask cluster with fast bots: Dask spends a few
#: milliseconds on each chunk (sending it, scheduling it, bringing its result back), as
#: long as a few hundred heuristic deals take (scripts/bench_cluster.py).
CLUSTER_CHUNK_MIN = 2000
#: Deals per chunk at most on a cluster with an expert bot at the table (about half a
#: second a deal): chunks short enough to share out evenly among many workers.
CLUSTER_SLOW_CHUNK_MAX = 20
#: Bots slow enough for ``CLUSTER_SLOW_CHUNK_MAX``.
SLOW_BOTS = frozenset({"expert"})


def cluster_chunk_size(config: SimulationConfig, workers: int) -> int:
    """The chunk size on a cluster of ``workers`` worker threads: about eight chunks each,
    at least ``CLUSTER_CHUNK_MIN`` deals with fast bots (so that Dask's cost per chunk stays
    small), at most ``CLUSTER_SLOW_CHUNK_MAX`` with an expert bot (so that no worker is left
    with a long chunk at the end). The size changes the speed, never the output."""
    per_chunk = -(-config.deals // (max(workers, 1) * 8))
    if SLOW_BOTS.intersection(config.bots):
        return max(1, min(CLUSTER_SLOW_CHUNK_MAX, per_chunk))
    return max(CLUSTER_CHUNK_MIN, min(4 * CLUSTER_CHUNK_MIN, per_chunk))


def default_jobs() -> int:
    """All the cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def chunk_results(config: SimulationConfig, jobs: int,
                  cluster: Cluster | None = None) -> Generator[ChunkResult, None, None]:
    """Every chunk's result, in chunk order, computed by ``jobs`` worker processes, or by
    the workers of ``cluster`` (the same ``run_chunk``) when one is given."""
    n = config.chunks
    if cluster is not None:
        yield from cluster.ordered(_ChunkRunner(config), n)
        return
    jobs = max(1, min(jobs, n))
    if jobs == 1:
        for i in range(n):
            yield run_chunk(config, i)
        return
    # The workers' own pipes: stopped at any moment (an error, Ctrl-C, SIGTERM), they leave
    # nothing held that the end of the run would wait for.
    yield from ordered_results(_ChunkRunner(config), n, jobs)


class _ChunkRunner:
    # A picklable ``run_chunk`` bound to its configuration, for the worker processes.
    def __init__(self, config: SimulationConfig) -> None:
        self.config = config

    def __call__(self, index: int) -> ChunkResult:
        return run_chunk(self.config, index)


def simulate(config: SimulationConfig, jobs: int = 1,
             on_chunk: Callable[[ChunkResult], None] | None = None,
             cluster: Cluster | None = None) -> Summary:
    """Run the whole simulation; ``on_chunk`` sees each chunk's result in order (for the
    CSV and record writers and the progress bar). With ``cluster`` (``cluster.connect``)
    the chunks run on its workers instead of ``jobs`` local processes: the same result."""
    check_config(config)
    if config.chunk_size < 1:
        raise BeloteError("the chunk size must be at least 1")
    stats: dict[str, Stats] = {}
    pair = Moments()
    pairs: dict[tuple[str, str], Moments] = {}
    skipped = 0
    # Closed on the way out, even when ``on_chunk`` raises (a full disk, Ctrl-C, SIGTERM),
    # so that the worker processes are stopped then, whenever the generator is collected.
    with contextlib.closing(chunk_results(config, jobs, cluster)) as results:
        for result in results:
            for name, s in result.stats.items():
                stats.setdefault(name, Stats()).merge(s)
            pair.merge(result.pair)
            for key, m in result.pairs.items():
                pairs.setdefault(key, Moments()).merge(m)
            skipped += result.skipped
            if on_chunk is not None:
                on_chunk(result)
    return Summary(config, stats, pair, skipped, pairs)
