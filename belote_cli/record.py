"""The deal file (``.belote``): ``load``/``loads``/``dump``/``dumps`` and ``DealRecord``.

See docs/format.md (``belote rules format``): the trick-by-trick form, the piles form,
several deals a file.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Sequence
from typing import BinaryIO

from . import reprs
from .announcements import Declaration, parse_declaration
from .cards import (
    FULL_DECK,
    SUIT_LETTERS,
    card_name,
    card_symbol,
    parse_card,
    parse_number,
    parse_suit,
    sorted_cards,
    suit_symbol,
    written_number,
)
from .coinche import Contract, match_rules, parse_contract
from .errors import (
    CardError,
    DealFileError,
    DealFileErrors,
    IllegalPlayError,
    RuleError,
)
from .files import write_whole
from .rules import RuleSet, parse_option, trick_winner
from .seats import Seat, Team, parse_seat, parse_team


@dataclasses.dataclass(slots=True)
class DealRecord:
    """One deal as written down: header, then either the tricks or the piles.

    ``tricks``: the cards of each trick in order of play (the engine works out who played
    each one from the first leader). ``piles``: masks of the cards won per team as written
    (a team left out holds the rest of the deck), with ``last`` the team that won the last
    trick. ``lines`` gives, for messages, the line of the deal's first line and of each
    trick or pile (it takes no part in comparisons).
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
    lines: dict[str, int] = dataclasses.field(default_factory=dict, compare=False, repr=False)

    def __repr__(self) -> str:
        return reprs.of(self, trump=reprs.SUITS, tricks=reprs.CARDS, piles=reprs.MASKS)

    def first_leader(self) -> Seat:
        """Who led trick 1: from the file's seats, else the seat after the dealer, else S."""
        if self.leader is not None:
            return self.leader
        if self.dealer is not None:
            return self.dealer.next(self.rules.clockwise)
        return Seat.S

    def trick_seats(self) -> list[list[Seat]]:
        """The seat that played each card of each trick, from the first leader and winners."""
        clockwise = self.rules.clockwise
        leader = self.first_leader()
        out = []
        for cards in self.tricks:
            seats = []
            seat = leader
            for _ in cards:
                seats.append(seat)
                seat = seat.next(clockwise)
            out.append(seats)
            if cards:
                leader = seats[trick_winner(cards, self.trump)]
        return out


# --- writing ------------------------------------------------------------------------------

def dumps_one(record: DealRecord) -> str:
    """One deal in the canonical form: header lines, then ``1: S:AH W:7H N:10H E:KH``…"""
    lines = [f"trump: {SUIT_LETTERS[record.trump]}"]
    if record.taker is not None:
        lines.append(f"taker: {record.taker.name}")
    if record.dealer is not None:
        lines.append(f"dealer: {record.dealer.name}")
    options = record.rules.options()
    if options:
        lines.append("rules: " + " ".join(options))
    if record.belote:
        lines.append("belote: " + " ".join(seat.name for seat in record.belote))
    if record.contract is not None:
        lines.append(f"contract: {record.contract.notation()}")
    lines.extend(d.notation() for d in record.announcements)
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
    """The deal file for ``records`` (one deal or several, separated by ``---``)."""
    if isinstance(records, DealRecord):
        records = [records]
    return "---\n".join(dumps_one(r) for r in records)


def dump(records: DealRecord | Sequence[DealRecord], path: str | os.PathLike[str]) -> None:
    """Write ``records`` to ``path`` whole or not at all (a temporary file, then a rename);
    ``BeloteError`` says why it cannot."""
    write_whole(path, dumps(records))


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
}
_KNOWN = ("trump, taker, dealer, rules, belote, contract, announce, NS, EW, last, "
          "or a trick '1: …'")
_TRICK_KEY = re.compile(r"(?:(?:trick|pli)\s*)?([0-9]+)", re.IGNORECASE)
_SEPARATOR = re.compile(r"-{3,}")
_TOKEN = re.compile(r"[^\s,]+")
_OPTION = re.compile(r"[^\s,=]+(?:\s*=\s*[^\s,=]*)?")


@dataclasses.dataclass(frozen=True, slots=True)
class _Token:
    text: str
    column: int  # 1-based


@dataclasses.dataclass(slots=True)
class _Play:
    seat: Seat | None
    card: int | None
    token: _Token
    seat_column: int = 0


