"""DealState: a hand-counted deal, play/undo, copies, illegal plays, dix de der."""

from __future__ import annotations

import pytest

from belote_cli.core.cards import HEARTS, SPADES, mask_of, parse_card, parse_cards, parse_suit
from belote_cli.core.errors import CardError, IllegalPlayError, Reason
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat, Team
from belote_cli.core.state import DealState, Trick
from belote_cli.engine.game import belote_team, score_state
from belote_cli.texts import describe, describe_reason

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def H(text: str) -> int:
    """Mask of written cards."""
    return mask_of(parse_cards(text))


# A deal counted by hand. Trump ♥, clockwise (S -> W -> N -> E), S leads.
HANDS = {
    S: "J♥ 9♥ A♠ 10♠ A♦ 7♣ 8♣ 9♣",
    W: "A♥ 10♥ K♠ Q♠ 10♦ K♦ A♣ 10♣",
    N: "K♥ Q♥ J♠ 9♠ Q♦ J♦ K♣ Q♣",
    E: "8♥ 7♥ 8♠ 7♠ 9♦ 8♦ 7♦ J♣",
}
# (leader, cards in order of play, winner, card points of the trick)
TRICKS = [
    (S, "J♥ 10♥ Q♥ 7♥", S, 20 + 10 + 3 + 0),  # W and N cannot beat J♥: any trump
    (S, "9♥ A♥ K♥ 8♥", S, 14 + 11 + 4 + 0),
    (S, "A♠ K♠ 9♠ 7♠", S, 11 + 4 + 0 + 0),
    (S, "10♠ Q♠ J♠ 8♠", S, 10 + 3 + 2 + 0),
    (S, "7♣ A♣ K♣ J♣", W, 0 + 11 + 4 + 2),
    (W, "10♦ J♦ 7♦ A♦", S, 10 + 2 + 0 + 11),
    (S, "8♣ 10♣ Q♣ 9♦", W, 0 + 10 + 3 + 0),  # E void in ♣, partner W winning: anything
    (W, "K♦ Q♦ 8♦ 9♣", W, 4 + 3 + 0 + 0),  # S void, no trump: anything
]
NS_POINTS = 33 + 29 + 15 + 15 + 23  # 115
EW_POINTS = 17 + 13 + 7 + 10  # 47, dix de der included


def new_state(rules: RuleSet | None = None) -> DealState:
    hands = [0, 0, 0, 0]
    for seat, text in HANDS.items():
        hands[seat] = H(text)
    return DealState(hands, HEARTS, S, rules)


def all_cards() -> list[int]:
    return [c for _, text, _, _ in TRICKS for c in parse_cards(text)]


def test_hands_are_a_full_deck() -> None:
    masks = [H(t) for t in HANDS.values()]
    assert sum(bin(m).count("1") for m in masks) == 32
    assert masks[0] | masks[1] | masks[2] | masks[3] == (1 << 32) - 1


def test_hand_counted_deal() -> None:
    state = new_state()
    assert state.belote_holder() == N
    assert NS_POINTS == 115 and EW_POINTS == 47 and NS_POINTS + EW_POINTS == 162
    for number, (leader, text, winner, points) in enumerate(TRICKS, start=1):
        assert state.leader == leader
        assert state.to_play == leader
        assert state.trick_number == number
        seat = leader
        result = None
        for i, c in enumerate(parse_cards(text)):
            assert state.to_play == seat
            assert state.legal_moves() >> c & 1
            result = state.play(c)
            if i < 3:
                assert result is None
                assert state.trick_seats()[-1] == seat
            seat = seat.next()
        assert isinstance(result, Trick)
        assert result.leader == leader
        assert result.cards == tuple(parse_cards(text))
        assert result.winner == winner
        assert result.points == points
        assert result.plays() == list(zip([leader, leader.next(), leader.next().next(),
                                           leader.previous()], parse_cards(text), strict=True))
        # The winner leads the next trick.
        assert state.leader == winner and state.to_play == winner
        assert state.trick == []
    assert state.is_over
    assert state.points == [NS_POINTS, EW_POINTS]
    assert state.tricks_won(Team.NS) == 5 and state.tricks_won(Team.EW) == 3
    assert state.won[Team.NS] | state.won[Team.EW] == (1 << 32) - 1
    assert state.won[Team.NS] & state.won[Team.EW] == 0
    assert state.hands == [0, 0, 0, 0]


