#!/usr/bin/env python3
"""Start-up and hint costs of ``belote``, in CPU seconds, against Typer's own.

    python scripts/bench_startup.py [--repeat 5]

Each row is the median over ``--repeat`` rounds of a child process's CPU time (user and
system, from ``wait4``), so that other work on the machine does not count; each round runs
every command once, in turn:

- ``python -c "import typer, rich.console"``: the libraries every command loads;
- a one-command Typer app given a file name (Typer builds the command's parameters; from
  Typer 0.2x on that imports pydantic);
- ``belote --version`` and ``belote score examples/made.belote``, with their ratios to
  the first row;
- the hint at the first trick of ``belote play --seed 1``: the session with ``hint``
  typed, less the same session without it.

The children cache their bytecode as on a user's machine, ``PYTHONDONTWRITEBYTECODE``
left out of their environment, and each command runs once before it is timed: where that
variable is set, an editable install would otherwise compile every module of the package
at each start. They run in an empty folder, so that ``python -m belote_cli`` imports the
build installed in this Python (``pip install .`` or the editable one), never a source
tree that happens to be the current folder; the first line says which build that is.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ONE_COMMAND = """import typer
app = typer.Typer()
@app.command()
def score(file: str, as_json: bool = typer.Option(False, "--json")) -> None:
    open(file).read()
app()
"""


#: The children's environment: bytecode cached, as it is by default.
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def cpu(args: list[str], stdin: str, cwd: str) -> float:
    """CPU seconds of one child process running ``args`` in the folder ``cwd``."""
    child = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=CHILD_ENV, cwd=cwd)
    assert child.stdin is not None
    child.stdin.write(stdin.encode())
    child.stdin.close()
    _, _, usage = os.wait4(child.pid, 0)
    return usage.ru_utime + usage.ru_stime


def medians(commands: dict[str, tuple[list[str], str]], repeat: int,
            cwd: str) -> dict[str, float]:
    """The median CPU seconds of each command (its arguments and standard input) over
    ``repeat`` rounds, each round running every command once in turn, so that a slow
    spell of a shared machine falls on all of them alike; after one round that is not
    timed (it writes the bytecode caches)."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    for round_ in range(repeat + 1):
        for name, (args, stdin) in commands.items():
            spent = cpu(args, stdin, cwd)
            if round_:
                times[name].append(spent)
    return {name: statistics.median(spent) for name, spent in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    py = sys.executable
    belote = [py, "-m", "belote_cli"]
    made = str(ROOT / "examples" / "made.belote")
    with tempfile.TemporaryDirectory() as folder:
        app_file = os.path.join(folder, "one_command.py")
        with open(app_file, "w", encoding="utf-8") as f:
            f.write(ONE_COMMAND)
        build = subprocess.run(
            [py, "-c", "from belote_cli.build import describe; print(describe())"],
            capture_output=True, text=True, env=CHILD_ENV, cwd=folder, check=True)
        print(f"build: {build.stdout.strip()}")
        m = medians({
            "base": ([py, "-c", "import typer, rich.console"], ""),
            "app": ([py, app_file, made], ""),
            "version": ([*belote, "--version"], ""),
            "score": ([*belote, "score", made], ""),
            "without": ([*belote, "play", "--seed", "1"], "1\nquit\n"),
            "with_hint": ([*belote, "play", "--seed", "1"], "1\nhint\nquit\n"),
        }, args.repeat, folder)
    base, app, version, score = m["base"], m["app"], m["version"], m["score"]
    print(f"import typer, rich.console      {base:6.3f} s")
    print(f"a one-command Typer app         {app:6.3f} s   {app / base:4.2f}x")
    print(f"belote --version                {version:6.3f} s   {version / base:4.2f}x")
    print(f"belote score examples/made...   {score:6.3f} s   {score / base:4.2f}x   "
          f"{score / app:4.2f}x the one-command app")
    print(f"hint at trick 1 (play --seed 1) {m['with_hint'] - m['without']:6.3f} s")


if __name__ == "__main__":
    from closed_pipe import run  # scripts/closed_pipe.py, beside this one

    run(main)
