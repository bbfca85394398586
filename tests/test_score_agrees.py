"""``belote score`` of a ``simulate --record`` file gives what simulate gave, deal by deal.

Each record says ``match: none`` (the deals are independent: no running total, no litige
stake carried) and, for the discovery deal, ``rules: discovery`` (no contract, no belote
bonus). Checked against the CSV of the same run for every variant and rule option; a few
hundred deals in the quick suite, thousands in the slow one.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app

runner = CliRunner()

VARIANTS: list[tuple[str, ...]] = [
    (),
    ("--bots", "random"),
    ("--rule", "undertrump=required"),
    ("--rule", "direction=anticlockwise"),
    ("--rule", "belote=declared"),
    ("--rule", "contract=total"),
    ("--rule", "tie=dedans"),
    ("--rule", "capot=250"),
    ("--rule", "announcements=on"),
    ("--rule", "variant=coinche"),
    ("--rule", "variant=coinche", "--rule", "announcements=on"),
    ("--rule", "variant=coinche", "--bots", "random"),
    ("--discovery",),
    ("--discovery", "--bots", "heuristic"),
    ("--hand", "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠"),
    ("--rule", "sa_ta=on"),
    ("--rule", "sa_ta=on", "--rule", "sa_ta_points=raw"),
    ("--rule", "variant=coinche", "--rule", "sa_ta=on"),
    ("--rule", "variant=deux"),
    ("--rule", "variant=decouverte"),
    ("--rule", "variant=decouverte", "--rule", "decouverte_bid=off"),
]

# The cards' points and the dix de der of a deal (VARIANTS.md): 152 + 10 under a suit and
# scaled sans atout / tout atout; raw, sans atout counts A 11, 10 10, K 4, Q 3, J 2 in each
# suit (30 × 4 + 10 = 130) and tout atout J 20, 9 14, A 11, 10 10, K 4, Q 3 (62 × 4 + 10 =
# 258).
RAW_TOTALS = {"SA": 130, "TA": 258}


def _agree(tmp_path: Path, variant: tuple[str, ...], deals: int, seed: str) -> int:
    table, deals_file = tmp_path / "deals.csv", tmp_path / "deals.belote"
    done = runner.invoke(app, ["simulate", "--deals", str(deals), "--seed", seed,
                               "--jobs", "1", "--csv", str(table), "--record",
                               str(deals_file), *variant])
    assert done.exit_code == 0, done.output
    with table.open(newline="", encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f) if r["result"] != "void"]
    assert "match: none" in deals_file.read_text(encoding="utf-8")
    scored = runner.invoke(app, ["score", "--json", str(deals_file)])
    assert scored.exit_code == 0, scored.output
    docs = json.loads(scored.stdout)
    docs = docs if isinstance(docs, list) else [docs]
    assert len(docs) == len(rows)
    # At two players the sides are the players S and N, at four the teams.
    a, b = ("S", "N") if "variant=deux" in variant or "variant=decouverte" in variant else (
        "NS", "EW")
    raw = "sa_ta_points=raw" in variant
    for doc, row in zip(docs, rows, strict=True):
        where = f"{variant} deal {row['deal']} {row['scenario']}"
        assert "match" not in doc, where
        assert (doc["score"][a], doc["score"][b]) == (
            int(row[f"score_{a.lower()}"]), int(row[f"score_{b.lower()}"])), where
        assert (doc["points"][a], doc["points"][b]) == (
            int(row[f"points_{a.lower()}"]), int(row[f"points_{b.lower()}"])), where
        assert doc["result"] == row["result"], where
        if row["trump"] == "TA":
            # A belote in each suit: the CSV names the team of each, the JSON counts them
            # (``belotes``, left out where there is none).
            held = row["belote"].split()
            assert doc.get("belotes", {a: 0, b: 0}) == {
                a: held.count(a), b: held.count(b)}, where
        else:
            assert (doc["belote"] or "") == row["belote"], where
        assert (doc["capot"] or "") == row["capot"], where
        total = RAW_TOTALS.get(row["trump"], 162) if raw else 162
        assert doc["tally"]["total"] == total and not doc["revokes"], where
    return len(rows)


@pytest.mark.parametrize("variant", VARIANTS, ids=" ".join)
def test_score_of_a_record_agrees_with_simulate(tmp_path: Path, variant: tuple[str, ...]
                                                ) -> None:
    assert _agree(tmp_path, variant, 25, "agree") > 0


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS, ids=" ".join)
def test_score_of_a_record_agrees_with_simulate_over_many_deals(
        tmp_path: Path, variant: tuple[str, ...]) -> None:
    assert _agree(tmp_path, variant, 400, "agree-many") > 0