def test_points_run_and_dix_de_der_on_the_last_trick_only() -> None:
    state = new_state()
    ns = ew = 0
    for number, (_, text, winner, points) in enumerate(TRICKS, start=1):
        for c in parse_cards(text):
            state.play(c)
        bonus = 10 if number == 8 else 0
        if winner.team is Team.NS:
            ns += points + bonus
        else:
            ew += points + bonus
        assert state.points == [ns, ew]
    assert sum(state.points) == 162


def _play_all(state: DealState) -> list[tuple[object, ...]]:
    snapshots = [state.snapshot()]
    for c in all_cards():
        state.play(c)
        snapshots.append(state.snapshot())
    return snapshots


def test_undo_restores_every_snapshot() -> None:
    state = new_state()
    snapshots = _play_all(state)
    cards = all_cards()
    for i in range(len(cards) - 1, -1, -1):
        assert state.undo() == cards[i]
        assert state.snapshot() == snapshots[i]
    with pytest.raises(IllegalPlayError):
        state.undo()
    # Replaying after a full undo gives the same deal again.
    assert _play_all(state) == snapshots


def test_undo_then_a_different_card() -> None:
    state = new_state()
    state.play(parse_card("J♥"))
    before = state.snapshot()
    state.play(parse_card("10♥"))
    state.undo()
    assert state.snapshot() == before
    state.play(parse_card("A♥"))  # W may play any trump
    assert state.trick == parse_cards("J♥ A♥")


def test_undo_with_nothing_played() -> None:
    state = new_state()
    with pytest.raises(IllegalPlayError):
        state.undo()


def test_copy_is_independent() -> None:
    state = new_state()
    cards = all_cards()
    for c in cards[:10]:
        state.play(c)
    before = state.snapshot()
    other = state.copy()
    assert other.snapshot() == before
    for c in cards[10:]:
        other.play(c)
    assert other.is_over
    assert state.snapshot() == before
    state.undo()
    state.undo()
    assert other.is_over and other.points == [NS_POINTS, EW_POINTS]
    assert len(other.tricks) == 8 and len(state.tricks) == 2


def test_illegal_play_raises_with_the_reason_and_changes_nothing() -> None:
    state = new_state()
    state.play(parse_card("J♥"))
    before = state.snapshot()
    with pytest.raises(IllegalPlayError) as info:
        state.play(parse_card("K♠"))  # W holds trumps
    assert info.value.rule == Reason("must_follow", {"suit": parse_suit("♥")})
    assert str(info.value) == "K♠: must follow ♥"
    assert describe(info.value, "fr") == "R♠\xa0: doit fournir ♥"
    assert state.snapshot() == before
    reason = state.why_illegal(parse_card("K♠"))
    assert reason is not None
    assert str(reason) == "must follow ♥"
    assert describe_reason(reason, "fr") == "doit fournir ♥"
    assert state.why_illegal(parse_card("A♥")) is None


def test_card_not_in_hand() -> None:
    state = new_state()
    with pytest.raises(IllegalPlayError) as info:
        state.play(parse_card("K♥"))  # N's card, S to play
    assert info.value.rule == Reason("not_in_hand", {"card": parse_card("K♥")})
    assert str(info.value) == "K♥ is not in S's hand"  # whose turn, whose hand
    with pytest.raises(IllegalPlayError):
        state.play(parse_card("K♥"), check=False)
    assert state.snapshot() == new_state().snapshot()


def test_an_int_that_is_no_card_is_a_card_error_on_the_state() -> None:
    # 0-31 are the cards: 32 and -1 are none, a CardError saying so (with check=False too),
    # not a card S does not hold (an IllegalPlayError); the state is left as it was.
    state = new_state()
    for c in (32, -1):
        for check in (True, False):
            with pytest.raises(CardError, match=f"^card: no card {c}, a card is an int 0-31$"):
                state.play(c, check)
        with pytest.raises(CardError, match=f"^card: no card {c}, a card is an int 0-31$"):
            state.why_illegal(c)
    assert state.snapshot() == new_state().snapshot()


