"""The ``belote`` command's entry point (and ``python -m belote_cli``'s).

Loading the program (Typer, rich and the engine) takes a few tenths of a second: Ctrl-C
then, before ``cli`` has set up its own handling, would end in a ``KeyboardInterrupt``
traceback. This module imports nothing but the standard library (and ``system.environment``,
which reads the language asked for with the standard library only), so that a Ctrl-C at
any time prints one line, in that language (on a line of its own where the terminal
echoed the Ctrl-C as ``^C``), and exits 130, as it does once the command runs.
"""

from __future__ import annotations

import sys

# The standard library only; ``INTERRUPTED``: what a Ctrl-C says, by language.
from .system.environment import INTERRUPTED as INTERRUPTED
from .system.environment import echoes_ctrl_c, language_of


def main() -> None:
    """Run the ``belote`` command; Ctrl-C while it loads exits 130 without a traceback."""
    try:
        from .cli import main as run

        run()
    except KeyboardInterrupt:
        if echoes_ctrl_c(sys.stderr):  # what is said of it starts after the ^C echoed
            sys.stderr.write("\n")
        sys.stderr.write(INTERRUPTED[language_of(sys.argv[1:])] + "\n")
        raise SystemExit(130) from None
