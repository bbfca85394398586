"""The library's value objects survive pickle, in either build: a process can send another
a scored deal, a bid or a tuned bot's parameters (as a cluster's workers receive them).
A ``Game`` survives ``pickle``, ``copy.deepcopy`` and its own ``copy()`` at any point of
its deal, in every game: the copy goes on as the original would, and apart from it."""

from __future__ import annotations

import contextlib
import copy
import enum
import inspect
import pickle
import random
import types
from collections.abc import Callable
from pathlib import Path

import pytest

import belote_cli as b
from belote_cli.bots.heuristic import HeuristicBot, HeuristicParams
from belote_cli.core.announcements import Announcement
from belote_cli.core.bidding import Bid, shared_bid
from belote_cli.core.cards import ACE, HEARTS, JACK, CardDict, mask_of, parse_card, parse_cards
from belote_cli.core.pickling import DealMark
from belote_cli.core.seats import Seat
from belote_cli.dealfile import load
from belote_cli.dealfile.replay import replay
from belote_cli.engine.deux import DeuxGame
from belote_cli.engine.game import Announce, Belote, Exchange, Game, Phase, Play, Take

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def round_trip(obj: object) -> object:
    return pickle.loads(pickle.dumps(obj))


def test_the_actions_of_a_game() -> None:
    for action in (Take(HEARTS), Take(None), Belote(False), Exchange(False),
                   Play(parse_card("J♥")),
                   Announce((Announcement.sequence(HEARTS, ACE, 3), Announcement.carre(JACK)))):
        assert round_trip(action) == action


def test_a_bid_comes_back_as_the_shared_bid() -> None:
    bid = shared_bid(Seat.E, 2, HEARTS)
    assert bid == Bid(Seat.E, 2, HEARTS)
    assert round_trip(bid) is bid
    assert round_trip(shared_bid(Seat.W, 1, None)) is shared_bid(Seat.W, 1, None)


def test_a_scored_deal_with_its_revoke() -> None:
    # examples/revoke.belote: a revoke, its penalty, the whole scored deal.
    deal = replay(load(EXAMPLES / "revoke.belote")[0])
    assert deal.score.revokes
    again = round_trip(deal)
    assert again == deal
    assert round_trip(deal.score.tally) == deal.score.tally
    assert round_trip(deal.score.revokes[0]) == deal.score.revokes[0]


def test_a_played_deal_and_a_solution() -> None:
    deal = b.play_deal(["heuristic"] * 4, seed=1)
    assert round_trip(deal.score) == deal.score
    solution = b.solve(["7♥", "8♣", "10♥", "A♥"], "♠", "S")
    assert round_trip(solution) == solution


def test_the_dicts_keyed_by_cards_come_back_reading_a_cards_text() -> None:
    # J♥ is card 12, A♠ card 7.
    values = CardDict({12: 55, 7: 30})
    again = round_trip(values)
    assert type(again) is CardDict and again == values and list(again) == [12, 7]
    assert again["J♥"] == 55 and "A♠" in again
    solution = round_trip(b.solve({"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"},
                                  "♥", "S"))
    assert isinstance(solution, b.Solution) and solution.values["J♥"] == 55
    hint = b.Hint(Seat.S, 12, {12: 55.0, 7: 30.25}, {12: 112.0, 7: -30.0}, 40, (12,), "1")
    hint_again = round_trip(hint)
    assert isinstance(hint_again, b.Hint) and hint_again == hint
    assert hint_again.points["jh"] == 55.0 and hint_again.margins["AS"] == -30.0
    assert copy.deepcopy(hint).points["V♥"] == 55.0


def test_tuned_parameters_and_the_bot_they_make() -> None:
    params = HeuristicParams(take=40, ace=12, trump_values=(1, 2, 3, 4, 5, 6, 7, 8))
    again = round_trip(params)
    assert again == params and again.take == 40
    # The bot made from them plays as the bot made from the originals.
    one = b.play_deal([HeuristicBot(random.Random(1), params)] * 4, seed=3)
    two = b.play_deal([HeuristicBot(random.Random(1), again)] * 4, seed=3)
    assert one.deal_file == two.deal_file


