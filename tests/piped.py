"""What ``belote play`` prints through a pipe, read whole: a line past 80 columns goes on
after four blanks (``core.lines.wrapped``), and a command to copy longer than a line after
`` \\`` as a shell reads it. The tests that look for a message read it joined back; the
golden files and tests/test_lines.py hold the lines as printed."""

from __future__ import annotations

import re
from typing import Any

from typer.testing import CliRunner, Result

#: A line's end before a continuation: four blanks, then a word (not the rows of a table,
#: which begin with more blanks); with the `` \`` of a command broken before an option.
_GOES_ON = re.compile(r"(?: \\)?\n {4}(?=\S)")


def read_whole(text: str) -> str:
    """``text`` with each continuation joined to its line by one space."""
    return _GOES_ON.sub(" ", text)


def whole(result: Result) -> Result:
    """``result`` with its standard output read whole (``read_whole``)."""
    result.stdout_bytes = read_whole(result.stdout).encode("utf-8")
    return result


class WholeRunner(CliRunner):
    """A ``CliRunner`` whose results' standard output is read whole (``whole``)."""

    def invoke(self, *args: Any, **kwargs: Any) -> Result:  # type: ignore[override]
        return whole(super().invoke(*args, **kwargs))
