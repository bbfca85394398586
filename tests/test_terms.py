"""One name for one number: the points a team (at two, a player) takes in its tricks, the
cards' points plus the dix de der, 162 in a deal. The tally names its row by it; the verdict
under it, the mid-deal "so far" line of ``belote play`` and the means and histogram of
``belote simulate``'s report use the same words, in each language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.rules import RuleSet
from belote_cli.play.interactive import Session, SessionOptions
from belote_cli.play.interactive_deux import DeuxSession
from belote_cli.texts.deal import TALLY
from belote_cli.texts.report import REPORT_FR

runner = CliRunner()
MADE = Path(__file__).resolve().parent.parent / "examples" / "made.belote"
LANGS = ["en", "fr"]
TEAMS = {"en": ("NS", "EW"), "fr": ("NS", "EO")}


def _rows(tally: str) -> dict[str, tuple[int, int]]:
    # The tally's rows: a label, then the two sides' figures.
    return {label: (int(a), int(b)) for label, a, b
            in re.findall(r"^([^\d\n]+?) {2,}(\d+) +(\d+)$", tally, re.MULTILINE)}


def _term(lang: str) -> tuple[str, tuple[int, int], str]:
    """The tally's name for the number (the row whose figures are the cards' row, 152 in
    all, plus the dix de der's, 10 in all), its figures and the whole tally."""
    r = runner.invoke(app, ["score", str(MADE), "--lang", lang])
    assert r.exit_code == 0, r.output
    rows = _rows(r.stdout)
    cards = next(v for v in rows.values() if sum(v) == 152)
    dix = next(v for v in rows.values() if sum(v) == 10)
    both = (cards[0] + dix[0], cards[1] + dix[1])
    names = [label for label, v in rows.items() if v == both]
    assert len(names) == 1, rows
    return names[0], both, r.stdout


@pytest.mark.parametrize("lang", LANGS)
def test_the_tally_verdict_says_the_rows_name(lang: str) -> None:
    term, (ns, ew), tally = _term(lang)
    # made.belote: NS took and made it, 97 against 65.
    assert (ns, ew) == (97, 65)
    assert re.search(rf"\b{ns} {term} \S+ {ew}$", tally, re.MULTILINE), tally


@pytest.mark.parametrize("lang", LANGS)
def test_the_so_far_line_says_the_tallys_name(lang: str) -> None:
    term = _term(lang)[0]
    session = Session(SessionOptions(seed=4, discovery=True, bots="random", lang=lang))
    session.start()
    session.handle_line("1")  # trick 1 is played by everyone
    line = session.handle_line("score")
    assert line.lower().startswith(term + " "), line
    # At two, the same words.
    deux = DeuxSession(SessionOptions(rules=RuleSet(variant="decouverte",
                                                    decouverte_bid="off"),
                                      seed=3, lang=lang))
    deux.start()
    deux.handle_line("1")
    line = deux.handle_line("score").splitlines()[-1]
    assert line.lower().startswith(term + " "), line


@pytest.mark.parametrize("lang", LANGS)
def test_the_simulate_report_says_the_tallys_name(lang: str) -> None:
    term = _term(lang)[0]
    r = runner.invoke(app, ["simulate", "--deals", "20", "--seed", "1", "--bots", "random",
                            "--jobs", "1", "--lang", lang])
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    # The means of the number: the two lines whose means add up to 162, one per team
    # (French writes the decimal comma).
    point = "," if lang == "fr" else "."
    means = {m.group(1).rstrip(): float(m.group(2).replace(point, ".")) for line in lines
             if (m := re.match(rf"^(\S.*?) +(\d+{re.escape(point)}\d\d)  \[", line))}
    pairs = [(a, b) for a in means for b in means
             if a < b and abs(means[a] + means[b] - 162) < 0.02]
    assert len(pairs) == 1, means
    assert sorted(pairs[0]) == sorted(f"{term} {team}" for team in TEAMS[lang])
    # The histogram of it (bins 0-9 to 160-162) is headed by the same words.
    first = next(i for i, line in enumerate(lines) if re.match(r"^ +0-9 ", line))
    assert term in lines[first - 1], lines[first - 1]


def test_a_contract_made_has_one_french_word() -> None:
    # The coinche tally's word for a contract made (beside chuté), as the French reference
    # says it (la prise est réussie): the classic tally's verdict and simulate's report
    # say the same, where they said 'contrat rempli' and 'faits'.
    word = TALLY["tally_coinche_made"][1]
    term, (ns, ew), tally = _term("fr")
    verdict = next(line for line in tally.splitlines() if f"{ns} {term}" in line)
    assert verdict.startswith(f"{word}\xa0: NS "), verdict
    r = runner.invoke(app, ["simulate", "--deals", "20", "--seed", "1", "--bots", "random",
                            "--jobs", "1", "--lang", "fr"])
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    # The first rate line under the takers' heading counts the contracts made.
    taken = next(i for i, line in enumerate(lines) if line.startswith(REPORT_FR["taker_of"]
                                                                      .split(",")[0]))
    assert lines[taken + 1].split()[0].startswith(word), lines[taken + 1]
    coinche = runner.invoke(app, ["simulate", "--deals", "20", "--seed", "1", "--bots",
                                  "random", "--jobs", "1", "--lang", "fr", "--rule",
                                  "variant=coinche"]).stdout.splitlines()
    heading = next(line for line in coinche if line.startswith(REPORT_FR["contract"] + " "))
    assert heading.split()[3].startswith(word), heading  # contrat contrats part <made>
    made = [line.split()[0] for line in coinche
            if line.startswith("  ") and "coinch" not in line
            and re.search(r"\d+,\d\d\xa0%", line)]  # the French decimal comma
    assert made[0].startswith(word), made
    # The rate lines stay lined up: the count, the rate and its interval in the same
    # columns whatever the label's length (the levels' table has its own columns).
    rates = [line for line in coinche if "%  [" in line and not re.match(r"^(\d|capot )", line)]
    assert len(rates) > 10 and len({line.index("%  [") for line in rates}) == 1, rates


