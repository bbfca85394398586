"""Coinche / contrée (RULES.md, "Coinche / contrée"): dealing, the auction, scoring.

Expected scores are worked out by hand from the rule book: made = card points + bid,
failed = 160 + bid to the defence, coinched = 160 + bid x 2 (x 4 surcoinched) to the
winner, capot bid 500, belote 20 always to its team.
"""

from __future__ import annotations

import json
import random
from itertools import combinations
from math import comb, sqrt
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from belote_cli.api import rule_set
from belote_cli.bots.coinche_policy import (
    PARTNER_SUPPORT,
    bot_call,
    calls_fit,
    choose_call,
    deal_for_calls,
    estimate,
    estimate_sa_ta,
    random_call,
)
from belote_cli.bots.registry import find_bot
from belote_cli.cli import app
from belote_cli.core.cards import (
    ALL_TRUMP,
    CLUBS,
    DIAMONDS,
    HEARTS,
    NO_TRUMP,
    SPADES,
    bits,
    mask_of,
    parse_cards,
)
from belote_cli.core.coinche import (
    CAPOT,
    COINCHE,
    LEVELS,
    PASS,
    SURCOINCHE,
    BidError,
    Call,
    CoincheAuction,
    Contract,
    contract_made,
    contract_verdict,
    deal_hands,
    default_target,
    match_rules,
    parse_call,
    parse_contract,
    random_hands,
    score_coinche,
)
from belote_cli.core.errors import BeloteError, IllegalPlayError, Reason
from belote_cli.core.rules import COINCHE_TARGET, RuleSet
from belote_cli.core.scoring import DealScore, Revoke
from belote_cli.core.seats import Seat, Team
from belote_cli.dealfile import DealRecord, dumps, loads
from belote_cli.engine.game import Game, Phase, Play
from belote_cli.engine.match import Match
from belote_cli.engine.playing import bot_action
from belote_cli.engine.views import PlayerView
from belote_cli.texts import describe_reason, name_of

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def run(auction: CoincheAuction, *calls: str) -> CoincheAuction:
    for text in calls:
        auction.call(parse_call(text))
    return auction


def auction(*calls: str, dealer: Seat = W, clockwise: bool = True) -> CoincheAuction:
    """An auction dealt by W (clockwise: N speaks first, then E, S, W)."""
    return run(CoincheAuction(dealer, clockwise), *calls)


# --- dealing ---------------------------------------------------------------------------------

def test_deal_three_two_three_from_the_player_after_the_dealer() -> None:
    # Dealer W, clockwise: N E S W receive 3 each, then 2 each, then 3 each.
    hands = deal_hands(list(range(32)), W)
    def mask(*cards: int) -> int:
        return sum(1 << c for c in cards)
    assert hands[N] == mask(0, 1, 2, 12, 13, 20, 21, 22)
    assert hands[E] == mask(3, 4, 5, 14, 15, 23, 24, 25)
    assert hands[S] == mask(6, 7, 8, 16, 17, 26, 27, 28)
    assert hands[W] == mask(9, 10, 11, 18, 19, 29, 30, 31)


def test_deal_anticlockwise_starts_on_the_other_side() -> None:
    # Dealer W, anticlockwise: S is served first.
    hands = deal_hands(list(range(32)), W, clockwise=False)
    assert hands[S] & 0b111 == 0b111
    assert hands[N] & (0b111 << 6) == 0b111 << 6  # order S E N W: N third


def test_random_hands_are_a_partition_and_follow_the_seed() -> None:
    hands = random_hands(random.Random(7), N)
    assert [h.bit_count() for h in hands] == [8, 8, 8, 8]
    assert hands[0] | hands[1] | hands[2] | hands[3] == (1 << 32) - 1
    assert hands == random_hands(random.Random(7), N)
    assert hands != random_hands(random.Random(8), N)


def test_deal_rejects_a_bad_deck() -> None:
    with pytest.raises(ValueError):
        deal_hands([0] * 32, N)


# --- the auction -----------------------------------------------------------------------------

def test_first_to_speak_is_after_the_dealer() -> None:
    assert CoincheAuction(W).to_bid is N
    assert CoincheAuction(W, clockwise=False).to_bid is S
    assert CoincheAuction(N).to_bid is E


def test_three_passes_after_a_bid_end_the_auction() -> None:
    a = auction("80 ♥", "pass", "pass")
    assert not a.is_over and a.contract is None
    a.call(PASS)
    assert a.is_over and not a.is_void
    assert a.contract == Contract(80, HEARTS, N, 1)


def test_opening_passes_then_a_bid() -> None:
    # Three opening passes do not end anything; W bids; then N, E, S pass.
    a = auction("pass", "pass", "pass", "90 ♠")
    assert not a.is_over
    run(a, "pass", "pass", "pass")
    assert a.contract == Contract(90, SPADES, W, 1)


def test_three_opening_passes_neither_end_nor_void_the_deal() -> None:
    # Four opening passes void the deal, three do not: W, the fourth to speak, may still
    # bid 80 (the lowest bid) or pass, and the auction has no contract yet.
    a = auction("pass", "pass", "pass")
    assert not a.is_over and not a.is_void and a.contract is None
    assert a.to_bid is W and a.lowest_bid() == 80


def test_four_opening_passes_void_the_deal() -> None:
    a = auction("pass", "pass", "pass", "pass")
    assert a.is_over and a.is_void and a.contract is None
    with pytest.raises(BidError, match="the auction is over"):
        a.call(PASS)


def test_bids_go_up_and_the_last_bidder_takes() -> None:
    # N 80♥, E 90♠, S 100♥ (raising over E), W pass, N pass, E pass: S takes 100♥.
    a = auction("80 ♥", "90 ♠", "100 ♥", "pass", "pass", "pass")
    assert a.contract == Contract(100, HEARTS, S, 1)


def test_partner_may_raise_and_a_pass_does_not_stop_a_later_bid() -> None:
    # N passes first and bids 100 ♣ on its next turn; S, N's partner, raises to 110 ♣.
    a = auction("pass", "80 ♦", "pass", "pass", "100 ♣", "pass", "110 ♣", "pass")
    assert not a.is_over
    run(a, "pass", "pass")
    assert a.contract == Contract(110, CLUBS, S, 1)


@pytest.mark.parametrize("lower", ["90 ♠", "100 ♠", "80 ♣"])
def test_a_bid_not_above_the_last_is_rejected(lower: str) -> None:
    a = auction("100 ♥")
    with pytest.raises(BidError) as info:
        a.call(parse_call(lower))
    assert "is not above the last bid (100 ♥ by N): bid 110 or more, or pass" in str(info.value)
    # The rejected call changed nothing: E is still to bid and may bid 110.
    assert a.to_bid is E
    a.call(parse_call("110 ♠"))
    assert a.last_bid == (E, Call.bid(110, SPADES))


def test_nothing_above_capot() -> None:
    a = auction("capot ♠")
    assert a.legal_levels() == []
    with pytest.raises(BidError, match="nothing is above capot"):
        a.call(parse_call("160 ♥"))
    with pytest.raises(BidError, match="nothing is above capot"):
        a.call(parse_call("capot ♥"))
    run(a, "pass", "pass", "pass")
    assert a.contract == Contract(CAPOT, SPADES, N, 1)


def test_legal_levels() -> None:
    assert CoincheAuction(W).legal_levels() == [80, 90, 100, 110, 120, 130, 140, 150, 160,
                                                 CAPOT]
    assert auction("150 ♥").legal_levels() == [160, CAPOT]
    assert auction("160 ♥").legal_levels() == [CAPOT]
    assert auction("80 ♥", "coinche").legal_levels() == []


def test_coinche_only_by_an_opponent() -> None:
    # N bids, E passes, S (N's partner) may not coinche; W may.
    a = auction("80 ♥", "pass")
    assert not a.can_coinche()
    with pytest.raises(BidError, match="only an opponent may coinche"):
        a.call(COINCHE)
    a.call(PASS)
    assert a.can_coinche()
    a.call(COINCHE)
    assert a.multiplier == 2


def test_coinche_needs_a_bid_and_happens_once() -> None:
    with pytest.raises(BidError, match="nothing to coinche"):
        auction().call(COINCHE)
    a = auction("80 ♥", "coinche", "pass")
    with pytest.raises(BidError, match="already coinched"):
        a.call(COINCHE)  # W, E's partner


def test_no_bid_after_a_coinche() -> None:
    a = auction("80 ♥", "coinche")
    with pytest.raises(BidError, match="the contract is coinched: no more bids"):
        a.call(parse_call("90 ♠"))


def test_three_passes_after_a_coinche_end_the_auction() -> None:
    a = auction("80 ♥", "coinche", "pass", "pass")
    assert not a.is_over  # N, the taker, may still surcoinche
    assert a.can_surcoinche()
    a.call(PASS)
    assert a.contract == Contract(80, HEARTS, N, 2)


def test_surcoinche_ends_the_auction() -> None:
    a = auction("80 ♥", "coinche", "surcoinche")
    assert a.is_over
    assert a.contract == Contract(80, HEARTS, N, 4)
    with pytest.raises(BidError, match="the auction is over"):
        a.call(PASS)


def test_coinche_on_a_later_turn() -> None:
    # N 90♣, E pass, S pass, W coinches (before the third pass), N surcoinches.
    a = auction("90 ♣", "pass", "pass", "coinche", "surcoinche")
    assert a.contract == Contract(90, CLUBS, N, 4)


def test_surcoinche_only_by_the_takers_after_a_coinche() -> None:
    with pytest.raises(BidError, match="nothing to surcoinche"):
        auction("80 ♥", "pass", "pass").call(SURCOINCHE)  # W: no coinche yet
    a = auction("80 ♥", "coinche", "pass")
    assert not a.can_surcoinche()
    with pytest.raises(BidError, match=r"only the takers \(NS\) may surcoinche"):
        a.call(SURCOINCHE)  # W, the coincher's partner


