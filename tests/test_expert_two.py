"""The expert in the two-player games: belote à deux once the talon is empty (every card
known, solved exactly) and belote découverte (the face-down cards dealt at random under
the cards that cover them); the views that show the other player's face-up cards."""

from __future__ import annotations

import dataclasses
import json
import random
import types
from pathlib import Path

import endgames
import pytest
from typer.testing import CliRunner

from belote_cli.bots.base import PlayerView
from belote_cli.bots.expert import CardChoice, ExpertBot, ExpertParams
from belote_cli.bots.heuristic import HeuristicBot
from belote_cli.bots.two_player import discovery_belotes, discovery_played, two_player_deal
from belote_cli.cli import app
from belote_cli.core.cards import (
    FULL_DECK,
    KING,
    QUEEN,
    bits,
    card,
    mask_of,
    parse_card,
    parse_cards,
    parse_suit,
)
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.core.state import Trick
from belote_cli.core.talon import LayoutState
from belote_cli.dealfile import DealRecord, loads
from belote_cli.engine.deux import DecouverteGame, DeuxGame
from belote_cli.engine.game import Game, Phase
from belote_cli.play.interactive_deux import DeuxSession
from belote_cli.play.interactive_deux import Phase as DeuxPhase
from belote_cli.play.session import SessionOptions

runner = CliRunner()


def _played_to(rules: RuleSet, seed: int, tricks: int) -> Game:
    """A deal of a two-player game played by heuristic bots until ``tricks`` tricks are
    done (None if the deal was void)."""
    deck = list(range(32))
    random.Random(seed).shuffle(deck)
    game = Game.deal(deck, Seat.N, rules)
    bot = HeuristicBot(random.Random(seed))
    while not game.is_over:
        if game.phase is Phase.PLAY and len(game.played) >= tricks:  # type: ignore[attr-defined]
            return game
        if game.phase is Phase.BID:
            view = game.view(game.to_act)  # type: ignore[arg-type]
            game.take(bot.bid(view))  # type: ignore[arg-type]
        elif game.phase is Phase.PLAY:
            game.play(bot.play(game.player_view()))
        else:
            game.apply(game.legal_actions()[0])
    return game


def test_the_decouverte_expert_plays_the_first_four_tricks_by_the_heuristic() -> None:
    # docs/bots.md: "The expert plays the first four tricks by the heuristic, then solves
    # sampled layouts of the face-down cards": no search at tricks 1 to 4, the search
    # from trick 5 on.
    rules = RuleSet(variant="decouverte")
    seen = set()
    for seed in range(3):
        for done in (0, 3, 4, 5):
            game = _played_to(rules, seed, done)
            if game.is_over or game.phase is not Phase.PLAY:
                continue
            view = game.player_view()
            if not view.legal & (view.legal - 1):
                continue
            expert = ExpertBot(random.Random(seed))
            searched: list[int] = []

            def evaluate(v: PlayerView, expert: ExpertBot = expert,
                         searched: list[int] = searched) -> CardChoice:
                searched.append(len(v.tricks))
                return ExpertBot.evaluate(expert, v)

            expert.evaluate = evaluate  # type: ignore[method-assign]
            card_played = expert.play(view)
            assert card_played in bits(view.legal)
            assert expert.searches(view) is (done >= 4), (seed, done)
            assert searched == ([done] if done >= 4 else []), (seed, done)
            seen.add(done)
    assert seen == {0, 3, 4, 5}


def test_a_deux_endgame_is_solved_exactly() -> None:
    # After the talon (10 tricks) the other hand is every card neither played nor held:
    # the expert's value of each card is a plain recursion's over every card (the tests'
    # endgames.py, written apart from the solver).
    rules = RuleSet(variant="deux")
    checked = 0
    for seed in range(40):
        game = _played_to(rules, seed, 10)
        if game.is_over or game.phase is not Phase.PLAY:
            continue
        assert isinstance(game, DeuxGame)
        view = game.player_view()
        if not view.legal & (view.legal - 1):
            continue
        bot = ExpertBot(random.Random(1))
        assert bot.searches(view)
        choice = bot.evaluate(view)
        other = FULL_DECK & ~view.played & ~view.hand
        led = view.trick[0] if view.trick else -1
        left = 16 - len(view.tricks)
        assert choice.expected == {c: endgames.after(view.hand, other, view.trump, led, left,
                                                     c) for c in bits(view.legal)}
        assert choice.samples == 1  # nothing to sample: one exact solve
        # The one deal is solved whatever the least number of deals asked (the arena's
        # --expert-param min_samples=0 too).
        zero = ExpertBot(random.Random(1), ExpertParams(min_samples=0)).evaluate(view)
        assert zero.samples == 1 and zero.expected == choice.expected
        checked += 1
    assert checked >= 10


def test_the_views_of_belote_decouverte_show_the_other_face_up_cards() -> None:
    rules = RuleSet(variant="decouverte")
    for seed in range(5):
        game = _played_to(rules, seed, 3)
        if game.is_over:
            continue
        assert isinstance(game, DecouverteGame)
        state = game.talon_state
        assert isinstance(state, LayoutState)
        view = game.player_view()
        other = view.seat.partner
        assert view.faceup == state.hands[other]
        # Covered: the cards face up or on the table with a card still face down under
        # them; as many as the cards nobody has seen.
        unseen = FULL_DECK & ~view.played & ~view.hand & ~view.faceup
        assert view.covered.bit_count() == unseen.bit_count()
        assert unseen == state.face_down(Seat.S) | state.face_down(Seat.N)


def test_a_sampled_layout_fits_what_the_player_sees() -> None:
    rules = RuleSet(variant="decouverte")
    rng = random.Random(3)
    for seed in range(6):
        game = _played_to(rules, seed, 5)
        if game.is_over:
            continue
        view = game.player_view()
        for _ in range(5):
            hands, layout = two_player_deal(view, rng)
            assert layout is not None
            me, other = view.seat, view.seat.partner
            # Each player keeps what is seen of it; every unseen card lies under a card
            # that covers one, in the hand of that card's owner.
            assert hands[me] & view.hand == view.hand
            assert hands[other] & view.faceup == view.faceup
            assert hands[me] | hands[other] | view.played == FULL_DECK
            assert {c for c, d in enumerate(layout) if d >= 0} == set(bits(view.covered))
            for top, below in enumerate(layout):
                if below >= 0 and (view.hand | view.faceup) >> top & 1:
                    owner = me if view.hand >> top & 1 else other
                    assert hands[owner] >> below & 1


