"""One simulated deal, played on its ``Game`` from its own generator: classic, coinche or
the discovery deal.

``play_classic`` deals a classic deal from a deck, bids it on the ``Game``
(``Game.take``: the bots' bids, four heuristic bots asked straight from the ints, or the
random bot's choice), ``play_coinche_deal`` a coinche deal (the coinche auction,
``Game.call``, each bot's call from ``coinche_policy.bot_call`` as in ``belote play``),
``play_discovery_deal`` the discovery deal. The eight tricks are played by a fast
back-end of the play phase (``fastplay.play_random`` for random bots, ``play_bots`` for
any others; ``tests/test_backends.py`` pins them to ``Game``) and settled on the ``Game``
(``Game.settle_play``), which scores the deal, announcements included (bots announce their
best and always say belote). Each returns a ``DealResult``.

"Should I take?" (*faut-il prendre ?*): ``known_deck`` fixes the seat's cards and the
retourne and deals the rest of the pack at random around them; ``opening_passes`` says
whether the seats speaking before it all pass (otherwise the question never arises), and
``play_classic(force=...)`` plays the deal with the seat taking or passing. Round two's
question (``--round 2``): ``round_two_passes`` says whether every seat passed in round one
and the seats before it in round two, and ``play_classic`` forces its choice there.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from typing import TypeGuard

from ..bots.base import BidView, Bot, ask_bid, ask_play
from ..bots.coinche_policy import bot_call
from ..bots.fastplay import keyed_deck, play_bots, play_random
from ..bots.heuristic import HeuristicBot
from ..bots.random_bot import RandomBot
from ..core.bidding import Auction, deal_order, shuffled_deck
from ..core.cards import ALL_TRUMP, NO_TRUMP
from ..core.coinche import Contract
from ..core.declarations import Declaration, declare_all, declared_points
from ..core.rules import RuleSet
from ..core.scoring import DealScore
from ..core.seats import SEATS, Seat
from ..core.talon import PLAYERS
from ..engine.game import Game, Phase
from ..engine.playing import bot_action, play_out
from .config import KnownHand

_SOUTH = Seat.S


@dataclasses.dataclass(slots=True)
class DealResult:
    """One simulated deal, as much as the statistics and the CSV need; ``game`` is the
    finished ``Game`` (its ``to_record()`` for ``--record``)."""

    number: int
    seed: str
    dealer: Seat | None
    retourne: int | None
    taker: Seat | None
    trump: int | None
    leader: Seat
    score: DealScore | None  # None for a void deal
    belote_holder: Seat | None
    tricks: list[tuple[int, ...]] | None = None
    contract: Contract | None = None  # coinche: the contract played
    declared: tuple[Declaration, ...] = ()  # announcements=on: what every seat announced
    game: Game | None = None

    def __getnewargs__(self) -> tuple[object, ...]:
        # pickle and deepcopy make the object by its constructor (``__new__`` runs
        # ``__init__`` in the build compiled by mypyc) and then set every field:
        # its fields without a default.
        return (self.number, self.seed, self.dealer, self.retourne, self.taker, self.trump,
                self.leader, self.score, self.belote_holder)

    @classmethod
    def of(cls, game: Game, number: int, seed: str,
           tricks: list[tuple[int, ...]] | None = None) -> DealResult:
        """The result of the finished ``game``, deal ``number`` of the run."""
        leader = game.leader
        if leader is None:  # a void deal: who would have led
            assert game.dealer is not None
            leader = (game.dealer.partner if game.kind in ("deux", "decouverte")
                      else game.dealer.next(game.rules.clockwise))
        holder = game.belote_holder
        if holder is None and game._trump == ALL_TRUMP:
            # TA: a king and queen of any suit (``ta_belote=each``); the takers' first,
            # so that "by the takers" counts a deal where they held one.
            pairs = [seat for _, seat in game.belote_pairs()]
            taker = game.taker
            holder = next((s for s in pairs if taker is not None and s & 1 == taker & 1),
                          pairs[0] if pairs else None)
        # The engine's ints (``_retourne``, ``_trump``), not the printing ones of the API.
        return cls(number, seed, game.dealer, game._retourne, game.taker, game._trump, leader,
                   game.score, holder, tricks, game.contract, game.declared, game)


_BID, _CALL = Phase.BID, Phase.CALL  # read once: enum members are slow to read
_PLAY = Phase.PLAY
# A bot asked only to announce and to say belote, which draw no number.
_NO_DRAW = RandomBot(random.Random(0))


def _random_bid(auction: Auction, rnd: Callable[[], float]) -> int | None:
    # The random bot's classic bid: pass or any allowed suit, equally likely, one ``rnd()``.
    allowed = auction.allowed
    k = int(rnd() * (len(allowed) + 1))
    return None if k == 0 else allowed[k - 1]


def _bid(game: Game, bots: Sequence[Bot] | None, rnd: Callable[[], float]) -> int | None:
    # The classic bid of the seat to act: its bot's (a heuristic bot is asked from the
    # ints, ``HeuristicBot.choose_bid``, what its ``bid`` does on the view), or with
    # ``bots`` None the random bot's choice.
    auction = game.auction
    assert auction is not None
    if bots is None:
        return _random_bid(auction, rnd)
    seat = game.to_act
    assert seat is not None
    bot = bots[seat]
    if type(bot) is HeuristicBot:
        return bot.choose_bid(game.hand(seat) | 1 << auction.retourne, auction.round,
                              auction.allowed)
    view = game.view(seat)
    assert isinstance(view, BidView)
    return ask_bid(bot, view)


def _all_heuristic(bots: Sequence[Bot] | None) -> TypeGuard[Sequence[HeuristicBot]]:
    # Four heuristic bots (a chain of ``is``: cheaper than ``all`` over a generator).
    return (bots is not None and len(bots) == 4
            and type(bots[0]) is type(bots[1]) is type(bots[2]) is type(bots[3])
            is HeuristicBot)


#: What ``play_classic`` makes a seat do (``force``): take the retourne's suit in round one
#: (``"take"``), pass in both rounds (``"pass"``), or pass in round one and name this suit
#: (an int: a suit, SA or TA) in round two.
Forced = tuple[Seat, str | int]


def _take(game: Game, bots: Sequence[Bot] | None, rnd: Callable[[], float],
          force: Forced | None = None) -> None:
    # The classic taking, every bid through ``Game.take``. ``force``: what that seat does
    # (``Forced``).
    auction, deal = game.auction, game.deal_
    assert auction is not None and deal is not None
    take = game.take
    if force is None and bots is None:
        while game.phase is _BID:
            take(_random_bid(auction, rnd))
    elif force is None and _all_heuristic(bots):
        # What ``_bid`` does, without asking each seat's bot its kind again.
        hands, retourne = deal.hands, 1 << deal.retourne
        while game.phase is _BID:
            seat = game.to_act
            assert seat is not None
            take(bots[seat].choose_bid(hands[seat] | retourne, auction.round, auction.allowed))
    else:
        while game.phase is _BID:
            if force is not None and game.to_act is force[0]:
                how = force[1]
                if auction.round == 1:
                    take(auction.allowed_suits()[0] if how == "take" else None)
                else:
                    take(how if isinstance(how, int) else None)
            else:
                take(_bid(game, bots, rnd))


def _call(game: Game, bots: Sequence[Bot] | None, rng: random.Random) -> None:
    # The coinche auction, every call through ``Game.call``: ``coinche.bot_call`` for each
    # seat's bot, or a random legal call drawn from ``rng`` when ``bots`` is None.
    auction = game.coinche_auction
    assert auction is not None
    while game.phase is _CALL:
        seat = game.to_act
        assert seat is not None
        game.call(bot_call(None if bots is None else bots[seat], game.hand(seat), auction,
                           rng))


def _play(game: Game, bots: Sequence[Bot] | None, rnd: Callable[[], float],
          keep_tricks: bool) -> list[tuple[int, ...]] | None:
    # The eight tricks by a fast back-end (``fastplay``, pinned to ``Game`` by the tests),
    # settled on ``game``: uniformly random legal cards with ``bots`` None, else the bots.
    hands, trump, leader = game.hands, game._trump, game.leader
    assert hands is not None and trump is not None and leader is not None
    rules = game.rules
    if trump >= NO_TRUMP:
        return _play_on_game(game, bots, rnd, keep_tricks)
    tricks: list[tuple[int, ...]] | None = [] if keep_tricks else None
    declared = None  # found by ``settle_play`` where the bots did not find them
    if bots is None:
        outcome = play_random(list(hands), trump, leader, rules.clockwise,
                              rules.undertrump == "required", rnd, tricks)
    else:
        # The bots announce their best split (``settle_play``), shown after the first trick,
        # and say belote (none of it at the discovery deal): found once, for the views'
        # ``announced``, the cards shown and the score.
        declared = (declare_all(hands, trump)
                    if rules.announcements == "on" and game.kind != "discovery" else None)
        announced = (0, 0) if declared is None else declared_points(declared, trump)
        outcome = play_bots(list(hands), trump, leader, rules, bots, game.taker, game.dealer,
                            game._retourne, tricks, tuple(game.calls), announced, game.kind,
                            declared)
    game.settle_play(*outcome, tricks, declared)
    return tricks


def _play_on_game(game: Game, bots: Sequence[Bot] | None, rnd: Callable[[], float],
                  keep_tricks: bool) -> list[tuple[int, ...]] | None:
    # SA and TA (``sa_ta=on``): the fast back-ends count suit contracts only, so the eight
    # tricks are played on the ``Game`` itself, each card a bot's or, with ``bots`` None,
    # the k-th legal card for k uniform (as ``play_random`` draws it). Players announce
    # their best and say belote, as the back-ends' do.
    while not game.is_over:
        if game.phase is _PLAY and bots is None:
            m: int = game.legal_cards()
            k = rnd() * m.bit_count()
            while k >= 1.0:
                m &= m - 1
                k -= 1.0
            game.play((m & -m).bit_length() - 1)
        elif game.phase is _PLAY:
            assert bots is not None and game.to_act is not None
            bot = bots[game.to_act]
            game.play(ask_play(bot, game.player_view()))
        else:
            # Announcements and belote: every player announces its best and says belote.
            seat = game.to_act
            assert seat is not None
            game.apply(bot_action(game, _NO_DRAW if bots is None else bots[seat]))
    return game.tricks if keep_tricks else None


def play_calls(game: Game, bots: Sequence[Bot], rng: random.Random) -> None:
    """The rest of ``game``'s coinche auction, each seat's call its bot's, as a simulated
    deal calls it (``hint`` at a call of ``belote play`` plays on after a pass)."""
    _call(game, bots, rng)


def play_tricks(game: Game, bots: Sequence[Bot], rnd: Callable[[], float]) -> None:
    """The eight tricks of ``game``, its auction over, played by ``bots`` as a simulated
    deal plays them, and scored (``Game.score``)."""
    _play(game, bots, rnd, False)


def opening_passes(deck: list[int], dealer: Seat, rules: RuleSet,
                   bots: Sequence[Bot] | None, rnd: Callable[[], float], seat: Seat) -> bool:
    """True when every seat speaking before ``seat`` in round one of the deal of ``deck``
    (dealt by ``dealer``) passes, so that ``seat`` gets to decide whether to take."""
    game = Game.deal(deck, dealer, rules, check=False)
    while game.to_act is not seat:
        if _bid(game, bots, rnd) is not None:
            return False
        game.take(None)
    return True


def round_two_passes(deck: list[int], dealer: Seat, rules: RuleSet,
                     bots: Sequence[Bot] | None, rnd: Callable[[], float], seat: Seat) -> bool:
    """True when, in the deal of ``deck`` dealt by ``dealer``, every seat passes in round
    one (``seat`` made to) and every seat speaking before ``seat`` passes in round two, so
    that round two's choice comes to ``seat``."""
    game = Game.deal(deck, dealer, rules, check=False)
    auction = game.auction
    assert auction is not None
    while auction.round == 1 or game.to_act is not seat:
        if game.to_act is not seat and _bid(game, bots, rnd) is not None:
            return False
        game.take(None)
    return True