def _rate_rows(lines: list[str], heading: int) -> list[str]:
    """The labels of the rate rows under the line ``heading``, up to the next line that is
    not indented."""
    labels = []
    for line in lines[heading + 1:]:
        if not line.startswith("  "):
            break
        labels.append(re.split(r" {2,}", line.strip())[0])
    return labels


@pytest.mark.parametrize(("args", "heading", "rows"), [
    # Classic: 'preneur, sur N donnes prises :', and each team's 'sur N donnes :' (the
    # teams' bots differ): deals, so réussies (une donne réussie, as 'la prise est réussie').
    (["--ns", "heuristique", "--ew", "aléatoire"], r"preneur, sur \d+ donnes prises",
     ["réussies", "dedans", "litige", "capot (l'attaque fait les 8)", "capot contre l'attaque"]),
    (["--ns", "heuristique", "--ew", "aléatoire"], r"quand NS prennent, sur \d+ donnes",
     ["réussies", "dedans", "litige", "capot"]),
    (["--rule", "variant=deux"], r"preneur, sur \d+ donnes prises",
     ["réussies", "dedans", "litige", "capot (16 plis au preneur)", "capot contre le preneur"]),
    (["--hand", "S:VP 9P AC 10T 7K", "--retourne", "8P"], r"si S prend à ♠ \(\d+ donnes\)",
     ["réussies", "dedans", "litige", "capot", "points de plis NS"]),
    # Coinche counts contracts: 'contrats, sur N joués :' and each team's 'sur N contrats'
    # keep réussis and chutés, masculine with contrats.
    (["--rule", "variant=coinche", "--ns", "heuristique", "--ew", "aléatoire"],
     r"contrats, sur \d+ joués", ["réussis", "chutés", "coinchés", "réussis quand coinchés",
                                  "surcoinchés", "réussis quand surcoinchés",
                                  "capot (l'attaque fait les 8)", "capot contre l'attaque"]),
    (["--rule", "variant=coinche", "--ns", "heuristique", "--ew", "aléatoire"],
     r"quand NS prennent, sur \d+ contrats", ["réussis", "chutés", "capot"]),
])
def test_the_french_report_s_rows_agree_with_their_heading(
        args: list[str], heading: str, rows: list[str]) -> None:
    # The rows under a count of donnes (feminine) say réussies; under a count of contrats
    # (masculine) réussis, where the rows of deals said réussis as well, agreeing with
    # nothing on their heading.
    r = runner.invoke(app, ["simulate", "--deals", "20", "--seed", "1", "--jobs", "1",
                            "--lang", "fr", *args])
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if re.fullmatch(heading + "\xa0:", line))
    assert _rate_rows(lines, at)[:len(rows)] == rows, lines[at:at + len(rows) + 1]


#: The French for what a team scores in a deal (what the tally's last row, the hint and the
#: simulate report name): *la marque*, as the French rule book's chapter *La marque d'une
#: donne*. 'score' stays the word typed at the prompt (with 'points'), and a command's name.
_FRENCH_SCORE_NOUN = re.compile(r"\b(?:le|la|du|au|un|les|des|celui|ce) scores?\b"
                                r"|\bscores? (?:de|d'|espéré|moyen)")


def test_french_names_a_deal_s_score_la_marque_everywhere() -> None:
    # The tally's row said 'score de la donne' where the hint said 'la marque de la donne'
    # and simulate's report 'marque NS'; a table's score written in a file was 'le score',
    # simulate's help 'les scores moyens' and 'le score espéré'.
    from belote_cli.texts import CATALOGUE

    assert CATALOGUE["tally_score"][1] == "marque de la donne"
    assert "la marque de la donne" in CATALOGUE["hint_score"][1]
    assert REPORT_FR["deal_score_no_void"].startswith("marque ")
    said = {key: fr for key, (_, fr) in CATALOGUE.items()
            if _FRENCH_SCORE_NOUN.search(fr)}
    assert said == {}
    # The French pages' prose too (the command 'belote score' and quoted lines aside),
    # where it said 'le score noté à la table' and 'son score calculé'.
    pages = Path(__file__).resolve().parent.parent / "docs"
    for page in sorted(pages.glob("*.fr.md")):
        prose = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
        prose = " ".join(re.sub(r"`[^`]*`", "", prose).split())
        assert not re.search(_FRENCH_SCORE_NOUN.pattern + r"|\bscore (?:noté|calculé)",
                             prose, re.I), page.name
    tally = _term("fr")[2]
    assert re.search(r"^marque de la donne +117 +65$", tally, re.MULTILINE), tally


def test_french_holds_a_litige_s_points_en_reserve_everywhere() -> None:
    # The takers' 81 of a litige, waiting for the next deal: the tally and the scoring
    # page said 'mis en réserve', the rule book 'mis de côté' and play's line 'points en
    # litige'.
    from belote_cli.texts import CATALOGUE

    for key in ("held", "deux_held", "tally_litige", "tally_held", "tally_stake"):
        assert "en réserve" in CATALOGUE[key][1], key
    pages = Path(__file__).resolve().parent.parent / "docs"
    rules = (pages / "rules.fr.md").read_text(encoding="utf-8")
    assert "sont mis en réserve" in rules
    for page in sorted(pages.glob("*.fr.md")):
        text = " ".join(page.read_text(encoding="utf-8").split())
        assert not re.search(r"\bmise?s? de côté\b", text), page.name
