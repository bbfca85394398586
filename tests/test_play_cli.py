"""`belote play` as a user drives it: whole sessions fed line by line through the CLI."""

from __future__ import annotations

import errno
import os
import re
import runpy
import shlex
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from piped import WholeRunner, read_whole
from stacking import stacked_deck
from typer.testing import Result

import belote_cli
from belote_cli.bots.base import BidView, PlayerView
from belote_cli.cli import app
from belote_cli.core.cards import bits, card_symbol, parse_card, parse_cards, parse_suit
from belote_cli.core.coinche import PASS, Call, CoincheAuction
from belote_cli.core.seats import Seat
from belote_cli.dealfile import loads
from belote_cli.play.interactive import Session, SessionOptions
from belote_cli.system.signals import Terminated

runner = WholeRunner()  # messages read whole (tests/piped.py)

SYMBOLS = "♠♥♦♣"
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
NEXT_CLOCKWISE = {"S": "W", "W": "N", "N": "E", "E": "S"}
TRICK_LINE = re.compile(r"^\s*(\d):\s+(.*?)\s+([NESW]) wins\s+(\d+)")
PLAY = re.compile(r"([NESW]) (10|[7-9JQKA])([♠♥♦♣])")
PROMPT = re.compile(r"^(Your card\?|Take .* or pass\?|Round two:)")
CHECK = "check: 152 + 10 = 162 ✓"


def play(*args: str, lines: str = "1\n" * 60) -> Result:
    return runner.invoke(app, ["play", *args], input=lines)


def deal_scores(text: str) -> list[tuple[int, int]]:
    return [(int(a), int(b)) for a, b in re.findall(r"^deal score\s+(\d+)\s+(\d+)$", text, re.M)]


def prompts_before(text: str, marker: str) -> int:
    """How many prompts (each one consumed a line) come before the line ``marker``."""
    n = 0
    for line in text.splitlines():
        if line.startswith(marker):
            return n
        if PROMPT.match(line):
            n += 1
    raise AssertionError(f"{marker!r} not found")


# --- whole deals -----------------------------------------------------------------------------

def test_discovery_deal_to_the_end_with_its_tally() -> None:
    result = play("--discovery", "--seed", "4", lines="1\n" * 8)
    assert result.exit_code == 0, result.output
    text = result.stdout
    trump = re.search(r"trump (.) drawn at random", text)
    assert trump is not None
    tricks: dict[int, tuple[list[tuple[str, str, str]], int]] = {}
    for line in text.splitlines():
        m = TRICK_LINE.match(line)
        if m:
            tricks.setdefault(int(m.group(1)), (PLAY.findall(m.group(2)), int(m.group(4))))
    assert sorted(tricks) == list(range(1, 9))
    total = 0
    for plays, points in tricks.values():
        # Re-added from the printed cards with RULES.md's table.
        assert points == sum(TRUMP_POINTS[r] if s == trump.group(1) else PLAIN_POINTS[r]
                             for _, r, s in plays)
        total += points
    assert total + 10 == 162
    ns, ew = deal_scores(text)[0]
    assert ns + ew == 162
    assert CHECK in text
    assert "no contract judged" in text
    assert text.count("You + North") == 8  # the counters after every trick


def test_classic_deal_with_bidding() -> None:
    result = play("--seed", "4", "--bots", "random", "--dealer", "E")
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Deal 1: dealer E" in text
    assert re.search(r"^Your cards: (\S+ ){4}\S+$", text, re.M)  # five cards before bidding
    assert re.search(r"^Retourne: \S+$", text, re.M)
    # Dealer E: S speaks first; every bid is shown, in turn, until someone takes.
    bids = re.findall(r"^([NESW]) (passes|takes .)$", text, re.M)
    assert bids and bids[0][0] == "S"
    seat = "S"
    for who, _ in bids:
        assert who == seat
        seat = NEXT_CLOCKWISE[seat]
    assert bids[-1][1].startswith("takes")
    assert len(deal_scores(text)) == 1 and CHECK in text


# A stacked deck (--deck: the 32 cards in the order they are dealt) where nobody can take:
# dealer N, so E, S, W, N get cards 1-3, 4-6, 7-9, 10-12 then 13-14, 15-16, 17-18, 19-20;
# card 21 is the retourne A♠. Every hand holds one low card of each suit and a ten, no
# jack, nine or ace: the heuristic bots pass in both rounds, and so does the user.
VOID_DECK = ("7♠ 8♥ Q♦ 8♠ Q♥ K♦ Q♠ K♥ 7♦ K♠ 7♥ 8♦ K♣ 10♠ 7♣ 10♥ 8♣ 10♦ Q♣ 10♣ "
             "A♠ J♠ 9♠ A♥ J♥ 9♥ A♦ J♦ 9♦ A♣ J♣ 9♣")


def test_void_deal_is_redealt() -> None:
    result = play("--deck", VOID_DECK, "--dealer", "N", "--seed", "1",
                  lines="pass\npass\n" + "1\n" * 40)
    assert result.exit_code == 0, result.output
    text = result.stdout
    # South's five cards are the deck's 4th to 6th and 15th to 16th.
    assert "Your cards: 8♠ 10♥ Q♥ K♦ 7♣\nRetourne: A♠" in text
    assert "the deal is void" in text
    dealers = re.findall(r"^Deal (\d): dealer ([NESW])", text, re.M)
    # The next seat deals (E after N, clockwise), from a shuffle of the seed: deal 1
    # again, as the record (which holds the deals played) numbers it.
    assert dealers == [("1", "N"), ("1", "E")]
    assert len(deal_scores(text)) == 1


@pytest.mark.parametrize(("lang", "passes", "deck"), [
    ("en", "pass", VOID_DECK),
    # French names the queen D, the king R and the jack V (dame, roi, valet).
    ("fr", "passe", VOID_DECK.replace("Q", "D").replace("K", "R").replace("J", "V"))])
def test_a_later_deals_line_names_its_deck_and_replays_it_alone(lang: str, passes: str,
                                                                deck: str) -> None:
    # Two decks, both VOID_DECK: deal 1 (N deals) is void and dealt again by E with the
    # second deck, which VOID_DECK's hands leave void too (every hand still one low card
    # of each suit and a ten, the retourne A♠); the third dealing, by S, has no deck and
    # is shuffled by its seed. With dealer E, S is dealt first: cards 1 to 3 and 13 to
    # 14, 7♠ 8♥ Q♦ and K♣ 10♠.
    result = play("--deck", VOID_DECK, "--deck", VOID_DECK, "--dealer", "N", "--seed",
                  "1", "--target", "400", "--lang", lang,
                  lines=f"{passes}\n" * 4 + "quit\n")
    assert result.exit_code == 0, result.output
    joined = result.stdout.replace(" \\\n    ", " ").replace("\n    ", " ")
    heads = re.findall(r"^(?:Deal|Donne) 1\xa0?: (?:dealer|donneur) ([NESWO]) \((?:seed|graine) "
                       r"\d+(?:\xa0?; (?:alone|pour la rejouer seule)\xa0?: belote play "
                       r"(.*))?\)$", joined, re.M)
    assert [dealer for dealer, _ in heads] == ["N", "E", "S"]
    second = shlex.split(heads[1][1])
    assert second[second.index("--deck") + 1] == deck
    assert "--deck" not in heads[2][1]
    hands = re.findall(r"^(?:Your cards|Vos cartes)\xa0?: (.*)$", joined, re.M)
    assert set(parse_cards(hands[1], lang=lang)) == set(parse_cards("7♠ 8♥ Q♦ K♣ 10♠"))
    alone = play(*second, lines=f"{passes}\n{passes}\nquit\n")
    assert alone.exit_code == 0, alone.output
    assert re.findall(r"^(?:Your cards|Vos cartes)\xa0?: (.*)$", alone.stdout,
                      re.M)[0] == hands[1]
    assert re.search(r"the deal is void|la donne est nulle", alone.stdout)


def test_a_match_numbers_its_deals_as_its_record_after_a_void_deal(tmp_path: Path) -> None:
    # The void deal is dealt again as deal 1, the first deal played: its review and the
    # match's line say deal 1 too, as `score` says of the record, which cannot hold the
    # void deal (play said "match after deal 2" where score said "after deal 1").
    record = tmp_path / "match.belote"
    result = play("--deck", VOID_DECK, "--dealer", "N", "--seed", "1", "--target", "400",
                  "--review", "--record", str(record), lines="pass\npass\n" + "1\n" * 400)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "the deal is void" in text
    numbers = re.findall(r"^Deal (\d+):", text, re.M)
    assert numbers[:2] == ["1", "1"]
    assert re.search(r"^Review of deal 1,", text, re.M)
    played = re.findall(r"^match after deal (\d+): ", text, re.M)
    # One number per deal played, from 1, the last deal dealt the last played.
    assert len(played) >= 2
    assert played == [str(n) for n in range(1, len(played) + 1)]
    assert numbers[-1] == played[-1]
    scored = runner.invoke(app, ["score", str(record)])
    assert scored.exit_code == 0, scored.output
    assert re.findall(r"^match after deal (\d+): ", scored.stdout, re.M) == played


def test_a_stacked_deck_for_each_variant() -> None:
    deck = " ".join(["A♠", "K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "7♠",
                     "A♥", "K♥", "Q♥", "J♥", "10♥", "9♥", "8♥", "7♥",
                     "A♦", "K♦", "Q♦", "J♦", "10♦", "9♦", "8♦", "7♦",
                     "A♣", "K♣", "Q♣", "J♣", "10♣", "9♣", "8♣", "7♣"])
    # The discovery deal: 8 cards each to N, E, S, W: South holds the diamonds.
    text = play("--discovery", "--deck", deck, "--seed", "2", lines="1\n" * 8).stdout
    assert re.search(r"^Your hand.*: 1\) A♦  2\) 10♦  3\) K♦  4\) Q♦  5\) J♦  6\) 9♦  7\) 8♦  "
                     r"8\) 7♦$", text, re.M)
    # Coinche, dealer W: 3, 2 then 3 to N, E, S, W: South gets cards 7-9 (8♠ 7♠ A♥), 17-18
    # (A♦ K♦) and 27-29 (Q♣ J♣ 10♣).
    text = play("--rule", "variant=coinche", "--dealer", "W", "--deck", deck, "--seed", "2",
                lines="pass\n" * 8).stdout
    assert "Your cards: 8♠ 7♠ A♥ A♦ K♦ 10♣ Q♣ J♣" in text


def _cards_of(line: str) -> set[str]:
    return set(re.findall(r"(?:10|[7-9JQKA])[♠♥♦♣]", line))


def test_a_stacked_deck_at_two_is_dealt_in_the_order_of_the_game_of_two() -> None:
    # docs/playing.md said that --deck works at belote à deux and découverte as in the
    # four-player game, which would give South cards 4-6 and 15-16 with the 21st card the
    # retourne; the two-player deals follow VARIANTS.md's order, as a deal file's deck: line.
    deck = " ".join(f"{rank}{suit}" for suit in SYMBOLS
                    for rank in ("A", "K", "Q", "J", "10", "9", "8", "7"))
    # Belote à deux, dealer N: 3 to S, 3 to N, twice: S holds cards 1-3 (A♠ K♠ Q♠) and 7-9
    # (8♠ 7♠ A♥), card 13 (10♥) is the retourne, and card 14 (9♥) the talon's top, drawn
    # first by the winner of trick 1, card 15 (8♥) by the other.
    text = play("--rule", "variant=deux", "--dealer", "N", "--deck", deck, "--seed", "2",
                lines="take\nA♥\n").stdout
    dealt = next(line for line in text.splitlines() if line.startswith("Your cards: "))
    assert _cards_of(dealt) == {"A♠", "K♠", "Q♠", "8♠", "7♠", "A♥"}, dealt
    assert "Retourne: 10♥ (face up; the talon holds 19 cards)" in text
    won = re.search(r"^ 1: S A♥ +N \S+ +([SN]) wins", text, re.M)
    drawn = re.search(r"^You draw (\S+)", text, re.M)
    assert won is not None and drawn is not None, text
    assert drawn[1] == ("9♥" if won[1] == "S" else "8♥"), text
    # Belote découverte, dealer N: rounds of four, S's piles 1-4 face down (cards 1-4),
    # N's (5-8), S's face-up cards on them (9-12: the hearts A to J), N's (13-16: 10♥ to
    # 7♥), then cards 17-32 the same way: S's face-up clubs A to J on diamonds A to J, N's
    # 10♣ to 7♣ on 10♦ to 7♦, card 32 (7♣) the retourne. A♥ played from S's pile 1 turns
    # up card 1 (A♠), and 7♥ from N's pile 4 card 8 (7♠).
    text = play("--rule", "variant=decouverte", "--dealer", "N", "--deck", deck, "--seed",
                "2", lines="take\nA♥\n").stdout
    lines = text.splitlines()
    south = next(line for line in lines if line.startswith("Your face-up cards: "))
    north = next(line for line in lines if line.startswith("North's face-up cards: "))
    assert _cards_of(south) == {"A♥", "K♥", "Q♥", "J♥", "A♣", "K♣", "Q♣", "J♣"}, south
    assert _cards_of(north) == {"10♥", "9♥", "8♥", "7♥", "10♣", "9♣", "8♣", "7♣"}, north
    assert "Retourne: 7♣ (the dealer's last face-up card)" in lines
    turned = next(line for line in lines if line.startswith("Turned up: "))
    north_played = re.search(r"^N plays (\S+)$", text, re.M)
    assert north_played is not None
    under = {"10♥": "10♠", "9♥": "9♠", "8♥": "8♠", "7♥": "7♠",
             "10♣": "10♦", "9♣": "9♦", "8♣": "8♦", "7♣": "7♦"}[north_played[1]]
    assert turned == f"Turned up: you A♠, North {under}.", text


