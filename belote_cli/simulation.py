"""Batch simulation: many deals played by bots, statistics accumulated chunk by chunk.

Deal ``n`` of a run draws all its randomness from ``random.Random(deal_key(base, n))``,
where ``base`` is the run's seed text hashed once (``seed_base``: the first 8 bytes of its
SHA-512, big-endian) and ``deal_key(base, n) = n * 2**67 + base`` (an int seeds the
generator faster than a text, which is hashed each time); with random bots a discovery
deal draws exactly 65 numbers, so 64 such deals share one generator, deal ``n`` taking its
own 65 (``DiscoveryDraws``). The deal is dealt by seat
``n % 4`` (N, E, S, W in turn), so any deal can be replayed alone
(``--start n --deals 1``); the report names it ``seed:n``. Deals are grouped in chunks,
the unit of work of a worker process (or, later, of a cluster); each chunk returns
integer sums that are merged in chunk order, so the result is the same, byte for byte,
whatever the number of processes or the size of the chunks. Nothing per deal is kept in memory.

"Should I take?" (*faut-il prendre ?*): with a ``KnownHand`` the seat's cards and the
retourne are fixed and the rest of the pack is dealt at random around them. Deals where a
seat speaking before this one takes are left out (the question never arises there); each
other deal is played three ways from the same cards: the seat takes the retourne's suit
(``take``), the seat passes in both rounds (``pass``), the seat's bot bids (``bots``).

With ``announcements=on`` every seat declares the best announcements of its eight cards
(bots always announce) and the deal is scored with them; the run counts each kind
(``announcements.LABELS``). With ``variant=coinche`` the deal is dealt 3-2-3 without a
retourne, the bots bid in the coinche auction (``coinche.bot_call``, as in ``belote play``)
and ``coinche.score_coinche`` scores it; the run counts the contract
levels reached, their success, coinches and surcoinches.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import hashlib
import io
import math
import multiprocessing
import os
import random
import signal
from collections.abc import Callable, Generator, Sequence
from itertools import repeat, starmap
from typing import TypeGuard

from .announcements import LABELS, Declaration, by_team, declare_all, declared_points, winner
from .announcements import label as announcement_label
from .bidding import Auction, Deal, deal_order, shuffled_deck
from .bots.base import BidView, Bot, bot_names, find_bot
from .bots.heuristic import HeuristicBot
from .cards import (
    SUITS,
    TOTAL_POINTS,
    card_name,
    card_symbol,
    parse_cards,
    suit_symbol,
)
from .coinche import (
    LEVELS,
    CoincheAuction,
    Contract,
    bot_call,
    deal_hands,
    level_name,
    score_coinche,
)
from .errors import BeloteError, CardError
from .fastplay import belote_seat, discovery_hands, play_bots, play_random
from .fastplay import shuffled_deck as fast_shuffled_deck
from .record import DealRecord, dumps
from .rules import RuleSet
from .scoring import DEDANS, LITIGE, MADE, DealScore, ScoreTable, score_deal, score_table
from .seats import SEATS, TEAMS, Seat, Team, parse_seat

#: Deals per chunk by default: the unit of work of a worker process, and of the merge order.
#: Every deal has its own seed, so the chunk size changes the speed, never the output.
CHUNK_SIZE = 500
#: How many failing deals the tally check names.
MAX_FAILURES = 10
#: Scenarios of "should I take?", in report order.
SCENARIOS: tuple[str, ...] = ("take", "pass", "bots")
Z95 = 1.959963984540054
HIST_BINS = TOTAL_POINTS + 1  # card points 0..162
#: Position of each coinche level (80 … 160, capot) in ``Stats.levels``.
LEVEL_INDEX: dict[int, int] = {level: i for i, level in enumerate(LEVELS)}
#: Position of each announcement label in ``Stats.ann_count``.
LABEL_INDEX: dict[str, int] = {name: i for i, name in enumerate(LABELS)}


# --- configuration --------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True, slots=True)
class KnownHand:
    """What the player knows before bidding: their cards, the retourne, the dealer.

    ``cards`` holds the 5 cards dealt first, or the seat's full 8 cards if it takes
    (then the retourne is one of them).
    """

    seat: Seat
    cards: tuple[int, ...]
    retourne: int
    dealer: Seat


def parse_known_hand(hand: str, retourne: str, dealer: str | None,
                     clockwise: bool = True) -> KnownHand:
    """Read ``--hand S:"V♠ 9♠ A♥ 10♣ 7♦"``, ``--retourne 8♠`` and ``--dealer W``.

    The seat prefix defaults to S. Without a dealer, the seat before the given one deals,
    so the given seat speaks first. Raises ``CardError`` on an unknown or repeated card,
    a wrong number of cards, or a retourne that contradicts the hand.
    """
    seat_text, sep, cards_text = hand.partition(":")
    if not sep:
        seat_text, cards_text = "S", hand
    seat = parse_seat(seat_text)
    cards = parse_cards(cards_text)
    if len(cards) not in (5, 8):
        raise CardError(f"--hand needs 5 cards (or the full 8), found {len(cards)}")
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            raise CardError(f"card {card_symbol(c)} appears twice in --hand")
        seen.add(c)
    ret = parse_cards(retourne)
    if len(ret) != 1:
        raise CardError(f"--retourne needs one card, found {retourne!r}")
    turned = ret[0]
    if len(cards) == 5 and turned in seen:
        raise CardError(f"the retourne {card_symbol(turned)} cannot be in the 5-card hand")
    if len(cards) == 8 and turned not in seen:
        raise CardError(
            f"a full 8-card hand is the taker's: it must hold the retourne {card_symbol(turned)}"
        )
    dealer_seat = parse_seat(dealer) if dealer is not None else seat.previous(clockwise)
    return KnownHand(seat, tuple(cards), turned, dealer_seat)


@dataclasses.dataclass(frozen=True, slots=True)
class SimulationConfig:
    """One simulation run: which deals, which bots, which rules, what to write out."""

    deals: int
    seed: str
    bots: tuple[str, str, str, str]  # bot name by seat N E S W
    rules: RuleSet = RuleSet()
    discovery: bool = False
    start: int = 0  # number of the first deal
    hand: KnownHand | None = None
    csv: bool = False
    record: bool = False
    fast: bool = True  # use the fast trick loop when every seat is the random bot
    chunk_size: int = CHUNK_SIZE

    @property
    def all_random(self) -> bool:
        """True when every seat plays uniformly at random (the fast path applies)."""
        return self.fast and all(b == "random" for b in self.bots)

    @property
    def chunks(self) -> int:
        """How many chunks the run is cut into."""
        return (self.deals + self.chunk_size - 1) // self.chunk_size

    def deal_seed(self, number: int) -> str:
        """The name of deal ``number`` (``seed:number``): replay it with
        ``--start number --deals 1``."""
        return f"{self.seed}:{number}"


def seed_base(seed: str) -> int:
    """The run's seed text as a 64-bit int: the first 8 bytes of its SHA-512, big-endian."""
    return int.from_bytes(hashlib.sha512(seed.encode("utf-8")).digest()[:8], "big")


