"""What a deal is worth to a team, for the expert's search: the deal score margin of a
number of trick points (``deal_margin`` in classic with the announcements, at belote à
deux and belote découverte with each player's belote, ``total_margin`` under
``contract=total`` with each team's belotes, ``belote_points``, and announcements, known
during the first trick by their kinds alone, ``first_trick_announced``), ``coinche_margin``
under a coinche contract read from the calls heard, ``coinche_contract``, with the takers'
belotes, ``takers_belotes``, and the announcements), the team that takes every trick
(*capot*, ``Capot``, its tricks counted where the points say every point,
``checked_capots``), and when two cards are too close to call on the deals solved so far
(``close_call``).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

from ..core.announcements import detect
from ..core.cards import BELOTE_PAIRS
from ..core.coinche import CAPOT_POINTS, FAILED_BASE, MINIMUM_POINTS, CoincheAuction, Contract
from ..core.declarations import Declaration, declared_points
from ..core.rules import RuleSet
from ..core.scoring import BELOTE_BONUS
from ..core.seats import Seat
from ..core.talon import side
from .base import PlayerView
from .sampling import said_announcements
from .solver import Solver


@dataclasses.dataclass(frozen=True, slots=True)
class Capot:
    """What a capot (*capot*: every trick to one side) is worth in a position, and which
    sides may still make it: ``value`` (252, ``RuleSet.capot_value``) and ``sweepers``,
    bit ``t`` set for a side ``t`` (a team, or at two a player, ``talon.side``) that won
    every trick so far: both before the first trick is over, none where the deal scores
    no capot (the four-player deal without a contract). ``Capot.of`` reads both from a
    view."""

    value: int = 252
    sweepers: int = 0

    @classmethod
    def of(cls, view: PlayerView) -> Capot:
        """The capot of ``view``'s deal."""
        two = view.rules.players == 2
        sweepers = 0 if view.taker is None and not two else 3
        for t in view.tricks:
            sweepers &= 1 << (side(t.winner) if two else t.winner & 1)
        return cls(view.rules.capot_value(view.trump), sweepers)

    def side(self, points: int, team: int, total: int = 162) -> int | None:
        """The side (0 or 1, as ``team``) that takes every trick of the deal, or None, as
        near as points tell the tricks: ``team`` when its ``points`` at the end are all
        ``total``, the other side when they are none, each only if it is a sweeper. The
        solver counts trick points, not tricks: a line taking every point may leave a
        trick of none to the other side, which ``checked`` tells."""
        if points == total and self.sweepers >> team & 1:
            return team
        if points == 0 and self.sweepers >> (1 - team) & 1:
            return 1 - team
        return None

    def checked(self, cards: int, left: int, team: int) -> Capot:
        """This capot once the tricks are counted: ``cards`` of the ``left`` cards still
        to be won go to ``team`` with best play (``Solver(tricks=True)``, which counts
        cards, not points). A side stays a sweeper only if it takes them all: every
        point is no capot where the other side can take a trick worth none."""
        keep = (1 << team if cards == left else 0) | (1 << (1 - team) if cards == 0 else 0)
        return dataclasses.replace(self, sweepers=self.sweepers & keep)


def deal_margin(points: int, team: int, taker_team: int | None, total: int = 162,
                tie_fails: bool = False, capot: Capot | None = None,
                belote: tuple[int, int] = (0, 0), announced: tuple[int, int] = (0, 0)) -> int:
    """The deal score of ``team`` minus the other team's, for ``points`` trick points of
    ``total`` (162; with raw SA and TA tables 130 and 258, ``RuleSet.deal_total``).

    The takers need more than half (82 of 162, *contrat réussi*); below half they are
    *dedans* and the defence scores the total; at half (*litige*) the defence scores its
    half and the takers' half waits, or with ``tie_fails`` (``tie=dedans``) they are
    dedans. ``capot``: the team that takes every trick (``Capot.side``) scores its
    ``value`` (252) and the other team nothing, takers or defence alike. ``belote``: each
    side's belote points (team 0's first: NS, or S at two), added after all this,
    made, dedans or capot (docs/rules.md, "Scoring", 5: 20 / 162 for takers dedans with
    their belote). The expert gives the two-player games' (at belote découverte the same
    whatever is played, but the margins shown are the deal's score) and leaves out a
    four-player deal's, the same whatever is played. ``announced``: what each team's
    announcements score if the contract is made (``declarations.declared_points``, NS
    first), which follow the deal's fate (docs/rules.md, "Announcements";
    ``announcements.settle``): made, each team its own; dedans, the defence all of them;
    capot, the team that takes every trick all of them; a litige, the defence its own
    now (the takers' are held). The held stake is left out (``contract=total``, whose
    comparison counts belote and announcements: ``total_margin``).
    """
    bonus = belote[team] - belote[1 - team]
    every = announced[0] + announced[1]
    if capot is not None and (swept := capot.side(points, team, total)) is not None:
        return bonus + (capot.value + every if team == swept else -capot.value - every)
    other = total - points
    own = announced[team] - announced[1 - team]
    if taker_team is None:
        return bonus + points - other + own
    takers = points if team == taker_team else other
    half = total // 2
    if takers > half:
        return bonus + points - other + own
    litige = takers == half and total % 2 == 0 and not tie_fails
    # A litige: the defence scores its half and its announcements; dedans: all of them.
    swing = half + announced[1 - taker_team] if litige else total + every
    return bonus + (-swing if team == taker_team else swing)


