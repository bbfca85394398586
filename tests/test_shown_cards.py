"""The cards a seat shows to the whole table are known to every bot (``PlayerView.shown``):
announcements are shown at the second trick (RULES.md, *Announcements*: "Announced with
the first card, shown at the second trick"), and under ``belote=declared`` a seat that
says belote with the first of king and queen of trump holds the other. The expert deals
them to their holder in every deal it samples."""

from __future__ import annotations

import copy
import random

import pytest

from belote_cli.bots.expert import ExpertBot, ExpertParams
from belote_cli.bots.memory import CardMemory
from belote_cli.bots.sampling import deal_hidden
from belote_cli.core.cards import KING, QUEEN, card
from belote_cli.core.seats import Seat
from belote_cli.engine.game import Announce, Belote, Game, Phase
from belote_cli.engine.views import PlayerView


def _played_by(game: Game, seat: Seat) -> int:
    # The cards ``seat`` played so far, from the tricks and the table.
    state = game.state
    assert state is not None
    out = 0
    for t in state.tricks:
        for s, c in t.plays(game.rules.clockwise):
            if s is seat:
                out |= 1 << c
    s = state.leader
    for c in state.trick:
        if s is seat:
            out |= 1 << c
        s = s.next(game.rules.clockwise)
    return out


def _views(rules: str, seeds: range, say_belote: bool = True) -> list[tuple[Game, PlayerView]]:
    # Deals played at random, every announcement made and every belote said (or none);
    # the view of each card played, with the game as it was (a copy).
    out = []
    for seed in seeds:
        game = Game.shuffle(random.Random(seed), Seat.S, rules)
        rng = random.Random(seed)
        while not game.is_over:
            actions = game.legal_actions()
            if game.phase is Phase.PLAY:
                out.append((copy.deepcopy(game), game.player_view()))
                game.apply(rng.choice(actions))
            elif game.phase is Phase.ANNOUNCE:
                game.apply(max(actions, key=lambda a: len(a.announcements)
                               if isinstance(a, Announce) else 0))
            elif game.phase is Phase.BELOTE:
                game.apply(Belote(say_belote))
            else:
                game.apply(rng.choice(actions))
    return out


def test_announcements_are_shown_from_the_second_trick_until_played() -> None:
    seen = 0
    for game, view in _views("announcements=on", range(40)):
        state = game.state
        assert state is not None
        expected = [0, 0, 0, 0]
        if state.tricks:  # shown at the second trick: not during the first
            for d in game.declared:
                expected[d.seat] |= d.announcement.cards & ~_played_by(game, d.seat)
        assert view.shown == tuple(expected)
        seen += any(expected)
    assert seen > 50  # announcements were made, and seen shown


def test_nothing_is_shown_without_announcements_or_a_belote_said() -> None:
    for _, view in _views("", range(10)) + _views("belote=declared", range(10), False):
        assert view.shown == (0, 0, 0, 0)


def test_nothing_is_announced_in_a_game_of_two() -> None:
    # Announcements are a game of four's: at belote à deux and belote découverte no team
    # has points of announcements shown, (0, 0) at every card.
    for rules in ("variant=deux", "variant=decouverte"):
        views = _views(rules, range(3))
        assert views
        for _, view in views:
            assert view.announced == (0, 0)


def test_a_view_of_a_deal_state_gives_the_legal_cards_of_its_undertrump_rule() -> None:
    # Trump ♥: S leads A♠, W (no spade) trumps with J♥; N holds no spade and one trump,
    # the 7♥, under the J♥. Under undertrump=required N must play it (the rule book: a
    # player who cannot overtrump plays a lower trump); under free, any of its 8 cards.
    from belote_cli.core.cards import mask_of, parse_cards
    from belote_cli.core.rules import RuleSet
    from belote_cli.core.state import DealState

    hands = [mask_of(parse_cards(text)) for text in (
        "7♥ 7♦ 8♦ 9♦ J♦ Q♦ 7♣ 8♣", "Q♠ J♠ 9♠ 8♠ 7♠ K♥ Q♥ 8♥",
        "A♠ 10♠ K♠ A♣ 10♣ A♦ 10♦ K♦", "J♥ 9♥ A♥ 10♥ K♣ Q♣ J♣ 9♣")]
    for rule, legal in (("required", "7♥"), ("free", "7♥ 7♦ 8♦ 9♦ J♦ Q♦ 7♣ 8♣")):
        state = DealState(hands, 1, Seat.S, RuleSet(undertrump=rule))  # type: ignore[arg-type]
        for c in parse_cards("A♠ J♥"):
            state.play(c)
        view = PlayerView.of(state)
        assert view.seat is Seat.N and view.legal == mask_of(parse_cards(legal))


