"""Pickling of the library's frozen value objects, the same in either build.

``pickle`` restores an object with slots by setting its fields one by one, which a frozen
dataclass compiled by mypyc refuses (``FrozenInstanceError``): the records that a process
sends another (a scored deal, a tuned bot's parameters for a cluster's workers) would
then fail to arrive. Each of them pickles itself by its constructor instead, through
``by_fields``.

A finished deal's mark (``DealMark``, ``Game._ended``, which a ``Match`` reads to count the
deal once) pickles by identity: loaded back, it is the mark the deal has in this process
(``deal_mark``), so that a deal pickled and loaded is the deal counted, as a copy is.
"""

from __future__ import annotations

import dataclasses
import os
import weakref
from typing import Any


def by_fields(obj: Any) -> tuple[Any, tuple[Any, ...]]:
    """The ``__reduce__`` of a frozen dataclass: its class and its fields in order, so that
    unpickling calls the constructor with them."""
    return type(obj), tuple(getattr(obj, f.name) for f in dataclasses.fields(obj))


class DealMark:
    """The mark of a finished deal, shared by its copies, its deep copies and what
    ``pickle`` loads of it (in this process or another): a ``Match`` counts a deal once by
    it. Pickled, it is written as a token drawn for it, 16 random bytes (which deals no
    card: the same seed still deals the same deals); loaded, the token gives back the mark
    that this process holds for it, or a new one, kept for the next load."""

    __slots__ = ("_token", "__weakref__")

    def __init__(self, token: bytes | None = None) -> None:
        self._token = token

    def __reduce__(self) -> tuple[Any, tuple[bytes]]:
        token = self._token
        if token is None:  # drawn once, when first pickled: a mark never pickled needs none
            token = self._token = os.urandom(16)
            _MARKS[token] = self
        return deal_mark, (token,)

    def __copy__(self) -> DealMark:
        return self  # the same deal's mark: a copied ``Match`` still knows its deals

    def __deepcopy__(self, memo: dict[int, object]) -> DealMark:
        return self

    def __repr__(self) -> str:
        return "<DealMark>"


# The marks pickled or loaded in this process, by token, while a deal or a ``Match`` holds
# them: a mark no longer held is no deal that anything can count again.
_MARKS: weakref.WeakValueDictionary[bytes, DealMark] = weakref.WeakValueDictionary()


def deal_mark(token: bytes) -> DealMark:
    """The mark that ``token`` stands for in this process (``pickle`` calls it): the one held
    already, else a new one, kept for the next load of the same token."""
    mark = _MARKS.get(token)
    if mark is None:
        mark = _MARKS[token] = DealMark(token)
    return mark
