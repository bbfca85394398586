"""A match (*partie*) to its target, litige stakes carried over (RULES.md "A match")."""

from __future__ import annotations

import gc
import pickle
import subprocess
import sys
from copy import deepcopy
from pathlib import Path

import pytest

from belote_cli.core.cards import HEARTS, parse_cards
from belote_cli.core.errors import RuleError
from belote_cli.core.rules import RuleSet
from belote_cli.core.scoring import LITIGE, DealScore, score_deal
from belote_cli.core.seats import Seat, Team
from belote_cli.engine.game import Game
from belote_cli.engine.match import Match

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
NS, EW = Team.NS, Team.EW


def deal(points: tuple[int, int], taker: Seat, belote: Team | None = None,
         capot: Team | None = None, rules: RuleSet | None = None) -> DealScore:
    return score_deal(HEARTS, points, NS, taker, rules or RuleSet(), belote=belote,
                      capot=capot)


def test_litige_stake_goes_to_the_next_deals_winner() -> None:
    # 81-81: defence 81 now, 81 held; the next deal's takers make 100-62: they score 181.
    match = Match()
    assert match.add(deal((81, 81), N)) == (0, 81)
    assert match.held == 81
    assert match.add(deal((62, 100), E)) == (62, 181)
    assert match.held == 0
    assert match.totals == [62, 81 + 181]


def test_litige_stake_back_to_the_same_takers() -> None:
    match = Match()
    match.add(deal((81, 81), N))
    assert match.add(deal((100, 62), S)) == (181, 62)
    assert match.totals == [181, 81 + 62]


def test_litige_stake_goes_to_the_defence_of_a_failed_contract() -> None:
    match = Match()
    match.add(deal((81, 81), N))
    assert match.add(deal((70, 92), N)) == (0, 162 + 81)


def test_stake_goes_to_whoever_scores_more_belote_included() -> None:
    match = Match()
    match.add(deal((81, 81), N))
    # NS make 90 against 72, but EW's belote gives them 92: EW win the deal and the stake.
    assert match.add(deal((90, 72), N, belote=EW)) == (90, 92 + 81)


def test_litige_after_litige_holds_both_stakes() -> None:
    match = Match()
    match.add(deal((81, 81), N))
    assert match.add(deal((81, 81), E)) == (81, 0)
    assert match.held == 162
    assert match.add(deal((100, 62), S)) == (100 + 162, 62)
    assert match.held == 0
    assert match.totals == [81 + 262, 81 + 62]


def test_stake_stays_held_when_the_next_deal_ends_equal() -> None:
    # After a litige, NS make 91 against 71 + EW's belote 20 = 91: 91-91 is no litige
    # (the takers made), but nobody scores more, so the 81 stay held.
    match = Match()
    match.add(deal((81, 81), N))
    after = deal((91, 71), N, belote=EW)
    assert after.result != LITIGE and after.score == (91, 91)
    assert match.add(after) == (91, 91)
    assert match.held == 81
    assert match.totals == [91, 81 + 91]


def test_match_to_501() -> None:
    match = Match(RuleSet.parse(["target=501"]))
    match.add(deal((162, 0), N, capot=NS))
    assert match.totals == [252, 0] and match.winner is None and not match.is_over
    match.add(deal((162, 0), S, capot=NS))
    assert match.totals == [504, 0]
    assert match.winner == NS and match.is_over


def test_match_to_1000_default() -> None:
    match = Match()
    for _ in range(3):
        match.add(deal((0, 162), E, capot=EW))
    assert match.totals == [0, 756] and not match.is_over
    match.add(deal((65, 97), W))
    assert match.totals == [65, 853] and not match.is_over
    match.add(deal((65, 97), W))
    assert match.totals == [130, 950] and not match.is_over
    match.add(deal((65, 97), W))
    assert match.totals == [195, 1047]
    assert match.winner == EW


def test_exactly_the_target_wins() -> None:
    match = Match(RuleSet.parse(["target=501"]), totals=[404, 0])
    match.add(deal((97, 65), N))
    assert match.totals == [501, 65] and match.winner == NS


def test_exactly_the_target_wins_for_ew_too() -> None:
    # A match is won by the team that reaches the target: EW at 404, W's contract made
    # 97 to 65 (each team scores its points) brings them to 404 + 97 = 501, exactly the
    # target, NS at 65: EW win, as NS did above.
    match = Match(RuleSet.parse(["target=501"]), totals=[0, 404])
    match.add(deal((65, 97), W))
    assert match.totals == [65, 501] and match.winner == EW and match.is_over