#: Streams of a deal's generator: the deal itself, then, with a known hand, the opening
#: bids and the three scenarios (``SCENARIOS``).
STREAMS: dict[str, int] = {"deal": 0, "bids": 1, **{s: 2 + i for i, s in enumerate(SCENARIOS)},
                           "block": 7}
#: Numbers a discovery deal draws when every seat plays at random (``fastplay``): 32 keys
#: to shuffle the pack, the trump, one for each card played.
DISCOVERY_DRAWS = 65
#: Random discovery deals sharing one generator (``DiscoveryDraws``).
BLOCK = 64


def deal_key(base: int, number: int, stream: int = 0) -> int:
    """The int seeding stream ``stream`` (0–7) of deal ``number`` of the run ``base``
    (``seed_base``): ``number * 2**67 + stream * 2**64 + base``, one int per
    (seed, deal, stream)."""
    return (number << 67) | (stream << 64) | base


def check_config(config: SimulationConfig) -> None:
    """Raise ``BeloteError`` for a configuration that cannot be simulated."""
    if config.deals < 1:
        raise BeloteError("--deals must be at least 1")
    if config.start < 0:
        raise BeloteError("--start must be 0 or more")
    known = bot_names()
    for name in config.bots:
        if name not in known:
            raise BeloteError(f"unknown bot {name!r} (known bots: {', '.join(known)})")
    rules = config.rules
    if config.discovery and (rules.variant != "classic" or rules.announcements != "off"):
        raise BeloteError("--discovery plays the seed page's deal: no coinche, no "
                          "announcements (drop --discovery or the rule)")
    if config.hand is not None and rules.variant == "coinche":
        raise BeloteError("--hand asks whether to take the retourne: there is none in coinche "
                          "(variant=coinche)")
    if config.hand is not None and config.discovery:
        raise BeloteError("--hand and --discovery do not go together (the discovery deal "
                          "has no bidding)")