def test_a_belote_said_shows_the_other_card_until_it_is_played() -> None:
    seen = 0
    for game, view in _views("belote=declared", range(60)):
        holder = game.belote_holder
        if holder is None or game.trump is None:
            assert view.shown == (0, 0, 0, 0)
            continue
        pair = 1 << card(game.trump, KING) | 1 << card(game.trump, QUEEN)
        played = _played_by(game, holder) & pair
        # Said with the first: from then on the other is known, until it is played.
        expected = [0, 0, 0, 0]
        if played and played != pair:
            expected[holder] = pair & ~played
        assert view.shown == tuple(expected)
        seen += any(expected)
    assert seen > 5


def test_the_expert_deals_the_shown_cards_to_their_holder() -> None:
    checked = elsewhere = 0
    for _, view in _views("announcements=on", range(20)):
        others = [s for s in range(4) if s != view.seat and view.shown[s]]
        if not others:
            continue
        memory = CardMemory()
        memory.update(view)
        rng = random.Random(checked)
        dealt = [deal_hidden(view, rng, memory) for _ in range(20)]
        for hands in dealt:
            for s in others:
                assert hands[s] & view.shown[s] == view.shown[s]
        # Without them, the same cards go anywhere they may: somewhere else at times.
        loose = [deal_hidden(view, rng, memory, shown=False) for _ in range(20)]
        elsewhere += any(hands[s] & view.shown[s] != view.shown[s]
                         for hands in loose for s in others)
        checked += 1
    assert checked > 20 and elsewhere > checked // 2


@pytest.mark.slow
def test_the_expert_plays_on_the_shown_cards() -> None:
    # The same deals with and without the shown cards: the expert's play differs in some
    # (the worlds it solves differ), never where nothing was announced.
    differ = 0
    for seed in range(4):
        records = []
        for shown in (True, False):
            game = Game.shuffle(random.Random(seed), Seat.S, "announcements=on")
            bots = [ExpertBot(random.Random(seat), ExpertParams(shown=shown, max_samples=4))
                    for seat in range(4)]
            while not game.is_over:
                seat = game.to_act
                assert seat is not None
                if game.phase is Phase.PLAY:
                    game.play(bots[seat].play(game.player_view()))
                    continue
                actions = game.legal_actions()
                if game.phase is Phase.ANNOUNCE:  # every announcement made
                    game.apply(max(actions, key=lambda a: len(a.announcements)
                                   if isinstance(a, Announce) else 0))
                else:  # the first to bid takes; belote said
                    game.apply(actions[1] if game.phase is Phase.BID else actions[0])
            records.append((game.deal_file() if game.score else "", game.declared))
        if not records[0][1]:
            assert records[0] == records[1]
        differ += records[0] != records[1]
    assert differ > 0


def test_at_belote_a_deux_a_belote_said_shows_the_other_card() -> None:
    # The player who said belote with the first of king and queen holds the other; the
    # expert's deals of the talon keep it in that hand (``two_player.talon_world``).
    from belote_cli.bots.two_player import talon_world
    seen = 0
    for seed in range(40):
        game = Game.shuffle(random.Random(seed), Seat.S, "variant=deux belote=declared")
        rng = random.Random(seed)
        while not game.is_over:
            if game.phase is Phase.BELOTE:
                game.apply(Belote(True))
                continue
            if game.phase is Phase.PLAY and game.trump is not None:
                view = game.player_view()
                holder = game.belote_holder
                pair = 1 << card(game.trump, KING) | 1 << card(game.trump, QUEEN)
                expected = [0, 0, 0, 0]
                if holder is not None and game._said:
                    expected[holder] = game.hand(holder) & pair
                assert view.shown == tuple(expected)
                other = view.seat.partner
                if view.shown[other] and view.retourne is not None and game.talon:
                    for k in range(5):
                        hand, _ = talon_world(view, random.Random(k))
                        assert hand & view.shown[other] == view.shown[other]
                    seen += 1
            game.apply(rng.choice(game.legal_actions()))
    assert seen > 3
