"""The heuristic bot in belote à deux: its choices while the talon lasts (take a trick
worth points cheaply, keep the jack and nine of trump, keep a lone king or queen of trump
while the other may be drawn, lose trick 10 when the card under the talon is worth more),
its exact play of the six last tricks against a brute-force search written apart, its
taking, and its strength against the random bot in the duplicate arena."""

from __future__ import annotations

import random

import endgames
import pytest

from belote_cli.bots.base import BidView, PlayerView
from belote_cli.bots.deux_policy import deux_bid, deux_play, hand_value
from belote_cli.core.cards import HEARTS, SPADES, mask_of, parse_card, parse_cards
from belote_cli.core.rules import RuleSet, legal_plays
from belote_cli.core.seats import Seat
from belote_cli.core.state import Trick
from belote_cli.simulation.arena import duplicate

DEUX = RuleSet(variant="deux")


def view(hand: str, trick: str = "", done: int = 0, bottom: str | None = "10♥",
         trump: int = HEARTS) -> PlayerView:
    cards = mask_of(parse_cards(hand))
    on_table = tuple(parse_cards(trick))
    # Finished tricks of cards held by nobody here, two a trick.
    spare = [c for c in range(32) if not cards >> c & 1 and c not in on_table
             and (bottom is None or c != parse_card(bottom))]
    tricks = tuple(Trick(Seat.N, (spare[2 * i], spare[2 * i + 1]), Seat.N, 0)
                   for i in range(done))
    drawing = done < 10
    legal = cards if drawing or not on_table else legal_plays(cards, on_table, trump)
    return PlayerView(Seat.S, cards, trump, Seat.N if on_table else Seat.S, on_table, tricks,
                      legal, Seat.S, Seat.N, None if bottom is None else parse_card(bottom),
                      DEUX)


@pytest.mark.parametrize("hand,trick,done,bottom,expected", [
    # Leading while the talon lasts: the cheapest plain card, never a trump, ace or ten.
    ("J♥ 9♥ A♠ 10♠ 8♦ K♣", "", 0, "10♥", "8♦"),
    # A ten led: taken with the ace of its suit.
    ("A♠ 7♦ 8♣ J♥ 9♥ K♦", "10♠", 2, "10♥", "A♠"),
    # An ace led, no higher card of its suit: a cheap trump takes it, the jack kept.
    ("7♥ J♥ 8♦ 9♣ Q♠ K♦", "A♠", 3, "10♥", "7♥"),
    # An ace led that only the jack of trump takes, or only the nine: both are kept for
    # the last tricks, and the cheapest card goes.
    ("J♥ 8♦ 9♣ Q♠ K♦ 7♣", "A♠", 3, "10♥", "8♦ 9♣ 7♣"),
    ("9♥ 8♦ 9♣ Q♠ K♦ 7♣", "A♠", 3, "10♥", "8♦ 9♣ 7♣"),
    # A worthless card led: a free win with the 9 of its suit.
    ("J♥ 8♦ 9♣ K♠ A♦ Q♠", "7♣", 1, "10♥", "9♣"),
    # A worthless card led and no free win: the cheapest card, no trump spent.
    ("J♥ 9♥ A♠ 10♦ 8♦ K♣", "9♣", 4, "10♥", "8♦"),
    # Trick 10, the jack of trump under the talon: lose the trick to take it.
    ("A♣ 7♦ 8♠ Q♥ K♦ 9♠", "10♣", 9, "J♥", "7♦ 8♠"),
    # Trick 10, a worthless card under the talon: win the trick (and the last card drawn).
    ("A♣ 7♦ 8♠ Q♥ K♦ 9♠", "10♣", 9, "7♠", "A♣"),
])
def test_choices_while_the_talon_lasts(hand: str, trick: str, done: int, bottom: str,
                                      expected: str) -> None:
    # ``expected``: the card, or the cards of equal worth the bot may choose among.
    assert deux_play(view(hand, trick, done, bottom)) in parse_cards(expected)


def test_a_lone_king_or_queen_of_trump_is_kept_while_the_other_may_be_drawn() -> None:
    # Trump ♥, 10♦ led at trick 3: S has no diamond, K♥ and 10♥ take it. K♥ is the
    # cheaper (4 points against 10), but Q♥ has been neither played nor seen: S may
    # still draw it, and a belote needs both held when the first is played (20 points).
    # 10♥ takes the same trick and keeps that hope.
    hand = "K♥ 10♥ 7♠ 8♠ 7♣ 8♣"
    seen = view(hand, "10♦", 2, "J♦")
    assert parse_card("Q♥") not in {c for t in seen.tricks for c in t.cards}
    assert deux_play(seen) == parse_card("10♥")
    # Q♥ played already (N led it and S's 8♦ lost, trick 1): no belote to hope for, the
    # cheaper K♥ takes the trick.
    cards = mask_of(parse_cards(hand))
    gone = (Trick(Seat.N, tuple(parse_cards("Q♥ 8♦")), Seat.N, 3),
            Trick(Seat.N, tuple(parse_cards("9♠ 10♠")), Seat.N, 10))
    seen = PlayerView(Seat.S, cards, HEARTS, Seat.N, (parse_card("10♦"),), gone, cards,
                      Seat.S, Seat.N, parse_card("J♦"), DEUX)
    assert deux_play(seen) == parse_card("K♥")
    # Both held: the belote is made whichever is played first, the cheapest winner Q♥.
    assert deux_play(view("K♥ Q♥ 10♥ 7♠ 8♠ 7♣", "10♦", 2, "J♦")) == parse_card("Q♥")
    # Trick 10, the talon's last: the trick-10 rule alone (take it with the cheapest
    # card that wins, J♦ under the talon worth less than the trick): K♥.
    assert deux_play(view(hand, "10♦", 9, "J♦")) == parse_card("K♥")


