"""Bots playing a ``Game`` out: ``bot_action`` (what a bot does at the game's decision),
``play_out`` (every decision left), ``play_deal`` and ``play_discovery`` (a deal shuffled,
then played out).

>>> import random
>>> from belote_cli.bots.registry import find_bot
>>> from belote_cli.core.seats import Seat
>>> bots = [find_bot("heuristic", random.Random(s)) for s in range(4)]
>>> finished = play_deal(bots, random.Random(1), Seat.N)
>>> finished.is_over, sum(finished.score.points) if finished.score else 162
(True, 162)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from ..core.cards import shown
from ..core.errors import IllegalPlayError
from ..core.rules import RuleSet
from ..core.seats import SEATS, Seat
from ..core.talon import PLAYERS
from .actions import (
    _ANNOUNCE,
    _BELOTE,
    _BID,
    _CALL,
    _OVER,
    _PLAY,
    Action,
    Announce,
    Belote,
    Exchange,
    Phase,
    Play,
    Take,
)
from .game import Game
from .views import BidView, Bot, ask_bid, ask_call, ask_play


def bot_action(game: Game, bot: Bot) -> Action:
    """What ``bot`` does at ``game``'s decision (it must be the seat to act's bot): its
    ``bid`` or ``play`` on its view, its coinche call (``views.ask_call``); bots announce
    their best split and always say belote."""
    phase, seat = game.phase, game.to_act
    assert seat is not None
    if phase is _PLAY:
        return Play(ask_play(bot, game.player_view()))
    if phase is _BID:
        view = game.view(seat)
        assert isinstance(view, BidView)
        return Take(ask_bid(bot, view))
    if phase is _CALL:
        assert game.coinche_auction is not None
        return ask_call(bot, game.hand(seat), game.coinche_auction)
    if phase is _ANNOUNCE:
        return Announce(game._offers(seat))
    if phase is _BELOTE:
        return Belote(True)
    if phase is Phase.EXCHANGE:
        return Exchange(True)  # the retourne is worth more than the 7
    raise IllegalPlayError(code="deal_over")


def play_out(game: Game, bots: Sequence[Bot] | Mapping[Seat, Bot]) -> Game:
    """Let ``bots`` (indexed by seat: four ``Bot`` objects for N, E, S, W, E and W never
    asked in a game of two, or a dict of them by ``Seat``) make every decision left in
    ``game``; returns it. A bot's card outside the legal ones, or a return value that is no
    card, no bid or no call, raises ``IllegalPlayError`` naming the bot and what it
    returned; ``bots`` of another kind (names, which ``belote_cli.play_deal`` reads, not
    four, a seat of the game without its bot, an object without ``play``) a TypeError."""
    seated: list[object] = [None]
    players = PLAYERS if game.rules.players == 2 else SEATS  # the seats asked (at two, S N)
    if isinstance(bots, Mapping):
        seated = [bots.get(seat) for seat in players]
    elif isinstance(bots, Sequence) and not isinstance(bots, str) and len(bots) == 4:
        seated = [bots[seat] for seat in players]
    if not all(callable(getattr(bot, "play", None)) for bot in seated):
        raise TypeError(f"bots: four Bots indexed by seat (N, E, S, W), or a dict of them by "
                        f"Seat (belote_cli.play_deal takes their names), not {shown(bots)}")
    while game.phase is not _OVER:
        seat = game.to_act
        assert seat is not None
        bot = bots[seat]
        if game.phase is _PLAY:
            # Checked against the view's legal cards (``ask_play``).
            game.play(ask_play(bot, game.player_view()), check=False)
        else:
            game.apply(bot_action(game, bot))
    return game


def play_deal(bots: Sequence[Bot], rng: random.Random, dealer: Seat,
              rules: RuleSet | None = None) -> Game:
    """One deal of ``rules.variant`` shuffled by ``rng`` (``Game.shuffle``) and dealt by
    ``dealer``, every decision made by ``bots`` (indexed by seat): the finished ``Game``."""
    return play_out(Game.shuffle(rng, dealer, rules), bots)


def play_discovery(bots: Sequence[Bot], rng: random.Random,
                   rules: RuleSet | None = None) -> Game:
    """The discovery deal shuffled by ``rng`` (``Game.shuffle(discovery=True)``), played by
    ``bots``: the finished ``Game``."""
    return play_out(Game.shuffle(rng, Seat.S, rules, discovery=True), bots)


__all__ = ["bot_action", "play_deal", "play_discovery", "play_out"]
