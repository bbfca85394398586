"""The line-based session behind ``belote play``, driven without a terminal.

Expected values come from RULES.md: the point and strength tables below are written out
from the rule book, not taken from the engine.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from stacking import stacked_deck

from belote_cli.bots.base import BidView, PlayerView
from belote_cli.core.announcements import detect
from belote_cli.core.cards import (
    bits,
    card_name,
    card_symbol,
    mask_of,
    parse_card,
    parse_cards,
    parse_suit,
    suit_symbol,
)
from belote_cli.core.coinche import COINCHE, PASS, SURCOINCHE, Call, CoincheAuction
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat, Team
from belote_cli.core.state import DealState
from belote_cli.play.interactive import Phase, Session, SessionOptions
from belote_cli.texts import describe_reason

SYMBOLS = "♠♥♦♣"
# RULES.md, "Card order and points": points and order (strongest first) per rank.
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]
PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
# Clockwise order of play: S -> W -> N -> E.
NEXT_CLOCKWISE = {"S": "W", "W": "N", "N": "E", "E": "S"}

TRICK_LINE = re.compile(r"^\s*(\d):\s+(.*?)\s+([NESW]) wins\s+(\d+)( \+ 10 dix de der)?$")
PLAY = re.compile(r"([NESW]) (10|[7-9JQKA])([♠♥♦♣])")


class PassingBot:
    """Passes every bid; plays its lowest legal card (by the engine's card number)."""

    name = "passing"

    def bid(self, view: BidView) -> int | None:
        return None

    def play(self, view: PlayerView) -> int:
        return min(bits(view.legal))


def passing_bots() -> dict[Seat, PassingBot]:
    return {Seat.N: PassingBot(), Seat.E: PassingBot(), Seat.W: PassingBot()}


def drive(session: Session, answer: Callable[[Session], str], limit: int = 300) -> str:
    """Play the session to its end, answering each prompt with ``answer``."""
    out = [session.start()]
    for _ in range(limit):
        if session.is_over:
            break
        out.append(session.prompt)
        out.append(session.handle_line(answer(session)))
    assert session.is_over
    return "\n".join(out)


def first(_: Session) -> str:
    return "1"


def card_points(rank: str, suit: str, trump: str) -> int:
    return TRUMP_POINTS[rank] if suit == trump else PLAIN_POINTS[rank]


def trick_winner(plays: list[tuple[str, str, str]], trump: str) -> str:
    """RULES.md: any trump beats any plain card, else the highest card of the suit led."""
    led = plays[0][2]

    def strength(play: tuple[str, str, str]) -> int:
        _, rank, suit = play
        if suit == trump:
            return 100 - TRUMP_ORDER.index(rank)
        if suit == led:
            return 50 - PLAIN_ORDER.index(rank)
        return 0

    return max(plays, key=strength)[0]


def tricks_shown(text: str) -> dict[int, tuple[list[tuple[str, str, str]], str, int]]:
    """Every trick line of a transcript: number -> (plays, winner, printed points)."""
    found: dict[int, tuple[list[tuple[str, str, str]], str, int]] = {}
    for line in text.splitlines():
        m = TRICK_LINE.match(line)
        if m:
            plays = PLAY.findall(m.group(2))
            entry = (plays, m.group(3), int(m.group(4)))
            assert found.setdefault(int(m.group(1)), entry) == entry  # same when shown again
    return found


# --- a discovery deal ----------------------------------------------------------------------

def test_discovery_deal_adds_up_to_162() -> None:
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    text = drive(session, first)
    trump = re.search(r"trump (.) drawn at random", text)
    assert trump is not None
    tricks = tricks_shown(text)
    assert sorted(tricks) == list(range(1, 9))
    totals = {"NS": 0, "EW": 0}
    leader = "S"  # the user leads the first trick
    seen: set[tuple[str, str]] = set()
    for number in range(1, 9):
        plays, winner, points = tricks[number]
        assert len(plays) == 4
        # Seats follow the clockwise order from the leader.
        seat = leader
        for s, rank, suit in plays:
            assert s == seat
            seat = NEXT_CLOCKWISE[seat]
            seen.add((rank, suit))
        assert points == sum(card_points(r, s, trump.group(1)) for _, r, s in plays)
        assert winner == trick_winner(plays, trump.group(1))
        totals["NS" if winner in "NS" else "EW"] += points + (10 if number == 8 else 0)
        leader = winner
    assert len(seen) == 32
    assert session.state is not None and not any(session.state.hands)  # 8 cards each
    assert totals["NS"] + totals["EW"] == 162
    # The team counters after every trick; the last pair is the final count.
    counters = re.findall(r"You \+ North (\d+), East \+ West (\d+)", text)
    assert len(counters) == 8
    assert (int(counters[-1][0]), int(counters[-1][1])) == (totals["NS"], totals["EW"])
    assert "152 + 10 = 162 ✓" in text
    # No contract, no belote: each team keeps its card points.
    score = session.scores[0]
    assert score.score == (totals["NS"], totals["EW"])
    assert score.belote is None


def test_discovery_record_has_no_taker_and_no_belote() -> None:
    session = Session(SessionOptions(seed=11, discovery=True, bots="random"))
    drive(session, first)
    (record,) = session.records
    assert record.taker is None and record.leader is Seat.S
    assert record.belote == ()
    assert record.discovery  # 'rules: discovery': no contract and no belote bonus
    assert sum(len(t) for t in record.tricks) == 32


# --- the hand as shown -----------------------------------------------------------------------

def hand_entries(line: str) -> list[tuple[int | None, str, str, bool]]:
    """(number or None, rank, suit, marked as trump) for each card of a hand line."""
    body = line.split(": ", 1)[1]
    out = []
    for entry in body.split("  "):
        m = re.fullmatch(r"(?:(\d)\) )?(10|[7-9JQKA])([♠♥♦♣])(\*?)", entry.strip())
        assert m, entry
        out.append((int(m.group(1)) if m.group(1) else None, m.group(2), m.group(3),
                    bool(m.group(4))))
    return out


def test_hand_sorted_trump_first_and_legal_cards_numbered() -> None:
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    text = session.start()
    trump = re.search(r"trump (.) drawn", text).group(1)  # type: ignore[union-attr]
    line = next(x for x in text.splitlines() if x.startswith("Your hand"))
    entries = hand_entries(line)
    assert len(entries) == 8
    # South leads: every card may be played, numbered 1..8 in the order shown.
    assert [e[0] for e in entries] == list(range(1, 9))
    suits = [e[2] for e in entries]
    if trump in suits:
        assert suits[0] == trump
    # Each suit in one block, strongest first (trump order for the trump suit).
    blocks: list[str] = []
    for s in suits:
        if not blocks or blocks[-1] != s:
            assert s not in blocks
            blocks.append(s)
    for s in blocks:
        ranks = [e[1] for e in entries if e[2] == s]
        order = TRUMP_ORDER if s == trump else PLAIN_ORDER
        assert ranks == sorted(ranks, key=order.index)
    assert all(e[3] == (e[2] == trump) for e in entries)


def test_the_hand_numbers_no_card_while_another_seat_is_to_play() -> None:
    # hand_text numbers the cards the user may play now: none while a bot is to play,
    # as after trick 1 of the discovery deal of seed 3, which E wins (S then holds 7♠,
    # the card numbered 0 inside the program).
    session = Session(SessionOptions(seed=3, discovery=True, bots="random"))
    seen: list[tuple[Seat | None, str]] = []

    def after_trick() -> None:
        assert session.state is not None
        seen.append((session.state.to_play, session.hand_text()))

    session.trick_done = after_trick
    session.start()
    while not seen:
        session.handle_line("1")
    to_play, text = seen[0]
    assert to_play is Seat.E
    assert "7♠" in text.split() and ")" not in text


def east_leads_seven_of_spades(south: str, lang: str = "en") -> Session:
    """A session stopped at South's first card: dealer N, South takes ♥ (the retourne 7♥,
    among the cards of ``south``); E, whose lowest card is 7♠, leads it (the bots pass and
    play their lowest legal card)."""
    own = parse_cards(south)
    seven = parse_card("7♠")
    others = [c for c in range(32) if c not in own and c != seven]
    hands = {Seat.S: own, Seat.E: [seven, *others[:7]], Seat.N: others[7:15],
             Seat.W: others[15:]}
    deck = stacked_deck(hands, Seat.N, Seat.S, parse_card("7♥"))
    session = Session(SessionOptions(seed=0, dealer=Seat.N, lang=lang, decks=(deck,)),
                      bots=passing_bots())
    session.start()
    session.handle_line("1")  # take
    state = session.state
    assert session.phase is Phase.CARD and state is not None and state.trick == [seven]
    return session


#: South holds spades, the suit E leads, and every other suit; trump ♥.
FOLLOWS = "7♥ K♥ A♠ 10♠ A♦ 9♣ 8♣ 7♣"


def led_suit_held(session: Session) -> bool:
    state = session.state
    assert state is not None
    if not state.trick:
        return False
    led = state.trick[0] >> 3
    hand = state.hands[Seat.S]
    return bool(hand & (0xFF << 8 * led)) and bool(hand & ~(0xFF << 8 * led))


def test_a_number_plays_the_card_of_that_number() -> None:
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    text = session.start()
    entries = hand_entries(text.splitlines()[-1])
    third = next((rank, suit) for n, rank, suit, _ in entries if n == 3)
    assert session.handle_line("3").splitlines()[0] == f"S plays {third[0]}{third[1]}"


def test_only_the_suit_led_is_numbered_when_held() -> None:
    session = east_leads_seven_of_spades(FOLLOWS)
    assert led_suit_held(session)
    state = session.state
    assert state is not None
    led = SYMBOLS[state.trick[0] >> 3]
    entries = hand_entries("x: " + session.hand_text())
    numbered = [e for e in entries if e[0] is not None]
    assert numbered and all(e[2] == led for e in numbered)
    assert all(e[0] is None for e in entries if e[2] != led)  # shown, not numbered


# --- what the user types ---------------------------------------------------------------------

def test_illegal_card_is_refused_with_the_rule_then_a_legal_one_is_played() -> None:
    session = east_leads_seven_of_spades(FOLLOWS)
    state = session.state
    assert state is not None
    led = state.trick[0] >> 3
    wrong = next(c for c in bits(state.hands[Seat.S]) if c >> 3 != led)
    before = state.snapshot()
    reply = session.handle_line(card_name(wrong).lower())
    assert f"you must follow {SYMBOLS[led]}" in reply
    assert card_symbol(wrong) in reply
    assert state.snapshot() == before and session.phase is Phase.CARD
    n_before = len(state.tricks) * 4 + len(state.trick)
    reply = session.handle_line("1")
    assert "S plays" in reply
    assert len(state.tricks) * 4 + len(state.trick) > n_before


def test_illegal_card_is_refused_in_french() -> None:
    session = east_leads_seven_of_spades(FOLLOWS, lang="fr")
    state = session.state
    assert state is not None
    led = state.trick[0] >> 3
    wrong = next(c for c in bits(state.hands[Seat.S]) if c >> 3 != led)
    reply = session.handle_line(card_name(wrong).lower())
    # "A♠ refusée" gave the ace the gender of "carte"; a player says "l'as", "le 7".
    assert reply == (f"Impossible de jouer {card_symbol(wrong, 'fr')}\xa0: vous devez fournir "
                     f"{SYMBOLS[led]}.")


def test_the_table_and_the_prompt_at_the_first_and_last_tricks() -> None:
    # South leads the discovery deal: nothing on the table yet. At the last trick one
    # card is left, and the prompt offers just "1".
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    session.start()
    assert session.handle_line("trick") == "No card on the table."
    assert session.prompt == "Your card? (1-8, or a card such as 10♥; help)"
    state = session.state
    assert state is not None
    while len(state.tricks) < 7:
        session.handle_line("1")
    assert session.prompt == "Your card? (1, or a card such as 10♥; help)"


def test_must_trump_when_void_and_an_opponent_leads() -> None:
    # No spade in South's hand: E's 7♠ must be trumped (RULES.md: a player who cannot
    # follow must trump when the trick is the opponents').
    session = east_leads_seven_of_spades("7♥ K♥ Q♥ A♦ 10♦ 9♣ 8♣ 7♣")
    state = session.state
    assert state is not None
    wrong = next(c for c in bits(state.hands[Seat.S]) if c >> 3 != state.trump)
    reply = session.handle_line(card_symbol(wrong))
    assert f"you must trump {SYMBOLS[state.trump]}" in reply


def test_unknown_word_gets_help_and_nothing_is_lost() -> None:
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    session.start()
    state = session.state
    assert state is not None
    before = state.snapshot()
    reply = session.handle_line("blah")
    assert "Unknown input 'blah'" in reply and "help" in reply
    reply = session.handle_line("9")
    assert "No card numbered 9" in reply
    missing = next(c for c in range(32) if not (state.hands[Seat.S] >> c) & 1)
    reply = session.handle_line(card_name(missing))
    assert "is not in your hand" in reply
    assert state.snapshot() == before
    assert session.handle_line("1").startswith("S plays")


def test_a_card_not_in_the_hand_is_refused_alone_and_the_prompt_comes_back() -> None:
    # docs/playing.md: a card that may not be played is refused and the prompt comes
    # back; the refusal is the one line said, the hand is not shown again after it.
    session, state = _south_to_lead()
    before, prompt = state.snapshot(), session.prompt
    missing = next(c for c in range(32) if not (state.hands[Seat.S] >> c) & 1)
    reply = session.handle_line(card_name(missing))
    assert reply == f"{card_symbol(missing)} is not in your hand."
    assert state.snapshot() == before and session.phase is Phase.CARD
    assert session.prompt == prompt


# Card numbers are written in the digits 0-9: '²' passes str.isdigit() but int() refuses
# it, int() would take '٣' for 3, and int() refuses numbers of more than 4300 digits.
NOT_ASCII_DIGITS = ["²", "³", "٣"]


def _south_to_lead() -> tuple[Session, DealState]:
    """The discovery deal of seed 4 at its first card: South leads."""
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    session.start()
    assert session.state is not None
    return session, session.state


@pytest.mark.parametrize("word", NOT_ASCII_DIGITS)
def test_a_digit_other_than_0_to_9_is_an_unknown_input_at_the_card_prompt(word: str) -> None:
    session, state = _south_to_lead()
    before, prompt = state.snapshot(), session.prompt
    reply = session.handle_line(word)
    assert f"Unknown input {word!r}" in reply
    assert state.snapshot() == before and session.phase is Phase.CARD
    assert session.prompt == prompt
    assert session.handle_line("1").startswith("S plays")


def test_a_card_number_too_long_for_int_is_no_card_number() -> None:
    session, state = _south_to_lead()
    before = state.snapshot()
    # South leads trick 1 with 8 cards: 1-8 are the choices.
    assert session.handle_line("9" * 150) == f"No card numbered {'9' * 150}: choose 1-8."
    assert session.handle_line("0" * 150 + "12") == "No card numbered 12: choose 1-8."
    # Longer than any answer: refused before it is read as a number.
    assert session.handle_line("9" * 5000).startswith("A line of more than 200 characters")
    assert state.snapshot() == before and session.phase is Phase.CARD
    assert session.handle_line("1").startswith("S plays")


@pytest.mark.parametrize("word", ["p", "t", "P"])
def test_a_single_letter_of_the_taking_is_an_unknown_input_at_the_card_prompt(
        word: str) -> None:
    # p (pass) and t (take) answer the taking's question, but a single letter says
    # nothing of the taking at the card's: an unknown input, where 'pass' is told the
    # deal has no bidding (South leads the deal without bidding: 8 cards, 1-8).
    session, state = _south_to_lead()
    before = state.snapshot()
    assert session.handle_line(word) == (
        f"Unknown input {word!r}: type a number (1-8), a card such as 10♥ or JS, or help.")
    assert session.handle_line("pass") == (
        "This deal has no bidding ('pass'): play a card. Type a number (1-8), a card such "
        "as 10♥ or JS, or help.")
    assert state.snapshot() == before and session.phase is Phase.CARD


@pytest.mark.parametrize(("lang", "call", "said"), [
    # K (carreau) is a suit letter of French only, H (hearts) of English only: a call
    # is read in the other language's letters too, and told the deal has no bidding.
    ("en", "90 K", "This deal has no bidding ('90 K'): play a card. Type a number (1-8), a "
                   "card such as 10♥ or JS, or help."),
    ("fr", "90 H", "Cette donne se joue sans prise ('90 H')\xa0: jouez une carte. Tapez un "
                   "numéro (1-8), une carte comme 10♥ ou VP, ou aide."),
])
def test_a_call_in_the_other_language_s_letters_is_a_bid_at_the_card_prompt(
        lang: str, call: str, said: str) -> None:
    session = Session(SessionOptions(seed=4, discovery=True, bots="random", lang=lang))
    session.start()
    assert session.handle_line(call) == said


def test_last_shows_the_last_trick_finished_not_the_first() -> None:
    # Seed 4's deal without bidding, trump ♥, 1 played twice: trick 1 is S K♥ W 10♥ N A♥
    # E 9♥, won by E; trick 2 is led by E, J♣, then S 7♣, W K♣, N 8♣: the king is the
    # highest club, W wins 2 + 4 = 6. 'last' then shows trick 2, as its end said it.
    session, _ = _south_to_lead()
    assert session.handle_line("last") == "No trick finished yet."
    first_trick = session.handle_line("1").splitlines()[4]
    assert first_trick == " 1: S K♥   W 10♥  N A♥   E 9♥    E wins 39"
    assert session.handle_line("last") == first_trick
    second_trick = session.handle_line("1").splitlines()[3]
    assert second_trick == " 2: E J♣   S 7♣   W K♣   N 8♣    W wins  6"
    assert session.handle_line("last") == second_trick


def test_review_before_any_deal_is_finished_searches_nothing() -> None:
    # 'review' reviews the last finished deal: at the first deal's first card there is
    # none, so the line says so and 'reviewing the deal…' (the reviewing callback a
    # terminal sets) is never shown; the deal goes on as it was.
    session, state = _south_to_lead()
    shown: list[str] = []
    session.reviewing = lambda: shown.append("reviewing")
    before = state.snapshot()
    for word in ("review", "bilan"):
        assert session.handle_line(word) == (
            "No deal finished yet: the review comes at the end of a deal.")
    assert shown == [] and state.snapshot() == before and session.phase is Phase.CARD


def test_the_lines_a_terminal_shows_apart_are_counted_in_lines() -> None:
    # What a terminal shows apart is given by line in the text returned. Dealer N, the
    # bots pass: S takes the retourne K♠ at E's pass. The text: 0 'S takes ♠', 1 who
    # took, 2 the cards S receives, 3 'E plays 7♠' (a card before S's first question),
    # then the question's lines: no call after S's, so the calls and who took both begin
    # at line 1, the play at line 3, and the one card played before S's is line 3.
    session = Session(SessionOptions(seed=6, dealer=Seat.N), bots=passing_bots())
    session.start()
    lines = session.handle_line("1").split("\n")
    assert lines[0] == "S takes ♠" and lines[3] == "E plays 7♠"
    assert session.auction_end == (1, 1, 3) and session.cards_at == (3,)
    assert session.tally_at is None and session.deal_end is None
    # The deal without bidding of seed 4 played with 1 at each card: no tally until the
    # eighth trick; then the tally's first line, 'trump ♥  no taker', after a blank line.
    session, _ = _south_to_lead()
    for _ in range(7):
        session.handle_line("1")
        assert session.tally_at is None and session.auction_end is None
    lines = session.handle_line("1").split("\n")
    assert session.tally_at is not None
    assert lines[session.tally_at - 1:session.tally_at + 1] == ["", "trump ♥  no taker"]
    # With --review, the review: from the blank line before its heading to the end.
    session = Session(SessionOptions(seed=4, discovery=True, bots="random", review=True))
    session.start()
    for _ in range(7):
        session.handle_line("1")
        assert session.review_at is None
    lines = session.handle_line("1").split("\n")
    assert session.review_at is not None
    first, after = session.review_at
    assert lines[first] == "" and lines[first + 1].startswith("Review of deal 1, your cards")
    assert after == len(lines) and lines[after - 1].startswith("Taking: none")


def test_review_in_the_next_deal_of_a_match_reviews_the_deal_before() -> None:
    # Through a pipe nothing shows 'reviewing the deal…' (no reviewing callback): 'review'
    # typed in deal 2 of a match still reviews deal 1, and the deal goes on.
    session = Session(SessionOptions(rules=RuleSet.parse(["target=3000"]), seed=3,
                                     bots="random", match=True))
    session.start()
    while session.last_game is None:
        session.handle_line("1")
    assert session.deal_number == 2 and session.reviewing is None
    phase = session.phase
    reply = session.handle_line("review")
    assert reply.startswith("Review of deal 1, your cards against perfect play, all hands open")
    assert session.phase is phase and not session.is_over


def test_a_hint_s_margin_of_a_twentieth_is_written_with_its_sign() -> None:
    # A deal score margin to a tenth, signed: +0.05 is written +0.1 as +0.06 is, never a
    # bare 0.1 that reads as a margin of no sign; under a twentieth it is 0, unsigned.
    from belote_cli.play.session import _signed

    assert [_signed(v, "en") for v in (0.05, 0.06, 0.04, 0.0, -0.05)] == [
        "+0.1", "+0.1", "0", "0", "-0.1"]
    assert _signed(0.05, "fr") == "+0,1"


@pytest.mark.parametrize("seed", [4, 95])
def test_a_hint_at_the_last_trick_names_the_one_card_left_without_a_search(
        seed: int) -> None:
    # At trick 8 South holds one card: the only card it may play, the hint names that
    # card and no other (the hand's line says which), with no search and so no
    # "thinking…". Seed 95 leaves South the 7♠, the card numbered 0, the lowest bit of
    # the mask of legal cards.
    session = Session(SessionOptions(seed=seed, discovery=True, bots="random"))
    session.start()
    for _ in range(7):
        session.handle_line("1")
    thought: list[int] = []
    session.thinking = lambda: thought.append(1)
    hand = session.handle_line("hand").splitlines()[-1]
    assert re.fullmatch(r"Your hand \(\* trump .\): 1\) \S+", hand)
    card = hand.split()[-1]
    if seed == 95:
        assert card == "7♠"
    assert session.handle_line("hint") == f"Hint: {card}, the only card you may play."
    assert thought == []


def test_commands_answer_without_playing() -> None:
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    session.start()
    state = session.state
    assert state is not None
    assert "No trick finished yet" in session.handle_line("last")
    session.handle_line("1")  # trick 1 is played by everyone
    before = state.snapshot()
    prompt = session.prompt
    assert "Your hand" in session.handle_line("hand")
    assert "help" in session.handle_line("help")
    assert re.search(r"Trick points so far: NS \d+, EW \d+ \(tricks played: 1\)",
                     session.handle_line("score"))
    assert TRICK_LINE.match(session.handle_line("last"))
    table = session.handle_line("trick")
    assert table.startswith("Trick 2") or table == "No card on the table."
    assert state.snapshot() == before and session.prompt == prompt


def test_commands_during_the_bidding() -> None:
    # Before any card: the hand is the five cards and the retourne; nothing on the table,
    # no trick, no score yet; the hint judges the taking (tests/test_play_review.py).
    session = Session(SessionOptions(seed=5, dealer=Seat.N), bots=passing_bots())
    text = session.start()
    assert session.phase is Phase.BID
    retourne = re.search(r"^Retourne: .*$", text, re.M)
    assert retourne is not None
    hand = session.handle_line("hand").splitlines()
    assert hand[0].startswith("Your cards: ") and len(hand[0].split()) == 2 + 5
    assert hand[1] == retourne.group(0)
    assert session.handle_line("trick") == "The cards are not played yet."
    assert session.handle_line("score") == "The cards are not played yet."
    assert session.handle_line("last") == "No trick finished yet."
    assert session.handle_line("hint").startswith("Hint: ")
    assert session.handle_line("help").startswith("Round one: take (1, t, prends) or pass")
    assert session.phase is Phase.BID
    session.handle_line("take")
    assert session.phase is Phase.CARD
    assert session.handle_line("help").startswith(
        "Type the number of a card from your hand, or the card itself")


def test_french_help_of_the_taking_names_the_forms_the_french_prompt_reads() -> None:
    # Seed 6, N deals, K♠ turned up, all pass. The French help names the French short
    # forms, where it named the English t (take) alone for prends, and cœur once as typed
    # without œ, where it wrote coeur… and cœur twice in one line.
    def session(*lines: str) -> Session:
        s = Session(SessionOptions(seed=6, dealer=Seat.N, lang="fr"), bots=passing_bots())
        s.start()
        for line in lines:
            s.handle_line(line)
        return s

    assert session().handle_line("aide").splitlines()[0] == (
        "Premier tour\xa0: prends (1, oui) ou passe (2, p, non). Second tour\xa0: une "
        "couleur (son numéro, ♥, c, cœur ou coeur sans œ…) ou passe (son numéro, "
        "passe\xa0; p y est pique). Lettres des couleurs\xa0: P C K T (pique, cœur, "
        "carreau, trèfle), et les lettres anglaises S H D (♠ ♥ ♦).")
    # Each form does what the help says: round one 1 and oui take ♠, 2, p and non pass.
    for word in ("1", "oui"):
        assert session(word).phase is Phase.CARD
    for word in ("2", "p", "non"):
        s = session(word)
        assert s.phase is Phase.BID and s.auction is not None and s.auction.round == 2
    # Round two: cœur and coeur take ♥, passe passes, and p is pique (♠, the retourne's
    # suit, refused there).
    for word in ("cœur", "coeur"):
        s = session("2", word)
        assert s.phase is Phase.CARD and s.game is not None and s.game.trump == 1
    assert session("2").handle_line("passe").startswith("S passe\n")
    assert session("2").handle_line("p") == (
        "Au second tour, nommez une autre couleur que ♠ (♥ ♦ ♣), ou passez.")


def test_a_pass_is_read_by_one_rule_at_the_prompt_by_take_and_as_a_call() -> None:
    # The words of a pass are apart by blanks or commas, in either case, as a coinche call's
    # words are ("90, ♥"): "passe," passes at the classic prompt, as Take and parse_call
    # read it, where the prompt and Take refused what parse_call read as a pass.
    from belote_cli.core.coinche import parse_call
    from belote_cli.engine.actions import Take

    for text in ("passe,", "Passe ,", "je, passe", "non,"):
        assert parse_call(text) == PASS
        assert Take(text) == Take(None)
        s = Session(SessionOptions(seed=6, dealer=Seat.N, lang="fr"), bots=passing_bots())
        s.start()
        assert s.handle_line(text).startswith("S passe\n")
        assert s.phase is Phase.BID and s.auction is not None and s.auction.round == 2


def test_an_empty_line_changes_nothing_and_a_finished_game_says_so() -> None:
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    session.start()
    state = session.state
    assert state is not None
    before, prompt = state.snapshot(), session.prompt
    assert session.handle_line("") == ""
    assert session.handle_line("   ") == ""
    assert state.snapshot() == before and session.prompt == prompt
    drive_on(session, first)
    assert not session.quit
    assert session.handle_line("1") == "The game is over."
    assert session.handle_line("hand") == "The game is over."
    french = Session(SessionOptions(seed=4, discovery=True, bots="random", lang="fr"))
    french.start()
    drive_on(french, first)
    assert french.handle_line("1") == "La partie est finie."


def test_the_hand_at_the_card_prompt_shows_the_table_or_the_lead() -> None:
    # South leads the discovery deal; after trick 1, whoever won leads trick 2.
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    session.start()
    assert session.handle_line("hand").splitlines()[0] == "Trick 1: you lead."
    state = session.state
    assert state is not None
    session.handle_line("1")
    first_line = session.handle_line("hand").splitlines()[0]
    if state.trick:
        assert first_line.startswith("Trick 2, on the table: ")
    else:
        assert first_line == "Trick 2: you lead."


def test_a_match_is_announced_and_scored_a_single_deal_is_not() -> None:
    single = Session(SessionOptions(seed=3, bots="random"))
    assert "Match to" not in single.start()
    match = Session(SessionOptions(rules=RuleSet.parse(["target=300"]), seed=3,
                                   bots="random", match=True))
    assert "Match to 300 points." in match.start()
    assert "Match: NS 0, EW 0 (target 300)" in match.handle_line("score")
    assert "Match:" not in single.handle_line("score")


def test_quit_ends_the_session_without_a_record() -> None:
    session = Session(SessionOptions(seed=4, discovery=True, bots="random"))
    session.start()
    assert "deal abandoned" in session.handle_line("quit")
    assert session.is_over and session.quit and session.records == []
    assert session.prompt == ""


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Quit: the match is left after deal 1."),
    ("fr", "Abandon\xa0: la partie s'arrête après la donne 1."),
])
def test_quit_between_two_deals_of_a_match_leaves_after_the_deal_finished(
        lang: str, said: str) -> None:
    # A terminal's page between deals: deal 2 is dealt but not shown, so it is not the
    # deal abandoned; deal 1 stays recorded.
    session = Session(SessionOptions(rules=RuleSet.parse(["target=300"]), seed=3,
                                     bots="random", match=True, lang=lang))
    session.start()
    while session.deal_end is None:
        session.handle_line("1")
    assert session.deal_number == 2 and len(session.records) == 1
    assert session.leave() == said
    assert session.is_over and session.quit and len(session.records) == 1


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Quit: the game is left after void deal 1."),
    # The deal was void, as the French says it (la donne nulle 1), where English said "after
    # deal 1" alone.
    # Not the match's words (la partie s'arrête): there is no match, the deal was void.
    ("fr", "Abandon\xa0: on s'arrête après la donne nulle 1."),
])
def test_quit_after_a_void_deal_leaves_the_game_after_it(lang: str, said: str) -> None:
    # Coinche, seed 6: E, S, W and N pass; deal 2 is dealt, not yet shown on a terminal.
    session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=6,
                                     bots="heuristic", lang=lang))
    session.start()
    void = {"en": "Four passes: the deal is void", "fr": "Quatre passes\xa0: la donne est nulle"}
    assert void[lang] in session.handle_line("1")
    assert session.leave() == said
    assert session.is_over and session.records == []


