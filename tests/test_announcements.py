"""Announcements (RULES.md, "Announcements"): detection, comparison, scoring, declarations.

Expected values are counted by hand from the rule book: tierce 20, cinquante 50, cent 100,
carrés J 200, 9 150, A/10/K/Q 100.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from belote_cli.bots.registry import find_bot
from belote_cli.cli import app
from belote_cli.core.announcements import (
    Announcement,
    Fate,
    carres,
    detect,
    sequences,
    settle,
    team_points,
    total,
    winner,
)
from belote_cli.core.cards import (
    ACE,
    ALL_TRUMP,
    CLUBS,
    DIAMONDS,
    EIGHT,
    HEARTS,
    JACK,
    KING,
    NINE,
    NO_TRUMP,
    QUEEN,
    SEVEN,
    SPADES,
    TEN,
    card,
    mask_of,
    parse_cards,
)
from belote_cli.core.declarations import (
    LABELS,
    AnnouncementError,
    Declaration,
    assess,
    check_declarations,
    declare_all,
    declared_points,
    format_declaration,
    label,
    parse_declaration,
)
from belote_cli.core.english import Wording
from belote_cli.core.errors import BeloteError, CardError, Reason, RuleError
from belote_cli.core.rules import RuleSet
from belote_cli.core.scoring import DealScore, Revoke, score_deal
from belote_cli.core.seats import Seat, Team
from belote_cli.dealfile import dumps, loads
from belote_cli.dealfile.replay import replay
from belote_cli.engine.game import Game
from belote_cli.engine.game import Phase as GamePhase
from belote_cli.engine.match import Match
from belote_cli.engine.playing import play_deal, play_discovery
from belote_cli.texts import describe_reason, name_of, say


def hand(text: str) -> int:
    cards = parse_cards(text)
    assert len(set(cards)) == len(cards)
    return mask_of(cards)


def seq(suit: int, top: int, length: int) -> Announcement:
    return Announcement.sequence(suit, top, length)


def summary(anns: tuple[Announcement, ...]) -> list[tuple[str, str]]:
    return [(a.kind, a.notation()) for a in anns]


def refused(text: str, lang: str, trump: int | None) -> AnnouncementError:
    # The error parse_declaration raises for ``text``.
    with pytest.raises(AnnouncementError) as info:
        parse_declaration(text, lang, trump)
    return info.value


def assert_refused(text: str, lang: str, trump: int | None, offset: int,
                   message: str) -> None:
    # parse_declaration refuses ``text`` at ``offset``, its message holding ``message``.
    error = refused(text, lang, trump)
    assert message in str(error)
    assert error.offset == offset


# --- detection: every kind ---------------------------------------------------------------------

@pytest.mark.parametrize(
    ("cards", "expected", "points"),
    [
        # J♥ 10♥ 9♥: a tierce to the jack; nothing else in sequence.
        ("9H 10H JH 7S QS AD 8D KC", [("tierce", "tierce JH")], 20),
        # A♠ K♠ Q♠ J♠: a cinquante to the ace.
        ("QS KS AS JS 7H 9D 8C 10C", [("cinquante", "cinquante AS")], 50),
        # J♦ down to 7♦: a cent to the jack.
        ("7D 8D 9D 10D JD AS AH KC", [("cent", "cent JD")], 100),
        # Six, seven, eight in sequence: still one cent (a run is announced whole).
        ("9C 10C JC QC KC AC 7S 7H", [("cent", "cent AC 6")], 100),
        ("7S 8S 9S 10S JS QS KS AH", [("cent", "cent KS 7")], 100),
        ("7H 8H 9H 10H JH QH KH AH", [("cent", "cent AH 8")], 100),
        # Carrés by rank.
        ("JS JH JD JC 7S 9H AD KC", [("carre", "carré J")], 200),
        ("9S 9H 9D 9C 7S JH AD KC", [("carre", "carré 9")], 150),
        ("AS AH AD AC 7S 9H JD KC", [("carre", "carré A")], 100),
        ("10S 10H 10D 10C 7S 9H JD KC", [("carre", "carré 10")], 100),
        ("KS KH KD KC 7S 9H JD AC", [("carre", "carré K")], 100),
        ("QS QH QD QC 7S 9H JD AC", [("carre", "carré Q")], 100),
        # Two tierces in two suits: 20 + 20.
        ("7S 8S 9S QH KH AH 10D JC",
         [("tierce", "tierce AH"), ("tierce", "tierce 9S")], 40),
        # Two carrés fill the hand: 200 + 150.
        ("JS JH JD JC 9S 9H 9D 9C", [("carre", "carré J"), ("carre", "carré 9")], 350),
        # A tierce and a cinquante in two suits, strongest first: 50 + 20.
        ("7C 8C 9C QD KD AD JD 10S",
         [("cinquante", "cinquante AD"), ("tierce", "tierce 9C")], 70),
    ],
)
def test_detects_each_kind(cards: str, expected: list[tuple[str, str]], points: int) -> None:
    anns = detect(hand(cards))
    assert summary(anns) == expected
    assert total(anns) == points


@pytest.mark.parametrize(
    "cards",
    [
        "7S 7H 7D 7C 8S 8H 8D 8C",  # carrés of 7s and 8s score nothing
        "7S 9S JS KS 8H 10H QH AH",  # alternate cards: no two in a row gives three
        "AS KS AH KH AD KD 7C 8C",  # pairs only
        "KH QH JS 7D 9C AS 10D 8C",  # two in sequence is not a tierce
    ],
)
def test_hands_without_announcements(cards: str) -> None:
    assert detect(hand(cards)) == ()


def test_sequences_do_not_wrap_around_the_ace() -> None:
    # K A then 7 8 of the same suit: not a sequence (A is at the top, 7 at the bottom).
    assert detect(hand("KH AH 7H 8H 10S QD 9C JC")) == ()


def test_announcement_values() -> None:
    assert seq(HEARTS, ACE, 3).points == 20
    assert seq(HEARTS, ACE, 4).points == 50
    assert seq(HEARTS, ACE, 5).points == 100
    assert seq(HEARTS, ACE, 8).points == 100
    assert [Announcement.carre(r).points for r in (JACK, NINE, ACE, TEN, KING, QUEEN)] == [
        200, 150, 100, 100, 100, 100]
    with pytest.raises(ValueError):
        Announcement.carre(EIGHT)
    with pytest.raises(ValueError):
        Announcement.carre(SEVEN)
    with pytest.raises(ValueError):
        seq(SPADES, EIGHT, 3)  # 8 7 and nothing below
    # The same in the other suits, where the card below the 7 would be the ace of the suit
    # before: 8♥ 7♥ and nothing below, 9♣ 8♣ 7♣ and nothing below for a cinquante.
    with pytest.raises(ValueError):
        seq(HEARTS, EIGHT, 3)
    with pytest.raises(ValueError):
        seq(CLUBS, NINE, 4)


def test_announcement_cards() -> None:
    assert seq(DIAMONDS, KING, 3).cards == hand("KD QD JD")
    assert Announcement.carre(TEN).cards == hand("10S 10H 10D 10C")
    assert seq(DIAMONDS, KING, 3).suit == DIAMONDS
    assert Announcement.carre(TEN).suit is None
    assert Announcement.carre(TEN).rank == TEN


# --- a card in one announcement only; the best split --------------------------------------------

def test_carre_of_jacks_takes_the_jack_from_a_tierce() -> None:
    # J♥ serves in the carré (200) or in K♥ Q♥ J♥ (20), not both: the carré alone.
    anns = detect(hand("JS JH JD JC QH KH 8C 7D"))
    assert summary(anns) == [("carre", "carré J")]
    assert total(anns) == 200


def test_carre_splits_a_sequence_and_keeps_the_part_above() -> None:
    # A♥ K♥ Q♥ J♥ 10♥ is a cent (100). With J♥ in the carré of jacks (200), A♥ K♥ Q♥
    # is still a tierce (20): 220 beats 100.
    anns = detect(hand("JS JH JD JC QH KH AH 10H"))
    assert summary(anns) == [("carre", "carré J"), ("tierce", "tierce AH")]
    assert total(anns) == 220


def test_carre_of_nines_beats_the_cinquante_through_its_nine() -> None:
    # 10♥ 9♥ 8♥ 7♥ = 50, or the carré of 9s = 150 leaving 10♥ 8♥ 7♥ (no sequence).
    anns = detect(hand("9S 9H 9D 9C 7H 8H 10H AS"))
    assert summary(anns) == [("carre", "carré 9")]
    assert total(anns) == 150


def test_carre_and_the_rest_of_the_sequence_beat_the_whole_sequence() -> None:
    # Q♥ J♥ 10♥ 9♥ under K♥: cent K♥ (100) whole, or carré K (100) + cinquante Q♥ (50).
    anns = detect(hand("KS KH KD KC QH JH 10H 9H"))
    assert summary(anns) == [("carre", "carré K"), ("cinquante", "cinquante QH")]
    assert total(anns) == 150


def test_carre_and_cinquante_below_the_jack() -> None:
    # J♥ 10♥ 9♥ 8♥ 7♥ = cent (100), or carré J (200) + 10♥ 9♥ 8♥ 7♥ = 50: 250.
    anns = detect(hand("JS JH JD JC 10H 9H 8H 7H"))
    assert total(anns) == 250
    assert summary(anns) == [("carre", "carré J"), ("cinquante", "cinquante 10H")]


def test_equal_splits_prefer_the_carre() -> None:
    # Carré of queens (100) or the cent A♥ K♥ Q♥ J♥ 10♥ (100): equal points; the split
    # whose best announcement is stronger (any carré beats any sequence) is kept.
    anns = detect(hand("QS QH QD QC JH KH AH 10H"))
    assert summary(anns) == [("carre", "carré Q")]


def test_detection_does_not_depend_on_trump_except_for_ties() -> None:
    h = hand("JS JH JD JC QH KH AH 10H")
    for trump in (SPADES, HEARTS, DIAMONDS, CLUBS, None):
        assert total(detect(h, trump)) == 220


# --- comparison between teams -------------------------------------------------------------------

CARRES_BY_STRENGTH = [JACK, NINE, ACE, TEN, KING, QUEEN]


def test_any_carre_beats_any_sequence() -> None:
    weakest_carre = [Announcement.carre(QUEEN)]
    longest_trump_sequence = [seq(HEARTS, ACE, 8)]
    assert winner(weakest_carre, longest_trump_sequence, HEARTS) is Team.NS
    assert winner(longest_trump_sequence, weakest_carre, HEARTS) is Team.EW


@pytest.mark.parametrize("i", range(len(CARRES_BY_STRENGTH) - 1))
def test_carres_rank_j_9_a_10_k_q(i: int) -> None:
    stronger = [Announcement.carre(CARRES_BY_STRENGTH[i])]
    for weaker_rank in CARRES_BY_STRENGTH[i + 1:]:
        weaker = [Announcement.carre(weaker_rank)]
        assert winner(stronger, weaker, SPADES) is Team.NS
        assert winner(weaker, stronger, SPADES) is Team.EW


def test_carre_of_aces_beats_carre_of_tens_of_equal_value() -> None:
    # Both are worth 100; the ranking J 9 A 10 K Q decides.
    assert winner([Announcement.carre(TEN)], [Announcement.carre(ACE)], None) is Team.EW


# VARIANTS.md, sans atout: carrés rank A 10 K Q J 9 (jacks and nines drop to the bottom).
CARRES_BY_STRENGTH_SA = [ACE, TEN, KING, QUEEN, JACK, NINE]


@pytest.mark.parametrize("i", range(len(CARRES_BY_STRENGTH_SA) - 1))
def test_carres_under_sans_atout_rank_a_10_k_q_j_9(i: int) -> None:
    # Each pair once, both ways: four queens beat four jacks under SA, where the jacks win
    # under a trump suit (and no two carrés of a deal are ever equal).
    stronger = [Announcement.carre(CARRES_BY_STRENGTH_SA[i])]
    for weaker_rank in CARRES_BY_STRENGTH_SA[i + 1:]:
        weaker = [Announcement.carre(weaker_rank)]
        assert winner(stronger, weaker, NO_TRUMP) is Team.NS
        assert winner(weaker, stronger, NO_TRUMP) is Team.EW


def test_carres_under_sans_atout_score_a_200_10_150_the_others_100() -> None:
    # VARIANTS.md, sans atout: four aces 200, four tens 150, four K, Q, J or 9 100.
    assert [Announcement.carre(r).value(NO_TRUMP) for r in CARRES_BY_STRENGTH_SA] == [
        200, 150, 100, 100, 100, 100]
    # NS four kings, EW four queens: the kings rank higher (A 10 K Q J 9), NS scores 100.
    assert team_points([Announcement.carre(KING)], [Announcement.carre(QUEEN)],
                       NO_TRUMP) == (100, 0)
    # EW four jacks and a tierce A♥ K♥ Q♥ against NS's four nines: jacks above nines,
    # EW scores 100 + 20 = 120.
    assert team_points([Announcement.carre(NINE)],
                       [Announcement.carre(JACK), seq(HEARTS, ACE, 3)], NO_TRUMP) == (0, 120)


def test_longer_sequence_wins_whatever_its_top_card() -> None:
    # 10♠ 9♠ 8♠ 7♠ (cinquante to the 10) beats A♥ K♥ Q♥ (tierce to the ace), trump ♥.
    assert winner([seq(SPADES, TEN, 4)], [seq(HEARTS, ACE, 3)], HEARTS) is Team.NS


def test_cent_of_six_beats_cent_of_five() -> None:
    # Both worth 100: the longer wins, even to a lower top card.
    assert winner([seq(CLUBS, ACE, 5)], [seq(DIAMONDS, QUEEN, 6)], None) is Team.EW


def test_same_length_higher_top_card_wins() -> None:
    # K♠ Q♠ J♠ beats Q♥ J♥ 10♥ even with ♥ trump: the top card comes before trump.
    assert winner([seq(HEARTS, QUEEN, 3)], [seq(SPADES, KING, 3)], HEARTS) is Team.EW


def test_same_length_same_top_trump_sequence_wins() -> None:
    ns, ew = [seq(SPADES, ACE, 3)], [seq(HEARTS, ACE, 3)]
    assert winner(ns, ew, HEARTS) is Team.EW
    assert winner(ns, ew, SPADES) is Team.NS


def test_still_equal_nobody_scores() -> None:
    ns, ew = [seq(SPADES, ACE, 3)], [seq(HEARTS, ACE, 3)]
    assert winner(ns, ew, DIAMONDS) is None
    assert team_points(ns, ew, DIAMONDS) == (0, 0)
    # The equal best decide even when one team holds more besides.
    assert team_points(ns + [seq(CLUBS, NINE, 3)], ew, DIAMONDS) == (0, 0)


def test_only_the_best_team_scores_all_of_its_own() -> None:
    # NS: tierce + cinquante (70); EW: a cent (100). The cent is the best: EW 100, NS 0.
    ns = [seq(SPADES, ACE, 3), seq(CLUBS, TEN, 4)]
    ew = [seq(HEARTS, JACK, 5)]
    assert team_points(ns, ew, DIAMONDS) == (0, 100)
    # NS: cent + tierce (120) against a cinquante: NS scores both, 120.
    ns = [seq(SPADES, ACE, 5), seq(CLUBS, TEN, 3)]
    ew = [seq(HEARTS, JACK, 4)]
    assert team_points(ns, ew, DIAMONDS) == (120, 0)


def test_more_points_do_not_beat_a_better_announcement() -> None:
    # NS: three tierces (60); EW: one cinquante (50). Length decides: EW 50, NS 0.
    ns = [seq(SPADES, ACE, 3), seq(HEARTS, ACE, 3), seq(CLUBS, ACE, 3)]
    ew = [seq(DIAMONDS, TEN, 4)]
    assert team_points(ns, ew, SPADES) == (0, 50)


def test_one_team_without_announcements() -> None:
    assert team_points([], [seq(SPADES, NINE, 3)], HEARTS) == (0, 20)
    assert team_points([Announcement.carre(JACK)], [], HEARTS) == (200, 0)
    assert team_points([], [], HEARTS) == (0, 0)
    assert winner([], [], HEARTS) is None


def test_partners_announcements_add_up() -> None:
    # N and S each hold one; E a tierce. NS has the best (a carré) and scores both.
    decls = [
        Declaration(Seat.N, Announcement.carre(NINE)),
        Declaration(Seat.S, seq(HEARTS, KING, 3)),
        Declaration(Seat.E, seq(SPADES, ACE, 4)),
    ]
    assert declared_points(decls, HEARTS) == (170, 0)


# --- settling with the deal's fate ------------------------------------------------------------

def test_made_each_team_keeps_its_points() -> None:
    assert settle((120, 0), "made", Team.NS).points == (120, 0)
    assert settle((0, 50), "made", Team.NS).points == (0, 50)


def test_dedans_hands_the_takers_announcements_to_the_defence() -> None:
    assert settle((120, 0), "dedans", Team.NS).points == (0, 120)
    assert settle((0, 200), "dedans", Team.EW).points == (200, 0)
    # The defence's own announcements stay with it.
    assert settle((0, 50), "dedans", Team.NS).points == (0, 50)


def test_capot_takes_the_other_teams_announcements_too() -> None:
    # NS took and won every trick; EW held the best announcement (100): NS takes it.
    assert settle((0, 100), "made", Team.NS, capot=Team.NS).points == (100, 0)
    # The defence's capot: the takers' announcements go to it.
    assert settle((50, 0), "dedans", Team.NS, capot=Team.EW).points == (0, 50)
    # The capot team's own announcements stay with it.
    assert settle((20, 0), "made", Team.NS, capot=Team.NS).points == (20, 0)


def test_litige_holds_the_takers_announcements() -> None:
    s = settle((20, 0), "litige", Team.NS)
    assert (s.points, s.held) == ((0, 0), 20)
    s = settle((0, 50), "litige", Team.NS)
    assert (s.points, s.held) == ((0, 50), 0)


def test_litige_of_ew_takers_holds_theirs_and_ns_score_their_own() -> None:
    # EW took: their 50 held with the litige stake, nothing written for them now.
    s = settle((0, 50), "litige", Team.EW)
    assert (s.points, s.held) == ((0, 0), 50)
    # NS, the defence, score their 20 now; EW hold nothing.
    s = settle((20, 0), "litige", Team.EW)
    assert (s.points, s.held) == ((20, 0), 0)


def test_no_contract_keeps_points_and_revoke_penalty_gives_them_away() -> None:
    assert settle((0, 50), "none", None).points == (0, 50)
    # No contract judged: each team keeps what it scored, whichever team is named taker.
    assert settle((0, 50), "none", Team.NS).points == (0, 50)
    assert settle((20, 0), "none", Team.EW).points == (20, 0)
    # NS revoked: scored as dedans, its announcements go to EW.
    assert settle((100, 0), "made", Team.EW, penalty=Team.NS).points == (0, 100)


# --- the deal file's announce lines ----------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "seat", "expected"),
    [
        ("announce: N tierce A♥", Seat.N, seq(HEARTS, ACE, 3)),
        ("N tierce AH", Seat.N, seq(HEARTS, ACE, 3)),
        ("annonce: O cinquante R♠", Seat.W, seq(SPADES, KING, 4)),
        ("E fifty 10d", Seat.E, seq(DIAMONDS, TEN, 4)),
        ("S cent J♣", Seat.S, seq(CLUBS, JACK, 5)),
        ("S hundred A♣ 7", Seat.S, seq(CLUBS, ACE, 7)),
        ("Announce: w Quinte KC 6", Seat.W, seq(CLUBS, KING, 6)),
        ("N carré V", Seat.N, Announcement.carre(JACK)),
        ("N carre J", Seat.N, Announcement.carre(JACK)),
        ("E carré de valets", Seat.E, Announcement.carre(JACK)),
        ("E square nines", Seat.E, Announcement.carre(NINE)),
        ("S carré 10", Seat.S, Announcement.carre(TEN)),
        ("S carré D", Seat.S, Announcement.carre(QUEEN)),
        ("S carré R", Seat.S, Announcement.carre(KING)),
        ("W carré as", Seat.W, Announcement.carre(ACE)),
        ("N tierce 9♠", Seat.N, seq(SPADES, NINE, 3)),
        # A length may be written for any sequence, its kind's own included: 3 for a tierce.
        ("N tierce A♥ 3", Seat.N, seq(HEARTS, ACE, 3)),
    ],
)
def test_parse_declaration(text: str, seat: Seat, expected: Announcement) -> None:
    d = parse_declaration(text)
    assert d == Declaration(seat, expected)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("N tierce", "incomplete announcement"),
        # A seat alone, with its key or without: no kind, no top card.
        ("N", "incomplete announcement 'N'"),
        ("announce: N", "incomplete announcement 'announce: N'"),
        ("X tierce A♥", "unknown seat 'X'"),
        ("N suite A♥", "unknown announcement 'suite'"),
        ("N tierce 11♥", "unknown card '11♥'"),
        # A rank alone where a sequence names its top card with its suit (it said "unknown
        # card 'K'"); a rank too low to top the sequence gets A♥ as its example.
        ("N tierce K", "'K' is a rank without its suit: a sequence names its top card with "
                       "its suit ('tierce K♥')"),
        ("E cinquante 10", "'10' is a rank without its suit: a sequence names its top card "
                           "with its suit ('cinquante 10♥')"),
        ("S quinte V 6", "'V' is a rank without its suit: a sequence names its top card "
                         "with its suit ('cent J♥')"),
        ("N tierce 8", "'8' is a rank without its suit: a sequence names its top card with "
                       "its suit ('tierce A♥')"),
        ("N tierce 8♥", "no tierce of 3 cards has 8♥"),
        ("N cent 10♥", "no cent of 5 cards has 10♥"),
        ("N carré 8", "a carré of 8 scores nothing"),
        ("N carré Z", "unknown rank 'Z'"),
        ("N carré J ♠", "unexpected '♠'"),
        ("N tierce A♥ 4", "a tierce cannot have 4 cards"),
        ("N cent A♥ 2", "a cent cannot have 2 cards"),
        ("N tierce A♥ K♥", "unexpected 'K♥'"),
        # A length is written in the digits 0-9 (int() refuses '²', takes '٦' for 6).
        ("N cent A♥ ²", "unexpected '²'"),
        ("N cent A♥ ٦", "unexpected '٦'"),
        # A suit has 8 cards; a length too long for int() is no sequence either.
        ("N cent A♥ 9", "a cent cannot have 9 cards"),
        ("N cent A♥ " + "9" * 5000, "a cent cannot have " + "9" * 5000 + " cards"),
    ],
)
def test_parse_declaration_errors(text: str, message: str) -> None:
    with pytest.raises(CardError) as info:
        parse_declaration(text)
    assert message in str(info.value)
    assert isinstance(info.value, BeloteError)


@pytest.mark.parametrize(
    ("text", "trump", "expected"),
    [
        # RULES.md: a tierce 20, a cinquante 50, a cent 100; carrés J 200, 9 150, A 10 K Q
        # 100. The value names the announcement where only one is worth it.
        ("W 20 A♥", HEARTS, seq(HEARTS, ACE, 3)),
        ("W 50 A♥", HEARTS, seq(HEARTS, ACE, 4)),
        ("annonce: O 50 R♠", HEARTS, seq(SPADES, KING, 4)),
        ("N 100 J♣", HEARTS, seq(CLUBS, JACK, 5)),  # the carré of jacks is 200
        ("N 100 A♣ 6", HEARTS, seq(CLUBS, ACE, 6)),  # a length: a sequence
        ("N 100 10♣", HEARTS, Announcement.carre(TEN)),  # no cent tops at the ten
        ("N 100 K", HEARTS, Announcement.carre(KING)),  # a rank alone: a carré
        ("N 100 dames", HEARTS, Announcement.carre(QUEEN)),
        ("E 150 9", HEARTS, Announcement.carre(NINE)),
        ("E 200 J", HEARTS, Announcement.carre(JACK)),
        ("E 200 V", None, Announcement.carre(JACK)),
        ("E 200 J", ALL_TRUMP, Announcement.carre(JACK)),  # TA: as RULES.md
        # VARIANTS.md, sans atout: carrés A 200, 10 150, K Q J 9 100.
        ("E 200 A", NO_TRUMP, Announcement.carre(ACE)),
        ("E 150 10", NO_TRUMP, Announcement.carre(TEN)),
        ("E 100 J", NO_TRUMP, Announcement.carre(JACK)),
        ("E 100 9", NO_TRUMP, Announcement.carre(NINE)),
    ],
)
def test_parse_declaration_by_value(text: str, trump: int | None,
                                    expected: Announcement) -> None:
    d = parse_declaration(text, "fr" if "R♠" in text else "en", trump)
    assert d.announcement == expected


@pytest.mark.parametrize(
    ("text", "trump", "message"),
    [
        # 100 with a card that tops a cent and whose rank makes a carré of 100: two.
        ("N 100 A♥", HEARTS, "'100 A♥' names two announcements worth 100, a cent and a "
                             "carré: write 'cent A♥' or 'carré A'"),
        ("N 100 K♠", SPADES, "write 'cent K♠' or 'carré K'"),
        ("N 100 J♠", NO_TRUMP, "write 'cent J♠' or 'carré J'"),  # SA: a carré J is 100
        ("N 30 A♥", HEARTS, "'30' is the value of no announcement (20, 50, 100, 150 or 200; "
                            "or write tierce, cinquante, cent or carré)"),
        ("N 200 A♥", HEARTS, "no announcement worth 200 has 'A♥': 200 is the carré of "
                             "jacks ('200 J')"),
        ("N 200 J", NO_TRUMP, "no announcement worth 200 has 'J': 200 is under sans atout "
                              "the carré of aces ('200 A')"),
        # Under sans atout the jacks' carré is worth 100 (VARIANTS.md), so '200 V♥' is no
        # carré's rank with a suit, as it is under a trump suit, but the value of another.
        ("N 200 V♥", NO_TRUMP, "no announcement worth 200 has 'V♥': 200 is under sans "
                               "atout the carré of aces ('200 A')"),
        ("N 50 A", HEARTS, "no announcement worth 50 has 'A': 50 is a cinquante"),
        ("N 20 8♥", HEARTS, "no tierce of 3 cards has 8♥"),
        ("N 100 9♥", HEARTS, "no cent of 5 cards has 9♥"),  # the carré of nines is 150
        ("N 150 9 ♠", HEARTS, "unexpected '♠'"),
        ("N 100 11♥", HEARTS, "unknown card '11♥'"),
        # A carré's value with sevens or eights: no carré of theirs scores (RULES.md), as
        # 'carré 8' says; it said "unknown card '8'". A sequence's value with a rank alone
        # is told what the value names, as '50 A' is, where it said "unknown card '8'".
        ("N 150 8", HEARTS, "a carré of 8 scores nothing: it is not an announcement"),
        ("N 100 7", HEARTS, "a carré of 7 scores nothing: it is not an announcement"),
        ("N 50 8", HEARTS, "no announcement worth 50 has '8': 50 is a cinquante, four cards "
                           "in sequence ('50 A♥': A♥ to J♥)"),
        ("N 20 7", HEARTS, "no announcement worth 20 has '7': 20 is a tierce, three cards "
                           "in sequence ('20 A♥': A♥ K♥ Q♥)"),
        ("N 50 eight", HEARTS, "no announcement worth 50 has 'eight': 50 is a cinquante"),
        # A rank alone is a carré's (the carré of aces is worth 100): no length after it.
        ("N 100 A 6", HEARTS, "unexpected '6' after the carré's rank"),
    ],
)
def test_parse_declaration_by_value_errors(text: str, trump: int, message: str) -> None:
    with pytest.raises(CardError) as info:
        parse_declaration(text, "en", trump)
    assert message in str(info.value)


def test_d_after_the_seat_is_read_as_everywhere_else() -> None:
    # 'd' is a filler word (as 'de' and 'of'), and 'd' before a rank is the 'd'' of that
    # rank written without its apostrophe, right after the seat too: 'N d tierce A♥' is
    # 'N tierce A♥', and 'N d as' is 'N d'as', an announcement without its kind (the
    # incomplete line, at the seat), not an unknown kind 'd'.
    assert parse_declaration("N d tierce A♥", "fr") == parse_declaration("N tierce A♥", "fr")
    for text in ("N d as", "N d'as"):
        assert_refused(text, "fr", HEARTS, 0, "incomplete announcement")


def test_a_value_of_two_announcements_is_said_in_french() -> None:
    with pytest.raises(CardError) as info:
        parse_declaration("O 100 RC", "fr", HEARTS)
    assert describe_reason(info.value.reason, "fr") == (
        "'100 RC' désigne deux annonces de 100, un cent et un carré\u00a0: écrivez "
        "'cent R♥' ou 'carré R'")


@pytest.mark.parametrize(
    ("text", "lang", "trump", "expected"),
    [
        # The values in French words, as the digits: vingt 20 (a tierce), cent cinquante 150
        # (the carré of nines), deux cents 200 (the carré of jacks), RULES.md's values.
        ("W vingt A♥", "en", HEARTS, seq(HEARTS, ACE, 3)),
        ("annonce: O vingt R♠", "fr", HEARTS, seq(SPADES, KING, 3)),
        ("W Vingt 9♣", "fr", None, seq(CLUBS, NINE, 3)),
        ("E cent cinquante 9", "fr", HEARTS, Announcement.carre(NINE)),
        ("E cent cinquante de neuf", "en", HEARTS, Announcement.carre(NINE)),
        ("E Cent-Cinquante neuf", "fr", HEARTS, Announcement.carre(NINE)),
        ("E cent,cinquante 9", "en", HEARTS, Announcement.carre(NINE)),  # a comma: a space
        ("E deux cents V", "fr", HEARTS, Announcement.carre(JACK)),
        ("E deux cent J", "en", HEARTS, Announcement.carre(JACK)),
        ("E deux-cents de valets", "fr", HEARTS, Announcement.carre(JACK)),
        ("E deux-cent jacks", "en", None, Announcement.carre(JACK)),
        ("E deux cents J", "en", ALL_TRUMP, Announcement.carre(JACK)),  # TA: as RULES.md
        # VARIANTS.md, sans atout: carrés A 200, 10 150, K Q J 9 100; sequences as ever.
        ("E deux cents as", "fr", NO_TRUMP, Announcement.carre(ACE)),
        ("E cent cinquante 10", "en", NO_TRUMP, Announcement.carre(TEN)),
        ("E vingt A♥", "en", NO_TRUMP, seq(HEARTS, ACE, 3)),
        # 'cent' before a rank alone is read as '100' is: the carré worth 100 of that rank
        # (players' 'cent d'as'), since a sequence names its top card with its suit.
        ("N cent as", "fr", HEARTS, Announcement.carre(ACE)),
        ("N cent d'as", "fr", HEARTS, Announcement.carre(ACE)),
        ("N cent d’as", "en", SPADES, Announcement.carre(ACE)),
        ("N cent de rois", "fr", HEARTS, Announcement.carre(KING)),
        ("N cent D", "fr", HEARTS, Announcement.carre(QUEEN)),
        ("N cent 10", "en", None, Announcement.carre(TEN)),
        ("N cent V", "fr", NO_TRUMP, Announcement.carre(JACK)),  # SA: the jacks' carré is 100
        ("N cent 9", "en", NO_TRUMP, Announcement.carre(NINE)),
        ("N carré d'as", "fr", HEARTS, Announcement.carre(ACE)),
        ("N 100 d'as", "en", HEARTS, Announcement.carre(ACE)),  # 'd'as' is no card
        # d' before any rank, word, letter or digit, as before 'as'; 'd' without its
        # apostrophe as 'd'' before a rank, else a filler word as 'de' is; 'd' last is the
        # queen (D, dame) it always was.
        ("N cent d'A", "fr", HEARTS, Announcement.carre(ACE)),
        ("N cent d'R", "fr", HEARTS, Announcement.carre(KING)),
        ("N cent D’10", "en", HEARTS, Announcement.carre(TEN)),
        ("N cent d'V", "fr", NO_TRUMP, Announcement.carre(JACK)),  # SA: 100 is the jacks'
        ("N carré d'V", "fr", HEARTS, Announcement.carre(JACK)),
        ("N deux cents d'V", "fr", HEARTS, Announcement.carre(JACK)),
        ("N cent cinquante d'9", "en", HEARTS, Announcement.carre(NINE)),
        ("N cent d as", "fr", HEARTS, Announcement.carre(ACE)),
        ("N cent d as", "en", HEARTS, Announcement.carre(ACE)),  # as 'cent d'as', no card
        ("N cent d rois", "fr", HEARTS, Announcement.carre(KING)),
        ("N carré d A", "en", HEARTS, Announcement.carre(ACE)),
        ("N cent cinquante d neuf", "fr", HEARTS, Announcement.carre(NINE)),
        ("N cent d A♥", "en", HEARTS, seq(HEARTS, ACE, 5)),  # a filler before a card
        ("N tierce d R♠", "fr", HEARTS, seq(SPADES, KING, 3)),
        ("N cent d", "fr", HEARTS, Announcement.carre(QUEEN)),
        ("N carré d", "en", HEARTS, Announcement.carre(QUEEN)),
        ("N cent d d", "fr", HEARTS, Announcement.carre(QUEEN)),
        # 'cinquante' and 'cent' before a card keep naming the sequences; 'as' is a card in
        # an English file, the ace of spades (S): 'cent as' is the cent to A♠ there.
        ("N cinquante R♠", "fr", HEARTS, seq(SPADES, KING, 4)),
        ("N cent A♥", "en", HEARTS, seq(HEARTS, ACE, 5)),
        ("N cent A♥", "en", NO_TRUMP, seq(HEARTS, ACE, 5)),
        ("N cent as", "en", HEARTS, seq(SPADES, ACE, 5)),
        ("N cent VC", "fr", HEARTS, seq(HEARTS, JACK, 5)),
        ("N cent A♣ 6", "en", HEARTS, seq(CLUBS, ACE, 6)),
    ],
)
def test_parse_declaration_by_value_in_words(text: str, lang: str, trump: int | None,
                                             expected: Announcement) -> None:
    assert parse_declaration(text, lang, trump).announcement == expected


@pytest.mark.parametrize(
    ("text", "lang", "trump", "offset", "message"),
    [
        # As the digits say it: the value, the word at fault and what the value names.
        ("N vingt K", "en", HEARTS, 8, "no announcement worth 20 has 'K': 20 is a tierce, "
                                       "three cards in sequence ('20 A♥': A♥ K♥ Q♥)"),
        ("N vingt 8♥", "en", HEARTS, 8, "no tierce of 3 cards has 8♥"),
        ("N vingt A♥ 4", "en", HEARTS, 11, "a tierce cannot have 4 cards"),
        ("N cent cinquante A♥", "en", HEARTS, 17,
         "no announcement worth 150 has 'A♥': 150 is the carré of nines ('150 9')"),
        ("N cent cinquante 9", "en", NO_TRUMP, 17, "no announcement worth 150 has '9': 150 "
                                                   "is under sans atout the carré of tens "
                                                   "('150 10')"),
        ("N cent cinquante 8", "en", HEARTS, 17,
         "a carré of 8 scores nothing: it is not an announcement"),
        ("N cent cinquante 11♥", "en", HEARTS, 17, "unknown card '11♥'"),
        ("N deux cents A", "en", HEARTS, 13,
         "no announcement worth 200 has 'A': 200 is the carré of jacks ('200 J')"),
        ("N deux-cents V", "fr", NO_TRUMP, 13, "no announcement worth 200 has 'V': 200 is "
                                               "under sans atout the carré of aces ('200 A')"),
        ("N deux cents J ♠", "en", HEARTS, 15, "unexpected '♠' after the carré's rank"),
        ("N cent cinquante", "en", HEARTS, 0, "incomplete announcement 'N cent cinquante'"),
        ("annonce: N deux cents", "fr", HEARTS, 9,
         "incomplete announcement 'annonce: N deux cents'"),
        # 'deux' begins one value in words, 'deux cents' (200), which the error says.
        ("N deux A♥", "en", HEARTS, 2, "unknown announcement 'deux': a value in words "
                                       "begins with it only in 'deux cents' (200, the carré "
                                       "of jacks ('200 J'))"),
        ("annonce: O Deux valets", "fr", None, 11, "unknown announcement 'Deux': a value in "
                                                   "words begins with it only in 'deux "
                                                   "cents' (200, the carré of jacks"),
        ("N deux cinquante K♠", "en", HEARTS, 2, "begins with it only in 'deux cents'"),
        ("N deux as", "fr", NO_TRUMP, 2, "only in 'deux cents' (200, under sans atout the "
                                         "carré of aces ('200 A'))"),
        ("N deux", "en", HEARTS, 0, "incomplete announcement 'N deux'"),  # as before
        # 'two' likewise begins one value in words, 'two hundred', where it was an unknown
        # announcement alone.
        ("N two A♥", "en", HEARTS, 2, "unknown announcement 'two': a value in words "
                                      "begins with it only in 'two hundred' (200, the "
                                      "carré of jacks ('200 J'))"),
        ("annonce: O Two valets", "fr", None, 11, "unknown announcement 'Two': a value in "
                                                  "words begins with it only in 'two "
                                                  "hundred' (200, the carré of jacks"),
        ("N two as", "en", NO_TRUMP, 2, "only in 'two hundred' (200, under sans atout the "
                                        "carré of aces ('200 A'))"),
        ("N two", "en", HEARTS, 0, "incomplete announcement 'N two'"),
        ("N twos A♥", "en", HEARTS, 2, "unknown announcement 'twos' (expected tierce, "
                                       "cinquante, cent or carré)"),
        ("N deuxième A♥", "en", HEARTS, 2, "unknown announcement 'deuxième' (expected "
                                           "tierce, cinquante, cent or carré)"),
        # 'cent' and a rank whose carré is not worth 100: what 100 is, as '100 J' says.
        ("N cent J", "en", HEARTS, 7, "no announcement worth 100 has 'J': 100 is a cent, "
                                      "five cards in sequence ('cent A♥'), or a carré of "
                                      "tens, kings, queens or aces ('carré K')"),
        ("N cent as", "fr", NO_TRUMP, 7, "no announcement worth 100 has 'as': 100 is a "
                                         "cent, five cards in sequence ('cent A♥'), or under "
                                         "sans atout a carré of kings, queens, jacks or "
                                         "nines ('carré K')"),
        ("N cent 8", "en", HEARTS, 7, "a carré of 8 scores nothing: it is not an announcement"),
        # A rank after d' or d is named without it.
        ("N cent d'V", "fr", HEARTS, 7, "no announcement worth 100 has 'V': 100 is a cent"),
        ("N cent d 8", "en", HEARTS, 7, "a carré of 8 scores nothing: it is not an announcement"),
        ("N carré d'huit", "fr", HEARTS, 8,
         "a carré of huit scores nothing: it is not an announcement"),
        ("N tierce d'A", "fr", HEARTS, 9, "'A' is a rank without its suit: a sequence names "
                                          "its top card with its suit ('tierce A♥')"),
        ("N cent d'Z♥", "en", HEARTS, 7, "unknown card \"d'Z♥\""),  # d' before no card
        ("d tierce A♥", "en", HEARTS, 0, "unknown seat 'd'"),  # no filler in the seat's place
        # With a length after it the rank is the top of a sequence without its suit.
        ("N cent V 6", "fr", HEARTS, 7, "'V' is a rank without its suit: a sequence names "
                                        "its top card with its suit ('cent J♥')"),
    ],
)
def test_parse_declaration_by_value_in_words_errors(text: str, lang: str, trump: int,
                                                    offset: int, message: str) -> None:
    assert_refused(text, lang, trump, offset, message)


def test_a_value_in_words_is_said_in_french() -> None:
    with pytest.raises(CardError) as info:
        parse_declaration("O cent cinquante A♥", "fr", HEARTS)
    assert describe_reason(info.value.reason, "fr") == (
        "aucune annonce de 150 n'a 'A♥'\u00a0: 150, c'est le carré de neuf ('150 9')")
    with pytest.raises(CardError) as info:
        parse_declaration("O cent as", "fr", NO_TRUMP)
    assert describe_reason(info.value.reason, "fr").startswith(
        "aucune annonce de 100 n'a 'as'\u00a0: 100, c'est un cent, cinq cartes qui se "
        "suivent ('cent A♥'), ou à sans atout un carré de rois")


def test_deux_alone_is_said_in_french() -> None:
    with pytest.raises(CardError) as info:
        parse_declaration("O deux V", "fr", HEARTS)
    assert describe_reason(info.value.reason, "fr") == (
        "annonce inconnue 'deux'\u00a0: une valeur en lettres ne commence ainsi que dans "
        "'deux cents' (200, le carré de valets ('200 V'))")
    with pytest.raises(CardError) as info:
        parse_declaration("O deux as", "fr", NO_TRUMP)
    assert describe_reason(info.value.reason, "fr") == (
        "annonce inconnue 'deux'\u00a0: une valeur en lettres ne commence ainsi que dans "
        "'deux cents' (200, à sans atout le carré d'as ('200 A'))")


def test_two_alone_is_said_in_french() -> None:
    with pytest.raises(CardError) as info:
        parse_declaration("W two J", "en", HEARTS)
    assert describe_reason(info.value.reason, "fr") == (
        "annonce inconnue 'two'\u00a0: une valeur en lettres ne commence ainsi que dans "
        "'two hundred' (200, le carré de valets ('200 V'))")


@pytest.mark.parametrize(("lang", "message"), [
    # The card as written after d', at the d' (column 18: 'annonce: E carré ' is 17
    # characters, é one), where it said "d'A♥".
    ("en", "unknown rank 'A♥' for a carré (expected J, 9, A, 10, K or Q)"),
    ("fr", "rang inconnu 'A♥' pour un carré (attendu V, 9, A, 10, R ou D)"),
])
def test_cli_announce_line_with_a_carre_of_a_card_after_d(tmp_path: Path, lang: str,
                                                          message: str) -> None:
    result = score_deal_file(tmp_path, "annonce: E carré d'A♥", "--lang", lang,
                             deal=FRENCH_DEAL)
    assert_refused_at_line_1(result, 18, message)


@pytest.mark.parametrize(("lang", "message"), [
    # At 'two' (column 13: 'announce: N ' is 12 characters), as 'deux' is said.
    ("en", "unknown announcement 'two': a value in words begins with it only in 'two "
           "hundred' (200, the carré of jacks ('200 J'))"),
    ("fr", "annonce inconnue 'two'\u00a0: une valeur en lettres ne commence ainsi que dans "
           "'two hundred' (200, le carré de valets ('200 V'))"),
])
def test_cli_announce_line_with_two_names_two_hundred(tmp_path: Path, lang: str,
                                                      message: str) -> None:
    result = score_deal_file(tmp_path, "announce: N two A♥", "--lang", lang)
    assert_refused_at_line_1(result, 13, message)


@pytest.mark.parametrize(
    ("text", "lang", "trump", "offset"),
    [
        # A value only a carré has (150, 200) with a card that has a suit: a carré names
        # its rank, so this is the error of 'carré V♥', where the suit was dropped and the
        # carré of its rank read.
        ("N 200 V♥", "fr", HEARTS, 6),
        ("N deux cents V♥", "fr", HEARTS, 13),
        ("N deux-cents J♥", "en", None, 13),
        ("N 200 J♥", "en", ALL_TRUMP, 6),
        ("N 150 9♥", "en", HEARTS, 6),
        ("N cent cinquante 9♦", "en", HEARTS, 17),
        ("N 150 10♠", "en", NO_TRUMP, 6),  # SA: 150 is the carré of tens
        ("N 200 A♥", "en", NO_TRUMP, 6),  # SA: 200 is the carré of aces
    ],
)
def test_a_carres_value_with_a_suit_is_the_error_of_carre_with_a_suit(
        text: str, lang: str, trump: int | None, offset: int) -> None:
    card_text = text.split()[-1]
    error = refused(text, lang, trump)
    assert error.offset == offset
    assert str(error) == (f"unknown rank '{card_text}' for a carré (expected J, 9, A, 10, K "
                          f"or Q)")
    assert error.reason == refused(f"N carré {card_text}", lang, trump).reason
    assert describe_reason(error.reason, "fr") == (
        f"rang inconnu '{card_text}' pour un carré (attendu V, 9, A, 10, R ou D)")


def test_a_value_with_a_suit_outside_any_carre_is_unchanged() -> None:
    # 200 A♥ (the aces' carré is 100 with a suit as trump) is still no announcement worth
    # 200; 100 10♣ is still the carré of tens (no cent tops at the ten).
    with pytest.raises(AnnouncementError, match="no announcement worth 200 has 'A♥'"):
        parse_declaration("N 200 A♥", "en", HEARTS)
    assert parse_declaration("N 100 10♣", "en", HEARTS).announcement == Announcement.carre(TEN)


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        # d' before a card with its suit is the card ('cent d'A♥' is 'cent A♥'), where it
        # was an unknown card "d'A♥"; before a rank alone it is still the rank.
        ("N cent d'A♥", "fr", seq(HEARTS, ACE, 5)),
        ("N cent d'A♥", "en", seq(HEARTS, ACE, 5)),
        ("N cent d’AC 6", "en", seq(CLUBS, ACE, 6)),
        ("N cinquante d'RC", "fr", seq(HEARTS, KING, 4)),  # C is cœur in a French file
        ("N tierce D'10♦", "en", seq(DIAMONDS, TEN, 3)),
        ("N 50 d'V♠", "en", seq(SPADES, JACK, 4)),
        ("N cent d'as", "en", Announcement.carre(ACE)),  # 'as' is a rank after d'
    ],
)
def test_d_before_a_card_is_the_card(text: str, lang: str, expected: Announcement) -> None:
    assert parse_declaration(text, lang, HEARTS).announcement == expected


@pytest.mark.parametrize(
    ("text", "lang", "offset", "card_text"),
    [
        # A card after d' where a carré names its rank: the card named as written after
        # d', as a rank after d' is ('carré d'huit': 'huit'), at the word (the d'), where
        # the error named "d'A♥".
        ("N carré d'A♥", "en", 8, "A♥"),
        ("N carré d’A♥", "fr", 8, "A♥"),
        ("N carré d'RC", "fr", 8, "RC"),
        ("N quatre d'8♥", "en", 9, "8♥"),
        ("N 200 d'V♥", "fr", 6, "V♥"),
        ("N deux cents d'J♥", "en", 13, "J♥"),
        ("N carré d A♥", "en", 10, "A♥"),  # 'd' a filler: the card's own word, as before
        ("N carré d'Z", "en", 8, "d'Z"),  # no card after d': the word whole, as before
    ],
)
def test_a_card_after_d_is_named_without_it_by_a_carre(text: str, lang: str, offset: int,
                                                       card_text: str) -> None:
    error = refused(text, lang, HEARTS)
    assert error.offset == offset
    assert error.reason == Reason("carre_rank", {"word": card_text})
    quoted = repr(card_text)
    assert str(error) == f"unknown rank {quoted} for a carré (expected J, 9, A, 10, K or Q)"
    assert describe_reason(error.reason, "fr") == (
        f"rang inconnu {quoted} pour un carré (attendu V, 9, A, 10, R ou D)")


@pytest.mark.parametrize(
    ("text", "lang", "offset", "message"),
    [
        # A rank in words where a sequence names its top card: what 'tierce A' says, a rank
        # without its suit, where it said "unknown card 'king'" ('as' in a French file:
        # "unknown card 'as': S is not a suit letter in French").
        ("N tierce as", "fr", 9, "'as' is a rank without its suit: a sequence names its "
                                 "top card with its suit ('tierce A♥')"),
        ("N tierce king", "en", 9, "'king' is a rank without its suit: a sequence names "
                                   "its top card with its suit ('tierce K♥')"),
        ("N tierce roi", "fr", 9, "'roi' is a rank without its suit: a sequence names its "
                                  "top card with its suit ('tierce K♥')"),
        ("N cinquante dix", "fr", 12, "'dix' is a rank without its suit: a sequence names "
                                      "its top card with its suit ('cinquante 10♥')"),
        ("N cent queens 6", "en", 7, "'queens' is a rank without its suit: a sequence "
                                     "names its top card with its suit ('cent Q♥')"),
        # Too low to top the sequence: A♥ as the example, as 'tierce 8' has.
        ("N tierce huit", "fr", 9, "'huit' is a rank without its suit: a sequence names "
                                   "its top card with its suit ('tierce A♥')"),
        ("N tierce seven", "en", 9, "'seven' is a rank without its suit: a sequence names "
                                    "its top card with its suit ('tierce A♥')"),
        # A word that is no rank is still an unknown card.
        ("N tierce kings♥", "en", 9, "unknown card 'kings♥'"),
    ],
)
def test_a_rank_in_words_is_a_rank_without_its_suit(text: str, lang: str, offset: int,
                                                    message: str) -> None:
    error = refused(text, lang, HEARTS)
    assert str(error) == message
    assert error.offset == offset


@pytest.mark.parametrize(
    ("text", "lang", "offset", "message"),
    [
        # A rank in words after d' where a sequence names its top card: what 'tierce A'
        # says, a rank without its suit, where it said "unknown card 'd'as'".
        ("N tierce d'as", "fr", 9, "'as' is a rank without its suit: a sequence names its "
                                   "top card with its suit ('tierce A♥')"),
        ("N tierce d'as", "en", 9, "'as' is a rank without its suit: a sequence names its "
                                   "top card with its suit ('tierce A♥')"),
        ("N tierce d as", "fr", 9, "'as' is a rank without its suit"),
        ("N cinquante d'rois", "fr", 12, "'rois' is a rank without its suit: a sequence "
                                         "names its top card with its suit ('cinquante "
                                         "K♥')"),
        ("N tierce d'huit", "fr", 9, "'huit' is a rank without its suit: a sequence names "
                                     "its top card with its suit ('tierce A♥')"),
        ("N cent d'valets 6", "fr", 7, "'valets' is a rank without its suit: a sequence "
                                       "names its top card with its suit ('cent J♥')"),
    ],
)
def test_a_rank_in_words_after_d_is_a_rank_without_its_suit(
        text: str, lang: str, offset: int, message: str) -> None:
    assert_refused(text, lang, HEARTS, offset, message)


def test_a_rank_in_words_after_d_is_said_in_french() -> None:
    words = refused("O tierce d'as", "fr", HEARTS)
    letter = refused("O tierce A", "fr", HEARTS)
    assert describe_reason(words.reason, "fr") == (
        "'as' est un rang sans sa couleur\u00a0: une séquence nomme sa carte haute avec sa "
        "couleur ('tierce A♥')")
    assert describe_reason(letter.reason, "fr") == describe_reason(
        words.reason, "fr").replace("'as'", "'A'")


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        # Four of a rank, as players say a carré: 'quatre rois' is 'carré de rois'.
        ("N quatre rois", "fr", Announcement.carre(KING)),
        ("N quatre as", "fr", Announcement.carre(ACE)),
        ("N quatre as", "en", Announcement.carre(ACE)),  # a carré's rank: 'as' no card
        ("N Quatre valets", "fr", Announcement.carre(JACK)),
        ("N quatre neuf", "fr", Announcement.carre(NINE)),
        ("N quatre d'as", "fr", Announcement.carre(ACE)),
        ("N four kings", "en", Announcement.carre(KING)),
        ("N four of queens", "en", Announcement.carre(QUEEN)),
        ("N four 10", "en", Announcement.carre(TEN)),
        # Hyphenated, as the unhyphenated forms (it said "incomplete announcement").
        ("N quatre-rois", "fr", Announcement.carre(KING)),
        ("N Quatre-Valets", "fr", Announcement.carre(JACK)),
        ("N quatre-neufs", "fr", Announcement.carre(NINE)),
        ("N quatre-d'as", "fr", Announcement.carre(ACE)),
        ("annonce: N quatre-as", "fr", Announcement.carre(ACE)),
        ("N four-kings", "en", Announcement.carre(KING)),
        ("N Four-Aces", "en", Announcement.carre(ACE)),
        ("N four-10", "en", Announcement.carre(TEN)),
    ],
)
def test_four_of_a_rank_is_a_carre(text: str, lang: str, expected: Announcement) -> None:
    assert parse_declaration(text, lang, HEARTS).announcement == expected


@pytest.mark.parametrize(
    ("text", "lang", "offset", "message"),
    [
        # As 'carré' says it: sevens and eights score nothing, a card is no rank.
        ("N quatre huit", "fr", 9, "a carré of huit scores nothing: it is not an "
                                   "announcement"),
        ("N four sevens", "en", 7, "a carré of sevens scores nothing"),
        ("N quatre R♥", "fr", 9, "unknown rank 'R♥' for a carré (expected J, 9, A, 10, K "
                                 "or Q)"),
        ("N quatre rois ♠", "fr", 14, "unexpected '♠' after the carré's rank"),
        ("N four", "en", 0, "incomplete announcement 'N four'"),
        # Hyphenated, the rank's errors at the rank's own column ('N quatre-' is 9 long).
        ("N quatre-huit", "fr", 9, "a carré of huit scores nothing"),
        ("N four-sevens", "en", 7, "a carré of sevens scores nothing"),
        ("N quatre-rois ♠", "fr", 14, "unexpected '♠' after the carré's rank"),
        ("N quatre-R♥", "fr", 9, "unknown rank 'R♥' for a carré"),
    ],
)
def test_four_of_a_rank_errors(text: str, lang: str, offset: int, message: str) -> None:
    assert_refused(text, lang, HEARTS, offset, message)


def test_four_of_a_rank_is_said_in_french() -> None:
    assert describe_reason(refused("O quatre sept", "fr", HEARTS).reason, "fr") == (
        "un carré de sept ne vaut rien\u00a0: ce n'est pas une annonce")


@pytest.mark.parametrize(
    ("text", "lang", "trump", "expected"),
    [
        # The values in English words, as the French ones and the digits (RULES.md): twenty
        # 20 (a tierce), hundred and fifty 150 (the carré of nines), two hundred 200 (the
        # carré of jacks); fifty and hundred name the sequences as cinquante and cent do.
        ("W twenty A♥", "en", HEARTS, seq(HEARTS, ACE, 3)),
        ("W Twenty 9♣", "en", None, seq(CLUBS, NINE, 3)),
        ("W twenty R♠", "fr", HEARTS, seq(SPADES, KING, 3)),  # in a French file too
        ("E fifty K♠", "en", HEARTS, seq(SPADES, KING, 4)),
        ("E hundred and fifty 9", "en", HEARTS, Announcement.carre(NINE)),
        ("E hundred fifty nines", "en", HEARTS, Announcement.carre(NINE)),
        ("E one hundred and fifty of nines", "en", HEARTS, Announcement.carre(NINE)),
        ("E One-Hundred-Fifty 9", "en", HEARTS, Announcement.carre(NINE)),
        ("E a hundred and fifty tens", "en", NO_TRUMP, Announcement.carre(TEN)),  # SA
        ("E two hundred J", "en", HEARTS, Announcement.carre(JACK)),
        ("E two-hundred jacks", "en", None, Announcement.carre(JACK)),
        ("E Two Hundred of jacks", "en", ALL_TRUMP, Announcement.carre(JACK)),
        ("E two hundred aces", "en", NO_TRUMP, Announcement.carre(ACE)),  # SA
        # hundred (one hundred, a hundred) before a rank alone: the carré worth 100, as
        # cent d'as is; before a card the cent, as cent A♥ is.
        ("N hundred aces", "en", HEARTS, Announcement.carre(ACE)),
        ("N hundred kings", "en", HEARTS, Announcement.carre(KING)),
        ("N hundred of aces", "en", HEARTS, Announcement.carre(ACE)),
        ("N one hundred queens", "en", HEARTS, Announcement.carre(QUEEN)),
        ("N a hundred tens", "en", HEARTS, Announcement.carre(TEN)),
        ("N hundred jacks", "en", NO_TRUMP, Announcement.carre(JACK)),  # SA: jacks 100
        ("N hundred d'as", "fr", HEARTS, Announcement.carre(ACE)),
        ("N hundred A♥", "en", HEARTS, seq(HEARTS, ACE, 5)),
        ("N one hundred A♥", "en", HEARTS, seq(HEARTS, ACE, 5)),
        ("N a hundred K♠ 6", "en", HEARTS, seq(SPADES, KING, 6)),
        ("N hundred as", "en", HEARTS, seq(SPADES, ACE, 5)),  # as cent as: A♠ there
    ],
)
def test_values_in_english_words(text: str, lang: str, trump: int | None,
                                 expected: Announcement) -> None:
    assert parse_declaration(text, lang, trump).announcement == expected


@pytest.mark.parametrize(
    ("text", "trump", "offset", "message"),
    [
        # As the digits say it, at the word at fault.
        ("N twenty K", HEARTS, 9, "no announcement worth 20 has 'K': 20 is a tierce, three "
                                  "cards in sequence ('20 A♥': A♥ K♥ Q♥)"),
        ("N twenty 8♥", HEARTS, 9, "no tierce of 3 cards has 8♥"),
        ("N hundred and fifty A♥", HEARTS, 20,
         "no announcement worth 150 has 'A♥': 150 is the carré of nines ('150 9')"),
        ("N hundred and fifty 9♥", HEARTS, 20, "unknown rank '9♥' for a carré"),
        ("N one hundred fifty eights", HEARTS, 20,
         "a carré of eights scores nothing: it is not an announcement"),
        ("N two hundred A", HEARTS, 14,
         "no announcement worth 200 has 'A': 200 is the carré of jacks ('200 J')"),
        ("N two-hundred J", NO_TRUMP, 14, "no announcement worth 200 has 'J': 200 is under "
                                          "sans atout the carré of aces ('200 A')"),
        ("N two hundred J ♠", HEARTS, 16, "unexpected '♠' after the carré's rank"),
        ("N hundred J", HEARTS, 10, "no announcement worth 100 has 'J': 100 is a cent, five "
                                    "cards in sequence ('cent A♥'), or a carré of tens, "
                                    "kings, queens or aces ('carré K')"),
        ("N a hundred aces", NO_TRUMP, 12, "no announcement worth 100 has 'aces': 100 is a "
                                           "cent, five cards in sequence ('cent A♥'), or "
                                           "under sans atout a carré of kings"),
        ("N hundred eights", HEARTS, 10, "a carré of eights scores nothing"),
        ("N one hundred fifty", HEARTS, 0, "incomplete announcement 'N one hundred fifty'"),
        ("N two hundred", HEARTS, 0, "incomplete announcement 'N two hundred'"),
    ],
)
def test_values_in_english_words_errors(text: str, trump: int, offset: int,
                                        message: str) -> None:
    assert_refused(text, "en", trump, offset, message)


def test_a_value_in_english_words_is_said_in_french() -> None:
    assert describe_reason(refused("O hundred and fifty A♥", "en", HEARTS).reason, "fr") == (
        "aucune annonce de 150 n'a 'A♥'\u00a0: 150, c'est le carré de neuf ('150 9')")


def test_values_in_words_are_written_back_by_name() -> None:
    # dumps writes each announcement by its kind, however the file wrote it.
    text = ("atout: ♥\nrègles: announcements=on\nannonce: N vingt A♥\n"
            "annonce: E cent cinquante 9\nannonce: S deux cents V\nannonce: O cent d'as\n"
            "NS: 7♠ 8♠ 9♠ 10♠ V♠ D♠ R♠ A♠ 7♥ 8♥ 9♥ 10♥ V♥ D♥ R♥ A♥\ndernier: NS\n")
    lines = [line for line in dumps(loads(text)).splitlines() if line.startswith("announce")]
    assert lines == ["announce: N tierce AH", "announce: E carré 9", "announce: S carré J",
                     "announce: W carré A"]


@pytest.mark.parametrize(
    ("decl", "line"),
    [
        (Declaration(Seat.N, seq(HEARTS, ACE, 3)), "announce: N tierce AH"),
        (Declaration(Seat.E, seq(SPADES, TEN, 4)), "announce: E cinquante 10S"),
        (Declaration(Seat.S, seq(CLUBS, JACK, 5)), "announce: S cent JC"),
        (Declaration(Seat.W, seq(DIAMONDS, ACE, 8)), "announce: W cent AD 8"),
        (Declaration(Seat.W, Announcement.carre(JACK)), "announce: W carré J"),
    ],
)
def test_format_declaration_round_trip(decl: Declaration, line: str) -> None:
    assert format_declaration(decl) == line
    assert parse_declaration(line) == decl


def test_named_in_both_languages() -> None:
    assert name_of(seq(HEARTS, ACE, 3)) == "tierce A♥"
    # A French sentence names a carré as the French rule book does (it said 'carré V',
    # the deal file's notation, which the file keeps).
    assert [name_of(Announcement.carre(rank), "fr") for rank in (JACK, NINE, ACE, TEN, KING,
                                                                 QUEEN)] == [
        "carré de valets", "carré de neuf", "carré d'as", "carré de dix", "carré de rois",
        "carré de dames"]
    assert name_of(Declaration(Seat.N, Announcement.carre(TEN)), "fr") == "N carré de dix"
    assert name_of(Announcement.carre(JACK)) == "carré J"
    assert name_of(seq(SPADES, KING, 6)) == "cent K♠ (6 cards)"
    # A French sentence says a sequence by its top card, as a French player does (the rule
    # book's 'carte de tête'): au roi, à la dame, à l'as (it said 'cent R♠', the deal
    # file's notation, which the file keeps).
    assert name_of(seq(SPADES, KING, 6), "fr") == "cent au R♠ (6 cartes)"
    assert name_of(Declaration(Seat.S, seq(SPADES, KING, 3)), "fr") == "S tierce au R♠"
    assert name_of(Declaration(Seat.W, seq(SPADES, KING, 3)), "fr") == "O tierce au R♠"
    assert [name_of(seq(HEARTS, top, 3), "fr") for top in (NINE, TEN, JACK, QUEEN, KING,
                                                           ACE)] == [
        "tierce au 9♥", "tierce au 10♥", "tierce au V♥", "tierce à la D♥", "tierce au R♥",
        "tierce à l'A♥"]
    assert name_of(seq(CLUBS, ACE, 4), "fr") == "cinquante à l'A♣"
    assert name_of(seq(CLUBS, QUEEN, 5), "fr") == "cent à la D♣"
    assert name_of(seq(HEARTS, ACE, 3)) == "tierce A♥"  # English unchanged
    # And a deal file reads each as the program says it: 'tierce à l'A♥' said the card
    # "l'A♥" unknown, 'à la D♥' the card 'la'.
    for top in (NINE, TEN, JACK, QUEEN, KING, ACE):
        said = name_of(Declaration(Seat.N, seq(HEARTS, top, 3)), "fr")
        assert parse_declaration(said, "fr") == Declaration(Seat.N, seq(HEARTS, top, 3))
    # The language-free form of the library's own messages: the deal file's, with symbols.
    assert seq(SPADES, KING, 6).symbols() == "cent K♠ 6"
    assert seq(CLUBS, QUEEN, 5).symbols() == "cent Q♣"  # five cards: no length written
    assert seq(CLUBS, QUEEN, 4).symbols() == "cinquante Q♣"
    assert Announcement.carre(JACK).symbols() == "carré J"


def words(notes: list[Reason], lang: str = "en") -> list[str]:
    """Notes of the library (codes and values) as the text catalogue words them."""
    return [describe_reason(note, lang) for note in notes]


# --- declarations checked against the cards played ----------------------------------------------

HANDS = [
    hand("AH KH QH JS JH JD JC 7S"),  # N: tierce A♥, carré J (J♥ not in the tierce)
    hand("7D 8D 9D 10D AS KS 8S 9S"),  # E: cinquante 10♦
    hand("QS 10S AD KD QD 7C 8C 9C"),  # S: tierce A♦, tierce 9♣
    hand("10H 9H 8H 7H 10C QC KC AC"),  # W: cinquante 10♥, tierce A♣
]


def test_all_hands_are_a_deck() -> None:
    deck = 0
    for h in HANDS:
        assert h.bit_count() == 8
        assert deck & h == 0
        deck |= h
    assert deck == (1 << 32) - 1


def test_true_declarations_are_accepted() -> None:
    decls = [parse_declaration(t) for t in ("N tierce A♥", "N carré J", "E cinquante 10♦")]
    accepted, problems = check_declarations(decls, HANDS)
    assert accepted == tuple(decls)
    assert problems == []


def test_false_declaration_is_reported_with_the_missing_cards() -> None:
    decls = [parse_declaration("S cinquante A♦"), parse_declaration("E tierce 10♦")]
    accepted, problems = check_declarations(decls, HANDS)
    assert accepted == (decls[1],)
    # A♦ K♦ Q♦ J♦: S did not play J♦ (N held it).
    assert problems == [Reason("false_missing", {"declaration": decls[0], "seat": Seat.S,
                                                 "cards": [card(DIAMONDS, JACK)]})]
    assert words(problems) == ["false announcement: S cinquante A♦ (S did not play J♦)"]


def test_false_declaration_in_french() -> None:
    _, problems = check_declarations([parse_declaration("O carré V")], HANDS)
    assert words(problems, "fr") == [
        "fausse annonce\xa0: O carré de valets (O n'a pas joué V♠ V♥ V♦ V♣)"]


def test_the_missing_cards_of_a_false_sequence_come_in_the_order_of_the_sequence() -> None:
    # E holds K♠ 9♠ of K♠ Q♠ J♠ 10♠ 9♠ and misses the three between, said as a player
    # counts a cent down from its top card, the ten after the jack (not after the king, as
    # in the order of strength); a carré's cards by suit, ♠ ♥ ♦ ♣.
    decls = [parse_declaration("E cent K♠"), parse_declaration("S carré 10")]
    _, problems = check_declarations(decls, HANDS)
    assert problems[0].params["cards"] == [card(SPADES, QUEEN), card(SPADES, JACK),
                                           card(SPADES, TEN)]
    assert words(problems) == [
        "false announcement: E cent K♠ (E did not play Q♠ J♠ 10♠)",
        "false announcement: S carré 10 (S did not play 10♥ 10♦ 10♣)"]
    assert words(problems, "fr")[0] == (
        "fausse annonce\xa0: E cent au R♠ (E n'a pas joué D♠ V♠ 10♠)")


def test_a_card_claimed_by_two_declarations_is_reported() -> None:
    # N holds K♥ Q♥ J♥ (a tierce to the king) but J♥ is already in the carré of jacks.
    decls = [parse_declaration("N carré J"), parse_declaration("N tierce K♥")]
    accepted, problems = check_declarations(decls, HANDS)
    assert accepted == (decls[0],)
    assert words(problems) == ["false announcement: N tierce K♥ (J♥ already serves in carré J)"]
    # French says the announcement with its article (it said 'déjà dans carré de valets').
    assert words(problems, "fr") == [
        "fausse annonce\xa0: N tierce au R♥ (V♥\xa0: déjà dans le carré de valets)"]
    # A card of a sequence: 'la tierce', 'le cinquante'.
    decls = [parse_declaration("N tierce K♥"), parse_declaration("N carré J")]
    _, problems = check_declarations(decls, HANDS)
    assert words(problems, "fr") == [
        "fausse annonce\xa0: N carré de valets (V♥\xa0: déjà dans la tierce au R♥)"]
    assert words(problems) == ["false announcement: N carré J (J♥ already serves in tierce K♥)"]


@pytest.mark.parametrize(("announcement", "french"), [
    (Announcement.sequence(DIAMONDS, ACE, 3), "la tierce à l'A♦"),
    (Announcement.sequence(SPADES, KING, 4), "le cinquante au R♠"),
    (Announcement.sequence(HEARTS, QUEEN, 6), "le cent à la D♥ (6 cartes)"),
    (Announcement.carre(NINE), "le carré de neuf")])
def test_play_offers_an_announcement_with_its_article_in_french(
        announcement: Announcement, french: str) -> None:
    # French names the announcement after the verb with its article, 'Annoncer la tierce',
    # 'le cinquante', 'le cent', 'le carré' (it said 'Annoncer tierce à l'A♦ ?'); the
    # English offer names it alone.
    assert say("prompt_announce", "fr", ann=announcement) == (
        f"Annoncer {french}\xa0? 1) oui  2) non")
    assert say("prompt_announce", "en", ann=announcement) == (
        f"Announce {name_of(announcement)}? 1) yes  2) no")


def test_declare_all_gives_each_seat_its_best_split() -> None:
    decls = declare_all(HANDS, HEARTS)
    assert [(d.seat, d.announcement.notation()) for d in decls] == [
        (Seat.N, "carré J"), (Seat.N, "tierce AH"),
        (Seat.E, "cinquante 10D"),
        (Seat.S, "tierce AD"), (Seat.S, "tierce 9C"),
        (Seat.W, "cinquante 10H"), (Seat.W, "tierce AC"),
    ]
    # NS holds the best (the carré of jacks): 200 + 20 + 20 + 20; EW nothing.
    assert declared_points(decls, HEARTS) == (260, 0)


# --- through score_deal (RULES.md, "Scoring a deal") ---------------------------------------------

def _score(points: tuple[int, int], taker: Seat, announcements: tuple[int, int],
           belote: Team | None = None, capot: Team | None = None,
           options: tuple[str, ...] = (), revokes: tuple[Revoke, ...] = ()) -> DealScore:
    return score_deal(HEARTS, points, Team.NS, taker, RuleSet.parse(options), belote=belote,
                      capot=capot, revokes=revokes, announcements=announcements)


def test_score_deal_made_adds_the_announcements() -> None:
    # Takers NS 97 / 65, NS's cinquante 50: 147 / 65.
    s = _score((97, 65), Seat.N, (50, 0))
    assert (s.result, s.score, s.announcements) == ("made", (147, 65), (50, 0))


def test_score_deal_without_announcements_is_unchanged() -> None:
    s = score_deal(HEARTS, (97, 65), Team.NS, Seat.N, RuleSet())
    assert (s.score, s.announcements, s.held) == ((97, 65), (0, 0), 0)


def test_score_deal_dedans_gives_the_announcements_to_the_defence() -> None:
    # Takers 80 / 82: dedans, 0 / 162; their tierce (20) goes to the defence: 0 / 182.
    s = _score((80, 82), Seat.N, (20, 0))
    assert (s.result, s.score) == ("dedans", (0, 182))
    # With the takers' belote, which stays with them: 20 / 182.
    s = _score((80, 82), Seat.N, (20, 0), belote=Team.NS)
    assert s.score == (20, 182)


def test_score_deal_announcements_do_not_count_toward_82_with_contract_points() -> None:
    s = _score((80, 82), Seat.N, (200, 0))
    assert (s.result, s.score) == ("dedans", (0, 362))


def test_score_deal_capot_takes_the_other_teams_announcements() -> None:
    # NS takes every trick: 252 / 0, and EW's cent (100) too: 352 / 0.
    s = _score((162, 0), Seat.N, (0, 100), capot=Team.NS)
    assert (s.result, s.score) == ("made", (352, 0))
    # With the defence's belote: 352 / 20.
    s = _score((162, 0), Seat.N, (0, 100), belote=Team.EW, capot=Team.NS)
    assert s.score == (352, 20)


def test_score_deal_litige_holds_the_takers_announcements_with_their_81() -> None:
    # 81-81, takers NS with a tierce: EW scores 81 now; 81 + 20 = 101 held.
    s = _score((81, 81), Seat.N, (20, 0))
    assert (s.result, s.score, s.held) == ("litige", (0, 81), 101)
    # The next deal's takers make 100-62: they score 100 + the 101 held = 201.
    m = Match(RuleSet())
    m.add(s)
    gained = m.add(score_deal(HEARTS, (62, 100), Team.EW, Seat.E, RuleSet()))
    assert gained == (62, 201)


def test_score_deal_contract_total_counts_announcements_on_both_sides() -> None:
    # Takers 80 + tierce 20 = 100 against 82: made with contract=total, 100 / 82.
    s = _score((80, 82), Seat.N, (20, 0), options=("contract=total",))
    assert (s.result, s.score) == ("made", (100, 82))
    # The same deal with the defence's tierce instead: 80 against 102, dedans 0 / 182.
    s = _score((80, 82), Seat.N, (0, 20), options=("contract=total",))
    assert (s.result, s.score) == ("dedans", (0, 182))


def test_score_deal_contract_total_tie_with_announcements_is_a_litige() -> None:
    # Takers 71 + 20 = 91 against 91: litige; defence 91 now, 71 + 20 held.
    s = _score((71, 91), Seat.N, (20, 0), options=("contract=total",))
    assert (s.result, s.score, s.held) == ("litige", (0, 91), 91)


def test_score_deal_revoke_gives_the_announcements_to_the_other_team() -> None:
    # EW revoked: NS takes 162 and EW's cinquante.
    revoke = Revoke(3, Seat.E, 0, Reason("must_follow"))
    s = _score((60, 102), Seat.N, (0, 50), revokes=(revoke,))
    assert s.score == (212, 0)


# --- properties over random hands -------------------------------------------------------------

def test_detection_properties_on_random_hands() -> None:
    # Seeded: each announcement's cards are in the hand, no card serves twice, the points
    # are the rule book's, and the split is never worse than the two plain ones.
    rng = random.Random(2026)
    deck = list(range(32))
    for _ in range(2000):
        rng.shuffle(deck)
        h = mask_of(deck[:8])
        anns = detect(h, HEARTS)
        used = 0
        for a in anns:
            assert a.cards & h == a.cards
            assert a.cards & used == 0
            used |= a.cards
            assert a.cards.bit_count() == a.length
            expected = (200 if a.rank == JACK else 150 if a.rank == NINE else 100) \
                if a.is_carre else {3: 20, 4: 50}.get(a.length, 100)
            assert a.points == expected
        # Never worse than the two plain splits: every carré, or every whole sequence.
        all_carres = carres(h)
        taken = sum(a.cards for a in all_carres)
        assert total(anns) >= total(all_carres) + total(sequences(h & ~taken))
        assert total(anns) >= total(sequences(h))


# --- judging a deal file's declarations ---------------------------------------------------------

def judge(decls: list[Declaration], hands: list[int] | None, trump: int, enabled: bool = True,
          lang: str = "en", fate: Fate | None = None) -> tuple[tuple[int, int], list[str]]:
    """The points and notes of a deal file's declarations: ``assess``, then its notes."""
    judgement = assess(decls, hands, trump, enabled)
    return judgement.points, words(judgement.notes(fate), lang)