def test_a_deal_file_s_problems() -> None:
    # Sent back by a process pool's worker: they broke the pool (their own arguments were
    # not their pickle's), where the parent should get the problems.
    try:
        b.loads("trump: H\n1: S:11H W:7H N:8H E:9H\n")
    except b.DealFileErrors as problems:
        again = round_trip(problems)
        assert isinstance(again, b.DealFileErrors) and str(again) == str(problems)
        assert again.count == problems.count == 3
        first = round_trip(problems.errors[0])
        assert isinstance(first, b.DealFileError)
        assert (first.line, first.column, str(first)) == (
            problems.errors[0].line, problems.errors[0].column, str(problems.errors[0]))
    else:  # pragma: no cover - the file has three problems
        raise AssertionError("no problem found")

GAMES = ["", "variant=coinche", "announcements=on", "sa_ta=on", "variant=deux",
         "variant=decouverte"]
COPIES: dict[str, Callable[[Game], Game]] = {
    "pickle": lambda game: pickle.loads(pickle.dumps(game)),
    "deepcopy": copy.deepcopy,
    "copy": copy.copy,
    "method": lambda game: game.copy(),
}


def _deal(rules: str, seed: int) -> Game:
    # ``"discovery"``: the discovery deal of a shuffled deck, dealt by seat ``seed % 4``.
    if rules == "discovery":
        deck = list(range(32))
        random.Random(seed).shuffle(deck)
        return Game.discovery(deck, seed % 4)
    return Game.shuffle(random.Random(seed), Seat.S, rules or None)


def _play_out(game: Game, rng: random.Random) -> list[str]:
    # The same random legal actions from the same generator: what each copy does.
    done = []
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        game.apply(action)
        done.append(repr(action))
    return done


@pytest.mark.parametrize("how", sorted(COPIES))
@pytest.mark.parametrize("rules", GAMES)
def test_a_copy_goes_on_as_the_original(rules: str, how: str) -> None:
    for seed in range(6):
        for steps in (0, 1, 5, 17, 40):
            game = _deal(rules, seed)
            rng = random.Random(seed)
            for _ in range(steps):
                if game.is_over:
                    break
                game.apply(rng.choice(game.legal_actions()))
            again = COPIES[how](game)
            assert type(again) is type(game)
            assert (again.phase, again.to_act, again.hands, again.trump, again.taker) == (
                game.phase, game.to_act, game.hands, game.trump, game.taker)
            assert again.legal_actions() == game.legal_actions()
            # The same actions from here on: the same deal, the same score.
            one, two = random.Random(steps), random.Random(steps)
            assert _play_out(again, two) == _play_out(game, one)
            assert again.score == game.score
            if game.score is not None and not game.is_void:
                assert sum(game.score.points) > 0
                assert again.deal_file() == game.deal_file()


@pytest.mark.parametrize("how", sorted(COPIES))
@pytest.mark.parametrize("rules", GAMES)
def test_a_copy_is_apart_from_the_original(rules: str, how: str) -> None:
    # A copy that shared the play would fall out of step: the original's card moved the
    # shared trick on while the copy still named the seat before (copy.copy did).
    game = _deal(rules, 3)
    rng = random.Random(3)
    while game.phase is not Phase.PLAY and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    if game.is_over:  # a void deal: nothing to play
        return
    before, seat = game.legal_actions(), game.to_act
    again = COPIES[how](game)
    again.apply(again.legal_actions()[0])
    assert game.legal_actions() == before and game.to_act is seat
    assert game.to_act != again.to_act or game.hands != again.hands
    # And the other way round: the original's card leaves the copy where it was.
    other = COPIES[how](game)
    game.apply(before[0])
    assert other.to_act is seat and other.legal_actions() == before
    other.apply(before[0])
    assert (other.to_act, other.hands) == (game.to_act, game.hands)


def test_a_bot_goes_on_as_the_original_after_pickle_and_deepcopy() -> None:
    # A bot sent to another process (or copied) keeps its random state and its parameters:
    # the copies play the same deal as the original, card for card.
    params = HeuristicParams(take=40)
    one, two, three = (HeuristicBot(random.Random(7), params) for _ in range(3))
    again = round_trip(two)
    copied = copy.deepcopy(three)
    assert isinstance(again, HeuristicBot) and isinstance(copied, HeuristicBot)
    assert again.params == copied.params == params
    files = {b.play_deal([bot] * 4, seed=5).deal_file for bot in (one, again, copied)}
    assert len(files) == 1


