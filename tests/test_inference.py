"""Inference from the play: the softened heuristic policy's weights, the cap on them, and
the expert with and without it."""

from __future__ import annotations

import random

import pytest

from belote_cli.bots.base import BidView, Bot, PlayerView
from belote_cli.bots.expert import ExpertBot, ExpertParams, _choice, deal_margin
from belote_cli.bots.inference import PlayModel, decisions, select, select_weighted
from belote_cli.bots.memory import CardMemory
from belote_cli.bots.registry import find_bot
from belote_cli.bots.sampling import deal_consistent
from belote_cli.bots.solver import Solver
from belote_cli.bots.valuation import Capot
from belote_cli.core.cards import bits, mask_of, parse_cards, parse_suit
from belote_cli.core.coinche import Call, CoincheAuction
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.core.state import DealState
from belote_cli.engine.playing import play_deal

HEARTS = parse_suit("♥")


def _mask(text: str) -> int:
    return mask_of(parse_cards(text))


def _after_first_trick(n_now: str, e_now: str) -> PlayerView:
    """Trump ♥. S leads A♣, W plays 8♣, N 7♣ and E K♣; S won and leads the second trick.
    ``n_now`` and ``e_now``: what N and E hold after the trick (any split of their 14
    cards that leaves E no club but the K♣ it played, or one more)."""
    hands = [_mask(n_now) | _mask("7♣"), _mask(e_now) | _mask("K♣"),
             _mask("A♣ 10♣ A♠ 10♠ A♦ 10♦ K♠ K♦"), _mask("8♣ J♣ 7♥ 8♥ 9♥ J♥ Q♠ J♠")]
    assert hands[0] | hands[1] | hands[2] | hands[3] == (1 << 32) - 1
    assert sum(h.bit_count() for h in hands) == 32
    state = DealState(hands, HEARTS, Seat.S, RuleSet())
    for c in parse_cards("A♣ 8♣ 7♣ K♣"):
        state.play(c)
    assert state.to_play is Seat.S
    return PlayerView.of(state)


# Two deals of the cards S cannot see, both consistent with everything S saw: in A the
# K♣ was E's only club (a forced card); in B E also held the 9♣ (N has the 9♦ instead).
N_A, E_A = "9♣ Q♣ 7♠ 8♠ 9♠ 7♦ 8♦", "9♦ Q♦ J♦ 10♥ Q♥ K♥ A♥"
N_B, E_B = "Q♣ 7♠ 8♠ 9♠ 7♦ 8♦ 9♦", "9♣ Q♦ J♦ 10♥ Q♥ K♥ A♥"
W_NOW = "J♣ 7♥ 8♥ 9♥ J♥ Q♠ J♠"


def _world(n_now: str, e_now: str, s_hand: int) -> list[int]:
    return [_mask(n_now), _mask(e_now), s_hand, _mask(W_NOW)]


def test_the_past_cards_are_the_three_others_with_what_they_saw() -> None:
    view = _after_first_trick(N_A, E_A)
    past = decisions(view)
    assert [(d.seat, d.card) for d in past] == [
        (Seat.W, parse_cards("8♣")[0]), (Seat.N, parse_cards("7♣")[0]),
        (Seat.E, parse_cards("K♣")[0])]
    # Each saw the trick as it lay before its own card, and no finished trick.
    assert [len(d.view.trick) for d in past] == [1, 2, 3]
    assert all(d.view.tricks == () for d in past)


