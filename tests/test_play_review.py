"""The review after a deal of ``belote play`` (``--review``, ``review``): its figures are those
of ``belote score --analyze`` on the deal the same session recorded (``--record``), and its
bidding verdict that of ``belote simulate --hand`` on the hand, retourne and dealer."""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from piped import read_whole, whole
from stacking import stacked_deck
from test_interactive import passing_bots
from typer.testing import CliRunner

import belote_cli.simulation.runner as runner_module
from belote_cli.cli import app
from belote_cli.core.cards import card_symbol, parse_card
from belote_cli.core.seats import Seat
from belote_cli.play.deal_review import review_game
from belote_cli.play.interactive import Session, SessionOptions
from belote_cli.simulation.deals import DealResult


def _piped(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The command in a process of its own, its standard input a pipe."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    env.update(BELOTE_LANG="en", PYTHONIOENCODING="utf-8")
    # Run outside the source tree: the installed package is the one tested.
    return subprocess.run([sys.executable, "-m", "belote_cli", *args], input=stdin,
                          capture_output=True, text=True, encoding="utf-8", env=env,
                          check=False, cwd=tempfile.gettempdir())


_runner = CliRunner()


def _belote(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The command run in this process (what it prints is what the tests read: no test here
    but those through a pipe needs a process of its own), as ``_piped`` returns it."""
    result = _runner.invoke(app, list(args), input=stdin,
                            env={"BELOTE_LANG": "en", "NO_COLOR": None, "FORCE_COLOR": None})
    # Read whole: a line past 80 columns goes on after four blanks (tests/piped.py).
    return subprocess.CompletedProcess(list(args), result.exit_code, read_whole(result.stdout),
                                       result.stderr)


@functools.cache
def _session(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``_belote`` once for each command line and input that several tests read (no file
    written): the same seed, the same bytes."""
    return _belote(*args, stdin=stdin)


# In the words of score --analyze's lines ('trick 4 S: 8♦ cost 18 points (best: J♠ Q♥ J♣)'), the
# seat left out: the review's cards are all yours.
_CARD_LINE = re.compile(r"^  (?:trick|pli) (\d+)[ \xa0]?: (\S+) (?:cost|coûte) (-?\d+) points? "
                        r"\((?:best|meilleurs? coups?)[ \xa0]?: (.+)\)$")
_FORCED = re.compile(r"^  (?:trick|pli) (\d+)[ \xa0]?: (\S+), (?:the only card you could play|la "
                     r"seule "
                     r"carte que vous pouviez jouer)$")
_COST = re.compile(r"^(?:Your cards cost|Vos cartes ont coûté) (\d+) (points?) ")


def _review_of(out: str, lang: str) -> tuple[list[tuple[int, str, str, int]], int, str]:
    """The cards of the review (trick, card, best cards, cost), the total, the figures."""
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines)
                if line.startswith(("Review of deal", "Bilan de la donne")))
    cards = []
    total = None
    for line in lines[head + 2:]:
        m = _CARD_LINE.match(line)
        if m:
            cards.append((int(m[1]), m[2], m[4], int(m[3])))
            continue
        f = _FORCED.match(line)
        if f:  # the only legal card: itself the best, at no cost
            cards.append((int(f[1]), f[2], f[2], 0))
            continue
        c = _COST.match(line)
        if c:
            total = int(c[1])
            # 1 point, and 0 point in French; the plural else.
            assert (c[2] == "point") == (total == 1 or (lang == "fr" and total == 0)), line
            break
    assert total is not None, out
    return cards, total, lines[head + 1]


def _analysis(path: Path, lang: str) -> tuple[list[tuple[int, str, str, int]], str, dict]:
    doc = json.loads(_belote("score", str(path), "--analyze", "--json").stdout)
    review = doc["analysis"]
    mine = [(p["trick"], card_symbol(parse_card(p["card"]), lang),
             " ".join(card_symbol(parse_card(c), lang) for c in p["best"]), p["loss"])
            for p in review["plays"] if p["seat"] == "S" and p["legal"]]
    text = _belote("score", str(path), "--analyze", "--lang", lang).stdout.splitlines()
    at = next(i for i, line in enumerate(text)
              if line.startswith(("double-dummy", "bilan à cartes")))
    # score wraps the figures within 80 columns, continued after four blanks, as the play
    # session's review does: read whole.
    head = text[at]
    for line in text[at + 1:]:
        if not line.startswith("    "):
            break
        head += " " + line[4:]
    return mine, head, review


