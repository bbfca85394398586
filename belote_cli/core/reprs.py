"""``repr`` of the library's value objects as players read them: ``J♥``, not ``12``.

A value object's ``__repr__`` names its class and its fields, as a dataclass's does, with
cards, masks, suits, seats and teams written as people write them:

- a card ``J♥``; cards in order of play ``(J♥, 9♥, A♥, 7♥)``, a tuple of one with its
  comma as Python writes it, ``(J♥,)`` (``legal=(♥,)``, ``best=(J♥,)``), and of none ``()``;
- a mask (a hand, a pile) as its cards by suit, strongest first: ``{A♠, 10♠, J♥}``; the
  cards of an announcement in their natural order, highest first: ``{Q♣, J♣, 10♣}``;
- a suit as its symbol ``♥``; a seat ``S``; a team ``NS``.

Fields left at their default value are left out, so that a deal's score reads in a line.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable

from .cards import Card, Mask, bits, card_symbol, sorted_cards, suit_symbol
from .english import shown, tuple_text

#: What the ints of a field stand for: cards, masks (sets of cards) or suits; ``RUNS``, the
#: mask of an announcement, in the natural order of its sequence (A K Q J 10 9 8 7).
CARDS, MASKS, SUITS, RUNS = "cards", "masks", "suits", "runs"


def card(c: Card | None) -> str:
    """``J♥`` (``None`` for no card)."""
    return "None" if c is None else card_symbol(c)


def mask(m: Mask) -> str:
    """The cards of a mask by suit, strongest first: ``{A♠, 10♠, J♥}``."""
    return "{" + ", ".join(card_symbol(c) for c in sorted_cards(m)) + "}"


def run(m: Mask) -> str:
    """The cards of a mask by suit, each suit in the natural order of a sequence, highest
    first (``{Q♣, J♣, 10♣}``, where ``mask`` puts the 10 first by strength)."""
    order = sorted(bits(m), key=lambda c: (c >> 3, -(c & 7)))
    return "{" + ", ".join(card_symbol(c) for c in order) + "}"


#: How an int of each kind is written.
_NUMBERS: dict[str, Callable[[int], str]] = {CARDS: card_symbol, MASKS: mask, RUNS: run,
                                             SUITS: suit_symbol}


def show(value: object, kind: str | tuple[str | None, ...] | None = None) -> str:
    """``value`` for people: every int in it read as ``kind`` (``CARDS``, ``MASKS`` or
    ``SUITS``; plain ints without one), seats and teams by name, through tuples, lists and
    dicts; anything else by its own ``repr``. A tuple of kinds reads a tuple of as many
    values, each as its own kind (a trick's number, then a card: ``(None, CARDS)``).

    >>> from belote_cli.core.seats import Seat
    >>> show((12, 10, 15), CARDS), show(0b11 << 6, MASKS), show((Seat.S, 1), SUITS)
    ('(J♥, 9♥, A♥)', '{A♠, K♠}', '(S, ♥)')
    >>> show((6, Seat.S, 11), (None, None, CARDS))
    '(6, S, 10♥)'
    >>> show((12,), CARDS), show((), CARDS), show(((Seat.W, None),), SUITS)
    ('(J♥,)', '()', '((W, None),)')
    """
    if isinstance(kind, tuple):
        if isinstance(value, tuple) and len(value) == len(kind):
            return tuple_text([show(v, k) for v, k in zip(value, kind, strict=True)])
        kind = None  # a value of another shape: as it is
    return shown(value, _NUMBERS.get(kind, repr) if isinstance(kind, str) else repr)


def fields(cls: str, items: Iterable[tuple[str, str]]) -> str:
    """``Cls(a=..., b=...)`` from field names and their values already written."""
    return f"{cls}(" + ", ".join(f"{key}={text}" for key, text in items) + ")"


def of(obj: object, **kinds: str | tuple[str | None, ...]) -> str:
    """The ``repr`` of the dataclass instance ``obj``: each field shown by ``show``, read as
    the kind ``kinds`` gives its name (``of(self, cards="trick", hand=MASKS)``); fields
    equal to their default left out."""
    return fields(type(obj).__name__, items(obj, **kinds))


def items(obj: object, **kinds: str | tuple[str | None, ...]) -> list[tuple[str, str]]:
    """The fields ``of`` writes, each name with its value written, for a ``repr`` that
    writes some of them otherwise before ``fields`` puts them together."""
    written = []
    for f in dataclasses.fields(obj):  # type: ignore[arg-type]
        if not f.repr:
            continue
        value = getattr(obj, f.name)
        if f.default is not dataclasses.MISSING and value == f.default:
            continue
        if f.default_factory is not dataclasses.MISSING and value == f.default_factory():
            continue
        try:
            text = show(value, kinds.get(f.name))
        except Exception:  # a value the field cannot hold (a card of 99): as it is
            text = repr(value)
        written.append((f.name, text))
    return written
