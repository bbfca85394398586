"""The program's words that the guides to playing quote (docs/playing.md, playing.fr.md,
getting-started.md and getting-started.fr.md, and the part on the table of belote play of
docs/cli.md and its French twin cli.fr.md, where playing.md sends its reader), held to the
program: each quote in backticks is found on its page, then in what a run prints (the run
named beside it, each made once and read by all its quotes), on a golden screen of
tests/screens (which tests/test_screen.py holds to the terminal), or, where the page makes
its example up (cards no run of a seed deals), in the catalogue's words filled with the
quote's values, so that a change of wording fails here until the page follows.

Held elsewhere: docs/playing.md's screen, hint, review and retourne of belote à deux
(tests/test_transcripts.py, tests/test_docs.py); playing.fr.md's deal, status line and
the quotes of tests/test_docs.py's FRENCH_QUOTES; the tallies of the first steps
(tests/test_transcripts.py)."""

from __future__ import annotations

import dataclasses
import functools
import os
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SCREENS = Path(__file__).resolve().parent / "screens"

PLAYING, PLAYING_FR = "playing.md", "playing.fr.md"
#: docs/cli.md, whose part on the table of belote play quotes the play as playing.md does.
CLI = "cli.md"
#: docs/cli.fr.md, whose part on the table says it in the French program's words.
CLI_FR = "cli.fr.md"
FIRST, FIRST_FR = "getting-started.md", "getting-started.fr.md"
#: docs/expert.fr.md, the design page in French, whose quotes expert.md's are.
EXPERT_FR = "expert.fr.md"

#: tests/test_play_cli.py's deck, every card once, with 11♣ for 9♣.
_DECK_11 = ("7♠ 8♥ Q♦ 8♠ Q♥ K♦ Q♠ K♥ 7♦ K♠ 7♥ 8♦ K♣ 10♠ 7♣ 10♥ 8♣ 10♦ Q♣ 10♣ "
            "A♠ J♠ 9♠ A♥ J♥ 9♥ A♦ J♦ 9♦ A♣ J♣ 11♣")

