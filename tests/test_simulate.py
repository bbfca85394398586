"""Batch simulation: statistics against known answers, determinism, constrained deals."""

from __future__ import annotations

import dataclasses
import math
import multiprocessing
import random
import re
import signal
import tracemalloc

import pytest

import belote_cli.simulation.runner as runner_module
import belote_cli.system.workers as workers_module
from belote_cli.bots.base import BidView, PlayerView
from belote_cli.bots.fastplay import belote_seat, play_bots, play_random
from belote_cli.bots.registry import find_bot
from belote_cli.core.bidding import Deal, shuffled_deck
from belote_cli.core.cards import bits, mask_of, parse_card, parse_cards
from belote_cli.core.errors import BeloteError, CardError, IllegalPlayError
from belote_cli.core.rules import RuleSet, legal_plays, trick_winner
from belote_cli.core.scoring import MAX_SCORES, DealScore, ScoreTable, score_deal, score_table
from belote_cli.core.seats import SEATS, Seat, Team
from belote_cli.core.state import DealState
from belote_cli.dealfile import DealRecord
from belote_cli.engine.game import score_state
from belote_cli.engine.playing import play_deal, play_discovery
from belote_cli.simulation import (
    CHUNK_SIZE,
    DISCOVERY_DRAWS,
    DealResult,
    DiscoveryDraws,
    KnownHand,
    Moments,
    SimulationConfig,
    Stats,
    check_config,
    chunk_size_for,
    deal_key,
    histogram,
    known_deck,
    parse_known_hand,
    play_classic,
    play_discovery_deal,
    report_json,
    report_text,
    run_chunk,
    seed_base,
    simulate,
    wilson,
)
from belote_cli.simulation.config import MOST_DEALS, STREAMS
from belote_cli.simulation.stats import ranges, t_quantile
from belote_cli.texts import report_words

RANDOM = ("random", "random", "random", "random")
# Known answers are checked against 99.9% intervals: a correct engine fails one seed in
# a thousand, not one in twenty.
Z999 = 3.2905


def config(deals: int, **kw: object) -> SimulationConfig:
    """A run of ``deals`` with random bots and seed "t"."""
    options: dict[str, object] = {"seed": "t", "bots": RANDOM}
    options.update(kw)
    return SimulationConfig(deals, **options)  # type: ignore[arg-type]


def dealt_hands(rng: random.Random) -> list[int]:
    """Eight cards each (N E S W) from one shuffle of the deck."""
    deck = list(range(32))
    rng.shuffle(deck)
    return [mask_of(deck[8 * i:8 * i + 8]) for i in range(4)]


# --- the arithmetic of the report -----------------------------------------------------------

def test_wilson_interval_of_a_half() -> None:
    # 5 out of 10: p = 0.5, z = 1.96: centre 0.5, half-width
    # 1.96 * sqrt(0.025 + 1.96^2 / 400) / (1 + 1.96^2 / 10) = 0.2634.
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4)
    assert hi == pytest.approx(0.7634, abs=1e-4)