@pytest.mark.parametrize(("args", "lang"), [
    (["--seed", "3"], "en"),
    (["--seed", "3", "--lang", "fr"], "fr"),
    (["--seed", "4", "--rule", "variant=coinche"], "en"),
    (["--seed", "5", "--discovery"], "en"),
    (["--seed", "4", "--rule", "variant=deux"], "en"),
    # A few seconds each (the search of sixteen tricks, expert bots): in the slow run.
    pytest.param(["--seed", "4", "--rule", "variant=decouverte"], "en",
                 marks=pytest.mark.slow),
    pytest.param(["--seed", "6", "--bots", "expert"], "en", marks=pytest.mark.slow),
], ids=["classic", "classic-fr", "coinche", "discovery", "deux", "decouverte", "expert"])
def test_the_review_is_score_analyze_of_the_recorded_deal(args: list[str], lang: str,
                                                          tmp_path: Path) -> None:
    path = tmp_path / "deal.belote"
    run = _belote("play", *args, "--review", "--record", str(path), stdin="1\n" * 80)
    assert run.returncode == 0, run.stderr
    cards, total, head = _review_of(run.stdout, lang)
    expected, expected_head, review = _analysis(path, lang)
    assert cards == expected
    assert head == expected_head
    assert total == sum(loss for *_, loss in expected)
    # Then what every card of each side cost (it read "(NS 47, EW 10)", as if split from
    # the player's own cost), and at two North's alone (it read "(N 33)").
    cost = review["cost"]
    if list(cost) == ["S", "N"]:
        assert f"; North's {cost['N']}." in run.stdout
    elif lang == "fr":
        # De elided before EO (it read "de EO").
        assert f"\xa0; toutes celles de NS {cost['NS']}, d'EO {cost['EW']}." in run.stdout
    else:
        assert f"; all the cards of NS {cost['NS']}, of EW {cost['EW']}." in run.stdout


def test_the_bidding_verdict_is_that_of_simulate_hand(tmp_path: Path) -> None:
    # Seed 3 (the golden play-classic session): E deals, S holds A♠ K♥ Q♥ K♦ J♣ with the
    # retourne 10♦ and takes in round one.
    run = _session("play", "--seed", "3", "--review", stdin="1\n" * 40)
    assert "Taking: you took ♦ in round one." in run.stdout
    # The interval named as such, and the unit: the margin of the user's team, per deal.
    said = re.search(r"taking minus passing, your team's margin per deal in points: (\S+), 95% "
                     r"interval \[(\S+), (\S+)\]: (.+)$", run.stdout, re.M)
    assert said is not None
    report = _belote("simulate", "--hand", "S:A♠ K♥ Q♥ K♦ J♣", "--retourne", "10♦",
                     "--dealer", "E", "--deals", "1000", "--seed", "review 3").stdout
    line = next(x for x in report.splitlines() if x.startswith("taking minus passing"))
    assert line == (f"taking minus passing, margin per deal in points: {said[1]} [{said[2]}, "
                    f"{said[3]}]: {said[4]}")


def _lines_after(out: str, head: str, n: int) -> list[str]:
    """The line starting with ``head`` and the ``n - 1`` after it."""
    lines = out.splitlines()
    i = next(i for i, line in enumerate(lines) if line.startswith(head))
    return lines[i:i + n]


@pytest.mark.parametrize(("lang", "hint", "review"), [
    ("en", "Hint: ", "Taking: "),
    ("fr", "Conseil\xa0: ", "Prise\xa0: "),
])
def test_a_hint_at_the_taking_gives_the_review_s_verdict_before_it(
        lang: str, hint: str, review: str) -> None:
    # Seed 3: E deals, S holds A♠ K♥ Q♥ K♦ J♣ with the retourne 10♦. Asked at round one,
    # the hint judges the taking by the simulation the review judges it by after the deal,
    # on the same hand, retourne, dealer and seed: the same line, the verdict said first.
    out = _session("play", "--seed", "3", "--review", "--lang", lang,
                   stdin="hint\n" + "1\n" * 40).stdout
    said = _lines_after(out, hint, 2)
    judged = _lines_after(out, review, 2)
    assert said[1] == judged[1]
    verdict = {"take": "take", "pass": "pass", "prendre": "take", "passer": "pass",
               "no clear difference": "no clear difference",
               "pas de différence nette": "no clear difference"}
    head = said[0].removeprefix(hint).split(".")[0]
    tail = said[1].rsplit(": ", 1)[1].rsplit("\xa0: ", 1)[-1]
    assert verdict[head] == verdict[tail]
    assert said[0].endswith(("The taking judged as the review after the deal judges it:",
                             "La prise jugée comme le bilan après la donne la juge\xa0:"))


def test_a_hint_in_round_two_gives_each_choice_as_the_review_does() -> None:
    # Seed 2 dealt by E: S passes in round one, W, N and E too; in round two S asks for a
    # hint, then names ♠. The hint's line is the review's line on round two, its verdict
    # (the choice of the highest margin, when it clears the others) said first.
    out = _belote("play", "--seed", "2", "--dealer", "E", "--review",
                  stdin="pass\nhint\n♠\n" + "1\n" * 8).stdout
    said = _lines_after(out, "Hint: ", 2)
    judged = _lines_after(out, "  and in round two? ", 1)
    assert said[1] == judged[0]
    figures = dict(re.findall(r"(pass|take [♠♥♦♣]) ([-+]\d+\.\d\d) \[", said[1]))
    assert set(figures) == {"pass", "take ♠", "take ♥", "take ♣"}  # the retourne's ♦ out
    best = max(figures, key=lambda choice: float(figures[choice]))
    verdict = said[1].rsplit(": ", 1)[1]
    assert verdict in (best, "no clear difference")
    assert said[0] == f"Hint: {verdict}. The taking judged as the review after the deal judges it:"