#: The runs the quotes come from, by name: belote's arguments, the lines typed and the
#: exit code.
RUNS: dict[str, tuple[list[str], str, int]] = {
    # Take, 10♦, then the first card offered; at trick 5 J♣ is the only card S may play.
    "seed-3": (["play", "--seed", "3"], "take\n1\n1\n1\n1\nhint\n1\n1\n1\n1\n", 0),
    # Everyone passes, twice: the review judges both rounds.
    "seed-4-review": (["play", "--seed", "4", "--review"], "pass\npass\n" + "1\n" * 8, 0),
    "seed-4-match": (["play", "--seed", "4", "--target", "1000"], "1\n" * 9, 1),
    # N takes ♥ before S is asked anything; the input ends at S's first card.
    "seed-7": (["play", "--seed", "7"], "", 1),
    # S passes twice, W takes in round two.
    "seed-11": (["play", "--seed", "11", "--bots", "random"], "pass\n2\n2\n", 1),
    # At trick 3 W leads ♣ and S, holding 7♣, types 10♠.
    "seed-24": (["play", "--seed", "24"], "take\n" + "10♠\n1\n" * 8, 0),
    "announcements": (["play", "--seed", "1", "--rule", "announcements=on"], "1\n1\n", 1),
    "coinche-1": (["play", "--seed", "1", "--rule", "variant=coinche"], "2\n", 1),
    # hint at S's first call (E deals: S calls first).
    "coinche-1-hint": (["play", "--seed", "1", "--rule", "variant=coinche"], "hint\n", 1),
    "fr-coinche-1-hint": (["play", "--seed", "1", "--rule", "variant=coinche", "--lang",
                           "fr"], "conseil\n", 1),
    # hint at S's first call, after E's 100 ♦: the calls heard are fitted.
    "coinche-7-call-hint": (["play", "--seed", "7", "--rule", "variant=coinche"], "hint\n",
                            1),
    "fr-coinche-7-call-hint": (["play", "--seed", "7", "--rule", "variant=coinche", "--lang",
                                "fr"], "conseil\n", 1),
    # S passes E's 100 ♦, wins trick 1 with A♠, then asks the hint at its lead.
    "coinche-7-hint": (["play", "--seed", "7", "--rule", "variant=coinche"],
                       "pass\n1\nhint\n", 1),
    "fr-coinche-7-hint": (["play", "--seed", "7", "--rule", "variant=coinche", "--lang",
                           "fr"], "passe\n1\nconseil\n", 1),
    "coinche-7": (["play", "--seed", "7", "--rule", "variant=coinche"],
                  "pass\n" * 3 + "1\n" * 12, 0),
    # Dealer N: E bids 80 ♥ first.
    "coinche-22": (["play", "--seed", "22", "--rule", "variant=coinche", "--dealer", "N"],
                   "80 ♠\n", 1),
    "coinche-sa-ta": (["play", "--seed", "5", "--rule", "variant=coinche", "--rule",
                       "sa_ta=on"], "", 1),
    "sans-atout": (["play", "--seed", "2", "--rule", "sa_ta=on"], "pass\nSA\n", 1),
    # tests/test_golden.py's play-sa-ta-ta: A♦ refused, then the first card offered.
    "tout-atout": (["play", "--seed", "8", "--rule", "sa_ta=on"],
                   "pass\nTA\n1\n1\n1\nA♦\n" + "1\n" * 6, 0),
    "tout-atout-raw": (["play", "--seed", "8", "--rule", "sa_ta=on", "--rule",
                        "sa_ta_points=raw"], "pass\nTA\n1\n1\n1\nA♦\n" + "1\n" * 6, 0),
    # S takes, swaps its 7♠ for the retourne Q♠ when asked, then plays the first card.
    "deux": (["play", "--seed", "1", "--rule", "variant=deux"], "1\n" * 18, 0),
    # tests/test_golden.py's play-decouverte.
    "decouverte": (["play", "--seed", "2", "--rule", "variant=decouverte"],
                   "take\nA♥\n" + "1\n" * 17, 0),
    "fr-seed-3": (["play", "--seed", "3", "--lang", "fr"], "", 1),
    "fr-seed-3-take": (["play", "--seed", "3", "--lang", "fr"], "1\n", 1),
    # Take, 10♦, then the hint at trick 2 (N led J♦, E played 9♥).
    "fr-seed-3-hint": (["play", "--seed", "3", "--lang", "fr"], "1\n1\nconseil\n", 1),
    "fr-seed-1-hint": (["play", "--seed", "1", "--lang", "fr"], "conseil\n", 1),
    "fr-seed-3-review": (["play", "--seed", "3", "--review", "--lang", "fr"],
                         "prends\n" + "1\n" * 8, 0),
    "fr-seed-7": (["play", "--seed", "7", "--lang", "fr"], "", 1),
    "fr-coinche-1": (["play", "--seed", "1", "--rule", "variant=coinche", "--lang", "fr"],
                     "2\n", 1),
    "fr-deck": (["play", "--lang", "fr", "--deck", _DECK_11], "", 2),
    "fr-coinche": (["play", "--seed", "3", "--lang", "fr", "--rule", "variant=coinche"],
                   "90 X\n", 1),
    "made": (["score", "examples/made.belote"], "", 0),
    "made-fr": (["score", "--lang", "fr", "examples/made.belote"], "", 0),
    "dedans-fr": (["score", "--lang", "fr", "examples/dedans.belote"], "", 0),
    "litige-fr": (["score", "--lang", "fr", "examples/litige.belote"], "", 0),
    "capot-fr": (["score", "--lang", "fr", "examples/capot.belote"], "", 0),
}

