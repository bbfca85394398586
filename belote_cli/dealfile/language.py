"""The language of a deal file's suit letters (``C`` is clubs in English, cœur in French):
a ``lang:`` line, else the header keys, of the whole file or, where an English deal and a
French deal are joined by '---', of each deal.
"""

from __future__ import annotations

import itertools
import re

from ..core.errors import Reason
from .collect import Collector
from .lexing import MAX_LINE, unquoted

_LANGUAGES = {"en": "en", "english": "en", "anglais": "en",
              "fr": "fr", "french": "fr", "français": "fr", "francais": "fr"}
# Keys at the start of a line (``[^\S\n]`` is a space or tab, not a line break). Each
# pattern is anchored at a line start and its runs of spaces are followed by one fixed
# character: no backtracking beyond the run, linear in the text.
#: The start of a line before its first word: spaces, and the empty cells a spreadsheet
#: saves before a table that starts in its second column (``;trump:;♥;;``), empty or
#: quoted, and the opening quote of a quoted cell (``"trump:";"♥"``), as
#: ``lexing.lines_of`` reads them.
_LINE_START = r'^[^\S\n]*(?:(?:"")?[,;][^\S\n]*)*"?'
_LANG_LINE = re.compile(_LINE_START + r"(lang|langue|language)[^\S\n]*:([^\n]*)",
                        re.MULTILINE | re.IGNORECASE)
# 'match:' is no English key here: French says a match too, and a French file that writes
# it (the format's one word for the key, 'partie:' aside) is French.
_ENGLISH_KEY = re.compile(
    _LINE_START + r"(?:(?:trump|taker|dealer|rules?|leader|last|announce|announcement|contract"
    r"|variant|deck|exchange)[^\S\n]*:)",
    re.MULTILINE | re.IGNORECASE)
_FRENCH_KEY = re.compile(
    _LINE_START + r"(?:(?:atout|preneur|donneur|r[eè]gles?|entame|dernier|der|dix[^\S\n]+de"
    r"[^\S\n]+der|annonce|contrat|partie|variante|paquet|[eé]change)[^\S\n]*:)",
    re.MULTILINE | re.IGNORECASE)
# The same keys written without their colon (``atout cœur``, as a table notes them), a
# value after them: each is a problem where it stands (``a key is followed by a colon``),
# and they give the file's language where it has no key with one.
_ENGLISH_BARE_KEY = re.compile(
    _LINE_START + r"(?:trump|taker|dealer|leader|contract|variant)[^\S\n]+[^\s:]",
    re.MULTILINE | re.IGNORECASE)
_FRENCH_BARE_KEY = re.compile(
    _LINE_START + r"(?:atout|preneur|donneur|entame|contrat|variante)[^\S\n]+[^\s:]",
    re.MULTILINE | re.IGNORECASE)
# The trick keywords, ``trick 1:`` and ``pli 1:``: they give the file's language only where
# it has no header key of either (a ``pli 1:`` among English keys is read, and the file
# stays English).
_ENGLISH_TRICK = re.compile(_LINE_START + r"trick[^\S\n]*[0-9]", re.MULTILINE | re.IGNORECASE)
_FRENCH_TRICK = re.compile(_LINE_START + r"pli[^\S\n]*[0-9]", re.MULTILINE | re.IGNORECASE)
# A '---' between deals (``lexing.lines_of``), the commas or semicolons of a spreadsheet
# and a comment after it allowed.
_SEPARATOR_LINE = re.compile(
    _LINE_START + r'-{3,}"?[^\S\n]*(?:[,;][^\S\n]*(?:""[^\S\n]*)?)*(?:#[^\n]*)?$', re.MULTILINE)

#: The language of a part of a file between '---' lines: its first line, the language of
#: its suit letters, the lines of its English and French keys where it has both, the
#: language of its keys, and whose keys those lines are, ``file``, ``deal`` (the part's
#: own, other parts having keys too) or ``before`` (a part with no key read by the part of
#: both before it) (``Collector``'s ``lang``, ``mixed``, ``key_lang``, ``mixed_keys``).
_PartLanguage = tuple[int, str | None, tuple[int, int] | None, str | None, str]


def _first_lines(text: str, patterns: tuple[tuple[str, re.Pattern[str]], ...], start: int = 0,
                 end: int | None = None, line: int = 1) -> dict[str, int]:
    """The line of each language's first match of its pattern in ``text[start:end]``, whose
    first line is ``line``: ``{"en": 14, "fr": 13}``, a language without one left out."""
    first: dict[str, int] = {}
    for code, pattern in patterns:
        found = pattern.search(text, start, len(text) if end is None else end)
        if found is not None:
            first[code] = line + text.count("\n", start, found.start())
    return first