def test_judge_checks_and_scores_the_declarations() -> None:
    decls = [parse_declaration(t) for t in ("N tierce A♥", "E cinquante 10♦", "S cent A♦")]
    points, notes = judge(decls, HANDS, SPADES)
    # S's cent is false (S did not hold J♦ 10♦); E's cinquante beats N's tierce: EW 50.
    assert points == (0, 50)
    assert notes == [
        "false announcement: S cent A♦ (S did not play J♦ 10♦)",
        "announcements: N tierce A♥, E cinquante 10♦; EW score 50",
    ]


def test_judge_equal_best_and_french() -> None:
    decls = [parse_declaration("S tierce 9♣"), parse_declaration("W tierce 9♥")]
    points, notes = judge(decls, HANDS, SPADES, lang="fr")
    assert points == (0, 0)
    assert notes == ["annonces\xa0: S tierce au 9♣, O tierce au 9♥\xa0; égalité, personne ne "
                     "marque"]


def test_judge_when_announcements_are_off_or_hands_unknown() -> None:
    decls = [parse_declaration("N carré J")]
    assert judge(decls, HANDS, SPADES, enabled=False) == (
        (0, 0), ["announcements not counted (add 'rules: announcements=on')"])
    # Piles form: taken as declared (a false one cannot be found).
    points, notes = judge([parse_declaration("W carré J")], None, SPADES)
    assert points == (0, 200)
    assert notes[0] == "announcements not checked: the hands are not known"
    assert judge([], HANDS, SPADES) == ((0, 0), [])


