"""`--scheduler` without Dask: the optional extra is never imported unless asked for, and
asking for it without it installed is a clear error; bad --scheduler values are usage
errors. (With Dask: test_cluster.py.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app

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


def test_missing_extra_names_it(tmp_path: Path) -> None:
    # Dask made unimportable in this process only (a None entry in sys.modules makes
    # ``import distributed`` fail as if it were not installed).
    csv_file = tmp_path / "deals.csv"
    done = _python(
        "import sys\n"
        "sys.modules['dask'] = sys.modules['distributed'] = None\n"
        "from belote_cli.cli import main\n"
        "sys.argv = ['belote', 'simulate', '--deals', '100', '--seed', '1',"
        f" '--scheduler', 'local:2', '--csv', {str(csv_file)!r}]\n"
        "main()\n")
    assert done.returncode == 1
    assert done.stderr.startswith("error: --scheduler needs Dask distributed, which is not "
                                  "installed")
    assert done.stderr.rstrip().endswith(": pip install 'belote_cli[cluster]'")
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("args", "message"), [
    (["--scheduler", "local:0"], "local:N needs a number of worker processes, 1 or more"),
    (["--scheduler", "local:two"], "local:N needs a number of worker processes, 1 or more"),
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


ARENA = Path(__file__).resolve().parent.parent / "scripts" / "arena.py"


def _arena(*args: str, block_dask: bool = False) -> subprocess.CompletedProcess[str]:
    # scripts/arena.py run as a script, then the names of the Dask modules it imported.
    block = "sys.modules['dask'] = sys.modules['distributed'] = None\n" if block_dask else ""
    return _python(
        "import runpy, sys\n" + block +
        f"sys.argv = [{str(ARENA)!r}, *{list(args)!r}]\n"
        "try:\n"
        "    runpy.run_path(sys.argv[0], run_name='__main__')\n"
        "except SystemExit as e:\n"
        f"    print(sorted(m for m in sys.modules if m.split('.')[0] in {DASK!r}))\n"
        "    raise\n")


def test_arena_without_scheduler_does_not_import_dask() -> None:
    done = _arena("--deals", "10", "--jobs", "2")
    assert done.returncode == 0, done.stderr
    assert done.stdout.endswith("deals/s\n[]\n")


def test_arena_missing_extra_names_it() -> None:
    done = _arena("--deals", "10", "--scheduler", "local:2", block_dask=True)
    assert done.returncode == 1
    assert done.stderr.startswith("error: --scheduler needs Dask distributed")
    assert done.stderr.rstrip().endswith(": pip install 'belote_cli[cluster]'")
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
