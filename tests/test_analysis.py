"""The double-dummy review of a played deal finds the blunder counted by hand."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.analysis import DealReview, PlayReview, analyze_deal, analyze_record
from belote_cli.bots.registry import find_bot
from belote_cli.bots.solver import Solver
from belote_cli.cli import app
from belote_cli.core.cards import mask_of, parse_cards, parse_suit
from belote_cli.core.errors import BeloteError
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.dealfile import DealRecord, loads
from belote_cli.engine.playing import play_discovery
from belote_cli.texts.review_lines import review_lines

# Trump ♠ (none left). N to lead with A♥ 7♦; E 10♥ K♦, S 7♥ 8♦, W 8♥ A♦.
ENDING = ("A♥ 7♦", "10♥ K♦", "7♥ 8♦", "8♥ A♦")


def _hands(texts: tuple[str, str, str, str]) -> list[int]:
    return [mask_of(parse_cards(h)) for h in texts]


def test_known_blunder_in_an_ending() -> None:
    # Trump ♠ (none left), N to lead with A♥ 7♦; E 10♥ K♦, S 7♥ 8♦, W 8♥ A♦.
    # Leading 7♦: W's A♦ wins 0 + 4 + 0 + 11 = 15 for EW, W must lead 8♥ into A♥:
    # 21 + 10 for NS. Leading A♥ (the blunder): NS 21, then A♦ takes 15 + 10 for EW.
    hands = [mask_of(parse_cards(h)) for h in ("A♥ 7♦", "10♥ K♦", "7♥ 8♦", "8♥ A♦")]
    tricks = [parse_cards("A♥ 10♥ 7♥ 8♥"), parse_cards("7♦ K♦ 8♦ A♦")]
    review = analyze_deal(hands, parse_suit("♠"), Seat.N, tricks)
    assert review.start == (31, 15)
    assert review.actual == (21, 25)
    assert review.cost == (10, 0)
    [blunder] = review.mistakes()
    assert blunder.trick == 1
    assert blunder.seat is Seat.N
    assert blunder.card == parse_cards("A♥")[0]
    assert blunder.best == (parse_cards("7♦")[0],)
    assert (blunder.value, blunder.best_value, blunder.loss) == (21, 31, 10)
    # Every other card was forced: no cost.
    assert all(p.loss == 0 for p in review.plays if p is not blunder)
    assert review_lines(review) == [
        "double-dummy review: NS 31 / EW 15 points with perfect play, 21 / 25 as played",
        "  trick 1 N: A♥ cost 10 points (best: 7♦)",
        "total cost in points: NS 10, EW 0",
    ]
    assert review_lines(review, "fr") == [
        "bilan à cartes ouvertes\xa0: NS 31 / EO 15 points avec un jeu parfait, 21\xa0/\xa025 "
        "dans le jeu réel",
        "  pli 1 N\xa0: A♥ coûte 10 points (meilleur coup\xa0: 7♦)",
        "coût total en points\xa0: NS 10, EO 0",
    ]
    doc = review.to_dict()
    assert (doc["start"], doc["actual"], doc["cost"]) == (
        {"NS": 31, "EW": 15}, {"NS": 21, "EW": 25}, {"NS": 10, "EW": 0})
    # The threshold: plays that cost at least that many points.
    assert review.mistakes(10) == [blunder]
    assert review.mistakes(11) == []
    assert review_lines(review, threshold=11)[1] == "  no mistake"


def test_perfect_play_costs_nothing() -> None:
    hands = [mask_of(parse_cards(h)) for h in ("A♥ 7♦", "10♥ K♦", "7♥ 8♦", "8♥ A♦")]
    tricks = [parse_cards("7♦ K♦ 8♦ A♦"), parse_cards("8♥ A♥ 10♥ 7♥")]
    review = analyze_deal(hands, parse_suit("♠"), Seat.N, tricks)
    assert review.cost == (0, 0)
    assert review.actual == review.start == (31, 15)
    assert review.mistakes() == []
    assert review_lines(review) == [
        "double-dummy review: NS 31 / EW 15 points with perfect play, 31 / 15 as played",
        "  no mistake",
        "total cost in points: NS 0, EW 0",
    ]
    assert review_lines(review, "fr") == [
        "bilan à cartes ouvertes\xa0: NS 31 / EO 15 points avec un jeu parfait, 31\xa0/\xa015 "
        "dans le jeu réel",
        "  aucune erreur",
        "coût total en points\xa0: NS 0, EO 0",
    ]


def test_a_one_point_mistake_is_listed() -> None:
    # Trump ♠ (none left). N 7♦ A♥, E A♦ 8♥, S Q♣ J♣, W 8♦ 9♥. N leads 7♦ and E's A♦
    # takes the trick; S, with neither ♦ nor trumps, discards. Whatever S gives EW now
    # (Q♣ 3 or J♣ 2), its other card goes to N's A♥ in the last trick: giving the Q♣
    # costs NS 1 point. NS: 11 + 2 + 10 = 23 instead of 11 + 3 + 10 = 24.
    hands = _hands(("7♦ A♥", "A♦ 8♥", "Q♣ J♣", "8♦ 9♥"))
    tricks = [parse_cards("7♦ A♦ Q♣ 8♦"), parse_cards("8♥ J♣ 9♥ A♥")]
    review = analyze_deal(hands, parse_suit("♠"), Seat.N, tricks)
    assert review.start == (24, 13)
    assert review.actual == (23, 14)
    assert review.cost == (1, 0)
    [mistake] = review.mistakes()
    assert (mistake.trick, mistake.seat, mistake.card) == (1, Seat.S, parse_cards("Q♣")[0])
    assert (mistake.value, mistake.best_value, mistake.best) == (23, 24, (parse_cards("J♣")[0],))
    assert review.mistakes(2) == []
    # score --analyze reviews with review_lines' own threshold, 1 point: the point is said.
    assert review_lines(review) == [
        "double-dummy review: NS 24 / EW 13 points with perfect play, 23 / 14 as played",
        "  trick 1 S: Q♣ cost 1 point (best: J♣)",
        "total cost in points: NS 1, EW 0",
    ]
    assert review_lines(review, threshold=2)[1:] == ["  no "
                                                     "mistake", "total cost in points: NS 1, EW 0"]


def test_unfinished_deals() -> None:
    # No card played: the value of the deal as dealt.
    review = analyze_deal(_hands(ENDING), parse_suit("♠"), Seat.N, [])
    assert review.start == (31, 15)
    assert review.actual == review.cost == (0, 0)
    assert review.plays == ()
    # A trick under way counts for nobody yet: only the first trick's 21 for NS.
    review = analyze_deal(_hands(ENDING), parse_suit("♠"), Seat.N,
                          [parse_cards("A♥ 10♥ 7♥ 8♥"), parse_cards("7♦ K♦")])
    assert review.actual == (21, 0)
    assert len(review.plays) == 6
    assert review.cost == (10, 0)


@pytest.mark.parametrize("direction", ["clockwise", "anticlockwise"])
def test_revoke_that_ends_a_trick_is_valued_after_it(direction: str) -> None:
    # N leads 7♦, E K♦, S 8♦, and W revokes with 8♥ while holding A♦: E's K♦ takes the
    # trick (4 points for EW). Then E leads 10♥, S 7♥, W A♦, N A♥: 32 + 10 for NS.
    # Anticlockwise, E and W swap hands and the play goes N W S E: the same figures.
    hands = _hands(ENDING)
    first, second = "7♦ K♦ 8♦ 8♥", "10♥ 7♥ A♦ A♥"
    culprit = Seat.W
    if direction == "anticlockwise":
        hands[Seat.E], hands[Seat.W] = hands[Seat.W], hands[Seat.E]
        culprit = Seat.E
    rules = RuleSet.parse([f"direction={direction}"])
    review = analyze_deal(hands, parse_suit("♠"), Seat.N,
                          [parse_cards(first), parse_cards(second)], rules)
    assert review.start == (31, 15)
    assert review.actual == (42, 4)
    [revoke] = review.mistakes()
    assert (revoke.trick, revoke.seat, revoke.card, revoke.legal) == (
        1, culprit, parse_cards("8♥")[0], False)
    # After the revoke EW take the 4 points of the trick and nothing more; the A♦ would
    # have taken 15 (the blunder test's line of play).
    assert (revoke.value, revoke.best_value, revoke.best) == (4, 15, (parse_cards("A♦")[0],))
    # A revoke's own loss is not a cost; every other card was forced.
    assert review.cost == (0, 0)
    assert [p.seat for p in review.plays[:4]] == (
        [Seat.N, Seat.E, Seat.S, Seat.W] if direction == "clockwise"
        else [Seat.N, Seat.W, Seat.S, Seat.E])


def test_revoke_in_a_trick_its_team_loses() -> None:
    # Trump ♠ (none left). N A♦ 7♥, E 9♥ 7♣, S 7♦ 8♣, W 8♥ 8♦. N leads A♦, E discards
    # 7♣, S 7♦, and W revokes with 8♥ while holding 8♦: N takes 11. Then N 7♥, E 9♥,
    # S 8♣, W 8♦: E takes the dix de der. After the revoke EW take 0 + 10.
    hands = _hands(("A♦ 7♥", "9♥ 7♣", "7♦ 8♣", "8♥ 8♦"))
    review = analyze_deal(hands, parse_suit("♠"), Seat.N,
                          [parse_cards("A♦ 7♣ 7♦ 8♥"), parse_cards("7♥ 9♥ 8♣ 8♦")])
    [revoke] = [p for p in review.plays if not p.legal]
    assert revoke.seat is Seat.W
    assert (revoke.value, revoke.best_value, revoke.best) == (10, 10, (parse_cards("8♦")[0],))
    assert review.actual == (11, 10)
    # N's A♦ was a mistake: leading 7♥ first, E's 9♥ wins it and must lead 7♣ to S's
    # 8♣; N's A♦ then goes on S's trick, 11 + 10 for NS.
    assert [(p.seat, p.loss) for p in review.mistakes() if p.legal] == [(Seat.N, 10)]


def test_undertrump_rule_decides_a_revoke() -> None:
    # Trump ♠. N 7♦ 8♥, E 8♠ 9♥, S 7♠ 7♣, W 8♦ 10♣. N leads 7♦, E ruffs with 8♠, S
    # keeps its 7♠ and discards 7♣, W 8♦. Then E 9♥, S ruffs with 7♠, W 10♣, N 8♥:
    # 10 + 10 for NS. Undertrumping (7♠ first) would have let E's 9♥ take the last trick.
    hands = _hands(("7♦ 8♥", "8♠ 9♥", "7♠ 7♣", "8♦ 10♣"))
    tricks = [parse_cards("7♦ 8♠ 7♣ 8♦"), parse_cards("9♥ 7♠ 10♣ 8♥")]
    free = analyze_deal(hands, parse_suit("♠"), Seat.N, tricks)
    assert free.start == free.actual == (20, 0)
    assert all(p.legal for p in free.plays)
    assert free.cost == (0, 0)
    # With undertrump required, S had to play the 7♠ under the 8♠: the 7♣ is a revoke.
    # Then every lead of N loses all: after 7♦, E's 9♥ takes the last trick; after 8♥,
    # S must ruff with its 7♠ and E ruffs the 7♣ back.
    required = analyze_deal(hands, parse_suit("♠"), Seat.N, tricks,
                            RuleSet.parse(["undertrump=required"]))
    assert required.start == (0, 20)
    [revoke] = required.mistakes()
    assert (revoke.trick, revoke.seat, revoke.legal) == (1, Seat.S, False)
    assert revoke.best == (parse_cards("7♠")[0],)


def test_bad_deals_are_refused() -> None:
    trump = parse_suit("♠")
    with pytest.raises(BeloteError, match="four hands"):
        analyze_deal(_hands(ENDING)[:3], trump, Seat.N, [])
    with pytest.raises(BeloteError, match="trick 1: K♦ is not in N's hand"):
        analyze_deal(_hands(ENDING), trump, Seat.N, [parse_cards("K♦")])
    [record] = loads(REVOKE_FILE)
    with pytest.raises(BeloteError, match="eight tricks"):
        analyze_record(DealRecord(trump, tricks=record.tricks[:7]))
    # S's J♥ of trick 1 again as S's card of trick 8: S is left with seven cards.
    tricks = list(record.tricks)
    tricks[7] = (tricks[7][0], tricks[0][0], *tricks[7][2:])
    with pytest.raises(BeloteError, match="every player eight cards"):
        analyze_record(DealRecord(record.trump, leader=Seat.S, tricks=tricks))
    # The same card played by two players: two hands hold it, S's J♥ of trick 1 as E's
    # lead of trick 8.
    tricks[7] = (tricks[0][0], *record.tricks[7][1:])
    with pytest.raises(BeloteError, match="^J♥ is in two hands: E's and S's$"):
        analyze_record(DealRecord(record.trump, leader=Seat.S, tricks=tricks))


def test_costs_add_up_over_whole_deals() -> None:
    # What a team loses the other gains: from the double-dummy start to the points taken,
    # NS move by EW's cost minus their own; and no legal card beats the best card.
    rng = random.Random(2)
    bots = [find_bot("random", random.Random(s)) for s in range(4)]
    for rules in (RuleSet(), RuleSet.parse(["direction=anticlockwise",
                                            "undertrump=required"])):
        deal = play_discovery(bots, rng, rules)
        state = deal.state
        assert state is not None
        review = analyze_deal(state.initial_hands, state.trump, state.tricks[0].leader,
                              [t.cards for t in state.tricks], rules)
        assert len(review.plays) == 32
        assert review.actual == (state.points[0], state.points[1])
        assert sum(review.start) == 162
        assert review.actual[0] - review.start[0] == review.cost[1] - review.cost[0]
        assert all(p.loss >= 0 for p in review.plays)


REVOKE_FILE = """trump: ♥
dealer: E
leader: S

