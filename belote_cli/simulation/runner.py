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
import multiprocessing
import random
from collections.abc import Callable, Generator, Iterable, Mapping
from typing import TYPE_CHECKING

from ..bots.base import Bot
from ..bots.fastplay import belote_seat, keyed_deck, play_random
from ..bots.registry import BotMaker, bot_factory, made_bot
from ..bots.sending import SentMakers
from ..core.bidding import deal_order
from ..core.errors import BeloteError
from ..core.scoring import CAPOT_KEY, score_table
from ..core.seats import SEATS, Seat, Team
from ..engine.dealing import discovery_hands
from ..engine.views import bot_asks, deal_of_fault
from ..system.workers import ordered_results
from .config import (
    PASS_THEN,
    STREAMS,
    DiscoveryDraws,
    KnownHand,
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
        deck = keyed_deck(rnd)
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


def run_chunk(config: SimulationConfig, index: int,
              makers: Mapping[str, BotMaker] | None = None) -> ChunkResult:
    """Play chunk ``index`` of the run (deals ``start + index * chunk_size`` onwards), its
    bots made by ``makers`` (name: factory, as ``bots_of`` gives them), by default by the
    registry's factories of their names."""
    first = config.start + index * config.chunk_size
    last = min(config.start + config.deals, first + config.chunk_size)
    base = seed_base(config.seed)
    if (config.all_random and config.discovery and config.hand is None and not config.csv
            and not config.record):
        stats = {s: Stats() for s in config.scenarios}
        _discovery_chunk(config, first, last, base, stats["all"])
        return ChunkResult(index, stats, Moments())
    chunk = _Chunk(config, base, makers)
    for number in range(first, last):
        try:
            results = chunk.play(number)
        except Exception as e:  # a bot's: the deal said with its seat and trick
            deal_of_fault(e, number)
            raise
        if results is None:  # a seat before the known hand's took: the deal is left out
            chunk.skipped += 1
        else:
            chunk.count(results)
    return chunk.result(index)


class _Chunk:
    """The deals of one chunk as they are played: the bots and the deal generator they
    share, and what the chunk sends back (the statistics by scenario, the known hand's
    margins, the CSV rows and the record blocks)."""

    def __init__(self, config: SimulationConfig, base: int,
                 makers: Mapping[str, BotMaker] | None = None) -> None:
        self.config = config
        self.rules = config.rules
        self.base = base
        self.rng = random.Random()
        self.rnd = self.rng.random
        self.known = config.hand
        self.second = config.hand is not None and config.round == 2
        scenarios = config.scenarios
        self.scenarios = scenarios
        self.choices = (round_two_choices(config.hand.retourne, config.rules)
                        if config.hand is not None else ())
        found = bot_factory if makers is None else makers.__getitem__
        self.factories = None if config.all_random else [found(name) for name in config.bots]
        self.checked = False  # the first deal's bots checked (``bots``)
        self.asked = bot_asks(config.rules, config.discovery)  # what its deals ask of a bot
        self.discovery_draws = (DiscoveryDraws(base) if config.all_random and config.discovery
                                else None)
        self.stats = {s: Stats() for s in scenarios}
        self.pair = Moments()
        self.pairs = {(a, b): Moments() for i, a in enumerate(scenarios)
                      for b in scenarios[i + 1:]} if self.second else {}
        self.csv_out = io.StringIO() if config.csv else None
        self.writer = (csv.writer(self.csv_out, lineterminator="\n")
                       if self.csv_out is not None else None)
        self.records: list[tuple[bool, str]] = []
        self.skipped = 0

    def bots(self, rng: random.Random) -> list[Bot] | None:
        """New bots for one deal of the chunk, drawing from the deal's generator ``rng``: a
        deal never depends on what a bot remembers from the deal before, so it replays
        alone. None where every seat is random (the fast path without bots). The chunk's
        first bots are checked (``made_bot``: what its deals ask of a bot), the later ones
        made as they are."""
        factories = self.factories
        if factories is None:
            return None
        if not self.checked:
            self.checked = True
            return [made_bot(factory, rng, self.asked) for factory in factories]
        return [factory(rng) for factory in factories]

    def play(self, number: int) -> list[tuple[str, DealResult]] | None:
        """Deal ``number`` played in each scenario of the run, or None where the known
        hand's question does not arise in it."""
        seed = self.config.deal_seed(number)
        self.rng.seed((number << 67) | self.base)  # deal_key(base, number)
        known = self.known
        if known is not None and self.second:
            return self.round_two(known, number, seed)
        if known is not None:
            return self.round_one(known, number, seed)
        return [("all", self.random_deal(number, seed))]

    def round_two(self, known: KnownHand, number: int,
                  seed: str) -> list[tuple[str, DealResult]] | None:
        """Round two's question: the known hand's deal passed round one and comes back to
        its seat, then played once for each choice (pass again, name a suit)."""
        rules, rng, rnd = self.rules, self.rng, self.rnd
        deck = known_deck(known, rnd, rules.clockwise)
        # Round two's question arises when every seat passed in round one (this one
        # too) and the seats before this one pass again: the other deals are left out.
        rng.seed(deal_key(self.base, number, STREAMS["bids"]))
        if not round_two_passes(deck, known.dealer, rules, self.bots(rng), rnd,
                                known.seat):
            return None
        passes = 4 + deal_order(known.dealer, rules.clockwise).index(known.seat)
        results: list[tuple[str, DealResult]] = []
        margins = []
        scenarios = self.scenarios
        for i, (scenario, choice) in enumerate(zip(scenarios, self.choices, strict=True)):
            rng.seed(deal_key(self.base, number, STREAMS["take"] + i))
            res = play_classic(deck, known.dealer, rules, self.bots(rng), rnd,
                               number, seed, (known.seat, "pass" if choice is None
                                              else choice), self.config.record, passes)
            results.append((scenario, res))
            margins.append(_margin(res, known.seat))
        for i, a in enumerate(scenarios):
            for j in range(i + 1, len(scenarios)):
                self.pairs[a, scenarios[j]].add(margins[i] - margins[j])
        return results

    def round_one(self, known: KnownHand, number: int,
                  seed: str) -> list[tuple[str, DealResult]] | None:
        """Round one's question: the known hand's deal played with its seat taking the
        retourne, passing, and bidding as the bots bid; with ``sa_ta=on``, passing then
        naming SA, and TA, in round two."""
        rules, rng, rnd = self.rules, self.rng, self.rnd
        deck = known_deck(known, rnd, rules.clockwise)
        # The question only arises when the seats before this one passed: deals where
        # one of them takes are left out of all three scenarios.
        before = deal_order(known.dealer, rules.clockwise).index(known.seat)
        if before:
            rng.seed(deal_key(self.base, number, STREAMS["bids"]))
            if not opening_passes(deck, known.dealer, rules,
                                  self.bots(rng), rnd, known.seat):
                return None
        results: list[tuple[str, DealResult]] = []
        for scenario in self.scenarios:
            rng.seed(deal_key(self.base, number, STREAMS[scenario]))
            bots = self.bots(rng)
            # Passing then naming SA or TA: the seat passes in round one and names it when
            # round two comes to it (a seat before it may take first).
            force = (None if scenario == "bots"
                     else (known.seat, PASS_THEN.get(scenario, scenario)))
            results.append((scenario, play_classic(
                deck, known.dealer, rules, bots, rnd, number, seed, force,
                self.config.record, before)))
        self.pair.add(_margin(results[0][1], known.seat) - _margin(results[1][1], known.seat))
        return results

    def random_deal(self, number: int, seed: str) -> DealResult:
        """Deal ``number`` dealt at random and played in the run's game."""
        config, rules, rng, keep = self.config, self.rules, self.rng, self.config.record
        bots = self.bots(rng)
        if config.discovery:
            draws = self.discovery_draws
            return play_discovery_deal(rules, bots, rng, number, seed, keep,
                                       None if draws is None else draws.draws(number))
        if rules.variant == "coinche":
            return play_coinche_deal(rules, bots, rng, number, seed, keep)
        if rules.players == 2:
            return play_deux_deal(rules, bots, rng, number, seed, keep)
        return play_classic(keyed_deck(self.rnd), SEATS[number % 4], rules, bots,
                            self.rnd, number, seed, None, keep)

    def count(self, results: list[tuple[str, DealResult]]) -> None:
        """A deal's results added to its scenarios' statistics, and written as CSV rows
        and record blocks where the run writes them."""
        config, rules, writer = self.config, self.rules, self.writer
        for scenario, res in results:
            self.stats[scenario].add(res)
            if writer is not None:
                writer.writerow(csv_row(res, scenario, rules))
            if config.record:
                self.records.append(record_block(res, rules, scenario, config.discovery))

    def result(self, index: int) -> ChunkResult:
        """What the chunk sends back."""
        return ChunkResult(index, self.stats, self.pair,
                           self.csv_out.getvalue() if self.csv_out is not None else "",
                           self.records, self.skipped, self.pairs)


def chunk_size_for(deals: int, jobs: int, bots: Iterable[object] = ()) -> int:
    """A chunk size giving each worker about eight chunks (a smooth progress bar, an even
    share at the end), within 100–4000 deals (each chunk costs the parent a little); with
    an expert among the ``bots`` (about a third of a second a deal), at most
    ``CLUSTER_SLOW_CHUNK_MAX`` and at least 1, so that a run of a few dozen expert deals
    is shared among the workers too. The size changes the speed, never the output."""
    per_chunk = -(-deals // (max(jobs, 1) * 8))
    if SLOW_BOTS.intersection(bots):
        return max(1, min(CLUSTER_SLOW_CHUNK_MAX, per_chunk))
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


def chunk_results(config: SimulationConfig, jobs: int,
                  cluster: Cluster | None = None) -> Generator[ChunkResult, None, None]:
    """Every chunk's result, in chunk order, computed by ``jobs`` worker processes, or by
    the workers of ``cluster`` (the same ``run_chunk``) when one is given."""
    n = config.chunks
    if cluster is not None:
        yield from cluster.ordered(_ChunkRunner(config, bots_of(config)), n)
        return
    jobs = max(1, min(jobs, n))
    if jobs == 1:
        for i in range(n):
            yield run_chunk(config, i)
        return
    # The workers' own pipes: stopped at any moment (an error, Ctrl-C, SIGTERM), they leave
    # nothing held that the end of the run would wait for. Forked, they inherit the bots'
    # makers; started afresh (spawn, forkserver: macOS, Windows, Linux from Python 3.14),
    # they know only the built-in bots' names, and are sent the makers, pickled.
    context = multiprocessing.get_context()
    makers = bots_of(config)
    runner = (_ChunkRunner(config, makers) if context.get_start_method() == "fork"
              else _ChunkRunner(config, {}, SentMakers(list(makers.items()), jobs)))
    yield from ordered_results(runner, n, jobs, context)


def bots_of(config: SimulationConfig) -> dict[str, BotMaker]:
    """The factory of each bot name of the run, as the registry holds it now."""
    return {name: bot_factory(name) for name in dict.fromkeys(config.bots)}


class _ChunkRunner:
    # A picklable ``run_chunk`` bound to its configuration and its bots' makers, for the
    # worker processes; ``sent``: the makers pickled, read back by the worker before its
    # first chunk (one that cannot be, e.g. a class of an interactive session, where the
    # worker has no such module, is an error naming the bot).
    def __init__(self, config: SimulationConfig, makers: dict[str, BotMaker],
                 sent: SentMakers | None = None) -> None:
        self.config = config
        self.makers = makers
        self.sent = sent

    def __call__(self, index: int) -> ChunkResult:
        if self.sent is not None:
            # In the order of ``bots_of``, whose makers were sent.
            names = dict.fromkeys(self.config.bots)
            self.makers = dict(zip(names, self.sent.makers(), strict=True))
            self.sent = None
        return run_chunk(self.config, index, self.makers)


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
