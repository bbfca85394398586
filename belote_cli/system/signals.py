"""Holding Ctrl-C and SIGTERM back while a step must not be cut in two.

A file created but not yet registered for clean-up, or a worker pool half built, would be
left behind if the run stopped in between: such steps run with the stop signals held, and a
signal that came meanwhile is handled as soon as they are released.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Callable, Iterator

STOP_SIGNALS = {signal.SIGINT, signal.SIGTERM}


class Terminated(SystemExit):
    """``kill`` (SIGTERM): the run ends as a Ctrl-C ends it, files being written removed
    (the ``finally`` and ``except BaseException`` that a Ctrl-C runs), with exit code 143;
    the command says so in a line of its own (``terminated``)."""

    def __init__(self) -> None:
        super().__init__(128 + signal.SIGTERM)


def hold_stop_signals() -> Callable[[], None]:
    """Hold Ctrl-C and SIGTERM back; the returned function releases them (a signal that
    came meanwhile is then handled). Releasing twice is harmless."""
    if not hasattr(signal, "pthread_sigmask"):  # pragma: no cover - not on POSIX
        return lambda: None
    old = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)

    def release() -> None:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)

    return release


@contextlib.contextmanager
def stop_signals_allowed() -> Iterator[None]:
    """Let Ctrl-C and SIGTERM through within a held step, for a wait that leaves nothing
    behind if cut short: opening a FIFO blocks until a reader comes, as a shell redirect
    does, and must stay interruptible."""
    if not hasattr(signal, "pthread_sigmask"):  # pragma: no cover - not on POSIX
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)
