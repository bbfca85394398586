"""Files written whole or not at all (``belote_cli.system.files``)."""

from __future__ import annotations

import errno
import json
import os
import signal
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.errors import BeloteError
from belote_cli.dealfile import loads
from belote_cli.system.files import (
    TMP_MARK,
    AtomicFile,
    is_stream,
    problem_writing,
    write_whole,
)
from belote_cli.texts import describe, describe_reason


def test_problem_writing(tmp_path: Path) -> None:
    assert problem_writing(tmp_path / "new.belote") is None
    assert str(problem_writing(tmp_path)) == f"{tmp_path} is a directory"
    assert describe_reason(problem_writing(tmp_path), "fr") == f"{tmp_path} est un dossier"
    missing = tmp_path / "missing"
    assert str(problem_writing(missing / "x.belote")) == f"no such directory: {missing}"
    assert str(problem_writing("")) == "an empty file name"


def test_a_name_ending_with_a_slash_is_a_directory_s(tmp_path: Path) -> None:
    # 'new.belote/' wrote the file new.belote, and 'made.belote/' replaced made.belote,
    # where the shell's '> new.belote/' refuses both: the slash was resolved away.
    made = tmp_path / "made.belote"
    made.write_text("kept\n", encoding="utf-8")
    for path in (f"{tmp_path}/new.belote/", f"{made}/"):
        assert str(problem_writing(path)) == (
            f"{path} ends with a slash: the name of a directory, not of a file")
        assert describe_reason(problem_writing(path), "fr") == (
            f"{path} finit par une barre oblique\xa0: le nom d'un dossier, pas d'un fichier")
        with pytest.raises(BeloteError, match="ends with a slash"):
            AtomicFile(path)
    assert str(problem_writing(f"{tmp_path}/")) == f"{tmp_path}/ is a directory"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["made.belote"]
    assert made.read_text(encoding="utf-8") == "kept\n"


