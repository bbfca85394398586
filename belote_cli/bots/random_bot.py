"""The random bot: uniformly at random among the legal cards (the discovery page's bots)."""

from __future__ import annotations

import random

from ..cards import bits
from .base import BidView, PlayerView, register_bot


class RandomBot:
    """Plays a uniformly random legal card; takes or passes at random when bidding."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def bid(self, view: BidView) -> int | None:
        """Pass or take, each allowed choice (pass included) equally likely."""
        choices: list[int | None] = [None, *view.allowed]
        return self.rng.choice(choices)

    def play(self, view: PlayerView) -> int:
        """A uniformly random card among the legal ones."""
        return random_card(view.legal, self.rng)


def random_card(mask: int, rng: random.Random) -> int:
    """A uniformly random card of a non-empty mask."""
    return rng.choice(list(bits(mask)))


register_bot("random", RandomBot)