def test_the_expert_plays_legal_cards_in_belote_decouverte() -> None:
    # A whole deal with the expert at S: Game.play refuses an illegal card, the tally is
    # the deal's 162.
    rules = RuleSet(variant="decouverte")
    deck = list(range(32))
    random.Random(11).shuffle(deck)
    game = Game.deal(deck, Seat.N, rules)
    bots = {Seat.S: ExpertBot(random.Random(1)), Seat.N: HeuristicBot(random.Random(2))}
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.BID:
            game.take(bots[seat].bid(game.view(seat)))  # type: ignore[arg-type]
        elif game.phase is Phase.PLAY:
            game.play(bots[seat].play(game.player_view()))
        else:
            game.apply(game.legal_actions()[0])
    assert game.score is None or sum(game.score.points) == 162


# Slow (2 s): the expert through both commands in both games.
@pytest.mark.slow
def test_simulate_and_play_take_the_expert_in_both_games() -> None:
    for variant in ("deux", "decouverte"):
        r = runner.invoke(app, ["simulate", "--deals", "2", "--seed", "5", "--bots",
                                "expert", "--rule", f"variant={variant}", "--jobs", "1"])
        assert r.exit_code == 0, r.output
        assert "deals tally 162 ✓" in r.stdout
    r = runner.invoke(app, ["play", "--rule", "variant=deux", "--bots", "expert", "--seed",
                            "3"], input="1\n" * 60)
    assert r.exit_code == 0, r.output


def _session_until(variant: str, seed: int, tricks: int) -> DeuxSession | None:
    """A session of ``belote play`` in a two-player game, the user answering 1 to every
    question, up to the user's first card with a choice once ``tricks`` tricks are done."""
    session = DeuxSession(SessionOptions(rules=RuleSet(variant=variant), seed=seed,
                                         bots="heuristic"))
    session.start()
    for _ in range(200):
        game = session.game
        if session.is_over or game is None:
            return None
        if (session.phase is DeuxPhase.CARD and len(game.played) >= tricks
                and game.to_play is Seat.S and game.legal_cards() & (game.legal_cards() - 1)):
            return session
        session.handle_line("1")
    return None


def test_a_hint_is_the_experts_search_in_both_games() -> None:
    found = 0
    for seed in range(12):
        session = _session_until("deux", seed, 10)
        if session is not None:
            answer = session.handle_line("hint")
            assert answer.startswith("Hint: ") and "Every card is known" in answer, answer
            assert session.handle_line("hint") == answer  # asked twice, the same answer
            found += 1
            break
    for seed in range(12):
        session = _session_until("decouverte", seed, 6)
        if session is not None:
            answer = session.handle_line("hint")
            assert "the face-down cards dealt 40×" in answer, answer
            found += 1
            break
    assert found == 2
    # While the talon lasts: play-outs of sampled deals; in belote découverte before the
    # search takes over, the heuristic's card, and the hint says so.
    session = _session_until("deux", 1, 0)
    assert session is not None
    # 36 deals, three times the bot's 12 (hints.HINT_PARAMS).
    assert "dealt 36×, each deal played out by the heuristic" in session.handle_line("hint")
    session = _session_until("decouverte", 1, 0)
    assert session is not None
    assert "the heuristic player's choice" in session.handle_line("hint")


def test_a_view_outside_belote_decouverte_has_no_face_up_cards() -> None:
    game = Game(seed=4)
    game.take()
    view = game.player_view()
    assert isinstance(view, PlayerView)
    assert view.faceup == 0 and view.covered == 0


def test_a_talon_world_deals_exactly_the_cards_unseen() -> None:
    # While the talon lasts: the other hand has as many cards as it holds, the talon the
    # rest of what the player has not seen; the card face up under the talon stays there.
    from belote_cli.bots.two_player import talon_state, talon_world

    rules = RuleSet(variant="deux")
    rng = random.Random(5)
    checked = 0
    for seed in range(10):
        game = _played_to(rules, seed, 3)
        if game.is_over or game.phase is not Phase.PLAY:
            continue
        view = game.player_view()
        real = game.talon_state
        assert real is not None
        other, talon = talon_world(view, rng)
        assert other.bit_count() == real.hands[view.seat.partner].bit_count()
        assert len(talon) == len(real.talon)
        seen = view.played | view.hand | (1 << view.retourne if view.retourne is not None else 0)
        assert other & seen == 0 and not set(talon) & set(bits(seen | other))
        assert other | seen | sum(1 << c for c in talon) == FULL_DECK
        state = talon_state(view, other, talon)
        assert state.to_play is view.seat and state.talon_size == real.talon_size
        checked += 1
    assert checked >= 5


def test_the_retourne_taken_by_the_exchange_of_the_seven_stays_in_that_hand() -> None:
    # VARIANTS.md, belote à deux: the player about to lead may swap the trump 7 for the
    # retourne, in view of both. Once N has swapped, S knows N holds the old retourne
    # until N plays it: every deal S's expert samples gives it to N (in about four of
    # five it went to the talon, as if unseen).
    from belote_cli.bots.two_player import talon_world
    from belote_cli.engine.actions import Exchange, Play
    from belote_cli.engine.playing import bot_action

    rules = RuleSet(variant="deux")
    checked = 0
    for seed in range(60):
        deck = list(range(32))
        random.Random(seed).shuffle(deck)
        game = Game.deal(deck, Seat.S, rules)
        bots = {seat: HeuristicBot(random.Random(seat)) for seat in (Seat.N, Seat.S)}
        taken = None
        while not game.is_over:
            if taken is not None and game.phase is Phase.PLAY and game.to_act is Seat.S:
                break
            seat = game.to_act
            assert seat is not None
            action = (Play(bots[seat].play(game.player_view())) if game.phase is Phase.PLAY
                      else bot_action(game, bots[seat]))
            if isinstance(action, Exchange) and action.swap and seat is Seat.N:
                taken = game.retourne
            game.apply(action)
        if taken is None or game.is_over or not game.hand(Seat.N) >> taken & 1:
            continue
        view = game.player_view()
        assert view.seat is Seat.S and view.known == 1 << taken
        assert view.retourne != taken  # the seven lies face up under the talon now
        rng = random.Random(seed)
        for _ in range(50):
            other, talon = talon_world(view, rng)
            assert other >> taken & 1 and taken not in talon
            assert other.bit_count() == game.hand(Seat.N).bit_count()
        # N's own view knows nothing more than its hand.
        assert game.view(Seat.N).known == 0
        checked += 1
    assert checked >= 1


