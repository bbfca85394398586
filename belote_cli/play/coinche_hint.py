"""``hint`` at the user's call of a coinche auction (*la coinche*), judged by simulation.

The user's 8 cards are kept, the other 24 dealt at random to the three other seats to fit
the calls heard (of ``CALL_DEALINGS`` dealings, the first where the heuristic makes every
call the other seats made, else the one where it makes the most: ``deal_for_calls``, as
the expert deals for its calls), and each deal is played out by the heuristic bots twice
over: once for each denomination (each suit, and SA and TA with ``sa_ta=on``) with the
user's team taking it, the contract played as bid (nobody calling after it), to count the
trick points the team makes; once with the user
passing, the auction then called by the heuristic at every seat (the user's too, when it
comes back to them) and played out, void deals scoring nothing; and where the user may
coinche (surcoinche) the other team's bid, once more with the user's coinche
(surcoinche), the auction called on by the heuristic (the takers may surcoinche) and the
deal played and scored by the engine, the contract doubled (quadrupled). Each contract
level still open (80 to 160, capot) is scored on the same deals by the engine's coinche
scoring (``score_coinche``): the chance to make it and the score margin it gives, as bid.
The ``CALLED_BIDS`` bids of the best margins as bid are judged again on the same deals as
passing is: the bid made, the auction called on by the heuristic at every seat (the
opponents may outbid or coinche it, the partner raise it), the deal played and scored
(``_bid_called_on``); the best of them by that margin is the best bid. The best bid and
the coinche are each weighed against passing, deal by deal, and
the verdict names the one of the better margin, or gives no advice where under
``FIT_LEAST`` of the deals fit the calls heard. Given the call the user made there (the
review after the deal), the call of the best margin of all those judged is weighed against
it, deal by deal (a bid made judged with the auction called on, as the best bid is): the
margin it gave up. This module only gathers the figures;
``texts.deal_review`` words them.
"""

from __future__ import annotations

import dataclasses
import random

from ..bots.base import Bot
from ..bots.coinche_policy import deal_for_calls
from ..bots.registry import find_bot
from ..core.bidding import deal_order
from ..core.cards import ALL_TRUMP, NO_TRUMP, SUITS
from ..core.coinche import (
    COINCHE,
    PASS,
    SURCOINCHE,
    Call,
    CoincheAuction,
    Contract,
    contract_made,
    score_coinche,
)
from ..core.declarations import declared_points
from ..core.rules import RuleSet
from ..core.scoring import MADE
from ..core.seats import SEATS, Seat, Team
from ..engine.game import Game
from ..simulation import default_bot
from ..simulation.deals import play_calls, play_tricks
from ..simulation.stats import Moments, ranges, wilson
from ..simulation.text_report import take_verdict

#: Deals simulated for a hint at the call: each is dealt to fit the calls heard, then
#: played once a denomination, once passing and once coinching where the user may, within
#: about a second of CPU with SA and TA (fewer than the taking's 1,000; 400 took 1.45 s
#: with 100 dealings each; after an opponent's 80 ♠, 300 with the coinche took 0.83 s).
CALL_DEALS = 300
#: Dealings drawn for each deal, the first where the heuristic makes every call heard
#: kept (``coinche_policy.deal_for_calls``, as the expert deals for its calls; a suit
#: bidder is given first a holding of the bid's suit that can bid it). After an
#: opponent's bid against S's eight hearts (400 deals, 100 dealings each) 100 ♠ fits in
#: 400, 120 ♠ in 373, 160 ♠ in 124 (387, 152 and 2 before the holding was given first).
CALL_DEALINGS = 100
#: The least share of the deals that must fit the calls heard for the figures to give a
#: verdict. Below it most deals do not hold the hands the other seats called on (after an
#: opponent's 160 ♠, none of 300: the bidder's hand missing, passing read as +312.6 points
#: a deal), and the verdict is ``no advice``, the figures shown all the same.
FIT_LEAST = 0.5
#: The bids of the best margins as bid (each denomination played once, the contract as
#: bid) judged again with the auction called on after them (``_bid_called_on``: the
#: opponents may outbid or coinche, the partner raise), the best of them by that margin
#: the best bid. One play more a deal each: with 3, after E's 80 ♠ (seed 11, 300 deals)
#: the hint took 0.53 s of CPU where it took 0.40 s, 0.77 to 0.90 s with SA and TA where
#: it took 0.66 to 0.77 s (a shared machine). Often one suit at three levels, and
#: rightly: the best level of each of the three best suits instead (the same plays), on
#: nine hands (seeds 1 to 8 and 11) found no better bid in another suit and lost the
#: higher level, less often outbid, on three (seed 1: 100 ♦ +101.5 a deal, 80 ♦ +64.5).
CALLED_BIDS = 3