class _Reader:
    """Reads one file's deals, collecting every problem instead of stopping at the first."""

    def __init__(self, path: str, overrides: Sequence[str]) -> None:
        self.path = path
        self.overrides = list(overrides)
        self.errors: list[DealFileError] = []
        self.deal_label = ""
        self.hinted = False  # an error already suggests 'rules: direction=…'

    def error(self, line: int, column: int, message: str) -> None:
        self.errors.append(DealFileError(self.path, line, column, self.deal_label + message))
        if "direction=" in message:
            self.hinted = True

    # --- the file -------------------------------------------------------------------------
    def read(self, text: str) -> list[DealRecord]:
        text = text.removeprefix("\ufeff")
        chunks: list[list[tuple[int, str]]] = [[]]
        for number, raw in enumerate(text.split("\n"), 1):
            content = raw.rstrip("\r").split("#", 1)[0]
            if _SEPARATOR.fullmatch(content.strip()):
                chunks.append([])
            elif content.strip():
                chunks[-1].append((number, content))
        chunks = [c for c in chunks if c]
        if not chunks:
            self.error(0, 0, "no deal in the file (expected a 'trump:' line and 8 tricks)")
            return []
        records = []
        rules_options: list[str] = []
        for index, chunk in enumerate(chunks, 1):
            self.deal_label = f"deal {index}: " if len(chunks) > 1 else ""
            record, rules_options = self.read_deal(chunk, rules_options)
            if record is not None:
                records.append(record)
        return records

    # --- one deal -------------------------------------------------------------------------
    def read_deal(self, chunk: list[tuple[int, str]], inherited: list[str]
                  ) -> tuple[DealRecord | None, list[str]]:
        start = chunk[0][0]
        errors_before = len(self.errors)
        seen: dict[str, int] = {}
        trump: int | None = None
        taker = dealer = leader = None
        last: Team | None = None
        belote: list[Seat] = []
        announces: list[Declaration] = []
        contract: Contract | None = None
        options = list(inherited)
        option_tokens: list[tuple[int, _Token]] = []
        trick_lines: list[tuple[int, int, str, list[_Play]]] = []  # line, col, number, plays
        piles: dict[Team, tuple[int, list[_Token]]] = {}
        for line, content in chunk:
            key_text, colon, value = content.partition(":")
            key_column = len(key_text) - len(key_text.lstrip()) + 1
            value_column = len(key_text) + 2
            if not colon:
                self.error(line, key_column, f"expected 'key: value' or a trick '1: cards', "
                           f"found {content.strip()!r}")
                continue
            key_clean = " ".join(key_text.split())
            trick_match = _TRICK_KEY.fullmatch(key_clean)
            if trick_match:
                plays = self.read_plays(line, value, value_column)
                trick_lines.append((line, key_column, trick_match.group(1), plays))
                continue
            key = KEYS.get(key_clean.lower())
            if key is None:
                self.error(line, key_column, f"unknown key {key_clean!r} (expected {_KNOWN})")
                continue
            first_column = value_column + len(value) - len(value.lstrip())
            if key == "announce":  # one line per announcement
                try:
                    announces.append(parse_declaration(value))
                except CardError as e:
                    self.error(line, first_column, str(e))
                continue
            if key in seen:
                self.error(line, key_column,
                           f"{key_clean!r} given twice (first on line {seen[key]})")
                continue
            seen[key] = line
            if key == "contract":
                try:
                    contract = parse_contract(value)
                except (IllegalPlayError, CardError) as e:
                    self.error(line, first_column, str(e))
                continue
            tokens = _tokens(value, value_column)
            if key in ("NS", "EW"):
                piles[Team[key]] = (line, tokens)
                continue
            if key == "rules":
                options = []
                for m in _OPTION.finditer(value):
                    option = re.sub(r"\s*=\s*", "=", m.group())
                    try:
                        parse_option(option)
                    except RuleError as e:
                        self.error(line, value_column + m.start(), str(e))
                        continue
                    options.append(option)
                    option_tokens.append((line, _Token(m.group(), value_column + m.start())))
                continue
            if key == "belote":
                for tok in tokens:
                    try:
                        belote.append(parse_seat(tok.text))
                    except CardError as e:
                        self.error(line, tok.column, str(e))
                continue
            if len(tokens) != 1:
                where = tokens[1].column if len(tokens) > 1 else value_column
                self.error(line, where, f"'{key_clean}:' takes one value, found "
                           f"{value.strip()!r}" if tokens else f"'{key_clean}:' has no value")
                continue
            tok = tokens[0]
            try:
                if key == "trump":
                    trump = parse_suit(tok.text)
                elif key == "taker":
                    taker = parse_seat(tok.text)
                elif key == "dealer":
                    dealer = parse_seat(tok.text)
                elif key == "leader":
                    leader = parse_seat(tok.text)
                else:
                    last = parse_team(tok.text)
            except CardError as e:
                self.error(line, tok.column, str(e))

        try:
            # match_rules: a coinche table plays to 2000 unless the file says otherwise.
            rules = match_rules(options + self.overrides)
        except RuleError as e:  # pragma: no cover - each option was checked above
            self.error(start, 0, str(e))
            rules = RuleSet()
        if contract is not None:
            trump, taker = self.check_contract(contract, trump, taker, seen)
        if trump is None and "trump" not in seen and "contract" not in seen:
            self.error(start, 0, "no 'trump:' line (the trump suit, e.g. 'trump: ♥')")
        record = DealRecord(trump=trump if trump is not None else 0, taker=taker,
                            dealer=dealer, leader=leader, rules=rules, belote=tuple(belote),
                            announcements=tuple(announces), contract=contract)
        record.lines["deal"] = start
        if "belote" in seen:
            record.lines["belote"] = seen["belote"]
        if trick_lines and piles:
            pile_line = min(line for line, _ in piles.values())
            self.error(pile_line, 1, "a deal gives either its tricks or its piles, not both")
        elif piles:
            if "leader" in seen:
                self.error(seen["leader"], 1, "'leader:' needs tricks, not piles")
            self.read_piles(record, piles, last, start)
        elif trick_lines:
            if "last" in seen:
                self.error(seen["last"], 1, "'last:' belongs to the piles form; "
                           "with tricks the last trick's winner is known")
            self.read_tricks(record, trick_lines, trump is not None)
        else:
            self.error(start, 0, "no tricks ('1: A♥ 7♥ 10♥ K♥') and no piles ('NS: …')")
        if len(self.errors) > errors_before:
            # In the order of the file; whole-deal problems (no line) last.
            self.errors[errors_before:] = sorted(
                self.errors[errors_before:], key=lambda e: (e.line == 0, e.line, e.column))
            return None, options
        return record, options

    def check_contract(self, contract: Contract, trump: int | None, taker: Seat | None,
                       seen: dict[str, int]) -> tuple[int | None, Seat | None]:
        """A coinche contract gives trump and taker; given again, they must agree."""
        line = seen["contract"]
        if trump is None:
            trump = contract.suit
        elif trump != contract.suit:
            self.error(seen.get("trump", line), 1,
                       f"'trump: {suit_symbol(trump)}' but the contract is at "
                       f"{suit_symbol(contract.suit)} (line {line})")
        if taker is None:
            taker = contract.taker
        elif taker is not contract.taker:
            self.error(seen.get("taker", line), 1,
                       f"'taker: {taker.name}' but the contract is {contract.taker.name}'s "
                       f"(line {line})")
        return trump, taker

    def read_plays(self, line: int, value: str, value_column: int) -> list[_Play]:
        """The cards of a trick line, each with the seat written before it, if any."""
        plays: list[_Play] = []
        pending: _Token | None = None
        pending_seat: Seat | None = None
        for tok in _tokens(value, value_column):
            seat_text, colon, card_text = tok.text.partition(":")
            if colon:
                try:
                    seat = parse_seat(seat_text)
                except CardError as e:
                    self.error(line, tok.column, str(e))
                    seat = None
                if pending is not None:
                    self.error(line, pending.column, f"seat {pending.text!r} has no card")
                pending, pending_seat = None, None
                if not card_text:
                    pending, pending_seat = tok, seat
                    continue
                card_tok = _Token(card_text, tok.column + len(seat_text) + 1)
                plays.append(self.play(line, seat, card_tok, tok.column))
                continue
            try:
                parse_card(tok.text)
            except CardError:
                try:
                    seat = parse_seat(tok.text)
                except CardError:
                    pass
                else:
                    if pending is not None:
                        self.error(line, pending.column, f"seat {pending.text!r} has no card")
                    pending, pending_seat = tok, seat
                    continue
            plays.append(self.play(line, pending_seat, tok,
                                   pending.column if pending is not None else 0))
            pending, pending_seat = None, None
        if pending is not None:
            self.error(line, pending.column, f"seat {pending.text!r} has no card")
        return plays

    def play(self, line: int, seat: Seat | None, tok: _Token, seat_column: int) -> _Play:
        try:
            c: int | None = parse_card(tok.text)
        except CardError:
            self.error(line, tok.column, f"unknown card {tok.text!r}")
            c = None
        return _Play(seat, c, tok, seat_column)

    def read_tricks(self, record: DealRecord,
                    trick_lines: list[tuple[int, int, str, list[_Play]]],
                    trump_known: bool) -> None:
        clockwise = record.rules.clockwise
        played: dict[int, str] = {}  # card -> trick number it was played in
        previous_number = 0
        expected: Seat | None = None
        first_why = ""
        if record.leader is not None:
            expected, first_why = record.leader, "given by 'leader:'"
        elif record.dealer is not None:
            expected = record.dealer.next(clockwise)
            first_why = f"after dealer {record.dealer.name}"
        hinted = False
        won_number = ""
        for index, (line, column, digits, plays) in enumerate(trick_lines, 1):
            record.lines[f"trick {index}"] = line
            # ``value`` is 9 for any number above 8.
            number = written_number(digits)
            value = parse_number(digits, 8)
            assert value is not None  # _TRICK_KEY took ASCII digits
            if index == 9:
                self.error(line, column, f"trick {number}: more than 8 tricks in a deal")
            if not 1 <= value <= 8:
                # Not counted in the order of the tricks (no list of the tricks missing up
                # to it); a ninth line is reported above.
                if index < 9:
                    self.error(line, column, f"trick {number} is out of range: a deal has "
                               f"8 tricks, numbered 1 to 8")
            elif value != previous_number + 1:
                if value == previous_number:
                    msg = f"trick {number} written twice"
                elif value < previous_number:
                    msg = f"trick {number} comes after trick {previous_number}"
                else:
                    gap = ", ".join(str(n) for n in range(previous_number + 1, value))
                    msg = f"trick {number} follows trick {previous_number} " \
                          f"(trick {gap} missing?)"
                self.error(line, column, msg)
            if 1 <= value <= 8:
                previous_number = value
            if len(plays) != 4:
                self.error(line, column,
                           f"trick {number} has {len(plays)} card{'s' * (len(plays) != 1)}, "
                           f"expected 4")
            for p in plays:
                if p.card is None:
                    continue
                if p.card in played:
                    self.error(line, p.token.column, f"card {p.token.text!r} already played "
                               f"in trick {played[p.card]}")
                else:
                    played[p.card] = number
            # Seats: who leads, then each next seat in the order of play.
            leader = expected
            seated = [(i, p.seat) for i, p in enumerate(plays) if p.seat is not None]
            if leader is None:
                if seated:
                    i, seat = seated[0]
                    leader = _advance(seat, -i, clockwise)
                elif index == 1:
                    leader = Seat.S
            if leader is not None and len(plays) == 4:
                leader = self.check_seats(line, number, plays, seated, leader,
                                          f"won trick {won_number}" if index > 1 else first_why,
                                          clockwise, hinted)
                hinted = hinted or self.hinted  # not a scan of every error: linear
            if index == 1:
                record.leader = leader
            cards = tuple(p.card for p in plays if p.card is not None)
            record.tricks.append(cards)
            won_number = number
            if leader is not None and len(cards) == 4 and trump_known:
                expected = _advance(leader, trick_winner(cards, record.trump), clockwise)
            else:
                expected = None
        if len(trick_lines) < 8:
            self.error(0, 0, f"{len(trick_lines)} trick{'s' * (len(trick_lines) != 1)}, "
                       f"expected 8")
        missing = FULL_DECK & ~sum(1 << c for c in played)
        if missing:
            self.error(0, 0, "missing cards: " + " ".join(
                card_symbol(c) for c in sorted_cards(missing, record.trump)))

    def check_seats(self, line: int, number: str, plays: list[_Play],
                    seated: list[tuple[int, Seat]], leader: Seat, why: str,
                    clockwise: bool, hinted: bool) -> Seat:
        """Check the written seats of one trick; returns the leader to go on with.

        One problem is reported a trick. A wrong leader with the rest of the trick written
        consistently from it is taken at its word, so that one slip is not reported again
        on every later trick.
        """
        for i, seat in seated:
            want = _advance(leader, i, clockwise)
            if seat == want:
                continue
            if i == 0:
                msg = f"trick {number}: {want.name} must lead ({why}), found {seat.name}"
            else:
                before = _advance(leader, i - 1, clockwise)
                msg = f"trick {number}: {want.name} plays after {before.name}, found {seat.name}"
            if not hinted and _fits(seated, not clockwise):
                other = "clockwise" if not clockwise else "anticlockwise"
                msg += f" (the seats are in {other} order: add 'rules: direction={other}')"
            column = plays[i].seat_column or plays[i].token.column
            self.error(line, column, msg)
            if i == 0 and all(s == _advance(seat, j, clockwise) for j, s in seated):
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
                    c = parse_card(tok.text)
                except CardError:
                    self.error(line, tok.column, f"unknown card {tok.text!r}")
                    continue
                if c in where:
                    other, other_line = where[c]
                    msg = (f"card {tok.text!r} written twice in the {team.name} pile"
                           if other is team else
                           f"card {tok.text!r} is also in the {other.name} pile "
                           f"(line {other_line})")
                    self.error(line, tok.column, msg)
                    continue
                where[c] = (team, line)
                mask |= 1 << c
            masks[team] = mask
            n = len(tokens)
            if n % 4:
                self.error(line, 1, f"the {team.name} pile has {n} cards: "
                           f"not a whole number of tricks")
        if len(masks) == 2:
            missing = FULL_DECK & ~(masks[Team.NS] | masks[Team.EW])
            if missing:
                self.error(0, 0, "missing cards: " + " ".join(
                    card_symbol(c) for c in sorted_cards(missing, record.trump)))
        full = {t: m for t, m in masks.items()}
        if len(full) == 1:
            (given, mask), = full.items()
            full[given.other] = FULL_DECK & ~mask
        if last is None:
            for team, mask in full.items():
                if mask == FULL_DECK:
                    last = team
            if last is None:
                self.error(start, 0, "no 'last:' line (the team that won the last trick, "
                           "e.g. 'last: NS')")
        elif len(full) == 2 and full[last] == 0:
            self.error(start, 0, f"'last: {last.name}' but the {last.name} pile is empty")
        record.piles = masks
        record.last = last


