"""The deal file (``.belote``, docs/format.md, ``belote rules format``): the trick-by-trick
form, the piles form, several deals a file.

``DealRecord`` (``model``) is one deal as written down; ``loads``/``load`` read it
(``reader``, which hands each job to its module: ``lexing`` the lines and tokens,
``deal_lines`` a deal's lines one by one, ``headers`` the deal's header judged whole,
``tricks`` the trick lines, ``piles`` the piles form, ``two`` the two-player form;
``collect`` gathers the problems), ``dumps``/``dump`` write it
(``writer``), and ``replay`` plays it through the rules to score it.

>>> from belote_cli.dealfile import loads, dumps
>>> deals = loads("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n")
>>> loads(dumps(deals)) == deals
True
"""

from __future__ import annotations

from .collect import MAX_COUNTED, MAX_REPORTED
from .headers import KEYS, MAX_ANNOUNCEMENTS
from .lexing import MAX_LINE
from .model import DealRecord
from .reader import (
    MAX_FILE_BYTES,
    count_deals,
    decode,
    iter_loads,
    load,
    load_bytes,
    loads,
    read_limited,
    read_text,
)
from .writer import dump, dumps, dumps_one

__all__ = [
    "KEYS", "MAX_ANNOUNCEMENTS", "MAX_COUNTED", "MAX_FILE_BYTES", "MAX_LINE", "MAX_REPORTED",
    "DealRecord", "count_deals", "decode", "dump", "dumps", "dumps_one", "iter_loads", "load",
    "load_bytes", "loads", "read_limited", "read_text",
]