def endgame(mine: int, theirs: int, trump: int, led: int = -1) -> PlayerView:
    """S's view with four tricks left (twelve played of the cards neither holds): S
    holds ``mine``, N the rest, and N has led ``led`` (one of ``theirs``) or S leads."""
    gone = [c for c in range(32) if not (mine | theirs) >> c & 1]
    tricks = tuple(Trick(Seat.N, (gone[2 * i], gone[2 * i + 1]), Seat.N, 0)
                   for i in range(12))
    on_table = (led,) if led >= 0 else ()
    return PlayerView(Seat.S, mine, trump, Seat.N if on_table else Seat.S, on_table,
                      tricks, legal_plays(mine, on_table, trump), Seat.S, Seat.N, None,
                      DEUX)


def test_the_endgame_against_brute_force() -> None:
    # The card played in the last four tricks reaches the most points a plain recursion
    # over every card finds, leading and following.
    rng = random.Random(4)
    for _ in range(60):
        cards = rng.sample(range(32), 8)
        trump = rng.randrange(4)
        mine, theirs = mask_of(cards[:4]), mask_of(cards[4:])
        played = deux_play(endgame(mine, theirs, trump))
        assert endgames.after(mine, theirs, trump, -1, 4, played) == endgames.best(
            mine, theirs, trump, -1, 4)
        led = cards[4]
        follower = theirs & ~(1 << led)
        played = deux_play(endgame(mine, theirs, trump, led))
        assert endgames.after(mine, follower, trump, led, 4, played) == endgames.best(
            mine, follower, trump, led, 4)


def test_the_endgame_is_played_from_the_known_cards() -> None:
    # Tricks 11 on: S holds A♥ and 7♠, N the rest; S leads and the search decides.
    v = view("A♥ 7♠", "", 14, None)
    assert deux_play(v) in (parse_card("A♥"), parse_card("7♠"))
    assert v.legal == mask_of(parse_cards("A♥ 7♠"))


def test_taking() -> None:
    strong = mask_of(parse_cards("J♥ 9♥ A♥ 7♠ A♣ 8♦"))
    bid = BidView(Seat.S, strong, parse_card("10♥"), Seat.N, 1, (), (HEARTS,), DEUX)
    assert hand_value(strong, HEARTS) >= 5 and deux_bid(bid) == HEARTS
    weak = mask_of(parse_cards("7♥ 8♠ 9♦ 10♣ Q♠ K♦"))
    bid = BidView(Seat.S, weak, parse_card("10♥"), Seat.N, 1, (), (HEARTS,), DEUX)
    assert deux_bid(bid) is None
    # Holding the 7 of the retourne's suit counts the retourne (it can be swapped).
    with_seven = mask_of(parse_cards("7♥ 9♥ A♠ 8♣ Q♦ K♣"))
    assert hand_value(with_seven, HEARTS, parse_card("J♥")) == hand_value(
        with_seven, HEARTS) + 3.5
    round_two = BidView(Seat.S, mask_of(parse_cards("J♠ 9♠ A♠ 10♠ 8♦ 7♣")),
                        parse_card("10♥"), Seat.N, 2, ((Seat.S, None), (Seat.N, None)),
                        (0, 2, 3), DEUX)
    assert deux_bid(round_two) == SPADES


def test_the_heuristic_beats_random_in_the_duplicate_arena() -> None:
    result = duplicate("heuristic", "random", 60, 3, DEUX)
    assert result.low > 30, result.lines()
    assert result.a_stats.taken > 0 and result.b_stats.taken > 0


def test_in_belote_decouverte_a_lead_the_other_cannot_take_is_played() -> None:
    # Trump ♠. S holds A♥ 7♥ 8♣; N's face-up cards are K♥ 7♦ 9♣. N must follow hearts
    # under A♥ with K♥ and cannot take it; 7♥ it takes with K♥; 8♣ it takes with 9♣.
    # The safe lead worth most is A♥ (the cheapest card, 7♥, would lose the trick).
    from belote_cli.core.rules import RuleSet as Rules

    hand = mask_of(parse_cards("A♥ 7♥ 8♣"))
    faceup = mask_of(parse_cards("K♥ 7♦ 9♣"))
    seen = PlayerView(Seat.S, hand, SPADES, Seat.S, (), (), hand, Seat.S, Seat.N, None,
                      Rules(variant="decouverte"), faceup, 0)
    assert deux_play(seen) == parse_card("A♥")
    # Nothing safe (N, void in hearts, must trump with J♠, and 9♣ takes 8♣): the
    # cheapest card.
    faceup = mask_of(parse_cards("J♠ 9♣"))
    seen = PlayerView(Seat.S, hand, SPADES, Seat.S, (), (), hand, Seat.S, Seat.N, None,
                      Rules(variant="decouverte"), faceup, 0)
    assert deux_play(seen) == parse_card("7♥")
