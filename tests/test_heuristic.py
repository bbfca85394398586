"""The heuristic bot: legal cards always, determinism, and the strategy page's situations.

Clockwise order is S -> W -> N -> E; N and S are partners. Expected cards come from the
strategy section of the rule pages (load the partner's trick, draw trumps, play low on a
lost trick, take with jack, nine and a third trump, keep a master trump for the end).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_cli.bots.base import BidView, Bot, PlayerView
from belote_cli.bots.heuristic import HeuristicBot, HeuristicParams, hand_value, sa_ta_bid
from belote_cli.bots.memory import CardMemory
from belote_cli.bots.random_bot import RandomBot
from belote_cli.bots.registry import bot_names, find_bot
from belote_cli.core.bidding import Auction, Deal
from belote_cli.core.cards import (
    ALL_TRUMP,
    CLUBS,
    CONTRACT_KINDS,
    DIAMONDS,
    HEARTS,
    NO_TRUMP,
    SPADES,
    mask_of,
    parse_card,
    parse_cards,
)
from belote_cli.core.rules import RuleSet, legal_plays
from belote_cli.core.seats import Seat
from belote_cli.core.state import DealState, Trick
from belote_cli.engine.playing import play_deal

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def H(text: str) -> int:
    """Mask of written cards."""
    return mask_of(parse_cards(text))


def C(text: str) -> int:
    """One written card."""
    return parse_card(text)


def view(seat: Seat, hand: str, trump: int, leader: Seat, trick: str = "",
         taker: Seat | None = None, tricks: tuple[Trick, ...] = ()) -> PlayerView:
    """The view of ``seat`` holding ``hand`` with ``trick`` on the table."""
    cards = tuple(parse_cards(trick))
    mask = H(hand)
    return PlayerView(seat, mask, trump, leader, cards, tricks,
                      legal_plays(mask, cards, trump), taker, W, None, RuleSet())


def bid_view(hand: str, retourne: str, round_: int = 1, seat: Seat = S) -> BidView:
    """The bidding view of ``seat`` holding five cards with ``retourne`` turned up."""
    r = C(retourne)
    allowed = (r >> 3,) if round_ == 1 else tuple(s for s in range(4) if s != r >> 3)
    return BidView(seat, H(hand), r, W, round_, (), allowed, RuleSet())


def bot() -> HeuristicBot:
    return HeuristicBot(random.Random(1))


class CheckedBot:
    """Wraps a bot and fails the test on any illegal bid or card."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.name = inner.name
        self.cards = 0

    def bid(self, v: BidView) -> int | None:
        suit = self.inner.bid(v)
        assert suit is None or suit in v.legal
        return suit

    def play(self, v: PlayerView) -> int:
        c = self.inner.play(v)
        assert (v.legal >> c) & 1, f"illegal card {c} for legal mask {v.legal:#x}"
        self.cards += 1
        return c


def test_registered() -> None:
    assert "heuristic" in bot_names()
    assert isinstance(find_bot("heuristic", random.Random(0)), HeuristicBot)


# --- bidding ---------------------------------------------------------------------------

def test_takes_with_jack_nine_and_a_third_trump() -> None:
    # "Ces deux-là plus un troisième atout font une prise confortable."
    assert bot().bid(bid_view("J♥ 9♥ 7♣ 8♦ 8♠", "7♥")) == HEARTS


def test_passes_on_a_weak_hand() -> None:
    v = bid_view("7♠ 8♥ 9♦ Q♣ 8♣", "7♥")
    assert bot().bid(v) is None
    assert bot().bid(bid_view("7♠ 8♥ 9♦ Q♣ 8♣", "7♥", round_=2)) is None


def test_passes_on_three_aces_without_the_jack() -> None:
    # "Prendre sans le valet d'atout, sur la seule foi de trois as extérieurs": an error.
    assert bot().bid(bid_view("A♠ A♦ A♣ 8♥ 8♠", "7♥")) is None


def test_takes_at_the_measured_threshold_with_belote() -> None:
    # The measured figures (``HeuristicParams`` defaults): K♥ Q♥ 8♥ with the 7♥ turned
    # are worth 7 + 6 + 4 + 4, 2 x 6 for the two trumps beyond the second and 10 for the
    # belote, 43; the 10♠ guarded by the 7♠ adds 3: 46, the value to take at.
    assert hand_value(H("K♥ Q♥ 8♥ 7♥ 10♠ 7♠"), HEARTS, HeuristicParams()) == 46
    assert bot().bid(bid_view("K♥ Q♥ 8♥ 10♠ 7♠", "7♥")) == HEARTS
    # Without the 7♠ the ten is alone (0): 43, a pass.
    assert bot().bid(bid_view("K♥ Q♥ 8♥ 10♠ 8♦", "7♥")) is None


def test_tout_atout_wants_two_jacks() -> None:
    # sa_ta=on, round two: TA with two jacks or more and four jacks and nines together
    # (the bots page). One jack and three nines are four such cards but one jack: no TA;
    # the same with the second jack for a nine is TA.
    assert sa_ta_bid(H("J♠ 9♠ 9♥ 9♦ 7♣ 8♣"), CONTRACT_KINDS) is None
    assert sa_ta_bid(H("J♠ J♥ 9♥ 9♦ 7♣ 8♣"), CONTRACT_KINDS) == ALL_TRUMP
    # The bot in round two (8♣ turned) names ♠ then: J♠ and 9♠ as trump are worth
    # 30 + 20 = 50, at least the 46 to name a suit.
    v = BidView(S, H("J♠ 9♠ 9♥ 9♦ 7♣"), C("8♣"), W, 2, (),
                (SPADES, HEARTS, DIAMONDS, NO_TRUMP, ALL_TRUMP), RuleSet(sa_ta="on"))
    assert bot().bid(v) == SPADES


def test_round_two_names_the_best_suit() -> None:
    v = bid_view("J♣ 9♣ 8♣ A♦ 7♠", "7♥", round_=2)
    assert bot().bid(v) == CLUBS


def test_hand_value_counts_trumps_first() -> None:
    p = HeuristicParams()
    strong = hand_value(H("J♥ 9♥ 7♥ 7♣ 8♦ 8♠"), HEARTS, p)
    lone_jack = hand_value(H("J♥ 7♣ 8♦ 8♠ 9♣ 7♦"), HEARTS, p)
    assert strong > lone_jack
    # The same cards are worth less with another suit as trump.
    assert hand_value(H("J♥ 9♥ 7♥ 7♣ 8♦ 8♠"), SPADES, p) < strong