def test_wilson_interval_at_the_edges() -> None:
    lo, hi = wilson(0, 20)
    assert lo == 0.0
    # z^2 / (n + z^2) = 3.8415 / 23.8415
    assert hi == pytest.approx(3.8415 / 23.8415, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize(("df", "printed"), [
    (1, 12.706), (2, 4.303), (3, 3.182), (5, 2.571), (10, 2.228), (29, 2.045), (30, 2.042),
    (100, 1.984), (1000, 1.962)])
def test_student_t_quantile_is_the_printed_table_s(df: int, printed: float) -> None:
    # Student's t 0.975 as the printed tables give it, to their third decimal.
    assert t_quantile(0.975, df) == pytest.approx(printed, abs=5e-4)


def test_student_t_quantile_falls_to_the_normal_s() -> None:
    # The t of 1 degree of freedom is the Cauchy's: tan(π (p − 1/2)); of 2, exactly
    # (2p − 1) √(2 / (1 − (2p − 1)²)). It falls as the degrees grow, towards the normal's
    # 1.959964 (about 1.959964 + 2.37 / df for large df).
    assert t_quantile(0.975, 1) == pytest.approx(math.tan(math.pi * 0.475), rel=1e-10)
    assert t_quantile(0.975, 2) == pytest.approx(0.95 * math.sqrt(2 / (1 - 0.95 ** 2)),
                                                 rel=1e-10)
    assert t_quantile(0.5, 7) == pytest.approx(0.0, abs=1e-9)
    assert t_quantile(0.9, 1) == pytest.approx(math.tan(math.pi * 0.4), rel=1e-10)
    ts = [t_quantile(0.975, df) for df in (1, 2, 10, 100, 10_000, 1_000_000, 100_000_000)]
    assert ts == sorted(ts, reverse=True)
    assert ts[-1] == pytest.approx(1.959964, abs=1e-6)
    assert ts[-2] - 1.959964 == pytest.approx(2.37e-6, rel=0.01)
    with pytest.raises(ValueError):
        t_quantile(0.975, 0)
    with pytest.raises(ValueError):  # p from 0.5 up to 1, 1 not included: no t has it
        t_quantile(1.0, 5)


def test_moments_mean_and_sample_sd() -> None:
    m = Moments()
    for x in (1, 2, 3, 4):
        m.add(x)
    assert m.mean == 2.5
    assert m.sd == pytest.approx(math.sqrt(5 / 3))  # sum of squared deviations 5, n - 1 = 3
    # Four values, 3 degrees of freedom: Student's t 0.975 is 3.182 (the printed table),
    # the interval 2.5 ± 3.182 × √(5/3) / √4 = 2.5 ± 2.054: [0.446, 4.554], where the
    # normal's 1.96 gave 2.5 ± 1.265.
    lo, hi = m.interval()
    assert lo == pytest.approx(0.446, abs=1e-3)
    assert hi == pytest.approx(4.554, abs=1e-3)
    m = Moments()
    for x in (3, 5):  # 1 degree of freedom, t 12.706: 4 ± 12.706 × √2 / √2, from 0 on
        m.add(x)
    assert m.interval() == pytest.approx((4 - 12.706, 4 + 12.706), abs=1e-3)
    assert m.interval(0, 162) == pytest.approx((0.0, 16.706), abs=1e-3)
    assert Moments(1, 7, 49).interval() == (7.0, 7.0)  # one value: no spread to measure


def test_an_interval_is_held_inside_what_its_quantity_can_take() -> None:
    # Two deals, NS taking 0 then all 162 trick points: mean 81, sd 162 / √2, and Student's
    # t of 1 degree 12.706: 81 ± 12.706 × 81 = 81 ± 1,029.2, far past both ends of what a
    # side's trick points can be (0 to 162, RULES.md): held to [0, 162].
    m = Moments()
    for x in (0, 162):
        m.add(x)
    assert m.interval() == pytest.approx((81 - 12.706 * 81, 81 + 12.706 * 81), abs=0.05)
    assert m.interval(0, 162) == (0.0, 162.0)
    # Three deals of 150, 160 and 162: mean 157.333, squared deviations 53.78 + 7.11 +
    # 21.78 = 82.67 over 2, sd 6.429; t of 2 degrees 4.303: 157.333 ± 4.303 × 6.429 / √3
    # = 157.333 ± 15.97, [141.36, 173.30]: only the upper bound is cut, at 162.
    m = Moments()
    for x in (150, 160, 162):
        m.add(x)
    lo, hi = m.interval(0, 162)
    assert lo == pytest.approx(141.36, abs=0.01)
    assert hi == 162.0
    # A margin of three deals, +272, -272, +272: mean +90.67, sd 314.1, t 4.303:
    # 90.67 ± 780.3, held to a side's most deal score either side (-272, +272).
    m = Moments()
    for x in (272, -272, 272):
        m.add(x)
    assert m.interval(-272, 272) == (-272.0, 272.0)


def test_the_ranges_are_the_rule_book_s() -> None:
    # RULES.md: a side's trick points 0 to 162; a deal score at most a capot, 252, and its
    # belote, 20; with announcements the best a team can hold, its 16 cards as carrés of
    # J, 9, A and 10: 200 + 150 + 100 + 100 = 550. Coinche: a capot bid surcoinched, 500 × 4
    # = 2,000, and a belote. VARIANTS.md, raw TA: 248 + 10 = 258 trick points, a capot of
    # 248 + 100 = 348, a belote in each of the four suits, 80.
    classic = ranges(RuleSet())
    assert (classic.points, classic.score) == (162, 272)
    assert classic.margin() == (-272, 272) and classic.difference() == (-544, 544)
    assert ranges(RuleSet.parse("capot=250")).score == 270
    announced = ranges(RuleSet.parse("announcements=on"))
    assert (announced.announcements, announced.score) == (550, 822)
    # How many of each a deal can hold: two tierces or two cinquantes in a hand of 8, one
    # cent, four hands; one carré of each rank.
    assert announced.per_deal == (8, 8, 4, 1, 1, 1, 1, 1, 1)
    assert ranges(RuleSet.parse("variant=coinche")).score == 2020
    raw = ranges(RuleSet.parse("sa_ta=on sa_ta_points=raw"))
    assert (raw.points, raw.score) == (258, 428)
    assert ranges(RuleSet.parse("sa_ta=on")).score == 252 + 80
    assert ranges(RuleSet.parse("sa_ta=on ta_belote=none")).score == 272


def test_the_report_cuts_two_deals_intervals_at_the_range() -> None:
    # Two deals without bidding: NS's trick points a and b, their interval by hand,
    # (a + b) / 2 ± 12.706 × |a - b| / 2 (the sd of two values over √2), held to [0, 162]
    # in the text as in the JSON.
    summary = simulate(config(2, discovery=True))
    m = summary.stats["all"].points[0]
    a = (m.total + math.isqrt(2 * m.squares - m.total ** 2)) // 2
    b = m.total - a
    assert a * a + b * b == m.squares
    half = 12.706205 * abs(a - b) / 2
    lo, hi = max(0.0, (a + b) / 2 - half), min(162.0, (a + b) / 2 + half)
    assert (lo, hi) != ((a + b) / 2 - half, (a + b) / 2 + half)  # cut, here
    line = next(x for x in report_text(summary).splitlines() if x.startswith("trick points NS"))
    assert line.split("  ")[-2].strip() == f"[{lo:.2f}, {hi:.2f}]"
    ci95 = report_json(summary)["stats"]["trick_points"]["NS"]["ci95"]  # type: ignore[index]
    assert ci95 == pytest.approx([lo, hi], abs=1e-6)


def test_merging_chunks_equals_counting_at_once() -> None:
    whole = Stats()
    for i in range(3):
        whole.merge(run_chunk(config(3 * CHUNK_SIZE), i).stats["all"])
    again = Stats()
    for i in range(3):
        again.merge(run_chunk(config(3 * CHUNK_SIZE), i).stats["all"])
    assert whole == again
    assert whole.deals == 3 * CHUNK_SIZE
    assert whole.takes[0] + whole.takes[1] + whole.void == whole.deals
    assert whole.made + whole.dedans + whole.litige == whole.taken


# --- known answers ---------------------------------------------------------------------------

def test_discovery_random_bots_teams_score_alike() -> None:
    # Random bots, random trump: nothing favours a team, so both mean card points are 81
    # (they always sum to 162) and 81 lies in NS's interval.
    summary = simulate(config(6000, discovery=True))
    s = summary.stats["all"]
    assert s.tally_ok == s.deals == 6000
    lo, hi = s.points[0].interval(Z999)
    assert lo < 81 < hi
    assert s.points[0].total + s.points[1].total == 162 * 6000


def test_belote_holder_rate_is_seven_in_thirty_one() -> None:
    # Whoever holds the king of trump holds 7 of the other 31 cards: the queen is with them
    # with probability 7/31, whichever suit is trump.
    s = simulate(config(8000, discovery=True)).stats["all"]
    lo, hi = wilson(s.belote, s.played, Z999)
    assert lo < 7 / 31 < hi


def test_classic_random_bidding_rates() -> None:
    # A random bidder takes half the time in round one: the deal is void only if all four
    # pass round one (1/16) and all four pass round two (1/4 each): 1/4096. NS and EW take
    # equally often (the dealer turns).
    s = simulate(config(6000)).stats["all"]
    assert s.takes[0] + s.takes[1] + s.void == 6000
    lo, hi = wilson(s.void, s.deals, Z999)
    assert lo < 1 / 4096 < hi
    lo, hi = wilson(s.takes[0], s.taken, Z999)
    assert lo < 0.5 < hi
    # Someone holds belote-rebelote with probability 7/31, as in any deal of 4 x 8 cards
    # (random bots take whatever they hold).
    lo, hi = wilson(s.belote, s.played, Z999)
    assert lo < 7 / 31 < hi


def test_scores_follow_the_results() -> None:
    # What both teams write for a deal (RULES.md): 162 when made or dedans, 81 for a
    # litige (the takers' 81 are held), 252 for a capot; plus 20 for belote-rebelote,
    # which bots always declare.
    s = simulate(config(3000)).stats["all"]
    assert s.tally_ok == s.played
    capots = s.capot + s.capot_defence
    expected = (162 * (s.taken - s.litige - capots) + 81 * s.litige + 252 * capots
                + 20 * s.belote)
    assert s.score[0].total + s.score[1].total == expected
    assert s.margin.total == s.score[0].total - s.score[1].total
    assert sum(s.taker_points) == s.taken
    made, dedans, litige, capot = (sum(x) for x in zip(*s.by_team, strict=True))
    assert (made, dedans, litige, capot) == (s.made, s.dedans, s.litige, s.capot)


# --- determinism -----------------------------------------------------------------------------

def test_same_output_for_any_number_of_jobs() -> None:
    c = config(3 * CHUNK_SIZE + 17, rules=RuleSet.parse(["undertrump=required"]))
    one = simulate(c, jobs=1)
    two = simulate(c, jobs=2)
    assert report_text(one) == report_text(two)
    assert report_json(one) == report_json(two)


def test_jobs_below_one_play_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    # simulate(config, jobs=0) (or -1) is jobs=1: the chunks played here, in order, no
    # worker process started.
    c = config(2 * CHUNK_SIZE + 5, chunk_size=CHUNK_SIZE)
    one = simulate(c, jobs=1)

    def no_workers(*args: object, **kw: object) -> None:
        raise AssertionError("a worker process started")

    monkeypatch.setattr(runner_module, "ordered_results", no_workers)
    for jobs in (0, -1):
        assert report_json(simulate(c, jobs=jobs)) == report_json(one)


def test_worker_processes_are_stopped_when_the_caller_fails() -> None:
    # A writer that fails on the first chunk (a full disk, Ctrl-C...): by the time the
    # error reaches the caller, the worker processes are gone. (Left to the garbage
    # collector, they could outlive the run, and the exit would wait for them.)
    def fail(_: object) -> None:
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        simulate(config(10 * CHUNK_SIZE, chunk_size=CHUNK_SIZE), jobs=2, on_chunk=fail)
    assert multiprocessing.active_children() == []


def test_stop_signals_wait_while_the_workers_start(monkeypatch: pytest.MonkeyPatch) -> None:
    # Ctrl-C or SIGTERM while the workers are being started would leave some nobody stops
    # (the exit then waits for them for ever): both are held back meanwhile, and handled as
    # usual once all are started, in the parent and in the workers.
    stop = {signal.SIGINT, signal.SIGTERM}
    masks: list[set[int]] = []
    start = workers_module._Worker.__init__

    def watched(self: object, *args: object) -> None:
        masks.append(set(signal.pthread_sigmask(signal.SIG_BLOCK, [])))
        start(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(workers_module._Worker, "__init__", watched)
    simulate(config(3 * CHUNK_SIZE, chunk_size=CHUNK_SIZE), jobs=2)
    assert len(masks) == 2 and all(stop <= mask for mask in masks)
    assert not stop & set(signal.pthread_sigmask(signal.SIG_BLOCK, []))
    # A worker started with them held back lets them through again.
    signal.pthread_sigmask(signal.SIG_BLOCK, stop)
    try:
        fork = multiprocessing.get_context("fork")
        worker_masks = list(workers_module.ordered_results(_blocked_signals, 2, 2, context=fork))
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, stop)
    assert worker_masks and not any(stop & mask for mask in worker_masks)


def _blocked_signals(_: int) -> set[int]:
    return set(signal.pthread_sigmask(signal.SIG_BLOCK, []))


def test_same_output_for_any_chunk_size() -> None:
    # Each deal has its own seed: chunks only share out the work.
    texts = {report_text(simulate(config(1234, chunk_size=size), jobs=1))
             for size in (1, 100, 500, 5000)}
    assert len(texts) == 1


def test_discovery_counts_the_same_with_or_without_a_csv() -> None:
    # Without a CSV or a record the random discovery deals are counted straight from the
    # trick loop; with one, deal by deal: the same deals, the same statistics.
    plain = simulate(config(700, discovery=True))
    written = simulate(config(700, discovery=True, csv=True))
    assert report_json(plain) == report_json(written)
    assert report_text(plain) == report_text(written)


def test_discovery_deals_are_the_same_for_any_chunk_size_and_start() -> None:
    # Random discovery deals share a generator 64 at a time: chunks and --start cut
    # through those blocks anywhere.
    rows = run_chunk(config(150, discovery=True, csv=True), 0).csv.splitlines()
    for size in (1, 7, 100):
        c = config(150, discovery=True, csv=True, chunk_size=size)
        assert "".join(run_chunk(c, i).csv for i in range(c.chunks)).splitlines() == rows
    for number in (0, 63, 64, 70, 149):
        alone = run_chunk(config(1, start=number, discovery=True, csv=True), 0).csv
        assert alone.splitlines() == [rows[number]]
    texts = {report_text(simulate(config(400, discovery=True, chunk_size=size)))
             for size in (1, 33, 400)}
    assert len(texts) == 1


def test_discovery_draws_depend_on_the_deal_only() -> None:
    base = seed_base("t")

    def numbers(draws: DiscoveryDraws, n: int) -> list[float]:
        rnd = draws.draws(n)
        return [rnd() for _ in range(DISCOVERY_DRAWS)]

    in_order = DiscoveryDraws(base)
    seen = [numbers(in_order, n) for n in range(200)]
    backwards = DiscoveryDraws(base)
    assert [numbers(backwards, n) for n in reversed(range(200))] == seen[::-1]
    for n in (5, 64, 130, 3, 3):
        assert numbers(DiscoveryDraws(base), n) == seen[n]
        assert numbers(in_order, n) == seen[n]
    assert len({tuple(x) for x in seen}) == 200
    assert numbers(DiscoveryDraws(seed_base("u")), 0) != seen[0]
    # A deal never reads its neighbour's numbers: the 66th call stops.
    rnd = DiscoveryDraws(base).draws(0)
    for _ in range(DISCOVERY_DRAWS):
        rnd()
    with pytest.raises(StopIteration):
        rnd()


def test_deal_keys_are_one_per_deal_and_stream() -> None:
    keys = {deal_key(seed_base("t"), n, stream) for n in range(300) for stream in range(8)}
    assert len(keys) == 300 * 8
    assert deal_key(seed_base("t"), 5) != deal_key(seed_base("u"), 5)


def test_each_stream_of_a_deal_has_its_own_number() -> None:
    # A deal's generator streams: the deal 0, a known hand's opening bids 1, its scenarios
    # take, pass and bots 2, 3 and 4, with sa_ta=on passing then naming SA or TA 5 and 6
    # (round two's choices 2 to 7), the discovery block 7: no two of a known hand's draw
    # the same numbers.
    assert STREAMS == {"deal": 0, "bids": 1, "take": 2, "pass": 3, "bots": 4,
                       "pass then SA": 5, "pass then TA": 6, "block": 7}


def test_a_run_is_cut_in_as_many_chunks_as_its_deals_fill() -> None:
    # Chunks of 500 deals, the last one short: 499 and 500 deals make one chunk, 501 two,
    # 1000 two, 1001 three; one deal a chunk, as many chunks as deals.
    counts = {deals: config(deals, chunk_size=500).chunks for deals in (1, 499, 500, 501,
                                                                        1000, 1001)}
    assert counts == {1: 1, 499: 1, 500: 1, 501: 2, 1000: 2, 1001: 3}
    assert config(7, chunk_size=1).chunks == 7


def test_chunk_size_for() -> None:
    assert chunk_size_for(10000, 2) == 625  # 8 chunks a worker
    assert chunk_size_for(50, 2) == 100
    assert chunk_size_for(10**6, 2) == 4000


def test_chunk_size_for_an_expert_shares_a_few_dozen_deals_among_the_workers() -> None:
    # An expert deal costs about a third of a second: 30 deals went to one process of two
    # ('too few deals to share among --jobs 2') in chunks of at least 100. Eight chunks a
    # worker, as for fast bots, 30 / 16 rounded up being 2; 20 deals a chunk at most, as
    # on a cluster; the fast bots' chunks as they were.
    assert chunk_size_for(30, 2, ("expert", "heuristic")) == 2
    assert chunk_size_for(10, 2, ("heuristic", "expert")) == 1
    assert chunk_size_for(10000, 2, ("expert",)) == 20
    assert chunk_size_for(50, 2, ("heuristic", "random")) == 100


def test_chunk_size_for_one_worker_gives_it_eight_chunks() -> None:
    # chunk_size_for's docstring: about eight chunks a worker, so one worker's 10,000 deals
    # go in chunks of 1,250 (not the 625 of two workers); 8,001 / 8 is 1,000.125 and 801 / 8
    # is 100.125, rounded up (eight chunks, not a ninth of one deal): 1,001 and 101.
    assert chunk_size_for(10000, 1) == 1250
    assert chunk_size_for(8001, 1) == 1001
    assert chunk_size_for(801, 1) == 101


def test_a_deal_replays_alone_with_its_number() -> None:
    c = config(40, csv=True)
    rows = run_chunk(c, 0).csv.splitlines()
    alone = run_chunk(config(1, start=23, csv=True), 0).csv.splitlines()
    assert alone == [rows[23]]


def test_different_seeds_give_different_deals() -> None:
    a = run_chunk(config(50, csv=True), 0).csv
    b = run_chunk(config(50, csv=True, seed="u"), 0).csv
    assert a != b


# --- one engine --------------------------------------------------------------------------------

def _replay(tricks: list[tuple[int, ...]], trump: int, leader: Seat,
            rules: RuleSet) -> DealState:
    """Replay recorded tricks on a ``DealState``, every card checked against the rules."""
    record = DealRecord(trump=trump, leader=leader, rules=rules, tricks=tricks)
    hands = [0, 0, 0, 0]
    for seats, cards in zip(record.trick_seats(), tricks, strict=True):
        for seat, c in zip(seats, cards, strict=True):
            hands[seat] |= 1 << c
    state = DealState(hands, trump, leader, rules)
    for cards in tricks:
        for c in cards:
            state.play(c, check=True)
    return state


@pytest.mark.parametrize("options", [[], ["direction=anticlockwise", "undertrump=required"]])
def test_fast_random_deals_are_legal_and_scored_by_the_engine(options: list[str]) -> None:
    rules = RuleSet.parse(options)
    rng = random.Random(7)
    for i in range(300):
        res = play_classic(shuffled_deck(rng), SEATS[i % 4], rules, None, rng.random,
                           keep_tricks=True)
        if res.score is None:
            continue
        assert res.trump is not None and res.tricks is not None
        state = _replay(res.tricks, res.trump, res.leader, rules)
        holder = state.belote_holder()
        assert (res.belote_holder is None) == (holder is None)
        belote = None if holder is None else holder.team
        assert score_state(state, res.taker, rules, belote) == res.score
        assert state.points[0] + state.points[1] == 162


def test_fast_discovery_deals_are_legal() -> None:
    rules = RuleSet()
    rng = random.Random(8)
    for _ in range(200):
        res = play_discovery_deal(rules, None, rng, keep_tricks=True)
        assert res.trump is not None and res.tricks is not None and res.score is not None
        assert res.leader is Seat.S
        state = _replay(res.tricks, res.trump, Seat.S, rules)
        # Scored as a classic deal without a taker, and marked as the deal without bidding.
        assert res.score.game == "discovery"
        assert dataclasses.replace(score_state(state, None, rules, None),
                                   game="discovery") == res.score


@pytest.mark.parametrize("name", ["random", "heuristic"])
def test_bots_deals_match_the_shared_deal_loop(name: str) -> None:
    # Same seed, same bots: simulate's loop gives the deal game.play_deal gives.
    rules = RuleSet()
    for i in range(40):
        r1 = random.Random(i)
        played = play_deal([find_bot(name, r1) for _ in SEATS], r1, SEATS[i % 4], rules)
        r2 = random.Random(i)
        bots = [find_bot(name, r2) for _ in SEATS]
        res = play_classic(shuffled_deck(r2), SEATS[i % 4], rules, bots, r2.random,
                           keep_tricks=True)
        if played.state is None:
            assert res.score is None
            continue
        assert res.tricks == [t.cards for t in played.state.tricks]
        assert res.score == played.score
        r1 = random.Random(i)
        disc = play_discovery([find_bot(name, r1) for _ in SEATS], r1, rules)
        r2 = random.Random(i)
        res = play_discovery_deal(rules, [find_bot(name, r2) for _ in SEATS], r2,
                                  keep_tricks=True)
        assert disc.state is not None
        assert res.tricks == [t.cards for t in disc.state.tricks]
        assert res.score == disc.score


def test_play_random_picks_each_legal_card_alike() -> None:
    # Every card of the fast loop is drawn uniformly among the legal ones: at each play,
    # with n legal cards (by the engine's legal_plays), the card taken is the j-th lowest
    # of them for each j about once in n.
    rng = random.Random(8)
    hands = dealt_hands(rng)
    trump = 2
    counts: dict[tuple[int, int], int] = {}
    for _ in range(3000):
        tricks: list[tuple[int, ...]] = []
        play_random(hands, trump, 0, True, False, rng.random, tricks)
        held = list(hands)
        leader = 0
        for trick in tricks:
            seat = leader
            for i, c in enumerate(trick):
                legal = sorted(bits(legal_plays(held[seat], trick[:i], trump)))
                key = (len(legal), legal.index(c))
                counts[key] = counts.get(key, 0) + 1
                held[seat] &= ~(1 << c)
                seat = (seat + 1) % 4
            leader = (leader + trick_winner(trick, trump)) % 4
    for n in range(2, 9):
        total = sum(counts.get((n, j), 0) for j in range(n))
        if total < 400:
            continue
        expected = total / n
        sd = math.sqrt(total * (1 / n) * (1 - 1 / n))
        for j in range(n):
            assert abs(counts.get((n, j), 0) - expected) < 5 * sd, (n, j, counts)


@pytest.mark.parametrize("draw", [0.0, 0.25, 0.5, 0.75])
def test_play_random_takes_the_kth_lowest_legal_card_on_an_exact_draw(draw: float) -> None:
    # Each play draws k = rnd() * n for its n legal cards and takes the k-th lowest, from
    # 0: a draw of 0.5 with 2 legal cards is k = 1.0 exactly, the higher of the two, with
    # 4 legal cards k = 2.0, the third lowest; 0.25 with 4 cards the second lowest.
    # Every card of every seat, checked against the engine's legal_plays.
    exact = 0
    for seed in range(6):
        hands = dealt_hands(random.Random(seed))
        for trump in range(4):
            tricks: list[tuple[int, ...]] = []
            play_random(hands, trump, seed % 4, seed % 2 == 0, seed % 3 == 0,
                        lambda: draw, tricks)
            held = list(hands)
            leader = seed % 4
            step = 1 if seed % 2 == 0 else 3
            for trick in tricks:
                seat = leader
                for i, c in enumerate(trick):
                    legal = sorted(bits(legal_plays(held[seat], trick[:i], trump,
                                                    undertrump_required=seed % 3 == 0)))
                    k = int(draw * len(legal))
                    assert c == legal[k], (seed, trump, trick, i)
                    exact += draw * len(legal) == k >= 1
                    held[seat] &= ~(1 << c)
                    seat = (seat + step) % 4
                leader = (leader + step * trick_winner(trick, trump)) % 4
    assert exact > 0 or draw == 0.0


def test_a_bot_playing_an_illegal_card_is_stopped() -> None:
    # A bot of another kind (not the heuristic or random bot) goes through the views; a
    # card it may not play stops the deal with the bot's name and the card.
    class Reckless:
        name = "reckless"

        def bid(self, view: BidView) -> int | None:
            return None

        def play(self, view: PlayerView) -> int:
            return max(bits(view.hand & ~view.legal)) if view.hand & ~view.legal else max(
                bits(view.legal))

    rng = random.Random(5)
    hands = dealt_hands(rng)
    bots = [Reckless() for _ in range(4)]
    with pytest.raises(IllegalPlayError, match="the reckless bot played .*, not a legal card"):
        play_bots(hands, 0, 0, RuleSet(), bots)


def test_the_views_loop_plays_as_the_engine_without_a_trick_list() -> None:
    # A bot of another kind, without the list of tricks: the same points, tricks won and
    # last trick as the engine's DealState played with the same bot.
    class Lowest:
        name = "lowest"

        def bid(self, view: BidView) -> int | None:
            return None

        def play(self, view: PlayerView) -> int:
            return min(bits(view.legal))

    rng = random.Random(6)
    for trump in range(4):
        hands = dealt_hands(rng)
        bots = [Lowest() for _ in range(4)]
        result = play_bots(hands, trump, 1, RuleSet(), bots)
        state = DealState(hands, trump, Seat.E)
        while not state.is_over:
            state.play(min(bits(state.legal_moves())))
        assert result == (state.points[0], state.points[1], state.tricks_won(Team.NS),
                          int(state.tricks[-1].winner))


def test_play_random_leaves_the_hands_alone_and_tallies() -> None:
    rng = random.Random(4)
    hands = dealt_hands(rng)
    before = list(hands)
    tricks: list[tuple[int, ...]] = []
    ns, ew, ns_tricks, last = play_random(hands, 1, 2, True, False, rng.random, tricks)
    assert hands == before
    assert ns + ew == 162
    assert len(tricks) == 8 and sorted(c for t in tricks for c in t) == list(range(32))
    assert 0 <= ns_tricks <= 8 and last in range(4)


def test_belote_seat() -> None:
    hands = [0, 0, mask_of(parse_cards("KH QH 7S")), mask_of(parse_cards("KS"))]
    assert belote_seat(hands, 1) == 2
    assert belote_seat(hands, 0) is None


# --- should I take? ----------------------------------------------------------------------------

def test_parse_known_hand() -> None:
    known = parse_known_hand('S:V♠ 9♠ A♥ 10♣ 7♦', "8♠", "W")
    assert known == KnownHand(Seat.S, tuple(parse_cards("JS 9S AH 10C 7D")),
                              parse_card("8S"), Seat.W)
    # No dealer: the seat before deals, so the seat speaks first.
    assert parse_known_hand("E:JS 9S AH 10C 7D", "8S", None).dealer is Seat.N
    assert parse_known_hand("E:JS 9S AH 10C 7D", "8S", None, clockwise=False).dealer is Seat.S


@pytest.mark.parametrize(("hand", "retourne", "message"), [
    ("S:JS 9S AH 10C 1D", "8S", "unknown card"),
    ("S:JS 9S AH 10C JS", "8S", "twice"),
    ("S:JS 9S AH 10C", "8S", "5 cards"),
    ("S:JS 9S AH 10C 7D", "9S", "cannot be in"),
    ("S:JS 9S AH 10C 7D 8D 9D AD", "8S", "must hold the retourne"),
    ("X:JS 9S AH 10C 7D", "8S", "unknown seat"),
    ("S:JS 9S AH 10C 7D", "8S 9S", "one card"),
])
def test_bad_known_hands(hand: str, retourne: str, message: str) -> None:
    with pytest.raises(CardError, match=message):
        parse_known_hand(hand, retourne, "W")


@pytest.mark.parametrize("clockwise", [True, False])
@pytest.mark.parametrize("seat", list(SEATS))
def test_known_deck_never_contradicts_five_cards(seat: Seat, clockwise: bool) -> None:
    cards = parse_cards("JS 9S AH 10C 7D")
    known = KnownHand(seat, tuple(cards), parse_card("8S"), seat.next(clockwise))
    rng = random.Random(11)
    others = set()
    for _ in range(200):
        deck = known_deck(known, rng.random, clockwise)
        assert sorted(deck) == list(range(32))
        deal = Deal.from_deck(deck, known.dealer, clockwise)
        assert deal.hands[seat] == mask_of(cards)
        assert deal.retourne == parse_card("8S")
        full = deal.complete(seat)
        assert full[seat] & mask_of(cards) == mask_of(cards)
        assert (full[seat] >> parse_card("8S")) & 1
        others.add(deal.hands[seat.next()])
    assert len(others) > 150  # the rest is dealt at random


def test_known_deck_with_the_full_eight_cards() -> None:
    cards = parse_cards("JS 9S 8S AS AH 10C 7D KD")
    known = KnownHand(Seat.E, tuple(cards), parse_card("8S"), Seat.N)
    rng = random.Random(12)
    firsts = set()
    for _ in range(200):
        deal = Deal.from_deck(known_deck(known, rng.random), Seat.N)
        assert deal.complete(Seat.E)[Seat.E] == mask_of(cards)
        assert deal.hands[Seat.E] & ~mask_of(cards) == 0
        firsts.add(deal.hands[Seat.E])
    assert len(firsts) == 21  # any 5 of the 7 cards besides the retourne: C(7, 5) = 21


def test_should_i_take_scenarios() -> None:
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "E")  # S speaks first
    summary = simulate(config(400, hand=known))
    take, passing = summary.stats["take"], summary.stats["pass"]
    # Taking: S is the taker in every deal.
    assert summary.skipped == 0
    assert take.takes[Team.NS] == take.deals == 400
    assert take.made + take.dedans + take.litige == 400
    assert summary.pair.n == 400
    # The paired difference is the difference of the two margins, deal by deal.
    assert summary.pair.total == take.margin.total - passing.margin.total