def _tokens(text: str, column: int) -> list[_Token]:
    return [_Token(m.group(), column + m.start()) for m in _TOKEN.finditer(text)]


def _advance(seat: Seat, steps: int, clockwise: bool) -> Seat:
    return Seat((seat + (steps if clockwise else -steps)) % 4)


def _fits(seated: list[tuple[int, Seat]], clockwise: bool) -> bool:
    """True when the written seats of a trick follow one another in that direction."""
    if len(seated) < 2:
        return False
    i0, s0 = seated[0]
    return all(s == _advance(s0, i - i0, clockwise) for i, s in seated)


def loads(text: str, path: str = "<deal>", overrides: Sequence[str] = ()) -> list[DealRecord]:
    """Read every deal of a deal file's text.

    ``overrides``: ``name=value`` rule options applied over each deal's ``rules:`` line.
    Raises ``DealFileErrors`` with every problem found (``FILE:LINE:COLUMN: message``).
    """
    RuleSet.parse(overrides)  # a bad override is the user's error, not the file's
    reader = _Reader(path, overrides)
    records = reader.read(text)
    if reader.errors:
        raise DealFileErrors(reader.errors)
    return records


#: The largest deal file read: thousands of deals. More is not a deal file (``/dev/zero``).
MAX_FILE_BYTES = 16 * 1024 * 1024


