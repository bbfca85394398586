"""`belote simulate`'s statistics recomputed from its own per-deal CSV rows.

Each figure of the JSON report (counts, denominators, rates, Wilson intervals, means,
standard deviations, the histogram, the coinche and announcement tables) is counted again
here from the CSV's rows, one per deal, with the textbook formulas written out below. The
runs have more than one chunk of deals, so the merging of chunks is checked too.
"""

from __future__ import annotations

import csv
import json
import math
import re
import statistics
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.rules import RuleSet
from belote_cli.simulation import CHUNK_SIZE, SimulationConfig, Stats, simulate, take_verdict
from belote_cli.simulation.json_report import announcements_json
from belote_cli.simulation.stats import t_quantile
from belote_cli.simulation.text_report import report_text

runner = CliRunner()
Z = 1.959963984540054  # the normal's 97.5% quantile: Wilson's intervals
DEALS = CHUNK_SIZE + 150  # two chunks
TEAM = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
CARRES = ("Q", "K", "10", "A", "9", "J")  # lowest first
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")  # a sequence's order
SEQUENCES = {"tierce": 3, "cinquante": 4, "cent": 5}  # a cent of more says its length


def wilson(k: int, n: int) -> list[float]:
    """Wilson score interval, as in any statistics textbook."""
    p = k / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z / (1 + Z * Z / n) * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    return [max(0.0, centre - half), min(1.0, centre + half)]


def wilson_of(p: float, n: float) -> list[float]:
    """Wilson score interval of a rate ``p`` over ``n`` (an effective number, perhaps not
    whole)."""
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z / (1 + Z * Z / n) * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    return [max(0.0, centre - half), min(1.0, centre + half)]


def check_rate(got: dict[str, Any], k: int, n: int) -> None:
    assert (got["count"], got["of"]) == (k, n)
    if n == 0:  # a rate of no deal: none
        assert got["rate"] is None and got["ci95"] is None
        return
    assert got["rate"] == pytest.approx(k / n, abs=1e-6)
    assert got["ci95"] == pytest.approx(wilson(k, n), abs=1e-6)


def check_mean(got: dict[str, Any], values: list[int], signed: bool = False) -> None:
    # Points and counts cannot go below 0, nor their interval's lower bound; a margin can.
    assert got["n"] == len(values)
    assert got["mean"] == pytest.approx(statistics.mean(values), abs=1e-6)
    sd = statistics.stdev(values)  # the sample standard deviation
    assert got["sd"] == pytest.approx(sd, abs=1e-6)
    half = t_quantile(0.975, len(values) - 1) * sd / math.sqrt(len(values))
    low = statistics.mean(values) - half
    assert got["ci95"] == pytest.approx([low if signed else max(low, 0.0),
                                         statistics.mean(values) + half], abs=1e-6)


