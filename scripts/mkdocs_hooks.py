"""MkDocs hook: the pages read on the site as they read on GitHub and in ``belote rules``.

- The docstrings write their examples as doctests (``>>> ...`` and the expected output,
  up to a blank line), which Markdown would read as quoted text: each such block is
  fenced as ``pycon`` code. Fenced blocks already in a page are left as they are.
- A list may follow its lead-in line directly (``Dask was chosen because:`` then ``- it
  is…``), as on GitHub; Python-Markdown wants a blank line first and made a paragraph of
  both.
- The tables of the pages that ``belote rules`` prints are wrapped at 80 columns: a row
  whose first cell is empty continues the row above it, cell by cell, and is joined to it.
- The rule book's pages list its topics where ``belote rules`` prints them, after the
  introduction, each linked to its part (``on_page_markdown``): the files keep the list
  out, as the command writes it from the topic markers.
- The French pages' text puts a no-break space before ``:``, ``;``, ``?`` and ``!``, as
  French typography and the program's French texts do (``on_page_content``): the files
  keep the plain space that is typed, and the code in them (what a user types or reads on
  the terminal) is left as written.

These are Markdown preprocessors, also used by mkdocstrings for the docstrings.
"""

from __future__ import annotations

import re
from typing import Any

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor
from pymdownx.slugs import slugify as slugifier

from belote_cli.cli.rulebook import FORMAT, topic_name

FENCE = re.compile(r"^\s*(```|~~~)")

#: A heading's anchor, as mkdocs.yml's toc extension makes it (and GitHub alike).
slugify = slugifier(case="lower")


class DoctestBlocks(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        fenced = False
        in_doctest = False
        indent = ""
        for line in lines:
            if in_doctest and not line.strip():
                out.append(indent + "```")
                in_doctest = False
            if not in_doctest and FENCE.match(line):
                fenced = not fenced
            elif not fenced and not in_doctest and line.lstrip().startswith(">>>"):
                indent = line[: len(line) - len(line.lstrip())]
                if out and out[-1].strip():
                    out.append("")
                out.append(indent + "```pycon")
                in_doctest = True
            out.append(line)
        if in_doctest:
            out.append(indent + "```")
        return out


LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+\.)\s")
CONTINUED_ROW = re.compile(r"^\|\s+\|")
RULE_ROW = re.compile(r"^\|[\s|:-]+\|\s*$")


class ListsAfterLines(Preprocessor):
    """A blank line before a list that follows a paragraph's line directly."""

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        fenced = False
        in_list = False
        blank_before = True
        for line in lines:
            if FENCE.match(line):
                fenced = not fenced
            elif not fenced:
                item = LIST_ITEM.match(line) is not None
                if item and not blank_before and not in_list and not line.startswith(" "):
                    out.append("")
                if item:
                    in_list = True
                elif line.strip() and blank_before and not line.startswith((" ", "\t")):
                    in_list = False
                blank_before = not line.strip()
            out.append(line)
        return out


class WrappedTableRows(Preprocessor):
    """A table row whose first cell is empty joined, cell by cell, to the row above."""

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        fenced = False
        for line in lines:
            if FENCE.match(line):
                fenced = not fenced
            elif (not fenced and CONTINUED_ROW.match(line) and out
                  and out[-1].startswith("|") and not RULE_ROW.match(out[-1])):
                above = out[-1].strip().strip("|").split("|")
                more = line.strip().strip("|").split("|")
                if len(above) == len(more):
                    out[-1] = "| " + " | ".join(f"{a.strip()} {m.strip()}".strip()
                                                for a, m in zip(above, more, strict=True)) + " |"
                    continue
            out.append(line)
        return out


class DoctestExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's name)
        # Before the fenced-code preprocessor (priority 25), so that it fences the block;
        # the other two after the snippets (32), so that an included file is read too.
        md.preprocessors.register(DoctestBlocks(md), "doctest_blocks", 40)
        md.preprocessors.register(WrappedTableRows(md), "wrapped_table_rows", 31)
        md.preprocessors.register(ListsAfterLines(md), "lists_after_lines", 30)


def on_config(config: Any) -> Any:
    config["markdown_extensions"].append(DoctestExtension())
    return config


RULE_BOOKS = {"rules.md": "en", "rules.fr.md": "fr"}
TOPIC_MARKER = re.compile(r"^<!-- topic: ([a-z_]+) -->\n## (.+)$", re.MULTILINE)


def topic_links(markdown: str, lang: str) -> str:
    """The rule book's ``Topics: cards, taking, …`` line as ``belote rules`` prints it,
    each topic a link to its part, ``format`` to the deal-file page."""
    links = [f"[`{topic_name(topic, lang)}`](#{slugify(re.sub(r'[*`]', '', title), '-')})"
             for topic, title in TOPIC_MARKER.findall(markdown)]
    links.append(f"[`{topic_name(FORMAT, lang)}`]"
                 f"({'format.fr.md' if lang == 'fr' else 'format.md'})")
    lead = "Chapitres :" if lang == "fr" else "Topics:"
    return f"{lead} {', '.join(links)}."


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    lang = RULE_BOOKS.get(page.file.src_uri)
    if lang is None:
        return markdown
    first = markdown.find("<!-- topic: ")
    return markdown[:first] + topic_links(markdown, lang) + "\n\n" + markdown[first:]


#: What French typography's no-break space goes before, in the French pages' text.
FRENCH_SPACED = re.compile(r" ([:;?!])(?=\s|<|$)")
#: The parts of a page's HTML left as written: code, preformatted text, and the tags.
UNTOUCHED = re.compile(r"(<pre\b.*?</pre>|<code\b.*?</code>|<[^>]*>)", re.DOTALL)


def french_spaces(html: str) -> str:
    """``html``'s text with a no-break space before ``:``, ``;``, ``?`` and ``!`` where a
    plain one stands; code, preformatted text and the tags as written.

    >>> french_spaces('<p>Chapitres : <code>a : b</code> ; fin ?</p>')
    '<p>Chapitres\xa0: <code>a : b</code>\xa0; fin\xa0?</p>'
    """
    parts = UNTOUCHED.split(html)
    return "".join(part if i % 2 else FRENCH_SPACED.sub("\u00a0\\1", part)
                   for i, part in enumerate(parts))


def on_page_content(html: str, page: Any, **_: Any) -> str:
    if page.file.src_uri.endswith(".fr.md"):
        return french_spaces(html)
    return html
