"""``belote play --rule variant=deux``: belote à deux line by line, the user (South)
against one bot (North).

``DeuxSession`` is a ``session.SessionBase``, as ``interactive.Session`` is (``start``,
``prompt``, ``handle_line``, ``is_over``, ``records``): fed one line at a time, it never
reads stdin nor writes stdout. The deal is the engine's ``Game`` of kind ``deux``
(``deux.DeuxGame``): the session asks the user, lets the bot decide, and says what
happens: the talon's size and the card lying face up under it before each trick, what the
user draws (the bot's draws stay hidden, but for the face-up card), the exchange of the
seven, belote; a match to the target with ``Match``, the scores kept per player.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping

from ..bots.base import BidView, Bot
from ..core.cards import (
    KING,
    QUEEN,
    SEVEN,
    card,
    parse_number,
    read_suit,
    sorted_cards,
    suit_symbol,
)
from ..core.coinche import is_pass
from ..core.errors import CardError, Reason
from ..core.scoring import DealScore
from ..core.seats import Seat
from ..core.state import Trick
from ..core.talon import PLAYERS
from ..engine.deux import DecouverteGame, DeuxGame
from ..engine.game import Game
from ..engine.game import Phase as GamePhase
from ..engine.views import ask_bid, ask_play
from ..hints import hint
from ..render import render_deal, render_trick
from .session import _NO, _TAKE, _YES, USER, Question, SessionBase, SessionOptions

#: The bot's seat.
BOT = Seat.N


class Phase(enum.Enum):
    """What the session waits for."""

    BID = "bid"  # take or pass (round one), a suit or pass (round two)
    EXCHANGE = "exchange"  # yes or no: swap the trump 7 for the retourne
    CARD = "card"  # a card to play
    BELOTE = "belote"  # yes or no: declare belote with the card just chosen
    OVER = "over"  # nothing more: the deal or the match is finished, or the user quit


class DeuxSession(SessionBase[Phase, DeuxGame]):
    """One game of ``belote play --rule variant=deux``: a deal or a match, line by line
    (see the module docstring). ``bots`` maps N to the bot to use (by default
    ``options.bots`` from the registry, seeded from ``options.seed``)."""

    DEALERS = PLAYERS
    HELP_COMMANDS = "help_cmds_deux"  # the hint at the card alone: no hint at the taking
    BOT_SEATS = (BOT,)

    def __init__(self, options: SessionOptions, bots: Mapping[Seat, Bot] | None = None) -> None:
        super().__init__(options, bots, Phase.OVER, Phase.CARD, Phase.BELOTE)
        #: Belote découverte (``variant=decouverte``): face-up cards on face-down ones.
        self.open = self.rules.variant == "decouverte"
        self._declared = False  # the user said belote
        self._belote_asked = False  # the user was asked whether to say belote
        self._belote_shown = False  # belote was said: rebelote comes with the other card
        self._talon_shown = 0  # the trick whose talon was said
        self._questions = {
            Phase.BID: Question(self._bid_prompt, self._bid_input, ("help_bid",)),
            Phase.EXCHANGE: Question(self._exchange_prompt, self._exchange_input,
                                     ("deux_help_exchange",)),
            Phase.CARD: Question(self._card_prompt, self._card_input,
                                 ("help_card", "decouverte_help_play" if self.open
                                  else "deux_help_play")),
            Phase.BELOTE: Question(self._belote_prompt, self._belote_input, ("help_belote",)),
        }

    # --- the questions --------------------------------------------------------------------
    def _bid_prompt(self) -> str:
        game = self.game
        assert game is not None and game.retourne is not None
        if len(game.bids) < 2:
            return self._t("prompt_bid1", suit=suit_symbol(game.retourne >> 3))
        return self._t("prompt_bid2", choices=self._bid2_choices())

    def _exchange_prompt(self) -> str:
        game = self.game
        assert game is not None and game.trump is not None and game.retourne is not None
        return self._t("deux_prompt_exchange", seven=self._card(card(game.trump, SEVEN)),
                       retourne=self._card(game.retourne))

    # --- the game's course ----------------------------------------------------------------
    def _say_intro(self) -> None:
        self._say("open_intro" if self.open else "deux_intro", bot=self.options.bots)

    def _deal(self) -> None:
        self._declared = False
        self._belote_asked = False
        self._belote_shown = False
        self._talon_shown = 0
        self._say_deal()
        deck = self._given_deck()
        if deck is not None:
            game = Game.deal(deck, self.dealer, self.rules)
        else:
            game = Game.shuffle(self._deal_rng, self.dealer, self.rules)
        assert isinstance(game, DeuxGame) and game.retourne is not None
        self.game = game
        self._show_cards()

    def _say_taken(self, game: DeuxGame) -> None:
        assert game.trump is not None and game.retourne is not None
        if game.taker is None:  # belote découverte, decouverte_bid=off
            self._say("open_no_bid", suit=suit_symbol(game.trump))
        elif self.open:
            self._say("open_taken", seat=self._seat(game.taker), suit=suit_symbol(game.trump))
        else:
            self._say("deux_taken", seat=self._seat(game.taker),
                      suit=suit_symbol(game.trump), card=self._card(game.retourne))

    def _step(self, game: DeuxGame) -> bool:
        phase, seat = game.phase, game.to_act
        assert seat is not None
        if phase is GamePhase.BID:
            if seat is USER:
                self.phase = Phase.BID
                return True
            view = game.view(seat)
            assert isinstance(view, BidView)
            self._take(ask_bid(self.bots[BOT], view))
        elif phase is GamePhase.EXCHANGE:
            if seat is USER:
                self._show_talon()
                self.phase = Phase.EXCHANGE
                return True
            game.swap(True)  # the bot always swaps: the retourne is worth more
            self._say_exchange(seat)
        elif phase is GamePhase.BELOTE:
            game.say_belote(True)  # the bot's, said with its card
        elif seat is USER:
            self.phase = Phase.CARD
            if not game.trick:
                self._show_talon()  # with "you lead" (said before an exchange, if one)
            self._show_hand(lead_said=not game.trick)
            return True
        else:
            if not game.trick:
                self._show_talon()
            self._play(ask_play(self.bots[BOT], game.player_view()))
        return False

    def _void_text(self, game: DeuxGame) -> str:
        return "deux_void"

    def _say_exchange(self, seat: Seat) -> None:
        game = self.game
        assert game is not None and game.trump is not None and game.retourne is not None
        self._say("deux_exchanged", seat=self._seat(seat),
                  seven=self._card(card(game.trump, SEVEN)), retourne=self._card(game.retourne))

    def _play(self, c: int) -> None:
        game = self.game
        assert game is not None
        seat = game.to_play
        number = len(game.played) + 1
        self._say("plays", seat=self._seat(seat), card=self._card(c))
        before_hands = (game.hand(USER), game.hand(BOT))
        before = game.belote_seat
        pair = c >> 3 == game.trump and c & 7 in (KING, QUEEN)
        second = before is seat and pair
        said = seat is not USER or self._declared or self.rules.belote == "auto"
        trick = game.play(c)
        if before is None and game.belote_seat is not None:
            # Belote à deux: the first of king and queen of trump, the other held; belote
            # découverte: the second of the two. Belote, said by the bot, by the user if
            # they chose to (``belote=declared``), or counted by itself; in belote
            # découverte rebelote with it, and belote first if it was not said with the
            # first (the other lay face down then).
            if game.phase is GamePhase.BELOTE:
                game.say_belote(said)
            if said:
                if not self._belote_shown:
                    self._say("belote", seat=self._seat(seat))
                if self.open:
                    self._say("rebelote", seat=self._seat(seat))
                self._belote_shown = True
        elif second and self._belote_shown:
            self._say("rebelote", seat=self._seat(seat))
        elif self.open and pair and said and not self._belote_shown:
            # Belote découverte: the first of the two, the other face up in the same
            # hand: belote now, as in the other games (the 20 comes with the second).
            other = card(c >> 3, QUEEN if c & 7 == KING else KING)
            if game.hand(seat) >> other & 1:
                self._belote_shown = True
                self._say("belote", seat=self._seat(seat))
        if trick is not None:
            self._show_trick_done(trick, number)
            if self.open:
                self._show_turned(before_hands)
            else:
                self._show_draw(number)
            self._trick_over()

    def _show_turned(self, before: tuple[int, int]) -> None:
        """Belote découverte: the cards turned face up after the trick."""
        game = self.game
        assert game is not None
        mine = game.hand(USER) & ~before[0]
        theirs = game.hand(BOT) & ~before[1]
        if mine or theirs:
            # A side whose card lay on none (one turned up before) says none, as the
            # other lines of the game do in words.
            none = self._t("open_turned_none")
            self._say("open_turned", mine=self._cards(sorted_cards(mine)) or none,
                      theirs=self._cards(sorted_cards(theirs)) or none)

    def _show_cards(self) -> None:
        """The user's cards and the retourne; at découverte both players' face-up cards and
        how many lie face down."""
        game = self.game
        assert game is not None and game.retourne is not None
        if not self.open:
            self._say("your_cards", cards=self._cards(sorted_cards(game.hand(USER))))
            # Before the taking the retourne lies beside the talon, not under it: the talon
            # holds its 19 face-down cards (the trick lines count the retourne in once it
            # is slid under the talon).
            self._say("deux_retourne", card=self._card(game.retourne), n=len(game.talon))
            return
        assert isinstance(game, DecouverteGame)
        self._say("open_cards", cards=self._cards(sorted_cards(game.hand(USER), game.trump)),
                  n=game.face_down(USER).bit_count())
        self._say("open_bot_cards", cards=self._cards(sorted_cards(game.hand(BOT), game.trump)),
                  n=game.face_down(BOT).bit_count())
        if game.trump is None:
            self._say("open_retourne", card=self._card(game.retourne))

    def _show_draw(self, number: int) -> None:
        """What the user draws after trick ``number`` (1–10), and the face-up card the
        loser takes after trick 10."""
        game = self.game
        assert game is not None
        if number > len(game.draws):
            return
        first, second = game.draws[number - 1]
        winner = game.played[number - 1].winner
        mine = first if winner is USER else second
        if number == 10:
            other = first if winner is not USER else second
            if winner is USER:
                self._say("deux_draw_last_won", card=self._card(mine), other=self._card(other))
            else:
                self._say("deux_draw_last_lost", card=self._card(mine))
        else:
            self._say("deux_draw", card=self._card(mine),
                      first=self._t("deux_first" if winner is USER else "deux_second"))

    def _tally(self, game: DeuxGame, score: DealScore) -> str:
        notes: list[Reason] = []
        if game.exchange is not None:
            number, seat = game.exchange
            assert game.trump is not None and game.retourne is not None
            notes.append(Reason("note_exchange", {
                "seat": seat, "seven_card": card(game.trump, SEVEN),
                "retourne_card": game.retourne, "trick": number}))
        if (self.rules.belote == "declared" and game.belote_seat is USER
                and not self._declared and game.trump is not None):
            # As belote score says it of the recorded deal: the bot always says belote.
            notes.append(Reason("note_undeclared", {
                "seat": USER, "k_card": card(game.trump, KING),
                "q_card": card(game.trump, QUEEN)}))
        return render_deal(score, game.played, self.lang, True, self.dealer, notes)

    # --- the user's answers ---------------------------------------------------------------
    def _bid_input(self, word: str, raw: str) -> bool:
        game = self.game
        assert game is not None and game.retourne is not None
        retourne_suit = game.retourne >> 3
        allowed = game.allowed_suits()
        first = len(game.bids) < 2
        numbered: list[int | None] = [retourne_suit, None] if first else [*allowed, None]
        n = parse_number(word, len(numbered))
        suit: int | None
        if n is not None and 1 <= n <= len(numbered):
            suit = numbered[n - 1]
        elif is_pass(word, pique=not first and self.lang == "fr"):
            suit = None
        elif first and word in _TAKE:
            suit = retourne_suit
        else:
            try:
                suit = read_suit(word, self.lang)
            except CardError:
                self._say_unread_bid(word, raw, None if first else self._bid2_choices())
                return False
            if suit not in allowed:
                if first:
                    self._say("round1_only", suit=suit_symbol(retourne_suit))
                else:
                    self._say("round2_suit", suit=suit_symbol(retourne_suit),
                              suits=self._suits(allowed))
                return False
        self._take(suit)
        return True

    def _bid2_choices(self) -> str:
        game = self.game
        assert game is not None
        names = [suit_symbol(s) for s in game.allowed_suits()] + [self._t("pass_word")]
        return "  ".join(f"{i}) {name}" for i, name in enumerate(names, 1))

    def _exchange_input(self, word: str, raw: str) -> bool:
        game = self.game
        assert game is not None
        if word in _YES or word in {"exchange", "échange", "echange", "swap"}:
            game.swap(True)
            self._say_exchange(USER)
        elif word in _NO:
            game.swap(False)
        else:  # a card: the exchange comes first
            self._say_not_yes_no(word, raw, "card_at_exchange")
            return False
        return True

    def _asks_belote(self, c: int) -> bool:
        """With ``belote=declared``, the user is asked when playing the first of K and Q."""
        game = self.game
        assert game is not None
        if self.rules.belote != "declared" or game.belote_seat is not None:
            return False
        if c >> 3 != game.trump or c & 7 not in (KING, QUEEN):
            return False
        other = card(c >> 3, QUEEN if c & 7 == KING else KING)
        if game.hand(USER) >> other & 1:
            self._belote_asked = True
            return True
        # Belote découverte: the other lay face down when the user played it, and was not
        # asked about then; belote is said with the second (``DecouverteGame``).
        return self.open and not self._belote_asked and any(
            trick.cards[0 if trick.leader is USER else 1] == other for trick in game.played)

    def _why_illegal(self, c: int) -> Reason | None:
        game = self.game
        assert game is not None
        return game.why_illegal(c)

    def _declare_belote(self, c: int) -> None:
        self._declared = True

    # --- what the user sees ---------------------------------------------------------------
    def _legal_cards(self) -> list[int]:
        game = self.game
        if game is None or game.phase is not GamePhase.PLAY or game.to_act is not USER:
            return []
        legal = game.legal_cards()
        return [c for c in sorted_cards(game.hand(USER), game.trump) if legal >> c & 1]

    def hand_text(self) -> str:
        """The user's hand, trumps first and marked ``*``, legal cards numbered."""
        game = self.game
        assert game is not None
        trump = game.trump
        legal = set(self._legal_cards())
        parts = []
        n = 0
        for c in sorted_cards(game.hand(USER), trump):
            name = self._card(c) + ("*" if trump is not None and c >> 3 == trump else "")
            if c in legal:
                n += 1
                parts.append(f"{n}) {name}")
            else:
                parts.append(name)
        return "  ".join(parts)

    def _show_talon(self) -> None:
        """Before a trick: the talon's size and the card face up under it, or that it is
        empty and the obligations hold (at belote découverte how many of the user's cards
        lie face down, then North's face-up cards in a line of their own); in the same line
        that the user leads, when they do, where "Trick N:" began two lines."""
        game = self.game
        assert game is not None
        number = len(game.played) + 1
        if self._talon_shown == number:  # said once a trick (before an exchange too)
            return
        self._talon_shown = number
        lead = "_lead" if game.to_act is USER and not game.trick else ""
        if self.open:
            assert isinstance(game, DecouverteGame)
            down = game.face_down(USER).bit_count()
            self._say("open_trick" + ("_none" if down == 0 else "_one" if down == 1 else "")
                      + lead, n=number, down=down)
            self._say("open_trick_north",
                      cards=self._cards(sorted_cards(game.hand(BOT), game.trump)))
            return
        if game.talon_size:
            assert game.bottom is not None
            self._say("deux_talon" + lead, n=number, size=game.talon_size,
                      card=self._card(game.bottom))
        else:
            self._say("deux_talon_empty" + lead, n=number)

    def _show_hand(self, lead_said: bool = False) -> None:
        """The user's cards (``hand``, and at each card question), after the trick on the
        table or that the user leads, unless ``lead_said``: the trick's first line said
        it."""
        game = self.game
        assert game is not None
        if game.trump is None:
            self._show_cards()
            return
        if game.phase is GamePhase.PLAY and game.to_act is USER:
            if game.trick:
                self._say("on_table", n=len(game.played) + 1, cards=self._table())
            elif not lead_said:
                self._say("you_lead", n=len(game.played) + 1)
        self._say("hand_line", mark="*", suit=suit_symbol(game.trump), cards=self.hand_text())

    def _hint_legal(self) -> int:
        game = self.game
        if self.phase is not Phase.CARD or game is None:
            return 0
        return game.player_view().legal

    def _show_hint(self) -> None:
        """The expert's card for the user, from what the user's seat knows (``hints.hint``;
        at belote découverte before the search takes over, the heuristic's card), and the
        expected points of each legal card."""
        game = self.game
        if self.phase is not Phase.CARD or game is None:
            swap = self.rules.variant == "deux" and self.rules.exchange7 == "on"
            self._say("no_hint_deux" if swap else "no_hint_two")  # a swap of the 7 or none
            return
        # The library's hint (``hints.hint``), seeded by the position: the same answer twice.
        advice = hint(game, rng=self.hint_rng())
        if not advice.samples:
            # Belote découverte before the search takes over: the heuristic's card. (A lone
            # legal card is said before: ``_hint_legal``.)
            self._say("deux_hint", card=self._card(advice.card))
            return
        # The expert's search: exact once the talon is empty, over sampled face-down cards
        # in belote découverte.
        if isinstance(game, DecouverteGame):  # every card known once none is face down
            hidden = game.face_down(USER) | game.face_down(BOT)
            how = "deux_hint_layout" if hidden else "deux_hint_known"
        else:
            how = "deux_hint_playouts" if len(game.tricks) < 10 else "deux_hint_known"
        self._say_hint(advice, how)

    def hint_rng(self) -> random.Random:
        """The generator a hint draws from at the user's card: made from the deal's number
        and the cards played, so that asking twice gives the same answer."""
        game = self.game
        assert game is not None
        return random.Random(self.deal_number * 100 + len(game.played))

    def _show_trick(self) -> None:
        game = self.game
        if game is None or game.trump is None:
            self._say("no_play_yet")
        elif not game.trick:
            self._say("no_trick")
        else:
            self._say("on_table", n=len(game.played) + 1, cards=self._table())

    def _show_last(self) -> None:
        game = self.game
        if game is None or not game.played:
            self._say("no_last")
        else:
            self._show_trick_done(game.played[-1], len(game.played))

    def _show_score(self) -> None:
        game = self.game
        if game is not None and game.trump is not None:
            points = [0, 0]
            for t in game.played:
                points[PLAYERS.index(t.winner)] += t.points
            self._say("deux_so_far", s=points[0], n_=points[1], n=len(game.played))
        else:
            self._say("no_play_yet")
        if self.match is not None:
            s, n = self.match.totals
            self._say("deux_match_line", s=s, n_=n, target=self.rules.target)
            if self.match.held:
                self._say("deux_held", held=self.match.held)

    def _show_trick_done(self, trick: Trick, number: int) -> None:
        game = self.game
        assert game is not None and game.trump is not None
        self._out.append(render_trick(number, trick, game.trump, self.lang, True, two=True))

    def _table(self) -> str:
        game = self.game
        assert game is not None
        leader = game.talon_state.leader if game.talon_state is not None else USER
        return "  ".join(f"{self._seat(s)} {self._card(c)}"
                         for s, c in zip((leader, leader.partner), game.trick, strict=False))
