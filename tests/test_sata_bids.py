"""Sans atout and tout atout bids (``sa_ta=on``): both bots name SA or TA when their hand is
made of the cards that take its tricks, the aces and tens for SA, the jacks and nines for
TA, in classic round two and in the coinche auction; and not otherwise."""

from __future__ import annotations

import random

import pytest

from belote_cli.bots.base import BidView
from belote_cli.bots.coinche_policy import SA_TA_SHIFT
from belote_cli.bots.expert import ExpertBot
from belote_cli.bots.heuristic import HeuristicBot
from belote_cli.core.cards import (
    ALL_TRUMP,
    CLUBS,
    NO_TRUMP,
    SUITS,
    mask_of,
    parse_card,
    parse_cards,
)
from belote_cli.core.coinche import COINCHE, Call, CoincheAuction, Contract, parse_call
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.engine.game import Game
from belote_cli.engine.playing import bot_action

SA_TA = RuleSet(sa_ta="on")
BOTS = [HeuristicBot, ExpertBot]
#: Round two after the retourne 8♣: any other suit, SA or TA (RULES.md, SA and TA).
ROUND_TWO = (*(s for s in SUITS if s != CLUBS), NO_TRUMP, ALL_TRUMP)


def _bid(bot_class: type, five: str, round: int) -> int | None:
    # S (first to speak, E dealt) holds ``five`` and sees the retourne 8♣.
    bot = bot_class(random.Random(1))
    allowed = (CLUBS,) if round == 1 else ROUND_TWO
    bids = () if round == 1 else tuple((seat, None) for seat in (Seat.S, Seat.W, Seat.N,
                                                                  Seat.E))
    view = BidView(Seat.S, mask_of(parse_cards(five)), parse_card("8♣"), Seat.E, round,
                   bids, allowed, SA_TA)
    result: int | None = bot.bid(view)
    return result


@pytest.mark.parametrize("bot_class", BOTS)
def test_aces_and_tens_name_sans_atout_in_round_two(bot_class: type) -> None:
    # Three aces and a ten beside its ace: four of the cards that win SA's tricks. With ♣
    # the retourne's trump they are worth too little to take in round one.
    hand = "A♠ 10♠ A♥ A♦ 7♥"
    assert _bid(bot_class, hand, 1) is None
    assert _bid(bot_class, hand, 2) == NO_TRUMP


@pytest.mark.parametrize("bot_class", BOTS)
def test_jacks_and_nines_name_tout_atout_in_round_two(bot_class: type) -> None:
    # Two jacks and two nines: in TA every suit is trump, and they are its masters.
    hand = "V♠ V♥ 9♥ 9♦ 7♦"
    assert _bid(bot_class, hand, 1) is None
    assert _bid(bot_class, hand, 2) == ALL_TRUMP


@pytest.mark.parametrize("bot_class", BOTS)
def test_an_ordinary_hand_names_a_suit_or_passes(bot_class: type) -> None:
    # A strong ♥ hand (jack, nine, ace of ♥ and an ace outside) names ♥, not SA or TA;
    # a poor one passes.
    assert _bid(bot_class, "V♥ 9♥ A♥ A♠ 7♦", 2) == parse_card("V♥") >> 3
    assert _bid(bot_class, "7♠ 8♠ 7♥ 8♦ 7♦", 2) is None


def _call(bot_class: type, eight: str) -> Call:
    bot = bot_class(random.Random(1))
    auction = CoincheAuction(Seat.E, True, sa_ta=True)   # S speaks first
    result: Call = bot.coinche_call(mask_of(parse_cards(eight)), auction)
    return result


@pytest.mark.parametrize("bot_class", BOTS)
def test_the_coinche_auction_opens_sans_atout_and_tout_atout(bot_class: type) -> None:
    # Four aces and three tens beside them: SA's estimate, the partner's usual help (30),
    # 18 an ace and 8 a ten beside its ace, is 30 + 72 + 24 = 126, raised by the measured
    # SA_TA_SHIFT and rounded down to ten; a suit counts far less (♠ trump: 30 + 11 + 5
    # and the other aces and tens, 99).
    level = (126 + SA_TA_SHIFT) // 10 * 10
    assert _call(bot_class, "A♠ 10♠ A♥ 10♥ A♦ 10♦ A♣ 7♣") == Call.bid(level, NO_TRUMP)
    # Four jacks and three nines beside them: TA's 30 + 4 × 16 + 3 × 10 = 124.
    level = (124 + SA_TA_SHIFT) // 10 * 10
    assert _call(bot_class, "V♠ 9♠ V♥ 9♥ V♦ 9♦ V♣ 7♣") == Call.bid(level, ALL_TRUMP)
    # Without SA and TA in the rules, the same aces bid their best suit instead.
    plain = CoincheAuction(Seat.E, True, sa_ta=False)
    call = bot_class(random.Random(1)).coinche_call(
        mask_of(parse_cards("A♠ 10♠ A♥ 10♥ A♦ 10♦ A♣ 7♣")), plain)
    assert call.suit in SUITS


