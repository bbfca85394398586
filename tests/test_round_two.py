"""Round two of the taking judged by simulation: ``belote simulate --hand --round 2`` (after
four passes, pass again or name which suit), and the review of a deal where round two came
to the player (``belote play --review``).

The deals kept are checked on the games played (four passes in round one, the seats
before the known one passing in round two, the forced choice the one played), the report's
figures recomputed from the run's own CSV rows, and the review's figures against the
command's on the same hand, retourne, dealer and seed.
"""

from __future__ import annotations

import csv
import functools
import json
import math
import re
import statistics
import tempfile
from pathlib import Path
from typing import Any

import pytest
from piped import whole
from typer.testing import CliRunner

import belote_cli
import belote_cli.simulation.runner as runner_module
from belote_cli.cli import app
from belote_cli.core.bidding import deal_order
from belote_cli.core.cards import ALL_TRUMP, NO_TRUMP, parse_card
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.simulation import (
    SimulationConfig,
    check_config,
    choice_name,
    parse_known_hand,
    round_two_choices,
    run_chunk,
    simulate,
    wilson,
)
from belote_cli.simulation.deals import DealResult
from belote_cli.simulation.stats import t_quantile

_runner = CliRunner()
Z = 1.959963984540054  # the normal's 97.5% quantile: Wilson's intervals
Z999 = 3.2905267314919255  # 99.9%: a test of chance that fails once in a thousand runs
TEAM = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
HAND = ("--hand", "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--dealer", "W")


def _belote(*args: str) -> Any:
    return _runner.invoke(app, list(args), env={"BELOTE_LANG": "en", "NO_COLOR": None,
                                               "FORCE_COLOR": None})


# --- the choices and the deals kept ---------------------------------------------------------

def test_the_choices_of_round_two_are_the_other_suits_and_sa_ta_where_allowed() -> None:
    # Retourne 8♠: round two names ♥, ♦ or ♣ (rules of taking: any suit but the
    # retourne's), SA and TA only with sa_ta=on; pass first.
    spade = parse_card("8S")
    assert round_two_choices(spade, RuleSet()) == (None, 1, 2, 3)
    assert round_two_choices(spade, RuleSet(sa_ta="on")) == (None, 1, 2, 3, NO_TRUMP,
                                                              ALL_TRUMP)
    assert [choice_name(c) for c in (None, 1, NO_TRUMP, ALL_TRUMP)] == [
        "pass", "take H", "take SA", "take TA"]


@pytest.mark.parametrize(("bots", "sa_ta"), [("heuristic", "off"), ("random", "on")])
def test_the_deals_kept_had_four_passes_and_the_choice_forced(
        bots: str, sa_ta: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Dealer W: N and E speak before S in both rounds. Every game played must show four
    # passes in round one, N and E passing in round two, then S's forced choice, and the
    # deal played with it: S the taker of that suit, or S passing.
    played: list[tuple[int, DealResult]] = []
    real = runner_module.play_classic

    def spy(*args: Any, **kw: Any) -> DealResult:
        result = real(*args, **kw)
        played.append((args[5], result))
        return result

    monkeypatch.setattr(runner_module, "play_classic", spy)
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "W")
    rules = RuleSet(sa_ta=sa_ta)
    config = SimulationConfig(600, "kept", (bots,) * 4, rules=rules, hand=known, round=2,
                              csv=True, chunk_size=600)
    chunk = run_chunk(config, 0)
    choices = round_two_choices(known.retourne, rules)
    names = [choice_name(c) for c in choices]
    kept = sorted({number for number, _ in played})
    assert kept and len(played) == len(kept) * len(choices)
    assert len(kept) + chunk.skipped == 600
    order = deal_order(Seat.W)
    rows = list(csv.reader(chunk.csv.splitlines()))
    for i, (number, result) in enumerate(played):
        choice = choices[i % len(choices)]
        assert rows[i][0] == str(number) and rows[i][2] == names[i % len(choices)]
        game = result.game
        assert game is not None and game.auction is not None
        bids = game.auction.bids
        assert [b.seat for b in bids[:4]] == order and all(b.suit is None for b in bids[:4])
        assert [(b.seat, b.suit) for b in bids[4:6]] == [(Seat.N, None), (Seat.E, None)]
        assert (bids[6].seat, bids[6].suit) == (Seat.S, choice)
        if choice is None:
            assert result.taker is not Seat.S
        else:
            assert (result.taker, result.trump) == (Seat.S, choice)
    for name in names:
        assert chunk.stats[name].deals == len(kept)


def test_round_two_comes_to_the_seat_as_often_as_the_random_bids_say() -> None:
    # Random bidders: in round one each of the three others passes half the time (the
    # retourne's suit or pass); in round two E, before S (dealer N), passes a quarter of
    # the time (three suits or pass). Round two comes to S in 1/2³ × 1/4 = 1/32 of deals.
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "N")
    summary = simulate(SimulationConfig(6400, "often", ("random",) * 4, hand=known, round=2))
    reached = summary.stats["pass"].deals
    assert reached + summary.skipped == 6400
    lo, hi = wilson(reached, 6400, Z999)
    assert lo < 1 / 32 < hi


