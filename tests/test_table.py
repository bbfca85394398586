"""The table of ``belote play`` (``table.table_rows``) laid out from a session: the styles of
its cards and the trick just finished, in the positions the layout gives them."""

from __future__ import annotations

import re

import pytest

from belote_cli.core.cards import card_symbol
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.play.interactive import Session, SessionOptions
from belote_cli.play.interactive_deux import DeuxSession
from belote_cli.play.table import DIM, TRUMP, WIN, Row, plain, table_rows


def _session(*lines: str) -> Session:
    # Seed 3 (the golden play-classic session): S takes ♦ and holds, sorted, 10♦ K♦ 8♦
    # A♠ J♠ K♥ Q♥ J♣.
    session = Session(SessionOptions(seed=3, bots="heuristic"))
    session.start()
    for line in lines:
        session.handle_line(line)
    return session


def _styles_of(row: Row, text: str) -> set[str]:
    """The styles of the runs that make up ``text`` in ``row``."""
    found: set[str] = set()
    line = "".join(t for t, _ in row)
    start = line.index(text)
    at = 0
    for run, style in row:
        if at < start + len(text) and at + len(run) > start:
            found.add(style)
        at += len(run)
    return found


def test_cards_that_may_not_be_played_are_dimmed_and_trumps_marked() -> None:
    # Trick 2: N leads J♦, E plays 9♥; S must play a trump: K♦ and 8♦, nothing else.
    session = _session("1", "1")
    rows = table_rows(session, 80)
    text = plain(rows)
    faces = next(i for i, line in enumerate(text) if "K♦*│" in line)
    assert _styles_of(rows[faces - 1], "╭────╮") == {TRUMP}  # K♦'s border
    for name in ("A♠", "J♠", "J♣"):
        assert DIM in " ".join(_styles_of(rows[faces], name))
    assert not any(DIM in style for style in _styles_of(rows[faces], "K♦"))
    assert text[faces + 1].count("╰────╯") == 7


def test_the_trick_just_finished_shows_its_winner_then_is_dimmed() -> None:
    # S leads A♠ (number 4): W 7♠, N 8♠, E Q♠; S wins 11 + 3 = 14 card points.
    session = _session("1", "4")
    fresh = table_rows(session, 80, fresh=True)
    text = plain(fresh)
    assert any("S wins 14" in line for line in text)
    south = max(i for i, line in enumerate(text) if "│ A♠ │" in line)
    assert _styles_of(fresh[south], "│ A♠ │") >= {WIN}
    waiting = plain(table_rows(session, 80))
    assert any("last trick: S won 14" in line for line in waiting)


def test_the_table_fits_80_columns_and_grows_with_the_terminal() -> None:
    session = _session("1")
    for width in (80, 120):
        text = plain(table_rows(session, width))
        assert max(len(line) for line in text) <= width
        assert len(text) <= 24 - 4  # room for the last lines said and the question
        assert text[1] == "─" * width


def test_the_french_status_line_names_the_classic_taking_la_prise() -> None:
    # The rule book's words (docs/rules.fr.md): the taking of a retourne, at four and at
    # belote à deux, is la prise; the coinche's auction, without a retourne, les enchères.
    # Seed 3: the retourne 10♦ (the golden play-classic session).
    classic = Session(SessionOptions(seed=3, bots="heuristic", lang="fr"))
    classic.start()
    # No points yet; the deal's seed last, where the line has room.
    assert plain(table_rows(classic, 80))[0] == " prise, retourne 10♦ · graine 3"
    deux = DeuxSession(SessionOptions(rules=RuleSet.parse(["variant=deux"]), seed=3,
                                      lang="fr"))
    deux.start()
    assert deux.game.retourne is not None
    line = plain(table_rows(deux, 80))[0]
    assert line == f" prise, retourne {card_symbol(deux.game.retourne, 'fr')} · graine 3"
    coinche = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=3,
                                     lang="fr"))
    coinche.start()
    assert plain(table_rows(coinche, 80))[0].startswith(" enchères")


def _started(session: Session, *lines: str) -> list[str]:
    session.start()
    for line in lines:
        session.handle_line(line)
    return plain(table_rows(session, 80))