def test_a_card_the_policy_would_not_have_played_weighs_little() -> None:
    # The heuristic gives its cheapest card to a trick it cannot win: E, last to play on
    # S's A♣ with K♣ and 9♣, would have given the 9♣ (0 points, the K♣ 4). So in deal B
    # the K♣ has the chance eps / 1 (the one other legal card shares eps); in deal A it
    # was forced (chance 1). W gave its cheapest club, 8♣ (J♣ is worth 2): 1 - eps in
    # both. N, on its partner's sure A♣, would have loaded its richest club, Q♣ (3
    # points), not the 7♣: eps / 2 with three clubs (deal A), eps / 1 with two (B).
    eps = 0.2
    view = _after_first_trick(N_A, E_A)
    model = PlayModel(view, eps)
    a = _world(N_A, E_A, view.hand)
    b = _world(N_B, E_B, view.hand)
    assert [model.card_chance(i, a) for i in range(3)] == pytest.approx(
        [1 - eps, eps / 2, 1.0])
    assert [model.card_chance(i, b) for i in range(3)] == pytest.approx(
        [1 - eps, eps, eps])
    assert model.weight(a) == pytest.approx(0.8 * 0.1 * 1.0)
    assert model.weight(b) == pytest.approx(0.8 * 0.2 * 0.2)
    # The same view seen from the deal B: the weights depend on the view and the deal
    # weighed, not on the real hands.
    other = PlayModel(_after_first_trick(N_B, E_B), eps)
    assert other.weight(a) == model.weight(a) and other.weight(b) == model.weight(b)


def test_eps_is_a_share_of_the_chance() -> None:
    view = _after_first_trick(N_A, E_A)
    for eps in (0.0, 1.0, -0.1):
        with pytest.raises(ValueError, match="eps"):
            PlayModel(view, eps)


def test_no_deal_is_kept_twice_however_heavy() -> None:
    # The cap: a deal a billion times likelier than the others is kept once, and the
    # places left go to the others.
    weights = [1.0, 1e9, 1.0, 1.0, 1.0]
    for seed in range(20):
        kept = select(weights, 3, random.Random(seed))
        assert len(kept) == 3 == len(set(kept))
        assert 1 in kept
        assert kept == sorted(kept)


def test_impossible_deals_fill_only_the_places_left() -> None:
    weights = [0.0, 0.5, 0.0, 0.25, 0.0]
    for seed in range(20):
        assert select(weights, 2, random.Random(seed)) == [1, 3]
        # Too few possible deals: the impossible ones follow, first drawn first.
        assert select(weights, 3, random.Random(seed)) == [0, 1, 3]


def test_selection_draws_one_number_a_deal() -> None:
    rng = random.Random(5)
    select([1.0, 2.0, 0.0, 3.0], 2, rng)
    reference = random.Random(5)
    for _ in range(4):
        reference.random()
    assert rng.getstate() == reference.getstate()


def test_the_likelihoods_of_deals_that_cannot_be_kept_are_not_computed() -> None:
    # The bids make deal 2 impossible: its play is never weighed, and each deal's at
    # most once. Whatever is skipped, the same deals as ``select`` of the full weights
    # (deal 0, a thousand times less likely by the bids, among them).
    priors = [0.001, 1.0, 0.0, 1.0, 1.0]
    likes = [1.0, 0.5, 0.9, 0.25, 0.5]
    asked: list[int] = []

    def likelihood(i: int) -> float:
        asked.append(i)
        return likes[i]

    for seed in range(20):
        asked.clear()
        kept = select_weighted(priors, likelihood, 2, random.Random(seed))
        full = select([p * q for p, q in zip(priors, likes, strict=True)], 2,
                      random.Random(seed))
        assert kept == full
        assert 2 not in asked  # impossible by the bids
        assert len(asked) == len(set(asked))
    rng = random.Random(8)
    weights = [rng.random() ** 3 for _ in range(30)]
    for count in (1, 5, 29, 30):
        for seed in range(10):
            assert select_weighted(weights, lambda i: 1.0, count, random.Random(seed)) == (
                select(weights, count, random.Random(seed)))


def test_a_deal_whose_play_cannot_be_is_kept_last_as_select_keeps_it() -> None:
    # A likelihood of 0 (or a product that falls below the smallest float: 1e-200 times
    # 1e-200) makes the deal's full weight 0: ``select`` puts it after every deal of a
    # weight above 0, in its order, and ``select_weighted`` keeps the same deals.
    priors = [1.0, 1.0, 1e-200, 1.0]
    likes = [0.0, 0.5, 1e-200, 0.25]
    for seed in range(10):
        assert select_weighted(priors, lambda i: likes[i], 2, random.Random(seed)) == [1, 3]
        assert select_weighted(priors, lambda i: likes[i], 3, random.Random(seed)) == [
            0, 1, 3]
        assert select_weighted(priors, lambda i: likes[i], 4, random.Random(seed)) == [
            0, 1, 2, 3]


