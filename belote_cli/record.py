"""The deal file (``.belote``): ``load``/``loads``/``dump``/``dumps`` and ``DealRecord``.

See FORMAT in the README: the trick-by-trick form, the piles form, several deals a file.
"""

from __future__ import annotations

import dataclasses

from .rules import RuleSet
from .seats import Seat, Team


@dataclasses.dataclass(slots=True)
class DealRecord:
    """One deal as written down: header, then either the tricks or the piles.

    ``tricks``: the cards of each trick in order of play (the engine works out who played
    each one from the first leader). ``piles``: masks of the cards won per team, with
    ``last`` the team that won the last trick. ``lines`` maps each trick index to the line
    it came from, for messages.
    """

    trump: int
    taker: Seat | None = None
    dealer: Seat | None = None
    leader: Seat | None = None  # who led trick 1, when known from the file's seats
    rules: RuleSet = dataclasses.field(default_factory=RuleSet)
    belote: tuple[Seat, ...] = ()  # seats that declared belote-rebelote
    tricks: list[tuple[int, ...]] = dataclasses.field(default_factory=list)
    piles: dict[Team, int] | None = None
    last: Team | None = None

    def first_leader(self) -> Seat:
        """Who led trick 1: from the file's seats, else the seat after the dealer, else S."""
        if self.leader is not None:
            return self.leader
        if self.dealer is not None:
            return self.dealer.next(self.rules.clockwise)
        return Seat.S
