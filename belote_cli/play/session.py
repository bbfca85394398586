"""What every line-based ``belote play`` session does (*une partie au clavier*).

``SessionBase`` is fed one line of input at a time through ``handle_line`` and returns the
text to show; it never reads stdin nor writes stdout. It reads the line (refusing one
longer than any answer), answers the words that work at every prompt (``help``, ``hand``,
``trick``, ``last``, ``score``, ``hint``, ``quit``) and hands anything else to the
``Question`` of the phase the session is in; it reads the user's card (its number among the
legal cards, or its name) and their yes or no to belote, seeds the shuffle and the bots,
says each deal's first line and how to replay it, and keeps the finished deals, their
scores and the match's running totals. ``interactive.Session`` (four players: classic,
coinche, announcements, the discovery deal) and ``interactive_deux.DeuxSession`` (belote à
deux and belote découverte) are its two kinds: each asks its own questions, deals and plays
its own deal, and shows its own table.

Why this module is long: what both kinds of session say and read the same way lives here
once (the commands of every prompt, the card typed, the hint's wording, the taking's bids,
the help, the deals kept for the record and the match), and each of those reads the same
state: the game in progress, the phase, the lines said so far. Split apart, each part
would reach into that state; what stands apart (the table, the review, the two kinds'
own questions) has modules of its own.
"""

from __future__ import annotations

import abc
import dataclasses
import enum
import random
import shlex
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

from ..bots.base import Bot
from ..bots.registry import find_bot
from ..core.cards import (
    KING,
    QUEEN,
    card,
    card_symbol,
    parse_number,
    read_card,
    suit_symbol,
    written_number,
)
from ..core.coinche import PASS_WORDS, TAKE_WORDS, BidError, is_pass, parse_call
from ..core.errors import CardError, Reason, shown_name
from ..core.lines import shell_word
from ..core.numbers import in_marks
from ..core.rules import RuleSet
from ..core.scoring import DealScore
from ..core.seats import Seat, Team
from ..core.talon import PLAYERS
from ..dealfile.model import DealRecord
from ..dealfile.position import Position
from ..engine.game import Game
from ..engine.game import Phase as GamePhase
from ..engine.match import Match
from ..engine.views import deal_of_fault
from ..hints import Hint
from ..render import render_match_line
from ..texts import (
    describe_reason,
    grouped,
    name_of,
    points_text,
    points_unit,
    say,
    seat_letter,
    team_label,
)
from .resume import Resumed

if TYPE_CHECKING:  # the simulation is imported on demand, at a hint or a review
    from .coinche_hint import KeptCalls

#: The user's seat (*Sud*), at every table.
USER = Seat.S


@dataclasses.dataclass(frozen=True, slots=True)
class SessionOptions:
    """How to play: the table's rules, the seed, the bots, the kind of game, the language.

    ``match``: deals follow each other until a team reaches ``rules.target`` (*partie*).
    ``discovery``: a deal without bidding (random trump, South leads, no contract).
    ``dealer``: the first dealer (*donneur*); None lets the seed choose.
    ``decks``: stacked decks (*jeux préparés*), 32 cards each in the order they are dealt:
    deal ``n`` is dealt from the ``n``-th, the deals after them from shuffles drawn by the
    seed. Classic: 3 cards to each player then 2, from the player after the dealer, the
    21st card turned up as the retourne, the rest after the taking (3 to each, 2 to the
    taker); coinche: 3, 2 then 3 to each; the discovery deal: 8 each to N, E, S, W (the
    trump is still drawn by the seed); the games of two as a deal file's ``deck:`` line
    (``core.talon.deal_two`` and ``deal_layout``).
    """

    rules: RuleSet = dataclasses.field(default_factory=RuleSet)
    seed: int = 0
    bots: str = "random"
    dealer: Seat | None = None
    discovery: bool = False
    match: bool = False
    lang: str = "en"
    #: The language the environment gives without ``--lang`` (``BELOTE_LANG``, the
    #: locale), as written: a line to play a deal again names ``--lang en`` where it is
    #: not ``en``, as it names ``--lang fr`` always.
    environment_lang: str = "en"
    decks: tuple[tuple[int, ...], ...] = ()
    #: ``--review``: the review of each deal (``deal_review``) said after its tally.
    review: bool = False
    #: ``--from FILE``: the deal played on from a position (its hands, contract and the
    #: tricks played so far), and the file's name as given (``position_name`` as the first
    #: line says it; ``core.lines.shell_word`` in a command to copy).
    position: Position | None = None
    position_path: str = ""
    #: ``--resume FILE``: the match a record holds, played on from the deal after its last
    #: (its totals, the points a litige holds, the next dealer), and the file's name.
    resumed: Resumed | None = None
    resumed_name: str = ""
    #: ``--record FILE`` (or the file of ``--resume``), a regular file that takes each
    #: deal as it ends, its name as given (``record_name`` as a message names it): a match
    #: left there is taken up again with ``--resume`` on it, as the line that says where
    #: the match is left ends.
    record_path: str = ""
    #: The ``--record`` file already holds something, which its first deal replaces: said
    #: before the first question, so that a match recorded there may be kept (``quit``).
    record_replaces: bool = False
    #: ``--import MODULE``: the modules that register bots, as given; a command to copy
    #: names them before the ``--bots`` that needs one of their bots.
    imports: tuple[str, ...] = ()

    @property
    def position_name(self) -> str:
        """The ``--from`` file's name as a message shows it (``shown_name``)."""
        return shown_name(self.position_path) if self.position_path else ""

    @property
    def record_name(self) -> str:
        """The ``--record`` file's name as a message shows it (``shown_name``)."""
        return shown_name(self.record_path) if self.record_path else ""