def _mid_deal_views(deals: int) -> list[PlayerView]:
    """Views of S at a card with a choice after the first trick, from deals played by
    heuristic bots (seeded)."""
    views: list[PlayerView] = []

    class Spy:
        name = "spy"

        def __init__(self, rng: random.Random) -> None:
            self.inner = find_bot("heuristic", rng)

        def bid(self, view: BidView) -> int | None:
            return self.inner.bid(view)

        def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
            return self.inner.coinche_call(hand, auction)

        def play(self, view: PlayerView) -> int:
            if view.tricks and view.legal & (view.legal - 1) and len(view.tricks) < 6:
                views.append(view)
            return self.inner.play(view)

    rng = random.Random(11)
    for k in range(deals):
        bots: list[Bot] = [find_bot("heuristic", random.Random(4 * k + s)) for s in range(4)]
        bots[Seat.S] = Spy(random.Random(4 * k + 2))
        play_deal(bots, rng, Seat(k % 4))
    assert views
    return views


SOME = ExpertParams(max_samples=6)


def test_the_same_seed_gives_the_same_card() -> None:
    for view in _mid_deal_views(2)[:6]:
        first = ExpertBot(random.Random(3), SOME).evaluate(view)
        again = ExpertBot(random.Random(3), SOME).evaluate(view)
        assert first == again
        assert first.samples == SOME.max_samples


def test_without_inference_the_expert_is_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    # ``inference=False``: each deal solved is ``deal_consistent``'s (one of
    # ``candidates`` dealings kept by the bids), the sums as ever; no play model is made.
    def no_model(*args: object) -> None:
        raise AssertionError("a play model was made")

    monkeypatch.setattr("belote_cli.bots.expert.PlayModel", no_model)
    for view in _mid_deal_views(2)[:6]:
        bot = ExpertBot(random.Random(9), SOME, inference=False)
        assert bot.params.inference is False
        got = bot.evaluate(view)
        # The same search written out: the loop of the expert before the inference.
        rng = random.Random(9)
        memory = CardMemory()
        memory.update(view)
        team = view.seat & 1
        taken = sum(t.points for t in view.tricks if (t.winner & 1) == team)
        taker_team = None if view.taker is None else view.taker & 1
        capot = Capot(252, 0 if taker_team is None else 3)  # who may take every trick
        for t in view.tricks:
            capot = Capot(252, capot.sweepers & 1 << (t.winner & 1))
        totals = {c: 0 for c in bits(view.legal)}
        utility = {c: 0 for c in totals}
        for _ in range(SOME.max_samples):
            hands = deal_consistent(view, rng, memory, SOME.candidates)
            values = Solver(view.trump, view.rules).solve(hands, view.leader,
                                                          view.trick).values
            for c in totals:
                totals[c] += values[c]
                utility[c] += deal_margin(taken + values[c], team, taker_team, capot=capot)
        assert got == _choice(totals, utility, SOME.max_samples, view.trump, "score")
        assert bot.rng.getstate() == rng.getstate()


def test_the_inference_solves_the_deals_it_keeps() -> None:
    # With inference, the deals solved are drawn among ``inference_pool`` times as many,
    # and every one of them is consistent with what S saw (its hand, the cards gone).
    for view in _mid_deal_views(1)[:3]:
        bot = ExpertBot(random.Random(2), SOME)
        bot.memory.update(view)  # as ``evaluate`` does first
        worlds = bot._inferred_worlds(view, 5)
        assert len(worlds) == 5
        assert len({tuple(w) for w in worlds}) == 5  # none twice (the cap)
        for hands in worlds:
            assert hands[view.seat] == view.hand
            assert not (hands[0] | hands[1] | hands[2] | hands[3]) & view.played


def test_the_arena_names_the_expert_without_inference() -> None:
    bot = find_bot("expert-uniform", random.Random(1))
    assert isinstance(bot, ExpertBot) and not bot.params.inference
    on = find_bot("expert", random.Random(1))
    assert isinstance(on, ExpertBot) and on.params.inference


