"""Files written whole or not at all (``belote_cli.files``)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from belote_cli.errors import BeloteError
from belote_cli.files import AtomicFile, problem_writing, write_whole


def test_problem_writing(tmp_path: Path) -> None:
    assert problem_writing(tmp_path / "new.belote") is None
    assert problem_writing(tmp_path) == f"{tmp_path} is a directory"
    missing = tmp_path / "missing"
    assert problem_writing(missing / "x.belote") == f"no such directory: {missing}"
    assert problem_writing("") == "an empty file name"


@pytest.mark.parametrize("denied", [os.W_OK, os.X_OK])
def test_problem_writing_in_a_folder_without_permission(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, denied: int) -> None:
    # As root every file can be written, so one permission of the folder is taken away by
    # hand: a new file needs both writing in the folder and searching it.
    def access(path: str | os.PathLike[str], mode: int) -> bool:
        return not (os.fspath(path) == str(tmp_path) and mode & denied)

    monkeypatch.setattr(os, "access", access)
    assert problem_writing(tmp_path / "x.belote") == (
        f"cannot write in {tmp_path}: permission denied")


def test_problem_writing_over_a_read_only_file(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "x.belote"
    target.write_text("old\n", encoding="utf-8")

    def access(path: str | os.PathLike[str], mode: int) -> bool:
        return not (os.fspath(path) == str(target) and mode & os.W_OK)

    monkeypatch.setattr(os, "access", access)
    assert problem_writing(target) == f"cannot write {target}: permission denied"
    assert problem_writing(tmp_path / "new.belote") is None  # the folder itself is fine


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


def test_a_directory_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    with pytest.raises(BeloteError, match="is a directory"):
        AtomicFile(tmp_path)
    assert list(tmp_path.iterdir()) == []
