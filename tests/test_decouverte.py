"""Belote découverte (``variant=decouverte``) on the one deal engine: the layout of the
variant rules' worked deal, its 16 tricks played on a ``Game`` (the obligations judged on
the face-up cards, the cards turned up after each trick), the score, ``decouverte_bid=off``,
and random deals (tally 162, nobody without a legal card, every card played once)."""

from __future__ import annotations

import random
import re

import pytest

from belote_cli.bots.base import BidView, PlayerView
from belote_cli.bots.registry import find_bot
from belote_cli.core.cards import DIAMONDS, card_symbol, mask_of, parse_card, parse_cards
from belote_cli.core.coinche import Call, CoincheAuction
from belote_cli.core.errors import CardError, IllegalPlayError, RuleError
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.core.talon import PLAYERS, LayoutState, deal_layout
from belote_cli.dealfile import loads
from belote_cli.dealfile.replay import replay
from belote_cli.engine.deux import DecouverteGame
from belote_cli.engine.game import Belote, Game, Phase, Play, Take
from belote_cli.engine.playing import play_out
from belote_cli.play.interactive import SessionOptions
from belote_cli.play.interactive_deux import DeuxSession
from belote_cli.texts import describe

DECOUVERTE = RuleSet(variant="decouverte")
DECK = parse_cards("J♠ J♥ 7♣ 9♠ J♣ 9♥ 9♦ 10♣ Q♦ 8♥ 10♦ 7♥ K♠ 8♦ Q♥ A♥ Q♣ 10♠ Q♠ 8♠ A♠ K♥ "
                   "7♠ A♣ J♦ K♣ 9♣ K♦ 8♣ 10♥ A♦ 7♦")
# The layout of the worked deal, piles 1 to 8.
S_UP, S_DOWN = "Q♦ 8♥ 10♦ 7♥ J♦ K♣ 9♣ K♦", "J♠ J♥ 7♣ 9♠ Q♣ 10♠ Q♠ 8♠"
N_UP, N_DOWN = "K♠ 8♦ Q♥ A♥ 8♣ 10♥ A♦ 7♦", "J♣ 9♥ 9♦ 10♣ A♠ K♥ 7♠ A♣"
# (first, second, winner, points with the dix de der of trick 16, cards turned up after)
TRICKS = [
    ("S 7♥", "N A♥", "N", 11, "9♠ 10♣"), ("N 8♦", "S 10♦", "S", 10, "9♥ 7♣"),
    ("S 7♣", "N 10♣", "N", 10, ""), ("N K♠", "S 9♠", "N", 4, "J♣"),
    ("N Q♥", "S 8♥", "N", 3, "9♦ J♥"), ("N 8♣", "S 9♣", "S", 0, "A♠ Q♠"),
    ("S K♣", "N J♣", "S", 6, "10♠"), ("S J♥", "N 9♥", "S", 2, ""),
    ("S Q♦", "N 9♦", "N", 17, "J♠"), ("N 7♦", "S K♦", "S", 4, "A♣ 8♠"),
    ("S Q♠", "N A♠", "N", 14, ""), ("N A♣", "S J♦", "S", 31, "Q♣"),
    ("S 10♠", "N A♦", "N", 21, "7♠"), ("N 7♠", "S J♠", "S", 2, ""),
    ("S Q♣", "N 10♥", "S", 13, "K♥"), ("S 8♠", "N K♥", "S", 14, ""),
]


def cards(text: str) -> list[int]:
    return parse_cards(text)


def test_the_layout_of_the_worked_deal() -> None:
    up, down = deal_layout(DECK, Seat.N)
    assert up[Seat.S] == cards(S_UP) and down[Seat.S] == cards(S_DOWN)
    assert up[Seat.N] == cards(N_UP) and down[Seat.N] == cards(N_DOWN)
    game = Game.deal(list(DECK), Seat.N, DECOUVERTE)
    assert isinstance(game, DecouverteGame) and game.retourne == parse_card("7♦")
    assert game.phase is Phase.BID and game.to_act is Seat.S
    assert game.hand(Seat.S) == mask_of(cards(S_UP))
    assert game.face_down(Seat.N) == mask_of(cards(N_DOWN))
    assert game.legal_actions() == [Take(None), Take(DIAMONDS)]
    # The state the deal is played on turns the same card: the 32nd, 7♦, face up on N's
    # eighth pile (A♦, the 31st, is N's seventh).
    state = LayoutState(DECK, Seat.N, DIAMONDS, DECOUVERTE)
    assert state.retourne == parse_card("7♦")


def test_an_int_that_is_no_card_is_a_card_error_on_the_layout() -> None:
    # 0-31 are the cards: 32 and -1 are none, a CardError saying so (check on or off), not
    # a card S does not have face up (an IllegalPlayError); the layout is left as it was.
    state = LayoutState(DECK, Seat.N, DIAMONDS, DECOUVERTE)
    for c in (32, -1):
        for check in (True, False):
            with pytest.raises(CardError, match=f"^card: no card {c}, a card is an int 0-31$"):
                state.play(c, check)
    assert state.trick == [] and state.hands[Seat.S] == mask_of(cards(S_UP))
    assert state.up[Seat.S] == cards(S_UP)