def _records(variant: str, deals: int, seed: int, folder: Path) -> list[DealRecord]:
    """The deals of ``belote simulate --record`` in a two-player game."""
    path = folder / f"{variant}.belote"
    r = runner.invoke(app, ["simulate", "--deals", str(deals), "--seed", str(seed),
                            "--rule", f"variant={variant}", "--record", str(path),
                            "--jobs", "1"])
    assert r.exit_code == 0, r.output
    return loads(path.read_text(encoding="utf-8"))


def _check_reviews(variant: str, deals: int, tmp_path: Path) -> int:
    # What one player loses, the other gains: actual[S] - start[S] == cost[N] - cost[S]
    # (no revokes in simulated deals); both figures share the same points; every legal
    # card costs 0 or more. Belote découverte from trick 1, belote à deux from trick 11.
    from belote_cli.analysis import analyze_two

    first = 1 if variant == "decouverte" else 11
    reviewed = 0
    for record in _records(variant, deals, 8, tmp_path):
        if not record.tricks:
            continue  # a void deal
        review = analyze_two(record)
        assert review.first_trick == first and review.sides == ("S", "N")
        assert review.actual[0] - review.start[0] == review.cost[1] - review.cost[0]
        assert sum(review.start) == sum(review.actual)
        if variant == "decouverte":
            assert sum(review.start) == 162
        assert all(p.loss >= 0 for p in review.plays if p.legal)
        assert len(review.plays) == 2 * (17 - first)
        reviewed += 1
    return reviewed


def test_the_review_of_two_player_deals_adds_up(tmp_path: Path) -> None:
    assert _check_reviews("deux", 8, tmp_path) >= 4
    assert _check_reviews("decouverte", 1, tmp_path) >= 1


@pytest.mark.slow
def test_the_review_of_many_two_player_deals_adds_up(tmp_path: Path) -> None:
    assert _check_reviews("deux", 60, tmp_path) >= 30
    assert _check_reviews("decouverte", 10, tmp_path) >= 5


def test_score_analyze_reviews_a_deal_of_belote_a_deux(tmp_path: Path) -> None:
    records = [r for r in _records("deux", 6, 3, tmp_path) if r.tricks]
    path = tmp_path / "one.belote"
    from belote_cli.dealfile import dumps

    path.write_text(dumps(records[:1]), encoding="utf-8")
    r = runner.invoke(app, ["score", "--analyze", str(path)])
    assert r.exit_code == 0, r.output
    assert "double-dummy review from trick 11: S " in r.stdout
    assert "total cost in points: S " in r.stdout
    r = runner.invoke(app, ["score", "--analyze", "--json", str(path)])
    doc = json.loads(r.stdout)
    analysis = doc["analysis"] if "analysis" in doc else doc["deals"][0]["analysis"]
    assert analysis["first_trick"] == 11 and set(analysis["cost"]) == {"S", "N"}


def _decouverte_taker_with_belote() -> PlayerView:
    # A deal of belote découverte under contract=total where, after the first trick, the
    # player to move took and sees both king and queen of trump in its own cards (it will
    # play both: its belote in every sampled deal), with two other legal cards or more.
    rules = RuleSet(variant="decouverte", contract="total")
    for seed in range(300):
        game = _played_to(rules, seed, 1)
        if game.is_over or game.phase is not Phase.PLAY:
            continue
        view = game.player_view()
        pair = (1 << card(view.trump, KING)) | (1 << card(view.trump, QUEEN))
        if (view.seat is view.taker and view.hand & pair == pair
                and (view.legal & ~pair).bit_count() >= 2):
            return view
    raise AssertionError("no such deal")


class _TwoLines:
    """The solver, with the values of two cards given: ``sure`` takes the same points in
    every deal, ``risky`` more and fewer in turn, every other card fewer still."""

    def __init__(self, sure: int, risky: int, points: tuple[int, int, int],
                 legal: int) -> None:
        self.sure, self.risky, self.points, self.legal = sure, risky, points, legal
        self.calls = 0

    def __call__(self, trump: int, rules: RuleSet, layout: object = None) -> _TwoLines:
        return self

    def solve(self, hands: list[int], leader: Seat, trick: tuple[int, ...]) -> object:
        sure, high, low = self.points
        risky = high if self.calls % 2 == 0 else low
        self.calls += 1
        values = {c: low - 10 for c in bits(self.legal)}
        values[self.sure], values[self.risky] = sure, risky
        return types.SimpleNamespace(values=values)


@pytest.mark.parametrize("rule", ["points", "total"])
def test_the_decouverte_expert_counts_its_belote_under_either_contract(
        monkeypatch: pytest.MonkeyPatch, rule: str) -> None:
    # The taker holds belote (king and queen of trump among its own cards). One card
    # makes 75 of 162 in every deal; the other 85 and 65 in turn. contract=points: 75 is
    # dedans (20 to 162 with the belote added after, -142) and the risky card gives
    # (85 + 20 - 77 + 20 - 162) / 2 = -57 a deal: it is played. contract=total
    # (VARIANTS.md part 3, scored as RULES.md 6): 75 + 20 = 95 against 87 is made,
    # 95 - 87 = 8, where the risky card gives 105 - 77 = 28 and, with 65 + 20 = 85
    # against 97, dedans, 20 - 162 = -142, in turn: (28 - 142) / 2 = -57 a deal: the
    # sure card.
    import belote_cli.bots.expert as expert

    view = _decouverte_taker_with_belote()
    view = dataclasses.replace(view, rules=dataclasses.replace(view.rules, contract=rule))
    taken = sum(t.points for t in view.tricks if t.winner is view.seat)
    pair = (1 << card(view.trump, KING)) | (1 << card(view.trump, QUEEN))
    sure, risky = list(bits(view.legal & ~pair))[:2]
    monkeypatch.setattr(expert, "Solver", _TwoLines(sure, risky, (75 - taken, 85 - taken,
                                                                   65 - taken), view.legal))
    params = ExpertParams(min_samples=4, max_samples=4, layout_early_samples=4)
    choice = ExpertBot(random.Random(1), params).evaluate(view)
    assert choice.samples == 4
    if rule == "points":
        assert choice.margin[sure] == 20 - 162
        assert choice.margin[risky] == (85 + 20 - 77 + 20 - 162) / 2
        assert choice.card == risky
    else:
        assert choice.margin[sure] == 95 - 87
        assert choice.margin[risky] == (105 - 77 + 20 - 162) / 2
        assert choice.card == sure


