"""The expert bot: legal cards only, no peeking at hidden hands, consistent sampling."""

from __future__ import annotations

import dataclasses
import random
import re
import types
from typing import Any

import pytest

from belote_cli.bots.base import PlayerView
from belote_cli.bots.expert import CardChoice, ExpertBot, ExpertParams, deal_margin
from belote_cli.bots.heuristic import HeuristicBot
from belote_cli.bots.memory import CardMemory
from belote_cli.bots.registry import find_bot
from belote_cli.bots.sampling import (
    SAID_EPS,
    bid_weight,
    cards_held,
    deal_consistent,
    deal_hidden,
    said_announcements,
    said_cards,
    said_weight,
)
from belote_cli.bots.solver import Solver
from belote_cli.bots.valuation import (
    Capot,
    belote_points,
    coinche_margin,
    first_trick_announced,
    total_margin,
)
from belote_cli.core.announcements import Announcement, detect
from belote_cli.core.cards import (
    ALL_TRUMP,
    DIAMONDS,
    JACK,
    KING,
    NINE,
    NO_TRUMP,
    QUEEN,
    SUIT_MASKS,
    bits,
    card,
    card_symbol,
    mask_of,
    parse_card,
    parse_cards,
    parse_suit,
)
from belote_cli.core.coinche import (
    CAPOT,
    COINCHE,
    PASS,
    SURCOINCHE,
    Call,
    CoincheAuction,
    Contract,
    random_hands,
    score_coinche,
)
from belote_cli.core.errors import BeloteError
from belote_cli.core.rules import RuleSet
from belote_cli.core.scoring import score_deal
from belote_cli.core.seats import Seat, Team
from belote_cli.core.state import DealState, Trick
from belote_cli.engine.actions import Take
from belote_cli.engine.game import Game
from belote_cli.engine.game import Phase as GamePhase
from belote_cli.engine.playing import bot_action, play_deal
from belote_cli.play.interactive import HINT_PARAMS, Phase, Session, SessionOptions

SMALL = ExpertParams(min_samples=1, max_samples=4, node_budget=5_000, solve_up_to=6)


class Checked:
    """Wraps a bot and checks every card it plays is legal for the view it was given."""

    def __init__(self, bot: ExpertBot) -> None:
        self.bot = bot
        self.name = bot.name
        self.cards = 0

    def bid(self, view: object) -> int | None:
        return self.bot.bid(view)  # type: ignore[arg-type]

    def play(self, view: PlayerView) -> int:
        c = self.bot.play(view)
        assert (view.legal >> c) & 1, "the expert played an illegal card"
        self.cards += 1
        return c


def test_registered_as_expert() -> None:
    assert find_bot("expert", random.Random(1)).name == "expert"


def _play_checked(deals: int, params: ExpertParams) -> None:
    rng = random.Random(3)
    played = 0
    for k in range(deals):
        rules = RuleSet(direction="anticlockwise" if k == 1 else "clockwise",
                        undertrump="required" if k == 2 else "free")
        bots = [Checked(ExpertBot(random.Random(10 * k + s), params)) for s in range(4)]
        deal = play_deal(bots, rng, Seat(k % 4), rules)  # type: ignore[arg-type]
        if deal.state is not None:
            assert deal.state.is_over
            assert sum(deal.state.points) == 162
        played += sum(b.cards for b in bots)
    assert played > 0


def test_expert_plays_only_legal_cards() -> None:
    _play_checked(2, SMALL)


@pytest.mark.slow
def test_expert_plays_only_legal_cards_with_its_full_budget() -> None:
    _play_checked(6, ExpertParams())


def _state_after(hands: list[int], trump: int, leader: Seat, moves: list[int],
                 rules: RuleSet) -> DealState:
    state = DealState(hands, trump, leader, rules)
    for c in moves:
        state.play(c)
    return state


def test_choice_does_not_depend_on_the_hidden_hands() -> None:
    # Play a deal part way; then deal the cards S cannot see differently, consistently
    # with all S saw, replay the same cards, and ask S again with the same seed.
    rng = random.Random(4)
    rules = RuleSet()
    checked = 0
    for _ in range(6):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [mask_of(deck[8 * i:8 * i + 8]) for i in range(4)]
        trump = rng.randrange(4)
        state = DealState(hands, trump, Seat.W, rules)
        moves: list[int] = []
        while len(moves) < 12 or state.to_play is not Seat.S:
            c = rng.choice(list(bits(state.legal_moves())))
            moves.append(c)
            state.play(c)
        view = PlayerView.of(state, Seat.N, Seat.E, None)
        if not view.legal & (view.legal - 1):
            continue
        # Other hands, consistent with S's view: the current ones resampled, plus the
        # cards each seat already played.
        now = deal_hidden(view, random.Random(99))
        initial = list(now)
        seat_of_move = []
        replay = DealState(hands, trump, Seat.W, rules)
        for c in moves:
            seat_of_move.append(replay.to_play)
            replay.play(c)
        for seat, c in zip(seat_of_move, moves, strict=True):
            initial[seat] |= 1 << c
        other = _state_after(initial, trump, Seat.W, moves, rules)
        other_view = PlayerView.of(other, Seat.N, Seat.E, None)
        assert other_view == view
        if other.hands == state.hands:
            continue
        params = ExpertParams(min_samples=3, max_samples=3, node_budget=0)
        first = ExpertBot(random.Random(7), params).evaluate(view)
        second = ExpertBot(random.Random(7), params).evaluate(other_view)
        assert first == second
        checked += 1
    assert checked >= 3


def test_samples_respect_what_the_seat_knows() -> None:
    # Trump ♥. W leads A♠, N (the taker, who picked up the retourne 10♥) plays 7♠, E plays
    # 8♣: E has no ♠ (its partner W was winning, so nothing more is shown). S to play.
    rules = RuleSet()
    hands = [
        mask_of(parse_cards("7♠ 10♥ 7♥ 8♦ 9♦ 10♦ J♦ Q♦")),
        mask_of(parse_cards("8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♣")),
        mask_of(parse_cards("8♠ 9♠ J♥ 9♥ A♥ K♦ A♦ 7♦")),
        mask_of(parse_cards("A♠ 10♠ J♠ Q♠ K♠ 8♥ Q♥ K♥")),
    ]
    trump = parse_suit("♥")
    state = _state_after(hands, trump, Seat.W, parse_cards("A♠ 7♠ 8♣"), rules)
    ten_h = parse_cards("10♥")[0]
    view = PlayerView.of(state, Seat.N, Seat.E, ten_h)
    memory = CardMemory()
    memory.update(view)
    held = cards_held(view)
    assert held == [7, 7, 8, 7]
    for seed in range(30):
        deal = deal_hidden(view, random.Random(seed), memory)
        assert deal[Seat.S] == view.hand
        assert [h.bit_count() for h in deal] == held
        assert deal[Seat.E] & SUIT_MASKS[parse_suit("♠")] == 0
        assert deal[Seat.N] >> ten_h & 1
        everything = deal[0] | deal[1] | deal[2] | deal[3] | view.played
        assert everything == (1 << 32) - 1


def test_a_single_legal_card_is_played_at_once() -> None:
    # Trump ♥, W leads A♠: N holds one ♠ and must follow with it.
    rules = RuleSet()
    hands = [
        mask_of(parse_cards("7♠ 10♥ 7♥ 8♦ 9♦ 10♦ J♦ Q♦")),
        mask_of(parse_cards("8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♣")),
        mask_of(parse_cards("8♠ 9♠ J♥ 9♥ A♥ K♦ A♦ 7♦")),
        mask_of(parse_cards("A♠ 10♠ J♠ Q♠ K♠ 8♥ Q♥ K♥")),
    ]
    state = _state_after(hands, parse_suit("♥"), Seat.W, parse_cards("A♠"), rules)
    view = PlayerView.of(state)
    assert ExpertBot(random.Random(1), SMALL).play(view) == parse_cards("7♠")[0]


def test_hint_at_the_card_prompt() -> None:
    # Dealer E: South speaks first and takes the retourne, then plays.
    session = Session(SessionOptions(seed=3, bots="heuristic", dealer=Seat.E))
    session.start()
    # At the taking, the verdict of the taking (tests/test_play_review.py), no card.
    assert "The taking judged as the review" in session.handle_line("hint")
    session.handle_line("take")
    assert session.phase is Phase.CARD
    session.handle_line("1")  # the first trick; the hint comes at the next card
    assert session.phase is Phase.CARD
    text = session.handle_line("hint")
    assert text.startswith("Hint: ")
    state = session.state
    assert state is not None
    legal = state.legal_moves()
    named = text.split("): ", 1)[1].split("  ")
    assert len(named) == legal.bit_count()
    hinted = re.split(r"[.,]", text[len("Hint: "):])[0]
    assert (legal >> parse_card(hinted)) & 1
    # Asking again gives the same answer; asking changes nothing in the game.
    before = state.snapshot()
    assert session.handle_line("hint") == text
    assert state.snapshot() == before


@pytest.mark.parametrize("least", [1, 8])
def test_the_least_number_of_samples_is_solved_whatever_the_node_budget(least: int) -> None:
    # A budget of one node is spent by the first sampled deal: the expert still solves
    # ``min_samples`` of them, and no more.
    hands = random_hands(random.Random(4), Seat.E)
    state = DealState(hands, parse_suit("♥"), Seat.S, RuleSet())
    while len(state.tricks) < 6:
        state.play(min(bits(state.legal_moves())))
    bot = ExpertBot(random.Random(2), ExpertParams(min_samples=least, node_budget=1))
    assert bot.evaluate(PlayerView.of(state)).samples == least


def test_a_hint_solves_a_fixed_number_of_deals_in_every_build() -> None:
    # No node budget by default: a hint (and each card of the expert) rests on the same
    # number of sampled deals whatever the build, so that a seed gives the same answer
    # with the native core and the pure-Python search: at the first trick 128 card solves
    # at most (twice the bot's 64, which gave 8 deals to a lead of eight cards), 20 deals
    # at most; 40 deals later. At belote à deux while the talon lasts 36 play-outs (three
    # times the bot's 12); belote découverte's 20 at tricks 5 and 6, as the bot's.
    assert HINT_PARAMS.node_budget is None
    assert HINT_PARAMS.first_trick_samples == 20 and HINT_PARAMS.max_samples == 40
    assert HINT_PARAMS.first_trick_cards == 128
    assert HINT_PARAMS.talon_samples == 36 and HINT_PARAMS.layout_early_samples == 20
    assert ExpertParams().first_trick_cards == 64  # the bot's own budget, unchanged
    assert ExpertParams().talon_samples == 12
    session = _taken_at_seed_21()
    assert session.state is not None
    # South leads with eight cards in hand, any of them legal: 128 // 8 = 16 deals.
    assert session.state.legal_moves().bit_count() == 8
    assert "dealt 16×" in session.handle_line("hint")


def test_a_hint_at_the_first_trick_with_four_legal_cards_solves_twenty_deals() -> None:
    # A follower with four cards of the suit led: 128 // 4 = 32 deals, 20 at most.
    hands = random_hands(random.Random(3), Seat.E)
    state = DealState(hands, parse_suit("♥"), Seat.S, RuleSet())
    for _ in range(2):  # two cards of the first trick: the third seat holds four legal
        state.play(min(bits(state.legal_moves())))
    view = PlayerView.of(state)
    assert view.legal.bit_count() == 4 and view.hand.bit_count() == 8
    assert ExpertBot(random.Random(2), HINT_PARAMS).evaluate(view).samples == 20


def _taken_at_seed_21(lang: str = "en") -> Session:
    # Seed 21: South takes hearts (the retourne J♥) and leads the first trick.
    session = Session(SessionOptions(seed=21, bots="heuristic", lang=lang))
    session.start()
    session.handle_line("1")
    assert session.phase is Phase.CARD
    return session