@pytest.mark.parametrize("take", [False, True], ids=["bidding", "taken"])
def test_there_is_no_talon_before_the_taking_either(take: bool) -> None:
    # VARIANTS.md, belote découverte: the 32 cards lie in the two layouts of 8 piles, none
    # left to draw, and the obligations always apply. Before the taking the game counted
    # belote à deux's 20 cards to draw and said the talon lasted.
    game = Game.deal(list(DECK), Seat.N, DECOUVERTE)
    if take:
        game.apply(Take(DIAMONDS))
    assert game.phase is (Phase.PLAY if take else Phase.BID)
    assert game.talon == [] and game.bottom is None
    assert game.talon_size == 0 and not game.drawing


def play_worked(rules: RuleSet = DECOUVERTE) -> DecouverteGame:
    game = Game.deal(list(DECK), Seat.N, rules)
    assert isinstance(game, DecouverteGame)
    game.apply(Take(DIAMONDS))
    for number, (first, second, winner, points, freed) in enumerate(TRICKS, 1):
        assert game.phase is Phase.PLAY, number
        before = {s: game.hand(s) for s in PLAYERS}
        for seat_card in (first, second):
            seat, text = seat_card.split()
            assert game.to_act is Seat[seat], (number, seat_card)
            if number == 1 and seat_card == second:
                # N may play any available heart.
                assert game.legal_cards() == mask_of(cards("10♥ A♥ Q♥"))
            if number == 9 and seat_card == second:
                assert game.legal_cards() == mask_of(cards("9♦ A♦"))  # beat Q♦
            if number == 12 and seat_card == second:
                # S's Q♣ lies face down under J♦: S is void in clubs and must trump.
                assert game.hand(Seat.S) == mask_of(cards("J♠ J♦ 10♠ 8♠"))
                assert game.legal_cards() == mask_of(cards("J♦"))
            if number == 13 and seat_card == second:
                assert game.legal_cards() == mask_of(cards("A♦"))
            game.apply(Play(parse_card(text)))
            if game.phase is Phase.BELOTE:
                game.apply(Belote(True))
        done = game.played[-1]
        assert done.winner.name == winner and done.points + 10 * (number == 16) == points
        played = mask_of([done.cards[0], done.cards[1]])
        turned = sum(game.hand(s) & ~before[s] for s in PLAYERS)
        assert turned == mask_of(cards(freed)) and not turned & played, number
    return game


def test_the_worked_deal_played_on_a_game() -> None:
    game = play_worked()
    result = game.score
    assert result is not None and result.points == (82, 80) and result.tally.ok
    assert result.result == "made" and result.score == (102, 80)  # S's belote: Q♦ and K♦
    assert game.belote_seat is Seat.S and game.next_dealer is Seat.S


def test_belote_declared_is_said_with_the_second_card() -> None:
    game = Game.deal(list(DECK), Seat.N, RuleSet(variant="decouverte", belote="declared"))
    game.apply(Take(DIAMONDS))
    for first, second, *_ in TRICKS:
        for seat_card in (first, second):
            game.apply(Play(parse_card(seat_card.split()[1])))
            if game.phase is Phase.BELOTE:
                assert seat_card == "S K♦"  # the second of Q♦ (trick 9) and K♦
                game.apply(Belote(False))
    assert game.score is not None and game.score.score == (82, 80)


def test_a_face_down_card_cannot_be_played() -> None:
    game = Game.deal(list(DECK), Seat.N, DECOUVERTE)
    game.apply(Take(DIAMONDS))
    with pytest.raises(IllegalPlayError):
        game.apply(Play(parse_card("J♠")))  # under S's Q♦


def test_without_bidding_trump_is_the_retourne_and_no_contract() -> None:
    game = Game.deal(list(DECK), Seat.N, RuleSet(variant="decouverte", decouverte_bid="off"))
    assert game.phase is Phase.PLAY and game.trump == DIAMONDS and game.taker is None
    for first, second, *_ in TRICKS:
        for seat_card in (first, second):
            game.apply(Play(parse_card(seat_card.split()[1])))
    assert game.score is not None and game.score.result == "none"
    assert game.score.score == (102, 80)


def test_refused_rules() -> None:
    with pytest.raises(RuleError, match="variant=decouverte"):
        RuleSet(variant="decouverte", announcements="on")


def random_deals(count: int, seed: int) -> None:
    rule_sets = [DECOUVERTE, RuleSet(variant="decouverte", decouverte_bid="off"),
                 RuleSet(variant="decouverte", belote="declared", capot=250)]
    for n in range(count):
        rng = random.Random(seed * 1_000_003 + n)
        game = Game.shuffle(rng, PLAYERS[n % 2], rule_sets[n % 3])
        bots = [find_bot("random", random.Random(rng.random())) for _ in range(4)]
        seen = 0
        while not game.is_over:
            assert game.legal_actions(), (n, game)
            if game.phase is Phase.PLAY:
                view = game.player_view()
                assert view.legal and view.legal & ~view.hand == 0
                c = bots[view.seat].play(view)
                seen |= 1 << c
                game.apply(Play(c))
            else:
                actions = game.legal_actions()
                game.apply(actions[rng.randrange(len(actions))])
        if game.is_void:
            continue
        assert game.score is not None and game.score.tally.ok, n
        assert seen == (1 << 32) - 1 and len(game.tricks) == 16
        # The deal as recorded scores the same when read back.
        (back,) = loads(game.deal_file())
        assert replay(back).score.score == game.score.score, game.deal_file()


