"""`belote simulate` from the command line: output shapes, determinism, bad options."""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import errno
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import belote_cli.simulation.runner as runner_module
from belote_cli.api import simulate
from belote_cli.cli import app
from belote_cli.cli.commands.simulate import speed_text
from belote_cli.core.cards import DIAMONDS, HEARTS
from belote_cli.core.errors import BeloteError
from belote_cli.core.rules import RuleSet
from belote_cli.core.scoring import score_deal
from belote_cli.core.seats import Seat, Team
from belote_cli.dealfile import DealRecord, load
from belote_cli.dealfile.replay import replay
from belote_cli.simulation import CHUNK_SIZE, CSV_FIELDS, SimulationConfig
from belote_cli.simulation.config import check_config, parse_known_hand
from belote_cli.simulation.deals import DealResult
from belote_cli.texts import describe

runner = CliRunner()


def run(*args: str) -> subprocess.CompletedProcess[bytes]:
    """The real command in a child process: stdout and stderr as bytes."""
    return subprocess.run(
        [sys.executable, "-c", "from belote_cli.cli import main; main()", "simulate", *args],
        capture_output=True, check=False, timeout=120,
    )


def test_stdout_is_byte_identical_for_any_jobs() -> None:
    args = ("--deals", str(2 * CHUNK_SIZE + 3), "--seed", "42", "--bots", "random")
    one = run(*args, "--jobs", "1")
    two = run(*args, "--jobs", "2")
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout
    assert b"deals/s" in one.stderr and b"deals/s" not in one.stdout


