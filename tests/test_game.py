"""``Game``, the one flow of a deal: hand-built deals of every variant, step by step.

Expected values come from RULES.md (the worked figures, the obligations, the scoring) and
are counted by hand in the comments; no figure is taken from the program's output.
"""

from __future__ import annotations

import random
import warnings
from collections.abc import Sequence
from pathlib import Path

import pytest

from belote_cli.bots.base import BidView, PlayerView
from belote_cli.bots.registry import find_bot
from belote_cli.core.announcements import Announcement
from belote_cli.core.bidding import deal_order
from belote_cli.core.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    Cards,
    bits,
    mask_of,
    parse_card,
    parse_cards,
)
from belote_cli.core.coinche import COINCHE, PASS, SURCOINCHE, BidError, Call, Contract
from belote_cli.core.errors import CardError, IllegalPlayError, RuleError
from belote_cli.core.rules import RuleSet
from belote_cli.core.scoring import DEDANS, LITIGE, MADE, NONE
from belote_cli.core.seats import Seat, Team
from belote_cli.dealfile import loads
from belote_cli.dealfile.replay import replay
from belote_cli.engine.game import (
    Announce,
    Belote,
    CallView,
    Game,
    Phase,
    Play,
    Take,
)
from belote_cli.engine.match import Match, play_match
from belote_cli.engine.playing import play_deal, play_out

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
NS, EW = Team.NS, Team.EW


def cards(text: str) -> list[int]:
    return parse_cards(text)


def classic_deck(dealer: Seat, first: dict[Seat, str], retourne: str, rest: dict[Seat, str],
                 taker: Seat, clockwise: bool = True) -> list[int]:
    """The deck, in dealing order, that deals ``first`` (5 cards a seat, 3 then 2), turns
    ``retourne``, and completes the hands with ``rest`` once ``taker`` took (2 cards to the
    taker, 3 to the others), as RULES.md "Dealing" says."""
    order = deal_order(dealer, clockwise)
    deck = [0] * 32
    for k, seat in enumerate(order):
        five = cards(first[seat])
        deck[3 * k:3 * k + 3] = five[:3]
        deck[12 + 2 * k:14 + 2 * k] = five[3:]
    deck[20] = parse_card(retourne)
    pos = 21
    for seat in order:
        more = cards(rest[seat])
        assert len(more) == (2 if seat is taker else 3)
        deck[pos:pos + len(more)] = more
        pos += len(more)
    assert sorted(deck) == list(range(32))
    return deck


def coinche_deck(dealer: Seat, hands: dict[Seat, str], clockwise: bool = True) -> list[int]:
    """The deck that deals ``hands`` 3, 2 then 3 a seat from the seat after ``dealer``."""
    order = deal_order(dealer, clockwise)
    left = {seat: cards(hands[seat]) for seat in order}
    deck: list[int] = []
    for packet in (3, 2, 3):
        for seat in order:
            deck.extend(left[seat][:packet])
            left[seat] = left[seat][packet:]
    assert sorted(deck) == list(range(32))
    return deck


# S is dealt every heart: whatever the others play, S trumps or leads trumps and wins all
# eight tricks. E holds the spades, W the diamonds, N the clubs. N deals; E leads.
CAPOT_FIRST = {E: "A♠ 10♠ K♠ Q♠ J♠", S: "J♥ 9♥ A♥ 10♥ K♥", W: "A♦ 10♦ K♦ Q♦ J♦",
               N: "A♣ 10♣ K♣ Q♣ J♣"}
CAPOT_REST = {E: "9♠ 8♠ 7♠", S: "Q♥ 8♥", W: "9♦ 8♦ 7♦", N: "9♣ 8♣ 7♣"}


def capot_game(options: Sequence[str] = ()) -> Game:
    deck = classic_deck(N, CAPOT_FIRST, "7♥", CAPOT_REST, taker=S)
    return Game.deal(deck, N, RuleSet.parse(list(options)))


def play_randomly(game: Game, rng: random.Random, belote: bool = True) -> None:
    """Every card a random legal one (the others' choices cannot change a forced deal)."""
    while not game.is_over:
        if game.phase is Phase.BELOTE:
            game.apply(Belote(belote))
        elif game.phase is Phase.ANNOUNCE:
            game.apply(game.legal_actions()[-1])  # the whole best split
        else:
            game.apply(rng.choice(game.legal_actions()))


# --- classic: dealing, the two rounds, the play ---------------------------------------------


def test_classic_deal_round_one_and_the_completed_hands() -> None:
    game = capot_game()
    assert game.phase is Phase.BID and game.to_act is E  # the seat after the dealer
    assert game.retourne == parse_card("7♥")
    assert game.hand(S) == mask_of(cards("J♥ 9♥ A♥ 10♥ K♥"))
    # Round one: take the retourne's suit or pass.
    assert game.legal_actions() == [Take(None), Take(HEARTS)]
    game.apply(Take(None))
    assert game.to_act is S
    game.apply(Take(HEARTS))
    # S took: the retourne and 2 more cards; the others 3 each; E leads.
    assert game.taker is S and game.trump == HEARTS
    assert game.phase is Phase.PLAY and game.to_act is E
    assert game.hand(S) == mask_of(cards("J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥"))
    assert game.hand(E) == mask_of(cards("A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠"))
    assert game.hand(N) == mask_of(cards("A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣"))
    assert len(game.legal_actions()) == 8  # the leader plays anything


def test_round_two_names_another_suit() -> None:
    deck = classic_deck(N, CAPOT_FIRST, "7♥", {E: "9♠ 8♠", S: "Q♥ 8♥ 7♠", W: "9♦ 8♦ 7♦",
                                              N: "9♣ 8♣ 7♣"}, taker=E)
    game = Game.deal(deck, N)
    for _ in range(4):
        game.apply(Take(None))
    assert game.view(E) == BidView(E, game.hand(E), parse_card("7♥"), N, 2,
                                   ((E, None), (S, None), (W, None), (N, None)),
                                   (SPADES, DIAMONDS, CLUBS), RuleSet())
    assert game.legal_actions() == [Take(None), Take(SPADES), Take(DIAMONDS), Take(CLUBS)]
    with pytest.raises(IllegalPlayError, match="round two name a suit other than ♥"):
        game.apply(Take(HEARTS))
    game.apply(Take(SPADES))
    assert game.taker is E and game.trump == SPADES
    # The taker gets the retourne: E's eight cards are its spades, 7♥ and its 2 cards.
    assert game.hand(E) == mask_of(cards("A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♥"))