def test_random_deals() -> None:
    random_deals(300, 1)


@pytest.mark.slow
def test_many_random_deals() -> None:
    random_deals(5000, 2)


def test_bots_play_it_out() -> None:
    for name in ("random", "heuristic"):
        for s in range(10):
            bots = [find_bot(name, random.Random(s * 4 + k)) for k in range(4)]
            game = play_out(Game.shuffle(random.Random(s), Seat.N, DECOUVERTE), bots)
            assert game.is_void or (game.score is not None and game.score.tally.ok)


# --- deal files, score, simulate, play ------------------------------------------------------

WORKED_FILE = ("variant: decouverte\ntrump: ♦\ntaker: S\ndealer: N\ndeck: "
               + " ".join(card_symbol(c) for c in DECK) + "\n"
               + "".join(f"{i}: {a} {b}\n" for i, (a, b, *_) in enumerate(TRICKS, 1)))


def test_the_worked_deal_as_a_file() -> None:
    from belote_cli.dealfile import dumps, loads
    from belote_cli.dealfile.replay import replay

    [record] = loads(WORKED_FILE)
    assert record.is_two and record.rules.variant == "decouverte"
    score = replay(record).score
    assert score.points == (82, 80) and score.score == (102, 80)
    [again] = loads(dumps(record))
    assert again == record


def test_the_worked_deal_as_a_french_player_writes_it() -> None:
    # 'variante: découverte', the game's name as written: it was an unknown value of the
    # rule variant, and the 16 tricks of two cards 17 problems more.
    from belote_cli.dealfile import loads
    from belote_cli.dealfile.replay import replay

    french = (WORKED_FILE.replace("variant: decouverte", "variante: découverte")
              .replace("trump: ♦", "atout: K").replace("taker:", "preneur:")
              .replace("dealer:", "donneur:").replace("deck:", "paquet:"))
    for variant in ("découverte", "Découverte", "DÉCOUVERTE", "decouverte"):
        [record] = loads(french.replace("découverte", variant))
        assert record.rules.variant == "decouverte" and record.trump == DIAMONDS
        assert replay(record).score.score == (102, 80)  # VARIANTS.md: S 102, N 80


def test_a_taker_with_decouverte_bid_off_is_an_error() -> None:
    # decouverte_bid=off: the retourne fixes the trump, nobody takes, no contract
    # (VARIANTS.md). A file naming a taker was judged as a contract all the same.
    from belote_cli.core.errors import DealFileErrors
    from belote_cli.dealfile import loads

    off = WORKED_FILE.replace("variant: decouverte\n",
                              "variant: decouverte\nrules: decouverte_bid=off\n")
    with pytest.raises(DealFileErrors) as info:
        loads(off, "d.belote")
    assert [str(e) for e in info.value.errors] == [
        "d.belote:4:1: 'decouverte_bid=off' but the deal has a taker: the retourne fixes "
        "the trump and nobody takes"]
    from belote_cli.dealfile.replay import replay

    [record] = loads(off.replace("taker: S\n", ""))
    assert replay(record).score.score == (102, 80)  # each keeps points and belote


def test_a_trump_not_the_retourne_s_with_decouverte_bid_off_is_said_at_its_line() -> None:
    # decouverte_bid=off: trump is the retourne's suit (VARIANTS.md), here 7♦, the
    # deck's last card. 'trump: ♠' was taken as written, and the slip was said only as
    # the wrong leader of four tricks (5, 10, 13 and 14) that spades changed.
    from belote_cli.core.errors import DealFileErrors
    from belote_cli.dealfile.replay import replay

    off = (WORKED_FILE.replace("variant: decouverte\n",
                               "variant: decouverte\nrules: decouverte_bid=off\n")
           .replace("taker: S\n", ""))
    with pytest.raises(DealFileErrors) as info:
        loads(off.replace("trump: ♦", "trump: ♠"), "d.belote")
    assert [str(e) for e in info.value.errors] == [
        "d.belote:3:1: 'trump: ♠' but with decouverte_bid=off the trump is the suit of "
        "the retourne 7♦, the deck's last card: ♦"]
    with pytest.raises(DealFileErrors) as info:
        loads(off.replace("trump: ♦", "atout: ♣").replace("deck:", "paquet:"), "d.belote")
    assert describe(info.value, "fr").splitlines()[0] == (
        "d.belote:3:1: 'atout: ♣' mais avec decouverte_bid=off l'atout est la couleur de "
        "la retourne 7♦, la dernière carte du paquet\xa0: ♦")
    [record] = loads(off)  # the retourne's suit written: no problem
    assert replay(record).score.score == (102, 80)


def test_no_trump_line_with_decouverte_bid_off_is_the_retourne_s_suit() -> None:
    # decouverte_bid=off: the retourne, 7♦, fixes the trump (VARIANTS.md), so a couple
    # need not write it; the file was refused, "no 'trump:' line". Under ♦ the worked
    # deal is S 82 + belote 20, N 80, no contract judged. With the bidding, the line is
    # still needed: the taker may have named another suit.
    from belote_cli.core.errors import DealFileErrors
    from belote_cli.dealfile.replay import replay

    off = (WORKED_FILE.replace("variant: decouverte\n",
                               "variant: decouverte\nrules: decouverte_bid=off\n")
           .replace("taker: S\n", "").replace("trump: ♦\n", ""))
    [record] = loads(off)
    assert record.trump == DIAMONDS and record.taker is None
    assert replay(record).score.score == (102, 80)
    with pytest.raises(DealFileErrors) as info:
        loads(WORKED_FILE.replace("trump: ♦\n", ""), "d.belote")
    assert [str(e) for e in info.value.errors] == [
        "d.belote:1: no 'trump:' line (the trump suit, e.g. 'trump: ♥')"]