def test_both_past_the_target_the_higher_wins() -> None:
    # EW were ahead, both pass 1000 on the same deal: NS end higher and win.
    match = Match(totals=[940, 950])
    match.add(deal((91, 71), N))
    assert match.totals == [1031, 1021]
    assert match.winner == NS


def test_both_past_the_target_equal_totals_play_on() -> None:
    match = Match(totals=[934, 904])
    match.add(deal((66, 96), E))
    assert match.totals == [1000, 1000]
    assert match.winner is None and not match.is_over
    match.add(deal((97, 65), N))
    assert match.totals == [1097, 1065]
    assert match.winner == NS


def test_held_litige_points_at_the_end_are_lost() -> None:
    match = Match(totals=[950, 900])
    d = deal((81, 81), E)  # EW took: NS (defence) score 81, EW's 81 held
    assert d.result == LITIGE
    match.add(d)
    assert match.winner == NS
    assert match.totals == [1031, 900]
    assert match.held == 81  # never scored


def test_deals_are_recorded() -> None:
    match = Match()
    first = deal((97, 65), N)
    second = deal((80, 82), N)
    match.add(first)
    match.add(second)
    assert match.deals == [first, second]
    assert match.totals == [97, 65 + 162]


def test_a_match_takes_its_dealer_and_rules_as_a_game_does() -> None:
    # A seat's letter or int, and the rules as text, as Game(...) takes them: the match
    # keeps a Seat (it kept the text 'W', which a later deal read as no seat).
    assert Match(dealer="W").dealer is Seat.W
    assert Match(dealer=1).dealer is Seat.E
    assert Match(rules="target=501").rules.target == 501


def test_a_match_s_repr_names_its_seats_teams_and_cards_as_a_deal_s_score_does() -> None:
    # The dealer a letter and the winner a team's label, as DealScore writes its taker
    # and dix de der, where the dataclass's repr wrote <Seat.W: 3> and <Team.NS: 0>. The
    # deal counted: a litige, 81-81 with N the taker (the defence scores 81, 81 held).
    match = Match(rules="target=501", dealer="W", winner=NS, totals=[510, 300])
    assert repr(match) == ("Match(rules=RuleSet(target=501), totals=[510, 300], held=0, "
                           "deals=[], winner=NS, dealer=W, voids=0, seed=None)")
    match = Match(seed="7")
    match.add(deal((81, 81), N))
    assert repr(match) == (
        "Match(rules=RuleSet(), totals=[0, 81], held=81, deals=[DealScore(trump=♥, "
        "taker=N, points=(81, 81), dix_de_der=NS, belote=None, capot=None, "
        "result='litige', score=(0, 81), held=81)], winner=None, dealer=N, voids=0, "
        "seed='7')")


def test_play_match_takes_the_rules_as_text() -> None:
    import random

    from belote_cli.bots.registry import find_bot
    from belote_cli.engine.match import play_match

    bots = [find_bot("random", random.Random(seat)) for seat in range(4)]
    match = play_match(bots, random.Random(3), "target=101", dealer="E")
    assert match.rules.target == 101
    assert match.is_over and max(match.totals) >= 101


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_play_match_at_two_takes_two_bots_as_play_deal_does(variant: str) -> None:
    # play_match wanted four bots (N E S W) even in a game of two, where play_deal takes
    # two, for N then S, and refuses four.
    import random

    import belote_cli as b

    bots = [b.find_bot("random", random.Random(seat)) for seat in range(2)]
    match = b.play_match(bots, random.Random(3), f"variant={variant} target=301")
    assert match.is_over and max(match.totals) >= 301
    with pytest.raises(b.RuleError, match=r"is played by 2 players, 4 bots given \(for N and S\)$"):
        b.play_match(bots * 2, random.Random(3), f"variant={variant}")
    with pytest.raises(TypeError, match="^bots: each a bot name or a Bot, not NoneType None$"):
        b.play_match([bots[0], None], random.Random(3), f"variant={variant}")  # type: ignore[list-item]

