"""`belote simulate` with announcements (``announcements=on``) and coinche (``variant=coinche``).

Frequencies are checked against probabilities counted by hand (combinatorics of the 32-card
deck); the coinche deals against what RULES.md says of every deal, the deal file and
``belote score``.
"""

from __future__ import annotations

import csv
import io
import itertools
import json
import math
import random
import re
import subprocess
import sys
from math import comb
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.announcements import Announcement
from belote_cli.core.cards import HEARTS, JACK, SPADES, card
from belote_cli.core.declarations import LABELS, Declaration
from belote_cli.core.rules import RuleSet
from belote_cli.core.scoring import score_deal
from belote_cli.core.seats import Seat, Team
from belote_cli.dealfile import load
from belote_cli.dealfile.replay import replay
from belote_cli.simulation import (
    CSV_FIELDS,
    DealResult,
    SimulationConfig,
    Stats,
    csv_fields,
    play_coinche_deal,
    report_json,
    report_text,
    run_chunk,
    simulate,
)
from belote_cli.texts import report_words

runner = CliRunner()
RANDOM = ("random", "random", "random", "random")
# Known answers are checked against 99.9% intervals (as in test_simulate.py).
Z999 = 3.2905
ANNOUNCE = RuleSet(announcements="on")
COINCHE = RuleSet(variant="coinche")


def config(deals: int, rules: RuleSet, **kw: object) -> SimulationConfig:
    options: dict[str, object] = {"seed": "v", "bots": RANDOM, "rules": rules}
    options.update(kw)
    return SimulationConfig(deals, **options)  # type: ignore[arg-type]


def within(k: int, n: int, p: float, sd_scale: float = 1.0) -> bool:
    """True when ``k / n`` is within 3.29 standard errors of ``p`` (``sd_scale`` widens it)."""
    return abs(k / n - p) <= Z999 * sd_scale * math.sqrt(p * (1 - p) / n)


# --- exact probabilities, counted by hand ----------------------------------------------------

def multinomial(n: int, parts: list[int]) -> int:
    out = math.factorial(n)
    for p in parts:
        out //= math.factorial(p)
    return out


#: A given rank's four cards all in one hand, in a deal: 4 hands x C(28, 4) / C(32, 8)
#: (only one hand can hold all four, so the four events are disjoint).
P_CARRE_OF_A_RANK = 4 * comb(28, 4) / comb(32, 8)


def p_ranks_in_carres(k: int) -> float:
    """P(each of k given ranks has its four cards in a single hand), k carrés at most two a
    hand: sum over the ways to put the k carrés in the 4 hands of the ways to deal the other
    32 - 4k cards, over the 32! / (8!)^4 deals."""
    ways = 0
    for hands in itertools.product(range(4), repeat=k):
        per_hand = [hands.count(h) for h in range(4)]
        if max(per_hand) <= 2:
            ways += multinomial(32 - 4 * k, [8 - 4 * c for c in per_hand])
    return ways / multinomial(32, [8, 8, 8, 8])


#: At least one scoring carré (9, 10, J, Q, K or A) in a deal: inclusion-exclusion over
#: the six ranks.
P_ANY_CARRE = sum((-1) ** (k + 1) * comb(6, k) * p_ranks_in_carres(k) for k in range(1, 7))


def p_hand_announces() -> float:
    """P(an 8-card hand holds an announcement): a run of 3 cards in a suit, or the four
    cards of a scoring rank. Counted suit by suit over the 256 subsets of each suit,
    keeping the hand's size, the ranks held in every suit so far and whether a run was
    seen."""
    scoring_ranks = 0b11111100  # 9 10 J Q K A (7 and 8 carrés score nothing)
    states: dict[tuple[int, int, bool], int] = {(0, scoring_ranks, False): 1}
    for _ in range(4):
        after: dict[tuple[int, int, bool], int] = {}
        for (size, common, run), ways in states.items():
            for row in range(256):
                n = size + row.bit_count()
                if n > 8:
                    continue
                has_run = any((row >> r) & 7 == 7 for r in range(6))
                key = (n, common & row, run or has_run)
                after[key] = after.get(key, 0) + ways
        states = after
    hands = sum(w for (n, _, _), w in states.items() if n == 8)
    assert hands == comb(32, 8)
    good = sum(w for (n, common, run), w in states.items() if n == 8 and (run or common))
    return good / hands