def test_a_wrong_trump_line_is_hinted_at_the_first_wrong_lead() -> None:
    # 'trump: ♠' for the worked deal's ♦ (taken in round one): trick 4, N K♠ S 9♠, goes
    # to S's trump nine, so N's lead of trick 5 (line 10) is the first wrong one; under ♦
    # every written lead follows the trick before.
    from belote_cli.core.errors import DealFileErrors

    with pytest.raises(DealFileErrors) as info:
        loads(WORKED_FILE.replace("trump: ♦", "trump: ♠"), "d.belote")
    assert str(info.value.errors[0]) == (
        "d.belote:10:4: trick 5: S must lead (won trick 4), found N (every trick is led by "
        "the winner of the trick before with ♦ as trump: is the 'trump:' line right?)")


def test_a_face_down_card_in_a_file_is_an_error() -> None:
    from belote_cli.core.errors import DealFileErrors
    from belote_cli.dealfile import loads

    # Trick 1: S plays J♥, which lies face down under its 8♥ (seats left out, the engine
    # knows who plays; the trick lines start on line 6).
    bad = "".join((" ".join(t for t in line.split(" ") if t not in ("S", "N"))
                   if line[0].isdigit() else line) + "\n"
                  for line in WORKED_FILE.splitlines())
    bad = bad.replace("1: 7♥ A♥", "1: J♥ A♥").replace("8: J♥ 9♥", "8: 7♥ 9♥")
    with pytest.raises(DealFileErrors) as info:
        loads(bad, "d.belote")
    assert str(info.value.errors[0]) == (
        "d.belote:6:4: trick 1: S has no face-up J♥ (face up: J♦ 10♦ K♦ Q♦ 8♥ 7♥ K♣ 9♣)")
    with pytest.raises(DealFileErrors) as info:
        loads(WORKED_FILE.replace("dealer: N", "dealer: N\nexchange: 3"), "d.belote")
    assert "'exchange:' belongs to belote à deux" in str(info.value)


def test_recorded_random_deals_score_the_same() -> None:
    from belote_cli.dealfile import dumps, loads
    from belote_cli.dealfile.replay import replay

    for n in range(80):
        rules = RuleSet(variant="decouverte", decouverte_bid="off" if n % 4 == 0 else "on",
                        belote="declared" if n % 3 == 0 else "auto")
        bots = [find_bot("heuristic" if n % 2 else "random", random.Random(n + k))
                for k in range(4)]
        game = play_out(Game.shuffle(random.Random(n), PLAYERS[n % 2], rules), bots)
        if game.is_void:
            continue
        text = game.deal_file(independent=True)
        [record] = loads(text)
        assert replay(record).score == game.score and dumps(record) == text


def test_the_commands() -> None:
    from typer.testing import CliRunner

    from belote_cli.cli import app

    runner = CliRunner()
    outs = []
    for jobs in ("1", "2"):
        r = runner.invoke(app, ["simulate", "--rule", "variant=decouverte", "--deals", "200",
                                "--seed", "4", "--jobs", jobs])
        assert r.exit_code == 0, r.output
        outs.append(r.stdout)
    assert outs[0] == outs[1]
    assert outs[0].startswith("200 deals of belote découverte, seed 4")
    assert "deals tally 162 ✓" in outs[0]
    r = runner.invoke(app, ["play", "--rule", "variant=decouverte", "--seed", "2"],
                      input="1\n" * 40)
    assert r.exit_code == 0, r.output
    assert ("Trick 1: 8 of your cards lie face down.\nNorth's face-up cards: J♠ 7♠ 9♥ 8♥ 9♦ "
            "10♣ J♣ 8♣\n") in r.stdout and "check: 152 + 10 = 162 ✓" in r.stdout
    # The expert plays belote découverte too (tests/test_expert_two.py).
    r = runner.invoke(app, ["simulate", "--rule", "variant=decouverte", "--bots", "expert",
                            "--deals", "1", "--seed", "4", "--jobs", "1"])
    assert r.exit_code == 0 and "1/1 deal tallies 162 ✓" in r.stdout, r.output


