"""The random bot: uniformly at random among the legal cards (the discovery page's bots),
and among the legal calls of the coinche auction."""

from __future__ import annotations

import random

from ..core.cards import bits
from ..core.coinche import Call, CoincheAuction
from .base import BidView, PlayerView, bot_repr
from .coinche_policy import random_call


class RandomBot:
    """Plays a uniformly random legal card; takes or passes at random when bidding.

    Its ``repr`` names it (the ``random.Random`` it draws from does not keep its seed):

    >>> RandomBot(random.Random(1))
    RandomBot(name='random')
    """

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __repr__(self) -> str:
        return bot_repr(self)

    def bid(self, view: BidView) -> int | None:
        """Pass or take, each allowed choice (pass included) equally likely."""
        choices: list[int | None] = [None, *view.legal]
        return self.rng.choice(choices)

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        """A random legal call of the coinche auction (``coinche_policy.random_call``)."""
        return random_call(auction, self.rng)

    def play(self, view: PlayerView) -> int:
        """A uniformly random card among the legal ones."""
        return random_card(view.legal, self.rng)


def random_card(mask: int, rng: random.Random) -> int:
    """A uniformly random card of a non-empty mask."""
    return rng.choice(list(bits(mask)))

