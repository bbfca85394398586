"""Obligations of play, trick winner and points, rule options: RULES.md case by case."""

from __future__ import annotations

import itertools

import pytest

from belote_cli.core.cards import (
    ALL_TRUMP,
    CLUBS,
    DIAMONDS,
    HEARTS,
    NO_TRUMP,
    SPADES,
    bits,
    mask_of,
    parse_card,
    parse_cards,
)
from belote_cli.core.errors import IllegalPlayError, RuleError
from belote_cli.core.rules import (
    RULE_NAMES,
    RuleSet,
    card_points,
    explain_illegal,
    legal_plays,
    parse_option,
    trick_winner,
)
from belote_cli.core.seats import Seat
from belote_cli.core.state import DealState
from belote_cli.texts import describe_reason

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def H(text: str) -> int:
    """Mask of written cards."""
    return mask_of(parse_cards(text))


def C(text: str) -> list[int]:
    """Written cards, in order."""
    return parse_cards(text)


# --- worked figures (RULES.md) -------------------------------------------------------------

def _trick_points(trick: list[int], trump: int) -> int:
    return sum(card_points(c, trump) for c in trick)


def test_worked_trick_points() -> None:
    assert _trick_points(C("9♥ A♦ K♠ J♣"), HEARTS) == 14 + 11 + 4 + 2 == 31
    assert _trick_points(C("9♥ A♦ K♠ J♣"), HEARTS) + 10 == 41  # as the last trick
    assert _trick_points(C("J♥ 9♥ A♠ 10♣"), HEARTS) == 20 + 14 + 11 + 10 == 55


def test_card_points() -> None:
    assert card_points(parse_card("J♥"), HEARTS) == 20
    assert card_points(parse_card("J♠"), HEARTS) == 2
    assert card_points(parse_card("9♣"), CLUBS) == 14
    assert card_points(parse_card("9♣"), SPADES) == 0
    assert card_points(parse_card("10♦"), DIAMONDS) == 10


def _worked_state(rules: RuleSet, south: str) -> DealState:
    """Trump ♠, clockwise: W leads A♦, N plays 7♦, E trumps with 9♠; S to play."""
    hands = [0, 0, 0, 0]
    hands[W] = H("A♦ Q♥")
    hands[N] = H("7♦ 8♥")
    hands[E] = H("9♠ 9♥")
    hands[S] = H(south)
    state = DealState(hands, SPADES, W, rules)
    for card in C("A♦ 7♦ 9♠"):
        state.play(card)
    assert state.to_play == S
    return state


def test_worked_undertrump_free() -> None:
    state = _worked_state(RuleSet.parse(["undertrump=free"]), "8♠ 7♠ K♥ A♣")
    assert state.legal_moves() == H("8♠ 7♠ K♥ A♣")


def test_worked_undertrump_required() -> None:
    state = _worked_state(RuleSet.parse(["undertrump=required"]), "8♠ 7♠ K♥ A♣")
    assert state.legal_moves() == H("8♠ 7♠")
    with pytest.raises(IllegalPlayError) as info:
        state.play(parse_card("K♥"))
    assert "undertrump" in str(info.value.rule)


@pytest.mark.parametrize("undertrump", ["free", "required"])
def test_worked_with_jack_of_trump_only_jack(undertrump: str) -> None:
    state = _worked_state(RuleSet.parse([f"undertrump={undertrump}"]), "J♠ 8♠ 7♠ K♥ A♣")
    assert state.legal_moves() == H("J♠")
    with pytest.raises(IllegalPlayError) as info:
        state.play(parse_card("8♠"))
    assert str(info.value.rule) == "must overtrump 9♠"


# --- table-driven obligations --------------------------------------------------------------
# Trump ♠. ``trick`` is in order of play; the player to move is next, so the card two
# places before the mover is the partner's. ``required`` is None when it equals ``free``.

ALL = "*"