def test_the_report_without_bidding_has_no_taker() -> None:
    # decouverte_bid=off: trump is the retourne's suit and nobody takes (VARIANTS.md), so
    # the report has no taker's lines and its histogram is of S's card points, every deal.
    from typer.testing import CliRunner

    from belote_cli.cli import app

    r = CliRunner().invoke(app, ["simulate", "--rule", "variant=decouverte", "--rule",
                                 "decouverte_bid=off", "--deals", "300", "--seed", "9",
                                 "--jobs", "1"])
    assert r.exit_code == 0, r.output
    assert "taker" not in r.stdout and " takes " not in r.stdout
    assert "S trick points (300 deals)" in r.stdout
    histogram = r.stdout.split("S trick points (300 deals)\n")[1].split("\n\n")[0]
    assert sum(int(line.split()[-2]) for line in histogram.splitlines()) == 300
    # No deal is void without bidding: the scores' means say nothing of a void deal's 0,
    # where they said 'deal score S (void = 0)' ('marque S (donne nulle = 0)').
    assert re.search(r"^deal score S {2,}\d", r.stdout, re.M), r.stdout
    assert re.search(r"^deal score N {2,}\d", r.stdout, re.M), r.stdout
    assert "void" not in r.stdout
    off_fr = CliRunner().invoke(app, ["simulate", "--rule", "variant=decouverte", "--rule",
                                      "decouverte_bid=off", "--deals", "20", "--seed", "9",
                                      "--jobs", "1", "--lang", "fr"])
    assert re.search(r"^marque S {2,}\d", off_fr.stdout, re.M), off_fr.stdout
    assert "nulle" not in off_fr.stdout
    fr = CliRunner().invoke(app, ["simulate", "--rule", "variant=decouverte", "--deals",
                                  "100", "--seed", "9", "--jobs", "1", "--lang", "fr"])
    assert "S prend " in fr.stdout and "N prend " in fr.stdout  # one player: prend
    assert "marque S (donne nulle = 0)" in fr.stdout  # with bidding a deal may be void


class Scripted:
    """North of the worked deal: passes, then plays its cards in turn."""

    name = "scripted"

    def __init__(self) -> None:
        self.cards = [parse_card(b.split()[1]) if b.startswith("N") else parse_card(
            a.split()[1]) for a, b, *_ in TRICKS]

    def bid(self, view: object) -> None:
        return None

    def coinche_call(self, hand: int, auction: object) -> object:
        raise AssertionError("no coinche at two")

    def play(self, view: object) -> int:
        return self.cards.pop(0)


def test_the_worked_deal_through_the_play_session() -> None:
    from belote_cli.play.interactive import SessionOptions
    from belote_cli.play.interactive_deux import DeuxSession

    options = SessionOptions(rules=DECOUVERTE, seed=1, dealer=Seat.N, decks=(tuple(DECK),))
    session = DeuxSession(options, bots={Seat.N: Scripted()})  # type: ignore[dict-item]
    out = session.start()
    assert "Your face-up cards: 8♥ 7♥ 10♦ K♦ Q♦ J♦ K♣ 9♣ (8 face down under them)" in out
    assert "North's face-up cards:" in out and "Retourne: 7♦" in out
    texts = [session.handle_line("take")]
    south = [a.split()[1] if a.startswith("S") else b.split()[1] for a, b, *_ in TRICKS]
    for number, c in enumerate(south, 1):
        if number == 12:
            assert session.prompt.startswith("Your card? (1,")  # only J♦: void in clubs
        texts.append(session.handle_line(c))
    text = "\n".join(texts)
    assert "Turned up: you 9♠, North 10♣." in text  # after trick 1
    assert "made: taker S 82 trick points against 80" in text
    assert session.is_over and session.scores[0].score == (102, 80)
    # At the last trick S's one card lies face up; the counts agree with their verb.
    lines = text.splitlines()
    shows = [n for n, line in enumerate(lines) if " of your cards lie" in line]
    assert len(shows) == 16
    # S won trick 15 (Q♣ on 10♥) and leads the last: said in the trick's first line, and
    # North's one card left, K♥, in the next.
    assert lines[shows[-1]:shows[-1] + 2] == [
        "Trick 16: you lead; none of your cards lies face down.", "North's face-up cards: K♥"]
    for n in shows:
        line = lines[n]
        count = line.split(": ", 1)[1].removeprefix("you lead; ").split()[0]
        said = {"none": "none of your cards lies", "one": "one of your cards lies"}.get(
            count, f"{count} of your cards lie")
        assert count != "1", line  # one card said in words, as the French 'une'
        assert re.fullmatch(rf"Trick \d+: (you lead; )?{said} face down\.", line), line
        assert lines[n + 1].startswith("North's face-up cards: "), lines[n + 1]


