"""The commands as a shell script runs them: in processes of their own, stopped by
``kill`` (``timeout``), their lines on the error output kept apart from the results."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _belote(cwd: Path, *args: str, stdin: int | None = None) -> subprocess.Popen[bytes]:
    """``belote ARGS`` run in ``cwd``, in English unless ``--lang`` says otherwise."""
    env = {name: value for name, value in os.environ.items()
           if name not in ("BELOTE_LANG", "LC_ALL", "LC_MESSAGES", "LANG")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.Popen([sys.executable, "-m", "belote_cli", *args], cwd=cwd, env=env,
                            stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _stopped(run: subprocess.Popen[bytes]) -> tuple[bytes, str]:
    """SIGTERM sent to ``run``, as ``kill`` and ``timeout`` send it: its output, and its
    error output."""
    run.send_signal(signal.SIGTERM)
    try:
        out, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            run.kill()
            run.communicate()
    return out, err.decode("utf-8")


@pytest.mark.parametrize(("lang", "said"), [("en", "terminated"), ("fr", "arrêté")])
def test_kill_says_terminated_and_leaves_no_file(tmp_path: Path, lang: str,
                                                 said: str) -> None:
    # docs/cli.md, exit codes: SIGTERM exits 143, the file being written removed, and
    # 'terminated' (French 'arrêté') on a line of its own on the error output.
    run = _belote(tmp_path, "simulate", "--deals", "100000000", "--seed", "1", "--bots",
                  "random", "--jobs", "1", "--record", "x", "--lang", lang)
    for _ in range(2400):  # until the run writes its record (a busy machine: long bound)
        if any(tmp_path.iterdir()) or run.poll() is not None:
            break
        time.sleep(0.05)
    assert any(tmp_path.iterdir()), "the run never began writing"
    out, err = _stopped(run)
    assert (run.returncode, err, out) == (143, said + "\n", b"")
    assert list(tmp_path.iterdir()) == []


def test_kill_in_a_match_says_where_it_is_left(tmp_path: Path) -> None:
    # docs/cli.md: kill in a match after a deal played says, as Ctrl-C does, the deal
    # abandoned, the one the match is left after, and how to play it on from the record.
    run = _belote(tmp_path, "play", "--seed", "3", "--match", "--bots", "random",
                  "--record", "m.belote", stdin=subprocess.PIPE)
    assert run.stdin is not None and run.stdout is not None
    # Take, then the first card each trick offers: deal 1 is played whole.
    run.stdin.write(b"take\n" + b"1\n" * 8)
    run.stdin.flush()
    seen = b""
    while b"Deal 2:" not in seen:  # the input kept open: deal 2 waits for its answer
        line = run.stdout.readline()
        assert line, "the game ended before deal 2"
        seen += line
    _, err = _stopped(run)
    assert run.returncode == 143
    assert err == ("terminated: deal 2 abandoned; the match is left after deal 1\n"
                   "To play the match on later: belote play --resume m.belote --bots random\n")
    # Deal 1 is in the record, whole: its 8 tricks.
    record = (tmp_path / "m.belote").read_text(encoding="utf-8")
    assert [line.split(":")[0] for line in record.splitlines() if line[:1].isdigit()] == [
        str(n) for n in range(1, 9)]


def test_a_game_left_in_its_first_deal_writes_no_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # docs/cli.md, the record: nothing is written before the first deal ends; a game left
    # in it creates no file, and a file of that name keeps what an earlier run wrote.
    from typer.testing import CliRunner

    from belote_cli.cli import app

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BELOTE_LANG", "en")
    runner = CliRunner()
    left = runner.invoke(app, ["play", "--seed", "3", "--record", "new.belote"],
                         input="take\n1\nquit\n")
    assert left.exit_code == 0 and "Quit: deal abandoned." in left.stdout
    assert list(tmp_path.iterdir()) == []
    earlier = "# an earlier run's deals\n"
    (tmp_path / "old.belote").write_text(earlier, encoding="utf-8")
    ended = runner.invoke(app, ["play", "--seed", "3", "--record", "old.belote"],
                          input="take\n1\n")
    assert ended.exit_code == 1
    assert ended.stderr == "error: end of input: deal abandoned\n"
    assert (tmp_path / "old.belote").read_text(encoding="utf-8") == earlier
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.belote"]


def _on_a_terminal(term: str, *args: str) -> bytes:
    """What ``belote ARGS`` writes to a terminal (a pseudo-terminal) whose ``TERM`` is
    ``term``, its line ends as written (the terminal's own ``\\r\\n`` made ``\\n``)."""
    import pty

    master, slave = pty.openpty()
    env = {name: value for name, value in os.environ.items()
           if name not in ("BELOTE_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR",
                           "FORCE_COLOR", "COLUMNS", "LINES")}
    env.update(PYTHONPATH=str(ROOT), TERM=term)
    try:
        run = subprocess.Popen([sys.executable, "-m", "belote_cli", *args], cwd=ROOT,
                               env=env, stdin=subprocess.DEVNULL, stdout=slave,
                               stderr=subprocess.PIPE)
        os.close(slave)
        written = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the program gone: the terminal's other end closed
                break
            if not chunk:
                break
            written += chunk
        run.communicate(timeout=60)
    finally:
        os.close(master)
    assert run.returncode == 0
    return written.replace(b"\r\n", b"\n")


def test_a_dumb_terminal_gets_no_colour() -> None:
    # docs/cli.md, colour: on a terminal score prints ♥ and ♦ in red; nothing is coloured on
    # a dumb terminal (TERM=dumb), the text then the same as --no-color's, byte for byte.
    made = ("score", "examples/made.belote")
    assert b"\x1b[31m" in _on_a_terminal("xterm", *made)
    assert _on_a_terminal("dumb", *made) == _on_a_terminal("xterm", *made, "--no-color")
