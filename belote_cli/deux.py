"""Belote à deux (``variant=deux``): two players, short hands refilled from a talon.

The deal of docs/rules.md ("Belote à deux"), as a ``Game`` of kind ``"deux"`` (``Game.deal``
and ``Game.shuffle`` make one when ``rules.variant`` is ``deux``): the same phases, actions,
views and bots' protocol as the four-player deal, for two seats, S and N, each playing for
itself.

- the deal, card 1 on top: 3 to the non-dealer, 3 to the dealer, 3 and 3 again (6 each);
  card 13 turned face up (the *retourne*); cards 14–32 the talon, face down, card 14 on top;
- the taking (``Take``): round one the non-dealer then the dealer take the retourne's suit
  or pass, round two another suit; four passes: a void deal. The retourne is slid face up
  under the talon, the last card drawn;
- the exchange of the seven (``exchange7=on``, ``Exchange``, phase ``EXCHANGE``): when trump
  is the retourne's suit and the retourne is not the 7, the holder of the trump 7 may swap
  it for the retourne when about to lead one of tricks 1–10;
- 16 tricks of two cards: while the talon holds cards (tricks 1–10) any card may be played;
  then the obligations of the rule book (``rules.legal_plays_two``); after each of tricks
  1–10 the winner draws first, then the loser (after trick 10 the loser takes the card lying
  face up under the talon);
- belote-rebelote: king and queen of trump played by the same player, who held both when
  playing the first (``belote=declared``: said then, phase ``BELOTE``);
- the score per player (``DealScore.players`` is ``(S, N)``: index 0 is S, 1 is N, and a
  ``Team`` in the score names the player of that index), 152 + 10 = 162, 82 to make it.

>>> import random
>>> from belote_cli.bots.registry import find_bot
>>> from belote_cli.game import Game, play_out
>>> game = Game.shuffle(random.Random(4), Seat.N, RuleSet(variant="deux"))
>>> game.kind, game.to_act, len(game.legal_actions())
('deux', <Seat.S: 2>, 2)
>>> bots = [find_bot("random", random.Random(s)) for s in range(4)]
>>> play_out(game, bots).result.tally.ok, len(game.tricks)
(True, 16)
"""

from __future__ import annotations

import dataclasses

from .bidding import Bid
from .bots.base import BidView, PlayerView
from .cards import KING, QUEEN, SEVEN, SUITS, card
from .errors import IllegalPlayError, Reason, RuleError
from .game import (
    Action,
    Belote,
    Exchange,
    Game,
    Phase,
    Play,
    Take,
    View,
)
from .rules import RuleSet, explain_illegal, legal_plays_two, trick_winner
from .scoring import DealScore, Revoke, score_deal
from .seats import TEAMS, Seat, Team
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


