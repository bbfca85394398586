"""A position to play on (``belote play --from FILE``): a deal file's header, the four
hands as dealt (``hand: S J♥ 7♥ …``) and zero to seven whole tricks already played.

``read_position`` reads one from a file's text with the deal file's reader (its problems
as ``DealFileErrors``, each at its line), ``load_position`` from a file.

>>> text = '''trump: ♥
... taker: N
... dealer: E
... hand: N Q♥ K♥ 8♠ K♠ 7♦ J♦ 9♣ Q♣
... hand: E 8♥ 10♥ 10♠ Q♠ A♦ K♦ 10♣ J♣
... hand: S J♥ 9♥ 7♠ J♠ 8♦ Q♦ 7♣ A♣
... hand: W 7♥ A♥ A♠ 9♠ 10♦ 9♦ K♣ 8♣
... 1: S J♥  W 7♥  N Q♥  E 8♥
... '''
>>> position = read_position(text)
>>> position.record.tricks, position.record.first_leader()
([(J♥, 7♥, Q♥, 8♥)], <Seat.S: 2>)
"""

from __future__ import annotations

import dataclasses
import os

from ..core.errors import DealFileError, DealFileErrors, Reason
from ..core.rules import Rules
from .headers import Reader
from .model import DealRecord
from .reader import _rules, not_text, read_text


@dataclasses.dataclass(frozen=True, slots=True)
class Position:
    """A deal to play on: ``record``, its header and the whole tricks played so far (fewer
    than 8), and ``hands``, the hands of N, E, S and W as dealt (masks of 8 cards)."""

    record: DealRecord
    hands: tuple[int, ...]


def read_position(text: str, path: str = "<deal>", rules: Rules = None) -> Position:
    """The position of a deal file's text: one deal, its ``hand:`` lines and its tricks.
    ``rules``: options over the file's, as ``loads`` takes them. ``DealFileErrors`` with
    every problem found, each at its line (a card played twice, not held, or breaking an
    obligation; a trick of fewer than 4 cards; a hand of other than 8 cards)."""
    if not isinstance(text, str):
        raise not_text(text, "a deal file's text (str)")
    reader = Reader(path, _rules(rules, None, "read_position"))
    reader.position = True
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    records: list[DealRecord] = []
    hands = None
    for record in reader.deals(text):
        records.append(record)
        if len(records) == 1:
            hands = reader.hands
    if reader.kept:
        raise DealFileErrors(reader.errors(), reader.more, reader.stopped)
    if len(records) > 1:
        raise DealFileErrors([DealFileError(path, records[1].lines.get("deal", 0), 0,
                                            Reason("position_one_deal"))])
    assert len(records) == 1 and hands is not None  # else a problem was said
    return Position(records[0], hands)


def load_position(path: str | os.PathLike[str], rules: Rules = None) -> Position:
    """``read_position`` of a file, named in its problems as ``load`` names it."""
    return read_position(read_text(path), os.fspath(path), rules)