def test_the_counts_themselves() -> None:
    # C(28, 4) = 20475, C(32, 8) = 10518300: 4 x 20475 / 10518300 = 0.0077864.
    assert abs(P_CARRE_OF_A_RANK - 0.0077864) < 1e-7
    assert math.isclose(p_ranks_in_carres(1), P_CARRE_OF_A_RANK)
    # Bonferroni: P(any carré) lies between the sum over the six ranks minus the sum over
    # the pairs, and the sum over the six.
    single = 6 * P_CARRE_OF_A_RANK
    assert single - comb(6, 2) * p_ranks_in_carres(2) <= P_ANY_CARRE <= single
    assert 0.2 < p_hand_announces() < 0.3


# --- announcements: frequencies against the exact probabilities ------------------------------

@pytest.fixture(scope="module")
def announced() -> tuple[Stats, list[dict[str, str]]]:
    """12,000 classic deals with random bots: bids do not look at the cards, so every deal
    played is a uniformly random deal of the 32 cards."""
    cfg = config(12000, ANNOUNCE, csv=True, chunk_size=12000)
    result = run_chunk(cfg, 0)
    rows = list(csv.DictReader(io.StringIO(",".join(csv_fields(ANNOUNCE)) + "\n"
                                           + result.csv)))
    return result.stats["all"], rows


def test_hands_holding_an_announcement(announced: tuple[Stats, list[dict[str, str]]]) -> None:
    s, _ = announced
    p = p_hand_announces()
    # The four hands of a deal are not independent: the standard error of the share of
    # hands is at most that of one hand, sqrt(p (1 - p) / deals).
    assert abs(s.ann_hands / (4 * s.played) - p) <= Z999 * math.sqrt(p * (1 - p) / s.played)


def test_each_carre_as_often_as_counted(announced: tuple[Stats, list[dict[str, str]]]) -> None:
    s, _ = announced
    for i in range(3, 9):  # carré J, 9, A, 10, K, Q
        assert s.ann_deals[i] == s.ann_count[i]  # one carré of a rank a deal at most
        assert within(s.ann_deals[i], s.played, P_CARRE_OF_A_RANK)


def test_a_carre_in_the_deal(announced: tuple[Stats, list[dict[str, str]]]) -> None:
    _, rows = announced
    played = [r for r in rows if r["result"] != "void"]
    with_carre = sum("carré" in r["announcements"] for r in played)
    assert within(with_carre, len(played), P_ANY_CARRE)


def test_announcement_stats_add_up(announced: tuple[Stats, list[dict[str, str]]]) -> None:
    s, rows = announced
    assert s.ann_best[0] + s.ann_best[1] + s.ann_equal == s.ann_any
    assert s.ann_scored[0] + s.ann_scored[1] <= s.ann_any
    assert s.tally_ok == s.played
    # Random bots, random seats: NS and EW hold the best as often, within the noise of
    # the difference of two counts.
    n = s.played
    diff = (s.ann_best[0] - s.ann_best[1]) / n
    p = (s.ann_best[0] + s.ann_best[1]) / (2 * n)
    assert abs(diff) <= Z999 * math.sqrt(2 * p / n)
    # The CSV carries the points each team scored.
    scored = [sum(int(r["announce_ns"]) > 0 for r in rows),
              sum(int(r["announce_ew"]) > 0 for r in rows)]
    assert scored == s.ann_scored
    assert sum(int(r["announce_ns"]) for r in rows) == s.ann_points[0]


def test_announcement_counts_of_a_hand_built_deal() -> None:
    # N holds the four jacks (200), E a tierce to the ace of ♥ (20), trump ♠: the carré
    # beats any sequence, NS hold the best. Made 100 / 62 by N: NS 100 + 200.
    declared = (Declaration(Seat.N, Announcement.carre(JACK)),
                Declaration(Seat.E, Announcement.sequence(HEARTS, 7, 3)))
    score = score_deal(SPADES, (100, 62), Team.NS, Seat.N, ANNOUNCE, announcements=(200, 0))
    assert score.score == (300, 62)
    s = Stats()
    s.add(DealResult(0, "x:0", Seat.W, card(SPADES, 0), Seat.N, SPADES, Seat.N, score, None,
                     declared=declared))
    assert s.ann_deals == [1, 0, 0, 1, 0, 0, 0, 0, 0]  # tierce, carré J
    assert (s.ann_any, s.ann_hands, s.ann_best, s.ann_equal) == (1, 2, [1, 0], 0)
    assert (s.ann_scored, s.ann_points) == ([1, 0], [200, 0])
    assert s.ann_moments(0).mean == 200.0