# Figures that cannot add up to one another by chance, so each term of the hand's value
# shows in the total.
_ODD = HeuristicParams(trump_values=(1, 2, 3, 5, 7, 11, 13, 17), trump_length=19,
                       lone_jack=-23, belote=29, ace=31, ten_with_ace=37, ten_guarded=41)


def test_hand_value_adds_each_term_of_the_formula() -> None:
    # Trump ♥: J 9 K Q (rank values 7 + 3 + 13 + 11), two trumps beyond the second
    # (2 x 19), belote (29); ♠: the ace (31) and the ten with it (37).
    assert hand_value(H("J♥ 9♥ K♥ Q♥ A♠ 10♠"), HEARTS, _ODD) == 34 + 38 + 29 + 31 + 37
    # The same cards with ♠ as trump: A and 10 of trump (17 + 5); the hearts hold no ace
    # and no ten, so they are worth nothing.
    assert hand_value(H("J♥ 9♥ K♥ Q♥ A♠ 10♠"), SPADES, _ODD) == 17 + 5
    # A lone jack of trump (7 - 23); a ten guarded by a second card (41); a lone ten
    # (nothing); an ace without its ten (31).
    assert hand_value(H("J♥ 10♦ 7♦ 10♣ A♠ 8♠"), HEARTS, _ODD) == 7 - 23 + 41 + 0 + 31
    # Two trumps earn no length bonus, three earn one; a king without the queen is no
    # belote; a lone nine is not a lone jack.
    assert hand_value(H("7♥ 8♥ 7♣ 8♣ 7♠ 8♠"), HEARTS, _ODD) == 1 + 2
    assert hand_value(H("7♥ 8♥ A♥ 7♣ 8♣ 7♠"), HEARTS, _ODD) == 1 + 2 + 17 + 19
    assert hand_value(H("K♥ 9♥ 7♣ 8♣ 7♠ 8♠"), HEARTS, _ODD) == 13 + 3
    assert hand_value(H("9♥ 7♣ 8♣ 7♠ 8♠ 7♦"), HEARTS, _ODD) == 3
    # Every suit as a plain suit counts: an ace and its ten in each of ♠ ♦ ♣ with ♥ trump.
    assert hand_value(H("A♠ 10♠ A♦ 10♦ A♣ 10♣"), HEARTS, _ODD) == 3 * (31 + 37)
    # A guarded ten in ♣, the fourth suit, as in ♦: the 7♣ is its guard (41); the 10♦
    # alone is worth nothing.
    assert hand_value(H("J♥ 10♣ 7♣ 10♦ A♠ 8♠"), HEARTS, _ODD) == 7 - 23 + 41 + 0 + 31


def test_bids_at_the_threshold_and_not_below() -> None:
    # Round one takes at a value of ``take`` or more; round two names a suit worth
    # ``name`` or more. J♥ 9♥ 7♥ 7♣ 8♦ with the 8♥ turned: four trumps,
    # 7 + 3 + 1 + 2 and 2 x 19 for length = 51.
    hand = H("J♥ 9♥ 7♥ 7♣ 8♦ 8♥")
    assert hand_value(hand, HEARTS, _ODD) == 51
    view1 = bid_view("J♥ 9♥ 7♥ 7♣ 8♦", "8♥")
    assert HeuristicBot(random.Random(1), dataclasses.replace(_ODD, take=51)).bid(
        view1) == HEARTS
    assert HeuristicBot(random.Random(1), dataclasses.replace(_ODD, take=52)).bid(
        view1) is None
    # Round two, 8♠ turned: with ♥ named, J♥ 9♥ 7♥ are worth 7 + 3 + 1 + 19 = 30.
    view2 = bid_view("J♥ 9♥ 7♥ 7♣ 8♦", "8♠", round_=2)
    assert HeuristicBot(random.Random(1), dataclasses.replace(_ODD, name=30)).bid(
        view2) == HEARTS
    assert HeuristicBot(random.Random(1), dataclasses.replace(_ODD, name=31)).bid(
        view2) is None


# --- play --------------------------------------------------------------------------------

def test_loads_partner_trick_with_a_ten() -> None:
    # W leads 9♥, N (partner) plays A♥, E 8♥: S plays last, the trick is N's.
    v = view(S, "10♥ 7♥ K♣ 8♦ 7♠", SPADES, W, "9♥ A♥ 8♥")
    assert bot().play(v) == C("10♥")


def test_discards_a_ten_on_partner_trick() -> None:
    # S is void in ♥ and partner wins: no need to trump; the 10♦ (ace still out) goes on.
    v = view(S, "10♦ 7♣ 8♣ 7♠ 8♠", SPADES, W, "9♥ A♥ 8♥")
    assert bot().play(v) == C("10♦")


def test_does_not_trump_partner_sure_trick() -> None:
    v = view(S, "J♠ 9♠ 7♣ 8♦", SPADES, W, "9♥ A♥ 8♥")
    assert bot().play(v) in (C("7♣"), C("8♦"))


def test_cuts_a_pointless_trick_with_the_smallest_trump() -> None:
    # E leads 7♦ (no points) and S has no ♦: S must trump; the 7♠ does, the jack is kept.
    v = view(S, "J♠ 9♠ 7♠ A♣ 8♥", SPADES, E, "7♦")
    assert bot().play(v) == C("7♠")


def test_plays_low_when_the_trick_is_lost() -> None:
    # W leads A♦ (master), N and E follow: S cannot win, keeps the K♦'s 4 points.
    v = view(S, "K♦ 7♦ A♣ 10♣ 7♠", SPADES, W, "A♦ 8♦ 9♦")
    assert bot().play(v) == C("7♦")


def test_wins_cheaply_in_last_position() -> None:
    # W leads K♣, N 7♣, E 8♣: S wins with the 10♣ and keeps the master A♣.
    v = view(S, "A♣ 10♣ 7♦ 8♥", SPADES, W, "K♣ 7♣ 8♣")
    assert bot().play(v) == C("10♣")


def test_loads_the_partners_master_ace_led_second_to_last() -> None:
    # Trump ♠. N leads A♦, the master, and E follows with 8♦; W, still to play, may hold
    # diamonds, so nothing can beat the ace: the trick is N's for sure before the last
    # card too, and S loads its 10♦ (10 points) rather than the 7♦.
    v = view(S, "10♦ 7♦ 8♣ 9♣ K♥", SPADES, N, "A♦ 8♦")
    assert bot().play(v) == C("10♦")