#: Each quote, its page and the run that prints it: as a part of a line ('…' standing for
#: what the quote leaves out), or, marked "row", the name of a row of the tally, or,
#: marked "result", the word that opens the tally's verdict.
RUN_QUOTES: list[tuple[str, str, str, str]] = [
    (PLAYING, "Round two: no one took the retourne.", "seed-4-review", ""),
    (PLAYING, "You take the retourne 10♦ and receive J♠ 8♦ from the rest of the deck "
              "(dealer E).", "seed-3", ""),
    (CLI, "You take the retourne 10♦ and receive J♠ 8♦ …", "seed-3", ""),
    (PLAYING, "You receive Q♥ 10♦ Q♦ …", "seed-11", ""),
    (PLAYING, "1) K♦*  2) 8♦*  A♠  J♠  K♥  Q♥  J♣", "seed-3", ""),
    (PLAYING, "10♠ refused: you must follow ♣.", "seed-24", ""),
    (PLAYING, "erreur : fin de l'entrée : donne abandonnée", "fr-seed-3", ""),
    (PLAYING, "erreur : --deck : carte inconnue '11♣'", "fr-deck", ""),
    (PLAYING, "Enchère inconnue '90 X' : couleur inconnue 'X' (attendu ♠ ♥ ♦ ♣, P C K T, les "
              "lettres anglaises S H D ou le nom d'une couleur) (ou aide).", "fr-coinche", ""),
    (PLAYING, "Hint: J♣, the only card you may play.", "seed-3", ""),
    (PLAYING, "Deal 2: dealer S (seed 84723; alone: belote play --seed 84723 --dealer S)",
     "seed-4-match", ""),
    (PLAYING, "error: end of input: deal abandoned", "seed-11", ""),
    (PLAYING, "Enter: leave", "seed-3", ""),
    (PLAYING, "Enter: leave · review: what each of your cards cost", "seed-3", ""),
    (CLI, "S bids 80 ♠", "coinche-1", ""),
    (CLI, "Trick 1: you lead.", "coinche-1", ""),
    (CLI, "W plays 8♠", "seed-7", ""),
    (CLI, "Trick 1, on the table: W 8♠  N 7♠  E J♠", "seed-7", ""),
    (CLI, "You receive A♠ 7♥ K♣ …", "seed-7", ""),
    (PLAYING, "over 1,000 simulated deals", "seed-4-review", ""),
    (PLAYING, "Announce tierce A♦? 1) yes  2) no", "announcements", ""),
    (PLAYING, "Your call? 1) pass  2) 110 ♠  3) 110 ♥  4) 110 ♦  5) 110 ♣  6) coinche; or a "
              "higher bid: 120–160 or capot with a suit (e.g. 120 ♥)", "coinche-7", ""),
    (PLAYING, "80 ♠ is not above the last bid (80 ♥ by E): bid 90 or more, or pass",
     "coinche-22", ""),
    (PLAYING, "contract", "coinche-7", "row"),
    (PLAYING, "Hint: bid 100 ♦.", "coinche-1-hint", ""),
    (PLAYING, "at 80: 94.3% [91.1%, 96.4%] +140.86", "coinche-1-hint", ""),
    (PLAYING, "100 ♦ minus passing, per deal in points: +77.15, 95% interval [+47.81, "
              "+106.48]: bid 100 ♦", "coinche-1-hint", ""),
    ("expert.md", "100 ♦ with the auction called on (…; the bid stands in 90.0% of the "
                  "deals): your team's margin per deal in points +100.15; 100 ♦ minus "
                  "passing, …", "coinche-1-hint", ""),
    ("expert.md", "Hint: bid 100 ♦. Your call judged over 300 simulated deals: …",
     "coinche-1-hint", ""),
    ("expert.md", "at 80: 94.3% [91.1%, 96.4%] +140.86", "coinche-1-hint", ""),
    # How the deals are dealt to fit the calls heard: the page quoted an older wording;
    # at the first call of the auction none is heard (it said "fit the calls heard").
    ("expert.md", "of 100 random dealings, the first where the heuristic makes the others' "
                  "calls, found in 270 deals, else the closest; the bidder of the most "
                  "demanding suit bid is dealt cards of its suit first", "coinche-7-call-hint",
     ""),
    ("expert.md", "dealt at random (no call heard yet)", "coinche-1-hint", ""),
    ("expert.md", "…, at 140: 4.3% [2.5%, 7.3%] -276.49, from 150 to capot: under 5%",
     "coinche-1-hint", ""),
    ("expert.md", "7♥ is chosen for the deal's score, the contract counted (yours minus "
                  "the other side's): -65.8 points a deal, against -73.8 with 7♦.",
     "coinche-7-hint", ""),
    (PLAYING_FR, "Conseil : enchère 100 ♦.", "fr-coinche-1-hint", ""),
    # docs/expert.fr.md quotes what expert.md quotes, as belote play --lang fr prints it.
    (EXPERT_FR, "à 80 : 94,3 % [91,1 % ; 96,4 %] +140,86", "fr-coinche-1-hint", ""),
    (EXPERT_FR, "de 100 distributions au hasard, la première où l'heuristique fait les "
                "enchères des autres, sinon la plus proche ; donnes qui en ont une : 270 ; la "
                "place de l'enchère à la couleur la plus exigeante reçoit d'abord des cartes de sa "
                "couleur", "fr-coinche-7-call-hint", ""),
    (EXPERT_FR, "distribuées au hasard (aucune enchère entendue encore)", "fr-coinche-1-hint",
     ""),
    (EXPERT_FR, "Chaque couleur prise par votre équipe, le contrat joué tel quel (personne "
                "n'enchérissant après) : points de plis par donne (intervalle à 95 %) ; à "
                "chaque palier, …", "fr-coinche-1-hint", ""),
    (EXPERT_FR, "♦ 107,25 [103,99 ; 110,50] : à 80 : 94,3 % [91,1 % ; 96,4 %] +140,86, à "
                "90 : …", "fr-coinche-1-hint", ""),
    (EXPERT_FR, "…, à 140 : 4,3 % [2,5 % ; 7,3 %] -276,49, de 150 au capot : moins de 5 %",
     "fr-coinche-1-hint", ""),
    (EXPERT_FR, "100 ♦ avec les enchères poursuivies (… ; l'enchère tient dans 90,0 % des "
                "donnes) : écart de votre équipe par donne en points +100,15 ; 100 ♦ plutôt "
                "que passer, …", "fr-coinche-1-hint", ""),
    (EXPERT_FR, "Conseil : enchère 100 ♦. Votre enchère jugée sur 300 donnes simulées …",
     "fr-coinche-1-hint", ""),
    (EXPERT_FR, "7♥ vaut mieux pour la marque de la donne, contrat compris (la vôtre moins "
                "celle de l'adversaire) : -65,8 points par donne, contre -73,8 avec 7♦.",
     "fr-coinche-7-hint", ""),
    (PLAYING_FR, "à 80 : 94,3 % [91,1 % ; 96,4 %] +140,86", "fr-coinche-1-hint", ""),
    (PLAYING_FR, "100 ♦ plutôt que passer, par donne en points : +77,15, intervalle à 95 % "
                 "[+47,81 ; +106,48] : enchère 100 ♦", "fr-coinche-1-hint", ""),
    (PLAYING, "6) 110 SA  7) 110 TA  8) coinche", "coinche-sa-ta", ""),
    (PLAYING, "Sans atout, taken by S: team NS plays the contract.", "sans-atout", ""),
    (PLAYING, "Your hand (sans atout): …", "sans-atout", ""),
    (PLAYING, "152 + 10 = 162 ✓ (scaled TA total)", "tout-atout", ""),
    (PLAYING, "248 + 10 = 258 ✓ (raw TA total)", "tout-atout-raw", ""),
    (PLAYING, "Trick 7: talon of 8 cards, 7♠ face up under it; play any card.", "deux", ""),
    (PLAYING, "Trick 2: you lead; talon of 18 cards, Q♠ face up under it; play any card.",
     "deux", ""),
    (PLAYING, "Swap your 7♠ for the retourne Q♠? 1) yes  2) no", "deux", ""),
    (PLAYING, "Trick 2: 7 of your cards lie face down.", "decouverte", ""),
    (PLAYING, "North's face-up cards: 7♠ 9♥ 8♥ 9♦ 10♣ Q♣ J♣ 8♣", "decouverte", ""),
    (PLAYING, "Trick 5: you lead; 4 of your cards lie face down.", "decouverte", ""),
    (PLAYING, "Turned up: you A♣, North K♦.", "decouverte", ""),
    (CLI, "dix de der", "made", "row"),
    (CLI_FR, "Vous prenez la retourne 10♦ et recevez V♠ 8♦ …", "fr-seed-3-take", ""),
    (CLI_FR, "S enchérit : 80 ♠", "fr-coinche-1", ""),
    (CLI_FR, "Pli 1 : à vous d'entamer.", "fr-coinche-1", ""),
    (CLI_FR, "O joue 8♠", "fr-seed-7", ""),
    (CLI_FR, "Pli 1, sur le tapis : O 8♠  N 7♠  E V♠", "fr-seed-7", ""),
    (CLI_FR, "Vous recevez A♠ 7♥ R♣ …", "fr-seed-7", ""),
    (CLI_FR, "dix de der", "made-fr", "row"),
    (PLAYING_FR, "graine 3", "fr-seed-3", ""),
    *((PLAYING_FR, row, "made-fr", "row")
      for row in ("cartes", "dix de der", "points de plis", "belote", "marque de la donne")),
    *((PLAYING_FR, result, f"{result.replace('réussi', 'made')}-fr", "result")
      for result in ("réussi", "dedans", "litige", "capot")),
    *((FIRST, row, "made", "row")
      for row in ("cards", "dix de der", "trick points", "deal score")),
    *((FIRST_FR, row, "made-fr", "row")
      for row in ("cartes", "dix de der", "points de plis", "marque de la donne")),
]