def test_a_bid_error_is_a_belote_error_with_the_seat() -> None:
    a = auction("100 ♥")
    with pytest.raises(IllegalPlayError) as info:
        a.call(parse_call("90 ♥"))
    assert str(info.value).startswith("E: ")
    assert isinstance(info.value, BeloteError)


def test_calls_named() -> None:
    a = auction("90 ♥", "coinche", "pass", dealer=S)
    assert [(seat, name_of(call)) for seat, call in a.calls] == [
        (W, "90 ♥"), (N, "coinche"), (E, "pass")]
    assert [name_of(call, "fr") for _, call in a.calls] == ["90 ♥", "coinche", "passe"]


# --- reading calls and contracts -------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("pass", PASS), ("Passe", PASS), ("p", PASS),
        ("coinche", COINCHE), ("contre", COINCHE), ("X", COINCHE),
        ("surcoinche", SURCOINCHE), ("surcontre", SURCOINCHE), ("xx", SURCOINCHE),
        ("90 ♥", Call.bid(90, HEARTS)), ("90♥", Call.bid(90, HEARTS)),
        ("90h", Call.bid(90, HEARTS)), ("90 H", Call.bid(90, HEARTS)),
        ("90 ♥\ufe0f", Call.bid(90, HEARTS)), ("110 coeur", Call.bid(110, HEARTS)),
        ("160 spades", Call.bid(160, SPADES)), ("80 carreau", Call.bid(80, DIAMONDS)),
        ("♣ 120", Call.bid(120, CLUBS)),
        ("capot ♠", Call.bid(CAPOT, SPADES)), ("Capot s", Call.bid(CAPOT, SPADES)),
        ("capot♦", Call.bid(CAPOT, DIAMONDS)),
    ],
)
def test_parse_call(text: str, expected: Call) -> None:
    assert parse_call(text) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty bid"),
        ("   ", "empty bid"),
        ("95 ♥", "no bid of 95: bids go by tens from 80 to 160, or capot"),
        ("70 ♥", "no bid of 70"),
        ("170 ♥", "no bid of 170"),
        ("90", "a bid names trump"),
        ("capot", "a bid names trump"),
        ("90 z", "unknown suit 'z'"),
        ("hello", "unknown bid 'hello'"),
        ("♥", "unknown bid '♥'"),
        # A signed number is a level as typed, sign and all: '-1' is no bid of -1, where
        # the sign was taken for a suit and the message said 'no bid of 1'.
        ("-1", "no bid of -1: bids go by tens"),
        ("-90", "no bid of -90: bids go by tens"),
        ("+90", "no bid of +90: bids go by tens"),
        # A suit before or after a signed level: the level's problem, sign and all, where
        # the sign was read with the suit ("unknown suit '♥-'") or the call was unknown.
        ("♥-90", "no bid of -90: bids go by tens"),
        ("♥ -90", "no bid of -90: bids go by tens"),
        ("h-90", "no bid of -90: bids go by tens"),
        ("-90♥", "no bid of -90: bids go by tens"),
        ("-90 ♥", "no bid of -90: bids go by tens"),
        ("+90h", "no bid of +90: bids go by tens"),
        # A decimal level as typed too, where '1.5' said 'no bid of 1'.
        ("1.5", "no bid of 1.5: bids go by tens"),
        ("100.5 ♥", "no bid of 100.5: bids go by tens"),
        # The decimal comma as French writes it, where the comma parted '90' and '5 ♥'.
        ("90,5 ♥", "no bid of 90,5: bids go by tens"),
        ("1,5", "no bid of 1,5: bids go by tens"),
        # A sign, a blank and a number: the level as typed too, blank and all, where the
        # sign was taken for a suit ('- 1' no bid of 1, '- 90' an unknown suit '-').
        ("- 1", "no bid of - 1: bids go by tens"),
        ("- 90", "no bid of - 90: bids go by tens"),
        ("+ 90", "no bid of + 90: bids go by tens"),
        ("\u2212 90", "no bid of \u2212 90: bids go by tens"),
    ],
)
def test_parse_call_errors(text: str, message: str) -> None:
    with pytest.raises(BidError) as info:
        parse_call(text)
    assert message in str(info.value)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("110 H N coinche", Contract(110, HEARTS, N, 2)),
        ("contract: 110 H N coinche", Contract(110, HEARTS, N, 2)),
        ("80 ♠ E", Contract(80, SPADES, E, 1)),
        ("90♦ O contre", Contract(90, DIAMONDS, W, 2)),
        ("160 clubs s surcoinche", Contract(160, CLUBS, S, 4)),
        ("capot ♥ W x4", Contract(CAPOT, HEARTS, W, 4)),
        ("contrat: 100 trèfle sud contrée", Contract(100, CLUBS, S, 2)),
        # The header's name and its colon, no space after it: the level read whole.
        ("contract:110 H N", Contract(110, HEARTS, N, 1)),
        # As the tally says a contract ('contrat 120 ♥ par N, coinché'; '120 ♥ by N'),
        # where 'par' was read with the suit ("unknown suit '♥ par'").
        ("contrat : 120 ♥ par N, coinché", Contract(120, HEARTS, N, 2)),
        ("120 ♥ by N", Contract(120, HEARTS, N, 1)),
    ],
)
def test_parse_contract(text: str, expected: Contract) -> None:
    assert parse_contract(text) == expected


@pytest.mark.parametrize(("word", "multiplier"), [
    # Coinched (contré, doubled): x2; surcoinched (surcontré, redoubled): x4; each word a
    # deal file's contract may end on, in English and French, accents or none.
    *((word, 2) for word in ("coinche", "coinched", "coinché", "coinchee", "coinchée",
                             "contre", "contré", "contree", "contrée", "x2")),
    *((word, 4) for word in ("surcoinche", "surcoinched", "surcoinché", "surcoinchee",
                             "surcoinchée", "surcontre", "surcontré", "x4")),
])
def test_every_coinche_word_of_a_contract(word: str, multiplier: int) -> None:
    assert parse_contract(f"110 H N {word}") == Contract(110, HEARTS, N, multiplier)
    assert parse_contract(f"capot ♠ E {word.upper()}") == Contract(CAPOT, SPADES, E,
                                                                    multiplier)


@pytest.mark.parametrize(
    ("text", "message", "offset"),
    [
        # The word quoted as written (it said 'h', 'z', 'x'), and where it starts.
        ("110", "incomplete contract '110'", 0),
        ("110 H", "unknown taker 'H'", 4),
        ("110 N", "a bid names trump", 0),
        ("115 H N", "no bid of 115", 0),
        ("♥ 115 N", "no bid of 115", 2),
        # A signed level, at the level's word before the suit or after it.
        ("-90 ♥ N", "no bid of -90", 0),
        ("♥ -90 N", "no bid of -90", 2),
        # The suit and the signed level as one word: at the sign, not the word's start
        # (it said 0), a variation selector after the ♥ counted as written.
        ("♥-90 N", "no bid of -90", 1),
        ("h+90 N", "no bid of +90", 1),
        ("♥\ufe0f-90 N", "no bid of -90", 2),
        ("  ♥-90 N", "no bid of -90", 1),
        ("♥115 N", "no bid of 115", 1),
        # Signs alone before the digits, no suit: the word is the level as written, at its
        # start, a variation selector in it or after it not counted twice.
        ("--90\ufe0f N", "no bid of --90", 0),
        ("-\ufe0f-90 N", "no bid of --90", 0),
        ("  +-90\ufe0f N", "no bid of +-90", 0),
        # A level of one digit, alone or signed, before the suit in one word: at the level,
        # the word's start, as for '115 H'.
        ("8♥ N", "no bid of 8", 0),
        ("-9♥ N", "no bid of -9", 0),
        # A word after the taker that is no coinche: at that word, the bid and the taker
        # before it read.
        ("110 H N x3", "unknown word 'x3' after the taker", 8),
        # The same with the bid in one word ('110h'), the taker N its second word.
        ("110h N x3", "unknown word 'x3' after the taker", 7),
        ("110 Z N", "unknown suit 'Z'", 4),
        ("Z 110 N", "unknown suit 'Z'", 0),
        ("  110,  Z  N", "unknown suit 'Z'", 6),
        # The level and a bad suit as one word: at the suit, past the level's digits or
        # 'capot' (it said 0, the word's start), as '110 Z' points at its 'Z'.
        ("110Z N", "unknown suit 'Z'", 3),
        ("90x N", "unknown suit 'x'", 2),
        ("  90x N", "unknown suit 'x'", 2),
        ("capotx N", "unknown suit 'x'", 5),
        ("90P N", "unknown suit 'P'", 2),
        ("110 H X coinche", "unknown taker 'X'", 6),
        ("Capot H Xy Coinche", "unknown taker 'Xy'", 8),
    ],
)
def test_parse_contract_errors(text: str, message: str, offset: int) -> None:
    with pytest.raises(BidError) as info:
        parse_contract(text)
    assert message in str(info.value)
    assert info.value.offset == offset


@pytest.mark.parametrize(
    "contract",
    [Contract(110, HEARTS, N, 2), Contract(80, SPADES, W, 1), Contract(CAPOT, CLUBS, E, 4)],
)
def test_contract_notation_round_trip(contract: Contract) -> None:
    assert parse_contract(contract.notation()) == contract


def test_contract_notation_and_description() -> None:
    assert Contract(110, HEARTS, N, 2).notation() == "110 H N coinche"
    assert Contract(CAPOT, SPADES, E, 1).notation() == "capot S E"
    assert name_of(Contract(110, HEARTS, N, 2)) == "110 ♥ by N, coinched"
    assert name_of(Contract(90, CLUBS, W, 4), "fr") == "90 ♣ par O, surcoinché"
    # coinche_word: nothing for a contract not coinched, else the word of its multiplier.
    assert [Contract(110, HEARTS, N, m).coinche_word for m in (1, 2, 4)] == [
        "", "coinche", "surcoinche"]


def test_call_bid_checks_its_level() -> None:
    with pytest.raises(BidError):
        Call.bid(85, HEARTS)


