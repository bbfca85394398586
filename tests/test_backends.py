"""The fast play loops are back-ends of ``Game``: the same cards, tricks and scores.

``simulate`` plays the eight tricks of a deal with ``fastplay.play_random`` (every seat
random), ``fastplay.play_bots`` (any bots, on their views) or ``heuristic.play_table``
(heuristic and random bots), then settles the play on the deal's ``Game``
(``Game.settle_play``). Each deal here is dealt and bid twice on a ``Game`` from the same
seeds: once played card by card through ``Game.apply`` (the one flow of a deal), once by
the back-end; both must give the same tricks, the same announcements and the same score,
for every combination of direction, undertrump, belote, announcements, coinche and the
discovery deal. The quick suite plays a few dozen deals per combination; ``-m slow`` plays
1,000.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence

import pytest

import belote_cli.simulation as sim
import belote_cli.simulation.deals as deal_loop
from belote_cli.bots.base import BidView, Bot, PlayerView
from belote_cli.bots.coinche_policy import choose_call
from belote_cli.bots.fastplay import keyed_deck
from belote_cli.bots.registry import find_bot
from belote_cli.build import compiled
from belote_cli.core.announcements import Announcement
from belote_cli.core.cards import ALL_TRUMP, JACK, NO_TRUMP, card, parse_cards
from belote_cli.core.coinche import Call, CoincheAuction
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import SEATS, Seat
from belote_cli.engine.game import Game, Phase, Play, Take
from belote_cli.engine.playing import bot_action

QUICK_DEALS = 25
SLOW_DEALS = 1000


class LowestBot:
    """Takes with the jack of the suit it may take, plays its lowest legal card: a bot the
    fast loops know nothing of, so that ``play_bots`` asks it on its views."""

    name = "lowest"

    def bid(self, view: BidView) -> int | None:
        for suit in view.legal:
            if view.hand >> card(suit, JACK) & 1:
                return suit
        return None

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        return choose_call(hand, auction)

    def play(self, view: PlayerView) -> int:
        return (view.legal & -view.legal).bit_length() - 1


def _kth_legal(legal: int, rnd: Callable[[], float]) -> int:
    # The random back-end's draw: k uniform in [0, number of legal cards), the k-th lowest.
    k = int(rnd() * legal.bit_count())
    while k:
        legal &= legal - 1
        k -= 1
    return (legal & -legal).bit_length() - 1


def _bots(kind: str, seed: int) -> list[Bot] | None:
    # Fresh bots for each of the two runs, drawing from the same seeds.
    if kind == "random":
        return None
    if kind == "views":
        return [LowestBot(), find_bot("random", random.Random(seed)), LowestBot(),
                find_bot("heuristic", random.Random(seed + 1))]
    return [find_bot(name, random.Random(seed * 4 + s))
            for s, name in enumerate(("heuristic", "random", "heuristic", "heuristic"))]


def _dealt(rules: RuleSet, discovery: bool, seed: int, bots: Sequence[Bot] | None,
           rng: random.Random) -> Game:
    # The deal of ``seed``, bid as ``simulate`` bids it (``Game.take`` / ``Game.call``).
    rnd = rng.random
    if discovery:
        return Game.discovery(keyed_deck(rnd), int(rnd() * 4), rules)
    game = Game.deal(keyed_deck(rnd), SEATS[seed % 4], rules)
    if rules.variant == "coinche":
        deal_loop._call(game, bots, rng)
    else:
        deal_loop._take(game, bots, rnd)
    return game


def _stepped(game: Game, bots: Sequence[Bot] | None, rnd: Callable[[], float]) -> None:
    # The play through ``Game.apply``: every seat announces its best and says belote (as
    # bots do); each card the bot's, or the random back-end's draw.
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.PLAY and bots is None:
            game.apply(Play(_kth_legal(game.legal_cards(), rnd)))
        elif game.phase is Phase.PLAY:
            assert bots is not None
            game.apply(Play(bots[seat].play(game.player_view())))
        else:
            game.apply(bot_action(game, LowestBot()))  # announces its best, says belote


def _compare(kind: str, options: Sequence[str], discovery: bool, deals: int) -> None:
    rules = RuleSet.parse(list(options))
    played = 0
    for seed in range(deals):
        outcomes = []
        for backend in (False, True):
            rng = random.Random(f"{seed}:{options}:{kind}")
            bots = _bots(kind, seed)
            game = _dealt(rules, discovery, seed, bots, rng)
            if game.is_over:  # void: nothing to play
                outcomes.append(None)
                continue
            if backend:
                deal_loop._play(game, bots, rng.random, keep_tricks=True)
            else:
                _stepped(game, bots, rng.random)
            assert game.score is not None
            outcomes.append((game.tricks, game.score, sorted(
                game.declared, key=lambda d: (d.seat, d.announcement.cards))))
        assert outcomes[0] == outcomes[1], f"deal {seed}"
        if outcomes[0] is not None:
            played += 1
            assert len(outcomes[0][0]) == 8 and sum(outcomes[0][1].points) == 162
    assert played >= deals // 2


COMBINATIONS = [
    (direction, undertrump, belote, announcements, variant, False)
    for direction, undertrump, belote, announcements, variant in itertools.product(
        ("clockwise", "anticlockwise"), ("free", "required"), ("auto", "declared"),
        ("off", "on"), ("classic", "coinche"))
] + [
    (direction, undertrump, belote, "off", "classic", True)
    for direction, undertrump, belote in itertools.product(
        ("clockwise", "anticlockwise"), ("free", "required"), ("auto", "declared"))
]
KINDS = ("random", "views", "table")


def _options(combo: tuple[str, str, str, str, str, bool]) -> list[str]:
    direction, undertrump, belote, announcements, variant, _ = combo
    return [f"direction={direction}", f"undertrump={undertrump}", f"belote={belote}",
            f"announcements={announcements}", f"variant={variant}"]


def _id(combo: tuple[str, str, str, str, str, bool]) -> str:
    return "-".join([*combo[:5], "discovery" if combo[5] else "dealt"])


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("combo", COMBINATIONS, ids=_id)
def test_backend_plays_as_the_game(kind: str, combo: tuple[str, str, str, str, str, bool]
                                   ) -> None:
    _compare(kind, _options(combo), combo[5], QUICK_DEALS)


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("combo", COMBINATIONS, ids=_id)
def test_backend_plays_as_the_game_on_1000_deals(
        kind: str, combo: tuple[str, str, str, str, str, bool]) -> None:
    _compare(kind, _options(combo), combo[5], SLOW_DEALS)


def test_the_discovery_chunk_counts_as_the_deals_one_by_one() -> None:
    # A random discovery run with nothing written out takes the chunk loop without a Game
    # per deal; with a CSV it plays each deal on its Game: the same statistics.
    for options in ([], ["direction=anticlockwise", "undertrump=required"]):
        config = sim.SimulationConfig(300, "chunk", ("random",) * 4, RuleSet.parse(options),
                                      discovery=True, chunk_size=100)
        fast = sim.simulate(config).stats["all"]
        slow = sim.simulate(sim.SimulationConfig(
            300, "chunk", ("random",) * 4, RuleSet.parse(options), discovery=True,
            chunk_size=100, csv=True)).stats["all"]
        assert fast == slow and fast.deals == 300


def test_a_seat_bids_alike_from_the_ints_and_from_its_view() -> None:
    # Four heuristic bots are asked their bid from the ints (``choose_bid``); any other
    # table on its ``BidView``: the same bids in both rounds, void deals included.
    outcomes = set()
    for seed in range(300):
        rng = random.Random(seed)
        deck = keyed_deck(rng.random)
        rules = RuleSet.parse(["direction=anticlockwise"] if seed % 2 else [])
        fast = Game.deal(deck, Seat(seed % 4), rules)
        deal_loop._take(fast, [find_bot("heuristic", random.Random(0)) for _ in SEATS], rng.random)
        viewed = Game.deal(deck, Seat(seed % 4), rules)
        bots = [find_bot("heuristic", random.Random(0)) for _ in SEATS]
        while viewed.phase is Phase.BID:
            seat = viewed.to_act
            assert seat is not None
            viewed.apply(bot_action(viewed, bots[seat]))
        assert fast.bids == viewed.bids and fast.taker == viewed.taker
        outcomes.add((len(fast.bids) > 4, fast.is_void))
    assert outcomes >= {(False, False), (True, False), (True, True)}
    # Three heuristic bots and a random one, at any seat: not four heuristic bots, each
    # asked on its view (the random one has no bid from the ints).
    for seed in range(40):
        rng = random.Random(seed)
        deck = keyed_deck(rng.random)
        tables = []
        for _ in range(2):
            tables.append([find_bot("random" if s == seed % 4 else "heuristic",
                                    random.Random(s)) for s in SEATS])
        fast = Game.deal(deck, Seat(seed // 4 % 4), RuleSet())
        deal_loop._take(fast, tables[0], rng.random)
        viewed = Game.deal(deck, Seat(seed // 4 % 4), RuleSet())
        while viewed.phase is Phase.BID:
            seat = viewed.to_act
            assert seat is not None
            viewed.apply(bot_action(viewed, tables[1][seat]))
        assert fast.bids == viewed.bids, f"deal {seed}"


@pytest.mark.skipif(bool(compiled()), reason="counts the calls of the interpreted loops")
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_a_simulated_deal_finds_its_announcements_once(
        monkeypatch: pytest.MonkeyPatch, kind: str, variant: str) -> None:
    # With announcements=on the best split of each of the four hands is found once a
    # deal (``announcements.detect``, four calls), for the views' ``announced``, the cards
    # shown and the score alike, where each found them again.
    import belote_cli.core.declarations as declarations
    import belote_cli.engine.game as game_module

    real = declarations.detect
    hands: list[int] = []

    def counting(hand: int, trump: int | None = None) -> tuple[Announcement, ...]:
        hands.append(hand)
        return real(hand, trump)

    monkeypatch.setattr(declarations, "detect", counting)
    monkeypatch.setattr(game_module, "detect", counting)
    rules = RuleSet.parse(["announcements=on", f"variant={variant}"])
    played = 0
    for seed in range(12):
        rng = random.Random(seed)
        bots = _bots(kind, seed)
        game = _dealt(rules, False, seed, bots, rng)
        if game.is_over:
            continue
        hands.clear()
        deal_loop._play(game, bots, rng.random, keep_tricks=False)
        assert game.hands is not None
        assert sorted(hands) == sorted(game.hands), f"deal {seed}"
        played += 1
    assert played >= 6


@pytest.mark.parametrize("draw", ["seeded", "halves"])
@pytest.mark.parametrize("options", [["sa_ta=on"], ["sa_ta=on", "announcements=on",
                                                    "belote=declared"]])
def test_sa_and_ta_are_played_on_the_game_as_card_by_card(draw: str,
                                                          options: list[str]) -> None:
    # SA and TA, which the fast back-ends do not count, are played on the Game itself
    # (_play_on_game): every seat random takes the k-th lowest legal card, k =
    # int(rnd() * legal cards), as _kth_legal draws it; every seat announces its best and
    # says belote. "halves": rnd() always 0.5, k exactly half an even count (2 of 4: the
    # third lowest card), which no seeded draw hits.
    rules = RuleSet.parse(options)
    phases = set()
    for seed in range(8):
        outcomes = []
        for backend in (False, True):
            rng = random.Random(seed)
            game = Game.deal(keyed_deck(rng.random), SEATS[seed % 4], rules)
            for _ in range(4):
                game.apply(Take(None))
            game.apply(Take(ALL_TRUMP if seed % 2 else NO_TRUMP))
            rnd = rng.random if draw == "seeded" else (lambda: 0.5)
            if backend:
                deal_loop._play(game, None, rnd, keep_tricks=True)
            else:
                while not game.is_over:
                    phases.add(game.phase)
                    _stepped_one(game, rnd)
            assert game.score is not None
            outcomes.append((game.tricks, game.score, game.declared))
        assert outcomes[0] == outcomes[1], f"deal {seed}"
        assert len(outcomes[0][0]) == 8
    # With announcements=on the deals had them said (not only cards played).
    assert (len(phases) > 1) is (len(options) > 1)


def _stepped_one(game: Game, rnd: Callable[[], float]) -> None:
    # One step of _stepped with every seat random.
    if game.phase is Phase.PLAY:
        game.apply(Play(_kth_legal(game.legal_cards(), rnd)))
    else:
        game.apply(bot_action(game, LowestBot()))


def test_a_ta_deal_names_the_takers_belote_first() -> None:
    # Under TA (ta_belote=each) E holds K♠ Q♠ and the taker S K♥ Q♥: two belotes, the
    # defenders' in the first suit. The deal's belote holder is the takers' one, S (so
    # that "belote by the takers" counts this deal), not the first found.
    hands = {Seat.S: "J♠ A♦ 10♦ K♦ 8♦ K♥ Q♥", Seat.W: "8♠ 7♠ 7♦ A♣ Q♣ J♥ 9♥ 8♣",
             Seat.N: "A♠ 9♠ 10♠ J♦ 9♣ A♥ 10♥ K♣", Seat.E: "K♠ Q♠ 9♦ Q♦ 8♥ J♣ 10♣ 7♣"}
    cards = {seat: parse_cards(text) for seat, text in hands.items()}
    order = (Seat.S, Seat.W, Seat.N, Seat.E)  # dealt by E
    deck = [c for s in order for c in cards[s][:3]]
    deck += [c for s in order for c in cards[s][3:5]]
    deck += parse_cards("7♥")  # the retourne, S's once taken
    deck += cards[Seat.S][5:7] + cards[Seat.W][5:8] + cards[Seat.N][5:8] + cards[Seat.E][5:8]
    game = Game.deal(deck, Seat.E, RuleSet(sa_ta="on"))
    for _ in range(4):
        game.apply(Take(None))
    assert game.to_act is Seat.S
    game.apply(Take(ALL_TRUMP))
    _stepped(game, None, lambda: 0.0)
    assert [seat for _, seat in game.belote_pairs()] == [Seat.E, Seat.S]
    assert deal_loop.DealResult.of(game, 0, "").belote_holder is Seat.S
