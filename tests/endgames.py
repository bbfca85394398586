"""Belote à deux's last tricks by plain recursion (RULES.md's obligations and trick winner,
read from ``legal_plays`` and ``trick_winner``): what a bot's or the solver's endgame is
checked against. Two hands, every card known, the dix de der to the last trick's winner."""

from __future__ import annotations

from functools import cache

from belote_cli.core.cards import POINTS, bits
from belote_cli.core.rules import legal_plays, trick_winner


@cache
def best(mover: int, other: int, trump: int, led: int, left: int) -> int:
    """The points the player to move takes to the end with best play by both: ``led`` the
    other's card on the table (-1: the mover leads), ``left`` the tricks still to play."""
    if led < 0:
        return max(after(mover, other, trump, led, left, c) for c in bits(mover))
    return max(after(mover, other, trump, led, left, c)
               for c in bits(legal_plays(mover, (led,), trump)))


def after(mover: int, other: int, trump: int, led: int, left: int, c: int) -> int:
    """The points the player to move takes to the end playing ``c`` now, then best play
    by both."""
    rest = mover & ~(1 << c)
    if led < 0:
        total = sum(POINTS[trump][x] for x in bits(mover | other)) + 10
        return total - best(other, rest, trump, c, left)
    points = POINTS[trump][led] + POINTS[trump][c] + (10 if left == 1 else 0)
    if left == 1:
        return points if trick_winner((led, c), trump) == 1 else 0
    if trick_winner((led, c), trump) == 1:
        return points + best(rest, other, trump, -1, left - 1)
    rest_total = sum(POINTS[trump][x] for x in bits(rest | other)) + 10
    return rest_total - best(other, rest, trump, -1, left - 1)