def read_limited(stream: BinaryIO) -> bytes:
    """Read at most ``MAX_FILE_BYTES`` + 1 bytes (``load_bytes`` refuses the + 1)."""
    return stream.read(MAX_FILE_BYTES + 1)


def load(path: str | os.PathLike[str], overrides: Sequence[str] = ()) -> list[DealRecord]:
    """Read a deal file; a missing, empty, binary or non-UTF-8 file is a ``DealFileErrors``."""
    name = os.fspath(path)

    def fail(message: str, line: int = 0, column: int = 0) -> DealFileErrors:
        return DealFileErrors([DealFileError(name, line, column, message)])

    try:
        with open(name, "rb") as f:
            data = read_limited(f)
    except FileNotFoundError:
        raise fail("no such file") from None
    except IsADirectoryError:
        raise fail("is a directory, not a deal file") from None
    except OSError as e:
        raise fail(f"cannot read the file: {e.strerror or e}") from None
    return load_bytes(data, name, overrides)


def load_bytes(data: bytes, path: str, overrides: Sequence[str] = ()) -> list[DealRecord]:
    """Read a deal file's raw bytes (e.g. standard input); checks as ``load`` does."""
    name = path

    def fail(message: str, line: int = 0, column: int = 0) -> DealFileErrors:
        return DealFileErrors([DealFileError(name, line, column, message)])

    if len(data) > MAX_FILE_BYTES:
        raise fail(f"more than {MAX_FILE_BYTES // (1024 * 1024)} MB: too large for a deal file")
    if b"\0" in data:
        raise fail("binary file, not a deal file (a deal file is UTF-8 text)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        line_start = data.rfind(b"\n", 0, e.start) + 1
        column = len(data[line_start:e.start].decode("utf-8", "replace")) + 1
        raise fail(f"not UTF-8 text (byte 0x{data[e.start]:02x}): save the file as UTF-8",
                   line, column) from None
    if not text.strip():
        raise fail("empty file: no deal in it")
    return loads(text, name, overrides)