# --- scoring ---------------------------------------------------------------------------------

RULES = RuleSet(variant="coinche")


def score(contract: Contract, points: tuple[int, int], belote: Team | None = None,
          capot: Team | None = None, revokes: tuple[Revoke, ...] = (),
          announcements: tuple[int, int] = (0, 0)) -> DealScore:
    last = capot if capot is not None else Team.NS
    return score_coinche(contract, points, last, RULES, belote=belote, capot=capot,
                         revokes=revokes, announcements=announcements)


def test_made_takers_score_card_points_plus_the_bid() -> None:
    # 100 ♥ by N: NS 110 / EW 52: made; NS 110 + 100 = 210, EW 52.
    s = score(Contract(100, HEARTS, N), (110, 52))
    assert (s.result, s.score) == ("made", (210, 52))
    assert s.tally.ok and s.trump == HEARTS and s.taker is N


def test_made_exactly_at_the_bid() -> None:
    # 120 by E: EW 120 / NS 42: made, EW 240.
    s = score(Contract(120, SPADES, E), (42, 120))
    assert (s.result, s.score) == ("made", (42, 240))


def test_failed_defence_scores_160_plus_the_bid() -> None:
    # 100 ♥ by N: NS 95 / EW 67: failed; EW 160 + 100 = 260, NS 0.
    s = score(Contract(100, HEARTS, N), (95, 67))
    assert (s.result, s.score) == ("dedans", (0, 260))


def test_belote_counts_toward_the_contract() -> None:
    # 100 by N: NS 85 + belote 20 = 105 reaches 100: NS 85 + 100 + 20 = 205, EW 77.
    s = score(Contract(100, HEARTS, N), (85, 77), belote=Team.NS)
    assert (s.result, s.score) == ("made", (205, 77))
    assert contract_made(Contract(100, HEARTS, N), (85, 77), Team.NS, None)
    assert not contract_made(Contract(100, HEARTS, N), (85, 77), None, None)


def test_the_defences_belote_does_not_help_the_takers() -> None:
    # 100 by N: NS 95 / EW 67 with EW's belote: failed; EW 260 + 20 = 280.
    s = score(Contract(100, HEARTS, N), (95, 67), belote=Team.EW)
    assert (s.result, s.score) == ("dedans", (0, 280))


def test_failed_takers_keep_their_belote() -> None:
    # 120 by N: NS 90 + 20 = 110 < 120: failed; NS 20, EW 160 + 120 = 280.
    s = score(Contract(120, HEARTS, N), (90, 72), belote=Team.NS)
    assert (s.result, s.score) == ("dedans", (20, 280))


def test_at_least_82_even_on_an_80_bid() -> None:
    # 80 by N: NS 81 reaches 80 but not 82: failed, EW 240.
    s = score(Contract(80, HEARTS, N), (81, 81))
    assert (s.result, s.score) == ("dedans", (0, 240))
    # NS 62 + belote 20 = 82: made; NS 62 + 80 + 20 = 162, EW 100.
    s = score(Contract(80, HEARTS, N), (62, 100), belote=Team.NS)
    assert (s.result, s.score) == ("made", (162, 100))


def test_coinched_made_winner_scores_160_plus_twice_the_bid() -> None:
    # 110 coinched by N: NS 120 / EW 42: made; NS 160 + 220 = 380, EW 0.
    s = score(Contract(110, HEARTS, N, 2), (120, 42))
    assert (s.result, s.score) == ("made", (380, 0))


def test_coinched_failed_defence_scores_160_plus_twice_the_bid() -> None:
    # 110 coinched by N: NS 100 / EW 62: failed; EW 380, NS 0.
    s = score(Contract(110, HEARTS, N, 2), (100, 62))
    assert (s.result, s.score) == ("dedans", (0, 380))


def test_surcoinched_made_and_failed() -> None:
    # 90 surcoinched by E: EW 100: made, EW 160 + 360 = 520.
    s = score(Contract(90, SPADES, E, 4), (62, 100))
    assert (s.result, s.score) == ("made", (0, 520))
    # EW 80: failed, NS 520.
    s = score(Contract(90, SPADES, E, 4), (82, 80))
    assert (s.result, s.score) == ("dedans", (520, 0))


def test_coinched_belotes_are_kept() -> None:
    # 110 coinched by N, made, EW holds belote: NS 380, EW 20.
    s = score(Contract(110, HEARTS, N, 2), (120, 42), belote=Team.EW)
    assert s.score == (380, 20)
    # NS 100 alone would fail 110, but with its belote 100 + 20 = 120 makes it: 380 + 20.
    s = score(Contract(110, HEARTS, N, 2), (100, 62), belote=Team.NS)
    assert (s.result, s.score) == ("made", (400, 0))


def test_capot_bid_made() -> None:
    # Capot ♠ by W, EW takes every trick: 500 / 0; with EW's belote 520.
    s = score(Contract(CAPOT, SPADES, W), (0, 162), capot=Team.EW)
    assert (s.result, s.score) == ("made", (0, 500))
    s = score(Contract(CAPOT, SPADES, W), (0, 162), belote=Team.EW, capot=Team.EW)
    assert s.score == (0, 520)


def test_capot_bid_failed() -> None:
    # Capot by W, EW takes seven tricks (150 points): failed, 500 to NS.
    s = score(Contract(CAPOT, SPADES, W), (12, 150))
    assert (s.result, s.score) == ("dedans", (500, 0))
    # Even with EW's belote (20 + 150 points): 500 to NS, EW keeps its belote.
    s = score(Contract(CAPOT, SPADES, W), (12, 150), belote=Team.EW)
    assert (s.result, s.score) == ("dedans", (500, 20))


def test_capot_bid_coinched() -> None:
    # Capot coinched, made: 500 x 2 = 1000.
    s = score(Contract(CAPOT, HEARTS, N, 2), (162, 0), capot=Team.NS)
    assert s.score == (1000, 0)


def test_unbid_capot_counts_the_capot_value() -> None:
    # 120 by N, NS takes every trick: 252 + 120 = 372 / 0.
    s = score(Contract(120, HEARTS, N), (162, 0), capot=Team.NS)
    assert (s.result, s.score) == ("made", (372, 0))


def test_defence_capot_is_a_failed_contract() -> None:
    s = score(Contract(80, HEARTS, N), (0, 162), capot=Team.EW)
    assert (s.result, s.score) == ("dedans", (0, 240))


def test_revoke_by_the_takers_fails_the_contract() -> None:
    revoke = Revoke(2, S, 0, Reason("must_follow"))
    s = score(Contract(100, HEARTS, N), (120, 42), revokes=(revoke,))
    assert (s.result, s.score, s.penalty) == ("dedans", (0, 260), Team.NS)


def test_revoke_by_the_defence_makes_the_contract_with_every_point() -> None:
    revoke = Revoke(5, E, 0, Reason("must_trump"))
    s = score(Contract(100, HEARTS, N), (70, 92), revokes=(revoke,))
    assert (s.result, s.score, s.penalty) == ("made", (262, 0), Team.EW)
    s = score(Contract(100, HEARTS, N, 2), (70, 92), revokes=(revoke,))
    assert s.score == (360, 0)


def test_revoke_by_the_defence_against_a_capot_counts_the_capot_value() -> None:
    # The takers won every trick and the defence revoked: 252 + 100, not 162 + 100.
    revoke = Revoke(5, E, 0, Reason("must_trump"))
    s = score(Contract(100, HEARTS, N), (162, 0), capot=Team.NS, revokes=(revoke,))
    assert (s.result, s.score) == ("made", (352, 0))


def test_revokes_by_both_teams_the_first_one_decides() -> None:
    first_e = (Revoke(2, E, 0, Reason("must_follow")), Revoke(6, S, 1, Reason("must_trump")))
    s = score(Contract(100, HEARTS, N), (70, 92), revokes=first_e)
    assert (s.result, s.score, s.penalty) == ("made", (262, 0), Team.EW)
    first_s = (Revoke(2, S, 1, Reason("must_trump")), Revoke(6, E, 0, Reason("must_follow")))
    s = score(Contract(100, HEARTS, N), (120, 42), revokes=first_s)
    assert (s.result, s.score, s.penalty) == ("dedans", (0, 260), Team.NS)


def test_as_played_scores_the_cards_despite_a_revoke() -> None:
    # 100 by N, NS 120 / EW 42 as the cards fell: made, 220 / 42, whoever revoked.
    revoke = Revoke(2, S, 0, Reason("must_follow"))
    s = score_coinche(Contract(100, HEARTS, N), (120, 42), Team.NS, RULES,
                      revokes=(revoke,), as_played=True)
    assert (s.result, s.score, s.penalty) == ("made", (220, 42), None)
    assert s.revokes == (revoke,)  # still listed


def test_announcements_follow_the_contract() -> None:
    # Made: each keeps its own. Failed: all to the defence. Coinched: all to the winner.
    assert score(Contract(100, HEARTS, N), (110, 52), announcements=(50, 0)).score == (260, 52)
    assert score(Contract(100, HEARTS, N), (95, 67), announcements=(50, 0)).score == (0, 310)
    s = score(Contract(110, HEARTS, N, 2), (120, 42), announcements=(0, 20))
    assert s.score == (400, 0)


# --- the match ---------------------------------------------------------------------------------

def test_coinche_matches_go_to_2000() -> None:
    # The rule book: "A match of coinche is played to 2000 unless target says otherwise."
    assert COINCHE_TARGET == 2000
    assert default_target("coinche") == 2000
    assert default_target("classic") == 1000
    assert RuleSet().target == 1000
    # A RuleSet made field by field keeps the field's default; options read as text or a
    # list are the rule book's, however they are read.
    assert RuleSet(variant="coinche").target == 1000
    assert RuleSet.parse(["variant=coinche"]).target == 2000
    assert RuleSet.parse("variant=coinche").target == 2000
    assert RuleSet.parse("variant=coinche target=1000").target == 1000
    assert RuleSet.parse("target=1500 variant=coinche").target == 1500
    assert RuleSet.parse("variant=deux").target == 1000
    assert match_rules(["variant=coinche"]).target == 2000
    assert match_rules(["variant=coinche", "target=1000"]).target == 1000
    assert match_rules([]).target == 1000
    assert match_rules(["target=501"]).target == 501


