"""The review of a deal just played, for the player at South (*le bilan de la donne*).

Once a deal of ``belote play`` is over every hand is known: each of the player's cards is
judged by the expert's double-dummy search (``analysis``, the review of ``belote score
--analyze``, run on the deal's own record, so that both give the same figures), and the
decision of the first round of bidding, take or pass, by the "should I take?" simulation
of ``belote simulate --hand`` on the player's five cards, the retourne and the dealer.
This module only gathers the figures; ``texts.review`` words them.
"""

from __future__ import annotations

import dataclasses

from ..analysis import DealReview, PlayReview, analyze_record, analyze_two
from ..core.cards import sorted_cards
from ..core.errors import BeloteError
from ..core.seats import Seat
from ..engine.game import Game
from ..simulation import KnownHand, SimulationConfig, check_config, default_bot, simulate
from ..simulation.text_report import take_verdict

#: Deals simulated to judge the taking (a second or so with the heuristic bots).
BID_DEALS = 1000


@dataclasses.dataclass(frozen=True, slots=True)
class BidJudgement:
    """The first round of bidding, judged by simulation.

    ``decision``: what the player did when asked to take the retourne in round one
    (``take`` or ``pass``), or ``none`` when someone took before they spoke. ``mean``,
    ``low`` and ``high``: the score margin per deal of taking minus passing twice, and its
    95% interval, over ``deals`` simulated deals; ``verdict``: ``take``, ``pass`` or ``no
    clear difference`` (``simulation.text_report.take_verdict``). ``named``: what the
    player took in round two after passing in round one (a suit, SA or TA), not judged;
    None otherwise."""

    decision: str
    hand: tuple[int, ...]
    retourne: int
    dealer: Seat
    taker: Seat | None
    deals: int
    mean: float
    low: float
    high: float
    verdict: str
    named: int | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class PlayerReview:
    """The review of one deal for the player at ``seat``.

    ``deal``: the double-dummy review of every card (``analysis.DealReview``);
    ``cards``: the player's own plays in it; ``cost``: what they cost in all (their
    legal cards; a revoke is reported, not counted). ``bid``: the bidding judged, or None
    with ``no_bid`` saying why (``coinche``, ``discovery``, ``two``: a deal without a
    retourne to take, or of two players; ``simulation``: the simulation cannot be run on
    this table's rules)."""

    seat: Seat
    deal: DealReview
    cards: tuple[PlayReview, ...]
    cost: int
    bid: BidJudgement | None
    no_bid: str | None


def review_game(game: Game, seat: Seat, seed: int, bid_deals: int = BID_DEALS) -> PlayerReview:
    """The review of the finished deal ``game`` for ``seat``; the simulation of the
    bidding is seeded by ``seed`` (the same seed, the same figures)."""
    record = game.to_record()
    deal = analyze_two(record) if record.is_two else analyze_record(record)
    mine = tuple(p for p in deal.plays if p.seat is seat)
    cost = sum(p.loss for p in mine if p.legal)
    bid: BidJudgement | None = None
    no_bid: str | None = None
    if record.is_two:
        no_bid = "two"
    elif game.coinche_auction is not None:
        no_bid = "coinche"
    elif game.auction is None or game.deal_ is None:
        no_bid = "discovery"
    else:
        try:
            bid = _judge_bid(game, seat, seed, bid_deals)
        except BeloteError:
            no_bid = "simulation"
    return PlayerReview(seat, deal, mine, cost, bid, no_bid)


def _judge_bid(game: Game, seat: Seat, seed: int, deals: int) -> BidJudgement:
    """Take or pass in round one, as ``belote simulate --hand`` judges it."""
    auction, dealt = game.auction, game.deal_
    assert auction is not None and dealt is not None
    decision = "none"
    for bid in auction.bids[:4]:
        if bid.seat is seat:
            decision = "pass" if bid.suit is None else "take"
            break
        if bid.suit is not None:
            break
    named = next((bid.suit for bid in auction.bids[4:]
                  if bid.seat is seat and bid.suit is not None), None)
    hand = tuple(sorted_cards(dealt.hands[seat]))
    known = KnownHand(seat, hand, dealt.retourne, auction.dealer)
    bot = default_bot()
    config = SimulationConfig(deals=deals, seed=f"review {seed}", bots=(bot, bot, bot, bot),
                              rules=game.rules, hand=known, chunk_size=deals)
    check_config(config)
    summary = simulate(config, jobs=1)
    low, high = summary.pair.interval()
    return BidJudgement(decision, hand, dealt.retourne, auction.dealer, game.taker, deals,
                        summary.pair.mean, low, high, take_verdict(low, high), named)
