"""The variants that deal a ``Game`` of their own: ``Game.deal`` asks this registry for the
variant of its rules, which ``engine/__init__`` registers here, each dealt by its module
(``deux``: belote à deux and découverte), imported at the variant's first deal. So the
engine's one flow of a deal (``game``) never imports a variant that builds on it, a variant
imports ``game`` alone, and every ``Game`` finds the variants without loading them first.

The classic and coinche deals are ``Game``'s own: they are not registered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.rules import RuleSet
    from ..core.seats import Seat
    from .game import Game

#: A variant's deal: ``(deck, dealer, rules, check)`` -> the new ``Game``.
Dealer = Callable[[list[int], "Seat", "RuleSet", bool], "Game"]

_DEALERS: dict[str, Dealer] = {}


def register(variant: str, deal: Dealer) -> None:
    """Deal the games of ``variant`` (``rules.variant``) with ``deal``."""
    _DEALERS[variant] = deal


def dealer(variant: str) -> Dealer | None:
    """The deal registered for ``variant``, or None for ``Game``'s own (classic, coinche)."""
    return _DEALERS.get(variant)