def test_a_second_round_without_a_hand_or_of_another_number_is_refused() -> None:
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "N")
    for config, message in (
            (SimulationConfig(1, "x", ("random",) * 4, round=2), "--round goes with --hand"),
            (SimulationConfig(1, "x", ("random",) * 4, hand=known, round=3),
             "--round must be 1 or 2, found 3")):
        with pytest.raises(Exception, match=message):
            check_config(config)


# --- the report's figures, from its rows -------------------------------------------------------

def _check_mean(got: dict[str, Any], values: list[int]) -> None:
    assert got["n"] == len(values)
    mean = statistics.mean(values)
    sd = statistics.stdev(values)  # the sample standard deviation
    half = t_quantile(0.975, len(values) - 1) * sd / math.sqrt(len(values))
    assert got["mean"] == pytest.approx(mean, abs=1e-6)
    assert got["sd"] == pytest.approx(sd, abs=1e-6)
    assert got["ci95"] == pytest.approx([mean - half, mean + half], abs=1e-6)


@pytest.mark.parametrize(("hand", "rules"), [
    (HAND, ()),
    (("--hand", "E:A♥ 10♥ K♥ 9♣ 7♦", "--retourne", "8♠", "--dealer", "N"),
     ("--rule", "sa_ta=on")),
])
def test_the_round_two_report_agrees_with_its_rows(hand: tuple[str, ...],
                                                   rules: tuple[str, ...],
                                                   tmp_path: Path) -> None:
    table = tmp_path / "deals.csv"
    result = _belote("simulate", "--deals", "650", "--seed", "rows", "--jobs", "1", *hand,
                     *rules, "--round", "2", "--json", "--csv", str(table))
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)["hand"]
    with table.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    team = TEAM[hand[1][0]]
    margins: dict[str, dict[int, int]] = {}
    for r in rows:
        m = int(r["score_ns"]) - int(r["score_ew"])  # a void deal scores 0 to 0
        margins.setdefault(r["scenario"], {})[int(r["deal"])] = m if team == "NS" else -m
    names = list(doc["choices"])
    assert list(margins) == names == list(doc["expected_margin"])
    assert names[0] == "pass" and doc["round"] == 2
    deals = sorted(margins["pass"])
    assert all(sorted(margins[n]) == deals for n in names)
    assert doc["deals_reached"] == len(deals)
    assert doc["deals_left_out"] == 650 - len(deals)
    for name in names:
        _check_mean(doc["expected_margin"][name], [margins[name][d] for d in deals])
        assert doc["choices"][name]["deals"] == len(deals)
    # The best choice: the highest mean margin (the first of equals, in the auction's
    # order); against each other choice, the difference deal by deal.
    means = {n: statistics.mean(margins[n].values()) for n in names}
    best = max(names, key=lambda n: means[n])
    assert doc["best"] == best
    assert list(doc["best_minus"]) == [n for n in names if n != best]
    clears = True
    for name, got in doc["best_minus"].items():
        diffs = [margins[best][d] - margins[name][d] for d in deals]
        _check_mean(got, diffs)
        low = statistics.mean(diffs) - (t_quantile(0.975, len(diffs) - 1)
                                        * statistics.stdev(diffs) / math.sqrt(len(diffs)))
        clears = clears and low > 0
    assert doc["verdict"] == (best if clears else "no clear difference")


def test_the_french_question_and_its_deals_fit_80_columns() -> None:
    # The question was one line of 110 characters, the deals that reach round two one of
    # 86 (with 44 of 100 deals reached): each is wrapped at its plain spaces within 80,
    # never at the no-break spaces before ? and :, continued after four blanks; the
    # second's last words go down together, where 'avant)' stood alone.
    args = ("simulate", "--deals", "100", "--seed", "golden", "--jobs", "1", *HAND,
            "--round", "2")
    doc = json.loads(_belote(*args, "--json").stdout)["hand"]
    reached, left = doc["deals_reached"], doc["deals_left_out"]
    assert (reached, left) == (44, 56)  # docs/simulating.md's run
    lines = _belote(*args, "--lang", "fr").stdout.splitlines()
    at = lines.index("que doit faire S au second tour\xa0? main V♠ 9♠ A♥ 10♣ 7♦, retourne 8♠, "
                     "donneur O,")
    assert lines[at + 1:at + 5] == [
        "    tous ont passé au premier tour",
        "le second tour vient à S dans 44 donnes sur 100 (56 écartées\xa0: quelqu'un a",
        "    pris avant)", ""]
    assert all(len(line) <= 80 for line in lines)


