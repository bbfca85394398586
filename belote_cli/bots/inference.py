"""Inference from the play: how likely the cards seen were, had the hidden hands been those
of a sampled deal (*inférence sur le jeu*).

Voids say what a seat cannot hold; the cards it chose say more. A defender who gives the
K♣ to a trick it cannot win holds no smaller club: the heuristic bot, holding one, would
have given that. ``PlayModel`` replays every card the three other seats played so far
with each seat's hand of the sampled deal at that moment (its cards now and those it
played since) and asks the heuristic bot (``HeuristicBot.play``, which sees what that
seat saw then) what it would have played. The policy is softened: the heuristic's card
has the chance ``1 - eps``, the other legal cards share ``eps``; a forced card has the
chance 1. The deal's weight is the product over the cards seen (the likelihood of the
play); the expert multiplies it by ``sampling.bid_weight``, the chance of the bids (who
took, who passed, as the heuristic values a hand).

``select`` keeps a fixed number of the deals drawn, without replacement, each with a
chance in proportion to its weight (Efraimidis and Spirakis' keys ``u ** (1 / w)``): a
deal is solved once at most, so no deal counts for more than one share of the average,
however likely (the cap), and the unlikely deals fill the places left only when too few
likely ones were drawn. ``select_weighted`` keeps the same deals without weighing the
play of those the bids alone rule out. This is the policy-based inference of the Skat
and Hearts programs that sample worlds for a double-dummy search (perfect information
Monte Carlo).
"""

from __future__ import annotations

import dataclasses
import heapq
import math
import random
from collections.abc import Callable, Sequence

from ..core.rules import legal_plays
from ..core.seats import Seat
from .base import PlayerView
from .heuristic import HeuristicBot

#: The share of the chance the softened policy leaves to the cards the heuristic would
#: not have played. The heuristic bot plays its own card every time; the expert plays the
#: heuristic's card about two times in three after the first trick (87 of 136 cards with
#: a choice in 8 deals of four experts): a share near the expert's third.
DEFAULT_EPS = 0.35


@dataclasses.dataclass(frozen=True, slots=True)
class Decision:
    """A card another seat chose: its seat, the card, the cards that seat played after
    it (the card included: they were in its hand then), and the view it had (its hand
    and legal cards left empty, to be filled from a sampled deal)."""

    seat: Seat
    card: int
    later: int
    view: PlayerView


def decisions(view: PlayerView) -> list[Decision]:
    """Every card the three other seats played so far in ``view``'s deal, in order of
    play, with what their player saw then (four-player games)."""
    clockwise = view.rules.clockwise
    plays: list[tuple[Seat, int, Seat, tuple[int, ...], int]] = []
    # (seat, card, trick leader, cards before it on the trick, tricks finished)
    for k, t in enumerate(view.tricks):
        seat = t.leader
        for i, c in enumerate(t.cards):
            plays.append((seat, c, t.leader, t.cards[:i], k))
            seat = seat.next(clockwise)
    seat = view.leader
    for i, c in enumerate(view.trick):
        plays.append((seat, c, view.leader, view.trick[:i], len(view.tricks)))
        seat = seat.next(clockwise)
    later = [0, 0, 0, 0]
    out: list[Decision] = []
    for seat, c, leader, trick, k in reversed(plays):
        later[seat] |= 1 << c
        if seat is view.seat:
            continue
        seen = PlayerView(seat, 0, view.trump, leader, trick, view.tricks[:k], 0,
                          view.taker, view.dealer, view.retourne, view.rules)
        out.append(Decision(seat, c, later[seat], seen))
    out.reverse()
    return out


class PlayModel:
    """The softened heuristic policy over one view's past cards (``decisions``): the
    chance of each card seen (``card_chance``) and of the whole play (``weight``), for
    any deal of the hidden hands. Draws nothing at random."""

    def __init__(self, view: PlayerView, eps: float = DEFAULT_EPS) -> None:
        if not 0.0 < eps < 1.0:
            raise ValueError(f"eps must lie strictly between 0 and 1, not {eps!r}")
        self.eps = eps
        self.decisions = decisions(view)
        self._under = view.rules.undertrump == "required"
        # One heuristic bot for each past card: its memory reads the tricks before that
        # card once, and then only the hand changes from one deal to the next.
        self._bots = [HeuristicBot(random.Random(0)) for _ in self.decisions]

    def card_chance(self, index: int, hands: Sequence[int]) -> float:
        """The chance that the seat of ``decisions[index]`` played its card, holding then
        its cards of ``hands`` (N E S W) and those it played since."""
        d = self.decisions[index]
        hand = hands[d.seat] | d.later
        v = d.view
        legal = legal_plays(hand, v.trick, v.trump, self._under)
        n = legal.bit_count()
        if n <= 1:
            return 1.0
        if not legal >> d.card & 1:
            return self.eps / n  # cannot come from a real deal: as unlikely as it gets
        v.hand, v.legal = hand, legal  # the view is this model's own
        if self._bots[index].play(v) == d.card:
            return 1.0 - self.eps
        return self.eps / (n - 1)

    def weight(self, hands: Sequence[int]) -> float:
        """The chance of the whole play seen, for the hidden hands ``hands``."""
        w = 1.0
        for i in range(len(self.decisions)):
            w *= self.card_chance(i, hands)
        return w


def select(weights: Sequence[float], count: int, rng: random.Random) -> list[int]:
    """The indices of ``count`` of the deals (``weights``, one each), without
    replacement, each drawn with a chance in proportion to its weight (one draw of
    ``rng`` per deal, Efraimidis and Spirakis' keys): the deals of weight 0 come last,
    in their order. The indices are returned in increasing order."""
    keys: list[tuple[float, int]] = []
    for i, w in enumerate(weights):
        u = 1.0 - rng.random()  # in (0, 1]
        keys.append((math.log(u) / w if w > 0 else -math.inf, -i))
    keys.sort(reverse=True)
    return sorted(-i for _, i in keys[:count])


def select_weighted(priors: Sequence[float], likelihood: Callable[[int], float],
                    count: int, rng: random.Random) -> list[int]:
    """``select`` of the weights ``priors[i] * likelihood(i)``, without computing the
    likelihoods of deals that cannot be kept: a likelihood is at most 1, so a deal's key
    is at most ``log(u) / priors[i]``; the deals are weighed from the highest such bound
    down, until the bound falls below the ``count``-th key found. The same deals as
    ``select`` of the full weights, and the same draws of ``rng``."""
    us = [1.0 - rng.random() for _ in priors]
    bounds = sorted(((math.log(u) / p if p > 0 else -math.inf, -i)
                     for i, (u, p) in enumerate(zip(us, priors, strict=True))),
                    reverse=True)
    kept: list[tuple[float, int]] = []  # a heap of the best keys found, the worst first
    for bound, j in bounds:
        if len(kept) == count and (bound, j) < kept[0]:
            break  # this bound and all those after it: below the worst deal kept
        i = -j
        key = -math.inf
        if priors[i] > 0:
            w = priors[i] * likelihood(i)
            if w > 0:
                key = math.log(us[i]) / w
        if len(kept) < count:
            heapq.heappush(kept, (key, j))
        elif (key, j) > kept[0]:
            heapq.heapreplace(kept, (key, j))
    return sorted(-j for _, j in kept)
