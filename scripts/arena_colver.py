#!/usr/bin/env python3
"""Coinche card play against colver's IS-DD agent, in the duplicate arena's way.

    python scripts/arena_colver.py --deals 400 [--seed 1] [--bot expert] [--worlds 20]

colver (the Rust contrée engine: ``pip install --no-deps colver==0.11.1 numpy``) plays
with its IS-DD agent: ``--worlds`` deals drawn uniformly from the cards it has not seen,
each solved double dummy. Each deal ``k`` is shuffled as the arena shuffles it
(``arena.deal_rng``), dealt by seat ``k mod 4``, and its contract is fixed before the play
by the plain coinche policy of the four seats (``coinche_policy.choose_call``): both
tables play the same contract, so that only the card play differs. The deal is played
twice, ``--bot`` on NS and colver on EW, then the other way round, each card applied to
both engines; ``Game`` scores it (contract, coinche, belote and capot as the rule book
says). ``--bot`` hears the auction: its views hold the heuristic's calls, as at a real
table, and the expert weighs its sampled deals by them; ``--deaf`` plays it without them,
as IS-DD, which draws its deals uniformly. ``--expert-param NAME=VALUE`` plays the expert
with that ``ExpertParams`` figure instead of ``--bot``. Prints our advantage in points per
deal with its 95% interval (as ``scripts/arena.py``), the deals whose auction was void,
the CPU time per card of each side, and last the build of ours timed. A card that one
engine allows and the other does not stops the run.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time

from belote_cli.bots.coinche_policy import choose_call
from belote_cli.bots.expert import ExpertBot, ExpertParams
from belote_cli.bots.registry import find_bot
from belote_cli.build import describe
from belote_cli.core.cards import bits, mask_of
from belote_cli.core.coinche import PASS, Call, CoincheAuction, Contract
from belote_cli.core.errors import BeloteError
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import SEATS, Seat, Team
from belote_cli.engine.game import Game
from belote_cli.simulation.arena import (
    advantage_line,
    bot_rng,
    deal_rng,
    mean_interval,
    pairs,
)

#: colver's rank order within a suit (7 8 9 J Q K 10 A) by our natural rank (7 8 9 10 J Q K A).
_TO_COLVER = (0, 1, 2, 6, 3, 4, 5, 7)
_FROM_COLVER = tuple(_TO_COLVER.index(r) for r in range(8))
RULES = RuleSet(variant="coinche")


def to_colver(c: int) -> int:
    """Our card ``c`` as colver's card index (same suits, its rank order)."""
    return (c >> 3) * 8 + _TO_COLVER[c & 7]


def from_colver(a: int) -> int:
    """colver's card index ``a`` as our card."""
    return (a >> 3) * 8 + _FROM_COLVER[a & 7]


Calls = tuple[tuple[Seat, Call], ...]


def auction_of(hands: list[int], dealer: Seat) -> tuple[Contract | None, Calls]:
    """The contract the heuristic's calls reach on ``hands`` (None: four passes), and the
    calls that reached it."""
    auction = CoincheAuction(dealer)
    while not auction.is_over:
        call = choose_call(hands[auction.to_bid], auction)
        auction.call(call if auction.why_illegal(call) is None else PASS)
    return auction.contract, tuple(auction.calls)


def play_table(colver: object, spec: str, bot: str, hands: list[int], dealer: Seat,
               contract: Contract, seed: int, k: int, table: int,
               times: dict[str, list[float]], calls: Calls = (),
               params: ExpertParams | None = None) -> Game:
    """One table: ``bot`` on NS at table 0 and on EW at table 1, colver on the others;
    ``bot``'s views hold ``calls``; ``params``: the expert with that budget instead."""
    ours_team = Team.NS if table == 0 else Team.EW
    leader = dealer.next()
    game = Game.at_play(hands, contract.suit, leader, RULES, dealer=dealer,
                        contract=contract)
    env = colver.Env.deal_with_hands(  # type: ignore[attr-defined]
        int(dealer), [[to_colver(c) for c in bits(h)] for h in hands])
    env.set_contract(contract.suit, contract.level, int(contract.takers),
                     {1: 0, 2: 1, 4: 2}[contract.multiplier])
    env.set_phase_playing()
    # colver's seed is a 64-bit unsigned int: the run's, any int as arena.py takes it, taken
    # modulo 2**64 (a negative or a longer one ended in an OverflowError traceback).
    agents = {s: colver.Agent(  # type: ignore[attr-defined]
                  spec, seat=s, seed=(seed * 1000 + k * 10 + table * 4 + s) % 2**64)
              for s in range(4) if SEATS[s].team is not ours_team}
    bots = {s: (ExpertBot(bot_rng(seed, k, table, s), params) if params is not None
                else find_bot(bot, bot_rng(seed, k, table, s)))
            for s in range(4) if SEATS[s].team is ours_team}
    for agent in agents.values():
        agent.init_deal(env)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None and env.current_player() == int(seat)
        legal = game.legal_cards()
        theirs = mask_of(from_colver(a) for a in env.legal_actions())
        if theirs != legal:
            raise SystemExit(f"deal {k} table {table}: the engines disagree on the legal "
                             f"cards of {seat.name}")
        t0 = time.process_time()
        if int(seat) in bots:
            card = bots[int(seat)].play(dataclasses.replace(game.player_view(), calls=calls))
            action = to_colver(card)
            times["ours"].append(time.process_time() - t0)
        else:
            action = agents[int(seat)].action(env)
            card = from_colver(action)
            times["colver"].append(time.process_time() - t0)
        for agent in agents.values():
            agent.observe(env, action)
        env.step(action)
        game.play(card)
    return game