def test_should_i_take_only_when_the_seats_before_passed() -> None:
    # Dealer W: N and E speak before S. Random bidders pass round one half the time each,
    # so S gets to decide in a quarter of the deals; the others are left out.
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "W")
    summary = simulate(config(1600, hand=known))
    reached = summary.stats["take"].deals
    assert reached + summary.skipped == 1600
    assert all(s.deals == reached for s in summary.stats.values())
    lo, hi = wilson(reached, 1600, Z999)
    assert lo < 1 / 4 < hi


def test_passing_seat_never_takes() -> None:
    known = parse_known_hand("W:JS 9S AH 10C 7D", "8S", "N")
    rows = [r.split(",") for r in run_chunk(config(200, hand=known, csv=True), 0)
            .csv.splitlines()]
    passes = [r for r in rows if r[2] == "pass"]
    takes = [r for r in rows if r[2] == "take"]
    assert len(passes) == len(takes) > 0
    assert all(r[5] != "W" for r in passes)
    assert all(r[5] == "W" and r[6] == "S" for r in takes)


# --- configuration ------------------------------------------------------------------------------

@pytest.mark.parametrize(("kw", "message"), [
    ({"deals": 0}, "at least 1"),
    ({"bots": ("random", "nobot", "random", "nobot")}, "unknown bot"),
    ({"rules": RuleSet.parse(["variant=coinche"]), "discovery": True}, "coinche"),
    ({"rules": RuleSet.parse(["variant=coinche"]),
      "hand": KnownHand(Seat.S, (0, 1, 2, 3, 4), 5, Seat.W)}, "coinche"),
    ({"discovery": True, "hand": KnownHand(Seat.S, (0, 1, 2, 3, 4), 5, Seat.W)}, "--hand"),
])
def test_check_config_rejects(kw: dict[str, object], message: str) -> None:
    options: dict[str, object] = {"deals": 10, "seed": "t", "bots": RANDOM}
    options.update(kw)
    with pytest.raises(BeloteError, match=message):
        check_config(SimulationConfig(**options))  # type: ignore[arg-type]


