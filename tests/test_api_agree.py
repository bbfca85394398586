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