def test_the_cards_in_order_of_play_come_back_printing_as_cards() -> None:
    # ♥ trump, S leads A♦ (23), W 7♣ (24), N 7♠ (0), E trumps with 7♥ (8) and wins, then
    # leads 8♥ (9): one trick done, [8♥] on the table.
    hands = {"N": "7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", "E": "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥",
             "S": "7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦", "W": "7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"}
    game = b.Game.at_play(hands, "♥", "S", taker="S")
    for text in ("A♦", "7♣", "7♠", "7♥", "8♥"):
        game.play(text)
    again = round_trip(game)
    assert isinstance(again, b.Game)
    assert repr(again.tricks) == "[(A♦, 7♣, 7♠, 7♥)]" and again.tricks == [(23, 24, 0, 8)]
    assert repr(again.trick) == "[8♥]" and again.trick == [9]
    for value in (game.trick, game.tricks[0], game.tricks):
        assert round_trip(value) == value and repr(round_trip(value)) == repr(value)


#: Every field of a ``Game``, each either shared (a value never changed in place) or copied
#: by ``Game.copy``: a field added to the class and not to this list fails below.
GAME_FIELDS = ("rules", "dealer", "kind", "deal_", "auction", "coinche_auction", "hands",
               "_trump", "taker", "contract", "_retourne", "leader", "phase", "to_act",
               "declared", "score", "tally_ok", "_state", "_unplayed", "_holder",
               "_announced", "_belote_said", "_tricks", "_points", "_ns_tricks", "_last",
               "_ended")
#: What changes in place as a deal goes on: copied, never shared.
GAME_COPIED = ("auction", "coinche_auction", "_state")


def test_the_copy_copies_what_changes_and_shares_the_rest() -> None:
    slots = getattr(Game, "__slots__", None)  # the build compiled by mypyc keeps none
    if slots is not None:
        assert set(slots) == set(GAME_FIELDS)
    for rules in ("", "variant=coinche"):
        game = _deal(rules, 2)
        rng = random.Random(2)
        while game.phase is not Phase.PLAY and not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        for _ in range(6):  # a trick and two cards: a trick on the table, one finished
            if game.phase is Phase.PLAY:
                game.apply(game.legal_actions()[0])
        again = game.copy()
        for name in GAME_FIELDS:
            mine, theirs = getattr(game, name), getattr(again, name)
            if name in GAME_COPIED:
                assert mine is None or mine is not theirs, name
            else:
                assert mine == theirs, name
        # The values shared, not copied (a pair of ints, such as ``_points``, is made
        # anew at each read in the build compiled by mypyc: equal is all it can be).
        for name in ("rules", "deal_", "hands", "declared", "contract"):
            assert getattr(game, name) is getattr(again, name), name


def test_a_card_played_on_the_copy_leaves_the_original_as_it_was() -> None:
    # Trump ♥, S leads with the eight diamonds; W holds the clubs, N the spades, E the
    # hearts. A♦ played on the copy: there S holds 7 cards, A♦ is on the table and W
    # (after S, clockwise) must play, any club (no diamond to follow, no trump to play).
    hands = {"N": "7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", "E": "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥",
             "S": "7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦", "W": "7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"}
    game = b.Game.at_play(hands, "♥", "S", taker="S")
    for how in sorted(COPIES):
        again = COPIES[how](game)
        assert again.play("A♦") is None
        assert again.cards("S") == mask_of(parse_cards("7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦"))
        assert again.to_act is Seat.W and again.trick == [parse_card("A♦")]
        assert again.legal_cards() == mask_of(parse_cards(hands["W"]))
        # The original: S to lead, its eight cards, nothing on the table, any card.
        assert game.to_act is Seat.S and game.trick == [] and game.tricks == []
        assert game.cards("S") == game.legal_cards() == mask_of(parse_cards(hands["S"]))
        assert game.view("W").legal == 0 and game.view("S").trick == ()


def test_a_bid_or_a_call_on_the_copy_leaves_the_original_s_auction() -> None:
    # Game(seed=4): E deals, S speaks first (classic: retourne 8♥; coinche: S calls).
    classic = Game(seed=4)
    again = classic.copy()
    again.take()  # S takes ♥: the play begins on the copy
    assert again.taker is Seat.S and again.phase is Phase.PLAY
    assert classic.bids == [] and classic.to_act is Seat.S and classic.taker is None
    assert classic.phase is Phase.BID and classic.cards("S").bit_count() == 5
    coinche = Game(seed=4, rules="variant=coinche")
    other = coinche.copy()
    other.call("80 ♥")
    assert other.to_act is Seat.W and len(other.calls) == 1
    assert coinche.calls == [] and coinche.to_act is Seat.S
    assert len(coinche.legal_actions()) == 1 + 10 * 4  # pass; 80 … 160 and capot in 4 suits