# Belote découverte, trump ♥, dealer N, S the taker: fourteen tricks played, S leads trick
# 15 with Q♥ and 10♣ face up (Q♥ lay under the 8♥ S trumped with at trick 14), N holds
# A♣ and 7♠ face up; nothing is face down any more. S played K♥ to trick 12. S took 77
# (tricks 1-4, 8-10, 14: 11 + 10 + 4 + 5 + 30 + 11 + 6 + 0), N 51 (tricks 5-7, 11-13:
# 4 + 3 + 2 + 11 + 18 + 13).
_DECOUVERTE_TRICKS = [
    "S A♦ N 7♦ S", "S 10♦ N 8♦ S", "S K♦ N 9♦ S", "S Q♦ N J♦ S", "S 7♣ N K♣ N",
    "N Q♣ S 8♣ N", "N J♣ S 9♣ N", "N 10♥ S J♥ S", "S A♠ N 8♠ S", "S K♠ N J♠ S",
    "S 7♥ N A♥ N", "N 9♥ S K♥ N", "N 10♠ S Q♠ N", "N 9♠ S 8♥ S",
]


@pytest.mark.parametrize(("options", "margins"), [
    ({}, (20 - 162, 90 + 20 - 72)),
    ({"contract": "total"}, (80 + 20 - 82, 90 + 20 - 72)),
    ({"decouverte_bid": "off"}, (80 + 20 - 82, 90 + 20 - 72)),
    ({"decouverte_bid": "off", "contract": "total"}, (80 + 20 - 82, 90 + 20 - 72)),
    ({"contract": "total", "belote": "declared"}, (80 + 20 - 82, 90 + 20 - 72)),
], ids=["points", "total", "no-contract", "no-contract-total", "total-declared"])
def test_the_decouverte_expert_adds_the_belote_each_deal_scores(
        options: dict[str, str], margins: tuple[int, int]) -> None:
    # VARIANTS.md part 3: K and Q of trump played by one player score 20, "scoring as in
    # part 2" ("belote added after"; RULES.md, "Scoring a deal", 5: "added to its team's
    # score after the above, made or dedans"). S plays Q♥ at trick 15 or 16: its belote
    # either way. Q♥ led: N keeps A♣ (plays 7♠) and takes 10♣ at trick 16 with the dix de
    # der, 3 to S, 21 + 10 to N: S 80, N 82. 10♣ led: N takes it with A♣ and S trumps
    # the 7♠ with Q♥ at trick 16, 21 to N, 3 + 10 to S: S 90, N 72. contract=points (the
    # default): 80 is dedans, 20 - 162 (it was valued -162), and 90 made, 90 + 20 - 72
    # (it was 90 - 72); contract=total: 80 + 20 against 82, made; without a contract
    # (decouverte_bid=off) each scores its points and belote (it was 80 - 82, 90 - 72),
    # under contract=total too (no contract to compare: core/scoring.py gives each its
    # points and belote; it was 80 - 82, 90 - 72). belote=declared: S has yet to say it,
    # with the Q♥ (engine/deux.py: said with the second), and may: counted.
    hearts = parse_suit("♥")
    tricks = _tricks(_DECOUVERTE_TRICKS, hearts)
    assert [sum(t.points for t in tricks if t.winner is s) for s in (Seat.S, Seat.N)] == [
        77, 51]
    hand, faceup = mask_of(parse_cards("Q♥ 10♣")), mask_of(parse_cards("A♣ 7♠"))
    assert FULL_DECK & ~hand & ~faceup == sum(1 << c for t in tricks for c in t.cards)
    rules = RuleSet(variant="decouverte", **options)
    taker = None if rules.decouverte_bid == "off" else Seat.S
    view = PlayerView(Seat.S, hand, hearts, Seat.S, (), tricks, hand, taker, Seat.N, None,
                      rules, faceup=faceup)
    choice = ExpertBot(random.Random(1)).evaluate(view)
    queen, club = parse_card("Q♥"), parse_card("10♣")
    assert (choice.expected[queen], choice.expected[club]) == (3, 13)
    assert (choice.margin[queen], choice.margin[club]) == margins
    assert choice.card == club


@pytest.mark.parametrize(("options", "said", "margins"), [
    ({}, Seat.S, (20 - 162, 90 + 20 - 72)),
    ({}, None, (-162, 90 - 72)),
    ({"contract": "total"}, Seat.S, (80 + 20 - 82, 90 + 20 - 72)),
    ({"contract": "total"}, None, (-162, 90 - 72)),
], ids=["points-said", "points-unsaid", "total-said", "total-unsaid"])
def test_the_decouverte_expert_counts_a_declared_belote_only_if_said(
        options: dict[str, str], said: Seat | None, margins: tuple[int, int]) -> None:
    # The position above, S having trumped trick 14 with the Q♥ (3 more, S 80, N 51),
    # holding 8♥ and 10♣: S played K♥ and Q♥ both. RULES.md, belote=declared: the belote
    # scores only if said as its cards are played. 8♥ led: N keeps A♣ (plays 7♠) and
    # takes 10♣ with the dix de der, 21 + 10: S 80, N 82. 10♣ led: N takes it with A♣,
    # S trumps the 7♠ with 8♥ and the dix de der: S 90, N 72. Said: 80 + 20 against 82
    # is made under contract=total, 100 - 82, and dedans at 82 of 162, 20 - 162. Unsaid,
    # no belote: 80 is dedans either way, -162 (it was valued as said), 90 - 72.
    hearts = parse_suit("♥")
    rows = _DECOUVERTE_TRICKS[:-1] + ["N 9♠ S Q♥ S"]
    tricks = _tricks(rows, hearts)
    assert [sum(t.points for t in tricks if t.winner is s) for s in (Seat.S, Seat.N)] == [
        80, 51]
    hand, faceup = mask_of(parse_cards("8♥ 10♣")), mask_of(parse_cards("A♣ 7♠"))
    assert FULL_DECK & ~hand & ~faceup == sum(1 << c for t in tricks for c in t.cards)
    rules = RuleSet(variant="decouverte", belote="declared", **options)
    view = PlayerView(Seat.S, hand, hearts, Seat.S, (), tricks, hand, Seat.S, Seat.N, None,
                      rules, faceup=faceup, said=said)
    choice = ExpertBot(random.Random(1)).evaluate(view)
    eight, club = parse_card("8♥"), parse_card("10♣")
    assert (choice.expected[eight], choice.expected[club]) == (0, 10)
    assert (choice.margin[eight], choice.margin[club]) == margins
    assert choice.card == club


