"""The deal file's lines and tokens: the lines that hold something (comments left out, a
``---`` between deals, a line too long to be read), the tokens of a line and their
columns, and the spellings of the cards and seats of a trick line in the file's language.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

from ..core.cards import card_texts
from ..core.seats import SEAT_WORDS, Seat
from ..core.talon import TRICKS

#: The longest line of a deal file, comment left out: 32 cards with their seats, spaced
#: out, are a few hundred characters. A longer line is refused without being read.
MAX_LINE = 1000

#: The trick numbers as usually written: ``1`` to ``8``.
TRICK_NUMBERS = {str(n): n for n in range(1, 9)}
TRICK_NAMES = [f"trick {n}" for n in range(TRICKS + 1)]  # the keys of ``DealRecord.lines``
TRICK_KEY = re.compile(r"(?:(?:trick|pli)\s*)?([0-9]+)", re.IGNORECASE)
#: A trick's number written without its colon, as ``1.``, ``1)``, ``1 -`` or ``1`` alone,
#: before the cards: read as the trick it is, with a problem that says to write ``1:``.
TRICK_NO_COLON = re.compile(r"\s*((?:(?:trick|pli)\s*)?([0-9]+))\s*[.)-]?(?=\s)", re.IGNORECASE)
#: The line between deals: ``---`` or longer, the separators a spreadsheet adds after it
#: (``---;;;``) allowed.
_SEPARATOR = re.compile(r"-{3,}[\s,]*")
TOKEN = re.compile(r"[^\s,]+")


@dataclasses.dataclass(slots=True)
class Token:
    text: str
    column: int  # 1-based


@dataclasses.dataclass(slots=True)
class WrittenCard:
    seat: Seat | None
    card: int | None
    text: str  # the card as written
    column: int  # its column
    seat_column: int = 0


OTHER = -5  # in ``read_table``: neither a card nor a seat as usually written
_READ_TABLES: dict[str | None, dict[str, int]] = {}


def read_table(lang: str | None) -> dict[str, int]:
    """The tokens of a trick line as usually written, for one look-up a token: the cards
    (0 to 31: ``card_texts``), the seats (``-1 - seat``: their words, lower and upper
    case) and a seat letter with its card (``32 + 32 * seat + card``: ``S:AH``, ``s:ah``,
    as ``simulate`` records them). No seat is written as a card is."""
    table = _READ_TABLES.get(lang)
    if table is None:
        cards = card_texts(lang)
        table = dict(cards)
        for word, seat in SEAT_WORDS.items():
            table[word] = table[word.upper()] = -1 - seat
            if len(word) == 1:
                for card_text, c in cards.items():
                    table[f"{word}:{card_text}"] = table[f"{word.upper()}:{card_text}"] = (
                        32 + 32 * seat + c)
        if len(_READ_TABLES) < 8:
            _READ_TABLES[lang] = table
    return table


_BLOCK = 1 << 16  # characters split at once by ``lines_of``


def lines_of(text: str) -> Iterator[tuple[int, str | None, int, str]]:
    """The lines of a file that hold something: ``(number, content, length, written)``, the
    content without its comment (None for a ``---`` between deals), ``length`` that of a
    line too long to be read (its content then left out), else 0, and ``written`` the
    line as the file holds it, the same columns as ``content``, for a problem to quote. The
    text is split a block of lines at a time, and a line longer than a block is measured,
    not copied: linear, and never a second copy of the file. A semicolon reads as a comma,
    as a spreadsheet saving a table as text puts one between cells (``1:;S J♥;W 8♥;;``):
    the same columns, and no other meaning of ``;`` outside a comment; an empty row
    (``;;;;``) is a blank line, and empty cells before the first word are spaces
    (``_line``). The quotes of a line made of cells (``"1:";"S J♥"``) are spaces
    (``unquoted``)."""
    size = len(text)
    pos = 0
    number = 0
    find = text.find
    while pos < size:
        if size - pos > _BLOCK and find("\n", pos, pos + _BLOCK) < 0:
            end = find("\n", pos)
            end = size if end < 0 else end
            number += 1
            yield from _long_line(text, pos, end, number)
            pos = end + 1
            continue
        cut = size if size - pos <= _BLOCK else text.rfind("\n", pos, pos + _BLOCK)
        block = text[pos:cut]
        # Where reading changes a line (a semicolon, quoted cells), each problem quotes
        # it as the file holds it.
        semicolons = ";" in block
        changed = semicolons or '"' in block
        pos = cut + 1
        for line in block.split("\n"):
            number += 1
            raw = line.replace(";", ",") if semicolons else line
            commented = "#" in raw
            if commented:
                raw = raw[:raw.index("#")]
            content = raw.rstrip()
            if not content:
                continue
            if len(content) > MAX_LINE:
                yield number, "", len(content), ""
                continue
            written = content
            if changed:
                written = line[:len(content)]
                if '"' in content:
                    content = unquoted(content, commented) or content
            if content[0] in "-," or content[0].isspace():
                yield from _line(number, content, written)
            else:
                yield number, content, 0, written


def _long_line(text: str, pos: int, end: int, number: int,
               ) -> Iterator[tuple[int, str | None, int, str]]:
    # ``lines_of``'s line ``number``, ``text[pos:end]``, longer than a block: only its
    # length before a comment matters, and it is copied only if short enough to be read
    # (a short line, then a long comment).
    hash_at = text.find("#", pos, end)
    stop = end if hash_at < 0 else hash_at
    while stop > pos and text[stop - 1].isspace():
        stop -= 1
    if stop - pos > MAX_LINE:
        yield number, "", stop - pos, ""
    elif stop > pos:
        written = text[pos:stop]
        content = written.replace(";", ",")
        if '"' in content:
            content = unquoted(content, hash_at >= 0) or content
        yield from _line(number, content, written)


def unquoted(line: str, commented: bool = False) -> str | None:
    """``line`` (its comment left out, ``;`` read as ``,``) with the quotes of its quoted
    cells made spaces, the same columns, where it is made of cells as a spreadsheet saves
    them (RFC 4180): a cell that starts with ``"`` ends at the next ``"`` that is not
    doubled (``""`` is a quote of its text, and a ``;`` or ``,`` in it separates words as
    elsewhere), and is followed by a separator, a space or the end of the line. None
    where a ``"`` is elsewhere, part of a word, or a cell is not closed (unless its
    comment cut it, ``commented``): the line is then read as written."""
    size = len(line)
    quotes = []
    cell_start = True
    at = 0
    while at < size:
        char = line[at]
        if char == '"':
            if not cell_start:
                return None
            close = at + 1
            while True:
                close = line.find('"', close)
                if close < 0:
                    if not commented:
                        return None
                    close = size
                    break
                if close + 1 < size and line[close + 1] == '"':
                    close += 2
                    continue
                break
            if close + 1 < size and not (line[close + 1] == "," or line[close + 1].isspace()):
                return None
            quotes.append(at)
            if close < size:
                quotes.append(close)
            at = close + 1
            cell_start = False
            continue
        cell_start = char == "," or char.isspace()
        at += 1
    if not quotes:
        return None
    chars = list(line)
    for at in quotes:
        chars[at] = " "
    return "".join(chars)


def _line(number: int, content: str, written: str,
          ) -> Iterator[tuple[int, str | None, int, str]]:
    # A line that may be a '---' between deals, or only spaces and commas: before the
    # first word a spreadsheet's empty cells (``;trump:;♥``, ``;;;;`` for an empty row)
    # are spaces, the same columns.
    start = 0
    while start < len(content) and (content[start] == "," or content[start].isspace()):
        start += 1
    if start == len(content):
        return
    if content[start] == "-" and _SEPARATOR.fullmatch(content, start):
        yield number, None, 0, written
    elif "," in content[:start]:
        yield number, " " * start + content[start:], 0, written
    else:
        yield number, content, 0, written


def as_written(written: str, content: str, start: int, end: int) -> str:
    """The text of ``content[start:end]`` as the file holds it (``written``, the same
    columns), its spaces and separators at either end left out (the empty cells after a
    value): ``;`` where ``content`` reads ``,``, and the quotes of each quoted cell the
    span holds whole (``"♥";"♠"``)."""
    while start < end and (content[start] == "," or content[start].isspace()):
        start += 1
    while end > start and (content[end - 1] == "," or content[end - 1].isspace()):
        end -= 1
    if '"' in written:
        # The quotes made spaces (``unquoted``), in pairs: a cell's opening and closing.
        quotes = [at for at, char in enumerate(written)
                  if char == '"' and content[at] == " "]
        pairs = dict(zip(quotes[::2], quotes[1::2], strict=False))
        closes = {close: open_ for open_, close in pairs.items()}
        widened_start = start - 1 if pairs.get(start - 1, end + 1) <= end else start
        if end in closes and closes[end] >= start - 1:  # a cell the span holds whole
            end += 1
        start = widened_start
    return written[start:end]


def tokens_of(text: str, column: int) -> list[Token]:
    """The tokens of ``text`` (``TOKEN``: separated by spaces or commas) and their columns,
    ``text`` starting at ``column``. ``str.split`` splits where ``TOKEN`` does, faster; each
    token is found after the one before, past spaces only."""
    spaced = text.replace(",", " ") if "," in text else text  # the same columns
    tokens = []
    at = 0
    for word in spaced.split():
        at = spaced.find(word, at)
        tokens.append(Token(word, column + at))
        at += len(word)
    return tokens