def test_a_seat_sees_only_its_own_cards_and_acts_only_on_its_turn() -> None:
    game = capot_game()
    view = game.view(S)
    assert isinstance(view, BidView)
    assert view.hand == game.hand(S) and view.legal == ()  # not S's turn
    assert game.view(E).legal == (HEARTS,)
    game.apply(Take(None))
    game.apply(Take(HEARTS))
    seen = game.view(W)
    assert isinstance(seen, PlayerView)
    assert seen.hand == game.hand(W) and seen.legal == 0  # E is to play
    assert seen.taker is S and seen.retourne == parse_card("7♥")
    assert game.view(E).legal == game.hand(E)


def test_capot_by_the_takers_with_their_belote_252_plus_20() -> None:
    # RULES.md: takers win every trick, 252 / 0; S's K♥ Q♥ add belote's 20.
    for seed in range(20):
        game = capot_game()
        game.apply(Take(None))
        game.apply(Take(HEARTS))
        play_randomly(game, random.Random(seed))
        score = game.score
        assert score is not None and game.is_over and not game.is_void
        assert score.points == (162, 0) and score.capot is NS and score.result == MADE
        assert score.belote is NS and score.score == (272, 0)
        assert game.next_dealer is E


def test_undertrump_worked_figure() -> None:
    # RULES.md: trump ♠, clockwise. W leads A♦, N plays 7♦, E trumps with 9♠. S holds
    # 8♠ 7♠ K♥ A♣ (and four more, none a diamond nor a trump above the 9).
    hands = {S: "8♠ 7♠ K♥ A♣ Q♥ J♥ 10♣ 9♣", W: "A♦ K♦ Q♦ 10♥ 9♥ 8♥ 7♥ A♥",
             N: "7♦ 8♦ 9♦ 10♦ J♦ K♣ Q♣ J♣", E: "9♠ J♠ A♠ 10♠ K♠ Q♠ 8♣ 7♣"}

    def after_three(undertrump: str, swap: bool = False) -> Game:
        h = dict(hands)
        if swap:  # J♠ in S's hand instead of 10♣
            h[S], h[E] = h[S].replace("10♣", "J♠"), h[E].replace("J♠", "10♣")
        masks = [mask_of(cards(h[seat])) for seat in Seat]
        game = Game.at_play(masks, SPADES, W, RuleSet.parse([f"undertrump={undertrump}"]),
                            taker=W, dealer=S)
        for c in ("A♦", "7♦", "9♠"):
            game.apply(Play(parse_card(c)))
        assert game.to_act is S
        return game

    free = after_three("free")
    assert {a.card for a in free.legal_actions() if isinstance(a, Play)} == set(
        cards(hands[S]))
    required = after_three("required")
    assert required.legal_actions() == [Play(parse_card("7♠")), Play(parse_card("8♠"))]
    with pytest.raises(IllegalPlayError) as err:
        required.apply(Play(parse_card("K♥")))
    assert "must undertrump" in str(err.value.rule)
    assert required.to_act is S and len(required.legal_actions()) == 2  # nothing changed
    for rule in ("free", "required"):
        assert after_three(rule, swap=True).legal_actions() == [Play(parse_card("J♠"))]


def test_an_action_of_the_wrong_kind_names_what_is_expected() -> None:
    game = capot_game()
    with pytest.raises(IllegalPlayError, match="E: expected a bid"):
        game.apply(Play(parse_card("A♠")))
    with pytest.raises(IllegalPlayError, match="in round one you can only take ♥ or pass"):
        game.apply(Take(SPADES))
    assert game.phase is Phase.BID and game.to_act is E and game.bids == []
    game.apply(Take(HEARTS))
    with pytest.raises(IllegalPlayError, match="expected a card"):
        game.apply(Take(None))
    with pytest.raises(IllegalPlayError, match="J♥ is not in E's hand"):
        game.apply(Play(parse_card("J♥")))  # E to play; J♥ is S's


def test_a_take_reads_pass_as_its_repr_writes_it_and_apply_reads_a_take_s_text() -> None:
    # Take(None)'s repr is Take(pass); Take("pass") was "unknown suit 'pass'", and apply
    # read text in the play and the coinche auction only ("expected a bid (Take), not
    # 'pass'" in the taking).
    assert Take("pass") == Take(" Passe ") == Take(None)
    assert repr(Take("pass")) == "Take(pass)"
    game = capot_game()  # N deals, E bids first, the retourne a ♥
    game.apply("pass")
    game.apply("passe")
    with pytest.raises(IllegalPlayError, match="^in round one you can only take ♥ or pass$"):
        game.apply("♠")
    with pytest.raises(IllegalPlayError, match="^W: expected a bid \\(Take\\), not 'J♥'$"):
        game.apply("J♥")  # a card's text in the taking (was "unknown suit 'J♥'")
    game.apply("♥")  # W takes
    assert [(bid.seat, bid.suit) for bid in game.bids] == [(E, None), (S, None), (W, HEARTS)]
    assert game.phase is Phase.PLAY


@pytest.mark.parametrize("variant", ["classic", "deux"])
def test_apply_takes_a_card_s_int_in_the_play_as_play_does(variant: str) -> None:
    # Game.play takes a card's int or text, and so does apply in the play (it took the
    # text alone: "expected a card (Play), not 12"); an int elsewhere is no action.
    game = Game.shuffle(random.Random(3), Seat.S, RuleSet(variant=variant))
    with pytest.raises(IllegalPlayError, match="^[NESW]: expected a bid \\(Take\\), not 12$"):
        game.apply(12)
    game.take()
    while game.phase is not Phase.PLAY:
        game.apply(game.legal_actions()[0])  # the exchange of the seven, at belote à deux
    seat, card = game.to_act, min(bits(game.legal_cards()))
    game.apply(card)
    assert game.trick[-1] == card and game.to_act is not seat
    with pytest.raises(IllegalPlayError, match="expected a card \\(Play\\), not True"):
        game.apply(True)
    with pytest.raises(CardError, match="no card 40"):
        game.apply(40)


def test_a_take_reads_the_words_of_a_pass_the_prompt_reads_but_p_which_is_pique() -> None:
    # The classic prompt and a coinche call read "no", "non", "passer", "je passe" as a
    # pass; Take read "pass" and "passe" alone ("unknown suit 'non'"). "p" is pique in a
    # suit's text (P K T, docs/api.md), so Take("p") stays ♠.
    for word in ("no", "NON", "n", "passer", "je  passe", "passes"):
        assert Take(word) == Take(None), word
    assert Take("p") == Take("P") == Take(SPADES)
    game = capot_game()  # N deals, E bids first
    game.apply("non")
    assert [(bid.seat, bid.suit) for bid in game.bids] == [(E, None)]