def test_quit_after_a_void_deal_of_a_match_leaves_it_after_the_last_deal_played() -> None:
    # On a terminal's page after a void deal, the match stands after the last deal played,
    # as its --record file and --resume have it: 'after deal 2' was said for deal 1
    # played and deal 2 void; with no deal played, the game is left after the void one.
    coinche = RuleSet.parse(["variant=coinche"])
    session = Session(SessionOptions(rules=coinche, seed=6, bots="heuristic", match=True))
    session.start()
    assert "Four passes: the deal is void" in session.handle_line("1")
    assert session.leave() == "Quit: the game is left after void deal 1."
    # Seed 1: deal 1 played (S passing each call, playing its first card), then in deal 2
    # all four pass.
    session = Session(SessionOptions(rules=coinche, seed=1, bots="heuristic", match=True))
    session.start()
    while not session.records:
        session.handle_line("pass" if "call" in session.prompt.lower() else "1")
    session.handle_line("")  # the page after deal 1: deal 2
    assert "the deal is void" in session.handle_line("pass")
    assert len(session.records) == 1 and session.deal_number == 3
    assert session.leave() == "Quit: the match is left after deal 1."


# --- bidding -------------------------------------------------------------------------------
# --- bidding -------------------------------------------------------------------------------

def retourne_of(text: str) -> tuple[str, str]:
    m = re.search(r"Retourne: (10|[7-9JQKA])([♠♥♦♣])", text)
    assert m is not None
    return m.group(1), m.group(2)