def test_announcements_report_and_json() -> None:
    summary = simulate(config(300, ANNOUNCE))
    text = report_text(summary)
    for word in ("announcements, of", "tierce", "cinquante", "cent", "carré J", "carré Q",
                 "hands holding one", "NS score announcements", "announcement points EW"):
        assert word in text
    doc = report_json(summary)
    stats: Any = doc["stats"]
    ann = stats["announcements"]
    assert list(ann["kinds"]) == ["tierce", "cinquante", "cent", "carré J", "carré 9",
                                  "carré A", "carré 10", "carré K", "carré Q"]
    assert set(ann["kinds"]["tierce"]) == {"count", "of", "rate", "ci95", "announced",
                                           "per_deal"}
    assert set(ann) == {"deals", "kinds", "any", "hands", "best", "scored", "points"}
    for kind in ann["kinds"].values():
        # Mean count per played deal, at least the share of deals holding one.
        per_deal = kind["per_deal"]
        assert per_deal["n"] == ann["deals"] == kind["of"]
        assert per_deal["mean"] == pytest.approx(kind["announced"] / ann["deals"], abs=1e-6)
        assert kind["announced"] >= kind["count"]
    assert "coinche" not in stats
    # Without the rule, no announcement section (the classic report is unchanged).
    plain: Any = report_json(simulate(config(50, RuleSet())))["stats"]
    assert "announcements" not in plain and "coinche" not in plain


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_announcements_per_deal_are_a_table_of_their_own(lang: str) -> None:
    # Beside the rates they made lines of 95 columns (104 with the heading "announced per
    # deal, 95% interval"): they follow in a table of their own, headed like the means'
    # (its title in the label's 30 columns), each label's mean ending under "mean" and its
    # interval starting under "95% interval"; every line of the section within 80 columns.
    words = report_words(lang)
    lines = report_text(simulate(config(100, ANNOUNCE)), words).splitlines()
    title = {"en": "announced per deal", "fr": "annoncées par donne"}[lang]
    at = next(i for i, line in enumerate(lines) if line.startswith(title + " "))
    heading = lines[at]
    assert heading == f"{title:<30}{words['mean']:>13}  {words['interval']}"
    rows = lines[at + 1:at + 10]
    assert [row[:30].strip() for row in rows] == [words[name] for name in LABELS]
    for row in rows:
        mean = re.search(r"\d[.,]\d{4}  \[", row)
        assert mean is not None, row
        assert mean.start() + 6 == heading.index(words["mean"]) + len(words["mean"])
        assert row.index("[") == heading.index(words["interval"])
    assert lines[at + 10] == ""
    rates = next(i for i, line in enumerate(lines) if line.startswith("  tierce "))
    assert rates < at and not re.search(r"\d[.,]\d{4}", lines[rates])
    assert all(len(line) <= 80 for line in lines), [x for x in lines if len(x) > 80]


# --- coinche deals ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def coinche_rows() -> tuple[Stats, list[dict[str, str]]]:
    rules = RuleSet(variant="coinche", announcements="on")
    cfg = config(4000, rules, csv=True, chunk_size=4000)
    result = run_chunk(cfg, 0)
    rows = list(csv.DictReader(io.StringIO(",".join(csv_fields(rules)) + "\n" + result.csv)))
    return result.stats["all"], rows


def test_coinche_void_rate_with_random_calls(coinche_rows: tuple[Stats, list[dict[str, str]]],
                                            ) -> None:
    # Before any bid the random bot passes or bids, each half the time: four opening
    # passes, (1/2)^4 = 1/16.
    s, _ = coinche_rows
    assert within(s.void, s.deals, 1 / 16)


def test_every_coinche_deal_tallies_and_levels_are_bids(
        coinche_rows: tuple[Stats, list[dict[str, str]]]) -> None:
    s, rows = coinche_rows
    assert s.tally_ok == s.played == s.taken > 0
    assert sum(s.levels) == s.taken
    assert all(m <= k for m, k in zip(s.levels_made, s.levels, strict=True))
    assert s.made == sum(s.levels_made)
    assert s.coinched > 0 and s.surcoinched > 0  # random calls reach both
    for row in rows:
        if row["result"] == "void":
            assert row["contract"] == row["taker"] == ""
            assert (row["score_ns"], row["score_ew"]) == ("0", "0")
            continue
        assert int(row["points_ns"]) + int(row["points_ew"]) == 162
        assert row["tally"] == "ok"
        level = row["level"]
        assert level == "capot" or (level.isdigit() and int(level) % 10 == 0
                                    and 80 <= int(level) <= 160)
        assert row["multiplier"] in ("1", "2", "4")
        assert row["contract"].split()[:3] == [level, row["trump"], row["taker"]]


