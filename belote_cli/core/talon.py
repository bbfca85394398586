"""``TalonState``: the play of a deal of belote à deux (``variant=deux``), card by card.

What ``DealState`` is to the four-player deal: the cards each player holds, the talon and
the card lying face up under it, the trick on the table, the tricks, the draws, the
exchange of the seven and who played the first of king and queen of trump holding both
(docs/rules.md, "Belote à deux"). The ``Game`` of the variant (``deux.DeuxGame``) and the
deal-file reader and replay run on it; ``score_two`` scores it.

Two players, S and N: ``PLAYERS``; a two-player score is indexed by ``side`` (0 for S,
1 for N), and a ``Team`` in it names the player of that index.
"""

from __future__ import annotations

import copy
import dataclasses

from .cards import DIX_DE_DER, KING, QUEEN, SEVEN, card, check_card, deck_error
from .errors import IllegalPlayError, Reason, RuleError, named_error
from .rules import RuleSet, explain_illegal, legal_plays_two, trick_winner
from .scoring import NONE, DealScore, Revoke, score_deal
from .seats import TEAMS, Seat
from .state import Trick

#: The two players, in the order of a two-player score: index 0 is S, index 1 is N.
PLAYERS: tuple[Seat, Seat] = (Seat.S, Seat.N)
#: Tricks in a deal of belote à deux, and those played while the talon holds cards.
TRICKS, DRAWING_TRICKS = 16, 10
#: Cards dealt to each player, and where the retourne lies in the deck (card 13).
HAND, RETOURNE_AT = 6, 12
_DECK = list(range(32))
# ``score_deal`` speaks of two teams, index 0 and 1: a player is scored as the side of its
# index, through a seat of that team (N for index 0, E for index 1).
_SIDE_SEAT = (Seat.N, Seat.E)


def side(seat: Seat) -> int:
    """The index of a player in a two-player score: 0 for S, 1 for N."""
    return 0 if seat is Seat.S else 1


def talon_left(tricks_done: int) -> int:
    """The cards still to draw (the face-down talon and the card face up under it) once
    ``tricks_done`` tricks are over: 20, 18, … 2, then 0 from trick 10 on."""
    return max(0, 2 * (DRAWING_TRICKS - tricks_done))


def check_deck(deck: list[int] | tuple[int, ...]) -> None:
    """``RuleError`` unless ``deck`` holds each of the 32 cards once."""
    if sorted(deck) != _DECK:
        raise deck_error(deck)  # the card given twice, the card missing


def check_dealer(dealer: Seat, game: str = "belote à deux") -> None:
    """``RuleError`` naming the argument ``dealer`` unless it is one of the two players of
    ``game`` (as players name it: ``TWO_PLAYER_GAMES``), as every other refusal of a
    dealer names it (``dealer: belote à deux is played by S and N: W cannot deal``)."""
    if dealer not in PLAYERS:
        raise named_error(RuleError(code="two_dealer", game=game, seat=dealer), "dealer")


def check_player(seat: Seat, game: str) -> None:
    """``RuleError`` naming the argument ``seat`` unless it is one of the two players of
    ``game``: E and W, seats of the game of four, hold no cards and have no view."""
    if seat not in PLAYERS:
        raise named_error(RuleError(code="two_no_seat", game=game, seat=seat), "seat")