# --- the tally check names failing deals -------------------------------------------------------

def test_a_deal_that_does_not_tally_is_named() -> None:
    good = score_deal(0, (100, 62), Team.NS, Seat.N, RuleSet())
    bad = score_deal(0, (100, 61), Team.NS, Seat.N, RuleSet())  # 161: a card point lost
    s = Stats()
    s.add(DealResult(0, "x:0", Seat.W, 3, Seat.N, 0, Seat.N, good, None))
    s.add(DealResult(1, "x:1", Seat.N, 3, Seat.N, 0, Seat.E, bad, None))
    assert (s.tally_ok, s.played, s.failures) == (1, 2, ["x:1"])
    summary = simulate(config(1))
    summary.stats["all"] = s
    text = report_text(summary)
    assert "1/2 deals tally 162 ✗" in text
    assert "deal 1 (seed x:1)" in text and "--start 1 --deals 1" in text


_FAILS_IN = {  # the cases (round one) or choices (round two) named, by language
    (1, "en"): ("when S passes twice and when the bots bid for all", "when S takes",
                "when S takes, when S passes twice and when the bots bid for all"),
    (2, "en"): ("when S takes ♥ and when S takes ♦", "when S passes again",
                "when S passes again, when S takes ♥ and when S takes ♦"),
    (1, "fr"): ("quand S passe deux fois et quand la prise est laissée aux robots",
                "quand S prend",
                "quand S prend, quand S passe deux fois et quand la prise est laissée aux "
                "robots"),
    (2, "fr"): ("quand S prend à ♥ et quand S prend à ♦", "quand S passe encore",
                "quand S passe encore, quand S prend à ♥ et quand S prend à ♦"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("round_", [1, 2])
def test_the_tally_of_a_known_hand_counts_the_deals_of_every_case(round_: int,
                                                                  lang: str) -> None:
    # The tally checks that every deal played adds to 162: with --hand, round one's counts
    # the deals of every case (taking, passing twice, the bots bidding), as round two's
    # does those of every choice; it counted the takes alone, so that a deal failing when
    # S passes went unseen (1/1 deal tallies 162 ✓). Here deal 0 played and tallied in
    # two cases, deal 1 failing in two (161 points), deal 3 in the first case alone, deal 4
    # in the first three, and a void deal, which has no tally: 2 of 8 deals played tally,
    # each failing deal named once with the cases or choices it fails in (the first three:
    # take, pass twice, bots; round two's retourne ♠ leaves pass, ♥, ♦, ♣), where the line
    # named none of them.
    good = score_deal(0, (100, 62), Team.NS, Seat.N, RuleSet())
    bad = score_deal(0, (100, 61), Team.NS, Seat.N, RuleSet())

    def stats(*deals: tuple[int, DealScore | None]) -> Stats:
        s = Stats()
        for number, score in deals:
            s.add(DealResult(number, f"x:{number}", Seat.W, 3, Seat.N, 0, Seat.N, score,
                             None))
        return s

    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "E")  # S speaks first
    summary = simulate(config(2, hand=known, round=round_))
    names = summary.config.scenarios
    for name in names:
        summary.stats[name] = Stats()
    summary.stats[names[0]] = stats((0, good), (3, bad), (4, bad))
    summary.stats[names[1]] = stats((0, good), (1, bad), (4, bad))
    summary.stats[names[2]] = stats((1, bad), (2, None), (4, bad))
    when = _FAILS_IN[round_, lang]
    if lang == "en":
        lines = report_text(summary).splitlines()
        expected = ["2/8 deals tally 162 ✗"] + [
            f"  fails: deal {n} (seed x:{n}) {w}; replay with --seed t --start {n} --deals 1"
            for n, w in zip((1, 3, 4), when, strict=True)]
    else:
        lines = report_text(summary, report_words("fr")).splitlines()
        expected = ["2/8 donnes font 162 ✗"] + [
            f"  en échec\xa0: donne {n} (graine x:{n}) {w}\xa0; à rejouer avec --seed t "
            f"--start {n} --deals 1" for n, w in zip((1, 3, 4), when, strict=True)]
    # Each failing deal's line within 80 columns, its continuations after four blanks:
    # put back together, the line as written.
    tally = lines.index(expected[0])
    joined = lines[tally:tally + 1]
    for line in lines[tally + 1:]:
        assert len(line) <= 80 and line.startswith("  ")
        if line.startswith("    "):
            joined[-1] += " " + line[4:]
        else:
            joined.append(line)
    assert joined == expected


@pytest.mark.parametrize("rules", [RuleSet(), RuleSet.parse(["variant=coinche"])],
                         ids=["classic", "coinche"])
def test_the_french_report_names_the_takers_l_attaque(rules: RuleSet) -> None:
    # The rule book's word for the team that took ('son équipe est l'attaque'), as the
    # tally and the review say it: the report said 'capot (les preneurs font 8)', 'capot
    # contre les preneurs', 'chez les preneurs' and 'points de plis des preneurs'. Each line
    # the English one's, figures and all.
    summary = simulate(config(40, rules=rules))
    english = report_text(summary).splitlines()
    french = report_text(summary, report_words("fr")).splitlines()
    words = {"  capot (takers win all 8)": "  capot (l'attaque fait les 8)",
             "  capot against the takers": "  capot contre l'attaque",
             "  by the takers": "  par l'attaque"}
    for line in english:
        for label, said in words.items():
            if line.startswith(label.ljust(30)):
                figures = line[30:].split()
                shown = next(x for x in french if x.startswith(said.ljust(30)))
                assert shown[30:].split()[0] == figures[0], (line, shown)
    assert sum(x.startswith(tuple(w.ljust(30) for w in words.values())) for x in french) == 3
    if rules.variant == "coinche":
        assert any(x.startswith("points de plis de l'attaque (") for x in french)
    assert not any("preneurs" in line for line in french)


@pytest.mark.parametrize(("variant", "lang", "title"), [
    ("classic", "en", "takers' trick points ({n} deals)"),
    ("classic", "fr", "points de plis de l'attaque ({n} donnes)"),
    ("coinche", "en", "takers' trick points ({n} deals)"),
    ("coinche", "fr", "points de plis de l'attaque ({n} donnes)"),
    ("deux", "en", "taker's trick points ({n} deals)"),
    ("deux", "fr", "points de plis du preneur ({n} donnes)"),
])
def test_the_histogram_of_the_takers_has_one_title(variant: str, lang: str, title: str) -> None:
    # Classic and coinche count the same figure, the taking team's trick points
    # (Stats.taker_points), and title it alike: classic said "taker's trick points" and
    # "points de plis du preneur", as if of one player, where coinche said "takers'" and
    # "de l'attaque". At two players the taker is one player, and his title says so.
    summary = simulate(config(20, rules=RuleSet.parse([f"variant={variant}"])))
    lines = report_text(summary, report_words(lang)).splitlines()
    taken = summary.stats["all"].taken
    assert 0 < taken <= 20
    at = lines.index(title.format(n=taken))
    assert lines[at + 1].split()[0] == "0-9"
    titles = ("taker's trick points", "takers' trick points", "points de plis du preneur",
              "points de plis de l'attaque")
    assert sum(line.startswith(titles) for line in lines) == 1


@pytest.mark.parametrize(("lang", "played", "tally", "raw"), [
    ("en", 0, "0/0 deals tally 162 ✓", "their"), ("en", 1, "1/1 deal tallies 162 ✓", "its"),
    ("en", 2, "2/2 deals tally 162 ✓", "their"), ("fr", 0, "0/0 donne fait 162 ✓", "son"),
    ("fr", 1, "1/1 donne fait 162 ✓", "son"), ("fr", 2, "2/2 donnes font 162 ✓", "leur"),
])
def test_the_tally_of_one_deal_is_singular(lang: str, played: int, tally: str,
                                           raw: str) -> None:
    # One deal played tallies (it said "1/1 deals tally"); French counts 0 and 1 in the
    # singular, as the rest of the report does ("sur 0 donne prise").
    s = Stats()
    for k in range(played):
        s.add(DealResult(k, f"x:{k}", Seat.W, 3, Seat.N, 0, Seat.N,
                         score_deal(0, (100, 62), Team.NS, Seat.N, RuleSet()), None))
    assert (s.tally_ok, s.played) == (played, played)
    for rules, total in ((RuleSet(), "162"),
                         (RuleSet.parse(["sa_ta=on", "sa_ta_points=raw"]), f"{raw} total (")):
        summary = simulate(config(1, rules=rules))
        summary.stats["all"] = s
        lines = report_text(summary, report_words(lang)).splitlines()
        assert any(line.startswith(tally[:-2].replace("162", total)) and line.endswith(" ✓")
                   for line in lines), lines


@pytest.mark.parametrize(("lang", "taken", "said"), [
    ("en", 0, "contracts, of 0 played:"), ("en", 1, "contracts, of 1 played:"),
    ("fr", 0, "contrats, sur 0 joué\xa0:"), ("fr", 1, "contrats, sur 1 joué\xa0:"),
    ("fr", 2, "contrats, sur 2 joués\xa0:"),
])
def test_the_coinche_contracts_played_agree_with_their_count(lang: str, taken: int,
                                                             said: str) -> None:
    # French said "sur 1 joués".
    summary = simulate(config(1, rules=RuleSet.parse(["variant=coinche"])))
    summary.stats["all"] = Stats(deals=taken, takes=[taken, 0])
    assert said in report_text(summary, report_words(lang)).splitlines()


@pytest.mark.parametrize(("lang", "dealt", "reached", "said"), [
    ("en", 1, 0, "E speaks first: S decides in 0 of 1 deal (1 left out: E took)"),
    ("en", 3, 1, "E speaks first: S decides in 1 of 3 deals (2 left out: E took)"),
    ("en", 3, 2, "E speaks first: S decides in 2 of 3 deals (1 left out: E took)"),
    ("fr", 1, 0, "E parle avant\xa0: S décide dans 0 donne sur 1 (1 écartée\xa0: E a pris)"),
    ("fr", 3, 1, "E parle avant\xa0: S décide dans 1 donne sur 3 (2 écartées\xa0: E a pris)"),
    ("fr", 3, 2, "E parle avant\xa0: S décide dans 2 donnes sur 3 (1 écartée\xa0: E a pris)"),
])
def test_the_deals_where_the_known_hand_decides_agree_with_their_count(
        lang: str, dealt: int, reached: int, said: str) -> None:
    # Dealer N: E speaks before S, and the deals where E took are left out. English puts
    # the noun after the deals dealt (0 of 1 deal), French after those S decides in (it
    # said "dans 1 donnes sur 3 (2 écartées", "0 donnes sur 1 (1 écartées").
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "N")
    summary = simulate(config(dealt, hand=known))
    summary.skipped = dealt - reached
    summary.stats = {name: Stats(deals=reached) for name in summary.stats}
    assert said in report_text(summary, report_words(lang)).splitlines()


