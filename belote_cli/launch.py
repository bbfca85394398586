"""The ``belote`` command's entry point (and ``python -m belote_cli``'s).

Loading the program (Typer, rich and the engine) takes a few tenths of a second: Ctrl-C
then, before ``cli`` has set up its own handling, would end in a ``KeyboardInterrupt``
traceback. This module imports nothing but the standard library, so that a Ctrl-C at any
time prints one line and exits 130, as it does once the command runs.
"""

from __future__ import annotations

import sys


def main() -> None:
    """Run the ``belote`` command; Ctrl-C while it loads exits 130 without a traceback."""
    try:
        from .cli import main as run

        run()
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        raise SystemExit(130) from None
