"""`belote score` through the CLI: each example's score counted by hand, JSON, errors.

The expected figures come from the example files' cards, counted by hand (the comments in
each file show the count), and from RULES.md's worked figures.
"""

from __future__ import annotations

import builtins
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from belote_cli import __version__
from belote_cli.cli import app
from belote_cli.cli.commands import score as score_command
from belote_cli.core.cards import HEARTS, parse_card
from belote_cli.core.seats import Seat
from belote_cli.dealfile import DealRecord, dumps, reader
from belote_cli.dealfile.replay import replay
from belote_cli.texts import describe_reason

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
runner = CliRunner()
CHECK = "check: 152 + 10 = 162 ✓"


def score(*args: str) -> Result:
    return runner.invoke(app, ["score", *args])


def example(name: str) -> str:
    return str(EXAMPLES / f"{name}.belote")


def example_text(name: str) -> str:
    return (EXAMPLES / f"{name}.belote").read_text(encoding="utf-8")


def example_play(name: str) -> str:
    # An example's dealer and tricks, for the same cards under another contract.
    lines = example_text(name).splitlines(keepends=True)
    return "".join(line for line in lines if line.startswith("dealer:") or line[:1].isdigit())


def deal_scores(text: str) -> list[tuple[int, int]]:
    # A score of four digits is grouped (1,000): the commas left out.
    return [(int(a.replace(",", "")), int(b.replace(",", "")))
            for a, b in re.findall(r"^deal score\s+([\d,]+)\s+([\d,]+)$", text, re.M)]


def row(text: str, label: str) -> tuple[int, int]:
    m = re.search(rf"^{label}\s+([\d,]+)\s+([\d,]+)$", text, re.M)
    assert m, (label, text)
    return int(m.group(1).replace(",", "")), int(m.group(2).replace(",", ""))


def trick_lines(text: str) -> list[tuple[str, str, int]]:
    """(cards as written, winner, points) of each trick line."""
    return [(m.group(2), m.group(3), int(m.group(4))) for m in re.finditer(
        r"^\s*(\d):\s+(.*?)\s+([NESW]) wins\s+(\d+)", text, re.M)]


# --- each example, counted by hand --------------------------------------------------------

def test_made() -> None:
    r = score(example("made"))
    assert r.exit_code == 0, r.output
    tricks = trick_lines(r.stdout)
    assert [(w, p) for _, w, p in tricks] == [
        ("S", 23), ("S", 39), ("W", 21), ("N", 9), ("E", 21), ("E", 9), ("E", 14), ("S", 16)]
    assert tricks[0][0] == "S J♥   W 7♥   N Q♥   E 8♥"
    assert "S wins 16 + 10 dix de der" in r.stdout
    assert row(r.stdout, "cards") == (87, 65)
    assert row(r.stdout, "dix de der") == (10, 0)
    assert row(r.stdout, "trick points") == (97, 65)
    assert row(r.stdout, "belote") == (20, 0)  # N played K♥ and Q♥
    assert "made: NS (taker N) 97 trick points against 65" in r.stdout
    assert deal_scores(r.stdout) == [(117, 65)]
    assert CHECK in r.stdout


def test_dedans_with_the_takers_belote() -> None:
    r = score(example("dedans"))
    assert r.exit_code == 0, r.output
    assert row(r.stdout, "trick points") == (80, 82)
    assert "dedans: NS (taker N) 80 trick points against 82; EW score 162" in r.stdout
    assert deal_scores(r.stdout) == [(20, 162)]  # RULES.md: "With the takers' belote: 20 / 162"
    assert CHECK in r.stdout


def test_litige() -> None:
    r = score(example("litige"))
    assert r.exit_code == 0, r.output
    assert row(r.stdout, "trick points") == (81, 81)
    assert "litige: 81–81; EW score 81 now, NS's 81 are held" in r.stdout
    assert deal_scores(r.stdout) == [(0, 81)]


def test_litige_as_dedans() -> None:
    r = score(example("litige"), "--rule", "tie=dedans")
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(0, 162)]


def test_capot_with_the_defence_belote() -> None:
    r = score(example("capot"))
    assert r.exit_code == 0, r.output
    assert row(r.stdout, "tricks won") == (8, 0)
    assert row(r.stdout, "trick points") == (162, 0)
    assert "capot: NS won all 8 tricks and score 252" in r.stdout
    assert deal_scores(r.stdout) == [(252, 20)]  # RULES.md: 252 / 20
    r = score(example("capot"), "--rule", "capot=250")
    assert deal_scores(r.stdout) == [(250, 20)]


def test_revoke_penalty_and_as_played() -> None:
    r = score(example("revoke"))
    assert r.exit_code == 0, r.output
    assert "revoke: trick 3, W played 9♦: must follow ♠" in r.stdout
    assert "revoke by EW, the defence: the contract counted made, NS score 162" in r.stdout
    assert deal_scores(r.stdout) == [(182, 0)]  # 162 + NS's belote
    r = score(example("revoke"), "--as-played")
    assert r.exit_code == 0, r.output
    assert "revoke: trick 3, W played 9♦: must follow ♠" in r.stdout
    assert "made: NS (taker N) 97 trick points against 65" in r.stdout
    assert deal_scores(r.stdout) == [(117, 65)]


def test_piles_one_given() -> None:
    r = score(example("piles"))
    assert r.exit_code == 0, r.output
    assert not trick_lines(r.stdout)
    assert row(r.stdout, "cards") == (84, 68)
    assert row(r.stdout, "trick points") == (94, 68)
    assert deal_scores(r.stdout) == [(94, 68)]
    assert "the EW pile is the rest of the deck (16 cards)" in r.stdout
    assert CHECK in r.stdout


def test_piles_one_given_in_french() -> None:
    r = score(example("piles"), "--lang", "fr")
    assert r.exit_code == 0, r.output
    assert "le tas EO est le reste du jeu (16 cartes)" in r.stdout


def test_piles_both_given_no_rest_note(tmp_path: Path) -> None:
    # Both piles written down: nothing is deduced, so no note says a pile is the rest.
    text = example_text("piles").replace(
        "last: NS",
        "EW: 10♠ K♠ Q♠ 7♠ Q♥ J♥ 9♥ 8♥ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ J♣\nlast: NS")
    r = score(write(tmp_path, text))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(94, 68)]
    assert "rest of the deck" not in r.stdout


def test_one_pile_notes_a_c_card_the_other_language_would_read_otherwise(
        tmp_path: Path) -> None:
    # FORMAT.md: C is clubs in an English file, cœur in a French one, never a silent
    # reading. With one pile nothing is doubled or missing to tell them apart: NS's pile
    # of examples/piles.belote, its hearts written as a French player writes them (AC RC,
    # the French king; 10C 7C alike in both), is read as written, clubs, and the first
    # card of a French rank and a C is noted with the heart's two spellings.
    text = example_text("piles").replace("A♥ 10♥ K♥ 7♥", "AC 10C RC 7C").replace(
        "Q♣ 7♣ 8♣ 9♣", "Q♥ 8♥ J♥ 9♥")
    r = score(write(tmp_path, text))
    assert r.exit_code == 0, r.output
    assert ("'RC' was read as K♣ (C is clubs in an English file): for the king of hearts "
            "write R♥ or KH") in " ".join(r.stdout.split())
    r = score("--lang", "fr", write(tmp_path, text))
    assert ("'RC' a été lu comme R♣ (C est trèfle dans un fichier anglais)\xa0: pour le roi "
            "de cœur, écrivez R♥ ou KH") in r.stdout.replace("\n    ", " ")
    # The mirror: a French file's JC is the jack of hearts, an English player's club.
    french = ("atout: ♠\npreneur: N\nNS: J♠ 9♠ A♠ 8♠ A♥ 10♥ JC 7♥ A♦ 7♦ 8♦ 9♦ Q♣ 7♣ 8♣ 9♣"
              "\ndernier: NS\n")
    r = score(write(tmp_path, french))
    assert ("'JC' was read as J♥ (C is hearts, cœur, in a French file): for the jack of "
            "clubs write J♣ or VT") in " ".join(r.stdout.split())
    # The first such card of the pile is named (DC before RC), its C in either case.
    text = example_text("piles").replace("A♥ 10♥ K♥ 7♥", "AC DC Rc 7C").replace(
        "Q♣ 7♣ 8♣ 9♣", "K♥ 8♥ J♥ 9♥")
    said = " ".join(score(write(tmp_path, text)).stdout.split())
    assert "'DC' was read as Q♣" in said and "'Rc'" not in said
    text = example_text("piles").replace("A♥ 10♥ K♥ 7♥", "AC 10C Rc 7C").replace(
        "Q♣ 7♣ 8♣ 9♣", "Q♥ 8♥ J♥ 9♥")
    assert "'Rc' was read as K♣" in " ".join(score(write(tmp_path, text)).stdout.split())
    # Beside the heart it would be (K♥ in the pile too), RC is most likely the club it
    # reads as: nothing noted, where the note told to write a card the pile holds.
    text = example_text("piles").replace("Q♣ 7♣ 8♣ 9♣", "RC 7♣ 8♣ 9♣")
    assert "was read as" not in score(write(tmp_path, text)).stdout
    # A C the two languages write alike (7C, AC), or every heart by its symbol: nothing.
    for plain in (example_text("piles"), example_text("piles").replace("A♥", "AC")):
        assert "was read as" not in score(write(tmp_path, plain)).stdout


@pytest.mark.parametrize(("lang", "text", "message"), [
    # A word of a pile that is no card is said at its place, and not counted as a card: it
    # said 'the NS pile has 1 card: not a whole number of tricks' at 3:1 too.
    ("en", "trump: ♠\ntaker: N\nNS: all\nlast: NS\n", "3:5: unknown card 'all'"),
    ("fr", "trump: ♠\ntaker: N\nNS: all\nlast: NS\n", "3:5: carte inconnue 'all'"),
    ("en", "atout: ♠\npreneur: N\nNS: tout\nder: NS\n", "3:5: unknown card 'tout'"),
    ("fr", "atout: ♠\npreneur: N\nNS: tout\nder: NS\n", "3:5: carte inconnue 'tout'"),
    # Three cards and a word: the word said, the three not counted as a pile of 3 or 4.
    ("en", "trump: ♠\ntaker: N\nNS: A♥ K♥ Q♥ all\nlast: NS\n", "3:14: unknown card 'all'"),
    ("fr", "trump: ♠\ntaker: N\nNS: A♥ K♥ Q♥ all\nlast: NS\n",
     "3:14: carte inconnue 'all'"),
])
def test_a_word_of_a_pile_that_is_no_card_is_not_counted(tmp_path: Path, lang: str, text: str,
                                                         message: str) -> None:
    path, r = refused(tmp_path, text, lang)
    assert r.stdout == ""
    problems = "1 problem in" if lang == "en" else "1 problème dans"
    assert r.stderr.splitlines()[:-1] == [f"{path}:{message}"], r.stderr
    assert problems in r.stderr.splitlines()[-1]


@pytest.mark.parametrize(("lang", "text", "messages"), [
    # A word of a trick that is no card is not counted as one, as a pile's is not: two
    # cards read of the four, said with the unknown card (it said 'trick 1 has 3 cards').
    ("en", "trump: ♠\ntaker: N\n1: AH KH all\n",
     ["3:1: trick 1 has 2 cards, expected 4", "3:10: unknown card 'all'"]),
    ("fr", "trump: ♠\ntaker: N\n1: AH KH all\n",
     ["3:1: le pli 1 a 2 cartes, il en faut 4", "3:10: carte inconnue 'all'"]),
    ("en", "atout: ♠\npreneur: N\n1: AC RC tout\n",
     ["3:1: trick 1 has 2 cards, expected 4", "3:10: unknown card 'tout'"]),
    ("fr", "atout: ♠\npreneur: N\n1: AC RC tout\n",
     ["3:1: le pli 1 a 2 cartes, il en faut 4", "3:10: carte inconnue 'tout'"]),
    # Five cards read and the word: five said (it said 6).
    ("en", "trump: ♠\ntaker: N\n1: AH KH QH JH 10H all\n",
     ["3:1: trick 1 has 5 cards, expected 4", "3:20: unknown card 'all'"]),
    ("fr", "atout: ♠\npreneur: N\n1: AC RC DC VC 10C tout\n",
     ["3:1: le pli 1 a 5 cartes, il en faut 4", "3:20: carte inconnue 'tout'"]),
    # The word alone: no card read (French writes 0 in the singular).
    ("fr", "atout: ♠\npreneur: N\n1: tout\n",
     ["3:1: le pli 1 a 0 carte, il en faut 4", "3:4: carte inconnue 'tout'"]),
    # Three cards and the word, which may be the fourth mistyped: the word alone is said.
    ("en", "trump: ♠\ntaker: N\n1: AH KH QH all\n", ["3:13: unknown card 'all'"]),
    ("fr", "atout: ♠\npreneur: N\n1: AC RC DC tout\n", ["3:13: carte inconnue 'tout'"]),
])
def test_a_word_of_a_trick_that_is_no_card_is_not_counted(tmp_path: Path, lang: str,
                                                           text: str,
                                                           messages: list[str]) -> None:
    path, r = refused(tmp_path, text, lang)
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    # Then the one trick of 8 and the missing cards.
    assert lines[:len(messages)] == [f"{path}:{m}" for m in messages], r.stderr
    assert lines[len(messages)] == f"{path}: " + ("1 trick, expected 8" if lang == "en"
                                                   else "1 pli, il en faut 8")
    assert "Traceback" not in r.output


@pytest.mark.parametrize(("lang", "text", "message"), [
    # A ';' between a spreadsheet's cells reads as a comma: the one bad card is said at its
    # column, 1 ':' 2 ';' 3 'S' 4 ';' 5 'J♥' 6-7 ';' 8 'W' 9 ';' 10 '8X' 11, where the
    # header's '♥;;' was an unknown suit and the trick one word from 'S;J♥' on.
    ("en", "trump:;♥;;\ntaker:;N;;\n1:;S;J♥;W;8X;N;Q♥;E;10♥;;\n", "3:11: unknown card '8X'"),
    ("fr", "atout:;♥;;\npreneur:;N;;\n1:;S;V♥;O;8X;N;D♥;E;10♥;;\n",
     "3:11: carte inconnue '8X'"),
])
def test_a_semicolon_between_cells_is_a_separator(tmp_path: Path, lang: str, text: str,
                                                   message: str) -> None:
    path, r = refused(tmp_path, text, lang)
    assert r.stderr.splitlines()[0] == f"{path}:{message}", r.stderr
    assert "Traceback" not in r.output


@pytest.mark.parametrize(("lang", "text", "message"), [
    # A problem quotes the line, the key or the value as the file holds it, ';' and all,
    # at the same column, the empty cells around it left out: they showed the ';' read as
    # ',' ('foo,bar', ',♥,♠,,', 'f r').
    ("en", "trump: ♥\nfoo;bar\n", "2:1: expected 'key: value' or a trick '1: cards', "
     "found 'foo;bar'"),
    ("fr", "atout: ♥\nfoo;bar\n", "2:1: attendu 'clé: valeur' ou un pli '1: cartes' "
     "(on lit 'foo;bar')"),
    ("en", "trump: ♥\n;taker;x:;N\n", "2:2: unknown key 'taker;x' (expected trump, taker, "
     "dealer, leader, rules, belote, contract, announce, NS, EW, last, match, lang, variant, "
     "deck, exchange, hand, or a trick '1: …')"),
    ("fr", "atout: ♥\n;preneur;x:;N\n", "2:2: clé inconnue 'preneur;x' (attendu atout, "
     "preneur, donneur, entame, règles, belote, contrat, annonce, NS, EO, dernier, partie, "
     "langue, variante, paquet, échange, main ou un pli '1: …')"),
    # 't' 1 … ':' 6, ';' 7, '♥' 8, ';' 9, '♠' 10: the second value is the problem.
    ("en", "trump:;♥;♠;;\n", "1:10: 'trump:' takes one value, found '♥;♠'"),
    ("fr", "atout:;♥;♠;;\n", "1:10: 'atout:' prend une seule valeur (on lit '♥;♠')"),
    # 'l' 1 … ':' 5, ';' 6, 'f' 7; 'langue:' 'l' 1 … ':' 7, ';' 8, 'f' 9.
    ("en", "lang:;f;r;;\ntrump: ♥\n", "1:7: unknown language 'f;r' (expected en or fr)"),
    ("fr", "langue:;f;r;;\natout: ♥\n", "1:9: langue inconnue 'f;r' (attendu en ou fr)"),
])
def test_a_problem_quotes_a_spreadsheets_line_as_written(tmp_path: Path, lang: str,
                                                         text: str, message: str) -> None:
    path, r = refused(tmp_path, text, lang)
    assert f"{path}:{message}" in r.stderr.splitlines(), r.stderr
    assert "Traceback" not in r.output


# made.belote as a spreadsheet saves it with its text cells quoted: a cell that holds a ';'
# or a quote is quoted whatever the setting, a quote in it doubled (RFC 4180).
QUOTED_MADE = '''\
"# A made contract; N takes at hearts, N's belote: ""NS 97 + 20 = 117, EW 65"".";;;
"trump:";"{trump}";;
"taker:";"N";"";
"dealer:";"E";"# so S leads the first trick";
"1:";"S J♥";"W 7♥";"N Q♥";"E 8♥"
"2:";"S 9♥;W A♥";"N K♥";"E 10♥"
"3:";"S 7♠";"W A♠";"N 8♠";"E 10♠"
"4:";"W 9♠, N K♠";"E Q♠";"S J♠"
"5:";"N 7♦";"E A♦";"S 8♦";"W 10♦"
"6:";"E K♦";"S Q♦";"W 9♦";"N J♦"
"7:";"E 10♣";"S 7♣";"W K♣";"N 9♣"
"8:";"E J♣";"S A♣";"W 8♣";"N Q♣";"# S wins 16, and the ""dix de der"""
'''


@pytest.mark.parametrize(("keys", "trump"), [
    ({}, "♥"), ({}, "H"),
    # French keys make C cœur: the keys are found in their quoted cells.
    ({"trump": "atout", "taker": "preneur", "dealer": "donneur"}, "C"),
])
def test_a_spreadsheets_quoted_cells_are_read_as_their_text(tmp_path: Path,
                                                            keys: dict[str, str],
                                                            trump: str) -> None:
    # made.belote counted by hand: NS 97 + 20 (N's belote) = 117, EW 65. Each line was an
    # unknown key '"trump' or '"1' and the file had no trick.
    text = QUOTED_MADE.format(trump=trump)
    for english, french in keys.items():
        text = text.replace(f'"{english}:"', f'"{french}:"')
    r = score(write(tmp_path, text))
    assert r.exit_code == 0, r.output
    assert r.stderr == ""
    assert deal_scores(r.stdout) == [(117, 65)]
    assert row(r.stdout, "belote") == (20, 0)


@pytest.mark.parametrize(("lang", "text", "message"), [
    # A quoted cell's '""' is a quote of its text: '"♥ ""hearts"""' is one cell, its
    # second word '""hearts""' at 1:13 ('"' 1, 'trump' 2-6, ':' 7, '"' 8, ';' 9, '"' 10,
    # '♥' 11, ' ' 12); the value quoted as the file holds it.
    ("en", '"trump:";"♥ ""hearts"""\n', "1:13: 'trump:' takes one value, found "
     '\'"♥ ""hearts"""\''),
    ("fr", '"atout:";"♥ ""cœur"""\n', "1:13: 'atout:' prend une seule valeur (on lit "
     '\'"♥ ""cœur"""\')'),
    # A line of quoted cells is quoted whole, its first word at column 2.
    ("en", 'trump: ♥\n"foo";"bar"\n', "2:2: expected 'key: value' or a trick '1: cards', "
     'found \'"foo";"bar"\''),
    ("fr", 'atout: ♥\n"foo";"bar"\n', "2:2: attendu 'clé: valeur' ou un pli '1: cartes' "
     '(on lit \'"foo";"bar"\')'),
    # A quote within a word is no cell's: the line is read as written.
    ("en", 'trump: ♥\nfo"o;"bar"\n', "2:1: expected 'key: value' or a trick '1: cards', "
     'found \'fo"o;"bar"\''),
    ("fr", 'atout: ♥\nfo"o;"bar"\n', "2:1: attendu 'clé: valeur' ou un pli '1: cartes' "
     '(on lit \'fo"o;"bar"\')'),
])
def test_a_problem_in_a_quoted_cell_quotes_it_as_written(tmp_path: Path, lang: str,
                                                         text: str, message: str) -> None:
    path, r = refused(tmp_path, text, lang)
    assert f"{path}:{message}" in r.stderr.splitlines(), r.stderr
    assert "Traceback" not in r.output


def test_a_quoted_separator_joins_an_english_and_a_french_deal(tmp_path: Path) -> None:
    # '"---";"";' between deals: the French deal's C is cœur, its keys found in their
    # quoted cells after the line; each deal 117 / 65 by hand, the match 234 / 130.
    french = QUOTED_MADE.format(trump="C")
    for english, word in (("trump", "atout"), ("taker", "preneur"), ("dealer", "donneur")):
        french = french.replace(f'"{english}:"', f'"{word}:"')
    r = score(write(tmp_path, QUOTED_MADE.format(trump="H") + '"---";"";\n' + french))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(117, 65), (117, 65)]