@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_play_match_at_two_asks_each_bot_for_its_own_player_only(variant: str) -> None:
    # The two bots are N's then S's: every bid and card of N's asked of the first,
    # every one of S's of the second, never the other way round (E and W never play).
    import random

    from belote_cli.bots.base import BidView, PlayerView
    from belote_cli.bots.random_bot import RandomBot
    from belote_cli.engine.match import play_match

    class Seated(RandomBot):
        def __init__(self, seed: int) -> None:
            super().__init__(random.Random(seed))
            self.seats: set[Seat] = set()

        def bid(self, view: BidView) -> int | None:
            self.seats.add(view.seat)
            return super().bid(view)

        def play(self, view: PlayerView) -> int:
            self.seats.add(view.seat)
            return super().play(view)

    north, south = Seated(1), Seated(2)
    match = play_match([north, south], random.Random(3), f"variant={variant} target=301")
    assert match.is_over
    assert north.seats == {N} and south.seats == {S}


# examples/made.belote, trick by trick (S leads, N took at ♥): NS 97 trick points and
# N's belote, 117; EW 65.
MADE_TRICKS = ("J♥ 7♥ Q♥ 8♥", "9♥ A♥ K♥ 10♥", "7♠ A♠ 8♠ 10♠", "9♠ K♠ Q♠ J♠",
               "7♦ A♦ 8♦ 10♦", "K♦ Q♦ 9♦ J♦", "10♣ 7♣ K♣ 9♣", "J♣ A♣ 8♣ Q♣")
MADE_SEATS = ("SWNE", "SWNE", "SWNE", "WNES", "NESW", "ESWN", "ESWN", "ESWN")


def made_game(rules: RuleSet, tricks: int = 8) -> Game:
    hands = [0, 0, 0, 0]
    for seats, cards in zip(MADE_SEATS, MADE_TRICKS, strict=True):
        for seat, card in zip(seats, parse_cards(cards), strict=True):
            hands[Seat[seat]] |= 1 << card
    game = Game.at_play(hands, HEARTS, S, rules, taker=N, dealer=E)
    for card in parse_cards(" ".join(MADE_TRICKS[:tricks])):
        game.play(card)
    return game


def test_two_deals_scored_alike_both_count() -> None:
    # The same deal twice in a match: two deals, each counted (the second was refused as
    # 'counted already', which stopped belote play --target in the middle of a match).
    rules = RuleSet.parse(["target=200"])
    match = Match(rules)
    first, second = made_game(rules), made_game(rules)
    assert match.finish(first) == (117, 65)
    assert match.totals == [117, 65] and not match.is_over
    assert match.finish(second) == (117, 65)
    assert match.totals == [234, 130] and match.winner == NS
    assert len(match.deals) == 2


def test_a_deal_finished_twice_counts_once() -> None:
    rules = RuleSet.parse(["target=500"])
    match = Match(rules)
    game = made_game(rules)
    match.finish(game)
    match.finish(made_game(rules))
    with pytest.raises(RuleError, match="counted already"):
        match.finish(game)
    assert match.totals == [234, 130] and len(match.deals) == 2


def test_a_deal_added_by_its_score_is_not_finished_again() -> None:
    # finish refuses a deal counted already, the one whose score add counted among them
    # (add counts a score, finish a Game once): not NS 117 counted twice.
    rules = RuleSet.parse(["target=500"])
    match = Match(rules)
    game = made_game(rules)
    assert game.score is not None and match.add(game.score) == (117, 65)
    with pytest.raises(RuleError, match="^the deal is counted already"):
        match.finish(game)
    assert match.totals == [117, 65] and len(match.deals) == 1


def test_a_copy_of_a_finished_deal_is_that_deal_counted_once() -> None:
    # Game.copy shares the finished deal's score, and finish knew a deal counted by its
    # score's object, which it replaced by a copy of its own: a copy made before the deal
    # was counted counted it twice (NS 117 + 117), one made after was refused.
    rules = RuleSet.parse(["target=500"])
    match = Match(rules)
    game = made_game(rules)
    before = game.copy()
    assert match.finish(game) == (117, 65)
    after = game.copy()
    for copy in (before, after):
        with pytest.raises(RuleError, match="^the deal is counted already: this Game is a "
                                            "copy of a finished deal the match counted$"):
            match.finish(copy)
    assert match.totals == [117, 65] and len(match.deals) == 1
    # The copy counted first, the deal itself is then refused as counted.
    other = Match(rules)
    game = made_game(rules)
    assert other.finish(game.copy()) == (117, 65)
    with pytest.raises(RuleError, match="counted already: this Game is a copy"):
        other.finish(game)
    # A void deal's copy likewise.
    void = void_game(Seat.N)
    copy = void.copy()
    assert other.finish(void) is None
    with pytest.raises(RuleError, match="counted already: this Game is a copy"):
        other.finish(copy)
    assert other.voids == 1 and other.dealer == Seat.E