def test_the_french_line_before_each_trick_counts_the_face_down_cards_in_words() -> None:
    # The worked deal in French: S's face-down cards turn up after tricks 1, 2, 5, 6, 7,
    # 9, 10 and 12 (TRICKS' last column: 9♠ 7♣ J♥ Q♠ 10♠ J♠ 8♠ Q♣), so 2 lie face down
    # before trick 10, one before tricks 11 and 12, none from trick 13. One is written
    # 'une' as a French player says it, where the line read '1 de vos cartes est cachée'.
    # (The session puts a no-break space before ':' and ';', as French is printed.)
    options = SessionOptions(rules=DECOUVERTE, seed=1, dealer=Seat.N, decks=(tuple(DECK),),
                             lang="fr")
    session = DeuxSession(options, bots={Seat.N: Scripted()})  # type: ignore[dict-item]
    session.start()
    texts = [session.handle_line("prends")]
    for first, second, *_ in TRICKS:
        texts.append(session.handle_line((first if first.startswith("S") else second)[2:]))
    shows = {int(m[1]): m[2] for m in re.finditer(
        r"^Pli (\d+)\s: (?:à vous d'entamer\s; )?(.*)\nCartes visibles de Nord\s: ",
        "\n".join(texts), re.M)}
    assert shows[10] == "2 de vos cartes sont cachées."
    assert shows[11] == shows[12] == "une de vos cartes est cachée."
    assert shows[13] == "aucune de vos cartes n'est cachée."
    assert not any(said.startswith("1 ") for said in shows.values())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lines_before_a_trick_fit_80_columns_at_their_longest(lang: str) -> None:
    # North shows one face-up card a pile with cards left: eight at most, up to trick 9
    # (8 of its 16 cards played, one left on each pile); from trick 10, seven at most. At
    # trick 9 the user may have none face down (one card left on each pile), the longest
    # count ('none', 'aucune'); the user leading adds the most words. Four 10s are the
    # longest names: 10♠ 10♥ 10♦ 10♣ and four kings, 27 characters. In one line that was
    # 94 characters in English, 103 in French; now the count opens the trick and North's
    # cards have a line of their own, as at the deal, each within 80 columns.
    from belote_cli.texts import say

    shown = " ".join(card_symbol(parse_card(c), lang)
                     for c in ("10S", "10H", "10D", "10C", "KS", "KH", "KD", "KC"))
    assert len(shown) == 27
    # (Each line given all the values the session has at hand.)
    lead = say("open_trick_none_lead", lang, n=9, down=0, cards=shown)
    assert len(lead) <= 80, lead
    north = say("open_trick_north", lang, cards=shown)
    assert len(north) <= 80, north
    if lang == "en":
        assert lead == "Trick 9: you lead; none of your cards lies face down."
        assert north == "North's face-up cards: " + shown
    else:
        assert lead == "Pli 9\xa0: à vous d'entamer\xa0; aucune de vos cartes n'est cachée."
        assert north == "Cartes visibles de Nord\xa0: " + shown
    # Every form of the count, with a trick of two digits, fits as well.
    for key in ("open_trick", "open_trick_one", "open_trick_none"):
        for lead_key in (key, key + "_lead"):
            assert len(say(lead_key, lang, n=16, down=8)) <= 80, lead_key


def test_a_contract_with_decouverte_bid_off_is_an_error_without_advice() -> None:
    # With decouverte_bid=off nobody takes: the message does not send the user to
    # 'taker:', which is an error there too.
    from belote_cli.core.errors import DealFileErrors

    off = WORKED_FILE.replace("variant: decouverte\n",
                              "variant: decouverte\nrules: decouverte_bid=off\n").replace(
        "taker: S\n", "contract: 80 ♦ S\n")
    with pytest.raises(DealFileErrors) as info:
        loads(off, "d.belote")
    assert [str(e) for e in info.value.errors] == [
        "d.belote:4:1: 'contract:' is a coinche bid, and belote découverte with "
        "decouverte_bid=off has no bidding"]
    # In French the game has no taking, la prise, where it said the coinche's enchères.
    with pytest.raises(DealFileErrors) as info:
        loads(off, "d.belote")
    assert [describe(e, "fr") for e in info.value.errors] == [
        "d.belote:4:1: 'contract:' est une enchère de coinche, et la belote découverte "
        "avec decouverte_bid=off n'a pas de prise"]


# --- belote and rebelote, as the session says them --------------------------------------------

class _North:
    """North of a scripted deal: passes, then plays the cards given, in turn, and then
    its lowest legal card."""

    name = "scripted"

    def __init__(self, played: list[str]) -> None:
        self.cards = [parse_card(c) for c in played]

    def bid(self, view: BidView) -> int | None:
        return None

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        raise AssertionError("no coinche at two")

    def play(self, view: PlayerView) -> int:
        c = self.cards.pop(0) if self.cards else (view.legal & -view.legal).bit_length() - 1
        assert view.legal >> c & 1, c
        return c


def _said(deck: list[int], south: list[str], north: list[str],
          rules: RuleSet = DECOUVERTE) -> list[str]:
    """The lines a session of ``deck`` (N deals, S takes ♦) prints as S plays ``south``
    (answering yes when asked to say belote) and N ``north``: each card played, and each
    belote and rebelote."""
    options = SessionOptions(rules=rules, seed=1, dealer=Seat.N, decks=(tuple(deck),))
    session = DeuxSession(options, bots={Seat.N: _North(north)})
    out = [session.start(), session.handle_line("take")]
    for c in south:
        out.append(session.handle_line(c))
        if "belote?" in session.prompt:
            out.append(session.handle_line("yes"))
    return [line for text in out for line in text.splitlines()
            if re.fullmatch(r"[NS] plays .*|[NS]: (re)?belote!", line)]


@pytest.mark.parametrize("rules", [DECOUVERTE, RuleSet(variant="decouverte",
                                                       belote="declared")])
def test_belote_is_said_with_the_first_card_when_the_other_is_face_up(rules: RuleSet) -> None:
    # The worked deal: S's Q♦ and K♦ both lie face up; S plays Q♦ in trick 9, K♦ in
    # trick 10. Belote with the first, rebelote with the second (RULES.md), where the
    # session said nothing with Q♦ and belote with K♦.
    south = [t.split()[1] for trick in TRICKS for t in trick[:2] if t.startswith("S")]
    north = [t.split()[1] for trick in TRICKS for t in trick[:2] if t.startswith("N")]
    lines = _said(list(DECK), south[:south.index("K♦") + 1], north, rules)
    assert lines.count("S: belote!") == 1 and lines.count("S: rebelote!") == 1
    assert lines[lines.index("S plays Q♦") + 1] == "S: belote!"
    assert lines[-2:] == ["S plays K♦", "S: rebelote!"]