def test_a_quote_in_a_comment_is_left_as_it_is(tmp_path: Path) -> None:
    # A comment's quotes are no cells': made.belote with an open quote in its comments,
    # 117 / 65 as counted by hand.
    text = example_text("made").replace("# S wins 23", '# S wins 23, "the jack;')
    text = text.replace("# so S leads", '# "so" S leads')
    r = score(write(tmp_path, text))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(117, 65)]


@pytest.mark.parametrize("blank", [";;;;;;", " ; ;\t;", ",,,"])
def test_a_spreadsheets_empty_rows_and_empty_first_cells_are_blank(tmp_path: Path,
                                                                   blank: str) -> None:
    # A sheet whose table starts in its second column (';trump:;♥') and with an empty row
    # under each line, as a spreadsheet saves them: the separators alone are a blank line
    # and before the first word the same as spaces, as docs/format.md says. made.belote
    # counted by hand: NS 97 + 20 (N's belote) = 117, EW 65. Each row was 'expected 'key:
    # value' or a trick', and each line an unknown key ',trump'.
    lines = [line for line in example_text("made").splitlines() if not line.startswith("#")]
    path = write(tmp_path, "".join(f";{line};;\n{blank}\n" for line in lines))
    for lang in ("en", "fr"):
        r = score(path, "--lang", lang)
        assert r.exit_code == 0, r.output
        assert r.stderr == ""
    assert deal_scores(score(path).stdout) == [(117, 65)]


@pytest.mark.parametrize("line", ["lang:;fr;;", ";lang:;fr", "lang: fr"])
def test_a_spreadsheets_lang_line_is_read_between_its_cells(tmp_path: Path,
                                                             line: str) -> None:
    # 'lang:;fr;;' makes the suit letters French, as 'lang: fr' does: 'trump: C' is cœur
    # (♥), and made.belote counted by hand scores NS 97 + 20 = 117, EW 65. It was 'unknown
    # language ';fr;;'' at 1:6.
    text = example_text("made").replace("trump: ♥", "trump: C")
    r = score(write(tmp_path, f"{line}\n{text}"))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(117, 65)]


@pytest.mark.parametrize(("lang", "line", "message"), [
    # The score a table wrote down is no key: the problem says to keep it as a comment,
    # where it listed the keys as for a word that is no key at all. French: keep *celle*
    # (la marque) to compare *la* with the tally.
    ("en", "score: NS 117 EW 65", "1:1: unknown key 'score': the score is worked out from "
     "the cards, and one written in the file is not read; keep the table's as a comment "
     "('# score: …') to compare it with the tally"),
    ("fr", "score: NS 117 EW 65", "1:1: clé inconnue 'score'\xa0: la marque se calcule "
     "d'après les cartes, elle n'est pas lue dans le fichier\xa0; gardez celle notée à la table en "
     "commentaire ('# score: …') pour la comparer au décompte"),
    ("en", "  Points : 117 65", "1:3: unknown key 'Points': the score is worked out from the "
     "cards, and one written in the file is not read; keep the table's as a comment "
     "('# Points: …') to compare it with the tally"),
    ("fr", "marque: 117 65", "1:1: clé inconnue 'marque'\xa0: la marque se calcule d'après "
     "les cartes, elle n'est pas lue dans le fichier\xa0; gardez celle notée à la table en "
     "commentaire ('# marque: …') pour la comparer au décompte"),
])
def test_a_score_written_at_the_table_is_to_be_a_comment(tmp_path: Path, lang: str,
                                                          line: str, message: str) -> None:
    path, r = refused(tmp_path, line + "\n" + example_text("made"), lang)
    assert r.stdout == ""
    assert r.stderr.splitlines()[0] == f"{path}:{message}", r.stderr
    # Made a comment, the line is read as one: the deal is scored.
    path = write(tmp_path, "# " + line + "\n" + example_text("made"))
    assert score(path, "--lang", lang).exit_code == 0


@pytest.mark.parametrize(("lang", "message"), [
    # match.belote's deal 2 is dealt by S, after E's deal 1, and W leads; written 'dealer:
    # N', its W at 21:4 is no longer the seat after the dealer (E), and the problem says
    # whose turn it was to deal, the seat W follows (it said nothing of the deal's turn).
    ("en", "21:4: deal 2: trick 1: E must lead (after dealer N), found W; after E, dealer of "
     "deal 1, the deal passes to S: if S dealt, write 'dealer: S'"),
    ("fr", "21:4: donne 2\xa0: pli 1\xa0: on lit O, mais c'est E qui entame (après le donneur "
     "N)\xa0; "
     "après E, donneur de la donne 1, la donne passe à S\xa0: si S a donné, écrivez "
     "'dealer: S'"),
])
def test_a_dealer_out_of_turn_is_named_beside_the_seat_that_led(tmp_path: Path, lang: str,
                                                                message: str) -> None:
    text = example_text("match").replace("dealer: S ", "dealer: N ")
    path, r = refused(tmp_path, text, lang)
    assert r.stderr.splitlines()[0] == f"{path}:{message}", r.stderr
    # Not where the deal before names no dealer (its seats say who led), nor where the
    # deals are independent ('match: none'), nor in deal 1.
    path = write(tmp_path, text.replace("dealer: E\n", ""))
    assert score(path).stderr.splitlines()[0] == (
        f"{path}:20:4: deal 2: trick 1: E must lead (after dealer N), found W")
    path = write(tmp_path, text.replace("rules: target=250", "match: none"))
    assert score(path).stderr.splitlines()[0] == (
        f"{path}:21:4: deal 2: trick 1: E must lead (after dealer N), found W")
    path = write(tmp_path, example_text("made").replace("dealer: E", "dealer: N"))
    assert score(path).stderr.splitlines()[0] == (
        f"{path}:8:4: trick 1: E must lead (after dealer N), found S")


FRENCH_DEAL = """atout: C
preneur: N
donneur: S
1: O VC N 8C E DC S 10C
2: O 7C N AC E RC S 9C
3: S 7P O AP N 8P E 9P
4: O 10P N VP E RP S DP
5: O 7K N AK E 8K S 9K
6: N 10K E RK S DK O VK
7: N 7T E AT S 8T O 9T
8: E 10T S VT O RT N DT
"""


@pytest.mark.parametrize("separator", ["---", "---;;", "--- ; ;", "---,,", ";---;;", " ;,---"])
def test_a_spreadsheets_line_between_deals_keeps_each_deals_language(tmp_path: Path,
                                                                      separator: str) -> None:
    # made.belote's English keys, then a deal of French keys where C is cœur: trump ♥, N
    # takes, O leads. EW 33 (V♥ D♥ 10♥) + 11 + 19 + 11 + 29 (with the dix de der) = 103, NS
    # 29 + 11 + 19 = 59: dedans, EW 162 and E's belote (R♥, D♥) 20. With '---;;' read as
    # no line between deals, the file had English and French keys and refused C.
    path = write(tmp_path, example_text("made") + separator + "\n" + FRENCH_DEAL)
    r = score("--json", path)
    assert r.exit_code == 0, r.output
    docs = json.loads(r.stdout)
    assert docs[1]["trump"] == "H" and docs[1]["points"] == {"NS": 59, "EW": 103}
    assert docs[1]["score"] == {"NS": 0, "EW": 182}


NO_LEADER = """trump: H
taker: N
1: JH 7H QH 8H
2: 9H AH KH 10H
3: 7S AS 8S 10S
4: 9S KS QS JS
5: 7D AD 8D 10D
6: KD QD 9D JD
7: 10C 7C KC 9C
8: JC AC 8C QC
"""
LEADER_NOTE = ("S taken to lead trick 1: the file names no dealer, no leader and no seat "
               "there (if another seat led, say so: 'leader: E')")


def test_a_file_that_does_not_say_who_led_is_scored_with_a_note(tmp_path: Path) -> None:
    # No dealer, no leader, no seat: S leads trick 1, as docs/format.md says, and the tally
    # says so. Counted by hand with S leading: S wins tricks 1 (J♥ 23) and 2 (9♥ 39),
    # W 3 (A♠ 21), N 4 (K♠ 9), E 5 (A♦ 21), 6 (K♦ 9) and 7 (10♣ 14), S 8 (A♣ 16 + 10):
    # NS 97, EW 65, N's contract made, N's belote.
    path = write(tmp_path, NO_LEADER)
    r = score(path)
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(117, 65)]
    # The note is wrapped within 80 columns as the verdict is, after four blanks: 94
    # characters in English, 138 in French.
    assert r.stdout.rstrip("\n").endswith(
        "S taken to lead trick 1: the file names no dealer, no leader and no seat there\n"
        "    (if another seat led, say so: 'leader: E')")
    r = score(path, "--lang", "fr")
    assert r.stdout.rstrip("\n").endswith(
        "S entame le pli 1 par défaut\u00a0: le fichier ne donne ni donneur, ni entame, ni\n"
        "    place à ce pli (si une autre place a entamé, dites-le\u00a0: 'leader: E')")
    assert all(len(line) <= 80 for line in r.stdout.splitlines())
    doc = json.loads(score(path, "--json").stdout)
    assert doc["notes"] == [LEADER_NOTE]
    # A French file is told its own key.
    # (Its cards with suit symbols: a French file reads C as cœur.)
    french = re.sub(r"([SHDC])\b", lambda m: "♠♥♦♣"["SHDC".index(m[1])],
                    NO_LEADER.replace("trump: H", "atout: ♥").replace("taker:", "preneur:"))
    r = score(write(tmp_path, french), "--lang", "fr")
    assert "(si une autre place a entamé, dites-le\u00a0: 'entame: E')" in r.stdout


def test_a_french_suit_letter_in_an_english_file_says_the_line_to_write(
        tmp_path: Path) -> None:
    # A scorer writes diamonds as carreau's K in a file of English keys: each such card
    # says what K means in French and the header line that reads the file so, in the
    # language asked; exit 1. With that line, the deal scores (NS 117, EW 65).
    text = example_text("made").replace("5: N 7♦   E A♦   S 8♦   W 10♦",
                                        "5: N 7K   E AK   S 8K   W 10K")
    path = write(tmp_path, text)
    r = score(path)
    assert r.exit_code == 1
    assert (":12:6: unknown card '7K': K is not a suit letter in English (S H D C); in "
            "French, K is carreau (if the file is written in French, write 'langue: fr' in "
            "its header)\n") in r.stderr
    r = score(path, "--lang", "fr")
    assert r.exit_code == 1
    assert (":12:6: carte inconnue '7K'\u00a0: K n'est pas une lettre de couleur en anglais "
            "(S H D C)\u00a0; en français, K est carreau (si le fichier est écrit en "
            "français, écrivez 'langue: fr' dans son en-tête)\n") in r.stderr
    french = write(tmp_path, "langue: fr\n" + text.replace("♥", "C"), "fr.belote")
    r = score(french)
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(117, 65)]


def test_a_record_built_without_a_leader_is_noted_as_its_file_is(tmp_path: Path) -> None:
    # The deal of NO_LEADER built in Python, with no dealer and no leader: S leads trick 1
    # and the library says so as the file's tally does (NS 97 + belote 20 = 117, EW 65).
    tricks = [tuple(parse_card(c) for c in line.split(": ")[1].split())
              for line in NO_LEADER.splitlines() if line[:1].isdigit()]
    record = DealRecord(trump=HEARTS, taker=Seat.N, tricks=tricks)
    deal = replay(record)
    assert deal.score.score == (117, 65)
    assert [describe_reason(n) for n in deal.notes] == [LEADER_NOTE]
    # Its file says no more than the record: scored, it gives the same note.
    doc = json.loads(score(write(tmp_path, dumps(record)), "--json").stdout)
    assert doc["score"] == {"NS": 117, "EW": 65} and doc["notes"] == [LEADER_NOTE]
    # A record that names its dealer (E: S leads) gives none, nor does its file.
    dealt = DealRecord(trump=HEARTS, taker=Seat.N, dealer=Seat.E, tricks=tricks)
    assert replay(dealt).notes == ()
    assert "notes" not in json.loads(score(write(tmp_path, dumps(dealt)), "--json").stdout)


def test_who_led_said_by_the_file_gives_no_note(tmp_path: Path) -> None:
    # E led: every card moves one seat on (S's to E, W's to S...), so each trick goes to
    # the other team: NS 65, EW 97, N dedans, and the belote (K♥ Q♥, now W's) goes to EW:
    # 162 + 20.
    for header in ("leader: E\n", "dealer: N\n"):
        r = score(write(tmp_path, header + NO_LEADER), "--json")
        assert r.exit_code == 0, r.output
        doc = json.loads(r.stdout)
        assert doc["points"] == {"NS": 65, "EW": 97}
        assert doc["score"] == {"NS": 0, "EW": 182}
        assert "notes" not in doc or not doc["notes"]
    r = score(write(tmp_path, NO_LEADER.replace("1: JH", "1: S JH")))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(117, 65)] and "taken to lead" not in r.stdout


def test_match_carries_the_litige_stake() -> None:
    r = score(example("match"))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(0, 81), (62, 100)]
    assert "match after deal 1: NS 0 – EW 81 (81 held)" in r.stdout
    # RULES.md: the next deal's takers make 100–62: they score 181.
    assert "EW win the held 81" in r.stdout
    assert "match after deal 2: NS 62 – EW 262" in r.stdout
    assert "EW win the match, 262 to 62" in r.stdout
    assert r.stdout.count(CHECK) == 2


def test_match_without_a_winner_below_the_target() -> None:
    r = score(example("match"), "--rule", "target=1000")
    assert r.exit_code == 0, r.output
    assert "match after deal 2: NS 62 – EW 262" in r.stdout
    assert "win the match" not in r.stdout


@pytest.mark.parametrize(("lang", "totals", "line"), [
    ("en", "match after deal 2: NS 182 – EW 182",
     "both sides reach the target (182), level: one more deal decides"),
    ("fr", "partie après la donne 2\xa0: NS 182 – EO 182",
     "les deux camps atteignent le but (182) à égalité\xa0: on joue une donne de plus")])
def test_both_level_at_the_target_another_deal_decides(tmp_path: Path, lang: str,
                                                        totals: str, line: str) -> None:
    # RULES.md, "A match": both past the target on the same deal, equal totals: play
    # another deal. The example's deal (NS 117, EW 65), then the same cards one seat on,
    # EW taking (EW 117, NS 65): 182 each, the target.
    made = Path(example("made")).read_text(encoding="utf-8")
    turned = re.sub(r"\b([NESW])(?=[ :\n])", lambda m: "ESWN"["NESW".index(m[1])], made)
    text = made.replace("dealer: E", "dealer: E\nrules: target=182") + "---\n" + turned
    r = score(write(tmp_path, text), "--lang", lang)
    assert r.exit_code == 0, r.output
    assert r.stdout.endswith(f"{totals}\n{line}\n")
    r = score(write(tmp_path, text.replace("target=182", "target=183")), "--lang", lang)
    assert r.exit_code == 0, r.output
    assert line not in r.stdout


def test_french() -> None:
    r = score(example("made"), "--lang", "fr")
    assert r.exit_code == 0, r.output
    assert "S V♥   O 7♥   N D♥   E 8♥    S gagne 23" in r.stdout
    assert "réussi\xa0: NS (preneur N) 97 points de plis contre 65" in r.stdout
    assert re.search(r"^marque de la donne\s+117\s+65$", r.stdout, re.M)
    assert "vérification\xa0: 152 + 10 = 162 ✓" in r.stdout


def test_a_bad_rule_in_french() -> None:
    # French typography: a space before the colon, after the option's name too.
    r = score(example("made"), "--lang", "fr", "--rule", "undertrump=maybe")
    assert r.exit_code == 2
    assert r.stderr == ("erreur\xa0: --rule\xa0: valeur inconnue 'maybe' pour la règle "
                        "'undertrump' "
                        "(attendu free ou required)\n")
    r = score(example("made"), "--rule", "undertrump=maybe")
    assert r.stderr == ("error: --rule: unknown value 'maybe' for rule 'undertrump' (expected "
                        "free or required)\n")


# Tout atout (TA, scaled: J 14, 9 9, A 6, 10 5, K 3, Q 1, 8 and 7 0; each suit 38), dealt
# so that each player holds half of two suits: S K♠ Q♠ 8♠ 7♠ J♣ 9♣ A♣ Q♣, W K♥ Q♥ 8♥ 7♥
# J♦ 9♦ A♦ 10♦, N J♥ 9♥ A♥ 10♥ K♦ Q♦ 8♦ 7♦, E J♠ 9♠ A♠ 10♠ 10♣ K♣ 8♣ 7♣. A king and
# queen of one suit played by one player are a belote in every suit (ta_belote=each): S's
# spades and N's diamonds for NS, W's hearts for EW, none in clubs (K♣ E's, Q♣ S's). Who
# follows beats the card led where he can (E's 10♠ on 7♠, S's Q♣ on 7♣...), the others
# are void. Tricks: E 5, S 1, E 16, S 15, E 22, S 21, E 25, S 47 + 10: NS 84 + 10 = 94,
# EW 68 (152 + 10 = 162). S took TA and NS have 94 >= 82: made, NS 94 + 2 x 20 = 134, EW
# 68 + 20 = 88; 'belote' names NS, whose spades come first (♠ ♥ ♦ ♣).
TOUT_ATOUT = """\
rules: sa_ta=on
trump: TA
taker: S
dealer: E
1: S 7♠   W 7♥   N 7♦   E 10♠
2: E 7♣   S Q♣   W 8♥   N 8♦
3: S 8♠   W 10♦  N 10♥  E A♠
4: E 8♣   S A♣   W A♦   N K♦
5: S K♠   W 9♦   N Q♦   E 9♠
6: E K♣   S 9♣   W K♥   N A♥
7: S Q♠   W Q♥   N 9♥   E J♠
8: E 10♣  S J♣   W J♦   N J♥
"""


def test_the_json_counts_each_team_s_belotes_at_tout_atout(tmp_path: Path) -> None:
    path = write(tmp_path, TOUT_ATOUT)
    doc = json.loads(score(path, "--json").stdout)
    assert (doc["points"], doc["belote"], doc["belotes"], doc["result"], doc["score"]) == (
        {"NS": 94, "EW": 68}, "NS", {"NS": 2, "EW": 1}, "made", {"NS": 134, "EW": 88})
    # ta_belote=none: no belote at TA, and no 'belotes' key, as in a deal without any.
    doc = json.loads(score(path, "--json", "--rule", "ta_belote=none").stdout)
    assert (doc["belote"], doc["score"]) == (None, {"NS": 94, "EW": 68})
    assert "belotes" not in doc
    assert "belotes" not in json.loads(score(example("made"), "--json").stdout)


def test_belote_declared() -> None:
    r = score(example("made"), "--rule", "belote=declared")
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(97, 65)]
    assert "N held K♥ Q♥ but did not declare belote" in r.stdout


def test_belote_not_declared_in_a_file_names_the_line_that_declares_it(
        tmp_path: Path) -> None:
    # examples/made.belote under belote=declared: N plays Q♥ (trick 1) and K♥ (trick 2)
    # and the file has no 'belote:' line, so the 20 are not counted (NS 97, EW 65) and the
    # note says which line counts them; written as it says, NS score 97 + 20 = 117.
    text = "rules: belote=declared\n" + example_text("made")
    path = write(tmp_path, text)
    note = ("N held K♥ Q♥ but did not declare belote (belote=declared): not counted; "
            "if N did, write 'belote: N'")
    r = score(path)
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(97, 65)]
    assert note in " ".join(r.stdout.split())
    assert scored_json(tmp_path, text)["notes"] == [note]
    r = score(path, "--lang", "fr")
    assert r.exit_code == 0, r.output
    assert ("N avait R♥ D♥ sans annoncer la belote (belote=declared) : non comptée ; si N "
            "l'a annoncée, écrivez 'belote: N'") in " ".join(r.stdout.replace("\xa0", " ").split())
    fixed = text.replace("dealer: E", "dealer: E\nbelote: N")
    r = score(write(tmp_path, fixed))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(117, 65)]
    assert "not counted" not in r.stdout


def test_belote_declared_by_its_holder(tmp_path: Path) -> None:
    # N played K♥ and Q♥ and says so: the 20 count, and no note about belote.
    text = example_text("made").replace("dealer: E", "dealer: E\nbelote: N")
    r = score(write(tmp_path, text), "--rule", "belote=declared")
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(117, 65)]
    assert "not counted" not in r.stdout


def test_belote_declared_by_a_seat_without_the_pair(tmp_path: Path) -> None:
    # W says belote, but N held K♥ Q♥: W's declaration is not counted, and N, who did not
    # declare, gets nothing either (belote=declared): NS 97, EW 65.
    text = example_text("made").replace("dealer: E", "dealer: E\nbelote: W")
    r = score(write(tmp_path, text), "--rule", "belote=declared")
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(97, 65)]
    assert "belote declared by W, but W did not hold K♥ Q♥: not counted" in r.stdout
    assert "N held K♥ Q♥ but did not declare belote" in r.stdout
    r = score(write(tmp_path, text), "--rule", "belote=declared", "--lang", "fr")
    assert r.exit_code == 0, r.output
    assert "belote annoncée par O, mais O n'avait pas R♥ D♥\xa0: non comptée" in r.stdout
    assert "N avait R♥ D♥ sans annoncer la belote" in r.stdout