def test_apply_reads_a_word_of_taking_as_take_does_the_retourne_s_suit_in_round_one() -> None:
    # The classic prompt reads "take", "prends", "je prends"; apply read them as a suit's
    # text ("unknown suit 'take'"). Round one takes the retourne's suit (take()); round two
    # asks for a suit; a single letter stays a suit (t: trèfle).
    game = capot_game()  # N deals, E bids first, the retourne 7♥
    with pytest.raises(IllegalPlayError, match="^in round one you can only take ♥ or pass$"):
        game.apply("t")  # trèfle, not "take"
    game.apply("Je prends")
    assert [(bid.seat, bid.round, bid.suit) for bid in game.bids] == [(E, 1, HEARTS)]
    assert game.phase is Phase.PLAY
    game = capot_game()
    for _ in range(4):
        game.apply("pass")
    with pytest.raises(IllegalPlayError, match="^round two of the taking: name the suit"):
        game.apply("take")
    assert len(game.bids) == 4 and game.to_act is E


def test_void_deal_when_all_pass_twice() -> None:
    game = capot_game(["direction=anticlockwise"])
    seen = []
    while not game.is_over:
        seen.append(game.to_act)
        game.apply(Take(None))
    # Anticlockwise from N: the seat after the dealer is W, then S, E, N; twice.
    assert seen == [W, S, E, N] * 2
    assert game.is_void and game.score is None and game.to_act is None
    assert game.phase is Phase.OVER and game.legal_actions() == []
    assert game.next_dealer is W  # the deal passes on, void deals included
    with pytest.raises(RuleError):
        game.deal_file()
    with pytest.raises(IllegalPlayError, match="over"):
        game.apply(Take(None))


def test_the_record_replays_to_the_same_score() -> None:
    for seed in range(30):
        rng = random.Random(seed)
        rules = RuleSet.parse(["announcements=on"] if seed % 2 else [])
        bots = [find_bot("heuristic", random.Random(seed * 4 + s)) for s in range(4)]
        game = play_deal(bots, rng, Seat(seed % 4), rules)
        if game.is_void:
            continue
        assert game.score is not None
        (record,) = loads(game.deal_file())
        assert record == game.to_record()
        assert replay(record).score == game.score


def test_result_is_the_old_name_of_score() -> None:
    # Game.result and Game.score were one DealScore by two names, and a DealScore's own
    # result is the word of its fate: game.result.result. The old name still gives the
    # score, and warns, pointed at the line that read it.
    bots = [find_bot("random", random.Random(s)) for s in range(4)]
    game = play_deal(bots, random.Random(5), Seat.N)
    with pytest.warns(DeprecationWarning, match=r"^Game\.result is deprecated and goes in "
                                                r"the next release: use Game\.score$") as caught:
        old = game.result
    assert caught[0].filename == __file__
    assert old is game.score and (old is None) is game.is_void
    # The new name reads without a warning (in both builds: the compiled class has no
    # __slots__ to look at).
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert game.score is old

def test_record_is_the_old_name_of_deal_file() -> None:
    # Game.record() gave the deal file's text and Game.to_record() the DealRecord: one word
    # for two things. The text is deal_file(); record() still gives it, and warns, pointed
    # at the line that called it.
    import inspect

    from belote_cli.dealfile import dumps

    bots = [find_bot("random", random.Random(s)) for s in range(4)]
    game = play_deal(bots, random.Random(1), Seat.N)
    assert not game.is_void  # a deal played, not passed out
    with pytest.warns(DeprecationWarning, match=r"^Game\.record\(\) is deprecated and goes in "
                                                r"the next release: use Game\.deal_file\(\)$"
                      ) as caught:
        line = inspect.currentframe().f_lineno + 1  # type: ignore[union-attr]
        old = game.record(independent=True)
    assert (caught[0].filename, caught[0].lineno) == (__file__, line)
    assert len(caught) == 1
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert old == game.deal_file(independent=True) == dumps(game.to_record(True))
        assert "match: none" in old.splitlines()
        assert game.deal_file() == dumps(game.to_record())


# --- belote auto / declared ---------------------------------------------------------------


@pytest.mark.parametrize("said", [True, False])
def test_declared_belote_counts_only_when_said(said: bool) -> None:
    game = capot_game(["belote=declared"])
    game.apply(Take(None))
    game.apply(Take(HEARTS))
    asked = 0
    rng = random.Random(1)
    while not game.is_over:
        if game.phase is Phase.BELOTE:
            asked += 1
            assert game.to_act is S and game.legal_actions() == [Belote(True), Belote(False)]
            with pytest.raises(IllegalPlayError):
                game.apply(Play(parse_card("7♥")))
            game.apply(Belote(said))
        else:
            game.apply(rng.choice(game.legal_actions()))
    assert asked == 1  # with the first of K♥ and Q♥ only
    assert game.score is not None
    assert game.score.score == ((272, 0) if said else (252, 0))
    assert ("belote: S" in game.deal_file()) is said
    assert replay(loads(game.deal_file())[0]).score == game.score


def test_auto_belote_asks_nothing() -> None:
    game = capot_game()
    game.apply(Take(None))
    game.apply(Take(HEARTS))
    phases = set()
    rng = random.Random(2)
    while not game.is_over:
        phases.add(game.phase)
        game.apply(rng.choice(game.legal_actions()))
    assert phases == {Phase.PLAY}


# --- the rule book's scoring figures through the game -------------------------------------

# N holds K♥ Q♥ (belote for NS); the cards do not matter to ``settle_play``.
HANDS = [mask_of(cards(h)) for h in ("K♥ Q♥ A♠ 10♠ K♠ Q♠ J♠ 9♠", "A♥ 10♥ 8♠ 7♠ A♦ 10♦ K♦ Q♦",
                                      "J♥ 9♥ J♦ 9♦ 8♦ 7♦ A♣ 10♣", "8♥ 7♥ K♣ Q♣ J♣ 9♣ 8♣ 7♣")]
HANDS_EW_BELOTE = [HANDS[1], HANDS[0], HANDS[3], HANDS[2]]


@pytest.mark.parametrize("hands, taker, played, expected", [
    # Takers 87 + dix de der = 97, defence 65: made, 97 / 65 (E holds the belote: +20).
    (HANDS_EW_BELOTE, N, (97, 65, 5, N), (MADE, (97, 85))),
    # Takers 80, defence 82: dedans, 0 / 162; with the takers' belote, 20 / 162.
    (HANDS, N, (80, 82, 4, E), (DEDANS, (20, 162))),
    (HANDS_EW_BELOTE, N, (80, 82, 4, E), (DEDANS, (0, 182))),
    # 81-81: the defence's 81 now, the takers' 81 held (belote stays with its team).
    (HANDS_EW_BELOTE, N, (81, 81, 4, N), (LITIGE, (0, 101))),
    # Takers win every trick: 252 / 0; with the defence's belote, 252 / 20.
    (HANDS_EW_BELOTE, S, (162, 0, 8, S), (MADE, (252, 20))),
    # The defence wins every trick: 252 to the defence.
    (HANDS, S, (0, 162, 0, W), (DEDANS, (20, 252))),
])
def test_rule_book_figures(hands: list[int], taker: Seat, played: tuple[int, int, int, Seat],
                           expected: tuple[str, tuple[int, int]]) -> None:
    game = Game.at_play(hands, HEARTS, E, RuleSet(), taker=taker, dealer=N)
    score = game.settle_play(*played)
    assert (score.result, score.score) == expected
    assert game.is_over and game.score is score
    if score.result == LITIGE:
        assert score.held == 81


