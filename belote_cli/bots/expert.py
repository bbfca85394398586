"""The expert bot: Monte-Carlo sampling of the hidden hands, each solved double-dummy.

At each card the bot deals the cards it cannot see at random, consistently with all it
knows (its hand, the cards played, the voids shown by failures to follow, to trump or to
overtrump, the retourne in the taker's hand, and the bids: who took and who passed,
``sampling.deal_consistent``), solves every such deal with all hands open
(``solver.Solver``) and plays the card with the best average outcome for its team: the
deal score (made, *dedans* or capot, the announcements following the contract's fate,
in coinche a coinched contract's winner taking them all; under ``contract=total`` against
the defence's points, belote and announcements counted), then the trick points. During
the first trick, before the announcements are shown, each deal holds the seat's own,
those of the kinds the earlier players said aloud (their cards dealt to them,
``sampling.said_cards``) and the best split of each player yet to announce, as the bots
declare (``valuation.first_trick_announced``), in coinche too. The work per card is a
number of samples, not a time, so that a seed always gives the same game, in every build.

Inference from the play (``ExpertParams.inference``, on by default; the arena's
``expert-uniform`` is the bot without it): four times as many deals are dealt as are
solved, each weighed by the chance of the bids (``sampling.bid_weight``) and of every
card the other seats played, had they held those hands and played like the heuristic
bot, softened (``inference.PlayModel``); the deals solved are drawn among them by
weight, each once at most, so that no deal counts for more than its share
(``inference.select_weighted``). In coinche the calls heard weigh the deals too
(``sampling.call_weight``: the heuristic's calls, ``call_eps`` for a call it would not
have made), and during the first trick the kinds of announcements said
(``sampling.said_weight``). Without it, each deal solved is the one of ``candidates``
dealings kept by the bids, and the play counts only by the voids it shows.

A world count set by the position's difficulty (``close_samples``, off by default): when
the two best cards are too close to call on the deals solved (``close_call``), more are
drawn and solved, once.

The two-player games: in belote à deux, while the talon lasts, each card is played on
sampled deals (the other hand and the talon's order) played out by the heuristic, and the
six last tricks, where every card is known, are solved exactly; in belote découverte,
from trick 5, the face-down cards nobody has seen are dealt at random under the cards
that cover one and each deal is solved with that layout.

The taking (*la prise*) uses the heuristic bot's hand valuation, tuned by duplicate
simulation: sampling whole deals double-dummy for each bid costs seconds per decision. For
the same reason the first trick is played by the heuristic's rules of thumb.

In coinche (``variant=coinche``) the bot bids by sampling (``coinche_call``): it deals the
24 cards it cannot see at random, preferring dealings where the heuristic
(``coinche_policy.choose_call``) would have made the calls heard so far, and for a few candidate
calls (pass, the heuristic's call, neighbouring levels in the best suits, coinche or
surcoinche when allowed) finishes the auction with the heuristic, plays each deal out
with four heuristic bots (``fastplay.play_bots``) and settles it on a ``Game``
(``Game.at_play``, ``settle_play``: the score of the one deal flow). The call with the best
mean score margin for its team wins.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Iterable

from ..core.cards import POINTS, STRENGTH, SUITS, bits
from ..core.coinche import (
    CAPOT,
    COINCHE,
    PASS,
    POINT_LEVELS,
    SURCOINCHE,
    Call,
    CoincheAuction,
    Contract,
)
from ..core.errors import BeloteError
from ..core.rules import RuleSet
from ..core.scoring import BELOTE_BONUS, DealScore
from ..core.seats import Seat
from ..core.talon import DRAWING_TRICKS, side
from ..engine.game import Game
from .base import BidView, PlayerView, bot_repr
from .coinche_policy import choose_call, deal_for_calls, estimate, finish_auction
from .fastplay import play_bots
from .heuristic import HeuristicBot
from .inference import DEFAULT_EPS, PlayModel, select_weighted
from .memory import CardMemory
from .sampling import (
    CALL_EPS,
    CallModel,
    bid_weight,
    deal_consistent,
    deal_hidden,
    played_by_seat,
    said_weight,
)
from .solver import Solver
from .two_player import (
    deux_belotes,
    discovery_belotes,
    discovery_played,
    play_outs,
    two_player_deal,
)
from .valuation import (
    Capot,
    belote_points,
    checked_capots,
    close_call,
    coinche_contract,
    coinche_margin,
    deal_margin,
    first_trick_announced,
    takers_belotes,
    total_margin,
)


@dataclasses.dataclass(frozen=True, slots=True)
class ExpertParams:
    """The budget of one decision: the deals sampled (*worlds*) and solved per card.

    ``max_samples`` deals are solved for each card, the same number in every build, so
    that a seed always gives the same game. ``node_budget`` (off by default) stops once
    that many search nodes were spent, after at least ``min_samples`` deals: nodes are
    counted the same way by the native core and the pure-Python search, but a cache that
    forgets differently may spend a few more or fewer, so a budget in nodes can play
    differently from one build to another. The cards of the first trick (more than
    ``solve_up_to`` cards in hand) are played by the heuristic bot.
    """

    min_samples: int = 1
    #: Deals solved per card. Each is a solve of every legal card by the native core:
    #: about 2 ms at the second trick, well under 1 ms from the fourth on.
    max_samples: int = 40
    node_budget: int | None = None
    #: Deals solved per card with a full hand, as ``evaluate`` does for a hint at the
    #: first trick: at most ``first_trick_samples``, and at most ``first_trick_cards``
    #: divided by the legal cards. A full deal's solve costs about the same for each legal
    #: card (some 10 ms each here), so that a search with eight cards to choose from (8
    #: deals with these 64) costs under a second as one with three (20) does, in every
    #: build. A hint shares 128 (``hints.HINT_PARAMS``: 16 deals for eight cards, 20 for
    #: three).
    first_trick_samples: int = 20
    first_trick_cards: int = 64
    #: With more cards than this in hand (the first trick), a full-deal solve per sample
    #: would cost too much; the heuristic's rules of thumb play those cards.
    solve_up_to: int = 7
    #: ``score``: best expected deal score (contract made or not); ``points``: best
    #: expected trick points.
    objective: str = "score"
    #: Dealings drawn for each sample, one kept by how well it fits the bids (without
    #: ``inference``).
    candidates: int = 8
    #: Inference from the play (``inference``): the deals drawn per card are
    #: ``inference_pool`` times those solved, each weighed by the chance of the cards seen
    #: under the heuristic's softened policy (``inference_eps`` for the cards it would not
    #: have played) and of the bids, and those solved are drawn among them by weight,
    #: each once at most. Off: each deal solved is one of ``candidates`` dealings, kept by
    #: how well it fits the bids, and the play counts for nothing but its voids.
    inference: bool = True
    #: The cards a seat showed (``PlayerView.shown``: its announcements at the second
    #: trick, the other of a belote said) are dealt to it in every sampled deal, and
    #: during the first trick cards of the kinds of announcements it said
    #: (``sampling.said_cards``); off, they are dealt as any unseen card (to measure what
    #: they are worth).
    shown: bool = True
    inference_pool: int = 4
    inference_eps: float = DEFAULT_EPS
    #: Coinche, with ``inference``: the weight of a call the heuristic would not have
    #: made in a sampled deal (``sampling.call_weight``); 1 weighs no call.
    call_eps: float = CALL_EPS
    #: Against strategy fusion, a world count set by the position's difficulty: when,
    #: after the deals above, the best card's lead over the next is within ``close_z``
    #: standard errors of their difference deal by deal, ``close_samples`` more deals are
    #: drawn (and weighed, with ``inference``) and solved, once. 0: never. Off: 40 gained
    #: +1.4 points a deal [-0.5, +3.3] over 800 duplicate pairs (classic, seeds 7 and 8),
    #: for twice the time of about 4 cards in 10.
    close_samples: int = 0
    close_z: float = 2.0
    #: Coinche auction: deals sampled for each call (each played out by heuristic bots).
    call_samples: int = 24
    #: Coinche auction: dealings drawn for each sample, one kept by how well it fits the
    #: calls heard.
    call_dealings: int = 48
    #: Coinche (surcoinche) only when the sampled contract fails (is made) more often.
    coinche_rate: float = 0.6
    #: Belote découverte: the tricks played before the search takes over from the
    #: heuristic (a deal of 16 tricks costs a tenth of a second a sample at trick 3, a
    #: hundredth at trick 5), and the deals sampled per card until the sixth trick.
    layout_solve_from: int = 4
    layout_early_samples: int = 20
    #: Belote à deux while the talon lasts: the deals sampled (the other hand and the
    #: order of the talon), each played out to the end by the heuristic after each card.
    #: A hint plays out 36 (``hints.HINT_PARAMS``).
    talon_samples: int = 12

    @classmethod
    def parse(cls, options: Iterable[str]) -> ExpertParams:
        """The default budget with ``name=value`` changes (``scripts/arena.py
        --expert-param``): a number, ``on``/``off`` for a switch, ``none`` for no node
        budget. An unknown name, a value of the wrong kind, a negative number or a chance
        (``*_eps``) outside (0, 1] raises ``BeloteError``.

        >>> ExpertParams.parse(["max_samples=60", "inference=off"]).max_samples
        60
        """
        base = cls()
        known = sorted(f.name for f in dataclasses.fields(cls))
        changes: dict[str, object] = {}
        for option in options:
            name, sep, value = option.partition("=")
            if not sep or name not in known:
                raise BeloteError(code="expert_param_unknown", given=repr(option),
                                  known=", ".join(known))
            default = getattr(base, name)
            try:
                if isinstance(default, bool):
                    if value.lower() not in _SWITCH:
                        raise ValueError(value)
                    changes[name] = _SWITCH[value.lower()]
                elif isinstance(default, float):
                    number = float(value)
                    # A chance (``*_eps``) lies in (0, 1], the play model's below 1.
                    top = 1.0 if name == "call_eps" else math.inf
                    if name == "inference_eps":
                        top = math.nextafter(1.0, 0.0)
                    low = math.ulp(0.0) if name.endswith("_eps") else 0.0
                    if not low <= number <= top:
                        raise ValueError(value)
                    changes[name] = number
                elif isinstance(default, str):
                    if name == "objective" and value not in ("score", "points"):
                        raise ValueError(value)
                    changes[name] = value
                else:
                    whole = None if value.lower() == "none" else int(value)
                    if whole is not None and whole < 0:
                        raise ValueError(value)
                    changes[name] = whole
            except ValueError:
                raise BeloteError(code="expert_param_value", name=repr(name),
                                  given=repr(value)) from None
        return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


_SWITCH = {"on": True, "true": True, "1": True, "off": False, "false": False, "0": False}


@dataclasses.dataclass(frozen=True, slots=True)
class CardChoice:
    """The expected points (for the mover's team, from this card on) of each legal card,
    and the expected deal score difference that follows."""

    card: int
    expected: dict[int, float]
    samples: int
    margin: dict[int, float]  # expected deal score minus the opponents', by card


class ExpertBot:
    """Plays the card with the best average double-dummy value over sampled deals; its
    ``repr`` names it with the settings that differ from the defaults (``base.bot_repr``:
    ``ExpertBot(name='expert', params=ExpertParams(inference=False))``, expert-uniform)."""

    name = "expert"

    def __init__(self, rng: random.Random, params: ExpertParams | None = None,
                 inference: bool | None = None) -> None:
        self.rng = rng
        params = params if params is not None else ExpertParams()
        if inference is not None and inference != params.inference:
            params = dataclasses.replace(params, inference=inference)
        self.params = params
        self._heuristic = HeuristicBot(rng)
        self.memory = CardMemory()
        self._table = [HeuristicBot(rng) for _ in range(4)]

    def __repr__(self) -> str:
        return bot_repr(self, self.params)

    def bid(self, view: BidView) -> int | None:
        """Take or pass by the tuned hand valuation of the heuristic bot."""
        return self._heuristic.bid(view)

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        """A coinche call (*enchère*) chosen by sampling: the candidate call with the best
        mean score margin over sampled deals played out by heuristic bots (module doc).

        Coinche (surcoinche) needs, besides the best margin, the contract to fail (be made)
        in more than ``coinche_rate`` of the samples. Never a call the auction refuses.
        """
        candidates = self._call_candidates(hand, auction)
        if len(candidates) == 1:
            return candidates[0]
        me = auction.to_bid
        team = me.team
        rules = RuleSet(direction="clockwise" if auction.clockwise else "anticlockwise",
                        variant="coinche", sa_ta="on" if auction.sa_ta else "off")
        totals = [0.0] * len(candidates)
        made = [0] * len(candidates)
        contracts = [0] * len(candidates)
        n = self.params.call_samples
        leader = auction.dealer.next(auction.clockwise)
        for _ in range(n):
            hands = self._deal_for_calls(hand, auction)
            plays: dict[tuple[int, Seat], tuple[int, int, int, int]] = {}
            scores: dict[Contract, DealScore] = {}
            for i, candidate in enumerate(candidates):
                contract = finish_auction(hands, auction, candidate)
                if contract is None:
                    continue  # a void deal: nobody scores
                score = scores.get(contract)
                if score is None:
                    # The play of four heuristic bots (``play_bots``, the back-end pinned to
                    # ``Game``): the same cards whatever the level or the coinche, so kept
                    # by trump and taker; each contract settled on its own ``Game``.
                    key = (contract.suit, contract.taker)
                    if key not in plays:
                        plays[key] = play_bots(hands, contract.suit, leader, rules,
                                               self._table, contract.taker, auction.dealer)
                    game = Game.at_play(hands, contract.suit, leader, rules,
                                        dealer=auction.dealer, contract=contract)
                    score = scores[contract] = game.settle_play(*plays[key])
                totals[i] += score.score[team] - score.score[team.other]
                contracts[i] += 1
                if (score.result == "made") == (contract.takers is team):
                    made[i] += 1  # a good outcome for this team: made, or failed theirs
        best = 0
        for i, candidate in enumerate(candidates):
            doubles = candidate.kind in ("coinche", "surcoinche")
            if doubles and made[i] <= self.params.coinche_rate * contracts[i]:
                continue
            if totals[i] > totals[best]:
                best = i
        return candidates[best]

    def _evaluate_two(self, view: PlayerView) -> CardChoice:
        """``evaluate`` in belote à deux and belote découverte: each sampled deal
        (``two_player_deal``) solved with both hands open, the face-down cards where they
        lie."""
        params = self.params
        me = side(view.seat)
        taker_side = None if view.taker is None else side(view.taker)
        total = view.rules.deal_total(view.trump)
        tie_fails = view.rules.tie == "dedans"  # 81 of 162 a failure, not a litige
        by_total = view.rules.contract == "total"

        def margin(points: int, cap: Capot | None, belote: tuple[int, int]) -> int:
            """The deal score margin of ``view``'s player with ``points`` trick points at
            the end of the deal, ``cap`` its capot, ``belote`` each player's belote."""
            if by_total:
                return total_margin(points, me, taker_side, belote, (0, 0), total,
                                    tie_fails, cap)
            return deal_margin(points, me, taker_side, total, tie_fails, cap, belote)

        if view.rules.variant == "deux" and len(view.tricks) < DRAWING_TRICKS:
            totals, utility, worlds = play_outs(view, self.rng, params.talon_samples, margin)
            return _choice(totals, utility, worlds, view.trump, params.objective)
        taken = sum(t.points for t in view.tricks if t.winner is view.seat)
        capot = Capot.of(view)
        legal = view.legal
        totals = {c: 0 for c in bits(legal)}
        utility = {c: 0 for c in totals}
        # Each sampled deal's belotes, added after the contract (``contract=points``) or
        # compared (``contract=total``: the takers need more than the other player): at
        # belote à deux ``deux_belotes`` (the order of the other player's unseen draws
        # sampled where it decides), at belote découverte ``discovery_belotes`` (under
        # ``belote=declared`` none to a player that played both without saying it).
        deux = view.rules.variant == "deux"
        played = (0, 0) if deux else discovery_played(view)
        declared = view.rules.belote == "declared"
        if deux:
            most = 1  # every card known: one deal, solved exactly
        elif len(view.tricks) < 6:
            most = params.layout_early_samples
        else:
            most = params.max_samples
        samples = 0
        while samples < max(most, params.min_samples):
            hands, layout = two_player_deal(view, self.rng)
            solution = Solver(view.trump, view.rules, layout=layout).solve(
                hands, view.leader, view.trick)
            if deux:
                belotes = deux_belotes(view, hands[view.seat.partner], self.rng,
                                       params.max_samples)
            else:
                belotes = [discovery_belotes(hands, played, view.trump, declared, view.said)]
            capots = checked_capots(capot, view, hands, layout, solution.values, me, taken, total)
            for belote in belotes:
                for c in totals:
                    v = solution.values[c]
                    cap = capots.get(c, capot)
                    totals[c] += v
                    utility[c] += margin(taken + v, cap, belote)
                samples += 1
        return _choice(totals, utility, samples, view.trump, params.objective)

    def _call_candidates(self, hand: int, auction: CoincheAuction) -> list[Call]:
        """Pass first, then the heuristic's call, levels next to it in the two best
        suits, coinche and surcoinche: only calls the auction allows, each once."""
        out: list[Call] = [PASS]

        def add(call: Call) -> None:
            if call not in out and auction.why_illegal(call) is None:
                out.append(call)

        add(choose_call(hand, auction))
        last = auction.last_bid
        low = auction.lowest_bid()
        own = last is not None and last[0].team is auction.to_bid.team
        if low is not None and low != CAPOT and not own:
            suits = sorted(SUITS, key=lambda s: (-estimate(hand, s), s))[:2]
            for suit in suits:
                worth = estimate(hand, suit) // 10 * 10
                for level in (worth - 10, worth, worth + 10):
                    level = max(low, min(POINT_LEVELS[-1], level))
                    add(Call.bid(level, suit))
        if auction.can_coinche():
            add(COINCHE)
        if auction.can_surcoinche():
            add(SURCOINCHE)
        return out

    def _deal_for_calls(self, hand: int, auction: CoincheAuction) -> list[int]:
        """The 24 unseen cards dealt at random to the three other seats: of
        ``params.call_dealings`` dealings, the first where the heuristic makes every call
        the other seats made so far, else the one where it makes the most."""
        unseen = [c for c in range(32) if not (hand >> c) & 1]
        return deal_for_calls(hand, auction, auction.to_bid, unseen, self.rng,
                              self.params.call_dealings)[0]

    def play(self, view: PlayerView) -> int:
        """The legal card with the best average double-dummy value."""
        legal = view.legal
        if not legal & (legal - 1):
            return legal.bit_length() - 1
        if view.rules.players == 2:
            if not self.searches(view):
                return self._heuristic.play(view)
            return self.evaluate(view).card
        if view.hand.bit_count() > self.params.solve_up_to:
            return self._heuristic.play(view)
        return self.evaluate(view).card

    def searches(self, view: PlayerView) -> bool:
        """Whether the expert's search plays this card of a two-player game: in belote à
        deux always (while the talon lasts by play-outs of sampled deals, then exactly),
        in belote découverte from trick ``layout_solve_from + 1`` on (the face-down cards
        dealt at random); before, the heuristic plays."""
        done = len(view.tricks)
        if view.rules.variant == "deux":
            return True  # the talon's tricks by play-outs, the six last ones exactly
        return done >= self.params.layout_solve_from

    def evaluate(self, view: PlayerView) -> CardChoice:
        """The expected points of each legal card over the sampled deals, and the best.

        With the ``score`` objective the card chosen is the one with the best expected
        deal score (the contract made or *dedans* in each sampled deal), the expected
        points breaking ties; with ``points``, the best expected points.
        """
        if view.rules.players == 2:
            return self._evaluate_two(view)
        legal = view.legal
        memory = self.memory
        memory.update(view)
        params = self.params
        team = view.seat & 1
        taken = sum(t.points for t in view.tricks if (t.winner & 1) == team)
        taker_team = None if view.taker is None else view.taker & 1
        total = view.rules.deal_total(view.trump)
        tie_fails = view.rules.tie == "dedans"  # 81 of 162 a failure, not a litige
        capot = Capot.of(view)  # the teams that may still take every trick
        # Coinche: the contract heard in the auction (``view.calls``) sets what a deal
        # scores; the takers' belotes of each deal count toward the bid.
        contract = coinche_contract(view)
        held = played_by_seat(view)
        belote = 0  # the takers' belote points in the deal at hand (coinche)
        # ``contract=total``: the takers need more than the defence, belote and
        # announcements counted: the announcements shown (the same in every deal) and the
        # belotes each deal's hands hold.
        by_total = contract is None and view.rules.contract == "total"
        belotes = (0, 0)
        # The announcements follow the contract's fate (``deal_margin``, ``total_margin``,
        # in coinche ``coinche_margin``): from the second trick those shown, the same in
        # every deal; during the first, where only their kinds were said, those each
        # deal's hands hold (``first_trick_announced``).
        announced = view.announced
        first = not view.tricks and view.rules.announcements == "on"
        totals = {c: 0 for c in bits(legal)}
        utility = {c: 0 for c in totals}
        by_score = params.objective == "score"
        rows: list[dict[int, int]] = []  # each deal's deciding value of every card
        nodes = 0
        samples = 0
        if view.hand.bit_count() == 8:
            most = min(params.first_trick_samples,
                       params.first_trick_cards // legal.bit_count())
        else:
            most = params.max_samples
        most = max(most, params.min_samples)
        extra = params.close_samples
        model = PlayModel(view, params.inference_eps) if params.inference else None
        worlds = self._inferred_worlds(view, most, model) if model is not None else None
        while samples < most:
            if worlds is not None:
                if samples == len(worlds):
                    break
                hands = worlds[samples]
            else:
                hands = deal_consistent(view, self.rng, memory, params.candidates,
                                        params.shown)
            solver = Solver(view.trump, view.rules)
            solution = solver.solve(hands, view.leader, view.trick)
            row: dict[int, int] = {}
            if contract is not None:
                belote = BELOTE_BONUS * takers_belotes(
                    [hands[s] | held[s] for s in range(4)], view.trump, contract.takers,
                    view.rules)
            elif by_total:
                belotes = belote_points([hands[s] | held[s] for s in range(4)], view.trump,
                                        view.rules)
            if first:
                announced = first_trick_announced(view, [hands[s] | held[s] for s in range(4)])
            capots = checked_capots(capot, view, hands, None, solution.values, team, taken, total)
            for c in totals:
                v = solution.values[c]
                cap = capots.get(c, capot)
                if contract is not None:
                    u = coinche_margin(taken + v, team, contract, belote, total, cap,
                                       announced=announced)
                elif by_total:
                    u = total_margin(taken + v, team, taker_team, belotes, announced,
                                     total, tie_fails, cap)
                else:
                    u = deal_margin(taken + v, team, taker_team, total, tie_fails, cap,
                                    announced=announced)
                totals[c] += v
                utility[c] += u
                row[c] = u if by_score else v
            rows.append(row)
            samples += 1
            nodes += solver.nodes
            if (params.node_budget is not None and samples >= params.min_samples
                    and nodes >= params.node_budget):
                break
            if samples == most and extra and close_call(rows, params.close_z):
                most += extra
                if model is not None and worlds is not None:
                    worlds += self._inferred_worlds(view, extra, model)
                extra = 0
        return _choice(totals, utility, samples, view.trump, params.objective)

    def _inferred_worlds(self, view: PlayerView, count: int,
                         model: PlayModel | None = None) -> list[list[int]]:
        """``count`` deals of the hidden cards for the search, by inference from the play
        and the bids (``inference`` module): ``inference_pool`` times as many drawn
        (``deal_hidden``), each weighed by the chance of the bids (``bid_weight``, and in
        coinche of the calls, ``CallModel``) and of the cards seen (``PlayModel.weight``),
        ``count`` of them kept by weight."""
        params = self.params
        pool = [deal_hidden(view, self.rng, self.memory, params.shown)
                for _ in range(max(1, params.inference_pool) * count)]
        if model is None:
            model = PlayModel(view, params.inference_eps)
        calls = CallModel(view, params.call_eps)
        priors = [bid_weight(view, hands) * calls.weight(hands) * said_weight(view, hands)
                  for hands in pool]
        kept = select_weighted(priors, lambda i: model.weight(pool[i]), count, self.rng)
        return [pool[i] for i in kept]


def _choice(totals: dict[int, int], utility: dict[int, int], samples: int, trump: int,
            objective: str) -> CardChoice:
    """The card to play from the sums over ``samples`` deals of each card's points
    (``totals``) and deal score margin (``utility``): the best mean margin with the
    ``score`` objective, else the best mean points; among equals the best points, then
    the cheaper, then the weaker card."""
    expected = {c: totals[c] / samples for c in totals}
    margin = {c: utility[c] / samples for c in totals}
    by_score = objective == "score"

    def key(c: int) -> tuple[float, float, int, int]:
        first = -margin[c] if by_score else -expected[c]
        return (first, -expected[c], POINTS[trump][c], STRENGTH[trump][c])

    return CardChoice(min(expected, key=key), expected, samples, margin)