def test_same_output_twice() -> None:
    assert score(example("match")).stdout == score(example("match")).stdout


# --- JSON -----------------------------------------------------------------------------------

# Trump ♥, N takes, announcements counted, contract=total. N holds the four jacks (carré,
# 200), E the four nines (carré, 150): N's is the best, only NS score. Tricks by hand:
# 1 N J♥ 20 + 9♥ 14 + 7♥ 0 + Q♥ 3 = 37 to N; 2 A♠ 11 + Q♠ 3 + K♠ 4 = 18 to E;
# 3 A♦ 11 + Q♦ 3 + K♦ 4 = 18 to E; 4 10♠ 10 + 10♥ 10 = 20 to W (overtrumps S's 8♥);
# 5 A♥ 11 + J♠ 2 + K♥ 4 = 17 to W; 6 A♣ 11 + J♣ 2 = 13 to W; 7 10♣ 10 + 10♦ 10 = 20 to
# W; 8 K♣ 4 + J♦ 2 + Q♣ 3 = 9 + 10 to W. NS 37, EW 125 (162). NS 37 + 200 = 237 > 125:
# made, NS 237, EW 125.
TOTAL_DEAL = """trump: ♥
taker: N
dealer: W
rules: announcements=on contract=total
announce: N carré J
announce: E carré 9
1: N J♥  E 9♥  S 7♥  W Q♥
2: N 7♠  E A♠  S Q♠  W K♠
3: E A♦  S Q♦  W K♦  N 7♦
4: E 10♠ S 8♥  W 10♥ N 8♠
5: W A♥  N J♠  E 9♦  S K♥
6: W A♣  N J♣  E 9♣  S 7♣
7: W 10♣ N 8♦  E 10♦ S 8♣
8: W K♣  N J♦  E 9♠  S Q♣
"""
# Trump ♠, N takes, announcements counted: W's cinquante A♦ K♦ Q♦ J♦ (50) and W plays Q♠
# then K♠ (belote, 20). Tricks by hand: 1 Q♠ 3 + J♠ 20 = 23, 2 9♠ 14 + K♠ 4 = 18, 3 A♠
# 11, 4 10♠ 10 + 10♦ 10 = 20 to N; 5 A♥ 11 + K♥ 4 + J♦ 2 = 17 to E; 6 J♥ 2 + Q♥ 3 + Q♦ 3
# + 10♥ 10 = 18, 7 A♣ 11 + Q♣ 3 + K♣ 4 + K♦ 4 = 22, 8 10♣ 10 + J♣ 2 + A♦ 11 = 23 + 10
# to N. NS 145, EW 17: made; EW 17 + 20 + 50 = 87.
CINQUANTE_DEAL = """trump: ♠
taker: N
dealer: E
rules: announcements=on
announce: W cinquante A♦
1: S 7♠  W Q♠  N J♠  E 8♥
2: N 9♠  E 7♦  S 8♠  W K♠
3: N A♠  E 8♦  S 9♥  W 7♣
4: N 10♠ E 9♦  S 10♦ W 8♣
5: N 7♥  E A♥  S K♥  W J♦
6: E J♥  S Q♥  W Q♦  N 10♥
7: N A♣  E Q♣  S K♣  W K♦
8: N 10♣ E 9♣  S J♣  W A♦
"""


def test_the_tally_adds_up_with_announcements(tmp_path: Path) -> None:
    result = score(write(tmp_path, CINQUANTE_DEAL))
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert row(text, "trick points") == (145, 17)
    assert row(text, "belote") == (0, 20)
    assert row(text, "announcements") == (0, 50)
    assert "made: NS (taker N) 145 trick points against 17" in text
    assert row(text, "deal score") == (145, 87)
    fr = score("--lang", "fr", write(tmp_path, CINQUANTE_DEAL)).stdout
    assert row(fr, "annonces") == (0, 50) and row(fr, "marque de la donne") == (145, 87)
    # Without announcements=on the tally has no such row.
    assert "announcements " not in score(example("made")).stdout


def test_contract_total_shows_the_totals_compared(tmp_path: Path) -> None:
    result = score(write(tmp_path, TOTAL_DEAL))
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert row(text, "trick points") == (37, 125)
    assert row(text, "announcements") == (200, 0)
    # Each verdict within 80 columns, its continuation after four blanks.
    assert ("made: NS (taker N) 237 against 125, trick points, belote and announcements\n"
            "    together (contract=total)") in text
    assert row(text, "deal score") == (237, 125)
    fr = score("--lang", "fr", write(tmp_path, TOTAL_DEAL)).stdout
    assert ("réussi\xa0: NS (preneur N) 237 contre 125, points de plis, belote et "
            "annonces\n    ensemble (contract=total)") in fr
    assert row(fr, "annonces") == (200, 0)
    # E taking instead: EW's 125 against NS's 37 + 200, dedans; NS 162 + their 200.
    dedans = score(write(tmp_path, TOTAL_DEAL.replace("taker: N", "taker: E"))).stdout
    assert ("dedans: EW (taker E) 125 against 237, trick points, belote and announcements\n"
            "    together (contract=total); NS score 162") in dedans
    assert row(dedans, "announcements") == (200, 0) and row(dedans, "deal score") == (362, 0)


def test_a_failed_coinche_contract_gives_its_announcements_as_failed(tmp_path: Path) -> None:
    # 80 ♥ by S: NS 72 trick points (the J♥ trick, 48, and the last, 14 + 10), EW 90 and
    # the belote (E's K♥ Q♥): failed. NS's carrés of jacks (200, the best) and nines (150)
    # go to EW, W's carré of aces uncounted: EW 160 + 80 + 350 + 20 = 610. The note says
    # the contract failed, as the verdict does ("dedans" is the classic taking's word).
    path = tmp_path / "failed.belote"
    path.write_text("contract: 80 H S\nrules: announcements=on\nannounce: S carré J\n"
                    "announce: N carré 9\nannounce: W carré A\ndealer: E\n"
                    "1: S JS  W AS  N 10S E KS\n2: W AD  N 10D E KD  S JD\n"
                    "3: W AC  N 10C E KC  S JC\n4: W 8S  N 9S  E QS  S 7S\n"
                    "5: E QD  S 7D  W 8D  N 9D\n6: E QC  S 7C  W 8C  N 9C\n"
                    "7: E QH  S JH  W AH  N 9H\n8: S 7H  W 8H  N 10H E KH\n", encoding="utf-8")
    text = score(str(path)).stdout
    assert row(text, "deal score") == (0, 610)
    assert ("announcements: S carré J, N carré 9, W carré A; NS's 350 go to EW "
            "(NS's contract failed)") in text.replace("\n    ", " ").splitlines()
    assert "dedans" not in text
    french = score("--lang", "fr", str(path)).stdout
    assert "les 350 de NS vont à EO (contrat de NS chuté)" in french.replace("\n    ", " ")


def test_a_defence_capot_in_coinche_is_a_failure(tmp_path: Path) -> None:
    # 80 ♠ by W; N holds every trump and leads each trick, E, S and W follow with hearts,
    # diamonds and clubs: NS win all 8 tricks, 162, and N's K♠ Q♠ are a belote. The
    # contract failed: NS 160 + 80 = 240, and the belote, 260.
    ranks = ["A", "10", "K", "Q", "J", "9", "8", "7"]
    trumps = ["J", "9", "A", "10", "K", "Q", "8", "7"]
    text = "contract: 80 S W\ndealer: W\n" + "".join(
        f"{i}: N {t}♠ E {r}♥ S {r}♦ W {r}♣\n" for i, (t, r) in enumerate(zip(trumps, ranks,
                                                                         strict=True), 1))
    path = write(tmp_path, text)
    out = score(path).stdout
    assert "capot: NS won all 8 tricks, contract failed; NS score 160 + the bid 80" in out
    assert "and score 240" not in out
    assert row(out, "contract") == (80, 0) and row(out, "deal score") == (260, 0)
    fr = score("--lang", "fr", path).stdout
    assert "capot\xa0: NS font les 8 plis, contrat chuté\xa0; NS marquent 160 + l'enchère 80" in fr


# The deal of examples/made.belote as a coinche contract: NS 87 + 10 = 97 trick points,
# N's belote 20, EW 65.
MADE_TRICKS = example_play("made")


def coinche_tally(tmp_path: Path, contract: str, tricks: str = MADE_TRICKS,
                  *args: str) -> str:
    result = score(*args, write(tmp_path, f"contract: {contract}\n{tricks}"))
    assert result.exit_code == 0, result.output
    return result.stdout


def adds_up(text: str, first: tuple[int, int]) -> None:
    """The table adds up: each team's deal score is ``first`` (its trick points, or what
    the verdict says stands in their place: 160, 162, 252, 0), its belote and its contract
    row."""
    belote, contract = row(text, "belote"), row(text, "contract")
    assert tuple(first[t] + belote[t] + contract[t] for t in (0, 1)) == row(text,
                                                                            "deal score")


@pytest.mark.parametrize(("contract", "verdict", "contract_row", "deal"), [
    # RULES.md, coinche: NS 97 + belote 20 = 117 reach 90: made, NS 97 + 90 (+ 20), EW 65.
    ("90 H N", "made: NS (taker N) 97 + belote 20 = 117 ≥ 90; NS score 97 + 90",
     (90, 0), (207, 65)),
    # 117 fall short of 120: failed, EW 160 + 120 = 280, NS keep their belote.
    ("120 H N", "failed: NS (taker N) 97 + belote 20 = 117 < 120; EW score 160 + 120",
     (0, 120), (20, 280)),
    # Coinched, made: NS 160 + 90 × 2 = 340, and the belote, 360; EW 0.
    ("90 H N coinche", "made: NS (taker N) 97 + belote 20 = 117 ≥ 90; NS score 160 + 90 × 2",
     (180, 0), (360, 0)),
    # Surcoinched, failed: EW 160 + 120 × 4 = 640, NS their belote 20.
    ("120 H N surcoinche", "failed: NS (taker N) 97 + belote 20 = 117 < 120; EW score 160 + "
                           "120 × 4", (0, 480), (20, 640)),
    # A capot bid without every trick: 500 to the defence; NS keep their belote.
    ("capot H N", "failed: NS (taker N) did not win all 8 tricks; EW score the capot bid 500",
     (0, 500), (20, 500)),
])
def test_a_coinche_tally_has_a_contract_row_and_adds_up(
        tmp_path: Path, contract: str, verdict: str, contract_row: tuple[int, int],
        deal: tuple[int, int]) -> None:
    # It showed 'trick points 97' then 'deal score 207', the bid on no row.
    text = coinche_tally(tmp_path, contract)
    assert verdict in text.splitlines()
    assert row(text, "trick points") == (97, 65) and row(text, "belote") == (20, 0)
    assert row(text, "contract") == contract_row
    assert row(text, "deal score") == deal
    lines = text.splitlines()
    assert lines.index(verdict) == lines.index(next(x for x in lines
                                                    if x.startswith("deal score"))) - 1
    # Made: each team its trick points; else the verdict's value to the winner, 0 to the
    # other (the takers' dedans, the defence of a coinched contract, a capot bid's).
    adds_up(text, {"90 H N": (97, 65), "120 H N": (0, 160), "90 H N coinche": (160, 0),
                   "120 H N surcoinche": (0, 160), "capot H N": (0, 0)}[contract])


def test_a_contract_coinched_in_the_words_the_tally_prints(tmp_path: Path) -> None:
    # 'coinched' and 'surcoinched', as the tally itself words it: made and coinched, NS
    # 160 + 90 x 2 + belote 20 = 360, EW 0; failed and surcoinched, EW 160 + 120 x 4 = 640,
    # NS their belote 20 (the figures of test_a_coinche_tally_has_a_contract_row_and_adds_up).
    assert row(coinche_tally(tmp_path, "90 H N coinched"), "deal score") == (360, 0)
    assert row(coinche_tally(tmp_path, "120 H N surcoinched"), "deal score") == (20, 640)
    # Another word after the taker is named as such, not as an unknown taker.
    path = write(tmp_path, f"contract: 90 H N x3\n{MADE_TRICKS}")
    r = score(path)
    assert r.exit_code == 1
    assert r.stderr.splitlines()[0] == (
        f"{path}:1:18: unknown word 'x3' after the taker in the contract '90 H N x3' "
        "(expected coinche or surcoinche)")
    r = score("--lang", "fr", path)
    assert r.stderr.splitlines()[0] == (
        f"{path}:1:18: mot inconnu 'x3' après le preneur dans le contrat '90 H N x3' "
        "(attendu coinche ou surcoinche, contrée ou surcontrée)")
    # A word that is no seat where the taker stands is still an unknown taker.
    r = score(write(tmp_path, f"contract: 90 N H\n{MADE_TRICKS}"))
    assert "unknown taker 'H' in the contract '90 N H'" in r.stderr
    # Two words of a coinche (docs/format.md: one, coinche or surcoinche): said so, where
    # the first was called unknown while the message asked for it.
    for words in ("coinche surcoinche", "coinche coinche", "x2 x4"):
        first, then = words.split()
        path = write(tmp_path, f"contract: 90 H N {words}\n{MADE_TRICKS}")
        r = score(path)
        assert r.exit_code == 1
        assert r.stderr.splitlines()[0] == (
            f"{path}:1:18: '{first}' and '{then}' both after the taker in the contract "
            f"'90 H N {words}': write one (coinche, or surcoinche for a coinche surcoinched)")
    r = score("--lang", "fr", path)
    assert r.stderr.splitlines()[0] == (
        f"{path}:1:18: 'x2' et 'x4' tous deux après le preneur dans le contrat '90 H N x2 "
        "x4'\xa0: n'en écrivez qu'un (coinche, ou surcoinche pour une coinche surcoinchée)")
    # A word after a coinche's word is after the taker too, not a taker: 'x3' starts at
    # column 26 of 'contract: 90 H N coinche x3'.
    path = write(tmp_path, f"contract: 90 H N coinche x3\n{MADE_TRICKS}")
    assert score(path).stderr.splitlines()[0] == (
        f"{path}:1:26: unknown word 'x3' after the taker in the contract '90 H N coinche "
        "x3' (expected coinche or surcoinche)")


def first_problems(path: str) -> tuple[str, str]:
    """The file at ``path`` scored in English and with ``--lang fr``: refused, exit code 1,
    no traceback. The first line of each stderr, English then French."""
    lines = []
    for args in ((path,), ("--lang", "fr", path)):
        r = score(*args)
        assert r.exit_code == 1, r.output
        assert "Traceback" not in r.output
        lines.append(r.stderr.splitlines()[0])
    return lines[0], lines[1]


@pytest.mark.parametrize(("key", "contract", "column"), [
    # The level's column, at its sign, in a word of the suit and the level as in a word of
    # its own: '♥-90' is 'contract: ' (10 characters) and the ♥ before the sign.
    ("contract", "♥-90 N", 12),
    ("contract", "-90 ♥ N", 11),
    ("contrat", "♥-90 N", 11),
    ("contrat", "C-90 N", 11),
])
def test_a_signed_level_after_its_suit_is_pointed_at_its_sign(
        tmp_path: Path, key: str, contract: str, column: int) -> None:
    path = write(tmp_path, f"{key}: {contract}\n{MADE_TRICKS}")
    english, french = first_problems(path)
    assert english == (
        f"{path}:1:{column}: no bid of -90: bids go by tens from 80 to 160, or capot")
    assert french == (
        f"{path}:1:{column}: pas d'enchère de -90\u00a0: les enchères vont de 80 à 160 par "
        "dizaines, ou capot")


@pytest.mark.parametrize(("key", "column"), [
    # 'contract: ' is 10 characters, 'contrat: ' 9; then '90', and the 'x' after it.
    ("contract", 13),
    ("contrat", 12),
])
def test_a_bad_suit_after_its_level_in_one_word_is_pointed_at_the_suit(
        tmp_path: Path, key: str, column: int) -> None:
    # It pointed at the word's start, the '9' (11 and 10).
    path = write(tmp_path, f"{key}: 90x N\n{MADE_TRICKS}")
    english, french = first_problems(path)
    assert english == (
        f"{path}:1:{column}: unknown suit 'x' in the bid '90x' (expected ♠ ♥ ♦ ♣, S H D C "
        "or a suit's name)")
    assert french == (
        f"{path}:1:{column}: couleur inconnue 'x' dans l'enchère '90x' (attendu ♠ ♥ ♦ ♣, "
        "S H D C ou le nom d'une couleur)")  # the letters of the file's English cards


@pytest.mark.parametrize(("line", "word"), [
    ("contract: pass N", "pass"),
    ("contract: coinche N", "coinche"),
    ("contrat: foo N", "foo"),
])
def test_an_unknown_bid_in_a_contract_line_offers_what_the_line_takes(
        tmp_path: Path, line: str, word: str) -> None:
    # It offered the auction's calls, 'expected pass, a bid such as '90 ♥' or 'capot ♠',
    # coinche or surcoinche', where a contract: line takes a level and a suit, then the taker
    # (docs/format.md, note 4). The word is the line's first after the key.
    column = line.index(word) + 1
    path = write(tmp_path, f"{line}\n{MADE_TRICKS}")
    english, french = first_problems(path)
    assert english == (
        f"{path}:1:{column}: unknown bid '{word}' (expected a level and a suit such as '90 ♥' "
        "or 'capot ♠', then the taker)")
    assert french == (
        f"{path}:1:{column}: enchère inconnue '{word}' (attendu un niveau et une couleur comme "
        "'90 ♥' ou 'capot ♠', puis le preneur)")


def test_belote_written_as_an_announcement_points_to_the_belote_line(
        tmp_path: Path) -> None:
    # Players declare belote aloud with the announcements; the file gives it its own line.
    path = write(tmp_path, "rules: announcements=on\nannounce: N belote\n"
                 f"annonce: nord Belote-Rebelote\ncontract: 90 H N\n{MADE_TRICKS}")
    r = score(path)
    assert r.exit_code == 1
    assert r.stderr.splitlines()[:2] == [
        f"{path}:2:13: 'N belote': belote-rebelote is not an announcement; it has its own "
        "line, 'belote: N' (counted even without it under belote=auto, the default)",
        f"{path}:3:15: 'nord Belote-Rebelote': belote-rebelote is not an announcement; it "
        "has its own line, 'belote: nord' (counted even without it under belote=auto, the "
        "default)"]
    r = score("--lang", "fr", path)
    assert r.stderr.splitlines()[0] == (
        f"{path}:2:13: 'N belote'\u00a0: la belote-rebelote n'est pas une annonce\u00a0; elle "
        "a sa propre ligne, 'belote: N' (comptée même sans elle avec belote=auto, la règle "
        "par défaut)")


def test_the_french_coinche_tally_has_its_contract_row(tmp_path: Path) -> None:
    text = coinche_tally(tmp_path, "90 H N", MADE_TRICKS, "--lang", "fr")
    assert re.search(r"^contrat\s+90\s+0$", text, re.M)
    assert ("réussi\xa0: NS (preneur N) 97 + belote 20 = 117 ≥ 90\xa0; NS marquent 97 + 90"
            in text.splitlines())
    text = coinche_tally(tmp_path, "120 H N coinche", MADE_TRICKS, "--lang", "fr")
    assert re.search(r"^contrat\s+0\s+240$", text, re.M)
    assert ("chuté\xa0: NS (preneur N) 97 + belote 20 = 117 < 120\xa0; EO marquent 160 + "
            "120 × 2") in text.replace("\n    ", " ").splitlines()
    text = coinche_tally(tmp_path, "capot H N", MADE_TRICKS, "--lang", "fr")
    assert ("chuté\xa0: NS (preneur N) ne font pas les 8 plis\xa0; EO marquent le capot 500"
            in text.splitlines())


# examples/capot.belote: NS win every trick, E plays K♠ Q♠ (EW's belote, 20).
CAPOT_TRICKS = """dealer: W
1: N J♠ E Q♠ S 10♠ W 7♠
2: N 9♠ E K♠ S A♠ W 8♠
3: N A♥ E 8♥ S Q♥ W 7♥
4: N 10♥ E 9♥ S K♥ W J♥
5: N A♦ E 8♦ S Q♦ W 7♦
6: N 10♦ E 9♦ S K♦ W J♦
7: N 7♣ E Q♣ S A♣ W 9♣
8: S 10♣ W J♣ N 8♣ E K♣
"""