def test_a_finished_deal_pickled_and_loaded_is_that_deal_counted_once() -> None:
    # pickle gave the loaded deal a mark of its own: the match counted NS 117 twice.
    rules = RuleSet.parse(["target=500"])
    copied = ("^the deal is counted already: this Game is a copy of a finished deal the "
              "match counted$")
    match = Match(rules)
    game = made_game(rules)
    assert match.finish(game) == (117, 65)
    with pytest.raises(RuleError, match=copied):
        match.finish(pickle.loads(pickle.dumps(game)))
    # The load counted first, then the deal itself; pickled twice, each load the deal;
    # a deep copy pickled; a void deal's load.
    for first, then in (
            (lambda g: pickle.loads(pickle.dumps(g)), lambda g: g),
            (lambda g: pickle.loads(pickle.dumps(g)), lambda g: pickle.loads(pickle.dumps(g))),
            (lambda g: g, lambda g: pickle.loads(pickle.dumps(deepcopy(g)))),
            (lambda g: pickle.loads(pickle.dumps(deepcopy(g))), lambda g: g.copy())):
        other = Match(rules)
        game = made_game(rules)
        assert other.finish(first(game)) == (117, 65)
        with pytest.raises(RuleError, match=copied):
            other.finish(then(game))
        assert other.totals == [117, 65] and len(other.deals) == 1
    void = void_game(Seat.N)
    assert match.finish(pickle.loads(pickle.dumps(void))) is None
    with pytest.raises(RuleError, match=copied):
        match.finish(void)
    assert match.voids == 1 and match.totals == [117, 65]


def test_a_deal_loaded_from_another_process_s_pickle_is_that_deal(tmp_path: Path) -> None:
    # Another process loads the counted deal and pickles it back: the deal it sends is the
    # deal counted. Pickled, the deal no longer held here: its loads are one deal. The
    # process starts in a folder of its own, to load the installed package (in the
    # compiled build, the package that pickled the deal).
    rules = RuleSet.parse(["target=500"])
    match = Match(rules)
    game = made_game(rules)
    assert match.finish(game) == (117, 65)
    back = subprocess.run(
        [sys.executable, "-c", "import pickle, sys; sys.stdout.buffer.write(pickle.dumps("
         "pickle.loads(sys.stdin.buffer.read())))"],
        input=pickle.dumps(game), capture_output=True, check=True, cwd=tmp_path).stdout
    with pytest.raises(RuleError, match="counted already: this Game is a copy"):
        match.finish(pickle.loads(back))
    sent = pickle.dumps(made_game(rules))
    gc.collect()
    other = Match(rules)
    assert other.finish(pickle.loads(sent)) == (117, 65)
    with pytest.raises(RuleError, match="counted already: this Game is a copy"):
        other.finish(pickle.loads(sent))
    assert other.totals == [117, 65]


def test_deals_pickled_and_played_apart_are_two_deals() -> None:
    # Two deals of the same cards, pickled, count both; so do a deal pickled before its
    # end and its load, the last two tricks' clubs played in another order: E's 10♣ wins
    # 10♣ 7♣ 8♣ Q♣ (13, EW 52 + 13 = 65 - 1), S's A♣ wins J♣ A♣ K♣ 9♣ (17 and the dix de
    # der, NS 97 + 1 and N's belote: 118).
    rules = RuleSet.parse(["target=1000"])
    match = Match(rules)
    assert match.finish(pickle.loads(pickle.dumps(made_game(rules)))) == (117, 65)
    assert match.finish(pickle.loads(pickle.dumps(made_game(rules)))) == (117, 65)
    game = made_game(rules, 6)
    apart = pickle.loads(pickle.dumps(game))
    for card in parse_cards(" ".join(MADE_TRICKS[6:])):
        game.play(card)
    for card in parse_cards("10♣ 7♣ 8♣ Q♣ J♣ A♣ K♣ 9♣"):
        apart.play(card)
    assert match.finish(game) == (117, 65)
    assert match.finish(apart) == (118, 64)
    assert match.totals == [117 * 3 + 118, 65 * 3 + 64] and len(match.deals) == 4