# --- words the user may type ----------------------------------------------------------------

_HELP = {"help", "h?", "?", "aide"}
#: The longest line the session reads: every answer (a card, a bid, a coinche call, a
#: command) is a few words; a longer line is refused without being looked at.
MAX_INPUT = 200
_HAND = {"hand", "main", "cards", "cartes"}
_TRICK = {"trick", "pli", "table"}
_LAST = {"last", "dernier", "previous"}
_SCORE = {"score", "scores", "points"}
_QUIT = {"quit", "exit", "quitter", "abandon"}
_HINT = {"hint", "conseil", "indice"}
#: The review of the last finished deal (``deal_review``).
REVIEW_WORDS = frozenset({"review", "bilan", "revue"})
_TAKE = TAKE_WORDS
#: The words of a pass, read by ``is_pass`` as a coinche call and ``Take`` read them.
_PASS = PASS_WORDS
_YES = {"1", "yes", "y", "oui", "o", "belote"}
_NO = {"2", "no", "n", "non"}


def _choice(k: int) -> str:
    """``1-5``, or ``1`` when a single card may be played."""
    return "1" if k == 1 else f"1-{k}"


def is_bid(word: str, raw: str, lang: str) -> bool:
    """Whether a line the card question cannot read is a bid of either taking: ``prends``,
    ``take``, ``passe``, ``pass``, or a coinche call (``80 ♥``, ``capot ♠``, ``coinche``),
    in either language's letters; not a yes or a no (``n``, ``non``) nor a single letter,
    which say nothing of the taking there."""
    if word in _YES or word in _NO or len(word) == 1:
        return False
    if word in _TAKE or is_pass(word):  # a pass as a coinche call and ``Take`` read it
        return True
    for language in (lang, "en" if lang == "fr" else "fr"):
        try:
            parse_call(raw, language)
        except BidError:
            continue
        return True
    return False


def is_card(word: str, lang: str) -> bool:
    """Whether a line the taking cannot read names a card (``10♥``, ``VP``, ``JS``)."""
    try:
        read_card(word, lang)
    except CardError:
        return False
    return True


@dataclasses.dataclass(frozen=True, slots=True)
class Question:
    """What a session asks in one of its phases: the ``prompt`` shown, the ``answer`` that
    reads a typed line (the line lower-cased, then as typed; True once it is accepted and
    the game may go on), and the ``help`` texts said before the commands' help."""

    prompt: Callable[[], str]
    answer: Callable[[str, str], bool]
    help: tuple[str, ...]


#: The phases of a kind of session (an enum of its own), and the kind of deal it plays.
P = TypeVar("P", bound=enum.Enum)
G = TypeVar("G", bound=Game)