#: The blocks of output a page shows whole (by their first line), the run that prints them
#: and the words by which the page gives that run.
RUN_BLOCKS: list[tuple[str, str, str, str]] = [
    (PLAYING, "Taking: you passed in round one, and again in round two.", "seed-4-review",
     "`belote play --seed 4 --review`, passing in both rounds (`pass` twice, then `1` each "
     "time), ends so:"),
    (PLAYING_FR, "Conseil\xa0: 8♦. Points de plis que votre équipe peut espérer d'ici la fin, "
                 "par", "fr-seed-3-hint",
     "Après `belote play --seed 3 --lang fr`, `1` (prendre) et `1` (10♦), Nord a entamé V♦ "
     "et Est joué 9♥ :"),
    (PLAYING_FR, "Conseil\xa0: passer. La prise jugée comme le bilan après la donne la juge\xa0:",
     "fr-seed-1-hint", "Après `belote play --seed 1 --lang fr` :"),
    (PLAYING_FR, "Bilan de la donne 1, vos cartes comparées au jeu parfait, cartes ouvertes "
                 "(comme",
     "fr-seed-3-review", "`belote play --seed 3 --review --lang fr` finit ainsi quand vous "
     "prenez, puis jouez la première carte proposée à chaque pli (`prends`, puis `1` huit "
     "fois) :"),
]


