"""Dealing 3 + 2, the retourne, the two rounds of taking, void deals, completion."""

from __future__ import annotations

import random

import pytest

from belote_cli.bots.base import BidView, PlayerView
from belote_cli.bots.registry import find_bot
from belote_cli.core.bidding import Auction, Bid, Deal, deal_order, shuffled_deck
from belote_cli.core.cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUITS, card, mask_of
from belote_cli.core.errors import IllegalPlayError
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.engine.playing import play_deal
from belote_cli.texts import name_of

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
FULL = (1 << 32) - 1


def test_deal_order_starts_after_the_dealer() -> None:
    assert deal_order(N) == [E, S, W, N]
    assert deal_order(W) == [N, E, S, W]
    assert deal_order(N, clockwise=False) == [W, S, E, N]
    assert deal_order(S, clockwise=False) == [E, N, W, S]


def test_three_then_two_clockwise() -> None:
    deal = Deal.from_deck(list(range(32)), N)
    # E S W N get 3 each (0-2, 3-5, 6-8, 9-11), then 2 each (12-13, 14-15, 16-17, 18-19).
    assert deal.hands[E] == mask_of([0, 1, 2, 12, 13])
    assert deal.hands[S] == mask_of([3, 4, 5, 14, 15])
    assert deal.hands[W] == mask_of([6, 7, 8, 16, 17])
    assert deal.hands[N] == mask_of([9, 10, 11, 18, 19])
    assert deal.retourne == 20
    assert deal.stock == list(range(21, 32))


def test_three_then_two_anticlockwise() -> None:
    deal = Deal.from_deck(list(range(32)), N, clockwise=False)
    # W S E N.
    assert deal.hands[W] == mask_of([0, 1, 2, 12, 13])
    assert deal.hands[S] == mask_of([3, 4, 5, 14, 15])
    assert deal.hands[E] == mask_of([6, 7, 8, 16, 17])
    assert deal.hands[N] == mask_of([9, 10, 11, 18, 19])
    assert deal.retourne == 20


def test_completion_taker_gets_retourne_and_two() -> None:
    deal = Deal.from_deck(list(range(32)), N)
    hands = deal.complete(S)
    # Stock 21-31 in dealing order E S W N: E 3, S (taker) 2, W 3, N 3.
    assert hands[E] == mask_of([0, 1, 2, 12, 13, 21, 22, 23])
    assert hands[S] == mask_of([3, 4, 5, 14, 15, 20, 24, 25])
    assert hands[W] == mask_of([6, 7, 8, 16, 17, 26, 27, 28])
    assert hands[N] == mask_of([9, 10, 11, 18, 19, 29, 30, 31])
    # The 5-card hands are untouched.
    assert deal.hands[S] == mask_of([3, 4, 5, 14, 15])


def test_completion_when_the_dealer_takes() -> None:
    deal = Deal.from_deck(list(range(32)), W)  # order N E S W
    hands = deal.complete(W)
    assert hands[N] == mask_of([0, 1, 2, 12, 13, 21, 22, 23])
    assert hands[E] == mask_of([3, 4, 5, 14, 15, 24, 25, 26])
    assert hands[S] == mask_of([6, 7, 8, 16, 17, 27, 28, 29])
    assert hands[W] == mask_of([9, 10, 11, 18, 19, 20, 30, 31])


@pytest.mark.parametrize("clockwise", [True, False])
def test_random_deals_complete_to_eight_distinct_cards(clockwise: bool,
                                                       rng: random.Random) -> None:
    for dealer in Seat:
        for _ in range(20):
            deal = Deal.random(rng, dealer, clockwise)
            assert all(h.bit_count() == 5 for h in deal.hands)
            assert len(deal.stock) == 11
            seen = deal.hands[0] | deal.hands[1] | deal.hands[2] | deal.hands[3]
            assert seen.bit_count() == 20
            assert not seen >> deal.retourne & 1
            assert (seen | mask_of(deal.stock) | 1 << deal.retourne) == FULL
            for taker in Seat:
                hands = deal.complete(taker)
                assert all(h.bit_count() == 8 for h in hands)
                assert hands[0] | hands[1] | hands[2] | hands[3] == FULL
                assert hands[taker] >> deal.retourne & 1
                for seat in Seat:
                    assert hands[seat] & deal.hands[seat] == deal.hands[seat]


def test_shuffle_comes_from_the_injected_generator() -> None:
    assert shuffled_deck(random.Random(3)) == shuffled_deck(random.Random(3))
    assert sorted(shuffled_deck(random.Random(3))) == list(range(32))


# --- the auction ---------------------------------------------------------------------------

RETOURNE = card(HEARTS, 4)  # J♥


def test_round_one_take() -> None:
    auction = Auction(N, RETOURNE)
    assert auction.round == 1 and not auction.is_over
    assert auction.to_bid == E
    assert auction.allowed_suits() == [HEARTS]
    auction.bid(None)
    assert auction.to_bid == S
    bid = auction.bid(HEARTS)
    assert bid == Bid(S, 1, HEARTS)
    assert auction.taker == S and auction.trump == HEARTS
    assert auction.is_over and not auction.is_void
    with pytest.raises(IllegalPlayError, match="over"):
        auction.bid(None)