def _taking_hint(hand: list[str], retourne: str) -> str:
    """The hint's verdict at round one for S holding ``hand`` (five cards), ``retourne``
    turned up, N dealing (E speaks first and passes, then S), the rest of the deck dealt
    as it comes."""
    cards = [parse_card(c) for c in hand]
    turned = parse_card(retourne)
    rest = [c for c in range(32) if c not in cards and c != turned]
    hands = {Seat.S: [*cards, turned, rest[0], rest[1]], Seat.E: rest[2:10],
             Seat.W: rest[10:18], Seat.N: rest[18:26]}
    # S takes: the retourne and two more cards go to S.
    deck = stacked_deck(hands, Seat.N, Seat.S, turned)
    session = Session(SessionOptions(seed=1, dealer=Seat.N, decks=(deck,)),
                      bots=passing_bots())
    session.start()
    said = session.handle_line("hint").splitlines()[0]
    assert said.startswith("Hint: "), said
    return said.removeprefix("Hint: ").split(".")[0]


def test_a_hint_at_the_taking_says_take_with_the_jack_nine_and_ace_of_trump() -> None:
    # J, 9 and A of the retourne's suit (the three highest trumps: 20, 14 and 11 points),
    # the 10 turned up, and the ace of spades and clubs: the takers win the tricks of
    # trump and both aces, far above half the 162 points.
    assert _taking_hint(["J♥", "9♥", "A♥", "A♠", "A♣"], "10♥") == "take"


def test_a_hint_at_the_taking_says_pass_with_sevens_and_eights_and_no_trump() -> None:
    # No card of the retourne's suit but the 7 turned up, and four sevens and eights
    # (no point among them): the takers would fall short of half the points (dedans).
    assert _taking_hint(["7♠", "8♠", "7♣", "8♣", "7♦"], "7♥") == "pass"


def test_the_french_bidding_verdict_writes_the_decimal_comma() -> None:
    # The same figures as in English, written as French writes them: +27,39 [+14,78 ;
    # +40,01], as the hint writes its points (a comma between the bounds would be ambiguous).
    en = _session("play", "--seed", "3", "--review", stdin="1\n" * 40).stdout
    fr = _session("play", "--seed", "3", "--review", "--lang", "fr", stdin="1\n" * 40).stdout
    said = re.search(r"your team's margin per deal in points: (\S+), 95% interval \[(\S+), (\S+)\]",
                     en)
    assert said is not None and "." in said[1]
    comma = [figure.replace(".", ",") for figure in said.groups()]
    assert (f"prendre plutôt que passer, écart de votre équipe par donne en points\xa0: "
            f"{comma[0]}, "
            f"intervalle à 95\xa0% [{comma[1]}\xa0; {comma[2]}]\xa0: " in fr)


_SHOULD = {"en": r"  should you take\? 10♥ Q♦ 9♦ 7♦ 9♣, retourne 10♦, dealer W: of 1,000 "
                  r"simulated deals, ",
           "fr": r"  fallait-il prendre\xa0\? 10♥ D♦ 9♦ 7♦ 9♣, retourne 10♦, donneur O\xa0: "
                 r"sur 1\u202f000 donnes simulées, "}


