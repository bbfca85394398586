"""The ``Bot`` protocol and what a bot may see, for the bots: ``belote_cli.engine.views`` holds
them (the deal engine builds the views and asks the bots, so they lie below both); the
registry of bots by name is ``bots.registry``.
"""

from __future__ import annotations

from ..engine.views import BidView as BidView
from ..engine.views import Bot as Bot
from ..engine.views import CallView as CallView
from ..engine.views import PlayerView as PlayerView
from ..engine.views import ask_bid as ask_bid
from ..engine.views import ask_call as ask_call
from ..engine.views import ask_play as ask_play

__all__ = ["BidView", "Bot", "CallView", "PlayerView", "ask_bid", "ask_call", "ask_play"]
