"""Dealing and the two rounds of taking (*la prise*) in classic belote.

The dealer gives 3 then 2 cards to each player, starting after the dealer, and turns the
next card face up: the retourne. Round one: take the retourne's suit or pass. Round two:
name another suit or pass (with ``sa_ta=on``, also SA or TA: ``cards.NO_TRUMP``,
``cards.ALL_TRUMP``). Four passes twice: a void deal. The taker then gets the
retourne and 2 more cards, the others 3 each.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from . import reprs
from .cards import ALL_TRUMP, NO_TRUMP, SUITS
from .errors import IllegalPlayError
from .seats import Seat


def _deal_order(dealer: Seat, clockwise: bool) -> tuple[Seat, ...]:
    seats = []
    seat = dealer.next(clockwise)
    for _ in range(4):
        seats.append(seat)
        seat = seat.next(clockwise)
    return tuple(seats)


# Every dealing order, computed once: every deal asks for it three times.
# ``_DEAL_ORDERS[clockwise][dealer]``: tuples indexed by ints, since hashing a ``Seat`` (an
# enum) for a dict key costs more than the rest of the look-up.
_DEAL_ORDERS: tuple[tuple[tuple[Seat, ...], ...], ...] = tuple(
    tuple(_deal_order(dealer, clockwise) for dealer in Seat) for clockwise in (False, True))


# Where each seat's first five cards lie in the deck (3 then 2 a seat, from the seat after
# the dealer), by direction and dealer: (seat, five positions) in order of dealing.
_FIVE_CARDS: tuple[tuple[tuple[tuple[int, tuple[int, int, int, int, int]], ...], ...], ...]
_FIVE_CARDS = tuple(
    tuple(tuple((int(seat), (3 * k, 3 * k + 1, 3 * k + 2, 12 + 2 * k, 13 + 2 * k))
                for k, seat in enumerate(order))
          for order in orders)
    for orders in _DEAL_ORDERS)


def deal_order(dealer: Seat, clockwise: bool = True) -> list[Seat]:
    """The four seats in order of dealing, bidding and play, starting after ``dealer``."""
    return list(_DEAL_ORDERS[bool(clockwise)][dealer])


def shuffled_deck(rng: random.Random) -> list[int]:
    """The 32 cards in a random order drawn from ``rng``."""
    deck = list(range(32))
    rng.shuffle(deck)
    return deck


@dataclasses.dataclass(slots=True)
class Deal:
    """A classic deal before and after the taking: 5 cards each, the retourne, the stock."""

    dealer: Seat
    hands: list[int]
    retourne: int
    stock: list[int]  # the 11 cards left after the retourne, in dealing order
    clockwise: bool = True

    def __repr__(self) -> str:
        return reprs.of(self, hands=reprs.MASKS, retourne=reprs.CARDS, stock=reprs.CARDS)

    def __getnewargs__(self) -> tuple[Seat, list[int], int, list[int]]:
        # pickle and deepcopy make the object by its constructor (``__new__`` runs
        # ``__init__`` in the build compiled by mypyc) and then set every field:
        # its fields are arguments it accepts.
        return self.dealer, self.hands, self.retourne, self.stock

    @classmethod
    def from_deck(cls, deck: list[int], dealer: Seat, clockwise: bool = True) -> Deal:
        """Deal 3 then 2 cards to each player from ``deck``, then turn the retourne."""
        hands = [0, 0, 0, 0]
        for seat, (a, b, c, d, e) in _FIVE_CARDS[bool(clockwise)][dealer]:
            hands[seat] = (1 << deck[a] | 1 << deck[b] | 1 << deck[c] | 1 << deck[d]
                           | 1 << deck[e])
        return cls(dealer, hands, deck[20], deck[21:], clockwise)

    @classmethod
    def random(cls, rng: random.Random, dealer: Seat, clockwise: bool = True) -> Deal:
        """A fresh shuffled deal."""
        return cls.from_deck(shuffled_deck(rng), dealer, clockwise)

    def complete(self, taker: Seat) -> list[int]:
        """The 8-card hands once ``taker`` took: retourne and 2 cards to the taker, 3 to others."""
        hands = list(self.hands)
        hands[taker] |= 1 << self.retourne
        stock = self.stock
        pos = 0
        for seat in _DEAL_ORDERS[bool(self.clockwise)][self.dealer]:
            if seat == taker:
                hands[seat] |= 1 << stock[pos] | 1 << stock[pos + 1]
                pos += 2
            else:
                hands[seat] |= 1 << stock[pos] | 1 << stock[pos + 1] | 1 << stock[pos + 2]
                pos += 3
        return hands


@dataclasses.dataclass(frozen=True, slots=True)
class Bid:
    """One bid: ``suit`` None for a pass; in round one a suit means "I take" (*je prends*).

    What ``Game.take()`` and ``Game.pass_()`` return, and ``Game.bids`` holds, in order:

    >>> from belote_cli import HEARTS, Bid, Game, Seat
    >>> game = Game(seed=4)          # belote play --seed 4: dealer E, S speaks first, 8♥ turned
    >>> game.take()                  # S takes the retourne's suit
    Bid(seat=S, round=1, suit=♥)
    >>> game.bids == [Bid(Seat.S, 1, HEARTS)]
    True
    """

    seat: Seat
    round: int
    suit: int | None

    def __repr__(self) -> str:
        return reprs.of(self, suit=reprs.SUITS)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        # Unpickled as the shared bid of its seat, round and suit (``_BIDS``), in either
        # build: a compiled frozen class refuses its fields set one by one.
        return shared_bid, (self.seat, self.round, self.suit)


def shared_bid(seat: Seat, round: int, suit: int | None) -> Bid:
    """The one ``Bid`` of ``seat`` in ``round`` (1 or 2) naming ``suit`` (None: a pass)."""
    return _BIDS[seat][round == 2][_PASS if suit is None else suit]


# Every bid there is, made once (a ``Bid`` is a value, and a simulation makes a few a deal):
# ``_BIDS[seat][round == 2][suit]``, the pass at ``_PASS``.
_PASS = ALL_TRUMP + 1
_BIDS: tuple[tuple[tuple[Bid, ...], ...], ...] = tuple(
    tuple(tuple(Bid(seat, round, None if suit == _PASS else suit) for suit in range(_PASS + 1))
          for round in (1, 2))
    for seat in Seat)


# The suits one may take in round one (the retourne's) and in round two (the others), by
# the retourne's suit.
_ALLOWED: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = tuple(
    ((rs,), tuple(s for s in SUITS if s != rs)) for rs in SUITS)
#: As ``_ALLOWED`` with ``sa_ta=on``: round two may also name SA and TA.
_ALLOWED_SA_TA: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = tuple(
    (one, (*two, NO_TRUMP, ALL_TRUMP)) for one, two in _ALLOWED)


class Auction:
    """The taking, one bid at a time: round one on the retourne's suit, round two any other."""

    __slots__ = ("dealer", "retourne", "sa_ta", "order", "bids", "taker", "trump", "_allowed",
                 "round", "allowed")  # one a deal: no ``__dict__`` to make

    def __init__(self, dealer: Seat, retourne: int, clockwise: bool = True,
                 sa_ta: bool = False) -> None:
        self.dealer = dealer
        self.retourne = retourne
        self.sa_ta = sa_ta  # round two may name SA or TA (``sa_ta=on``)
        self.order = _DEAL_ORDERS[bool(clockwise)][dealer]
        self.bids: list[Bid] = []
        self.taker: Seat | None = None
        self.trump: int | None = None
        self._allowed = (_ALLOWED_SA_TA if sa_ta else _ALLOWED)[retourne >> 3]
        # Kept up to date by ``bid`` (plain attributes: a simulation reads them at every
        # bid): the round, 1 or 2 while bidding goes on, and the suits the player to bid
        # may choose besides passing.
        self.round = 1
        self.allowed: tuple[int, ...] = self._allowed[0]

    def __getnewargs__(self) -> tuple[Seat, int]:
        # pickle and deepcopy make the object by its constructor (``__new__`` runs
        # ``__init__`` in the build compiled by mypyc) and then set every field:
        # these are arguments it accepts.
        return self.dealer, self.retourne

    def copy(self) -> Auction:
        """The taking as it stands, apart: bids made on the copy leave this one where it
        is (``Game.copy``)."""
        other = Auction(self.dealer, self.retourne, True, self.sa_ta)
        other.order = self.order  # the direction's: a tuple
        other.bids = list(self.bids)
        other.taker = self.taker
        other.trump = self.trump
        other._allowed = self._allowed
        other.round = self.round
        other.allowed = self.allowed
        return other

    @property
    def is_over(self) -> bool:
        """True once someone took or everybody passed twice."""
        return self.taker is not None or len(self.bids) == 8

    @property
    def is_void(self) -> bool:
        """True when all passed twice: the deal is void and the next player deals."""
        return self.taker is None and len(self.bids) == 8

    @property
    def to_bid(self) -> Seat:
        """The seat whose turn it is to bid."""
        return self.order[len(self.bids) % 4]

    def allowed_suits(self) -> list[int]:
        """The suits the player to bid may choose (besides passing): ``allowed``."""
        return list(self.allowed)

    def bid(self, suit: int | None) -> Bid:
        """Record the bid of the player to bid: None to pass, or a suit to take."""
        bids = self.bids
        n = len(bids)
        if self.taker is not None or n == 8:
            raise IllegalPlayError(code="bidding_over")
        if suit is not None and suit not in self.allowed:
            if n < 4:
                raise IllegalPlayError(code="take_round1", suit=self.retourne >> 3)
            if suit >= NO_TRUMP and not self.sa_ta:  # SA or TA, without the rule
                raise IllegalPlayError(code="take_sa_ta_off", taken_suit=suit)
            raise IllegalPlayError(code="take_round2", suit=self.retourne >> 3,
                                   retourne_card=self.retourne)
        seat = self.order[n & 3]
        b = _BIDS[seat][n >= 4][_PASS if suit is None else suit]
        bids.append(b)
        if suit is not None:
            self.taker = seat
            self.trump = suit
        elif n == 3:  # the fourth pass: round two
            self.round = 2
            self.allowed = self._allowed[1]
        return b