def test_unchecked_play_lets_a_revoke_through() -> None:
    state = new_state()
    state.play(parse_card("J♥"))
    assert state.play(parse_card("K♠"), check=False) is None
    assert state.trick == parse_cards("J♥ K♠")
    assert state.to_play == N


def test_anticlockwise_order_of_play() -> None:
    hands = [H("A♠"), H("K♠"), H("Q♠"), H("J♠")]  # N E S W
    state = DealState(hands, HEARTS, S, RuleSet.parse(["direction=anticlockwise"]))
    order = []
    for c in parse_cards("Q♠ K♠ A♠ J♠"):
        order.append(state.to_play)
        done = state.play(c)
    assert order == [S, E, N, W]
    assert done is not None and done.winner == N  # A♠ wins, played third
    assert done.seat_of(2, clockwise=False) == N
    # Without a direction, the trick's own (the deal's): E after S; told clockwise, W.
    assert done.seat_of(1) == E and done.clockwise is False
    assert done.seat_of(1, clockwise=True) == W
    assert state.leader == N
    assert state.points == [11 + 4 + 3 + 2, 0]  # no dix de der before the eighth trick


def test_a_tricks_seat_of_counts_its_cards_as_a_sequence_does() -> None:
    # S leads, then W N E (clockwise): -1 is E's card, the last played, and a card the
    # trick does not hold is named, where -1 gave the leader and 7 went round the table.
    trick = Trick(S, tuple(parse_cards("J♥ A♥ Q♥ K♥")), S, 38)
    assert [trick.seat_of(i) for i in (-1, -2, -4)] == [E, N, S]
    assert trick.seat_of(-1) == trick.plays()[-1][0]
    for index in (4, 7, -5):
        with pytest.raises(IndexError, match=f"no card {index} in a trick of 4"):
            trick.seat_of(index)
    two = Trick(S, tuple(parse_cards("J♥ A♥")), S, 13)  # a game of two: S then N
    assert two.seat_of(-1) == N
    for index in ("1", 1.0, True):  # as every argument of the wrong type: named
        with pytest.raises(TypeError, match="^index: an int, not "):
            trick.seat_of(index)  # type: ignore[arg-type]


def test_belote_holder() -> None:
    assert new_state().belote_holder() == N
    hands = [H("K♠"), H("Q♠"), 0, 0]
    assert DealState(hands, SPADES, N).belote_holder() is None
    hands = [0, 0, H("K♠ Q♠"), 0]
    assert DealState(hands, SPADES, N).belote_holder() == S


def test_score_of_the_hand_counted_deal() -> None:
    state = new_state()
    for c in all_cards():
        state.play(c)
    # S took; N holds K♥ Q♥: made, 115 + belote 20 against 47.
    d = score_state(state, S, RuleSet(), belote_team(state, RuleSet()))
    assert d.result == "made"
    assert d.points == (115, 47)
    assert d.dix_de_der == Team.EW
    assert d.capot is None
    assert d.score == (135, 47)
    # Had E taken, the same cards put EW dedans: NS 162 + belote 20.
    d = score_state(state, E, RuleSet(), Team.NS)
    assert d.result == "dedans" and d.score == (182, 0)
    # belote=declared and not declared: no bonus.
    declared = RuleSet.parse(["belote=declared"])
    assert belote_team(state, declared, declared=False) is None
    assert belote_team(state, declared, declared=True) == Team.NS


def test_a_trick_made_by_hand_reads_its_seats_letters() -> None:
    # docs/api.md: a seat is a Seat, its letter or its int wherever one is asked for;
    # Trick("S", …, "S", 38).plays() was an AttributeError ('str' object has no attribute
    # 'next').
    cards = tuple(parse_cards("J♥ A♥ Q♥ K♥"))
    trick = Trick("S", cards, 2, 38)  # type: ignore[arg-type]
    assert trick == Trick(Seat.S, cards, Seat.S, 38)
    assert [seat for seat, _ in trick.plays()] == [Seat.S, Seat.W, Seat.N, Seat.E]
    with pytest.raises(CardError, match=r"^leader: unknown seat 'Z' \(expected N, E, S or W\)$"):
        Trick("Z", cards, Seat.S, 38)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^winner: "):
        Trick(Seat.S, cards, None, 38)  # type: ignore[arg-type]