@pytest.mark.parametrize("suit", [SPADES, DIAMONDS, CLUBS])
def test_round_one_only_the_retourne_suit(suit: int) -> None:
    auction = Auction(N, RETOURNE)
    with pytest.raises(IllegalPlayError, match="round one"):
        auction.bid(suit)
    assert auction.bids == [] and auction.to_bid == E


def test_round_one_only_the_retourne_suit_for_the_dealer_too() -> None:
    # J♥ turned, N deals: E, S and W pass; N, the last to speak in round one, may still
    # only take ♥ or pass (round two begins after the fourth pass, not the third).
    auction = Auction(N, RETOURNE)
    for _ in range(3):
        auction.bid(None)
    assert auction.to_bid == N and auction.round == 1
    with pytest.raises(IllegalPlayError, match="in round one you can only take ♥ or pass"):
        auction.bid(SPADES)
    assert len(auction.bids) == 3 and auction.to_bid == N


def test_round_two_other_suits_and_first_taker_wins() -> None:
    auction = Auction(S, RETOURNE, clockwise=False)  # order E N W S
    for seat in (E, N, W, S):
        assert auction.to_bid == seat
        auction.bid(None)
    assert auction.round == 2 and not auction.is_over
    assert sorted(auction.allowed_suits()) == [SPADES, DIAMONDS, CLUBS]
    assert auction.to_bid == E
    with pytest.raises(IllegalPlayError, match="round two"):
        auction.bid(HEARTS)
    auction.bid(None)
    bid = auction.bid(CLUBS)
    assert bid == Bid(N, 2, CLUBS)
    assert auction.taker == N and auction.trump == CLUBS and auction.is_over
    with pytest.raises(IllegalPlayError):
        auction.bid(SPADES)  # nobody bids after the taker


def test_void_deal_after_eight_passes() -> None:
    auction = Auction(E, RETOURNE)
    seats = []
    for _ in range(8):
        assert not auction.is_over
        seats.append(auction.to_bid)
        auction.bid(None)
    assert seats == [S, W, N, E] * 2
    assert auction.is_over and auction.is_void
    assert auction.taker is None and auction.trump is None
    assert [b.round for b in auction.bids] == [1] * 4 + [2] * 4


def test_the_dealer_taking_with_the_last_bid_is_no_void_deal() -> None:
    # Seven passes, then the dealer names a suit in round two: eight bids, and a taker.
    auction = Auction(E, RETOURNE)
    for _ in range(7):
        auction.bid(None)
    assert auction.to_bid == E
    auction.bid(SPADES)
    assert len(auction.bids) == 8
    assert auction.is_over and not auction.is_void
    assert auction.taker == E and auction.trump == SPADES


def test_bid_describe() -> None:
    assert name_of(Bid(S, 1, None)) == "S passes"
    assert name_of(Bid(W, 2, HEARTS)) == "W takes ♥"
    assert name_of(Bid(W, 2, HEARTS), "fr") == "O prend à ♥"
    assert name_of(Bid(S, 1, None), "fr") == "S passe"


def test_every_suit_is_a_retourne_suit() -> None:
    for suit in SUITS:
        auction = Auction(N, card(suit, 0))
        assert auction.allowed_suits() == [suit]


class _Passer:
    """A bot that always passes (and never gets to play)."""

    name = "passer"

    def bid(self, view: BidView) -> int | None:
        return None

    def play(self, view: PlayerView) -> int:
        raise AssertionError("nobody plays a void deal")


def test_play_deal_void_when_everybody_passes(rng: random.Random) -> None:
    played = play_deal([_Passer() for _ in range(4)], rng, E)
    assert played.is_void
    assert played.state is None and played.score is None
    assert played.taker is None and played.trump is None
    assert len(played.bids) == 8
    assert [b.seat for b in played.bids] == [S, W, N, E] * 2


def test_play_deal_taker_and_first_leader(rng: random.Random) -> None:
    bots = [find_bot("random", random.Random(i)) for i in range(4)]
    played = play_deal(bots, rng, W, RuleSet.parse(["direction=anticlockwise"]))
    while played.is_void:
        played = play_deal(bots, rng, W, RuleSet.parse(["direction=anticlockwise"]))
    assert played.state is not None and played.taker is not None
    # Anticlockwise, the seat after dealer W is S: S leads the first trick.
    assert played.state.tricks[0].leader == S
    assert played.bids[0].seat == S
    assert played.bids[-1].seat == played.taker
    assert played.trump == played.bids[-1].suit
    record = played.to_record()
    assert record.trump == played.trump and record.taker == played.taker
    assert record.dealer == W and record.leader == S
    assert record.tricks == [t.cards for t in played.state.tricks]


def test_a_copy_of_the_taking_in_round_two_is_in_round_two() -> None:
    # Retourne 8♥: four passes end round one; a copy made then is in round two, where the
    # three other suits may be taken and ♥ no more (RULES: the second round).
    auction = Auction(Seat.E, card(HEARTS, 1))
    for _ in range(4):
        auction.bid(None)
    again = auction.copy()
    assert (again.round, sorted(again.allowed)) == (2, sorted({SPADES, DIAMONDS, CLUBS}))
    again.bid(SPADES)
    assert (again.taker, again.trump) == (Seat.S, SPADES) and auction.taker is None
