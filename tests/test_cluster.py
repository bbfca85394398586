"""`simulate` on a real Dask cluster: worker processes on this machine, no mocks.

The same seed gives the same report, CSV rows and deal file whether the chunks ran here
(``jobs=1``), in local processes or on a cluster's workers; a worker killed mid-run has its
chunks run again elsewhere; Ctrl-C cancels the chunks still out and leaves no file; a
scheduler that does not answer, or has no worker, or a worker of another version, is a
clear error. (Without Dask at all: test_cluster_extra.py.)
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import os
import random
import shutil
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

distributed = pytest.importorskip("distributed")

# The Dask cluster's tests start a cluster and its worker processes (about 18 s of CPU in
# all): they run in the slow run (.ci/run installs the cluster extra for it), so that the
# quick suite stays under 3 minutes where the extra is installed.
pytestmark = pytest.mark.slow

# One worker process runs this file's tests (conftest.py's ONE_PROCESS, under addopts'
# --dist loadgroup): its module-scoped cluster is started once, not once in each worker
# the tests would be spread over.

import belote_cli  # noqa: E402
from belote_cli.bots.base import Bot  # noqa: E402
from belote_cli.bots.heuristic import HeuristicBot, HeuristicParams  # noqa: E402
from belote_cli.core.rules import RuleSet  # noqa: E402
from belote_cli.simulation import (  # noqa: E402
    ChunkResult,
    KnownHand,
    SimulationConfig,
    parse_known_hand,
    report_text,
    simulate,
)
from belote_cli.simulation.arena import duplicate  # noqa: E402
from belote_cli.simulation.cluster import (  # noqa: E402
    Cluster,
    ClusterError,
    connect,
    not_dask,
    quiet_workers,
)
from belote_cli.system.files import TMP_MARK  # noqa: E402

Output = tuple[str, str, list[tuple[bool, str]]]


@contextlib.contextmanager
def _workers_read_installed_bytecode() -> Iterator[None]:
    """Dask's worker processes started meanwhile in this process read the bytecode installed
    with Dask. Dask starts them with multiprocessing's spawn, which hands on this
    interpreter's flags: ``-B`` where ``PYTHONDONTWRITEBYTECODE`` is set, so that they never
    write the run's bytecode folder (``PYTHONPYCACHEPREFIX``, tests/conftest.py), and with
    that folder named they do not read the installed ``__pycache__`` either: each compiled
    all of Dask again at its start (a second and a half of CPU a worker). Without the folder
    they start as on the user's machine."""
    with pytest.MonkeyPatch.context() as patch:
        if sys.flags.dont_write_bytecode:
            patch.delenv("PYTHONPYCACHEPREFIX", raising=False)
        yield


def _local_cluster(workers: int) -> Any:
    with _workers_read_installed_bytecode():
        return distributed.LocalCluster(n_workers=workers, threads_per_worker=1,
                                        processes=True, host="127.0.0.1",
                                        dashboard_address="127.0.0.1:0",
                                        silence_logs=logging.ERROR)


@pytest.fixture(scope="module")
def scheduler() -> Iterator[Any]:
    """A scheduler with two worker processes, started once for this file."""
    with _local_cluster(2) as local:
        yield local


@pytest.fixture
def cluster(scheduler: Any) -> Iterator[Cluster]:
    with connect(scheduler.scheduler_address, timeout=60) as c:
        yield c


def run_all(config: SimulationConfig, cluster: Cluster | None = None, jobs: int = 1,
            also: Callable[[ChunkResult], None] | None = None) -> Output:
    """The report, the CSV rows and the record blocks of a run, as the command writes them."""
    rows: list[str] = []
    blocks: list[tuple[bool, str]] = []
    indexes: list[int] = []

    def on_chunk(result: ChunkResult) -> None:
        indexes.append(result.index)
        rows.append(result.csv)
        blocks.extend(result.record)
        if also is not None:
            also(result)

    summary = simulate(config, jobs, on_chunk, cluster)
    assert indexes == list(range(config.chunks))  # merged in chunk order
    return report_text(summary), "".join(rows), blocks


