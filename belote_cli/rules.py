"""The rule options of RULES.md and the obligations of play: the engine's hot path.

``legal_plays`` and ``trick_winner`` work on ints: a hand is a 32-bit mask, a trick is the
list of cards played so far, in order. Whether the partner is winning is read from the
trick itself: in any order of play, the partner of the player to move played two cards
earlier.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Literal

from .cards import (
    POINTS,
    STRENGTH,
    SUIT_MASKS,
    TRUMP_ABOVE,
    card_symbol,
    suit_symbol,
)
from .errors import RuleError

Direction = Literal["clockwise", "anticlockwise"]
Undertrump = Literal["free", "required"]
BeloteRule = Literal["auto", "declared"]
Contract = Literal["points", "total"]
Tie = Literal["litige", "dedans"]
OnOff = Literal["off", "on"]
Variant = Literal["classic", "coinche"]

_CHOICES: dict[str, tuple[str, ...]] = {
    "direction": ("clockwise", "anticlockwise"),
    "undertrump": ("free", "required"),
    "belote": ("auto", "declared"),
    "contract": ("points", "total"),
    "tie": ("litige", "dedans"),
    "announcements": ("off", "on"),
    "variant": ("classic", "coinche"),
}
_INTS: dict[str, tuple[int, ...] | None] = {"capot": (252, 250), "target": None}


@dataclasses.dataclass(frozen=True, slots=True)
class RuleSet:
    """The table's conventions (RULES.md); the defaults are the ``classic`` ones."""

    direction: Direction = "clockwise"
    undertrump: Undertrump = "free"
    belote: BeloteRule = "auto"
    contract: Contract = "points"
    tie: Tie = "litige"
    capot: int = 252
    target: int = 1000
    announcements: OnOff = "off"
    variant: Variant = "classic"

    @property
    def clockwise(self) -> bool:
        """True when play goes S -> W -> N -> E."""
        return self.direction == "clockwise"

    def with_options(self, options: Iterable[str]) -> RuleSet:
        """A copy with ``name=value`` options applied, later ones winning."""
        changes: dict[str, object] = {}
        for option in options:
            name, value = parse_option(option)
            changes[name] = value
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    @classmethod
    def parse(cls, options: Iterable[str]) -> RuleSet:
        """A rule set from ``name=value`` strings, over the defaults."""
        return cls().with_options(options)

    def options(self, only_changed: bool = True) -> list[str]:
        """The rule set as ``name=value`` strings (only those differing from the defaults)."""
        default = RuleSet()
        out = []
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if not only_changed or value != getattr(default, f.name):
                out.append(f"{f.name}={value}")
        return out


RULE_NAMES: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(RuleSet))


def parse_option(option: str) -> tuple[str, object]:
    """Split and check one ``name=value`` option; ``RuleError`` says what is accepted."""
    if "=" not in option:
        raise RuleError(f"rule {option!r} is not of the form name=value")
    name, _, value = option.partition("=")
    name, value = name.strip().lower(), value.strip().lower()
    if name in _CHOICES:
        if value not in _CHOICES[name]:
            raise RuleError(
                f"unknown value {value!r} for rule {name!r} "
                f"(expected {' or '.join(_CHOICES[name])})"
            )
        return name, value
    if name in _INTS:
        allowed = _INTS[name]
        try:
            number = int(value)
        except ValueError:
            raise RuleError(f"rule {name!r} needs a number, found {value!r}") from None
        if allowed is not None and number not in allowed:
            raise RuleError(
                f"unknown value {value!r} for rule {name!r} "
                f"(expected {' or '.join(str(a) for a in allowed)})"
            )
        if number <= 0:
            raise RuleError(f"rule {name!r} must be positive, found {value!r}")
        return name, number
    raise RuleError(f"unknown rule {name!r} (known rules: {', '.join(RULE_NAMES)})")