@pytest.mark.parametrize("rules", [*GAMES, "variant=coinche sa_ta=on"])
def test_a_copy_at_every_step_plays_on_to_the_original_s_score(rules: str) -> None:
    # One deal played by random legal actions, a copy taken before each action (the
    # auction, the play, the deal over): each copy given the original's actions from
    # there reaches its score and its deal file.
    phases = set()
    for seed in range(8):
        game = _deal(rules, seed)
        rng = random.Random(seed)
        copies: list[tuple[Game, int]] = []
        actions = []
        while True:
            copies.append((game.copy(), len(actions)))
            phases.add(game.phase)
            if game.is_over:
                break
            action = rng.choice(game.legal_actions())
            game.apply(action)
            actions.append(action)
        for again, done in copies:
            for action in actions[done:]:
                again.apply(action)
            assert again.is_over and again.score == game.score
            if game.score is not None:
                assert sum(game.score.points) == 162
                assert again.deal_file() == game.deal_file()
    assert Phase.PLAY in phases and Phase.OVER in phases
    assert phases & {Phase.BID, Phase.CALL}


#: The games a copy is played apart in, below: each rule that keeps a state of its own
#: (belote said, announcements, the talon and its exchange, the piles, revokes).
APART = ["", "variant=coinche", "variant=coinche sa_ta=on announcements=on belote=declared",
         "announcements=on belote=declared", "variant=deux belote=declared exchange7=on",
         "variant=decouverte belote=declared", "variant=decouverte decouverte_bid=off",
         "discovery"]


def _seen(game: Game) -> tuple[object, ...]:
    # What anyone can read of the deal: every player's view, the legal actions and
    # cards, the score and the deal file as written.
    two = game.kind in ("deux", "decouverte")
    seats = (Seat.S, Seat.N) if two else tuple(Seat)
    views = tuple(repr(game.view(seat)) for seat in seats)
    legal = game.legal_cards() if game.phase is Phase.PLAY else None
    extra = (game.talon, game.draws, game.revokes, game.belote_seat) if two else ()
    faces = tuple(game.face_down(seat) for seat in seats) if game.kind == "decouverte" else ()
    written = None if game.score is None else game.deal_file()
    return views, repr(game.legal_actions()), legal, game.score, written, extra, faces


def _act(game: Game, rng: random.Random) -> None:
    # A random legal action; in a game of two, now and then a card breaking an obligation
    # (a revoke, recorded) where one is held.
    if game.kind in ("deux", "decouverte") and game.phase is Phase.PLAY and rng.random() < .2:
        held = game.hand(game.to_act)
        wrong = [c for c in range(32) if held >> c & 1 and not game.legal_cards() >> c & 1]
        if wrong:
            game.play(rng.choice(wrong), check=False)
            return
    game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("rules", ["variant=deux belote=declared exchange7=on",
                                   "variant=decouverte belote=declared",
                                   "variant=decouverte decouverte_bid=off"])