def test_capot_250_option() -> None:
    game = Game.at_play(HANDS_EW_BELOTE, HEARTS, E, RuleSet.parse(["capot=250"]), taker=S)
    assert game.settle_play(162, 0, 8, S).score == (250, 20)


def test_a_back_end_s_play_finds_the_splits_of_the_seats_yet_to_announce() -> None:
    # announcements=on: E, the leader, declares nothing, then a back-end plays, given no
    # splits (``declared``): ``settle_play`` finds the best split of each seat yet to
    # announce. N: 9♠ to A♠, a cent; S: 7♦ 8♦ 9♦; W: 7♣ 8♣ 9♣ and J♣ Q♣ K♣. E's Q♦ K♦ A♦
    # is not announced: E had its turn. N's cent is the best: NS score N's 100 and S's
    # tierce, 120.
    game = Game.at_play(HANDS, HEARTS, E, RuleSet.parse(["announcements=on"]), taker=N,
                        dealer=N)
    game.apply(Announce(()))
    score = game.settle_play(97, 65, 5, N)
    assert sorted((d.seat, d.announcement.kind) for d in game.declared) == [
        (N, "cent"), (S, "tierce"), (W, "tierce"), (W, "tierce")]
    assert score.announcements == (120, 0)


# --- coinche ----------------------------------------------------------------------------------

COINCHE_HANDS = {N: "J♥ 9♥ A♥ 10♥ K♥ Q♥ A♠ A♦", E: "8♥ 7♥ 10♠ K♠ Q♠ J♠ 9♠ 8♠",
                 S: "7♠ 10♦ K♦ Q♦ J♦ 9♦ 8♦ 7♦", W: "A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣"}


def coinche_game(dealer: Seat = W) -> Game:
    rules = RuleSet.parse(["variant=coinche"])
    return Game.deal(coinche_deck(dealer, COINCHE_HANDS), dealer, rules)


def test_coinche_deal_is_3_2_3_and_the_auction_opens_after_the_dealer() -> None:
    game = coinche_game()
    assert game.phase is Phase.CALL and game.to_act is N and game.retourne is None
    for seat in Seat:
        assert game.hand(seat) == mask_of(cards(COINCHE_HANDS[seat]))
    legal = game.legal_actions()
    # Pass, or 80 … 160 and capot in each of the four suits; nothing to coinche yet.
    assert legal[0] == PASS and len(legal) == 1 + 10 * 4
    assert COINCHE not in legal and SURCOINCHE not in legal
    view = game.view(E)
    assert isinstance(view, CallView) and view.legal == () and view.hand == game.hand(E)


def test_coinche_surcoinche_ends_the_auction_and_scores_times_four() -> None:
    game = coinche_game()
    game.apply(Call.bid(80, HEARTS))  # N
    with pytest.raises(BidError, match="not above the last bid"):
        game.apply(Call.bid(80, SPADES))  # E: not above 80
    assert COINCHE in game.legal_actions()
    game.apply(COINCHE)  # E
    with pytest.raises(BidError, match="coinched: no more bids"):
        game.apply(Call.bid(100, DIAMONDS))  # S
    game.apply(SURCOINCHE)  # S: the takers may surcoinche, which ends the auction
    assert game.contract == Contract(80, HEARTS, N, 4)
    assert game.phase is Phase.PLAY and game.to_act is N and game.taker is N
    # Made (NS 100, at least 82 and the bid): 160 + 80 × 4 = 480, the other team 0; N's
    # K♥ Q♥ add NS's belote: 500.
    assert game.settle_play(100, 62, 6, N).score == (500, 0)


def test_coinche_plain_contract_made_and_failed() -> None:
    for played, expected in (((100, 62, 6, N), (100 + 90 + 20, 62)),  # made: points + bid
                             ((60, 102, 3, E), (20, 160 + 90))):  # failed: 160 + bid
        game = coinche_game()
        game.apply(Call.bid(90, HEARTS))
        for _ in range(3):
            game.apply(PASS)
        assert game.contract == Contract(90, HEARTS, N)
        assert game.settle_play(*played).score == expected


def test_coinche_four_passes_void_the_deal() -> None:
    game = coinche_game(dealer=S)
    for seat in (W, N, E, S):
        assert game.to_act is seat
        game.apply(PASS)
    assert game.is_over and game.is_void and game.score is None and game.next_dealer is W


def test_the_view_of_a_void_deal_is_its_auction_s() -> None:
    # The view of a void deal was a PlayerView with trump=-1, a suit that does not exist;
    # nobody took, so a seat knows what the auction showed it, as at belote à deux.
    game = capot_game(["direction=anticlockwise"])  # dealt by N: W speaks first
    while not game.is_over:
        game.apply(Take(None))
    view = game.view(S)
    assert isinstance(view, BidView) and view.legal == () and view.round == 2
    assert view.bids == tuple((seat, None) for seat in (W, S, E, N) * 2)
    assert view.hand == game.hand(S) and view.hand.bit_count() == 5
    coinche = coinche_game(dealer=S)
    for _ in range(4):
        coinche.apply(PASS)
    seen = coinche.view("E")
    assert isinstance(seen, CallView) and seen.legal == () and seen.hand == coinche.hand(E)
    assert seen.calls == ((W, PASS), (N, PASS), (E, PASS), (S, PASS))


def test_coinche_played_through() -> None:
    game = coinche_game()
    game.apply(Call.bid(80, HEARTS))
    for _ in range(3):
        game.apply(PASS)
    play_randomly(game, random.Random(3))
    score = game.score
    assert score is not None and sum(score.points) == 162
    (record,) = loads(game.deal_file())
    assert record.contract == Contract(80, HEARTS, N)
    assert replay(record).score == score


# --- the discovery deal -------------------------------------------------------------------