@pytest.mark.parametrize(("deck", "message"), [
    ("A♠ K♠", "--deck needs the 32 cards in the order they are dealt, found 2"),
    (VOID_DECK.replace("9♣", "A♠"), "--deck: A♠ appears twice"),
    (VOID_DECK.replace("9♣", "11♣"), "--deck: "),
])
def test_a_bad_deck_is_a_usage_error(deck: str, message: str) -> None:
    result = play("--deck", deck, lines="")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {message}")


def _written(deck: str, letters: str) -> str:
    """``deck`` (cards with suit symbols) written with the suit letters ``letters`` (for
    ♠ ♥ ♦ ♣ in that order; a symbol where the letter is ``.``)."""
    for symbol, letter in zip(SYMBOLS, letters, strict=True):
        if letter != ".":
            deck = deck.replace(symbol, letter)
    return deck


@pytest.mark.parametrize(("lang", "letters"), [
    ("en", "SHDC"), ("en", "PHK."), ("en", "PCKT"[0] + "HKT"), ("en", "s.kt"),
    ("fr", "PCKT"), ("fr", "SHD."), ("fr", "S.KT"), ("fr", "phd."),
])
def test_a_deck_reads_the_letters_of_both_languages(lang: str, letters: str) -> None:
    # Every suit letter the help shows is read, as at the prompt: S H D C and P C K T of the
    # deck's language, and the letters only the other language has (P K T in English: pique
    # carreau trèfle; S H D in French: spades hearts diamonds). The same cards are dealt as
    # from the deck written with symbols: the same session, byte for byte.
    args = ("--dealer", "N", "--seed", "1", "--lang", lang)
    lines = "2\n2\n" + "1\n" * 40
    symbols = play("--deck", VOID_DECK, *args, lines=lines)
    lettered = play("--deck", _written(VOID_DECK, letters), *args, lines=lines)
    assert symbols.exit_code == lettered.exit_code == 0, lettered.output
    assert lettered.stdout == symbols.stdout


@pytest.mark.parametrize(("lang", "letters", "foreign", "message"), [
    # C is clubs in English and cœur in French: beside letters of the other language only
    # (S H D in French, P K T in English), it could mean either: refused, both readings
    # named, with the first card of each kind in the deck.
    ("fr", "SHDC", "SHD",
     "erreur\xa0: --deck\xa0: '{c}'\xa0: C est trèfle en anglais et cœur en français, et '{other}' "
     "est écrit en lettres anglaises\xa0: écrivez la couleur ♣ ou ♥"),
    ("en", "PCKT", "PKT",
     "error: --deck: '{c}': C is clubs in English and cœur in French, and '{other}' is "
     "written with French letters: write the suit as ♣ or ♥"),
])
def test_a_deck_mixing_the_languages_around_c_is_refused(
        lang: str, letters: str, foreign: str, message: str) -> None:
    deck = _written(VOID_DECK, letters)
    c_card = next(t for t in deck.split() if t.endswith("C"))
    other = next(t for t in deck.split() if t[-1] in foreign)
    result = play("--deck", deck, "--lang", lang, lines="")
    assert result.exit_code == 2
    assert result.stderr.startswith(message.format(c=c_card, other=other)), result.stderr


def test_short_match_to_a_winner() -> None:
    result = play("--seed", "3", "--bots", "random", "--target", "300", lines="1\n" * 600)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Match to 300 points." in text
    scores = deal_scores(text)
    assert len(scores) >= 2
    totals = re.findall(r"match after deal \d+: NS (\d+) – EW (\d+)", text)
    assert len(totals) == len(scores)
    ns, ew = int(totals[-1][0]), int(totals[-1][1])
    assert max(ns, ew) >= 300 and ns != ew
    winner = "NS" if ns > ew else "EW"
    # The winner, then what a terminal asks after the last deal (the 600th line leaves).
    *_, last, asked = text.rstrip().splitlines()
    assert last == f"{winner} win the match, {max(ns, ew)} to {min(ns, ew)}"
    assert asked == "Enter: leave · review: what each of your cards cost"


class _Scripted:
    """Plays its seat's cards of a deal file in order (then its lowest legal card) and
    takes ``suit`` the first time it may, else passes."""

    name = "scripted"

    def __init__(self, cards: list[int], suit: int | None = None) -> None:
        self.cards = cards
        self.suit = suit

    def bid(self, view: BidView) -> int | None:
        suit, self.suit = self.suit, None
        return suit if suit in view.legal else None

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        return PASS

    def play(self, view: PlayerView) -> int:
        if self.cards:
            return self.cards.pop(0)
        return min(bits(view.legal))


def _litige_match(lang: str) -> tuple[Session, str]:
    # Deal 1 is examples/litige.belote (dealer E, N takes ♥, 81–81); deal 2, dealt by S,
    # gives S all eight spades (J♠ 9♠ A♠ 10♠ K♠, the retourne Q♠, then 8♠ 7♠): S takes
    # and makes every trick, a capot with belote-rebelote.
    record = loads((Path(__file__).parent.parent / "examples" / "litige.belote")
                   .read_text("utf-8"))[0]
    hands: dict[Seat, list[int]] = {seat: [] for seat in Seat}
    for trick, seats in zip(record.tricks, record.trick_seats(), strict=True):
        for c, seat in zip(trick, seats, strict=True):
            hands[seat].append(c)
    first = stacked_deck(hands, Seat.E, Seat.N, parse_card("A♥"))
    spades = ["J♠", "9♠", "A♠", "10♠", "K♠", "Q♠", "8♠", "7♠"]
    others = [card_symbol(c) for c in range(32) if card_symbol(c) not in spades]
    # Dealer S: W, N, E, S get 3 each, then 2 each, the retourne, then 3, 3, 3 and S's 2.
    second = (others[0:9] + spades[0:3] + others[9:15] + spades[3:5] + [spades[5]]
              + others[15:24] + spades[6:8])
    bots = {seat: _Scripted(list(hands[seat]), parse_suit("♥") if seat is Seat.N else None)
            for seat in (Seat.N, Seat.E, Seat.W)}
    session = Session(SessionOptions(seed=1, dealer=Seat.E, match=True, lang=lang,
                                     decks=(first, parse_deck(" ".join(second)))),
                      bots=bots)
    lines = ["pass"] + [card_symbol(c) for c in hands[Seat.S]] + ["score", "take"] + ["1"] * 8
    out = [session.start()]
    for line in lines:
        out.append(session.prompt)
        out.append(session.handle_line(line))
    assert len(session.records) == 2  # deal 3 waits for the first call
    return session, "\n".join(out)


def parse_deck(text: str) -> tuple[int, ...]:
    return tuple(parse_cards(text))


def test_litige_points_held_through_the_next_deal_of_a_match() -> None:
    # RULES.md, "Scoring a deal" 3: 81–81 with NS the takers is a litige; EW score their 81
    # at once, NS's 81 are held and go to the team that scores more in the next deal.
    session, text = _litige_match("en")
    deals = re.split(r"^Deal \d+: ", text, flags=re.M)[1:3]  # deal 3 has just begun
    litige = "litige: 81–81; EW score 81 now, NS's 81 are held for the winner of the next deal"
    assert litige in deals[0]
    held = "81 points held (litige): they go to the team that scores more in this deal."
    assert held not in deals[0]
    assert deal_scores(text) == [(0, 81), (252 + 20, 0)]  # capot, and S's belote
    # "score" typed in deal 2 says so, under the match line.
    assert f"Match: NS 0, EW 81 (target 1,000)\n{held}" in deals[1]
    assert re.search(r"^match after deal 1: NS 0 – EW 81 \(81 held\)$", text, re.M)
    assert "NS win the held 81" in deals[1]
    assert "match after deal 2: NS 353 – EW 81" in deals[1]  # 0 + 272 + 81


def test_litige_points_held_said_in_french() -> None:
    _, text = _litige_match("fr")
    deals = re.split(r"^Donne \d+\xa0: ", text, flags=re.M)[1:3]
    # Held as the tally says it (en réserve), where this line said 'points en litige'.
    held = ("81 points en réserve (litige)\xa0: ils iront à l'équipe qui marque le plus dans "
            "cette donne.")
    assert [held in d for d in deals] == [False, True]


# --- what the user types ---------------------------------------------------------------------

def test_illegal_card_refused_with_the_rule_then_a_correct_card() -> None:
    # VOID_DECK with South taking the retourne A♠: South then holds 8♠ A♠ Q♥ 10♥ J♥ 9♥ K♦
    # 7♣, a card of every suit, and plays second to E's lead: whatever E leads, South holds
    # that suit and others. First run: see the lead; second: try a card of another suit.
    args = ("--deck", VOID_DECK, "--dealer", "N", "--seed", "1")
    first = play(*args, lines="take\n" + "1\n" * 8).stdout
    led = re.search(r"^Trick 1, on the table: E (?:10|[7-9JQKA])([♠♥♦♣])$", first, re.M)
    assert led is not None
    other = next(c for c in ("8♠", "Q♥", "K♦", "7♣") if not c.endswith(led.group(1)))
    result = play(*args, lines="take\n" + other + "\n" + "1\n" * 8)
    assert result.exit_code == 0, result.output
    assert f"{other} refused: you must follow {led.group(1)}." in result.stdout
    assert CHECK in result.stdout


def test_unknown_input_then_a_correct_card() -> None:
    result = play("--discovery", "--seed", "4", lines="what\n" + "1\n" * 8)
    assert result.exit_code == 0, result.output
    assert "Unknown input 'what': type a number (1-8), a card such as 10♥ or JS" in result.stdout
    assert CHECK in result.stdout


def test_bytes_that_are_not_utf8_are_an_unknown_word() -> None:
    result = runner.invoke(app, ["play", "--discovery", "--seed", "4"],
                           input=b"\xff\xfe\n" + b"1\n" * 8)
    assert result.exit_code == 0, result.output
    assert "Unknown input" in result.stdout and CHECK in result.stdout


def test_a_card_typed_by_name() -> None:
    first = play("--discovery", "--seed", "4", lines="1\n" * 8).stdout
    hand = next(x for x in first.splitlines() if x.startswith("Your hand"))
    second = re.search(r"2\) (\S+?)\*?  ", hand)
    assert second is not None
    result = play("--discovery", "--seed", "4", lines=second.group(1) + "\n" + "1\n" * 8)
    assert f"S plays {second.group(1)}" in result.stdout


@pytest.mark.parametrize("apart", [" ", "  "])
def test_a_card_typed_with_its_rank_and_suit_apart(apart: str) -> None:
    # "10 ♦" is 10♦, as a bid reads "90 ♥"; the line quoted back when it is no card.
    first = play("--discovery", "--seed", "4", lines="1\n" * 8).stdout
    hand = next(x for x in first.splitlines() if x.startswith("Your hand"))
    second = re.search(r"2\) (\S+?)\*?  ", hand)
    assert second is not None
    name = second.group(1)
    result = play("--discovery", "--seed", "4",
                  lines=name[:-1] + apart + name[-1] + "\n" + "1\n" * 8)
    assert f"S plays {name}" in result.stdout
    refused = play("--discovery", "--seed", "4", lines="1 0\n" + "1\n" * 8).stdout
    assert "Unknown input '1 0'" in refused


def test_quit() -> None:
    result = play("--discovery", "--seed", "4", lines="1\nquit\n")
    assert result.exit_code == 0
    assert "Quit: deal abandoned." in result.stdout
    assert CHECK not in result.stdout


def test_quit_after_a_finished_deal_of_a_match_asks_nothing_more() -> None:
    # A match to 300 (seed 3, random bots): deal 1 played to its tally, then quit at the
    # first card of deal 2. The deal is abandoned and the command leaves (exit 0): the
    # question asked after the last deal (Enter: leave · review…, docs/playing.md) is not
    # asked after quit, though a deal of the match was finished.
    args = ["--seed", "3", "--bots", "random", "--target", "300"]
    k = prompts_before(play(*args, lines="1\n" * 600).stdout, "Deal 2:")
    result = play(*args, lines="1\n" * k + "quit\n")
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert len(deal_scores(text)) == 1 and "Deal 2:" in text
    # The line says which deal is abandoned and after which the match stands, as the
    # match line and a --record file of it do.
    assert text.rstrip().splitlines()[-1] == ("Quit: deal 2 abandoned; the match is left "
                                              "after deal 1.")
    assert "Enter: leave" not in text