def test_a_coinche_match_is_won_past_2000() -> None:
    m = Match(match_rules(["variant=coinche"]))
    # Five surcoinched 160s made by NS: 160 + 640 = 800 each.
    deal = score(Contract(160, HEARTS, N, 4), (162, 0), capot=Team.NS)
    assert deal.score == (800, 0)
    m.add(deal)
    m.add(deal)
    assert m.winner is None  # 1600
    m.add(deal)
    assert m.winner is Team.NS  # 2400


def test_levels_constant() -> None:
    assert LEVELS == (80, 90, 100, 110, 120, 130, 140, 150, 160, CAPOT)


# --- properties over random auctions ---------------------------------------------------------

def test_random_auctions_end_with_a_consistent_contract() -> None:
    # Seeded random legal calls: the auction always ends within a bounded number of calls,
    # and its contract is the last bid, its bidder and the coinches said.
    rng = random.Random(11)
    for _ in range(500):
        a = CoincheAuction(rng.choice(list(Seat)), rng.random() < 0.5)
        while not a.is_over:
            options: list[Call] = [PASS, PASS, PASS]
            options += [Call.bid(lv, rng.randrange(4)) for lv in a.legal_levels()[:2]]
            if a.can_coinche():
                options.append(COINCHE)
            if a.can_surcoinche():
                options.append(SURCOINCHE)
            a.call(rng.choice(options))
            assert len(a.calls) <= 4 + 10 * 4 + 3 + 3
        kinds = [c.kind for _, c in a.calls]
        if a.is_void:
            assert kinds == ["pass"] * 4 and a.contract is None
            continue
        contract = a.contract
        assert contract is not None
        bids = [(seat, c) for seat, c in a.calls if c.kind == "bid"]
        seat, last = bids[-1]
        assert (contract.taker, contract.level, contract.suit) == (seat, last.level, last.suit)
        assert contract.multiplier == (4 if "surcoinche" in kinds else
                                       2 if "coinche" in kinds else 1)
        levels = [c.level for _, c in bids]
        assert levels == sorted(set(levels))  # strictly rising
        if contract.multiplier < 4:
            assert kinds[-3:] == ["pass"] * 3


def test_verdict_lines() -> None:
    c = Contract(110, HEARTS, N, 2)
    made = contract_verdict(c, score(c, (120, 42)))
    # Made: 120 + 110 coinched (160 + 110 × 2 = 380) for the takers, NS.
    assert made == Reason("verdict_made", {"contract": c, "team": Team.NS, "points": 380})
    assert describe_reason(made) == "contract 110 ♥ by N, coinched: made, NS score 380"
    c = Contract(100, HEARTS, W)
    assert describe_reason(contract_verdict(c, score(c, (72, 90))), "fr") == \
        "contrat 100 ♥ par O\xa0: chuté, NS marquent 260"


# --- whole coinche deals through ``belote score`` -----------------------------------------------

# Trump ♠, dealer W so N leads. Hands, two cards a suit each:
#   N J♠ 7♠ J♥ A♥ J♦ A♦ J♣ A♣   E 9♠ 8♠ 9♥ 7♥ 9♦ 7♦ 9♣ 7♣
#   S A♠ 10♠ 10♥ 8♥ 10♦ 8♦ 10♣ 8♣   W K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ (W: belote-rebelote)
# Counted by hand (trump J 20, 9 14, A 11, 10 10, K 4, Q 3; plain A 11, 10 10, K 4, Q 3, J 2):
#   1 N wins 20+0+10+3 = 33    2 E wins 0+14+11+4 = 29    3 N wins 0+10+4+11 = 25
#   4 W wins 2+0+0+3 = 5       5 N wins 4+11+0+10 = 25    6 W wins 2+0+0+3 = 5
#   7 N wins 4+11+0+10 = 25    8 W wins 2+0+0+3 = 5, + 10 dix de der
# NS 33+25+25+25 = 108, EW 29+5+5+15 = 54 (108 + 54 = 162); belote to EW.
TRICKS = """\
dealer: W
1: N J♠  E 8♠  S 10♠  W Q♠
2: N 7♠  E 9♠  S A♠   W K♠
3: E 9♥  S 10♥ W K♥   N A♥
4: N J♥  E 7♥  S 8♥   W Q♥
5: W K♦  N A♦  E 9♦   S 10♦
6: N J♦  E 7♦  S 8♦   W Q♦
7: W K♣  N A♣  E 9♣   S 10♣
8: N J♣  E 7♣  S 8♣   W Q♣
"""


def score_file(tmp_path: Path, header: str, *args: str) -> Result:
    path = tmp_path / "deal.belote"
    path.write_text(header + "\n" + TRICKS, encoding="utf-8")
    return CliRunner().invoke(app, ["score", str(path), *args])


def json_score(tmp_path: Path, header: str) -> dict[str, Any]:
    result = score_file(tmp_path, header, "--json")
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


def test_cli_contract_made(tmp_path: Path) -> None:
    # 100 ♠ by N: 108 >= 100: NS 108 + 100 = 208, EW 54 + belote 20 = 74.
    doc = json_score(tmp_path, "contract: 100 ♠ N")
    assert (doc["result"], doc["score"]) == ("made", {"NS": 208, "EW": 74})
    assert doc["contract"] == "100 S N"
    assert doc["taker"] == "N" and doc["trump"] == "S"


def test_cli_contract_failed(tmp_path: Path) -> None:
    # 110 ♠ by N: 108 < 110: EW 160 + 110 + 20 = 290, NS 0.
    doc = json_score(tmp_path, "contract: 110 S N")
    assert (doc["result"], doc["score"]) == ("dedans", {"NS": 0, "EW": 290})


def test_cli_contract_coinched_and_surcoinched(tmp_path: Path) -> None:
    # Made, coinched: NS 160 + 200 = 360; EW keeps its belote, 20.
    doc = json_score(tmp_path, "contract: 100 S N coinche")
    assert doc["score"] == {"NS": 360, "EW": 20}
    # Failed, surcoinched: EW 160 + 110 x 4 = 600 + 20.
    doc = json_score(tmp_path, "contract: 110 S N surcoinche")
    assert doc["score"] == {"NS": 0, "EW": 620}


def test_cli_capot_bid_failed(tmp_path: Path) -> None:
    doc = json_score(tmp_path, "contract: capot S N")
    assert doc["score"] == {"NS": 0, "EW": 520}


def test_cli_contract_text_output(tmp_path: Path) -> None:
    result = score_file(tmp_path, "contract: 100 ♠ N coinche")
    assert result.exit_code == 0, result.output
    assert "contract 100 ♠ by N, coinched: made, NS score 360" in result.stdout
    assert "152 + 10 = 162 ✓" in result.stdout


def test_cli_contract_errors(tmp_path: Path) -> None:
    result = score_file(tmp_path, "contract: 105 ♠ N")
    assert result.exit_code == 1
    assert "deal.belote:1:11: no bid of 105" in result.output
    result = score_file(tmp_path, "trump: ♥\ncontract: 100 ♠ N")
    assert result.exit_code == 1
    assert "deal.belote:1:1: 'trump: ♥' but the contract is at ♠ (line 2)" in result.output
    result = score_file(tmp_path, "taker: E\ncontract: 100 ♠ N")
    assert "'taker: E' but the contract is N's (line 2)" in result.output
    assert "Traceback" not in result.output


def test_deal_file_round_trip_keeps_contract_and_announcements() -> None:
    text = "contract: 100 ♠ N coinche\nannounce: N carré V\nannounce: S tierce A♦\n" + TRICKS
    record, = loads(text)
    assert record.contract == Contract(100, SPADES, N, 2)
    assert (record.trump, record.taker) == (SPADES, N)
    assert [d.notation() for d in record.announcements] == [
        "announce: N carré J", "announce: S tierce AD"]
    written = dumps(record)
    assert "contract: 100 S N coinche\n" in written
    assert "announce: S tierce AD\n" in written
    again, = loads(written)
    assert again == record


def test_a_coinche_match_to_1000_is_written_with_its_target(tmp_path: Path) -> None:
    # A coinche table plays to 2000 unless the file says otherwise (docs/format.md): a
    # match to 1000 (the classic default, which the writer left out) must say so, or it
    # reads back as a match to 2000 and its winner is never named.
    record, = loads("rules: variant=coinche target=1000\n"
                    "contract: 100 ♠ N coinche\n" + TRICKS)
    assert record.rules.target == 1000
    written = dumps(record)
    assert "target=1000" in written
    again, = loads(written)
    assert again == record and again.rules.target == 1000
    # Scored alone too ('match: none', as simulate writes): the record reads back whole.
    alone, = loads("match: none\nrules: variant=coinche target=1000\n"
                   "contract: 100 ♠ N coinche\n" + TRICKS)
    assert loads(dumps(alone)) == [alone]
    # A match to 2000, coinche's own, needs no target line.
    assert "target" not in dumps(loads("rules: variant=coinche\n"
                                       "contract: 100 ♠ N coinche\n" + TRICKS)[0])
    # A record with no contract kind is refused by name (it was an IndexError).
    with pytest.raises(BeloteError, match="no contract kind 9: 0-3 a trump suit"):
        dumps(DealRecord(trump=9))
    # And as play records it: the winner of a match to 1000 is named by score.
    path = tmp_path / "match.belote"
    played = CliRunner().invoke(app, ["play", "--seed", "3", "--rule", "variant=coinche",
                                 "--target", "1000", "--record", str(path)],
                           input="1\n" * 3000)
    assert played.exit_code == 0, played.output
    # The last line asks what a terminal asks after the last deal; the winner before it.
    *_, winner, last = played.output.rstrip().splitlines()
    assert "win the match" in winner
    assert last == "Enter: leave · review: what each of your cards cost"
    scored = CliRunner().invoke(app, ["score", str(path)])
    assert scored.output.rstrip().splitlines()[-1] == winner