def test_the_french_report_writes_the_decimal_comma() -> None:
    # NS take both deals and make them, with 90 and 72 card points: a rate of 2 of 2 is
    # 100 %, its Wilson interval from 2 / (2 + 1.959964²) = 34.24 % to 100 %; the mean is
    # 81, the sd √((9² + 9²) / 1) = √162 = 12.73, the interval 81 ± 12.706205 × √162 / √2
    # (Student's t 0.975 with 1 degree of freedom) = 81 ± 114.36, held inside a side's 0 to
    # 162 trick points: [0, 162].
    # French writes them with the decimal comma, a no-break space before %
    # and ;, and an interval [a ; b] as play's French review does (it wrote 100.00%,
    # [34.24%, 100.00%], 81.00, [63.36, 98.64], sd 12.73 and 50.0% as in English).
    s = Stats(deals=2, takes=[2, 0], made=2)
    for ns in (90, 72):
        s.points[0].add(ns)
        s.points[1].add(162 - ns)
        s.taker_points[ns] += 1
    summary = simulate(config(1))
    summary.stats["all"] = s
    english = report_text(summary).splitlines()
    french = report_text(summary, report_words("fr")).splitlines()
    # The count and the mean end at column 43, under a column as wide as a billion deals'
    # hands (4,000,000,000): a label of 30 characters, then 13.
    assert "  made" + " " * 36 + "2  100.00%  [34.24%, 100.00%]" in english
    assert ("  réussies" + " " * 32 + "2  100,00\xa0%  [34,24\xa0%\xa0; 100,00\xa0%]"
            in french)
    assert "trick points NS" + " " * 23 + "81.00  [0.00, 162.00]  sd 12.73" in english
    assert "points de plis NS" + " " * 21 + "81,00  [0,00\xa0; 162,00]  é.-t. 12,73" in french
    bins = [line for line in french if line.startswith(("    70-79 ", "    90-99 "))]
    assert len(bins) == 2 and all(line.endswith("        1   50,0\xa0%") for line in bins)
    # The columns line up, counted in characters: each rate ends under the heading's taux
    # and each interval starts under its intervalle, 100,00 % included.
    heading = french.index(next(line for line in french if "intervalle" in line))
    rates = [line for line in french[heading + 1:] if "\xa0%  [" in line]
    assert len(rates) > 5
    for line in rates:
        assert line.index("[") == french[heading].index("intervalle")
        assert line.index("[") - 2 == french[heading].index("taux") + len("taux")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "taking minus passing, margin per deal in points: +20.00 [+7.29, +32.71]: take"),
    ("fr", "prendre plutôt que passer, écart par donne en points\xa0: +20,00 "
           "[+7,29\xa0; +32,71]\xa0:"),
])
def test_the_verdict_of_taking_in_the_report_language(lang: str, said: str) -> None:
    # Taking minus passing of 19 and 21 points: mean 20, sd √2, the interval
    # 20 ± 12.706205 × √2 / √2 = 20 ± 12.71 (Student's t 0.975, 1 degree of freedom), all
    # above 0: take. The margin says its unit, points; in French, 88 columns in one line,
    # the verdict goes under the figures.
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "N")
    summary = simulate(config(1, hand=known))
    summary.skipped = 0
    summary.pair = Moments()
    for margin in (19, 21):
        summary.pair.add(margin)
    assert said in report_text(summary, report_words(lang)).splitlines()


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["taking minus passing, margin per deal in points: +20.00 [-488.25, +528.25]:",
            "  no clear difference"]),
    ("fr", ["prendre plutôt que passer, écart par donne en points\xa0: +20,00",
            "  [-488,25\xa0; +528,25]\xa0: pas de différence nette"]),
])
def test_a_verdict_that_passes_80_columns_goes_on_a_line_of_its_own(
        lang: str, said: list[str]) -> None:
    # Taking minus passing of -20 and 60 points: mean 20, sd √3200, the interval
    # 20 ± 12.706205 × √3200 / √2 = 20 ± 508.25, 0 inside: no clear difference. In one
    # line 95 characters in English, 107 in French: in English the verdict goes under
    # the figures; in French, whose figures pass 80 columns too, the interval goes with
    # it, where a break in the interval left the verdict alone on a third line.
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "N")
    summary = simulate(config(1, hand=known))
    summary.skipped = 0
    summary.pair = Moments()
    for margin in (-20, 60):
        summary.pair.add(margin)
    lines = report_text(summary, report_words(lang)).splitlines()
    at = lines.index(said[0])
    assert lines[at:at + 2] == said
    assert len(said[0]) + 1 + len(said[1].strip()) > 80
    assert all(len(line) <= 80 for line in lines)