def void_game(dealer: Seat) -> Game:
    # Everybody passes, twice round: a void deal (donne blanche).
    game = Game.deal(list(range(32)), dealer)
    while not game.is_over:
        game.pass_()
    return game


def test_a_void_deal_finished_twice_counts_once() -> None:
    # Finishing the same void game twice counted two void deals and passed the deal on
    # twice (E then S dealing), where a played deal finished twice is refused.
    match = Match(dealer=Seat.N)
    game = void_game(Seat.N)
    assert game.is_void and match.finish(game) is None
    assert match.voids == 1 and match.dealer == Seat.E  # the seat after N deals next
    with pytest.raises(RuleError, match="the deal is counted already"):
        match.finish(game)
    assert match.voids == 1 and match.dealer == Seat.E and match.totals == [0, 0]
    # Another void deal, even dealt the same way, is a deal of its own.
    assert match.finish(void_game(Seat.E)) is None
    assert (match.voids, match.dealer) == (2, Seat.S)


def test_no_deal_counts_once_the_match_is_won() -> None:
    # NS reach 100 and win 120 to 42; a deal added after it is refused (EW's capot made
    # them the winners, 294 to 120).
    match = Match(RuleSet.parse(["target=100"]))
    match.add(deal((120, 42), N))
    assert match.winner == NS
    with pytest.raises(RuleError, match="the match is over"):
        match.add(deal((0, 162), E, capot=EW))
    assert match.totals == [120, 42] and match.winner == NS and len(match.deals) == 1


def test_a_match_s_signature_takes_what_it_reads() -> None:
    # Match("target=501") and Match(dealer="W") ran, as the docstring says, but the
    # dataclass's own __init__ was annotated RuleSet and Seat: mypy --strict refused a
    # program that wrote them.
    import collections.abc
    import typing

    hints = typing.get_type_hints(Match.__init__)
    rules = typing.get_args(hints["rules"])
    assert {str, RuleSet, type(None)} <= set(rules)
    assert any(typing.get_origin(a) is collections.abc.Sequence for a in rules)
    assert set(typing.get_args(hints["dealer"])) == {Seat, str, int}
    assert Match("target=501", dealer=2) == Match(RuleSet(target=501), dealer=Seat.S)



@pytest.mark.parametrize(("given", "message"), [
    ({"totals": 5}, "totals: a list of two ints, NS's and EW's, not int 5"),
    ({"totals": [1000]}, "totals: a list of two ints, NS's and EW's, not list [1000]"),
    ({"totals": (0, 0)}, "totals: a list of two ints, NS's and EW's, not tuple (0, 0)"),
    ({"held": "81"}, "held: an int, not str '81'"),
    ({"deals": 5}, "deals: a list of DealScore, not int 5"),
    ({"winner": "NS"}, "winner: a Team or None, not str 'NS'"),
    ({"voids": None}, "voids: an int, not NoneType None"),
])
def test_a_match_refuses_a_wrong_field_naming_it(given: dict[str, object],
                                                  message: str) -> None:
    # Match(totals=5) was made, and its first add failed inside it ('int' object is not
    # subscriptable); Match(winner="NS") refused every deal as the match over, and
    # Match(voids=None) counted on with None.
    with pytest.raises(TypeError) as raised:
        Match(**given)  # type: ignore[arg-type]
    assert str(raised.value) == message


@pytest.mark.parametrize(("given", "message"), [
    ({"held": -3}, "held: -3 is below 0"), ({"voids": -1}, "voids: -1 is below 0"),
    ({"totals": [900, -20]}, "totals: -20 is below 0")])
def test_a_match_refuses_points_or_deals_below_zero(given: dict[str, object],
                                                    message: str) -> None:
    # Every deal's score and stake is 0 or more: a match made with held=-3 was taken, and
    # its next deal's winner took 3 points fewer.
    with pytest.raises(RuleError, match=f"^{message}: a match counts its points and deals "
                                        "from 0$"):
        Match(**given)  # type: ignore[arg-type]


def test_a_match_taken_up_at_its_totals_counts_on_from_them() -> None:
    # 900 - 850 and 81 held: the takers' 100 - 62 wins them the stake, NS to 900 + 181.
    match = Match(totals=[900, 850], held=81, winner=None, voids=1)
    assert match.add(deal((100, 62), N)) == (181, 62)
    assert match.totals == [1081, 912] and match.winner is NS and match.voids == 1

# --- play_match by bot names and a seed, as play_deal takes them ----------------------------

