"""The reader's problems, collected instead of stopping at the first: the first
``MAX_REPORTED`` in the file's order are kept, the others counted, and the file is read no
further past ``MAX_COUNTED``. ``Collector`` holds what the reader knows of the file
(its language, the rules of its options); the readers of each part build on it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..core.cards import (
    CLUBS,
    HEARTS,
    RANK_NAMES_EN,
    RANK_NAMES_FR,
    SuitLetterError,
    card_of_text,
)
from ..core.coinche import match_rules
from ..core.english import Wording
from ..core.errors import BeloteError, CardError, DealFileError, Reason
from ..core.rules import GAME_NAMES, RuleSet, parse_option
from ..core.seats import Seat
from .lexing import Token, WrittenCard

#: Problems reported for one file: the first ones in the file's order, then their number.
MAX_REPORTED = 20
#: Problems counted in one file: past them the file is not read further (its problems
#: are then "at least" so many), so that a file of millions of bad lines or tiny bad
#: deals is refused at once, as a compiler stops after its first thousands of errors.
MAX_COUNTED = 10_000

_Problem = tuple[int, int, int, Reason]  # deal, line, column, problem


def ruled_over(options: Iterable[str], over: Sequence[str]) -> list[str]:
    """``options`` (a deal file's own) with ``over`` (``--rule``, ``loads(rules=)``, or a
    later key of the file) ruling over them: those of a rule ``over`` gives left out, then
    ``over``, for ``RuleSet.parse``, which refuses a rule given twice in one set.

    >>> ruled_over(["capot=250", "undertrump=required"], ["Capot=252", "target=501"])
    ['undertrump=required', 'Capot=252', 'target=501']
    """
    given = {parse_option(o)[0] for o in over}
    return [o for o in options if parse_option(o)[0] not in given] + list(over)


class Collector:
    """What the reader knows of one file (its path, its language, the rules of its
    options) and the problems it found, collected instead of stopping at the first; the
    readers of each part of a deal (``TrickReader``, ``PileReader``, ``TwoReader``, and
    ``headers.Reader`` over them) build on it.

    Only the first ``MAX_REPORTED`` problems in the file's order are kept, the others are
    counted (``more``): a file of a million bad lines costs what reading it costs.
    """

    def __init__(self, path: str, overrides: Sequence[str]) -> None:
        self.path = path
        self.overrides = list(overrides)
        self.kept: list[_Problem] = []  # the problems kept, in the file's order
        self.more = 0  # problems found beyond those kept
        self.deal = 0  # the number of the deal being read
        self.deal_errors: list[_Problem] = []  # the current deal's, kept for sorting
        self.cutoff: tuple[bool, int, int] | None = None  # beyond it, a problem is not kept
        self.deal_problems = 0  # problems in the current deal, kept or not
        self.found = 0  # the problems found so far, kept or not
        self.full = False  # MAX_COUNTED problems found: the file is read no further
        self.stopped = 0  # the line where reading stopped, the file left unread from it
        #: A line that ended a deal and begins the next, read again (``Reader.deals``): a
        #: header key given again after the tricks, its '---' forgotten.
        self.next_start: tuple[int, str | None, int, str] | None = None
        self.hinted = False  # an error already suggests 'rules: direction=…'
        #: The written tricks, trump, direction and cards a trick of a deal whose trump
        #: line is checked at its first wrong lead (``tricks._trump_fit``: the one other
        #: trump under which every written lead follows the trick before), then None.
        self.trump_fit: tuple[list[tuple[int, int, str, list[WrittenCard]]], int,
                              int, int] | None = None
        self.lang: str | None = "en"  # the language of the file's suit letters
        self.mixed: tuple[int, int] | None = None  # English keys' line, French keys' line
        #: Whose keys ``mixed``'s lines are: the ``file``'s; this ``deal``'s own, in a file
        #: of several deals with keys (a problem then says 'this deal'); or, for a deal with
        #: no key read by the deal of both before it, that deal's (``before``).
        self.mixed_keys = "file"
        #: The language of the file's keys (``en``, ``fr``), None where they are of both
        #: or of none: a key a message names that the deal did not write is in it.
        self.key_lang: str | None = None
        #: This deal's keys (by ``deal_lines.KEYS``' names) and values, as written.
        self.written: dict[str, str] = {}
        self.values: dict[str, str] = {}
        self.independent = False  # the first deal says 'match: none'
        #: The game of the file's first deal (its ``variant``), the match's; and whether a
        #: deal of another game was said (once a file: ``check_game``).
        self.game: str | None = None
        self.other_game = False
        #: The first deal's target (the match's), and its ``rules: discovery`` word where
        #: it is the discovery deal, which is played alone (``check_game``).
        self.target = 0
        self.discovery: str | None = None
        self.no_match: tuple[str | Wording, str | Wording] = ("match", "none")
        # The dealer of the deal being read and of the one before, at four (None: not
        # said, or a game of two), for the seat the deal passes to (``dealer_turn``).
        self.dealer_now: Seat | None = None
        self.dealer_before: Seat | None = None
        self.rules_cache: dict[tuple[str, ...], RuleSet] = {}
        self.lang_problems: dict[int, tuple[int, Reason]] = {}  # line: column, problem
        #: Where the file has keys of both languages and no ``lang:`` line, each part's
        #: between '---' lines (``language.LanguageReader.part_languages``): first line,
        #: ``lang``, ``mixed``, ``key_lang``, ``mixed_keys``.
        self.parts: list[tuple[int, str | None, tuple[int, int] | None, str | None,
                               str]] = []
        #: For each of ``parts``, the index of the part whose keys it is read by (its own
        #: where it has keys), -1 for the file's.
        self.read_by: list[int] = []
        #: The keys (by ``deal_lines.KEYS``' names), as written, of the deal of English and
        #: French keys that this deal, with no key of its own, is read by: a key it did
        #: not write is named as that deal wrote it (``key_word``).
        self.read_keys: dict[str, str] = {}
        #: A card of this deal written with a French rank letter and C in an English
        #: file, read as clubs where a heart was likely meant (``note_clubs_slip``): its
        #: text as written and the card read, for the deal's first problem to name.
        self.clubs_slip: tuple[str, int] | None = None
        #: A position is read (``belote play --from``): ``hand:`` lines, and whole tricks
        #: played so far (``hands``); the hands read, N E S W.
        self.position = False
        self.hands: tuple[int, ...] | None = None

    def counted(self, line: int, column: int) -> bool:
        """Count a problem at ``line``/``column`` that would not be kept (True): the caller
        then need not word it. False: the caller reports it with ``error``."""
        cutoff = self.cutoff
        if len(self.kept) >= MAX_REPORTED or (
                cutoff is not None and (line == 0, line, column) > cutoff):
            self.deal_problems += 1
            self.more += 1
            self.found += 1
            self.full = self.found >= MAX_COUNTED
            return True
        return False

    def error(self, line: int, column: int, problem: Reason) -> None:
        self.deal_problems += 1
        self.found += 1
        self.full = self.found >= MAX_COUNTED
        if not self.hinted and problem.code in _HINTS:
            self.hinted = True
        room = MAX_REPORTED - len(self.kept)
        cutoff = self.cutoff
        if room <= 0 or (cutoff is not None and (line == 0, line, column) > cutoff):
            # After the problems kept: the deals before filled the report, or this deal
            # already has enough problems before this one.
            self.more += 1
            return
        self.deal_errors.append((self.deal, line, column, problem))
        if len(self.deal_errors) >= 2 * room:
            self.keep_first(room)

    def keep_first(self, room: int) -> None:
        """Sort the current deal's problems in the file's order (whole-deal ones, without a
        line, last) and keep the first ``room``."""
        errors = self.deal_errors
        errors.sort(key=lambda e: (e[1] == 0, e[1], e[2]))
        if len(errors) > room:
            self.more += len(errors) - room
            del errors[room:]
            last = errors[-1] if errors else (0, 0, 0, Reason("as_written"))
            self.cutoff = (last[1] == 0, last[1], last[2])

    def end_deal(self) -> None:
        self.keep_first(MAX_REPORTED - len(self.kept))
        slip, self.clubs_slip = self.clubs_slip, None
        if slip is not None and self.deal_errors:
            deal, line, column, problem = self.deal_errors[0]
            self.deal_errors[0] = (deal, line, column, _clubs_hint(problem, *slip))
        self.kept.extend(self.deal_errors)
        self.deal_errors = []
        self.cutoff = None

    def errors(self) -> list[DealFileError]:
        """The problems kept, each named by its deal when the file has several."""
        several = self.deal > 1
        return [DealFileError(self.path, line, column,
                              Reason("in_deal", {"deal": deal, "problem": problem})
                              if several and deal else problem)
                for deal, line, column, problem in self.kept]

    def rules_for(self, options: tuple[str, ...]) -> RuleSet:
        """The rules of a deal's options (and the overrides), read once per set of options:
        the deals of a file mostly share theirs."""
        rules = self.rules_cache.get(options)
        if rules is None:
            # The deal's own in order, a later one ruling over an earlier (its variant:
            # line over its rules: line's variant, which the header then judges), then
            # --rule over them.
            own: list[str] = []
            for option in options:
                own = ruled_over(own, [option])
            rules = match_rules(ruled_over(own, self.overrides))
            if len(self.rules_cache) < 64:
                self.rules_cache[options] = rules
        return rules

    def check_game(self, game: str, said: tuple[int, int] | None,
                   where: tuple[int, int], independent: bool,
                   discovery: tuple[int, int, str] | None = None,
                   start: int = 0) -> bool:
        """The game of the deal being read (its rules' ``variant``) against the match's,
        the first deal's: a match is played at one game, whose target and scores its deals
        share, so the first deal of another game is a problem, at the line that makes it
        that game (``said``: a ``variant:``, ``contract:`` or ``rules:`` line), else at
        ``where`` (its ``rules:`` line, or its first line). The discovery deal
        (``discovery``: the line, column and word of its ``rules: discovery``) is played
        alone, in no match: a later one is a problem at its word, and a deal after a first
        one that is, at the deal's ``start`` line. Not in a file whose deals are
        independent (``match: none``), where each is scored alone. False for a deal that
        cannot be counted in the file's match (said once a file, and not yielded), so
        that the deals read are always of one game."""
        if self.deal == 1:
            # 'match: none' as the first deal writes its keys, where it is to be written.
            self.game, self.no_match = game, (self.key_word("match"),
                                              self.deal_word("none", "aucune"))
            self.discovery = discovery[2] if discovery is not None else None
            return True
        if independent or self.game is None:
            return True
        values: dict[str, object] = {"key": self.no_match[0], "none": self.no_match[1]}
        if discovery is not None or self.discovery is not None:
            values["rules_key"] = self.key_word("rules")
        if discovery is not None:
            at, problem = discovery[:2], Reason("match_discovery",
                                                {**values, "word": discovery[2]})
        elif self.discovery is not None:
            at, problem = (start, 1), Reason("match_after_discovery",
                                             {**values, "word": self.discovery})
        elif game == self.game:
            return True
        else:
            values.update({"game": GAME_NAMES[game], "match_game": GAME_NAMES[self.game]})
            at, problem = said or where, Reason("match_game", values)
            if said is None and game == "classic":
                # Nothing in the deal says classic: it lacks what makes the match's game.
                values["game_key"] = self.key_word("contract" if self.game == "coinche"
                                                   else "variant")
                at, problem = where, Reason("match_game_unsaid", values)
        if not self.other_game:
            self.other_game = True
            self.error(*at, problem)
        return False

    def check_target(self, target: int, options: Iterable[tuple[int, Token]],
                     independent: bool) -> int:
        """The target the deal being read plays to (its rules' ``target``), against the
        match's, the first deal's: a ``target=`` option of a later deal that sets another
        is a problem at its place (the match plays to one target); the same target said
        again is none; a later deal whose ``rules:`` line says no target plays to the
        match's, not to the game's default (a first deal's ``target=250``, then
        ``rules: capot=250``: 250)."""
        if self.deal == 1:
            self.target = target
            return target
        if independent or self.game is None or self.target == target:
            return target
        for line, token in options:
            if token.text.partition("=")[0].strip().lower() == "target":
                self.error(line, token.column, Reason("match_target", {
                    "option": token.text, "target": self.target,
                    "key": self.no_match[0], "none": self.no_match[1]}))
                return target
        return self.target

    def key_word(self, key: str) -> str | Wording:
        """``key`` (``rules``, ``variant``…) as this deal wrote it; in a deal with no key
        read by a deal of English and French keys, as that deal wrote it; else in the
        language of the deal's keys, else of the file's keys (``règles`` in a French
        file), else in the reader's: a message never advises an English key to a French
        file, nor a French key to a deal written in English keys."""
        written = self.written.get(key) or self.read_keys.get(key)
        if written is not None:
            return written
        return self.deal_word(key, FRENCH_KEYS.get(key, key))

    def deal_word(self, english: str, french: str) -> str | Wording:
        """A word for this deal (a key, a value), in the language of its keys where they
        are of one, else as ``file_word`` gives it: a file of keys of both languages
        with a ``lang:`` line has no language of its keys, but each of its deals may."""
        if self.key_lang is None:
            langs = {_KEY_LANGUAGES.get(" ".join(written.split()).lower())
                     for written in self.written.values()}
            langs.discard(None)
            if len(langs) == 1:
                return french if langs.pop() == "fr" else english
        return self.file_word(english, french)

    def file_word(self, english: str, french: str) -> str | Wording:
        """A word for the file (a key, a value), in the language of its keys, else in the
        reader's."""
        if self.key_lang is None:
            return Wording(english, french)
        return french if self.key_lang == "fr" else english

    def note_clubs_slip(self, written: Iterable[tuple[str, int | None]], doubled: int,
                        missing: int) -> None:
        """Keep (``clubs_slip``) the first card of ``written`` (each as written and as read)
        spelled with a French rank letter and C in an English file (``VC``, ``DC``, ``RC``:
        C is clubs in English, *cœur* as a French player writes it) that is played twice
        (``doubled``, a mask) or whose heart is missing (``missing``): the deal's problems
        follow from it, and its first one says so. A deal right as read says nothing."""
        if self.lang not in ("en", "fr") or self.clubs_slip is not None or not (
                doubled or missing):
            return
        # In a French file, the mirror: an English rank letter and C (``JC``, ``QC``,
        # ``KC``), read as a heart where an English player means a club.
        # A rank both languages write (``9C``, ``10C``, ``AC``) says less of its writer:
        # named only where its card is played twice and the other suit's is missing.
        ranks, shift = self.other_c()
        for text, card in written:
            if card is None or text[-1:] not in ("C", "c"):
                continue
            rank = text[:-1]
            if rank not in ranks and rank.upper() not in _SHARED_RANKS:
                continue
            meant = card + shift
            if (rank in ranks and (doubled >> card | missing >> meant) & 1) or (
                    doubled >> card & missing >> meant & 1):
                self.clubs_slip = (text, card)
                return

    def other_c(self) -> tuple[str, int]:
        """The other language's rank letters before a C in this file (``VC``, ``DC``,
        ``RC`` in an English file; ``JC``, ``QC``, ``KC`` in a French one) and what a card
        so written, read as the file reads C, is from the card of the other reading of C
        (its heart in English, its club in French)."""
        if self.lang == "en":
            return "VDRvdr", (HEARTS - CLUBS) * 8
        return "JQKjqk", (CLUBS - HEARTS) * 8

    def line_cards(self, line: int, tokens: Iterable[Token]) -> list[tuple[Token, int]]:
        """The cards of a line's words (a ``hand:`` line's, a pile's, a ``deck:`` line's),
        each with its word as written; a word that is no card is said at its column
        (``card_problem``) and left out. Each reader says its own problems of the cards
        read (a card in two hands, a pile's card twice)."""
        read = []
        for tok in tokens:
            try:
                read.append((tok, card_of_text(tok.text, self.lang)))
            except CardError as e:
                self.error(line, tok.column, self.card_problem(e))
        return read

    def card_problem(self, e: CardError) -> Reason:
        """The problem of a card or suit that cannot be read."""
        if isinstance(e, SuitLetterError) and e.lang is None and self.mixed:
            return Reason("two_readings_mixed", {
                "text": e.text, "letter": e.letter, "readings": e.readings,
                "en_line": self.mixed[0], "fr_line": self.mixed[1],
                "keys": self.mixed_keys})
        if isinstance(e, SuitLetterError) and e.code == "foreign_letter":
            # In a file, the line that reads it in the other language: the letter's
            # meaning alone does not say how to have it read so.
            other = str(e.params.get("other"))
            line = "langue: fr" if other == "fr" else "lang: en"
            return Reason("foreign_letter", {**e.params, "lang_line": line})
        return problem_of(e)


#: Each header key's French name (``deal_lines.KEYS`` reads both).
FRENCH_KEYS = {"trump": "atout", "taker": "preneur", "dealer": "donneur", "rules": "règles",
               "leader": "entame", "last": "dernier", "announce": "annonce",
               "contract": "contrat", "match": "partie", "lang": "langue",
               "variant": "variante", "deck": "paquet", "exchange": "échange",
               "hand": "main"}

#: The language of each header key as written (``deal_lines.KEYS``' words), lowercased;
#: ``belote`` and the teams (``NS``, ``EW``, ``EO``) are of neither.
_KEY_LANGUAGES = {
    **dict.fromkeys(("trump", "taker", "dealer", "rules", "rule", "leader", "last",
                     "announce", "announcement", "contract", "match", "lang", "language",
                     "variant", "deck", "exchange", "hand"), "en"),
    **dict.fromkeys(("atout", "preneur", "donneur", "règles", "regles", "règle", "regle",
                     "entame", "dernier", "der", "dix de der", "annonce", "contrat",
                     "partie", "langue", "variante", "paquet", "échange", "echange",
                     "main"), "fr"),
}

#: The problems that end with a hint to add 'rules: direction=…'.
_HINTS = ("hint_clockwise", "hint_anticlockwise")


#: The ranks written alike in English and French (``T`` the ten), before a ``C``.
_SHARED_RANKS = frozenset(("7", "8", "9", "10", "T", "A"))

#: The ranks in words, English and French, for ``_clubs_hint``.
_RANK_WORDS = (("the seven", "le sept"), ("the eight", "le huit"), ("the nine", "le neuf"),
               ("the ten", "le dix"), ("the jack", "le valet"), ("the queen", "la dame"),
               ("the king", "le roi"), ("the ace", "l'as"))
#: Each card of hearts in words, by rank, for ``_clubs_hint``.
_HEART_NAMES = {rank: Wording(f"{en} of hearts", f"{fr} de cœur")
                for rank, (en, fr) in enumerate(_RANK_WORDS)}
#: And of clubs, for the mirror in a French file.
_CLUB_NAMES = {rank: Wording(f"{en} of clubs", f"{fr} de trèfle")
               for rank, (en, fr) in enumerate(_RANK_WORDS)}


def _clubs_hint(problem: Reason, text: str, card: int) -> Reason:
    """``problem``, with what a card written ``text`` was read as (``card``, a club) and
    how to write the heart a French player means by it (``note_clubs_slip``); in a French
    file (``card`` a heart), how to write the club an English player means."""
    reading = clubs_reading(text, card)
    return Reason("hint_hearts_letter" if reading.code == "note_hearts_letter"
                  else "hint_clubs_letter", {"problem": problem, **reading.params})


def clubs_reading(text: str, card: int) -> Reason:
    """What a card written ``text`` with a C was read as (``card``): a club in an English
    file, and how to write the heart a French player means by it; a heart in a French
    file, and how to write the club an English player means (``note_clubs_letter``,
    ``note_hearts_letter``)."""
    rank = card & 7
    if card >> 3 == HEARTS:
        return Reason("note_hearts_letter", {
            "text": text, "card": card, "name": _CLUB_NAMES[rank],
            "symbol": RANK_NAMES_EN[rank] + "♣", "letters": RANK_NAMES_FR[rank] + "T"})
    return Reason("note_clubs_letter", {
        "text": text, "card": card, "name": _HEART_NAMES[rank],
        "symbol": RANK_NAMES_FR[rank] + "♥", "letters": RANK_NAMES_EN[rank] + "H"})


def problem_of(e: BeloteError) -> Reason:
    """What an error of the library says: its code and values (or its words as written)."""
    return e.reason if e.code else Reason("as_written", {"text": str(e)})