@pytest.mark.parametrize(("options", "line"), [
    (("variant=coinche",), "rules: variant=coinche"),
    (("variant=coinche", "announcements=on"), "rules: announcements=on variant=coinche"),
    (("variant=coinche", "target=1500"), "rules: target=1500 variant=coinche"),
    (("variant=coinche", "target=2000"), "rules: variant=coinche"),
    # A target given, even RuleSet's 1000, is the run's: play plays that match to 1000.
    (("variant=coinche", "target=1000"), "rules: target=1000 variant=coinche"),
    (("target=1000", "variant=coinche"), "rules: target=1000 variant=coinche"),
])
def test_simulate_records_a_coinche_deal_as_play_and_dumps_do(
        tmp_path: Path, options: tuple[str, ...], line: str) -> None:
    # simulate reads --rule without a match (target 1000 unless given) and recorded
    # 'rules: target=1000 variant=coinche', where play --record and dumps write the same
    # game under coinche's own target, 2000, which goes unsaid (docs/format.md): a
    # target the run was given is still written.
    path = tmp_path / "run.belote"
    args = ["simulate", "--deals", "6", "--seed", "rec", "--jobs", "1", "--record", str(path)]
    for option in options:
        args += ["--rule", option]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    text = path.read_text(encoding="utf-8")
    records = loads(text)
    assert records
    played = rule_set(list(options))  # as play and the library read these options
    for record in records:
        assert record.rules == played
        assert line in dumps(record).splitlines()
    rules_lines = {x for x in text.splitlines() if x.startswith("rules:")}
    assert rules_lines == {line}


def test_simulate_records_a_given_target_of_1000_alike_on_workers(tmp_path: Path) -> None:
    # 201 deals: chunks of 100 (chunk_size_for), three of them shared by two workers, which
    # write the target given as one process does.
    files = []
    for jobs in ("1", "2"):
        path = tmp_path / f"run{jobs}.belote"
        result = CliRunner().invoke(app, [
            "simulate", "--deals", "201", "--seed", "rec", "--jobs", jobs, "--rule",
            "variant=coinche", "--rule", "target=1000", "--record", str(path)])
        assert result.exit_code == 0, result.output
        files.append(path.read_bytes())
    assert files[0] == files[1]
    lines = {x for x in files[0].decode("utf-8").splitlines() if x.startswith("rules:")}
    assert lines == {"rules: target=1000 variant=coinche"}


@pytest.mark.parametrize(("rules", "line"), [
    ("variant=coinche", "rules: variant=coinche"),
    ("variant=coinche target=1000", "rules: target=1000 variant=coinche"),
    (["variant=coinche", "target=1000"], "rules: target=1000 variant=coinche"),
    (iter(["variant=coinche", "target=1000"]), "rules: target=1000 variant=coinche"),
    # A RuleSet says its target, 1000 here, as play_deal takes it (rule_set).
    (RuleSet(variant="coinche"), "rules: target=1000 variant=coinche"),
    (RuleSet(variant="coinche", target=2000), "rules: variant=coinche"),
])
def test_the_library_simulation_knows_a_target_given(rules: Any, line: str) -> None:
    # belote_cli.simulate reads its rules as the command does: its run, recorded, writes
    # a target given and leaves coinche's own unsaid, as play_deal writes the same rules.
    import dataclasses

    from belote_cli.api import simulate
    from belote_cli.simulation import simulate as run

    config = simulate(6, seed="rec", rules=rules).summary.config
    blocks: list[tuple[bool, str]] = []
    run(dataclasses.replace(config, record=True), 1, lambda chunk: blocks.extend(chunk.record))
    lines = {x for is_deal, block in blocks if is_deal
             for x in block.splitlines() if x.startswith("rules:")}
    assert lines == {line}


def test_a_bot_calls_on_a_copy_of_the_auction() -> None:
    # A bot is given the auction to read (docs/reference/bots.md); calling on it must not
    # change the game's own (it was the game's: a bot could pass for the others, and its
    # own call then came after the auction's end).
    from belote_cli.api import play_deal

    bid = Call("bid", 80, SPADES)

    class Meddler:
        name = "meddler"

        def bid(self, view: object) -> None:
            return None

        def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
            while not auction.is_over:  # every seat passes, on the auction given
                auction.call(PASS)
            return bid

        def play(self, view: PlayerView) -> int:
            return (view.legal & -view.legal).bit_length() - 1

    # Seed 1, E deals: S and W pass, then N (the meddler) bids 80 ♠, E 80 ♦ at most after.
    deal = play_deal([Meddler(), "heuristic", "heuristic", "heuristic"], seed=1,
                     rules="variant=coinche")
    assert deal.game.calls[:3] == [(Seat.S, PASS), (Seat.W, PASS), (Seat.N, bid)]


# --- hand estimate, the plain bidding policy, whole deals ----------------------------------------

def cards_mask(text: str) -> int:
    return mask_of(parse_cards(text))


def test_estimate_by_the_documented_counts() -> None:
    h = cards_mask("JH 9H AH 10H AS 10S AC 7D")
    # ♥ trump: partner 30; J 20 + 10 (four trumps); 9 with the J 14; A 11; 10♥ 5;
    # A♠ with 10♠ 21; A♣ 11: 122.
    assert PARTNER_SUPPORT == 30
    assert estimate(h, HEARTS) == 122
    # ♠ trump: partner 30; A♠ 11, 10♠ 5; A♥ 11 + 10♥ 10; A♣ 11: 78.
    assert estimate(h, SPADES) == 78
    # Belote in the hand: K♦ Q♦ with ♦ trump, two trumps: 30 + 5 + 5 + 20 = 60.
    assert estimate(cards_mask("KD QD 7S 8S 7H 8H 7C 8C"), DIAMONDS) == 60
    # A bare nine counts 7: 30 + 7 + 5 (7♣) = 42.
    assert estimate(cards_mask("7S 8S 7H 8H 7D 8D 7C 9C"), CLUBS) == 42


def test_estimate_of_eight_trumps_and_the_highest_bid() -> None:
    # All eight hearts, ♥ trump: partner 30; J 20 + 10 (three trumps or more); 9 with the
    # J 14; A 11; 7 8 10 Q K 5 each, 25; 10 for each trump beyond the fourth, 40; belote
    # 20: 170, above the highest level, so the opening bid is 160 ♥.
    h = cards_mask("7H 8H 9H 10H JH QH KH AH")
    assert estimate(h, HEARTS) == 170
    assert choose_call(h, CoincheAuction(W)) == Call.bid(160, HEARTS)
    # Five trumps: one beyond the fourth. J 9 A 7 8 of ♥: 30 + 30 + 14 + 11 + 10 + 10,
    # and nothing outside: 105.
    assert estimate(cards_mask("JH 9H AH 7H 8H 7S 8S 7C"), HEARTS) == 105


def test_estimate_of_tout_atout_counts_jacks_nines_and_each_belote() -> None:
    # TA: partner 30; J♠ 16 and the 9♠ beside it 10; J♥ 16; K♥ Q♥ a belote, 20: 92.
    assert estimate_sa_ta(cards_mask("JS 9S JH KH QH 7D 8D 7C"), ALL_TRUMP) == 92
    # The ace and queen of a suit are no belote; a bare nine counts 4: 30 + 16 + 4 = 50.
    assert estimate_sa_ta(cards_mask("JS 9H AH QH 7D 8D 7C 8C"), ALL_TRUMP) == 50


def test_choose_call_does_not_coinche_with_the_jack_and_one_ace() -> None:
    # N opened 120 ♥: E holds the J♥ but only one ace besides (the rule asks two), and
    # its own best bid (♥: 30 + 20 + 11 = 61) does not reach 130: pass.
    hand = cards_mask("JH AS 7S 8S 7D 8D 7C 8C")
    assert choose_call(hand, auction("120 ♥")) == PASS


def test_choose_call_coinches_a_capot_against_the_jack_of_its_trump() -> None:
    # A capot needs all eight tricks; the jack of trump takes one whoever leads: the
    # defender holding it coinches (the contract cannot be made), one ace or none
    # besides, where it passed unless it held two aces (a bluffed capot cost 500, not
    # 1000). Without the jack: pass, as before.
    hand = cards_mask("JH AS 7S 8S 7D 8D 7C 8C")
    assert choose_call(hand, auction("capot ♥")) == COINCHE
    assert choose_call(cards_mask("JH 7S 8S 9S 7D 8D 7C 8C"), auction("capot ♥")) == COINCHE
    assert choose_call(hand, auction("capot ♠")) == PASS  # no J♠: ♠ may all be the taker's


def test_choose_call_opens_with_the_estimate_or_passes() -> None:
    strong = cards_mask("JH 9H AH 10H AS 10S AC 7D")
    assert choose_call(strong, CoincheAuction(W)) == Call.bid(120, HEARTS)
    weak = cards_mask("7S 8S 7H 8H 7D 8D 7C 9C")
    assert choose_call(weak, CoincheAuction(W)) == PASS


def test_choose_call_does_not_overbid_the_partner_and_coinches_opponents() -> None:
    strong = cards_mask("JH 9H AH 10H AS 10S AC 7D")
    # N opened 80 ♦, E passed: S (N's partner) passes.
    assert choose_call(strong, auction("80 ♦", "pass")) == PASS
    # N opened 120 ♥: E holds J♥ and two aces besides: coinche.
    assert choose_call(strong, auction("120 ♥")) == COINCHE
    # N opened 120 ♠: E has no J♠; its 120 ♥ is not above 120: pass.
    assert choose_call(strong, auction("120 ♠")) == PASS
    # N opened 90 ♠: E bids its 120 ♥ over it.
    assert choose_call(strong, auction("90 ♠")) == Call.bid(120, HEARTS)