def test_the_belote_of_a_decouverte_deal_is_the_player_s_that_plays_king_and_queen() -> None:
    # VARIANTS.md part 3: K and Q of trump both played by the same player score 20. S led
    # the K♥ (trump ♥) to trick 1 and N won it with the A♥; N leads the 7♠ to trick 2.
    hearts = parse_suit("♥")
    k, q = parse_card("K♥"), parse_card("Q♥")
    first = Trick(Seat.S, (k, parse_card("A♥")), Seat.N, 15)
    hand, faceup = mask_of(parse_cards("8♠ 9♠")), mask_of(parse_cards("10♠ J♠"))
    view = PlayerView(Seat.S, hand, hearts, Seat.N, (parse_card("7♠"),), (first,), hand,
                      Seat.S, Seat.N, None, RuleSet(variant="decouverte"), faceup=faceup)
    played = discovery_played(view)
    assert played == (1 << k, (1 << parse_card("A♥")) | (1 << parse_card("7♠")))
    hands = [faceup, 0, hand, 0]
    # The Q♥ face down under one of S's cards: S plays both, its belote.
    hands[Seat.S] |= 1 << q
    assert discovery_belotes(hands, played, hearts) == (20, 0)
    # Under one of N's: each plays one, no belote.
    hands[Seat.S] &= ~(1 << q)
    hands[Seat.N] |= 1 << q
    assert discovery_belotes(hands, played, hearts) == (0, 0)
    # Trump ♠: nobody has both K♠ and Q♠ (neither dealt here): none.
    assert discovery_belotes(hands, played, parse_suit("♠")) == (0, 0)
    # belote=declared (RULES.md: it scores only if said; at belote découverte with the
    # second card): S holding the Q♥ face down may still say it, 20 whatever was said.
    hands[Seat.N] &= ~(1 << q)
    hands[Seat.S] |= 1 << q
    for said in (None, Seat.S):
        assert discovery_belotes(hands, played, hearts, True, said) == (20, 0)
    # Both played by S: 20 only if S said it (a belote S did not say scores none).
    hands[Seat.S] &= ~(1 << q)
    both = (played[0] | 1 << q, played[1])
    assert discovery_belotes(hands, both, hearts) == (20, 0)  # belote=auto
    assert discovery_belotes(hands, both, hearts, True, Seat.S) == (20, 0)
    assert discovery_belotes(hands, both, hearts, True, None) == (0, 0)
    assert discovery_belotes(hands, both, hearts, True, Seat.N) == (0, 0)


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_the_four_player_sampling_reads_or_refuses_two_player_views(variant: str) -> None:
    # ``played_by_seat`` gives S and N the cards each played (a finished trick knows its
    # two players; the trick on the table holds the leader's card alone). The four-player
    # dealing counts eight cards a seat, which no two-player hand keeps: it refuses the
    # view, naming the game, where it counted eight less the cards each played (below
    # nothing from trick 9 on).
    from belote_cli.bots.sampling import cards_held, deal_hidden, played_by_seat
    from belote_cli.core.errors import BeloteError

    rules = RuleSet.parse([f"variant={variant}"])
    game = Game.shuffle(random.Random(4), Seat.S, rules)
    rng = random.Random(4)
    played = [0, 0, 0, 0]
    views = 0
    while not game.is_over:
        actions = game.legal_actions()
        if game.phase is Phase.PLAY:
            view = game.player_view()
            assert played_by_seat(view) == played
            views += 1
            action = rng.choice(actions)
            played[view.seat] |= 1 << action.card  # type: ignore[union-attr]
            game.apply(action)
            if views == 13:  # trick 7, the leader's card on the table
                view = game.player_view()
                for refused in (cards_held, lambda v: deal_hidden(v, random.Random(1))):
                    with pytest.raises(BeloteError, match=f"variant={variant} is played "
                                                          "by two"):
                        refused(view)
        else:
            game.apply(rng.choice(actions))
    assert views == 32 and played[Seat.E] == played[Seat.W] == 0


@pytest.mark.parametrize(("north", "expected"), [("8♠ 9♠", (162, 0, None)),
                                                   ("8♦ 9♦", (162, 0, 0)),
                                                   ("A♠ 9♠", (151, 11, None))])
def test_a_play_out_counts_a_capot_by_the_tricks(north: str, expected: tuple[int, int,
                                                                              int | None]
                                                 ) -> None:
    # Belote à deux, trump ♥: S won the first 14 tricks (every other card, 132 points),
    # and leads with 7♠ J♥. N with 8♠ 9♠: S takes every point only by leading 7♠ (N's
    # spade wins a trick of none), then trumping N's spade, 20 + 10 = 30; J♥ first lets
    # N's 9♠ take the dix de der. So S has all 162, and no capot (VARIANTS.md: a capot
    # is all 16 tricks). N with 8♦ 9♦: J♥ then 7♠ take both tricks, a capot for S
    # (side 0). N with A♠ 9♠ (S's 14 tricks 121 points): 7♠ first, N's A♠ takes 11, and
    # N's 9♠ is trumped, 20 + 10; J♥ first, N throws 9♠ and takes the dix de der with
    # A♠, S 20 and N 21. So 7♠: S 121 + 30 = 151, N 11, a trick each: no capot.
    from belote_cli.bots.two_player import played_out, talon_state

    rules = RuleSet(variant="deux")
    trump = parse_suit("♥")
    hand, other = mask_of(parse_cards("7♠ J♥")), mask_of(parse_cards(north))
    rest = [c for c in bits(FULL_DECK & ~hand & ~other)]
    row = rules.point_row(trump)
    tricks = tuple(Trick(Seat.S, (a, b), Seat.S, row[a] + row[b])
                   for a, b in zip(rest[::2], rest[1::2], strict=True))
    assert len(tricks) == 14
    assert sum(t.points for t in tricks) == (121 if "A♠" in north else 132)
    view = PlayerView(Seat.S, hand, trump, Seat.S, (), tricks, hand, Seat.S, Seat.N, None,
                      rules)
    state = talon_state(view, other, [])
    assert played_out(state, view) == expected


