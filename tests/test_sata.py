"""Sans atout and tout atout (``sa_ta=on``): the worked figures of the rule book's variant
rules, the obligations of play by table, and the scoring with each deal total."""

from __future__ import annotations

import pytest

from belote_cli.core.cards import ALL_TRUMP, NO_TRUMP, mask_of, parse_card, parse_cards
from belote_cli.core.errors import RuleError
from belote_cli.core.rules import RuleSet, explain_illegal, legal_plays, trick_winner
from belote_cli.core.scoring import DEDANS, LITIGE, MADE, score_deal
from belote_cli.core.seats import Seat, Team
from belote_cli.core.state import DealState

SCALED = RuleSet(sa_ta="on")
RAW = RuleSet(sa_ta="on", sa_ta_points="raw")


def cards(text: str) -> list[int]:
    return parse_cards(text)


def hand(text: str) -> int:
    return mask_of(parse_cards(text))


# --- card points and totals ----------------------------------------------------------------

def test_point_tables_total_152_scaled_120_and_248_raw() -> None:
    assert sum(SCALED.point_row(NO_TRUMP)) == 152
    assert sum(SCALED.point_row(ALL_TRUMP)) == 152
    assert sum(RAW.point_row(NO_TRUMP)) == 120
    assert sum(RAW.point_row(ALL_TRUMP)) == 248
    assert (SCALED.deal_total(NO_TRUMP), RAW.deal_total(NO_TRUMP),
            RAW.deal_total(ALL_TRUMP), RAW.deal_total(1)) == (162, 130, 258, 162)


@pytest.mark.parametrize(("text", "sa", "ta", "raw_sa", "raw_ta"), [
    ("A♠", 19, 6, 11, 11), ("10♥", 10, 5, 10, 10), ("K♦", 4, 3, 4, 4),
    ("Q♣", 3, 1, 3, 3), ("J♠", 2, 14, 2, 20), ("9♥", 0, 9, 0, 14), ("8♦", 0, 0, 0, 0),
    ("7♣", 0, 0, 0, 0),
])
def test_card_points_by_table(text: str, sa: int, ta: int, raw_sa: int, raw_ta: int) -> None:
    c = parse_card(text)
    assert (SCALED.point_row(NO_TRUMP)[c], SCALED.point_row(ALL_TRUMP)[c],
            RAW.point_row(NO_TRUMP)[c], RAW.point_row(ALL_TRUMP)[c]) == (sa, ta, raw_sa, raw_ta)


def test_raw_tables_do_not_go_with_coinche() -> None:
    with pytest.raises(RuleError, match="sa_ta_points=raw"):
        RuleSet.parse(["variant=coinche", "sa_ta_points=raw"])
    assert RuleSet.parse(["sa_ta=on", "ta_belote=none"]).ta_belote == "none"


# --- who wins a trick ------------------------------------------------------------------------

@pytest.mark.parametrize(("trump", "trick", "winner"), [
    (NO_TRUMP, "10♦ A♦ K♦ 7♦", 1),  # SA: ace over ten
    (NO_TRUMP, "9♣ A♠ A♥ A♦", 0),  # another suit never wins
    (ALL_TRUMP, "10♥ 9♥ A♥ K♥", 1),  # TA: nine over ace and ten
    (ALL_TRUMP, "9♣ J♠ J♥ J♦", 0),  # a jack of another suit does not win
    (ALL_TRUMP, "7♦ 8♦ J♦ 9♦", 2),
    (0, "7♦ 7♠ A♦ 8♦", 1),  # a suit contract is unchanged: the 7 of trump wins
])
def test_trick_winner(trump: int, trick: str, winner: int) -> None:
    assert trick_winner(cards(trick), trump) == winner


# --- what may be played (the worked figures, then more cases) --------------------------------

LEGAL_CASES = [
    # TA: N leads 10♥, E plays 7♥, S to play (partner N winning gives no freedom).
    (ALL_TRUMP, "10♥ 7♥", "A♥ 8♥ K♣", "A♥"),
    (ALL_TRUMP, "10♥ 7♥", "K♥ 8♥ K♣", "K♥ 8♥"),
    (ALL_TRUMP, "10♥ 7♥", "K♣ Q♦", "K♣ Q♦"),
    # TA, void in the suit led: any card, 7♠ (card 0) as any other.
    (ALL_TRUMP, "A♦", "7♠ K♣", "7♠ K♣"),
    # TA: rise over the best card of the suit led, whoever holds it.
    (ALL_TRUMP, "9♣", "J♦ Q♦ J♣ 10♣", "J♣"),
    (ALL_TRUMP, "9♣ J♣", "A♦ 10♦ K♦ 8♣", "8♣"),
    (ALL_TRUMP, "9♣ J♣ 8♣", "8♠ J♥ A♣ Q♣", "A♣ Q♣"),
    (ALL_TRUMP, "", "J♠ 7♥ A♦", "J♠ 7♥ A♦"),
    # SA: follow with any card of the suit; void, anything; never an obligation to beat.
    (NO_TRUMP, "10♦ A♦", "K♦ 7♦ A♠", "K♦ 7♦"),
    (NO_TRUMP, "10♦ A♦ Q♦", "K♠ 7♥ A♣", "K♠ 7♥ A♣"),
    (NO_TRUMP, "7♠", "A♠ 8♠ A♥", "A♠ 8♠"),
]