_KEYS = (("en", _ENGLISH_KEY), ("fr", _FRENCH_KEY))
_TRICKS = (("en", _ENGLISH_TRICK), ("fr", _FRENCH_TRICK))
_BARE_KEYS = (("en", _ENGLISH_BARE_KEY), ("fr", _FRENCH_BARE_KEY))


class LanguageReader(Collector):
    """Sets ``lang``, ``mixed``, ``key_lang`` and ``parts`` from a file's text before its
    deals are read (``headers.Reader.deals``)."""

    def read_language(self, text: str) -> None:
        """Set the language of the file's suit letters: a ``lang:``/``langue:`` line, else
        its header keys (French keys make it French); English and French keys together,
        and no ``lang:`` line, leave it unknown (``C`` is then refused: clubs or cœur).
        A scan of the text for keys at line starts: linear, and nothing else is read."""
        said: tuple[str, int] | None = None
        line, counted = 1, 0  # the line number at offset ``counted``: counted once
        for m in _LANG_LINE.finditer(text):
            line += text.count("\n", counted, m.start())
            counted = m.start()
            key = m.group(1).lower()
            written = m.group(2).split("#", 1)[0]
            # A spreadsheet's separators around the value (``lang:;fr;;``) are spaces, and
            # so are the quotes of a line of quoted cells (``"lang:";"fr"``); a problem
            # quotes the value as the file holds it.
            line_text = m.group().split("#", 1)[0].replace(";", ",")
            line_text = (unquoted(line_text, "#" in m.group(2)) or line_text
                         if '"' in line_text else line_text)
            cells = line_text[m.start(2) - m.start():].replace(",", " ")
            value = cells.strip()
            lang = _LANGUAGES.get(value.lower())
            offset = len(cells) - len(cells.lstrip())
            column = m.start(2) - m.start() + 1 + offset
            # Reported with the deal the line is in (``read_header_line``), in the file's
            # order.
            if lang is None:
                self.lang_problems[line] = (column, Reason("lang_unknown", {
                    "value": written[offset:offset + len(value)]}))
            elif said is None:
                said = (lang, line)
            elif said[0] != lang:
                self.lang_problems[line] = (column, Reason("lang_again", {
                    "key": key, "value": value, "line": said[1], "said_lang": said[0]}))
        first = (_first_lines(text, _KEYS) or _first_lines(text, _BARE_KEYS)
                 or _first_lines(text, _TRICKS))
        # The keys' language: of the keys where they are of one, else what the file says.
        self.key_lang = (next(iter(first)) if len(first) == 1
                         else said[0] if said is not None and not first else None)
        if said is not None:
            self.lang = said[0]
            return
        if "fr" in first and "en" in first:
            self.lang = None
            self.mixed = (first["en"], first["fr"])
            self.parts = self.part_languages(text)
        else:
            self.lang = "fr" if "fr" in first else "en"

    def part_languages(self, text: str) -> list[_PartLanguage]:
        """The language of each part of a file with English and French keys and no
        ``lang:`` line, between its '---' lines: of the part's own header keys where they
        are of one language (an English deal and a French deal joined), else the part
        before's (the file's for the first). Linear: each part is searched once per
        language. The lines of a part's keys of both languages are its own where other
        parts have keys (the deal's lines, not the file's, are named then), and those of
        the part before for a part with no key that is read by them."""
        parts: list[_PartLanguage] = []
        before: _PartLanguage = (1, self.lang, self.mixed, self.key_lang, "file")
        source = -1  # the index of the part whose keys are read: -1 for the file's
        self.read_by = []
        keyed = 0  # the parts with keys
        start, line = 0, 1
        separators = (m for m in _SEPARATOR_LINE.finditer(text)
                      if len(m.group().split("#", 1)[0].strip()) <= MAX_LINE)
        for separator in itertools.chain(separators, (None,)):
            end = len(text) if separator is None else separator.start()
            first = _first_lines(text, _KEYS, start, end, line)
            keyed += bool(first)
            if first:
                source = len(parts)
            if len(first) == 2:
                before = (line, None, (first["en"], first["fr"]), None, "deal")
            elif first:
                code = next(iter(first))
                before = (line, code, None, code, "file")
            # A part with no key is read as the one before, whose lines are not its own.
            whose = before[4] if first or before[4] == "file" else "before"
            parts.append((line, *before[1:4], whose))
            self.read_by.append(source)
            if separator is not None:
                line += text.count("\n", start, separator.end())
                start = separator.end()
        if keyed < 2:  # the keys of one part are the file's: named as the file's
            parts = [(*part[:4], "file") for part in parts]
        return parts
