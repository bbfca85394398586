"""The trick lines of the deal file (``1: S:A♥ W:7♥ N:10♥ E:K♥``): each card with the seat
written before it, the seats checked against the leader and the direction of play.
"""

from __future__ import annotations

from itertools import pairwise

from ..core.cards import (
    FULL_DECK,
    CardTuple,
    card_of_text,
    parse_number,
    sorted_cards,
    written_number,
)
from ..core.errors import CardError, Reason, RuleError
from ..core.rules import TWO_PLAYER_GAMES, trick_winner
from ..core.seats import SEATS, Seat, parse_seat
from ..core.talon import PLAYERS, TRICKS
from .collect import Collector, problem_of
from .lexing import OTHER, TRICK_NAMES, TRICK_NUMBERS, Token, WrittenCard, read_table
from .model import DealRecord


class TrickReader(Collector):
    """The trick lines of a deal."""

    def read_plays(self, line: int, value: str, value_column: int) -> list[WrittenCard]:
        """The cards of a trick line, each with the seat written before it, if any."""
        plays: list[WrittenCard] = []
        table = read_table(self.lang)  # the usual spellings: looked up
        pending = ""  # a seat written before its card, its column and the seat
        pending_column = 0
        pending_seat: Seat | None = None
        spaced = value.replace(",", " ") if "," in value else value  # the same columns
        words: list[tuple[str, int, int]] = []  # each token, its column and its look-up
        at = 0
        for text in spaced.split():  # the tokens of TOKEN, split faster
            at = spaced.find(text, at)
            found = table.get(text)
            if found is None:
                found = table.get(text.lower(), OTHER)
            words.append((text, value_column + at, found))
            at += len(text)
        seat_slips: set[int] | None = None  # the unknown words taken for seats, once asked
        for index, (text, column, found) in enumerate(words):
            if found >= 0:
                if found < 32:  # a card
                    plays.append(WrittenCard(pending_seat, found, text, column, pending_column))
                else:  # 'S:AH', a seat and its card
                    if pending:
                        self.error(line, pending_column, Reason("seat_no_card",
                                                                {"text": pending}))
                    seat_length = text.index(":") + 1
                    plays.append(WrittenCard(SEATS[(found >> 5) - 1], found & 31,
                                             text[seat_length:], column + seat_length, column))
                pending, pending_column, pending_seat = "", 0, None
                continue
            if found != OTHER:  # a seat, before its card
                if pending:
                    self.error(line, pending_column, Reason("seat_no_card", {"text": pending}))
                pending, pending_column, pending_seat = text, column, SEATS[-1 - found]
                continue
            seat_text, colon, card_text = text.partition(":")
            if colon:
                try:
                    seat = parse_seat(seat_text)
                except CardError as e:
                    self.error(line, column, problem_of(e))
                    seat = None
                if pending:
                    self.error(line, pending_column, Reason("seat_no_card", {"text": pending}))
                pending, pending_column, pending_seat = "", 0, None
                if not card_text:
                    pending, pending_column, pending_seat = text, column, seat
                    continue
                plays.append(self.play(line, seat, Token(card_text, column + len(seat_text)
                                                          + 1), column))
                continue
            if not pending:
                if seat_slips is None:
                    seat_slips = _seat_slips(words)
                if index in seat_slips:  # 'X 7♠ W A♠ N K♠ E 10♠': a seat mistyped
                    self.error(line, column, Reason("seat_unknown", {"text": text}))
                    pending, pending_column, pending_seat = text, column, None
                    continue
            plays.append(self.play(line, pending_seat, Token(text, column), pending_column))
            pending, pending_column, pending_seat = "", 0, None
        if pending:
            self.error(line, pending_column, Reason("seat_no_card", {"text": pending}))
        return plays

    def play(self, line: int, seat: Seat | None, tok: Token, seat_column: int) -> WrittenCard:
        try:
            c: int | None = card_of_text(tok.text, self.lang)
        except CardError as e:
            self.error(line, tok.column, self.card_problem(e))
            c = None
        return WrittenCard(seat, c, tok.text, tok.column, seat_column)

    def extra_trick(self, line: int, column: int, problem: Reason, hinted: bool) -> bool:
        """Say a trick line beyond the deal's last trick (``problem``); the first numbered
        1 most likely begins the next deal, its '---' forgotten: said once a deal (whether
        it is, ``hinted``, returned)."""
        if problem.params["number"] == "1" and not hinted:
            problem, hinted = Reason("hint_new_deal", {"problem": problem}), True
        self.error(line, column, problem)
        return hinted

    def check_cut_tricks(self, trick_lines: list[tuple[int, int, str, list[WrittenCard]]],
                         options: tuple[str, ...], trump: int | None, dealer: Seat | None,
                         leader: Seat | None, deck: tuple[int, ...] | None) -> None:
        """The problems of the trick lines of a deal cut short (at most 8 lines, 16 at
        two), under the keys read before reading stopped; nothing of what the deal lacks."""
        try:
            rules = self.rules_for(options)
        except RuleError:  # options that do not go together: not said of a deal cut short
            rules = self.rules_for(())
        record = DealRecord(trump=trump if trump is not None else 0, dealer=dealer,
                            leader=leader, rules=rules,
                            deck=deck if rules.players == 2 else None)
        self.read_tricks(record, trick_lines, trump is not None, whole=False)

    def read_tricks(self, record: DealRecord,
                    trick_lines: list[tuple[int, int, str, list[WrittenCard]]],
                    trump_known: bool, whole: bool = True) -> None:
        """Check the trick lines of a deal and add their cards to ``record``; ``whole``
        False for a deal cut short, whose missing tricks and cards are not problems."""
        two = record.is_two
        # A deal of two players: 16 tricks of 2 cards, S and N in turn.
        size, count = (2, TRICKS) if two else (4, 8)
        step = 0 if two else 1 if record.rules.clockwise else -1
        expected, first_why = self.first_lead(record, two)
        played: dict[int, str] = {}  # card -> trick number it was played in
        previous_number = 0
        # After a trick whose seats were reported: the seat counted from its leader won it,
        # if the file wrote it at the winning card's seat wrongly, and may lead the next.
        counted_winner: Seat | None = None
        hinted = False
        won_number = ""
        doubled = 0  # the mask of the cards played again
        # Each step bound once: the reading as fast as when it was one method.
        trick_number, read_cards = self.trick_number, self.read_cards
        trick_leader, follow_trick = self.trick_leader, self.follow_trick
        lines = record.lines
        # Every trick line written, in rising order, with a number skipped: the numbers
        # slipped, no trick is missing (a gap then says so, and the place to write).
        values = [self.number_value(digits, count) for _, _, digits, _ in trick_lines]
        slipped = whole and len(values) == count and all(
            a < b for a, b in pairwise(values))
        # Every trick line written once, out of order: said once, at the first line out of
        # place, and the numbers' order not said again line by line.
        shuffled = (whole and not slipped and len(values) == count
                    and sorted(values) == list(range(1, count + 1)))
        if shuffled:
            place = next(i for i, v in enumerate(values, 1) if v != i)
            line, column, digits, _ = trick_lines[place - 1]
            self.error(line, column, Reason("trick_order", {
                "number": digits if digits in TRICK_NUMBERS else written_number(digits),
                "place": place, "count": count}))
            # Then checked in the order their numbers give: what is wrong besides is said
            # as it would be with the lines in order, not the leads the order upsets.
            trick_lines = [x for _, x in sorted(zip(values, trick_lines, strict=True),
                                                key=lambda pair: pair[0])]
        # What the trump line is checked against, at the deal's first wrong lead (none, no
        # cost: a deal without problems pays nothing for the check).
        self.trump_fit = (trick_lines, record.trump, step, 2 if two else 4) if (
            whole and trump_known) else None
        for index, (line, column, digits, plays) in enumerate(trick_lines, 1):
            lines[TRICK_NAMES[index]] = line
            number, previous_number = trick_number(line, column, digits, count, two,
                                                   previous_number,
                                                   index if slipped else 0)
            again = read_cards(line, column, number, plays, size, two, played)
            doubled |= again
            leader, seated = trick_leader(record, index, plays, expected, counted_winner,
                                          step, two)
            expected, counted_winner, hinted = follow_trick(
                record, index, line, number, plays, seated, leader, again, size, step,
                trump_known, hinted, won_number if index > 1 else first_why)
            won_number = number
        held = 0  # the mask of the cards in ``played``
        for card in played:
            held |= 1 << card
        missing = FULL_DECK & ~held if whole else 0
        self.note_clubs_slip(((p.text, p.card) for *_, plays in trick_lines for p in plays),
                             doubled, missing)
        if whole:
            self.check_deal_tricks(len(trick_lines), count, two, missing, record.trump)

    def first_lead(self, record: DealRecord, two: bool) -> tuple[Seat | None, Reason]:
        """Who leads trick 1 as the keys say (the leader, else the seat after the dealer),
        or None, and why, as the problem of a trick 1 led by another seat says it."""
        if record.leader is not None:
            return record.leader, Reason("lead_given", {"key": self.key_word("leader")})
        if record.dealer is not None and (not two or record.dealer in PLAYERS):
            # (At two, a dealer other than S or N is its own problem: no leader from it.)
            return record.first_leader(), Reason("lead_dealer", {"seat": record.dealer})
        return None, Reason("as_written", {"text": ""})

    @staticmethod
    def number_value(digits: str, count: int) -> int:
        """The value of a trick line's number (``digits`` in ASCII digits), count + 1 or
        more for any number above ``count``."""
        value = TRICK_NUMBERS.get(digits)
        if value is None:
            value = parse_number(digits, count)
            assert value is not None  # TRICK_KEY took ASCII digits
        return value

    def trick_number(self, line: int, column: int, digits: str, count: int, two: bool,
                     previous_number: int, place: int = 0) -> tuple[str, int]:
        """The number of a trick line as written (``digits`` in ASCII digits), its range
        and its place after the trick before (``previous_number``, 0 for none) checked;
        with the number of the last trick in range so far. ``place``, the line's place
        among the trick lines where all of them are written in rising order (else 0): a
        number skipped is then no trick missing. (Lines written out of order are sorted by
        ``read_tricks`` first, their order said once.)"""
        # ``value`` is count + 1 for any number above ``count``.
        value = self.number_value(digits, count)
        number = digits if digits in TRICK_NUMBERS else written_number(digits)
        if not 1 <= value <= count:
            # Not counted in the order of the tricks (no list of the tricks missing up
            # to it); a ninth line is reported as it is read.
            self.error(line, column, Reason("trick2_range" if two else "trick_range",
                                            {"number": number}))
            return number, previous_number
        if value != previous_number + 1:
            if value == previous_number:
                msg = Reason("trick_twice", {"number": number})
            elif value < previous_number:
                msg = Reason("trick_after", {"number": number, "previous": previous_number})
            else:
                gap = ", ".join(str(n) for n in range(previous_number + 1, value))
                # No trick before it: there is no trick 0 to follow.
                msg = Reason("trick_slip", {"number": number, "place": place,
                                            "count": count}) if place else Reason(
                    "trick_gap", {"number": number, "previous": previous_number,
                                  "gap": gap}) if previous_number else Reason(
                    "trick_gap_first", {"number": number, "gap": gap})
            self.error(line, column, msg)
        return number, value

    def read_cards(self, line: int, column: int, number: str, plays: list[WrittenCard],
                   size: int, two: bool, played: dict[int, str]) -> int:
        """Check the count of a trick's cards and note each in ``played`` (card -> trick
        number), saying each played before; returns the mask of those, 0 for none (if
        any, who won the trick is not known)."""
        # A word that is neither a seat nor a card, without a seat before it ('E J♠ X
        # 7♠ 8♠ 9♠', '1: A♥ K♥ all'), may be a card or a seat mistyped, or no card at
        # all: reported as an unknown card, and the count only when it is wrong either
        # way, counting the cards read alone, as a pile with such a word is not
        # counted. (Where the line writes its seats and a card follows it, 'S J♠ X 7♠',
        # read_plays took it for a seat; a word written after a seat is one card.)
        unsure = sum(p.card is None and p.seat is None for p in plays)
        read = len(plays) - unsure
        if not read <= size <= len(plays) and not self.counted(line, column):
            self.error(line, column,
                       Reason("trick2_one_card" if two else "trick_one_card",
                              {"number": number})
                       if read == 1 else
                       Reason("trick2_cards" if two else "trick_cards",
                              {"number": number, "n": read}))
        again = 0
        here = 0  # the cards of this line
        for p in plays:
            if p.card is None:
                continue
            bit = 1 << p.card
            if p.card in played:
                again |= bit
                if not self.counted(line, p.column):
                    # Twice on this very line, or again after the trick it was played in.
                    self.error(line, p.column, Reason(
                        "card_twice" if here & bit else "card_again",
                        {"text": p.text, "trick": played[p.card]}))
            else:
                played[p.card] = number
            here |= bit
        return again

    def trick_leader(self, record: DealRecord, index: int, plays: list[WrittenCard],
                     expected: Seat | None, counted_winner: Seat | None, step: int,
                     two: bool) -> tuple[Seat | None, list[tuple[int, Seat]]]:
        """Who leads trick ``index``: the seat ``expected`` after the trick before (or
        ``counted_winner``, see ``follow_trick``), else the one its written seats say; S
        for a trick 1 that nothing says the leader of. With the trick's written seats and
        their places."""
        leader = expected
        seated = [(i, p.seat) for i, p in enumerate(plays) if p.seat is not None]
        if counted_winner is not None and seated and _advance(
                seated[0][1], -seated[0][0], step) is counted_winner:
            # The last trick's seats were reported, and this one's lead follows from
            # them as counted from its leader: that problem explains this lead.
            leader = counted_winner
        if leader is None:
            if seated:
                i, seat = seated[0]
                leader = _advance(seat, -i, step)
            elif index == 1:
                # Nothing in the file says who led: S, said under the tally, since the
                # teams come out swapped if E or W did.
                leader = Seat.S
                record.leader_assumed = not two
                record.keys["leader"] = self.key_word("leader")
        return leader, seated

    def follow_trick(self, record: DealRecord, index: int, line: int, number: str,
                     plays: list[WrittenCard], seated: list[tuple[int, Seat]],
                     leader: Seat | None, again: int, size: int, step: int, trump_known: bool,
                     hinted: bool, won_number: str | Reason,
                     ) -> tuple[Seat | None, Seat | None, bool]:
        """Check the seats of a trick from its ``leader`` (the winner of trick
        ``won_number``, or for trick 1 the reason why it leads) and add its cards to
        ``record``; returns who is to lead the next trick (None where not known), the
        seat counted to have won it where its written seats were reported, and whether a
        problem of the deal suggests the other direction (``hinted`` so far)."""
        slipped = False  # the trick's written seats do not follow one another
        if leader is not None and len(plays) == size:
            problems = self.deal_problems
            checked = self.check_seats(line, number, plays, seated, leader,
                                       Reason("lead_won", {"number": won_number})
                                       if isinstance(won_number, str) else won_number,
                                       step, hinted or size == 2,  # size 2: at two
                                       TWO_PLAYER_GAMES.get(record.rules.variant, ""))
            slipped = self.deal_problems != problems and checked is leader
            leader = checked
            hinted = hinted or self.hinted  # not a scan of every error: linear
        if index == 1:
            record.leader = leader
        cards = CardTuple([p.card for p in plays if p.card is not None])  # prints as cards
        record.tricks.append(cards)
        if leader is None or len(cards) != size or not trump_known or again:
            # A card unknown, or played before (the duplicate reported: the card
            # really played, and so who won, is not known): the next lead unchecked.
            return None, None, hinted
        won = trick_winner(cards, record.trump)
        expected = _advance(leader, won, step)
        if slipped:
            # The seats reported above: the next lead is the seat the file wrote
            # at the winning card, if any, rather than one counted from a leader
            # the file contradicts (which would report the next trick wrongly),
            # or the one counted, which the problem reported explains.
            return plays[won].seat, expected, hinted
        return expected, None, hinted

    def check_deal_tricks(self, lines: int, count: int, two: bool, missing: int,
                          trump: int) -> None:
        """Say a whole deal of fewer than ``count`` trick lines, and its cards not played
        (``missing``, a mask)."""
        if lines < count and not self.counted(0, 0):
            self.error(0, 0, Reason("tricks2_one" if two else "tricks_one")
                       if lines == 1 else
                       Reason("tricks2_few" if two else "tricks_few", {"n": lines}))
        if missing and not self.counted(0, 0):
            self.error(0, 0, Reason("cards_missing", {"cards": sorted_cards(missing, trump)}))

    def check_seats(self, line: int, number: str, plays: list[WrittenCard],
                    seated: list[tuple[int, Seat]], leader: Seat, why: Reason,
                    step: int, hinted: bool, game: str = "") -> Seat:
        """Check the written seats of one trick; returns the leader to go on with.
        ``game``: at two (``step`` 0), the game's name, for a seat that is not at its table.

        One problem is reported a trick. A wrong leader with the rest of the trick written
        consistently from it is taken at its word, so that one slip is not reported again
        on every later trick.
        """
        for i, seat in seated:
            want = _advance(leader, i, step)
            if seat == want:
                continue
            if not step and seat not in PLAYERS:
                # E or W at a game of two: no seat of its table, not one out of turn.
                expected = (Reason("two_leads", {"seat": want, "why": why}) if i == 0
                            else Reason("two_second", {"seat": want}))
                self.error(line, plays[i].seat_column or plays[i].column,
                           Reason("two_trick_seat", {"number": number, "game": game,
                                                     "found": seat, "expected": expected}))
                break
            if i == 0:
                msg = Reason("must_lead", {"number": number, "seat": want, "why": why,
                                           "found": seat})
            else:
                before = _advance(leader, i - 1, step)
                msg = Reason("plays_after", {"number": number, "seat": want, "before": before,
                                             "found": seat})
            if not hinted and _fits(seated, -step):
                msg = Reason("hint_clockwise" if step < 0 else "hint_anticlockwise",
                             {"problem": msg, "key": self.key_word("rules")})
            elif i == 0 and why.code == "lead_won" and self.trump_fit is not None:
                suit = _trump_fit(*self.trump_fit)
                self.trump_fit = None  # checked once a deal, at its first wrong lead
                if suit is not None:
                    # The line that set the trump: a coinche deal's contract: line sets
                    # it where no trump: line is written.
                    key = ("contract" if "contract" in self.written
                           and "trump" not in self.written else "trump")
                    msg = Reason("hint_trump", {"problem": msg, "suit": suit,
                                                "key": self.key_word(key)})
            elif i == 0 and why.code == "lead_dealer":
                dealer = why.params["seat"]
                assert isinstance(dealer, Seat)  # ``read_tricks``'s reason
                msg = self.dealer_turn(msg, dealer, seat, step)
            column = plays[i].seat_column or plays[i].column
            self.error(line, column, msg)
            if i == 0 and all(s == _advance(seat, j, step) for j, s in seated):
                return seat
            break
        return leader

    def dealer_turn(self, problem: Reason, dealer: Seat, found: Seat, step: int) -> Reason:
        """``problem``, trick 1 not led after the deal's dealer, with the dealer whose turn
        it was where that dealer would make the seat written lead: the deal passes to the
        next player after every deal (docs/rules.md), so a dealer written out of turn may
        be the slip rather than the seats (``dealer: N`` for W after S's deal, N leading).
        Only in a match of four whose deal before names its dealer."""
        before = self.dealer_before
        if before is None or not step or self.independent:
            return problem
        turn = before.next(step > 0)
        if turn is dealer or turn.next(step > 0) is not found:
            return problem
        return Reason("hint_dealer_turn", {"problem": problem, "previous": before,
                                           "deal": self.deal - 1, "seat": turn,
                                           "key": self.key_word("dealer")})


