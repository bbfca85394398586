"""Duplicate arena: two bots play the same deals twice, teams swapped, to measure strength.

Deal ``k`` of a run with seed ``s`` is shuffled from its own ``random.Random`` (seeded by
``s`` and ``k``), dealt by seat ``k mod 4``, and played twice through ``playing.play_deal``:
bot A on NS and bot B on EW, then B on NS and A on EW, with the same cards and the same
dealer. The luck of the cards cancels out; what is left is the bots' skill.

For each deal pair, A's advantage is the mean over the two tables of A's score minus B's
score (the points written on the sheet for the deal: contract, capot and belote included;
a litige counts the defence's points only, the held stake being left out). The run reports
the mean advantage per deal and its 95% confidence interval, ``t * sd / sqrt(n)`` either
side of it, t Student's 97.5% point with n − 1 degrees of freedom (``stats.t_quantile``:
2.045 for 30 pairs, 1.984 for 101, the normal's 1.959964 in the limit), held within
what an advantage can be, a side's most deal score either side of 0 (``stats.Ranges``).
"""

from __future__ import annotations

import dataclasses
import functools
import math
import multiprocessing
import random
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..bots.base import BidView, Bot, PlayerView
from ..bots.coinche_policy import choose_call
from ..bots.registry import (
    MAKER_WORDS,
    BotMaker,
    bot_factory,
    find_bot,
    is_built_in,
    made_bot,
    not_a_maker,
)
from ..bots.sending import SentMakers
from ..core.cards import seed_arg, shown
from ..core.coinche import Call, CoincheAuction, rules_arg
from ..core.errors import BeloteError, named_error
from ..core.numbers import fresh_seed, int_text
from ..core.rules import Rules, RuleSet
from ..core.seats import TEAMS, Seat, Team
from ..core.talon import PLAYERS, side
from ..engine.game import Game
from ..engine.playing import play_deal
from ..engine.views import bot_asks, deal_of_fault
from ..system.workers import ordered_results
from .config import check_deals, check_jobs, count_arg
from .stats import ranges, t_quantile

if TYPE_CHECKING:  # Dask is an optional extra, imported only when a cluster is used
    from .cluster import Cluster

@dataclasses.dataclass(frozen=True, slots=True)
class TableStats:
    """How one bot fared over its tables (``ArenaResult.a_stats`` and ``b_stats``): the
    deals its team took, the contracts it made of them, and its mean score a deal.

    >>> from belote_cli import TableStats
    >>> stats = TableStats(taken=4, made=3, score=52.5)
    >>> stats.taken - stats.made                        # contracts that failed
    1
    """

    taken: int
    made: int
    score: float


@dataclasses.dataclass(frozen=True, slots=True)
class ArenaResult:
    """The outcome of a duplicate run (what ``duplicate`` returns): A's advantage per deal
    with its 95% interval, and how each bot fared (``a_stats``, ``b_stats``).

    >>> from belote_cli import ArenaResult, TableStats
    >>> arena = ArenaResult("heuristic", "random", 2, 1, 30.0, 10.0, 16.14, 43.86, 0,
    ...                     TableStats(2, 2, 70.0), TableStats(2, 1, 40.0), seconds=0.5)
    >>> arena.half_width, arena.deals_per_second         # 4 deals in half a second
    (13.86, 8.0)
    """

    a: str
    b: str
    deals: int  # deal pairs (each played twice)
    seed: int | str  # as given, or the one drawn for seed=None
    mean: float  # A's points per deal minus B's, averaged over the pairs
    sd: float  # standard deviation of the per-pair advantage
    low: float  # 95% confidence interval
    high: float
    void: int  # tables void: everybody passed
    a_stats: TableStats
    b_stats: TableStats
    # Time spent playing: not compared, so that two runs of the same seed are equal.
    seconds: float = dataclasses.field(compare=False)

    @property
    def half_width(self) -> float:
        """Half the width of the 95% interval."""
        return (self.high - self.low) / 2

    @property
    def deals_per_second(self) -> float:
        """Deals played (two per pair) per second."""
        return 2 * self.deals / self.seconds if self.seconds > 0 else math.inf

    def __str__(self) -> str:
        """The figures as ``scripts/arena.py`` prints them (``lines``), for ``print(arena)``;
        the ``repr`` is the dataclass's."""
        return "\n".join(self.lines())

    def lines(self) -> list[str]:
        """The figures as plain text lines."""
        return [
            f"{self.a} vs {self.b}: {pairs(self.deals)} (duplicate), seed "
            f"{int_text(self.seed) if isinstance(self.seed, int) else self.seed}",
            advantage_line(self.a, self.deals, self.mean, self.sd, self.low, self.high),
            f"{self.a}: took {self.a_stats.taken}, made {self.a_stats.made}, "
            f"mean score {self.a_stats.score:.1f} points per deal",
            f"{self.b}: took {self.b_stats.taken}, made {self.b_stats.made}, "
            f"mean score {self.b_stats.score:.1f} points per deal",
            f"void tables: {self.void}",
            f"{2 * self.deals} deals in {self.seconds:.2f} s: "
            f"{rate(self.deals_per_second)} deals/s",
        ]


