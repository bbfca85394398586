"""Belote à deux (``variant=deux``): two players, short hands refilled from a talon.

The deal of docs/rules.md ("Belote à deux"), as a ``Game`` of kind ``"deux"`` (``Game.deal``
and ``Game.shuffle`` make one when ``rules.variant`` is ``deux``): the same phases, actions,
views and bots' protocol as the four-player deal, for two seats, S and N, each for itself.

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

Why this module is long: the deal of two is one flow, each of the four-player ``Game``'s
phases, views and records redone for the talon (the draws, the exchange of the seven, the
face-up and face-down cards of découverte), kept together so that the two games read alike.

>>> import random
>>> from belote_cli.bots.registry import find_bot
>>> from belote_cli.engine.game import Game
>>> from belote_cli.engine.playing import play_out
>>> game = Game.shuffle(random.Random(4), Seat.N, RuleSet(variant="deux"))
>>> game.kind, game.to_act, len(game.legal_actions())
('deux', <Seat.S: 2>, 2)
>>> bots = [find_bot("random", random.Random(s)) for s in range(4)]
>>> play_out(game, bots).score.tally.ok, len(game.tricks)
(True, 16)
"""

from __future__ import annotations

from collections.abc import Sequence
from copy import deepcopy
from typing import Any, Final, overload

from ..core.bidding import Bid
from ..core.cards import (
    BELOTE_PAIRS,
    SUITS,
    CardList,
    Cards,
    CardTuple,
    card_arg,
    card_int,
    hands_as_cards,
    not_a_flag,
)
from ..core.declarations import Declaration
from ..core.errors import IllegalPlayError, Reason, RuleError
from ..core.rules import TWO_PLAYER_GAMES, RuleSet
from ..core.scoring import DealScore, Revoke
from ..core.seats import Seat
from ..core.state import Trick
from ..core.talon import (
    DRAWING_TRICKS,
    PLAYERS,
    TRICKS,
    LayoutState,
    TalonState,
    check_dealer,
    check_deck,
    deal_two,
    next_dealer_two,
    score_two,
    side,
    talon_left,
)
from ..dealfile.model import DealRecord
from .actions import _KIND_OF_PHASE
from .game import (
    _UNDEALT,
    RETOURNE_SUIT,
    Action,
    Belote,
    Exchange,
    Game,
    Phase,
    Play,
    Take,
    View,
    _apart,
    _not_the_play,
    _out_of_phase,
    _take_of_text,
    _wrong_action,
    bid_suit,
    card_of,
    trick_cards,
)
from .views import NO_CARDS, NONE_SHOWN, BidView, PlayerView

#: The ``deck`` of a copy in the making (``DeuxGame.copy``): the game is made without
#: dealing, and every field is then set from the original (``_copy_deux_into``). By the
#: constructor, not ``__new__``, which runs ``__init__`` in the build compiled by mypyc.
_COPYING: Final[list[int]] = []


def _drawn_seen(state: TalonState, seat: Seat) -> tuple[tuple[int | None, int | None], ...]:
    """The cards drawn after each trick of the talon as ``seat`` saw them
    (``PlayerView.drawn``): S's then N's, its own, the other player's face-down ones as
    None; the last card, face up under the talon, taken by the loser of trick 10, seen."""
    seen: list[tuple[int | None, int | None]] = []
    for i, (first, second) in enumerate(state.draws):
        winner = state.tricks[i].winner
        last = i == DRAWING_TRICKS - 1  # the loser takes the card face up under the talon
        by_side: list[int | None] = [None, None]
        by_side[side(winner)] = first if winner is seat else None
        by_side[side(winner.partner)] = second if winner.partner is seat or last else None
        seen.append((by_side[0], by_side[1]))
    return tuple(seen)


