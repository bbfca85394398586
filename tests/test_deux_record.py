"""Belote à deux in deal files: the ``variant:`` header, the deck line and the exchange
mark, 16 tricks of two cards, the problems with their line and column, ``belote score`` in
text and ``--json``, revokes after the talon, and random deals recorded and scored back."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli import build
from belote_cli.bots.registry import find_bot
from belote_cli.cli import app
from belote_cli.core.cards import HEARTS, parse_card, parse_cards
from belote_cli.core.errors import DealFileErrors
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat, Team
from belote_cli.dealfile import dumps, loads
from belote_cli.dealfile.replay import dealer_note, replay
from belote_cli.engine.game import Game
from belote_cli.engine.playing import play_out
from belote_cli.texts import describe, describe_reason

runner = CliRunner()

HEADER = """# belote à deux: the worked deal of the variant rules
variant: deux
trump: ♥
taker: S
dealer: N
deck: K♦ A♣ Q♠ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠ 7♦ 10♥ 9♠ Q♣ 9♥ 8♦ J♣ 7♣ J♦ 9♣ 7♥ Q♦ 10♣ 7♠ \
K♥ A♠ Q♥ 8♥ K♣ A♥ A♦
exchange: S 6
"""  # the deck on one line: a backslash at the end of a line joins it to the next
FIRST_TEN = """1: S K♦ N 9♦
2: S 9♠ N 8♠
3: S 9♥ N 7♦
4: S Q♠ N Q♣
5: S J♥ N K♠
6: S 8♣ N 10♦
7: S 10♠ N 7♣
8: S J♣ N Q♦
9: S J♦ N 8♦
10: S K♥ N 9♣
"""
LAST_SIX = """11: S Q♥ N A♥
12: N 7♥ S 10♥
13: S A♣ N 8♥
14: N 7♠ S K♣
15: N A♠ S A♦
16: N J♠ S 10♣
"""
WORKED = HEADER + FIRST_TEN + LAST_SIX
# Trick 11 with N's 8♥ instead of A♥ (a revoke: N must beat Q♥), then what follows.
REVOKED = HEADER + FIRST_TEN + """11: S Q♥ N 8♥
12: S A♣ N 7♥
13: N J♠ S 10♥
14: S A♦ N A♥
15: N 7♠ S K♣
16: N A♠ S 10♣
"""


def test_the_worked_deal_file_scores_as_the_variant_rules_say() -> None:
    [record] = loads(WORKED)
    assert record.is_two and record.exchange == 6 and record.dealer is Seat.N
    assert record.deck is not None and record.deck[12] == parse_card("10♥")
    deal = replay(record)
    assert deal.score.points == (89, 73) and deal.score.tally.ok
    assert deal.score.result == "made" and deal.score.score == (109, 73)
    assert deal.score.belote is not None and deal.score.players == (Seat.S, Seat.N)
    assert deal.tricks is not None and len(deal.tricks) == 16
    assert describe_reason(deal.notes[0]) == (
        "exchange: S swapped 7♥ for the retourne 10♥ before trick 6")


@pytest.mark.parametrize("after", ["variant: deux", "rules: variant=deux",
                                   "variante: deux"])
def test_the_game_said_after_the_tricks_reads_all_sixteen(after: str) -> None:
    # The header is the deal's wherever its lines stand: the worked deal with its game
    # said after trick 16 scores as the worked figures say (S 89 + 20 of belote = 109, N
    # 63 + 10 = 73), where tricks 9 to 16 were each reported as more than 8 tricks.
    text = HEADER.replace("variant: deux\n", "") + FIRST_TEN + LAST_SIX + after + "\n"
    [record] = loads(text)
    deal = replay(record)
    assert record.is_two and deal.tricks is not None and len(deal.tricks) == 16
    assert deal.score.points == (89, 73) and deal.score.score == (109, 73)


def test_a_deal_of_four_with_sixteen_trick_lines_has_eight_too_many() -> None:
    # No game of two said anywhere in the deal: its trick lines 9 to 16 (file lines 15 to
    # 22, after a comment, four header lines and the deck's) are each a ninth trick.
    text = HEADER.replace("variant: deux\n", "") + FIRST_TEN + LAST_SIX
    with pytest.raises(DealFileErrors) as info:
        loads(text, "d.belote")
    ninth = [str(e) for e in info.value.errors if "more than 8 tricks" in str(e)]
    assert ninth == [f"d.belote:{n}:1: trick {n - 6}: more than 8 tricks in a deal"
                     for n in range(15, 23)]


@pytest.mark.parametrize("example", ["deux", "decouverte"])
@pytest.mark.parametrize("kind", ["SA", "TA", "sans atout"])
def test_a_game_of_two_at_sans_atout_or_tout_atout_is_a_problem(example: str,
                                                                 kind: str) -> None:
    # VARIANTS.md: sa_ta=on does not go with variant=deux or decouverte (`belote rules
    # deux`: no sans atout or tout atout). 'trump: TA' turned it on and the deal was
    # scored at tout atout, at two, exit 0.
    path = Path(__file__).parent.parent / "examples" / f"{example}.belote"
    text = path.read_text(encoding="utf-8")
    [line] = [n for n, line in enumerate(text.splitlines(), 1) if line.startswith("trump:")]
    game = {"deux": "belote à deux", "decouverte": "belote découverte"}[example]
    with pytest.raises(DealFileErrors) as info:
        loads(re.sub(r"^trump: .*$", f"trump: {kind}", text, flags=re.M), "d.belote")
    assert [str(e) for e in info.value.errors] == [
        f"d.belote:{line}:1: 'trump: {kind}': {game} is played at a suit, with no sans "
        f"atout nor tout atout"]
    assert len(loads(text)) == 1  # at its own suit, read


@pytest.mark.parametrize("example", ["deux", "decouverte"])
def test_an_announcement_in_a_game_of_two_is_a_problem(example: str) -> None:
    # VARIANTS.md: announcements=on does not go with a game of two, which has none but
    # belote-rebelote. An 'announce:' line was left unread, the deal scored without a word.
    path = Path(__file__).parent.parent / "examples" / f"{example}.belote"
    text = re.sub(r"^(trump: .*)$", r"\1\nannounce: S tierce A♣", path.read_text(
        encoding="utf-8"), count=1, flags=re.M)
    [line] = [n for n, line in enumerate(text.splitlines(), 1) if line.startswith("announce")]
    game = {"deux": "belote à deux", "decouverte": "belote découverte"}[example]
    with pytest.raises(DealFileErrors) as info:
        loads(text, "d.belote")
    assert [str(e) for e in info.value.errors] == [
        f"d.belote:{line}:1: 'announce:' but {game} has no announcements (belote-rebelote "
        f"only, on 'belote:')"]


def test_the_canonical_form_round_trips() -> None:
    [record] = loads(WORKED)
    text = dumps(record)
    assert "variant: deux" in text and "exchange: 6" in text and "deck: KD AC QS" in text
    assert "variant=deux" not in text
    assert "16: N:JS S:10C" in text
    [again] = loads(text)
    assert again == record and dumps(again) == text


def test_a_revoke_after_the_talon_is_scored_against_its_player() -> None:
    [record] = loads(REVOKED)
    deal = replay(record)
    [revoke] = deal.score.revokes
    assert (revoke.trick, revoke.seat, revoke.card) == (11, Seat.N, parse_card("8♥"))
    # Card points S 94, N 68; N revoked: S scores 162 and keeps its belote.
    assert deal.score.points == (94, 68)
    assert deal.score.score == (182, 0) and deal.score.penalty is not None
    played = replay(record, as_played=True)
    assert played.score.score == (114, 68) and played.score.result == "made"


def test_the_revoke_line_says_who_revoked(tmp_path: Path) -> None:
    # S took and N revoked: S scores 162 (RULES.md's revoke, VARIANTS.md at two). N is not
    # the taker, so not dedans: the contract is counted made, in both languages.
    path = tmp_path / "revoked.belote"
    path.write_text(REVOKED, encoding="utf-8")
    en = runner.invoke(app, ["score", str(path)])
    assert "revoke by N, not the taker: the contract counted made, S scores 162" in en.stdout
    fr = runner.invoke(app, ["score", "--lang", "fr", str(path)])
    assert ("renonce de N, qui n'a pas pris\xa0: contrat compté réussi, S marque 162"
            in fr.stdout)
    # Had S, the taker, revoked, S would be dedans.
    taker = path.with_name("taker.belote")
    taker.write_text(REVOKED.replace("taker: S", "taker: N"), encoding="utf-8")
    en = runner.invoke(app, ["score", str(taker)])
    assert "revoke by N, the taker: scored as dedans, S scores 162" in en.stdout
    fr = runner.invoke(app, ["score", "--lang", "fr", str(taker)])
    assert "renonce de N, le preneur\xa0: donne comptée dedans, S marque 162" in fr.stdout


def test_a_deck_of_one_card_is_said_in_the_singular() -> None:
    text = HEADER.replace(HEADER.splitlines()[DECK_LINE - 1], "deck: 7♥")
    assert [p for p in problems(text) if "'deck:' has" in p] == [
        "d.belote:6:7: 'deck:' has 1 card, expected the 32 in dealing order"]
    assert [p for p in problems_fr(text) if "'deck:' a" in p] == [
        "d.belote:6:7: 'deck:' a 1 carte, il faut les 32 dans l'ordre de la donne"]


def test_score_prints_the_tally_of_two_players(tmp_path: Path) -> None:
    path = tmp_path / "deux.belote"
    path.write_text(WORKED, encoding="utf-8")
    r = runner.invoke(app, ["score", str(path)])
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[0] == "trump ♥  taker S  dealer N"
    assert lines[1] == " 1: S K♦   N 9♦    S wins  4"
    assert lines[16] == "16: N J♠   S 10♣   N wins 12 + 10 dix de der"
    assert lines[18].split() == ["S", "N"]
    assert lines[19].split() == ["tricks", "won", "11", "5"]
    assert "made: taker S 89 trick points against 73" in lines
    assert lines[-3].split() == ["deal", "score", "109", "73"]
    assert lines[-2] == "check: 152 + 10 = 162 ✓"
    assert lines[-1] == "exchange: S swapped 7♥ for the retourne 10♥ before trick 6"
    fr = runner.invoke(app, ["score", "--lang", "fr", str(path)])
    assert fr.exit_code == 0 and "réussi\xa0: preneur S 89 points de plis contre 73" in (
        fr.stdout)


def test_score_json(tmp_path: Path) -> None:
    path = tmp_path / "deux.belote"
    path.write_text(REVOKED, encoding="utf-8")
    r = runner.invoke(app, ["score", "--json", str(path)])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert doc["variant"] == "deux" and doc["players"] == ["S", "N"]
    assert doc["points"] == {"S": 94, "N": 68} and doc["score"] == {"S": 182, "N": 0}
    assert doc["penalty"] == "N" and doc["belote"] == "S" and doc["exchange"] == 6
    assert doc["revokes"][0]["seat"] == "N" and doc["revokes"][0]["trick"] == 11
    assert len(doc["tricks"]) == 16 and doc["tricks"][10]["seats"] == ["S", "N"]
    assert doc["deck"][:3] == ["KD", "AC", "QS"] and len(doc["deck"]) == 32
    assert doc["tally"] == {"cards": 152, "dix_de_der": 10, "total": 162, "ok": True}
    # The review starts once the talon is empty (trick 11), where N's revoke is.
    analyze = runner.invoke(app, ["score", "--analyze", str(path)])
    assert analyze.exit_code == 0, analyze.output
    assert "double-dummy review from trick 11: S " in analyze.stdout
    assert re.search(r"^  trick 11 N: \S+, a revoke", analyze.stdout, re.M), analyze.stdout


def test_the_repr_of_a_two_player_score_names_the_players() -> None:
    # At the games of two a Team names a player (Team.NS S, Team.EW N): the repr wrote
    # dix_de_der=EW and belote=NS where the deal means N and S, as score's text and
    # --json say. The worked deal: N wins trick 16 (the dix de der), S plays K♥ and Q♥.
    worked = replay(loads(WORKED)[0]).score
    assert (worked.dix_de_der, worked.belote) == (Team.EW, Team.NS)  # the values as before
    assert ("dix_de_der=N, belote=S, capot=None, result='made', score=(109, 73), "
            "players=(S, N), game='deux')") in repr(worked)
    # N revokes at trick 11: N is scored as dedans, S took the belote.
    revoked = replay(loads(REVOKED)[0]).score
    assert revoked.penalty is Team.EW and ", belote=S, " in repr(revoked)
    assert repr(revoked).endswith("penalty=N, players=(S, N), game='deux')")
    # Découverte: S wins trick 16 and plays Q♦ and K♦ (examples/decouverte.belote).
    path = Path(__file__).parent.parent / "examples" / "decouverte.belote"
    found = replay(loads(path.read_text(encoding="utf-8"))[0]).score
    assert "dix_de_der=S, belote=S, capot=None, " in repr(found)
    # A capot by N, made by hand: N's team is EW.
    capot = dataclasses.replace(worked, capot=Team.EW, belote=None)
    assert "dix_de_der=N, belote=None, capot=N, " in repr(capot)
    # At four the teams are written as before.
    four = dataclasses.replace(worked, players=None, game="classic")
    assert "dix_de_der=EW, belote=NS, capot=None, " in repr(four)


def test_the_repr_of_a_score_made_by_hand_writes_what_is_not_a_team_as_it_is() -> None:
    # The repr named N for anything but Team.NS, a plain 0 (NS's index, S's) too, and
    # raised IndexError for players of fewer than two; a value object's repr shows what it
    # holds, as reprs.of does at four.
    worked = replay(loads(WORKED)[0]).score
    plain = dataclasses.replace(worked, dix_de_der=0, belote=1)  # type: ignore[arg-type]
    assert "dix_de_der=0, belote=1, capot=None, " in repr(plain)
    try:
        none = dataclasses.replace(worked, players=())  # type: ignore[arg-type]
    except TypeError:
        # The compiled build checks the field's type (a pair or None) as the score is made:
        # there, no score has players of fewer than two.
        assert "belote_cli.core.scoring" in build.compiled()
        return
    assert "dix_de_der=EW, belote=NS, capot=None, " in repr(none)


def problems(text: str) -> list[str]:
    with pytest.raises(DealFileErrors) as info:
        loads(text, "d.belote")
    return [str(e) for e in info.value.errors]


def problems_fr(text: str) -> list[str]:
    with pytest.raises(DealFileErrors) as info:
        loads(text, "d.belote")
    return [describe(e, "fr") for e in info.value.errors]


DECK_LINE = 6  # the line of 'deck:' in HEADER


@pytest.mark.parametrize("change,expected", [
    # No deck line.
    (lambda t: t.replace(HEADER.splitlines()[5] + "\n", ""),
     "d.belote:2: no 'deck:' line (belote à deux: the 32 cards in dealing order, which "
     "with the dealer fix every card's place)"),
    # A card twice in the deck (the last A♦ made a K♦: column 6 + 31 cards, four of them
    # tens, 31 * 3 + 4 = 97, + 1).
    (lambda t: t.replace("A♥ A♦\n", "A♥ K♦\n"),
     "d.belote:6:104: card 'K♦' is twice in the deck (card 1)"),
    # ... and the card it replaced is named, at the deck's first card.
    (lambda t: t.replace("A♥ A♦\n", "A♥ K♦\n"), "d.belote:6:7: 'deck:' lacks A♦"),
    (lambda t: t.replace(" A♦\nexchange", "\nexchange"),
     "d.belote:6:7: 'deck:' has 31 cards, expected the 32 in dealing order"),
    (lambda t: t.replace("dealer: N", "dealer: E"),
     "d.belote:5:1: belote à deux is played by S and N, found 'dealer: E'"),
    (lambda t: t.replace("2: S 9♠ N 8♠", "2: S 9♠ N 8♠ 7♣"),
     "d.belote:9:1: trick 2 has 3 cards, expected 2"),
    (lambda t: t.replace("2: S 9♠ N 8♠", "2: S 9♠ E 8♠"),
     "d.belote:9:9: trick 2: belote à deux is played by S and N, found E: the second card "
     "is N's"),
    # N plays 8♦ at trick 2, which it draws only after that trick.
    (lambda t: t.replace("2: S 9♠ N 8♠", "2: S 9♠ N 8♦").replace("9: S J♦ N 8♦",
                                                                 "9: S J♦ N 8♠"),
     "d.belote:9:11: trick 2: N does not hold 8♦ (held: K♠ J♠ 8♠ 10♦ 7♦ Q♣); 8♦ is still "
     "in the talon, drawn after trick 2"),
    (lambda t: t.replace("exchange: S 6", "exchange: S 5"),
     "d.belote:7:11: no exchange before trick 5: S, about to lead, does not hold the 7 of "
     "trump"),
    (lambda t: t.replace("exchange: S 6", "exchange: N 6"),
     "d.belote:7:11: 'exchange:' by N but S leads trick 6"),
    # The key as written, where it said 'exchange:' of 'échange:'.
    (lambda t: t.replace("exchange: S 6", "échange: N 6"),
     "d.belote:7:10: 'échange:' by N but S leads trick 6"),
    (lambda t: t.replace("exchange: S 6", "exchange: 11"),
     "d.belote:7:11: 'exchange:' takes the trick (1 to 10) before whose lead the trump 7 "
     "was swapped, maybe after the seat: 'exchange: S 6'"),
    (lambda t: t + "17: S 7♣ N 8♣\n",
     "d.belote:24:1: trick 17: more than 16 tricks in a deal"),
    (lambda t: t.replace("16: N J♠ S 10♣\n", ""),
     "d.belote: 15 tricks, expected 16"),
    # A trick of one card, a trick numbered 0 and a deal of one trick, each said of two
    # players and 16 tricks, not of a deal of four's 4 cards and 8 tricks.
    (lambda t: t.replace("2: S 9♠ N 8♠", "2: S 9♠"),
     "d.belote:9:1: trick 2 has 1 card, expected 2"),
    (lambda t: t.replace("2: S 9♠ N 8♠", "0: S 9♠ N 8♠"),
     "d.belote:9:1: trick 0 is out of range: a deal of two has 16 tricks, numbered 1 to 16"),
    (lambda t: HEADER + "1: S K♦ N 9♦\n", "d.belote: 1 trick, expected 16"),
    # The seat of an exchange, pointed at as a seat is on any other line.
    (lambda t: t.replace("exchange: S 6", "exchange: X 6"),
     "d.belote:7:11: unknown seat 'X' (expected N, E, S or W)"),
    # A pile is a deal of four's way of writing the cards: said at the deal's first line.
    (lambda t: HEADER + FIRST_TEN + "NS: Q♥ A♥ A♣ K♣ 7♥ 10♥ 8♥ A♦\n",
     "d.belote:2: a deal of belote à deux gives its tricks, not piles"),
])
def test_problems_have_a_line_and_a_column(change: object, expected: str) -> None:
    assert callable(change)
    found = problems(change(WORKED))
    assert expected in found, found
    french = problems_fr(change(WORKED))
    assert len(french) == len(found) and all(f != e for f, e in zip(french, found,
                                                                   strict=True)), french


def test_a_dealer_who_is_not_a_player_is_one_problem() -> None:
    # At two only S and N play: 'dealer: E' is said once, not also as "W must lead (after
    # dealer E)", W being no player either.
    found = problems(WORKED.replace("dealer: N", "dealer: E"))
    assert found == ["d.belote:5:1: belote à deux is played by S and N, found 'dealer: E'"]


def test_a_seat_of_a_trick_not_at_the_table_of_two_says_what_the_game_expects() -> None:
    # E or W in a trick line at two is no player of the game, not one out of turn: what
    # the line writes, and whose card the game expects there. Trick 1 of the worked deal
    # is S's lead (dealer N), trick 5 S's too (S won trick 4), its second card N's. It
    # said 'on lit E, mais c'est N qui joue après S', as of a seat out of turn at four.
    text = (WORKED.replace("1: S K♦ N 9♦", "1: E K♦ N 9♦")
            .replace("5: S J♥ N K♠", "5: S J♥ W K♠"))
    assert problems(text) == [
        "d.belote:8:4: trick 1: belote à deux is played by S and N, found E: S leads (after "
        "dealer N)",
        "d.belote:12:9: trick 5: belote à deux is played by S and N, found W: the second card "
        "is N's"]
    assert problems_fr(text) == [
        "d.belote:8:4: pli 1\xa0: la belote à deux se joue entre S et N (on lit E)\xa0: "
        "c'est S qui entame (après le donneur N)",
        "d.belote:12:9: pli 5\xa0: la belote à deux se joue entre S et N (on lit O)\xa0: "
        "la seconde carte est celle de N"]
    # The same at belote découverte: its first trick led by S after dealer N.
    decouverte = Path(__file__).parents[1] / "examples" / "decouverte.belote"
    found = problems(decouverte.read_text(encoding="utf-8").replace("1: S 7♥   N A♥",
                                                                    "1: S 7♥   E A♥"))
    assert [f.split(":", 3)[3] for f in found] == [
        " trick 1: belote découverte is played by S and N, found E: the second card is N's"]


def test_a_wrong_trump_line_at_two_is_hinted_at_the_first_wrong_lead() -> None:
    # 'trump: ♣' for the worked deal's ♥ (its exchange line left out: a ♣ trump allows
    # none): trick 4, S Q♠ N Q♣, goes to N's club, so S's lead of trick 5 is the first
    # wrong one; under ♥ every written lead follows the trick before. The hint that a
    # deal of four gets was not given at two.
    text = WORKED.replace("trump: ♥", "trump: ♣").replace("exchange: S 6\n", "")
    found = problems(text)
    assert found[0] == (
        "d.belote:11:4: trick 5: N must lead (won trick 4), found S (every trick is led by "
        "the winner of the trick before with ♥ as trump: is the 'trump:' line right?)")
    assert not any("as trump" in f for f in found[1:])  # said once, at the first


def test_a_card_of_the_talon_played_before_it_is_drawn_says_when_it_is() -> None:
    # Trick 2 with S's 9♥, card 16 of the deck: after trick 1 (S 9♠, N Q♣ drawn) it lies
    # on top of the talon, drawn after trick 2, not yet in S's hand. The problem said only
    # that S does not hold it; it now says where the card is.
    found = problems(WORKED.replace("2: S 9♠ N 8♠", "2: S 9♥ N 8♠"))
    assert found[0] == ("d.belote:9:6: trick 2: S does not hold 9♥ (held: J♥ 10♠ Q♠ 9♠ A♣ "
                        "8♣); 9♥ is still in the talon, drawn after trick 2")
    # N's A♠, card 27, at trick 1: 13 cards above it in the talon (cards 14 to 26, two
    # drawn a trick), drawn with K♥ after trick 7, as the variant rules' table says.
    found = problems(WORKED.replace("1: S K♦ N 9♦", "1: S K♦ N A♠"))
    assert found[0].endswith("; A♠ is still in the talon, drawn after trick 7"), found


def test_an_exchange_that_cannot_be_read_is_the_one_problem() -> None:
    # 'exchange: X 6': the seat is no seat, said at its column. Who holds the seven and
    # the retourne after the exchange is then unknown, so the tricks are not judged
    # against the deck's hands: N's 7♥ at trick 12, which N holds only because S swapped
    # it for the retourne, was said not held, with a hint that an 'exchange:' line was
    # probably missing, beside the line itself. The same of a trick out of range.
    found = problems(WORKED.replace("exchange: S 6", "exchange: X 6"))
    assert found == ["d.belote:7:11: unknown seat 'X' (expected N, E, S or W)"]
    found = problems(WORKED.replace("exchange: S 6", "exchange: S 11"))
    assert len(found) == 1 and found[0].startswith("d.belote:7:13: 'exchange:' takes the trick")


def test_a_card_played_twice_is_also_named_where_it_was_not_held() -> None:
    # N's 8♠ at trick 2 made an 8♦, which N draws only later and plays at trick 9 (line 16,
    # column 11): the deck fixes the hands, so the edited line is named too, not only the
    # second 8♦ and the missing 8♠ (the check of the hands stopped at any problem).
    found = problems(WORKED.replace("2: S 9♠ N 8♠", "2: S 9♠ N 8♦"))
    assert found == ["d.belote:9:11: trick 2: N does not hold 8♦ (held: K♠ J♠ 8♠ 10♦ 7♦ Q♣); "
                     "8♦ is still in the talon, drawn after trick 2",
                     "d.belote:16:11: card '8♦' already played in trick 2",
                     "d.belote: missing cards: 8♠"]


def test_a_missing_exchange_line_is_named_where_the_seven_turns_up() -> None:
    # The worked deal without its 'exchange: S 6': S keeps 7♥ (drawn after trick 5) and the
    # retourne 10♥ is drawn last, by N, the loser of trick 10. So N holds 10♥, not the 7♥
    # it leads at trick 12 (line 18, column 7). S, holding 7♥, led tricks 6 to 10: a swap
    # before any of them gives N the 7♥ at the end and S the 10♥ it plays at trick 12: the
    # first, then the others as a range, not one by one.
    text = WORKED.replace("exchange: S 6\n", "")
    assert problems(text) == [
        "d.belote:18:7: trick 12: N does not hold 7♥ (held: 10♥ 8♥ A♠ J♠ 7♠); an "
        "'exchange:' line is probably missing: 'exchange: S 6' if S swapped 7♥ for the "
        "retourne 10♥ before leading trick 6 (or before any trick from 7 to 10)"]
    assert problems_fr(text) == [
        "d.belote:18:7: pli 12\u00a0: N n'a pas 7♥ (en main\u00a0: 10♥ 8♥ A♠ V♠ 7♠)\u00a0; il "
        "manque sans doute une ligne 'exchange:'\u00a0: 'exchange: S 6' si S a échangé 7♥ "
        "contre la retourne 10♥ avant d'entamer le pli 6 (ou avant tout pli de 7 à 10)"]
    # A French file is told its own key.
    french = text.replace("dealer: N", "donneur: N").replace("taker: S", "preneur: S") \
        .replace("trump: ♥", "atout: ♥").replace("variant: deux", "variante: deux") \
        .replace("deck:", "paquet:")
    assert "ligne 'échange:'\u00a0: 'échange: S 6' si S" in problems_fr(french)[0]


def test_a_missing_exchange_line_is_named_where_the_retourne_is_played() -> None:
    # S leads the retourne 10♥ at trick 7 (line 13, column 6): with no exchange S does not
    # hold it. S's hand then: dealt K♦ A♣ Q♠ J♥ 8♣ 10♠, it played K♦ 9♠ 9♥ Q♠ J♥ 8♣ and
    # drew 9♠ 9♥ J♣ J♦ 7♥ 10♣. S held 7♥ when leading tricks 6 and 7: a swap before
    # either fits the cards. (S's 10♠ moved to trick 12 makes N win it: trick 13's seats
    # are then a problem of their own.)
    text = WORKED.replace("exchange: S 6\n", "").replace("7: S 10♠ N 7♣", "7: S 10♥ N 7♣") \
        .replace("12: N 7♥ S 10♥", "12: N 7♥ S 10♠")
    assert problems(text)[0] == (
        "d.belote:13:6: trick 7: S does not hold 10♥ (held: 7♥ 10♠ J♦ A♣ 10♣ J♣); an "
        "'exchange:' line is probably missing: 'exchange: S 6' if S swapped 7♥ for the "
        "retourne 10♥ before leading trick 6 (or before trick 7)")


def test_no_exchange_is_suggested_where_none_would_let_the_tricks_go_further() -> None:
    # No 'exchange:' line, and N plays 7♥ at trick 10 (line 16, column 12) in place of 9♣,
    # which N leads at trick 12 instead (S's K♥ and 10♥ still win both). S draws 7♥ after
    # trick 5 and leads tricks 6 to 10 with it, so a swap before any of them was allowed;
    # but it puts 7♥ under the talon, where N takes it only after trick 10: N holds it at
    # trick 10 in no case, and a swap lets the tricks go no further than none (19 cards).
    # So no 'exchange:' line is suggested. N's hand then: dealt K♠ 10♦ 8♠ 9♦ J♠ 7♦, it
    # drew Q♣ 8♦ 7♣ 9♣ Q♦ 7♠ A♠ 8♥ A♥ and played 9♦ 8♠ 7♦ Q♣ K♠ 10♦ 7♣ Q♦ 8♦.
    text = WORKED.replace("exchange: S 6\n", "").replace("10: S K♥ N 9♣", "10: S K♥ N 7♥") \
        .replace("12: N 7♥ S 10♥", "12: N 9♣ S 10♥")
    assert problems(text) == [
        "d.belote:16:12: trick 10: N does not hold 7♥ (held: A♥ 8♥ A♠ J♠ 7♠ 9♣)"]


def test_a_missing_exchange_line_names_three_other_tricks_as_a_range() -> None:
    # No 'exchange:' line, and S plays the retourne 10♥ at trick 9 (line 15, column 6) in
    # place of J♦, which S plays at trick 12 instead, void in hearts: N's 7♥ wins it and
    # N leads the last four, which S, void in their suits, loses. S holds 7♥ from trick 6
    # on and leads tricks 6 to 9: a swap before any of them gives S the 10♥ at trick 9 and
    # lets every card of the file be held; a swap before trick 10 comes after it. The
    # first, 6, then the three others as a range, 'from 7 to 9'. S's hand then: dealt K♦
    # A♣ Q♠ J♥ 8♣ 10♠, it drew 9♠ 9♥ J♣ J♦ 7♥ 10♣ K♥ Q♥ and played K♦ 9♠ 9♥ Q♠ J♥ 8♣ 10♠
    # J♣.
    ending = ("11: S Q♥ N A♥\n12: N 7♥ S J♦\n13: N 8♥ S 10♣\n14: N 7♠ S K♣\n"
              "15: N A♠ S A♦\n16: N J♠ S A♣\n")
    text = (HEADER + FIRST_TEN).replace("exchange: S 6\n", "") \
        .replace("9: S J♦ N 8♦", "9: S 10♥ N 8♦") + ending
    assert problems(text) == [
        "d.belote:15:6: trick 9: S does not hold 10♥ (held: K♥ Q♥ 7♥ J♦ A♣ 10♣); an "
        "'exchange:' line is probably missing: 'exchange: S 6' if S swapped 7♥ for the "
        "retourne 10♥ before leading trick 6 (or before any trick from 7 to 9)"]


def test_an_exchange_under_a_retourne_that_is_an_eight_says_who_lacks_the_seven() -> None:
    # The deck with its 10♥ (card 13, the retourne) and its 8♥ (card 29) swapped: the
    # retourne is 8♥, trump still hearts. 'exchange: S 1' (line 7, its number at column
    # 11): S, dealt K♦ A♣ Q♠ J♥ 8♣ 10♠, does not hold 7♥; the retourne is no 7.
    deck = HEADER.splitlines()[5]
    text = WORKED.replace("10♥ 9♠ Q♣", "8♥ 9♠ Q♣").replace("Q♥ 8♥ K♣", "Q♥ 10♥ K♣") \
        .replace("exchange: S 6", "exchange: S 1")
    assert text.splitlines()[5] != deck and text.splitlines()[5].split()[13] == "8♥"
    assert problems(text) == [
        "d.belote:7:11: no exchange before trick 1: S, about to lead, does not hold the 7 of "
        "trump"]



def test_an_exchange_under_a_diamond_eight_says_who_lacks_the_seven() -> None:
    # The deal above with hearts and diamonds swapped throughout (trump ♦, the retourne
    # 8♦): the same deal in another suit, so the same problem, 'exchange: S 1' by S who
    # does not hold 7♦ (VARIANTS.md: only the holder of the trump 7 may swap it), not
    # that the retourne is the 7.
    text = WORKED.replace("10♥ 9♠ Q♣", "8♥ 9♠ Q♣").replace("Q♥ 8♥ K♣", "Q♥ 10♥ K♣") \
        .replace("exchange: S 6", "exchange: S 1")
    text = text.replace("♥", "\0").replace("♦", "♥").replace("\0", "♦")
    assert text.splitlines()[5].split()[13] == "8♦" and "trump: ♦" in text
    assert problems(text) == [
        "d.belote:7:11: no exchange before trick 1: S, about to lead, does not hold the 7 of "
        "trump"]

def test_no_exchange_is_suggested_where_none_is_allowed() -> None:
    # exchange7=off: the 7♥ stays with S, and N's 7♥ at trick 12 (line 19) is only not held.
    text = WORKED.replace("exchange: S 6\n", "rules: exchange7=off\n")
    assert problems(text) == [
        "d.belote:19:7: trick 12: N does not hold 7♥ (held: 10♥ 8♥ A♠ J♠ 7♠)"]


def test_deck_belongs_to_both_games_of_two_and_exchange_to_belote_a_deux() -> None:
    # Without 'variant: deux' the deal is classic: its 'deck:' (line 5) is a game of two's,
    # belote à deux's or belote découverte's (VARIANTS.md: both deal from a deck read so),
    # and its 'exchange:' (line 6) belote à deux's alone (découverte swaps no seven).
    text = WORKED.replace("variant: deux\n", "")
    found = problems(text)
    assert "d.belote:5:1: 'deck:' belongs to the games of two ('variant: deux' or "\
        "'variant: decouverte')" in found, found
    assert "d.belote:6:1: 'exchange:' belongs to belote à deux ('variant: deux')" in found
    assert not any("'deck:' belongs to belote à deux" in p for p in found)
    found = problems_fr(text)
    assert "d.belote:5:1: 'deck:' appartient aux jeux à deux ('variant: deux' ou "\
        "'variant: découverte')" in found, found
    assert "d.belote:6:1: 'exchange:' appartient à la belote à deux ('variant: deux')" in found
    # A file of French keys is told its own.
    french = text.replace("deck:", "paquet:").replace("trump:", "atout:")
    assert "d.belote:5:1: 'paquet:' appartient aux jeux à deux ('variante: deux' ou "\
        "'variante: découverte')" in problems_fr(french)


def test_keys_and_seats_are_quoted_as_written() -> None:
    # The French key and the seat as the file writes them, in both languages.
    text = WORKED.replace("dealer: N", "donneur:  o").replace("taker: S", "taker: e")
    assert problems(text) == [
        "d.belote:4:1: belote à deux is played by S and N, found 'taker: e'",
        "d.belote:5:1: belote à deux is played by S and N, found 'donneur: o'"]
    assert problems_fr(text) == [
        "d.belote:4:1: la belote à deux se joue entre S et N (on lit 'taker: e')",
        "d.belote:5:1: la belote à deux se joue entre S et N (on lit 'donneur: o')"]
    found = problems_fr(WORKED.replace("variant: deux\n", "").replace("deck:", "paquet:"))
    assert any("'paquet:' appartient aux jeux à deux" in p for p in found), found


def test_rules_variant_deux_reads_as_the_header() -> None:
    text = WORKED.replace("variant: deux\n", "rules: variant=deux\n")
    [record] = loads(text)
    assert record.is_two and replay(record).score.score == (109, 73)


def test_random_deals_recorded_score_the_same() -> None:
    rule_sets = [RuleSet(variant="deux"), RuleSet(variant="deux", belote="declared"),
                 RuleSet(variant="deux", exchange7="off", capot=250, tie="dedans")]
    played = 0
    for n in range(150):
        bots = [find_bot("random" if n % 2 else "heuristic", random.Random(n * 4 + k))
                for k in range(4)]
        game = play_out(Game.shuffle(random.Random(n), (Seat.S, Seat.N)[n % 2],
                                     rule_sets[n % 3]), bots)
        if game.is_void:
            continue
        played += 1
        text = game.deal_file(independent=True)
        [record] = loads(text)
        assert replay(record).score == game.score, (n, text)
        assert dumps(record) == text
    assert played > 100


def test_the_api_plays_and_scores_a_deal_of_two() -> None:
    import belote_cli as b

    deal = b.play_deal("random", seed=3, rules="variant=deux")
    assert deal.game.kind == "deux" and deal.score.tally.ok
    assert b.score(deal.deal_file) == [deal.score]
    assert deal.game.dealer in (Seat.S, Seat.N) and deal.game.trump in range(4)
    assert HEARTS in range(4) and parse_cards("7♥")


def test_a_french_file_reads_the_same() -> None:
    # The keys of docs/format.fr.md, French ranks V D R, 'pli N:'.
    text = WORKED.replace("variant:", "variante:").replace("trump:", "atout:").replace(
        "taker:", "preneur:").replace("dealer:", "donneur:").replace("deck:", "paquet:").replace(
        "exchange:", "échange:")
    text = "\n".join(("pli " + line) if line[:1].isdigit() else line
                     for line in text.splitlines())
    for en, fr in (("J", "V"), ("Q", "D"), ("K", "R")):
        for suit in "♠♥♦♣":
            text = text.replace(en + suit, fr + suit)
    [record] = loads(text)
    [english] = loads(WORKED)
    assert record.deck == english.deck and record.tricks == english.tricks
    assert replay(record).score == replay(english).score


def test_a_match_of_two_in_a_file(tmp_path: Path) -> None:
    # The worked deal twice, with a target of 200: S leads 109 after the first deal and
    # reaches 218 with the second, and wins the match.
    path = tmp_path / "match.belote"
    path.write_text(WORKED.replace("dealer: N", "dealer: N\nrules: target=200")
                    + "---\n" + WORKED, encoding="utf-8")
    r = runner.invoke(app, ["score", "--json", str(path)])
    assert r.exit_code == 0, r.output
    first, second = json.loads(r.stdout)
    assert first["match"] == {"gained": {"S": 109, "N": 73}, "totals": {"S": 109, "N": 73},
                              "held": 0, "winner": None}
    assert second["match"]["totals"] == {"S": 218, "N": 146}
    assert second["match"]["winner"] == "S"
    text = runner.invoke(app, ["score", str(path)]).stdout
    assert "match after deal 2: S 218 – N 146" in text and "S wins the match, 218 to 146" in (
        text)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_decouverte_file_s_problems_name_belote_decouverte(lang: str) -> None:
    # The two games of two share the file's form; a problem names the game the file
    # plays: belote découverte, not belote à deux (VARIANTS.md: both are played by S and N).
    text = WORKED.replace("variant: deux", "variant: decouverte")
    assert "variant: decouverte" in text
    edited = text.replace("dealer: N", "dealer: E")
    found = problems(edited) if lang == "en" else problems_fr(edited)
    expected = ("belote découverte is played by S and N, found 'dealer: E'" if lang == "en"
                else "la belote découverte se joue entre S et N (on lit 'dealer: E')")
    assert any(expected in f for f in found), found
    no_deck = problems(text.replace(HEADER.splitlines()[5] + "\n", ""))
    assert any("no 'deck:' line (belote découverte: " in f for f in no_deck), no_deck


def test_a_variant_that_is_no_game_is_the_one_problem() -> None:
    # 'variant: twoplayers' names no game: said at its line, and the deal's 16 tricks of
    # two cards, its deck and its exchange are not judged by the classic game's rules
    # (they made 8 "2 cards, expected 4", 8 "more than 8 tricks", 'deck:' and
    # 'exchange:' belonging to belote à deux, and the missing cards).
    text = WORKED.replace("variant: deux", "variant: twoplayers")
    found = problems(text)
    assert len(found) == 1, found
    assert found[0].startswith("d.belote:2:10: unknown value 'twoplayers' for rule 'variant'")


# A match of two players, the dealers compared by the variant rules' next_dealer:
# 'winner' (the default), the player who scored more in the deal deals the next one, equal
# scores the other player; 'alternate', the other player. A void deal (both pass twice)
# gives the deal to the other player and leaves nothing in a file: one would explain any
# other dealer, which is noted as at four, not refused.

# The worked deal with the seats swapped: dealer S, N (the non-dealer) holds S's cards,
# takes, swaps the seven and wins 109 to 73, as S did.
SWAPPED = (HEADER.replace("taker: S", "taker: N").replace("dealer: N", "dealer: S")
           .replace("exchange: S 6", "exchange: N 6")
           + "".join(re.sub(r"\b[SN]\b", lambda m: "N" if m.group() == "S" else "S", line)
                     for line in (FIRST_TEN + LAST_SIX).splitlines(keepends=True)))
# The worked deal with S, the taker, revoking at trick 12: N leads 7♥ and S, who must beat
# it with 10♥, plays A♦. Then N 8♥ S 10♥ (S must beat), and S's three last tricks (N holds
# J♠ 7♠ A♠: neither club nor trump). S is scored as dedans: N 162, S keeps the belote, 20.
# The dealer, N, won the deal.
S_REVOKES = HEADER + FIRST_TEN + """11: S Q♥ N A♥
12: N 7♥ S A♦
13: N 8♥ S 10♥
14: S A♣ N 7♠
15: S 10♣ N A♠
16: S K♣ N J♠
"""
# Belote découverte's worked deal (the variant rules), dealer N: S takes ♦ and makes it,
# S 102 (82 + belote), N 80.
DECOUVERTE = """variant: decouverte
trump: ♦
taker: S
dealer: N
deck: J♠ J♥ 7♣ 9♠ J♣ 9♥ 9♦ 10♣ Q♦ 8♥ 10♦ 7♥ K♠ 8♦ Q♥ A♥ Q♣ 10♠ Q♠ 8♠ A♠ K♥ 7♠ A♣ J♦ \
K♣ 9♣ K♦ 8♣ 10♥ A♦ 7♦
1: S 7♥ N A♥
2: N 8♦ S 10♦
3: S 7♣ N 10♣
4: N K♠ S 9♠
5: N Q♥ S 8♥
6: N 8♣ S 9♣
7: S K♣ N J♣
8: S J♥ N 9♥
9: S Q♦ N 9♦
10: N 7♦ S K♦
11: S Q♠ N A♠
12: N A♣ S J♦
13: S 10♠ N A♦
14: N 7♠ S J♠
15: S Q♣ N 10♥
16: S 8♠ N K♥
"""
WINNER_S = ("dealer N: S scored more in deal 1 (109 to 73) and deals the next one; N deals "
            "only if a void deal (both players passed) came between")


def _match_notes(tmp_path: Path, *deals: str, header: str = "") -> list[list[str]]:
    path = tmp_path / "match.belote"
    path.write_text(header + "---\n".join(deals), encoding="utf-8")
    r = runner.invoke(app, ["score", "--json", str(path)])
    assert r.exit_code == 0, r.output
    return [[note for note in deal.get("notes", []) if not note.startswith("exchange")]
            for deal in json.loads(r.stdout)]


def test_a_match_of_two_notes_a_dealer_the_winner_rule_does_not_name(tmp_path: Path) -> None:
    assert [record.dealer for record in loads(SWAPPED + "---\n" + S_REVOKES)] == [Seat.S, Seat.N]
    # S won deal 1 (dealer N): S deals deal 2; N again is noted, with the scores.
    assert _match_notes(tmp_path, WORKED, SWAPPED) == [[], []]
    assert _match_notes(tmp_path, WORKED, WORKED) == [[], [WINNER_S]]
    # N, the dealer, won deal 1 (S's revoke): N deals again, and S, the other player, is
    # noted (the four-player rule, and next_dealer=alternate, would have it the other way).
    assert _match_notes(tmp_path, S_REVOKES, WORKED) == [[], []]
    assert _match_notes(tmp_path, S_REVOKES, SWAPPED) == [[], [
        "dealer S: N scored more in deal 1 (162 to 20) and deals the next one; S deals only "
        "if a void deal (both players passed) came between"]]
    # Each deal against the one before it: N won deal 2 (dealer S) and deals deal 3.
    assert _match_notes(tmp_path, WORKED, SWAPPED, WORKED) == [[], [], []]
    assert _match_notes(tmp_path, WORKED, SWAPPED, SWAPPED) == [[], [], [
        "dealer S: N scored more in deal 2 (109 to 73) and deals the next one; S deals only "
        "if a void deal (both players passed) came between"]]


def test_a_match_of_two_by_alternate_deals_notes_the_same_dealer_twice(tmp_path: Path) -> None:
    alternate = "rules: next_dealer=alternate\n"
    assert _match_notes(tmp_path, S_REVOKES, SWAPPED, header=alternate) == [[], []]
    assert _match_notes(tmp_path, S_REVOKES, WORKED, header=alternate) == [[], [
        "dealer N: after N (dealer of deal 1) the deal passes to S (next_dealer=alternate); "
        "N deals only if a void deal (both players passed) came between"]]


def test_the_dealer_note_at_two_in_french_and_in_the_text(tmp_path: Path) -> None:
    path = tmp_path / "match.belote"
    path.write_text(WORKED + "---\n" + WORKED, encoding="utf-8")
    en = runner.invoke(app, ["score", str(path)])
    assert en.exit_code == 0, en.output
    assert WINNER_S in en.stdout.replace("\n    ", " ").splitlines()
    fr = runner.invoke(app, ["score", "--lang", "fr", str(path)])
    assert fr.exit_code == 0, fr.output
    assert ("donneur N\xa0: S a marqué le plus de points à la donne 1 (109 à 73) et donne la "
            "suivante\xa0; N ne donne que si une donne nulle (les deux joueurs ont passé) est "
            "venue entre les deux") in fr.stdout.replace("\n    ", " ").splitlines()
    path.write_text("rules: next_dealer=alternate\n" + S_REVOKES + "---\n" + WORKED,
                    encoding="utf-8")
    fr = runner.invoke(app, ["score", "--lang", "fr", str(path)])
    assert ("donneur N\xa0: après N (donneur de la donne 1) la donne passe à S "
            "(next_dealer=alternate)\xa0; N ne donne que si une donne nulle (les deux joueurs "
            "ont passé) est venue entre les deux") in fr.stdout.replace("\n    ", " ").splitlines()


def test_a_match_of_belote_decouverte_notes_its_dealers_too(tmp_path: Path) -> None:
    swapped = (DECOUVERTE.replace("taker: S", "taker: N").replace("dealer: N", "dealer: S")
               .split("1: ", 1)[0]
               + "".join(re.sub(r"\b[SN]\b", lambda m: "N" if m.group() == "S" else "S", line)
                         for line in ("1: " + DECOUVERTE.split("\n1: ", 1)[1])
                         .splitlines(keepends=True)))
    assert _match_notes(tmp_path, DECOUVERTE, swapped) == [[], []]
    assert _match_notes(tmp_path, DECOUVERTE, DECOUVERTE) == [[], [
        "dealer N: S scored more in deal 1 (102 to 80) and deals the next one; N deals only "
        "if a void deal (both players passed) came between"]]


# Belote découverte without bidding (decouverte_bid=off): trump is the retourne's suit and
# nobody takes or passes, so no deal is void, and the note cannot say that a void deal
# would explain the dealer. The hand-written deal, dealer S, counted by hand in
# tests/test_hand_written.py: S 65, N 97. N scored more and deals next: S again is noted.
NO_BID = (Path(__file__).parent / "deals" / "hand-written" / "decouverte-no-bid.belote"
          ).read_text(encoding="utf-8")
UNBID_WINNER = ("dealer S: N scored more in deal 1 (97 to 65) and deals the next one; S "
                "deals only if a deal left out of the file came between (nobody bids with "
                "decouverte_bid=off, so no deal is void)")


def test_a_match_of_decouverte_without_bidding_says_no_void_deal_explains_the_dealer(
        tmp_path: Path) -> None:
    assert _match_notes(tmp_path, NO_BID, NO_BID) == [[], [UNBID_WINNER]]
    # After S comes N by alternation: S again is noted, the same way.
    alternate = NO_BID.replace("règles: decouverte_bid=off",
                               "règles: decouverte_bid=off next_dealer=alternate")
    assert _match_notes(tmp_path, alternate, alternate) == [[], [
        "dealer S: after S (dealer of deal 1) the deal passes to N (next_dealer=alternate); "
        "S deals only if a deal left out of the file came between (nobody bids with "
        "decouverte_bid=off, so no deal is void)"]]
    path = tmp_path / "match.belote"
    path.write_text(NO_BID + "---\n" + NO_BID, encoding="utf-8")
    fr = runner.invoke(app, ["score", "--lang", "fr", str(path)])
    assert fr.exit_code == 0, fr.output
    assert ("donneur S\xa0: N a marqué le plus de points à la donne 1 (97 à 65) et donne la "
            "suivante\xa0; S ne donne que si une donne absente du fichier est venue entre les deux "
            "(personne ne prend avec decouverte_bid=off, donc aucune donne n'est nulle)"
            ) in fr.stdout.replace("\n    ", " ").splitlines()
    # The three such notes name the classic taking, la prise, where they said the
    # coinche's 'personne n'enchérit'.
    from belote_cli.texts import CATALOGUE
    for how in ("winner", "level", "alternate"):
        french = " ".join(CATALOGUE[f"note_dealer_two_{how}_unbid"][1].split())
        assert french.endswith("(personne ne prend avec decouverte_bid=off, donc aucune "
                               "donne n'est nulle)"), how
    en = runner.invoke(app, ["score", str(path)])
    assert UNBID_WINNER in en.stdout.replace("\n    ", " ").splitlines()
    # Level scores (set to 81 each): after S comes N; S again is noted.
    first, second = (replay(record) for record in loads(NO_BID + "---\n" + NO_BID))
    level = dataclasses.replace(first, score=dataclasses.replace(first.score, score=(81, 81)))
    note = dealer_note(level, second.record, 2)
    assert note is not None
    assert describe_reason(note) == (
        "dealer S: deal 1 ended level (81 to 81), so after S the deal passes to N; S deals "
        "only if a deal left out of the file came between (nobody bids with "
        "decouverte_bid=off, so no deal is void)")
    # A deal with bidding on either side could have been void: the note stays as it was.
    bid = NO_BID.replace("règles: decouverte_bid=off", "règles: decouverte_bid=on"
                         ).replace("donneur: S", "donneur: S\npreneur: N")
    assert _match_notes(tmp_path, NO_BID, bid)[1][0].endswith(
        "S deals only if a void deal (both players passed) came between")


def test_no_dealer_note_at_two_after_the_match_is_won_nor_between_independent_deals(
        tmp_path: Path) -> None:
    # S's 109 wins a match to 100: deal 2 is not counted, a new match may begin.
    assert _match_notes(tmp_path, WORKED, WORKED, header="rules: target=100\n") == [[], []]
    assert _match_notes(tmp_path, WORKED, WORKED, header="match: none\n") == [[], []]


def test_level_scores_at_two_give_the_deal_to_the_other_player() -> None:
    # Both players scored the same (the worked deal's score set to 81 each): after N
    # comes S, as after a void deal; N again is noted.
    first, second = (replay(record) for record in loads(WORKED + "---\n" + WORKED))
    level = dataclasses.replace(first, score=dataclasses.replace(first.score, score=(81, 81)))
    assert dealer_note(level, replay(loads(SWAPPED)[0]).record, 2) is None
    note = dealer_note(level, second.record, 2)
    assert note is not None
    assert describe_reason(note) == (
        "dealer N: deal 1 ended level (81 to 81), so after N the deal passes to S; N deals "
        "only if a void deal (both players passed) came between")
    assert describe_reason(note, "fr") == (
        "donneur N\xa0: la donne 1 s'est terminée à égalité (81 à 81), donc après N la donne "
        "passe à S\xa0; N ne donne que si une donne nulle (les deux joueurs ont passé) est "
        "venue entre les deux")


# Belote découverte's worked deal with its 'variant: decouverte' (line 1) written 'rules:
# découverte': that word alone is the deal without bidding's earlier French name, a deal of
# four (docs/format.md). Its 'deck:' line is a game of two's: the one problem, at the word
# (column 8, after 'rules: '), says which game the file holds and how it is written; the
# taker, the deck and the 16 tricks of two cards are not judged as a deal of four's (they
# made a taker 'a deal without bidding has no taker', 'deck:' belonging to another game, 8
# tricks of '2 cards, expected 4', 8 'more than 8 tricks' and 16 missing cards).
MEANT_EN = ("d.belote:1:8: 'rules: {word}' is the deal without bidding, played by four, but "
            "the deal has a 'deck:' line, a game of two's: belote découverte is written "
            "'variant: decouverte'")
MEANT_FR = ("d.belote:1:{column}: '{key}: {word}' est la donne sans enchères, jouée à quatre, "
            "mais la donne a une ligne '{deck}:', celle d'un jeu à deux\u00a0: la belote "
            "découverte s'écrit 'variante: découverte'")


@pytest.mark.parametrize("word", ["découverte", "decouverte", "Découverte"])
def test_rules_decouverte_beside_a_deck_says_belote_decouverte_is_a_variant(word: str) -> None:
    text = DECOUVERTE.replace("variant: decouverte", f"rules: {word}")
    assert problems(text) == [MEANT_EN.format(word=word)]
    assert problems_fr(text) == [
        MEANT_FR.format(column=8, key="rules", word=word, deck="deck").replace(
            "'variante: ", "'variant: ")]
    # French keys: 'règles : ' is 9 characters, the word at column 10.
    french = text.replace(f"rules: {word}", f"règles : {word}").replace(
        "trump:", "atout:").replace("taker:", "preneur:").replace(
        "dealer:", "donneur:").replace("deck:", "paquet:")
    assert problems_fr(french) == [
        MEANT_FR.format(column=10, key="règles", word=word, deck="paquet")]


def test_rules_decouverte_beside_a_deck_reads_up_to_16_tricks_and_in_a_match() -> None:
    text = DECOUVERTE.replace("variant: decouverte", "rules: découverte")
    # A 17th trick line (line 22: the deck is one line, the 16 tricks lines 6 to 21) is
    # one more than belote découverte's 16, not than a deal of four's 8.
    assert problems(text + "17: S 7♠ N 8♠\n") == [
        MEANT_EN.format(word="découverte"),
        "d.belote:22:1: trick 17: more than 16 tricks in a deal"]
    # Second in a file after the right deal (its 21 lines and '---'): the one problem, at
    # line 23, and not that deal 2 is of another game than the match's.
    assert problems(DECOUVERTE + "---\n" + text) == [
        "d.belote:23:8: deal 2: " + MEANT_EN.format(word="découverte").removeprefix(
            "d.belote:1:8: ")]


def test_rules_decouverte_beside_a_deck_is_one_problem_for_belote_score(
        tmp_path: Path) -> None:
    path = tmp_path / "d.belote"
    path.write_text(DECOUVERTE.replace("variant: decouverte", "rules: découverte"),
                    encoding="utf-8")
    for lang, last in (("en", "error: 1 problem in"), ("fr", "erreur\u00a0: 1 problème dans")):
        r = runner.invoke(app, ["score", "--lang", lang, str(path)])
        assert r.exit_code == 1, r.output
        lines = r.stderr.splitlines()
        assert len(lines) == 2 and lines[1].startswith(last), r.stderr
        assert lines[0].startswith(f"{path}:1:8: 'rules: découverte' ")
        assert "'variant: decouverte'" in lines[0] if lang == "en" else (
            "'variant: découverte'" in lines[0])


@pytest.mark.parametrize("word", ["discovery", "sans-enchères"])
def test_the_deal_without_bidding_in_its_own_words_beside_a_deck_is_read_as_before(
        word: str) -> None:
    # 'discovery' and 'sans-enchères' name no game of two: the deal is the deal without
    # bidding, and its taker (line 3) and 'deck:' (line 5) are its problems, as before.
    found = problems(DECOUVERTE.replace("variant: decouverte", f"rules: {word}"))
    assert found[0] == (f"d.belote:3:1: 'rules: {word}' but the deal has a taker: a deal "
                        "without bidding has no taker and no belote bonus")
    assert found[1] == ("d.belote:5:1: 'deck:' belongs to the games of two ('variant: deux' "
                        "or 'variant: decouverte')")
    assert not any("is the deal without bidding, played by four" in p for p in found)


def test_rules_decouverte_without_a_deck_is_the_deal_without_bidding() -> None:
    # The word alone, in a deal of four (the example deal of the format's discovery deal:
    # no taker, 8 tricks of 4 cards), is read as before: no problem.
    text = """rules: découverte
