"""The library as a player reads it: ``Game()`` deals, ``game.play("9♠")`` takes a card's
text, seats print as their letters, ``print(game)`` draws the table, and ``dir`` lists the
public names only."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from typer.testing import CliRunner

import belote_cli as b
from belote_cli import texts
from belote_cli.cli import app
from belote_cli.core.cards import HEARTS, SPADES, bits, parse_cards
from belote_cli.engine.game import Phase


def _cards(mask: int) -> set[int]:
    return set(bits(mask))


# --- Game() ---------------------------------------------------------------------------------

def test_a_game_with_no_arguments_is_a_shuffled_classic_deal() -> None:
    game = b.Game()
    assert game.kind == "classic" and game.phase is Phase.BID
    # Dealt 3 then 2: five cards each, the 21st card turned up, 11 left for after the taking.
    hands = [game.hand(seat) for seat in b.Seat]
    assert [len(_cards(h)) for h in hands] == [5, 5, 5, 5]
    held = 0
    for hand in hands:
        assert held & hand == 0
        held |= hand
    assert game.retourne is not None and not held >> game.retourne & 1
    # The seat after the dealer speaks first (clockwise: S -> W -> N -> E).
    assert game.dealer is not None and game.to_act is game.dealer.next()


def test_a_seed_gives_the_deal_of_belote_play_with_that_seed() -> None:
    game = b.Game(seed=4)
    out = CliRunner().invoke(app, ["play", "--seed", "4"], input="quit\n").output
    dealer = re.search(r"^Deal 1: dealer (\w)", out, re.M)
    cards = re.search(r"^Your cards: (.*)$", out, re.M)
    retourne = re.search(r"^Retourne: (.*)$", out, re.M)
    assert dealer and cards and retourne
    assert str(game.dealer) == dealer.group(1)
    assert _cards(game.hand(b.Seat.S)) == set(parse_cards(cards.group(1)))
    assert game.retourne == b.parse_card(retourne.group(1))
    again = b.Game(seed=4)
    assert [again.hand(s) for s in b.Seat] == [game.hand(s) for s in b.Seat]


def test_dealer_and_rules_as_the_command_line_gives_them() -> None:
    west = b.Game(seed=4, dealer="W")
    assert west.dealer is b.Seat.W and west.to_act is b.Seat.N
    assert [west.hand(s) for s in b.Seat] == [b.Game(seed=4, dealer=b.Seat.W).hand(s)
                                               for s in b.Seat]
    coinche = b.Game(seed=1, rules="variant=coinche")
    assert coinche.kind == "coinche" and coinche.phase is Phase.CALL
    assert [len(_cards(coinche.hand(s))) for s in b.Seat] == [8, 8, 8, 8]  # 3-2-3
    assert b.Game(rules=["undertrump=required"]).rules.undertrump == "required"
    with pytest.raises(b.RuleError):
        b.Game(rules="undertrump=maybe")
    with pytest.raises(b.RuleError, match="Game.seeded"):
        b.Game(rules="variant=deux")
    with pytest.raises(b.CardError):
        b.Game(dealer="X")


# --- cards and suits as text ----------------------------------------------------------------

def _taken() -> b.Game:
    game = b.Game(seed=4)  # E deals, S speaks first, the retourne is 8♥
    game.take()            # S takes ♥: J♥ 8♥ 7♥ K♦ Q♦ 7♦ 10♣ Q♣, and leads
    return game


@pytest.mark.parametrize("text", ["J♥", "JH", "jh", "V♥", "VH", "jH"])
def test_play_reads_a_card_in_either_notation(text: str) -> None:
    game = _taken()
    assert game.taker is b.Seat.S and game.to_act is b.Seat.S
    game.play(text)
    assert game.hand(b.Seat.S) >> b.parse_card("J♥") & 1 == 0
    assert game.to_act is b.Seat.W


def test_play_reads_the_letters_of_one_language_only_in_it() -> None:
    # K is carreau in French only, R the French king: RK is the king of diamonds.
    game = _taken()
    game.play("RK")
    assert game.hand(b.Seat.S) >> b.parse_card("K♦") & 1 == 0


def test_bad_card_text_names_the_forms_and_changes_nothing() -> None:
    game = _taken()
    hand = game.hand(b.Seat.S)
    with pytest.raises(b.CardError) as raised:
        game.play("11♥")
    message = str(raised.value)
    assert "'11♥'" in message and "7 8 9 10 J Q K A" in message and "♠ ♥ ♦ ♣" in message
    assert game.hand(b.Seat.S) == hand and game.to_act is b.Seat.S
    with pytest.raises(b.IllegalPlayError):
        game.play("A♠")  # a card S does not hold
    game.apply("Q♣")     # apply takes a card's text in the play too
    assert game.to_act is b.Seat.W


def test_take_and_pass_in_both_rounds() -> None:
    game = b.Game(seed=4)
    for _ in range(4):
        game.pass_()      # round one: S, W, N, E pass
    with pytest.raises(b.IllegalPlayError, match="round two"):
        game.take()       # round two has no retourne's suit to take
    with pytest.raises(b.IllegalPlayError):
        game.take("♥")    # not the retourne's suit again
    game.take("pique")
    assert game.trump == SPADES and game.taker is b.Seat.S
    with pytest.raises(b.CardError, match="unknown suit 'x'"):
        b.Game(seed=4).take("x")
    assert b.Game(seed=4).take().suit == HEARTS


# --- seats, the table, the names ------------------------------------------------------------

def test_seats_and_teams_print_as_players_write_them() -> None:
    assert str(b.Seat.S) == "S" and f"{b.Seat.W}" == "W" and f"{b.Seat.N:>3}" == "  N"
    assert str(b.Team.EW) == "EW" and f"{b.Team.NS}" == "NS"
    assert b.Seat.S == 2 and repr(b.Seat.S) == "<Seat.S: 2>"  # still an int, as before


def _line(table: str, label: str) -> list[int]:
    for line in table.splitlines():
        for part in re.split(r"\s{2,}(?=[NESW]  )", line.strip()):
            if part.startswith(label + "  "):
                return [b.parse_card(t.rstrip("*")) for t in part[3:].split()]
    raise AssertionError(f"no {label} in {table}")


def test_printing_a_game_draws_the_table() -> None:
    game = b.Game(seed=4)
    table = str(game)
    assert "dealer E" in table and "retourne 8♥" in table
    for seat in b.Seat:
        assert set(_line(table, seat.name)) == _cards(game.hand(seat))
    game.take()
    game.play("J♥")
    table = str(game)
    assert "trump ♥, taken by S (NS)" in table
    # Trumps are marked, and only trumps.
    south = next(p for p in table.split("\n") if p.strip().startswith("S  "))
    marked = {b.parse_card(t[:-1]) >> 3 for t in south.split()[1:] if t.endswith("*")}
    assert marked == {HEARTS}
    assert "Trick 1: S J♥; W to play" in table
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert game.score is not None
    ns, ew = game.score.points
    assert f"trick points NS {ns}, EW {ew}" in str(game)


def test_printing_a_game_draws_the_table_of_docs_api_to_the_column() -> None:
    # docs/api.md's table after S takes ♥ and leads J♥ (seed 4, dealer E), space for space
    # (its doctest normalizes blanks): N and S after 20 spaces, W's hand padded to 34
    # columns before E (25 columns of cards, then 9 spaces).
    game = b.Game(seed=4)
    game.take()
    game.play("J♥")
    assert str(game).splitlines() == [
        "Deal (classic), dealer E: trump ♥, taken by S (NS)",
        " " * 20 + "N  Q♥* A♠ 10♠ 9♠ 7♠ 9♦ 8♦ 8♣",
        "W  A♥* K♠ J♠ 8♠ A♦ 10♦ J♦ A♣" + " " * 9 + "E  9♥* 10♥* K♥* Q♠ K♣ J♣ 9♣ 7♣",
        " " * 20 + "S  8♥* 7♥* K♦ Q♦ 7♦ 10♣ Q♣",
        "Trick 1: S J♥; W to play",
        "Trick points so far: NS 0, EW 0"]


def test_printing_a_game_in_the_taking_names_its_round() -> None:
    # Seed 4, dealer E: S speaks first (the seat after the dealer), in round one; once
    # all four have passed, round two starts with S again (docs/rules.md: the taking).
    game = b.Game(seed=4)
    assert str(game).splitlines()[-1] == "S to act: round 1 of the taking"
    game.take(None)
    assert str(game).splitlines()[-1] == "W to act: round 1 of the taking"
    for _ in range(3):
        game.take(None)
    assert str(game).splitlines()[-1] == "S to act: round 2 of the taking"


def test_printing_a_sans_atout_deal_says_sans_atout() -> None:
    hands = [b.mask_of(parse_cards(h)) for h in (
        "A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠", "A♥ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥",
        "A♦ K♦ Q♦ J♦ 10♦ 9♦ 8♦ 7♦", "A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣")]
    from belote_cli.core.cards import NO_TRUMP

    game = b.Game.at_play(hands, NO_TRUMP, b.Seat.S, b.RuleSet.parse(["sa_ta=on"]),
                          taker=b.Seat.S)
    assert "sans atout, taken by S" in str(game) and "SA" not in str(game)


def test_west_s_hand_longer_than_its_column_keeps_two_spaces_before_east() -> None:
    # West's hand is padded to 34 columns, or to its length and two spaces when longer:
    # at tout atout every card is marked, and four tens and four jacks write 35 columns
    # (4 x "10♠*", 4 x "J♠*" and 7 spaces), so East's label comes two spaces after the
    # last ten. Each suit in trump order (J 9 A 10 K Q 8 7), spades to clubs.
    hands = ["A♠ K♠ Q♠ 9♠ 8♠ 7♠ A♥ K♥", "Q♥ 9♥ 8♥ 7♥ A♦ K♦ Q♦ 9♦",
             "8♦ 7♦ A♣ K♣ Q♣ 9♣ 8♣ 7♣", "J♠ 10♠ J♥ 10♥ J♦ 10♦ J♣ 10♣"]
    game = b.Game.at_play(hands, "TA", b.Seat.S, b.RuleSet.parse(["sa_ta=on"]),
                          taker=b.Seat.S)
    assert str(game).splitlines()[2] == (
        "W  J♠* 10♠* J♥* 10♥* J♦* 10♦* J♣* 10♣*  E  9♥* Q♥* 8♥* 7♥* 9♦* A♦* K♦* Q♦*")


def test_dir_lists_the_public_names_only() -> None:
    b.Game  # noqa: B018 (an exported name, imported on first use)
    names = dir(b)
    assert names == sorted(b.__all__)
    for private in ("annotations", "TYPE_CHECKING", "game", "api", "cards", "_EXPORTS"):
        assert private not in names


def test_games_are_still_made_by_the_class_methods() -> None:
    game = b.Game.shuffle(random.Random(3), b.Seat.N)
    assert game.kind == "classic" and game.to_act is b.Seat.E


def test_belote_a_deux_takes_and_plays_text_too() -> None:
    game = b.Game.shuffle(random.Random(1), b.Seat.N, b.RuleSet.parse(["variant=deux"]))
    first = game.to_act
    assert first is not None and game.retourne is not None
    game.take()  # the retourne's suit
    assert game.trump == game.retourne >> 3 and game.taker is first
    assert f"taken by {first}" in str(game) and "(NS)" not in str(game)
    card = next(bits(game.legal_cards()))
    game.play(b.card_symbol(card))
    assert game.hand(first) >> card & 1 == 0


def test_printing_a_game_of_two_shows_the_trick_and_the_points() -> None:
    # The worked deal of belote à deux (VARIANTS.md): S leads K♦, N plays 9♦ (4 points to
    # S), and S leads 9♠ to the second trick.
    deck = parse_cards("K♦ A♣ Q♠ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠ 7♦ 10♥ 9♠ Q♣ 9♥ 8♦ J♣ 7♣ J♦ "
                       "9♣ 7♥ Q♦ 10♣ 7♠ K♥ A♠ Q♥ 8♥ K♣ A♥ A♦")
    game = b.Game.deal(deck, b.Seat.N, "variant=deux")
    game.take()
    assert str(game).splitlines()[-2:] == ["Trick 1: S leads", "Trick points so far: S 0, N 0"]
    game.play("K♦")
    assert str(game).splitlines()[-2:] == ["Trick 1: S K♦; N to play",
                                           "Trick points so far: S 0, N 0"]
    game.play("9♦")
    game.play("9♠")
    assert str(game).splitlines()[-2:] == ["Trick 2: S 9♠; N to play",
                                           "Trick points so far: S 4, N 0"]
    # Belote découverte's worked deal: S leads 7♥, N's A♥ takes 11.
    deck = parse_cards("J♠ J♥ 7♣ 9♠ J♣ 9♥ 9♦ 10♣ Q♦ 8♥ 10♦ 7♥ K♠ 8♦ Q♥ A♥ Q♣ 10♠ Q♠ 8♠ "
                       "A♠ K♥ 7♠ A♣ J♦ K♣ 9♣ K♦ 8♣ 10♥ A♦ 7♦")
    game = b.Game.deal(deck, b.Seat.N, "variant=decouverte")
    game.take()
    game.play("7♥")
    assert str(game).splitlines()[-2:] == ["Trick 1: S 7♥; N to play",
                                           "Trick points so far: S 0, N 0"]
    game.play("A♥")
    assert str(game).splitlines()[-2:] == ["Trick 2: N leads", "Trick points so far: S 0, N 11"]


def test_printing_a_game_of_two_shows_the_talon_or_the_cards_face_down() -> None:
    # print(game) at two showed the hands, the trick and the points, but not what lies on
    # the table besides, which the terminal game shows: belote à deux's talon and the card
    # face up under it, belote découverte's cards face down.
    # Belote à deux's worked deal, dealt by N: card 13, 10♥, is the retourne; S takes ♥.
    deck = parse_cards("K♦ A♣ Q♠ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠ 7♦ 10♥ 9♠ Q♣ 9♥ 8♦ J♣ 7♣ J♦ "
                       "9♣ 7♥ Q♦ 10♣ 7♠ K♥ A♠ Q♥ 8♥ K♣ A♥ A♦")
    game = b.Game.deal(deck, b.Seat.N, "variant=deux")
    game.take()
    assert str(game).splitlines()[-3] == "Talon: 20 cards, 10♥ face up under it"
    for text in ["K♦", "9♦", "9♠", "8♠"]:  # two tricks: each player draws twice
        game.play(text)
    assert str(game).splitlines()[-3] == "Talon: 16 cards, 10♥ face up under it"
    for text in ["9♥", "7♦", "Q♠", "Q♣", "J♥", "K♠"]:
        game.play(text)
    game.apply(b.Exchange(True))  # S swaps the 7♥ for the retourne before trick 6
    assert str(game).splitlines()[-3] == "Talon: 10 cards, 7♥ face up under it"
    while len(game.view("S").tricks) < 10:
        game.apply(game.legal_actions()[0])
    assert str(game).splitlines()[-3] == "Talon: empty"
    # Belote découverte's worked deal: 8 cards face down each, one fewer for each player
    # once the trick that uncovers them is over (S 7♥, N A♥).
    deck = parse_cards("J♠ J♥ 7♣ 9♠ J♣ 9♥ 9♦ 10♣ Q♦ 8♥ 10♦ 7♥ K♠ 8♦ Q♥ A♥ Q♣ 10♠ Q♠ 8♠ "
                       "A♠ K♥ 7♠ A♣ J♦ K♣ 9♣ K♦ 8♣ 10♥ A♦ 7♦")
    game = b.Game.deal(deck, b.Seat.N, "variant=decouverte")
    game.take()
    assert str(game).splitlines()[-3] == "Face down: N 8, S 8"
    game.play("7♥")
    assert str(game).splitlines()[-3] == "Face down: N 8, S 8"
    game.play("A♥")
    assert str(game).splitlines()[-3:] == ["Face down: N 7, S 7", "Trick 2: N leads",
                                           "Trick points so far: S 0, N 11"]
    assert "Talon" not in str(b.Game(seed=4)) and "Face down" not in str(b.Game(seed=4))


def test_printing_a_game_while_belote_is_said_names_who_says_it() -> None:
    # Trump ♥, belote=declared, W leads 7♠, N 8♠, E 9♠: S, void in ♠, trumps with K♥ and
    # holds Q♥. The trick is complete and S's 4 points are counted, but nobody plays on
    # until S says belote or not.
    hands = [b.mask_of(parse_cards(h)) for h in (
        "8♠ K♠ A♠ J♦ Q♦ K♦ A♦ 7♣", "9♠ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣",
        "K♥ Q♥ 7♥ 8♥ 9♥ 10♥ J♥ A♥", "7♠ 10♠ J♠ Q♠ 7♦ 8♦ 9♦ 10♦")]
    game = b.Game.at_play(hands, HEARTS, b.Seat.W, "belote=declared", taker=b.Seat.S)
    for text in ("7♠", "8♠", "9♠", "K♥"):
        game.play(text)
    assert game.phase is Phase.BELOTE and game.to_act is b.Seat.S
    assert str(game).splitlines()[-2:] == [
        "Trick 1: W 7♠  N 8♠  E 9♠  S K♥; S to say belote or not",
        "Trick points so far: NS 4, EW 0"]
    game.say_belote(True)
    assert str(game).splitlines()[-2] == "Trick 2: S leads"
    # At two, belote à deux's worked deal: S leads K♥ to trick 10 holding Q♥.
    deck = parse_cards("K♦ A♣ Q♠ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠ 7♦ 10♥ 9♠ Q♣ 9♥ 8♦ J♣ 7♣ J♦ "
                       "9♣ 7♥ Q♦ 10♣ 7♠ K♥ A♠ Q♥ 8♥ K♣ A♥ A♦")
    game = b.Game.deal(deck, b.Seat.N, "variant=deux belote=declared")
    game.take()
    for text in ["K♦", "9♦", "9♠", "8♠", "9♥", "7♦", "Q♠", "Q♣", "J♥", "K♠"]:
        game.play(text)
    game.apply(b.Exchange(True))
    for text in ["8♣", "10♦", "10♠", "7♣", "J♣", "Q♦", "J♦", "8♦", "K♥"]:
        game.play(text)
    assert game.phase is Phase.BELOTE
    assert str(game).splitlines()[-2] == "Trick 10: S K♥; S to say belote or not"


def test_a_hand_prints_as_its_cards() -> None:
    game = b.Game(seed=4)
    south = game.cards("S")
    assert south == game.hand(b.Seat.S) == game.cards(b.Seat.S)   # the mask, an int
    assert isinstance(south, int)
    # Dealt 3 then 2: five cards, each printed as a player writes it, by suit and strength.
    assert len(south) == 5 and set(south) == _cards(game.hand(b.Seat.S))
    assert str(south) == b.format_mask(game.hand(b.Seat.S))
    assert repr(south) == f"Cards({south})"
    # A card's text is in it as Game.play reads it (test_api's
    # test_a_card_s_text_is_in_a_hand_as_game_play_reads_it).
    assert all(c in south for c in south) and 32 not in south and "J♥" in south
    assert str(b.Cards(0)) == "-"
    # Plain order within a suit: A 10 K Q J 9 8 7, so 10♣ comes before Q♣.
    assert str(b.Cards(b.mask_of(parse_cards("Q♣ 10♣")))) == "10♣ Q♣"


@pytest.mark.parametrize("rules", ["", "variant=coinche"])
def test_the_dealt_hands_print_as_cards(rules: str) -> None:
    game = b.Game(seed=4, rules=rules or None)
    if game.hands is None:  # classic: the rest of the cards come with the taking
        game.take()
    assert len(game.hands) == 4
    for seat, hand in zip(b.Seat, game.hands, strict=True):
        assert isinstance(hand, b.Cards) and len(hand) == 8   # eight cards each
        assert str(hand) == b.format_mask(hand)                # printed as cards
        assert hand == game.hand(seat)                          # the mask, as before
    assert f"{game.hands[0]!r}".startswith("Cards(")
    # Between them, the 32 cards of the deck, each once.
    assert sum(game.hands) == (1 << 32) - 1


@pytest.mark.parametrize(("rules", "dealt"), [("variant=deux", 6),
                                               ("variant=decouverte", 8)])
def test_the_dealt_hands_of_a_game_of_two_print_as_cards(rules: str, dealt: int) -> None:
    # S and N are dealt 6 cards at belote à deux, 8 face up at découverte; E and W none
    # (game.hand refuses them: tests/test_deux.py).
    game = b.Game.shuffle(random.Random(4), b.Seat.S, rules)
    assert game.hands is not None and len(game.hands) == 4
    for seat, hand in zip(b.Seat, game.hands, strict=True):
        assert isinstance(hand, b.Cards)
        assert str(hand) == (b.format_mask(hand) if hand else "-")
        assert len(hand) == (dealt if seat in (b.Seat.S, b.Seat.N) else 0)
        assert seat not in (b.Seat.S, b.Seat.N) or hand == game.hand(seat)
    assert repr(game.hands[2]).startswith("Cards(")


def test_what_a_game_hands_out_cannot_change_the_deal() -> None:
    # The hands are a tuple, the auction's lists copies: the caller's changes stay theirs.
    game = b.Game(seed=4)
    game.pass_()
    bids = game.bids
    bids.clear()
    assert len(game.bids) == 1
    game = b.Game(seed=4)
    game.take()
    assert game.hands is not None
    with pytest.raises(TypeError):
        game.hands[2] = 0  # type: ignore[index]
    assert len(game.legal_actions()) >= 1
    coinche = b.Game(seed=4, rules="variant=coinche")
    coinche.apply(coinche.legal_actions()[0])
    calls = coinche.calls
    calls.clear()
    assert len(coinche.calls) == 1


@pytest.mark.parametrize("mask", [-1, 1 << 32, 1 << 40])
def test_cards_of_a_mask_of_no_cards_says_so(mask: int) -> None:
    # A mask of no cards is a CardError naming it when made; one made without the check
    # (as the engine makes its dealt hands, cards.hands_as_cards) says so when printed or
    # read (its message printed the Cards, which checked the mask again: a recursion
    # without end).
    with pytest.raises(b.CardError, match=f"^Cards\\(mask\\): no cards make {mask}"):
        b.Cards(mask)
    hand = int.__new__(b.Cards, mask)
    for use in (str, repr, list):
        with pytest.raises(b.CardError, match=f"no cards make {mask}"):
            use(hand)


def test_a_match_counts_each_deal_once_and_none_after_its_end() -> None:
    from belote_cli.engine.playing import play_out

    bots = [b.find_bot("random", random.Random(seat)) for seat in range(4)]
    match = b.Match(b.RuleSet(target=301))
    game = play_out(match.new_game(random.Random(1)), bots)
    match.finish(game)
    with pytest.raises(b.RuleError, match="counted already"):
        match.finish(game)
    assert len(match.deals) == 1
    rng = random.Random(2)
    while not match.is_over:
        match.finish(play_out(match.new_game(rng), bots))
    totals = list(match.totals)
    with pytest.raises(b.RuleError, match="the match is over"):
        match.finish(play_out(b.Game(seed=3), bots))
    assert match.totals == totals


@pytest.mark.parametrize(("options", "said"), [
    ({"variant": "coinch"}, "unknown value 'coinch' for rule 'variant'"),
    ({"undertrump": "x"}, "unknown value 'x' for rule 'undertrump'"),
    ({"capot": 251}, "unknown value '251' for rule 'capot' (expected 252 or 250)"),
    ({"target": 0}, "rule 'target' must be positive"),
])
def test_a_rule_set_made_directly_is_checked_as_a_parsed_one(options: dict[str, object],
                                                             said: str) -> None:
    # A misspelt value is refused, not played as the default (classic for 'coinch').
    with pytest.raises(b.RuleError, match=re.escape(said)):
        b.RuleSet(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize(("options", "said"), [
    ({"target": "501"}, "target: an int, not str '501'"),
    ({"capot": 250.0}, "capot: an int, not float 250.0"),
    ({"target": True}, "target: an int, not bool True"),
    ({"undertrump": 1}, "undertrump: one of free, required, not int 1"),
    ({"variant": None}, "variant: one of classic, coinche, deux, decouverte, not NoneType"),
])
def test_a_rule_set_field_of_another_type_is_a_type_error(options: dict[str, object],
                                                          said: str) -> None:
    # As every argument of the library of the wrong type: a TypeError naming it (a text
    # '501' for the target said "needs a number, found '501'", a number given).
    with pytest.raises(TypeError, match="^" + re.escape(said)):
        b.RuleSet(**options)  # type: ignore[arg-type]


def test_a_rule_set_parses_one_text_as_game_takes_it() -> None:
    assert b.RuleSet.parse("undertrump=required capot=250") == b.RuleSet(
        undertrump="required", capot=250) == b.Game(
            rules="undertrump=required capot=250").rules


def test_a_two_player_table_names_its_players_not_teams() -> None:
    # At belote à deux each pair of points is by player, S first (DealScore's docstring).
    from belote_cli.engine.playing import play_out

    bots = [b.find_bot("random", random.Random(seat)) for seat in range(4)]
    game = play_out(b.Game.shuffle(random.Random(3), b.Seat.S, b.RuleSet(variant="deux")),
                    bots)
    assert game.score is not None
    last = str(game).splitlines()[-1]
    s, n = game.score.points
    assert f"trick points S {s}, N {n}" in last and "NS" not in last and "EW" not in last


def test_a_bot_registered_by_name_is_found_and_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_cli import bots
    from belote_cli.bots import registry

    class Lowest:
        """Passes, and plays its lowest legal card (the lowest int)."""

        name = "lowest"

        def __init__(self, rng: random.Random) -> None:
            self.rng = rng

        def bid(self, view: b.BidView) -> int | None:
            return None

        def play(self, view: b.PlayerView) -> int:
            return (view.legal & -view.legal).bit_length() - 1

    # Removed again after the test (monkeypatch deletes a key it added).
    monkeypatch.setitem(registry._REGISTRY, "lowest", Lowest)
    bots.register_bot("lowest", Lowest)
    assert "lowest" in bots.bot_names()
    assert isinstance(bots.find_bot("lowest", random.Random(1)), Lowest)
    # Four bots that always pass: every deal is void, and play_deal deals again, up to
    # its limit.
    with pytest.raises(b.BeloteError, match="everybody passed 101 deals in a row"):
        b.play_deal("lowest", seed=4)


# --- what a program reads of a deal, in each game -------------------------------------------

def _to_the_play(game: b.Game) -> b.Game:
    # Each last legal choice (a take, not a pass) until a card is to be played (a taking,
    # an auction, the exchange of the seven): the first trick not yet led.
    while game.phase is not Phase.PLAY:
        game.apply(game.legal_actions()[-1])
    return game


@pytest.mark.parametrize("make", [
    lambda: b.Game(seed=4),
    lambda: b.Game.seeded(4, "variant=coinche"),
    lambda: b.Game.discovery(list(range(32)), "♥"),
    lambda: b.Game.seeded(5, "variant=deux"),
    lambda: b.Game.seeded(5, "variant=decouverte"),
], ids=["classic", "coinche", "discovery", "deux", "decouverte"])
def test_the_trick_in_progress_is_game_trick_in_every_game(make: Any) -> None:
    # A classic or coinche Game had no ``trick`` (an AttributeError) where belote à deux's
    # had one: the cards on the table, a seat's view's ``trick``, in every game.
    game = make()
    assert game.trick == []  # before the play (the taking) or before the first card
    _to_the_play(game)
    leader = game.to_act
    first = game.legal_actions()[0].card
    game.play(first)
    assert game.trick == [first] == list(game.view(leader).trick)
    game.trick.append(99)  # a copy: the deal is not changed
    assert game.trick == [first]
    while game.trick:  # the trick's other cards: the table is cleared by its last
        game.play(game.legal_actions()[0].card)
    assert game.trick == [] and len(game.tricks) == 1


def test_the_classic_trick_in_progress_holds_the_cards_played_so_far() -> None:
    # ``belote play --seed 4``: S takes at ♥ and leads J♥, W plays A♥ (docs/api.md).
    game = b.Game(seed=4)
    game.take()
    game.play("J♥")
    game.play("A♥")
    assert game.trick == [b.parse_card("J♥"), b.parse_card("A♥")]


@pytest.mark.parametrize("make", [
    lambda: b.Game(seed=4),
    lambda: b.Game.seeded(4, "variant=coinche"),
    lambda: b.Game.discovery(list(range(32)), "♥"),
    lambda: b.Game.seeded(5, "variant=deux"),
], ids=["classic", "coinche", "discovery", "deux"])
def test_face_down_names_the_game_that_has_cards_face_down(make: Any) -> None:
    # At belote à deux face_down was an AttributeError, where docs/api.md listed it among
    # the methods of a game of two; only belote découverte lays cards face down.
    game = make()
    names = {"classic": ("classic belote", "la belote classique"),
             "coinche": ("coinche", "la coinche"),
             "discovery": ("the deal without bidding", "la donne sans enchères"),
             "deux": ("belote à deux", "la belote à deux")}
    english, french = names[game.kind]
    with pytest.raises(b.RuleError) as refused:
        game.face_down("S")
    assert str(refused.value) == f"face_down: only belote découverte has cards face down, " \
        f"not {english}"
    assert texts.describe(refused.value, "fr") == (
        "face_down\xa0: seule la belote découverte a des cartes face cachée, pas " + french)


def test_face_down_at_belote_a_deux_refuses_e_and_w_as_every_seat_method() -> None:
    two = b.Game.seeded(5, "variant=deux")
    with pytest.raises(b.RuleError, match="^seat: belote à deux is played by S and N, not E$"):
        two.face_down("E")
    with pytest.raises(b.CardError, match="^seat: unknown seat 'Z'"):
        two.face_down("Z")
    # Belote découverte keeps its piles: dealt by N from the deck in card order, S lays
    # cards 1-4 and 17-20 face down (docs/api.md).
    layout = b.Game.deal(list(range(32)), "N", "variant=decouverte")
    assert layout.face_down("S") == b.mask_of(parse_cards("7♠ 8♠ 9♠ 10♠ 7♦ 8♦ 9♦ 10♦"))


# --- a deck that does not hold each card once -------------------------------------------------

_DECK_ONCE = "a deck holds each of the 32 cards once"
_DECK_ONCE_FR = "deck\xa0: un paquet contient chacune des 32 cartes une fois\xa0: "


@pytest.mark.parametrize(("deck", "english", "french"), [
    # 7♠ (0) dealt twice in place of 8♠ (1): the one given twice and the one missing.
    ([0, 0, *range(2, 32)], "7♠ is given twice and 8♠ is missing",
     "7♠ y figure deux fois et 8♠ manque"),
    # Two faults of each: the first given twice in dealing order (Q♥, 13, before K♠, 6,
    # given again later) and the first missing in the order of the cards (8♠, 1, before
    # 9♠, 2).
    ([13, 13, 0, 3, *range(4, 13), *range(14, 32), 6], "Q♥ is given twice and 8♠ is missing",
     "D♥ y figure deux fois et 8♠ manque"),
    # 33 cards: none missing; 31 cards: none given twice.
    ([*range(32), 31], "A♣ is given twice", "A♣ y figure deux fois"),
    (list(range(1, 32)), "7♠ is missing", "7♠ manque"),
])
@pytest.mark.parametrize("variant", ["classic", "coinche", "deux", "decouverte"])
def test_a_wrong_deck_names_the_card_given_twice_and_the_card_missing(
        deck: list[int], english: str, french: str, variant: str) -> None:
    # Each said only "a deck holds each of the 32 cards once".
    with pytest.raises(b.RuleError) as refused:
        b.Game.deal(deck, "N", f"variant={variant}")
    assert str(refused.value) == f"deck: {_DECK_ONCE}: {english}"
    assert texts.describe(refused.value, "fr") == _DECK_ONCE_FR + french


def test_the_discovery_deal_names_the_card_given_twice_and_the_card_missing() -> None:
    with pytest.raises(b.RuleError, match=f"^deck: {_DECK_ONCE}: J♥ is given twice and "
                                          "10♥ is missing$"):
        b.Game.discovery("7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 7♥ 8♥ 9♥ J♥ J♥ Q♥ K♥ A♥ "
                         "7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣", "♥")


def test_a_deck_with_an_int_that_is_no_card_names_it() -> None:
    # 99 in place of A♣ said that each card is held once; it is no card at all.
    with pytest.raises(b.CardError, match="^deck: no card 99, a card is an int 0-31$"):
        b.Game.deal([*range(31), 99], "N")
    with pytest.raises(b.CardError, match="^deck: no card -1, a card is an int 0-31$"):
        b.Game.deal([*range(31), -1], "S", "variant=deux")


# --- parse_card's help ------------------------------------------------------------------------

def test_parse_card_says_how_to_write_a_card_as_the_other_readers_do() -> None:
    # It said only "unknown card '11♥'", where Game.play and the play prompt add the help.
    help_en = ("write the rank (7 8 9 10 J Q K A, or V D R) then the suit (♠ ♥ ♦ ♣ or S H D "
               "C), e.g. 9♠, V♥")
    with pytest.raises(b.CardError) as refused:
        b.parse_card("11♥")
    assert str(refused.value) == f"unknown card '11♥': {help_en}"
    assert refused.value.code == "card_unknown_forms"
    assert texts.describe(refused.value, "fr") == (
        "carte inconnue '11♥'\xa0: écrivez le rang (7 8 9 10 V D R A, ou J Q K) puis la "
        "couleur (♠ ♥ ♦ ♣ ou S H D C), par exemple 9♠, V♥")
    with pytest.raises(b.CardError, match=r"^unknown card 'ZZ': .*\(♠ ♥ ♦ ♣ or P C K T\)"):
        b.parse_card("ZZ", "fr")  # the suit letters of the language read
    with pytest.raises(b.CardError, match=f"^unknown card '11♥': {re.escape(help_en)}$"):
        b.parse_cards("7♥ 11♥")
    # A letter of the other language keeps its own words.
    with pytest.raises(b.CardError, match="^unknown card 'AP': P is not a suit letter"):
        b.parse_card("AP")


def test_a_deal_file_keeps_its_own_words_for_a_card_unknown() -> None:
    # The deal file's letters are those of its language: its message is unchanged.
    with pytest.raises(b.DealFileErrors) as problems:
        b.loads("trump: H\n1: S:11H W:7H N:8H E:9H\n", "deal.belote")
    first = problems.value.errors[0]
    assert first.problem.code == "card_unknown"
    assert str(first) == "deal.belote:2:6: unknown card '11H'"


# --- a trick's seats, in the deal's direction --------------------------------------------------

# Trump ♥, S to lead: N the ♠, E the ♥, S the ♦, W the ♣.
_SUITED = {"N": "7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", "E": "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥",
           "S": "7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦", "W": "7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"}


def test_a_trick_of_an_anticlockwise_deal_names_its_seats_in_that_order() -> None:
    # plays() gave the seats clockwise, S W N E, unless told clockwise=False: after S
    # came W, who had not played. Anticlockwise, S leads A♦, E trumps with 7♥, N (no ♦,
    # no trump) plays A♠, W (its partner E winning) 7♣: E wins 11 + 0 + 11 + 0.
    game = b.Game.at_play(_SUITED, "♥", "S", "direction=anticlockwise", taker="S")
    for card in ("A♦", "7♥", "A♠"):
        assert game.play(card) is None
    done = game.play("7♣")
    assert done is not None and (done.winner, done.points) == (b.Seat.E, 22)
    order = [(b.Seat.S, "A♦"), (b.Seat.E, "7♥"), (b.Seat.N, "A♠"), (b.Seat.W, "7♣")]
    expected = [(seat, b.parse_card(card)) for seat, card in order]
    assert done.plays() == expected and done.plays(clockwise=False) == expected
    assert [done.seat_of(i) for i in range(4)] == [b.Seat.S, b.Seat.E, b.Seat.N, b.Seat.W]
    assert game.view("W").tricks[0].plays() == expected
    assert done.clockwise is False and repr(done) == (
        "Trick(leader=S, cards=(A♦, 7♥, A♠, 7♣), winner=E, points=22)")
    # Told otherwise, it still gives that order: S W N E.
    assert [seat for seat, _ in done.plays(True)] == [b.Seat.S, b.Seat.W, b.Seat.N, b.Seat.E]


def test_a_trick_made_by_hand_is_clockwise_and_equal_whatever_its_direction() -> None:
    cards = tuple(parse_cards("A♦ 7♣ A♠ 7♥"))
    trick = b.Trick(b.Seat.S, cards, b.Seat.E, 22)
    assert trick.clockwise is True
    assert [seat for seat, _ in trick.plays()] == [b.Seat.S, b.Seat.W, b.Seat.N, b.Seat.E]
    other = b.Trick(b.Seat.S, cards, b.Seat.E, 22, clockwise=False)
    assert [seat for seat, _ in other.plays()] == [b.Seat.S, b.Seat.E, b.Seat.N, b.Seat.W]
    assert other == trick and hash(other) == hash(trick)


def test_the_bots_views_of_an_anticlockwise_deal_hold_tricks_in_its_order() -> None:
    # The fast back-end's views (fastplay.play_bots, the expert's playouts) too.
    from belote_cli.bots.fastplay import play_bots
    from belote_cli.bots.random_bot import RandomBot

    seen: list[b.Trick] = []

    class Recorder(RandomBot):
        def play(self, view: Any) -> int:
            seen.extend(view.tricks[len(seen):])
            return super().play(view)

    hands = [b.mask_of(parse_cards(_SUITED[seat])) for seat in "NESW"]
    bots = [Recorder(random.Random(seat)) for seat in range(4)]
    play_bots(hands, HEARTS, int(b.Seat.S), b.RuleSet(direction="anticlockwise"), bots)
    # Seven finished tricks reach a view before the last card; each is led by its leader
    # and goes on anticlockwise.
    assert len(seen) == 7
    assert [seat for seat, _ in seen[0].plays()] == [b.Seat.S, b.Seat.E, b.Seat.N, b.Seat.W]
    for trick in seen:
        after = trick.leader.next(False)
        assert [seat for seat, _ in trick.plays()] == [
            trick.leader, after, after.next(False), after.next(False).next(False)]


# Hands where the A♠ led by S is trumped by the first seat after S, each of E and W holding
# no spade: W's 8♥ clockwise (S W N E), E's 7♥ anticlockwise (S E N W); N follows with
# the 10♠ and does not win.
_TRUMPED = {"S": "A♠ K♠ Q♠ J♠ 10♣ 9♣ 8♣ 7♣", "W": "8♥ 9♥ J♥ A♥ 10♥ K♥ Q♥ 7♦",
            "N": "10♠ 9♠ 8♠ 7♠ A♣ K♣ Q♣ J♣", "E": "7♥ A♦ K♦ Q♦ J♦ 10♦ 9♦ 8♦"}


@pytest.mark.parametrize(("direction", "second", "trump_card"),
                         [("clockwise", b.Seat.W, "8♥"), ("anticlockwise", b.Seat.E, "7♥")])
def test_a_view_names_the_seat_winning_the_trick_in_the_deal_s_direction(
        direction: str, second: b.Seat, trump_card: str) -> None:
    # Nobody wins an empty table; then the leader S with its A♠; then the seat after S,
    # that trumps, still master once N has followed, so that the last seat to play sees
    # its partner win the trick.
    game = b.Game.at_play(_TRUMPED, "♥", "S", rules=f"direction={direction}", taker="S")
    winners = []
    for card in ("A♠", trump_card, "10♠"):
        winners.append(game.player_view().winning)
        game.play(card)
    last = game.player_view()
    assert winners == [None, b.Seat.S, second] and last.winning == second
    assert last.seat == second.partner and last.winning == last.seat.partner


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_at_two_the_seat_winning_the_trick_is_the_leader_or_the_other_player(
        variant: str) -> None:
    # At two, the table holds the leader's card alone when the other player plays: the
    # leader is winning, the other player's partner as Seat names it (N for S).
    game = b.Game.shuffle(random.Random(3), b.Seat.N, b.RuleSet(variant=variant))
    seen = 0
    while not game.is_over:
        if game.phase is not Phase.PLAY:
            game.apply(game.legal_actions()[-1])  # takes at once
            continue
        view = game.player_view()
        if view.trick:
            assert view.winning == view.leader == view.seat.partner
            seen += 1
        else:
            assert view.winning is None and view.leader == view.seat
        game.play(next(bits(view.legal)))
    assert seen == 16
    # A view made by hand with both cards on the table: N led the A♠, S trumped with the
    # 7♥, the second card is S's (N's partner), not E's as at four.
    trick = tuple(parse_cards("A♠ 7♥"))
    view = b.PlayerView(b.Seat.N, 0, HEARTS, b.Seat.N, trick, (), 0, None, None, None,
                        b.RuleSet(variant=variant))
    assert view.winning == b.Seat.S
    four = b.PlayerView(b.Seat.W, 0, HEARTS, b.Seat.N, trick, (), 0, None, None, None,
                        b.RuleSet())
    assert four.winning == b.Seat.E
