"""Holding Ctrl-C and SIGTERM back while a step must not be cut in two.

A file created but not yet registered for clean-up, or a worker pool half built, would be
left behind if the run stopped in between: such steps run with the stop signals held, and a
signal that came meanwhile is handled as soon as they are released.
"""

from __future__ import annotations

import signal
from collections.abc import Callable

STOP_SIGNALS = {signal.SIGINT, signal.SIGTERM}


def hold_stop_signals() -> Callable[[], None]:
    """Hold Ctrl-C and SIGTERM back; the returned function releases them (a signal that
    came meanwhile is then handled). Releasing twice is harmless."""
    if not hasattr(signal, "pthread_sigmask"):  # pragma: no cover - not on POSIX
        return lambda: None
    old = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)

    def release() -> None:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)

    return release
