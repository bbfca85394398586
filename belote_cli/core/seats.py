"""Seats N E S W and teams NS EW (*équipes*): partners sit opposite."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from .cards import not_a_flag, shown
from .errors import CardError, named_error


class _SeatType(enum.EnumMeta):
    """The type of ``Seat`` and ``Team``: a bool or a float is no seat. ``Seat(True)`` and
    ``Seat(1.0)`` would find E (``True == 1.0 == 1``) before ``_missing_`` is asked; they
    are refused as a seat argument is."""

    def __call__(cls, value: object, *args: Any, **kwargs: Any) -> Any:
        if value.__class__ is bool or value.__class__ is float:
            return cast("type[enum.Enum]", cls)._missing_(value)  # raises TypeError
        return super().__call__(value, *args, **kwargs)


class Seat(enum.IntEnum, metaclass=_SeatType):
    """A seat at the table. Clockwise play order is S -> W -> N -> E, i.e. ``+1 mod 4``.

    >>> Seat.S.partner, Seat.S.next(), Seat.S.team          # clockwise, W plays after S
    (<Seat.N: 0>, <Seat.W: 3>, <Team.NS: 0>)
    >>> print(Seat.W), Seat.W == 3
    W
    (None, True)

    ``Seat(2)``, ``Seat("S")`` and ``Seat("sud")`` are South, as every function that takes a
    seat reads one; a seat that does not exist is a ``CardError`` saying what is accepted.

    >>> Seat("S"), Seat("ouest")
    (<Seat.S: 2>, <Seat.W: 3>)
    >>> Seat(5)
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.CardError: seat: no seat 5, a seat is N, E, S or W (or its int 0-3)
    >>> Seat("Z")
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.CardError: seat: unknown seat 'Z' (expected N, E, S or W)
    """

    N = 0
    E = 1
    S = 2
    W = 3

    if TYPE_CHECKING:  # what it reads, for a type checker: a seat's letter or name too
        def __new__(cls, value: int | str) -> Seat: ...

    @classmethod
    def _missing_(cls, value: object) -> Seat:
        # Called by ``Seat(value)`` for what is no seat's int: a seat's letter or name, read
        # as ``parse_seat`` reads it; the rest refused in the library's words (the enum's own
        # "5 is not a valid Seat" said nothing of what is accepted).
        if isinstance(value, str):
            try:
                return parse_seat(value)
            except CardError as e:  # named as a seat's int is: ``seat: unknown seat 'Z' …``
                raise named_error(e, "seat") from None
        if isinstance(value, int) and not isinstance(value, bool):
            raise named_error(CardError(code="seat_range", number=value), "seat")
        raise TypeError(f"seat: a Seat, its int (0-3) or its letter (N, E, S, W), not "
                        f"{shown(value)}")

    def __str__(self) -> str:
        """The seat's letter, as a player writes it: ``str(Seat.S) == "S"``."""
        return self.name

    def __format__(self, spec: str) -> str:
        return format(self.name, spec)

    def next(self, clockwise: bool = True) -> Seat:
        """The seat that plays after this one (the left-hand neighbour when clockwise)."""
        # A table lookup: calling the enum is slow, and the trick loop asks often. A flag
        # is True or False, never read by its truth (None is no direction).
        if clockwise is True:
            return _NEXT[1][self]
        if clockwise is False:
            return _NEXT[0][self]
        raise not_a_flag("clockwise", clockwise)

    def previous(self, clockwise: bool = True) -> Seat:
        """The seat that plays before this one."""
        if not isinstance(clockwise, bool):
            raise not_a_flag("clockwise", clockwise)
        return self.next(not clockwise)

    @property
    def partner(self) -> Seat:
        """The seat opposite (*partenaire*)."""
        return _SEAT_BY_INDEX[(self + 2) & 3]

    @property
    def team(self) -> Team:
        """The team this seat plays for."""
        return _TEAM_BY_INDEX[self & 1]