def test_classic_deal_bids_shown_in_turn_and_taken_in_round_one() -> None:
    # Dealer N: E bids first, then S (the user), W, N.
    session = Session(SessionOptions(seed=5, dealer=Seat.N), bots=passing_bots())
    text = session.start()
    assert "Deal 1: dealer N" in text
    assert text.splitlines()[-1] == "E passes"
    rank, suit = retourne_of(text)
    assert session.prompt.startswith(f"Take {suit} or pass?")
    reply = session.handle_line("prends")
    assert reply.splitlines()[0] == f"S takes {suit}"
    state = session.state
    assert state is not None and session.taker is Seat.S
    # The taker holds the retourne among 8 cards; the others 8 each, 32 in all.
    assert SYMBOLS.index(suit) == state.trump
    hand_line = next(x for x in reply.splitlines() if x.startswith("Your hand"))
    assert f"{rank}{suit}*" in hand_line
    assert [bin(h).count("1") for h in state.initial_hands] == [8, 8, 8, 8]
    assert len({c for h in state.initial_hands for c in bits(h)}) == 32
    assert state.leader is Seat.E  # the player after the dealer leads
    text = reply + drive_on(session, first)
    assert session.scores[0].taker is Seat.S
    assert session.records[0].taker is Seat.S and session.records[0].dealer is Seat.N


