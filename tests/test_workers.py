"""The worker processes behind ``simulate --jobs`` and the arena (``system/workers.py``):
results in order, a task's error raised in its turn, a worker's death an error, and the
workers gone however the run ends, even stopped while sending a result."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import subprocess
import sys
import textwrap
import threading
import time

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
    with pytest.raises(RuntimeError, match="cannot be given back: refused"):
        list(ordered_results(_refused, 3, 2))
    with pytest.raises(RuntimeError, match="cannot be given back: cannot pickle"):
        list(ordered_results(_lock, 3, 2))
    assert multiprocessing.active_children() == []
