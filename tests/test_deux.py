"""Belote à deux (``variant=deux``) on the one deal engine: the worked deal of the variant
rules played on a ``Game`` (dealing, taking, the exchange of the seven, free play while the
talon lasts, drawing, the obligations after it, belote, the score), legal plays by table,
the scoring cases, the next dealer, and random deals (tally 162, nobody without a card)."""

from __future__ import annotations

import random

import pytest

from belote_cli.bots.base import BidView, PlayerView
from belote_cli.bots.registry import find_bot
from belote_cli.core.cards import (
    CLUBS,
    HEARTS,
    SPADES,
    card_symbol,
    mask_of,
    parse_card,
    parse_cards,
)
from belote_cli.core.errors import CardError, IllegalPlayError, RuleError
from belote_cli.core.rules import RuleSet, legal_plays_two
from belote_cli.core.seats import Seat, Team
from belote_cli.core.talon import TalonState
from belote_cli.dealfile import loads
from belote_cli.dealfile.replay import replay
from belote_cli.engine.deux import PLAYERS, DeuxGame, deal_two, score_two, talon_left
from belote_cli.engine.game import Belote, Exchange, Game, Phase, Play, Take
from belote_cli.engine.playing import play_out
from belote_cli.texts import describe

DEUX = RuleSet(variant="deux")

# The worked deal of the variant rules: dealer N, S takes ♥ in round one.
DECK = parse_cards("K♦ A♣ Q♠ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠ 7♦ 10♥ 9♠ Q♣ 9♥ 8♦ J♣ 7♣ J♦ 9♣ 7♥ "
                   "Q♦ 10♣ 7♠ K♥ A♠ Q♥ 8♥ K♣ A♥ A♦")
# trick: (first seat and card, second seat and card, winner, points, draws winner/loser);
# the points of trick 16 include the dix de der.
TRICKS = [
    ("S K♦", "N 9♦", "S", 4, ("9♠", "Q♣")),
    ("S 9♠", "N 8♠", "S", 0, ("9♥", "8♦")),
    ("S 9♥", "N 7♦", "S", 14, ("J♣", "7♣")),
    ("S Q♠", "N Q♣", "S", 6, ("J♦", "9♣")),
    ("S J♥", "N K♠", "S", 24, ("7♥", "Q♦")),
    ("S 8♣", "N 10♦", "S", 10, ("10♣", "7♠")),  # S swaps 7♥ for 10♥ first
    ("S 10♠", "N 7♣", "S", 10, ("K♥", "A♠")),
    ("S J♣", "N Q♦", "S", 5, ("Q♥", "8♥")),
    ("S J♦", "N 8♦", "S", 2, ("K♣", "A♥")),
    ("S K♥", "N 9♣", "S", 4, ("A♦", "7♥")),  # belote; N takes the 7 under the talon
    ("S Q♥", "N A♥", "N", 14, None),  # rebelote
    ("N 7♥", "S 10♥", "S", 10, None),
    ("S A♣", "N 8♥", "N", 11, None),
    ("N 7♠", "S K♣", "N", 4, None),
    ("N A♠", "S A♦", "N", 22, None),
    ("N J♠", "S 10♣", "N", 22, None),
]


def card(text: str) -> int:
    return parse_card(text)


def worked_game(rules: RuleSet = DEUX) -> DeuxGame:
    game = Game.deal(list(DECK), Seat.N, rules)
    assert isinstance(game, DeuxGame)
    return game


def worked_tricks(tricks: int, rules: RuleSet = DEUX) -> DeuxGame:
    """The worked deal taken at ♥ and played to the end of trick ``tricks`` as written,
    the exchange of the seven accepted where it is offered."""
    game = worked_game(rules)
    game.apply(Take(HEARTS))
    for first, second, *_rest in TRICKS[:tricks]:
        if game.phase is Phase.EXCHANGE:
            game.apply(Exchange(True))
        for seat_card in (first, second):
            game.apply(Play(card(seat_card.split()[1])))
    return game


def test_the_deal_gives_six_cards_each_the_retourne_and_a_talon_of_nineteen() -> None:
    game = worked_game()
    assert game.kind == "deux" and game.phase is Phase.BID and game.to_act is Seat.S
    assert game.hand(Seat.S) == mask_of(parse_cards("K♦ A♣ Q♠ J♥ 8♣ 10♠"))
    assert game.hand(Seat.N) == mask_of(parse_cards("K♠ 10♦ 8♠ 9♦ J♠ 7♦"))
    for seat in (Seat.E, Seat.W):  # not players: refused (the test below)
        with pytest.raises(RuleError, match=f"^seat: belote à deux is played by S and N, "
                                            f"not {seat.name}$"):
            game.hand(seat)
    assert game.retourne == card("10♥")
    assert game.talon[0] == card("9♠") and len(game.talon) == 19
    assert game.talon_size == 20 == talon_left(0)
    hands, retourne, talon = deal_two(list(DECK), Seat.S)  # S deals: N gets cards 1-3
    assert hands[Seat.N] == mask_of(parse_cards("K♦ A♣ Q♠ J♥ 8♣ 10♠"))