def test_cuts_last_with_the_smallest_trump_that_wins() -> None:
    # Trump ♠. W leads 10♦, N 7♦, E 8♦: W wins 10 points and S, last and void in ♦, must
    # trump. Any trump wins for sure, the trick is worth a cut: the 7♠ takes it, the 9♠
    # (14 points, second in trump order) is kept.
    v = view(S, "7♠ 9♠ A♥ 8♣", SPADES, W, "10♦ 7♦ 8♦")
    assert bot().play(v) == C("7♠")


def test_keeps_a_master_trump_rather_than_an_ace() -> None:
    # Trump ♥, S took. Trick 1: S leads J♥, W and E discard clubs (void in ♥: no trump
    # left with them), N 8♥. Trick 2: N wins S's 9♦ with the 10♦. Trick 3: N leads K♠,
    # E 7♠; W may still beat the king, S has no ♠ and gives its cheapest card to keep:
    # the 7♥, a trump no opponent can beat, is worth 12 and 10 as the master trump, the
    # A♦ and A♣ 11 and 5 as master aces: the A♦, the lower of the two, goes.
    first = Trick(S, (C("J♥"), C("7♣"), C("8♥"), C("8♣")), S, 20)
    second = Trick(S, (C("9♦"), C("7♦"), C("10♦"), C("8♦")), N, 10)
    v = view(S, "7♥ 9♥ Q♥ K♥ A♦ A♣", HEARTS, N, "K♠ 7♠", taker=S, tricks=(first, second))
    assert bot().play(v) == C("A♦")


def test_a_master_king_is_worth_keeping_as_a_master_ace_is() -> None:
    # Trump ♥, every trump gone by trick 2. Trick 3: E wins A♠ with N's 10♠, so S's K♠
    # is the master of ♠. Trick 6: E leads the master A♣; S, void in ♣ with no trump,
    # gives the card that costs least to keep: the K♠ is worth 4 and 5 as a master card,
    # the Q♦ 3 and 4 as the only guard of the 10♦ whose ace is out, the 10♦ 10: the Q♦
    # goes (a king counted as no master would go first, at 4).
    tricks = (
        Trick(S, (C("J♥"), C("7♥"), C("8♥"), C("9♥")), S, 34),
        Trick(S, (C("10♥"), C("Q♥"), C("K♥"), C("A♥")), E, 28),
        Trick(E, (C("A♠"), C("7♠"), C("8♠"), C("10♠")), E, 21),
        Trick(E, (C("7♦"), C("8♦"), C("9♦"), C("J♦")), N, 2),
        Trick(N, (C("9♠"), C("Q♠"), C("J♠"), C("8♣")), E, 5),
    )
    v = view(S, "K♠ 10♦ Q♦", HEARTS, E, "A♣", taker=S, tricks=tricks)
    assert bot().play(v) == C("Q♦")


def test_under_sa_loads_the_partners_sure_trick_and_ties_go_to_the_lower_card() -> None:
    # Sans atout. W leads 8♦, N wins with the A♦, E 9♦: S, last, loads the partner's
    # trick with its richest card. Void in ♦, it holds only sevens, worth nothing each:
    # the tie goes to the first card in card order (♠ ♥ ♦ ♣), the 7♠.
    v = view(S, "7♠ 7♥ 7♣", NO_TRUMP, W, "8♦ A♦ 9♦")
    assert bot().play(v) == C("7♠")


def test_under_sa_and_ta_loads_the_partners_sure_trick_but_keeps_a_master_card() -> None:
    # Sans atout. W leads 8♦, N wins with the A♦ (the master of ♦), E 9♦: S, last and void
    # in ♦, loads the partner's trick, but not with its A♠ (19 points, the master of ♠: a
    # trick of its own later): with the 10♣ (10 points; A♣ is out, so it is not master).
    v = view(S, "A♠ 7♥ 10♣", NO_TRUMP, W, "8♦ A♦ 9♦")
    assert bot().play(v) == C("10♣")
    # Tout atout. W leads 7♠, N the J♠ (the highest ♠), E 8♠: S keeps its J♥ (14, the
    # highest ♥) and gives the 9♣ (9 points; J♣ is out above it).
    v = view(S, "J♥ 7♦ 9♣", ALL_TRUMP, W, "7♠ J♠ 8♠")
    assert bot().play(v) == C("9♣")
    # Nothing but master cards (the 9♥ is master, its jack being S's own): the richest,
    # the J♥ (14 points to the 9♥'s 9).
    v = view(S, "J♥ 9♥", ALL_TRUMP, W, "7♠ J♠ 8♠")
    assert bot().play(v) == C("J♥")


def test_taker_leads_trump_with_the_jack() -> None:
    v = view(S, "J♥ 7♥ 8♥ A♣ A♦ 10♦ 7♠ 8♠", HEARTS, S, taker=S)
    assert bot().play(v) == C("J♥")


def test_taker_without_the_jack_draws_with_the_weakest_trump() -> None:
    # S took at ♥ without J♥: it draws trumps with a small one, the Q♥ (3 points), not
    # the 9♥ (14 points, second in trump order), which the jack would capture.
    v = view(S, "9♥ Q♥ 7♣ 8♦ 7♠ 8♠ A♣ K♦", HEARTS, S, taker=S)
    assert bot().play(v) == C("Q♥")
    # With the 8♥ too, the 8♥ (no points, below the queen).
    v = view(S, "9♥ Q♥ 8♥ 7♣ 8♦ 7♠ 8♠ A♣", HEARTS, S, taker=S)
    assert bot().play(v) == C("8♥")


def test_defender_cashes_an_ace_early() -> None:
    # Defence, first lead: the ace is safe in a suit nobody has shown void.
    v = view(S, "A♦ 7♦ 8♣ 9♣ 7♠ 8♠ 8♥ 7♥", HEARTS, S, taker=E)
    assert bot().play(v) == C("A♦")


def test_loads_the_partners_trick_with_the_lower_trump_and_keeps_the_master() -> None:
    # Trump ♠, S took, trick 7. W leads J♥, N ruffs with Q♠, E follows 8♥: S, last and
    # void in ♥ with K♠ J♠, may play either on its partner's trick. The jack, the master
    # trump, wins the last trick whatever is led; loaded now (its 20 points), it leaves
    # the king to E's 9♠ (seed 15 of the heuristic's deals played the jack).
    gone = [Trick(N, tuple(parse_cards(t)), N, 0) for t in (
        "A♦ 9♦ 7♦ 8♦", "A♣ 9♣ Q♣ 7♣", "10♦ Q♦ K♥ J♦", "10♣ J♣ 8♣ K♣", "9♥ A♥ 7♥ 10♥",
        "K♦ 8♠ A♠ Q♥")]
    v = view(S, "K♠ J♠", SPADES, W, "J♥ Q♠ 8♥", taker=S, tricks=tuple(gone))
    assert bot().play(v) == C("K♠")


