"""Lines of text broken to a terminal's width, for the reports the commands print
(``simulate``'s, ``score``'s verdicts and review) and for ``belote play`` through a pipe:
one rule, below the reports that use it, so that ``belote score`` loads no part of the
simulation to wrap a line; and a file's name as a word of a command those lines give to
copy (``shell_word``).
"""

from __future__ import annotations

import os
import re
import shlex

#: The columns a line of a report is wrapped in (``wrapped``), a terminal's usual width:
#: simulate's verdict of taking against passing and a failing deal's line passed them (96
#: characters in French, 84 in English, for a verdict of no clear difference after a wide
#: interval), score's French litige verdict too (122).
WIDTH = 80

#: The commands a line may give to copy after ``belote`` (``belote play --seed 5 ...``).
_COMMANDS = frozenset({"play", "simulate", "score", "rules"})

#: A numbered menu's number (``1)``): kept with the card or call it numbers.
_NUMBER = re.compile(r"\d+\)")

#: A suit alone, perhaps closing a bracket and before a stop (``♠``, ``♦):``, French
#: ``♣\u00a0;``): kept with the word before it (``80 ♠``, ``(* trump ♦):``).
_SUIT = re.compile("[♠♥♦♣][)\\]'’]*(?:\u00a0?[:;,.?!])?")

#: A number, perhaps signed, in a bracket or before a stop (``58``, ``-62.63``,
#: ``[+6.17,``), or the ``/`` between two: kept with the word before it (``N 58``,
#: ``0 / 58``, ``of 80``).
_FIGURE = re.compile(r"/|\[?[-+−]?\d+(?:[.,]\d+)*[%\])]*[,;:.]?")

#: A seat, perhaps closing a bracket or before a stop (``N).``): kept with the word before
#: it (``(dealer N).``, ``by S:``).
_SEAT = re.compile(r"[NESWO][)\]]*[,;:.]?")

#: How a word that ends a part of a sentence ends: the last word of a command to copy
#: (``--analyze):``), and the edge of a menu's first or last item (``Your call? 1) pass``,
#: ``5) 80 ♣;``).
_STOPS = (")", ",", ";", ":", "?", "!", ".")

#: The words of a menu's item, at most (``2) 110 ♠``, ``Q♣ 20.4``): a longer run of words
#: after the last item's two spaces is a sentence, broken as one.
_ITEM = 3


def _stops(word: str) -> bool:
    """Whether ``word`` ends a part of a sentence (not a menu's number ``1)``)."""
    return word.endswith(_STOPS) and not _NUMBER.fullmatch(word)