def pairs(n: int) -> str:
    """``n`` deal pairs, in words: ``1 deal pair``, ``2 deal pairs``."""
    return f"{n} deal pair{'' if n == 1 else 's'}"


def advantage_line(name: str, n: int, mean: float, sd: float, low: float,
                   high: float) -> str:
    """The line of ``name``'s advantage over ``n`` deal pairs (``mean_interval``'s
    figures): one pair has no spread to measure, so no interval and no sd.

    >>> advantage_line("heuristic", 1, 162.0, 0.0, 162.0, 162.0)
    'advantage of heuristic: +162.00 points per deal (one deal pair: no interval)'
    """
    if n == 0:
        return f"advantage of {name}: none (no deal pair played)"
    if n == 1:
        return f"advantage of {name}: {mean:+.2f} points per deal (one deal pair: no interval)"
    return (f"advantage of {name}: {mean:+.2f} points per deal, "
            f"95% CI [{low:+.2f}, {high:+.2f}] (sd {sd:.1f})")


def rate(per_second: float) -> str:
    """A rate for the figures: whole numbers from 10 on, two significant digits below
    (an expert deal takes seconds: ``0.4``, not ``0``).

    >>> rate(2883.4), rate(8.0), rate(0.4015)
    ('2883', '8', '0.4')
    """
    return f"{per_second:.0f}" if per_second >= 10 else f"{per_second:.2g}"


def deal_rng(seed: int | str, k: int) -> random.Random:
    """The random generator that shuffles deal ``k`` of a run with ``seed``."""
    return random.Random(f"arena-deal:{seed}:{k}")


def bot_rng(seed: int | str, k: int, table: int, seat: int) -> random.Random:
    """The random generator of the bot in ``seat`` at ``table`` (0 or 1) of deal ``k``."""
    return random.Random(f"arena-bot:{seed}:{k}:{table}:{seat}")


def play_table(maker_ns: BotMaker, maker_ew: BotMaker, seed: int | str, k: int, table: int,
               rules: RuleSet) -> Game:
    """Deal ``k`` of the run, ``maker_ns`` seated N and S, ``maker_ew`` seated E and W.
    Belote à deux (``variant=deux``): ``maker_ns`` plays S and ``maker_ew`` N (the two
    sides of a two-player score), S and N dealing in turn."""
    if rules.players == 2:
        bots = [made_bot(maker_ns if Seat(s) is Seat.S else maker_ew, bot_rng(seed, k, table, s),
                         bot_asks(rules)) for s in range(4)]
        return play_deal(bots, deal_rng(seed, k), PLAYERS[k % 2], rules)
    bots = [
        made_bot(maker_ns if Seat(s).team is Team.NS else maker_ew, bot_rng(seed, k, table, s),
                 bot_asks(rules))
        for s in range(4)
    ]
    return play_deal(bots, deal_rng(seed, k), Seat(k % 4), rules)