def test_keeps_the_master_trump_for_the_last_trick() -> None:
    # Two cards left, J♠ is master: lead the other one, win the dix de der with the jack.
    v = view(S, "J♠ 7♦", SPADES, S, taker=E)
    assert bot().play(v) == C("7♦")


def test_keeps_the_only_guard_of_a_ten() -> None:
    # Trump ♥. W leads A♠, N 7♠, E 8♠: S has no ♠ and no trump and cannot win. The 7♦ is
    # the only guard of the 10♦ while A♦ is out (4 more to keep): S throws the 8♣.
    v = view(S, "10♦ 7♦ 8♣ 9♣", HEARTS, W, "A♠ 7♠ 8♠")
    assert bot().play(v) == C("8♣")
    # With 9♦ as well the 10♦ keeps a guard whatever goes: the 7♦, lowest card, goes.
    v = view(S, "10♦ 9♦ 7♦ 8♣", HEARTS, W, "A♠ 7♠ 8♠")
    assert bot().play(v) == C("7♦")


def test_keeps_a_master_ace_rather_than_a_small_trump() -> None:
    # Trump ♠. N leads K♥, E 7♥; W may still beat it with 10♥ or A♥, so the partner's trick
    # is not sure and S, void in ♥, plays its cheapest card to keep: the A♦ is worth
    # 11 + 5 (a trick of its own later), the 7♠ 12 (a trump): the 7♠ goes.
    v = view(S, "A♦ 7♠", SPADES, N, "K♥ 7♥")
    assert bot().play(v) == C("7♠")


def test_takes_over_the_partners_trick_with_a_sure_card() -> None:
    # Trump ♠. N leads K♥, E 7♥: W may beat the king with the 10♥. S's A♥ cannot be
    # beaten and nobody has shown a void: S takes the trick over with it.
    v = view(S, "A♥ 8♥ 7♦ 8♣", SPADES, N, "K♥ 7♥")
    assert bot().play(v) == C("A♥")


def test_overtakes_the_partners_trump_lead_with_the_trump_nobody_can_beat() -> None:
    # Trump ♥. N leads Q♥, E plays 7♥: S must beat the queen (*monter à l'atout*) with the
    # J♥ or the 10♥. The A♥ and the 9♥ are out and W plays last: either would take the
    # 10♥, and with it the partner's queen, 13 points. The J♥ cannot be beaten: S plays it,
    # however few points the trick holds (where it gave the 10♥ to the trick).
    v = view(S, "J♥ 10♥ A♠ J♠ 8♠ K♣ 9♣ 7♣", HEARTS, N, "Q♥ 7♥")
    assert bot().play(v) == C("J♥")
    # Holding the J♥ itself, the 9♥ cannot be beaten either: the cheaper of the two goes.
    v = view(S, "J♥ 9♥ A♠ 8♠", HEARTS, N, "Q♥ 7♥")
    assert bot().play(v) == C("9♥")
    # Once W has cut the A♦ with the 9♥ and N played the A♥ under it, only the J♥, S's
    # own, beats the 10♥: the cheaper sure card goes.
    played = (Trick(E, (C("A♦"), C("8♦"), C("9♥"), C("A♥")), W, 36),)
    v = view(S, "J♥ 10♥ A♠ 8♠", HEARTS, N, "Q♥ 7♥", tricks=played)
    assert bot().play(v) == C("10♥")


def test_loads_a_small_card_and_keeps_a_master_ace() -> None:
    # Trump ♠. W leads 9♥, N wins with A♥, E plays 8♥: S, last, loads points on the
    # partner's trick but keeps the A♦, a trick of its own (11 - 12 < 4): the K♣ goes.
    v = view(S, "A♦ K♣ 7♣ 8♦", SPADES, W, "9♥ A♥ 8♥")
    assert bot().play(v) == C("K♣")


def test_loads_a_master_ace_an_opponent_would_cut() -> None:
    # Trump ♠. Trick 1: N leads 8♦, E cuts with 7♠, S 9♦, W overcuts with 8♠: both
    # opponents are void in ♦ and may hold trumps. Trick 2: W leads 9♥, N wins with A♥,
    # E 8♥. S's A♦ would be cut later, so its 11 points go on the partner's trick now.
    first = Trick(N, (C("8♦"), C("7♠"), C("9♦"), C("8♠")), W, 0)
    v = view(S, "A♦ K♣ 7♣ Q♦ J♦ 8♣ 9♣", SPADES, W, "9♥ A♥ 8♥", tricks=(first,))
    assert bot().play(v) == C("A♦")


def _west_void_in_diamonds() -> Trick:
    # Trump ♠. E leads A♦, S 8♦, W discards 7♣ on its partner's trick (void in ♦; it may
    # still hold trumps), N 9♦: E wins 11.
    return Trick(E, (C("A♦"), C("8♦"), C("7♣"), C("9♦")), E, 11)


def test_cuts_with_the_jack_a_trick_worth_ten() -> None:
    # E leads 10♦ and S, void in ♦, must trump. W, next, is void in ♦ and may overcut the
    # 7♠; only the J♠ is sure. The trick is worth 10: S spends the jack.
    v = view(S, "J♠ 7♠ K♣ 8♣ 7♥ 8♥ 9♥", SPADES, E, "10♦", tricks=(_west_void_in_diamonds(),))
    assert bot().play(v) == C("J♠")


def test_cuts_small_a_trick_worth_less_than_ten() -> None:
    # The same with K♦ led (4 points): the jack is kept and S cuts with the 7♠.
    v = view(S, "J♠ 7♠ K♣ 8♣ 7♥ 8♥ 9♥", SPADES, E, "K♦", tricks=(_west_void_in_diamonds(),))
    assert bot().play(v) == C("7♠")


def test_partner_of_the_taker_leads_the_master_trump() -> None:
    # N took at ♥; S holds the J♥, which no card can beat: S leads it to draw trumps.
    v = view(S, "J♥ 8♥ 7♣ 8♣ 9♦ 7♠ 8♠ 9♠", HEARTS, S, taker=N)
    assert bot().play(v) == C("J♥")
    # With the 9♥ instead, the J♥ is out: S leads no trump.
    v = view(S, "9♥ 8♥ 7♣ 8♣ 9♦ 7♠ 8♠ 9♠", HEARTS, S, taker=N)
    assert bot().play(v) >> 3 != HEARTS


