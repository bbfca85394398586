"""The review of a deal just played, for the player at South (*le bilan de la donne*).

Once a deal of ``belote play`` is over every hand is known: each of the player's cards is
judged by the expert's double-dummy search (``analysis``, the review of ``belote score
--analyze``, run on the deal's own record, so that both give the same figures), and the
decision of the first round of bidding, take or pass, by the "should I take?" simulation
of ``belote simulate --hand`` on the player's five cards, the retourne and the dealer;
when everyone passed in round one, the player's choice in round two (pass again, or name
which suit) by that of ``belote simulate --hand --round 2``. At coinche each of the
player's calls is judged as ``hint`` at that call judges it (``coinche_hint.judge_calls``,
seeded alike: the same figures), the first ``CALLS_JUDGED`` of them.
This module only gathers the figures; ``texts.review`` words them.
"""

from __future__ import annotations

import dataclasses

from ..analysis import DealReview, PlayReview, analyze_record, analyze_two
from ..bots.solver import solve_points
from ..core.cards import sorted_cards
from ..core.coinche import Call, CoincheAuction
from ..core.errors import BeloteError
from ..core.rules import RuleSet
from ..core.seats import Seat
from ..core.state import DealState
from ..dealfile.model import DealRecord, engine_trump
from ..dealfile.replay import hands_from_tricks
from ..engine.game import Game
from ..simulation import (
    KnownHand,
    SimulationConfig,
    check_config,
    choice_name,
    default_bot,
    round_two_choices,
    round_two_verdict,
    simulate,
)
from ..simulation.stats import Summary, ranges, team_margin
from ..simulation.text_report import take_verdict
from .coinche_hint import CallFigures, KeptCalls, judge_calls

#: Deals simulated to judge the taking (a second or so with the heuristic bots).
BID_DEALS = 1000
#: The player's calls of a coinche auction judged, the first ones: a simulation each, 0.5
#: to 1 s of CPU (``coinche_hint.CALL_DEALS``), about 3 s in all; the rest not judged.
CALLS_JUDGED = 3


@dataclasses.dataclass(frozen=True, slots=True)
class CallJudgement:
    """One of the player's calls of a coinche auction: ``number``, its place among the
    auction's calls (from 1), and the call ``made``. ``figures``: the call judged, as
    ``hint`` at that call judges it (``coinche_hint.CallFigures``, whose ``best`` and
    ``given`` weigh it against the best call); None where it is not: ``forced``, the only
    call the player could make (a pass, nothing open to bid, coinche or surcoinche), else
    past the ``CALLS_JUDGED`` first."""

    number: int
    made: Call
    figures: CallFigures | None
    forced: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class ChoiceFigures:
    """One choice of round two (``choice``: None to pass again, else the suit, SA or TA
    named) and the player's team's score margin per deal with it: ``mean``, and its 95%
    interval ``low`` to ``high``."""

    choice: int | None
    mean: float
    low: float
    high: float


@dataclasses.dataclass(frozen=True, slots=True)
class RoundTwoJudgement:
    """Round two of the bidding, judged by simulation (``belote simulate --hand --round
    2``): the deals where everyone passed in round one and the seats before the player
    passed again.

    ``choice``: what the player did there (None: passed again; else the suit, SA or TA
    named). ``deals``: deals simulated, ``reached``: those where round two came to the
    player; ``choices``: every choice's margin (``ChoiceFigures``), in the auction's
    order. ``other``: the best choice besides the player's, and ``mean``, ``low``,
    ``high``: the player's choice's margin minus that one's, deal by deal, with its 95%
    interval. ``verdict``: the best choice when its margin minus each other's clears 0
    (its name, ``simulation.choice_name``: ``pass``, ``take H``), else ``no clear
    difference`` (``simulation.round_two_verdict``)."""

    choice: int | None
    deals: int
    reached: int
    choices: tuple[ChoiceFigures, ...]
    other: int | None
    mean: float
    low: float
    high: float
    verdict: str


