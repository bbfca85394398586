#!/usr/bin/env python3
"""CPU time of ``belote play``'s ``hint`` at every card the user plays, in each game.

    python scripts/bench_hint.py [--deals 10] [--seed 1] [--game classic ...]

For each game (classic, coinche, classic with sans atout and tout atout, belote à deux
and belote découverte) and each seed from ``--seed`` on, the deal that ``belote play
--seed S [--rule ...]`` deals first, dealt by the session that command makes (its first
dealer, its deck and the heuristic bots of the other seats are that session's own draws,
its bots deciding up to the user's first question). The user's seat (S) bids, announces
and says belote as the heuristic bot does, but with sans atout and tout atout (which the
heuristic bot seldom names) it passes in the first round of the taking and names SA at
odd seeds, TA at even ones, in the second, so that about a third of the deals are played
in SA or TA. At each of its cards it asks the library's hint (``belote_cli.hints.hint``,
which ``belote play``'s ``hint`` calls, drawing from the generator the session makes for
that card), then plays the card the hint names. A lone legal card is not counted: the
session names it without asking the hint. A deal where everybody passed has no hint, and
is counted.

Each hint is timed with ``time.process_time()`` (this process's CPU time, so that other
work on the machine weighs less, but a shared machine's caches and frequency still
show). For each game: the number of hints, their median, 90th percentile and maximum CPU
time, and the trick (1 to 8, to 16 at belote à deux and découverte) and seed of the
maximum. The first line says which build is timed (the native core, or the pure-Python
search where it was not built). Nothing is asserted about the times.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass, field

from belote_cli.api import rule_set
from belote_cli.bots.base import BidView, Bot, PlayerView
from belote_cli.bots.registry import find_bot
from belote_cli.build import describe
from belote_cli.core.cards import ALL_TRUMP, NO_TRUMP
from belote_cli.core.coinche import Call, CoincheAuction
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.engine.actions import Phase
from belote_cli.engine.playing import bot_action
from belote_cli.hints import hint
from belote_cli.play.interactive import Session
from belote_cli.play.interactive_deux import DeuxSession
from belote_cli.play.session import SessionOptions

#: The user's seat, as in ``belote play``.
USER = Seat.S

#: Each game's name and its ``--rule`` options.
GAMES: dict[str, tuple[str, ...]] = {
    "classic": (),
    "coinche": ("variant=coinche",),
    "sa_ta": ("sa_ta=on",),
    "deux": ("variant=deux",),
    "decouverte": ("variant=decouverte",),
}


class SansAtoutTaker:
    """The user of the ``sa_ta`` game: passes in the first round and names ``kind`` (SA
    or TA) in the second, as soon as it may; otherwise the heuristic ``bot``."""

    def __init__(self, bot: Bot, kind: int) -> None:
        self.bot = bot
        self.kind = kind
        self.name = bot.name

    def bid(self, view: BidView) -> int | None:
        return self.kind if self.kind in view.legal else None

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        return self.bot.coinche_call(hand, auction)

    def play(self, view: PlayerView) -> int:
        return self.bot.play(view)


@dataclass
class Figures:
    """The hints timed in one game: ``(ms, trick, seed)`` for each, and the void deals."""

    hints: list[tuple[float, int, int]] = field(default_factory=list)
    void: int = 0
    #: Deals played in sans atout or tout atout.
    sa_ta: int = 0


def pct(values: list[float], q: float) -> float:
    """The ``q`` quantile (0–1) by the nearest-rank method."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(q * len(ordered) + 0.5) - 1))
    return ordered[index]


def first_deal(seed: int, rules: RuleSet) -> tuple[Session | DeuxSession, list[Bot], bool]:
    """The first deal of ``belote play --seed seed`` under ``rules``: the session ``belote
    play`` makes of them (``Session``, or ``DeuxSession`` for a game of two; its first
    dealer, its deck and its heuristic bots drawn by the session itself), started, so that
    its bots have decided up to the user's first question; the bots by seat (the user's a
    heuristic bot, which draws nothing from its generator), and whether it is a game of two.
    The deal in progress is the session's ``game``."""
    two = rules.players == 2
    options = SessionOptions(rules=rules, seed=seed, bots="heuristic")
    session: Session | DeuxSession = DeuxSession(options) if two else Session(options)
    session.start()
    # The user is asked something in every deal (a bid, at the latest a card) before the
    # first deal is over: still the first deal.
    assert session.deal_number == 1 and session.game is not None
    user: Bot = find_bot("heuristic", random.Random(seed))
    if rules.sa_ta == "on" and rules.variant == "classic":
        # Every other deal in SA, the others in TA, where nobody took in the first round.
        user = SansAtoutTaker(user, NO_TRUMP if seed % 2 else ALL_TRUMP)
    # Indexed by seat; a game of two has no E or W to ask.
    return session, [session.bots.get(seat, user) for seat in Seat], two


def play(seed: int, rules: RuleSet, figures: Figures) -> None:
    """Play the first deal of ``seed`` out, timing the hint at each of the user's cards
    (drawing from the session's ``hint_rng``, as ``belote play``'s ``hint`` does)."""
    session, bots, _ = first_deal(seed, rules)
    game = session.game
    assert game is not None
    while game.phase is not Phase.OVER:
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.PLAY and seat is USER:
            legal = game.player_view().legal
            if legal & (legal - 1):
                trick = len(game.tricks) + 1
                rng = session.hint_rng()  # reads the session's game, which this one is
                t0 = time.process_time()
                card = hint(game, rng=rng).card
                figures.hints.append(((time.process_time() - t0) * 1000, trick, seed))
            else:
                card = legal.bit_length() - 1
            game.play(card)
        else:
            game.apply(bot_action(game, bots[seat]))
    if game.is_void:
        figures.void += 1
    elif game.trump in (NO_TRUMP, ALL_TRUMP):
        figures.sa_ta += 1


def report(name: str, figures: Figures) -> None:
    """One line of figures for a game."""
    notes = []
    if figures.void:
        notes.append(f"{figures.void} void")
    if figures.sa_ta:
        notes.append(f"{figures.sa_ta} in SA or TA")
    void = f"   (deals: {', '.join(notes)})" if notes else ""
    if not figures.hints:
        print(f"{name:<11} n=0{void}")
        return
    times = [ms for ms, _, _ in figures.hints]
    worst, trick, seed = max(figures.hints)
    print(f"{name:<11} n={len(times):<4} median {statistics.median(times):7.1f} ms   "
          f"p90 {pct(times, 0.9):7.1f} ms   max {worst:7.1f} ms at trick {trick:>2} "
          f"(seed {seed}){void}")


def main(argv: list[str] | None = None) -> int:
    """Time the hints; returns the exit code."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=10,
                        help="seeded deals per game (default 10)")
    parser.add_argument("--seed", type=int, default=1,
                        help="first seed, 0 or more as belote play's (default 1)")
    parser.add_argument("--game", action="append", choices=list(GAMES), default=[],
                        help="a game to time (again for more; default all five)")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    if args.seed < 0:  # belote play refuses it; random.Random(-5) draws seed 5's deal
        parser.error("--seed must be 0 or more, as belote play's")
    print(f"build: {describe()}")
    print(f"seeds {args.seed} to {args.seed + args.deals - 1}; CPU time of each hint with "
          "a choice (time.process_time)")
    for name in dict.fromkeys(args.game) or list(GAMES):  # a game named twice, timed once
        rules = rule_set(list(GAMES[name]))
        figures = Figures()
        for seed in range(args.seed, args.seed + args.deals):
            play(seed, rules, figures)
        report(name, figures)
    return 0


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