def test_the_bidding_shows_each_call_in_its_seat_and_the_contract_once_made() -> None:
    # Seed 2 with sa_ta=on (the golden play-sa-ta-sa session): E speaks first and passes,
    # S sees it in E's place, five cards in each hand and the retourne; once S names sans
    # atout in round two, the status names the contract, not a trump suit.
    options = SessionOptions(rules=RuleSet.parse(["sa_ta=on"]), seed=2, bots="heuristic")
    text = _started(Session(options))
    assert text[0] == " taking, retourne 8♦ · seed 2"  # no trick points before the play
    east = next(line for line in text if "East ·" in line)
    assert east.rstrip().endswith("E passes       East · 5 cards")
    assert "West · 5 cards" in east and any("North · 5 cards" in line for line in text)
    assert any(line.strip() == "Retourne: 8♦" for line in text)
    played = _started(Session(options), "pass", "SA")
    assert played[0].startswith(" sans atout · taken by S · You + North 0 pts · "
                                "East + West 0 pts · trick 1/8")
    assert "North · 8 cards" in played[2]


def test_the_coinche_auction_shows_the_highest_bid_and_then_the_contract() -> None:
    # Seed 7 (the golden play-coinche session): N and W pass and E bids 100 ♦ before S
    # speaks; the status names that bid and its bidder, each seat its call. Seed 8 (play-
    # coinche-fr): S passes three times after W's 80 ♣, which is the contract played.
    coinche = RuleSet.parse(["variant=coinche"])
    text = _started(Session(SessionOptions(rules=coinche, seed=7, bots="heuristic")))
    # No trick points during the auction (its '0 · 0' read as a match's score).
    assert text[0] == " auction · highest bid 100 ♦ by E · seed 7"
    assert any(line.strip() == "pass" for line in text[2:6])  # North's call, under its name
    west_east = next(line for line in text if "West ·" in line)
    assert west_east.split() == ["West", "·", "8", "cards", "pass", "100", "♦", "East", "·",
                                 "8", "cards"]
    played = _started(Session(SessionOptions(rules=coinche, seed=8, bots="heuristic")),
                      "pass", "pass", "pass")
    assert played[0].startswith(" 80 ♣ by W · You + North 0 pts · East + West 0 pts · "
                                "trick 1/8")


@pytest.mark.parametrize("lang, said", [
    ("en", " auction · highest bid 100 ♦ by E, coinched · seed 7"),
    ("fr", " enchères · plus haute enchère 100 ♦ par E, coinchée · graine 7")])
def test_the_auction_s_table_says_the_bid_is_coinched(lang: str, said: str) -> None:
    # Seed 7: E bids 100 ♦ and S coinches. The table as the auction ended named the bid
    # and not the coinche, which only the line under it said ('Contract 100 ♦ by E,
    # coinched'), S's own call in its place.
    session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=7,
                                     bots="heuristic", lang=lang))
    session.start()
    session.handle_line("coinche")
    assert plain(table_rows(session, 80, auction=True))[0] == said


def test_belote_a_deux_shows_the_talon_the_points_of_each_player_and_the_last_trick() -> None:
    # Seed 1 (the golden play-deux session): S takes the retourne Q♠; each player holds 6
    # cards, so 32 - 12 = 20 lie in the talon, the Q♠ face up under it. N leads K♦, S wins
    # it with J♠ (trump jack 20 + king 4 = 24); each draws a card: the talon holds 18, N 6.
    deux = SessionOptions(rules=RuleSet.parse(["variant=deux"]), seed=1)
    text = _started(DeuxSession(deux), "take")
    assert text[0] == " trump ♠ · taken by S · You 0 pts · North 0 pts · trick 1/16 · seed 1"
    assert "North · 5 cards" in text[2] and "│ K♦ │" in text[4]
    assert any(line.strip() == "talon 20, face up Q♠" for line in text)
    after = _started(DeuxSession(deux), "take", "J♠")
    assert after[0] == " trump ♠ · taken by S · You 24 pts · North 0 pts · trick 2/16 · seed 1"
    assert "North · 6 cards" in after[2]
    assert any(line.strip() == "talon 18, face up Q♠" for line in after)
    assert any(line.strip() == "last trick: S won 24" for line in after)


def test_belote_a_deux_s_talon_loses_two_cards_a_trick_and_is_empty_from_trick_11() -> None:
    # Seed 1: S swaps the 7♠ for the face-up Q♠ before trick 3 ('yes'), which then lies
    # under the talon; after each trick both players draw, two cards fewer, and after the
    # tenth the 20 are gone: 'talon empty' for tricks 11 to 16.
    deux = SessionOptions(rules=RuleSet.parse(["variant=deux"]), seed=1)
    session = DeuxSession(deux)
    session.start()
    talons = []
    for line in ["take", "J♠", "1", "yes", *["1"] * 8]:
        session.handle_line(line)
        talons.append(next(row.strip() for row in plain(table_rows(session, 80))
                           if row.strip().startswith("talon")))
    assert talons[:4] == ["talon 20, face up Q♠", "talon 18, face up Q♠",
                          "talon 16, face up Q♠", "talon 16, face up 7♠"]
    assert talons[4:11] == [f"talon {n}, face up 7♠" for n in (14, 12, 10, 8, 6, 4, 2)]
    assert talons[-1] == "talon empty"
    assert plain(table_rows(session, 80))[0].endswith(" · trick 11/16 · seed 1")