def play_worked(game: DeuxGame) -> None:
    game.apply(Take(HEARTS))
    assert game.taker is Seat.S and game.trump == HEARTS and game.to_act is Seat.S
    for number, (first, second, winner, points, draws) in enumerate(TRICKS, 1):
        # 6 cards at each trick while drawing (and at trick 11), then one fewer a trick.
        assert all(game.hand(s).bit_count() == min(6, 17 - number) for s in PLAYERS), number
        assert game.talon_size == talon_left(number - 1)
        if number == 6:
            assert game.phase is Phase.EXCHANGE and game.to_act is Seat.S
            assert game.legal_actions() == [Exchange(True), Exchange(False)]
            game.apply(Exchange(True))
            assert game.bottom == card("7♥") and game.hand(Seat.S) >> card("10♥") & 1
        assert game.phase is Phase.PLAY, number
        for seat_card in (first, second):
            seat, text = seat_card.split()
            assert game.to_act is Seat[seat], (number, seat_card)
            game.apply(Play(card(text)))
        done = game.played[-1]
        # Each card by the player who played it: the leader, then the other player.
        assert [f"{seat.name} {card_symbol(c)}" for seat, c in done.plays()] == [
            first, second], number
        assert [done.seat_of(0).name, done.seat_of(1, clockwise=False).name] == [
            first.split()[0], second.split()[0]], number
        assert (done.winner.name, done.points + (10 if number == 16 else 0)) == (
            winner, points), number
        if draws is not None:
            assert game.draws[-1] == (card(draws[0]), card(draws[1])), number
    assert game.is_over and game.exchange == (6, Seat.S)


def test_the_worked_deal_played_on_a_game() -> None:
    game = worked_game()
    play_worked(game)
    result = game.score
    assert result is not None
    assert result.players == (Seat.S, Seat.N)
    assert result.points == (89, 73) and result.tally.ok
    assert result.result == "made" and result.score == (109, 73)
    assert game.belote_seat is Seat.S
    assert game.next_dealer is Seat.S  # the winner deals next
    assert worked_game(RuleSet(variant="deux", next_dealer="alternate")).next_dealer is Seat.S


# The worked deal played as far as trick 9, then another line a real deal allows. S holds
# K♥ Q♥ 10♥ A♣ K♣ 10♣ at trick 10, N 9♣ J♠ 7♠ A♠ 8♥ A♥; the talon still holds cards, so
# any card: S leads 10♥, N 7♠, S wins 10. S draws the last card, A♦, N takes the 7♥ under
# the talon. From trick 11 the obligations (follow suit, beat a trump lead, trump if void):
ENDING = [
    ("S 10♥", "N 7♠", "S", 10),  # free play: 10 + 0
    ("S Q♥", "N A♥", "N", 14),   # N must beat the trump lead: A♥ alone does; 3 + 11
    ("N J♠", "S K♥", "S", 6),    # S void in ♠ must trump, K♥ its last trump; 2 + 4
    ("S A♦", "N 7♥", "N", 11),   # N void in ♦ must trump (8♥ or 7♥); 11 + 0
    ("N A♠", "S 10♣", "N", 21),  # S void in ♠, no trump: free; 11 + 10
    ("N 8♥", "S K♣", "N", 4),    # S has no trump: free; 0 + 4
    ("N 9♣", "S A♣", "S", 11),   # S follows ♣ and wins; 0 + 11, then the dix de der
]


def test_the_dix_de_der_goes_to_the_winner_of_the_sixteenth_trick() -> None:
    # N wins trick 15 and S trick 16, which S leads to. Card points: S 75 in tricks 1-9
    # (4 + 0 + 14 + 6 + 24 + 10 + 10 + 5 + 2), then 10 + 6 + 11 = 102; N 14 + 11 + 21 + 4
    # = 50; 152 in all. The dix de der is S's, the winner of trick 16: S 112, N 50 (162).
    # Given to N, trick 15's winner, it would read S 102, N 60. S took and made 82: S 112
    # + belote 20 (K♥ Q♥, both held when S played the Q♥) = 132, N 50.
    game = worked_tricks(9)
    assert game.hand(Seat.S) == mask_of(parse_cards("K♥ Q♥ 10♥ A♣ K♣ 10♣"))
    assert game.hand(Seat.N) == mask_of(parse_cards("9♣ J♠ 7♠ A♠ 8♥ A♥"))
    for number, (first, second, winner, points) in enumerate(ENDING, 10):
        for seat_card in (first, second):
            seat, text = seat_card.split()
            assert game.to_act is Seat[seat], (number, seat_card)
            game.apply(Play(card(text)))
        done = game.played[-1]
        assert (done.winner.name, done.points) == (winner, points), number
        if number == 10:
            assert game.draws[-1] == (card("A♦"), card("7♥"))
    assert [t.winner for t in game.played[14:]] == [Seat.N, Seat.S]
    result = game.score
    assert result is not None and result.players == (Seat.S, Seat.N)
    assert result.dix_de_der is Team.NS and "dix_de_der=S" in repr(result)
    assert result.points == (112, 50) and result.tally.ok
    assert game.belote_seat is Seat.S
    assert result.result == "made" and result.score == (132, 50)