@pytest.mark.parametrize(("lang", "rows"), [
    # A capot bid surcoinched: 500 × 4 = 2000 to NS, EW their belote 20; the four-digit
    # figures grouped as each language groups them, and right-aligned as the others.
    ("en", ["                  NS    EW",
            "trick points     162     0",
            "contract       2,000     0",
            "deal score     2,000    20"]),
    ("fr", ["                        NS    EO",
            "points de plis         162     0",
            "contrat              2\u202f000     0",
            "marque de la donne   2\u202f000    20"]),
])
def test_a_tally_s_four_digit_figures_are_grouped_in_their_columns(
        tmp_path: Path, lang: str, rows: list[str]) -> None:
    text = coinche_tally(tmp_path, "capot S N surcoinche", CAPOT_TRICKS, "--lang", lang)
    lines = text.splitlines()
    for line in rows:
        assert line in lines, (line, text)
    assert len({len(line) for line in rows}) == 1  # the columns end where they did
    made = ("contract capot ♠ by N, surcoinched: made, NS score 2,000" if lang == "en" else
            "contrat capot ♠ par N, surcoinché\xa0: réussi, NS marquent 2\u202f000")
    assert made in lines


@pytest.mark.parametrize(("contract", "verdict", "contract_row", "deal", "stands"), [
    # A capot bid made: 500, nothing for the trick points; EW their belote.
    ("capot S N", "made: NS (taker N) won all 8 tricks; NS score the capot bid 500", (500, 0),
     (500, 20), 0),
    # Coinched: 500 × 2.
    ("capot S N coinche", "made: NS (taker N) won all 8 tricks; NS score the capot bid 500 × 2",
     (1000, 0), (1000, 20), 0),
    # The capot on another bid: 252 card points + the bid 80 = 332.
    ("80 S N", "capot: NS won all 8 tricks, contract made; NS score 252 + the bid 80", (80, 0),
     (332, 20), 252),
    # Coinched: the winner's 160 + 80 × 2 = 320, capot or not.
    ("80 S N coinche", "capot: NS won all 8 tricks, contract made; NS score 160 + the bid 80 × 2",
     (160, 0), (320, 20), 160),
    # The defence's capot on E's bid fails it: NS 160 + 80 = 240, not a capot value.
    ("80 S E", "capot: NS won all 8 tricks, contract failed; NS score 160 + the bid 80",
     (80, 0), (240, 20), 160),
])
def test_a_coinche_capot_adds_up(tmp_path: Path, contract: str, verdict: str,
                                 contract_row: tuple[int, int], deal: tuple[int, int],
                                 stands: int) -> None:
    text = coinche_tally(tmp_path, contract, CAPOT_TRICKS)
    assert verdict in text.splitlines()
    assert row(text, "trick points") == (162, 0) and row(text, "belote") == (0, 20)
    assert row(text, "contract") == contract_row and row(text, "deal score") == deal
    adds_up(text, (stands, 0))


# examples/revoke.belote: W discards 9♦ at trick 3 holding spades; NS 97 and N's belote as
# the cards fell.
REVOKE_TRICKS = example_play("revoke")


def test_a_coinche_revoke_is_worded_for_the_side_that_revoked(tmp_path: Path) -> None:
    # N's 100: W's revoke is the defence's, which makes the contract: NS 162 + 100 and N's
    # belote, 282; EW 0. It said 'scored as dedans', the takers' failure.
    text = coinche_tally(tmp_path, "100 H N", REVOKE_TRICKS)
    assert "revoke by EW, the defence: contract made; NS score 162 + 100" in text.splitlines()
    assert "dedans" not in text
    assert row(text, "contract") == (100, 0) and row(text, "deal score") == (282, 0)
    adds_up(text, (162, 0))
    fr = coinche_tally(tmp_path, "100 H N", REVOKE_TRICKS, "--lang", "fr")
    assert ("renonce de l'équipe EO, la défense\xa0: contrat réussi\xa0; NS marquent 162 + 100"
            in fr.splitlines())
    # E's 100: W's revoke is the takers', which fails it: NS 160 + 100 and the belote, 280.
    text = coinche_tally(tmp_path, "100 H E", REVOKE_TRICKS)
    assert "revoke by EW, the takers: contract failed; NS score 160 + 100" in text.splitlines()
    assert row(text, "contract") == (100, 0) and row(text, "deal score") == (280, 0)
    adds_up(text, (160, 0))
    fr = coinche_tally(tmp_path, "100 H E", REVOKE_TRICKS, "--lang", "fr")
    assert ("renonce de l'équipe EO, l'attaque\xa0: contrat chuté\xa0; NS marquent 160 + 100"
            in fr.splitlines())
    # Coinched: the other team 160 + 100 × 2 = 360, and N's belote.
    text = coinche_tally(tmp_path, "100 H E coinche", REVOKE_TRICKS)
    assert "revoke by EW, the takers: contract failed; NS score 160 + 100 × 2" in text.splitlines()
    assert row(text, "contract") == (200, 0) and row(text, "deal score") == (380, 0)


def test_json_made() -> None:
    r = score(example("made"), "--json")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert isinstance(doc, dict)
    assert (doc["trump"], doc["taker"], doc["dealer"]) == ("H", "N", "E")
    assert len(doc["tricks"]) == 8
    first = doc["tricks"][0]
    assert (first["leader"], first["cards"], first["winner"], first["points"]) == (
        "S", ["JH", "7H", "QH", "8H"], "S", 23)
    assert doc["tricks"][3]["cards"] == ["9S", "KS", "QS", "JS"]
    assert doc["points"] == {"NS": 97, "EW": 65}
    assert doc["dix_de_der"] == "NS"
    assert doc["belote"] == "NS"
    assert doc["capot"] is None
    assert doc["result"] == "made"
    assert doc["score"] == {"NS": 117, "EW": 65}
    assert doc["revokes"] == []
    assert doc["tally"] == {"cards": 152, "dix_de_der": 10, "total": 162, "ok": True}


def test_json_revoke_capot_litige_piles() -> None:
    doc = json.loads(score(example("revoke"), "--json").stdout)
    assert doc["revokes"] == [{"trick": 3, "seat": "W", "card": "9D", "rule": "must follow ♠"}]
    assert doc["score"] == {"NS": 182, "EW": 0}
    doc = json.loads(score(example("capot"), "--json").stdout)
    assert (doc["capot"], doc["belote"], doc["result"]) == ("NS", "EW", "made")
    doc = json.loads(score(example("litige"), "--json").stdout)
    assert (doc["result"], doc["held"]) == ("litige", 81)
    doc = json.loads(score(example("piles"), "--json").stdout)
    assert "tricks" not in doc
    assert doc["points"] == {"NS": 94, "EW": 68}
    assert len(doc["piles"]["EW"]) == 16


def test_piles_last_trick_to_the_pile_not_written(tmp_path: Path) -> None:
    # examples/piles.belote counts NS 84 card points; EW's unwritten pile holds the other
    # 152 - 84 = 68. With the last trick to EW: NS 84, EW 68 + 10 = 78; N made.
    text = (EXAMPLES / "piles.belote").read_text(encoding="utf-8").replace(
        "last: NS", "last: EW")
    r = score(write(tmp_path, text))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(84, 78)]
    assert CHECK in r.stdout


def test_piles_with_a_belote_line(tmp_path: Path) -> None:
    # The piles do not show who held K and Q of trump; the belote line does: NS 94 + 20.
    text = (EXAMPLES / "piles.belote").read_text(encoding="utf-8").replace(
        "last: NS", "last: NS\nbelote: N")
    r = score(write(tmp_path, text))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(94 + 20, 68)]


def test_json_match_is_a_list() -> None:
    r = score(example("match"), "--json")
    docs = json.loads(r.stdout)
    assert isinstance(docs, list) and len(docs) == 2
    assert [d["result"] for d in docs] == ["litige", "made"]
    assert docs[1]["match"]["totals"] == {"NS": 62, "EW": 262}
    assert docs[1]["match"]["gained"] == {"NS": 62, "EW": 181}
    assert docs[1]["match"]["winner"] == "EW"


def test_a_problem_in_the_last_deal_prints_no_deal(tmp_path: Path) -> None:
    # The deals before the bad one are scored as the file is read, but nothing of them is
    # printed: a file with a problem gives its problems only (and exit 1).
    made = example_text("made")
    bad = made.replace("2: S 9♥   W A♥", "2: S 9♥   W 11♥")
    path = write(tmp_path, "---\n".join([made, made, bad]))
    for args in ((), ("--json",)):
        r = score(path, *args)
        assert r.exit_code == 1
        assert r.stdout == ""
        assert "deal 3" in r.stderr and "unknown card '11♥'" in r.stderr


def test_scores_held_on_disk_print_the_same(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    # The scores are held until the file is read through: in memory, and past a size in
    # a temporary file. Held on disk from the first byte, the output is the same.
    path = write(tmp_path, "---\n".join([example_text("made")] * 30))
    for args in ((), ("--json",), ("--lang", "fr")):
        in_memory = score(path, *args)
        monkeypatch.setattr(score_command, "_HELD_IN_MEMORY", 1)
        on_disk = score(path, *args)
        monkeypatch.undo()
        assert in_memory.exit_code == on_disk.exit_code == 0
        assert on_disk.stdout == in_memory.stdout
    assert deal_scores(score(path).stdout) == [(117, 65)] * 30
    assert len(json.loads(score(path, "--json").stdout)) == 30


# --- errors ---------------------------------------------------------------------------------

def write(tmp_path: Path, text: str | bytes, name: str = "deal.belote") -> str:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return str(path)


def refused(tmp_path: Path, text: str, lang: str) -> tuple[str, Result]:
    """``text`` written to a file and scored with ``--lang lang``: refused, exit code 1.
    The file's path, and the result whose stderr says why."""
    path = write(tmp_path, text)
    r = score(path, "--lang", lang)
    assert r.exit_code == 1, r.output
    return path, r


def test_every_problem_with_line_and_column(tmp_path: Path) -> None:
    text = (EXAMPLES / "made.belote").read_text(encoding="utf-8")
    text = text.replace("2: S 9♥   W A♥", "2: S 9♥   W 11♥").replace("7: E 10♣  S 7♣   W K♣   N 9♣",
                                                                     "7: E 10♣  S 7♣   W K♣")
    path = write(tmp_path, text)
    r = score(path)
    assert r.exit_code == 1
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    line2 = next(i for i, t in enumerate(text.splitlines(), 1) if t.startswith("2:"))
    line7 = next(i for i, t in enumerate(text.splitlines(), 1) if t.startswith("7:"))
    column = text.splitlines()[line2 - 1].index("11♥") + 1
    assert lines[0] == f"{path}:{line2}:{column}: unknown card '11♥'"
    assert lines[1] == f"{path}:{line7}:1: trick 7 has 3 cards, expected 4"
    assert lines[2] == f"{path}: missing cards: A♥ 9♣"
    assert lines[3] == f"error: 3 problems in {path}"
    assert "Traceback" not in r.output


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "trick {n} is out of range: a deal has 8 tricks, numbered 1 to 8"),
    ("fr", "pas de pli {n}\xa0: une donne a 8 plis, numérotés de 1 à 8"),
])
@pytest.mark.parametrize("number", ["99999999999999999999", "9" * 900])
def test_a_trick_number_above_8_is_reported_briefly(
        tmp_path: Path, lang: str, message: str, number: str) -> None:
    # A deal has 8 tricks: no list of the numbers "missing" up to it (that list never ended).
    path, r = refused(tmp_path, f"trump: H\n{number}: JH 7H QH 8H\n", lang)
    lines = r.stderr.splitlines()
    assert lines[0] == f"{path}:2:1: " + message.format(n=number)
    # Then only: one trick of 8, the 28 cards not played, the count of problems.
    assert len(lines) == 4 and number not in "".join(lines[1:])
    assert "Traceback" not in r.output


def test_missing_file(tmp_path: Path) -> None:
    path = str(tmp_path / "nope.belote")
    r = score(path)
    assert r.exit_code == 1
    assert r.stderr.splitlines()[0] == f"{path}: no such file"


@pytest.mark.parametrize(("content", "message"), [
    ("", "empty file: no deal in it"),
    ("# only a comment\n", "no deal in the file"),
    (b"\x00\x01\x02binary", "binary file, not a deal file"),
    (b"trump: \xe9\n", "not UTF-8 text (byte 0xe9)"),
    # Windows Notepad's "Unicode" (UTF-16, little-endian with a byte-order mark), and
    # without the mark, big-endian, UTF-32: text in another encoding, not binary.
    (b"\xff\xfe" + "trump: ♥\n".encode("utf-16-le"),
     "UTF-16 text, not UTF-8 (as Windows Notepad saves 'Unicode'): save the file as UTF-8"),
    ("trump: ♥\ntaker: N\n".encode("utf-16-le"), "UTF-16 text, not UTF-8"),
    ("trump: ♥\ntaker: N\n".encode("utf-16"), "UTF-16 text, not UTF-8"),
    ("trump: ♥\ntaker: N\n".encode("utf-16-be"), "UTF-16 text, not UTF-8"),
    ("trump: ♥\n".encode("utf-32"), "UTF-32 text, not UTF-8: save the file as UTF-8"),
])
def test_unreadable_files(tmp_path: Path, content: str | bytes, message: str) -> None:
    path = write(tmp_path, content)
    r = score(path)
    assert r.exit_code == 1
    assert message in r.stderr
    assert r.stderr.startswith(path + ":")
    assert "Traceback" not in r.output


def test_a_record_of_void_deals_alone_says_its_deals_were_void(tmp_path: Path) -> None:
    # docs/format.md: simulate --record writes a void deal as a comment alone, "# seed
    # S:6: void, everybody passed"; a run of void deals was "no deal in the file (expected
    # a 'trump:' line and 8 tricks)", as if the record had been cut.
    path = write(tmp_path, "# seed 42:19: void, everybody passed\n")
    r = score(path)
    assert (r.exit_code, r.stderr.splitlines()[0]) == (
        1, f"{path}: no deal in the file: its one deal was void (everybody passed), with no "
           "card to score")
    path = write(tmp_path, "# seed 7:1: void, everybody passed\n"
                           "# seed 7:2 (take): void, everybody passed\n")
    r = score(path, "--lang", "fr")
    assert (r.exit_code, r.stderr.splitlines()[0]) == (
        1, f"{path}: aucune donne dans le fichier\xa0: ses 2 donnes étaient nulles "
           "(tout le monde a passé), sans carte à compter")
    # A comment that only quotes it is no record of a void deal.
    path = write(tmp_path, "# a note: void, everybody passed\n")
    assert "(expected a 'trump:' line and 8 tricks)" in score(path).stderr
    # simulate's own record of a void deal, read back.
    record = tmp_path / "void.belote"
    done = runner.invoke(app, ["simulate", "--seed", "42", "--start", "19", "--deals", "1",
                               "--record", str(record)])
    assert done.exit_code == 0 and "void deals (all passed)                   1" in done.stdout
    assert "its one deal was void" in score(str(record)).stderr


def test_bad_rule_option() -> None:
    # A known option given a value it does not take: exit 2, as in play and simulate.
    r = score(example("made"), "--rule", "speed=fast")
    assert r.exit_code == 2
    assert r.stderr.startswith("error: --rule: unknown rule 'speed'")
    r = score(example("made"), "--rule", "undertrump")
    assert r.exit_code == 2
    assert "not of the form name=value" in r.stderr


@pytest.mark.parametrize("value", ["capot=250,belote=auto", "capot=250 belote=auto",
                                   " capot = 250 , belote=auto "])
def test_one_rule_flag_takes_several_options_as_a_rules_line_does(value: str) -> None:
    # N's capot is worth 250 with capot=250 (the rule book), E keeps the 20 of its
    # belote-rebelote: 250 / 20, and the same bytes as one --rule a option.
    r = score(example("capot"), "--rule", value)
    assert r.exit_code == 0, r.output
    assert re.search(r"^deal score\s+250\s+20$", r.stdout, re.M)
    assert r.stdout == score(example("capot"), "--rule", "capot=250",
                             "--rule", "belote=auto").stdout


@pytest.mark.parametrize("command", [["score", str(EXAMPLES / "made.belote")],
                                     ["simulate", "--deals", "1"], ["play"]])
@pytest.mark.parametrize(("value", "message"), [
    # A bad option among several: refused as it is alone, exit 2, in every command.
    ("variant=coinche,sa_ta=maybe",
     "unknown value 'maybe' for rule 'sa_ta' (expected off or on)"),
    ("variant=coinche speed=fast", "unknown rule 'speed' (known rules: direction, "
     "undertrump, belote, contract, tie, capot, target, announcements, variant, sa_ta, "
     "sa_ta_points, ta_belote, exchange7, next_dealer, decouverte_bid)"),
    ("capot=250, =250", "rule '=250' is not of the form name=value"),
    ("variant=coinche,variant=coinche=",
     "unknown value 'coinche=' for rule 'variant' (expected classic, coinche, deux or "
     "decouverte)"),
    # Alone, as before: a value holding no option is not of the form name=value.
    ("=250", "rule '=250' is not of the form name=value"),
    ("= 250", "rule '=250' is not of the form name=value"),  # as a rules: line names it
    ("variant=coinche=",
     "unknown value 'coinche=' for rule 'variant' (expected classic, coinche, deux or "
     "decouverte)"),
    ("", "rule '' is not of the form name=value"),
    (",", "rule ',' is not of the form name=value"),
])
def test_a_bad_option_in_one_rule_flag_is_refused_as_alone(command: list[str], value: str,
                                                           message: str) -> None:
    r = runner.invoke(app, [*command, "--rule", value], input="",
                      env={"BELOTE_LANG": "en"})
    assert r.exit_code == 2, r.output
    assert r.stderr == f"error: --rule: {message}\n"


def test_rule_override_changes_the_order_of_play() -> None:
    # The file's seats go clockwise; with anticlockwise play N leads after dealer E.
    path = example("made")
    r = score(path, "--rule", "direction=anticlockwise")
    assert r.exit_code == 1
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    number = next(i for i, t in enumerate(lines, 1) if t.startswith("1:"))
    assert r.stderr.splitlines()[0] == (
        f"{path}:{number}:4: trick 1: N must lead (after dealer E), found S "
        "(the seats are in clockwise order: add 'rules: direction=clockwise')")


def test_usage_errors_exit_2() -> None:
    assert score().exit_code == 2
    assert score(example("made"), "--lang", "de").exit_code == 2


def test_unknown_option_is_bad_input_exit_1() -> None:
    r = score(example("made"), "--bogus")
    assert r.exit_code == 1
    # click words it "No such option: --bogus" or "No such option '--bogus'" by release.
    assert "No such option" in r.stderr and "--bogus" in r.stderr
    assert "Traceback" not in r.output


def test_unknown_command_is_bad_input_exit_1() -> None:
    r = runner.invoke(app, ["scroe", "deal.belote"])
    assert r.exit_code == 1
    assert "No such command 'scroe'" in r.stderr
    assert "Traceback" not in r.output


def test_standard_input() -> None:
    text = (EXAMPLES / "capot.belote").read_text(encoding="utf-8")
    r = runner.invoke(app, ["score", "-"], input=text)
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(252, 20)]
    r = runner.invoke(app, ["score", "-"], input=b"trump: \xe9\n")
    assert r.exit_code == 1
    assert r.stderr.splitlines() == [
        "<stdin>:1:8: not UTF-8 text (byte 0xe9): save the file as UTF-8",
        "error: 1 problem in <stdin>"]
    # In French, standard input is named in French (it said '<stdin>').
    r = runner.invoke(app, ["score", "--lang", "fr", "-"], input="")
    assert r.stderr.splitlines() == ["<entrée standard>: fichier vide\xa0: aucune donne",
                                     "erreur\xa0: 1 problème dans <entrée standard>"]


def test_a_mistyped_seat_in_a_seated_line_is_an_unknown_seat(tmp_path: Path) -> None:
    # made.belote's line 10 (trick 3) with W written X: every other card of the line has
    # its seat before it, and X stands before A♠, at column 11 ('3: S 7♠   X'). It is
    # said as 'X:A♠' is, in both languages; a word after the last card stays a card.
    text = example_text("made")
    seated = write(tmp_path, text.replace("3: S 7♠   W A♠", "3: S 7♠   X A♠"))
    r = score(seated)
    assert r.exit_code == 1 and r.stdout == ""
    assert r.stderr.splitlines() == [
        f"{seated}:10:11: unknown seat 'X' (expected N, E, S or W)",
        f"error: 1 problem in {seated}"]
    r = score(seated, "--lang", "fr")
    assert r.exit_code == 1 and r.stderr.splitlines() == [
        f"{seated}:10:11: place inconnue 'X' (attendu N, E, S ou O)",
        f"erreur\xa0: 1 problème dans {seated}"]
    extra = write(tmp_path, text.replace("E 10♠    #", "E 10♠ X  #"), "extra.belote")
    assert score(extra).stderr.splitlines()[0] == f"{extra}:10:31: unknown card 'X'"
    assert score(extra, "--lang", "fr").stderr.splitlines()[0] == (
        f"{extra}:10:31: carte inconnue 'X'")


