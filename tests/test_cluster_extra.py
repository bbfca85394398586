"""`--scheduler` without Dask: the optional extra is never imported unless asked for, and
asking for it without it installed is a clear error; bad --scheduler values are usage
errors; what answers at an address is read without Dask (the first line a server said, the
seconds a silent one is waited for). (With Dask: test_cluster.py.)"""

from __future__ import annotations

import dataclasses
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.errors import BeloteError, Reason
from belote_cli.simulation import CLUSTER_CHUNK_MIN, SimulationConfig, cluster_chunk_size
from belote_cli.simulation.arena import PairChunk, pairs_per_chunk
from belote_cli.simulation.cluster import _said, check_scheduler, not_dask

runner = CliRunner()

DASK = ("dask", "distributed")


def _python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False, timeout=120)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_without_scheduler_dask_is_not_imported(jobs: str) -> None:
    done = _python(
        "import sys\n"
        "from typer.testing import CliRunner\n"
        "from belote_cli.cli import app\n"
        "result = CliRunner().invoke(app, ['simulate', '--deals', '300', '--seed', '1',"
        f" '--jobs', '{jobs}'])\n"
        "assert result.exit_code == 0, result.output\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {DASK!r}))\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "[]\n"


@pytest.mark.parametrize(("lang", "start", "end"), [
    ("en", "error: --scheduler needs Dask distributed, which is not installed (",
     "): pip install '.[cluster]' in the project's folder (belote-table's extra)"),
    ("fr", "erreur\xa0: --scheduler demande Dask distributed, qui n'est pas installé (",
     ")\xa0: pip install '.[cluster]' dans le dossier du projet (l'option d'installation de "
     "belote-table)"),
])
def test_missing_extra_names_it(tmp_path: Path, lang: str, start: str, end: str) -> None:
    # Dask made unimportable in this process only (a None entry in sys.modules makes
    # ``import distributed`` fail as if it were not installed).
    csv_file = tmp_path / "deals.csv"
    done = _python(
        "import sys\n"
        "sys.modules['dask'] = sys.modules['distributed'] = None\n"
        "from belote_cli.cli import main\n"
        "sys.argv = ['belote', 'simulate', '--deals', '100', '--seed', '1',"
        f" '--scheduler', 'local:2', '--csv', {str(csv_file)!r}, '--lang', {lang!r}]\n"
        "main()\n")
    assert done.returncode == 1
    assert done.stderr.startswith(start)
    assert done.stderr.endswith(end + "\n")
    assert done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    assert list(tmp_path.iterdir()) == []
    if lang == "en":  # docs/simulating.md quotes it whole, the import's own words left out
        page = (Path(__file__).resolve().parent.parent / "docs" / "simulating.md").read_text(
            encoding="utf-8")
        assert f"`{start}…{end}`" in " ".join(page.split())


@pytest.mark.parametrize(("args", "message"), [
    (["--scheduler", "local:0"], "local:N needs a number of worker processes, 1 or more"),
    (["--scheduler", "local:two"], "local:N needs a number of worker processes, 1 or more"),
    # A digit str.isdigit reads and int() does not: a traceback (ValueError), exit 1.
    (["--scheduler", "local:²"], "local:N needs a number of worker processes, 1 or more"),
    (["--scheduler", "local:١"], "local:N needs a number of worker processes, 1 or more"),
    (["--scheduler", "http://10.0.0.5:8786"], "expected a Dask scheduler's address"),
    (["--scheduler", "10.0.0.5"], "expected a Dask scheduler's address"),
    (["--scheduler", "tcp://10.0.0.5:99999"], "expected a Dask scheduler's address"),
    (["--scheduler", "local:2", "--jobs", "2"], "--jobs and --scheduler do not go together"),
    (["--scheduler", "local:2", "--scheduler-timeout", "0"],
     "--scheduler-timeout must be more than 0"),
])
def test_bad_scheduler_options(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", "--deals", "10", *args])
    assert result.exit_code == 2
    assert message in result.stderr


@pytest.mark.parametrize("spec", [
    "tcp://10.0.0.5:65535", "10.0.0.5:1", "tcp://[::1]:8786", "sched:8786", "local:1"])
def test_good_scheduler_addresses_are_taken(spec: str) -> None:
    # A TCP port is 16 bits, 0 naming none: 1 to 65535 are ports a scheduler can listen on.
    assert check_scheduler(spec) == spec


@pytest.mark.parametrize("spec", ["tcp://10.0.0.5:0", "tcp://10.0.0.5:65536", "local:0"])
def test_a_port_outside_1_to_65535_is_refused(spec: str) -> None:
    with pytest.raises(BeloteError):
        check_scheduler(spec)


def test_local_workers_are_at_most_the_cores_as_jobs_are() -> None:
    # local:99999999999999999 started that many worker processes (still starting a
    # minute later); --jobs takes at most the cores this process may use.
    from belote_cli.simulation.cluster import local_workers
    from belote_cli.system.workers import default_jobs

    assert local_workers("local:1") == 1
    assert local_workers("local:99999999999999999") == default_jobs()
    assert local_workers("local:" + "9" * 5000) == default_jobs()  # int() refuses it


def test_what_a_server_said_is_its_first_line_in_printable_characters() -> None:
    # The line break and what follows it left out; a control character written as Python
    # escapes it (an escape sequence never colours the terminal), a tab too.
    assert _said(b"SSH-2.0\x00x\x1b[31m\tend\r\nsecond line") == "SSH-2.0\\x00x\\x1b[31m\\tend"
    assert _said(b"HTTP/1.1 400 Bad Request\r\n") == "HTTP/1.1 400 Bad Request"


def test_a_long_first_line_is_cut_to_a_line_of_the_terminal() -> None:
    # Its beginning, then "...", within 80 columns; a short line as it came.
    said = _said(b"x" * 300 + b"\n")
    assert said.endswith("...") and set(said[:-3]) == {"x"}
    assert 3 < len(said) <= 80
    assert _said(b"y" * 40) == "y" * 40


class _Silence:
    """A connection on which the other end never says a word: each read waits out the
    time it is given (at once here) and gets nothing."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    def settimeout(self, seconds: float) -> None:
        self.waits.append(seconds)

    def recv(self, size: int) -> bytes:
        raise TimeoutError

    def sendall(self, data: bytes) -> None:
        pass

    def __enter__(self) -> _Silence:
        return self

    def __exit__(self, *exc: object) -> None:
        pass


@pytest.mark.parametrize(("timeout", "seconds"), [(3, "3"), (10, "10"), (2.5, "2.5")])
def test_a_silent_server_is_waited_for_the_timeout_given(
        monkeypatch: pytest.MonkeyPatch, timeout: float, seconds: str) -> None:
    # --scheduler-timeout S: S seconds for the scheduler to speak, in all (before and after
    # the probe speaks itself), and the message says those S seconds; then a short last
    # read for the rest of a line.
    conn = _Silence()
    monkeypatch.setattr(socket, "create_connection", lambda *args, **kw: conn)
    assert not_dask("tcp://10.0.0.5:8786", timeout) == Reason("answer_silent",
                                                               {"seconds": seconds})
    assert sum(conn.waits[:-1]) == timeout
    assert conn.waits[-1] < 1


ARENA = Path(__file__).resolve().parent.parent / "scripts" / "arena.py"


def _arena(*args: str, block_dask: bool = False) -> subprocess.CompletedProcess[str]:
    # scripts/arena.py run as a script (its folder first on the path, as Python puts it),
    # then the names of the Dask modules it imported.
    block = "sys.modules['dask'] = sys.modules['distributed'] = None\n" if block_dask else ""
    return _python(
        "import runpy, sys\n" + block +
        f"sys.argv = [{str(ARENA)!r}, *{list(args)!r}]\n"
        f"sys.path.insert(0, {str(ARENA.parent)!r})\n"
        "try:\n"
        "    runpy.run_path(sys.argv[0], run_name='__main__')\n"
        "except SystemExit as e:\n"
        f"    print(sorted(m for m in sys.modules if m.split('.')[0] in {DASK!r}))\n"
        "    raise\n")


def test_arena_without_scheduler_does_not_import_dask() -> None:
    done = _arena("--deals", "10", "--jobs", "2")
    assert done.returncode == 0, done.stderr
    assert re.search(r"void tables: \d+\n\[\]\n\Z", done.stdout), done.stdout
    assert re.search(r"deals/s\nbuild: .*\n\Z", done.stderr), done.stderr


def test_arena_missing_extra_names_it() -> None:
    done = _arena("--deals", "10", "--scheduler", "local:2", block_dask=True)
    assert done.returncode == 1
    assert done.stderr.startswith("error: --scheduler needs Dask distributed")
    assert done.stderr.rstrip().endswith(": pip install '.[cluster]' "
        "in the project's folder (belote-table's extra)")
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(("args", "message"), [
    (["--scheduler", "local:0"], "local:N needs a number of worker processes"),
    (["--scheduler", "10.0.0.5"], "expected a Dask scheduler's address"),
    (["--scheduler", "local:2", "--jobs", "2"], "--scheduler goes with neither --jobs"),
    (["--scheduler", "local:2", "--speed"], "--scheduler goes with neither --jobs"),
])
def test_arena_bad_scheduler_options(args: list[str], message: str) -> None:
    done = _arena("--deals", "10", *args)
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr


def test_cluster_chunk_size() -> None:
    # About eight chunks per worker thread; with fast bots 2,000 to 8,000 deals (Dask's cost
    # per chunk stays a small share), with an expert at the table 1 to 20 deals.
    fast = SimulationConfig(100_000, "s", ("heuristic",) * 4)
    assert cluster_chunk_size(fast, 2) == 6250  # 100,000 / 16
    assert cluster_chunk_size(dataclasses.replace(fast, deals=1000), 2) == CLUSTER_CHUNK_MIN
    assert cluster_chunk_size(dataclasses.replace(fast, deals=10**7), 2) == 4 * CLUSTER_CHUNK_MIN
    slow = SimulationConfig(100, "s", ("expert", "heuristic", "expert", "heuristic"))
    assert cluster_chunk_size(slow, 2) == 7  # 100 / 16, rounded up
    assert cluster_chunk_size(dataclasses.replace(slow, deals=10_000), 2) == 20
    assert cluster_chunk_size(dataclasses.replace(slow, deals=3), 4) == 1
    # A cluster that says it has no thread yet: counted as one, never a division by 0.
    assert cluster_chunk_size(slow, 0) == 13  # 100 / 8, rounded up
    assert cluster_chunk_size(fast, 0) == 4 * CLUSTER_CHUNK_MIN  # 100,000 / 8, capped


def test_arena_pairs_per_chunk() -> None:
    assert pairs_per_chunk(60, 2) == 4  # 60 / 16, rounded up
    assert pairs_per_chunk(1, 8) == 1
    assert pairs_per_chunk(10**6, 2) == 500
    chunk = PairChunk(abs, 10, 4)  # pairs 0-3, 4-7, 8-9
    assert chunk.chunks == 3
    assert [chunk(i) for i in range(3)] == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
