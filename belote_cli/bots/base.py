"""The ``Bot`` protocol and what a bot may see, for the bots: ``belote_cli.engine.views`` holds
them (the deal engine builds the views and asks the bots, so they lie below both); the
registry of bots by name is ``bots.registry``.
"""

from __future__ import annotations

from ..core import reprs
from ..engine.views import BidView as BidView
from ..engine.views import Bot as Bot
from ..engine.views import CallView as CallView
from ..engine.views import PlayerView as PlayerView
from ..engine.views import ask_bid as ask_bid
from ..engine.views import ask_call as ask_call
from ..engine.views import ask_play as ask_play

__all__ = ["BidView", "Bot", "CallView", "PlayerView", "ask_bid", "ask_call", "ask_play",
           "bot_repr"]


def bot_repr(bot: object, params: object = None) -> str:
    """A bot's ``repr``: its class and ``name``, and its ``params`` (a dataclass of its
    settings) where a field differs from its default. The ``random.Random`` it draws from
    does not keep the seed it was made from: no seed is shown.

    >>> from belote_cli.bots.expert import ExpertParams
    >>> class Mine:
    ...     name = "mine"
    >>> bot_repr(Mine()), bot_repr(Mine(), ExpertParams(max_samples=60))
    ("Mine(name='mine')", "Mine(name='mine', params=ExpertParams(max_samples=60))")
    >>> bot_repr(Mine(), ExpertParams())
    "Mine(name='mine')"
    """
    written = [("name", repr(getattr(bot, "name", None)))]
    settings = "" if params is None else reprs.of(params)
    if settings and not settings.endswith("()"):
        written.append(("params", settings))
    return reprs.fields(type(bot).__name__, written)
