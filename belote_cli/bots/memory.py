"""Card memory for bots: which cards are out and which cards each seat cannot hold.

Everything is read from what a seat may see (``PlayerView``): the finished tricks, the
cards on the table and the retourne, which went to the taker. Since following suit is
compulsory, a card of another suit shows a void in the suit led; a failure to trump or to
overtrump when an opponent was winning shows that the seat holds no trump, or no trump
above the one on the table (*ne peut pas surcouper*); a trump played under the best trump
on a trump lead shows the same (*monter à l'atout*). The deductions assume legal play (a
revoke in a recorded deal could mislead them; a bot still plays only legal cards).

``CardMemory`` keeps its deductions between calls of one deal and only reads the tricks
it has not seen yet, so a bot pays a few operations per card, not per deal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import FULL_DECK, STRENGTH, SUIT_MASKS, TRUMP_ABOVE
from ..state import Trick
from .base import PlayerView


def _above_tables() -> tuple[tuple[int, ...], ...]:
    # ABOVE[trump][card]: cards of the card's suit that beat it, in that suit's order.
    tables = []
    for trump in range(4):
        strength = STRENGTH[trump]
        row = []
        for c in range(32):
            s = c >> 3
            m = 0
            for other in range(s * 8, s * 8 + 8):
                if strength[other] > strength[c]:
                    m |= 1 << other
            row.append(m)
        tables.append(tuple(row))
    return tuple(tables)


#: ``ABOVE[trump][card]``: the cards of the same suit stronger than ``card`` (trump order
#: for the trump suit, plain order A 10 K Q J 9 8 7 otherwise).
ABOVE: tuple[tuple[int, ...], ...] = _above_tables()


def read_trick(
    cannot: list[int], leader: int, cards: Sequence[int], trump: int, step: int,
    undertrump_required: bool,
) -> None:
    """Add to ``cannot[seat]`` the cards each seat showed it does not hold in one trick.

    ``step`` is 1 clockwise, 3 anticlockwise (seats are ``Seat`` ints N E S W).
    """
    if len(cards) < 2:
        return
    trump_mask = SUIT_MASKS[trump]
    strength = STRENGTH[trump]
    led = cards[0] >> 3
    led_mask = SUIT_MASKS[led]
    win = 0  # the card winning so far, kept up to date as the trick is read
    best = cards[0]
    seat = leader
    for i in range(1, len(cards)):
        seat = (seat + step) & 3
        c = cards[i]
        s = c >> 3
        if s == led:
            if led == trump and not (TRUMP_ABOVE[best] >> c) & 1:
                # Played under the best trump on a trump lead: could not go above it.
                cannot[seat] |= TRUMP_ABOVE[best]
        else:
            cannot[seat] |= led_mask
            if led != trump and not (i >= 2 and win == i - 2):
                # An opponent was winning: trump, overtrump, or show there is none.
                if best >> 3 == trump:
                    if s != trump:
                        cannot[seat] |= TRUMP_ABOVE[best]
                        if undertrump_required:
                            cannot[seat] |= trump_mask
                    elif not (TRUMP_ABOVE[best] >> c) & 1:
                        cannot[seat] |= TRUMP_ABOVE[best]
                elif s != trump:
                    cannot[seat] |= trump_mask
        if s in (led, trump) and strength[c] > strength[best]:
            win, best = i, c


class CardMemory:
    """What one seat remembers of a deal: the cards gone and the cards others cannot hold.

    Call ``update(view)`` at each turn; it notices a new deal by itself. After it:
    ``played`` is the mask of every card played (the table included), ``unknown`` the cards
    held by the three other seats, and ``possible[seat]`` the cards that seat may hold
    (nothing for the seat whose view it is).
    """

    __slots__ = ("_first", "_last", "_seen", "_cannot", "_gone", "played", "unknown",
                 "possible")

    def __init__(self) -> None:
        self._first: Trick | None = None
        self._last: Trick | None = None
        self._seen = 0
        self._cannot = [0, 0, 0, 0]
        self._gone = 0  # cards of the finished tricks
        self.played = 0
        self.unknown = FULL_DECK
        self.possible = [FULL_DECK, FULL_DECK, FULL_DECK, FULL_DECK]

    def _reset(self) -> None:
        self._first = None
        self._last = None
        self._seen = 0
        self._cannot = [0, 0, 0, 0]
        self._gone = 0

    def update(self, view: PlayerView) -> None:
        """Read the tricks not seen yet and the cards on the table."""
        tricks = view.tricks
        trump = view.trump
        rules = view.rules
        step = 1 if rules.direction == "clockwise" else 3
        under = rules.undertrump == "required"
        seen = self._seen
        if (not tricks or tricks[0] is not self._first or len(tricks) < seen
                or tricks[seen - 1] is not self._last):
            # Another deal, or the same deal taken back and played otherwise.
            self._reset()
            seen = 0
        if len(tricks) > seen:
            cannot = self._cannot
            gone = self._gone
            for t in tricks[seen:]:
                cards = t.cards
                read_trick(cannot, t.leader, cards, trump, step, under)
                gone |= (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])
            self._gone = gone
            self._seen = len(tricks)
            self._first = tricks[0]
            self._last = tricks[-1]
        played = self._gone
        if view.trick:
            cannot = list(self._cannot)
            read_trick(cannot, view.leader, view.trick, trump, step, under)
            for c in view.trick:
                played |= 1 << c
        else:
            cannot = self._cannot
        unknown = FULL_DECK & ~played & ~view.hand
        retourne = view.retourne
        taker = view.taker
        if retourne is not None and taker is not None and (unknown >> retourne) & 1:
            # The taker picked the retourne up: nobody else holds it.
            r = 1 << retourne
            possible = [unknown & ~(cannot[s] | (0 if s == taker else r)) for s in range(4)]
        else:
            possible = [unknown & ~cannot[0], unknown & ~cannot[1], unknown & ~cannot[2],
                        unknown & ~cannot[3]]
        possible[view.seat] = 0
        self.played = played
        self.unknown = unknown
        self.possible = possible