def _spied_find_bot(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[int, ...]]]:
    # Each name play_match resolves, with the state of the generator it gives the bot.
    import belote_cli.api as api

    made: list[tuple[str, tuple[int, ...]]] = []
    real = api.made_bot  # the bot of a name's maker (bot_factory), checked as it is made

    def spy(maker: object, rng: object, coinche: bool = False) -> object:
        state = rng.getstate()[1]  # type: ignore[attr-defined]
        bot = real(maker, rng, coinche)  # type: ignore[arg-type]
        made.append((bot.name, state))
        return bot

    monkeypatch.setattr(api, "made_bot", spy)
    return made


def test_play_match_takes_bot_names_as_play_deal_does(monkeypatch: pytest.MonkeyPatch) -> None:
    # It took Bot objects only: a name was "bots: four bots indexed by seat …, not str
    # 'random'". Names are made by find_bot, seat by seat (N E S W), each bot with a
    # generator of its own; a Bot given is played as it is.
    import random

    import belote_cli as b

    made = _spied_find_bot(monkeypatch)
    east = b.find_bot("random", random.Random(7))
    plays = []

    class Counted:
        def bid(self, *args: object) -> object:
            return east.bid(*args)  # type: ignore[arg-type]

        def play(self, *args: object) -> object:
            plays.append(args)
            return east.play(*args)  # type: ignore[arg-type]

        def __getattr__(self, name: str) -> object:
            return getattr(east, name)

    match = b.play_match(["heuristic", Counted(), "random", "heuristic"],  # type: ignore[list-item]
                         seed=4, rules="target=301")
    assert [name for name, _ in made] == ["heuristic", "random", "heuristic"]
    assert len({state for _, state in made}) == 3  # three generators, one per bot
    assert plays  # E, given as a Bot, played its cards
    # A match played to 301 (RULES.md "A match"): the winner past it, and ahead.
    assert match.is_over and match.rules.target == 301
    winner = match.totals[match.winner.value]  # type: ignore[union-attr]
    assert winner >= 301 and winner > match.totals[1 - match.winner.value]  # type: ignore[union-attr]


def test_play_match_by_seed_plays_the_same_match_again() -> None:
    # seed= as play_deal's: the same seed, the same match (1 and '1' alike), one name for
    # the four seats as the four names; another seed, another match.
    import belote_cli as b

    match = b.play_match("random", seed=1, rules="target=301")
    assert match.is_over and max(match.totals) >= 301
    assert b.play_match("random", seed=1, rules="target=301") == match
    assert b.play_match(["random"] * 4, seed="1", rules="target=301") == match
    assert b.play_match("random", seed=2, rules="target=301") != match


def test_play_match_with_neither_seed_nor_rng_draws_a_seed_as_play_deal_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # play_match("random") was a TypeError ("rng: a random.Random, or seed= …, not
    # NoneType None") where play_deal("random") draws a seed and keeps it: the match now
    # draws one the same way (secrets.randbelow), keeps it as match.seed, and that seed
    # plays the same match again.
    import random
    import secrets

    import belote_cli as b

    drawn: list[int] = []

    def draw(n: int) -> int:
        drawn.append(n)
        return 424242

    monkeypatch.setattr(secrets, "randbelow", draw)
    match = b.play_match("random", rules="target=301")
    assert drawn == [10**9]  # the range of play_deal's seeds
    assert match.seed == "424242" and match.is_over
    assert match == b.play_match("random", seed=424242, rules="target=301")
    assert b.play_match("random", seed="424242", rules="target=301").seed == "424242"
    # The deal's seed is drawn alike, and kept alike.
    assert b.play_deal("random").seed == "424242" and drawn == [10**9, 10**9]
    # A seed given is kept as text (1 is '1'); a match shuffled by rng has none.
    assert b.play_match("random", seed=1, rules="target=301").seed == "1"
    assert b.play_match("random", random.Random(1), "target=301").seed is None
    assert b.Match().seed is None