class DeuxGame(Game):
    """A deal of belote à deux (see the module docstring); made by ``Game.deal``. Its play
    is a ``talon.TalonState`` (``talon_state``) once the taking is over."""

    def __init__(self, rules: RuleSet, dealer: Seat, deck: list[int]) -> None:
        super().__init__(rules, dealer, "deux", seed=_UNDEALT)
        if deck is _COPYING:  # a copy's: ``_copy_deux_into`` sets the rest
            return
        self.deck = CardList(deck)  # the deck in dealing order: it fixes the whole deal
        hands, retourne, talon = deal_two(deck, dealer)
        self.hands = hands_as_cards(hands)  # the 6 cards each was dealt
        self._retourne = retourne
        self.talon_state: TalonState | None = None
        self.bid_list: list[Bid] = []
        self.order = (dealer.partner, dealer)  # who speaks, round after round
        self._offered = 0  # the trick whose exchange was decided (0: none yet)
        self.revokes: list[Revoke] = []
        self._said = False
        self.phase = Phase.BID
        self.to_act = self.order[0]

    def __getnewargs__(self) -> tuple[RuleSet, Seat, list[int]]:
        # pickle and deepcopy make the object by its constructor (``__new__`` runs
        # ``__init__`` in the build compiled by mypyc) and then set every field:
        # these are arguments it accepts.
        assert self.dealer is not None
        return self.rules, self.dealer, self.deck

    def copy(self) -> DeuxGame:
        """This deal in the same state, going on apart from it (``Game.copy``): the
        taking's bids, the play (``talon_state``) and the revokes copied, the rest
        shared."""
        assert self.dealer is not None
        other = DeuxGame(self.rules, self.dealer, _COPYING)  # not dealt again
        self._copy_deux_into(other)
        return other

    def _copy_deux_into(self, other: DeuxGame) -> None:
        # ``Game``'s fields, then those of the games of two.
        self._copy_into(other)
        other.deck = self.deck  # only read: it fixes the deal
        state = self.talon_state
        other.talon_state = None if state is None else state.copy()
        other.bid_list = list(self.bid_list)
        other.order = self.order
        other._offered = self._offered
        other.revokes = list(self.revokes)
        other._said = self._said

    def _deep_into(self, other: Game, memo: dict[int, object]) -> None:
        # ``Game``'s values that change in place, then the deck (a ``CardList``) and the
        # revokes (each rule's values in a dict, ``Reason.params``).
        super()._deep_into(other, memo)
        if isinstance(other, DeuxGame):
            other.deck = _apart(self.deck, CardList, memo)
            if self.revokes:
                other.revokes = deepcopy(self.revokes, memo)

    # --- the taking ---------------------------------------------------------------------
    @property
    def is_void(self) -> bool:
        return self.taker is None and len(self.bid_list) == 4

    @property
    def bids(self) -> list[Bid]:
        """The taking so far, a copy: each bid a ``Bid`` (seat, round and suit), where a
        seat's ``BidView.bids`` holds ``(seat, suit)`` pairs, as ``Game.bids``."""
        return list(self.bid_list)

    def allowed_suits(self) -> list[int]:
        """The suits the player to speak may take (round one the retourne's, round two
        the three others)."""
        rs = self._retourne
        assert rs is not None
        if len(self.bid_list) < 2:
            return [rs >> 3]
        return [s for s in SUITS if s != rs >> 3]

    @overload
    def take(self, suit: int | None = RETOURNE_SUIT) -> Bid: ...

    @overload
    def take(self, suit: str) -> Bid: ...

    def take(self, suit: object = RETOURNE_SUIT) -> Bid:
        if self.phase is not Phase.BID:
            raise _out_of_phase(self.phase, "not_the_taking")
        n = len(self.bid_list)
        assert self._retourne is not None and self.dealer is not None
        suit = bid_suit(suit)
        if suit == RETOURNE_SUIT:
            if n >= 2:
                raise IllegalPlayError(code="take_name_suit")
            suit = self._retourne >> 3
        if suit is not None and suit not in self.allowed_suits():
            if n < 2:
                raise IllegalPlayError(code="take_round1", suit=self._retourne >> 3)
            raise IllegalPlayError(code="take_round2", suit=self._retourne >> 3,
                                   retourne_card=self._retourne)
        made = Bid(self.order[n % 2], 1 if n < 2 else 2, suit)
        self.bid_list.append(made)
        if suit is not None:
            self.taker = made.seat
            self._trump = suit
            self.leader = self.order[0]
            self.talon_state = self._state_for(suit)
            self._before_lead()
        elif n + 1 == 4:
            self.phase = Phase.OVER
            self.to_act = None
        else:
            self.to_act = self.order[(n + 1) % 2]
        return made

    def _state_for(self, trump: int) -> TalonState:
        # The play once trump is known: the talon of belote à deux.
        assert self.dealer is not None
        return TalonState(self.deck, self.dealer, trump, self.rules)

    # --- the play -----------------------------------------------------------------------
    def _play_state(self) -> TalonState:
        if self.talon_state is None:
            raise IllegalPlayError(code="not_the_play")
        return self.talon_state

    @property
    def drawing(self) -> bool:
        """True while the talon holds cards (tricks 1–10): no obligation then."""
        return bool(self.talon) if self.talon_state is None else self.talon_state.drawing

    @property
    def talon_size(self) -> int:
        """The cards still to draw, the one face up under the talon included; before the
        taking the talon's 19 and the retourne, which lies beside it until a player takes."""
        return len(self.talon) + (self.bottom is not None)  # 0 at belote découverte

    @property
    def bottom(self) -> int | None:
        """The face-up card drawn last, by the loser of trick 10 (the retourne, or the trump
        7 swapped for it), None once drawn; while the players take, the retourne, face up
        beside the talon until the taking slides it under (``talon_size`` counts it)."""
        return card_int(self._retourne if self.talon_state is None else self.talon_state.bottom)

    @property
    def talon(self) -> list[int]:
        """The face-down talon, top first (hidden from both players), a ``CardList``."""
        return CardList(self.deck[13:] if self.talon_state is None else self.talon_state.talon)

    @property
    def played(self) -> list[Trick]:
        """The finished tricks."""
        return [] if self.talon_state is None else list(self.talon_state.tricks)

    @property
    def trick(self) -> list[int]:
        """The cards on the table (a ``CardList``: it prints as its cards)."""
        return CardList() if self.talon_state is None else CardList(self.talon_state.trick)

    @property
    def draws(self) -> list[tuple[int, ...]]:
        """The cards drawn after each of tricks 1–10: (the winner's, the loser's), each pair
        a ``CardTuple``: it prints as its cards."""
        return [] if self.talon_state is None else [CardTuple(d) for d in self.talon_state.draws]

    @property
    def exchange(self) -> tuple[int, Seat] | None:
        """``(trick, seat)``: the 7 was swapped by ``seat`` before leading ``trick``."""
        return None if self.talon_state is None else self.talon_state.exchange

    @property
    def belote_seat(self) -> Seat | None:
        """Who played the first of king and queen of trump holding both."""
        return None if self.talon_state is None else self.talon_state.belote_seat

    def can_exchange(self) -> bool:
        """True when the player about to lead may swap the trump 7 for the retourne."""
        return self.talon_state is not None and self.talon_state.can_exchange()

    def _before_lead(self) -> None:
        state = self._play_state()
        self.to_act = state.leader
        number = len(state.tricks) + 1
        if self._offered != number and state.can_exchange():
            self.phase = Phase.EXCHANGE
        else:
            self.phase = Phase.PLAY

    def swap(self, swap: bool) -> None:
        """The player about to lead swaps the trump 7 for the retourne (``swap``: True or
        False), or not."""
        if not isinstance(swap, bool):  # as Game's flags
            raise not_a_flag("swap", swap)
        if self.phase is not Phase.EXCHANGE:
            raise _out_of_phase(self.phase, "exchange_not_now")
        state = self._play_state()
        self._offered = len(state.tricks) + 1
        if swap:
            state.swap()
        self.phase = Phase.PLAY

    def legal_cards(self) -> Cards:
        if self.phase is not Phase.PLAY or self.talon_state is None:
            return Cards(0)
        return Cards(self.talon_state.legal_moves())

    @property
    def to_play(self) -> Seat:
        """The seat whose card comes next."""
        return self._play_state().to_play

    def why_illegal(self, c: object) -> Reason | None:
        """The obligation card ``c`` would break for the seat to play, or None; ``c`` a
        card as ``play`` reads it, its int 0-31 or its text (``"9♠"``)."""
        return self._play_state().why_illegal(card_arg(c))

    @overload
    def play(self, c: int, check: bool = True) -> Trick | None: ...

    @overload
    def play(self, c: str, check: bool = True) -> Trick | None: ...

    def play(self, c: object, check: bool = True) -> Trick | None:
        if not isinstance(check, bool):
            raise not_a_flag("check", check)
        if isinstance(c, str):
            c = card_of(c)
        if self.phase is not Phase.PLAY:
            raise _not_the_play(self.phase, self.to_act)
        if isinstance(c, bool) or not (isinstance(c, int) and 0 <= c < 32):  # as Game.play
            c = card_arg(c)  # anything else: a TypeError naming the card
        state = self._play_state()
        seat = state.to_play
        reason = state.why_illegal(c)
        if reason is not None and reason.code != "not_in_hand" and not check:
            self.revokes.append(Revoke(len(state.tricks) + 1, seat, c, reason))
        before = state.belote_seat
        done = state.play(c, check)
        if before is None and state.belote_seat is not None \
                and self.rules.belote == "declared":
            # The first of the two: the holder says belote now, or never.
            self.phase = Phase.BELOTE
            self.to_act = seat
            return done
        self._next()
        return done

    def _belote_out_of_turn(self) -> str:
        """The code of the error of ``say_belote`` out of its turn: belote à deux says
        belote with the first of king and queen of trump."""
        return "belote_not_now"

    def say_belote(self, said: bool) -> None:
        if not isinstance(said, bool):
            raise not_a_flag("said", said)
        if self.phase is not Phase.BELOTE:
            raise _out_of_phase(self.phase, self._belote_out_of_turn())
        self._said = said
        self._next()

    def _next(self) -> None:
        state = self._play_state()
        if state.is_over:
            self._finish()
        elif state.trick:
            self.phase = Phase.PLAY
            self.to_act = state.to_play
        else:
            self._before_lead()

    # --- what is known ------------------------------------------------------------------
    @property
    def state(self) -> None:
        """None: a two-player deal keeps its own play (``talon_state``)."""
        return None

    @property
    def tricks(self) -> list[tuple[int, ...]]:
        return trick_cards(self.played)

    @overload
    def hand(self, seat: Seat | int) -> Cards: ...

    @overload
    def hand(self, seat: str) -> Cards: ...

    def hand(self, seat: object) -> Cards:
        who = self._player(seat)
        if self.talon_state is None:
            assert self.hands is not None
            return self.hands[who]
        return Cards(self.talon_state.hands[who])

    @property
    def belote_holder(self) -> Seat | None:
        """Who played the first of king and queen of trump holding both (at two the pair
        is known only when played: a queen may be drawn after)."""
        return self.belote_seat

    def belote_pairs(self) -> list[tuple[int, Seat]]:
        if self._trump is None or self.belote_seat is None:
            return []
        return [(self._trump, self.belote_seat)]

    @property
    def next_dealer(self) -> Seat | None:
        """Who deals next: ``next_dealer=winner``, the player who scored more (equal scores
        or a void deal: the other player); ``alternate``, the other player."""
        assert self.dealer is not None
        return next_dealer_two(self.dealer, self.score, self.rules)

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

    def apply(self, action: Action | str | int) -> None:
        phase = self.phase
        if phase is Phase.OVER:
            raise IllegalPlayError(code="deal_over")
        given: Any = action  # the values as given, checked where they go (as Game.apply)
        if isinstance(action, Play) and phase is Phase.PLAY:
            self.play(given.card)
        elif isinstance(action, (str, int)) and not isinstance(action, bool) and (
                phase is Phase.PLAY):
            self.play(action)  # a card's text or int: "9♠", 6
        elif isinstance(action, Take) and phase is Phase.BID:
            self.take(given.suit)
        elif isinstance(action, str) and phase is Phase.BID:  # a Take's text: "♥", "pass"
            self.take(_take_of_text(self.to_act, _KIND_OF_PHASE[phase], action))
        elif isinstance(action, Exchange) and phase is Phase.EXCHANGE:
            self.swap(given.swap)
        elif isinstance(action, Belote) and phase is Phase.BELOTE:
            self.say_belote(given.said)
        else:
            raise _wrong_action(self.to_act, _KIND_OF_PHASE[phase], action)

    @overload
    def view(self, seat: Seat | int) -> View: ...

    @overload
    def view(self, seat: str) -> View: ...

    def view(self, seat: object) -> View:
        """What ``seat`` may know: its cards, the retourne (or the card under the talon),
        the bids, the tricks; ``PlayerView.retourne`` is the card lying face up under the
        talon (None once drawn), and ``talon.talon_left(len(view.tricks))`` the cards
        still to draw. Belote découverte has no talon: its retourne is one of the
        dealer's face-up cards, in the view's ``faceup`` (or the dealer's own hand) until
        played, ``PlayerView.retourne`` None (``Game.retourne`` names it). E, W: ``RuleError``."""
        seat = self._player(seat)
        mine = seat is self.to_act
        assert self.dealer is not None and self._retourne is not None
        state = self.talon_state
        if self.phase is Phase.BID or state is None:
            return BidView(seat, self.hand(seat), self._retourne, self.dealer,
                           1 if len(self.bid_list) < 2 else 2,
                           tuple((b.seat, b.suit) for b in self.bid_list),
                           tuple(self.allowed_suits()) if mine and self.phase is Phase.BID
                           else (), self.rules)
        legal = Cards(state.legal_moves() if mine and self.phase is Phase.PLAY else 0)
        faceup = covered = known = NO_CARDS  # masks that print as cards, as ``hand``
        shown = NONE_SHOWN  # one tuple for every view where no card is shown
        if self._said and self.belote_seat is not None and self._trump is not None:
            # Belote said with the first of king and queen (``belote=declared``): the other
            # is in that hand until played.
            pair = BELOTE_PAIRS[self._trump]
            held = [*NONE_SHOWN]
            held[self.belote_seat] = Cards(state.hands[self.belote_seat] & pair)
            shown = (held[0], held[1], held[2], held[3])
        if isinstance(state, LayoutState):
            # Belote découverte: the other player's face-up cards are seen by both, and
            # which cards hide a face-down one under them.
            faceup = Cards(state.hands[seat.partner])
            covered = Cards(state.covering())
        elif state.exchange is not None and state.exchange[1] is seat.partner:
            # The other player swapped the seven for the retourne in view of both: it is in
            # that hand until played.
            known = Cards(state.hands[seat.partner] & 1 << state.retourne)
        drawn: tuple[tuple[int | None, int | None], ...] = ()
        exchange = None
        if not isinstance(state, LayoutState):
            drawn = _drawn_seen(state, seat)
            if state.exchange is not None:
                exchange = (state.exchange[0], state.exchange[1], state.retourne)
        return PlayerView(seat, Cards(state.hands[seat]), state.trump, state.leader,
                          tuple(state.trick), tuple(state.tricks), legal, self.taker,
                          self.dealer, state.bottom, self.rules, faceup, covered,
                          known=known, shown=shown,
                          drawn=drawn, exchange=exchange,
                          said=self.belote_seat if self._said else None)

    def player_view(self) -> PlayerView:
        if self.phase is not Phase.PLAY or self.talon_state is None:
            raise RuleError(code="view_not_in_play", phase=self.phase.value)
        view = self.view(self.to_play)
        assert isinstance(view, PlayerView)
        return view

    def settle_play(self, ns: int, ew: int, ns_tricks: int, last: int,
                    tricks: list[tuple[int, ...]] | None = None,
                    declared: Sequence[Declaration] | None = None) -> DealScore:
        raise RuleError(code="settle_two")

    # --- the score ----------------------------------------------------------------------
    def _finish(self) -> None:
        self.phase = Phase.OVER
        self.to_act = None
        state = self._play_state()
        self.score = state.score(self.taker, self._said, tuple(self.revokes))
        self._points = self.score.points
        self.tally_ok = self.score.tally.ok

    def to_record(self, independent: bool = False) -> DealRecord:
        """The finished deal in the deal-file model: ``variant: deux``, the deck, the
        exchange, the 16 tricks."""
        if not isinstance(independent, bool):
            raise not_a_flag("independent", independent)
        if self.score is None or self._trump is None or self.dealer is None:
            raise RuleError(code="record_unplayed")
        seat = self.belote_seat
        exchange = self.exchange
        return DealRecord(trump=self._trump, taker=self.taker, dealer=self.dealer,
                          leader=self.leader, rules=self.rules,
                          belote=() if self.score.belote is None or seat is None else (seat,),
                          tricks=self.tricks, deck=tuple(self.deck),
                          exchange=0 if exchange is None else exchange[0],
                          independent=independent)

    def __repr__(self) -> str:
        where = self.phase.value + ("" if self.to_act is None else f", {self.to_act.name} to act")
        return f"<Game deux ({where})>"