def test_end_of_input_in_a_match_says_after_which_deal_it_stands() -> None:
    # The same match to 300: the input ends at the first card of deal 2. The error says
    # deal 2 is abandoned and the match left after deal 1, in English and French; at the
    # first deal, where no deal of the match was played, the words of a single deal.
    args = ["--seed", "3", "--bots", "random", "--target", "300"]
    k = prompts_before(play(*args, lines="1\n" * 600).stdout, "Deal 2:")
    result = play(*args, lines="1\n" * k)
    assert result.exit_code == 1
    assert result.stderr == ("error: end of input: deal 2 abandoned; the match is left "
                             "after deal 1\n")
    french = play(*args, "--lang", "fr", lines="1\n" * k)
    assert french.exit_code == 1
    assert french.stderr == ("erreur\u00a0: fin de l'entrée\u00a0: donne 2 abandonnée\u00a0; "
                             "la partie s'arrête après la donne 1\n")
    first = play(*args, lines="")
    assert first.stderr == "error: end of input: deal abandoned\n"
    assert play(*args, lines="quit\n").stdout.rstrip().endswith("\nQuit: deal abandoned.")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "interrupted: deal 2 abandoned; the match is left after deal 1\n"),
    ("fr", "interrompu\u00a0: donne 2 abandonnée\u00a0; la partie s'arrête après la "
           "donne 1\n"),
])
def test_ctrl_c_in_a_match_says_after_which_deal_it_stands(
        monkeypatch: pytest.MonkeyPatch, lang: str, said: str) -> None:
    # The same match to 300: Ctrl-C at the first card of deal 2 exits 130, saying, as quit
    # and the end of the input do, that deal 2 is abandoned and the match left after deal 1.
    args = ["--seed", "3", "--bots", "random", "--target", "300"]
    k = prompts_before(play(*args, lines="1\n" * 600).stdout, "Deal 2:")
    real = Session.handle_line
    answered = []

    def interrupted(self: Session, text: str) -> str:
        if len(answered) == k:
            raise KeyboardInterrupt
        answered.append(text)
        return real(self, text)

    monkeypatch.setattr(Session, "handle_line", interrupted)
    result = play(*args, "--lang", lang, lines="1\n" * 600)
    assert result.exit_code == 130
    assert result.stderr == said


@pytest.mark.parametrize(("stop", "code", "said"), [
    # At a prompt on a terminal that echoes Ctrl-C as ^C, the line said of it begins a line
    # of its own after the ^C...
    (KeyboardInterrupt, 130,
     "\ninterrupted: deal 2 abandoned; the match is left after deal 1\n"),
    # ... and kill (SIGTERM), which the terminal echoes nothing of, says it on the line the
    # prompt left the cursor at: no empty line before it (docs/cli.md, exit codes).
    (Terminated, 143, "terminated: deal 2 abandoned; the match is left after deal 1\n"),
])
def test_a_stop_at_a_prompt_on_a_terminal_is_said_on_a_line_of_its_own(
        monkeypatch: pytest.MonkeyPatch, stop: type[BaseException], code: int,
        said: str) -> None:
    args = ["--seed", "3", "--bots", "random", "--target", "300"]
    k = prompts_before(play(*args, lines="1\n" * 600).stdout, "Deal 2:")
    real = Session.handle_line
    answered = []

    def stopped(self: Session, text: str) -> str:
        if len(answered) == k:
            raise stop
        answered.append(text)
        return real(self, text)

    monkeypatch.setattr(Session, "handle_line", stopped)
    monkeypatch.setattr("belote_cli.cli.commands.play.echoes_ctrl_c", lambda stream: True)
    result = play(*args, lines="1\n" * 600)
    assert (result.exit_code, result.stderr) == (code, said)


@pytest.mark.parametrize("pause", ["0", "10"])
def test_a_pause_of_0_or_10_seconds_is_taken(pause: str) -> None:
    # docs/cli.md: --pause takes 0 (none) to 10 seconds, both ends included; through a
    # pipe it is never waited.
    result = play("--seed", "1", "--pause", pause, lines="quit\n")
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    assert "Quit: deal abandoned." in result.stdout


def test_end_of_input_at_the_bidding_prompt() -> None:
    result = play("--seed", "4", "--dealer", "E", lines="")  # dealer E: S bids first
    assert result.exit_code == 1
    assert result.stdout.rstrip().splitlines()[-1].startswith("Take ")
    assert result.stderr.strip() == "error: end of input: deal abandoned"
    assert "Traceback" not in result.output


def test_end_of_input_at_the_card_prompt() -> None:
    result = play("--discovery", "--seed", "4", lines="1\n1\n")
    assert result.exit_code == 1
    assert result.stdout.rstrip().splitlines()[-1].startswith("Your card?")
    assert result.stderr.strip() == "error: end of input: deal abandoned"


def test_same_seed_same_input_same_bytes() -> None:
    a = play("--seed", "12", "--bots", "random")
    b = play("--seed", "12", "--bots", "random")
    assert a.exit_code == 0 and a.stdout_bytes == b.stdout_bytes


def test_french() -> None:
    result = play("--discovery", "--seed", "4", "--lang", "fr", lines="1\n" * 8)
    assert result.exit_code == 0
    assert "Votre main" in result.stdout and "vérification\xa0: 152 + 10 = 162 ✓" in result.stdout
    assert not re.search(r"\b[JQK][♠♥♦♣]", result.stdout)


# --- the deal file ---------------------------------------------------------------------------

@pytest.mark.parametrize("args", [
    ["--discovery", "--seed", "4"],
    ["--seed", "8", "--bots", "random"],
    ["--seed", "9", "--rule", "direction=anticlockwise", "--rule", "belote=declared"],
])
def test_recorded_deal_scores_the_same(tmp_path: Path, args: list[str]) -> None:
    path = tmp_path / "deal.belote"
    result = play(*args, "--record", str(path), lines="1\n" * 60)
    assert result.exit_code == 0, result.output
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert deal_scores(scored.stdout) == deal_scores(result.stdout)
    assert CHECK in scored.stdout



def test_a_recorded_coinche_deal_names_its_contract_and_scores_the_same(
        tmp_path: Path) -> None:
    # RULES.md, coinche: every contract is a bid, and belote score refuses a coinche deal
    # whose 'taker:' line has no 'contract:' line. Seed 8, the user passing: W bids capot
    # ♣, written as its contract beside the taker, and the file scores as the session did.
    path = tmp_path / "deal.belote"
    result = play("--seed", "8", "--rule", "variant=coinche", "--bots", "random",
                  "--record", str(path), lines="pass\n" * 3 + "1\n" * 60)
    assert result.exit_code == 0, result.output
    text = path.read_text(encoding="utf-8")
    assert "taker: W\n" in text and "contract: capot C W\n" in text
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert deal_scores(scored.stdout) == deal_scores(result.stdout) != []

@pytest.mark.parametrize("value", ["variant=coinche,sa_ta=on", "variant=coinche sa_ta=on",
                                   "variant = coinche ,sa_ta=on"])
def test_one_rule_flag_takes_several_options_as_a_rules_line_does(tmp_path: Path,
                                                                  value: str) -> None:
    # Through a pipe, one --rule holding both options plays and records the same bytes as
    # two --rule flags: a coinche table where SA and TA can be bid (sa_ta=on), the record's
    # rules: line naming the two options that differ from the defaults, the coinche match's
    # own 2000 left unsaid.
    one, two = tmp_path / "one.belote", tmp_path / "two.belote"
    lines = "1\n" * 80
    a = _through_a_pipe("--seed", "3", "--rule", value, "--record", str(one), lines=lines)
    b = _through_a_pipe("--seed", "3", "--rule", "variant=coinche", "--rule", "sa_ta=on",
                        "--record", str(two), lines=lines)
    assert a.returncode == b.returncode == 0, a.stderr
    assert (a.stdout, a.stderr) == (b.stdout, b.stderr)
    assert "Your call? 1) pass  2) 80 ♠" in a.stdout and "6) 80 SA  7) 80 TA" in a.stdout
    assert one.read_bytes() == two.read_bytes()
    assert "\nrules: variant=coinche sa_ta=on\n" in one.read_text(encoding="utf-8")


def test_recorded_match_scores_the_same(tmp_path: Path) -> None:
    path = tmp_path / "match.belote"
    result = play("--seed", "3", "--bots", "random", "--target", "300", "--record", str(path),
                  lines="1\n" * 600)
    assert result.exit_code == 0, result.output
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert deal_scores(scored.stdout) == deal_scores(result.stdout)
    winner = result.stdout.rstrip().splitlines()[-2]  # the last: Enter: leave · review…
    assert "win the match" in winner and winner in scored.stdout


def test_end_of_input_keeps_the_finished_deals_recorded(tmp_path: Path) -> None:
    args = ["--seed", "3", "--bots", "random", "--target", "300"]
    full = play(*args, lines="1\n" * 600).stdout
    k = prompts_before(full, "Deal 2:")
    path = tmp_path / "match.belote"
    result = play(*args, "--record", str(path), lines="1\n" * (k + 1))
    assert result.exit_code == 1
    assert "end of input" in result.stderr
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert deal_scores(scored.stdout) == deal_scores(full)[:1]
    assert not [p for p in tmp_path.iterdir() if p.name != "match.belote"]  # no leftovers


def test_nothing_recorded_before_a_deal_is_finished(tmp_path: Path) -> None:
    path = tmp_path / "deal.belote"
    result = play("--discovery", "--seed", "4", "--record", str(path), lines="1\n")
    assert result.exit_code == 1
    assert not path.exists()


def test_a_record_that_holds_deals_is_said_before_its_first_deal_replaces_it(
        tmp_path: Path) -> None:
    # Nothing recorded is lost without a word: a --record file that holds a match (a
    # --resume was meant) is said at the start, before the first deal ends and replaces
    # it, so that 'quit' keeps it (nothing is written before then).
    path = tmp_path / "match.belote"
    first = play("--seed", "3", "--bots", "random", "--record", str(path), lines="1\n" * 60)
    assert first.exit_code == 0, first.output
    assert "already exists" not in first.stdout  # a new file: nothing to say
    kept = path.read_bytes()
    again = play("--seed", "4", "--record", str(path), lines="quit\n")
    assert again.exit_code == 0
    said = " ".join(again.stdout.split())
    assert (f"{path} already exists: the first deal's record replaces it (quit now to keep "
            "it; --resume plays on its match).") in said
    # Under the deal's first lines, before its first question (on a terminal, the lines
    # the table leaves room for are the last ones).
    assert said.index("Deal 1:") < said.index("already exists") < said.index("Take ")
    assert path.read_bytes() == kept
    french = play("--seed", "4", "--record", str(path), "--lang", "fr", lines="quitter\n")
    assert (f"{path} existe déjà\xa0: l'enregistrement de la première donne le remplace "
            "(quitter maintenant pour le garder\xa0; --resume reprend sa partie).") in \
        french.stdout.replace("\n    ", " ")
    # --resume plays on the match the file holds, appending to it: nothing to say.
    resumed = play("--resume", str(path), lines="quit\n")
    assert resumed.exit_code == 0, resumed.output
    assert "already exists" not in resumed.stdout
    # An empty file holds nothing to lose: nothing said.
    path.write_bytes(b"")
    assert "already exists" not in play("--seed", "4", "--record", str(path),
                                        lines="quit\n").stdout


POSITION = """\
trump: ♥
taker: N
dealer: E  # hand-written: the record would replace this comment and the hands
hand: N Q♥ K♥ 8♠ K♠ 7♦ J♦ 9♣ Q♣
hand: E 8♥ 10♥ 10♠ Q♠ A♦ K♦ 10♣ J♣
hand: S J♥ 9♥ 7♠ J♠ 8♦ Q♦ 7♣ A♣
hand: W 7♥ A♥ A♠ 9♠ 10♦ 9♦ K♣ 8♣
1: S J♥  W 7♥  N Q♥  E 8♥
"""


