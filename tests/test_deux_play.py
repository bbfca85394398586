"""``belote play --rule variant=deux``: the user (S) against one bot (N), line by line: the
worked deal of the variant rules played through the session with a scripted North, the
talon and the card under it shown before each trick, the exchange asked, belote declared,
hint, a match to the target, the record scored back the same, and what is refused."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from piped import WholeRunner

from belote_cli.bots.base import BidView, PlayerView
from belote_cli.bots.expert import ExpertBot
from belote_cli.cli import app
from belote_cli.core.cards import CLUBS, HEARTS, SPADES, card_symbol, parse_card, parse_cards
from belote_cli.core.coinche import Call, CoincheAuction
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.dealfile import load
from belote_cli.dealfile.replay import replay
from belote_cli.play.interactive import SessionOptions
from belote_cli.play.interactive_deux import DeuxSession

runner = WholeRunner()  # messages read whole (tests/piped.py)
DECK = ("K♦ A♣ Q♠ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠ 7♦ 10♥ 9♠ Q♣ 9♥ 8♦ J♣ 7♣ J♦ 9♣ 7♥ Q♦ 10♣ 7♠ "
        "K♥ A♠ Q♥ 8♥ K♣ A♥ A♦")
# The worked deal's cards, S's typed by the user and N's played by the scripted bot.
SOUTH = ["K♦", "9♠", "9♥", "Q♠", "J♥", "8♣", "10♠", "J♣",
         "J♦", "K♥", "Q♥", "10♥", "A♣", "K♣", "A♦", "10♣"]
NORTH = ["9♦", "8♠", "7♦", "Q♣", "K♠", "10♦", "7♣", "Q♦",
         "8♦", "9♣", "A♥", "7♥", "8♥", "7♠", "A♠", "J♠"]


class Scripted:
    """North of the worked deal: passes, then plays its cards in turn."""

    name = "scripted"

    def __init__(self) -> None:
        self.cards = [parse_card(c) for c in NORTH]

    def bid(self, view: BidView) -> int | None:
        return None

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        raise AssertionError("no coinche at two")

    def play(self, view: PlayerView) -> int:
        c = self.cards.pop(0)
        assert view.legal >> c & 1, c
        return c


def worked_session(rules: RuleSet) -> tuple[DeuxSession, str]:
    options = SessionOptions(rules=rules, seed=1, dealer=Seat.N,
                             decks=(tuple(parse_cards(DECK)),))
    session = DeuxSession(options, bots={Seat.N: Scripted()})
    return session, session.start()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_line_of_a_trick_the_user_leads_fits_80_columns(lang: str) -> None:
    # At its longest (two-digit trick and talon, a 10 face up) the line that says the lead,
    # the talon and that any card may be played fits a terminal of 80 columns, and so does
    # the one of the empty talon: 89 and 100 characters wrapped before, 88 and 111 empty.
    from belote_cli.texts import say

    ten = card_symbol(parse_card("10S"), lang)
    full = say("deux_talon_lead", lang, n=10, size=18, card=ten)
    empty = say("deux_talon_empty_lead", lang, n=16)
    assert len(full) <= 80 and len(empty) <= 80
    assert full.startswith("Trick 10: you lead;" if lang == "en"
                           else "Pli 10\xa0: à vous d'entamer")
    assert ("18 cards" if lang == "en" else "18 cartes") in full and "10♠" in full
    assert ("face up" if lang == "en" else "visible") in full
    assert ("play any card" if lang == "en" else "carte libre") in full


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_line_of_a_trick_north_leads_says_the_lead_line_s_words(lang: str) -> None:
    # The talon holds 32 - 2 x 6 = 20 cards at trick 1 (the retourne under it among them),
    # two fewer after each trick: 22 - 2n at trick n, two at trick 10, empty from 11. So a
    # trick of two digits comes with a talon of one digit: the longest forms have three digits,
    # tricks 1 to 6 (20 to 10 cards) and trick 10 (2 cards), with a 10 face up under it.
    # A trick North leads is opened in the words of a trick the user leads, without "you
    # lead", where it said the same in other words ("the talon holds 8 cards, …; any card
    # may be played.", "le talon a 8 cartes, … visible dessous ; toute carte peut être
    # jouée.", "the talon is empty: …, trump when void.", "le talon est vide : …").
    from belote_cli.texts import say

    ten = card_symbol(parse_card("10S"), lang)
    for n in range(1, 11):
        size = 22 - 2 * n
        line = say("deux_talon", lang, n=n, size=size, card=ten)
        if lang == "en":
            assert line == f"Trick {n}: talon of {size} cards, 10♠ face up under it; play any card."
            assert say("deux_talon_lead", lang, n=n, size=size, card=ten) == (
                f"Trick {n}: you lead; talon of {size} cards, 10♠ face up under it; play any "
                "card.")
        else:
            assert line == f"Pli {n}\xa0: talon de {size} cartes dont 10♠ visible\xa0; carte libre."
            assert say("deux_talon_lead", lang, n=n, size=size, card=ten) == (
                f"Pli {n}\xa0: à vous d'entamer\xa0; talon de {size} cartes dont 10♠ visible\xa0; "
                "carte libre.")
        assert len(line) <= 80, line
    # From trick 11 the talon is empty and the obligations hold, said as when the user leads.
    empty = say("deux_talon_empty", lang, n=16)
    if lang == "en":
        assert empty == "Trick 16: talon empty: follow suit, beat a trump lead, trump if void."
        assert say("deux_talon_empty_lead", lang, n=16) == (
            "Trick 16: you lead; talon empty: follow suit, beat a trump lead, trump if void.")
    else:
        # Three infinitives, the last after "ou" without a comma, as French lists them.
        assert empty == "Pli 16\xa0: talon vide\xa0: fournir, monter à l'atout ou couper."
        assert say("deux_talon_empty_lead", lang, n=16) == (
            "Pli 16\xa0: à vous d'entamer\xa0; talon vide\xa0: fournir, monter à l'atout ou "
            "couper.")
    assert len(empty) <= 80, empty


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_taking_line_fits_80_columns_in_the_trick_lines_words(lang: str) -> None:
    # Said once a deal: the trump, the taker, the retourne face up under the talon and that
    # it is the last card drawn. At its longest a suit and a seat are one character each
    # (the two-player games have no SA or TA; S or N takes) and the retourne a 10: 88
    # characters in English and 97 in French wrapped on 80 columns.
    from belote_cli.texts import say

    ten = card_symbol(parse_card("10S"), lang)
    line = say("deux_taken", lang, suit="♠", seat="S", card=ten)
    if lang == "en":
        assert line == "Trump ♠, taken by S; retourne 10♠ face up under the talon, drawn last."
    else:
        # With its article ('L'atout est'), as the other games' taking lines say it.
        assert line == ("L'atout est ♠, pris par S\xa0; la retourne 10♠, sous le talon, vient "
                        "en dernier.")
    assert len(line) <= 80, line
    # "face up under" ("visible") as the trick lines say the card under the talon.
    assert ("face up under" if lang == "en" else "visible") in say(
        "deux_talon", lang, n=1, size=20, card=ten)


def test_the_worked_deal_through_the_session() -> None:
    session, out = worked_session(RuleSet(variant="deux"))
    assert "Your cards: 10♠ Q♠ J♥ K♦ A♣ 8♣" in out
    # VARIANTS.md's worked deal: the retourne 10♥ face up beside the talon of cards 14-32.
    assert "Retourne: 10♥ (face up; the talon holds 19 cards)" in out
    assert session.prompt == "Take ♥ or pass? 1) take  2) pass"
    out = session.handle_line("take")
    # Dealer N: S, the non-dealer, leads trick 1; that S leads is said in the trick's line.
    assert "Trick 1: you lead; talon of 20 cards, 10♥ face up under it; play any card." in out
    texts = [out]
    for number, c in enumerate(SOUTH, 1):
        if number == 6:
            # S won trick 5 (J♥ on K♠) and leads trick 6: 20 - 2 x 5 = 10 cards to draw, the
            # lead said once, before the swap.
            assert ("Trick 6: you lead; talon of 10 cards, 10♥ face up under it; play any "
                    "card.") in texts[-1]
            assert session.prompt == "Swap your 7♥ for the retourne 10♥? 1) yes  2) no"
            texts.append(session.handle_line("yes"))
            assert "S swaps 7♥ for the retourne 10♥." in texts[-1]
            assert "Trick 6: you lead." not in texts[-1]
        texts.append(session.handle_line(c))
    text = "\n".join(texts)
    assert "You draw 9♠ (first, as the winner)." in text  # after trick 1
    assert "Trick 7: you lead; talon of 8 cards, 7♥ face up under it" in text
    assert "You draw A♦ (first, as the winner)." not in text
    assert "You draw the last card, A♦; North takes 7♥ from under the talon." in text
    # S won trick 10 and leads trick 11; N won trick 11 (A♥) and leads trick 12.
    assert ("Trick 11: you lead; talon empty: follow suit, beat a trump lead, trump if void."
            in text)
    assert ("Trick 12: talon empty: follow suit, beat a trump lead, trump if void.\n"
            "N plays 7♥") in text
    # One line a trick begins with "Trick N:" (the cards on the table say "Trick N, …").
    for number in range(1, 17):
        assert sum(line.startswith(f"Trick {number}:") for line in text.splitlines()) == 1
    assert "S: belote!" in text and "S: rebelote!" in text
    assert "made: taker S 89 trick points against 73" in text
    assert "check: 152 + 10 = 162 ✓" in text
    assert session.is_over and session.scores[0].score == (109, 73)
    assert replay(session.records[0]).score == session.scores[0]


def test_an_illegal_card_after_the_talon_is_refused() -> None:
    session, _ = worked_session(RuleSet(variant="deux"))
    session.handle_line("1")
    for number, c in enumerate(SOUTH[:11], 1):
        if number == 6:
            session.handle_line("2")  # keep the 7: the exchange is offered again at trick 7
        if number == 7:
            assert session.prompt.startswith("Swap your 7♥")
            session.handle_line("1")
        session.handle_line(c)
    # Trick 12: N leads 7♥; S holds 10♥ and must beat it.
    out = session.handle_line("K♣")
    assert out == "K♣ refused: you must follow ♥."
    # 10♥ is S's only heart, so its only card: said so, not as the heuristic's choice.
    assert session.handle_line("hint").startswith("Hint: 10♥, the only card you may play.")


def test_belote_declared_is_asked() -> None:
    session, _ = worked_session(RuleSet(variant="deux", belote="declared"))
    session.handle_line("1")
    for number, c in enumerate(SOUTH, 1):
        if number == 6:
            session.handle_line("1")
        out = session.handle_line(c)
        if number == 10:
            assert session.prompt == "You hold K♥ and Q♥: say belote? 1) yes  2) no"
            out = session.handle_line("no")
            assert "belote!" not in out
    assert session.scores[0].score == (89, 73)
    # The tally says why the belote was not counted, as belote score does.
    assert "S held K♥ Q♥ but did not declare belote (belote=declared): not counted" in out


def play(*args: str, lines: str = "1\n" * 60) -> tuple[int, str, str]:
    r = runner.invoke(app, ["play", "--rule", "variant=deux", *args], input=lines)
    return r.exit_code, r.stdout, r.stderr


def test_play_a_deal_and_record_it(tmp_path: Path) -> None:
    path = tmp_path / "deux.belote"
    code, out, err = play("--seed", "3", "--record", str(path))
    assert code == 0, err
    assert out.startswith("Belote à deux: you play South against North (the heuristic bot).")
    assert "Trick 1: talon of 20 cards" in out and "check: 152 + 10 = 162 ✓" in out
    [record] = load(path)
    assert record.is_two and len(record.tricks) == 16
    again = play("--seed", "3")
    assert again[1] == out  # the same seed and input, the same bytes


@pytest.mark.parametrize(("lang", "take", "trick", "lead", "plays"), [
    ("en", "take", "Trick {n}: ", "you lead; ", "S plays "),
    ("fr", "prends", "Pli {n} : ", "à vous d'entamer ; ", "S joue ")], ids=["en", "fr"])
@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_a_trick_the_user_leads_opens_with_one_line(variant: str, lang: str, take: str,
                                                    trick: str, lead: str,
                                                    plays: str) -> None:
    # Each trick opens with one line "Trick N:" that says the talon (at belote découverte
    # North's cards), and that the user leads when they do: the trick's first card is
    # then S's. It said "Trick N: you lead." on a line of its own below it.
    r = runner.invoke(app, ["play", "--rule", f"variant={variant}", "--seed", "3", "--lang",
                            lang], input=f"{take}\n" + "1\n" * 40)
    assert r.exit_code == 0, r.stderr
    lines = [line.replace("\xa0", " ") for line in r.stdout.splitlines()]
    for number in range(1, 17):
        start = trick.format(n=number)
        at = [i for i, line in enumerate(lines) if line.startswith(start)]
        assert len(at) == 1, (number, at)
        first = next(line for line in lines[at[0]:] if re.match(r"[SN] (plays|joue) ", line))
        said = lines[at[0]][len(start):]
        assert said.startswith(lead) is first.startswith(plays), (number, said, first)


def test_a_match_to_the_target_and_french() -> None:
    code, out, err = play("--seed", "5", "--target", "300", lines="1\n" * 400)
    assert code == 0, err
    assert "wins the match" in out and "Deal 2: dealer" in out
    assert "--rule variant=deux" in out  # the line that replays a later deal alone
    code, out, err = play("--seed", "5", "--lang", "fr")
    assert code == 0, err
    assert "Belote à deux\xa0: vous jouez Sud contre Nord" in out
    assert "vérification\xa0: 152 + 10 = 162 ✓" in out


@pytest.mark.parametrize(("variant", "lang", "said"), [
    ("deux", "en", "81 points held (litige): they go to the player who scores more in this "
                   "deal."),
    ("decouverte", "fr", "81 points en réserve (litige)\xa0: ils iront au joueur qui marque "
                         "le plus dans cette donne."),
])
def test_score_names_the_player_who_wins_a_held_litige(variant: str, lang: str,
                                                       said: str) -> None:
    # At two the held 81 go to a player, not a team (the tally says 'S's 81 are held').
    options = SessionOptions(rules=RuleSet(variant=variant), seed=6, match=True, lang=lang)
    session = DeuxSession(options, bots={Seat.N: Scripted()})
    session.start()
    assert session.match is not None
    session.match.held = 81
    out = session.handle_line("score")
    assert said in out.splitlines()
    assert "team" not in out and "équipe" not in out


def test_what_play_refuses() -> None:
    code, _, err = play("--dealer", "E")
    assert code == 2 and "belote à deux is played by S and N" in err
    # belote découverte is the other game of two: its refusal names it.
    r = runner.invoke(app, ["play", "--rule", "variant=decouverte", "--dealer", "W"])
    assert r.exit_code == 2 and "--dealer W: belote découverte is played by S and N" in r.stderr
    code, _, err = play("--rule", "announcements=on")  # a --rule refused: a usage error
    assert code == 2 and "variant=deux" in err
    assert HEARTS == 1


def test_a_hint_among_equal_cards_says_so_at_two(monkeypatch: pytest.MonkeyPatch) -> None:
    # As at four: cards the expert cannot tell apart are said to be equal, and the one
    # named is the heuristic player's pick among them.
    import dataclasses
    import random

    from belote_cli.bots.expert import CardChoice, ExpertBot
    from belote_cli.bots.heuristic import HeuristicBot
    from belote_cli.core.cards import bits, card_symbol, mask_of

    session, _ = worked_session(RuleSet(variant="deux"))
    session.handle_line("take")
    assert session.game is not None
    view = session.game.player_view()
    legal = list(bits(view.legal))
    equal = legal[:2]
    expected = {c: 20.0 if c in equal else 10.0 for c in legal}
    margin = {c: 5.0 if c in equal else -5.0 for c in legal}
    monkeypatch.setattr(ExpertBot, "searches", lambda self, view: True)
    monkeypatch.setattr(ExpertBot, "evaluate",
                        lambda self, view: CardChoice(equal[0], expected, 12, margin))
    pick = HeuristicBot(random.Random(0)).play(
        dataclasses.replace(view, legal=mask_of(equal)))
    text = session.handle_line("hint")
    assert text.startswith(f"Hint: {card_symbol(pick)}, the heuristic player's choice "
                           "among 2 cards of equal value (")
    assert "20 points each). Trick points you may expect from here, by card (the other hand" in text


@pytest.mark.parametrize(("variant", "seed", "answers", "card"), [
    # Belote à deux, seed 5: at trick 16 South holds one card, 7♣ (the search's hint).
    ("deux", "5", "1\n" * 16 + "hint\n", "7♣"),
    # Belote découverte, seed 4: K♦ is the only face-up card South may play (the
    # search's hint); seed 6, in the first tricks, which the heuristic plays: A♣.
    ("decouverte", "4", "1\n" * 10 + "hint\n", "K♦"),
    ("decouverte", "6", "1\n" * 2 + "hint\n", "A♣"),
])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_at_two_with_one_legal_card_says_it_is_forced(
        variant: str, seed: str, answers: str, card: str, lang: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # It said 'Hint: A♣ (the heuristic player's choice).', as if chosen among others, and
    # once the talon was empty searched the deals to value that one card: it says the
    # card alone, without a search, in both languages.
    def searched(*args: object) -> None:
        raise AssertionError("searched")

    monkeypatch.setattr(ExpertBot, "evaluate", searched)
    r = runner.invoke(app, ["play", "--rule", f"variant={variant}", "--seed", seed,
                            "--lang", lang], input=answers)
    assert not isinstance(r.exception, AssertionError)  # no search
    said = (f"Hint: {card}, the only card you may play." if lang == "en" else
            f"Conseil\xa0: {card.replace('K', 'R')}, la seule carte que vous pouvez jouer.")
    hints = [line for line in r.stdout.splitlines() if line.startswith(said[:5])]
    assert hints == [said]


def test_a_hint_at_two_with_one_legal_card_is_not_searched_on_a_terminal() -> None:
    # Belote à deux, S playing its first card each time: at the last trick it holds one
    # card. The terminal says 'thinking…' (Session.thinking) while a hint is searched;
    # with one card there is no search to wait for.
    session = DeuxSession(SessionOptions(seed=5, rules=RuleSet(variant="deux")))
    session.start()
    for _ in range(16):
        session.handle_line("1")
    assert session.game is not None and len(session.game.played) == 15
    legal = session.game.player_view().legal
    assert legal.bit_count() == 1
    thought: list[bool] = []
    session.thinking = lambda: thought.append(True)
    card = card_symbol(legal.bit_length() - 1)
    assert session.handle_line("hint") == f"Hint: {card}, the only card you may play."
    assert thought == []


@pytest.mark.parametrize(("args", "answers", "lang", "said"), [
    # The words of the tally's row, 'trick points' and 'points de plis': the hint's
    # figures are those points (the cards and the dix de der), from the trick on. Each
    # at a card chosen among several: a lone card is said without figures.
    ([], "1\n" * 4 + "hint\n", "en", ". Trick points your team may expect from here, by card ("),
    ([], "1\n" * 4 + "hint\n", "fr", ". Points de plis que votre équipe peut espérer d'ici la fin"),
    (["--rule", "variant=deux"], "1\nhint\n", "en",
     ". Trick points you may expect from here, by card (the other hand"),
    (["--rule", "variant=deux"], "1\nhint\n", "fr",
     ". Points de plis que vous pouvez espérer d'ici la fin, par carte (main adverse"),
    (["--rule", "variant=deux"], "1\n" * 12 + "hint\n", "en",
     ". Every card is known: the trick points you take from here, by card"),
    (["--rule", "variant=deux"], "1\n" * 12 + "hint\n", "fr",
     ". Toutes les cartes sont connues\xa0: les points de plis que vous ramassez"),
    (["--rule", "variant=decouverte", "--seed", "4"], "1\n" * 11 + "hint\n", "en",
     ". Trick points you may expect from here, by card (the face-down cards"),
    (["--rule", "variant=decouverte", "--seed", "4"], "1\n" * 11 + "hint\n", "fr",
     ". Points de plis que vous pouvez espérer d'ici la fin, par carte (cartes face"),
])
def test_a_hint_names_its_figures_trick_points(args: list[str], answers: str, lang: str,
                                                said: str) -> None:
    # It said 'Points your team may expect' and 'Points que votre équipe peut espérer'.
    seed = [] if "--seed" in args else ["--seed", "5"]
    r = runner.invoke(app, ["play", *args, *seed, "--lang", lang], input=answers)
    head = "Hint:" if lang == "en" else "Conseil\xa0:"
    hint = next(line for line in r.stdout.splitlines() if line.startswith(head))
    assert said in hint, hint


def test_a_decouverte_hint_with_no_card_face_down_says_every_card_is_known() -> None:
    # Seed 3, trick 15: North shows its two cards and none of yours lies face down, so
    # nothing is dealt at random: the hint is exact (it said "the face-down cards dealt
    # 40×").
    answers = "1\n" * 14 + "hint\n1\n" * 3  # take, 13 cards, then a hint at each card
    r = runner.invoke(app, ["play", "--rule", "variant=decouverte", "--seed", "3"],
                      input=answers)
    assert r.exit_code == 0
    lines = r.stdout.splitlines()
    at = lines.index("Trick 15: you lead; none of your cards lies face down.")
    assert lines[at + 1] == "North's face-up cards: Q♥ 9♠"
    hint = next(line for line in lines[at:] if line.startswith("Hint:"))
    assert "Every card is known" in hint and "dealt" not in hint, hint


@pytest.mark.parametrize(("variant", "lang", "says", "not_said"), [
    # Belote découverte has no talon and no drawing, and its obligations hold from trick 1
    # (its help said the first ten tricks were free and their winner drew first).
    ("decouverte", "en", "Every trick, from the first: play a face-up card of yours; follow "
     "suit, beat a trump lead if you can, trump when void (face-down cards do not count).",
     "draws"),
    ("decouverte", "fr", "À chaque pli, dès le premier\xa0: jouez une de vos cartes visibles\xa0; "
     "fournir, monter à l'atout si possible, couper sans la couleur (les cartes cachées ne "
     "comptent pas).", "pioche"),
    ("deux", "en", "Tricks 1 to 10: any card; the winner draws first.", "face-up"),
    # French says the duty in the words of the trick line under an empty talon ('fournir,
    # monter à l'atout ou couper'), where the help said 'monter sur une entame d'atout'.
    ("deux", "fr", "Plis 1 à 10\xa0: n'importe quelle carte\xa0; le gagnant pioche le premier. "
     "Plis 11 à 16\xa0: fournir, monter à l'atout si possible, couper sans la couleur.",
     "entame"),
])
def test_the_help_at_the_card_says_the_game_s_own_play(variant: str, lang: str, says: str,
                                                        not_said: str) -> None:
    answers = ("1\n" if variant == "deux" else "") + "help\n"  # deux: take first
    r = runner.invoke(app, ["play", "--rule", f"variant={variant}", "--seed", "4",
                            "--lang", lang], input=answers)
    lines = r.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(("Type the number",
                                                                     "Tapez le numéro")))
    assert lines[at + 1].startswith(says) and not_said not in lines[at + 1], lines[at + 1]


def test_round_two_is_said_where_it_begins() -> None:
    # N deals: S speaks first, then N (who passes); round two begins with S again, and a
    # line says so between the passes of the two rounds.
    session, out = worked_session(RuleSet(variant="deux"))
    assert "Round two" not in out
    assert session.handle_line("pass").splitlines() == [
        "S passes", "N passes", "Round two: no one took the retourne."]
    assert session.prompt.startswith("Round two: which trump, or pass? ")


def test_the_words_for_the_table_before_a_card_is_played_at_two() -> None:
    # At the taking no card is played, none is on the table and no trick is done; a hint
    # waits for the user's card.
    session, _ = worked_session(RuleSet(variant="deux"))
    assert session.handle_line("hint") == (
        "A hint is given at your turn to play a card, not at the taking or the swap.")
    assert session.handle_line("trick") == "The cards are not played yet."
    assert session.handle_line("last") == "No trick finished yet."
    assert session.prompt == "Take ♥ or pass? 1) take  2) pass"
    # Taken: S leads trick 1, so the table is still bare and no trick is finished.
    session.handle_line("take")
    assert session.handle_line("trick") == "No card on the table."
    assert session.handle_line("last") == "No trick finished yet."
    assert session.prompt.startswith("Your card?")


def test_a_card_typed_at_the_exchange_is_refused_and_the_exchange_asked_again() -> None:
    session, _ = worked_session(RuleSet(variant="deux"))
    session.handle_line("take")
    for c in SOUTH[:5]:
        session.handle_line(c)
    assert session.prompt == "Swap your 7♥ for the retourne 10♥? 1) yes  2) no"
    # S's 10♠ is the card it leads next, typed before the question is answered.
    assert session.handle_line("10♠") == (
        "Not time to play a card yet ('10♠'): the exchange of the seven comes first. Type "
        "yes (1) to swap it for the retourne or no (2) (or help).")
    assert session.prompt == "Swap your 7♥ for the retourne 10♥? 1) yes  2) no"
    # Nothing was played: the swap is still S's to make, and the 10♠ still in hand.
    out = session.handle_line("yes")
    assert out.startswith("S swaps 7♥ for the retourne 10♥.")
    assert out.splitlines()[-1].startswith("Your hand (* trump ♥): 1) 10♥*  2) 10♠")


def test_hand_typed_says_the_trick_s_number_and_the_table_only_at_the_card() -> None:
    # The worked deal: S takes ♥ and leads trick 1; `hand` says that S leads it (trick 1,
    # no card played yet), then the hand.
    session, _ = worked_session(RuleSet(variant="deux"))
    session.handle_line("take")
    assert session.handle_line("hand").splitlines() == [
        "Trick 1: you lead.",
        "Your hand (* trump ♥): 1) J♥*  2) 10♠  3) Q♠  4) K♦  5) A♣  6) 8♣"]
    for c in SOUTH[:5]:
        session.handle_line(c)
    # Trick 6: S drew the 7♥ after trick 5 and is asked to swap it for the retourne
    # before leading; the hand alone, no card being asked yet (no "Trick 6: you lead.").
    assert session.prompt == "Swap your 7♥ for the retourne 10♥? 1) yes  2) no"
    assert session.handle_line("hand").splitlines() == [
        "Your hand (* trump ♥): 7♥*  10♠  J♦  A♣  J♣  8♣"]


def test_trick_and_hand_typed_after_north_led_say_trick_12() -> None:
    # As in the refused card above: 11 tricks played, N leads trick 12 with the 7♥.
    session, _ = worked_session(RuleSet(variant="deux"))
    session.handle_line("1")
    for number, c in enumerate(SOUTH[:11], 1):
        if number == 6:
            session.handle_line("2")
        if number == 7:
            session.handle_line("1")
        session.handle_line(c)
    assert session.handle_line("trick") == "Trick 12, on the table: N 7♥"
    assert session.handle_line("hand").splitlines()[0] == "Trick 12, on the table: N 7♥"


def test_belote_declared_is_not_asked_of_the_king_without_the_queen() -> None:
    # belote=declared, the worked deal: at trick 8 S holds K♥ but not yet Q♥ (drawn after
    # that trick): leading K♥ is no belote, so no question; the card is played at once.
    session, _ = worked_session(RuleSet(variant="deux", belote="declared"))
    session.handle_line("1")
    for number, c in enumerate(SOUTH[:7], 1):
        if number == 6:
            session.handle_line("1")
        session.handle_line(c)
    assert "Q♥" not in session.hand_text() and "K♥" in session.hand_text()
    out = session.handle_line("K♥")
    assert out.startswith("S plays K♥\nN plays Q♦\n")
    assert session.prompt.startswith("Your card?")


def test_round_two_takes_a_suit_by_its_number_or_french_p_for_pique() -> None:
    # N deals, S speaks first in both rounds (both pass in round one): in round two S is
    # the first to speak again, and its numbers are the suits other than the retourne's
    # (10♥) in the order ♠ ♦ ♣, then pass (docs/playing.md: a suit or its number), not the
    # take and pass of round one; in French `p` is then pique, not passe
    # (docs/playing.fr.md).
    session, _ = worked_session(RuleSet(variant="deux"))
    session.handle_line("pass")
    assert session.prompt == "Round two: which trump, or pass? 1) ♠  2) ♦  3) ♣  4) pass"
    session.handle_line("3")
    assert session.game is not None
    assert session.game.taker is Seat.S and session.game.trump == CLUBS
    options = SessionOptions(rules=RuleSet(variant="deux"), seed=1, dealer=Seat.N, lang="fr",
                             decks=(tuple(parse_cards(DECK)),))
    session = DeuxSession(options, bots={Seat.N: Scripted()})
    session.start()
    session.handle_line("passe")
    session.handle_line("p")
    assert session.game is not None
    assert session.game.taker is Seat.S and session.game.trump == SPADES


def test_a_lone_p_passes_at_round_one_and_at_the_english_prompt() -> None:
    # p is pique only at the French prompt's second round: at round one it passes
    # (docs/playing.fr.md), and at the English prompt a lone p is pass in both rounds
    # (docs/playing.md). N deals and passes, S speaks first, the retourne is 10♥.
    options = SessionOptions(rules=RuleSet(variant="deux"), seed=1, dealer=Seat.N, lang="fr",
                             decks=(tuple(parse_cards(DECK)),))
    session = DeuxSession(options, bots={Seat.N: Scripted()})
    session.start()
    session.handle_line("p")  # round one: passe, then N passes
    game = session.game
    assert game is not None and game.taker is None and len(game.bids) == 2
    # English, round two: S passes, then N: both passed twice, a void deal.
    session, _ = worked_session(RuleSet(variant="deux"))
    session.handle_line("pass")
    game = session.game
    assert game is not None and len(game.bids) == 2
    session.handle_line("p")
    assert game.taker is None and game.is_void


def test_score_typed_mid_deal_says_each_player_s_trick_points() -> None:
    # The worked deal (VARIANTS.md) after 11 tricks: S won tricks 1-10, 4 + 0 + 14 + 6 +
    # 24 + 10 + 10 + 5 + 2 + 4 = 79 points, N trick 11 (Q♥ A♥), 3 + 11 = 14.
    session, _ = worked_session(RuleSet(variant="deux"))
    session.handle_line("take")
    for number, c in enumerate(SOUTH[:11], 1):
        if number == 6:
            session.handle_line("yes")
        session.handle_line(c)
    assert session.handle_line("score") == "Trick points so far: S 79, N 14 (tricks played: 11)"