# Where the points go (RULES.md: "A team that is dedans loses its announcements to the
# defence; capot takes the other team's announcements too"; a litige holds the takers' with
# their card points; a revoke counts the offenders dedans; a coinched contract's winner takes
# everything). N's tierce A♥ (20) against E's cinquante 10♦ (50): EW hold the best, 50.
N_TIERCE_E_CINQUANTE = "announcements: N tierce A♥, E cinquante 10♦; "
NS, EW = Team.NS, Team.EW


@pytest.mark.parametrize(("fate", "where"), [
    (None, "EW score 50"),
    (Fate(), "EW score 50"),  # no contract judged: each team keeps its own
    (Fate("made", NS), "EW score 50"),
    (Fate("made", EW), "EW score 50"),
    (Fate("dedans", EW), "EW's 50 go to NS (EW dedans)"),
    (Fate("dedans", NS), "EW score 50"),  # the defence keeps its own
    (Fate("made", NS, capot=NS), "EW's 50 go to NS (capot)"),
    (Fate("dedans", EW, capot=NS), "EW's 50 go to NS (capot)"),
    (Fate("made", EW, capot=EW), "EW score 50"),
    (Fate("litige", EW), "EW's 50 held with the litige stake"),
    (Fate("litige", NS), "EW score 50"),  # the defence scores its own now
    (Fate("made", NS, penalty=EW), "EW's 50 go to NS (revoke by EW)"),
    (Fate("dedans", EW, penalty=EW), "EW's 50 go to NS (revoke by EW)"),
    (Fate("made", EW, penalty=NS), "EW score 50"),
    (Fate("made", NS, multiplier=2),
     "EW's 50 go to NS (coinched: the winner of the contract takes them all)"),
    (Fate("dedans", EW, multiplier=4),
     "EW's 50 go to NS (surcoinched: the winner of the contract takes them all)"),
    (Fate("made", EW, multiplier=2), "EW score 50"),
    (Fate("dedans", NS, multiplier=2), "EW score 50"),
    (Fate("dedans", EW, penalty=EW, multiplier=2), "EW's 50 go to NS (revoke by EW)"),
])
def test_judge_says_where_the_points_go(fate: Fate | None, where: str) -> None:
    decls = [parse_declaration("N tierce A♥"), parse_declaration("E cinquante 10♦")]
    points, notes = judge(decls, HANDS, SPADES, fate=fate)
    assert points == (0, 50)  # before the deal's fate
    assert notes == [N_TIERCE_E_CINQUANTE + where]


