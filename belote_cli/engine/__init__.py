"""The deal engine: the one flow of a deal (``game.Game``), its variants, each a module of
its own and found through ``variants`` (``deux``: belote à deux and découverte), a match
(``match``), what a seat may see and the ``Bot`` protocol (``views``), and the dealing of
a deal without bidding (``dealing``).

The engine builds on ``core`` (the rules) and on the deal-file model (``dealfile``: a
``Game`` writes its own record); it imports no bot, no fast loop and nothing of the
simulation, the play sessions or the command line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import variants

if TYPE_CHECKING:
    from ..core.rules import RuleSet
    from ..core.seats import Seat
    from .game import Game


# The variants that deal a ``Game`` of their own are registered here, each dealt by its
# module, imported at the variant's first deal: what only reads and scores deal files
# (``belote score``, ``engine.match``) loads no ``Game``.
def _deal_deux(deck: list[int], dealer: Seat, rules: RuleSet, check: bool) -> Game:
    """A deal of belote à deux or découverte (``deux.new_deux``)."""
    from .deux import new_deux

    return new_deux(deck, dealer, rules, check)


variants.register("deux", _deal_deux)
variants.register("decouverte", _deal_deux)


def __getattr__(name: str) -> object:
    # ``engine.deux`` once ``engine`` is imported, as when the package imported it: by
    # importlib, as ``from . import deux`` would ask this function for it again.
    if name == "deux":
        import importlib

        return importlib.import_module(f"{__name__}.deux")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