def test_belote_decouverte_shows_north_s_face_up_cards_and_how_many_lie_down() -> None:
    # Seed 2 (the golden play-decouverte session): N takes ♠ and leads 8♣. Each player has
    # 8 cards face down under 8 face up; N's 7 others face up are in a row, its trumps
    # starred; S must follow clubs, so only K♣ and 7♣ carry a number. French: 'cachées'.
    for lang, said, north in (("en", " trump ♠ · taken by N · You 0 pts (8 face down) · "
                                     "North 0 pts · trick 1/16", "North · 8 face down"),
                              ("fr", " atout ♠ · pris par N · Vous 0 pt (8 cachées) · "
                                     "Nord 0 pt · pli 1/16 · graine 2", "Nord · 8 cachées")):
        options = SessionOptions(rules=RuleSet.parse(["variant=decouverte"]), seed=2,
                                 lang=lang)
        text = _started(DeuxSession(options))
        assert text[0] == said
        assert text[2].strip() == north
        jack, king = ("J", "K") if lang == "en" else ("V", "R")
        assert text[3].split() == [f"{jack}♠*", "7♠*", "9♥", "8♥", "9♦", "10♣", f"{jack}♣"]
        assert "│ 8♣ │" in text[5]
        assert text[-1].split() == ["1", "2"]
        assert f"│ {king}♣ │ │ 7♣ │" in text[-3]


def test_belote_decouverte_says_each_player_s_face_down_cards_while_there_are_any() -> None:
    # Seed 2, S playing its first playable card each time: N turns up its last card at
    # trick 13, S at trick 10. Each side says its count while a card lies down (French
    # 'cachée' for one, 'cachées' for more) and neither says '0': the status line's
    # 'Vous 48 · Nord 60' has no count, and North's name none ('Nord', not 'Nord · 0
    # cachée'), to the end of the deal.
    for lang, you, north in (("en", "You", "North"), ("fr", "Vous", "Nord")):
        options = SessionOptions(rules=RuleSet.parse(["variant=decouverte"]), seed=2,
                                 lang=lang)
        session = DeuxSession(options)
        text = _started(session)
        seen = set()
        while True:
            game = session.game
            assert game is not None
            counts = [game.face_down(seat).bit_count() for seat in (Seat.S, Seat.N)]
            seen.update(counts)
            words = [(f"{n} face down" if lang == "en" else f"{n} cachée" if n == 1
                      else f"{n} cachées") for n in counts]
            mine = re.escape(f" ({words[0]})") if counts[0] else ""
            assert re.fullmatch(rf"{you} \d+ pts?{mine}", text[0].split(" · ")[2]), text[0]
            assert text[2].strip() == (f"{north} · {words[1]}" if counts[1] else north)
            if game.is_over:
                break
            session.handle_line("1")
            text = plain(table_rows(session, 80))
        assert seen == set(range(9))


def test_the_status_line_counts_the_tricks_up_to_the_eighth() -> None:
    # Seed 3, S takes ♦ and plays its first playable card each time: the status line
    # names the trick being played of the eight, the last one 8/8, and 8/8 still once
    # the deal is over (no ninth trick).
    session = _session("1")
    assert plain(table_rows(session, 80))[0].endswith(" · trick 1/8")
    for _ in range(7):
        session.handle_line("1")
    assert plain(table_rows(session, 80))[0].endswith(" · trick 8/8")
    session.handle_line("1")
    assert session.game is not None and session.game.is_over
    assert plain(table_rows(session, 80))[0].endswith(" · trick 8/8")


def test_a_hand_of_five_is_centred_its_middle_card_under_north_s() -> None:
    # Seed 3 while bidding: S holds five cards, 5 boxes of 6 columns a column apart (34
    # columns); centred in 80 columns, 23 blank on each side, the third card (Q♥) drawn
    # in the same columns as North's card, columns 37 to 42.
    text = plain(table_rows(_session(), 80))
    top = text[-4]
    assert top.strip() == " ".join(["╭────╮"] * 5)
    assert len(top) - len(top.lstrip()) == 23 and 80 - len(top.rstrip()) == 23
    north = text[3]
    assert north.index("┌") == 37 and text[-3].index("│ Q♥ │") == 37