def _flat(text: str) -> str:
    """Each run of spaces one space: the pages wrap their quotes and write a plain space
    where the French output writes a no-break space."""
    return " ".join(text.split())


@functools.cache
def _page(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


@functools.cache
def _ran(name: str) -> tuple[int, str]:
    """The run ``name`` made once, from the source folder: its exit code and what it
    printed on both outputs."""
    args, typed, _ = RUNS[name]
    before = Path.cwd()
    os.chdir(ROOT)
    try:
        done = CliRunner().invoke(app, args, input=typed)
    finally:
        os.chdir(before)
    if done.exception is not None and not isinstance(done.exception, SystemExit):
        raise done.exception
    return done.exit_code, done.stdout + done.stderr


def _on_page(page: str, quote: str) -> bool:
    return f"`{_flat(quote)}`" in _flat(_page(page))


def _pattern(quote: str, how: str) -> str:
    words = ".*".join(re.escape(part) for part in _flat(quote).split("…"))
    if how == "row":  # the name, then the two sides' figures
        return rf"^{words} \d+ \d+$"
    if how == "result":
        return rf"^{words} ?:"
    return words


@pytest.mark.parametrize("run", sorted(RUNS))
def test_the_guides_quote_what_the_run_prints(run: str) -> None:
    # Every quote of the run on its page, then in a line of what the run printed; each
    # block the page shows, in a row of whole lines.
    code, printed = _ran(run)
    assert code == RUNS[run][2], (run, code, printed)
    # A line past 80 columns goes on after four blanks (a hand, a menu): read whole.
    lines = "\n".join(_flat(line) for line in printed.replace("\n    ", " ").splitlines())
    quotes = [(page, quote, how) for page, quote, name, how in RUN_QUOTES if name == run]
    blocks = [(page, start, said) for page, start, name, said in RUN_BLOCKS if name == run]
    assert quotes or blocks, run
    missing = [(page, quote) for page, quote, _ in quotes if not _on_page(page, quote)]
    assert not missing, missing
    unsaid = [quote for _, quote, how in quotes
              if not re.search(_pattern(quote, how), lines, re.M)]
    assert not unsaid, (unsaid, printed)
    for page, start, said in blocks:
        assert said in _flat(_page(page)), (page, said)
        shown = re.search(rf"^```text\n({re.escape(start)}\n.*?)^```$", _page(page),
                          re.M | re.S)
        assert shown is not None, (page, start)
        assert f"\n{shown[1]}" in printed, (shown[1], printed)


#: Each quote the guides take from a golden screen of tests/screens (80×24, without colour).
SCREEN_QUOTES = [
    (CLI, "last trick: S won 14", "classic-80x24-no-color"),
    (CLI, "Enter: play", "classic-80x24-no-color"),
    (CLI, "You 0 pts (7 face down) · North 24 pts · trick 2/16", "decouverte-80x24-no-color"),
    (CLI_FR, "dernier pli : S, 14", "classic-fr-80x24-no-color"),
    (CLI_FR, "Entrée : jouer", "classic-fr-80x24-no-color"),
    (CLI_FR, "Vous 0 pt (7 cachées) · Nord 24 pts · pli 2/16", "decouverte-fr-80x24-no-color"),
]


@pytest.mark.parametrize(("page", "quote", "screen"), SCREEN_QUOTES,
                         ids=[q for _, q, _ in SCREEN_QUOTES])
def test_the_guides_quote_the_golden_screens(page: str, quote: str, screen: str) -> None:
    assert _on_page(page, quote), quote
    text = (SCREENS / f"{screen}.txt").read_text(encoding="utf-8")
    assert any(quote in _flat(line) for line in text.splitlines()), (quote, screen)


def test_the_guides_quote_the_session_s_words_on_leaving() -> None:
    # A terminal's page between two deals: quit leaves the match after the deal finished,
    # or, after a void deal, the game (tests/test_interactive.py's two sessions).
    from belote_cli.core.rules import RuleSet
    from belote_cli.play.interactive import Session, SessionOptions

    match = Session(SessionOptions(rules=RuleSet.parse(["target=300"]), seed=3,
                                   bots="random", match=True))
    match.start()
    while match.deal_end is None:
        match.handle_line("1")
    void = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=6,
                                  bots="heuristic"))
    void.start()
    assert "Four passes: the deal is void" in void.handle_line("1")
    left = {"Quit: the match is left after deal 1.": match.leave(),
            "the game is left after void deal 1": void.leave()}
    for quote, said in left.items():
        assert _on_page(CLI, quote) and quote in said, (quote, said)


