"""Bots: the ``Bot`` protocol, the registry ``find_bot``, and the players behind it.

``find_bot``, ``bot_names`` and ``register_bot`` come from ``bots.registry``, loaded on
first use: the registry imports every built-in bot, and the expert bot the fast deal loop
(``fastplay``), which itself imports ``bots.base``; loading them with this package would
have ``fastplay`` half-imported whenever it is the first module to load.
"""

from __future__ import annotations

from typing import Any

from .base import BidView, Bot, PlayerView

__all__ = ["BidView", "Bot", "PlayerView", "bot_names", "find_bot", "register_bot"]


def __getattr__(name: str) -> Any:
    if name in ("bot_names", "find_bot", "register_bot"):
        from . import registry

        return getattr(registry, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