def test_coinched_and_surcoinched_count_each_contract_once(
        coinche_rows: tuple[Stats, list[dict[str, str]]]) -> None:
    # docs/simulating.md: `coinched` is the contracts left at x2, `surcoinched` those at
    # x4 (coinched first, counted there only), each made rate of its own contracts, as the
    # CSV's multiplier column counts them, row by row.
    s, rows = coinche_rows
    played = [row for row in rows if row["result"] != "void"]
    twice = [row for row in played if row["multiplier"] == "2"]
    four = [row for row in played if row["multiplier"] == "4"]
    assert len(twice) > 0 and len(four) > 0
    assert (s.coinched, s.surcoinched) == (len(twice), len(four))
    assert s.coinched_made == sum(row["result"] == "made" for row in twice)
    assert s.surcoinched_made == sum(row["result"] == "made" for row in four)
    assert s.coinched + s.surcoinched + sum(row["multiplier"] == "1" for row in played) \
        == s.taken == len(played)


def belote_of(row: dict[str, str], team: str) -> int:
    return 20 if row["belote"] == team else 0


def test_coinche_scores_follow_the_rules(coinche_rows: tuple[Stats, list[dict[str, str]]]) -> None:
    # RULES.md: failed, the takers score nothing but their belote; coinched or surcoinched,
    # the loser of the contract scores nothing but its belote; a capot bid is worth 500
    # (x 2, x 4) to the winner of the contract, with its belote and announcements.
    _, rows = coinche_rows
    for row in rows:
        if row["result"] == "void":
            continue
        takers = "NS" if row["taker"] in ("N", "S") else "EW"
        defence = "EW" if takers == "NS" else "NS"
        score = {"NS": int(row["score_ns"]), "EW": int(row["score_ew"])}
        ann = {"NS": int(row["announce_ns"]), "EW": int(row["announce_ew"])}
        multiplier = int(row["multiplier"])
        made = row["result"] == "made"
        winner, loser = (takers, defence) if made else (defence, takers)
        if not made or multiplier > 1:
            assert score[loser] == belote_of(row, loser), row
            assert ann[loser] == 0
        if row["level"] == "capot":
            assert made == (row["capot"] == takers)
            assert score[winner] == 500 * multiplier + belote_of(row, winner) + ann[winner]
        elif multiplier > 1:
            level = int(row["level"])
            assert score[winner] == (160 + level * multiplier + belote_of(row, winner)
                                     + ann[winner])
        elif not made:
            assert score[defence] == 160 + int(row["level"]) + belote_of(row, defence) \
                + ann[defence]
        elif made and multiplier == 1:
            # Made: the takers their card points (252 for all eight tricks) + the bid, the
            # defence its card points; belotes and announcements on top.
            points = {"NS": int(row["points_ns"]), "EW": int(row["points_ew"])}
            mine = 252 if row["capot"] == takers else points[takers]
            assert score[takers] == mine + int(row["level"]) + belote_of(row, takers) \
                + ann[takers]
            assert score[defence] == points[defence] + belote_of(row, defence) + ann[defence]
        if row["capot"]:
            # A capot takes every announcement of the deal.
            other = "EW" if row["capot"] == "NS" else "NS"
            assert ann[other] == 0


def test_coinche_deal_replays_alone_and_heuristic_bots_bid() -> None:
    # Deal 7 of a run played alone gives the same result as inside the run.
    cfg = config(12, COINCHE, csv=True, chunk_size=12)
    whole = run_chunk(cfg, 0).csv.splitlines()
    alone = run_chunk(config(1, COINCHE, csv=True, start=7), 0).csv.splitlines()
    assert alone == [whole[7]]
    # The heuristic bot's calls: deals are bid by coinche_call and scored.
    heur = config(60, COINCHE, bots=("heuristic",) * 4)
    s = simulate(heur).stats["all"]
    assert s.deals == 60 and s.tally_ok == s.played > 0 and sum(s.levels) == s.taken