def _examples_of_the_catalogue() -> list[tuple[str, str, str]]:
    """Each quote the guides make up, the page, and the program's words for its values."""
    from belote_cli.analysis import analyze_record, analyze_two
    from belote_cli.core.cards import card_symbol, parse_card, parse_cards
    from belote_cli.core.seats import Seat
    from belote_cli.dealfile import loads
    from belote_cli.texts import points_text, points_unit, say
    from belote_cli.texts.review_lines import capot_line, contract_line

    def cards(text: str) -> str:
        return " ".join(card_symbol(c) for c in parse_cards(text))

    should = {"cards": parse_cards("A♠ K♥ Q♥ K♦ J♣"), "retourne_card": parse_card("10♦"),
              "dealer": Seat.E, "deals": "1,000", "mean": "+1.00", "low": "-1.00",
              "high": "+3.00", "verdict": say("play_review_verdict_take")}
    found = [
        (PLAYING, "Hint: J♥, the heuristic player's choice among 4 cards of equal value "
                  "(J♥ 9♥ A♦ 10♦: 152 points each).",
         say("hint_tie", card=parse_card("J♥"), count=4, cards=cards("J♥ 9♥ A♦ 10♦"),
             value=points_text(152.0), unit=points_unit(152.0))),
        (PLAYING, "cards equal in trick points and in the deal's score",
         say("hint_tie_score", card=parse_card("J♥"), count=4, cards=cards("J♥ 9♥ A♦ 10♦"),
             value=points_text(152.0), unit=points_unit(152.0))),
        (PLAYING, "152", points_text(152.0)),
        (PLAYING, "132.5", points_text(132.5)),
        (PLAYING, "132,5", points_text(132.5, "fr")),
        (CLI, "thinking…", say("thinking")),
        (CLI, "reviewing the deal…", say("play_review_thinking")),
        (CLI, "Enter: go on", say("screen_more")),
        (CLI, "Entrée : continuer", say("screen_more", "fr")),
        (CLI, "Enter: go on · review: what each of your cards cost",
         say("screen_deal_over")),
        (CLI_FR, "réflexion…", say("thinking", "fr")),
        (CLI_FR, "bilan de la donne…", say("play_review_thinking", "fr")),
        (CLI_FR, "Entrée : continuer", say("screen_more", "fr")),
        (CLI_FR, "Entrée : continuer · bilan : le coût de chacune de vos cartes",
         say("screen_deal_over", "fr")),
        (CLI_FR, "Entrée : quitter", say("screen_last_over", "fr")),
        # Leaving a match after a deal, and outside a match after a void deal.
        (CLI_FR, "Abandon : la partie s'arrête après la donne 1.", say("quit_match", "fr", n=1)),
        (CLI_FR, "on s'arrête après la donne nulle 1", say("quit_game", "fr", n=1)),
        (PLAYING, "of 1,000 simulated deals, the 737 where the retourne came to you",
         say("play_review_should_some", reached=737, **should)),
        (PLAYING, "none where the retourne came to you (someone took first in each): not "
                  "judged", say("play_review_should_none", reached=0, **should)),
        (PLAYING, "in that one deal", say("play_review_should_one", reached=1, **should)),
        (PLAYING, "not judged", say("play_review_round_two_none", deals="1,000")),
    ]
    # hint at a coinche call and the review where no deal fits the calls heard.
    for page, lang, head, verdict, review in (
            (PLAYING, "en", "Hint: no advice: 0 of 300 deals fit the calls heard, too few to "
                            "judge your call by.", "no advice",
             "no advice, 0 of 300 deals fit the calls heard, too few to judge your call by"),
            (PLAYING_FR, "fr", "Conseil : aucun, car les enchères entendues ne s'accordent "
                               "qu'à 0 des 300 donnes : trop peu pour juger votre enchère.",
             "pas de conseil", "pas de conseil, car les enchères entendues ne s'accordent "
                               "qu'à 0 des 300 donnes : trop peu pour juger votre enchère")):
        rare = say("hint_call_rare", lang, fitting="0", deals="300")
        found += [(page, head, say("hint_call", lang, verdict=rare, deals="300",
                                   dealings="100", fitting="0")),
                  (page, verdict, say("hint_call_verdict_no advice", lang)),
                  (page, review, say("play_review_call_rare", lang, n=1, call="pass",
                                     fitting="0", deals="300"))]
    # examples/dedans.belote (N took): N's 9♣ at trick 7 sets the contract Q♣ made; taken
    # by E instead, the same card, a defender's, lets EW make it. The review of belote
    # play says the player's cards without the seat, in score --analyze's words.
    text = (ROOT / "examples" / "dedans.belote").read_text(encoding="utf-8")
    for taker, quotes in (("N", [(PLAYING, "trick 7: 9♣ loses the contract (Q♣ would have "
                                           "made it)", "en"),
                                 (PLAYING_FR, "pli 7 : 9♣ fait chuter le contrat (D♣ "
                                              "l'aurait fait réussir)", "fr")]),
                          ("E", [(PLAYING, "lets EW make the contract (… would have made it "
                                           "fail)", "en"),
                                 (PLAYING_FR, "laisse EO réussir le contrat (… l'aurait fait "
                                              "chuter)", "fr")])):
        [record] = loads(text.replace("taker: N", f"taker: {taker}"))
        review = analyze_record(record)
        [nine] = [p for p in review.plays if p.result is not None]
        found += [(page, quote, contract_line(nine, review.sides, lang, "play_review_"))
                  for page, quote, lang in quotes]
        # No example is a litige: the same card with that result, in the same words.
        litige = dataclasses.replace(nine, result="litige")
        found += [(page, quote, contract_line(litige, review.sides, lang, "play_review_"))
                  for page, quote, lang in ((PLAYING, "turns the contract into a litige",
                                             "en"),
                                            (PLAYING_FR, "fait tomber le contrat en litige", "fr"))]
    # tests/deals/hand-written/deux-en-francais.belote: S's 8♣ at trick 13 gives up the
    # capot that A♥ kept (tests/test_analysis.py).
    written = ROOT / "tests" / "deals" / "hand-written" / "deux-en-francais.belote"
    [record] = loads(written.read_text(encoding="utf-8"), "deux.belote")
    review = analyze_two(record)
    [eight] = review.mistakes()
    found.append((PLAYING, "trick 13: 8♣ gives up the capot (A♥ would have kept it)",
                  capot_line(eight, review.sides, "en", "play_review_")))
    found.append((PLAYING_FR, "pli 13 : 8♣ perd le capot (A♥ le gardait)",
                  capot_line(eight, review.sides, "fr", "play_review_")))
    return found