def test_a_wrong_seat_or_a_card_again_is_one_problem_not_two(tmp_path: Path) -> None:
    # made.belote's trick 3 (line 10), led by S: W wins it with A♠ (column 11) and leads
    # trick 4. Written N at A♠, or N's 8♠ written 9♥ (column 20, played at trick 2), the
    # lead of trick 4 was reported as well; the first problem explains it.
    text = example_text("made")
    swapped = write(tmp_path, text.replace("3: S 7♠   W A♠   N 8♠", "3: S 7♠   N A♠   W 8♠"))
    again = write(tmp_path, text.replace("3: S 7♠   W A♠   N 8♠", "3: S 7♠   W A♠   N 9♥"),
                  "again.belote")
    assert score(swapped).stderr.splitlines() == [
        f"{swapped}:10:11: trick 3: W plays after S, found N", f"error: 1 problem in {swapped}"]
    assert score(swapped, "--lang", "fr").stderr.splitlines() == [
        f"{swapped}:10:11: pli 3\xa0: on lit N, mais c'est O qui joue après S",
        f"erreur\xa0: 1 problème dans {swapped}"]
    assert score(again).stderr.splitlines() == [
        f"{again}:10:20: card '9♥' already played in trick 2",
        f"{again}: missing cards: 8♠", f"error: 2 problems in {again}"]
    assert score(again, "--lang", "fr").stderr.splitlines() == [
        f"{again}:10:20: carte '9♥' déjà jouée au pli 2",
        f"{again}: cartes manquantes\xa0: 8♠", f"erreur\xa0: 2 problèmes dans {again}"]


def test_a_card_twice_in_one_trick_is_said_written_twice_there(tmp_path: Path) -> None:
    # made.belote's trick 3 (line 10) with N's 8♠ written 7♠, S's lead of the same trick:
    # the card is written twice in trick 3, where 'already played in trick 3' read as if an
    # earlier trick held it; 8♠ is then missing.
    text = example_text("made")
    twice = write(tmp_path, text.replace("3: S 7♠   W A♠   N 8♠", "3: S 7♠   W A♠   N 7♠"))
    assert score(twice).stderr.splitlines() == [
        f"{twice}:10:20: card '7♠' written twice in trick 3",
        f"{twice}: missing cards: 8♠", f"error: 2 problems in {twice}"]
    assert score(twice, "--lang", "fr").stderr.splitlines() == [
        f"{twice}:10:20: carte '7♠' écrite deux fois au pli 3",
        f"{twice}: cartes manquantes\xa0: 8♠", f"erreur\xa0: 2 problèmes dans {twice}"]


def test_deals_after_the_match_is_won_are_not_counted(tmp_path: Path) -> None:
    text = (EXAMPLES / "match.belote").read_text(encoding="utf-8")
    made = (EXAMPLES / "made.belote").read_text(encoding="utf-8")
    path = write(tmp_path, text + "---\n" + made)
    r = score(path)
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(0, 81), (62, 100), (117, 65)]
    assert "EW win the match, 262 to 62" in r.stdout
    assert r.stdout.rstrip().endswith("the match was already won: deal 3 not counted")
    docs = json.loads(score(path, "--json").stdout)
    assert docs[2]["match"] is None


def test_belote_declared_by_the_wrong_seat(tmp_path: Path) -> None:
    text = (EXAMPLES / "made.belote").read_text(encoding="utf-8")
    path = write(tmp_path, text.replace("taker: N", "taker: N\nbelote: S\nrules: belote=declared"))
    r = score(path)
    assert r.exit_code == 0, r.output
    assert "belote declared by S, but S did not hold K♥ Q♥: not counted" in r.stdout
    assert deal_scores(r.stdout) == [(97, 65)]
    path = write(tmp_path, text.replace("taker: N", "taker: N\nbelote: N\nrules: belote=declared"))
    assert deal_scores(score(path).stdout) == [(117, 65)]


# VARIANTS.md's coinche figure: 110 TA by S; NS take 98 card points (scaled TA table) and
# both belotes (K♥ Q♥ by S, K♠ Q♠ by N): 98 + 40 = 138 >= 110, made: NS 98 + 110 + 40 =
# 248, EW 64.
TA_110 = ("contract: 110 TA S\ndealer: E\n"
          "1: S:9D W:KD N:JD E:QD\n2: N:7H E:10H S:KH W:9H\n3: W:KC N:JC E:8C S:AC\n"
          "4: N:JS E:7S S:10S W:AD\n5: N:KS E:7C S:AS W:JH\n6: S:QH W:8H N:8S E:AH\n"
          "7: E:10D S:8D W:10C N:QS\n8: E:7D S:QC W:9C N:9S\n")


def test_a_contract_line_means_coinche(tmp_path: Path) -> None:
    r = score(write(tmp_path, TA_110))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.output) == [(248, 64)] and CHECK in r.output
    # VARIANTS.md refuses sa_ta_points=raw with coinche, whose bids count the scaled
    # tables: a 'contract:' line is coinche, whether the raw table comes from the file or
    # from the command line (it was scored with the raw table, its check line failing).
    for text, args in ((TA_110.replace("dealer: E", "rules: sa_ta_points=raw\ndealer: E"), ()),
                       (TA_110, ("--rule", "sa_ta_points=raw"))):
        r = score(write(tmp_path, text), *args)
        assert r.exit_code == 1 and "Traceback" not in r.stderr
        assert (":1:1: a 'contract:' line means variant=coinche: rule 'sa_ta_points=raw' "
                "does not go with 'variant=coinche'") in r.stderr
    # variant=classic said beside it, in the file or over it by --rule, contradicts the line
    # (by --rule it won, and with sa_ta_points=raw the deal was scored raw, the check line
    # failing with exit 0).
    for text, args in ((TA_110, ("--rule", "variant=classic", "--rule", "sa_ta_points=raw")),
                       ("rules: variant=classic\n" + TA_110, ())):
        r = score(write(tmp_path, text), *args)
        assert r.exit_code == 1
        assert "a 'contract:' line means variant=coinche, not variant=classic" in r.stderr
    # Said in the file, the problem is said at the 'contract:' line, line 2 under the
    # 'rules:' line, from its column 1.
    r = score(write(tmp_path, "rules: variant=classic\n" + TA_110))
    assert (":2:1: a 'contract:' line means variant=coinche, not variant=classic"
            in r.stderr), r.stderr
    # A coinche table plays to 2000 (RULES.md), a contract line's match too: five deals of
    # 248 reach 1240, no winner; with 'target=1000' NS win.
    five = "---\n".join([TA_110] * 5)
    r = score(write(tmp_path, five))
    assert "NS 1,240 – EW 320" in r.output and "win the match" not in r.output
    r = score(write(tmp_path, "rules: target=1000\n" + five))
    assert "NS win the match, 1,240 to 320" in r.output
    # French groups the totals with a narrow no-break space.
    r = score(write(tmp_path, "rules: target=1000\n" + five), "--lang", "fr")
    lines = r.stdout.splitlines()
    assert "partie après la donne 5\xa0: NS 1\u202f240 – EO 320" in lines
    assert "NS gagnent la partie, 1\u202f240 à 320" in lines



def _coinche_taker_problem(line: int, key: str, value: str, contract_key: str,
                           example: str) -> tuple[str, str]:
    # The problem of a 'taker:' line with no 'contract:' line under variant=coinche, in
    # English and French, at ``line``.
    return (f":{line}:1: '{key}: {value}' but no '{contract_key}:' line: under "
            "variant=coinche a deal is scored on its bid; write it, such as "
            f"'{contract_key}: {example}' (the level, 80 to 160 or capot, the trump, the taker)",
            f":{line}:1: '{key}: {value}' mais pas de ligne '{contract_key}:'\xa0: avec "
            "variant=coinche une donne se marque sur son enchère\xa0; écrivez-la, par exemple "
            f"'{contract_key}: {example}' (le niveau, 80 à 160 ou capot, l'atout, le preneur)")


def test_a_coinche_taker_without_its_bid_is_refused_at_its_line(tmp_path: Path) -> None:
    # RULES.md, coinche: every contract is a bid (80 to 160 or capot, a trump), and a made
    # contract scores the takers' trick points plus the bid; a 'taker:' line says no
    # level, so the deal cannot be scored as the rule book says. made.belote under
    # variant=coinche was scored as a classic deal ('made: NS (taker N) 97 trick points
    # against 65', 117 / 65, exit 0). Its taker: line is line 5; N took at ♥.
    made = _example("made.belote")
    english, french = _coinche_taker_problem(5, "taker", "N", "contract", "80 ♥ N")
    for args in ((), ("--json",), ("--analyze",)):
        assert _refused(tmp_path, made, "--rule", "variant=coinche", *args) == (
            str(tmp_path / "deal.belote") + english)
    assert _refused(tmp_path, made, "--rule", "variant=coinche", "--lang", "fr") == (
        str(tmp_path / "deal.belote") + french)
    # Said by the file's own rules: line (one line before the taker), and inherited by a
    # later deal of the match, whose taker: line is then the one refused.
    text = "rules: variant=coinche\n" + made
    assert _refused(tmp_path, text) == str(tmp_path / "deal.belote") + \
        _coinche_taker_problem(6, "taker", "N", "contract", "80 ♥ N")[0]
    contract = "rules: variant=coinche\ncontract: 80 ♥ N\n" + made
    text = contract + "---\n" + made
    taker_2 = len(contract.splitlines()) + 1 + 5  # after the '---' line
    line, problem = _coinche_taker_problem(taker_2, "taker", "N", "contract",
                                           "80 ♥ N")[0].split(" ", 1)
    assert _refused(tmp_path, text) == (
        f"{tmp_path / 'deal.belote'}{line} deal 2: {problem}")
    # French keys are quoted as written; the piles form is refused alike (piles.belote:
    # N took at ♠, its taker: line is line 5).
    french_keys = made.replace("trump:", "atout :").replace("taker:", "preneur :").replace(
        "dealer:", "donneur :")
    assert _refused(tmp_path, french_keys, "--rule", "variant=coinche") == (
        str(tmp_path / "deal.belote")
        + _coinche_taker_problem(5, "preneur", "N", "contrat", "80 ♥ N")[0])
    assert _refused(tmp_path, _example("piles.belote"), "--rule", "variant=coinche") == (
        str(tmp_path / "deal.belote")
        + _coinche_taker_problem(5, "taker", "N", "contract", "80 ♠ N")[0])


def test_a_coinche_deal_is_scored_on_its_contract_line_or_without_a_taker(
        tmp_path: Path) -> None:
    # The way out the problem gives: made.belote with 'contract: 80 ♥ N' beside its taker
    # line. NS take 97 trick points and N's belote 20: 117 >= 80 (and 82), made: NS score
    # 97 + 80 + 20 = 197, EW their 65 (RULES.md, coinche).
    made = _example("made.belote")
    r = score(write(tmp_path, "contract: 80 ♥ N\n" + made), "--rule", "variant=coinche")
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(197, 65)] and CHECK in r.stdout
    # A coinche deal with neither a taker nor a contract keeps what it did: no contract
    # judged (docs/format.md, note 2), each team its trick points and belote, 117 / 65; in
    # a match after the 80 ♥ above, NS 197 + 117 = 314, EW 65 + 65 = 130.
    no_taker = made.replace("taker: N\n", "")
    text = "rules: variant=coinche\ncontract: 80 ♥ N\n" + made + "---\n" + no_taker
    r = score(write(tmp_path, text))
    assert r.exit_code == 0, r.output
    assert deal_scores(r.stdout) == [(197, 65), (117, 65)]
    assert "no contract judged: each team keeps its trick points" in r.stdout
    assert "match after deal 2: NS 314 – EW 130" in r.stdout

# A deal played anticlockwise (S deals, E leads): 90 SA by N, surcoinched; NS take 41
# trick points, short of 82: dedans, EW score 160 + 4 x 90 = 520 (RULES.md, coinche).
SA_90 = ("trump: SA\ntaker: N\ndealer: S\n"
         "rules: direction=anticlockwise variant=coinche sa_ta=on\n"
         "contract: 90 SA N surcoinche\n"
         "1: E:9H N:JH W:AH S:QH\n2: W:QC S:9C E:10C N:7C\n3: E:7D N:8D W:QD S:KD\n"
         "4: S:10H E:KH N:9D W:10D\n5: S:10S E:9S N:7S W:8S\n6: S:KC E:AC N:JS W:JC\n"
         "7: E:AS N:KS W:QS S:7H\n8: E:8H N:JD W:AD S:8C\n")


def test_rules_that_do_not_go_together_are_one_problem_where_written(tmp_path: Path) -> None:
    r = score(write(tmp_path, SA_90))
    assert r.exit_code == 0 and deal_scores(r.output) == [(0, 520)]
    # VARIANTS.md refuses sa_ta_points=raw beside variant=coinche, "named in the message".
    # Options of a 'rules:' line that each read well but do not go together are one
    # problem, at the place of the one that does not go with those before it; the others
    # still hold. The whole line was dropped: every trick line was then out of turn, with
    # advice to add the direction the line had.
    text = SA_90.replace("sa_ta=on", "sa_ta=on sa_ta_points=raw")
    r = score(write(tmp_path, text))
    assert r.exit_code == 1 and "Traceback" not in r.stderr
    column = text.splitlines()[3].index("sa_ta_points") + 1
    assert (f":4:{column}: rule 'sa_ta_points=raw' does not go with 'variant=coinche'"
            in r.stderr)
    assert "1 problem in" in r.stderr and "must lead" not in r.stderr
    # From the command line, the same: one problem, said at the deal's rules line (the
    # contract line no longer says it again), the file's rules holding.
    r = score(write(tmp_path, SA_90), "--rule", "sa_ta_points=raw")
    assert r.exit_code == 1 and "1 problem in" in r.stderr
    column = SA_90.splitlines()[3].index("direction") + 1
    assert f":4:{column}: rule 'sa_ta_points=raw' does not go with" in r.stderr
    # Inherited by the next deal of the file, the same mistake is not said again.
    r = score(write(tmp_path, text + "---\n" + SA_90.replace(SA_90.splitlines()[3] + "\n", "")))
    assert r.exit_code == 1 and "1 problem in" in r.stderr, r.stderr


def test_the_variant_holds_where_an_option_does_not_go_with_it(tmp_path: Path) -> None:
    # Belote à deux has no SA/TA (VARIANTS.md): sa_ta=on beside it, written before the
    # variant, on the rules: line of a 'variant: deux' deal, or by --rule, is one problem;
    # the variant holds (it was the option dropped: 26 problems of a four-player deal).
    deck = ("8C AS KD JS 7C 9C KC 10D 9H 10S 8H 10H QS 9S JD 7S QH 9D 10C 7H AD 7D QD AC "
            "8S QC JC JH KS AH KH 8D")
    deal = f"taker: S\ndealer: S\ndeck: {deck}\n1: N:KD S:JS\n"
    for text, args in (("rules: sa_ta=on variant=deux\n" + deal, ()),
                       ("variant: deux\nrules: sa_ta=on\n" + deal, ()),
                       ("variant: deux\n" + deal, ("--rule", "sa_ta=on"))):
        r = score(write(tmp_path, text), *args)
        assert r.exit_code == 1
        assert "rule 'sa_ta=on' does not go with 'variant=deux'" in r.stderr, r.stderr
        assert "belongs to belote à deux" not in r.stderr
        assert "expected 4" not in r.stderr


def test_a_contract_line_in_a_two_player_game_is_refused(tmp_path: Path) -> None:
    # Belote à deux bids take or pass, no points (VARIANTS.md): a coinche contract there
    # was scored as the deal's taker alone, its level ignored.
    deck = ("8C AS KD JS 7C 9C KC 10D 9H 10S 8H 10H QS 9S JD 7S QH 9D 10C 7H AD 7D QD AC 8S "
            "QC JC JH KS AH KH 8D")
    text = f"variant: deux\ncontract: 80 S S\ndealer: S\ndeck: {deck}\n1: N:KD S:JS\n"
    r = score(write(tmp_path, text))
    assert r.exit_code == 1
    assert ":2:1: 'contract:' is a coinche bid, and belote à deux has none: write 'taker:'" \
        in r.stderr


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_a_contract_line_naming_e_or_w_in_a_two_player_game_is_refused(
        tmp_path: Path, variant: str) -> None:
    # The contract's taker E, with no 'taker:' line: it ended in a KeyError, the check of
    # the seats of a game of two quoting a 'taker:' line that was not there.
    deck = ("8C AS KD JS 7C 9C KC 10D 9H 10S 8H 10H QS 9S JD 7S QH 9D 10C 7H AD 7D QD AC 8S "
            "QC JC JH KS AH KH 8D")
    text = f"variant: {variant}\ncontract: 80 H E\ndealer: N\ndeck: {deck}\n1: S:KD N:JS\n"
    r = score(write(tmp_path, text))
    assert r.exit_code == 1
    assert ":2:1: 'contract:' is a coinche bid" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr + r.stdout
    assert "found 'taker" not in r.stderr


# --- the file itself: unreadable, too large, standard input closed ------------------------

def test_unreadable_file_is_bad_input_not_a_usage_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:

    path = write(tmp_path, (EXAMPLES / "made.belote").read_text(encoding="utf-8"))

    real_open = builtins.open

    def denied(name: Any, *args: Any, **kwargs: Any) -> Any:
        if name == path:
            raise PermissionError(13, "Permission denied", name)
        return real_open(name, *args, **kwargs)

    # Root may read any file: the refusal is made by hand, at both places that could check
    # (``builtins.open``: the reader's own call, in either build, compiled or not).
    monkeypatch.setattr("os.access", lambda p, m: False)
    monkeypatch.setattr(builtins, "open", denied)
    r = score(path)
    assert r.exit_code == 1
    assert f"{path}: cannot read the file: Permission denied" in r.stderr


@pytest.mark.parametrize(("lang", "said", "count"), [
    ("en", "cannot read the file: Not a directory", "error: 1 problem in "),
    ("fr", "impossible de lire le fichier\xa0: ce n'est pas un dossier",
     "erreur\xa0: 1 problème dans "),
])
def test_a_path_through_a_file_is_bad_input_in_the_user_s_words(
        tmp_path: Path, lang: str, said: str, count: str) -> None:
    # deal.belote/x: the system's 'Not a directory', in French in the catalogue's words;
    # exit 1 and no traceback.
    path = write(tmp_path, (EXAMPLES / "made.belote").read_text(encoding="utf-8")) + "/x"
    r = score("--lang", lang, path)
    assert r.exit_code == 1 and r.stdout == ""
    assert r.stderr.splitlines() == [f"{path}: {said}", f"{count}{path}"]


def test_a_file_too_large_is_refused_without_reading_it_all(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:

    monkeypatch.setattr(reader, "MAX_FILE_BYTES", 1024 * 1024)
    path = write(tmp_path, "# " + "x" * (1024 * 1024) + "\n")
    r = score(path)
    assert r.exit_code == 1
    assert "more than 1 MB: too large for a deal file" in r.stderr
    # Standard input is read up to one byte past the limit, the byte that tells it too
    # large, and no further: what follows in the pipe is left unread.
    import io

    stream = io.BytesIO(b"x" * (1024 * 1024 + 10))
    assert reader.read_limited(stream) == b"x" * (1024 * 1024 + 1)
    assert stream.tell() == 1024 * 1024 + 1


def test_zero_device_is_refused() -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero")
    r = score("/dev/zero")  # endless: read only up to the limit
    assert r.exit_code == 1
    assert "too large for a deal file" in r.stderr


@pytest.mark.parametrize("when", ["before Python starts", "after"])
def test_closed_standard_input(when: str) -> None:

    code = "from belote_cli.cli import main; main()"
    if when == "after":
        code = "import os; os.close(0); " + code
    done = subprocess.run(
        [sys.executable, "-c", code, "score", "-"], capture_output=True, text=True,
        timeout=60, stdin=subprocess.PIPE,
        preexec_fn=(lambda: os.close(0)) if when != "after" else None)
    assert done.returncode == 1
    assert done.stderr == "error: standard input is closed: nothing to score\n"


def test_full_disk_on_standard_output() -> None:

    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-c", "from belote_cli.cli import main; main()", "score",
             str(EXAMPLES / "made.belote")], stdout=full, stderr=subprocess.PIPE, text=True,
            timeout=60)
    assert done.returncode == 1
    assert done.stderr == "error: cannot write the output: No space left on device\n"


def test_closed_standard_output() -> None:

    done = subprocess.run(
        [sys.executable, "-c", "from belote_cli.cli import main; main()", "score",
         str(EXAMPLES / "made.belote")], capture_output=True, text=True, timeout=60,
        preexec_fn=lambda: os.close(1))
    assert done.returncode == 1
    assert done.stderr == "error: standard output is closed: nowhere to print\n"
    french = subprocess.run(
        [sys.executable, "-c", "from belote_cli.cli import main; main()", "score", "--lang",
         "fr", str(EXAMPLES / "made.belote")], capture_output=True, text=True, timeout=60,
        preexec_fn=lambda: os.close(1))
    assert french.returncode == 1
    assert french.stderr == "erreur\xa0: la sortie standard est fermée\xa0: nulle part où écrire\n"


def test_analyze_on_piles_says_why_there_is_no_review() -> None:
    result = score("--analyze", str(EXAMPLES / "piles.belote"))
    assert result.exit_code == 0, result.output
    assert "no double-dummy review: the file gives the piles, not the eight tricks" in (
        result.output)
    assert "152 + 10 = 162 ✓" in result.output


