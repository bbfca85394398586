"""Bot makers sent to worker processes started afresh (spawn, forkserver).

A forked worker inherits the makers of the parent's bots; one started afresh (macOS,
Windows, Linux from Python 3.14) knows only the built-in bots, and is sent the makers,
pickled, by reference: a class or a function at a module's top level, read back in the
worker before its first task. ``simulate`` and the arena's ``duplicate`` send theirs so.
A maker that does not pickle (a lambda, a class defined in a function) is refused before
any worker starts; one the worker cannot load (a class of an interactive session) is an
error naming the bot, raised in the worker and given back.
"""

from __future__ import annotations

import pickle
import re
from collections.abc import Sequence

from ..core.errors import BeloteError
from .registry import BotMaker

#: A memory address in a repr (``<function <lambda> at 0x7f…>``): it changes from run to
#: run and tells the reader nothing, the maker being named by its module and name.
_ADDRESS = re.compile(r" at 0x[0-9A-Fa-f]+")


class SentMakers:
    """Bot makers, each with the name of its bot, pickled here and read back once where
    they are used (a worker process): ``makers()`` gives them in order."""

    def __init__(self, makers: Sequence[tuple[str, BotMaker]], jobs: int) -> None:
        self.packed = [packed(name, maker, jobs) for name, maker in makers]
        self.found: list[BotMaker] | None = None

    def __getstate__(self) -> list[tuple[str, str, bytes]]:
        return self.packed  # the makers read back stay in the process that read them

    def __setstate__(self, state: list[tuple[str, str, bytes]]) -> None:
        self.packed = state
        self.found = None

    def makers(self) -> list[BotMaker]:
        """The makers, read back on the first call (a ``BeloteError`` naming the bot for
        one that cannot be)."""
        if self.found is None:
            self.found = [unpacked(name, maker, data) for name, maker, data in self.packed]
        return self.found


def packed(name: str, maker: BotMaker, jobs: int) -> tuple[str, str, bytes]:
    """Bot ``name``'s ``maker`` pickled, with the names of both for the message of a worker
    that cannot read it back; a maker that does not pickle is a ``BeloteError`` saying
    what to register instead (``api_bot_not_sent``)."""
    try:
        data = pickle.dumps(maker)
    except Exception as e:  # PicklingError, or AttributeError for a local object
        raise BeloteError(code="api_bot_not_sent", name=name, jobs=jobs,
                          maker=maker_name(maker), problem=without_address(str(e))) from None
    return name, maker_name(maker), data


def unpacked(name: str, maker: str, data: bytes) -> BotMaker:
    """A maker pickled by ``packed``, read back (in a worker process); one not found there
    is a ``BeloteError`` naming the bot (``api_bot_not_made``)."""
    try:
        found: BotMaker = pickle.loads(data)
    except Exception as e:  # AttributeError, ImportError: not found where the worker looks
        raise BeloteError(code="api_bot_not_made", name=name, maker=maker,
                          problem=without_address(str(e))) from None
    return found


def maker_name(maker: object) -> str:
    """A maker as its module and name (``__main__.Greedy``), or its repr without memory
    addresses."""
    module, name = getattr(maker, "__module__", None), getattr(maker, "__qualname__", None)
    if isinstance(module, str) and isinstance(name, str):
        return f"{module}.{name}"
    return without_address(repr(maker))


def without_address(text: str) -> str:
    """``text`` without the memory addresses of its reprs: ``<function <lambda> at
    0x7f…>`` is ``<function <lambda>>``."""
    return _ADDRESS.sub("", text)
