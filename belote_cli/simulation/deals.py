"""One simulated deal, played from its own generator: classic, coinche or discovery.

``play_classic`` bids and plays a classic deal (the taking of four heuristic bots asked
straight from the ints, ``_heuristic_taking``), ``play_coinche_deal`` a coinche deal (dealt
3-2-3 without a retourne, the bots bidding in the coinche auction with
``coinche.bot_call``, as in ``belote play``, scored by ``coinche.score_coinche``),
``play_discovery_deal`` the discovery deal. With ``announcements=on`` every seat declares
the best announcements of its eight cards (bots always announce) and the deal is scored
with them (``announce``). Each returns a ``DealResult``.

"Should I take?" (*faut-il prendre ?*): ``known_deck`` fixes the seat's cards and the
retourne and deals the rest of the pack at random around them; ``opening_passes`` says
whether the seats speaking before it all pass (otherwise the question never arises), and
``play_classic(force=...)`` plays the deal with the seat taking or passing.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from typing import TypeGuard

from ..announcements import Declaration, declare_all, declared_points
from ..bidding import Auction, Deal, deal_order, shuffled_deck
from ..bots.base import BidView, Bot
from ..bots.coinche_policy import bot_call
from ..bots.heuristic import HeuristicBot
from ..cards import SUITS
from ..coinche import CoincheAuction, Contract, deal_hands, score_coinche
from ..fastplay import belote_seat, discovery_hands, play_bots, play_random
from ..fastplay import shuffled_deck as fast_shuffled_deck
from ..record import DealRecord
from ..rules import RuleSet
from ..scoring import DealScore, ScoreTable, score_deal, score_table
from ..seats import SEATS, TEAMS, Seat, Team
from .config import KnownHand


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

    def to_record(self, rules: RuleSet, discovery: bool = False) -> DealRecord:
        """The deal in the deal-file model (played deals only), one of a run's independent
        deals (``match: none``); ``discovery``: the discovery deal, which ``score`` then
        scores without contract nor belote bonus (``rules: discovery``)."""
        assert self.trump is not None and self.tricks is not None
        belote: tuple[Seat, ...] = ()
        if self.belote_holder is not None and self.taker is not None:
            belote = (self.belote_holder,)
        return DealRecord(trump=self.trump, taker=self.taker, dealer=self.dealer,
                          leader=self.leader, rules=rules, belote=belote,
                          tricks=list(self.tricks), announcements=self.declared,
                          contract=self.contract, discovery=discovery, independent=True)


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