@dataclasses.dataclass(frozen=True, slots=True)
class BidJudgement:
    """The first round of bidding, judged by simulation.

    ``decision``: what the player did when asked to take the retourne in round one
    (``take`` or ``pass``), or ``none`` when someone took before they spoke. ``reached``:
    of ``deals`` simulated deals, those where the retourne came to the player (the others,
    taken by a seat speaking before them, are left out). ``mean``, ``low`` and ``high``:
    the score margin per deal of taking minus passing twice over those, and its 95%
    interval (of no width in one deal, 0 in none: not to be said); ``verdict``: ``take``,
    ``pass`` or ``no clear difference`` (``simulation.text_report.take_verdict``; one deal
    or none, which have no spread to measure, give no clear difference, as ``belote
    simulate --hand`` says). ``named``: what the
    player took in round two after passing in round one (a suit, SA or TA); None
    otherwise. ``second``: when round two came to the player (everyone passed in round
    one), their choice there judged; None otherwise."""

    decision: str
    hand: tuple[int, ...]
    retourne: int
    dealer: Seat
    taker: Seat | None
    deals: int
    reached: int
    mean: float
    low: float
    high: float
    verdict: str
    named: int | None = None
    second: RoundTwoJudgement | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class PlayerReview:
    """The review of one deal for the player at ``seat``.

    ``deal``: the double-dummy review of every card (``analysis.DealReview``);
    ``cards``: the player's own plays in it; ``cost``: what they cost in all (their
    legal cards; a revoke is reported, not counted). ``bid``: the bidding judged, or None
    with ``no_bid`` saying why (``coinche``, ``discovery``, ``two``: a deal without a
    retourne to take, or of two players; ``position``: a deal begun at the play, its taker
    given; ``simulation``: the simulation cannot be run on
    this table's rules). ``first``: the first trick whose cards are judged, after the
    tricks of a position's file (``belote play --from``), which cost the player nothing
    chosen; 1 otherwise. ``team_cost``: what the legal cards of each side (``deal.sides``)
    from that trick on cost; None where ``first`` is 1 (``deal.cost``: every card's).
    ``position``: where ``first`` is past 1, the trick points (NS, EW) of the position
    with perfect play, the file's tricks as they fell and the rest searched; else None
    (``deal.start``: from trick 1). ``calls``: at coinche (``no_bid`` ``coinche``), each
    of the player's calls judged (``CallJudgement``); else empty."""

    seat: Seat
    deal: DealReview
    cards: tuple[PlayReview, ...]
    cost: int
    bid: BidJudgement | None
    no_bid: str | None
    first: int = 1
    team_cost: tuple[int, int] | None = None
    position: tuple[int, int] | None = None
    calls: tuple[CallJudgement, ...] = ()


def review_game(game: Game, seat: Seat, seed: int, bid_deals: int = BID_DEALS,
                first: int = 1, most_calls: int = CALLS_JUDGED,
                kept: KeptCalls | None = None) -> PlayerReview:
    """The review of the finished deal ``game`` for ``seat``; the simulation of the
    bidding is seeded by ``seed`` (the same seed, the same figures). ``first``: the
    first trick whose cards are judged (a position's, ``belote play --from``, after
    those of its file); the costs count from it. ``most_calls``: at coinche, the
    player's calls judged, the first ones; ``kept``: the deals simulated for the hints
    asked at those calls (``judge_calls``' ``kept``), not simulated again."""
    record = game.to_record()
    deal = analyze_two(record) if record.is_two else analyze_record(record)
    mine = tuple(p for p in deal.plays if p.seat is seat and p.trick >= first)
    cost = sum(p.loss for p in mine if p.legal)
    team_cost = position = None
    if first > 1:
        position = _position_points(record, first)
        # Of four players: the seat's parity is its team's (N and S 0, E and W 1), as
        # ``analysis`` counts ``cost``.
        costs = [0, 0]
        for p in deal.plays:
            if p.trick >= first and p.legal:
                costs[p.seat & 1] += p.loss
        team_cost = (costs[0], costs[1])
    bid: BidJudgement | None = None
    no_bid: str | None = None
    calls: tuple[CallJudgement, ...] = ()
    if record.is_two:
        no_bid = "two"
    elif game.coinche_auction is not None:
        no_bid = "coinche"
        calls = _judge_calls(game, seat, seed, most_calls, kept)
    elif game.auction is None or game.deal_ is None:
        # No auction: the deal without bidding, or a deal begun at the play with its
        # taker given (``Game.at_play``, ``belote play --from``).
        no_bid = ("discovery" if game.taker is None and game.contract is None
                  else "position")
    else:
        try:
            bid = _judge_bid(game, seat, seed, bid_deals)
        except BeloteError:
            no_bid = "simulation"
    return PlayerReview(seat, deal, mine, cost, bid, no_bid, first, team_cost, position,
                        calls)


def _judge_calls(game: Game, seat: Seat, seed: int, most: int,
                 kept: KeptCalls | None = None) -> tuple[CallJudgement, ...]:
    """Each call of ``seat`` in the coinche auction of ``game``, judged on the auction as
    it stood then, as ``hint`` at that call judges it (``judge_calls``, seeded by ``seed``
    and the calls so far, its deals taken from ``kept`` where the hint simulated them),
    the first ``most`` of those with a choice."""
    played = game.coinche_auction
    assert played is not None and game.hands is not None
    auction = CoincheAuction(played.dealer, played.clockwise, played.sa_ta)
    hand = int(game.hands[seat])
    out: list[CallJudgement] = []
    judged = 0
    for number, (who, made) in enumerate(played.calls, 1):
        if who is seat:
            if not (auction.legal_levels() or auction.can_coinche()
                    or auction.can_surcoinche()):
                out.append(CallJudgement(number, made, None, forced=True))
            elif judged < most:
                judged += 1
                out.append(CallJudgement(number, made, judge_calls(
                    game.rules, auction, seat, hand, seed, said=made, kept=kept)))
            else:
                out.append(CallJudgement(number, made, None))
        auction.call(made)
    return tuple(out)


