"""The duplicate arena: same cards on both tables, the statistics, and the script."""

from __future__ import annotations

import contextlib
import dataclasses
import importlib.util
import math
import random
import re
import statistics
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from starting import class_only_here, started_by

from belote_cli.bots.base import Bot
from belote_cli.bots.expert import ExpertBot, ExpertParams
from belote_cli.bots.heuristic import HeuristicBot, HeuristicParams
from belote_cli.bots.random_bot import RandomBot
from belote_cli.bots.registry import find_bot
from belote_cli.core.errors import BeloteError
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat, Team
from belote_cli.simulation import arena as arena_module
from belote_cli.simulation.arena import (
    BotMaker,
    PlainCalls,
    advantage_line,
    deal_rng,
    duplicate,
    mean_interval,
    pairs,
    play_pair,
    play_table,
    speed,
    with_plain_calls,
)

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "arena.py"
COLVER_SCRIPT = SCRIPT.with_name("arena_colver.py")


def _script(path: Path = SCRIPT) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem + "_script", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def heuristic(rng: random.Random) -> Bot:
    return find_bot("heuristic", rng)


def randombot(rng: random.Random) -> Bot:
    return find_bot("random", rng)


def test_mean_interval_by_hand() -> None:
    # 1 2 3 4: mean 2.5, variance (2.25 + 0.25 + 0.25 + 2.25) / 3 = 5/3.
    mean, sd, low, high = mean_interval([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5
    assert sd == pytest.approx(math.sqrt(5 / 3))
    # The interval is 2.5 ± t·sd/√4, t Student's 97.5% point with 3 degrees of freedom,
    # 3.182446 (3.182 in the printed table): 2.5 ± 2.054260, where the normal's 1.959964
    # gave 2.5 ± 1.265.
    half = 3.182446 * math.sqrt(5 / 3) / 2
    assert low == pytest.approx(2.5 - half, abs=1e-6)
    assert high == pytest.approx(2.5 + half, abs=1e-6)
    assert mean_interval([]) == (0.0, 0.0, 0.0, 0.0)
    assert mean_interval([7.0]) == (7.0, 0.0, 7.0, 7.0)
    # Two pairs, A ahead by 162 then behind by 100: mean +31, sd 262 / √2, t of 1 degree
    # 12.706: 31 ± 12.706 × 131 = 31 ± 1,664.5, held to what an advantage can be, a side's
    # most deal score (a capot with its belote, 272) either side of 0.
    assert mean_interval([162.0, -100.0], (-272, 272))[2:] == (-272.0, 272.0)


def test_the_arena_s_interval_stays_inside_an_advantage_s_range() -> None:
    # Whatever two deal pairs give, the interval is within -272 and +272 (RULES.md: a
    # capot's 252 and a belote's 20 the most a side scores in a classic deal).
    arena = duplicate("heuristic", "random", 2, seed=1)
    assert -272.0 <= arena.low <= arena.mean <= arena.high <= 272.0


def test_both_tables_get_the_same_cards_and_dealer() -> None:
    a = deal_rng(5, 3).random()
    assert a == deal_rng(5, 3).random()
    assert a != deal_rng(5, 4).random()
    rules = RuleSet()
    t0 = play_table(heuristic, randombot, 5, 3, 0, rules)
    t1 = play_table(randombot, heuristic, 5, 3, 1, rules)
    assert t0.dealer == t1.dealer == Seat(3)
    assert t0.retourne == t1.retourne


def test_same_deterministic_bot_on_both_sides_is_exactly_even() -> None:
    # The heuristic bot is deterministic: both tables are the same game, move for move.
    result = duplicate(heuristic, heuristic, 30, 2)
    assert result.mean == 0.0
    assert result.low == result.high == 0.0


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_the_two_player_games_seat_a_at_s_then_at_n_on_the_same_cards(variant: str) -> None:
    # At two, A plays S and B N on the first table, the other way on the second: the
    # same deck and dealer, S and N dealing in turn (deal 3: N). The same deterministic
    # bot on both sides plays the same game twice: exactly even.
    rules = RuleSet(variant=variant)
    t0 = play_table(heuristic, randombot, 5, 3, 0, rules)
    t1 = play_table(randombot, heuristic, 5, 3, 1, rules)
    assert t0.dealer == t1.dealer == Seat.N
    assert play_table(heuristic, randombot, 5, 4, 0, rules).dealer == Seat.S
    assert t0.to_record().deck == t1.to_record().deck is not None
    result = duplicate(heuristic, heuristic, 6, 2, rules)
    assert result.mean == 0.0 and result.low == result.high == 0.0


def test_figures_recomputed_from_the_tables() -> None:
    # The module's definitions, from the two tables of each deal: A's advantage is the
    # mean over both tables of A's score minus B's (a void table counts 0); the interval
    # is mean ± t sd / sqrt(n), t Student's 97.5% point with n - 1 = 15 degrees of freedom
    # (2.131450; 2.131 in the printed table); each side's mean score is its total over all
    # tables.
    rules = RuleSet()
    deals, seed = 16, 3
    advantages = []
    void = 0
    taken = [0, 0]
    made = [0, 0]
    total = [0, 0]
    for k in range(deals):
        difference = 0
        for table, (ns, ew) in enumerate(((heuristic, randombot), (randombot, heuristic))):
            played = play_table(ns, ew, seed, k, table, rules)
            if played.score is None or played.taker is None:
                void += 1
                continue
            a_team = Team.NS if table == 0 else Team.EW
            a_score = played.score.score[a_team]
            b_score = played.score.score[a_team.other]
            difference += a_score - b_score
            total[0] += a_score
            total[1] += b_score
            side = 0 if played.taker.team is a_team else 1
            taken[side] += 1
            made[side] += played.score.result == "made"
        advantages.append(difference / 2)
    ticks = iter([100.0, 104.0])
    result = duplicate(heuristic, randombot, deals, seed, name_a="h", name_b="r",
                       clock=lambda: next(ticks))
    assert result.mean == pytest.approx(statistics.fmean(advantages))
    assert result.sd == pytest.approx(statistics.stdev(advantages))
    half = 2.131450 * statistics.stdev(advantages) / math.sqrt(deals)
    assert result.low == pytest.approx(result.mean - half, abs=1e-4)
    assert result.high == pytest.approx(result.mean + half, abs=1e-4)
    assert result.half_width == pytest.approx(half, abs=1e-4)
    assert result.void == void
    assert (result.a_stats.taken, result.b_stats.taken) == (taken[0], taken[1])
    assert (result.a_stats.made, result.b_stats.made) == (made[0], made[1])
    assert result.a_stats.score == pytest.approx(total[0] / (2 * deals))
    assert result.b_stats.score == pytest.approx(total[1] / (2 * deals))
    assert taken[0] + taken[1] + void == 2 * deals
    assert made[0] > 0 and void < 2 * deals  # the figures are not all zero
    # 32 deals (two per pair) in 4 seconds.
    assert result.seconds == 4.0
    assert result.deals_per_second == 8.0
    assert result.lines() == [
        f"h vs r: {deals} deal pairs (duplicate), seed {seed}",
        f"advantage of h: {result.mean:+.2f} points per deal, "
        f"95% CI [{result.low:+.2f}, {result.high:+.2f}] (sd {result.sd:.1f})",
        f"h: took {taken[0]}, made {made[0]}, mean score {total[0] / 32:.1f} points per deal",
        f"r: took {taken[1]}, made {made[1]}, mean score {total[1] / 32:.1f} points per deal",
        f"void tables: {void}",
        "32 deals in 4.00 s: 8 deals/s",
    ]


def test_a_game_without_a_contract_scores_each_side_s_card_points_not_a_void_table() -> None:
    # Découverte with decouverte_bid=off is played without a taking: each side keeps its
    # card points (docs/expert.md: "the points written on the sheet"). The arena counted
    # every such table void: +0.00, a mean score of 0.0 for both.
    rules = RuleSet.parse("variant=decouverte decouverte_bid=off")
    deals, seed = 10, 1
    result = duplicate(heuristic, randombot, deals, seed, rules)
    assert result.void == 0
    assert result.a_stats.taken == result.b_stats.taken == 0  # no contract taken
    advantages = []
    for k in range(deals):
        tables = [play_table(heuristic, randombot, seed, k, 0, rules),
                  play_table(randombot, heuristic, seed, k, 1, rules)]
        sheet = []
        for table, a_team in zip(tables, (Team.NS, Team.EW), strict=True):
            assert table.score is not None and table.taker is None
            points = table.score.score
            # No contract: the 162 card points (dix de der in), and 20 for a belote held.
            assert points[Team.NS] + points[Team.EW] in (162, 182)
            sheet.append(points[a_team] - points[a_team.other])
        advantages.append(sum(sheet) / 2)
    assert result.mean == pytest.approx(statistics.fmean(advantages))
    assert result.a_stats.score + result.b_stats.score >= 162


def test_one_deal_pair_has_no_interval() -> None:
    # One pair: a mean, but no spread to measure (it printed a zero-width 95% interval,
    # '[+162.00, +162.00] (sd 0.0)', as if one deal settled it).
    ticks = iter([0.0, 1.0])
    result = duplicate(heuristic, randombot, 1, 4, name_a="h", name_b="r",
                       clock=lambda: next(ticks))
    lines = result.lines()
    assert lines[0] == "h vs r: 1 deal pair (duplicate), seed 4"
    assert lines[1] == (f"advantage of h: {result.mean:+.2f} points per deal "
                        "(one deal pair: no interval)")
    assert "CI" not in "\n".join(lines) and "sd" not in "\n".join(lines)
    assert lines[5] == "2 deals in 1.00 s: 2 deals/s"
    # arena_colver.py's run whose every auction was void: no pair, no figure.
    assert advantage_line("x", 0, 0.0, 0.0, 0.0, 0.0) == (
        "advantage of x: none (no deal pair played)")


def test_a_litige_counts_the_defence_s_81_only() -> None:
    # As the bots page says: the takers' 81 held for a next deal, never played, are left
    # out. Deal 15 of seed 5, table 0: E (random) takes, 81 each: A, the heuristic on NS,
    # scores 81 and B nothing, A's +81; at table 1 A is EW.
    rules = RuleSet()
    litige = play_table(heuristic, randombot, 5, 15, 0, rules)
    assert litige.score is not None and litige.score.result == "litige"
    assert litige.taker is Seat.E and litige.score.points == (81, 81)
    other = play_table(randombot, heuristic, 5, 15, 1, rules)
    assert other.score is not None
    second = other.score.score[Team.EW] - other.score.score[Team.NS]
    assert play_pair(heuristic, randombot, 5, 15, rules).advantage == (81 + second) / 2


def test_random_against_random_is_centred_on_zero() -> None:
    result = duplicate(randombot, randombot, 300, 4)
    assert result.low < 0.0 < result.high
    assert result.deals == 300


def test_heuristic_beats_random() -> None:
    result = duplicate("heuristic", "random", 200, 1)
    assert result.low > 0.0
    assert result.a_stats.taken + result.b_stats.taken + result.void == 400


def test_a_and_b_are_mirrored() -> None:
    ab = duplicate(heuristic, randombot, 40, 6)
    ba = duplicate(randombot, heuristic, 40, 6)
    # Swapping A and B swaps the tables, hence the sign; bots' seeds follow the seats.
    assert ab.deals == ba.deals == 40
    assert ab.mean > 0 > ba.mean


def test_repeatable() -> None:
    one = duplicate("heuristic", "random", 20, 9)
    two = duplicate("heuristic", "random", 20, 9)
    assert (one.mean, one.sd, one.a_stats, one.b_stats) == (two.mean, two.sd, two.a_stats,
                                                            two.b_stats)
    # The results themselves are equal, whatever time each run took (they differed by
    # their seconds alone), and hash alike.
    assert one == two and hash(one) == hash(two)
    assert one == dataclasses.replace(two, seconds=two.seconds + 1.0)
    assert one != dataclasses.replace(two, void=two.void + 1)


def test_worker_processes_give_the_same_result() -> None:
    # Each pair depends only on the seed and its number: two workers, the same figures.
    one = duplicate("heuristic", "random", 12, 3)
    two = duplicate("heuristic", "random", 12, 3, jobs=2)
    assert (one.mean, one.sd, one.void, one.a_stats, one.b_stats) == (
        two.mean, two.sd, two.void, two.a_stats, two.b_stats)
    # Makers that cannot be pickled (local functions, as in the tuning script) work too:
    # the workers are forked and inherit them.
    params = HeuristicParams(belote=12)

    def tuned(rng: random.Random) -> Bot:
        return HeuristicBot(rng, params)

    def baseline(rng: random.Random) -> Bot:
        return HeuristicBot(rng)

    assert duplicate(tuned, baseline, 6, 2, jobs=2).mean == duplicate(
        tuned, baseline, 6, 2).mean


def test_unknown_bot_fails_cleanly() -> None:
    with pytest.raises(BeloteError, match="unknown bot"):
        duplicate("nobody", "random", 1, 1)


def test_script_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    code = _script().main(["--a", "heuristic", "--b", "random", "--deals", "20", "--seed", "1"])
    out, err = capsys.readouterr()
    assert code == 0
    assert "advantage of heuristic:" in out
    assert "95% CI [" in out
    # The speed and the build, which differ run to run, on stderr: the same seed prints
    # the same bytes on stdout (as belote simulate's).
    assert "deals/s" not in out and "build:" not in out
    assert err.splitlines()[0].startswith("40 deals in ") and "build: " in err
    assert _script().main(["--a", "heuristic", "--b", "random", "--deals", "20", "--seed",
                           "1"]) == 0
    assert capsys.readouterr().out == out


@contextlib.contextmanager
def _bot_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,
                source: str) -> Iterator[dict[str, object]]:
    """A module ``name`` of ``source`` in the current folder, for ``--import``; the bots
    registered before (yielded) are the only ones again on the way out."""
    from belote_cli.bots import registry

    (tmp_path / f"{name}.py").write_text(source, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.path", ["", *sys.path])
    monkeypatch.delitem(sys.modules, name, raising=False)
    known = dict(registry._REGISTRY)
    try:
        yield dict(known)
    finally:
        registry._REGISTRY.clear()
        registry._REGISTRY.update(known)
        sys.modules.pop(name, None)


def test_script_imports_a_module_that_registers_a_bot(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # --import MODULE, from the current folder: the bot it registers is named by --a; a
    # module that is not there is one error line, exit 1.
    with _bot_module(tmp_path, monkeypatch, "my_arena_bot",
                     "from belote_cli.bots import register_bot\n"
                     "from belote_cli.bots.random_bot import RandomBot\n"
                     "register_bot('mine', RandomBot)\n") as known:
        module = _script()
        with pytest.raises(SystemExit) as stop:
            module.main(["--a", "mine", "--b", "random", "--deals", "2"])
        assert stop.value.code == 2  # a usage error, as belote simulate's
        # The option, the bots known, then how a bot of one's own is loaded, as belote
        # simulate says it.
        assert capsys.readouterr().err.endswith(
            f": error: --a: unknown bot 'mine' (known bots: "
            f"{', '.join(sorted(known))}); a bot of your own is loaded with --import MODULE\n")
        assert module.main(["--import", "my_arena_bot", "--a", "mine", "--b", "random",
                            "--deals", "2"]) == 0
        assert "advantage of mine:" in capsys.readouterr().out
    assert module.main(["--import", "no_such_arena_bot", "--deals", "2"]) == 1
    assert capsys.readouterr().err.startswith("error: --import no_such_arena_bot: ")


def test_script_says_a_bot_without_bid_in_one_line_before_any_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # The arena's help: "a bot that fails, exit 1"; a bot of one's own without bid was a
    # whole traceback (TypeError from inside the first deal), where simulate says a line.
    with _bot_module(tmp_path, monkeypatch, "no_bid_arena_bot",
                     "from belote_cli.bots import register_bot\n"
                     "class NoBid:\n"
                     "    def __init__(self, rng): pass\n"
                     "    def play(self, view): return view.legal[0]\n"
                     "register_bot('nobid', NoBid)\n"):
        code = _script().main(["--import", "no_bid_arena_bot", "--a", "nobid", "--deals", "2"])
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    assert err.startswith("error: the bot 'nobid' made a NoBid, not a bot: it has no "
                          "bid(view)") and "Traceback" not in err


def test_script_reads_several_rules_in_one_as_simulate_does(
        capsys: pytest.CaptureFixture[str]) -> None:
    # docs/cli.md: --rule variant=coinche,sa_ta=on is two options; the arena read the
    # comma as part of the value (unknown value 'decouverte,decouverte_bid=off').
    args = ["--deals", "4", "--seed", "1", "--jobs", "1"]
    assert _script().main([*args, "--rule", "variant=decouverte,decouverte_bid=off"]) == 0
    joined = capsys.readouterr().out
    assert _script().main([*args, "--rule", "variant=decouverte",
                           "--rule", "decouverte_bid=off"]) == 0
    assert capsys.readouterr().out == joined
    assert "took 0, made 0" in joined  # no taking: decouverte_bid=off was read


@pytest.mark.parametrize(("args", "message"), [
    (["--deals", "0"], "--deals must be positive"),
    (["--a", "nobody"], "--a: unknown bot 'nobody' (known bots: "),
    (["--a", "random", "--b", "nobody"], "--b: unknown bot 'nobody' (known bots: "),
    (["--param", "take=x"], "--param: parameter 'take' needs a number, found 'x'"),
    (["--rule", "undertrump=maybe"], "--rule: unknown value 'maybe' for rule 'undertrump'"),
    (["--rule", "trumps=none"], "--rule: unknown rule 'trumps' (known rules: "),
    # --speed printed its build line first, then refused them with exit 1.
    (["--speed", "--a", "nobody"], "--a: unknown bot 'nobody' (known bots: "),
    (["--speed", "--rule", "variant=belote"], "--rule: unknown value 'belote' for rule "
                                              "'variant'"),
])
def test_script_refuses_bad_input_as_a_usage_error(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    # A usage error exits 2 (docs/cli.md), as belote simulate's unknown bot and rule do,
    # where these exited 1; nothing on stdout: refused before any line is printed.
    with pytest.raises(SystemExit) as stop:
        _script().main(["--deals", "2", *args])
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert f": error: {message}" in err
    assert "Traceback" not in err


def test_speed_counts_deals() -> None:
    ticks = iter([10.0, 12.0])
    cpu = iter([1.0, 2.0])
    result = speed("heuristic", 8, 3, clock=lambda: next(ticks), cpu_clock=lambda: next(cpu))
    assert result.deals == 8
    assert 0 < result.played <= 8
    assert result.seconds == 2.0
    assert result.deals_per_second == 4.0
    assert result.deals_per_cpu_second == 8.0


def test_a_cluster_s_pairs_are_cut_in_about_eight_chunks_a_thread() -> None:
    # 60 pairs on 2 threads: 16 chunks wanted, 60 / 16 rounded up is 4 pairs a chunk; a
    # cluster that says it has no thread is cut as one of one thread (60 / 8: 8 pairs),
    # never a division by zero; 500 pairs a chunk at most, 1 at least.
    from belote_cli.simulation.arena import pairs_per_chunk

    assert pairs_per_chunk(60, 2) == 4
    assert pairs_per_chunk(60, 0) == pairs_per_chunk(60, 1) == 8
    assert pairs_per_chunk(100_000, 1) == 500 and pairs_per_chunk(4_000, 1) == 500
    assert pairs_per_chunk(4_008, 1) == 500 and pairs_per_chunk(3_992, 1) == 499
    assert pairs_per_chunk(1, 8) == 1


def test_speed_on_a_clock_that_did_not_move_is_infinite_not_an_error() -> None:
    # A CPU clock too coarse to see the deals (the same reading before and after): no time
    # measured, so as many deals a second as one likes, math.inf, as for the wall clock;
    # never a ZeroDivisionError. 3 deals in 1.5 s are 2 a second, 2 played 1.3 (two
    # significant digits below 10).
    ticks = iter([10.0, 11.5])
    cpu = iter([2.0, 2.0])
    result = speed("random", 3, 1, clock=lambda: next(ticks), cpu_clock=lambda: next(cpu))
    assert result.cpu_seconds == 0.0 and result.deals_per_cpu_second == math.inf
    assert result.deals_per_second == 2.0
    still = arena_module.Speed("random", 3, 2, 0.0, 0.0)
    assert (still.deals_per_second, still.played_per_second,
            still.deals_per_cpu_second) == (math.inf, math.inf, math.inf)
    assert arena_module.Speed("random", 3, 2, 1.5, 0.0).lines() == [
        "random on all seats: 3 deals (2 played, 1 void) in 1.50 s (0.00 s CPU)",
        "2 deals/s, 1.3 played deals/s, inf deals per CPU second"]


def test_speed_under_a_second_is_a_rate_not_infinite() -> None:
    # Only a clock that did not move is infinite: 3 deals (2 played) in half a second are
    # 6 deals a second and 4 played, in a quarter of a CPU second 12.
    fast = arena_module.Speed("random", 3, 2, 0.5, 0.25)
    assert (fast.deals_per_second, fast.played_per_second,
            fast.deals_per_cpu_second) == (6.0, 4.0, 12.0)
    assert fast.lines()[1] == "6 deals/s, 4 played deals/s, 12 deals per CPU second"


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_speed_of_the_two_player_games(variant: str) -> None:
    # S and N deal in turn, as in the arena: E, the second deal's dealer at four, cannot.
    result = speed("heuristic", 4, 1, RuleSet(variant=variant))
    assert result.deals == 4
    assert 0 < result.played <= 4


@pytest.mark.parametrize(("variant", "dealers"), [
    ("classic", [Seat.N, Seat.E, Seat.S, Seat.W, Seat.N]),
    ("deux", [Seat.S, Seat.N, Seat.S, Seat.N, Seat.S]),
    ("decouverte", [Seat.S, Seat.N, Seat.S, Seat.N, Seat.S]),
])
def test_speed_deals_by_each_seat_in_turn_as_the_arena_does(
        monkeypatch: pytest.MonkeyPatch, variant: str, dealers: list[Seat]) -> None:
    # Deal k is dealt by seat k mod 4 at four; at two S and N deal in turn (deal 0 S, as
    # play_table's deal 4), never the same player every deal.
    seen: list[Seat] = []
    real = arena_module.play_deal

    def spied(bots: list[Bot], rng: random.Random, dealer: Seat, rules: RuleSet) -> object:
        seen.append(dealer)
        return real(bots, rng, dealer, rules)

    monkeypatch.setattr(arena_module, "play_deal", spied)
    assert speed("random", 5, 2, RuleSet(variant=variant)).deals == 5
    assert seen == dealers


def test_the_speed_line_says_1_deal_and_the_report_1_deal_pair(
        capsys: pytest.CaptureFixture[str]) -> None:
    # --speed --deals 1 said "1 deals"; the duplicate report already says "1 deal pair",
    # "0 deal pairs" at none.
    assert _script().main(["--speed", "--a", "random", "--deals", "1"]) == 0
    assert "random on all seats: 1 deal (" in capsys.readouterr().out
    assert (pairs(0), pairs(1), pairs(2)) == ("0 deal pairs", "1 deal pair", "2 deal pairs")
    assert _script().main(["--a", "random", "--deals", "1", "--jobs", "1"]) == 0
    out, err = capsys.readouterr()
    assert "random vs random: 1 deal pair (duplicate)" in out
    assert "(one deal pair: no interval)" in out and "2 deals in " in err


def test_script_speed(capsys: pytest.CaptureFixture[str]) -> None:
    assert _script().main(["--speed", "--a", "heuristic", "--deals", "10"]) == 0
    out = capsys.readouterr().out
    assert "heuristic on all seats: 10 deals" in out
    assert "deals/s" in out


def _catch_the_bots(module: ModuleType, monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    # The script's duplicate() replaced: the bots A and B it would play, and their names,
    # kept in the dict returned; one deal pair of other bots played instead.
    made: dict[str, object] = {}

    def fake(maker_a: BotMaker, maker_b: BotMaker, deals: int, seed: int,
             rules: object, name_a: str, name_b: str, **kw: object) -> object:
        made["a"], made["b"] = maker_a(random.Random(1)), maker_b(random.Random(1))
        made["names"] = (name_a, name_b)
        return duplicate(heuristic, randombot, 1, seed)

    monkeypatch.setattr(module, "duplicate", fake)
    return made


def test_script_tunes_the_expert_on_side_a(capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # --expert-param: A is ExpertBot with those ExpertParams, B the expert as it is (or
    # --b). The pairs are played by whatever duplicate() is given: caught here.
    module = _script()
    made = _catch_the_bots(module, monkeypatch)
    argv = ["--expert-param", "close_samples=40", "--expert-param", "call_eps=0.5",
            "--expert-param", "inference=off", "--deals", "1"]
    assert module.main(argv) == 0
    a, b = made["a"], made["b"]
    assert isinstance(a, ExpertBot) and isinstance(b, ExpertBot)
    assert (a.params.close_samples, a.params.call_eps, a.params.inference) == (40, 0.5, False)
    assert b.params == ExpertParams()
    assert made["names"] == ("expert(close_samples=40 call_eps=0.5 inference=off)", "expert")
    assert module.main([*argv, "--b", "heuristic"]) == 0
    assert made["b"].name == "heuristic"  # type: ignore[attr-defined]
    capsys.readouterr()


def test_script_tunes_the_heuristic_against_b(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # --param: A is the tuned heuristic, B the heuristic as it is unless --b names another
    # bot (--b random was left out: the tuned bot met the heuristic, named so).
    module = _script()
    made = _catch_the_bots(module, monkeypatch)
    assert module.main(["--param", "belote=12", "--deals", "1"]) == 0
    a, b = made["a"], made["b"]
    assert isinstance(a, HeuristicBot) and isinstance(b, HeuristicBot)
    assert (a.params.belote, b.params) == (12, HeuristicParams())
    assert made["names"] == ("heuristic(belote=12)", "heuristic")
    assert module.main(["--param", "belote=12", "--b", "random", "--deals", "1"]) == 0
    assert made["names"] == ("heuristic(belote=12)", "random")
    assert made["b"].name == "random"  # type: ignore[attr-defined]
    assert module.main(["--a", "heuristic", "--param", "belote=12", "--deals", "1"]) == 0
    capsys.readouterr()


@pytest.mark.parametrize(("args", "message"), [
    (["--a", "random", "--param", "belote=12"],
     "--param tunes the heuristic bot on side A: --a heuristic or none, not 'random'"),
    (["--a", "heuristic", "--expert-param", "close_samples=40"],
     "--expert-param tunes the expert bot on side A: --a expert or none, not 'heuristic'"),
    # Options that go with another one, refused without it (the run went on as without
    # them): coinche's calls, and the wait for a Dask scheduler, its default value too.
    (["--plain-calls"],
     "--plain-calls goes with --rule variant=coinche (it makes the coinche calls plain), "
     "not variant=classic"),
    (["--plain-calls", "--rule", "variant=deux"],
     "--plain-calls goes with --rule variant=coinche (it makes the coinche calls plain), "
     "not variant=deux"),
    (["--scheduler-timeout", "10"],
     "--scheduler-timeout goes with --scheduler (how long to wait for the scheduler)"),
    # A wait that is no finite number, quoted as typed: 1e400 (a float's inf) and inf
    # passed the check and ended in Dask's traceback.
    (["--scheduler", "local:1", "--scheduler-timeout", "1e400"],
     "argument --scheduler-timeout: '1e400' is not a finite number"),
    (["--scheduler", "local:1", "--scheduler-timeout", "nan"],
     "argument --scheduler-timeout: 'nan' is not a finite number"),
    (["--scheduler", "local:1", "--scheduler-timeout", "soon"],
     "argument --scheduler-timeout: 'soon' is not a number"),
    # --speed times bot A alone, as it is, in one process: the options of a duplicate
    # run were ignored.
    (["--speed", "--b", "random"],
     "--speed times bot A (--a) alone on all four seats, in one process: leave out --b"),
    (["--speed", "--param", "belote=12", "--plain-calls", "--rule", "variant=coinche"],
     "--speed times bot A (--a) alone on all four seats, in one process: leave out "
     "--param, --plain-calls"),
    (["--speed", "--a", "expert", "--expert-param", "close_samples=40", "--jobs", "2"],
     "--speed times bot A (--a) alone on all four seats, in one process: leave out "
     "--expert-param, --jobs"),
])
def test_script_refuses_another_bot_a_to_tune(args: list[str], message: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    # It was left out, and the tuned bot played under the tuned bot's name.
    with pytest.raises(SystemExit) as stop:
        _script().main([*args, "--deals", "1"])
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


def test_script_refuses_bad_expert_parameters(capsys: pytest.CaptureFixture[str]) -> None:
    module = _script()

    def refused(param: str) -> str:
        # A usage error: exit 2, as belote simulate's, where it was 1.
        with pytest.raises(SystemExit) as stop:
            module.main(["--expert-param", param, "--deals", "1"])
        assert stop.value.code == 2
        return capsys.readouterr().err

    assert "--expert-param: unknown expert parameter 'worlds=3'" in refused("worlds=3")
    assert "expert parameter 'max_samples' cannot be 'many'" in refused("max_samples=many")
    assert "expert parameter 'inference' cannot be 'maybe'" in refused("inference=maybe")
    # Numbers a budget cannot have: negative, a chance outside (0, 1] (the play model's
    # below 1), an objective the expert does not know.
    for bad in ("max_samples=-1", "close_z=-2", "call_eps=0", "call_eps=1.5",
                "inference_eps=1", "inference_eps=nan", "objective=tricks"):
        name, _, value = bad.partition("=")
        assert f"expert parameter {name!r} cannot be {value!r}" in refused(bad)
    assert ExpertParams.parse(["call_eps=1", "objective=points"]).call_eps == 1.0
    with pytest.raises(SystemExit) as exc:
        module.main(["--expert-param", "close_samples=4", "--param", "take=90", "--deals", "1"])
    assert exc.value.code == 2


def test_plain_calls_give_both_tables_the_same_contract() -> None:
    # Random bots call at random, each table from its own draws; with the heuristic's
    # calls (PlainCalls) both tables of a coinche pair reach the one contract the policy
    # reaches on those cards, whatever the bots, and the cards are still the bots'.
    rules = RuleSet(variant="coinche")
    plain_a, plain_b = with_plain_calls(randombot), with_plain_calls(heuristic)
    differ = 0
    for k in range(12):
        t0 = play_table(plain_a, plain_b, 5, k, 0, rules)
        t1 = play_table(plain_b, plain_a, 5, k, 1, rules)
        assert t0.contract == t1.contract
        assert t0.calls == t1.calls
        r0 = play_table(randombot, heuristic, 5, k, 0, rules)
        r1 = play_table(heuristic, randombot, 5, k, 1, rules)
        differ += r0.calls != r1.calls
    assert differ > 0
    bot = PlainCalls(find_bot("random", random.Random(1)))
    assert bot.name == "random"


def test_script_plain_calls(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--a", "heuristic", "--b", "random", "--deals", "6", "--rule", "variant=coinche",
            "--plain-calls"]
    assert _script().main(argv) == 0
    out = capsys.readouterr().out
    assert "heuristic vs random: 6 deal pairs" in out
    # Both sides call alike: each contract is taken by the same team at both tables, so
    # each side took as many contracts as the other over the pairs.
    took = [int(line.split("took ")[1].split(",")[0]) for line in out.splitlines()
            if ": took " in line]
    assert len(took) == 2 and took[0] == took[1]


@pytest.mark.parametrize(("args", "message"), [
    (["--deals", "0"], "--deals must be positive"),
    (["--deals", "-2"], "--deals must be positive"),
    (["--deals", "1", "--worlds", "0"], "--worlds must be positive"),
    # An unknown bot or expert parameter, named by its option as scripts/arena.py names
    # them, where each was an error line and exit 1.
    (["--deals", "1", "--bot", "nosuch"], ": error: --bot: unknown bot 'nosuch' (known bots:"),
    (["--deals", "1", "--expert-param", "zz=1"],
     ": error: --expert-param: unknown expert parameter 'zz=1' (known: "),
])
def test_colver_script_refuses_bad_input(args: list[str], message: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    # A usage error, colver installed or not (with it, --deals 0 printed a run of no deal),
    # in one message without a traceback.
    with pytest.raises(SystemExit) as stop:
        _script(COLVER_SCRIPT).main(args)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


@pytest.mark.parametrize("seed", ["-5", "99999999999999999"])
def test_colver_script_takes_any_int_seed_as_arena_does(
        seed: str, capsys: pytest.CaptureFixture[str]) -> None:
    # colver's agents take a 64-bit unsigned seed: a negative or a long run seed ended in
    # an OverflowError traceback, where scripts/arena.py takes both.
    pytest.importorskip("colver")
    assert _script(COLVER_SCRIPT).main(["--seed", seed, "--deals", "1", "--bot", "random"]) == 0
    first = capsys.readouterr()
    assert "Traceback" not in first.err and "1 deal pair, seed " + seed in first.out
    _script(COLVER_SCRIPT).main(["--seed", seed, "--deals", "1", "--bot", "random"])
    # The same seed, the same games (the lines after the advantage are times).
    assert (capsys.readouterr().out.splitlines()[:2] == first.out.splitlines()[:2])


# --- worker processes started afresh (spawn, forkserver) ---------------------------------

_REAL_ORDERED = arena_module.ordered_results


class _Fussy(RandomBot):
    """A bot of one's own, at a module's top level: a spawned worker can load it."""

    name = "fussy"


def _started_by(monkeypatch: pytest.MonkeyPatch, method: str) -> list[str]:
    # The workers started as the platform's default would start them (spawn on macOS and
    # Windows, forkserver on Linux from Python 3.14), no fork to be had; the list gives the
    # start method of each set of workers the arena started.
    started_by(monkeypatch, method)
    started: list[str] = []
    ordered = _REAL_ORDERED

    def spied(task: object, count: int, jobs: int, context: object = None) -> object:
        started.append(context.get_start_method())  # type: ignore[attr-defined]
        return ordered(task, count, jobs, context)  # type: ignore[arg-type]

    monkeypatch.setattr(arena_module, "ordered_results", spied)
    return started


@pytest.mark.parametrize("method", ["spawn", pytest.param("forkserver", marks=pytest.mark.slow)])
def test_the_pairs_play_in_workers_started_afresh_with_the_figures_of_one_process(
        monkeypatch: pytest.MonkeyPatch, method: str) -> None:
    # Where processes are not forked, jobs=2 played every pair here (Windows) or forked
    # anyway (macOS): now the workers start as the platform starts them and are sent the
    # makers, a registered bot's and a class's, a built-in bot being found by its name.
    from belote_cli.bots import registry

    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    registry.register_bot("fussy", _Fussy)
    alone = [duplicate("fussy", "random", 8, 3), duplicate(_Fussy, "heuristic", 8, 3),
             duplicate("fussy", "heuristic", 8, 3)]
    started = _started_by(monkeypatch, method)
    shared = [duplicate("fussy", "random", 8, 3, jobs=2),
              duplicate(_Fussy, "heuristic", 8, 3, jobs=2),
              duplicate("fussy", "heuristic", 8, 3, jobs=2)]
    assert started == [method] * 3
    for one, two in zip(alone, shared, strict=True):
        assert (two.a, two.b) == (one.a, one.b)
        assert (one.mean, one.sd, one.void, one.a_stats, one.b_stats) == (
            two.mean, two.sd, two.void, two.a_stats, two.b_stats)
    # The heuristic against itself is even on every pair: A was the bot of one's own.
    assert duplicate("heuristic", "heuristic", 8, 3).mean == 0.0 != alone[1].mean


#: Makers that do not pickle, at a module's top level: Python's message names them with
#: their memory address (``<function <lambda> at 0x7f…>``).
_UNSENT: list[BotMaker] = [lambda rng: HeuristicBot(rng)]


def test_a_maker_that_does_not_pickle_is_refused_before_any_worker_starts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A lambda cannot be sent to a spawned worker: the arena says so before any worker
    # starts, naming the side and the maker, where it forked anyway or played here; the
    # reason is Python's without the memory address (<lambda> at 0x7f…), in both languages.
    from belote_cli.texts import describe

    started = _started_by(monkeypatch, "spawn")
    with pytest.raises(BeloteError) as caught:
        duplicate("heuristic", _UNSENT[0], 4, 1, jobs=2)
    assert caught.value.code == "api_bot_not_sent" and started == []
    said, french = str(caught.value), describe(caught.value, "fr")
    assert said.startswith("bot 'B' cannot be sent to the worker processes (jobs=2): its "
                           f"maker {__name__}.<lambda> does not pickle ("), said
    assert said.endswith("); register a class defined at the top level of a module, or "
                         "run with jobs=1"), said
    assert french.startswith("le robot 'B' ne peut pas être envoyé aux processus de calcul "
                             f"(jobs=2)\xa0: sa fabrique {__name__}.<lambda> ne se sérialise "
                             "pas ("), french
    assert french.endswith(")\xa0; enregistrez une classe définie au premier niveau d'un "
                           "module, ou lancez avec jobs=1"), french
    assert "0x" not in said and "0x" not in french
    # A maker shown by its repr (a partial holding the lambda) is named without it too.
    with pytest.raises(BeloteError) as caught:
        duplicate(with_plain_calls(_UNSENT[0]), "heuristic", 4, 1, jobs=2)
    assert str(caught.value).startswith(
        "bot 'A' cannot be sent to the worker processes (jobs=2): its maker functools."
        "partial(<function _plain_calls>, <function <lambda>>) does not pickle ("), caught.value
    assert "0x" not in str(caught.value)
    # Forked workers inherit it, as one process plays it.
    _started_by(monkeypatch, "fork")
    assert duplicate("heuristic", _UNSENT[0], 4, 1, jobs=2).mean == (
        duplicate("heuristic", "heuristic", 4, 1).mean)


@pytest.mark.parametrize("method", ["spawn", "fork"])
def test_one_job_or_one_pair_plays_here_and_starts_no_worker(
        monkeypatch: pytest.MonkeyPatch, method: str) -> None:
    # jobs=1 plays every pair in this process, as the refusal above advises ("or run with
    # jobs=1"), and so does jobs=2 with a single pair: no worker is started, a lambda is
    # never sent, and a maker's calls happen here, two seats at each of the two tables of
    # each pair: 2 × 2 × 3 = 12 calls for 3 pairs, 4 for one. The lambda is the heuristic,
    # so each pair is even (mean 0).
    started = _started_by(monkeypatch, method)
    calls: list[int] = []

    def counted(rng: random.Random) -> Bot:
        calls.append(1)
        return HeuristicBot(rng)

    assert duplicate("heuristic", _UNSENT[0], 3, 1, jobs=1).mean == 0.0
    assert duplicate(counted, "random", 3, 1, jobs=1).deals == 3
    assert len(calls) == 12
    assert duplicate(counted, _UNSENT[0], 1, 1, jobs=2).mean == 0.0
    assert len(calls) == 16
    assert started == []


def test_a_maker_the_workers_cannot_load_is_an_error_naming_its_bot(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A class that pickles here but that a spawned worker does not find (as one of an
    # interactive session): the worker's error names the side's bot and its maker.
    here = class_only_here(monkeypatch, "belote_arena_nowhere", HeuristicBot)
    _started_by(monkeypatch, "spawn")
    with pytest.raises(BeloteError) as caught:
        duplicate(here, "random", 4, 1, name_a="mine", jobs=2)
    assert caught.value.code == "api_bot_not_made"
    assert str(caught.value).startswith(
        "bot 'mine' cannot be made in a worker process: its maker belote_arena_nowhere.Here "
        "cannot be loaded there (No module named 'belote_arena_nowhere'); "), caught.value


def test_the_script_tunes_the_heuristic_in_workers_started_afresh(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # --param's bots were made by functions defined in main, which a spawned worker cannot
    # be sent: their makers are now a class and a partial of it, and --jobs 2 prints the
    # figures of --jobs 1 under spawn (the speed line on stderr), coinche's plain calls too.
    args = ["--param", "belote=12", "--deals", "6", "--seed", "2", "--rule",
            "variant=coinche", "--plain-calls"]
    assert _script().main([*args, "--jobs", "1"]) == 0
    alone = capsys.readouterr().out.splitlines()
    started = _started_by(monkeypatch, "spawn")
    assert _script().main([*args, "--jobs", "2"]) == 0
    shared = capsys.readouterr().out.splitlines()
    assert started == ["spawn"]
    assert alone[0].startswith("heuristic(belote=12) vs heuristic: 6 deal pairs")
    assert shared == alone


def _figures(result: arena_module.ArenaResult) -> tuple[object, ...]:
    # Everything a run reports but the time it took.
    return (result.a, result.b, result.deals, result.mean, result.sd, result.low,
            result.high, result.void, result.a_stats, result.b_stats)


def test_the_rules_as_text_or_a_list_are_read_as_simulate_reads_them() -> None:
    # Text and a list of texts are the RuleSet they name (they failed with an
    # AttributeError: 'str' object has no attribute 'players'); coinche keeps the target
    # it is given, as simulate's and the script's --rule: no match, so none of 2000.
    anticlockwise = duplicate("heuristic", "random", 6, 1,
                              rules=RuleSet(direction="anticlockwise"))
    assert _figures(duplicate("heuristic", "random", 6, 1, rules="direction=anticlockwise")
                    ) == _figures(anticlockwise)
    coinche = duplicate("heuristic", "random", 6, 1, rules=RuleSet(variant="coinche"))
    assert _figures(duplicate("heuristic", "random", 6, 1, rules=["variant=coinche"])
                    ) == _figures(coinche)
    assert _figures(duplicate("heuristic", "random", 6, 1, rules="variant=coinche capot=250")
                    ) == _figures(duplicate("heuristic", "random", 6, 1,
                                            rules=RuleSet(variant="coinche", capot=250)))


def _never(rng: random.Random) -> Bot:
    raise AssertionError("no bot is made before the arguments are checked")


@pytest.mark.parametrize(("kwargs", "error", "said"), [
    # An option that is no rule, in simulate's words (an AttributeError before).
    ({"rules": "nosuch=1"}, BeloteError, "rules: unknown rule 'nosuch' (known rules: "),
    ({"rules": "undertrump=maybe"}, BeloteError,
     "rules: unknown value 'maybe' for rule 'undertrump' (expected free or required)"),
    ({"rules": 1.5}, TypeError,
     "rules: a RuleSet, name=value text or a list of such texts, not float 1.5"),
    # No deal pair, or fewer than none (they ran: 0 pairs with a mean of 0.0, deals=-3).
    ({"deals": 0}, BeloteError, "deals must be at least 1, found 0"),
    ({"deals": -3}, BeloteError, "deals must be at least 1, found -3"),
    ({"deals": "5"}, TypeError, "deals: a number of deals or processes (int), not str '5'"),
    ({"deals": True}, TypeError, "deals: a number of deals or processes (int), not bool True"),
    ({"deals": 5.0}, TypeError,
     "deals: a number of deals or processes (int), not float 5.0"),
    # No worker process (it ran in one).
    ({"jobs": 0}, BeloteError, "jobs must be at least 1, found 0"),
    ({"jobs": 2.0}, TypeError, "jobs: a number of deals or processes (int), not float 2.0"),
    # A seed is an int or a text (a float and a bool ran).
    ({"seed": 1.5}, TypeError, "seed: an int or a text, not float 1.5"),
    ({"seed": True}, TypeError, "seed: an int or a text, not bool True"),
    ({"seed": b"1"}, TypeError, "seed: an int or a text, not bytes b'1'"),
    ({"name_a": 1}, TypeError, "name_a: text or None, not int 1"),
    ({"name_b": b"B"}, TypeError, "name_b: text or None, not bytes b'B'"),
    # A maker that makes nothing (it failed at the first deal, 'int' object is not callable).
    ({"maker_a": 3}, TypeError, "maker_a: a bot's name or what makes a bot from a "
     "random.Random (a Bot class or a function), not int 3"),
    ({"maker_b": None}, TypeError, "maker_b: a bot's name or what makes a bot from a "
     "random.Random (a Bot class or a function), not NoneType None"),
])
@pytest.mark.parametrize("jobs", [1, 2])
def test_bad_arguments_are_refused_before_any_deal_in_simulate_s_words(
        kwargs: dict[str, object], error: type[Exception], said: str, jobs: int) -> None:
    # In the calling process, before a bot is made, whatever the worker processes asked.
    given: dict[str, object] = {"maker_a": _never, "maker_b": _never, "deals": 5,
                                "seed": 1, "jobs": jobs, **kwargs}
    with pytest.raises(error) as caught:
        duplicate(**given)  # type: ignore[arg-type]
    assert str(caught.value).startswith(said)
    if not said.endswith(" "):
        assert str(caught.value) == said


def test_an_unknown_rule_is_the_rule_error_of_simulate() -> None:
    from belote_cli import RuleError, simulate

    with pytest.raises(RuleError) as ours:
        duplicate("heuristic", "random", 5, 1, rules="nosuch=1")
    with pytest.raises(RuleError) as theirs:
        simulate(5, seed=1, rules="nosuch=1")
    assert str(ours.value) == str(theirs.value)


def test_a_seed_s_text_deals_as_the_int() -> None:
    # The generators read the seed's text: "3" deals what 3 deals, and the result says
    # the seed as given; another text deals other cards.
    three = duplicate("heuristic", "random", 8, 3)
    text = duplicate("heuristic", "random", 8, "3")
    assert _figures(text) == _figures(three)
    assert (three.seed, text.seed) == (3, "3")
    assert text.lines()[0] == "heuristic vs random: 8 deal pairs (duplicate), seed 3"
    assert _figures(duplicate("heuristic", "random", 8, "three")) != _figures(three)


def test_no_seed_draws_one_kept_to_deal_the_same_cards_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # duplicate's docstring: seed None (the default) draws a fresh seed, as play_deal and
    # simulate do, kept in the result; given back, it plays the same pairs to the same
    # figures. The draw is made to give 4321 here, so that the seed is known.
    drawn: list[int] = []

    def randbelow(n: int) -> int:
        drawn.append(n)
        return 4321

    import secrets

    monkeypatch.setattr(secrets, "randbelow", randbelow)
    first = duplicate("heuristic", "random", 3)
    assert first.seed == "4321" and drawn == [10**9]
    figures = (first.mean, first.low, first.high, first.a_stats, first.b_stats)
    for seed, again in (("4321", duplicate("heuristic", "random", 3, seed="4321")),
                        (4321, duplicate("heuristic", "random", 3, seed=4321)),
                        ("4321", duplicate("heuristic", "random", 3))):
        assert again.seed == seed
        assert (again.mean, again.low, again.high, again.a_stats, again.b_stats) == figures
    assert drawn == [10**9, 10**9]  # each run without a seed drew; a seed given draws none


def test_printing_a_result_gives_the_script_s_report() -> None:
    # print(arena) shows the figures as the script prints them, where it gave the
    # dataclass's repr, every float at full length.
    result = arena_module.ArenaResult(
        "greedy", "heuristic", 2, 1, -3.5, 1.0, -4.886, -2.114, 1,
        arena_module.TableStats(2, 1, 40.25), arena_module.TableStats(1, 1, 43.75), 2.0)
    assert str(result) == (
        "greedy vs heuristic: 2 deal pairs (duplicate), seed 1\n"
        "advantage of greedy: -3.50 points per deal, 95% CI [-4.89, -2.11] (sd 1.0)\n"
        "greedy: took 2, made 1, mean score 40.2 points per deal\n"
        "heuristic: took 1, made 1, mean score 43.8 points per deal\n"
        "void tables: 1\n"
        "4 deals in 2.00 s: 2 deals/s")

class _Crash:
    """A bot that raises at its first bid or card."""

    name = "crash"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def bid(self, view: object) -> int | None:
        raise ZeroDivisionError("division by zero")

    def coinche_call(self, hand: int, auction: object) -> object:
        raise ZeroDivisionError("division by zero")

    def play(self, view: object) -> int:
        raise ZeroDivisionError("division by zero")


_CRASH_MODULE = '''
import random
import re
from belote_cli import register_bot


class Crash:
    name = "crash"

    def __init__(self, rng):
        self.rng = rng

    def bid(self, view):
        return 1 // 0

    def coinche_call(self, hand, auction):
        return 1 // 0

    def play(self, view):
        return 1 // 0


class Nocard(Crash):
    name = "nocard"

    def bid(self, view):
        return None

    def play(self, view):
        return None


register_bot("crash", Crash)
register_bot("nocard", Nocard)
'''


def test_a_bot_that_goes_wrong_is_placed_by_its_deal_pair(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # Pair 0 is dealt by N: E speaks and leads first, then S, where A sits at the first
    # table. What A raises or returns that the game refuses says S and pair 0, as
    # simulate says its deal, where the library gave no deal and the script a traceback
    # (or the refused card alone).
    from belote_cli.bots import registry
    from belote_cli.engine.views import FAULT

    with pytest.raises(ZeroDivisionError) as caught:
        duplicate(_Crash, "heuristic", 3, seed=1)
    fault = getattr(caught.value, FAULT)
    assert (fault.bot, fault.seat, fault.deal) == ("crash", "S", 0)
    assert fault.trick in (None, 1)
    (tmp_path / "crash_arena_bot.py").write_text(_CRASH_MODULE, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.path", ["", *sys.path])
    monkeypatch.delitem(sys.modules, "crash_arena_bot", raising=False)
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    module = _script()
    try:
        assert module.main(["--import", "crash_arena_bot", "--a", "crash", "--b", "heuristic",
                            "--deals", "3", "--seed", "1"]) == 1
        lines = capsys.readouterr().err.splitlines()
        assert re.fullmatch(r"error: the bot 'crash' raised ZeroDivisionError: integer "
                            r"division or modulo by zero \(at S, deal 0, "
                            r"(in the auction|trick 1)\)", lines[0])
        assert lines[1].startswith(f'  File "{tmp_path / "crash_arena_bot.py"}", line ')
        assert lines[2].strip() == "return 1 // 0"  # (3.11+: and a line of carets)
        assert module.main(["--import", "crash_arena_bot", "--a", "nocard", "--b",
                            "heuristic", "--deals", "3", "--seed", "1"]) == 1
        assert re.fullmatch(r"error: the nocard bot played NoneType None, not a card \(an int "
                            r"0-31 of view\.legal, or its text\) \(the bot at [NS], deal \d+, "
                            r"trick 1\)\n", capsys.readouterr().err)
    finally:
        sys.modules.pop("crash_arena_bot", None)


def test_script_imports_a_file_and_says_a_module_s_error_in_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # --import reads a .py file and says a module's own error as belote simulate does,
    # where ./file.py was a TypeError's traceback ('package' argument required), file.py
    # "No module named 'file.py'" and a module that raised its traceback.
    from belote_cli.bots import registry

    (tmp_path / "file_arena_bot.py").write_text(
        "from belote_cli.bots import register_bot\n"
        "from belote_cli.bots.random_bot import RandomBot\n"
        "register_bot('filed', RandomBot)\n", encoding="utf-8")
    (tmp_path / "raising_arena_bot.py").write_text("x = y\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.path", list(sys.path))
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    try:
        module = _script()
        for given in ("./file_arena_bot.py", "file_arena_bot.py"):
            assert module.main(["--import", given, "--a", "filed", "--b", "random",
                                "--deals", "2"]) == 0
            assert "advantage of filed:" in capsys.readouterr().out
        assert module.main(["--import", "raising_arena_bot", "--deals", "2"]) == 1
        assert capsys.readouterr().err == ("error: --import raising_arena_bot: the module "
                                           "raised NameError: name 'y' is not defined\n")
    finally:
        for name in ("file_arena_bot", "raising_arena_bot"):
            sys.modules.pop(name, None)
