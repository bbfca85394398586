"""The double-dummy review of a played deal finds the blunder counted by hand."""

from __future__ import annotations

import json
import random
from pathlib import Path

from typer.testing import CliRunner

from belote_cli.analysis import analyze_deal, analyze_record
from belote_cli.bots.base import find_bot
from belote_cli.cards import mask_of, parse_cards, parse_suit
from belote_cli.cli import app
from belote_cli.game import play_discovery
from belote_cli.record import loads
from belote_cli.seats import Seat


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
    text = "\n".join(review.lines())
    assert "trick 1 N: A♥ cost 10 (best: 7♦)" in text
    assert "total cost: NS 10, EW 0" in text


def test_perfect_play_costs_nothing() -> None:
    hands = [mask_of(parse_cards(h)) for h in ("A♥ 7♦", "10♥ K♦", "7♥ 8♦", "8♥ A♦")]
    tricks = [parse_cards("7♦ K♦ 8♦ A♦"), parse_cards("8♥ A♥ 10♥ 7♥")]
    review = analyze_deal(hands, parse_suit("♠"), Seat.N, tricks)
    assert review.cost == (0, 0)
    assert review.actual == review.start == (31, 15)
    assert review.mistakes() == []


def test_costs_add_up_over_whole_deals() -> None:
    # What a team loses the other gains: from the double-dummy start to the points taken,
    # NS move by EW's cost minus their own; and no legal card beats the best card.
    rng = random.Random(2)
    bots = [find_bot("random", random.Random(s)) for s in range(4)]
    for _ in range(1):
        deal = play_discovery(bots, rng)
        state = deal.state
        assert state is not None
        review = analyze_deal(state.initial_hands, state.trump, state.tricks[0].leader,
                              [t.cards for t in state.tricks])
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
    [line] = [x for x in review.lines() if "revoke" in x]
    assert line.startswith("  trick 3 W: 9♦ revoke (best legal card: ")
    [line] = [x for x in review.lines("fr") if "renonce" in x]
    assert line.startswith("  pli 3 O : 9♦ renonce (meilleur coup permis : ")


def test_score_analyze_on_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "deal.belote"
    path.write_text(REVOKE_FILE, encoding="utf-8")
    result = CliRunner().invoke(app, ["score", "--analyze", str(path)])
    assert result.exit_code == 0, result.output
    assert "double-dummy review" in result.output
    assert "trick 3 W: 9♦ revoke" in result.output
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