def test_judge_where_the_points_go_in_french() -> None:
    decls = [parse_declaration("N tierce A♥"), parse_declaration("E cinquante 10♦")]
    head = "annonces\xa0: N tierce à l'A♥, E cinquante au 10♦\xa0; "

    def note(fate: Fate) -> str:
        return judge(decls, HANDS, SPADES, lang="fr", fate=fate)[1][-1]

    assert note(Fate("made", NS)) == head + "EO marquent 50"
    assert note(Fate("dedans", EW)) == head + "les 50 d'EO vont à NS (EO dedans)"
    assert note(Fate("litige", EW)) == head + "les 50 d'EO mis en réserve avec le litige"
    assert note(Fate("made", NS, penalty=EW)) == head + "les 50 d'EO vont à NS (renonce d'EO)"
    assert note(Fate("made", NS, multiplier=2)) == (
        head + "les 50 d'EO vont à NS (coinché\xa0: le gagnant du contrat les prend toutes)")
    # N's tierce alone: NS's 20, taken by an EW capot.
    only_n = judge([parse_declaration("N tierce A♥")], HANDS, SPADES, lang="fr",
                   fate=Fate("dedans", NS, capot=EW))
    assert only_n == ((20, 0), ["annonces\xa0: N tierce à l'A♥\xa0; les 20 de NS vont à EO "
                                "(capot)"])