def test_one_deal_has_no_deal_heading_and_no_empty_keys() -> None:
    text = score(str(EXAMPLES / "made.belote"))
    assert text.exit_code == 0, text.output
    assert text.output.splitlines()[0].startswith("trump ♥")  # no "deal 1" heading
    doc = json.loads(score("--json", str(EXAMPLES / "made.belote")).output)
    # No announcements written, no notes to give: the keys are left out, not empty.
    assert "announcements" not in doc
    assert "notes" not in doc


def test_version_help_and_no_arguments() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.startswith(f"belote {__version__} (")  # the build: test_build.py
    # No command: the help, as a usage error (exit 2).
    bare = runner.invoke(app, [])
    assert bare.exit_code == 2
    assert "Usage:" in bare.stderr and "play" in bare.stderr and "simulate" in bare.stderr
    # -h as well as --help, the same page, naming the shell-completion options.
    long, short = runner.invoke(app, ["--help"]), runner.invoke(app, ["-h"])
    assert long.exit_code == short.exit_code == 0 and long.output == short.output
    assert "--install-completion" in long.output and "--show-completion" in long.output


# --- 'match: none', 'rules: discovery', the bound on problems, an empty name ----------------

def _example(name: str) -> str:
    return (EXAMPLES / name).read_text(encoding="utf-8")


def test_match_none_scores_each_deal_alone(tmp_path: Path) -> None:
    # The litige of litige.belote holds the takers' 81 in a match; with 'match: none' each
    # deal is scored alone, as its own file is: no running total, no stake carried.
    names = ["made.belote", "litige.belote", "dedans.belote", "litige.belote"]
    text = "match: none\n" + "---\n".join(_example(n) for n in names)
    path = write(tmp_path, text)
    r = score(path, "--json")
    assert r.exit_code == 0, r.output
    docs = json.loads(r.stdout)
    for doc, name in zip(docs, names, strict=True):
        alone = json.loads(score(str(EXAMPLES / name), "--json").stdout)
        assert doc["score"] == alone["score"] and "match" not in doc
    assert docs[2]["score"] == {"NS": 20, "EW": 162}  # RULES.md: dedans with NS's belote
    r = score(path)
    assert "match after deal" not in r.stdout and "win the held" not in r.stdout
    # Each of the two litiges (81–81, N taking: EW score their 81, NS's 81 held back) says
    # where the held 81 go: nowhere, there being no next deal to win them; no line says
    # they wait for one.
    litige = "litige: 81–81; EW score 81, NS's 81 go to no other deal ('match: none')"
    assert r.stdout.count(litige) == 2 and "next deal" not in r.stdout
    french = score(path, "--lang", "fr").stdout
    assert french.count("litige\xa0: 81–81\xa0; EO marquent 81, les 81 de l'équipe NS ne vont à "
                        "aucune autre\n    donne ('partie: aucune')") == 2
    assert "donne suivante" not in french
    assert r.stdout.startswith("deal 1\n" + score(str(EXAMPLES / "made.belote")).stdout[:-1])


def test_without_match_none_the_deals_form_a_match(tmp_path: Path) -> None:
    text = "---\n".join(_example(n) for n in ["litige.belote", "made.belote"])
    docs = json.loads(score(write(tmp_path, text), "--json").stdout)
    # The held 81 of the litige go to NS, who win deal 2: 117 + 81.
    assert docs[1]["match"]["gained"] == {"NS": 117 + 81, "EW": 65}


def test_match_none_belongs_to_the_first_deal(tmp_path: Path) -> None:
    text = _example("made.belote") + "---\nmatch: none\n" + _example("made.belote")
    r = score(write(tmp_path, text))
    assert r.exit_code == 1
    assert "deal 2: 'match: none' in a later deal only" in r.stderr


def test_the_discovery_deal_scores_no_belote(tmp_path: Path) -> None:
    # made.belote without its taker: each team keeps its card points (97 / 65); N played
    # K♥ and Q♥, worth 20 more to NS, except in the discovery deal (RULES.md).
    plain = _example("made.belote").replace("taker: N\n", "")
    docs = [json.loads(score(write(tmp_path, t), "--json").stdout)
            for t in (plain, plain.replace("trump: ♥", "trump: ♥\nrules: discovery"))]
    assert docs[0]["score"] == {"NS": 117, "EW": 65} and docs[0]["belote"] == "NS"
    assert docs[1]["score"] == {"NS": 97, "EW": 65} and docs[1]["belote"] is None
    r = score(write(tmp_path, _example("made.belote").replace("trump: ♥",
                                                              "trump: ♥\nrules: discovery")))
    assert r.exit_code == 1 and "'rules: discovery' but the deal has a taker" in r.stderr


@pytest.mark.parametrize("word", ["sans-enchères", "sans-encheres", "découverte"])
def test_the_french_words_of_the_deal_without_bidding(tmp_path: Path, word: str) -> None:
    # French: 'sans-enchères' (or 'découverte', its earlier word) marks the same deal as
    # 'discovery': N's K♥ Q♥ score nothing, NS keep their 97 card points.
    plain = _example("made.belote").replace("taker: N\n", "")
    doc = json.loads(score(write(tmp_path, plain.replace("trump: ♥", f"trump: ♥\nrules: {word}")),
                           "--json").stdout)
    assert doc["score"] == {"NS": 97, "EW": 65} and doc["belote"] is None


_NOT_CLASSIC_EN = ("a deal without bidding is played by four at classic belote, with no "
                   "auction")
_NOT_CLASSIC_FR = "une donne sans enchères se joue à quatre, à la belote classique"


@pytest.mark.parametrize(("header", "args", "problem"), [
    # The word's column: 'rules: ' is 7 characters, 'règles: ' 8.
    ("trump: ♥\nrules: discovery variant=coinche\ndealer:", (),
     f"5:8: 'rules: discovery' but the deal is one of variant=coinche: {_NOT_CLASSIC_EN}"),
    ("trump: ♥\nrules: variant=coinche discovery\ndealer:", (),
     f"5:24: 'rules: discovery' but the deal is one of variant=coinche: {_NOT_CLASSIC_EN}"),
    ("trump: ♥\nrules: discovery\ndealer:", ("--rule", "variant=coinche"),
     f"5:8: 'rules: discovery' but the deal is one of variant=coinche: {_NOT_CLASSIC_EN}"),
    ("atout: ♥\nrègles: sans-enchères variant=coinche\ndonneur:", ("--lang", "fr"),
     f"5:9: 'règles: sans-enchères' mais la donne est de variant=coinche\xa0: "
     f"{_NOT_CLASSIC_FR}"),
    ("trump: ♥\nrules: discovery\ndealer:", ("--rule", "variant=coinche", "--lang", "fr"),
     f"5:8: 'rules: discovery' mais la donne est de variant=coinche\xa0: {_NOT_CLASSIC_FR}"),
])
def test_the_deal_without_bidding_is_refused_under_coinche(
        tmp_path: Path, header: str, args: tuple[str, ...], problem: str) -> None:
    # As belote play --discovery --rule variant=coinche (exit 2) and Game.discovery refuse
    # the pair: it scored the deal as classic belote's without bidding, 97 / 65, exit 0.
    # Said at the word that makes the deal one without bidding, text and --json alike.
    text = _example("made.belote").replace("trump: ♥\ntaker: N\ndealer:", header)
    assert header in text
    path = write(tmp_path, text)
    count = (f"erreur\xa0: 1 problème dans {path}" if "fr" in args
             else f"error: 1 problem in {path}")
    for json_args in ((), ("--json",)):
        r = score(path, *args, *json_args)
        assert (r.exit_code, r.stdout) == (1, "")
        assert r.stderr.splitlines() == [f"{path}:{problem}", count]


def test_the_deal_without_bidding_is_refused_in_a_game_of_two(tmp_path: Path) -> None:
    # examples/deux.belote without its taker, 'rules: discovery' in its place (line 10): it
    # scored S's belote 20 (109 / 73), which a deal without bidding has none of, as a
    # game of two has no deal without bidding (Game.discovery, play --discovery).
    text = _example("deux.belote")
    assert text.splitlines()[9].startswith("taker: S")
    lines = text.splitlines(keepends=True)
    lines[9] = "rules: discovery\n"
    path = write(tmp_path, "".join(lines))
    r = score(path)
    assert r.exit_code == 1
    assert r.stderr.splitlines() == [
        f"{path}:10:8: 'rules: discovery' but the deal is one of variant=deux: "
        f"{_NOT_CLASSIC_EN}", f"error: 1 problem in {path}"]


def test_only_the_first_problems_are_printed(tmp_path: Path) -> None:
    path = write(tmp_path, "trump: ♥\n" + "x\n" * 5000)
    # The counts grouped as each language groups thousands: 4,981, French 4 981 (U+202F).
    for lang, more, total in (("en", "… and 4,981 more", "error: 5,001 problems in"),
                              ("fr", "… et 4\u202f981 de plus",
                               "erreur\xa0: 5\u202f001 problèmes dans")):
        r = score(path, "--lang", lang)
        lines = r.stderr.splitlines()
        assert r.exit_code == 1 and len(lines) == 22
        assert lines[1].startswith(f"{path}:2:1: ")
        assert lines[20] == more and lines[21].startswith(total)


def test_a_file_of_too_many_problems_is_read_no_further(tmp_path: Path) -> None:
    # The x of line n is problem n - 1: the 10,000th on line 10,001, reading stops at the
    # next; the count is then a lower bound, and said to be one.
    path = write(tmp_path, "trump: ♥\n" + "x\n" * 50_000)
    for lang, more, total in (
            # The counts grouped (9,980, French 9 980), the line's number as it is.
            ("en", "… and 9,980 more before line 10002, where reading stopped: too many "
                   "problems", f"error: at least 10,000 problems in {path}"),
            ("fr", "… et 9\u202f980 de plus avant la ligne 10002, où la lecture s'est "
                   "arrêtée\xa0: trop de problèmes",
             f"erreur\xa0: au moins 10\u202f000 problèmes dans {path}")):
        r = score(path, "--lang", lang)
        lines = r.stderr.splitlines()
        assert r.exit_code == 1 and r.stdout == "" and len(lines) == 22
        assert lines[0].startswith(f"{path}:2:1: ")
        assert lines[20:] == [more, total]


def test_the_problems_shown_of_a_file_read_no_further_are_its_first(tmp_path: Path) -> None:
    # trump: H, then '1: AH AH AH AH' on lines 2 onwards. Lines 2 to 9 are tricks 1 to 8:
    # line 2 plays AH again at columns 7, 10, 13 (3 problems), lines 3 to 9 are each trick 1
    # written twice (column 1) and AH again at columns 4, 7, 10, 13 (5 problems, 35 in all):
    # 38 problems, found when the deal's tricks are checked. Each line from 10 is a ninth
    # trick, one problem each. The first 20 in the file's order: lines 2 to 5, then line 6's
    # columns 1 and 4.
    first = ([(2, c) for c in (7, 10, 13)]
             + [(n, c) for n in (3, 4, 5) for c in (1, 4, 7, 10, 13)] + [(6, 1), (6, 4)])
    # 20,000 trick lines. Lines 10 to 17 could be tricks 9 to 16 of a game of two, had a
    # 'variant: deux' line come after them: they are judged once reading ends, each a ninth
    # trick (8 problems). From line 18 each is counted as it is read: the 10,000th is on
    # line 10,017, reading stops at line 10,018, and the 38 problems of lines 2 to 9 and the
    # 8 of lines 10 to 17 are counted too: at least 10,046, 20 of them shown.
    path = write(tmp_path, "trump: H\n" + "1: AH AH AH AH\n" * 20_000)
    r = score(path)
    lines = r.stderr.splitlines()
    assert r.exit_code == 1 and r.stdout == "" and len(lines) == 22
    assert [tuple(int(n) for n in line.split(":")[1:3]) for line in lines[:20]] == first
    assert lines[0] == f"{path}:2:7: card 'AH' written twice in trick 1"
    assert lines[3] == f"{path}:3:1: trick 1 written twice"
    assert lines[20:] == [
        "… and 10,026 more before line 10018, where reading stopped: too many problems",
        f"error: at least 10,046 problems in {path}"]
    # 10,000 trick lines: read to the end, 9,992 ninth tricks (lines 10 to 10,001), the 38,
    # and the cards missing (all but A♥): the count is exact, 10,031.
    path = write(tmp_path, "trump: H\n" + "1: AH AH AH AH\n" * 10_000)
    r = score(path)
    lines = r.stderr.splitlines()
    assert [tuple(int(n) for n in line.split(":")[1:3]) for line in lines[:20]] == first
    assert lines[20:] == ["… and 10,011 more", f"error: 10,031 problems in {path}"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "line of 1,215 characters: no line of a deal file is longer than 1,000 (comments "
           "left out)"),
    ("fr", "ligne de 1\u202f215 caractères\xa0: aucune ligne d'un fichier de donne ne dépasse "
           "1\u202f000 (commentaires non comptés)"),
])
def test_a_line_too_long_is_said_with_its_figures_grouped(tmp_path: Path, lang: str,
                                                           said: str) -> None:
    # '1: AH KH QH JH ' (15 characters) and 1,200 x: 1,215, over the 1,000 a line may hold;
    # the position (line 2, column 1001) is written as it is.
    path = write(tmp_path, "trump: H\n1: AH KH QH JH " + "x" * 1200 + "\n")
    r = score(path, "--lang", lang)
    assert r.exit_code == 1 and f"{path}:2:1001: {said}" in r.stderr.splitlines(), r.stderr


def test_an_empty_file_name_is_said_to_be_empty() -> None:
    r = score("")
    assert r.exit_code == 1
    assert r.stderr == "error: an empty file name: name a deal file, or - for standard input\n"



def test_a_file_name_with_a_line_break_is_quoted_on_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A name a terminal does not show as itself is quoted as a name of blanks is
    # (write_blank_name's repr): the line break of 'belote score $'\n'' split the problem
    # over two lines, an escape coloured the rest of the line, a name of blanks read as
    # nothing. Each problem and the count name it the same, on one line each.
    monkeypatch.chdir(tmp_path)
    for name, quoted in (("\n", "'\\n'"), ("a\tb", "'a\\tb'"), (" ", "' '"),
                         ("\x1b[31mred", "'\\x1b[31mred'")):
        r = score(name)
        assert r.exit_code == 1 and r.stdout == ""
        assert r.stderr == f"{quoted}: no such file\nerror: 1 problem in {quoted}\n"
        r = score(name, "--lang", "fr")
        assert r.stderr == (f"{quoted}: fichier introuvable\n"  # FILE:LINE: as in English
                            f"erreur\xa0: 1 problème dans {quoted}\n")
    # A file that is there: its problems at their lines, named the same way.
    (tmp_path / "bad\nname.belote").write_text("trump: H\n", encoding="utf-8")
    r = score("bad\nname.belote")
    assert r.exit_code == 1
    assert r.stderr.splitlines() == [
        "'bad\\nname.belote':1: no tricks ('1: A♥ 7♥ 10♥ K♥') and no piles ('NS: …')",
        "error: 1 problem in 'bad\\nname.belote'"]
    # A name a terminal shows as itself is printed as given, accents and spaces included.
    (tmp_path / "donne à 4.belote").write_text(_example("made.belote"), encoding="utf-8")
    assert score("donne à 4.belote").exit_code == 0
    assert score("donné.belote").stderr == (
        "donné.belote: no such file\nerror: 1 problem in donné.belote\n")

HELD_AT_THE_END = """trump: H
taker: N
rules: target=150
NS: AS AC 10H KC JS AD QH QS JH QC KH 9C
last: NS
---
trump: H
taker: N
rules: target=150
NS: QC JC KC JS AD QD 10H 10C AC 10S QS JD
last: NS
"""


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "match after deal 2: NS 92 – EW 151 (81 held, lost: the match is over)"),
    ("fr", "partie après la donne 2\xa0: NS 92 – EO 151 (81 en réserve, perdus\xa0: la partie "
           "est finie)"),
])
def test_litige_points_held_at_the_match_s_end_are_said_lost(tmp_path: Path, lang: str,
                                                              line: str) -> None:
    # Deal 1 (♥ trump): NS take A♠ 11, A♣ 11, 10♥ 10, K♣ 4, J♠ 2, A♦ 11, Q♥ 3, Q♠ 3,
    # J♥ 20, Q♣ 3, K♥ 4, 9♣ 0 = 82, and the dix de der: 92 to 70, made. Deal 2: 3 + 2 + 4
    # + 2 + 11 + 3 + 10 + 10 + 11 + 10 + 3 + 2 = 71, + 10 = 81 each: a litige, EW score 81
    # now (151, past the target of 150) and NS's 81 wait for a deal never played: RULES.md
    # says held points still waiting at the end are not scored.
    path = tmp_path / "m.belote"
    path.write_text(HELD_AT_THE_END, encoding="utf-8")
    result = score("--lang", lang, str(path))
    assert result.exit_code == 0, result.output
    assert line in result.stdout.splitlines()
    assert ("EW win the match, 151 to 92" if lang == "en"
            else "EO gagnent la partie, 151 à 92") in result.stdout


# --- deals written as at a real table, scored by hand ----------------------------------------

DEALS = Path(__file__).resolve().parent / "deals"


def first_errors(tmp_path: Path, text: str) -> tuple[str, str]:
    # ``belote score`` of ``text`` written to deal.belote, refused (exit 1): the first
    # error line in English, then with --lang fr.
    lines: list[str] = []
    for lang in ((), ("--lang", "fr")):
        r = score(write(tmp_path, text), *lang)
        assert r.exit_code == 1, r.output
        lines.append(r.stderr.splitlines()[0])
    return lines[0], lines[1]


def scored_json(tmp_path: Path, text: str) -> Any:
    # ``belote score --json`` of ``text`` written to deal.belote, scored (exit 0).
    r = score("--json", write(tmp_path, text))
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def hand_written(name: str) -> str:
    # A deal of tests/deals/hand-written.
    return (DEALS / "hand-written" / f"{name}.belote").read_text("utf-8")


def test_a_deal_written_as_at_the_table_scores_as_counted_by_hand() -> None:
    # tests/deals/friday-night.belote: N's A♠ 10♠ K♠ lead; E ruffs the third with 8♥ and S
    # must overtrump (9♥); W, void with no trump, discards; S charges A♦ on trick 2 with
    # partner winning (free). Trick points and score counted in the file's comments.
    r = score("--json", str(DEALS / "friday-night.belote"))
    assert r.exit_code == 0, r.output
    deal = json.loads(r.stdout)
    assert [t["winner"] for t in deal["tricks"]] == ["N", "N", "S", "S", "S", "E", "S", "S"]
    assert [t["points"] for t in deal["tricks"]] == [13, 24, 18, 32, 18, 13, 18, 16]
    assert deal["points"] == {"NS": 149, "EW": 13}
    assert (deal["belote"], deal["result"], deal["revokes"]) == ("NS", "made", [])
    assert deal["score"] == {"NS": 169, "EW": 13}


def test_a_defence_revoke_at_the_table_gives_the_takers_162() -> None:
    # The same deal with W's J♦ and K♣ swapped: on trick 7 (A♣ led) W holds K♣ and plays
    # J♦, a revoke (must follow ♣). RULES.md: the offending team is scored as dedans, so NS
    # score 162 and keep their belote, 182; EW 0. As played: NS 149 + 20, EW 13.
    text = (DEALS / "friday-night.belote").read_text("utf-8")
    text = text.replace("7: e ac s qh w kc", "7: e ac s qh w jd").replace("W J♦", "W K♣")
    r = runner.invoke(app, ["score", "--json", "-"], input=text)
    deal = json.loads(r.stdout)
    assert deal["revokes"] == [{"trick": 7, "seat": "W", "card": "JD", "rule": "must follow ♣"}]
    assert (deal["penalty"], deal["score"]) == ("EW", {"NS": 182, "EW": 0})
    r = runner.invoke(app, ["score", "--json", "--as-played", "-"], input=text)
    assert json.loads(r.stdout)["score"] == {"NS": 169, "EW": 13}