def _hand() -> KnownHand:
    return parse_known_hand("S:V♠ 9♠ A♥ 10♣ 7♦", "A♠", None, True)


CASES = {
    "classic": {},
    "coinche": {"rules": RuleSet(variant="coinche")},
    "announcements": {"rules": RuleSet(announcements="on")},
    "hand": {"hand": _hand()},
}


@pytest.mark.parametrize("case", [
    pytest.param(case, marks=() if case == "classic" else pytest.mark.slow) for case in CASES])
def test_same_output_as_one_job(cluster: Cluster, case: str) -> None:
    # Nine chunks of 20 deals, the last one short: out of order on two workers, merged
    # back in order.
    config = SimulationConfig(deals=173, seed=f"cluster-{case}", bots=("heuristic",) * 4,
                              chunk_size=20, csv=True, record=True, **CASES[case])
    here = run_all(config)
    there = run_all(config, cluster)
    assert there == here
    _, rows, blocks = there
    if case == "hand":  # three scenarios a deal, deals where a seat before S took left out
        assert rows.count("\n") % 3 == 0 and 0 < rows.count("\n") <= 3 * 173
    else:
        assert rows.count("\n") == 173
    assert sum(is_deal for is_deal, _ in blocks) > 0


@contextlib.contextmanager
def _frozen(pids: list[int]) -> Iterator[None]:
    """The worker processes stopped (SIGSTOP) while inside, so that the chunks they were
    sent stay in their hands however fast or slow this process is; resumed on leaving."""
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    try:
        yield
    finally:
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):  # the one killed
                os.kill(pid, signal.SIGCONT)


def test_worker_killed_mid_run(cluster: Cluster) -> None:
    # 30 chunks; the workers are stopped before the run, so that the chunks the scheduler
    # sends them stay in their hands; one worker holding chunks is killed (SIGKILL, as a
    # machine lost) and the other resumed: the scheduler runs the lost chunks again on the
    # other worker, or on the new process its nanny starts, and the output is the same.
    config = SimulationConfig(deals=450, seed="kill", bots=("heuristic",) * 4, chunk_size=15,
                              csv=True, record=True)
    here = run_all(config)
    client = cluster.client
    pids: dict[str, int] = client.run(os.getpid)
    outcome: list[Output | BaseException] = []

    def run() -> None:
        try:
            outcome.append(run_all(config, cluster))
        except BaseException as error:  # re-raised below, in the test's thread
            outcome.append(error)

    # The worker killed is started again by its nanny, in this process.
    with _workers_read_installed_bytecode():
        with _frozen(list(pids.values())):
            thread = threading.Thread(target=run)
            thread.start()
            _wait(lambda: any(client.processing().values()))
            worker, held = max(client.processing().items(), key=lambda item: len(item[1]))
            os.kill(pids[worker], signal.SIGKILL)
        thread.join(timeout=300)
        assert not thread.is_alive(), "the run did not end"
        assert len(held) >= 1  # it died with chunks in hand
        if isinstance(outcome[0], BaseException):
            raise outcome[0]
        assert outcome[0] == here
        _wait(lambda: pids[worker] not in client.run(os.getpid).values())


def _chunks_on_scheduler(client: Any) -> int:
    """How many of this program's chunks the scheduler holds (waiting, running or done)."""
    keys = client.run_on_scheduler(lambda dask_scheduler: list(dask_scheduler.tasks))
    return sum(str(k).startswith("belote-") for k in keys)


def _wait(done: Callable[[], bool], seconds: float = 60) -> None:
    # A bounded wait for something the cluster does in the background.
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the cluster did not get there"
        time.sleep(0.1)


