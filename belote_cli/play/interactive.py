"""A line-based playing session (*une partie au clavier*): ``belote play`` without a terminal.

``Session`` (a ``session.SessionBase``) is fed one line of input at a time through
``handle_line`` and returns the text to show; it never reads stdin nor writes stdout, so a
test, a pipe or a terminal drive it alike. The user sits South; North is their partner;
East and West are the opponents; the three other seats are bots. The deal itself is the
engine's ``game.Game``: the session asks the user, lets the bots decide, and says what
happens; ``Match`` keeps the running totals.

With ``announcements=on`` the user is offered the announcements of their eight cards
(``announcements.detect``) one by one before their first card, the bots announce their
best, and everything announced is shown to the table once the first trick is over. With
``variant=coinche`` the deal is 3-2-3 without retourne and the taking is the coinche
auction: the user types ``pass``, ``90 ♥``, ``capot ♠``, ``coinche`` or ``surcoinche``.

Why this module is long: ``Session`` is the course of one four-player table, question by
question, for every option the table plays (classic, coinche, announcements, belote
declared, the deal without bidding): each answer it reads leads to the next question on
the same deal's state. What both tables share (the line read, the prompts' words, the
seeds, the tally, the match) is ``session``; the two-player table is
``interactive_deux``; the drawing of the table on a terminal is ``table``.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping

from ..bots.base import BidView, Bot
from ..bots.coinche_policy import bot_call
from ..core.announcements import Announcement, Fate, detect, winner
from ..core.bidding import Auction, Deal
from ..core.cards import (
    ALL_TRUMP,
    CONTRACT_SAID,
    KING,
    NO_TRUMP,
    QUEEN,
    SUIT_LETTERS_BY_LANG,
    SUITS,
    card,
    parse_contract_kind,
    parse_number,
    read_suit,
    sorted_cards,
    written_number,
)
from ..core.cards import suit_symbol as _suit_symbol
from ..core.coinche import (
    COINCHE,
    MINIMUM_POINTS,
    PASS,
    SURCOINCHE,
    BidError,
    Call,
    CoincheAuction,
    Contract,
    contract_verdict,
    is_pass,
    level_name,
    parse_call,
)
from ..core.declarations import Declaration, assess, declared_points
from ..core.errors import BeloteError, CardError, Reason
from ..core.scoring import DealScore
from ..core.seats import Seat, Team
from ..core.state import DealState, Trick
from ..dealfile.position import Position
from ..engine.game import Game
from ..engine.game import Phase as GamePhase
from ..engine.views import ask_bid, ask_play
from ..hints import HINT_PARAMS as HINT_PARAMS  # a hint's budget, where it was defined
from ..hints import hint
from ..render import render_deal, render_trick
from ..texts import (
    describe,
    describe_reason,
    name_of,
    team_label,
)
from .position import game_at
from .session import _NO, _TAKE, _YES, USER, Question, SessionBase, _choice, is_card
from .session import MAX_INPUT as MAX_INPUT
from .session import SessionOptions as SessionOptions

BOT_SEATS: tuple[Seat, ...] = (Seat.N, Seat.E, Seat.W)


class Phase(enum.Enum):
    """What the session waits for."""

    BID = "bid"  # take or pass (round one), a suit or pass (round two)
    CARD = "card"  # a card to play
    BELOTE = "belote"  # yes or no: declare belote with the card just chosen
    CALL = "call"  # a coinche call: pass, a bid, coinche or surcoinche
    ANNOUNCE = "announce"  # yes or no: declare an announcement with the first card
    OVER = "over"  # nothing more: the deal or the match is finished, or the user quit


class Session(SessionBase[Phase, Game]):
    """One game of ``belote play``: a deal, a discovery deal or a match, driven line by line.

    ``start()`` gives the opening text; then, while ``phase`` is not ``OVER``, show
    ``prompt``, read a line and pass it to ``handle_line``, which returns what to show.
    ``records`` holds every finished deal in the deal-file model (void deals aside), so
    a caller can write them as they come. ``bots`` maps N, E and W to the players to use
    (by default ``options.bots`` from the registry, seeded from ``options.seed``).
    """

    DEALERS = (Seat.N, Seat.E, Seat.S, Seat.W)
    BOT_SEATS = BOT_SEATS

    def __init__(self, options: SessionOptions, bots: Mapping[Seat, Bot] | None = None) -> None:
        super().__init__(options, bots, Phase.OVER, Phase.CARD, Phase.BELOTE)
        self._clockwise = self.rules.clockwise
        # The suits whose belote the user declared, and the (seat, suit) pairs whose belote
        # was said (one suit, trump's, but under TA any).
        self._user_declared: set[int] = set()
        self._belote_said: set[tuple[Seat, int]] = set()
        # Announcements (``announcements=on``): the user's still to offer, and chosen.
        self._offers: list[Announcement] | None = None
        self._user_chosen: list[Announcement] = []
        self._questions = {
            Phase.BID: Question(self._bid_prompt, self._bid_input,
                                ("help_bid", "help_bid_sa_ta") if self.rules.sa_ta == "on"
                                else ("help_bid",)),
            Phase.CARD: Question(self._card_prompt, self._card_input, ("help_card",)),
            Phase.BELOTE: Question(self._belote_prompt, self._belote_input, ("help_belote",)),
            Phase.CALL: Question(self._call_prompt, self._call_input,
                                 ("help_call", "help_call_sa_ta") if self.rules.sa_ta == "on"
                                 else ("help_call",)),
            Phase.ANNOUNCE: Question(self._announce_prompt, self._announce_input,
                                     ("help_announce",)),
        }

    # --- the deal in progress, as the game has it --------------------------------------------
    @property
    def state(self) -> DealState | None:
        """The play (None before it starts)."""
        return None if self.game is None else self.game.state

    @property
    def deal(self) -> Deal | None:
        """The classic deal: 5 cards each and the retourne (None in other variants)."""
        return None if self.game is None else self.game.deal_

    @property
    def auction(self) -> Auction | None:
        """The classic taking (None in other variants)."""
        return None if self.game is None else self.game.auction

    @property
    def coinche(self) -> CoincheAuction | None:
        """The coinche auction (``variant=coinche``; None otherwise)."""
        return None if self.game is None else self.game.coinche_auction

    @property
    def hands(self) -> tuple[int, ...] | None:
        """The 8-card hands once dealt in full (at once in coinche)."""
        return None if self.game is None else self.game.hands

    @property
    def taker(self) -> Seat | None:
        """Who took (or whose team bid the coinche contract)."""
        return None if self.game is None else self.game.taker

    @property
    def contract(self) -> Contract | None:
        """The coinche contract once the auction is over."""
        return None if self.game is None else self.game.contract

    @property
    def declared(self) -> list[Declaration]:
        """The announcements declared so far (``announcements=on``)."""
        return [] if self.game is None else list(self.game.declared)

    @property
    def with_announcements(self) -> bool:
        """True when announcements are declared (``announcements=on``)."""
        return self.rules.announcements == "on" and not self.options.discovery

    # --- the questions --------------------------------------------------------------------
    def _bid_prompt(self) -> str:
        assert self.auction is not None
        if self.auction.round == 1:
            return self._t("prompt_bid1", suit=_suit_symbol(self.auction.retourne >> 3))
        return self._t("prompt_bid2_sa_ta" if self.auction.sa_ta else "prompt_bid2",
                       choices=self._bid2_choices())

    def _call_prompt(self) -> str:
        return self._t("prompt_call", choices=self._call_choices())

    def _announce_prompt(self) -> str:
        assert self._offers
        return self._t("prompt_announce", ann=self._offers[0])

    # --- the game's course ----------------------------------------------------------------
    def _say_intro(self) -> None:
        self._say("intro")

    def _stacked_deck(self) -> list[int] | None:
        # The deck given for this deal (``SessionOptions.decks``), if any.
        deck = self._given_deck()
        if deck is not None and sorted(deck) != list(range(32)):
            raise ValueError("a deck holds each of the 32 cards once")
        return deck

    def _deal(self) -> None:
        self._user_declared = set()
        self._belote_said = set()
        self._offers = None
        self._user_chosen = []
        if self.options.position is not None:
            self._deal_position(self.options.position)
            return
        stacked = self._stacked_deck()
        if self.options.discovery:
            # A deal without bidding: one shuffle (or the deck given), the trump drawn at
            # random, eight cards each.
            if stacked is None:
                game = Game.shuffle(self._deal_rng, USER, self.rules, discovery=True)
            else:
                game = Game.discovery(stacked, self._deal_rng.choice(SUITS), self.rules)
            self.game = game
            assert game.trump is not None
            self._started = True
            self._say("discovery", seed=self.options.seed, trump=_suit_symbol(game.trump))
            return
        self._say_deal()
        game = self.game = (Game.shuffle(self._deal_rng, self.dealer, self.rules)
                            if stacked is None else Game.deal(stacked, self.dealer, self.rules))
        if game.hands is not None:  # coinche: dealt 3-2-3 at once, no retourne
            if self.deal_number == 1:
                self._say("coinche_rules_sa_ta" if self.rules.sa_ta == "on"
                          else "coinche_rules")
            self._say("your_cards", cards=self._cards(sorted_cards(game.hands[USER])))
            return
        deal = game.deal_
        assert deal is not None
        self._say("your_cards", cards=self._cards(sorted_cards(deal.hands[USER])))
        self._say("retourne", card=self._card(deal.retourne))

    def _deal_position(self, position: Position) -> None:
        """The deal of a position (``--from``): its tricks played, said after its taker
        (``_say_taken``); the play goes on from the next card. A belote begun in the
        file's tricks is the session's too, as ``game_at`` says it to the game (under
        ``belote=declared``, where the file's ``belote:`` line names the seat): the
        tally then notes no undeclared belote of the user's, and the other card of the
        pair, played on, is the rebelote."""
        game = self.game = game_at(position)
        state = game.state
        assert state is not None
        for suit, seat in game.belote_pairs():
            pair = 1 << card(suit, KING) | 1 << card(suit, QUEEN)
            if pair & ~state.hands[seat] and (self.rules.belote != "declared"
                                              or seat in position.record.belote):
                self._belote_said.add((seat, suit))
                if seat is USER:
                    self._user_declared.add(suit)
        values = {"n": self._number, "file": self.options.position_name,
                  "seed": self.options.seed}
        if self.game.dealer is None:
            self._say("deal_position", **values)
        else:
            self._say("deal_position_dealer", dealer=self._seat(self.game.dealer), **values)

    def _say_position_tricks(self, game: Game) -> None:
        """A position's tricks played before, each as the tally writes it."""
        state = game.state
        assert state is not None
        if not state.tricks:
            return
        n = len(state.tricks)
        self._say("position_tricks_one" if n == 1 else "position_tricks", n=n)
        for number, trick in enumerate(state.tricks, 1):
            self._out.append(render_trick(number, trick, state.trump, self.lang,
                                          self._clockwise))

    def _step(self, game: Game) -> bool:
        phase, seat = game.phase, game.to_act
        assert seat is not None
        if phase is GamePhase.CALL:
            if seat is USER:
                self.phase = Phase.CALL
                return True
            assert game.coinche_auction is not None
            self._show_call(*game.call(self._bot_call(seat, game.coinche_auction)))
        elif phase is GamePhase.BID:
            if seat is USER:
                self.phase = Phase.BID
                return True
            view = game.view(seat)
            assert isinstance(view, BidView)
            self._take(ask_bid(self.bots[seat], view))
        elif phase is GamePhase.ANNOUNCE:
            return self._announcement_turn(game, seat)
        elif seat is USER:
            self.phase = Phase.CARD
            self._show_hand()
            return True
        else:
            self._play(ask_play(self.bots[seat], game.player_view()))
        return False

    def _void_text(self, game: Game) -> str:
        return "void_coinche" if game.coinche_auction is not None else "void"

    def _say_taken(self, game: Game) -> None:
        """Who took, at what (or the coinche contract and what it needs)."""
        contract = game.contract
        # A position (``--from``) says no deal of 8 cards each: its tricks follow.
        given = "position_" if self.options.position is not None else ""
        if contract is None:
            assert game.taker is not None and game.trump is not None
            if game.trump >= NO_TRUMP:  # sans atout, tout atout: said in words
                self._say(f"{given}taken_sa_ta", seat=self._seat(game.taker),
                          contract=CONTRACT_SAID[game.trump].capitalize(),
                          team=self._team(game.taker.team))
            else:
                self._say(f"{given}taken", seat=self._seat(game.taker),
                          suit=_suit_symbol(game.trump), team=self._team(game.taker.team))
            self._show_received(game)
            if given:
                self._say_position_tricks(game)
            return
        # No belote at sans atout, nor at tout atout with ta_belote=none (VARIANTS.md §1).
        points = ("need_points" if game.rules.belote_suits(contract.suit)
                  else "need_trick_points")
        need = (self._t("need_capot") if contract.is_capot
                else self._t(f"{points}_least", level=contract.level, least=MINIMUM_POINTS)
                if contract.level < MINIMUM_POINTS
                else self._t(points, level=contract.level))
        self._say("contract", contract=name_of(contract, self.lang),
                  team=self._team(contract.takers), need=need)
        if given:
            self._say_position_tricks(game)

    def _show_received(self, game: Game) -> None:
        """The cards South gets once someone took: the retourne and two more to the taker,
        three to everyone else, from the rest of the deck (*le reste du paquet*)."""
        deal, hands = game.deal_, game.hands
        if deal is None or hands is None or game.taker is None:
            return
        received = sorted_cards(hands[USER] & ~deal.hands[USER] & ~(1 << deal.retourne))
        if game.taker is USER:
            self._say("received_taker", card=self._card(deal.retourne),
                      cards=self._cards(received), dealer=self._seat(self.dealer))
        else:
            self._say("received", cards=self._cards(received), dealer=self._seat(self.dealer))

    def _bot_call(self, seat: Seat, auction: CoincheAuction) -> Call:
        """A bot's coinche call (``coinche.bot_call``)."""
        assert self.hands is not None
        return bot_call(self.bots[seat], self.hands[seat], auction)

    def _announcement_turn(self, game: Game, seat: Seat) -> bool:
        """Before each seat's first card: the bots announce their best; the user is offered
        theirs one by one. True when the user is asked (phase ``ANNOUNCE``)."""
        assert game.hands is not None and game.trump is not None
        if seat is not USER:
            found = detect(game.hands[seat], game.trump)
            game.announce(found)
            self._declare(seat, list(found))
            return False
        state = game.state
        assert state is not None
        if self._offers is None:
            self._offers = list(detect(game.hands[USER], game.trump))
            if self._offers:
                hand = sorted_cards(state.hands[USER], state.trump)
                self._say("your_cards", cards=self._cards(hand))
        if self._offers:
            self.phase = Phase.ANNOUNCE
            return True
        game.announce(self._user_chosen)
        self._declare(USER, self._user_chosen)
        return False

    def _declare(self, seat: Seat, anns: list[Announcement]) -> None:
        """Say the kinds of ``seat``'s announcements (the cards are shown later): a
        sequence by its kind, a carré with its rank, which sets its value (``carré J``,
        French ``carré V``), as ``PlayerView.heard`` says them."""
        if not anns:
            return
        kinds = ", ".join(name_of(a, self.lang) if a.is_carre else a.kind for a in anns)
        self._say("announces", seat=self._seat(seat), kinds=kinds)

    def _show_announcements(self) -> None:
        """At the second trick: what everyone announced, and which team scores."""
        state = self.state
        assert state is not None
        if not self.declared:
            self._say("no_ann")
            return
        listed = ", ".join(name_of(d, self.lang) for d in self.declared)
        self._say("shown", listed=listed)
        ns = [d.announcement for d in self.declared if d.seat.team is Team.NS]
        ew = [d.announcement for d in self.declared if d.seat.team is Team.EW]
        team = winner(ns, ew, state.trump)
        if team is None:
            self._say("ann_equal")
            return
        points = declared_points(self.declared, state.trump)
        top = max((d for d in self.declared if d.seat.team is team),
                  key=lambda d: d.announcement.strength(state.trump))
        self._say("ann_best", best=name_of(top, self.lang), team=self._team(team),
                  points=points[team])

    def _play(self, c: int) -> None:
        state = self.state
        assert state is not None
        seat = state.to_play
        number = state.trick_number
        if self._auction_items is not None and seat is not USER:
            # A card played in the answer that ended the auction, before the user's
            # first question of the play (``cards_at``).
            self._card_items.append(len(self._out))
        self._say("plays", seat=self._seat(seat), card=self._card(c))
        self._announce_belote(seat, c)
        game = self.game
        assert game is not None
        trick = game.play(c)
        if game.phase is GamePhase.BELOTE:
            # The first of king and queen of trump: the bots say belote; the user said
            # it or not before the card (``_asks_belote``).
            game.say_belote(seat is not USER or c >> 3 in self._user_declared)
        if trick is not None:
            self._show_trick_done(trick, number)
            if number == 1 and self.with_announcements:
                self._show_announcements()
            if self.options.discovery:
                self._say("counters", ns=state.points[Team.NS], ew=state.points[Team.EW])
            self._trick_over()

    def _announce_belote(self, seat: Seat, c: int) -> None:
        """Say belote, then rebelote, as the holder plays the king and queen of trump."""
        game = self.game
        assert game is not None
        suit = c >> 3
        if (self.options.discovery or c & 7 not in (KING, QUEEN)
                or (suit, seat) not in game.belote_pairs()):
            return
        if seat is USER and self.rules.belote == "declared" and suit not in self._user_declared:
            return
        if (seat, suit) in self._belote_said:
            self._say("rebelote", seat=self._seat(seat))
        else:
            self._belote_said.add((seat, suit))
            self._say("belote", seat=self._seat(seat))

    def _tally(self, game: Game, score: DealScore) -> str:
        state = game.state
        assert state is not None
        judged = assess(game.declared, state.initial_hands, state.trump, True)
        notes: list[Reason] = []
        if self.rules.belote == "declared" and not self.options.discovery:
            # As belote score says it of the recorded deal: the bots always say belote.
            notes.extend(Reason("note_undeclared", {
                "seat": seat, "k_card": card(suit, KING), "q_card": card(suit, QUEEN)})
                for suit, seat in game.belote_pairs()
                if seat is USER and suit not in self._user_declared)
        if game.contract is not None:
            notes.extend(judged.notes(Fate.of(score, game.contract.multiplier)))
            notes.append(contract_verdict(game.contract, score))
        else:
            notes.extend(judged.notes(Fate.of(score)))
        dealer = (None if self.options.discovery
                  else game.dealer if self.options.position is not None else self.dealer)
        return render_deal(score, state.tricks, self.lang, self._clockwise, dealer, notes,
                           announcements=self.rules.announcements == "on",
                           contract=game.contract)

    # --- the user's answers ---------------------------------------------------------------
    def _bid_input(self, word: str, raw: str) -> bool:
        auction = self.auction
        assert auction is not None
        ok, suit = self._read_bid(auction, word, raw)
        if not ok:
            return False
        assert self.game is not None
        self._take(suit)
        return True

    def _read_bid(self, auction: Auction, word: str, raw: str) -> tuple[bool, int | None]:
        """``(True, suit)`` to take ``suit`` (None: pass), ``(False, None)`` if refused."""
        retourne_suit = auction.retourne >> 3
        allowed = auction.allowed_suits()
        # The numbered answers of the prompt: round one 1) take 2) pass; round two the
        # allowed suits, then pass.
        numbered: list[int | None] = ([retourne_suit, None] if auction.round == 1
                                      else [*allowed, None])
        n = parse_number(word, len(numbered))
        if n is not None and 1 <= n <= len(numbered):
            return True, numbered[n - 1]
        # At the French prompt's second round, P is pique (a suit), not "passe".
        if is_pass(word, pique=auction.round == 2 and self.lang == "fr"):
            return True, None
        if auction.round == 1 and word in _TAKE:
            return True, retourne_suit
        try:
            # SA / TA (sans atout, tout atout, no trump, all trumps), else a suit.
            kind = parse_contract_kind(word)
            suit = read_suit(word, self.lang) if kind is None else kind
        except CardError:
            self._say_unread_bid(word, raw,
                                 None if auction.round == 1 else self._bid2_choices())
            return False, None
        if suit in allowed:
            return True, suit
        if auction.round == 1:
            self._say("round1_only", suit=_suit_symbol(retourne_suit))
        else:
            # With sa_ta=on, SA and TA are named apart: contracts, not suits.
            suits = [s for s in allowed if s < NO_TRUMP]
            self._say("round2_suit" if len(suits) == len(allowed) else "round2_suit_sa_ta",
                      suit=_suit_symbol(retourne_suit), suits=self._suits(suits))
        return False, None

    def _call_input(self, word: str, raw: str) -> bool:
        """A coinche call typed by the user: read, checked against the auction, made."""
        auction = self.coinche
        assert auction is not None
        menu = self._call_menu()
        n = parse_number(raw, len(menu))
        if n is not None:
            if not 1 <= n <= len(menu):
                self._say("bad_call_number", n=written_number(raw), choice=_choice(len(menu)))
                return False
            call = menu[n - 1]
        elif is_pass(word):  # the words of a pass at the classic prompt (passer, non…)
            call = PASS
        else:
            try:
                call = parse_call(raw, self.lang)
            except BidError as e:
                try:
                    # A suit letter only the other language has (90 h at a French prompt,
                    # 90 p at an English one) has one meaning: read it there.
                    call = parse_call(raw, "en" if self.lang == "fr" else "fr")
                except BidError:
                    if is_card(word, self.lang):  # a card: the auction comes first
                        self._say("card_at_call", word=raw)
                    elif e.code == "bid_unknown":  # no reason but what is expected
                        self._say("unknown_call_expected", word=raw)
                    else:
                        self._say("unknown_call", word=raw,
                                  reason=self._call_problem(e, raw))
                    return False
        reason = auction.why_illegal(call)
        if reason is not None:
            self._say("call_refused", call=name_of(call, self.lang),
                      reason=describe_reason(reason, self.lang))
            return False
        assert self.game is not None
        self._show_call(*self.game.call(call))
        return True

    def _call_problem(self, error: BidError, raw: str) -> str | Reason:
        """What is wrong with a call typed at the prompt, without the call itself, which
        the line says first: ``unknown suit 'X'``, where a deal file's contract says
        ``unknown suit 'X' in the bid '100 X'``; the word quoted as typed (``raw``)."""
        params = error.params
        if error.code == "bid_suit":
            word = str(params["suit_text"])
            at = raw.lower().find(word.lower())
            if at >= 0 and len(raw.lower()) == len(raw):  # the case as typed
                word = raw[at:at + len(word)]
            # The prompt also reads the letters only the other language has (see
            # ``_call_input``): P K T at the English prompt, S H D at the French one.
            other = "en" if self.lang == "fr" else "fr"
            own = SUIT_LETTERS_BY_LANG[self.lang]
            foreign = " ".join(c for c in SUIT_LETTERS_BY_LANG[other] if c not in own)
            return Reason("call_suit", {"suit_text": word, "letters": " ".join(own),
                                        "other": foreign})
        if error.code == "bid_trump":
            return Reason("call_trump", {"level": params["level"]})
        return describe(error, self.lang)

    def _call_menu(self) -> list[Call]:
        """The numbered calls of the prompt: pass, the lowest bid allowed in each suit (and
        in sans atout and tout atout with ``sa_ta=on``), then coinche or surcoinche when
        allowed (higher bids are typed: ``120 ♥``)."""
        auction = self.coinche
        assert auction is not None
        menu = [PASS]
        levels = auction.legal_levels()
        if levels:
            menu.extend(Call.bid(levels[0], suit) for suit in SUITS)
            if self.rules.sa_ta == "on":
                menu.extend(Call.bid(levels[0], kind) for kind in (NO_TRUMP, ALL_TRUMP))
        if auction.can_coinche():
            menu.append(COINCHE)
        if auction.can_surcoinche():
            menu.append(SURCOINCHE)
        return menu

    def _call_choices(self) -> str:
        """``1) pass  2) 90 ♠ … 6) coinche; or a higher bid: 100–160 or capot with a suit
        (e.g. 100 ♥)``: the numbered calls, and the higher bids that may be typed."""
        auction = self.coinche
        assert auction is not None
        text = "  ".join(f"{i}) {name_of(call, self.lang)}"
                         for i, call in enumerate(self._call_menu(), 1))
        higher = auction.legal_levels()[1:]
        if higher:
            if len(higher) == 1:
                levels = level_name(higher[0])
            elif len(higher) == 2:
                levels = self._t("call_range_top", low=level_name(higher[0]))
            else:
                levels = self._t("call_range", low=level_name(higher[0]))
            key = "call_higher_sa_ta" if self.rules.sa_ta == "on" else "call_higher"
            text += self._t(key, levels=levels, low=level_name(higher[0]))
        return text

    def _announce_input(self, word: str, raw: str) -> bool:
        """Yes or no to the first announcement still offered."""
        offers = self._offers
        assert offers
        if word in _YES or word in {"announce", "annonce"}:
            self._user_chosen.append(offers[0])
        elif word not in _NO:  # a card: the announcement comes first
            self._say_not_yes_no(word, raw, "card_at_announce")
            return False
        offers.pop(0)
        return True

    def _bid2_choices(self) -> str:
        """``1) ♠  2) ♦  3) ♣  4) pass``: the numbered answers of round two."""
        assert self.auction is not None
        names = [_suit_symbol(s) for s in self.auction.allowed_suits()] + [self._t("pass_word")]
        return "  ".join(f"{i}) {name}" for i, name in enumerate(names, 1))

    def _asks_belote(self, c: int) -> bool:
        """With ``belote=declared``, the user is asked when playing the first of K and Q."""
        state = self.state
        assert state is not None
        if self.options.discovery or self.rules.belote != "declared":
            return False
        game = self.game
        assert game is not None
        suit = c >> 3
        if (c & 7 not in (KING, QUEEN) or (suit, USER) not in game.belote_pairs()
                or (USER, suit) in self._belote_said):
            return False
        # Only while the other card is still in the hand: the first of the two.
        other = card(suit, QUEEN if c & 7 == KING else KING)
        return bool((state.hands[USER] >> other) & 1)

    def _why_illegal(self, c: int) -> Reason | None:
        state = self.state
        assert state is not None
        return state.why_illegal(c)

    def _declare_belote(self, c: int) -> None:
        self._user_declared.add(c >> 3)

    # --- what the user sees ---------------------------------------------------------------
    def _legal_cards(self) -> list[int]:
        """The user's legal cards in the order shown, numbered from 1."""
        state = self.state
        if state is None or state.is_over:
            return []
        legal = state.legal_moves() if state.to_play is USER else 0
        return [c for c in sorted_cards(state.hands[USER], state.trump) if (legal >> c) & 1]

    def hand_text(self) -> str:
        """The user's hand by suit and strength, trumps first and marked ``*``, legal cards
        numbered: ``1) J♥*  2) 9♥*  A♠  10♠  3) 7♣`` (A♠ and 10♠ may not be played now)."""
        state = self.state
        if state is None:
            if self.hands is not None:
                return self._cards(sorted_cards(self.hands[USER]))
            assert self.deal is not None
            return self._cards(sorted_cards(self.deal.hands[USER]))
        trump = state.trump
        legal = state.legal_moves() if state.to_play is USER and not state.is_over else 0
        parts = []
        n = 0
        for c in sorted_cards(state.hands[USER], trump):
            name = self._card(c) + ("*" if c >> 3 == trump else "")
            if (legal >> c) & 1:
                n += 1
                parts.append(f"{n}) {name}")
            else:
                parts.append(name)
        return "  ".join(parts)

    def _show_hand(self) -> None:
        state = self.state
        if state is None:
            self._say("your_cards", cards=self.hand_text())
            if self.deal is not None:
                self._say("retourne", card=self._card(self.deal.retourne))
            return
        if state.to_play is USER and not state.is_over:
            if state.trick:
                self._say("on_table", n=state.trick_number, cards=self._table(state))
            else:
                self._say("you_lead", n=state.trick_number)
        if state.trump >= NO_TRUMP:
            self._say("hand_line_sa_ta", contract=CONTRACT_SAID[state.trump],
                      cards=self.hand_text())
        else:
            self._say("hand_line", mark="*", suit=_suit_symbol(state.trump),
                      cards=self.hand_text())

    def _play_help(self) -> None:
        """At the card, the obligations of the contract in play (the rule book's "What you
        may play", and its sans atout and tout atout part), in the words of ``belote rules
        play`` and ``belote rules sa_ta``."""
        state = self.state
        if self.phase is not Phase.CARD or state is None:
            return
        if state.trump == NO_TRUMP:
            self._say("help_play_sa")
        elif state.trump == ALL_TRUMP:
            self._say("help_play_ta")
        else:
            self._say("help_play_suit", suit=_suit_symbol(state.trump),
                      undertrump=self._t(f"help_play_undertrump_{self.rules.undertrump}"))

    def _hint_legal(self) -> int:
        state = self.state
        if self.phase is not Phase.CARD or state is None or state.to_play is not USER:
            return 0
        return state.legal_moves()

    def _show_hint(self) -> None:
        """The expert's card for the user and the expected points of each legal card."""
        state = self.state
        if self.phase is Phase.BID:
            self._taking_hint()
            return
        if self.phase is Phase.CALL:
            self._call_hint()
            return
        if self.phase is not Phase.CARD or state is None or state.to_play is not USER:
            self._say("no_hint")
            return
        assert self.game is not None
        # The library's hint (``hints.hint``), seeded from the game and the position only:
        # asking twice gives the same answer.
        advice = hint(self.game, rng=self.hint_rng())
        # Some card is still hidden: no other seat is out of cards before the last trick,
        # where the user's one card is said without a search (``_hint_legal``).
        self._say_hint(advice, "hint_values")

    def _taking_hint(self) -> None:
        """At the taking of a retourne, the simulation the review after the deal judges it
        by (``deal_review``): on the user's five cards, the retourne and the dealer alone,
        seeded as the review is, so that both say the same."""
        from ..simulation import KnownHand  # the simulation: on demand, as the review's
        from ..texts.deal_review import round_two_hint_lines, taking_hint_lines
        from .deal_review import judge_round_two, judge_taking, taking_config

        auction, deal = self.auction, self.deal
        assert auction is not None and deal is not None
        hand = tuple(sorted_cards(deal.hands[USER]))
        try:
            config = taking_config(self.rules, KnownHand(USER, hand, deal.retourne,
                                                         auction.dealer), self.deal_seed)
        except BeloteError:
            self._say("play_review_no_bid_simulation")
            return
        if auction.round == 1:
            lines = taking_hint_lines(hand, deal.retourne, auction.dealer,
                                      judge_taking(config), self.lang)
        else:
            lines = round_two_hint_lines(judge_round_two(config)[0], self.lang)
        self._out.extend(lines)

    def _call_hint(self) -> None:
        """At the user's call of a coinche auction, each bid still open and the coinche
        (surcoinche) where open judged by simulation on the user's 8 cards against passing
        (``coinche_hint``), seeded from the deal and the calls so far, so that asking
        twice gives the same answer; the deals simulated are kept (``calls_kept``) for
        the review after the deal, which judges the call on them again."""
        from ..texts.deal_review import call_hint_lines  # the simulation: on demand
        from .coinche_hint import judge_calls

        auction, hands = self.coinche, self.hands
        assert auction is not None and hands is not None
        figures = judge_calls(self.rules, auction, USER, hands[USER], self.deal_seed,
                              kept=self.calls_kept)
        self._out.extend(call_hint_lines(figures, self.lang))

    def hint_rng(self) -> random.Random:
        """The generator a hint draws from at the user's card: made from ``--seed``, the
        deal's number and the cards played, so that asking twice gives the same answer."""
        state = self.state
        assert state is not None
        return random.Random(self.options.seed * 1_000 + self.deal_number * 40
                             + 4 * len(state.tricks) + len(state.trick))

    def _show_trick(self) -> None:
        state = self.state
        if state is None:
            self._say("no_play_yet")
        elif not state.trick:
            self._say("no_trick")
        else:
            self._say("on_table", n=state.trick_number, cards=self._table(state))

    def _show_last(self) -> None:
        state = self.state
        if state is None or not state.tricks:
            self._say("no_last")
        else:
            self._show_trick_done(state.tricks[-1], len(state.tricks))

    def _show_score(self) -> None:
        state = self.state
        if state is not None:
            self._say("so_far", ns=state.points[Team.NS], ew=state.points[Team.EW],
                      n=len(state.tricks))
        else:
            self._say("no_play_yet")
        if self.match is not None:
            ns, ew = self.match.totals
            self._say("match_line", ns=ns, ew=ew, target=self.rules.target)
            if self.match.held:
                self._say("held", held=self.match.held)

    def _show_call(self, seat: Seat, call: Call) -> None:
        if call.kind == "bid":
            self._say("call_bid", seat=self._seat(seat), bid=name_of(call, self.lang))
        else:
            self._say(f"call_{call.kind}", seat=self._seat(seat))

    def _show_trick_done(self, trick: Trick, number: int) -> None:
        assert self.state is not None
        self._out.append(render_trick(number, trick, self.state.trump, self.lang,
                                      self._clockwise))

    def _table(self, state: DealState) -> str:
        return "  ".join(f"{self._seat(seat)} {self._card(c)}"
                         for seat, c in zip(state.trick_seats(), state.trick, strict=True))

    # --- small helpers --------------------------------------------------------------------
    def _team(self, team: Team) -> str:
        return team_label(team, self.lang)
