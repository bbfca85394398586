"""``DealState``: the one mutable core type, a deal being played card by card.

``play``/``undo`` make and unmake a move in place (search uses them); ``copy`` is cheap.
Whoever holds the state may see every hand: bots get a ``PlayerView`` instead.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from . import reprs
from .cards import DIX_DE_DER, KING, QUEEN, card, check_card, not_a_flag, shown
from .errors import IllegalPlayError, Reason
from .rules import RuleSet, explain_illegal, legal_plays, trick_winner
from .seats import Seat, Team, seat_of


@dataclasses.dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick (*pli*): who led, the cards in order of play, who won, its points.

    ``points`` counts the cards only; the dix de der is added by the deal's tally. A trick
    of two cards is one of a game of two (belote à deux, découverte): the leader, then the
    other player, the seat across the table.

    ``clockwise`` is the direction of the table it was played at: a trick a deal made (a
    ``Game``'s, a seat's view's ``tricks``, what ``Game.play`` returns) holds its deal's
    (False under ``direction=anticlockwise``), so that ``plays()`` and ``seat_of`` name
    the seats in that deal's order without being told; a ``Trick`` made by hand is
    clockwise unless given ``clockwise=False``. It is not shown by ``repr`` and not
    compared: two tricks are equal when their leader, cards, winner and points are.

    >>> from belote_cli.core.cards import parse_cards
    >>> trick = Trick(Seat.S, tuple(parse_cards("J♥ A♥ Q♥ K♥")), Seat.S, 38)  # trump ♥
    >>> trick
    Trick(leader=S, cards=(J♥, A♥, Q♥, K♥), winner=S, points=38)
    >>> trick.seat_of(1)                                          # clockwise: W after S
    <Seat.W: 3>
    """

    leader: Seat
    cards: tuple[int, ...]
    winner: Seat
    points: int
    clockwise: bool = dataclasses.field(default=True, repr=False, compare=False)

    def __post_init__(self) -> None:
        # A trick made by hand: the seats' letters or ints read as every seat asked for is
        # (``seat_of``); the engine's own tricks hold Seats and pass at once.
        if type(self.leader) is not Seat or type(self.winner) is not Seat:
            object.__setattr__(self, "leader", seat_of(self.leader, "leader"))
            object.__setattr__(self, "winner", seat_of(self.winner, "winner"))

    def __repr__(self) -> str:
        return reprs.of(self, cards=reprs.CARDS)

    def seat_of(self, index: int, clockwise: bool | None = None) -> Seat:
        """The seat that played ``cards[index]``, in the trick's own direction
        (``self.clockwise``) unless ``clockwise`` says another (at two, the leader then the
        other player, whatever the direction). ``index`` counts as in ``cards``: -1 is the
        last card played."""
        if clockwise is None:
            clockwise = self.clockwise
        elif not isinstance(clockwise, bool):
            raise not_a_flag("clockwise", clockwise)
        count = len(self.cards)
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(f"index: an int, not {shown(index)}")
        if not -count <= index < count:
            raise IndexError(f"no card {index} in a trick of {count}")
        index %= count
        seat = self.leader
        for _ in range(index):
            seat = seat.partner if count == 2 else seat.next(clockwise)
        return seat

    def plays(self, clockwise: bool | None = None) -> list[tuple[Seat, int]]:
        """``(seat, card)`` pairs in order of play, in the trick's own direction
        (``self.clockwise``: a deal's trick under ``direction=anticlockwise`` gives S, E,
        N, W from S) unless ``clockwise`` says another (at two, the leader then the other
        player, whatever the direction)."""
        if clockwise is None:
            clockwise = self.clockwise
        elif not isinstance(clockwise, bool):
            raise not_a_flag("clockwise", clockwise)
        out = []
        seat = self.leader
        for c in self.cards:
            out.append((seat, c))
            seat = seat.partner if len(self.cards) == 2 else seat.next(clockwise)
        return out


