"""The double-dummy solver against a plain minimax, hand-counted endings and symmetries."""

from __future__ import annotations

import random

import pytest

from belote_cli.bots.solver import Solution, Solver, solve, solve_points
from belote_cli.core.cards import CardDict, bits, mask_of, parse_cards, parse_suit
from belote_cli.core.errors import RuleError
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat, Team
from belote_cli.core.state import DealState


def minimax(state: DealState, team: int) -> int:
    """Points ``team`` takes from ``state`` on with perfect play: every legal card tried."""
    if state.is_over:
        return 0
    values = []
    for c in bits(state.legal_moves()):
        before = state.points[team]
        state.play(c)
        values.append(state.points[team] - before + minimax(state, team))
        state.undo()
    return max(values) if state.to_play & 1 == team else min(values)


def card_values(state: DealState) -> dict[int, int]:
    """Minimax value of each legal card, for the team of the player to move."""
    team = state.to_play & 1
    out = {}
    for c in bits(state.legal_moves()):
        before = state.points[team]
        state.play(c)
        out[c] = state.points[team] - before + minimax(state, team)
        state.undo()
    return out


def random_ending(rng: random.Random, tricks_left: int) -> DealState:
    """A random deal played at random until ``tricks_left`` tricks remain (+0–3 cards)."""
    rules = RuleSet(direction=rng.choice(["clockwise", "anticlockwise"]),
                    undertrump=rng.choice(["free", "required"]))
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [mask_of(deck[8 * i:8 * i + 8]) for i in range(4)]
    state = DealState(hands, rng.randrange(4), Seat(rng.randrange(4)), rules)
    moves = 4 * (8 - tricks_left) + rng.randrange(4)
    for _ in range(moves):
        state.play(rng.choice(list(bits(state.legal_moves()))))
    return state


def check_against_minimax(state: DealState) -> None:
    team = state.to_play & 1
    expected = card_values(state)
    solution = Solver(state.trump, state.rules).solve(state.hands, state.leader, state.trick)
    assert solution.values == expected
    best = max(expected.values())
    assert solution.points[team] == best
    assert set(solution.best) == {c for c, v in expected.items() if v == best}
    # Both teams share what is left: cards still held, cards on the table, dix de der.
    left = sum(state.points) + sum(solution.points)
    assert left == 162


def test_one_trick_counted_by_hand() -> None:
    # Trump ♥, N leads J♥: 20 + 11 + 0 + 10 and the dix de der go to NS.
    hands = [mask_of(parse_cards(h)) for h in ("J♥", "A♠", "7♠", "10♠")]
    assert solve_points(hands, parse_suit("♥"), Seat.N) == (51, 0)


def test_two_tricks_counted_by_hand() -> None:
    # No trump left (trump ♠). N leads A♥: NS take 21, then W's A♦ takes 15 + 10 for EW.
    # N leads 7♦: W wins it (15 for EW), leads 8♥ into N's A♥: 21 + 10 for NS.
    hands = [mask_of(parse_cards(h)) for h in ("A♥ 7♦", "10♥ K♦", "7♥ 8♦", "8♥ A♦")]
    solution = solve(hands, parse_suit("♠"), Seat.N)
    a_h, seven_d = parse_cards("A♥ 7♦")
    assert solution.values == {a_h: 21, seven_d: 31}
    assert solution.points == (31, 15)
    assert solution.best == (seven_d,)


def test_mid_trick_counted_by_hand() -> None:
    # Trump ♠, clockwise, last trick. W led A♦, N played 7♦; E (partner winning) holds 9♠,
    # S holds 7♣. E's 9♠ takes 11 + 0 + 14 + 0, plus the dix de der: 35 for EW.
    hands = [0, mask_of(parse_cards("9♠")), mask_of(parse_cards("7♣")), 0]
    trick = parse_cards("A♦ 7♦")
    solution = solve(hands, parse_suit("♠"), Seat.W, trick)
    assert solution.points == (0, 35)
    # With 8♣ instead, W's A♦ wins: 11 + 0 + 0 + 0 + 10 = 21 for EW.
    hands[1] = mask_of(parse_cards("8♣"))
    assert solve_points(hands, parse_suit("♠"), Seat.W, trick) == (0, 21)