@pytest.mark.parametrize("args", [
    ["simulate", "--deals", "3", "--csv", "a\0b.csv"],
    ["simulate", "--deals", "3", "--record", "a\0b.belote"],
    ["score", "a\0b.belote"],
])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_null_character_in_a_path_is_bad_input(tmp_path: Path, args: list[str], lang: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # No shell passes one, a program calling the app can: a clear line, exit 1.
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(app, [*args, "--lang", lang])
    assert r.exit_code == 1
    assert ("a null character in the file's name (no file can have one)" if lang == "en"
            else "un caractère nul dans le nom du fichier (aucun fichier n'en a)") in r.stderr
    assert r.stdout == ""
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("denied", [os.W_OK, os.X_OK])
def test_problem_writing_in_a_folder_without_permission(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, denied: int) -> None:
    # As root every file can be written, so one permission of the folder is taken away by
    # hand: a new file needs both writing in the folder and searching it.
    def access(path: str | os.PathLike[str], mode: int) -> bool:
        return not (os.fspath(path) == str(tmp_path) and mode & denied)

    monkeypatch.setattr(os, "access", access)
    assert str(problem_writing(tmp_path / "x.belote")) == (
        f"cannot write in {tmp_path}: permission denied")


def test_problem_writing_over_a_read_only_file(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "x.belote"
    target.write_text("old\n", encoding="utf-8")

    def access(path: str | os.PathLike[str], mode: int) -> bool:
        return not (os.fspath(path) == str(target) and mode & os.W_OK)

    monkeypatch.setattr(os, "access", access)
    assert str(problem_writing(target)) == f"cannot write {target}: permission denied"
    assert problem_writing(tmp_path / "new.belote") is None  # the folder itself is fine


def test_a_fifo_in_a_folder_that_cannot_be_written_can_be_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A FIFO is written to, never replaced: nothing is made in its folder, so a folder
    # without write permission does not stop it; a FIFO without write permission does.
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    folder, denied = os.path.realpath(tmp_path), {os.path.realpath(tmp_path)}

    def access(path: str | os.PathLike[str], mode: int) -> bool:
        return not (os.path.realpath(path) in denied and mode & os.W_OK)

    monkeypatch.setattr(os, "access", access)
    assert problem_writing(fifo) is None
    denied.add(os.path.realpath(fifo))
    assert str(problem_writing(fifo)) == f"cannot write {folder}/pipe: permission denied"
    assert str(problem_writing(tmp_path / "new.belote")) == (  # a new file is made there
        f"cannot write in {folder}: permission denied")


def test_commit_puts_the_whole_file_in_place(tmp_path: Path) -> None:
    path = tmp_path / "out.txt"
    out = AtomicFile(path)
    out.file.write("one\n")
    assert not path.exists()  # nothing under the target's name before the end
    out.file.write("two\n")
    out.commit()
    assert path.read_text(encoding="utf-8") == "one\ntwo\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]


def test_discard_leaves_the_old_file_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "out.txt"
    path.write_text("old\n", encoding="utf-8")
    out = AtomicFile(path)
    out.file.write("new\n")
    out.discard()
    assert path.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]


def test_new_file_gets_the_usual_permissions_an_old_one_keeps_its_own(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        path = tmp_path / "out.txt"
        write_whole(path, "x\n")
        assert stat.S_IMODE(path.stat().st_mode) == 0o644  # 666 less the umask, not 600
        path.chmod(0o640)
        write_whole(path, "y\n")
        assert stat.S_IMODE(path.stat().st_mode) == 0o640
    finally:
        os.umask(umask)


def test_a_failed_rename_is_an_error_and_leaves_nothing(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(BeloteError, match="cannot write .*No space left on device"):
        write_whole(tmp_path / "out.txt", "x\n")
    assert list(tmp_path.iterdir()) == []


def test_a_target_made_a_directory_while_written_is_named_as_the_check_names_it(
        tmp_path: Path) -> None:
    # The check before a run says "out.csv is a directory"; the same file made a folder
    # during the run (the rename then fails with the system's "Is a directory") is said
    # in those words, in French too, and the temporary file goes.
    path = tmp_path / "out.csv"
    out = AtomicFile(path)
    out.write("a row\n")
    path.mkdir()
    with pytest.raises(BeloteError) as caught:
        out.commit()
    assert str(caught.value) == f"cannot write {path}: {path} is a directory"
    assert describe(caught.value, "fr") == (
        f"impossible d'écrire {path}\u00a0: {path} est un dossier")
    assert [p.name for p in tmp_path.iterdir()] == ["out.csv"] and not any(path.iterdir())


def test_a_directory_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    with pytest.raises(BeloteError, match="is a directory"):
        AtomicFile(tmp_path)
    assert list(tmp_path.iterdir()) == []


# --- links, devices and FIFOs, fsync, the temporary files' names, a full disk ----------------

def test_a_link_is_written_through_to_its_target(tmp_path: Path) -> None:
    target = tmp_path / "target.csv"
    target.write_text("old\n", encoding="utf-8")
    link = tmp_path / "link.csv"
    link.symlink_to(target.name)
    write_whole(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == "target.csv"
    assert target.read_text(encoding="utf-8") == "new\n"
    # A link to a file not there yet makes that file.
    dangling = tmp_path / "dangling.csv"
    dangling.symlink_to("later.csv")
    write_whole(dangling, "x\n")
    assert dangling.is_symlink() and (tmp_path / "later.csv").read_text() == "x\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "dangling.csv", "later.csv", "link.csv", "target.csv"]


def test_a_fifo_is_written_to_not_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text(encoding="utf-8")))
    reader.start()
    write_whole(fifo, "through the pipe\n")
    reader.join(10)
    assert got == ["through the pipe\n"]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["pipe"]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_a_device_is_written_to_and_a_full_one_is_named() -> None:
    # /dev/full is a device whose every write fails as a full disk does (ENOSPC).
    with pytest.raises(BeloteError, match="^cannot write /dev/full: No space left on device$"):
        write_whole("/dev/full", "x" * 100_000)
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)
    write_whole(os.devnull, "nothing\n")
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


def test_the_file_is_synced_before_it_takes_the_targets_name(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events: list[str] = []
    fsync, replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (events.append("fsync"), fsync(fd))[1])
    monkeypatch.setattr(os, "replace",
                        lambda a, b: (events.append("replace"), replace(a, b))[1])
    write_whole(tmp_path / "out.txt", "x\n")
    assert events == ["fsync", "replace"]


def test_a_full_disk_while_writing_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "out.csv"
    out = AtomicFile(path)

    class Full:
        def write(self, text: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

        def close(self) -> None:
            pass

    out.file = Full()  # type: ignore[assignment]
    with pytest.raises(BeloteError, match=f"^cannot write {path}: No space left on device$"):
        out.write("a row\n")
    assert list(tmp_path.iterdir()) == []  # the temporary file went with it


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def _belote(*args: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    return subprocess.Popen([sys.executable, "-m", "belote_cli", *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _wait_for_a_reader(run: subprocess.Popen[bytes]) -> None:
    """Where the kernel says what a process waits for, wait until ``run`` waits for a
    FIFO's reader (or has ended)."""
    wchan = Path(f"/proc/{run.pid}/wchan")
    for _ in range(400):
        if run.poll() is not None or not wchan.exists() \
                or wchan.read_text() == "wait_for_partner":
            return
        time.sleep(0.05)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_with_no_reader_waits_for_one_then_gets_everything(tmp_path: Path) -> None:
    # As `> fifo` in a shell: the open waits for a reader; nothing fails, nothing replaces
    # the FIFO, and the reader gets the header and the three rows.
    fifo = tmp_path / "rows.csv"
    os.mkfifo(fifo)
    run = _belote("simulate", "--deals", "3", "--seed", "fifo", "--bots", "random",
                  "--jobs", "1", "--csv", str(fifo))
    try:
        _wait_for_a_reader(run)
        assert run.poll() is None  # still waiting: not failed for want of a reader
        rows = fifo.read_text(encoding="utf-8").splitlines()
    finally:
        out, err = run.communicate(timeout=120)
    assert run.returncode == 0, err
    assert len(rows) == 4 and rows[0].startswith("deal,")
    assert out.startswith(b"3 classic deals, seed fifo")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["rows.csv"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize(("sig", "code", "args"), [
    (signal.SIGINT, 130, ("simulate", "--deals", "3", "--bots", "random", "--csv")),
    (signal.SIGTERM, 143, ("simulate", "--deals", "3", "--bots", "random", "--record")),
])
def test_ctrl_c_stops_the_wait_for_a_fifos_reader(
        tmp_path: Path, sig: signal.Signals, code: int, args: tuple[str, ...]) -> None:
    # A shell's '> fifo' can be interrupted while it waits for a reader; so can the
    # program (the stop signals were held while the output opened: only kill -9 ended it).
    fifo = tmp_path / "out"
    os.mkfifo(fifo)
    run = _belote(*args, str(fifo))
    try:
        _wait_for_a_reader(run)
        run.send_signal(sig)
        _, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            run.kill()
            run.communicate()
    assert run.returncode == code, err
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="no /proc/self/fd here")
def test_dev_stdout_is_written_as_standard_output_is(tmp_path: Path) -> None:
    # /dev/stdout is a link to the process's descriptor 1 (/proc/self/fd/1): written
    # through it, at its offset, on a pipe as in a file the shell opened; never resolved to
    # a file of that name ('pipe:[…]': no such file) nor renamed over the shell's file
    # (the report printed there was lost with it). It is '-': the report goes to stderr
    # (it was written after the record, in the record).
    args = ("simulate", "--deals", "3", "--seed", "fd", "--bots", "random", "--jobs", "1",
            "--record", "/dev/stdout")
    out, err = _belote(*args).communicate(timeout=120)
    text = out.decode()
    assert b"error" not in err, err
    assert text.count("# deal ") == 3 and b"3 classic deals, seed fd" in err
    assert out == _belote(*args[:-1], "-").communicate(timeout=120)[0]
    path = tmp_path / "out.txt"
    with open(path, "wb") as shell_file:
        before = os.fstat(shell_file.fileno()).st_ino
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
        done = subprocess.run([sys.executable, "-m", "belote_cli", *args], env=env,
                              stdout=shell_file, stderr=subprocess.PIPE, timeout=120)
    assert done.returncode == 0, done.stderr
    assert os.stat(path).st_ino == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]
    text = path.read_text(encoding="utf-8")
    assert text.count("# deal ") == 3 and "classic deals" not in text


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="no /proc/self/fd here")
def test_a_descriptor_of_the_process_is_a_stream_whatever_it_is_open_on(
        tmp_path: Path) -> None:
    # /dev/fd/N names the process's descriptor N: written as it comes, never replaced (play
    # --record appends each deal to it, where a regular file is rewritten whole each deal),
    # on a pipe as on a regular file the shell opened; the file itself, by its own name, is
    # rewritten whole.
    read_end, write_end = os.pipe()
    path = tmp_path / "out.txt"
    path.write_text("")
    with open(path, "w", encoding="utf-8") as shell_file:
        try:
            assert is_stream(f"/dev/fd/{write_end}")
            assert is_stream(f"/dev/fd/{shell_file.fileno()}")
            assert not is_stream(path)
        finally:
            os.close(read_end)
            os.close(write_end)


def _match_recorded_twice(tmp_path: Path, *options: str
                          ) -> tuple[subprocess.CompletedProcess[bytes], Path, list[str]]:
    """``belote play --seed 3`` with ``options``, the first card offered each time,
    recorded to a regular file (``whole.belote``) and again to a FIFO read by a thread:
    the second run, the file, and what the FIFO's reader got."""
    fifo, whole = tmp_path / "deals", tmp_path / "whole.belote"
    os.mkfifo(fifo)
    moves = b"1\n" * 200
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    base = [sys.executable, "-m", "belote_cli", "play", "--seed", "3", *options]
    subprocess.run([*base, "--record", str(whole)], input=moves, env=env, check=True,
                   capture_output=True, timeout=120)
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text(encoding="utf-8")))
    reader.start()
    done = subprocess.run([*base, "--record", str(fifo)], input=moves, env=env,
                          capture_output=True, timeout=120)
    reader.join(60)
    assert done.returncode == 0, done.stderr
    return done, whole, got


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_play_gives_a_fifo_each_deal_of_a_match_once(tmp_path: Path) -> None:
    # A regular file is rewritten whole after each deal; a FIFO is opened once and given
    # each deal as it ends: its reader takes the match as the file holds it (it got the
    # first deal alone, then end of file, and the second deal waited for a reader for ever).
    done, whole, got = _match_recorded_twice(tmp_path, "--target", "500")
    deals = done.stdout.decode().count("\ndeal score")
    assert deals > 1 and whole.read_text(encoding="utf-8").count("\ntrump: ") + 1 == deals
    assert got == [whole.read_text(encoding="utf-8")]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_match_recorded_to_a_fifo_is_scored_as_the_deals_played(tmp_path: Path) -> None:
    # Each deal after the first goes to the FIFO as dump appends deals (a line '---', the
    # deal, its rules said): belote score reads the FIFO's text as the match played, every
    # deal under the match's rules (a 'rules:' line holds for the deals after it), as it
    # reads the regular file written whole, and the match is over at its last deal.
    done, _, got = _match_recorded_twice(tmp_path, "--target", "400", "--rule", "capot=250")
    played = done.stdout.decode().count("\ndeal score")
    (tmp_path / "fifo.belote").write_text(got[0], encoding="utf-8")
    scored = {}
    for name in ("fifo.belote", "whole.belote"):
        run = CliRunner().invoke(app, ["score", "--json", str(tmp_path / name)])
        assert run.exit_code == 0, run.output
        scored[name] = json.loads(run.stdout)
    deals = scored["fifo.belote"]
    assert deals == scored["whole.belote"] and len(deals) == played > 1
    assert [d["match"]["winner"] is None for d in deals] == [True] * (played - 1) + [False]
    assert max(deals[-1]["match"]["totals"].values()) >= 400
    assert [r.rules.capot for r in loads(got[0])] == [250] * played


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifos_reader_gone_is_said_in_french(tmp_path: Path) -> None:
    # The reader takes a few bytes and leaves: the system's reason, in French too (it
    # stayed 'Broken pipe').
    fifo = tmp_path / "deals"
    os.mkfifo(fifo)
    run = _belote("simulate", "--deals", "2000", "--seed", "1", "--bots", "random",
                  "--jobs", "1", "--lang", "fr", "--record", str(fifo))
    with open(fifo, "rb") as reader:
        reader.read(100)
    _, err = run.communicate(timeout=120)
    assert run.returncode == 1
    assert err.decode() == (f"erreur\xa0: impossible d'écrire {fifo}\xa0: "
                            "tube rompu, son lecteur est parti\n")


@pytest.mark.parametrize(("command", "option", "after"), [
    ("simulate", "--csv FILE", "--record FILE"),
    ("simulate", "--record FILE", "-j, --jobs"),
    ("play", "--record FILE", "--deck"),
])
def test_the_help_of_the_output_files_says_a_fifo_waits_for_its_reader(
        command: str, option: str, after: str) -> None:
    out, _ = _belote(command, "--help").communicate(timeout=60)
    text = " ".join(out.decode().split())
    start = text.index(option)
    assert "A FIFO with no reader waits for one" in text[start:text.index(after, start)]


def test_temporary_files_are_named_for_the_program_and_their_process(tmp_path: Path) -> None:
    path = tmp_path / "deals.belote"
    out = AtomicFile(path)
    assert out.tmp is not None
    name = os.path.basename(out.tmp)
    assert name.startswith(f".deals.belote{TMP_MARK}{os.getpid()}-")
    out.discard()


def test_the_next_write_removes_what_dead_processes_left_in_the_folder(
        tmp_path: Path) -> None:
    path = tmp_path / "deals.belote"
    dead = tmp_path / f".deals.belote{TMP_MARK}{_dead_pid()}-abc123"
    living = tmp_path / f".deals.belote{TMP_MARK}{os.getppid()}-def456"  # alive: kept
    other = tmp_path / f".other.csv{TMP_MARK}{_dead_pid()}-ghi789"  # another target's
    other_living = tmp_path / f".other.csv{TMP_MARK}{os.getppid()}-jkl012"  # alive: kept
    mine = tmp_path / ".deals.belote.tmp"  # not one of ours
    no_pid = tmp_path / f".deals.belote{TMP_MARK}x-mno345"  # not one of ours either
    for p in (dead, living, other, other_living, mine, no_pid):
        p.write_text("half a file", encoding="utf-8")
    write_whole(path, "x\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [path.name, living.name, other_living.name, mine.name, no_pid.name])


def test_after_a_sigkill_any_later_run_into_the_folder_cleans_up(tmp_path: Path) -> None:
    # Killed while it writes its CSV and its record, a simulate leaves both temporary
    # files, named after their targets and its process; a later run writing another file
    # of the same folder removes them.
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    run = subprocess.Popen([sys.executable, "-m", "belote_cli", "simulate", "--deals",
                            "10000000", "--bots", "random", "--jobs", "1", "--csv",
                            str(tmp_path / "out.csv"), "--record",
                            str(tmp_path / "deals.belote")], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(600):
            if sum(TMP_MARK in p.name for p in tmp_path.iterdir()) == 2:
                break
            time.sleep(0.05)
    finally:
        run.send_signal(signal.SIGKILL)
        run.wait()
    left = sorted(p.name for p in tmp_path.iterdir())
    assert len(left) == 2
    assert left[0].startswith(f".deals.belote{TMP_MARK}{run.pid}-")
    assert left[1].startswith(f".out.csv{TMP_MARK}{run.pid}-")
    done = subprocess.run([sys.executable, "-m", "belote_cli", "simulate", "--deals", "2",
                           "--jobs", "1", "--record", str(tmp_path / "other.belote")],
                          env=env, capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["other.belote"]


def test_after_a_sigkill_the_next_run_cleans_up(tmp_path: Path) -> None:
    # A long simulate killed while it writes its CSV leaves its temporary file, named as
    # the program's; the next run writing the same file removes it.
    target = tmp_path / "out.csv"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    run = subprocess.Popen([sys.executable, "-m", "belote_cli", "simulate", "--deals",
                            "10000000", "--bots", "random", "--jobs", "1", "--csv",
                            str(target)], env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    try:
        for _ in range(600):
            if any(TMP_MARK in p.name for p in tmp_path.iterdir()):
                break
            time.sleep(0.05)
    finally:
        run.send_signal(signal.SIGKILL)
        run.wait()
    left = [p.name for p in tmp_path.iterdir()]
    assert len(left) == 1 and left[0].startswith(f".out.csv{TMP_MARK}{run.pid}-")
    done = subprocess.run([sys.executable, "-m", "belote_cli", "simulate", "--deals", "5",
                           "--jobs", "1", "--csv", str(target)], env=env,
                          capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["out.csv"]
    assert target.read_text().count("\n") == 6  # the header and 5 rows


@pytest.mark.parametrize("stopped_at", [1, 2])
def test_a_stop_while_the_files_are_put_in_place_leaves_both_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest,
        stopped_at: int) -> None:
    # Ctrl-C while the CSV is synced (1), or while the record is, once the CSV is in place
    # (2): the stop waits until both files are in place, each whole; it left the temporary
    # file being synced behind, and the CSV without the record.
    monkeypatch.chdir(tmp_path)
    fsync, synced = os.fsync, []
    # Ctrl-C as on a terminal, even where the tests were started with it ignored (a job
    # started in the background by a shell ignores it, and so would the program); sent to
    # this thread, the program's, as to a program of one thread (a thread left by an
    # earlier test, not holding the signal back, would take a signal sent to the process).
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    request.addfinalizer(lambda: signal.signal(signal.SIGINT, previous))

    def stopped_fsync(fd: int) -> None:
        synced.append(fd)
        if len(synced) == stopped_at:
            signal.pthread_kill(threading.get_ident(), signal.SIGINT)
        fsync(fd)

    monkeypatch.setattr(os, "fsync", stopped_fsync)
    r = CliRunner().invoke(app, ["simulate", "--deals", "5", "--seed", "stop", "--bots",
                                 "random", "--jobs", "1", "--csv", "g.csv", "--record",
                                 "f.belote"])
    assert r.exit_code == 130
    assert len(synced) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.belote", "g.csv"]
    assert len((tmp_path / "g.csv").read_text(encoding="utf-8").splitlines()) == 1 + 5
    assert (tmp_path / "f.belote").read_text(encoding="utf-8").count("# deal ") == 5


def test_a_stop_while_a_whole_file_is_synced_leaves_the_target_as_it_was(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # play --record writes its deal file by write_whole: a Ctrl-C while the file is synced
    # leaves the old file as it was and no temporary file beside it (it left
    # '.d.belote…-tmp-…' behind, removed only by a later write in that folder).
    target = tmp_path / "d.belote"
    target.write_text("old\n", encoding="utf-8")

    def stopped_fsync(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", stopped_fsync)
    with pytest.raises(KeyboardInterrupt):
        write_whole(target, "new\n")
    assert [p.name for p in tmp_path.iterdir()] == ["d.belote"]
    assert target.read_text(encoding="utf-8") == "old\n"


@pytest.mark.parametrize(("name", "lang", "line"), [
    ("out\nput.csv", "en", "error: 'out\\nput.csv': Permission denied\n"),
    ("out\tput.csv", "fr", "erreur\xa0: 'out\\tput.csv'\xa0: permission refusée\n"),
    (b"x\x1b[31m.csv", "en", "error: 'x\\x1b[31m.csv': Permission denied\n"),
    ("donné à 4.csv", "en", "error: donné à 4.csv: Permission denied\n"),
])
def test_a_command_names_the_file_of_an_os_error_on_one_line(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        name: str | bytes, lang: str, line: str) -> None:
    # An OSError that names its file, reaching a command (reports_errors), names it as every
    # other message does: quoted where a terminal would not show it as itself.
    import typer

    from belote_cli.cli.commands import common

    monkeypatch.setattr(common, "_drop_stdout", lambda: None)  # pytest's stdout kept

    @common.reports_errors
    def command(lang: str) -> None:
        raise OSError(errno.EACCES, "Permission denied", name)

    with pytest.raises(typer.Exit) as caught:
        command(lang=lang)
    assert caught.value.exit_code == 1
    assert capsys.readouterr().err == line


def _makes_no_file(folder: str) -> bool:
    import tempfile

    try:
        fd, made = tempfile.mkstemp(dir=folder)
    except OSError:
        return True
    os.close(fd)
    os.remove(made)
    return False


@pytest.mark.skipif(not (os.path.isdir("/sys") and os.access("/sys", os.W_OK)
                         and _makes_no_file("/sys")),
                    reason="needs a folder the rights let through that makes no file")
def test_a_folder_that_makes_no_file_is_refused_before_the_first_card() -> None:
    # /sys to root: its rights say writable, no file can be made there. docs/cli.md: a
    # --record file that cannot be written is checked before the first card is dealt;
    # play told so after the whole deal, and "left as it was" of a file that never was.
    result = CliRunner().invoke(app, ["play", "--seed", "1", "--record", "/sys/x.belote"],
                                input="1\n" * 30)
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith("error: --record: cannot make a file in /sys: ")
    done = CliRunner().invoke(app, ["simulate", "--deals", "3", "--csv", "/sys/x.csv"])
    assert done.exit_code == 1
    assert done.stderr.startswith("error: --csv: cannot make a file in /sys: ")


def test_the_check_of_a_new_file_leaves_nothing_behind(tmp_path: Path) -> None:
    # The check makes a file where the record will be written, and removes it.
    assert problem_writing(tmp_path / "deals.belote", try_making=True) is None
    assert list(tmp_path.iterdir()) == []