def total_margin(points: int, team: int, taker_team: int | None,
                 belote: tuple[int, int] = (0, 0), announced: tuple[int, int] = (0, 0),
                 total: int = 162, tie_fails: bool = False,
                 capot: Capot | None = None) -> int:
    """``deal_margin`` under ``contract=total`` (docs/rules.md, "Scoring", 6): the deal
    score of ``team`` minus the other team's, for ``points`` trick points of ``total``,
    with ``belote`` (each team's belote points, NS first) and ``announced`` (what each
    team's announcements score if made, ``declarations.declared_points``).

    The takers need more than the defence, each counting its trick points, belote and
    announcements: with a belote, 72 of 162 is made (92 to 90) and 71 a litige (91 to
    91); against the defence's tierce they need 92 (91 to 71 + 20 a litige). Made: each
    team scores all three. Level: a *litige*, the defence scores its own and the takers
    their belote (the rest waits), or with ``tie_fails`` they are dedans. Dedans: the
    defence scores ``total`` and every announcement, the takers their belote. A team that
    takes every trick (``capot``, ``Capot.side``) scores its ``value`` and every
    announcement, each team its belote. No contract (``taker_team`` None: belote
    découverte with ``decouverte_bid=off``): each team scores its trick points, belote
    and announcements (``deal_margin`` with no taker, announcements added). The held
    stake is left out.
    """
    if capot is not None and (swept := capot.side(points, team, total)) is not None:
        margin = capot.value + belote[swept] + announced[0] + announced[1] - belote[1 - swept]
        return margin if team == swept else -margin
    if taker_team is None:  # no contract: each its own, belote and announcements included
        own = points + belote[team] + announced[team]
        return own - (total - points + belote[1 - team] + announced[1 - team])
    takers, defence = taker_team, 1 - taker_team
    mine = points if team == takers else total - points
    theirs = total - mine
    compared = (mine + belote[takers] + announced[takers],
                theirs + belote[defence] + announced[defence])
    if compared[0] > compared[1]:
        scored = compared
    elif compared[0] == compared[1] and not tie_fails:
        scored = (belote[takers], compared[1])
    else:
        scored = (belote[takers], total + belote[defence] + announced[0] + announced[1])
    margin = scored[0] - scored[1]
    return margin if team == takers else -margin


def first_trick_announced(view: PlayerView, hands: Sequence[int]) -> tuple[int, int]:
    """What each team's announcements score if made (``declarations.declared_points``:
    only the team holding the single best one scores, all of its own) in a deal of the
    first trick's ``hands`` (each seat's eight cards, those it played included), when
    only their kinds were said (``PlayerView.heard``) and nothing was shown yet:
    ``view``'s seat's own (``PlayerView.declared``); the announcements of the kinds each
    seat that had its turn said, as that deal's cards hold them
    (``sampling.said_announcements``); and the best split (``detect``) of each seat yet
    to play its first card, which it will declare, as the bots do (a player may keep one
    back: the deal is valued as if none did)."""
    trump = view.trump
    said = {seat for seat, _ in view.heard}
    found = [Declaration(view.seat, a) for a in view.declared]
    for seat, kinds in view.heard:
        found.extend(Declaration(seat, a)
                     for a in said_announcements(hands[seat], kinds, trump))
    for seat in Seat:
        if seat is not view.seat and seat not in said:
            found.extend(Declaration(seat, a) for a in detect(hands[seat], trump))
    return declared_points(found, trump)


def belote_points(hands: list[int], trump: int, rules: RuleSet) -> tuple[int, int]:
    """The belote points of each team (NS, EW) whose ``hands`` (the eight cards of each
    seat, N E S W) hold king and queen of a belote suit (``RuleSet.belote_suits``) in
    one hand: 20 a belote."""
    points = [0, 0]
    for s in rules.belote_suits(trump):
        pair = BELOTE_PAIRS[s]
        for seat in range(4):
            if hands[seat] & pair == pair:
                points[seat & 1] += BELOTE_BONUS
    return (points[0], points[1])