def mean_interval(values: Sequence[float], bounds: tuple[float, float] | None = None,
                  ) -> tuple[float, float, float, float]:
    """Mean, standard deviation and 95% confidence interval (Student's t with n − 1
    degrees of freedom, as ``Moments.interval``), held within ``bounds``, the least and
    the most a value can be (an advantage: ``Ranges.margin``); one value: no spread, the
    mean twice."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0, 0.0
    mean = math.fsum(values) / n
    if n == 1:
        return mean, 0.0, mean, mean
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    sd = math.sqrt(var)
    half = t_quantile(0.975, n - 1) * sd / math.sqrt(n)
    low, high = mean - half, mean + half
    if bounds is not None:
        low, high = max(low, float(bounds[0])), min(high, float(bounds[1]))
    return mean, sd, low, high


@dataclasses.dataclass(frozen=True, slots=True)
class PairOutcome:
    """One deal pair: A's advantage (the mean of its two tables), the void tables, and by
    side (A, B) the tables taken, made, and the scores written."""

    advantage: float
    void: int
    taken: tuple[int, int]
    made: tuple[int, int]
    total: tuple[int, int]


def play_pair(maker_a: BotMaker, maker_b: BotMaker, seed: int | str, k: int,
              rules: RuleSet) -> PairOutcome:
    """Deal ``k`` played twice: A on NS against B, then B on NS against A. What a bot
    raises, or returns that the game refuses, is said with its deal ``k`` (``deal_of_fault``)
    as ``simulate`` says it."""
    pair = 0.0
    void = 0
    taken = [0, 0]
    made = [0, 0]
    total = [0, 0]
    for table in (0, 1):
        # Table 0: A is NS; table 1: A is EW.
        a_team = Team.NS if table == 0 else Team.EW
        try:
            if table == 0:
                played = play_table(maker_a, maker_b, seed, k, table, rules)
            else:
                played = play_table(maker_b, maker_a, seed, k, table, rules)
        except Exception as e:  # a bot's: its note says the deal too, as simulate's does
            deal_of_fault(e, k)
            raise
        if played.score is None:
            void += 1
            continue
        score = played.score.score
        a_score, b_score = score[a_team], score[a_team.other]
        pair += a_score - b_score
        total[0] += a_score
        total[1] += b_score
        if played.taker is None:  # no contract (découverte with decouverte_bid=off)
            continue
        takers = (TEAMS[side(played.taker)] if played.score.players is not None
                  else played.taker.team)
        who = 0 if takers is a_team else 1
        taken[who] += 1
        if played.score.result == "made":
            made[who] += 1
    return PairOutcome(pair / 2, void, (taken[0], taken[1]), (made[0], made[1]),
                       (total[0], total[1]))


@dataclasses.dataclass(frozen=True, slots=True)
class PairChunk:
    """Deal pairs ``index * size`` up to ``(index + 1) * size`` (at most ``deals``): the unit
    of work of a cluster's worker."""

    run: Callable[[int], PairOutcome]
    deals: int
    size: int

    def __call__(self, index: int) -> list[PairOutcome]:
        first = index * self.size
        return [self.run(k) for k in range(first, min(self.deals, first + self.size))]

    @property
    def chunks(self) -> int:
        """How many chunks the run is cut into."""
        return -(-self.deals // self.size)


#: Deal pairs per chunk at most on a cluster (about eight chunks per worker thread below).
MAX_PAIRS_PER_CHUNK = 500


def pairs_per_chunk(deals: int, workers: int) -> int:
    """Deal pairs per chunk on a cluster of ``workers`` threads: about eight chunks each,
    1 to ``MAX_PAIRS_PER_CHUNK``. The size changes the speed, never the result."""
    return max(1, min(MAX_PAIRS_PER_CHUNK, -(-deals // (max(1, workers) * 8))))


def duplicate(maker_a: BotMaker | str, maker_b: BotMaker | str, deals: int,
              seed: int | str | None = None, rules: Rules = None, name_a: str | None = None,
              name_b: str | None = None, clock: Callable[[], float] = time.perf_counter,
              jobs: int = 1, cluster: Cluster | None = None) -> ArenaResult:
    """Play ``deals`` deal pairs, A against B then B against A on the same cards, and
    return the ``ArenaResult``: ``mean``, the points a deal of A over B (its deal score
    minus B's, averaged over the pairs, negative where B does better), and its 95%
    interval, ``low`` to ``high``.

    ``maker_a`` and ``maker_b`` make a bot from a ``random.Random`` (a ``Bot`` class whose
    ``__init__`` takes it, or ``find_bot``'s factory), or are a bot's name (``find_bot``,
    ``register_bot``): ``"heuristic"``. ``name_a`` and ``name_b`` name them in the result,
    by default that name, or the ``name`` of a bot's class, else ``A`` and ``B``.
    ``deals``: the deal pairs, 1 or more. ``seed``, an int or a text: the same seed deals
    the same cards (an int and its text alike); None, the default, draws a fresh one, as
    ``play_deal`` and ``simulate`` do, kept in the result (``arena.seed``) to deal the
    same cards again. ``rules``: a ``RuleSet``, ``name=value`` options in one text
    (``"variant=coinche direction=anticlockwise"``) or a list of such texts, read as
    ``simulate`` reads them (``RuleSet.parse``; the target plays no part: each deal is
    scored alone). The arguments are checked before any deal is played, in the
    words of ``simulate``'s: a TypeError for a wrong type, a ``RuleError`` for an unknown
    rule, a ``BeloteError`` for ``deals`` or ``jobs`` under 1 and for a bot's name that
    ``find_bot`` does not know.

    >>> import belote_cli as b
    >>> arena = b.duplicate("heuristic", "random", 20, seed=1)
    >>> arena.b, arena.deals, arena.low < arena.mean < arena.high
    ('random', 20, True)

    ``jobs`` > 1 shares the pairs among that many worker processes, started as the
    platform starts them: forked (Linux before Python 3.14), they inherit the makers, which
    need not pickle; started afresh (spawn on macOS and Windows, forkserver on Linux from
    Python 3.14), they are sent them, pickled: a class or a function at a module's top
    level, a lambda or a class defined in a function being refused before any worker
    starts (a built-in bot's name is found by the worker, a registered one's maker sent);
    with ``cluster`` (``cluster.connect``) the pairs go in chunks to its workers instead
    (the makers then travel by cloudpickle). Each pair depends only on the seed and its
    number, so the result is the same for any ``jobs`` or cluster.
    """
    rule = _check_arguments(deals, seed, rules, name_a, name_b, jobs)
    if seed is None:
        seed = fresh_seed()  # as play_deal draws one
    name_a = name_a if name_a is not None else _bot_name(maker_a, "A")
    name_b = name_b if name_b is not None else _bot_name(maker_b, "B")
    make_a, make_b = _maker(maker_a, "maker_a"), _maker(maker_b, "maker_b")
    # The seed's text, as the generators read it (an int and its text deal alike).
    text = int_text(seed) if isinstance(seed, int) else seed
    run = functools.partial(play_pair, make_a, make_b, text, rules=rule)
    start = clock()
    if cluster is not None:
        chunk = PairChunk(run, deals, pairs_per_chunk(deals, cluster.threads))
        outcomes = [o for part in cluster.ordered(chunk, chunk.chunks) for o in part]
    elif jobs > 1 and deals > 1:
        # Forked, the workers inherit the makers; started afresh (spawn, forkserver: macOS,
        # Windows, Linux from Python 3.14), they are sent them, pickled.
        context = multiprocessing.get_context()
        task: Callable[[int], PairOutcome] = (
            run if context.get_start_method() == "fork"
            else _SentPairs(SentMakers([(name_a, make_a), (name_b, make_b)], jobs), text,
                            rule))
        outcomes = list(ordered_results(task, deals, jobs, context))
    else:
        outcomes = [run(k) for k in range(deals)]
    seconds = clock() - start
    # A's score minus B's, per table: within a margin's range (``Ranges``).
    mean, sd, low, high = mean_interval([o.advantage for o in outcomes],
                                        ranges(rule).margin())
    tables = max(1, 2 * deals)
    return ArenaResult(
        name_a, name_b, deals, seed, mean, sd, low, high, sum(o.void for o in outcomes),
        TableStats(sum(o.taken[0] for o in outcomes), sum(o.made[0] for o in outcomes),
                   sum(o.total[0] for o in outcomes) / tables),
        TableStats(sum(o.taken[1] for o in outcomes), sum(o.made[1] for o in outcomes),
                   sum(o.total[1] for o in outcomes) / tables),
        seconds,
    )


def _bot_name(maker: object, side: str) -> str:
    """The name of ``maker``'s bot in the result: the name given, the ``name`` of a bot's
    class (``Greedy.name``, ``greedy``), else ``side``, ``A`` or ``B``."""
    if isinstance(maker, str):
        return maker
    name = getattr(maker, "name", None)
    return name if isinstance(name, str) and name else side


def _check_arguments(deals: object, seed: object, rules: object, name_a: object,
                     name_b: object, jobs: object) -> RuleSet:
    # ``duplicate``'s arguments read as ``simulate`` reads its own (``config``'s readers),
    # in the calling process, before any deal is played: the rules read.
    pairs, workers = count_arg("deals", deals), count_arg("jobs", jobs)
    if seed is not None:
        seed_arg(seed)
    for what, name in (("name_a", name_a), ("name_b", name_b)):
        if name is not None and not isinstance(name, str):
            raise TypeError(f"{what}: text or None, not {shown(name)}")
    rule = rules_arg(rules)  # as every rules= of the library reads them
    check_deals(pairs)
    check_jobs(workers)
    return rule


def _maker(maker: BotMaker | str, what: str) -> BotMaker:
    # A bot's name read as find_bot reads it, before any deal is played; an unknown one
    # named as the argument it came in (``maker_b: unknown bot 'x' (known bots: …)``). A
    # built-in bot is found by its name where it plays (a worker process started afresh
    # has the built-in ones), a registered one is its maker, sent to such a worker.
    if not isinstance(maker, str):
        if not callable(maker):
            raise TypeError(not_a_maker(f"{what}: a bot's name or {MAKER_WORDS}", maker))
        return maker
    try:
        factory = bot_factory(maker)
    except BeloteError as e:
        raise named_error(e, what) from None
    return functools.partial(find_bot, maker.lower()) if is_built_in(maker) else factory


class _SentPairs:
    # ``play_pair`` for a worker process started afresh: the two makers sent pickled, read
    # back before its first pair (one that cannot be is an error naming the bot).
    def __init__(self, sent: SentMakers, seed: str, rules: RuleSet) -> None:
        self.sent = sent
        self.seed = seed
        self.rules = rules

    def __call__(self, k: int) -> PairOutcome:
        make_a, make_b = self.sent.makers()
        return play_pair(make_a, make_b, self.seed, k, rules=self.rules)


class PlainCalls:
    """``bot`` with the coinche calls of the heuristic (``coinche_policy.choose_call``)
    instead of its own: both tables of a pair then reach the same contract, so that only
    the card play differs (``scripts/arena.py --plain-calls``). The rest is ``bot``'s."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name

    def bid(self, view: BidView) -> int | str | None:
        """``bot``'s take or pass (classic)."""
        return self.bot.bid(view)

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        """The heuristic's call."""
        return choose_call(hand, auction)

    def play(self, view: PlayerView) -> int | str:
        """``bot``'s card."""
        return self.bot.play(view)


def _plain_calls(maker: BotMaker, rng: random.Random) -> Bot:
    return PlainCalls(made_bot(maker, rng))


def with_plain_calls(maker: BotMaker) -> BotMaker:
    """``maker``'s bots with the heuristic's coinche calls (``PlainCalls``)."""
    return functools.partial(_plain_calls, maker)


@dataclasses.dataclass(frozen=True, slots=True)
class Speed:
    """How fast deals go through ``playing.play_deal`` with one kind of bot on all four seats.

    ``seconds`` is wall-clock time, ``cpu_seconds`` the process's CPU time (steadier on a
    busy machine).
    """

    bot: str
    deals: int
    played: int  # deals not void
    seconds: float
    cpu_seconds: float = 0.0

    @property
    def deals_per_second(self) -> float:
        """Deals (void ones included) per wall-clock second."""
        return self.deals / self.seconds if self.seconds > 0 else math.inf

    @property
    def played_per_second(self) -> float:
        """Deals actually played (not void) per wall-clock second."""
        return self.played / self.seconds if self.seconds > 0 else math.inf

    @property
    def deals_per_cpu_second(self) -> float:
        """Deals (void ones included) per second of CPU time."""
        return self.deals / self.cpu_seconds if self.cpu_seconds > 0 else math.inf

    def lines(self) -> list[str]:
        """The figures as plain text lines."""
        return [
            f"{self.bot} on all seats: {self.deals} deal{'' if self.deals == 1 else 's'} "
            f"({self.played} played, "
            f"{self.deals - self.played} void) in {self.seconds:.2f} s "
            f"({self.cpu_seconds:.2f} s CPU)",
            f"{rate(self.deals_per_second)} deals/s, "
            f"{rate(self.played_per_second)} played deals/s, "
            f"{rate(self.deals_per_cpu_second)} deals per CPU second",
        ]


def speed(name: str, deals: int, seed: int, rules: RuleSet | None = None,
          clock: Callable[[], float] = time.perf_counter,
          cpu_clock: Callable[[], float] = time.process_time) -> Speed:
    """Time ``deals`` deals of ``playing.play_deal`` with bot ``name`` on the four seats
    (at belote à deux and belote découverte on S and N, who deal in turn, as in the
    arena)."""
    rng = random.Random(seed)
    bots = [find_bot(name, random.Random(seed * 4 + s)) for s in range(4)]
    two = rules is not None and rules.players == 2
    played = 0
    start, cpu_start = clock(), cpu_clock()
    for k in range(deals):
        dealer = PLAYERS[k % 2] if two else Seat(k % 4)
        if not play_deal(bots, rng, dealer, rules).is_void:
            played += 1
    return Speed(name, deals, played, clock() - start, cpu_clock() - cpu_start)
