"""How many deals the expert solves and how it weighs them: more deals when the two best
cards are too close to call (``close_call``, ``ExpertParams.close_samples``), and the
coinche calls heard as evidence on the hidden hands (``sampling.call_weight``)."""

from __future__ import annotations

import math
import random

import pytest
from test_inference import _mid_deal_views

from belote_cli.bots.base import PlayerView
from belote_cli.bots.expert import (
    ExpertBot,
    ExpertParams,
    close_call,
    coinche_contract,
    coinche_margin,
    takers_belotes,
)
from belote_cli.bots.fastplay import play_bots
from belote_cli.bots.heuristic import HeuristicBot
from belote_cli.bots.registry import find_bot
from belote_cli.bots.sampling import CALL_EPS, call_weight
from belote_cli.core.cards import ALL_TRUMP, NO_TRUMP, mask_of, parse_cards, parse_suit
from belote_cli.core.coinche import CAPOT, COINCHE, PASS, Call, Contract
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.engine.game import Game

HEARTS = parse_suit("♥")
COINCHE_RULES = RuleSet(variant="coinche")


def _mask(text: str) -> int:
    return mask_of(parse_cards(text))


# --- close_call: the two best cards' lead against its standard error ---------------------

def test_a_lead_the_same_in_every_deal_is_never_close() -> None:
    # Card 1 beats card 2 by 10 in both deals: no spread, nothing more to learn.
    assert not close_call([{1: 10, 2: 0}, {1: 10, 2: 0}], 2.0)
    # Two cards equal in every deal: the same (a tie more deals would not break).
    assert not close_call([{1: 5, 2: 5}, {1: -3, 2: -3}], 2.0)


def test_a_lead_within_z_standard_errors_is_close() -> None:
    # Sums: card 1 200, card 2 50, so card 1 leads by 100, -50, 100 deal by deal:
    # mean 50, variance ((50)² + (-100)² + (50)²) / 2 = 7500, standard error
    # sqrt(7500 / 3) = 50. 50 < 2 × 50: close; 50 > 0.9 × 50: not close.
    rows = [{1: 100, 2: 0}, {1: 0, 2: 50}, {1: 100, 2: 0}]
    assert close_call(rows, 2.0)
    assert not close_call(rows, 0.9)


def test_the_lead_s_spread_is_the_sample_s_with_n_minus_1() -> None:
    # Two cards, two deals. Sums: card 1 30, card 2 24; card 1 leads by 10, then -4:
    # mean 3, sample variance (7² + (-7)²) / (2 - 1) = 98, standard error sqrt(98 / 2) =
    # 7. 3 < 0.5 × 7: close; 3 > 0.4 × 7: not close. (Divided by 2, not 1, the standard
    # error would be about 4.95, and 3 > 0.5 × 4.95.)
    rows = [{1: 20, 2: 10}, {1: 10, 2: 14}]
    assert close_call(rows, 0.5)
    assert not close_call(rows, 0.4)


def test_one_card_or_one_deal_is_never_close() -> None:
    assert not close_call([{7: 10}, {7: -10}], 2.0)
    assert not close_call([{1: 0, 2: 1}], 2.0)
    assert not close_call([], 2.0)


def test_the_two_best_cards_are_compared_not_the_first_two() -> None:
    # Card 3 trails far behind; cards 1 and 2 alternate: a close call between them.
    rows = [{3: -100, 1: 10, 2: 0}, {3: -100, 1: 0, 2: 10}, {3: -100, 1: 10, 2: 0}]
    assert close_call(rows, 2.0)
    # Card 3 is the best by far and by the same lead every deal: not close.
    rows = [{3: 100, 1: 10, 2: 0}, {3: 100, 1: 0, 2: 10}]
    assert not close_call(rows, 2.0)


# --- the expert solves more deals only when the call is close -----------------------------

@pytest.mark.parametrize("inference", [True, False])
def test_a_close_call_solves_the_extra_deals(monkeypatch: pytest.MonkeyPatch,
                                             inference: bool) -> None:
    monkeypatch.setattr("belote_cli.bots.expert.close_call", lambda rows, z: True)
    params = ExpertParams(max_samples=6, close_samples=5, inference=inference)
    for view in _mid_deal_views(1)[:3]:
        assert ExpertBot(random.Random(3), params).evaluate(view).samples == 11