def _round_one_reaching(reached: int, lang: str, monkeypatch: pytest.MonkeyPatch,
                        skip: int = 0) -> tuple[str, dict[int, dict[str, int]]]:
    """``play --seed 3 --dealer W --review`` (S passing, then playing the first card), its
    simulation of round one made to reach S in ``reached`` deals: the review's round-one
    line, and S's team's margin (NS's score minus EW's, a void deal 0) in each of those
    deals with S taking and with S passing twice, by deal number. The deals reaching S are
    those after the first ``skip``."""
    calls = iter(range(10**6))
    monkeypatch.setattr(runner_module, "opening_passes",
                        lambda *args: skip <= next(calls) < skip + reached)
    played: dict[int, dict[str, int]] = {}
    real = runner_module.play_classic

    def spy(*args: Any, **kw: Any) -> DealResult:
        result = real(*args, **kw)
        if args[7] is not None:  # S made to take or to pass, not the bots bidding for all
            score = result.score
            played.setdefault(args[5], {})[args[7][1]] = (
                0 if score is None else score.score[0] - score.score[1])
        return result

    monkeypatch.setattr(runner_module, "play_classic", spy)
    run = whole(_runner.invoke(app, ["play", "--seed", "3", "--dealer", "W", "--review",
                               "--lang", lang], input="pass\n" + "1\n" * 40,
                         env={"BELOTE_LANG": "en", "NO_COLOR": None, "FORCE_COLOR": None}))
    assert run.exit_code == 0, run.output
    said = next(line for line in run.stdout.splitlines()
                if line.startswith(("  should you take?", "  fallait-il prendre")))
    return said, played


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("reached", [0, 1])
def test_round_one_gives_no_figure_of_no_deal_nor_an_interval_of_one(
        reached: int, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Seed 3 dealt by W (S holds 10♥ Q♦ 9♦ 7♦ 9♣, retourne 10♦): N and E speak before S,
    # and the simulation leaves out the deals where one of them takes, here made all but
    # ``reached`` of the 1000. In none there is nothing to judge (0.00 and a verdict would
    # be figures of no deal); in one, taking minus passing is that deal's, with no spread
    # to measure: no interval, and no advice drawn from it (as round two's line).
    said, played = _round_one_reaching(reached, lang, monkeypatch)
    if reached == 0:
        assert played == {}
        rest = {"en": "none where the retourne came to you (someone took first in each): "
                      "not judged",
                "fr": "aucune où la retourne vous soit venue (quelqu'un a pris avant dans "
                      "chacune)\xa0: non jugé"}[lang]
        assert re.fullmatch(_SHOULD[lang] + re.escape(rest), said), said
        assert not re.search(r"\d[.,]\d\d(?!\d)", said), said  # 1,000 is a count
        return
    # The one deal, played with S taking and with S passing twice: S's team's margin
    # (NS's score minus EW's, a void deal 0) taking minus passing.
    assert len(played) == 1
    [margins] = played.values()
    assert sorted(margins) == ["pass", "take"]
    diff = f"{margins['take'] - margins['pass']:+d}"
    rest = {"en": (r"the only one where the retourne came to you \(belote simulate "
                   r"--hand\), taking minus passing, your team's margin in that one deal, in "
                   r"points: " + re.escape(f"{diff}.00: no clear difference")),
            "fr": (r"la seule où la retourne vous est venue \(belote simulate --hand\), "
                   r"prendre plutôt que passer, écart de votre équipe dans cette seule "
                   r"donne, en points\xa0: "
                   r"" + re.escape(f"{diff},00\xa0: pas de différence nette"))}
    assert re.fullmatch(_SHOULD[lang] + rest[lang], said), said
    assert "[" not in said


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("reached", "skip"), [(2, 1), (6, 0)])
def test_round_one_says_how_many_deals_it_judges_where_some_were_left_out(
        reached: int, skip: int, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Seed 3 dealt by W, as above, with the retourne made to come to S in 6 of the 1000
    # deals: the line says 'of 1,000 simulated deals, the 6 where the retourne came to
    # you', as round two's says 'the 783 where round two came to you', where it said
    # 'over 1,000 simulated deals' of figures drawn from 6; the margin and its interval
    # recomputed from the games played (Student's t, as the rule book's 95%); two deals,
    # the fewest with a spread, judged so too (the second and third: +70 and +86, a mean
    # of +78.00 in 78 ± 12.706 × 8 = [-23.65, +179.65]: no clear difference).
    said, played = _round_one_reaching(reached, lang, monkeypatch, skip)
    assert len(played) == reached
    diffs = [games["take"] - games["pass"] for games in played.values()]
    mean = statistics.fmean(diffs)
    # Student's t 0.975 of reached - 1 degrees of freedom, as printed in the tables.
    t = {2: 12.706205, 6: 2.570582}[reached]
    half = t * statistics.stdev(diffs) / reached ** 0.5
    low, high = mean - half, mean + half
    verdict = ("take" if low > 0 else "pass" if high < 0 else "no clear difference")
    figures = [f"{x:+.2f}" for x in (mean, low, high)]
    if lang == "en":
        rest = (f"the {reached} where the retourne came to you (belote simulate --hand), "
                f"taking minus passing, your team's margin per deal in points: {figures[0]}, "
                f"95% interval "
                f"[{figures[1]}, {figures[2]}]: {verdict}")
    else:
        figures = [x.replace(".", ",") for x in figures]
        verdict = {"take": "prendre", "pass": "passer",
                   "no clear difference": "pas de différence nette"}[verdict]
        rest = (f"les {reached} où la retourne vous est venue (belote simulate --hand), "
                f"prendre plutôt que passer, écart de votre équipe par donne en points\xa0: "
                f"{figures[0]}, "
                f"intervalle à 95\xa0% [{figures[1]}\xa0; {figures[2]}]\xa0: {verdict}")
    assert re.fullmatch(_SHOULD[lang] + re.escape(rest), said), said
    if reached == 2:  # two deals have a spread: a verdict drawn from them, t 12.706 wide
        assert sorted(diffs) == [70, 86]
        assert verdict in ("no clear difference", "pas de différence nette")


@pytest.mark.slow  # two matches of several deals, each deal reviewed
def test_review_typed_in_a_match_reviews_the_deal_just_finished() -> None:
    # A match, the same lines typed: with --review each deal's review follows its tally;
    # review typed (which changes nothing of the game) reviews the last deal finished.
    alone = _belote("play", "--seed", "3", "--match", "--review", stdin="1\n" * 40 + "quit\n")
    typed = _belote("play", "--seed", "3", "--match",
                    stdin="review\n" + "1\n" * 40 + "review\nquit\n")
    assert "No deal finished yet: the review comes at the end of a deal." in typed.stdout
    number = re.search(r"Review of deal (\d+)", typed.stdout)
    assert number is not None

    def block(out: str) -> str:
        start = out.index(f"Review of deal {number[1]},")
        return out[start:out.index(" per deal in points: ", start)]

    assert block(typed.stdout) == block(alone.stdout)


def test_the_taking_is_said_not_judged_where_there_is_no_retourne_to_take() -> None:
    # At coinche the user's calls are judged instead (tests/test_coinche_review.py).
    for args, words in ((["--rule", "variant=coinche"], "Auction: your calls judged as hint at "
                         "each call judges it, over 300 simulated deals"),
                        (["--discovery"], "Taking: none in a deal without bidding."),
                        (["--rule", "variant=deux"], "Taking: not judged at two")):
        run = _belote("play", "--seed", "4", *args, "--review", stdin="1\n" * 80)
        assert words in run.stdout, run.stdout[-800:]


@pytest.mark.parametrize(("args", "stdin", "words"), [
    # Seed 3: S takes the retourne 10♦ in round one (the golden play-classic session).
    ([], "1\n" * 40, "Prise\xa0: vous avez pris à ♦ au premier tour.\n"),
    (["--discovery"], "1\n" * 80, "Prise\xa0: aucune dans une donne sans enchères.\n"),
    (["--rule", "variant=deux"], "1\n" * 80, "Prise\xa0: non jugée à deux (la simulation "
     "juge les donnes à quatre).\n"),
    (["--rule", "variant=coinche"], "1\n" * 80, "Enchères\xa0: vos enchères jugées comme "
     "le conseil à chacune les juge"),
])
def test_the_french_review_names_the_classic_taking_la_prise(args: list[str], stdin: str,
                                                              words: str) -> None:
    # The rule book's words (docs/rules.fr.md): the classic taking, and the taking of
    # belote à deux, is la prise; the coinche's auction, les enchères. The review opened
    # its judgement of the classic taking with "Enchères".
    run = _belote("play", "--seed", "3", "--lang", "fr", *args, "--review", stdin=stdin)
    assert run.returncode == 0, run.stderr
    assert words in run.stdout, run.stdout[-800:]
    if "variant=coinche" not in args:
        assert "Enchères\xa0:" not in run.stdout


def test_a_pause_out_of_range_is_a_usage_error() -> None:
    # The numbers as typed, not as floats ("between 0 and 10.0 seconds, found 11.0").
    for value, shown in (("-1", "-1"), ("11", "11"), ("2.5e1", "25"),
                         ("10.0000001", "10.0000001"), ("1234567", "1234567")):
        run = _belote("play", "--pause", value)
        assert run.returncode == 2
        assert run.stderr == f"error: --pause must be between 0 and 10 seconds, found {shown}\n"


def test_a_pause_that_is_no_finite_number_is_quoted_as_typed() -> None:
    # 1e400 is past the largest float, which reads it as inf: the error said 'found inf',
    # a value nobody typed, and 'found nan' as if nan were a number out of range. What was
    # typed is quoted, said not to be a finite number; in French with the decimal comma,
    # as the other numbers of its errors. Still a usage error (exit 2, docs/cli.md).
    for value, en, fr in (("1e400", "1e400", "1e400"), ("nan", "nan", "nan"),
                          ("-inf", "-inf", "-inf"), ("Infinity", "Infinity", "Infinity"),
                          ("1.5e400", "1.5e400", "1,5e400"), ("1,5e400", "1.5e400", "1,5e400"),
                          (" inf", "inf", "inf")):
        run = _belote("play", "--pause", value)
        assert run.returncode == 2, value
        assert run.stderr == (f"error: --pause must be between 0 and 10 seconds, found {en}, "
                              "which is not a finite number\n")
        run = _belote("play", "--pause", value, "--lang", "fr")
        assert run.returncode == 2, value
        assert run.stderr == ("erreur\xa0: --pause doit être entre 0 et 10 secondes (valeur "
                              f"donnée\xa0: {fr}, qui n'est pas un nombre fini)\n")
    # A finite number out of range says nothing of the kind.
    assert "finite" not in _belote("play", "--pause", "1e300").stderr


def test_a_pause_takes_the_decimal_comma() -> None:
    # French writes half a second 0,5: the same as 0.5; a French error writes its numbers
    # with the comma; anything else is not a number.
    run = _belote("play", "--seed", "1", "--pause", "0,5", stdin="quit\n")
    assert run.returncode == 0, run.stderr
    for value in ("12,5", "12.5"):
        fr = _belote("play", "--pause", value, "--lang", "fr")
        assert fr.returncode == 2
        assert fr.stderr == ("erreur\xa0: --pause doit être entre 0 et 10 secondes "
                             "(valeur donnée\xa0: 12,5)\n")
    en = _belote("play", "--pause", "12,5")
    assert en.stderr == "error: --pause must be between 0 and 10 seconds, found 12.5\n"
    # A comma with no digit after it may be '1,5' cut short: not a number (it was read as
    # 1 second), where '1.' is the float 1.0 as Python and click read it, and ',5' half a
    # second as '.5' is.
    # Digits of another script or with '_' were read by float ('found 100' of '١٠٠'), as
    # --seed and --deals read no int.
    for value in ("1,2,3", "1,5.0", ",", "1,", "1, ", "\u0661\u0660\u0660", "1_0",
                  "\u0660,\u0665"):
        bad = _belote("play", "--pause", value)
        assert bad.returncode == 2
        assert f"Invalid value for '--pause': '{value}' is not a valid number." in bad.stderr
    for value in ("1.", ",5"):
        run = _belote("play", "--seed", "1", "--pause", value, stdin="quit\n")
        assert run.returncode == 0, (value, run.stderr)
    timeout = _belote("simulate", "--scheduler", "local:2", "--scheduler-timeout", "1,")
    assert timeout.returncode == 2
    assert "'1,' is not a valid number." in timeout.stderr


def test_a_round_two_take_is_said_and_judged() -> None:
    # Seed 2 with sa_ta=on (N deals, retourne 8♦): everyone passes in round one, E passes
    # again, and S names SA in round two. The review said "not judged: the simulation
    # judges the retourne's take"; round two is now judged too (tests/test_round_two.py).
    run = _belote("play", "--rule", "sa_ta=on", "--seed", "2", "--review",
                  stdin="pass\nSA\n" + "1\n" * 8)
    assert run.returncode == 0, run.stderr
    assert "Taking: you passed in round one, then took SA in round two.\n" in run.stdout
    assert "Taking: you passed in round one.\n" not in run.stdout
    assert "  and in round two? everyone passed in round one; " in run.stdout
    fr = _belote("play", "--rule", "sa_ta=on", "--seed", "2", "--review", "--lang", "fr",
                 stdin="passe\nSA\n" + "1\n" * 8)
    assert ("Prise\xa0: vous avez passé au premier tour, puis pris à SA au "
            "second.\n") in fr.stdout
    assert "  et au second tour\xa0? tous ont passé au premier\xa0; " in fr.stdout


def test_a_round_two_take_by_its_first_speaker_is_said() -> None:
    # Seed 2 dealt by E: S speaks first in both rounds; W, N and E pass in round one after
    # S, and S opens round two naming ♠ (the fifth call, the first of round two).
    run = _belote("play", "--seed", "2", "--dealer", "E", "--review",
                  stdin="pass\n♠\n" + "1\n" * 8)
    assert run.returncode == 0, run.stderr
    assert ("S passes\nW passes\nN passes\nE passes\n"
            "Round two: no one took the retourne.\n"
            "Round two: which trump, or pass? 1) ♠  2) ♥  3) ♣  4) pass\n"
            "S takes ♠\n") in run.stdout
    assert "Taking: you passed in round one, then took ♠ in round two.\n" in run.stdout


def test_a_dealer_taking_in_round_one_named_nothing_in_round_two() -> None:
    # Seed 2 dealt by S, the heuristic bots (play's): W, N and E pass, S, the last of round
    # one (the fourth call), takes the retourne 8♦. There is no round two: nothing named
    # there, nothing judged.
    session = Session(SessionOptions(seed=2, dealer=Seat.S, bots="heuristic"))
    session.start()
    session.handle_line("take")
    while not session.is_over:
        session.handle_line("1")
    game = session.last_game
    assert game is not None and game.taker is Seat.S
    bid = review_game(game, Seat.S, 0, bid_deals=2).bid
    assert bid is not None
    assert (bid.decision, bid.retourne, bid.named, bid.second) == (
        "take", parse_card("8♦"), None, None)


def test_the_first_speaker_of_round_two_is_judged_on_the_suit_named() -> None:
    # Seed 2 dealt by E, the heuristic bots (play's): S passes, then W, N and E; S speaks
    # first in round two (the fifth call) and names ♠. The review's round two weighs ♠, the
    # suit S named, against the others, not a pass S did not make.
    session = Session(SessionOptions(seed=2, dealer=Seat.E, bots="heuristic"))
    session.start()
    session.handle_line("pass")
    session.handle_line("♠")
    while not session.is_over:
        session.handle_line("1")
    game = session.last_game
    assert game is not None and game.taker is Seat.S
    assert game.auction is not None
    assert [(b.seat, b.suit) for b in game.auction.bids] == [
        (Seat.S, None), (Seat.W, None), (Seat.N, None), (Seat.E, None),
        (Seat.S, parse_card("7♠") >> 3)]
    bid = review_game(game, Seat.S, 0, bid_deals=2).bid
    assert bid is not None and bid.second is not None
    assert (bid.decision, bid.named, bid.second.choice) == (
        "pass", parse_card("7♠") >> 3, parse_card("7♠") >> 3)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "the only card you could play"),
    ("fr", "la seule carte que vous pouviez jouer"),
])
def test_the_review_says_a_card_that_was_the_only_one_legal(lang: str, said: str) -> None:
    # Seed 3, S takes ♦ and plays its first card each time: at trick 5 N leads 9♣ and J♣
    # is S's only club; at trick 8 Q♥ is its last card. The review gave them as choices,
    # 'trick 5: J♣, best J♣, cost 0'; the others keep their best cards and cost.
    run = _session("play", "--seed", "3", "--review", *(["--lang", "fr"] if lang == "fr" else []),
                   stdin="1\n" * 40)
    assert run.returncode == 0, run.stderr
    jack, queen = ("J♣", "Q♥") if lang == "en" else ("V♣", "D♥")
    word = "trick" if lang == "en" else "pli"
    sep = ":" if lang == "en" else "\xa0:"
    lines = run.stdout.splitlines()
    assert f"  {word} 5{sep} {jack}, {said}" in lines
    assert f"  {word} 8{sep} {queen}, {said}" in lines
    others = [line for line in lines if line.startswith(f"  {word} ") and said not in line]
    assert len(others) == 6, others


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_of_the_review_is_said_in_the_words_of_score_analyze(lang: str,
                                                                    tmp_path: Path) -> None:
    # The review wrote 'trick 4: 8♦, best J♠ Q♥ J♣, cost 18' where score --analyze writes
    # 'trick 4 S: 8♦ cost 18 points (best: J♠ Q♥ J♣)' for the same card: one wording, the seat
    # left out of the review, whose cards are all yours.
    record = tmp_path / "deal.belote"
    played = _belote("play", "--seed", "3", "--review", "--record", str(record), "--lang",
                     lang, stdin="1\n" * 9).stdout.splitlines()
    analysis = _belote("score", str(record), "--analyze", "--lang", lang).stdout.splitlines()
    seat = re.compile(r"^(  (?:trick|pli) \d+) S([ \xa0]?:)")
    mine = [seat.sub(r"\1\2", line) for line in analysis if seat.match(line)]
    assert mine, analysis
    for line in mine:
        assert line in played, (line, played)