def test_random_endings_against_minimax() -> None:
    rng = random.Random(5)
    for _ in range(150):
        check_against_minimax(random_ending(rng, rng.choice((2, 3))))


@pytest.mark.slow
def test_many_random_endings_against_minimax() -> None:
    rng = random.Random(6)
    for _ in range(3000):
        check_against_minimax(random_ending(rng, rng.choice((2, 3))))
    for _ in range(150):
        check_against_minimax(random_ending(rng, 4))


def test_mid_game_same_without_tables_or_merging() -> None:
    rng = random.Random(7)
    for _ in range(4):
        state = random_ending(rng, 5)
        fast = Solver(state.trump, state.rules).solve(state.hands, state.leader, state.trick)
        plain = Solver(state.trump, state.rules, transposition=False,
                       equivalence=False).solve(state.hands, state.leader, state.trick)
        assert fast == plain


@pytest.mark.slow
def test_full_deals_same_without_tables_or_merging() -> None:
    # Whole 32-card deals (about two minutes each without the tables).
    rng = random.Random(8)
    for _ in range(2):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [mask_of(deck[8 * i:8 * i + 8]) for i in range(4)]
        trump, leader = rng.randrange(4), Seat(rng.randrange(4))
        fast = Solver(trump).points(hands, leader)
        plain = Solver(trump, transposition=False, equivalence=False).points(hands, leader)
        assert fast == plain
        assert sum(fast) == 162


def test_a_table_shared_by_positions_that_differ_by_a_card_of_equal_points() -> None:
    # The native core keys its table by rank equivalence: two positions at a trick's start
    # whose cards differ only by which card of a run of equal points (9 8 7 of a plain
    # suit, 8 7 of trump) is gone share entries. One solver answers both positions of each
    # pair, the second from the first one's entries, and must find what a solver without
    # tables or merging finds: the 7 and the 9 of a plain suit swapped between "held" and
    # "gone" (the same seat holding the one left), with the 8 live in another hand, where
    # holding the 7 or the 9 differs.
    rng = random.Random(11)
    pairs = 0
    while pairs < 150:
        state = random_ending(rng, rng.choice((3, 4)))
        if state.trick:
            continue
        suit = rng.choice([s for s in range(4) if s != state.trump])
        seven, nine = 8 * suit, 8 * suit + 2  # 7 and 9: no points in a plain suit
        holder = next((s for s in range(4) if state.hands[s] >> seven & 1), None)
        live = state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3]
        if (holder is None or live >> nine & 1 or not live >> (seven + 1) & 1
                or state.hands[holder] >> (seven + 1) & 1):
            continue
        swapped = list(state.hands)
        swapped[holder] ^= (1 << seven) | (1 << nine)
        shared = Solver(state.trump, state.rules)
        for hands in (list(state.hands), swapped):
            plain = Solver(state.trump, state.rules, transposition=False, equivalence=False)
            assert (shared.solve(hands, state.leader) ==
                    plain.solve(hands, state.leader))
        pairs += 1


def test_equivalent_cards_share_their_value() -> None:
    # Cards of one hand that touch in their suit with equal points (9 8 7 of a plain suit,
    # 8 7 of trump) are interchangeable: same value.
    rng = random.Random(9)
    checked = 0
    for _ in range(200):
        state = random_ending(rng, 4)
        solution = Solver(state.trump, state.rules).solve(state.hands, state.leader,
                                                          state.trick)
        for s in range(4):
            zero = [c for c in solution.values if c >> 3 == s and c & 7 <= (1 if s ==
                    state.trump else 2)]
            live = state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3]
            live |= mask_of(state.trick)
            eight = s * 8 + 1
            if len(zero) >= 2 and not (s != state.trump and eight not in zero
                                       and live >> eight & 1 and s * 8 + 2 in zero):
                assert len({solution.values[c] for c in zero}) == 1
                checked += 1
    assert checked > 10


