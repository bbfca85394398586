"""The search in every contract kind and game: the native core pinned to the pure-Python
reference, both against a plain minimax written from the rules, and the native core's
entry points fuzzed."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_cli.bots import search, solver
from belote_cli.bots.solver import Solver, contract_tables
from belote_cli.core.cards import ALL_TRUMP, DIX_DE_DER, NO_TRUMP, bits, mask_of, parse_cards
from belote_cli.core.errors import RuleError
from belote_cli.core.rules import RuleSet, legal_plays, trick_winner
from belote_cli.core.seats import Seat
from belote_cli.core.talon import deal_layout

needs_native = pytest.mark.skipif(not solver.NATIVE, reason="the native core is not built")

#: Every contract kind with the rule options that change the search: the trump suits,
#: SA and TA on both point scales, both undertrump settings, both directions.
KINDS = [(trump, RuleSet(direction=d, undertrump=u, sa_ta_points=p))
         for trump in range(6) for d in ("clockwise", "anticlockwise")
         for u in ("free", "required")
         for p in (("scaled", "raw") if trump >= NO_TRUMP else ("scaled",))]


# --- a plain minimax, from the rules alone -------------------------------------------
def _order(rules: RuleSet) -> list[int]:
    if rules.players == 2:
        return [int(Seat.S), int(Seat.N)]
    return [0, 1, 2, 3] if rules.clockwise else [0, 3, 2, 1]


def _available(hand: int, seat_layout: dict[int, int] | None) -> int:
    """The cards of ``hand`` with no card of the hand over them (belote découverte)."""
    if seat_layout is None:
        return hand
    covered = 0
    for c, d in seat_layout.items():
        if hand >> c & 1:
            covered |= 1 << d
    return hand & ~covered


def minimax(hands: list[int], trump: int, rules: RuleSet, leader: int, trick: list[int],
            layout: dict[int, int] | None = None) -> dict[int, int]:
    """For every legal card of the seat to move, the points its side takes from here:
    every card tried, the rules read from ``legal_plays`` and ``trick_winner``."""
    order = _order(rules)
    row = rules.point_row(trump)
    required = rules.undertrump == "required" and rules.players == 4

    def side(seat: int) -> int:
        return seat & 1 if rules.players == 4 else (0 if seat == Seat.S else 1)

    def value(hands: list[int], leader: int, trick: list[int], me: int) -> int:
        # Points of side ``me`` from here.
        i = order.index(leader)
        seat = order[(i + len(trick)) % len(order)]
        hand = _available(hands[seat], layout)
        if not hands[seat] and not trick:
            return 0
        legal = legal_plays(hand, trick, trump, required)
        results = []
        for c in bits(legal):
            hands[seat] ^= 1 << c
            now = [*trick, c]
            if len(now) == len(order):
                win = order[(i + trick_winner(now, trump)) % len(order)]
                gained = sum(row[x] for x in now)
                if not any(hands):
                    gained += DIX_DE_DER
                v = (gained if side(win) == me else 0) + value(hands, win, [], me)
            else:
                v = value(hands, leader, now, me)
            hands[seat] ^= 1 << c
            results.append(v)
        return max(results) if side(seat) == me else min(results)

    i = order.index(leader)
    seat = order[(i + len(trick)) % len(order)]
    me = side(seat)
    out = {}
    legal = legal_plays(_available(hands[seat], layout), trick, trump, required)
    for c in bits(legal):
        hands = list(hands)
        hands[seat] ^= 1 << c
        now = [*trick, c]
        if len(now) == len(order):
            win = order[(i + trick_winner(now, trump)) % len(order)]
            gained = sum(row[x] for x in now) + (DIX_DE_DER if not any(hands) else 0)
            out[c] = (gained if side(win) == me else 0) + value(hands, win, [], me)
        else:
            out[c] = value(hands, leader, now, me)
        hands[seat] ^= 1 << c
    return out


# --- random positions ----------------------------------------------------------------
def four_hand_ending(rng: random.Random, trump: int, rules: RuleSet,
                     tricks: int) -> tuple[list[int], int, list[int]]:
    """``tricks`` cards each from a shuffled deck, a leader and 0-3 cards on the table
    played legally by the seats after it."""
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [mask_of(deck[tricks * s:tricks * s + tricks]) for s in range(4)]
    order = _order(rules)
    leader = rng.choice(order)
    trick: list[int] = []
    seat = leader
    required = rules.undertrump == "required"
    for _ in range(rng.randrange(4)):
        c = rng.choice(list(bits(legal_plays(hands[seat], trick, trump, required))))
        hands[seat] ^= 1 << c
        trick.append(c)
        seat = order[(order.index(seat) + 1) % 4]
    return hands, leader, trick


def two_hand_ending(rng: random.Random, trump: int,
                    tricks: int) -> tuple[list[int], int, list[int]]:
    """Belote à deux after the talon: ``tricks`` cards each for S and N, maybe a lead."""
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [0, 0, 0, 0]
    hands[Seat.S] = mask_of(deck[:tricks])
    hands[Seat.N] = mask_of(deck[tricks:2 * tricks])
    leader = rng.choice([int(Seat.S), int(Seat.N)])
    trick: list[int] = []
    if rng.randrange(2):
        c = rng.choice(list(bits(hands[leader])))
        hands[leader] ^= 1 << c
        trick.append(c)
    return hands, leader, trick


def piles_ending(rng: random.Random, trump: int,
                 piles: int) -> tuple[list[int], list[int], int]:
    """Belote découverte: ``piles`` piles of two (face up over face down) for S and N,
    taken from a dealt layout; the layout as ``under[card]``."""
    deck = list(range(32))
    rng.shuffle(deck)
    up, down = deal_layout(deck, rng.choice([Seat.S, Seat.N]))
    under = [-1] * 32
    hands = [0, 0, 0, 0]
    for seat in (Seat.S, Seat.N):
        keep = rng.sample(range(8), piles)
        for p in keep:
            top, below = up[seat][p], down[seat][p]
            hands[seat] |= 1 << top | 1 << below
            under[top] = below
    return hands, under, rng.choice([int(Seat.S), int(Seat.N)])


def _both(trump: int, rules: RuleSet, hands: Sequence[int], leader: int,
          trick: Sequence[int], layout: list[int] | None = None) -> tuple[object, object]:
    native = Solver(trump, rules, layout=layout, native=True).solve(hands, leader, trick)
    ref = Solver(trump, rules, layout=layout, native=False).solve(hands, leader, trick)
    return native, ref


# --- brute force on small endings, every kind ----------------------------------------
@pytest.mark.parametrize(("trump", "rules"), KINDS)
def test_four_hand_endings_against_minimax(trump: int, rules: RuleSet) -> None:
    rng = random.Random(f"{trump} {rules}")
    for _ in range(6):
        hands, leader, trick = four_hand_ending(rng, trump, rules, rng.choice((2, 3)))
        expected = minimax(hands, trump, rules, leader, trick)
        for native in (True, False):
            if native and not solver.NATIVE:
                continue
            got = Solver(trump, rules, native=native).solve(hands, leader, trick)
            assert got.values == expected


@pytest.mark.parametrize("trump", range(4))
def test_two_hand_endings_against_minimax(trump: int) -> None:
    rules = RuleSet(variant="deux")
    rng = random.Random(trump)
    for _ in range(8):
        hands, leader, trick = two_hand_ending(rng, trump, rng.choice((3, 4, 5)))
        expected = minimax(hands, trump, rules, leader, trick)
        for native in (True, False):
            if native and not solver.NATIVE:
                continue
            got = Solver(trump, rules, native=native).solve(hands, leader, trick)
            assert got.values == expected
            # Points of the two players (S, N) share what is left.
            row = rules.point_row(trump)
            left = sum(row[c] for h in hands for c in bits(h)) + sum(row[c] for c in trick)
            assert sum(got.points) == left + DIX_DE_DER


@pytest.mark.parametrize("trump", range(4))
def test_layout_endings_against_minimax(trump: int) -> None:
    rules = RuleSet(variant="decouverte")
    rng = random.Random(100 + trump)
    for _ in range(6):
        hands, under, leader = piles_ending(rng, trump, rng.choice((2, 3)))
        layout = {c: d for c, d in enumerate(under) if d >= 0}
        expected = minimax(hands, trump, rules, leader, [], layout)
        for native in (True, False):
            if native and not solver.NATIVE:
                continue
            got = Solver(trump, rules, layout=under, native=native).solve(hands, leader)
            assert got.values == expected


def test_a_face_down_card_cannot_be_played_and_does_not_count_for_following() -> None:
    # Trump ♠, S leads. N's piles: A♥ over 7♥, and K♣ over 8♣. S's: 9♥ over 8♦ and 7♣
    # over 10♦. S leads 9♥: N must follow with A♥ (its 7♥ lies under it); S leads 7♣: N
    # must play K♣. By hand, S leading 9♥: N takes 11 + 0, leads K♣ (A♥ gone, 7♥ now up;
    # N plays K♣ or 7♥)...: the minimax settles it, the search must agree and never offer
    # a face-down card.
    s_cards = parse_cards("9♥ 8♦ 7♣ 10♦")
    n_cards = parse_cards("A♥ 7♥ K♣ 8♣")
    under = [-1] * 32
    under[s_cards[0]] = s_cards[1]
    under[s_cards[2]] = s_cards[3]
    under[n_cards[0]] = n_cards[1]
    under[n_cards[2]] = n_cards[3]
    hands = [0, 0, 0, 0]
    hands[Seat.S] = mask_of(s_cards)
    hands[Seat.N] = mask_of(n_cards)
    rules = RuleSet(variant="decouverte")
    got = Solver(0, rules, layout=under).solve(hands, Seat.S)
    assert set(got.values) == {s_cards[0], s_cards[2]}  # the two face-up cards only
    layout = {c: d for c, d in enumerate(under) if d >= 0}
    assert got.values == minimax(hands, 0, rules, int(Seat.S), [], layout)
    # S leads 7♣: N may play only K♣ (follow suit; 8♣ is face down).
    after = list(hands)
    after[Seat.S] ^= 1 << s_cards[2]
    answer = Solver(0, rules, layout=under).solve(after, Seat.S, [s_cards[2]])
    assert set(answer.values) == {n_cards[2]}


# --- the native core pinned to the reference -----------------------------------------
@needs_native
@pytest.mark.parametrize(("trump", "rules"), KINDS)
def test_native_core_gives_the_reference_values(trump: int, rules: RuleSet) -> None:
    # Ten endings of 3 to 5 tricks for each of the 32 kinds (320 positions): each trump,
    # direction, undertrump and SA/TA counting reached; the slow run pins 3,000 more and
    # six whole deals.
    rng = random.Random(f"pin {trump} {rules}")
    for _ in range(10):
        hands, leader, trick = four_hand_ending(rng, trump, rules, rng.choice((3, 4, 5)))
        native, ref = _both(trump, rules, hands, leader, trick)
        assert native == ref


@needs_native
def _pin_two_player_games(rng: random.Random, tricks: int, piles: int) -> None:
    # A belote à deux ending and a belote découverte layout, native against reference.
    trump = rng.randrange(4)
    hands, leader, trick = two_hand_ending(rng, trump, rng.randrange(1, tricks))
    native, ref = _both(trump, RuleSet(variant="deux"), hands, leader, trick)
    assert native == ref
    hands, under, leader = piles_ending(rng, trump, rng.randrange(1, piles))
    native, ref = _both(trump, RuleSet(variant="decouverte"), hands, leader, [], under)
    assert native == ref


def test_native_core_gives_the_reference_values_in_the_two_player_games() -> None:
    # 50 belote à deux endings and 50 découverte layouts; the slow run pins 500 more.
    rng = random.Random(7)
    for _ in range(50):
        _pin_two_player_games(rng, 7, 5)


@needs_native
@pytest.mark.slow
def test_native_core_gives_the_reference_values_on_thousands_of_positions() -> None:
    rng = random.Random(2026)
    for i in range(3000):
        trump, rules = KINDS[i % len(KINDS)]
        hands, leader, trick = four_hand_ending(rng, trump, rules, rng.randrange(1, 6))
        native, ref = _both(trump, rules, hands, leader, trick)
        assert native == ref
    for _ in range(500):
        _pin_two_player_games(rng, 8, 6)


@needs_native
@pytest.mark.slow
def test_native_core_gives_the_reference_values_on_full_deals() -> None:
    rng = random.Random(31)
    for i in range(6):
        trump, rules = KINDS[(7 * i) % len(KINDS)]
        hands, leader, trick = four_hand_ending(rng, trump, rules, 8)
        native, ref = _both(trump, rules, hands, leader, trick)
        assert native == ref


def test_the_reference_runs_without_the_native_core(monkeypatch: pytest.MonkeyPatch) -> None:
    # BELOTE_PURE_PYTHON=1 at import, or no extension built: the reference serves.
    monkeypatch.setattr(solver, "NATIVE", False)
    s = Solver(0)
    assert not s.native
    hands = [mask_of(parse_cards(h)) for h in ("J♠", "A♥", "7♥", "10♥")]
    assert s.points(hands, Seat.N) == (20 + 11 + 10 + DIX_DE_DER, 0)


# --- SA and TA counted by hand ---------------------------------------------------------
def test_sans_atout_last_trick_counted_by_hand() -> None:
    # SA, scaled points (A 19, 10 10): N leads A♠, E 10♠, S 7♥, W 8♠: 19 + 10 + 0 + 0 and
    # the dix de der to NS. Raw points (A 11): 11 + 10 + 10.
    hands = [mask_of(parse_cards(h)) for h in ("A♠", "10♠", "7♥", "8♠")]
    assert Solver(NO_TRUMP).points(hands, Seat.N) == (39, 0)
    assert Solver(NO_TRUMP, RuleSet(sa_ta_points="raw")).points(hands, Seat.N) == (31, 0)


def test_tout_atout_nine_takes_the_ace_counted_by_hand() -> None:
    # TA, every suit ranked as trump: N leads A♦ (6), E plays 9♦ (9) and takes it; S 7♣, W
    # 8♣: 15 + the dix de der to EW. Raw (trump points: A 11, 9 14): 25 + 10.
    hands = [mask_of(parse_cards(h)) for h in ("A♦", "9♦", "7♣", "8♣")]
    assert Solver(ALL_TRUMP).points(hands, Seat.N) == (0, 25)
    assert Solver(ALL_TRUMP, RuleSet(sa_ta_points="raw")).points(hands, Seat.N) == (0, 35)


def test_a_card_led_between_two_of_a_hand_keeps_them_apart() -> None:
    # Trump ♠. W led 8♦; N holds 9♦ and 7♦, both worth 0, with the 8♦ between them on the
    # table: they are not equivalent. N's 9♦ takes the trick (nobody else holds a
    # diamond or a trump), then N's 7♦ the last, 0 points and the dix de der: 10 for NS.
    # N's 7♦ lets W's 8♦ win, then W's 9♣ takes the last over E's clubs: 10 for EW.
    hands = [mask_of(parse_cards(h)) for h in ("9♦ 7♦", "7♣ 8♣", "7♥ 8♥", "9♣")]
    for native in (True, False):
        solution = Solver(0, native=native).solve(hands, Seat.W, parse_cards("8♦"))
        assert solution.values == {parse_cards("9♦")[0]: 10, parse_cards("7♦")[0]: 0}
        assert solution.points == (10, 0)


def test_counting_cards_a_solver_keeps_apart_cards_another_deal_let_touch() -> None:
    # Counting the cards of the tricks (``tricks``, one a card, no dix de der), trump ♠.
    # First a deal where N, to lead, holds A♣ K♣ and the 10♣ is gone: the two touch, and
    # N takes all 8 cards with either. Then, with the same solver, a deal where E holds
    # the 10♣: A♣ draws it (4 cards) and K♣ takes the last trick, 8; K♣ loses to the
    # 10♣, then E's 7♥ and W's heart over it take the last: 0.
    ak = mask_of(parse_cards("A♣ K♣"))
    first = [ak] + [mask_of(parse_cards(h)) for h in ("7♥ 8♥", "7♦ 8♦", "9♥ 10♥")]
    second = [ak] + [mask_of(parse_cards(h)) for h in ("10♣ 7♥", "7♦ 8♦", "8♥ 9♥")]
    ace, king = parse_cards("A♣ K♣")
    for native in (True, False):
        counting = Solver(0, native=native, tricks=True)
        assert counting.solve(first, Seat.N).values == {ace: 8, king: 8}
        solution = counting.solve(second, Seat.N)
        assert solution.values == {ace: 8, king: 0}
        assert solution.points == (8, 0)


# --- the checks before the native code -------------------------------------------------
def test_bad_positions_are_refused_before_the_search() -> None:
    s = Solver(0)
    full = [0xFF, 0xFF00, 0xFF0000, 0xFF000000]
    with pytest.raises(RuleError):
        s.points([1 << 32, 0, 0, 0], Seat.N)  # a card beyond the 32
    with pytest.raises(RuleError):
        s.points([-1, 0, 0, 0], Seat.N)
    with pytest.raises(RuleError):
        s.points([0xFF, 0xFF, 0xFF0000, 0xFF000000], Seat.N)  # a card in two hands
    with pytest.raises(RuleError):
        s.points(full, Seat.N, [40])  # no card 40
    with pytest.raises(RuleError):
        s.points(full, 7)  # no seat 7
    two = Solver(0, RuleSet(variant="deux"))
    with pytest.raises(RuleError):
        two.points([1, 2, 4, 8], Seat.S)  # E and W do not play belote à deux
    with pytest.raises(RuleError):
        Solver(0, RuleSet(variant="decouverte"), layout=[0] + [-1] * 31)  # 7♠ under itself
    with pytest.raises(RuleError):
        Solver(9)


def _cores() -> list[object]:
    return [search.Core] + ([solver._NATIVE_MODULE.Core] if solver.NATIVE else [])


@pytest.mark.parametrize("make", _cores())
def test_a_point_left_is_found_for_every_card(make: type[search.Core]) -> None:
    # Tables where 7♣ alone is worth a point and the last trick nothing (a core takes any
    # points of 0-1000): N leads J♠ (trump ♠, nobody else holds one) or 7♣; S's A♣, its
    # only club, must follow the 7♣ and NS take it either way. Each card is worth the 1
    # point, every card once in the values.
    tables = contract_tables(0, RuleSet())
    seven, jack = parse_cards("7♣ J♠")
    tables.update(points=[int(c == seven) for c in range(32)], dix_de_der=0)
    hands = [mask_of(parse_cards(h)) for h in ("J♠ 7♣", "7♥ 8♥", "A♣ 9♥", "7♦ 8♦")]
    v, values, _ = make(**tables).solve(hands, 0, [], True)
    assert v == 1
    assert sorted(values) == [(jack, 1), (seven, 1)]


@pytest.mark.parametrize("make", _cores())
def test_card_points_in_all_up_to_32000(make: type[search.Core]) -> None:
    # N holds the eight trumps and leads: nobody can follow or trump, so N wins every
    # trick and NS take every card's points and the dix de der. At 31 cards of 1000 and a
    # dix de der of 1000 that is 32,000, the most a table may hold; one point more is
    # refused (at 1000 a card and 1000 for the last trick, 33,000 came back as 32,767).
    tables = contract_tables(0, RuleSet())
    full = [0xFF, 0xFF00, 0xFF0000, 0xFF000000]
    tables.update(points=[1000] * 31 + [0], dix_de_der=1000)
    assert make(**tables).solve(full, 0, [], False)[0] == 32000
    for points, dix in (([1000] * 31 + [1], 1000), ([1000] * 32, 1000)):
        tables.update(points=points, dix_de_der=dix)
        with pytest.raises(ValueError, match="32000"):
            make(**tables)


@pytest.mark.parametrize("make", _cores())
def test_a_card_or_the_last_trick_worth_more_than_1000_is_refused(
        make: type[search.Core]) -> None:
    # ``points[card]`` and ``dix_de_der`` are 0 to 1000 each: 1000 is taken, 1001 is
    # refused with the table named, well under the 32,000 of all the points together.
    tables = contract_tables(0, RuleSet())
    tables.update(points=[1000] + [0] * 31, dix_de_der=1000)
    make(**tables)
    tables.update(points=[1001] + [0] * 31, dix_de_der=10)
    with pytest.raises(ValueError, match=r"^points: 1001 is outside 0-1000$"):
        make(**tables)
    tables.update(points=[0] * 32, dix_de_der=1001)
    with pytest.raises(ValueError, match=r"^dix_de_der: outside 0-1000$"):
        make(**tables)


@pytest.mark.parametrize("make", _cores())
def test_a_whole_two_player_deal_of_sixteen_tricks(make: type[search.Core]) -> None:
    # Belote à deux's tables, trump ♠, all 32 cards in two hands: N holds the spades and
    # the hearts, S the diamonds and the clubs and has led 7♦, sixteen tricks to play. N
    # has no diamond and must trump: whichever of its eight trumps it plays it takes the
    # trick, then leads spades or hearts, which S can neither follow nor trump, and takes
    # every trick: S (side 0 of the tables) takes nothing, asked for the position's value
    # alone or after each of N's cards.
    tables = contract_tables(0, RuleSet(variant="deux"))
    assert tables["teams"][Seat.S] == 0
    hands = [0, 0, 0, 0]
    hands[Seat.N] = mask_of(parse_cards("A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ 8♥ 7♥"))
    hands[Seat.S] = mask_of(parse_cards("A♦ 10♦ K♦ Q♦ J♦ 9♦ 8♦ A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣"))
    core = make(**tables)
    assert core.solve(hands, int(Seat.S), parse_cards("7♦"), False)[0] == 0
    v, values, _ = core.solve(hands, int(Seat.S), parse_cards("7♦"), True)
    assert v == 0
    spades = parse_cards("A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠")
    assert sorted(values) == sorted((c, 0) for c in spades)


@pytest.mark.parametrize("make", _cores())
def test_a_side_other_than_0_or_1_is_refused(make: type[search.Core]) -> None:
    # ``teams[seat]``: 0 for the team whose points the search counts, 1 for the other,
    # nothing else; a seat of side 2 or -1 is refused with the table named.
    tables = contract_tables(0, RuleSet())
    assert tables["teams"] == [0, 1, 0, 1]
    for teams in ([0, 1, 2, 1], [0, -1, 0, 1]):
        tables.update(teams=teams)
        with pytest.raises(ValueError, match=r"^teams: -?\d is outside 0-1$"):
            make(**tables)


@pytest.mark.parametrize("make", _cores())
def test_a_card_on_the_table_held_or_played_twice_is_refused(
        make: type[search.Core]) -> None:
    # N led A♠ and still holds it; or N led 7♥ and E played 7♥ again. Each is a card
    # held or played twice, said so before the hands' sizes (which N's A♠ also breaks:
    # E, to play, holds one card, N should hold none).
    core = make(**contract_tables(0, RuleSet()))
    hands = [mask_of(parse_cards(h)) for h in ("A♠", "7♦", "8♦", "9♦")]
    with pytest.raises(ValueError, match=r"^trick: a card held or played twice$"):
        core.solve(hands, 0, parse_cards("A♠"), True)
    hands = [0] + [mask_of(parse_cards(h)) for h in ("7♦", "8♦", "9♦")]
    with pytest.raises(ValueError, match=r"^trick: a card held or played twice$"):
        core.solve(hands, 0, parse_cards("7♥ 7♥"), True)


@pytest.mark.parametrize("make", _cores())
def test_a_layout_holds_a_card_or_minus_one_under_each_card(make: type[search.Core]) -> None:
    # ``under[card]``: the card lying face down under it, 0-31, or -1 for none; -2 or 32
    # is no card, refused with the table named.
    tables = contract_tables(0, RuleSet(variant="decouverte"))
    for bad in (-2, 32):
        with pytest.raises(ValueError, match=rf"^under: {bad} is outside -1-31$"):
            make(**tables, under=[bad] + [-1] * 31)


_masks = st.integers(min_value=-2, max_value=(1 << 33))
_anything = st.one_of(st.none(), st.integers(min_value=-(1 << 70), max_value=1 << 70),
                      st.text(max_size=3), st.lists(st.integers(-3, 40), max_size=6),
                      st.floats(allow_nan=True))


@needs_native
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands=st.one_of(st.lists(_masks, min_size=0, max_size=5), _anything),
       leader=st.integers(-3, 6),
       trick=st.one_of(st.lists(st.integers(-2, 34), max_size=4), _anything),
       all_cards=st.booleans())
def test_fuzz_the_native_entry_point(hands: object, leader: int, trick: object,
                                     all_cards: bool) -> None:
    # The native code checks what it is given: any garbage is refused with a ValueError or
    # a TypeError (or an OverflowError for a huge leader), never a crash; what it accepts
    # gets the reference's answer.
    tables = contract_tables(0, RuleSet())
    core = solver._NATIVE_MODULE.Core(**tables)
    ref = search.Core(**tables)
    try:
        got = core.solve(hands, leader, trick, all_cards)
    except (ValueError, TypeError, OverflowError):
        return
    assert isinstance(hands, list) and isinstance(trick, list)
    assert got[:2] == ref.solve(hands, leader, trick, all_cards)[:2]


@needs_native
@settings(max_examples=200, deadline=None)
@given(points=st.one_of(st.lists(st.integers(-5, 2000), min_size=30, max_size=33), _anything),
       beats=st.one_of(st.lists(st.integers(-1, 1 << 33), min_size=31, max_size=33),
                       _anything),
       seats=st.one_of(st.lists(st.integers(-1, 5), max_size=5), _anything),
       under=st.one_of(st.none(), st.lists(st.integers(-2, 33), min_size=31, max_size=33)))
def test_fuzz_the_native_tables(points: object, beats: object, seats: object,
                                under: object) -> None:
    # Tables of the wrong length, range or type are refused; tables that pass give a core
    # that answers a position without crashing, whatever the tables say.
    tables = contract_tables(0, RuleSet())
    tables.update(points=points, beats=beats, seats=seats, under=under)
    try:
        core = solver._NATIVE_MODULE.Core(**tables)
    except (ValueError, TypeError, OverflowError):
        return
    order = list(seats)  # type: ignore[call-overload]
    hands = [0, 0, 0, 0]
    for i, s in enumerate(order):
        hands[s] = 0b11 << (2 * i)
    with contextlib.suppress(ValueError):  # a refused position is fine, a crash is not
        core.solve(hands, order[0], [], True)