CASES: list[tuple[str, str, str, str, str | None]] = [
    # id, trick, hand, legal with undertrump=free, legal with undertrump=required
    ("lead-anything", "", "J♠ 7♦ A♥ 8♣", ALL, None),
    # 1. follow suit
    ("follow-plain", "A♦", "7♦ K♦ J♠ A♥", "7♦ K♦", None),
    ("follow-plain-no-need-to-beat", "10♦", "A♦ 7♦ 9♠", "A♦ 7♦", None),
    ("follow-plain-after-opponent-trumped", "7♦ 9♠", "8♦ J♠ A♥", "8♦", None),
    ("follow-plain-partner-winning", "K♦ A♦ 7♦", "8♦ J♠ A♥", "8♦", None),
    # 1. trump led: beat the highest trump, even the partner's; else any trump
    ("trump-led-beat", "10♠", "J♠ 7♠ A♥", "J♠", None),
    ("trump-led-beat-highest-not-led", "8♠ 10♠", "A♠ K♠ 7♥", "A♠", None),
    ("trump-led-beat-partner", "9♠ 7♠", "J♠ 8♠ A♥", "J♠", None),
    ("trump-led-beat-partner-fourth", "7♠ 10♠ 8♠", "A♠ Q♠ K♥", "A♠", None),
    ("trump-led-cannot-beat-any-trump", "J♠", "9♠ 7♠ A♥", "9♠ 7♠", None),
    ("trump-led-cannot-beat-partner", "9♠ 7♠", "A♠ 8♠ A♥", "A♠ 8♠", None),
    ("trump-led-no-trump-anything", "J♠", "A♥ 7♦ 8♣", ALL, None),
    # 2. void, partner winning: anything
    ("void-partner-winning", "A♦ 7♦", "J♠ 7♠ A♥ 8♣", ALL, None),
    ("void-partner-winning-fourth", "7♦ A♦ 8♦", "J♠ 7♥", ALL, None),
    ("void-partner-won-by-trumping", "A♦ 7♠ 8♦", "J♠ 8♠ A♥", ALL, None),
    # 3. void, opponent winning: trump; overtrump an opponent's trump
    ("void-opponent-must-trump", "A♦", "7♠ J♠ A♥ 8♣", "7♠ J♠", None),
    ("void-opponent-fourth-must-trump", "K♦ Q♦ A♦", "7♠ 8♥", "7♠", None),
    ("void-partner-beaten-must-trump", "Q♦ A♦", "8♠ 7♥ 9♣", "8♠", None),
    ("opponent-trumped-must-overtrump", "A♦ 9♠", "J♠ 7♠ A♥", "J♠", None),
    ("opponent-trumped-any-higher", "A♦ 8♠ 10♠", "J♠ A♠ 7♠ K♥", "J♠ A♠", None),
    ("opponent-overtrumped-partner", "A♦ 7♠ 8♠", "J♠ 9♣", "J♠", None),
    # 4. cannot overtrump: free -> anything; required -> a lower trump
    ("cannot-overtrump", "A♦ 7♦ 9♠", "8♠ 7♠ K♥ A♣", ALL, "8♠ 7♠"),
    ("cannot-overtrump-jack", "A♦ J♠", "10♠ K♥", ALL, "10♠"),
    ("cannot-overtrump-jack-in-hand", "A♦ 7♦ 9♠", "J♠ 8♠ 7♠ K♥ A♣", "J♠", None),
    # 5. void and no trump: anything
    ("void-no-trump", "A♦", "K♥ A♣", ALL, None),
    ("void-no-trump-opponent-trumped", "A♦ 9♠", "K♥ A♣", ALL, None),
]

OPTIONS = ["free", "required"]


def _expected(case: tuple[str, str, str, str, str | None], undertrump: str) -> int:
    _, _, hand, free, required = case
    text = free if undertrump == "free" or required is None else required
    return H(hand) if text == ALL else H(text)


def _relabel(c: int, perm: tuple[int, ...]) -> int:
    return perm[c >> 3] * 8 + (c & 7)