_LAST_EN = "Enter: leave · review: what each of your cards cost"
_LAST_FR = "Entrée\xa0: quitter · bilan\xa0: le coût de chacune de vos cartes"


@pytest.mark.parametrize(("lang", "word", "check", "asked", "head"), [
    ("en", "review", "check: 152 + 10 = 162 ✓", _LAST_EN, "Review of deal 1, "),
    ("fr", "bilan", "vérification\xa0: 152 + 10 = 162 ✓", _LAST_FR, "Bilan de la donne 1, "),
])
def test_review_typed_after_the_last_deal_through_a_pipe(lang: str, word: str, check: str,
                                                         asked: str, head: str) -> None:
    # Through a pipe, the last deal's tally is followed by the question a terminal asks
    # there, and the line after it is read: review gives the review, then the question
    # again; the end of input then leaves, exit 0.
    run = _piped("play", "--seed", "3", "--lang", lang,
                  stdin="take\n" + "1\n" * 8 + word + "\n")
    assert run.returncode == 0 and run.stderr == "", run.stderr
    lines = run.stdout.splitlines()
    end = lines.index(check)  # the tally's last line
    assert lines[end + 1] == asked
    assert lines[end + 2].startswith(head)
    assert lines[-1] == asked and lines.count(asked) == 2


