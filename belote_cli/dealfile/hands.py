"""A position (``belote play --from``): the ``hand:`` lines, the four hands as dealt, and
the tricks played so far checked against them and the rules of play.

A deal file that ``belote score`` reads gives all 8 tricks, so every hand follows from
them; a position gives the hands (``hand: S J♥ 7♥ …``, eight cards each, or three of them
and the fourth the rest of the deck) and zero to seven whole tricks, from which the play
goes on. Its tricks are the trick-by-trick form's, read and checked by the same reader;
here each card is also checked to be in the hand of the seat that plays it, and to keep
the obligations (a revoke, which ``score`` lists and scores, is no position to play on).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.cards import FULL_DECK, sorted_cards, written_number
from ..core.errors import CardError, Reason
from ..core.rules import RuleSet
from ..core.seats import SEATS, Seat, parse_seat
from ..core.state import DealState
from .collect import Collector
from .lexing import WrittenCard, tokens_of

#: The cards of a hand as dealt.
HAND_CARDS = 8


class HandReader(Collector):
    """The ``hand:`` lines of a position, and its tricks against them."""

    def read_hands(self, hand_lines: Sequence[tuple[int, str, int]],
                   start: int) -> tuple[int, ...] | None:
        """The hands of N, E, S and W (masks) from the ``hand:`` lines, each ``SEAT`` then
        its 8 cards; three lines give the fourth hand as the rest of the deck. None, each
        problem said at its line, where they do not make four hands of 8 cards."""
        hands: dict[Seat, int] = {}
        said: dict[Seat, int] = {}  # seat -> the line of its hand
        held: dict[int, Seat] = {}  # card -> the seat whose line holds it
        sound = True
        for line, value, column in hand_lines:
            tokens = tokens_of(value, column)
            if not tokens:
                self.error(line, column, Reason("hand_empty"))
                sound = False
                continue
            first = tokens[0]
            try:
                seat = parse_seat(first.text.removesuffix(":"))
            except CardError:
                self.error(line, first.column, Reason("hand_seat", {"text": first.text}))
                sound = False
                continue
            if seat in said:
                self.error(line, first.column, Reason("hand_seat_twice", {"seat": seat,
                                                                     "line": said[seat]}))
                sound = False
                continue
            said[seat] = line
            mask = 0
            read = self.line_cards(line, tokens[1:])
            if len(read) < len(tokens) - 1:
                sound = False  # a word that is no card, said
            for tok, c in read:
                other = held.get(c)
                if other is not None:
                    self.error(line, tok.column, Reason(
                        "hand_card_again" if other is seat else "hand_card_both",
                        {"text": tok.text, "seat": other, "line": said[other]}))
                    sound = False
                    continue
                held[c] = seat
                mask |= 1 << c
            n = len(tokens) - 1
            if n != HAND_CARDS:
                self.error(line, first.column, Reason(
                    "hand_count_one" if n == 1 else "hand_count", {"seat": seat, "n": n}))
                sound = False
            hands[seat] = mask
        if not sound:
            return None
        if len(hands) == 3:
            # The fourth hand is the rest of the deck (8 cards, since the three hold 24).
            (seat,) = (s for s in SEATS if s not in hands)
            hands[seat] = FULL_DECK & ~(sum(hands.values()))
        elif len(hands) < 3:
            self.error(start, 0, Reason("hand_missing", {
                "seats": " ".join(s.name for s in SEATS if s not in hands),
                "key": self.key_word("hand")}))
            return None
        return tuple(hands[s] for s in SEATS)

    def check_plays(self, hands: tuple[int, ...], trump: int, leader: Seat, rules: RuleSet,
                    trick_lines: Sequence[tuple[int, int, str, list[WrittenCard]]],
                    tricks: Sequence[Sequence[int]]) -> None:
        """Each card of the tricks given held by the seat that plays it, and legal: the
        first that is not is said at its line (the tricks after it are not known to be
        played from the hands given)."""
        state = DealState(hands, trump, leader, rules)
        for (line, _column, number, plays), cards in zip(trick_lines, tricks, strict=True):
            written = [p for p in plays if p.card is not None]
            for p, c in zip(written, cards, strict=True):
                seat = state.to_play
                if not state.hands[seat] >> c & 1:
                    self.error(line, p.column, Reason("card_not_held", {
                        "number": written_number(number), "seat": seat, "card": c,
                        "held_cards": sorted_cards(state.hands[seat], trump)}))
                    return
                reason = state.why_illegal(c)
                if reason is not None:
                    self.error(line, p.column, Reason("position_illegal", {
                        "number": written_number(number), "seat": seat, "card": c,
                        "rule": reason}))
                    return
                state.play(c, check=False)
