"""Pickling of the library's frozen value objects, the same in either build.

``pickle`` restores an object with slots by setting its fields one by one, which a frozen
dataclass compiled by mypyc refuses (``FrozenInstanceError``): the records that a process
sends another (a scored deal, a tuned bot's parameters for a cluster's workers) would
then fail to arrive. Each of them pickles itself by its constructor instead, through
``by_fields``.
"""

from __future__ import annotations

import dataclasses
from typing import Any


def by_fields(obj: Any) -> tuple[Any, tuple[Any, ...]]:
    """The ``__reduce__`` of a frozen dataclass: its class and its fields in order, so that
    unpickling calls the constructor with them."""
    return type(obj), tuple(getattr(obj, f.name) for f in dataclasses.fields(obj))