trump: ♥
dealer: W
1: N 7♠ E 8♠ S 9♠ W 10♠
2: W J♠ N Q♠ E K♠ S A♠
3: S 7♥ W 8♥ N 9♥ E 10♥
4: N J♥ E Q♥ S K♥ W A♥
5: N 7♦ E 8♦ S 9♦ W 10♦
6: W J♦ N Q♦ E K♦ S A♦
7: S 7♣ W 8♣ N 9♣ E 10♣
8: E J♣ S Q♣ W K♣ N A♣
"""
    [record] = loads(text)
    assert record.discovery and record.rules.variant == "classic"


@pytest.mark.parametrize(("page", "keys"), [
    ("format.md", {}),
    ("format.fr.md", {"rules: découverte": "règles: découverte", "deck:": "paquet:"})])
def test_the_format_pages_quote_the_problem_of_rules_decouverte_beside_a_deck(
        page: str, keys: dict[str, str]) -> None:
    said = " ".join((Path(__file__).parent.parent / "docs" / page).read_text(
        encoding="utf-8").split())
    quote = re.search(r"\(`('(?:rules|règles): découverte' [^`]*), …`\)", said)
    assert quote is not None, page
    text = DECOUVERTE.replace("variant: decouverte", "rules: découverte")
    for english, french in keys.items():
        text = text.replace(english, french)
    [found] = problems(text) if page == "format.md" else problems_fr(text)
    assert found.replace("\u00a0", " ").startswith(f"d.belote:1:{8 if not keys else 9}: "
                                                   + quote.group(1)), (found, quote.group(1))


def test_the_repr_of_a_two_player_match_names_its_winner_as_its_deals_do() -> None:
    # Match's repr wrote winner=EW at belote à deux, beside its deals' dix_de_der=N: the
    # winner is N, who holds index 1 of the totals, as belote score's --json says.
    from belote_cli.engine.match import Match

    won = Match("variant=deux,target=301", totals=[81, 353], winner=Team.EW)
    assert won.winner is Team.EW  # the value as before
    assert ", winner=N, " in repr(won)
    assert ", winner=S, " in repr(Match("variant=decouverte", [1010, 0], winner=Team.NS))
    assert ", winner=None, " in repr(Match("variant=deux"))
    assert ", winner=EW, " in repr(Match("target=301", [81, 353], winner=Team.EW))  # at four


def test_belote_declared_at_two_counts_only_the_belote_said() -> None:
    # examples/deux.belote under belote=declared: S holds K♥ Q♥ and plays both. Without a
    # 'belote: S' line the 20 are not counted and a note says which line counts them:
    # S 89, N 63 + 10 = 73.
    # With it, S 89 + 20 = 109 and no note of it.
    example = (Path(__file__).parent.parent / "examples" / "deux.belote").read_text(
        encoding="utf-8")
    declared = example.replace("variant: deux\n", "variant: deux\nrules: belote=declared\n")
    [silent] = loads(declared)
    [said] = loads(declared.replace("taker: S\n", "taker: S\nbelote: S\n"))
    undeclared = ("S held K♥ Q♥ but did not declare belote (belote=declared): not counted; "
                  "if S did, write 'belote: S'")
    scored = replay(silent)
    assert scored.score.score == (89, 73)
    assert undeclared in [describe_reason(n) for n in scored.notes]
    scored = replay(said)
    assert scored.score.score == (109, 73)
    assert undeclared not in [describe_reason(n) for n in scored.notes]


def test_belote_named_at_two_for_the_player_without_the_pair_is_noted() -> None:
    # examples/deux.belote: S holds K♥ Q♥ (S draws Q♥ at trick 8, plays K♥ at trick 10 and
    # Q♥ at trick 11). A 'belote: N' line names the player who did not hold them: a note
    # says so, and S's belote still counts under belote=auto: S 89 + 20 = 109, N 73.
    # 'belote: S' names the holder: no such note.
    example = (Path(__file__).parent.parent / "examples" / "deux.belote").read_text(
        encoding="utf-8")
    [wrong] = loads(example.replace("taker: S\n", "taker: S\nbelote: N\n"))
    [right] = loads(example.replace("taker: S\n", "taker: S\nbelote: S\n"))
    scored = replay(wrong)
    assert scored.score.score == (109, 73)
    assert [describe_reason(n) for n in scored.notes
            if n.code == "note_not_holder"] == [
        "belote declared by N, but N did not hold K♥ Q♥: not counted"]
    scored = replay(right)
    assert scored.score.score == (109, 73)
    assert [n for n in scored.notes if n.code == "note_not_holder"] == []
