"""The same fault gets the same error from every function of the library that takes the
argument: the same exception type and the same words, whichever function is given it
(``rules=``, ``dealer=``, ``seed=``, ``bots=``, a seat)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest

import belote_cli as b

_HAND = "S:V♠ 9♠ A♥ 10♣ 7♦"
_DECK = list(range(32))
_ENDING = {"S": "J♥", "W": "9♥", "N": "8♣", "E": "8♦"}

#: Every function taking ``rules=``, each given the bad value as its rules.
RULES: dict[str, Callable[[Any], object]] = {
    "play_deal": lambda r: b.play_deal("random", seed=1, rules=r),
    "play_match": lambda r: b.play_match("random", seed=1, rules=r),
    "simulate": lambda r: b.simulate(1, seed=1, rules=r),
    "duplicate": lambda r: b.duplicate("random", "random", 1, seed=1, rules=r),
    "Game": lambda r: b.Game(seed=1, rules=r),
    "Game.seeded": lambda r: b.Game.seeded(1, r),
    "Game.shuffle": lambda r: b.Game.shuffle(random.Random(1), b.Seat.N, r),
    "Game.deal": lambda r: b.Game.deal(_DECK, b.Seat.N, r),
    "Match": lambda r: b.Match(r),
    "score": lambda r: b.score("trump: H\ntaker: S\n", r),
    "score_json": lambda r: b.score_json("trump: H\ntaker: S\n", r),
    "loads": lambda r: b.loads("trump: H\ntaker: S\n", rules=r),
    "solve": lambda r: b.solve(_ENDING, trump="♥", leader="S", rules=r),
}

_RULES_TYPE = "rules: a RuleSet, name=value text or a list of such texts, not "


@pytest.mark.parametrize("call", RULES.values(), ids=RULES.keys())
@pytest.mark.parametrize(("bad", "error", "said"), [
    (1, TypeError, _RULES_TYPE + "int 1"),
    (True, TypeError, _RULES_TYPE + "bool True"),
    (1.5, TypeError, _RULES_TYPE + "float 1.5"),
    (b"x", TypeError, _RULES_TYPE + "bytes b'x'"),
    ([1], TypeError, _RULES_TYPE + "list [1]"),
    (["capot=250", None], TypeError, _RULES_TYPE + "list ['capot=250', None]"),
    ("nope", b.RuleError, "rules: rule 'nope' is not of the form name=value"),
    # A dict: its keys alone were read, "rule 'variant' is not of the form name=value".
    ({"variant": "coinche"}, TypeError, _RULES_TYPE + "dict {'variant': 'coinche'} "
     "(RuleSet(**rules) makes a RuleSet of a dict)"),
    (["undertrump=maybe"], b.RuleError,
     "rules: unknown value 'maybe' for rule 'undertrump' (expected free or required)"),
])
def test_a_bad_rules_is_the_same_error_everywhere(call: Callable[[Any], object], bad: object,
                                                   error: type[Exception], said: str) -> None:
    with pytest.raises(error, match=f"^{re.escape(said)}$"):
        call(bad)


@pytest.mark.parametrize("make", [
    lambda r: b.Game(seed=1, rules=r), lambda r: b.Match(r),
    lambda r: b.play_match("random", seed=1, rules=r)], ids=["Game", "Match", "play_match"])
def test_rules_as_any_iterable_of_texts_is_read_as_the_entry_points_read_it(
        make: Callable[[Any], Any]) -> None:
    # A generator of options is the list of them, as play_deal and score read it.
    given = make(o for o in ["capot=250", "target=301"]).rules
    assert given == b.RuleSet(capot=250, target=301)


def test_rule_set_parse_refuses_a_dict_naming_the_keywords() -> None:
    # Its keys alone were read: "rule 'capot' is not of the form name=value".
    said = ("options: name=value texts (a list, or one text), not dict "
            "{'capot': 250} (RuleSet(**options) makes a RuleSet of a dict)")
    for call in (b.RuleSet.parse, b.RuleSet().with_options):
        with pytest.raises(TypeError, match=f"^{re.escape(said)}$"):
            call({"capot": 250})  # type: ignore[arg-type]
    assert b.RuleSet(**{"capot": 250}) == b.RuleSet.parse("capot=250")


#: Every function taking ``dealer=``.
DEALER: dict[str, Callable[[Any], object]] = {
    "play_deal": lambda d: b.play_deal("random", seed=1, dealer=d),
    "play_match": lambda d: b.play_match("random", seed=1, dealer=d, rules="target=101"),
    "simulate": lambda d: b.simulate(1, seed=1, hand=_HAND, retourne="8♠", dealer=d),
    "Game": lambda d: b.Game(seed=1, dealer=d),
    "Game.seeded": lambda d: b.Game.seeded(1, dealer=d),
    "Game.shuffle": lambda d: b.Game.shuffle(random.Random(1), d),
    "Game.deal": lambda d: b.Game.deal(_DECK, d),
    "Match": lambda d: b.Match(dealer=d),
}

_SEAT_TYPE = "dealer: a Seat, its int (0-3) or its letter (N, E, S, W), not "


@pytest.mark.parametrize("call", DEALER.values(), ids=DEALER.keys())
@pytest.mark.parametrize(("bad", "error", "said"), [
    (True, TypeError, _SEAT_TYPE + "bool True"),
    (1.5, TypeError, _SEAT_TYPE + "float 1.5"),
    ([0], TypeError, _SEAT_TYPE + "list [0]"),
    (b"N", TypeError, _SEAT_TYPE + "bytes b'N'"),
    (-1, b.CardError, "dealer: no seat -1, a seat is N, E, S or W (or its int 0-3)"),
    (4, b.CardError, "dealer: no seat 4, a seat is N, E, S or W (or its int 0-3)"),
    ("Z", b.CardError, "dealer: unknown seat 'Z' (expected N, E, S or W)"),
    ("", b.CardError, "dealer: unknown seat '' (expected N, E, S or W)"),
])
def test_a_bad_dealer_is_the_same_error_everywhere(call: Callable[[Any], object],
                                                    bad: object, error: type[Exception],
                                                    said: str) -> None:
    with pytest.raises(error, match=f"^{re.escape(said)}$"):
        call(bad)


#: Every function taking ``seed=`` (``hint`` on a game in its play).
def _hint(seed: object) -> object:
    game = b.Game(seed=4)
    game.take()
    return b.hint(game, seed=seed)  # type: ignore[arg-type]


SEED: dict[str, Callable[[Any], object]] = {
    "play_deal": lambda s: b.play_deal("random", seed=s),
    "play_match": lambda s: b.play_match("random", seed=s, rules="target=101"),
    "simulate": lambda s: b.simulate(1, seed=s),
    "duplicate": lambda s: b.duplicate("random", "random", 1, seed=s),
    "Game": lambda s: b.Game(seed=s),
    "Game.seeded": lambda s: b.Game.seeded(s),
    "hint": _hint,
}


@pytest.mark.parametrize("call", SEED.values(), ids=SEED.keys())
@pytest.mark.parametrize(("bad", "shown"), [
    (True, "bool True"), (1.5, "float 1.5"), ([4], "list [4]"), (b"4", "bytes b'4'")])
def test_a_bad_seed_is_the_same_error_everywhere(call: Callable[[Any], object], bad: object,
                                                  shown: str) -> None:
    with pytest.raises(TypeError, match=f"^{re.escape('seed: an int or a text, not ' + shown)}$"):
        call(bad)


#: Both runs of many deals, each given the bad value as its number of deals and as its
#: number of worker processes.
COUNTS: dict[str, Callable[[str, Any], object]] = {
    "simulate": lambda name, n: b.simulate(**{"deals": 1, "seed": 1, name: n}),
    "duplicate": lambda name, n: b.duplicate(
        "random", "random", **{"deals": 1, "seed": 1, name: n}),
}


@pytest.mark.parametrize("call", COUNTS.values(), ids=COUNTS.keys())
@pytest.mark.parametrize("name", ["deals", "jobs"])
@pytest.mark.parametrize(("bad", "error", "said"), [
    (True, TypeError, "{name}: a number of deals or processes (int), not bool True"),
    (1.5, TypeError, "{name}: a number of deals or processes (int), not float 1.5"),
    ("2", TypeError, "{name}: a number of deals or processes (int), not str '2'"),
    (None, TypeError, "{name}: a number of deals or processes (int), not NoneType None"),
    (0, b.BeloteError, "{name} must be at least 1, found 0"),
    (-3, b.BeloteError, "{name} must be at least 1, found -3"),
])
def test_a_bad_count_is_the_same_error_in_every_run(
        call: Callable[[str, Any], object], name: str, bad: object, error: type[Exception],
        said: str) -> None:
    with pytest.raises(error, match=f"^{re.escape(said.format(name=name))}$"):
        call(name, bad)


#: Both functions taking a deal's or a match's ``bots``.
BOTS: dict[str, Callable[[Any], object]] = {
    "play_deal": lambda x: b.play_deal(x, seed=1),
    "play_match": lambda x: b.play_match(x, seed=1, rules="target=101"),
}


@pytest.mark.parametrize("call", BOTS.values(), ids=BOTS.keys())
@pytest.mark.parametrize(("bad", "error", "said"), [
    (None, TypeError, "bots: a bot name, or a sequence of bots or names, not NoneType None"),
    (1, TypeError, "bots: a bot name, or a sequence of bots or names, not int 1"),
    ([], b.BeloteError, "a deal needs four bots (N, E, S, W), found 0"),
    ([None] * 4, TypeError, "bots: each a bot name or a Bot, not NoneType None"),
    ("nope", b.BeloteError,
     "bots: unknown bot 'nope' (known bots: expert, expert-uniform, heuristic, random)"),
])
def test_bad_bots_are_the_same_error_in_a_deal_and_a_match(
        call: Callable[[Any], object], bad: object, error: type[Exception], said: str) -> None:
    with pytest.raises(error, match=f"^{re.escape(said)}$"):
        call(bad)


#: A seat by each argument that names one (``leader``, ``taker``, ``seat``).
SEAT: dict[str, tuple[str, Callable[[Any], object]]] = {
    "solve": ("leader", lambda s: b.solve(_ENDING, trump="♥", leader=s)),
    "Game.at_play": ("leader", lambda s: b.Game.at_play(
        [_DECK[0:8], _DECK[8:16], _DECK[16:24], _DECK[24:32]], 1, s)),
    "Game.cards": ("seat", lambda s: b.Game(seed=1).cards(s)),
    "Game.view": ("seat", lambda s: b.Game(seed=1).view(s)),
    "Seat": ("seat", lambda s: b.Seat(s)),
}


@pytest.mark.parametrize(("name", "call"), SEAT.values(), ids=SEAT.keys())
@pytest.mark.parametrize(("bad", "error", "said"), [
    (True, TypeError, "a Seat, its int (0-3) or its letter (N, E, S, W), not bool True"),
    (1.5, TypeError, "a Seat, its int (0-3) or its letter (N, E, S, W), not float 1.5"),
    (4, b.CardError, "no seat 4, a seat is N, E, S or W (or its int 0-3)"),
    ("Z", b.CardError, "unknown seat 'Z' (expected N, E, S or W)"),
])
def test_a_bad_seat_is_the_same_error_everywhere(name: str, call: Callable[[Any], object],
                                                  bad: object, error: type[Exception],
                                                  said: str) -> None:
    with pytest.raises(error, match=f"^{re.escape(f'{name}: {said}')}$"):
        call(bad)


#: Every function taking a trump, as a contract kind (a suit, SA or TA), each given the
#: bad value as its trump; ``Game.discovery``'s deal without bidding takes a suit only.
_EIGHT_EACH = [_DECK[0:8], _DECK[8:16], _DECK[16:24], _DECK[24:32]]
TRUMP: dict[str, Callable[[Any], object]] = {
    # 7♥ A♣ on A♠ led: which may be played depends on the trump, as the winner of
    # 7♠ 7♥ 8♣ does.
    "legal_plays": lambda t: b.legal_plays(1 << 8 | 1 << 31, [7], t),
    "trick_winner": lambda t: b.trick_winner([0, 8, 25], t),
    "solve": lambda t: b.solve(_ENDING, trump=t, leader="S"),
    "Game.at_play": lambda t: b.Game.at_play(_EIGHT_EACH, t, "S", rules="sa_ta=on",
                                             taker="S"),
}

_TRUMP_TYPE = "trump: a suit, its int (0-3) or its text (♥, H, C, cœur…), SA or TA (4, 5), not "
_TRUMP_FORMS = "write ♠ ♥ ♦ ♣, S H D C, P K T, a name (hearts, cœur…), SA or TA"


@pytest.mark.parametrize("call", TRUMP.values(), ids=TRUMP.keys())
@pytest.mark.parametrize(("bad", "error", "said"), [
    (True, TypeError, _TRUMP_TYPE + "bool True"),
    (1.5, TypeError, _TRUMP_TYPE + "float 1.5"),
    (b"H", TypeError, _TRUMP_TYPE + "bytes b'H'"),
    (6, b.RuleError, "trump: no trump 6, a trump is a suit 0-3, SA 4 or TA 5"),
    (-1, b.RuleError, "trump: no trump -1, a trump is a suit 0-3, SA 4 or TA 5"),
    ("X", b.CardError, "trump: unknown suit 'X': " + _TRUMP_FORMS),
    ("", b.CardError, "trump: unknown suit '': " + _TRUMP_FORMS),
])
def test_a_bad_trump_is_the_same_error_everywhere(call: Callable[[Any], object], bad: object,
                                                   error: type[Exception], said: str) -> None:
    with pytest.raises(error, match=f"^{re.escape(said)}$"):
        call(bad)


@pytest.mark.parametrize("call", TRUMP.values(), ids=TRUMP.keys())
@pytest.mark.parametrize(("given", "suit"), [
    (1, 1), ("♥", 1), ("H", 1), ("h", 1), ("cœur", 1), ("hearts", 1),
    # C is clubs (English first); P and K, French letters only, pique and carreau.
    ("C", 3), ("P", 0), ("K", 2), ("T", 3), ("pique", 0), ("SA", 4), ("sans atout", 4),
    ("TA", 5), (5, 5)])
def test_a_trump_is_read_alike_everywhere(call: Callable[[Any], object], given: object,
                                          suit: int) -> None:
    # Each function reads the text as the int it names: the same answer as given the int
    # (a Game: the same trump).
    def read(t: object) -> object:
        got = call(t)
        return got.trump if isinstance(got, b.Game) else got

    assert read(given) == read(suit)


def test_the_deal_without_bidding_reads_its_trump_as_the_others_do() -> None:
    # A suit only (no SA or TA), in the same forms and words, with its range its own.
    def discovery(t: object) -> object:
        return b.Game.discovery(_DECK, t)  # type: ignore[call-overload]

    for given, suit in (("P", 0), ("C", 3), ("cœur", 1), (2, 2)):
        assert discovery(given).trump == suit  # type: ignore[attr-defined]
    cases: list[tuple[object, type[Exception], str]] = [
        (True, TypeError,
         "trump: a suit, its int (0-3) or its text (♥, H, C, cœur…), not bool True"),
        (4, b.RuleError,
         "trump: no trump suit 4, a suit is 0-3: the deal without bidding has no SA or TA"),
        ("SA", b.RuleError,
         "trump: no trump suit 'SA', a suit is 0-3: the deal without bidding has no SA or TA"),
        ("X", b.CardError,
         "trump: unknown suit 'X': write ♠ ♥ ♦ ♣, S H D C, P K T or a name (hearts, cœur…)"),
    ]
    for bad, error, said in cases:
        with pytest.raises(error, match=f"^{re.escape(said)}$"):
            discovery(bad)


#: Every function taking the cards on the table (a ``trick``), each given the bad trick.
TRICK: dict[str, Callable[[Any], object]] = {
    "legal_plays": lambda t: b.legal_plays(0, t, 1),
    "trick_winner": lambda t: b.trick_winner(t, 1),
    "solve": lambda t: b.solve({"S": "J♥", "W": "9♥", "N": "8♣", "E": "8♦ A♣"}, "♥", "S",
                               trick=t),
}


@pytest.mark.parametrize("call", TRICK.values(), ids=TRICK.keys())
def test_a_card_twice_on_the_table_is_the_same_error_everywhere(
        call: Callable[[Any], object]) -> None:
    # 7♦ (16) twice: a card is played once.
    with pytest.raises(b.CardError, match=r"^trick: a card is played twice$"):
        call([16, 16])


@pytest.mark.parametrize(("call", "most"), [
    (TRICK["legal_plays"], 3), (TRICK["solve"], 3), (TRICK["trick_winner"], 4)],
    ids=["legal_plays", "solve", "trick_winner"])
def test_too_many_cards_on_the_table_is_the_same_error_everywhere(
        call: Callable[[Any], object], most: int) -> None:
    # Five cards: more than any trick holds. Before a card is played (legal_plays,
    # solve) three at most, a whole trick (trick_winner) four.
    said = f"trick: 5 cards, a trick holds {most} at most here"
    with pytest.raises(b.CardError, match=f"^{re.escape(said)}$"):
        call([16, 17, 18, 19, 20])


def test_a_card_both_on_the_table_and_in_hand_is_the_same_error_in_solve() -> None:
    # J♥ is S's, not on the table as well.
    with pytest.raises(b.CardError, match=r"^trick: J♥ is both on the table and in hand$"):
        TRICK["solve"]("J♥")
    with pytest.raises(b.CardError, match=r"^trick: J♥ is both on the table and in hand$"):
        b.legal_plays(b.mask_of(b.parse_cards("J♥")), b.parse_cards("J♥"), 1)


#: Every function taking a card, and every one taking a mask, given a bool.
CARD: dict[str, tuple[str, Callable[[Any], object]]] = {
    "card_symbol": ("card_symbol(c)", lambda c: b.card_symbol(c)),
    "card_name": ("card_name(c)", lambda c: b.card_name(c)),
    "Play": ("Play(card)", lambda c: b.Play(c)),
    "mask_of": ("cards", lambda c: b.mask_of([c])),
}
MASK: dict[str, tuple[str, Callable[[Any], object]]] = {
    "bits": ("bits(mask)", lambda m: b.bits(m)),
    "format_mask": ("format_mask(mask)", lambda m: b.format_mask(m)),
    "Cards": ("Cards(mask)", lambda m: b.Cards(m)),
}


@pytest.mark.parametrize("bad", [True, False])
@pytest.mark.parametrize(("name", "call"), CARD.values(), ids=CARD.keys())
def test_a_bool_is_no_card_anywhere(name: str, call: Callable[[Any], object],
                                    bad: bool) -> None:
    said = f"{name}: a card is an int 0-31, not bool {bad}"
    with pytest.raises(TypeError, match=f"^{re.escape(said)}$"):
        call(bad)


@pytest.mark.parametrize("bad", [True, False, 1.5])
@pytest.mark.parametrize(("name", "call"), MASK.values(), ids=MASK.keys())
def test_a_bool_is_no_mask_anywhere(name: str, call: Callable[[Any], object],
                                    bad: object) -> None:
    # bits refuses it at the call, before a card is asked for (it took 1.5 until then).
    said = f"{name}: a mask is an int of 32 bits, not {type(bad).__name__} {bad}"
    with pytest.raises(TypeError, match=f"^{re.escape(said)}$"):
        call(bad)



#: Every function taking a card as text (alone, in a list, or cards in one text), each
#: given a card ``given`` that should read as ``card``; what it answers depends on the card
#: read, so that ``probe(given, card) == probe(card, card)`` says ``given`` was read as
#: ``card``. (``Game.at_play`` reads its hands as ``solve`` reads its position.)
_FULL = (1 << 32) - 1


def _text(given: object) -> object:
    # One card as the text of the cards (a str) or a list of it (an int).
    return given if isinstance(given, str) else [given]


def _played(given: object, card: int) -> object:
    # N holds the spades, E the hearts, S the diamonds, W the clubs: the card's holder leads
    game = b.Game.at_play(_EIGHT_EACH, 1, "NESW"[card >> 3])
    game.play(given, check=False)  # type: ignore[call-overload]
    assert game.state is not None
    return game.state.trick[0]


def _solve_error(**kwargs: object) -> str:
    try:
        return repr(b.solve(**kwargs))  # type: ignore[arg-type]
    except b.BeloteError as e:
        return f"{type(e).__name__}: {e}"


READ_CARD: dict[str, Callable[[Any, int], object]] = {
    "Game.play": _played,
    # Every card but the one led is held: under SA the rest of its suit may be played; a
    # card read otherwise is both on the table and in hand.
    "legal_plays(trick text)": lambda g, c: b.legal_plays(_FULL & ~(1 << c), _text(g), 4),
    "legal_plays([card])": lambda g, c: b.legal_plays(_FULL & ~(1 << c), [g], 4),
    # The card read beside the card itself: the same card twice.
    "trick_winner([card])": lambda g, c: _solve_error_of(lambda: b.trick_winner([g, c], 4)),
    "trick_winner(trick text)": lambda g, c: _solve_error_of(
        lambda: b.trick_winner(f"{g} {b.card_symbol(c)}" if isinstance(g, str) else [g, c],
                               4)),
    # S holds the card that is on the table too: the error names the card read.
    "solve(trick text)": lambda g, c: _solve_error(
        position={"S": [c], "N": [1], "E": [9], "W": [17]}, trump="♦", leader="S",
        trick=_text(g)),
    "solve(trick=[card])": lambda g, c: _solve_error(
        position={"S": [c], "N": [1], "E": [9], "W": [17]}, trump="♦", leader="S",
        trick=[g]),
    # S's one card, 8♠ 8♥ 8♦ the others': the solution values S's card alone.
    "solve(position text)": lambda g, c: tuple(b.solve(
        {"S": _text(g), "N": [1], "E": [9], "W": [17]}, "♦", "S").values),
    "solve(position [card])": lambda g, c: tuple(b.solve(
        {"S": [g], "N": [1], "E": [9], "W": [17]}, "♦", "S").values),
}


def _solve_error_of(call: Callable[[], object]) -> str:
    try:
        return repr(call())
    except b.BeloteError as e:
        return f"{type(e).__name__}: {e}"


@pytest.mark.parametrize("probe", READ_CARD.values(), ids=READ_CARD.keys())
@pytest.mark.parametrize(("given", "card"), [
    ("J♥", 12), ("JH", 12), ("jh", 12), ("10h", 11), ("Th", 11),
    # C, a letter of both languages, is clubs, as a trump "C" is: VC is J♣, not the
    # valet de cœur (write V♥ or VH); P K T, French letters only, pique carreau trèfle
    # (solve's trick and position refused them, Game.play read them).
    ("VC", 28), ("AP", 7), ("DK", 21), ("RT", 30), ("7♣", 24), ("V♠", 4), (12, 12)])
def test_a_card_is_read_alike_everywhere(probe: Callable[[Any, int], object], given: object,
                                         card: int) -> None:
    assert probe(given, card) == probe(card, card)
    assert _played(given, card) == card


#: A card that is none, by every function taking one, and the argument each names.
BAD_CARD: dict[str, tuple[str, Callable[[Any], object]]] = {
    "Game.play": ("card", lambda g: _played(g, 0)),  # N to lead
    "legal_plays": ("trick", lambda g: b.legal_plays(0, [g], 1)),
    "trick_winner": ("trick", lambda g: b.trick_winner([g], 1)),
    "solve(trick)": ("trick", lambda g: b.solve(_ENDING, "♥", "S", trick=[g])),
    "solve(position)": ("position", lambda g: b.solve({**_ENDING, "S": [g]}, "♥", "S")),
    "Game.at_play": ("hands", lambda g: b.Game.at_play({"S": [g]}, 1, "S")),
}
_CARD_FORMS = ("write the rank (7 8 9 10 J Q K A, or V D R) then the suit (♠ ♥ ♦ ♣, S H D C, "
               "or P K T), e.g. 9♠, JH, V♥")


@pytest.mark.parametrize(("name", "call"), BAD_CARD.values(), ids=BAD_CARD.keys())
@pytest.mark.parametrize(("bad", "error", "said"), [
    ("1X", b.CardError, "unknown card '1X': " + _CARD_FORMS),
    ("", b.CardError, "unknown card '': " + _CARD_FORMS),
    # a French letter beside its rank in English only: no card at all
    ("ZP", b.CardError, "unknown card 'ZP': " + _CARD_FORMS),
    (True, TypeError, "a card is an int 0-31, not bool True"),
    (32, b.CardError, "no card 32, a card is an int 0-31"),
])
def test_a_bad_card_is_the_same_error_everywhere(name: str, call: Callable[[Any], object],
                                                 bad: object, error: type[Exception],
                                                 said: str) -> None:
    with pytest.raises(error, match=f"^{re.escape(f'{name}: {said}')}$"):
        call(bad)


@pytest.mark.parametrize("call", [
    lambda t: b.legal_plays(0, t, 1), lambda t: b.trick_winner(t, 1),
    lambda t: b.solve({"S": "J♥", "W": "9♥", "N": "8♣ 7♦", "E": "8♦ 9♦"}, "♥", "S", trick=t)],
    ids=["legal_plays", "trick_winner", "solve"])
def test_cards_in_one_text_are_read_alike_everywhere(call: Callable[[Any], object]) -> None:
    # The trick as text, as solve took it alone: "A♠, 7T" is A♠ 7♣ (S led, W played);
    # C beside a French letter is refused naming both readings, as simulate(hand=...)
    # refuses it.
    assert call("A♠, 7T") == call([7, 24])
    said = ("trick: 'AC': C is clubs in English and cœur in French, and '7P' is written "
            "with French letters: write the suit as ♣ or ♥, or the letters of one language "
            "only")
    with pytest.raises(b.CardError, match=f"^{re.escape(said)}$"):
        call("7P AC")
    said = "trick: the cards played, in order (their text or a list of cards), not int 7"
    with pytest.raises(TypeError, match=f"^{re.escape(said)}$"):
        call(7)


@pytest.mark.parametrize("given", ["K♠ 7♥ 8♦", "ks, 7h, 8d", ["K♠", "7♥", "8♦"], [6, 8, 17]],
                         ids=["text", "letters", "list of text", "list of ints"])
def test_legal_plays_reads_its_hand_as_solve_reads_a_hand(given: object) -> None:
    # K♠ 7♥ 8♦, trump ♥, A♣ led by an opponent: void in clubs, S must trump, with its one
    # trump, 7♥; the hand given as a mask, as text or as a list of cards alike.
    seven = b.mask_of(b.parse_cards("7♥"))
    mask = b.mask_of(b.parse_cards("K♠ 7♥ 8♦"))
    assert b.legal_plays(mask, "A♣", "♥") == seven
    assert b.legal_plays(given, "A♣", "♥") == seven  # type: ignore[arg-type]


@pytest.mark.parametrize(("bad", "error", "said"), [
    (True, TypeError, "hand: a hand is a mask, a card's text or a list of cards, not bool True"),
    (1.5, TypeError, "hand: a hand is a mask, a card's text or a list of cards, not float 1.5"),
    (None, TypeError, "hand: a hand is a mask, a card's text or a list of cards, not "
                      "NoneType None"),
    ("K♠ K♠", b.CardError, "hand: K♠ is given twice in a hand"),
    (1 << 32, b.CardError, "hand: no cards make 4294967296, a mask is an int of 32 bits"),
])
def test_a_hand_that_is_none_is_said_as_solve_says_it(bad: object, error: type[Exception],
                                                      said: str) -> None:
    # legal_plays' hand refused in the words of a hand of solve's position (its argument
    # named 'hand'), where it said 'hand: a mask is an int of 32 bits, not …'.
    with pytest.raises(error, match=f"^{re.escape(said)}$"):
        b.legal_plays(bad, [], 1)  # type: ignore[arg-type]
    position = said.replace("hand: ", "position: ", 1)
    with pytest.raises(error, match=f"^{re.escape(position)}$"):
        b.solve([bad, 0, 0, 0], 1, "N")  # type: ignore[list-item]


def test_the_retourne_of_a_game_at_play_is_read_as_every_card() -> None:
    # Game.at_play's retourne, as every card argument: its int or its text in any form
    # the play prompt reads (the J♥ is card 12: ♥ is suit 1, J rank 4 of 7 8 9 10 J Q K A),
    # in the hand of the taker, who took it.
    hands = ["7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥",
             "7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦", "7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"]
    for given in (12, "J♥", "JH", "jh", "V♥", "VH"):
        game = b.Game.at_play(hands, "♥", "E", taker="E", retourne=given)
        assert game.retourne == 12
    with pytest.raises(b.CardError, match=r"^retourne: unknown card '1X': write the rank"):
        b.Game.at_play(hands, "♥", "E", taker="E", retourne="1X")
    with pytest.raises(TypeError, match=r"^retourne: a card is an int 0-31, not float 1\.5$"):
        b.Game.at_play(hands, "♥", "E", taker="E", retourne=1.5)