@pytest.mark.parametrize("kind", [NO_TRUMP, ALL_TRUMP])
def test_four_heuristic_bots_play_sans_atout_and_tout_atout_as_the_game(kind: int) -> None:
    # The expert's coinche call plays sampled deals out with four heuristic bots through
    # ``play_bots``; under SA and TA that must be the Game's play, card for card (it raised
    # an IndexError from the suit-trump loop).
    from belote_cli.bots.fastplay import play_bots
    from belote_cli.engine.game import Game
    from belote_cli.engine.playing import play_out

    rules = RuleSet(sa_ta="on", variant="coinche")
    deck = list(range(32))
    random.Random(kind).shuffle(deck)
    hands = [mask_of(deck[8 * s:8 * s + 8]) for s in range(4)]
    tricks: list[tuple[int, ...]] = []
    bots = [HeuristicBot(random.Random(s)) for s in range(4)]
    ns, ew, _, _ = play_bots(hands, kind, Seat.S, rules, bots, Seat.S, Seat.E, None, tricks)
    # A coinche deal is played on its contract (the play is the same at any level).
    game = play_out(Game.at_play(hands, kind, Seat.S, rules, dealer=Seat.E,
                                 contract=Contract(80, kind, Seat.S)),
                    [HeuristicBot(random.Random(s)) for s in range(4)])
    assert game.state is not None
    assert tricks == [t.cards for t in game.state.tricks]
    assert ns + ew == 162  # the scaled tables: 152 and the dix de der


def _deal_to_e(e_hand: str) -> Game:
    # A coinche deal with SA and TA dealt by W from a deck built by hand: 3-2-3 from N,
    # so that E receives the deck's cards 3-5, 14-15 and 23-25: ``e_hand``'s eight.
    held = parse_cards(e_hand)
    rest = [c for c in range(32) if c not in held]
    at_e = dict(zip((3, 4, 5, 14, 15, 23, 24, 25), held, strict=True))
    deck = [at_e[i] if i in at_e else rest.pop(0) for i in range(32)]
    game = Game.deal(deck, Seat.W, "variant=coinche,sa_ta=on")
    assert game.hand(Seat.E) == mask_of(parse_cards(e_hand))
    return game


@pytest.mark.parametrize(
    ("e_hand", "opening", "coinched"),
    [
        # The cards that take TA's tricks are the jacks, SA's the aces: three of them
        # against a contract of 100 or more, the heuristic coinches.
        ("V♠ V♥ V♦ 7♠ 8♠ 7♥ 8♥ 7♦", "100 TA", True),
        ("V♠ V♥ V♦ 7♠ 8♠ 7♥ 8♥ 7♦", "120 TA", True),
        ("A♠ A♥ A♦ 7♠ 8♠ 7♥ 8♥ 7♦", "100 SA", True),
        # Under 100, or holding the other contract's cards, or two of them: no coinche.
        ("V♠ V♥ V♦ 7♠ 8♠ 7♥ 8♥ 7♦", "90 TA", False),
        ("A♠ A♥ A♦ 7♠ 8♠ 7♥ 8♥ 7♦", "90 SA", False),
        ("V♠ V♥ V♦ 7♠ 8♠ 7♥ 8♥ 7♦", "100 SA", False),
        ("A♠ A♥ A♦ 7♠ 8♠ 7♥ 8♥ 7♦", "100 TA", False),
        ("A♠ A♥ V♦ V♣ 8♠ 7♥ 8♥ 7♦", "100 SA", False),
        ("A♠ A♥ V♦ V♣ 8♠ 7♥ 8♥ 7♦", "100 TA", False),
    ],
)
def test_the_heuristic_coinches_sans_atout_with_three_aces_tout_atout_with_three_jacks(
        e_hand: str, opening: str, coinched: bool) -> None:
    game = _deal_to_e(e_hand)
    assert game.call(opening) == (Seat.N, parse_call(opening))
    assert game.to_act is Seat.E
    call = bot_action(game, HeuristicBot(random.Random(1)))
    assert (call == COINCHE) is coinched
    game.apply(call)
    assert game.coinche_auction is not None
    assert game.coinche_auction.calls[-1] == (Seat.E, call)