# --- accumulated statistics ------------------------------------------------------------------

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

    def interval(self, z: float = Z95) -> tuple[float, float]:
        """Confidence interval of the mean (normal approximation; 95% by default)."""
        half = z * self.sd / math.sqrt(self.n) if self.n else 0.0
        return self.mean - half, self.mean + half


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson confidence interval of a rate ``k / n`` (95% by default; ``(0, 1)`` if n = 0)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclasses.dataclass(slots=True)
class Stats:
    """Everything the report needs, as integer counts and sums over the deals seen.

    ``points`` are card points of played deals (dix de der included); ``score`` is each
    team's deal score over all deals, void deals counting 0; ``margin`` is NS's score minus
    EW's. ``taker_points`` counts deals by the taking team's card points (NS's with no
    taker, as in the discovery deal).

    Announcements (``announcements=on``), over played deals: ``ann_deals[i]`` deals where
    at least one ``LABELS[i]`` was announced, ``ann_count[i]`` how many were (and
    ``ann_count_sq[i]`` the sum of their squares, deal by deal); ``ann_hands``
    hands (four a deal) holding at least one announcement; ``ann_best[team]`` deals where
    the team held the single best announcement, ``ann_equal`` deals where the two best were
    equal (nobody scores); ``ann_scored[team]`` deals where announcement points reached the
    team's score (after the contract's fate), ``ann_points``/``ann_squares`` their sums.

    Coinche (``variant=coinche``): ``levels[i]`` contracts at ``LEVELS[i]`` (80 … 160,
    capot) and ``levels_made[i]`` those made; ``coinched``/``surcoinched`` contracts ×2 and
    ×4, and ``coinched_made``/``surcoinched_made`` those the takers made.
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
    belote: int = 0  # played deals where one seat held king and queen of trump
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
        ok = score.tally.ok
        self.add_played(score, ok, deal.taker, deal.belote_holder)
        if not ok:
            self.fail(deal.seed)
        if deal.declared:
            self._add_announcements(deal, score)
        if deal.contract is not None:
            self._add_contract(deal.contract, score.result == MADE)

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
        if taker is None:
            self.taker_points[ns] += 1
            return
        team = taker & 1
        self.takes[team] += 1
        self.taker_points[ew if team else ns] += 1
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
        self.ann_hands += seats.bit_count()
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
        for i, k in enumerate(other.taker_points):
            self.taker_points[i] += k
        for i in range(len(LABELS)):
            self.ann_deals[i] += other.ann_deals[i]
            self.ann_count[i] += other.ann_count[i]
            self.ann_count_sq[i] += other.ann_count_sq[i]
        self.ann_any += other.ann_any
        self.ann_hands += other.ann_hands
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


# --- one deal ------------------------------------------------------------------------------

@dataclasses.dataclass(slots=True)
class DealResult:
    """One simulated deal, as much as the statistics, the CSV and the record need."""

    number: int
    seed: str
    dealer: Seat | None
    retourne: int | None
    taker: Seat | None
    trump: int | None
    leader: Seat
    score: DealScore | None  # None for a void deal
    belote_holder: Seat | None
    tricks: list[tuple[int, ...]] | None = None
    contract: Contract | None = None  # coinche: the contract played
    declared: tuple[Declaration, ...] = ()  # announcements=on: what every seat announced

    def to_record(self, rules: RuleSet) -> DealRecord:
        """The deal in the deal-file model (played deals only)."""
        assert self.trump is not None and self.tricks is not None
        belote: tuple[Seat, ...] = ()
        if self.belote_holder is not None and self.taker is not None:
            belote = (self.belote_holder,)
        return DealRecord(trump=self.trump, taker=self.taker, dealer=self.dealer,
                          leader=self.leader, rules=rules, belote=belote,
                          tricks=list(self.tricks), announcements=self.declared,
                          contract=self.contract)


def _score(table: ScoreTable, trump: int, ns: int, ew: int, ns_tricks: int, last: int,
           taker: Seat | None, belote: int | None,
           announcements: tuple[int, int] = (0, 0)) -> DealScore:
    # The deal's score: looked up in the run's table of scores, but for announcements.
    capot = 0 if ns_tricks == 8 else 1 if ns_tricks == 0 else -1
    if announcements != (0, 0):
        return score_deal(trump, (ns, ew), TEAMS[last], taker, table.rules,
                          None if belote is None else TEAMS[belote],
                          None if capot < 0 else TEAMS[capot], announcements=announcements)
    key = (trump, ns, ew, last, -1 if taker is None else taker,
           -1 if belote is None else belote, capot)
    found = table.scores.get(key)
    return (found if found is not None else table.score(key))[0]


def announce(hands: Sequence[int], trump: int,
             rules: RuleSet) -> tuple[tuple[Declaration, ...], tuple[int, int]]:
    """With ``announcements=on``: what every seat announces (bots announce their best split,
    ``announcements.declare_all``) and what each team's announcements are worth if the
    contract is made (``declared_points``). Nothing otherwise."""
    if rules.announcements != "on":
        return (), (0, 0)
    declared = tuple(declare_all(hands, trump))
    return declared, declared_points(declared, trump) if declared else (0, 0)


def _bidders_choice(auction: Auction, rnd: Callable[[], float]) -> int | None:
    # The random bot's bid: pass or any allowed suit, each equally likely.
    allowed = auction.allowed_suits()
    k = int(rnd() * (len(allowed) + 1))
    return None if k == 0 else allowed[k - 1]


def _ask(auction: Auction, deal: Deal, rules: RuleSet, bots: Sequence[Bot] | None,
         rnd: Callable[[], float]) -> int | None:
    # The bid of the seat to bid: its bot's, or the random bot's choice (fast path).
    if bots is None:
        return _bidders_choice(auction, rnd)
    seat = auction.to_bid
    view = BidView(seat, deal.hands[seat], deal.retourne, deal.dealer, auction.round,
                   tuple((b.seat, b.suit) for b in auction.bids),
                   tuple(auction.allowed_suits()), rules)
    return bots[seat].bid(view)


def _all_heuristic(bots: Sequence[Bot] | None) -> TypeGuard[Sequence[HeuristicBot]]:
    return bots is not None and all(type(bot) is HeuristicBot for bot in bots)


def _heuristic_taking(deal: Deal, order: Sequence[Seat], bots: Sequence[HeuristicBot]
                      ) -> tuple[Seat | None, int | None]:
    # The taking of four heuristic bots: what ``Auction`` records from their ``bid``, with
    # the bids asked straight from the ints (the same rounds, order and allowed suits).
    bit = 1 << deal.retourne
    suit = deal.retourne >> 3
    hands = deal.hands
    allowed: tuple[int, ...] = (suit,)
    for round in (1, 2):
        for seat in order:
            choice = bots[seat].choose_bid(hands[seat] | bit, round, allowed)
            if choice is not None:
                return seat, choice
        allowed = tuple(s for s in SUITS if s != suit)
    return None, None


def opening_passes(deal: Deal, rules: RuleSet, bots: Sequence[Bot] | None,
                   rnd: Callable[[], float], seat: Seat) -> bool:
    """True when every seat speaking before ``seat`` in round one passes (so ``seat`` gets
    to decide whether to take)."""
    auction = Auction(deal.dealer, deal.retourne, rules.clockwise)
    while auction.to_bid != seat:
        if _ask(auction, deal, rules, bots, rnd) is not None:
            return False
        auction.bid(None)
    return True


def play_classic(
    deal: Deal,
    rules: RuleSet,
    bots: Sequence[Bot] | None,
    rnd: Callable[[], float],
    number: int = 0,
    seed: str = "",
    force: tuple[Seat, str] | None = None,
    keep_tricks: bool = False,
    passes: int = 0,
    table: ScoreTable | None = None,
) -> DealResult:
    """Bid and play one classic deal from ``deal``; ``bots`` None: everyone at random (fast).

    ``passes``: the first bids, already known to be passes. ``force``: ``(seat, "take")``
    makes that seat take the retourne's suit (the seats before it passing),
    ``(seat, "pass")`` makes it pass in both rounds. ``table``: the run's scores
    (``score_table(rules)`` by default).
    """
    clockwise = rules.clockwise
    dealer = deal.dealer
    auction = Auction(dealer, deal.retourne, clockwise)
    for _ in range(passes):
        auction.bid(None)
    if force is not None and force[1] == "take":
        while auction.to_bid != force[0]:
            auction.bid(None)
        auction.bid(deal.retourne >> 3)
    if force is None and not passes and _all_heuristic(bots):
        taker, trump = _heuristic_taking(deal, auction.order, bots)
    else:
        while not auction.is_over:
            if force is not None and auction.to_bid == force[0]:
                auction.bid(None)
            else:
                auction.bid(_ask(auction, deal, rules, bots, rnd))
        taker, trump = auction.taker, auction.trump
    leader = dealer.next(clockwise)
    if taker is None or trump is None:
        return DealResult(number, seed, dealer, deal.retourne, None, None, leader, None, None)
    hands = deal.complete(taker)
    holder = belote_seat(hands, trump)
    tricks: list[tuple[int, ...]] | None = [] if keep_tricks else None
    if bots is None:
        ns, ew, ns_tricks, last = play_random(
            hands, trump, leader, clockwise, rules.undertrump == "required", rnd, tricks)
    else:
        ns, ew, ns_tricks, last = play_bots(hands, trump, leader, rules, bots, taker, dealer,
                                            deal.retourne, tricks)
    # Bots always declare belote-rebelote: with either rule, the holder's team scores it.
    declared, announced = announce(hands, trump, rules)
    score = _score(table if table is not None else score_table(rules), trump, ns, ew,
                   ns_tricks, last & 1, taker, None if holder is None else holder & 1,
                   announced)
    return DealResult(number, seed, dealer, deal.retourne, taker, trump, leader, score,
                      None if holder is None else Seat(holder), tricks, None, declared)


def play_coinche_deal(rules: RuleSet, bots: Sequence[Bot] | None, rng: random.Random,
                      number: int = 0, seed: str = "",
                      keep_tricks: bool = False) -> DealResult:
    """One coinche deal (*belote coinchée*): dealt 3-2-3 by seat ``number % 4`` from a deck
    shuffled by ``rng``, the coinche auction, the play from the seat after the dealer, and
    ``coinche.score_coinche``. ``bots`` None: everyone at random (the fast trick loop)."""
    clockwise = rules.clockwise
    dealer = SEATS[number % 4]
    if bots is None:
        hands = deal_hands(fast_shuffled_deck(rng.random), dealer, clockwise)
    else:
        hands = deal_hands(shuffled_deck(rng), dealer, clockwise)
    auction = CoincheAuction(dealer, clockwise)
    while not auction.is_over:
        seat = auction.to_bid
        auction.call(bot_call(None if bots is None else bots[seat], hands[seat], auction, rng))
    contract = auction.contract
    leader = dealer.next(clockwise)
    if contract is None:
        return DealResult(number, seed, dealer, None, None, None, leader, None, None)
    trump = contract.suit
    holder = belote_seat(hands, trump)
    tricks: list[tuple[int, ...]] | None = [] if keep_tricks else None
    if bots is None:
        ns, ew, ns_tricks, last = play_random(
            hands, trump, leader, clockwise, rules.undertrump == "required", rng.random, tricks)
    else:
        ns, ew, ns_tricks, last = play_bots(hands, trump, leader, rules, bots, contract.taker,
                                            dealer, None, tricks)
    belote = None if holder is None else Team(holder & 1)
    declared, announced = announce(hands, trump, rules)
    capot = Team.NS if ns_tricks == 8 else Team.EW if ns_tricks == 0 else None
    score = score_coinche(contract, (ns, ew), Team(last & 1), rules, belote, capot,
                          announcements=announced)
    return DealResult(number, seed, dealer, None, contract.taker, trump, leader, score,
                      None if holder is None else Seat(holder), tricks, contract, declared)


def play_discovery_deal(rules: RuleSet, bots: Sequence[Bot] | None, rng: random.Random,
                        number: int = 0, seed: str = "", keep_tricks: bool = False,
                        table: ScoreTable | None = None,
                        rnd: Callable[[], float] | None = None) -> DealResult:
    """The discovery deal: random trump, no bidding, S leads, each team keeps its points.
    ``table``: the run's scores (``score_table(rules)`` by default); ``rnd``: the numbers
    drawn when ``bots`` is None (``rng.random`` by default, ``DiscoveryDraws`` in a run)."""
    tricks: list[tuple[int, ...]] | None = [] if keep_tricks else None
    if bots is None:
        trump, hands, (ns, ew, ns_tricks, last) = _random_discovery(
            rng.random if rnd is None else rnd, rules.clockwise,
            rules.undertrump == "required", tricks)
    else:
        # As ``game.play_discovery`` draws them: the same deal for the same seed.
        deck = shuffled_deck(rng)
        trump = rng.choice(SUITS)
        hands = discovery_hands(deck)
        ns, ew, ns_tricks, last = play_bots(hands, trump, Seat.S, rules, bots, tricks=tricks)
    score = _score(table if table is not None else score_table(rules), trump, ns, ew,
                   ns_tricks, last & 1, None, None)
    holder = belote_seat(hands, trump)
    return DealResult(number, seed, None, None, None, trump, Seat.S, score,
                      None if holder is None else Seat(holder), tricks)


def _random_discovery(rnd: Callable[[], float], clockwise: bool, undertrump: bool,
                      tricks: list[tuple[int, ...]] | None = None,
                      ) -> tuple[int, list[int], tuple[int, int, int, int]]:
    # The discovery deal at random: trump, hands, and ``play_random``'s outcome.
    deck = fast_shuffled_deck(rnd)
    trump = int(rnd() * 4)
    hands = discovery_hands(deck)
    return trump, hands, play_random(hands, trump, _SOUTH, clockwise, undertrump, rnd, tricks)


_SOUTH = Seat.S


class DiscoveryDraws:
    """The numbers of a run's random discovery deals: ``DISCOVERY_DRAWS`` (65) a deal, drawn
    from one generator per ``BLOCK`` (64) deals, since seeding a generator costs more than
    drawing 65 numbers. Deal ``n`` gets numbers ``65 * (n % 64)`` to ``65 * (n % 64) + 64``
    of ``random.Random(deal_key(base, n // 64, STREAMS["block"]))``: they depend on the seed
    and ``n`` only, so the deal replays alone. A deal that asked for a 66th number would
    stop with an error, never borrow its neighbour's."""

    __slots__ = ("base", "block", "following", "rng")

    def __init__(self, base: int) -> None:
        self.base = base
        self.rng = random.Random()
        self.block = -1
        self.following = -1  # the deal whose numbers come next in the current block

    def draws(self, number: int) -> Callable[[], float]:
        """Deal ``number``'s 65 numbers, one per call."""
        rnd = self.rng.random
        if number != self.following:
            # Not the next deal of the block being drawn: seed its block, unless the
            # deal comes later in that block, and skip the numbers of the deals before.
            block = number // BLOCK
            if block != self.block or number < self.following or self.following < 0:
                self.rng.seed(deal_key(self.base, block, STREAMS["block"]))
                self.block = block
                self.following = block * BLOCK
            for _ in range(DISCOVERY_DRAWS * (number - self.following)):
                rnd()
        # -1 after a block's last deal: the next one starts a new generator.
        self.following = number + 1 if (number + 1) % BLOCK else -1
        return iter(list(starmap(rnd, repeat((), DISCOVERY_DRAWS)))).__next__


def _discovery_chunk(config: SimulationConfig, first: int, last: int, base: int,
                     stats: Stats) -> None:
    # Deals ``first`` to ``last`` of a discovery run, every seat random, nothing written
    # out: ``play_discovery_deal`` and ``Stats.add`` without the ``DealResult`` between
    # them (the same deals, the same counts).
    rules = config.rules
    clockwise = rules.clockwise
    undertrump = rules.undertrump == "required"
    table = score_table(rules)
    scores = table.scores
    draws = DiscoveryDraws(base).draws
    add = stats.add_played
    for number in range(first, last):
        trump, hands, (ns, ew, ns_tricks, winner) = _random_discovery(draws(number), clockwise,
                                                                       undertrump)
        key = (trump, ns, ew, winner & 1, -1, -1,
               0 if ns_tricks == 8 else 1 if ns_tricks == 0 else -1)
        found = scores.get(key) or table.score(key)
        add(found[0], found[1], None, belote_seat(hands, trump))
        if not found[1]:
            stats.fail(config.deal_seed(number))


def known_deck(known: KnownHand, rnd: Callable[[], float], clockwise: bool = True) -> list[int]:
    """A deck in dealing order that gives ``known.seat`` its known cards and turns the
    retourne; every other card is placed uniformly at random.

    With 8 known cards, 5 of the 7 besides the retourne (chosen at random) are dealt first
    and the other 2 lie where the seat would draw them after taking.
    """
    k = deal_order(known.dealer, clockwise).index(known.seat)
    first = [3 * k, 3 * k + 1, 3 * k + 2, 12 + 2 * k, 13 + 2 * k]
    deck: list[int | None] = [None] * 32
    deck[20] = known.retourne
    own = [c for c in known.cards if c != known.retourne]
    positions = first if len(own) == 5 else first + [21 + 3 * k, 22 + 3 * k]
    # Which known card goes where among the seat's positions, at random.
    for i in range(len(own) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        own[i], own[j] = own[j], own[i]
    for pos, c in zip(positions, own, strict=True):
        deck[pos] = c
    taken = set(own) | {known.retourne}
    rest = [c for c in fast_shuffled_deck(rnd) if c not in taken]
    it = iter(rest)
    return [c if c is not None else next(it) for c in deck]


# --- chunks ----------------------------------------------------------------------------------

@dataclasses.dataclass(slots=True)
class ChunkResult:
    """What one chunk sends back: statistics by scenario, and its CSV rows / record text."""

    index: int
    stats: dict[str, Stats]
    pair: Moments  # with a known hand: per deal, take's margin minus pass's (seat's side)
    csv: str = ""
    record: list[tuple[bool, str]] = dataclasses.field(default_factory=list)
    skipped: int = 0  # with a known hand: deals where a seat before it took


CSV_FIELDS: tuple[str, ...] = (
    "deal", "seed", "scenario", "dealer", "retourne", "taker", "trump", "result",
    "points_ns", "points_ew", "score_ns", "score_ew", "belote", "capot", "tally",
)
#: Columns added with ``variant=coinche``: the contract (``110 H N coinche``), its level
#: (``80`` … ``160``, ``capot``) and multiplier (1, 2 coinched, 4 surcoinched).
CSV_COINCHE_FIELDS: tuple[str, ...] = ("contract", "level", "multiplier")
#: Columns added with ``announcements=on``: every announcement (``N tierce AH; E carré J``)
#: and the announcement points in each team's score.
CSV_ANNOUNCE_FIELDS: tuple[str, ...] = ("announcements", "announce_ns", "announce_ew")


def csv_fields(rules: RuleSet) -> tuple[str, ...]:
    """The CSV header for a run under ``rules``: ``CSV_FIELDS``, then the coinche and
    announcement columns when those rules are on."""
    fields = CSV_FIELDS
    if rules.variant == "coinche":
        fields += CSV_COINCHE_FIELDS
    if rules.announcements == "on":
        fields += CSV_ANNOUNCE_FIELDS
    return fields


def csv_row(deal: DealResult, scenario: str, rules: RuleSet | None = None) -> list[str]:
    """The CSV row of one deal (``csv_fields(rules)``); a void deal has result ``void``."""
    rules = rules if rules is not None else RuleSet()
    score = deal.score

    def seat(s: Seat | None) -> str:
        return "" if s is None else s.name

    extra: list[str] = []
    if rules.variant == "coinche":
        c = deal.contract
        extra += ["", "", ""] if c is None else [c.notation(), level_name(c.level),
                                                 str(c.multiplier)]
    if rules.announcements == "on":
        announced = "; ".join(f"{d.seat.name} {d.announcement.notation()}"
                              for d in deal.declared)
        points = (0, 0) if score is None else score.announcements
        extra += [announced, str(points[0]), str(points[1])]
    if score is None:
        return [str(deal.number), deal.seed, scenario, seat(deal.dealer),
                "" if deal.retourne is None else card_name(deal.retourne),
                "", "", "void", "", "", "0", "0", "", "", "", *extra]
    trump = "" if deal.trump is None else "SHDC"[deal.trump]
    return [
        str(deal.number), deal.seed, scenario, seat(deal.dealer),
        "" if deal.retourne is None else card_name(deal.retourne),
        seat(deal.taker), trump, score.result,
        str(score.points[0]), str(score.points[1]), str(score.score[0]), str(score.score[1]),
        "" if score.belote is None else score.belote.name,
        "" if score.capot is None else score.capot.name,
        "ok" if score.tally.ok else "fail",
        *extra,
    ]


def _record_block(deal: DealResult, rules: RuleSet, scenario: str) -> tuple[bool, str]:
    # A played deal in the deal-file format, under a comment naming its seed; a void deal
    # is only a comment (the format has no void deal).
    head = f"# deal {deal.number} seed {deal.seed}"
    if scenario != "all":
        head += f" ({scenario})"
    if deal.score is None:
        return False, head + ": void, everybody passed\n"
    return True, head + "\n" + dumps(deal.to_record(rules))


def _bots_for(config: SimulationConfig, rng: random.Random, fast: bool) -> list[Bot] | None:
    # New bots for every deal, drawing from the deal's generator: a deal never depends on
    # what a bot remembers from the deal before, so it replays alone.
    if fast:
        return None
    return [find_bot(name, rng) for name in config.bots]


def run_chunk(config: SimulationConfig, index: int) -> ChunkResult:
    """Play chunk ``index`` of the run (deals ``start + index * chunk_size`` onwards)."""
    first = config.start + index * config.chunk_size
    last = min(config.start + config.deals, first + config.chunk_size)
    rules = config.rules
    rng = random.Random()
    rnd = rng.random
    keep = config.record
    scenarios = SCENARIOS if config.hand is not None else ("all",)
    stats = {s: Stats() for s in scenarios}
    pair = Moments()
    csv_out = io.StringIO() if config.csv else None
    writer = csv.writer(csv_out, lineterminator="\n") if csv_out is not None else None
    records: list[tuple[bool, str]] = []
    known = config.hand
    fast = config.all_random
    skipped = 0
    base = seed_base(config.seed)
    table = score_table(rules)
    if fast and config.discovery and known is None and writer is None and not keep:
        _discovery_chunk(config, first, last, base, stats["all"])
        return ChunkResult(index, stats, pair)
    discovery_draws = DiscoveryDraws(base) if fast and config.discovery else None
    for number in range(first, last):
        seed = config.deal_seed(number)
        rng.seed((number << 67) | base)  # deal_key(base, number)
        results: list[tuple[str, DealResult]] = []
        if known is not None:
            deal = Deal.from_deck(known_deck(known, rnd, rules.clockwise), known.dealer,
                                  rules.clockwise)
            # The question only arises when the seats before this one passed: deals where
            # one of them takes are left out of all three scenarios.
            before = deal_order(known.dealer, rules.clockwise).index(known.seat)
            if before:
                rng.seed(deal_key(base, number, STREAMS["bids"]))
                if not opening_passes(deal, rules, _bots_for(config, rng, fast), rnd,
                                      known.seat):
                    skipped += 1
                    continue
            for scenario in SCENARIOS:
                rng.seed(deal_key(base, number, STREAMS[scenario]))
                bots = _bots_for(config, rng, fast)
                force = None if scenario == "bots" else (known.seat, scenario)
                results.append((scenario, play_classic(
                    deal, rules, bots, rnd, number, seed, force, keep, before, table)))
            margins = []
            for _, res in results[:2]:
                m = 0 if res.score is None else res.score.score[0] - res.score.score[1]
                margins.append(m if known.seat.team is Team.NS else -m)
            pair.add(margins[0] - margins[1])
        elif config.discovery:
            bots = _bots_for(config, rng, fast)
            results.append(("all", play_discovery_deal(
                rules, bots, rng, number, seed, keep, table,
                None if discovery_draws is None else discovery_draws.draws(number))))
        elif rules.variant == "coinche":
            bots = _bots_for(config, rng, fast)
            results.append(("all", play_coinche_deal(rules, bots, rng, number, seed, keep)))
        else:
            bots = _bots_for(config, rng, fast)
            dealer = SEATS[number % 4]
            deal = Deal.from_deck(fast_shuffled_deck(rnd), dealer, rules.clockwise)
            results.append(("all", play_classic(deal, rules, bots, rnd, number, seed,
                                                None, keep, 0, table)))
        for scenario, res in results:
            stats[scenario].add(res)
            if writer is not None:
                writer.writerow(csv_row(res, scenario, rules))
            if keep:
                records.append(_record_block(res, rules, scenario))
    return ChunkResult(index, stats, pair, csv_out.getvalue() if csv_out is not None else "",
                       records, skipped)


def chunk_size_for(deals: int, jobs: int) -> int:
    """A chunk size giving each worker about eight chunks (a smooth progress bar, an even
    share at the end), within 100–4000 deals (each chunk costs the parent a little)."""
    per_chunk = -(-deals // (max(jobs, 1) * 8))
    return max(100, min(4000, per_chunk))


def default_jobs() -> int:
    """All the cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def chunk_results(config: SimulationConfig, jobs: int) -> Generator[ChunkResult, None, None]:
    """Every chunk's result, in chunk order, computed by ``jobs`` worker processes."""
    n = config.chunks
    jobs = max(1, min(jobs, n))
    if jobs == 1:
        for i in range(n):
            yield run_chunk(config, i)
        return
    # Ctrl-C or SIGTERM while the pool is being built would stop the run with the pool
    # half made and nobody to stop it (its thread starting new workers as the old ones
    # end, the exit then waits for ever): they wait until the pool is built and inside
    # the ``try`` whose ``finally`` stops it.
    unblock = _block_stop_signals()
    try:
        pool = multiprocessing.get_context().Pool(jobs, initializer=_worker_signals)
        try:
            unblock()
            yield from pool.imap(_ChunkRunner(config), range(n))
            # Every chunk is in: the workers are told to finish and are waited for.
            # Stopping them with terminate() here (as ``with Pool()`` does) hung about one
            # run in fifty: a worker waiting for a task on the queue's lock could be left
            # running.
            pool.close()
            pool.join()
        finally:
            pool.terminate()  # after an error or Ctrl-C; nothing left to stop otherwise
    finally:
        unblock()


_STOP_SIGNALS = {signal.SIGINT, signal.SIGTERM}


def _block_stop_signals() -> Callable[[], None]:
    # Hold Ctrl-C and SIGTERM back until the returned function is called (signals that
    # came meanwhile are then handled).
    if not hasattr(signal, "pthread_sigmask"):  # pragma: no cover - not on POSIX
        return lambda: None
    old = signal.pthread_sigmask(signal.SIG_BLOCK, _STOP_SIGNALS)

    def unblock() -> None:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)

    return unblock


def _worker_signals() -> None:
    # Ctrl-C reaches every process of the terminal's group: the workers leave it to the
    # parent, which stops them, instead of each printing a traceback. SIGTERM, which the
    # parent sends them to stop them, ends them at once, whatever handler they inherited.
    # Both were held back in the parent while it started the workers, which inherit that.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP_SIGNALS)


class _ChunkRunner:
    # A picklable ``run_chunk`` bound to its configuration, for the worker processes.
    def __init__(self, config: SimulationConfig) -> None:
        self.config = config

    def __call__(self, index: int) -> ChunkResult:
        return run_chunk(self.config, index)


@dataclasses.dataclass(slots=True)
class Summary:
    """The merged statistics of a run."""

    config: SimulationConfig
    stats: dict[str, Stats]
    pair: Moments
    skipped: int = 0  # with a known hand: deals where a seat before it took


def simulate(config: SimulationConfig, jobs: int = 1,
             on_chunk: Callable[[ChunkResult], None] | None = None) -> Summary:
    """Run the whole simulation; ``on_chunk`` sees each chunk's result in order (for the
    CSV and record writers and the progress bar)."""
    check_config(config)
    if config.chunk_size < 1:
        raise BeloteError("the chunk size must be at least 1")
    stats: dict[str, Stats] = {}
    pair = Moments()
    skipped = 0
    # Closed on the way out, even when ``on_chunk`` raises (a full disk, Ctrl-C, SIGTERM),
    # so that the worker processes are stopped then, whenever the generator is collected.
    with contextlib.closing(chunk_results(config, jobs)) as results:
        for result in results:
            for name, s in result.stats.items():
                stats.setdefault(name, Stats()).merge(s)
            pair.merge(result.pair)
            skipped += result.skipped
            if on_chunk is not None:
                on_chunk(result)
    return Summary(config, stats, pair, skipped)


def default_bot() -> str:
    """The bot used when none is named: the heuristic bot when there is one."""
    return "heuristic" if "heuristic" in bot_names() else "random"



# --- the report -----------------------------------------------------------------------------

def _pct(x: float) -> str:
    return f"{100 * x:.2f}%"


def _rate_line(label: str, k: int, n: int, width: int = 30) -> str:
    lo, hi = wilson(k, n)
    rate = k / n if n else 0.0
    return f"{label:<{width}}{k:>9}  {_pct(rate):>7}  [{_pct(lo)}, {_pct(hi)}]"


def _mean_line(label: str, m: Moments, width: int = 30) -> str:
    lo, hi = m.interval()
    return f"{label:<{width}}{m.mean:>9.2f}  [{lo:.2f}, {hi:.2f}]  sd {m.sd:.2f}"


def histogram(counts: Sequence[int], width: int = 40, step: int = 10) -> list[str]:
    """A terminal histogram of card points 0–162 in bins of ``step`` points."""
    bins: list[tuple[str, int]] = []
    for lo in range(0, len(counts), step):
        hi = min(lo + step, len(counts)) - 1
        if hi == len(counts) - 2 and len(counts) - lo <= step + 3:
            hi = len(counts) - 1  # the last bin takes 160–162
        bins.append((f"{lo}-{hi}", sum(counts[lo:hi + 1])))
        if hi == len(counts) - 1:
            break
    total = sum(k for _, k in bins) or 1
    top = max(k for _, k in bins) or 1
    eighths = " ▏▎▍▌▋▊▉"
    lines = []
    for label, k in bins:
        units = k * width * 8 // top
        bar = "█" * (units // 8) + (eighths[units % 8] if units % 8 else "")
        lines.append(f"  {label:>7} {bar:<{width + 1}}{k:>9}  {100 * k / total:5.1f}%")
    return lines


def _mode(config: SimulationConfig) -> str:
    # The kind of deal the run plays: discovery, classic or coinche.
    if config.discovery:
        return "discovery"
    return "coinche" if config.rules.variant == "coinche" else "classic"


def _header(config: SimulationConfig) -> list[str]:
    kind = _mode(config)
    first = f"{config.deals} {kind} deals, seed {config.seed}"
    if config.start:
        first += f", from deal {config.start}"
    bots = ", ".join(f"{seat.name} {name}" for seat, name in zip(SEATS, config.bots,
                                                                  strict=True))
    rules = " ".join(config.rules.options()) or "default"
    return [first, f"bots: {bots}", f"rules: {rules}"]


def _tally_line(s: Stats, config: SimulationConfig) -> list[str]:
    mark = "✓" if s.tally_ok == s.played else "✗"
    lines = [f"{s.tally_ok}/{s.played} deals tally 162 {mark}"]
    for seed in s.failures:
        number = seed.rsplit(":", 1)[-1]
        lines.append(f"  fails: deal {number} (seed {seed}); replay with "
                     f"--seed {config.seed} --start {number} --deals 1")
    return lines


def _by_team_text(s: Stats) -> list[str]:
    out = []
    for team in (Team.NS, Team.EW):
        n = s.takes[team]
        made, dedans, litige, capot = s.by_team[team]
        out.append(f"when {team.name} takes, of {n} deals:")
        out.append(_rate_line("  made", made, n))
        out.append(_rate_line("  dedans", dedans, n))
        out.append(_rate_line("  litige", litige, n))
        out.append(_rate_line("  capot", capot, n))
    return out


def _deal_stats_text(s: Stats, discovery: bool, teams_differ: bool = False) -> list[str]:
    out: list[str] = []
    w = 30
    out.append(f"{'':<{w}}{'deals':>9}  {'rate':>7}  95% interval")
    if not discovery:
        out.append(_rate_line("void deals (all passed)", s.void, s.deals))
        out.append(_rate_line("NS takes", s.takes[0], s.deals))
        out.append(_rate_line("EW takes", s.takes[1], s.deals))
        out.append(f"taker, of {s.taken} deals taken:")
        out.append(_rate_line("  made", s.made, s.taken))
        out.append(_rate_line("  dedans", s.dedans, s.taken))
        out.append(_rate_line("  litige", s.litige, s.taken))
        out.append(_rate_line("  capot (takers win all 8)", s.capot, s.taken))
        out.append(_rate_line("  capot against the takers", s.capot_defence, s.taken))
        if teams_differ:
            out.extend(_by_team_text(s))
    out.append(_rate_line("belote-rebelote held", s.belote, s.played))
    if not discovery:
        out.append(_rate_line("  by the takers", s.belote_takers, s.taken))
    out.append("")
    out.append(f"{'':<{w}}{'mean':>9}  95% interval")
    out.append(_mean_line("card points NS", s.points[0]))
    out.append(_mean_line("card points EW", s.points[1]))
    if not discovery:
        out.append(_mean_line("deal score NS (void = 0)", s.score[0]))
        out.append(_mean_line("deal score EW (void = 0)", s.score[1]))
    out.append("")
    if discovery:
        out.append(f"NS card points ({s.played} deals)")
    else:
        out.append(f"taker's card points ({s.taken} deals)")
    out.extend(histogram(s.taker_points))
    return out


def _coinche_text(s: Stats, teams_differ: bool = False) -> list[str]:
    # The coinche report: voids, takes, the contracts' fate, levels, coinches, means.
    out: list[str] = []
    w = 30
    out.append(f"{'':<{w}}{'deals':>9}  {'rate':>7}  95% interval")
    out.append(_rate_line("void deals (four passes)", s.void, s.deals))
    out.append(_rate_line("NS takes", s.takes[0], s.deals))
    out.append(_rate_line("EW takes", s.takes[1], s.deals))
    out.append(f"contracts, of {s.taken} played:")
    out.append(_rate_line("  made", s.made, s.taken))
    out.append(_rate_line("  failed", s.dedans, s.taken))
    out.append(_rate_line("  coinched", s.coinched, s.taken))
    out.append(_rate_line("    made when coinched", s.coinched_made, s.coinched))
    out.append(_rate_line("  surcoinched", s.surcoinched, s.taken))
    out.append(_rate_line("    made when surcoinched", s.surcoinched_made, s.surcoinched))
    out.append(_rate_line("  capot (takers win all 8)", s.capot, s.taken))
    out.append(_rate_line("  capot against the takers", s.capot_defence, s.taken))
    if teams_differ:
        for team in (Team.NS, Team.EW):
            n = s.takes[team]
            made, dedans, _, capot = s.by_team[team]
            out.append(f"when {team.name} takes, of {n} contracts:")
            out.append(_rate_line("  made", made, n))
            out.append(_rate_line("  failed", dedans, n))
            out.append(_rate_line("  capot", capot, n))
    out.append(_rate_line("belote-rebelote held", s.belote, s.played))
    out.append(_rate_line("  by the takers", s.belote_takers, s.taken))
    out.append("")
    out.append(f"{'contract':<10}{'contracts':>10}  {'share':>7}  {'made':>9}  {'rate':>7}  "
               "95% interval")
    for level, k, made in zip(LEVELS, s.levels, s.levels_made, strict=True):
        lo, hi = wilson(made, k)
        rate = made / k if k else 0.0
        share = k / s.taken if s.taken else 0.0
        out.append(f"{level_name(level):<10}{k:>10}  {_pct(share):>7}  {made:>9}  "
                   f"{_pct(rate):>7}  [{_pct(lo)}, {_pct(hi)}]")
    out.append("")
    out.append(f"{'':<{w}}{'mean':>9}  95% interval")
    out.append(_mean_line("card points NS", s.points[0]))
    out.append(_mean_line("card points EW", s.points[1]))
    out.append(_mean_line("deal score NS (void = 0)", s.score[0]))
    out.append(_mean_line("deal score EW (void = 0)", s.score[1]))
    out.append("")
    out.append(f"takers' card points ({s.taken} deals)")
    out.extend(histogram(s.taker_points))
    return out


def _announcements_text(s: Stats, title: str = "announcements") -> list[str]:
    # Announcement frequencies per played deal, and which team scores them.
    w = 30
    n = s.played
    out = [f"{title}, of {n} deals played"]
    out.append(f"{'':<{w}}{'deals':>9}  {'rate':>7}  95% interval        "
               "announced per deal, 95% interval")
    for i, name in enumerate(LABELS):
        m = s.label_moments(i)
        lo, hi = m.interval()
        out.append(f"{_rate_line('  ' + name, s.ann_deals[i], n):<68}"
                   f"{m.mean:.4f} [{max(lo, 0.0):.4f}, {hi:.4f}]")
    out.append(_rate_line("  any announcement", s.ann_any, n))
    out.append(_rate_line("  hands holding one (4 a deal)", s.ann_hands, 4 * n))
    out.append(_rate_line("  NS hold the best", s.ann_best[0], n))
    out.append(_rate_line("  EW hold the best", s.ann_best[1], n))
    out.append(_rate_line("  equal best, nobody scores", s.ann_equal, n))
    out.append(_rate_line("  NS score announcements", s.ann_scored[0], n))
    out.append(_rate_line("  EW score announcements", s.ann_scored[1], n))
    out.append(_mean_line("  announcement points NS", s.ann_moments(0)))
    out.append(_mean_line("  announcement points EW", s.ann_moments(1)))
    return out


def _hand_text(summary: Summary, known: KnownHand) -> list[str]:
    seat = known.seat
    team = seat.team
    trump = known.retourne >> 3
    cards = " ".join(card_symbol(c) for c in known.cards)
    lines = [
        f"should {seat.name} take? hand {cards}, retourne {card_symbol(known.retourne)}, "
        f"dealer {known.dealer.name}",
    ]
    take = summary.stats["take"]
    dealt = summary.config.deals
    if summary.skipped:
        before = deal_order(known.dealer, summary.config.rules.clockwise)
        first = before[:before.index(seat)]
        verb = "speak" if len(first) > 1 else "speaks"
        lines.append(f"{' and '.join(s.name for s in first)} {verb} first: {seat.name} "
                     f"decides in {take.deals} of {dealt} deals ({summary.skipped} left out: "
                     f"{'one of them' if len(first) > 1 else first[0].name} took)")
    lines.append("")
    lines.append(f"if {seat.name} takes {suit_symbol(trump)} ({take.deals} deals):")
    lines.append(_rate_line("  made", take.made, take.taken))
    lines.append(_rate_line("  dedans", take.dedans, take.taken))
    lines.append(_rate_line("  litige", take.litige, take.taken))
    lines.append(_rate_line("  capot", take.capot, take.taken))
    lines.append(_mean_line(f"  card points {team.name}", take.points[team]))
    lines.append("")
    other = team.other
    lines.append(f"expected deal score, per deal ({team.name} − {other.name} is the margin):")
    labels = {"take": f"{seat.name} takes", "pass": f"{seat.name} passes twice",
              "bots": "bots bid for all"}
    for name in SCENARIOS:
        s = summary.stats[name]
        margin = _margin(s.margin, team)
        lo, hi = margin.interval()
        lines.append(
            f"  {labels[name]:<18} {team.name} {s.score[team].mean:7.2f}  "
            f"{other.name} {s.score[other].mean:7.2f}  margin {margin.mean:+8.2f} "
            f"[{lo:+.2f}, {hi:+.2f}]"
        )
    bots = summary.stats["bots"]
    seat_takes = bots.takes[team]
    lines.append(_rate_line(f"  {team.name} took, bots bidding", seat_takes, bots.deals))
    pair = summary.pair
    lo, hi = pair.interval()
    verdict = take_verdict(lo, hi)
    lines.append("")
    lines.append(f"taking minus passing, margin per deal: {pair.mean:+.2f} "
                 f"[{lo:+.2f}, {hi:+.2f}]: {verdict}")
    lines.append("")
    if summary.config.rules.announcements == "on":
        lines.extend(_announcements_text(
            take, f"announcements if {seat.name} takes {suit_symbol(trump)}"))
        lines.append("")
        lines.append("announcement points in the score, per played deal:")
        for name in SCENARIOS:
            s = summary.stats[name]
            means = "  ".join(f"{t.name} {_interval_text(s.ann_moments(t))}"
                              for t in (team, other))
            lines.append(f"  {labels[name]:<18} {means}  ({s.played} deals played)")
        lines.append("")
    lines.extend(_tally_line(take, summary.config))
    return lines


def take_verdict(lo: float, hi: float) -> str:
    """The advice from the 95% interval of taking minus passing (score margin per deal):
    take when the whole interval is above 0, pass when it is below, else no clear
    difference."""
    if lo > 0:
        return "take"
    if hi < 0:
        return "pass"
    return "no clear difference"


def _interval_text(m: Moments) -> str:
    lo, hi = m.interval()
    return f"{m.mean:6.2f} [{max(lo, 0.0):.2f}, {hi:.2f}]"


def _margin(m: Moments, team: Team) -> Moments:
    # NS − EW margins seen from ``team``'s side.
    return m if team is Team.NS else Moments(m.n, -m.total, m.squares)


def report_text(summary: Summary) -> str:
    """The text report of a run (everything but the speed, which depends on the machine)."""
    config = summary.config
    lines = _header(config)
    if config.hand is not None:
        lines.append("")
        lines += _hand_text(summary, config.hand)
        return "\n".join(lines) + "\n"
    s = summary.stats["all"]
    lines.append("")
    teams_differ = config.bots[0] != config.bots[1]
    if _mode(config) == "coinche":
        lines += _coinche_text(s, teams_differ)
    else:
        lines += _deal_stats_text(s, config.discovery, teams_differ)
    if config.rules.announcements == "on":
        lines.append("")
        lines += _announcements_text(s)
    lines.append("")
    lines += _tally_line(s, config)
    return "\n".join(lines) + "\n"


def _r(x: float) -> float:
    return round(x, 6)


def _rate_json(k: int, n: int) -> dict[str, object]:
    lo, hi = wilson(k, n)
    return {"count": k, "of": n, "rate": _r(k / n if n else 0.0), "ci95": [_r(lo), _r(hi)]}


def _mean_json(m: Moments) -> dict[str, object]:
    lo, hi = m.interval()
    return {"n": m.n, "mean": _r(m.mean), "sd": _r(m.sd), "ci95": [_r(lo), _r(hi)]}


def announcements_json(s: Stats) -> dict[str, object]:
    """Announcement frequencies per played deal (``announcements=on``) as JSON values."""
    n = s.played
    return {
        "deals": n,
        "kinds": {
            name: {**_rate_json(s.ann_deals[i], n), "announced": s.ann_count[i],
                   "per_deal": _mean_json(s.label_moments(i))}
            for i, name in enumerate(LABELS)
        },
        "any": _rate_json(s.ann_any, n),
        "hands": _rate_json(s.ann_hands, 4 * n),
        "best": {"NS": _rate_json(s.ann_best[0], n), "EW": _rate_json(s.ann_best[1], n),
                 "equal": _rate_json(s.ann_equal, n)},
        "scored": {"NS": _rate_json(s.ann_scored[0], n), "EW": _rate_json(s.ann_scored[1], n)},
        "points": {"NS": _mean_json(s.ann_moments(0)), "EW": _mean_json(s.ann_moments(1))},
    }


def coinche_json(s: Stats) -> dict[str, object]:
    """Contract levels, their success, coinches and surcoinches (``variant=coinche``)."""
    return {
        "contracts": s.taken,
        "levels": {
            level_name(level): {"contracts": k, "share": _rate_json(k, s.taken),
                                "made": _rate_json(made, k)}
            for level, k, made in zip(LEVELS, s.levels, s.levels_made, strict=True)
        },
        "coinched": _rate_json(s.coinched, s.taken),
        "coinched_made": _rate_json(s.coinched_made, s.coinched),
        "surcoinched": _rate_json(s.surcoinched, s.taken),
        "surcoinched_made": _rate_json(s.surcoinched_made, s.surcoinched),
    }


def stats_json(s: Stats, rules: RuleSet | None = None) -> dict[str, object]:
    """The statistics of one scenario as JSON-ready values; with ``rules`` under coinche
    or announcements, their sections too (``coinche``, ``announcements``)."""
    coinche = rules is not None and rules.variant == "coinche"
    # Coinche has no litige: a contract is made or fails.
    doc = _classic_json(s, litige=not coinche)
    if coinche:
        doc["coinche"] = coinche_json(s)
    if rules is not None and rules.announcements == "on":
        doc["announcements"] = announcements_json(s)
    return doc


def _classic_json(s: Stats, litige: bool = True) -> dict[str, object]:
    def outcomes(counts: Sequence[int], of: int) -> dict[str, object]:
        # The rates of made, dedans, litige (unless left out) and capot among ``of``.
        return {name: _rate_json(k, of)
                for name, k in zip(("made", "dedans", "litige", "capot"), counts, strict=True)
                if litige or name != "litige"}

    return {
        "deals": s.deals,
        "void": _rate_json(s.void, s.deals),
        "takes": {"NS": _rate_json(s.takes[0], s.deals), "EW": _rate_json(s.takes[1], s.deals)},
        "taker": {
            "deals": s.taken,
            **outcomes((s.made, s.dedans, s.litige, s.capot), s.taken),
            "capot_against": _rate_json(s.capot_defence, s.taken),
        },
        "by_team": {
            team.name: {
                "takes": s.takes[team],
                **outcomes(s.by_team[team], s.takes[team]),
            }
            for team in (Team.NS, Team.EW)
        },
        "belote": _rate_json(s.belote, s.played),
        "belote_takers": _rate_json(s.belote_takers, s.taken),
        "card_points": {"NS": _mean_json(s.points[0]), "EW": _mean_json(s.points[1])},
        "score": {"NS": _mean_json(s.score[0]), "EW": _mean_json(s.score[1])},
        "margin_ns": _mean_json(s.margin),
        "taker_points": list(s.taker_points),
        "tally": {"ok": s.tally_ok, "deals": s.played, "failures": list(s.failures)},
    }


def report_json(summary: Summary) -> dict[str, object]:
    """The whole report as one JSON-ready document (no timing: same seed, same bytes)."""
    config = summary.config
    doc: dict[str, object] = {
        "mode": _mode(config),
        "deals": config.deals,
        "seed": config.seed,
        "start": config.start,
        "bots": {seat.name: name for seat, name in zip(SEATS, config.bots, strict=True)},
        "rules": {o.split("=")[0]: o.split("=")[1] for o in config.rules.options(False)},
    }
    known = config.hand
    if known is None:
        doc["stats"] = stats_json(summary.stats["all"], config.rules)
        return doc
    lo, hi = summary.pair.interval()
    team = known.seat.team
    doc["hand"] = {
        "seat": known.seat.name,
        "cards": [card_name(c) for c in known.cards],
        "retourne": card_name(known.retourne),
        "dealer": known.dealer.name,
        "team": team.name,
        "deals_reached": summary.stats["take"].deals,
        "deals_left_out": summary.skipped,
        "scenarios": {name: stats_json(summary.stats[name], config.rules)
                      for name in SCENARIOS},
        "expected_margin": {
            name: _mean_json(_margin(summary.stats[name].margin, team)) for name in SCENARIOS
        },
        "take_minus_pass": {"mean": _r(summary.pair.mean), "sd": _r(summary.pair.sd),
                            "ci95": [_r(lo), _r(hi)]},
    }
    return doc
