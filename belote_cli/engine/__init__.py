"""The deal engine: the one flow of a deal (``game.Game``), its variants, each a module of
its own and found through ``variants`` (``deux``: belote à deux and découverte), a match
(``match``), what a seat may see and the ``Bot`` protocol (``views``), and the dealing of
a deal without bidding (``dealing``).

The engine builds on ``core`` (the rules) and on the deal-file model (``dealfile``: a
``Game`` writes its own record); it imports no bot, no fast loop and nothing of the
simulation, the play sessions or the command line.
"""

from __future__ import annotations

# The variants that deal a ``Game`` of their own register their deal when imported.
from . import deux as deux