def play_classic(
    deck: list[int],
    dealer: Seat,
    rules: RuleSet,
    bots: Sequence[Bot] | None,
    rnd: Callable[[], float],
    number: int = 0,
    seed: str = "",
    force: Forced | None = None,
    keep_tricks: bool = False,
    passes: int = 0,
) -> DealResult:
    """Bid and play one classic deal of ``deck`` (in dealing order) dealt by ``dealer``, on
    a ``Game``; ``bots`` None: everyone at random (fast).

    ``passes``: the first bids, already known to be passes. ``force``: ``(seat, "take")``
    makes that seat take the retourne's suit (the seats before it passing),
    ``(seat, "pass")`` makes it pass in both rounds, ``(seat, suit)`` makes it pass in
    round one and name ``suit`` (a suit other than the retourne's, or SA or TA with
    ``sa_ta=on``) in round two.
    """
    game = Game.deal(deck, dealer, rules, check=False)
    for _ in range(passes):
        game.take(None)
    _take(game, bots, rnd, force)
    if game.is_over:  # void
        return DealResult.of(game, number, seed)
    return DealResult.of(game, number, seed, _play(game, bots, rnd, keep_tricks))


def play_coinche_deal(rules: RuleSet, bots: Sequence[Bot] | None, rng: random.Random,
                      number: int = 0, seed: str = "",
                      keep_tricks: bool = False) -> DealResult:
    """One coinche deal (*belote coinchée*) on a ``Game``: dealt 3-2-3 by seat
    ``number % 4`` from a deck shuffled by ``rng``, the coinche auction, the play from the
    seat after the dealer. ``bots`` None: everyone at random (the fast trick loop)."""
    dealer = SEATS[number % 4]
    deck = keyed_deck(rng.random) if bots is None else shuffled_deck(rng)
    game = Game.deal(deck, dealer, rules, check=False)
    _call(game, bots, rng)
    if game.is_over:  # void
        return DealResult.of(game, number, seed)
    return DealResult.of(game, number, seed, _play(game, bots, rng.random, keep_tricks))