@pytest.mark.parametrize(("after", "asked"), [
    ("", 1),                      # the end of input
    ("\nreview\n", 1),            # Enter leaves: the review after it is not read
    ("quit\nreview\n", 1),
    ("help\n", 2),                # help: the question again, then the end of input
    ("1\n" * 50, 1),              # moves that go on past the game (yes 1 |)
])
def test_what_leaves_after_the_last_deal_through_a_pipe(after: str, asked: int) -> None:
    run = _piped("play", "--seed", "3", stdin="take\n" + "1\n" * 8 + after)
    assert run.returncode == 0 and run.stderr == "", run.stderr
    lines = run.stdout.splitlines()
    assert lines[-asked - 1] == "check: 152 + 10 = 162 ✓"
    assert lines[-asked:] == [_LAST_EN] * asked
    assert "Review of deal" not in run.stdout and "Unknown input" not in run.stdout


def _dedans_review() -> Any:
    """The double-dummy review of examples/dedans.belote (N took for NS), the deal the
    review's words below are given."""
    from belote_cli.analysis import analyze_record
    from belote_cli.dealfile import loads

    path = Path(__file__).resolve().parent.parent / "examples" / "dedans.belote"
    [record] = loads(path.read_text(encoding="utf-8"), "deal.belote")
    return analyze_record(record)