def test_the_worked_deal_obligations_after_the_talon() -> None:
    game = worked_game()
    game.apply(Take(HEARTS))
    for number, (first, second, *_rest) in enumerate(TRICKS[:10], 1):
        if game.phase is Phase.EXCHANGE:
            game.apply(Exchange(True))
        for seat_card in (first, second):
            if number == 3 and seat_card == second:
                # Trick 3, S leads 9♥ while the talon lasts: N may play anything.
                assert game.legal_cards() == game.hand(Seat.N)
            game.apply(Play(card(seat_card.split()[1])))
    assert game.talon_size == 0 and not game.drawing
    game.apply(Play(card("Q♥")))
    # N holds J♠ 7♠ A♠ 8♥ A♥ 7♥ on S's Q♥: only A♥ beats it.
    assert game.hand(Seat.N) == mask_of(parse_cards("J♠ 7♠ A♠ 8♥ A♥ 7♥"))
    assert game.legal_cards() == mask_of([card("A♥")])
    with pytest.raises(IllegalPlayError, match="8♥"):
        game.apply(Play(card("8♥")))
    game.apply(Play(card("A♥")))
    game.apply(Play(card("7♥")))
    assert game.legal_cards() == mask_of([card("10♥")])  # S must beat the 7♥
    game.apply(Play(card("10♥")))
    game.apply(Play(card("A♣")))
    assert game.legal_cards() == mask_of([card("8♥")])  # N void in ♣ must trump
    game.apply(Play(card("8♥")))
    game.apply(Play(card("7♠")))
    assert game.legal_cards() == game.hand(Seat.S)  # no ♠, no trump: free


def test_each_view_shows_its_own_draws_the_card_face_up_and_the_exchange() -> None:
    # The worked deal: S won tricks 1-10 and drew first (the table's draws, winner's
    # card), face down; N drew the second, face down, and after trick 10 the 7♥ lying
    # face up under the talon. S swapped the 7♥ for the retourne 10♥ before leading
    # trick 6, in view of both.
    game = worked_game()
    game.apply(Take(HEARTS))
    for number, (first, second, *_rest) in enumerate(TRICKS[:10], 1):
        if number == 3:  # two tricks done, nothing swapped yet
            view = game.view(Seat.S)
            assert isinstance(view, PlayerView) and view.exchange is None
            assert view.drawn == ((card("9♠"), None), (card("9♥"), None))
            assert game.view(Seat.N).drawn == ((None, card("Q♣")),  # type: ignore[union-attr]
                                               (None, card("8♦")))
        if game.phase is Phase.EXCHANGE:
            game.apply(Exchange(True))
        for seat_card in (first, second):
            game.apply(Play(card(seat_card.split()[1])))
    south, north = game.view(Seat.S), game.view(Seat.N)
    assert isinstance(south, PlayerView) and isinstance(north, PlayerView)
    by_s = parse_cards("9♠ 9♥ J♣ J♦ 7♥ 10♣ K♥ Q♥ K♣")
    by_n = parse_cards("Q♣ 8♦ 7♣ 9♣ Q♦ 7♠ A♠ 8♥ A♥")
    assert south.drawn == (*((c, None) for c in by_s), (card("A♦"), card("7♥")))
    assert north.drawn == (*((None, c) for c in by_n), (None, card("7♥")))
    assert south.exchange == north.exchange == (6, Seat.S, card("10♥"))
    # The four-player deal has neither.
    four = Game(seed=4)
    four.take()
    assert four.player_view().drawn == () and four.player_view().exchange is None


def test_belote_said_with_the_queen_shows_the_king_still_held() -> None:
    # The worked deal with belote=declared, S playing Q♥ at trick 10 where the worked deal
    # plays K♥ (any card while the talon lasts; Q♥ trump still wins N's 9♣): S says belote
    # with the queen, and N's view shows the K♥ left in S's hand.
    game = worked_tricks(9, RuleSet(variant="deux", belote="declared"))
    game.apply(Play(card("Q♥")))
    assert game.phase is Phase.BELOTE and game.to_act is Seat.S
    game.apply(Belote(True))
    assert game.view(Seat.N).shown[Seat.S] == 1 << card("K♥")  # type: ignore[union-attr]


def test_an_action_of_another_kind_at_the_belote_question_is_refused_naming_it() -> None:
    # The deal of the test above at its belote question (S's Q♥ at trick 10, K♥ held):
    # a Take is not the belote S is asked for, and once S has said it, a Belote is not the
    # card N is to play; each is an IllegalPlayError naming what the deal waits for, from
    # whom, and the action, the deal left as it was.
    game = worked_tricks(9, RuleSet(variant="deux", belote="declared"))
    game.apply(Play(card("Q♥")))
    assert game.phase is Phase.BELOTE and game.to_act is Seat.S
    with pytest.raises(IllegalPlayError,
                       match=r"^S: expected belote or not \(Belote\), not Take\("):
        game.apply(Take(HEARTS))
    assert game.phase is Phase.BELOTE and game.to_act is Seat.S
    game.apply(Belote(True))
    assert game.phase is Phase.PLAY and game.to_act is Seat.N
    with pytest.raises(IllegalPlayError,
                       match=r"^N: expected a card \(Play\), not Belote\(said=True\)$"):
        game.apply(Belote(True))
    assert game.phase is Phase.PLAY and game.to_act is Seat.N


def test_a_views_printed_form_shows_the_retourne_exchanged_as_a_card() -> None:
    # The worked deal: S swapped the 7♥ for the retourne 10♥ before leading trick 6. The
    # view's repr printed the retourne as its number, (6, S, 11), where it prints every
    # other card as a card.
    game = worked_tricks(10)
    for seat in (Seat.S, Seat.N):
        text = repr(game.view(seat))
        # The last draws end with the 7♥ face up under the talon, as before: a card.
        assert "7♥)), exchange=(6, S, 10♥))" in text


