"""A match (*partie*): deal scores added up to the target, litige stakes carried over."""

from __future__ import annotations

import dataclasses

from .rules import RuleSet
from .scoring import DealScore
from .seats import Team


@dataclasses.dataclass(slots=True)
class Match:
    """Running totals of a match played to ``rules.target``.

    A litige's held stake goes to the team that scores more in the next deal; a litige in
    that deal holds both stakes one deal more. Held points still waiting at the end are lost.
    """

    rules: RuleSet = dataclasses.field(default_factory=RuleSet)
    totals: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    held: int = 0
    deals: list[DealScore] = dataclasses.field(default_factory=list)
    winner: Team | None = None

    def add(self, deal: DealScore) -> tuple[int, int]:
        """Add a deal; returns what each team gained from it (stake won included)."""
        gained = list(deal.score)
        if self.held and deal.score[0] != deal.score[1] and not deal.held:
            gained[0 if deal.score[0] > deal.score[1] else 1] += self.held
            self.held = 0
        self.held += deal.held
        self.totals[0] += gained[0]
        self.totals[1] += gained[1]
        self.deals.append(deal)
        target = self.rules.target
        ns, ew = self.totals
        if (ns >= target or ew >= target) and ns != ew:
            self.winner = Team.NS if ns > ew else Team.EW
        return gained[0], gained[1]

    @property
    def is_over(self) -> bool:
        """True once a team has won."""
        return self.winner is not None