def test_play_match_by_rng_with_names_plays_the_same_match_from_the_same_state() -> None:
    # With rng, the named bots' generators are drawn from it: generators in the same state
    # play the same match, and the bots' choices come from rng, not from a fixed seed.
    import random

    import belote_cli as b

    first = b.play_match("random", random.Random(5), "target=301")
    assert b.play_match("random", random.Random(5), "target=301") == first
    assert b.play_match("random", random.Random(6), "target=301") != first


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_play_match_at_two_takes_two_names_or_one(variant: str) -> None:
    import belote_cli as b

    rules = f"variant={variant} target=301"
    one = b.play_match("random", seed=3, rules=rules)
    assert one.is_over and max(one.totals) >= 301
    assert b.play_match(["random", "random"], seed=3, rules=rules) == one
    with pytest.raises(b.RuleError, match=r"is played by 2 players, 4 bots given \(for N and S\)$"):
        b.play_match(["random"] * 4, seed=3, rules=rules)


def test_play_match_takes_any_sequence_of_bots_as_play_deal_does() -> None:
    # It took a list or a tuple only: a UserList or a Sequence of one's own was 'bots: four
    # bots indexed by seat …, not UserList …'. The same match as the list's.
    import collections
    import collections.abc

    import belote_cli as b

    class Seats(collections.abc.Sequence[str]):
        def __init__(self, names: list[str]) -> None:
            self.names = names

        def __len__(self) -> int:
            return len(self.names)

        def __getitem__(self, index: int) -> str:  # type: ignore[override]
            return self.names[index]

    four = ["random", "heuristic", "random", "heuristic"]
    match = b.play_match(four, seed=1, rules="target=301")
    assert b.play_match(collections.UserList(four), seed=1, rules="target=301") == match
    assert b.play_match(Seats(four), seed=1, rules="target=301") == match
    two = b.play_match(["heuristic", "random"], seed=2, rules="variant=deux target=301")
    assert b.play_match(Seats(["heuristic", "random"]), seed=2,
                        rules="variant=deux target=301") == two
    # What is not a sequence (nor a name) has the one message in both.
    for bots, shown in ((4, "int 4"), (None, "NoneType None"), ({"random"}, "set {'random'}"),
                        ({"N": "random"}, "dict {'N': 'random'}")):
        message = f"bots: a bot name, or a sequence of bots or names, not {shown}"
        for play in (b.play_match, b.play_deal):
            with pytest.raises(TypeError) as info:
                play(bots, seed=1)  # type: ignore[arg-type]
            assert str(info.value) == message
    # A generator is not a sequence either (its names would be read once).
    with pytest.raises(TypeError, match=r"^bots: a bot name, or a sequence of bots or "
                                        r"names, not generator "):
        b.play_match((name for name in four), seed=1)  # type: ignore[arg-type]


