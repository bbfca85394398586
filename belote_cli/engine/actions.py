"""The actions of a ``Game`` (``Take``, ``Announce``, ``Belote``, ``Exchange``, ``Play``;
a coinche ``Call`` is ``core.coinche.Call``), its ``Phase``, and how a player's text names a
card, a suit and a seat (``card_of``, ``suit_of_text``, ``seat_of``).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from ..core.announcements import Announcement
from ..core.cards import (
    ALL_TRUMP,
    Card,
    card_arg,
    card_symbol,
    cards_arg,
    check_card,
    check_mask,
    mask_of,
    not_a_flag,
    parse_contract_kind,
    read_suit,
    shown,
    suit_symbol,
)
from ..core.coinche import Call, Contract, checked_contract, is_pass, parse_call
from ..core.english import Wording
from ..core.errors import CardError, RuleError, named_error
from ..core.pickling import by_fields
from ..core.rules import RuleSet
from ..core.seats import SEATS, Seat, seat_of


class Phase(enum.Enum):
    """What the deal waits for (``Game.phase``).

    >>> from belote_cli.engine.game import Game
    >>> Game(seed=4).phase, Game(seed=4, rules="variant=coinche").phase
    (<Phase.BID: 'bid'>, <Phase.CALL: 'call'>)
    """

    BID = "bid"  # classic taking: take or pass, two rounds (``Take``)
    CALL = "call"  # the coinche auction: pass, a bid, coinche, surcoinche (``Call``)
    ANNOUNCE = "announce"  # announcements=on: a seat declares before its first card
    PLAY = "play"  # a card (``Play``)
    BELOTE = "belote"  # belote=declared: the holder says belote, or not (``Belote``)
    EXCHANGE = "exchange"  # variant=deux: the leader may swap the trump 7 (``Exchange``)
    OVER = "over"  # the deal is finished (or void)

    @classmethod
    def _missing_(cls, value: object) -> Phase:
        # ``Phase("x")``: say which phases there are (the enum's own "'x' is not a valid
        # Phase" named none).
        names = ", ".join(phase.value for phase in cls)
        raise ValueError(f"phase: no phase {value!r:.40}, a phase is one of {names}")


# The phases as module constants: reading an enum member from its class is slow, and a
# simulation asks for them at every step of every deal.
_BID, _CALL, _ANNOUNCE, _PLAY, _BELOTE, _OVER = (
    Phase.BID, Phase.CALL, Phase.ANNOUNCE, Phase.PLAY, Phase.BELOTE, Phase.OVER)


# --- actions -------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Take:
    """A classic bid (*prise*): ``suit`` to take (round one: the retourne's suit; round
    two: another), None to pass. A suit is an int 0-3 (4 SA and 5 TA with ``sa_ta=on``),
    or its text (``"♥"``, ``"H"``, ``"cœur"``), read when the ``Take`` is made:
    ``Take("H") == Take(HEARTS)``; ``"pass"``, as its ``repr`` writes a pass, is None,
    and so is every word of a pass the prompt reads (``"passe"``, ``"no"``, ``"non"``…),
    but ``"p"``, which is pique (♠). Checked when made, as ``Play`` and ``Call`` are: text
    that names no suit and another int are a ``CardError`` (-1 too, which ``Game.take``
    reads as "the retourne's suit": a ``Take`` names its suit), another type a TypeError
    naming ``Take(suit)``.

    >>> from belote_cli.core.cards import HEARTS
    >>> from belote_cli.engine.game import Game
    >>> game = Game(seed=4)                                # the retourne is 8♥
    >>> game.legal_actions()
    [Take(pass), Take(♥)]
    >>> Take("H") in game.legal_actions()
    True
    >>> game.apply(Take(HEARTS))
    """

    suit: int | None = None

    if TYPE_CHECKING:  # what it reads, for a type checker: the field holds the int
        def __init__(self, suit: int | str | None = None) -> None: ...

    def __post_init__(self) -> None:
        # Checked when made, as ``Play`` refuses an int that is no card: the suits that
        # ``legal_actions`` lists pass at once (a simulation makes them at every bid).
        suit = self.suit
        if suit is None or (type(suit) is int and 0 <= suit <= ALL_TRUMP):
            return
        # The words of a pass as the prompt and a coinche call read them (``is_pass``),
        # but ``p``, which names pique (♠).
        if isinstance(suit, str) and is_pass(suit, pique=True):
            object.__setattr__(self, "suit", None)  # Take(pass), as the repr writes it
            return
        given = suit_arg(suit, "Take(suit)", retourne=False)
        # A suit's text, or an int's subclass (an IntEnum's member): the plain int suit,
        # so that it equals the action and the game's trump is an int as any other.
        object.__setattr__(self, "suit",
                           suit_of_text(given) if isinstance(given, str) else given)

    def __repr__(self) -> str:
        if self.suit is None:
            return "Take(pass)"
        try:
            return f"Take({suit_symbol(self.suit)})"
        except Exception:  # no suit: as it was given
            return f"Take({self.suit!r})"

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


@dataclasses.dataclass(frozen=True, slots=True)
class Announce:
    """The announcements (*annonces*) a seat declares with its first card (maybe none).

    >>> from belote_cli.engine.game import Game
    >>> game = Game(seed=2, rules="announcements=on")
    >>> while game.phase is not Phase.ANNOUNCE:
    ...     game.apply(game.legal_actions()[-1])
    >>> game.legal_actions()[0]                             # announce nothing
    Announce()
    """

    announcements: tuple[Announcement, ...] = ()

    def __post_init__(self) -> None:
        # Checked when made, as ``Play`` and ``Take`` are (``Announce(5)`` was refused only
        # when applied); a list is kept as the tuple it equals.
        object.__setattr__(self, "announcements",
                           announcements_arg(self.announcements, "Announce(announcements)"))

    def __repr__(self) -> str:
        return "Announce(" + ", ".join(a.symbols() for a in self.announcements) + ")"

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


def announcements_arg(value: object, name: str) -> tuple[Announcement, ...]:
    """``value`` as a tuple of announcements (of ``announcements.detect``); a TypeError
    naming ``name`` for what is not a sequence of them."""
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise TypeError(f"{name}: a sequence of Announcement, not {shown(value)}")
    for i, a in enumerate(value):
        if not isinstance(a, Announcement):
            raise TypeError(f"{name}[{i}]: an Announcement (of announcements.detect), not "
                            f"{shown(a)}")
    return tuple(value)


@dataclasses.dataclass(frozen=True, slots=True)
class Belote:
    """The holder of king and queen of trump says "belote" (``said``) or keeps quiet.

    >>> Belote(), Belote(said=False)
    (Belote(said=True), Belote(said=False))
    """

    said: bool = True

    def __post_init__(self) -> None:
        # True or False: a flag is not read by its truth (Game.say_belote refuses the rest).
        if not isinstance(self.said, bool):
            raise not_a_flag("Belote(said)", self.said)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


@dataclasses.dataclass(frozen=True, slots=True)
class Exchange:
    """Belote à deux (``exchange7=on``): the player about to lead swaps the trump 7 for the
    retourne (``swap``), or keeps it. ``Game.legal_actions`` offers both when it may.

    >>> Exchange(), Exchange(swap=False)
    (Exchange(swap=True), Exchange(swap=False))
    """

    swap: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.swap, bool):  # as Belote(said)
            raise not_a_flag("Exchange(swap)", self.swap)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


@dataclasses.dataclass(frozen=True, slots=True)
class Play:
    """A card (``Card``, 0–31) played to the trick, or its text as ``Game.play`` reads it
    (``"J♥"``, ``"JH"``, ``"10h"``, ``"V♠"``; ``card_arg``), read when the ``Play`` is
    made, as ``Take`` reads a suit's text: ``Play("J♥") == Play(12)``. Another int and
    text that names no card are a ``CardError``, another type a TypeError, each naming
    ``Play(card)``.

    >>> from belote_cli.core.cards import parse_card
    >>> Play(parse_card("J♥")), Play("JH"), Play("V♥") == Play(12)
    (Play(J♥), Play(J♥), True)
    """

    card: int

    if TYPE_CHECKING:  # what it reads, for a type checker: the field holds the int
        def __init__(self, card: int | str) -> None: ...

    def __post_init__(self) -> None:
        given: object = self.card  # a card's text too, read as Game.play reads it
        if isinstance(given, str):
            object.__setattr__(self, "card", card_arg(given, "Play(card)"))
            return
        check_card(given, "Play(card)")

    def __repr__(self) -> str:
        return f"Play({card_symbol(self.card)})"

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


#: Every action a ``Game`` takes; a coinche ``Call`` is ``coinche.Call``.
Action = Take | Call | Announce | Belote | Play | Exchange

#: What a deal waits for in each phase, for the error of an action of another kind
#: (``Game.apply``, and the two-player games' ``DeuxGame.apply``).
_KIND_OF_PHASE = {
    _BID: Wording("a bid (Take)", "une prise (Take)"),
    _CALL: Wording("a call (Call)", "une enchère (Call)"),
    _ANNOUNCE: Wording("announcements (Announce)", "des annonces (Announce)"),
    _PLAY: Wording("a card (Play)", "une carte (Play)"),
    _BELOTE: Wording("belote or not (Belote)", "belote ou non (Belote)"),
    Phase.EXCHANGE: Wording("an exchange (Exchange)", "un échange (Exchange)")}


#: ``Game.take()`` with no suit: the retourne's suit, as a player says "I take".
RETOURNE_SUIT: Final = -1


def card_of(text: str) -> Card:
    """The card a player writes, in either notation and language: ``9♠``, ``9S``, ``V♥``,
    ``JH``, ``10h``, ``VP`` (*valet de pique*). Letters of one language only are read in
    it; ``C``, a letter of both, is clubs (write ``♥`` or ``H`` for *cœur*). Text that is no
    card raises ``CardError`` naming the forms accepted, after ``card:``, as every function
    of the library reads a card (``cards.card_arg``).

    >>> card_symbol(card_of("9♠")), card_symbol(card_of("VP")), card_symbol(card_of("th"))
    ('9♠', 'J♠', '10♥')
    """
    return card_arg(text, "card")


def suit_of_text(text: str) -> int:
    """A suit (or, with ``sa_ta=on``, ``SA``/``TA``) as a player writes it: ``♥``, ``H``,
    ``hearts``, ``cœur``, ``sans atout``; ``CardError`` naming the forms accepted."""
    kind = parse_contract_kind(text)
    if kind is not None:
        return kind
    try:
        return read_suit(text, "en")
    except CardError:
        raise CardError(code="suit_forms", text=text) from None


def check_contract(contract: object, trump: int, taker: Seat | None,
                    rules: RuleSet) -> Seat:
    """``Game.at_play``'s coinche ``contract``, checked whole and against ``trump`` and
    ``taker`` (which it sets; the taker may be left out): its taker. A coinche deal is
    played on a contract, and a contract is coinche's: ``RuleError``, or a TypeError
    naming what is not a contract. Interpreted (the attributes read as given, in either
    build)."""
    if rules.variant != "coinche":
        raise RuleError(code="contract_not_coinche", variant=rules.variant)
    if contract is None:
        raise RuleError(code="contract_missing")
    if not isinstance(contract, Contract):
        raise TypeError(f"contract: a Contract(level, suit, taker), not {shown(contract)}")
    return checked_contract(contract, trump, taker)


def call_arg(call: object) -> Call:
    """A coinche call as given to ``Game.call`` that is no ``Call`` (``Game.call`` takes
    a ``Call`` as it is): its text read by ``parse_call`` (``BidError`` for text that is
    no call); anything else a TypeError naming the call."""
    if isinstance(call, str):
        return parse_call(call)
    raise TypeError(f"call: a Call or its text ('90 ♥', 'pass', 'coinche'), not "
                    f"{shown(call)}")


def hands_arg(hands: object, name: str = "hands") -> list[int]:
    """``Game.at_play``'s ``hands``, as ``belote_cli.solve`` takes a position's: the hands
    of N, E, S, W (a sequence of four, or a mapping by seat), each a mask, a card's text
    (``"J♥ 9♥ A♠"``) or a list of cards; the four masks, as a list. A card or seat that
    does not exist, a card given twice in a hand, or a count of hands other than four is
    a ``CardError``, a value of another type a TypeError; both name ``name``, the argument
    (``solve`` reads its ``position`` so).
    Interpreted: the values are read as given, in the build compiled by mypyc too (whose
    own check of a ``Sequence[int]`` names no argument).

    >>> hands_arg({"N": "J♥", "S": [0, 1]}) == [1 << 12, 0, 0b11, 0]
    True
    """
    if isinstance(hands, Mapping):
        given = {seat_of(seat, name): hand for seat, hand in hands.items()}
        listed = [given.get(seat, 0) for seat in SEATS]
    elif isinstance(hands, Sequence) and not isinstance(hands, str):
        if len(hands) != 4:
            raise named_error(CardError(code="hands_four", n=len(hands)), name)
        listed = list(hands)
    else:
        raise TypeError(f"{name}: the four hands (N E S W) or a mapping of them by seat, "
                        f"not {shown(hands)}")
    return [hand_arg(hand, name) for hand in listed]


def hand_arg(hand: object, name: str = "hand") -> int:
    """One hand as the library reads one (``hands_arg``'s, ``legal_plays``' ``hand``): a
    mask, the cards' text (``"J♥ 9♥ A♠"``) or a list of cards, as its mask; a card twice
    is a ``CardError``, a value of another type a TypeError, both naming ``name``.

    >>> hand_arg("J♥ 9♥") == hand_arg([12, 10]) == 1 << 12 | 1 << 10
    True
    """
    if isinstance(hand, int) and not isinstance(hand, bool):
        return check_mask(hand, name)
    if isinstance(hand, str):
        cards = cards_arg(hand, name)
    elif isinstance(hand, (list, tuple)):
        cards = [card_arg(c, name) for c in hand]
    else:
        raise TypeError(f"{name}: a hand is a mask, a card's text or a list of cards, not "
                        f"{shown(hand)}")
    mask = mask_of(cards)
    if mask.bit_count() != len(cards):
        twice = next(c for i, c in enumerate(cards) if c in cards[:i])
        raise named_error(CardError(code="hand_card_twice", card=twice), name)
    return mask


def suit_arg(value: object, name: str = "suit", retourne: bool = True) -> int | str | None:
    """A ``take`` argument once it is of a kind a suit can be: an int (with
    ``retourne``, ``RETOURNE_SUIT`` too), a text (read by ``suit_of_text``) or None; a
    TypeError naming the suit for anything else (a float was taken for the int it
    equals)."""
    if isinstance(value, int) and not isinstance(value, bool):
        if not (RETOURNE_SUIT if retourne else 0) <= value <= ALL_TRUMP:
            # The number, not the name an int's subclass prints (an IntEnum's member).
            raise named_error(CardError(code="suit_range", number=int(value)), name)
        return int(value)  # a plain int: an IntEnum's member is the suit it equals
    if value is None or isinstance(value, str):
        return value
    raise TypeError(f"{name}: a suit (an int, its letter or name) or None, not "
                    f"{shown(value)}")
