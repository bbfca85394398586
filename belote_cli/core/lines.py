"""Lines of text broken to a terminal's width, for the reports the commands print
(``simulate``'s, ``score``'s verdicts and review): one rule, below the reports that use it,
so that ``belote score`` loads no part of the simulation to wrap a line.
"""

from __future__ import annotations

#: The columns a line of a report is wrapped in (``wrapped``), a terminal's usual width:
#: simulate's verdict of taking against passing and a failing deal's line passed them (96
#: characters in French, 84 in English, for a verdict of no clear difference after a wide
#: interval), score's French litige verdict too (122).
WIDTH = 80


def wrapped(line: str, indent: str = "    ", width: int = WIDTH) -> list[str]:
    """``line`` in lines of at most ``width`` columns, broken at its plain spaces (never
    at a no-break space, so French ``échec\u00a0:`` stays whole), each line after the
    first after ``indent``; the options that end it, from its first ``--``, stay together
    as the command to copy (``--seed t --start 4 --deals 1``). A word longer than the line
    (a seed of a thousand digits) has a line of its own.

    >>> wrapped("  fails: deal 4 (seed t:4); replay with --seed t --start 4 --deals 1",
    ...         width=30)
    ['  fails: deal 4 (seed t:4);', '    replay with', '    --seed t --start 4 --deals 1']
    """
    lead = line[:len(line) - len(line.lstrip(" "))]
    words: list[str] = []
    for word in line.strip(" ").split(" "):
        if words and words[-1].startswith("--"):
            words[-1] += " " + word  # the options to copy: one word
        else:
            words.append(word)
    lines = [lead + words[0]]
    for word in words[1:]:
        if len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(indent + word)
    return lines


__all__ = ["WIDTH", "wrapped"]