def drive_on(session: Session, answer: Callable[[Session], str]) -> str:
    out = []
    while not session.is_over:
        out.append(session.handle_line(answer(session)))
    return "\n".join(out)


def test_round_two_names_another_suit() -> None:
    session = Session(SessionOptions(seed=6, dealer=Seat.N), bots=passing_bots())
    text = session.start()
    _, suit = retourne_of(text)
    other = next(s for s in SYMBOLS if s != suit)
    assert "In round one you can only take" in session.handle_line(other)
    assert session.phase is Phase.BID
    reply = session.handle_line("p")
    assert reply.splitlines()[0] == "S passes"
    assert session.prompt.startswith("Round two")
    others = "  ".join(f"{i}) {t}" for i, t in enumerate(
        [t for t in SYMBOLS if t != suit] + ["pass"], 1))
    assert others in session.prompt
    assert "other than" in session.handle_line(suit)  # the retourne's suit is out
    names = {"♠": "spades", "♥": "coeur", "♦": "d", "♣": "trèfle"}
    reply = session.handle_line(names[other])
    assert reply.splitlines()[0] == f"S takes {other}"
    assert session.state is not None and session.state.trump == SYMBOLS.index(other)


@pytest.mark.parametrize("word", [*NOT_ASCII_DIGITS, "9" * 150])
def test_bid_numbers_int_cannot_read_are_unknown_inputs(word: str) -> None:
    # Round one offers 1) take 2) pass; round two the three other suits and pass (1-4).
    session = Session(SessionOptions(seed=6, dealer=Seat.N), bots=passing_bots())
    session.start()
    prompt = session.prompt
    assert f"Unknown input {word!r}: type take or pass" in session.handle_line(word)
    assert session.phase is Phase.BID and session.prompt == prompt
    assert session.handle_line("2").splitlines()[0] == "S passes"
    prompt = session.prompt
    assert prompt.startswith("Round two")
    assert f"Unknown input {word!r}: name a suit or pass" in session.handle_line(word)
    assert session.phase is Phase.BID and session.prompt == prompt
    assert session.handle_line("1").startswith("S takes")