@pytest.mark.parametrize(("trump", "trick", "held", "legal"), LEGAL_CASES)
@pytest.mark.parametrize("undertrump", [False, True])
def test_legal_plays(trump: int, trick: str, held: str, legal: str, undertrump: bool) -> None:
    got = legal_plays(hand(held), cards(trick), trump, undertrump)
    assert got == hand(legal)
    for c in cards(held):
        reason = explain_illegal(c, hand(held), cards(trick), trump, undertrump)
        assert (reason is None) == bool(got >> c & 1)


def test_reasons_name_the_obligation() -> None:
    raise_ = explain_illegal(parse_card("8♥"), hand("A♥ 8♥ K♣"), cards("10♥ 7♥"), ALL_TRUMP)
    assert raise_ is not None and str(raise_) == "must beat 10♥"
    follow = explain_illegal(parse_card("K♣"), hand("A♥ 8♥ K♣"), cards("10♥ 7♥"), ALL_TRUMP)
    assert follow is not None and str(follow) == "must follow ♥"
    sa = explain_illegal(parse_card("A♠"), hand("K♦ 7♦ A♠"), cards("10♦ A♦"), NO_TRUMP)
    assert sa is not None and str(sa) == "must follow ♦"


# --- the two worked deals ---------------------------------------------------------------------

TA_HANDS = {Seat.S: "J♠ A♦ 10♦ K♦ 8♦ K♣ 8♣ 7♥", Seat.W: "J♥ 9♥ Q♥ 8♠ 7♠ 7♦ A♣ Q♣",
            Seat.N: "A♠ 9♠ K♠ Q♠ A♥ 10♥ K♥ 9♣", Seat.E: "10♠ J♦ 9♦ Q♦ 8♥ J♣ 10♣ 7♣"}
TA_TRICKS = ["S 8♦ W 7♦ N A♠ E 9♦", "E 10♠ S J♠ W 7♠ N K♠", "S 7♥ W 9♥ N 10♥ E 8♥",
             "W Q♥ N K♥ E 7♣ S K♣", "N 9♣ E J♣ S 8♣ W A♣", "E J♦ S A♦ W Q♣ N Q♠",
             "E Q♦ S 10♦ W 8♠ N 9♠", "S K♦ W J♥ N A♥ E 10♣"]
SA_HANDS = {Seat.S: "10♠ 9♠ 7♠ 10♥ Q♥ K♦ 7♦ 7♣", Seat.W: "Q♠ J♠ A♦ Q♦ J♦ A♣ Q♣ J♣",
            Seat.N: "K♠ 8♠ 9♥ 10♦ 9♦ K♣ 9♣ 8♣", Seat.E: "A♠ A♥ K♥ J♥ 8♥ 7♥ 8♦ 10♣"}
SA_TRICKS = ["S 10♥ W A♦ N 9♥ E K♥", "S 7♦ W J♦ N 9♦ E 8♦", "W Q♠ N K♠ E A♠ S 9♠",
             "E 10♣ S 7♣ W J♣ N 8♣", "E 8♥ S Q♥ W J♠ N K♣", "S 10♠ W Q♣ N 8♠ E 7♥",
             "S K♦ W Q♦ N 10♦ E J♥", "N 9♣ E A♥ S 7♠ W A♣"]


def play_deal(hands: dict[Seat, str], tricks: list[str], trump: int,
              rules: RuleSet) -> DealState:
    state = DealState([hand(hands[s]) for s in Seat], trump, Seat.S, rules)
    for trick in tricks:
        tokens = trick.split()
        for i in range(0, 8, 2):
            assert state.to_play is Seat[tokens[i]]
            state.play(parse_card(tokens[i + 1]))  # legal, or it raises
    return state