def test_fate_of_a_scored_deal_settles_as_the_score() -> None:
    rules = RuleSet(announcements="on")
    # N takes and is capot against: dedans, EW 252 + N's 20.
    capot = score_deal(SPADES, (0, 162), EW, Seat.N, rules, capot=EW, announcements=(20, 0))
    fate = Fate.of(capot)
    assert fate == Fate("dedans", NS, EW)
    assert fate.settle((20, 0)).points == capot.announcements == (0, 20)
    # E revokes, N took: NS take 162 and EW's 50.
    revoke = Revoke(1, Seat.E, 0, Reason("must_follow"))
    penalty = score_deal(SPADES, (100, 62), NS, Seat.N, rules, revokes=(revoke,),
                         announcements=(0, 50))
    assert Fate.of(penalty) == Fate("made", NS, penalty=EW)
    assert penalty.score == (212, 0)
    assert Fate.of(penalty).settle((0, 50)).points == penalty.announcements == (50, 0)
    # Coinched: the multiplier comes from the contract.
    assert Fate.of(score_deal(SPADES, (100, 62), NS, Seat.N, rules), 2).multiplier == 2


def test_assess_then_notes() -> None:
    decls = [parse_declaration(t) for t in ("N tierce A♥", "E cinquante 10♦", "S cent A♦")]
    judged = assess(decls, HANDS, SPADES)
    assert judged.points == (0, 50)
    assert [d.notation() for d in judged.declarations] == [
        "announce: N tierce AH", "announce: E cinquante 10D"]
    assert words(judged.notes(Fate("dedans", EW))) == [
        "false announcement: S cent A♦ (S did not play J♦ 10♦)",
        N_TIERCE_E_CINQUANTE + "EW's 50 go to NS (EW dedans)",
    ]
    # Off: nothing counted, whatever the fate.
    off = assess(decls, HANDS, SPADES, enabled=False)
    assert off.points == (0, 0)
    # The rules key in the reader's language: a deal file names its own (it said 'rules:'
    # to a French file).
    assert off.notes(Fate("dedans", EW)) == [
        Reason("ann_not_counted", {"key": Wording("rules", "règles")})]
    assert words(off.notes(Fate("dedans", EW))) == [
        "announcements not counted (add 'rules: announcements=on')"]
    assert describe_reason(off.notes(Fate("dedans", EW))[0], "fr") == (
        "annonces non comptées (ajoutez 'règles: announcements=on')")