def _relabel_mask(mask: int, perm: tuple[int, ...]) -> int:
    return mask_of(_relabel(c, perm) for c in bits(mask))


PERMUTATIONS = list(itertools.permutations(range(4)))
ROTATIONS = [tuple((s + k) % 4 for s in range(4)) for k in range(4)]


def test_cases_are_well_formed() -> None:
    for case in CASES:
        _, trick, hand, _, _ = case
        cards = C(trick) + C(hand)
        assert len(set(cards)) == len(cards), case[0]
        for undertrump in OPTIONS:
            assert _expected(case, undertrump) & ~H(hand) == 0, case[0]


@pytest.mark.parametrize("undertrump", OPTIONS)
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_legal_plays_table(case: tuple[str, str, str, str, str | None], undertrump: str) -> None:
    _, trick, hand, _, _ = case
    expected = _expected(case, undertrump)
    # Every relabelling of the suits, so that each suit is trump in turn.
    for perm in PERMUTATIONS:
        got = legal_plays(
            _relabel_mask(H(hand), perm),
            [_relabel(c, perm) for c in C(trick)],
            perm[SPADES],
            undertrump == "required",
        )
        assert got == _relabel_mask(expected, perm), perm


def test_legal_plays_refuses_a_fifth_card() -> None:
    # Four players, four cards: a finished trick takes no more.
    with pytest.raises(RuleError, match="four cards"):
        legal_plays(H("8♥ 9♣"), C("7♥ A♥ K♥ Q♥"), SPADES)


def _leader_for(mover: Seat, played: int, clockwise: bool) -> Seat:
    seat = mover
    for _ in range(played):
        seat = seat.previous(clockwise)
    return seat


@pytest.mark.parametrize("direction", ["clockwise", "anticlockwise"])
@pytest.mark.parametrize("undertrump", OPTIONS)
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_legal_plays_table_through_seats(
    case: tuple[str, str, str, str, str | None], undertrump: str, direction: str
) -> None:
    """The same cases built from seats: each earlier player holds the card they play."""
    _, trick, hand, _, _ = case
    rules = RuleSet.parse([f"direction={direction}", f"undertrump={undertrump}"])
    expected = _expected(case, undertrump)
    for perm in ROTATIONS:
        for mover in Seat:
            cards = [_relabel(c, perm) for c in C(trick)]
            leader = _leader_for(mover, len(cards), rules.clockwise)
            hands = [0, 0, 0, 0]
            seat = leader
            for c in cards:
                hands[seat] = 1 << c
                seat = seat.next(rules.clockwise)
            assert seat == mover
            hands[mover] = _relabel_mask(H(hand), perm)
            state = DealState(hands, perm[SPADES], leader, rules)
            for c in cards:
                state.play(c)
            assert state.to_play == mover
            want = _relabel_mask(expected, perm)
            assert state.legal_moves() == want
            for c in bits(hands[mover]):
                reason = state.why_illegal(c)
                assert (reason is None) == bool(want >> c & 1)
                if reason is not None:
                    with pytest.raises(IllegalPlayError):
                        state.copy().play(c)


# --- the direction decides who plays after whom, hence who is the partner -----------------

def _table(rules: RuleSet) -> DealState:
    """Fixed hands by seat, trump ♠, W leads."""
    hands = [0, 0, 0, 0]
    hands[W] = H("A♦ Q♥")
    hands[N] = H("7♦ 8♥")
    hands[E] = H("9♠ 9♥")
    hands[S] = H("8♠ 7♠ K♥ A♣")
    return DealState(hands, SPADES, W, rules)