def test_belote_declared_is_asked_with_the_first_of_king_and_queen() -> None:
    for said, score in ((True, (109, 73)), (False, (89, 73))):
        game = worked_game(RuleSet(variant="deux", belote="declared"))
        game.apply(Take(HEARTS))
        for number, (first, second, *_rest) in enumerate(TRICKS, 1):
            if game.phase is Phase.EXCHANGE:
                game.apply(Exchange(True))
            for seat_card in (first, second):
                game.apply(Play(card(seat_card.split()[1])))
                if number == 10 and seat_card == first:  # K♥ while holding Q♥
                    assert game.phase is Phase.BELOTE and game.to_act is Seat.S
                    game.apply(Belote(said))
                    # Said, N's view shows Q♥ in S's hand until played; not said, nothing.
                    shown = game.view(Seat.N).shown
                    assert shown[Seat.S] == (1 << card("Q♥") if said else 0)
                    assert shown[Seat.N] == shown[Seat.E] == shown[Seat.W] == 0
                assert game.phase is not Phase.BELOTE
        assert game.score is not None and game.score.score == score


def test_the_exchange_is_optional_and_offered_at_each_lead_until_trick_ten() -> None:
    game = worked_game()
    game.apply(Take(HEARTS))
    for number, (first, second, *_rest) in enumerate(TRICKS[:10], 1):
        if number >= 6:
            assert game.phase is Phase.EXCHANGE
            game.apply(Exchange(False))
        else:
            assert game.phase is Phase.PLAY
        for seat_card in (first, second):
            c = card(seat_card.split()[1])
            if c == card("K♥"):  # S kept the 7: play it where the worked deal plays K♥
                c = card("7♥")
            game.apply(Play(c))
    # Nothing swapped: after trick 10 N takes the retourne itself.
    assert game.exchange is None and game.hand(Seat.N) >> card("10♥") & 1
    assert game.draws[-1] == (card("A♦"), card("10♥"))


def test_the_exchange_is_offered_again_after_a_trick_led_by_the_other_player() -> None:
    # The worked deal's first five tricks, then S (holding 7♥, trump ♥) declines the
    # exchange at trick 6 and leads 8♣: N wins it with 9♣ (a higher club) and draws 10♣,
    # S 7♠. N leads trick 7, and is offered nothing (N does not hold the 7): 7♣, S wins
    # with A♣ and draws K♥. S leads trick 8 still holding 7♥: the exchange is offered
    # again, as at each of S's leads until trick 10.
    game = worked_game()
    game.apply(Take(HEARTS))
    for first, second, *_rest in TRICKS[:5]:
        for seat_card in (first, second):
            game.apply(Play(card(seat_card.split()[1])))
    assert game.phase is Phase.EXCHANGE and game.to_act is Seat.S
    game.apply(Exchange(False))
    game.apply(Play(card("8♣")))
    game.apply(Play(card("9♣")))
    assert game.phase is Phase.PLAY and game.to_act is Seat.N  # N won, N leads
    game.apply(Play(card("7♣")))
    game.apply(Play(card("A♣")))
    assert game.hand(Seat.S) >> card("7♥") & 1
    assert game.phase is Phase.EXCHANGE and game.to_act is Seat.S
    game.apply(Exchange(True))
    assert game.exchange == (8, Seat.S) and game.hand(Seat.S) >> card("10♥") & 1


@pytest.mark.parametrize("rules,bids,offered", [
    (DEUX, [HEARTS], True),
    (RuleSet(variant="deux", exchange7="off"), [HEARTS], False),
    # Trump named in round two: not the retourne's suit, no exchange.
    (DEUX, [None, None, SPADES], False),
])
def test_when_the_exchange_is_offered(rules: RuleSet, bids: list[int | None],
                                      offered: bool) -> None:
    # A deck where S (non-dealer) holds the 7 of both hearts and spades from the start.
    deck = parse_cards("7♥ 7♠ A♣ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠ 7♦ 10♥ 9♠ Q♣ 9♥ 8♦ J♣ K♦ J♦ "
                       "9♣ Q♠ Q♦ 10♣ 7♣ K♥ A♠ Q♥ 8♥ K♣ A♥ A♦")
    game = Game.deal(deck, Seat.N, rules)
    for b in bids:
        game.apply(Take(b))
    assert (game.phase is Phase.EXCHANGE) is offered


def test_no_exchange_when_the_retourne_is_the_seven() -> None:
    deck = parse_cards("K♦ A♣ Q♠ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠ 7♦ 7♥ 9♠ Q♣ 9♥ 8♦ J♣ 7♣ J♦ 9♣ "
                       "10♥ Q♦ 10♣ 7♠ K♥ A♠ Q♥ 8♥ K♣ A♥ A♦")
    game = Game.deal(deck, Seat.N, DEUX)
    game.apply(Take(HEARTS))
    assert not game.can_exchange() if isinstance(game, DeuxGame) else False


