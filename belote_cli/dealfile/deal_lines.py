"""A deal's lines, one by one, as docs/format.md lists them: each line's key (or its trick
number) read first, then the line handed to the reader of its family: the trick lines,
the one-value keys (``trump:``, ``taker:``, ``dealer:``, ``leader:``, ``last:``),
``contract:`` and ``match:``, the ``announce:`` and ``belote:`` lines, ``rules:`` and
``variant:``, ``deck:`` and ``exchange:``, the piles ``NS:`` and ``EW:``. What the lines
say is kept in a ``_DealSoFar``, which ``headers`` judges once the deal's header is whole.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable

from ..core.cards import parse_contract_kind, parse_suit, suit_texts, written_number
from ..core.coinche import BidError, Contract, parse_contract
from ..core.declarations import AnnouncementError, Declaration, parse_declaration
from ..core.english import Wording
from ..core.errors import CardError, IllegalPlayError, Reason, RuleError
from ..core.rules import OPTION, option_text, parse_option, rule_twice
from ..core.seats import Seat, Team, parse_seat, parse_team
from ..core.talon import TRICKS
from .collect import problem_of
from .hands import HandReader
from .language import LanguageReader
from .lexing import (
    MAX_LINE,
    TRICK_KEY,
    TRICK_NO_COLON,
    TRICK_NUMBERS,
    Token,
    WrittenCard,
    as_written,
    tokens_of,
)
from .piles import PileReader
from .tricks import TrickReader
from .two import TwoReader, says_two

#: Header keys, English and French, to the name used below.
KEYS: dict[str, str] = {
    "trump": "trump", "atout": "trump",
    "taker": "taker", "preneur": "taker",
    "dealer": "dealer", "donneur": "dealer",
    "rules": "rules", "rule": "rules", "regles": "rules", "règles": "rules",
    "regle": "rules", "règle": "rules",
    "belote": "belote",
    "leader": "leader", "entame": "leader",
    "ns": "NS", "sn": "NS", "ew": "EW", "we": "EW", "eo": "EW", "oe": "EW",
    "last": "last", "dernier": "last", "der": "last", "dix de der": "last",
    "announce": "announce", "annonce": "announce", "announcement": "announce",
    "contract": "contract", "contrat": "contract",
    "match": "match", "partie": "match",
    "lang": "lang", "language": "lang", "langue": "lang",
    "variant": "variant", "variante": "variant",
    "deck": "deck", "paquet": "deck",
    "exchange": "exchange", "échange": "exchange", "echange": "exchange",
    "hand": "hand", "main": "hand",
}
#: What a table writes of the score it counted: no key, since ``score`` works the score
#: out from the cards; the problem says to keep such a line as a comment.
SCORE_KEYS = frozenset(("score", "scores", "points", "total", "totals", "result", "résultat",
                        "resultat", "marque"))
# The deal without bidding: ``discovery``, in French ``sans-enchères``; ``découverte``
# alone, its earlier French word, is still read so (belote découverte, the two-player game,
# is ``variant=decouverte``).
_DISCOVERY_WORDS = ("discovery", "sans-enchères", "sans-encheres", "découverte", "decouverte")
#: Those of ``_DISCOVERY_WORDS`` that are also belote découverte's name: in a deal with a
#: ``deck:`` line, a game of two's, they most likely meant ``variant: decouverte``.
_DECOUVERTE_WORDS = ("découverte", "decouverte")
_NO_MATCH_WORDS = ("none", "aucune", "non", "no")
#: The most announcements a deal holds: two for each seat, a few false ones more.
MAX_ANNOUNCEMENTS = 16
#: The most ``hand:`` lines a deal's reading keeps: one a seat, each seat's twice said.
MAX_HAND_LINES = 8


@dataclasses.dataclass(slots=True)
class _DealSoFar:
    """What one deal's lines have said so far, as they are read; ``headers`` makes one
    for each deal and judges it once the header is whole. (The engine's ``DealState`` is
    another thing: a deal being played card by card.)"""

    lang: str | None  # the deal's language (its suit letters)
    options: list[str]  # the deal's rule options: its ``rules:`` line's, else inherited
    first_deal: bool  # the file's first deal, whose ``match: none`` holds for the file
    start: int = 0  # the deal's first line
    discovery: bool = False
    independent: bool = False
    discovery_word: str = ""  # the deal without bidding as written (discovery, sans-enchères)
    discovery_at: tuple[int, int] = (0, 0)  # where it is written
    seen: dict[str, int] = dataclasses.field(default_factory=dict)  # each key's line
    trump: int | None = None
    taker: Seat | None = None
    dealer: Seat | None = None
    leader: Seat | None = None
    last: Team | None = None
    last_column: int = 0  # where the ``last:`` line's team is written
    #: A one-value key and its value as written.
    written: dict[str, tuple[str, str]] = dataclasses.field(default_factory=dict)
    belote: list[Seat] = dataclasses.field(default_factory=list)
    announces: list[Declaration] = dataclasses.field(default_factory=list)
    #: Each 'announce:' line (line, value, its column, its first word's), read once the
    #: trump is known: a value (``W 200 A``) names a carré by the deal's scale.
    announce_lines: list[tuple[int, str, int, int]] = dataclasses.field(default_factory=list)
    contract: Contract | None = None
    deck: tuple[int, ...] | None = None
    exchange: tuple[int, int, Seat | None, int] | None = None  # line, column, seat, trick
    #: ``variant: deux``, over the rules (this deal's only).
    variant: list[str] = dataclasses.field(default_factory=list)
    variant_at: tuple[int, int] = (0, 0)  # where the ``variant:`` line's value is written
    variant_unread: bool = False  # a ``variant:`` line whose value is no game (said there)
    option_tokens: list[tuple[int, Token]] = dataclasses.field(default_factory=list)
    #: Line, column, number, plays.
    trick_lines: list[tuple[int, int, str, list[WrittenCard]]] = dataclasses.field(
        default_factory=list)
    #: Trick lines 9 to 16 of a deal not yet known to be a game of two (line, column,
    #: number, value, its column): read once the deal's header is whole, since a
    #: 'variant: deux' line may come after the tricks; else each a ninth trick.
    later: list[tuple[int, int, str, str, int]] = dataclasses.field(default_factory=list)
    piles: dict[Team, tuple[int, list[Token]]] = dataclasses.field(default_factory=dict)
    #: Each ``hand:`` line of a position (``belote play --from``): line, value, its column.
    hand_lines: list[tuple[int, str, int]] = dataclasses.field(default_factory=list)
    new_deal_hinted: bool = False  # the hint to write '---' is given once a deal

    def decouverte_meant(self) -> bool:
        """Whether ``rules: découverte`` (the deal without bidding's earlier French word,
        as written) stands beside a game of two's ``deck:`` line: belote découverte most
        likely meant (``decouverte_meant``)."""
        return (self.discovery and "deck" in self.seen
                and self.discovery_word.lower() in _DECOUVERTE_WORDS)


#: The keys that open a deal, given again after its tricks the next deal's: the others
#: (``belote``, ``last``, the piles, ``exchange``, ``match``) may come after the tricks.
_OPENING_KEYS = frozenset(("trump", "taker", "dealer", "contract", "rules", "variant",
                           "deck", "leader"))
#: The key of several words, its colon left out, a value after it (``dix de der EW``).
_KEY_OF_WORDS = re.compile(r"dix\s+de\s+der(?=\s+\S)", re.IGNORECASE)
#: A line of dashes, rules or the like that is not a '---' (``—``, ``- -``, ``===``).
_RULE_LINE = re.compile(r"[-—–―‒=_~*\s]+")


@dataclasses.dataclass(slots=True)
class KeyLine:
    """One line of a deal read as ``key: value``: its key (``KEYS``' name, None for a
    trick line or a key unknown) or its trick number (``digits``)."""

    line: int
    content: str  # the line read
    file_line: str  # the line as the file holds it, which a problem quotes
    key_text: str  # what stands before the colon
    key_column: int
    key: str | None
    key_clean: str  # the key as written, its spaces made single
    digits: str  # a trick line's number, else empty
    value: str
    value_column: int
    #: A header line's value as the file holds it, for a problem to quote (``foo;bar``),
    #: and the column of its first word: set once the line is known to be a header's.
    shown: str = ""
    first_column: int = 0


class LineReader(LanguageReader, TrickReader, PileReader, TwoReader, HandReader):
    """Reads a deal's lines into its ``_DealSoFar``, one reader for each family of lines."""

    def read_lines(self, deal: _DealSoFar,
                   lines: Iterable[tuple[int, str | None, int, str]]) -> None:
        """The deal's lines up to a ``---`` (content None), or up to the line where too
        many problems stop the reading (``stopped``)."""
        # Bound once: the loop runs once a line.
        key_line, read_trick_line = self.key_line, self.read_trick_line
        ruled = False  # a rule line after the tricks (said): the next deal may start next
        for line, content, long, file_line in lines:
            if content is None:
                break
            if self.full:  # too many problems: this line and the rest are not read
                self.stopped = line
                break
            if not deal.start:
                deal.start = line
            if long:
                if not self.counted(line, MAX_LINE + 1):
                    self.error(line, MAX_LINE + 1, Reason("line_long", {"length": long,
                                                                        "most": MAX_LINE}))
                continue
            at = key_line(line, content, file_line)
            if at is None:
                # A rule line after the tricks (said by key_line; a spreadsheet's empty
                # cells beside it): the '---' it stands for, if the next deal starts next.
                ruled = ruled or bool((deal.trick_lines or deal.piles)
                                      and _RULE_LINE.fullmatch(content.strip(" ,")))
                continue
            if (ruled or len(deal.trick_lines) >= 8 or deal.piles) and self.next_deal(
                    deal, at, ruled):
                self.next_start = (line, content, long, file_line)
                break
            ruled = False
            if at.digits:
                read_trick_line(deal, at)
            elif at.key is None:
                self.unknown_key(at)
            else:
                self.read_header_line(deal, at)

    def next_deal(self, deal: _DealSoFar, at: KeyLine, ruled: bool) -> bool:
        """Whether ``at``, a line after the deal's tricks or piles, starts the next deal, its
        '---' forgotten (said here) or written as a rule (said at its line): a trick 1, a
        pile or a deal's opening key right after the rule line; else, the deal's tricks
        all written (8 tricks of 8 numbers) or its piles, one of these given again. A key
        that may come after the tricks (``belote:``, ``last:``) given twice is a key given
        twice."""
        trick_one = at.digits and written_number(at.digits) == "1"
        pile = Team.__members__.get(at.key or "") if at.key in ("NS", "EW") else None
        if not (trick_one or pile is not None or at.key in _OPENING_KEYS):
            return False
        if ruled:
            return True
        numbers = {written_number(number) for _, _, number, _ in deal.trick_lines}
        if not deal.piles and len(numbers) < 8:
            return False  # tricks written twice or missing: no deal known to be whole
        if trick_one:
            if "1" not in numbers:
                return False
            problem = Reason("new_deal_trick", {"number": written_number(at.digits)})
        elif pile is not None:
            if pile not in deal.piles:
                return False
            problem = Reason("new_deal_unsaid_piles", {"key": at.key_clean,
                                                       "line": deal.piles[pile][0]})
        elif at.key in deal.seen:
            problem = Reason("new_deal_unsaid_piles" if deal.piles else "new_deal_unsaid", {
                "key": at.key_clean, "line": deal.seen[at.key]})
        else:
            return False
        if not self.counted(at.line, at.key_column):
            self.error(at.line, at.key_column, problem)
        return True

    def key_line(self, line: int, content: str, file_line: str) -> KeyLine | None:
        """The line's key or trick number and its value; None for a line that is not
        ``key: value`` (said)."""
        key_text, colon, value = content.partition(":")
        key_column = len(key_text) - len(key_text.lstrip()) + 1
        no_colon = TRICK_NO_COLON.match(content)
        if no_colon and colon:  # 'pli 1 : …' has its colon; '5. S:A♥ …' has not
            key_clean = " ".join(key_text.split())
            if (KEYS.get(key_text.lower()) is not None
                    or KEYS.get(key_clean.lower()) is not None
                    or TRICK_KEY.fullmatch(key_clean)):
                no_colon = None
        if no_colon:
            # A trick whose number lost its colon ('1.', '1)'): said, and read as that
            # trick, so that the tricks after it are not reported for its absence.
            if not self.counted(line, key_column):
                self.error(line, key_column, Reason("trick_colon", {
                    "text": content[key_column - 1:no_colon.end()].strip(),
                    "trick": no_colon.group(1) + ":"}))
            return KeyLine(line, content, file_line, key_text, key_column, None,
                           no_colon.group(1), no_colon.group(2), content[no_colon.end():],
                           no_colon.end() + 1)
        if not colon:
            words = content.split(None, 1)
            name = words[0]
            mend: str | Wording = name
            key = KEYS.get(name.lower()) if len(words) == 2 else None
            if key is None:
                # The one key of several words ('dix de der EW').
                several = _KEY_OF_WORDS.match(content, key_column - 1)
                if several is not None:
                    name, key = several.group(), "last"
                    # French words: in a deal of English keys, 'last:' is the key to
                    # write (a French key there would make C two suits).
                    mend = self.deal_word("last", name)
            if key is not None:
                # A header key and its value, the colon left out ('trump ♥'): said, and
                # read as that key, as a trick whose number lost its colon is, so that
                # the deal is not reported without it.
                key_end = key_column - 1 + len(name)
                if not self.counted(line, key_column):
                    self.error(line, key_column, Reason("key_colon", {
                        "text": as_written(file_line, content, key_column - 1, key_end),
                        "key": Wording(f"{mend.en}:", f"{mend.fr}:")
                        if isinstance(mend, Wording) else f"{mend}:"}))
                return KeyLine(line, content, file_line, content[:key_end], key_column, key,
                               name, "", content[key_end:], key_end + 1)
            if not self.counted(line, key_column):
                text = as_written(file_line, content, 0, len(content))
                # A line of dashes or rules not read as the '---' between deals (a dash
                # that a phone or an editor made of '---', '==='): said how to write it.
                self.error(line, key_column, Reason(
                    "line_separator" if _RULE_LINE.fullmatch(text) else "line_form",
                    {"text": text}))
            return None
        key = KEYS.get(key_text.lower())  # a header key as usually written: no trick
        key_clean = key_text
        if key is not None:
            digits = ""
        elif key_text in TRICK_NUMBERS:  # '1:' to '8:', the usual trick line
            digits = key_text
        else:
            key_clean = " ".join(key_text.split())
            trick_match = TRICK_KEY.fullmatch(key_clean)
            digits = trick_match.group(1) if trick_match else ""
            key = None if trick_match else KEYS.get(key_clean.lower())
        return KeyLine(line, content, file_line, key_text, key_column, key, key_clean, digits,
                       value, len(key_text) + 2)

    def unknown_key(self, at: KeyLine) -> None:
        """A key the format has not (a table's score is named as such)."""
        if not self.counted(at.line, at.key_column):
            code = "key_score" if at.key_clean.lower() in SCORE_KEYS else "key_unknown"
            shown = " ".join(as_written(at.file_line, at.content, 0, len(at.key_text)).split())
            self.error(at.line, at.key_column, Reason(code, {"key": shown}))

    # --- the trick lines ------------------------------------------------------------------
    def read_trick_line(self, deal: _DealSoFar, at: KeyLine) -> None:
        """A trick line, read; the ninth of a deal that may yet be a game of two kept for
        later (``read_later_tricks``); one beyond the 16 a deal holds, a problem."""
        trick_lines, later = deal.trick_lines, deal.later
        if not later and len(trick_lines) < 8:  # trick 1 to 8, the usual: read
            trick_lines.append((at.line, at.key_column, at.digits,
                                self.read_plays(at.line, at.value, at.value_column)))
            return
        two = says_two(deal.options + deal.variant)
        # 'rules: découverte' beside a 'deck:' line: belote découverte's 16 tricks, most
        # likely (``decouverte_meant``), not read as a deal of four's.
        meant = deal.decouverte_meant()
        if len(deal.trick_lines) + len(deal.later) == TRICKS:
            if not self.counted(at.line, at.key_column):
                problem = Reason("trick2_seventeenth" if two or meant else "trick_ninth",
                                 {"number": written_number(at.digits)})
                deal.new_deal_hinted = self.extra_trick(at.line, at.key_column, problem,
                                                        deal.new_deal_hinted)
            return
        if deal.later or (len(deal.trick_lines) == 8
                          and not (two or deal.variant_unread or meant)):
            deal.later.append((at.line, at.key_column, at.digits, at.value, at.value_column))
            return
        plays = self.read_plays(at.line, at.value, at.value_column)
        deal.trick_lines.append((at.line, at.key_column, at.digits, plays))

    def read_later_tricks(self, deal: _DealSoFar) -> None:
        """Trick lines 9 to 16, once the header is whole: a game of two's, else each a
        ninth trick."""
        if not deal.later:
            return
        if says_two(deal.options + deal.variant) or deal.variant_unread or deal.decouverte_meant():
            for line, column, digits, value, value_column in deal.later:
                deal.trick_lines.append((line, column, digits,
                                         self.read_plays(line, value, value_column)))
        else:
            for line, column, digits, _, _ in deal.later:
                if not self.counted(line, column):
                    deal.new_deal_hinted = self.extra_trick(
                        line, column, Reason("trick_ninth", {"number": written_number(digits)}),
                        deal.new_deal_hinted)

    # --- the header lines -----------------------------------------------------------------
    def read_header_line(self, deal: _DealSoFar, at: KeyLine) -> None:
        """A header line: ``lang:`` (read by ``read_language``) and ``announce:`` (one an
        announcement a line), else a key said once a deal, handed to its reader."""
        key = at.key
        assert key is not None
        at.first_column = at.value_column + len(at.value) - len(at.value.lstrip())
        at.shown = as_written(at.file_line, at.content, at.value_column - 1, len(at.content))
        if key == "lang":  # read by ``read_language``
            if at.line in self.lang_problems:
                self.error(at.line, *self.lang_problems.pop(at.line))
            return
        if key == "announce":  # one line per announcement
            if len(deal.announce_lines) == MAX_ANNOUNCEMENTS:
                if not self.counted(at.line, at.key_column):
                    self.error(at.line, at.key_column, Reason("announcements_many",
                                                              {"most": MAX_ANNOUNCEMENTS}))
                return
            deal.announce_lines.append((at.line, at.value, at.value_column, at.first_column))
            return
        if key == "hand":  # one line per seat, read with the deal whole (``hands``)
            if len(deal.hand_lines) < MAX_HAND_LINES:
                deal.hand_lines.append((at.line, at.value, at.value_column))
            elif not self.counted(at.line, at.key_column):
                self.error(at.line, at.key_column, Reason("hand_many"))
            return
        if key in deal.seen:
            if not self.counted(at.line, at.key_column):
                self.error(at.line, at.key_column, Reason("key_twice", {
                    "key": at.key_clean, "line": deal.seen[key]}))
            return
        deal.seen[key] = at.line
        self.written[key] = at.key_clean
        self.values[key] = at.shown
        _KEY_READERS[key](self, deal, at)

    def read_announcements(self, deal: _DealSoFar) -> None:
        """The ``announce:`` lines, once the trump is known (or the contract's)."""
        if not deal.announce_lines:
            return
        said_trump = (deal.trump if deal.trump is not None
                      else deal.contract.suit if deal.contract is not None else None)
        for line, value, value_column, first_column in deal.announce_lines:
            try:
                deal.announces.append(parse_declaration(value, deal.lang, said_trump))
            except AnnouncementError as e:
                self.error(line, value_column + e.offset, self.card_problem(e))
            except CardError as e:
                self.error(line, first_column, self.card_problem(e))

    def read_one_value(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``trump:``, ``taker:``, ``dealer:``, ``leader:``, ``last:``: one word each."""
        tokens = tokens_of(at.value, at.value_column)
        if len(tokens) != 1:
            where = tokens[1].column if len(tokens) > 1 else at.value_column
            self.error(at.line, where, Reason("key_one_value", {
                "key": at.key_clean, "value": at.shown}) if tokens
                else Reason("key_no_value", {"key": at.key_clean}))
            return
        tok = tokens[0]
        key = at.key
        assert key is not None
        deal.written[key] = (at.key_clean, tok.text)  # quoted so in a problem
        try:
            if key == "trump":
                deal.trump = parse_suit(tok.text, deal.lang)
            elif key == "taker":
                deal.taker = parse_seat(tok.text)
            elif key == "dealer":
                deal.dealer = parse_seat(tok.text)
            elif key == "leader":
                deal.leader = parse_seat(tok.text)
            else:
                deal.last_column = tok.column
                deal.last = parse_team(tok.text)
        except CardError as e:
            if key == "trump" and e.code == "suit_unknown":
                # The trump: line takes SA and TA too (read_trump): said with the suits.
                e = CardError(code="trump_unknown", text=e.params.get("text"),
                              letters=e.params.get("letters"))
            self.error(at.line, tok.column, self.card_problem(e))

    def read_trump(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``trump:``: a suit in its usual spellings, a contract of sans atout or tout
        atout, else one word read as a suit."""
        suit = suit_texts(deal.lang).get(at.value.strip())  # the usual spellings
        if suit is not None:
            deal.trump = suit
            return
        kind = parse_contract_kind(at.value)
        if kind is not None:
            # ``trump: SA`` / ``TA``, ``atout : sans atout`` (two words): the contract.
            deal.trump = kind
            return
        self.read_one_value(deal, at)

    def read_contract(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``contract:``, a coinche bid: level, trump, taker."""
        try:
            deal.contract = parse_contract(at.value, deal.lang)
        except (IllegalPlayError, CardError) as e:
            offset = e.offset if isinstance(e, BidError) else 0
            self.error(at.line, at.first_column + offset, problem_of(e))

    def read_match(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``match: none``: the deals are not one match, said in the file's first deal."""
        # A spreadsheet's cells read as commas around the value ('match:;none;;').
        if at.value.replace(",", " ").strip().lower() not in _NO_MATCH_WORDS:
            self.error(at.line, at.first_column, Reason("match_none", {
                "key": at.key_clean, "value": at.shown,
                "none": self.deal_word("none", "aucune")}))
        elif not deal.first_deal and not self.independent:
            self.error(at.line, at.key_column, Reason("match_later", {
                "key": at.key_clean, "value": at.shown}))
        else:
            deal.independent = True
            self.independent = self.independent or deal.first_deal

    def read_belote(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``belote:``, the seats that said belote and rebelote."""
        for tok in tokens_of(at.value, at.value_column):
            try:
                deal.belote.append(parse_seat(tok.text))
            except CardError as e:
                self.error(at.line, tok.column, problem_of(e))

    # --- the rules and the game -----------------------------------------------------------
    def read_rules(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``rules:``, the deal's options over those inherited; ``discovery`` among them
        is the deal without bidding."""
        deal.options = []
        said: dict[str, tuple[object, str]] = {}  # each rule's value and option as written
        for m in OPTION.finditer(at.value):  # as RuleSet.parse reads a text
            option = option_text(m.group())
            if option.lower() in _DISCOVERY_WORDS:
                deal.discovery = True
                deal.discovery_word = option
                deal.discovery_at = (at.line, at.value_column + m.start())
                continue
            try:
                name, value = parse_option(option)
            except RuleError as e:
                self.error(at.line, at.value_column + m.start(), problem_of(e))
                continue
            twice = rule_twice(said, name, value, option)  # said at its column
            if twice is not None:
                self.error(at.line, at.value_column + m.start(), twice)
                continue
            said[name] = (value, option)
            deal.options.append(option)
            deal.option_tokens.append((at.line, Token(m.group(), at.value_column + m.start())))

    def read_variant_line(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``variant:``, the game of this deal alone (``deux``, ``decouverte``...)."""
        tokens = tokens_of(at.value, at.value_column)
        deal.variant_at = (at.line, tokens[0].column if tokens else at.value_column)
        self.read_variant(at.line, at.key_clean, at.shown, at.value_column, tokens,
                          deal.variant)
        deal.variant_unread = not deal.variant

    def read_deck_line(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``deck:``, a game of two's 32 cards in dealing order."""
        deal.deck = self.read_deck(at.line, at.key_clean, at.value_column,
                                   tokens_of(at.value, at.value_column))

    def read_exchange_line(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``exchange:``, belote à deux's seven of trumps swapped for the retourne."""
        deal.exchange = self.read_exchange(at.line, at.key_clean, at.value_column,
                                           tokens_of(at.value, at.value_column))

    # --- the piles form -------------------------------------------------------------------
    def read_pile_line(self, deal: _DealSoFar, at: KeyLine) -> None:
        """``NS:`` or ``EW:``, a team's pile of cards won, read with the deal whole."""
        assert at.key is not None
        deal.piles[Team[at.key]] = (at.line, tokens_of(at.value, at.value_column))


#: Each key once a deal (``KEYS``' names but ``lang`` and ``announce``) to its reader.
_KEY_READERS: dict[str, Callable[[LineReader, _DealSoFar, KeyLine], None]] = {
    "trump": LineReader.read_trump,
    "taker": LineReader.read_one_value,
    "dealer": LineReader.read_one_value,
    "leader": LineReader.read_one_value,
    "last": LineReader.read_one_value,
    "contract": LineReader.read_contract,
    "match": LineReader.read_match,
    "belote": LineReader.read_belote,
    "rules": LineReader.read_rules,
    "variant": LineReader.read_variant_line,
    "deck": LineReader.read_deck_line,
    "exchange": LineReader.read_exchange_line,
    "NS": LineReader.read_pile_line,
    "EW": LineReader.read_pile_line,
}