@pytest.mark.parametrize("undertrump", OPTIONS)
def test_direction_changes_who_follows_the_leader(undertrump: str) -> None:
    cw = _table(RuleSet.parse(["direction=clockwise", f"undertrump={undertrump}"]))
    acw = _table(RuleSet.parse(["direction=anticlockwise", f"undertrump={undertrump}"]))
    cw.play(parse_card("A♦"))
    acw.play(parse_card("A♦"))
    # Clockwise N plays next and must follow ♦.
    assert cw.to_play == N
    assert cw.legal_moves() == H("7♦")
    # Anticlockwise S plays next: void in ♦, opponent W winning -> must trump.
    assert acw.to_play == S
    assert acw.legal_moves() == H("8♠ 7♠")
    acw.play(parse_card("8♠"))
    # Then E, W's partner, no longer has the partner winning: must overtrump 8♠.
    assert acw.to_play == E
    assert acw.legal_moves() == H("9♠")
    acw.play(parse_card("9♠"))
    assert acw.to_play == N
    assert acw.legal_moves() == H("7♦")


@pytest.mark.parametrize("undertrump", OPTIONS)
def test_direction_decides_whether_partner_is_winning(undertrump: str) -> None:
    """N leads 10♦; next E (clockwise) takes with A♦, or W (anticlockwise) plays 7♦."""
    hands = [0, 0, 0, 0]
    hands[N] = H("10♦")
    hands[E] = H("A♦")
    hands[W] = H("7♦")
    hands[S] = H("J♠ 8♥ A♣")
    cw = DealState(hands, SPADES, N, RuleSet.parse([f"undertrump={undertrump}"]))
    acw = DealState(
        hands, SPADES, N, RuleSet.parse(["direction=anticlockwise", f"undertrump={undertrump}"])
    )
    cw.play(parse_card("10♦"))
    cw.play(parse_card("A♦"))
    acw.play(parse_card("10♦"))
    acw.play(parse_card("7♦"))
    assert cw.to_play == S and acw.to_play == S
    assert cw.legal_moves() == H("J♠")  # opponent E winning: must trump
    assert acw.legal_moves() == H("J♠ 8♥ A♣")  # partner N winning: anything


# --- explain_illegal -----------------------------------------------------------------------

@pytest.mark.parametrize(
    ("trick", "hand", "card", "undertrump", "reason"),
    [
        ("A♦", "7♦ A♥", "A♥", "free", "must follow ♦"),
        ("A♥", "7♥ A♦", "A♦", "free", "must follow ♥"),
        ("10♠", "J♠ 7♠ A♥", "A♥", "free", "must follow ♠"),
        ("A♦ 9♠", "J♠ 7♠ A♥", "7♠", "free", "must overtrump 9♠"),
        ("A♦ 9♠", "J♠ 7♠ A♥", "A♥", "required", "must overtrump 9♠"),
    ],
)
def test_explain_illegal_exact(trick: str, hand: str, card: str, undertrump: str,
                               reason: str) -> None:
    assert str(explain_illegal(
        parse_card(card), H(hand), C(trick), SPADES, undertrump == "required"
    )) == reason


@pytest.mark.parametrize(
    ("trick", "hand", "card", "undertrump", "words"),
    [
        ("10♠", "J♠ 7♠ A♥", "7♠", "free", ("higher", "10♠")),
        ("A♦", "7♠ A♥", "A♥", "free", ("trump", "♠")),
        ("A♦ 7♦ 9♠", "8♠ 7♠ K♥", "K♥", "required", ("undertrump", "♠")),
        ("", "7♠", "8♠", "free", ("8♠", "not in the hand")),
        ("A♦", "7♦", "J♠", "free", ("J♠", "not in the hand")),
    ],
)
def test_explain_illegal_names_the_obligation(trick: str, hand: str, card: str,
                                              undertrump: str, words: tuple[str, ...]) -> None:
    reason = explain_illegal(parse_card(card), H(hand), C(trick), SPADES,
                             undertrump == "required")
    assert reason is not None
    for word in words:
        assert word in str(reason)


