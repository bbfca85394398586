"""French for deal-file problems (``belote score --lang fr``): each shape of message, and
every problem the reader actually reports on broken files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.errors import DealFileErrors
from belote_cli.messages import french, in_language
from belote_cli.record import load_bytes, loads

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.mark.parametrize(("english", "expected"), [
    ("unknown card '11♥'", "carte inconnue '11♥'"),
    ("trick 7 has 3 cards, expected 4", "le pli 7 a 3 cartes, il en faut 4"),
    ("trick 3 has 1 card, expected 4", "le pli 3 a 1 carte, il en faut 4"),
    ("missing cards: A♥ 9♣", "cartes manquantes : A♥ 9♣"),
    # Cards the program names are in French (D R V), seats too (West is O), teams (EO).
    ("missing cards: Q♣ K♥ J♠ 10♦", "cartes manquantes : D♣ R♥ V♠ 10♦"),
    ("no cinquante of 4 cards has 9♣ as its top card (the lowest sequence ends at the 7)",
     "pas de cinquante de 4 cartes avec 9♣ en haut (la plus basse séquence finit au 7)"),
    ("no cent of 5 cards has J♣ as its top card (the lowest sequence ends at the 7)",
     "pas de cent de 5 cartes avec V♣ en haut (la plus basse séquence finit au 7)"),
    ("unknown seat 'Z' (expected N, E, S or W)", "place inconnue 'Z' (attendu N, E, S ou O)"),
    ("unknown team 'X' (expected NS or EW)", "équipe inconnue 'X' (attendu NS ou EO)"),
    ("'taker: W' but the contract is N's (line 3)",
     "'taker: O' mais le contrat est celui de N (ligne 3)"),
    ("trick 2: N must lead (after dealer W), found E",
     "pli 2 : N doit entamer (après le donneur O), trouvé E"),
    ("7 tricks, expected 8", "7 plis, il en faut 8"),
    ("trick 6 follows trick 4 (trick 5 missing?)", "le pli 6 suit le pli 4 (pli 5 manquant ?)"),
    ("trick 1: W must lead (after dealer S), found S",
     "pli 1 : O doit entamer (après le donneur S), trouvé S"),
    ("trick 3: E must lead (won trick 2), found N",
     "pli 3 : E doit entamer (a gagné le pli 2), trouvé N"),
    ("trick 1: W plays after S, found E (the seats are in anticlockwise order: add "
     "'rules: direction=anticlockwise')",
     "pli 1 : O joue après S, trouvé E (les places sont dans le sens antihoraire : "
     "ajoutez 'rules: direction=anticlockwise')"),
    ("trick 2: E plays after S, found W (the seats are in clockwise order: add "
     "'rules: direction=clockwise')",
     "pli 2 : E joue après S, trouvé O (les places sont dans le sens horaire : "
     "ajoutez 'rules: direction=clockwise')"),
    ("deal 2: card '7♣' already played in trick 1",
     "donne 2 : carte '7♣' déjà jouée au pli 1"),
    ("'preneur' given twice (first on line 2)", "'preneur' donné deux fois (d'abord ligne 2)"),
    ("'taker:' has no value", "'taker:' n'a pas de valeur"),
    ("the EW pile has 17 cards: not a whole number of tricks",
     "le tas EO a 17 cartes : pas un nombre entier de plis"),
    ("'last: EW' but the EW pile is empty", "'last: EO' mais le tas EO est vide"),
    ("no such file", "fichier introuvable"),
    ("unknown value 'maybe' for rule 'undertrump' (expected free or required)",
     "valeur inconnue 'maybe' pour la règle 'undertrump' (attendu free ou required)"),
])
def test_each_shape_in_french(english: str, expected: str) -> None:
    assert french(english) == expected
    assert in_language(english, "fr") == expected
    assert in_language(english, "en") == english


def test_an_unknown_shape_stays_as_it_is() -> None:
    assert french("something new went wrong") == "something new went wrong"


MADE = (EXAMPLES / "made.belote").read_text(encoding="utf-8")
PILES = "trump: ♠\ntaker: N\nNS: J♠ 9♠ A♠ 8♠ A♥ 10♥ K♥ 7♥ A♦ 7♦ 8♦ 9♦ Q♣ 7♣ 8♣ 9♣\n"

BROKEN = [
    MADE.replace("2: S 9♥   W A♥", "2: S 9♥   W 11♥"),
    MADE.replace("7: E 10♣  S 7♣   W K♣   N 9♣", "7: E 10♣  S 7♣   W K♣"),
    MADE + "9: 7♥ 8♥ 9♥ 10♥\n",
    MADE + "NS: A♥\n",
    MADE + "---\n" + MADE.replace("1: S J♥", "1: S J♥ 7♣"),
    "taker: N\n",
    "trump: X\ntaker: Z\ncolour: red\nrules: undertrump=maybe\n",
    "trump: ♥\nrules: speed=fast\n  just words\ntaker: N S\ndealer:\n",
    "trump: ♥\ntrump: ♠\n",
    PILES + "EW: 10♠ K♠ Q♠ 7♠ Q♥ J♥ 9♥ 8♥ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ A♠ Z♣\n",
    "trump: S\nNS: AS AS 7S 8S\nlast: NS\n",
    "trump: S\nNS: 7S\nleader: N\n",
    MADE + "announce: N tierce\nannounce: N quinte\nannounce: N carré A♥\n"
           "announce: N tierce A♥ 4\nannounce: N tierce A♥ 3 x\nannounce: N cent 9♥\n"
           "announce: N carré 8\nannounce: N carré Z\n",
    "contract: 110\ntrump: ♥\n",
    "contract: 110 H Z\ntrump: ♥\n",
    "contract: 85 H N\ntrump: ♥\n",
    "contract: 110 N\ntrump: ♥\n",
    "contract: 110 X N\ntrump: ♥\n",
    "contract: vite H N\ntrump: ♥\n",
    "atout: S\npli 1: AS AH AD AC\n",
    "trump: P\n1: AP AK AT AS\n",
    "trump: ♥\npreneur: N\n1: AC 7♥ 8♥ 9♥\n",
    "trump: ♥\ncontract: " + "1" * 2000 + "\n",
    "langue: klingon\ntrump: ♥\n",
    "lang: en\nlangue: fr\ntrump: ♥\n",
    "trump: ♥\nmatch: always\n",
    MADE + "---\n" + MADE + "match: none\n",
    MADE + "rules: discovery\nbelote: N\n",
    MADE + "announce: N tierce A♥\n" * 17,
]


# English words that no French message uses (what the file says is quoted, and left out).
ENGLISH = re.compile(r"\b(the|expected|found|or|in|of|has|trick|tricks|card|cards|pile|"
                     r"line|no|not|unknown|missing|bid|after|must|plays)\b"
                     # English letters the program itself writes: a card's Q K J, West's W.
                     r"|(?<![\w'])[QKJ][♠♥♦♣]|\bW\b")


def assert_french(message: str) -> None:
    translated = french(message)
    assert translated != message, message
    assert not ENGLISH.search(re.sub(r"'[^']*'", "", translated)), translated


@pytest.mark.parametrize("text", BROKEN)
def test_every_problem_reported_reads_in_french(text: str) -> None:
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    for error in info.value.errors:
        assert_french(error.message)


@pytest.mark.parametrize("data", [b"", b"\x00\x01binary", b"trump: \xe9\n", b"# nothing\n"])
def test_unreadable_files_read_in_french(data: bytes) -> None:
    with pytest.raises(DealFileErrors) as info:
        load_bytes(data, "deal.txt")
    for error in info.value.errors:
        assert_french(error.message)


def test_score_lang_fr_reports_the_problems_in_french(tmp_path: Path) -> None:
    path = tmp_path / "deal.belote"
    path.write_text(BROKEN[0], encoding="utf-8")
    line = next(i for i, t in enumerate(BROKEN[0].splitlines(), 1) if t.startswith("2:"))
    column = BROKEN[0].splitlines()[line - 1].index("11♥") + 1
    r = CliRunner().invoke(app, ["score", str(path), "--lang", "fr"])
    assert r.exit_code == 1
    assert r.stderr.splitlines() == [
        f"{path}:{line}:{column}: carte inconnue '11♥'",
        f"{path}: cartes manquantes : A♥",
        f"erreur : 2 problèmes dans {path}",
    ]
    # English by default.
    r = CliRunner().invoke(app, ["score", str(path)])
    assert r.stderr.splitlines()[0].endswith("unknown card '11♥'")


def test_a_message_quoting_the_fixed_text_many_times_is_still_translated() -> None:
    # The shapes are matched by their fixed text, not by a regular expression over the
    # whole message: '(.*) … (.*) … (.*)' backtracked, and a message quoting its own fixed
    # text a few hundred times was not translated in minutes. Any split is fine: the quoted
    # part is left as written.
    quoted = "'" + " (expected SEAT KIND TOP, e.g. , , or " * 300 + "x'"
    message = (f"incomplete announcement {quoted} (expected SEAT KIND TOP, e.g. "
               f"'N tierce A♥', 'E cinquante K♠' or 'W carré J')")
    translated = french(message)
    assert translated.startswith("annonce incomplète '")
    assert translated.endswith("(attendu PLACE GENRE HAUTEUR, par exemple 'N tierce A♥', "
                               "'E cinquante K♠' ou 'W carré J')")
    value = "'" + "x for rule " * 500 + "'"
    assert french(f"unknown value {value} for rule 'tie' (expected litige or dedans)") == (
        f"valeur inconnue {value} pour la règle 'tie' (attendu litige ou dedans)")


def test_a_shape_with_a_pattern_outside_its_values_is_refused() -> None:
    from belote_cli.messages import _Shape

    assert _Shape(r"trick (\d+) written twice").match("trick 12 written twice") is not None
    assert _Shape(r"trick (\d+) written twice").match("trick x written twice") is None
    with pytest.raises(ValueError):
        _Shape(r"trick .* written")
    with pytest.raises(ValueError):
        _Shape(r"(\d+)(\w+)")
