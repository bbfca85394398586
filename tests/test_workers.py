"""The worker processes behind ``simulate --jobs`` and the arena (``system/workers.py``):
results in order, a task's error raised in its turn, a worker's death an error, and the
workers gone however the run ends, even stopped while sending a result."""

from __future__ import annotations

import functools
import multiprocessing
import os
import pickle
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from belote_cli.core.errors import BeloteError
from belote_cli.system.workers import ordered_results


def _square_late(i: int) -> int:
    # The first tasks take the longest, so that they end last.
    time.sleep(0.02 * (6 - i) if i < 6 else 0)
    return i * i


def _fails_at_3(i: int) -> int:
    if i == 3:
        raise ValueError("task 3 fails")
    return i


def _dies_at_2(i: int) -> int:
    if i == 2:
        os._exit(7)
    return i


def test_results_come_in_the_order_of_the_tasks() -> None:
    assert list(ordered_results(_square_late, 10, 3)) == [i * i for i in range(10)]
    assert multiprocessing.active_children() == []


def test_more_workers_than_tasks_and_no_task() -> None:
    assert list(ordered_results(_square_late, 2, 8)) == [0, 1]
    assert list(ordered_results(_square_late, 0, 2)) == []
    assert multiprocessing.active_children() == []


def _pid_late(i: int) -> int:
    time.sleep(0.05)  # each worker busy a while: the next task goes to another one
    return os.getpid()


def test_no_more_workers_than_the_cores() -> None:
    # As --jobs is capped: simulate(jobs=100) of expert deals, one a chunk, started 100
    # worker processes, whatever the cores.
    from belote_cli.system.workers import default_jobs

    pids = set(ordered_results(_pid_late, 12, 12))
    assert 1 <= len(pids) <= default_jobs() and os.getpid() not in pids
    assert multiprocessing.active_children() == []


def test_a_task_that_raises_raises_in_its_turn() -> None:
    got: list[int] = []
    with pytest.raises(ValueError, match="task 3 fails"):
        for value in ordered_results(_fails_at_3, 8, 2):
            got.append(value)
    assert got == [0, 1, 2]
    assert multiprocessing.active_children() == []


def test_a_worker_that_dies_is_an_error_and_the_others_are_stopped() -> None:
    with pytest.raises(BeloteError) as caught:
        list(ordered_results(_dies_at_2, 8, 2))
    assert caught.value.code == "worker_stopped"
    assert caught.value.params == {"status": 7}
    assert "exit status 7" in str(caught.value)
    assert multiprocessing.active_children() == []


def test_closing_early_stops_the_workers() -> None:
    results = ordered_results(_square_late, 20, 2)
    assert next(results) == 0
    results.close()
    assert multiprocessing.active_children() == []