def test_explain_illegal_none_when_legal() -> None:
    assert explain_illegal(parse_card("8♠"), H("8♠ 7♠ K♥ A♣"), C("A♦ 7♦ 9♠"), SPADES) is None
    assert explain_illegal(parse_card("K♥"), H("8♠ 7♠ K♥ A♣"), C("A♦ 7♦ 9♠"), SPADES) is None
    assert explain_illegal(parse_card("K♥"), H("K♥"), [], SPADES) is None


def _french(c: str, hand: str, trick: str) -> str:
    reason = explain_illegal(parse_card(c), H(hand), C(trick), SPADES)
    assert reason is not None
    return describe_reason(reason, "fr")


def test_explain_illegal_in_french() -> None:
    assert _french("A♥", "7♦ A♥", "A♦") == "doit fournir ♦"
    assert _french("7♠", "J♠ 7♠", "A♦ 9♠") == "doit surcouper 9♠"
    # French rank letters in the message: the queen is D.
    assert _french("8♠", "K♠ 8♠", "Q♠") == "doit monter à l'atout sur D♠"
    # Couper is to play a trump: said as sous-couper says it (it read 'couper à ♠').
    assert _french("A♥", "7♠ A♥", "A♦") == "doit couper (jouer atout ♠)"
    assert _french("J♥", "J♠ 7♠", "") == "V♥ n'est pas dans la main"


def test_every_illegal_card_has_a_reason_and_every_legal_one_none() -> None:
    for case in CASES:
        _, trick, hand, _, _ = case
        for undertrump in OPTIONS:
            legal = _expected(case, undertrump)
            for c in bits(H(hand)):
                reason = explain_illegal(c, H(hand), C(trick), SPADES, undertrump == "required")
                assert (reason is None) == bool(legal >> c & 1), (case[0], undertrump, c)


# --- trick winner --------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        ("9♥ A♦ K♠ J♣", HEARTS, 0),
        ("K♦ 10♦ A♦ 7♦", SPADES, 2),  # highest of the suit led
        ("10♦ K♦", SPADES, 0),  # 10 beats K in a plain suit
        ("J♦ Q♦", SPADES, 1),  # plain J is below Q
        ("J♦ Q♦", DIAMONDS, 0),  # trump J is the best card
        ("9♦ 10♦", SPADES, 1),
        ("9♦ 10♦", DIAMONDS, 0),  # trump 9 is second only to the J
        ("7♦ A♥ A♣ A♠", CLUBS, 2),  # a plain card of another suit never wins
        ("7♦ A♥ A♣ A♠", HEARTS, 1),
        ("7♦ A♥ A♣ A♠", SPADES, 3),
        ("7♦ A♥ A♣ A♠", DIAMONDS, 0),
        ("A♠ 9♠ J♠ 10♠", SPADES, 2),
        ("8♠ 7♠ Q♠", SPADES, 2),
        ("A♦ 7♠", SPADES, 1),  # the smallest trump beats a plain ace
        ("A♦ 7♠ 8♠ 10♦", SPADES, 2),  # overtrump
        ("A♦ 9♠ J♠ 10♦", SPADES, 2),
        ("7♦", SPADES, 0),
        ("K♣ A♥ 10♥ J♥", SPADES, 0),  # nobody followed, no trump: the leader wins
    ],
)
def test_trick_winner(trick: str, trump: int, winner: int) -> None:
    assert trick_winner(C(trick), trump) == winner


# --- RuleSet -------------------------------------------------------------------------------

def test_rule_defaults_are_classic() -> None:
    rules = RuleSet()
    assert (rules.direction, rules.undertrump, rules.belote, rules.contract, rules.tie,
            rules.capot, rules.target, rules.announcements, rules.variant) == (
        "clockwise", "free", "auto", "points", "litige", 252, 1000, "off", "classic")
    assert rules.clockwise
    assert rules.options() == []
    assert RuleSet.parse([]) == rules
    assert set(RULE_NAMES) >= {"direction", "undertrump", "belote", "contract", "tie",
                               "capot", "target"}


