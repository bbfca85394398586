"""Seeded chunks run on a Dask cluster, their results handed back in chunk order.

``simulate`` and the duplicate arena cut their work into numbered chunks whose results
depend only on the run's seed and the chunk's number, never on who computes them. This
module gives those same chunk functions to the workers of a Dask distributed cluster
(``dask scheduler`` and ``dask worker`` on any machines, or ``local:N``: a cluster of N
worker processes on this machine) and yields the results in chunk order as they complete,
so that the caller merges them exactly as it merges the local processes' results.

Dask is an optional extra (``pip install '.[cluster]'``): nothing here imports it
until a cluster is asked for, and without it the request fails with a ``BeloteError``
naming the extra.

- Memory stays flat: at most ``window`` chunks are out at a time (submitted, running, or
  finished but waiting for an earlier one), so a slow chunk never lets the finished ones
  pile up.
- A worker that dies: the scheduler runs its chunks again on another worker (Dask's
  ``distributed.scheduler.allowed-failures``, 3 by default); the results are the same.
- A worker whose ``belote_cli`` version differs from this one's is refused, at the start
  (every worker is asked) and again by each chunk (a worker may join later): its results
  could differ.
- Closing the generator (Ctrl-C, an error in the caller) cancels every chunk still out.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import re
import socket
import struct
import uuid
from collections.abc import Callable, Generator, Iterator
from typing import Any, TypeVar

from .. import __version__
from ..core.cards import parse_number
from ..core.errors import BeloteError, Reason
from ..system.workers import default_jobs

T = TypeVar("T")

#: Seconds to wait for the scheduler to answer, and then for a first worker to join.
CONNECT_TIMEOUT: float = 10  # written as the help shows it: 10, not 10.0
#: A local cluster of N worker processes: ``local:N``.
LOCAL_PREFIX = "local:"


class ClusterError(BeloteError):
    """The cluster cannot be used: Dask is missing, the scheduler cannot be reached, no
    worker joined, a worker runs another version of the package, or a chunk failed there."""


#: A scheduler's address: ``tcp://HOST:PORT`` (or ``HOST:PORT``, Dask's default scheme);
#: HOST a name, an IPv4 address or an IPv6 one in brackets.
_ADDRESS = re.compile(r"(?:tcp://)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):([0-9]{1,5})")


def check_scheduler(spec: str) -> str:
    """``spec`` if it names a scheduler (``local:N`` with N ≥ 1 in ASCII digits, or an
    address such as ``tcp://10.0.0.5:8786``), else ``BeloteError`` saying what is
    expected."""
    if spec.startswith(LOCAL_PREFIX):
        if local_workers(spec) < 1:
            raise BeloteError(code="scheduler_local", spec=spec)
        return spec
    match = _ADDRESS.fullmatch(spec)
    if match is None or not 0 < int(match.group(2)) < 65536:
        raise BeloteError(code="scheduler_address", spec=spec)
    return spec


def local_workers(spec: str) -> int:
    """The worker processes of ``local:N``: N, at most the cores this process may use, as
    ``--jobs`` is (a larger N started that many processes, ``local:99999999999`` without
    end); 0 where N is no number in ASCII digits (``local:²``, which ``int`` refuses).

    >>> local_workers("local:1"), local_workers("local:²"), local_workers("local:0")
    (1, 0, 0)
    """
    count = parse_number(spec[len(LOCAL_PREFIX):], 1 << 20)
    return 0 if count is None else min(count, default_jobs())


#: What a Dask scheduler sends first on a new connection, before it reads a byte: its
#: handshake, one message whose length comes first, in 8 bytes (native order, as Dask
#: writes it). Dask's own client reads any 8 bytes as that length: the first line of an
#: HTTP server's answer made it ask for exabytes (a MemoryError).
_LENGTH = struct.Struct("Q")
#: The longest handshake taken for a Dask scheduler's (a few hundred bytes in practice).
_MAX_HANDSHAKE = 1 << 20
#: Seconds the probe waits for the other end to speak first before it says a word itself.
_QUIET = 1.0
#: What the probe says then, to make a silent server show what it is (an HTTP server
#: answers ``400 Bad Request``).
_POKE = b"HELLO\r\n\r\n"


def _read(conn: socket.socket, size: int) -> tuple[bytes, bool]:
    # Up to ``size`` bytes, and whether the other end closed the connection: fewer bytes
    # when it did, or when the socket's time ran out.
    data = b""
    try:
        while len(data) < size:
            chunk = conn.recv(size - len(data))
            if not chunk:
                return data, True
            data += chunk
    except TimeoutError:
        pass
    except OSError:
        return data, True
    return data, False


def _greets(data: bytes) -> bool:
    # The first 8 bytes as a Dask handshake's length.
    return len(data) == _LENGTH.size and 0 < _LENGTH.unpack(data)[0] <= _MAX_HANDSHAKE


def _said(data: bytes) -> str:
    # The first line of an answer, for a message: printable, short.
    line = data.split(b"\n", 1)[0].rstrip(b"\r").decode("latin-1")
    text = "".join(c if c.isprintable() else ascii(c)[1:-1] for c in line)
    return (text[:77] + "...") if len(text) > 80 else text


def not_dask(address: str, timeout: float) -> str | Reason | None:
    """What answers at ``address`` (``tcp://HOST:PORT``) when it does not speak as a Dask
    scheduler (which sends its handshake first): the first line it said, or what it did
    instead as a ``Reason`` (blank bytes, a connection closed, silence; ``str()`` words it
    in English). None when a scheduler answers, and when nothing can be reached (Dask's
    own connection then says so, after its retries)."""
    match = _ADDRESS.fullmatch(address)
    if match is None:
        return None
    host = match.group(1).strip("[]")
    try:
        conn = socket.create_connection((host, int(match.group(2))), timeout=timeout)
    except OSError:
        return None
    with conn:
        waited = min(timeout, _QUIET)
        conn.settimeout(waited)
        data, closed = _read(conn, _LENGTH.size)
        if _greets(data):
            return None
        if not data and not closed:
            # Silent: a server that waits to be spoken to (HTTP…), or a scheduler slow to
            # greet. Poked, the first says what it is; the second's handshake still comes.
            try:
                conn.sendall(_POKE)
            except OSError:
                closed = True
            conn.settimeout(max(timeout - waited, _QUIET))
            waited += max(timeout - waited, _QUIET)
            data, closed = _read(conn, _LENGTH.size)
            if _greets(data):
                return None
        if not closed:
            conn.settimeout(0.2)
            more, closed = _read(conn, 200)
            data += more
    if data.strip():
        return _said(data.strip())
    if data:
        return (Reason("answer_blank_bytes", {"n": len(data)}) if len(data) > 1
                else Reason("answer_blank_byte"))
    return (Reason("answer_closed") if closed
            else Reason("answer_silent", {"seconds": f"{waited:g}"}))


def _import_distributed() -> Any:
    try:
        import distributed
    except ImportError as e:
        raise ClusterError(code="cluster_no_dask", why=str(e)) from None
    return distributed


def _version_probe() -> Callable[[], str]:
    """A function giving the version of the package a worker imports: nested, so that
    cloudpickle sends it by value and it runs where this module differs or is missing."""

    def probe() -> str:
        import belote_cli

        return str(belote_cli.__version__)

    return probe


def _checked(version: str, payload: bytes) -> Callable[[int], tuple[bool, Any]]:
    """The task run on the workers: ``(True, fn(index))`` where the worker's package has
    ``version``, ``(False, its version)`` elsewhere. ``fn`` travels pickled in ``payload``
    and is unpickled only after the check, so that a worker with another layout of the
    package says its version instead of failing to unpickle."""

    # A nested function: cloudpickle sends it by value, not as a name the worker looks up.
    def run(index: int) -> tuple[bool, Any]:
        import pickle

        import belote_cli

        found = str(belote_cli.__version__)
        if found != version:
            return False, found
        return True, pickle.loads(payload)(index)

    return run


def _mismatch(worker: str, found: object) -> ClusterError:
    if isinstance(found, BaseException):
        return ClusterError(code="cluster_cannot_import", worker=worker, why=str(found),
                            version=__version__)
    return ClusterError(code="cluster_other_version", worker=worker, found=str(found),
                        version=__version__)


@dataclasses.dataclass
class Cluster:
    """A client connected to a scheduler that has at least one worker, all of this version."""

    client: Any  # distributed.Client
    address: str
    local: bool

    @property
    def threads(self) -> int:
        """The worker threads the scheduler knows now (chunks it can run at once)."""
        info = self.client.scheduler_info()
        return max(1, sum(int(w.get("nthreads", 1)) for w in info.get("workers", {}).values()))

    def worker_count(self) -> int:
        """How many workers the scheduler has now."""
        return len(self.client.scheduler_info().get("workers", {}))

    def check_versions(self) -> None:
        """``ClusterError`` if a worker runs another version of belote_cli than this one."""
        found = self.client.run(_version_probe(), on_error="return")
        for worker, version in sorted(found.items()):
            if version != __version__:
                raise _mismatch(worker, version)

    def ordered(self, fn: Callable[[int], T], count: int,
                window: int | None = None) -> Generator[T, None, None]:
        """``fn(0)``, ``fn(1)`` … ``fn(count - 1)`` computed on the workers, yielded in that
        order as they complete; at most ``window`` (default: four per worker thread) are
        out at a time. ``fn`` must pickle with cloudpickle, as Dask's tasks do."""
        distributed = _import_distributed()
        client = self.client
        window = max(1, window if window is not None else 4 * self.threads)
        import cloudpickle  # Dask's own dependency: ``fn`` may hold closures (bot makers)

        task = _checked(__version__, cloudpickle.dumps(fn))
        run_id = uuid.uuid4().hex
        out: dict[Any, int] = {}  # future -> chunk index, for the chunks still out
        done: dict[int, T] = {}
        queue = distributed.as_completed(loop=client.loop)
        submitted = 0
        wanted = 0

        def submit() -> None:
            nonlocal submitted
            while submitted < count and submitted < wanted + window:
                future = client.submit(task, submitted, key=f"belote-{run_id}-{submitted}",
                                       pure=False)
                out[future] = submitted
                queue.add(future)
                submitted += 1

        try:
            submit()
            for future in queue:
                index = out.pop(future)
                try:
                    ok, value = future.result()
                except distributed.KilledWorker as e:
                    raise ClusterError(code="cluster_chunk_lost", index=index,
                                       why=str(e)) from None
                future.release()
                if not ok:
                    raise _mismatch(_worker_of(client, future), value)
                done[index] = value
                while wanted in done:
                    yield done.pop(wanted)
                    wanted += 1
                submit()
        finally:
            if out:
                with contextlib.suppress(Exception):
                    client.cancel(list(out))


def _worker_of(client: Any, future: Any) -> str:
    # Which worker ran ``future`` (for the message), when the scheduler still knows it.
    with contextlib.suppress(Exception):
        where = client.who_has([future]).get(future.key)
        if where:
            return str(where[0])
    return "one of the workers"


def _start_resource_tracker() -> None:
    # A local cluster's worker processes talk to it through queues holding named
    # semaphores. Should the command be killed (SIGKILL) before it closes them,
    # multiprocessing's resource tracker, a process of its own that outlives it, removes
    # them, and warns as it does ("There appear to be 12 leaked semaphore objects"): a
    # warning meant for a program that forgets its semaphores, not for one that was killed.
    # The tracker is started here, before the workers, with that one warning ignored: its
    # command line takes this process's ``-W`` options. It still removes every semaphore.
    import sys
    from multiprocessing import resource_tracker

    quiet = "ignore:resource_tracker:UserWarning"
    sys.warnoptions.append(quiet)
    try:
        resource_tracker.ensure_running()
    finally:
        sys.warnoptions.remove(quiet)


@contextlib.contextmanager
def _workers_deaf_to_ctrl_c() -> Iterator[None]:
    """Ctrl-C blocked in this thread while a local cluster starts: the thread that runs
    its event loop, and the worker processes that thread starts, keep the mask they are
    made with, so that a terminal's Ctrl-C, sent to every process of the command, is taken
    by the command alone, which stops the cluster (each worker printed its own
    ``KeyboardInterrupt`` traceback). A Ctrl-C meanwhile is taken as the block ends."""
    import signal
    import threading

    if (not hasattr(signal, "pthread_sigmask")
            or threading.current_thread() is not threading.main_thread()):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


class _DaskCancelSlip(logging.Filter):
    """Leaves out the error Dask's ``sync`` logs when a Ctrl-C comes before the call it
    waits for has begun (its ``cancel`` reads a variable not yet set: a ``NameError``
    logged by tornado, after ``interrupted``); any other record passes."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        return not (isinstance(error, NameError) and "sync.<locals>.cancel" in record.getMessage())


class _TaskFailure(logging.Filter):
    """Leaves out a worker's log of a task that raised (``Compute Failed``, with its
    traceback): the command says it, in one line and the frames of a bot of one's own."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("Compute Failed")


def quiet_task_failures() -> None:
    """``_TaskFailure`` on this worker's log (run on each worker of a local cluster, whose
    log is the command's standard error)."""
    logging.getLogger("distributed.worker").addFilter(_TaskFailure())


def quiet_dask() -> int:
    """Dask's own log at CRITICAL only; the level it had. A local cluster's shutdown can log
    as an error, with its traceback, a connection it closes under a worker that is still
    sending (``CommClosedError: ConnectionPool closing``), after the run has ended well."""
    log = logging.getLogger("distributed")
    level = log.level
    log.setLevel(logging.CRITICAL)
    return level


def quiet_workers(client: Any) -> None:
    """``quiet_dask`` on every worker of ``client``'s cluster (nothing if one cannot be
    reached: the shutdown goes on)."""
    with contextlib.suppress(Exception):
        client.run(quiet_dask)


@contextlib.contextmanager
def connect(spec: str, timeout: float = CONNECT_TIMEOUT) -> Iterator[Cluster]:
    """A ``Cluster`` for ``spec`` (``local:N`` or a scheduler address), closed on the way out
    (a local cluster is stopped with it). ``ClusterError`` when Dask is missing, the
    scheduler does not answer or no worker joins within ``timeout`` seconds, or a worker runs
    another version of belote_cli."""
    check_scheduler(spec)
    distributed = _import_distributed()
    local = None
    client = None
    slip = _DaskCancelSlip()
    logging.getLogger("tornado.application").addFilter(slip)
    try:
        if spec.startswith(LOCAL_PREFIX):
            # One thread per worker process: the deals are pure Python, held by the GIL.
            # Dask's warnings (a worker stopped while it plays a chunk, at Ctrl-C) are
            # left out of stderr; its errors are not.
            _start_resource_tracker()
            with _workers_deaf_to_ctrl_c():
                local = distributed.LocalCluster(
                    n_workers=local_workers(spec), threads_per_worker=1,
                    processes=True, host="127.0.0.1", dashboard_address="127.0.0.1:0",
                    silence_logs=logging.ERROR)
            client = distributed.Client(local, set_as_default=False)
            address = str(local.scheduler_address)
        else:
            address = spec
            answer = not_dask(spec, timeout)
            if answer is not None:
                raise ClusterError(code="cluster_not_dask", spec=spec, answer=answer)
            try:
                client = distributed.Client(spec, timeout=timeout, set_as_default=False)
            except OSError:  # refused, no such host, or no answer: Dask tries until then
                raise ClusterError(code="cluster_unreachable", spec=spec,
                                   seconds=f"{timeout:g}") from None
        try:
            client.wait_for_workers(1, timeout=timeout)
        except (TimeoutError, OSError) as e:
            raise ClusterError(code="cluster_no_worker", address=address,
                               seconds=f"{timeout:g}", why=str(e)) from None
        cluster = Cluster(client, address, local is not None)
        cluster.check_versions()
        if local is not None:
            client.run(quiet_task_failures)
        yield cluster
    finally:
        level = None
        if local is not None:
            # Our own cluster's shutdown: its scheduler and nannies (in this process), then
            # its workers, say nothing more (the scheduler first: after kill, which ends
            # the workers too, it logged its broadcast to them as an error); a scheduler
            # given is left as it is.
            level = quiet_dask()
            if client is not None:
                quiet_workers(client)
        if client is not None:
            with contextlib.suppress(Exception):
                client.close()
        if local is not None:
            with contextlib.suppress(Exception):
                local.close()
        if level is not None:
            logging.getLogger("distributed").setLevel(level)
        logging.getLogger("tornado.application").removeFilter(slip)
