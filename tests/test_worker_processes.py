"""simulate's worker processes when the command itself is killed (``kill -9``): they end
at once and quietly, instead of each printing a BrokenPipeError traceback when it next
sends a result to a parent that is gone."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/task").exists(),
                                reason="reads a process's children from /proc")


def children(pid: int) -> list[int]:
    """The child processes of ``pid`` (Linux: /proc/PID/task/TID/children)."""
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):  # a thread that ended meanwhile
            found += [int(c) for c in (task / "children").read_text().split()]
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_workers_of_a_killed_command_end_quietly() -> None:
    # Chunks of at most 4000 random deals, a few hundredths of a second each: a worker
    # left behind would try to send a result (and fail) almost at once.
    proc = subprocess.Popen(
        [sys.executable, "-m", "belote_cli", "simulate", "--jobs", "2", "--bots", "random",
         "--deals", "5000000", "--seed", "orphans"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        workers: list[int] = []
        for _ in range(1200):  # until both workers are started (at most a minute)
            workers = children(proc.pid)
            if len(workers) == 2:
                break
            time.sleep(0.05)
        assert len(workers) == 2
        time.sleep(0.5)  # both at work on their chunks
        os.kill(proc.pid, signal.SIGKILL)
        # The workers hold the stderr pipe too: it ends when the last of them has ended.
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGKILL
    assert err.decode() == ""  # no traceback, no BrokenPipeError, nothing at all
    # Their output closed, each is ending: wait (a minute at most) until none is left.
    for _ in range(600):
        if not any(alive(w) for w in workers):
            break
        time.sleep(0.1)
    assert not any(alive(w) for w in workers)
