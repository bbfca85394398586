"""Dealing the hidden cards consistently with what one seat knows (*donnes compatibles*).

A seat sees its own hand, every card played and the retourne (which went to the taker).
It also knows what the other seats cannot hold: a failure to follow suit shows a void, a
failure to trump or to overtrump shows no trump (above the one on the table), and only the
taker may still hold the retourne (``memory.CardMemory`` reads all that from the view).
``deal_hidden`` deals the unknown cards to the three other seats so that each gets the
right number of cards and nothing it cannot hold. Every card is placed with a check of
Hall's condition on what is left, so the dealing never runs into a dead end.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards import bits
from ..errors import BeloteError
from .base import PlayerView
from .memory import CardMemory


def cards_held(view: PlayerView) -> list[int]:
    """How many cards each seat (N E S W) still holds, from the plays so far."""
    played = [0, 0, 0, 0]
    clockwise = view.rules.clockwise
    for t in view.tricks:
        for seat, _ in t.plays(clockwise):
            played[seat] += 1
    seat = view.leader
    for _ in view.trick:
        played[seat] += 1
        seat = seat.next(clockwise)
    return [8 - n for n in played]


def _hall_ok(counts: Sequence[int], caps: Sequence[int], seats: Sequence[int]) -> bool:
    """Hall's condition: for every set of seats, the cards only they may hold fit in them.

    ``counts[m]`` is the number of cards whose allowed seats form the 4-bit mask ``m``.
    """
    subsets = [0]
    for s in seats:
        subsets += [m | (1 << s) for m in subsets]
    for sub in subsets[1:]:
        need = 0
        for m in range(1, 16):
            if counts[m] and not m & ~sub:
                need += counts[m]
        room = 0
        for s in seats:
            if sub >> s & 1:
                room += caps[s]
        if need > room:
            return False
    return True


def deal_hidden(view: PlayerView, rng: random.Random,
                memory: CardMemory | None = None) -> list[int]:
    """The four hands (N E S W): the seat's own, and the unknown cards dealt at random to
    the three others, consistently with everything the seat knows.

    ``memory`` may be a ``CardMemory`` already updated with ``view``; otherwise one is built.
    """
    if memory is None:
        memory = CardMemory()
        memory.update(view)
    me = int(view.seat)
    caps = cards_held(view)
    caps[me] = 0
    others = [s for s in range(4) if s != me]
    cards = list(bits(memory.unknown))
    rng.shuffle(cards)
    allowed = []
    for c in cards:
        m = 0
        for s in others:
            if memory.possible[s] >> c & 1:
                m |= 1 << s
        allowed.append(m)
    counts = [0] * 16
    for m in allowed:
        counts[m] += 1
    # Most constrained cards first; ties keep the shuffled order.
    order = sorted(range(len(cards)), key=lambda i: allowed[i].bit_count())
    hands = [0, 0, 0, 0]
    hands[me] = view.hand
    for i in order:
        c, m = cards[i], allowed[i]
        counts[m] -= 1
        choices = [s for s in others if m >> s & 1 and caps[s] > 0]
        weights = [caps[s] for s in choices]
        while choices:
            s = rng.choices(choices, weights)[0]
            caps[s] -= 1
            if _hall_ok(counts, caps, others):
                hands[s] |= 1 << c
                break
            caps[s] += 1
            k = choices.index(s)
            del choices[k]
            del weights[k]
        else:
            # Nothing fits: the view is inconsistent (it cannot come from a real deal).
            raise BeloteError("no deal of the hidden cards fits what this seat has seen")
    return hands