def play_discovery_deal(rules: RuleSet, bots: Sequence[Bot] | None, rng: random.Random,
                        number: int = 0, seed: str = "", keep_tricks: bool = False,
                        rnd: Callable[[], float] | None = None) -> DealResult:
    """The discovery deal on a ``Game``: random trump, no bidding, S leads, each team keeps
    its points. With bots, the deal ``Game.shuffle`` draws from ``rng`` (as ``belote play
    --discovery``); with ``bots`` None the random draws of ``rnd`` (``rng.random`` by
    default, ``DiscoveryDraws`` in a run): 32 keys to shuffle, the trump, then the cards."""
    if bots is None:
        draw = rng.random if rnd is None else rnd
        deck = keyed_deck(draw)
        game = Game.discovery(deck, int(draw() * 4), rules, check=False)
    else:
        draw = rng.random
        game = Game.shuffle(rng, _SOUTH, rules, discovery=True)
    return DealResult.of(game, number, seed, _play(game, bots, draw, keep_tricks))




def known_deck(known: KnownHand, rnd: Callable[[], float], clockwise: bool = True) -> list[int]:
    """A deck in dealing order that gives ``known.seat`` its known cards and turns the
    retourne; every other card is placed uniformly at random.

    With 8 known cards, 5 of the 7 besides the retourne (chosen at random) are dealt first
    and the other 2 lie where the seat would draw them after taking.
    """
    k = deal_order(known.dealer, clockwise).index(known.seat)
    first = [3 * k, 3 * k + 1, 3 * k + 2, 12 + 2 * k, 13 + 2 * k]
    deck: list[int | None] = [None] * 32
    deck[20] = known.retourne
    own = [c for c in known.cards if c != known.retourne]
    positions = first if len(own) == 5 else first + [21 + 3 * k, 22 + 3 * k]
    # Which known card goes where among the seat's positions, at random.
    for i in range(len(own) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        own[i], own[j] = own[j], own[i]
    for pos, c in zip(positions, own, strict=True):
        deck[pos] = c
    taken = set(own) | {known.retourne}
    rest = [c for c in keyed_deck(rnd) if c not in taken]
    it = iter(rest)
    return [c if c is not None else next(it) for c in deck]


def play_deux_deal(rules: RuleSet, bots: Sequence[Bot] | None, rng: random.Random,
                   number: int, seed: str, keep: bool = False) -> DealResult:
    """Deal ``number`` of belote à deux (``variant=deux``), S and N dealing in turn, every
    decision made on the ``Game`` by ``bots`` (random bots from ``rng`` when None): the
    play of two is the ``Game``'s own, with no fast back-end."""
    players: Sequence[Bot] = bots if bots is not None else [RandomBot(rng)] * 4
    game = play_out(Game.deal(shuffled_deck(rng), PLAYERS[number % 2], rules, check=False),
                    players)
    return DealResult.of(game, number, seed, game.tricks if keep else None)