def test_discovery_deal() -> None:
    # N gets cards 0-7 (the spades), E the hearts, S the diamonds, W the clubs. Trump ♥:
    # S leads a diamond, E (void, an opponent winning) must trump and wins; then E leads
    # trumps: EW win all eight tricks. No contract: each team keeps its points; E's K♥ Q♥
    # bring no belote on the discovery deal.
    game = Game.discovery(list(range(32)), HEARTS)
    assert game.phase is Phase.PLAY and game.to_act is S and game.dealer is None
    assert game.hand(E) == mask_of(range(8, 16))
    play_randomly(game, random.Random(4))
    score = game.score
    assert score is not None
    assert score.result == NONE and score.points == (0, 162) and score.score == (0, 162)
    assert score.belote is None and game.next_dealer is None
    text = game.deal_file()
    assert "rules: discovery" in text and "taker" not in text and "dealer" not in text
    assert replay(loads(text)[0]).score.score == (0, 162)


def test_discovery_shuffle_draws_the_pack_then_the_trump() -> None:
    rng = random.Random(9)
    deck = list(range(32))
    rng.shuffle(deck)
    trump = rng.choice([SPADES, HEARTS, DIAMONDS, CLUBS])
    game = Game.shuffle(random.Random(9), N, discovery=True)
    assert game.trump == trump
    assert game.hand(N) == mask_of(deck[:8]) and game.hand(W) == mask_of(deck[24:])


def test_a_deck_must_hold_the_32_cards() -> None:
    with pytest.raises(RuleError, match="32 cards"):
        Game.deal([0] * 32, N)
    with pytest.raises(RuleError, match="32 cards"):
        Game.discovery(list(range(31)), HEARTS)


# --- announcements ------------------------------------------------------------------------


def test_announcements_before_each_first_card() -> None:
    game = capot_game(["announcements=on"])
    game.apply(Take(None))
    game.apply(Take(HEARTS))
    order = []
    rng = random.Random(5)
    while len(game.tricks) < 1:
        if game.phase is Phase.ANNOUNCE:
            seat = game.to_act
            assert seat is not None
            order.append(seat)
            # Each hand is one suit: an eight-card run, announced whole as one cent.
            legal = game.legal_actions()
            assert len(legal) == 2 and legal[0] == Announce(())
            (cent,) = legal[1].announcements  # type: ignore[union-attr]
            assert cent.kind == "cent" and cent.length == 8
            if seat is E:
                with pytest.raises(IllegalPlayError):
                    game.apply(Announce((Announcement.sequence(HEARTS, 7, 8),)))
                with pytest.raises(IllegalPlayError, match="expected announcements"):
                    game.apply(Play(parse_card("A♠")))
            game.apply(legal[1])
            assert game.shown_announcements == ()  # shown at the second trick
        else:
            game.apply(rng.choice(game.legal_actions()))
    assert order == [E, S, W, N]
    assert len(game.shown_announcements) == 4
    play_randomly(game, rng)
    # Four cents: the longest, then the highest top, then trump: S's hearts win, so NS
    # score theirs (S 100 + N 100). Capot 252 and belote 20 besides: 472 / 0.
    assert game.score is not None and game.score.score == (472, 0)
    assert game.score.announcements == (200, 0)
    assert replay(loads(game.deal_file())[0]).score == game.score


def test_declaring_nothing_scores_nothing() -> None:
    game = capot_game(["announcements=on"])
    game.apply(Take(None))
    game.apply(Take(HEARTS))
    play_out_quietly = random.Random(6)
    while not game.is_over:
        if game.phase is Phase.ANNOUNCE:
            game.apply(Announce(()))
        else:
            game.apply(play_out_quietly.choice(game.legal_actions()))
    assert game.score is not None and game.score.score == (272, 0)


# --- bots, and a match ----------------------------------------------------------------------


@pytest.mark.parametrize("options", [[], ["variant=coinche"], ["announcements=on"],
                                     ["belote=declared", "direction=anticlockwise"]])
def test_bots_play_whole_deals(options: list[str]) -> None:
    rules = RuleSet.parse(options)
    for seed in range(20):
        bots = [find_bot(name, random.Random(seed * 4 + s))
                for s, name in enumerate(("heuristic", "random") * 2)]
        game = play_deal(bots, random.Random(seed), Seat(seed % 4), rules)
        assert game.is_over
        if game.is_void:
            continue
        assert game.score is not None and sum(game.score.points) == 162
        assert len(game.tricks) == 8


def test_match_carries_the_litige_stake() -> None:
    # Deal 1: 81-81, the defence (EW) scores 81 now, 81 held; N's K♥ Q♥ give NS their 20.
    # Deal 2: EW take and make 100-62: they score 100 + 81 = 181 (RULES.md's figure).
    match = Match(dealer=W)
    one = Game.at_play(HANDS, HEARTS, N, taker=N, dealer=match.dealer)
    one.settle_play(81, 81, 4, N)
    assert match.finish(one) == (20, 81) and match.held == 81
    assert match.dealer is N
    void = Game.deal(list(range(32)), match.dealer)
    while not void.is_over:
        void.apply(Take(None))
    assert match.finish(void) is None  # nothing scored, the stake still held
    assert match.held == 81 and match.dealer is E and match.voids == 1
    two = Game.at_play(HANDS, HEARTS, S, taker=E, dealer=match.dealer)
    two.settle_play(62, 100, 3, E)
    # N's K♥ Q♥ keep NS's belote: NS 62 + 20, EW 100 + the stake.
    assert match.finish(two) == (82, 181)
    assert match.totals == [102, 262] and match.held == 0 and match.dealer is S


def test_match_refuses_an_unfinished_deal() -> None:
    match = Match()
    with pytest.raises(RuleError):
        match.finish(capot_game())


def test_bots_play_a_match_to_the_target() -> None:
    rules = RuleSet.parse(["target=501"])
    bots = [find_bot("heuristic", random.Random(s)) for s in range(4)]
    match = play_match(bots, random.Random(11), rules, dealer=E)
    assert match.winner is not None
    ns, ew = match.totals
    assert max(ns, ew) >= 501 and match.totals[match.winner] > match.totals[match.winner.other]
    assert len(match.deals) + match.voids >= 2
    for deal in match.deals:
        assert sum(deal.points) == 162


def test_play_out_refuses_a_bot_playing_an_illegal_card() -> None:
    class Cheat:
        name = "cheat"

        def bid(self, view: BidView) -> int | None:
            return view.legal[0] if view.legal else None

        def play(self, view: PlayerView) -> int:
            absent = ~view.hand & 0xFFFFFFFF  # a card the bot does not even hold
            return (absent & -absent).bit_length() - 1

    game = capot_game()
    game.apply(Take(None))
    game.apply(Take(HEARTS))
    bots = [Cheat(), Cheat(), Cheat(), Cheat()]
    with pytest.raises(IllegalPlayError, match="not a legal card"):
        play_out(game, bots)