def test_four_passes_void_the_deal_and_the_other_player_deals() -> None:
    game = worked_game()
    assert game.legal_actions() == [Take(None), Take(HEARTS)]
    view = game.view(Seat.S)
    assert isinstance(view, BidView) and view.round == 1
    game.apply(Take(None))
    assert game.to_act is Seat.N
    assert game.view(Seat.N).round == 1  # type: ignore[union-attr]
    game.apply(Take(None))
    assert game.to_act is Seat.S and Take(HEARTS) not in game.legal_actions()
    # Two passes end round one at belote à deux: S's view says round two.
    view = game.view(Seat.S)
    assert isinstance(view, BidView) and view.round == 2 and game.view(Seat.N).round == 2
    with pytest.raises(IllegalPlayError,
                       match=r"^in round two name a suit other than ♥ \(10♥\), or pass$"):
        game.apply(Take(HEARTS))
    game.apply(Take(None))
    game.apply(Take(None))
    assert game.is_over and game.is_void and game.score is None
    assert game.next_dealer is Seat.S
    # The void deal is still seen as dealt: each player's six cards and the four passes.
    view = game.view(Seat.S)
    assert isinstance(view, BidView) and view.hand == mask_of(parse_cards("K♦ A♣ Q♠ J♥ 8♣ 10♠"))
    assert view.retourne == card("10♥") and [b[1] for b in view.bids] == [None] * 4


# --- legal plays, table-driven ----------------------------------------------------------

@pytest.mark.parametrize("hand,trick,drawing,legal", [
    # While the talon lasts: anything, on any lead.
    ("A♥ 7♥ K♠ 8♦", "Q♥", True, "A♥ 7♥ K♠ 8♦"),
    ("A♠ 7♥ K♠ 8♦", "10♠", True, "A♠ 7♥ K♠ 8♦"),
    ("7♥ K♣ 8♦", "A♠", True, "7♥ K♣ 8♦"),
    ("A♥ 7♥ K♠", "", True, "A♥ 7♥ K♠"),
    # After it: follow a plain suit with any card of it (nothing to beat: no partner).
    ("A♠ 7♠ 9♥ 8♦", "10♠", False, "A♠ 7♠"),
    # Void in the plain suit led: trump, any trump.
    ("7♥ 9♥ 8♦ K♣", "10♠", False, "7♥ 9♥"),
    # Void and no trump: anything.
    ("8♦ K♣ A♦", "10♠", False, "8♦ K♣ A♦"),
    # Trump led: beat it if you can.
    ("A♥ 8♥ 7♥ K♠", "Q♥", False, "A♥"),
    ("J♥ 9♥ 8♥ K♠", "A♥", False, "J♥ 9♥"),
    # Cannot beat it: any trump.
    ("8♥ 7♥ K♠", "Q♥", False, "8♥ 7♥"),
    # No trump: anything.
    ("K♠ 8♦", "Q♥", False, "K♠ 8♦"),
    # The leader is free in both phases.
    ("A♥ 7♥ K♠", "", False, "A♥ 7♥ K♠"),
])
def test_legal_plays_two(hand: str, trick: str, drawing: bool, legal: str) -> None:
    got = legal_plays_two(mask_of(parse_cards(hand)), parse_cards(trick), HEARTS, drawing)
    assert got == mask_of(parse_cards(legal))


# --- the score ------------------------------------------------------------------------------

@pytest.mark.parametrize("points,last,taker,belote,capot,rules,result,score,held", [
    ((89, 73), 1, Seat.S, 0, None, DEUX, "made", (109, 73), 0),
    ((82, 80), 0, Seat.S, None, None, DEUX, "made", (82, 80), 0),
    ((80, 82), 1, Seat.S, None, None, DEUX, "dedans", (0, 162), 0),
    ((80, 82), 1, Seat.S, 0, None, DEUX, "dedans", (20, 162), 0),  # belote kept
    ((81, 81), 1, Seat.N, None, None, DEUX, "litige", (81, 0), 81),
    ((81, 81), 1, Seat.N, None, None, RuleSet(variant="deux", tie="dedans"), "dedans",
     (162, 0), 0),
    ((162, 0), 0, Seat.S, None, 0, DEUX, "made", (252, 0), 0),
    ((162, 0), 0, Seat.N, None, 0, DEUX, "dedans", (252, 0), 0),
    ((0, 162), 1, Seat.N, 0, 1, RuleSet(variant="deux", capot=250), "made", (20, 250), 0),
    # contract=total: 80 + 20 belote against 82: made.
    ((80, 82), 1, Seat.S, 0, None, RuleSet(variant="deux", contract="total"), "made",
     (100, 82), 0),
])
def test_score_two(points: tuple[int, int], last: int, taker: Seat, belote: int | None,
                   capot: int | None, rules: RuleSet, result: str, score: tuple[int, int],
                   held: int) -> None:
    got = score_two(HEARTS, points, last, taker, rules, belote, capot)
    assert (got.result, got.score, got.held) == (result, score, held)
    assert got.taker is taker and got.players == PLAYERS and got.tally.ok


def test_refused_rules_and_dealers() -> None:
    for bad in ({"sa_ta": "on"}, {"announcements": "on"}):
        with pytest.raises(RuleError, match="variant=deux"):
            RuleSet(variant="deux", **bad)  # type: ignore[arg-type]
    with pytest.raises(RuleError,
                       match="^dealer: belote à deux is played by S and N: E cannot deal$"):
        Game.deal(list(DECK), Seat.E, DEUX)
    with pytest.raises(RuleError, match="^dealer: belote découverte is played by S and N: W "):
        Game.deal(list(DECK), Seat.W, "variant=decouverte")
    with pytest.raises(RuleError, match="32 cards"):
        Game.deal(list(DECK[:-1]) + [DECK[0]], Seat.N, DEUX)
    game = worked_game()
    with pytest.raises(IllegalPlayError):
        game.apply(Play(DECK[0]))
    with pytest.raises(RuleError):
        game.settle_play(0, 0, 0, 0)


