"""The deal file (``.belote``): ``load``/``loads``/``dump``/``dumps`` and ``DealRecord``.

See FORMAT in the README: the trick-by-trick form, the piles form, several deals a file.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import tempfile
from collections.abc import Sequence

from .cards import SUIT_LETTERS, card_name, sorted_cards
from .rules import RuleSet, trick_winner
from .seats import Seat, Team


@dataclasses.dataclass(slots=True)
class DealRecord:
    """One deal as written down: header, then either the tricks or the piles.

    ``tricks``: the cards of each trick in order of play (the engine works out who played
    each one from the first leader). ``piles``: masks of the cards won per team as written
    (a team left out holds the rest of the deck), with ``last`` the team that won the last
    trick. ``lines`` gives, for messages, the line of the deal's first line and of each
    trick or pile (it takes no part in comparisons).
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
    lines: dict[str, int] = dataclasses.field(default_factory=dict, compare=False, repr=False)

    def first_leader(self) -> Seat:
        """Who led trick 1: from the file's seats, else the seat after the dealer, else S."""
        if self.leader is not None:
            return self.leader
        if self.dealer is not None:
            return self.dealer.next(self.rules.clockwise)
        return Seat.S

    def trick_seats(self) -> list[list[Seat]]:
        """The seat that played each card of each trick, from the first leader and winners."""
        clockwise = self.rules.clockwise
        leader = self.first_leader()
        out = []
        for cards in self.tricks:
            seats = []
            seat = leader
            for _ in cards:
                seats.append(seat)
                seat = seat.next(clockwise)
            out.append(seats)
            if cards:
                leader = seats[trick_winner(cards, self.trump)]
        return out


# --- writing ------------------------------------------------------------------------------

def dumps_one(record: DealRecord) -> str:
    """One deal in the canonical form: header lines, then ``1: S:AH W:7H N:10H E:KH``…"""
    lines = [f"trump: {SUIT_LETTERS[record.trump]}"]
    if record.taker is not None:
        lines.append(f"taker: {record.taker.name}")
    if record.dealer is not None:
        lines.append(f"dealer: {record.dealer.name}")
    options = record.rules.options()
    if options:
        lines.append("rules: " + " ".join(options))
    if record.belote:
        lines.append("belote: " + " ".join(seat.name for seat in record.belote))
    if record.piles is not None:
        for team in (Team.NS, Team.EW):
            if team in record.piles:
                cards = sorted_cards(record.piles[team], record.trump)
                lines.append(f"{team.name}: " + " ".join(card_name(c) for c in cards))
        if record.last is not None:
            lines.append(f"last: {record.last.name}")
    else:
        seats_of = record.trick_seats()
        for number, trick in enumerate(record.tricks, 1):
            seats = seats_of[number - 1]
            plays = " ".join(f"{seat.name}:{card_name(c)}"
                             for seat, c in zip(seats, trick, strict=True))
            lines.append(f"{number}: {plays}")
    return "\n".join(lines) + "\n"


def dumps(records: DealRecord | Sequence[DealRecord]) -> str:
    """The deal file for ``records`` (one deal or several, separated by ``---``)."""
    if isinstance(records, DealRecord):
        records = [records]
    return "---\n".join(dumps_one(r) for r in records)


def dump(records: DealRecord | Sequence[DealRecord], path: str | os.PathLike[str]) -> None:
    """Write ``records`` to ``path`` whole or not at all (a temporary file, then a rename)."""
    text = dumps(records)
    target = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(target))
    fd, tmp = tempfile.mkstemp(prefix=".", suffix=".belote.tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
