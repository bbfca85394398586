"""Coinche (*belote coinchée*, *contrée*), ``variant=coinche``: the auction and the scoring.

No retourne: the dealer gives 8 cards to each player (3, 2, then 3), starting after the
dealer. The auction starts with the player after the dealer and goes round the table:
each player passes or bids a contract of 80, 90 … 160 or capot (all eight tricks), naming
trump; each bid must be higher than the last. An opponent of the team holding the last
bid may *coinche* (×2) on their turn; the takers may then *surcoinche* (×4) on theirs.
Three passes after a bid, or a surcoinche, end the auction; four opening passes void the
deal.

Two points the rule book leaves open are fixed here:

- a pass does not stop a player from bidding later in the same auction;
- once a contract is coinched there are no more bids: the players go on in turn, the
  takers may surcoinche, and three passes after the coinche end the auction.

Scoring (``score_coinche``), with *trick points* the points of the tricks, dix de der
included:

- made when the takers' trick points plus their belote reach the bid, and at least 82:
  takers score their trick points + the bid, the defence its trick points;
- failed: the defence scores 160 + the bid, the takers 0;
- coinched (surcoinched): the winner of the contract scores 160 + bid × 2 (× 4), the
  other team 0;
- a capot bid is made only by taking all eight tricks: 500 to the takers, else 500 to the
  defence (× 2 or × 4 when coinched or surcoinched);
- belote-rebelote's 20 always stays with its team;
- announcements (``announcements=on``) follow the contract: made, each team keeps its
  own; failed, coinched or surcoinched, the winner of the contract takes them all; a
  capot takes the other team's too.

A match of coinche is played to 2000 by default (``COINCHE_TARGET``).

Why this module is long: the calls (``Call``, checked when made, and read from a player's
text by ``parse_call`` and ``parse_contract``), the auction that takes them and the scoring
of the contract it ends on are the one variant's rules, and read the same levels, suits
and multipliers: split apart, each part would import the others' tables.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterable, Sequence
from typing import Literal

from . import reprs
from .announcements import Fate
from .bidding import deal_order, shuffled_deck
from .cards import (
    ALL_TRUMP,
    NO_TRUMP,
    SUIT_LETTERS,
    SUIT_LETTERS_BY_LANG,
    TOTAL_POINTS,
    SuitLetterError,
    composed,
    contract_kind,
    parse_contract_kind,
    parse_number,
    parse_suit,
    shown,
    suit_letter,
    trump_arg,
)
from .errors import CardError, IllegalPlayError, Reason, RuleError, named_error
from .rules import COINCHE_TARGET as COINCHE_TARGET
from .rules import RuleSet, rule_options
from .rules import default_target as default_target
from .scoring import DEDANS, MADE, DealScore, Revoke, belote_bonus
from .seats import SEAT_WORDS, Seat, Team, parse_seat, seat_of

#: The level of a capot bid: above every points bid.
CAPOT = 250
#: The points bids, 80 to 160 by tens.
POINT_LEVELS: tuple[int, ...] = tuple(range(80, 170, 10))
#: Every bid level, lowest first; capot last.
LEVELS: tuple[int, ...] = (*POINT_LEVELS, CAPOT)
#: What a capot bid is worth, made or failed, before coinche.
CAPOT_POINTS = 500
#: A failed contract gives the defence this plus the bid.
FAILED_BASE = 160
#: The least the takers need, whatever the bid.
MINIMUM_POINTS = 82

CallKind = Literal["pass", "bid", "coinche", "surcoinche"]


class BidError(IllegalPlayError):
    """A bid that cannot be read, or that the auction does not allow now. ``offset``: where
    the offending word of a contract starts in the text given to ``parse_contract``, its
    spaces before left out (0-based)."""

    offset = 0


# --- dealing -----------------------------------------------------------------------------------


def deal_hands(deck: Sequence[int], dealer: Seat, clockwise: bool = True) -> list[int]:
    """Deal the 32 cards of ``deck`` 3, 2 then 3 at a time, starting after ``dealer``.

    Returns the four 8-card hands as masks, indexed by seat. No retourne.
    """
    if sorted(deck) != list(range(32)):
        raise ValueError("a deck holds each of the 32 cards once")
    hands = [0, 0, 0, 0]
    order = deal_order(dealer, clockwise)
    pos = 0
    for packet in (3, 2, 3):
        for seat in order:
            for c in deck[pos:pos + packet]:
                hands[seat] |= 1 << c
            pos += packet
    return hands


def random_hands(rng: random.Random, dealer: Seat, clockwise: bool = True) -> list[int]:
    """A fresh shuffled coinche deal: four 8-card hands, indexed by seat."""
    return deal_hands(shuffled_deck(rng), dealer, clockwise)


# --- calls and contracts -------------------------------------------------------------------


def level_name(level: int) -> str:
    """``90`` or ``capot``."""
    return "capot" if level == CAPOT else str(level)


@dataclasses.dataclass(frozen=True, slots=True)
class Call:
    """What a player says in the auction (*enchère*): pass, a bid, coinche or surcoinche.

    A bid has a ``level`` (80 … 160, or ``CAPOT``) and a trump ``suit``; the other calls
    have neither. A call that is none of these is a ``BidError`` when made
    (``Call("bid", 95, HEARTS)``), as ``Call.bid`` and ``parse_call`` refuse one.

    >>> from belote_cli.core.cards import HEARTS
    >>> Call.bid(90, HEARTS), PASS, parse_call("capot ♠")
    (Call(kind='bid', level=90, suit=♥), Call(kind='pass'), Call(kind='bid', level=250, suit=♠))
    """

    kind: CallKind
    level: int | None = None
    suit: int | None = None

    def __post_init__(self) -> None:
        # The auction takes a Call as it is: one made by hand is checked here, as Play
        # checks its card.
        kind, level, suit = self.kind, self.level, self.suit
        if kind not in _CALL_KINDS:
            raise BidError(code="call_kind", given=repr(kind))
        if kind != "bid":
            if level is not None or suit is not None:
                raise BidError(code="call_no_level", kind=kind, given=repr(kind))
            return
        if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
            raise BidError(code="bid_level", level=level)
        if isinstance(suit, bool) or not isinstance(suit, int) or not 0 <= suit <= ALL_TRUMP:
            raise BidError(code="call_suit_range", given=repr(suit))

    def __repr__(self) -> str:
        return reprs.of(self, suit=reprs.SUITS)

    @classmethod
    def bid(cls, level: int, suit: int | str) -> Call:
        """A bid of ``level`` at ``suit`` (0-3, or ``NO_TRUMP``, ``ALL_TRUMP``), or its text
        as every trump of the library reads it (``"♥"``, ``"cœur"``, ``"SA"``: ``trump_arg``).

        >>> Call.bid(90, "♥") == Call.bid(90, 1), Call.bid(80, "sans atout")
        (True, Call(kind='bid', level=80, suit=SA))
        """
        return cls("bid", level, trump_arg(suit, name="suit") if isinstance(suit, str) else suit)


#: The kinds of call (``CallKind``).
_CALL_KINDS = ("pass", "bid", "coinche", "surcoinche")


PASS = Call("pass")
COINCHE = Call("coinche")
SURCOINCHE = Call("surcoinche")


@dataclasses.dataclass(frozen=True, slots=True)
class Contract:
    """The contract the auction ended on: ``level`` at ``suit`` by ``taker``'s team.

    ``multiplier``: 1, 2 when coinched, 4 when surcoinched.
    """

    level: int
    suit: int
    taker: Seat
    multiplier: int = 1

    def __post_init__(self) -> None:
        # A seat's letter or int, as every seat asked for is read (``seat_of``).
        if not isinstance(self.taker, Seat):
            object.__setattr__(self, "taker", seat_of(self.taker, "taker"))

    def __repr__(self) -> str:
        return reprs.of(self, suit=reprs.SUITS)

    @property
    def is_capot(self) -> bool:
        """True for a capot bid (all eight tricks)."""
        return self.level == CAPOT

    @property
    def takers(self) -> Team:
        """The team that must make the contract."""
        return self.taker.team

    @property
    def coinche_word(self) -> str:
        """``""``, ``coinche`` or ``surcoinche``."""
        return {1: "", 2: "coinche", 4: "surcoinche"}[self.multiplier]

    def notation(self) -> str:
        """The deal-file header value: ``110 H N``, ``capot S E coinche``."""
        text = f"{level_name(self.level)} {suit_letter(self.suit)} {self.taker.name}"
        return f"{text} {self.coinche_word}" if self.multiplier > 1 else text


def checked_contract(contract: Contract, trump: int, taker: Seat | None) -> Seat:
    """A ``Contract`` made by hand, checked whole and against a deal's ``trump`` (its
    contract kind) and ``taker`` (None where the deal does not name it): its taker. A
    level that is no bid, a multiplier other than 1, 2 or 4, another trump or taker is a
    ``RuleError``; a suit that is no int a TypeError. ``Game.at_play`` and ``dumps`` read
    a contract so."""
    level, suit, multiplier = contract.level, contract.suit, contract.multiplier
    if isinstance(level, bool) or level not in LEVELS:
        raise RuleError(code="contract_level", level=repr(level), capot=CAPOT)
    if isinstance(multiplier, bool) or multiplier not in (1, 2, 4):
        raise RuleError(code="contract_multiplier", multiplier=repr(multiplier))
    if isinstance(suit, bool) or not isinstance(suit, int):
        raise TypeError(f"contract: its suit is an int (0-3 a suit, 4 SA, 5 TA), not "
                        f"{shown(suit)}")
    if contract_kind(suit) != trump:
        raise RuleError(code="contract_sets_trump", trump_suit=trump, contract_suit=suit)
    if taker is not None and taker is not contract.taker:
        raise RuleError(code="contract_sets_taker", taker=taker, seat=contract.taker)
    return contract.taker


# --- reading what players type -------------------------------------------------------------

#: The words of a pass, read alike (``is_pass``) by ``parse_call``, the classic prompt
#: (``play.session``) and ``Take`` (which reads ``p`` as pique, a suit, as the French
#: prompt's second round does).
PASS_WORDS = frozenset({"pass", "passe", "passes", "passer", "p", "je passe", "no", "n",
                        "non"})
#: The words of a classic bid that takes (*je prends*), read by the classic prompt
#: (``play.session``) and, but its single letters, by ``Game.apply`` (``is_take``).
TAKE_WORDS = frozenset({"take", "t", "i take", "prends", "prendre", "je prends", "prend",
                        "yes", "y", "oui"})
_COINCHE_WORDS = {"coinche", "coincher", "contre", "contrer", "double", "x"}
_SURCOINCHE_WORDS = {"surcoinche", "surcoincher", "surcontre", "surcontrer", "redouble", "xx"}


def _clean(text: str) -> str:
    # Commas part words, but not the decimal comma of a number (90,5 ♥: no bid of 90,5).
    return " ".join(_PARTING_COMMA.sub(" ", text.replace("\ufe0f", "")).lower().split())


_PARTING_COMMA = re.compile(r"(?<![0-9]),|,(?![0-9])")


def is_pass(text: str, pique: bool = False) -> bool:
    """Whether ``text`` is a pass, by the one rule of ``parse_call``, the classic prompt
    (``play.session``) and ``Take``: its words, apart by blanks or commas and in either
    case (``passe``, ``Passe,``, ``je passe``), are one of ``PASS_WORDS``. With
    ``pique``, where a suit is asked in French, a lone ``p`` is pique (♠), not a pass."""
    words = _clean(text)
    return words in PASS_WORDS and not (pique and words == "p")


def is_take(text: str) -> bool:
    """Whether ``text`` takes at the classic taking's first round, as ``is_pass`` reads a
    pass (``take``, ``Je prends``, ``oui``): one of ``TAKE_WORDS`` but its single letters,
    which name suits where a suit is read (``t``, trèfle)."""
    words = _clean(text)
    return words in TAKE_WORDS and len(words) > 1


def _parse_level(token: str) -> int:
    if token.lower() == "capot":
        return CAPOT
    level = parse_number(token, POINT_LEVELS[-1])  # a number of 5000 digits is no level
    if level is None or level not in POINT_LEVELS:
        raise BidError(code="bid_level", level=token)
    return level


def _split_bid(text: str) -> tuple[str, str] | None:
    """``(level, suit)`` of a bid written level first (``90 ♥``, ``90h``) or suit first
    (``♥ 90``, ``h90``), or None, in any case and as written. Plain string scans, one pass
    each: no pattern that could backtrack over a long line."""
    if text[:5].lower() == "capot":
        return "capot", text[5:].lstrip()
    # A sign just before the digits is the level's, as typed ('-90♥', '♥-90': no bid of
    # -90), not a suit's.
    signed = 1 if text[:1] in _SIGNS and text[1:2] in tuple("0123456789") else 0
    digits = len(text) - len(text[signed:].lstrip("0123456789")) - signed
    if digits:
        end = signed + digits
        # A decimal part is the level's too, as typed ('1.5': no bid of 1.5, not of 1).
        if text[end:end + 1] in (".", ",") and text[end + 1:end + 2].isdigit():
            end += 1 + len(text[end + 1:]) - len(text[end + 1:].lstrip("0123456789"))
        return text[:end], text[end:].lstrip()
    if text[-5:].lower() == "capot":
        return "capot", text[:-5].rstrip()
    digits = len(text) - len(text.rstrip("0123456789"))
    if digits:
        start = len(text) - digits
        if text[start - 1:start] in _SIGNS:
            start -= 1
        suit = text[:start].rstrip()
        if suit in _SIGNS:  # a signed number ('- 1'): its level as written
            return text, ""
        return text[start:], suit
    return None


_SIGNS = ("-", "+", "\u2212")


def _parse_bid(text: str, original: str, lang: str | None = "en") -> Call:
    split = _split_bid(text)
    if split is None:
        raise BidError(code="bid_unknown", text=original.strip())
    level_token, suit_token = split
    level = _parse_level(level_token)
    if not suit_token:
        raise BidError(code="bid_trump", level=level_name(level), text=original.strip())
    kind = parse_contract_kind(suit_token)
    if kind is not None:
        return Call.bid(level, kind)  # 90 SA, 100 tout atout (the auction checks sa_ta)
    # The suit as typed, in its case, for a message to quote ('90 P', not 'p').
    written = original.strip()[-len(suit_token):]
    if written.lower() == suit_token:
        suit_token = written
    try:
        suit = parse_suit(suit_token, lang)
    except SuitLetterError as e:
        raise BidError(code="bid_letter", problem=e.reason, text=original.strip()) from None
    except CardError:
        letters = " ".join(SUIT_LETTERS_BY_LANG.get(lang or "en", SUIT_LETTERS))
        raise BidError(code="bid_suit", suit_text=suit_token, text=original.strip(),
                       letters=letters) from None
    return Call.bid(level, suit)


def parse_call(text: str, lang: str | None = "en") -> Call:
    """Read a call: ``pass``/``passe``, ``90 ♥``, ``90h``, ``capot ♠``, ``coinche``/``contre``,
    ``surcoinche``/``surcontre``. Raises ``BidError`` with what is expected.

    >>> parse_call("90 ♥"), parse_call("passe") == PASS
    (Call(kind='bid', level=90, suit=♥), True)
    """
    if not isinstance(text, str):
        raise TypeError(f"text: a call's text ('90 ♥', 'pass', 'coinche'), not "
                        f"{shown(text)}")
    t = _clean(text)
    if not t:
        raise BidError(code="bid_empty")
    if is_pass(t):
        return PASS
    if t in _COINCHE_WORDS:
        return COINCHE
    if t in _SURCOINCHE_WORDS:
        return SURCOINCHE
    return _parse_bid(t, text, lang)


_WORD = re.compile(r"[^\s,]+")  # a word of a contract: spaces and commas between them
_MULTIPLIER_WORDS = {
    "coinche": 2, "coinched": 2, "coinché": 2, "coinchee": 2, "coinchée": 2, "contre": 2,
    "contré": 2, "contree": 2, "contrée": 2, "x2": 2,
    "surcoinche": 4, "surcoinched": 4, "surcoinché": 4, "surcoinchee": 4, "surcoinchée": 4,
    "surcontre": 4, "surcontré": 4, "x4": 4,
}


def parse_contract(text: str, lang: str | None = "en") -> Contract:
    """Read a deal file's contract header value: ``110 H N``, ``90♥ E coinche``,
    ``capot ♠ W surcoinche``: the level, trump, the taker, and optionally ``coinche``
    (``coinched``, ``contre``, ``x2``) or ``surcoinche`` (``surcoinched``, ``surcontre``,
    ``x4``). Raises ``BidError``, which quotes the words as written and gives the
    ``offset`` of the offending one."""
    text = composed(text)
    start = len(text) - len(text.lstrip())
    head, colon, rest = text.partition(":")
    skip = len(head) + 1 if colon and _clean(head) in ("contract", "contrat") else 0
    # Each word as written and where it starts, past the spaces before the contract.
    found = list(_WORD.finditer(text, skip))
    words = [(m.group().replace("\ufe0f", ""), m.start() - start) for m in found]
    multiplier, doubling = 1, ""
    if words and words[-1][0].lower() in _MULTIPLIER_WORDS:
        doubling = words[-1][0]
        multiplier = _MULTIPLIER_WORDS[words.pop()[0].lower()]
    if len(words) >= 3 and words[-2][0].lower() in ("par", "by"):
        del words[-2]  # '120 ♥ par N', as the tally says a contract ('120 ♥ by N')
    if len(words) < 2:
        raise BidError(code="contract_incomplete", text=text.strip())
    try:
        taker = parse_seat(words[-1][0])
    except CardError:
        # A bid and a seat before it, or a bid, a seat and a coinche's word: the word is
        # no taker but a coinche mistyped ('110 H N x3', '110 H N coinche x3').
        after_call = len(words) > 2 and words[-2][0].lower() in _MULTIPLIER_WORDS
        code = ("contract_word" if _read_bid_then_seat(words[:-1], lang) or (
            after_call and _read_bid_then_seat(words[:-2], lang)) else "contract_taker")
        if code == "contract_word" and words[-1][0].lower() in _MULTIPLIER_WORDS:
            # Two words of a coinche ('coinche surcoinche'): one says it.
            code = "contract_two_words"
        error = BidError(code=code, text=words[-1][0], contract=text.strip(), then=doubling)
        error.offset = words[-1][1]
        raise error from None
    bid_text = " ".join(word for word, _ in words[:-1])
    try:
        bid = _parse_bid(bid_text, bid_text, lang)
    except BidError as e:
        # The level and the suit: two words in either order, or one (``110h``).
        first, last = words[0], words[-2]
        level_first = (first[0][:1].isdigit() or first[0][:5].lower() == "capot"
                       or first[0][:1] in _SIGNS and first[0][1:2].isdigit())
        level, suit = (first, last) if level_first else (last, first)
        e.offset = level[1] if e.code == "bid_level" else suit[1] \
            if e.code in ("bid_letter", "bid_suit") else 0
        if e.code == "bid_level" and not level_first and len(words) == 2:
            # One word, the suit and then the level ('♥-90'): the level's column, at its
            # sign, as '-90 ♥' gives it; counted from the word's end as written (a '♥️'
            # holds a variation selector, not in the word read).
            split = _split_bid(level[0])
            if split is not None and split[1]:
                e.offset = found[0].end() - start - len(split[0])
        elif e.code in ("bid_letter", "bid_suit") and level_first and len(words) == 2:
            # One word, the level and then the suit ('90x'): the suit's column, past the
            # level, as '90 x' gives it (the level holds no variation selector).
            split = _split_bid(first[0])
            if split is not None and split[1]:
                e.offset = first[1] + len(split[0])
        if e.code == "bid_unknown":
            # Neither a level nor a suit: the words a contract takes here, a bid's level and
            # suit, where the auction's message offered pass, coinche and surcoinche too.
            error = BidError(code="contract_bid", text=e.params["text"])
            error.offset = 0
            raise error from None
        raise
    assert bid.level is not None and bid.suit is not None
    return Contract(bid.level, bid.suit, taker, multiplier)


def _read_bid_then_seat(words: list[tuple[str, int]], lang: str | None) -> bool:
    """True when ``words`` read as a bid and then a seat (``110 H N``)."""
    if len(words) < 2 or words[-1][0].lower() not in SEAT_WORDS:
        return False
    bid_text = " ".join(word for word, _ in words[:-1])
    try:
        _parse_bid(bid_text, bid_text, lang)
    except BidError:
        return False
    return True


# --- the auction -----------------------------------------------------------------------------


class CoincheAuction:
    """The coinche auction, one call at a time, from the player after the dealer.

    ``calls`` lists ``(seat, call)`` in order. Once ``is_over``: ``contract`` is the
    contract, or None when the four opening calls were passes (``is_void``: the next player
    deals). ``Bot.coinche_call`` is given a copy of the game's, as ``CallView.auction``.

    >>> from belote_cli import PASS, CoincheAuction, Seat, parse_call
    >>> auction = CoincheAuction(Seat.E)                # E deals: S calls first
    >>> auction.call(parse_call("80 ♥"))
    (<Seat.S: 2>, Call(kind='bid', level=80, suit=♥))
    >>> for _ in range(3):                              # W, N and E pass
    ...     _ = auction.call(PASS)
    >>> auction.is_over, auction.contract
    (True, Contract(level=80, suit=♥, taker=S))

    Its ``repr`` gives the dealer and the calls so far, with the direction and the bids at
    SA and TA where they are not the default:

    >>> auction = CoincheAuction(Seat.N, sa_ta=True)     # N deals: E calls first
    >>> _ = auction.call(PASS)
    >>> auction
    CoincheAuction(dealer=N, calls=[(E, Call(kind='pass'))], sa_ta=True)
    """

    __slots__ = ("dealer", "clockwise", "sa_ta", "order", "calls", "last_bid", "multiplier",
                 "passes")  # one a deal: no ``__dict__`` to make

    def __init__(self, dealer: Seat | str | int, clockwise: bool = True,
                 sa_ta: bool = False) -> None:
        # A seat's letter or int, as every seat asked for is read (``seat_of``).
        self.dealer = dealer if isinstance(dealer, Seat) else seat_of(dealer, "dealer")
        self.clockwise = clockwise
        self.sa_ta = sa_ta  # bids may name SA and TA (``sa_ta=on``)
        self.order = deal_order(self.dealer, clockwise)
        self.calls: list[tuple[Seat, Call]] = []
        self.last_bid: tuple[Seat, Call] | None = None  # the highest bid and who made it
        self.multiplier = 1
        self.passes = 0  # passes since the last bid, coinche or surcoinche

    def __repr__(self) -> str:
        # As the library's value objects write theirs (``core.reprs``): seats by name, the
        # calls' suits as symbols; the direction and SA/TA only where not the default.
        written = [("dealer", reprs.show(self.dealer)), ("calls", reprs.show(self.calls))]
        if not self.clockwise:
            written.append(("clockwise", "False"))
        if self.sa_ta:
            written.append(("sa_ta", "True"))
        return reprs.fields("CoincheAuction", written)

    def copy(self) -> CoincheAuction:
        """The auction as it stands, apart: what a bot is given, which calls on it leave
        the game's own auction where it is."""
        other = CoincheAuction(self.dealer, self.clockwise, self.sa_ta)
        other.calls = list(self.calls)
        other.last_bid = self.last_bid
        other.multiplier = self.multiplier
        other.passes = self.passes
        return other

    # --- queries -------------------------------------------------------------------------
    @property
    def to_bid(self) -> Seat:
        """The seat whose turn it is."""
        return self.order[len(self.calls) % 4]

    @property
    def is_void(self) -> bool:
        """True when the four opening calls were passes: no contract, the deal is void."""
        return self.last_bid is None and self.passes >= 4

    @property
    def is_over(self) -> bool:
        """True after a surcoinche, three passes after the last bid or coinche, or a void."""
        if self.last_bid is None:
            return self.passes >= 4
        return self.multiplier == 4 or self.passes >= 3

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is over (None while bidding, or if void)."""
        if not self.is_over or self.last_bid is None:
            return None
        seat, call = self.last_bid
        assert call.level is not None and call.suit is not None
        return Contract(call.level, call.suit, seat, self.multiplier)

    def lowest_bid(self) -> int | None:
        """The lowest level the player to bid may bid now, or None if no bid is allowed."""
        if self.is_over or self.multiplier > 1:
            return None
        if self.last_bid is None:
            return LEVELS[0]
        level = self.last_bid[1].level
        assert level is not None
        higher = [lv for lv in LEVELS if lv > level]
        return higher[0] if higher else None

    def legal_levels(self) -> list[int]:
        """The levels the player to bid may bid now (any suit)."""
        low = self.lowest_bid()
        return [] if low is None else [lv for lv in LEVELS if lv >= low]

    def can_coinche(self) -> bool:
        """True when the player to bid may coinche: an opponent of the highest bid."""
        return (not self.is_over and self.last_bid is not None and self.multiplier == 1
                and self.to_bid.team is not self.last_bid[0].team)

    def can_surcoinche(self) -> bool:
        """True when the player to bid may surcoinche: a taker, after a coinche."""
        return (not self.is_over and self.last_bid is not None and self.multiplier == 2
                and self.to_bid.team is self.last_bid[0].team)

    def why_illegal(self, call: Call) -> Reason | None:
        """Why the player to bid may not make ``call`` now, or None if they may (a
        ``Reason``: ``str(reason)`` reads it in English, ``texts`` in French too)."""
        if self.is_over:
            return Reason("auction_over")
        seat = self.to_bid
        if call.kind == "pass":
            return None
        if call.kind == "bid":
            assert call.level is not None and call.suit is not None
            if self.multiplier > 1:
                return Reason("coinched_no_bids_or_surcoinche" if self.can_surcoinche()
                              else "coinched_no_bids")
            if call.suit >= NO_TRUMP and not self.sa_ta:
                return Reason("no_sa_ta")
            low = self.lowest_bid()
            if low is None:
                return Reason("nothing_above_capot")
            if call.level < low:
                assert self.last_bid is not None
                who, last = self.last_bid
                return Reason("not_above_last", {"call": call, "last": last, "seat": who,
                                                 "low": level_name(low)})
            return None
        if call.kind == "coinche":
            if self.last_bid is None:
                return Reason("nothing_to_coinche")
            if self.multiplier > 1:
                return Reason("already_coinched")
            who, last = self.last_bid
            if seat.team is who.team:
                return Reason("own_team_bid", {"last": last, "seat": who})
            return None
        if self.last_bid is None or self.multiplier == 1:
            return Reason("nothing_to_surcoinche")
        who, _ = self.last_bid
        if seat.team is not who.team:
            return Reason("only_takers", {"team": who.team})
        return None

    # --- calls -----------------------------------------------------------------------------
    def call(self, call: Call | str) -> tuple[Seat, Call]:
        """Record ``call`` for the player to bid, a ``Call`` or its text as ``parse_call``
        reads it (``"80 ♥"``, ``"pass"``); raises ``BidError`` if it is not allowed, a
        TypeError naming ``call`` for a value of another type."""
        if isinstance(call, str):
            call = parse_call(call)
        elif not isinstance(call, Call):
            raise TypeError(f"call: a Call or its text ('90 ♥', 'pass', 'coinche'), not "
                            f"{shown(call)}")
        reason = self.why_illegal(call)
        if reason is not None:
            raise BidError(code="call_not_allowed", seat=self.to_bid, reason=reason)
        made = (self.to_bid, call)
        self.calls.append(made)
        if call.kind == "pass":
            self.passes += 1
            return made
        self.passes = 0
        if call.kind == "bid":
            self.last_bid = made
        elif call.kind == "coinche":
            self.multiplier = 2
        else:
            self.multiplier = 4
        return made


# --- scoring -------------------------------------------------------------------------------


def contract_made(contract: Contract, points: tuple[int, int], belote: Team | None,
                  capot: Team | None, belotes: tuple[int, int] = (0, 0)) -> bool:
    """True when the takers made ``contract``.

    A capot bid needs all eight tricks; any other bid needs the takers' trick points plus
    their belote (under TA, ``belotes``: each of their belotes) to reach the bid, and at
    least 82.
    """
    takers = contract.takers
    if contract.is_capot:
        return capot is takers
    reached = points[takers] + belote_bonus(belote, belotes)[takers]
    return reached >= max(contract.level, MINIMUM_POINTS)


def score_coinche(
    contract: Contract,
    points: tuple[int, int],
    dix_de_der: Team,
    rules: RuleSet,
    belote: Team | None = None,
    capot: Team | None = None,
    revokes: tuple[Revoke, ...] = (),
    as_played: bool = False,
    announcements: tuple[int, int] = (0, 0),
    belotes: tuple[int, int] = (0, 0),
) -> DealScore:
    """Score a coinche deal (docs/rules.md, "Coinche") as a ``DealScore``.

    ``points``: trick points per team, dix de der included. ``capot``: the team that won
    every trick. An unbid capot made by the takers counts ``rules.capot`` (252) trick
    points instead of 162. ``result`` is ``made`` or ``dedans``; there is no litige.

    ``revokes``: with any and ``as_played`` off, the first offender's team loses the
    contract: the takers fail, or the contract is made with the takers counting all 162
    trick points (the capot value if they won every trick) and the defence nothing.
    ``announcements`` (``announcements.team_points``) do not count toward the bid: made,
    each team keeps its own; failed, the defence takes them all; coinched or surcoinched,
    the winner of the contract takes them all; a team that won every trick (*capot*) takes
    the other team's too.
    """
    takers = contract.takers
    defence = takers.other
    penalty: Team | None = None
    if revokes and not as_played:
        penalty = revokes[0].seat.team
        made = penalty is defence
    else:
        made = contract_made(contract, points, belote, capot, belotes)
    winner = takers if made else defence
    base = [0, 0]
    if contract.is_capot:
        base[winner] = CAPOT_POINTS * contract.multiplier
    elif contract.multiplier > 1:
        base[winner] = FAILED_BASE + contract.level * contract.multiplier
    elif penalty is defence:
        # As if the defence were dedans: the takers take every point of the deal.
        base[takers] = (rules.capot if capot is takers else TOTAL_POINTS) + contract.level
    elif made:
        mine = rules.capot if capot is takers else points[takers]
        base[takers] = mine + contract.level
        base[defence] = points[defence]
    else:
        base[defence] = FAILED_BASE + contract.level
    bonus = belote_bonus(belote, belotes)
    base[0] += bonus[0]
    base[1] += bonus[1]
    result = MADE if made else DEDANS
    # Coinched or decided by a revoke, the winner of the contract takes them all; else a
    # team that won every trick takes the other team's too.
    ann = Fate(result, takers, capot, penalty, contract.multiplier).settle(announcements).points
    score = (base[0] + ann[0], base[1] + ann[1])
    return DealScore(contract.suit, contract.taker, points, dix_de_der, belote, capot,
                     result, score, 0, revokes, penalty, ann, TOTAL_POINTS, belotes,
                     game="coinche")


def contract_verdict(contract: Contract, score: DealScore) -> Reason:
    """A note on a scored coinche deal, for the text catalogue: ``contract 110 ♥ by N,
    coinched: made, NS score 380`` (French ``contrat 110 ♥ par N, coinché : réussi, NS
    marquent 380``)."""
    made = score.result == MADE
    team = contract.takers if made else contract.takers.other
    return Reason("verdict_made" if made else "verdict_failed",
                  {"contract": contract, "team": team, "points": score.score[team]})


# --- the match -----------------------------------------------------------------------------


def match_rules(options: Iterable[str]) -> RuleSet:
    """The rule set for a match from ``name=value`` options: ``RuleSet.parse``'s, where
    ``variant=coinche`` without an explicit ``target=`` plays to 2000."""
    return RuleSet.parse(options)


def rules_arg(rules: object) -> RuleSet:
    """The rules of a deal, a match, a ``DealRecord`` or any of the library's ``rules=``: a
    ``RuleSet``, None for the defaults, or the options as text (apart by spaces or commas,
    as a deal file's ``rules:`` line: ``split_options``) or a list of texts, read as
    ``Game(rules=...)`` reads them (``match_rules``). One check for all (``rule_options``),
    so that a wrong type is the same TypeError, and an option that is no rule the same
    RuleError naming the argument, as a seat or a suit is (``rules: unknown rule 'foo'
    …``), whichever function is given it."""
    if rules is None:
        return RuleSet()
    if isinstance(rules, RuleSet):
        return rules
    options = rule_options(rules)
    try:
        return match_rules(options)
    except RuleError as e:
        raise named_error(e, "rules") from None