def test_the_player_s_total_says_point_at_one_and_in_french_at_zero() -> None:
    # Your cards cost 0 points, 1 point, 2 points; French writes the singular at 0 as at 1
    # (0 point, 1 point, 2 points), as its other counts do.
    from belote_cli.core.seats import Seat
    from belote_cli.play.deal_review import PlayerReview
    from belote_cli.texts.deal_review import player_review_lines

    review = _dedans_review()
    mine = tuple(p for p in review.plays if p.seat is Seat.N)
    for cost, english, french in ((0, "0 points", "0 point"), (1, "1 point", "1 point"),
                                  (2, "2 points", "2 points")):
        for lang, start in (("en", f"Your cards cost {english} in all; all the cards of NS "),
                            ("fr", f"Vos cartes ont coûté {french} en tout\xa0; toutes celles "
                                   "de NS ")):
            said = player_review_lines(PlayerReview(Seat.N, review, mine, cost, None,
                                                    "coinche"), 1, lang)
            assert [line for line in said if line.startswith(start)], (cost, lang, said)


def test_a_pass_in_round_one_is_said_apart_from_a_pass_in_both_rounds() -> None:
    # The player passed in round one: where round two came to them and they passed again
    # (a round two judged), both rounds are said; where someone took in round two before
    # them (none judged), round one alone.
    from belote_cli.core.cards import parse_card
    from belote_cli.core.seats import Seat
    from belote_cli.play.deal_review import BidJudgement, PlayerReview, RoundTwoJudgement
    from belote_cli.texts.deal_review import player_review_lines

    review = _dedans_review()
    mine = tuple(p for p in review.plays if p.seat is Seat.N)
    second = RoundTwoJudgement(choice=None, deals=1000, reached=0, choices=(), other=None,
                               mean=0.0, low=0.0, high=0.0, verdict="no clear difference")
    passed = BidJudgement(decision="pass", hand=(), retourne=parse_card("8♥"),
                          dealer=Seat.E, taker=None, deals=1000, reached=0, mean=0.0,
                          low=0.0, high=0.0, verdict="no clear difference")
    for bid, en, fr in (
            (passed, "Taking: you passed in round one.",
             "Prise\xa0: vous avez passé au premier tour."),
            (dataclasses.replace(passed, second=second),
             "Taking: you passed in round one, and again in round two.",
             "Prise\xa0: vous avez passé au premier tour, puis de nouveau au second.")):
        for lang, line in (("en", en), ("fr", fr)):
            said = player_review_lines(PlayerReview(Seat.N, review, mine, 3, bid, None), 1,
                                       lang)
            assert line in said, (lang, said)
            assert [s for s in said if s.startswith(("Taking", "Prise"))] == [line]