def test_announcements_written_as_their_values(tmp_path: Path) -> None:
    # tests/deals/hand-written/coinche-carre.belote with E's carré of tens written '100 10'
    # (a cent cannot top at a rank alone: the carré) and W's cinquante 'O 50 A♥'. E played
    # the four tens (tricks 3, 4, 7, 8) and W A♥ K♥ Q♥ J♥ (tricks 3, 4, 5, 8): both true,
    # EW 100 + 50 = 150 (RULES.md), and the deal scores as with the kinds named: NS 110
    # trick points + the bid 100 = 210, EW 52 + 150 = 202.
    text = hand_written("coinche-carre")
    valued = text.replace("annonce: E carré 10", "annonce: E 100 10").replace(
        "annonce: O cinquante A♥", "annonce: O 50 A♥")
    assert valued != text and "O 50 A♥" in valued
    doc = scored_json(tmp_path, valued)
    assert doc["announcements"]["declared"] == [
        {"seat": "E", "announcement": "carré 10", "points": 100, "valid": True},
        {"seat": "W", "announcement": "cinquante AH", "points": 50, "valid": True}]
    assert doc["announcements"]["score"] == {"NS": 0, "EW": 150}
    assert doc["score"] == {"NS": 210, "EW": 202}
    # Checked against the cards played as the named forms are: N played no A♥.
    false = valued.replace("annonce: E 100 10", "annonce: N 50 A♥")
    assert "false announcement: N cinquante A♥ (N did not play" in score(
        write(tmp_path, false)).stdout
    # The JSON says which declaration is false, where it listed it as the true ones: N's
    # cinquante not valid, and EW's score W's 50 alone.
    doc = scored_json(tmp_path, false)
    assert doc["announcements"]["declared"] == [
        {"seat": "N", "announcement": "cinquante AH", "points": 50, "valid": False},
        {"seat": "W", "announcement": "cinquante AH", "points": 50, "valid": True}]
    assert doc["announcements"]["score"] == {"NS": 0, "EW": 50}
    # '100 A♥' is the cent to the ace or the carré of aces: refused, both spellings named.
    two = valued.replace("annonce: O 50 A♥", "annonce: O 100 A♥")
    assert first_errors(tmp_path, two) == (
        f"{tmp_path / 'deal.belote'}:7:12: '100 A♥' names two announcements worth 100, a "
        f"cent and a carré: write 'cent A♥' or 'carré A'",
        f"{tmp_path / 'deal.belote'}:7:12: '100 A♥' désigne deux annonces de 100, un cent et "
        f"un carré\u00a0: écrivez 'cent A♥' ou 'carré A'")


def test_announcements_not_counted_are_neither_valid_nor_false(tmp_path: Path) -> None:
    # Without announcements=on the declarations are not counted, and not checked: 'valid'
    # is null (docs/format.md), as the score is none.
    text = hand_written("coinche-carre").replace("règles: announcements=on\n", "")
    doc = scored_json(tmp_path, text)
    assert [d["valid"] for d in doc["announcements"]["declared"]] == [None, None]
    assert doc["announcements"]["score"] == {"NS": 0, "EW": 0}


def test_announcements_written_as_their_values_in_words(tmp_path: Path) -> None:
    # The same deal with E's carré of tens written 'cent de dix' (cent before a rank alone:
    # the carré worth 100, RULES.md): the same declarations and score as 'carré 10'.
    text = hand_written("coinche-carre")
    said = text.replace("annonce: E carré 10", "annonce: E cent de dix")
    assert said != text
    doc = scored_json(tmp_path, said)
    assert doc["announcements"]["declared"] == [
        {"seat": "E", "announcement": "carré 10", "points": 100, "valid": True},
        {"seat": "W", "announcement": "cinquante AH", "points": 50, "valid": True}]
    assert doc["score"] == {"NS": 210, "EW": 202}
    # 'cent cinquante 10': under sans atout the carré of tens, worth 150 (VARIANTS.md)...
    fifty = text.replace("annonce: E carré 10", "annonce: E cent cinquante 10")
    sans_atout = fifty.replace("atout: carreau", "atout: SA").replace(
        "contrat: 100 carreau Sud", "contrat: 100 SA Sud")
    # (False there: under sans atout other seats win the tricks and lead the next ones,
    # and the file's trick lines, in the order of play, give E other cards.)
    assert scored_json(tmp_path, sans_atout)["announcements"]["declared"][0] == {
        "seat": "E", "announcement": "carré 10", "points": 150, "valid": False}
    # ...and with a suit as trump the carré of nines alone: an error at '10' (line 6,
    # column 27: 'annonce: E cent cinquante ' is 26 characters), in both languages.
    assert first_errors(tmp_path, fifty) == (
        f"{tmp_path / 'deal.belote'}:6:27: no announcement worth 150 has '10': 150 is the "
        f"carré of nines ('150 9')",
        f"{tmp_path / 'deal.belote'}:6:27: aucune annonce de 150 n'a '10'\u00a0: 150, c'est "
        f"le carré de neuf ('150 9')")


def test_a_carres_value_with_a_suit_is_an_error(tmp_path: Path) -> None:
    # coinche-carre.belote with W's cinquante written 'O 200 V♥' (and 'O deux cents V♥'):
    # a carré names its rank, so this is 'carré V♥''s error, at V♥ on line 7 (column 16:
    # 'annonce: O 200 ' is 15 characters; 'annonce: O deux cents ', 22), where it read
    # the carré of jacks. Exit 1, in both languages.
    text = hand_written("coinche-carre")
    for said, column in (("O 200 V♥", 16), ("O deux cents V♥", 23)):
        wrong = text.replace("annonce: O cinquante A♥", f"annonce: {said}")
        assert wrong != text
        assert first_errors(tmp_path, wrong) == (
            f"{tmp_path / 'deal.belote'}:7:{column}: unknown rank 'V♥' for a carré "
            f"(expected J, 9, A, 10, K or Q)",
            f"{tmp_path / 'deal.belote'}:7:{column}: rang inconnu 'V♥' pour un carré "
            f"(attendu V, 9, A, 10, R ou D)")


def test_d_before_a_card_and_before_a_rank_in_words(tmp_path: Path) -> None:
    # coinche-carre.belote with W's cinquante written 'O cinquante d'A♥': the same
    # cinquante to A♥ and the same score as the file as written (NS 210, EW 202, see
    # test_announcements_written_as_their_values), where d'A♥ was an unknown card.
    text = hand_written("coinche-carre")
    elided = text.replace("annonce: O cinquante A♥", "annonce: O cinquante d'A♥")
    assert elided != text
    doc = scored_json(tmp_path, elided)
    assert doc["announcements"]["declared"][1] == {
        "seat": "W", "announcement": "cinquante AH", "points": 50, "valid": True}
    assert doc["score"] == {"NS": 210, "EW": 202}
    # 'E tierce d'as': a rank without its suit, as 'tierce A' says, at 'd'as' (line 6,
    # column 19: 'annonce: E tierce ' is 18 characters), in both languages.
    rank = text.replace("annonce: E carré 10", "annonce: E tierce d'as")
    assert first_errors(tmp_path, rank) == (
        f"{tmp_path / 'deal.belote'}:6:19: 'as' is a rank without its suit: a sequence "
        f"names its top card with its suit ('tierce A♥')",
        f"{tmp_path / 'deal.belote'}:6:19: 'as' est un rang sans sa couleur\u00a0: une "
        f"séquence nomme sa carte haute avec sa couleur ('tierce A♥')")


def test_four_of_a_rank_is_scored_as_a_carre(tmp_path: Path) -> None:
    # coinche-carre.belote with E's carré of tens written 'E quatre dix': the same carré
    # and score as the file as written (NS 210, EW 202, see
    # test_announcements_written_as_their_values), where 'quatre' was unknown.
    text = hand_written("coinche-carre")
    four = text.replace("annonce: E carré 10", "annonce: E quatre dix")
    assert four != text
    doc = scored_json(tmp_path, four)
    assert doc["announcements"]["declared"][0] == {
        "seat": "E", "announcement": "carré 10", "points": 100, "valid": True}
    assert doc["score"] == {"NS": 210, "EW": 202}


def test_values_in_english_words_are_scored_as_their_digits(tmp_path: Path) -> None:
    # coinche-coinched.belote (English) with N's tierce written 'N twenty AH': the same
    # declarations and score as the file as written, where 'twenty' was unknown.
    text = hand_written("coinche-coinched")
    twenty = text.replace("announce: N tierce AH", "announce: N twenty AH")
    assert twenty != text
    as_written = json.loads(score("--json", write(tmp_path, text)).stdout)
    doc = scored_json(tmp_path, twenty)
    assert doc["announcements"]["declared"][0] == {
        "seat": "N", "announcement": "tierce AH", "points": 20, "valid": True}
    assert doc["announcements"] == as_written["announcements"]
    assert doc["score"] == as_written["score"]
    # 'hundred and fifty AH': 150 is the carré of nines alone, an error at AH (line 5,
    # column 31: 'announce: N hundred and fifty ' is 30 characters), in both languages.
    wrong = text.replace("announce: N tierce AH", "announce: N hundred and fifty AH")
    assert first_errors(tmp_path, wrong) == (
        f"{tmp_path / 'deal.belote'}:5:31: no announcement worth 150 has 'AH': 150 is the "
        f"carré of nines ('150 9')",
        f"{tmp_path / 'deal.belote'}:5:31: aucune annonce de 150 n'a 'AH'\u00a0: 150, "
        f"c'est le carré de neuf ('150 9')")


def test_an_english_deal_and_a_french_deal_joined_are_scored(tmp_path: Path) -> None:
    # examples/made.belote in English letters (C clubs), then in French keys and letters
    # (C cœur), joined with '---': each deal read by its own keys, each scored as the
    # example says, NS 97 + 20 = 117, EW 65, a match of 234 to 130; it was refused.
    made = example_text("made")
    english, french = made, made.replace("trump:", "atout:").replace(
        "taker:", "preneur:").replace("dealer:", "donneur:")
    for symbol, en, fr in zip("♠♥♦♣", "SHDC", "PCKT", strict=True):
        english, french = english.replace(symbol, en), french.replace(symbol, fr)
    deals = scored_json(tmp_path, english + "---\n" + french)
    assert [deal["score"] for deal in deals] == [{"NS": 117, "EW": 65}] * 2
    assert deals[1]["match"]["totals"] == {"NS": 234, "EW": 130}


def test_a_match_notes_a_dealer_out_of_turn(tmp_path: Path) -> None:
    # examples/made.belote, dealt by E, then its cards again without seats, dealt by the
    # seat each case names. RULES.md: the deal passes to the next player after every deal,
    # void ones included; clockwise S → W → N → E, so after E comes S. A void deal leaves
    # nothing in a file: another dealer is not an error (FORMAT.md puts no rule on the
    # dealers of a file's deals) but a note, naming how many void deals would explain it.
    made = example_text("made")
    unseated = "".join(
        line.split(":")[0] + ": " + " ".join(t for t in line.split(":", 1)[1].split()
                                             if t not in "NESW") + "\n"
        if line[:1].isdigit() else line for line in made.splitlines(keepends=True))

    def match(dealer: str, header: str = "", second: str = "") -> str:
        return (header + made + "---\n" + second
                + unseated.replace("dealer: E ", f"dealer: {dealer} "))

    def notes(text: str, *args: str) -> list[Any]:
        r = score("--json", write(tmp_path, text), *args)
        assert r.exit_code == 0, r.output
        return [deal.get("notes", []) for deal in json.loads(r.stdout)]

    assert notes(match("S")) == [[], []]
    assert notes(match("W")) == [[], [
        "dealer W: after E (dealer of deal 1) the deal passes to S; W deals only if a void "
        "deal (everybody passed) came between"]]
    assert notes(match("E")) == [[], [
        "dealer E: after E (dealer of deal 1) the deal passes to S; E deals only if 3 void "
        "deals (everybody passed) came between"]]
    # Deal 2 anticlockwise (S → E → N → W): after E comes N, and S is two void deals on.
    assert notes(match("S", second="rules: direction=anticlockwise\n")) == [[], [
        "dealer S: after E (dealer of deal 1) the deal passes to N; S deals only if 2 void "
        "deals (everybody passed) came between"]]
    r = score(write(tmp_path, match("W")), "--lang", "fr")
    assert r.exit_code == 0, r.output
    assert ("donneur O\u00a0: après E (donneur de la donne 1) la donne passe à S\u00a0; O ne "
            "donne que si une donne nulle (tout le monde a passé) est venue entre les deux"
            ) in r.stdout.replace("\n    ", " ").splitlines()
    # Independent deals ('match: none') are no match: their dealers are not compared.
    assert notes(match("W", "match: none\n")) == [[], []]
    # Deal 1 (NS score 97 + belote 20 = 117) wins a match to 100: deal 2 is
    # not counted, and its dealer is not compared (a new match may begin with any dealer).
    won = notes(match("W", "rules: target=100\n"))
    assert won == [[], []]




# examples/made.belote's deal, its header on lines 1-3 and trick n on line 3 + n: N's Q♥
# at trick 1, N's Q♣ at trick 8 (line 11, column 27).
MADE = ("trump: ♥\ntaker: N\ndealer: E\n"
        "1: S J♥   W 7♥   N Q♥   E 8♥\n"
        "2: S 9♥   W A♥   N K♥   E 10♥\n"
        "3: S 7♠   W A♠   N 8♠   E 10♠\n"
        "4: W 9♠   N K♠   E Q♠   S J♠\n"
        "5: N 7♦   E A♦   S 8♦   W 10♦\n"
        "6: E K♦   S Q♦   W 9♦   N J♦\n"
        "7: E 10♣  S 7♣   W K♣   N 9♣\n"
        "8: E J♣   S A♣   W 8♣   N Q♣\n")


@pytest.mark.parametrize(("lang", "first", "missing"), [
    ("en", "11:27: card 'Q♣' already played in trick 1; 'DC' was read as Q♣ (C is clubs in "
     "an English file): for the queen of hearts write D♥ or QH", "missing cards: Q♥"),
    ("fr", "11:27: carte 'Q♣' déjà jouée au pli 1\xa0; 'DC' a été lu comme D♣ (C est trèfle "
     "dans un fichier anglais)\xa0: pour la dame de cœur, écrivez D♥ ou QH",
     "cartes manquantes\xa0: D♥"),
])
def test_a_french_rank_with_c_read_as_a_club_is_named(tmp_path: Path, lang: str, first: str,
                                                       missing: str) -> None:
    # N's Q♥ written 'DC', as a French player writes the dame de cœur: in a file of English
    # keys C is clubs, so the deal has Q♣ twice (tricks 1 and 8) and no Q♥. The first
    # problem says what 'DC' was read as, where it only said that Q♣ came twice.
    path, r = refused(tmp_path, MADE.replace("N Q♥", "N DC"), lang)
    assert r.stderr.splitlines()[:2] == [f"{path}:{first}", f"{path}: {missing}"], r.stderr


# The same deal written in French (keys and letters): trick n on line 3 + n, N's D♣ at
# trick 8 (line 11, column 31).
MADE_FR = ("atout: ♥\npreneur: N\ndonneur: E\n"
           "pli 1: S V♥   O 7♥   N D♥   E 8♥\n"
           "pli 2: S 9♥   O A♥   N R♥   E 10♥\n"
           "pli 3: S 7♠   O A♠   N 8♠   E 10♠\n"
           "pli 4: O 9♠   N R♠   E D♠   S V♠\n"
           "pli 5: N 7♦   E A♦   S 8♦   O 10♦\n"
           "pli 6: E R♦   S D♦   O 9♦   N V♦\n"
           "pli 7: E 10♣  S 7♣   O R♣   N 9♣\n"
           "pli 8: E V♣   S A♣   O 8♣   N D♣\n")


@pytest.mark.parametrize(("lang", "first", "missing"), [
    ("en", "11:31: card 'QC' already played in trick 1; 'QC' was read as Q♥ (C is hearts, "
     "cœur, in a French file): for the queen of clubs write Q♣ or DT", "missing cards: Q♣"),
    ("fr", "11:31: carte 'QC' déjà jouée au pli 1\xa0; 'QC' a été lu comme D♥ (C est cœur "
     "dans un fichier français)\xa0: pour la dame de trèfle, écrivez Q♣ ou DT",
     "cartes manquantes\xa0: D♣"),
])
def test_an_english_rank_with_c_read_as_a_heart_is_named(tmp_path: Path, lang: str,
                                                          first: str, missing: str) -> None:
    # The mirror in a file of French keys, where C is cœur: N's Q♣ written 'QC', as an
    # English player writes the queen of clubs, is read Q♥, so the deal has Q♥ twice
    # (tricks 1 and 8) and no Q♣. The first problem says what 'QC' was read as, where it
    # only said that 'QC' came twice.
    path, r = refused(tmp_path, MADE_FR.replace("N D♣", "N QC"), lang)
    assert r.stderr.splitlines()[:2] == [f"{path}:{first}", f"{path}: {missing}"], r.stderr


@pytest.mark.parametrize(("lang", "first", "missing"), [
    ("en", "10:6: card '10♣' already played in trick 2; '10C' was read as 10♣ (C is clubs in "
     "an English file): for the ten of hearts write 10♥ or 10H", "missing cards: 10♥"),
    ("fr", "10:6: carte '10♣' déjà jouée au pli 2\xa0; '10C' a été lu comme 10♣ (C est "
     "trèfle dans un fichier anglais)\xa0: pour le dix de cœur, écrivez 10♥ ou 10H",
     "cartes manquantes\xa0: 10♥"),
])
def test_a_shared_rank_with_c_read_as_a_club_is_named(tmp_path: Path, lang: str, first: str,
                                                      missing: str) -> None:
    # E's 10♥ of trick 2 written '10C', as a French player writes the dix de cœur: read
    # 10♣, played again by E at trick 7 (line 10, column 6), and 10♥ missing. A rank
    # written alike in both languages is named when its card comes twice and the heart
    # is missing, where it only said that 10♣ came twice.
    path, r = refused(tmp_path, MADE.replace("E 10♥", "E 10C"), lang)
    assert r.stderr.splitlines()[:2] == [f"{path}:{first}", f"{path}: {missing}"], r.stderr


def test_a_shared_rank_with_c_is_not_named_unless_twice_and_its_heart_missing(
        tmp_path: Path) -> None:
    # 'AC' for S's A♣ (trick 8), right as read, with 7♥ left out of trick 1: no hint.
    text = MADE.replace("S A♣", "S AC").replace("W 7♥   ", "")
    path, r = refused(tmp_path, text, "en")
    assert "was read as" not in r.stderr, r.stderr
    # A♣ written twice ('AC' at trick 8, A♣ for W's A♠ at trick 3), A♥ played: no hint.
    path, r = refused(tmp_path, MADE.replace("S A♣", "S AC").replace("W A♠", "W A♣"), "en")
    assert "was read as" not in r.stderr, r.stderr


def test_an_english_rank_with_c_right_as_a_heart_says_nothing(tmp_path: Path) -> None:
    # S's V♥ written 'JC' in the French file: read J♥, as meant; the deal scores.
    r = score(write(tmp_path, MADE_FR.replace("S V♥", "S JC")), "--lang", "en")
    assert r.exit_code == 0 and "deal score       117    65" in r.stdout, r.output


def test_the_club_read_is_named_at_the_first_problem_of_the_deal(tmp_path: Path) -> None:
    # S's J♥ written 'VC', read J♣: J♣ led, trumped by W, N and E, N's Q♥ the highest
    # trump of the three, so N wins trick 1 and S's lead of trick 2 is the first problem
    # (line 5, column 4), before J♣ twice at trick 8 and J♥ missing; the first one says
    # what 'VC' was read as.
    path, r = refused(tmp_path, MADE.replace("S J♥", "S VC"), "en")
    assert r.stderr.splitlines()[:3] == [
        f"{path}:5:4: trick 2: N must lead (won trick 1), found S; 'VC' was read as J♣ (C is "
        "clubs in an English file): for the jack of hearts write V♥ or JH",
        f"{path}:11:6: card 'J♣' already played in trick 1",
        f"{path}: missing cards: J♥"], r.stderr


def test_a_club_read_from_a_pile_is_named(tmp_path: Path) -> None:
    # The piles of examples/piles.belote, K♥ written 'DC': Q♣ twice in the NS pile.
    text = ("trump: ♠\ntaker: N\n"
            "NS: J♠ 9♠ A♠ 8♠   A♥ 10♥ DC 7♥   A♦ 7♦ 8♦ 9♦   Q♣ 7♣ 8♣ 9♣\nlast: NS\n")
    path, r = refused(tmp_path, text, "en")
    assert r.stderr.splitlines()[0] == (
        f"{path}:3:48: card 'Q♣' written twice in the NS pile; 'DC' was read as Q♣ (C is "
        "clubs in an English file): for the queen of hearts write D♥ or QH"), r.stderr


@pytest.mark.parametrize("text", [
    # J♣ written 'VC' in an English file, K♥ 'RC' in a French one: the deal is right as read.
    MADE.replace("E J♣", "E VC"),
    "lang: fr\n" + MADE.replace("N K♥", "N RC"),
])
def test_a_french_rank_with_c_is_not_named_in_a_deal_right_as_read(tmp_path: Path,
                                                                     text: str) -> None:
    r = score(write(tmp_path, text))
    assert r.exit_code == 0, r.output
    assert "read as" not in r.output


# --- a match is played at one game --------------------------------------------------------

# What follows the problem: 'match: none' is named as the first deal writes its keys,
# English in these files (made.belote first), in a French message too.
_ONE_GAME_EN = ("a match is played at one game; to score each deal alone, write 'match: none' "
                "in the first deal's header")
_ONE_GAME_FR = ("une partie se joue à un seul jeu\xa0; pour compter chaque donne à part, "
                "écrivez 'match: none' dans l'en-tête de la première donne")


def _line_of(text: str, start: str) -> int:
    # The number of the first line of ``text`` that starts with ``start``.
    return next(n for n, line in enumerate(text.splitlines(), 1) if line.startswith(start))