def test_a_hint_among_equal_cards_says_so_and_takes_the_heuristics_choice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    session = _taken_at_seed_21()
    state = session.state
    assert state is not None
    legal = list(bits(state.legal_moves()))
    equal = [parse_card(c) for c in ("9♥", "J♥", "10♦", "A♦")]
    assert all(c in legal for c in equal)
    expected = {c: 152.0 if c in equal else 140.0 for c in legal}
    margin = {c: 200.0 if c in equal else 100.0 for c in legal}

    def evaluate(self: ExpertBot, view: PlayerView) -> CardChoice:
        # The expert's first best (9♥), as its own order of ties would give.
        return CardChoice(parse_card("9♥"), expected, 8, margin)

    monkeypatch.setattr(ExpertBot, "evaluate", evaluate)
    text = session.handle_line("hint")
    assert session.game is not None
    view = session.game.player_view()
    among = dataclasses.replace(view, legal=mask_of(equal))
    heuristic = HeuristicBot(random.Random(0)).play(among)
    assert heuristic in equal
    name = card_symbol(heuristic)
    assert text.startswith(f"Hint: {name}, the heuristic player's choice among 4 cards of "
                           "equal value (J♥ 9♥ A♦ 10♦: 152 points each).")
    # A single best card is named alone, as before.
    expected[parse_card("9♥")] = 153.0
    assert session.handle_line("hint").startswith("Hint: 9♥. Trick points your team may expect")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Hint: J♣, the only card you may play."),
    ("fr", "Conseil\xa0: V♣, la seule carte que vous pouvez jouer."),
])
def test_a_hint_with_one_legal_card_says_it_is_forced(lang: str, said: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # Seed 3, S takes ♦ and plays its first card each time: at trick 5 N leads 9♣, E
    # plays 10♣, and S's J♣ is its only club (K♥ Q♥ J♠ beside it). The hint named it as
    # if chosen among others ('Hint: J♣. Points …: J♣ 19.2'), then searched the deals to
    # value that one card, the terminal saying 'thinking…' meanwhile: it says the card
    # alone, without a search.
    session = Session(SessionOptions(seed=3, bots="heuristic", lang=lang))
    session.start()
    for answer in ("1", "1", "1", "1", "1"):
        session.handle_line(answer)
    assert session.state is not None and len(session.state.tricks) == 4
    assert session.state.legal_moves().bit_count() == 1

    def searched(*args: object) -> None:
        raise AssertionError("searched")

    monkeypatch.setattr(ExpertBot, "evaluate", searched)
    thought: list[bool] = []
    session.thinking = lambda: thought.append(True)  # what the terminal sets
    assert session.handle_line("hint") == said
    assert thought == []


@pytest.mark.parametrize(("lang", "dealt", "forced"), [
    ("en", "hidden cards dealt 40×", "Hint: {card}, the only card you may play."),
    ("fr", "cartes cachées distribuées 40 fois",
     "Conseil\xa0: {card}, la seule carte que vous pouvez jouer."),
])
def test_a_hint_at_the_last_trick_names_the_one_card_without_figures(
        lang: str, dealt: str, forced: str) -> None:
    # Seed 3, S takes and plays its first card each time. At trick 7 the three others hold
    # cards: the hint deals the hidden cards. At trick 8 S plays last, its one card left:
    # the hint said "Every card is known" with the exact points of that card; it names the
    # card alone, as at any prompt with one card to play.
    session = Session(SessionOptions(seed=3, bots="heuristic", lang=lang))
    session.start()
    for answer in ("1",) * 7:
        session.handle_line(answer)
    state = session.state
    assert state is not None and len(state.tricks) == 6
    text = session.handle_line("hint")
    assert dealt in text
    session.handle_line("1")
    assert len(state.tricks) == 7 and len(state.trick) == 3
    last = state.hands[Seat.S]
    assert last.bit_count() == 1 and state.legal_moves() == last
    card = card_symbol(last.bit_length() - 1, lang)
    assert session.handle_line("hint") == forced.format(card=card)


def test_a_hint_chosen_for_the_score_over_the_points_says_why(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The expert plays for the deal's score (the contract counted), not the card points:
    # when its card is not the first by points, the hint gives both cards' score margins.
    session = _taken_at_seed_21()
    state = session.state
    assert state is not None
    legal = list(bits(state.legal_moves()))
    first, chosen = legal[0], legal[1]
    expected = {c: 90.0 if c == first else 88.5 if c == chosen else 60.0 for c in legal}
    margin = {c: 67.2 if c == first else 73.0 if c == chosen else 0.0 for c in legal}

    def evaluate(self: ExpertBot, view: PlayerView) -> CardChoice:
        return CardChoice(chosen, expected, 40, margin)

    monkeypatch.setattr(ExpertBot, "evaluate", evaluate)
    text = session.handle_line("hint")
    a, b = card_symbol(chosen), card_symbol(first)
    assert text.startswith(f"Hint: {a}. Trick points your team may expect")
    assert text.endswith(f"; {a} is chosen for the deal's score, the contract counted (yours "
                         f"minus the other side's): +73 points a deal, against +67.2 with {b}.")
    assert f"{b} 90  {a} 88.5" in text
    # The values end with a whole number (60): a full stop after it read as a decimal
    # point ('… 60. 7♦ is chosen').
    assert re.search(r"\d\. ", text) is None, text
    # Margins a tenth writes alike are written to the hundredth (+224.1 against +224.1
    # said the card better for the score with the same figure), or the thousandth.
    for ours, theirs, said in ((224.104, 224.052, "+224.10 points a deal, against +224.05"),
                               (3.0014, 3.0004, "+3.001 points a deal, against +3.000")):
        margin[chosen], margin[first] = ours, theirs
        text = session.handle_line("hint")
        assert said in " ".join(text.split()), text
    margin[chosen], margin[first] = 73.0, 67.2
    # The first card by points is named alone, as before.
    margin[first] = 80.0
    monkeypatch.setattr(ExpertBot, "evaluate",
                        lambda self, view: CardChoice(first, expected, 40, margin))
    assert "is chosen for the deal's score" not in session.handle_line("hint")


@pytest.mark.parametrize(("lang", "head"), [
    ("en", "the heuristic player's choice among 2 cards equal in trick points and in the "
           "deal's score ("),
    ("fr", "le choix du robot heuristique parmi 2 cartes égales en points de plis et en "
           "marque de la donne ("),
])
def test_a_hint_among_equal_cards_beside_a_card_of_more_points_says_what_is_equal(
        monkeypatch: pytest.MonkeyPatch, lang: str, head: str) -> None:
    # Two cards tie at 51.4 and a deal score of +20; a third is worth more points, 56.5,
    # but +10 only. The head said "2 cards of equal value (…: 51.4 points each)" beside that
    # card's 56.5: what the two share is their points and their deal score, and the
    # sentence after it says why they are chosen over the third.
    session = _taken_at_seed_21(lang)
    state = session.state
    assert state is not None
    legal = list(bits(state.legal_moves()))
    a, b, rival = legal[0], legal[1], legal[2]
    expected = {c: 51.4 if c in (a, b) else 56.5 if c == rival else 30.0 for c in legal}
    margin = {c: 20.0 if c in (a, b) else 10.0 if c == rival else 0.0 for c in legal}
    monkeypatch.setattr(ExpertBot, "evaluate",
                        lambda self, view: CardChoice(a, expected, 40, margin))
    text = session.handle_line("hint" if lang == "en" else "conseil")
    assert head in text, text
    assert "equal value" not in text and "même valeur" not in text
    # French names a card by its rank, le 7, la dame: "vaut mieux" fits both, where "7♠
    # est choisie" read as a slip.
    assert ("is chosen for the deal's score" if lang == "en"
            else "vaut mieux pour la marque de la donne, contrat compris") in text
    assert "choisie" not in text


@pytest.mark.parametrize(("rival_points", "said"), [
    (83.95, True),   # the same points: only the score tells the two apart
    (83.98, True),   # more points, written the same, 84: the score again
    (83.90, False),  # 83.9 against 84: the points say why
])
def test_a_hint_between_cards_written_alike_says_why(monkeypatch: pytest.MonkeyPatch,
                                                     rival_points: float,
                                                     said: bool) -> None:
    # Two cards written '84' and the hint names one: when the deal's score chose it, the
    # hint says so, where it said nothing and the two looked equal.
    session = _taken_at_seed_21()
    state = session.state
    assert state is not None
    legal = list(bits(state.legal_moves()))
    chosen, rival = legal[0], legal[1]
    expected = {c: 83.95 if c == chosen else rival_points if c == rival else 60.0
                for c in legal}
    margin = {c: -37.55 if c == chosen else -40.55 if c == rival else -90.0 for c in legal}
    monkeypatch.setattr(ExpertBot, "evaluate",
                        lambda self, view: CardChoice(chosen, expected, 40, margin))
    text = session.handle_line("hint")
    a, b = card_symbol(chosen), card_symbol(rival)
    assert text.startswith(f"Hint: {a}. Trick points your team may expect")
    why = (f"; {a} is chosen for the deal's score, the contract counted (yours minus the "
           f"other side's): -37.5 points a deal, against -40.5 with {b}.")
    assert text.endswith(why) is said, text


@pytest.mark.slow
def test_the_opening_lead_of_seed_21_names_the_tie() -> None:
    # What a player saw: 10♦ named out of a four-way tie at 152, as if it were the best.
    for lang, word in (("en", "the heuristic player's choice among"),
                       ("fr", "le choix du robot heuristique parmi")):
        text = _taken_at_seed_21(lang).handle_line("hint" if lang == "en" else "conseil")
        assert word in text, text


@pytest.mark.slow
def test_hint_at_the_first_trick_rests_on_eight_deals_or_more() -> None:
    # At the first trick a full-deal solve per sampled deal spends the expert's node budget
    # after one to three deals; a hint still solves at least eight.
    session = Session(SessionOptions(seed=3, bots="heuristic", dealer=Seat.E))
    session.start()
    session.handle_line("take")  # South speaks first after dealer E
    assert session.phase is Phase.CARD and session.state is not None
    assert len(session.state.tricks) == 0
    text = session.handle_line("hint")
    n = int(text.split("hidden cards dealt ")[1].split("×")[0])
    assert n >= 8


def _hands(*texts: str) -> list[int]:
    return [mask_of(parse_cards(t)) if t else 0 for t in texts]


def _first_view(hand: int, trump: int, dealer: Seat, taker: Seat, retourne: int) -> PlayerView:
    """South's view before the first card: its hand, the contract, nothing played yet."""
    return PlayerView(Seat.S, hand, trump, dealer.next(), (), (), hand, taker, dealer,
                      retourne, RuleSet())


def _around(s_hand: int, n: str, e: str, w: str) -> list[int]:
    """The four hands: S's and the three others as written."""
    hands = _hands(n, e, "", w)
    hands[Seat.S] = s_hand
    return hands


def _n_took_hearts() -> tuple[int, PlayerView]:
    """S's hand (no heart) and view when W dealt and N took ♥ in round one on the 7♥."""
    s_hand = mask_of(parse_cards("A♠ 10♠ K♠ A♣ 10♣ K♣ A♦ 10♦"))
    return s_hand, _first_view(s_hand, parse_suit("♥"), Seat.W, Seat.N, parse_cards("7♥")[0])


def test_bids_weigh_the_sampled_hands() -> None:
    # Trump ♥ taken in round one on the retourne 7♥. S sees its own hand only.
    s_hand, view = _n_took_hearts()
    # W dealt, so N spoke first and took: N's first five cards and the 7♥ were worth
    # taking. All hearts: whichever five came first; no trump but the 7♥ and no ace: never.
    strong = _around(s_hand, "J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥", "Q♠ J♠ 9♠ 8♠ 7♠ Q♣ J♣ 9♣",
                     "8♣ 7♣ K♦ Q♦ J♦ 9♦ 8♦ 7♦")
    weak = _around(s_hand, "7♠ 8♠ 9♠ 7♣ 8♣ 9♣ 7♦ 7♥", "Q♠ J♠ J♥ 9♥ A♥ Q♣ J♣ 8♦",
                   "10♥ K♥ Q♥ 8♥ K♦ Q♦ J♦ 9♦")
    assert bid_weight(view, strong) == 1.0
    assert bid_weight(view, weak) == 0.0
    # N dealt instead: E spoke first and passed, so E cannot hold all the top hearts.
    view = dataclasses.replace(view, dealer=Seat.N, taker=Seat.W)
    e_strong = _around(s_hand, "7♠ 8♠ 9♠ 7♣ 8♣ 9♣ 7♦ Q♠", "J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ J♠",
                       "7♥ Q♣ J♣ K♦ Q♦ J♦ 9♦ 8♦")
    assert bid_weight(view, e_strong) == 0.0


def test_a_seat_that_passed_the_retourne_before_the_taker_could_not_have_taken_it() -> None:
    # Round one on the retourne 7♥, N dealing: E spoke first and passed, S passed, W
    # took; N, after the taker, never spoke. E holds J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ J♠: each of
    # its 21 fives holds four hearts at least, with the 7♥ at worst 8♥ Q♥ 10♥ A♥ (4 + 6 +
    # 10 + 12), 4 for the 7♥ and 18 for three trumps past the second, 54, at least the
    # 46 needed to take: E would have taken, and no five fits. W's seven other cards are
    # A♠ 10♠ K♠ A♦ 10♦ A♣ 10♣: W takes with the 7♥ (4) only with two aces and their tens
    # and a third ace (17 + 17 + 10 = 44), the fives without K♠ and one of the three
    # tens, 3 of 21 (any other five is worth 41 at most). With E's cards and N's swapped,
    # E holds no ace nor ten, 4 at most with the 7♥, and passed as it did: 3/21 = 1/7.
    s_hand = mask_of(parse_cards("Q♠ 9♠ 8♠ 7♠ K♦ Q♦ J♦ 9♦"))
    view = _first_view(s_hand, HEARTS, Seat.N, Seat.W, parse_card("7♥"))
    n_cards, e_cards = "8♦ 7♦ K♣ Q♣ J♣ 9♣ 8♣ 7♣", "J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ J♠"
    w_cards = "7♥ A♠ 10♠ K♠ A♦ 10♦ A♣ 10♣"
    assert bid_weight(view, _around(s_hand, n_cards, e_cards, w_cards)) == 0.0
    assert bid_weight(view, _around(s_hand, e_cards, n_cards, w_cards)) == pytest.approx(
        3 / 21)


def test_bid_weight_is_the_share_of_first_fives_that_bid_so() -> None:
    # Round one on the retourne 7♥, W dealing: N spoke first and took. N's seven other
    # cards are J♥ 9♥ and five plain low cards; which five came first is unknown (21
    # choices). With J♥ and 9♥ both among them, N held 7♥ J♥ 9♥: 4 + 30 + 20 + 6 for
    # the third trump = 60, at least the 46 needed to take; with one of them at most 34,
    # and the low cards are worth nothing. So N took with 10 of the 21 fives (the three
    # others among the five low cards: C(5, 3) = 10).
    s_hand, view = _n_took_hearts()
    hands = _around(s_hand, "J♥ 9♥ 7♥ 7♠ 8♠ 9♠ 7♣ 8♣", "Q♠ J♠ A♥ 10♥ K♥ Q♥ 8♥ Q♣",
                    "J♣ 9♣ K♦ Q♦ J♦ 9♦ 8♦ 7♦")
    assert bid_weight(view, hands) == pytest.approx(10 / 21)
    # Round two, N dealing: E spoke first in both rounds and named ♠ after all four passed
    # the ♥. E's seven other cards: J♠ 9♠ 7♣ 8♣ 9♣ 7♦ 8♦. With J♠ and 9♠ first, ♠ was
    # worth 30 + 20 = 50 >= 46, more than ♣ (7 8 9: 4 + 4 + 20 + 6 = 34): 10 of 21 fives
    # again. S, whose view it is, holds seven hearts and passed them: a seat's own bids
    # are not weighed (it knows its hand). W and N passed ♥, which they could not take
    # without hearts (at most 4 + two aces with their tens, 38).
    s_hand = mask_of(parse_cards("A♥ 10♥ K♥ Q♥ J♥ 9♥ 8♥ A♠"))
    view = _first_view(s_hand, parse_suit("♠"), Seat.N, Seat.E, parse_cards("7♥")[0])
    hands = _around(s_hand, "A♦ 10♦ A♣ 10♣ 10♠ K♠ Q♠ 8♠", "J♠ 9♠ 7♣ 8♣ 9♣ 7♦ 8♦ 7♥",
                    "7♠ K♦ Q♦ J♦ 9♦ K♣ Q♣ J♣")
    assert bid_weight(view, hands) == pytest.approx(10 / 21)
    # E named ♠ rather than another suit: with J♣ 9♣ A♣ among its first five, ♣ gained
    # 30 + 20 + 12 + 6 - 10 = 58 as trump, more than ♠'s 50, and E would have named ♣.
    # Of the ten fives holding J♠ and 9♠, that one is left: 9 of 21.
    hands = _around(s_hand, "A♦ 10♦ 10♠ K♠ Q♠ 8♠ 10♣ K♣", "J♠ 9♠ J♣ 9♣ A♣ 7♦ 8♦ 7♥",
                    "7♠ K♦ Q♦ J♦ 9♦ Q♣ 8♣ 7♣")
    assert bid_weight(view, hands) == pytest.approx(9 / 21)
    # The cards a seat has played count with those it holds: E led its J♠, then S A♠,
    # W 7♠, N 8♠ (the first trick), and the weight is the same.
    first = Trick(Seat.E, (parse_card("J♠"), parse_card("A♠"), parse_card("7♠"),
                           parse_card("8♠")), Seat.E, 31)
    hands[Seat.E] &= ~mask_of([parse_card("J♠")])
    hands[Seat.W] &= ~mask_of([parse_card("7♠")])
    hands[Seat.N] &= ~mask_of([parse_card("8♠")])
    s_played = s_hand & ~mask_of([parse_card("A♠")])
    hands[Seat.S] = s_played
    later = dataclasses.replace(view, hand=s_played, tricks=(first,), legal=s_played)
    assert bid_weight(later, hands) == pytest.approx(9 / 21)


def test_one_candidate_dealing_is_kept_whether_it_fits_the_bids_or_not() -> None:
    # The view of the bid-weight test: about 6 blind dealings in 10 could not have taken
    # (weight 0). With one candidate, deal_consistent keeps the dealing it drew, the
    # first deal_hidden gives with the same seed, fitting or not: nothing to choose from.
    _, view = _n_took_hearts()
    unfit = 0
    for seed in range(20):
        drawn = deal_hidden(view, random.Random(seed))
        assert deal_consistent(view, random.Random(seed), candidates=1) == drawn
        unfit += bid_weight(view, drawn) == 0
    assert unfit >= 5


def test_a_seven_guards_a_ten_in_the_first_five() -> None:
    # Round one on the retourne 7♥, W dealing: N spoke first and took. N's seven other
    # cards: J♥ A♠ 10♣ 7♣ 8♦ 9♦ 7♠. With J♥ (30, and the 7♥ 4), A♠ (10) and 10♣ guarded
    # by the 7♣ (3) among the first five, N held 47, at least the 46 needed; without the
    # 7♣ the 10♣ is bare (0): 44, and without J♥ or A♠ far less. So N took with the 3
    # fives holding J♥ A♠ 10♣ 7♣ and one of the three others, of 21; E and W never spoke.
    s_hand = mask_of(parse_cards("K♠ Q♠ J♠ K♣ Q♣ K♦ Q♦ J♦"))
    view = _first_view(s_hand, HEARTS, Seat.W, Seat.N, parse_card("7♥"))
    hands = _around(s_hand, "7♥ J♥ A♠ 10♣ 7♣ 8♦ 9♦ 7♠", "10♠ 9♠ 8♠ A♥ 10♥ K♥ Q♥ 9♥",
                    "8♥ A♦ 10♦ 7♦ A♣ J♣ 9♣ 8♣")
    assert bid_weight(view, hands) == pytest.approx(3 / 21)


def test_a_seat_that_passed_twice_could_not_have_named_a_suit() -> None:
    # Round two, N dealing: E spoke first, passed the 7♥ and passed again; W, after S,
    # named ♠. E's eight cards: J♦ 9♦ 8♦ 7♠ 8♠ 7♣ 8♣ 9♣. With J♦ and 9♦ among its first
    # five, ♦ was worth 30 + 20 = 50, at least the 46 needed to name it: those 20 fives
    # (C(6, 3)) do not fit. Without both, at most 34 (J♦ 8♦ 30 + 4; 7♣ 8♣ 9♣ 4 + 4 + 20
    # + 6 for the third trump): 36 fives of 56 fit. W, the taker, holds the 7♥ and six
    # spades with the 7♦: every five names ♠, at worst A♠ 10♠ K♠ Q♠ worth 12 + 10 + 7 + 6,
    # 10 for the belote and 12 for two trumps past the second, 57. N spoke after W.
    s_hand = mask_of(parse_cards("A♥ 10♥ K♥ Q♥ J♥ 9♥ 8♥ 10♦"))
    view = _first_view(s_hand, parse_suit("♠"), Seat.N, Seat.W, parse_card("7♥"))
    hands = _around(s_hand, "A♦ K♦ Q♦ A♣ 10♣ K♣ Q♣ J♣", "J♦ 9♦ 8♦ 7♠ 8♠ 7♣ 8♣ 9♣",
                    "7♥ J♠ 9♠ A♠ 10♠ K♠ Q♠ 7♦")
    assert bid_weight(view, hands) == pytest.approx(36 / 56)


def test_a_seven_guards_a_ten_of_spades_in_the_first_five() -> None:
    # The guarded ten again, in spades, the suit of the hand's lowest cards. Round one
    # on the retourne 7♥, W dealing: N spoke first and took. N's seven other cards: J♥
    # A♦ 10♠ 7♠ 8♣ 9♣ 7♦. With J♥ (30, and the 7♥ 4), A♦ (10) and 10♠ guarded by the 7♠
    # (3) among the first five, N held 47, at least the 46 needed; without the 7♠ the
    # 10♠ is bare (0): 44; without A♦ 37, without J♥ 17. So N took with the 3 fives
    # holding J♥ A♦ 10♠ 7♠ and one of 8♣ 9♣ 7♦, of 21; E, S and W never spoke.
    s_hand = mask_of(parse_cards("K♠ Q♠ J♠ K♣ Q♣ K♦ Q♦ J♦"))
    view = _first_view(s_hand, HEARTS, Seat.W, Seat.N, parse_card("7♥"))
    hands = _around(s_hand, "7♥ J♥ A♦ 10♠ 7♠ 8♣ 9♣ 7♦", "A♠ 9♠ 8♠ A♥ 10♥ 9♥ A♣ 10♣",
                    "K♥ Q♥ 8♥ 10♦ 9♦ 8♦ J♣ 7♣")
    assert bid_weight(view, hands) == pytest.approx(3 / 21)


def test_a_seat_that_passed_twice_could_not_have_named_a_suit_with_its_seven() -> None:
    # Round two, N dealing: E spoke first, passed the 7♥ and passed again; W, after S,
    # named ♠. E's eight cards: J♦ A♦ 7♦ 7♠ 8♠ 7♣ 8♣ 9♣. With J♦ A♦ 7♦ among its first
    # five, ♦ was worth 30 + 12 + 4 and 6 for the third trump, 52, at least the 46
    # needed to name it: those 10 fives (C(5, 2)) do not fit. Without the 7♦, J♦ A♦ make
    # 42; ♣ as trump, 7♣ 8♣ 9♣ (4 + 4 + 20 + 6) with the A♦ (10), 44; ♠ less: 46 fives
    # of 56 fit. W, the taker, holds the 7♥, six spades and the 8♦: every five names ♠,
    # at worst A♠ 10♠ K♠ Q♠ 8♦ worth 12 + 10 + 7 + 6, 10 for the belote and 12 for two
    # trumps past the second, 57, and ♦ gains 4 only. N, no heart, passed the 7♥ (21 at
    # most with A♣ 10♣) and spoke after W in round two.
    s_hand = mask_of(parse_cards("A♥ 10♥ K♥ Q♥ J♥ 9♥ 8♥ 10♦"))
    view = _first_view(s_hand, parse_suit("♠"), Seat.N, Seat.W, parse_card("7♥"))
    hands = _around(s_hand, "K♦ Q♦ 9♦ A♣ 10♣ K♣ Q♣ J♣", "J♦ A♦ 7♦ 7♠ 8♠ 7♣ 8♣ 9♣",
                    "7♥ J♠ 9♠ A♠ 10♠ K♠ Q♠ 8♦")
    assert bid_weight(view, hands) == pytest.approx(46 / 56)


def test_dealings_that_fit_the_bids_are_preferred() -> None:
    # The view of the bid-weight test: N took ♥ on the 7♥, S holding no heart. Dealt
    # blindly, N's hand often could not have taken (weight 0; about 4 dealings in 10
    # fit). Among eight dealings drawn in proportion to their weight, one that fits is
    # chosen unless none of the eight fits: (6/10) ** 8, under 2%.
    _, view = _n_took_hearts()
    blind = [bid_weight(view, deal_hidden(view, random.Random(seed))) > 0
             for seed in range(60)]
    chosen = [bid_weight(view, deal_consistent(view, random.Random(seed))) > 0
              for seed in range(60)]
    assert 10 <= sum(blind) <= 40
    assert sum(chosen) >= 56


def test_dealing_never_runs_into_a_dead_end() -> None:
    # S holds the clubs. N may hold only ♠ and ♥, W only ♦, E anything: W must get the
    # eight diamonds, so a diamond given to E would leave N and E one place short for the
    # sixteen ♠ and ♥. Each card is placed so that the others still fit (Hall's condition).
    rules = RuleSet()
    s_hand = SUIT_MASKS[parse_suit("♣")]
    spades_hearts = SUIT_MASKS[parse_suit("♠")] | SUIT_MASKS[parse_suit("♥")]
    diamonds = SUIT_MASKS[parse_suit("♦")]
    view = PlayerView(Seat.S, s_hand, parse_suit("♠"), Seat.E, (), (), s_hand, None, None,
                      None, rules)
    memory = CardMemory()
    memory.update(view)
    memory.possible = [spades_hearts, spades_hearts | diamonds, 0, diamonds]
    for seed in range(100):
        deal = deal_hidden(view, random.Random(seed), memory)
        assert deal[Seat.W] == diamonds
        assert deal[Seat.N] | deal[Seat.E] == spades_hearts
        assert deal[Seat.N].bit_count() == deal[Seat.E].bit_count() == 8
        assert deal[Seat.S] == s_hand


def test_a_view_no_deal_fits_is_refused_with_a_belote_error() -> None:
    # Each seat dealt a suit, ♥ trump, E leading the first trick: the cards played in
    # turn to the last trick, where E led A♥, S played A♦ and W is to play; N holds the
    # A♠. Made by hand, a view where E took on the retourne A♠: only E may hold it, and E
    # has played its eight cards. No deal fits: a BeloteError says so (nobody with room
    # was left to draw from).
    hands = ["7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥",
             "7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦", "7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"]
    game = Game.at_play(hands, "♥", Seat.W, taker=Seat.S)
    while len(game.player_view().tricks) < 7 or len(game.player_view().trick) < 2:
        game.apply(game.legal_actions()[0])
    view = game.player_view()
    assert (view.seat, view.trick) == (Seat.W, tuple(parse_cards("A♥ A♦")))
    assert cards_held(view) == [1, 0, 0, 1]
    made = dataclasses.replace(view, taker=Seat.E, retourne=parse_card("A♠"))
    for seed in range(3):
        with pytest.raises(BeloteError, match="^no deal of the hidden cards fits what this "
                                              "seat has seen$"):
            deal_hidden(made, random.Random(seed))


def test_deal_margin_follows_the_contract() -> None:
    # RULES.md: takers 97 / defence 65 is made, 97 - 65; takers 80 are dedans (0 / 162);
    # 81-81 is a litige: the defence scores its 81 now, the takers nothing yet.
    assert deal_margin(97, 0, 0) == 32
    assert deal_margin(82, 0, 0) == 2  # 82 is enough
    assert deal_margin(65, 1, 0) == -32
    assert deal_margin(80, 0, 0) == -162
    assert deal_margin(82, 1, 0) == 162
    assert deal_margin(81, 0, 0) == -81
    assert deal_margin(81, 1, 0) == 81
    assert deal_margin(100, 0, None) == 38  # no contract: each keeps its points
    # tie=dedans: "81 is a failure", the defence scores 162 (it was valued as a litige).
    assert deal_margin(81, 0, 0, tie_fails=True) == -162
    assert deal_margin(81, 1, 0, tie_fails=True) == 162
    assert deal_margin(82, 0, 0, tie_fails=True) == 2


def test_the_expert_values_a_tie_as_the_rules_say(monkeypatch: pytest.MonkeyPatch) -> None:
    # The expert's valuation follows the table's tie rule, in every game it values by
    # deal score: the four-player game, belote à deux (play-outs), belote découverte.
    import belote_cli.bots.expert as expert

    seen: list[bool] = []

    def margin(points: int, team: int, taker: int | None, total: int = 162,
               tie_fails: bool = False, capot: Capot | None = None,
               belote: tuple[int, int] = (0, 0), announced: tuple[int, int] = (0, 0)) -> int:
        seen.append(tie_fails)
        return deal_margin(points, team, taker, total, tie_fails, capot, belote, announced)

    monkeypatch.setattr(expert, "deal_margin", margin)
    for options in ("tie=dedans", "tie=dedans variant=deux", "tie=dedans variant=decouverte",
                    ""):
        seen.clear()
        rules = RuleSet.parse(options)
        game = (Game.shuffle(random.Random(3), Seat.S, rules) if rules.players == 2
                else Game(rules=rules, seed=3))
        while game.phase is not GamePhase.PLAY:  # the first to speak takes
            actions = game.legal_actions()
            game.apply(next((a for a in actions if isinstance(a, Take) and a.suit is not None),
                            actions[0]))
        few = dataclasses.replace(SMALL, talon_samples=1, layout_early_samples=1)
        ExpertBot(random.Random(1), few).evaluate(game.player_view())
        assert seen and set(seen) == {bool(options)}, options


def _deal_before_card(seed: int, cards: int) -> tuple[DealState, Seat, Seat]:
    """A deal played by heuristic bots until ``cards`` cards are down, with its taker and
    dealer."""
    rng = random.Random(seed)
    bots = [find_bot("heuristic", random.Random(seed * 4 + s)) for s in range(4)]
    played = play_deal(bots, rng, Seat(seed % 4))
    while played.state is None:
        played = play_deal(bots, rng, Seat(seed % 4))
    assert played.taker is not None
    state = played.state
    moves = [c for t in state.tricks for c in t.cards]
    return (_state_after(list(state.initial_hands), state.trump, state.tricks[0].leader,
                         moves[:cards], state.rules), played.taker, played.dealer)


def test_the_last_card_is_valued_by_the_deal_it_ends() -> None:
    # On the last card nothing is hidden: the expected points are what the mover's team
    # takes in the last trick, and the margin is the deal score that follows from the
    # team's points at the end (RULES.md: 82 made, 81 litige, 80 dedans).
    for seed in range(6):
        state, taker, dealer = _deal_before_card(seed, 31)
        view = PlayerView.of(state, taker, dealer, None)
        team = view.seat & 1
        before = state.points[team]
        choice = ExpertBot(random.Random(seed)).evaluate(view)
        [card] = list(bits(view.legal))
        state.play(card)
        after = state.points[team]
        assert choice.card == card
        assert choice.expected[card] == after - before
        assert choice.margin[card] == deal_margin(after, team, taker & 1)


def test_the_sample_budget() -> None:
    # At least ``min_samples`` deals, then more until ``max_samples`` or the node budget.
    state, taker, dealer = _deal_before_card(3, 12)
    view = PlayerView.of(state, taker, dealer, None)
    assert view.legal & (view.legal - 1)  # a lead after three tricks: a choice to make

    def samples(**budget: int) -> int:
        return ExpertBot(random.Random(1), ExpertParams(**budget)).evaluate(view).samples

    assert samples(min_samples=3, max_samples=3, node_budget=0) == 3
    assert samples(min_samples=1, max_samples=5, node_budget=10**9) == 5
    assert samples(min_samples=2, max_samples=40, node_budget=1) == 2
    assert samples(max_samples=7) == 7  # no node budget: every sample asked for


def test_the_node_budget_stops_once_reached(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each solve here spends 100 nodes: a budget of 200 is reached after the second deal
    # (200 nodes, not more than 200), 201 after the third, 199 after the second.
    state, taker, dealer = _deal_before_card(3, 12)
    view = PlayerView.of(state, taker, dealer, None)

    class HundredNodes:
        def __init__(self, *args: object, **kw: object) -> None:
            self.solver = Solver(*args, **kw)  # type: ignore[arg-type]
            self.nodes = 100

        def solve(self, *args: object) -> object:
            return self.solver.solve(*args)  # type: ignore[arg-type]

    monkeypatch.setattr("belote_cli.bots.expert.Solver", HundredNodes)

    def samples(budget: int) -> int:
        return ExpertBot(random.Random(1), ExpertParams(max_samples=10, node_budget=budget)
                         ).evaluate(view).samples

    assert [samples(199), samples(200), samples(201)] == [2, 2, 3]


def test_the_first_trick_is_played_by_the_heuristic(monkeypatch: pytest.MonkeyPatch) -> None:
    # With eight cards in hand (more than ``solve_up_to``), the heuristic bot's card,
    # without solving a deal.
    def no_solver(*args: object) -> None:
        raise AssertionError("a deal was solved")

    monkeypatch.setattr("belote_cli.bots.expert.Solver", no_solver)
    for seed in range(4):
        state, taker, dealer = _deal_before_card(seed, 1)
        view = PlayerView.of(state, taker, dealer, None)
        assert view.hand.bit_count() == 8
        expert = ExpertBot(random.Random(seed)).play(view)
        assert expert == HeuristicBot(random.Random(seed)).play(view)


def test_expert_coinches_a_contract_its_hand_breaks() -> None:
    # W dealt; N bid 160 ♠. E holds J♠ 9♠ A♠ 10♠ and three aces: N's side cannot make
    # 160, so E coinches. With a coinche rate of 1 (the contract must fail in more than
    # every sample) it never coinches.
    auction = CoincheAuction(Seat.W)
    auction.call(Call.bid(160, parse_suit("♠")))
    hand = mask_of(parse_cards("J♠ 9♠ A♠ 10♠ A♥ A♦ A♣ 10♣"))
    for seed in range(2):
        assert ExpertBot(random.Random(seed), ExpertParams(call_samples=12)).coinche_call(
            hand, auction) == COINCHE
        assert ExpertBot(random.Random(seed), ExpertParams(
            call_samples=12, coinche_rate=1.0)).coinche_call(hand, auction) != COINCHE


def test_expert_surcoinches_a_contract_its_team_makes() -> None:
    # N bid 80 ♥ and E coinched. S holds J♥ 9♥ A♥ 10♥ K♥ Q♥ A♠ A♦: every trump and
    # two aces, the 80 is made for sure, so S surcoinches (not with a rate of 1).
    auction = CoincheAuction(Seat.W)
    auction.call(Call.bid(80, parse_suit("♥")))
    auction.call(COINCHE)
    hand = mask_of(parse_cards("J♥ 9♥ A♥ 10♥ K♥ Q♥ A♠ A♦"))
    for seed in range(2):
        assert ExpertBot(random.Random(seed), ExpertParams(call_samples=12)).coinche_call(
            hand, auction) == SURCOINCHE
        assert ExpertBot(random.Random(seed), ExpertParams(
            call_samples=12, coinche_rate=1.0)).coinche_call(hand, auction) == PASS


@pytest.mark.parametrize(("dealings", "fits", "drawn", "kept"), [
    (5, [0, 1, 1, 0, 0], 5, 1),  # none fits both calls: the first of those fitting most
    (5, [1, 2, 0, 0, 0], 2, 1),  # the first fitting both calls heard ends the search
    (1, [0, 0], 1, 0),  # one dealing asked: one drawn, kept though it fits no call
    (0, [0, 0], 1, 0),  # none asked: one all the same
])
def test_the_dealing_for_the_calls_is_the_first_that_fits_best(
        monkeypatch: pytest.MonkeyPatch, dealings: int, fits: list[int], drawn: int,
        kept: int) -> None:
    # W dealt, N bid 80 ♥ and E passed: S has heard two calls. Of ``call_dealings``
    # dealings of the unseen cards (one at least), the first where the heuristic makes
    # both, else the first of those where it makes the most (``fits``: how many it makes
    # in each dealing, in the order drawn). The count is ``_fit_heard``'s, which
    # ``calls_fit`` counts with: ``deal_for_calls`` asks it of the calls heard, each with
    # the auction as it stood, built once for all its dealings.
    auction = CoincheAuction(Seat.W)
    auction.call(Call.bid(80, parse_suit("♥")))
    auction.call(PASS)
    hand = mask_of(parse_cards("J♠ 9♠ A♠ 10♠ A♥ A♦ A♣ 10♣"))
    seen: list[list[int]] = []
    counts = iter(fits)

    def scripted(hands: list[int], heard: list[tuple[Seat, Call, CoincheAuction]],
                 floor: int) -> int:
        assert [(seat, call) for seat, call, _ in heard] == auction.calls
        assert [len(before.calls) for _, _, before in heard] == [0, 1]
        assert hands[Seat.S] == hand
        seen.append(list(hands))
        return next(counts)

    monkeypatch.setattr("belote_cli.bots.coinche_policy._fit_heard", scripted)
    bot = ExpertBot(random.Random(3), ExpertParams(call_dealings=dealings))
    hands = bot._deal_for_calls(hand, auction)
    assert len(seen) == drawn
    assert hands == seen[kept]


def test_a_coinche_call_samples_24_deals_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    # ``call_samples``: the deals sampled for a call, each played out for every candidate
    # call; 24 unless the params say otherwise.
    auction = CoincheAuction(Seat.W)
    auction.call(Call.bid(80, parse_suit("♥")))
    hand = mask_of(parse_cards("J♠ 9♠ A♠ 10♠ A♥ A♦ A♣ 10♣"))
    dealt: list[int] = []
    deal = ExpertBot._deal_for_calls

    def counted(self: ExpertBot, held: int, heard: CoincheAuction) -> list[int]:
        dealt.append(held)
        return deal(self, held, heard)

    monkeypatch.setattr(ExpertBot, "_deal_for_calls", counted)
    assert ExpertParams().call_samples == 24
    for params, deals in ((ExpertParams(), 24), (ExpertParams(call_samples=5), 5)):
        dealt.clear()
        bot = ExpertBot(random.Random(2), params)
        assert len(bot._call_candidates(hand, auction)) > 1  # a choice to sample
        bot.coinche_call(hand, auction)
        assert dealt == [hand] * deals


def test_the_calls_weighed_are_each_allowed_and_each_said_once() -> None:
    # ``_call_candidates``: pass first, then only calls the auction allows, each once. With
    # sevens and eights the heuristic passes (pass is already first) and the levels next
    # to its estimate all fall to the lowest bid allowed: each would come several times.
    hand = mask_of(parse_cards("7♠ 8♠ 7♥ 8♥ 7♦ 8♦ 7♣ 8♣"))
    opening = CoincheAuction(Seat.W)  # N speaks first: 80 is the lowest bid
    heard = CoincheAuction(Seat.W)
    heard.call(Call.bid(80, parse_suit("♥")))  # N bids: E, an opponent, may coinche
    for auction in (opening, heard):
        calls = ExpertBot(random.Random(1))._call_candidates(hand, auction)
        assert calls[0] == PASS
        assert [c for c in calls if calls.count(c) > 1] == []
        assert all(auction.why_illegal(c) is None for c in calls)
        assert any(c.kind == "bid" for c in calls)
    assert COINCHE in calls  # E may coinche N's 80


def test_expert_params_take_zero_and_refuse_a_negative_number() -> None:
    # ``ExpertParams.parse``: a negative number raises, 0 does not (``close_samples=0``:
    # never draw more deals; ``min_samples=0``: no least number of deals).
    params = ExpertParams.parse(["close_samples=0", "min_samples=0", "max_samples=0"])
    assert (params.close_samples, params.min_samples, params.max_samples) == (0, 0, 0)
    assert ExpertParams.parse(["node_budget=0"]).node_budget == 0
    for option in ("close_samples=-1", "min_samples=-1"):
        with pytest.raises(BeloteError):
            ExpertParams.parse([option])


# --- coinche: calls by sampling -----------------------------------------------------------

def _expert_auction(seed: int, dealer: Seat) -> list[tuple[Seat, Call]]:
    """A whole coinche auction called by four experts sharing one seeded generator; every
    call is checked against the auction before it is made."""
    rng = random.Random(seed)
    bots = [ExpertBot(random.Random(seed * 10 + s), ExpertParams(call_samples=8))
            for s in range(4)]
    hands = random_hands(rng, dealer)
    auction = CoincheAuction(dealer)
    while not auction.is_over:
        seat = auction.to_bid
        call = bots[seat].coinche_call(hands[seat], auction)
        assert auction.why_illegal(call) is None, (auction.calls, call)
        auction.call(call)
    return auction.calls


def test_expert_coinche_calls_are_legal_and_follow_the_seed() -> None:
    for seed in range(3):
        calls = _expert_auction(seed, Seat(seed % 4))
        assert calls == _expert_auction(seed, Seat(seed % 4))


def test_expert_bids_a_hand_that_takes_every_trick() -> None:
    # N speaks first (W dealt) and so leads: J♥ then 9♥ draw the two trumps out (7♥ 8♥),
    # then A♥ 10♥ K♥ Q♥ A♠ A♦ are all masters: eight tricks, 162 card points and the
    # belote. Any bid up to 160 is made for sure; the bot must bid high in ♥.
    hand = mask_of(parse_cards("J♥ 9♥ A♥ 10♥ K♥ Q♥ A♠ A♦"))
    bot = ExpertBot(random.Random(3), ExpertParams(call_samples=12))
    call = bot.coinche_call(hand, CoincheAuction(Seat.W))
    assert call.kind == "bid" and call.suit == parse_suit("♥")
    assert call.level is not None and call.level >= 120


def test_expert_passes_a_hopeless_hand() -> None:
    # Only sevens and eights: no trick of its own in any suit, nothing to bid on.
    hand = mask_of(parse_cards("7♠ 8♠ 7♥ 8♥ 7♦ 8♦ 7♣ 8♣"))
    bot = ExpertBot(random.Random(4), ExpertParams(call_samples=12))
    assert bot.coinche_call(hand, CoincheAuction(Seat.W)) == PASS


# --- contract=total: the takers need more than the defence, belote and announcements counted
TOTAL = RuleSet(contract="total")
HEARTS = parse_suit("♥")


def _sheet(ns: int, taker: Seat | None, rules: RuleSet, belote: Team | None = None,
           announced: tuple[int, int] = (0, 0)) -> int:
    """NS's deal score minus EW's, as ``score_deal`` writes it (no capot)."""
    score = score_deal(HEARTS, (ns, 162 - ns), Team.EW, taker, rules, belote,
                       announcements=announced).score
    return score[0] - score[1]


@pytest.mark.parametrize(("ns", "belote", "announced", "tie_fails", "margin"), [
    # RULES.md 6: the takers (NS) need more than the defence, belote counted: with theirs,
    # 72 against 90 is 92 to 90, made (each scores its own); 71 is 91 to 91, a litige
    # (the defence scores its 91, the takers their 20, their 71 wait); 70 is 90 to 92,
    # dedans (162 to the defence, the takers keep their 20); 71 with tie=dedans, dedans.
    (72, Team.NS, (0, 0), False, 92 - 90),
    (71, Team.NS, (0, 0), False, 20 - 91),
    (70, Team.NS, (0, 0), False, 20 - 162),
    (71, Team.NS, (0, 0), True, 20 - 162),
    # The defence's belote shifts it the other way: 92 to 70 + 20 made, 91 a litige.
    (92, Team.EW, (0, 0), False, 92 - 90),
    (91, Team.EW, (0, 0), False, 0 - 91),
    (90, Team.EW, (0, 0), False, 0 - 182),
    # The defence's tierce (20) as well; dedans gives it the tierce and the 162.
    (92, None, (0, 20), False, 92 - 90),
    (91, None, (0, 20), False, 0 - 91),
    (90, None, (0, 20), False, 0 - 182),
    (91, None, (0, 20), True, 0 - 182),
    # The takers' cinquante (50) against the defence's belote: 66 + 50 = 96 + 20, a
    # litige (the takers' 66 and 50 wait); 70 made, 120 to 112; 62 dedans, the defence
    # scoring 162, its belote and the takers' 50.
    (66, Team.EW, (50, 0), False, 0 - 116),
    (70, Team.EW, (50, 0), False, 120 - 112),
    (62, Team.EW, (50, 0), False, 0 - 232),
    # Nothing on either side: the threshold of contract=points, 82 (81 a litige).
    (82, None, (0, 0), False, 82 - 80),
    (81, None, (0, 0), False, 0 - 81),
    (80, None, (0, 0), False, 0 - 162),
])
def test_total_margin_is_the_deal_score_under_contract_total(
        ns: int, belote: Team | None, announced: tuple[int, int], tie_fails: bool,
        margin: int) -> None:
    belotes = (0, 0) if belote is None else (20, 0) if belote is Team.NS else (0, 20)
    rules = dataclasses.replace(TOTAL, tie="dedans" if tie_fails else "litige")
    assert _sheet(ns, Seat.S, rules, belote, announced) == margin
    assert total_margin(ns, 0, 0, belotes, announced, 162, tie_fails) == margin
    assert total_margin(162 - ns, 1, 0, belotes, announced, 162, tie_fails) == -margin
    # The same deal with EW the takers (W took), each team's part swapped.
    swapped = (belotes[1], belotes[0])
    other = (announced[1], announced[0])
    assert total_margin(ns, 1, 1, swapped, other, 162, tie_fails) == margin
    assert _sheet(162 - ns, Seat.W, rules, None if belote is None else belote.other,
                  other) == -margin


@pytest.mark.parametrize(("ns", "belote", "announced", "margin"), [
    # No contract (belote découverte with decouverte_bid=off): nothing is compared, each
    # side scores its card points, belote and announcements (core/scoring.py, taker None;
    # announcements.settle, "none": each keeps what it scored).
    (90, None, (0, 0), 90 - 72),
    (90, Team.NS, (0, 0), 90 + 20 - 72),
    (90, Team.EW, (0, 0), 90 - (72 + 20)),
    (70, Team.EW, (50, 0), 70 + 50 - (92 + 20)),
])
def test_total_margin_without_a_contract_is_each_side_s_score(
        ns: int, belote: Team | None, announced: tuple[int, int], margin: int) -> None:
    belotes = (0, 0) if belote is None else (20, 0) if belote is Team.NS else (0, 20)
    assert _sheet(ns, None, TOTAL, belote, announced) == margin
    assert total_margin(ns, 0, None, belotes, announced) == margin
    assert total_margin(162 - ns, 1, None, belotes, announced) == -margin


def test_total_margin_with_no_belote_nor_announcement_given_counts_none() -> None:
    # Left out, ``belote`` and ``announced`` are nothing on either side: NS takers with
    # 100 of 162 make it, 100 to 62, a margin of 38; at 81 a litige (81 to 81), the
    # defence scores its 81 and the takers nothing yet: -81.
    assert total_margin(100, 0, 0) == 100 - 62
    assert total_margin(62, 1, 0) == 62 - 100
    assert total_margin(81, 0, 0) == -81


def test_a_litige_of_ew_takers_gives_ns_its_half_and_its_own_announcements() -> None:
    # EW take, 81 points each: a litige (docs/rules.md, "Announcements": the takers'
    # announcements are held with their 81). NS, the defence, with the only tierce (20)
    # score 81 + 20 now, EW nothing yet; EW with the only cinquante (50): NS score their
    # 81, the 50 is held.
    assert deal_margin(81, 0, 1, announced=(20, 0)) == 81 + 20
    assert deal_margin(81, 1, 1, announced=(20, 0)) == -(81 + 20)
    assert deal_margin(81, 0, 1, announced=(0, 50)) == 81
    assert deal_margin(81, 1, 1, announced=(0, 50)) == -81


def test_a_capot_is_worth_252_unless_told_otherwise() -> None:
    # ``Capot``'s value left out is the rule book's 252 (docs/rules.md, "Scoring"): NS,
    # the takers and the only sweepers, take every point: 252 to nothing.
    assert Capot().value == 252
    assert Capot(sweepers=1).side(162, 0) == 0
    assert deal_margin(162, 0, 0, capot=Capot(sweepers=1)) == 252
    assert deal_margin(0, 1, 0, capot=Capot(sweepers=1)) == -252


@pytest.mark.parametrize(("ns", "margin"), [
    # contract=points: 82 made, 81 a litige, 80 dedans, belote or not (it is left out).
    (82, 2), (81, -81), (80, -162), (72, -162)])
def test_deal_margin_is_the_deal_score_under_contract_points(ns: int, margin: int) -> None:
    assert deal_margin(ns, 0, 0) == margin
    assert _sheet(ns, Seat.S, RuleSet()) == margin
    assert _sheet(ns, Seat.S, RuleSet(), Team.NS) == margin + 20  # belote: 20 either way
    # Given (belote à deux, where the play decides it), each side's belote is added after.
    assert deal_margin(ns, 0, 0, belote=(20, 0)) == margin + 20
    assert deal_margin(162 - ns, 1, 0, belote=(20, 0)) == -margin - 20


def test_deal_margin_adds_each_side_s_belote_after_the_contract() -> None:
    # RULES.md, "Worked figures": takers 80 dedans with their belote, 20 / 162; takers
    # taking every trick against the defence's belote, 252 / 20; made 97 / 65 with the
    # defence's belote, 97 / 85.
    assert deal_margin(80, 0, 0, belote=(20, 0)) == 20 - 162
    assert deal_margin(162, 0, 0, capot=Capot(252, 1), belote=(0, 20)) == 252 - 20
    assert deal_margin(0, 1, 0, capot=Capot(252, 1), belote=(0, 20)) == 20 - 252
    assert deal_margin(97, 0, 0, belote=(0, 20)) == 97 - 85


def test_deal_margin_gives_the_announcements_their_owner_after_the_contract() -> None:
    # RULES.md, "Announcements": the team with the best one scores its own; a team
    # that is dedans loses them to the defence; capot takes the other team's too; and
    # (docs/rules.md) in a litige the takers' are held with their 81, the defence's
    # scored now. NS took; NS's cinquante 50, or EW's tierce 20.
    assert deal_margin(97, 0, 0, announced=(50, 0)) == 97 + 50 - 65
    assert deal_margin(65, 1, 0, announced=(50, 0)) == 65 - 97 - 50
    assert deal_margin(97, 0, 0, announced=(0, 20)) == 97 - 65 - 20
    assert deal_margin(80, 0, 0, announced=(50, 0)) == -(162 + 50)
    assert deal_margin(82, 1, 0, announced=(0, 20)) == 162 + 20
    assert deal_margin(81, 0, 0, announced=(50, 0)) == -81
    assert deal_margin(81, 0, 0, announced=(0, 20)) == -(81 + 20)
    assert deal_margin(162, 0, 0, capot=Capot(252, 3), announced=(0, 20)) == 252 + 20
    assert deal_margin(0, 0, 0, capot=Capot(252, 3), announced=(50, 0)) == -(252 + 50)
    assert deal_margin(100, 0, None, announced=(0, 20)) == 100 - 62 - 20  # no contract
    # The deal scored by the rules' own scoring says the same.
    for ns, announced in ((97, (50, 0)), (97, (0, 20)), (80, (50, 0)), (81, (0, 20))):
        assert _sheet(ns, Seat.S, RuleSet(), None, announced) == deal_margin(
            ns, 0, 0, announced=announced)


def _coinche_sheet(contract: Contract, ns: int, announced: tuple[int, int],
                   capot: Team | None = None) -> int:
    """NS's coinche deal score minus EW's, as ``score_coinche`` writes it."""
    score = score_coinche(contract, (ns, 162 - ns), Team.EW, RuleSet(variant="coinche"),
                          capot=capot, announcements=announced).score
    return score[0] - score[1]


@pytest.mark.parametrize(("contract", "ns", "announced", "capot", "swept", "margin"), [
    # RULES.md, "Coinche" and "Announcements" (score_coinche): the announcements do not
    # count toward the bid. 110 ♥ by S, made with 120: NS 120 + 110 and their cinquante,
    # 280, to EW's 42; with EW's tierce instead, 230 to 42 + 20.
    (Contract(110, HEARTS, Seat.S), 120, (50, 0), None, 0, 280 - 42),
    (Contract(110, HEARTS, Seat.S), 120, (0, 20), None, 0, 230 - 62),
    # Failed with 100: the defence scores 160 + 110 and every announcement, the takers'
    # cinquante (320) or its own tierce (290), the takers nothing.
    (Contract(110, HEARTS, Seat.S), 100, (50, 0), None, 0, -320),
    (Contract(110, HEARTS, Seat.S), 100, (0, 20), None, 0, -290),
    # Coinched, the winner of the contract takes them all: made, 160 + 110 × 2 and EW's
    # tierce, 400 to 0; failed, 160 + 220 and NS's cinquante to EW, 430; surcoinched and
    # made, 160 + 110 × 4 + 20 = 620.
    (Contract(110, HEARTS, Seat.S, 2), 120, (0, 20), None, 0, 400),
    (Contract(110, HEARTS, Seat.S, 2), 100, (50, 0), None, 0, -430),
    (Contract(110, HEARTS, Seat.S, 4), 120, (0, 20), None, 0, 620),
    # Made with every trick, not coinched: 252 in place of the points, the bid, and the
    # defence's tierce too (capot takes the other team's): 382 to 0. A defence that takes
    # every trick of it has the contract failed: 160 + 110 and NS's cinquante, 320.
    (Contract(110, HEARTS, Seat.S), 162, (0, 20), Team.NS, 0b01, 382),
    (Contract(110, HEARTS, Seat.S), 0, (50, 0), Team.EW, 0b10, -320),
    # A capot bid: 500 and every announcement to the winner, 520 made with EW's tierce;
    # failed with 161 points (a trick lost), 500 and NS's cinquante to EW, 550.
    (Contract(CAPOT, HEARTS, Seat.S), 162, (0, 20), Team.NS, 0b01, 520),
    (Contract(CAPOT, HEARTS, Seat.S), 161, (50, 0), None, 0, -550),
])
def test_coinche_margin_gives_the_announcements_their_owner_by_the_contract(
        contract: Contract, ns: int, announced: tuple[int, int], capot: Team | None,
        swept: int, margin: int) -> None:
    cap = Capot(252, swept)
    assert coinche_margin(ns, 0, contract, 0, 162, cap, announced) == margin
    assert coinche_margin(162 - ns, 1, contract, 0, 162, cap, announced) == -margin
    assert _coinche_sheet(contract, ns, announced, capot) == margin  # as the deal scores


def test_belote_points_count_each_teams_belotes() -> None:
    hands = _hands("K♥ Q♥ 7♠", "K♠ Q♠", "K♣ Q♣ K♦ Q♦", "7♥")
    assert belote_points(hands, HEARTS, RuleSet()) == (20, 0)  # N holds the trump pair
    assert belote_points(hands, parse_suit("♠"), RuleSet()) == (0, 20)
    assert belote_points(hands, NO_TRUMP, RuleSet(sa_ta="on")) == (0, 0)
    assert belote_points(hands, ALL_TRUMP, RuleSet(sa_ta="on")) == (60, 20)
    assert belote_points(hands, ALL_TRUMP, RuleSet(sa_ta="on", ta_belote="none")) == (0, 0)
    # Every seat's hand is read, W's (the last, N E S W) too: 20 to EW.
    assert belote_points(_hands("7♠", "7♦", "7♣", "K♥ Q♥"), HEARTS, RuleSet()) == (0, 20)


class _TwoLines:
    """The solver, with the values of two cards given: ``sure`` takes the same points in
    every deal, ``risky`` more and fewer in turn."""

    calls = 0

    def __init__(self, sure: int, risky: int, points: tuple[int, int, int]) -> None:
        self.sure, self.risky, self.points = sure, risky, points

    def __call__(self, trump: int, rules: RuleSet, layout: object = None,
                 tricks: bool = False) -> object:
        return _EveryTrick(self.legal) if tricks else self

    nodes = 0

    def solve(self, hands: list[int], leader: Seat, trick: tuple[int, ...]) -> object:
        sure, high, low = self.points
        risky = high if self.calls % 2 == 0 else low
        self.calls += 1
        values = {c: low - 10 for c in bits(self.legal)}
        values[self.sure], values[self.risky] = sure, risky
        return types.SimpleNamespace(values=values)

    legal = 0


class _EveryTrick:
    """The solver counting tricks (``tricks=True``) in the deals of ``_TwoLines``: the
    mover's side takes every card left whatever it plays."""

    def __init__(self, legal: int) -> None:
        self.legal = legal

    def solve(self, hands: list[int], leader: Seat, trick: tuple[int, ...]) -> object:
        return types.SimpleNamespace(values={c: 8 for c in bits(self.legal)}, points=(8, 0))


def _played_to(game: Game, tricks: int) -> Game:
    """``game`` once the first to speak took and heuristic bots played ``tricks`` tricks
    (or the deal ended)."""
    while game.phase is not GamePhase.PLAY:  # the first to speak takes
        actions = game.legal_actions()
        game.apply(next((a for a in actions if isinstance(a, Take) and a.suit is not None),
                        actions[0]))
    bots = [HeuristicBot(random.Random(s)) for s in range(4)]
    while game.phase is GamePhase.PLAY and len(game.player_view().tricks) < tricks:
        view = game.player_view()
        game.play(bots[view.seat].play(view))
    return game


def _at_trick_two(seed: int, rules: RuleSet | None = None) -> Game:
    """Deal ``seed`` at trick 2: the first to speak took, heuristic bots played trick 1."""
    return _played_to(Game(rules=rules, seed=seed), 1)


def _taker_holding_belote() -> tuple[Game, PlayerView]:
    # A deal under contract=total where, at trick 2, the player to move is a taker or
    # the taker's partner holding king and queen of trump, with two legal cards or more.
    for seed in range(200):
        game = _at_trick_two(seed, TOTAL)
        view = game.player_view()
        pair = (1 << card(view.trump, KING)) | (1 << card(view.trump, QUEEN))
        assert game.taker is not None
        if (view.seat & 1) == (game.taker & 1) and view.hand & pair == pair \
                and (view.legal & ~pair).bit_count() >= 2:
            return game, view
    raise AssertionError("no such deal")


@pytest.mark.parametrize("rule", ["points", "total"])
def test_the_expert_plays_for_the_threshold_of_its_contract_rule(
        monkeypatch: pytest.MonkeyPatch, rule: str) -> None:
    # The takers hold belote (the mover's king and queen of trump). One card makes 75 in
    # every deal; the other 85 and 65 in turn (the others 55). contract=points: 75 is
    # dedans (-162) and the risky card gives (85 - 77 - 162) / 2 = -77 a deal: it is
    # played. contract=total: 75 + 20 against 87 is made, 95 - 87 = 8, where the risky
    # card gives (105 - 77) and (20 - 162) in turn, (28 - 142) / 2 = -57: the sure card.
    import belote_cli.bots.expert as expert
    import belote_cli.bots.valuation as valuation

    game, view = _taker_holding_belote()
    view = dataclasses.replace(view, rules=dataclasses.replace(view.rules, contract=rule))
    team = view.seat & 1
    taken = sum(t.points for t in view.tricks if (t.winner & 1) == team)
    pair = (1 << card(view.trump, KING)) | (1 << card(view.trump, QUEEN))
    sure, risky = list(bits(view.legal & ~pair))[:2]
    fake = _TwoLines(sure, risky, (75 - taken, 85 - taken, 65 - taken))
    fake.legal = view.legal
    monkeypatch.setattr(expert, "Solver", fake)
    monkeypatch.setattr(valuation, "Solver", fake)
    choice = ExpertBot(random.Random(1), dataclasses.replace(SMALL, max_samples=4)).evaluate(view)
    assert choice.samples == 4
    if rule == "points":
        assert choice.margin[sure] == -162
        assert choice.margin[risky] == (85 - 77 - 162) / 2
        assert choice.card == risky
    else:
        assert choice.margin[sure] == 95 - 87
        assert choice.margin[risky] == (105 - 77 + 20 - 162) / 2
        assert choice.card == sure



def test_the_views_show_the_announcements_from_the_second_trick() -> None:
    # RULES.md: announced with the first card, shown at the second trick. N's tierce
    # A K Q of spades is the only announcement: NS would score 20, EW nothing.
    hands = _hands("A♠ K♠ Q♠ 7♦ 9♦ J♦ 7♣ 9♣", "8♠ 10♦ Q♦ A♦ 8♣ 10♣ Q♣ A♣",
                   "7♠ 9♠ J♠ K♦ K♥ J♥ 9♥ 7♥", "10♠ 8♦ J♣ K♣ A♥ Q♥ 10♥ 8♥")
    game = Game.at_play(hands, "♥", Seat.W, "announcements=on", taker=Seat.S)
    bots = [HeuristicBot(random.Random(s)) for s in range(4)]
    while game.phase is not GamePhase.PLAY or not game.player_view().tricks:
        if game.phase is GamePhase.PLAY:
            assert game.player_view().announced == (0, 0)
        assert game.to_act is not None
        game.apply(bot_action(game, bots[game.to_act]))
    assert game.player_view().announced == (20, 0)
    assert game.view(Seat.E).announced == (20, 0)  # known to all


class _Deals:
    """The solver, with the points each legal card takes in the deals solved, in turn."""

    nodes = 0

    def __init__(self, values: dict[int, list[int]]) -> None:
        self.values, self.calls = values, 0

    def __call__(self, trump: int, rules: RuleSet, layout: object = None,
                 tricks: bool = False) -> object:
        return self

    def solve(self, hands: list[int], leader: Seat, trick: tuple[int, ...]) -> object:
        i, self.calls = self.calls, self.calls + 1
        return types.SimpleNamespace(values={c: v[i % len(v)] for c, v in self.values.items()})


def _last_of_the_first_trick(hands: tuple[str, str, str, str], rules: str,
                             plays: tuple[str, str, str]) -> PlayerView:
    """S's view at the first trick, announcements on, S the taker at ♥: W, N and E announced
    their best split and played ``plays``; S announced its own."""
    game = Game.at_play(list(hands), "♥", Seat.W, f"announcements=on {rules}", taker=Seat.S)
    for seat, played in zip((Seat.W, Seat.N, Seat.E), plays, strict=True):
        game.announce(detect(game.hand(seat), HEARTS))
        game.play(played)
    game.announce(detect(game.hand(Seat.S), HEARTS))
    return game.player_view()


def _first_trick_choice(monkeypatch: pytest.MonkeyPatch, view: PlayerView,
                        values: dict[int, list[int]]) -> CardChoice:
    import belote_cli.bots.expert as expert

    monkeypatch.setattr(expert, "Solver", _Deals(values))
    params = dataclasses.replace(SMALL, first_trick_samples=4)
    choice = ExpertBot(random.Random(1), params).evaluate(view)
    assert choice.samples == 4
    return choice


def test_at_the_first_trick_the_expert_counts_the_kinds_said_under_contract_total(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # contract=total, S took ♥ and is the last to play the first trick: E (defence) said
    # "cinquante", S announced its tierce A♣ K♣ Q♣, W and N said none. Any cinquante beats
    # any tierce, so EW's 50 count in the comparison whatever E's cinquante is, and NS's
    # tierce does not; S holds Q♥, so no deal holds a belote. S may play K♠ or 8♠: K♠
    # takes 90 points in every deal, 8♠ 110 and 70 in turn. Counting the cinquante
    # (RULES.md, "Scoring" 6, "Announcements"):
    # K♠: 90 against 72 + 50 is no more: dedans, the defence scores 162 and the 50,
    # -212; 8♠: 110 against 52 + 50 is made, 110 - 102 = 8, then dedans, -212: a mean of
    # -102, so 8♠. Leaving it out, K♠ would be made by 90 - 72 = 18 against 8♠'s
    # (110 - 52 - 162) / 2 = -52.
    hands = ("9♠ J♠ Q♠ 8♥ 10♥ K♥ K♦ 10♣", "J♦ 10♦ 9♦ 8♦ 7♠ A♥ 7♣ 9♣",
             "A♣ K♣ Q♣ K♠ 8♠ J♥ Q♥ 7♦", "A♠ 10♠ 7♥ 9♥ Q♦ A♦ J♣ 8♣")
    view = _last_of_the_first_trick(hands, "contract=total", ("A♠", "9♠", "7♠"))
    assert view.heard[-1] == (Seat.E, ("cinquante",))
    king, eight = parse_card("K♠"), parse_card("8♠")
    assert view.legal == (1 << king) | (1 << eight)
    choice = _first_trick_choice(monkeypatch, view, {king: [90], eight: [110, 70]})
    assert choice.margin == {king: -212, eight: (8 - 212) / 2}
    assert choice.card == eight


def test_a_first_trick_deal_scores_the_announcements_said_and_those_still_to_come() -> None:
    # The deal of the contract=total test above, with its hands: E's cinquante J♦ beats
    # S's tierce A♣, EW would score 50 (RULES.md: only the team holding the single best
    # announcement scores). S, last to play, knows its tierce and heard E's "cinquante";
    # N, second to play, heard W say none and counts E's cinquante and S's tierce as
    # the bots declare them, their best split: 50 to EW either way.
    hands = ("9♠ J♠ Q♠ 8♥ 10♥ K♥ K♦ 10♣", "J♦ 10♦ 9♦ 8♦ 7♠ A♥ 7♣ 9♣",
             "A♣ K♣ Q♣ K♠ 8♠ J♥ Q♥ 7♦", "A♠ 10♠ 7♥ 9♥ Q♦ A♦ J♣ 8♣")
    masks = [mask_of(parse_cards(h)) for h in hands]
    last = _last_of_the_first_trick(hands, "contract=total", ("A♠", "9♠", "7♠"))
    assert first_trick_announced(last, masks) == (0, 50)
    assert said_weight(last, masks) == 1.0
    game = Game.at_play(list(hands), "♥", Seat.W, "announcements=on", taker=Seat.S)
    game.announce(detect(game.hand(Seat.W), HEARTS))
    game.play("A♠")
    game.announce(())
    second = game.player_view()
    assert (second.seat, second.heard) == (Seat.N, ((Seat.W, ()),))
    assert first_trick_announced(second, masks) == (0, 50)
    # Had E held no cinquante (its J♦ with W, W's 8♣ with E: two tierces, 10♦ and 9♣,
    # it did not say), the deal would not fit what E said: weighed 0.05 (``SAID_EPS``),
    # nothing counted for EW, and S's tierce scoring 20 for NS.
    jack, eight = parse_card("J♦"), parse_card("8♣")
    other = list(masks)
    other[Seat.E] ^= (1 << jack) | (1 << eight)
    other[Seat.W] ^= (1 << jack) | (1 << eight)
    assert said_weight(last, other) == SAID_EPS
    assert first_trick_announced(last, other) == (20, 0)


def test_the_announcements_said_are_those_of_the_kinds_said() -> None:
    # 9♦ to K♦ and 7♣ 8♣ 9♣: the best split is the cent (five in a row) and the tierce.
    # Said "tierce": the tierce of that split, not the cent listed before it. Said "cent"
    # and "tierce": both. Said "cinquante", which the split does not hold: the strongest
    # run of four in the hand, 10♦ to K♦ (over 9♦ to Q♦). Said "carré": none to be had.
    hand = mask_of(parse_cards("9♦ 10♦ J♦ Q♦ K♦ 7♣ 8♣ 9♣"))
    cent = Announcement.sequence(DIAMONDS, KING, 5)
    tierce = Announcement.sequence(parse_suit("♣"), NINE, 3)
    assert detect(hand, HEARTS) == (cent, tierce)
    assert said_announcements(hand, ("tierce",), HEARTS) == (tierce,)
    assert said_announcements(hand, ("cent", "tierce"), HEARTS) == (cent, tierce)
    assert said_announcements(hand, ("tierce", "cent"), HEARTS) == (tierce, cent)
    assert said_announcements(hand, ("cinquante",), HEARTS) == (
        Announcement.sequence(DIAMONDS, KING, 4),)
    assert said_announcements(hand, ("carré",), HEARTS) == ()


def test_a_tierce_said_with_the_seven_of_spades_is_dealt_to_the_seat_that_said_it() -> None:
    # W leads A♥ at the first trick, announcements on, and says "tierce" (its 7♠ 8♠ 9♠).
    # N, to play second, holds 10♠ K♠ and the 9 and Q of each other suit: every run of
    # three that W may hold is broken by one of N's cards but 7♠ 8♠ 9♠, so W's tierce
    # can only be that one, which holds 7♠, card 0. Whatever the draw, the cards of W's
    # tierce go to W, and nothing to the seats that said nothing.
    hands = ["10♠ K♠ 9♥ Q♥ 9♦ Q♦ 9♣ Q♣", "Q♠ J♠ 7♥ 8♥ 10♦ 8♦ 10♣ 8♣",
             "A♠ 10♥ K♥ J♥ A♦ K♦ A♣ K♣", "7♠ 8♠ 9♠ A♥ 7♦ J♦ 7♣ J♣"]
    game = Game.at_play(hands, "♥", Seat.W, "announcements=on", taker=Seat.S)
    game.announce(detect(game.hand(Seat.W), HEARTS))
    game.play("A♥")
    game.announce(())
    view = game.player_view()
    assert (view.seat, view.heard) == (Seat.N, ((Seat.W, ("tierce",)),))
    memory = CardMemory()
    memory.update(view)
    tierce = mask_of(parse_cards("7♠ 8♠ 9♠"))
    for seed in range(6):
        assert said_cards(view, random.Random(seed), memory) == [0, 0, 0, tierce]
        dealt = deal_hidden(view, random.Random(seed), memory)
        assert dealt[Seat.W] & tierce == tierce
        assert dealt[Seat.N] == view.hand


class _LastThenFirst(random.Random):
    """A generator whose first ``choice`` is the last of the sequence, each later one the
    first."""

    drawn = 0

    def choice(self, seq: Any) -> Any:
        self.drawn += 1
        return seq[-1] if self.drawn == 1 else seq[0]


def test_a_draw_of_the_announcements_said_that_leaves_no_room_is_drawn_again() -> None:
    # W leads A♥ at the first trick, announcements on, and says "tierce" and "carré J"
    # (its 7♦ 8♦ 9♦ and four jacks). N holds the 9 and Q of ♠ ♥ ♣ and K♦ A♦: the only
    # runs of three W may hold are in ♦, 7♦ 8♦ 9♦, 8♦ to 10♦, 9♦ to J♦ and 10♦ to Q♦.
    # Drawn first, 10♦ J♦ Q♦ takes the J♦ from the carré: that draw fits no carré, and
    # the cards are drawn again (up to ``tries`` times); the second draw takes 7♦ 8♦ 9♦
    # and the four jacks, seven cards, the seven W still holds.
    hands = ["9♠ Q♠ 9♥ Q♥ 9♣ Q♣ K♦ A♦", "7♠ 8♠ 10♠ K♠ A♠ 7♥ 8♥ 10♥",
             "K♥ 10♦ Q♦ 7♣ 8♣ 10♣ K♣ A♣", "J♠ J♥ J♦ J♣ 7♦ 8♦ 9♦ A♥"]
    game = Game.at_play(hands, "♥", Seat.W, "announcements=on", taker=Seat.S)
    game.announce(tuple(reversed(detect(game.hand(Seat.W), HEARTS))))
    game.play("A♥")
    game.announce(())
    view = game.player_view()
    assert (view.seat, view.heard) == (Seat.N, ((Seat.W, ("tierce", "carré J")),))
    memory = CardMemory()
    memory.update(view)
    said = mask_of(parse_cards("7♦ 8♦ 9♦ J♠ J♥ J♦ J♣"))
    assert said_cards(view, _LastThenFirst(1), memory) == [0, 0, 0, said]
    # With one draw allowed, the first leaves no carré: W is given none.
    assert said_cards(view, _LastThenFirst(1), memory, tries=1) == [0, 0, 0, 0]


def test_at_the_first_trick_the_expert_counts_its_own_announcement_by_default(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The default contract: S took ♥, is the last to play the first trick and announced
    # the cinquante J♦ 10♦ 9♦ 8♦; E said "tierce", W and N none. The cinquante beats any
    # tierce: NS would score 50, EW nothing; dedans, the defence takes the 50 (RULES.md,
    # "Announcements"). S may play 7♣ or 9♣: 7♣ takes 84 points in every deal, 9♣ 120 in
    # three deals of four and 70 in the fourth. 7♣: made, 84 - 78 + 50 = 56; 9♣: made,
    # 120 - 42 + 50 = 128, three times, and dedans, -(162 + 50) = -212: a mean of
    # (384 - 212) / 4 = 43, so 7♣. Leaving the 50 out, 7♣ makes 6 and 9♣
    # (3 × 78 - 162) / 4 = 18: 9♣.
    hands = ("9♠ J♠ Q♠ 8♥ 10♥ K♥ K♦ 10♣", "A♣ K♣ Q♣ K♠ 8♠ J♥ 9♥ 7♦",
             "J♦ 10♦ 9♦ 8♦ 7♠ A♥ 7♣ 9♣", "A♠ 10♠ 7♥ Q♥ Q♦ A♦ J♣ 8♣")
    view = _last_of_the_first_trick(hands, "", ("J♣", "10♣", "K♣"))
    assert view.heard[-1] == (Seat.E, ("tierce",))
    assert view.declared == (Announcement.sequence(DIAMONDS, JACK, 4),)
    seven, nine = parse_card("7♣"), parse_card("9♣")
    assert view.legal == (1 << seven) | (1 << nine)
    choice = _first_trick_choice(monkeypatch, view, {seven: [84], nine: [120, 120, 120, 70]})
    assert choice.margin == {seven: 56, nine: 43}
    assert choice.card == seven


# The hands of the default-contract test above: S's cinquante J♦ beats E's tierce A♣.
_COINCHE_HANDS = ("9♠ J♠ Q♠ 8♥ 10♥ K♥ K♦ 10♣", "A♣ K♣ Q♣ K♠ 8♠ J♥ 9♥ 7♦",
                  "J♦ 10♦ 9♦ 8♦ 7♠ A♥ 7♣ 9♣", "A♠ 10♠ 7♥ Q♥ Q♦ A♦ J♣ 8♣")


def _coinche_at_the_first_trick() -> Game:
    """The first trick of _COINCHE_HANDS in coinche, announcements on, S dealer and taker
    of 80 ♥: W, N and E announced their best split and played J♣, 10♣ and K♣; S announced
    its own (the auction is put in the views by ``_with_calls``)."""
    game = Game.at_play(list(_COINCHE_HANDS), "♥", Seat.W, "variant=coinche announcements=on",
                        dealer=Seat.S, contract=Contract(80, HEARTS, Seat.S))
    for seat, played in zip((Seat.W, Seat.N, Seat.E), ("J♣", "10♣", "K♣"), strict=True):
        game.announce(detect(game.hand(seat), HEARTS))
        game.play(played)
    game.announce(detect(game.hand(Seat.S), HEARTS))
    return game


def _with_calls(view: PlayerView) -> PlayerView:
    # S dealt: W, N and E passed, S bid 80 ♥, the three others passed.
    calls = ((Seat.W, PASS), (Seat.N, PASS), (Seat.E, PASS), (Seat.S, Call.bid(80, HEARTS)),
             (Seat.W, PASS), (Seat.N, PASS), (Seat.E, PASS))
    return dataclasses.replace(view, calls=calls)


def test_at_the_first_trick_the_coinche_expert_counts_the_announcements(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Coinche, 80 ♥ by S, not coinched: S, last to play the first trick, announced the
    # cinquante J♦ 10♦ 9♦ 8♦, E said "tierce": any cinquante beats a tierce, so NS's 50
    # in every deal. Made, NS keep it; failed, the defence takes it (RULES.md,
    # "Announcements"; score_coinche). S may play 7♣ or 9♣: 7♣ takes 82 points in every
    # deal, 9♣ 140 in three deals of four and 50 in the fourth (below 82 even with a
    # belote). 7♣: 82 + 80 + 50 - 80 = 132; 9♣: 140 + 80 + 50 - 22 = 248 three times and
    # -(160 + 80 + 50) = -290 once, (744 - 290) / 4 = 113.5: 7♣. Leaving the 50 out, 7♣
    # makes 82 and 9♣ (3 × 198 - 240) / 4 = 88.5: 9♣.
    view = _with_calls(_coinche_at_the_first_trick().player_view())
    assert view.seat == Seat.S and view.heard[-1] == (Seat.E, ("tierce",))
    seven, nine = parse_card("7♣"), parse_card("9♣")
    assert view.legal == (1 << seven) | (1 << nine)
    choice = _first_trick_choice(monkeypatch, view, {seven: [82], nine: [140, 140, 140, 50]})
    assert choice.margin == {seven: 132, nine: 113.5}
    assert choice.card == seven


def test_from_the_second_trick_the_coinche_expert_counts_the_announcements_shown(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The deal above once S played 7♣: N's 10♣ took the first trick, 2 + 10 + 4 + 0 = 16
    # for NS, and S's cinquante, shown, is known to all: NS's 50 (view.announced). N
    # leads: a card taking 40 more leaves NS 56 (76 with a belote), failed: EW score
    # 160 + 80 and the cinquante, -290 for NS; one taking 90 more, NS 106, made:
    # 106 + 80 + 50 to EW's 56, 180.
    game = _coinche_at_the_first_trick()
    game.play("7♣")
    view = _with_calls(game.player_view())
    assert view.seat == Seat.N and view.announced == (50, 0)
    nine, king = parse_card("9♠"), parse_card("K♦")
    values = {c: [40] for c in bits(view.legal)} | {king: [90]}
    choice = _first_trick_choice(monkeypatch, view, values)
    assert choice.margin[nine] == -290 and choice.margin[king] == 180
    assert choice.card == king


def test_the_capot_is_the_side_with_every_point_that_won_every_trick() -> None:
    # Both teams may still take every trick before the first is over (sweepers 0b11);
    # after, only the team that won them all (NS: 0b01); none once each won one.
    assert Capot(252, 0b11).side(162, 0) == 0
    assert Capot(252, 0b11).side(0, 0) == 1
    assert Capot(252, 0b01).side(0, 1) == 0
    assert Capot(252, 0b10).side(162, 0) is None  # EW won a trick: no capot for NS
    assert Capot(252, 0b11).side(161, 0) is None
    assert Capot(220, 0b10).side(130, 1, 130) == 1  # raw SA: all 130 points
    assert Capot(252, 0).side(162, 0) is None  # no capot counted (the discovery deal)


def test_a_capot_is_valued_as_the_deal_scores_it() -> None:
    # RULES.md: "Takers win every trick: 252 / 0"; a capot by the defence scores it 252 and
    # the takers 0; capot=250 tables count 250; a raw TA capot 348 / 0 (VARIANTS.md).
    both = Capot(252, 0b11)
    assert deal_margin(162, 0, 0, capot=both) == 252
    assert deal_margin(0, 1, 0, capot=both) == -252
    assert deal_margin(0, 0, 0, capot=both) == -252
    assert deal_margin(162, 1, 0, capot=both) == 252
    assert deal_margin(162, 0, 0, capot=Capot(252, 0b10)) == 162  # EW won a trick
    assert deal_margin(162, 0, 0, capot=Capot(250, 0b11)) == 250
    assert deal_margin(258, 0, 0, 258, capot=Capot(348, 0b11)) == 348
    sheet = score_deal(HEARTS, (162, 0), Team.NS, Seat.S, RuleSet(), capot=Team.NS).score
    assert sheet[0] - sheet[1] == 252
    # contract=total: "same with the defence's belote: 252 / 20"; a capot takes the other
    # team's announcements too: the takers' 252 and the defence's tierce, 272 / 20.
    assert total_margin(162, 0, 0, (0, 20), (0, 0), 162, False, both) == 252 - 20
    assert total_margin(162, 0, 0, (0, 20), (0, 20), 162, False, both) == 272 - 20
    sheet = score_deal(HEARTS, (162, 0), Team.NS, Seat.S, TOTAL, Team.EW, Team.NS,
                       announcements=(0, 20)).score
    assert sheet == (272, 20)
    # ... and the defence's capot of the takers' belote and cinquante: 252 + 50 to 20.
    assert total_margin(0, 0, 0, (20, 0), (50, 0), 162, False, both) == 20 - 302
    # Coinche, 100 ♥ made with every trick, not coinched: 252 + 100 to 0 (RULES.md: an
    # unbid capot counts 252 card points); coinched, 160 + 100 × 2 as without it.
    contract = Contract(100, HEARTS, Seat.S)
    assert coinche_margin(162, 0, contract, 0, 162, both) == 352
    assert coinche_margin(162, 0, contract, 0, 162, Capot(252, 0b10)) == 262
    sheet = score_coinche(contract, (162, 0), Team.NS, RuleSet(variant="coinche"),
                          capot=Team.NS).score
    assert sheet == (352, 0)
    coinched = Contract(100, HEARTS, Seat.S, 2)
    assert coinche_margin(162, 0, coinched, 0, 162, both) == 160 + 200


def _takers_won_the_first_trick() -> PlayerView:
    # A classic deal where, at trick 2, the player to move is a taker or the taker's
    # partner, their team won the first trick, and two cards or more are legal.
    for seed in range(200):
        game = _at_trick_two(seed)
        view = game.player_view()
        assert game.taker is not None
        team = view.seat & 1
        if team == game.taker & 1 == view.tricks[0].winner & 1 \
                and view.legal.bit_count() >= 2:
            return view
    raise AssertionError("no such deal")


@pytest.mark.parametrize("swept", [True, False])
def test_the_expert_plays_for_a_capot(monkeypatch: pytest.MonkeyPatch, swept: bool) -> None:
    # The takers won the first trick. One card makes 140 in every deal, made: 140 - 22 =
    # 118. The other takes every point (162, every trick: a capot, 252 / 0) and 90 in
    # turn: (252 + 90 - 72) / 2 = 135, where trick points alone gave (162 + 18) / 2 = 90:
    # it is played. Once the defence has won a trick, 162 points are no capot: the sure
    # card.
    import belote_cli.bots.expert as expert
    import belote_cli.bots.valuation as valuation

    view = _takers_won_the_first_trick()
    if not swept:
        first = view.tricks[0]
        view = dataclasses.replace(view, tricks=(dataclasses.replace(
            first, winner=first.winner.next(view.rules.clockwise)),))
    team = view.seat & 1
    taken = sum(t.points for t in view.tricks if (t.winner & 1) == team)
    sure, risky = list(bits(view.legal))[:2]
    fake = _TwoLines(sure, risky, (140 - taken, 162 - taken, 90 - taken))
    fake.legal = view.legal
    monkeypatch.setattr(expert, "Solver", fake)
    monkeypatch.setattr(valuation, "Solver", fake)
    choice = ExpertBot(random.Random(1), dataclasses.replace(SMALL, max_samples=4)).evaluate(view)
    assert choice.samples == 4
    assert choice.margin[sure] == 140 - 22
    if swept:
        assert choice.margin[risky] == (252 + 90 - 72) / 2
        assert choice.card == risky
    else:
        assert choice.margin[risky] == (162 + 90 - 72) / 2
        assert choice.card == sure


def test_the_expert_plays_for_a_capot_in_belote_decouverte(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # VARIANTS.md, part 3: one player taking all 16 tricks scores 252. The taker won every
    # trick so far: a card taking every point in one deal of two (and 90 in the other)
    # is worth (252 + 90 - 72) / 2 = 135, above the 140 - 22 = 118 of a sure 140. Each
    # player is seen with one of king and queen of trump: no belote in any sampled deal.
    import belote_cli.bots.expert as expert
    import belote_cli.bots.valuation as valuation
    from belote_cli.bots.two_player import discovery_played

    rules = RuleSet(variant="decouverte")
    for seed in range(300):
        game = _played_to(Game.shuffle(random.Random(seed), Seat.S, rules), 2)
        if game.phase is not GamePhase.PLAY:
            continue
        view = game.player_view()
        played = discovery_played(view)
        pair = (1 << card(view.trump, KING)) | (1 << card(view.trump, QUEEN))
        mine = (view.hand | played[view.seat is Seat.N]) & pair
        theirs = (view.faceup | played[view.seat is Seat.S]) & pair
        if view.seat is game.taker and not view.trick and view.legal.bit_count() >= 2 \
                and all(t.winner is view.seat for t in view.tricks) and mine and theirs:
            break
    else:
        raise AssertionError("no such deal")
    taken = sum(t.points for t in view.tricks)
    sure, risky = list(bits(view.legal))[:2]
    fake = _TwoLines(sure, risky, (140 - taken, 162 - taken, 90 - taken))
    fake.legal = view.legal
    monkeypatch.setattr(expert, "Solver", fake)
    monkeypatch.setattr(valuation, "Solver", fake)
    few = dataclasses.replace(SMALL, max_samples=4, layout_early_samples=4)
    choice = ExpertBot(random.Random(1), few).evaluate(view)
    assert choice.samples == 4
    assert choice.margin[sure] == 140 - 22
    assert choice.margin[risky] == (252 + 90 - 72) / 2
    assert choice.card == risky


# Trump ♥, S led six trumps and won every trick (107 card points); at trick 7 S holds
# 7♠ J♥, N 7♣ A♦, E 9♠ 10♦, W 8♠ K♦ (45 points and the dix de der left).
_NO_SWEEP = {"S": "9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♠ J♥", "N": "7♥ A♠ 10♠ K♠ Q♠ J♠ 7♣ A♦",
             "E": "A♣ 10♣ K♣ Q♣ J♣ 9♣ 9♠ 10♦", "W": "7♦ 8♣ Q♦ J♦ 9♦ 8♦ 8♠ K♦"}


def _after_six_trumps(hands: dict[str, str]) -> Game:
    """The deal of ``hands`` (trump ♥, S the taker and first to lead) once each seat has
    played its first six cards, in the order written."""
    game = Game.at_play({s: mask_of(parse_cards(h)) for s, h in hands.items()}, "♥", Seat.S,
                        taker=Seat.S)
    order = {Seat[s]: parse_cards(h) for s, h in hands.items()}
    for _ in range(24):
        seat = game.to_act
        game.play(order[seat].pop(0))
    return game


def test_the_solver_counts_tricks() -> None:
    # S leads 7♠: E must follow with 9♠ and wins a trick worth nothing (W 8♠, N 7♣);
    # E leads 10♦, S trumps with J♥: NS take every point left, 10 + 20 + 4 + 11 + 10 =
    # 55, but four cards of eight. J♥ first: E keeps 10♦, W 8♠, which beats S's 7♠ at
    # trick 8 (EW 10 + 10): NS 35 points, again four cards.
    hands = [mask_of(parse_cards(h)) for h in ("7♣ A♦", "9♠ 10♦", "7♠ J♥", "8♠ K♦")]
    points = Solver(HEARTS).solve(hands, Seat.S)
    assert points.values == {parse_card("7♠"): 55, parse_card("J♥"): 35}
    cards = Solver(HEARTS, tricks=True).solve(hands, Seat.S)
    assert cards.values == {parse_card("7♠"): 4, parse_card("J♥"): 4}
    assert cards.points == (4, 4)
    # With A♠ in place of 7♠, A♠ first wins trick 7 and J♥ trick 8: every card.
    hands[Seat.S] = mask_of(parse_cards("A♠ J♥"))
    hands[Seat.N] = mask_of(parse_cards("7♠ A♦"))
    assert Solver(HEARTS, tricks=True).solve(hands, Seat.S).values[parse_card("A♠")] == 8


def test_a_capot_checked_by_the_tricks() -> None:
    # Capot.checked keeps a sweeper only where the count of cards gives it every card.
    assert Capot(252, 0b01).checked(4, 8, 0).sweepers == 0
    assert Capot(252, 0b01).checked(8, 8, 0).sweepers == 0b01
    assert Capot(252, 0b11).checked(0, 8, 0).sweepers == 0b10
    assert Capot(252, 0b11).checked(0, 8, 1).sweepers == 0b01
    # A capot bid needs every trick: every point with a trick lost to EW fails it.
    bid = Contract(CAPOT, HEARTS, Seat.S)
    assert coinche_margin(162, 0, bid, 0, 162, Capot(252, 0b01)) == 500
    assert coinche_margin(162, 0, bid, 0, 162, Capot(252, 0b10)) == -500


@pytest.mark.parametrize("spade", ["7♠", "A♠"])
def test_every_point_is_no_capot_when_a_trick_of_none_is_lost(
        monkeypatch: pytest.MonkeyPatch, spade: str) -> None:
    # RULES.md: a capot is every trick (252 / 0), not every point. At trick 7 of
    # _NO_SWEEP, 7♠ gives NS every point, 107 + 55 = 162, but E takes trick 7 (worth
    # nothing): 162 to 0, not 252; J♥ gives 107 + 35 = 142 to 20 (made: 122). With A♠
    # in S's hand (7♠ in N's), NS take every trick: 252 to 0 either way.
    import belote_cli.bots.expert as expert

    hands = dict(_NO_SWEEP)
    if spade == "A♠":
        hands["S"] = hands["S"].replace("7♠", "A♠")
        hands["N"] = hands["N"].replace("A♠", "7♠")
    game = _after_six_trumps(hands)
    view = game.player_view()
    assert view.seat is Seat.S and all(t.winner is Seat.S for t in view.tricks)
    held = [game.hand(s) for s in Seat]
    monkeypatch.setattr(expert, "deal_consistent", lambda *args: list(held))
    params = dataclasses.replace(SMALL, max_samples=1, inference=False)
    choice = ExpertBot(random.Random(1), params).evaluate(view)
    if spade == "7♠":
        assert choice.margin == {parse_card("7♠"): 162, parse_card("J♥"): 122}
    else:
        assert choice.margin == {parse_card("A♠"): 252, parse_card("J♥"): 252}


def test_first_trick_overtakes_the_partners_trump_lead_with_the_jack() -> None:
    # At the first trick the expert plays the heuristic's card. Trump ♥, N took and leads
    # Q♥, E plays 7♥: S must beat the queen, with the J♥ or the 10♥. W plays last and the
    # A♥ and 9♥ are out: either takes the 10♥ and the partner's queen. The J♥ cannot be
    # beaten, so S plays it (where the expert gave the 10♥ to the trick).
    hand = mask_of(parse_cards("J♥ 10♥ A♠ J♠ 8♠ K♣ 9♣ 7♣"))
    trick = tuple(parse_cards("Q♥ 7♥"))
    hearts = parse_suit("♥")
    view = PlayerView(Seat.S, hand, hearts, Seat.N, trick, (),
                      mask_of(parse_cards("J♥ 10♥")), Seat.N, Seat.W, parse_card("Q♥"),
                      RuleSet())
    for seed in range(3):
        assert ExpertBot(random.Random(seed)).play(view) == parse_card("J♥")