def _relabel(mask: int, perm: list[int]) -> int:
    return mask_of(perm[c] for c in bits(mask))


def test_plain_suits_swapped_give_the_same_points() -> None:
    rng = random.Random(10)
    for _ in range(40):
        state = random_ending(rng, 4)
        plain = [s for s in range(4) if s != state.trump]
        shuffled = plain[:]
        rng.shuffle(shuffled)
        suit_map = dict(zip(plain, shuffled, strict=True))
        suit_map[state.trump] = state.trump
        perm = [suit_map[c >> 3] * 8 + (c & 7) for c in range(32)]
        hands = [_relabel(h, perm) for h in state.hands]
        trick = [perm[c] for c in state.trick]
        before = Solver(state.trump, state.rules).solve(state.hands, state.leader, state.trick)
        after = Solver(state.trump, state.rules).solve(hands, state.leader, trick)
        assert after.points == before.points
        assert after.values == {perm[c]: v for c, v in before.values.items()}


def test_gone_card_swapped_with_a_touching_one_gives_the_same_points() -> None:
    # A hand holding 9♣ after the 8♣ fell holds, in effect, the 8♣: swapping the two
    # (the 9♣ gone, the 8♣ held) changes nothing when ♣ is not trump.
    rng = random.Random(11)
    checked = 0
    for _ in range(400):
        state = random_ending(rng, 4)
        s = rng.choice([x for x in range(4) if x != state.trump])
        nine, eight = s * 8 + 2, s * 8 + 1
        held = state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3]
        gone = ~held & ~mask_of(state.trick)
        if not (held >> nine & 1 and gone >> eight & 1):
            continue
        hands = [(h & ~(1 << nine)) | (1 << eight) if h >> nine & 1 else h
                 for h in state.hands]
        before = solve_points(state.hands, state.trump, state.leader, state.trick, state.rules)
        after = solve_points(hands, state.trump, state.leader, state.trick, state.rules)
        assert before == after
        checked += 1
    assert checked > 10


def test_inconsistent_positions_are_refused() -> None:
    hands = [mask_of(parse_cards(h)) for h in ("J♥ 7♥", "A♠", "7♠", "10♠")]
    with pytest.raises(RuleError):
        solve(hands, parse_suit("♥"), Seat.N)
    hands = [mask_of(parse_cards(h)) for h in ("J♥", "J♥", "7♠", "10♠")]
    with pytest.raises(RuleError):
        solve(hands, parse_suit("♥"), Seat.N)


def test_one_solver_for_many_positions_of_a_deal() -> None:
    # One solver answers positions of the same deal in any order (its tables stay valid
    # while every card stays with its seat); each answer equals a fresh solver's.
    rng = random.Random(12)
    for _ in range(3):
        state = random_ending(rng, 5)
        positions = []
        while not state.is_over:
            positions.append(([*state.hands], state.leader, [*state.trick]))
            state.play(rng.choice(list(bits(state.legal_moves()))))
        shared = Solver(state.trump, state.rules)
        order = positions[::2] + positions[1::2][::-1]
        for hands, leader, trick in order:
            fresh = Solver(state.trump, state.rules)
            assert shared.solve(hands, leader, trick) == fresh.solve(hands, leader, trick)
            assert shared.points(hands, leader, trick) == fresh.points(hands, leader, trick)


def test_card_values_agree_with_the_points_after_each_card() -> None:
    # ``solve`` finds each card's value by probes stepping from the best value found so
    # far; ``points`` from the position after the card halves the whole interval. Both
    # must agree on every legal card.
    rng = random.Random(13)
    for _ in range(12):
        state = random_ending(rng, rng.choice((4, 5, 6)))
        team = state.to_play & 1
        solution = Solver(state.trump, state.rules).solve(state.hands, state.leader,
                                                          state.trick)
        for c in bits(state.legal_moves()):
            before = state.points[team]
            state.play(c)
            value = state.points[team] - before
            if not state.is_over:
                value += Solver(state.trump, state.rules).points(
                    state.hands, state.leader, state.trick)[team]
            state.undo()
            assert solution.values[c] == value