def test_play_coinche_deal_uses_the_dealer_of_its_number() -> None:
    for number in range(4):
        res = play_coinche_deal(COINCHE, None, random.Random(f"s:{number}"), number)
        assert res.dealer is Seat(number % 4)
        assert res.retourne is None
        if res.contract is not None:
            assert res.leader is res.dealer.next(True)
            assert res.taker is res.contract.taker and res.trump == res.contract.suit
    # No number given: deal 0, dealt by N, seed "".
    res = play_coinche_deal(COINCHE, None, random.Random("s:0"))
    assert (res.number, res.dealer, res.seed) == (0, Seat.N, "")


def test_coinche_report_and_json() -> None:
    summary = simulate(config(400, COINCHE))
    text = report_text(summary)
    assert text.startswith("400 coinche deals, seed v\n")
    for word in ("void deals (four passes)", "coinched", "surcoinched", "made when coinched",
                 "contract    contracts", "capot", "takers' trick points"):
        assert word in text
    s = summary.stats["all"]
    assert f"{s.played}/{s.played} deals tally 162 ✓" in text
    doc: Any = report_json(summary)
    assert doc["mode"] == "coinche"
    co = doc["stats"]["coinche"]
    assert list(co["levels"]) == ["80", "90", "100", "110", "120", "130", "140", "150", "160",
                                  "capot"]
    assert sum(v["contracts"] for v in co["levels"].values()) == co["contracts"]
    assert set(co["levels"]["80"]) == {"contracts", "share", "made"}
    assert set(co) == {"contracts", "levels", "coinched", "coinched_made", "surcoinched",
                       "surcoinched_made"}
    assert "announcements" not in doc["stats"]
    assert doc["rules"]["variant"] == "coinche"
    # No litige in coinche: a contract is made or fails, and the rates say only that.
    taker = doc["stats"]["taker"]
    assert "litige" not in taker
    assert taker["made"]["count"] + taker["dedans"]["count"] == taker["deals"] == co["contracts"]
    for team in ("NS", "EW"):
        assert "litige" not in doc["stats"]["by_team"][team]
    assert "litige" in report_json(simulate(config(20, RuleSet())))["stats"]["taker"]  # type: ignore[index]


def test_csv_columns_follow_the_rules() -> None:
    assert csv_fields(RuleSet()) == CSV_FIELDS
    assert csv_fields(COINCHE)[-3:] == ("contract", "level", "multiplier")
    assert csv_fields(RuleSet(variant="coinche", announcements="on"))[-6:] == (
        "contract", "level", "multiplier", "announcements", "announce_ns", "announce_ew")


# --- through the command line ---------------------------------------------------------------

def run(*args: str) -> subprocess.CompletedProcess[bytes]:
    """The real command in a child process."""
    return subprocess.run(
        [sys.executable, "-c", "from belote_cli.cli import main; main()", "simulate", *args],
        capture_output=True, check=False, timeout=120,
    )


@pytest.mark.parametrize("rules", [["variant=coinche", "announcements=on"],
                                   ["announcements=on"]])
def test_byte_identical_for_any_jobs(tmp_path: Path, rules: list[str]) -> None:
    rule_args = [a for r in rules for a in ("--rule", r)]
    outs = []
    for jobs in ("1", "2"):
        csv_path, rec_path = tmp_path / f"d{jobs}.csv", tmp_path / f"d{jobs}.belote"
        done = run("--deals", "450", "--seed", "11", "--bots", "random", *rule_args,
                   "--jobs", jobs, "--json", "--csv", str(csv_path), "--record", str(rec_path))
        assert done.returncode == 0, done.stderr
        outs.append((done.stdout, csv_path.read_bytes(), rec_path.read_bytes()))
    assert outs[0] == outs[1]
    doc = json.loads(outs[0][0])
    assert doc["deals"] == 450 and "announcements" in doc["stats"]


