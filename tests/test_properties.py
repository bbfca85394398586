"""Properties over random deals, checked against a slow, obvious reading of RULES.md.

Deals come from the engine's own loop (``playing.play_deal`` / ``play_discovery``) with
random bots, in both directions and under both ``undertrump`` options. Each deal is then
replayed card by card on a fresh ``DealState`` and compared with the reference below,
which is written straight from the rule book's text, on seats and rank names, without
the engine's tables.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_cli.bots.base import Bot
from belote_cli.bots.registry import find_bot
from belote_cli.core.rules import RuleSet, legal_plays
from belote_cli.core.scoring import LITIGE, score_deal
from belote_cli.core.seats import Seat, Team
from belote_cli.core.state import DealState
from belote_cli.engine.game import Game
from belote_cli.engine.playing import play_deal, play_discovery

# --- the reference: RULES.md read literally ------------------------------------------------

RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]  # a card is suit * 8 + index here
TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]  # strongest first
PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def suit(card: int) -> int:
    return card // 8


def rank(card: int) -> str:
    return RANKS[card % 8]


def ref_points(card: int, trump: int) -> int:
    return TRUMP_POINTS[rank(card)] if suit(card) == trump else PLAIN_POINTS[rank(card)]


def ref_beats(card: int, best: int, trump: int, led: int) -> bool:
    """Does ``card`` beat ``best``, the best card of the trick so far?"""
    if suit(card) == trump:
        if suit(best) != trump:
            return True  # any trump beats any plain card
        return TRUMP_ORDER.index(rank(card)) < TRUMP_ORDER.index(rank(best))
    if suit(best) == trump or suit(card) != led:
        return False  # a card of another plain suit never wins
    return PLAIN_ORDER.index(rank(card)) < PLAIN_ORDER.index(rank(best))


def ref_best(plays: list[tuple[int, int]], trump: int) -> tuple[int, int]:
    """(seat, card) winning the trick so far."""
    led = suit(plays[0][1])
    best = plays[0]
    for seat, card in plays[1:]:
        if ref_beats(card, best[1], trump, led):
            best = (seat, card)
    return best


def ref_legal(hand: set[int], plays: list[tuple[int, int]], me: int, trump: int,
              required: bool) -> set[int]:
    """The cards ``me`` may play, by "What you may play (obligations)"."""
    if not plays:
        return set(hand)  # the leader plays anything
    led = suit(plays[0][1])
    partner = (me + 2) % 4
    best_seat, best_card = ref_best(plays, trump)
    trumps = {c for c in hand if suit(c) == trump}
    same = {c for c in hand if suit(c) == led}
    if led == trump:
        if not trumps:
            return set(hand)
        trick_trumps = [c for _, c in plays if suit(c) == trump]
        highest = min(trick_trumps, key=lambda c: TRUMP_ORDER.index(rank(c)))
        higher = {c for c in trumps if ref_beats(c, highest, trump, led)}
        return higher or trumps  # beat the highest trump, even the partner's; else any trump
    if same:
        return same  # follow suit
    if best_seat == partner:
        return set(hand)  # partner winning: anything
    if not trumps:
        return set(hand)  # void and no trump: anything
    if suit(best_card) == trump:
        over = {c for c in trumps if ref_beats(c, best_card, trump, led)}
        if over:
            return over  # overtrump
        return trumps if required else set(hand)  # pisser, or free
    return trumps  # trump


def cards_in(mask: int) -> set[int]:
    return {c for c in range(32) if mask >> c & 1}


# --- replaying a played deal ---------------------------------------------------------------

def step(clockwise: bool) -> int:
    # Clockwise S -> W -> N -> E is N0 E1 S2 W3 counted upwards.
    return 1 if clockwise else -1


def check_deal(played: Game, first_leader: int) -> None:
    """Replay ``played`` and check every property on the way."""
    state = played.state
    assert state is not None and played.score is not None and played.trump is not None
    rules = played.rules
    trump = played.trump
    required = rules.undertrump == "required"
    hands = [cards_in(m) for m in state.initial_hands]
    assert all(len(h) == 8 for h in hands)
    assert set().union(*hands) == set(range(32))

    replay = DealState(state.initial_hands, trump, Seat(first_leader), rules)
    snapshots = [replay.snapshot()]
    leader = first_leader
    points = [0, 0]
    tricks = [t.cards for t in state.tricks]
    assert len(tricks) == 8
    assert state.tricks[0].leader == first_leader
    for number, cards in enumerate(tricks, start=1):
        plays: list[tuple[int, int]] = []
        seat = leader
        for card in cards:
            assert replay.to_play == seat
            mask = replay.legal_moves()
            legal = cards_in(mask)
            # Nobody is ever without a legal card, and it is in the hand.
            assert legal and legal <= hands[seat]
            assert legal == ref_legal(hands[seat], plays, seat, trump, required), (
                number, seat, plays, sorted(hands[seat]))
            assert card in legal
            replay.play(card)  # checked: raises on an illegal card
            hands[seat].discard(card)
            plays.append((seat, card))
            snapshots.append(replay.snapshot())
            seat = (seat + step(rules.clockwise)) % 4
        winner, _ = ref_best(plays, trump)
        assert replay.tricks[-1].winner == winner
        points[winner % 2] += sum(ref_points(c, trump) for c in cards) + (10 if number == 8
                                                                           else 0)
        leader = winner
    assert replay.is_over
    assert points == replay.points == state.points
    assert sum(points) == 162
    assert played.score.tally.ok
    assert played.score.points == (points[0], points[1])
    assert played.score.dix_de_der == leader % 2  # the last trick's winner
    wins = [sum(1 for t in replay.tricks if t.winner % 2 == team) for team in (0, 1)]
    assert played.score.capot == (0 if wins[0] == 8 else 1 if wins[1] == 8 else None)

    # Undo restores the exact state after every prefix.
    for i in range(len(snapshots) - 2, -1, -1):
        replay.undo()
        assert replay.snapshot() == snapshots[i]

    # The score is consistent: the base scores add up to 162 (or the capot value).
    score = played.score
    base = list(score.score)
    if score.belote is not None:
        base[score.belote] -= 20
    expected = rules.capot if score.capot is not None else 162
    if score.result == LITIGE:
        assert sum(base) + score.held == expected
    elif played.taker is not None:
        assert sum(base) == expected
    else:
        assert tuple(base) == score.points


def bots_for(rng: random.Random) -> list[Bot]:
    return [find_bot("random", random.Random(rng.getrandbits(64))) for _ in range(4)]


def run_classic(seed: int, direction: str, undertrump: str) -> Game:
    rules = RuleSet.parse([f"direction={direction}", f"undertrump={undertrump}"])
    rng = random.Random(seed)
    dealer = Seat(seed % 4)
    played = play_deal(bots_for(rng), rng, dealer, rules)
    if played.state is not None:
        # The player after the dealer leads the first trick.
        check_deal(played, (dealer + step(rules.clockwise)) % 4)
        assert played.taker is not None and played.trump is not None
        queen_king = {played.trump * 8 + RANKS.index("Q"), played.trump * 8 + RANKS.index("K")}
        holder = [s for s in range(4) if queen_king <= cards_in(played.state.initial_hands[s])]
        assert played.belote == (holder[0] % 2 if holder else None)
    return played


def run_discovery(seed: int, direction: str, undertrump: str) -> Game:
    rules = RuleSet.parse([f"direction={direction}", f"undertrump={undertrump}"])
    rng = random.Random(seed)
    played = play_discovery(bots_for(rng), rng, rules)
    check_deal(played, Seat.S)  # S leads the discovery deal
    assert played.score is not None
    assert played.score.result == "none"
    assert played.score.score == played.score.points  # no contract, no belote
    return played


CONFIGS = [(d, u) for d in ("clockwise", "anticlockwise") for u in ("free", "required")]


@pytest.mark.parametrize(("direction", "undertrump"), CONFIGS)
def test_seeded_random_deals(direction: str, undertrump: str) -> None:
    played = [run_classic(seed, direction, undertrump) for seed in range(60)]
    assert sum(p.state is not None for p in played) >= 50
    for seed in range(15):
        run_discovery(seed, direction, undertrump)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**64 - 1),
    direction=st.sampled_from(["clockwise", "anticlockwise"]),
    undertrump=st.sampled_from(["free", "required"]),
    discovery=st.booleans(),
)
def test_hypothesis_deals(seed: int, direction: str, undertrump: str, discovery: bool) -> None:
    if discovery:
        run_discovery(seed, direction, undertrump)
    else:
        run_classic(seed, direction, undertrump)


SITUATIONS = {
    "deck": st.permutations(range(32)),
    "trick_len": st.integers(0, 3),
    "hand_len": st.integers(1, 8),
    "leader": st.integers(0, 3),
    "clockwise": st.booleans(),
    "trump": st.integers(0, 3),
    "required": st.booleans(),
}


def check_situation(deck: list[int], trick_len: int, hand_len: int, leader: int,
                    clockwise: bool, trump: int, required: bool) -> None:
    """Any cards on the table, any hand: the engine agrees with the reference."""
    trick = deck[:trick_len]
    hand = set(deck[trick_len:trick_len + hand_len])
    seats = [(leader + i * step(clockwise)) % 4 for i in range(trick_len + 1)]
    plays = list(zip(seats, trick, strict=False))
    mask = legal_plays(sum(1 << c for c in hand), trick, trump, required)
    legal = cards_in(mask)
    assert legal and legal <= hand
    assert legal == ref_legal(hand, plays, seats[-1], trump, required)


@settings(max_examples=400, deadline=None)
@given(**SITUATIONS)
def test_legal_plays_matches_the_reference_anywhere(
    deck: list[int], trick_len: int, hand_len: int, leader: int, clockwise: bool,
    trump: int, required: bool,
) -> None:
    check_situation(deck, trick_len, hand_len, leader, clockwise, trump, required)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), prefix=st.integers(0, 32),
       direction=st.sampled_from(["clockwise", "anticlockwise"]))
def test_undo_after_any_prefix_and_copy(seed: int, prefix: int, direction: str) -> None:
    played = run_discovery(seed, direction, "free")
    assert played.state is not None
    cards = [c for t in played.state.tricks for c in t.cards]
    rules = RuleSet.parse([f"direction={direction}"])
    state = DealState(played.state.initial_hands, played.state.trump, Seat.S, rules)
    for c in cards[:prefix]:
        state.play(c)
    at_prefix = state.snapshot()
    copy = state.copy()
    for c in cards[prefix:]:
        state.play(c)
    assert copy.snapshot() == at_prefix  # the copy did not move
    for _ in cards[prefix:]:
        state.undo()
    assert state.snapshot() == at_prefix


@pytest.mark.slow
@pytest.mark.parametrize(("direction", "undertrump"), CONFIGS)
def test_thousands_of_random_deals(direction: str, undertrump: str) -> None:
    for seed in range(1000, 3500):
        run_classic(seed, direction, undertrump)
    for seed in range(500):
        run_discovery(seed, direction, undertrump)


@pytest.mark.slow
@settings(max_examples=5000, deadline=None)
@given(**SITUATIONS)
def test_legal_plays_matches_the_reference_many(
    deck: list[int], trick_len: int, hand_len: int, leader: int, clockwise: bool,
    trump: int, required: bool,
) -> None:
    check_situation(deck, trick_len, hand_len, leader, clockwise, trump, required)


@settings(max_examples=300, deadline=None)
@given(
    takers_points=st.integers(0, 162),
    taker=st.sampled_from(list(Seat)),
    belote=st.sampled_from([None, "takers", "defence"]),
    contract=st.sampled_from(["points", "total"]),
    tie=st.sampled_from(["litige", "dedans"]),
)
def test_score_deal_matches_the_reference(takers_points: int, taker: Seat,
                                          belote: str | None, contract: str,
                                          tie: str) -> None:
    """Every split of the 162 points (no capot, no revoke), read from "Scoring a deal"."""
    takers, defence = taker % 2, 1 - taker % 2
    mine, theirs = takers_points, 162 - takers_points
    bonus = [0, 0]
    if belote is not None:
        bonus[takers if belote == "takers" else defence] = 20
    if contract == "points":
        made, litige = mine >= 82, mine == 81
    else:
        made = mine + bonus[takers] > theirs + bonus[defence]
        litige = mine + bonus[takers] == theirs + bonus[defence]
    litige = litige and tie == "litige"
    want = [0, 0]
    held = 0
    if made:
        want[takers], want[defence] = mine, theirs
    elif litige:
        want[defence], held = theirs, mine
    else:
        want[defence] = 162
    want = [want[0] + bonus[0], want[1] + bonus[1]]

    points = (mine, theirs) if takers == 0 else (theirs, mine)
    belote_team = None if belote is None else (takers if belote == "takers" else defence)
    rules = RuleSet.parse([f"contract={contract}", f"tie={tie}"])
    got = score_deal(0, points, Team.NS, taker, rules,
                     belote=None if belote_team is None else Team(belote_team))
    assert list(got.score) == want
    assert got.held == held
    assert got.result == ("made" if made else "litige" if litige else "dedans")
