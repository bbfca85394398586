"""``belote play`` on a terminal: a page of text shown a screenful at a time, and lines
broken at the screen's width.

A page of text (``TextPage``: a deal's tally, a review) is laid out in sections at the
terminal's size; ``screenful`` gives the lines of the screenful the page is at: as many
whole lines as fit above the line that says Enter goes on (``screen_more``), a section
beginning a screenful of its own, or the rest and the page's own line where they fit.
``screen.Screen`` draws them on a cleared screen, holds each until Enter and draws the
one it is at again on a resize. ``wrapped`` breaks a line into rows of the screen's width
between its items or its words, as the table's lines and the pages' are broken, each row
after the first after four blanks as through a pipe.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable


@dataclasses.dataclass
class TextPage:
    """A page of text shown a screenful at a time (``Screen._paged``), drawn again on a
    resize: its ``layout`` (its sections at a width and a number of rows), the line under
    its last screenful (``footer``: the page's own line, or ``screen_more``), where the
    screenful shown begins (``at``: a section and a line of it) and where the next begins
    (``end``), whether it is the last (``last``), the sections ``at`` points into
    (``sections``: the layout at the size last drawn), and the answer to a line typed at
    the screenful shown (``note``: help, an unknown word), drawn above its last line until
    the next screenful."""

    layout: Callable[[int, int], list[list[str]]]
    footer: str | None
    at: tuple[int, int] = (0, 0)
    end: tuple[int, int] = (0, 0)
    last: bool = False
    sections: list[list[str]] | None = None
    note: list[str] = dataclasses.field(default_factory=list)


def screenful(page: TextPage, width: int, height: int, more: str,
              interactive: bool) -> list[str]:
    """The lines of ``page``'s screenful that begins at its ``at`` at ``width`` ×
    ``height``: as many whole lines as fit above ``more`` (a section begins a screenful of
    its own, without the blank lines before it), or the rest and the page's footer where
    they fit (and without a terminal to type on, the rest whatever its length); the page's
    ``note`` above that last line, in rows taken from the screenful's lines (the page laid
    out as without it), so that the lines it leaves out come on the next screenful. Sets
    the page's ``at``, ``end`` and ``last``. Where the page is laid out otherwise at this
    size (a resize), the screenful begins at the line it began with (``_moved``)."""
    footer = [] if page.footer is None else [page.footer]
    room = height - rows_of(footer, width) - 1  # the last row: the one typed on
    sections = page.layout(width, room)
    if page.sections is not None and sections != page.sections:
        page.at = _moved(page.at, page.sections, sections)
    page.sections = sections
    section, line = page.at
    while section < len(sections):
        part = sections[section]
        if section and not line:  # a section's screenful begins at its first words
            while line < len(part) and not part[line]:
                line += 1
        if line < len(part):
            break
        section, line = section + 1, 0
    page.at = (section, line)
    rest = [text for part in sections[section + 1:] for text in part]
    if section < len(sections):
        rest[:0] = sections[section][line:]
    note = page.note
    # Past the last line (the footer left alone), nothing is held back for a next one,
    # however tall the note on a tiny screen.
    if not interactive or section >= len(sections) or rows_of(rest + note, width) <= room:
        page.end, page.last = (len(sections), 0), True
        return rest + note + footer
    step = max(1, height - rows_of(note + [more], width) - 1)
    part = sections[section]
    stop = line + 1  # one line at least, however tall
    while stop < len(part) and rows_of(part[line:stop + 1], width) <= step:
        stop += 1
    page.end = (section, stop) if stop < len(part) else (section + 1, 0)
    page.last = False
    return part[line:stop] + note + [more]


def _moved(at: tuple[int, int], old: list[list[str]],
           new: list[list[str]]) -> tuple[int, int]:
    """Where the screenful that begins at ``at`` in the sections ``old`` begins in the
    sections ``new`` of the same page laid out at another size (the tally fitted
    otherwise, the tally and the review in one section where the whole fits): at the
    same occurrence of its first line where ``new`` holds it, else at the start of the
    section it was in, so that nothing is skipped; past the last line (the page's own
    line shown alone) it stays past the last line."""
    section, line = at
    if section >= len(old):  # past the page's last line (its own line shown alone)
        return len(new), 0
    if line >= len(old[section]):
        return at if section < len(new) else (0, 0)
    text = old[section][line]
    count = sum(part.count(text) for part in old[:section]) + old[section][:line].count(text)
    for number, part in enumerate(new):
        for index, other in enumerate(part):
            if other == text:
                if not count:
                    return number, index
                count -= 1
    return min(section, len(new) - 1), 0


def rows_of(lines: list[str], width: int) -> int:
    """The terminal rows ``lines`` take at ``width`` columns, each wrapped (``wrapped``)."""
    return sum(len(wrapped(line, width)) for line in lines)


#: What each row of a line after its first begins with, as through a pipe
#: (``core.lines.wrapped``): a line's second row is not read as a new line.
INDENT = "    "
#: The narrowest screen whose rows after a line's first are indented: they keep 16
#: columns for their words, a word of the texts' longest (``--analyze):``, French
#: ``distribuées``) and more; on a narrower one they begin at column 0, so that a word
#: is not cut for the indent's sake.
MIN_INDENTED = 20


def wrapped(line: str, width: int) -> list[str]:
    """``line`` in rows of at most ``width`` columns, broken where its items part (two
    spaces or more: ``1) J♥*  2) 9♥*``, ``K♦ 89.2  A♠ 56.5``), else between words, so that
    no card and no number is cut in two, and no number parted from the word before it
    (``the bid 110``, ``= 162``, nor ``wins  3``, ``gagne  8 + 10``, where the spaces
    align a trick's points), nor a bid's suit from its number (``120 ♥``), nor an
    interval from its mean (``-21.38 [-27.66, -15.10]``); a word longer than a row is
    cut. Each row after the first begins with ``INDENT``, as the line's rows through a
    pipe do (``    8) J♣``), on a screen of ``MIN_INDENTED`` columns or more (else at
    column 0)."""
    if len(line) <= width or width < 1:
        return [line]
    indent = INDENT if width >= MIN_INDENTED else ""
    room = width - len(indent)  # the columns of a row after the first
    # An item longer than a row is broken between its words, and the items after it go on
    # on its last row where they fit (``… all hands open): Q♦ 59.1  K♦ 58.9``).
    parts: list[str] = []
    for n, item in enumerate(re.split(r"(?<=\S)([^\S\xa0]{2,})(?=\S)(?!\d+(?: \+ |$))",
                                      line)):
        parts.extend(_words(item, room) if n % 2 == 0 and len(item) > room else [item])
    rows: list[str] = []
    for row in _pack(parts, width, room):
        at = 0
        while at < len(row) or not at:  # a row longer than its room cut (a long word)
            size = room if rows else width
            rows.append((indent if rows else "") + row[at:at + size])
            at += size
    return rows


#: A space that may part two words of an item (never a no-break space): not one before a
#: number, a suit, an interval, the ``/`` between two figures, an option (``--analyze``)
#: or a seat (``à S.``, ``(dealer N).``, as ``core.lines`` keeps it), nor the one between
#: ``belote`` and its command.
_NOT_BEFORE = (r"[−+-]?\d|[♠♥♦♣]|\[[−+-]?\d|/\s|--"
               r"|[NESWO][)\]]*[,;:.]?(?![^\s\xa0]|\xa0)")
_PARTING = re.compile(rf"((?<!belote)[^\S\xa0](?!{_NOT_BEFORE})"
                      rf"|(?<=belote)[^\S\xa0](?!{_NOT_BEFORE}|(?:play|simulate|score|rules)\b))")


def _words(item: str, width: int) -> list[str]:
    """``item``'s words and the spaces between them, as ``_pack`` reads them: a number
    kept with the word before it, a suit with the number of its bid (``120 ♥``), and an
    interval with its mean (``+1.50 [-0.20, +3.20]``), where they fit in a row; so are
    the two figures of a score and the ``/`` between them (``5 / 157``), and a command to
    copy (``belote score --analyze``), as a line through a pipe keeps them
    (``core.lines.wrapped``)."""
    parts = re.split(_PARTING, item)
    return [piece for n, part in enumerate(parts)
            for piece in (re.split(r"([^\S\xa0])", part) if n % 2 == 0 and len(part) > width
                          else [part])]


def _pack(parts: list[str], width: int, room: int) -> list[str]:
    """``parts`` (items at even places, what parts them between) packed into rows where
    they go, the first of at most ``width`` columns and the others of ``room`` (the indent
    of ``wrapped`` left out), a row's parting spaces dropped."""
    rows: list[str] = []
    row = parts[0]
    for n in range(1, len(parts) - 1, 2):
        gap, item = parts[n], parts[n + 1]
        if len(row) + len(gap) + len(item) <= (room if rows else width):
            row += gap + item
        else:
            rows.append(row)
            row = item
    rows.append(row)
    return rows