def run(tmp_path: Path, *args: str) -> tuple[dict[str, Any], list[dict[str, str]]]:
    table = tmp_path / "deals.csv"
    result = runner.invoke(app, ["simulate", "--deals", str(DEALS), "--seed", "11", "--bots",
                                 "random", "--jobs", "1", "--json", "--csv", str(table), *args])
    assert result.exit_code == 0, result.output
    with open(table, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == DEALS
    return json.loads(result.stdout)["stats"], rows


def check_common(stats: dict[str, Any], rows: list[dict[str, str]]) -> list[dict[str, str]]:
    """The figures every mode has; returns the played (not void) rows."""
    played = [r for r in rows if r["result"] != "void"]
    n = len(played)
    check_rate(stats["void"], DEALS - n, DEALS)
    for team in ("NS", "EW"):
        takes = sum(TEAM[r["taker"]] == team for r in played)
        check_rate(stats["takes"][team], takes, DEALS)
        by_team = stats["by_team"][team]
        assert by_team["takes"] == takes
        check_rate(by_team["made"], sum(TEAM[r["taker"]] == team and r["result"] == "made"
                                        for r in played), takes)
    taker = stats["taker"]
    assert taker["deals"] == n
    for result in ("made", "dedans"):
        check_rate(taker[result], sum(r["result"] == result for r in played), n)
    check_rate(taker["capot"], sum(r["capot"] == TEAM[r["taker"]] for r in played), n)
    check_rate(taker["capot_against"],
               sum(r["capot"] not in ("", TEAM[r["taker"]]) for r in played), n)
    check_rate(stats["belote"], sum(r["belote"] != "" for r in played), n)
    check_rate(stats["belote_takers"], sum(r["belote"] == TEAM[r["taker"]] for r in played), n)
    for team, column in (("NS", "points_ns"), ("EW", "points_ew")):
        check_mean(stats["trick_points"][team], [int(r[column]) for r in played])
    for team, column in (("NS", "score_ns"), ("EW", "score_ew")):
        check_mean(stats["score"][team], [int(r[column]) for r in rows])  # void deals: 0
    check_mean(stats["margin_ns"], [int(r["score_ns"]) - int(r["score_ew"]) for r in rows],
               signed=True)
    # The histogram of the taking team's card points, one bin per point from 0 to 162.
    histogram = [0] * 163
    for r in played:
        histogram[int(r["points_ns"] if TEAM[r["taker"]] == "NS" else r["points_ew"])] += 1
    assert stats["taker_points"] == histogram
    assert stats["tally"]["ok"] == n == sum(r["tally"] == "ok" for r in played)
    return played


def test_classic_report_agrees_with_its_rows(tmp_path: Path) -> None:
    stats, rows = run(tmp_path)
    played = check_common(stats, rows)
    check_rate(stats["taker"]["litige"], sum(r["result"] == "litige" for r in played),
               len(played))


def test_tout_atout_belotes_are_counted_as_held(tmp_path: Path) -> None:
    # Under TA a king and queen of any suit is a belote (ta_belote=each), scored and named
    # in the CSV's belote column (NS, EW or both); the report counted trump-suit belotes
    # only, and still divided by the TA deals.
    stats, rows = run(tmp_path, "--bots", "heuristic", "--rule", "sa_ta=on")
    played = [r for r in rows if r["result"] != "void"]
    assert any(r["trump"] == "TA" and r["belote"] for r in played)  # the case is met
    n = len(played)
    check_rate(stats["belote"], sum(r["belote"] != "" for r in played), n)
    check_rate(stats["belote_takers"],
               sum(TEAM[r["taker"]] in r["belote"].split() for r in played), n)



def test_sans_atout_and_tout_atout_shares_are_the_rows_taken_there(tmp_path: Path) -> None:
    # With sa_ta=on the report gives, for SA and for TA, the share of the deals taken
    # played there and how many of those the takers made, both counted from the rows.
    stats, rows = run(tmp_path, "--bots", "heuristic", "--rule", "sa_ta=on")
    taken = [r for r in rows if r["result"] != "void"]
    for kind in ("SA", "TA"):
        there = [r for r in taken if r["trump"] == kind]
        assert there  # the case is met
        check_rate(stats["sa_ta"][kind]["share"], len(there), len(taken))
        check_rate(stats["sa_ta"][kind]["made"], sum(r["result"] == "made" for r in there),
                   len(there))


def test_without_bidding_the_histogram_is_ns_points_of_every_deal(tmp_path: Path) -> None:
    # --discovery has no taker: the histogram counts NS's trick points, one bin per point
    # from 0 to 162, of every deal (none is void).
    stats, rows = run(tmp_path, "--discovery")
    histogram = [0] * 163
    for r in rows:
        assert r["taker"] == ""
        histogram[int(r["points_ns"])] += 1
    assert stats["taker_points"] == histogram and sum(histogram) == DEALS

def test_coinche_and_announcements_report_agrees_with_its_rows(tmp_path: Path) -> None:
    stats, rows = run(tmp_path, "--rule", "variant=coinche", "--rule", "announcements=on")
    played = check_common(stats, rows)
    n = len(played)
    coinche = stats["coinche"]
    assert coinche["contracts"] == n
    for level, got in coinche["levels"].items():
        at_level = [r for r in played if r["level"] == level]
        assert got["contracts"] == len(at_level)
        check_rate(got["share"], len(at_level), n)
        check_rate(got["made"], sum(r["result"] == "made" for r in at_level), len(at_level))
    for name, multiplier in (("coinched", "2"), ("surcoinched", "4")):
        doubled = [r for r in played if r["multiplier"] == multiplier]
        check_rate(coinche[name], len(doubled), n)
        check_rate(coinche[f"{name}_made"], sum(r["result"] == "made" for r in doubled),
                   len(doubled))
    for label, got in stats["announcements"]["kinds"].items():
        per_deal = [sum(_label(d) == label for d in r["announcements"].split("; ") if d)
                    for r in played]
        check_rate(got, sum(k > 0 for k in per_deal), n)
        assert got["announced"] == sum(per_deal)
        check_mean(got["per_deal"], per_deal)
    points = stats["announcements"]["points"]
    for team, column in (("NS", "announce_ns"), ("EW", "announce_ew")):
        values = [int(r[column]) for r in played]
        assert sum(v > 0 for v in values) > 0  # the test needs announcements to be scored
        check_mean(points[team], values)
        check_rate(stats["announcements"]["scored"][team], sum(v > 0 for v in values), n)
    # Which team held the single best announcement (the rule book): any carré beats any
    # sequence, carrés rank J 9 A 10 K Q; between sequences the longer wins, then the
    # higher top card, then a trump sequence; still equal, nobody's. Each deal with an
    # announcement has NS's best, EW's best or two equal; the hands are the seats named.
    announced = [r for r in played if r["announcements"]]
    check_rate(stats["announcements"]["any"], len(announced), n)
    # The hands holding one, of the four a deal: the hands of a deal are dealt from one
    # pack, so the interval is Wilson's over 4n hands divided by the design effect, the
    # variance of each deal's share of its hands over p (1 - p) / 4 (1 at least).
    holding = [len({d.split()[0] for d in r["announcements"].split("; ")}) if r["announcements"]
               else 0 for r in played]
    hands = stats["announcements"]["hands"]
    assert (hands["count"], hands["of"]) == (sum(holding), 4 * n)
    p = sum(holding) / (4 * n)
    assert hands["rate"] == pytest.approx(p, abs=1e-6)
    effect = max(1.0, 4 * statistics.variance([h / 4 for h in holding]) / (p * (1 - p)))
    assert hands["ci95"] == pytest.approx(wilson_of(p, 4 * n / effect), abs=1e-6)
    best = {"NS": 0, "EW": 0, "equal": 0}
    for r in announced:
        keys = {"NS": (-1,), "EW": (-1,)}
        for d in r["announcements"].split("; "):
            seat, *notation = d.split()
            keys[TEAM[seat]] = max(keys[TEAM[seat]], _rank(notation, r["trump"]))
        best["equal" if keys["NS"] == keys["EW"] else max(keys, key=keys.__getitem__)] += 1
    assert best["equal"] > 0  # the case is met
    for key, count in best.items():
        check_rate(stats["announcements"]["best"][key], count, n)


def _rank(notation: list[str], trump: str) -> tuple[int, ...]:
    """An announcement's rank (``tierce AD``, ``carré K``, ``cent KH 6``: a cent of six),
    higher the better: a carré (J 9 A 10 K Q) above any sequence (by length, then top
    card, then trump suit: the top's last letter)."""
    kind, top = notation[:2]
    if kind == "carré":
        return (1, CARRES.index(top))
    length = int(notation[2]) if notation[2:] else SEQUENCES[kind]
    return (0, length, RANKS.index(top[:-1]), top[-1] == trump)


def _label(declared: str) -> str:
    """The kind of a CSV declaration such as ``N tierce QS`` or ``E carré K``."""
    seat, kind, top = declared.split()[:3]
    return f"carré {top}" if kind == "carré" else kind


def test_text_coinche_levels_rates_are_made_over_contracts() -> None:
    result = runner.invoke(app, ["simulate", "--deals", "300", "--seed", "11", "--bots",
                                 "random", "--jobs", "1", "--rule", "variant=coinche"])
    assert result.exit_code == 0, result.output
    rows = re.findall(r"^(\d+|capot) +(\d+) +[\d.]+% +(\d+) +([\d.]+)% +"
                      r"\[([\d.]+)%, ([\d.]+)%\]$", result.stdout, re.M)
    assert len(rows) == 10  # 80 to 160, and capot
    for level, contracts, made, rate, lo, hi in rows:
        k, n = int(made), int(contracts)
        assert float(rate) == pytest.approx(100 * k / n, abs=0.005), level
        assert [float(lo) / 100, float(hi) / 100] == pytest.approx(wilson(k, n),
                                                                   abs=0.00005), level


def test_text_rates_are_the_counts_over_their_denominators(tmp_path: Path) -> None:
    result = runner.invoke(app, ["simulate", "--deals", "300", "--seed", "11", "--bots",
                                 "random", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    lines = re.findall(r"^ *(.+?) +(\d+) +([\d.]+)% +\[([\d.]+)%, ([\d.]+)%\]$",
                       result.stdout, re.M)
    denominators = {"NS takes": 300, "EW takes": 300, "void deals (all passed)": 300}
    taken = int(re.search(r"taker, of (\d+) deals taken", result.stdout)[1])  # type: ignore[index]
    checked = 0
    for label, count, rate, lo, hi in lines:
        n = denominators.get(label, taken)
        assert float(rate) == pytest.approx(100 * int(count) / n, abs=0.005), label
        assert [float(lo) / 100, float(hi) / 100] == pytest.approx(
            wilson(int(count), n), abs=0.00005), label
        checked += 1
    assert checked >= 8


def test_text_means_and_histogram_are_the_rows_own(tmp_path: Path) -> None:
    # The text's means (trick points of the deals played, deal scores of all deals, a
    # void one 0), their intervals (points and scores not below 0) and sd, and the
    # takers' histogram, its bins of ten points with each bin's deals and share of the
    # deals taken, counted again from the CSV's rows.
    table = tmp_path / "deals.csv"
    result = runner.invoke(app, ["simulate", "--deals", "300", "--seed", "11", "--bots",
                                 "random", "--jobs", "1", "--csv", str(table)])
    assert result.exit_code == 0, result.output
    with open(table, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    played = [r for r in rows if r["result"] != "void"]
    assert len(played) < len(rows)  # a void deal, so that the two means differ in n
    for label, values in (
            ("trick points NS", [int(r["points_ns"]) for r in played]),
            ("trick points EW", [int(r["points_ew"]) for r in played]),
            ("deal score NS (void = 0)", [int(r["score_ns"]) for r in rows]),
            ("deal score EW (void = 0)", [int(r["score_ew"]) for r in rows])):
        line = re.search(rf"^{re.escape(label)} +([\d.]+)  \[([\d.]+), ([\d.]+)\]  "
                         r"sd ([\d.]+)$", result.stdout, re.M)
        assert line is not None, label
        mean, sd = statistics.mean(values), statistics.stdev(values)
        half = t_quantile(0.975, len(values) - 1) * sd / math.sqrt(len(values))
        assert [float(x) for x in line.groups()] == pytest.approx(
            [mean, max(mean - half, 0.0), mean + half, sd], abs=0.005), label
    bins = re.findall(r"^ +(\d+)-(\d+) [█▏▎▍▌▋▊▉ ]+ (\d+) +([\d.]+)%$", result.stdout,
                      re.M)
    taker = [int(r["points_ns"] if TEAM[r["taker"]] == "NS" else r["points_ew"])
             for r in played]
    assert [(int(lo), int(hi)) for lo, hi, _, _ in bins] == [
        (lo, min(lo + 9, 162)) for lo in range(0, 163, 10)]  # 0-9 … 150-159, 160-162
    for lo, hi, count, share in bins:
        k = sum(int(lo) <= p <= int(hi) for p in taker)
        assert (int(count), float(share)) == (k, pytest.approx(100 * k / len(played),
                                                               abs=0.05)), lo


@pytest.mark.parametrize(("lo", "hi", "verdict"), [
    (1.5, 9.0, "take"),
    (-9.0, -1.5, "pass"),
    (-3.0, 2.0, "no clear difference"),  # mean below 0, but 0 is in the interval
    (-2.0, 3.0, "no clear difference"),  # mean above 0, but 0 is in the interval
    (0.5, 3.0, "take"),  # wholly above 0 by less than a point: above all the same
    (-3.0, -0.5, "pass"),
    (-3.0, 0.5, "no clear difference"),  # 0 is in the interval, near its top
    (-0.5, 3.0, "no clear difference"),  # and near its bottom
])
def test_take_verdict_needs_the_whole_interval_on_one_side(lo: float, hi: float,
                                                           verdict: str) -> None:
    assert take_verdict(lo, hi) == verdict


@pytest.mark.parametrize("hand", ["E:JS 9S AH 10C 7D", "S:JS 9S AH 10C 7D"])
def test_should_i_take_margins_are_seen_from_the_seats_team(hand: str) -> None:
    result = runner.invoke(app, ["simulate", "--deals", "200", "--seed", "2", "--bots",
                                 "random", "--jobs", "1", "--hand", hand, "--retourne", "8S",
                                 "--dealer", "N"])
    assert result.exit_code == 0, result.output
    team = TEAM[hand[0]]
    lines = re.findall(rf"^  .+? +{team} +([\d.-]+) +(?:NS|EW) +([\d.-]+) +margin +"
                       r"([+-][\d.]+) \[([+-][\d.]+), ([+-][\d.]+)\]$", result.stdout, re.M)
    assert len(lines) == 3  # take, pass twice, bots bid for all
    for mine, theirs, margin, lo, hi in lines:
        # The margin is the seat's team's score minus the other team's (means rounded).
        assert float(margin) == pytest.approx(float(mine) - float(theirs), abs=0.011)
        assert float(lo) <= float(margin) <= float(hi)


def test_a_single_deal_has_no_spread() -> None:
    # One value has no sample standard deviation (no division by n - 1 = 0) and no
    # interval: null, as the text report's "—".
    result = runner.invoke(app, ["simulate", "--deals", "1", "--seed", "2", "--bots",
                                 "random", "--jobs", "1", "--json"])
    assert result.exit_code == 0, result.output
    stats = json.loads(result.stdout)["stats"]
    assert stats["trick_points"]["NS"]["n"] == 1
    assert stats["trick_points"]["NS"]["sd"] is None
    assert stats["trick_points"]["NS"]["ci95"] is None
    assert stats["tally"] == {"ok": 1, "deals": 1, "failures": []}


def test_a_rate_of_no_deal_is_a_dash_not_zero_percent() -> None:
    # One coinche deal in which all four pass: no contract is played, so no rate over the
    # contracts exists (0 of 0 is no 0.00%), and no trick points were taken to average.
    args = ["simulate", "--deals", "1", "--seed", "s1", "--jobs", "1",
            "--rule", "variant=coinche"]
    stats = json.loads(runner.invoke(app, [*args, "--json"]).stdout)["stats"]
    assert stats["void"]["count"] == 1  # the deal this test needs: four passes
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    text = result.stdout
    for label in ("made", "failed", "coinched", "made when coinched", "surcoinched",
                  "made when surcoinched", "capot against the takers"):
        assert re.search(rf"^ +{label} +0 +—$", text, re.M), label
    levels = re.findall(r"^(\d+|capot) +0 +— +0 +—$", text, re.M)
    assert len(levels) == 10  # 80 to 160 and capot: no share, no rate
    assert re.search(r"^trick points NS +—$", text, re.M)
    # The void deal scores 0 for each team: one value, so a mean without a spread.
    assert re.search(r"^deal score NS \(void = 0\) +0\.00  —$", text, re.M)
    heading = text.index("takers' trick points (0 deals)")
    assert text[heading:].splitlines()[1] == ""  # no bars under it: nothing to draw
    assert "[0.00%, 100.00%]" not in text


def test_a_mean_of_one_deal_has_no_interval_nor_sd() -> None:
    # One deal played: the sample standard deviation needs two values (n - 1), so the
    # text gives the mean alone, where it printed "[48.00, 48.00]  sd 0.00".
    result = runner.invoke(app, ["simulate", "--deals", "1", "--seed", "2", "--bots",
                                 "random", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    means = re.findall(r"^(trick points|deal score) .+? +(-?\d+\.\d\d)  (.*)$",
                       result.stdout, re.M)
    assert len(means) == 4
    assert all(rest == "—" for _, _, rest in means)


def test_one_deal_gives_no_advice_to_take() -> None:
    # "Should I take?" over one deal: a margin of one value has no interval, so the whole
    # interval is never above 0 (it read [+30.00, +30.00] and advised "take").
    result = runner.invoke(app, ["simulate", "--deals", "1", "--seed", "2", "--jobs", "1",
                                 "--hand", "S:JS 9S AH 10C 7D", "--retourne", "8S"])
    assert result.exit_code == 0, result.output
    margins = re.findall(r" margin +[+-]\d+\.\d\d (.*)$", result.stdout, re.M)
    assert margins == ["—", "—", "—"]
    assert re.search(r"^taking minus passing, margin per deal in points: [+-]\d+\.\d\d: "
                     r"no clear difference$", result.stdout, re.M)


@pytest.mark.parametrize("round_", [1, 2])
def test_a_known_hand_s_report_says_its_intervals_level(tmp_path: Path, round_: int) -> None:
    # The known hand's lines have no column heading saying the level of their intervals,
    # as the report of a run has ('95% interval'): a line under the verdict says it, and
    # it is true. Round one's taking minus passing, and round two's best choice minus each
    # other, are the deal-by-deal differences of the seat's team's margins (the CSV's
    # rows of one deal, one per case or choice): mean ± t sd / √n, n - 1 in the sd and
    # Student's t 0.975 of n - 1 degrees of freedom.
    table = tmp_path / "deals.csv"
    args = ["simulate", "--deals", "300", "--seed", "4", "--jobs", "1",
            "--hand", "S:J♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--dealer", "W",
            "--round", str(round_)]
    result = runner.invoke(app, [*args, "--csv", str(table)])
    assert result.exit_code == 0, result.output
    with open(table, encoding="utf-8", newline="") as f:
        margins: dict[str, dict[str, int]] = {}
        for r in csv.DictReader(f):
            margins.setdefault(r["scenario"], {})[r["deal"]] = (int(r["score_ns"])
                                                                - int(r["score_ew"]))
    lines = result.stdout.splitlines()
    if round_ == 1:
        shown = [re.fullmatch(r"taking minus passing, margin per deal in points: ([+-][\d.]+) "
                              r"\[([+-][\d.]+), ([+-][\d.]+)\]: .+", line)
                 for line in lines]
        pairs = [("take", "pass")]
    else:
        best = re.search(r"^(S passes again|S takes (.)) minus each other choice",
                         result.stdout, re.M)
        assert best is not None
        name = "pass" if best[2] is None else "take " + {"♥": "H", "♦": "D", "♣": "C"}[best[2]]
        shown = [re.fullmatch(r"  S (?:passes again|takes .) +([+-][\d.]+) "
                              r"\[([+-][\d.]+), ([+-][\d.]+)\]", line) for line in lines]
        pairs = [(name, other) for other in margins if other != name]
    found = [m for m in shown if m]
    assert len(found) == len(pairs) >= 1
    for (a, b), m in zip(pairs, found, strict=True):
        diffs = [margins[a][deal] - margins[b][deal] for deal in margins[a]]
        mean, sd = statistics.mean(diffs), statistics.stdev(diffs)
        half = t_quantile(0.975, len(diffs) - 1) * sd / math.sqrt(len(diffs))
        assert [float(x) for x in m.groups()] == pytest.approx(
            [mean, mean - half, mean + half], abs=0.0051)
    verdict = next(i for i, line in enumerate(lines)
                   if line.startswith(("taking minus passing", "best choice:")))
    assert lines[verdict + 1] == "95% intervals: Wilson's (rates), Student's t (means)"
    french = runner.invoke(app, [*args, "--lang", "fr"]).stdout.splitlines()
    verdict = next(i for i, line in enumerate(french)
                   if line.startswith(("prendre plutôt que passer", "meilleur choix")))
    while french[verdict + 1].startswith("  "):  # a verdict past 80 columns goes on
        verdict += 1
    assert french[verdict + 1] == ("intervalles à 95\xa0%\xa0: de Wilson (taux), "
                                   "t de Student (moyennes)")


def test_the_hands_of_a_deal_are_counted_together() -> None:
    # Two deals, the four hands of one holding an announcement, none of the other's: 4 of
    # 8 hands, 50%. Apart, Wilson's over 8 hands: centre (0.5 + z²/16) / (1 + z²/8) = 0.5,
    # half z √(0.25/8 + z²/256) / (1 + z²/8) = 1.959964 × 0.215071 / 1.480182 = 0.284784:
    # [21.52%, 78.48%]. The deals' shares, 1 and 0, vary by s² = 0.5; as many hands apart
    # would by p (1 - p) / 4 = 0.0625 a deal: a design effect of 8, one hand's worth of
    # information, Wilson's over 1: half z √(0.25 + z²/4) / (1 + z²) = 0.445379,
    # [5.46%, 94.54%]. Two hands in each deal (shares 0.5 and 0.5, no spread): the hands
    # as if apart, never narrower, [21.52%, 78.48%].
    s = Stats(deals=2, ann_any=1, ann_hands=4, ann_hands_sq=16)
    assert s.hands_interval() == pytest.approx((0.054621, 0.945379), abs=1e-6)
    assert announcements_json(s)["hands"] == {"count": 4, "of": 8, "rate": 0.5,
                                              "ci95": [0.054621, 0.945379]}
    line = next(x for x in report_text_of(s).splitlines() if x.startswith("  hands holding"))
    assert line.endswith("4   50.00%  [5.46%, 94.54%]")
    s = Stats(deals=2, ann_any=2, ann_hands=4, ann_hands_sq=8)
    assert s.hands_interval() == pytest.approx((0.215216, 0.784784), abs=1e-6)
    # One deal has no spread between deals to measure: Wilson's over its four hands.
    s = Stats(deals=1, ann_any=1, ann_hands=1, ann_hands_sq=1)
    assert s.hands_interval() == pytest.approx(wilson(1, 4), abs=1e-9)


def report_text_of(s: Stats) -> str:
    """The text report of a run of announcements whose statistics are ``s``."""
    summary = simulate(SimulationConfig(1, seed="t", bots=("random",) * 4,
                                        rules=RuleSet.parse(["announcements=on"])))
    summary.stats["all"] = s
    return report_text(summary)