def coinche_margin(points: int, team: int, contract: Contract, belote: int = 0,
                   total: int = 162, capot: Capot | None = None,
                   announced: tuple[int, int] = (0, 0)) -> int:
    """The coinche deal score of ``team`` minus the other team's, for ``points`` trick
    points of ``team`` (of ``total``, dix de der included) under ``contract``; ``belote``:
    the takers' belote points, which count toward the bid (docs/rules.md, "Coinche").

    Made (the takers' points and belote reach the bid, and 82): the takers score their
    points and the bid, the defence its points. Failed: the defence scores 160 and the
    bid. Coinched or surcoinched, the winner of the contract scores 160 and the bid times
    2 or 4, the other nothing. Made, not coinched, by takers that take every trick
    (``capot``, ``Capot.side``): its ``value`` (252) in place of their points. A capot
    bid wins or loses 500 (times the multiplier): made when the takers take every trick
    (``capot``; without it, as near as points tell the tricks: every point). Belotes
    score for their team whatever happens, the same in every deal of a position: left
    out, as ``deal_margin`` leaves them out. ``announced``: what each team's
    announcements score if the contract is made (``declarations.declared_points``, NS
    first), which do not count toward the bid and follow the contract's fate
    (docs/rules.md, "Coinche" and "Announcements"; ``score_coinche``,
    ``announcements.Fate``): made, each team its own, or all of them to takers that take
    every trick; failed, the defence all of them; coinched or surcoinched, and a capot
    bid, the winner of the contract all of them.
    """
    takers = int(contract.takers)
    mine = points if team == takers else total - points
    every = announced[0] + announced[1]  # what the winner of the contract takes
    if contract.is_capot:
        swing = CAPOT_POINTS * contract.multiplier + every
        swept = mine >= total and (capot is None or capot.side(mine, takers, total) == takers)
        margin = swing if swept else -swing
    else:
        made = mine + belote >= max(contract.level, MINIMUM_POINTS)
        if contract.multiplier > 1:
            swing = FAILED_BASE + contract.level * contract.multiplier + every
            margin = swing if made else -swing
        elif made:
            # With every trick, the capot's value in place of the points, and every
            # announcement; else each team its own.
            if capot is not None and capot.side(mine, takers, total) == takers:
                margin = capot.value + contract.level + every
            else:
                margin = (mine + contract.level - (total - mine)
                          + announced[takers] - announced[1 - takers])
        else:
            margin = -(FAILED_BASE + contract.level + every)
    return margin if team == takers else -margin


def coinche_contract(view: PlayerView) -> Contract | None:
    """The contract the cards of ``view`` are played on: ``view.contract`` as the game
    gives it, else the one the coinche auction ``view.calls`` ends on (a bot's own view);
    None outside coinche, or when the calls end on no contract. A position set up with
    its contract (``Game.at_play(..., contract=...)``) has no calls: its views give the
    contract, which the expert and ``hint`` value the cards under."""
    if view.contract is not None:
        return view.contract
    if not view.calls or view.dealer is None:
        return None
    auction = CoincheAuction(view.dealer, view.rules.clockwise, view.rules.sa_ta == "on")
    for _, call in view.calls:
        if auction.is_over or auction.why_illegal(call) is not None:
            return None
        auction.call(call)
    return auction.contract


def takers_belotes(hands: list[int], trump: int, takers: int, rules: RuleSet) -> int:
    """How many belotes (the king and queen of a belote suit, ``RuleSet.belote_suits``,
    in one hand) the takers' ``hands`` (their eight cards, by seat N E S W) hold: at most
    one with a suit as trump; one a suit under tout atout (none with ``ta_belote=none``);
    none under sans atout."""
    count = 0
    for seat in (takers, takers + 2):
        for s in rules.belote_suits(trump):
            pair = BELOTE_PAIRS[s]
            if hands[seat] & pair == pair:
                count += 1
    return count


def close_call(rows: list[dict[int, int]], z: float) -> bool:
    """Whether the two best cards are too close to call on the deals solved so far
    (``rows``: each deal's value of every card): the best card's mean lead over the second
    is less than ``z`` standard errors of the lead deal by deal. Never with one card or
    one deal, nor when the lead is the same in every deal (more deals would not change
    it)."""
    n = len(rows)
    if n < 2 or len(rows[0]) < 2:
        return False
    sums = {c: 0 for c in rows[0]}
    for row in rows:
        for c, v in row.items():
            sums[c] += v
    first, second = sorted(sums, key=lambda c: (-sums[c], c))[:2]
    leads = [row[first] - row[second] for row in rows]
    mean = sum(leads) / n
    var = sum((d - mean) ** 2 for d in leads) / (n - 1)
    if var == 0:
        return False
    return mean < z * math.sqrt(var / n)


def checked_capots(capot: Capot, view: PlayerView, hands: list[int], layout: list[int] | None,
            values: dict[int, int], team: int, taken: int, total: int) -> dict[int, Capot]:
    """The capot after each legal card whose ``values`` (the points of ``team``, which
    took ``taken`` so far, of a deal of ``total``) give one side every point: the
    tricks counted by a second search (``Solver(tricks=True)``, ``Capot.checked``), since
    every point may leave the other side a trick worth none, which is no capot. Only
    those cards: for the others the points already tell that nobody takes every trick.
    Where a side can take every trick, that line takes every point too, so the points
    and this count together value the deal as it scores."""
    doubtful = [c for c, v in values.items() if capot.side(taken + v, team, total) is not None]
    if not doubtful:
        return {}
    counted = Solver(view.trump, view.rules, layout=layout, tricks=True).solve(
        hands, view.leader, view.trick)
    left = sum(counted.points)
    return {c: capot.checked(counted.values[c], left, team) for c in doubtful}
