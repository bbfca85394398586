"""The discovery deal's hands from a pack (*la donne découverte*): eight cards each, N the
first eight, then E, S and W (docs/rules.md).

``Game.discovery`` deals with it, and so does the simulation's fast loop of random
discovery deals, a few hundred thousand a second: ``pip install .`` compiles this module
with mypyc (setup.py), which the deal engine then uses as any other module.
"""

from __future__ import annotations

_BIT: tuple[int, ...] = tuple(1 << c for c in range(32))


def discovery_hands(deck: list[int]) -> list[int]:
    """Eight cards each from ``deck`` (the 32 cards), as masks by seat: N the first eight,
    then E, S, W."""
    b = _BIT
    return [
        b[deck[i]] | b[deck[i + 1]] | b[deck[i + 2]] | b[deck[i + 3]]
        | b[deck[i + 4]] | b[deck[i + 5]] | b[deck[i + 6]] | b[deck[i + 7]]
        for i in (0, 8, 16, 24)
    ]