def test_any_first_guess_gives_the_same_value() -> None:
    # The probes stepping away from a first guess end on the value that halving the whole
    # interval finds, whatever the guess (even a wrong or out-of-range one): the
    # reference core's driver, given each guess in turn.
    from belote_cli.bots.search import Core, _Trick
    from belote_cli.bots.solver import contract_tables

    rng = random.Random(14)
    for _ in range(10):
        state = random_ending(rng, rng.choice((4, 5)))
        ns = Solver(state.trump, state.rules).points(state.hands, state.leader,
                                                     state.trick)[0]
        left = ns + Solver(state.trump, state.rules).points(
            state.hands, state.leader, state.trick)[1]
        live = state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3]
        for guess in (0, 1, ns - 3, ns, ns + 1, left, left + 7, rng.randrange(left + 1)):
            core = Core(**contract_tables(state.trump, state.rules))
            core.solve(state.hands, int(state.leader), state.trick, False)  # owners
            trick = _Trick(int(state.leader))
            seat = int(state.leader)
            for c in state.trick:
                core.add_card(trick, c, seat)
                seat = core.next[seat]
            assert core._exact(live, seat, trick, left, guess) == ns


def test_a_position_of_two_names_the_seats_that_do_not_play() -> None:
    # Belote à deux is played by S and N: E or W holding cards, or leading, is named.
    import belote_cli as b

    ending = {"S": "J♥ A♠", "N": "8♣ 7♣", "W": "9♥ 7♦"}
    with pytest.raises(RuleError, match=r"^W holds cards, but only S and N play in a game "
                                        r"of two$"):
        b.solve(ending, "♥", "S", rules="variant=deux")
    with pytest.raises(RuleError, match=r"^E does not play in a game of two: S and N do$"):
        b.solve({"S": "J♥ A♠", "N": "8♣ 7♣"}, "♥", "E", rules="variant=deux")
    # W, the last seat, is named as E is; a number that is no seat is said as a number.
    with pytest.raises(RuleError, match=r"^W does not play in a game of two: S and N do$"):
        b.solve({"S": "J♥ A♠", "N": "8♣ 7♣"}, "♥", "W", rules="variant=deux")
    two = Solver(parse_suit("♥"), RuleSet(variant="deux"))
    hands = [0] * 4
    hands[Seat.S] = mask_of(parse_cards("J♥ A♠"))
    hands[Seat.N] = mask_of(parse_cards("8♣ 7♣"))
    with pytest.raises(RuleError, match=r"^seat 4 does not play$"):
        two.solve(hands, 4)
    # S's J♥ draws a card of N's and A♠ takes the last trick: 20 + 11 + 10.
    assert b.solve({"S": "J♥ A♠", "N": "8♣ 7♣"}, "♥", "S", rules="variant=deux").points == (
        41, 0)


def test_a_card_both_led_and_held_is_said_so_before_the_counts() -> None:
    # W led 7♠ and still holds it: the card is the fault, not the counts (which, N holding
    # nothing, would have asked W to hold -1 cards).
    import belote_cli as b

    # Said of the trick, as legal_plays says it.
    with pytest.raises(b.CardError, match=r"^trick: 7♠ is both on the table and in hand$"):
        b.solve({"W": "7♠"}, "♥", "W", trick="7♠")
    # The player to play holds nothing, a card on the table: no card left to play.
    with pytest.raises(RuleError, match=r"^no card left to play$"):
        b.solve({}, "♥", "W", trick="7♠")


