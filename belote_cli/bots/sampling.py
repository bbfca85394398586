"""Dealing the hidden cards consistently with what one seat knows (*donnes compatibles*).

A seat sees its own hand, every card played and the retourne (which went to the taker).
It also knows what the other seats cannot hold: a failure to follow suit shows a void, a
failure to trump or to overtrump shows no trump (above the one on the table), and only the
taker may still hold the retourne (``memory.CardMemory`` reads all that from the view).
``deal_hidden`` deals the unknown cards to the three other seats so that each gets the
right number of cards and nothing it cannot hold. Every card is placed with a check of
Hall's condition on what is left, so the dealing never runs into a dead end.
``deal_consistent`` also weighs the bids: a dealing where the taker would not have taken,
or where a player who passed would have taken, is dealt again.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..bidding import deal_order
from ..cards import SUITS, bits, mask_of
from ..errors import BeloteError
from .base import PlayerView
from .heuristic import HeuristicParams, hand_value
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


def bidding_fits(view: PlayerView, hands: Sequence[int], rng: random.Random,
                 params: HeuristicParams | None = None) -> bool:
    """Whether a dealing of the hidden cards fits the bids, as a tuned bidder would make them.

    The seats that spoke before the taker passed; the taker took. Which five of a player's
    cards were dealt first is unknown: a random five of them stands for it (the retourne
    aside for the taker), so a dealing is kept with the chance that such a player would
    have bid as they did. The bids are read from the taker, the dealer and the retourne.
    """
    taker, dealer, retourne = view.taker, view.dealer, view.retourne
    if taker is None or dealer is None or retourne is None:
        return True
    params = params if params is not None else HeuristicParams()
    played = [0, 0, 0, 0]
    clockwise = view.rules.clockwise
    for t in view.tricks:
        for seat, c in t.plays(clockwise):
            played[seat] |= 1 << c
    seat = view.leader
    for c in view.trick:
        played[seat] |= 1 << c
        seat = seat.next(clockwise)
    rs = retourne >> 3
    first_round = view.trump == rs
    others = [s for s in SUITS if s != rs]
    order = deal_order(dealer, clockwise)
    spoke_twice = order.index(taker)  # seats before the taker passed in its round too
    for i, seat in enumerate(order):
        if seat == view.seat:
            continue
        cards = (hands[seat] | played[seat]) & ~(1 << retourne)
        first = mask_of(rng.sample(list(bits(cards)), 5)) | (1 << retourne)
        if seat == taker:
            if first_round:
                if hand_value(first, rs, params) < params.take:
                    return False
                continue
            value = hand_value(first, view.trump, params)
            if value < params.name or any(hand_value(first, s, params) > value
                                          for s in others):
                return False
            continue
        if (i < spoke_twice or not first_round) and hand_value(first, rs, params) >= params.take:
            return False
        if not first_round and i < spoke_twice and any(
                hand_value(first, s, params) >= params.name for s in others):
            return False
    return True


def deal_consistent(view: PlayerView, rng: random.Random, memory: CardMemory | None = None,
                    tries: int = 20) -> list[int]:
    """``deal_hidden``, redealt (up to ``tries`` times) until the bids fit the hands."""
    hands = deal_hidden(view, rng, memory)
    for _ in range(tries - 1):
        if bidding_fits(view, hands, rng):
            break
        hands = deal_hidden(view, rng, memory)
    return hands