class Team(enum.IntEnum, metaclass=_SeatType):
    """The two teams: NS (the user's, in ``play``) and EW.

    >>> Team.EW.seats, Team.EW.other
    ((<Seat.E: 1>, <Seat.W: 3>), <Team.NS: 0>)
    >>> f"{Team.NS} take"
    'NS take'
    >>> Team("NS"), Team("EO"), Team(1)
    (<Team.NS: 0>, <Team.EW: 1>, <Team.EW: 1>)
    """

    NS = 0
    EW = 1

    if TYPE_CHECKING:  # what it reads, for a type checker: a team's letters too
        def __new__(cls, value: int | str) -> Team: ...

    @classmethod
    def _missing_(cls, value: object) -> Team:
        # ``Team("NS")``: a team's letters, read as ``parse_team`` reads them; the rest
        # refused in the library's words, as for ``Seat``.
        if isinstance(value, str):
            try:
                return parse_team(value)
            except CardError as e:  # named as a team's int is: ``team: unknown team …``
                raise named_error(e, "team") from None
        if isinstance(value, int) and not isinstance(value, bool):
            raise named_error(CardError(code="team_range", number=value), "team")
        raise TypeError(f"team: a Team, its int (0-1) or its letters (NS, EW), not "
                        f"{shown(value)}")

    def __str__(self) -> str:
        """The team's letters: ``str(Team.NS) == "NS"``."""
        return self.name

    def __format__(self, spec: str) -> str:
        return format(self.name, spec)

    @property
    def other(self) -> Team:
        """The opposing team."""
        return _TEAM_BY_INDEX[1 - self]  # a lookup: scoring asks once a deal

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of the team."""
        return (Seat.N, Seat.S) if self is Team.NS else (Seat.E, Seat.W)


SEATS: tuple[Seat, ...] = (Seat.N, Seat.E, Seat.S, Seat.W)
TEAMS: tuple[Team, ...] = (Team.NS, Team.EW)
_SEAT_BY_INDEX = SEATS
_TEAM_BY_INDEX = TEAMS
# _NEXT[clockwise][seat]: anticlockwise is ``-1 mod 4``, clockwise ``+1 mod 4``.
_NEXT: tuple[tuple[Seat, ...], tuple[Seat, ...]] = (
    tuple(SEATS[(s - 1) % 4] for s in range(4)),
    tuple(SEATS[(s + 1) % 4] for s in range(4)),
)

#: The words of each seat, in lower case (``parse_seat`` reads any case).
SEAT_WORDS: dict[str, Seat] = {
    "n": Seat.N, "north": Seat.N, "nord": Seat.N,
    "e": Seat.E, "east": Seat.E, "est": Seat.E,
    "s": Seat.S, "south": Seat.S, "sud": Seat.S,
    "w": Seat.W, "west": Seat.W, "o": Seat.W, "ouest": Seat.W,
}


def parse_seat(text: str) -> Seat:
    """Read a seat: ``N E S W``, ``north``…, ``nord``… (``O``/``ouest`` for West).

    >>> parse_seat("nord"), parse_seat("O"), parse_seat("west")
    (<Seat.N: 0>, <Seat.W: 3>, <Seat.W: 3>)
    """
    if not isinstance(text, str):
        raise TypeError(f"text: a seat's letter or name, not {type(text).__name__} "
                        f"{text!r:.40}")
    seat = SEAT_WORDS.get(text.strip().lower())
    if seat is None:
        raise CardError(code="seat_unknown", text=text)
    return seat


def seat_of(value: object, what: str) -> Seat:
    """``value`` as a seat: a ``Seat``, its int (0-3) or its text (``"W"``, ``"ouest"``).
    A seat that does not exist is a ``CardError`` naming ``what``, the argument (``"Z"``,
    or an int outside 0-3), anything else a TypeError naming ``what``.

    >>> seat_of(5, "seat")
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.CardError: seat: no seat 5, a seat is N, E, S or W (or its int 0-3)
    >>> seat_of("Z", "dealer")
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.CardError: dealer: unknown seat 'Z' (expected N, E, S or W)
    """
    if isinstance(value, Seat):
        return value
    if isinstance(value, str):
        try:
            return parse_seat(value)
        except CardError as e:
            raise named_error(e, what) from None
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 <= value < 4:
            raise named_error(CardError(code="seat_range", number=value), what)
        return SEATS[value]
    raise TypeError(f"{what}: a Seat, its int (0-3) or its letter (N, E, S, W), not "
                    f"{shown(value)}")


def parse_team(text: str) -> Team:
    """Read a team: ``NS`` or ``EW`` (also ``SN``, ``WE``, ``EO``/``OE``, ``NS``)."""
    t = text.strip().upper()
    if t in ("NS", "SN"):
        return Team.NS
    if t in ("EW", "WE", "EO", "OE"):
        return Team.EW
    raise CardError(code="team_unknown", text=text)


def card_in_two_hands(hands: Sequence[int]) -> tuple[int, Seat, Seat] | None:
    """The first card held by two of ``hands`` (masks of N, E, S, W), with the seat that
    holds it first and the other, or None when no card is in two hands: what the error of
    ``Game.at_play`` and ``solve`` names (``J♥ is in two hands: N's and S's``).

    >>> card_in_two_hands([1, 0, 3, 0])
    (0, <Seat.N: 0>, <Seat.S: 2>)
    """
    held = 0
    for later, hand in enumerate(hands):
        both = held & hand
        if both:
            c = (both & -both).bit_length() - 1
            first = next(s for s in range(later) if hands[s] >> c & 1)
            return c, Seat(first), Seat(later)
        held |= hand
    return None