@pytest.mark.parametrize("call", ["9" * 150 + " h", "h " + "9" * 150, "²0 h", "٩٠ h"])
def test_coinche_levels_int_cannot_read_are_refused(call: str) -> None:
    # RULES.md: bids go by tens from 80 to 160, or capot, written in the digits 0-9.
    session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=21,
                                     dealer=Seat.E))
    session.start()
    assert session.phase is Phase.CALL
    prompt = session.prompt
    reply = session.handle_line(call)
    assert reply.startswith(f"Unknown call {call!r}")
    assert session.phase is Phase.CALL and session.prompt == prompt
    assert session.handle_line("80 ♥").startswith("S bids 80 ♥")


def test_void_deal_is_redealt_by_the_next_dealer() -> None:
    session = Session(SessionOptions(seed=7, dealer=Seat.N), bots=passing_bots())
    session.start()
    session.handle_line("pass")
    reply = session.handle_line("passe")
    assert "the deal is void; E deals next" in reply
    assert "Deal 1: dealer E" in reply  # dealt again: deal 1 of the record
    assert session.phase is Phase.BID and session.records == []
    # Dealer E: S bids first now.
    assert reply.splitlines()[-1].startswith("Retourne")
    session.handle_line("take")
    drive_on(session, first)
    assert len(session.records) == 1 and session.records[0].dealer is Seat.E


def test_void_deal_anticlockwise_passes_the_deal_to_the_right() -> None:
    rules = RuleSet.parse(["direction=anticlockwise"])
    session = Session(SessionOptions(rules=rules, seed=7, dealer=Seat.N), bots=passing_bots())
    session.start()
    session.handle_line("2")
    reply = session.handle_line("4")  # round two: 1-3 the suits, 4 pass
    assert "W deals next" in reply and "Deal 1: dealer W" in reply


# --- belote-rebelote -------------------------------------------------------------------------

def taken_session(rules: RuleSet, south: str, retourne: str) -> Session:
    """A session where South, first to speak after dealer N, takes ``retourne``'s suit and
    holds the cards of ``south`` (the retourne among them); the other cards go to N, E, W
    in card order. The bots pass and play their lowest card."""
    own = parse_cards(south)
    others = [c for c in range(32) if c not in own]
    hands = {Seat.S: own, Seat.N: others[:8], Seat.E: others[8:16], Seat.W: others[16:]}
    deck = stacked_deck(hands, Seat.N, Seat.S, parse_cards(retourne)[0])
    session = Session(SessionOptions(rules=rules, seed=0, dealer=Seat.N, decks=(deck,)),
                      bots=passing_bots())
    session.start()
    session.handle_line("take")
    state = session.state
    assert state is not None and state.hands[Seat.S] == mask_of(own)
    return session


def belote_session(rules: RuleSet) -> Session:
    """A session where the user took ♥ and holds king and queen of trump."""
    session = taken_session(rules, "K♥ Q♥ 7♥ A♠ 10♠ 9♣ 8♣ 7♣", "7♥")
    assert session.state is not None and session.state.belote_holder() is Seat.S
    return session


def play_king_queen_first(session: Session) -> str:
    state = session.state
    assert state is not None
    pair = {state.trump * 8 + 5, state.trump * 8 + 6}  # Q and K (ranks 7 8 9 10 J Q K A)
    legal = state.legal_moves() if state.to_play is Seat.S else 0
    for c in pair:
        if (legal >> c) & 1:
            return card_name(c)
    return "1"


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_belote_declared_is_asked_and_counts_only_if_said(answer: str) -> None:
    session = belote_session(RuleSet.parse(["belote=declared"]))
    asked = []

    def respond(s: Session) -> str:
        if s.phase is Phase.BELOTE:
            asked.append(s.prompt)
            return answer
        return play_king_queen_first(s)

    text = drive_on(session, respond)
    assert len(asked) == 1 and "say belote?" in asked[0]
    score = session.scores[0]
    # Not declared, it is not counted (RULES.md), and the tally says why, as belote score
    # says it of the recorded deal (the tally kept silent).
    note = "S held K♥ Q♥ but did not declare belote (belote=declared): not counted"
    if answer == "yes":
        assert "S: belote!" in text and "S: rebelote!" in text
        assert score.belote is Team.NS and session.records[0].belote == (Seat.S,)
        assert note not in text
    else:
        assert "S: belote!" not in text
        assert score.belote is None and session.records[0].belote == ()
        assert note in text.splitlines()


def test_belote_and_rebelote_are_said_once_each_with_king_and_queen() -> None:
    session = belote_session(RuleSet())
    text = drive_on(session, play_king_queen_first)
    lines = text.splitlines()
    assert lines.count("S: belote!") == 1 and lines.count("S: rebelote!") == 1
    # Each is said right after S plays the king or the queen of trump.
    state = session.state
    assert state is not None
    trump = "♠♥♦♣"[state.trump]
    for word in ("S: belote!", "S: rebelote!"):
        played = lines[lines.index(word) - 1]
        assert played in (f"S plays K{trump}", f"S plays Q{trump}")


def test_no_belote_in_the_discovery_deal() -> None:
    # The discovery deal has no contract: holding king and queen of trump scores nothing.
    # South (the third eight cards of the deck) holds both in every suit.
    kings_queens = parse_cards("K♠ Q♠ K♥ Q♥ K♦ Q♦ K♣ Q♣")
    rest = [c for c in range(32) if c not in kings_queens]
    deck = tuple(rest[:16] + kings_queens + rest[16:])
    session = Session(SessionOptions(seed=1, discovery=True, bots="random", decks=(deck,)))
    session.start()
    state = session.state
    assert state is not None and state.belote_holder() is Seat.S
    text = drive_on(session, first)
    assert "belote!" not in text
    assert session.scores[0].belote is None


def test_the_belote_question_wants_yes_or_no() -> None:
    session = belote_session(RuleSet.parse(["belote=declared"]))
    while session.phase is not Phase.BELOTE:
        session.handle_line(play_king_queen_first(session))
    prompt = session.prompt
    assert session.handle_line("help").startswith("Answer yes to announce belote-rebelote")
    assert session.handle_line("maybe") == "Please answer yes (1) or no (2)."
    assert session.phase is Phase.BELOTE and session.prompt == prompt
    assert "S: belote!" in session.handle_line("yes")


def test_a_classic_deal_without_announcements_says_nothing_of_them() -> None:
    # Announcements are off by default, and the running counters are for the discovery
    # deal only.
    session = Session(SessionOptions(seed=5, dealer=Seat.N), bots=passing_bots())
    text = session.start() + session.handle_line("take") + drive_on(session, first)
    assert "S plays" in text
    assert "nnounce" not in text
    assert "You + North" not in text


def test_belote_auto_is_never_asked() -> None:
    session = belote_session(RuleSet())

    def respond(s: Session) -> str:
        assert s.phase is not Phase.BELOTE
        return play_king_queen_first(s)

    text = drive_on(session, respond)
    assert "S: belote!" in text and "S: rebelote!" in text
    assert session.scores[0].belote is Team.NS


# --- a match, determinism, French ------------------------------------------------------------

def test_short_match_rotates_the_dealer_and_ends_with_a_winner() -> None:
    session = Session(SessionOptions(rules=RuleSet.parse(["target=300"]), seed=3,
                                     bots="random", match=True))
    text = drive(session, first, limit=2000)
    match = session.match
    assert match is not None and match.winner is not None
    winner, loser = match.winner, match.winner.other
    assert match.totals[winner] >= 300 and match.totals[winner] > match.totals[loser]
    assert len(session.records) == len(match.deals) == len(session.scores)
    dealers = re.findall(r"^Deal \d+: dealer ([NESW])", text, re.M)
    assert len(dealers) >= len(session.records)
    for a, b in zip(dealers, dealers[1:], strict=False):
        assert b == NEXT_CLOCKWISE[a]
    assert "win the match" in text.splitlines()[-1]