def _refused(tmp_path: Path, text: str, *args: str) -> str:
    # The one problem of a file refused: nothing on stdout, exit code 1, no traceback.
    r = score(write(tmp_path, text), *args)
    assert r.exit_code == 1 and r.stdout == "" and "Traceback" not in r.output, r.output
    problem, total = r.stderr.splitlines()
    assert total in ("error: 1 problem in " + str(tmp_path / "deal.belote"),
                     "erreur\xa0: 1 problème dans " + str(tmp_path / "deal.belote"))
    return problem


def test_a_two_player_deal_in_a_match_of_four_is_refused(tmp_path: Path) -> None:
    # made.belote (NS and EW) then a deal of belote découverte (S and N alone): their
    # points do not add up into one match, where they made 'S 182 – N 162'. The problem is
    # at the 'variante: découverte' line, its value in column 11.
    text = _example("made.belote") + "---\n" + hand_written("decouverte-no-bid")
    where = f"{tmp_path / 'deal.belote'}:{_line_of(text, 'variante:')}:11: "
    english = (where + "deal 2: a deal of belote découverte in a match of classic belote "
               "(deal 1): " + _ONE_GAME_EN)
    assert _refused(tmp_path, text) == english
    assert _refused(tmp_path, text, "--json") == english
    assert _refused(tmp_path, text, "--lang", "fr") == (
        where + "donne 2\xa0: une donne de belote découverte dans une partie de belote "
        "classique (donne 1)\xa0: " + _ONE_GAME_FR)


def test_a_coinche_deal_in_a_classic_match_is_refused(tmp_path: Path) -> None:
    # Coinche plays to 2000 and scores the bid: not a deal of a classic match to 1000. The
    # problem is at the 'contrat:' line that makes the deal coinche.
    text = _example("made.belote") + "---\n" + hand_written("coinche-carre")
    where = f"{tmp_path / 'deal.belote'}:{_line_of(text, 'contrat:')}:1: "
    assert _refused(tmp_path, text) == (
        where + "deal 2: a deal of coinche in a match of classic belote (deal 1): "
        + _ONE_GAME_EN)
    assert _refused(tmp_path, text, "--lang", "fr") == (
        where + "donne 2\xa0: une donne de coinche dans une partie de belote classique "
        "(donne 1)\xa0: " + _ONE_GAME_FR)


def _refused_as_classic_in_coinche(tmp_path: Path, text: str, where: str,
                                   *english: str) -> None:
    # A deal of classic belote after a first deal of coinche written in French keys,
    # refused at ``where`` in English (with the options ``english``) and in French: the
    # way out, 'match: none', named in the first deal's French keys.
    assert _refused(tmp_path, text, *english) == (
        where + "deal 2: a deal of classic belote (no 'contract:' line) in a match of coinche "
        "(deal 1): a match is played at one game; to score each deal alone, write "
        "'partie: aucune' in the first deal's header")
    assert _refused(tmp_path, text, "--lang", "fr") == (
        where + "donne 2\xa0: une donne de belote classique (sans ligne 'contract:') dans une "
        "partie de coinche (donne 1)\xa0: " + _ONE_GAME_FR.replace("match: none",
                                                                   "partie: aucune"))


def test_a_classic_deal_in_a_coinche_match_names_the_line_it_lacks(tmp_path: Path) -> None:
    # Nothing in made.belote says classic: the problem is at its first line, 'trump: ♥',
    # and names the line a deal of coinche has; 'match: none' in the French keys of the
    # first deal, where it is to be written.
    text = hand_written("coinche-carre") + "---\n" + _example("made.belote")
    where = f"{tmp_path / 'deal.belote'}:{_line_of(text, 'trump:')}: "
    _refused_as_classic_in_coinche(tmp_path, text, where)
    # After a deal of belote découverte, it lacks the 'variant:' line.
    text = hand_written("decouverte-no-bid") + "---\n" + _example("made.belote")
    assert "deal 2: a deal of classic belote (no 'variant:' line) in a match of belote " \
           "découverte (deal 1)" in _refused(tmp_path, text)


def test_match_none_is_named_in_the_first_deal_s_keys_under_a_lang_line(tmp_path: Path) -> None:
    # A 'lang:' line in a file of English and French keys leaves its keys of no one
    # language: a key the messages name was worded in the reader's language, 'partie:
    # aucune' to a French reader for a first deal of English keys (made.belote), 'match:
    # none' to an English one for a first deal of French keys (coinche-carre). It is named
    # in the keys of the deal it is to be written in, the first, and a key a deal lacks in
    # that deal's keys: 'contract:' for made.belote's English.
    made, coinche = _example("made.belote"), hand_written("coinche-carre")
    text = "lang: fr\n" + made + "---\n" + coinche
    where = f"{tmp_path / 'deal.belote'}:{_line_of(text, 'contrat:')}:1: "
    for lang in ("en", "fr"):
        assert _refused(tmp_path, text, "--lang", lang) == (
            where + "deal 2: a deal of coinche in a match of classic belote (deal 1): "
            + _ONE_GAME_EN if lang == "en" else
            where + "donne 2\xa0: une donne de coinche dans une partie de belote classique "
            "(donne 1)\xa0: " + _ONE_GAME_FR)
    text = "lang: en\n" + coinche + "---\n" + made
    where = f"{tmp_path / 'deal.belote'}:{_line_of(text, 'trump:')}: "
    _refused_as_classic_in_coinche(tmp_path, text, where, "--lang", "en")
    # 'partie:' with another value than 'aucune' asks for it in the key's own language.
    text = "lang: fr\n" + made + "---\n" + coinche.replace("donneur: N\n",
                                                              "donneur: N\npartie: oui\n")
    assert "'partie:' takes 'aucune' (the deals of the file are independent), found 'oui'" \
        in score(write(tmp_path, text)).stderr


def test_the_deal_key_languages_are_those_of_the_reader_s_keys() -> None:
    # Every key the reader reads has its language, but 'belote' and the teams, the same
    # in both.
    from belote_cli.dealfile.collect import _KEY_LANGUAGES
    from belote_cli.dealfile.headers import KEYS

    both = {"belote", "ns", "sn", "ew", "we", "eo", "oe"}
    assert set(_KEY_LANGUAGES) == set(KEYS) - both


def test_only_the_first_deal_of_another_game_is_refused(tmp_path: Path) -> None:
    # Deals 2 and 3 are coinche: deal 2 is said, once; deal 4, classic again, is not.
    made, coinche = _example("made.belote"), hand_written("coinche-carre")
    text = "---\n".join((made, coinche, coinche, made))
    assert "deal 2: a deal of coinche in a match" in _refused(tmp_path, text)


def test_a_match_keeps_the_rules_a_deal_may_change(tmp_path: Path) -> None:
    # Announcements in one deal only, and 'variant: classic' said of deal 2: one game, a
    # match: NS 117 + 117 (made.belote twice, RULES.md's 97 / 65 and the belote).
    made = _example("made.belote")
    for second in (made.replace("dealer: E", "dealer: E\nrules: announcements=on"),
                   made.replace("dealer: E", "dealer: E\nvariant: classic")):
        docs = scored_json(tmp_path, made + "---\n" + second)
        assert docs[1]["match"]["totals"] == {"NS": 234, "EW": 130}


def test_match_none_scores_deals_of_different_games_each_alone(tmp_path: Path) -> None:
    made, decouverte = _example("made.belote"), hand_written("decouverte-no-bid")
    coinche = hand_written("coinche-carre")
    text = "match: none\n" + "---\n".join((made, decouverte, coinche))
    docs = scored_json(tmp_path, text)
    assert all("match" not in doc for doc in docs)
    # made.belote: RULES.md's worked figure, 97 / 65, and NS's belote 20.
    assert docs[0]["score"] == {"NS": 117, "EW": 65}
    # Belote découverte without bidding, trump ♦ (VARIANTS.md part 3): each player keeps
    # their card points. S wins tricks 6 (K♦ 4), 7 (9♦ 14), 8 (A♥ Q♥ 14), 9 (K♣ Q♣ 7),
    # 15 (10♠ 10) and 16 (K♥ J♠ 6, and the dix de der 10): 65. N the other ten: A♣ 11,
    # 0, J♦ 20, 10♣ 10, K♠ 4, 10♥ 10, A♠ Q♠ 14, A♦ 10♦ 21, Q♦ J♥ 5, J♣ 2: 97.
    assert docs[1]["players"] == ["S", "N"] and docs[1]["score"] == {"S": 65, "N": 97}
    # Coinche, 100 ♦ by S, made with 110: NS 110 + 100; EW 52 and their announcements,
    # E's carré of tens 100 beating W's cinquante, so both score: 100 + 50 (RULES.md).
    assert docs[2]["score"] == {"NS": 210, "EW": 202}
    r = score(write(tmp_path, text))
    assert r.exit_code == 0 and "match after" not in r.stdout
    assert deal_scores(r.stdout) == [(117, 65), (65, 97), (210, 202)]


def test_the_library_refuses_a_match_of_two_games_with_the_same_problem() -> None:
    import belote_cli
    from belote_cli.texts import describe

    text = _example("made.belote") + "---\n" + hand_written("coinche-carre")
    line = _line_of(text, "contrat:")
    for read in (belote_cli.score, belote_cli.loads,
                 lambda t: belote_cli.load(__import__("io").StringIO(t))):
        with pytest.raises(belote_cli.DealFileErrors) as caught:
            read(text)
        [error] = caught.value.errors
        assert (error.line, error.column) == (line, 1)
        assert error.problem.code == "in_deal"
        assert error.problem.params["problem"].code == "match_game"  # type: ignore[attr-defined]
        assert error.message == ("deal 2: a deal of coinche in a match of classic belote "
                                 "(deal 1): " + _ONE_GAME_EN)
        assert describe(error, "fr") == (
            f"<deal>:{line}:1: donne 2\xa0: une donne de coinche dans une partie de belote "
            "classique (donne 1)\xa0: " + _ONE_GAME_FR)
    # 'match: none': each deal scored alone, as in the command's tests above.
    alone = belote_cli.score("match: none\n" + text)
    assert [deal.score for deal in alone] == [(117, 65), (210, 202)]


def test_the_deals_after_the_first_of_another_game_are_not_read_as_the_match_s() -> None:
    # Deals 1 and 4 classic, 2 and 3 coinche: iter_loads yields deal 1 and deal 4, the
    # deals of the match's game, and not deal 3, which the match would not count (its
    # problem is said once, at deal 2), where it yielded deal 3 as well.
    from belote_cli.core.errors import DealFileErrors
    from belote_cli.dealfile import iter_loads

    made, coinche = _example("made.belote"), hand_written("coinche-carre")
    read = []
    with pytest.raises(DealFileErrors) as caught:
        for record in iter_loads("---\n".join((made, coinche, coinche, made))):
            read.append(record)
    assert [record.contract is None for record in read] == [True, True]
    assert [x.message[:7] for x in caught.value.errors] == ["deal 2:"]


# --- a match plays to one target --------------------------------------------------------------

def _nth_line(text: str, start: str, n: int) -> int:
    # The number of the ``n``-th line of ``text`` that starts with ``start``.
    return [number for number, line in enumerate(text.splitlines(), 1)
            if line.startswith(start)][n - 1]


def test_a_later_deal_s_other_target_is_a_problem_at_its_option(tmp_path: Path) -> None:
    # Deal 1 plays to 501; deal 2's 'target=700', which the match ignored (it played to
    # deal 1's 501 without a word), is said at its place: column 20, after
    # 'rules: belote=auto '.
    made = _example("made.belote")
    text = (made.replace("trump: ♥\n", "trump: ♥\nrules: target=501\n") + "---\n"
            + made.replace("trump: ♥\n", "trump: ♥\nrules: belote=auto target=700\n"))
    where = f"{tmp_path / 'deal.belote'}:{_nth_line(text, 'rules:', 2)}:20: "
    assert _refused(tmp_path, text) == (
        where + "deal 2: 'target=700' in a match to 501 (deal 1): a match is played to one "
        "target, said in the first deal's header; to score each deal alone, write "
        "'match: none' there")
    assert _refused(tmp_path, text, "--lang", "fr") == (
        where + "donne 2\xa0: 'target=700' dans une partie en 501 points (donne 1)\xa0: une "
        "partie se joue en un seul but, dit dans l'en-tête de la première donne\xa0; pour "
        "compter chaque donne à part, écrivez-y 'match: none'")
    # With 'match: none' each deal is scored alone, to no target: both 117 / 65 (RULES.md's
    # 97 / 65 and NS's belote).
    docs = scored_json(tmp_path, "match: none\n" + text)
    assert [doc["score"] for doc in docs] == [{"NS": 117, "EW": 65}] * 2


def test_the_same_target_said_again_is_no_problem(tmp_path: Path) -> None:
    # 'target=501' in both deals, and a classic match's own 1000 said in deal 2: one target,
    # a match: NS 117 + 117, EW 65 + 65, nobody at the target yet.
    made = _example("made.belote")
    for first, second in (("target=501", "capot=252 target=501"), ("", "target=1000")):
        text = (made.replace("trump: ♥\n", f"trump: ♥\nrules: {first}\n" if first
                             else "trump: ♥\n") + "---\n"
                + made.replace("trump: ♥\n", f"trump: ♥\nrules: {second}\n"))
        docs = scored_json(tmp_path, text)
        assert docs[1]["match"]["totals"] == {"NS": 234, "EW": 130}
        assert docs[1]["match"]["winner"] is None


def test_a_later_deal_s_rules_without_a_target_play_to_the_match_s(tmp_path: Path) -> None:
    # Deal 1 plays to 200; deal 2's 'rules: capot=252' says no target: it plays to the
    # match's 200, where it was read as the game's 1000, which dumps and score of the
    # records then refused ('deal 2 plays to 1000, deal 1 to 200'). NS 117 + 117 = 234
    # reach 200 at deal 2 (EW 65 + 65 = 130).
    import belote_cli as b

    made = _example("made.belote")
    text = (made.replace("trump: ♥\n", "trump: ♥\nrules: target=200\n") + "---\n"
            + made.replace("trump: ♥\n", "trump: ♥\nrules: capot=252\n"))
    records = b.loads(text)
    assert [r.rules.target for r in records] == [200, 200]
    assert records[1].rules.capot == 252
    assert b.loads(b.dumps(records)) == records
    assert b.score(records) == b.score(text)
    docs = scored_json(tmp_path, text)
    assert docs == b.score_json(records)
    assert docs[1]["match"]["totals"] == {"NS": 234, "EW": 130}
    assert docs[1]["match"]["winner"] == "NS"
    # With 'match: none', no match: deal 2 keeps the game's 1000.
    alone = b.loads("match: none\n" + text)
    assert [r.rules.target for r in alone] == [200, 1000]


# --- the deal without bidding is played alone -----------------------------------------------

_ALONE_EN = ("a deal without bidding is played alone, never in a match; to score each deal "
             "alone, write 'match: none' in the first deal's header")
_ALONE_FR = ("une donne sans enchères se joue seule, jamais dans une partie\xa0; pour compter "
             "chaque donne à part, écrivez 'match: none' dans l'en-tête de la première donne")


def _without_bidding() -> str:
    # made.belote without its taker, marked as the deal without bidding (RULES.md).
    return _example("made.belote").replace("taker: N\n", "").replace(
        "trump: ♥", "trump: ♥\nrules: discovery")


def test_a_deal_without_bidding_in_a_match_is_a_problem_at_its_word(tmp_path: Path) -> None:
    # No contract and no belote: not a deal of a classic match, which counted it as one
    # (RULES.md: the discovery deal is one deal; 'belote play --discovery' plays no
    # match). Said at 'discovery', column 8 of its 'rules:' line; after a deal without
    # bidding too.
    made, alone = _example("made.belote"), _without_bidding()
    for text in (made + "---\n" + alone, alone + "---\n" + alone):
        where = f"{tmp_path / 'deal.belote'}:{_nth_line(text, 'rules:', text.count('rules:'))}:8: "
        assert _refused(tmp_path, text) == (
            where + "deal 2: 'rules: discovery' in a match: " + _ALONE_EN)
        assert _refused(tmp_path, text, "--lang", "fr") == (
            where + "donne 2\xa0: 'rules: discovery' dans une partie\xa0: " + _ALONE_FR)


def test_a_deal_after_a_deal_without_bidding_is_a_problem_at_its_first_line(
        tmp_path: Path) -> None:
    # Deal 1 is the deal without bidding: deal 2, classic, is said at its first line
    # ('trump: ♥', after made.belote's three lines of comment).
    made, alone = _example("made.belote"), _without_bidding()
    text = alone + "---\n" + made
    where = f"{tmp_path / 'deal.belote'}:{_nth_line(text, 'trump:', 2)}:1: "
    assert _refused(tmp_path, text) == (
        where + "deal 2: a deal after a deal without bidding ('rules: discovery', deal 1) in "
        "a match: " + _ALONE_EN)
    assert _refused(tmp_path, text, "--json", "--lang", "fr") == (
        where + "donne 2\xa0: une donne après la donne 1 ('rules: discovery') dans une "
        "partie\xa0: " + _ALONE_FR)


def test_match_none_scores_a_deal_without_bidding_alone(tmp_path: Path) -> None:
    # Each deal alone: the deal without bidding keeps its card points, 97 / 65, without
    # N's belote; made.belote 117 / 65 with it.
    text = "match: none\n" + _without_bidding() + "---\n" + _example("made.belote")
    docs = scored_json(tmp_path, text)
    assert [doc["score"] for doc in docs] == [{"NS": 97, "EW": 65}, {"NS": 117, "EW": 65}]
    assert all("match" not in doc for doc in docs)


def test_analyze_of_a_match_gives_each_deal_s_review_before_the_match_line(
        tmp_path: Path) -> None:
    # As belote play --review says them (docs/playing.md): a deal's tally, its review,
    # then the match's line; a deal after the match is won says so under its review.
    # examples/match.belote: a litige (EW 81, NS's 81 held), then EW's 100 made: EW win
    # the held 81 and the match, 262 to 62 (RULES.md: the held points go to the next
    # deal's winner); examples/made.belote after it comes when the match is won.
    path = tmp_path / "three.belote"
    path.write_text((EXAMPLES / "match.belote").read_text(encoding="utf-8") + "---\n"
                    + (EXAMPLES / "made.belote").read_text(encoding="utf-8"),
                    encoding="utf-8")
    result = score("--analyze", str(path))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    reviews = [n for n, line in enumerate(lines) if line.startswith("double-dummy review")]
    costs = [n for n, line in enumerate(lines) if line.startswith("total cost")]
    first = lines.index("match after deal 1: NS 0 – EW 81 (81 held)")
    second = lines.index("match after deal 2: NS 62 – EW 262")
    after = lines.index("the match was already won: deal 3 not counted")
    assert len(reviews) == len(costs) == 3
    assert reviews[0] < costs[0] < first < lines.index("deal 2") < reviews[1] < costs[1]
    assert costs[1] < second < lines.index("deal 3") < reviews[2] < costs[2] < after
    assert lines[second - 1] == "EW win the held 81"
    assert lines[first - 1] == lines[second - 2] == lines[after - 1] == ""


def test_the_french_litige_and_review_fit_80_columns() -> None:
    # Each line within 80 columns, wrapped at its plain spaces (never at the no-break
    # space before : and ;), continued after four blanks: the French litige was one line
    # of 122 characters, the review's figures 87, 94 with their unit (docs/scoring.md's,
    # NS 86 / EW 76 points with perfect play, 80 / 82 as played). The English litige is
    # 80: one line, as before.
    english = score(example("litige")).stdout.splitlines()
    assert ("litige: 81–81; EW score 81 now, NS's 81 are held for the winner of the next deal"
            in english)
    french = score("--lang", "fr", example("litige")).stdout.splitlines()
    at = french.index("litige\xa0: 81–81\xa0; EO marquent 81 maintenant, les 81 de l'équipe NS "
                      "sont mis en")
    assert french[at + 1:at + 3] == ["    réserve pour le gagnant de la donne suivante",
                                     "marque de la donne       0    81"]
    review = score("--lang", "fr", "--analyze", example("dedans")).stdout.splitlines()
    # The bilan's head is 80 columns up to 'dans' (83 with 'le'): 'le jeu réel' goes on.
    at = review.index("bilan à cartes ouvertes\xa0: NS 86 / EO 76 points avec un jeu parfait, "
                      "80\xa0/\xa082 dans")
    assert review[at + 1] == "    le jeu réel"
    assert review[at + 2].startswith("  pli 3 E\xa0: 10♠ coûte 5")
    assert all(len(line) <= 80 for line in english + french + review)


def test_a_rule_given_two_values_on_the_command_line_is_refused() -> None:
    # As belote play refuses it, and a deal file's rules: line: which capot the table
    # plays is not known, where the last was read without a word (exit 2, a usage error).
    r = score("--rule", "capot=250", "--rule", "capot=252", str(example("made")))
    assert (r.exit_code, r.stdout) == (2, "")
    assert r.stderr == ("error: --rule: rule 'capot' given twice, 'capot=250' then "
                        "'capot=252': write the one the table plays\n")