class SessionBase(abc.ABC, Generic[P, G]):
    """A game of ``belote play``, driven line by line (see the module docstring).

    ``start()`` gives the opening text; then, while ``is_over`` is False, show ``prompt``,
    read a line and pass it to ``handle_line``, which returns what to show. ``records``
    holds every finished deal in the deal-file model (void deals aside), ``scores`` their
    scores, so a caller can write them as they come. ``bots`` maps each bot's seat to the
    player to use (by default ``options.bots`` from the registry, seeded from
    ``options.seed``).

    A kind of session names the seats the first dealer is drawn from (``DEALERS``) and
    the bots' seats (``BOT_SEATS``), gives its phases ``over`` (nothing more is asked),
    ``card`` (a card to play) and ``belote`` (declare belote with the card chosen, or not)
    and the ``Question`` of each phase but ``over``, and deals (``_deal``), plays
    (``_step``, ``_play``) and shows its own deal.
    """

    #: The seats the first dealer is drawn from, in the order of the draw.
    DEALERS: ClassVar[tuple[Seat, ...]]
    #: The bots' seats, in the order their seeds are drawn.
    BOT_SEATS: ClassVar[tuple[Seat, ...]]
    #: The help's last line: the words read at any prompt, and where ``hint`` answers.
    HELP_COMMANDS: ClassVar[str] = "help_cmds"

    def __init__(self, options: SessionOptions, bots: Mapping[Seat, Bot] | None,
                 over: P, card: P, belote: P) -> None:
        self.options = options
        self.rules = options.rules
        self.lang = options.lang
        self._bots_given = bots is not None
        self.bots: dict[Seat, Bot] = dict(bots) if bots is not None else {}
        self._deal_rng = random.Random(0)
        first_dealer = self._seeded(options.seed)
        #: The seed of the deal in progress: ``--seed`` for the first; each later deal (of a
        #: match, or dealt again after a void deal) draws its own, said on its first line,
        #: which replays it alone (``belote play --seed SEED --dealer SEAT``).
        self.deal_seed = options.seed
        self._deal_seeds = random.Random(f"deal seeds {options.seed}")
        self.dealer: Seat = options.dealer if options.dealer is not None else first_dealer
        self.match: Match | None = Match(self.rules) if options.match else None
        #: The deals played before this session: those of a record played on (``--resume``),
        #: numbered on from them.
        self._earlier = 0
        resumed = options.resumed
        if resumed is not None:
            self.match = Match(self.rules, list(resumed.totals), resumed.held)
            self._earlier = resumed.deals
            if resumed.dealer is not None:
                self.dealer = resumed.dealer
        self.records: list[DealRecord] = []
        self.scores: list[DealScore] = []
        self._over, self._card_phase, self._belote_phase = over, card, belote
        self.phase: P = over
        #: The deals dealt, void ones too (their seeds, decks and hints go by it); the
        #: number said of a deal is ``_number``.
        self.deal_number = 0
        self._voids = 0
        self._ended_number = self._earlier  # the number of the last deal ended, void or played
        self.quit = False
        #: The deal in progress: the engine's ``Game`` owns it; the session keeps what it
        #: says and asks.
        self.game: G | None = None
        self._started = False  # the play's opening line (who took) has been said
        self._pending: int | None = None  # the card waiting for the belote answer
        #: What the session asks in each phase but ``OVER``.
        self._questions: dict[P, Question] = {}
        self._out: list[str] = []
        #: Of the text the last ``start`` or ``handle_line`` returned, how many lines end a
        #: deal (its last cards, the tally, a match's totals; or the passes of a void
        #: deal), the next deal's first lines after them; None when no deal ended in it.
        #: A terminal shows those lines alone, then the next deal (``cli/screen.py``).
        self.deal_end: int | None = None
        self._end_at: int | None = None  # the same, counted in ``_out``'s items
        #: Of those lines, the first of the tally of a deal played out (its heading), after
        #: the deal's last cards, which it repeats; None when no deal was played out in it.
        self.tally_at: int | None = None
        self._tally_item: int | None = None  # the same, counted in ``_out``'s items
        #: Of those lines, with ``--review``, the first and the line after the last of the
        #: deal's review (from the blank line before it); None without it. A terminal
        #: fits the tally as without the review, then shows the review after it.
        self.review_at: tuple[int, int] | None = None
        self._review_items: tuple[int, int] | None = None  # the same, in ``_out``'s items
        #: Of those lines, when they end the auction: the first of the calls made after
        #: the user's (the lines that say who took, when the user made no call in them),
        #: the first of the lines that say who took (or the contract, and the cards the
        #: user received) and the line after them, where the play begins; None otherwise.
        #: A terminal shows them before the play goes on.
        self.auction_end: tuple[int, int, int] | None = None
        self._calls_item: int | None = None  # after the user's call, in ``_out``'s items
        #: Of those lines, with ``auction_end``, each that says a card played before the
        #: user's first question of the play: the table shows the card in its seat's slot,
        #: and the question's line (``Trick 1, on the table: …``) names it again. A
        #: terminal leaves them out where that keeps the auction's end in view.
        self.cards_at: tuple[int, ...] = ()
        self._card_items: list[int] = []  # the same, in ``_out``'s items
        self._auction_items: tuple[int, int, int] | None = None  # the same, in items
        #: Called before a hint's search starts (it may take most of a second): a
        #: terminal shows "thinking…" meanwhile. The session itself prints nothing.
        self.thinking: Callable[[], None] | None = None
        #: Called before the review's search (``--review`` at the end of a deal, or
        #: ``review`` typed; a second or so): a terminal shows "reviewing the deal…"
        #: meanwhile. The session itself prints nothing.
        self.reviewing: Callable[[], None] | None = None
        #: Called once a trick is over and said (a terminal shows it for a moment).
        self.trick_done: Callable[[], None] | None = None
        #: The last finished deal and its number, for ``review``.
        self.last_game: G | None = None
        self._last_number = self._earlier
        self._last_seed = 0
        # The deals simulated for the hints asked at the user's coinche calls, by what seeds
        # them (``coinche_hint.judge_calls``' ``kept``): this deal's, and the last finished
        # deal's, which its review judges again on the same deals.
        self.calls_kept: KeptCalls = {}
        self._last_calls_kept: KeptCalls = {}
        # Whether a void deal came between the deal before the last played out (or the
        # session's start) and it: that deal then went to another dealer than the next
        # one after the deal before (``last_resume_args``).
        self._last_after_void = False
        self._voids_then = 0
        self._last_deck: list[int] | None = None  # its stacked deck (``--deck``), if any
        #: Lines in a row that did not answer the question (refused, unknown, blank, or a
        #: command such as help or hand): 0 once a line answers it. A caller reading a
        #: pipe stops a game that does not go on (``yes 2 |``) by it.
        self.idle = 0

    # --- driving ---------------------------------------------------------------------------
    def start(self) -> str:
        """The opening text, up to the first question to the user."""
        self._say_intro()
        resumed = self.options.resumed
        if resumed is not None:
            self._say_resumed(resumed)
        elif self.match is not None:
            self._say("intro_match" if self.rules.target != 1 else "intro_match_one",
                      target=self.rules.target)
        self._new_deal()
        if self.options.record_replaces:
            # Under the deal's first lines, nearest the first question: on a terminal the
            # lines the table leaves room for are the last ones.
            self._say("record_replaces", file=self.options.record_name)
        self._advance()
        return self._flush()

    def _say_resumed(self, resumed: Resumed) -> None:
        """Where the match of the record played on stands: its target, the totals after
        its deals (and the points a litige holds), the deal to come and its dealer."""
        sides = ((PLAYERS[0], PLAYERS[1]) if self.rules.players == 2 else (Team.NS, Team.EW))
        a, b = (self._seat(side) if isinstance(side, Seat) else team_label(side, self.lang)
                for side in sides)
        self._say("resume_stands" if resumed.deals > 1 else "resume_stands_one",
                  file=self.options.resumed_name,
                  target=grouped(self.rules.target, self.lang), a=a, b=b,
                  x=grouped(resumed.totals[0], self.lang),
                  y=grouped(resumed.totals[1], self.lang), n=resumed.deals,
                  deal=resumed.deals + 1, dealer=self._seat(self.dealer))
        if resumed.held:
            self._say("resume_held", held=grouped(resumed.held, self.lang))

    @property
    def is_over(self) -> bool:
        """True once nothing more is asked: the game ended or the user quit."""
        return self.phase is self._over

    @property
    def prompt(self) -> str:
        """The question the session is waiting an answer to (empty once over)."""
        question = self._questions.get(self.phase)
        return "" if question is None else question.prompt()

    def _match_left(self, key: str, **values: object) -> str | None:
        """``key``'s text of a match left after a deal played (``quit``, Ctrl-C, the end
        of the input): the deal abandoned and the one the match stands after; None
        outside a match or in its first deal."""
        if self.match is not None and self._last_number:
            return (self._t(key, deal=self._number, n=self._last_number, **values)
                    + self._resume_later())
        return None

    def _resume_later(self) -> str:
        """After the line that says where a match is left: the next line, how to take it up
        again from the ``--record`` file that holds its deals (``belote play --resume
        FILE``, ``--bots`` and the language as ``replay_args`` has them); "" without one,
        or before a deal of this session is played into it."""
        if not self.options.record_name or not self._last_number:
            return ""
        args = ["--resume", shell_word(self.options.record_path), *self._bot_args()]
        return "\n" + self._t("match_resume_later", args=" ".join(args + self._lang_args()))

    def interrupted_message(self, terminated: bool = False) -> str | None:
        """What Ctrl-C (``terminated``: ``kill``, SIGTERM) says in a match after a deal
        played: the deal abandoned and the one the match stands after (as ``quit`` says);
        None elsewhere (``interrupted``, ``terminated``)."""
        return self._match_left("terminated_match" if terminated else "interrupted_match")

    def end_of_input_message(self) -> str:
        """The message for input ending before the game is over (the CLI adds ``error:``);
        in a match after a deal played, the deal abandoned and the one the match stands
        after."""
        return self._match_left("eof_match") or self._t("eof")

    def idle_message(self, line: str) -> str:
        """The message for a game stopped after ``idle`` lines in a row that did not answer
        the question, the last one ``line`` (the CLI adds ``error:``): the deal abandoned,
        and in a match after a deal played the one the match stands after."""
        values = {"count": self.idle, "line": " ".join(line.split())}
        return (self._match_left("idle_match", **values)
                or self._t("idle", **values))

    def handle_line(self, text: str) -> str:
        """Answer one line typed by the user; returns the text to show before the next prompt.
        A line longer than any answer (``MAX_INPUT`` characters) is refused unread."""
        self.deal_end = self.tally_at = self.auction_end = self.review_at = None
        self.cards_at = ()
        self.idle += 1  # back to 0 below once the line answers the question
        if len(text) > MAX_INPUT and len(text.strip()) > MAX_INPUT:
            if self.is_over:
                return self._t("over")
            self._say("too_long", most=MAX_INPUT)
            return self._flush()
        # Undecodable bytes (surrogates) become "?" so they can be quoted back safely.
        raw = " ".join(text.encode("utf-8", "replace").decode("utf-8").split())
        word = raw.lower()
        if self.is_over:
            return self._t("over")
        if not word:
            return ""
        if word in _HELP:
            self._help()
        elif word in _HAND:
            self._show_hand()
        elif word in _TRICK:
            self._show_trick()
        elif word in _LAST:
            self._show_last()
        elif word in _SCORE:
            self._show_score()
        elif word in _HINT:
            legal = self._hint_legal()
            if legal and not legal & (legal - 1):
                # One card the user may play: no search, no "thinking…", nothing to weigh.
                self._say("hint_forced", card=self._card(legal.bit_length() - 1))
            else:
                if self.thinking is not None:
                    self.thinking()
                self._show_hint()
        elif word in REVIEW_WORDS:
            if self.reviewing is not None and self.last_game is not None:
                self.reviewing()  # "reviewing the deal…", as --review says it
            self._out.extend(self.review_lines())
        elif word in _QUIT:
            self._out.append(self._match_left("quit_in_match") or self._t("quit"))
            self.quit = True
            self.phase = self._over
        else:
            question = self._questions.get(self.phase)
            calling = (self.game is not None
                       and self.game.phase in (GamePhase.BID, GamePhase.CALL))
            if question is not None and question.answer(word, raw):
                self.idle = 0
                self._calls_item = len(self._out) if calling else None
                self._advance()
                self._calls_item = None
        return self._flush()

    def leave(self) -> str:
        """``quit`` typed on a terminal's page between two deals: the next deal, dealt but
        not shown yet, is not played; returns the line that says after which deal the
        match (or the game, after a void deal) is left."""
        self.quit = True
        self.phase = self._over
        if self.match is None or not self._last_number:  # no deal of the match played
            return self._t("quit_game", n=self._ended_number)
        # The last deal played (a void one after it counts none), as the record holds it.
        return self._t("quit_match", n=self._last_number) + self._resume_later()

    def replay_args(self) -> list[str]:
        """The ``belote play`` arguments that play the deal in progress alone: its seed,
        its dealer, its stacked deck if one was given for it (``--deck``, which the seed
        alone does not deal), the table's rules (the match's target left out) and, in
        French, ``--lang fr``, so that the line gives back the same session wherever it
        is typed."""
        return self._replay_args(self.deal_seed, self.dealer, self._given_deck())

    def last_replay_args(self) -> list[str]:
        """The ``belote play`` arguments that play the last deal played out alone, as
        ``replay_args`` does for the deal in progress (``--discovery`` and its seed for a
        deal without bidding, ``--from`` and the file for a position, ``--deck`` and its
        cards for a stacked deal); empty before any deal is played out."""
        game = self.last_game
        if game is None:
            return []
        if self.options.position is not None:  # the file, not a dealer: no deal is dealt
            return self._replay_args(self._last_seed, None)
        if self.options.discovery:
            args = ["--discovery", "--seed", str(self._last_seed)]
            if self._last_deck is not None:
                args += ["--deck", shlex.quote(self._cards(self._last_deck))]
            return args + self._bot_args("random") + self._lang_args()
        assert game.dealer is not None
        return self._replay_args(self._last_seed, game.dealer, self._last_deck)

    def last_resume_args(self, path: str) -> list[str] | None:
        """The ``belote play`` arguments that play the last deal played out again into the
        record played on (``--resume``) at ``path``, left with the deals before it: the
        file gives its rules and dealer, the deal's seed its cards (``--resume path
        --seed SEED``, ``--bots`` and the language as ``replay_args`` has them). None
        where that is not the deal: no record played on, or a void deal came before it in
        this session (the file's next dealer is the void deal's, not this deal's)."""
        if self.options.resumed is None or self.last_game is None or self._last_after_void:
            return None
        args = ["--resume", shell_word(path), "--seed", str(self._last_seed)]
        return args + self._bot_args() + self._lang_args()

    def _replay_args(self, seed: int, dealer: Seat | None,
                     deck: list[int] | None = None) -> list[str]:
        # ``dealer`` None: a position's deal, played on from its file (``--from``).
        # ``deck``: the deal's stacked deck (``--deck``), named, since the seed alone
        # deals other cards; its 32 cards, one word to the shell, pass 80 columns on a
        # line of their own (``core.lines.wrapped`` breaks a command before an option).
        args = (["--from", shell_word(self.options.position_path), "--seed", str(seed)]
                if dealer is None else ["--seed", str(seed), "--dealer", self._seat(dealer)])
        if deck is not None:
            args += ["--deck", shlex.quote(self._cards(deck))]
        args += self._bot_args()
        for option in self.rules.options():
            if not option.startswith("target="):
                args += ["--rule", option]
        return args + self._lang_args()

    def _bot_args(self, default: str = "heuristic") -> list[str]:
        # ``--bots`` where they are not the game's ``default``, after the ``--import``
        # modules that register bots of one's own (a name the command knows only then).
        if self.options.bots == default:
            return []
        imports = [word for module in self.options.imports
                   for word in ("--import", shell_word(module))]
        return [*imports, "--bots", shell_word(self.options.bots)]

    def _lang_args(self) -> list[str]:
        # English is the default without BELOTE_LANG or a French locale; French is said,
        # as the environment the line is typed in may not give it, and English where this
        # one would not (BELOTE_LANG=fr and --lang en typed).
        if self.lang == "fr" or self.options.environment_lang.strip().lower() != "en":
            return ["--lang", self.lang]
        return []

    # --- the game's course ----------------------------------------------------------------
    def _seeded(self, seed: int) -> Seat:
        """Seed the shuffle and the bots from ``seed``, as a game started with ``--seed
        seed`` is; returns the first dealer that seed draws. The order of the draws is
        fixed, so a seed always gives the same deal."""
        rng = random.Random(seed)
        first_dealer = self.DEALERS[rng.randrange(len(self.DEALERS))]
        self._deal_rng = random.Random(rng.getrandbits(64))
        bot_seeds = {seat: rng.getrandbits(64) for seat in self.BOT_SEATS}
        if not self._bots_given:
            self.bots = {seat: find_bot(self.options.bots, random.Random(bot_seeds[seat]))
                         for seat in self.BOT_SEATS}
        return first_dealer

    def _new_deal(self) -> None:
        """The next deal: from a seed of its own after the first (so that it can be
        replayed alone), then dealt and said by ``_deal``."""
        self.deal_number += 1
        if self.deal_number > 1:
            self.deal_seed = self._deal_seeds.randrange(1_000_000)
            self._seeded(self.deal_seed)
        self._started = False
        self._pending = None
        self._calls_item = None  # the user's call, if any, was in the deal before
        self.calls_kept = {}
        self._deal()

    @property
    def _number(self) -> int:
        """The number said of the deal in progress: the deals played so far and this one,
        as a record of them numbers them (it cannot hold a void deal); a void deal is
        dealt again under its number."""
        return self.deal_number - self._voids + self._earlier

    def _given_deck(self) -> list[int] | None:
        """The deck given for this deal (``SessionOptions.decks``), if any."""
        decks = self.options.decks
        if self.deal_number > len(decks):
            return None
        return list(decks[self.deal_number - 1])

    def _say_deal(self) -> None:
        """The deal's first line: its number, its dealer, and the seed that replays it."""
        if self.deal_number == 1:
            self._say("deal", n=self._number, dealer=self._seat(self.dealer),
                      seed=self.options.seed)
        else:
            self._say("deal_replay", n=self._number, dealer=self._seat(self.dealer),
                      seed=self.deal_seed, args=" ".join(self.replay_args()))

    def _advance(self) -> None:
        """Let the bots decide until the user is asked something or the game ends."""
        while True:
            game = self.game
            assert game is not None
            phase = game.phase
            if phase is GamePhase.OVER:
                if game.is_void:
                    self._void_deal(game)
                    continue
                self._finish_deal()
                if self.is_over:
                    return
                continue
            if not self._started and phase not in (GamePhase.BID, GamePhase.CALL):
                # The taking is over: who took, before anything of the play.
                self._started = True
                taken = len(self._out)
                self._say_taken(game)
                # The calls after the user's (none when the bots took before the user
                # was asked), then who took; a position (--from) had no taking to show.
                calls = taken if self._calls_item is None else self._calls_item
                if self.options.position is None:
                    self._auction_items = (calls, taken, len(self._out))
                continue
            try:
                asked = self._step(game)
            except Exception as e:  # a bot's: where it raised said on it
                deal_of_fault(e, self._number)
                raise
            if asked:
                return

    def _void_deal(self, game: G) -> None:
        """Everybody passed: the cards are gathered and the next player deals."""
        assert game.next_dealer is not None
        if self.match is not None:
            self.match.finish(game)
        self.dealer = game.next_dealer
        self._ended_number = self._number
        self._voids += 1
        self._say(self._void_text(game), dealer=self._seat(self.dealer))
        self._end_at = len(self._out)
        self._new_deal()

    def _finish_deal(self) -> None:
        """The deal is played: kept, its tally shown, and in a match the running totals,
        then the next deal or the match's end."""
        game = self.game
        assert game is not None
        score = game.score
        assert score is not None
        self.scores.append(score)
        self.records.append(game.to_record())
        self.last_game, self._last_number = game, self._number
        self._ended_number = self._number
        self._last_seed = self.deal_seed
        self._last_deck = self._given_deck()
        self._last_calls_kept = self.calls_kept
        self._last_after_void, self._voids_then = self._voids > self._voids_then, self._voids
        self._out.append("")
        self._tally_item = len(self._out)
        self._out.append(self._tally(game, score))
        if self.options.review:
            if self.reviewing is not None:
                self.reviewing()
            start = len(self._out)
            self._out.append("")
            self._out.extend(self.review_lines())
            self._review_items = (start, len(self._out))
        if self.match is None:
            self._end_at = len(self._out)
            self.phase = self._over
            return
        stake = self.match.held
        self.match.finish(game)
        self._out.append(render_match_line(self._number, self.match.totals,
                                           score.score, score, self.match.held, stake,
                                           self.match.winner, self.lang,
                                           self.match.rules.target))
        if self.match.winner is not None:
            self._end_at = len(self._out)
            self.phase = self._over
            return
        assert game.next_dealer is not None
        self.dealer = game.next_dealer
        self._say("next_dealer", dealer=self._seat(self.dealer))
        self._end_at = len(self._out)
        self._new_deal()

    # --- the user's card ------------------------------------------------------------------
    def _card_prompt(self) -> str:
        return self._t("prompt_card", choice=_choice(len(self._legal_cards())))

    def _card_input(self, word: str, raw: str) -> bool:
        """A card typed by the user, by its number among the legal cards or by its name:
        refused with the reason, asked about belote (``_asks_belote``), or played."""
        game = self.game
        assert game is not None
        legal = self._legal_cards()
        n = parse_number(word, len(legal))
        if n is not None:
            if not 1 <= n <= len(legal):
                self._say("bad_number", n=written_number(word), choice=_choice(len(legal)))
                return False
            c = legal[n - 1]
        else:
            try:
                c = read_card(word, self.lang)
            except CardError:
                # A bid where a card is asked: the taking is over (or there was none),
                # the coinche auction or the taking of the other games.
                key = ("unknown_card" if not is_bid(word, raw, self.lang)
                       else "bid_no_bidding" if game.taker is None
                       else "bid_at_card" if self.rules.variant == "coinche"
                       else "bid_at_taking_over")
                self._say(key, word=raw, choice=_choice(len(legal)))
                return False
            if not game.hand(USER) >> c & 1:
                self._say("not_your_hand", card=self._card(c))
                return False
            reason = self._why_illegal(c)
            if reason is not None:
                self._say("refused", card=self._card(c),
                          reason=describe_reason(reason, self.lang, to_player=True))
                return False
        if self._asks_belote(c):
            self._pending = c
            self.phase = self._belote_phase
            return False
        self._play(c)
        return True

    def _belote_prompt(self) -> str:
        game = self.game
        c = self._pending
        assert game is not None and game.trump is not None and c is not None
        suit = c >> 3  # the trump's, or at tout atout the suit of the pair (any suit)
        other = card(suit, QUEEN if c & 7 == KING else KING)
        if not game.hand(USER) >> other & 1:
            # Belote découverte: the other was played already, face down when it was.
            return self._t("prompt_belote_second", first=self._card(other),
                           second=self._card(c))
        return self._t("prompt_belote", king=self._card(card(suit, KING)),
                       queen=self._card(card(suit, QUEEN)))

    def _say_not_yes_no(self, word: str, raw: str, card_key: str, **values: object) -> None:
        """What a yes-or-no question says of a line that is neither: a card typed there,
        that the question comes first (``card_key``, with ``values``), else the reminder of
        the answers."""
        if is_card(word, self.lang):
            self._say(card_key, word=raw, **values)
        else:
            self._say("unknown_yes_no")

    def _say_unread_bid(self, word: str, raw: str, choices: str | None) -> None:
        """What the taking says of a line it cannot read: a card typed there, that the
        bidding comes first, else what to type; ``choices``: round two's menu, None at
        round one."""
        kind = "card_at" if is_card(word, self.lang) else "unknown"
        if choices is None:
            self._say(f"{kind}_bid1", word=raw)
        else:
            self._say(f"{kind}_bid2", word=raw, choices=choices)

    def _belote_input(self, word: str, raw: str) -> bool:
        """Yes or no: belote declared with the card chosen, which is then played."""
        c = self._pending
        assert c is not None
        if word in _YES:
            self._declare_belote(c)
        elif word not in _NO:  # a card: the one chosen is played once answered
            self._say_not_yes_no(word, raw, "card_at_belote", card=self._card(c))
            return False
        self._pending = None
        self.phase = self._card_phase
        self._play(c)
        return True

    # --- what each kind of session does its own way ----------------------------------------
    @abc.abstractmethod
    def _say_intro(self) -> None:
        """The game's first line."""

    @abc.abstractmethod
    def _deal(self) -> None:
        """Deal the deal ``deal_number`` (``self.game``) and say what the user sees of it."""

    @abc.abstractmethod
    def _say_taken(self, game: G) -> None:
        """Who took, once the taking is over."""

    @abc.abstractmethod
    def _step(self, game: G) -> bool:
        """One step of the deal in progress: a bot decides, or the user is asked (True)."""

    @abc.abstractmethod
    def _void_text(self, game: G) -> str:
        """The text of a void deal (everybody passed), which names the next dealer."""

    @abc.abstractmethod
    def _tally(self, game: G, score: DealScore) -> str:
        """The tally of the finished deal."""

    @abc.abstractmethod
    def _legal_cards(self) -> list[int]:
        """The user's legal cards in the order shown, numbered from 1 (none but in the
        user's turn to play)."""

    @abc.abstractmethod
    def _why_illegal(self, c: int) -> Reason | None:
        """The obligation the user's card ``c`` would break, or None."""

    @abc.abstractmethod
    def _asks_belote(self, c: int) -> bool:
        """True when the user is asked whether to declare belote with ``c``."""

    @abc.abstractmethod
    def _declare_belote(self, c: int) -> None:
        """The user declares belote with ``c``, the first of the king and queen."""

    @abc.abstractmethod
    def _play(self, c: int) -> None:
        """The card ``c`` played by the seat to play, and what the table sees of it."""

    @abc.abstractmethod
    def _show_hand(self) -> None:
        """``hand``: the user's cards."""

    @abc.abstractmethod
    def _show_trick(self) -> None:
        """``trick``: the cards on the table."""

    @abc.abstractmethod
    def _show_last(self) -> None:
        """``last``: the last trick played."""

    @abc.abstractmethod
    def _show_score(self) -> None:
        """``score``: the points so far, and the match's totals."""

    @abc.abstractmethod
    def _show_hint(self) -> None:
        """``hint``: a card for the user."""

    @abc.abstractmethod
    def _hint_legal(self) -> int:
        """The mask of the cards the user may play where a hint answers (the user's card
        to play), else 0."""

    def _say_hint(self, hint: Hint, how: str) -> None:
        """The expert's ``hint`` for the user (``hints.hint``, the library's, so that both
        name the same card): the card; the expected points of each legal card, valued as
        ``how`` says (a text's key); and, when the card is not the first by points, the
        deal score it is chosen for. A lone legal card is said to be the only one that may
        be played. Cards that the sampled deals cannot tell apart (``hint.tied``: the same
        points and deal score) are said to be equal; the one named is the heuristic
        player's pick among them, as a player picks by habit."""
        expected, margin = hint.points, hint.margins
        values = "  ".join(f"{self._card(c)} {points_text(expected[c], self.lang)}"
                           for c in expected)  # best first
        best, tied = hint.card, hint.tied
        # Why the card is not the first by points: another is worth more, or as much as
        # the points are written (83.95 and 83.95, or 84.02 and 83.98, both "84"), and the
        # deal's score tells them apart.
        shown = points_text(expected[best], self.lang)
        rivals = [c for c in expected if c not in tied and c != best
                  and (expected[c] - expected[best] > 1e-9
                       or points_text(expected[c], self.lang) == shown)
                  and margin[best] - margin[c] > 1e-9]
        if len(expected) == 1:
            head = self._t("hint_forced", card=self._card(best))
        elif len(tied) > 1:
            # Equal to each other, not the most points when a rival stands beside them.
            head = self._t("hint_tie_score" if rivals else "hint_tie", card=self._card(best),
                           count=len(tied), cards=" ".join(self._card(c) for c in tied),
                           value=shown, unit=points_unit(expected[best], self.lang))
        else:
            head = self._t("hint", card=self._card(best))
        text = head + self._t(how, n=hint.samples, values=values)
        if rivals:
            top = max(rivals, key=lambda c: (expected[c], margin[c]))
            ours, theirs = _signed_apart(margin[best], margin[top], self.lang)
            text += self._t("hint_score", card=self._card(best), top=self._card(top),
                            margin=ours, top_margin=theirs,
                            unit=points_unit(margin[best], self.lang))
        self._out.append(text)

    # --- what the user sees ---------------------------------------------------------------
    def _help(self) -> None:
        question = self._questions.get(self.phase)
        for key in question.help if question is not None else ():
            self._say(key)
        self._play_help()
        self._say(self.HELP_COMMANDS)

    def _take(self, bid: int | None) -> None:
        """The bid of the seat to act (a suit or SA / TA; None passes), said; once every
        player passed in round one, that round two begins, so that its passes are told
        from round one's."""
        game = self.game
        assert game is not None
        said = game.take(bid)
        self._out.append(name_of(said, self.lang))
        if (said.round == 1 and len(game.bids) == self.rules.players
                and game.phase is GamePhase.BID):
            self._say("round_two")

    def _play_help(self) -> None:
        """What the help says of the game's obligations at the card, after the question's
        own help: the two-player games name theirs in the question's help; the
        four-player session says those of the contract in play."""

    def review_lines(self) -> list[str]:
        """The review of the last finished deal (``deal_review``): each of the user's cards
        against the expert's search, the total cost, the bidding judged by simulation."""
        if self.last_game is None:
            return [self._t("play_review_none")]
        from ..texts.deal_review import player_review_lines
        from .deal_review import review_game  # the search and the simulation: on demand

        position = self.options.position
        # A position's tricks, which its file played, are not judged: from the next on.
        first = 1 if position is None else len(position.record.tricks) + 1
        review = review_game(self.last_game, USER, self._last_seed, first=first,
                             kept=self._last_calls_kept)
        return player_review_lines(review, self._last_number, self.lang)

    @property
    def pending(self) -> list[str]:
        """What is said so far and not yet returned by ``handle_line``."""
        return list(self._out)

    def _trick_over(self) -> None:
        """A trick is over and said: ``trick_done`` is told."""
        if self.trick_done is not None:
            self.trick_done()

    # --- small helpers --------------------------------------------------------------------
    def _t(self, key: str, **values: object) -> str:
        return say(key, self.lang, **values)

    def _say(self, key: str, **values: object) -> None:
        self._out.append(self._t(key, **values))

    def _flush(self) -> str:
        text = "\n".join(self._out)
        end, self._end_at = self._end_at, None
        tally, self._tally_item = self._tally_item, None
        auction, self._auction_items = self._auction_items, None
        review, self._review_items = self._review_items, None
        cards, self._card_items = self._card_items, []
        self.cards_at = ()
        # Counted in lines: an item may hold several (a tally).
        self.deal_end = (None if end is None
                         else sum(item.count("\n") + 1 for item in self._out[:end]))
        self.tally_at = (None if tally is None
                         else sum(item.count("\n") + 1 for item in self._out[:tally]))
        if review is not None:
            first, after = (sum(item.count("\n") + 1 for item in self._out[:at])
                            for at in review)
            self.review_at = (first, after)
        if auction is not None:
            calls, taken, play = (sum(item.count("\n") + 1 for item in self._out[:at])
                                  for at in auction)
            self.auction_end = (calls, taken, play)
            self.cards_at = tuple(sum(item.count("\n") + 1 for item in self._out[:at])
                                  for at in cards)
        self._out = []
        return text

    def _seat(self, seat: Seat) -> str:
        return seat_letter(seat, self.lang)

    def _card(self, c: int) -> str:
        return card_symbol(c, self.lang)

    def _cards(self, cards: list[int]) -> str:
        return " ".join(self._card(c) for c in cards)

    def _suits(self, suits: list[int]) -> str:
        return " ".join(suit_symbol(s) for s in suits)


def _signed(value: float, lang: str) -> str:
    """``+56.2``, ``-162``: a deal score margin to a tenth, with its sign."""
    return ("+" if value >= 0.05 else "") + points_text(value, lang)


def _signed_apart(value: float, other: float, lang: str) -> tuple[str, str]:
    """``value`` and ``other`` as ``_signed`` writes them, to a hundredth, then a
    thousandth, where a tenth writes them alike (``+224.1`` and ``+224.1`` said a card
    better for the deal's score with the same figure as the other's)."""
    ours, theirs = _signed(value, lang), _signed(other, lang)
    for places in (2, 3):
        if ours != theirs:
            break
        ours, theirs = (("+" if v > 0 else "") + in_marks(f"{v:,.{places}f}", lang)
                        for v in (value, other))
    return ours, theirs