def belote(*args: str, **kwargs: Any) -> subprocess.Popen[bytes]:
    """``belote ARGS`` in a child process (the real command, as typed)."""
    return subprocess.Popen([sys.executable, "-m", "belote_cli", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)


@pytest.mark.slow  # three runs of the command, one with its own local cluster
def test_command_same_bytes_as_jobs_1_and_2(tmp_path: Path) -> None:
    # The command as typed, with its own local cluster: stdout, the CSV and the deal file
    # byte for byte as --jobs 1 and --jobs 2 write them. 2,100 deals make two chunks on
    # the cluster (at least 2,000 deals each with fast bots), 16 with --jobs 1 or 2.
    outputs = []
    for how in (["--jobs", "1"], ["--jobs", "2"], ["--scheduler", "local:2"]):
        folder = tmp_path / how[1].replace(":", "")
        folder.mkdir()
        p = belote("simulate", "--deals", "2100", "--seed", "same", "--bots", "random",
                   "--csv", str(folder / "deals.csv"), "--record", str(folder / "deals.txt"),
                   *how)
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err.decode()
        outputs.append((out, (folder / "deals.csv").read_bytes(),
                        (folder / "deals.txt").read_bytes()))
        assert b"Traceback" not in err
    assert outputs[0] == outputs[1] == outputs[2]
    assert b"local cluster, 2 workers" in err
    assert outputs[0][1].count(b"\n") == 2101  # the header and one row per deal


def test_ctrl_c_cancels_the_chunks_and_leaves_no_file(scheduler: Any, cluster: Cluster,
                                                       tmp_path: Path) -> None:
    address = scheduler.scheduler_address
    client = cluster.client

    def chunks_out() -> int:
        return _chunks_on_scheduler(client)

    _wait(lambda: chunks_out() == 0)  # none left from another test
    p = belote("simulate", "--deals", "200000", "--seed", "stop", "--scheduler", address,
               "--csv", str(tmp_path / "deals.csv"), "--record", str(tmp_path / "deals.txt"))
    try:
        _wait(lambda: chunks_out() > 0)
        # The workers stopped while the command is interrupted: the run cannot end
        # before the signal lands, however loaded the machine is.
        with _frozen(list(client.run(os.getpid).values())):
            p.send_signal(signal.SIGINT)
            out, err = p.communicate(timeout=120)
    finally:
        p.kill()
    assert p.returncode == 130, err.decode()
    assert b"interrupted" in err and b"Traceback" not in err
    assert out == b""
    assert list(tmp_path.iterdir()) == []  # neither file, nor a temporary one
    _wait(lambda: chunks_out() == 0)  # the chunks still out were cancelled


def test_ctrl_c_stops_the_arena(scheduler: Any, cluster: Cluster) -> None:
    # scripts/arena.py on the cluster, interrupted while its pairs are out: exit 130, a
    # word on stderr, no traceback, and the chunks still out cancelled.
    client = cluster.client

    def chunks_out() -> int:
        return _chunks_on_scheduler(client)

    _wait(lambda: chunks_out() == 0)
    arena = Path(__file__).resolve().parents[1] / "scripts" / "arena.py"
    # Heuristic and random bots: the chunks the cancel finds running go on to their end on
    # the workers (Dask does not stop a task that runs), and the expert's took some 100 s,
    # through the next tests on this cluster. The workers are stopped while the signal lands,
    # so the run is out when it does, whatever the bots.
    p = subprocess.Popen([sys.executable, str(arena), "--a", "heuristic", "--b", "random",
                          "--deals", "2000", "--scheduler", scheduler.scheduler_address],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait(lambda: chunks_out() > 0)
        with _frozen(list(client.run(os.getpid).values())):
            p.send_signal(signal.SIGINT)
            out, err = p.communicate(timeout=120)
    finally:
        p.kill()
    assert p.returncode == 130, err.decode()
    assert b"interrupted" in err and b"Traceback" not in err
    assert out == b""
    _wait(lambda: chunks_out() == 0)


@contextlib.contextmanager
def _port_nobody_listens_on() -> Iterator[int]:
    """A port of this machine's that nothing listens on: held bound, not listening, until the
    block ends (a connection to it is refused), so that no other process takes it meanwhile,
    as a Dask cluster of a test in another worker process could, were it given back."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        yield int(s.getsockname()[1])


def test_unreachable_scheduler(tmp_path: Path) -> None:
    with _port_nobody_listens_on() as port:
        address = f"tcp://127.0.0.1:{port}"  # nothing listens there
        p = belote("simulate", "--deals", "100", "--seed", "1", "--scheduler", address,
                   "--scheduler-timeout", "1", "--csv", str(tmp_path / "deals.csv"))
        out, err = p.communicate(timeout=120)
    assert p.returncode == 1
    message = err.decode()
    assert message.startswith(f"error: cannot reach the Dask scheduler at {address} within 1 s")
    assert "Traceback" not in message
    assert out == b""
    assert list(tmp_path.iterdir()) == []


@contextlib.contextmanager
def _not_a_scheduler(answer: Callable[[socket.socket], None]) -> Iterator[str]:
    """The address of a local server that is not Dask: ``answer`` serves each connection."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)

    def serve() -> None:
        while True:
            try:
                conn, _ = server.accept()
            except OSError:  # closed: the test is over
                return
            with conn, contextlib.suppress(OSError):
                answer(conn)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f"tcp://127.0.0.1:{server.getsockname()[1]}"
    finally:
        server.close()


def _http(conn: socket.socket) -> None:
    # An HTTP server: it waits for a request, and answers anything else with a 400.
    conn.recv(1024)
    conn.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")


def _ssh(conn: socket.socket) -> None:
    # A server that speaks first, as Dask does, but another protocol.
    conn.sendall(b"SSH-2.0-OpenSSH_9.6\r\n")
    conn.recv(1024)


def _hang_up(conn: socket.socket) -> None:
    # Accepts, then closes without a word.
    conn.shutdown(socket.SHUT_RDWR)


def _blank(conn: socket.socket) -> None:
    # Speaks first, blank lines only, and closes.
    conn.sendall(b"\r\n\r\n")


def _silent(conn: socket.socket) -> None:
    # Accepts, reads what it is told, and never says a word until the other end closes.
    while conn.recv(1024):
        pass


@pytest.mark.parametrize(("answer", "said", "lang"), [
    (_http, "HTTP/1.1 400 Bad Request", "en"),
    (_ssh, "SSH-2.0-OpenSSH_9.6", "en"),
    (_hang_up, "it closed the connection without a word", "en"),
    # What it did, in the user's language; what it said, as it said it.
    (_hang_up, "il a fermé la connexion sans un mot", "fr"),
    (_blank, "4 octets blancs", "fr"),
    # Slow: a silent server is waited for 3 s; the French HTTP answer repeats the English.
    pytest.param(_silent, "rien n'a été dit en 3 s", "fr", marks=pytest.mark.slow),
    pytest.param(_http, "HTTP/1.1 400 Bad Request", "fr", marks=pytest.mark.slow),
])
def test_something_else_than_dask_at_the_address(tmp_path: Path,
                                                 answer: Callable[[socket.socket], None],
                                                 said: str, lang: str) -> None:
    # One line naming what answered, exit 1, nothing else on stderr and no file written.
    with _not_a_scheduler(answer) as address:
        p = belote("simulate", "--deals", "100", "--scheduler", address,
                   "--scheduler-timeout", "3", "--csv", str(tmp_path / "deals.csv"),
                   "--lang", lang)
        out, err = p.communicate(timeout=120)
    assert p.returncode == 1
    assert err.decode() == (f"error: no Dask scheduler at {address}: {said}\n" if lang == "en"
                            else f"erreur\u00a0: pas d'ordonnanceur Dask à {address}\u00a0: "
                                 f"{said}\n")
    assert out == b""
    assert list(tmp_path.iterdir()) == []


def _handshake_in_pieces(conn: socket.socket) -> None:
    # A scheduler whose handshake's 8-byte length comes in two pieces (TCP may cut a
    # stream anywhere), the rest of the message right behind the second.
    length = struct.pack("Q", 5)
    conn.sendall(length[:3])
    time.sleep(0.2)
    conn.sendall(length[3:] + b"hello")
    conn.recv(1024)


def test_a_handshake_that_comes_in_pieces_is_a_scheduler_s() -> None:
    # Its length is read to its eighth byte and no further: a scheduler, nothing to say.
    with _not_a_scheduler(_handshake_in_pieces) as address:
        assert not_dask(address, 3) is None


def _descendants(pid: int) -> list[int]:
    found = [pid]
    for p in found:  # the children of every thread of each process
        for task in Path(f"/proc/{p}/task").glob("*"):
            with contextlib.suppress(OSError):
                found.extend(int(c) for c in (task / "children").read_text().split())
    return found


def _semaphores(pid: int) -> set[str]:
    # The named semaphores (files of /dev/shm) a process has open.
    found = set()
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/maps").read_text().splitlines():
            path = line.split(maxsplit=5)[-1]
            if path.startswith("/dev/shm/sem.") and not path.endswith("(deleted)"):
                found.add(path)
    return found


@pytest.mark.slow  # a local cluster of its own, started then killed
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_sigkill_under_a_local_cluster_leaves_no_semaphore_and_says_nothing(
        tmp_path: Path) -> None:
    run = belote("simulate", "--deals", "100000000", "--seed", "1", "--scheduler",
                 "local:2", "--csv", str(tmp_path / "deals.csv"))
    try:
        # The CSV's temporary file is opened once the cluster is up and running.
        for _ in range(2400):
            if any(TMP_MARK in p.name for p in tmp_path.iterdir()):
                break
            time.sleep(0.05)
        else:
            pytest.fail("the run never started")
        semaphores = {path for pid in _descendants(run.pid) for path in _semaphores(pid)}
        assert semaphores  # the queues of the workers' processes
    finally:
        run.send_signal(signal.SIGKILL)
    # stderr is shared by the workers and the resource tracker: it ends when they all have.
    out, err = run.communicate(timeout=120)
    assert run.returncode == -signal.SIGKILL
    assert err == b""
    assert [path for path in semaphores if os.path.exists(path)] == []


def _ctrl_c_blocked() -> bool:
    return signal.SIGINT in signal.pthread_sigmask(signal.SIG_BLOCK, [])


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="no signal masks here")
def test_a_local_cluster_s_workers_leave_ctrl_c_to_the_command() -> None:
    # A terminal's Ctrl-C goes to every process of the command: each worker of a local
    # cluster took it, and printed its KeyboardInterrupt traceback after "interrupted".
    assert not _ctrl_c_blocked()
    with _workers_read_installed_bytecode(), connect("local:1", timeout=60) as c:
        assert not _ctrl_c_blocked()  # this thread takes it again once the cluster is up
        assert list(c.client.run(_ctrl_c_blocked).values()) == [True]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the whole group signalled")
@pytest.mark.parametrize(("sig", "code", "said"), [(signal.SIGINT, 130, b"interrupted\n"),
                                                   (signal.SIGTERM, 143, b"terminated\n")])
def test_a_signal_to_the_whole_command_under_a_local_cluster_says_one_line(
        tmp_path: Path, sig: signal.Signals, code: int, said: bytes) -> None:
    # docs/cli.md: Ctrl-C exits 130 at any moment, "interrupted" on a line of its own, as
    # with --jobs. A terminal signals the command's whole process group: the workers'
    # tracebacks (Ctrl-C), the scheduler's logged broadcast to the killed workers (kill),
    # and Dask's own logged NameError of a call interrupted early followed that line.
    run = belote("simulate", "--deals", "100000000", "--seed", "1", "--scheduler",
                 "local:2", "--csv", str(tmp_path / "deals.csv"), start_new_session=True)
    try:
        for _ in range(2400):  # the CSV's temporary file: the cluster is up and running
            if any(TMP_MARK in p.name for p in tmp_path.iterdir()):
                break
            time.sleep(0.05)
        else:
            pytest.fail("the run never started")
        time.sleep(1)
        os.killpg(run.pid, sig)
        out, err = run.communicate(timeout=120)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(run.pid, signal.SIGKILL)
    assert (run.returncode, err, out) == (code, said, b"")
    assert list(tmp_path.iterdir()) == []


def test_a_bot_that_raises_under_a_local_cluster_is_said_as_with_jobs(tmp_path: Path) -> None:
    # The worker logged the task's failure ("distributed.worker - ERROR - Compute Failed",
    # the whole traceback) on the command's standard error, before the command's own line.
    (tmp_path / "raising_bot.py").write_text(
        "from belote_cli.bots import register_bot\n"
        "from belote_cli.bots.random_bot import RandomBot\n"
        "class Raising(RandomBot):\n"
        "    name = 'raising'\n"
        "    def play(self, view):\n"
        "        raise RuntimeError('boom')\n"
        "register_bot('raising', Raising)\n", encoding="utf-8")
    said = []
    for how in (["--jobs", "1"], ["--scheduler", "local:1"]):
        run = belote("simulate", "--import", "raising_bot", "--ns", "raising", "--deals", "4",
                     *how, cwd=tmp_path)
        out, err = run.communicate(timeout=120)
        assert run.returncode == 1 and out == b""
        said.append(err)
    assert said[0].startswith(b"error: the bot 'raising' at S raised RuntimeError: boom")
    assert said[1] == said[0]


def test_dask_s_error_of_a_call_interrupted_early_is_left_out() -> None:
    # distributed.utils.sync's cancel reads a variable a Ctrl-C came before: tornado logs
    # that NameError as an error; any other record of tornado's passes.
    from belote_cli.simulation.cluster import _DaskCancelSlip

    def record(message: str, error: BaseException | None) -> logging.LogRecord:
        return logging.LogRecord("tornado.application", logging.ERROR, __file__, 1, message,
                                 None, (type(error), error, None) if error else None)

    slip = _DaskCancelSlip()
    callback = "Exception in callback functools.partial(<function sync.<locals>.cancel at 0x1>)"
    assert not slip.filter(record(callback, NameError("cannot access free variable 'future'")))
    assert slip.filter(record(callback, KeyError("x")))
    assert slip.filter(record("Exception in callback other", NameError("x")))
    assert slip.filter(record("Uncaught exception", None))


def _dask_log_level() -> int:
    return logging.getLogger("distributed").getEffectiveLevel()


def _set_dask_log_level(level: int) -> None:
    logging.getLogger("distributed").setLevel(level)


def test_a_local_cluster_shuts_down_quietly(scheduler: Any) -> None:
    # Before our own cluster closes, its workers log nothing of Dask's below CRITICAL: a
    # worker still sending when its connections closed logged an error with a traceback
    # (CommClosedError: ConnectionPool closing) on stderr, after a run had ended well.
    # (On this file's cluster of two workers, their levels given back afterwards.)
    with distributed.Client(scheduler, set_as_default=False) as client:
        levels = client.run(lambda: logging.getLogger("distributed").level)
        try:
            assert max(client.run(_dask_log_level).values()) < logging.CRITICAL
            quiet_workers(client)
            assert set(client.run(_dask_log_level).values()) == {logging.CRITICAL}
        finally:
            for worker, level in levels.items():
                client.run(_set_dask_log_level, level, workers=[worker])


def test_connect_gives_this_process_s_dask_log_level_back() -> None:
    # This process is quiet while the local cluster it started shuts down, then its own
    # level comes back, for a program that goes on after the run.
    log = logging.getLogger("distributed")
    before = log.level
    log.setLevel(logging.INFO)
    try:
        with _workers_read_installed_bytecode(), connect("local:1", timeout=60):
            assert log.level == logging.INFO
        assert log.level == logging.INFO
    finally:
        log.setLevel(before)


def test_scheduler_without_workers() -> None:
    with _local_cluster(0) as local, pytest.raises(ClusterError, match="no worker joined"), \
            connect(local.scheduler_address, timeout=0.5):
        pass


def test_worker_of_another_version_is_refused(tmp_path: Path) -> None:
    # A worker started from another copy of the package, whose version differs.
    copy = tmp_path / "other" / "belote_cli"
    shutil.copytree(Path(belote_cli.__file__).parent, copy,
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    init = copy / "__init__.py"
    init.write_text(init.read_text().replace(f'"{belote_cli.__version__}"', '"0.0.1-other"'))
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "other")}
    with _local_cluster(0) as local:
        worker = subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_worker", local.scheduler_address,
             "--nthreads", "1", "--no-dashboard"],
            env=env, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            with pytest.raises(ClusterError) as caught, \
                    connect(local.scheduler_address, timeout=60):
                pass
        finally:
            worker.terminate()
            worker.wait(timeout=60)
    assert "runs belote_cli 0.0.1-other" in str(caught.value)
    assert f"this program {belote_cli.__version__}" in str(caught.value)


