"""The deal file: every form FORMAT.md accepts, every error with its line:column, round trip."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import os
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_cli import api
from belote_cli import dealfile as record
from belote_cli.bots.registry import find_bot
from belote_cli.core.announcements import Announcement
from belote_cli.core.cards import (
    CLUBS,
    DIAMONDS,
    FULL_DECK,
    HEARTS,
    JACK,
    SPADES,
    card,
    card_name,
    card_symbol,
)
from belote_cli.core.coinche import Contract
from belote_cli.core.declarations import Declaration
from belote_cli.core.errors import BeloteError, DealFileError, DealFileErrors, RuleError
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat, Team
from belote_cli.dealfile import (
    MAX_COUNTED,
    MAX_LINE,
    MAX_REPORTED,
    DealRecord,
    dumps,
    iter_loads,
    lexing,
    load,
    loads,
)
from belote_cli.dealfile.replay import hands_from_tricks, replay
from belote_cli.dealfile.writer import appended_text
from belote_cli.engine.game import Game
from belote_cli.engine.playing import play_deal, play_out
from belote_cli.texts import describe

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

# Ranks in natural order 7 8 9 10 J Q K A = 0..7.
R = {"7": 0, "8": 1, "9": 2, "10": 3, "J": 4, "Q": 5, "K": 6, "A": 7}
S = {"S": SPADES, "H": HEARTS, "D": DIAMONDS, "C": CLUBS}


def c(name: str) -> int:
    """A card from its canonical name, built from the (suit, rank) layout, not the parser."""
    return card(S[name[-1]], R[name[:-1]])


def cs(names: str) -> tuple[int, ...]:
    return tuple(c(n) for n in names.split())


# The made deal of examples/made.belote, written by hand (dealer E: S leads).
MADE_TRICKS = [
    cs("JH 7H QH 8H"), cs("9H AH KH 10H"), cs("7S AS 8S 10S"), cs("9S KS QS JS"),
    cs("7D AD 8D 10D"), cs("KD QD 9D JD"), cs("10C 7C KC 9C"), cs("JC AC 8C QC"),
]
MADE_LEADERS = "S S S W N E E E"

MADE_SEATED = """\
trump: ♥
taker: N
dealer: E
1: S J♥   W 7♥   N Q♥   E 8♥
2: S 9♥   W A♥   N K♥   E 10♥
3: S 7♠   W A♠   N 8♠   E 10♠
4: W 9♠   N K♠   E Q♠   S J♠
5: N 7♦   E A♦   S 8♦   W 10♦
6: E K♦   S Q♦   W 9♦   N J♦
7: E 10♣  S 7♣   W K♣   N 9♣
8: E J♣   S A♣   W 8♣   N Q♣
"""


def col(line: str, token: str) -> int:
    """1-based column of the first ``token`` in ``line``."""
    return line.index(token) + 1


def errors_of(text: str, path: str = "deal.txt") -> list[str]:
    with pytest.raises(DealFileErrors) as info:
        loads(text, path)
    return [str(e) for e in info.value.errors]


def with_lines(text: str, replacements: dict[int, str]) -> str:
    """``text`` with some lines (1-based) replaced."""
    lines = text.splitlines()
    for number, line in replacements.items():
        lines[number - 1] = line
    return "\n".join(lines) + "\n"


# --- the forms ----------------------------------------------------------------------------

def test_seated_form() -> None:
    (r,) = loads(MADE_SEATED)
    assert r.trump == HEARTS and r.taker is Seat.N and r.dealer is Seat.E
    assert r.leader is Seat.S
    assert r.tricks == MADE_TRICKS
    assert r.piles is None
    leaders = [seats[0].name for seats in r.trick_seats()]
    assert " ".join(leaders) == MADE_LEADERS


@pytest.mark.parametrize("text", [
    # seats with a colon, ten as T, lower case everywhere, commas
    """TRUMP: h\nTaker: n\nDEALER: e
1: s:jh, w:7h, n:qh, e:8h
2: S:9H W:AH N:KH E:TH
3: 7S AS 8S 10S\n4: 9S KS QS JS\n5: 7D AD 8D 10D\n6: KD QD 9D JD
7: 10C 7C KC 9C\n8: JC AC 8C QC\n""",
    # French keys and ranks, seat O for West, "pli N:", emoji variation selector
    """# une donne
atout: cœur   # à l'atout
preneur: N
donneur: E

pli 1: S V♥ O 7♥ N D♥ E 8♥
pli 2: 9♥ A♥ R♥ 10♥
pli 3: 7♠ A♠ 8♠ 10♠
pli 4: 9♠ R♠ D♠ V♠
pli 5: 7♦ A♦ 8♦ 10♦
pli 6: R♦ D♦ 9♦ V♦
pli 7: 10♣ 7♣ R♣ 9♣
pli 8: V♣ A♣ 8♣ D♣️
""",
    # Windows line ends and a byte-order mark
    "\ufeff" + MADE_SEATED.replace("\n", "\r\n"),
    # the line ends of old Macs, CR alone (it read as one line: "no deal in the file"),
    # also beside an LF or a CR LF
    MADE_SEATED.replace("\n", "\r"),
    "# a comment\n" + MADE_SEATED.replace("\n", "\r"),
    MADE_SEATED.replace("\n", "\r", 3).replace("\n", "\r\n"),
    # seats written on some cards only, "S:" apart from its card
    MADE_SEATED.replace("1: S J♥   W 7♥", "1: J♥ W: 7♥").replace("5: N 7♦", "5: 7♦"),
])
def test_every_notation_reads_the_same_deal(text: str) -> None:
    (r,) = loads(text)
    assert (r.trump, r.taker, r.dealer, r.leader) == (HEARTS, Seat.N, Seat.E, Seat.S)
    assert r.tricks == MADE_TRICKS


#: MADE_SEATED in French: the same deal.
MADE_FRENCH = (MADE_SEATED.replace("trump:", "atout:").replace("taker:", "preneur:")
               .replace("dealer:", "donneur:").replace("J♥   W", "V♥   O"))


@pytest.mark.parametrize("text", [
    # The trick's number after the word 'trick' ('pli'), in any case, with or without a
    # space, and a space before the colon (docs/format.md, "The trick-by-trick form").
    MADE_SEATED.replace("1: S J♥", "Trick 1: S J♥"),
    MADE_SEATED.replace("1: S J♥", "TRICK 1: S J♥").replace("2: S 9♥", "trick 2: S 9♥"),
    MADE_SEATED.replace("1: S J♥", "trick1: S J♥"),
    MADE_SEATED.replace("1: S J♥", "1 : S J♥"),
    MADE_FRENCH.replace("1: S V♥", "Pli 1: S V♥").replace("2: S 9♥", "PLI 2: S 9♥"),
    MADE_FRENCH.replace("1: S V♥", "pli1: S V♥"),
    # Seats spelled out, in either language and any case, with or without a colon.
    MADE_SEATED.replace("1: S J♥   W 7♥   N Q♥   E 8♥", "1: South J♥ west 7♥ NORTH Q♥ East 8♥"),
    MADE_FRENCH.replace("1: S V♥   O 7♥   N Q♥   E 8♥", "1: sud V♥ Ouest 7♥ NORD D♥ est 8♥"),
    MADE_SEATED.replace("1: S J♥   W 7♥", "1: south:J♥ West:7♥"),
    MADE_SEATED.replace("taker: N", "taker: North").replace("dealer: E", "dealer: east"),
    MADE_FRENCH.replace("preneur: N", "preneur: Nord").replace("donneur: E", "donneur: EST"),
    # A suit spelled out where it stands alone, in any case, singular or plural.
    MADE_SEATED.replace("trump: ♥", "trump: Hearts"),
    MADE_SEATED.replace("trump: ♥", "trump: heart"),
    MADE_FRENCH.replace("atout: ♥", "atout: Cœur"),
    MADE_FRENCH.replace("atout: ♥", "atout: coeurs"),
    # Symbols with the emoji (U+FE0F) or text (U+FE0E) selector, and hollow symbols.
    MADE_SEATED.replace("trump: ♥", "trump: ♥\ufe0f").replace("J♥   W 7♥",
                                                               "J♥\ufe0f   W 7♥\ufe0e"),
    MADE_SEATED.replace("trump: ♥", "trump: ♡").replace("J♥   W 7♥", "J♡   W 7♡"),
])
def test_each_spelling_the_format_pages_name_reads_the_same_deal(text: str) -> None:
    (r,) = loads(text)
    assert (r.trump, r.taker, r.dealer, r.leader) == (HEARTS, Seat.N, Seat.E, Seat.S)
    assert r.tricks == MADE_TRICKS


def test_a_suit_spelled_out_in_a_contract_line_and_not_in_a_card() -> None:
    text = MADE_SEATED.replace("trump: ♥\ntaker: N\n", "contract: 110 Hearts north\n")
    (r,) = loads(text)
    assert r.contract is not None and r.contract.notation() == "110 H N"
    assert r.trump == HEARTS and r.taker is Seat.N
    # A card is its rank and a one-character suit: 'Jhearts' is no card.
    with pytest.raises(DealFileErrors) as info:
        loads(MADE_SEATED.replace("S J♥", "S Jhearts"), "d.belote")
    assert str(info.value.errors[0]) == "d.belote:4:6: unknown card 'Jhearts'"


def test_leader_without_dealer_comes_from_the_seats() -> None:
    text = MADE_SEATED.replace("dealer: E\n", "")
    (r,) = loads(text)
    assert r.dealer is None and r.leader is Seat.S
    (r,) = loads(text.replace("1: S J♥   W 7♥   N Q♥   E 8♥", "1: J♥  W 7♥  Q♥  8♥"))
    assert r.leader is Seat.S  # W played second, so S led


def test_without_dealer_or_seats_south_leads() -> None:
    text = "trump: H\n" + "".join(
        f"{i}: " + " ".join(n for n in ("JH 7H QH 8H", "9H AH KH 10H", "7S AS 8S 10S",
                                       "9S KS QS JS", "7D AD 8D 10D", "KD QD 9D JD",
                                       "10C 7C KC 9C", "JC AC 8C QC")[i - 1].split()) + "\n"
        for i in range(1, 9))
    (r,) = loads(text)
    assert r.leader is Seat.S and r.taker is None


@pytest.mark.parametrize("key", ["rules", "règles", "regles"])
def test_rules_line_and_rules_over_it(key: str) -> None:
    text = MADE_SEATED.replace(
        "dealer: E\n", f"dealer: E\n{key}: undertrump=required capot = 250\n")
    (r,) = loads(text)
    assert r.rules == RuleSet(undertrump="required", capot=250)
    (r,) = loads(text, rules=["capot=252", "target=501"])
    assert r.rules == RuleSet(undertrump="required", capot=252, target=501)
    # As score(rules=...) takes them: one text of options, or a RuleSet (its options).
    (r,) = loads(text, rules="capot=252 target=501")
    assert r.rules == RuleSet(undertrump="required", capot=252, target=501)
    (r,) = loads(text, rules=RuleSet(target=501))
    assert r.rules == RuleSet(undertrump="required", capot=250, target=501)


@pytest.mark.parametrize(("options", "column", "problem"), [
    ("variant=coinche=", 8, "unknown value 'coinche=' for rule 'variant' (expected classic, "
                            "coinche, deux or decouverte)"),
    ("tie = dedans =", 8, "unknown value 'dedans=' for rule 'tie' (expected litige or dedans)"),
    ("capot=250 = target=501", 8, "rule 'capot' needs a number, found '250=target=501'"),
    ("undertrump=required, =", 29, "rule '=' is not of the form name=value"),
    ("=250 capot=250", 8, "rule '=250' is not of the form name=value"),
])
def test_an_equals_sign_outside_an_option_of_a_rules_line_is_a_problem(
        options: str, column: int, problem: str) -> None:
    # Options apart by spaces or commas, spaces around '=' allowed: a '=' after a value or on
    # its own is part of the option written there, a problem at its first character, where
    # it was left out and the rest read ('variant=coinche=' as variant=coinche).
    text = MADE_SEATED.replace("dealer: E\n", f"dealer: E\nrules: {options}\n")
    with pytest.raises(DealFileErrors) as refused:
        loads(text, "deal.belote")
    assert [(e.line, e.column, e.message) for e in refused.value.errors] == [
        (4, column, problem)]


def test_a_rule_given_twice_with_two_values_on_a_rules_line_is_a_problem() -> None:
    # Which capot the table plays, 250 or 252, the file does not say: a problem at the
    # second option (column 18 of 'rules: capot=250 capot=252'), where the last was kept.
    text = MADE_SEATED.replace("dealer: E\n", "dealer: E\nrules: capot=250 capot=252\n")
    with pytest.raises(DealFileErrors) as refused:
        loads(text, "deal.belote")
    [problem] = refused.value.errors
    assert (problem.line, problem.column, problem.message) == (
        4, 18, "rule 'capot' given twice, 'capot=250' then 'capot=252': write the one the "
               "table plays")
    assert describe(problem, "fr").endswith(
        "règle 'capot' donnée deux fois, 'capot=250' puis 'capot=252'\xa0: n'écrivez que "
        "celle de la table")
    # The same value twice says one thing: read.
    (r,) = loads(MADE_SEATED.replace("dealer: E\n",
                                     "dealer: E\nrules: capot=250 Capot = 250\n"))
    assert r.rules == RuleSet(capot=250)
    # The second value is not read: which game the table plays is not known, so the deal
    # is not read as coinche (no "'taker: N' but no 'contract:' line" beside it).
    with pytest.raises(DealFileErrors) as refused:
        loads(MADE_SEATED.replace("dealer: E\n",
                                  "dealer: E\nrules: variant=classic variant=coinche\n"))
    assert [e.message for e in refused.value.errors] == [
        "rule 'variant' given twice, 'variant=classic' then 'variant=coinche': write the one "
        "the table plays"]


@pytest.mark.parametrize(("page", "key", "lang"), [("format.md", "rules", "en"),
                                                   ("format.fr.md", "règles", "fr")])
def test_the_format_pages_quote_how_a_rules_line_holds_its_options(page: str, key: str,
                                                                   lang: str) -> None:
    # The page's two quotes: a line of options apart by a comma and a spaced '=', read, and
    # a '=' after a value, the problem it quotes, in the page's language.
    said = " ".join((EXAMPLES.parent / "docs" / page).read_text(encoding="utf-8").split())
    assert f"(`{key}: undertrump=required, capot = 250`)" in said
    (r,) = loads(MADE_SEATED.replace("dealer: E\n", f"dealer: E\n{key}: "
                                                    "undertrump=required, capot = 250\n"))
    assert r.rules == RuleSet(undertrump="required", capot=250)
    quote = re.search(f"\\(`{key}: variant=coinche=` ?: `([^`]*) …`\\)", said)
    assert quote is not None, page
    with pytest.raises(DealFileErrors) as refused:
        loads(MADE_SEATED.replace("dealer: E\n", f"dealer: E\n{key}: variant=coinche=\n"))
    [problem] = refused.value.errors
    assert (problem.line, problem.column) == (4, len(key) + 3)
    assert f": {quote.group(1)} (" in describe(problem, lang).replace("\u00a0", " ")


def test_overrides_is_the_old_name_of_rules() -> None:
    # loads, load and iter_loads took the options over the file's own as overrides=,
    # where score takes them as rules=: the old name still reads them, and warns.
    text = MADE_SEATED.replace("dealer: E\n", "dealer: E\nrules: capot=250\n")
    old = "is deprecated and goes in the next release: use"
    with pytest.warns(DeprecationWarning, match=f"^loads\\(overrides=\\) {old} "
                                                "loads\\(rules=\\)$") as caught:
        (r,) = loads(text, overrides=["capot=252"])
    assert r.rules == RuleSet(capot=252)
    assert caught[0].filename == __file__  # pointed at the call, not at the library
    with pytest.warns(DeprecationWarning, match=r"^iter_loads\(overrides=\) .* "
                                                r"iter_loads\(rules=\)$"):
        assert [d.rules for d in iter_loads(text, overrides="capot=252")] == [r.rules]
    with pytest.warns(DeprecationWarning, match=r"^load\(overrides=\) .* load\(rules=\)$"):
        assert load(io.StringIO(text), overrides=["capot=252"]) == [r]
    with pytest.warns(DeprecationWarning), pytest.raises(TypeError, match="^overrides: "):
        loads(text, rules=["capot=252"], overrides=["capot=252"])
    with pytest.warns(DeprecationWarning), pytest.raises(TypeError, match="^overrides: "):
        loads(text, overrides=5)  # type: ignore[arg-type]


def test_belote_line() -> None:
    (r,) = loads(MADE_SEATED.replace("taker: N\n", "taker: N\nbelote: N\n"))
    assert r.belote == (Seat.N,)


def test_piles_both_given() -> None:
    text = """trump: ♠
taker: N
NS: J♠ 9♠ A♠ 8♠ A♥ 10♥ K♥ 7♥ A♦ 7♦ 8♦ 9♦ Q♣ 7♣ 8♣ 9♣
EO: 10♠ K♠ Q♠ 7♠ Q♥ J♥ 9♥ 8♥ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ J♣
dernier: NS
"""
    (r,) = loads(text)
    assert r.tricks == []
    assert r.piles is not None and set(r.piles) == {Team.NS, Team.EW}
    assert r.piles[Team.NS] | r.piles[Team.EW] == FULL_DECK
    assert r.last is Team.NS


def test_cards_missing_from_both_piles_are_said_of_the_whole_deal() -> None:
    # The piles of test_piles_both_given, the EW pile short of its four clubs (12 cards,
    # a whole number of tricks): no pile holds them, which is said of the deal, without a
    # line or a column (0 and 0, as DealFileError says a position not known), by suit and
    # strength, spades (the trump) first: A♣ 10♣ K♣ J♣.
    text = """trump: ♠
