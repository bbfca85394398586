"""Deal-file problems in English and French (``belote score --lang fr``): each problem's
code worded by the text catalogue, and every problem the reader actually reports on broken
files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.cards import CLUBS, DIAMONDS, HEARTS, JACK, KING, QUEEN, SPADES, TEN, card
from belote_cli.core.errors import DealFileError, DealFileErrors, Reason
from belote_cli.core.seats import Seat, Team
from belote_cli.dealfile import load_bytes, loads
from belote_cli.texts import describe, describe_reason

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def R(code: str, **params: object) -> Reason:  # noqa: N802 - reads as the code it builds
    return Reason(code, params)


@pytest.mark.parametrize(("problem", "english", "french"), [
    (R("card_unknown", text="11♥"), "unknown card '11♥'", "carte inconnue '11♥'"),
    (R("trick_cards", number="7", n=3), "trick 7 has 3 cards, expected 4",
     "le pli 7 a 3 cartes, il en faut 4"),
    (R("trick_one_card", number="3"), "trick 3 has 1 card, expected 4",
     "le pli 3 a 1 carte, il en faut 4"),
    # Cards the program names are in French (D R V), seats too (West is O), teams (EO).
    (R("cards_missing", cards=[card(CLUBS, QUEEN), card(HEARTS, KING), card(SPADES, JACK),
                               card(DIAMONDS, TEN)]),
     "missing cards: Q♣ K♥ J♠ 10♦", "cartes manquantes\xa0: D♣ R♥ V♠ 10♦"),
    (R("ann_top", kind="cent", n=5, card=card(CLUBS, TEN)),
     "no cent of 5 cards has 10♣ as its top card (the lowest sequence ends at the 7)",
     "pas de cent de 5 cartes avec 10♣ en haut (la plus basse séquence finit au 7)"),
    (R("ann_top", kind="cent", n=6, card=card(CLUBS, JACK)),
     "no cent of 6 cards has J♣ as its top card (the lowest sequence ends at the 7)",
     "pas de cent de 6 cartes avec V♣ en haut (la plus basse séquence finit au 7)"),
    (R("seat_unknown", text="Z"), "unknown seat 'Z' (expected N, E, S or W)",
     "place inconnue 'Z' (attendu N, E, S ou O)"),
    (R("team_unknown", text="X"), "unknown team 'X' (expected NS or EW)",
     "équipe inconnue 'X' (attendu NS ou EO)"),
    # The key and its value as the file wrote them.
    (R("contract_taker_again", key="taker", value="W", taker=Seat.N, line=3),
     "'taker: W' but the contract is N's (line 3)",
     "'taker: W' mais le contrat est celui de N (ligne 3)"),
    # De elided before a seat read Est or Ouest (it read "celui de O").
    (R("contract_taker_again", key="preneur", value="N", taker=Seat.W, line=3),
     "'preneur: N' but the contract is W's (line 3)",
     "'preneur: N' mais le contrat est celui d'O (ligne 3)"),
    (R("contract_taker_again", key="Preneur", value="n", taker=Seat.E, line=3),
     "'Preneur: n' but the contract is E's (line 3)",
     "'Preneur: n' mais le contrat est celui d'E (ligne 3)"),
    (R("must_lead", number="2", seat=Seat.N, why=R("lead_dealer", seat=Seat.W),
       found=Seat.E),
     "trick 2: N must lead (after dealer W), found E",
     "pli 2\xa0: on lit E, mais c'est N qui entame (après le donneur O)"),
    (R("must_lead", number="3", seat=Seat.E, why=R("lead_won", number="2"), found=Seat.N),
     "trick 3: E must lead (won trick 2), found N",
     "pli 3\xa0: on lit N, mais c'est E qui entame (gagnant du pli 2)"),
    (R("hint_anticlockwise", problem=R("plays_after", number="1", seat=Seat.W,
                                       before=Seat.S, found=Seat.E), key="rules"),
     "trick 1: W plays after S, found E (the seats are in anticlockwise order: add "
     "'rules: direction=anticlockwise')",
     "pli 1\xa0: on lit E, mais c'est O qui joue après S (les places sont dans le sens "
     "antihoraire\xa0: "
     "ajoutez 'rules: direction=anticlockwise')"),
    (R("tricks_few", n=7), "7 tricks, expected 8", "7 plis, il en faut 8"),
    (R("trick_gap", number="6", previous="4", gap="5"),
     "trick 6 follows trick 4 (trick 5 missing?)", "le pli 6 suit le pli 4 (pli 5 manquant\xa0?)"),
    (R("hint_trump", problem=R("must_lead", number="2", seat=Seat.N,
                               why=R("lead_won", number="1"), found=Seat.S), suit=1,
       key="trump"),
     "trick 2: N must lead (won trick 1), found S (every trick is led by the winner of the "
     "trick before with ♥ as trump: is the 'trump:' line right?)",
     "pli 2\xa0: on lit S, mais c'est N qui entame (gagnant du pli 1) (chaque pli est entamé "
     "par le gagnant du pli précédent avec ♥ comme atout\xa0: la ligne 'trump:' est-elle "
     "juste\xa0?)"),
    (R("trick_slip", number="6", place=5, count=8),
     "trick 6 is written where trick 5 goes: all 8 trick lines are written, so none is "
     "missing; number them 1 to 8 (this one '5:')",
     "le pli 6 est écrit à la place du pli 5\xa0: les 8 lignes de plis sont écrites, aucune "
     "ne manque\xa0; numérotez-les de 1 à 8 (celle-ci '5:')"),
    (R("in_deal", deal=2, problem=R("card_again", text="7♣", trick="1")),
     "deal 2: card '7♣' already played in trick 1", "donne 2\xa0: carte '7♣' déjà jouée au pli 1"),
    (R("card_twice", text="JH", trick="3"), "card 'JH' written twice in trick 3",
     "carte 'JH' écrite deux fois au pli 3"),
    (R("key_twice", key="preneur", line=2), "'preneur' given twice (first on line 2)",
     "'preneur' donné deux fois (d'abord ligne 2)"),
    (R("key_no_value", key="taker"), "'taker:' has no value", "'taker:' n'a pas de valeur"),
    (R("pile_count", team=Team.EW, n=17), "the EW pile has 17 cards: not a whole number of tricks",
     "le tas EO a 17 cartes\xa0: pas un nombre entier de plis"),
    (R("last_empty", key="last", value="ew", team=Team.EW), "'last: ew' but the EW pile is empty",
     "'last: ew' mais le tas EO est vide"),
    (R("last_empty", key="dernier", value="EO", team=Team.EW),
     "'dernier: EO' but the EW pile is empty", "'dernier: EO' mais le tas EO est vide"),
    (R("file_missing"), "no such file", "fichier introuvable"),
    (R("file_not_utf8", byte=0xE9), "not UTF-8 text (byte 0xe9): save the file as UTF-8",
     "pas du texte UTF-8 (octet 0xe9)\xa0: enregistrez le fichier en UTF-8"),
    (R("lang_again", key="langue", value="fr", line=1, said_lang="en"),
     "'langue: fr' but line 1 says the file is en",
     "'langue: fr' mais la ligne 1 dit que le fichier est en anglais"),
    (R("two_readings_mixed", text="AC", letter="C", readings={"en": CLUBS, "fr": HEARTS},
       en_line=2, fr_line=3),
     "'AC': C is clubs in English and cœur in French, and this file has English keys (line "
     "2) and French keys (line 3): say which with 'lang: en' or 'langue: fr'",
     "'AC'\xa0: C est trèfle en anglais et cœur en français, et ce fichier a des clés anglaises "
     "(ligne 2) et françaises (ligne 3)\xa0: précisez 'lang: en' ou 'langue: fr'"),
    (R("rule_value", value="maybe", rule="undertrump", alternatives=("free", "required")),
     "unknown value 'maybe' for rule 'undertrump' (expected free or required)",
     "valeur inconnue 'maybe' pour la règle 'undertrump' (attendu free ou required)"),
    # Four values are listed as a sentence lists them, one 'or' (ou) before the last.
    (R("rule_value", value="trois", rule="variant",
       alternatives=("classic", "coinche", "deux", "decouverte")),
     "unknown value 'trois' for rule 'variant' (expected classic, coinche, deux or decouverte)",
     "valeur inconnue 'trois' pour la règle 'variant' (attendu classic, coinche, deux ou "
     "decouverte)"),
])
def test_each_problem_in_both_languages(problem: Reason, english: str, french: str) -> None:
    assert describe_reason(problem) == english
    assert describe_reason(problem, "fr") == french
    # A located error words its problem in each language, the position as it is.
    error = DealFileError("deal.txt", 4, 2, problem)
    assert str(error) == f"deal.txt:4:2: {english}" and error.message == english
    assert describe(error, "fr") == f"deal.txt:4:2: {french}"


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


def assert_french(error: DealFileError) -> None:
    translated = describe_reason(error.problem, "fr")
    assert translated != error.message, translated
    assert not ENGLISH.search(re.sub(r"'[^']*'", "", translated)), translated


@pytest.mark.parametrize("text", BROKEN)
def test_every_problem_reported_reads_in_french(text: str) -> None:
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    for error in info.value.errors:
        assert_french(error)


@pytest.mark.parametrize("data", [b"", b"\x00\x01binary", b"trump: \xe9\n", b"# nothing\n"])
def test_unreadable_files_read_in_french(data: bytes) -> None:
    with pytest.raises(DealFileErrors) as info:
        load_bytes(data, "deal.txt")
    for error in info.value.errors:
        assert_french(error)


def test_score_lang_fr_reports_the_problems_in_french(tmp_path: Path) -> None:
    path = tmp_path / "deal.belote"
    path.write_text(BROKEN[0], encoding="utf-8")
    line = next(i for i, t in enumerate(BROKEN[0].splitlines(), 1) if t.startswith("2:"))
    column = BROKEN[0].splitlines()[line - 1].index("11♥") + 1
    r = CliRunner().invoke(app, ["score", str(path), "--lang", "fr"])
    assert r.exit_code == 1
    assert r.stderr.splitlines() == [
        f"{path}:{line}:{column}: carte inconnue '11♥'",
        f"{path}: cartes manquantes\xa0: A♥",
        f"erreur\xa0: 2 problèmes dans {path}",
    ]
    # English by default.
    r = CliRunner().invoke(app, ["score", str(path)])
    assert r.stderr.splitlines()[0].endswith("unknown card '11♥'")


def test_a_file_of_comments_alone_names_the_trump_key_as_the_format_writes_it(
        tmp_path: Path) -> None:
    # 'atout:' as every other problem of a deal file quotes a key, not French's 'atout :'.
    path = tmp_path / "deal.belote"
    path.write_text("# rien que des commentaires\n# une donne viendra\n", encoding="utf-8")
    r = CliRunner().invoke(app, ["score", str(path), "--lang", "fr"])
    assert r.exit_code == 1
    assert r.stderr.splitlines() == [
        f"{path}: aucune donne dans le fichier (il faut une ligne 'atout:' et 8 plis)",
        f"erreur\xa0: 1 problème dans {path}",
    ]


# --- keys and values as the file wrote them ----------------------------------------------------

#: examples/made.belote with French keys and French card letters.
MADE_FR = """atout: ♥
preneur: N
donneur: E
1: S V♥   O 7♥   N D♥   E 8♥
2: S 9♥   O A♥   N R♥   E 10♥
3: S 7♠   O A♠   N 8♠   E 10♠
4: O 9♠   N R♠   E D♠   S V♠
5: N 7♦   E A♦   S 8♦   O 10♦
6: E R♦   S D♦   O 9♦   N V♦
7: E 10♣  S 7♣   O R♣   N 9♣
8: E V♣   S A♣   O 8♣   N D♣
"""
#: The same deal with its seats written in anticlockwise order (E and O swapped).
ANTI_FR = MADE_FR.translate(str.maketrans("EO", "OE")).replace("preneur: N\n", "")


def test_a_french_file_with_a_no_break_space_before_its_colons_reads_as_the_plain_one(
        tmp_path: Path) -> None:
    # French puts a no-break space (U+00A0) before ':', as belote's French output does: a
    # file written that way ('atout\u00a0: ♥', 'pli 1\u00a0:', 'règles\u00a0:') is the same
    # deal, scored the same.
    plain = "règles: undertrump=free\n" + re.sub(r"(?m)^(\d):", r"pli \1:", MADE_FR)
    spaced = plain.replace(":", "\u00a0:")
    assert "atout\u00a0: ♥\n" in spaced and "\npli 1\u00a0: S V♥" in spaced
    assert "règles\u00a0: undertrump=free\n" in spaced
    assert loads(spaced, "spaced.belote") == loads(plain, "plain.belote")
    outputs = []
    for name, text in (("plain", plain), ("spaced", spaced)):
        path = tmp_path / f"{name}.belote"
        path.write_text(text, encoding="utf-8")
        r = CliRunner().invoke(app, ["score", str(path), "--lang", "fr"])
        assert r.exit_code == 0, r.output
        outputs.append(r.stdout)
    assert outputs[0] == outputs[1] and "réussi" in outputs[0]


def french_problems(text: str, lang: str = "fr") -> list[str]:
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    return [describe_reason(e.problem, lang) for e in info.value.errors]


@pytest.mark.parametrize(("text", "french"), [
    # A French file is never told to add an English key ('rules:' there makes C clubs or
    # cœur, unknown): the key as written, else the French one.
    (ANTI_FR, "ajoutez 'règles: direction=anticlockwise')"),
    (ANTI_FR.replace("atout", "règles: undertrump=free\natout", 1),
     "ajoutez 'règles: direction=anticlockwise')"),
    (ANTI_FR.replace("atout", "Regle: undertrump=free\natout", 1),
     "ajoutez 'Regle: direction=anticlockwise')"),
    (MADE_FR.replace("atout", "règles: sans-enchères\natout", 1),
     "'règles: sans-enchères' mais la donne a un preneur"),
    (MADE_FR.replace("atout", "règles: discovery\natout", 1),
     "'règles: discovery' mais la donne a un preneur"),
    (MADE_FR.replace("atout", "paquet: 7K VC\natout", 1),
     "'paquet:' appartient aux jeux à deux ('variante: deux' ou 'variante: découverte')"),
    (MADE_FR + "---\n" + MADE_FR.replace("atout", "partie: aucune\natout", 1),
     "donne 2\xa0: 'partie: aucune' dans une donne suivante seulement"),
    (MADE_FR.replace("atout", "partie: oui\natout", 1),
     "'partie:' prend 'aucune' pour des donnes indépendantes (on lit 'oui')"),
    ("atout: T\nentame: S\nNS: AT 7T 8T 9T\ndernier: NS\n",
     "'entame:' demande des plis, pas des tas"),
    (MADE_FR.replace("preneur: N", "preneur: n\ncontrat: 110 C O"),
     "'preneur: n' mais le contrat est celui d'O (ligne 3)"),
])
def test_a_french_file_is_quoted_as_written(text: str, french: str) -> None:
    problems = french_problems(text)
    assert any(french in p for p in problems), problems
    assert not any("'rules:" in p or "'variant:" in p or "'none'" in p for p in problems)


@pytest.mark.parametrize(("text", "french"), [
    # The key and the seat as written (it said 'dealer: E' to a French file, and 'dealer: O'
    # for an English file's W).
    ("variante: deux\ndonneur: E\natout: C\n1: AC 7C\n", "(on lit 'donneur: E')"),
    ("variant: deux\ndealer: W\ntrump: H\n1: AH 7H\n", "(on lit 'dealer: W')"),
])
def test_a_two_player_seat_is_quoted_as_written(text: str, french: str) -> None:
    problems = french_problems(text)
    assert f"la belote à deux se joue entre S et N {french}" in problems, problems


@pytest.mark.parametrize(("text", "english", "french"), [
    # A coinche contract in a game of two: the file's own keys, where it said 'contract:'
    # and told a French file to write 'taker:'.
    ("variante: deux\ndonneur: S\ncontrat: 90 C S\n1: AC 7C\n",
     "'contrat:' is a coinche bid, and belote à deux has none: write 'preneur:'",
     "'contrat:' est une enchère de coinche, et la belote à deux n'en a pas\xa0: "
     "écrivez 'preneur:'"),
    ("variante: decouverte\nrègles: decouverte_bid=off\ndonneur: S\ncontrat: 90 C S\n"
     "1: AC 7C\n",
     "'contrat:' is a coinche bid, and belote découverte with decouverte_bid=off has no "
     "bidding",
     "'contrat:' est une enchère de coinche, et la belote découverte avec "
     "decouverte_bid=off n'a pas de prise"),
    ("règles: variant=classic\n" + MADE_FR.replace("preneur: N", "contrat: 110 C N"),
     "a 'contrat:' line means variant=coinche, not variant=classic",
     "une ligne 'contrat:' veut dire variant=coinche, pas variant=classic"),
    # The trump as written (T, trèfle), where it said 'trump: ♣'.
    (MADE_FR.replace("atout: ♥", "atout: T").replace("preneur: N", "contrat: 110 C N"),
     "'atout: T' but the contract is at ♥ (line 2)",
     "'atout: T' mais le contrat est à ♥ (ligne 2)"),
])
def test_a_contract_s_problems_quote_the_file_s_keys(text: str, english: str,
                                                     french: str) -> None:
    assert english in french_problems(text, "en")
    assert french in french_problems(text)


@pytest.mark.parametrize(("value", "column", "problem"), [
    # The contract's word at fault, as written and where it is (it said 'x' and 'h', at
    # the contract's first column).
    ("110 C X", 16, "preneur inconnu 'X' dans le contrat '110 C X'"),
    ("110 H N", 14, "couleur inconnue 'H'\xa0: H n'est pas une lettre de couleur en français"),
    ("115 C N", 10, "pas d'enchère de 115"),
    ("110, Co N", 15, "couleur inconnue 'Co' dans l'enchère '110 Co'"),
])
def test_a_contract_s_word_at_fault_is_quoted_where_it_is(value: str, column: int,
                                                         problem: str) -> None:
    text = MADE_FR.replace("atout: ♥\npreneur: N", "contrat: " + value)
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    [error] = info.value.errors
    assert (error.line, error.column) == (1, column)
    assert describe_reason(error.problem, "fr").startswith(problem)


def test_an_english_file_is_told_english_keys_in_french() -> None:
    # The keys are the file's language, whatever the reader's.
    text = ANTI_FR.replace("atout:", "trump:").replace("donneur:", "dealer:")
    text = text.replace("V", "J").replace("D", "Q").replace("R", "K")
    assert any("ajoutez 'rules: direction=anticlockwise')" in p
               for p in french_problems(text))
    problems = french_problems("variant: deux\ndealer: S\ntrump: H\n1: AH 7H\n")
    assert any(p.startswith("pas de ligne 'deck:'") for p in problems), problems
    # And a French file is told the French ones (it said 'paquet :' to both).
    problems = french_problems("variante: deux\ndonneur: S\n1: AC 7C\n")
    assert any(p.startswith("pas de ligne 'paquet:'") for p in problems), problems
    assert any(p.startswith("pas de ligne 'atout:'") for p in problems), problems
    problems = french_problems("variant: deux\ndealer: S\n1: AH 7H\n", "en")
    assert any(p.startswith("no 'trump:' line") for p in problems), problems


def test_announcements_not_counted_name_the_file_s_rules_key() -> None:
    from belote_cli.dealfile.replay import replay

    for header, key in (("", "règles"), ("règles: belote=auto\n", "règles"),
                        ("REGLES: belote=auto\n", "REGLES")):
        [record] = loads(header + MADE_FR + "annonce: N tierce A♥\n")
        notes = [describe_reason(n, "fr") for n in replay(record).notes]
        assert f"annonces non comptées (ajoutez '{key}: announcements=on')" in notes, notes