1: S J♥   W 7♥   N Q♥   E 8♥
2: S 9♥   W A♥   N K♥   E 10♥
3: S 7♠   W 9♦   N 8♠   E 10♠
4: E Q♠   S J♠   W 9♠   N K♠
5: N 7♦   E A♦   S 8♦   W 10♦
6: E K♦   S Q♦   W A♠   N J♦
7: E 10♣  S 7♣   W K♣   N 9♣
8: E J♣   S A♣   W 8♣   N Q♣
"""


def test_revoke_is_reported() -> None:
    [record] = loads(REVOKE_FILE)
    review = analyze_record(record)
    # W held 9♠ and A♠ when it discarded 9♦ on the ♠ lead of trick 3.
    revokes = [p for p in review.plays if not p.legal]
    assert [(p.trick, p.seat, p.card) for p in revokes] == [(3, Seat.W, parse_cards("9♦")[0])]
    # The cards W could legally play were its spades, 9♠ and A♠.
    assert set(revokes[0].best) <= set(parse_cards("9♠ A♠"))
    [line] = [x for x in review_lines(review) if "revoke" in x]
    cards = "best legal cards" if len(revokes[0].best) > 1 else "best legal card"
    assert line.startswith(f"  trick 3 W: 9♦, a revoke ({cards}: ")
    [line] = [x for x in review_lines(review, "fr") if "renonce" in x]
    best = "meilleurs coups" if len(revokes[0].best) > 1 else "meilleur coup"
    assert line.startswith(f"  pli 3 O\xa0: 9♦, une renonce ({best} permis\xa0: ")


def test_score_analyze_of_a_revoke_at_belote_a_deux(tmp_path: Path) -> None:
    # examples/deux.belote with N's 7♠ played at trick 13 (S leads A♣, N void in clubs
    # must trump: 8♥) and the 8♥ at trick 14. The review starts at trick 11, the talon
    # empty. After the revoke S takes trick 13 (11), then N, void in clubs and diamonds,
    # trumps S's lead with 8♥ and takes the last three tricks: K♣ A♦ 10♣ A♠ J♠ 8♥ = 38
    # + 10 dix de der = 48. The best legal card, 8♥, takes trick 13 (11) and then N leads
    # spades S cannot follow nor trump: 11 + 38 + 10 = 59.
    text = (EXAMPLES / "deux.belote").read_text(encoding="utf-8")
    head = text[:text.index("13: S A♣")]
    path = tmp_path / "deal.belote"
    path.write_text(head + "13: S A♣ N 7♠\n14: S K♣ N 8♥\n15: N A♠ S A♦\n"
                           "16: N J♠ S 10♣\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["score", "--analyze", str(path)])
    assert result.exit_code == 0, result.output
    assert "  trick 13 N: 7♠, a revoke (best legal card: 8♥)" in result.output.splitlines()
    result = CliRunner().invoke(app, ["score", "--analyze", "--json", str(path)])
    doc = json.loads(result.output)["analysis"]
    assert doc["first_trick"] == 11
    [revoke] = [p for p in doc["plays"] if not p["legal"]]
    assert revoke == {"trick": 13, "seat": "N", "card": "7S", "value": 48, "best_value": 59,
                      "best": ["8H"], "loss": 11, "legal": False}


def test_score_analyze_on_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "deal.belote"
    path.write_text(REVOKE_FILE, encoding="utf-8")
    result = CliRunner().invoke(app, ["score", "--analyze", str(path)])
    assert result.exit_code == 0, result.output
    assert "double-dummy review" in result.output
    assert "trick 3 W: 9♦, a revoke" in result.output
    result = CliRunner().invoke(app, ["score", "--analyze", "--json", str(path)])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    plays = doc["analysis"]["plays"]
    assert len(plays) == 32
    assert [p["card"] for p in plays if not p["legal"]] == ["9D"]
    assert doc["analysis"]["start"]["NS"] + doc["analysis"]["start"]["EW"] == 162
    for team in ("NS", "EW"):
        lost = sum(p["loss"] for p in plays if p["legal"] and p["seat"] in team)
        assert doc["analysis"]["cost"][team] == lost


# --- the capot, which trick points do not tell --------------------------------------------

HAND_WRITTEN = Path(__file__).resolve().parent / "deals" / "hand-written"


def _deux(text: str) -> DealRecord:
    [record] = loads(text, "deux.belote")
    return record


def test_a_trick_of_no_point_given_away_gives_up_the_capot() -> None:
    # deux-en-francais (trump ♥, S took): S won tricks 1 to 12. At trick 13 S holds A♥ 8♣
    # 7♣ J♣, N 8♥ K♠ K♦ Q♠. A♥ draws N's last trump and S's clubs take the rest: a capot,
    # 252 + belote. A club (as S led, 8♣) N, void in clubs, must trump with 8♥: a trick
    # of no point, so 8♣ costs no trick point (S takes 78 of the 78 left either way), but
    # the capot: the review said 'no mistake'.
    from belote_cli.analysis import analyze_two

    review = analyze_two(_deux((HAND_WRITTEN / "deux-en-francais.belote").read_text()))
    assert review.first_trick == 11 and review.start == review.actual == (78, 0)
    assert review.cost == (0, 0)
    [play] = review.mistakes()
    assert (play.trick, play.seat, play.loss, play.capot) == (13, Seat.S, 0, "lost")
    assert play.card == parse_cards("8♣")[0] and play.capot_cards == tuple(parse_cards("A♥"))
    assert [p.capot for p in review.plays].count(None) == len(review.plays) - 1
    assert review_lines(review, "en")[1:] == [
        "  trick 13 S: 8♣ gives up the capot (A♥ would have kept "
        "it)", "total cost in points: S 0, N 0"]
    assert review_lines(review, "fr")[1:] == [
        "  pli 13 S\xa0: 8♣ perd le capot (A♥ le gardait)", "coût total en points\xa0: S 0, N 0"]
    doc = play.to_dict()
    assert doc["capot"] == "lost" and doc["capot_cards"] == ["AH"]
    assert "capot" not in review.plays[0].to_dict()


# deux-en-francais with S and N swapped (S deals, so N leads; N takes at ♥): N wins
# tricks 1 to 12, each led by N and won by its card (A♠ 7♠, A♦ 7♦, A♣ 8♦ while the
# talon lasts, 10♠ 8♠, 10♦ 9♦, K♥ 9♠ and Q♥ J♠ trumping, 10♣ J♦, K♣ 9♣, Q♣ Q♦, then
# J♥ 10♥ and 9♥ 7♥ with the talon empty).
DEUX_N_SWEEPS = """variant: deux
trump: ♥
taker: N
dealer: S
deck: J♥ 9♥ A♥ 7♠ 8♠ 9♠ A♠ A♦ A♣ 7♦ 8♦ 9♦ 10♥ K♥ 8♥ 10♠ K♠ 10♦ K♦ Q♥ Q♠ 10♣ J♠ K♣ Q♦ 8♣ J♦ \
7♣ 9♣ Q♣ 7♥ J♣
1: N A♠ S 7♠
2: N A♦ S 7♦
3: N A♣ S 8♦
4: N 10♠ S 8♠
5: N 10♦ S 9♦
6: N K♥ S 9♠
7: N Q♥ S J♠
8: N 10♣ S J♦
9: N K♣ S 9♣
10: N Q♣ S Q♦
11: N J♥ S 10♥
12: N 9♥ S 7♥
13: N 8♣ S 8♥
14: S K♠ N A♥
15: N J♣ S Q♠
16: N 7♣ S K♦
"""


def test_north_s_card_that_gives_up_its_capot_at_two_is_said(tmp_path: Path) -> None:
    # DEUX_N_SWEEPS: N (side 1 of S, N) has won every trick so far, the ten with the
    # talon included, so N alone can still make the capot. At trick 13 (trump ♥, the talon
    # empty, so S must follow, else trump) N leads from A♥ J♣ 8♣ 7♣, S holds 8♥ K♠ Q♠ K♦
    # (the cards each plays from there on): 24 points left and the dix de der.
    # - A♥: S must follow with 8♥, its one heart: N wins. N then holds J♣ 8♣ 7♣, S K♠ Q♠
    #   K♦, no trump nor club: S discards to each club and N wins tricks 14, 15 and 16,
    #   whatever S discards. A♥ keeps the capot.
    # - 8♣ (as played; 7♣ or J♣ the same): S has no club and must trump with 8♥, which
    #   wins trick 13: no capot, whatever follows.
    # So 8♣ gives up N's capot, A♥ alone would have kept it. In points nothing is lost (A♥
    # 7♣ 8♣ each leave N the 34 points of tricks 13 to 16: after a small club S's 8♥ takes
    # 0, S leads and N trumps with A♥): the review has nothing else to say (S 0 / N 78
    # from trick 11, its 68 points and the dix de der, as played).
    path = tmp_path / "deal.belote"
    path.write_text(DEUX_N_SWEEPS, encoding="utf-8")
    r = CliRunner().invoke(app, ["score", "--analyze", str(path)])
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    review = lines.index("double-dummy review from trick 11: S 0 / N 78 points with "
                         "perfect play, 0 / 78")
    assert lines[review + 1:] == [
        "    as played", "  trick 13 N: 8♣ gives up the capot (A♥ would have kept it)",
        "total cost in points: S 0, N 0"]
    r = CliRunner().invoke(app, ["score", "--analyze", "--lang", "fr", str(path)])
    assert r.exit_code == 0, r.output
    assert "  pli 13 N\xa0: 8♣ perd le capot (A♥ le gardait)" in r.stdout.splitlines()
    r = CliRunner().invoke(app, ["score", "--json", "--analyze", str(path)])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert doc["points"] == {"S": 0, "N": 162} and doc["capot"] is None
    assert [(p["trick"], p["seat"], p["card"], p["loss"], p["capot"], p["capot_cards"])
            for p in doc["analysis"]["plays"] if "capot" in p] == [
        (13, "N", "8C", 0, "lost", ["AH"])]


def test_a_card_kept_back_that_lets_the_capot_through_is_said() -> None:
    # deux-en-francais with S's K♣ (drawn after trick 6) and N's 7♥ (drawn after trick 9)
    # swapped: S plays 7♥ to N's 9♣ at trick 9 and N keeps K♣. After trick 12 (J♥ 10♥, 9♥
    # 8♥) N holds K♠ K♦ Q♠ K♣ and no trump, S A♥ 8♣ 7♣ J♣: 28 points left and the dix de
    # der. S leads A♥ and N discards. With Q♠ (the best), N keeps K♣, which takes S's J♣
    # (6), and N's kings the last two tricks (4, 4 + 10): N 24, where discarding K♣ (as N
    # did) S's J♣ 8♣ 7♣ take the rest: K♣ costs N 24, and the capot, S 162 of trick points,
    # 252 + belote 20 = 272, N 0. (S's A♥ itself costs 20 against N's best defence: a
    # club first, N's K♣ takes 4 and N leads K♠ into A♥, S 34 of the 38 left, not 14; no
    # card of S's keeps the capot then, so none is said to give it up.)
    from belote_cli.analysis import analyze_two
    from belote_cli.play.deal_review import PlayerReview
    from belote_cli.texts.deal_review import player_review_lines

    text = (HAND_WRITTEN / "deux-en-francais.belote").read_text()
    deck = text.split("paquet: ", 1)[1].split("\n", 1)[0]
    swapped = deck.replace("R♣", "X").replace("7♥", "R♣").replace("X", "7♥")
    text = (text.replace(deck, swapped).replace("pli 9: S R♣ N 9♣", "pli 9: S 7♥ N 9♣")
            .replace("pli 12: S 9♥ N 7♥", "pli 12: S 9♥ N 8♥")
            .replace("pli 13: S 8♣ N 8♥", "pli 13: S A♥ N R♣")
            .replace("pli 14: N R♠ S A♥", "pli 14: S V♣ N D♠")
            .replace("pli 15: S V♣ N D♠", "pli 15: S 8♣ N R♠"))
    r = CliRunner().invoke(app, ["score", "--json", "-"], input=text)
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert doc["points"] == {"S": 162, "N": 0} and doc["score"] == {"S": 272, "N": 0}
    review = analyze_two(_deux(text))
    assert review.start == (78, 4) and review.actual == (82, 0) and review.cost == (20, 24)
    ace, play = review.mistakes()
    assert (ace.trick, ace.seat, ace.loss, ace.capot) == (13, Seat.S, 20, None)
    assert (play.trick, play.seat, play.loss, play.capot) == (13, Seat.N, 24, "let")
    assert play.card == parse_cards("K♣")[0] and play.best == tuple(parse_cards("Q♠"))
    assert sorted(play.capot_cards) == sorted(parse_cards("K♠ Q♠ K♦"))
    shown = " ".join(parse_cards_text(play.capot_cards, "fr"))
    assert review_lines(review, "fr")[2:4] == [
        "  pli 13 N\xa0: R♣ coûte 24 points (meilleur coup\xa0: D♠)",
        f"  pli 13 N\xa0: R♣ laisse le capot à S ({shown} l'empêchaient)"]
    shown_en = " ".join(parse_cards_text(play.capot_cards, "en"))
    assert review_lines(review, "en")[3] == (
        f"  trick 13 N: K♣ lets S make the capot ({shown_en} would have stopped it)")
    # North's own review, as belote play's review says it (the seat left out).
    mine = tuple(p for p in review.plays if p.seat is Seat.N)
    lines = player_review_lines(PlayerReview(Seat.N, review, mine, 0, None, "two"), 1, "en")
    assert f"  trick 13: K♣ lets S make the capot ({shown_en} would have stopped it)" in lines


def parse_cards_text(cards: tuple[int, ...], lang: str) -> list[str]:
    from belote_cli.core.cards import card_symbol
    return [card_symbol(c, lang) for c in cards]


# --- the contract, which trick points do not tell ------------------------------------------

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _one(text: str) -> DealRecord:
    [record] = loads(text, "deal.belote")
    return record


def _flagged(text: str) -> tuple[DealReview, PlayReview]:
    """The review of the one deal ``text`` and its one card that changed the contract's
    result."""
    review = analyze_record(_one(text))
    [play] = [p for p in review.plays if p.result is not None]
    return review, play


def _analyzed(text: str) -> list[dict[str, object]]:
    r = CliRunner().invoke(app, ["score", "--json", "--analyze", "-"], input=text)
    assert r.exit_code == 0, r.output
    plays: list[dict[str, object]] = json.loads(r.stdout)["analysis"]["plays"]
    return plays


def test_a_card_that_turns_a_made_contract_into_dedans_is_said() -> None:
    # examples/dedans.belote (trump ♥, N took for NS): before trick 7 NS hold 23 + 39 + 5
    # = 67, EW 25 + 21 + 9 = 55. Trick 7: E J♣, S A♣, W 8♣; N holds Q♣ 9♣, no trump is
    # left and S's ace wins. Q♣ (3): trick 7 is worth 2 + 11 + 0 + 3 = 16, NS 83, and
    # trick 8 is forced (S 7♣, W K♣, N 9♣, E 10♣: E 14 + 10), EW 79: 83 > 81, made, NS
    # 83 + belote 20 = 103, EW 79. 9♣, as played: NS 80, EW 82, dedans, NS 20, EW 162. The
    # card costs 3 trick points, and the contract.
    text = (EXAMPLES / "dedans.belote").read_text(encoding="utf-8")
    review = analyze_record(_one(text))
    flagged = [p for p in review.plays if p.result is not None]
    assert len(flagged) == 1
    [nine] = flagged
    assert (nine.trick, nine.seat, nine.loss) == (7, Seat.N, 3)
    assert nine.card == parse_cards("9♣")[0] and nine.value == 13 and nine.best_value == 16
    assert (nine.result, nine.result_best) == ("dedans", "made")
    assert nine.result_cards == tuple(parse_cards("Q♣"))
    # The card named was not played: what it would have done is said in the conditional.
    assert ("  trick 7 N: 9♣ loses the contract (Q♣ would have made it)"
            in review_lines(review, "en"))
    assert ("  pli 7 N\xa0: 9♣ fait chuter le contrat (D♣ l'aurait fait réussir)"
            in review_lines(review, "fr"))
    # S's A♣ just before cost 18 (7♣ lets W's K♣ take the trick, S's ace the last: NS 34
    # of the 40 left, against 16), but after it N's Q♣ still makes 83: nothing said of the
    # contract, in the review or the JSON.
    ace = next(p for p in review.plays if p.trick == 7 and p.seat is Seat.S)
    assert (ace.loss, ace.result, ace.result_best, ace.result_cards) == (18, None, None,
                                                                               ())
    assert not [line for line in review_lines(review, "en") if "A♣ loses" in line]
    plays = _analyzed(text)
    assert [p for p in plays if "result" in p] == [{
        "trick": 7, "seat": "N", "card": "9C", "value": 13, "best_value": 16,
        "best": ["QC"], "loss": 3, "legal": True, "result": "dedans",
        "result_best": "made", "result_cards": ["QC"]}]
    assert not {"result_best", "result_cards"} & {k for p in plays for k in p
                                                       if p["card"] != "9C"}
    # North's own review, as belote play's review says it (the seat left out).
    from belote_cli.play.deal_review import PlayerReview
    from belote_cli.texts.deal_review import player_review_lines

    mine = tuple(p for p in review.plays if p.seat is Seat.N)
    for lang, line in (("en", "  trick 7: 9♣ loses the contract (Q♣ would have made it)"),
                       ("fr", "  pli 7\xa0: 9♣ fait chuter le contrat (D♣ l'aurait fait réussir)")):
        said = player_review_lines(PlayerReview(Seat.N, review, mine, 3, None, "coinche"), 1,
                                   lang)
        assert said[said.index(line) - 1].startswith(("  trick 7: 9♣ cost 3",
                                                      "  pli 7\xa0: 9♣ coûte 3"))


def test_a_defender_s_card_that_lets_the_contract_through_is_said() -> None:
    # The same deal taken by E: EW are the takers, NS the defence. N's Q♣ at trick 7 would
    # have left EW 79, dedans (EW 0, NS 162 + belote 20); 9♣ leaves them 82, made (EW 82,
    # NS 80 + 20).
    text = (EXAMPLES / "dedans.belote").read_text(encoding="utf-8").replace("taker: N",
                                                                            "taker: E")
    review, nine = _flagged(text)
    assert (nine.trick, nine.seat, nine.result, nine.result_best) == (7, Seat.N, "made",
                                                                          "dedans")
    # The line names the takers, EW, as the capot's lines name the side that makes it.
    assert ("  trick 7 N: 9♣ lets EW make the contract (Q♣ would have made it fail)"
            in review_lines(review, "en"))
    assert ("  pli 7 N\xa0: 9♣ laisse EO réussir le contrat (D♣ l'aurait fait chuter)"
            in review_lines(review, "fr"))
    # North's own review, as belote play's review says it (the seat left out).
    from belote_cli.play.deal_review import PlayerReview
    from belote_cli.texts.deal_review import player_review_lines

    mine = tuple(p for p in review.plays if p.seat is Seat.N)
    for lang, line in (("en", "  trick 7: 9♣ lets EW make the contract (Q♣ would have made it "
                              "fail)"),
                       ("fr", "  pli 7\xa0: 9♣ laisse EO réussir le contrat (D♣ l'aurait fait "
                              "chuter)")):
        assert line in player_review_lines(PlayerReview(Seat.N, review, mine, 3, None,
                                                        "coinche"), 1, lang)
    [doc] = [p for p in _analyzed(text) if "result" in p]
    assert (doc["result"], doc["result_best"], doc["result_cards"]) == (
        "made", "dedans", ["QC"])


def test_a_card_that_turns_the_contract_into_a_litige_is_said_as_the_rules_have_it() -> None:
    # examples/litige.belote (trump ♥, N took): NS 67, EW 55 before trick 7; E Q♣, S A♣,
    # W 8♣, then N's J♣ (2) makes the trick 16, NS 83, and the forced trick 8 (S 7♣, W K♣,
    # N 9♣, E 10♣) EW 14 + 10, 79: made. 9♣, as played: 14 and 81, EW 16 + 10, 81: a
    # litige (tie=litige), dedans with tie=dedans (81 is a failure).
    text = (EXAMPLES / "litige.belote").read_text(encoding="utf-8")
    review, nine = _flagged(text)
    assert (nine.trick, nine.seat, nine.loss) == (7, Seat.N, 2)
    assert (nine.result, nine.result_best) == ("litige", "made")
    assert nine.result_cards == tuple(parse_cards("J♣"))
    assert ("  trick 7 N: 9♣ turns the contract into a litige (J♣ would have made it)"
            in review_lines(review, "en"))
    assert ("  pli 7 N\xa0: 9♣ fait tomber le contrat en litige (V♣ l'aurait fait réussir)"
            in review_lines(review, "fr"))
    dedans = analyze_record(_one(text.replace("dealer: E", "dealer: E\nrules: tie=dedans")))
    [nine] = [p for p in dedans.plays if p.result is not None]
    assert (nine.trick, nine.result, nine.result_best) == (7, "dedans", "made")
    assert ("  trick 7 N: 9♣ loses the contract (J♣ would have made it)"
            in review_lines(dedans, "en"))
    # A card that sets a contract the best card left a litige (no example deal has one:
    # the same play, its best card's result made a litige) is said in the conditional too.
    import dataclasses

    from belote_cli.texts.review_lines import contract_line

    held = dataclasses.replace(nine, result_best="litige")
    assert contract_line(held, dedans.sides, "en", "review_") == (
        "  trick 7 N: 9♣ loses the contract (J♣ would have left it a litige)")
    assert contract_line(held, dedans.sides, "fr", "review_") == (
        "  pli 7 N\xa0: 9♣ fait chuter le contrat (V♣ l'aurait laissé en litige)")


def test_a_contract_line_names_the_other_side_of_a_defender_of_east_west() -> None:
    # examples/dedans.belote (N took for NS): a card of a defender, E or W, that lets the
    # contract through lets NS make it, and one that lets the capot through lets NS make
    # the capot, the side against the defender's team EW (the lines above name EW against
    # N). The play is N's 9♣ of trick 7 given to E and W, which the lines word as any.
    import dataclasses

    from belote_cli.texts.review_lines import capot_line, contract_line

    text = (EXAMPLES / "dedans.belote").read_text(encoding="utf-8")
    review, nine = _flagged(text)
    east = dataclasses.replace(nine, seat=Seat.E, result="made", result_best="dedans")
    assert contract_line(east, review.sides, "en", "review_") == (
        "  trick 7 E: 9♣ lets NS make the contract (Q♣ would have made it fail)")
    assert contract_line(east, review.sides, "fr", "play_review_") == (
        "  pli 7\xa0: 9♣ laisse NS réussir le contrat (D♣ l'aurait fait chuter)")
    west = dataclasses.replace(nine, seat=Seat.W, capot="let", capot_cards=nine.result_cards)
    assert capot_line(west, review.sides, "en", "review_") == (
        "  trick 7 W: 9♣ lets NS make the capot (Q♣ would have stopped it)")
    assert capot_line(west, review.sides, "fr", "review_") == (
        "  pli 7 O\xa0: 9♣ laisse le capot à NS (D♣ l'empêchait)")


def test_two_cards_that_kept_the_contract_are_said_in_the_french_plural() -> None:
    # The dedans.belote play with two cards named that would have made the contract (as if
    # N held Q♣ and J♣): French l'auraient fait réussir, the verb agreeing with the cards
    # as the capot's le gardaient does; English the same words for one card or two.
    import dataclasses

    from belote_cli.texts.review_lines import contract_line

    text = (EXAMPLES / "dedans.belote").read_text(encoding="utf-8")
    review, nine = _flagged(text)
    two = dataclasses.replace(nine, result_cards=tuple(parse_cards("Q♣ J♣")))
    assert contract_line(two, review.sides, "en", "review_") == (
        "  trick 7 N: 9♣ loses the contract (Q♣ J♣ would have made it)")
    assert contract_line(two, review.sides, "fr", "review_") == (
        "  pli 7 N\xa0: 9♣ fait chuter le contrat (D♣ V♣ l'auraient fait réussir)")


def test_two_cards_that_kept_the_capot_are_said_in_the_french_plural() -> None:
    # deux-en-francais's 8♣ that gave up S's capot, as if A♥ and J♣ had each kept it:
    # French le gardaient of two cards (le gardait of one), English the same words.
    import dataclasses

    from belote_cli.analysis import analyze_two
    from belote_cli.texts.review_lines import capot_line

    review = analyze_two(_deux((HAND_WRITTEN / "deux-en-francais.belote").read_text()))
    [play] = review.mistakes()
    two = dataclasses.replace(play, capot_cards=tuple(parse_cards("A♥ J♣")))
    assert capot_line(two, review.sides, "en", "review_") == (
        "  trick 13 S: 8♣ gives up the capot (A♥ J♣ would have kept it)")
    assert capot_line(two, review.sides, "fr", "review_") == (
        "  pli 13 S\xa0: 8♣ perd le capot (A♥ V♣ le gardaient)")
    assert capot_line(play, review.sides, "fr", "review_") == (
        "  pli 13 S\xa0: 8♣ perd le capot (A♥ le gardait)")


def test_the_belote_counts_toward_a_coinche_bid() -> None:
    # examples/dedans.belote as a coinche deal, N's bid at hearts: NS's belote (N's K♥ Q♥)
    # counts toward the bid (and 82). At 100, N's 9♣ (80 + 20 = 100) and Q♣ (83 + 20 =
    # 103) both make it: 3 points, said as a cost only. At 110 both fall short, but S's A♣
    # before it falls too, where 7♣ made it: NS 67 + 34 (W's K♣ takes trick 7, S's ace
    # the last) + 20 = 121, against 83 + 20 = 103 after A♣ and N's best Q♣.
    text = (EXAMPLES / "dedans.belote").read_text(encoding="utf-8")
    for level in (100, 110):
        coinche = text.replace("taker: N", f"contract: {level} H N")
        review = analyze_record(_one(coinche))
        nine = next(p for p in review.plays if p.trick == 7 and p.seat is Seat.N)
        assert (nine.loss, nine.result) == (3, None)
        assert not [line for line in review_lines(review, "en") if " 9♣ " in line
                    and "contract" in line]
    ace = next(p for p in review.plays if p.trick == 7 and p.seat is Seat.S)
    assert (ace.loss, ace.result, ace.result_best) == (18, "dedans", "made")
    assert ace.result_cards == tuple(parse_cards("7♣"))
    assert ("  trick 7 S: A♣ loses the contract (7♣ would have made it)"
            in review_lines(review, "en"))


def test_a_deal_without_a_contract_says_nothing_of_it() -> None:
    # The same cards as the deal without bidding: no taker, each team keeps its points.
    text = (EXAMPLES / "dedans.belote").read_text(encoding="utf-8").replace(
        "taker: N\n", "rules: discovery\n")
    review = analyze_record(_one(text))
    nine = next(p for p in review.plays if p.trick == 7 and p.seat is Seat.N)
    assert (nine.loss, nine.result) == (3, None)
    assert not [p for p in _analyzed(text) if "result" in p]


#: A deal of belote à deux (simulate --rule variant=deux --seed 7, its 14th deal) with
#: its last two tricks played otherwise.
DEUX_LATE = """trump: S
taker: S
dealer: N
variant: deux
deck: JS 7S QC 9S 9H KS AS JD 10C AC 9D AD JC 8C 8S KD 8H 8D 10S 10H KH 7H AH QD QS 9C QH JH \
10D KC 7C 7D
1: S:JD N:9H
2: S:8C N:9D
3: S:QC N:8H
4: S:8D N:AD
5: N:10H S:7S
6: S:7H N:AH
7: N:QD S:KH
8: N:9C S:QH
9: N:JH S:KD
10: N:KC S:10C
11: S:7D N:9S
12: N:KS S:JS
13: S:AS N:8S
14: S:10D N:10S
15: N:JC S:7C
16: N:AC S:QS
"""


def test_at_two_a_card_that_lets_the_taker_make_the_contract_names_the_taker() -> None:
    # Trump ♠, S took. Tricks 1 to 14 (♠ J 20 9 14 A 11 10 10 K 4 Q 3; plain A 11 10 10
    # K 4 Q 3 J 2): S 2 + 0 + 3 + 10 (7♠ on 10♥) + 14 (10♣ on K♣) + 24 + 11 = 64; N 11 +
    # 11 + 7 + 3 + 6 + 14 + 20 = 72. N leads trick 15 with J♣ A♣, S holds 7♣ Q♠. A♣ (as
    # N should): S follows 7♣, N 11, then J♣ to S's Q♠, S 2 + 3 + 10 = 15: S 79, N 83,
    # dedans. J♣, as played: N 2, then A♣ to Q♠, S 11 + 3 + 10 = 24: S 88, N 74, made.
    [record] = loads(DEUX_LATE, "deux.belote")
    from belote_cli.analysis import analyze_two

    review = analyze_two(record)
    [jack] = [p for p in review.plays if p.result is not None]
    assert (jack.trick, jack.seat, jack.value, jack.best_value) == (15, Seat.N, 2, 11)
    assert (jack.result, jack.result_best) == ("made", "dedans")
    assert jack.result_cards == tuple(parse_cards("A♣"))
    assert review_lines(review, "en")[1:] == [
        "  trick 15 N: J♣ cost 9 points (best: A♣)",
        "  trick 15 N: J♣ lets S make the contract (A♣ would have made it fail)",
        "total cost in points: S 0, N 9"]
    assert review_lines(review, "fr")[1:] == [
        "  pli 15 N\xa0: V♣ coûte 9 points (meilleur coup\xa0: A♣)",
        "  pli 15 N\xa0: V♣ laisse S réussir le contrat (A♣ l'aurait fait chuter)",
        "coût total en points\xa0: S 0, N 9"]
    [doc] = [p for p in _analyzed(DEUX_LATE) if "result" in p]
    assert (doc["result"], doc["result_best"], doc["result_cards"]) == (
        "made", "dedans", ["AC"])


def test_at_two_with_contract_total_the_defender_s_tricks_before_the_review_count() -> None:
    # DEUX_LATE with contract=total: both players' points decide (VARIANTS.md, belote à
    # deux: the contract option applies). Tricks 1 to 10, before the review: S 2 + 0 + 3
    # + 10 + 14 = 29, N 11 + 11 + 7 + 3 + 6 = 38; tricks 11 to 14: S 24 + 11 = 35, N 14 +
    # 20 = 34; so S 64, N 72 before trick 15, 26 left (J♣ 2, A♣ 11, 7♣ 0, Q♠ 3, dix de
    # der 10). A♣: S 79 against N 83, dedans; J♣ as played: S 88 against N 74, made. N's
    # 72 counts its tricks 1 to 10 (38), not S's (29, which would make A♣ give N 74: made
    # both ways, nothing said).
    text = DEUX_LATE.replace("variant: deux\n", "variant: deux\nrules: contract=total\n")
    [record] = loads(text, "deux.belote")
    from belote_cli.analysis import analyze_two

    [jack] = [p for p in analyze_two(record).plays if p.result is not None]
    assert (jack.trick, jack.seat, jack.value, jack.best_value) == (15, Seat.N, 2, 11)
    assert (jack.result, jack.result_best) == ("made", "dedans")
    assert jack.result_cards == tuple(parse_cards("A♣"))


def test_a_deal_of_two_without_its_deck_is_not_reviewed() -> None:
    # DEUX_LATE's record built without its deck (the deal file needs the line; a program
    # may build the record): its sixteen tricks alone do not say which cards were drawn
    # when, so analyze_two refuses it (review_record gives None).
    import dataclasses

    from belote_cli.analysis import analyze_two, review_record

    [full] = loads(DEUX_LATE, "deux.belote")
    record = dataclasses.replace(full, deck=None)
    assert len(record.tricks) == 16
    with pytest.raises(BeloteError, match="^the review needs the deck and the sixteen tricks"):
        analyze_two(record)
    assert review_record(record) is None


def test_a_face_down_card_led_at_decouverte_is_refused_before_any_review(
        tmp_path: Path) -> None:
    # examples/decouverte.belote with S leading the J♠ that lies face down under its Q♦
    # (and playing the 7♥ at trick 14 instead): no card of a pile's bottom is played
    # before it turns up, so the review never meets a revoke at a trick's first card.
    text = (EXAMPLES / "decouverte.belote").read_text(encoding="utf-8")
    text = text.replace("1: S 7♥   N A♥", "1: S J♠   N A♥").replace("14: N 7♠  S J♠",
                                                                 "14: N 7♠  S 7♥")
    path = tmp_path / "deal.belote"
    path.write_text(text, encoding="utf-8")
    for options in ([], ["--as-played"]):
        result = CliRunner().invoke(app, ["score", "--analyze", *options, str(path)])
        assert result.exit_code == 1
        assert "trick 1: S has no face-up J♠ (face up: " in result.output
        assert "double-dummy review" not in result.output


def test_a_capot_made_from_the_first_card_is_neither_lost_nor_let_through() -> None:
    # Trump ♥, S holds the eight trumps and leads one at each trick; W (clubs), N (spades)
    # and E (diamonds) hold none and discard. NS take every trick whatever is played:
    # no card gives up their capot, and none lets EW's through (EW take nothing).
    hands = [mask_of(parse_cards(text)) for text in (
        "A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠", "A♦ 10♦ K♦ Q♦ J♦ 9♦ 8♦ 7♦",
        "J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥", "A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣")]
    # Trick k: S's k-th heart, W's k-th club, N's k-th spade, E's k-th diamond.
    suits = [parse_cards(text) for text in (
        "J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥", "7♣ 8♣ 9♣ J♣ Q♣ K♣ 10♣ A♣",
        "7♠ 8♠ 9♠ J♠ Q♠ K♠ 10♠ A♠", "7♦ 8♦ 9♦ J♦ Q♦ K♦ 10♦ A♦")]
    tricks = [list(four) for four in zip(*suits, strict=True)]
    review = analyze_deal(hands, parse_suit("♥"), Seat.S, tricks)
    assert review.start == review.actual == (162, 0)
    assert [p.capot for p in review.plays] == [None] * 32
    assert review.mistakes() == []
    # A deal of four is reviewed from its first trick, which its JSON does not repeat.
    assert review.first_trick == 1 and "first_trick" not in review.to_dict()


# --- the capot told by the trick points first ---------------------------------------------

def _last_trick(cards: str) -> tuple[list[int], Solver]:
    # The last trick at ♥, one card each, N E S W: the hands and a solver of the deal.
    return [mask_of(parse_cards(c)) for c in cards.split()], Solver(parse_suit("♥"))


def test_a_side_short_of_a_point_left_may_not_give_up_a_capot() -> None:
    # N J♥, E A♠, S 7♠, W 10♠, N to lead: NS take J♥ 20 + A♠ 11 + 10♠ 10 + 7♠ 0 and the dix
    # de der, 51 of 51. NS sweeping may give up their capot; the count must say.
    from belote_cli.analysis import _capot_may

    hands, solver = _last_trick("J♥ A♠ 7♠ 10♠")
    solution = solver.solve(hands, Seat.N)
    assert solution.points == (51, 0)
    j = parse_cards("J♥")[0]
    assert _capot_may(solution, 0, j, {0}) == (True, False)
    # NS take 51 after J♥: no capot of EW let through.
    assert _capot_may(solution, 0, j, {1}) == (False, False)
    assert _capot_may(solution, 0, j, {0, 1}) == (True, False)
    assert _capot_may(solution, 0, j, set()) == (False, False)


def test_a_side_that_takes_no_point_may_let_the_capot_through() -> None:
    # N 7♠, E 8♠, S 7♣, W 8♣, N to lead: E's 8♠ wins a trick of no card point, EW take the
    # dix de der, 10 of 10, NS 0. NS have no capot to give up (0 of 10); after 7♠ they
    # take no point, so they may let EW's through.
    from belote_cli.analysis import _capot_may

    hands, solver = _last_trick("7♠ 8♠ 7♣ 8♣")
    solution = solver.solve(hands, Seat.N)
    assert solution.points == (0, 10)
    seven = parse_cards("7♠")[0]
    assert _capot_may(solution, 0, seven, {0}) == (False, False)
    assert _capot_may(solution, 0, seven, {1}) == (False, True)
    # E to play after 7♠: EW take the 10 left, E's 8♠ one card of their capot.
    after = [0, hands[1], hands[2], hands[3]]
    solution = solver.solve(after, Seat.N, [seven])
    assert solution.points == (0, 10)
    eight = parse_cards("8♠")[0]
    assert _capot_may(solution, 1, eight, {1}) == (True, False)
    assert _capot_may(solution, 1, eight, {0}) == (False, False)


@pytest.mark.parametrize("name", ["capot", "made", "dedans", "revoke"])
def test_the_trick_points_never_rule_out_a_capot_the_count_finds(name: str) -> None:
    # Every legal card of the example: where the count says the side can still take every
    # trick, or takes none after the card, _capot_may says it may.
    from belote_cli.analysis import _capot_may
    from belote_cli.core.state import DealState
    from belote_cli.dealfile.model import engine_trump
    from belote_cli.dealfile.replay import hands_from_tricks

    [record] = loads((EXAMPLES / f"{name}.belote").read_text("utf-8"))
    trump = engine_trump(record)
    state = DealState(hands_from_tricks(record), trump, record.first_leader(), record.rules)
    solver, counter = Solver(trump, record.rules), Solver(trump, record.rules, tricks=True)
    asked = 0
    for cards in record.tricks:
        for c in cards:
            side = state.to_play & 1
            if state.legal_moves() >> c & 1:
                points = solver.solve(state.hands, state.leader, state.trick)
                count = counter.solve(state.hands, state.leader, state.trick)
                everything = count.points[side] == sum(count.points)
                may_lose, may_let = _capot_may(points, side, c, {0, 1})
                assert may_lose or not everything
                assert may_let or count.values[c] > 0
                asked += everything or count.values[c] == 0
            state.play(c, check=False)
    assert name != "capot" or asked > 0