def _tricks(rows: list[str], trump: int) -> tuple[Trick, ...]:
    """Tricks of two from rows 'S K♥ N 8♥ S': leader and card, other player and card,
    winner (the points by the point table of ``trump``)."""
    row = RuleSet(variant="deux").point_row(trump)
    out = []
    for text in rows:
        first, a, _, b, winner = text.split()
        cards = (parse_card(a), parse_card(b))
        out.append(Trick(Seat[first], cards, Seat[winner], row[cards[0]] + row[cards[1]]))
    return tuple(out)


# Belote à deux, trump ♥, S the taker: fifteen tricks played, S leads the last with Q♥,
# N holds 7♠. S played K♥ to trick 8. S took 62 (tricks 7-15: 11 + 4 + 21 + 7 + 2 + 0 +
# 10 + 4 + 3), N 87 (tricks 1-6: 20 + 16 + 11 + 12 + 14 + 14).
_LAST_TRICKS = [
    "N J♥ S 7♥ N", "N 9♥ S J♣ N", "N A♥ S 8♠ N", "N 10♥ S J♠ N", "N A♠ S Q♠ N",
    "N 10♠ S K♠ N", "N 7♣ S A♣ S", "S K♥ N 8♥ S", "S A♦ N 10♦ S", "S K♦ N Q♦ S",
    "S J♦ N 9♦ S", "S 8♦ N 7♦ S", "S 10♣ N 8♣ S", "S K♣ N 9♣ S", "S Q♣ N 9♠ S",
]


def _last_trick_view(queen_after: int, contract: str) -> PlayerView:
    """S's view of trick 16 of ``_LAST_TRICKS``: its own draws (dealt 7♥ J♣ 8♠ J♠ Q♠
    K♠), Q♥ drawn after trick ``queen_after`` (7 or 8), N's face-down draws unseen, the
    retourne 9♠ face up taken by N after trick 10."""
    hearts = parse_suit("♥")
    tricks = _tricks(_LAST_TRICKS, hearts)
    seventh, eighth = ("Q♥", "10♣") if queen_after == 7 else ("10♣", "Q♥")
    draws = ["A♣", "K♥", "A♦", "K♦", "J♦", "8♦", seventh, eighth, "K♣"]
    drawn = tuple((parse_card(c), None) for c in draws) + (
        (parse_card("Q♣"), parse_card("9♠")),)
    hand = mask_of([parse_card("Q♥")])
    return PlayerView(Seat.S, hand, hearts, Seat.S, (), tricks, hand, Seat.S, Seat.S, None,
                      RuleSet(variant="deux", contract=contract), drawn=drawn)


@pytest.mark.parametrize(("queen_after", "contract", "belotes", "margin"), [
    (7, "total", [(20, 0)], 95 - 87),
    (8, "total", [(0, 0)], 0 - 162),
    (7, "points", [(20, 0)], 20 - 162),
    (8, "points", [(0, 0)], 0 - 162),
])
def test_a_deux_belote_counts_when_the_queen_was_held_as_the_king_was_played(
        queen_after: int, contract: str, belotes: list[tuple[int, int]], margin: int) -> None:
    # VARIANTS.md, belote à deux: K and Q of trump score 20 when the same player plays
    # both and held both when playing the first; a queen drawn after the king was played
    # makes none. S played K♥ to trick 8; the last trick gives it Q♥ 3 + 7♠ 0 + 10: 75
    # of 162, N 87. Q♥ drawn after trick 7: a belote, and under contract=total S has 95
    # against 87, made, 95 - 87. Drawn after trick 8: none, 75 against 87, dedans: S
    # 0, N 162. contract=points: 75 < 82, dedans whatever the belote, which is added
    # after (RULES.md, "Scoring a deal", 5: "with the takers' belote: 20 / 162"): S 20
    # and N 162 with the queen drawn after trick 7, S 0 and N 162 after trick 8.
    from belote_cli.bots.two_player import deux_belotes

    view = _last_trick_view(queen_after, contract)
    assert sum(t.points for t in view.tricks if t.winner is Seat.S) == 62
    assert deux_belotes(view, mask_of([parse_card("7♠")]), random.Random(1), 40) == belotes
    choice = ExpertBot(random.Random(1)).evaluate(view)
    assert choice.card == parse_card("Q♥") and choice.expected[choice.card] == 13
    assert choice.margin[choice.card] == margin


def _worked_deal_to_the_king(rules: RuleSet) -> Game:
    """The worked deal of VARIANTS.md (belote à deux, N deals, S takes ♥ and swaps the
    seven for the retourne 10♥ before trick 6) played until S leads K♥ to trick 10, S
    holding Q♥ (drawn after trick 8)."""
    from belote_cli.engine.actions import Exchange, Play

    deck = parse_cards("K♦ A♣ Q♠ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠ 7♦ 10♥ 9♠ Q♣ 9♥ 8♦ J♣ 7♣ J♦ "
                       "9♣ 7♥ Q♦ 10♣ 7♠ K♥ A♠ Q♥ 8♥ K♣ A♥ A♦")
    plays = parse_cards("K♦ 9♦ 9♠ 8♠ 9♥ 7♦ Q♠ Q♣ J♥ K♠ 8♣ 10♦ 10♠ 7♣ J♣ Q♦ J♦ 8♦ K♥")
    game = Game.deal(deck, Seat.N, rules)
    game.take(parse_suit("♥"))
    for c in plays:
        if game.phase is Phase.EXCHANGE:
            game.apply(Exchange(True))
        game.apply(Play(c))
    return game


