"""What a deal is worth to a team, for the expert's search: the deal score margin of a
number of card points (``deal_margin`` in classic, ``coinche_margin`` under a coinche
contract read from the calls heard, ``coinche_contract``, with the takers' belotes,
``takers_belotes``), and when two cards are too close to call on the deals solved so far
(``close_call``).
"""

from __future__ import annotations

import math

from ..core.cards import ALL_TRUMP, KING, NO_TRUMP, QUEEN, SUITS, card
from ..core.coinche import CAPOT_POINTS, FAILED_BASE, MINIMUM_POINTS, CoincheAuction, Contract
from .base import PlayerView


def deal_margin(points: int, team: int, taker_team: int | None, total: int = 162,
                tie_fails: bool = False) -> int:
    """The deal score of ``team`` minus the other team's, for ``points`` card points of
    ``total`` (162; with raw SA and TA tables 130 and 258, ``RuleSet.deal_total``).

    The takers need more than half (82 of 162, *contrat réussi*); below half they are
    *dedans* and the defence scores the total; at half (*litige*) the defence scores its
    half and the takers' half waits, or with ``tie_fails`` (``tie=dedans``) they are
    dedans. Belote, announcements, capot and the held stake are left out (with
    ``contract=total`` too, whose comparison counts belote and announcements).
    """
    other = total - points
    if taker_team is None:
        return points - other
    takers = points if team == taker_team else other
    half = total // 2
    if takers > half:
        return points - other
    litige = takers == half and total % 2 == 0 and not tie_fails
    swing = half if litige else total
    return -swing if team == taker_team else swing


def coinche_margin(points: int, team: int, contract: Contract, belote: int = 0,
                   total: int = 162) -> int:
    """The coinche deal score of ``team`` minus the other team's, for ``points`` card
    points of ``team`` (of ``total``, dix de der included) under ``contract``; ``belote``:
    the takers' belote points, which count toward the bid (docs/rules.md, "Coinche").

    Made (the takers' points and belote reach the bid, and 82): the takers score their
    points and the bid, the defence its points. Failed: the defence scores 160 and the
    bid. Coinched or surcoinched, the winner of the contract scores 160 and the bid times
    2 or 4, the other nothing. A capot bid wins or loses 500 (times the multiplier): made
    with every card point, as near as points tell the tricks. Belotes score for their
    team whatever happens, the same in every deal of a position: left out, as
    ``deal_margin`` leaves them out.
    """
    takers = int(contract.takers)
    mine = points if team == takers else total - points
    if contract.is_capot:
        swing = CAPOT_POINTS * contract.multiplier
        margin = swing if mine >= total else -swing
    else:
        made = mine + belote >= max(contract.level, MINIMUM_POINTS)
        if contract.multiplier > 1:
            swing = FAILED_BASE + contract.level * contract.multiplier
            margin = swing if made else -swing
        elif made:
            margin = mine + contract.level - (total - mine)
        else:
            margin = -(FAILED_BASE + contract.level)
    return margin if team == takers else -margin


def coinche_contract(view: PlayerView) -> Contract | None:
    """The contract of the coinche auction ``view.calls`` (None outside coinche, or when
    the calls end on no contract)."""
    if not view.calls or view.dealer is None:
        return None
    auction = CoincheAuction(view.dealer, view.rules.clockwise, view.rules.sa_ta == "on")
    for _, call in view.calls:
        if auction.is_over or auction.why_illegal(call) is not None:
            return None
        auction.call(call)
    return auction.contract


def takers_belotes(hands: list[int], trump: int, takers: int) -> int:
    """How many belotes (the king and queen of a trump suit in one hand) the takers'
    ``hands`` (their eight cards, by seat N E S W) hold: at most one with a suit as trump,
    one a suit under tout atout, none under sans atout."""
    if trump == NO_TRUMP:
        return 0
    suits = SUITS if trump == ALL_TRUMP else (trump,)
    count = 0
    for seat in (takers, takers + 2):
        for s in suits:
            pair = (1 << card(s, KING)) | (1 << card(s, QUEEN))
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
