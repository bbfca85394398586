"""The deal file (``.belote``): ``load``/``loads``/``dump``/``dumps`` and ``DealRecord``.

See docs/format.md (``belote rules format``): the trick-by-trick form, the piles form,
several deals a file.
"""

from __future__ import annotations

import dataclasses
import itertools
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import BinaryIO

from . import reprs
from .announcements import AnnouncementError, Declaration, parse_declaration
from .cards import (
    FULL_DECK,
    SuitLetterError,
    card_name,
    card_texts,
    parse_card,
    parse_contract_kind,
    parse_number,
    parse_suit,
    shown,
    sorted_cards,
    suit_letter,
    suit_texts,
    written_number,
)
from .coinche import Contract, match_rules, parse_contract
from .errors import (
    BeloteError,
    CardError,
    DealFileError,
    DealFileErrors,
    IllegalPlayError,
    Reason,
    RuleError,
)
from .files import write_whole
from .rules import RuleSet, parse_option, trick_winner
from .seats import SEAT_WORDS, SEATS, Seat, Team, parse_seat, parse_team
from .talon import DRAWING_TRICKS, PLAYERS, TRICKS, LayoutState, TalonState


@dataclasses.dataclass(slots=True)
class DealRecord:
    """One deal as written down: header, then either the tricks or the piles.

    ``tricks``: the cards of each trick in order of play (the engine works out who played
    each one from the first leader). ``piles``: masks of the cards won per team as written
    (a team left out holds the rest of the deck), with ``last`` the team that won the last
    trick. ``lines`` gives, for messages, the line of the deal's first line and of each
    trick or pile (it takes no part in comparisons).

    >>> [deal] = loads("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n")
    >>> deal.taker, deal.last, deal.tricks                  # the piles form: no tricks
    (<Seat.S: 2>, <Team.NS: 0>, [])
    """

    trump: int
    taker: Seat | None = None
    dealer: Seat | None = None
    leader: Seat | None = None  # who led trick 1, when known from the file's seats
    rules: RuleSet = dataclasses.field(default_factory=RuleSet)
    belote: tuple[Seat, ...] = ()  # seats that declared belote-rebelote
    tricks: list[tuple[int, ...]] = dataclasses.field(default_factory=list)
    piles: dict[Team, int] | None = None
    last: Team | None = None
    announcements: tuple[Declaration, ...] = ()  # ``announce:`` lines, in order
    contract: Contract | None = None  # a coinche contract (``contract: 110 H N coinche``)
    #: The discovery deal of the rule book (``rules: discovery``): no contract is judged and
    #: belote-rebelote scores nothing.
    discovery: bool = False
    #: ``match: none``: the file's deals are independent, each scored alone.
    independent: bool = False
    #: Belote à deux (``variant: deux``): the 32 cards in dealing order (``deck:``), and the
    #: trick before whose lead the trump 7 was swapped for the retourne (``exchange:``; 0
    #: for none).
    deck: tuple[int, ...] | None = None
    exchange: int = 0
    lines: dict[str, int] = dataclasses.field(default_factory=dict, compare=False, repr=False)

    def __repr__(self) -> str:
        return reprs.of(self, trump=reprs.SUITS, tricks=reprs.CARDS, piles=reprs.MASKS)

    @property
    def is_two(self) -> bool:
        """True for a deal of two players (``variant=deux``): S and N, 16 tricks of 2."""
        return self.rules.players == 2

    def first_leader(self) -> Seat:
        """Who led trick 1: from the file's seats, else the seat after the dealer (at two,
        the other player), else S."""
        if self.leader is not None:
            return self.leader
        if self.dealer is not None:
            return self.dealer.partner if self.is_two else self.dealer.next(
                self.rules.clockwise)
        return Seat.S

    def trick_seats(self) -> list[list[Seat]]:
        """The seat that played each card of each trick, from the first leader and winners."""
        clockwise = self.rules.clockwise
        two = self.is_two
        leader = self.first_leader()
        out = []
        for cards in self.tricks:
            seats = []
            seat = leader
            for _ in cards:
                seats.append(seat)
                seat = seat.partner if two else seat.next(clockwise)
            out.append(seats)
            if cards:
                leader = seats[trick_winner(cards, self.trump)]
        return out


# --- writing ------------------------------------------------------------------------------

def dumps_one(record: DealRecord) -> str:
    """One deal in the canonical form: header lines, then ``1: S:AH W:7H N:10H E:KH``…"""
    lines = [f"trump: {suit_letter(record.trump)}"]
    if record.taker is not None:
        lines.append(f"taker: {record.taker.name}")
    if record.dealer is not None:
        lines.append(f"dealer: {record.dealer.name}")
    options = record.rules.options()
    if record.is_two:
        lines.append(f"variant: {record.rules.variant}")
        options.remove(f"variant={record.rules.variant}")
    if record.discovery:
        options.insert(0, "discovery")
    if options:
        lines.append("rules: " + " ".join(options))
    if record.independent:
        lines.append("match: none")
    if record.belote:
        lines.append("belote: " + " ".join(seat.name for seat in record.belote))
    if record.contract is not None:
        lines.append(f"contract: {record.contract.notation()}")
    lines.extend(d.notation() for d in record.announcements)
    if record.deck is not None:
        lines.append("deck: " + " ".join(card_name(c) for c in record.deck))
    if record.exchange:
        lines.append(f"exchange: {record.exchange}")
    if record.piles is not None:
        for team in (Team.NS, Team.EW):
            if team in record.piles:
                cards = sorted_cards(record.piles[team], record.trump)
                lines.append(f"{team.name}: " + " ".join(card_name(c) for c in cards))
        if record.last is not None:
            lines.append(f"last: {record.last.name}")
    else:
        seats_of = record.trick_seats()
        for number, trick in enumerate(record.tricks, 1):
            seats = seats_of[number - 1]
            plays = " ".join(f"{seat.name}:{card_name(c)}"
                             for seat, c in zip(seats, trick, strict=True))
            lines.append(f"{number}: {plays}")
    return "\n".join(lines) + "\n"


def dumps(records: DealRecord | Sequence[DealRecord]) -> str:
    """The deal file for ``records`` (one deal or several, separated by ``---``).

    >>> deals = loads("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n")
    >>> print(dumps(deals).splitlines()[0])
    trump: H
    >>> loads(dumps(deals)) == deals                        # the round trip
    True
    """
    return "---\n".join(dumps_one(r) for r in _records(records))