def test_same_seed_and_input_give_the_same_transcript() -> None:
    def transcript() -> str:
        session = Session(SessionOptions(seed=21, bots="random"))
        return drive(session, lambda s: "take" if s.phase is Phase.BID else "1")

    assert transcript() == transcript()


def test_french_text_and_cards() -> None:
    session = Session(SessionOptions(seed=4, discovery=True, bots="random", lang="fr"))
    text = session.start()
    assert "atout" in text and "Votre main" in text
    hand = next(x for x in text.splitlines() if x.startswith("Votre main"))
    assert not re.search(r"\b[JQK][♠♥♦♣]", hand)
    assert "Réponse inconnue" in session.handle_line("zz")


# --- coinche and announcements prompts ----------------------------------------------------------

class ScriptedCaller:
    """Calls from a script in the coinche auction (then passes); plays its lowest card."""

    name = "scripted"

    def __init__(self, *calls: Call) -> None:
        self.calls = list(calls)

    def bid(self, view: BidView) -> int | None:
        return None

    def play(self, view: PlayerView) -> int:
        return min(bits(view.legal))

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        return self.calls.pop(0) if self.calls else PASS


def test_the_call_prompt_offers_what_the_auction_allows() -> None:
    # W deals: N bids 160 ♥, E passes. Above 160 only capot is left, and South cannot
    # coinche its partner. Then W coinches: South, a taker, may surcoinche.
    bots = {Seat.N: ScriptedCaller(Call.bid(160, parse_suit("♥"))),
            Seat.E: ScriptedCaller(), Seat.W: ScriptedCaller(COINCHE)}
    session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=1,
                                     dealer=Seat.W), bots=bots)
    session.start()
    # Numbered: pass, then capot in each suit (the lowest bid allowed); nothing higher.
    assert session.prompt == ("Your call? 1) pass  2) capot ♠  3) capot ♥  4) capot ♦  "
                              "5) capot ♣")
    text = session.handle_line("1")
    assert "S passes" in text and "W coinches!" in text
    assert session.prompt == "Your call? 1) pass  2) surcoinche"
    assert "S surcoinches!" in session.handle_line("2")


def test_the_call_prompt_numbers_the_lowest_bids_and_coinche() -> None:
    # E (after dealer N) bids 100 ♥: South may pass, bid 110 in any suit (numbered) or
    # higher (typed), or coinche an opponent's bid.
    def bots() -> dict[Seat, ScriptedCaller]:
        return {Seat.E: ScriptedCaller(Call.bid(100, parse_suit("♥"))),
                Seat.W: ScriptedCaller(), Seat.N: ScriptedCaller()}

    for lang, prompt in (
            ("en", "Your call? 1) pass  2) 110 ♠  3) 110 ♥  4) 110 ♦  5) 110 ♣  6) coinche; or "
                   "a higher bid: 120–160 or capot with a suit (e.g. 120 ♥)"),
            ("fr", "Votre enchère\xa0? 1) passe  2) 110 ♠  3) 110 ♥  4) 110 ♦  5) 110 ♣  "
                   "6) coinche\xa0; ou une enchère plus haute\xa0: 120–160 ou capot avec l'atout "
                   "(ex. 120 ♥)")):
        session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=1,
                                         dealer=Seat.N, lang=lang), bots=bots())
        session.start()
        assert session.prompt == prompt
        assert "7" in session.handle_line("7")  # no call 7: refused, the prompt again
        assert session.phase is Phase.CALL
    session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=1,
                                     dealer=Seat.N), bots=bots())
    session.start()
    assert session.handle_line("7") == (
        "No call numbered 7: choose 1-6, or type a bid with its suit (e.g. 90 ♥).")
    assert "S coinches!" in session.handle_line("6")


@pytest.mark.parametrize(("bid", "prompt"), [
    # W deals, N bids and E passes: South's menu holds the lowest bid left in each suit,
    # and the higher ones are named as a range of the levels 10 apart to 160, then
    # capot. Two levels above the menu's are 160 and capot, three a range to 160.
    (130, "Your call? 1) pass  2) 140 ♠  3) 140 ♥  4) 140 ♦  5) 140 ♣; or a higher "
          "bid: 150–160 or capot with a suit (e.g. 150 ♥)"),
    (140, "Your call? 1) pass  2) 150 ♠  3) 150 ♥  4) 150 ♦  5) 150 ♣; or a higher "
          "bid: 160 or capot with a suit (e.g. 160 ♥)"),
    (150, "Your call? 1) pass  2) 160 ♠  3) 160 ♥  4) 160 ♦  5) 160 ♣; or a higher "
          "bid: capot with a suit (e.g. capot ♥)"),
])
def test_the_call_prompt_names_the_higher_bids_left(bid: int, prompt: str) -> None:
    bots = {Seat.N: ScriptedCaller(Call.bid(bid, parse_suit("♥"))),
            Seat.E: ScriptedCaller(), Seat.W: ScriptedCaller()}
    session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=1,
                                     dealer=Seat.W), bots=bots)
    session.start()
    assert session.prompt == prompt


def test_the_coinche_rules_are_told_at_the_first_deal_only() -> None:
    # Everybody passes: the deal is void and dealt again.
    bots = {seat: ScriptedCaller() for seat in (Seat.N, Seat.E, Seat.W)}
    session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=1,
                                     dealer=Seat.W), bots=bots)
    text = session.start() + session.handle_line("pass")
    first, second = text.split("Four passes: the deal is void", 1)
    assert "Deal 1: dealer N" in second  # dealt again, under its number
    assert first.count("Coinche: 8 cards each, no retourne.") == 1
    assert "Coinche: 8 cards each" not in second


def test_french_reasons_for_refused_calls() -> None:
    hearts = parse_suit("♥")

    def fr(auction: CoincheAuction, call: Call) -> str:
        reason = auction.why_illegal(call)
        assert reason is not None
        return describe_reason(reason, "fr")

    auction = CoincheAuction(Seat.N)
    auction.call(Call.bid(80, hearts))  # E bids
    auction.call(COINCHE)  # S coinches
    auction.call(PASS)  # W passes; N, a defender, may not surcoinche
    assert fr(auction, SURCOINCHE) == "seule l'attaque (EO) peut surcoincher"
    assert fr(auction, COINCHE) == "le contrat est déjà coinché"
    assert fr(auction, Call.bid(90, hearts)) == (
        "le contrat est coinché\xa0: plus d'enchères (passez)")
    assert fr(CoincheAuction(Seat.N), COINCHE) == "rien à coincher\xa0: personne n'a enchéri"
    capot = CoincheAuction(Seat.N)
    capot.call(Call.bid(250, hearts))  # E bids capot: nothing is above it
    assert fr(capot, Call.bid(250, parse_suit("♠"))) == (
        "rien au-dessus du capot\xa0: passez ou coinchez")
    low = CoincheAuction(Seat.N)
    low.call(Call.bid(100, hearts))  # E bids 100 ♥
    low.call(PASS)  # S
    # W (O in French) bids too low: the last bid is named with its seat, in French.
    assert fr(low, Call.bid(90, hearts)) == (
        "90 ♥ n'est pas au-dessus de la dernière enchère (100 ♥ par E)\xa0: "
        "enchérissez à 110 ou plus, ou passez")
    low.call(Call.bid(110, hearts))  # W
    assert fr(low, Call.bid(100, hearts)) == (
        "100 ♥ n'est pas au-dessus de la dernière enchère (110 ♥ par O)\xa0: "
        "enchérissez à 120 ou plus, ou passez")
    assert str(low.why_illegal(Call.bid(100, hearts))) == (
        "100 ♥ is not above the last bid (110 ♥ by W): bid 120 or more, or pass")


def test_no_announcements_is_said_at_the_end_of_the_first_trick() -> None:
    # Each hand holds two cards of every suit, never two in a row (7 9, 8 10, J K or Q A),
    # and each rank once: no sequence, no carré.
    pairs = [("7", "9"), ("8", "10"), ("J", "K"), ("Q", "A")]
    hands = {seat: [parse_card(r + suit) for k, suit in enumerate("♠♥♦♣")
                    for r in pairs[(seat + k) % 4]] for seat in Seat}
    assert not any(detect(mask_of(h), hands[Seat.S][0] >> 3) for h in hands.values())
    deck = stacked_deck(hands, Seat.N, Seat.S, hands[Seat.S][0])
    session = Session(SessionOptions(rules=RuleSet.parse(["announcements=on"]), seed=0,
                                     dealer=Seat.N, decks=(deck,)), bots=passing_bots())
    session.start()
    session.handle_line("take")
    text = drive_on(session, first)
    assert "No announcements." in text
    assert "Announcements:" not in text