def ta_score(rules: RuleSet):  # type: ignore[no-untyped-def]
    state = play_deal(TA_HANDS, TA_TRICKS, ALL_TRUMP, rules)
    belotes = [0, 0]
    for _, seat in state.belote_seats():
        belotes[seat.team] += 1
    return state, score_deal(ALL_TRUMP, (state.points[0], state.points[1]),
                             state.tricks[-1].winner.team, Seat.S, rules,
                             belotes=(belotes[0], belotes[1]))


def test_ta_deal_tricks_points_and_belote() -> None:
    state, score = ta_score(SCALED)
    assert [(t.winner.name, t.points) for t in state.tricks] == [
        ("E", 15), ("S", 22), ("W", 14), ("N", 7), ("E", 29), ("E", 22), ("S", 15),
        ("S", 28)]
    assert state.belote_seats() == [(0, Seat.N)]  # N played K♠ and Q♠
    assert score.points == (82, 80) and score.result == MADE
    assert score.score == (102, 80) and score.belote_points == (20, 0)
    assert score.tally.ok and score.tally.total == 162


def test_ta_deal_without_belote() -> None:
    _, score = ta_score(RuleSet(sa_ta="on", ta_belote="none"))
    assert score.score == (82, 80)


def test_ta_deal_raw() -> None:
    state, score = ta_score(RAW)
    assert [t.points for t in state.tricks] == [25, 34, 24, 11, 45, 37, 27, 45]
    assert score.points == (127, 131)
    assert score.result == DEDANS and score.score == (20, 258)
    assert score.tally.ok and (score.tally.cards, score.tally.total) == (248, 258)
    _, total = ta_score(RuleSet(sa_ta="on", sa_ta_points="raw", contract="total"))
    assert total.result == MADE and total.score == (147, 131)


def test_sa_deal_scaled_and_raw() -> None:
    state = play_deal(SA_HANDS, SA_TRICKS, NO_TRUMP, SCALED)
    assert [(t.winner.name, t.points) for t in state.tricks] == [
        ("S", 33), ("W", 2), ("E", 26), ("E", 12), ("S", 9), ("S", 13), ("N", 19),
        ("W", 38)]
    assert state.belote_seats() == []  # no belote in SA
    score = score_deal(NO_TRUMP, (state.points[0], state.points[1]), Team.EW, Seat.S, SCALED)
    assert score.points == (74, 88) and score.result == DEDANS and score.score == (0, 162)
    raw = play_deal(SA_HANDS, SA_TRICKS, NO_TRUMP, RAW)
    assert [t.points for t in raw.tricks] == [25, 2, 18, 12, 9, 13, 19, 22]
    rscore = score_deal(NO_TRUMP, (raw.points[0], raw.points[1]), Team.EW, Seat.S, RAW)
    assert rscore.points == (66, 64) and rscore.result == MADE and rscore.score == (66, 64)
    assert rscore.tally.ok and rscore.tally.total == 130


@pytest.mark.parametrize(("rules", "trump", "points", "result", "score", "held"), [
    (RAW, NO_TRUMP, (65, 65), LITIGE, (0, 65), 65),
    (RAW, NO_TRUMP, (66, 64), MADE, (66, 64), 0),
    (RAW, ALL_TRUMP, (129, 129), LITIGE, (0, 129), 129),
    (RAW, ALL_TRUMP, (130, 128), MADE, (130, 128), 0),
    (SCALED, ALL_TRUMP, (81, 81), LITIGE, (0, 81), 81),
    (SCALED, NO_TRUMP, (82, 80), MADE, (82, 80), 0),
])
def test_thresholds_by_total(rules: RuleSet, trump: int, points: tuple[int, int],
                             result: str, score: tuple[int, int], held: int) -> None:
    got = score_deal(trump, points, Team.NS, Seat.S, rules)
    assert (got.result, got.score, got.held) == (result, score, held)


@pytest.mark.parametrize(("rules", "trump", "value"), [
    (RAW, ALL_TRUMP, 348), (RAW, NO_TRUMP, 220), (SCALED, ALL_TRUMP, 252),
    (SCALED, NO_TRUMP, 252), (RuleSet(sa_ta="on", capot=250), NO_TRUMP, 250),
    (RuleSet(sa_ta="on", sa_ta_points="raw", capot=250), ALL_TRUMP, 348),
])
def test_capot_by_table(rules: RuleSet, trump: int, value: int) -> None:
    total = rules.deal_total(trump)
    got = score_deal(trump, (total, 0), Team.NS, Seat.S, rules, capot=Team.NS)
    assert got.score == (value, 0)
    dedans = score_deal(trump, (0, total), Team.EW, Seat.S, rules, capot=Team.EW)
    assert dedans.score == (0, value)
