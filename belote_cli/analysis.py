"""Review of a played deal with all hands known: each card against the double-dummy best.

Once a deal is over every hand is known, so each play can be judged as a chess engine
judges a move: the points its team takes from there on if all play perfectly after the
card played, against the same after the best card. The difference is what the card cost
(*points perdus*). Each team's total cost sums the costs of its plays.

Points do not tell a capot: a trick of no point given away spoils one and costs nothing in
points. While a side has won every trick so far, each card is also searched for the capot
(the tricks counted, ``Solver(tricks=True)``): a card after which its side can no longer
take every trick where another card kept that, or after which the other side takes every
trick where another card stopped that, is marked (``PlayReview.capot``).

Nor do points tell the contract: 3 points that take the takers from 83 to 80 turn a made
contract into dedans, 103 against 79 into 20 against 162. In a deal with a contract, each card's
line and the best card's are scored as the tally scores the deal (``replay.result_with``:
the trick points taken so far plus what the search gives for the rest, the deal's belote,
announcements and contract): a card after which the contract's result is another than
after the best card (made, litige or dedans) is marked (``PlayReview.result``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

from .bots.solver import Solution, Solver
from .core import reprs
from .core.cards import DIX_DE_DER, card_name, card_symbol
from .core.errors import BeloteError
from .core.rules import RuleSet, trick_winner
from .core.seats import Seat
from .core.state import DealState
from .core.talon import DRAWING_TRICKS, PLAYERS, TRICKS, deal_layout, side
from .dealfile.model import DealRecord, engine_trump
from .dealfile.replay import hands_from_tricks, replay, result_with

#: The contract's result (``made``, ``litige``, ``dedans``) had the deal ended with these
#: trick points, (NS, EW) or (S, N), the dix de der included (``replay.result_with``).
Judge = Callable[[tuple[int, int]], str]


@dataclasses.dataclass(frozen=True, slots=True)
class PlayReview:
    """One card of the deal, judged double-dummy.

    ``value``: trick points the player's team takes from this card on (the cards on the
    table included) when everybody plays perfectly afterwards. ``best_value``: the same
    after the best legal card; ``best``: those cards. ``loss = best_value - value`` (0 for
    a best card). ``legal`` is False for a revoke (*renonce*): the card broke an obligation.
    ``forced``: the card was the only legal one. ``capot``: ``"lost"`` where the card
    gave up its side's capot (its side had won every trick so far, and with the cards of
    ``capot_cards`` it would take every trick left, whatever the other side plays, which
    after this card it no longer can), ``"let"`` where it let the other side's capot
    through (the cards of ``capot_cards`` kept a trick from it), else None; a revoke is
    not judged for it. ``result``: in a deal with a contract, where the card changed
    the contract's result against the best card, with perfect play after each, the result
    after it (``"made"``, ``"litige"``, ``"dedans"``), ``result_best`` the result the
    cards of ``result_cards`` kept; else None (a revoke is not judged for it, nor any
    card after the deal's first revoke, whose penalty decides the deal).
    """

    trick: int  # 1–8 (1–16 in a game of two)
    seat: Seat
    card: int
    value: int
    best_value: int
    best: tuple[int, ...]
    legal: bool
    forced: bool = False
    capot: str | None = None
    capot_cards: tuple[int, ...] = ()
    result: str | None = None
    result_best: str | None = None
    result_cards: tuple[int, ...] = ()

    def __repr__(self) -> str:
        return reprs.of(self, card=reprs.CARDS, best=reprs.CARDS, capot_cards=reprs.CARDS,
                        result_cards=reprs.CARDS)

    @property
    def loss(self) -> int:
        """Trick points the card cost its team against the best card (never negative if
        legal)."""
        return self.best_value - self.value

    def to_dict(self) -> dict[str, object]:
        """The review as plain JSON values (``capot`` and ``capot_cards`` only where the
        card gave up a capot or let one through, ``result``, ``result_best`` and
        ``result_cards`` only where it changed the contract's result)."""
        out: dict[str, object] = {
            "trick": self.trick,
            "seat": self.seat.name,
            "card": card_name(self.card),
            "value": self.value,
            "best_value": self.best_value,
            "best": [card_name(c) for c in self.best],
            "loss": self.loss,
            "legal": self.legal,
        }
        if self.capot is not None:
            out["capot"] = self.capot
            out["capot_cards"] = [card_name(c) for c in self.capot_cards]
        if self.result is not None:
            out["result"] = self.result
            out["result_best"] = self.result_best
            out["result_cards"] = [card_name(c) for c in self.result_cards]
        return out


@dataclasses.dataclass(frozen=True, slots=True)
class DealReview:
    """The review of a whole deal.

    ``start``: trick points (NS, EW) with perfect play from the first card; ``actual``:
    the trick points each team took; ``cost[team]``: the points its legal plays lost in
    all. Without revokes, ``actual[NS] - start[NS] == cost[EW] - cost[NS]``: what one team
    loses, the other gains. A revoke's own loss (``PlayReview.loss``, possibly negative) is
    left out.
    """

    plays: tuple[PlayReview, ...]
    start: tuple[int, int]
    actual: tuple[int, int]
    cost: tuple[int, int]
    #: Who the two figures of each pair belong to: the teams, or in a two-player game
    #: the players S and N.
    sides: tuple[str, str] = ("NS", "EW")
    #: The first trick reviewed: 11 in belote à deux, whose search starts once the talon
    #: is empty (every card then known); ``start`` and ``actual`` count from there.
    first_trick: int = 1

    def mistakes(self, threshold: int = 1) -> list[PlayReview]:
        """The plays that cost at least ``threshold`` points, the revokes, the cards that
        gave up a capot or let one through, and those that changed the contract's result,
        in order."""
        return [p for p in self.plays if p.loss >= threshold or not p.legal
                or p.capot is not None or p.result is not None]

    def to_dict(self) -> dict[str, object]:
        """The review as plain JSON values."""
        a, b = self.sides
        out: dict[str, object] = {
            "start": {a: self.start[0], b: self.start[1]},
            "actual": {a: self.actual[0], b: self.actual[1]},
            "cost": {a: self.cost[0], b: self.cost[1]},
            "plays": [p.to_dict() for p in self.plays],
        }
        if self.first_trick != 1:
            out["first_trick"] = self.first_trick
        return out


def analyze_deal(hands: Sequence[int], trump: int, first_leader: Seat | int,
                 tricks: Sequence[Sequence[int]], rules: RuleSet | None = None,
                 judge: Judge | None = None) -> DealReview:
    """Judge every card of a played deal against the double-dummy best.

    ``hands``: the four hands as dealt (N E S W; fewer than 8 cards each for an ending);
    ``tricks``: the cards of each trick in order of play (the last one may be unfinished).
    The cards are played on the engine's ``DealState``, revokes let through: a revoke is
    judged by what its team takes after the card played. The capot (``PlayReview.capot``)
    is judged in a whole deal only, eight cards each; the contract
    (``PlayReview.result``) where ``judge`` is given, for a whole deal: the result of
    the contract for the deal's trick points (``replay.result_with``, as
    ``analyze_record`` gives it).
    """
    rules = rules if rules is not None else RuleSet()
    if len(hands) != 4:
        raise BeloteError("a deal needs four hands")
    state = DealState(hands, trump, Seat(int(first_leader)), rules)
    solver = Solver(trump, rules)
    counter = Solver(trump, rules, tricks=True)
    # The capot is the whole deal's: an ending (fewer than eight cards each) is not judged
    # for it, as the tricks before it are not known.
    whole = all(h.bit_count() == 8 for h in hands)
    plays: list[PlayReview] = []
    start: tuple[int, int] | None = None
    cost = [0, 0]
    judging = judge is not None and whole  # until the deal's first revoke
    for number, cards in enumerate(tricks, start=1):
        for c in cards:
            seat = state.to_play
            if not (state.hands[seat] >> c) & 1:
                raise BeloteError(
                    f"trick {number}: {card_symbol(c)} is not in {seat.name}'s hand")
            solution = solver.solve(state.hands, state.leader, state.trick)
            if start is None:
                start = solution.points
            team = seat & 1
            best_value = solution.points[team]
            moves = state.legal_moves()
            legal = bool(moves >> c & 1)
            before = state.points[team]
            winners = {t.winner & 1 for t in state.tricks}
            capot, kept = (_capot(counter, state.hands, state.leader, state.trick, team, c,
                                  {0, 1} - {1 - w for w in winners}
                                  if whole and len(winners) < 2 else set(), solution)
                            if legal else (None, ()))
            judging = judging and legal
            contract = (_contract(judge, (state.points[0], state.points[1]),
                                  sum(solution.points), team, solution.values, best_value, c)
                        if judging and judge is not None else _UNCHANGED)
            state.play(c, check=False)
            if legal:
                value = solution.values[c]
                cost[team] += best_value - value
            else:
                # What the team takes after the revoke: the trick if it ended it, then
                # the rest with perfect play. (A revoke is never the deal's last card: a
                # lone card is always legal.)
                value = (state.points[team] - before
                         + solver.points(state.hands, state.leader, state.trick)[team])
            plays.append(PlayReview(number, seat, c, value, best_value, solution.best, legal,
                                    moves.bit_count() == 1, capot, kept, *contract))
    actual = list(state.points)
    if state.tricks and not any(state.hands) and not state.is_over:
        # An ending played out: its last trick takes the dix de der, which the deal
        # state counts only at the eighth trick.
        actual[state.tricks[-1].winner & 1] += DIX_DE_DER
    if start is None:
        # No card played: the double-dummy value of the deal as dealt.
        start = solver.points(state.hands, state.leader)
    return DealReview(tuple(plays), start, (actual[0], actual[1]), (cost[0], cost[1]))


def analyze_record(record: DealRecord) -> DealReview:
    """``analyze_deal`` on a deal file's record: the hands are read back from the tricks.

    The record needs its eight tricks (not piles); who led first comes from the file's
    seats, else the seat after the dealer, else S (``DealRecord.first_leader``).
    """
    if len(record.tricks) != 8 or any(len(t) != 4 for t in record.tricks):
        raise BeloteError("the review needs the eight tricks of the deal, card by card")
    hands = hands_from_tricks(record)
    if any(h.bit_count() != 8 for h in hands):
        raise BeloteError("the tricks do not give every player eight cards")
    return analyze_deal(hands, engine_trump(record), record.first_leader(), record.tricks,
                        record.rules, _judge(record))


def review_record(record: DealRecord) -> DealReview | None:
    """The review of a deal file's deal, as ``belote score --analyze`` and
    ``score_json(analyze=True)`` give it: ``analyze_two`` of a deal of two with its deck
    line, ``analyze_record`` of a deal of four written trick by trick, None for a deal
    written as piles (or of two without its deck), whose order of play is not known."""
    if record.is_two:
        return analyze_two(record) if record.deck is not None else None
    if len(record.tricks) != 8 or any(len(t) != 4 for t in record.tricks):
        return None
    return analyze_record(record)


def analyze_two(record: DealRecord) -> DealReview:
    """The review of a deal of two players, card by card against the exact best.

    Belote découverte: the deck line fixes the layout, so every card is known from the
    first trick on (the face-down ones where they lie). Belote à deux: the draws from the
    talon are not searched, so the review starts at trick 11, once the talon is empty;
    its figures count the six last tricks. The contract (``PlayReview.result``) is
    judged on the whole deal's trick points, those of the tricks before the review's
    first counted as they fell.
    """
    if record.deck is None or len(record.tricks) != TRICKS or any(
            len(t) != 2 for t in record.tricks):
        raise BeloteError("the review needs the deck and the sixteen tricks of the deal")
    review = _TwoReview(record, record.deck)
    seats = review.seats
    for number in range(review.first, TRICKS + 1):
        cards = record.tricks[number - 1]
        for i, c in enumerate(cards):
            review.judge_card(number, seats[number - 1][i], list(cards[:i]), c)
        review.count_trick(number)
    start, actual, cost = review.start, review.actual, review.cost
    assert start is not None
    return DealReview(tuple(review.plays), start, (actual[0], actual[1]), (cost[0], cost[1]),
                      ("S", "N"), review.first)


class _TwoReview:
    """A deal of two players as ``analyze_two`` reviews it: the hands as they stand, the
    searches, and the figures so far (the plays judged, the trick points taken and lost)."""

    def __init__(self, record: DealRecord, deck: tuple[int, ...]) -> None:
        self.record = record
        self.trump = trump = engine_trump(record)
        rules = record.rules
        self.seats = seats = record.trick_seats()
        # The first trick reviewed (1 in belote découverte, 11 in belote à deux) and the
        # hands then.
        self.first, self.hands, layout = _two_hands(record, deck, seats)
        self.solver = Solver(trump, rules, layout=layout)
        self.counter = Solver(trump, rules, layout=layout, tricks=True)
        self.winners = [side(who[trick_winner(cards, trump)])
                        for cards, who in zip(record.tricks, seats, strict=True)]
        self.row = row = rules.point_row(trump)
        self.plays: list[PlayReview] = []
        self.start: tuple[int, int] | None = None
        self.cost = [0, 0]
        self.actual = [0, 0]
        # The trick points taken before the review's first trick (belote à deux's ten
        # tricks with the talon), for the contract's result.
        self.before = [0, 0]
        for cards, taken in zip(record.tricks[:self.first - 1], self.winners[:self.first - 1],
                                strict=True):
            self.before[taken] += sum(row[c] for c in cards)
        self.judge = _judge(record)
        self.judging = self.judge is not None  # until the deal's first revoke

    def judge_card(self, number: int, seat: Seat, trick: list[int], c: int) -> None:
        """Card ``c`` that ``seat`` played to trick ``number`` after the cards of
        ``trick``, judged against the best and taken from its hand."""
        hands = self.hands
        if not hands[seat] >> c & 1:
            raise BeloteError(f"trick {number}: {card_symbol(c)} is not in "
                              f"{seat.name}'s hand")
        leader = self.seats[number - 1][0]
        solution = self.solver.solve(hands, leader, trick)
        if self.start is None:
            self.start = solution.points
        me = side(seat)
        best_value = solution.points[me]
        legal = c in solution.values
        won = set(self.winners[:number - 1])
        capot, kept = (_capot(self.counter, hands, leader, trick, me, c,
                              {0, 1} - {1 - w for w in won} if len(won) < 2 else set(),
                              solution)
                       if legal else (None, ()))
        self.judging = self.judging and legal
        judge, before, actual = self.judge, self.before, self.actual
        contract = (_contract(judge, (before[0] + actual[0], before[1] + actual[1]),
                              sum(solution.points), me, solution.values, best_value, c)
                    if self.judging and judge is not None else _UNCHANGED)
        hands[seat] ^= 1 << c
        if legal:
            value = solution.values[c]
            self.cost[me] += best_value - value
        else:  # a revoke: what the player takes after it, the rest played perfectly
            value = _after_revoke(self.solver, hands, leader, [*trick, c], me, self.row)
        self.plays.append(PlayReview(number, seat, c, value, best_value, solution.best, legal,
                                     len(solution.values) == 1, capot, kept, *contract))

    def count_trick(self, number: int) -> None:
        """Trick ``number``'s points (and the dix de der of the last) to its winner."""
        cards = self.record.tricks[number - 1]
        win = self.seats[number - 1][trick_winner(cards, self.trump)]
        self.actual[side(win)] += sum(self.row[c] for c in cards) + (
            DIX_DE_DER if number == TRICKS else 0)


def _two_hands(record: DealRecord, deck: tuple[int, ...],
               seats: Sequence[Sequence[Seat]]) -> tuple[int, list[int], list[int] | None]:
    """Where a deal of two is reviewed from: ``(its first trick, the hands then, the
    layout of the face-down cards)``. Belote découverte: trick 1, the hands and layout
    the deck line deals. Belote à deux: trick 11, the cards of the six last tricks."""
    hands = [0, 0, 0, 0]
    if record.rules.variant == "decouverte":
        assert record.dealer is not None
        up, down = deal_layout(deck, record.dealer)
        layout = [-1] * 32
        for s in PLAYERS:
            for top, below in zip(up[s], down[s], strict=True):
                if top is not None and below is not None:
                    layout[top] = below
                    hands[s] |= 1 << top | 1 << below
        return 1, hands, layout
    for cards, who in zip(record.tricks[DRAWING_TRICKS:], seats[DRAWING_TRICKS:], strict=True):
        for c, seat in zip(cards, who, strict=True):
            hands[seat] |= 1 << c
    return DRAWING_TRICKS + 1, hands, None


#: A card that left the contract's result as the best card did: ``PlayReview``'s
#: ``result``, ``result_best`` and ``result_cards``.
_UNCHANGED: tuple[str | None, str | None, tuple[int, ...]] = (None, None, ())


def _judge(record: DealRecord) -> Judge | None:
    """The contract's result by the deal's trick points, as the tally scores the deal
    (``replay.result_with``), each figure scored once; None for a deal without a
    contract (the deal without bidding, belote découverte without bidding)."""
    if record.contract is None and record.taker is None:
        return None
    deal = replay(record)
    results: dict[tuple[int, int], str] = {}

    def judge(points: tuple[int, int]) -> str:
        found = results.get(points)
        if found is None:
            found = results[points] = result_with(deal, points)
        return found

    return judge


def _contract(judge: Judge, taken: tuple[int, int], left: int, side_: int,
              values: Mapping[int, int], best_value: int,
              card: int) -> tuple[str | None, str | None, tuple[int, ...]]:
    """Whether the legal ``card`` of a player of side ``side_`` (0 NS or S, 1 EW or N)
    changed the contract's result: ``(result after it, result after the best card, the
    cards that kept that)``, or ``_UNCHANGED``. ``taken``: the trick points each side won
    in the tricks before; ``left``: the trick points left from here (the cards on the
    table and the dix de der included); ``values``: the points ``side_`` takes of them
    after each legal card, with perfect play, the other side the rest."""

    def result(value: int) -> str:
        mine, theirs = taken[side_] + value, taken[1 - side_] + left - value
        return judge((mine, theirs) if side_ == 0 else (theirs, mine))

    best, played = result(best_value), result(values[card])
    if played == best:
        return _UNCHANGED
    return played, best, tuple(c for c in sorted(values) if result(values[c]) == best)


def _capot(counter: Solver, hands: Sequence[int], leader: Seat, trick: Sequence[int],
           side_: int, card: int, sweeping: set[int],
           points: Solution) -> tuple[str | None, tuple[int, ...]]:
    """Whether the legal ``card`` of a player of side ``side_`` (0 NS or S, 1 EW or N)
    gave up its side's capot or let the other side's through: ``("lost", cards that kept
    it)``, ``("let", cards that stopped it)`` or ``(None, ())``. ``sweeping``: the sides
    that have won every trick so far (both before the first trick ends), which alone can
    still make a capot; ``counter`` counts the tricks' cards (``Solver(tricks=True)``),
    so that a side whose value is every card left takes every trick left; ``points``:
    the position's solution in trick points (``Solver.solve``)."""
    if not sweeping:
        return None, ()
    # The trick points answer most positions without a search of the count (``may``):
    # a side that can take every trick left takes every point left, the dix de der
    # included, and a side that takes a point takes a trick.
    may_lose, may_let = _capot_may(points, side_, card, sweeping)
    if not may_lose and not may_let:
        return None, ()
    # The rest with two searches of the count alone, cheaper than every card's: the side
    # can no longer take every trick (none to give up), and after this card it still
    # takes one (none let through).
    before: tuple[int, int] | None = None
    if may_lose or points.points[side_] == 0:
        before = counter.points(hands, leader, trick)
    lose = may_lose and before is not None and before[side_] == before[0] + before[1]
    if not lose and not (
            may_let and (before is None or before[side_] > 0)
            and _count_after(counter, hands, leader, trick, card, side_) == 0):
        return None, ()
    solution = counter.solve(hands, leader, trick)
    left = sum(solution.points)  # the cards left, those on the table included
    values = solution.values  # the cards side_ takes, by card played
    if side_ in sweeping:
        kept = tuple(c for c in sorted(values) if values[c] == left)
        if kept and values[card] != left:
            return "lost", kept
    if 1 - side_ in sweeping:
        stopped = tuple(c for c in sorted(values) if values[c] > 0)
        if stopped and values[card] == 0:
            return "let", stopped
    return None, ()


def _capot_may(points: Solution, side_: int, card: int,
               sweeping: set[int]) -> tuple[bool, bool]:
    """Whether the legal ``card`` of side ``side_`` may have given up its side's capot,
    and whether it may have let the other side's through, as the trick points of the
    position tell (``points``, its solution): a side that can still take every trick
    takes every point left (the cards on the table and the dix de der included), so that
    a side that cannot take them all has no capot to give up; a side that takes a point
    after the card takes a trick, so that it lets no capot through. Each True asks the
    count's search (``_capot``): a trick of no point may be won or given away."""
    may_lose = side_ in sweeping and points.points[side_] == sum(points.points)
    may_let = 1 - side_ in sweeping and points.values[card] == 0
    return may_lose, may_let


def _count_after(counter: Solver, hands: Sequence[int], leader: Seat, trick: Sequence[int],
                 card: int, side_: int) -> int:
    """The cards side ``side_`` takes from the position after ``card`` (the legal card of
    the seat to play), the count searched (``Solver(tricks=True)``): the trick's, if the
    card ends it and the side wins it, then the rest."""
    after = [*trick, card]
    rest = [h & ~(1 << card) for h in hands]
    seats = counter.seats
    if len(after) < len(seats):
        return counter.points(rest, leader, after)[side_]
    start = seats.index(leader)
    win = Seat((seats[start:] + seats[:start])[trick_winner(after, counter.trump)])
    won = len(after) if (side(win) if len(seats) == 2 else win & 1) == side_ else 0
    return won + (counter.points(rest, win)[side_] if any(rest) else 0)


def _after_revoke(solver: Solver, hands: list[int], leader: Seat, trick: list[int],
                  me: int, row: Sequence[int]) -> int:
    """The points ``me`` (0 for S, 1 for N) takes from a two-player position whose trick
    ``trick`` ended with a revoke: the trick if it took it, then perfect play. The revoke
    is the second card (a lead is never one: the leader may lead any card it can play,
    and the deal file refuses a face-down card) of a trick before the last (the one card
    held at trick 16 is always legal), so cards are left to play."""
    win = leader if trick_winner(trick, solver.trump) == 0 else leader.partner
    gained = sum(row[c] for c in trick)  # never the last trick: no dix de der
    return (gained if side(win) == me else 0) + solver.points(hands, win)[me]