def main(argv: list[str] | None = None) -> int:
    """Run the match from the command line; returns the exit code."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=400, help="deal pairs (default 400)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="expert", help="our bot (default expert)")
    parser.add_argument("--expert-param", action="append", default=[], metavar="NAME=VALUE",
                        help="an ExpertParams figure of our bot (then the expert)")
    parser.add_argument("--deaf", action="store_true",
                        help="our bot does not hear the auction (no calls in its views)")
    parser.add_argument("--worlds", type=int, default=20,
                        help="the IS-DD agent's worlds per card (default 20)")
    args = parser.parse_args(argv)
    if args.deals <= 0:
        parser.error("--deals must be positive")
    if args.worlds <= 0:
        parser.error("--worlds must be positive")
    # An unknown bot or expert parameter is a usage error (exit 2), naming its option, as
    # scripts/arena.py and belote simulate refuse them, before any deal.
    try:
        params = ExpertParams.parse(args.expert_param) if args.expert_param else None
    except BeloteError as exc:
        parser.error(f"--expert-param: {exc}")
    if params is None:
        try:
            find_bot(args.bot, random.Random(0))
        except BeloteError as exc:
            parser.error(f"--bot: {exc}")
    try:
        import colver  # type: ignore[import-not-found]
    except ImportError:
        print("colver is not installed: pip install --no-deps colver==0.11.1 numpy",
              file=sys.stderr)
        return 1
    name = args.bot if params is None else "expert(" + " ".join(args.expert_param) + ")"
    spec = (f'name="isdd"\n[play]\nstrategy="isdd"\nn_worlds={args.worlds}\n'
            f'[worlds]\nsource="uniform"\n')
    times: dict[str, list[float]] = {"ours": [], "colver": []}
    advantages: list[float] = []
    void = 0
    for k in range(args.deals):
        deck = list(range(32))
        deal_rng(args.seed, k).shuffle(deck)
        hands = [mask_of(deck[8 * s:8 * s + 8]) for s in range(4)]
        dealer = SEATS[k % 4]
        contract, calls = auction_of(hands, dealer)
        if contract is None:
            void += 1
            continue
        pair = 0.0
        for table in (0, 1):
            game = play_table(colver, spec, args.bot, hands, dealer, contract, args.seed, k,
                              table, times, () if args.deaf else calls, params)
            assert game.score is not None
            ours = Team.NS if table == 0 else Team.EW
            pair += game.score.score[ours] - game.score.score[ours.other]
        advantages.append(pair / 2)
        if (k + 1) % 50 == 0:
            mean, _, low, high = mean_interval(advantages)
            print(f"  {k + 1} deals: {mean:+.2f} [{low:+.2f}, {high:+.2f}]", flush=True)
    mean, sd, low, high = mean_interval(advantages)
    print(f"{name} vs colver IS-DD ({args.worlds} worlds a card), coinche card play, "
          f"contracts fixed by the heuristic's calls"
          f"{' (not heard by ' + name + ')' if args.deaf else ''}: "
          f"{pairs(len(advantages))}, seed {args.seed} ({void} void "
          f"auction{'' if void == 1 else 's'} skipped)")
    print(advantage_line(name, len(advantages), mean, sd, low, high))
    for side, spent in times.items():
        if spent:
            spent.sort()
            print(f"{side}: {len(spent)} cards, median {spent[len(spent) // 2] * 1000:.1f} ms"
                  f", p90 {spent[int(len(spent) * 0.9)] * 1000:.1f} ms of CPU a card")
    print(f"build: {describe()}")  # ours; colver's is its wheel's
    return 0


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