def deal_deux(deck: list[int], dealer: Seat) -> tuple[list[int], int, list[int]]:
    """The 6-card hands by seat (E and W empty), the retourne and the talon (top first)
    dealt from ``deck`` by ``dealer``: 3 to the non-dealer, 3 to the dealer, twice."""
    other = dealer.partner
    hands = [0, 0, 0, 0]
    for i in range(2 * HAND):
        seat = other if (i // 3) % 2 == 0 else dealer
        hands[seat] |= 1 << deck[i]
    return hands, deck[RETOURNE_AT], deck[RETOURNE_AT + 1:]


def score_two(trump: int, points: tuple[int, int], last: int, taker: Seat | None,
              rules: RuleSet, belote: int | None = None, capot: int | None = None,
              revokes: tuple[Revoke, ...] = (), as_played: bool = False) -> DealScore:
    """Score a two-player deal by the rule book: ``points`` per player (S, N) with the dix
    de der, ``last`` the index of the player who won trick 16, ``belote`` and ``capot`` the
    index of the player credited, if any. The thresholds, litige, dedans, capot and revoke
    penalty are ``scoring.score_deal``'s, each player a side of its own."""
    score = score_deal(
        trump, points, TEAMS[last], None if taker is None else _SIDE_SEAT[side(taker)], rules,
        None if belote is None else TEAMS[belote], None if capot is None else TEAMS[capot],
        tuple(dataclasses.replace(r, seat=_SIDE_SEAT[side(r.seat)]) for r in revokes),
        as_played)
    return dataclasses.replace(score, taker=taker, revokes=revokes, players=PLAYERS)


class DeuxGame(Game):
    """A deal of belote à deux (see the module docstring); made by ``Game.deal``."""

    kind_name = "deux"

    def __init__(self, rules: RuleSet, dealer: Seat, deck: list[int]) -> None:
        super().__init__(rules, dealer, "deux")
        self.deck = list(deck)  # the deck in dealing order: it fixes the whole deal
        hands, retourne, talon = deal_deux(deck, dealer)
        self.hands = hands  # the 6 cards each player was dealt
        self.retourne = retourne
        self.current = list(hands)  # what each seat holds now
        self.talon = list(talon)  # face down, top first
        self.bottom: int | None = retourne  # the card face up under the talon
        self.bid_list: list[Bid] = []
        self.order = (dealer.partner, dealer)  # who speaks, round after round
        self.exchange: tuple[int, Seat] | None = None  # (trick number, seat) of the swap
        self._offered = 0  # the trick whose exchange was decided (0: none yet)
        self.trick: list[int] = []
        self.trick_leader: Seat = dealer.partner
        self.played: list[Trick] = []
        self.draws: list[tuple[int, int]] = []  # (winner's card, loser's card) per draw
        self.revokes: list[Revoke] = []
        self.belote_seat: Seat | None = None  # played the first of K and Q holding both
        self._said = False
        self.phase = Phase.BID
        self.to_act = self.order[0]

    # --- the taking ---------------------------------------------------------------------
    @property
    def is_void(self) -> bool:
        return self.taker is None and len(self.bid_list) == 4

    @property
    def bids(self) -> list[Bid]:
        return list(self.bid_list)

    def allowed_suits(self) -> list[int]:
        """The suits the player to speak may take (round one the retourne's, round two
        the three others)."""
        rs = self.retourne
        assert rs is not None
        if len(self.bid_list) < 2:
            return [rs >> 3]
        return [s for s in SUITS if s != rs >> 3]

    def take(self, suit: int | None) -> Bid:
        if self.phase is not Phase.BID:
            raise IllegalPlayError("this is not the taking")
        n = len(self.bid_list)
        assert self.retourne is not None
        if suit is not None and suit not in self.allowed_suits():
            if n < 2:
                raise IllegalPlayError(code="take_round1", suit=self.retourne >> 3)
            raise IllegalPlayError(code="take_round2", suit=self.retourne >> 3,
                                   retourne_card=self.retourne)
        made = Bid(self.order[n % 2], 1 if n < 2 else 2, suit)
        self.bid_list.append(made)
        if suit is not None:
            self.taker = made.seat
            self.trump = suit
            self.leader = self.trick_leader = self.order[0]
            self._before_lead()
        elif n + 1 == 4:
            self.phase = Phase.OVER
            self.to_act = None
        else:
            self.to_act = self.order[(n + 1) % 2]
        return made

    # --- the play -----------------------------------------------------------------------
    @property
    def drawing(self) -> bool:
        """True while the talon holds cards (tricks 1–10): no obligation then."""
        return len(self.played) < DRAWING_TRICKS

    @property
    def talon_size(self) -> int:
        """The cards still to draw, the one face up under the talon included."""
        return len(self.talon) + (self.bottom is not None)

    def can_exchange(self) -> bool:
        """True when the player about to lead may swap the trump 7 for the retourne
        (``exchange7=on``, trump taken on the retourne, tricks 1–10, not done yet)."""
        trump, retourne = self.trump, self.retourne
        return (self.rules.exchange7 == "on" and trump is not None and retourne is not None
                and not self.trick and self.exchange is None and self.drawing
                and retourne >> 3 == trump and retourne & 7 != SEVEN
                and self.bottom == retourne
                and bool(self.current[self.trick_leader] >> card(trump, SEVEN) & 1))

    def _before_lead(self) -> None:
        self.to_act = self.trick_leader
        number = len(self.played) + 1
        if self._offered != number and self.can_exchange():
            self.phase = Phase.EXCHANGE
        else:
            self.phase = Phase.PLAY

    def swap(self, swap: bool) -> None:
        """The player about to lead swaps the trump 7 for the retourne (``swap``), or not."""
        if self.phase is not Phase.EXCHANGE:
            raise IllegalPlayError("the seven is exchanged by the player about to lead")
        self._offered = len(self.played) + 1
        if swap:
            assert self.trump is not None and self.retourne is not None
            seven, seat = card(self.trump, SEVEN), self.trick_leader
            self.current[seat] = self.current[seat] & ~(1 << seven) | 1 << self.retourne
            self.bottom = seven
            self.exchange = (self._offered, seat)
        self.phase = Phase.PLAY

    def legal_cards(self) -> int:
        if self.phase is not Phase.PLAY or self.trump is None:
            return 0
        return legal_plays_two(self.current[self.to_play], self.trick, self.trump,
                               self.drawing)

    @property
    def to_play(self) -> Seat:
        """The seat whose card comes next."""
        return self.trick_leader if not self.trick else self.trick_leader.partner

    def why_illegal(self, c: int) -> Reason | None:
        """The obligation card ``c`` would break for the seat to play, or None."""
        hand = self.current[self.to_play]
        if not hand >> c & 1:
            return Reason("not_in_hand", {"card": c})
        if self.legal_cards() >> c & 1:
            return None
        assert self.trump is not None
        return explain_illegal(c, hand, self.trick, self.trump)

    def play(self, c: int, check: bool = True) -> Trick | None:
        if self.phase is not Phase.PLAY or self.trump is None:
            raise IllegalPlayError("this is not the play")
        seat = self.to_play
        hand = self.current[seat]
        if not hand >> c & 1:
            raise IllegalPlayError(code="not_in_seat_hand", card=c, seat=seat)
        if not self.legal_cards() >> c & 1:
            reason = self.why_illegal(c)
            if check:
                raise IllegalPlayError(code="card_refused", card=c, reason=reason)
            assert reason is not None
            self.revokes.append(Revoke(len(self.played) + 1, seat, c, reason))
        hand &= ~(1 << c)
        self.current[seat] = hand
        self.trick.append(c)
        trump = self.trump
        belote_now = False
        if self.belote_seat is None and c >> 3 == trump and c & 7 in (KING, QUEEN):
            other = card(trump, QUEEN if c & 7 == KING else KING)
            if hand >> other & 1:
                self.belote_seat = seat
                belote_now = self.rules.belote == "declared"
        done = None
        if len(self.trick) == 2:
            done = self._end_trick()
        if belote_now:
            # The first of the two: the holder says belote now, or never.
            self.phase = Phase.BELOTE
            self.to_act = seat
            return done
        self._next()
        return done

    def _end_trick(self) -> Trick:
        trump = self.trump
        assert trump is not None
        cards = (self.trick[0], self.trick[1])
        leader = self.trick_leader
        winner = leader if trick_winner(cards, trump) == 0 else leader.partner
        row = self.rules.point_row(trump)
        done = Trick(leader, cards, winner, row[cards[0]] + row[cards[1]])
        self.played.append(done)
        n = len(self.played)
        if n <= DRAWING_TRICKS:
            first = self.talon.pop(0)
            if self.talon:
                second = self.talon.pop(0)
            else:
                assert self.bottom is not None
                second, self.bottom = self.bottom, None
            self.current[winner] |= 1 << first
            self.current[winner.partner] |= 1 << second
            self.draws.append((first, second))
        self.trick = []
        self.trick_leader = winner
        return done

    def say_belote(self, said: bool) -> None:
        if self.phase is not Phase.BELOTE:
            raise IllegalPlayError("belote is said with the first of king and queen of trump")
        self._said = said
        self._next()

    def _next(self) -> None:
        if len(self.played) == TRICKS:
            self._finish()
        elif self.trick:
            self.phase = Phase.PLAY
            self.to_act = self.to_play
        else:
            self._before_lead()

    # --- what is known ------------------------------------------------------------------
    @property
    def state(self) -> None:
        """None: a two-player deal keeps its own play (``current``, ``trick``, ``tricks``)."""
        return None

    @property
    def tricks(self) -> list[tuple[int, ...]]:
        return [t.cards for t in self.played]

    def hand(self, seat: Seat) -> int:
        return self.current[seat]

    def belote_pairs(self) -> list[tuple[int, Seat]]:
        if self.trump is None or self.belote_seat is None:
            return []
        return [(self.trump, self.belote_seat)]

    @property
    def next_dealer(self) -> Seat | None:
        """Who deals next: ``next_dealer=winner``, the player who scored more (equal scores
        or a void deal: the other player); ``alternate``, the other player."""
        assert self.dealer is not None
        other = self.dealer.partner
        result = self.result
        if self.rules.next_dealer == "alternate" or result is None:
            return other
        s, n = result.score
        return other if s == n else PLAYERS[0 if s > n else 1]

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is Phase.BID:
            return [Take(None), *(Take(s) for s in self.allowed_suits())]
        if phase is Phase.EXCHANGE:
            return [Exchange(True), Exchange(False)]
        if phase is Phase.PLAY:
            legal = self.legal_cards()
            return [Play(c) for c in range(32) if legal >> c & 1]
        if phase is Phase.BELOTE:
            return [Belote(True), Belote(False)]
        return []

    def apply(self, action: Action) -> None:
        phase = self.phase
        if phase is Phase.OVER:
            raise IllegalPlayError("the deal is over")
        if isinstance(action, Play) and phase is Phase.PLAY:
            self.play(action.card)
        elif isinstance(action, Take) and phase is Phase.BID:
            self.take(action.suit)
        elif isinstance(action, Exchange) and phase is Phase.EXCHANGE:
            self.swap(action.swap)
        elif isinstance(action, Belote) and phase is Phase.BELOTE:
            self.say_belote(action.said)
        else:
            seat = "" if self.to_act is None else f"{self.to_act.name}: "
            raise IllegalPlayError(f"{seat}expected {phase.value}, not {action!r}")

    def view(self, seat: Seat) -> View:
        mine = seat is self.to_act
        assert self.dealer is not None and self.retourne is not None
        if self.phase is Phase.BID:
            return BidView(seat, self.current[seat], self.retourne, self.dealer,
                           1 if len(self.bid_list) < 2 else 2,
                           tuple((b.seat, b.suit) for b in self.bid_list),
                           tuple(self.allowed_suits()) if mine else (), self.rules)
        legal = self.legal_cards() if mine and self.phase is Phase.PLAY else 0
        return PlayerView(seat, self.current[seat], -1 if self.trump is None else self.trump,
                          self.trick_leader, tuple(self.trick), tuple(self.played), legal,
                          self.taker, self.dealer, self.bottom, self.rules)

    def player_view(self) -> PlayerView:
        view = self.view(self.to_play)
        assert isinstance(view, PlayerView)
        return view

    def settle_play(self, ns: int, ew: int, ns_tricks: int, last: int,
                    tricks: list[tuple[int, ...]] | None = None) -> DealScore:
        raise RuleError("a two-player deal is played on its Game, not by a back-end")

    # --- the score ----------------------------------------------------------------------
    def _finish(self) -> None:
        self.phase = Phase.OVER
        self.to_act = None
        trump = self.trump
        assert trump is not None
        points = [0, 0]
        won = [0, 0]
        for t in self.played:
            points[side(t.winner)] += t.points
            won[side(t.winner)] += 1
        last = side(self.played[-1].winner)
        points[last] += 10
        self._points = (points[0], points[1])
        belote = None
        if self.belote_seat is not None and (self.rules.belote != "declared" or self._said):
            belote = side(self.belote_seat)
        capot = 0 if won[1] == 0 else 1 if won[0] == 0 else None
        self.result = score_two(trump, self._points, last, self.taker, self.rules, belote,
                                capot, tuple(self.revokes))
        self.tally_ok = self.result.tally.ok

    @property
    def belote(self) -> Team | None:
        return None if self.result is None else self.result.belote

    def __repr__(self) -> str:
        where = self.phase.value + ("" if self.to_act is None else f", {self.to_act.name} to act")
        return f"<Game deux ({where})>"


def check_deck(deck: list[int]) -> None:
    """``RuleError`` unless ``deck`` holds each of the 32 cards once."""
    if sorted(deck) != _DECK:
        raise RuleError("a deck holds each of the 32 cards once")


def new_deux(deck: list[int], dealer: Seat, rules: RuleSet, check: bool = True) -> DeuxGame:
    """A deal of belote à deux dealt from ``deck`` by ``dealer`` (S or N)."""
    if check:
        check_deck(deck)
    if dealer not in PLAYERS:
        raise RuleError(f"belote à deux is played by S and N: {dealer.name} cannot deal")
    return DeuxGame(rules, dealer, deck)


__all__ = ["DRAWING_TRICKS", "PLAYERS", "TRICKS", "DeuxGame", "deal_deux", "new_deux",
           "score_two", "side", "talon_left"]