def test_record_reads_back_through_belote_score(tmp_path: Path) -> None:
    # Coinche with announcements: every played deal of the record, scored by `belote
    # score`, gives the simulated contract, result, score and announcement points.
    rec, table = tmp_path / "deals.belote", tmp_path / "deals.csv"
    result = runner.invoke(app, ["simulate", "--deals", "80", "--seed", "4", "--bots", "random",
                                 "--rule", "variant=coinche", "--rule", "announcements=on",
                                 "--jobs", "1", "--record", str(rec), "--csv", str(table)])
    assert result.exit_code == 0, result.output
    rows = [r for r in csv.DictReader(table.open(encoding="utf-8")) if r["result"] != "void"]
    assert len(rows) > 50
    text = rec.read_text(encoding="utf-8")
    assert text.count("contract: ") == len(rows)
    scored = runner.invoke(app, ["score", "--json", str(rec)])
    assert scored.exit_code == 0, scored.output
    deals = json.loads(scored.stdout)
    assert len(deals) == len(rows)
    for deal, row in zip(deals, rows, strict=True):
        assert deal["contract"] == row["contract"]
        assert deal["result"] == row["result"]
        assert deal["score"] == {"NS": int(row["score_ns"]), "EW": int(row["score_ew"])}
        ann = deal.get("announcements", {"score": {"NS": 0, "EW": 0}})["score"]
        assert ann == {"NS": int(row["announce_ns"]), "EW": int(row["announce_ew"])}
        assert deal["tally"]["ok"]
    # And each record, replayed in process, agrees too.
    for record, row in zip(load(rec), rows, strict=True):
        assert record.contract is not None
        assert record.contract.notation() == row["contract"]
        assert replay(record).score.score == (int(row["score_ns"]), int(row["score_ew"]))


def test_classic_announcements_record_reads_back(tmp_path: Path) -> None:
    rec, table = tmp_path / "deals.belote", tmp_path / "deals.csv"
    result = runner.invoke(app, ["simulate", "--deals", "60", "--seed", "2", "--bots", "random",
                                 "--rule", "announcements=on", "--jobs", "1",
                                 "--record", str(rec), "--csv", str(table)])
    assert result.exit_code == 0, result.output
    rows = [r for r in csv.DictReader(table.open(encoding="utf-8")) if r["result"] != "void"]
    assert any(r["announcements"] for r in rows)
    assert "announce: " in rec.read_text(encoding="utf-8")
    for record, row in zip(load(rec), rows, strict=True):
        scored = replay(record).score
        assert scored.score == (int(row["score_ns"]), int(row["score_ew"]))
        assert scored.announcements == (int(row["announce_ns"]), int(row["announce_ew"]))


def test_cli_text_report_for_both_rules() -> None:
    result = runner.invoke(app, ["simulate", "--deals", "200", "--seed", "3", "--jobs", "1",
                                 "--bots", "random", "--rule", "variant=coinche",
                                 "--rule", "announcements=on"])
    assert result.exit_code == 0, result.output
    assert "200 coinche deals" in result.stdout
    assert "rules: announcements=on variant=coinche" in result.stdout
    assert "announcements, of" in result.stdout and "contract    contracts" in result.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["--rule", "variant=coinche", "--hand", "S:JS 9S AH 10C 7D", "--retourne", "8S"],
     "coinche"),
    (["--rule", "announcements=on", "--discovery"], "announcements"),
])
def test_bad_combinations_exit_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", "--seed", "1", *args])
    assert result.exit_code == 2, result.output
    assert "error:" in result.stderr and message in result.stderr
    assert "Traceback" not in result.output


# --- longer runs ------------------------------------------------------------------------------

@pytest.mark.slow
def test_announcement_frequencies_over_many_deals() -> None:
    summary = simulate(config(100000, ANNOUNCE), jobs=2)
    s = summary.stats["all"]
    p = p_hand_announces()
    assert abs(s.ann_hands / (4 * s.played) - p) <= Z999 * math.sqrt(p * (1 - p) / s.played)
    for i in range(3, 9):
        assert within(s.ann_deals[i], s.played, P_CARRE_OF_A_RANK)
    # Classic random bids: pass with 1/2 in round one (take or pass), 1/4 in round two
    # (three suits or pass): void (1/2)^4 (1/4)^4 = 1/4096.
    assert within(s.void, s.deals, 1 / 4096)


def test_the_csv_belote_column_names_the_team_once_for_each_belote() -> None:
    # Under tout atout each suit's king and queen make a belote: the column names the team
    # once for each, NS first ('NS NS EW' for two of NS and one of EW); one belote of a
    # trump names its team alone, none leaves the column empty.
    from belote_cli.simulation.rows import _belotes
    assert _belotes(None, (2, 1), ("NS", "EW")) == "NS NS EW"
    assert _belotes(None, (0, 3), ("NS", "EW")) == "EW EW EW"
    assert _belotes(1, (0, 0), ("NS", "EW")) == "EW"
    assert _belotes(None, (0, 0), ("NS", "EW")) == ""