def test_cashes_a_master_an_opponent_may_cut_only_when_told_to() -> None:
    # Trump ♥, N took. Trick 1: W leads Q♦, N 7♦, E discards 7♣ on its partner's trick
    # (void in ♦, may hold trumps), S wins with A♦. The 10♦ is now master but E may cut it:
    # it is cashed all the same (``cash_exposed``), not when ``cash_exposed`` is 0.
    first = Trick(W, (C("Q♦"), C("7♦"), C("7♣"), C("A♦")), S, 14)
    v = view(S, "10♦ K♣ 8♣ 8♠ 9♠ 7♥ 8♥", HEARTS, S, taker=N, tricks=(first,))
    assert bot().play(v) == C("10♦")
    careful = HeuristicBot(random.Random(1), HeuristicParams(cash_exposed=0))
    assert careful.play(v) != C("10♦")


def test_returns_the_suit_the_partner_led() -> None:
    # Trump ♥, N took. Trick 1: N leads K♣, E 10♣, S wins with A♣, W Q♣. S has no master
    # and leads a small card: the 8♣ of its partner's suit (*rendre la couleur*), not the
    # 7♠ or the 8♦.
    first = Trick(N, (C("K♣"), C("10♣"), C("A♣"), C("Q♣")), S, 28)
    v = view(S, "8♣ 8♦ 9♠ 7♠", HEARTS, S, taker=N, tricks=(first,))
    assert bot().play(v) == C("8♣")


def test_cuts_with_the_king_rather_than_the_nine() -> None:
    # E leads 7♦ (no points) and S, void in ♦, must trump with 9♠ or K♠: the 9 is the
    # second trump and worth 14, the king 4: S cuts with the king.
    v = view(S, "9♠ K♠ A♣ 8♥", SPADES, E, "7♦")
    assert bot().play(v) == C("K♠")


def test_the_taker_keeps_its_master_trump_for_the_last_trick() -> None:
    # S took; two cards left, J♠ (master) and 7♦, and the opponents may still hold a
    # trump. Drawing it with the jack would leave the 7♦ for the last trick: S leads the
    # 7♦ and wins the dix de der with the jack.
    v = view(S, "J♠ 7♦", SPADES, S, taker=S)
    assert bot().play(v) == C("7♦")


def test_the_taker_does_not_draw_trumps_the_opponents_do_not_hold() -> None:
    # Trump ♠, S took. Trick 1: S leads A♦, W discards 7♣ and E 8♣ on it without
    # trumping: neither holds a trump. S cashes the A♣ instead of leading the jack.
    first = Trick(S, (C("A♦"), C("7♣"), C("7♦"), C("8♣")), S, 11)
    v = view(S, "J♠ 7♠ A♣ 8♥ 9♥ 8♦ 9♦", SPADES, S, taker=S, tricks=(first,))
    assert bot().play(v) == C("A♣")


def test_cashes_a_safe_master_before_one_an_opponent_may_cut() -> None:
    # Trump ♥, N took. Trick 1: W leads K♦, N 7♦, E discards 7♣ on its partner's trick
    # (void in ♦, may hold trumps), S wins with 10♦. Both aces are masters, but E may cut
    # the A♦: S cashes the A♣ first.
    first = Trick(W, (C("K♦"), C("7♦"), C("7♣"), C("10♦")), S, 14)
    v = view(S, "A♦ A♣ 8♣ 8♠ 9♠ 7♥ 8♥", HEARTS, S, taker=N, tricks=(first,))
    assert bot().play(v) == C("A♣")


def _east_void_in_spades() -> Trick:
    # Trump ♥. W leads K♠, N 7♠, E discards 7♣ on its partner's trick (void in ♠, may hold
    # trumps), S wins with 10♠.
    return Trick(W, (C("K♠"), C("7♠"), C("7♣"), C("10♠")), S, 14)


def test_the_takers_side_leads_small_away_from_a_cut() -> None:
    # N took at ♥; S leads a small card. The 8♠ would let E cut: S leads the 9♦.
    v = view(S, "8♠ 9♦ 8♣ 7♥", HEARTS, S, taker=N, tricks=(_east_void_in_spades(),))
    assert bot().play(v) == C("9♦")


def test_a_defender_does_not_mind_a_cut() -> None:
    # The same cards with E the taker: a cut spends the takers' trumps, so S leads its
    # lowest small card, the 8♠.
    v = view(S, "8♠ 9♦ 8♣ 7♥", HEARTS, S, taker=E, tricks=(_east_void_in_spades(),))
    assert bot().play(v) == C("8♠")


def test_leads_a_suit_the_partner_can_cut() -> None:
    # Trump ♥, N took. Trick 1: S leads A♣, W 7♣, N discards 8♦ on its partner's trick
    # (void in ♣, may hold trumps), E 9♣. S leads the 8♣ for N to cut.
    first = Trick(S, (C("A♣"), C("7♣"), C("8♦"), C("9♣")), S, 11)
    v = view(S, "8♣ 9♦ 8♠ 7♠ 7♥ 8♥ 7♦", HEARTS, S, taker=N, tricks=(first,))
    assert bot().play(v) == C("8♣")


def test_second_hand_wins_with_a_master_nobody_can_cut() -> None:
    # Trump ♥. Trick 1: E leads A♣, S 8♣, W 7♣, N 9♣. Trick 2: E leads J♣; S's 10♣ is
    # master and W, next, has followed ♣: S takes the trick with it.
    first = Trick(E, (C("A♣"), C("8♣"), C("7♣"), C("9♣")), E, 11)
    v = view(S, "10♣ Q♣ 8♠ 9♠ 7♦ 8♦ 9♦", HEARTS, E, "J♣", tricks=(first,))
    assert bot().play(v) == C("10♣")


def test_second_hand_keeps_a_master_the_next_player_may_cut() -> None:
    # The same, but in trick 1 W discarded 7♦ on its partner's ace: W is void in ♣ and may
    # trump the 10♣. S plays the Q♣ and keeps the ten.
    first = Trick(E, (C("A♣"), C("8♣"), C("7♦"), C("9♣")), E, 11)
    v = view(S, "10♣ Q♣ 8♠ 9♠ 7♠ 8♦ 9♦", HEARTS, E, "J♣", tricks=(first,))
    assert bot().play(v) == C("Q♣")


