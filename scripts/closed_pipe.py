"""How every script of this folder ends: ``run(main)``, its last line.

A script's output piped into a reader that stops early (``python scripts/arena.py | head
-2``) would end in a ``BrokenPipeError`` traceback, from the print that found the pipe
closed or from Python's own flush at the exit. ``run`` ends it quietly instead, with exit
code 1, as the ``belote`` command does. The script's own cleanup (its worker processes,
its local Dask cluster, the command it watches, its temporary files) has run by then: the
error came up through it.

Not a script: the scripts import it from their own folder, which Python puts first on the
path of a script it runs.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import NoReturn


def run(main: Callable[[], int | None]) -> NoReturn:
    """Run ``main`` and exit with what it returns (``None``: 0, or what it exits with);
    a closed standard output ends the script with exit code 1 and nothing more said."""
    try:
        try:
            code = main()
        except SystemExit:
            sys.stdout.flush()  # what it printed before exiting goes out (or fails) here
            raise
        sys.stdout.flush()  # here rather than at the exit, where a failure is printed
    except BrokenPipeError:
        # The reader went away. Python flushes standard output once more at the exit:
        # onto nothing now, rather than onto the closed pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
    sys.exit(code)