def _position_points(record: DealRecord, first: int) -> tuple[int, int]:
    """Trick points (NS, EW) of a deal of four played on from trick ``first``: those of
    the tricks before it as they fell, and the rest with perfect play (the dix de der
    included)."""
    trump = engine_trump(record)
    state = DealState(hands_from_tricks(record), trump, record.first_leader(), record.rules)
    for cards in record.tricks[:first - 1]:
        for c in cards:
            state.play(c, check=False)
    rest = solve_points(state.hands, trump, state.leader, (), record.rules)
    return state.points[0] + rest[0], state.points[1] + rest[1]


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
    spoke_again = any(bid.seat is seat for bid in auction.bids[4:])
    hand = tuple(sorted_cards(dealt.hands[seat]))
    config = taking_config(game.rules, KnownHand(seat, hand, dealt.retourne, auction.dealer),
                           seed, deals)
    taking = judge_taking(config)
    second = _judge_round_two(config, named) if spoke_again else None
    return BidJudgement(decision, hand, dealt.retourne, auction.dealer, game.taker, deals,
                        taking.reached, taking.mean, taking.low, taking.high, taking.verdict,
                        named, second)


@dataclasses.dataclass(frozen=True, slots=True)
class TakingFigures:
    """Taking the retourne minus passing twice, judged by simulation (``belote simulate
    --hand``): of ``deals`` simulated deals, the ``reached`` where the retourne came to
    the player; the margin per deal ``mean`` and its 95% interval ``low`` to ``high``,
    and the ``verdict`` (``take``, ``pass``, ``no clear difference``), as ``BidJudgement``
    has them."""

    deals: int
    reached: int
    mean: float
    low: float
    high: float
    verdict: str


@dataclasses.dataclass(frozen=True, slots=True)
class RoundTwoFigures:
    """Round two judged by simulation (``belote simulate --hand --round 2``) before the
    player speaks: of ``deals`` simulated deals, the ``reached`` where round two came to
    them; each choice's margin (``ChoiceFigures``, in the auction's order) and the
    ``verdict``, as ``RoundTwoJudgement`` has them."""

    deals: int
    reached: int
    choices: tuple[ChoiceFigures, ...]
    verdict: str


def taking_config(rules: RuleSet, known: KnownHand, seed: int,
                  deals: int = BID_DEALS) -> SimulationConfig:
    """The simulation that judges the taking of ``known`` (its seat's hand, the retourne
    and the dealer), seeded as the review of the deal of ``seed`` seeds it: ``hint`` at the
    taking and the review after the deal give the same figures. Raises ``BeloteError``
    where the simulation cannot be run on ``rules``."""
    bot = default_bot()
    config = SimulationConfig(deals=deals, seed=f"review {seed}", bots=(bot, bot, bot, bot),
                              rules=rules, hand=known, chunk_size=deals,
                              pass_then=False)  # taking against passing is all it reads
    check_config(config)
    return config


def judge_taking(config: SimulationConfig) -> TakingFigures:
    """Take or pass in round one, as ``belote simulate --hand`` judges it."""
    summary = simulate(config, jobs=1)
    pair = summary.pair
    low, high = pair.interval(*ranges(config.rules).difference())
    # One deal has no spread, none no figure: no advice drawn from either.
    verdict = take_verdict(low, high) if pair.n > 1 else "no clear difference"
    return TakingFigures(config.deals, pair.n, pair.mean, low, high, verdict)


def judge_round_two(config: SimulationConfig) -> tuple[RoundTwoFigures, Summary]:
    """Pass again or name which suit in round two, as ``belote simulate --hand --round 2``
    judges it, on the same deals and seed as round one's question; the simulation's
    summary beside the figures."""
    config = dataclasses.replace(config, round=2)
    summary = simulate(config, jobs=1)
    known = config.hand
    assert known is not None
    team = known.seat.team
    figures = []
    for choice in round_two_choices(known.retourne, config.rules):
        margin = team_margin(summary.stats[choice_name(choice)].margin, team)
        figures.append(ChoiceFigures(choice, margin.mean,
                                     *margin.interval(*ranges(config.rules).margin())))
    _, verdict = round_two_verdict(summary)
    # Round two reached in a deal: every choice of it played there, the first one too.
    reached = summary.stats[choice_name(figures[0].choice)].deals
    return RoundTwoFigures(config.deals, reached, tuple(figures), verdict), summary


def _judge_round_two(config: SimulationConfig, named: int | None) -> RoundTwoJudgement:
    """The player's choice in round two against the best other one, on the figures of
    ``judge_round_two``."""
    figures, summary = judge_round_two(config)
    mine = choice_name(named)
    others = [f for f in figures.choices if f.choice != named]
    other = max(others, key=lambda f: f.mean).choice  # the first of equals
    diff = summary.difference(mine, choice_name(other))
    return RoundTwoJudgement(named, config.deals, summary.stats[mine].deals,
                             figures.choices, other, diff.mean,
                             *diff.interval(*ranges(config.rules).difference()),
                             figures.verdict)