def test_the_guides_made_up_examples_are_the_catalogue_s_words() -> None:
    found = _examples_of_the_catalogue()
    missing = [(page, quote) for page, quote, _ in found if not _on_page(page, quote)]
    assert not missing, missing
    unsaid = [(quote, said) for _, quote, said in found
              if not re.search(_pattern(quote, ""), _flat(said))]
    assert not unsaid, unsaid


def test_the_guide_s_way_to_stop_and_play_on_runs_as_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # docs/playing.md's two commands, in a folder of their own: a match recorded and left
    # in its second deal says how to play it on, and that command plays on from deal 2.
    section = _page(PLAYING).split("## Stopping, and playing on later", 1)[1]
    section = section.split("\n## ", 1)[0]
    shown = re.search(r"^```sh\n(.*?)^```$", section, re.M | re.S)
    assert shown is not None
    record, resume = (line.split("#")[0].split()[1:] for line in shown[1].splitlines())
    assert record == ["play", "--target", "1000", "--record", "match.belote"], record
    assert resume == ["play", "--resume", "match.belote"], resume
    monkeypatch.chdir(tmp_path)
    left = CliRunner().invoke(app, [*record, "--seed", "4"], input="1\n" * 9 + "quit\n")
    quote = "To play the match on later: belote play --resume match.belote"
    assert _on_page(PLAYING, quote) and quote in left.stdout, left.stdout
    assert _on_page(PLAYING, "deal 2 abandoned; the match is left after deal 1")
    assert "Quit: deal 2 abandoned; the match is left after deal 1." in left.stdout
    assert left.exit_code == 0 and _on_page(PLAYING, "quit") and "(exit 0)" in section
    again = CliRunner().invoke(app, resume, input="quit\n")
    assert again.exit_code == 0, again.stdout
    assert "from match.belote: NS 0, EW 162 after 1 deal" in _flat(again.stdout), again.stdout


