"""belote_cli: French belote as a library (the rule book's engine, bots, a double-dummy
solver, the deal file) and the ``belote`` command.

>>> import belote_cli as b
>>> deal = b.play_deal(["heuristic"] * 4, seed=1)      # four bots, one deal
>>> deal.score.tally.ok                                 # 152 in the cards + 10 = 162
True
>>> b.score(deal.deal_file) == [deal.score]             # the deal file scores the same
True
>>> b.parse_card("V♥"), b.card_symbol(12)               # a card is an int 0-31
(12, 'J♥')
>>> b.RuleSet.parse(["undertrump=required"])
RuleSet(undertrump='required')

A ``Game`` is one deal, one decision at a time (``to_act``, ``legal_actions()``,
``apply``); a ``Match`` deals them to the target:

>>> import random
>>> game = b.Game.shuffle(random.Random(3), b.Seat.N)     # N deals: E speaks first
>>> game.phase.value, game.to_act.name
('bid', 'E')
>>> game.apply(b.Take(game.retourne >> 3))                # E takes the retourne's suit
>>> while not game.is_over:                               # then the first legal action
...     game.apply(game.legal_actions()[0])
>>> game.score.taker.name, sum(game.score.points), len(game.tricks)
('E', 162, 8)

The names below are imported on first use, so that ``import belote_cli`` stays light for
the command's start-up.
"""

from __future__ import annotations

from . import _compat

# ``typing.TYPE_CHECKING`` without importing ``typing`` (a few ms): type checkers take any
# name ``TYPE_CHECKING`` as true.
TYPE_CHECKING = False

__version__ = "0.1.0"

#: Public name -> the module that defines it (imported on first use).
_EXPORTS: dict[str, str] = {
    # cards and seats
    **dict.fromkeys(("Card", "Cards", "Mask", "parse_card", "parse_cards", "parse_suit",
                     "card_name", "card_symbol", "suit_symbol", "format_mask", "mask_of",
                     "bits", "SPADES", "HEARTS", "DIAMONDS", "CLUBS", "NO_TRUMP",
                     "ALL_TRUMP"), "core.cards"),
    "Seat": "core.seats", "Team": "core.seats", "parse_seat": "core.seats",
    # rules, scores, the deal file
    "RuleSet": "core.rules", "legal_plays": "api", "trick_winner": "api",
    "card": "api", "card_points": "api",
    "Trick": "core.state", "DealScore": "core.scoring",
    "DealRecord": "dealfile.model", "loads": "dealfile.reader", "load": "dealfile.reader",
    "dumps": "dealfile.writer", "dump": "dealfile.writer",
    # errors
    **dict.fromkeys(("BeloteError", "CardError", "RuleError", "IllegalPlayError",
                     "DealFileError", "DealFileErrors"), "core.errors"),
    # bots and the solver
    # the views and the Bot protocol: the engine's (``bots.base`` re-exports them)
    "Bot": "engine.views", "BidView": "engine.views", "PlayerView": "engine.views",
    "find_bot": "bots.registry", "bot_names": "bots.registry",
    "register_bot": "bots.registry", "Solution": "bots.solver",
    "duplicate": "simulation.arena", "ArenaResult": "simulation.arena",
    "TableStats": "simulation.arena",
    # the deal, step by step, and a match
    "Game": "engine.game",
    **dict.fromkeys(("Phase", "Take", "Play", "Announce", "Belote"), "engine.actions"),
    "Bid": "core.bidding",
    "Exchange": "engine.actions", "CallView": "engine.views",
    "Call": "core.coinche", "PASS": "core.coinche", "parse_call": "core.coinche",
    "CoincheAuction": "core.coinche",
    "Match": "engine.match",
    # the entry points
    "play_deal": "api", "play_match": "api", "score": "api", "score_json": "api",
    "solve": "api",
    "simulate": "api",
    "FinishedDeal": "api", "SimulationReport": "api", "Rate": "api",
    "hint": "hints", "Hint": "hints",
}

__all__ = ["__version__", *_EXPORTS]