@pytest.mark.parametrize("inference", [True, False])
def test_a_clear_call_is_the_expert_without_extra_deals(monkeypatch: pytest.MonkeyPatch,
                                                        inference: bool) -> None:
    # Not close: the same deals, the same card and values, the same draws after, as the
    # expert that never solves more.
    monkeypatch.setattr("belote_cli.bots.expert.close_call", lambda rows, z: False)
    params = ExpertParams(max_samples=6, close_samples=5, inference=inference)
    plain = ExpertParams(max_samples=6, close_samples=0, inference=inference)
    for view in _mid_deal_views(1)[:3]:
        bot, ref = ExpertBot(random.Random(4), params), ExpertBot(random.Random(4), plain)
        assert bot.evaluate(view) == ref.evaluate(view)
        assert bot.rng.getstate() == ref.rng.getstate()


def test_close_calls_are_asked_once_on_the_first_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []

    def spy(rows: list[dict[int, int]], z: float) -> bool:
        seen.append(len(rows))
        assert z == 1.5
        return True

    monkeypatch.setattr("belote_cli.bots.expert.close_call", spy)
    view = _mid_deal_views(1)[0]
    params = ExpertParams(max_samples=4, close_samples=3, close_z=1.5)
    assert ExpertBot(random.Random(5), params).evaluate(view).samples == 7
    assert seen == [4]  # after the first four deals, and not again after the extra ones


def test_close_samples_are_off_by_default() -> None:
    assert ExpertParams().close_samples == 0


# --- the coinche calls in the views --------------------------------------------------------

def _coinche_game(seed: int) -> Game:
    """A coinche deal played by heuristic bots up to its first card (none void)."""
    for k in range(seed, seed + 50):
        game = Game.shuffle(random.Random(k), Seat.W, COINCHE_RULES)
        bots = [HeuristicBot(random.Random(k)) for _ in range(4)]
        auction = game.coinche_auction
        assert auction is not None
        while game.phase.name == "CALL":
            seat = game.to_act
            assert seat is not None
            game.call(bots[seat].coinche_call(game.hand(seat), auction))
        if not game.is_over:
            return game
    raise AssertionError("fifty void deals")


def test_the_play_views_carry_the_coinche_calls() -> None:
    game = _coinche_game(1)
    auction = game.coinche_auction
    assert auction is not None
    calls = tuple(auction.calls)
    assert calls and any(call.kind == "bid" for _, call in calls)
    assert game.player_view().calls == calls
    for seat in Seat:
        assert game.view(seat).calls == calls


def test_classic_views_have_no_calls() -> None:
    game = Game(seed=4)
    game.take()
    assert game.player_view().calls == ()
    assert "calls" not in repr(game.player_view())  # an empty field is not shown