class _Widener:
    """A bot that makes its view's legal cards its whole hand and plays its highest card
    (RULES.md's obligations broken where that card is not legal); it passes."""

    name = "widener"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def bid(self, view: BidView) -> int | None:
        return None

    def play(self, view: PlayerView) -> int:
        view.legal = view.hand  # type: ignore[misc]
        return max(bits(view.hand))


class _BidWidener(_Widener):
    """A bot that makes the suits its view may take all four and takes in round one a
    suit other than the retourne's, the one suit that may be taken there."""

    def bid(self, view: BidView) -> int | None:
        given = tuple(view.legal)
        view.legal = (SPADES, HEARTS, DIAMONDS, CLUBS)  # type: ignore[misc]
        other = next(suit for suit in view.legal if suit not in given)
        return other if view.round == 1 else None


class _Chooser:
    """A bot that plays a card taken from its view's legal cards as they iterate (each a
    ``CardInt``), and takes the retourne's suit as the view gives it (a ``SuitInt``)."""

    name = "chooser"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def bid(self, view: BidView) -> int | None:
        return view.legal[0] if view.legal else None

    def play(self, view: PlayerView) -> int:
        return self.rng.choice(list(bits(view.legal)))


@pytest.mark.parametrize("rules", [None, "sa_ta=on", "variant=deux", "variant=decouverte"])
def test_a_bot_that_changes_its_view_is_held_to_the_game_s_legal_cards(
        rules: str | None) -> None:
    # The bot's card was checked against its view's legal cards after the bot had them:
    # a bot setting view.legal = view.hand played cards the rules refuse, the deal scored
    # as made where its file, scored, was a revoke. Checked against the game's own, read
    # before the bot has the view: the card refused, naming the bot, where a card it
    # plays is not one of them (seed 1: within the first tricks).
    import belote_cli as b

    players = 2 if rules in ("variant=deux", "variant=decouverte") else 4

    def four(maker: type) -> list[object]:
        # The bot at S (and N), the heuristic beside it, who takes where it passes.
        return [maker(random.Random(seat)) if seat % 2 == 0
                else find_bot("heuristic", random.Random(seat)) for seat in range(players)]

    with pytest.raises(IllegalPlayError, match=r"the widener bot played .*, not a legal "
                                               r"card"):
        for seed in range(1, 6):  # a deal all four pass is dealt again: the next seed
            b.play_deal(four(_Widener), seed=seed, rules=rules)
    # Another suit than the retourne's in round one: refused, whatever the view says.
    with pytest.raises(IllegalPlayError, match=r"the widener bot bid ., not a suit it may "
                                               r"take"):
        b.play_deal(four(_BidWidener), seed=1, rules=rules)
    # A card of view.legal as it iterates (a CardInt), and a suit as the view gives it
    # (a SuitInt), are the game's own cards and suits: played, the deal whole.
    deal = b.play_deal(four(_Chooser), seed=1, rules=rules)
    assert len(deal.game.tricks) == 32 // players