def test_a_failing_deal_s_line_of_the_french_known_hand_report_fits_80_columns() -> None:
    # Deal 4 failing in the three cases: in one line, 143 characters; broken at the last
    # space that keeps 80 columns (75, then 58), the options to copy kept together.
    bad = score_deal(0, (100, 61), Team.NS, Seat.N, RuleSet())
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "E")
    summary = simulate(config(2, hand=known))
    for name in summary.config.scenarios:
        s = Stats()
        s.add(DealResult(4, "x:4", Seat.W, 3, Seat.N, 0, Seat.N, bad, None))
        summary.stats[name] = s
    lines = report_text(summary, report_words("fr")).splitlines()
    assert lines[-4:] == [
        "0/3 donnes font 162 ✗",
        "  en échec\xa0: donne 4 (graine x:4) quand S prend, quand S passe deux fois et",
        "    quand la prise est laissée aux robots\xa0; à rejouer avec",
        "    --seed t --start 4 --deals 1"]


def test_the_french_known_hand_report_names_the_classic_taking_la_prise() -> None:
    # --hand asks about the classic taking, la prise in the French rule book: its third
    # case, where the bots decide for S too, said the coinche's 'enchères des robots' and
    # 'quand les robots font toutes les enchères'. The labels S prend (7 characters),
    # S passe deux fois (17) and prise des robots (16) are padded to 18, the least width.
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "E")
    words = report_words("fr")
    summary = simulate(config(2, hand=known))
    lines = report_text(summary, words).splitlines()
    expected = lines.index(words["expected"].format(team="NS", other="EO"))
    rows = lines[expected + 1:expected + 4]
    assert [row[:23] for row in rows] == [
        "  S prend            NS", "  S passe deux fois  NS", "  prise des robots   NS"]
    assert all(len(row) <= 80 for row in rows)
    assert not [line for line in lines if "enchère" in line]
    assert words["fails_when_bots"] == "quand la prise est laissée aux robots"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_announcement_points_of_each_scenario_line_up(lang: str) -> None:
    # A label of 19 characters ("enchères des robots", as French said), one more than
    # the column's 18: its line of announcement points put NS a column to the right of
    # the others' (the expected scores above already widened the column for it). Dealer
    # E: S speaks first, so that both deals reach S.
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "E")
    rules = RuleSet.parse(["announcements=on"])
    text = report_text(simulate(config(2, hand=known, rules=rules)), report_words(lang))
    lines = text.splitlines()
    heading = lines.index(report_words(lang)["announcement_points_score"])
    rows = lines[heading + 1:heading + 4]
    assert [row.index(" NS ") for row in rows] == [rows[0].index(" NS ")] * 3, rows
    expected = lines[lines.index(report_words(lang)["expected"].format(
        team="NS", other=report_words(lang)["EW"])) + 1]
    assert rows[0].index(" NS ") == expected.index(" NS ")


#: The games of the text report, each with the rules that make it.
REPORT_GAMES = {
    "classic": ["announcements=on"], "coinche": ["variant=coinche", "announcements=on"],
    "sa_ta": ["variant=coinche", "sa_ta=on"], "deux": ["variant=deux"],
    "decouverte": ["variant=decouverte"],
    "decouverte_no_bid": ["variant=decouverte", "decouverte_bid=off"],
}


def _stats_of(deals: int) -> Stats:
    """Made-up totals of ``deals`` deals, every one taken by NS (by S at two), made, with
    its belote, every announcement and a contract of 80 (coinche), each count as large
    as the deals allow: the hands holding an announcement four a deal."""
    s = Stats(deals=deals, takes=[deals, 0], made=deals, belote=deals, belote_takers=deals,
              tally_ok=deals, by_team=[[deals, 0, 0, 0], [0] * 4], ann_any=deals,
              ann_hands=4 * deals, ann_best=[deals, 0], ann_scored=[deals, 0],
              ann_points=[20 * deals, 0], ann_squares=[400 * deals, 0])
    s.ann_deals = [deals] * len(s.ann_deals)
    s.ann_count = [deals] * len(s.ann_count)
    s.ann_count_sq = [deals] * len(s.ann_count_sq)
    s.levels[0] = s.levels_made[0] = deals
    s.taker_points[100] = deals
    for team, points in enumerate((100, 62)):
        s.points[team] = Moments(deals, points * deals, points * points * deals + deals)
        s.score[team] = Moments(deals, points * deals, points * points * deals + deals)
    return s


def _report_of(game: str, deals: int, lang: str) -> list[str]:
    """The text report of ``game`` over ``_stats_of(deals)``, NS's bots not EW's at four
    (each team's contracts then listed)."""
    rules = RuleSet.parse(REPORT_GAMES[game])
    # At two, S's bot and N's are one.
    bots = RANDOM if rules.players == 2 else ("heuristic", "random", "heuristic", "random")
    summary = simulate(config(1, rules=rules, bots=bots))
    summary.config = dataclasses.replace(summary.config, deals=deals)
    summary.stats["all"] = _stats_of(deals)
    return report_text(summary, report_words(lang)).splitlines()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", list(REPORT_GAMES))
def test_the_report_groups_counts_of_a_thousand_and_more(game: str, lang: str) -> None:
    # 11,070 deals: grouped by a comma in English, a narrow no-break space in French, as
    # the speed line groups its rate (it wrote 11070 classic deals and 11070/11070); a
    # hand of announcements four a deal, 44,280; the JSON keeps its numbers.
    lines = _report_of(game, 11070, lang)
    text = "\n".join(lines)
    group = "," if lang == "en" else "\u202f"
    eleven, forty_four = f"11{group}070", f"44{group}280"
    assert f"{eleven}/{eleven} " in lines[-1]
    assert lines[0].startswith(f"{eleven} ")
    assert "11070" not in text and "44280" not in text
    if game == "classic":
        # the takers' line and NS's (EW took none), the histogram's heading, the
        # announcements', the hands holding one
        assert sum(f" {eleven} " in line and line.endswith(":") for line in lines) == 2
        assert sum(f"({eleven} " in line for line in lines) == 1
        assert any(line.startswith(report_words(lang)["announcements"])
                   and f" {eleven} " in line for line in lines)
        assert any(f" {forty_four}  " in line for line in lines)
    if game in ("coinche", "sa_ta"):  # the contracts at 80, made
        assert any(line.startswith("80 ") and line.count(eleven) == 2 for line in lines)
    # The histogram's bin of 100-109 holds them all.
    assert any(line.startswith("  100-109 ") and f" {eleven}  100" in line for line in lines)
    summary = simulate(config(1, rules=RuleSet.parse(REPORT_GAMES[game])))
    summary.config = dataclasses.replace(summary.config, deals=11070)
    summary.stats["all"] = _stats_of(11070)
    data = report_json(summary)
    assert data["deals"] == 11070
    assert "11,070" not in str(data) and "11\u202f070" not in str(data)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", list(REPORT_GAMES))