def test_the_fast_play_shows_the_calls_to_the_bots() -> None:
    calls = ((Seat.N, Call.bid(80, HEARTS)), (Seat.E, PASS), (Seat.S, PASS), (Seat.W, PASS))
    seen: set[tuple[tuple[Seat, Call], ...]] = set()

    class Spy:
        name = "spy"

        def __init__(self) -> None:
            self.inner = HeuristicBot(random.Random(1))

        def play(self, view: PlayerView) -> int:
            seen.add(view.calls)
            return self.inner.play(view)

    hands = [0, 0, 0, 0]
    for i, c in enumerate(random.Random(2).sample(range(32), 32)):
        hands[i // 8] |= 1 << c
    bots = [Spy() for _ in range(4)]
    play_bots(hands, HEARTS, Seat.N, COINCHE_RULES, bots, Seat.N, Seat.W,  # type: ignore[arg-type]
              calls=calls)
    assert seen == {calls}



def test_the_fast_play_shows_the_announcements_after_the_first_trick() -> None:
    # As the Game's views: shown at the second trick, so the first trick's four views
    # carry none and the 28 others what each team's announcements score.
    seen: list[tuple[int, int]] = []

    class Spy:
        name = "spy"

        def __init__(self) -> None:
            self.inner = HeuristicBot(random.Random(1))

        def play(self, view: PlayerView) -> int:
            seen.append(view.announced)
            return self.inner.play(view)

    hands = [0, 0, 0, 0]
    for i, c in enumerate(random.Random(2).sample(range(32), 32)):
        hands[i // 8] |= 1 << c
    bots = [Spy() for _ in range(4)]
    play_bots(hands, HEARTS, Seat.N, RuleSet(announcements="on"), bots,  # type: ignore[arg-type]
              Seat.N, Seat.W, announced=(0, 50))
    assert seen == [(0, 0)] * 4 + [(0, 50)] * 28


def test_simulate_shows_the_announcements_as_the_game_does() -> None:
    # The simulation's fast play shows the bots the announcements each team would score,
    # from the second trick, as the Game's own views do (the bots announce their best).
    from belote_cli.core.bidding import shuffled_deck
    from belote_cli.engine.playing import play_out
    from belote_cli.simulation.deals import play_classic

    class Spy:
        name = "spy"

        def __init__(self, seen: list[tuple[int, int]], seed: int) -> None:
            self.seen, self.inner = seen, HeuristicBot(random.Random(seed))

        def bid(self, view: object) -> int | None:
            return self.inner.bid(view)  # type: ignore[arg-type]

        def play(self, view: PlayerView) -> int:
            self.seen.append(view.announced)
            return self.inner.play(view)

    rules = RuleSet(announcements="on")
    scored = 0
    for seed in range(12):
        deck = shuffled_deck(random.Random(seed))
        fast: list[tuple[int, int]] = []
        flow: list[tuple[int, int]] = []
        play_classic(list(deck), Seat.W, rules, [Spy(fast, s) for s in range(4)],
                     random.Random(0).random)
        play_out(Game.deal(list(deck), Seat.W, rules), [Spy(flow, s) for s in range(4)])
        assert fast == flow
        scored += any(flow)
    assert scored


@pytest.mark.parametrize("rules", [RuleSet(announcements="on"), RuleSet(belote="declared"),
                                   RuleSet(announcements="on", belote="declared")],
                         ids=["announcements", "belote-declared", "both"])
def test_simulate_shows_the_cards_shown_as_the_game_does(rules: RuleSet) -> None:
    # The simulation's fast play gives the bots the views the Game gives them: the cards
    # each seat showed and still holds (its announcements from the second trick, the other
    # of king and queen once it said belote with the first), the rest of the view alike.
    from belote_cli.core.bidding import shuffled_deck
    from belote_cli.engine.playing import play_out
    from belote_cli.simulation.deals import play_classic

    class Spy:
        name = "spy"

        def __init__(self, seen: list[PlayerView], seed: int) -> None:
            self.seen, self.inner = seen, HeuristicBot(random.Random(seed))

        def bid(self, view: object) -> int | None:
            return self.inner.bid(view)  # type: ignore[arg-type]

        def play(self, view: PlayerView) -> int:
            self.seen.append(view)
            return self.inner.play(view)

    shown = 0
    for seed in range(12):
        deck = shuffled_deck(random.Random(seed))
        fast: list[PlayerView] = []
        flow: list[PlayerView] = []
        play_classic(list(deck), Seat.W, rules, [Spy(fast, s) for s in range(4)],
                     random.Random(0).random)
        play_out(Game.deal(list(deck), Seat.W, rules), [Spy(flow, s) for s in range(4)])
        assert fast == flow
        shown += any(any(v.shown) for v in flow)
    assert shown

# --- call_weight: how well a dealing fits the calls heard ---------------------------------
# W deals; N speaks first and bids 80♥, E, S (the view's seat) and W pass. S's cards:
S_HAND = "K♠ A♠ A♦ 10♣ J♣ Q♣ K♣ A♣"
# E: ♦ 10 Q K is 30 + 3 × 5 + 20 (belote) = 65, ♥ 7 8 10 45, ♠ 10 Q 40: best 60, under
# 90, and 80 is too low to coinche: E passes. W: ♠ J 9 is 30 + 20 + 14 = 64, ♥ Q K
# 30 + 10 + 20 = 60, ♦ J 50, ♣ 9 8 7 30 + 14 + 10 = 54: W passes too.
E_HAND = "10♠ Q♠ 10♦ Q♦ K♦ 7♥ 8♥ 10♥"
W_HAND = "9♠ J♠ Q♥ K♥ J♦ 7♣ 8♣ 9♣"
# N's hand by the heuristic's calls: J♥ 9♥ A♥ is 30 + 30 (the jack, three trumps) + 14 + 11 =
# 85 at ♥ (♦ with 7 8 9: 30 + 14 + 10 + 11 = 65, ♠ 51): it bids 80♥, as N did.
N_FITS = "J♥ 9♥ A♥ 7♠ 8♠ 7♦ 8♦ 9♦"


def _auction_view() -> PlayerView:
    calls = ((Seat.N, Call.bid(80, HEARTS)), (Seat.E, PASS), (Seat.S, PASS), (Seat.W, PASS))
    hand = _mask(S_HAND)
    return PlayerView(Seat.S, hand, HEARTS, Seat.N, (), (), hand, Seat.N, Seat.W, None,
                      COINCHE_RULES, calls=calls)


def _deal(n: str, e: str, w: str) -> list[int]:
    hands = [_mask(n), _mask(e), _mask(S_HAND), _mask(w)]
    assert sum(h.bit_count() for h in hands) == 32
    assert hands[0] | hands[1] | hands[2] | hands[3] == (1 << 32) - 1
    return hands


def test_a_dealing_where_every_call_fits_weighs_one() -> None:
    assert call_weight(_auction_view(), _deal(N_FITS, E_HAND, W_HAND)) == 1.0


def test_a_bid_in_the_same_suit_at_another_level_weighs_the_root_of_eps() -> None:
    # N with the 7♥ for the 7♠ (E holds the 7♠ instead: ♠ 10 Q 7, 45, still passes):
    # four hearts, 85 + 5 = 90, so the policy bids 90♥, not N's 80♥.
    hands = _deal("J♥ 9♥ A♥ 7♥ 8♠ 7♦ 8♦ 9♦", "10♠ Q♠ 10♦ Q♦ K♦ 7♠ 8♥ 10♥", W_HAND)
    assert call_weight(_auction_view(), hands) == pytest.approx(math.sqrt(CALL_EPS))
    assert call_weight(_auction_view(), hands, 0.36) == pytest.approx(0.6)


def test_a_call_the_policy_would_not_make_weighs_eps() -> None:
    # N and W swap N's J♥ 9♥ for W's 9♠ J♠. N (A♥ 9♠ J♠ 7♠ 8♠ 7♦ 8♦ 9♦) then has, at
    # ♠, 30 + 30 (the jack, four trumps) + 14 + 10 + 11 (A♥) = 95, and would have bid
    # 90♠, not 80♥; W (J♥ 9♥ Q♥ K♥ J♦ 7♣ 8♣ 9♣), at ♥, 30 + 30 + 14 + 10 + 20 (belote) =
    # 104, and would have bid 100♥ over it, not passed: two calls off, eps².
    hands = _deal("A♥ 9♠ J♠ 7♠ 8♠ 7♦ 8♦ 9♦", E_HAND, "J♥ 9♥ Q♥ K♥ J♦ 7♣ 8♣ 9♣")
    assert call_weight(_auction_view(), hands) == pytest.approx(CALL_EPS ** 2)
    assert call_weight(_auction_view(), hands, 0.5) == pytest.approx(0.25)


def test_cards_played_since_count_in_the_hand_that_called() -> None:
    # After N led the 9♦ and E followed with the 10♦, the dealing holds N's seven cards
    # left: the weight still judges N's call on all eight.
    view = _auction_view()
    view = PlayerView(Seat.S, view.hand, HEARTS, Seat.N, tuple(parse_cards("9♦ 10♦")), (),
                      _mask("A♦"), Seat.N, Seat.W, None, COINCHE_RULES, calls=view.calls)
    hands = _deal(N_FITS, E_HAND, W_HAND)
    hands[Seat.N] &= ~_mask("9♦")
    hands[Seat.E] &= ~_mask("10♦")
    assert call_weight(view, hands) == 1.0


def test_no_calls_or_eps_one_weigh_nothing() -> None:
    hands = _deal("A♥ 9♠ J♠ 7♠ 8♠ 7♦ 8♦ 9♦", E_HAND, "J♥ 9♥ Q♥ K♥ J♦ 7♣ 8♣ 9♣")
    assert call_weight(_auction_view(), hands, 1.0) == 1.0
    classic = PlayerView(Seat.S, _mask(S_HAND), HEARTS, Seat.N, (), (), _mask(S_HAND),
                         Seat.N, Seat.W, None, RuleSet())
    assert call_weight(classic, hands) == 1.0


def test_the_expert_weighs_the_calls_only_with_its_inference() -> None:
    assert ExpertParams().call_eps == CALL_EPS < 1.0
    uniform = find_bot("expert-uniform", random.Random(1))
    assert isinstance(uniform, ExpertBot) and not uniform.params.inference


def test_the_coinche_expert_keeps_the_deals_that_fit_the_calls() -> None:
    # S's view after the auction above: with eps tiny, the ten deals kept of 500 are
    # those where every call fits (or at worst one bid is off by its level), where ten
    # drawn at random hold far fewer.
    view = _auction_view()
    big = ExpertParams(max_samples=10, inference_pool=50, call_eps=1e-6)
    bot = ExpertBot(random.Random(6), big)
    bot.memory.update(view)
    worlds = bot._inferred_worlds(view, 10)
    fits = sum(call_weight(view, w) >= math.sqrt(CALL_EPS) for w in worlds)
    plain = ExpertBot(random.Random(6), ExpertParams(max_samples=10, inference_pool=50,
                                                     call_eps=1.0))
    plain.memory.update(view)
    base = sum(call_weight(view, w) >= math.sqrt(CALL_EPS)
               for w in plain._inferred_worlds(view, 10))
    assert fits == 10
    assert base < 10


# --- the coinche contract sets what a deal is worth to the expert ------------------------

def _contract(level: int, multiplier: int = 1, taker: Seat = Seat.N) -> Contract:
    return Contract(level, HEARTS, taker, multiplier)


def test_a_contract_made_scores_points_and_bid_against_the_defences_points() -> None:
    # RULES.md, coinche: made, the takers score their card points + the bid, the defence
    # its card points. 110♥ by N, NS 120 of 162: NS 230, EW 42, a margin of 188.
    assert coinche_margin(120, 0, _contract(110)) == 230 - 42
    assert coinche_margin(42, 1, _contract(110)) == 42 - 230  # the same deal, from EW


def test_a_contract_failed_gives_the_defence_160_and_the_bid() -> None:
    # NS 100 of 162 under 110♥: failed, EW score 160 + 110 = 270, NS nothing.
    assert coinche_margin(100, 0, _contract(110)) == -270
    assert coinche_margin(62, 1, _contract(110)) == 270


def test_the_takers_belote_counts_toward_the_bid() -> None:
    # 100 + 20 reaches 110: made, 100 + 110 against 62 (the belote's 20 itself is the
    # same in every deal of a position and left out).
    assert coinche_margin(100, 0, _contract(110), belote=20) == 210 - 62


def test_the_bid_needs_82_at_least() -> None:
    # 80♥ with 81 card points: under 82, failed (160 + 80 to the defence); with the
    # belote, 101: made, 81 + 80 against 81.
    assert coinche_margin(81, 0, _contract(80)) == -240
    assert coinche_margin(81, 0, _contract(80), belote=20) == 80


def test_coinched_and_surcoinched_contracts_swing_by_160_and_the_bid_doubled() -> None:
    # Coinched 110: the winner scores 160 + 220 = 380 (core.coinche's verdict example),
    # the other nothing; surcoinched, 160 + 440 = 600.
    assert coinche_margin(120, 0, _contract(110, 2)) == 380
    assert coinche_margin(100, 0, _contract(110, 2)) == -380
    assert coinche_margin(100, 1, _contract(110, 2)) == 380
    assert coinche_margin(120, 0, _contract(110, 4)) == 600


def test_a_capot_bid_needs_every_point() -> None:
    capot = Contract(CAPOT, HEARTS, Seat.E)
    assert coinche_margin(162, 1, capot) == 500
    assert coinche_margin(161, 1, capot) == -500
    assert coinche_margin(1, 0, capot) == 500  # NS defend: EW missed a point
    assert coinche_margin(162, 1, Contract(CAPOT, HEARTS, Seat.E, 2)) == 1000


def test_the_takers_belotes() -> None:
    kq = _mask("K♥ Q♥")
    rules = RuleSet(variant="coinche", sa_ta="on")
    # Trump ♥: the king and queen in one taker's hand, one belote; split, none.
    assert takers_belotes([kq, 0, 0, 0], HEARTS, 0, rules) == 1
    assert takers_belotes([kq, 0, 0, 0], HEARTS, 1, rules) == 0
    assert takers_belotes([_mask("K♥"), 0, _mask("Q♥"), 0], HEARTS, 0, rules) == 0
    # Tout atout: each suit's; sans atout: none.
    two = [_mask("K♠ Q♠"), 0, _mask("K♦ Q♦"), 0]
    assert takers_belotes(two, ALL_TRUMP, 0, rules) == 2
    assert takers_belotes(two, NO_TRUMP, 0, rules) == 0
    assert takers_belotes(two, parse_suit("♠"), 0, rules) == 1
    # Tout atout with ta_belote=none (VARIANTS.md): no belote in any suit.
    none = RuleSet(variant="coinche", sa_ta="on", ta_belote="none")
    assert takers_belotes(two, ALL_TRUMP, 0, none) == 0
    assert takers_belotes(two, parse_suit("♠"), 0, none) == 1


def test_the_contract_is_read_from_the_calls() -> None:
    view = _auction_view()  # N 80♥, three passes
    assert coinche_contract(view) == Contract(80, HEARTS, Seat.N, 1)
    coinched = ((Seat.N, Call.bid(80, HEARTS)), (Seat.E, COINCHE), (Seat.S, PASS),
                (Seat.W, PASS), (Seat.N, PASS))
    view2 = PlayerView(Seat.S, view.hand, HEARTS, Seat.N, (), (), view.hand, Seat.N,
                       Seat.W, None, COINCHE_RULES, calls=coinched)
    assert coinche_contract(view2) == Contract(80, HEARTS, Seat.N, 2)
    classic = PlayerView(Seat.S, view.hand, HEARTS, Seat.N, (), (), view.hand, Seat.N,
                         Seat.W, None, RuleSet())
    assert coinche_contract(classic) is None


def test_the_coinche_expert_values_its_deals_by_the_contract(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # In coinche every deal solved is valued by coinche_margin under the auction's
    # contract, with the takers' belotes of that deal; in classic never.
    seen: list[tuple[Contract, int]] = []

    def spy(points: int, team: int, contract: Contract, belote: int = 0,
            total: int = 162, capot: object = None,
            announced: tuple[int, int] = (0, 0)) -> int:
        seen.append((contract, belote))
        return 0

    monkeypatch.setattr("belote_cli.bots.expert.coinche_margin", spy)
    game = _coinche_game(1)
    auction = game.coinche_auction
    assert auction is not None and auction.contract is not None
    bots = [ExpertBot(random.Random(s), ExpertParams(max_samples=3)) for s in range(4)]
    while not game.is_over:
        view = game.player_view()
        if view.hand.bit_count() <= 7 and view.legal & (view.legal - 1):
            before = len(seen)
            choice = bots[view.seat].evaluate(view)
            assert len(seen) - before == 3 * len(choice.expected)
            assert {c for c, _ in seen[before:]} == {auction.contract}
            assert {b for _, b in seen[before:]} <= {0, 20}
        game.play(bots[view.seat].play(view) if view.legal & (view.legal - 1)
                  else view.legal.bit_length() - 1)
    assert seen
    seen.clear()
    for view in _mid_deal_views(1)[:2]:
        ExpertBot(random.Random(1), ExpertParams(max_samples=3)).evaluate(view)
    assert not seen


def _first_views(rules: RuleSet) -> list[PlayerView]:
    # S leads K♥ (♥ trump), then every seat plays its lowest legal card; S holds the
    # tierce 7♠ 8♠ 9♠ and Q♥, N the tierce 9♥ 10♥ J♥, E and W no sequence of three.
    views: list[PlayerView] = []

    class Spy:
        name = "spy"

        def play(self, view: PlayerView) -> int:
            views.append(view)
            if view.seat is Seat.S and not view.tricks and not view.trick:
                return _card("K♥")
            return min(c for c in range(32) if view.legal >> c & 1)

    hands = [_mask("J♥ 9♥ A♥ 10♥ 10♠ J♠ K♦ 9♣"), _mask("8♥ 7♥ Q♠ K♠ 7♦ 10♦ J♣ Q♣"),
             _mask("K♥ Q♥ 7♠ 8♠ 9♠ A♦ 7♣ 8♣"), _mask("A♠ 8♦ 9♦ J♦ Q♦ 10♣ K♣ A♣")]
    assert sum(hands) == (1 << 32) - 1
    play_bots(hands, HEARTS, Seat.S, rules, [Spy() for _ in range(4)],  # type: ignore[arg-type]
              Seat.S, Seat.W, kind="classic")
    return views


def _card(text: str) -> int:
    return parse_cards(text)[0]


def test_the_fast_play_keeps_the_belotes_other_card_shown_beside_the_announcements() -> None:
    # S said belote with K♥ in the first trick, so Q♥ is shown; at the second trick its
    # tierce 7♠ 8♠ 9♠ is shown too, beside Q♥, all four still in S's hand (PlayerView.shown).
    views = _first_views(RuleSet(announcements="on", belote="declared"))
    assert views[0].shown == (0, 0, 0, 0)
    assert views[1].shown[Seat.S] == _mask("Q♥")
    second = next(v for v in views if len(v.tricks) == 1)
    assert second.shown[Seat.S] == _mask("Q♥ 7♠ 8♠ 9♠")
