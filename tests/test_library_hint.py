"""``belote_cli.hint``: the expert's card for the seat to play, from that seat's own view,
as ``belote play``'s ``hint`` names it, in every game the expert plays; its seed, its
lone card, its ties and its errors."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

import belote_cli as b
from belote_cli.bots.expert import ExpertBot, ExpertParams
from belote_cli.cli import app
from belote_cli.core.cards import ALL_TRUMP, NO_TRUMP, CardDict, card_symbol, sorted_cards
from belote_cli.core.coinche import Contract
from belote_cli.engine.playing import bot_action
from belote_cli.texts import describe

HEURISTIC = b.find_bot("heuristic", random.Random(0))


def _played_to(game: b.Game, tricks: int) -> b.Game:
    """``game`` played on by heuristic bots up to the first card of trick ``tricks + 1``
    whose seat has two legal cards or more (None once the deal is over)."""
    while not game.is_over:
        if (game.phase is b.Phase.PLAY and len(game.tricks) >= tricks
                and game.player_view().legal.bit_count() > 1):
            return game
        game.apply(bot_action(game, HEURISTIC))
    raise AssertionError(f"no position with a choice from trick {tricks + 1}")


def _classic(seed: int) -> b.Game:
    game = b.Game.shuffle(random.Random(seed), b.Seat.N)
    while game.phase is b.Phase.BID:
        game.apply(game.legal_actions()[-1])  # the first to speak takes
    return game


def _coinche(seed: int) -> b.Game:
    rules = b.RuleSet(variant="coinche")
    game = b.Game.shuffle(random.Random(seed), b.Seat.N, rules)
    game.call(b.parse_call("80 ♥"))  # E opens, the others pass
    while game.phase is b.Phase.CALL:
        game.call(b.PASS)
    return game


def _sa_ta(trump: int) -> Callable[[int], b.Game]:
    def made(seed: int) -> b.Game:
        deck = list(range(32))
        random.Random(seed).shuffle(deck)
        hands = [deck[8 * k:8 * k + 8] for k in range(4)]
        return b.Game.at_play(hands, trump, b.Seat.E, "sa_ta=on", taker=b.Seat.S)
    return made


def _two(variant: str) -> Callable[[int], b.Game]:
    def made(seed: int) -> b.Game:
        game = b.Game.shuffle(random.Random(seed), b.Seat.N, b.RuleSet(variant=variant))
        while game.phase is b.Phase.BID:
            game.apply(game.legal_actions()[-1])
        return game
    return made


def _discovery(seed: int) -> b.Game:
    deck = list(range(32))
    random.Random(seed).shuffle(deck)
    return b.Game.discovery(deck, b.HEARTS)


# Each game, and the tricks played before the positions asked (two seeds each): from the
# second trick on, where the expert bot itself searches in the games of four.
GAMES: dict[str, tuple[Callable[[int], b.Game], tuple[int, ...]]] = {
    "classic": (_classic, (1, 4)),
    "coinche": (_coinche, (2, 5)),
    "sans atout": (_sa_ta(NO_TRUMP), (1, 4)),
    "tout atout": (_sa_ta(ALL_TRUMP), (2, 5)),
    "discovery": (_discovery, (3, 6)),
    "belote à deux": (_two("deux"), (1, 6, 11)),
    "belote découverte": (_two("decouverte"), (1, 5, 9)),
}


@pytest.mark.parametrize("name", list(GAMES))
def test_the_hint_is_the_card_the_expert_bot_plays_from_the_same_view_and_seed(
        name: str) -> None:
    make, tricks = GAMES[name]
    untied = 0
    for seed in (1, 2):
        for done in tricks:
            game = _played_to(make(seed), done)
            view = game.player_view()
            hint = b.hint(game, seed=seed)
            # A fresh expert bot, its draws from the hint's generator, on the seat's view;
            # at belote à deux while the talon lasts with the hint's 36 play-outs.
            rng = random.Random(f"hint:{seed}")
            bot = (ExpertBot(rng, ExpertParams(talon_samples=36))
                   if name == "belote à deux" and done < 10 else b.find_bot("expert", rng))
            played = bot.play(view)
            assert hint.seat is game.to_act and hint.seed == str(seed)
            assert view.legal >> hint.card & 1
            if len(hint.tied) == 1:
                assert hint.card == played
                untied += 1
            else:  # the bot's own order among equal cards, where the hint asks the heuristic
                assert played in hint.tied and hint.card in hint.tied
            if hint.samples:
                assert set(hint.points) == set(hint.margins) == set(b.bits(view.legal))
                points = list(hint.points.values())
                assert points == sorted(points, reverse=True)  # best first
            else:  # belote découverte's first tricks: the heuristic's card, no search
                assert name == "belote découverte" and done < 4
                assert hint.points == hint.margins == {}
    assert untied >= 2


@pytest.mark.parametrize("name", ["classic", "coinche", "sans atout"])
def test_at_the_first_trick_the_hint_searches_where_the_bot_plays_by_its_rules_of_thumb(
        name: str) -> None:
    # The expert bot plays the heuristic's card with a full hand; the hint, as belote
    # play's, searches: at most 128 solves (twice the bot's 64), 20 deals at most.
    game = _played_to(GAMES[name][0](1), 0)
    view = game.player_view()
    assert view.hand.bit_count() == 8
    hint = b.hint(game, seed=7)
    legal = view.legal.bit_count()
    assert hint.samples == min(20, 128 // legal)
    params = ExpertParams(first_trick_cards=128)
    choice = ExpertBot(random.Random("hint:7"), params).evaluate(view)
    assert hint.card == choice.card or choice.card in hint.tied


@pytest.mark.parametrize("done", [0, 4, 8])
def test_at_belote_a_deux_while_the_talon_lasts_the_hint_plays_out_36_deals(
        done: int) -> None:
    # The bot plays out 12 sampled deals a card (the arena sets its budget); one deal's
    # gap between two cards varies by some 39 points, so the hint, as belote play's, plays
    # out three times as many, 36, at every trick of the talon (tricks 1 to 10).
    for seed in (1, 2):
        game = _played_to(_two("deux")(seed), done)
        assert len(game.tricks) < 10
        view = game.player_view()
        hint = b.hint(game, seed=3)
        assert hint.samples == 36 and set(hint.points) == set(b.bits(view.legal))
        bot = ExpertBot(random.Random("hint:3"))
        assert bot.params.talon_samples == 12 and bot.evaluate(view).samples == 12


def test_the_same_seed_gives_the_same_hint_and_a_seed_is_drawn_and_kept() -> None:
    game = _played_to(_classic(1), 2)
    first = b.hint(game, seed=5)
    assert b.hint(game, seed=5) == first == b.hint(game, seed="5")  # seed=5 is seed="5"
    drawn = b.hint(game)
    assert drawn.seed is not None and drawn.seed.isdigit()
    assert b.hint(game, seed=drawn.seed) == drawn
    # With a generator: nothing to keep.
    assert b.hint(game, rng=random.Random(3)).seed is None
    assert b.hint(game, rng=random.Random(3)) == b.hint(game, rng=random.Random(3))


def test_the_hint_reads_the_seats_view_alone() -> None:
    # S leads the first trick with the same eight cards in two deals where the other 24
    # cards lie elsewhere: S sees the same, and the hint is the same.
    south = "J♥ 9♥ A♠ 10♠ K♦ 7♦ Q♣ 8♣"
    rest = [c for c in range(32) if c not in b.parse_cards(south)]
    hints = []
    for shuffle in (1, 2):
        random.Random(shuffle).shuffle(rest)
        hands = {"S": south, "W": rest[:8], "N": rest[8:16], "E": rest[16:]}
        game = b.Game.at_play(hands, "♥", "S", taker="S")
        hints.append(b.hint(game, seed=3))
    assert hints[0] == hints[1]


def _ending() -> b.Game:
    """A deal played to trick 7 by hand (♥ trump, N took, W led): W leads its six trumps,
    then A♣; N and S have no trump, E follows with 7♥ and 8♥ then discards."""
    hands = {"W": "J♥ 9♥ A♥ 10♥ K♥ Q♥ A♣ K♣", "E": "8♥ 7♥ 10♠ J♠ Q♠ 9♣ 10♣ J♣",
             "S": "7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣", "N": "K♠ A♠ 10♦ J♦ Q♦ K♦ A♦ Q♣"}
    game = b.Game.at_play(hands, "♥", "W", taker="N")
    for trick in ("J♥ K♠ 7♥ 7♠", "9♥ 10♦ 8♥ 8♠", "A♥ J♦ 10♠ 8♦", "10♥ Q♦ J♠ 9♦",
                  "K♥ K♦ Q♠ 7♣", "Q♥ A♦ 9♣ 8♣", "A♣"):
        for card in trick.split():
            game.play(card)
    return game


def test_a_coinche_position_set_up_with_its_contract_is_valued_under_it() -> None:
    # Game.at_play(..., contract=...) has no auction: its views had no calls, from which
    # the expert read the contract, so that the hint valued the cards as in classic (a
    # margin of at most 252, a capot), whatever the bid and its coinche.
    # Trump ♥, S took 160 surcoinched. W holds J♥, the top trump, which takes a trick of
    # 20 points at least, and Q♥, so that no belote goes to NS: NS take at most 142 and
    # fail in every deal the hint may deal, EW scoring 160 + 160 x 4 = 800, NS 0.
    hands = {"N": "A♠ 10♠ 7♠ 7♥ 8♦ 9♦ 10♣ K♣", "E": "K♠ 8♠ 9♥ Q♦ J♦ J♣ 8♣ 7♣",
             "S": "9♠ A♥ 10♥ K♥ K♦ 10♦ 7♦ Q♣", "W": "Q♠ J♠ J♥ Q♥ A♣ 9♣ A♦ 8♥"}
    contract = Contract(160, b.HEARTS, b.Seat.S, 4)
    game = b.Game.at_play(hands, "♥", "N", "variant=coinche", contract=contract)
    for card in ("A♠", "K♠", "9♠"):  # W must follow with Q♠ or J♠
        game.play(card)
    assert game.view("W").contract == game.player_view().contract == contract
    hint = b.hint(game, seed=1)
    assert hint.seat is b.Seat.W and set(hint.margins) == set(b.parse_cards("Q♠ J♠"))
    assert set(hint.margins.values()) == {800}
    classic = b.Game.at_play(hands, "♥", "N", taker="S")
    for card in ("A♠", "K♠", "9♠"):
        classic.play(card)
    assert classic.view("W").contract is None
    assert max(b.hint(classic, seed=1).margins.values()) <= 252


def test_a_lone_legal_card_is_named_without_a_search() -> None:
    # Trick 7: W leads A♣ and N, holding A♠ Q♣, must follow with Q♣.
    game = _ending()
    assert game.to_act is b.Seat.N
    hint = b.hint(game, seed=1)
    assert hint == b.Hint(b.Seat.N, b.parse_card("Q♣"), {}, {}, 0, (b.parse_card("Q♣"),), "1")
    assert repr(hint) == "Hint(seat=N, card=Q♣, samples=0, seed='1')"


def test_a_lone_seven_of_spades_is_named_without_a_search() -> None:
    # The 7♠, card 0, as the seat's one legal card: E leads the 8♠ and S, whose one spade
    # is the 7♠, must follow with it (trump ♥, S took).
    game = b.Game.at_play({"S": "7♠ A♥ 10♥ K♥ A♣ 10♣ A♦ 10♦",
                           "E": "8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 7♥",
                           "W": "8♥ 9♥ J♥ Q♥ K♣ Q♣ J♣ 9♣",
                           "N": "8♣ 7♣ K♦ Q♦ J♦ 9♦ 8♦ 7♦"}, "♥", "E", taker="S")
    game.play("8♠")
    seven = b.parse_card("7♠")
    assert game.to_act is b.Seat.S and seven == 0
    assert b.hint(game, seed=1) == b.Hint(b.Seat.S, seven, {}, {}, 0, (seven,), "1")


def test_cards_the_deals_cannot_tell_apart_are_tied_and_the_heuristics_pick_is_named() -> None:
    # Trick 7, S to play last on W's A♣ (N Q♣, E J♣), holding 9♠ 7♦, no club, no trump:
    # every trump is out, so A♣ wins, and W leads trick 8 with one of the three cards S has
    # not seen (K♣, A♠, 10♣): S plays last again, and its 9♠ cannot win (7♠ and 8♠ are
    # gone, A♠ is above it), nor its 7♦. Both cards are worth 0 and win nothing: in every
    # deal either order takes the same points and the same score, so the deals cannot
    # tell them apart.
    game = _ending()
    game.play("Q♣")
    game.play("J♣")
    hint = b.hint(game, seed=1)
    nine, seven = b.parse_card("9♠"), b.parse_card("7♦")
    assert hint.tied == (nine, seven)  # in the order of a hand: ♠ before ♦
    assert hint.points[nine] == hint.points[seven]
    assert hint.margins[nine] == hint.margins[seven]
    # The heuristic, an opponent winning and nothing of S's beating A♣, gives away its
    # cheapest card: both are worth 0 to keep (no points, no master, no ten to guard), and
    # a tie goes to the lowest card, 9♠ (spades first). The search alone would take the
    # cheaper, then the weaker card: 7♦, as the expert bot plays it.
    assert hint.card == nine
    view = game.player_view()
    assert b.find_bot("expert", random.Random("hint:1")).play(view) == seven
    assert "tied=(9♠, 7♦)" in repr(hint) and repr(hint).startswith("Hint(seat=S, card=9♠, ")


def test_a_card_of_the_same_points_and_another_margin_is_not_tied() -> None:
    # A card ties with the one named only if the deals give it the same points and the
    # same margin, both: the position of the tie above (S holds 9♠ 7♦, 9♠ the heuristic's
    # pick of the two), valued by hand. 7♦ best, 9♠ of the same points and a lower margin
    # (or the same margin and fewer points): 7♦ alone is tied and named, not the
    # heuristic's 9♠.
    from belote_cli.bots.expert import CardChoice
    from belote_cli.hints import named_card

    game = _ending()
    game.play("Q♣")
    game.play("J♣")
    view = game.player_view()
    nine, seven = b.parse_card("9♠"), b.parse_card("7♦")
    for points, margins in (({nine: 10.0, seven: 10.0}, {nine: -20.0, seven: 30.0}),
                            ({nine: 5.0, seven: 10.0}, {nine: 30.0, seven: 30.0})):
        choice = CardChoice(seven, points, 20, margins)
        assert named_card(choice, view) == (seven, (seven,))
    # Both the same: tied, and the heuristic's 9♠ named.
    same = CardChoice(seven, {nine: 10.0, seven: 10.0}, 20, {nine: 30.0, seven: 30.0})
    assert named_card(same, view) == (nine, (nine, seven))


def test_tied_holds_the_card_named_with_the_cards_as_good_and_the_pages_say_so() -> None:
    # Hint.tied is every card as good as the one named, that one included, and the named
    # card alone when none ties: the docstring said it, docs/api.md only "the cards they
    # cannot tell apart". Trump ♥, S leads A♠; W holds 7♠ 8♠ and no other spade, so it
    # must follow with one of them and neither beats the ace. No spade ranks between the
    # 7 and the 8 and both are worth 0, so swapping them changes no trick of any deal:
    # every deal gives them the same points and score, and whichever is named, both are
    # tied, in the order of a hand (the 8 above the 7).
    game = b.Game.at_play({"S": "A♠ J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥", "W": "7♠ 8♠ 7♥ A♦ 10♦ K♦ Q♦ J♦",
                           "N": "9♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦", "E": "A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣"},
                          "♥", "S", taker="S")
    game.play("A♠")
    hint = b.hint(game, seed=3)
    assert hint.tied == (b.parse_card("8♠"), b.parse_card("7♠"))
    assert hint.card in hint.tied and "tied=(8♠, 7♠)" in repr(hint)
    # Read together: the docstring and the guide say the named card is one of them.
    doc = " ".join((b.Hint.__doc__ or "").split())
    assert "``card`` itself included" in doc and "``len(hint.tied) > 1``" in doc
    guide = " ".join((Path(__file__).parent.parent / "docs" / "api.md").read_text(
        encoding="utf-8").split())
    assert "cannot tell apart from the one named, that one included (`tied`" in guide
    assert "`len(hint.tied) > 1` says there is a tie" in guide


def test_the_command_names_the_librarys_card_at_the_first_trick_of_seed_1() -> None:
    # belote play --seed 1: S speaks first and takes ♦, then asks for a hint at the first
    # trick. Its generator is the session's (seed * 1000 + deal * 40 + 4 * tricks + cards
    # on the table: 1040); Game(seed=1) is the same deal.
    out = CliRunner().invoke(app, ["play", "--seed", "1"], input="take\nhint\nquit\n")
    said = re.search(r"^Hint: (\S+?)[.,]", out.stdout, re.M)
    assert said is not None, out.stdout
    game = b.Game(seed=1)
    game.take()
    assert game.to_act is b.Seat.S
    hint = b.hint(game, rng=random.Random(1040))
    assert b.card_symbol(hint.card) == said.group(1)
    assert f"dealt {hint.samples}×" in out.stdout


# --- bad input ------------------------------------------------------------------------------

def test_what_is_no_game_is_a_type_error_naming_it() -> None:
    for given in (None, "S", b.Game(seed=4).view("S")):
        with pytest.raises(TypeError, match=r"^game: a Game in its play, not "):
            b.hint(given)  # type: ignore[arg-type]


def test_a_wrong_seed_or_generator_is_a_type_error() -> None:
    game = _ending()
    with pytest.raises(TypeError, match=r"^seed: an int or a text, not float 1.5"):
        b.hint(game, seed=1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^seed: an int or a text, not bool True"):
        b.hint(game, seed=True)
    with pytest.raises(TypeError, match=r"^rng: a random.Random"):
        b.hint(game, rng=3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^seed: the hint draws from rng or from seed, not both"):
        b.hint(game, seed=1, rng=random.Random(1))


def _refused(game: b.Game, code: str, english: str, french: str) -> None:
    # hint(game) refused with ``code``, worded in English and in French.
    with pytest.raises(b.BeloteError) as refused:
        b.hint(game)
    assert refused.value.code == code
    assert str(refused.value) == english
    assert describe(refused.value, "fr") == french

def test_a_deal_before_its_play_says_its_phase_in_english_and_french() -> None:
    # At the taking of a retourne, the call of simulate that judges it for the seat to
    # speak (its five cards, the retourne, the dealer), as belote play's hint there; it
    # runs as written.
    game = b.Game(seed=4)  # S to take or pass
    deal = game.deal_
    assert deal is not None and game.to_act is b.Seat.S
    hand = " ".join(card_symbol(c) for c in sorted_cards(deal.hands[b.Seat.S]))
    call = (f'simulate(1000, hand="S:{hand}", retourne="{card_symbol(deal.retourne)}", '
            f'dealer="{game.dealer.name}")')
    _refused(game, "api_hint_taking",
             f"a hint names the card to play, not in phase bid: the taking is judged by "
             f"simulation, {call}",
             f"un conseil désigne la carte à jouer, pas pendant la phase de la prise\xa0: "
             f"la prise se juge par simulation, {call}")
    run = eval("b." + call.replace("1000", "20"))  # noqa: S307 (the message's own call)
    assert any(line.startswith("taking minus passing") for line in run.text.splitlines())
    # Round two: the same, with round=2.
    for _ in range(4):
        game.pass_()
    assert game.phase is b.Phase.BID
    with pytest.raises(b.BeloteError, match=r', round=2\)$'):
        b.hint(game)
    coinche = b.Game(seed=4, rules="variant=coinche")
    with pytest.raises(b.BeloteError, match="not in phase call"):
        b.hint(coinche)


def test_a_seat_to_announce_says_so_in_english_and_french() -> None:
    # announcements=on: a seat declares before its first card, then plays it.
    game = b.Game(seed=4, rules="announcements=on")
    game.take()
    assert game.phase is b.Phase.ANNOUNCE
    with pytest.raises(b.BeloteError) as refused:
        b.hint(game)
    assert str(refused.value) == "a hint names the card to play, not in phase announce"
    assert describe(refused.value, "fr") == (
        "un conseil désigne la carte à jouer, pas pendant la phase des annonces")


def test_a_finished_deal_says_so_in_english_and_french() -> None:
    game = _ending()
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    _refused(game, "api_hint_over", "the deal is over: no card is left to play",
             "la donne est finie\u00a0: il ne reste aucune carte à jouer")
    void = b.Game.shuffle(random.Random(1), b.Seat.N)
    while not void.is_over:
        void.pass_()  # everybody passes twice: a void deal
    # Nobody took (RULES.md: four passes in each round, the deal is void): no card to
    # play was ever dealt, which the refusal says, where it said the deal was over.
    _refused(void, "api_hint_void", "every player passed: the deal is void, no card is played",
             "tout le monde a passé\u00a0: la donne est nulle, aucune carte ne se joue")


def test_a_hints_points_and_margins_read_a_cards_text() -> None:
    # The first deal of belote play --seed 4, S to lead after taking ♥: eight legal cards,
    # J♥ (card 12) among them; each dict reads its text as Game.play reads a card.
    game = b.Game(seed=4)
    game.take()
    hint = b.hint(game, seed=1)
    j = b.parse_card("J♥")
    assert j in hint.points
    for values in (hint.points, hint.margins):
        assert isinstance(values, CardDict)
        for text in ("J♥", "JH", "jh", "V♥"):
            assert values[text] == values[j] and text in values
            assert values.get(text) == values[j]
        assert list(values) == list(hint.points) and len(values) == 8
        assert {c: values[c] for c in values} == values  # a plain dict of its items
        for missing in ("zz", "11♥"):
            with pytest.raises(KeyError) as missed:
                values[missing]
            assert missed.value.args == (missing,) and missing not in values
    # The cards S does not hold: not in the dicts (W's lead is yet to come).
    held = set(game.player_view().hand)
    for c in range(32):
        assert (b.card_symbol(c) in hint.points) is (c in held)


def test_a_hint_made_by_hand_and_a_lone_card_read_a_cards_text() -> None:
    hint = b.Hint(b.Seat.S, 12, {12: 55.0, 7: 30.25}, {12: 112.0, 7: -30.0}, 40, (12,), "1")
    assert hint.points["J♥"] == 55.0 and hint.margins["A♠"] == -30.0
    assert hint.points == {12: 55.0, 7: 30.25} and list(hint.margins) == [12, 7]
    assert repr(hint) == ("Hint(seat=S, card=J♥, points={J♥: 55, A♠: 30.2}, "
                          "margins={J♥: 112, A♠: -30}, samples=40, seed='1')")
    lone = b.hint(_ending(), seed=1)  # N must follow with Q♣: no search, nothing valued
    assert lone.points == {} and "Q♣" not in lone.points
    with pytest.raises(KeyError):
        lone.margins["Q♣"]


def test_a_hints_card_prints_as_the_card_and_is_its_int() -> None:
    # J♥ is 1 * 8 + 4 = 12, A♠ 7: Hint.card printed 12.
    import json
    import pickle

    from belote_cli.core.cards import CardInt

    hint = b.Hint(b.Seat.S, 12, {12: 55.0, 7: 30.25}, {12: 112.0, 7: -30.0}, 40, (12,), "1")
    assert repr(hint.card) == str(hint.card) == "J♥" and type(hint.card) is CardInt
    assert hint.card == 12 and hash(hint.card) == hash(12) and json.dumps(hint.card) == "12"
    assert hint.points[hint.card] == 55.0 and repr(hint).startswith("Hint(seat=S, card=J♥,")
    again = pickle.loads(pickle.dumps(hint))
    assert again == hint and repr(again.card) == "J♥"
    odd = b.Hint(b.Seat.S, 99, {}, {}, 0, (), None)  # made by hand: no card, left as it is
    assert odd.card == 99 and type(odd.card) is int
    # The first card and the last: 7♠ is 0 * 8 + 0 = 0, A♣ (clubs, suit 3) 3 * 8 + 7 = 31,
    # each given as a plain int and printed as its card, as J♥ is.
    for number, text in ((0, "7♠"), (31, "A♣")):
        end = b.Hint(b.Seat.S, number, {}, {}, 0, (number,), "1")
        assert str(end.card) == text and type(end.card) is CardInt and end.card == number