def test_second_hand_holding_the_rest_of_the_suit_expects_a_cut() -> None:
    # Trump ♥. Trick 1: E leads A♦, S 8♦, W 9♦, N 7♦. Trick 2: E leads J♣ and S holds
    # every other club: W, next, has none left and may trump, so none of S's clubs is a
    # sure winner and S plays its 7♣ instead of spending the Q♣.
    first = Trick(E, (C("A♦"), C("8♦"), C("9♦"), C("7♦")), E, 11)
    v = view(S, "A♣ 10♣ K♣ Q♣ 9♣ 8♣ 7♣", HEARTS, E, "J♣", tricks=(first,))
    assert bot().play(v) == C("7♣")


def test_the_suit_to_return_is_the_partners_first_plain_lead() -> None:
    # Trump ♥, N took. Trick 1: N leads J♥ (a trump lead is no suit to return), E 7♥,
    # S 8♥, W Q♥. Trick 2: N leads K♣, E 10♣, S wins with A♣, W Q♣. S returns the ♣.
    tricks = (Trick(N, (C("J♥"), C("7♥"), C("8♥"), C("Q♥")), N, 23),
              Trick(N, (C("K♣"), C("10♣"), C("A♣"), C("Q♣")), S, 28))
    v = view(S, "8♣ 8♦ 9♠ 7♠ 7♦ 9♦", HEARTS, S, taker=N, tricks=tricks)
    assert bot().play(v) == C("8♣")


def test_remembers_a_void_and_does_not_lead_into_a_cut() -> None:
    # Trump ♠. Trick 1: S leads A♦ and W cuts: W is void in ♦. Trick 2: N wins with A♣.
    # Trick 3: S wins with A♥. S leads with two masters: 10♦, which W may cut, and 10♥,
    # which everybody has followed: it cashes the 10♥.
    tricks = (
        Trick(S, (C("A♦"), C("7♠"), C("8♦"), C("9♦")), W, 11),
        Trick(W, (C("7♣"), C("A♣"), C("8♣"), C("9♣")), N, 11),
        Trick(N, (C("7♥"), C("8♥"), C("A♥"), C("9♥")), S, 11),
    )
    v = view(S, "10♦ K♣ Q♣ 10♥ Q♦", SPADES, S, taker=N, tricks=tricks)
    assert bot().play(v) == C("10♥")


def test_a_view_knows_every_card_played() -> None:
    # The finished tricks and the cards on the table (N led J♣, E 10♣), nothing else.
    first = Trick(S, (C("A♦"), C("7♣"), C("8♦"), C("9♠")), E, 25)
    v = view(S, "K♥ Q♥ 7♥ 8♥ 9♥ 10♥", SPADES, N, trick="J♣ 10♣", tricks=(first,))
    assert v.played == H("A♦ 7♣ 8♦ 9♠ J♣ 10♣")
    assert view(S, "K♥ Q♥", SPADES, S).played == 0


def test_memory_reads_voids_from_a_trick() -> None:
    # Trump ♠. S leads A♦; W plays 7♣ (void in ♦ and, an opponent winning, in trumps);
    # N 8♦; E trumps with 9♠ — over N's 8♦ — and is void in ♦.
    first = Trick(S, (C("A♦"), C("7♣"), C("8♦"), C("9♠")), E, 25)
    v = view(N, "K♥ Q♥ 7♥ 8♥ 9♥ 10♥ J♥", SPADES, E, tricks=(first,))
    mem = CardMemory()
    mem.update(v)
    diamonds = H("7♦ 9♦ 10♦ J♦ Q♦ K♦")
    assert not mem.possible[W] & diamonds
    assert not mem.possible[W] & H("J♠ A♠ 10♠ K♠ Q♠ 8♠ 7♠")
    assert not mem.possible[E] & diamonds
    assert mem.possible[E] & H("J♠")  # E may still hold the jack
    assert mem.possible[S] & diamonds  # S followed
    assert mem.played == H("A♦ 7♣ 8♦ 9♠")


def test_memory_reads_a_trick_again_under_other_rules() -> None:
    # The same finished trick seen under other rules: S leads A♦, W plays 8♠, N 7♥,
    # E 9♦. Readings are shared between memories, never across trumps or rules.
    first = Trick(S, (C("A♦"), C("8♠"), C("7♥"), C("9♦")), W, 11)
    hand = "K♥ Q♥ 8♥ 9♥ 10♥ J♥ A♥"

    def possible(trump: int, *rules: str) -> list[int]:
        mem = CardMemory()
        mem.update(dataclasses.replace(view(E, hand, trump, S, tricks=(first,)),
                                       rules=RuleSet.parse(list(rules))))
        return mem.possible

    # Trump ♠: W trumped (no ♦); N, W winning with a trump, discarded: no ♦, no trump
    # above the 8♠, and with undertrump required no trump at all.
    assert possible(SPADES)[N] & H("7♠ 9♠ J♠") == H("7♠")
    assert possible(SPADES, "undertrump=required")[N] & H("7♠ 9♠ J♠") == 0
    # Trump ♣: W discarded 8♠ on S's A♦: no ♦ and no trump (♣); N discarded on its
    # partner's trick: no ♦ only.
    assert possible(CLUBS)[W] & H("7♣ J♣ 7♦") == 0
    assert possible(CLUBS)[N] & H("7♣ J♣ 9♠ J♠") == H("7♣ J♣ 9♠ J♠")
    assert possible(CLUBS)[N] & H("7♦ J♦") == 0


def test_memory_reads_a_trick_again_in_the_other_direction() -> None:
    # One trick object read from S's seat under trump ♠ anticlockwise, then under trump
    # ♥ clockwise: S leads A♦, then the 8♠, the 7♥ and the 9♦. Clockwise (S W N E),
    # W discarded the 8♠ on an opponent's A♦ (no ♦, no trump ♥) and N trumped its
    # partner's trick (no ♦); E followed. Anticlockwise (S E N W) E trumped with the 8♠
    # and W followed: nothing of that reading may stay with the clockwise one.
    first = Trick(S, (C("A♦"), C("8♠"), C("7♥"), C("9♦")), N, 11)
    hand = "K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣"

    def possible(trump: int, rules: RuleSet) -> list[int]:
        mem = CardMemory()
        mem.update(dataclasses.replace(view(S, hand, trump, S, tricks=(first,)),
                                       rules=rules))
        return mem.possible

    diamonds, hearts = H("7♦ 8♦ 10♦ J♦ Q♦ K♦"), H("8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥")
    anti = possible(SPADES, RuleSet(direction="anticlockwise"))
    assert anti[E] & diamonds == 0 and anti[W] & diamonds == diamonds
    clockwise = possible(HEARTS, RuleSet())
    assert clockwise[W] & (diamonds | hearts) == 0
    assert clockwise[N] & diamonds == 0 and clockwise[N] & hearts == hearts
    assert clockwise[E] & (diamonds | hearts) == diamonds | hearts