# --- random deals ---------------------------------------------------------------------------

def random_deals(count: int, seed: int) -> None:
    rule_sets = [DEUX, RuleSet(variant="deux", exchange7="off", belote="declared"),
                 RuleSet(variant="deux", contract="total", tie="dedans", capot=250)]
    for n in range(count):
        rng = random.Random(seed * 1_000_003 + n)
        rules = rule_sets[n % len(rule_sets)]
        game = Game.shuffle(rng, PLAYERS[n % 2], rules)
        bots = [find_bot("random", random.Random(rng.random())) for _ in range(4)]
        seen = 0
        while not game.is_over:
            actions = game.legal_actions()
            assert actions, (n, game)
            if game.phase is Phase.PLAY:
                assert game.legal_cards() != 0
                if not game.trick:
                    held = min(6, 16 - len(game.tricks))
                    assert all(game.hand(s).bit_count() == held for s in PLAYERS)
                seat = game.to_act
                assert seat in PLAYERS
                view = game.player_view()
                c = bots[seat].play(view)
                seen |= 1 << c
                game.apply(Play(c))
            else:
                game.apply(actions[rng.randrange(len(actions))])
        if game.is_void:
            assert game.next_dealer is game.dealer.partner  # type: ignore[union-attr]
            continue
        result = game.score
        assert result is not None and result.tally.ok and sum(result.points) == 162, n
        assert seen == (1 << 32) - 1 and len(game.tricks) == 16
        assert all(game.hand(s) == 0 for s in PLAYERS)
        assert game.talon_size == 0
        # The deal as recorded scores the same when read back.
        (back,) = loads(game.deal_file())
        assert replay(back).score.score == result.score, game.deal_file()


def test_random_deals_tally_162_and_nobody_is_without_a_card() -> None:
    random_deals(300, 1)


@pytest.mark.slow
def test_many_random_deals_tally_162_and_nobody_is_without_a_card() -> None:
    random_deals(5000, 2)


def test_bots_play_a_deal_out() -> None:
    for name in ("random", "heuristic"):
        for s in range(20):
            bots = [find_bot(name, random.Random(k + s)) for k in range(4)]
            game = play_out(Game.shuffle(random.Random(s), Seat.S, DEUX), bots)
            assert game.is_over
            assert game.is_void or (game.score is not None and game.score.tally.ok)


def test_a_litige_of_two_scored_alone_holds_nothing_for_a_next_deal() -> None:
    from belote_cli.render import render_deal

    # 81–81, N taking: S scores 81, N's 81 are held (the score table above).
    litige = score_two(HEARTS, (81, 81), 1, Seat.N, DEUX, None, None)
    assert ("litige: 81–81; S scores 81 now, N's 81 are held for the winner of the next deal"
            in render_deal(litige, None))
    alone = render_deal(litige, None, alone=True)
    assert "litige: 81–81; S scores 81, N's 81 go to no other deal ('match: none')" in alone
    assert "next deal" not in alone
    assert "les 81 de N ne vont à aucune autre donne" in render_deal(litige, None, "fr",
                                                                      alone=True)


def test_bottom_is_the_retourne_beside_the_talon_while_the_players_take() -> None:
    # VARIANTS.md: cards 14-32 are the talon; the retourne lies face up beside it and is
    # slid under it once a player takes, the last card drawn. bottom's docstring said "the
    # card face up under the talon" first: it names the card drawn last, which before the
    # taking is the retourne beside the talon, and says so. belote play --seed 5 --rule
    # variant=deux: N deals, the retourne is Q♦.
    game = Game.seeded(5, DEUX)
    assert game.phase is Phase.BID and game.retourne == card("Q♦")
    assert game.bottom == game.retourne and len(game.talon) == 32 - 2 * 6 - 1 == 19
    assert game.talon_size == 19 + 1  # the retourne counted among the cards to draw
    game.apply(Take(game.retourne >> 3))  # S takes ♦: the retourne goes under the talon
    assert game.bottom == card("Q♦") and game.talon_size == 20
    doc = " ".join((type(game).bottom.__doc__ or "").split())
    assert "face up beside the talon until the taking slides it under" in doc


@pytest.mark.parametrize(("variant", "game", "jeu"), [
    ("deux", "belote à deux", "la belote à deux"),
    ("decouverte", "belote découverte", "la belote découverte")])