class DecouverteGame(DeuxGame):
    """A deal of belote découverte (``variant=decouverte``, docs/rules.md): each player's
    8 piles of a face-down card under a face-up one (``talon.LayoutState``), card 32 (the
    dealer's last face-up card) the retourne; the taking of belote à deux on it
    (``decouverte_bid=on``), or trump fixed by it and no contract (``off``); 16 tricks
    under the obligations, judged on the face-up cards; after each trick the cards under
    those played turn face up. ``hand(seat)`` is the seat's face-up cards. With
    ``belote=declared`` belote is said with the second of king and queen (the first may
    be played before the other is turned up)."""

    def _belote_out_of_turn(self) -> str:
        """The code of the error of ``say_belote`` out of its turn: belote découverte says
        belote with the second of king and queen of trump."""
        return "belote_not_now_second"

    def __init__(self, rules: RuleSet, dealer: Seat, deck: list[int]) -> None:
        Game.__init__(self, rules, dealer, "decouverte", seed=_UNDEALT)
        if deck is _COPYING:  # a copy's: ``_copy_deux_into`` sets the rest
            return
        self.deck = CardList(deck)
        layout = LayoutState(deck, dealer, deck[31] >> 3, rules)
        # The face-up cards each player was dealt: masks that print as cards.
        self.hands = hands_as_cards(layout.hands)
        self._retourne = deck[31]
        self.talon_state = None
        self.bid_list = []
        self.order = (dealer.partner, dealer)
        self._offered = 0
        self.revokes = []
        self._said = False
        if rules.decouverte_bid == "off":
            # Trump is the retourne's suit; nobody takes, no contract is judged.
            self._trump = deck[31] >> 3
            self.leader = dealer.partner
            self.talon_state = layout
            self._before_lead()
        else:
            self.phase = Phase.BID
            self.to_act = self.order[0]

    def _state_for(self, trump: int) -> TalonState:
        assert self.dealer is not None
        return LayoutState(self.deck, self.dealer, trump, self.rules)

    def copy(self) -> DecouverteGame:
        """This deal in the same state, going on apart from it (``Game.copy``)."""
        assert self.dealer is not None
        other = DecouverteGame(self.rules, self.dealer, _COPYING)  # not dealt again
        self._copy_deux_into(other)
        return other

    @property
    def talon(self) -> list[int]:
        """Belote découverte has no talon."""
        return []

    @property
    def bottom(self) -> int | None:
        """No card lies under a talon in belote découverte."""
        return None

    @overload
    def face_down(self, seat: Seat | int) -> Cards: ...

    @overload
    def face_down(self, seat: str) -> Cards: ...

    def face_down(self, seat: object) -> Cards:
        """``seat``'s cards still face down, seen by nobody (``seat`` a ``Seat``, its letter
        or its int; E, W: ``RuleError``): a mask that prints as its cards (``Cards``)."""
        who = self._player(seat)
        layout = self.talon_state
        if not isinstance(layout, LayoutState):  # before the taking: the layout as dealt
            layout = LayoutState(self.deck, self.dealer or Seat.N, 0, self.rules)
        return Cards(layout.face_down(who))

    def __repr__(self) -> str:
        where = self.phase.value + ("" if self.to_act is None else f", {self.to_act.name} to act")
        return f"<Game decouverte ({where})>"


def new_deux(deck: list[int], dealer: Seat, rules: RuleSet, check: bool = True) -> DeuxGame:
    """A deal of belote à deux (or, with ``variant=decouverte``, of belote découverte)
    dealt from ``deck`` by ``dealer`` (S or N)."""
    if check:
        check_deck(deck)
    check_dealer(dealer, TWO_PLAYER_GAMES[rules.variant])
    if rules.variant == "decouverte":
        return DecouverteGame(rules, dealer, deck)
    return DeuxGame(rules, dealer, deck)


__all__ = ["DRAWING_TRICKS", "PLAYERS", "TRICKS", "DecouverteGame", "DeuxGame", "deal_two",
           "new_deux", "score_two", "side", "talon_left"]