def trick_winner(trick: Sequence[int], trump: int) -> int:
    """Index in ``trick`` of the card winning it so far (*maître*).

    Any trump beats any plain card; otherwise the highest card of the suit led wins.
    """
    strength = STRENGTH[trump]
    led = trick[0] >> 3
    best = 0
    best_value = strength[trick[0]]
    for i in range(1, len(trick)):
        c = trick[i]
        s = c >> 3
        if s != led and s != trump:
            continue
        v = strength[c]
        if v > best_value:
            best, best_value = i, v
    return best


def card_points(c: int, trump: int) -> int:
    """Points of one card with ``trump`` as trump."""
    return POINTS[trump][c]


def trick_points(trick: Sequence[int], trump: int) -> int:
    """Points of the cards of a trick (without the dix de der)."""
    row = POINTS[trump]
    return sum(row[c] for c in trick)


def legal_plays(
    hand: int, trick: Sequence[int], trump: int, undertrump_required: bool = False
) -> int:
    """The mask of the cards of ``hand`` that may be played on ``trick`` (*obligations*).

    1. Follow suit; at trump, beat the highest trump if you can (*monter*).
    2. Void, partner winning: anything.
    3. Void, an opponent winning: trump (*couper*), overtrump if already trumped (*surcouper*).
    4. Cannot overtrump: anything, or a lower trump with ``undertrump_required`` (*pisser*).
    5. Void and no trump: anything.
    """
    n = len(trick)
    if n == 0:
        return hand
    led = trick[0] >> 3
    trump_mask = SUIT_MASKS[trump]
    # The winner of the trick so far is only looked up when a rule needs it (speed).
    if led == trump:
        trumps = hand & trump_mask
        if trumps:
            best = trick[trick_winner(trick, trump)] if n > 1 else trick[0]
            return (trumps & TRUMP_ABOVE[best]) or trumps
        return hand
    follow = hand & SUIT_MASKS[led]
    if follow:
        return follow
    win = trick_winner(trick, trump) if n > 1 else 0
    best = trick[win]
    if n >= 2 and win == n - 2:
        return hand
    trumps = hand & trump_mask
    if not trumps:
        return hand
    if best >> 3 == trump:
        over = trumps & TRUMP_ABOVE[best]
        if over:
            return over
        return trumps if undertrump_required else hand
    return trumps


def explain_illegal(
    c: int, hand: int, trick: Sequence[int], trump: int, undertrump_required: bool = False,
    lang: str = "en",
) -> str | None:
    """Why card ``c`` may not be played from ``hand`` on ``trick``, or None if it may.

    The reason names the obligation broken, e.g. ``must follow ♥`` / ``doit fournir ♥``.
    """
    fr = lang == "fr"
    if not (hand >> c) & 1:
        missing = "n'est pas dans la main" if fr else "is not in the hand"
        return f"{card_symbol(c, lang)} {missing}"
    if (legal_plays(hand, trick, trump, undertrump_required) >> c) & 1:
        return None
    led = trick[0] >> 3
    trump_mask = SUIT_MASKS[trump]
    best = trick[trick_winner(trick, trump)]
    if led == trump:
        if (c >> 3) == trump:
            return (f"doit monter à l'atout sur {card_symbol(best, lang)}" if fr
                    else f"must play a trump higher than {card_symbol(best, lang)}")
        return f"doit fournir {suit_symbol(led)}" if fr else f"must follow {suit_symbol(led)}"
    if hand & SUIT_MASKS[led]:
        return f"doit fournir {suit_symbol(led)}" if fr else f"must follow {suit_symbol(led)}"
    if best >> 3 == trump:
        if hand & trump_mask & TRUMP_ABOVE[best]:
            return (f"doit surcouper {card_symbol(best, lang)}" if fr
                    else f"must overtrump {card_symbol(best, lang)}")
        return (f"doit pisser (jouer atout {suit_symbol(trump)})" if fr
                else f"must undertrump (play a trump {suit_symbol(trump)})")
    return f"doit couper à {suit_symbol(trump)}" if fr else f"must trump {suit_symbol(trump)}"