def test_play_match_refuses_what_play_deal_refuses() -> None:
    import random

    import belote_cli as b

    with pytest.raises(b.BeloteError, match=r"^bots: unknown bot 'nobot' \(known bots: "):
        b.play_match(["random", "nobot", "random", "random"], seed=1)
    # The same fault, the same error and words in both (play_match said 'bots: four bots
    # indexed by seat, N E S W (bot names, or Bots as find_bot makes them), or one name,
    # not list […]', a TypeError, of a wrong count or a wrong entry alike).
    for play in (b.play_deal, b.play_match):
        with pytest.raises(TypeError) as entry:
            play(["random", None, "random", "random"], seed=1)  # type: ignore[list-item]
        assert str(entry.value) == "bots: each a bot name or a Bot, not NoneType None"
        with pytest.raises(TypeError) as kind:
            play(4, seed=1)  # type: ignore[arg-type]
        assert str(kind.value) == "bots: a bot name, or a sequence of bots or names, not int 4"
        for count in (1, 3, 5):
            with pytest.raises(b.BeloteError) as few:
                play(["random"] * count, seed=1)
            assert str(few.value) == f"a deal needs four bots (N, E, S, W), found {count}"
        with pytest.raises(b.RuleError) as two:
            play(["random"] * 3, seed=1, rules="variant=deux")
        assert str(two.value) == ("belote à deux is played by 2 players, 3 bots given (for "
                                  "N and S)")
    with pytest.raises(TypeError, match=r"^seed: an int or a text, not float 1.5$"):
        b.play_match("random", seed=1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^seed: an int or a text, not bool True$"):
        b.play_match("random", seed=True)
    with pytest.raises(TypeError, match=r"^seed: the match is shuffled by rng or by seed, "
                                        r"not both$"):
        b.play_match("random", random.Random(1), seed=1)
    with pytest.raises(TypeError, match=r"^rng: a random.Random, or seed= \(an int or a "
                                        r"text\), not str 'x'$"):
        b.play_match("random", "x")  # type: ignore[arg-type]
    with pytest.raises(b.CardError, match=r"^dealer: unknown seat 'Q'"):
        b.play_match("random", seed=1, dealer="Q")


# --- a match is played at one game ---------------------------------------------------------

def _refusal(error: pytest.ExceptionInfo[RuleError]) -> tuple[str, str, str]:
    # The code, the English and the French of a match's refusal.
    from belote_cli.texts import describe

    return error.value.code, str(error.value), describe(error.value, "fr")


def test_a_deal_of_another_game_is_refused_by_add() -> None:
    # Coinche, 80 ♥ by N, made with 100 of the 162: NS score 100 + 80 (RULES.md
    # 'Coinche'), which a classic match to 1000 does not count; nothing is added.
    from belote_cli.core.coinche import parse_contract, score_coinche
    from belote_cli.core.talon import score_two

    coinche = score_coinche(parse_contract("80 H N"), (100, 62), NS,
                            RuleSet(variant="coinche"))
    assert coinche.score == (180, 62) and coinche.game == "coinche"
    match = Match()
    with pytest.raises(RuleError) as caught:
        match.add(coinche)
    assert _refusal(caught) == (
        "match_deal_game",
        "a deal of coinche in a match of classic belote: a match is played at one game",
        "une donne de coinche dans une partie de belote classique\xa0: une partie se joue à "
        "un seul jeu")
    assert match.totals == [0, 0] and match.deals == []
    # A coinche match counts it: 180 / 62.
    ours = Match("variant=coinche")
    assert ours.add(coinche) == (180, 62) and ours.totals == [180, 62]
    # Belote à deux: S took and made 100 of 162 (VARIANTS.md), scored per player, not per
    # team: no deal of a match of four, nor of a match of belote découverte.
    two = score_two(HEARTS, (100, 62), 0, S, RuleSet(variant="deux"))
    assert two.score == (100, 62) and two.game == "deux"
    with pytest.raises(RuleError) as caught:
        Match().add(two)
    assert _refusal(caught)[1] == ("a deal of belote à deux in a match of classic belote: a "
                                   "match is played at one game")
    with pytest.raises(RuleError) as caught:
        Match("variant=decouverte").add(two)
    assert _refusal(caught)[2] == (
        "une donne de belote à deux dans une partie de belote découverte\xa0: une partie se "
        "joue à un seul jeu")
    # And a classic deal in a coinche match.
    with pytest.raises(RuleError) as caught:
        Match("variant=coinche").add(deal((100, 62), N))
    assert _refusal(caught)[1] == ("a deal of classic belote in a match of coinche: a match "
                                   "is played at one game")


def _discovery() -> Game:
    # The discovery deal, played out by bots: no bidding, no contract (RULES.md).
    import belote_cli

    return belote_cli.play_deal(["random"] * 4, seed=1, discovery=True).game


def test_the_discovery_deal_is_counted_in_no_match() -> None:
    # No contract and no belote: the deal of the seed web page is played alone (RULES.md,
    # 'belote play --discovery' refuses a match), where a classic match counted it.
    game = _discovery()
    assert game.kind == "discovery" and game.score is not None
    assert game.score.game == "discovery" and game.score.result == "none"
    for count in (lambda m: m.finish(game), lambda m: m.add(game.score)):
        match = Match()
        with pytest.raises(RuleError) as caught:
            count(match)
        assert _refusal(caught) == (
            "match_deal_discovery",
            "the discovery deal is played alone, never in a match: it has no contract and no "
            "belote",
            "la donne sans enchères se joue seule, jamais dans une partie\xa0: elle n'a ni "
            "contrat ni belote")
        assert match.totals == [0, 0] and match.dealer is N


def test_finish_refuses_a_game_of_another_game_before_counting_it() -> None:
    # A finished coinche Game into a classic match, a classic one into a coinche match: the
    # dealer does not move on either.
    import belote_cli

    coinche = belote_cli.play_deal(["random"] * 4, seed=1, rules="variant=coinche").game
    classic = belote_cli.play_deal(["random"] * 4, seed=1).game
    for match, game, said in ((Match(), coinche, "a deal of coinche in a match of classic "
                               "belote"),
                              (Match("variant=coinche"), classic, "a deal of classic belote "
                               "in a match of coinche")):
        with pytest.raises(RuleError, match=f"^{said}: a match is played at one game$"):
            match.finish(game)
        assert match.totals == [0, 0] and match.dealer is N and match.voids == 0