def test_the_text_report_says_the_json_figures(tmp_path: Path) -> None:
    args = ("simulate", "--deals", "300", "--seed", "text", "--jobs", "1", *HAND,
            "--round", "2")
    doc = json.loads(_belote(*args, "--json").stdout)["hand"]
    text = _belote(*args).stdout
    # Within 80 columns: the question's last words after four blanks.
    assert ("what should S do in round two? hand J♠ 9♠ A♥ 10♣ 7♦, retourne 8♠, dealer W,\n"
            "    everyone passed in round one\n") in text
    reached, left = doc["deals_reached"], doc["deals_left_out"]
    assert (f"round two comes to S in {reached} of 300 deals ({left} left out: someone took "
            "first)") in text
    labels = {"pass": "S passes again", "take H": "S takes ♥", "take D": "S takes ♦",
              "take C": "S takes ♣"}
    for name, m in doc["expected_margin"].items():
        lo, hi = m["ci95"]
        assert re.search(rf"^  {labels[name]} +NS .* margin +{m['mean']:+.2f} "
                         rf"\[{lo:+.2f}, {hi:+.2f}\]$", text, re.M), (name, text)
    assert f"{labels[doc['best']]} minus each other choice, margin per deal in points:" in text
    verdict = doc["verdict"]
    said = {"pass": "pass", "no clear difference": "no clear difference"}.get(
        verdict, f"take {labels.get(verdict, '').rsplit(' ', 1)[-1]}")
    assert f"\nbest choice: {said}\n" in text


@pytest.mark.parametrize(("lang", "heading"), [
    ("en", "expected deal score in points, per deal (NS - EW is the margin):"),
    ("fr", "marque attendue en points, par donne (NS - EO est l'écart)\xa0:"),
])
@pytest.mark.parametrize("round_", ["1", "2"])
def test_the_margins_and_their_heading_write_minus_with_one_sign(
        lang: str, heading: str, round_: str) -> None:
    # The heading says the margin is NS minus the other team, and the figures below it
    # are that difference, negative where NS score less: one sign for both, the '-' every
    # figure of the report, play's review and the JSON write, where the heading alone
    # wrote the minus sign U+2212 (NS − EO) above margins written -15,68 [-28,69 ; -2,67].
    # The hand and seed give negative margins in both rounds (S loses when it takes ♥).
    text = _belote("simulate", "--deals", "60", "--seed", "signs", "--jobs", "1", *HAND,
                   "--round", round_, "--lang", lang).stdout
    assert "\u2212" not in text
    lines = text.splitlines()
    assert heading in lines
    margins = lines[lines.index(heading) + 1:]
    assert any(re.search(r" -\d+[.,]\d\d ", line) for line in margins), text


def test_same_seed_same_bytes_whatever_the_jobs() -> None:
    args = ("simulate", "--deals", "400", "--seed", "bytes", *HAND, "--round", "2",
            "--json")
    one = _belote(*args, "--jobs", "1")
    two = _belote(*args, "--jobs", "2")
    assert one.exit_code == two.exit_code == 0
    assert one.stdout == two.stdout == _belote(*args, "--jobs", "1").stdout