def test_memory_sees_the_retourne_with_the_taker() -> None:
    v = PlayerView(S, H("7♥ 8♥"), SPADES, S, (), (), H("7♥ 8♥"), E, W, C("J♠"),
                   RuleSet())
    mem = CardMemory()
    mem.update(v)
    assert mem.possible[E] & H("J♠")
    assert not (mem.possible[N] | mem.possible[W]) & H("J♠")


# --- whole deals ---------------------------------------------------------------------------

def _checked_deals(deals: int, seed: int) -> int:
    rng = random.Random(seed)
    cards = 0
    rule_sets = [RuleSet(), RuleSet.parse(["undertrump=required", "direction=anticlockwise"])]
    for k in range(deals):
        names = ["heuristic", "random"] if k % 3 == 0 else ["heuristic", "heuristic"]
        bots = [CheckedBot(find_bot(names[s & 1], random.Random(seed * 10 + s)))
                for s in range(4)]
        played = play_deal(bots, rng, Seat(k % 4), rule_sets[k % 2])
        if played.state is not None:
            assert played.state.is_over
        cards += sum(b.cards for b in bots)
    return cards


def test_never_plays_an_illegal_card() -> None:
    assert _checked_deals(300, 11) > 0


@pytest.mark.slow
def test_never_plays_an_illegal_card_over_many_deals() -> None:
    assert _checked_deals(20000, 12) > 0


def test_deterministic_for_a_seed() -> None:
    def run() -> list[tuple[int, ...]]:
        rng = random.Random(3)
        bots = [find_bot("heuristic", random.Random(s)) for s in range(4)]
        out = []
        for k in range(40):
            played = play_deal(bots, rng, Seat(k % 4))
            if played.state is not None:
                out.extend(t.cards for t in played.state.tricks)
        return out

    assert run() == run()


def test_bid_views_from_a_real_deal() -> None:
    # The bot bids within ``allowed`` whatever the round.
    rng = random.Random(9)
    b = bot()
    for _ in range(200):
        deal = Deal.random(rng, S)
        auction = Auction(S, deal.retourne)
        while not auction.is_over:
            seat = auction.to_bid
            v = BidView(seat, deal.hands[seat], deal.retourne, S, auction.round, (),
                        tuple(auction.allowed_suits()), RuleSet())
            suit = b.bid(v)
            assert suit is None or suit in v.legal
            auction.bid(suit)


def _could_hold(seat: Seat, card: int, plays: list[tuple[Seat, tuple[int, ...], int]],
                trump: int, undertrump: bool) -> bool:
    # Could ``seat`` have held ``card`` all along? Each of its plays must stay legal with
    # the card in hand: the played card is legal in a hand of those two cards, since the
    # obligations rank classes of cards (follow, overtrump, trump...) and the card played
    # met the first class it could.
    return all(legal_plays((1 << x) | (1 << card), before, trump, undertrump) >> x & 1
               for s, before, x in plays if s is seat)


def _memory_checks(deals: int, seed: int, exact: bool) -> int:
    # At every turn of real deals, what the memory rules out is never in the seat's hand;
    # with ``exact``, the cards it leaves possible are exactly those the plays allow
    # (``_could_hold``), the retourne with the taker only.
    rng = random.Random(seed)
    checks = 0
    rule_sets = [RuleSet(), RuleSet.parse(["undertrump=required"]),
                 RuleSet.parse(["direction=anticlockwise"])]
    for k in range(deals):
        rules = rule_sets[k % 3]
        clockwise = rules.clockwise
        undertrump = rules.undertrump == "required"
        kinds = ["heuristic", "random"] if k % 4 else ["random", "random"]
        bots = [find_bot(kinds[s & 1], random.Random(k * 4 + s)) for s in range(4)]
        dealer = Seat(k % 4)
        deal = Deal.random(rng, dealer, clockwise)
        taker = Seat((k + 1) % 4)
        state = DealState(deal.complete(taker), deal.retourne >> 3, dealer.next(clockwise),
                          rules)
        memories = [CardMemory() for _ in range(4)]
        while not state.is_over:
            v = PlayerView.of(state, taker, dealer, deal.retourne)
            mem = memories[v.seat]
            mem.update(v)
            unknown = sum(state.hands[s] for s in Seat if s is not v.seat)
            assert mem.unknown == unknown
            assert mem.possible[v.seat] == 0
            plays = [(seat, t.cards[:i], c) for t in state.tricks
                     for i, (seat, c) in enumerate(t.plays(clockwise))]
            seat = v.leader
            for i, c in enumerate(v.trick):
                plays.append((seat, v.trick[:i], c))
                seat = seat.next(clockwise)
            for other in Seat:
                if other is v.seat:
                    continue
                assert state.hands[other] & ~mem.possible[other] == 0
                if exact:
                    expected = 0
                    for c in range(32):
                        if (unknown >> c & 1
                                and (c != deal.retourne or other is taker)
                                and _could_hold(other, c, plays, v.trump, undertrump)):
                            expected |= 1 << c
                    assert mem.possible[other] == expected
                checks += 1
            state.play(bots[v.seat].play(v))
    return checks


def test_memory_never_rules_out_a_held_card() -> None:
    assert _memory_checks(150, 21, exact=False) > 0


def test_memory_rules_out_exactly_what_the_plays_show() -> None:
    assert _memory_checks(40, 23, exact=True) > 0


@pytest.mark.slow
def test_memory_never_rules_out_a_held_card_over_many_deals() -> None:
    assert _memory_checks(5000, 22, exact=False) > 0


@pytest.mark.slow
def test_memory_rules_out_exactly_what_the_plays_show_over_many_deals() -> None:
    assert _memory_checks(1500, 24, exact=True) > 0