def test_the_french_guide_stops_and_plays_on_in_a_section_of_its_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # playing.fr.md said quitting and --resume inside 'Rejouer, noter, faire le bilan', where
    # playing.md gives them a section: the French page has it too, its two commands run as
    # written, and the first steps send a player there to play a match on.
    page = _page(PLAYING_FR)
    title = "\n## Arrêter, et reprendre plus tard (`quitter`, `--resume`)\n"
    assert title in page
    section = page.split(title, 1)[1].split("\n## ", 1)[0]
    shown = re.search(r"^```sh\n(.*?)^```$", section, re.M | re.S)
    assert shown is not None
    record, resume = (line.split("#")[0].split()[1:] for line in shown[1].splitlines())
    assert record == ["play", "--target", "1000", "--record", "partie.belote", "--lang", "fr"]
    assert resume == ["play", "--resume", "partie.belote", "--lang", "fr"], resume
    monkeypatch.chdir(tmp_path)
    left = CliRunner().invoke(app, [*record, "--seed", "4"], input="1\n" * 9 + "quitter\n")
    quote = "Pour reprendre la partie plus tard : belote play --resume partie.belote --lang fr"
    assert _on_page(PLAYING_FR, quote) and quote in _flat(left.stdout), left.stdout
    quit_line = "Donne 2 abandonnée ; la partie s'arrête après la donne 1"
    assert f"`{quit_line}`" in _flat(section)
    assert f"{quit_line}." in _flat(left.stdout), left.stdout
    assert left.exit_code == 0 and "(code 0)" in section and "(code 130)" in section
    again = CliRunner().invoke(app, resume, input="quitter\n")
    assert again.exit_code == 0, again.stdout
    assert ("d'après partie.belote : NS 0, EO 162 après 1 donne"
            in _flat(again.stdout)), again.stdout
    # The section of replaying and recording sends the reader here for --resume.
    replay = page.split("\n## Rejouer, noter, faire le bilan\n", 1)[1].split("\n## ", 1)[0]
    assert "(#arrêter-et-reprendre-plus-tard-quitter---resume)" in replay
    assert "Pour reprendre la partie plus tard" not in replay
    assert ("(playing.fr.md#arrêter-et-reprendre-plus-tard-quitter---resume)"
            in _page("getting-started.fr.md"))