def test_each_chunk_checks_the_version() -> None:
    # A worker joining after the start is checked by every chunk it runs: the task that
    # travels to the workers refuses to run where the version differs.
    import pickle

    from belote_cli.simulation.cluster import _checked

    assert _checked(belote_cli.__version__, pickle.dumps(abs))(-3) == (True, 3)
    assert _checked("9.9.9", pickle.dumps(abs))(-3) == (False, belote_cli.__version__)


def test_arena_same_result_as_one_job(cluster: Cluster) -> None:
    # 60 deal pairs in chunks of 4 on the cluster (about eight per worker), the bots named
    # or made by a closure (sent by value, as scripts/arena.py's tuned heuristic is).
    params = HeuristicParams(take=40)

    def tuned(rng: random.Random) -> Bot:
        return HeuristicBot(rng, params)

    for run in (lambda **kw: duplicate("heuristic", "random", 60, 7, **kw),
                lambda **kw: duplicate(tuned, HeuristicBot, 60, 7, **kw)):
        here = dataclasses.replace(run(jobs=1), seconds=0.0)
        there = dataclasses.replace(run(cluster=cluster), seconds=0.0)
        assert there == here
        assert here.a_stats.taken + here.b_stats.taken + here.void == 120  # two tables a pair


def test_at_most_window_chunks_out(cluster: Cluster) -> None:
    # Memory stays flat: the client never holds more than ``window`` chunks (submitted,
    # running, or done and waiting for an earlier one), whatever the number of chunks.
    held = []
    values = []
    for value in cluster.ordered(abs, 40, window=3):
        values.append(value)
        held.append(sum(str(k).startswith("belote-") for k in list(cluster.client.futures)))
    assert values == list(range(40))
    assert max(held) <= 3
    assert max(held) >= 1  # chunks were out ahead of the one merged


class _CountingClient:
    """A client that counts the chunks submitted through it."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.submitted = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.client, name)

    def submit(self, *args: Any, **kwargs: Any) -> Any:
        self.submitted += 1
        return self.client.submit(*args, **kwargs)


def test_a_window_of_one_sends_each_chunk_after_the_last_one_merged(cluster: Cluster) -> None:
    # At most one chunk out: when chunk k is handed back, k + 1 chunks were submitted,
    # none ahead of it, whichever worker is faster.
    counting = _CountingClient(cluster.client)
    one_by_one = Cluster(counting, cluster.address, local=False)
    out = []
    values = []
    for merged, value in enumerate(one_by_one.ordered(abs, 6, window=1)):
        values.append(value)
        out.append(counting.submitted - merged)
    assert values == list(range(6))
    assert out == [1] * 6