@pytest.mark.parametrize(("lang", "never"), [
    ("en", "round two came to S in none of these deals: no choice to compare"),
    ("fr", "le second tour n'est venu à S dans aucune de ces donnes\xa0: aucun choix à "
           "comparer"),
])
def test_round_two_reached_in_no_deal_says_so_and_judges_nothing(
        lang: str, never: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Someone takes first in every deal: no deal to compare the choices on, so no mean
    # (0.00 would be a figure of no deal), no best choice and no verdict.
    monkeypatch.setattr(runner_module, "round_two_passes", lambda *args: False)
    args = ("simulate", "--deals", "3", "--seed", "never", "--jobs", "1", *HAND, "--round",
            "2", "--lang", lang)
    text = _belote(*args)
    assert text.exit_code == 0, text.output
    report = text.stdout.split("\n")
    assert report[-3:] == ["", never, ""], text.stdout
    assert not re.search(r"\d[.,]\d\d|NaN|nan|✓", text.stdout), text.stdout
    doc = json.loads(_belote(*args, "--json").stdout)["hand"]
    assert (doc["deals_reached"], doc["deals_left_out"]) == (0, 3)
    assert doc["best"] is None and doc["best_minus"] == {} and doc["verdict"] is None
    assert all(m == {"n": 0, "mean": None, "sd": None, "ci95": None}
               for m in doc["expected_margin"].values())


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "round two comes to S in 3 of 3 deals"),
    ("fr", "le second tour vient à S dans 3 donnes sur 3"),
])
def test_round_two_reached_in_every_deal_says_no_reason_for_none_left_out(
        lang: str, line: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Nobody takes first in any deal: the line said "(0 left out: someone took first)",
    # a reason for nothing; round one says nothing then.
    monkeypatch.setattr(runner_module, "round_two_passes", lambda *args: True)
    text = _belote("simulate", "--deals", "3", "--seed", "all", "--jobs", "1", *HAND,
                   "--round", "2", "--lang", lang)
    assert text.exit_code == 0, text.output
    assert line in text.stdout.split("\n"), text.stdout
    assert "took" not in text.stdout and "pris avant" not in text.stdout


@pytest.mark.parametrize(("args", "en", "fr"), [
    (("--round", "2"), "--round goes with --hand (the round of its question)",
     "--round va avec --hand (le tour sur lequel porte sa question)"),
    (("--round", "1"), "--round goes with --hand (the round of its question)",
     "--round va avec --hand (le tour sur lequel porte sa question)"),
    (("--round", "2", *HAND, "--rule", "variant=coinche"),
     "--round 2 asks what to name in round two of the taking: coinche has an auction "
     "instead (variant=coinche)",
     "--round 2 demande ce qu'il faut nommer au second tour\xa0: la coinche a des "
     "enchères à la place (variant=coinche)"),
    (("--round", "2", "--rule", "variant=deux"),
     "--round 2 asks about a four-player deal: not with variant=deux",
     "--round 2 porte sur une donne à quatre\xa0: pas avec variant=deux"),
    (("--round", "2", *HAND, "--rule", "variant=decouverte"),
     "--round 2 asks about a four-player deal: not with variant=decouverte",
     "--round 2 porte sur une donne à quatre\xa0: pas avec variant=decouverte"),
    (("--round", "2", "--discovery"),
     "--round and --discovery do not go together (no bidding there)",
     "--round et --discovery ne vont pas ensemble (pas de prise là)"),
])
def test_round_two_is_refused_where_it_cannot_apply(args: tuple[str, ...], en: str,
                                                    fr: str) -> None:
    result = _belote("simulate", *args)
    assert result.exit_code == 2
    assert result.stderr == f"error: {en}\n"
    result = _belote("simulate", *args, "--lang", "fr")
    assert result.exit_code == 2
    assert result.stderr == f"erreur\xa0: {fr}\n"


def test_round_two_reads_as_french_in_its_help_and_its_error() -> None:
    # The choice of round two is a question ('quelle couleur nommer'), where the help said
    # 'nommer quelle couleur'; --round's range says it must ('doit valoir'), as --start's
    # and --deals' do, where it said 'vaut'.
    from belote_cli.texts import say

    text = re.sub(r"[ \n]+", " ", _belote("simulate", "-h", "--lang", "fr").stdout)
    assert ("--round N Avec --hand\xa0: 1, prendre la retourne ou passer (par défaut)\xa0; "
            "2, tous ont passé au premier tour\xa0: passer encore, ou quelle couleur "
            "nommer.") in text
    assert say("sim_round", "fr", round=3) == "--round doit valoir 1 ou 2 (valeur donnée\xa0: 3)"


# --- the review --------------------------------------------------------------------------------

_CHOICE = r"(pass|take \S+) ([+-][\d.]+) \[([+-][\d.]+), ([+-][\d.]+)\]"


def _simulated(seed: int = 2) -> dict[str, Any]:
    # Seed 2 with sa_ta=on: N deals, S holds K♠ J♥ A♦ 10♦ Q♦ with the retourne 8♦, and
    # round two comes to S. Seed 4: E deals, S holds J♥ 7♥ 7♦ 10♣ Q♣ with the retourne
    # 8♥, passes twice, and W takes ♠. The review's seed is "review N", its 1,000 deals.
    hand, retourne, dealer, rules = (("S:K♠ V♥ A♦ 10♦ D♦", "8♦", "N", ("--rule", "sa_ta=on"))
                                     if seed == 2 else ("S:V♥ 7♥ 7♦ 10♣ D♣", "8♥", "E", ()))
    result = _belote("simulate", "--hand", hand, "--retourne", retourne, "--dealer", dealer,
                     *rules, "--deals", "1000", "--seed", f"review {seed}", "--round", "2",
                     "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["hand"]


def _reviewed_take() -> tuple[int, str, str]:
    # Seed 2 with sa_ta=on: S passes, then takes SA in round two; the exit code, standard
    # output and all the output of belote play --review.
    run = whole(_runner.invoke(app, ["play", "--rule", "sa_ta=on", "--seed", "2", "--review"],
                         input="pass\nSA\n" + "1\n" * 8,
                         env={"BELOTE_LANG": "en", "NO_COLOR": None, "FORCE_COLOR": None}))
    return run.exit_code, run.stdout, run.output


#: The same, made once and read by the tests that check what it says.
_reviewed_take_once = functools.cache(_reviewed_take)


def test_the_review_judges_a_round_two_take_as_simulate_round_two() -> None:
    code, out, output = _reviewed_take_once()
    assert code == 0, output
    assert "Taking: you passed in round one, then took SA in round two.\n" in out
    assert "not judged" not in out
    doc = _simulated()
    line = re.search(r"^  and in round two\? everyone passed in round one; of 1,000 simulated "
                     r"deals, the (\d+) where round two came to you \(belote simulate --hand "
                     r"--round 2\), your team's margin per deal in points: (.+): (.+)$", out, re.M)
    assert line is not None, out
    assert int(line[1]) == doc["deals_reached"]
    said = re.findall(_CHOICE, line[2])
    assert [s[0] for s in said] == ["pass", "take ♠", "take ♥", "take ♣", "take SA",
                                    "take TA"]
    for (_, mean, lo, hi), name in zip(said, doc["expected_margin"], strict=True):
        m = doc["expected_margin"][name]
        assert (mean, lo, hi) == (f"{m['mean']:+.2f}", f"{m['ci95'][0]:+.2f}",
                                  f"{m['ci95'][1]:+.2f}")
    symbols = {"pass": "pass", "take S": "take ♠", "take H": "take ♥", "take C": "take ♣",
               "take SA": "take SA", "take TA": "take TA"}
    assert line[3] == symbols.get(doc["verdict"], doc["verdict"])
    # SA against the best other choice, deal by deal: the best is not SA here, so the
    # figure is the opposite of the best's margin minus SA's.
    assert doc["best"] != "take SA"
    best = doc["best_minus"]["take SA"]
    assert (f"  your choice (take SA) minus the best other ({symbols[doc['best']]}), per "
            f"deal in points: {-best['mean']:+.2f}, 95% interval [{-best['ci95'][1]:+.2f}, "
            f"{-best['ci95'][0]:+.2f}]") in out.splitlines()


def test_the_review_judges_a_second_pass_in_french_with_the_decimal_comma() -> None:
    run = whole(_runner.invoke(app, ["play", "--seed", "4", "--review", "--lang", "fr"],
                         input="passe\npasse\n" + "1\n" * 40,
                         env={"BELOTE_LANG": "en", "NO_COLOR": None, "FORCE_COLOR": None}))
    out = run.stdout
    assert "Prise\xa0: vous avez passé au premier tour, puis de nouveau au second.\n" in out
    doc = _simulated(4)
    m = doc["expected_margin"]["pass"]

    def fr(x: float) -> str:
        return f"{x:+.2f}".replace(".", ",")

    assert (f"  et au second tour\xa0? tous ont passé au premier\xa0; sur 1\u202f000 donnes "
            f"simulées, les {doc['deals_reached']} où le second tour vous est venu (belote "
            f"simulate --hand --round 2), écart de votre équipe par donne en points\xa0: passer "
            f"{fr(m['mean'])} [{fr(m['ci95'][0])}\xa0; {fr(m['ci95'][1])}], prendre à ♠ ") in out
    assert "prendre à SA" not in out  # sa_ta=off: no SA nor TA to name
    # Passing against the best other choice, deal by deal: the best's margin minus the
    # others' where passing is best, else the opposite of the best's minus passing's.
    margins = doc["expected_margin"]
    if doc["best"] == "pass":
        other = max((k for k in margins if k != "pass"), key=lambda k: margins[k]["mean"])
        d = doc["best_minus"][other]
        mean, lo, hi = d["mean"], *d["ci95"]
    else:
        other = doc["best"]
        d = doc["best_minus"]["pass"]
        mean, lo, hi = -d["mean"], -d["ci95"][1], -d["ci95"][0]
    words = {"take S": "prendre à ♠", "take D": "prendre à ♦", "take C": "prendre à ♣",
             "take SA": "prendre à SA", "take TA": "prendre à TA"}
    assert (f"  votre choix (passer) moins le meilleur des autres ({words[other]}), par "
            f"donne en points\xa0: {fr(mean)}, intervalle à 95\xa0% [{fr(lo)}\xa0; {fr(hi)}]"
            ) in out.splitlines()


def test_the_review_of_round_two_is_the_same_bytes_for_the_same_seed() -> None:
    # The run the other tests read, and a run of its own.
    first = _reviewed_take_once()[1]
    assert "and in round two?" in first and _reviewed_take()[1] == first


def test_round_one_alone_is_judged_where_round_two_never_came() -> None:
    # Seed 3: S takes in round one; no line of round two.
    run = whole(_runner.invoke(app, ["play", "--seed", "3", "--review"], input="1\n" * 40,
                         env={"BELOTE_LANG": "en", "NO_COLOR": None, "FORCE_COLOR": None}))
    assert "Taking: you took ♦ in round one." in run.stdout
    assert "round two" not in run.stdout


@pytest.mark.parametrize("reached", [0, 1])
def test_the_review_of_round_two_gives_no_figure_of_no_deal_nor_an_interval_of_one(
        reached: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Seed 4, passed twice. Where round two comes to S in none of the 1000 simulated deals
    # there is nothing to judge (0.00 [0.00, 0.00] would be figures of no deal); in one
    # deal, each choice's margin is that deal's, with no spread to measure: no interval.
    calls = iter(range(10**6))
    monkeypatch.setattr(runner_module, "round_two_passes",
                        lambda *args: next(calls) < reached)
    run = whole(_runner.invoke(app, ["play", "--seed", "4", "--review"],
                         input="pass\npass\n" + "1\n" * 40,
                         env={"BELOTE_LANG": "en", "NO_COLOR": None, "FORCE_COLOR": None}))
    assert run.exit_code == 0, run.output
    lines = run.stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if "and in round two?" in line)
    if reached == 0:
        assert lines[start] == ("  and in round two? everyone passed in round one; of 1,000 "
                                "simulated deals, none where round two came to you (someone "
                                "took first in each): not judged")
        assert not lines[start + 1].startswith("  your choice")
        return
    said = lines[start]
    assert ("of 1,000 simulated deals, the only one where round two came to you (belote "
            "simulate --hand --round 2), your team's margin in that one deal, in points: "
            "pass ") in said
    assert "[" not in said and said.endswith(": no clear difference")
    means = re.findall(r"(pass|take [♠♦♣]) ([+-]\d+\.\d\d)(?=,|:)", said)
    assert [m[0] for m in means] == ["pass", "take ♠", "take ♦", "take ♣"]
    assert re.fullmatch(r"  your choice \(pass\) minus the best other \(take [♠♦♣]\), in that "
                        r"one deal, in points: [+-]\d+\.\d\d", lines[start + 1]), lines[start + 1]
    # One deal: the difference is that deal's pass margin minus the best other's.
    margins = {name: float(mean) for name, mean in means}
    best_other = max((m for n, m in margins.items() if n != "pass"))
    assert float(lines[start + 1].rsplit(" ", 1)[1]) == pytest.approx(
        margins["pass"] - best_other)


def test_the_french_review_of_round_two_in_one_deal_says_la_seule(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Seed 4, passed twice, round two made to come to S in one of the 1000 simulated deals:
    # French says that deal as round one's line does, la seule où le second tour vous est
    # venu, écart dans cette seule donne (it said les 1 où, par donne), with no interval.
    calls = iter(range(10**6))
    monkeypatch.setattr(runner_module, "round_two_passes", lambda *args: next(calls) < 1)
    run = whole(_runner.invoke(app, ["play", "--seed", "4", "--review", "--lang", "fr"],
                         input="passe\npasse\n" + "1\n" * 40,
                         env={"BELOTE_LANG": "en", "NO_COLOR": None, "FORCE_COLOR": None}))
    assert run.exit_code == 0, run.output
    lines = run.stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if "et au second tour" in line)
    said = lines[start]
    assert said.startswith(
        "  et au second tour\xa0? tous ont passé au premier\xa0; sur 1\u202f000 donnes "
        "simulées, la seule où le second tour vous est venu (belote simulate --hand --round "
        "2), écart de votre équipe dans cette seule donne, en points\xa0: passer "), said
    assert "[" not in said and said.endswith("\xa0: pas de différence nette"), said
    assert lines[start + 1].startswith(
        "  votre choix (passer) moins le meilleur des autres (prendre à "), lines[start + 1]
    assert "dans cette seule donne, en points\xa0: " in lines[start + 1]


def test_round_two_reached_in_no_deal_says_so_in_the_french_subjunctive(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # 'aucune où le second tour vous soit venu': a relative after a negative antecedent
    # (aucune) takes the subjunctive; it said 'vous est venu'.
    monkeypatch.setattr(runner_module, "round_two_passes", lambda *args: False)
    run = whole(_runner.invoke(app, ["play", "--seed", "4", "--review", "--lang", "fr"],
                         input="passe\npasse\n" + "1\n" * 40,
                         env={"BELOTE_LANG": "en", "NO_COLOR": None, "FORCE_COLOR": None}))
    assert run.exit_code == 0, run.output
    assert ("  et au second tour\xa0? tous ont passé au premier\xa0; sur 1\u202f000 donnes "
            "simulées, aucune où le second tour vous soit venu (quelqu'un a pris avant dans "
            "chacune)\xa0: non jugé") in run.stdout.splitlines()


def test_round_two_with_announcements_has_round_one_s_section(tmp_path: Path) -> None:
    # announcements=on: as round one's report, the announcements of the deals played with
    # one choice (round one's: the take; round two's: the best choice), then each choice's
    # announcement points in the score per played deal, the mean with its 95% interval
    # (floored at 0: points), recomputed here from the CSV's rows.
    table = tmp_path / "deals.csv"
    args = ("simulate", "--deals", "200", "--seed", "announce", "--jobs", "1", *HAND,
            "--round", "2", "--rule", "announcements=on")
    text = _belote(*args, "--csv", str(table)).stdout
    doc = json.loads(_belote(*args, "--json").stdout)["hand"]
    with table.open(encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f) if r["result"] != "void"]
    labels = {"pass": "S passes again", "take H": "S takes ♥", "take D": "S takes ♦",
              "take C": "S takes ♣"}
    best = doc["best"]
    played = [r for r in rows if r["scenario"] == best]
    lines = text.splitlines()
    start = lines.index(f"announcements if {labels[best]}, of {len(played)} deals played")
    said = next(line for line in lines[start:] if line.startswith("  any announcement"))
    assert said.split()[2] == str(sum(1 for r in played if r["announcements"]))
    points = lines.index("announcement points in the score, per played deal:")
    assert points > start
    for i, name in enumerate(doc["choices"]):
        mine = [r for r in rows if r["scenario"] == name]
        line = lines[points + 1 + i]
        assert line.startswith(f"  {labels[name]} ") and line.endswith(
            f"({len(mine)} deals played)"), line
        figures = [float(x) for x in re.findall(r"\d+\.\d\d", line)]
        expected = []
        for column in ("announce_ns", "announce_ew"):
            values = [int(r[column]) for r in mine]
            mean = statistics.mean(values)
            half = (t_quantile(0.975, len(values) - 1) * statistics.stdev(values)
                    / math.sqrt(len(values)))
            expected += [mean, max(mean - half, 0.0), mean + half]
        assert figures == pytest.approx(expected, abs=0.006), line
    assert lines[points + 1 + len(doc["choices"])] == ""
    assert re.fullmatch(r"\d+/\d+ deals tally 162 ✓", lines[-1])


@pytest.mark.parametrize(("lang", "best"), [
    ("en", "best choice: take ♥"), ("fr", "meilleur choix\xa0: prendre à ♥")])
def test_round_two_names_the_suit_to_take_when_taking_it_is_best(lang: str,
                                                                   best: str) -> None:
    # S holds J♥ 9♥ A♥ 10♥, the four highest trumps at ♥, and 7♦: taking ♥ in round two
    # is the best choice, and the verdict names the suit, in English and French. With
    # announcements, 9♥ 10♥ J♥ is a tierce: every deal played with ♥ has an announcement.
    args = ("simulate", "--deals", "200", "--seed", "doc", "--jobs", "1", "--hand",
            "S:J♥ 9♥ A♥ 10♥ 7♦", "--retourne", "8♠", "--dealer", "W", "--round", "2",
            "--rule", "announcements=on", "--lang", lang)
    result = _belote(*args)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert best in lines
    assert json.loads(_belote(*args, "--json").stdout)["hand"]["verdict"] == "take H"
    if lang == "en":
        start = next(i for i, line in enumerate(lines)
                     if line.startswith("announcements if S takes ♥, of "))
        played = lines[start].split()[-3]
        said = next(line for line in lines[start:] if line.startswith("  any announcement"))
        assert said.split()[2:4] == [played, "100.00%"]


@pytest.mark.parametrize(("lang", "never"), [
    ("en", "the retourne came to S in none of these deals: nothing to compare"),
    ("fr", "la retourne n'est venue à S dans aucune de ces donnes\xa0: rien à comparer"),
])
def test_round_one_reached_in_no_deal_says_so_and_judges_nothing(
        lang: str, never: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Dealer S: W, N and E speak first. One of them takes in every deal: no deal to
    # compare taking and passing on, so no mean (0.00 would be a figure of no deal), no
    # verdict and no tally of no deal.
    monkeypatch.setattr(runner_module, "opening_passes", lambda *args: False)
    args = ("simulate", "--deals", "3", "--seed", "never", "--jobs", "1", "--hand",
            "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--dealer", "S", "--lang", lang)
    text = _belote(*args)
    assert text.exit_code == 0, text.output
    assert text.stdout.split("\n")[-3:] == ["", never, ""], text.stdout
    assert not re.search(r"\d[.,]\d\d|NaN|nan|✓", text.stdout), text.stdout
    doc = json.loads(_belote(*args, "--json").stdout)["hand"]
    assert (doc["deals_reached"], doc["deals_left_out"]) == (0, 3)
    assert doc["take_minus_pass"] == {"n": 0, "mean": None, "sd": None, "ci95": None}


def test_round_two_with_the_full_eight_cards_holds_them_when_it_takes(tmp_path: Path) -> None:
    # --hand's full 8 are the cards the seat holds once it has taken: the 5 dealt, the
    # retourne and the 2 dealt to the taker. In round two too the taker picks up the
    # retourne and receives 2 more cards (rule book, "Dealing and taking", 4; only the
    # trump it names differs), so round two's question stands on 8 cards: in every deal
    # played with a take, S plays exactly those 8; passing again, S never holds the
    # retourne (someone else took it, or the deal is void), as when it passes twice in
    # round one's question. belote_cli.simulate(..., round=2) gives the command's report.
    eight = "V♠ 9♠ A♥ 10♣ 7♦ 8♠ A♦ K♦"
    known = {parse_card(c) for c in ("JS", "9S", "AH", "10C", "7D", "8S", "AD", "KD")}
    record = tmp_path / "deals.belote"
    args = ("simulate", "--deals", "20", "--seed", "eight", "--jobs", "1", "--hand",
            f"S:{eight}", "--retourne", "8♠", "--dealer", "W", "--round", "2")
    run = _belote(*args, "--record", str(record))
    assert run.exit_code == 0, run.output
    blocks = record.read_text(encoding="utf-8").split("\n---\n")
    played = {"pass": 0, "take": 0}
    for block in blocks:
        scenario = re.search(r"\((pass|take [HDC])\)", block)
        assert scenario is not None, block
        if "void" in block.splitlines()[0]:
            assert scenario[1] == "pass"  # a take is never void
            continue
        held = {parse_card(c) for c in re.findall(r"\bS:(\S+)", block)}
        assert len(held) == 8
        if scenario[1] == "pass":
            assert parse_card("8S") not in held
            played["pass"] += 1
        else:
            assert held == known, block
            played["take"] += 1
    assert played["take"] > 0 and played["pass"] > 0
    api = belote_cli.simulate(20, seed="eight", hand=f"S:{eight}", retourne="8♠",
                              dealer="W", round=2)
    assert api.text == _belote(*args).stdout


# --- round one's question with sa_ta=on: passing, then naming SA or TA --------------------------

#: Four aces and four tens: at SA (A 10 K Q J 9 8 7 in every suit) each of them beats any
#: card another player holds in its suit, and the hand holds two of every suit, so it wins
#: the trick whoever leads and then leads every other: a capot however it is played,
#: 252 scaled, 220 raw (152 + 100 or 120 + 100 with the dix de der counting 100).
ACES_TENS = ("--hand", "S:A♠ 10♠ A♥ 10♥ A♦ 10♦ A♣ 10♣", "--retourne", "A♠", "--dealer", "W")


@functools.cache
def _aces_tens(points: str, lang: str = "en") -> tuple[str, list[dict[str, str]], Any]:
    # The text report, the CSV rows and the JSON of round one's question on ACES_TENS.
    args = ("simulate", "--deals", "200", "--seed", "aces", "--jobs", "1", *ACES_TENS,
            "--rule", f"sa_ta=on,sa_ta_points={points}", "--lang", lang)
    text = _belote(*args)
    assert text.exit_code == 0, text.output
    with tempfile.TemporaryDirectory() as folder:
        table = Path(folder) / "deals.csv"
        result = _belote(*args, "--json", "--csv", str(table))
        assert result.exit_code == 0, result.output
        with table.open(encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
    return text.stdout, rows, json.loads(result.stdout)["hand"]


@pytest.mark.parametrize(("points", "capot"), [("scaled", 252), ("raw", 220)])
def test_round_one_plays_passing_then_naming_sa_and_ta_each_taken_sa_a_capot(
        points: str, capot: int) -> None:
    _, rows, doc = _aces_tens(points)
    names = ["take", "pass", "bots", "pass then SA", "pass then TA"]
    assert list(doc["scenarios"]) == list(doc["expected_margin"]) == names
    by: dict[str, list[dict[str, str]]] = {}
    for r in rows:
        by.setdefault(r["scenario"], []).append(r)
    assert list(by) == names
    named = [r for r in by["pass then SA"] if r["taker"] == "S"]
    assert named, "round two came to S in none of the deals"
    for r in named:  # S passed the retourne, then named SA: the capot worked out above
        assert (r["trump"], r["result"], r["capot"]) == ("SA", "made", "NS")
        assert (int(r["score_ns"]), int(r["score_ew"])) == (capot, 0)
    # S takes nothing in round one there, and names SA or TA whenever round two comes to
    # it: a deal is void only if someone else took, which is no void.
    for name, kind in (("pass then SA", "SA"), ("pass then TA", "TA")):
        assert all(r["taker"] != "S" or r["trump"] == kind for r in by[name])
        assert all(r["result"] != "void" for r in by[name])
        _check_mean(doc["expected_margin"][name],
                    [int(r["score_ns"]) - int(r["score_ew"]) for r in by[name]])
    # The same deals where round two comes to S, as --round 2 counts them.
    assert len(named) == sum(r["taker"] == "S" for r in by["pass then TA"])


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["  S passes, then takes SA NS ", "  S passes, then takes TA NS "]),
    ("fr", ["  S passe, puis prend à SA NS ", "  S passe, puis prend à TA NS "]),
])
def test_round_one_s_report_has_a_row_for_passing_then_sa_and_ta(lang: str,
                                                                 said: list[str]) -> None:
    text, _, doc = _aces_tens("scaled", lang)
    rows = [line for line in text.splitlines() if line.startswith(tuple(said))]
    assert len(rows) == 2, text
    m = doc["expected_margin"]["pass then SA"]
    number = f"{m['mean']:+.2f}"
    assert (number if lang == "en" else number.replace(".", ",")) in rows[0]


def test_round_one_without_sa_ta_has_no_such_row() -> None:
    result = _belote("simulate", "--deals", "20", "--seed", "aces", "--jobs", "1", *ACES_TENS,
                     "--json")
    assert result.exit_code == 0, result.output
    assert list(json.loads(result.stdout)["hand"]["scenarios"]) == ["take", "pass", "bots"]


@pytest.mark.parametrize(("points", "capot"), [("scaled", 252), ("raw", 220)])
def test_round_two_sa_on_four_aces_and_four_tens_is_a_capot_in_every_deal(
        points: str, capot: int) -> None:
    result = _belote("simulate", "--deals", "200", "--seed", "aces", "--jobs", "1", *ACES_TENS,
                     "--rule", f"sa_ta=on,sa_ta_points={points}", "--round", "2", "--json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)["hand"]
    sa = doc["expected_margin"]["take SA"]
    assert sa["n"] == doc["deals_reached"] > 0
    assert (sa["mean"], sa["ci95"]) == (capot, [capot, capot])
    assert doc["best"] == doc["verdict"] == "take SA"


def test_round_one_leaves_passing_then_sa_and_ta_out_where_asked() -> None:
    # With sa_ta=on, round one's question also plays passing then naming SA, then TA,
    # after take, pass and bots; pass_then=False (the review, which reads taking against
    # passing only) leaves those two out; without sa_ta=on they are never played.
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "W")
    sa_ta = RuleSet.parse(["sa_ta=on"])
    both = SimulationConfig(1, "s", ("random",) * 4, rules=sa_ta, hand=known)
    assert both.scenarios == ("take", "pass", "bots", "pass then SA", "pass then TA")
    alone = SimulationConfig(1, "s", ("random",) * 4, rules=sa_ta, hand=known,
                             pass_then=False)
    assert alone.scenarios == ("take", "pass", "bots")
    assert SimulationConfig(1, "s", ("random",) * 4, hand=known).scenarios == (
        "take", "pass", "bots")
