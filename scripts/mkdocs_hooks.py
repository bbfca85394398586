"""MkDocs hook: the docstrings' doctest examples shown as Python sessions.

The docstrings write their examples as doctests (``>>> ...`` and the expected output, up
to a blank line), which Markdown would read as quoted text. This adds a Markdown
preprocessor, also used by mkdocstrings for the docstrings, that fences each such block
as ``pycon`` code. Fenced blocks already in a page are left as they are.
"""

from __future__ import annotations

import re
from typing import Any

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

FENCE = re.compile(r"^\s*(```|~~~)")


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


class DoctestExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's name)
        # Before the fenced-code preprocessor (priority 25), so that it fences the block.
        md.preprocessors.register(DoctestBlocks(md), "doctest_blocks", 40)


def on_config(config: Any) -> Any:
    config["markdown_extensions"].append(DoctestExtension())
    return config
