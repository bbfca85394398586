"""``belote simulate --rule variant=deux``: belote à deux played by bots on the ``Game``,
its report recomputed from its own CSV rows, the record scored back to the same scores,
the same bytes whatever the number of jobs, and what it refuses."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.dealfile import load
from belote_cli.dealfile.replay import replay

runner = CliRunner()


def simulate(*args: str) -> tuple[int, str, str]:
    r = runner.invoke(app, ["simulate", "--rule", "variant=deux", *args])
    return r.exit_code, r.stdout, r.stderr


# Slow (2 s): a run of simulate read back three ways.
@pytest.mark.slow
def test_the_report_agrees_with_the_rows_and_the_record(tmp_path: Path) -> None:
    csv_path, record_path = tmp_path / "d.csv", tmp_path / "d.belote"
    code, out, err = simulate("--deals", "150", "--seed", "5", "--jobs", "1", "--json",
                              "--csv", str(csv_path), "--record", str(record_path))
    assert code == 0, err
    doc = json.loads(out)
    assert doc["mode"] == "deux" and doc["bots"] == {"S": "heuristic", "N": "heuristic"}
    assert doc["rules"]["variant"] == "deux" and doc["rules"]["exchange7"] == "on"
    stats = doc["stats"]
    rows = list(csv.DictReader(io.StringIO(csv_path.read_text())))
    assert len(rows) == 150 and stats["deals"] == 150
    played = [r for r in rows if r["result"] != "void"]
    assert stats["void"]["count"] == 150 - len(played)
    assert stats["tally"] == {"ok": len(played), "deals": len(played), "failures": []}
    for seat in ("S", "N"):
        assert stats["takes"][seat]["count"] == sum(r["taker"] == seat for r in rows)
    for result in ("made", "dedans", "litige"):
        assert stats["taker"][result]["count"] == sum(r["result"] == result for r in rows)
    assert all(int(r["points_s"]) + int(r["points_n"]) == 162 for r in played)
    assert {r["dealer"] for r in rows} == {"S", "N"}
    assert any(r["exchange"] for r in played)  # the heuristic swaps the seven
    mean_s = sum(int(r["score_s"]) for r in rows) / 150
    assert abs(stats["score"]["S"]["mean"] - mean_s) < 1e-6
    records = load(record_path)
    assert len(records) == len(played)
    for record, row in zip(records, played, strict=True):
        score = replay(record).score
        assert score.score == (int(row["score_s"]), int(row["score_n"]))
        assert record.exchange == (int(row["exchange"]) if row["exchange"] else 0)


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_the_json_names_belote_among_the_takers_as_at_four(tmp_path: Path,
                                                            variant: str) -> None:
    # Belote held by the taker, of the deals taken: "belote_takers" at four players, and
    # at two it was "belote_taker". The other figures keep their names at two, but for
    # those that name a side (by_team, margin_ns: by_player, margin_s).
    csv_path = tmp_path / "d.csv"
    result = runner.invoke(app, ["simulate", "--rule", f"variant={variant}", "--deals", "40",
                                 "--seed", "5", "--jobs", "1", "--json",
                                 "--csv", str(csv_path)])
    assert result.exit_code == 0, result.output
    stats = json.loads(result.stdout)["stats"]
    four = runner.invoke(app, ["simulate", "--deals", "5", "--seed", "5", "--jobs", "1",
                               "--json"])
    sides = {"by_team": "by_player", "margin_ns": "margin_s"}
    assert set(stats) == {sides.get(k, k) for k in json.loads(four.stdout)["stats"]}
    rows = list(csv.DictReader(io.StringIO(csv_path.read_text())))
    taken = [r for r in rows if r["taker"]]
    assert taken  # the case is met
    assert (stats["belote_takers"]["count"], stats["belote_takers"]["of"]) == (
        sum(r["belote"] == r["taker"] for r in taken), len(taken))


def test_the_same_bytes_whatever_the_jobs(tmp_path: Path) -> None:
    outputs = []
    for jobs in ("1", "2"):
        csv_path, record_path = tmp_path / f"{jobs}.csv", tmp_path / f"{jobs}.belote"
        code, out, err = simulate("--deals", "240", "--seed", "9", "--bots", "random",
                                  "--jobs", jobs, "--csv", str(csv_path), "--record",
                                  str(record_path))
        assert code == 0, err
        outputs.append((out, csv_path.read_bytes(), record_path.read_bytes()))
    assert outputs[0] == outputs[1]
    out = outputs[0][0]
    assert out.startswith("240 deals of belote à deux, seed 9\nbots: N random, S random\n")
    assert "S takes" in out and "trick points N" in out and "deals tally 162 ✓" in out


def test_the_expert_plays_belote_a_deux() -> None:
    code, out, err = simulate("--bots", "expert", "--deals", "4", "--seed", "2")
    assert code == 0, err
    assert "deals tally 162 ✓" in out


def test_what_it_refuses() -> None:
    code, _, err = simulate("--ns", "random", "--deals", "2")
    assert code == 2 and "belote à deux has none" in err
    code, _, err = simulate("--discovery", "--deals", "2")
    assert code == 2
    code, _, err = simulate("--rule", "sa_ta=on", "--deals", "2")
    assert code == 2 and "variant=deux" in err


@pytest.mark.parametrize(("variant", "lang", "label"), [
    ("deux", "en", "void deals (both passed)"),
    ("deux", "fr", "donnes nulles (chacun passe)"),
    ("decouverte", "en", "void deals (both passed)"),
    ("decouverte", "fr", "donnes nulles (chacun passe)"),
])
def test_the_void_deals_of_two_players_are_those_both_passed(variant: str, lang: str,
                                                            label: str) -> None:
    # Two players: a deal is void when both pass twice (VARIANTS.md), not "all" of them,
    # as the play's own line says ('Both players passed twice', 'Les deux joueurs ont
    # passé deux fois'); the label keeps the report's column of counts in its place.
    r = runner.invoke(app, ["simulate", "--rule", f"variant={variant}", "--deals", "20",
                            "--seed", "1", "--jobs", "1", "--lang", lang])
    assert r.exit_code == 0, r.output
    [line] = [line for line in r.stdout.splitlines() if line.startswith(label)]
    assert line[:30] == label.ljust(30)  # the 30 columns of every label of the report
    assert "all passed" not in r.stdout and "tous passent" not in r.stdout
