"""Card memory for bots: which cards are out and which cards each seat cannot hold.

Everything is read from what a seat may see (``PlayerView``): the finished tricks, the
cards on the table and the retourne, which went to the taker. Since following suit is
compulsory, a card of another suit shows a void in the suit led; a failure to trump or to
overtrump when an opponent was winning shows that the seat holds no trump, or no trump
above the one on the table (*ne peut pas surcouper*); a trump played under the best trump
on a trump lead shows the same (*monter à l'atout*). The deductions assume legal play (a
revoke in a recorded deal could mislead them; a bot still plays only legal cards). All of
it is read off the engine's table of obligations (``rules.LEGAL_MASKS``, ``shown_by``):
a seat that played a card met the first obligation it could, so it held nothing of the
ones before.

``CardMemory`` keeps its deductions between calls of one deal and only reads the tricks
it has not seen yet, so a bot pays a few operations per card, not per deal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.cards import FULL_DECK, SUIT_MASKS
from ..core.rules import BEATS, legal_table
from ..core.state import Trick
from .base import PlayerView

#: ``ABOVE[trump][card]``: the cards of the same suit stronger than ``card`` (trump order
#: for the trump suit, plain order A 10 K Q J 9 8 7 otherwise).
# Derived from the engine's winner table: what beats a card, kept to the card's own suit.
ABOVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(BEATS[trump][c] & SUIT_MASKS[c >> 3] for c in range(32)) for trump in range(6)
)


def shown_by(bit: int, masks: tuple[int, ...]) -> int:
    """The cards a seat showed it does not hold by playing the card ``bit`` (a mask) where
    the obligations were ``masks`` (``rules.LEGAL_MASKS``: follow, then trump or
    overtrump...): it met the first one it could, so it held nothing of those before."""
    a, b, c = masks
    if bit & a:
        return 0
    return a if bit & b else a | b if bit & c else a | b | c


def read_trick(
    cannot: list[int], leader: int, cards: Sequence[int], trump: int, step: int,
    undertrump_required: bool,
) -> None:
    """Add to ``cannot[seat]`` the cards each seat showed it does not hold in one trick.

    ``step`` is 1 clockwise, 3 anticlockwise (seats are ``Seat`` ints N E S W). Each card
    is read against the obligations the engine's table gave its player (``shown_by``).
    """
    n = len(cards)
    if n < 2:
        return
    table = legal_table(trump, undertrump_required)
    beats = BEATS[trump]
    best = cards[0]
    led2 = (best >> 3) << 1
    win = 0  # the card winning so far, kept up to date as the trick is read
    seat = leader
    for i in range(1, n):
        seat = (seat + step) & 3
        bit = 1 << cards[i]
        # The key of ``legal_table``: the best card, the suit led, the partner winning.
        cannot[seat] |= shown_by(bit, table[best << 3 | led2 | (i >= 2 and win == i - 2)])
        if beats[best] & bit:
            win, best = i, cards[i]


def possible_holdings(unknown: int, may: Sequence[int], hidden: int,
                      taker: int | None) -> list[int]:
    """The cards each seat (N E S W) may hold: those of ``unknown`` (out of the viewer's
    sight) within ``may[seat]``. ``hidden`` is the retourne's bit when someone took it (0
    otherwise): while it is out, only the ``taker`` holds it."""
    if unknown & hidden and taker is not None:
        others = unknown ^ hidden
        possible = [others & may[0], others & may[1], others & may[2], others & may[3]]
        possible[taker] = unknown & may[taker]
        return possible
    return [unknown & may[0], unknown & may[1], unknown & may[2], unknown & may[3]]


# What each finished trick shows, shared by the memories of one deal's four seats (they
# read the same ``Trick`` objects): id(trick) -> (trick, context, cannot by seat, cards).
# The trick is kept, so its id is not reused while the entry lives; small and cleared
# when full.
_READS: dict[int, tuple[Trick, int, tuple[int, int, int, int], int]] = {}
_READS_MAX = 256


def _read_finished(t: Trick, trump: int, step: int, under: bool
                   ) -> tuple[tuple[int, int, int, int], int]:
    # ``read_trick`` of a finished trick from nothing, and the mask of its cards.
    context = trump << 3 | step << 1 | under
    entry = _READS.get(id(t))
    if entry is not None and entry[0] is t and entry[1] == context:
        return entry[2], entry[3]
    cannot = [0, 0, 0, 0]
    cards = t.cards
    read_trick(cannot, t.leader, cards, trump, step, under)
    shown = (cannot[0], cannot[1], cannot[2], cannot[3])
    gone = 0
    for c in cards:
        gone |= 1 << c
    if len(_READS) >= _READS_MAX:
        _READS.clear()
    _READS[id(t)] = (t, context, shown, gone)
    return shown, gone


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
        n = len(tricks)
        if seen and (n < seen or tricks[0] is not self._first
                     or tricks[seen - 1] is not self._last):
            # Another deal, or the same deal taken back and played otherwise. (With
            # nothing seen, there is nothing to forget.)
            self._reset()
            seen = 0
        cannot = self._cannot
        if n > seen:
            gone = self._gone
            c0, c1, c2, c3 = cannot
            for t in tricks[seen:]:
                shown, cards = _read_finished(t, trump, step, under)
                c0 |= shown[0]
                c1 |= shown[1]
                c2 |= shown[2]
                c3 |= shown[3]
                gone |= cards
            cannot = self._cannot = [c0, c1, c2, c3]
            self._gone = gone
            self._seen = n
            self._first = tricks[0]
            self._last = tricks[-1]
        played = self._gone
        trick = view.trick
        if trick:
            for c in trick:
                played |= 1 << c
            if len(trick) > 1:  # a lone card on the table shows nothing yet
                cannot = list(cannot)
                read_trick(cannot, view.leader, trick, trump, step, under)
        unknown = FULL_DECK & ~played & ~view.hand
        retourne = view.retourne
        taker = view.taker
        hidden = 1 << retourne if retourne is not None and taker is not None else 0
        possible = possible_holdings(unknown, [FULL_DECK & ~c for c in cannot], hidden, taker)
        possible[view.seat] = 0
        self.played = played
        self.unknown = unknown
        self.possible = possible