def _records(records: object) -> list[DealRecord]:
    # One deal or a sequence of deals; anything else is a TypeError naming the argument.
    if isinstance(records, DealRecord):
        return [records]
    if isinstance(records, (list, tuple)) and all(isinstance(r, DealRecord) for r in records):
        return list(records)
    raise TypeError(f"records: a DealRecord or a list of them, not "
                    f"{shown(records)}")


def dump(records: DealRecord | Sequence[DealRecord], path: str | os.PathLike[str]) -> None:
    """Write ``records`` to ``path`` whole or not at all (a temporary file, then a rename);
    ``BeloteError`` says why it cannot.

    >>> import os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "deal.belote")
    >>> dump(loads("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n"), path)
    >>> open(path, encoding="utf-8").readline()
    'trump: H\\n'
    >>> os.remove(path)
    """
    text = dumps(records)
    write_whole(_path(path), text)


def _path(path: object) -> str:
    # A file's path (str or os.PathLike of str); anything else is a TypeError naming it.
    name = os.fspath(path) if isinstance(path, (str, os.PathLike)) else None
    if not isinstance(name, str):
        raise TypeError(f"path: a file's path (str or os.PathLike), not "
                        f"{shown(path)}")
    return name


def _overrides(overrides: object) -> list[str]:
    # Rule options over a file's own: a list of name=value texts, or one text of them.
    if isinstance(overrides, str):
        return overrides.split()
    if isinstance(overrides, (list, tuple)) and all(isinstance(o, str) for o in overrides):
        return list(overrides)
    raise TypeError(f"overrides: a list of name=value rule options, not "
                    f"{shown(overrides)}")


# --- reading ------------------------------------------------------------------------------

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
}
_LANGUAGES = {"en": "en", "english": "en", "anglais": "en",
              "fr": "fr", "french": "fr", "français": "fr", "francais": "fr"}
_DISCOVERY_WORDS = ("discovery", "découverte", "decouverte")
_NO_MATCH_WORDS = ("none", "aucune", "non", "no")
# Keys at the start of a line (``[^\S\n]`` is a space or tab, not a line break). Each
# pattern is anchored at a line start and its runs of spaces are followed by one fixed
# character: no backtracking beyond the run, linear in the text.
_LANG_LINE = re.compile(r"^[^\S\n]*(lang|langue|language)[^\S\n]*:([^\n]*)",
                        re.MULTILINE | re.IGNORECASE)
_ENGLISH_KEY = re.compile(
    r"^[^\S\n]*(?:(?:trump|taker|dealer|rules?|leader|last|announce|announcement|contract"
    r"|match|variant|deck|exchange)[^\S\n]*:|trick[^\S\n]*[0-9])",
    re.MULTILINE | re.IGNORECASE)
_FRENCH_KEY = re.compile(
    r"^[^\S\n]*(?:(?:atout|preneur|donneur|r[eè]gles?|entame|dernier|der|dix[^\S\n]+de"
    r"[^\S\n]+der|annonce|contrat|partie|variante|paquet|[eé]change)[^\S\n]*:"
    r"|pli[^\S\n]*[0-9])",
    re.MULTILINE | re.IGNORECASE)
#: The longest line of a deal file, comment left out: 32 cards with their seats, spaced
#: out, are a few hundred characters. A longer line is refused without being read.
MAX_LINE = 1000
#: Problems reported for one file: the first ones in the file's order, then their number.
MAX_REPORTED = 20
#: Problems counted in one file: past them the file is not read further (its problems
#: are then "at least" so many), so that a file of millions of bad lines or tiny bad
#: deals is refused at once, as a compiler stops after its first thousands of errors.
MAX_COUNTED = 10_000
#: The most announcements a deal holds: two for each seat, a few false ones more.
MAX_ANNOUNCEMENTS = 16
#: The trick numbers as usually written: ``1`` to ``8``.
_TRICK_NUMBERS = {str(n): n for n in range(1, 9)}
_TRICK_NAMES = [f"trick {n}" for n in range(TRICKS + 1)]  # the keys of ``DealRecord.lines``
_TRICK_KEY = re.compile(r"(?:(?:trick|pli)\s*)?([0-9]+)", re.IGNORECASE)
_SEPARATOR = re.compile(r"-{3,}")
_TOKEN = re.compile(r"[^\s,]+")
_OPTION = re.compile(r"[^\s,=]+(?:\s*=\s*[^\s,=]*)?")


@dataclasses.dataclass(slots=True)
class _Token:
    text: str
    column: int  # 1-based


@dataclasses.dataclass(slots=True)
class _Play:
    seat: Seat | None
    card: int | None
    text: str  # the card as written
    column: int  # its column
    seat_column: int = 0


_Problem = tuple[int, int, int, Reason]  # deal, line, column, problem


