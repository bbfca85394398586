"""What an output whose encoding lacks a character of the texts writes in its place.

One table, ``SUBSTITUTES``, for every writer: the command line's error handler of standard
output and the error output (``cli.commands.common.write_substitutes``) reads it as the
text is written, and the library's texts made for an encoding (``simulation.report_text``
and simulate's speed line, ``encoding="latin-1"``) are written with it (``substituted``),
so that a report for Latin-1 is text that Latin-1 encodes, the same the command line
prints.
"""

from __future__ import annotations

import codecs
import functools

from .numbers import NARROW_SPACE

#: What an output whose encoding lacks a character of the texts writes in its place, the
#: first of them the encoding has: the narrow space as the no-break space U+00A0 (Latin-1
#: and cp1252 have it) or a plain space, ``œ`` and ``Œ`` (``cœur``, which Latin-1 lacks
#: and cp1252 has) as ``oe`` and ``OE``, the ellipsis (``1500…``, Latin-1 again) as three
#: dots, the check mark of a tally that is right (``162 ✓``: score's help, simulate's
#: report; neither has it) as ``OK``, the dash of no value (``—``: simulate's rate of no
#: deal; cp1252 has it) as ``-``, and the infinite rate of a run timed at 0 s (``∞
#: deals/s``) as ``inf``, as Python writes an infinite float. A card's suit has no such
#: spelling: a card is never written as something else; nor has the cross ``✗`` of a
#: tally that fails, which ``score`` writes beside the figures it lacks (simulate's
#: report, whose tally names no figure, writes its own ``X``).
SUBSTITUTES: dict[str, tuple[str, ...]] = {
    NARROW_SPACE: ("\u00a0", " "),
    "\u0153": ("oe",),
    "\u0152": ("OE",),
    "\u2026": ("...",),
    "\u2713": ("OK",),
    "\u2014": ("-",),
    "\u221e": ("inf",),
}


def writes(encoding: str | None, text: str) -> bool:
    """Whether an output in ``encoding`` can write ``text`` (``None``: Unicode, as UTF-8
    writes it; an encoding Python does not know is taken for one that writes it, the
    output's own error then saying so)."""
    if encoding is None:
        return True
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return False
    except LookupError:
        return True
    return True


@functools.cache
def lacked(encoding: str) -> dict[str, str]:
    """Each character of ``SUBSTITUTES`` that ``encoding`` lacks, and what it writes
    instead (the first substitute it has); a LookupError for an encoding Python does not
    know.

    >>> lacked("cp1252")
    {'\\u202f': '\\xa0', '✓': 'OK', '∞': 'inf'}
    """
    codecs.lookup(encoding)
    found: dict[str, str] = {}
    for character, substitutes in SUBSTITUTES.items():
        if not writes(encoding, character):
            written = [text for text in substitutes if writes(encoding, text)]
            if written:
                found[character] = written[0]
    return found


def substituted(text: str, encoding: str | None) -> str:
    """``text`` as an output in ``encoding`` writes it: each character of ``SUBSTITUTES``
    the encoding lacks as its substitute, everything else as it is (``None``, UTF-8 or an
    encoding Python does not know: ``text`` itself).

    >>> substituted("3\\u202f000 donnes : 162 ✓, — ", "latin-1")
    '3\\xa0000 donnes : 162 OK, - '
    """
    if encoding is None:
        return text
    try:
        table = lacked(encoding)
    except LookupError:
        return text
    for character, substitute in table.items():
        text = text.replace(character, substitute)
    return text