def test_the_report_s_columns_line_up_at_the_most_deals(game: str, lang: str) -> None:
    # A billion deals (--deals' limit), every count as large as it can be, the hands
    # holding an announcement 4,000,000,000: each count and mean ends where its column's
    # heading does, each rate where its heading's, each interval starts under its
    # heading's, each histogram count at the same column; before, 4000000000 and
    # 1,000,000,000 ran over the column of 9.
    words = report_words(lang)
    lines = _report_of(game, MOST_DEALS, lang)
    group = "," if lang == "en" else "\u202f"
    billion = f"1{group}000{group}000{group}000"
    assert lines[0].startswith(billion + " ")
    assert lines[-1].startswith(f"{billion}/{billion} ")

    def block(at: int) -> list[str]:
        # The rows under the heading at ``at``, to the blank line; a row that heads the
        # next few (``taker, of 1,000,000,000 deals taken:``) is no row of figures.
        rows = []
        for row in lines[at + 1:]:
            if not row:
                break
            if not row.endswith(":"):
                rows.append(row)
        return rows

    checked = 0
    tables = [(words["deals"], words["rate"]), (words["mean"], None),
              (words["contracts"], words["made_column"])]
    for at, heading in enumerate(lines):
        table = next(((count, other) for count, other in tables
                      if heading.startswith(" ") and heading.strip().startswith(f"{count} ")
                      or re.match(f"{words['contract']} +{count} ", heading)
                      or count == words["mean"] and heading.startswith(words["per_deal"])),
                     None)
        if table is None:
            continue
        count, other = table
        count_end = heading.index(count) + len(count)
        for row in block(at):
            assert row[count_end - 1] != " " and row[count_end] == " ", (heading, row)
            if other is not None and other != words["rate"]:  # the contracts made
                other_end = heading.index(other) + len(other)
                assert row[other_end - 1] != " " and row[other_end] == " ", (heading, row)
            if "[" in row and (other is None or "%  [" in row):  # a rate's or a mean's
                assert row.index("[") == heading.index(words["interval"]), (heading, row)
            checked += 1
    assert checked >= (3 if game == "decouverte_no_bid" else 12)
    # The histogram's counts end at one column, 0 as 1,000,000,000.
    ends = {re.search(r"(\d[\d,\u202f]*)  +[\d.,]+\xa0?%$", line).end(1)  # type: ignore[union-attr]
            for line in lines if re.match(r"  [ \d]{3}\d?-\d+ ", line)}
    assert len(ends) == 1
    assert any(line.startswith("  100-109 ") and f" {billion}  " in line for line in lines)
    # Within 80 columns (the levels' French row 79), the announcements' table too, whose
    # rates and announcements per deal stood side by side (95 columns, 104 its heading).
    assert all(len(line) <= 80 for line in lines), [line for line in lines if len(line) > 80]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "E speaks first: S decides in 11,070 of 12,000 deals (930 left out: E took)"),
    ("fr", "E parle avant\xa0: S décide dans 11\u202f070 donnes sur 12\u202f000 (930 "
           "écartées\xa0: E a pris)"),
])
def test_the_known_hand_s_counts_are_grouped(lang: str, said: str) -> None:
    # 12,000 deals, 930 left out where E took before S: S decides in the 11,070 others.
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "N")
    summary = simulate(config(2, hand=known))
    summary.config = dataclasses.replace(summary.config, deals=12000)
    summary.skipped = 930
    summary.stats = {name: Stats(deals=11070) for name in summary.stats}
    assert said in report_text(summary, report_words(lang)).splitlines()


# --- the table of scores -----------------------------------------------------------------------

def test_score_table_scores_as_score_deal() -> None:
    table = ScoreTable(RuleSet())
    # N takes spades with 100 points, EW 62: made, each team writes its points; NS hold
    # belote (+20).
    score, ok = table.score((0, 100, 62, 0, 0, 0, -1))
    assert (score.result, score.score, ok) == ("made", (120, 62), True)
    assert score == score_deal(0, (100, 62), Team.NS, Seat.N, RuleSet(), Team.NS)
    # E takes with 81 of 162: a litige, EW's 81 held; 161 points in all fails the tally.
    litige, ok = table.score((0, 81, 81, 1, 1, -1, -1))
    assert (litige.result, litige.score, litige.held, ok) == ("litige", (81, 0), 81, True)
    assert table.score((0, 100, 61, 0, 0, -1, -1))[1] is False
    # NS won every trick with W taking: EW are capot and dedans, NS score 252.
    capot, _ = table.score((2, 162, 0, 0, 3, -1, 0))
    assert (capot.result, capot.score, capot.capot) == ("dedans", (252, 0), Team.NS)
    assert table.score((0, 100, 62, 0, 0, 0, -1))[0] is score  # kept, not scored again


def test_score_table_keeps_each_contract_kind_s_capot_and_total() -> None:
    # With the raw SA and TA tables (VARIANTS.md), a capot is worth the 32 cards' points
    # plus 100 (SA 120 + 100 = 220, TA 248 + 100 = 348; a suit 252) and a dedans gives the
    # defence the deal's whole total (TA 258): each kind its own, whichever came first.
    rules = RuleSet(sa_ta="on", sa_ta_points="raw")
    table = ScoreTable(rules)
    for trump, points, value in [(4, 130, 220), (5, 258, 348), (0, 162, 252)]:
        score, ok = table.score((trump, points, 0, 0, 0, -1, 0))  # N takes, NS capot
        assert (score.result, score.score, ok) == ("made", (value, 0), True)
        assert score == score_deal(trump, (points, 0), Team.NS, Seat.N, rules, None, Team.NS)
    dedans, ok = table.score((5, 100, 158, 1, 0, -1, -1))  # N takes TA with 100 of 258
    assert (dedans.result, dedans.score, dedans.total, ok) == ("dedans", (0, 258), 258, True)


def test_score_table_stops_growing_at_its_bound() -> None:
    # Every trump, taker, belote team and split of the 162 points with either team taking
    # the last trick: 4 * 4 * 3 * 163 * 2 = 15,648 keys, more than the table keeps.
    table = ScoreTable(RuleSet())
    keys = [(trump, ns, 162 - ns, last, taker, belote, -1) for trump in range(4)
            for taker in range(4) for belote in (-1, 0, 1) for ns in range(163)
            for last in (0, 1)]
    assert len(keys) > MAX_SCORES
    for key in keys:
        table.score(key)
    assert len(table.scores) == MAX_SCORES
    assert list(table.scores) == keys[:MAX_SCORES]  # the first ones met are kept
    # A key met after the table is full is still scored right, each time it comes: W takes
    # clubs with 90 of 162, made, EW hold belote (+20).
    late = (3, 72, 90, 1, 3, 1, -1)
    assert keys.index(late) >= MAX_SCORES
    score, ok = table.score(late)
    assert (score.result, score.score, ok) == ("made", (72, 110), True)
    assert late not in table.scores and len(table.scores) == MAX_SCORES


def test_score_table_is_one_per_rule_set() -> None:
    assert score_table(RuleSet()) is score_table(RuleSet())
    assert score_table(RuleSet()) is not score_table(RuleSet.parse(["tie=dedans"]))


def test_the_fast_discovery_loop_checks_every_tally(monkeypatch: pytest.MonkeyPatch) -> None:
    # A trick loop that loses a card point on the odd deals: each of them fails the
    # check and the first ten are named, in deal order.
    played = [0]

    def lossy(*args: object) -> tuple[int, int, int, int]:
        ns, ew, ns_tricks, last = play_random(*args)  # type: ignore[arg-type]
        played[0] += 1
        return (ns - 1 if played[0] % 2 == 0 else ns), ew, ns_tricks, last

    monkeypatch.setattr(runner_module, "play_random", lossy)
    s = simulate(config(40, start=100, discovery=True)).stats["all"]
    assert (s.tally_ok, s.played) == (20, 40)
    assert s.failures == [f"t:{n}" for n in range(101, 120, 2)]


@pytest.mark.slow
def test_memory_stays_flat() -> None:
    # Statistics are accumulated, not deals stored: ten times the deals, the same memory.
    peaks = []
    for deals in (2 * CHUNK_SIZE, 20 * CHUNK_SIZE):
        tracemalloc.start()
        simulate(config(deals, discovery=True))
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
    assert peaks[1] < peaks[0] + 256 * 1024


def test_a_bin_of_few_deals_is_drawn_with_the_thinnest_mark() -> None:
    # 1,000 deals in 0-9 and 1 in 10-19: the bar of 10-19 is 1/1000 of the longest, less
    # than one eighth of a cell of 40 (1/320), and was drawn empty though its count was 1.
    counts = [0] * 163
    counts[5], counts[12] = 1000, 1
    lines = histogram(counts)
    assert len(lines) == 17  # 0-9 … 150-159, then 160-162
    # Each count ends 13 columns after its bar's cells, 1,000 grouped as the speed line
    # groups its rate.
    assert lines[0] == "      0-9 " + "█" * 40 + " " + " " * 8 + "1,000" + "   99.9%"
    assert lines[1] == "    10-19 ▏" + " " * 40 + " " * 12 + "1" + "    0.1%"
    # A bin of no deal stays empty.
    assert lines[2] == "    20-29 " + " " * 41 + " " * 12 + "0" + "    0.0%"