@pytest.mark.parametrize("phase", ["bid", "play", "over"])
def test_every_method_that_takes_a_seat_refuses_e_and_w_alike(variant: str, game: str,
                                                              jeu: str, phase: str) -> None:
    # The games of two are played by S and N (VARIANTS.md): E and W, written as a Seat,
    # a letter, an int (1 is E, 3 is W) or a word, hold no cards and have no view. Each
    # method that takes a seat refuses them as view did, with the same words, where hand
    # and cards gave an empty hand.
    deal = Game.deal(list(DECK), Seat.N, RuleSet(variant=variant))
    if phase != "bid":
        deal.take()  # S speaks first and takes the retourne's suit
        if phase == "over":
            while not deal.is_over:
                deal.apply(deal.legal_actions()[0])
    assert deal.phase.value == phase
    methods = ["hand", "cards", "view"] + (["face_down"] if variant == "decouverte" else [])
    for method in methods:
        for seat, english, french in ((Seat.E, "E", "E"), (Seat.W, "W", "O"), ("E", "E", "E"),
                                      ("w", "W", "O"), (1, "E", "E"), (3, "W", "O"),
                                      ("ouest", "W", "O")):
            with pytest.raises(RuleError) as caught:
                getattr(deal, method)(seat)
            assert str(caught.value) == f"seat: {game} is played by S and N, not {english}"
            assert describe(caught.value, "fr") == (
                f"seat\xa0: {jeu} se joue entre S et N, pas {french}")
        for player in (Seat.S, "N", 2, 0):  # the two players, as before
            getattr(deal, method)(player)
    assert deal.cards("S") == deal.hand(2) == deal.view(Seat.S).hand


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_hands_are_four_by_seat_with_e_and_w_empty(variant: str) -> None:
    # Game.hands at the games of two: four Cards indexed by seat, as at four (hands[Seat.S]
    # is S's), E's and W's empty, S's and N's as dealt. Dealt by N from the deck in card
    # order: at belote à deux (the variant rules' deal) S has cards 1-3 and 7-9, N 4-6 and
    # 10-12; at belote découverte the hands are the face-up cards, S's 9-12 and 25-28
    # (docs/api.md's layout), N's 13-16 and 29-32.
    game = Game.deal(list(range(32)), Seat.N, f"variant={variant}")
    assert game.hands is not None and len(game.hands) == 4
    if variant == "deux":
        south, north = "7♠ 8♠ 9♠ K♠ A♠ 7♥", "10♠ J♠ Q♠ 8♥ 9♥ 10♥"
    else:
        south, north = "7♥ 8♥ 9♥ 10♥ 7♣ 8♣ 9♣ 10♣", "J♥ Q♥ K♥ A♥ J♣ Q♣ K♣ A♣"
    assert game.hands[Seat.S] == mask_of(parse_cards(south))
    assert game.hands[Seat.N] == mask_of(parse_cards(north))
    assert game.hands[Seat.E] == game.hands[Seat.W] == 0
    assert [str(h) for h in game.hands] == [str(game.hands[Seat.N]), "-",
                                            str(game.hands[Seat.S]), "-"]
    assert game.hands[Seat.S] == game.cards("S") and game.hands[Seat.N] == game.cards("N")


# --- the two-player Game as the library shows it -------------------------------------------

def test_repr_and_state_of_a_two_player_game() -> None:
    # Dealt by N from the deck in order: S, the non-dealer, speaks first. At belote à deux
    # card 13 is the retourne (J♥); at découverte card 32, the dealer's last face-up card
    # (A♣).
    deck = list(range(32))
    deux = Game.deal(deck, Seat.N, "variant=deux")
    assert repr(deux) == "<Game deux (bid, S to act)>"
    assert deux.retourne == parse_card("J♥")
    decouverte = Game.deal(deck, Seat.N, "variant=decouverte")
    assert repr(decouverte) == "<Game decouverte (bid, S to act)>"
    assert decouverte.retourne == parse_card("A♣")
    # Nothing taken, nothing played: no belote yet, and no four-player play state.
    for game in (deux, decouverte):
        assert game.state is None
        assert game.belote is None and game.belote_pairs() == []


def test_round_one_takes_the_retourne_s_suit_only() -> None:
    # The retourne is J♥: in round one S may take ♥ or pass, not name another suit.
    game = Game.deal(list(range(32)), Seat.N, "variant=deux")
    with pytest.raises(IllegalPlayError, match="in round one you can only take ♥ or pass"):
        game.apply(Take(SPADES))
    assert game.to_act is Seat.S and game.phase is Phase.BID
    # A card's text is an action of the play only.
    with pytest.raises(IllegalPlayError, match="S: expected a bid \\(Take\\), not '9♠'"):
        game.apply("9♠")


def test_apply_reads_a_take_s_text_at_both_games_of_two() -> None:
    # As Game.apply does at four: "pass" passes and a suit's text takes (they were refused,
    # "S: expected bid, not 'pass'"); a word that is no suit says how to write one.
    # Dealt by N from the deck in card order: the retourne is J♥ at belote à deux, a ♣ at
    # belote découverte; S speaks first.
    for rules, word, suit in (("variant=deux", "cœur", HEARTS), ("variant=decouverte", "C", CLUBS)):
        game = Game.deal(list(range(32)), Seat.N, rules)
        with pytest.raises(CardError, match="^unknown suit 'x': write ♠ ♥ ♦ ♣"):
            game.apply("x")
        game.apply("passe")
        assert game.to_act is Seat.N and game.phase is Phase.BID
        game.apply(word)  # N takes the retourne's suit
        assert [(bid.seat, bid.suit) for bid in game.bids] == [(Seat.S, None), (Seat.N, suit)]
        assert game.phase is not Phase.BID


def test_a_card_s_text_is_played_as_its_card() -> None:
    by_text, by_card = (Game.deal(list(range(32)), Seat.N, "variant=deux") for _ in range(2))
    # S, the non-dealer, holds the cards 1-3 and 7-9 of the deck, 7♠ 8♠ 9♠ K♠ A♠ 7♥, takes
    # ♥, may swap the 7♥ for the retourne and keeps it, then leads trick 1.
    for game in (by_text, by_card):
        game.apply(Take(HEARTS))
        assert game.phase is Phase.EXCHANGE
        game.apply(Exchange(False))
    assert by_text.hand(Seat.S) == mask_of(parse_cards("7♠ 8♠ 9♠ K♠ A♠ 7♥"))
    by_text.apply("A♠")
    by_card.apply(Play(parse_card("A♠")))
    assert by_text.tricks == by_card.tricks and by_text.to_act is by_card.to_act is Seat.N