class DealState:
    """A deal in play: hands, the trick on the table, tricks won, points per team.

    ``hands[seat]`` are the cards still held. ``points[team]`` includes the dix de der once
    the eighth trick is over. ``check=False`` in ``play`` lets a recorded revoke through.
    """

    __slots__ = (
        "trump", "rules", "hands", "initial_hands", "leader", "to_play", "trick",
        "tricks", "points", "won", "_clockwise", "_undertrump", "_row",
    )

    def __init__(
        self,
        hands: Sequence[int],
        trump: int,
        leader: Seat,
        rules: RuleSet | None = None,
    ) -> None:
        self.trump = trump
        self.rules = rules if rules is not None else RuleSet()
        self.hands: list[int] = list(hands)
        self.initial_hands: tuple[int, ...] = tuple(hands)
        self.leader = leader
        self.to_play = leader
        self.trick: list[int] = []
        self.tricks: list[Trick] = []
        self.points: list[int] = [0, 0]
        self.won: list[int] = [0, 0]  # masks of the cards each team gathered
        self._clockwise = self.rules.clockwise
        self._undertrump = self.rules.undertrump == "required"
        self._row = self.rules.point_row(trump)  # the points of each card (raw SA/TA tables too)

    # --- queries ---------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """True once the eighth trick is gathered."""
        return len(self.tricks) == 8

    @property
    def trick_number(self) -> int:
        """1-based number of the trick in progress (9 once the deal is over)."""
        return len(self.tricks) + 1

    def legal_moves(self) -> int:
        """Mask of the cards the player to move may play."""
        return legal_plays(self.hands[self.to_play], self.trick, self.trump, self._undertrump)

    def why_illegal(self, c: int) -> Reason | None:
        """The obligation that card ``c`` would break for the player to move, or None
        (a ``Reason``: ``str(reason)`` reads ``must follow ♥``); ``CardError`` for an int
        that is not a card."""
        if not (type(c) is int and 0 <= c < 32):  # a bool is no card (check_card)
            check_card(c)
        return explain_illegal(c, self.hands[self.to_play], self.trick, self.trump,
                               self._undertrump)

    def trick_seats(self) -> list[Seat]:
        """The seats that have played to the current trick, in order."""
        seats = []
        seat = self.leader
        for _ in self.trick:
            seats.append(seat)
            seat = seat.next(self._clockwise)
        return seats

    def belote_holder(self) -> Seat | None:
        """The seat dealt both king and queen of trump (*belote-rebelote*), if any."""
        pair = (1 << card(self.trump, KING)) | (1 << card(self.trump, QUEEN))
        for seat in Seat:
            if self.initial_hands[seat] & pair == pair:
                return seat
        return None

    def belote_seats(self) -> list[tuple[int, Seat]]:
        """``(suit, seat)`` for each king-and-queen pair that makes a belote in this deal
        (``RuleSet.belote_suits``: the trump suit; every suit under TA), by the seat dealt
        both."""
        out = []
        for suit in self.rules.belote_suits(self.trump):
            pair = (1 << card(suit, KING)) | (1 << card(suit, QUEEN))
            for seat in Seat:
                if self.initial_hands[seat] & pair == pair:
                    out.append((suit, seat))
        return out

    def tricks_won(self, team: Team) -> int:
        """How many finished tricks ``team`` won."""
        return sum(1 for t in self.tricks if t.winner.team is team)

    # --- make / unmake ---------------------------------------------------------------
    def play(self, c: int, check: bool = True) -> Trick | None:
        """Play card ``c`` for the player to move; returns the trick if this card ended it.

        Raises ``IllegalPlayError`` (with the obligation broken) when ``check`` is on,
        ``CardError`` for an int that is not a card (0–31) and ``TypeError`` for anything
        else, a bool too (as ``Game.play``).
        """
        if not (type(c) is int and 0 <= c < 32):  # a bool is no card (check_card)
            check_card(c)
        seat = self.to_play
        hand = self.hands[seat]
        if not (hand >> c) & 1:  # whose turn it is, and whose hand: "9♥ is not in S's hand"
            raise IllegalPlayError(code="not_in_seat_hand", card=c, seat=seat,
                                   reason=Reason("not_in_hand", {"card": c}))
        if check:
            reason = self.why_illegal(c)
            if reason is not None:
                raise IllegalPlayError(code="card_refused", card=c, reason=reason)
        self.hands[seat] = hand & ~(1 << c)
        self.trick.append(c)
        if len(self.trick) < 4:
            self.to_play = seat.next(self._clockwise)
            return None
        cards = tuple(self.trick)  # a plain tuple: made at every trick of the simulation
        win = trick_winner(cards, self.trump)
        winner = self.leader
        for _ in range(win):
            winner = winner.next(self._clockwise)
        row = self._row
        pts = row[cards[0]] + row[cards[1]] + row[cards[2]] + row[cards[3]]
        done = Trick(self.leader, cards, winner, pts, self._clockwise)
        self.tricks.append(done)
        team = winner & 1
        self.points[team] += pts + (DIX_DE_DER if len(self.tricks) == 8 else 0)
        self.won[team] |= (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])
        self.trick = []
        self.leader = winner
        self.to_play = winner
        return done

    def undo(self) -> int:
        """Take back the last card played; returns it."""
        if not self.trick:
            if not self.tricks:
                raise IllegalPlayError(code="undo_nothing")
            done = self.tricks.pop()
            team = done.winner & 1
            self.points[team] -= done.points + (DIX_DE_DER if len(self.tricks) == 7 else 0)
            self.won[team] &= ~sum(1 << c for c in done.cards)
            self.leader = done.leader
            self.trick = list(done.cards)
            self.to_play = done.seat_of(3, self._clockwise)
        else:
            self.to_play = self.to_play.previous(self._clockwise)
        c = self.trick.pop()
        self.hands[self.to_play] |= 1 << c
        return c

    def copy(self) -> DealState:
        """An independent copy (tricks are immutable values and are shared)."""
        other = DealState.__new__(DealState)
        other.trump = self.trump
        other.rules = self.rules
        other.hands = list(self.hands)
        other.initial_hands = self.initial_hands
        other.leader = self.leader
        other.to_play = self.to_play
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.points = list(self.points)
        other.won = list(self.won)
        other._clockwise = self._clockwise
        other._undertrump = self._undertrump
        other._row = self._row
        return other

    def snapshot(self) -> tuple[object, ...]:
        """Everything that defines the state, for equality checks in tests."""
        return (
            self.trump, self.rules, tuple(self.hands), self.initial_hands, self.leader,
            self.to_play, tuple(self.trick), tuple(self.tricks), tuple(self.points),
            tuple(self.won),
        )
