"""The expert bot: Monte-Carlo sampling of the hidden hands, each solved double-dummy.

At each card the bot deals the cards it cannot see at random, consistently with all it
knows (its hand, the cards played, the voids shown by failures to follow, to trump or to
overtrump, the retourne in the taker's hand, and the bids: who took and who passed,
``sampling.deal_consistent``), solves every such deal with all hands open
(``solver.Solver``) and plays the card with the best average outcome for its team: the
deal score (contract made or *dedans*), then the card points. The work per card is bounded
by a number of samples and a budget of search nodes, not by the clock, so that a seed
always gives the same game.

Bidding (*la prise*) uses the heuristic bot's hand valuation, tuned by duplicate
simulation: sampling whole deals double-dummy for each bid costs seconds per decision. For
the same reason the first trick is played by the heuristic's rules of thumb.
"""

from __future__ import annotations

import dataclasses
import random

from ..cards import POINTS, STRENGTH, bits
from .base import BidView, PlayerView, register_bot
from .heuristic import HeuristicBot
from .memory import CardMemory
from .sampling import deal_consistent
from .solver import Solver


@dataclasses.dataclass(frozen=True, slots=True)
class ExpertParams:
    """The budget of one decision: samples dealt and search nodes spent at most.

    At least ``min_samples`` deals are solved, then more while fewer than ``max_samples``
    are done and fewer than ``node_budget`` nodes were searched. The cards of the first
    trick (more than ``solve_up_to`` cards in hand) are played by the heuristic bot.
    """

    min_samples: int = 1
    max_samples: int = 40
    node_budget: int = 120_000
    #: With more cards than this in hand (the first trick), the solver would need about a
    #: second per deal; the heuristic's rules of thumb play those cards.
    solve_up_to: int = 7
    #: ``score``: best expected deal score (contract made or not); ``points``: best
    #: expected card points.
    objective: str = "score"
    #: Dealings drawn for each sample, one kept by how well it fits the bids.
    candidates: int = 8


@dataclasses.dataclass(frozen=True, slots=True)
class CardChoice:
    """The expected points (for the mover's team, from this card on) of each legal card,
    and the expected deal score difference that follows."""

    card: int
    expected: dict[int, float]
    samples: int
    margin: dict[int, float]  # expected deal score minus the opponents', by card


class ExpertBot:
    """Plays the card with the best average double-dummy value over sampled deals."""

    name = "expert"

    def __init__(self, rng: random.Random, params: ExpertParams | None = None) -> None:
        self.rng = rng
        self.params = params if params is not None else ExpertParams()
        self._heuristic = HeuristicBot(rng)
        self.memory = CardMemory()

    def bid(self, view: BidView) -> int | None:
        """Take or pass by the tuned hand valuation of the heuristic bot."""
        return self._heuristic.bid(view)

    def play(self, view: PlayerView) -> int:
        """The legal card with the best average double-dummy value."""
        legal = view.legal
        if not legal & (legal - 1):
            return legal.bit_length() - 1
        if view.hand.bit_count() > self.params.solve_up_to:
            return self._heuristic.play(view)
        return self.evaluate(view).card

    def evaluate(self, view: PlayerView) -> CardChoice:
        """The expected points of each legal card over the sampled deals, and the best.

        With the ``score`` objective the card chosen is the one with the best expected
        deal score (the contract made or *dedans* in each sampled deal), the expected
        points breaking ties; with ``points``, the best expected points.
        """
        legal = view.legal
        memory = self.memory
        memory.update(view)
        params = self.params
        team = view.seat & 1
        taken = sum(t.points for t in view.tricks if (t.winner & 1) == team)
        taker_team = None if view.taker is None else view.taker & 1
        totals = {c: 0 for c in bits(legal)}
        utility = {c: 0 for c in totals}
        nodes = 0
        samples = 0
        while samples < params.max_samples:
            hands = deal_consistent(view, self.rng, memory, params.candidates)
            solver = Solver(view.trump, view.rules)
            solution = solver.solve(hands, view.leader, view.trick)
            for c in totals:
                v = solution.values[c]
                totals[c] += v
                utility[c] += deal_margin(taken + v, team, taker_team)
            samples += 1
            nodes += solver.nodes
            if samples >= params.min_samples and nodes >= params.node_budget:
                break
        expected = {c: totals[c] / samples for c in totals}
        margin = {c: utility[c] / samples for c in totals}
        trump = view.trump
        by_score = params.objective == "score"

        def key(c: int) -> tuple[float, float, int, int]:
            # Best average first; among equals the cheaper, then the weaker card.
            first = -margin[c] if by_score else -expected[c]
            return (first, -expected[c], POINTS[trump][c], STRENGTH[trump][c])

        best = min(expected, key=key)
        return CardChoice(best, expected, samples, margin)


def deal_margin(points: int, team: int, taker_team: int | None) -> int:
    """The deal score of ``team`` minus the other team's, for ``points`` card points of 162.

    The takers need 82 (*contrat rempli*); below 81 they are *dedans* and the defence
    scores 162; at 81 (*litige*) the defence scores 81 and the takers' 81 wait.
    Belote, capot and the held stake are left out.
    """
    other = 162 - points
    if taker_team is None:
        return points - other
    takers = points if team == taker_team else other
    if takers >= 82:
        return points - other
    swing = 162 if takers <= 80 else 81
    return -swing if team == taker_team else swing


register_bot("expert", ExpertBot)