def _round_two_said(reached: int, verdict: str, lang: str) -> list[str]:
    """The last two lines of a review whose round two came to the player (N, passing
    twice) in ``reached`` of 1,000 simulated deals: passing again at -21.38 [-27.66,
    -15.10], taking ♠ at -109.89 [-116.68, -103.10], the choice minus the best other (take
    ♠) +88.51 [+80.00, +97.02], and ``verdict`` as ``simulation.choice_name`` names it."""
    from belote_cli.core.cards import SPADES
    from belote_cli.play.deal_review import (
        BidJudgement,
        ChoiceFigures,
        PlayerReview,
        RoundTwoJudgement,
    )
    from belote_cli.texts.deal_review import player_review_lines

    review = _dedans_review()
    mine = tuple(p for p in review.plays if p.seat is Seat.N)
    second = RoundTwoJudgement(
        choice=None, deals=1000, reached=reached,
        choices=(ChoiceFigures(None, -21.38, -27.66, -15.10),
                 ChoiceFigures(SPADES, -109.89, -116.68, -103.10)),
        other=SPADES, mean=88.51, low=80.0, high=97.02, verdict=verdict)
    bid = BidJudgement(decision="pass", hand=(), retourne=parse_card("8♥"), dealer=Seat.E,
                       taker=None, deals=1000, reached=0, mean=0.0, low=0.0, high=0.0,
                       verdict="no clear difference", second=second)
    return player_review_lines(PlayerReview(Seat.N, review, mine, 3, bid, None), 1,
                               lang)[-2:]


@pytest.mark.parametrize(("verdict", "en", "fr"), [
    ("pass", "pass", "passer"),
    ("take S", "take ♠", "prendre à ♠"),
    ("no clear difference", "no clear difference", "pas de différence nette")])
def test_round_two_gives_each_choice_an_interval_and_the_verdict_named(
        verdict: str, en: str, fr: str) -> None:
    # docs/playing.md: round two judged on the deals where it came to the player (here
    # 783): each choice's margin per deal with its 95% interval, the verdict (the best
    # choice, named as the player says it, pass or take ♠, else no clear difference),
    # then the choice minus the best other one with its interval.
    assert _round_two_said(783, verdict, "en") == [
        "  and in round two? everyone passed in round one; of 1,000 simulated deals, the "
        "783 where round two came to you (belote simulate --hand --round 2), your team's "
        "margin per deal in points: pass -21.38 [-27.66, -15.10], take ♠ -109.89 [-116.68, "
        "-103.10]: "
        + en,
        "  your choice (pass) minus the best other (take ♠), per deal in points: +88.51, 95% "
        "interval [+80.00, +97.02]"]
    assert _round_two_said(783, verdict, "fr") == [
        "  et au second tour\xa0? tous ont passé au premier\xa0; sur 1\u202f000 donnes "
        "simulées, les 783 où le second tour vous est venu (belote simulate --hand --round "
        "2), écart de votre équipe par donne en points\xa0: passer -21,38 [-27,66\xa0; -15,10], "
        "prendre à ♠ -109,89 [-116,68\xa0; -103,10]\xa0: " + fr,
        "  votre choix (passer) moins le meilleur des autres (prendre à ♠), par donne en "
        "points\xa0: "
        "+88,51, intervalle à 95\xa0% [+80,00\xa0; +97,02]"]


def test_round_two_reached_in_one_deal_gives_its_figures_with_no_interval() -> None:
    # docs/playing.md: 'where it came to you in one, the figures are that deal's, with no
    # interval' (the one deal has no spread), as round one's line says them.
    assert _round_two_said(1, "pass", "en") == [
        "  and in round two? everyone passed in round one; of 1,000 simulated deals, the "
        "only one where round two came to you (belote simulate --hand --round 2), your "
        "team's margin in that one deal, in points: pass -21.38, take ♠ -109.89: pass",
        "  your choice (pass) minus the best other (take ♠), in that one deal, in points: +88.51"]
    assert _round_two_said(1, "pass", "fr") == [
        "  et au second tour\xa0? tous ont passé au premier\xa0; sur 1\u202f000 donnes "
        "simulées, la seule où le second tour vous est venu (belote simulate --hand --round "
        "2), écart de votre équipe dans cette seule donne, en points\xa0: passer -21,38, "
        "prendre à ♠ "
        "-109,89\xa0: passer",
        "  votre choix (passer) moins le meilleur des autres (prendre à ♠), dans cette "
        "seule donne, en points\xa0: +88,51"]