def _seat_slips(words: list[tuple[str, int, int]]) -> set[int]:
    """The indexes of the words of a trick line that are neither a seat nor a card, nor
    written after a seat, and that stand where the line writes its seats: each followed by
    a card, and every card of the line written after a seat or after such a word (``3: X
    7♠ W A♠ N K♠ E 10♠``). Empty where the line writes no seat, or a card without one: an
    unknown word there may as well be a card mistyped."""
    # A seat written before its card: a seat word, or a seat and a colon alone ('S:').
    seat_before = [OTHER < found < 0 or (found == OTHER and text.find(":") == len(text) - 1)
                   for text, _column, found in words]
    if not any(seat_before) and not any(
            found >= 32 or (found == OTHER and ":" in text) for text, _column, found in words):
        return set()
    slips = {i for i, (text, _column, found) in enumerate(words[:-1])
             if found == OTHER and ":" not in text and not (i and seat_before[i - 1])
             and 0 <= words[i + 1][2] < 32}
    for i, (_text, _column, found) in enumerate(words):
        if 0 <= found < 32 and not (i and (seat_before[i - 1] or i - 1 in slips)):
            return set()
    return slips


def _advance(seat: Seat, steps: int, step: int) -> Seat:
    # ``step``: 1 clockwise, -1 anticlockwise, 0 for the two players of belote à deux
    # (each card by the other player).
    if not step:
        return seat.partner if steps % 2 else seat
    return SEATS[(seat + steps * step) % 4]