#: A deal where S's K♦ lies face down under its Q♦ (pile 1), N dealing: cards 1-4 are S's
#: face-down piles 1-4, 5-8 N's, 9-12 S's face-up, 13-16 N's, then piles 5-8 the same way;
#: card 32, 7♦, is the retourne.
UNDER = parse_cards("K♦ 10♠ J♠ Q♠  8♦ 9♦ 10♦ J♦  Q♦ 7♠ 8♠ 9♠  A♠ K♠ A♥ K♥ "
                    "10♥ J♥ Q♥ 8♣  A♦ 9♣ 10♣ J♣  7♥ 8♥ 9♥ 7♣  A♣ K♣ Q♣ 7♦")


@pytest.mark.parametrize("rules", [DECOUVERTE, RuleSet(variant="decouverte",
                                                       belote="declared")])
def test_belote_and_rebelote_are_both_said_when_the_other_lay_face_down(rules: RuleSet) -> None:
    # S leads Q♦; N's one face-up diamond is 7♦, which it must play; S wins and turns up
    # K♦, the belote's other card, and leads it: belote was not said with Q♦ (S could not
    # know it would hold K♦), so both are said with K♦, where the session said belote
    # alone.
    up, down = deal_layout(UNDER, Seat.N)
    assert up[Seat.S][0] == parse_card("Q♦") and down[Seat.S][0] == parse_card("K♦")
    assert UNDER[31] == parse_card("7♦") and len(set(UNDER)) == 32
    # With belote=declared S is asked with K♦ (it was not with Q♦), and says yes.
    lines = _said(UNDER, ["Q♦", "K♦"], ["7♦"], rules)
    assert lines[:5] == ["S plays Q♦", "N plays 7♦", "S plays K♦", "S: belote!",
                         "S: rebelote!"]


@pytest.mark.parametrize("lang, played, playing", [("en", "Q♦", "K♦"), ("fr", "D♦", "R♦")])
def test_the_belote_question_with_the_second_card_says_the_first_was_played(
        lang: str, played: str, playing: str) -> None:
    # UNDER: S leads Q♦ (K♦ face down under it), N plays 7♦, S turns up K♦ and leads it:
    # with belote=declared S is asked now, when Q♦ is already on the table, so the
    # question cannot say that S holds both (it said "You hold K♦ and Q♦").
    options = SessionOptions(rules=RuleSet(variant="decouverte", belote="declared"),
                             seed=1, dealer=Seat.N, decks=(tuple(UNDER),), lang=lang)
    session = DeuxSession(options, bots={Seat.N: _North(["7♦"])})
    session.start()
    session.handle_line("prends" if lang == "fr" else "take")
    session.handle_line(played)
    assert "belote" not in session.prompt
    session.handle_line(playing)
    prompt = session.prompt
    assert "belote" in prompt and played in prompt and playing in prompt
    if lang == "en":
        assert prompt.startswith(f"You played {played} and now play {playing}")
    else:
        assert prompt.startswith(f"Vous avez joué {played} et jouez {playing}")


def test_the_belote_question_comes_when_the_first_card_followed_north_s_lead() -> None:
    # UNDER, belote=declared: S leads 7♠ and N's A♠ takes it; N leads 7♦, and S follows
    # with its one face-up diamond, Q♦ (K♦ face down under it: no question), which wins
    # and turns K♦ up; S leads K♦, the second of the two: asked now, as when S led Q♦.
    options = SessionOptions(rules=RuleSet(variant="decouverte", belote="declared"),
                             seed=1, dealer=Seat.N, decks=(tuple(UNDER),))
    session = DeuxSession(options, bots={Seat.N: _North(["A♠", "7♦"])})
    session.start()
    session.handle_line("take")
    assert session.handle_line("7♠").startswith("S plays 7♠\nN plays A♠\n")
    assert session.handle_line("Q♦").startswith("S plays Q♦\n")
    assert session.game is not None and session.game.played[1].cards == (
        parse_card("7♦"), parse_card("Q♦"))
    assert "belote" not in session.prompt
    session.handle_line("K♦")
    assert session.prompt.startswith("You played Q♦ and now play K♦")
    assert session.handle_line("yes").startswith("S plays K♦\nS: belote!\nS: rebelote!")


@pytest.mark.parametrize("said", [True, False])
def test_under_belote_declared_the_view_names_the_player_that_said_belote(said: bool) -> None:
    # Belote découverte under belote=declared: belote is said with the second of king and
    # queen of trump, so both are on the table or in the tricks once it is said; each
    # player's view names the player that said it (PlayerView.said), the one that just
    # played the second, and None when it was not said; before, None for both.
    rules = RuleSet.parse("variant=decouverte belote=declared decouverte_bid=off")
    game = Game.shuffle(random.Random(1), Seat.N, rules)
    while game.phase is Phase.PLAY:
        view = game.player_view()
        assert view.said is None
        game.apply(Play((view.legal & -view.legal).bit_length() - 1))
    assert game.phase is Phase.BELOTE
    holder = game.to_act
    assert holder is not None
    game.apply(Belote(said))
    for seat in (Seat.S, Seat.N):
        seen = game.view(seat)
        assert isinstance(seen, PlayerView)
        assert seen.said is (holder if said else None) and seen.shown == (0, 0, 0, 0)