def test_the_other_player_s_unseen_draws_decide_its_belote_at_random() -> None:
    # The worked deal of VARIANTS.md, S leads Q♥ to trick 11 after K♥ to trick 10: S's
    # belote. S knows it drew Q♥ after trick 8. N saw none of S's draws (S won tricks
    # 1-10 and drew first, face down): for N, S got Q♥ in its deal or by one of its ten
    # draws, each order of what S held as likely where S held each card it played by
    # then. S's draw after trick 10 was one of the cards S played after it or holds, but
    # 10♥, the retourne S took by the exchange before trick 6 in view of N: Q♥ (on the
    # table) or A♣ K♣ A♦ 10♣, 1 in 5; before, the belote: 4 in 5.
    from belote_cli.bots.two_player import arrival, deux_belote_seat, deux_belotes
    from belote_cli.engine.actions import Play

    game = _worked_deal_to_the_king(RuleSet(variant="deux", contract="total"))
    game.apply(Play(parse_card("9♣")))
    south = game.player_view()
    queen = parse_card("Q♥")
    assert south.seat is Seat.S and arrival(south, Seat.S, queen, south.hand,
                                            random.Random(1)) == (8, True)
    assert deux_belotes(south, game.hand(Seat.N), random.Random(1), 40) == [(20, 0)]
    game.apply(Play(queen))
    north = game.player_view()
    held = game.hand(Seat.S)
    rng = random.Random(7)
    when = [arrival(north, Seat.S, queen, held, rng) for _ in range(6000)]
    assert {known for _, known in when} == {False}
    assert 1100 < sum(t == 10 for t, _ in when) < 1300  # 1200 of 6000 expected
    assert all(t <= 10 for t, _ in when)
    seats = [deux_belote_seat(north, held, rng) for _ in range(6000)]
    assert 4700 < sum(s is Seat.S for s, _ in seats) < 4900  # 4800 expected
    assert len(deux_belotes(north, held, rng, 40)) == 40  # one a sampled order


def test_the_retourne_taken_by_the_exchange_arrived_before_its_trick() -> None:
    # The worked deal of VARIANTS.md: S swapped its seven for the retourne 10♥ before
    # trick 6, in view of both players: the 10♥ reached S's hand after trick 5, and both
    # know it.
    from belote_cli.bots.two_player import arrival
    from belote_cli.engine.actions import Play

    game = _worked_deal_to_the_king(RuleSet(variant="deux", contract="total"))
    game.apply(Play(parse_card("9♣")))
    ten = parse_card("10♥")
    south = game.player_view()
    assert arrival(south, Seat.S, ten, south.hand, random.Random(1)) == (5, True)
    game.apply(Play(parse_card("Q♥")))
    north = game.player_view()
    assert arrival(north, Seat.S, ten, game.hand(Seat.S), random.Random(1)) == (5, True)


def test_a_draw_seen_is_no_candidate_for_the_unseen_draws_before_it() -> None:
    # S's view of ``_LAST_TRICKS``: N's draws after tricks 1 to 9 were face down, its
    # draw after trick 10 the 9♠ face up, which N played to trick 15. A card N played at
    # trick j it held by the draw after trick j - 1; N holds 7♠ now (held by the last
    # draw, after trick 10). The draw after trick 9 is one of the cards N played after
    # trick 9 or holds, but the 9♠ seen drawn later: Q♦ 9♦ 7♦ 8♣ 9♣ 7♠, so the 9♣ was
    # drawn then 1 time in 6 (200 of 1,200 expected).
    from belote_cli.bots.two_player import arrival

    view = _last_trick_view(7, "total")
    rng = random.Random(5)
    seven = mask_of([parse_card("7♠")])
    when = [arrival(view, Seat.N, parse_card("9♣"), seven, rng) for _ in range(1200)]
    assert {known for _, known in when} == {False}
    assert 150 < sum(t == 9 for t, _ in when) < 250
    assert arrival(view, Seat.N, parse_card("9♠"), seven, rng) == (10, True)


def test_a_queen_drawn_after_the_first_trick_makes_no_belote_of_its_king() -> None:
    # Belote à deux, trump ♥: S led K♥ to trick 1 (N 8♥, S wins), drew face down, then
    # leads Q♥ to trick 2; N's view. S held K♥ when it played it (dealt); its draw after
    # trick 1 is one of the cards it played after trick 1 or holds: Q♥ and the five in
    # its hand, 1 in 6 Q♥ (200 of 1,200 expected), else Q♥ was dealt. VARIANTS.md: a
    # queen drawn after the king was played makes no belote, so S's belote 5 times in 6
    # (1,000 of 1,200).
    from belote_cli.bots.two_player import arrival, deux_belote_seat

    hearts = parse_suit("♥")
    tricks = _tricks(["S K♥ N 8♥ S"], hearts)
    north = mask_of(parse_cards("7♣ A♠ 10♠ J♦ 9♦ 7♦"))
    south = mask_of(parse_cards("A♣ 10♣ K♣ A♦ 10♦"))
    queen = parse_card("Q♥")
    view = PlayerView(Seat.N, north, hearts, Seat.S, (queen,), tricks, north, Seat.S,
                      Seat.N, None, RuleSet(variant="deux"),
                      drawn=((None, parse_card("7♣")),))
    rng = random.Random(4)
    when = [arrival(view, Seat.S, queen, south, rng) for _ in range(1200)]
    assert {known for _, known in when} == {False}
    assert {t for t, _ in when} == {0, 1}
    assert 150 < sum(t == 1 for t, _ in when) < 250
    seats = [deux_belote_seat(view, south, rng) for _ in range(1200)]
    assert {s for s, _ in seats} == {Seat.S, None}
    assert 950 < sum(s is Seat.S for s, _ in seats) < 1050


def _trick_ten_choice(tricks: tuple[Trick, ...], contract: str) -> CardChoice:
    # S at trick 10 of belote à deux, the talon gone but Q♥ face up under it (the loser
    # of trick 10 takes it), after ``tricks``: S holds J♥ 9♥ A♥ 10♥ K♥ 7♣, N leads K♠;
    # the expert's choice under ``contract``.
    hearts = parse_suit("♥")
    hand = mask_of(parse_cards("J♥ 9♥ A♥ 10♥ K♥ 7♣"))
    drawn = tuple((c, None) for c in parse_cards("J♠ Q♠ 7♠ J♥ 9♥ A♥ 10♥ K♥ 7♣"))
    view = PlayerView(Seat.S, hand, hearts, Seat.N, (parse_card("K♠"),), tricks, hand,
                      Seat.S, Seat.S, parse_card("Q♥"),
                      RuleSet(variant="deux", contract=contract), drawn=drawn)
    return ExpertBot(random.Random(3)).evaluate(view)


