"""Streaming statistics of a run: integer counts and sums, never the deals themselves.

Each chunk of deals fills a ``Stats``; chunks are merged in chunk order, so the result is
the same, byte for byte, whatever the number of processes or the size of the chunks, and
memory stays flat. ``Moments`` keeps a quantity's count, sum and sum of squares (its mean,
standard deviation and 95% interval, Student's t with ``t_quantile``), ``wilson`` a rate's
95% interval; ``Summary`` is a
whole run's merged statistics, what the reports print.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from typing import TYPE_CHECKING

from ..core.announcements import CARRE_POINTS, CARRE_POINTS_SA, winner
from ..core.cards import CONTRACT_KINDS, NO_TRUMP, SUITS, TOTAL_POINTS
from ..core.coinche import CAPOT_POINTS, LEVELS, Contract
from ..core.declarations import LABELS, by_team
from ..core.declarations import label as announcement_label
from ..core.scoring import BELOTE_BONUS, DEDANS, LITIGE, MADE, DealScore
from ..core.seats import Team
from ..core.talon import side
from .config import SimulationConfig

if TYPE_CHECKING:  # the statistics count a deal's outcome, they never play one
    from ..core.rules import RuleSet
    from .deals import DealResult


#: How many failing deals the tally check names.
MAX_FAILURES = 10
Z95 = 1.959963984540054
HIST_BINS = TOTAL_POINTS + 1  # trick points 0..162
#: Position of each coinche level (80 … 160, capot) in ``Stats.levels``.
LEVEL_INDEX: dict[int, int] = {level: i for i, level in enumerate(LEVELS)}
#: Position of each announcement label in ``Stats.ann_count``.
LABEL_INDEX: dict[str, int] = {name: i for i, name in enumerate(LABELS)}
#: The cards of a sequence at the least: a hand of 8 holds two tierces or cinquantes, one cent.
SEQUENCE_LENGTHS: dict[str, int] = {"tierce": 3, "cinquante": 4, "cent": 5}


@dataclasses.dataclass(slots=True)
class Moments:
    """Count, sum and sum of squares of an integer quantity: exact, mergeable in any order."""

    n: int = 0
    total: int = 0
    squares: int = 0

    def add(self, x: int) -> None:
        """Count one value."""
        self.n += 1
        self.total += x
        self.squares += x * x

    def merge(self, other: Moments) -> None:
        """Add the values counted by ``other``."""
        self.n += other.n
        self.total += other.total
        self.squares += other.squares

    @property
    def mean(self) -> float:
        """The mean (0 with no value)."""
        return self.total / self.n if self.n else 0.0

    @property
    def sd(self) -> float:
        """The sample standard deviation (0 with fewer than two values)."""
        if self.n < 2:
            return 0.0
        var = (self.squares * self.n - self.total * self.total) / (self.n * (self.n - 1))
        return math.sqrt(max(var, 0.0))

    def interval(self, low: float | None = None,
                 high: float | None = None) -> tuple[float, float]:
        """95% confidence interval of the mean: mean ± t · sd / √n, t Student's 97.5%
        point with n − 1 degrees of freedom (``t_quantile``; 12.706 for 2 values, 2.045 for
        30, 1.96 in the limit), the sd the sample's. ``low`` and ``high`` are the least and
        the most the quantity can take (``Ranges``: 0 and 162 for a side's trick points):
        the interval is held inside them, which it would pass on few deals (2 deals of 0
        and 162 trick points: 81 ± 1,029.2, held to [0, 162]). Fewer than two values: the
        mean twice."""
        half = (t_quantile(0.975, self.n - 1) * self.sd / math.sqrt(self.n)
                if self.n > 1 else 0.0)
        lo, hi = self.mean - half, self.mean + half
        if low is not None:
            lo = max(lo, float(low))
        if high is not None:
            hi = min(hi, float(high))
        return lo, hi


@dataclasses.dataclass(frozen=True, slots=True)
class Ranges:
    """The most each quantity of a deal can be under a rule set (``ranges``), from the
    rule book (``belote rules``: the scoring, coinche, the variants); each is 0 at the
    least, a margin ``-score`` and a difference of two margins ``-2 * score``.
    ``points``: a side's trick points (162; raw TA 258). ``score``: a side's deal score,
    the largest base (a capot, 252; raw TA 348; coinche's surcoinched capot 2,000) with
    every belote (20; TA ``ta_belote=each`` 80) and the most announcements one team can
    score (``announcements``: its 16 cards as the four best carrés, J 200 + 9 150 + A 100
    + 10 100 = 550; SA's table the same sum). ``per_deal``: how many of each announcement
    (``LABELS``) a deal can hold: a carré 1 (four cards of a rank), a tierce or a
    cinquante 2 a hand (8 cards), a cent 1, four hands."""

    points: int = TOTAL_POINTS
    score: int = 252 + BELOTE_BONUS
    announcements: int = 0
    per_deal: tuple[int, ...] = ()

    def margin(self) -> tuple[int, int]:
        """A margin's range: one side's score minus the other's."""
        return -self.score, self.score

    def difference(self) -> tuple[int, int]:
        """The range of a difference of two margins (taking minus passing, deal by
        deal)."""
        return -2 * self.score, 2 * self.score


def taker_bins(s: Stats, r: Ranges) -> list[int]:
    """``s.taker_points`` up to the most a deal holds under the run's rules (``r``):
    0–162, under raw TA 0–258, whatever the takers held in this run, so that runs of the
    same rules have counts of the same length."""
    counts = list(s.taker_points)
    counts.extend([0] * (r.points + 1 - len(counts)))
    return counts


def ranges(rules: RuleSet, discovery: bool = False) -> Ranges:
    """The ``Ranges`` of a run's quantities under ``rules``; of deals without bidding
    (``discovery``), whose sides score their trick points alone (no contract, capot or
    belote), a score is at most the deal's 162."""
    if discovery:
        return Ranges(points=rules.deal_total(SUITS[0]), score=rules.deal_total(SUITS[0]))
    kinds = CONTRACT_KINDS if rules.sa_ta == "on" else SUITS
    belotes = BELOTE_BONUS * max(len(rules.belote_suits(k)) for k in kinds)
    if rules.variant == "coinche":
        base = CAPOT_POINTS * 4  # a capot bid surcoinched
    else:
        base = max(max(rules.capot_value(k), rules.deal_total(k)) for k in kinds)
    announcements = 0
    per_deal: tuple[int, ...] = ()
    if rules.announcements == "on":
        tables = (CARRE_POINTS, CARRE_POINTS_SA) if rules.sa_ta == "on" else (CARRE_POINTS,)
        announcements = max(sum(sorted(t.values())[-4:]) for t in tables)
        per_deal = tuple(1 if name.startswith("carré") else 4 * (8 // SEQUENCE_LENGTHS[name])
                         for name in LABELS)
    return Ranges(points=max(rules.deal_total(k) for k in kinds),
                  score=base + belotes + announcements, announcements=announcements,
                  per_deal=per_deal)


def _beta_fraction(a: float, b: float, x: float) -> float:
    # The continued fraction of the regularized incomplete beta function I_x(a, b)
    # (modified Lentz), which converges fast for x < (a + 1) / (a + b + 2).
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1 / (d if abs(d) > tiny else tiny)
    f = d
    for m in range(1, 10_000):
        for num in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                    -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1 + num * d
            d = 1 / (d if abs(d) > tiny else tiny)
            c = 1 + num / c
            c = c if abs(c) > tiny else tiny
            f *= c * d
        if abs(c * d - 1) < 1e-15:
            break
    return f


def _beta_regularized(a: float, b: float, x: float) -> float:
    # I_x(a, b), the regularized incomplete beta function, for 0 <= x <= 1.
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    log_front = (math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                 + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return math.exp(log_front) * _beta_fraction(a, b, x) / a
    return 1.0 - math.exp(log_front) * _beta_fraction(b, a, 1.0 - x) / b


def t_tail(t: float, df: int) -> float:
    """P(T > t) for Student's t with ``df`` degrees of freedom, t >= 0: half the
    regularized incomplete beta I_{df/(df+t²)}(df/2, 1/2).

    >>> round(t_tail(1.0, 1), 12)  # the Cauchy distribution: 1/2 − atan(1)/π
    0.25
    """
    return 0.5 * _beta_regularized(df / 2, 0.5, df / (df + t * t))


@functools.lru_cache(maxsize=256)
def t_quantile(p: float, df: int) -> float:
    """Student's t quantile: the t of ``df`` degrees of freedom (1 or more) below which
    a share ``p`` (0.5 ≤ p < 1) of the distribution lies, found by bisection of ``t_tail``
    to 1e-12. ``t_quantile(0.975, n - 1)`` is the factor of a 95% interval of a mean of n
    values; it falls from 12.706 at 1 degree of freedom to the normal's 1.959964.

    >>> [round(t_quantile(0.975, df), 3) for df in (1, 2, 5, 10, 30, 100)]
    [12.706, 4.303, 2.571, 2.228, 2.042, 1.984]
    """
    if df < 1:
        raise ValueError(f"t_quantile: {df} degrees of freedom, 1 at least")
    if not 0.5 <= p < 1:
        raise ValueError(f"t_quantile: p = {p}, from 0.5 up to 1 (not included)")
    tail = 1.0 - p
    low, high = 0.0, 1.0
    while t_tail(high, df) > tail:  # the tail falls as t grows: bracket the quantile
        low, high = high, 2 * high
    while high - low > 1e-12 * high:
        mid = (low + high) / 2
        if t_tail(mid, df) > tail:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def wilson(k: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson confidence interval of a rate ``k / n`` (95% by default; ``(0, 1)`` if n = 0).
    ``k`` and ``n`` may be fractions of a count: an effective size (``clustered``)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def clustered(k: int, squares: int, deals: int, size: int) -> tuple[float, float]:
    """Wilson interval of a rate of ``k`` items of ``size`` a deal over ``deals`` deals (the
    hands holding an announcement, four a deal), ``squares`` the sum of each deal's count
    squared. The items of a deal are dealt from one pack, not drawn apart: the interval is
    Wilson's over the effective number of items, ``size * deals`` over the design effect
    (the variance of the deals' shares over the variance of as many items drawn apart:
    ``size * s² / (p (1 - p))``, s² the sample variance of each deal's share ``count /
    size``), never narrower than Wilson's over the items as if apart (an effect of 1 at
    least). With fewer than two deals, or a rate of none or all, that one."""
    n = size * deals
    if deals < 2 or k in (0, n):
        return wilson(k, n)
    p = k / n
    share_var = (squares - k * k / deals) / (deals - 1) / (size * size)
    effect = max(1.0, size * share_var / (p * (1 - p)))
    return wilson(k / effect, n / effect)


@dataclasses.dataclass(slots=True)
class Stats:
    """Everything the report needs, as integer counts and sums over the deals seen.

    ``points`` are trick points of played deals (dix de der included); ``score`` is each
    team's deal score over all deals, void deals counting 0; ``margin`` is NS's score minus
    EW's. ``taker_points`` counts deals by the taking team's trick points (NS's with no
    taker, as in the discovery deal).

    Announcements (``announcements=on``), over played deals: ``ann_deals[i]`` deals where
    at least one ``LABELS[i]`` was announced, ``ann_count[i]`` how many were (and
    ``ann_count_sq[i]`` the sum of their squares, deal by deal); ``ann_hands``
    hands (four a deal) holding at least one announcement (``ann_hands_sq`` each deal's
    count squared, summed); ``ann_best[team]`` deals where
    the team held the single best announcement, ``ann_equal`` deals where the two best were
    equal (nobody scores); ``ann_scored[team]`` deals where announcement points reached the
    team's score (after the contract's fate), ``ann_points``/``ann_squares`` their sums.

    Coinche (``variant=coinche``): ``levels[i]`` contracts at ``LEVELS[i]`` (80 … 160,
    capot) and ``levels_made[i]`` those made; ``coinched``/``surcoinched`` contracts ×2 and
    ×4, and ``coinched_made``/``surcoinched_made`` those the takers made.

    Sans atout and tout atout (``sa_ta=on``): ``sa_ta[0]`` deals taken (coinche: contracts
    played) at SA, ``sa_ta[1]`` at TA, and ``sa_ta_made`` those the takers made (the
    deal's own outcome, as ``made`` counts it).
    """

    deals: int = 0
    void: int = 0
    takes: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    made: int = 0
    dedans: int = 0
    litige: int = 0
    capot: int = 0  # the takers won every trick
    capot_defence: int = 0  # the defence did
    # by_team[team]: made, dedans, litige, capot when that team took
    by_team: list[list[int]] = dataclasses.field(default_factory=lambda: [[0] * 4, [0] * 4])
    belote: int = 0  # played deals where a seat held king and queen of trump (TA: any suit)
    belote_takers: int = 0
    tally_ok: int = 0
    failures: list[str] = dataclasses.field(default_factory=list)
    points: list[Moments] = dataclasses.field(default_factory=lambda: [Moments(), Moments()])
    score: list[Moments] = dataclasses.field(default_factory=lambda: [Moments(), Moments()])
    margin: Moments = dataclasses.field(default_factory=Moments)
    taker_points: list[int] = dataclasses.field(default_factory=lambda: [0] * HIST_BINS)
    ann_deals: list[int] = dataclasses.field(default_factory=lambda: [0] * len(LABELS))
    ann_count: list[int] = dataclasses.field(default_factory=lambda: [0] * len(LABELS))
    ann_count_sq: list[int] = dataclasses.field(default_factory=lambda: [0] * len(LABELS))
    ann_any: int = 0
    ann_hands: int = 0
    ann_hands_sq: int = 0  # each deal's hands holding one, squared: their spread
    ann_best: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    ann_equal: int = 0
    ann_scored: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    ann_points: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    ann_squares: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    levels: list[int] = dataclasses.field(default_factory=lambda: [0] * len(LEVELS))
    levels_made: list[int] = dataclasses.field(default_factory=lambda: [0] * len(LEVELS))
    coinched: int = 0
    coinched_made: int = 0
    surcoinched: int = 0
    surcoinched_made: int = 0
    sa_ta: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    sa_ta_made: list[int] = dataclasses.field(default_factory=lambda: [0, 0])

    @property
    def played(self) -> int:
        """Deals that were played out (not void)."""
        return self.deals - self.void

    @property
    def taken(self) -> int:
        """Deals with a taker."""
        return self.takes[0] + self.takes[1]

    def add(self, deal: DealResult) -> None:
        """Count one finished deal."""
        score = deal.score
        if score is None:
            self.deals += 1
            self.void += 1
            self.score[0].add(0)
            self.score[1].add(0)
            self.margin.add(0)
            return
        # The finished ``Game`` checked the tally when it scored the deal.
        game = deal.game
        ok = score.tally.ok if game is None else game.tally_ok
        taker: int | None = deal.taker
        holder: int | None = deal.belote_holder
        if score.players is not None:
            # Belote à deux: each player is a side of the score (S 0, N 1), counted where a
            # four-player deal counts a team.
            taker = None if deal.taker is None else side(deal.taker)
            holder = None if deal.belote_holder is None else side(deal.belote_holder)
        self.add_played(score, ok, taker, holder)
        if not ok:
            self.fail(deal.seed)
        if deal.declared:
            self._add_announcements(deal, score)
        if deal.contract is not None:
            self._add_contract(deal.contract, score.result == MADE)
        trump = deal.trump
        if taker is not None and trump is not None and trump >= NO_TRUMP:
            i = trump - NO_TRUMP  # SA 0, TA 1
            self.sa_ta[i] += 1
            self.sa_ta_made[i] += score.result == MADE

    def fail(self, seed: str) -> None:
        """Name a deal that failed the tally check (the first ``MAX_FAILURES`` only)."""
        if len(self.failures) < MAX_FAILURES:
            self.failures.append(seed)

    def add_played(self, score: DealScore, ok: bool, taker: int | None,
                   holder: int | None) -> None:
        """Count one played deal's score: ``ok`` its tally check (``score.tally.ok``; the
        caller names a failing deal with ``fail``), ``taker`` and ``holder`` (of
        belote-rebelote) seats or None. Announcements and contracts are ``add``'s."""
        self.deals += 1
        ns, ew = score.points
        a, b = score.score
        # Moments.add written out: this runs once a deal.
        p = self.points
        p0, p1 = p[0], p[1]
        p0.n += 1
        p0.total += ns
        p0.squares += ns * ns
        p1.n += 1
        p1.total += ew
        p1.squares += ew * ew
        p = self.score
        p0, p1 = p[0], p[1]
        p0.n += 1
        p0.total += a
        p0.squares += a * a
        p1.n += 1
        p1.total += b
        p1.squares += b * b
        m = self.margin
        m.n += 1
        a -= b
        m.total += a
        m.squares += a * a
        if ok:
            self.tally_ok += 1
        if holder is not None:
            self.belote += 1
        counts = self.taker_points
        if taker is None:  # no bidding: a suit trump, 162 points at most
            counts[ns] += 1
            return
        team = taker & 1
        self.takes[team] += 1
        mine_points = ew if team else ns
        if mine_points >= len(counts):
            counts.extend([0] * (mine_points + 1 - len(counts)))  # raw TA: up to 258 points
        counts[mine_points] += 1
        if holder is not None and holder & 1 == team:
            self.belote_takers += 1
        mine = self.by_team[team]
        capot = score.capot
        if capot is not None:
            if capot == team:
                self.capot += 1
                mine[3] += 1
            else:
                self.capot_defence += 1
        result = score.result
        if result == MADE:
            self.made += 1
            mine[0] += 1
        elif result == DEDANS:
            self.dedans += 1
            mine[1] += 1
        elif result == LITIGE:
            self.litige += 1
            mine[2] += 1

    def _add_announcements(self, deal: DealResult, score: DealScore) -> None:
        # One played deal's declarations: kinds, hands, the best team, who scored them.
        self.ann_any += 1
        seen = [0] * len(LABELS)
        seats = 0
        for d in deal.declared:
            seen[LABEL_INDEX[announcement_label(d.announcement)]] += 1
            seats |= 1 << d.seat
        for i, k in enumerate(seen):
            if k:
                self.ann_deals[i] += 1
                self.ann_count[i] += k
                self.ann_count_sq[i] += k * k
        hands = seats.bit_count()
        self.ann_hands += hands
        self.ann_hands_sq += hands * hands
        ns, ew = by_team(deal.declared)
        best = winner(ns, ew, deal.trump)
        if best is None:
            self.ann_equal += 1
        else:
            self.ann_best[best] += 1
        for team in (0, 1):
            points = score.announcements[team]
            if points:
                self.ann_scored[team] += 1
                self.ann_points[team] += points
                self.ann_squares[team] += points * points

    def _add_contract(self, contract: Contract, made: bool) -> None:
        # One played coinche deal's contract: its level, coinche or surcoinche, its fate.
        i = LEVEL_INDEX[contract.level]
        self.levels[i] += 1
        if made:
            self.levels_made[i] += 1
        if contract.multiplier == 2:
            self.coinched += 1
            self.coinched_made += made
        elif contract.multiplier == 4:
            self.surcoinched += 1
            self.surcoinched_made += made

    def hands_interval(self) -> tuple[float, float]:
        """The 95% interval of the hands holding an announcement, of the four hands of
        each played deal, the hands of a deal counted together (``clustered``)."""
        return clustered(self.ann_hands, self.ann_hands_sq, self.played, 4)

    def label_moments(self, i: int) -> Moments:
        """How many ``LABELS[i]`` were announced per played deal (0 in most deals)."""
        return Moments(self.played, self.ann_count[i], self.ann_count_sq[i])

    def ann_moments(self, team: int) -> Moments:
        """Announcement points in ``team``'s score per played deal (0 when none scored)."""
        return Moments(self.played, self.ann_points[team], self.ann_squares[team])

    def merge(self, other: Stats) -> None:
        """Add another chunk's counts (chunks are merged in order: failures keep it)."""
        self.deals += other.deals
        self.void += other.void
        for i in (0, 1):
            self.takes[i] += other.takes[i]
            for j in range(4):
                self.by_team[i][j] += other.by_team[i][j]
            self.points[i].merge(other.points[i])
            self.score[i].merge(other.score[i])
        self.margin.merge(other.margin)
        self.made += other.made
        self.dedans += other.dedans
        self.litige += other.litige
        self.capot += other.capot
        self.capot_defence += other.capot_defence
        self.belote += other.belote
        self.belote_takers += other.belote_takers
        self.tally_ok += other.tally_ok
        room = MAX_FAILURES - len(self.failures)
        self.failures.extend(other.failures[:max(room, 0)])
        counts = self.taker_points
        if len(other.taker_points) > len(counts):
            counts.extend([0] * (len(other.taker_points) - len(counts)))
        for i, k in enumerate(other.taker_points):
            counts[i] += k
        for i in range(len(LABELS)):
            self.ann_deals[i] += other.ann_deals[i]
            self.ann_count[i] += other.ann_count[i]
            self.ann_count_sq[i] += other.ann_count_sq[i]
        self.ann_any += other.ann_any
        self.ann_hands += other.ann_hands
        self.ann_hands_sq += other.ann_hands_sq
        self.ann_equal += other.ann_equal
        for i in (0, 1):
            self.ann_best[i] += other.ann_best[i]
            self.ann_scored[i] += other.ann_scored[i]
            self.ann_points[i] += other.ann_points[i]
            self.ann_squares[i] += other.ann_squares[i]
        for i in range(len(LEVELS)):
            self.levels[i] += other.levels[i]
            self.levels_made[i] += other.levels_made[i]
        self.coinched += other.coinched
        self.coinched_made += other.coinched_made
        self.surcoinched += other.surcoinched
        self.surcoinched_made += other.surcoinched_made
        for i in (0, 1):
            self.sa_ta[i] += other.sa_ta[i]
            self.sa_ta_made[i] += other.sa_ta_made[i]


@dataclasses.dataclass(slots=True)
class Summary:
    """The merged statistics of a run."""

    config: SimulationConfig
    stats: dict[str, Stats]
    pair: Moments
    skipped: int = 0  # with a known hand: deals where a seat before it took
    # Round two's question: choice a's margin minus choice b's per deal, seen from the
    # known seat's side, for each two choices (a, b) in their order (``ChunkResult.pairs``).
    pairs: dict[tuple[str, str], Moments] = dataclasses.field(default_factory=dict)

    def difference(self, a: str, b: str) -> Moments:
        """Round two: choice ``a``'s margin minus choice ``b``'s, per deal."""
        if (a, b) in self.pairs:
            return self.pairs[a, b]
        m = self.pairs[b, a]
        return Moments(m.n, -m.total, m.squares)


def team_margin(m: Moments, team: Team) -> Moments:
    """NS − EW margins seen from ``team``'s side."""
    return m if team is Team.NS else Moments(m.n, -m.total, m.squares)


def round_two_verdict(summary: Summary) -> tuple[str, str]:
    """Round two's best choice and verdict: the best is the choice of the highest mean
    margin for the known seat's team (the first of equals, in the auction's order); the
    verdict is that choice when, deal by deal, its margin minus each other choice's has
    a 95% interval wholly above 0 (as ``take_verdict`` reads round one's), else ``no clear
    difference``."""
    known = summary.config.hand
    assert known is not None
    team = known.seat.team
    names = summary.config.scenarios
    best = max(names, key=lambda name: team_margin(summary.stats[name].margin, team).mean)
    bounds = ranges(summary.config.rules).difference()
    clears = all(diff.n > 1 and diff.interval(*bounds)[0] > 0
                 for diff in (summary.difference(best, name) for name in names
                              if name != best))
    return best, best if clears else "no clear difference"