def deal_two(deck: list[int] | tuple[int, ...], dealer: Seat) -> tuple[list[int], int, list[int]]:
    """The 6-card hands by seat (E and W empty), the retourne and the talon (top first)
    dealt from ``deck`` by ``dealer``: 3 to the non-dealer, 3 to the dealer, twice."""
    other = dealer.partner
    hands = [0, 0, 0, 0]
    for i in range(2 * HAND):
        seat = other if (i // 3) % 2 == 0 else dealer
        hands[seat] |= 1 << deck[i]
    return hands, deck[RETOURNE_AT], list(deck[RETOURNE_AT + 1:])


class TalonState:
    """The play of a two-player deal from its deck, dealer and trump (see the module
    docstring). ``hands[seat]`` is what ``seat`` holds now (E and W hold nothing)."""

    def __init__(self, deck: list[int] | tuple[int, ...], dealer: Seat, trump: int,
                 rules: RuleSet) -> None:
        self.rules = rules
        self.trump = trump
        self.dealer = dealer
        hands, retourne, talon = deal_two(deck, dealer)
        self.dealt: tuple[int, ...] = tuple(hands)  # the 6 cards each was dealt
        self.hands = hands
        self.retourne = retourne
        self.talon = talon  # face down, top first
        self.bottom: int | None = retourne  # the card face up under the talon
        self.leader = dealer.partner  # the leader of the trick on the table
        self.trick: list[int] = []
        self.tricks: list[Trick] = []
        self.draws: list[tuple[int, int]] = []  # (winner's card, loser's card) per draw
        self.exchange: tuple[int, Seat] | None = None  # (trick number, seat) of the swap
        self.belote_seat: Seat | None = None  # played the first of K and Q holding both
        self._row = rules.point_row(trump)

    def copy(self) -> TalonState:
        """The play as it stands, apart: cards played on the copy leave this one where it
        is (``Game.copy``). The lists that change are copied, the rest (ints, tuples,
        finished tricks) shared."""
        other = copy.copy(self)  # its class, each field shared
        other.hands = list(self.hands)
        other.talon = list(self.talon)
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.draws = list(self.draws)
        return other

    @property
    def to_play(self) -> Seat:
        """The seat whose card comes next."""
        return self.leader if not self.trick else self.leader.partner

    @property
    def is_over(self) -> bool:
        """True once the 16th trick is gathered."""
        return len(self.tricks) == TRICKS

    @property
    def drawing(self) -> bool:
        """True while the talon holds cards (tricks 1–10): no obligation then."""
        return len(self.tricks) < DRAWING_TRICKS

    @property
    def talon_size(self) -> int:
        """The cards still to draw, the one face up under the talon included."""
        return len(self.talon) + (self.bottom is not None)

    def can_exchange(self) -> bool:
        """True when the player about to lead may swap the trump 7 for the retourne
        (``exchange7=on``, trump the retourne's suit, tricks 1–10, not done yet)."""
        trump, retourne = self.trump, self.retourne
        return (self.rules.exchange7 == "on" and not self.trick and self.exchange is None
                and self.drawing and retourne >> 3 == trump and retourne & 7 != SEVEN
                and self.bottom == retourne
                and bool(self.hands[self.leader] >> card(trump, SEVEN) & 1))

    def swap(self) -> None:
        """The player about to lead swaps the trump 7 for the retourne."""
        if not self.can_exchange():
            raise IllegalPlayError(code="swap_refused")
        seven, seat = card(self.trump, SEVEN), self.leader
        self.hands[seat] = self.hands[seat] & ~(1 << seven) | 1 << self.retourne
        self.bottom = seven
        self.exchange = (len(self.tricks) + 1, seat)

    def legal_moves(self) -> int:
        """Mask of the cards the player to move may play."""
        return legal_plays_two(self.hands[self.to_play], self.trick, self.trump, self.drawing)

    def why_illegal(self, c: int) -> Reason | None:
        """The obligation card ``c`` would break for the player to move, or None;
        ``CardError`` for an int that is not a card."""
        if not (type(c) is int and 0 <= c < 32):  # a bool is no card (check_card)
            check_card(c)
        hand = self.hands[self.to_play]
        if not hand >> c & 1:
            return Reason("not_in_hand", {"card": c})
        if self.legal_moves() >> c & 1:
            return None
        return explain_illegal(c, hand, self.trick, self.trump)

    def play(self, c: int, check: bool = True) -> Trick | None:
        """Play card ``c`` for the player to move; returns the trick if it ended it. A card
        not held raises ``IllegalPlayError``, and so does one breaking an obligation with
        ``check`` (``check=False``: a recorded revoke goes through); ``CardError`` for an
        int that is not a card, ``TypeError`` for anything else, a bool too."""
        if not (type(c) is int and 0 <= c < 32):  # a bool is no card (check_card)
            check_card(c)
        seat = self.to_play
        hand = self.hands[seat]
        if not hand >> c & 1:
            raise IllegalPlayError(code="not_in_seat_hand", card=c, seat=seat)
        if check:
            reason = self.why_illegal(c)
            if reason is not None:
                raise IllegalPlayError(code="card_refused", card=c, reason=reason)
        hand &= ~(1 << c)
        self.hands[seat] = hand
        self.trick.append(c)
        trump = self.trump
        if (self.belote_seat is None and c >> 3 == trump and c & 7 in (KING, QUEEN)
                and hand >> card(trump, QUEEN if c & 7 == KING else KING) & 1):
            self.belote_seat = seat  # the first of the two, the other still held
        if len(self.trick) < 2:
            return None
        done = self._close_trick()
        winner = done.winner
        if len(self.tricks) <= DRAWING_TRICKS:
            first = self.talon.pop(0)
            if self.talon:
                second = self.talon.pop(0)
            else:
                assert self.bottom is not None
                second, self.bottom = self.bottom, None
            self.hands[winner] |= 1 << first
            self.hands[winner.partner] |= 1 << second
            self.draws.append((first, second))
        self.trick = []
        self.leader = winner
        return done

    def points(self) -> tuple[int, int]:
        """The trick points of each player (S, N) so far, with the dix de der once over."""
        points = [0, 0]
        for t in self.tricks:
            points[side(t.winner)] += t.points
        if self.is_over:
            points[side(self.tricks[-1].winner)] += DIX_DE_DER
        return points[0], points[1]

    def capot(self) -> int | None:
        """The index of the player who won every trick, once over, if one did."""
        if not self.is_over:
            return None
        won = {side(t.winner) for t in self.tricks}
        return won.pop() if len(won) == 1 else None

    def score(self, taker: Seat | None, belote: bool = True,
              revokes: tuple[Revoke, ...] = (), as_played: bool = False) -> DealScore:
        """The finished deal's score (``score_two``): ``belote`` False when the belote was
        not declared (``belote=declared``)."""
        last = side(self.tricks[-1].winner)
        credited = None
        if self.belote_seat is not None and (self.rules.belote != "declared" or belote):
            credited = side(self.belote_seat)
        return score_two(self.trump, self.points(), last, taker, self.rules, credited,
                         self.capot(), revokes, as_played)

    def _close_trick(self) -> Trick:
        """The two cards on the table as a won trick, kept in ``tricks``."""
        cards = (self.trick[0], self.trick[1])
        leader = self.leader
        winner = leader if trick_winner(cards, self.trump) == 0 else leader.partner
        done = Trick(leader, cards, winner, self._row[cards[0]] + self._row[cards[1]])
        self.tricks.append(done)
        return done


def deal_layout(deck: list[int] | tuple[int, ...], dealer: Seat
                ) -> tuple[list[list[int | None]], list[list[int | None]]]:
    """Belote découverte: the 8 piles of each seat (E and W have none) laid out from
    ``deck`` by ``dealer``, as ``(up, down)``: ``up[seat][p]`` the card face up on pile
    ``p`` (0–7), ``down[seat][p]`` the card face down under it. Four rounds of four cards:
    the non-dealer's face-down cards of piles 1–4, the dealer's, the non-dealer's face-up
    ones, the dealer's; then the same for piles 5–8. Card 32 is the retourne."""
    other = dealer.partner
    up: list[list[int | None]] = [[None] * 8 for _ in range(4)]
    down: list[list[int | None]] = [[None] * 8 for _ in range(4)]
    for half in (0, 1):
        base = 16 * half
        for i in range(4):
            pile = 4 * half + i
            down[other][pile] = deck[base + i]
            down[dealer][pile] = deck[base + 4 + i]
            up[other][pile] = deck[base + 8 + i]
            up[dealer][pile] = deck[base + 12 + i]
    return up, down


class LayoutState(TalonState):
    """The play of a deal of belote découverte (``variant=decouverte``): each player's 8
    piles of a face-down card under a face-up one. ``hands[seat]`` holds the seat's
    *available* cards, the face-up ones, on which the obligations are judged (a face-down
    card does not count); when a trick is over each player turns up the card that lay
    under the one they played. No talon, no exchange: every trick is played under the
    obligations. Belote: king and queen of trump both played by the same player
    (``belote_seat`` is set with the second of the two)."""

    def __init__(self, deck: list[int] | tuple[int, ...], dealer: Seat, trump: int,
                 rules: RuleSet) -> None:
        self.rules = rules
        self.trump = trump
        self.dealer = dealer
        self.up, self.down = deal_layout(deck, dealer)
        self.hands = [self._available(seat) for seat in range(4)]
        self.dealt = tuple(self.hands)
        self.retourne = deck[31]
        self.talon = []
        self.bottom = None
        self.leader = dealer.partner
        self.trick = []
        self.tricks = []
        self.draws = []
        self.exchange = None
        self.belote_seat = None
        self._row = rules.point_row(trump)
        self._played_kq = [0, 0, 0, 0]  # how many of trump's K and Q each seat played
        self._freed: list[tuple[int, int]] = []  # (seat, pile) to turn up after the trick

    def copy(self) -> LayoutState:
        """The play as it stands, apart (``TalonState.copy``), the piles too."""
        other = super().copy()
        assert isinstance(other, LayoutState)
        other.up = [list(piles) for piles in self.up]
        other.down = [list(piles) for piles in self.down]
        other._played_kq = list(self._played_kq)
        other._freed = list(self._freed)
        return other

    def _available(self, seat: int) -> int:
        m = 0
        for c in self.up[seat]:
            if c is not None:
                m |= 1 << c
        return m

    @property
    def drawing(self) -> bool:
        """Never: belote découverte has no talon, the obligations always hold."""
        return False

    def can_exchange(self) -> bool:
        """Never: no exchange of the seven in belote découverte."""
        return False

    def face_down(self, seat: Seat) -> int:
        """The mask of ``seat``'s cards still face down (seen by nobody)."""
        m = 0
        for c in self.down[seat]:
            if c is not None:
                m |= 1 << c
        return m

    def covering(self) -> int:
        """The mask of the cards lying over a face-down card: face up on a pile, or played
        to the trick on the table (the card under it turns up when the trick is over)."""
        m = 0
        for s in PLAYERS:
            for top, below in zip(self.up[s], self.down[s], strict=True):
                if top is not None and below is not None:
                    m |= 1 << top
        for c, (seat, pile) in zip(self.trick, self._freed, strict=True):
            if self.down[seat][pile] is not None:
                m |= 1 << c
        return m

    def play(self, c: int, check: bool = True) -> Trick | None:
        """Play the available card ``c`` for the player to move; returns the trick if it
        ended it (then the cards under the two played are turned up); ``CardError`` for an
        int that is not a card, ``TypeError`` for anything else, a bool too."""
        if not (type(c) is int and 0 <= c < 32):  # a bool is no card (check_card)
            check_card(c)
        seat = self.to_play
        if not self.hands[seat] >> c & 1:
            raise IllegalPlayError(code="not_in_seat_hand", card=c, seat=seat)
        if check:
            reason = self.why_illegal(c)
            if reason is not None:
                raise IllegalPlayError(code="card_refused", card=c, reason=reason)
        pile = self.up[seat].index(c)
        self.up[seat][pile] = None
        self.hands[seat] &= ~(1 << c)
        self._freed.append((seat, pile))
        self.trick.append(c)
        trump = self.trump
        if c >> 3 == trump and c & 7 in (KING, QUEEN):
            self._played_kq[seat] += 1
            if self._played_kq[seat] == 2:
                self.belote_seat = seat
        if len(self.trick) < 2:
            return None
        done = self._close_trick()
        winner = done.winner
        for s, p in self._freed:  # uncovering: the cards under those played turn face up
            under = self.down[s][p]
            if under is not None:
                self.up[s][p], self.down[s][p] = under, None
                self.hands[s] |= 1 << under
        self._freed = []
        self.trick = []
        self.leader = winner
        return done


def score_two(trump: int, points: tuple[int, int], last: int, taker: Seat | None,
              rules: RuleSet, belote: int | None = None, capot: int | None = None,
              revokes: tuple[Revoke, ...] = (), as_played: bool = False) -> DealScore:
    """Score a two-player deal by the rule book: ``points`` per player (S, N) with the dix
    de der, ``last`` the index of the player who won trick 16, ``belote`` and ``capot`` the
    index of the player credited, if any. The thresholds, litige, dedans, capot and revoke
    penalty are ``scoring.score_deal``'s, each player a side of its own."""
    if taker is None and capot is not None and not revokes:
        # No contract (belote découverte with ``decouverte_bid=off``): a capot still
        # scores the capot value, as the team that takes every trick does.
        score = score_two(trump, points, last, PLAYERS[capot], rules, belote, capot)
        return dataclasses.replace(score, taker=None, result=NONE)
    score = score_deal(
        trump, points, TEAMS[last], None if taker is None else _SIDE_SEAT[side(taker)], rules,
        None if belote is None else TEAMS[belote], None if capot is None else TEAMS[capot],
        tuple(dataclasses.replace(r, seat=_SIDE_SEAT[side(r.seat)]) for r in revokes),
        as_played)
    return dataclasses.replace(score, taker=taker, revokes=revokes, players=PLAYERS)


def next_dealer_two(dealer: Seat, score: DealScore | None, rules: RuleSet) -> Seat:
    """Who deals the deal after one of two players dealt by ``dealer`` (docs/rules.md,
    "Belote à deux", ``next_dealer``): with ``winner`` the player who scored more in it
    (``score.score``, S first), the other player where both scored the same or the deal
    was void (``score`` None); with ``alternate`` the other player. The ``Game`` of two
    players and ``belote score``'s note on a dealer out of turn both ask here."""
    other = dealer.partner
    if rules.next_dealer == "alternate" or score is None:
        return other
    s, n = score.score
    return other if s == n else PLAYERS[0 if s > n else 1]


__all__ = ["DRAWING_TRICKS", "PLAYERS", "TRICKS", "LayoutState", "TalonState", "check_deck",
           "deal_layout", "deal_two", "next_dealer_two",
           "score_two", "side", "talon_left"]