def test_calls_fit_counts_the_calls_of_the_other_seats_the_heuristic_makes() -> None:
    # W dealt, N opened 80 ♥ and E passed; S, to call, weighs a dealing by the calls of
    # N and E the heuristic would have made with it. N with J♥ 9♥ 8♥ 7♥ and no ace: 30 +
    # 20 + 10 (four trumps) + 14 + 5 + 5 = 84, a bid of 80 ♥. E with no ace nor jack:
    # ♦ (9 8 7 and the 10) 30 + 14 + 5 + 5 + 5 = 59, under the 90 it would have to bid:
    # a pass. Both calls fit: 2.
    hearts, low = cards_mask("JH 9H 8H 7H 7S 8S 7C 8C"), cards_mask("9S 10S 9C 10C 9D 10D 8D 7D")
    s_hand, w_hand = cards_mask("AS KS QS JS AC KC QC JC"), cards_mask("AH 10H KH QH AD KD QD JD")
    heard = auction("80 ♥", "pass")
    assert calls_fit([hearts, low, s_hand, w_hand], heard, S) == 2
    # N and E swapped: N would have passed (one call missed); E, holding the hearts after
    # N's 80 ♥, would have passed too (its 80 does not reach 90): 1.
    assert calls_fit([low, hearts, s_hand, w_hand], heard, S) == 1
    # Seen from N, its own call is not weighed: E's pass alone, 1.
    assert calls_fit([hearts, low, s_hand, w_hand], heard, N) == 1