def test_hands_of_the_wrong_size_are_named_with_their_counts() -> None:
    # With no card on the table every hand holds as many cards as the player to move; one
    # card led, the leader holds one fewer. The error names the hand that is off and why.
    import belote_cli as b

    hands = {"S": "J♥ A♠ K♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"}
    with pytest.raises(RuleError, match=r"\(no card on the table\): S, to play, holds 3 "
                                        r"cards, so W should hold 3, not 2$"):
        b.solve(hands, "♥", "S")
    hands = {"S": "J♥", "W": "9♥ 7♦", "N": "8♣ 7♣ 7♠", "E": "8♦ 9♦"}
    with pytest.raises(RuleError, match=r"\(1 card on the table\): W, to play, holds 2 "
                                        r"cards, so N should hold 2, not 3$"):
        b.solve(hands, "♥", "S", trick="A♠")
    # The last trick: one card each, in the singular, where it read 'holds 1 cards'.
    with pytest.raises(RuleError, match=r"\(no card on the table\): S, to play, holds 1 "
                                        r"card, so W should hold 1, not 0$"):
        b.solve({"S": "J♥", "N": "8♣", "E": "8♦"}, "♥", "S")


def test_the_repr_of_a_solution_of_two_names_the_player_to_move() -> None:
    # At belote à deux a Solution's repr wrote team=NS for S and team=EW for N, where a
    # DealScore's and a Match's name the player; the attribute keeps its Team.
    import belote_cli as b

    # S leads J♥ (20) and N's A♠ (11) falls under it, with the dix de der: 41 for S.
    led = b.solve({"S": "J♥", "N": "A♠"}, "♥", "S", rules="variant=deux")
    assert led.team is Team.NS and led.players == (Seat.S, Seat.N)
    assert repr(led) == ("Solution(points=(41, 0), values={J♥: 41}, best=(J♥,), team=S, "
                         "players=(S, N))")
    # N to play to S's J♥: whatever N plays, N takes nothing.
    answer = b.solve({"N": "A♠"}, "♥", "S", trick="J♥", rules="variant=decouverte")
    assert answer.team is Team.EW
    assert repr(answer) == ("Solution(points=(41, 0), values={A♠: 0}, best=(A♠,), team=N, "
                            "players=(S, N))")
    # At four, and a Solution made without its players, as before.
    four = b.solve({"S": "J♥", "W": "7♣", "N": "A♠", "E": "8♣"}, "♥", "S")
    assert four.players is None and repr(four).endswith(", team=NS)")
    assert repr(Solution((41, 0), {0: 41}, (0,), Team.EW)).endswith(", team=EW)")


def test_a_solutions_values_read_a_cards_text_the_ints_and_repr_as_before() -> None:
    # docs/api.md's ending, ♥ trump, S to lead: J♥ (card 12) keeps all 55 points, A♠
    # (card 7) 30. The repr writes the cards, and their text reads the values too.
    import belote_cli as b

    solution = b.solve({"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"}, "♥", "S")
    values = solution.values
    assert isinstance(values, CardDict)
    for text in ("J♥", "JH", "jh", "V♥", "vh"):
        assert values[text] == 55 and text in values and values.get(text) == 55
    assert values["A♠"] == values["as"] == values["AP"] == 30
    assert values[12] == 55 and values[7] == 30 and 12 in values
    for missing in ("7♦", "10h", "zz"):  # W's card, a card out of the deal, no card
        with pytest.raises(KeyError) as missed:
            values[missing]
        assert missed.value.args == (missing,) and missing not in values
        assert values.get(missing) is None
    assert values == {7: 30, 12: 55} and list(values) == [7, 12]
    assert repr(solution) == ("Solution(points=(55, 0), values={A♠: 30, J♥: 55}, "
                              "best=(J♥,), team=NS)")
    assert repr(values) == "{7: 30, 12: 55}"
    # The Solver's own answer is the same.
    hands = [mask_of(parse_cards(h)) for h in ("8♣ 7♣", "8♦ 9♦", "J♥ A♠", "9♥ 7♦")]
    assert Solver(parse_suit("♥")).solve(hands, Seat.S).values["J♥"] == 55