def test_text_report() -> None:
    result = runner.invoke(app, ["simulate", "--deals", "600", "--seed", "5", "--bots", "random",
                                 "--jobs", "1"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "when NS takes" not in out  # same bots on both sides: no split by team
    for word in ("NS takes", "EW takes", "made", "dedans", "litige", "capot",
                 "belote-rebelote", "trick points NS", "deal score EW", "takers' trick points"):
        assert word in out
    played = 600 - int(out.split("void deals (all passed)")[1].split()[0])
    assert f"{played}/{played} deals tally 162 ✓" in out


def test_discovery_report() -> None:
    # A deal without bidding is played by random bots: the default with --discovery.
    result = runner.invoke(app, ["simulate", "--deals", "300", "--seed", "5", "--discovery",
                                 "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert "300 deals without bidding" in result.stdout
    assert "bots: N random, E random, S random, W random" in result.stdout
    assert "300/300 deals tally 162 ✓" in result.stdout
    assert "takes" not in result.stdout  # no bidding in the discovery deal


def test_json_is_one_document() -> None:
    result = runner.invoke(app, ["simulate", "--deals", "400", "--seed", "5", "--json",
                                 "--ns", "heuristic", "--ew", "random", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["bots"] == {"N": "heuristic", "E": "random", "S": "heuristic", "W": "random"}
    stats = doc["stats"]
    assert stats["deals"] == 400
    taken = stats["taker"]["deals"]
    assert stats["takes"]["NS"]["count"] + stats["takes"]["EW"]["count"] == taken
    assert taken + stats["void"]["count"] == 400
    assert stats["tally"] == {"ok": 400 - stats["void"]["count"],
                              "deals": 400 - stats["void"]["count"], "failures": []}
    made = stats["taker"]["made"]
    assert made["ci95"][0] <= made["rate"] <= made["ci95"][1]
    assert len(stats["taker_points"]) == 163
    assert doc["rules"]["undertrump"] == "free"
    by_team = stats["by_team"]
    for team in ("NS", "EW"):
        assert by_team[team]["takes"] == stats["takes"][team]["count"]
        assert by_team[team]["made"]["of"] == by_team[team]["takes"]
    assert (by_team["NS"]["made"]["count"] + by_team["EW"]["made"]["count"]
            == stats["taker"]["made"]["count"])


def test_a_rate_of_no_deal_is_null_in_json() -> None:
    # Without bidding nobody takes: "made" is a rate of 0 deals, which the text report
    # prints as "—"; the JSON gave it as 0.0 in [0.0, 1.0]. A rate of 0 of 20 deals is one.
    result = runner.invoke(app, ["simulate", "--deals", "20", "--seed", "5", "--discovery",
                                 "--json", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    stats = json.loads(result.stdout)["stats"]
    assert stats["taker"]["deals"] == 0
    for name in ("made", "dedans", "litige", "capot", "capot_against"):
        assert stats["taker"][name] == {"count": 0, "of": 0, "rate": None, "ci95": None}
    assert stats["by_team"]["NS"]["made"] == {"count": 0, "of": 0, "rate": None, "ci95": None}
    assert stats["belote_takers"] == {"count": 0, "of": 0, "rate": None, "ci95": None}
    # 0 void deals of 20: rate 0, Wilson's upper bound z²/(n + z²).
    z2 = 1.959963984540054 ** 2
    assert stats["void"]["rate"] == 0.0
    assert stats["void"]["ci95"] == pytest.approx([0.0, z2 / (20 + z2)], abs=1e-6)


@pytest.mark.parametrize("seed", ["1", "2"])
def test_a_mean_of_no_deal_or_of_one_is_null_where_the_text_has_none(tmp_path: Path,
                                                                     seed: str) -> None:
    # One deal: void (seed 1: no trick points to average) or played (seed 2: one value,
    # no standard deviation over n - 1, no interval). The text report prints "—" for
    # each; the JSON gave 0.0 and intervals of width 0.
    table = tmp_path / "deals.csv"
    result = runner.invoke(app, ["simulate", "--deals", "1", "--seed", seed, "--json",
                                 "--csv", str(table), "--jobs", "1"])
    assert result.exit_code == 0, result.output
    stats = json.loads(result.stdout)["stats"]
    with open(table, encoding="utf-8", newline="") as f:
        [row] = list(csv.DictReader(f))
    void = row["result"] == "void"
    assert void == (seed == "1")  # the case is met
    for team in ("NS", "EW"):
        points = None if void else float(row[f"points_{team.lower()}"])
        assert stats["trick_points"][team] == {"n": 0 if void else 1, "mean": points,
                                              "sd": None, "ci95": None}
        score = float(row[f"score_{team.lower()}"])  # a void deal scores 0
        assert stats["score"][team] == {"n": 1, "mean": score, "sd": None, "ci95": None}
    assert stats["margin_ns"]["sd"] is None and stats["margin_ns"]["ci95"] is None


def test_should_i_take_of_one_deal_gives_its_means_in_one_shape() -> None:
    # take_minus_pass is a mean as the others are (n, mean, sd, ci95); of one deal it has
    # no spread and no interval. It had no n, and gave an interval of width 0.
    result = runner.invoke(app, ["simulate", "--deals", "1", "--seed", "3", "--hand",
                                 "E:JS 9S AS AH 10C 7D 8S KD", "--retourne", "8S", "--json",
                                 "--bots", "random", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    hand = json.loads(result.stdout)["hand"]
    diff = hand["take_minus_pass"]
    assert diff["n"] == 1 and diff["sd"] is None and diff["ci95"] is None
    take, passed = hand["expected_margin"]["take"], hand["expected_margin"]["pass"]
    assert take["n"] == passed["n"] == 1 and take["ci95"] is None
    assert diff["mean"] == pytest.approx(take["mean"] - passed["mean"])


def test_the_json_gives_the_rules_numbers_as_numbers() -> None:
    # capot=250 and target=501 are points: the JSON gave them as the strings "250", "501".
    result = runner.invoke(app, ["simulate", "--deals", "5", "--seed", "5", "--json",
                                 "--rule", "capot=250", "--rule", "target=501", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    rules = json.loads(result.stdout)["rules"]
    assert rules["capot"] == 250 and rules["target"] == 501
    assert rules["undertrump"] == "free" and rules["announcements"] == "off"


@pytest.mark.parametrize(("rule", "target"), [
    # belote rules options: target 1000, 2000 in coinche, any number given.
    ("variant=classic", 1000), ("variant=coinche", 2000),
    ("variant=coinche,target=1000", 1000), ("variant=coinche,target=501", 501),
])
def test_the_json_gives_the_target_the_rule_book_gives_the_variant(rule: str,
                                                                   target: int) -> None:
    # A coinche run without target= said "target": 1000, where the rule book, the text
    # report ('rules: variant=coinche') and the run's --record (target unsaid) play to 2000.
    result = runner.invoke(app, ["simulate", "--deals", "2", "--seed", "5", "--json",
                                 "--rule", rule, "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["rules"]["target"] == target


def test_csv_one_row_per_deal(tmp_path: Path) -> None:
    path = tmp_path / "deals.csv"
    result = runner.invoke(app, ["simulate", "--deals", "250", "--seed", "5", "--csv", str(path),
                                 "--bots", "random", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    with path.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 250
    assert tuple(rows[0]) == CSV_FIELDS
    assert [int(r["deal"]) for r in rows] == list(range(250))
    for r in rows:
        assert r["seed"] == f"5:{r['deal']}"
        assert r["dealer"] == "NESW"[int(r["deal"]) % 4]
        if r["result"] == "void":
            assert r["taker"] == ""
        else:
            assert int(r["points_ns"]) + int(r["points_ew"]) == 162
            assert r["result"] in ("made", "dedans", "litige")
            assert r["tally"] == "ok"


def _recorded(tmp_path: Path, *options: str) -> tuple[str, list[DealRecord],
                                                      list[dict[str, str]]]:
    # simulate with options, its deals written by --record and --csv: the deal file's
    # text, its deals as load reads them and the CSV's rows of the deals played (a void
    # deal is only a comment in the deal file).
    deals, table = tmp_path / "deals.belote", tmp_path / "deals.csv"
    result = runner.invoke(app, ["simulate", *options, "--record", str(deals),
                                 "--csv", str(table), "--jobs", "1"])
    assert result.exit_code == 0, result.output
    with table.open(newline="", encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f) if r["result"] != "void"]
    return deals.read_text(encoding="utf-8"), load(deals), rows


def test_record_replays_to_the_same_scores(tmp_path: Path) -> None:
    text, records, rows = _recorded(tmp_path, "--deals", "120", "--seed", "9", "--bots",
                                    "random", "--rule", "undertrump=required")
    assert len(records) == len(rows)
    # FORMAT.md: "---" separates one deal from the next; none before the first.
    lines = text.splitlines()
    assert lines.count("---") == len(rows) - 1
    assert lines.index("---") > lines.index(next(x for x in lines if x.startswith("trump")))
    for record, row in zip(records, rows, strict=True):
        scored = replay(record)
        assert not scored.score.revokes  # every card the bots played was legal
        assert record.rules.undertrump == "required"
        assert scored.score.points == (int(row["points_ns"]), int(row["points_ew"]))
        assert scored.score.score == (int(row["score_ns"]), int(row["score_ew"]))
        assert scored.score.result == row["result"]


def test_a_coinche_record_names_each_contract_and_reads_back(tmp_path: Path) -> None:
    # RULES.md, coinche: every contract is a bid, and belote score refuses a coinche deal
    # whose 'taker:' line has no 'contract:' line: each deal taken is written with its
    # contract, of its taker and trump, and the file reads back as the CSV scored it.
    text, records, rows = _recorded(tmp_path, "--deals", "30", "--seed", "5", "--rule",
                                    "variant=coinche", "--rule", "sa_ta=on")
    assert text.count("\ntaker: ") + text.startswith("taker: ") == text.count("\ncontract: ")
    assert len(records) == len(rows) > 20
    for record, row in zip(records, rows, strict=True):
        assert record.contract is not None and record.contract.taker is record.taker
        assert replay(record).score.score == (int(row["score_ns"]), int(row["score_ew"]))


def test_a_coinche_record_writes_a_target_of_1000_given_and_leaves_its_own_unsaid(
        tmp_path: Path) -> None:
    # docs/simulating.md: a coinche deal's rules: line is 'rules: variant=coinche',
    # coinche's own target (2000) left unsaid, and a target= the run was given written,
    # 1000 too (RuleSet's default, not coinche's): each deal then reads back at 1000.
    for given, target in ((False, 2000), (True, 1000)):
        folder = tmp_path / str(given)
        folder.mkdir()
        text, records, rows = _recorded(folder, "--deals", "6", "--seed", "3", "--rule",
                                        "variant=coinche",
                                        *(("--rule", "target=1000") if given else ()))
        assert len(records) == len(rows) > 0
        lines = [line.split() for line in text.splitlines() if line.startswith("rules:")]
        assert len(lines) == len(records)
        for words in lines:
            assert sorted(words) == sorted(["rules:", "variant=coinche",
                                            *(["target=1000"] if given else [])])
        assert {record.rules.target for record in records} == {target}


@pytest.mark.parametrize("value", ["variant=coinche,sa_ta=on", "variant=coinche sa_ta=on",
                                   " variant = coinche, sa_ta=on "])
def test_one_rule_flag_takes_several_options_as_a_rules_line_does(tmp_path: Path,
                                                                  value: str) -> None:
    # One --rule holding both options: the report, the deal file and the CSV are the same
    # bytes as two --rule flags give; the report names the game and both rules, as does
    # each recorded deal's rules: line (the options that differ from the defaults).
    def run_with(*rules: str) -> tuple[str, bytes, bytes]:
        out = tmp_path / ("-".join(rules).replace(" ", "_").replace(",", ";"))
        out.mkdir()
        result = runner.invoke(app, ["simulate", "--deals", "20", "--seed", "4", "--jobs",
                                     "1", *rules, "--record", str(out / "d.belote"),
                                     "--csv", str(out / "d.csv")])
        assert result.exit_code == 0, result.output
        return (result.stdout, (out / "d.belote").read_bytes(),
                (out / "d.csv").read_bytes())

    one = run_with("--rule", value)
    assert one == run_with("--rule", "variant=coinche", "--rule", "sa_ta=on")
    assert one[0].startswith("20 coinche deals, seed 4\n")
    assert "\nrules: variant=coinche sa_ta=on\n" in one[0]
    assert one[1].decode("utf-8").count("\nrules: variant=coinche sa_ta=on\n") >= 1


def test_unwritable_record_leaves_nothing(tmp_path: Path) -> None:
    path = tmp_path / "missing" / "deals.belote"
    result = runner.invoke(app, ["simulate", "--deals", "10", "--seed", "1", "--record",
                                 str(path), "--bots", "random", "--jobs", "1"])
    assert result.exit_code == 1
    assert result.stderr.startswith("error: --record: no such directory")
    assert not path.parent.exists()


def test_should_i_take_report() -> None:
    args = ["simulate", "--deals", "300", "--seed", "3", "--hand",
            'S:V♠ 9♠ A♥ 10♣ 7♦', "--retourne", "8♠", "--dealer", "E", "--bots", "random",
            "--jobs", "1"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "should S take?" in out
    assert "if S takes ♠ (300 deals)" in out
    assert "taking minus passing" in out
    # The tally counts every deal played in the three cases (take, pass twice, the bots
    # bidding): each case's own tally in --json, added up.
    doc = json.loads(runner.invoke(app, [*args, "--json"]).stdout)
    played = sum(s["tally"]["deals"] for s in doc["hand"]["scenarios"].values())
    assert played >= 300  # the 300 deals where S takes, and the others' played deals
    assert f"{played}/{played} deals tally 162 ✓" in out
    assert "announcement" not in out  # announcements=off: nothing about them


def test_should_i_take_reads_the_cards_as_the_prompt_does() -> None:
    # French letters (V P K T) with --lang fr, as play's prompt and --deck read them, the
    # retourne typed apart as the prompt takes a card ('8 P'): the same hand, the same
    # report as the symbols give. In English, C beside a letter only
    # French has (P) could be clubs or cœur: refused, both readings named.
    args = ["simulate", "--deals", "100", "--seed", "3", "--bots", "random", "--jobs", "1",
            "--dealer", "E", "--lang", "fr"]
    symbols = runner.invoke(app, [*args, "--hand", "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠"])
    letters = runner.invoke(app, [*args, "--hand", "S:VP 9P AC 10T 7K", "--retourne", "8 P"])
    assert symbols.exit_code == letters.exit_code == 0, letters.output
    assert "S doit-il prendre\xa0? main V♠ 9♠ A♥ 10♣ 7♦, retourne 8♠" in letters.stdout
    assert letters.stdout == symbols.stdout
    mixed = runner.invoke(app, ["simulate", "--seed", "3", "--hand", "S:VP 9P AH 10C 7D",
                                "--retourne", "8S"])
    assert mixed.exit_code == 2
    assert mixed.stderr.startswith(
        "error: --hand: '10C': C is clubs in English and cœur in French, and 'VP' is written "
        "with French letters"), mixed.stderr


def _count(out: str, label: str) -> int:
    """The count on the report line ``  LABEL   COUNT   RATE …``."""
    line = next(x for x in out.splitlines() if x.startswith(f"  {label}  "))
    return int(line[len(label) + 2:].split()[0])


def test_should_i_take_report_shows_announcements() -> None:
    # S holds the four jacks: a carré J (200) in every deal, and no announcement beats it
    # (any carré beats any sequence, J first among carrés). Dealer E: S speaks first, so
    # every deal is reached.
    args = ["simulate", "--deals", "200", "--seed", "4", "--hand", "S:J♠ J♥ J♦ J♣ 7♦",
            "--retourne", "8♠", "--dealer", "E", "--bots", "random", "--jobs", "1",
            "--rule", "announcements=on"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "announcements if S takes ♠, of 200 deals played" in out
    assert _count(out, "carré J") == 200
    assert _count(out, "any announcement") == 200
    assert _count(out, "NS hold the best") == 200
    assert _count(out, "EW hold the best") == 0
    assert _count(out, "equal best, nobody scores") == 0
    # NS take: made, NS keep them; dedans, EW take them; litige, NS's are held.
    made, dedans, litige = _count(out, "made"), _count(out, "dedans"), _count(out, "litige")
    assert made + dedans + litige == 200
    assert _count(out, "NS score announcements") == made
    assert _count(out, "EW score announcements") == dedans
    lines = out.splitlines()
    table = lines.index("announcement points in the score, per played deal:")
    assert [x.split()[:3] for x in lines[table + 1:table + 4]] == [
        ["S", "takes", "NS"], ["S", "passes", "twice"], ["bots", "bid", "for"]]
    assert "(200 deals played)" in lines[table + 1]
    # The same counts as the JSON report's take scenario.
    doc = json.loads(runner.invoke(app, [*args, "--json"]).stdout)
    take = doc["hand"]["scenarios"]["take"]["announcements"]
    assert take["kinds"]["carré J"]["count"] == 200
    assert take["scored"]["EW"]["count"] == dedans


def test_should_i_take_shows_no_announcement_points_of_a_case_never_played() -> None:
    # A poor hand for S and one deal: with seed 1 the other three pass both rounds when S
    # passes, so that neither "S passes twice" nor "bots bid for all" plays a deal (the
    # JSON counts the one deal void). A mean of no deal is a dash, as in the rest of the
    # report, for each team, right-aligned where a mean would stand; S taking plays one.
    args = ["simulate", "--deals", "1", "--seed", "1", "--hand", "S:7♠ 8♠ 7♥ 8♦ 9♣",
            "--retourne", "7♣", "--jobs", "1", "--rule", "announcements=on"]
    doc = json.loads(runner.invoke(app, [*args, "--json"]).stdout)
    scenarios = doc["hand"]["scenarios"]
    for name in ("pass", "bots"):
        assert scenarios[name]["void"]["count"] == 1  # the case is met
        assert scenarios[name]["announcements"]["points"]["NS"]["mean"] is None
    assert scenarios["take"]["void"]["count"] == 0
    for lang, head, passes, bots, none in [
            ("en", "announcement points in the score, per played deal:", "S passes twice",
             "bots bid for all", "(0 deals played)"),
            ("fr", "points d'annonces dans la marque, par donne jouée\xa0:",
             "S passe deux fois", "prise des robots", "(0 donne jouée)")]:
        result = runner.invoke(app, [*args, "--lang", lang])
        assert result.exit_code == 0, result.output
        lines = result.stdout.splitlines()
        table = lines.index(head)
        ew = "EW" if lang == "en" else "EO"
        for line, label in zip(lines[table + 2:table + 4], (passes, bots), strict=True):
            assert line == f"  {label:<18} NS {'—':>6}  {ew} {'—':>6}  {none}"


def test_should_i_take_json() -> None:
    result = runner.invoke(app, ["simulate", "--deals", "200", "--seed", "3", "--hand",
                                 "E:JS 9S AS AH 10C 7D 8S KD", "--retourne", "8S", "--json",
                                 "--bots", "random", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    hand = doc["hand"]
    assert hand["seat"] == "E" and hand["dealer"] == "N" and hand["team"] == "EW"
    assert set(hand["scenarios"]) == {"take", "pass", "bots"}
    assert hand["deals_left_out"] == 0  # N deals: E speaks first
    assert hand["scenarios"]["take"]["takes"]["EW"]["count"] == 200


@pytest.mark.parametrize(("given", "round_"), [([], 1), (["--round", "1"], 1),
                                               (["--round", "2"], 2)])
def test_the_hand_document_says_its_round(given: list[str], round_: int) -> None:
    # Round two's document said "round": 2 and round one's had no such key: each says the
    # round it answers, given or by default, after the hand's team as round two's did.
    result = runner.invoke(app, ["simulate", "--deals", "20", "--seed", "3", "--hand",
                                 "S:J♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--json", "--jobs",
                                 "1", *given])
    assert result.exit_code == 0, result.output
    hand = json.loads(result.stdout)["hand"]
    assert hand["round"] == round_
    assert list(hand)[:7] == ["seat", "cards", "retourne", "dealer", "team", "round",
                              "deals_reached"]


def test_should_i_take_counts_the_deals_left_out() -> None:
    result = runner.invoke(app, ["simulate", "--deals", "200", "--seed", "3", "--hand",
                                 "S:J♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--dealer", "W",
                                 "--bots", "random", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    line = next(x for x in result.stdout.splitlines() if x.startswith("N and E speak first"))
    reached = int(line.split("decides in ")[1].split()[0])
    left_out = int(line.split("(")[1].split()[0])
    assert reached + left_out == 200
    assert f"if S takes ♠ ({reached} deals)" in result.stdout


@pytest.mark.parametrize(("lang", "one"), [
    ("en", ["1 classic deal, seed 42", "takers' trick points (1 deal)"]),
    ("fr", ["1 donne (classique), graine 42", "points de plis de l'attaque (1 donne)"]),
])
def test_one_deal_is_counted_in_the_singular(lang: str, one: list[str]) -> None:
    # A single deal (as --start replays one): "1 deal", "1 donne", not "1 deals".
    result = runner.invoke(app, ["simulate", "--deals", "1", "--seed", "42", "--jobs", "1",
                                 "--lang", lang])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == one[0] and one[1] in lines
    assert not any(word in result.stdout for word in (" 1 deals", " 1 donnes", "(1 deals)",
                                                       "(1 donnes)"))


@pytest.mark.parametrize(("lang", "first", "cards"), [
    ("en", "W, N and E speak first", "hand J♠ 9♠ A♥ 10♣ 7♦, retourne K♠, dealer S"),
    ("fr", "O, N et E parlent avant", "main V♠ 9♠ A♥ 10♣ 7♦, retourne R♠, donneur S"),
])
def test_should_i_take_names_the_cards_and_seats_in_the_reports_language(
        lang: str, first: str, cards: str) -> None:
    # Dealer S: W, N and E speak before S (play goes S, W, N, E); the cards as that
    # language writes them (V D R in French), as every other French text does.
    result = runner.invoke(app, ["simulate", "--deals", "50", "--seed", "1", "--hand",
                                 "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "R♠", "--dealer", "S",
                                 "--bots", "random", "--jobs", "1", "--lang", lang])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert any(line.endswith(cards) for line in lines), result.stdout
    assert any(line.startswith(first + ("\xa0:" if lang == "fr" else ":")) for line in lines)


@pytest.mark.parametrize(("lang", "bots", "mean"), [
    ("en", "bots: N heuristic, E random, S heuristic, W random",
     r"^trick points NS +\d+\.\d\d  \[[\d.]+, [\d.]+\]  sd \d+\.\d\d$"),
    # The bots by their French names, as play names them (le robot heuristique), and the
    # standard deviation as écart-type (it said 'N heuristic' and 'sd'), the figures with
    # the decimal comma and the interval as [a ; b].
    ("fr", "robots\xa0: N heuristique, E aléatoire, S heuristique, O aléatoire",
     r"^points de plis NS +\d+,\d\d  \[[\d,]+\xa0; [\d,]+\]  é\.-t\. \d+,\d\d$"),
])
def test_the_report_names_bots_and_spread_in_its_language(lang: str, bots: str,
                                                           mean: str) -> None:
    result = runner.invoke(app, ["simulate", "--deals", "4", "--seed", "1", "--ns",
                                 "heuristic", "--ew", "random", "--jobs", "1", "--lang", lang])
    assert result.exit_code == 0, result.output
    assert bots in result.stdout.splitlines(), result.stdout
    assert re.search(mean, result.stdout, re.M), result.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["--deals", "0"], "--deals must be at least 1"),
    (["--jobs", "0"], "--jobs must be at least 1"),
    (["--start", "-1"], "--start"),
    (["--ns", "nobot"], "error: --ns: unknown bot 'nobot'"),
    (["--bots", "nobot"], "error: --bots: unknown bot 'nobot'"),
    (["--ew", ""], "error: --ew: unknown bot ''"),  # the option named, as play names it
    (["--rule", "undertrump=maybe"], "--rule"),
    (["--rule", "variant=coinche", "--discovery"], "coinche"),
    (["--rule", "announcements=on", "--discovery"], "announcements"),
    (["--hand", "S:JS 9S AH 10C 1D", "--retourne", "8S"], "unknown card '1D'"),
    (["--hand", "S:JS 9S AH 10C JS", "--retourne", "8S"], "appears twice"),
    (["--hand", "S:JS 9S AH 10C", "--retourne", "8S"], "5 cards"),
    (["--hand", "S:JS 9S AH 10C 7D"], "--retourne"),
    (["--retourne", "8S"], "--hand"),
    (["--hand", "S:JS 9S AH 10C 7D", "--retourne", "9S"], "retourne"),
    (["--hand", "S:J♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--discovery"], "--discovery"),
    (["--hand", "S:J♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--dealer", "Z"], "unknown seat"),
])
def test_bad_options_exit_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", "--seed", "1", *args])
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert "error:" in result.stderr and message in result.stderr
    assert "Traceback" not in result.output


# --- output files: checked before the run, whole or not at all --------------------------

@pytest.mark.parametrize(("args", "code", "message"), [
    (["--record", "."], 1, "error: --record: . is a directory"),
    # The slash names a folder (it wrote the file deals.belote, as a shell would not).
    (["--record", "deals.belote/"], 1,
     "error: --record: deals.belote/ ends with a slash: the name of a directory"),
    (["--csv", "out.csv/"], 1, "error: --csv: out.csv/ ends with a slash"),
    (["--csv", ""], 1, "error: --csv: an empty file name"),
    # A name of blanks only is refused as an empty one (it wrote a file named ' ').
    (["--record", " "], 1, "error: --record: a file name of blanks only (' ')"),
    (["--csv", "same.txt", "--record", "same.txt"], 2,
     "error: --csv and --record name the same file"),
    # The seed is printed in the report and in the deal file's comments, one line each.
    (["--seed", "a\nb"], 2, "error: --seed: 'a\\nb' holds characters that cannot be printed"),
    (["--seed", "a\udcff"], 2, "error: --seed: 'a\\udcff' holds characters"),
])
def test_outputs_and_seed_checked_before_the_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], code: int,
        message: str) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["simulate", "--deals", "5", "--seed", "1", "--bots",
                                 "random", "--jobs", "1", "--csv", "out.csv", *args])
    assert result.exit_code == code, result.output
    assert result.stderr.startswith(message)
    assert result.stdout == ""
    assert list(tmp_path.iterdir()) == []  # not even the CSV, which could have been written


@pytest.mark.parametrize("both", [False, True])
def test_a_file_that_cannot_be_put_in_place_takes_the_others_with_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, both: bool) -> None:
    # The CSV's name became a folder during the run: its file cannot be put in place (exit
    # 1, said in a line), and the record after it is not either, nor any temporary file
    # left in the folder; with --record alone, the record's own failure.
    monkeypatch.chdir(tmp_path)
    real = runner_module.simulate
    blocked = "out.csv" if both else "out.belote"

    def run_then_block(*args: Any, **kw: Any) -> object:
        summary = real(*args, **kw)
        (tmp_path / blocked).mkdir()
        return summary

    monkeypatch.setattr("belote_cli.cli.commands.simulate.run_simulation", run_then_block)
    args = ["simulate", "--deals", "5", "--seed", "1", "--bots", "random", "--jobs", "1",
            "--record", "out.belote"]
    result = runner.invoke(app, args + (["--csv", "out.csv"] if both else []))
    assert result.exit_code == 1, result.output
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1
    assert "out.csv" in result.stderr if both else "out.belote" in result.stderr
    assert [p.name for p in tmp_path.iterdir()] == [blocked]
    assert list((tmp_path / blocked).iterdir()) == []


class _Scheduler:
    # What a Dask client says of its workers: ``workers`` of two threads each.
    def __init__(self, workers: int) -> None:
        self.info = {"workers": {f"tcp://w{i}": {"nthreads": 2} for i in range(workers)}}

    def scheduler_info(self) -> dict[str, Any]:
        return self.info


@pytest.mark.parametrize(("spec", "workers", "lang", "where"), [
    ("local:1", 1, "en", "(local cluster, 1 worker)"),
    ("local:3", 3, "en", "(local cluster, 3 workers)"),
    # In French, a grappe, as the French pages name a Dask cluster.
    ("tcp://sched:8786", 1, "fr", "(grappe tcp://sched:8786, 1 processus de travail)"),
    ("tcp://sched:8786", 2, "fr", "(grappe tcp://sched:8786, 2 processus de travail)"),
    ("local:2", 2, "fr", "(grappe locale, 2 processus de travail)"),
])
def test_the_speed_line_counts_the_clusters_workers(
        monkeypatch: pytest.MonkeyPatch, spec: str, workers: int, lang: str,
        where: str) -> None:
    # A cluster's chunks played here (no Dask needed): the speed line names the cluster
    # and its workers, one worker said in the singular; the report as --jobs 1 gives it.
    from belote_cli.simulation.cluster import Cluster

    class InProcess(Cluster):
        def ordered(self, fn: Any, count: int, window: int | None = None) -> Any:
            return (fn(i) for i in range(count))

    @contextlib.contextmanager
    def connect(found: str, timeout: float) -> Any:
        yield InProcess(_Scheduler(workers), found, found.startswith("local:"))

    monkeypatch.setattr("belote_cli.cli.commands.simulate.connect", connect)
    args = ["simulate", "--deals", "30", "--seed", "1", "--bots", "random", "--lang", lang]
    result = runner.invoke(app, [*args, "--scheduler", spec])
    assert result.exit_code == 0, result.output
    assert result.stderr.endswith(f" {where}\n")
    assert result.stdout == runner.invoke(app, [*args, "--jobs", "1"]).stdout


@pytest.mark.parametrize(("option", "name", "lang", "line"), [
    # The folder (made absolute) with a line break in it: the message split in two.
    ("--record", "no\nsuch/x.belote", "en",
     "error: --record: no such directory: '{tmp}/no\\nsuch'\n"),
    ("--record", "no\nsuch/x.belote", "fr",
     "erreur\xa0: --record\xa0: dossier introuvable\xa0: '{tmp}/no\\nsuch'\n"),
    ("--csv", "a\tb", "en", "error: --csv: 'a\\tb' is a directory\n"),
    ("--csv", "a\tb", "fr", "erreur\xa0: --csv\xa0: 'a\\tb' est un dossier\n"),
    # An escape coloured the rest of the line.
    ("--record", "x\x1b[31m/", "en",
     "error: --record: 'x\\x1b[31m/' ends with a slash: the name of a directory, not of a "
     "file\n"),
    ("--record", "x\x1b[31m/", "fr",
     "erreur\xa0: --record\xa0: 'x\\x1b[31m/' finit par une barre oblique\xa0: le nom d'un "
     "dossier, pas d'un fichier\n"),
    ("--csv", "read\nonly.csv", "en",
     "error: --csv: cannot write '{tmp}/read\\nonly.csv': permission denied\n"),
    ("--csv", "read\nonly.csv", "fr",
     "erreur\xa0: --csv\xa0: impossible d'écrire '{tmp}/read\\nonly.csv'\xa0: permission "
     "refusée\n"),
    # Accents and spaces are shown as they are, as belote score shows them.
    ("--record", "donné à 4/x.belote", "en",
     "error: --record: no such directory: {tmp}/donné à 4\n"),
])
def test_an_output_name_a_terminal_does_not_show_is_quoted_on_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, option: str, name: str, lang: str,
        line: str) -> None:
    # As belote score quotes such a name (Python's repr, as a name of blanks is quoted).
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a\tb").mkdir()
    read_only = tmp_path / "read\nonly.csv"
    read_only.write_text("old\n", encoding="utf-8")
    access = os.access  # as root every file can be written: this one is not, by hand
    monkeypatch.setattr(os, "access", lambda path, mode: access(path, mode) and not (
        os.fspath(path) == str(read_only) and mode & os.W_OK))
    result = runner.invoke(app, ["simulate", "--deals", "5", "--seed", "1", "--bots",
                                 "random", "--jobs", "1", option, name, "--lang", lang])
    assert (result.exit_code, result.stderr, result.stdout) == (
        1, line.format(tmp=tmp_path), "")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a\tb", "read\nonly.csv"]


def test_an_output_that_fails_while_written_is_named_on_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A failure once the checks have passed (a full disk) names the file as they do.
    monkeypatch.chdir(tmp_path)

    def full(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tempfile, "mkstemp", full)
    result = runner.invoke(app, ["simulate", "--deals", "5", "--seed", "1", "--bots",
                                 "random", "--jobs", "1", "--record", "deals\t1.belote"])
    assert (result.exit_code, result.stderr, result.stdout) == (
        1, "error: cannot write 'deals\\t1.belote': No space left on device\n", "")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_sigterm_removes_the_files_being_written(tmp_path: Path, jobs: str) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", "from belote_cli.cli import main; main()", "simulate",
         "--deals", "100000000", "--seed", "1", "--bots", "random", "--jobs", jobs,
         "--record", "deals.belote"],
        cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    # Wait until the temporary file exists: the run has begun writing (a generous bound,
    # for a busy machine).
    for _ in range(2400):
        if any(tmp_path.iterdir()):
            break
        time.sleep(0.05)
    assert any(tmp_path.iterdir()), "the run never started writing"
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signal.SIGTERM
    assert b"Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_speed_text_never_reads_zero() -> None:
    assert speed_text(400_000, 3.2) == "125,000 deals/s"
    assert speed_text(24, 8.0) == "3.0 deals/s"
    # Slow bots: 2 deals in 6.9 s is 3.45 s per deal, not "0 deals/s".
    assert speed_text(2, 6.9) == "3.45 s per deal"
    assert speed_text(5, 0.0) == "∞ deals/s"
    assert speed_text(5, 0.5) == "10 deals/s"
    assert speed_text(3, 3.0) == "1.0 deals/s"


def test_speed_text_keeps_a_decimal_below_ten_deals_a_second() -> None:
    # 19 deals in 2 s is 9.5 a second: below 10, a rate has its tenth (as 3.0 deals/s),
    # not rounded to a whole 10 deals/s; from 10 on, it is a whole number.
    assert speed_text(19, 2.0) == "9.5 deals/s"
    assert speed_text(19, 2.0, "fr") == "9,5 donnes/s"
    assert speed_text(99, 10.0) == "9.9 deals/s"
    assert speed_text(20, 2.0) == "10 deals/s"


def test_speed_text_in_french() -> None:
    # Thousands grouped by a (narrow, no-break) space in French, not by a comma, and the
    # decimal comma (it wrote 3.0 donnes/s and 3.45 s par donne).
    assert speed_text(400_000, 3.2, "fr") == "125\u202f000 donnes/s"
    assert speed_text(24, 8.0, "fr") == "3,0 donnes/s"
    assert speed_text(2, 6.9, "fr") == "3,45 s par donne"
    assert speed_text(5, 0.0, "fr") == "∞ donnes/s"


def test_speed_text_writes_infinity_as_the_error_output_can() -> None:
    # A run timed at 0 s on an error output in Latin-1 or cp1252, which lack ∞: 'inf', as
    # Python writes an infinite float, where the line read '\u221e deals/s'.
    assert speed_text(5, 0.0, "en", "latin-1") == "inf deals/s"
    assert speed_text(5, 0.0, "fr", "cp1252") == "inf donnes/s"
    assert speed_text(5, 0.0, "fr", None) == "∞ donnes/s"  # UTF-8
    assert speed_text(400_000, 3.2, "en", "latin-1") == "125,000 deals/s"
    # French groups thousands with a narrow no-break space, which Latin-1 and cp1252 lack:
    # the no-break space U+00A0 they have.
    assert speed_text(400_000, 3.2, "fr", "latin-1") == "125\u00a0000 donnes/s"
    assert speed_text(400_000, 3.2, "fr", "cp1252") == "125\u00a0000 donnes/s"


@pytest.mark.parametrize(("lang", "pattern"), [
    ("en", r"400 deals in \d+\.\d\d s: [\d,.]+ deals/s \(\d jobs?, --jobs 1000 capped at the "
           r"\d+ cores? here\)"),
    ("fr", r"400 donnes en \d+,\d\d s\xa0: [\d\u202f,]+ donnes/s \(\d processus, --jobs 1000 "
           r"ramené (aux \d+ cœurs|au seul cœur) de cette machine\)"),
])
def test_the_speed_line_in_english_and_in_french(lang: str, pattern: str) -> None:
    # More jobs than cores: capped, and said so.
    r = runner.invoke(app, ["simulate", "--deals", "400", "--seed", "1", "--bots", "random",
                            "--jobs", "1000", "--lang", lang])
    assert r.exit_code == 0
    assert re.fullmatch(pattern, r.stderr.strip().splitlines()[-1])


def test_without_a_seed_one_is_drawn_and_said() -> None:
    first = runner.invoke(app, ["simulate", "-n", "30", "--bots", "random"])
    assert first.exit_code == 0, first.output
    m = re.match(r"30 classic deals, seed (\d+)$", first.stdout.splitlines()[0])
    assert m is not None
    again = runner.invoke(app, ["simulate", "-n", "30", "--bots", "random", "--seed",
                                m.group(1)])
    assert again.stdout == first.stdout


# --- '-' for standard output, links, devices -------------------------------------------------

def test_dash_writes_the_csv_or_the_record_to_stdout_and_the_report_to_stderr(
        tmp_path: Path) -> None:
    args = ("--deals", "30", "--seed", "7", "--bots", "random", "--jobs", "1")
    table = tmp_path / "deals.csv"
    assert runner.invoke(app, ["simulate", *args, "--csv", str(table)]).exit_code == 0
    to_stdout = run(*args, "--csv", "-")
    assert to_stdout.returncode == 0
    assert to_stdout.stdout == table.read_bytes()
    assert to_stdout.stderr.startswith(b"30 classic deals, seed 7\n")  # the report
    assert not (tmp_path / "-").exists() and not Path("-").exists()
    record = run(*args, "--record", "-")
    assert record.returncode == 0 and record.stdout.startswith(b"# deal 1 seed 7:0")
    both = run(*args, "--csv", "-", "--record", "-")
    assert both.returncode == 2 and b"cannot both be standard output" in both.stderr
    # Standard output by its other names is '-': the CSV alone there (the report was
    # written after it), and two outputs there refused (they ran together).
    named = run(*args, "--csv", "/dev/stdout")
    assert named.returncode == 0 and named.stdout == to_stdout.stdout
    speed = re.compile(rb"\n[^\n]*deals/s[^\n]*\n$")  # the speed line, not the same twice
    assert speed.sub(b"", named.stderr) == speed.sub(b"", to_stdout.stderr)
    assert named.stderr.startswith(b"30 classic deals, seed 7\n")
    for table_to, record_to in (("/dev/stdout", "-"), ("-", "/dev/fd/1")):
        both = run(*args, "--csv", table_to, "--record", record_to)
        assert both.returncode == 2 and b"cannot both be standard output" in both.stderr
        assert both.stdout == b""


@pytest.mark.parametrize("dash", ["--csv", "--record"])
def test_dash_with_json_leaves_stderr_one_json_document(dash: str, tmp_path: Path) -> None:
    # --json puts one document where the report goes (docs/simulating.md); with '-' that
    # is stderr, which held the speed line after it: json.loads failed ('Extra data').
    args = ["simulate", "--deals", "30", "--seed", "7", "--bots", "random", "--jobs", "1",
            "--json"]
    alone = runner.invoke(app, args)
    assert alone.exit_code == 0, alone.output
    result = runner.invoke(app, [*args, dash, "-"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stderr) == json.loads(alone.stdout)
    assert result.stderr == alone.stdout
    # 30 deals: the CSV's header and a row a deal; the record's first deal, 0.
    assert (result.stdout.count("\n") == 31 if dash == "--csv"
            else result.stdout.startswith("# deal 1 seed 7:0"))


def test_a_csv_through_a_link_leaves_the_link(tmp_path: Path) -> None:
    target, link = tmp_path / "target.csv", tmp_path / "link.csv"
    target.write_text("old\n", encoding="utf-8")
    link.symlink_to(target)
    result = runner.invoke(app, ["simulate", "--deals", "5", "--seed", "1", "--csv", str(link),
                                 "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert link.is_symlink()
    assert target.read_text(encoding="utf-8").startswith("deal,seed,")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
def test_a_full_disk_while_writing_the_csv_names_the_file() -> None:
    result = run("--deals", "3000", "--seed", "1", "--bots", "random", "--jobs", "1",
                 "--csv", "/dev/full")
    assert result.returncode == 1
    assert b"error: cannot write /dev/full: No space left on device" in result.stderr
    assert b"cannot write the output" not in result.stderr and b"Traceback" not in result.stderr


_HAND = ("--hand", "V♠ 9♠ A♥ 10♣ 7♦")
#: Each option ``simulate`` refuses, with what it says in English and in French (--lang fr):
#: the exit code, then the line after "error: " / "erreur : ".
_REFUSED = [
    (("--deals", "0"), 2, "--deals must be at least 1, found 0",
     "--deals doit valoir au moins 1 (valeur donnée\xa0: 0)"),
    (("--jobs", "0"), 2, "--jobs must be at least 1, found 0",
     "--jobs doit valoir au moins 1 (valeur donnée\xa0: 0)"),
    (("--jobs", "2", "--scheduler", "local:2"), 2,
     "--jobs and --scheduler do not go together (the cluster's workers do the work)",
     "--jobs et --scheduler ne vont pas ensemble (les processus de travail du cluster jouent "
     "les donnes)"),
    (("--scheduler", "local:2", "--scheduler-timeout", "0"), 2,
     "--scheduler-timeout must be more than 0, found 0",
     "--scheduler-timeout doit être supérieur à 0 (valeur donnée\xa0: 0)"),
    # The seconds as the user wrote them (it said 'found 0.0' for 0), in French with the
    # decimal comma, which French may type too.
    (("--scheduler", "local:2", "--scheduler-timeout", "-2.5"), 2,
     "--scheduler-timeout must be more than 0, found -2.5",
     "--scheduler-timeout doit être supérieur à 0 (valeur donnée\xa0: -2,5)"),
    (("--scheduler", "local:2", "--scheduler-timeout", "-2,5"), 2,
     "--scheduler-timeout must be more than 0, found -2.5",
     "--scheduler-timeout doit être supérieur à 0 (valeur donnée\xa0: -2,5)"),
    # A number a float cannot hold finite: quoted as typed (1e400 was 'inf', which passed
    # the check and ended in Dask's traceback; nan was 'found nan'), said to be no finite
    # number.
    (("--scheduler", "local:2", "--scheduler-timeout", "1e400"), 2,
     "--scheduler-timeout must be a number of seconds more than 0, found 1e400, which is "
     "not a finite number",
     "--scheduler-timeout doit être un nombre de secondes supérieur à 0 (valeur donnée\xa0: "
     "1e400, qui n'est pas un nombre fini)"),
    (("--scheduler", "local:2", "--scheduler-timeout", "inf"), 2,
     "--scheduler-timeout must be a number of seconds more than 0, found inf, which is not "
     "a finite number",
     "--scheduler-timeout doit être un nombre de secondes supérieur à 0 (valeur donnée\xa0: "
     "inf, qui n'est pas un nombre fini)"),
    (("--scheduler", "local:2", "--scheduler-timeout", "nan"), 2,
     "--scheduler-timeout must be a number of seconds more than 0, found nan, which is not "
     "a finite number",
     "--scheduler-timeout doit être un nombre de secondes supérieur à 0 (valeur donnée\xa0: "
     "nan, qui n'est pas un nombre fini)"),
    (("--scheduler", "local:2", "--scheduler-timeout", "-1,5e999"), 2,
     "--scheduler-timeout must be a number of seconds more than 0, found -1.5e999, which "
     "is not a finite number",
     "--scheduler-timeout doit être un nombre de secondes supérieur à 0 (valeur donnée\xa0: "
     "-1,5e999, qui n'est pas un nombre fini)"),
    # Without --scheduler there is nothing to wait for: refused, its default value too
    # (the run went on, the option unread).
    (("--scheduler-timeout", "10"), 2,
     "--scheduler-timeout goes with --scheduler (how long to wait for the scheduler)",
     "--scheduler-timeout va avec --scheduler (combien de temps attendre l'ordonnanceur)"),
    (("--scheduler", "local:x"), 2,
     "--scheduler local:x: local:N needs a number of worker processes, 1 or more (local:2)",
     "--scheduler local:x\xa0: local:N demande un nombre de processus de travail, 1 ou plus "
     "(local:2)"),
    (("--scheduler", "nowhere"), 2,
     "--scheduler 'nowhere': expected a Dask scheduler's address, tcp://HOST:PORT "
     "(tcp://10.0.0.5:8786), or local:N",
     "--scheduler 'nowhere'\xa0: attendu l'adresse d'un ordonnanceur Dask, tcp://HÔTE:PORT "
     "(tcp://10.0.0.5:8786), ou local:N"),
    (("--start", "-1"), 2, "--start must be 0 or more, found -1",
     "--start doit valoir 0 ou plus (valeur donnée\xa0: -1)"),
    (("--rule", "variant=deux", "--ns", "random"), 2,
     "--ns and --ew name the bots of teams: belote à deux has none (--bots names the bot of "
     "both players)",
     "--ns et --ew nomment les robots d'équipes\xa0: la belote à deux n'en a pas (--bots nomme "
     "le robot des deux joueurs)"),
    (("--retourne", "8♠"), 2, "--retourne and --dealer go with --hand",
     "--retourne et --dealer vont avec --hand"),
    (_HAND, 2, "--hand needs --retourne (the card turned up)",
     "--hand demande --retourne (la carte retournée)"),
    ((*_HAND, "--retourne", "8♠", "--discovery"), 2,
     "--hand and --discovery do not go together (no bidding there)",
     "--hand et --discovery ne vont pas ensemble (pas de prise là)"),
    (("--seed", "a\tb"), 2, "--seed: 'a\\tb' holds characters that cannot be printed",
     "--seed\xa0: 'a\\tb' contient des caractères qui ne s'impriment pas"),
    (("--csv", "-", "--record", "-"), 2, "--csv and --record cannot both be standard output (-)",
     "--csv et --record ne peuvent pas être tous deux la sortie standard (-)"),
    (("--csv", "/nonexistent/a.csv"), 1, "--csv: no such directory: /nonexistent",
     "--csv\xa0: dossier introuvable\xa0: /nonexistent"),
    # The library's checks (check_config, parse_known_hand): codes worded at the edge.
    (("--bots", "nobody"), 2,
     "--bots: unknown bot 'nobody' (known bots: expert, expert-uniform, heuristic, random); "
     "a bot of your own is loaded with --import MODULE",
     "--bots\xa0: robot inconnu 'nobody' (robots connus\xa0: aléatoire, expert, expert-uniforme, "
     "heuristique)\xa0; votre propre robot se charge avec --import MODULE"),
    (("--discovery", "--rule", "variant=deux"), 2,
     "--discovery plays a deal without bidding: it cannot be combined with variant=deux",
     "--discovery joue une donne sans enchères\xa0: impossible avec variant=deux"),
    (("--discovery", "--rule", "announcements=on"), 2,
     "--discovery plays a deal without bidding: it has no announcements",
     "--discovery joue une donne sans enchères\xa0: elle n'a pas d'annonces"),
    # Its trump is drawn among the suits: sa_ta=on was taken, and the report said its
    # rules and held its figures to raw TA's 258 (and 272 a score) on deals of 162.
    (("--discovery", "--rule", "sa_ta=on"), 2,
     "--discovery plays a deal without bidding: its trump is a suit drawn at random, never "
     "SA or TA (sa_ta=on)",
     "--discovery joue une donne sans enchères\xa0: son atout est une couleur tirée au "
     "hasard, jamais SA ni TA (sa_ta=on)"),
    ((*_HAND, "--retourne", "8♠", "--rule", "variant=coinche"), 2,
     "--hand asks whether to take the retourne: there is none in coinche (variant=coinche)",
     "--hand demande s'il faut prendre la retourne\xa0: il n'y en a pas à la coinche "
     "(variant=coinche)"),
    ((*_HAND, "--retourne", "8♠", "--rule", "variant=deux"), 2,
     "--hand asks about a four-player deal: not with variant=deux",
     "--hand porte sur une donne à quatre\xa0: pas avec variant=deux"),
    ((*_HAND, "--retourne", "8♠", "--rule", "variant=decouverte"), 2,
     "--hand asks about a four-player deal: not with variant=decouverte",
     "--hand porte sur une donne à quatre\xa0: pas avec variant=decouverte"),
    (("--rule", "variant=decouverte", "--ew", "random"), 2,
     "--ns and --ew name the bots of teams: belote découverte has none (--bots names the bot "
     "of both players)",
     "--ns et --ew nomment les robots d'équipes\xa0: la belote découverte n'en a pas (--bots "
     "nomme le robot des deux joueurs)"),
    (("--hand", "V♠ 9♠", "--retourne", "8♠"), 2, "--hand needs 5 cards (or the full 8), found 2",
     "--hand a 2 cartes, il en faut 5 (ou les 8)"),
    (("--hand", "V♠ V♠ A♥ 10♣ 7♦", "--retourne", "8♠"), 2, "card J♠ appears twice in --hand",
     "la carte V♠ figure deux fois dans --hand"),
    # A card that cannot be read is named with the option that held it (the message
    # named the card alone).
    (("--hand", "V♠ 9♠ A♥ 10♣ X", "--retourne", "8♠"), 2, "--hand: unknown card 'X'",
     "--hand\xa0: carte inconnue 'X'"),
    ((*_HAND, "--retourne", "11♠"), 2, "--retourne: unknown card '11♠'",
     "--retourne\xa0: carte inconnue '11♠'"),
    # A seat too, as play --dealer names it (the message named the seat alone).
    (("--hand", "Z:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠"), 2,
     "--hand: unknown seat 'Z' (expected N, E, S or W)",
     "--hand\xa0: place inconnue 'Z' (attendu N, E, S ou O)"),
    ((*_HAND, "--retourne", "8♠", "--dealer", "Z"), 2,
     "--dealer: unknown seat 'Z' (expected N, E, S or W)",
     "--dealer\xa0: place inconnue 'Z' (attendu N, E, S ou O)"),
    ((*_HAND, "--retourne", "8♠ 7♠"), 2, "--retourne needs one card, found '8♠ 7♠'",
     "--retourne demande une seule carte (valeur donnée\xa0: '8♠ 7♠')"),
    ((*_HAND, "--retourne", "V♠"), 2, "the retourne J♠ cannot be in the 5-card hand",
     "la retourne V♠ ne peut pas être dans la main de 5 cartes"),
    (("--hand", "V♠ 9♠ A♥ 10♣ 7♦ 8♠ 7♠ K♠", "--retourne", "D♥"), 2,
     "a full 8-card hand is the taker's: it must hold the retourne Q♥",
     "une main complète de 8 cartes est celle du preneur\xa0: elle doit contenir la retourne D♥"),
]


@pytest.mark.parametrize(("args", "code", "english", "french"), _REFUSED)
def test_each_refused_option_says_why_in_english_and_in_french(
        args: tuple[str, ...], code: int, english: str, french: str) -> None:
    # Cards in the player's notation: J♠ in English, V♠ in French; West is O in French.
    for lang, line in (("en", f"error: {english}\n"), ("fr", f"erreur\xa0: {french}\n")):
        result = runner.invoke(app, ["simulate", "--deals", "2", "--lang", lang, *args])
        assert (result.exit_code, result.stderr, result.stdout) == (code, line, ""), lang


@pytest.mark.parametrize(("deals", "english", "french"), [
    ("1000000001", "--deals must be at most 1,000,000,000, found 1000000001",
     "--deals va jusqu'à 1\u202f000\u202f000\u202f000 au plus (valeur donnée\xa0: 1000000001)"),
    ("1" + "0" * 23, "--deals must be at most 1,000,000,000, found 100000000000000000000000",
     "--deals va jusqu'à 1\u202f000\u202f000\u202f000 au plus (valeur donnée\xa0: "
     "100000000000000000000000)"),
])
def test_deals_past_a_billion_are_refused_as_a_target_past_a_billion_is(
        deals: str, english: str, french: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # At most a billion deals, as --target takes at most a billion points: a larger number
    # was run, for ever and without a word. (A run started fails here, not in days.)
    def no_run(*args: object) -> None:
        raise AssertionError(f"--deals {deals} was run")

    monkeypatch.setattr("belote_cli.cli.commands.simulate.run_simulation", no_run)
    for lang, line in (("en", f"error: {english}\n"), ("fr", f"erreur\xa0: {french}\n")):
        result = runner.invoke(app, ["simulate", "--deals", deals, "--lang", lang])
        assert (result.exit_code, result.stderr, result.stdout) == (2, line, ""), lang
    # The largest number is taken (refused here only by the run it starts).
    with pytest.raises(AssertionError, match="was run"):
        runner.invoke(app, ["simulate", "--deals", "1000000000"], catch_exceptions=False)


@pytest.mark.parametrize(("lang", "hand", "retourne", "line"), [
    # C is clubs in English, cœur in French: beside the other language's letters (7P, JS
    # in French) it is refused as ambiguous, with the option that held both cards...
    ("en", "J♠ 9♠ A♥ 10C 7P", "8♠",
     "error: --hand: '10C': C is clubs in English and cœur in French, and '7P' is written "
     "with French letters: write the suit as ♣ or ♥, or the letters of one language only"),
    # ... or both options, when the letter of the other language is the retourne's.
    ("en", "J♠ 9♠ A♥ 10C 7♦", "8P",
     "error: --hand and --retourne: '10C': C is clubs in English and cœur in French, and "
     "'8P' is written with French letters: write the suit as ♣ or ♥, or the letters of one "
     "language only"),
    ("fr", "V♠ 9♠ A♥ 10C 7♦", "8S",
     "erreur\xa0: --hand et --retourne\xa0: '10C'\xa0: C est trèfle en anglais et cœur en "
     "français, "
     "et '8S' est écrit en lettres anglaises\xa0: écrivez la couleur ♣ ou ♥, ou les lettres "
     "d'une seule langue"),
])
def test_an_ambiguous_card_names_the_option_that_held_it(lang: str, hand: str,
                                                         retourne: str, line: str) -> None:
    result = runner.invoke(app, ["simulate", "--deals", "2", "--lang", lang, "--hand", hand,
                                 "--retourne", retourne])
    assert (result.exit_code, result.stderr, result.stdout) == (2, line + "\n", "")


def test_the_two_library_checks_the_command_makes_first_read_in_both_languages() -> None:
    # The command refuses these before the library is asked (lines above); a program that
    # builds its own SimulationConfig meets the library's wording.
    hand = parse_known_hand("V♠ 9♠ A♥ 10♣ 7♦", "8♠", None)
    cases = [
        (SimulationConfig(2, "s", ("random",) * 4, discovery=True, hand=hand),
         "--hand and --discovery do not go together (--hand asks whether to take; "
         "--discovery deals without bidding)",
         "--hand et --discovery ne vont pas ensemble (--hand demande s'il faut prendre\xa0; "
         "--discovery donne sans enchères)"),
        (SimulationConfig(2, "s", ("random", "random", "heuristic", "random"),
                          RuleSet(variant="deux")),
         "belote à deux has no teams: --ns and --ew do not go with variant=deux (--bots names "
         "the bot of both players)",
         "la belote à deux n'a pas d'équipes\xa0: --ns et --ew ne vont pas avec variant=deux "
         "(--bots nomme le robot des deux joueurs)"),
    ]
    for config, english, french in cases:
        with pytest.raises(BeloteError) as info:
            check_config(config)
        assert (str(info.value), describe(info.value, "fr")) == (english, french)


def test_the_bots_french_names_are_read_as_the_report_writes_them() -> None:
    # The French report names the bots heuristique and aléatoire; --bots, --ns and --ew
    # read those names back (with or without the accent, in any case), the same run.
    def out(*bots: str) -> str:
        result = runner.invoke(app, ["simulate", "--deals", "30", "--seed", "2", "--json",
                                     *bots])
        assert result.exit_code == 0, result.output
        return result.stdout

    english = out("--bots", "heuristic", "--ew", "random")
    assert out("--bots", "Heuristique", "--ew", "aléatoire") == english
    assert out("--ns", "heuristique", "--ew", "ALEATOIRE") == english
    assert json.loads(english)["bots"] == {"N": "heuristic", "E": "random", "S": "heuristic",
                                           "W": "random"}
    refused = run("--deals", "3", "--bots", "heuristik")
    assert refused.returncode == 2 and b"unknown bot 'heuristik'" in refused.stderr


@pytest.mark.parametrize(("lang", "start"), [("en", "1 deal in "), ("fr", "1 donne en ")])
def test_the_speed_line_of_one_deal_is_singular(lang: str, start: str) -> None:
    r = runner.invoke(app, ["simulate", "--deals", "1", "--seed", "1", "--bots", "random",
                            "--jobs", "1", "--lang", lang])
    assert r.exit_code == 0
    assert r.stderr.strip().splitlines()[-1].startswith(start)


@pytest.mark.parametrize(("rule", "said"), [
    ("variant=deux", "--hand asks about a four-player deal: not with variant=deux"),
    ("variant=decouverte", "--hand asks about a four-player deal: not with variant=decouverte"),
    ("variant=coinche", "there is none in coinche"),
])
def test_hand_is_refused_for_its_game_before_its_cards_are_counted(rule: str, said: str) -> None:
    # Six cards (a hand of belote à deux) under a game with no "should I take?": the game
    # is the problem, not the count of the cards ("--hand needs 5 cards ..., found 6").
    hand = "S:JS 9S AH 10C 7D 8D"
    r = runner.invoke(app, ["simulate", "--rule", rule, "--hand", hand, "--retourne", "8S"])
    assert r.exit_code == 2 and said in r.stderr and "found 6" not in r.stderr, r.stderr
    # The library names its parameter, hand=, where the command names its option.
    with pytest.raises(BeloteError, match=said.replace("--hand", "hand=")) as caught:
        simulate(deals=2, seed=1, hand=hand, retourne="8S", rules=rule)
    assert "found 6" not in str(caught.value)


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("en", "error: --hand asks whether to take the retourne: there is none in coinche "
     "(variant=coinche)\n", "needs --retourne"),
    ("fr", "erreur\xa0: --hand demande s'il faut prendre la retourne\xa0: il n'y en a pas "
     "à la coinche (variant=coinche)\n", "demande --retourne"),
])
def test_a_coinche_hand_without_retourne_is_refused_for_the_game(
        lang: str, said: str, not_said: str) -> None:
    # A coinche player gives the 8 cards of an auction and no retourne, since coinche
    # deals none (RULES.md: "No retourne: 8 cards each"). Asking for --retourne sent
    # them to add a card the game then refused; the game is the problem.
    args = ["simulate", "--rule", "variant=coinche", "--hand", "V♥ 9♥ A♥ 10♠ A♣ 7♦ 8♦ R♠",
            "--lang", lang]
    r = runner.invoke(app, args)
    assert r.exit_code == 2 and r.stderr.endswith(said) and not_said not in r.stderr, r.stderr
    # So is a game of two, and the deal without bidding says its own reason.
    r = runner.invoke(app, ["simulate", "--rule", "variant=deux", *_HAND, "--lang", lang])
    assert r.exit_code == 2 and "variant=deux" in r.stderr and not_said not in r.stderr
    r = runner.invoke(app, ["simulate", "--discovery", *_HAND, "--lang", lang])
    assert r.exit_code == 2 and "--discovery" in r.stderr and not_said not in r.stderr


def test_a_mean_of_points_has_no_lower_bound_below_0_in_text_or_json(tmp_path: Path) -> None:
    # The text clamped the announcements' intervals at 0 where the JSON went below, and
    # left points and scores below 0 in both. Three deals from deal 57: NS's deal scores,
    # from the CSV, give mean ± 4.302653·sd/√3 (Student's t 0.975 with 2 degrees of
    # freedom; 4.303 in the printed table) with its lower bound below 0, which both
    # reports now print as 0; NS's margin, signed, keeps its own.
    args = ["simulate", "--seed", "golden", "--jobs", "1", "--deals", "3", "--start", "57"]
    table = tmp_path / "deals.csv"
    done = runner.invoke(app, [*args, "--json", "--csv", str(table)])
    assert done.exit_code == 0, done.output
    with table.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))

    def interval(values: list[int]) -> tuple[float, float]:
        n = len(values)
        mean = sum(values) / n
        sd = (sum((v - mean) ** 2 for v in values) / (n - 1)) ** 0.5
        half = 4.30265273 * sd / n ** 0.5
        return mean - half, mean + half

    scores = [int(r["score_ns"]) for r in rows]
    low, high = interval(scores)
    assert low < 0
    stats = json.loads(done.stdout)["stats"]
    assert stats["score"]["NS"]["ci95"] == [0.0, round(high, 6)]
    margin_low, _ = interval([int(r["score_ns"]) - int(r["score_ew"]) for r in rows])
    assert abs(stats["margin_ns"]["ci95"][0] - margin_low) < 2e-6
    text = runner.invoke(app, args)
    assert text.exit_code == 0, text.output
    line = next(x for x in text.stdout.splitlines() if x.startswith("deal score NS"))
    assert f"[0.00, {high:.2f}]" in line


def test_announcements_per_deal_read_as_in_the_json(tmp_path: Path) -> None:
    # Announcements per deal: a count, so no lower bound below 0 in the JSON either (it
    # gave -0.004 where the text said 0); of one deal, no interval in the text either
    # (it printed [0.0000, 0.0000] where the JSON says null).
    args = ["simulate", "--seed", "golden", "--jobs", "1", "--rule", "announcements=on"]
    many = runner.invoke(app, [*args, "--deals", "200", "--json"])
    assert many.exit_code == 0, many.output
    kinds = json.loads(many.stdout)["stats"]["announcements"]["kinds"]
    assert all(k["per_deal"]["ci95"][0] >= 0 for k in kinds.values() if k["per_deal"]["ci95"])
    assert any(k["per_deal"]["ci95"][0] == 0.0 for k in kinds.values() if k["count"])
    one = runner.invoke(app, [*args, "--deals", "1"])
    assert one.exit_code == 0, one.output
    # The announcements per deal are a table of their own, under the rates.
    lines = one.stdout.splitlines()
    at = next(i for i, x in enumerate(lines) if x.startswith("announced per deal "))
    line = lines[at + 1]
    assert line.startswith("  tierce ") and line.endswith(" —") and "[" not in line


def test_the_record_numbers_its_deals_as_score_does(tmp_path: Path) -> None:
    # The record said '# deal 0 seed 6:0' from 0, counting void deals too, where score
    # numbers a file's deals from 1: its "deal 5:" was '# deal 5 seed 6:5', the file's
    # sixth comment. Seed 6: deal 3 (6:3) void, so the file holds deals 6:0 to 6:2 as its
    # deals 1 to 3, and 6:4 and 6:5 as 4 and 5.
    record = tmp_path / "deals.belote"
    done = runner.invoke(app, ["simulate", "--deals", "6", "--seed", "6", "--jobs", "1",
                               "--record", str(record)])
    assert done.exit_code == 0, done.output
    lines = record.read_text(encoding="utf-8").splitlines()
    assert [x for x in lines if x.startswith("#")] == [
        "# deal 1 seed 6:0", "# deal 2 seed 6:1", "# deal 3 seed 6:2",
        "# seed 6:3: void, everybody passed", "# deal 4 seed 6:4", "# deal 5 seed 6:5"]
    # The file's '# deal 5' with its last trick left out: score names it deal 5.
    start = lines.index("# deal 5 seed 6:5")
    del lines[next(i for i in range(start, len(lines)) if lines[i].startswith("8:"))]
    broken = tmp_path / "broken.belote"
    broken.write_text("\n".join(lines) + "\n", encoding="utf-8")
    scored = runner.invoke(app, ["score", str(broken)])
    assert scored.exit_code == 1
    assert f"{broken}: deal 5: 7 tricks, expected 8" in scored.stderr
    # The seed label replays that deal alone, the file's only deal: '# deal 1'.
    alone = tmp_path / "alone.belote"
    again = runner.invoke(app, ["simulate", "--deals", "1", "--seed", "6", "--start", "5",
                                "--jobs", "1", "--record", str(alone)])
    assert again.exit_code == 0, again.output
    text = record.read_text(encoding="utf-8")
    assert alone.read_text(encoding="utf-8") == "# deal 1" + text[text.index(
        "# deal 5 seed 6:5") + len("# deal 5"):]


class _BarNotShownYet:
    """Ctrl-C while the progress bar is being set up (rich imported, before it shows)."""

    @staticmethod
    def wanted() -> bool:
        return True

    def __init__(self, *args: object) -> None:
        raise KeyboardInterrupt


class _BarShown:
    """A progress bar on view, erased (with what was echoed on its row) when closed."""

    closed = 0

    @staticmethod
    def wanted() -> bool:
        return True

    def __init__(self, *args: object) -> None:
        pass

    def update(self, done: int) -> None:
        pass

    def close(self) -> None:
        _BarShown.closed += 1


def _interrupted(*args: object) -> None:
    raise KeyboardInterrupt


@pytest.mark.parametrize(("lang", "said"), [("en", "interrupted"), ("fr", "interrompu")])
@pytest.mark.parametrize(("bar", "echoes", "stderr"), [
    # The terminal echoes the Ctrl-C as ^C where the cursor is, at the end of the command
    # line typed: what the command says of it starts a line of its own (it read
    # "^Cinterrupted")...
    (_BarNotShownYet, True, "\n{said}\n"),
    # ... but where the bar was, erased with the ^C on its row, no empty line comes first.
    (_BarShown, True, "{said}\n"),
    # A terminal that does not echo it (stty -echoctl), or none: the one line, as before.
    (_BarNotShownYet, False, "{said}\n"),
])
def test_ctrl_c_is_said_on_a_line_of_its_own(lang: str, said: str, bar: type, echoes: bool,
                                              stderr: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    module = "belote_cli.cli.commands.simulate"
    monkeypatch.setattr(f"{module}.Progress", bar)
    monkeypatch.setattr(f"{module}.echoes_ctrl_c", lambda stream: echoes)
    monkeypatch.setattr(f"{module}.run_simulation", _interrupted)
    closed = _BarShown.closed
    result = runner.invoke(app, ["simulate", "--deals", "100", "--lang", lang])
    assert (result.exit_code, result.stderr, result.stdout) == (
        130, stderr.format(said=said), "")
    assert _BarShown.closed == closed + (bar is _BarShown)


@pytest.mark.parametrize("where", ["_outputs", "run_simulation"])
def test_a_ctrl_c_erases_the_bar_wherever_it_lands(where: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # Once the bar shows, a Ctrl-C erases it, also while the output files are opened before
    # the run starts (the bar stayed on the screen, under the message).
    module = "belote_cli.cli.commands.simulate"
    monkeypatch.setattr(f"{module}.Progress", _BarShown)
    monkeypatch.setattr(f"{module}.echoes_ctrl_c", lambda stream: True)
    monkeypatch.setattr(f"{module}.{where}", _interrupted)
    closed = _BarShown.closed
    result = runner.invoke(app, ["simulate", "--deals", "100"])
    assert (result.exit_code, result.stderr, result.stdout) == (130, "interrupted\n", "")
    assert _BarShown.closed == closed + 1


@pytest.mark.parametrize(("lang", "round_", "fails", "when"), [
    ("en", "1", ("pass", None), "when S passes twice and when the bots bid for all"),
    ("fr", "1", ("take",), "quand S prend"),
    ("en", "2", ("pass", DIAMONDS), "when S passes again and when S takes ♦"),
    ("fr", "2", (HEARTS,), "quand S prend à ♥"),
])
def test_the_tally_line_names_the_cases_a_deal_fails_in(
        lang: str, round_: str, fails: tuple[object, ...], when: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # No deal the engine plays fails to add up to 162: the first deal that comes to S is
    # made to fail (161 points) in the cases of round one (take, pass, None: the bots
    # bidding) or the choices of round two (pass, a suit) of ``fails``, in the deals the
    # command plays. The tally line names that deal with those cases or choices, where it
    # said 'fails: deal N (seed …); replay with …' of any of them.
    bad = score_deal(0, (100, 61), Team.NS, Seat.N, RuleSet())
    first: list[int] = []
    real = runner_module.play_classic

    def failing(*args: Any, **kw: Any) -> DealResult:
        result = real(*args, **kw)
        number, force = args[5], args[7]
        first[:] = first or [number]
        if number == first[0] and (None if force is None else force[1]) in fails:
            return dataclasses.replace(result, score=bad, game=None)
        return result

    monkeypatch.setattr(runner_module, "play_classic", failing)
    result = runner.invoke(app, ["simulate", "--hand", "S:J♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠",
                                 "--dealer", "E", "--deals", "40", "--seed", "t", "--jobs",
                                 "1", "--round", round_, "--lang", lang])
    assert result.exit_code == 0, result.output
    n = first[0]
    line = (f"  fails: deal {n} (seed t:{n}) {when}; replay with --seed t --start {n} "
            f"--deals 1" if lang == "en" else
            f"  en échec\xa0: donne {n} (graine t:{n}) {when}\xa0; à rejouer avec --seed t "
            f"--start {n} --deals 1")
    lines = result.stdout.splitlines()
    tally = next(i for i, x in enumerate(lines) if "✗" in x)
    assert _joined(lines[tally + 1:]) == [line]
    assert all(len(x) <= 80 for x in lines[tally:])


def _joined(lines: list[str]) -> list[str]:
    # The failing deals' lines put back together: each holds 80 columns at most, a
    # continuation after four blanks, the options to copy on one line.
    joined: list[str] = []
    for line in lines:
        assert len(line) <= 80, line
        if line.startswith("    "):
            joined[-1] += " " + line[4:]
        else:
            joined.append(line)
    return joined


@pytest.mark.parametrize("round_", ["1", "2"])
def test_the_tally_line_names_the_earliest_failing_deals_across_the_cases(
        round_: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # More than MAX_FAILURES (10) deals fail: the first case or choice played (take, or
    # pass in round two) in the later deals reaching S, the next one (pass twice, or
    # taking ♦) in its first five. The line named the first case's ten, none of the early
    # five; it names the ten earliest deals, whatever case or choice they fail in.
    bad = score_deal(0, (100, 61), Team.NS, Seat.N, RuleSet())
    first, second = ("take", "pass") if round_ == "1" else ("pass", DIAMONDS)
    reached: dict[object, list[int]] = {first: [], second: []}
    failed: dict[int, object] = {}
    real = runner_module.play_classic

    def failing(*args: Any, **kw: Any) -> DealResult:
        result = real(*args, **kw)
        number, force = args[5], args[7]
        case = None if force is None else force[1]
        if case in reached:
            reached[case].append(number)
            late = case == first and len(reached[case]) > 12
            early = case == second and len(reached[case]) <= 5
            if late or early:
                failed[number] = case
                return dataclasses.replace(result, score=bad, game=None)
        return result

    monkeypatch.setattr(runner_module, "play_classic", failing)
    result = runner.invoke(app, ["simulate", "--hand", "S:J♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠",
                                 "--dealer", "E", "--deals", "300", "--seed", "t", "--jobs",
                                 "1", "--round", round_])
    assert result.exit_code == 0, result.output
    late = [n for n, case in failed.items() if case == first]
    assert len(late) > 10 and len(failed) == len(late) + 5
    earliest = sorted(failed)[:10]
    assert set(earliest) & set(late) and set(earliest) - set(late)  # both cases named
    words: dict[object, str] = {
        "take": "when S takes", DIAMONDS: "when S takes ♦",
        "pass": "when S passes twice" if round_ == "1" else "when S passes again"}
    lines = result.stdout.splitlines()
    named = [line for line in _joined(lines[lines.index(next(x for x in lines if "✗" in x))
                                            + 1:]) if line.startswith("  fails: ")]
    assert named == [f"  fails: deal {n} (seed t:{n}) {words[failed[n]]}; replay with "
                     f"--seed t --start {n} --deals 1" for n in earliest]


def test_a_seed_of_5000_digits_runs_as_the_library_s_does() -> None:
    # --seed is a text: 5,000 digits run, and give the report simulate(seed=...) gives for
    # that text and for the int it writes.
    nines = "9" * 5000
    r = runner.invoke(app, ["simulate", "--deals", "20", "--seed", nines, "--jobs", "1"])
    assert r.exit_code == 0, r.output
    assert r.stdout == simulate(20, seed=nines).text == simulate(20, seed=10 ** 5000 - 1).text
    assert r.stdout.startswith(f"20 classic deals, seed {nines}\n")


@pytest.mark.parametrize(("deals", "interval"), [("1", False), ("3", True)])
def test_announcement_points_of_should_i_take_give_an_interval_from_two_deals(
        deals: str, interval: bool) -> None:
    # One deal played in each case: its mean, and a dash where the interval goes (one
    # deal has no spread); three deals: the mean and its interval.
    result = CliRunner().invoke(app, [
        "simulate", "--hand", "S:J♠ 9♠ A♠ 10♠ K♠", "--retourne", "Q♠", "--deals", deals,
        "--seed", "1", "--rule", "announcements=on"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    start = lines.index("announcement points in the score, per played deal:")
    rows = lines[start + 1:start + 4]
    assert [r.split("  NS")[0].strip() for r in rows] == [
        "S takes", "S passes twice", "bots bid for all"]
    one = r" NS +\d+\.\d\d —  EW +\d+\.\d\d —  \(1 deal played\)$"
    three = (r" NS +\d+\.\d\d \[\d+\.\d\d, \d+\.\d\d\]  EW +\d+\.\d\d \[\d+\.\d\d, "
             r"\d+\.\d\d\]  \(3 deals played\)$")
    for row in rows:
        assert re.search(three if interval else one, row), row


def test_the_library_refuses_a_negative_first_deal() -> None:
    with pytest.raises(BeloteError, match="^start must be 0 or more, found -1$"):
        simulate(deals=2, start=-1)


def test_a_record_larger_than_score_reads_is_said_with_how_many_deals_a_file_may_hold(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # belote score reads a deal file of 16 MB at most (docs/format.md), some 70,000 deals
    # of simulate --record, which took any --deals without a word: the file is written
    # whole, exit 0, and a note on stderr says so, with the most deals a file may hold,
    # at this file's bytes a deal. The limit made small here: 40 deals in 4,000 bytes.
    import belote_cli.dealfile.reader as reader

    monkeypatch.setattr(reader, "MAX_FILE_BYTES", 4000)
    path = tmp_path / "deals.belote"
    result = runner.invoke(app, ["simulate", "--deals", "40", "--seed", "1", "--bots",
                                 "random", "--jobs", "1", "--record", str(path)])
    assert result.exit_code == 0, result.output
    size = path.stat().st_size
    assert size > 4000
    most = 40 * 4000 // size  # deals (a void deal is a comment: none here at random)
    assert f"{path} holds 0.0 MB, more than the 16 MB belote score reads: split the run " \
           f"(--start, --deals) into files of at most {most} deals\n" in result.stderr
    assert "holds" not in result.stdout
    # Within the limit, nothing is said; a file of the limit exactly is read by score.
    small = runner.invoke(app, ["simulate", "--deals", "2", "--seed", "1", "--bots", "random",
                                "--jobs", "1", "--record", str(path)])
    assert "belote score reads" not in small.stderr
    monkeypatch.setattr(reader, "MAX_FILE_BYTES", path.stat().st_size)
    again = runner.invoke(app, ["simulate", "--deals", "2", "--seed", "1", "--bots", "random",
                                "--jobs", "1", "--record", str(path)])
    assert again.exit_code == 0 and "belote score reads" not in again.stderr
    # The deals the file holds set how many a file may hold: void deals are comments
    # there (heuristic bots, seed 1: 53 of 60 deals played, 7 void).
    monkeypatch.setattr(reader, "MAX_FILE_BYTES", 4000)
    run = runner.invoke(app, ["simulate", "--deals", "60", "--seed", "1", "--jobs", "1",
                              "--record", str(path)])
    written = path.read_text(encoding="utf-8").count("\n---\n") + 1
    assert written < 60  # the case is met
    most = written * 4000 // path.stat().st_size
    assert f"into files of at most {most} deals\n" in run.stderr
    # With the JSON on stderr (the CSV on stdout), stderr holds the document alone.
    alone = runner.invoke(app, ["simulate", "--deals", "40", "--seed", "1", "--bots",
                                "random", "--jobs", "1", "--json", "--csv", "-", "--record",
                                str(path)])
    assert alone.exit_code == 0
    json.loads(alone.stderr)


def test_a_rule_given_two_values_is_refused_by_simulate() -> None:
    result = runner.invoke(app, ["simulate", "--deals", "10", "--rule",
                                 "variant=coinche,variant=deux"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == ("error: --rule: rule 'variant' given twice, 'variant=coinche' "
                             "then 'variant=deux': write the one the table plays\n")


def test_the_library_s_simulate_shares_a_few_expert_deals_among_its_jobs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # simulate(bots="expert", jobs=2) as belote simulate --bots expert --jobs 2: chunks
    # the expert's size (chunk_size_for told the bots), so that 20 deals are shared by
    # the two jobs, where chunks of 100 left them to one.
    import belote_cli.simulation as simulation

    seen: list[tuple[object, ...]] = []
    original = simulation.chunk_size_for

    def spy(deals: int, jobs: int, bots: Any = ()) -> int:
        seen.append((deals, jobs, tuple(bots)))
        return original(deals, jobs, bots)

    monkeypatch.setattr(simulation, "chunk_size_for", spy)
    monkeypatch.setattr(simulation, "simulate", lambda config, jobs: None)
    monkeypatch.setattr("belote_cli.api.SimulationReport", lambda summary: summary)
    simulate(20, bots="expert", jobs=2, seed=1)
    assert seen == [(20, 2, ("expert", "expert"))]
    assert original(20, 2, ("expert", "expert")) == 2


def test_a_deal_without_bidding_holds_its_scores_to_the_deal_s_162() -> None:
    # Its sides score their trick points alone (no contract, capot or belote): a score's
    # and a margin's intervals were held to 272, a capot's 252 and a belote, which no
    # deal without bidding can score; on two deals the interval reaches the bound.
    done = runner.invoke(app, ["simulate", "--discovery", "--deals", "2", "--seed", "a",
                               "--json"])
    assert done.exit_code == 0, done.output
    stats = json.loads(done.stdout)["stats"]
    assert stats["trick_points"]["NS"]["ci95"] == [0.0, 162.0]
    assert stats["score"]["NS"]["ci95"] == stats["score"]["EW"]["ci95"] == [0.0, 162.0]
    assert stats["margin_ns"]["ci95"] == [-162.0, 162.0]