def _trump_fit(trick_lines: list[tuple[int, int, str, list[WrittenCard]]], trump: int,
               step: int, size: int = 4) -> int | None:
    """The one suit other than ``trump`` (a suit, not SA or TA) as whose trump the leader
    written of every trick is the winner of the trick before, where under ``trump`` one
    is not: the trump line is then the likelier slip. None where every trick does not
    write its ``size`` cards and seats (2 at belote à deux and découverte, whose taker
    may name any suit), or where no suit, or more than one, fits."""
    if not 0 <= trump < 4 or len(trick_lines) < 2:
        return None
    tricks: list[tuple[list[int], list[Seat]]] = []
    for *_, plays in trick_lines:
        cards = [p.card for p in plays if p.card is not None]
        seats = [p.seat for p in plays if p.seat is not None]
        if (len(cards) != size or len(seats) != size
                or not _fits(list(enumerate(seats)), step)):
            return None
        tricks.append((cards, seats))
    fits = [suit for suit in range(4) if all(
        seats[trick_winner(cards, suit)] == following[1][0]
        for (cards, seats), following in pairwise(tricks))]
    return fits[0] if len(fits) == 1 and fits[0] != trump else None


def _fits(seated: list[tuple[int, Seat]], step: int) -> bool:
    """True when the written seats of a trick follow one another in that direction."""
    if len(seated) < 2:
        return False
    i0, s0 = seated[0]
    return all(s == _advance(s0, i - i0, step) for i, s in seated)


def sound_tricks(trick_lines: list[tuple[int, int, str, list[WrittenCard]]],
                  problems: list[tuple[int, int, int, Reason]],
                  ) -> list[tuple[int, int, str, list[WrittenCard]]]:
    """The trick lines before the first one with a problem (or a card not read)."""
    bad = {line for _, line, _, _ in problems if line}
    sound = []
    for trick in trick_lines:
        if trick[0] in bad or any(p.card is None for p in trick[3]):
            break
        sound.append(trick)
    return sound
