"""The click that Typer parses the command line with, reached by ``click_module``: the
commands' usage errors, their exit codes and the current context are click's own."""

from __future__ import annotations

import importlib
from typing import Any


def click_module(part: str) -> Any:
    """The module ``part`` (``exceptions``, ``globals``) of the click Typer uses: its own
    copy in recent releases, click itself in older ones (click beside it, another
    package's, is not imported)."""
    for name in (f"typer._click.{part}", f"click.{part}"):
        try:
            return importlib.import_module(name)
        except ImportError:
            continue
    raise ImportError(f"no click.{part} under typer")
