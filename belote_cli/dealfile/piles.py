"""The piles form of the deal file (``NS: …``, ``EW: …``, ``last:``): the cards each team
won, the rest of the deck to the team left out.
"""

from __future__ import annotations

from ..core.cards import FULL_DECK, sorted_cards
from ..core.errors import Reason
from ..core.seats import Team
from .collect import Collector, clubs_reading
from .lexing import Token
from .model import DealRecord


class PileReader(Collector):
    """The pile lines of a deal."""

    def read_piles(self, record: DealRecord, piles: dict[Team, tuple[int, list[Token]]],
                   last: Team | None, last_line: int, last_column: int, said: bool,
                   last_written: tuple[str, str]) -> None:
        """Read the piles into ``record``. ``last`` is the team of the ``last:`` line,
        written at ``last_line`` and ``last_column`` (``said``: the line is there, its team
        perhaps refused already), its key and team as written in ``last_written`` (quoted
        so); without that line, ``last_line`` is the deal's first line, where its absence
        is reported."""
        masks: dict[Team, int] = {}
        where: dict[int, tuple[Team, int]] = {}
        spelled: list[tuple[str, int | None]] = []  # each card as written and as read
        doubled = 0  # the mask of the cards written again
        for team in sorted(piles):
            line, tokens = piles[team]
            mask = 0
            read = self.line_cards(line, tokens)
            unread = len(read) < len(tokens)  # a word that is no card, said
            for tok, c in read:
                spelled.append((tok.text, c))
                if c in where:
                    doubled |= 1 << c
                    other, other_line = where[c]
                    msg = (Reason("pile_twice", {"text": tok.text, "team": team})
                           if other is team else
                           Reason("pile_both", {"text": tok.text, "team": other,
                                                "line": other_line}))
                    self.error(line, tok.column, msg)
                    continue
                where[c] = (team, line)
                mask |= 1 << c
            masks[team] = mask
            n = len(tokens)
            # A word that is no card is said above, and not counted as one: how many
            # cards the pile was meant to hold is not known then ('NS: all').
            if n % 4 and not unread:
                self.error(line, 1, Reason(
                    "pile_count_one" if n == 1 else "pile_count", {"team": team, "n": n}))
        missing = FULL_DECK & ~(masks[Team.NS] | masks[Team.EW]) if len(masks) == 2 else 0
        self.note_clubs_slip(spelled, doubled, missing)
        if len(masks) == 1 and self.lang in ("en", "fr"):
            # One pile, the other the rest of the deck: no card is doubled or missing to
            # tell a C read in the file's language from the other's ('VC' in an English
            # file, clubs; a French player's cœur). The first such card is noted.
            # Not where the other suit's card of its rank is in the pile too: then the C
            # card is most likely what it reads as.
            ranks, shift = self.other_c()
            (mask,) = masks.values()
            record.clubs_read = next(
                (clubs_reading(text, c) for text, c in spelled if c is not None
                 and text[-1:] in ("C", "c") and text[:-1] in ranks
                 and not mask >> (c + shift) & 1), None)
        if missing and not self.counted(0, 0):
            self.error(0, 0, Reason("cards_missing",
                                    {"cards": sorted_cards(missing, record.trump)}))
        full = {t: m for t, m in masks.items()}
        if len(full) == 1:
            (given, mask), = full.items()
            full[given.other] = FULL_DECK & ~mask
        if last is None:
            for team, mask in full.items():
                if mask == FULL_DECK:
                    last = team
            if last is None and not said:
                self.error(last_line, 0, Reason("piles_no_last", {
                    "key": self.key_word("last")}))
        elif len(full) == 2 and full[last] == 0 and not (last in piles and piles[last][1]):
            # (A pile written whose cards could not be read is not empty: said above.)
            key, written = last_written
            self.error(last_line, last_column, Reason("last_empty", {
                "key": key, "value": written, "team": last}))
        record.piles = masks
        record.last = last