taker: N
NS: J♠ 9♠ A♠ 8♠ A♥ 10♥ K♥ 7♥ A♦ 7♦ 8♦ 9♦ Q♣ 7♣ 8♣ 9♣
EW: 10♠ K♠ Q♠ 7♠ Q♥ J♥ 9♥ 8♥ 10♦ K♦ Q♦ J♦
last: NS
"""
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    assert [(e.line, e.column, str(e)) for e in info.value.errors] == [
        (0, 0, "deal.txt: missing cards: A♣ 10♣ K♣ J♣")]


def test_a_piles_words_that_are_no_cards_and_its_cards_twice_are_said_in_its_order() -> None:
    # Each word of the line at its column, in the line's order: J♥ again at 8, 11♥ at 14
    # and Z♣ at 24 no cards, Q♥ again at 27 (the pile, 8 words, no whole trick short).
    text = "trump: H\ntaker: N\nNS: J♥ J♥ 9♥ 11♥ A♥ Q♥ Z♣ Q♥\nlast: NS\n"
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    assert [(e.line, e.column, str(e)) for e in info.value.errors][:4] == [
        (3, 8, "deal.txt:3:8: card 'J♥' written twice in the NS pile"),
        (3, 14, "deal.txt:3:14: unknown card '11♥'"),
        (3, 24, "deal.txt:3:24: unknown card 'Z♣'"),
        (3, 27, "deal.txt:3:27: card 'Q♥' written twice in the NS pile")]


def test_piles_one_given_keeps_only_that_pile() -> None:
    (r,) = load(EXAMPLES / "piles.belote")
    assert r.piles is not None and list(r.piles) == [Team.NS]
    assert bin(r.piles[Team.NS]).count("1") == 16
    assert r.last is Team.NS


def test_piles_one_given_the_last_trick_may_go_to_the_other_pile() -> None:
    # One pile given: the other is the rest of the deck, so it may hold the last trick.
    text = (EXAMPLES / "piles.belote").read_text(encoding="utf-8").replace(
        "last: NS", "last: EW")
    (r,) = loads(text)
    assert r.last is Team.EW


def test_piles_capot_needs_no_last() -> None:
    text = "trump: S\ntaker: N\nNS: " + " ".join(
        f"{rank}{suit}" for suit in "SHDC" for rank in R) + "\n"
    (r,) = loads(text)
    assert r.last is Team.NS


def test_several_deals_inherit_the_rules_line() -> None:
    deals = load(EXAMPLES / "match.belote")
    assert len(deals) == 2
    assert [d.taker for d in deals] == [Seat.N, Seat.E]
    assert [d.dealer for d in deals] == [Seat.E, Seat.S]
    assert deals[0].rules.target == 250 and deals[1].rules.target == 250
    assert deals[1].leader is Seat.W


def test_leading_and_trailing_separators_are_ignored() -> None:
    assert len(loads("---\n" + MADE_SEATED + "---\n# end\n")) == 1


def test_every_example_reads() -> None:
    files = sorted(EXAMPLES.glob("*.belote"))
    assert len(files) >= 7
    for path in files:
        assert load(path)


# --- errors: every message with its line and column ----------------------------------------

def test_format_md_examples() -> None:
    line5 = "2: S 9♥   W 11♥  N K♥   E 10♥"     # unknown card
    line10 = "7: E 10♣  S 7♣   W K♣"             # 3 cards (N's 9♣ left out)
    line11 = "8: E J♣   S A♣   W 8♣   N 9♥"      # 9♥ again (N's Q♣ left out)
    text = with_lines(MADE_SEATED, {5: line5, 10: line10, 11: line11})
    assert errors_of(text) == [
        f"deal.txt:5:{col(line5, '11♥')}: unknown card '11♥'",
        "deal.txt:10:1: trick 7 has 3 cards, expected 4",
        f"deal.txt:11:{col(line11, '9♥')}: card '9♥' already played in trick 2",
        # trump first, then by suit and strength: the A♥ W wrote as 11♥, Q♣ and 9♣
        "deal.txt: missing cards: A♥ Q♣ 9♣",
    ]


@pytest.mark.parametrize("line6", [
    "3: S 7♠   X W A♠   N 8♠   E 10♠",    # a word too many, before a seat
    "3: S 7♠   W A♠   N 8♠   E 10♠ X",    # a word too many, last
    "3: X 7♠   A♠   8♠   10♠",            # a line written without seats
    "3: X 7♠   W A♠   N 8♠   10♠",        # seats written, but not before the last card
])
def test_a_word_neither_seat_nor_card_is_the_one_problem_of_its_line(line6: str) -> None:
    # FORMAT.md: each problem quotes the offending token. X may be a seat or a card
    # mistyped: its line has 4 cards either way, so X is the problem, not the count (it
    # said 'trick 3 has 5 cards, expected 4' as well). Not followed by a card, or in a
    # line that writes no seats, it is taken for a card.
    text = with_lines(MADE_SEATED, {6: line6})
    assert errors_of(text) == [f"deal.txt:6:{col(line6, 'X')}: unknown card 'X'"]


@pytest.mark.parametrize("line6", [
    "3: S 7♠   X A♠   N 8♠   E 10♠",      # W mistyped X
    "3: X 7♠   W A♠   N 8♠   E 10♠",      # S mistyped X, leading
    "3: S 7♠   W A♠   N 8♠   X 10♠",      # E mistyped X, last
    "3: S 7♠,  X A♠,  N 8♠,  E 10♠",      # commas between the cards
    "3: S:7♠   X A♠   N:8♠   E:10♠",      # the other seats written with their cards
    "3: S 7♠   X: A♠  N 8♠   E 10♠",      # as 'X:' (read as a seat already)
    "3: X 7♠   W: A♠   N: 8♠   E: 10♠",   # each other seat with its colon alone
])
def test_a_word_before_a_card_where_the_line_writes_seats_is_an_unknown_seat(
        line6: str) -> None:
    # Each other card of the line written after its seat: X stands where W (S, E) is
    # written, before the card it played, as in 'X:A♠'. One problem, at X's column, and
    # the trick has its 4 cards: no count, no seat out of turn (the other seats are right).
    text = with_lines(MADE_SEATED, {6: line6})
    assert errors_of(text) == [
        f"deal.txt:6:{col(line6, 'X')}: unknown seat 'X' (expected N, E, S or W)"]


def test_a_word_before_a_card_at_two_after_a_seat_written_with_its_card() -> None:
    # examples/deux.belote's trick 14, N's 7♠ then S's K♣, written 'N:7♠ X K♣': the
    # line writes its seats ('N:' with the card), and X stands where S is written, before
    # the card S played. An unknown seat, as at four, whichever card N's is (7♠ here).
    text = (EXAMPLES / "deux.belote").read_text("utf-8")
    line = "14: N:7♠  X K♣"
    assert "14: N 7♠  S K♣     # N wins 4\n" in text
    number = text.splitlines().index("14: N 7♠  S K♣     # N wins 4") + 1
    text = text.replace("14: N 7♠  S K♣ ", line)
    assert errors_of(text) == [
        f"deal.txt:{number}:{col(line, 'X')}: unknown seat 'X' (expected N, E, S or W)"]


def test_two_mistyped_seats_are_two_unknown_seats() -> None:
    line6 = "3: X 7♠   Y A♠   N 8♠   E 10♠"
    assert errors_of(with_lines(MADE_SEATED, {6: line6})) == [
        "deal.txt:6:4: unknown seat 'X' (expected N, E, S or W)",
        "deal.txt:6:11: unknown seat 'Y' (expected N, E, S or W)"]


def test_a_mistyped_seat_does_not_hide_a_card_left_out() -> None:
    # X taken for S's seat: the trick has 3 cards (E's 10♠ left out), which is said; as an
    # unknown card X made it 3 or 4 and the count was not said.
    line6 = "3: X 7♠   W A♠   N 8♠"
    assert errors_of(with_lines(MADE_SEATED, {6: line6})) == [
        "deal.txt:6:1: trick 3 has 3 cards, expected 4",
        "deal.txt:6:4: unknown seat 'X' (expected N, E, S or W)",
        "deal.txt: missing cards: 10♠"]


def test_a_count_wrong_whatever_the_unknown_word_is_is_still_reported() -> None:
    line10 = "7: E 10♣  S 7♣   X"       # 3 cards if X is one, 2 if not: never 4
    text = with_lines(MADE_SEATED, {10: line10})
    # The two cards read are counted, as a pile's word that is no card is not (it said
    # 'trick 7 has 3 cards', X counted).
    assert errors_of(text) == [
        "deal.txt:10:1: trick 7 has 2 cards, expected 4",
        f"deal.txt:10:{col(line10, 'X')}: unknown card 'X'",
        "deal.txt: missing cards: K♣ 9♣",
    ]


def test_wrong_leader_after_a_won_trick() -> None:
    # Trick 2 was won by S, so S leads trick 3; the file says N.
    text = with_lines(MADE_SEATED, {6: "3: N 7♠   W A♠   N 8♠   E 10♠"})
    assert errors_of(text) == ["deal.txt:6:4: trick 3: S must lead (won trick 2), found N"]


@pytest.mark.parametrize("line6", [
    "3: S 7♠   N A♠   W 8♠   E 10♠",      # W and N swapped
    "3: S 7♠   E A♠   N 8♠   E 10♠",      # E written for W
])
def test_a_wrong_seat_is_not_reported_again_at_the_next_lead(line6: str) -> None:
    # S leads trick 3 (won trick 2), so W plays A♠ second (column 11) and wins the trick
    # of spades: W leads trick 4, as the file says. The file wrote another seat at A♠; the
    # problem at 6:11 explains W's lead, which was reported too ('trick 4: N must lead
    # (won trick 3), found W').
    assert errors_of(with_lines(MADE_SEATED, {6: line6})) == [
        f"deal.txt:6:11: trick 3: W plays after S, found {line6[10]}"]


def test_a_lead_after_a_wrong_seat_that_fits_neither_reading_is_reported() -> None:
    # Trick 3 as above (N written at the winning A♠): E leads trick 4, who won it neither
    # as written (N) nor as counted from S (W).
    line6 = "3: S 7♠   N A♠   W 8♠   E 10♠"
    line7 = "4: E Q♠   S J♠   W 9♠   N K♠"
    assert errors_of(with_lines(MADE_SEATED, {6: line6, 7: line7})) == [
        "deal.txt:6:11: trick 3: W plays after S, found N",
        "deal.txt:7:4: trick 4: N must lead (won trick 3), found E"]


def test_a_card_played_twice_is_not_followed_by_a_wrong_lead() -> None:
    # N's 8♠ written 9♥ (played at trick 2): as written the trump 9♥ wins trick 3, and it
    # said 'trick 4: N must lead (won trick 3), found W'; the card N played is not known,
    # so neither is who won. The next lead is checked again from trick 4: N won it with
    # K♠, and trick 5 led by E is reported.
    line6 = "3: S 7♠   W A♠   N 9♥   E 10♠"
    assert errors_of(with_lines(MADE_SEATED, {6: line6})) == [
        "deal.txt:6:20: card '9♥' already played in trick 2",
        "deal.txt: missing cards: 8♠"]
    line8 = "5: E A♦   S 8♦   W 10♦  N 7♦"
    assert errors_of(with_lines(MADE_SEATED, {6: line6, 8: line8})) == [
        "deal.txt:6:20: card '9♥' already played in trick 2",
        "deal.txt:8:4: trick 5: N must lead (won trick 4), found E",
        "deal.txt: missing cards: 8♠"]


def test_a_card_written_with_its_seat_is_quoted_and_placed_without_the_seat() -> None:
    # 'N:9♥' for N's 8♠ at trick 3, the 9♥ played at trick 2: the card is quoted as
    # written after the colon, '9♥', at its own column, 16 ('3: S:7♠ W:A♠ N:9♥ E:10♠').
    line6 = "3: S:7♠ W:A♠ N:9♥ E:10♠"
    assert col(line6, "9♥") == 16
    assert errors_of(with_lines(MADE_SEATED, {6: line6})) == [
        "deal.txt:6:16: card '9♥' already played in trick 2",
        "deal.txt: missing cards: 8♠"]


def test_wrong_leader_after_the_dealer() -> None:
    text = MADE_SEATED.replace("dealer: E", "dealer: S")
    assert errors_of(text) == [
        "deal.txt:4:4: trick 1: W must lead (after dealer S), found S"]


def test_a_wrong_leader_written_consistently_is_taken_at_its_word_for_the_next_lead() -> None:
    # Dealer S, so W leads trick 1; the file writes it from S, each seat after the other
    # (S J♥ W 7♥ N Q♥ E 8♥): one problem, and the trick as written, S's J♥ (the jack of
    # trump) winning, so S leads trick 2. The file has W lead it: reported, not taken for
    # the W counted from the dealer. Trick 2 as written from W: W's 9♥ wins (the jack is
    # gone), and trick 3, led by S, is reported too.
    text = with_lines(MADE_SEATED.replace("dealer: E", "dealer: S"),
                      {5: "2: W 9♥   N A♥   E K♥   S 10♥"})
    assert errors_of(text) == [
        "deal.txt:4:4: trick 1: W must lead (after dealer S), found S",
        "deal.txt:5:4: trick 2: S must lead (won trick 1), found W",
        "deal.txt:6:4: trick 3: W must lead (won trick 2), found S"]


def test_wrong_follower() -> None:
    text = with_lines(MADE_SEATED, {9: "6: E K♦   W Q♦   S 9♦   N J♦"})
    assert errors_of(text) == ["deal.txt:9:11: trick 6: S plays after E, found W"]


def test_anticlockwise_seats_get_a_hint() -> None:
    text = with_lines(MADE_SEATED, {4: "1: S J♥   E 8♥   N Q♥   W 7♥"})
    (message,) = errors_of(text)
    assert message.startswith("deal.txt:4:11: trick 1: W plays after S, found E")
    assert "rules: direction=anticlockwise" in message


def test_anticlockwise_seats_after_a_first_card_without_its_seat_get_a_hint() -> None:
    # Dealer E: S leads trick 1, its J♥ written without a seat. The seats written after it
    # (E N W) are the three after S anticlockwise, not clockwise (W N E): one problem at
    # the E, the second card's seat, with the direction hinted, as when S is written.
    text = with_lines(MADE_SEATED, {4: "1: J♥   E 8♥   N Q♥   W 7♥"})
    assert errors_of(text) == [
        "deal.txt:4:9: trick 1: W plays after S, found E (the seats are in anticlockwise "
        "order: add 'rules: direction=anticlockwise')"]


def test_a_deal_written_anticlockwise_is_hinted_at_its_first_trick_alone() -> None:
    # The made deal as played anticlockwise (E and W swapped in every trick, no dealer:
    # S, the first seat written, leads), read under the default clockwise rules. Each
    # trick's second seat is the one before its leader, not after it: one problem a
    # trick, the leaders those the file writes at each winning card (S S S E N W W W).
    # The direction is hinted once: at trick 1, not again at each of the seven others.
    swapped = MADE_SEATED.replace("dealer: E\n", "").translate(str.maketrans("EW", "WE"))
    messages = errors_of(swapped)
    assert messages[0].startswith("deal.txt:3:11: trick 1: W plays after S, found E (")
    assert "rules: direction=anticlockwise" in messages[0]
    assert messages[1:] == [
        "deal.txt:4:11: trick 2: W plays after S, found E",
        "deal.txt:5:11: trick 3: W plays after S, found E",
        "deal.txt:6:11: trick 4: S plays after E, found N",
        "deal.txt:7:11: trick 5: E plays after N, found W",
        "deal.txt:8:11: trick 6: N plays after W, found S",
        "deal.txt:9:11: trick 7: N plays after W, found S",
        "deal.txt:10:11: trick 8: N plays after W, found S",
    ]


BODY = MADE_SEATED.replace("trump: ♥\n", "").replace("taker: N\n", "")


@pytest.mark.parametrize(("first", "expected"), [
    ("trump: X", "deal.txt:1:8: unknown trump 'X' (expected ♠ ♥ ♦ ♣ or S H D C, or SA, TA)"),
    ("taker: Z", "deal.txt:1:8: unknown seat 'Z' (expected N, E, S or W)"),
    ("colour: red", "deal.txt:1:1: unknown key 'colour'"),
    ("rules: undertrump=maybe", "deal.txt:1:8: unknown value 'maybe' for rule 'undertrump'"),
    ("rules: direction=left", "deal.txt:1:8: unknown value 'left' for rule 'direction'"),
    ("rules: speed=fast", "deal.txt:1:8: unknown rule 'speed'"),
    ("  just words", "deal.txt:1:3: expected 'key: value' or a trick '1: cards'"),
    ("taker: N S", "deal.txt:1:10: 'taker:' takes one value, found 'N S'"),
    ("taker:N S", "deal.txt:1:9: 'taker:' takes one value, found 'N S'"),  # no blank
    ("taker:", "deal.txt:1:7: 'taker:' has no value"),
])
def test_header_errors(first: str, expected: str) -> None:
    text = first + "\n" + ("" if first.startswith("trump") else "trump: ♥\n") + BODY
    messages = errors_of(text)
    assert len(messages) == 1 and messages[0].startswith(expected), messages


def test_two_options_that_do_not_go_together_are_said_at_the_second_s_column() -> None:
    # A rules line whose third option does not go with its second (no announcements at
    # the games of two): said where that option is written, column 34, not at the line's
    # first option.
    first = "rules: target=1000  variant=deux announcements=on"
    messages = errors_of(first + "\ntrump: ♥\n" + BODY)
    assert col(first, "announcements") == 34
    assert any(m.startswith("deal.txt:1:34: rule 'announcements=on' does not go with "
                            "'variant=deux'") for m in messages), messages


def test_key_given_twice() -> None:
    text = MADE_SEATED.replace("taker: N\n", "taker: N\npreneur: S\n")
    assert errors_of(text) == ["deal.txt:3:1: 'preneur' given twice (first on line 2)"]


def test_a_second_deal_without_its_separator_is_told_to_write_one() -> None:
    # FORMAT.md: deals are separated by a line '---'. Without it, the next deal's header
    # repeats a key after the tricks: said once, with the mend, and the deal read from
    # there, where its every key was 'given twice' and its every trick one past 8.
    with pytest.raises(DealFileErrors) as info:
        loads(MADE_SEATED + MADE_SEATED, "deal.txt")
    errors = info.value.errors
    assert [str(e) for e in errors] == [
        "deal.txt:12:1: deal 1: 'trump' given again after the tricks (first on line 1): "
        "read as a new deal; write a line '---' before it"]
    french = " ".join(describe(errors[0], "fr").replace("\xa0", " ").split())
    assert french == ("deal.txt:12:1: donne 1 : 'trump' donné de nouveau après les plis "
                      "(d'abord ligne 1) : lu comme une nouvelle donne ; écrivez une ligne "
                      "'---' avant")
    # The deal read from there is checked as a deal of its own: N's Q♣ written in its
    # trick 2 for K♥ is played again in its trick 8 (line 22, column 27), K♥ missing.
    second = MADE_SEATED.replace("N K♥", "N Q♣")
    assert errors_of(MADE_SEATED + second)[1:] == [
        "deal.txt:22:27: deal 2: card 'Q♣' already played in trick 2",
        "deal.txt: deal 2: missing cards: K♥"]
    # A key given twice before the tricks is a key given twice, the deal read as one.
    assert errors_of(MADE_SEATED.replace("taker: N\n", "taker: N\ntaker: N\n")) == [
        "deal.txt:3:1: 'taker' given twice (first on line 2)"]
    # A key first given after the tricks is the deal's own ('variant:' may come last).
    assert len(loads(MADE_SEATED.replace("dealer: E\n", "") + "dealer: E\n")) == 1
    # A key that may come after the tricks, given twice there, is a key given twice: no
    # deal starts at a second 'belote:' line.
    assert errors_of(MADE_SEATED + "belote: N\nbelote: N\n") == [
        "deal.txt:13:1: 'belote' given twice (first on line 12)"]
    # Nor before the deal's 8 tricks are written: 'trump' again after trick 4 is a key
    # given twice, the deal read whole (it was split in two halves of 4 tricks).
    lines = MADE_SEATED.splitlines(keepends=True)
    assert errors_of("".join(lines[:7] + ["trump: ♥\n"] + lines[7:])) == [
        "deal.txt:8:1: 'trump' given twice (first on line 1)"]
    # The header written after the tricks, twice: trick 1 again after 8 starts the next
    # deal, its header after its tricks, where each of its tricks was one past 8 and the
    # second header a third deal of no tricks.
    tricks_first = "".join(lines[3:] + lines[:3])
    assert errors_of(tricks_first + tricks_first) == [
        "deal.txt:12:1: deal 1: trick 1 again after the deal's 8 tricks: read as a new "
        "deal; write a line '---' before it"]
    # The next deal's tricks alone: its trick 1 starts it, which has no trump then.
    tricks = "".join(MADE_SEATED.splitlines(keepends=True)[3:])
    assert errors_of(MADE_SEATED + tricks) == [
        "deal.txt:12:1: deal 1: trick 1 again after the deal's 8 tricks: read as a new "
        "deal; write a line '---' before it",
        "deal.txt:12: deal 2: no 'trump:' line (the trump suit, e.g. 'trump: ♥')"]
    # With the separator, two deals.
    assert len(loads(MADE_SEATED + "---\n" + MADE_SEATED)) == 2


def test_an_unknown_key_lists_every_header_key_the_format_page_documents() -> None:
    # docs/format.md's table of keys, English and French: each one is among those that
    # the message for a misspelt key offers ('leader' / 'entame' was left out).
    page = (Path(__file__).resolve().parent.parent / "docs" / "format.md").read_text("utf-8")
    rows = [row.split("|")[1] for row in page.splitlines() if row.startswith("| `")]
    keys = [re.findall(r"`([^`]+)`", row) for row in rows]
    assert ["leader", "entame"] in keys
    with pytest.raises(DealFileErrors) as info:
        loads("entam: N\n" + MADE_SEATED, "deal.txt")
    english = str(info.value.errors[0])
    french = describe(info.value.errors[0], "fr")
    for names in keys:  # `belote` is one name in both languages
        english_key, french_key = names[0], names[-1]
        assert re.search(rf"[ (]{english_key}[,)]", english), english_key
        # 'rules' is 'règles' in French messages, 'lang' and 'langue' read both ways.
        assert re.search(rf"[ (]{french_key}[,) ]", french), french_key


def test_no_trump_no_tricks() -> None:
    assert errors_of("taker: N\n") == [
        "deal.txt:1: no 'trump:' line (the trump suit, e.g. 'trump: ♥')",
        "deal.txt:1: no tricks ('1: A♥ 7♥ 10♥ K♥') and no piles ('NS: …')",
    ]


def test_trick_numbering_and_count() -> None:
    text = MADE_SEATED.replace("5: N 7♦   E A♦   S 8♦   W 10♦\n", "")
    messages = errors_of(text)
    assert messages[0] == "deal.txt:8:1: trick 6 follows trick 4 (trick 5 missing?)"
    assert "deal.txt: 7 tricks, expected 8" in messages
    assert "deal.txt: missing cards: A♦ 10♦ 8♦ 7♦" in messages


def test_ninth_trick() -> None:
    text = MADE_SEATED + "9: 7♥ 8♥ 9♥ 10♥\n"
    messages = errors_of(text)
    assert messages[0] == "deal.txt:12:1: trick 9: more than 8 tricks in a deal"


OUT_OF_RANGE = "a deal has 8 tricks, numbered 1 to 8"


@pytest.mark.parametrize("number", ["12", "0", "99999999999999999999", "9" * 900])
def test_a_trick_number_outside_1_to_8_is_out_of_range(number: str) -> None:
    # FORMAT.md: 8 tricks, numbered in order. The eighth line numbered wrong is the one
    # problem: it is not also a gap ("trick 8, 9, 10, 11 missing?") nor a ninth trick.
    last = MADE_SEATED.splitlines()[-1]
    text = with_lines(MADE_SEATED, {11: last.replace("8:", f"{number}:", 1)})
    assert errors_of(text) == [f"deal.txt:11:1: trick {number} is out of range: {OUT_OF_RANGE}"]


def test_a_huge_trick_number_alone_gets_short_messages() -> None:
    # It used to list every trick number up to it as missing (and never finish).
    messages = errors_of("trump: H\n99999999999999999999: JH 7H QH 8H\n")
    assert messages[0] == ("deal.txt:2:1: trick 99999999999999999999 is out of range: "
                           f"{OUT_OF_RANGE}")
    assert "deal.txt: 1 trick, expected 8" in messages
    assert all(len(m) < 200 for m in messages), messages
    assert not any("missing?" in m for m in messages)


def test_a_ninth_trick_with_a_huge_number_is_one_more_trick() -> None:
    messages = errors_of(MADE_SEATED + "99999999999999999999: 7♥ 8♥ 9♥ 10♥\n")
    assert messages[0] == ("deal.txt:12:1: trick 99999999999999999999: more than 8 tricks in "
                           "a deal")
    assert not any("missing?" in m or OUT_OF_RANGE in m for m in messages)


def test_a_long_number_in_a_contract_is_no_bid() -> None:
    number = "9" * 900
    messages = errors_of(f"contract: {number} H N\n")
    assert (f"deal.txt:1:11: no bid of {number}: bids go by tens from 80 to 160, or capot"
            in messages)


def test_a_line_longer_than_any_deal_file_line_is_refused_unread() -> None:
    # A number too long for int(), a bid of 30,000 characters (it once took 26 s to read):
    # no line of a deal file needs more than MAX_LINE characters, comments left out.
    for line in (f"contract: {'9' * 5000} H N", "contract: x" + "1" * 30_000 + "y",
                 "1: " + "A♥ " * 400):
        text = MADE_SEATED.replace("dealer: E\n", f"dealer: E\n{line}\n")
        n = len(line.rstrip())
        # The length and the limit grouped (5,014 and 1,000), the column as it is.
        assert errors_of(text) == [
            f"deal.txt:4:{MAX_LINE + 1}: line of {n:,} characters: no line of a deal file is "
            f"longer than {MAX_LINE:,} (comments left out)"]
    # A long comment is no problem.
    assert loads(MADE_SEATED + "# " + "x" * 100_000 + "\n") == loads(MADE_SEATED)


@pytest.mark.parametrize("line", [
    "dealer: E   # ",  # blanks before the comment are not part of the line
    "dealer:;E;;  # ",  # a spreadsheet's cells
    '"dealer:";"E" # ',  # and its quoted cells
])
def test_a_line_with_a_comment_longer_than_a_block_is_read_without_it(line: str) -> None:
    # The comment alone makes the line longer than the 65,536 characters the reader splits
    # at once: what is before it is read as on a short line.
    text = MADE_SEATED.replace("dealer: E\n", line + "x" * 70_000 + "\n")
    assert loads(text) == loads(MADE_SEATED)


def test_a_line_longer_than_a_block_is_refused_as_a_long_line_is() -> None:
    # 70,000 characters before a comment and blanks: more than MAX_LINE, said as a line of
    # 1,001 is, its length counted without the comment and the blanks before it.
    line = "contract: " + "9" * 70_000 + " H N"
    text = MADE_SEATED.replace("dealer: E\n", f"dealer: E\n{line}   # a long bid\n")
    assert errors_of(text) == [
        f"deal.txt:4:{MAX_LINE + 1}: line of 70,014 characters: no line of a deal file is "
        "longer than 1,000 (comments left out)"]


def test_a_comment_longer_than_a_block_as_the_file_s_first_line_is_no_line() -> None:
    # '#' starts a comment to the end of the line (FORMAT.md), at the file's very first
    # character too: 70,000 characters of comment, longer than a block, are nothing to
    # read, not a line too long.
    text = "# " + "x" * 70_000 + "\n" + MADE_SEATED
    assert loads(text) == loads(MADE_SEATED)


@pytest.mark.parametrize("line", [
    ";dealer:;E;;",  # a spreadsheet's row: an empty first cell, empty cells after
    '"dealer:";"E  # so S leads',  # its last quoted cell cut by the comment
])
def test_a_spreadsheet_row_reads_as_its_words(line: str) -> None:
    # A semicolon reads as a comma, empty cells before the first word are spaces, and a
    # quoted cell that a comment cuts ends there: 'dealer: E' in each.
    text = MADE_SEATED.replace("dealer: E\n", line + "\n")
    assert loads(text) == loads(MADE_SEATED)


@pytest.mark.parametrize("row", [";;;;", ",,,"])
def test_a_spreadsheet_s_empty_row_is_a_blank_line(row: str) -> None:
    text = MADE_SEATED.replace("dealer: E\n", f"dealer: E\n{row}\n")
    assert loads(text) == loads(MADE_SEATED)


def test_a_quoted_value_is_quoted_with_its_quotes() -> None:
    # 'taker: "N S"': two words in one quoted cell, the second (S) at column 11; the
    # value is quoted as written, both its quotes with it.
    text = MADE_SEATED.replace("taker: N\n", 'taker: "N S"\n')
    assert errors_of(text) == ["deal.txt:2:11: 'taker:' takes one value, found '\"N S\"'"]


def test_a_quoted_value_after_a_quoted_key_is_quoted_with_its_own_quotes() -> None:
    # '"taker:";"N S"', a spreadsheet's row of two quoted cells: the value's cell opens at
    # column 10 and closes at 14, its second word (S) at 13. The value is quoted with the
    # quotes of its own cell, not those of the key's.
    text = MADE_SEATED.replace("taker: N\n", '"taker:";"N S"\n')
    assert errors_of(text) == ["deal.txt:2:13: 'taker:' takes one value, found '\"N S\"'"]


def test_an_unknown_key_before_a_quoted_cell_is_quoted_without_its_colon() -> None:
    # 'note: "S leads"', a key the format has not at column 1 and a quoted cell after it:
    # the key is quoted as written, 'note', as where the value has no quotes. It was
    # 'note:', the colon after the key taken for the closing quote of a cell.
    plain = MADE_SEATED.replace("dealer: E\n", "dealer: E\nnote: S leads\n")
    quoted = MADE_SEATED.replace("dealer: E\n", 'dealer: E\nnote: "S leads"\n')
    assert errors_of(quoted) == errors_of(plain)
    assert errors_of(quoted)[0].startswith("deal.txt:4:1: unknown key 'note' (expected trump, ")


@pytest.mark.parametrize(("line", "expected"), [
    # A value that a quoted cell ends: 'E' at column 9, '"S"' after it, the S at 12. The
    # value is quoted from its first word, not from the space before it.
    ('dealer: E "S"', "deal.txt:3:12: 'dealer:' takes one value, found 'E \"S\"'"),
    # A line that is no 'key: value', a quoted word after a first word at column 1: quoted
    # whole, not from the line's last character.
    ('seat E "S"', "deal.txt:3:1: expected 'key: value' or a trick '1: cards', found "
                   "'seat E \"S\"'"),
])
def test_a_quoted_cell_after_a_word_is_quoted_from_the_word(line: str, expected: str) -> None:
    assert errors_of(MADE_SEATED.replace("dealer: E\n", line + "\n"))[-1] == expected


def test_a_key_without_its_colon_quotes_its_value_from_the_word() -> None:
    # 'dealer E "S"': the key is read without its colon (said), and its value, two words,
    # is quoted from its first word, the S at column 11 as the quoted cell leaves it.
    assert errors_of(MADE_SEATED.replace("dealer: E\n", 'dealer E "S"\n')) == [
        "deal.txt:3:1: 'dealer': a key is followed by a colon: write 'dealer:'",
        "deal.txt:3:11: 'dealer:' takes one value, found 'E \"S\"'"]


def test_a_doubled_quote_that_a_comment_cuts_is_text_of_the_cell() -> None:
    # '"dealer:";"E ""  # so S leads': the second cell opens at column 11 and holds E, a
    # space and a doubled quote, a quote of its text, and the comment cuts it (a cell not
    # closed). The row is still read as cells: 'dealer:' and 'E ""', two words where one
    # seat is expected, the second at column 14, not a line read as written, whose key
    # would be '"dealer:'.
    text = MADE_SEATED.replace("dealer: E\n", '"dealer:";"E ""  # so S leads\n')
    assert errors_of(text) == ["deal.txt:3:14: 'dealer:' takes one value, found 'E \"\"'"]


def test_an_empty_quoted_cell_is_an_empty_cell() -> None:
    # '"dealer:";"";"E"': a spreadsheet writes an empty text cell as two quotes, which open
    # and close it, no doubled quote: 'dealer: E', not a line read as written, whose key
    # would be '"dealer:'.
    text = MADE_SEATED.replace("dealer: E\n", '"dealer:";"";"E"\n')
    assert loads(text) == loads(MADE_SEATED)


@pytest.mark.parametrize(("line", "lang", "message"), [
    # Each word of 'belote:' is a seat, pointed at where it stands.
    ("belote: X", "en", "deal.txt:4:9: unknown seat 'X' (expected N, E, S or W)"),
    ("belote: N Q", "fr", "deal.txt:4:11: place inconnue 'Q' (attendu N, E, S ou O)"),
])
def test_a_belote_line_naming_no_seat_points_at_the_word(line: str, lang: str,
                                                          message: str) -> None:
    with pytest.raises(DealFileErrors) as info:
        loads(MADE_SEATED.replace("dealer: E\n", f"dealer: E\n{line}\n"), "deal.txt")
    assert [describe(e, lang) for e in info.value.errors] == [message]


def test_an_announcement_of_an_unknown_card_points_at_the_card() -> None:
    # 'announce: N tierce Z♥': the top card is no card, at column 20 of line 5.
    text = "rules: announcements=on\n" + MADE_SEATED.replace(
        "dealer: E\n", "dealer: E\nannounce: N tierce Z♥\n")
    assert errors_of(text) == ["deal.txt:5:20: unknown card 'Z♥'"]


def test_an_announcement_by_value_under_sans_atout_reads_the_sans_atout_scale() -> None:
    # VARIANTS.md: under sans atout the carré of aces is worth 200 (under a suit, the
    # jacks). N, after dealer W, leads its four aces, then its four tens (in sans atout
    # above the kings), each suit followed in rank order: N holds the carré of aces and
    # 'announce: N 200 A' names it by its value, as 'trump: SA' scales it.
    text = (
        "trump: SA\ntaker: N\ndealer: W\nrules: announcements=on\nannounce: N 200 A\n"
        "1: N A♠ E 7♠ S 8♠ W 9♠\n2: N A♥ E 7♥ S 8♥ W 9♥\n"
        "3: N A♦ E 7♦ S 8♦ W 9♦\n4: N A♣ E 7♣ S 8♣ W 9♣\n"
        "5: N 10♠ E J♠ S Q♠ W K♠\n6: N 10♥ E J♥ S Q♥ W K♥\n"
        "7: N 10♦ E J♦ S Q♦ W K♦\n8: N 10♣ E J♣ S Q♣ W K♣\n")
    (r,) = loads(text)
    assert r.announcements == (Declaration(Seat.N, Announcement.carre(R["A"])),)


def test_the_first_problems_are_reported_then_how_many_more() -> None:
    # 2,000 lines that are not 'key: value', and no tricks nor piles (said of the deal's
    # first line): 2,001 problems; the first MAX_REPORTED (20) in the file's order, then
    # the number of the others.
    text = "trump: H\n" + "x\n" * 2000
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    errors = info.value.errors
    assert MAX_REPORTED == 20
    assert [(e.line, e.column) for e in errors] == [(1, 0)] + [(n, 1) for n in range(2, 21)]
    assert errors[0].message.startswith("no tricks")
    assert errors[1].message == "expected 'key: value' or a trick '1: cards', found 'x'"
    assert info.value.more == 2001 - 20 and info.value.count == 2001
    assert str(info.value).splitlines()[-1] == "… and 1981 more"


def test_reading_stops_after_max_counted_problems() -> None:
    # 20,000 lines that are not 'key: value' after the trump: the x of line n is problem
    # n - 1, so the MAX_COUNTED-th is line MAX_COUNTED + 1 and reading stops at the line
    # after it; the deal cut short adds nothing (no 'no tricks' for what was not read).
    text = "trump: H\n" + "x\n" * 20_000
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    assert MAX_COUNTED == 10_000
    e = info.value
    assert [(p.line, p.column) for p in e.errors] == [(n, 1) for n in range(2, 22)]
    assert e.count == MAX_COUNTED and e.more == MAX_COUNTED - 20
    assert e.stopped == MAX_COUNTED + 2
    assert str(e).splitlines()[-1] == "… and 9980 more before line 10002, where reading stopped"


def test_a_deal_cut_short_still_checks_each_lead_after_the_trick_won() -> None:
    # Trick 1 of the made deal (trump ♥, dealer E: S leads), S's J♥ the highest trump:
    # S leads trick 2, which the file writes led by W, then lines that are not 'key:
    # value' until reading stops (MAX_COUNTED of them). The tricks read before are
    # checked as in a whole deal: the trump is known, so is who won trick 1.
    text = ("trump: ♥\ndealer: E\n1: S J♥ W 7♥ N Q♥ E 8♥\n2: W A♥ N K♥ E 10♥ S 9♥\n"
            + "x\n" * 20_000)
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    e = info.value
    assert [str(p) for p in e.errors[:2]] == [
        "deal.txt:4:4: trick 2: S must lead (won trick 1), found W",
        "deal.txt:5:1: expected 'key: value' or a trick '1: cards', found 'x'"]
    assert e.count == MAX_COUNTED + 1


def test_reading_stops_after_a_deal_with_the_last_problems_counted() -> None:
    # Deals of one card: 'trump: H', '1: AH', '---' (lines 3k - 2 to 3k for deal k), each
    # with three problems (a trick of one card, one trick, 31 cards missing). Deal 3,334
    # finds the 10,000th at its trick line and its two others once read: 10,002 problems,
    # and the file is read no further, from line 3 * 3,334 + 1 on.
    text = "trump: H\n1: AH\n---\n" * 20_000
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    assert info.value.count == 10_002
    assert info.value.stopped == 10_003
    # Fewer problems than that: every one counted, the file read to its end.
    with pytest.raises(DealFileErrors) as info:
        loads("trump: H\n1: AH\n---\n" * 3_000, "deal.txt")
    assert info.value.count == 9_000 and info.value.stopped == 0


def test_trick_lines_beyond_the_eighth_are_each_one_problem() -> None:
    # The 8 tricks are right; each of the 1,992 lines after them is a ninth trick, not read.
    text = MADE_SEATED + "9: 7♥ 8♥ 9♥ 10♥\n" * 1992
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    assert [str(e) for e in info.value.errors] == [
        f"deal.txt:{n}:1: trick 9: more than 8 tricks in a deal" for n in range(12, 32)]
    assert info.value.count == 1992


def test_problems_are_kept_in_the_file_order_across_deals() -> None:
    # Deal 1's problems come first, even the one found at the deal's end (no tricks).
    bad = "trump: H\n" + "x\n" * 30
    with pytest.raises(DealFileErrors) as info:
        loads(bad + "---\n" + bad, "deal.txt")
    errors = info.value.errors
    assert all(e.message.startswith("deal 1: ") for e in errors)
    assert [e.line for e in errors] == list(range(1, 21))
    assert info.value.count == 2 * 31


def test_seat_without_card() -> None:
    line = "1: S J♥   W 7♥   N Q♥   E 8♥ S"
    text = with_lines(MADE_SEATED, {4: line})
    assert errors_of(text) == [f"deal.txt:4:{line.rindex('S') + 1}: seat 'S' has no card"]


def test_unknown_seat_before_a_card() -> None:
    line = "1: S J♥   X:7♥   N Q♥   E 8♥"
    text = with_lines(MADE_SEATED, {4: line})
    assert errors_of(text) == [
        f"deal.txt:4:{col(line, 'X')}: unknown seat 'X' (expected N, E, S or W)"]


def test_tricks_and_piles_together() -> None:
    text = MADE_SEATED + "NS: A♥\n"
    assert "deal.txt:12:1: a deal gives either its tricks or its piles, not both" in \
        errors_of(text)


def test_a_pile_of_one_card_is_said_in_the_singular() -> None:
    text = ("trump: ♠\ntaker: N\nlast: EW\nNS: J♠\n"
            "EW: 10♠ K♠ Q♠ 7♠ A♠ 9♠ 8♠ A♥ 10♥ K♥ Q♥ J♥ 9♥ 8♥ 7♥ A♦ 10♦ K♦ Q♦ J♦ 9♦ 8♦ 7♦ "
            "A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣\n")
    assert "deal.txt:4:1: the NS pile has 1 card: not a whole number of tricks" in (
        errors_of(text))


def test_pile_errors() -> None:
    ew = "EW: 10♠ K♠ Q♠ 7♠ Q♥ J♥ 9♥ 8♥ 10♦ K♦ Q♦ J♦ A♣ 10♣ K♣ A♠ Z♣"
    text = ("trump: ♠\ntaker: N\n"
            "NS: J♠ 9♠ A♠ 8♠ A♥ 10♥ K♥ 7♥ A♦ 7♦ 8♦ 9♦ Q♣ 7♣ 8♣ 9♣\n" + ew + "\n")
    # The pile's 17 words are not 17 cards: 'Z♣' is no card, said at its place, and the
    # pile is not counted (it said 'the EW pile has 17 cards' too).
    assert errors_of(text) == [
        "deal.txt:1: no 'last:' line (the team that won the last trick, e.g. 'last: NS')",
        f"deal.txt:4:{col(ew, 'A♠')}: card 'A♠' is also in the NS pile (line 3)",
        f"deal.txt:4:{col(ew, 'Z♣')}: unknown card 'Z♣'",
        "deal.txt: missing cards: J♣",
    ]


def test_last_names_an_empty_pile() -> None:
    text = "trump: S\nNS: " + " ".join(f"{r}{s}" for s in "SHDC" for r in R) + \
        "\nEW:\nlast: EW\n"
    # Said where the team is written: line 4, column 7 of "last: EW".
    assert errors_of(text) == ["deal.txt:4:7: 'last: EW' but the EW pile is empty"]


def test_last_quoted_as_written() -> None:
    # The key and the team as the file writes them, not as the program names them.
    pile = " ".join(f"{r}{s}" for s in "SHDC" for r in R)
    assert errors_of(f"trump: H\ntaker: E\nNS: {pile}\nlast:   ew\n") == [
        "deal.txt:4:9: 'last: ew' but the EW pile is empty"]
    pile = " ".join(f"{r}{s}" for s in "♠♥♦♣" for r in R)
    assert errors_of(f"atout: ♥\npreneur: E\nNS: {pile}\ndix  de der :  eo\n") == [
        "deal.txt:4:16: 'dix de der: eo' but the EW pile is empty"]


def test_last_with_an_unknown_team_is_one_problem() -> None:
    # The line is there: its team is the one problem, not a missing 'last:' line as well.
    text = "trump: S\nNS: AS 10S KS QS\nEW: JS 9S 8S 7S\nlast: XY\n"
    problems = errors_of(text)
    assert "deal.txt:4:7: unknown team 'XY' (expected NS or EW)" in problems
    assert not any("no 'last:' line" in p for p in problems)


def test_card_twice_in_one_pile() -> None:
    text = "trump: S\nNS: AS AS 7S 8S\nlast: NS\n"
    assert errors_of(text) == ["deal.txt:2:8: card 'AS' written twice in the NS pile"]


def test_errors_of_several_deals_name_the_deal() -> None:
    # Deal 2 starts on line 13; its trick 1 (line 16) gets 7♣, also played in trick 7.
    text = MADE_SEATED + "---\n" + MADE_SEATED.replace("1: S J♥", "1: S J♥ 7♣")
    line22 = MADE_SEATED.splitlines()[9]
    assert errors_of(text) == [
        "deal.txt:16:1: deal 2: trick 1 has 5 cards, expected 4",
        f"deal.txt:22:{col(line22, '7♣')}: deal 2: card '7♣' already played in trick 1",
    ]


def test_comments_only() -> None:
    assert errors_of("# nothing\n\n") == [
        "deal.txt: no deal in the file (expected a 'trump:' line and 8 tricks)"]


# --- files that are not deal files ---------------------------------------------------------

def file_errors(path: Path) -> list[str]:
    with pytest.raises(DealFileErrors) as info:
        load(path)
    return [str(e) for e in info.value.errors]


def test_missing_file(tmp_path: Path) -> None:
    assert file_errors(tmp_path / "nope.belote") == [f"{tmp_path / 'nope.belote'}: no such file"]


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.belote"
    path.write_text("  \n")
    assert file_errors(path) == [f"{path}: empty file: no deal in it"]


def test_a_utf16_file_with_its_mark_is_named_whatever_its_first_characters(
        tmp_path: Path) -> None:
    # FORMAT.md: a deal file is UTF-8. UTF-16 with its byte-order mark is told by the mark,
    # whatever follows: suit signs hold no NUL byte for the mark-less reading to see.
    path = tmp_path / "suits.belote"
    path.write_bytes(("♥♠♦♣" * 10 + "\n").encode("utf-16"))
    assert file_errors(path) == [
        f"{path}: UTF-16 text, not UTF-8 (as Windows Notepad saves 'Unicode'): save the file "
        "as UTF-8"]


def test_a_short_file_of_an_odd_length_with_nuls_is_binary_not_utf16(tmp_path: Path) -> None:
    # An odd number of bytes cannot be UTF-16: its NULs make it binary, the first at byte 1
    # (line 1, column 2).
    path = tmp_path / "odd.belote"
    path.write_bytes(b"a\x00b\x00c\x00d\x00e")
    assert file_errors(path) == [
        f"{path}:1:2: binary file, not a deal file (a deal file is UTF-8 text)"]


def test_binary_file(tmp_path: Path) -> None:
    path = tmp_path / "img.belote"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    # The first NUL is byte 8: line 3 (after two line feeds), column 1.
    assert file_errors(path) == [
        f"{path}:3:1: binary file, not a deal file (a deal file is UTF-8 text)"]
    path.write_bytes("trump: ♥\n1: A♥ 7\x00♥".encode())
    assert file_errors(path) == [
        f"{path}:2:8: binary file, not a deal file (a deal file is UTF-8 text)"]
    # A file that begins with a line break: its line 2 starts at byte 1, so the NUL at byte
    # 1 is column 1 and the byte 0xe9 after 'A' column 2 (the line break at byte 0 ends
    # line 1; it is no character of line 2).
    path.write_bytes(b"\n\x00")
    assert file_errors(path) == [
        f"{path}:2:1: binary file, not a deal file (a deal file is UTF-8 text)"]
    path.write_bytes(b"\nA\xe9")
    assert file_errors(path) == [
        f"{path}:2:2: not UTF-8 text (byte 0xe9): save the file as UTF-8"]


def test_latin1_file(tmp_path: Path) -> None:
    path = tmp_path / "latin.belote"
    path.write_bytes("trump: H\natout: c\u0153ur\npr\u00e9neur: N\n".encode("cp1252"))
    assert file_errors(path) == [
        f"{path}:2:9: not UTF-8 text (byte 0x9c): save the file as UTF-8"]


def test_directory(tmp_path: Path) -> None:
    assert file_errors(tmp_path) == [f"{tmp_path}: is a directory, not a deal file"]


# --- writing ------------------------------------------------------------------------------

def test_dumps_canonical_form() -> None:
    (r,) = loads(MADE_SEATED)
    text = dumps(r)
    assert text.splitlines() == [
        "trump: H", "taker: N", "dealer: E",
        "1: S:JH W:7H N:QH E:8H", "2: S:9H W:AH N:KH E:10H", "3: S:7S W:AS N:8S E:10S",
        "4: W:9S N:KS E:QS S:JS", "5: N:7D E:AD S:8D W:10D", "6: E:KD S:QD W:9D N:JD",
        "7: E:10C S:7C W:KC N:9C", "8: E:JC S:AC W:8C N:QC",
    ]


def test_dumps_piles_rules_belote_and_several_deals() -> None:
    r = DealRecord(trump=SPADES, taker=Seat.E, rules=RuleSet(capot=250), belote=(Seat.W,),
                   piles={Team.EW: (1 << c("JS")) | (1 << c("9S")) | (1 << c("7H"))
                          | (1 << c("AD"))},
                   last=Team.EW)
    text = dumps([r, r])
    first = "trump: S\ntaker: E\nrules: capot=250\nbelote: W\nEW: JS 9S 7H AD\nlast: EW\n"
    assert text == first + "---\n" + first


def test_dump_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (r,) = loads(MADE_SEATED)
    path = tmp_path / "deal.belote"
    record.dump(r, path)
    assert load(path) == [r]
    path.write_text("old content\n")

    def broken(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(BeloteError, match="disk full"):
        record.dump([r, r], path)
    assert path.read_text() == "old content\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.belote"]


def test_load_and_dump_take_an_open_text_file_as_json_does(tmp_path: Path) -> None:
    # load and dump took a path only (a TypeError for the file object json.load and
    # json.dump take); a path still works.
    import io

    (r,) = loads(MADE_SEATED)
    out = io.StringIO()
    assert record.dump(r, out) is None
    assert out.getvalue() == dumps(r)  # the same text as dumps, in one write
    out.seek(0)
    assert load(out) == [r] and not out.closed  # read from where it stands, left open
    path = tmp_path / "deal.belote"
    with open(path, "w", encoding="utf-8") as f:
        record.dump([r, r], f)
        f.write("# after\n")  # still open for writing
    with open(path, encoding="utf-8") as f:
        assert load(f) == [r, r] == load(path)
    with open(path, encoding="utf-8") as f:
        assert load(f, rules=["capot=250"])[0].rules.capot == 250
    # A problem is located in the open file's name, as it is in the path's.
    path.write_text("trump: H\n1: S:11H W:7H N:8H E:9H\n", encoding="utf-8")
    with open(path, encoding="utf-8") as f, pytest.raises(DealFileErrors,
                                                          match=f"^{re.escape(str(path))}:2:6: "
                                                                "unknown card '11H'"):
        load(f)
    with pytest.raises(DealFileErrors, match="^<deal>: empty file"):
        load(io.StringIO("\n  \n"))


def test_load_and_dump_refuse_a_binary_or_closed_file_by_name(tmp_path: Path) -> None:
    import io

    (r,) = loads(MADE_SEATED)
    path = tmp_path / "deal.belote"
    record.dump(r, path)
    with open(path, "rb") as f, pytest.raises(TypeError, match="^path: a text file .*binary"):
        load(f)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^path: a text file .*binary"):
        load(io.BytesIO(path.read_bytes()))  # type: ignore[arg-type]
    with open(path, "ab") as f, pytest.raises(TypeError, match="^path: a text file .*binary"):
        record.dump(r, f)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="^path: a text file .*binary"):
        record.dump(r, io.BytesIO())  # type: ignore[arg-type]
    assert load(path) == [r]  # nothing was written to it
    closed = io.StringIO(dumps(r))
    closed.close()
    for call in (lambda: load(closed), lambda: record.dump(r, closed)):
        with pytest.raises(ValueError, match="^path: the file is closed"):
            call()
    # Bytes that are not UTF-8 read through utf-8 (0xe9, é in Latin-1), and a file whose
    # encoding cannot write the é of a carré: the file's problem, not a traceback.
    path.write_bytes(b"trump: H\ntaker: caf\xe9\n")
    with open(path, encoding="utf-8") as f, pytest.raises(DealFileErrors,
                                                          match=r"not UTF-8 text \(byte 0xe9\)"):
        load(f)
    carre = load(Path(__file__).parent / "deals" / "hand-written" / "coinche-carre.belote")
    with open(tmp_path / "ascii.belote", "w", encoding="ascii") as f, pytest.raises(
            BeloteError, match=re.escape("path: the file's encoding, ascii, cannot write "
                                         "'\\xe9': open it with encoding='utf-8'")):
        record.dump(carre, f)


class _UpperOnly(io.StringIO):
    """An open file whose encoding lacks the small letters, as a codec refuses them: the
    whole run of them at once (``trump``), where the first one is what the message names."""

    encoding = "upper-only"

    def write(self, text: str) -> int:
        run = re.search("[a-z]+", text)
        if run is None:
            return super().write(text)
        raise UnicodeEncodeError(self.encoding, text, run.start(), run.end(), "no small letters")


def test_dump_names_the_first_character_the_file_s_encoding_lacks() -> None:
    # As the commands name the first character standard output lacks (commands.common.
    # unwritable, docs/cli.md's Encodings section), in ASCII letters: 't' of 'trump', where
    # it quoted the run, 'trump', and the é of a carré as '\xe9', where it said 'é'.
    (r,) = loads(MADE_SEATED)
    assert dumps(r).startswith("trump")
    with pytest.raises(BeloteError) as refused:
        record.dump(r, _UpperOnly())
    assert str(refused.value) == ("path: the file's encoding, upper-only, cannot write 't': "
                                  "open it with encoding='utf-8'")
    assert describe(refused.value, "fr") == (
        "path\xa0: l'encodage du fichier, upper-only, ne peut pas écrire 't'\xa0: ouvrez-le "
        "avec encoding='utf-8'")


def test_load_refuses_the_deal_without_bidding_under_coinche(tmp_path: Path) -> None:
    # As Game.discovery refuses variant=coinche: loads, load, and score of records (read
    # as their text is, where dumps writes 'dealer: E' first) say so at the word
    # 'discovery' (line 2 or 3, column 8), where they read a deal without bidding of
    # classic belote; 'rules=' adds the variant alike.
    plain = MADE_SEATED.replace("taker: N\n", "rules: discovery\n")
    (alone,) = loads(plain)
    assert alone.discovery and alone.rules.variant == "classic"
    path = tmp_path / "deal.belote"
    path.write_text(plain.replace("discovery", "discovery variant=coinche"), encoding="utf-8")
    calls = [(lambda: loads(plain.replace("discovery", "discovery variant=coinche")), 2),
             (lambda: loads(plain, rules=["variant=coinche"]), 2),
             (lambda: load(path), 2),
             (lambda: api.score(dataclasses.replace(alone, rules=RuleSet(variant="coinche"))),
              3)]
    for call, line in calls:
        with pytest.raises(DealFileErrors) as refused:
            call()
        (problem,) = refused.value.errors
        assert (problem.line, problem.column) == (line, 8)
        assert problem.problem.code == "discovery_variant"
        assert problem.problem.params["variant"] == "coinche"
        assert problem.message == (
            "'rules: discovery' but the deal is one of variant=coinche: a deal without "
            "bidding is played by four at classic belote, with no auction")


def test_a_record_made_with_its_tricks_and_no_leader_reads_back_equal() -> None:
    # The made deal by its tricks alone: the reader takes S as trick 1's leader (nothing
    # says who led) and the record made in Python kept None, so that loads(dumps(r)) != r.
    alone = DealRecord(trump=HEARTS, taker=Seat.N, tricks=list(MADE_TRICKS))
    assert alone.leader is Seat.S  # as the reader sets it: S, assumed
    assert dumps(alone).splitlines()[2] == "1: JH 7H QH 8H"  # the cards alone, as before
    assert loads(dumps(alone)) == [alone]
    # The note under the tally is kept: S was taken to lead.
    assert [n.code for n in replay(alone).notes] == ["note_leader_assumed"]
    # Dealt by E: S, the seat after E, leads (the file's seats say so); by W: N would.
    dealt = DealRecord(trump=HEARTS, taker=Seat.N, dealer=Seat.E, tricks=list(MADE_TRICKS))
    assert dealt.leader is Seat.S and loads(dumps(dealt)) == [dealt] == loads(MADE_SEATED)
    assert replay(dealt).notes == ()
    by_w = DealRecord(trump=HEARTS, taker=Seat.N, dealer=Seat.W, tricks=list(MADE_TRICKS))
    assert by_w.leader is Seat.N and loads(dumps(by_w)) == [by_w]
    # A leader given is kept; a deal by its piles has none to set, and reads back so.
    given = DealRecord(trump=HEARTS, taker=Seat.N, dealer=Seat.E, leader=Seat.S,
                       tricks=list(MADE_TRICKS))
    assert given == dealt
    piles = DealRecord(trump=HEARTS, taker=Seat.S, last=Team.NS,
                       piles={Team.EW: sum(1 << x for x in cs("7S 8S 9S 7D"))})
    assert piles.leader is None and loads(dumps(piles)) == [piles]


def test_examples_round_trip() -> None:
    for path in sorted(EXAMPLES.glob("*.belote")):
        deals = load(path)
        assert loads(dumps(deals)) == deals, path.name


# --- round trip over played deals ---------------------------------------------------------

def played_records(seed: int, rules: RuleSet) -> list[tuple[DealRecord, object]]:
    rng = random.Random(seed)
    bots = [find_bot("random", rng) for _ in range(4)]
    out = []
    for dealer in Seat:
        deal = play_deal(bots, rng, dealer, rules)
        if deal.state is not None:
            out.append((deal.to_record(), deal.score))
    return out


RULE_SETS = [RuleSet(), RuleSet(direction="anticlockwise", undertrump="required"),
             RuleSet(belote="declared", capot=250, tie="dedans")]


def check_round_trip(seed: int) -> None:
    for rules in RULE_SETS:
        for rec, score in played_records(seed, rules):
            # None of these rule sets plays announcements: the record has none to write.
            assert rec.announcements == ()
            back = loads(dumps(rec))
            assert back == [rec]
            assert replay(back[0]).score == score


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_round_trip_of_played_deals(seed: int) -> None:
    check_round_trip(seed)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_round_trip_of_many_played_deals(seed: int) -> None:
    check_round_trip(seed)


def a_played_record(variant: str, dealer: Seat) -> DealRecord:
    # The first deal of ``variant`` that is not void (everybody passed), as ``Game`` records it.
    for seed in range(50):
        bots = [find_bot("random", random.Random(seed * 4 + k)) for k in range(4)]
        game = play_out(Game.shuffle(random.Random(seed), dealer, RuleSet(variant=variant)),
                        bots)
        if not game.is_void:
            return game.to_record()
    raise AssertionError(f"no deal of {variant} was played")


@pytest.mark.parametrize(("variant", "dealer", "game"), [
    ("classic", Seat.W, None), ("coinche", Seat.E, None),
    ("deux", Seat.N, "belote à deux"), ("decouverte", Seat.S, "belote découverte")])
def test_what_dumps_writes_loads_reads_back_in_every_game(variant: str, dealer: Seat,
                                                          game: str | None) -> None:
    played = a_played_record(variant, dealer)
    # The seat after the dealer leads trick 1 (RULES.md; at two, the other player).
    leader = dealer.partner if game else dealer.next(True)
    assert played.dealer is dealer and played.first_leader() is leader
    for changes in ({}, {"leader": None}, {"dealer": None}, {"dealer": None, "leader": None}):
        rec = dataclasses.replace(played, **changes)
        if game is not None and rec.dealer is None:
            # At two the dealer fixes every card's place (who is dealt which card of the
            # deck): a file without 'dealer:' cannot be read, so it is not written.
            with pytest.raises(RuleError, match=f"a deal of {game} needs its dealer"):
                dumps(rec)
            continue
        text = dumps(rec)
        [back] = loads(text)
        assert dumps(back) == text and back.dealer is rec.dealer
        # Each card played by the same seat: from the dealer, or the seats of trick 1, or,
        # with neither, S leading (FORMAT.md), as the record itself says.
        assert back.trick_seats() == rec.trick_seats()
        if rec.leader is not None:
            assert back == rec


def test_a_deal_of_two_without_its_deck_or_a_dealer_of_two_is_not_written() -> None:
    played = a_played_record("deux", Seat.S)
    with pytest.raises(RuleError, match=r"belote à deux needs its deck \(the 32 cards"):
        dumps(dataclasses.replace(played, deck=None))
    with pytest.raises(RuleError, match="needs its dealer .S or N. and its deck"):
        dumps(dataclasses.replace(played, deck=None, dealer=None))
    with pytest.raises(RuleError,
                       match="^dealer: belote à deux is played by S and N: E cannot deal$"):
        dumps(dataclasses.replace(played, dealer=Seat.E))
    with pytest.raises(RuleError, match="gives its tricks, not piles"):
        dumps(dataclasses.replace(played, tricks=[], piles={Team.NS: 0xFF}, last=Team.NS))


def test_a_deck_or_an_exchange_load_would_refuse_is_not_written() -> None:
    # FORMAT.md: 'deck:' belongs to the games of two, the 32 cards in dealing order;
    # 'exchange:' to belote à deux, the trick (1 to 10) before whose lead the 7 was swapped.
    # Written, such a record made a file that load refused.
    classic = a_played_record("classic", Seat.W)
    deux = a_played_record("deux", Seat.S)
    decouverte = a_played_record("decouverte", Seat.S)
    assert deux.deck is not None
    for rec, change, message in (
            (classic, {"exchange": 5}, "^exchange: belote à deux alone swaps the trump 7 "
             r"for the retourne \(variant=deux\): a deal of classic belote has exchange=0$"),
            (decouverte, {"exchange": 3}, "a deal of belote découverte has exchange=0$"),
            (classic, {"deck": deux.deck},
             "^deck: a deal file gives the deck of the games of two alone .* a deal of "
             "classic belote has deck=None$"),
            (deux, {"exchange": 11}, r"^exchange: the trick \(1 to 10\) .* not 11$"),
            (deux, {"deck": deux.deck[:31]}, "^deck: a deck holds each of the 32 cards "
             f"once: {card_symbol(deux.deck[31])} is missing$"),
            (deux, {"deck": deux.deck[:31] + deux.deck[:1]},
             f"^deck: a deck holds each of the 32 cards once: {card_symbol(deux.deck[0])} is "
             f"given twice and {card_symbol(deux.deck[31])} is missing$")):
        with pytest.raises(RuleError, match=message):
            dumps(dataclasses.replace(rec, **change))
    with pytest.raises(TypeError, match="^exchange: a trick number 1 to 10, or 0, not bool"):
        dumps(dataclasses.replace(deux, exchange=True))
    with pytest.raises(DealFileErrors, match="'exchange:' belongs to belote à deux"):
        loads("exchange: 5\n" + dumps(classic))
    with pytest.raises(DealFileErrors, match="'deck:' belongs to the games of two"):
        loads(dumps(deux).replace("variant: deux\n", ""))


def test_a_records_rules_as_text_are_read_as_rules_takes_them() -> None:
    # As its trump and seats, and as every rules= (text, a list, None): DealRecord(rules=
    # "variant=coinche") was made, and failed at score with "rules: a RuleSet, not str";
    # a contract kind that is none is named.
    played = a_played_record("classic", Seat.W)
    for rules in ("capot=250", ["capot=250"], ("capot=250",)):
        assert dataclasses.replace(played, rules=rules).rules == RuleSet(capot=250)
    assert dataclasses.replace(played, rules=None).rules == RuleSet()
    with pytest.raises(RuleError, match=r"^rules: unknown value '2' for rule 'capot'"):
        dataclasses.replace(played, rules="capot=2")
    for trump in (None, 9):
        with pytest.raises(RuleError, match=f"^trump: no contract kind {trump}: "):
            dumps(dataclasses.replace(played, trump=trump))


def test_leader_line() -> None:
    (r,) = loads(MADE_SEATED.replace("dealer: E", "leader: S"))
    assert r.leader is Seat.S and r.dealer is None
    text = MADE_SEATED.replace("dealer: E", "entame: W")
    # The key as the file wrote it (it said 'leader:').
    assert errors_of(text) == [
        "deal.txt:4:4: trick 1: W must lead (given by 'entame:'), found S"]


def test_seats_out_of_order_are_one_problem_not_two() -> None:
    # Trick 3 written S N W E where W plays after S: one problem. W's A♠ wins the trick (no
    # trump in it), so W leads trick 4, as the file says; counting the seats from S instead
    # gave the A♠ to N and reported trick 4's lead too ("N must lead, found W").
    text = MADE_SEATED.replace("3: S 7♠   W A♠   N 8♠   E 10♠",
                               "3: S 7♠   N 8♠   W A♠   E 10♠")
    assert errors_of(text) == ["deal.txt:6:11: trick 3: W plays after S, found N"]


def test_a_leader_line_must_agree_with_the_dealer() -> None:
    # RULES.md: the seat after the dealer leads trick 1 (dealer E: S). A file that also says
    # 'leader: W' says two things of one trick: a problem at that line, whatever the trick
    # lines' seats (it was read as W leading, in silence).
    text = MADE_SEATED.replace("dealer: E", "dealer: E\nleader: W")
    found = errors_of(text)
    assert found[0] == "deal.txt:4:1: 'leader: W', but S leads trick 1, after dealer E"
    french = text.replace("leader: W", "entame: o")
    with pytest.raises(DealFileErrors) as info:
        loads(french, "deal.txt")
    assert describe(info.value.errors[0], "fr") == (
        "deal.txt:4:1: 'entame: o', mais c'est S qui entame le pli 1, après le donneur E")
    # The two in agreement: read as before.
    (r,) = loads(MADE_SEATED.replace("dealer: E", "dealer: E\nleader: S"))
    assert r.leader is Seat.S and r.dealer is Seat.E


def test_a_pile_of_unreadable_cards_is_not_called_empty() -> None:
    # Four cards written, none of them a card: each is named, and the pile is not also
    # said to be empty (it was: "'last: NS' but the NS pile is empty").
    found = errors_of("trump: H\ntaker: N\nNS: AX 10X KX QX\nlast: NS\n")
    assert found == ["deal.txt:3:5: unknown card 'AX'", "deal.txt:3:8: unknown card '10X'",
                     "deal.txt:3:12: unknown card 'KX'", "deal.txt:3:15: unknown card 'QX'"]
    # A pile written with no card at all is empty, and said so.
    found = errors_of("trump: H\ntaker: N\nNS:\nEW: " + " ".join(
        f"{r}{s}" for s in "SHDC" for r in ("7", "8", "9", "10", "J", "Q", "K", "A"))
        + "\nlast: NS\n")
    assert "deal.txt:5:7: 'last: NS' but the NS pile is empty" in found, found


def test_a_number_skipped_with_every_trick_written_is_no_trick_missing() -> None:
    # Tricks 5 to 8 written 6 to 9: the eight lines and the 32 cards are all there, so
    # the gap names the number to write, not a trick missing.
    lines = MADE_SEATED.splitlines()
    text = "\n".join(lines[:7] + [str(int(x[0]) + 1) + x[1:] for x in lines[7:]]) + "\n"
    assert errors_of(text) == [
        "deal.txt:8:1: trick 6 is written where trick 5 goes: all 8 trick lines are "
        "written, so none is missing; number them 1 to 8 (this one '5:')",
        "deal.txt:11:1: trick 9 is out of range: a deal has 8 tricks, numbered 1 to 8"]
    # From the first line: trick 2 where trick 1 goes.
    shifted = "\n".join(lines[:3] + [str(int(x[0]) + 1) + x[1:] for x in lines[3:]]) + "\n"
    assert errors_of(shifted)[0] == (
        "deal.txt:4:1: trick 2 is written where trick 1 goes: all 8 trick lines are "
        "written, so none is missing; number them 1 to 8 (this one '1:')")


def test_tricks_written_out_of_order_are_said_once_and_checked_in_order() -> None:
    # FORMAT.md: one line per trick, in order. Tricks 6 and 7 swapped: every trick is
    # there, so none is missing (it said trick 6 and trick 7 missing, one line away); said
    # once at the first line out of place, and the tricks checked in their numbers' order.
    lines = MADE_SEATED.splitlines()
    head, tricks = lines[:3], lines[3:]
    swapped = "\n".join(head + tricks[:5] + [tricks[6], tricks[5], tricks[7]]) + "\n"
    assert errors_of(swapped) == [
        "deal.txt:9:1: trick 7 is written where trick 6 goes: all 8 tricks are there, out "
        "of order; write them in the order played, 1 to 8"]
    # All eight backwards: still one problem, the leads checked as numbered.
    backwards = "\n".join(head + tricks[::-1]) + "\n"
    assert errors_of(backwards) == [
        "deal.txt:4:1: trick 8 is written where trick 1 goes: all 8 tricks are there, out "
        "of order; write them in the order played, 1 to 8"]
    # What is wrong besides is said as with the lines in order, at its own line: W
    # written to lead trick 2 (line 10 here), which S won trick 1 to lead.
    wrong = backwards.replace("2: S 9♥   W A♥", "2: W 9♥   S A♥")
    assert errors_of(wrong)[1:] == ["deal.txt:10:4: trick 2: S must lead (won trick 1), "
                                    "found W"]
    # A trick missing is still a trick missing, not an order.
    assert not any("out of order" in m
                   for m in _messages_or_none("\n".join(head + tricks[:5] + tricks[6:])))


def test_a_wrong_trump_line_is_named_where_another_trump_fits_every_lead() -> None:
    # The deal of hearts written 'trump: ♠': Q♥ beats J♥ in a plain suit, so N wins
    # trick 1 and S's lead of trick 2 is wrong; with ♥ as trump every lead follows, and
    # with ♦ or ♣ trick 1 goes to N as well: the first wrong lead names ♥, once.
    messages = errors_of(MADE_SEATED.replace("trump: ♥", "trump: ♠"))
    assert messages[0] == (
        "deal.txt:5:4: trick 2: N must lead (won trick 1), found S (every trick is led by "
        "the winner of the trick before with ♥ as trump: is the 'trump:' line right?)")
    assert sum("as trump" in m for m in messages) == 1
    # A French file names its own key.
    french = MADE_SEATED.replace("trump: ♥", "atout : ♠").replace("taker:", "preneur :")
    assert "la ligne 'atout:' est-elle juste" in " ".join(
        describe(e, "fr") for e in _errors(french)).replace("\xa0", " ")
    # Seats not written: no lead to check, no hint.
    seatless = re.sub(r" [NESW] ", " ", MADE_SEATED.replace("trump: ♥", "trump: ♠"))
    assert not any("as trump" in m for m in _messages_or_none(seatless))


def test_a_key_whose_colon_is_left_out_is_said_and_read() -> None:
    # FORMAT.md: 'key: value'. 'trump ♥' was two problems, no 'trump:' line and a line of
    # no known form; said once, with the mend, and read as the key (as '1.' is read as
    # trick 1), so the deal is checked as written.
    assert errors_of(MADE_SEATED.replace("trump: ♥", "trump ♥")) == [
        "deal.txt:1:1: 'trump': a key is followed by a colon: write 'trump:'"]
    assert errors_of(MADE_SEATED.replace("taker: N", "  Taker N  # N took")) == [
        "deal.txt:2:3: 'Taker': a key is followed by a colon: write 'Taker:'"]
    french = MADE_SEATED.replace("trump: ♥", "atout ♥").replace("taker: N", "preneur: N")
    assert [describe(e, "fr") for e in _errors(french)] == [
        "deal.txt:1:1: 'atout'\xa0: une clé est suivie de deux-points\xa0: écrivez 'atout:'"]
    # A key alone, no value: no key line to read, as before.
    assert "found 'trump'" in " ".join(errors_of(MADE_SEATED.replace("trump: ♥", "trump")))
    # The key of three words, 'dix de der' (the team of the last trick, piles form): the
    # same, where it was a line of no known form and the deal had no 'last:'.
    piles = ("atout: ♠\npreneur: N\nNS: 7♠ 8♠ 9♠ 10♠ V♠ D♠ R♠ A♠ 7♥ 8♥ 9♥ 10♥ V♥ D♥ R♥ "
             "A♥\n")
    assert errors_of(piles + "Dix  de der NS\n") == [
        "deal.txt:4:1: 'Dix  de der': a key is followed by a colon: write 'Dix  de der:'"]
    # Its words are French: in a deal of English keys the key to write is 'last:' (a
    # French key there would make C both suits).
    english = piles.replace("atout:", "trump:").replace("preneur:", "taker:")
    assert errors_of(english + "dix de der NS\n") == [
        "deal.txt:4:1: 'dix de der': a key is followed by a colon: write 'last:'"]
    assert [r.last for r in loads(piles + "dix de der: NS\n")] == [Team.NS]
    # 'dix de der' alone, or a longer word after it, is no key and its value: a line of
    # no known form, as 'trump' alone is.
    for line in ("dix de der", "dix de dernier NS"):
        assert (f"deal.txt:4:1: expected 'key: value' or a trick '1: cards', found '{line}'"
                in errors_of(piles + line + "\n"))


def test_a_contract_against_the_deal_s_variant_line_is_said_there() -> None:
    # 'variant: classic' rules over 'rules: variant=coinche' (the variant: line wins), and
    # a contract: line then says it means coinche: one problem at that line. Since rules
    # given twice were refused by RuleSet.parse, the deal's rules read from both lines
    # failed, and the file said a coinche deal in a match of classic belote, no line.
    text = ("variant: classic\nrules: variant=coinche\ncontract: 80 ♥ N\n"
            + MADE_SEATED.replace("trump: ♥\n", "").replace("taker: N\n", ""))
    assert errors_of(text) == [
        "deal.txt:3:1: a 'contract:' line means variant=coinche, not variant=classic"]


def test_keys_without_their_colons_give_the_file_its_language() -> None:
    # A French sheet noted as at a table, 'atout cœur' / 'preneur N' / 'donneur S', no key
    # with a colon: read as English (no French key), each card of P (pique) a problem and
    # VC the jack of clubs, 29 problems for 3 missing colons. Its keys give its language
    # as keys with their colons do: the three colons alone are said.
    # S holds the eight cœurs, W the piques, N the carreaux, E the trèfles: S, after the
    # dealer E, leads each trick and takes it (a capot).
    ranks = ["V", "9", "A", "10", "R", "D", "8", "7"]
    text = "atout cœur\npreneur N\ndonneur E\n" + "".join(
        f"{n} : S {r}C O {r}P N {r}K E {r}T\n" for n, r in enumerate(ranks, 1))
    assert [describe(e, "fr") for e in _errors(text)] == [
        f"deal.txt:{n}:1: '{key}'\xa0: une clé est suivie de deux-points\xa0: écrivez "
        f"'{key}:'" for n, key in ((1, "atout"), (2, "preneur"), (3, "donneur"))]
    # With their colons, the same deal reads whole: the cards above are its 32.
    fixed = text.replace("atout ", "atout: ").replace("preneur ", "preneur: ").replace(
        "donneur ", "donneur: ")
    [deal] = loads(fixed)
    assert deal.trump == HEARTS and deal.taker is Seat.N and deal.tricks[0][0] == card(
        HEARTS, JACK)


@pytest.mark.parametrize("rule", ["—", "===", "- - -", "--", "___"])
def test_a_rule_line_between_deals_says_to_write_three_hyphens(rule: str) -> None:
    # FORMAT.md: deals are separated by a line '---'; a phone or an editor makes '—' of
    # it. Said so, where it was a line of no known form, the next problem alone hinting
    # at '---'.
    messages = errors_of(MADE_SEATED + rule + "\n" + MADE_SEATED)
    # After the tricks it stands for the '---': the next deal is read as one, where its
    # keys were each 'given twice' and its tricks past 8.
    assert messages == [f"deal.txt:12:1: deal 1: {rule!r} between deals: write a line "
                        "'---' (three hyphens)"]
    # Before a key that may come after the tricks ('belote:'), it underlines and ends
    # nothing: that key is the deal's, no deal of no trump and no tricks after it.
    assert errors_of(MADE_SEATED + rule + "\nbelote: N\n") == [
        f"deal.txt:12:1: {rule!r} between deals: write a line '---' (three hyphens)"]
    # A spreadsheet's rule line, its empty cells after it, as a rule line: the next deal's
    # dealer is its own (it was read into deal 1, whose trick 1 it then refused).
    header, tricks = MADE_SEATED.split("1: ", 1)
    second = MADE_SEATED.replace("dealer: E\n", "")
    assert errors_of(MADE_SEATED + rule + ";;;;\ndealer:;E;;\n" + second) == [
        f"deal.txt:12:1: deal 1: {rule!r} between deals: write a line '---' (three "
        "hyphens)"]
    # Under a header, before any trick, it is said and ends nothing: one deal.
    header, tricks = MADE_SEATED.split("1: ", 1)
    assert errors_of(header + rule + "\n1: " + tricks) == [
        f"deal.txt:4:1: {rule!r} between deals: write a line '---' (three hyphens)"]


PILES = (EXAMPLES / "piles.belote").read_text(encoding="utf-8")


def test_a_deal_of_piles_ends_at_a_rule_line_or_its_opening_key_again() -> None:
    # The piles form has no trick lines: its piles end the deal as tricks do, a rule line
    # after them or its 'trump:' again starting the next, one problem each, where the
    # second deal's keys were each 'given twice' (4 problems).
    lines = PILES.count("\n")
    assert errors_of(PILES + "===\n" + PILES) == [
        f"deal.txt:{lines + 1}:1: deal 1: '===' between deals: write a line '---' (three "
        "hyphens)"]
    first_key = lines + 1 + PILES.splitlines().index("trump: ♠")
    assert errors_of(PILES + PILES) == [
        f"deal.txt:{first_key}:1: deal 1: 'trump' given again after the piles (first on "
        f"line {first_key - lines}): read as a new deal; write a line '---' before it"]
    # The pile first, its header after: the pile again starts the next deal.
    piles_first = "".join(line + "\n" for line in PILES.splitlines()
                          if line.startswith(("NS:", "last:")))
    piles_first += "".join(line + "\n" for line in PILES.splitlines()
                           if line.startswith(("trump:", "taker:")))
    assert errors_of(piles_first + piles_first) == [
        "deal.txt:5:1: deal 1: 'NS' given again after the piles (first on line 1): read as "
        "a new deal; write a line '---' before it"]


def test_a_line_that_starts_with_dashes_and_says_more_is_no_rule_line() -> None:
    # Only a line of dashes or rules alone is taken for a '---' mistyped; one that says
    # more is a line of no known form, as before.
    messages = errors_of(MADE_SEATED + "-- end of deal one\n" + MADE_SEATED)
    assert messages[0] == ("deal.txt:12:1: deal 1: expected 'key: value' or a trick '1: "
                           "cards', found '-- end of deal one'")


def test_an_unknown_trump_names_sa_and_ta_which_the_trump_line_takes() -> None:
    # FORMAT.md's trump: a suit; the line takes SA and TA too (VARIANTS.md), and its
    # problem said 'unknown suit ... (expected ♠ ♥ ♦ ♣ or S H D C)' alone.
    assert errors_of(MADE_SEATED.replace("trump: ♥", "trump: XX")) == [
        "deal.txt:1:8: unknown trump 'XX' (expected ♠ ♥ ♦ ♣ or S H D C, or SA, TA)"]
    french = "langue: fr\n" + MADE_SEATED.replace("trump: ♥", "atout : XX").replace(
        "taker:", "preneur :").replace("dealer:", "donneur :")
    assert [describe(e, "fr") for e in _errors(french)] == [
        "deal.txt:2:9: atout inconnu 'XX' (attendu ♠ ♥ ♦ ♣ ou P C K T, ou SA, TA)"]
    # NT, no trump as bridge players write it, is SA as 'no trump' is: this deal of
    # hearts scored at SA, its leads then wrong from trick 2 on, the same problems.
    nt = errors_of(MADE_SEATED.replace("trump: ♥", "trump: NT"))
    assert nt == errors_of(MADE_SEATED.replace("trump: ♥", "trump: SA"))
    assert nt[0] == "deal.txt:5:4: trick 2: N must lead (won trick 1), found S"


def test_a_wrong_contract_suit_is_named_by_its_contract_line() -> None:
    # A coinche deal's contract: line sets the trump where no trump: line is written
    # (docs/format.md): the hint names the line the file has, 'contract:', not 'trump:'.
    coinche = MADE_SEATED.replace("trump: ♥\ntaker: N\n", "contract: 80 ♠ N\n")
    messages = errors_of(coinche)
    assert messages[0] == (
        "deal.txt:4:4: trick 2: N must lead (won trick 1), found S (every trick is led by "
        "the winner of the trick before with ♥ as trump: is the 'contract:' line right?)")
    french = coinche.replace("contract:", "contrat :")
    assert "la ligne 'contrat:' est-elle juste" in " ".join(
        describe(e, "fr") for e in _errors(french)).replace("\xa0", " ")
    # Both lines written, the trump: line is the one that sets the trump.
    both = MADE_SEATED.replace("trump: ♥\ntaker: N\n", "trump: ♠\ncontract: 80 ♠ N\n")
    assert "is the 'trump:' line right?" in errors_of(both)[0]


def _errors(text: str) -> list[DealFileError]:
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    return list(info.value.errors)


def _messages_or_none(text: str) -> list[str]:
    try:
        loads(text, "deal.txt")
    except DealFileErrors as errors:
        return [str(e) for e in errors.errors]
    return []


def test_keys_of_the_other_form() -> None:
    assert errors_of(MADE_SEATED + "last: NS\n") == [
        "deal.txt:12:1: 'last:' belongs to the piles form; with tricks the last trick's "
        "winner is known"]
    text = "trump: S\nleader: N\nNS: AS 7S 8S 9S\nlast: NS\n"
    assert errors_of(text) == ["deal.txt:2:1: 'leader:' needs tricks, not piles"]


def test_trick_written_twice_or_out_of_order() -> None:
    lines = MADE_SEATED.splitlines()
    # Every trick there, two swapped: the order, once
    # (test_tricks_written_out_of_order_are_said_once_and_checked_in_order).
    swapped = "\n".join(lines[:4] + [lines[5], lines[4]] + lines[6:]) + "\n"
    assert errors_of(swapped) == [
        "deal.txt:5:1: trick 3 is written where trick 2 goes: all 8 tricks are there, out "
        "of order; write them in the order played, 1 to 8"]
    # Two swapped and the last left out: each number against the one before.
    messages = errors_of("\n".join(lines[:4] + [lines[5], lines[4]] + lines[6:-1]) + "\n")
    assert messages[0] == "deal.txt:5:1: trick 3 follows trick 1 (trick 2 missing?)"
    assert "deal.txt:6:1: trick 2 comes after trick 3" in messages
    twice = MADE_SEATED.replace("3: S 7♠", "2: S 7♠")
    assert "deal.txt:6:1: trick 2 written twice" in errors_of(twice)


def test_a_first_trick_other_than_1_follows_no_trick_0() -> None:
    # Trick 1 left out (or unreadable): trick 2 is the first one written, and there is no
    # trick 0 for it to follow.
    text = MADE_SEATED.replace("1: S J♥   W 7♥   N Q♥   E 8♥\n", "")
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    first = info.value.errors[0]
    assert str(first) == "deal.txt:4:1: trick 2 is the first trick written (trick 1 missing?)"
    french = " ".join(describe(first, "fr").replace("\xa0", " ").split())
    assert french == "deal.txt:4:1: le pli 2 est le premier pli écrit (pli 1 manquant ?)"
    assert "trick 0" not in " ".join(str(e) for e in info.value.errors)


@pytest.mark.parametrize(("written", "number"), [
    ("1.", "1"), ("1)", "1"), ("1 -", "1"), ("1", "1"), ("pli 1.", "pli 1"),
])
def test_a_trick_number_without_its_colon_says_to_write_the_colon(written: str,
                                                                   number: str) -> None:
    # FORMAT.md: a trick line is its number, a colon, then the cards. '1.' is the slip;
    # the message names it and what to write, and the line is still read as trick 1, so
    # nothing else is reported (no trick missing, no card missing).
    text = MADE_SEATED.replace("1: S J♥", f"{written} S J♥")
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    assert [str(e) for e in info.value.errors] == [
        f"deal.txt:4:1: '{written}': a trick's number is followed by a colon: write '{number}:'"]
    french = " ".join(describe(info.value.errors[0], "fr").replace("\xa0", " ").split())
    assert french == (f"deal.txt:4:1: '{written}' : le numéro d'un pli est suivi de "
                      f"deux-points : écrivez '{number}:'")


def test_a_card_of_a_trick_without_its_colon_is_said_at_its_own_column() -> None:
    # '1.' for '1:' and E's 8♥ mistyped 8X: the card is said where it is written, column
    # 27 of the line ('1. S J♥   W 7♥   N Q♥   E 8X'), as in a line with its colon.
    line = "1. S J♥   W 7♥   N Q♥   E 8X"
    assert col(line, "8X") == 27
    assert errors_of(with_lines(MADE_SEATED, {4: line})) == [
        "deal.txt:4:1: '1.': a trick's number is followed by a colon: write '1:'",
        "deal.txt:4:27: unknown card '8X'",
        "deal.txt: missing cards: 8♥"]


def test_every_trick_number_with_a_dot_is_one_problem_each() -> None:
    # Seats written 'S:J♥' leave a colon on the line: still a trick without its own.
    lines = MADE_SEATED.splitlines()
    dotted = [line.replace(":", ".", 1) if line[:1].isdigit() else line for line in lines]
    dotted[4] = "2. S:9♥ W:A♥ N:K♥ E:10♥"
    messages = errors_of("\n".join(dotted) + "\n")
    assert messages == [f"deal.txt:{n + 3}:1: '{n}.': a trick's number is followed by a colon: "
                        f"write '{n}:'" for n in range(1, 9)]
    # 'pli 1 :' (a space before the colon) is a trick line as it should be.
    spaced = [line.replace(":", " :", 1) if line[:1].isdigit() else line for line in lines]
    assert loads("\n".join(spaced) + "\n") == loads(MADE_SEATED)


def test_two_seats_in_a_row() -> None:
    line = "1: S S J♥   W 7♥   N Q♥   E 8♥"
    assert errors_of(with_lines(MADE_SEATED, {4: line})) == [
        "deal.txt:4:4: seat 'S' has no card"]
    line = "1: S: S:J♥   W 7♥   N Q♥   E 8♥"
    assert errors_of(with_lines(MADE_SEATED, {4: line}))[0] == (
        "deal.txt:4:4: seat 'S:' has no card")


def test_a_coinche_table_plays_to_2000_unless_told() -> None:
    # RULES.md/issue: matches to 2000 by default in coinche; classic stays at 1000.
    base = "contract: 80 H N\nlast: NS\nNS: " + " ".join(
        card_name(c) for c in range(32)) + "\n"
    assert loads("rules: variant=coinche\n" + base, "x")[0].rules.target == 2000
    assert loads("rules: variant=coinche target=501\n" + base, "x")[0].rules.target == 501
    assert loads(base, "x", ["variant=coinche"])[0].rules.target == 2000
    classic = "trump: H\nlast: NS\nNS: " + " ".join(card_name(c) for c in range(32)) + "\n"
    assert loads(classic, "x")[0].rules.target == 1000


# --- the file's language: French suit letters (FORMAT: P C K T, French keys or langue: fr) --

FRENCH_LETTER = {"♠": "P", "♥": "C", "♦": "K", "♣": "T"}
ENGLISH_LETTER = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def lettered(text: str, letters: dict[str, str]) -> str:
    """``text`` with every suit symbol written as a letter of ``letters``."""
    for symbol, letter in letters.items():
        text = text.replace(symbol, letter)
    return text


def in_french_keys(text: str) -> str:
    return (text.replace("trump:", "atout:").replace("taker:", "preneur:")
            .replace("dealer:", "donneur:"))


MADE_FR = lettered(in_french_keys(MADE_SEATED), FRENCH_LETTER)


def test_a_french_file_reads_french_suit_letters() -> None:
    # 'atout: C' is cœur, and so is every card written ?C: the deal of MADE_SEATED.
    assert MADE_FR.startswith("atout: C\npreneur: N\ndonneur: E\n1: S JC")
    assert loads(MADE_FR) == loads(MADE_SEATED)
    [record] = loads(MADE_FR)
    assert record.trump == HEARTS and list(record.tricks) == MADE_TRICKS


def test_a_french_file_with_a_match_line_reads_french_suit_letters() -> None:
    # FORMAT.md names the key 'match' alone: a French file that writes 'match: none' is
    # still French, its C cœur, where each of its hearts was a card 'C is clubs in English
    # and cœur in French' (9 problems). 'partie:' and either value read alike.
    french = MADE_FR.replace("donneur: E\n", "donneur: E\nmatch: none\n")
    [record] = loads(french)
    assert record.trump == HEARTS and list(record.tricks) == MADE_TRICKS
    assert record.independent
    for line in ("match: aucune", "partie: none", "partie: aucune"):
        assert loads(french.replace("match: none", line)) == [record]
    # As a spreadsheet saves it, its cells around the value: read, where it said
    # "'match:' takes 'none' (...), found 'none'".
    for line in ("match:;none;;", "match: ,none"):
        assert [r.independent for r in loads(MADE_SEATED + line + "\n")] == [True]


def test_a_french_file_without_seats_is_not_misread() -> None:
    # Without seats nothing would catch a misreading: this is the file that scored a wrong
    # result with exit code 0 when C was read as clubs.
    unseated = "\n".join(" ".join(t for t in line.split() if t not in "NESW")
                         if line[0].isdigit() else line for line in MADE_FR.splitlines())
    assert loads(unseated) == loads(MADE_SEATED)
    assert replay(loads(unseated)[0]).score.score == (117, 65)  # RULES.md: 97 + 20 / 65


def test_langue_fr_makes_a_file_with_english_keys_french() -> None:
    text = "langue: fr\n" + lettered(MADE_SEATED, FRENCH_LETTER)
    assert loads(text) == loads(MADE_SEATED)
    assert loads("lang: en\n" + lettered(in_french_keys(MADE_SEATED), ENGLISH_LETTER)) \
        == loads(MADE_SEATED)


def test_symbols_and_suit_names_read_the_same_in_both_languages() -> None:
    assert loads(in_french_keys(MADE_SEATED)) == loads(MADE_SEATED)
    assert loads(in_french_keys(MADE_SEATED).replace("atout: ♥", "atout: cœur")) \
        == loads(MADE_SEATED)


def test_an_english_letter_in_a_french_file_names_its_english_meaning() -> None:
    text = MADE_FR.replace("3: S 7P", "3: S 7S")
    line = text.splitlines()[5]
    assert errors_of(text)[0] == (
        f"deal.txt:6:{col(line, '7S')}: unknown card '7S': S is not a suit letter in French "
        f"(P C K T); in English, S is spades (if the file is written in English, write "
        f"'lang: en' in its header)")
    assert errors_of(MADE_FR.replace("atout: C", "atout: H"))[0] == (
        "deal.txt:1:8: unknown suit 'H': H is not a suit letter in French (P C K T); in "
        "English, H is hearts (if the file is written in English, write 'lang: en' in its "
        "header)")


def test_a_french_letter_in_an_english_file_names_its_french_meaning() -> None:
    text = lettered(MADE_SEATED, ENGLISH_LETTER).replace("3: S 7S", "3: S 7P")
    line = text.splitlines()[5]
    assert errors_of(text)[0] == (
        f"deal.txt:6:{col(line, '7P')}: unknown card '7P': P is not a suit letter in English "
        f"(S H D C); in French, P is pique (if the file is written in French, write "
        f"'langue: fr' in its header)")
    # The line it names reads a file of English keys and French letters as meant.
    french_letters = lettered(MADE_SEATED, FRENCH_LETTER)
    assert "langue: fr" in errors_of(french_letters)[0]
    assert loads("langue: fr\n" + french_letters) == loads(MADE_SEATED)


def test_english_and_french_keys_without_lang_refuse_c_naming_both_readings() -> None:
    text = lettered(MADE_SEATED, ENGLISH_LETTER).replace("taker: N", "preneur: N")
    messages = errors_of(text)
    line = text.splitlines()[9]  # 7: E 10C ...
    assert messages[0] == (
        f"deal.txt:10:{col(line, '10C')}: '10C': C is clubs in English and cœur in French, "
        f"and this file has English keys (line 1) and French keys (line 2): say which with "
        f"'lang: en' or 'langue: fr'")
    # Only C is read two ways: the other letters have one reading and are no problem. The
    # eight clubs refused are then missing from the deal.
    refused = [m.split(": ")[1] for m in messages[:-1]]
    assert refused == ["'10C'", "'7C'", "'KC'", "'9C'", "'JC'", "'AC'", "'8C'", "'QC'"]
    assert messages[-1] == "deal.txt: missing cards: A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣"
    # Saying the language settles it; symbols need nothing.
    assert loads("lang: en\n" + text) == loads(MADE_SEATED)
    assert loads(MADE_SEATED.replace("taker: N", "preneur: N")) == loads(MADE_SEATED)


def test_an_english_deal_and_a_french_deal_joined_each_keep_their_language() -> None:
    # Each deal's C is read by its own keys: clubs under trump:/taker:/dealer:, cœur under
    # atout:/preneur:/donneur:, where the file's keys of both languages refused every C.
    english = lettered(MADE_SEATED, ENGLISH_LETTER)
    assert "10C" in english and "JC" in MADE_FR
    assert loads(english + "---\n" + MADE_FR) == loads(MADE_SEATED) * 2
    assert loads(MADE_FR + "  ---  # the next deal\n" + english) == loads(MADE_SEATED) * 2
    assert loads(english + "---\n---\n" + MADE_FR + "---\n" + english) \
        == loads(MADE_SEATED) * 3
    # A deal with no key (its tricks alone, from line 25) is read as the one before: its
    # C is cœur, and the key it lacks is named in French, its one problem.
    tricks = "".join(line + "\n" for line in MADE_FR.splitlines() if line[0].isdigit())
    assert errors_of(english + "---\n" + MADE_FR + "---\n" + tricks) == [
        "deal.txt:25: deal 3: no 'atout:' line (the trump suit, e.g. 'atout: ♥')"]


def test_a_deal_with_keys_of_both_languages_still_refuses_c_in_a_joined_file() -> None:
    # The English deal (lines 1-11) is read; the second (from line 13) has atout: on line
    # 13 and taker: on line 14: its C is refused, naming those lines, its first at 'C' of
    # 'atout: C' (column 8), then 'JC' of trick 1 (line 16, column 6). The lines are the
    # deal's own, the file's first English key being on line 1: 'this deal' has them (it
    # said 'this file').
    english = lettered(MADE_SEATED, ENGLISH_LETTER)
    text = english + "---\n" + MADE_FR.replace("preneur: N", "taker: N")
    messages = errors_of(text)
    assert messages[:2] == [
        f"deal.txt:{line}:{column}: deal 2: '{card}': C is clubs in English and cœur in "
        f"French, and this deal has English keys (line 14) and French keys (line 13): say "
        f"which with 'lang: en' or 'langue: fr'"
        for line, column, card in ((13, 8, "C"), (16, 6, "JC"))]
    assert all("deal 2" in m for m in messages)
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    assert describe(info.value.errors[0], "fr") == (
        "deal.txt:13:8: donne 2\u00a0: 'C'\u00a0: C est trèfle en anglais et cœur en "
        "français, et cette donne a des clés anglaises (ligne 14) et françaises (ligne "
        "13)\u00a0: précisez 'lang: en' ou 'langue: fr'")
    # A lang: line still says it for the whole file: C is clubs in the deal of French keys.
    french_keys = lettered(in_french_keys(MADE_SEATED), ENGLISH_LETTER)
    assert loads("lang: en\n" + english + "---\n" + french_keys) == loads(MADE_SEATED) * 2


def test_a_keyless_deal_after_a_deal_of_both_keys_names_that_deals_keys() -> None:
    # The English deal (lines 1-11), '---' (12), the deal of French keys with taker: (atout:
    # line 13, taker: line 14, tricks 16-23), '---' (24), then the English deal's eight
    # tricks alone (lines 25-32): a deal with no key, read by the deal before it, whose C
    # is refused. Its first C is '10C' of trick 7 (line 31, column 6): the lines named are
    # that deal's keys, not its own nor the file's (it said 'this file has …').
    english = lettered(MADE_SEATED, ENGLISH_LETTER)
    mixed = MADE_FR.replace("preneur: N", "taker: N")
    tricks = "".join(line + "\n" for line in english.splitlines() if line[0].isdigit())
    text = english + "---\n" + mixed + "---\n" + tricks
    assert text.splitlines()[30].startswith("7: E 10C")
    messages = errors_of(text)
    said = ("deal.txt:31:6: deal 3: '10C': C is clubs in English and cœur in French, and "
            "this deal, with no key of its own, is read as the deal before it with English "
            "keys (line 14) and French keys (line 13): say which with 'lang: en' or "
            "'langue: fr'")
    assert said in messages
    # The deal of both keys still says 'this deal' of its own lines.
    assert messages[0].startswith("deal.txt:13:8: deal 2: 'C': C is clubs in English and "
                                  "cœur in French, and this deal has English keys (line 14)")
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    [error] = [e for e in info.value.errors if str(e) == said]
    assert describe(error, "fr") == (
        "deal.txt:31:6: donne 3\u00a0: '10C'\u00a0: C est trèfle en anglais et cœur en "
        "français, et cette donne, qui n'a pas de clés, se lit comme la précédente, qui a "
        "des clés anglaises (ligne 14) et françaises (ligne 13)\u00a0: précisez 'lang: en' "
        "ou 'langue: fr'")
    # Without the English deal, the keys of both are the file's only ones: 'this file' for
    # the deal with no key too (lines 13-20, '10C' on line 19), as in a one-deal file.
    assert ("deal.txt:19:6: deal 2: '10C': C is clubs in English and cœur in French, and "
            "this file has English keys (line 2) and French keys (line 1): say which with "
            "'lang: en' or 'langue: fr'") in errors_of(mixed + "---\n" + tricks)


def _missing_trump(text: str, deal: int) -> tuple[str, str]:
    # The 'no trump: line' problem of deal ``deal`` in English and in French.
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    [error] = [e for e in info.value.errors if f"deal {deal}: no '" in str(e)]
    return str(error), describe(error, "fr")


def test_a_keyless_deal_names_its_missing_keys_as_the_deal_of_both_keys_it_is_read_by(
) -> None:
    # The English deal (lines 1-11), '---' (12), a deal of French keys with taker: (lines
    # 13-23), '---' (24), then tricks alone (lines 25-32): deal 3 is read by deal 2's keys,
    # and its missing trump is named as deal 2 wrote it, 'atout:', in English and French
    # (it said 'trump:' to the English reader, its keys being of both languages).
    english = lettered(MADE_SEATED, ENGLISH_LETTER)
    tricks = "".join(line + "\n" for line in english.splitlines() if line[0].isdigit())
    mixed = MADE_FR.replace("preneur: N", "taker: N")
    assert _missing_trump(english + "---\n" + mixed + "---\n" + tricks, 3) == (
        "deal.txt:25: deal 3: no 'atout:' line (the trump suit, e.g. 'atout: ♥')",
        "deal.txt:25: donne 3\u00a0: pas de ligne 'atout:' (la couleur d'atout, par "
        "exemple 'atout: ♥')")
    # Deal 2 writes trump: among French keys: 'trump:' in French too (it said 'atout:').
    mixed = MADE_FR.replace("atout: C", "trump: C")
    assert _missing_trump(english + "---\n" + mixed + "---\n" + tricks, 3) == (
        "deal.txt:25: deal 3: no 'trump:' line (the trump suit, e.g. 'trump: ♥')",
        "deal.txt:25: donne 3\u00a0: pas de ligne 'trump:' (la couleur d'atout, par "
        "exemple 'trump: ♥')")
    # Deal 2 writes no trump key itself (lines 13-22, '---' 23, deal 3 from line 24): the
    # language of the keys deal 3 is read by is not known, and it names the key in the
    # reader's, as before.
    mixed = "\n".join(line for line in MADE_FR.replace("preneur: N", "taker: N")
                      .splitlines() if not line.startswith("atout:")) + "\n"
    assert _missing_trump(english + "---\n" + mixed + "---\n" + tricks, 3) == (
        "deal.txt:24: deal 3: no 'trump:' line (the trump suit, e.g. 'trump: ♥')",
        "deal.txt:24: donne 3\u00a0: pas de ligne 'atout:' (la couleur d'atout, par "
        "exemple 'atout: ♥')")


def test_keys_of_both_languages_are_the_files_where_no_other_deal_has_keys() -> None:
    # The first deal has taker: on line 2 among French keys (line 1), the second English
    # keys: the first deal's own lines, 'this deal' (line 10, 'E 10C', column 6).
    english = lettered(MADE_SEATED, ENGLISH_LETTER)
    mixed = english.replace("trump: ", "atout: ")
    assert mixed.startswith("atout: ") and "taker: N" in mixed.splitlines()[1]
    assert errors_of(mixed + "---\n" + english)[0] == (
        "deal.txt:10:6: deal 1: '10C': C is clubs in English and cœur in French, and this "
        "deal has English keys (line 2) and French keys (line 1): say which with 'lang: en' "
        "or 'langue: fr'")
    # The same deal after a '---' and a deal of no key (its eight tricks, lines 1-8): its
    # keys (atout: line 10, taker: line 11) are the file's only ones, and the keyless
    # deal's C is refused by them: 'this file' for both deals, as in a one-deal file. The
    # keyless deal's first C is '10C' of trick 7 (line 7, column 6), the other's too (line
    # 19: after '---' on line 9, its three keys and six tricks).
    tricks = "".join(line + "\n" for line in english.splitlines() if line[0].isdigit())
    messages = errors_of(tricks + "---\n" + mixed)
    assert "deal.txt:7:6: deal 1: '10C': C is clubs in English and cœur in French, and this " \
        "file has English keys (line 11) and French keys (line 10): say which with 'lang: " \
        "en' or 'langue: fr'" in messages
    assert "deal.txt:19:6: deal 2: '10C': C is clubs in English and cœur in French, and " \
        "this file has English keys (line 11) and French keys (line 10): say which with " \
        "'lang: en' or 'langue: fr'" in messages
    assert all("this deal" not in m for m in messages)


def test_a_french_trick_keyword_in_an_english_file_leaves_it_english() -> None:
    # 'pli 2:' is read as trick 2; the header keys are English, so C is clubs and the file
    # is read as MADE_SEATED, with no word of 'lang:'.
    text = lettered(MADE_SEATED, ENGLISH_LETTER).replace("\n2: ", "\nPli 2: ")
    assert "\nPli 2: S 9H" in text and "E 10C" in text
    assert loads(text) == loads(MADE_SEATED)
    # A problem in it is said as in any English file: 10C is the ten of clubs, played twice.
    twice = text.replace("3: S 7S   W AS   N 8S   E 10S", "3: S 7S   W AS   N 8S   E 10C")
    assert errors_of(twice) == ["deal.txt:10:6: card '10C' already played in trick 3",
                                "deal.txt: missing cards: 10♠"]
    # The French file likewise keeps its language with 'trick 2:': C is cœur.
    french = MADE_FR.replace("\n2: ", "\ntrick 2: ")
    assert loads(french) == loads(MADE_SEATED)
    # Trick keywords alone still tell the language of a file with no header key of either.
    assert errors_of("pli 1: S V♥ O 7♥ N D♥ E 8♥\n")[0].startswith(
        "deal.txt:1: no 'atout:' line")


def test_the_language_lines_are_checked() -> None:
    assert errors_of("langue: klingon\n" + MADE_SEATED) == [
        "deal.txt:1:9: unknown language 'klingon' (expected en or fr)"]
    assert errors_of("lang: en\n" + MADE_SEATED + "langue: fr\n") == [
        "deal.txt:13:9: 'langue: fr' but line 1 says the file is en"]


def test_a_language_said_again_alike_or_after_a_comment_is_read() -> None:
    # FORMAT: 'lang:' says the language of the suit letters; said twice alike, nothing
    # is wrong ('langue: fr', then 'lang: french' at the end); a comment after the value,
    # in a plain line or cutting a quoted cell of a spreadsheet's line, is not part of it.
    french = lettered(MADE_SEATED, FRENCH_LETTER)
    assert loads("langue: fr\n" + french + "lang: french\n") == loads(MADE_SEATED)
    assert loads("langue: fr  # C is cœur\n" + french) == loads(MADE_SEATED)
    assert loads('"langue:";"fr # C is cœur"\n' + french) == loads(MADE_SEATED)


def test_the_play_prompt_and_the_file_share_one_card_reader() -> None:
    # The deal file reads its cards with cards.parse_card in its language.
    from belote_cli.core.cards import parse_card

    assert parse_card("VC", "fr") == c("JH") and parse_card("10T", "fr") == c("10C")


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" ,\t\xa0\u3000\x1c\x85aA♥1:é-", max_size=16))
def test_the_tokens_of_a_line_and_their_columns(text: str) -> None:
    # A line splits at spaces and commas (docs/format.md): the tokens of the pattern.
    want = [(m.group(), 5 + m.start()) for m in lexing.TOKEN.finditer(text)]
    assert [(t.text, t.column) for t in lexing.tokens_of(text, 5)] == want


def test_iter_loads_yields_each_deal_as_read_then_raises_for_the_bad_ones() -> None:
    made = MADE_SEATED
    bad = made.replace("1: S J♥", "1: S J♥ J♥", 1)
    deals = record.iter_loads(made + "---\n" + bad + "---\n" + made, "deal.txt")
    assert next(deals) == loads(made)[0]  # the first deal, before the rest is read
    assert next(deals) == loads(made)[0]  # the third: the second has a problem
    with pytest.raises(DealFileErrors) as raised:  # once the file is read
        next(deals)
    # Line 16, the second deal's trick 1: five cards, J♥ twice.
    assert [(e.line, e.message) for e in raised.value.errors] == [
        (16, "deal 2: trick 1 has 5 cards, expected 4"),
        (16, "deal 2: card 'J♥' written twice in trick 1")]
    assert record.count_deals(made + "---\n" + made) == 2
    with pytest.raises(DealFileErrors):
        record.count_deals(bad)


def test_load_names_a_utf8_file_opened_with_another_encoding(tmp_path: Path) -> None:
    # A UTF-8 file opened as Latin-1 or cp1252 read '♥' as 'â\x99¥' and said unknown
    # suits and cards; as ascii, 'not UTF-8 text' of a UTF-8 file; as utf-16 (no BOM),
    # the codec's complaint, a UnicodeError with the bytes from Python 3.13 on and without
    # before: the same words on every Python. A Latin-1 file opened as Latin-1 is what it
    # holds.
    (r,) = loads(MADE_SEATED)
    path = tmp_path / "deal.belote"
    path.write_text(MADE_SEATED, encoding="utf-8")
    assert "♥" in MADE_SEATED
    for encoding in ("latin-1", "cp1252", "ascii", "utf-16"):
        with open(path, encoding=encoding) as f, pytest.raises(
                DealFileErrors, match=f"^{re.escape(str(path))}: UTF-8 text read as "
                                      f"{encoding}: open the file with encoding='utf-8'$"):
            load(f)
    # Bytes that are not UTF-8 through a codec that refuses them: its complaint.
    path.write_bytes(b"# caf\xe9\n" + MADE_SEATED.encode("latin-1", "replace"))
    with open(path, encoding="utf-16") as f, pytest.raises(
            DealFileErrors, match="^.*: (cannot read the file: |not UTF-8 text)"):
        load(f)
    latin = MADE_SEATED.replace("♥", "H").replace("♠", "S").replace("♦", "D").replace(
        "♣", "C") + "# carré\n"
    path.write_text(latin, encoding="latin-1")
    with open(path, encoding="latin-1") as f:
        assert load(f) == [r]


def test_load_says_a_latin1_file_opened_as_ascii_is_not_utf8(tmp_path: Path) -> None:
    # A file of Latin-1 bytes (the é of 'café', 0xe9, then a line break) opened with
    # encoding='ascii' was said to be 'UTF-8 text read as ascii': the bytes before the é
    # are UTF-8, and cutting the last two bytes off made them so. It is not UTF-8 at all:
    # the words encoding='utf-8' gives for the same file.
    path = tmp_path / "deal.belote"
    path.write_bytes(b"trump: H\ntaker: caf\xe9\n")
    said = f"^{re.escape(str(path))}: not UTF-8 text \\(byte 0xe9\\): save the file as UTF-8$"
    for encoding in ("ascii", "utf-8"):
        with open(path, encoding=encoding) as f, pytest.raises(DealFileErrors, match=said):
            load(f)


def test_load_and_dump_refuse_a_memory_map_as_a_binary_file(tmp_path: Path) -> None:
    # An mmap reads and writes bytes but has no mode and is no io class: load found bytes
    # where it read text, dump a write that wants bytes; both say so of path, and dump
    # wrote nothing.
    import mmap

    (r,) = loads(MADE_SEATED)
    path = tmp_path / "deal.belote"
    path.write_text(MADE_SEATED, encoding="utf-8")
    with open(path, "r+b") as f, mmap.mmap(f.fileno(), 0) as mapped:
        with pytest.raises(TypeError, match=r"^path: a text file \(a deal file is text: open "
                                            r"it with encoding='utf-8', not 'b'\), not the "
                                            r"binary file mmap "):
            load(mapped)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match=r"^path: a text file \(a deal file is text\), "
                                            r"not the binary file mmap "):
            record.dump(r, mapped)  # type: ignore[arg-type]
    assert path.read_text(encoding="utf-8") == MADE_SEATED


def test_load_names_what_an_open_file_cannot_give(tmp_path: Path) -> None:
    # A file opened for writing only cannot be read: its problem, named by the file, not
    # io.UnsupportedOperation. A file read with errors='surrogateescape' gives the é of
    # Latin-1 as a lone surrogate: the same 'not UTF-8 text (byte 0xe9)' as a path gives.
    path = tmp_path / "deal.belote"
    path.write_bytes(b"trump: H\ntaker: caf\xe9\n")
    name = re.escape(str(path))
    with open(path, encoding="utf-8", errors="surrogateescape") as f, pytest.raises(
            DealFileErrors, match=f"^{name}: not UTF-8 text \\(byte 0xe9\\): save the file as "
                                  "UTF-8$"):
        load(f)
    with pytest.raises(DealFileErrors, match=f"^{name}:2:11: not UTF-8 text \\(byte 0xe9\\)"):
        load(path)
    with open(path, "a", encoding="utf-8") as f, pytest.raises(
            DealFileErrors, match=f"^{name}: cannot read the file: not readable$"):
        load(f)


def test_load_names_a_path_that_leads_through_a_file_or_holds_too_much(
        tmp_path: Path) -> None:
    # A path under a file (NotADirectoryError) is the file's problem with the system's
    # words; a directory says so; more than 16 MB is too large (MAX_FILE_BYTES), 16 MB of
    # NUL bytes a binary file at line 1, column 1.
    from belote_cli.dealfile import MAX_FILE_BYTES

    deal = tmp_path / "deal.belote"
    deal.write_text(MADE_SEATED, encoding="utf-8")
    with pytest.raises(DealFileErrors, match=f"^{re.escape(str(deal))}/x: cannot read the "
                                             "file: Not a directory$"):
        load(deal / "x")
    with pytest.raises(DealFileErrors, match=f"^{re.escape(str(tmp_path))}: is a directory, "
                                             "not a deal file$"):
        load(tmp_path)
    big = tmp_path / "big.belote"
    with open(big, "wb") as f:
        f.truncate(16 * 1024 * 1024 + 1)
    assert MAX_FILE_BYTES == 16 * 1024 * 1024
    with pytest.raises(DealFileErrors, match="big.belote: more than 16 MB: too large for a "
                                             "deal file$"):
        load(big)
    os.truncate(big, 16 * 1024 * 1024)
    with pytest.raises(DealFileErrors, match="big.belote:1:1: binary file, not a deal file "
                                             r"\(a deal file is UTF-8 text\)$"):
        load(big)


def test_load_refuses_an_open_file_of_more_than_16_mb_of_text() -> None:
    # An open text file is read as a path is: 16 MB and one character of ASCII (16 MB and
    # one byte) is too large, as the same bytes at a path are, not cut to its first 16 MB
    # and read; a problem of the whole file is at no line and no column (0, 0).
    text = "#" * (16 * 1024 * 1024 + 1)
    with pytest.raises(DealFileErrors) as refused:
        load(io.StringIO(text))
    (problem,) = refused.value.errors
    assert (problem.line, problem.column) == (0, 0)
    assert str(problem) == "<deal>: more than 16 MB: too large for a deal file"


def test_load_says_not_utf8_where_the_stream_s_codec_has_no_name_python_knows() -> None:
    # A stream whose read() fails with a UnicodeDecodeError of a codec no lookup finds
    # ('x-nowhere') is not said to be UTF-8 read through another codec, even where the
    # bytes it names (the first two of '♥', e2 99) begin UTF-8: a name no codec has is no
    # codec other than UTF-8. Not UTF-8 text, its first byte named, at no line or column.
    class Refusing(io.StringIO):
        def read(self, size: int | None = -1, /) -> str:
            raise UnicodeDecodeError("x-nowhere", b"\xe2\x99", 0, 2, "cut")

    with pytest.raises(DealFileErrors) as refused:
        load(Refusing())
    (problem,) = refused.value.errors
    assert (problem.line, problem.column) == (0, 0)
    assert str(problem) == "<deal>: not UTF-8 text (byte 0xe2): save the file as UTF-8"


def test_loads_names_a_path_that_is_no_text() -> None:
    # path= is the name the problems are located in: a str, else a TypeError naming it,
    # from loads and iter_loads alike (when called, before any deal is read).
    for function in (loads, iter_loads):
        with pytest.raises(TypeError, match="^path: the name shown in messages \\(str\\), "
                                            "not int 1$"):
            function(MADE_SEATED, 1)  # type: ignore[arg-type]


def test_load_bytes_reads_raw_bytes_as_load_reads_a_file() -> None:
    # Standard input's bytes: a deal, or the problems a file's bytes have, named by the
    # name given.
    (r,) = loads(MADE_SEATED)
    assert record.load_bytes(MADE_SEATED.encode("utf-8"), "<stdin>") == [r]
    with pytest.raises(DealFileErrors, match="^<stdin>: empty file: no deal in it$"):
        record.load_bytes(b" \n\n", "<stdin>")
    with pytest.raises(DealFileErrors, match="^<stdin>:2:1: binary file"):
        record.load_bytes(b"trump: H\n\0", "<stdin>")


def test_dump_to_an_open_file_holding_text_starts_a_deal_of_its_own(tmp_path: Path) -> None:
    # dump to a file opened with "a" on a file of deals (or a StringIO written to) joined
    # its first lines to the last deal there: 'trump' given twice, more than 8 tricks.
    import io

    (r,) = loads(MADE_SEATED)
    path = tmp_path / "deals.belote"
    record.dump(r, path)
    with open(path, "a", encoding="utf-8") as f:
        record.dump([r, r], f)
    assert load(path) == [r, r, r]
    path.write_text(MADE_SEATED.rstrip("\n"), encoding="utf-8")  # no line break at its end
    with open(path, "a", encoding="utf-8") as f:
        record.dump(r, f)
    assert load(path) == [r, r]
    out = io.StringIO()
    out.write("# Friday's deals\n")
    record.dump(r, out)
    # After text it cannot see, the deal says its rules: 'rules:' alone, the default ones.
    assert out.getvalue() == "# Friday's deals\n\n---\n" + dumps(r).replace(
        "dealer: E\n", "dealer: E\nrules:\n")
    assert loads(out.getvalue()) == [r]
    fresh = io.StringIO()
    record.dump(r, fresh)  # at its start: the deals alone, as dumps writes them
    assert fresh.getvalue() == dumps(r)


def test_dump_appends_deals_one_at_a_time_each_under_its_own_rules(tmp_path: Path) -> None:
    # A program that appends its deals to a file one at a time (as simulate --record writes
    # a deal at a time): a classic deal of the default rules appended after a deal with
    # announcements=on, or after the deal without bidding, was read back under that deal's
    # 'rules:' line, which holds for the deals after it (docs/format.md): announcements on,
    # no bidding. dumps of the same deals in one call says 'rules:' alone (4da527f); dump
    # to a file holding deals, which it cannot read, says each deal's rules so too.
    classic = dataclasses.replace(a_played_record("classic", Seat.W), independent=True)
    announced = dataclasses.replace(classic, rules=RuleSet(announcements="on"))
    game = play_out(Game.discovery(list(range(32)), HEARTS),
                    [find_bot("random", random.Random(k)) for k in range(4)])
    alone = dataclasses.replace(game.to_record(), independent=True)
    path = tmp_path / "deals.belote"
    for first in (announced, alone):
        written = [first, classic, announced, classic]
        record.dump(first, path)
        for deal in written[1:]:
            with open(path, "a", encoding="utf-8") as f:
                record.dump(deal, f)
        back = load(path)
        assert back == written
        assert [r.rules.announcements for r in back] == [first.rules.announcements, "off",
                                                         "on", "off"]
        assert [r.discovery for r in back] == [first.discovery, False, False, False]
        # The deals of the default rules appended: 'rules:' alone, the first deal none.
        parts = path.read_text(encoding="utf-8").split("---\n")
        assert [part.splitlines().count("rules:") for part in parts] == [0, 1, 0, 1]
    # The same into an open StringIO, the deals written one call at a time.
    out = io.StringIO()
    for deal in (announced, classic):
        record.dump(deal, out)
    assert loads(out.getvalue()) == [announced, classic]


def test_appended_deals_continue_the_file_as_dumps_of_them_all() -> None:
    # What play --record gives a FIFO after its first deal, and dump appends: a line '---'
    # and the deals. Where the deals before are known, the text is that of dumps of them
    # all: a classic deal of the default rules says 'rules:' alone after a deal with a
    # 'rules:' line (that line holds for the deals after it, docs/format.md), nothing
    # after deals without one; where they are not known, it says 'rules:' alone.
    classic = a_played_record("classic", Seat.W)
    announced = dataclasses.replace(classic, rules=RuleSet(announcements="on"))
    after_rules = dumps([announced]) + appended_text([classic, classic], [announced])
    assert after_rules == dumps([announced, classic, classic])
    parts = after_rules.split("---\n")
    assert [[line for line in part.splitlines() if line.startswith("rules:")]
            for part in parts] == [["rules: announcements=on"], ["rules:"], ["rules:"]]
    assert loads(after_rules) == [announced, classic, classic]
    plain = dumps([classic]) + appended_text([classic], [classic])
    assert plain == dumps([classic, classic]) and "rules:" not in plain
    unknown = appended_text([classic])
    assert unknown.startswith("---\ntrump: ") and unknown.splitlines().count("rules:") == 1
    assert loads(dumps([announced]) + unknown) == [announced, classic]


@pytest.mark.skipif(not hasattr(os, "pipe"), reason="no pipes here")
def test_dump_to_a_pipe_appends_the_deals_it_is_told_follow_others() -> None:
    # A pipe cannot say what was written to it before (as sys.stdout piped on): two calls
    # ran their deals together, the second deal's 'trump:' line in the first deal (a
    # second trump line, which load refuses). appending=True writes the line '---' and
    # each deal's rules, as dump does on a file that holds deals.
    classic = a_played_record("classic", Seat.W)
    announced = dataclasses.replace(classic, rules=RuleSet(announcements="on"))

    def through_a_pipe(appending: bool | None) -> str:
        read, write = os.pipe()
        with open(write, "w", encoding="utf-8") as f:
            record.dump(announced, f)
            record.dump(classic, f, appending=appending)
        with open(read, encoding="utf-8") as f:
            return f.read()

    told = through_a_pipe(True)
    assert told == dumps([announced]) + "\n---\n" + dumps([classic]).replace(
        "dealer: W\n", "dealer: W\nrules:\n")
    assert loads(told) == [announced, classic]
    assert [r.rules.announcements for r in loads(told)] == ["on", "off"]
    with pytest.raises(DealFileErrors):
        loads(through_a_pipe(None))  # run together: one deal of two headers
    # appending=False: the file's first deal, whatever stands before it (a comment).
    out = io.StringIO()
    out.write("# Friday's deals\n")
    record.dump(classic, out, appending=False)
    assert out.getvalue() == "# Friday's deals\n" + dumps(classic)
    # A path is written whole, never appended to; a flag is True, False or None.
    with pytest.raises(ValueError, match="^appending: a path is written whole"):
        record.dump(classic, "never.belote", appending=True)
    assert not os.path.exists("never.belote")
    with pytest.raises(TypeError, match="^appending: True, False or None, not "):
        record.dump(classic, io.StringIO(), appending=1)  # type: ignore[arg-type]


def test_dump_appending_writes_the_separator_at_a_file_start_too(tmp_path: Path) -> None:
    # appending=True writes the line '---' even where the file stands at its start: a file
    # the shell opened with >> (sys.stdout of 'python prog.py >> deals.belote') stands at
    # its start until written, whatever it holds, so the start says nothing of what is
    # there; None takes such a file for an empty one and runs the deals together.
    classic = a_played_record("classic", Seat.W)
    path = tmp_path / "deals.belote"
    for appending in (True, None):
        record.dump(classic, path)
        with open(os.open(path, os.O_WRONLY | os.O_APPEND), "w", encoding="utf-8") as f:
            assert f.tell() == 0
            record.dump(classic, f, appending=appending)
        if appending:
            assert load(path) == [classic, classic]
        else:
            with pytest.raises(DealFileErrors):
                load(path)
    # An empty StringIO the same: a line break, '---', the deal with 'rules:' alone for
    # the default rules; a '---' with nothing before it reads back as nothing.
    out = io.StringIO()
    record.dump(classic, out, appending=True)
    assert out.getvalue() == "\n---\n" + dumps(classic).replace(
        "dealer: W\n", "dealer: W\nrules:\n")
    assert loads(out.getvalue()) == [classic]


def test_dump_to_an_open_file_says_a_full_disk_itself(tmp_path: Path) -> None:
    # The text stayed in the file's buffer and the full disk was said by the caller's
    # close, an OSError; dump flushes, and says it as a BeloteError.
    (r,) = loads(MADE_SEATED)
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    said: list[BaseException] = []
    with contextlib.suppress(OSError), open("/dev/full", "w", encoding="utf-8") as f:
        try:
            record.dump(r, f)
        except BeloteError as e:  # close, after it, retries the write and fails again
            said.append(e)
    assert [str(e) for e in said] == ["cannot write /dev/full: No space left on device"]


def test_a_file_name_a_terminal_does_not_show_is_quoted_in_the_problems_of_the_file(
        tmp_path: Path) -> None:
    # As belote score quotes it (Python's repr): a line break in the name split each
    # problem in two, an escape coloured the rest of the line. The error's path keeps the
    # name as given, for a program that opens the file.
    text = "trump: H\n1: S:11H W:7H N:8H E:9H\n"
    for name, quoted in (("bad\nname.belote", "'bad\\nname.belote'"),
                         ("a\tb.belote", "'a\\tb.belote'"),
                         ("x\x1b[31m.belote", "'x\\x1b[31m.belote'"), (" ", "' '")):
        with pytest.raises(DealFileErrors) as caught:
            loads(text, name)
        first = caught.value.errors[0]
        assert str(first) == f"{quoted}:2:6: unknown card '11H'"
        assert describe(first, "fr") == f"{quoted}:2:6: carte inconnue '11H'"
        assert str(caught.value).splitlines()[0] == str(first)
        assert (first.path, first.location()) == (name, f"{quoted}:2:6")
    # A name a terminal shows as itself, accents and spaces included, as given.
    with pytest.raises(DealFileErrors) as caught:
        loads(text, "donne à 4.belote")
    assert str(caught.value.errors[0]) == "donne à 4.belote:2:6: unknown card '11H'"
    # A file that is not there, read by its path.
    with pytest.raises(DealFileErrors) as caught:
        load(tmp_path / "no\tsuch.belote")
    assert str(caught.value) == f"'{tmp_path}/no\\tsuch.belote': no such file"
    assert caught.value.errors[0].path == f"{tmp_path}/no\tsuch.belote"


def test_a_name_already_quoted_is_not_quoted_again() -> None:
    # The commands give the reader a name they have quoted (belote score's 'where'), and
    # the messages of a file that cannot be written pass through names_shown twice (the
    # library's, then a command's): a quoted name is left as it is.
    from belote_cli.cli.commands import common
    from belote_cli.core import errors
    assert common.shown_name is errors.shown_name and common.names_shown is errors.names_shown
    for name in ("\n", "a\tb", " ", "x\x1b[31m", "it's\n", "donné à 4", "'a\\tb'"):
        once = errors.shown_name(name)
        assert errors.shown_name(once) == once
    with pytest.raises(DealFileErrors) as caught:
        loads("trump: H\n1: S:11H W:7H N:8H E:9H\n", errors.shown_name("a\tb"))
    assert str(caught.value.errors[0]) == "'a\\tb':2:6: unknown card '11H'"
    reason = errors.Reason("cannot_write", {
        "path": "a\tb/x", "problem": errors.Reason("write_no_folder", {"folder": "a\tb"})})
    assert str(errors.names_shown(errors.names_shown(reason))) == (
        "cannot write 'a\\tb/x': no such directory: 'a\\tb'")
    # Only the names are quoted: a value under another key (a system's words, a card's
    # text) is left as it is given, line break and all.
    other = errors.Reason("file_unreadable", {"why": "bad\nthing", "path": 3})
    assert errors.names_shown(other) == other


def test_dump_quotes_a_name_a_terminal_does_not_show(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The messages of a file dump cannot write name it as the commands' do: on one line.
    (r,) = loads(MADE_SEATED)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(BeloteError) as caught:
        record.dump(r, tmp_path / "no\nsuch" / "x.belote")
    assert str(caught.value) == (f"cannot write '{tmp_path}/no\\nsuch/x.belote': "
                                 f"no such directory: '{tmp_path}/no\\nsuch'")
    assert describe(caught.value, "fr") == (
        f"impossible d'écrire '{tmp_path}/no\\nsuch/x.belote'\xa0: "
        f"dossier introuvable\xa0: '{tmp_path}/no\\nsuch'")
    (tmp_path / "a\tb").mkdir()
    with pytest.raises(BeloteError) as caught:
        record.dump(r, "a\tb")
    assert str(caught.value) == "cannot write 'a\\tb': 'a\\tb' is a directory"
    # Accents and spaces as given.
    with pytest.raises(BeloteError) as caught:
        record.dump(r, tmp_path / "donné à 4" / "x.belote")
    assert str(caught.value) == (f"cannot write {tmp_path}/donné à 4/x.belote: "
                                 f"no such directory: {tmp_path}/donné à 4")

    # A full disk, once the checks have passed, and an open file that fails.
    def full(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("tempfile.mkstemp", full)
    with pytest.raises(BeloteError) as caught:
        record.dump(r, "deal\t1.belote")
    assert str(caught.value) == "cannot write 'deal\\t1.belote': No space left on device"

    class Failing(io.StringIO):
        name = "pipe\n1"

        def write(self, text: str) -> int:
            raise OSError(28, "No space left on device")

    with pytest.raises(BeloteError) as caught:
        record.dump(r, Failing(), appending=False)
    assert str(caught.value) == "cannot write 'pipe\\n1': No space left on device"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a\tb"]


# --- the deals of a match: one game, one target -------------------------------------------

_ALONE_EN = ("to write deals scored each alone, make the first DealRecord independent=True "
             "(the file then says 'match: none')")
_ALONE_FR = ("pour écrire des donnes comptées chacune à part, mettez independent=True au "
             "premier DealRecord (le fichier dit alors 'match: none')")


def _refused_unwritten(records: list[DealRecord], tmp_path: Path) -> tuple[str, str]:
    # dumps refuses the deals, and dump writes nothing, to a path or an open file: the
    # English and the French of the refusal.
    with pytest.raises(RuleError) as caught:
        dumps(records)
    path = tmp_path / "match.belote"
    with pytest.raises(RuleError):
        record.dump(records, path)
    assert not path.exists()
    out = io.StringIO()
    with pytest.raises(RuleError):
        record.dump(records, out)
    assert out.getvalue() == ""
    return str(caught.value), describe(caught.value, "fr")


def test_dumps_refuses_a_match_of_two_games(tmp_path: Path) -> None:
    # A coinche deal after a classic one, a classic one after a deal of belote à deux: a
    # file that load refuses (a match is played at one game), where dumps wrote it.
    classic = a_played_record("classic", Seat.W)
    coinche = a_played_record("coinche", Seat.E)
    deux = a_played_record("deux", Seat.N)
    assert _refused_unwritten([classic, coinche], tmp_path) == (
        "records: deal 2 is a deal of coinche, deal 1 of classic belote: a match is played "
        "at one game, and load would not read the file back; " + _ALONE_EN,
        "records\xa0: la donne 2 est une donne de coinche, la donne 1 de belote "
        "classique\xa0: une partie se joue à un seul jeu, et load ne relirait pas le "
        "fichier\xa0; " + _ALONE_FR)
    assert _refused_unwritten([deux, deux, classic], tmp_path)[0].startswith(
        "records: deal 3 is a deal of classic belote, deal 1 of belote à deux: ")
    # The way out: the first deal independent, each deal scored alone, read back so.
    alone = [dataclasses.replace(r, independent=True) for r in (classic, coinche, deux)]
    text = dumps(alone)
    assert text.count("match: none") == 3 and loads(text) == alone



@pytest.mark.parametrize(("contract", "problem"), [
    ("75 H N", "no bid of 75: bids go by tens from 80 to 160, or capot"),
    ("170 H N", "no bid of 170: bids go by tens from 80 to 160, or capot"),
])
def test_an_unread_contract_line_is_its_one_problem_beside_a_taker(contract: str,
                                                                   problem: str) -> None:
    # A coinche deal with 'taker: N' and a contract: line that could not be read said the
    # line's problem, then "'taker: N' but no 'contract:' line", the line being there.
    text = ("rules: variant=coinche\n" + (EXAMPLES / "made.belote").read_text(
        encoding="utf-8").replace("taker: N\n", f"taker: N\ncontract: {contract}\n"))
    with pytest.raises(DealFileErrors) as info:
        loads(text, "d.belote")
    assert [e.message for e in info.value.errors] == [problem]


def test_a_coinche_deal_with_a_taker_and_no_contract_is_refused_as_its_file_is(
        tmp_path: Path) -> None:
    # RULES.md, coinche: a contract is a bid, its level scored. loads of made.belote under
    # variant=coinche refuses its 'taker: N' (line 5) as belote score does, where it gave a
    # record scored as a classic deal; dumps refuses such a record, whose file load would
    # not read back, and so do score and score_json, which read records as their file.
    made = (EXAMPLES / "made.belote").read_text(encoding="utf-8")
    with pytest.raises(DealFileErrors) as info:
        loads(made, "made.belote", rules="variant=coinche")
    [error] = info.value.errors
    assert (error.line, error.column, error.problem.code) == (5, 1, "coinche_taker_no_contract")
    assert str(error) == (
        "made.belote:5:1: 'taker: N' but no 'contract:' line: under variant=coinche a deal "
        "is scored on its bid; write it, such as 'contract: 80 ♥ N' (the level, 80 to 160 "
        "or capot, the trump, the taker)")
    [classic] = loads(made)
    taken = dataclasses.replace(classic, rules=RuleSet(variant="coinche"))
    assert _refused_unwritten([taken], tmp_path) == (
        "a deal of coinche taken by N is played on its bid: give the DealRecord its "
        "contract=Contract(level, suit, taker), the file's 'contract:' line, as load reads "
        "no coinche deal with a taker and no contract",
        "une donne de coinche prise par N se joue sur son enchère\xa0: donnez au DealRecord "
        "son contract=Contract(level, suit, taker), la ligne 'contract:' du fichier, car "
        "load ne lit aucune donne de coinche avec un preneur et sans contrat")
    for scorer in (api.score, api.score_json):
        with pytest.raises(RuleError, match="a deal of coinche taken by N is played on its"):
            scorer(taken)
    # Game.at_play refuses the same deal, a coinche deal played on no contract.
    with pytest.raises(RuleError) as refused:
        Game.at_play(hands_from_tricks(classic), HEARTS, Seat.S, "variant=coinche", taker=Seat.N)
    assert refused.value.code == "contract_missing"
    # With its contract, 80 ♥ by N: written, read back, and scored as RULES.md says: NS 97
    # trick points and N's belote 20, 117 >= 80, NS 97 + 80 + 20 = 197, EW 65.
    bid = dataclasses.replace(taken, contract=Contract(80, HEARTS, Seat.N))
    assert "contract: 80 H N" in dumps(bid) and loads(dumps(bid)) == [bid]
    assert api.score(bid)[0].score == (197, 65)
    # A coinche deal with no taker and no contract is no contract judged, as its file is
    # (docs/format.md, note 2): each team its trick points and the belote, 117 / 65.
    untaken = dataclasses.replace(taken, taker=None)
    assert loads(dumps(untaken)) == [untaken]
    assert api.score(untaken)[0].score == (117, 65)

def test_dumps_refuses_a_deal_without_bidding_in_a_match(tmp_path: Path) -> None:
    # The deal without bidding is played alone, first or later: load refuses it in a match.
    game = play_out(Game.discovery(list(range(32)), HEARTS),
                    [find_bot("random", random.Random(k)) for k in range(4)])
    alone = game.to_record()
    classic = a_played_record("classic", Seat.W)
    for records, n in (([classic, alone], 2), ([alone, alone], 1)):
        assert _refused_unwritten(records, tmp_path) == (
            f"records: deal {n} is a deal without bidding (discovery=True), played alone, "
            "never in a match, and load would not read the file back; " + _ALONE_EN,
            f"records\xa0: la donne {n} est une donne sans enchères (discovery=True), qui se "
            "joue seule, jamais dans une partie, et load ne relirait pas le fichier\xa0; "
            + _ALONE_FR)
    # Alone, or each scored alone, it is written and read back.
    assert loads(dumps(alone)) == [alone]
    both = [dataclasses.replace(r, independent=True) for r in (classic, alone)]
    assert loads(dumps(both)) == both


_NO_BIDDING_EN = (
    "records: deal {n} is a deal without bidding (discovery=True) and has {what}: a deal "
    "without bidding has no taker, no contract, no belote and no announcements, and load "
    "would not read the file back; for a deal that was bid, make it discovery=False")
_NO_BIDDING_FR = (
    "records\xa0: la donne {n} est une donne sans enchères (discovery=True) et a {what}\xa0: "
    "une telle donne n'a ni preneur, ni contrat, ni belote, ni annonces, et load ne "
    "relirait pas le fichier\xa0; pour une donne qui a eu sa prise (ou ses enchères), "
    "mettez discovery=False")


@pytest.mark.parametrize(("changes", "what_en", "what_fr"), [
    ({"taker": Seat.N}, "a taker", "un preneur"),
    ({"contract": Contract(80, HEARTS, Seat.N)}, "a contract", "un contrat"),
    ({"belote": (Seat.N,)}, "a belote declared", "une belote annoncée"),
    ({"announcements": (Declaration(Seat.S, Announcement.sequence(SPADES, R["J"], 3)),)},
     "announcements", "des annonces"),
    ({"taker": Seat.N, "contract": Contract(80, HEARTS, Seat.N), "belote": (Seat.N,),
      "announcements": (Declaration(Seat.S, Announcement.carre(R["J"])),)},
     "a taker, a contract, a belote declared and announcements",
     "un preneur, un contrat, une belote annoncée et des annonces")])
def test_dumps_refuses_a_deal_without_bidding_that_has_bidding(
        changes: dict[str, object], what_en: str, what_fr: str, tmp_path: Path) -> None:
    # The reader refuses 'rules: discovery' with a taker, a contract, a belote or
    # announcements (a deal without bidding has none): dumps wrote such a record, which
    # load refused; it is refused unwritten, named as deal 2 after a deal scored alone.
    plain = DealRecord(trump=HEARTS, dealer=Seat.E, tricks=list(MADE_TRICKS), discovery=True)
    assert loads(dumps(plain)) == [plain]
    first = DealRecord(trump=HEARTS, taker=Seat.N, dealer=Seat.E, tricks=list(MADE_TRICKS),
                       independent=True)
    bid = dataclasses.replace(plain, independent=True, **changes)  # type: ignore[arg-type]
    with pytest.raises(RuleError) as refused:
        dumps(bid)
    assert refused.value.code == "dumps_discovery_bidding"
    assert _refused_unwritten([first, bid], tmp_path) == (
        _NO_BIDDING_EN.format(n=2, what=what_en), _NO_BIDDING_FR.format(n=2, what=what_fr))
    # Without its discovery flag the deal was bid, and is written and read back.
    if "contract" not in changes:  # a classic deal's contract is coinche's
        taken = dataclasses.replace(bid, discovery=False, taker=Seat.N)
        assert loads(dumps(taken)) == [taken]


def test_dumps_refuses_a_deal_without_bidding_of_another_game(tmp_path: Path) -> None:
    # The reader refuses 'rules: discovery' under variant=coinche or a game of two
    # (af11fe3): a deal without bidding is classic belote's. Coinche by hand, and a deal
    # of belote à deux by hand (dealer S, the deck in order, 16 tricks of two cards).
    coinche = DealRecord(trump=HEARTS, dealer=Seat.E, tricks=list(MADE_TRICKS),
                         rules=RuleSet(variant="coinche"), discovery=True)
    deux = DealRecord(trump=HEARTS, dealer=Seat.S, rules=RuleSet(variant="deux"),
                      deck=tuple(range(32)), discovery=True,
                      tricks=[(2 * k, 2 * k + 1) for k in range(16)])
    for rec, en, fr in ((coinche, "coinche", "coinche"),
                        (deux, "belote à deux", "belote à deux")):
        with pytest.raises(RuleError) as refused:
            dumps(rec)
        assert refused.value.code == "dumps_discovery_variant"
        assert _refused_unwritten([rec], tmp_path) == (
            f"records: deal 1 is a deal of {en} without bidding (discovery=True): a deal "
            "without bidding is played by four at classic belote, with no auction, and load "
            "would not read the file back",
            f"records\xa0: la donne 1 est une donne de {fr} sans enchères (discovery=True)\xa0: "
            "une telle donne se joue à quatre, à la belote classique, et load ne relirait pas "
            "le fichier")
    # With a taker too, the taker is said first, as the reader says it.
    with pytest.raises(RuleError) as refused:
        dumps(dataclasses.replace(coinche, taker=Seat.N))
    assert refused.value.code == "dumps_discovery_bidding"


def test_dumps_one_refuses_a_deal_without_bidding_that_load_would_not_read() -> None:
    # dumps_one, exported, wrote what dumps refuses (34a9950), a text that loads refuses:
    # the same check, the deal not numbered (dumps_one writes one deal).
    plain = DealRecord(trump=HEARTS, dealer=Seat.E, tricks=list(MADE_TRICKS), discovery=True)
    assert loads(record.dumps_one(plain)) == [plain]
    for changes, what_en, what_fr in (
            ({"taker": Seat.N}, "a taker", "un preneur"),
            ({"taker": Seat.N, "belote": (Seat.S,)}, "a taker and a belote declared",
             "un preneur et une belote annoncée")):
        bid = dataclasses.replace(plain, **changes)  # type: ignore[arg-type]
        with pytest.raises(RuleError) as refused:
            record.dumps_one(bid)
        assert refused.value.code == "dumps_one_discovery_bidding"
        assert str(refused.value) == (
            f"a deal without bidding (discovery=True) that has {what_en}: a deal without "
            "bidding has no taker, no contract, no belote and no announcements, and load "
            "would not read it back; for a deal that was bid, make it discovery=False")
        assert describe(refused.value, "fr") == (
            f"une donne sans enchères (discovery=True) qui a {what_fr}\xa0: une telle donne "
            "n'a ni preneur, ni contrat, ni belote, ni annonces, et load ne la relirait "
            "pas\xa0; pour une donne qui a eu sa prise (ou ses enchères), mettez "
            "discovery=False")
    coinche = dataclasses.replace(plain, rules=RuleSet(variant="coinche"))
    deux = DealRecord(trump=HEARTS, dealer=Seat.S, rules=RuleSet(variant="deux"),
                      deck=tuple(range(32)), discovery=True,
                      tricks=[(2 * k, 2 * k + 1) for k in range(16)])
    for rec, game in ((coinche, "coinche"), (deux, "belote à deux")):
        with pytest.raises(RuleError) as refused:
            record.dumps_one(rec)
        assert refused.value.code == "dumps_one_discovery_variant"
        assert str(refused.value) == (
            f"a deal of {game} without bidding (discovery=True): a deal without bidding is "
            "played by four at classic belote, with no auction, and load would not read it "
            "back")
        assert describe(refused.value, "fr") == (
            f"une donne de {game} sans enchères (discovery=True)\xa0: une telle donne se "
            "joue à quatre, à la belote classique, et load ne la relirait pas")
    # dumps still names the deal among its records.
    with pytest.raises(RuleError) as refused:
        dumps([plain, coinche])
    assert refused.value.code == "dumps_discovery_variant"
    assert str(refused.value).startswith("records: deal 2 is a deal of coinche ")


def test_dumps_refuses_a_match_of_two_targets(tmp_path: Path) -> None:
    # Deal 2 to 501 in a match to 1000: written 'rules: target=501', a problem for load;
    # deal 2 to 1000 after deal 1 to 501 was read back to 501 (its rules inherited).
    classic = a_played_record("classic", Seat.W)
    short = dataclasses.replace(classic, rules=RuleSet(target=501))
    assert _refused_unwritten([classic, short], tmp_path) == (
        "records: deal 2 plays to 501, deal 1 to 1,000: a match is played to one target, and "
        "load would not read the file back; " + _ALONE_EN,
        "records\xa0: la donne 2 se joue en 501 points, la donne 1 en 1\u202f000\xa0: une "
        "partie se joue en un seul but, et load ne relirait pas le fichier\xa0; " + _ALONE_FR)
    assert "deal 2 plays to 1,000, deal 1 to 501" in _refused_unwritten([short, classic],
                                                                          tmp_path)[0]
    # One target: a match, read back the same.
    assert loads(dumps([short, short])) == [short, short]


def test_dumps_refuses_match_none_in_a_later_deal_only(tmp_path: Path) -> None:
    # 'match: none' is said of the whole file, in its first deal: a later deal's is a
    # problem for load, which dumps wrote.
    classic = a_played_record("classic", Seat.W)
    later = dataclasses.replace(classic, independent=True)
    assert _refused_unwritten([classic, later], tmp_path) == (
        "records: deal 2 is independent=True and deal 1 is not: 'match: none' is said of the "
        "whole file, in its first deal, so make the first DealRecord independent=True",
        "records\xa0: la donne 2 a independent=True et la donne 1 non\xa0: 'match: none' se "
        "dit du fichier entier, dans sa première donne\xa0: mettez independent=True au "
        "premier DealRecord")


def test_a_later_deal_s_independent_flag_is_the_file_s_after_match_none() -> None:
    # 'match: none' in the first deal holds for the whole file (docs/format.md): a later
    # deal independent=False after a first one independent is scored alone all the same,
    # written as the same file as with independent=True, and read back so (dumps'
    # docstring says why the records are then not equal to those written).
    import belote_cli

    classic = a_played_record("classic", Seat.W)
    coinche = a_played_record("coinche", Seat.E)
    alone = dataclasses.replace(classic, independent=True)
    written = [alone, coinche, classic]
    text = dumps(written)
    assert text.count("match: none") == 1  # the first deal's, said of the file
    back = loads(text)
    assert [r.independent for r in back] == [True, True, True]
    assert back == [alone, dataclasses.replace(coinche, independent=True), alone]
    assert back != written
    # The same meaning: each deal scored alone (a coinche deal after a classic one, no
    # match refused), and what loads gives writes the same deals and reads back equal.
    assert belote_cli.score(written) == belote_cli.score(back)
    assert loads(dumps(back)) == back
    # Deals as loads gives them, each independent=True, round-trip equal, 'match: none'
    # said again in each.
    assert dumps(back).count("match: none") == 3


def test_dumps_gives_a_deal_of_the_default_rules_its_own_rules_line() -> None:
    # A 'rules:' line holds for the deals after it (docs/format.md): a classic deal of the
    # default rules written after a deal with announcements=on, or after the deal without
    # bidding, was read back under that deal's rules (announcements on; no bidding). It
    # says 'rules:' with no option now, and each deal reads back as it was played.
    classic = dataclasses.replace(a_played_record("classic", Seat.W), independent=True)
    announced = dataclasses.replace(classic, rules=RuleSet(announcements="on"))
    game = play_out(Game.discovery(list(range(32)), HEARTS),
                    [find_bot("random", random.Random(k)) for k in range(4)])
    alone = dataclasses.replace(game.to_record(), independent=True)
    for first in (announced, alone):
        deals = [first, classic, classic]
        text = dumps(deals)
        back = loads(text)
        assert back == deals
        assert [r.rules.announcements for r in back] == [first.rules.announcements,
                                                         "off", "off"]
        assert [r.discovery for r in back] == [first.discovery, False, False]
        assert [part.splitlines().count("rules:") for part in text.split("---\n")] == [0, 1, 1]
    # Deals of the default rules alone, or before any other, need no 'rules:' line.
    assert "rules:" not in dumps([classic, classic])
    assert dumps([classic, announced]).count("rules:") == 1


def test_a_records_tricks_print_as_cards_and_write_the_same_file() -> None:
    # The tricks read print as cards ((J♥, 9♥, 8♥, J♠), where they printed (12, 10, 9, 4))
    # and the same record made by hand with plain tuples is equal and writes the same text.
    text = ("trump: H\ntaker: S\n1: S:JH W:9H N:8H E:JS\n2: S:AH W:7H N:10H E:KD\n"
            "3: S:KH W:QD N:7D E:JD\n4: S:QH W:8C N:8D E:10D\n5: S:10S W:KS N:AS E:KC\n"
            "6: N:9D E:AD S:7C W:QC\n7: E:AC S:JC W:7S N:9C\n8: E:10C S:QS W:9S N:8S\n")
    [read] = record.loads(text)
    assert [repr(t) for t in read.tricks[:2]] == ["(J♥, 9♥, 8♥, J♠)", "(A♥, 7♥, 10♥, K♦)"]
    plain = [tuple(t) for t in read.tricks]
    by_hand = DealRecord(trump=HEARTS, taker=Seat.S, leader=Seat.S, tricks=plain)
    assert by_hand == read and by_hand.tricks == plain and repr(by_hand.tricks[0]) == \
        "(J♥, 9♥, 8♥, J♠)"
    assert record.dumps([by_hand]) == record.dumps([read])
    assert record.loads(record.dumps([read])) == [read]


# --- the deal's header judged whole -------------------------------------------------------

DEUX_EXAMPLE = (EXAMPLES / "deux.belote").read_text(encoding="utf-8")
DECOUVERTE_EXAMPLE = (EXAMPLES / "decouverte.belote").read_text(encoding="utf-8")


def test_an_option_written_before_the_variant_is_the_one_that_does_not_go_with_it() -> None:
    # The variant first, then each option in the order written while it goes with those
    # before it: 'announcements=on' (column 8 of line 8, after the example's 7 comment
    # lines) written before 'variant=deux' is the problem, and the deal stays a game of
    # two (its deck, its 16 tricks of two cards read without another problem).
    line = "rules: announcements=on variant=deux"
    text = DEUX_EXAMPLE.replace("variant: deux\n", line + "\n")
    assert col(line, "announcements") == 8
    assert errors_of(text) == [
        "deal.txt:8:8: rule 'announcements=on' does not go with 'variant=deux' (the "
        "two-player games have suit contracts and no announcements)"]


def test_an_option_refused_beside_a_variant_line_is_not_inherited_by_the_next_deal() -> None:
    # Deal 1's 'rules: announcements=on' does not go with its 'variant: deux' line: said
    # once, at line 8 column 8, and not kept for deal 2, whose own 'variant: deux' line
    # makes it a game of two without announcements, read without a problem.
    first = DEUX_EXAMPLE.replace("variant: deux\n", "rules: announcements=on\nvariant: deux\n")
    assert errors_of(first + "---\n" + DEUX_EXAMPLE) == [
        "deal.txt:8:8: deal 1: rule 'announcements=on' does not go with 'variant=deux' (the "
        "two-player games have suit contracts and no announcements)"]


def test_an_inherited_option_refused_by_the_deal_s_variant_is_said_at_the_deal_s_start(
) -> None:
    # Deal 1 (lines 1-13, 'match: none', so each deal stands alone) says 'rules:
    # announcements=on'; deal 2, after the '---' of line 14, has no rules line and inherits
    # it, and its own 'variant: deux' (line 16, after 'trump:') refuses it. The option is
    # written in no line of deal 2: said at the deal's first line, 15, with no column.
    two = "\n".join(line for line in DEUX_EXAMPLE.splitlines() if not line.startswith("#"))
    two = two.replace("variant: deux\n", "").replace("trump: ♥\n", "trump: ♥\nvariant: deux\n")
    assert two.startswith("trump: ♥\nvariant: deux\n")
    text = "match: none\nrules: announcements=on\n" + MADE_SEATED + "---\n" + two + "\n"
    assert errors_of(text) == [
        "deal.txt:15: deal 2: rule 'announcements=on' does not go with 'variant=deux' (the "
        "two-player games have suit contracts and no announcements)"]


def test_a_deal_of_another_game_by_its_rules_line_is_said_at_that_line_s_first_column(
) -> None:
    # Deal 1 (lines 1-12) is coinche by its rules line; deal 2's own rules line (line 14,
    # after the '---' of line 13) makes it classic: said at line 14, column 1.
    coinche = "rules: variant=coinche\n" + MADE_SEATED.replace("taker: N\n", "contract: 80 H N\n")
    text = coinche + "---\nrules: target=1000\n" + MADE_SEATED
    assert errors_of(text) == [
        "deal.txt:14:1: deal 2: a deal of classic belote (no 'contract:' line) in a match of "
        "coinche (deal 1): a match is played at one game; to score each deal alone, write "
        "'match: none' in the first deal's header"]


def test_a_taker_the_contract_contradicts_is_said_at_the_taker_line_s_first_column() -> None:
    # 'taker: N' on line 2, the contract E's on line 3: said at 2:1.
    text = MADE_SEATED.replace("taker: N\n", "taker: N\ncontract: 80 H E\n")
    assert errors_of(text) == ["deal.txt:2:1: 'taker: N' but the contract is E's (line 3)"]


def test_a_contract_line_in_belote_decouverte_with_bidding_is_told_to_write_taker() -> None:
    # Belote découverte takes or passes on the retourne (decouverte_bid=on, the default):
    # a coinche bid there is told to write 'taker:', not that the game has no bidding.
    # The example's 'taker: S' is its line 13.
    text = DECOUVERTE_EXAMPLE.replace("taker: S\n", "contract: 90 ♦ S\n")
    assert "deal.txt:13:1: 'contract:' is a coinche bid, and belote découverte has none: " \
        "write 'taker:'" in errors_of(text)


def test_a_deal_of_four_after_a_deal_of_two_is_not_told_whose_turn_it_was_to_deal() -> None:
    # The deal passes to the next of four players after each deal (a hint names the seat
    # whose turn it was), but not from a game of two, whose dealer is N or S of two: the
    # classic deal after the example of belote à deux (31 lines, '---' on line 32),
    # dealer N and S leading trick 1 (line 35), is told E must lead and nothing more.
    text = DEUX_EXAMPLE + "---\n" + MADE_SEATED.replace("dealer: E", "dealer: N")
    messages = errors_of(text)
    assert "deal.txt:35:4: deal 2: trick 1: E must lead (after dealer N), found S" in messages
    assert not any("turn" in m for m in messages), messages


def test_a_card_not_held_at_two_is_counted_after_the_report_is_full() -> None:
    # Deal 1 fills the report: 25 lines that are not 'key: value' and no tricks, 26
    # problems, the first 20 kept. Deal 2, the example of belote à deux with an unknown
    # key and S's 9♠ and K♦ swapped between tricks 1 and 2 (S still wins both, so each
    # trick line is sound alone): S does not hold 9♠ at trick 1, S's six cards being the
    # deck's 1-3 and 7-9 (K♦ A♣ Q♠, J♥ 8♣ 10♠) and 9♠ drawn after it. Both are counted
    # though neither is kept: 26 + 2 = 28, 8 more than the 20 reported.
    swapped = DEUX_EXAMPLE.replace("1: S K♦   N 9♦", "1: S 9♠   N 9♦").replace(
        "2: S 9♠   N 8♠", "2: S K♦   N 8♠")
    assert errors_of(swapped) == [
        "deal.txt:15:6: trick 1: S does not hold 9♠ (held: J♥ 10♠ Q♠ K♦ A♣ 8♣); 9♠ is "
        "still in the talon, drawn after trick 1"]
    text = "match: none\ntrump: H\n" + "x\n" * 25 + "---\ncolour: red\n" + swapped
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    assert (info.value.count, info.value.more) == (28, 8)


# --- the problems collected: a match of one game, the report's first problems -------------

COINCHE_SEATED = "rules: variant=coinche\n" + MADE_SEATED.replace("taker: N\n",
                                                                  "contract: 80 H N\n")


def test_the_deals_of_another_game_than_the_match_s_are_said_once_and_none_is_yielded(
) -> None:
    # A match of classic belote (deal 1, lines 1-11) and two deals of coinche after it
    # (lines 13-24 and 26-37): the first said at the line that makes it coinche, its
    # 'contract:' line (15), column 1; the second not said again; neither yielded: only
    # deal 1 is read before the problem is raised.
    text = MADE_SEATED + "---\n" + COINCHE_SEATED + "---\n" + COINCHE_SEATED
    read = []
    with pytest.raises(DealFileErrors) as info:
        for deal in iter_loads(text, "deal.txt"):
            read.append(deal)
    assert read == loads(MADE_SEATED)
    assert [str(e) for e in info.value.errors] == [
        "deal.txt:15:1: deal 2: a deal of coinche in a match of classic belote (deal 1): a "
        "match is played at one game; to score each deal alone, write 'match: none' in the "
        "first deal's header"]


def test_a_classic_deal_said_by_its_variant_line_in_a_match_of_coinche_is_said_there() -> None:
    # Deal 2's 'variant: classic' (line 14, its value at column 10) makes it classic.
    text = COINCHE_SEATED + "---\nvariant: classic\n" + MADE_SEATED
    assert errors_of(text) == [
        "deal.txt:14:10: deal 2: a deal of classic belote in a match of coinche (deal 1): a "
        "match is played at one game; to score each deal alone, write 'match: none' in the "
        "first deal's header"]


def test_a_deal_after_a_deal_without_bidding_is_said_at_its_first_line() -> None:
    # Deal 1 (lines 1-11) is the deal without bidding ('rules: discovery', no taker); deal
    # 2 begins on line 13, after the '---' of line 12, and is said there, column 1, the
    # word quoted as deal 1 wrote it.
    discovery = "rules: discovery\n" + MADE_SEATED.replace("taker: N\n", "")
    assert errors_of(discovery + "---\n" + MADE_SEATED) == [
        "deal.txt:13:1: deal 2: a deal after a deal without bidding ('rules: discovery', "
        "deal 1) in a match: a deal without bidding is played alone, never in a match; to "
        "score each deal alone, write 'match: none' in the first deal's header"]


def test_a_french_king_of_hearts_in_an_english_file_is_told_how_to_write_it() -> None:
    # 'RC' for N's K♥ at trick 2: C is clubs in an English file, so it reads as K♣, which
    # W plays at trick 7 (line 10, column 20): the card played twice, K♥ missing, and the
    # first problem names the king of hearts as R♥ or KH.
    text = MADE_SEATED.replace("N K♥", "N RC")
    assert errors_of(text) == [
        "deal.txt:10:20: card 'K♣' already played in trick 2; 'RC' was read as K♣ (C is "
        "clubs in an English file): for the king of hearts write R♥ or KH",
        "deal.txt: missing cards: K♥"]


def test_more_problems_on_one_line_than_twice_the_report_are_counted_past_the_last_kept(
) -> None:
    # 50 unknown cards on the trick line (line 2, columns 4, 7, ... 151), then the one
    # trick of 8 and the missing cards: 52 problems. The first 20 are kept, found before
    # the others; those after the 20th (2:61) on the same line are counted.
    text = "trump: H\n1: " + " ".join(["ZZ"] * 50) + "\n"
    with pytest.raises(DealFileErrors) as info:
        loads(text, "deal.txt")
    assert [(e.line, e.column) for e in info.value.errors] == [
        (2, 4 + 3 * k) for k in range(20)]
    assert (info.value.count, info.value.more) == (52, 32)


def test_a_coinche_match_to_1000_writes_its_target_first_on_its_rules_line() -> None:
    # Coinche plays to 2000 unless the file says otherwise: a match to 1000 says
    # target=1000, first on the line, before the other options, and reads back the same.
    text = "rules: variant=coinche target=1000 announcements=on\n" + MADE_SEATED.replace(
        "taker: N\n", "contract: 80 H N\n")
    [read] = loads(text)
    written = dumps([read])
    [rules_line] = [line for line in written.splitlines() if line.startswith("rules:")]
    assert rules_line.startswith("rules: target=1000 ")
    assert sorted(rules_line.split()[1:]) == ["announcements=on", "target=1000",
                                              "variant=coinche"]
    assert loads(written) == [read]
