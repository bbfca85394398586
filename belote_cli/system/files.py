"""Files written whole or not at all: what ``play --record`` and ``simulate --record/--csv``
write never exists half-written, and a failed run leaves no temporary file behind.

A regular file (or a new one) is written beside its target under a temporary name, synced to
disk, then renamed over it. The target is the file a symbolic link points to, never the link
itself; a device, a FIFO or any other file that is not a regular one is written to directly
(there is nothing to rename over it: ``/dev/stdout``, a named pipe). The temporary names say
whose they are (``.deals.belote.belote-tmp-PID-XXXXXX``: the target and the process): one
left behind by a process that was killed is removed by the next write into the same folder,
whatever its target.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
from typing import IO

from ..core.errors import BeloteError, Reason, names_shown, shown_name
from .signals import hold_stop_signals, stop_signals_allowed

#: What the temporary files' names hold between the target's name and the process id.
TMP_MARK = ".belote-tmp-"


def descriptor_named(path: str | os.PathLike[str]) -> int | None:
    """The open file descriptor of this process that ``path`` names (``/dev/stdout``,
    ``/dev/stderr``, ``/dev/fd/3``, ``/proc/self/fd/1``: links into ``/proc/self/fd``), or
    None. Such a path is the descriptor itself, whatever it is open on: a pipe, a terminal,
    or a regular file the shell opened (``> out.txt``), which is written at its offset,
    never replaced."""
    own = {os.path.realpath(f"/proc/{name}/fd") for name in ("self", "thread-self")}
    current = os.path.abspath(os.fspath(path))
    for _ in range(40):  # as many links as the system follows
        folder, name = os.path.split(current)
        real_folder = os.path.realpath(folder)
        if real_folder in own and name.isdigit():
            return int(name)
        try:
            link = os.readlink(current)
        except (OSError, ValueError):
            return None
        current = os.path.normpath(os.path.join(real_folder, link))
    return None


def problem_writing(path: str | os.PathLike[str], try_making: bool = False) -> Reason | None:
    """Why ``path`` cannot be written (checked before a long run), or None; the text
    catalogue words it (``str(reason)`` in English). ``try_making``: a regular file's
    folder is tried too, a file made there and removed (``_problem_creating``), as the
    check before a run does; an ``AtomicFile`` finds it out making its own."""
    target = os.fspath(path)
    if not target:
        return Reason("write_empty_name")
    if "\0" in target:
        return Reason("path_null")
    if target.endswith(tuple(sep for sep in (os.sep, os.altsep) if sep)):
        # 'deals.belote/' names a folder, as the shell's '> deals.belote/' takes it: never
        # the file 'deals.belote', which the resolved path below would name without it.
        if os.path.isdir(target):
            return Reason("write_directory", {"path": target})
        return Reason("write_trailing_separator", {"path": target})
    if descriptor_named(target) is not None:
        return None  # an open descriptor: written as it is (opening it says what fails)
    target = os.path.realpath(target)  # a link is written through, to what it points to
    if os.path.isdir(target):
        return Reason("write_directory", {"path": os.fspath(path)})
    if os.path.exists(target) and not _is_regular(target):
        return None if os.access(target, os.W_OK) else Reason("write_denied", {"path": target})
    folder = os.path.dirname(target)
    if not os.path.isdir(folder):
        return Reason("write_no_folder", {"folder": folder})
    if not os.access(folder, os.W_OK | os.X_OK):
        return Reason("write_folder_denied", {"folder": folder})
    if os.path.exists(target) and not os.access(target, os.W_OK):
        return Reason("write_denied", {"path": target})
    try:  # the folder's own limit: 255 bytes on the usual file systems
        most = os.pathconf(folder, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):  # no pathconf on Windows
        most = 255
    if len(os.fsencode(os.path.basename(target))) > most:
        return Reason("write_name_long", {"path": os.fspath(path), "most": most})
    return _problem_creating(target) if try_making else None


def _problem_creating(target: str) -> Reason | None:
    """Why no file can be made beside ``target``, where the checks of its folder's rights
    let it through (a file system that makes none, as ``/sys`` to its owner), found by
    making one there and removing it, where the file written whole is made, under a
    temporary name of ``AtomicFile``'s form (one a kill leaves is removed by the next)."""
    folder, name = os.path.split(target)
    made = os.path.join(folder, f".{_stem(name)}{TMP_MARK}{os.getpid()}-{os.urandom(6).hex()}")
    try:
        fd = os.open(made, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # a name taken by chance: the folder makes files
        return None
    except OSError as e:
        return Reason("write_folder_refused", {"folder": folder, "why": str(e.strerror or e)})
    os.close(fd)
    with contextlib.suppress(OSError):
        os.remove(made)
    return None


def is_stream(path: str | os.PathLike[str]) -> bool:
    """True when ``path`` is written as it comes, never replaced: one of the process's
    descriptors (``/dev/stdout``), a FIFO, a device. Such a file read by another program
    takes each part once, as it is written; a regular one is rewritten whole."""
    if descriptor_named(path) is not None:
        return True
    target = os.path.realpath(os.fspath(path))
    return os.path.exists(target) and not _is_regular(target)


def _is_regular(path: str) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return True  # not there (yet): a new regular file


def _mode_for(target: str) -> int:
    # An existing file keeps its permissions; a new one gets the usual ones (umask applied),
    # not the private 0600 of a temporary file.
    try:
        return os.stat(target).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive
        return True
    return True


#: A temporary file's name: ``.TARGET`` + ``TMP_MARK`` + the process id + ``-`` + what
#: ``tempfile`` adds.
_TMP_NAME = re.compile(r"\..+" + re.escape(TMP_MARK) + r"([0-9]{1,10})-[^/]*", re.DOTALL)


def remove_stale(target: str) -> list[str]:
    """Remove the temporary files that processes now gone left in ``target``'s folder
    (killed before they could rename or remove them), whatever file each was writing;
    returns their names. Those of running processes are kept."""
    folder = os.path.dirname(target)
    removed: list[str] = []
    try:
        entries = os.listdir(folder or ".")
    except OSError:
        return removed
    for entry in entries:
        m = _TMP_NAME.fullmatch(entry)
        if m is None or _alive(int(m.group(1))):
            continue
        with contextlib.suppress(OSError):
            os.unlink(os.path.join(folder, entry))
            removed.append(entry)
    return removed


def _stem(name: str) -> str:
    """``name`` as the temporary file's name holds it: cut to 200 bytes, so that a name
    near the file system's longest (255 bytes) leaves room for the rest of it."""
    while len(os.fsencode(name)) > 200:
        name = name[:-1]
    return name


class AtomicFile:
    """A text file written beside its target under a temporary name, renamed over the target
    by ``commit`` (whole) or removed by ``discard`` (not at all). A target that is not a
    regular file (a device, a FIFO) is written to directly. ``write`` raises a
    ``BeloteError`` naming the file when the disk is full."""

    def __init__(self, path: str | os.PathLike[str], newline: str = "\n") -> None:
        self.path = os.fspath(path)
        problem = problem_writing(self.path)
        if problem is not None:
            raise self._refused(problem)
        self.target = os.path.realpath(self.path)
        self.tmp: str | None = None
        descriptor = descriptor_named(self.path)
        self.file: IO[str]
        try:
            if descriptor is not None:
                # The process's own descriptor (``/dev/stdout``): written through a copy
                # of it, at its offset, as what the process prints there is.
                self.target = self.path
                self.file = os.fdopen(os.dup(descriptor), "w", encoding="utf-8",
                                      newline=newline)
                return
            if os.path.exists(self.target) and not _is_regular(self.target):
                # A FIFO waits for its reader: Ctrl-C stops the wait (no file to clean up).
                with stop_signals_allowed():
                    self.file = open(self.target, "w", encoding="utf-8",  # noqa: SIM115
                                     newline=newline)
                return
            remove_stale(self.target)
            folder, name = os.path.split(self.target)
            import tempfile  # a file written whole: not for a command that writes none

            fd, self.tmp = tempfile.mkstemp(
                prefix=f".{_stem(name)}{TMP_MARK}{os.getpid()}-", dir=folder)
        except OSError as e:
            raise self.error(e) from None
        self.file = os.fdopen(fd, "w", encoding="utf-8", newline=newline)

    def _refused(self, problem: Reason | str) -> BeloteError:
        if isinstance(problem, Reason) and problem.code == "write_denied":
            # 'cannot write X: permission denied' says the file already: not wrapped in
            # 'cannot write X: …' a second time.
            return BeloteError(code="write_denied", path=shown_name(self.path))
        return BeloteError(code="cannot_write", path=shown_name(self.path),
                           problem=names_shown(problem) if isinstance(problem, Reason)
                           else problem)

    def error(self, e: OSError) -> BeloteError:
        """What to raise when writing failed with ``e``: the reason the check before a run
        gives (the target made a directory meanwhile, its folder gone), in the same words,
        else what the system said (a full disk)."""
        return self._refused(problem_writing(self.path) or str(e.strerror or e))

    def write(self, text: str) -> None:
        """Write ``text``; a failure (a full disk) discards the file and raises BeloteError."""
        try:
            self.file.write(text)
        except OSError as e:
            self.discard()
            raise self.error(e) from None

    def flush(self) -> None:
        """Pass what was written on (to a FIFO's reader); a failure raises BeloteError."""
        try:
            self.file.flush()
        except OSError as e:
            self.discard()
            raise self.error(e) from None

    def commit(self) -> None:
        """Close the file and put it in place; a failure removes it and raises BeloteError."""
        try:
            if self.tmp is None:
                self.file.close()
                return
            self.file.flush()
            os.fsync(self.file.fileno())  # on disk before it takes the target's name
            self.file.close()
            os.chmod(self.tmp, _mode_for(self.target))
            os.replace(self.tmp, self.target)
        except OSError as e:
            self.discard()
            raise self.error(e) from None
        except BaseException:  # Ctrl-C or SIGTERM while it is synced: the target as it was
            self.discard()
            raise
        self.tmp = None

    def discard(self) -> None:
        """Close and remove the temporary file: the target is left as it was."""
        with contextlib.suppress(OSError, ValueError):
            self.file.close()
        if self.tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(self.tmp)
            self.tmp = None


class StandardOutput:
    """``-`` as an output file: standard output, written as it comes (there is no whole or
    nothing on a pipe); ``commit`` flushes it."""

    path = "-"

    def __init__(self) -> None:
        import sys

        if sys.stdout is None:
            raise BeloteError(code="stdout_closed_writing")
        self.file: IO[str] = sys.stdout

    def write(self, text: str) -> None:
        """Write ``text`` to standard output."""
        self.file.write(text)

    def commit(self) -> None:
        """Flush what was written."""
        self.file.flush()

    def discard(self) -> None:
        """Nothing to take back: what was written has gone."""


def open_output(path: str, newline: str = "\n") -> AtomicFile | StandardOutput:
    """The output for ``path``: standard output for ``-``, else an ``AtomicFile``."""
    return StandardOutput() if path == "-" else AtomicFile(path, newline)


def write_whole(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all (``BeloteError`` when it cannot)."""
    # Created and covered by the ``try`` in one step: a SIGTERM or Ctrl-C in between would
    # leave the temporary file behind.
    release = hold_stop_signals()
    try:
        out = AtomicFile(path)
    except BaseException:
        release()
        raise
    try:
        release()
        out.write(text)
    except BaseException:
        out.discard()
        raise
    out.commit()
