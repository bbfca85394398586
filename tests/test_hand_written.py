"""Deal files written as players write them at a table (tests/deals/hand-written): coinche
with announcements, belote à deux and belote découverte (English and French keys), each
scored by hand from RULES.md and VARIANTS.md. The comments give the count; ``belote score
--json`` must agree.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app

HAND_WRITTEN = Path(__file__).resolve().parent / "deals" / "hand-written"
runner = CliRunner()


def scored(name: str) -> object:
    r = runner.invoke(app, ["score", "--json", str(HAND_WRITTEN / f"{name}.belote")])
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


@pytest.mark.parametrize(("name", "points", "score"), [
    # Trump ♦, 100 ♦ by S. NS win tricks 1 (A♠ 13), 2 (J♦ 23), 3 (9♦ 30), 5 (7♦ 4),
    # 6 (A♣ 16), 7 (A♦ 24): 110; EW 4 (A♥ 21) and 8 (10♠ over K♠, 21 + 10): 52. Made:
    # NS 110 + 100. E's carré of tens (100) beats W's cinquante (50): EW 52 + 150.
    ("coinche-carre", {"NS": 110, "EW": 52}, {"NS": 210, "EW": 202}),
    # Trump ♥, 90 ♥ by N, coinched. NS 16 + 13 + 5 + 25 = 59, EW 33 + 17 + 28 + 15 + 10 =
    # 103. N's belote: 59 + 20 = 79 < 90, failed: EW 160 + 90 x 2 = 340, and N's tierce
    # A♥ (the best, over E's 10♥) goes to EW: 360; NS keep their belote, 20.
    ("coinche-coinched", {"NS": 59, "EW": 103}, {"NS": 20, "EW": 360}),
    # The same cards, 80 ♥ by N, not coinched; S's cinquante K♣ is false (S played none of
    # Q♣ J♣ 10♣). 79 < 80: EW 160 + 80 + N's tierce 20 = 260; NS their belote 20.
    ("coinche-false-announcement", {"NS": 59, "EW": 103}, {"NS": 20, "EW": 260}),
    # Trump ♥, 100 ♥ by W, surcoinched, S led. EW 18 + 30 + 17 + 16 + 14 + 6 + 10 = 111,
    # NS 27 + 24 = 51; W's belote: 131 >= 100, made: EW 160 + 100 x 4 + belote 20 + W's
    # tierce K♥ (over S's tierce J♠) 20 = 600, NS 0.
    ("coinche-surcoinche", {"NS": 51, "EW": 111}, {"NS": 0, "EW": 600}),
    # À deux, trump ♦ taken in round two by S. S 2 + 5 + 7 + 10 + 22 + 13 = 59; N 15 + 3 +
    # 34 + 20 + 13 + 8 + 10 = 103, and N's belote (Q♦ then K♦, both held). 59 < 82:
    # dedans, S 0, N 162 + 20.
    ("deux-dedans", {"S": 59, "N": 103}, {"S": 0, "N": 182}),
    # À deux, trump ♠ (the retourne J♠) taken by N; S swaps 7♠ for J♠ before trick 7.
    # S 3 + 2 + 7 + 12 + 30 + 2 + 7 + 15 + 10 = 88, N 21 + 14 + 3 + 14 + 22 = 74: dedans.
    ("deux-exchange", {"S": 88, "N": 74}, {"S": 162, "N": 0}),
    # À deux, trump ♦ (the retourne 10♦) taken by N; S swaps 7♦ before trick 1, which N
    # draws last. S 4 + 3 + 3 + 10 + 3 + 8 + 10 + 21 + 11 = 73, N 14 + 2 + 11 + 18 + 20 +
    # 14 + 10 = 89: made.
    ("deux-exchange-first", {"S": 73, "N": 89}, {"S": 73, "N": 89}),
    # À deux, written with the French keys (variante, paquet, pli), trump ♥ (the retourne
    # 10♥) taken by S, dealer N. S wins tricks 1 to 10, so draws first each time: S A♠ 11,
    # A♦ 11, A♣ 11, 10♠ 10, 10♦ 10, K♥ 4 (K♥ and Q♥ both held), Q♥ + J♠ 5, 10♣ + J♦ 12,
    # K♣ 4, Q♣ + Q♦ 6; N takes the retourne after trick 10. Then J♥ + 10♥ 30, 9♥ 14; at
    # trick 13 N, void in clubs, must trump 8♣ with 8♥: N's one trick, 0 points; K♠ trumped
    # by A♥ 15, J♣ + Q♠ 5, K♦ 4 + 10. S 162, N 0, not a capot (N took a trick): made,
    # 162 + belote 20 = 182, N 0.
    ("deux-en-francais", {"S": 162, "N": 0}, {"S": 182, "N": 0}),
    # Découverte, decouverte_bid=off: trump the retourne 9♦, nobody takes. N 11 + 20 + 10
    # + 4 + 10 + 14 + 21 + 5 + 2 = 97, S 4 + 14 + 14 + 7 + 10 + 6 + 10 = 65; K♦ and Q♦
    # played by S and N: no belote.
    ("decouverte-no-bid", {"S": 65, "N": 97}, {"S": 65, "N": 97}),
    # Découverte, N takes ♠. S 11 + 20 + 14 + 11 + 11 + 14 = 81, N 81 with the dix de der:
    # litige, S scores 81, N's 81 held; N's belote (K♠ at 11, Q♠ at 13) 20.
    ("decouverte-litige", {"S": 81, "N": 81}, {"S": 81, "N": 20}),
    # Découverte, French keys, dealer N, S takes ♠ (the retourne 7♠, N's pile 8). S: J♠ 20,
    # 9♠ + Q♠ 17, A♥ + K♥ 15 (N's one heart face up), A♦ 11, A♣ + Q♣ 14, 10♦ over K♦ 14,
    # 10♣ over K♣ 14 = 105; N: 8♠ trumps 10♥ 10 (N's hearts lie face down), A♠ over K♠ 15,
    # 10♠ 10, then Q♥ 3, Q♦ 3, J♣ 2, J♦ 2, 9♣ 0, J♥ 2 + 10 = 57. K♠ by S, Q♠ by N: no
    # belote. Made: S 105, N 57.
    ("decouverte-en-francais", {"S": 105, "N": 57}, {"S": 105, "N": 57}),
])
def test_each_hand_written_deal_scores_as_counted_by_hand(
        name: str, points: dict[str, int], score: dict[str, int]) -> None:
    doc = scored(name)
    assert isinstance(doc, dict)
    assert doc["points"] == points and doc["score"] == score
    assert doc["tally"]["ok"] is True


def test_the_hand_written_decouverte_match_carries_the_litige() -> None:
    # Deal 1 is decouverte-litige (S 81, N 20, 81 held). Deal 2: S 13 + 10 + 6 + 4 + 12 =
    # 45, N 10 + 24 + 24 + 11 + 11 + 11 + 3 + 3 + 3 + 0 + 7 + 10 = 117, made; N wins the
    # deal and the held 81: S 81 + 45 = 126, N 20 + 117 + 81 = 218.
    docs = scored("decouverte-match")
    assert isinstance(docs, list) and len(docs) == 2
    assert docs[1]["score"] == {"S": 45, "N": 117}
    assert docs[1]["match"]["gained"] == {"S": 45, "N": 198}
    assert docs[1]["match"]["totals"] == {"S": 126, "N": 218}


def test_a_sheet_saved_by_a_spreadsheet_is_read_as_written() -> None:
    # club-spreadsheet: a BOM, CRLF, a tab or a ';' between cells, ';;' after each row and
    # '---;;;;;' between the deals. Deal 1, trump ♥ by N: NS 33 + 11 + 19 + 11 + 19 + 10 =
    # 103, EW 29 + 11 + 19 = 59, made with N's belote: 123 / 59. Deal 2, trump ♠ by E: NS
    # 23 + 39 + 11 + 19 + 11 + 19 + 10 = 132, EW 11 + 19 = 30, dedans with S's belote:
    # 182 / 0. Match: NS 305, EW 59. A ';' was part of the word before it: 'unknown suit
    # '♥;;'', 'unknown card 'J♥;W;8♥;N;Q♥;E;10♥;;''.
    docs = scored("club-spreadsheet")
    assert isinstance(docs, list) and len(docs) == 2
    assert [d["points"] for d in docs] == [{"NS": 103, "EW": 59}, {"NS": 132, "EW": 30}]
    assert [d["score"] for d in docs] == [{"NS": 123, "EW": 59}, {"NS": 182, "EW": 0}]
    assert docs[1]["match"]["totals"] == {"NS": 305, "EW": 59}


@pytest.mark.parametrize(("name", "scores", "totals", "winner"), [
    # The counts are in each file's comments. Classic to 1000: made with belote, dedans
    # with the defence's belote, a litige, a dedans with a tierce that goes to the defence
    # and the held 81 won, a capot with a carré of jacks and a tierce.
    ("club-match-1000",
     [(123, 59), (182, 0), (0, 81), (182, 20), (492, 0)],
     [(123, 59), (305, 59), (305, 140), (568, 160), (1060, 160)], "NS"),
    # Coinche to 2000: made, coinched and failed, 81 short of 82, failed, a capot bid
    # coinched and made, made.
    ("club-coinche-2000",
     [(223, 59), (340, 0), (0, 240), (250, 20), (1020, 0), (272, 30)],
     [(223, 59), (563, 59), (563, 299), (813, 319), (1833, 319), (2105, 349)], "NS"),
])
def test_the_club_nights_matches_run_as_counted_by_hand(
        name: str, scores: list[tuple[int, int]], totals: list[tuple[int, int]],
        winner: str) -> None:
    docs = scored(name)
    assert isinstance(docs, list)
    assert [(d["score"]["NS"], d["score"]["EW"]) for d in docs] == scores
    assert [(d["match"]["totals"]["NS"], d["match"]["totals"]["EW"]) for d in docs] == totals
    assert [d["match"]["winner"] for d in docs] == [None] * (len(docs) - 1) + [winner]
    assert all(d["tally"]["ok"] for d in docs)
