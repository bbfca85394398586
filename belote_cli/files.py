"""Files written whole or not at all: what ``play --record`` and ``simulate --record/--csv``
write never exists half-written, and a failed run leaves no temporary file behind."""

from __future__ import annotations

import contextlib
import os
import tempfile
from typing import IO

from .errors import BeloteError


def problem_writing(path: str | os.PathLike[str]) -> str | None:
    """Why ``path`` cannot be written (checked before a long run), or None."""
    target = os.fspath(path)
    if not target:
        return "an empty file name"
    if os.path.isdir(target):
        return f"{target} is a directory"
    folder = os.path.dirname(os.path.abspath(target))
    if not os.path.isdir(folder):
        return f"no such directory: {folder}"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"cannot write in {folder}: permission denied"
    if os.path.exists(target) and not os.access(target, os.W_OK):
        return f"cannot write {target}: permission denied"
    return None


def _mode_for(target: str) -> int:
    # An existing file keeps its permissions; a new one gets the usual ones (umask applied),
    # not the private 0600 of a temporary file.
    try:
        return os.stat(target).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


class AtomicFile:
    """A text file written beside its target under a temporary name, renamed over the target
    by ``commit`` (whole) or removed by ``discard`` (not at all)."""

    def __init__(self, path: str | os.PathLike[str], newline: str = "\n") -> None:
        self.path = os.fspath(path)
        problem = problem_writing(self.path)
        if problem is not None:
            raise BeloteError(f"cannot write {self.path}: {problem}")
        folder = os.path.dirname(os.path.abspath(self.path))
        try:
            fd, self.tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=folder)
        except OSError as e:
            raise self.error(e) from None
        self.file: IO[str] = os.fdopen(fd, "w", encoding="utf-8", newline=newline)

    def error(self, e: OSError) -> BeloteError:
        """What to raise when writing failed with ``e``."""
        return BeloteError(f"cannot write {self.path}: {e.strerror or e}")

    def commit(self) -> None:
        """Close the file and put it in place; a failure removes it and raises BeloteError."""
        try:
            self.file.close()
            os.chmod(self.tmp, _mode_for(self.path))
            os.replace(self.tmp, self.path)
        except OSError as e:
            self.discard()
            raise self.error(e) from None

    def discard(self) -> None:
        """Close and remove the temporary file: the target is left as it was."""
        with contextlib.suppress(OSError):
            self.file.close()
        with contextlib.suppress(OSError):
            os.unlink(self.tmp)


def write_whole(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all (``BeloteError`` when it cannot)."""
    out = AtomicFile(path)
    try:
        out.file.write(text)
    except OSError as e:
        out.discard()
        raise out.error(e) from None
    except BaseException:
        out.discard()
        raise
    out.commit()