def test_the_announcement_question_wants_yes_or_no() -> None:
    # South takes ♥ (the retourne 7♥) holding A♦ K♦ Q♦ and is offered the tierce.
    south = parse_cards("A♦ K♦ Q♦ J♥ 9♥ 7♥ A♠ 7♣")
    others = [c for c in range(32) if c not in south]
    hands = {Seat.S: south, Seat.N: others[:8], Seat.E: others[8:16], Seat.W: others[16:]}
    deck = stacked_deck(hands, Seat.W, Seat.S, parse_cards("7♥")[0])
    session = Session(SessionOptions(rules=RuleSet.parse(["announcements=on"]), seed=0,
                                     dealer=Seat.W, decks=(deck,)), bots=passing_bots())
    session.start()
    while session.phase is not Phase.ANNOUNCE:
        session.handle_line("1")
    prompt = session.prompt
    assert session.handle_line("help").startswith("Answer yes to announce it")
    assert session.handle_line("perhaps") == "Please answer yes (1) or no (2)."
    assert session.phase is Phase.ANNOUNCE and session.prompt == prompt
    assert "S announces:" in session.handle_line("yes")


@pytest.mark.parametrize(("lang", "offered", "said"), [
    ("en", "Announce carré J? 1) yes  2) no", "S announces: carré J"),
    ("fr", "Annoncer le carré de valets\u00a0? 1) oui  2) non",
     "S annonce\u00a0: carré de valets")])
def test_a_carre_is_announced_with_its_rank(lang: str, offered: str, said: str) -> None:
    # RULES.md, "Announcements": a carré's value is its rank's (J 200, 9 150, A 10 K Q
    # 100), said aloud with the first card as the views' heard says it ("carré J"); in
    # French as the French rule book names it, offered with its article, le carré de
    # valets (it said 'carré V', the deal file's notation, then 'carré de valets' with no
    # article). South takes ♥ (the retourne 7♥) with the four jacks.
    south = parse_cards("J♠ J♥ J♦ J♣ 9♥ 7♥ A♠ 7♣")
    others = [c for c in range(32) if c not in south]
    hands = {Seat.S: south, Seat.N: others[:8], Seat.E: others[8:16], Seat.W: others[16:]}
    deck = stacked_deck(hands, Seat.W, Seat.S, parse_cards("7♥")[0])
    session = Session(SessionOptions(rules=RuleSet.parse(["announcements=on"]), seed=0,
                                     dealer=Seat.W, decks=(deck,), lang=lang),
                      bots=passing_bots())
    session.start()
    while session.phase is not Phase.ANNOUNCE:
        session.handle_line("1")
    assert session.prompt == offered
    assert said in session.handle_line("1").splitlines()


def test_a_french_sequence_is_offered_and_shown_by_its_top_card() -> None:
    # South takes ♥ (the retourne 7♥) holding A♦ K♦ Q♦: the tierce is offered as a French
    # player says it, 'la tierce à l'as' (it said 'tierce A♦', the deal file's notation,
    # then 'tierce à l'A♦' with no article after the verb); said aloud by its kind alone,
    # then shown at trick 2 by its top card with the others': W's seven clubs, a cent to
    # the ace, is the best (RULES.md: the longest wins).
    south = parse_cards("A♦ K♦ Q♦ J♥ 9♥ 7♥ A♠ 7♣")
    others = [c for c in range(32) if c not in south]
    hands = {Seat.S: south, Seat.N: others[:8], Seat.E: others[8:16], Seat.W: others[16:]}
    deck = stacked_deck(hands, Seat.W, Seat.S, parse_cards("7♥")[0])
    session = Session(SessionOptions(rules=RuleSet.parse(["announcements=on"]), seed=0,
                                     dealer=Seat.W, decks=(deck,), lang="fr"),
                      bots=passing_bots())
    session.start()
    while session.phase is not Phase.ANNOUNCE:
        session.handle_line("1")
    assert session.prompt == "Annoncer la tierce à l'A♦\u00a0? 1) oui  2) non"
    assert "S annonce\u00a0: tierce" in session.handle_line("1").splitlines()
    shown = session.handle_line("1").splitlines()
    assert ("Annonces\u00a0: N cent au R♠ (7 cartes), E cinquante au 10♦, E tierce à l'A♥, "
            "S tierce à l'A♦, O cent à l'A♣ (7 cartes).") in shown
    assert ("Meilleure annonce\u00a0: O cent à l'A♣ (7 cartes)\u00a0; EO marquent leurs "
            "170.") in shown


# --- every card form the help shows, in both languages --------------------------------------

_RANKS_EN = ["7", "8", "9", "10", "J", "Q", "K", "A"]
_RANKS_FR = ["7", "8", "9", "10", "V", "D", "R", "A"]
_LETTERS_EN, _LETTERS_FR = "SHDC", "PCKT"


def _forms(c: int, lang: str) -> list[str]:
    """The ways the help says a card may be typed at the ``lang`` prompt: the symbol with
    English or French ranks, and letters of either language except the one letter they
    share (C: clubs in English, cœur in French), read in the prompt's language."""
    rank, suit = c & 7, c >> 3
    forms = {r + "♠♥♦♣"[suit] for r in (_RANKS_EN[rank], _RANKS_FR[rank])}
    for r in (_RANKS_EN[rank], _RANKS_FR[rank]):
        own = (_LETTERS_FR if lang == "fr" else _LETTERS_EN)[suit]
        other = (_LETTERS_EN if lang == "fr" else _LETTERS_FR)[suit]
        forms |= {r + own, (r + own).lower()}
        if other != "C":
            forms |= {r + other, (r + other).lower()}
    return sorted(forms)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_form_of_the_help_is_accepted(lang: str) -> None:
    options = SessionOptions(seed=4, discovery=True, lang=lang)
    first = Session(options)
    first.start()
    state = first.state
    assert state is not None
    played = "joue" if lang == "fr" else "plays"
    for c in first._legal_cards():
        name = card_symbol(c, lang)
        for form in _forms(c, lang):
            session = Session(options)
            session.start()
            text = session.handle_line(form)
            assert text.splitlines()[0] == f"S {played} {name}", (form, text)
    # The examples of the help themselves.
    help_text = first.handle_line("help")
    for example in (["10♥", "10h", "JS", "V♠", "VP", "dc"] if lang == "en"
                    else ["10♥", "10h", "VP", "V♠", "JS", "dc"]):
        assert example in help_text


def test_french_second_round_reads_p_as_pique() -> None:
    # The bots pass: South passes round one, and in round two names pique with P at the
    # French prompt (P is not "passe" there); the English prompt reads p as pass.
    for lang, word in (("fr", "p"), ("en", "pique")):
        bots = {seat: ScriptedCaller() for seat in (Seat.N, Seat.E, Seat.W)}
        session = Session(SessionOptions(seed=1, dealer=Seat.W, lang=lang), bots=bots)
        session.start()
        session.handle_line("2")  # pass in round one
        auction = session.auction
        assert auction is not None and auction.round == 2 and session.phase is Phase.BID
        spades_turned = auction.retourne >> 3 == 0
        answer = session.handle_line(word)
        if spades_turned:
            assert session.phase is Phase.BID  # the retourne's suit: refused
        else:
            assert ("S prend à ♠" if lang == "fr" else "S takes ♠") in answer, answer
    bots = {seat: ScriptedCaller() for seat in (Seat.N, Seat.E, Seat.W)}
    session = Session(SessionOptions(seed=1, dealer=Seat.W), bots=bots)
    session.start()
    session.handle_line("2")
    # The help of the round says so: it reads the French letters P K T, but not a lone p.
    help_text = " ".join(session.handle_line("help").split())
    assert "or pass (its number, p, pass)" in help_text
    assert "the French P K T (pique ♠, carreau ♦, trèfle ♣; p alone is pass)" in help_text
    assert "S passes" in session.handle_line("p")


# --- the cards received once someone took ----------------------------------------------------

def _cards_of(line: str) -> set[int]:
    return {parse_card(c) for c in line.split()}