def test_stopping_workers_while_they_send_large_results_leaves_nothing_waiting() -> None:
    # The caller fails at the first result while the other worker is still sending its
    # own (20 MB: a send that takes a while). With ``multiprocessing.Pool`` this hung
    # every time: the worker, stopped while it held the shared result queue's lock, left
    # it held, and the pool's end waited for that lock for ever. Run in a child process,
    # so that a hang shows as a failure (after a generous two minutes) rather than as a
    # suite that never ends.
    script = textwrap.dedent("""
        import multiprocessing
        from belote_cli.system.workers import ordered_results

        def big(i):
            return bytes(20_000_000)

        if __name__ == "__main__":
            for _ in range(5):
                results = ordered_results(big, 10, 2)
                next(results)
                results.close()
                assert multiprocessing.active_children() == []
            print("stopped")
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "stopped\n"


def _dies_after_giving_0(i: int) -> int:
    # Task 0 is given back, then the worker ends, idle, a moment later.
    if i == 0:
        threading.Timer(0.05, os._exit, (5,)).start()
    return i


def test_a_worker_that_died_while_idle_is_an_error() -> None:
    results = ordered_results(_dies_after_giving_0, 4, 1)
    assert next(results) == 0
    time.sleep(0.5)  # the worker is gone before it is given task 1
    with pytest.raises(BeloteError) as caught:
        next(results)
    assert caught.value.code == "worker_stopped"
    assert caught.value.params == {"status": 5}
    assert multiprocessing.active_children() == []


class _Refuses:
    def __reduce__(self) -> str:
        raise pickle.PicklingError("refused")


def _refused(i: int) -> object:
    return _Refuses()


def _lock(i: int) -> object:
    return threading.Lock()


def test_a_result_that_cannot_be_given_back_is_an_error_in_its_turn() -> None:
    # Neither an object whose pickling fails (PicklingError) nor a lock (TypeError) crosses
    # between processes: the worker says so instead of dying.
    # The error names the result (its repr) and why it could not be sent.
    with pytest.raises(RuntimeError, match=r"^<[\w.]*_Refuses object at 0x[0-9a-f]+> "
                                           r"cannot be given back: refused$"):
        list(ordered_results(_refused, 3, 2))
    with pytest.raises(RuntimeError, match=r"^<unlocked _thread\.lock object at 0x[0-9a-f]+> "
                                           r"cannot be given back: cannot pickle"):
        list(ordered_results(_lock, 3, 2))
    assert multiprocessing.active_children() == []


def _death_signal(i: int) -> int:
    # The signal the kernel sends this process when its parent dies (prctl(2),
    # PR_GET_PDEATHSIG = 2), 0 for none.
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    sig = ctypes.c_int(-1)
    assert libc.prctl(2, ctypes.byref(sig), 0, 0, 0) == 0
    return sig.value


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl(2) is Linux's")
def test_on_linux_each_worker_is_sent_sigterm_when_its_parent_dies() -> None:
    # The kernel ends a worker whose parent is gone (even after kill -9) with SIGTERM (15),
    # asked of it by each worker as it starts (a forked process does not inherit it).
    assert list(ordered_results(_death_signal, 3, 2)) == [15, 15, 15]
    assert multiprocessing.active_children() == []


def test_where_the_kernel_does_not_end_a_worker_a_thread_watches_its_parent(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Not on Linux: a thread of the worker looks every second whether its parent is still
    # the one that started it, and ends the worker (exit 0) once it is not.
    import belote_cli.system.workers as workers_module

    class Ended(Exception):
        pass

    class Waited(Exception):
        pass

    def ended(code: int) -> None:
        raise Ended(code)

    def waited(seconds: float) -> None:
        raise Waited(seconds)

    monkeypatch.setattr(workers_module.os, "_exit", ended)
    monkeypatch.setattr(workers_module.time, "sleep", waited)
    with pytest.raises(Waited) as wait:  # the parent is still there: a second, then again
        workers_module._watch_parent(os.getppid())
    assert wait.value.args == (1.0,)
    with pytest.raises(Ended) as end:  # no longer the parent (a process is not its own)
        workers_module._watch_parent(os.getpid())
    assert end.value.args == (0,)


def _threads(i: int) -> int:
    return threading.active_count()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl(2) is Linux's")
def test_on_linux_no_thread_watches_the_parent() -> None:
    # Where the kernel sends the worker SIGTERM as its parent dies, no thread of its own
    # looks for it: each worker runs its main thread alone.
    assert list(ordered_results(_threads, 2, 2)) == [1, 1]


def test_a_worker_asks_whether_the_command_is_there_without_signalling_it() -> None:
    # As it starts, a worker checks that the command that started it is still there: with
    # kill(pid, 0), which sends nothing. A command catching SIGHUP (1) hears none.
    code = textwrap.dedent("""
        import signal
        from belote_cli.system.workers import ordered_results
        heard = []
        signal.signal(signal.SIGHUP, lambda signum, frame: heard.append(signum))
        print(list(ordered_results(abs, 3, 2)), heard)
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "[0, 1, 2] []\n", "")


def _touch(folder: str, i: int) -> int:
    # Leaves a file named after each task computed.
    with open(os.path.join(folder, str(i)), "w"):
        pass
    return i


def test_only_the_tasks_asked_for_are_computed(tmp_path: Path) -> None:
    # task(0) … task(count - 1), each once: no task past the last is handed out to a
    # worker left idle.
    task = functools.partial(_touch, str(tmp_path))
    assert list(ordered_results(task, 3, 2)) == [0, 1, 2]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["0", "1", "2"]
    assert list(ordered_results(task, 5, 1)) == [0, 1, 2, 3, 4]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["0", "1", "2", "3", "4"]


def test_fewer_than_one_job_is_one_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    # jobs 0 or below: one worker all the same, which computes every task.
    import belote_cli.system.workers as workers_module

    started: list[int] = []
    collect = workers_module._collect

    def counted(workers: list[object], count: int) -> object:
        started.append(len(workers))
        assert workers, "no worker to give the tasks to"
        return collect(workers, count)  # type: ignore[arg-type]

    monkeypatch.setattr(workers_module, "_collect", counted)
    for jobs in (0, -3):
        assert list(ordered_results(abs, 3, jobs)) == [0, 1, 2]
    assert started == [1, 1]
    assert multiprocessing.active_children() == []


def test_a_worker_whose_command_is_gone_ends_at_once_with_status_0() -> None:
    # A worker started after the command that started it died (``kill -9`` while the
    # workers start) ends as it starts, quietly: exit status 0, nothing run or said.
    code = textwrap.dedent("""
        import subprocess, sys
        from belote_cli.system.workers import _end_with_parent
        gone = subprocess.Popen([sys.executable, "-c", ""])
        gone.wait()
        _end_with_parent(gone.pid)
        print("still running")
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