# --- announcements through ``belote score`` ---------------------------------------------------

# Trump ♠, taker N, dealer W so N leads. Hands, two cards a suit each:
#   N J♠ 7♠ J♥ A♥ J♦ A♦ J♣ A♣ (carré J)       E 9♠ 8♠ 9♥ 7♥ 9♦ 7♦ 9♣ 7♣ (carré 9)
#   S A♠ 10♠ 10♥ 8♥ 10♦ 8♦ 10♣ 8♣ (carré 10)   W K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣ (carrés K, Q)
# Counted by hand: NS 33 + 25 + 25 + 25 = 108, EW 29 + 5 + 5 + 5 + 10 = 54; W plays
# K♠ and Q♠: belote to EW.
DEAL = """\
trump: ♠
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
ALL_FIVE = """\
announce: N carré V
announce: E carré 9
annonce: S carré 10
announce: W carré K
announce: W carré Q
"""


FRENCH_DEAL = DEAL.replace("trump:", "atout:").replace("dealer:", "donneur:")


def score_deal_file(tmp_path: Path, header: str, *args: str, deal: str = DEAL) -> Result:
    path = tmp_path / "deal.belote"
    path.write_text(header + "\n" + deal, encoding="utf-8")
    return CliRunner().invoke(app, ["score", str(path), *args])


def assert_refused_at_line_1(result: Result, column: int, message: str) -> None:
    # ``belote score`` refused deal.belote (exit 1) at its first line's ``column``.
    assert result.exit_code == 1
    assert f"deal.belote:1:{column}: {message}\n" in result.output
    assert "Traceback" not in result.output


def score_json(tmp_path: Path, header: str) -> dict[str, Any]:
    result = score_deal_file(tmp_path, header, "--json")
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


def test_cli_best_team_scores_all_its_announcements(tmp_path: Path) -> None:
    # Carré J (NS) beats carré 9 (EW's best): NS scores 200 + 100 = 300, EW none.
    # Made: NS 108 + 300 = 408; EW 54 + belote 20 = 74.
    doc = score_json(tmp_path, "taker: N\nrules: announcements=on\n" + ALL_FIVE)
    assert (doc["result"], doc["score"]) == ("made", {"NS": 408, "EW": 74})
    assert doc["announcements"]["score"] == {"NS": 300, "EW": 0}
    assert doc["announcements"]["declared"][0] == {
        "seat": "N", "announcement": "carré J", "points": 200, "valid": True}


def test_cli_dedans_takers_lose_their_announcements(tmp_path: Path) -> None:
    # E takes: EW 54 is dedans; NS 162 + its 300 = 462; EW keeps its belote, 20.
    doc = score_json(tmp_path, "taker: E\nrules: announcements=on\n" + ALL_FIVE)
    assert (doc["result"], doc["score"]) == ("dedans", {"NS": 462, "EW": 20})


def test_cli_false_announcement_is_reported_and_not_counted(tmp_path: Path) -> None:
    # E claims the jacks, falsely. Left: S's carré 10 against W's carrés K and Q (200 in
    # all); carrés rank J 9 A 10 K Q, so the 10s win: NS scores 100, 108 + 100 = 208;
    # EW 54 + belote 20 = 74.
    header = ("taker: N\nrules: announcements=on\nannounce: E carré J\n"
              "announce: S carré 10\nannounce: W carré K\nannounce: W carré Q\n")
    result = score_deal_file(tmp_path, header)
    assert result.exit_code == 0, result.output
    assert "false announcement: E carré J (E did not play J♠ J♥ J♦ J♣)" in result.stdout
    doc = score_json(tmp_path, header)
    assert doc["score"] == {"NS": 208, "EW": 74}


def test_cli_announcements_need_the_rule(tmp_path: Path) -> None:
    doc = score_json(tmp_path, "taker: N\n" + ALL_FIVE)
    assert doc["score"] == {"NS": 108, "EW": 74}
    assert "announcements not counted (add 'rules: announcements=on')" in doc["notes"]


def test_cli_note_made_each_team_keeps_its_own(tmp_path: Path) -> None:
    # N takes and makes it (108); E's carré 9 stays EW's: 54 + belote 20 + 150 = 224.
    doc = score_json(tmp_path, "taker: N\nrules: announcements=on\nannounce: E carré 9\n")
    assert (doc["result"], doc["score"]) == ("made", {"NS": 108, "EW": 224})
    assert doc["notes"] == ["announcements: E carré 9; EW score 150"]


@pytest.mark.parametrize("line", ["announce: E four-nines", "annonce: E quatre-neufs"])
def test_cli_a_hyphenated_four_of_a_rank_is_the_carre(tmp_path: Path, line: str) -> None:
    # As 'E carré 9' above (it said "incomplete announcement"): N makes it (108), EW 54 +
    # belote 20 + the carré of nines, 150 (RULES.md) = 224.
    doc = score_json(tmp_path, f"taker: N\nrules: announcements=on\n{line}\n")
    assert (doc["result"], doc["score"]) == ("made", {"NS": 108, "EW": 224})
    assert doc["notes"] == ["announcements: E carré 9; EW score 150"]


def test_cli_note_dedans_gives_them_to_the_defence(tmp_path: Path) -> None:
    # E takes with 54: dedans. NS 162 + E's 150 = 312; EW keeps its belote, 20.
    doc = score_json(tmp_path, "taker: E\nrules: announcements=on\nannounce: E carré 9\n")
    assert (doc["result"], doc["score"]) == ("dedans", {"NS": 312, "EW": 20})
    assert doc["notes"] == ["announcements: E carré 9; EW's 150 go to NS (EW dedans)"]


def test_cli_note_revoke_gives_them_to_the_other_team(tmp_path: Path) -> None:
    # As DEAL, but E plays 9♣ on the ♦ lead of trick 5 (holding 9♦ 7♦: a revoke) and 9♦ on
    # the ♣ lead of trick 7. N takes: EW counted dedans, NS 162 + E's 150 = 312, EW's
    # belote 20.
    revoked = DEAL.replace("5: W K♦  N A♦  E 9♦   S 10♦", "5: W K♦  N A♦  E 9♣   S 10♦")
    revoked = revoked.replace("7: W K♣  N A♣  E 9♣   S 10♣", "7: W K♣  N A♣  E 9♦   S 10♣")
    assert revoked.count("E 9♣") == 1 and revoked.count("E 9♦") == 1
    path = tmp_path / "revoke.belote"
    path.write_text("taker: N\nrules: announcements=on\nannounce: E carré 9\n" + revoked,
                    encoding="utf-8")
    result = CliRunner().invoke(app, ["score", str(path), "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["revokes"][0]["seat"] == "E" and doc["revokes"][0]["trick"] == 5
    assert doc["score"] == {"NS": 312, "EW": 20}
    assert "announcements: E carré 9; EW's 150 go to NS (revoke by EW)" in doc["notes"]


SPADES_PILE = "7S 8S 9S 10S JS QS KS AS"


def score_piles(tmp_path: Path, text: str) -> dict[str, Any]:
    path = tmp_path / "piles.belote"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(app, ["score", str(path), "--json"])
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


def test_cli_note_litige_holds_the_takers_announcements(tmp_path: Path) -> None:
    # Trump ♠: NS won every ♠ (62) and K♥ Q♥ J♥ 7♥ (9), with the dix de der: 81; EW the other
    # 81. N took: litige. EW score their 81 now; NS's 81 and their tierce's 20 are held.
    doc = score_piles(tmp_path, "trump: S\ntaker: N\nrules: announcements=on\n"
                      f"announce: N tierce A♦\nNS: {SPADES_PILE} KH QH JH 7H\nlast: NS\n")
    assert (doc["result"], doc["points"]) == ("litige", {"NS": 81, "EW": 81})
    assert doc["score"] == {"NS": 0, "EW": 81}
    assert doc["held"] == 101
    assert "announcements: N tierce A♦; NS's 20 held with the litige stake" in doc["notes"]


def test_cli_note_capot_takes_the_other_teams_announcements(tmp_path: Path) -> None:
    # NS won the 32 cards: capot, 252 + E's tierce (20) = 272; EW nothing. In French too.
    deck = " ".join(f"{r}{s}" for s in "SHDC" for r in ("7", "8", "9", "10", "J", "Q", "K",
                                                         "A"))
    text = (f"trump: S\ntaker: N\nrules: announcements=on\nannounce: E tierce AH\n"
            f"NS: {deck}\nlast: NS\n")
    doc = score_piles(tmp_path, text)
    assert (doc["result"], doc["capot"], doc["score"]) == ("made", "NS", {"NS": 272, "EW": 0})
    assert "announcements: E tierce A♥; EW's 20 go to NS (capot)" in doc["notes"]
    path = tmp_path / "piles.belote"
    result = CliRunner().invoke(app, ["score", str(path), "--lang", "fr"])
    assert result.exit_code == 0, result.output
    assert "annonces\xa0: E tierce à l'A♥\xa0; les 20 d'EO vont à NS (capot)\n" in result.stdout


def test_cli_note_coinched_winner_takes_them_all(tmp_path: Path) -> None:
    # Coinche, 100 ♠ by N coinched: NS 108 reach 100: made, 160 + 100 x 2 = 360 and E's
    # carré 9 (150) with it: 510; EW keep their belote, 20.
    doc = score_json(tmp_path, "rules: variant=coinche announcements=on\n"
                     "contract: 100 S N coinche\nannounce: E carré 9\n")
    assert doc["score"] == {"NS": 510, "EW": 20}
    assert doc["notes"][-2:] == [
        "announcements: E carré 9; EW's 150 go to NS (coinched: the winner of the contract "
        "takes them all)",
        "contract 100 ♠ by N, coinched: made, NS score 510",
    ]


def test_cli_bad_announce_line(tmp_path: Path) -> None:
    # The column is the bad word's: the 8 of 'announce: N carré 8'.
    result = score_deal_file(tmp_path, "announce: N carré 8")
    assert result.exit_code == 1
    assert "deal.belote:1:19: a carré of 8 scores nothing" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(("length", "message"), [
    ("²", "unexpected '²' after the top card"),
    ("9" * 900, "a cent cannot have " + "9" * 900 + " cards"),
])
def test_cli_announce_line_with_a_length_int_cannot_read(
        tmp_path: Path, length: str, message: str) -> None:
    result = score_deal_file(tmp_path, f"announce: S cent AH {length}")
    assert result.exit_code == 1
    assert f"deal.belote:1:21: {message}" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(("keys", "line", "lang", "column", "message"), [
    # A rank in words, as 'tierce K' says, at the rank ('annonce: N tierce ' is 18
    # characters, 'announce: N tierce ' 19), where it said "unknown card 'as'" and
    # "unknown card 'king'".
    ("fr", "annonce: N tierce as", "en", 19,
     "'as' is a rank without its suit: a sequence names its top card with its suit "
     "('tierce A♥')"),
    ("fr", "annonce: N tierce as", "fr", 19,
     "'as' est un rang sans sa couleur\u00a0: une séquence nomme sa carte haute avec sa "
     "couleur ('tierce A♥')"),
    ("en", "announce: N tierce king", "en", 20,
     "'king' is a rank without its suit: a sequence names its top card with its suit "
     "('tierce K♥')"),
    ("en", "announce: N tierce king", "fr", 20,
     "'king' est un rang sans sa couleur\u00a0: une séquence nomme sa carte haute avec sa "
     "couleur ('tierce R♥')"),
])
def test_cli_announce_line_with_a_rank_in_words_says_the_suit_is_missing(
        tmp_path: Path, keys: str, line: str, lang: str, column: int, message: str) -> None:
    result = score_deal_file(tmp_path, line, "--lang", lang,
                             deal=FRENCH_DEAL if keys == "fr" else DEAL)
    assert_refused_at_line_1(result, column, message)


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "'K' is a rank without its suit: a sequence names its top card with its suit "
           "('tierce K♥')"),
    ("fr", "'K' est un rang sans sa couleur\u00a0: une séquence nomme sa carte haute avec "
           "sa couleur ('tierce R♥')"),
])
def test_cli_announce_line_with_a_rank_alone_says_the_suit_is_missing(
        tmp_path: Path, lang: str, message: str) -> None:
    result = score_deal_file(tmp_path, "announce: N tierce K", "--lang", lang)
    assert_refused_at_line_1(result, 20, message)


@pytest.mark.parametrize(("value", "word"), [
    ("S tierce 30D", "30D"), ("X tierce AH", "X"), ("S quinte5 AH", "quinte5"),
    ("S tierce 8H", "8H"), ("S carré 7", "7"), ("S carré J 2", "2"), ("S cent AH x", "x"),
    ("S, tierce, 30D", "30D"),
])
def test_an_announce_error_points_at_the_bad_word(tmp_path: Path, value: str,
                                                  word: str) -> None:
    line = f"announce: {value}"
    result = score_deal_file(tmp_path, line)
    assert result.exit_code == 1
    assert f"deal.belote:1:{line.rindex(word) + 1}: " in result.output


def test_labels_for_frequency_tables() -> None:
    counts = dict.fromkeys(LABELS, 0)
    for h in HANDS:
        for a in detect(h, HEARTS):
            counts[label(a)] += 1
    # N carré J + tierce; E cinquante; S two tierces; W cinquante + tierce.
    assert counts == {"tierce": 4, "cinquante": 2, "cent": 0, "carré J": 1, "carré 9": 0,
                      "carré A": 0, "carré 10": 0, "carré K": 0, "carré Q": 0}
    assert list(counts) == list(LABELS)


# --- bots' deals with announcements=on ---------------------------------------------------------

def test_bot_deals_score_announcements_and_replay_the_same() -> None:
    rules = RuleSet(announcements="on")
    bots = [find_bot("random", random.Random(s)) for s in range(4)]
    rng = random.Random(99)
    scored_some = 0
    for i in range(60):
        deal = play_deal(bots, rng, Seat(i % 4), rules)
        if deal.is_void:
            continue
        assert deal.state is not None and deal.score is not None and deal.trump is not None
        declared = declare_all(deal.state.initial_hands, deal.trump)
        # Made or dedans, the announcement points all land with one team or the other.
        pot = sum(declared_points(declared, deal.trump))
        if deal.score.result in ("made", "dedans"):
            assert sum(deal.score.announcements) == pot
        scored_some += pot > 0
        record = deal.to_record()
        assert len(record.announcements) == len(declared)
        assert replay(loads(dumps(record))[0]).score.score == deal.score.score
    assert scored_some > 5
    # Off by default: nothing declared, nothing scored.
    deal = play_deal(bots, random.Random(1), Seat.N, RuleSet())
    assert deal.is_void or (deal.score is not None and deal.score.announcements == (0, 0))


def test_the_discovery_deal_has_no_announcements() -> None:
    # The discovery deal has no contract, so nothing is announced: the rule on is refused,
    # as play_deal(discovery=True), simulate and belote play --discovery refuse it (it was
    # taken, and nothing announced), and a deal under the other rules announces nothing.
    bots = [find_bot("random", random.Random(s)) for s in range(4)]
    rng = random.Random(5)
    with pytest.raises(RuleError, match="it has no coinche and no announcements, "
                                        "not announcements=on$"):
        play_discovery(bots, rng, RuleSet(announcements="on"))
    for _ in range(20):
        deal = play_discovery(bots, rng, RuleSet())
        assert deal.score is not None and deal.score.announcements == (0, 0)
        assert sum(deal.score.score) == 162


def test_an_announcement_prints_its_cards_in_sequence_order() -> None:
    # RULES.md: sequences run in the natural order A K Q J 10 9 8 7, so the tierce to the
    # queen is Q J 10, where the order of strength put the 10 first ({10♣, Q♣, J♣}).
    from belote_cli.core.announcements import Announcement
    from belote_cli.core.cards import CLUBS, HEARTS

    queen, ace, jack = 5, 7, 4  # ranks counted from the 7 (0) up to the ace (7)
    assert "cards={Q♣, J♣, 10♣}," in repr(Announcement.sequence(CLUBS, queen, 3))
    assert "cards={A♥, K♥, Q♥, J♥, 10♥}," in repr(Announcement.sequence(HEARTS, ace, 5))
    assert "cards={J♠, J♥, J♦, J♣}," in repr(Announcement.carre(jack))


def test_a_carre_of_nines_or_eights_in_french_plural_words() -> None:
    # 'quatre neufs' (as 'quatre rois', 'quatre valets') was an unknown rank 'neufs', and
    # 'quatre huits' too, where 'quatre huit' says a carré of eights scores nothing.
    # RULES.md: the carré of nines is worth 150.
    for text in ("N quatre neufs", "N carré de neufs", "N cent cinquante neufs"):
        d = parse_declaration(text, "fr", HEARTS)
        assert d.announcement == Announcement.carre(NINE) and d.announcement.points == 150
    with pytest.raises(AnnouncementError, match="scores nothing") as info:
        parse_declaration("N quatre huits", "fr", HEARTS)
    assert info.value.offset == 9


# The first trick with announcements, W leading (S took ♥): E holds the cinquante J♦ 10♦
# 9♦ 8♦, S the tierce A♣ K♣ Q♣, W and N none. W plays A♠, N 9♠, E 7♠, S K♠.
_FIRST_TRICK_HANDS = ("9♠ J♠ Q♠ 8♥ 10♥ K♥ K♦ 10♣", "J♦ 10♦ 9♦ 8♦ 7♠ A♥ 7♣ 9♣",
                      "A♣ K♣ Q♣ K♠ 8♠ J♥ Q♥ 7♦", "A♠ 10♠ 7♥ 9♥ Q♦ A♦ J♣ 8♣")


def test_a_seat_that_has_not_played_yet_hears_the_one_player_before_it() -> None:
    # The same hands, E leading: E announces its cinquante with its first card (7♠), S is
    # to play. N, who plays after S and W, hears E's kind already, "cinquante", the one
    # announcement made so far; S hears it too.
    game = Game.at_play(list(_FIRST_TRICK_HANDS), "♥", Seat.E, "announcements=on",
                        taker=Seat.S)
    assert game.to_act is Seat.E
    game.announce(detect(game.hand(Seat.E), HEARTS))
    game.play("7♠")
    assert game.to_act is Seat.S
    assert game.view(Seat.N).heard == ((Seat.E, ("cinquante",)),)
    assert game.view(Seat.S).heard == ((Seat.E, ("cinquante",)),)


def test_a_deal_settled_after_one_announcement_counts_each_split_once() -> None:
    # E leads and announces its cinquante, then the deal is handed to a back-end with
    # every seat's splits (declare_all): E's is not counted again, S's tierce is added.
    # EW's cinquante (50) beats NS's tierce: EW score their 50, NS nothing. The trick
    # points given, 81 to 81 with N winning the last trick, are the back-end's.
    game = Game.at_play(list(_FIRST_TRICK_HANDS), "♥", Seat.E, "announcements=on",
                        taker=Seat.S)
    game.announce(detect(game.hand(Seat.E), HEARTS))
    assert game.hands is not None
    score = game.settle_play(81, 81, 4, 0, declared=declare_all(game.hands, HEARTS))
    assert [(d.seat, d.announcement) for d in game.declared] == [
        (Seat.E, Announcement.sequence(DIAMONDS, JACK, 4)),
        (Seat.S, Announcement.sequence(CLUBS, ACE, 3))]
    assert score.announcements == (0, 50)


def test_the_views_of_the_first_trick_say_what_each_seat_announced_and_heard() -> None:
    # RULES.md: announced with the first card, shown at the second trick. During the
    # first trick each seat knows its own announcements in full, and hears the kind of
    # each announcement of the players before it, not their cards.
    game = Game.at_play(list(_FIRST_TRICK_HANDS), "♥", Seat.W, "announcements=on",
                        taker=Seat.S)
    cinquante = Announcement.sequence(DIAMONDS, JACK, 4)
    tierce = Announcement.sequence(CLUBS, ACE, 3)
    before = game.view(Seat.S)  # nobody has announced yet
    assert (before.declared, before.heard) == ((), ())
    plays = {Seat.W: "A♠", Seat.N: "9♠", Seat.E: "7♠", Seat.S: "K♠"}
    seen = {}
    for seat in (Seat.W, Seat.N, Seat.E, Seat.S):
        assert game.to_act is seat and game.phase is GamePhase.ANNOUNCE
        game.announce(detect(game.hand(seat), HEARTS))  # as the bots do: the best split
        seen[seat] = game.player_view()
        if seat is Seat.S:  # any seat's view says the same: E's, with S to play
            assert game.view(Seat.E).heard == (
                (Seat.W, ()), (Seat.N, ()), (Seat.S, ("tierce",)))
        game.play(plays[seat])
    # E, the seat that announced the cinquante: its own in full, what W and N said (none).
    assert seen[Seat.E].declared == (cinquante,)
    assert seen[Seat.E].heard == ((Seat.W, ()), (Seat.N, ()))
    # S, after it: its tierce, and E's kind alone, "cinquante"; no card shown, no points.
    assert seen[Seat.S].declared == (tierce,)
    assert seen[Seat.S].heard == ((Seat.W, ()), (Seat.N, ()), (Seat.E, ("cinquante",)))
    assert seen[Seat.S].shown == (0, 0, 0, 0) and seen[Seat.S].announced == (0, 0)
    # W, the first to play, heard nobody; N heard W say none.
    assert (seen[Seat.W].declared, seen[Seat.W].heard) == ((), ())
    assert seen[Seat.N].heard == ((Seat.W, ()),)
    # From the second trick the cards are shown and scored: EW's cinquante beats NS's
    # tierce, EW would score 50; ``declared`` and ``heard`` are then empty.
    second = game.player_view()
    assert second.tricks and second.announced == (0, 50)
    assert second.shown[Seat.E] == cinquante.cards
    assert (second.declared, second.heard) == ((), ())