def _starts_command(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` begins a command to copy: ``belote play --seed 5``, or the
    options alone (``replay with --seed t --start 4``)."""
    if words[i].startswith("--"):
        return True
    return (words[i] in ("belote", "(belote") and i + 2 < len(words)
            and words[i + 1] in _COMMANDS and words[i + 2].startswith("--"))


def _glued(words: list[str], gaps: list[str], items: bool) -> tuple[list[bool], list[int]]:
    """For each word, whether it stays on the line of the word before it; and for each
    command to copy, a number that its words carry from the second option on, each
    option's first word (where a command longer than a line may be broken, after a
    `` \\``) and the words after it (-1 for the other words)."""
    n = len(words)
    glue = [False] * n
    command = [-1] * n
    i = 0
    while i < n:  # the commands to copy, from their start to the word that ends them
        if not _starts_command(words, i):
            i += 1
            continue
        # The command and its first option stay together: ``belote play --seed 5``.
        first = i if words[i].startswith("--") else i + 2
        j = i + 1
        while j < n and len(gaps[j]) == 1 and not words[j - 1].endswith(_STOPS[:4]):
            glue[j] = True
            if j > first and (words[j].startswith("--") or command[j - 1] >= 0):
                command[j] = i
            j += 1
        i = j
    # An interval stays whole, in every line (``[-42,64 ; -28,20]``, ``[+6.17, +9.40]``):
    # the words from one that opens a square bracket to the next that closes it, within
    # ``_ITEM`` words.
    for i, word in enumerate(words):
        if "[" not in word or "]" in word[word.rindex("["):]:
            continue
        close = next((k for k in range(i + 1, min(n, i + _ITEM)) if "]" in words[k]), None)
        if close is not None and all(len(gaps[k]) == 1 for k in range(i + 1, close + 1)):
            for k in range(i + 1, close + 1):
                glue[k] = True
    depth = 0  # the brackets open before word j: ``5)`` closes one, ``1)`` numbers an item
    for j in range(1, n if items else 1):
        depth += words[j - 1].count("(") - words[j - 1].count(")")
        figure = _FIGURE.fullmatch(words[j]) and (depth > 0 or not _NUMBER.fullmatch(words[j]))
        if len(gaps[j]) == 1 and (_NUMBER.fullmatch(words[j - 1]) or _SUIT.fullmatch(words[j])
                                  or figure or _SEAT.fullmatch(words[j])):
            glue[j] = True
        if len(gaps[j]) < 2:
            continue
        # A menu's items, two spaces apart: each whole (``2) 80 ♠``), the first from the
        # word after the stop before it (``Your call? 1) pass``), the last up to its stop
        # (``5) 80 ♣; or a higher bid``).
        k = j + 1
        while k < n and k - j < _ITEM and len(gaps[k]) == 1 and not _stops(words[k - 1]):
            glue[k] = True
            k += 1
        if not any(len(g) > 1 for g in gaps[1:j]):  # the first item
            k = j - 1
            while k > 0 and j - k < _ITEM and len(gaps[k]) == 1 and not _stops(words[k - 1]):
                glue[k] = True
                k -= 1
    return glue, command


def wrapped(line: str, indent: str = "    ", width: int = WIDTH,
            items: bool = False) -> list[str]:
    """``line`` in lines of at most ``width`` columns, broken at its plain spaces (never
    at a no-break space, so French ``échec\u00a0:`` stays whole), each line after the
    first after ``indent``; a line that fits is given back as it is. A command to copy
    stays whole where it fits, from ``belote play`` or its first ``--`` to the word that
    ends it (``--dealer E)``, ``--analyze):``) or the end of the line; one longer than a
    line is broken before an option, the line broken ending in `` \\`` as a shell reads
    it. An interval stays whole too (``[-42.64, -28.20]``, French ``[-42,64 ; -28,20]``).
    With ``items`` (``belote play``'s lines), these too stay whole where they fit:

    - a numbered menu's items, two spaces apart (``1) 10♦*``, ``2) 80 ♠``, ``Q♣ 20.4``),
      the two spaces dropped where the line breaks between them;
    - a suit, a number or a seat with the word before it (``80 ♠``, ``(* trump ♦):``,
      ``0 / 58``, ``(dealer N).``).

    A word longer than the line (a seed of a thousand digits) has a line of its own, and
    the last word is not left alone on the last line where the word before it can go down
    with it (``    pris avant)``, not ``    avant)``).

    >>> wrapped("  fails: deal 4 (seed t:4); replay with --seed t --start 4 --deals 1",
    ...         width=32)
    ['  fails: deal 4 (seed t:4);', '    replay with', '    --seed t --start 4 --deals 1']
    >>> wrapped("Your hand: 1) 10♦*  2) K♦*  3) 8♦*  4) A♠", width=30, items=True)
    ['Your hand: 1) 10♦*  2) K♦*', '    3) 8♦*  4) A♠']
    >>> wrapped("Deal 1 (alone: belote play --seed 5 --dealer E --rule sa_ta=on)", width=40)
    ['Deal 1 (alone: belote play --seed 5 \\\\', '    --dealer E --rule sa_ta=on)']
    """
    if len(line) <= width:
        return [line]
    lead = line[:len(line) - len(line.lstrip(" "))]
    parts = re.split("( +)", line[len(lead):].rstrip(" "))
    words, gaps = parts[0::2], ["", *parts[1::2]]
    glue, command = _glued(words, gaps, items)
    # A command that fits on a line of its own is not broken.
    ends = {part: j for j, part in enumerate(command) if part >= 0}  # each one's last word
    for start, last in ends.items():
        if len(indent) + len(words[start]) + sum(len(gaps[j]) + len(words[j])
                                                 for j in range(start + 1, last + 1)) <= width:
            command[start:last + 1] = [-1] * (last + 1 - start)
    # The pieces a line is not broken in, each with the spaces before it, and the command
    # it is a part of (-1: none).
    pieces: list[tuple[str, str, int]] = []
    for j, (word, gap) in enumerate(zip(words, gaps, strict=True)):
        part = command[j]
        if glue[j] and (part < 0 or command[j - 1] == part and not word.startswith("--")):
            before, text, was = pieces[-1]
            pieces[-1] = (before, text + gap + word, was)
        else:
            pieces.append((gap, word, part))
    lines = [lead + pieces[0][1]]
    starts = [0]  # the first piece of each line
    for n, (gap, text, part) in enumerate(pieces[1:], 1):
        # A command's option with another after it leaves room for the `` \`` that may
        # follow it.
        room = 2 if n + 1 < len(pieces) and pieces[n + 1][2] >= 0 else 0
        if len(lines[-1]) + len(gap) + len(text) + room <= width:
            lines[-1] += gap + text
            continue
        if part >= 0:
            lines[-1] += " \\"
        lines.append(indent + text)
        starts.append(n)
    if items and len(lines) > 1:
        _no_lone_last(lines, starts, pieces, indent, width, items=True)
    if len(lines) > 1:
        _no_lone_last(lines, starts, pieces, indent, width, items=False)
    return lines


def _no_lone_last(lines: list[str], starts: list[int], pieces: list[tuple[str, str, int]],
                  indent: str, width: int, items: bool) -> None:
    """The last piece not alone on the last line where the piece before it can go down
    with it (the line before keeping two pieces or more, and the two fitting): a menu's
    last item with ``items`` (``    8) Q♣``; the items apart by two blanks or more), else a
    sentence's last word (``    avant)``; the words a single space apart)."""
    last = starts[-1]
    if (last != len(pieces) - 1 or last - starts[-2] < 3 or pieces[last][2] >= 0
            or pieces[last - 1][2] >= 0):
        return
    if items:
        apart = all(len(pieces[k][0]) >= 2 for k in (last, last - 1, last - 2))
    else:
        apart = (pieces[last][0] == " " and pieces[last - 1][0] == " "
                 and " " not in pieces[last][1])
    if not apart:
        return
    moved, space, word = pieces[last - 1][1], pieces[last][0], pieces[last][1]
    if len(indent) + len(moved) + len(space) + len(word) > width:
        return
    before = lines[-2]
    lines[-2] = before[:len(before) - len(pieces[last - 1][0]) - len(moved)]
    lines[-1] = indent + moved + space + word


def shell_word(text: str) -> str:
    """``text`` as one word a shell reads back as it is, for a command a line gives
    to copy (a file's name after ``--resume`` or ``--from``): as ``shlex.quote``
    writes it where every character shows as itself, else in ``$'…'`` with each byte
    that is no printable ASCII written ``\\xHH`` (as bash, zsh and ksh read it, and
    ``ls`` writes such a name for a shell): a name with a control character, or
    bytes the file system's encoding does not decode (``n\\udce9.belote``), which
    the message shows as Python writes it, a name no shell would find.

    >>> print(shell_word("my match.belote"), shell_word("n\\udce9.belote"),
    ...       shell_word("it's\\x1b.belote"))
    'my match.belote' $'n\\xe9.belote' $'it\\'s\\x1b.belote'
    """
    if text.isprintable():
        return shlex.quote(text)
    said = "".join(f"\\{chr(b)}" if chr(b) in "\\'" else chr(b) if 32 <= b < 127
                   else f"\\x{b:02x}" for b in os.fsencode(text))
    return f"$'{said}'"


__all__ = ["WIDTH", "shell_word", "wrapped"]