def test_a_bot_that_changes_its_view_is_refused_in_simulate_s_own_loops(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # belote simulate plays classic deals in loops of its own (bots/fastplay.py), whose
    # views hold plain masks: the same check there, exit 1 naming the bot, where 200
    # deals ended exit 0 with revokes in the record.
    from typer.testing import CliRunner

    from belote_cli.bots import registry
    from belote_cli.cli import app

    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    registry.register_bot("widener", _Widener)
    registry.register_bot("chooser", _Chooser)
    runner = CliRunner()
    refused = runner.invoke(app, ["simulate", "--ns", "widener", "--deals", "20", "--seed",
                                  "1", "--jobs", "1"])
    assert refused.exit_code == 1
    assert refused.stderr.startswith("error: the widener bot played "), refused.output
    assert "not a legal card" in refused.stderr and "Traceback" not in refused.output
    played = runner.invoke(app, ["simulate", "--ns", "chooser", "--deals", "20", "--seed",
                                 "1", "--jobs", "1"])
    assert played.exit_code == 0, played.output


def test_the_docstring_examples_run() -> None:
    import doctest

    import belote_cli.engine.actions
    import belote_cli.engine.deux
    import belote_cli.engine.game
    import belote_cli.engine.match
    import belote_cli.engine.playing

    for module in (belote_cli.engine.actions, belote_cli.engine.deux, belote_cli.engine.game,
                   belote_cli.engine.match, belote_cli.engine.playing):
        # In the compiled build too: setup.py keeps the docstrings, examples included.
        failed, attempted = doctest.testmod(module)
        assert failed == 0 and attempted > 0



@pytest.mark.parametrize("rules", ["", "variant=coinche", "announcements=on", "variant=deux",
                                   "variant=decouverte", "belote=declared"])
def test_hands_print_as_cards_in_every_phase(rules: str) -> None:
    # A seat's hand, the cards it may play and the hand of its view are masks that print
    # as their cards (``Cards``) at every point of the deal, in either build (the compiled
    # one gave plain ints); so are the view's other sets of cards and belote découverte's
    # face-down cards, which were plain ints.
    game = Game.shuffle(random.Random(4), Seat.S, rules or None)
    rng = random.Random(4)
    seats = [Seat.S, Seat.N] if game.rules.players == 2 else list(Seat)
    while not game.is_over:
        for seat in seats:
            hand = game.hand(seat)
            assert type(hand) is Cards and hand == game.hand(seat.name)
            assert type(game.view(seat).hand) is Cards
            assert set(game.cards(seat)) == set(hand) and type(game.cards(seat)) is Cards
        legal = game.legal_cards()
        assert type(legal) is Cards
        if game.to_act is not None:
            assert legal & ~game.hand(game.to_act) == 0
        if game.phase is Phase.PLAY:  # the view a bot is given, after the first trick too
            view = game.player_view()
            assert type(view.hand) is Cards and type(view.legal) is Cards
            assert view.legal == legal and type(game.view(view.seat).legal) is Cards
            for seen in (view, game.view(view.seat.partner)):  # every set of cards
                assert isinstance(seen, PlayerView)
                masks = (seen.faceup, seen.covered, seen.known, *seen.shown, seen.played)
                assert all(type(m) is Cards for m in masks), [type(m) for m in masks]
        if game.kind == "decouverte":
            assert all(type(game.face_down(seat)) is Cards for seat in seats)
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("rules", ["", "variant=coinche", "variant=deux", "variant=decouverte"])
def test_a_game_s_hands_are_cards_as_annotated(rules: str) -> None:
    # Game.hands always held Cards (masks that print as their cards) but was annotated
    # tuple[int, ...], so that mypy refused a program passing game.hands[0] where a Cards
    # is asked. Cards, an int subclass in a module mypyc does not compile, is an object
    # to the compiled build, which keeps each item as it is (a plain int it would not).
    import typing

    from belote_cli.build import compiled

    game = Game.shuffle(random.Random(4), Seat.S, rules or None)
    if game.hands is None:  # a classic deal's taking: whole once taken
        game.take()
    assert game.hands is not None and len(game.hands) == 4
    assert all(type(hand) is Cards for hand in game.hands), [type(h) for h in game.hands]
    assert game.hand(Seat.S) == game.hands[Seat.S] and type(game.hand(Seat.S)) is Cards
    # cards(seat) is what hand(seat) gives, the dealt Cards where the deal keeps them (the
    # coinche auction, the two-player taking), where it made a copy of it.
    assert type(game.cards(Seat.S)) is Cards and game.cards("S") == game.hand(Seat.S)
    if game.phase in (Phase.CALL, Phase.BID) and game.kind != "classic":
        assert game.cards(Seat.S) is game.hands[Seat.S]
    if not compiled():  # a class compiled by mypyc keeps no annotations to read
        assert typing.get_type_hints(Game)["hands"] == tuple[Cards, ...] | None


def test_a_game_s_dealer_is_annotated_as_it_is_read() -> None:
    # Game(dealer=3), Game.deal(deck, "N") and Game.shuffle(rng, 2) ran (a seat is a Seat,
    # its letter or its int wherever one is asked for, docs/api.md), but were annotated
    # Seat | str | None and Seat: mypy --strict refused a program that wrote them.
    import typing

    from belote_cli.build import compiled

    if compiled():
        pytest.skip("a class compiled by mypyc keeps no annotations to read")
    for method in (Game.__init__, Game.deal, Game.shuffle):
        dealer = typing.get_type_hints(method)["dealer"]
        assert {Seat, str, int} <= set(typing.get_args(dealer)), method
    deck = list(range(32))
    assert Game.deal(deck, "N").dealer is Game.deal(deck, 0).dealer is Seat.N
    assert Game.shuffle(random.Random(1), 2).dealer is Seat.S
    assert Game(dealer=3, seed=1).dealer is Seat.W


@pytest.mark.parametrize("rules", ["", "variant=coinche", "sa_ta=on", "variant=deux",
                                   "variant=decouverte"])
def test_a_negative_seed_warns_that_it_deals_as_its_absolute_value(rules: str) -> None:
    # belote play --seed refuses -1 ('must be 0 or more'); Game.seeded(-1) and
    # Game(seed=-1) dealt the deal of 1 in silence, random.Random reading an int seed by
    # its absolute value. They still deal it, for one release, with a DeprecationWarning
    # pointed at the caller.
    def dealt(game: Game) -> tuple[object, ...]:
        return game.dealer, game.retourne, game.cards("S"), game.cards("N")

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        minus = Game.seeded(-7, rules)
        plus = Game.seeded(7, rules)
        zero = Game.seeded(0, rules)
    assert dealt(minus) == dealt(plus) and dealt(zero) != dealt(plus)
    assert [w.category for w in caught] == [DeprecationWarning]
    assert str(caught[0].message) == (
        "Game.seeded(-7): a negative seed is deprecated and refused from the next release, "
        "as belote play --seed refuses it: -7 deals as 7; give a seed of 0 or more")
    assert caught[0].filename == __file__
    if "variant=d" in rules:  # Game() deals the games of four only
        return
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert dealt(Game(rules, seed=-7)) == dealt(Game(rules, seed=7))
    assert [str(w.message).split(":")[0] for w in caught] == ["Game(seed=-7)"]


@pytest.mark.parametrize("rules", ["", "variant=coinche", "variant=deux", "variant=decouverte"])
def test_the_text_of_an_int_seed_deals_as_the_int(rules: str) -> None:
    # play_deal, play_match and hint take seed=1 as seed="1"; Game.seeded("7") dealt
    # another deal than Game.seeded(7), random.Random reading a text apart from an int.
    def dealt(game: Game) -> tuple[object, ...]:
        return game.dealer, game.retourne, game.cards("S"), game.cards("N")

    seven = dealt(Game.seeded(7, rules))
    assert dealt(Game.seeded("7", rules)) == seven
    assert dealt(Game.seeded("0", rules)) == dealt(Game.seeded(0, rules))
    # A text that str() of no int writes is a seed of its own, as in play_match.
    for other in ("07", " 7", "7_0", "+7", "٧"):
        assert dealt(Game.seeded(other, rules)) != seven, other
    assert dealt(Game.seeded("x", rules)) == dealt(Game.seeded("x", rules))
    # "-7" is -7: deprecated, as the int is, and dealt as 7.
    with pytest.warns(DeprecationWarning, match=r"^Game\.seeded\('-7'\): a negative seed"):
        assert dealt(Game.seeded("-7", rules)) == seven
    if "variant=d" not in rules:  # Game() deals the games of four only
        assert dealt(Game(rules, seed="7")) == dealt(Game(rules, seed=7)) == seven


def test_a_seed_text_is_read_as_the_int_whose_text_it_is() -> None:
    # core.numbers.int_of_text, which Game.seeded and Game(seed=...) read a text seed by:
    # the int whose int_text it is, of any length (5,000 nines, more than the 4,300 digits
    # int() reads), and None for any other text, though int() reads some of them.
    from belote_cli.core.numbers import int_of_text, int_text

    for number in (0, 7, -7, 10 ** 5000 - 1, -(10 ** 5000)):
        assert int_of_text(int_text(number)) == number
    assert int_of_text("9" * 5000) == 10 ** 5000 - 1
    for other in ("", "-", "-0", "07", "-07", "+7", " 7", "7 ", "7_0", "٧", "7.0", "x"):
        assert int_of_text(other) is None, other


@pytest.mark.parametrize("rules", ["", "variant=coinche", "variant=deux"])
def test_an_int_seed_longer_than_python_writes_deals(rules: str) -> None:
    # Any int seeds random.Random, whatever its length; Game.seeded(10 ** 5000) and
    # Game(seed=10 ** 5000) raised 'Exceeds the limit (4300 digits) for integer string
    # conversion' while writing the call for a warning they did not give. A negative one
    # deals as its absolute value, with the warning, which writes the seed by its size.
    def dealt(game: Game) -> tuple[object, ...]:
        return game.dealer, game.retourne, game.cards("S"), game.cards("N")

    big = 10 ** 5000  # 16,610 bits: 2 ** 16609 < 10 ** 5000 < 2 ** 16610
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        plus = dealt(Game.seeded(big, rules))
        assert caught == []
        assert dealt(Game.seeded(-big, rules)) == plus
    assert [str(w.message) for w in caught] == [
        "Game.seeded(-<an int of 16610 bits>): a negative seed is deprecated and refused "
        "from the next release, as belote play --seed refuses it: -<an int of 16610 bits> "
        "deals as <an int of 16610 bits>; give a seed of 0 or more"]
    if "variant=d" in rules:  # Game() refuses the games of two, naming the call to make
        with pytest.raises(RuleError, match=r"Game\.seeded\(<an int of 16610 bits>, "):
            Game(rules, seed=big)
        return
    assert dealt(Game(rules, seed=big)) == plus


@pytest.mark.parametrize("rules", ["", "variant=coinche", "variant=deux"])
def test_a_text_longer_than_python_reads_deals_as_the_int_it_writes(rules: str) -> None:
    # Game.seeded("7") deals as Game.seeded(7); a text of 5,000 nines dealt as a text,
    # not as the int 10 ** 5000 - 1 it writes, since int() refuses more than 4,300 digits.
    def dealt(game: Game) -> tuple[object, ...]:
        return game.dealer, game.retourne, game.cards("S"), game.cards("N")

    nines, big = "9" * 5000, 10 ** 5000 - 1
    assert dealt(Game.seeded(nines, rules)) == dealt(Game.seeded(big, rules))
    # A text that str() of no int writes is a seed of its own, whatever its length.
    assert dealt(Game.seeded("0" + nines, rules)) != dealt(Game.seeded(big, rules))
    with pytest.warns(DeprecationWarning, match=r"^Game\.seeded\('-9999"):
        assert dealt(Game.seeded("-" + nines, rules)) == dealt(Game.seeded(big, rules))
    if "variant=d" not in rules:
        assert dealt(Game(rules, seed=nines)) == dealt(Game(rules, seed=big))


# --- the Game as a user of the library meets it: its repr, str and arguments ---------------

def test_repr_names_the_game_its_phase_and_who_acts() -> None:
    # Dealt by N, clockwise: E is the first to speak, in the take of classic belote and
    # in the auction of coinche.
    deck = list(range(32))
    assert repr(Game.deal(deck, Seat.N)) == "<Game classic (bid, E to act)>"
    coinche = Game.deal(deck, Seat.N, "variant=coinche")
    assert repr(coinche) == "<Game coinche (call, E to act)>"
    # A bid, a coinche and three passes end the auction; the player after the dealer, E,
    # leads trick 1.
    for call in ("80 ♥", "coinche", "pass", "pass", "pass"):
        coinche.call(call)
    assert repr(coinche) == "<Game coinche (play, E to act)>"


def test_a_deck_given_as_a_tuple_deals_as_the_list() -> None:
    deck = [(5 * i + 3) % 32 for i in range(32)]
    one, two = Game.deal(deck, Seat.W), Game.deal(tuple(deck), Seat.W)
    assert one.hands == two.hands and one.retourne == two.retourne == deck[20]


def test_a_call_given_as_a_call_is_taken_as_its_text() -> None:
    by_call, by_text = (Game.deal(list(range(32)), Seat.N, "variant=coinche")
                        for _ in range(2))
    assert by_call.call(PASS) == by_text.call("pass") == (Seat.E, PASS)
    assert by_call.call(Call.bid(90, SPADES)) == by_text.call("90 ♠")
    assert by_call.calls == by_text.calls == [(Seat.E, PASS),
                                              (Seat.S, Call.bid(90, SPADES))]


def test_the_table_of_a_void_deal_says_who_deals_next() -> None:
    # Dealer E: all four pass twice, the deal is void and passes to the next player,
    # clockwise S (the rule book's "the deal passes to the next player").
    game = Game.deal(list(range(32)), Seat.E)
    while not game.is_over:
        game.apply(Take(None))
    assert game.is_void
    assert str(game) == "Deal (classic), dealer E: void, everybody passed; S deals next."
    assert game.belote_pairs() == []


@pytest.mark.parametrize(("rules", "legal"), [
    ("undertrump=free", "8♥ 7♥ 10♦ 9♦ 8♦ 7♦ A♣ K♣"),
    ("undertrump=required", "8♥ 7♥"),
])
def test_the_view_s_legal_cards_follow_the_undertrump_rule(rules: str, legal: str) -> None:
    # ♥ trump, N leads A♠ and E, void in ♠, trumps with J♥: S, void in ♠ too, cannot
    # overtrump the jack. undertrump=free lets S play anything, a lower trump included;
    # undertrump=required makes S play a lower trump, 8♥ or 7♥ (the rule book's "cannot
    # overtrump"). The view S is given says the same as the game's legal actions.
    hands = {"N": "A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠", "E": "J♥ 9♥ A♥ 10♥ A♦ K♦ Q♦ J♦",
             "S": "7♥ 8♥ 10♦ 9♦ 8♦ 7♦ A♣ K♣", "W": "K♥ Q♥ Q♣ J♣ 10♣ 9♣ 8♣ 7♣"}
    game = Game.at_play(hands, HEARTS, Seat.N, rules=rules)
    game.play("A♠")
    game.play("J♥")
    assert game.to_act is Seat.S
    view = game.view(Seat.S)
    assert isinstance(view, PlayerView)
    assert set(view.legal) == set(parse_cards(legal))
    assert {a.card for a in game.legal_actions() if isinstance(a, Play)} == set(
        parse_cards(legal))


def test_no_belote_pair_before_a_coinche_contract_sets_trump() -> None:
    # Coinche deals all eight cards before the auction: the hands are known, trump is
    # not until a contract is made, so no king and queen make a belote yet; all four
    # passing leave the deal void, still with no pair.
    game = Game.seeded(4, "variant=coinche")
    assert game.trump is None and game.belote_pairs() == []
    for _ in range(4):
        game.call("pass")
    assert game.is_void and game.belote_pairs() == []


def test_the_table_of_a_coinched_contract_says_so() -> None:
    # Dealer N: E bids 80 ♥, S coinches, three passes. The table names the contract as
    # belote score's tally does ('contract 80 ♥ by E, coinched'), the game's kind apart.
    game = Game.deal(list(range(32)), Seat.N, "variant=coinche")
    for call in ("80 ♥", "coinche", "pass", "pass", "pass"):
        game.call(call)
    assert str(game).splitlines()[0] == (
        "Deal (coinche), dealer N: trump ♥, contract 80 ♥ by E, coinched")
    # E surcoinches after S's coinche: surcoinched.
    game = Game.deal(list(range(32)), Seat.N, "variant=coinche")
    for call in ("80 ♥", "coinche", "surcoinche"):
        game.call(call)
    assert str(game).splitlines()[0] == (
        "Deal (coinche), dealer N: trump ♥, contract 80 ♥ by E, surcoinched")
