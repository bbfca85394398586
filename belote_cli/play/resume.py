"""A match record read back to play on (*reprendre une partie*): ``belote play --resume``.

The deals of the file are scored as ``belote score`` scores them (``engine.match.
score_file``): the match's rules are the first deal's, its totals and the points a litige
holds those after the last deal, and the next dealer the one the rotation gives after the
last deal's dealer (at two, the player ``next_dealer`` names). Void deals are never
written to a record: if the table passed twice after the last deal written, the deal
after it is dealt by the seat after that deal's dealer all the same.
"""

from __future__ import annotations

import dataclasses

from ..core.rules import RuleSet
from ..core.seats import Seat, Team
from ..core.talon import next_dealer_two
from ..dealfile.model import DealRecord
from ..engine.match import score_file


@dataclasses.dataclass(frozen=True, slots=True)
class Resumed:
    """Where a match a record holds stands: its ``records`` (the deals played, in order),
    the match's ``rules``, the ``totals`` (NS, EW; at two S, N) and the points ``held`` by
    a litige after the last deal, its ``winner`` if a side has won, the seat that deals
    next (None where the last deal names no dealer), and the file's ``text`` as read, to
    which the deals played on are appended, their lines ending as the file's first line
    does (``newline``: ``"\r\n"`` in a file written on Windows); ``counted``: the deals
    the match counts (a deal written after it was won is not one)."""

    records: tuple[DealRecord, ...]
    rules: RuleSet
    totals: tuple[int, int]
    held: int
    winner: Team | None
    dealer: Seat | None
    text: str = ""
    newline: str = "\n"
    counted: int = 0

    @property
    def deals(self) -> int:
        """The deals played so far (the record's)."""
        return len(self.records)

    def followed_by(self, appended: str) -> str:
        """The file's text as read (a byte-order mark and its line endings kept; a line
        break added where it ends none), then ``appended`` (lines ending ``\n``) in the
        file's line endings."""
        text = self.text
        if text and not text.endswith("\n"):
            text += self.newline
        return text + (appended if self.newline == "\n"
                       else appended.replace("\n", self.newline))


def resumed(records: list[DealRecord], text: str = "") -> Resumed | None:
    """Where the match of ``records`` (a deal file's, read without a problem) stands;
    None when they are not a match: no deal, ``match: none`` (what ``simulate`` writes)
    or the deal without bidding, which is played alone. ``text``: the file's, kept to be
    written again before the deals played on (``Resumed.followed_by``) and to see that
    the file did not change meanwhile."""
    if not records or records[0].independent or records[0].discovery:
        return None
    totals, held, winner = (0, 0), 0, None
    last = None
    counted = 0
    for deal in score_file(records):
        last = deal
        if deal.counted:
            totals, held, winner = deal.totals, deal.held, deal.winner
            counted += 1
    assert last is not None
    before = last.deal.record
    rules = records[0].rules
    dealer = None
    if before.dealer is not None:
        dealer = (next_dealer_two(before.dealer, last.deal.score, before.rules)
                  if before.is_two else before.dealer.next(rules.clockwise))
    first = text.find("\n")
    newline = "\r\n" if first > 0 and text[first - 1] == "\r" else "\n"
    return Resumed(tuple(records), rules, totals, held, winner, dealer, text, newline,
                   counted)