# The module paths of release 0.1 (``belote_cli.record``, ``belote_cli.game``…), for one
# more release, with a DeprecationWarning.
_compat.install()

if TYPE_CHECKING:
    from .api import FinishedDeal as FinishedDeal
    from .api import Rate as Rate
    from .api import SimulationReport as SimulationReport
    from .api import card as card
    from .api import card_points as card_points
    from .api import legal_plays as legal_plays
    from .api import play_deal as play_deal
    from .api import play_match as play_match
    from .api import score as score
    from .api import score_json as score_json
    from .api import simulate as simulate
    from .api import solve as solve
    from .api import trick_winner as trick_winner
    from .bots.registry import bot_names as bot_names
    from .bots.registry import find_bot as find_bot
    from .bots.registry import register_bot as register_bot
    from .bots.solver import Solution as Solution
    from .core.bidding import Bid as Bid
    from .core.cards import ALL_TRUMP as ALL_TRUMP
    from .core.cards import CLUBS as CLUBS
    from .core.cards import DIAMONDS as DIAMONDS
    from .core.cards import HEARTS as HEARTS
    from .core.cards import NO_TRUMP as NO_TRUMP
    from .core.cards import SPADES as SPADES
    from .core.cards import Card as Card
    from .core.cards import Cards as Cards
    from .core.cards import Mask as Mask
    from .core.cards import bits as bits
    from .core.cards import card_name as card_name
    from .core.cards import card_symbol as card_symbol
    from .core.cards import format_mask as format_mask
    from .core.cards import mask_of as mask_of
    from .core.cards import parse_card as parse_card
    from .core.cards import parse_cards as parse_cards
    from .core.cards import parse_suit as parse_suit
    from .core.cards import suit_symbol as suit_symbol
    from .core.coinche import PASS as PASS
    from .core.coinche import Call as Call
    from .core.coinche import CoincheAuction as CoincheAuction
    from .core.coinche import parse_call as parse_call
    from .core.errors import BeloteError as BeloteError
    from .core.errors import CardError as CardError
    from .core.errors import DealFileError as DealFileError
    from .core.errors import DealFileErrors as DealFileErrors
    from .core.errors import IllegalPlayError as IllegalPlayError
    from .core.errors import RuleError as RuleError
    from .core.rules import RuleSet as RuleSet
    from .core.scoring import DealScore as DealScore
    from .core.seats import Seat as Seat
    from .core.seats import Team as Team
    from .core.seats import parse_seat as parse_seat
    from .core.state import Trick as Trick
    from .dealfile.model import DealRecord as DealRecord
    from .dealfile.reader import load as load
    from .dealfile.reader import loads as loads
    from .dealfile.writer import dump as dump
    from .dealfile.writer import dumps as dumps
    from .engine.actions import Announce as Announce
    from .engine.actions import Belote as Belote
    from .engine.actions import Exchange as Exchange
    from .engine.actions import Phase as Phase
    from .engine.actions import Play as Play
    from .engine.actions import Take as Take
    from .engine.game import Game as Game
    from .engine.match import Match as Match
    from .engine.views import BidView as BidView
    from .engine.views import Bot as Bot
    from .engine.views import CallView as CallView
    from .engine.views import PlayerView as PlayerView
    from .hints import Hint as Hint
    from .hints import hint as hint
    from .simulation.arena import ArenaResult as ArenaResult
    from .simulation.arena import TableStats as TableStats
    from .simulation.arena import duplicate as duplicate
else:
    def __getattr__(name: str) -> object:
        # PEP 562: a public name is imported with its module the first time it is asked for.
        import importlib

        module = _EXPORTS.get(name)
        if module is None:
            if name in _compat.MOVED:  # ``belote_cli.record``: an old module path
                return importlib.import_module(f".{name}", __name__)
            raise AttributeError(f"module 'belote_cli' has no attribute {name!r}")

        value = getattr(importlib.import_module(f".{module}", __name__), name)
        globals()[name] = value
        return value

    def __dir__() -> list[str]:
        # The public names only: not the modules imported meanwhile, nor ``annotations``.
        return sorted(__all__)