def test_a_revoke_played_unchecked_is_recorded_and_scored_as_the_rules_say() -> None:
    # Dealt by N from the deck in order, S takes ♥ and keeps its 7♥; the first legal card
    # each time up to trick 11, where N leads Q♦ and S holds A♦ K♦: S must follow ♦.
    # check=False lets S's 8♣ through (a real table's revoke): it is recorded with the
    # rule it broke, and the deal is scored as if S were dedans, N 162.
    game = Game.deal(list(range(32)), Seat.N, "variant=deux")
    game.apply(Take(HEARTS))
    while len(game.tricks) < 10 or game.to_act is not Seat.S:
        game.apply(game.legal_actions()[0])
    assert len(game.tricks) == 10 and game.to_act is Seat.S
    assert game.hand(Seat.S) == mask_of(parse_cards("7♥ A♦ K♦ Q♣ J♣ 8♣"))
    with pytest.raises(IllegalPlayError, match="must follow ♦"):
        game.play("8♣")
    game.play("8♣", check=False)
    [revoke] = game.revokes
    assert (revoke.trick, revoke.seat, revoke.card, str(revoke.rule)) == (
        11, Seat.S, parse_card("8♣"), "must follow ♦")
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert game.score is not None and game.score.taker is Seat.S
    assert game.score.score == (0, 162)


def test_an_int_that_is_no_card_is_a_card_error_on_the_state() -> None:
    # 0-31 are the cards: 32 and -1 are none, a CardError saying so, not a card that the
    # player does not hold (an IllegalPlayError); the state is left as it was.
    state = TalonState(DECK, Seat.N, HEARTS, DEUX)
    for c in (32, -1):
        with pytest.raises(CardError, match=f"^card: no card {c}, a card is an int 0-31$"):
            state.play(c)
        with pytest.raises(CardError, match=f"^card: no card {c}, a card is an int 0-31$"):
            state.why_illegal(c)
    assert state.trick == [] and state.tricks == []


def test_why_illegal_reads_a_card_as_play_does() -> None:
    # After the talon, trick 11: N leads Q♦ and S, holding A♦ K♦, must follow ♦ (the deal
    # of the revoke test above). A card's text is read as play reads it; a bool is no
    # card, as everywhere in the library (it was read as card 1, the 8♠).
    game = Game.deal(list(range(32)), Seat.N, "variant=deux")
    game.apply(Take(HEARTS))
    while len(game.tricks) < 10 or game.to_act is not Seat.S:
        game.apply(game.legal_actions()[0])
    assert str(game.why_illegal("8♣")) == str(game.why_illegal(parse_card("8♣"))) == (
        "must follow ♦")
    assert game.why_illegal("A♦") is None and game.why_illegal("AK") is None
    with pytest.raises(TypeError, match=r"^card: a card is an int 0-31, not bool True$"):
        game.why_illegal(True)
    with pytest.raises(CardError, match=r"^card: unknown card '1X': write the rank"):
        game.why_illegal("1X")


def test_belote_pairs_name_who_played_king_and_queen_of_trump() -> None:
    # A deal of belote à deux, dealt by S: the retourne (card 13) is the A♠, N passes and
    # S takes ♠, swapping its 7♠ for the A♠ before it leads trick 6. After the talon S
    # holds K♠ and Q♠ and plays both (tricks 12 and 14): belote for S.
    deck = parse_cards("9♦ 8♠ 10♣ 7♣ 8♣ 7♠ 10♦ A♥ 8♥ A♦ 9♠ K♦ A♠ 7♥ J♦ J♣ 8♦ 10♠ 7♦ A♣ Q♠ "
                       "K♣ 9♥ K♥ Q♣ Q♥ J♠ 10♥ J♥ Q♦ 9♣ K♠")
    plays = ("8♥ 7♣ 7♥ 8♣ 9♦ 8♦ J♣ 7♦ 10♦ A♦ J♦ 9♥ K♥ Q♣ Q♥ 10♣ K♦ J♥ Q♦ 9♣ 10♥ A♥ 7♠ Q♠ "
             "A♠ J♠ 8♠ K♠ K♣ A♣ 10♠ 9♠")
    game = Game.deal(deck, Seat.S, "variant=deux")
    assert game.retourne == parse_card("A♠")
    game.apply(Take(None))
    game.apply(Take(SPADES))
    for card in parse_cards(plays):
        while game.phase is Phase.EXCHANGE:
            game.apply(Exchange(len(game.tricks) == 5))
        if card == parse_card("Q♠"):
            # Known from the first of the two, played while holding both (a queen drawn
            # after its king was played makes no belote): not before.
            assert game.belote_pairs() == [] and game.belote is None
        game.play(card)
        if card == parse_card("Q♠"):
            assert game.belote_pairs() == [(SPADES, Seat.S)]
    assert game.is_over and game.belote_pairs() == [(SPADES, Seat.S)]
    assert game.score is not None and game.score.belote is not None
