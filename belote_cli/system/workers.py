"""Worker processes that compute numbered tasks and give the results back in order.

``multiprocessing.Pool`` shares one result queue, and its lock, between all its workers.
Stopped while one of them held that lock (sending a result), the pool waited for it for
ever: ``terminate()`` after an error or Ctrl-C hung about one run in a hundred. Here each
worker has a pipe of its own, so that stopping one at any moment leaves nothing held.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Generator
from multiprocessing.context import BaseContext
from multiprocessing.reduction import ForkingPickler
from typing import TYPE_CHECKING, Generic, TypeVar

from ..core.errors import BeloteError
from .signals import STOP_SIGNALS, hold_stop_signals

if TYPE_CHECKING:  # pragma: no cover
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

T = TypeVar("T")


def _serve(conn: Connection, task: Callable[[int], object], main: int) -> None:
    # A worker: each number received is computed and sent back as ("ok", result), or as
    # ("error", exception) where the task raised; None, or the parent gone, ends it.
    _worker_signals(main)
    while True:
        try:
            index = conn.recv()
        except (EOFError, OSError):
            return
        if index is None:
            return
        try:
            reply: tuple[str, object] = ("ok", task(index))
        except Exception as e:  # given back to the parent, which raises it in its turn
            reply = ("error", e)
        try:
            payload = ForkingPickler.dumps(reply)
        except Exception as e:  # a result or an error that cannot be pickled
            payload = ForkingPickler.dumps(
                ("error", RuntimeError(f"{reply[1]!r} cannot be given back: {e}")))
        try:
            conn.send_bytes(payload)
        except OSError:  # the parent is gone: nobody to give it to
            return


def _worker_signals(main: int) -> None:
    # Ctrl-C reaches every process of the terminal's group: the workers leave it to the
    # parent, which stops them, instead of each printing a traceback. SIGTERM, which the
    # parent sends them to stop them, ends them at once, whatever handler they inherited.
    # Both were held back in the parent while it started the workers, which inherit that.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
    _end_with_parent(main)


_PR_SET_PDEATHSIG = 1  # prctl(2): the signal the kernel sends when the parent dies


def _end_with_parent(main: int) -> None:
    # A worker whose parent is gone (``kill -9`` of the command) has nobody to give its
    # results to. On Linux the kernel sends it SIGTERM, which ends it at once and quietly,
    # when its parent dies; elsewhere a thread looks once a second. ``main``, the process
    # that started the workers (the parent, unless a fork server started them), may have
    # died before this ran: then the worker ends now.
    if os.name != "posix":  # pragma: no cover - the parent stops its workers itself there
        return
    parent = os.getppid()
    watched = False
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            watched = libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0) == 0
    if not watched:  # pragma: no cover - not on Linux
        threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()
    try:
        os.kill(main, 0)  # is the command still there?
    except ProcessLookupError:
        os._exit(0)
    except OSError:  # pragma: no cover - there, but not ours to signal
        pass


def _watch_parent(parent: int) -> None:  # pragma: no cover - not on Linux
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


class _Worker(Generic[T]):
    """One worker process and the parent's end of its pipe."""

    def __init__(self, context: BaseContext, task: Callable[[int], T]) -> None:
        self.conn: Connection
        self.conn, theirs = context.Pipe()
        self.process: BaseProcess = context.Process(  # type: ignore[attr-defined]
            target=_serve, args=(theirs, task, os.getpid()), daemon=True)
        self.process.start()
        theirs.close()
        self.index = -1  # the task it is computing, -1: none

    def give(self, index: int) -> None:
        """Give it task ``index``; a worker that died while idle is an error."""
        try:
            self.conn.send(index)
        except OSError:
            raise self.stopped() from None
        self.index = index

    def stopped(self) -> BeloteError:
        """The error of a worker gone before giving its result (reaped: its exit status
        is known)."""
        self.process.join()
        return BeloteError(code="worker_stopped", status=self.process.exitcode)

    def finish(self) -> None:
        """Tell it there is nothing more and wait for it to end."""
        with contextlib.suppress(OSError):  # already gone
            self.conn.send(None)
        self.process.join()

    def stop(self) -> None:
        """End it now (SIGTERM) if it still runs, and reap it."""
        if self.process.exitcode is None:
            self.process.terminate()
        self.process.join()
        self.conn.close()


def default_jobs() -> int:
    """All the cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def ordered_results(task: Callable[[int], T], count: int, jobs: int,
                    context: BaseContext | None = None) -> Generator[T, None, None]:
    """``task(0)``, …, ``task(count - 1)``, computed by ``jobs`` worker processes and given
    back in that order. A task that raises raises here in its turn; a worker that dies
    raises ``BeloteError``. However the generator ends (done, an error, Ctrl-C, closed
    early), its workers are gone when it does: those still running are stopped. The
    workers leave Ctrl-C to this process, end at once on SIGTERM, and end with it (on
    Linux even after ``kill -9``)."""
    ctx = context if context is not None else multiprocessing.get_context()
    workers: list[_Worker[T]] = []
    # Ctrl-C or SIGTERM while the workers are being started would stop the run with some
    # started and nobody to stop them: both wait until all are inside the ``try`` whose
    # ``finally`` stops them. The workers inherit them held, and let them in once ready.
    release = hold_stop_signals()
    try:
        # At most the cores this process may use, as --jobs is: simulate(jobs=100) of
        # expert deals in chunks of one started 100 processes on 2 cores.
        for _ in range(min(max(1, jobs), count, default_jobs())):
            workers.append(_Worker(ctx, task))
        release()
        yield from _collect(workers, count)
        for worker in workers:
            worker.finish()
    finally:
        release()
        for worker in workers:
            worker.stop()


def _collect(workers: list[_Worker[T]], count: int) -> Generator[T, None, None]:
    # Hand out the numbers to idle workers, take each result as it comes, and give them
    # back in order.
    ready: dict[int, tuple[str, object]] = {}
    idle = list(reversed(workers))
    busy: list[_Worker[T]] = []
    given = wanted = 0
    while wanted < count:
        while idle and given < count:
            worker = idle.pop()
            worker.give(given)
            busy.append(worker)
            given += 1
        answered = multiprocessing.connection.wait([w.conn for w in busy])
        for worker in [w for w in busy if w.conn in answered]:
            busy.remove(worker)
            try:
                ready[worker.index] = worker.conn.recv()
            except (EOFError, OSError):
                raise worker.stopped() from None
            idle.append(worker)
        while wanted in ready:
            kind, value = ready.pop(wanted)
            if kind == "error":
                assert isinstance(value, BaseException)
                raise value
            yield value  # type: ignore[misc]
            wanted += 1