def test_bars_an_output_cannot_write_are_drawn_with_hashes() -> None:
    # For Latin-1 (no blocks), a '#' in each cell the blocks would fill: 1000 deals the
    # whole 40 cells, 1 deal the thinnest mark's one cell, 3 deals where the top bin has 9
    # 40 x 3 / 9 = 13 1/3 cells, 13 whole and 2 eighths of the 14th: 14; a bin of no deal
    # stays empty.
    counts = [0] * 163
    counts[5], counts[12] = 1000, 1
    lines = histogram(counts, encoding="latin-1")
    assert lines[0] == "      0-9 " + "#" * 40 + " " + " " * 8 + "1,000" + "   99.9%"
    assert lines[1] == "    10-19 #" + " " * 40 + " " * 12 + "1" + "    0.1%"
    assert lines[2] == "    20-29 " + " " * 41 + " " * 12 + "0" + "    0.0%"
    counts = [0] * 163
    counts[5], counts[25] = 9, 3
    lines = histogram(counts, encoding="cp1252")
    assert lines[2] == "    20-29 " + "#" * 14 + " " * 27 + " " * 12 + "3" + "   25.0%"
    # An output that writes them (UTF-8, or no encoding said) gets the blocks.
    assert histogram(counts, encoding="utf-8") == histogram(counts)
    assert histogram(counts)[2] == "    20-29 " + "█" * 13 + "▎" + " " * 27 + " " * 12 + "3" \
        + "   25.0%"


def test_a_histogram_fits_the_columns_of_a_narrow_terminal() -> None:
    # 10 deals in 0-9, 5 in 10-19 and none else. Its usual lines are 72 columns (2 + the
    # label's 7 + 1 + the bar's 40 + 1 + the counts' 13 + 2 + the share's 6): at 40 the
    # bar and the counts share 40 - 19 = 21 columns, the counts two ('10'), the bar 19
    # cells, 5 deals 19 x 5 / 10 = 9 1/2 of them.
    counts = [0] * 163
    counts[5], counts[12] = 10, 5
    lines = histogram(counts, columns=40)
    assert lines[0] == "      0-9 " + "█" * 19 + " " + "10" + "   66.7%"
    assert lines[1] == "    10-19 " + "█" * 9 + "▌" + " " * 10 + " 5" + "   33.3%"
    assert lines[2] == "    20-29 " + " " * 20 + " 0" + "    0.0%"
    assert {len(line) for line in lines} == {40}
    # Fewer columns than 40 get the 40 columns' lines; 60 columns, 41 to share: the
    # counts' two and the bar's 39 cells; 72 columns or more, the usual lines.
    assert histogram(counts, columns=20) == histogram(counts, columns=1) == lines
    assert histogram(counts, columns=60)[0] == "      0-9 " + "█" * 39 + " 10   66.7%"
    usual = histogram(counts)
    assert {len(line) for line in usual} == {72}
    assert histogram(counts, columns=72) == histogram(counts, columns=500) == usual
    # At 71 columns the blank before the counts gives way first: the bar keeps its 40.
    assert histogram(counts, columns=71)[0] == "      0-9 " + "█" * 40 + " " * 11 + "10" \
        + "   66.7%"
    # French shares are a column wider (' 66,7 %'), so its bars one cell shorter.
    french = histogram(counts, words=report_words("fr"), columns=40)
    assert french[0] == "      0-9 " + "█" * 18 + " " + "10" + "   66,7\u00a0%"
    assert french[1] == "    10-19 " + "█" * 9 + " " * 10 + " 5" + "   33,3\u00a0%"
    # Latin-1's bars of '#' shorten alike: 5 deals fill 9 1/2 cells, a '#' in each of 10.
    assert histogram(counts, encoding="latin-1", columns=40)[1] == \
        "    10-19 " + "#" * 10 + " " * 10 + " 5" + "   33.3%"


def test_a_report_fits_its_histogram_in_the_columns_given_alone() -> None:
    # The same report with the histogram's lines fitted in 40 columns: every other line as
    # it was, each histogram line the same label, count and share.
    summary = simulate(config(300))
    for lang in ("en", "fr"):
        words = report_words(lang)
        usual = report_text(summary, words).splitlines()
        narrow = report_text(summary, words, columns=40).splitlines()
        assert len(usual) == len(narrow)
        drawn = [(a, b) for a, b in zip(usual, narrow, strict=True) if a != b]
        assert len(drawn) == 17 and all(len(b) <= 40 < len(a) for a, b in drawn)
        assert all(re.match(r" +\d+-\d+ ", a) for a, _ in drawn)
        bars = re.compile("[█▏▎▍▌▋▊▉]")
        assert all(bars.sub("", a).split() == bars.sub("", b).split() for a, b in drawn)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_a_report_for_latin_1_has_hashes_and_ok_where_blocks_and_a_check(
        lang: str, variant: str) -> None:
    summary = simulate(config(30, rules=RuleSet.parse([f"variant={variant}"])))
    words = report_words(lang)
    text = report_text(summary, words)
    plain = report_text(summary, words, encoding="latin-1")
    plain.encode("latin-1")  # the whole report written, its accents and no-break spaces
    assert text.endswith(" ✓\n") and plain.endswith(" OK\n")
    assert "█" in text and "#" in plain and "█" not in plain
    # Only the bars, the mark and the dash of no value (coinche's levels no contract
    # reached) differ: the same lines, the same figures.
    assert [line.replace("—", "-").split() for line in text.splitlines()
            if "█" not in line][:-1] == \
        [line.split() for line in plain.splitlines() if "#" not in line][:-1]
    assert ("—" in text) == (variant == "coinche")
    # cp1252 has the dash (0x97), not the mark: the dash kept, the mark written OK.
    windows = report_text(summary, words, encoding="cp1252")
    windows.encode("cp1252")
    assert windows.endswith(" OK\n") and ("—" in windows) == (variant == "coinche")


def test_a_french_report_for_latin_1_groups_its_thousands_with_a_no_break_space() -> None:
    # Latin-1 lacks the narrow no-break space French groups thousands with (1 200 deals):
    # the report writes the no-break space U+00A0 it has, as the command line's output does.
    summary = simulate(config(1200))
    text = report_text(summary, report_words("fr"))
    plain = report_text(summary, report_words("fr"), encoding="latin-1")
    assert "1\u202f200 donnes" in text and "\u202f" not in plain
    assert "1\u00a0200 donnes" in plain
    plain.encode("latin-1")


def test_a_void_deal_counts_a_margin_of_0_in_take_minus_pass() -> None:
    # A weak hand among heuristic bots: in the pass scenario everybody passes twice in some
    # deals, a void deal scoring 0 to each team. The paired difference is still the take
    # margin minus the pass margin deal by deal, a void deal's margin 0 as in the
    # scenario's own margins.
    known = parse_known_hand("S:7S 8H 7C 8D 7D", "8S", "E")
    summary = simulate(config(200, hand=known, bots=("heuristic",) * 4))
    take, passing = summary.stats["take"], summary.stats["pass"]
    assert passing.void > 0
    assert summary.pair.n == 200
    assert summary.pair.total == take.margin.total - passing.margin.total


def test_a_run_without_a_known_hand_leaves_no_deal_out() -> None:
    # Deals are left out only where a seat before the known hand took: a discovery run of
    # random seats (its fast path), over three chunks, leaves none.
    summary = simulate(dataclasses.replace(config(30, discovery=True), chunk_size=10))
    assert summary.stats["all"].deals == 30
    assert summary.skipped == 0


def test_the_json_report_names_the_round_of_the_question() -> None:
    # --hand alone asks round one's question: "round": 1, with the scenarios take, pass
    # and bots; --round 2 asks round two's: "round": 2, with the choices (docs/simulating.md).
    known = parse_known_hand("S:JS 9S AH 10C 7D", "8S", "E")
    one = report_json(simulate(config(4, hand=known)))["hand"]
    assert isinstance(one, dict)
    assert one["round"] == 1
    assert list(one["scenarios"]) == ["take", "pass", "bots"]
    two = report_json(simulate(config(4, hand=known, round=2)))["hand"]
    assert isinstance(two, dict)
    assert two["round"] == 2
    assert list(two["choices"])[0] == "pass"


def test_a_share_of_some_deals_never_reads_as_none_or_all() -> None:
    # 40,000 deals, 1 void: 1/40,000 = 0.0025%, 0.00 to a hundredth, and the 39,999 taken
    # 99.9975%, 100.00: the rates read 0.00% and 100.00%, the figures of none and all,
    # beside counts of 1 and 39,999. They read as the bound they are beyond; the intervals
    # are bounds already and stay as they are. No deal, or all of them, is still 0.00% and
    # 100.00% (EW took none, 0 of 40,000; the takers made all 39,999).
    s = Stats()
    s.deals, s.void, s.takes = 40_000, 1, [39_999, 0]
    s.made = 39_999
    summary = simulate(config(1))
    summary.stats["all"] = s
    for words, low, high, none, all_ in (
            (None, "<0.01%", ">99.99%", "0.00%", "100.00%"),
            (report_words("fr"), "<0,01\xa0%", ">99,99\xa0%", "0,00\xa0%", "100,00\xa0%")):
        lines = report_text(summary, words).splitlines()
        # Each rate after its label's 30 columns, the count's 13 and 2 blanks.
        rates = [line[45:].strip().split("  ")[0] for line in lines[5:10]]
        assert rates == [low, high, none, "", all_], lines[5:10]  # the taker's heading
    # The histogram's shares to a tenth alike: 1 deal of 2,001 is 0.049975%, 0.0 to a
    # tenth, and the other 2,000 99.950025%, 100.0, beside 0 deals' 0.0%; 1,000 of 1,001
    # is 99.9001%, 99.9 as it was.
    counts = [0] * 163
    counts[5], counts[12] = 2000, 1
    lines = histogram(counts)
    assert lines[0].endswith(" 2,000  >99.9%") and lines[1].endswith(" 1   <0.1%")
    assert lines[2].endswith(" 0    0.0%")
    assert {len(line) for line in lines} == {72}
    assert histogram(counts, words=report_words("fr"))[1].endswith(" 1   <0,1\xa0%")
    counts[5] = 1000
    assert histogram(counts)[0].endswith(" 1,000   99.9%")