def test_a_solution_made_with_a_plain_dict_reads_a_cards_text_too() -> None:
    made = Solution((41, 0), {12: 41}, (12,), Team.NS)
    assert isinstance(made.values, CardDict) and made.values["J♥"] == 41
    assert made == Solution((41, 0), CardDict({12: 41}), (12,), Team.NS)
    assert repr(made) == "Solution(points=(41, 0), values={J♥: 41}, best=(J♥,), team=NS)"


def test_a_trick_as_long_as_the_seats_is_refused_by_its_size() -> None:
    # The Solver takes positions from the engine, mid-trick: at most 3 cards on the table
    # at four, 1 at two. A whole trick (4 cards, or 2 at two) has no player to move: it is
    # refused by the size of the position, where looking for its player would run past
    # the order of play.
    solver = Solver(parse_suit("♥"))
    hands = [mask_of(parse_cards(h)) for h in ("7♣", "8♣", "9♣", "10♣")]
    with pytest.raises(RuleError, match=r"^a position needs four hands \(two of them empty "
                                        r"in a game of two\) and at most 3 cards on the "
                                        r"table$"):
        solver.solve(hands, Seat.N, parse_cards("J♥ 9♥ A♥ 10♥"))
    with pytest.raises(RuleError, match=r"and at most 3 cards on the table$"):
        solver.points(hands, Seat.N, parse_cards("J♥ 9♥ A♥ 10♥"))
    two = Solver(parse_suit("♥"), RuleSet(variant="deux"))
    hands = [mask_of(parse_cards("8♣")), 0, mask_of(parse_cards("7♣")), 0]
    with pytest.raises(RuleError, match=r"and at most 1 card on the table$"):
        two.solve(hands, Seat.S, parse_cards("J♥ 9♥"))


def test_a_layout_not_of_32_cards_is_refused_in_its_own_words() -> None:
    # A layout names, for each of the 32 cards, the card under it (0-31) or -1: too few
    # entries, a card 32 and a text are each refused with that sentence, before the core.
    said = r"^a layout names, for each of the 32 cards, the card under it or -1$"
    decouverte = RuleSet(variant="decouverte")
    for layout in ([-1] * 31, [-1] * 33, [-1] * 31 + [32], [-1] * 31 + [-2],
                   [-1] * 31 + ["7♠"]):
        with pytest.raises(RuleError, match=said):
            Solver(0, decouverte, layout=layout)  # type: ignore[list-item]
    # 7♠ lying under 8♠ is a layout: the core takes it.
    assert Solver(0, decouverte, layout=[-1, 0] + [-1] * 30).seats == (2, 0)
    # So is A♣, card 31, the last of the 32, lying under K♣ (card 30), in either core.
    for native in (False, True):
        assert Solver(0, decouverte, layout=[-1] * 30 + [31, -1],
                      native=native).seats == (2, 0)


def test_a_solver_counts_the_nodes_of_its_searches_from_zero() -> None:
    # ``nodes`` adds up what each search spent (the expert's node budget reads it): none
    # before the first; the last trick, one card each, is counted without searching, its
    # four cards four nodes, and a second answer adds its own four.
    hands = [mask_of(parse_cards(h)) for h in ("J♥", "A♠", "7♠", "10♠")]
    for native in (True, False):
        solver = Solver(parse_suit("♥"), native=native)
        assert solver.nodes == 0
        assert solver.points(hands, Seat.N) == (51, 0)
        assert solver.nodes == 4
        solver.points(hands, Seat.N)
        assert solver.nodes == 8


def test_a_solver_runs_the_core_it_is_asked_for() -> None:
    # By default the native core where it was built; native=False the pure-Python
    # reference; native=True the native core if built, else the reference.
    from belote_cli.bots import search, solver

    assert Solver(0).native is solver.NATIVE
    assert Solver(0, native=True).native is solver.NATIVE
    reference = Solver(0, native=False)
    assert reference.native is False
    assert isinstance(reference._core, search.Core)
