"""Bots: the ``Bot`` protocol, the registry ``find_bot``, and the players behind it."""

from __future__ import annotations

from .base import BidView, Bot, PlayerView, bot_names, find_bot, register_bot

__all__ = ["BidView", "Bot", "PlayerView", "bot_names", "find_bot", "register_bot"]