def test_a_copy_of_a_game_of_two_deals_nothing_again(rules: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # The copy of a game of two is the deal as it stands: it deals no card again from the
    # deck (belote à deux's hands, retourne and talon, deal_two; belote découverte's
    # piles, a LayoutState; the play of either, a TalonState), at any step of the deal,
    # and shows what the original shows.
    from belote_cli.core import talon
    from belote_cli.engine import deux

    dealt: list[str] = []

    def counted(name: str, deal: Callable[..., object]) -> Callable[..., object]:
        def dealing(*args: object) -> object:
            dealt.append(name)
            return deal(*args)
        return dealing

    monkeypatch.setattr(deux, "deal_two", counted("deal_two", talon.deal_two))
    for kind in (talon.TalonState, talon.LayoutState):
        monkeypatch.setattr(kind, "__init__", counted(kind.__name__, kind.__init__))
    game = _deal(rules, 3)
    assert dealt  # the deal itself is dealt by them
    rng = random.Random(3)
    while True:
        seen = _seen(game)
        dealt.clear()
        again = game.copy()
        assert dealt == []
        assert type(again) is type(game) and _seen(again) == seen
        if game.is_over:
            break
        _act(game, rng)


@pytest.mark.parametrize("rules", APART)
def test_a_copy_played_to_its_end_at_every_step_leaves_the_original(rules: str) -> None:
    # Before each action of a deal, a copy and a copy of a copy are played to their end by
    # other random actions: everything the original shows stays as it was, and the
    # original then plays on as an untouched copy (pickled) does, step by step.
    for seed in (3, 5):  # with belote in both games of belote découverte
        game = _deal(rules, seed)
        rng = random.Random(seed)
        while True:
            seen = _seen(game)
            witness = pickle.loads(pickle.dumps(game))
            for again in (game.copy(), game.copy().copy()):
                other = random.Random(seed + 1)
                while not again.is_over:
                    _act(again, other)
                assert _seen(game) == seen
            if game.is_over:
                break
            state = rng.getstate()
            _act(game, rng)
            rng.setstate(state)
            _act(witness, rng)
            assert _seen(game) == _seen(witness)


def _values(root: object, path: str, found: dict[int, tuple[str, object]]) -> None:
    # Every value reachable from ``root`` by its fields, items and properties (the
    # library's own objects and the containers holding them), by id, with a path to it.
    if id(root) in found or isinstance(root, (int, float, str, enum.Enum)) or root is None:
        return
    found[id(root)] = (path, root)
    if isinstance(root, (list, tuple, set, frozenset)):
        for i, item in enumerate(root):
            _values(item, f"{path}[{i}]", found)
    elif isinstance(root, dict):
        for key, item in root.items():
            _values(key, f"{path} key", found)
            _values(item, f"{path}[{key!r}]", found)
    elif type(root).__module__.startswith("belote_cli"):
        for name in dir(root):
            if name.startswith("__") or name == "result":  # ``result``: deprecated
                continue
            try:
                value = getattr(root, name)
            except (AttributeError, ValueError, b.BeloteError):  # never set, not now
                continue
            if not callable(value) or isinstance(value, (list, dict)):
                _values(value, f"{path}.{name}", found)


def _changes_in_place(value: object) -> bool:
    # A container, or an object of the library whose fields can be set (not a frozen
    # dataclass, not an enum, not a value built on an int, a tuple or a text).
    if isinstance(value, (list, dict, set, bytearray)):
        return True
    if isinstance(value, (int, float, str, tuple, frozenset, enum.Enum, type)):
        return False
    params = getattr(type(value), "__dataclass_params__", None)
    return type(value).__module__.startswith("belote_cli") and not (params and params.frozen)


def _spoil(value: object) -> None:
    # Change ``value`` in place: a list reversed, with one more item; a dict, a set
    # emptied; an object's every field set to None (where it lets it be set). Fields,
    # not properties: a property may read a field set to None already.
    if isinstance(value, list):
        value.append(value[0] if value else 0)
        value.reverse()
    elif isinstance(value, (dict, set)):
        value.clear()
    else:
        fields = [name for name in dir(type(value)) if isinstance(
            inspect.getattr_static(type(value), name),
            (types.MemberDescriptorType, types.GetSetDescriptorType))]  # slots, mypyc's
        for name in [*fields, *getattr(value, "__dict__", ())]:
            if not name.startswith("__"):
                with contextlib.suppress(AttributeError, TypeError):  # a typed field
                    setattr(value, name, None)


#: The games a deep copy is changed in, below: each kind of deal, classic with SA and TA.
DEEP = [*APART, "sa_ta=on"]


@pytest.mark.parametrize("rules", DEEP)
def test_a_deep_copy_changed_in_place_leaves_the_original(rules: str) -> None:
    # copy.deepcopy promises a copy sharing nothing that changes in place: before each
    # action of a deal, no such value reachable from the deep copy is the original's,
    # and every one of them changed (the record of the dealing, ``deal_``, its hands and
    # its stock; the deck of a game of two; the auction, the play...) leaves what the
    # original shows as it was, and the original plays on as an untouched copy (pickled)
    # does. The deal's taking completes the hands from ``deal_.stock``: a stock shared
    # and changed would deal the original other cards.
    for seed in (3, 5):
        game = _deal(rules, seed)
        rng = random.Random(seed)
        while True:
            seen = _seen(game)
            witness = pickle.loads(pickle.dumps(game))
            again = copy.deepcopy(game)
            mine: dict[int, tuple[str, object]] = {}
            theirs: dict[int, tuple[str, object]] = {}
            _values(game, "game", mine)
            _values(again, "game", theirs)
            changing = [value for _, value in theirs.values() if _changes_in_place(value)]
            assert len(changing) >= 2  # the copy itself and at least one of its values
            # A finished deal's mark is shared on purpose: the deep copy is that deal,
            # which a Match counts once (its one field, drawn when first pickled, is no
            # state of the deal).
            shared = sorted(path for key, (path, value) in theirs.items()
                            if key in mine and _changes_in_place(value)
                            and not isinstance(value, DealMark))
            assert shared == [], (rules, game.phase, shared)
            for value in changing:
                if value is not again:
                    _spoil(value)
            assert _seen(game) == seen
            if game.is_over:
                break
            state = rng.getstate()
            _act(game, rng)
            rng.setstate(state)
            _act(witness, rng)
            assert _seen(game) == _seen(witness)


def test_a_deep_copy_keeps_what_its_memo_knows() -> None:
    # One deep copy of a list holding a game twice, and values of it: the list it gives
    # holds the same copy twice, and that copy's own values.
    game = Game(seed=4)  # classic, at the taking: its dealing in ``deal_``
    assert game.deal_ is not None
    again = copy.deepcopy([game, game, game.deal_, game.deal_.stock])
    first = again[0]
    assert isinstance(first, Game) and first is again[1] and first is not game
    assert first.deal_ is again[2] and first.deal_ is not game.deal_
    assert first.deal_ is not None and first.deal_.stock is again[3]
    assert first.deal_ == game.deal_
    two = _deal("variant=deux", 3)
    assert isinstance(two, DeuxGame)
    pair = copy.deepcopy((two.deck, two))
    assert isinstance(pair[1], DeuxGame) and pair[1].deck is pair[0]
    assert pair[0] == two.deck and pair[0] is not two.deck


def _acted(game: Game, rng: random.Random) -> Callable[[Game], object]:
    # ``_act``'s choice, as a step another game can take: a card played unchecked (a
    # revoke) or a legal action.
    if game.kind in ("deux", "decouverte") and game.phase is Phase.PLAY and rng.random() < .2:
        held = game.hand(game.to_act)
        wrong = [c for c in range(32) if held >> c & 1 and not game.legal_cards() >> c & 1]
        if wrong:
            c = rng.choice(wrong)
            return lambda g: g.play(c, check=False)
    action = rng.choice(game.legal_actions())
    return lambda g: g.apply(action)


@pytest.mark.parametrize("every", [False, pytest.param(True, marks=pytest.mark.slow)])
@pytest.mark.parametrize("rules", APART)
def test_a_copy_at_every_step_shows_what_the_original_shows(rules: str, every: bool) -> None:
    # "This deal in the same state" (Game.copy): a copy made before each action, and a copy
    # of a copy, show at once what the original shows (every view, the legal actions and
    # cards, the score, the deal file), and again after each of the original's actions
    # given to them: the announcements heard during the first trick, the belote said, and
    # once over tally_ok (a played deal's trick points are 162). Compared as written: a
    # game of two's revokes is its own list, growing as it plays. Read at once, after the
    # next action and at the end (every step in the slow run: the views cost).
    def shown(game: Game) -> str:
        return repr((_seen(game), game.tally_ok))

    for seed in (3,):
        game = _deal(rules, seed)
        rng = random.Random(seed)
        seen, steps = [shown(game)], []
        while not game.is_over:
            step = _acted(game, rng)
            step(game)
            steps.append(step)
            seen.append(shown(game))
        game = _deal(rules, seed)
        for done in range(len(steps) + 1):
            for again in (game.copy(), game.copy().copy()):
                assert shown(again) == seen[done], done
                for at, step in enumerate(steps[done:], done + 1):
                    step(again)
                    if every or at in (done + 1, len(steps)):
                        assert shown(again) == seen[at], at
            if done < len(steps):
                steps[done](game)
        assert game.tally_ok is (game.score is not None)


def test_a_copy_after_belote_said_keeps_it_said() -> None:
    # Trump ♥, belote declared: S leads K♥ holding Q♥ and says belote. Q♥ is then shown to
    # all (PlayerView.shown), and the 20 of belote-rebelote go to NS once Q♥ is played:
    # on a copy made then as on the original.
    hands = {"N": "7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", "E": "7♥ 8♥ 9♥ 10♥ J♥ A♥ K♦ A♦",
             "S": "K♥ Q♥ 7♦ 8♦ 9♦ 10♦ J♦ Q♦", "W": "7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"}
    game = b.Game.at_play(hands, "♥", "S", "belote=declared", taker="S")
    game.play("K♥")
    game.apply(Belote(True))
    for again in (game.copy(), game.copy().copy()):
        assert again.view("W").shown[Seat.S] == mask_of(parse_cards("Q♥"))
        while not again.is_over:
            again.apply(again.legal_actions()[0])
        assert again.score is not None and again.score.belote is b.Team.NS
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert game.score is not None and game.score.belote is b.Team.NS