def test_a_record_that_names_the_file_read_is_refused_before_it_replaces_it(
        tmp_path: Path) -> None:
    # --from two.belote --record two.belote replaced the position written by hand with
    # the deal's record, comments and hands gone (a --from of it then refused), and
    # --record moves.txt < moves.txt the answers: refused before anything is played, as
    # simulate refuses --csv and --record naming one file (exit 2), through another name
    # of the file too; the files as they were.
    path = tmp_path / "two.belote"
    path.write_text(POSITION, encoding="utf-8")
    for name in (str(path), str(tmp_path / "gone" / ".." / "two.belote")):
        result = play("--from", str(path), "--record", name, lines="1\n" * 20)
        assert result.exit_code == 2 and result.stdout == ""
        assert result.stderr == ("error: --record names the file --from reads: the record "
                                 "would replace it; name another file\n")
    moves = tmp_path / "moves.txt"
    moves.write_text("1\n" * 60, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    env.update(BELOTE_LANG="fr", PYTHONIOENCODING="utf-8")
    with moves.open("rb") as stdin:
        done = subprocess.run([sys.executable, "-m", "belote_cli", "play", "--seed", "2",
                               "--record", str(moves)], stdin=stdin, capture_output=True,
                              env=env, check=False, timeout=120)
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr.decode("utf-8") == (
        "erreur\xa0: --record nomme le fichier lu sur l'entrée standard\xa0: "
        "l'enregistrement le remplacerait\xa0; nommez un autre fichier\n")
    assert path.read_text(encoding="utf-8") == POSITION
    assert moves.read_text(encoding="utf-8") == "1\n" * 60
    # Standard input by its names, whatever it is (a file, a pipe): refused too, where the
    # deal was played and then not recorded ('Bad file descriptor').
    for name in ("/dev/stdin", "/dev/fd/0"):
        refused = play("--seed", "2", "--record", name, lines="1\n" * 60)
        assert (refused.exit_code, refused.stdout) == (2, "")
        assert "--record names the file read on standard input" in refused.stderr
    # Another file is recorded, the position played on.
    other = tmp_path / "played.belote"
    assert play("--from", str(path), "--record", str(other), lines="1\n" * 20).exit_code == 0
    assert runner.invoke(app, ["score", str(other)]).exit_code == 0


def test_a_record_name_too_long_is_refused_before_the_deal_and_a_long_one_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A name longer than a folder takes (255 bytes on the usual file systems) was found
    # once the deal was played, 'not recorded', the file 'left as it was' that never was:
    # refused before, as a missing folder is. A name of 250 bytes is written: the
    # temporary file beside it, which holds the name and some 30 bytes more, is cut.
    monkeypatch.chdir(tmp_path)
    result = play("--seed", "2", "--record", "a" * 300, lines="1\n")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith(f"error: --record: cannot write {'a' * 300}: the name is "
                                    "too long (at most ")
    long_name = "b" * 250
    assert play("--seed", "2", "--record", long_name, lines="1\n" * 60).exit_code == 0
    assert runner.invoke(app, ["score", long_name]).exit_code == 0
    assert [p.name for p in tmp_path.iterdir()] == [long_name]
    # The most a folder takes, 255 bytes, is a name; 130 é are 260 bytes (130 letters).
    longest = "c" * 255
    assert play("--seed", "2", "--record", longest, lines="1\n" * 60).exit_code == 0
    assert (tmp_path / longest).is_file()
    accents = play("--seed", "2", "--record", "é" * 130, lines="1\n")
    assert accents.exit_code == 1 and accents.stdout == ""
    assert "the name is too long (at most 255 bytes)" in accents.stderr


# --- bad options -----------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "code", "message"), [
    (["--dealer", "X"], 2, "error: --dealer: unknown seat 'X' (expected N, E, S or W)"),
    (["--rule", "foo=bar"], 2, "error: --rule: unknown rule 'foo'"),
    (["--rule", "undertrump=maybe"], 2, "error: --rule: unknown value 'maybe'"),
    (["--bots", "genius"], 2, "error: --bots: unknown bot 'genius'"),
    (["--lang", "de"], 2, "error: --lang: unknown language 'de'"),
    (["--target", "0"], 2, "error: --target must be a positive number"),
    (["--discovery", "--rule", "announcements=on"], 2,
     "error: --discovery plays a deal without bidding"),
    (["--discovery", "--rule", "variant=coinche"], 2,
     "error: --discovery plays a deal without bidding"),
    # Its trump is a suit drawn at random: sa_ta=on was taken and said nothing.
    (["--discovery", "--rule", "sa_ta=on"], 2,
     "error: --discovery plays a deal without bidding: its trump is a suit drawn at random, "
     "never SA or TA (sa_ta=on)"),
    (["--discovery", "--rule", "sa_ta=on,announcements=on"], 2,
     "error: --discovery plays a deal without bidding: it has no announcements"),
    (["--discovery", "--dealer", "N"], 2, "error: --discovery has no dealer"),
    (["--discovery", "--target", "501"], 2,
     "error: --discovery plays a single deal: it cannot be combined with --target"),
    (["--discovery", "--match"], 2,
     "error: --discovery plays a single deal: it cannot be combined with --match"),
    # The option typed is named (it said --target).
    (["--discovery", "--rule", "target=501"], 2,
     "error: --discovery plays a single deal: it cannot be combined with --rule target=501"),
    # Two values of one rule, or of the target: which table is meant is not known (the
    # last was played without a word).
    (["--rule", "variant=coinche,variant=deux"], 2,
     "error: --rule: rule 'variant' given twice, 'variant=coinche' then 'variant=deux': "
     "write the one the table plays\n"),
    (["--target", "1", "--rule", "target=5"], 2,
     "error: --rule: rule 'target' given twice, '--target 1' then 'target=5'"),
    (["--rule", "target=500", "--rule", "Target = 501", "--lang", "fr"], 2,
     "erreur\xa0: --rule\xa0: règle 'target' donnée deux fois, 'target=500' puis "
     "'Target=501'\xa0: n'écrivez que celle de la table\n"),
    (["--record", "/nonexistent/dir/x.belote"], 1, "error: --record: no such directory"),
    (["--record", ""], 1, "error: --record: an empty file name"),  # not ". is a directory"
    # '-' is standard output in simulate; here the game is printed there (it made a file '-')
    (["--record", "-"], 2, "error: --record -: the game is printed on standard output"),
    # ... and by its other names, where the deal's record was written amid the game.
    (["--record", "/dev/stdout"], 2,
     "error: --record /dev/stdout: the game is printed on standard output"),
    # A deal without bidding is one deal: a second --deck would never be dealt.
    (["--discovery", "--deck", VOID_DECK, "--deck", VOID_DECK], 2,
     "error: --discovery plays a single deal: give it one --deck\n"),
    (["--discovery", "--deck", VOID_DECK, "--deck", VOID_DECK, "--lang", "fr"], 2,
     "erreur\xa0: --discovery joue une seule donne\xa0: donnez-lui un seul --deck\n"),
])
def test_bad_options(args: list[str], code: int, message: str) -> None:
    result = play(*args)
    assert result.exit_code == code
    assert result.stderr.startswith(message)
    assert result.stdout == ""
    assert "Traceback" not in result.output


def test_a_record_name_ending_with_a_slash_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The slash names a folder: it wrote the file deals.belote, as the shell's
    # '> deals.belote/' would not.
    monkeypatch.chdir(tmp_path)
    result = play("--record", "deals.belote/")
    assert result.exit_code == 1
    assert result.stderr == ("error: --record: deals.belote/ ends with a slash: the name of a "
                             "directory, not of a file\n")
    assert result.stdout == ""
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("name", "lang", "line"), [
    (" ", "en", "error: --record: a file name of blanks only (' ')\n"),
    ("\t ", "fr", "erreur\xa0: --record\xa0: un nom de fichier fait de blancs seulement ('\\t "
                  "')\n"),
])
def test_a_record_named_by_blanks_only_is_refused_as_an_empty_name_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, lang: str,
        line: str) -> None:
    # It wrote the deal to a file named ' ', which a listing hardly shows.
    monkeypatch.chdir(tmp_path)
    result = play("--discovery", "--seed", "4", "--record", name, "--lang", lang,
                  lines="1\n" * 8)
    assert (result.exit_code, result.stderr, result.stdout) == (1, line, "")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("name", "lang", "line"), [
    ("no\nsuch/x.belote", "en", "error: --record: no such directory: '{tmp}/no\\nsuch'\n"),
    ("no\nsuch/x.belote", "fr",
     "erreur\xa0: --record\xa0: dossier introuvable\xa0: '{tmp}/no\\nsuch'\n"),
    ("a\tb", "en", "error: --record: 'a\\tb' is a directory\n"),
    ("a\tb/", "fr", "erreur\xa0: --record\xa0: 'a\\tb/' est un dossier\n"),
    ("x\x1b[31m/", "en", "error: --record: 'x\\x1b[31m/' ends with a slash: the name of a "
                         "directory, not of a file\n"),
    # Accents and spaces as they are, as belote score shows them.
    ("donné à 4/x.belote", "en", "error: --record: no such directory: {tmp}/donné à 4\n"),
])
def test_a_record_name_a_terminal_does_not_show_is_quoted_on_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, lang: str,
        line: str) -> None:
    # As belote score quotes such a name (Python's repr, as a name of blanks is quoted):
    # the line break split the message in two, the escape coloured the rest of the line.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a\tb").mkdir()
    result = play("--discovery", "--seed", "4", "--record", name, "--lang", lang,
                  lines="1\n" * 8)
    assert (result.exit_code, result.stderr, result.stdout) == (
        1, line.format(tmp=tmp_path), "")
    assert [p.name for p in tmp_path.iterdir()] == ["a\tb"]


