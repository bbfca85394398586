"""Time the double-dummy solver on fixed seeded deals: full 32-card deals and mid-game spots.

Usage: ``python scripts/bench_solver.py --deals 30 [--seed 1] [--mid-tricks 3]
[--expert-deals 10] [--expert-only] [--reference 3] [--colver] [--line]``. Says which
build it times (the native core, or the pure-Python reference where it was not built).
Prints the median and 90th percentile of the time to find the points of each team
(``points``) and the value of every legal card (``solve``), the two asked in turn
position by position, and the search nodes per position. Times are the process's CPU
time, so that other work on the machine does not inflate them.
``--expert-only`` times the expert's cards alone, in any game (``--rule variant=deux``).

``--reference N`` also times the pure-Python reference on the first N deals (about a
hundred times slower). ``--colver`` times colver's ``solve_scores`` (the Rust contrée
engine, ``pip install --no-deps colver==0.11.1`` and numpy) on the same full deals, in the
same run, checks that it finds the same value for every card, and prints the ratio of the
CPU times: ours over colver's; and colver's own ratio of every card to the value alone
(its ``solve_all_suits`` over four trumps, counted a quarter each). ``--line`` also asks
both questions at every position of each deal along a best line (the first best card each
time, up to the last trick), as the review of a deal and ``hint`` do through a deal, a new
solver at each position, and prints the ratio of every card to the points over them all,
in CPU time and in nodes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from belote_cli.bots.base import BidView, Bot, PlayerView
from belote_cli.bots.registry import find_bot
from belote_cli.bots.solver import Solution, Solver
from belote_cli.build import describe
from belote_cli.core.cards import bits
from belote_cli.core.coinche import Call, CoincheAuction
from belote_cli.core.errors import BeloteError
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.core.state import DealState
from belote_cli.core.talon import PLAYERS
from belote_cli.engine.playing import play_deal


def seeded_deal(seed: int, rules: RuleSet) -> DealState:
    """A full deal drawn from ``random.Random(seed)``: hands, trump, first leader."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(deck):
        hands[i // 8] |= 1 << c
    return DealState(hands, rng.randrange(4), Seat(rng.randrange(4)), rules)


def mid_game(seed: int, rules: RuleSet, tricks: int) -> DealState:
    """The seeded deal after ``tricks`` tricks and a few cards of random legal play."""
    state = seeded_deal(seed, rules)
    rng = random.Random(seed + 10_000)
    for _ in range(tricks * 4 + rng.randrange(4)):
        state.play(rng.choice(list(bits(state.legal_moves()))))
    return state


def pct(values: list[float], q: float) -> float:
    """The ``q`` quantile (0–1) by the nearest-rank method."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(q * len(ordered) + 0.5) - 1))
    return ordered[index]


def ask(state: DealState, rules: RuleSet, all_cards: bool,
        native: bool | None = None) -> tuple[float, int, Solution | None]:
    """One question on a new solver: its CPU time in ms, the nodes searched, and the
    solution when every card was valued."""
    solver = Solver(state.trump, rules, native=native)
    t0 = time.process_time()
    solution = None
    if all_cards:
        solution = solver.solve(state.hands, state.leader, state.trick)
    else:
        solver.points(state.hands, state.leader, state.trick)
    return (time.process_time() - t0) * 1000, solver.nodes, solution


def report(label: str, times: list[float], nodes: list[int]) -> float:
    """Print one line of figures; the total CPU time in seconds."""
    print(f"{label:<28} n={len(times):<4} median {statistics.median(times):8.1f} ms   "
          f"p90 {pct(times, 0.9):8.1f} ms   max {max(times):8.1f} ms   "
          f"median nodes {int(statistics.median(nodes))}")
    return sum(times) / 1000


def bench(label: str, states: list[DealState], rules: RuleSet, all_cards: bool,
          native: bool | None = None) -> float:
    """Time one kind of question on every state, print the figures; the total CPU time."""
    runs = [ask(state, rules, all_cards, native) for state in states]
    return report(label, [t for t, _, _ in runs], [n for _, n, _ in runs])


def bench_both(label: str, states: list[DealState],
               rules: RuleSet) -> tuple[float, float, list[Solution]]:
    """The points and every card of each state, the two in turn state by state (which
    comes first alternates), so that the machine's drift weighs on both alike; both
    lines of figures, the two total CPU times, and each state's solution."""
    points: list[tuple[float, int, Solution | None]] = []
    every: list[tuple[float, int, Solution | None]] = []
    for i, state in enumerate(states):
        if i % 2:
            every.append(ask(state, rules, True))
            points.append(ask(state, rules, False))
        else:
            points.append(ask(state, rules, False))
            every.append(ask(state, rules, True))
    best = report(f"{label}, points", [t for t, _, _ in points], [n for _, n, _ in points])
    all_ = report(f"{label}, every card", [t for t, _, _ in every], [n for _, n, _ in every])
    return best, all_, [solution for _, _, solution in every if solution is not None]


#: colver's card index of each of ours: its ranks run 7 8 9 J Q K 10 A in each suit.
_COLVER_RANK = (0, 1, 2, 6, 3, 4, 5, 7)


def bench_colver(states: list[DealState], solutions: list[Solution], rules: RuleSet,
                 ours: float) -> None:
    """colver's ``solve_scores`` on the same full deals: its time, the values it agrees
    on with ours (``solutions``, one a deal), and the ratio of our CPU time (``ours``,
    every card valued) to its own."""
    try:
        import colver  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        print("colver: not installed (pip install --no-deps colver==0.11.1 numpy)")
        return
    if rules != RuleSet():
        print("colver: the classic rules only")
        return

    def to_colver(c: int) -> int:
        return (c >> 3) * 8 + _COLVER_RANK[c & 7]

    total = 0.0
    values_only = 0.0
    agree = 0
    for state, solution in zip(states, solutions, strict=True):
        hands = [[to_colver(c) for c in bits(h)] for h in state.hands]
        t0 = time.process_time()
        env = colver.Env.deal_with_hands((int(state.leader) - 1) % 4, hands)
        env.set_contract(state.trump, 80, 0, 0)
        env.set_phase_playing()
        scores = env.solve_scores()["scores"]
        total += time.process_time() - t0
        # Its search of the deal's value alone, without the cards: in each of the four
        # trumps, from the same opening lead.
        env = colver.Env.deal_with_hands((int(state.leader) - 1) % 4, hands)
        t0 = time.process_time()
        env.solve_all_suits()  # type: ignore[attr-defined, unused-ignore]
        values_only += time.process_time() - t0
        theirs = {card: int(value) for card, value in scores}
        # colver counts NS's points, and a capot as 252: ours, the mover's, 162.
        ns = {c: v if solution.team == 0 else 162 - v for c, v in solution.values.items()}
        if all(theirs.get(to_colver(c)) in ((v, 252) if v == 162 else (v,))
               for c, v in ns.items()):
            agree += 1
    print(f"{'colver solve_scores':<28} n={len(states):<4} total {total * 1000:8.1f} ms   "
          f"same values on {agree} of {len(states)} deals")
    print(f"ratio, every card valued: ours / colver = {ours / total:.2f} (one run)")
    print(f"colver's every card / its value in one trump (a quarter of solve_all_suits): "
          f"{total / (values_only / 4):.2f}")


def bench_expert(deals: int, seed: int, rules: RuleSet, name: str = "expert") -> None:
    """CPU time per card of the expert bot ``name`` (NS) against the heuristic bot (EW)."""
    times: list[float] = []

    class Timed:
        def __init__(self, bot: Bot) -> None:
            self.bot = bot
            self.name = bot.name

        def bid(self, view: BidView) -> int | None:
            return self.bot.bid(view)

        def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
            return self.bot.coinche_call(hand, auction)

        def play(self, view: PlayerView) -> int:
            t0 = time.process_time()
            c = self.bot.play(view)
            if view.legal & (view.legal - 1):
                times.append((time.process_time() - t0) * 1000)
            return c

    rng = random.Random(seed)
    for k in range(deals):
        bots: list[Bot] = [
            Timed(find_bot(name, random.Random(4 * k + s))) if s % 2 == 0
            else find_bot("heuristic", random.Random(4 * k + s)) for s in range(4)
        ]
        # Belote à deux and découverte: S and N deal in turn (both are timed).
        dealer = PLAYERS[k % 2] if rules.players == 2 else Seat(k % 4)
        play_deal(bots, rng, dealer, rules)
    if times:
        print(f"{name + ', per card':<28} n={len(times):<4} median "
              f"{statistics.median(times):8.1f} ms   p90 {pct(times, 0.9):8.1f} ms   "
              f"max {max(times):8.1f} ms   (cards with a choice, first trick included)")


def bench_line(states: list[DealState], rules: RuleSet) -> None:
    """Points and every card at each position of each deal along a best line: the totals
    and their ratio, in CPU time and in nodes (the opening lead apart)."""
    time_p = time_e = 0.0
    nodes_p = nodes_e = open_p = open_e = positions = 0
    for dealt in states:
        state = dealt.copy()
        while sum(h.bit_count() for h in state.hands) > 4:
            tp, p, _ = ask(state, rules, False)
            te, e, solution = ask(state, rules, True)
            assert solution is not None
            time_p += tp
            time_e += te
            nodes_p += p
            nodes_e += e
            if not state.tricks and not state.trick:  # the opening lead
                open_p += p
                open_e += e
            positions += 1
            state.play(min(solution.best))
    print(f"every position of a best line ({positions} positions): every card / points "
          f"{time_e / time_p:.2f} in CPU time, {nodes_e / nodes_p:.2f} in nodes "
          f"({(nodes_e - open_e) / (nodes_p - open_p):.2f} without the opening leads)")


def main() -> None:
    """Parse the options and run the benchmarks."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mid-tricks", type=int, default=3)
    parser.add_argument("--rule", action="append", default=[])
    parser.add_argument("--expert-deals", type=int, default=0,
                        help="also time the expert bot's cards over this many deals")
    parser.add_argument("--expert-bot", default="expert",
                        help="the expert to time (expert-uniform: without the inference)")
    parser.add_argument("--expert-only", action="store_true",
                        help="time the expert only (any game: --rule variant=deux …)")
    parser.add_argument("--reference", type=int, default=0,
                        help="also time the pure-Python reference on this many deals")
    parser.add_argument("--colver", action="store_true",
                        help="also time colver's solve_scores on the same full deals")
    parser.add_argument("--line", action="store_true",
                        help="also every position of each deal along a best line")
    args = parser.parse_args()
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    if not 0 <= args.mid_tricks <= 7:
        parser.error("--mid-tricks must be from 0 to 7")
    if args.reference < 0:
        parser.error("--reference cannot be negative")
    if args.expert_deals < 0:
        parser.error("--expert-deals cannot be negative")
    if args.expert_only and not args.expert_deals:
        parser.error("--expert-only times the expert's cards alone: give --expert-deals N")
    try:
        rules = RuleSet.parse(args.rule)
        find_bot(args.expert_bot, random.Random(0))  # its name, before any time is spent
    except BeloteError as exc:
        parser.error(str(exc))
    if rules.players == 2 and not args.expert_only:
        # The solver's deals are dealt to four hands (seeded_deal).
        parser.error(f"the solver is timed on deals of four players, not of "
                     f"variant={rules.variant}: time the expert alone there "
                     f"(--expert-deals N --expert-only)")
    if args.colver:
        try:  # before any time is spent: a run asked to compare with colver needs it
            import colver  # type: ignore[import-not-found, unused-ignore]  # noqa: F401
        except ImportError:
            parser.error("--colver: colver is not installed (pip install --no-deps "
                         "colver==0.11.1 numpy)")
        if rules != RuleSet():
            parser.error("--colver: colver plays the classic rules only (no --rule)")
    print(f"build: {describe()}")
    if args.expert_deals:
        bench_expert(args.expert_deals, args.seed, rules, args.expert_bot)
    if args.expert_only:
        return
    seeds = range(args.seed, args.seed + args.deals)
    full = [seeded_deal(s, rules) for s in seeds]
    mid = [mid_game(s, rules, args.mid_tricks) for s in seeds]
    # The first question pays once for what every later one finds ready (the core's table,
    # the first calls): asked and dropped, so that it weighs on no figure.
    ask(mid[0], rules, False)
    ask(mid[0], rules, True)
    best, every, solutions = bench_both("full deal", full, rules)
    print(f"every card / points: {every / best:.2f}")
    bench_both(f"after {args.mid_tricks} tricks", mid, rules)
    if args.reference:
        some = full[:args.reference]
        native = sum(ask(s, rules, True, native=True)[0] for s in some) / 1000
        ref = bench("pure-Python reference, every card", some, rules, True, native=False)
        print(f"pure-Python reference / native core: {ref / native:.0f}x")
    if args.line:
        bench_line(full, rules)
    if args.colver:
        bench_colver(full, solutions, rules, every)


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