class _Reader:
    """Reads one file's deals, collecting every problem instead of stopping at the first.

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
        self.hinted = False  # an error already suggests 'rules: direction=…'
        self.lang: str | None = "en"  # the language of the file's suit letters
        self.mixed: tuple[int, int] | None = None  # English keys' line, French keys' line
        self.independent = False  # the first deal says 'match: none'
        self.rules_cache: dict[tuple[str, ...], RuleSet] = {}
        self.lang_problems: dict[int, tuple[int, Reason]] = {}  # line: column, problem

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
            rules = match_rules(list(options) + self.overrides)
            if len(self.rules_cache) < 64:
                self.rules_cache[options] = rules
        return rules

    def card_problem(self, e: CardError) -> Reason:
        """The problem of a card or suit that cannot be read."""
        if isinstance(e, SuitLetterError) and e.lang is None and self.mixed:
            return Reason("two_readings_mixed", {
                "text": e.text, "letter": e.letter, "readings": e.readings,
                "en_line": self.mixed[0], "fr_line": self.mixed[1]})
        return _problem(e)

    # --- the file -------------------------------------------------------------------------
    def deals(self, text: str) -> Iterator[DealRecord]:
        """Each deal of ``text`` without a problem, as soon as it is read: nothing of a deal
        is kept once it is yielded (the problems are, in ``kept`` and ``more``)."""
        text = text.removeprefix("\ufeff")
        self.read_language(text)
        self.end_deal()
        rules_options: list[str] = []
        lines = _lines(text)
        for number, content, long in lines:
            if content is None:  # a '---' with no deal since the one before
                continue
            self.deal += 1
            self.deal_problems = 0
            record, rules_options = self.read_deal(
                itertools.chain(((number, content, long),), lines), rules_options,
                self.deal == 1)
            self.end_deal()
            if self.full:  # too many problems: the rest of the file is not read
                if not self.stopped:
                    following = next(lines, None)
                    self.stopped = following[0] if following is not None else 0
                break
            if record is not None:
                yield record
        if not self.deal and not self.kept:
            self.error(0, 0, Reason("file_no_deal"))
            self.end_deal()

    def read_language(self, text: str) -> None:
        """Set the language of the file's suit letters: a ``lang:``/``langue:`` line, else
        its header keys (French keys make it French); English and French keys together,
        and no ``lang:`` line, leave it unknown (``C`` is then refused: clubs or cœur).
        A scan of the text for keys at line starts: linear, and nothing else is read."""
        said: tuple[str, int] | None = None
        line, counted = 1, 0  # the line number at offset ``counted``: counted once
        for m in _LANG_LINE.finditer(text):
            line += text.count("\n", counted, m.start())
            counted = m.start()
            key = m.group(1).lower()
            written = m.group(2)
            value = written.split("#", 1)[0].strip()
            lang = _LANGUAGES.get(value.lower())
            column = m.start(2) - m.start() + 1 + len(written) - len(written.lstrip())
            # Reported with the deal the line is in (``read_deal``), in the file's order.
            if lang is None:
                self.lang_problems[line] = (column, Reason("lang_unknown", {"value": value}))
            elif said is None:
                said = (lang, line)
            elif said[0] != lang:
                self.lang_problems[line] = (column, Reason("lang_again", {
                    "key": key, "value": value, "line": said[1], "said_lang": said[0]}))
        if said is not None:
            self.lang = said[0]
            return
        first = {}
        for code, pattern in (("en", _ENGLISH_KEY), ("fr", _FRENCH_KEY)):
            key_line = pattern.search(text)
            if key_line is not None:
                first[code] = text.count("\n", 0, key_line.start()) + 1
        if "fr" in first and "en" in first:
            self.lang = None
            self.mixed = (first["en"], first["fr"])
        else:
            self.lang = "fr" if "fr" in first else "en"

    # --- one deal -------------------------------------------------------------------------
    def read_deal(self, lines: Iterable[tuple[int, str | None, int]], inherited: list[str],
                  first_deal: bool) -> tuple[DealRecord | None, list[str]]:
        """One deal from its lines ``(number, content, length)``, up to a ``---`` (content
        None): ``length`` is that of a line too long to be read (its content then empty),
        else 0. Only what a deal can hold is kept (8 tricks, 16 announcements); lines
        beyond are problems, not read."""
        start = 0
        lang = self.lang
        discovery = independent = False
        seen: dict[str, int] = {}
        trump: int | None = None
        taker = dealer = leader = None
        last: Team | None = None
        belote: list[Seat] = []
        announces: list[Declaration] = []
        contract: Contract | None = None
        deck: tuple[int, ...] | None = None
        exchange: tuple[int, int, Seat | None, int] | None = None  # line, column, seat, trick
        variant: list[str] = []  # ``variant: deux``, over the rules (this deal's only)
        options = list(inherited)
        option_tokens: list[tuple[int, _Token]] = []
        trick_lines: list[tuple[int, int, str, list[_Play]]] = []  # line, col, number, plays
        piles: dict[Team, tuple[int, list[_Token]]] = {}
        for line, content, long in lines:
            if content is None:
                break
            if self.full:  # too many problems: this line and the rest are not read
                self.stopped = line
                break
            if not start:
                start = line
            if long:
                if not self.counted(line, MAX_LINE + 1):
                    self.error(line, MAX_LINE + 1, Reason("line_long", {"length": long,
                                                                        "most": MAX_LINE}))
                continue
            key_text, colon, value = content.partition(":")
            key_column = len(key_text) - len(key_text.lstrip()) + 1
            if not colon:
                if not self.counted(line, key_column):
                    self.error(line, key_column, Reason("line_form",
                                                        {"text": content.strip()}))
                continue
            value_column = len(key_text) + 2
            key = KEYS.get(key_text.lower())  # a header key as usually written: no trick
            key_clean = key_text
            if key is not None:
                digits = ""
            elif key_text in _TRICK_NUMBERS:  # '1:' to '8:', the usual trick line
                digits = key_text
            else:
                key_clean = " ".join(key_text.split())
                trick_match = _TRICK_KEY.fullmatch(key_clean)
                digits = trick_match.group(1) if trick_match else ""
                key = None if trick_match else KEYS.get(key_clean.lower())
            if digits:
                two = _says_two(options + variant)
                if len(trick_lines) == (TRICKS if two else 8):
                    if not self.counted(line, key_column):
                        number = written_number(digits)
                        self.error(line, key_column, Reason(
                            "trick2_seventeenth" if two else "trick_ninth", {"number": number}))
                    continue
                plays = self.read_plays(line, value, value_column)
                trick_lines.append((line, key_column, digits, plays))
                continue
            if key is None:
                if not self.counted(line, key_column):
                    self.error(line, key_column, Reason("key_unknown", {"key": key_clean}))
                continue
            first_column = value_column + len(value) - len(value.lstrip())
            if key == "lang":  # read by ``read_language``
                if line in self.lang_problems:
                    self.error(line, *self.lang_problems.pop(line))
                continue
            if key == "announce":  # one line per announcement
                if len(announces) == MAX_ANNOUNCEMENTS:
                    if not self.counted(line, key_column):
                        self.error(line, key_column, Reason("announcements_many",
                                                            {"most": MAX_ANNOUNCEMENTS}))
                    continue
                try:
                    announces.append(parse_declaration(value, lang))
                except AnnouncementError as e:
                    self.error(line, value_column + e.offset, self.card_problem(e))
                except CardError as e:
                    self.error(line, first_column, self.card_problem(e))
                continue
            if key in seen:
                if not self.counted(line, key_column):
                    self.error(line, key_column, Reason("key_twice", {"key": key_clean,
                                                                      "line": seen[key]}))
                continue
            seen[key] = line
            if key == "contract":
                try:
                    contract = parse_contract(value, lang)
                except (IllegalPlayError, CardError) as e:
                    self.error(line, first_column, _problem(e))
                continue
            if key == "match":
                if value.strip().lower() not in _NO_MATCH_WORDS:
                    self.error(line, first_column, Reason("match_none", {
                        "key": key_clean, "value": value.strip()}))
                elif not first_deal and not self.independent:
                    self.error(line, key_column, Reason("match_later", {"key": key_clean}))
                else:
                    independent = True
                    self.independent = self.independent or first_deal
                continue
            if key == "trump":
                suit = suit_texts(lang).get(value.strip())  # the usual spellings
                if suit is not None:
                    trump = suit
                    continue
            if key == "trump" and parse_contract_kind(value) is not None:
                # ``trump: SA`` / ``TA``, ``atout : sans atout`` (two words): the contract.
                trump = parse_contract_kind(value)
                continue
            tokens = _tokens(value, value_column)
            if key == "variant":
                self.read_variant(line, key_clean, value, value_column, tokens, variant)
                continue
            if key == "deck":
                deck = self.read_deck(line, key_clean, value_column, tokens)
                continue
            if key == "exchange":
                exchange = self.read_exchange(line, key_clean, value_column, tokens)
                continue
            if key in ("NS", "EW"):
                piles[Team[key]] = (line, tokens)
                continue
            if key == "rules":
                options = []
                for m in _OPTION.finditer(value):
                    name, equals, setting = m.group().partition("=")
                    option = name.rstrip() + equals + setting.lstrip()
                    if option.lower() in _DISCOVERY_WORDS:
                        discovery = True
                        continue
                    try:
                        parse_option(option)
                    except RuleError as e:
                        self.error(line, value_column + m.start(), _problem(e))
                        continue
                    options.append(option)
                    option_tokens.append((line, _Token(m.group(), value_column + m.start())))
                continue
            if key == "belote":
                for tok in tokens:
                    try:
                        belote.append(parse_seat(tok.text))
                    except CardError as e:
                        self.error(line, tok.column, _problem(e))
                continue
            if len(tokens) != 1:
                where = tokens[1].column if len(tokens) > 1 else value_column
                self.error(line, where, Reason("key_one_value", {
                    "key": key_clean, "value": value.strip()}) if tokens
                    else Reason("key_no_value", {"key": key_clean}))
                continue
            tok = tokens[0]
            try:
                if key == "trump":
                    trump = parse_suit(tok.text, lang)
                elif key == "taker":
                    taker = parse_seat(tok.text)
                elif key == "dealer":
                    dealer = parse_seat(tok.text)
                elif key == "leader":
                    leader = parse_seat(tok.text)
                else:
                    last = parse_team(tok.text)
            except CardError as e:
                self.error(line, tok.column, self.card_problem(e))

        if self.stopped:  # the deal cut short: what it lacks is not a problem to count
            return None, options
        try:
            # match_rules: a coinche table plays to 2000 unless the file says otherwise.
            rules = self.rules_for(tuple(options + variant))
        except RuleError as e:  # pragma: no cover - each option was checked above
            self.error(start, 0, _problem(e))
            rules = RuleSet()
        if contract is not None:
            trump, taker = self.check_contract(contract, trump, taker, seen)
        if trump is None and "trump" not in seen and "contract" not in seen:
            self.error(start, 0, Reason("no_trump"))
        if self.independent and not independent:
            # Said in the first deal's header, it holds for every deal of the file.
            independent = True
        if discovery:
            self.check_discovery(seen, contract, announces)
        two = rules.players == 2
        if two:
            self.check_two(start, seen, dealer, taker, bool(piles))
        else:
            for key in ("deck", "exchange"):
                if key in seen:
                    self.error(seen[key], 1, Reason("deux_only", {"key": key}))
        record = DealRecord(trump=trump if trump is not None else 0, taker=taker,
                            dealer=dealer, leader=leader, rules=rules, belote=tuple(belote),
                            announcements=tuple(announces), contract=contract,
                            discovery=discovery, independent=independent,
                            deck=deck if two else None,
                            exchange=exchange[3] if two and exchange is not None else 0)
        record.lines["deal"] = start
        if "belote" in seen:
            record.lines["belote"] = seen["belote"]
        if trick_lines and piles:
            pile_line = min(line for line, _ in piles.values())
            self.error(pile_line, 1, Reason("tricks_and_piles"))
        elif piles:
            if "leader" in seen:
                self.error(seen["leader"], 1, Reason("leader_piles"))
            self.read_piles(record, piles, last, start)
        elif trick_lines:
            if "last" in seen:
                self.error(seen["last"], 1, Reason("last_tricks"))
            problems = self.deal_problems
            self.read_tricks(record, trick_lines, trump is not None)
            if (two and self.deal_problems == problems and deck is not None
                    and dealer in PLAYERS and trump is not None):
                self.check_talon(record, trick_lines, exchange)
        else:
            self.error(start, 0, Reason("no_tricks"))
        if self.deal_problems:
            return None, options
        return record, options

    def read_variant(self, line: int, key: str, value: str, value_column: int,
                     tokens: list[_Token], options: list[str]) -> None:
        """``variant: deux``: the rule ``variant=deux`` (also ``classic``, ``coinche``) for
        this deal, over its ``rules:``."""
        if len(tokens) != 1:
            where = tokens[1].column if len(tokens) > 1 else value_column
            self.error(line, where, Reason("key_one_value", {"key": key, "value": value.strip()})
                       if tokens else Reason("key_no_value", {"key": key}))
            return
        option = f"variant={tokens[0].text}"
        try:
            parse_option(option)
        except RuleError as e:
            self.error(line, tokens[0].column, _problem(e))
            return
        options[:] = [option]

    def read_deck(self, line: int, key: str, value_column: int,
                  tokens: list[_Token]) -> tuple[int, ...] | None:
        """``deck:``: the 32 cards in dealing order, each once."""
        cards: list[int] = []
        where: dict[int, int] = {}
        bad = False
        for tok in tokens:
            try:
                c = parse_card(tok.text, self.lang)
            except CardError as e:
                self.error(line, tok.column, self.card_problem(e))
                bad = True
                continue
            if c in where:
                self.error(line, tok.column, Reason("deck_twice", {"text": tok.text,
                                                                   "n": where[c]}))
                bad = True
                continue
            cards.append(c)
            where[c] = len(cards)
        if not bad and len(cards) != 32:
            self.error(line, tokens[0].column if tokens else value_column,
                       Reason("deck_count", {"key": key, "n": len(cards)}))
            bad = True
        return None if bad else tuple(cards)

    def read_exchange(self, line: int, key: str, value_column: int,
                      tokens: list[_Token]) -> tuple[int, int, Seat | None, int] | None:
        """``exchange: 6`` (or ``exchange: S 6``): the trump 7 swapped for the retourne
        before the lead of trick 6 (by S)."""
        seat: Seat | None = None
        rest = tokens
        if len(tokens) == 2:
            try:
                seat = parse_seat(tokens[0].text)
            except CardError as e:
                self.error(line, tokens[0].column, _problem(e))
                return None
            rest = tokens[1:]
        number = parse_number(rest[0].text, TRICKS) if len(rest) == 1 else None
        if number is None or not 1 <= number <= DRAWING_TRICKS:
            column = rest[0].column if len(rest) == 1 else value_column
            self.error(line, column, Reason("exchange_form", {"key": key}))
            return None
        return line, (rest[0].column if seat is None else tokens[0].column), seat, number

    def check_two(self, start: int, seen: dict[str, int], dealer: Seat | None,
                  taker: Seat | None, piles: bool) -> None:
        """Belote à deux: a deck line and a dealer (they fix the hands), S and N only, the
        tricks and not the piles."""
        if "deck" not in seen:
            self.error(start, 0, Reason("two_no_deck"))
        if "dealer" not in seen:
            self.error(start, 0, Reason("two_no_dealer"))
        for key, seat in (("dealer", dealer), ("taker", taker)):
            if seat is not None and seat not in PLAYERS:
                self.error(seen[key], 1, Reason("two_seat", {"key": key, "seat": seat}))
        if piles:
            self.error(start, 0, Reason("two_piles"))

    def check_talon(self, record: DealRecord,
                    trick_lines: list[tuple[int, int, str, list[_Play]]],
                    exchange: tuple[int, int, Seat | None, int] | None) -> None:
        """Belote à deux: replay the tricks on the hands the deck gives, the draws and the
        exchange of the seven included: each card must be held by the seat that plays it.
        The first card that is not stops the check (what follows depends on it)."""
        assert record.deck is not None and record.dealer is not None
        layout = record.rules.variant == "decouverte"  # belote découverte: the piles
        state = (LayoutState if layout else TalonState)(record.deck, record.dealer,
                                                        record.trump, record.rules)
        if layout and exchange is not None:
            self.error(exchange[0], exchange[1], Reason("deux_only", {"key": "exchange"}))
            return
        for index, (line, _column, digits, plays) in enumerate(trick_lines, 1):
            if exchange is not None and exchange[3] == index:
                ex_line, ex_column, ex_seat, _ = exchange
                if ex_seat is not None and ex_seat is not state.leader:
                    self.error(ex_line, ex_column, Reason("exchange_seat", {
                        "seat": ex_seat, "leader": state.leader, "number": index}))
                    return
                if not state.can_exchange():
                    self.error(ex_line, ex_column, _no_exchange(state, index))
                    return
                state.swap()
            for p in plays:
                assert p.card is not None
                seat = state.to_play
                if not state.hands[seat] >> p.card & 1:
                    self.error(line, p.column, Reason(
                        "card_not_up" if layout else "card_not_held", {
                            "number": written_number(digits), "seat": seat, "card": p.card,
                            "held_cards": sorted_cards(state.hands[seat], record.trump)}))
                    return
                state.play(p.card, check=False)

    def check_discovery(self, seen: dict[str, int], contract: Contract | None,
                        announces: list[Declaration]) -> None:
        """The discovery deal has no bidding: no taker, no contract, no announcements."""
        for key in ("taker", "contract", "belote"):
            if key in seen:
                self.error(seen[key], 1, Reason(f"discovery_{key}"))
        if announces:
            self.error(seen.get("rules", 0), 1, Reason("discovery_announcements"))

    def check_contract(self, contract: Contract, trump: int | None, taker: Seat | None,
                       seen: dict[str, int]) -> tuple[int | None, Seat | None]:
        """A coinche contract gives trump and taker; given again, they must agree."""
        line = seen["contract"]
        if trump is None:
            trump = contract.suit
        elif trump != contract.suit:
            self.error(seen.get("trump", line), 1, Reason("contract_trump", {
                "suit": trump, "contract_suit": contract.suit, "line": line}))
        if taker is None:
            taker = contract.taker
        elif taker is not contract.taker:
            self.error(seen.get("taker", line), 1, Reason("contract_taker_again", {
                "seat": taker, "taker": contract.taker, "line": line}))
        return trump, taker

    def read_plays(self, line: int, value: str, value_column: int) -> list[_Play]:
        """The cards of a trick line, each with the seat written before it, if any."""
        plays: list[_Play] = []
        table = _read_table(self.lang)  # the usual spellings: looked up
        pending = ""  # a seat written before its card, its column and the seat
        pending_column = 0
        pending_seat: Seat | None = None
        spaced = value.replace(",", " ") if "," in value else value  # the same columns
        at = 0
        for text in spaced.split():  # the tokens of _TOKEN, split faster
            at = spaced.find(text, at)
            column = value_column + at
            at += len(text)
            found = table.get(text)
            if found is None:
                found = table.get(text.lower(), _OTHER)
            if found >= 0:
                if found < 32:  # a card
                    plays.append(_Play(pending_seat, found, text, column, pending_column))
                else:  # 'S:AH', a seat and its card
                    if pending:
                        self.error(line, pending_column, Reason("seat_no_card",
                                                                {"text": pending}))
                    seat_length = text.index(":") + 1
                    plays.append(_Play(SEATS[(found >> 5) - 1], found & 31, text[seat_length:],
                                       column + seat_length, column))
                pending, pending_column, pending_seat = "", 0, None
                continue
            if found != _OTHER:  # a seat, before its card
                if pending:
                    self.error(line, pending_column, Reason("seat_no_card", {"text": pending}))
                pending, pending_column, pending_seat = text, column, SEATS[-1 - found]
                continue
            seat_text, colon, card_text = text.partition(":")
            if colon:
                try:
                    seat = parse_seat(seat_text)
                except CardError as e:
                    self.error(line, column, _problem(e))
                    seat = None
                if pending:
                    self.error(line, pending_column, Reason("seat_no_card", {"text": pending}))
                pending, pending_column, pending_seat = "", 0, None
                if not card_text:
                    pending, pending_column, pending_seat = text, column, seat
                    continue
                plays.append(self.play(line, seat, _Token(card_text, column + len(seat_text)
                                                          + 1), column))
                continue
            plays.append(self.play(line, pending_seat, _Token(text, column), pending_column))
            pending, pending_column, pending_seat = "", 0, None
        if pending:
            self.error(line, pending_column, Reason("seat_no_card", {"text": pending}))
        return plays

    def play(self, line: int, seat: Seat | None, tok: _Token, seat_column: int) -> _Play:
        try:
            c: int | None = parse_card(tok.text, self.lang)
        except CardError as e:
            self.error(line, tok.column, self.card_problem(e))
            c = None
        return _Play(seat, c, tok.text, tok.column, seat_column)

    def read_tricks(self, record: DealRecord,
                    trick_lines: list[tuple[int, int, str, list[_Play]]],
                    trump_known: bool) -> None:
        clockwise = record.rules.clockwise
        two = record.is_two
        # A deal of two players: 16 tricks of 2 cards, S and N in turn.
        size, count = (2, TRICKS) if two else (4, 8)
        step = 0 if two else 1 if clockwise else -1
        played: dict[int, str] = {}  # card -> trick number it was played in
        previous_number = 0
        expected: Seat | None = None
        first_why = Reason("as_written", {"text": ""})
        if record.leader is not None:
            expected, first_why = record.leader, Reason("lead_given")
        elif record.dealer is not None:
            expected = record.first_leader()
            first_why = Reason("lead_dealer", {"seat": record.dealer})
        hinted = False
        won_number = ""
        held = 0  # the mask of the cards in ``played``
        for index, (line, column, digits, plays) in enumerate(trick_lines, 1):
            record.lines[_TRICK_NAMES[index]] = line
            # ``value`` is count + 1 for any number above ``count``.
            value = _TRICK_NUMBERS.get(digits)
            if value is None:
                number = written_number(digits)
                value = parse_number(digits, count)
                assert value is not None  # _TRICK_KEY took ASCII digits
            else:
                number = digits
            if not 1 <= value <= count:
                # Not counted in the order of the tricks (no list of the tricks missing up
                # to it); a ninth line is reported as it is read.
                self.error(line, column, Reason("trick2_range" if two else "trick_range",
                                                {"number": number}))
            elif value != previous_number + 1:
                if value == previous_number:
                    msg = Reason("trick_twice", {"number": number})
                elif value < previous_number:
                    msg = Reason("trick_after", {"number": number, "previous": previous_number})
                else:
                    gap = ", ".join(str(n) for n in range(previous_number + 1, value))
                    msg = Reason("trick_gap", {"number": number, "previous": previous_number,
                                               "gap": gap})
                self.error(line, column, msg)
            if 1 <= value <= count:
                previous_number = value
            if len(plays) != size and not self.counted(line, column):
                prefix = "trick2_" if two else "trick_"
                self.error(line, column, Reason(prefix + "one_card", {"number": number})
                           if len(plays) == 1 else
                           Reason(prefix + "cards", {"number": number, "n": len(plays)}))
            for p in plays:
                if p.card is None:
                    continue
                if p.card in played:
                    if not self.counted(line, p.column):
                        self.error(line, p.column, Reason("card_again", {
                            "text": p.text, "trick": played[p.card]}))
                else:
                    played[p.card] = number
                    held |= 1 << p.card
            # Seats: who leads, then each next seat in the order of play.
            leader = expected
            seated = [(i, p.seat) for i, p in enumerate(plays) if p.seat is not None]
            if leader is None:
                if seated:
                    i, seat = seated[0]
                    leader = _advance(seat, -i, step)
                elif index == 1:
                    leader = Seat.S
            if leader is not None and len(plays) == size:
                leader = self.check_seats(line, number, plays, seated, leader,
                                          Reason("lead_won", {"number": won_number})
                                          if index > 1 else first_why,
                                          step, hinted or two)
                hinted = hinted or self.hinted  # not a scan of every error: linear
            if index == 1:
                record.leader = leader
            cards = tuple(p.card for p in plays if p.card is not None)
            record.tricks.append(cards)
            won_number = number
            if leader is not None and len(cards) == size and trump_known:
                expected = _advance(leader, trick_winner(cards, record.trump), step)
            else:
                expected = None
        if len(trick_lines) < count and not self.counted(0, 0):
            prefix = "tricks2_" if two else "tricks_"
            self.error(0, 0, Reason(prefix + "one") if len(trick_lines) == 1
                       else Reason(prefix + "few", {"n": len(trick_lines)}))
        missing = FULL_DECK & ~held
        if missing and not self.counted(0, 0):
            self.error(0, 0, Reason("cards_missing",
                                    {"cards": sorted_cards(missing, record.trump)}))

    def check_seats(self, line: int, number: str, plays: list[_Play],
                    seated: list[tuple[int, Seat]], leader: Seat, why: Reason,
                    step: int, hinted: bool) -> Seat:
        """Check the written seats of one trick; returns the leader to go on with.

        One problem is reported a trick. A wrong leader with the rest of the trick written
        consistently from it is taken at its word, so that one slip is not reported again
        on every later trick.
        """
        for i, seat in seated:
            want = _advance(leader, i, step)
            if seat == want:
                continue
            if i == 0:
                msg = Reason("must_lead", {"number": number, "seat": want, "why": why,
                                           "found": seat})
            else:
                before = _advance(leader, i - 1, step)
                msg = Reason("plays_after", {"number": number, "seat": want, "before": before,
                                             "found": seat})
            if not hinted and _fits(seated, -step):
                other = "clockwise" if step < 0 else "anticlockwise"
                msg = Reason(f"hint_{other}", {"problem": msg})
            column = plays[i].seat_column or plays[i].column
            self.error(line, column, msg)
            if i == 0 and all(s == _advance(seat, j, step) for j, s in seated):
                return seat
            break
        return leader

    def read_piles(self, record: DealRecord, piles: dict[Team, tuple[int, list[_Token]]],
                   last: Team | None, start: int) -> None:
        masks: dict[Team, int] = {}
        where: dict[int, tuple[Team, int]] = {}
        for team in sorted(piles):
            line, tokens = piles[team]
            mask = 0
            for tok in tokens:
                try:
                    c = parse_card(tok.text, self.lang)
                except CardError as e:
                    self.error(line, tok.column, self.card_problem(e))
                    continue
                if c in where:
                    other, other_line = where[c]
                    msg = (Reason("pile_twice", {"text": tok.text, "team": team})
                           if other is team else
                           Reason("pile_both", {"text": tok.text, "team": other,
                                                "line": other_line}))
                    self.error(line, tok.column, msg)
                    continue
                where[c] = (team, line)
                mask |= 1 << c
            masks[team] = mask
            n = len(tokens)
            if n % 4:
                self.error(line, 1, Reason("pile_count", {"team": team, "n": n}))
        if len(masks) == 2:
            missing = FULL_DECK & ~(masks[Team.NS] | masks[Team.EW])
            if missing and not self.counted(0, 0):
                self.error(0, 0, Reason("cards_missing",
                                        {"cards": sorted_cards(missing, record.trump)}))
        full = {t: m for t, m in masks.items()}
        if len(full) == 1:
            (given, mask), = full.items()
            full[given.other] = FULL_DECK & ~mask
        if last is None:
            for team, mask in full.items():
                if mask == FULL_DECK:
                    last = team
            if last is None:
                self.error(start, 0, Reason("piles_no_last"))
        elif len(full) == 2 and full[last] == 0:
            self.error(start, 0, Reason("last_empty", {"team": last}))
        record.piles = masks
        record.last = last


#: The problems that end with a hint to add 'rules: direction=…'.
_HINTS = ("hint_clockwise", "hint_anticlockwise")


def _problem(e: BeloteError) -> Reason:
    """What an error of the library says: its code and values (or its words as written)."""
    return e.reason if e.code else Reason("as_written", {"text": str(e)})


_OTHER = -5  # in ``_read_table``: neither a card nor a seat as usually written
_READ_TABLES: dict[str | None, dict[str, int]] = {}


def _read_table(lang: str | None) -> dict[str, int]:
    """The tokens of a trick line as usually written, for one look-up a token: the cards
    (0 to 31: ``card_texts``), the seats (``-1 - seat``: their words, lower and upper
    case) and a seat letter with its card (``32 + 32 * seat + card``: ``S:AH``, ``s:ah``,
    as ``simulate`` records them). No seat is written as a card is."""
    table = _READ_TABLES.get(lang)
    if table is None:
        cards = card_texts(lang)
        table = dict(cards)
        for word, seat in SEAT_WORDS.items():
            table[word] = table[word.upper()] = -1 - seat
            if len(word) == 1:
                for card_text, c in cards.items():
                    table[f"{word}:{card_text}"] = table[f"{word.upper()}:{card_text}"] = (
                        32 + 32 * seat + c)
        if len(_READ_TABLES) < 8:
            _READ_TABLES[lang] = table
    return table


_BLOCK = 1 << 16  # characters split at once by ``_lines``


def _lines(text: str) -> Iterator[tuple[int, str | None, int]]:
    """The lines of a file that hold something: ``(number, content, length)``, the content
    without its comment (None for a ``---`` between deals), and ``length`` that of a line
    too long to be read (its content then left out), else 0. The text is split a block
    of lines at a time, and a line longer than a block is measured, not copied: linear,
    and never a second copy of the file."""
    size = len(text)
    pos = 0
    number = 0
    find = text.find
    while pos < size:
        if size - pos > _BLOCK and find("\n", pos, pos + _BLOCK) < 0:
            # One line longer than a block: only its length before a comment matters.
            end = find("\n", pos)
            end = size if end < 0 else end
            hash_at = find("#", pos, end)
            stop = end if hash_at < 0 else hash_at
            while stop > pos and text[stop - 1].isspace():
                stop -= 1
            number += 1
            if stop - pos > MAX_LINE:
                yield number, "", stop - pos
            elif stop > pos:  # a short line, then a long comment
                yield from _line(number, text[pos:stop])
            pos = end + 1
            continue
        cut = size if size - pos <= _BLOCK else text.rfind("\n", pos, pos + _BLOCK)
        block = text[pos:cut]
        pos = cut + 1
        for raw in block.split("\n"):
            number += 1
            if "#" in raw:
                raw = raw[:raw.index("#")]
            content = raw.rstrip()
            if not content:
                continue
            if len(content) > MAX_LINE:
                yield number, "", len(content)
                continue
            if content[0] == "-" or content[0].isspace():
                yield from _line(number, content)
            else:
                yield number, content, 0


def _line(number: int, content: str) -> Iterator[tuple[int, str | None, int]]:
    # A line that may be a '---' between deals, or only spaces.
    stripped = content.lstrip()
    if not stripped:
        return
    if stripped[0] == "-" and _SEPARATOR.fullmatch(stripped):
        yield number, None, 0
    else:
        yield number, content, 0


def _tokens(text: str, column: int) -> list[_Token]:
    """The tokens of ``text`` (``_TOKEN``: separated by spaces or commas) and their columns,
    ``text`` starting at ``column``. ``str.split`` splits where ``_TOKEN`` does, faster; each
    token is found after the one before, past spaces only."""
    spaced = text.replace(",", " ") if "," in text else text  # the same columns
    tokens = []
    at = 0
    for word in spaced.split():
        at = spaced.find(word, at)
        tokens.append(_Token(word, column + at))
        at += len(word)
    return tokens


def _advance(seat: Seat, steps: int, step: int) -> Seat:
    # ``step``: 1 clockwise, -1 anticlockwise, 0 for the two players of belote à deux
    # (each card by the other player).
    if not step:
        return seat.partner if steps % 2 else seat
    return SEATS[(seat + steps * step) % 4]


def _fits(seated: list[tuple[int, Seat]], step: int) -> bool:
    """True when the written seats of a trick follow one another in that direction."""
    if len(seated) < 2:
        return False
    i0, s0 = seated[0]
    return all(s == _advance(s0, i - i0, step) for i, s in seated)


def _says_two(options: Iterable[str]) -> bool:
    """True when the options read so far make the deal one of two players."""
    return any(_is_variant(o) and o.partition("=")[2].strip().lower() in ("deux", "decouverte")
               for o in options)


def _is_variant(option: str) -> bool:
    return option.partition("=")[0].strip().lower() == "variant"


def _no_exchange(state: TalonState, number: int) -> Reason:
    """Why the player about to lead trick ``number`` may not swap the trump 7."""
    if state.rules.exchange7 != "on":
        return Reason("exchange_off", {"number": number})
    if state.retourne >> 3 != state.trump:
        return Reason("exchange_suit", {"number": number})
    if state.retourne & 7 == 0:
        return Reason("exchange_seven", {"number": number})
    return Reason("exchange_no_seven", {"number": number, "seat": state.leader})


def loads(text: str, path: str = "<deal>", overrides: Sequence[str] = ()) -> list[DealRecord]:
    """Read every deal of a deal file's text.

    ``overrides``: ``name=value`` rule options applied over each deal's ``rules:`` line.
    Raises ``DealFileErrors`` with every problem found (``FILE:LINE:COLUMN: message``).

    >>> [deal] = loads("trump: ♥\\ntaker: S\\nNS: J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥\\nlast: NS\\n")
    >>> deal.trump, deal.taker
    (1, <Seat.S: 2>)
    >>> loads("trump: H\\n1: S:11H W:7H N:8H E:9H\\n")          # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    belote_cli.errors.DealFileErrors: <deal>:2:6: unknown card '11H'
    ...
    """
    if not isinstance(text, str):
        raise TypeError(f"text: a deal file's text (str), not {shown(text)}")
    if not isinstance(path, str):
        raise TypeError(f"path: the name shown in messages (str), not "
                        f"{shown(path)}")
    return list(iter_loads(text, path, _overrides(overrides)))


def iter_loads(text: str, path: str = "<deal>",
               overrides: Sequence[str] = ()) -> Iterator[DealRecord]:
    """Read a deal file's text deal by deal: each deal without a problem is yielded as soon
    as it is read, and nothing of it is kept, so that a file of any length costs the
    memory of one deal. Once the whole file is read, ``DealFileErrors`` if any deal had a
    problem (the first ``MAX_REPORTED`` problems, and how many more), as ``loads`` raises
    it; the deals with problems are not yielded, those before them were. A caller that
    must not act on a file with problems reads it through once first (``count_deals``).
    """
    RuleSet.parse(overrides)  # a bad override is the user's error, not the file's
    reader = _Reader(path, overrides)
    yield from reader.deals(text)
    if reader.kept:
        raise DealFileErrors(reader.errors(), reader.more, reader.stopped)


def count_deals(text: str, path: str = "<deal>", overrides: Sequence[str] = ()) -> int:
    """Check a deal file's text through, keeping nothing: the number of its deals, or
    ``DealFileErrors`` as ``loads`` raises it."""
    return sum(1 for _ in iter_loads(text, path, overrides))


#: The largest deal file read: thousands of deals. More is not a deal file (``/dev/zero``).
MAX_FILE_BYTES = 16 * 1024 * 1024


def read_limited(stream: BinaryIO) -> bytes:
    """Read at most ``MAX_FILE_BYTES`` + 1 bytes (``load_bytes`` refuses the + 1)."""
    return stream.read(MAX_FILE_BYTES + 1)


def load(path: str | os.PathLike[str], overrides: Sequence[str] = ()) -> list[DealRecord]:
    """Read a deal file; a missing, empty, binary or non-UTF-8 file is a ``DealFileErrors``.

    >>> import os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "deal.belote")
    >>> deals = loads("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n")
    >>> dump(deals, path)
    >>> load(path) == deals
    True
    >>> os.remove(path)
    """
    name = _path(path)
    options = _overrides(overrides)
    return loads(read_text(name), name, options)


def read_text(path: str | os.PathLike[str]) -> str:
    """The text of a deal file, read whole (at most ``MAX_FILE_BYTES``); a missing, empty,
    binary or non-UTF-8 file is a ``DealFileErrors``. ``iter_loads`` then reads its deals."""
    name = os.fspath(path)

    def fail(problem: Reason, line: int = 0, column: int = 0) -> DealFileErrors:
        return DealFileErrors([DealFileError(name, line, column, problem)])

    try:
        with open(name, "rb") as f:
            data = read_limited(f)
    except FileNotFoundError:
        raise fail(Reason("file_missing")) from None
    except IsADirectoryError:
        raise fail(Reason("file_directory")) from None
    except OSError as e:
        raise fail(Reason("file_unreadable", {"why": str(e.strerror or e)})) from None
    return decode(data, name)


def _position(data: bytes, offset: int) -> tuple[int, int]:
    """The line and column (1-based, in characters) of byte ``offset``."""
    line = data.count(b"\n", 0, offset) + 1
    line_start = data.rfind(b"\n", 0, offset) + 1
    return line, len(data[line_start:offset].decode("utf-8", "replace")) + 1


def load_bytes(data: bytes, path: str, overrides: Sequence[str] = ()) -> list[DealRecord]:
    """Read a deal file's raw bytes (e.g. standard input); checks as ``load`` does."""
    return loads(decode(data, path), path, overrides)


def decode(data: bytes, path: str) -> str:
    """The text of a deal file's raw bytes; a ``DealFileErrors`` (named ``path``) for
    bytes too many, binary, not UTF-8 or empty."""
    name = path

    def fail(problem: Reason, line: int = 0, column: int = 0) -> DealFileErrors:
        return DealFileErrors([DealFileError(name, line, column, problem)])

    if len(data) > MAX_FILE_BYTES:
        raise fail(Reason("file_too_large", {"mb": MAX_FILE_BYTES // (1024 * 1024)}))
    nul = data.find(b"\0")
    if nul >= 0:
        line, column = _position(data, nul)
        raise fail(Reason("file_binary"), line, column)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line, column = _position(data, e.start)
        raise fail(Reason("file_not_utf8", {"byte": data[e.start]}), line, column) from None
    if not text or text.isspace():  # not text.strip(): no second copy of the text
        raise fail(Reason("file_empty"))
    return text