def test_a_record_that_cannot_be_written_after_the_deal_is_named_on_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A failure once the check before the game has passed (a full disk when the deal is
    # saved) names the file as the check does.
    monkeypatch.chdir(tmp_path)

    def full(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("tempfile.mkstemp", full)
    result = play("--discovery", "--seed", "4", "--record", "deal\t1.belote", lines="1\n" * 8)
    assert result.exit_code == 1
    assert result.stderr.startswith(
        "error: deal 1 is not recorded: cannot write 'deal\\t1.belote': No space left on "
        "device\n'deal\\t1.belote' is left as it was.\n")
    assert CHECK in result.stdout  # the deal's end shown before
    assert list(tmp_path.iterdir()) == []



def _disk_full_after(monkeypatch: pytest.MonkeyPatch, writes: int) -> None:
    """The disk full once ``writes`` record files have been written (each written whole
    under a temporary name first)."""
    import tempfile
    real = tempfile.mkstemp
    done = []

    def mkstemp(*args: object, **kwargs: object) -> tuple[int, str]:
        if len(done) >= writes:
            raise OSError(errno.ENOSPC, "No space left on device")
        done.append(1)
        return real(*args, **kwargs)  # type: ignore[call-overload, no-any-return]

    monkeypatch.setattr("tempfile.mkstemp", mkstemp)


def test_a_match_deal_that_cannot_be_recorded_is_said_where_it_ends(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The disk full when deal 2 of a match is written: said after deal 2's tally and the
    # match line, before any line of deal 3 (it came after deal 3's first calls); the file
    # keeps deal 1 whole; the line given plays deal 2 again alone, and records it.
    record = tmp_path / "match.belote"
    _disk_full_after(monkeypatch, 1)
    args = ("--seed", "3", "--bots", "random", "--match", "--record", str(record))
    result = play(*args, lines="1\n" * 60)
    assert result.exit_code == 1
    assert "Deal 2:" in result.stdout and "Deal 3:" not in result.stdout
    assert result.stdout.rstrip().splitlines()[-2].startswith("match after deal 2: ")
    assert not result.stdout.rstrip().endswith("?")  # no question left waiting
    lost, kept, again = result.stderr.splitlines()
    assert lost == (f"error: deal 2 is not recorded: cannot write {record}: No space left "
                    "on device")
    assert kept == f"{record} keeps deal 1, as it was. The match stops here."
    first, second = deal_scores(result.stdout)
    assert [s.score for s in belote_cli.score(record.read_text(encoding="utf-8"))] == [first]
    monkeypatch.undo()
    prefix = "To record the deal, play it again alone into another file, where there is room "
    assert again.startswith(prefix + "and you may write: belote play ")
    assert again.endswith(" --record FILE")
    other = tmp_path / "deal2.belote"
    replay = again.removeprefix(prefix + "and you may write: belote play ").split()[:-2]
    alone = play(*replay, "--record", str(other), lines="1\n" * 60)
    assert alone.exit_code == 0, alone.output
    assert deal_scores(alone.stdout) == [second]  # the same cards, the same answers
    assert [s.score for s in belote_cli.score(other.read_text(encoding="utf-8"))] == [second]


def test_a_stacked_deal_that_cannot_be_recorded_names_its_deck_to_play_it_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The seed and the dealer alone deal other cards: the line names the deck. With N
    # dealing, S is dealt the deck's cards 4 to 6 and 15 to 16, and card 21 is the
    # retourne (docs/cli.md's stacked deck).
    deck = ("A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ A♥ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ "
            "A♦ K♦ Q♦ J♦ 10♦ 9♦ 8♦ 7♦ A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣")
    cards = deck.split()
    _disk_full_after(monkeypatch, 0)
    result = play("--seed", "3", "--dealer", "N", "--deck", deck, "--record",
                  str(tmp_path / "deal.belote"))
    assert result.exit_code == 1
    monkeypatch.undo()
    again = result.stderr.splitlines()[-1]
    replay = shlex.split(again.partition(": belote play ")[2])[:-2]
    assert replay == ["--seed", "3", "--dealer", "N", "--deck", deck], again
    alone = play(*replay, "--record", str(tmp_path / "again.belote"))
    assert alone.exit_code == 0, alone.output
    dealt = re.search(r"^Your cards: (.*)$", alone.stdout, re.M)
    assert dealt is not None
    assert set(parse_cards(dealt[1])) == set(parse_cards(" ".join(cards[3:6] + cards[14:16])))
    assert f"Retourne: {cards[20]}" in alone.stdout
    assert deal_scores(alone.stdout) == deal_scores(result.stdout)


def test_a_stacked_deal_without_bidding_that_cannot_be_recorded_names_its_deck(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck = ("7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ "
            "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠")
    _disk_full_after(monkeypatch, 0)
    result = play("--discovery", "--seed", "4", "--deck", deck, "--record",
                  str(tmp_path / "deal.belote"), lines="1\n" * 8)
    assert result.exit_code == 1
    again = result.stderr.splitlines()[-1]
    assert shlex.split(again.partition(": belote play ")[2])[:-2] == [
        "--discovery", "--seed", "4", "--deck", deck], again


def test_a_deal_that_cannot_be_recorded_leaves_the_file_as_it_was_in_french(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A single deal, the file there before: not touched (written whole or not at all).
    record = tmp_path / "donne.belote"
    record.write_bytes(b"# written before\n")
    _disk_full_after(monkeypatch, 0)
    result = play("--seed", "3", "--lang", "fr", "--record", str(record), lines="1\n" * 60)
    assert result.exit_code == 1
    assert "152 + 10 = 162 ✓" in result.stdout
    assert result.stderr.splitlines()[:2] == [
        f"erreur\xa0: donne 1 non enregistrée\xa0: impossible d'écrire {record}\xa0: "
        "plus de place sur le disque",
        f"{record} reste tel qu'il était."]
    assert result.stderr.splitlines()[2].startswith(
        "Pour enregistrer la donne, rejouez-la seule dans un autre fichier, là où il y a de "
        "la place et où vous pouvez écrire\xa0: belote play --seed 3 --dealer ")
    assert result.stderr.splitlines()[2].endswith(" --lang fr --record FICHIER")
    assert record.read_bytes() == b"# written before\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["donne.belote"]


# --- a pipe that does not answer ------------------------------------------------------------

IDLE = ("error: standard input is not a terminal and sent 50 lines in a row that do not "
        "answer the question (the last: '2'): deal abandoned\n")


def test_a_pipe_refused_again_and_again_stops_after_50_lines_in_a_row() -> None:
    # 'yes 2 | belote play --match' was asked for ever: '2' passes at the taking and plays
    # the second card offered, until S holds one legal card; from there each '2' is
    # refused ('No card numbered 2: choose 1.'). The 50th refused in a row stops the game,
    # long before this stand-in for yes runs out.
    result = play("--seed", "3", "--match", lines="2\n" * 1000)
    assert (result.exit_code, result.stderr) == (1, IDLE)
    assert result.stdout.count("No card numbered 2: choose 1.") == 50
    assert result.stdout.endswith("No card numbered 2: choose 1.\n")


def test_a_match_stopped_by_its_pipe_says_where_it_stands_in_french() -> None:
    result = play("--seed", "3", "--bots", "random", "--match", "--lang", "fr",
                  lines="1\n" * 40 + "2\n" * 1000)
    assert result.exit_code == 1
    deal = int(re.findall(r"^Donne (\d+)\xa0:", result.stdout, re.M)[-1])
    assert deal > 1
    assert result.stderr == (
        "erreur\xa0: l'entrée standard n'est pas un terminal et a envoyé 50 lignes de suite "
        "qui ne répondent pas à la question (la dernière\xa0: '2')\xa0: "
        f"donne {deal} abandonnée\xa0; la partie s'arrête après la donne {deal - 1}\n")


def test_lines_that_do_not_answer_are_counted_in_a_row_only() -> None:
    # 49 lines of help before each card: never 50 in a row, the deal is played out.
    result = play("--discovery", "--seed", "4", lines=("help\n" * 49 + "1\n") * 8)
    assert (result.exit_code, result.stderr) == (0, "")
    assert CHECK in result.stdout


def test_a_terminal_is_asked_again_however_many_lines_it_refuses(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Someone typing: never stopped, the 60 refused lines then quit leave as quit does.
    monkeypatch.setattr("belote_cli.cli.commands.play.is_tty", lambda stream: True)
    result = play("--seed", "3", "--match", lines="2\n" * 60 + "quit\n")
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.count("No card numbered 2: choose 1.") > 50


def test_the_question_after_the_last_deal_stops_asking_a_pipe_too() -> None:
    # 'help' asks it again: 50 times through a pipe, then the command leaves (exit 0, the
    # game is over); 'yes help' asked for ever.
    result = play("--discovery", "--seed", "4", lines="1\n" * 8 + "help\n" * 1000)
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.count("Enter: leave · review: what each of your cards cost") == 50

# --- a real pipe and Ctrl-C ------------------------------------------------------------------

def belote(*args: str) -> list[str]:
    return [sys.executable, "-c", "from belote_cli.cli import main; main()", *args]


def test_yes_2_through_a_real_pipe_ends() -> None:
    # A finite stand-in for 'yes 2 |': the command ends on its own, before the input does.
    done = subprocess.run(belote("play", "--seed", "3", "--match"), input="2\n" * 100_000,
                          capture_output=True, text=True, encoding="utf-8", timeout=60)
    assert (done.returncode, done.stderr) == (1, IDLE)


def test_from_a_pipe() -> None:
    done = subprocess.run(belote("play", "--discovery", "--seed", "4"), input="1\n" * 8,
                          capture_output=True, text=True, encoding="utf-8", timeout=60)
    assert done.returncode == 0, done.stderr
    assert CHECK in done.stdout and done.stderr == ""


def test_a_card_typed_by_name_in_an_ascii_locale() -> None:
    # The output is UTF-8 when the locale says ASCII (its suits are shown): the input is
    # read the same way, so that the card typed as the prompt writes it is that card.
    first = play("--discovery", "--seed", "4", lines="1\n" * 8).stdout
    hand = next(x for x in first.splitlines() if x.startswith("Your hand"))
    second = re.search(r"2\) (\S+?)\*?  ", hand)
    assert second is not None
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "BELOTE_LANG": "en"}
    done = subprocess.run(belote("play", "--discovery", "--seed", "4"),
                          input=(second.group(1) + "\n" + "1\n" * 8).encode("utf-8"),
                          capture_output=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("utf-8")
    assert f"S plays {second.group(1)}" in out and "Unknown input" not in out


def test_a_moves_file_with_a_byte_order_mark() -> None:
    # Notepad's "UTF-8 with BOM": the mark is not part of the first answer, which takes.
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "BELOTE_LANG": "en"}
    done = subprocess.run(belote("play", "--seed", "4", "--dealer", "E"),  # S bids first
                          input=b"\xef\xbb\xbf1\n" + b"1\n" * 8, capture_output=True,
                          env=env, timeout=60)
    out = done.stdout.decode("utf-8")
    assert "Unknown input" not in out and "S takes" in out, out


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "error: standard input is read in utf-16, and what it sends is not utf-16: run "
           "belote with a UTF-8 locale (LANG=en_US.UTF-8) or PYTHONIOENCODING=utf-8\n"),
    # French: a no-break space before each colon, as every French message writes it.
    ("fr", "erreur\u00a0: l'entrée standard est lue en utf-16, et ce qu'elle envoie n'est "
           "pas en utf-16\u00a0: lancez belote avec une locale UTF-8 (LANG=fr_FR.UTF-8) ou "
           "PYTHONIOENCODING=utf-8\n"),
])
def test_answers_the_input_encoding_cannot_read_are_refused_in_one_line(
        lang: str, said: str) -> None:
    # PYTHONIOENCODING=utf-16 reads the input as UTF-16 too: answers piped in ASCII have
    # no byte order mark, which the decoder refuses whatever its error handler.
    env = {**os.environ, "PYTHONIOENCODING": "utf-16", "BELOTE_LANG": "en"}
    done = subprocess.run(belote("play", "--seed", "3", "--lang", lang),
                          input=b"1\nquit\n", capture_output=True, env=env, timeout=60)
    assert done.returncode == 1
    assert done.stderr.decode("utf-16") == said
    # The same answers in UTF-16, its byte order mark first, are read.
    done = subprocess.run(belote("play", "--seed", "3", "--lang", lang),
                          input="quit\n".encode("utf-16"), capture_output=True, env=env,
                          timeout=60)
    assert done.returncode == 0, done.stderr.decode("utf-16")


def test_python_dash_m_runs_the_same_command(monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    # ``python -m belote_cli`` runs the package's __main__ as runpy does here.
    monkeypatch.setattr(sys, "argv", ["belote_cli", "--version"])
    with pytest.raises(SystemExit) as done:
        runpy.run_module("belote_cli", run_name="__main__")
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith(f"belote {belote_cli.__version__} (")


def test_reader_gone_ends_quietly_with_exit_1() -> None:
    # ``belote play ... | head -1``: a long match prints far more than a pipe holds, so the
    # program is still writing when the reader closes its end.
    proc = subprocess.Popen(belote("play", "--seed", "3", "--target", "5000"),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdin.write(b"1\n" * 20_000)
    proc.stdin.close()
    assert proc.stdout.readline().startswith(b"Belote: you sit South")
    proc.stdout.close()
    assert proc.wait(timeout=60) == 1
    assert proc.stderr.read() == b""  # no traceback, no "Broken pipe" message
    proc.stderr.close()


def test_ctrl_c_exits_130_with_one_line() -> None:
    # The child gets Ctrl-C's default disposition even when the tests run with SIGINT
    # ignored (a background job), where Python would leave it ignored.
    proc = subprocess.Popen(belote("play", "--discovery", "--seed", "4"), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            encoding="utf-8",
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdout is not None
    # The prompt is flushed before the program waits for the answer.
    line = ""
    while not line.startswith("Your card?"):
        line = proc.stdout.readline()
        assert line, "no prompt before end of output"
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130
    assert err.strip() == "interrupted"


def test_keyboard_interrupt_inside_the_runner(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(self: Session, text: str) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(Session, "handle_line", interrupted)
    result = play("--discovery", "--seed", "4")
    assert result.exit_code == 130
    assert result.stderr == "interrupted\n"
    assert "Traceback" not in result.output


# --- what the terminal and the disk may refuse -------------------------------------------

def test_closed_standard_input_is_said_at_once() -> None:

    done = subprocess.run(belote("play", "--discovery", "--seed", "4"), capture_output=True,
                          text=True, timeout=60, stdin=subprocess.PIPE,
                          preexec_fn=lambda: os.close(0))
    assert done.returncode == 1
    assert done.stderr == (
        "error: standard input is closed: nothing to read the bids and cards from\n")
    # In French for every game: the classic taking, la prise, or the coinche's enchères,
    # where it said enchères alone.
    done = subprocess.run(belote("play", "--seed", "4", "--lang", "fr"), capture_output=True,
                          text=True, timeout=60, stdin=subprocess.PIPE,
                          preexec_fn=lambda: os.close(0))
    assert done.returncode == 1
    assert done.stderr == ("erreur\xa0: l'entrée standard est fermée\xa0: nulle part où lire "
                           "la prise (ou les enchères) et les cartes\n")


def test_record_in_a_folder_that_cannot_be_written_is_refused_before_the_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.access", lambda p, m: False)  # as root, every folder is writable
    result = play("--discovery", "--seed", "4", "--record", str(tmp_path / "x.belote"))
    assert result.exit_code == 1
    assert result.stderr == f"error: --record: cannot write in {tmp_path}: permission denied\n"
    assert result.stdout == ""  # not a card dealt


def test_full_disk_on_standard_output() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    with open("/dev/full", "w") as full:
        done = subprocess.run(belote("play", "--discovery", "--seed", "4"), input="1\n" * 8,
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr == "error: cannot write the output: No space left on device\n"


def test_without_a_seed_one_is_drawn_and_said() -> None:
    # docs/playing.md: without --seed, a seed is drawn and printed so the game can be replayed.
    first = play("--discovery", lines="1\n" * 8)
    assert first.exit_code == 0, first.output
    m = re.search(r"\(seed (\d+)\)", first.stdout)
    assert m is not None
    again = play("--discovery", "--seed", m.group(1), lines="1\n" * 8)
    assert again.stdout == first.stdout


@pytest.mark.parametrize("extra", [["--rule", "variant=coinche"], []])
def test_a_line_longer_than_any_answer_is_refused_and_the_game_goes_on(
        extra: list[str]) -> None:
    # The coinche call 'x111…1y' of 30,000 characters once took 24 s to be refused.
    long = "x" + "1" * 30_000 + "y"
    refused = play("--seed", "1", *extra, lines=long + "\n" + "1\n" * 60)
    plain = play("--seed", "1", *extra)
    assert refused.exit_code == plain.exit_code
    message = "A line of more than 200 characters: no answer is that long."
    assert refused.output.count(message) == 1 and message not in plain.output
    # The game is the same one, one refusal later.
    assert deal_scores(refused.output) == deal_scores(plain.output)
    french = play("--seed", "1", "--lang", "fr", *extra, lines="y" * 500 + "\n1\n")
    assert "Une ligne de plus de 200 caractères" in french.output


def test_blanks_before_an_answer_neither_lose_it_nor_shorten_a_long_line() -> None:
    # The session strips a line's blanks and refuses one of more than 200 characters
    # without them (docs/playing.md): 250 blanks then '1' are the answer '1', as '1'
    # alone is (the same game, no refusal, nothing asked again), and two blanks then 201
    # letters are a line too long, not an unknown word cut to 200.
    padded = play("--seed", "1", lines=" " * 250 + "1\n" + "1\n" * 60)
    plain = play("--seed", "1", lines="1\n" * 61)
    assert padded.exit_code == plain.exit_code == 0, padded.output
    assert padded.stdout == plain.stdout
    long = play("--seed", "1", lines="  " + "z" * 201 + "\n" + "1\n" * 60)
    assert long.output.count("A line of more than 200 characters") == 1, long.output
    assert "Unknown input" not in long.output


def test_a_line_that_never_ends_is_no_answer() -> None:
    # As '< /dev/zero': a stream that never ends a line was read and dropped for ever at
    # full speed; past a million characters it is refused as input that is not answers.
    from belote_cli.cli.commands.play import MAX_DROPPED

    endless = play("--seed", "1", lines="\0" * (MAX_DROPPED + 200_000))
    assert endless.exit_code == 1
    assert endless.stderr == ("error: standard input sends a line of more than a million "
                              "characters: it is not answers\n")
    # A long line that ends is still refused once, and the game goes on (above).
    assert play("--seed", "1", lines="z" * (MAX_DROPPED // 2) + "\n" + "1\n" * 60
                ).exit_code == 0


def test_a_line_of_a_million_characters_that_ends_is_refused_once_and_the_game_goes_on(
) -> None:
    # The error says a line of more than a million characters is no answer: one of a
    # million (999,798 past the 202 kept) is refused as too long, once, and the game
    # goes on to 'quit'; one of 1,100,000 never ended, or of 1,150,000 ended, is the error.
    ends = play("--seed", "1", lines="z" * 1_000_000 + "\nquit\n")
    assert ends.exit_code == 0, ends.stderr
    assert ends.output.count("A line of more than 200 characters") == 1
    for lines in ("z" * 1_100_000, "z" * 1_150_000 + "\nquit\n"):
        endless = play("--seed", "1", lines=lines)
        assert endless.exit_code == 1
        assert endless.stderr == ("error: standard input sends a line of more than a "
                                  "million characters: it is not answers\n")


def test_seed_0_is_a_seed_and_a_negative_one_is_refused() -> None:
    # --seed takes 0 or more (its help): 0 plays the game of seed 0; -1 is a usage error.
    zero = play("--seed", "0", lines="quit\n")
    assert zero.exit_code == 0, zero.stderr
    deal_line = zero.output.splitlines()[1]
    assert deal_line.startswith("Deal 1: dealer ") and deal_line.endswith(" (seed 0)")
    negative = play("--seed", "-1", lines="quit\n")
    assert negative.exit_code == 2
    assert negative.stderr == "error: --seed must be 0 or more, found -1\n"


def test_a_target_of_1_point_is_a_match_and_0_is_refused() -> None:
    # --target takes 1 to 1,000,000,000 (its help): a match to 1 point is won by the
    # first deal that scores; 0 is a usage error.
    one = play("--target", "1", "--seed", "1", lines="1\n" * 60)
    assert one.exit_code == 0, one.stderr
    assert one.output.count("win the match") == 1
    assert "Match to 1 point.\n" in one.stdout  # one point, where it said "1 points"
    french = play("--target", "1", "--seed", "1", "--lang", "fr", lines="quitter\n")
    assert "Partie en 1 point.\n" in french.stdout
    zero = play("--target", "0", "--seed", "1")
    assert zero.exit_code == 2
    assert zero.stderr == ("error: --target must be a positive number of points up to "
                           "1,000,000,000, found 0\n")


class _Typed:
    """A terminal's input as readline gives it: each piece once, as typed (a piece without
    its line break is a line ended by Ctrl-D), then nothing."""

    def __init__(self, *pieces: str) -> None:
        self.pieces = list(pieces)

    def readline(self, size: int = -1) -> str:
        return self.pieces.pop(0) if self.pieces else ""


def test_a_line_of_201_characters_ended_by_ctrl_d_drops_nothing_after_it() -> None:
    # 201 characters (one past the 200 an answer may be, so that the session refuses
    # it), sent by Ctrl-D without a line break: the line is read whole (201 is less than
    # the 202 asked), and the next line, 'quit', is the next answer, not dropped as the
    # rest of a longer line. Of 202 characters the rest of the line is dropped.
    from belote_cli.cli.commands.play import _read_line

    typed = _Typed("z" * 201, "quit\n")
    assert _read_line(typed) == "z" * 201  # type: ignore[arg-type]
    assert _read_line(typed) == "quit\n"  # type: ignore[arg-type]
    typed = _Typed("z" * 202, "zz\n", "quit\n")
    assert _read_line(typed) == "z" * 202  # type: ignore[arg-type]
    assert _read_line(typed) == "quit\n"  # type: ignore[arg-type]


class _Failing:
    """Standard input whose read fails as a terminal hung up does (EIO)."""

    encoding = "utf-8"

    def readline(self, size: int = -1) -> str:
        raise OSError(errno.EIO, "Input/output error")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "error: cannot read standard input: Input/output error\n"),
    # French says the errno's reason in French, as it says every system error's.
    ("fr", "erreur\xa0: impossible de lire l'entrée standard\xa0: erreur d'entrée-sortie\n"),
])
def test_an_input_that_fails_is_said_by_its_reason_alone(
        lang: str, said: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # The reason of the error, not its '[Errno 5]' number, as every message says one.
    import typer

    from belote_cli.cli.commands.play import _answer

    monkeypatch.setattr(sys, "stdin", _Failing())
    with pytest.raises(typer.Exit) as exited:
        _answer(lang)
    assert exited.value.exit_code == 1
    assert capsys.readouterr().err == said


def test_a_line_of_exactly_the_most_an_answer_may_be_is_read() -> None:
    from belote_cli.play.interactive import MAX_INPUT, SessionOptions

    session = Session(SessionOptions(seed=1))
    session.start()
    assert "more than" not in session.handle_line("z" * MAX_INPUT)  # an unknown word
    assert "more than" in session.handle_line("z" * (MAX_INPUT + 1))
    assert "more than" not in session.handle_line(" " * 5000 + "1" + " " * 5000)


# --- each deal of a match can be replayed alone -------------------------------------------------

_DEAL_LINE = re.compile(r"^Deal (\d+): dealer ([NESW]) \(seed (\d+)(?:; alone: belote play "
                        r"(.*))?\)$", re.M)


def _deal_blocks(text: str) -> list[str]:
    """Each deal's text, from its cards to the check line of its tally."""
    blocks = []
    for part in re.split(r"^Deal \d+: .*$", text, flags=re.M)[1:]:
        end = part.find("\ncheck: ")
        block = part[:part.index("\n", end + 1)] if end >= 0 else part
        # The coinche rules are told at the first deal of a game only.
        blocks.append(re.sub(r"^Coinche: 8 cards each.*\n", "", block, flags=re.M))
    return blocks


@pytest.mark.parametrize("args", [
    ["--seed", "3", "--bots", "random", "--target", "1000"],
    ["--seed", "5", "--target", "1500", "--rule", "direction=anticlockwise",
     "--rule", "announcements=on"],
    ["--seed", "8", "--rule", "variant=coinche", "--target", "1000"],
])
def test_each_deal_of_a_match_says_what_replays_it_alone(args: list[str]) -> None:
    lines = "1\n" * 3000
    match = play(*args, lines=lines)
    assert match.exit_code == 0, match.output
    heads = _DEAL_LINE.findall(match.stdout)
    blocks = _deal_blocks(match.stdout)
    assert len(heads) == len(blocks) >= 3
    seeds = [seed for _, _, seed, _ in heads]
    assert seeds[0] == args[1] and len(set(seeds[1:])) == len(seeds) - 1
    for i, ((number, dealer, seed, replay), block) in enumerate(zip(heads, blocks,
                                                                    strict=True)):
        if i == 0:
            assert replay == ""  # the first deal is the --seed given
            continue
        assert replay.startswith(f"--seed {seed} --dealer {dealer}")
        alone = play(*replay.split(), lines=lines)
        assert alone.exit_code == 0, alone.output
        # The same cards, the same bids and tricks, the same tally.
        assert _deal_blocks(alone.stdout)[0] == block, (number, replay)


_DONNE_LINE = re.compile(r"^Donne (\d+)\xa0: donneur ([NESO]) \(graine (\d+)(?:\xa0; pour la "
                         r"rejouer seule\xa0: belote play (.*))?\)$", re.M)


@pytest.mark.parametrize("args", [
    ["--seed", "3", "--target", "300"],
    ["--seed", "3", "--target", "300", "--rule", "variant=deux"],
    ["--seed", "3", "--target", "300", "--rule", "variant=decouverte"],
])
def test_a_deal_of_a_french_match_says_what_replays_it_alone_in_french(
        args: list[str]) -> None:
    # The line typed as said, with no --lang of its own and no BELOTE_LANG: the same deal,
    # in French, the same tally ('marque de la donne'), in the classic game and the games
    # of two alike.
    lines = "1\n" * 3000
    match = play(*args, "--lang", "fr", lines=lines)
    assert match.exit_code == 0, match.output
    heads = _DONNE_LINE.findall(match.stdout.replace("\n    ", " "))
    assert len(heads) >= 2 and heads[0][3] == ""
    for number, dealer, seed, replay in heads[1:]:
        assert replay.split()[:4] == ["--seed", seed, "--dealer", dealer]
        assert replay.endswith(" --lang fr"), replay
        alone = play(*replay.split(), lines=lines)
        assert alone.exit_code == 0, alone.output
        assert alone.stdout.startswith(match.stdout.split("\n")[0])  # the French opening
        said = re.findall(r"^marque de la donne .*$", alone.stdout, re.M)
        assert said == [re.findall(r"^marque de la donne .*$", match.stdout,
                                   re.M)[int(number) - 1]], (number, replay)


@pytest.mark.parametrize(("args", "french"), [
    # Thousands grouped as French groups them (it wrote 1,000,000,000).
    (["--target", "0"], "erreur\xa0: --target doit être un nombre de points positif, au plus "
                        "1\u202f000\u202f000\u202f000 (valeur donnée\xa0: 0)"),
    (["--discovery", "--target", "501"], "erreur\xa0: --discovery joue une seule donne\xa0: "
                                         "impossible avec --target"),
    (["--discovery", "--dealer", "N"], "erreur\xa0: --discovery n'a pas de donneur"),
    (["--bots", "zz"], "erreur\xa0: --bots\xa0: robot inconnu 'zz'"),
    # French typography: a space before the colon of each option's prefix too.
    (["--dealer", "X"], "erreur\xa0: --dealer\xa0: place inconnue 'X' (attendu N, E, S ou O)\n"),
    (["--deck", VOID_DECK.replace("9♣", "11♣")], "erreur\xa0: --deck\xa0: carte inconnue '11♣'\n"),
    (["--rule", "variant=deux", "--dealer", "E"], "erreur\xa0: "),
])
def test_bad_options_in_french(args: list[str], french: str) -> None:
    english = play(*args)
    result = play("--lang", "fr", *args)
    assert result.exit_code == english.exit_code == 2
    assert not re.search(r"erreur : --\w+:", result.stderr), result.stderr
    assert result.stderr.startswith(french), result.stderr
    assert english.stderr.startswith("error: ")


@pytest.mark.parametrize(("lang", "take", "hint", "decimal"), [
    ("en", "1", "hint", "."), ("fr", "1", "conseil", ","),
])
def test_hint_values_are_written_as_points(lang: str, take: str, hint: str,
                                           decimal: str) -> None:
    # Expected points to a tenth, a whole number without its '.0' (152, not 152.0), and
    # French with the decimal comma (132,5). Seed 21: a tie at the opening lead.
    result = play("--seed", "21", "--lang", lang, lines=f"{take}\n{hint}\n")
    line = next(x for x in result.stdout.splitlines() if x.startswith(("Hint", "Conseil")))
    values = re.findall(r"(?:10|[7-9VDRAJQK])[♠♥♦♣] (\S+)", line.rsplit(": ", 1)[1])
    assert len(values) >= 2, line
    tied = re.search(r"\((?:[^:]*): (\S+) (?:each|chacune)\)", line)
    for value in values + ([tied[1]] if tied else []):
        assert re.fullmatch(r"\d+(?:" + re.escape(decimal) + r"\d)?", value), line
        assert not value.endswith(decimal + "0"), line


@pytest.mark.parametrize(("lang", "call", "message"), [
    # A suit that is no suit: the reason says which, in each language, with the letters
    # the prompt reads: its own (the French P C K T, the English S H D C) and those only
    # the other language has (it left out the French P K T in English, S H D in French);
    # it names the call once, as the line begins with it (it said "… unknown suit 'x' in
    # the bid '90 X' …"); the suit as typed (it said 'x' of an 'X').
    ("en", "90 X", "Unknown call '90 X': unknown suit 'X' (expected ♠ ♥ ♦ ♣, S H D C, the "
                   "French P K T or a suit's name) (or help)."),
    ("fr", "90 X", "Enchère inconnue '90 X'\xa0: couleur inconnue 'X' (attendu ♠ ♥ ♦ ♣, P C K T, "
                   "les lettres anglaises S H D ou le nom d'une couleur) (ou aide)."),
    ("en", "X 100", "Unknown call 'X 100': unknown suit 'X' (expected ♠ ♥ ♦ ♣, S H D C, the "
                    "French P K T or a suit's name) (or help)."),
    ("en", "90 x", "Unknown call '90 x': unknown suit 'x' (expected ♠ ♥ ♦ ♣, S H D C, the "
                   "French P K T or a suit's name) (or help)."),
    ("fr", "85 ♥", "Enchère inconnue '85 ♥'\xa0: pas d'enchère de 85\xa0: les enchères vont de 80 "
                   "à 160 par dizaines, ou capot (ou aide)."),
    # A signed number: the level as typed (it said 'no bid of 1' of '-1').
    ("en", "-1", "Unknown call '-1': no bid of -1: bids go by tens from 80 to 160, or capot "
                 "(or help)."),
    ("fr", "-1", "Enchère inconnue '-1'\xa0: pas d'enchère de -1\xa0: les enchères vont de 80 "
                 "à 160 par dizaines, ou capot (ou aide)."),
    # A suit with a signed level: the level's problem (it said "unknown suit '♥-'" of
    # '♥-90' and 'unknown call' of '-90♥').
    ("en", "♥-90", "Unknown call '♥-90': no bid of -90: bids go by tens from 80 to 160, or "
                   "capot (or help)."),
    ("fr", "♥-90", "Enchère inconnue '♥-90'\xa0: pas d'enchère de -90\xa0: les enchères vont "
                   "de 80 à 160 par dizaines, ou capot (ou aide)."),
    ("en", "-90♥", "Unknown call '-90♥': no bid of -90: bids go by tens from 80 to 160, or "
                   "capot (or help)."),
    ("fr", "-90♥", "Enchère inconnue '-90♥'\xa0: pas d'enchère de -90\xa0: les enchères vont "
                   "de 80 à 160 par dizaines, ou capot (ou aide)."),
    ("en", "capot", "Unknown call 'capot': a bid names trump: 'capot ♥' (or help)."),
    ("fr", "capot", "Enchère inconnue 'capot'\xa0: une enchère nomme l'atout\xa0: 'capot ♥' (ou "
                    "aide)."),
])
def test_an_unreadable_coinche_call_says_why_in_each_language(lang: str, call: str,
                                                               message: str) -> None:
    result = play("--seed", "1", "--rule", "variant=coinche", "--lang", lang,
                  lines=f"{call}\n")
    assert message in result.stdout.splitlines(), result.stdout


@pytest.mark.parametrize(("lang", "letters"), [("en", "SHDCPKT"), ("fr", "PCKTSHD")])
def test_each_suit_letter_an_unknown_call_names_is_read_by_the_prompt(lang: str,
                                                                       letters: str) -> None:
    # Every letter the message names is a suit at that prompt: 90 and the letter is a bid.
    for letter in letters:
        result = play("--seed", "1", "--rule", "variant=coinche", "--lang", lang,
                      lines=f"90 {letter.lower()}\n")
        assert re.search(r"^S (bids|enchérit\xa0:) 90 [♠♥♦♣]$", result.stdout, re.M), letter


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("word", ["pass", "p", "passe", "je passe", "passer", "no", "n", "non"])
def test_a_coinche_call_passes_with_the_words_of_a_classic_pass(lang: str, word: str) -> None:
    # The words that pass at the classic prompt pass at the coinche one too ('passer' was
    # an unknown call there).
    result = play("--seed", "5", "--rule", "variant=coinche", "--lang", lang,
                  lines=f"{word}\n")
    assert ("S passe" if lang == "fr" else "S passes") in result.stdout.splitlines()
    assert "nconnue" not in result.stdout and "Unknown" not in result.stdout


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "Unknown call 'foo': expected pass, a bid such as '90 ♥' or 'capot ♠', coinche or "
           "surcoinche (or help)."),
    ("fr", "Enchère inconnue 'foo'\xa0: attendu passe, une enchère comme '90 ♥' ou 'capot ♠', "
           "coinche ou surcoinche (ou aide)."),
])
def test_an_unknown_coinche_call_is_said_once(lang: str, message: str) -> None:
    # It said "Unknown call 'foo': unknown bid 'foo' (expected …)".
    result = play("--seed", "5", "--rule", "variant=coinche", "--lang", lang, lines="foo\n")
    assert message in result.stdout.splitlines(), result.stdout


def test_a_record_that_cannot_be_written_is_said_in_french(tmp_path: Path) -> None:
    missing = tmp_path / "missing"
    result = play("--lang", "fr", "--record", str(missing / "x.belote"), lines="")
    assert result.exit_code == 1
    assert result.stderr == f"erreur\xa0: --record\xa0: dossier introuvable\xa0: {missing}\n"
    english = play("--record", str(missing / "x.belote"), lines="")
    assert english.stderr == f"error: --record: no such directory: {missing}\n"
    if os.path.exists("/dev/full"):
        # What the system says of a full disk, in French too (it stayed in English).
        full = play("--seed", "1", "--bots", "random", "--lang", "fr", "--record",
                    "/dev/full")
        assert full.exit_code == 1
        assert ("erreur\xa0: donne 1 non enregistrée\xa0: impossible d'écrire /dev/full\xa0: "
                "plus de place sur le disque\n") in full.stderr
        # The deal's end is shown before (the record is written as a deal ends: it went
        # straight from the last card's question to the error).
        assert "152 + 10 = 162 ✓" in full.stdout


def test_the_bots_french_names_are_read() -> None:
    # --bots reads the names the French report writes (heuristique, aléatoire, with or
    # without the accent): the same deal as with the English name.
    english = play("--seed", "5", "--bots", "random")
    assert english.exit_code == 0, english.output
    for name in ("aléatoire", "Aleatoire"):
        assert play("--seed", "5", "--bots", name).stdout == english.stdout
    assert (play("--seed", "5", "--bots", "heuristique").stdout
            == play("--seed", "5", "--bots", "heuristic").stdout)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_record_ends_before_the_question_after_the_last_deal(tmp_path: Path) -> None:
    # The game over, the record's reader gets the end of its file while the question after
    # the last deal (Enter: leave · review…) waits for its line.
    fifo = tmp_path / "deal.belote"
    os.mkfifo(fifo)
    run = subprocess.Popen(belote("play", "--seed", "3", "--record", str(fifo)),
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text(encoding="utf-8")))
    reader.start()
    assert run.stdin is not None
    try:
        run.stdin.write(b"take\n" + b"1\n" * 8)
        run.stdin.flush()
        reader.join(timeout=120)  # only if the file never ends: then the line below fails
        ended, waiting = not reader.is_alive(), run.poll() is None
    finally:
        out, err = run.communicate(b"\n", timeout=120)
        reader.join()
    assert ended and waiting and got[0].count("\n8:") == 1
    assert run.returncode == 0, err
    assert out.decode("utf-8").splitlines()[-1] == (
        "Enter: leave · review: what each of your cards cost")


# --- a bid at the card question, a card at the taking -----------------------------------------

def _through_a_pipe(*args: str, lines: str) -> subprocess.CompletedProcess[str]:
    """belote play in a process of its own, its standard input a pipe."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    env.update(BELOTE_LANG="en", PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, "-m", "belote_cli", "play", *args], input=lines,
                          capture_output=True, text=True, encoding="utf-8", env=env,
                          check=False, timeout=120)


def _answers(out: str, prompt: str) -> list[str]:
    """The line said after each ``prompt`` that the same prompt follows: what a refused line
    got, the user asked again; each line read whole (tests/piped.py)."""
    lines = read_whole(out).splitlines()
    return [lines[i + 1] for i in range(len(lines) - 2)
            if lines[i].startswith(prompt) and lines[i + 2] == lines[i]]


_CARD_EN = "play a card. Type a number ({choice}), a card such as 10♥ or JS, or help."
_CARD_FR = "jouez une carte. Tapez un numéro ({choice}), une carte comme 10♥ ou VP, ou aide."


def test_classic_says_the_taking_comes_first_and_is_over() -> None:
    # Seed 1: S is asked to take A♦'s ♦ (10♥ and VP are cards: the taking is not over),
    # passes, N takes; at trick 1's card question (8 cards) the words of the taking get
    # 'the taking is over', where both got 'Unknown input'; n is no bid (a no). The taking
    # as the rule book names it (la prise), where both said 'the bidding'.
    r = _through_a_pipe("--seed", "1", lines="10♥\nVP\n2\nprends\ntake\n80 ♥\npasse\npass\n"
                        "coinche\ncapot ♠\nn\nquit\n")
    assert r.returncode == 0, r.stderr
    bid = "Not time to play a card yet ({!r}): the taking comes first. Type take or pass, " \
          "1 or 2 (or help)."
    assert _answers(r.stdout, "Take ♦ or pass?") == [bid.format("10♥"), bid.format("VP")]
    over = "The taking is over ({!r}): " + _CARD_EN.format(choice="1-8")
    assert _answers(r.stdout, "Your card?") == [
        *(over.format(word) for word in ("prends", "take", "80 ♥", "passe", "pass", "coinche",
                                         "capot ♠")),
        "Unknown input 'n': type a number (1-8), a card such as 10♥ or JS, or help."]


def test_classic_in_french_says_the_taking_comes_first_and_is_made() -> None:
    # Seed 1, French: the classic taking is la prise, as the rule book names it, where the
    # coinche's calls are enchères: a card at S's first question (A♦'s ♦), then, S having
    # passed and N taken, the taking's words and a coinche call at trick 1's card (8 cards).
    r = _through_a_pipe("--seed", "1", "--lang", "fr",
                        lines="VP\n2\nprends\npass\n80 ♥\nquitter\n")
    assert r.returncode == 0, r.stderr
    assert _answers(r.stdout, "Prendre à ♦ ou passer\xa0?") == [
        "Pas encore de carte à jouer ('VP')\xa0: la prise d'abord. Tapez prends ou passe, 1 "
        "ou 2 (ou aide)."]
    made = "La prise est faite ({!r})\xa0: " + _CARD_FR.format(choice="1-8")
    assert _answers(r.stdout, "Votre carte\xa0?") == [made.format(word) for word in
                                                      ("prends", "pass", "80 ♥")]


def test_classic_round_two_says_the_bidding_comes_first() -> None:
    # Seed 2: all pass round one (♦ turned up); at round two S may name ♠ ♥ ♣ or pass.
    r = _through_a_pipe("--seed", "2", "--lang", "fr", lines="2\nAK\n10c\nquitter\n")
    assert r.returncode == 0, r.stderr
    # French names the classic taking la prise, as the rule book does (enchères are the
    # coinche's).
    said = ("Pas encore de carte à jouer ({!r})\xa0: la prise d'abord. Nommez une "
            "couleur ou passez\xa0: 1) ♠  2) ♥  3) ♣  4) passe (ou aide).")
    assert _answers(r.stdout, "Second tour\xa0: quel atout") == [said.format("AK"),
                                                             said.format("10c")]


def test_coinche_says_the_bidding_comes_first_and_is_over() -> None:
    # Seed 1, French: a card at S's first call; S passes, W bids 80 ♠, all pass; at
    # trick 1 (S leads, 8 cards) a bid and a coinche are told the bidding is over.
    r = _through_a_pipe("--seed", "1", "--rule", "variant=coinche", "--lang", "fr",
                        lines="10♥\n1\n1\n80 ♥\ncoinche\nprends\nquitter\n")
    assert r.returncode == 0, r.stderr
    call = ("Pas encore de carte à jouer ('10♥')\xa0: les enchères d'abord. Dites passe, une "
            "enchère comme '90 ♥' ou 'capot ♠', coinche ou surcoinche (ou aide).")
    assert _answers(r.stdout, "Votre enchère\xa0?") == [call]
    over = "Les enchères sont finies ({!r})\xa0: " + _CARD_FR.format(
        choice="1-8")
    assert _answers(r.stdout, "Votre carte\xa0?") == [over.format(word) for word in
                                                      ("80 ♥", "coinche", "prends")]
    # In English, the coinche's auction as the rule book names it, where both lines said
    # 'the bidding'.
    r = _through_a_pipe("--seed", "1", "--rule", "variant=coinche",
                        lines="10♥\n1\n1\n80 ♥\ncoinche\ntake\nquit\n")
    assert r.returncode == 0, r.stderr
    assert _answers(r.stdout, "Your call?") == [
        "Not time to play a card yet ('10♥'): the auction comes first. Say pass, a bid such "
        "as '90 ♥' or 'capot ♠', coinche or surcoinche (or help)."]
    over = "The auction is over ({!r}): " + _CARD_EN.format(choice="1-8")
    assert _answers(r.stdout, "Your card?") == [over.format(word) for word in
                                                ("80 ♥", "coinche", "take")]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_belote_a_deux_says_the_bidding_comes_first_and_is_over(lang: str) -> None:
    # Seed 1: N passes, S is asked to take the retourne Q♠'s ♠; S takes, N leads 9♥ and S
    # holds 6 cards.
    r = _through_a_pipe("--seed", "1", "--rule", "variant=deux", "--lang", lang,
                        lines="10♥\n1\nprends\n90 ♥\npass\nquit\n")
    assert r.returncode == 0, r.stderr
    if lang == "en":
        first = ("Not time to play a card yet ('10♥'): the taking comes first. Type take or "
                 "pass, 1 or 2 (or help).")
        over = "The taking is over ({!r}): " + _CARD_EN.format(choice="1-6")
        asked, card = "Take ♠ or pass?", "Your card?"
    else:
        first = ("Pas encore de carte à jouer ('10♥')\xa0: la prise d'abord. Tapez prends "
                 "ou passe, 1 ou 2 (ou aide).")
        over = "La prise est faite ({!r})\xa0: " + _CARD_FR.format(choice="1-6")
        asked, card = "Prendre à ♠ ou passer\xa0?", "Votre carte\xa0?"
    assert _answers(r.stdout, asked) == [first]
    assert _answers(r.stdout, card) == [over.format(word) for word in
                                        ("prends", "90 ♥", "pass")]


def test_a_deal_without_bidding_says_it_has_none() -> None:
    r = _through_a_pipe("--discovery", "--seed", "1", lines="prends\n80 ♥\nquit\n")
    assert r.returncode == 0, r.stderr
    said = "This deal has no bidding ({!r}): " + _CARD_EN.format(choice="1-8")
    assert _answers(r.stdout, "Your card?") == [said.format("prends"), said.format("80 ♥")]


def test_a_french_deal_with_no_taking_says_sans_prise() -> None:
    # A deal with no taking, the deal without bidding (--discovery) and belote découverte
    # with decouverte_bid=off, answered a taking word at the card question with the
    # coinche's word, 'Cette donne se joue sans enchères', and découverte's opening line
    # said 'pas d'enchères': both name the classic taking, la prise, as the rule book.
    said = "Cette donne se joue sans prise ({!r})\xa0: " + _CARD_FR.format(choice="1-8")
    r = _through_a_pipe("--discovery", "--seed", "1", "--lang", "fr",
                        lines="prends\n80 ♥\nquitter\n")
    assert r.returncode == 0, r.stderr
    assert _answers(r.stdout, "Votre carte\xa0?") == [said.format("prends"),
                                                     said.format("80 ♥")]
    # Seed 3 at découverte: S deals, the retourne's suit ♥ is trump, N leads and S holds
    # two clubs, 10♣ and D♣, to follow with (1-2).
    said = "Cette donne se joue sans prise ({!r})\xa0: " + _CARD_FR.format(choice="1-2")
    r = _through_a_pipe("--seed", "3", "--lang", "fr", "--rule", "variant=decouverte",
                        "--rule", "decouverte_bid=off", lines="prends\nquitter\n")
    assert r.returncode == 0, r.stderr
    assert ("L'atout est ♥, la couleur de la retourne\xa0: pas de prise, pas de contrat."
            in r.stdout.splitlines())
    assert _answers(r.stdout, "Votre carte\xa0?") == [said.format("prends")]
    assert "enchère" not in r.stdout


# --- a card at a yes-or-no question ----------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_at_the_announcement_question_says_the_announcement_comes_first(
        lang: str) -> None:
    # Seed 1: S takes the retourne A♦ and holds A♦ K♦ Q♦, offered the tierce before the
    # first card; a card typed there (A♠, then in the other letters) is no yes or no and
    # got 'Please answer yes (1) or no (2)', which a word that is no card still gets.
    letters, word = ("AS", "maybe") if lang == "en" else ("AP", "peut-être")
    r = _through_a_pipe("--seed", "1", "--rule", "announcements=on", "--lang", lang,
                        lines=f"1\nA♠\n{letters}\n{word}\n1\nquit\n")
    assert r.returncode == 0, r.stderr
    if lang == "en":
        said = ("Not time to play a card yet ({!r}): the announcement comes first. Type yes "
                "(1) to announce it or no (2) (or help).")
        asked, other = "Announce tierce A♦?", "Please answer yes (1) or no (2)."
    else:
        said = ("Pas encore de carte à jouer ({!r})\xa0: l'annonce d'abord. Tapez oui (1) pour "
                "l'annoncer ou non (2) (ou aide).")
        asked, other = "Annoncer la tierce à l'A♦\xa0?", "Répondez oui (1) ou non (2)."
    assert _answers(r.stdout, asked) == [said.format("A♠"), said.format(letters), other]
    assert ("S announces: tierce" if lang == "en" else "S annonce\xa0: tierce") in r.stdout


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_at_the_exchange_question_says_the_exchange_comes_first(lang: str) -> None:
    # Seed 1, belote à deux: S takes ♠, wins tricks 1 and 2 and draws 7♠; before leading
    # trick 3 S is asked to swap it for the retourne Q♠; a card typed there is S's lead
    # too early.
    take, lead, card, word = (("take", "J♠", "10♥", "maybe") if lang == "en"
                              else ("prends", "VP", "10C", "peut-être"))
    r = _through_a_pipe("--seed", "1", "--rule", "variant=deux", "--lang", lang,
                        lines=f"{take}\n{lead}\n1\n{card}\n{word}\n2\nquit\n")
    assert r.returncode == 0, r.stderr
    if lang == "en":
        said = ("Not time to play a card yet ('10♥'): the exchange of the seven comes first. "
                "Type yes (1) to swap it for the retourne or no (2) (or help).")
        asked, other = "Swap your 7♠ for the retourne Q♠?", "Please answer yes (1) or no (2)."
    else:
        said = ("Pas encore de carte à jouer ('10C')\xa0: l'échange du 7 d'abord. Tapez oui (1) "
                "pour l'échanger contre la retourne ou non (2) (ou aide).")
        asked = "Échanger votre 7♠ contre la retourne D♠\xa0?"
        other = "Répondez oui (1) ou non (2)."
    assert _answers(r.stdout, asked) == [said, other]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_at_the_belote_question_says_the_card_is_chosen(lang: str) -> None:
    # Seed 1 with belote=declared: S takes the retourne A♦, holds K♦ Q♦ and leads K♦, so is
    # asked about belote (RULES.md: said with the first of the two); a card typed there (A♠,
    # then in the other letters) got 'Please answer yes (1) or no (2)', which a word that
    # is no card still gets; the answer yes then plays K♦ with belote.
    take, king, letters, word = (("take", "K♦", "AS", "maybe") if lang == "en"
                                 else ("prends", "RK", "AP", "peut-être"))
    r = _through_a_pipe("--seed", "1", "--rule", "belote=declared", "--lang", lang,
                        lines=f"{take}\n{king}\nA♠\n{letters}\n{word}\n1\nquit\n")
    assert r.returncode == 0, r.stderr
    if lang == "en":
        said = ("Your card is chosen already ({!r}): K♦ is played once you answer. Type yes "
                "(1) to say belote with it or no (2) (or help).")
        asked, other = "You hold K♦ and Q♦: say belote?", "Please answer yes (1) or no (2)."
        played = "S plays K♦\nS: belote!\n"
    else:
        said = ("Votre carte est déjà choisie ({!r})\xa0: R♦ se joue dès votre réponse. Tapez "
                "oui (1) pour annoncer belote avec elle ou non (2) (ou aide).")
        asked = "Vous avez R♦ et D♦\xa0: annoncer belote\xa0?"
        other = "Répondez oui (1) ou non (2)."
        played = "S joue R♦\nS\xa0: belote\xa0!\n"
    assert _answers(r.stdout, asked) == [said.format("A♠"), said.format(letters), other]
    assert played in r.stdout


@pytest.mark.parametrize(("args", "lines", "shown"), [
    # The target of a match, in the first line and in the match line 'score' prints: its
    # thousands grouped as each language groups them (French: a narrow no-break space).
    (["--match", "--seed", "4"], "1\nscore\n",
     ["Match to 1,000 points.", "Match: NS 0, EW 0 (target 1,000)"]),
    (["--match", "--seed", "4", "--lang", "fr"], "1\nscore\n",
     ["Partie en 1\u202f000 points.", "Partie\xa0: NS 0, EO 0 (but 1\u202f000)"]),
    # Coinche plays to 2000; a target under 1000 has no thousands to group.
    (["--match", "--rule", "variant=coinche", "--seed", "4"], "", ["Match to 2,000 points."]),
    (["--target", "999", "--seed", "4", "--lang", "fr"], "", ["Partie en 999 points."]),
    # Belote à deux: the players' match line.
    (["--target", "1500", "--rule", "variant=deux", "--seed", "1"], "score\n",
     ["Match to 1,500 points.", "Match: S 0, N 0 (target 1,500)"]),
    (["--target", "1500", "--rule", "variant=deux", "--seed", "1", "--lang", "fr"], "score\n",
     ["Partie en 1\u202f500 points.", "Partie\xa0: S 0, N 0 (but 1\u202f500)"]),
])
def test_a_match_s_target_is_written_with_its_thousands_grouped(args: list[str], lines: str,
                                                                 shown: list[str]) -> None:
    result = play(*args, lines=lines)
    assert "Traceback" not in result.output
    for line in shown:
        assert line in result.stdout.splitlines(), (line, result.stdout)


@pytest.mark.parametrize("lang, four, two", [
    ("en", "hint at your turn to take, call or play a card.", "hint when you play a card."),
    ("fr", "conseil à votre tour de prendre, d'enchérir ou de jouer une carte.",
     "conseil quand vous jouez une carte.")])
def test_the_help_says_where_hint_answers(lang: str, four: str, two: str) -> None:
    # Four players: `hint` answers at the taking of a retourne and at a coinche call
    # (each judged by simulation), as at a card; the help's last line says so. At two,
    # the hint is the card's alone, and the help and the answer at the taking say that.
    words = {"en": ("help", "hint"), "fr": ("aide", "conseil")}[lang]
    head = {"en": "Hint: ", "fr": "Conseil\u00a0: "}[lang]
    for rules in ([], ["--rule", "variant=coinche"]):
        out = runner.invoke(app, ["play", "--seed", "1", "--lang", lang, *rules],
                            input=f"{words[0]}\n{words[1]}\n").stdout
        assert " ".join(out.split()).count(four) == 1, out
        assert head in out, out  # the hint given at the taking, or at the call
    out = runner.invoke(app, ["play", "--seed", "1", "--lang", lang, "--rule", "variant=deux"],
                        input=f"{words[0]}\n{words[1]}\n").stdout
    assert " ".join(out.split()).count(two) == 1, out
    assert four not in " ".join(out.split())
    said = {"en": "A hint is given at your turn to play a card, not at the taking or the "
                  "swap.",
            "fr": "Un conseil est donné à votre tour de jouer une carte, pas à la prise ni à "
                  "l'échange."}[lang]
    assert said in " ".join(out.split())
    # At the swap of the seven, just before the first lead, the same words: they said
    # "when it is your turn to play a card", which the swap's moment seemed to be.
    swap = runner.invoke(app, ["play", "--seed", "1", "--lang", lang, "--rule", "variant=deux"],
                         input="1\n1\n1\nhint\n").stdout
    before, _, after = " ".join(swap.split()).partition(said)
    assert before.rstrip().endswith({"en": "1) yes 2) no", "fr": "1) oui 2) non"}[lang]), before
    assert after.lstrip().startswith({"en": "Swap your", "fr": "Échanger"}[lang]), after


@pytest.mark.parametrize(("rules", "said"), [
    # Belote découverte and belote à deux without the exchange have no swap of the seven:
    # the refusal said "not at the taking or the swap" in every game of two (e24c808).
    ("variant=decouverte", "A hint is given at your turn to play a card, not at the taking."),
    ("variant=deux,exchange7=off",
     "A hint is given at your turn to play a card, not at the taking."),
    ("variant=deux",
     "A hint is given at your turn to play a card, not at the taking or the swap."),
])
def test_a_hint_refused_at_two_names_the_swap_where_the_game_has_one(
        rules: str, said: str) -> None:
    out = runner.invoke(app, ["play", "--seed", "6", "--rule", rules], input="hint\nquit\n")
    assert out.exit_code == 0, out.output
    assert said in out.stdout.splitlines(), out.stdout


def test_answers_ended_by_a_lone_carriage_return_are_lines() -> None:
    # As belote score reads a deal file's lines: \r alone, \r\n or \n end an answer, where
    # '1\r1\r...' was one line, 'Unknown input', then the end of input (exit 1).
    ends = [_through_a_pipe("--seed", "2", lines=end.join(["1", "1", "quit", ""]))
            for end in ("\n", "\r", "\r\n")]
    assert [done.returncode for done in ends] == [0, 0, 0]
    assert ends[1].stdout == ends[0].stdout == ends[2].stdout
    assert "Unknown input" not in ends[1].stdout