@pytest.mark.parametrize("answer", ["1", "2"])  # South takes, or passes (a bot may take)
def test_the_cards_received_are_shown_after_the_taking(answer: str) -> None:
    for seed in range(30):
        session = Session(SessionOptions(seed=seed, bots="heuristic"))
        text = session.start()
        while session.phase is Phase.BID:
            text += "\n" + session.handle_line(answer)
        south_took = session.taker is Seat.S
        if session.state is not None and session.taker is not None and (
                south_took == (answer == "1")):
            break
    else:
        pytest.fail("no deal with the taker wanted")
    lines = text.splitlines()
    dealt = _cards_of(next(ln for ln in lines if ln.startswith("Your cards: "))[12:])
    retourne = parse_card(next(ln for ln in lines if ln.startswith("Retourne: "))[10:])
    hand = session.state.initial_hands[Seat.S]  # type: ignore[union-attr]
    m = re.search(r"^You (?:take the retourne (\S+) and )?receive (.+) from the rest of the "
                  r"deck \(dealer [NESW]\)\.$", text, re.M)
    assert m is not None, text
    received = _cards_of(m[2])
    assert len(dealt) == 5 and dealt | received | ({retourne} if m[1] else set()) == set(
        bits(hand))
    if session.taker is Seat.S:
        assert parse_card(m[1]) == retourne and len(received) == 2
    else:
        assert m[1] is None and len(received) == 3


# RULES.md "What you may play" and VARIANTS.md's for SA and TA, in each language's words:
# what the help at the card must say, and must not, under each kind of contract.
OBLIGATIONS = {
    "en": {
        "suit": (["follow suit", "beat the highest trump in the trick",
                  "any card if your partner is winning the trick", "overtrump"],
                 ["Nobody trumps"]),
        "free": (["if you cannot overtrump, any card."], ["lower trump"]),
        "required": (["if you cannot overtrump, still a lower trump"], []),
        "SA": (["follow suit if you can, with any card of it", "Nobody trumps"],
               ["overtrump", "beat"]),
        "TA": (["follow suit and beat the best card of the suit led if you can, even your "
                "partner's", "any card of that suit"], ["overtrump", "Nobody trumps"]),
    },
    "fr": {
        "suit": (["fournir", "monter sur le plus fort atout du pli",
                  "si votre partenaire est maître du pli", "surcouper"],
                 ["Personne ne coupe"]),
        "free": (["si vous ne pouvez pas surcouper, ce que vous voulez."], ["sous-couper"]),
        "required": (["encore un atout plus petit", "sous-couper"], []),
        "SA": (["fournir si vous pouvez, n'importe quelle carte de la couleur",
                "Personne ne coupe"], ["surcouper", "monter"]),
        "TA": (["fournir et monter sur la meilleure carte de la couleur demandée",
                "même si elle est à votre partenaire"], ["surcouper", "Personne ne coupe"]),
    },
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("undertrump", ["free", "required"])
def test_help_at_the_card_says_the_obligations_of_the_contract(lang: str,
                                                                undertrump: str) -> None:
    # The help at the card said how to type a card and nothing of what may be played,
    # where the two-player games' help gives their obligations. Whatever contract the
    # auction ends in (the user opens 80 in sans atout, tout atout or ♥), the help at the
    # card says that contract's obligations, and the bidding's help says none.
    rules = RuleSet(variant="coinche", sa_ta="on", undertrump=undertrump)
    heading = {"en": "What you may play", "fr": "Ce que vous pouvez jouer"}[lang]
    seen = set()
    for opening in ("80 SA", "80 TA", "80 ♥"):
        for seed in range(6):
            session = Session(SessionOptions(rules=rules, seed=seed, bots="heuristic",
                                             lang=lang))
            session.start()
            assert session.phase is Phase.CALL
            assert heading not in session.handle_line("help")
            session.handle_line(opening)
            while session.phase is Phase.CALL:
                session.handle_line("1")  # the menu's first entry is to pass
            assert session.phase is Phase.CARD and session.state is not None
            trump = session.state.trump
            kind = {4: "SA", 5: "TA"}.get(trump, "suit")
            seen.add(kind)
            help_text = session.handle_line("help")
            assert help_text.count(heading) == 1
            wanted = [OBLIGATIONS[lang][kind]]
            if kind == "suit":
                wanted.append(OBLIGATIONS[lang][undertrump])
                atout = {"en": "trump", "fr": "atout"}[lang]
                assert f"({atout} {SYMBOLS[trump]})" in help_text
            for says, not_said in wanted:
                for words in says:
                    assert words in help_text, (kind, words)
                for words in not_said:
                    assert words not in help_text, (kind, words)
    assert seen == {"suit", "SA", "TA"}


@pytest.mark.parametrize(("lang", "pass_word", "said"), [
    ("en", "pass", ["S passes", "W passes", "N passes", "Round two: no one took the retourne.",
                    "E passes"]),
    ("fr", "passe", ["S passe", "O passe", "N passe",
                     "Second tour\xa0: personne n'a pris la retourne.", "E passe"]),
])
def test_round_two_is_said_where_it_begins(lang: str, pass_word: str,
                                           said: list[str]) -> None:
    # N deals: E speaks first, then S, W, N (clockwise), and E again first in round two.
    # The passes of the two rounds read alike ("E passes" twice): the line between them
    # says that round two begins.
    session = Session(SessionOptions(seed=6, dealer=Seat.N, lang=lang), bots=passing_bots())
    assert session.start().splitlines()[-1] == said[-1]
    assert session.handle_line(pass_word).splitlines() == said
    assert session.prompt.startswith(said[3].split(":")[0])


def test_round_two_is_not_said_when_round_one_takes() -> None:
    session = Session(SessionOptions(seed=6, dealer=Seat.N), bots=passing_bots())
    session.start()
    out = session.handle_line("take")
    assert out.splitlines()[0].startswith("S takes ")
    assert "Round two" not in out


@pytest.mark.parametrize(("sa_ta", "lang", "asks"), [
    ("on", "en", "Round two: a trump, SA, TA or pass? "),
    # A question in both languages, where each gave an order with a question mark
    # ('name a trump or pass?', 'nommez l'atout ou passez ?'); with SA and TA the
    # contract, as the line after it names it.
    ("off", "en", "Round two: which trump, or pass? "),
    ("on", "fr", "Second tour\xa0: quel contrat, ou passe\xa0? "),
    ("off", "fr", "Second tour\xa0: quel atout, ou passe\xa0? "),
])
def test_round_two_asks_for_sa_and_ta_where_they_are_offered(sa_ta: str, lang: str,
                                                              asks: str) -> None:
    session = Session(SessionOptions(seed=6, dealer=Seat.N, lang=lang,
                                     rules=RuleSet(sa_ta=sa_ta)), bots=passing_bots())
    session.start()
    session.handle_line("pass")
    assert session.prompt.startswith(asks)
    assert ("4) SA  5) TA  6) pass" in session.prompt) is (sa_ta == "on")


@pytest.mark.parametrize(("sa_ta", "lang", "refused"), [
    # SA and TA are contracts, not suits: named apart from the suits the refusal lists.
    ("on", "en", "In round two, name a suit other than {r} ({s}), SA or TA, or pass."),
    ("on", "fr", "Au second tour, nommez une autre couleur que {r} ({s}), SA ou TA, ou "
                 "passez."),
    ("off", "en", "In round two, name a suit other than {r} ({s}), or pass."),
])
def test_round_two_refuses_the_retourne_s_suit_naming_sa_and_ta_apart(
        sa_ta: str, lang: str, refused: str) -> None:
    session = Session(SessionOptions(seed=6, dealer=Seat.N, lang=lang,
                                     rules=RuleSet(sa_ta=sa_ta)), bots=passing_bots())
    session.start()
    session.handle_line("2")
    assert session.auction is not None and session.auction.round == 2
    suit = session.auction.retourne >> 3
    others = " ".join(suit_symbol(x) for x in range(4) if x != suit)
    assert session.handle_line(suit_symbol(suit)) == refused.format(r=suit_symbol(suit),
                                                                    s=others)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_round_two_s_question_with_sa_and_ta_fits_80_columns(lang: str) -> None:
    # With sa_ta=on round two offers the three suits other than the retourne's, SA, TA
    # and pass: six numbered answers, as long whatever the retourne (a suit is one
    # column). The whole question fits a terminal of 80 columns, where it was 83 columns
    # in English and 92 in French, broken before "6) pass" by belote play. Seeds are read
    # until each of the four suits has been the retourne's.
    seen: set[int] = set()
    seed = 0
    while len(seen) < 4:
        session = Session(SessionOptions(seed=seed, dealer=Seat.N, lang=lang,
                                         rules=RuleSet(sa_ta="on")), bots=passing_bots())
        session.start()
        session.handle_line("2")
        assert session.auction is not None and session.auction.round == 2
        prompt = session.prompt
        assert prompt.endswith("4) SA  5) TA  6) " + ("pass" if lang == "en" else "passe"))
        assert prompt.count(")") == 6 and len(prompt) <= 80, (len(prompt), prompt)
        seen.add(session.auction.retourne >> 3)
        seed += 1