def test_memory_follows_a_deal_taken_back_and_replayed() -> None:
    # Same first trick, a different second one: the memory reads the new one afresh.
    first = Trick(S, (C("A♦"), C("8♦"), C("9♦"), C("10♦")), S, 21)
    second_a = Trick(S, (C("A♣"), C("7♥"), C("8♣"), C("9♣")), S, 11)  # W shows a ♣ void
    second_b = Trick(S, (C("A♣"), C("7♣"), C("8♣"), C("9♣")), S, 11)  # everybody follows
    hand = "K♥ Q♥ 8♥ 9♥ 10♥ J♥"
    mem = CardMemory()
    mem.update(view(S, hand, SPADES, S, tricks=(first, second_a)))
    assert not mem.possible[W] & H("10♣ J♣ Q♣ K♣")
    mem.update(view(S, hand, SPADES, S, tricks=(first, second_b)))
    fresh = CardMemory()
    fresh.update(view(S, hand, SPADES, S, tricks=(first, second_b)))
    assert mem.possible == fresh.possible
    assert mem.possible[W] & H("10♣ J♣ Q♣ K♣")


def test_memory_of_another_seat_forgets_a_deal_taken_back() -> None:
    # The same two deals from N's seat (N played 9♦ and 8♣, and holds six hearts): the
    # memory forgets what it read of each seat, S's included. S led both tricks and
    # showed no void, so after the second deal's trick 2 it may hold any card that is
    # neither played nor N's, the 7♠ among them; E and W followed ♣ and ♦.
    first = Trick(S, (C("A♦"), C("8♦"), C("9♦"), C("10♦")), S, 21)
    second_a = Trick(S, (C("A♣"), C("7♥"), C("8♣"), C("9♣")), S, 11)
    second_b = Trick(S, (C("A♣"), C("7♣"), C("8♣"), C("9♣")), S, 11)
    hand = "K♥ Q♥ 8♥ 9♥ 10♥ J♥"
    mem = CardMemory()
    mem.update(view(N, hand, SPADES, S, tricks=(first, second_a)))
    mem.update(view(N, hand, SPADES, S, tricks=(first, second_b)))
    out = H("7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 10♣ J♣ Q♣ K♣ 7♦ J♦ Q♦ K♦ 7♥ A♥")
    assert mem.possible == [0, out, out, out]


class _Viewed:
    """A bot behind a plain wrapper: ``play_bots`` then builds a ``PlayerView`` for every
    card (its general path) instead of calling ``play_table``."""

    name = "viewed"

    def __init__(self, bot: HeuristicBot | RandomBot) -> None:
        self.bot = bot

    def bid(self, view: BidView) -> int | None:
        return self.bot.bid(view)

    def play(self, view: PlayerView) -> int:
        return self.bot.play(view)


def _seat_bot(seat: int, k: int, randoms: tuple[int, ...]) -> HeuristicBot | RandomBot:
    # Deal ``k``'s bot at ``seat``: a random bot (seeded by deal and seat) at ``randoms``.
    if seat in randoms:
        return RandomBot(random.Random(100 * k + seat))
    return HeuristicBot(random.Random(0))


@pytest.mark.parametrize("options", [
    {}, {"undertrump": "required"}, {"direction": "anticlockwise"},
    {"undertrump": "required", "direction": "anticlockwise"},
])
def test_table_loop_plays_the_cards_the_views_give(options: dict[str, str]) -> None:
    # ``play_table`` reads what the cards show once for the whole table; each bot must
    # still play exactly the card its own view and memory give, trick after trick.
    from belote_cli.bots.fastplay import play_bots
    from belote_cli.bots.heuristic import play_table

    rules = RuleSet(**options)  # type: ignore[arg-type]
    rng = random.Random(7)
    for k in range(150):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [0, 0, 0, 0]
        for i, c in enumerate(deck):
            hands[i // 8] |= 1 << c
        trump, leader = rng.randrange(4), rng.randrange(4)
        # Half the deals have a taker who picked up a retourne (known to all).
        taker = Seat(rng.randrange(4)) if k % 2 else None
        retourne = None
        if taker is not None:
            retourne = rng.choice([c for c in range(32) if hands[taker] >> c & 1])
        # Random bots at some seats: none, EW, S alone, all four.
        randoms = ((), (1, 3), (2,), (0, 1, 2, 3))[k % 4]

        fast: list[tuple[int, ...]] = []
        slow: list[tuple[int, ...]] = []
        table = [_seat_bot(s, k, randoms) for s in range(4)]
        got = play_table(table, hands, trump, leader, rules, taker, retourne, fast)
        viewed = [_Viewed(_seat_bot(s, k, randoms)) for s in range(4)]
        want = play_bots(hands, trump, leader, rules, viewed, taker, None, retourne, slow)
        assert fast == slow, (k, trump, leader)
        assert got == want
        # ``play_bots`` hands a table of heuristic and random bots to ``play_table`` itself.
        again: list[tuple[int, ...]] = []
        table = [_seat_bot(s, k, randoms) for s in range(4)]
        assert play_bots(hands, trump, leader, rules, table, taker, None, retourne,
                         again) == want
        assert again == slow


def test_play_bots_refuses_tout_atout_s_declared_belote() -> None:
    # belote_seat looked for the king and queen of trump 5 (cards 45 and 46): at tout
    # atout under belote=declared no pair was shown, where Game shows each suit's; its
    # callers play SA and TA on Game: a ValueError, not views other than Game's.
    from belote_cli.bots.fastplay import play_bots
    from belote_cli.core.cards import ALL_TRUMP, NO_TRUMP

    hands = [0xFF << (8 * s) for s in range(4)]
    bots = [_seat_bot(s, 0, ()) for s in range(4)]
    declared = RuleSet(belote="declared", sa_ta="on")
    for trump in (NO_TRUMP, ALL_TRUMP):
        with pytest.raises(ValueError, match="belote=declared are played on Game"):
            play_bots(hands, trump, 0, declared, bots, kind="classic")
        # Without the views' shown cards (kind None, the expert's samples), as before.
        assert sum(play_bots(hands, trump, 0, declared, bots)[:2]) == 162  # scaled: 152 + 10


def test_equal_parameters_share_their_value_tables() -> None:
    # Callers that build ``HeuristicParams()`` afresh (the expert's sampling weighs every
    # dealing with it) find the tables already built for equal parameters.
    from belote_cli.bots.heuristic import value_tables

    first = value_tables(HeuristicParams())
    again = value_tables(HeuristicParams())
    assert first[0] is again[0] and first[1] is again[1]
    other = value_tables(HeuristicParams(ace=11))
    assert other[1] != first[1]  # an ace outside is worth 11 there, not 10