def test_rule_parse_good_options() -> None:
    rules = RuleSet.parse([
        "direction=anticlockwise", "undertrump=required", "belote=declared",
        "contract=total", "tie=dedans", "capot=250", "target=501", " Announcements = ON ",
    ])
    assert rules.direction == "anticlockwise" and not rules.clockwise
    assert rules.undertrump == "required"
    assert rules.belote == "declared"
    assert rules.contract == "total"
    assert rules.tie == "dedans"
    assert rules.capot == 250
    assert rules.target == 501
    assert rules.announcements == "on"
    # options() gives back what differs from the defaults, and parses to the same rules.
    assert RuleSet.parse(rules.options()) == rules
    assert "capot=250" in rules.options()
    assert len(rules.options(only_changed=False)) == len(RULE_NAMES)


def test_a_rule_given_two_values_is_refused_and_with_options_copies() -> None:
    # Which of two values the table plays is not known: a deal file's rules: line and
    # --rule refuse it (docs/format.md), and rules= text reads as that line does
    # (docs/api.md); the library kept the last, without a word.
    for options in (["target=501", "target=1500"], "capot=250 capot=252"):
        with pytest.raises(RuleError) as caught:
            RuleSet.parse(options)
        first, then = (["target=501", "target=1500"] if isinstance(options, list)
                       else ["capot=250", "capot=252"])
        assert str(caught.value) == (f"rule {first.split('=')[0]!r} given twice, {first!r} "
                                     f"then {then!r}: write the one the table plays")
    with pytest.raises(RuleError, match="given twice"):
        RuleSet().with_options(["undertrump=free", "undertrump=required"])
    # The same value twice says one thing: read.
    assert RuleSet.parse("capot=250, Capot = 250").capot == 250
    rules = RuleSet.parse(["target=1500"])
    assert rules.with_options(["target=501"]).target == 501  # over the set: a change
    other = rules.with_options(["undertrump=required"])
    assert other.undertrump == "required" and other.target == 1500
    assert rules.undertrump == "free"  # frozen: the original is unchanged
    # One text, as parse and every rules= take it (a TypeError before).
    assert rules.with_options("undertrump=required, capot=250") == RuleSet(
        target=1500, undertrump="required", capot=250)
    with pytest.raises(RuleError, match="given twice"):
        rules.with_options("capot=250 capot=252")


@pytest.mark.parametrize(("start", "options", "target"), [
    # RULES.md: a coinche table plays to 2000 unless target= says otherwise; parse gives
    # it, and with_options applies options "as parse takes them": the same 2000 (it kept
    # the classic 1000, and a coinche set turned classic kept coinche's 2000).
    (RuleSet(), "variant=coinche", 2000),
    (RuleSet.parse("variant=coinche"), "variant=classic", 1000),
    (RuleSet.parse("variant=coinche"), "variant=deux", 1000),
    # A target given with the variant, or set before apart from the default, stays.
    (RuleSet(), "variant=coinche target=1500", 1500),
    (RuleSet(target=501), "variant=coinche", 501),
    (RuleSet.parse("variant=coinche target=3000"), "variant=classic", 3000),
    # Another option leaves the target alone.
    (RuleSet.parse("variant=coinche"), "capot=250", 2000),
])
def test_with_options_gives_a_new_variant_its_target_as_parse_does(
        start: RuleSet, options: str, target: int) -> None:
    assert start.with_options(options).target == target


@pytest.mark.parametrize("options", [
    ["undertrump=required capot=250"], ["undertrump=required, capot=250"],
    ("undertrump=required", "capot=250 "),
])
def test_an_item_of_several_options_is_read_as_their_text(options: list[str]) -> None:
    # rules= takes "any iterable of such texts" (docs/api.md), a text holding several
    # options, as each --rule value may: 'undertrump=required capot=250' in a list was
    # "unknown value 'required capot=250' for rule 'undertrump'".
    assert RuleSet.parse(options) == RuleSet(undertrump="required", capot=250)
    assert RuleSet().with_options(options) == RuleSet(undertrump="required", capot=250)


