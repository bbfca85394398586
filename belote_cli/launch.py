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

# ``typing.TYPE_CHECKING`` without importing ``typing``, as the package's ``__init__`` does.
TYPE_CHECKING = False
if TYPE_CHECKING:
    import signal
else:  # the C module itself: ``signal`` imports ``enum``, time for a Ctrl-C to come first
    import _signal as signal

#: A Ctrl-C that came while this module itself loaded (its imports below), held until
#: ``main`` can say it; Python's own handler, unless the process ignores Ctrl-C (a shell's
#: background job), which is left as it is, and is set again once the module is loaded:
#: a program that imports it and never calls ``main`` (the tests) keeps its Ctrl-C.
_HELD: list[int] = []
_PYTHON_S = signal.getsignal(signal.SIGINT)


def _hold(signum: int, frame: object) -> None:
    _HELD.append(signum)


if _PYTHON_S is signal.default_int_handler:
    try:
        signal.signal(signal.SIGINT, _hold)
    except ValueError:  # not the main thread: no handler of one's own there
        _PYTHON_S = None

# The standard library only; ``INTERRUPTED``: what a Ctrl-C says, by language.
from .system.environment import INTERRUPTED as INTERRUPTED  # noqa: E402
from .system.environment import echoes_ctrl_c, language_of  # noqa: E402

if _PYTHON_S is signal.default_int_handler:
    signal.signal(signal.SIGINT, _PYTHON_S)  # a Ctrl-C from now on interrupts


def main() -> None:
    """Run the ``belote`` command; Ctrl-C while it loads exits 130 without a traceback."""
    try:
        if _HELD:  # said once: a later call in the same process starts afresh
            _HELD.clear()
            raise KeyboardInterrupt
        from .cli import main as run

        run()
    except KeyboardInterrupt:
        if echoes_ctrl_c(sys.stderr):  # what is said of it starts after the ^C echoed
            sys.stderr.write("\n")
        sys.stderr.write(INTERRUPTED[language_of(sys.argv[1:])] + "\n")
        raise SystemExit(130) from None
