"""belote_cli: French belote as a library (the rule book's engine, bots, a double-dummy
solver, the deal file) and the ``belote`` command.

>>> import belote_cli as b
>>> deal = b.play_deal(["heuristic"] * 4, seed=1)      # four bots, one deal
>>> deal.score.tally.ok                                 # 152 card points + 10 = 162
True
>>> b.score(deal.record) == [deal.score]                # the deal file scores the same
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
>>> game.result.taker.name, sum(game.result.points), len(game.tricks)
('E', 162, 8)

The names below are imported on first use, so that ``import belote_cli`` stays light for
the command's start-up.
"""

from __future__ import annotations

# ``typing.TYPE_CHECKING`` without importing ``typing`` (a few ms): type checkers take any
# name ``TYPE_CHECKING`` as true.
TYPE_CHECKING = False

__version__ = "0.1.0"

#: Public name -> the module that defines it (imported on first use).
_EXPORTS: dict[str, str] = {
    # cards and seats
    "Card": "cards", "Cards": "cards", "Mask": "cards", "parse_card": "cards",
    "parse_cards": "cards",
    "parse_suit": "cards", "card_name": "cards", "card_symbol": "cards",
    "suit_symbol": "cards", "format_mask": "cards", "mask_of": "cards", "bits": "cards",
    "Seat": "seats", "Team": "seats", "parse_seat": "seats",
    # rules, scores, the deal file
    "RuleSet": "rules", "legal_plays": "api", "trick_winner": "api",
    "Trick": "state", "DealScore": "scoring",
    "DealRecord": "record", "loads": "record", "dumps": "record", "load": "record",
    "dump": "record",
    # errors
    "BeloteError": "errors", "CardError": "errors", "RuleError": "errors",
    "IllegalPlayError": "errors", "DealFileError": "errors", "DealFileErrors": "errors",
    # bots and the solver
    "Bot": "bots.base", "BidView": "bots.base", "PlayerView": "bots.base",
    "find_bot": "bots.registry", "bot_names": "bots.registry", "Solution": "bots.solver",
    # the deal, step by step, and a match
    "Game": "game", "Phase": "game", "Take": "game", "Play": "game", "Announce": "game",
    "Belote": "game", "Call": "coinche", "Match": "match", "play_match": "match",
    # the entry points
    "play_deal": "api", "score": "api", "solve": "api", "simulate": "api",
    "FinishedDeal": "api", "SimulationReport": "api", "Rate": "api",
}

__all__ = ["__version__", *_EXPORTS]

if TYPE_CHECKING:
    from .api import FinishedDeal as FinishedDeal
    from .api import Rate as Rate
    from .api import SimulationReport as SimulationReport
    from .api import legal_plays as legal_plays
    from .api import play_deal as play_deal
    from .api import score as score
    from .api import simulate as simulate
    from .api import solve as solve
    from .api import trick_winner as trick_winner
    from .bots.base import BidView as BidView
    from .bots.base import Bot as Bot
    from .bots.base import PlayerView as PlayerView
    from .bots.registry import bot_names as bot_names
    from .bots.registry import find_bot as find_bot
    from .bots.solver import Solution as Solution
    from .cards import Card as Card
    from .cards import Cards as Cards
    from .cards import Mask as Mask
    from .cards import bits as bits
    from .cards import card_name as card_name
    from .cards import card_symbol as card_symbol
    from .cards import format_mask as format_mask
    from .cards import mask_of as mask_of
    from .cards import parse_card as parse_card
    from .cards import parse_cards as parse_cards
    from .cards import parse_suit as parse_suit
    from .cards import suit_symbol as suit_symbol
    from .coinche import Call as Call
    from .errors import BeloteError as BeloteError
    from .errors import CardError as CardError
    from .errors import DealFileError as DealFileError
    from .errors import DealFileErrors as DealFileErrors
    from .errors import IllegalPlayError as IllegalPlayError
    from .errors import RuleError as RuleError
    from .game import Announce as Announce
    from .game import Belote as Belote
    from .game import Game as Game
    from .game import Phase as Phase
    from .game import Play as Play
    from .game import Take as Take
    from .match import Match as Match
    from .match import play_match as play_match
    from .record import DealRecord as DealRecord
    from .record import dump as dump
    from .record import dumps as dumps
    from .record import load as load
    from .record import loads as loads
    from .rules import RuleSet as RuleSet
    from .scoring import DealScore as DealScore
    from .seats import Seat as Seat
    from .seats import Team as Team
    from .seats import parse_seat as parse_seat
    from .state import Trick as Trick
else:
    def __getattr__(name: str) -> object:
        # PEP 562: a public name is imported with its module the first time it is asked for.
        module = _EXPORTS.get(name)
        if module is None:
            raise AttributeError(f"module 'belote_cli' has no attribute {name!r}")
        import importlib

        value = getattr(importlib.import_module(f".{module}", __name__), name)
        globals()[name] = value
        return value

    def __dir__() -> list[str]:
        # The public names only: not the modules imported meanwhile, nor ``annotations``.
        return sorted(__all__)