@pytest.mark.parametrize("value", ["contrée", "Contree", "contre\u0301e"])
def test_the_contree_is_the_coinche(value: str) -> None:
    # RULES.md heads the coinche "Coinche / contrée — variant=coinche", and a deal file's
    # 'variant: contrée' reads; --rule variant=contrée was an unknown value (exit 2).
    assert RuleSet.parse([f"variant={value}"]) == RuleSet.parse(["variant=coinche"])


@pytest.mark.parametrize("value", ["sans_atout", "SA", "tout-atout", "all trumps"])
def test_a_variant_of_sans_atout_or_tout_atout_says_sa_ta(value: str) -> None:
    # VARIANTS.md §1: sans atout and tout atout are contracts, "sa_ta=on" (of classic or
    # coinche). variant=sans_atout said only the four games, and not how to play it.
    with pytest.raises(RuleError) as caught:
        RuleSet.parse([f"variant={value}"])
    assert str(caught.value) == (
        f"unknown value {value.lower()!r} for rule 'variant': sans atout and tout atout are "
        f"contracts of a deal, played with the rule sa_ta=on (variant=classic or coinche)")
    assert RuleSet.parse(["sa_ta=on"]).sa_ta == "on"  # what it says to write


@pytest.mark.parametrize(
    ("option", "words"),
    [
        ("undertrump=maybe", ("undertrump", "maybe", "free", "required")),
        ("direction=left", ("direction", "clockwise", "anticlockwise")),
        ("tie=draw", ("litige", "dedans")),
        ("foo=bar", ("unknown rule", "foo", "undertrump", "target")),
        ("capot=300", ("capot", "252", "250")),
        ("capot=262", ("capot", "252", "250")),
        ("target=abc", ("target", "number", "abc")),
        ("target=0", ("target", "positive")),
        ("target=-5", ("target", "positive")),
        ("target=2_5_0", ("target", "number", "2_5_0")),
        ("capot=2²", ("capot", "number")),
        ("target=" + "9" * 5000, ("target", "at most 1,000,000,000")),
        ("capot=" + "9" * 5000, ("capot", "at most")),
        ("direction", ("name=value",)),
        ("", ("name=value",)),
    ],
)
def test_rule_parse_bad_options_say_what_is_accepted(option: str,
                                                     words: tuple[str, ...]) -> None:
    with pytest.raises(RuleError) as info:
        RuleSet.parse([option])
    for word in words:
        assert word in str(info.value)


def test_parse_option() -> None:
    assert parse_option("Undertrump=Required") == ("undertrump", "required")
    assert parse_option("target = 501") == ("target", 501)


def test_a_target_of_one_and_of_the_largest_number_are_taken() -> None:
    # A target is a positive number of at most 1,000,000,000 (the refusals above): both
    # ends are targets a table may set, one past the largest is refused.
    assert RuleSet.parse(["target=1"]).target == 1
    assert RuleSet.parse(["target=1000000000"]).target == 1_000_000_000
    assert RuleSet(target=1_000_000_000).target == 1_000_000_000
    with pytest.raises(RuleError, match="at most 1,000,000,000"):
        RuleSet.parse(["target=1000000001"])


def test_belote_suits_by_contract() -> None:
    # VARIANTS.md: the trump suit's K and Q at a suit contract; none under SA; under TA
    # (ta_belote=each) the K and Q of any one of the four suits; ta_belote=none: none.
    rules = RuleSet(sa_ta="on")
    assert [rules.belote_suits(suit) for suit in (SPADES, HEARTS, DIAMONDS, CLUBS)] == [
        (SPADES,), (HEARTS,), (DIAMONDS,), (CLUBS,)]
    assert rules.belote_suits(NO_TRUMP) == ()
    assert rules.belote_suits(ALL_TRUMP) == (SPADES, HEARTS, DIAMONDS, CLUBS)
    assert RuleSet(sa_ta="on", ta_belote="none").belote_suits(ALL_TRUMP) == ()