#: A call judged, as ``judge_calls`` keeps its margins deal by deal: passing, the coinche
#: or surcoinche (their ``Call``), or a bid's (kind, level).
_Key = Call | tuple[int, int]


@dataclasses.dataclass(frozen=True, slots=True)
class LevelFigures:
    """One level of a bid at one denomination: ``level`` (80 … 160, or ``CAPOT``), the
    share ``made`` of the deals where the team makes it and its 95% interval
    (``made_low``, ``made_high``; Wilson's), and the team's score margin per deal in
    points with it (``margin``: the team's deal score minus the other's)."""

    level: int
    made: float
    made_low: float
    made_high: float
    margin: float


@dataclasses.dataclass(frozen=True, slots=True)
class KindFigures:
    """One denomination (``kind``: a suit, ``NO_TRUMP`` or ``ALL_TRUMP``) taken by the
    user's team: its trick points per deal (``points``, 95% interval ``low`` to
    ``high``; the dix de der included, the belote not) and each open level's figures."""

    kind: int
    points: float
    low: float
    high: float
    levels: tuple[LevelFigures, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class CallFigures:
    """The user's call judged: over ``deals`` simulated deals (each the first of
    ``dealings`` dealings where the heuristic makes every call the other seats made,
    ``fitting`` of them, else the one where it makes the most), each denomination's
    figures (``kinds``: each level's margin with the contract played as bid), the margin
    per deal of passing (``passing``), and the best bid (``level`` at ``kind``, None when
    no bid is open; of the ``CALLED_BIDS`` best as bid, the best with the auction called
    on after it) against passing: its margin per deal with the auction called on
    (``called``), the share of deals where it stands, neither outbid nor coinched
    (``stands``), and its margin minus passing's, deal by deal, ``mean`` and its 95%
    interval ``low`` to ``high``. Where the
    user may coinche or surcoinche (``double``: ``coinche``, ``surcoinche``, else None),
    its margin per deal (``double_margin``), the share of deals where the contract is
    made (``double_made``) and its margin minus passing's, ``double_mean`` and its 95%
    interval ``double_low`` to ``double_high``. ``verdict``: of the best bid and the
    coinche, the one of the better margin (the bid of equals), ``bid`` or the ``double``,
    where its interval against passing is above 0; ``pass`` where every interval is below
    0; else ``no clear difference``; ``no advice`` where under ``FIT_LEAST`` of the deals
    fit the calls heard, whatever the figures say. Given the call made (``judge_calls``'
    ``made``): ``best``, the call of the best margin per deal of all those judged (the best bid, the
    coinche or surcoinche, passing: the first of equals; the call made where none is
    better), and ``given``, its margin minus the call made's, deal by deal, with its 95%
    interval ``given_low`` to ``given_high`` (0 where ``best`` is the call made).
    ``heard``: the calls made before the user's (none where the user opens the auction:
    the deals are random, nothing to fit)."""

    deals: int
    dealings: int
    fitting: int
    kinds: tuple[KindFigures, ...]
    passing: float
    level: int | None
    kind: int | None
    mean: float
    low: float
    high: float
    verdict: str
    double: str | None = None
    double_margin: float = 0.0
    double_made: float = 0.0
    double_mean: float = 0.0
    double_low: float = 0.0
    double_high: float = 0.0
    best: Call | None = None
    given: float = 0.0
    given_low: float = 0.0
    given_high: float = 0.0
    called: float = 0.0
    stands: float = 0.0
    heard: int = 0


def _deck(hands: list[int], dealer: Seat, clockwise: bool) -> list[int]:
    """A deck that deals ``hands`` 3-2-3 from ``dealer`` (``coinche.deal_hands``)."""
    cards = [[c for c in range(32) if hands[s] >> c & 1] for s in range(4)]
    deck: list[int] = []
    order = deal_order(dealer, clockwise)
    for packet in (3, 2, 3):
        for s in order:
            deck.extend(cards[s][:packet])
            del cards[s][:packet]
    return deck


def _called(deck: list[int], auction: CoincheAuction, rules: RuleSet, call: Call,
            bots: list[Bot], rng: random.Random) -> Game:
    """The deal of ``deck`` (``_deck``) with the calls of ``auction``, then ``call`` at
    the seat to call, the auction called on by ``bots`` (``play_calls``)."""
    game = Game.deal(deck, auction.dealer, rules, check=False)
    for _seat, made in auction.calls:
        game.call(made)
    game.call(call)
    play_calls(game, bots, rng)
    return game


def _called_margin(deck: list[int], auction: CoincheAuction, rules: RuleSet, call: Call,
                   team: Team, bots: list[Bot], rng: random.Random) -> tuple[int, Game]:
    """``call`` made at the seat to call of ``auction`` on the deal of ``deck``, the
    auction called on by ``bots`` (``_called``), then the deal played out and scored by
    the engine: the margin of ``team`` (its deal score minus the other's; 0 for a void
    deal) and the game."""
    game = _called(deck, auction, rules, call, bots, rng)
    if game.is_over:
        return 0, game
    play_tricks(game, bots, rng.random)
    score = game.score
    assert score is not None
    return score.score[team] - score.score[team.other], game


@dataclasses.dataclass(slots=True)
class CallDeals:
    """What ``judge_calls`` simulates for one call, before the figures are drawn from it:
    the ``decks`` dealt (each ``_deck``), how many of them fit the calls heard
    (``fitting``), the denominations and levels judged (``kinds``, ``levels``), the
    ``double`` open (COINCHE, SURCOINCHE or None) and the deals where it is made
    (``double_made``), each denomination's trick points (``points``), each level's deals
    made (``made``), each call's margin deal by deal (``by_deal``: PASS, the double, each
    (kind, level) as bid) and the bids judged again with the auction called on
    (``called``: (kind, level) to its margins deal by deal and the deals where it
    stands; the ``CALLED_BIDS`` best as bid, and any bid made judged since)."""

    decks: list[list[int]]
    fitting: int
    kinds: tuple[int, ...]
    levels: tuple[int, ...]
    double: Call | None
    double_made: int
    points: dict[int, Moments]
    made: dict[tuple[int, int], int]
    by_deal: dict[_Key, list[int]]
    called: dict[tuple[int, int], tuple[list[int], int]]


#: ``CallDeals`` kept by what seeds them (``judge_calls``' ``kept``): a play session keeps
#: those of the hints asked at its calls, for the review after the deal.
KeptCalls = dict[tuple[object, ...], CallDeals]


def judge_calls(rules: RuleSet, auction: CoincheAuction, seat: Seat, hand: int, seed: int,
                deals: int = CALL_DEALS, dealings: int = CALL_DEALINGS,
                said: Call | None = None, kept: KeptCalls | None = None) -> CallFigures:
    """The call of ``seat`` (to call now in ``auction``, holding ``hand``) judged over
    ``deals`` simulated deals drawn from ``seed`` and the calls made so far, each dealt to
    fit the calls heard (of ``dealings`` dealings, ``deal_for_calls``): the same question,
    the same figures. ``said``: the call made there (the review after the deal), weighed
    against the best of those judged on the same deals (``CallFigures.best``); the other
    figures are the same with it or without it. ``kept``: the deals simulated for a call
    judged before with the same rules, auction, seat, hand, seed, deals and dealings are
    taken from it instead of simulated again (the same figures: each is drawn from those
    alone), and those simulated now are added to it."""
    key = (rules, auction.dealer, auction.clockwise, auction.sa_ta, tuple(auction.calls),
           seat, int(hand), seed, deals, dealings, default_bot())
    sim = None if kept is None else kept.get(key)
    if sim is None:
        sim = _simulate(rules, auction, seat, hand, seed, deals, dealings)
        if kept is not None:
            kept[key] = sim
    return _figures(sim, rules, auction, seat, seed, deals, dealings, said)


def _simulate(rules: RuleSet, auction: CoincheAuction, seat: Seat, hand: int, seed: int,
              deals: int, dealings: int) -> CallDeals:
    """The deals ``judge_calls`` judges the call by (``CallDeals``), drawn from ``seed``
    and the calls made so far."""
    rng = random.Random(f"call {seed} {len(auction.calls)}")
    bot = default_bot()
    bots = [find_bot(bot, random.Random(f"call {seed} {s.name}")) for s in SEATS]
    kinds = (*SUITS, NO_TRUMP, ALL_TRUMP) if rules.sa_ta == "on" else SUITS
    levels = tuple(auction.legal_levels())
    team = seat.team
    leader = deal_order(auction.dealer, rules.clockwise)[0]
    rest = [c for c in range(32) if not hand >> c & 1]
    points = {k: Moments() for k in kinds}
    made = {(k, lv): 0 for k in kinds for lv in levels}
    double = (COINCHE if auction.can_coinche()
              else SURCOINCHE if auction.can_surcoinche() else None)
    double_made = 0
    fitting = 0
    # Each call's margin deal by deal (PASS, the double, or (kind, level)): its mean and
    # its difference with passing's, deal by deal, are drawn from these.
    by_deal: dict[_Key, list[int]] = {PASS: []}
    # Each deal's deck, built once for every choice made on it.
    decks: list[list[int]] = []
    for _ in range(deals):
        hands, fits = deal_for_calls(hand, auction, seat, rest, rng, dealings)
        fitting += fits
        deck = _deck(hands, auction.dealer, rules.clockwise)
        decks.append(deck)
        # Passing: the auction called on by the heuristic at every seat, then played.
        by_deal[PASS].append(_called_margin(deck, auction, rules, PASS, team, bots, rng)[0])
        if double is not None:
            # The coinche (surcoinche): the auction called on, the contract doubled
            # (quadrupled, a surcoinche after it ending the auction), then played.
            margin, game = _called_margin(deck, auction, rules, double, team, bots, rng)
            assert game.score is not None
            double_made += game.score.result == MADE
            by_deal.setdefault(double, []).append(margin)
        # Each denomination taken by the team, the contract played as bid (no call after
        # it): one play scores every level.
        for kind in kinds:
            if not levels:
                break
            game = Game.at_play(hands, kind, leader, rules,
                                contract=Contract(levels[0], kind, seat))
            play_tricks(game, bots, rng.random)
            score = game.score
            assert score is not None
            points[kind].add(score.points[team])
            announced = declared_points(game.declared, kind) if game.declared else (0, 0)
            capot = score.capot
            for level in levels:
                contract = Contract(level, kind, seat)
                if contract_made(contract, score.points, score.belote, capot,
                                 score.belotes):
                    made[kind, level] += 1
                mine = score_coinche(contract, score.points, score.dix_de_der, rules,
                                     score.belote, capot, announcements=announced,
                                     belotes=score.belotes).score
                by_deal.setdefault((kind, level), []).append(mine[team] - mine[team.other])
    sim = CallDeals(decks, fitting, kinds, levels, double, double_made, points, made,
                    by_deal, {})
    # The bids of the best margins as bid (the first of equals: the lowest level, the
    # first kind), judged again on the same deals with the auction called on: the best of
    # them by that margin is the best bid.
    for key in _ranked(sim):
        sim.called[key] = _bid_called_on(decks, auction, rules, seat, key, seed)
    return sim


def _ranked(sim: CallDeals) -> list[tuple[int, int]]:
    """The ``CALLED_BIDS`` bids of ``sim`` of the best margins as bid (the first of
    equals: the lowest level, the first kind)."""
    means = {key: _moments(sim.by_deal[key]).mean for key in sim.made}
    return sorted(((k, lv) for k in sim.kinds for lv in sim.levels),
                  key=lambda key: -means[key])[:CALLED_BIDS]


def _figures(sim: CallDeals, rules: RuleSet, auction: CoincheAuction, seat: Seat, seed: int,
             deals: int, dealings: int, said: Call | None) -> CallFigures:
    """The figures of ``judge_calls`` drawn from the deals ``sim`` simulated; a bid
    ``said`` not judged yet with the auction called on is judged so (and kept in
    ``sim``)."""
    kinds, levels, double, by_deal = sim.kinds, sim.levels, sim.double, sim.by_deal
    points, made, fitting = sim.points, sim.made, sim.fitting
    passing = _moments(by_deal[PASS])
    margins = {key: _moments(by_deal[key]) for key in made}
    doubled = _moments(by_deal[double]) if double is not None else Moments()
    double_diff = (_against(by_deal[double], by_deal[PASS]) if double is not None
                   else Moments())
    bounds = ranges(rules)
    figures = []
    for kind in kinds:
        if not levels:
            break
        low, high = points[kind].interval(0, bounds.points)
        figures.append(KindFigures(kind, points[kind].mean, low, high, tuple(
            LevelFigures(level, made[kind, level] / deals,
                         *wilson(made[kind, level], deals), margins[kind, level].mean)
            for level in levels)))
    double_low = double_high = 0.0
    if double is not None:
        double_low, double_high = double_diff.interval(*bounds.difference())
    doubles = (None if double is None else double.kind, doubled.mean,
               sim.double_made / deals, double_diff.mean, double_low, double_high)
    other = ("pass" if double is None
             else _verdict(double_low, double_high, double.kind, deals))
    # Too few deals fit the calls heard to judge a choice by them (passing alone is none).
    rare = fitting < FIT_LEAST * deals and bool(levels or double)
    if rare:
        other = "no advice"
    if not levels:
        return CallFigures(deals, dealings, fitting, (), passing.mean, None, None, 0.0, 0.0,
                           0.0, other, *doubles,
                           *_given(said, by_deal, [PASS] if double is None else [double, PASS],
                                   bounds.difference()),
                           heard=len(auction.calls))
    # The bids judged again with the auction called on (``_simulate``), and the bid made
    # (the review): the best of the first by that margin is the best bid.
    ranked = _ranked(sim)
    if said is not None and said.kind == "bid":
        assert said.suit is not None and said.level is not None
        if (said.suit, said.level) not in ranked:
            ranked.append((said.suit, said.level))
    called: dict[_Key, list[int]] = {key: by_deal[key] for key in (PASS, double)
                                     if key is not None}
    stood: dict[_Key, int] = {}
    for key in ranked:
        if key not in sim.called:
            sim.called[key] = _bid_called_on(sim.decks, auction, rules, seat, key, seed)
        called[key], stood[key] = sim.called[key]
    best = max(ranked[:CALLED_BIDS], key=lambda key: sum(called[key]))
    diff = _against(called[best], by_deal[PASS])
    low, high = diff.interval(*bounds.difference())
    verdict = _verdict(low, high, "bid", deals)
    called_margin = _moments(called[best]).mean
    if rare:
        verdict = "no advice"
    elif double is not None:
        verdict = _better(verdict, called_margin, other, doubled.mean)
    calls: list[_Key] = [best, *([] if double is None else [double]), PASS]
    return CallFigures(deals, dealings, fitting, tuple(figures), passing.mean, best[1],
                       best[0], diff.mean, low, high, verdict, *doubles,
                       *_given(said, called, calls, bounds.difference()),
                       called=called_margin, stands=stood[best] / deals,
                       heard=len(auction.calls))


def _bid_called_on(decks: list[list[int]], auction: CoincheAuction, rules: RuleSet,
                   seat: Seat, key: tuple[int, int], seed: int) -> tuple[list[int], int]:
    """The bid ``key`` (kind, level) made by ``seat`` on each deal of ``decks``, the
    auction called on by the heuristic at every seat (``_called_margin``), the deal played
    and scored: the margin of ``seat``'s team deal by deal, and the number of deals where
    the bid stands (the contract played, neither outbid nor coinched). Drawn from ``seed``
    and the bid alone, so that a bid's figures do not hang on the others judged."""
    kind, level = key
    name = f"call {seed} {len(auction.calls)} {kind} {level}"
    rng = random.Random(name)
    bots = [find_bot(default_bot(), random.Random(f"{name} {s.name}")) for s in SEATS]
    bid = Call.bid(level, kind)
    margins = []
    stands = 0
    for deck in decks:
        margin, game = _called_margin(deck, auction, rules, bid, seat.team, bots, rng)
        margins.append(margin)
        stands += game.contract == Contract(level, kind, seat)
    return margins, stands


def _moments(values: list[int]) -> Moments:
    """The moments of ``values``."""
    counted = Moments()
    for value in values:
        counted.add(value)
    return counted


def _against(margins: list[int], passing: list[int]) -> Moments:
    """The moments of ``margins`` minus ``passing``'s, deal by deal."""
    return _moments([ours - theirs for ours, theirs in zip(margins, passing, strict=True)])


def _given(made: Call | None, by_deal: dict[_Key, list[int]], calls: list[_Key],
           bounds: tuple[int, int]) -> tuple[Call | None, float, float, float]:
    """The call of the best margin of ``calls`` (keys of ``by_deal``: the best bid's
    (kind, level), the double, PASS; the first of equals), and its margin minus that of
    the call ``made``, deal by deal, with its 95% interval held in ``bounds``; the call
    made and 0 where none is better; nothing without a call made."""
    if made is None:
        return None, 0.0, 0.0, 0.0
    key: _Key = made
    if made.kind == "bid":
        assert made.suit is not None and made.level is not None
        key = (made.suit, made.level)
    mine = by_deal[key]
    top = max(calls, key=lambda k: sum(by_deal[k]))
    if sum(by_deal[top]) <= sum(mine):
        return made, 0.0, 0.0, 0.0
    diff = _against(by_deal[top], mine)
    low, high = diff.interval(*bounds)
    best = top if isinstance(top, Call) else Call.bid(top[1], top[0])
    return best, diff.mean, low, high


def _verdict(low: float, high: float, call: str, deals: int) -> str:
    """``call`` where the 95% interval ``low`` to ``high`` of its margin minus passing's
    is above 0, ``pass`` where it is below, else ``no clear difference`` (one deal: no
    spread to measure, no clear difference)."""
    verdict = take_verdict(low, high) if deals > 1 else "no clear difference"
    return call if verdict == "take" else verdict


def _better(bid: str, bid_margin: float, double: str, double_margin: float) -> str:
    """The coinche (surcoinche) against the best bid: of the bid's verdict ``bid`` and the
    coinche's ``double`` (``_verdict``), the one of the better margin per deal
    (``bid_margin``, ``double_margin``; the bid's of equals), ``pass`` only where both
    are ``pass``: the better one below passing and the other not is no clear
    difference."""
    verdict, other = (double, bid) if double_margin > bid_margin else (bid, double)
    return "no clear difference" if verdict == "pass" != other else verdict