def test_the_heuristic_bids_the_best_estimate_the_first_of_equals() -> None:
    # ``choose_call``'s bid, as its docstring says it: the kind of the best ``estimate``
    # (SA and TA raised by the shift, with sa_ta=on), the first of equals in the order of
    # the kinds, rounded down to ten up to 160, when it reaches 80 and the lowest bid
    # allowed. 3000 seeded hands, each at an opening and after a random legal call, with
    # shifts of -40 to 40: the same call as that search through every kind.
    for case in range(3000):
        draw = random.Random(case)
        dealer = draw.choice(list(Seat))
        hands = random_hands(draw, dealer)
        heard = CoincheAuction(dealer, sa_ta=draw.random() < 0.5)
        shift = draw.randrange(-40, 41)
        for _ in range(2):
            if heard.is_over:
                break
            hand = hands[heard.to_bid]
            low = heard.lowest_bid()
            last = heard.last_bid
            if (low is not None and low != CAPOT and not heard.can_surcoinche()
                    and (last is None or last[0].team is not heard.to_bid.team)):
                kinds = (SPADES, HEARTS, DIAMONDS, CLUBS, NO_TRUMP, ALL_TRUMP)
                values = [estimate(hand, k) + (shift if k >= NO_TRUMP else 0)
                          for k in kinds[:6 if heard.sa_ta else 4]]
                top = max(values)
                worth = min(160, top // 10 * 10)
                expected = (Call.bid(worth, kinds[values.index(top)])
                            if worth >= max(low, 80) else PASS)
                got = choose_call(hand, heard, shift)
                if got.kind != "coinche":
                    assert got == expected
            heard.call(random_call(heard, draw))


def _holdings_plainly(hand: int, auction: CoincheAuction, me: Seat, unseen: list[int]
                      ) -> tuple[Seat, int, list[int], list[int]] | None:
    # The bid ``deal_for_calls`` deals the bidder's suit for, as its docstring says it:
    # of the suit bids heard, the one the fewest layouts can hold where some cannot, its
    # holdings (card masks, by their rank bits) with which ``estimate`` may round to the
    # bid, at least ``estimate`` of the holding alone, at most that of the holding with
    # every other unseen card, each weighed by the layouts giving it to the bidder; not
    # a bid over the bidder's partner's, which the heuristic never makes.
    best = None
    best_weight = comb(24, 8)
    last = None  # who made the last bid before the call
    for seat, call in auction.calls:
        before, last = last, seat if call.kind == "bid" else last
        if seat is me or call.kind != "bid" or call.suit is None or call.suit >= NO_TRUMP \
                or call.level == CAPOT or before is not None and before.team is seat.team:
            continue
        suit, level = call.suit, call.level
        assert level is not None
        ours = [c for c in unseen if c // 8 == suit]
        theirs = sum(1 << c for c in unseen if c // 8 != suit)
        holdings, weights = [], []
        for n in range(len(ours) + 1):
            for cards in combinations(ours, n):
                held = sum(1 << c for c in cards)
                low, high = estimate(held, suit), estimate(held | theirs, suit)
                if 8 - n <= 24 - len(ours) and high >= level and (level == 160
                                                                  or low < level + 10):
                    holdings.append(held)
                    weights.append(comb(24 - len(ours), 8 - n))
        order = sorted(range(len(holdings)), key=lambda k: holdings[k])
        holdings = [holdings[k] for k in order]
        weights = [weights[k] for k in order]
        if 0 < sum(weights) < best_weight:
            best, best_weight = (seat, suit, holdings, weights), sum(weights)
    return best


def _deal_for_calls_plainly(hand: int, auction: CoincheAuction, me: Seat,
                            unseen: list[int], rng: random.Random,
                            dealings: int) -> tuple[list[int], bool]:
    # ``deal_for_calls`` as its docstring says it, with nothing saved: each dealing dealt
    # card by card and every call heard replayed on a new auction and counted.
    heard = sum(1 for seat, _ in auction.calls if seat is not me)
    bid = _holdings_plainly(hand, auction, me, unseen)
    best: list[int] = []
    best_fit = -1
    for _ in range(max(1, dealings)):
        rng.shuffle(unseen)
        hands = [0, 0, 0, 0]
        hands[me] = hand
        others = [s for s in Seat if s is not me]
        deck = list(unseen)
        if bid is not None:
            bidder, suit, holdings, weights = bid
            hands[bidder] = rng.choices(holdings, weights=weights)[0]
            for c in [c for c in unseen if c // 8 != suit]:
                if hands[bidder].bit_count() < 8:
                    hands[bidder] |= 1 << c
            deck = [c for c in unseen if not hands[bidder] >> c & 1]
            rng.shuffle(deck)
            others.remove(bidder)
        for k, seat in enumerate(others):
            for c in deck[8 * k:8 * k + 8]:
                hands[seat] |= 1 << c
        replay = CoincheAuction(auction.dealer, auction.clockwise, auction.sa_ta)
        fit = 0
        for seat, call in auction.calls:
            if seat is not me and choose_call(hands[seat], replay) == call:
                fit += 1
            replay.call(call)
        if fit > best_fit:
            best, best_fit = hands, fit
        if fit == heard:
            break
    return best, best_fit == heard


def test_the_dealing_for_the_calls_is_the_one_a_plain_search_finds() -> None:
    # 400 seeded auctions (0 to 7 calls, each the heuristic's own call with the hand dealt
    # or a random legal call, with and without SA and TA), dealt for the seat to call with
    # 0 to 60 dealings: the same hands, the same flag, the unseen cards left in the same
    # order and the generator at the same draw as the plain search above.
    flags = {True: 0, False: 0}
    constructed = 0
    for case in range(400):
        draw = random.Random(case)
        dealer = draw.choice(list(Seat))
        held = random_hands(draw, dealer)
        auction = CoincheAuction(dealer, sa_ta=draw.random() < 0.5)
        for _ in range(draw.randrange(8)):
            if auction.is_over:
                break
            mine = choose_call(held[auction.to_bid], auction)
            auction.call(mine if draw.random() < 0.6 else random_call(auction, draw))
        me = auction.to_bid
        hand = held[me]
        dealings = draw.choice([0, 1, 5, 20, 60])
        unseen = [c for c in range(32) if not hand >> c & 1]
        draw.shuffle(unseen)
        ours, theirs = list(unseen), list(unseen)
        rng, plain = random.Random(case), random.Random(case)
        constructed += _holdings_plainly(hand, auction, me, unseen) is not None
        got = deal_for_calls(hand, auction, me, ours, rng, dealings)
        assert got == _deal_for_calls_plainly(hand, auction, me, theirs, plain, dealings)
        assert ours == theirs and rng.random() == plain.random()
        flags[got[1]] += 1
    # Both kinds of case were met: a dealing fitting every call, and none fitting; and
    # both kinds of dealing: the bidder's suit dealt first, and all at random.
    assert flags[True] >= 50 and flags[False] >= 50
    assert 50 <= constructed <= 350


def test_an_opponents_80_is_dealt_the_spades_it_needs() -> None:
    # E (N deals) bid 80 ♠ before S, who holds A♠ 10♠ K♠ Q♠, A♥ 10♥, A♦, A♣. E's spades
    # are among J♠ 9♠ 8♠ 7♠ and no plain ace is left to it: J♠ 9♠ 8♠ 7♠ count
    # 30 + 20 + 10 + 14 + 5 + 5 = 84, an 80; J♠ 9♠ and one more 30 + 49 = 79, too few.
    # A random layout gives E all four one time in 150 (C(20, 4) / C(24, 8)); each
    # dealing now gives them to E, and nearly every one fits E's 80 ♠ (the few others
    # give E a better suit).
    hand = mask_of(parse_cards("A♠ 10♠ K♠ Q♠ A♥ 10♥ A♦ A♣"))
    auction = CoincheAuction(Seat.N)
    auction.call(Call.bid(80, SPADES))
    needed = mask_of(parse_cards("J♠ 9♠ 8♠ 7♠"))
    unseen = [c for c in range(32) if not hand >> c & 1]
    rng = random.Random(1)
    fitting = 0
    for _ in range(200):
        hands, fits = deal_for_calls(hand, auction, Seat.S, unseen, rng, 1)
        assert hands[Seat.E] & needed == needed
        assert sorted(bits(hands[Seat.W] | hands[Seat.N] | hands[Seat.E])) == sorted(unseen)
        assert [h.bit_count() for h in hands] == [8, 8, 8, 8]
        fitting += fits
    assert fitting >= 190


def test_a_160_bid_is_dealt_the_eight_trumps_it_needs() -> None:
    # E (N deals) bid 160 ♥ before S, who holds no heart and every plain ace and ten:
    # E's estimate is its hearts alone. All eight count 30 + 30 + 14 + 11 + 25 + 40 + 20
    # = 170 (test_estimate_of_eight_trumps_and_the_highest_bid), and 160, the highest
    # level, is bid by any estimate from 160 up; seven, without a 5-point heart, count 155,
    # without the 9 or the belote less: E's hand is all eight hearts in every dealing,
    # one layout of C(24, 8), and it fits the bid.
    hand = mask_of(parse_cards("A♠ 10♠ A♦ 10♦ A♣ 10♣ K♠ Q♠"))
    auction = CoincheAuction(Seat.N)
    auction.call(Call.bid(160, HEARTS))
    hearts = mask_of(parse_cards("7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥"))
    unseen = [c for c in range(32) if not hand >> c & 1]
    rng = random.Random(3)
    for _ in range(5):
        hands, fits = deal_for_calls(hand, auction, Seat.S, unseen, rng, 1)
        assert hands[Seat.E] == hearts and fits


def test_the_bidders_suit_dealt_first_is_as_uniform_as_random_dealings() -> None:
    # After E's 80 ♠ (N deals), S holds A♠ 10♠ A♥ A♦ 8♥ 7♦ 8♦ 7♣: about one random
    # layout in 25 fits E's 80 ♠, and one in 4 gives E a spade holding that can. Each
    # card's share in each seat over 1,500 fitting layouts drawn as ``deal_for_calls``
    # draws them (the first fitting of up to 200 dealings) and by plain rejection
    # (random layouts until one fits) agree within four standard errors of a difference
    # of two shares (each sqrt(p (1 - p) / 1500)).
    hand = mask_of(parse_cards("A♠ 10♠ A♥ A♦ 8♥ 7♦ 8♦ 7♣"))
    auction = CoincheAuction(Seat.N)
    auction.call(Call.bid(80, SPADES))
    unseen = [c for c in range(32) if not hand >> c & 1]
    others = (Seat.W, Seat.N, Seat.E)
    draws = 1500
    dealt = {(s, c): 0 for s in others for c in unseen}
    rejected = dict(dealt)
    rng = random.Random(7)
    for _ in range(draws):
        hands, fits = deal_for_calls(hand, auction, Seat.S, unseen, rng, 200)
        assert fits
        for s in others:
            for c in bits(hands[s]):
                dealt[s, c] += 1
    plain = random.Random(8)
    for _ in range(draws):
        while True:
            plain.shuffle(unseen)
            hands = [0, 0, hand, 0]
            for k, s in enumerate(others):
                hands[s] = sum(1 << c for c in unseen[8 * k:8 * k + 8])
            if calls_fit(hands, auction, Seat.S) == 1:
                break
        for s in others:
            for c in bits(hands[s]):
                rejected[s, c] += 1
    for key, count in dealt.items():
        p = (count + rejected[key]) / (2 * draws)
        assert abs(count - rejected[key]) / draws <= 4 * sqrt(2 * p * (1 - p) / draws) + 1e-9
    # E's J♠ (an 80 ♠ without it would need all six other spades) is in most layouts.
    assert dealt[Seat.E, mask_of(parse_cards("J♠")).bit_length() - 1] > draws // 2


def test_a_bid_over_the_partner_s_leaves_the_bid_before_it_its_holding() -> None:
    # N deals; E bids 80 ♠, S passes, W bids 90 ♠ over its partner, N passes; S holds
    # A♠ K♠ A♥ 10♥ A♦ 10♦ A♣ 10♣, so no plain ace or ten is left to the others and a
    # spade estimate is 30 + its spades as trump. E's 80 ♠ needs 50 to 59 of spades
    # among J♠ 10♠ Q♠ 9♠ 8♠ 7♠: J♠ 9♠ and two more (30 + 14 + 5 + 5 = 54), with
    # C(4, 2) * C(18, 4) = 18,360 layouts. W's 90 ♠ would need 60 to 69 (J♠ 9♠ and three
    # more, 69; J♠ and four more but 9♠, 60), 4,080 layouts, the fewer; but the heuristic
    # never bids over its partner, so no layout fits it. Dealing W the J♠ for it would
    # leave E's 80 ♠ unfit in every dealing; E is dealt J♠ 9♠ instead, and a dealing fits
    # E's 80 ♠ and N's pass, two calls of the three.
    hand = mask_of(parse_cards("A♠ K♠ A♥ 10♥ A♦ 10♦ A♣ 10♣"))
    auction = CoincheAuction(Seat.N)
    for call in (Call.bid(80, SPADES), PASS, Call.bid(90, SPADES), PASS):
        auction.call(call)
    needed = mask_of(parse_cards("J♠ 9♠"))
    unseen = [c for c in range(32) if not hand >> c & 1]
    rng = random.Random(3)
    for _ in range(50):
        hands, fits = deal_for_calls(hand, auction, Seat.S, unseen, rng, 40)
        assert not fits and calls_fit(hands, auction, Seat.S) == 2
        assert hands[Seat.E] & needed == needed
        assert choose_call(hands[Seat.E], CoincheAuction(Seat.N)) == Call.bid(80, SPADES)


def test_the_layouts_fitting_an_80_are_drawn_each_as_often() -> None:
    # S holds A♠ 10♠ K♠ Q♠ A♥ 10♥ A♦ A♣ after E's 80 ♠ (N deals): E needs J♠ 9♠ 8♠ 7♠
    # (test_an_opponents_80_is_dealt_the_spades_it_needs) and four cards of the twenty
    # hearts, diamonds and clubs left, none an ace, with which no other suit counts more
    # (J♥ 9♥ K♥ Q♥ would bid 100 ♥). Each of the C(20, 4) = 4,845 hands of E is counted
    # below by the heuristic's own call; each fitting one leaves C(16, 8) layouts of W and
    # N, all fitting. So a fitting dealing is uniform when E's hearts (0 to 4) and who of
    # W, N and E holds 10♦ come as often as those hands, W and N alike, predict: a
    # chi-square over the 15 cells (at most 14 degrees of freedom) under 50, which a
    # uniform draw exceeds about once in a hundred thousand.
    hand = mask_of(parse_cards("A♠ 10♠ K♠ Q♠ A♥ 10♥ A♦ A♣"))
    auction = CoincheAuction(Seat.N)
    auction.call(Call.bid(80, SPADES))
    spades = mask_of(parse_cards("J♠ 9♠ 8♠ 7♠"))
    unseen = [c for c in range(32) if not hand >> c & 1]
    plain = [c for c in unseen if c // 8 != SPADES]
    ten = mask_of(parse_cards("10♦"))
    owners = (Seat.W, Seat.N, Seat.E)

    def cell(hearts: int, owner: Seat) -> int:
        return 3 * hearts + owners.index(owner)

    expected = [0.0] * 15
    for cards in combinations(plain, 4):
        east = spades | sum(1 << c for c in cards)
        if choose_call(east, CoincheAuction(Seat.N)) != Call.bid(80, SPADES):
            continue
        hearts = (east >> 8 * HEARTS & 0xFF).bit_count()
        if east & ten:
            expected[cell(hearts, Seat.E)] += 1
        else:
            expected[cell(hearts, Seat.W)] += 0.5
            expected[cell(hearts, Seat.N)] += 0.5
    fitting = sum(expected)
    assert 1000 < fitting < 4845
    draws = 3000
    seen = [0] * 15
    rng = random.Random(5)
    for _ in range(draws):
        hands, fits = deal_for_calls(hand, auction, Seat.S, unseen, rng, 50)
        assert fits
        east = hands[Seat.E]
        owner = next(s for s in owners if hands[s] & ten)
        seen[cell((east >> 8 * HEARTS & 0xFF).bit_count(), owner)] += 1
    chi2 = sum((seen[k] - draws * e / fitting) ** 2 / (draws * e / fitting)
               for k, e in enumerate(expected) if e)
    assert all(seen[k] == 0 for k, e in enumerate(expected) if not e)
    assert chi2 < 50, chi2
    # The same generator's seed, the same layouts.
    one, two = random.Random(9), random.Random(9)
    assert [deal_for_calls(hand, auction, Seat.S, list(unseen), one, 50) for _ in range(20)] \
        == [deal_for_calls(hand, auction, Seat.S, list(unseen), two, 50) for _ in range(20)]


class _Caller:
    """A bot with its own coinche call, always the same one."""

    name = "caller"

    def __init__(self, call: Call) -> None:
        self.call = call

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        return self.call


def test_the_heuristic_bot_calls_by_the_plain_policy() -> None:
    # The hand of test_choose_call_opens_with_the_estimate_or_passes: 120 ♥ on opening, and
    # a coinche of N's 120 ♥ (J♥ and two aces besides).
    strong = cards_mask("JH 9H AH 10H AS 10S AC 7D")
    bot = find_bot("heuristic", random.Random(0))
    assert bot_call(bot, strong, auction()) == Call.bid(120, HEARTS)
    assert bot_call(bot, strong, auction("120 ♥")) == COINCHE


class _NamedRandom(_Caller):
    """A bot called "random" with a generator, that is not the random bot."""

    name = "random"
    rng = random.Random(0)


def test_a_bot_is_asked_for_its_call_whatever_its_name() -> None:
    # The policy is the bot's own method: the name "random" does not make a bot call at
    # random.
    strong = cards_mask("JH 9H AH 10H AS 10S AC 7D")
    assert bot_call(_NamedRandom(Call.bid(90, CLUBS)), strong, auction()) == Call.bid(90, CLUBS)


def test_bot_call_of_the_random_bot_is_a_random_legal_call() -> None:
    # N bid 120 ♥, E to speak: pass, a bid from 130 up, or coinche, never surcoinche.
    kinds: dict[str, int] = {}
    for seed in range(600):
        bot = find_bot("random", random.Random(seed))
        call = bot_call(bot, 0, auction("120 ♥"))
        # Drawn from the bot's own generator, as random_call draws it.
        assert call == random_call(auction("120 ♥"), random.Random(seed))
        kinds[call.kind] = kinds.get(call.kind, 0) + 1
        if call.kind == "bid":
            assert call.level is not None and call.level >= 130
    assert set(kinds) == {"pass", "bid", "coinche"}
    # The three kinds equally likely: 200 each expected, at least 150 each.
    assert min(kinds.values()) >= 150


def test_bot_call_without_a_bot_draws_from_the_rng() -> None:
    calls = [bot_call(None, 0, auction(), random.Random(seed)) for seed in range(200)]
    assert calls == [random_call(auction(), random.Random(seed)) for seed in range(200)]
    # Opening: pass or a bid, each about half the time; no coinche.
    passes = sum(call == PASS for call in calls)
    assert 70 <= passes <= 130
    assert all(call.kind in ("pass", "bid") for call in calls)
    with pytest.raises(ValueError):
        bot_call(None, 0, auction())


def test_random_call_after_a_coinche() -> None:
    # N bid 100 ♠, E coinched; S (N's partner) may pass or surcoinche, and no bid.
    seen = {random_call(auction("100 ♠", "coinche"), random.Random(seed)) for seed in range(50)}
    assert seen == {PASS, SURCOINCHE}


def coinche_game(deck: list[int], dealer: Seat, rules: RuleSet) -> Game:
    """A coinche deal on its ``Game``: every call as the heuristic makes it (``choose_call``),
    every card the lowest legal one."""
    game = Game.deal(deck, dealer, rules)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.CALL:
            assert game.coinche_auction is not None
            game.apply(choose_call(game.hand(seat), game.coinche_auction))
        elif game.phase is Phase.PLAY:
            game.apply(Play(next(bits(game.legal_cards()))))
        else:  # announcements (the best split) and belote: what bots do
            game.apply(bot_action(game, find_bot("heuristic", random.Random(0))))
    return game


def test_coinche_deals_are_legal_and_tally() -> None:
    rng = random.Random(3)
    rules = RuleSet(variant="coinche", announcements="on")
    seen_void = seen_contract = 0
    for i in range(150):
        dealer = Seat(i % 4)
        deck = list(range(32))
        rng.shuffle(deck)
        deal = coinche_game(deck, dealer, rules)
        if deal.is_void:
            seen_void += 1
            assert [c.kind for _, c in deal.calls] == ["pass"] * 4
            assert deal.score is None
            continue
        seen_contract += 1
        assert deal.contract is not None and deal.score is not None
        assert len(deal.tricks) == 8
        assert deal.score.tally.ok
        assert deal.score.trump == deal.contract.suit
        # Whoever wins, the loser of an undoubled failed contract scores only its belote.
        if deal.contract.multiplier == 1 and deal.score.result == "dedans":
            takers = deal.contract.takers
            assert deal.score.score[takers] == (20 if deal.belote is takers else 0)
    assert seen_void and seen_contract
    # Same cards, same policies: the same deal.
    deck = list(range(32))
    random.Random(5).shuffle(deck)
    one, two = coinche_game(deck, N, rules), coinche_game(deck, N, rules)
    assert one.calls == two.calls and one.score == two.score


# --- capot takes the other team's announcements (RULES.md, Announcements) ----------------------

def test_capot_takes_the_other_teams_announcements() -> None:
    # 100 ♦ by N, NS win all 8 tricks: 252 + 100 = 352. EW held the best announcements
    # (two tierces, 40): the capot takes them, NS 352 + 40 = 392, EW 0.
    s = score(Contract(100, DIAMONDS, N), (162, 0), capot=Team.NS, announcements=(0, 40))
    assert (s.result, s.score, s.announcements) == ("made", (392, 0), (40, 0))
    # NS's own announcements stay theirs: 352 + 50 = 402.
    s = score(Contract(100, DIAMONDS, N), (162, 0), capot=Team.NS, announcements=(50, 0))
    assert s.score == (402, 0)
    # Without a capot, a made contract leaves EW its 40: NS 110 + 100 = 210, EW 52 + 40.
    s = score(Contract(100, DIAMONDS, N), (110, 52), announcements=(0, 40))
    assert s.score == (210, 92)


def test_an_unbid_capot_counts_the_capot_option() -> None:
    # docs/rules.md, coinche: a capot made on another bid counts the takers 252 card
    # points, 250 with capot=250 (RULES.md's capot value): 80 ♣ by N, NS win every trick,
    # NS 250 + 80 = 330, EW 0.
    rules = RuleSet(variant="coinche", capot=250)
    s = score_coinche(Contract(80, CLUBS, N), (162, 0), Team.NS, rules, capot=Team.NS)
    assert (s.result, s.score) == ("made", (330, 0))
    assert score(Contract(80, CLUBS, N), (162, 0), capot=Team.NS).score == (332, 0)


def test_capot_by_the_defence_takes_everything() -> None:
    # 90 ♥ by N, EW win every trick: failed, EW 160 + 90 = 250, plus NS's 20: 270.
    s = score(Contract(90, HEARTS, N), (0, 162), capot=Team.EW, announcements=(20, 0))
    assert (s.result, s.score) == ("dedans", (0, 270))


def test_cli_capot_takes_the_other_teams_announcements(tmp_path: Path) -> None:
    # NS's pile holds the whole deck: capot on 100 ♦, 252 + 100 = 352; E's tierce A♠ (20,
    # the only announcement, so EW's) goes to NS: 372 / 0.
    deck = " ".join(f"{r}{s}" for s in "SHDC" for r in ("7", "8", "9", "10", "J", "Q", "K",
                                                         "A"))
    path = tmp_path / "capot.belote"
    path.write_text("rules: variant=coinche announcements=on\ncontract: 100 D N\n"
                    f"announce: E tierce AS\nNS: {deck}\nlast: NS\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["score", str(path), "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert (doc["result"], doc["capot"]) == ("made", "NS")
    assert doc["score"] == {"NS": 372, "EW": 0}
    assert doc["announcements"]["score"] == {"NS": 20, "EW": 0}
    # The note says so (the piles form: the declaration is taken as written).
    assert doc["notes"] == [
        "the EW pile is the rest of the deck (0 cards)",
        "announcements not checked: the hands are not known",
        "announcements: E tierce A♠; EW's 20 go to NS (capot)",
        "contract 100 ♦ by N: made, NS score 372",
    ]


def test_bids_are_split_by_plain_scans() -> None:
    # Level first or suit first, as the old patterns read them; long digit runs (which made
    # the suit-first pattern quadratic) give the usual answers.
    from belote_cli.core.coinche import _split_bid

    assert _split_bid("90 h") == ("90", "h")
    assert _split_bid("h 90") == ("90", "h")
    assert _split_bid("h90") == ("90", "h")
    assert _split_bid("capot ♠") == ("capot", "♠")
    assert _split_bid("♠ capot") == ("capot", "♠")
    assert _split_bid("h1capot") == ("capot", "h1")
    assert _split_bid("coeur") is None
    long = "x" + "1" * 50_000 + "y"
    with pytest.raises(BidError, match="unknown bid"):
        parse_call(long)
    with pytest.raises(BidError, match="no bid of"):
        parse_call("h" + "1" * 50_000)


def test_a_french_bid_reads_french_suit_letters() -> None:
    assert parse_call("90 c", "fr") == Call.bid(90, HEARTS)
    assert parse_call("90 c") == Call.bid(90, CLUBS)
    assert parse_call("capot P", "fr") == Call.bid(CAPOT, SPADES)
    with pytest.raises(BidError, match="in French, P is pique"):
        parse_call("90 P")
    assert parse_contract("110 C N coinche", "fr").suit == HEARTS


def test_the_library_reads_the_pass_words_of_the_prompt() -> None:
    # The coinche prompt passes with the words of a classic pass (passer, non, no, n):
    # Game.call and parse_call take them too.
    for word in ("passer", "non", "no", "n", "PASSER"):
        assert parse_call(word) == PASS
    game = Game(rules="variant=coinche", seed=5)
    seat = game.to_act
    assert game.call("passer") == (seat, PASS)


def test_a_contract_and_an_announcement_print_as_their_cards_and_seats() -> None:
    # E bids 80 ♥ (the player after the dealer N speaks first), S coinches: ×2.
    from belote_cli.engine.game import Game

    game = Game.deal(list(range(32)), "N", "variant=coinche")
    for call in ("80 ♥", "coinche", "pass", "pass", "pass"):
        game.call(call)
    assert repr(game.contract) == "Contract(level=80, suit=♥, taker=E, multiplier=2)"
    # The file's 'contrat: 100 carreau Sud' and 'annonce: E carré 10': the four tens.
    path = Path(__file__).resolve().parent / "deals" / "hand-written" / "coinche-carre.belote"
    [record] = loads(path.read_text(encoding="utf-8"))
    assert repr(record.contract) == "Contract(level=100, suit=♦, taker=S)"
    # A carré of tens is worth 100.
    shown = repr(record.announcements[0])
    assert shown.startswith("Declaration(seat=E, announcement=Announcement(kind='carre', "
                            "cards={10♠, 10♥, 10♦, 10♣}, ")
    assert shown.endswith(", length=4, points=100))")


@pytest.mark.parametrize("sa_ta", ["on", "off"])
def test_a_call_view_s_auction_bids_at_sa_and_ta_only_with_the_rule(sa_ta: str) -> None:
    # E deals, S calls first: with sa_ta=on S may open at 80 sans atout or tout atout, as
    # the game's own auction allows; with sa_ta=off only at a suit.
    from belote_cli.core.cards import ALL_TRUMP, NO_TRUMP

    game = Game(rules=RuleSet(variant="coinche", sa_ta=sa_ta), seed=4)  # type: ignore[arg-type]
    view = game.view(Seat.S)
    auction = view.auction  # type: ignore[union-attr]
    assert auction.sa_ta is (sa_ta == "on")
    for kind in (NO_TRUMP, ALL_TRUMP):
        assert (auction.why_illegal(Call.bid(80, kind)) is None) is (sa_ta == "on")
    assert auction.why_illegal(Call.bid(80, HEARTS)) is None