def test_a_capot_without_a_contract_scores_the_capot() -> None:
    # decouverte_bid=off: trump is the retourne's suit and nobody takes; a capot still
    # scores 252 / 0. Dealer N; S's piles: J♥ 9♥ A♥ 10♥ on A♦ A♣ 10♠ 10♦, K♥ 8♥ 7♥ A♠ on
    # 10♣ K♠ K♦ K♣; N holds the rest, the retourne Q♥ its last face-up card. S leads J♥,
    # which N must follow with its one trump, the Q♥, then S's trumps, then the aces, the
    # tens and the kings, each the highest card left of its suit: S takes all 16 tricks.
    s_down = parse_cards("A♦ A♣ 10♠ 10♦ 10♣ K♠ K♦ K♣")
    s_up = parse_cards("J♥ 9♥ A♥ 10♥ K♥ 8♥ 7♥ A♠")
    n = parse_cards("Q♠ J♠ 9♠ 8♠ 7♠ Q♦ J♦ 9♦ 8♦ 7♦ Q♣ J♣ 9♣ 8♣ 7♣ Q♥")
    deck = (s_down[:4] + n[0:4] + s_up[:4] + n[4:8] + s_down[4:] + n[8:12] + s_up[4:]
            + n[12:])
    game = Game.deal(deck, Seat.N,
                     ["variant=decouverte", "decouverte_bid=off"])
    assert game.retourne == parse_card("Q♥") and game.taker is None
    for card in parse_cards("J♥ 9♥ A♥ 10♥ K♥ 8♥ 7♥ A♠ A♦ A♣ 10♠ 10♦ 10♣ K♠ K♦ K♣"):
        assert game.to_act is Seat.S
        game.play(card)
        game.apply(game.legal_actions()[0])  # N: any legal card
    assert game.is_over and game.score is not None
    assert game.score.points == (162, 0)
    assert game.score.score == (252, 0)
    assert game.score.taker is None


def test_the_table_of_a_deal_without_a_contract_says_so() -> None:
    # decouverte_bid=off, dealt by N from the deck in order: the retourne, card 32, is the
    # A♣, so trump is ♣ and nobody took. N's face-up cards are cards 13-16 and 29-32 of
    # the deck, J♥ Q♥ K♥ A♥ J♣ Q♣ K♣ A♣; S's cards 9-12 and 25-28, 7♥ 8♥ 9♥ 10♥ 7♣ 8♣
    # 9♣ 10♣ (trumps marked *).
    game = Game.deal(list(range(32)), Seat.N, ["variant=decouverte", "decouverte_bid=off"])
    lines = str(game).splitlines()
    assert lines[0] == "Deal (decouverte), dealer N: trump ♣, no contract"
    assert lines[1].split()[0] == "N" and set(lines[1].split()[1:]) == {
        "J♥", "Q♥", "K♥", "A♥", "J♣*", "Q♣*", "K♣*", "A♣*"}
    assert lines[2].split()[0] == "S" and set(lines[2].split()[1:]) == {
        "7♥", "8♥", "9♥", "10♥", "7♣*", "8♣*", "9♣*", "10♣*"}


@pytest.mark.parametrize(("lang", "none"), [("en", "none"), ("fr", "aucune")])
def test_a_side_whose_card_lay_on_none_says_none_in_the_turned_up_line(
        lang: str, none: str) -> None:
    # Every pile is a face-down card under a face-up one: a card of the first eight face
    # up turns up the card under it, a card turned up before turns up nothing. The line
    # after a trick names each side's card turned up, or says none in words, as the
    # game's other lines do (none of your cards lies face down), where it wrote a dash;
    # a trick that turns up nothing on either side has no line.
    from typer.testing import CliRunner

    from belote_cli.cli import app

    done = CliRunner().invoke(app, ["play", "--rule", "variant=decouverte", "--seed", "2",
                                    "--lang", lang], input="take\nA♥\n" + "1\n" * 17)
    assert done.exit_code == 0, done.output
    text = done.stdout.replace("\N{NO-BREAK SPACE}", " ")
    word = ("Turned up: you", ", North") if lang == "en" else ("Retournées : vous", ", Nord")
    turned: dict[str, set[str]] = {"S": set(), "N": set()}
    nones = 0
    lines = text.splitlines()
    # The 16 tricks as played (the tally lists them again after the deal).
    tricks = [(n, line) for n, line in enumerate(lines)
              if re.match(r"^ ?\d+: [NS] ", line)][:16]
    assert [int(line.split(":")[0]) for _, line in tricks] == list(range(1, 17))
    for n, line in tricks:
        played = dict(re.findall(r"([NS]) (\S+)", line.split(":", 1)[1])[:2])
        after = lines[n + 1] if n + 1 < len(lines) else ""
        on_none = {seat: played[seat] in turned[seat] for seat in "SN"}
        if not after.startswith(word[0]):
            # Nothing turned up: both cards lay on none (or the last trick, nothing left).
            assert all(on_none.values()) or n == tricks[-1][0], (line, after)
            continue
        mine, theirs = after[len(word[0]) + 1:-1].split(word[1] + " ")
        for seat, said in (("S", mine), ("N", theirs)):
            if on_none[seat]:
                assert said == none, (line, after)
                nones += 1
            else:
                assert re.fullmatch(r"(?:10|[7-9AKQJRDV])[♠♥♦♣]", said), (line, after)
                turned[seat].add(said)
        assert "—" not in after
    assert nones > 0