# A deal under trump ♥, S to lead the first trick: W and N are void in ♠, N's one trump
# is the 7♥, lower than W's J♥.
UNDER_HANDS = {Seat.S: "A♠ 10♠ K♠ A♣ 10♣ A♦ 10♦ K♦", Seat.W: "J♥ 9♥ A♥ 10♥ K♣ Q♣ J♣ 9♣",
               Seat.N: "7♥ 7♦ 8♦ 9♦ J♦ Q♦ 7♣ 8♣", Seat.E: "Q♠ J♠ 9♠ 8♠ 7♠ K♥ Q♥ 8♥"}


def _under_state(rules: RuleSet, cards: str) -> DealState:
    hands = [_mask(UNDER_HANDS[s]) for s in Seat]
    assert hands[0] | hands[1] | hands[2] | hands[3] == (1 << 32) - 1
    state = DealState(hands, HEARTS, Seat.S, rules)
    for c in parse_cards(cards):
        state.play(c)  # checked: each card legal under ``rules``
    return state


def test_the_past_cards_keep_what_each_seat_played_after_them() -> None:
    # S leads A♠, W trumps with J♥, N (void in ♠, its 7♥ under the J♥) must play the 7♥
    # under undertrump=required, E follows with Q♠; W won and leads trick 2.
    required = RuleSet(undertrump="required")
    state = _under_state(required, "A♠ J♥ 7♥ Q♠")
    assert state.to_play is Seat.W
    past = decisions(PlayerView.of(state))
    # W's own J♥ is left out; each card's ``later`` is that card alone (nothing played
    # since), and each view's hand and legal cards are left empty, to be filled.
    assert [(d.seat, d.card, d.later) for d in past] == [
        (Seat.S, _card("A♠"), _mask("A♠")), (Seat.N, _card("7♥"), _mask("7♥")),
        (Seat.E, _card("Q♠"), _mask("Q♠"))]
    assert all(d.view.hand == 0 and d.view.legal == 0 for d in past)
    # Trick 2: W leads K♣, N follows with 8♣, E (void in ♣, W winning) trumps with 8♥;
    # S to play. Each card of trick 1 keeps its seat's card of trick 2 in ``later``.
    state = _under_state(required, "A♠ J♥ 7♥ Q♠ K♣ 8♣ 8♥")
    assert state.to_play is Seat.S
    past = decisions(PlayerView.of(state))
    assert [(d.seat, d.card, d.later) for d in past] == [
        (Seat.W, _card("J♥"), _mask("J♥ K♣")), (Seat.N, _card("7♥"), _mask("7♥ 8♣")),
        (Seat.E, _card("Q♠"), _mask("Q♠ 8♥")), (Seat.W, _card("K♣"), _mask("K♣")),
        (Seat.N, _card("8♣"), _mask("8♣")), (Seat.E, _card("8♥"), _mask("8♥"))]


def test_the_policy_reads_the_legal_cards_under_the_deal_s_undertrump_rule() -> None:
    # E's view on the first trick after S's A♠, W's J♥ and N's card; the world weighed is
    # the real deal. Under undertrump=required N's 7♥ was forced (its one trump, under
    # the J♥, and no spade): the chance 1. Under undertrump=free N might have discarded
    # any of its eight cards: its 7♦ was one of eight legal cards, the chance 1 - eps
    # (the heuristic's card) or eps / 7, never 1.
    eps = 0.2
    for rules, cards in ((RuleSet(undertrump="required"), "A♠ J♥ 7♥"),
                         (RuleSet(), "A♠ J♥ 7♦")):
        state = _under_state(rules, cards)
        assert state.to_play is Seat.E
        model = PlayModel(PlayerView.of(state), eps)
        assert [d.seat for d in model.decisions] == [Seat.S, Seat.W, Seat.N]
        chance = model.card_chance(2, state.hands)
        if rules.undertrump == "required":
            assert chance == 1.0
        else:
            assert chance in (pytest.approx(1 - eps), pytest.approx(eps / 7))


def _card(text: str) -> int:
    return parse_cards(text)[0]