@pytest.mark.parametrize(("contract", "played", "margins"), [
    ("points", "7♣", (-162, 20 - 162)),
    ("total", "7♣", (-162, 92 - 90)),
])
def test_the_deux_expert_keeps_its_king_to_take_the_queen_under_the_talon(
        contract: str, played: str, margins: tuple[int, int]) -> None:
    # Belote à deux, trump ♥, S the taker, N won tricks 1-9 (86 points) and leads K♠ to
    # trick 10; S holds J♥ 9♥ A♥ 10♥ K♥ 7♣. Q♥ lies face up under the talon: the loser
    # of trick 10 takes it, the winner the last face-down card. The six cards S has not
    # seen (N's five, the talon's last) are all 9s, 8s and 7s, worth nothing. Any trump
    # wins trick 10 (4 points and S's trump), then S leads J♥ (N must follow with Q♥)
    # and, keeping a trump for the last trick, takes every point left: 76 against 86,
    # no belote (K♥ and Q♥ in two hands). 7♣ loses trick 10 (4 to N) and takes the Q♥:
    # S holds six trumps and takes tricks 11-16, 72 against 90, and plays K♥ and Q♥
    # holding both, a belote. contract=points: both dedans (under 82), the belote added
    # after: 0 - 162 for K♥, 20 - 162 for 7♣ (valuing the cards alone, -162 both, K♥
    # was played, the cheapest trump of the most points). contract=total: 76 < 86
    # dedans, -162; 72 + 20 = 92 > 90 made, 92 - 90: 7♣.
    hearts = parse_suit("♥")
    tricks = _tricks(["N 8♥ S J♣ N", "N 7♥ S Q♣ N", "N A♣ S K♣ N", "N 10♣ S J♦ N",
                      "N A♦ S Q♦ N", "N 10♦ S K♦ N", "N A♠ S J♠ N", "N 10♠ S Q♠ N",
                      "N 8♠ S 7♠ N"], hearts)
    assert sum(t.points for t in tricks) == 86
    choice = _trick_ten_choice(tricks, contract)
    king, club = parse_card("K♥"), parse_card("7♣")
    assert (choice.expected[king], choice.expected[club]) == (76, 72)
    assert (choice.margin[king], choice.margin[club]) == margins
    assert choice.card == parse_card(played)


@pytest.mark.parametrize("contract", ["points", "total"])
def test_the_deux_expert_made_either_way_keeps_its_king_for_the_belote(contract: str) -> None:
    # The position above, but S won trick 1 (A♦ Q♦, 14) and lost trick 2 (J♣ trumped
    # by 8♥, 2): N took 72 before trick 10, S 14, and the six cards S has not seen are
    # still 9♠ 7♦ 8♦ 9♦ 8♣ 9♣, worth nothing. K♥ wins trick 10 and S takes every point
    # left, 76: S 90, N 72, made, no belote (Q♥ goes to N): 90 - 72 = 18. 7♣ loses
    # trick 10 (4 to N), S takes Q♥ and tricks 11-16, 72: S 86, made, N 76, and the
    # belote: contract=points, 86 + 20 against 76 (added after, VARIANTS.md: "Belote
    # added after"): 30; contract=total, 106 > 76 made, the same 30. Valuing the cards
    # alone under contract=points, K♥ (18) would beat 7♣ (86 - 76 = 10).
    hearts = parse_suit("♥")
    tricks = _tricks(["S A♦ N Q♦ S", "S J♣ N 8♥ N", "N 7♥ S Q♣ N", "N A♣ S K♣ N",
                      "N 10♣ S J♦ N", "N 10♦ S K♦ N", "N A♠ S J♠ N", "N 10♠ S Q♠ N",
                      "N 8♠ S 7♠ N"], hearts)
    assert [sum(t.points for t in tricks if t.winner is s) for s in (Seat.S, Seat.N)] == [
        14, 72]
    choice = _trick_ten_choice(tricks, contract)
    king, club = parse_card("K♥"), parse_card("7♣")
    assert (choice.expected[king], choice.expected[club]) == (76, 72)
    assert (choice.margin[king], choice.margin[club]) == (90 - 72, 86 + 20 - 76)
    assert choice.card == club


@pytest.mark.parametrize("said", [True, False])
def test_under_belote_declared_what_the_other_player_said_tells_its_belote(said: bool) -> None:
    # The worked deal under belote=declared: S plays K♥ to trick 10 holding Q♥ (drawn
    # after trick 8) and says belote, or not. N, to play, knows which (the rule book:
    # only a belote said counts), whatever it would make of S's unseen draws.
    from belote_cli.bots.two_player import deux_belote_seat
    from belote_cli.engine.actions import Belote

    game = _worked_deal_to_the_king(RuleSet(variant="deux", contract="total",
                                            belote="declared"))
    assert game.phase is Phase.BELOTE
    game.apply(Belote(said))
    north = game.player_view()
    assert north.seat is Seat.N and game.hand(Seat.S) >> parse_card("Q♥") & 1
    for seed in range(20):
        assert deux_belote_seat(north, game.hand(Seat.S), random.Random(seed)) == (
            Seat.S if said else None, True)


@pytest.mark.parametrize("said", [True, False])
def test_under_belote_declared_the_view_still_tells_a_belote_said_once_both_are_played(
        said: bool) -> None:
    # The worked deal under belote=declared, S saying belote with K♥ at trick 10, or
    # not, then leading Q♥ to trick 11: N, to play, no longer sees Q♥ in S's hand, but
    # heard what S said (PlayerView.said), which alone makes the belote (RULES.md:
    # "only if the player says 'belote' and 'rebelote'"): S's, or nobody's, known, not
    # sampled among S's unseen draws (4 in 5 S's otherwise).
    from belote_cli.bots.two_player import deux_belote_seat, deux_belotes
    from belote_cli.engine.actions import Belote, Play

    game = _worked_deal_to_the_king(RuleSet(variant="deux", belote="declared"))
    game.apply(Belote(said))
    game.apply(Play(parse_card("9♣")))
    game.apply(Play(parse_card("Q♥")))
    north = game.player_view()
    assert north.seat is Seat.N and north.shown == (0, 0, 0, 0)
    assert north.said is (Seat.S if said else None)
    held = game.hand(Seat.S)
    for seed in range(20):
        assert deux_belote_seat(north, held, random.Random(seed)) == (
            Seat.S if said else None, True)
    assert deux_belotes(north, held, random.Random(1), 40) == [(20, 0) if said else (0, 0)]
