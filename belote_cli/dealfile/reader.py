"""Reading the deal file: ``loads`` (a file's text), ``iter_loads`` (deal by deal),
``count_deals``, ``load`` (a file, or an open text file), ``load_bytes`` and ``decode`` (raw bytes).
"""

from __future__ import annotations

import codecs
import os
from collections.abc import Iterator, Sequence
from typing import BinaryIO, TextIO

from .._compat import renamed
from ..core.cards import composed, shown
from ..core.errors import DealFileError, DealFileErrors, Reason, RuleError, named_error
from ..core.rules import Rules, RuleSet, rule_options
from .headers import Reader
from .model import DealRecord
from .writer import path_of, stream_name, text_file


def not_text(text: object, wanted: str) -> TypeError:
    """The error of a deal file's text given as something else (``wanted`` says what is
    taken); a path says that ``load`` reads a file."""
    if isinstance(text, os.PathLike):
        return TypeError(f"text: {wanted}, not {shown(text)}: load(path) reads a file")
    return TypeError(f"text: {wanted}, not {shown(text)}")


def loads(text: str, path: str = "<deal>", rules: Rules = None, *,
          overrides: Sequence[str] | None = None) -> list[DealRecord]:
    """Read every deal of a deal file's text.

    ``rules``: rule options applied over each deal's ``rules:`` line, as ``score`` takes
    them (a ``RuleSet``, ``name=value`` text or a list of such texts). ``overrides`` is
    their old name, deprecated (a ``DeprecationWarning``). Raises ``DealFileErrors`` with
    every problem found (``FILE:LINE:COLUMN: message``).

    >>> [deal] = loads("trump: ♥\\ntaker: S\\nNS: J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥\\nlast: NS\\n")
    >>> deal.trump, deal.taker
    (♥, <Seat.S: 2>)
    >>> loads("trump: H\\n1: S:11H W:7H N:8H E:9H\\n")          # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.DealFileErrors: <deal>:2:6: unknown card '11H'
    ...
    """
    if not isinstance(text, str):
        raise not_text(text, "a deal file's text (str)")
    if not isinstance(path, str):
        raise TypeError(f"path: the name shown in messages (str), not "
                        f"{shown(path)}")
    try:
        return list(iter_loads(text, path, _rules(rules, overrides, "loads")))
    except DealFileErrors as problems:
        named = _file_name(text)
        if named is None:
            raise
        # The text is a file's name (``score("deal.belote")``): said first, with the way.
        said = DealFileError(path, 1, 0, f"the text is a file's name, {named!r}: "
                                         "load(path) reads a file")
        raise DealFileErrors([said, *problems.errors], problems.more,
                             problems.stopped) from None


def _file_name(text: str) -> str | None:
    """``text`` stripped where it reads as a file's name rather than a deal file's text: one
    line naming a file that exists, or ending in ``.belote`` or ``.txt``; else None."""
    named = text.strip()
    if not named or "\n" in named:
        return None
    if named.lower().endswith((".belote", ".txt")):
        return named
    try:
        return named if os.path.isfile(named) else None
    except (OSError, ValueError):  # a name too long, a NUL byte
        return None


def _rules(rules: object, overrides: object, function: str) -> list[str]:
    # Rule options over a file's own (``rule_options``), given as ``rules=`` or by their
    # old name ``overrides=`` (deprecated: it warns, pointed at the caller of
    # ``function``), not both. An option that is no rule is refused naming the argument,
    # as ``Game(rules=…)`` refuses it (``rules: unknown rule 'speed' …``); the command
    # line reads --rule before, on its own path.
    what = "rules"
    if overrides is not None:
        renamed(f"{function}(overrides=)", f"{function}(rules=)")
        if rules is not None:
            raise TypeError("overrides: the old name of rules=, given with it: give rules= "
                            "alone")
        what, rules = "overrides", overrides
    options = rule_options(rules, what)
    try:
        RuleSet.parse(options)  # a bad option is the user's error, not the file's
    except RuleError as e:
        raise named_error(e, what) from None
    return options


def iter_loads(text: str, path: str = "<deal>", rules: Rules = None, *,
               overrides: Sequence[str] | None = None) -> Iterator[DealRecord]:
    """Read a deal file's text deal by deal: each deal without a problem is yielded as soon
    as it is read, and nothing of it is kept, so that a file of any length costs the
    memory of one deal. Once the whole file is read, ``DealFileErrors`` if any deal had a
    problem (the first ``MAX_REPORTED`` problems, and how many more), as ``loads`` raises
    it; the deals with problems are not yielded, those before them were. A caller that
    must not act on a file with problems reads it through once first (``count_deals``).
    The arguments are checked as ``loads`` checks them, when it is called; ``rules`` is
    read as ``loads`` reads it.
    """
    if not isinstance(text, str):
        raise not_text(text, "a deal file's text (str)")
    if not isinstance(path, str):
        raise TypeError(f"path: the name shown in messages (str), not {shown(path)}")
    options = _rules(rules, overrides, "iter_loads")
    return _deals(text, path, options)


def _deals(text: str, path: str, rules: list[str]) -> Iterator[DealRecord]:
    # ``iter_loads``' deals, its arguments checked.
    reader = Reader(path, rules)
    text = composed(text)  # ``découverte`` as an editor may save it, e then an accent
    if "\r" in text:  # CR LF (Windows) or CR alone (old Macs) ends a line, as LF does
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    yield from reader.deals(text)
    if reader.kept:
        raise DealFileErrors(reader.errors(), reader.more, reader.stopped)


def count_deals(text: str, path: str = "<deal>", rules: Rules = None) -> int:
    """Check a deal file's text through, keeping nothing: the number of its deals, or
    ``DealFileErrors`` as ``loads`` raises it."""
    return sum(1 for _ in iter_loads(text, path, rules))


#: The largest deal file read: thousands of deals. More is not a deal file (``/dev/zero``).
MAX_FILE_BYTES = 16 * 1024 * 1024


def read_limited(stream: BinaryIO) -> bytes:
    """Read at most ``MAX_FILE_BYTES`` + 1 bytes (``load_bytes`` refuses the + 1)."""
    return stream.read(MAX_FILE_BYTES + 1)


def load(path: str | os.PathLike[str] | TextIO, rules: Rules = None, *,
         overrides: Sequence[str] | None = None) -> list[DealRecord]:
    """Read a deal file: ``path`` is its path or, as for ``json.load``, an open text file
    (opened with ``encoding="utf-8"``; ``sys.stdin``; an ``io.StringIO``), read from where
    it stands to its end and left open. A missing, empty, binary or non-UTF-8 file is a
    ``DealFileErrors`` (named by the open file's ``name``, else ``<deal>``), as is a UTF-8
    file opened with another encoding (``encoding="latin-1"``: ``UTF-8 text read as
    latin-1``); a file opened in binary mode (``"rb"``) is a TypeError, a closed one a
    ValueError. ``rules`` (``overrides``, its deprecated old name): as ``loads`` takes it.

    >>> import io, os, tempfile
    >>> folder = tempfile.mkdtemp()
    >>> path = os.path.join(folder, "deal.belote")
    >>> deals = loads("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n")
    >>> from belote_cli.dealfile import dump
    >>> dump(deals, path)
    >>> load(path) == deals
    True
    >>> with open(path, encoding="utf-8") as f:
    ...     load(f) == deals
    True
    >>> os.remove(path); os.rmdir(folder)
    """
    options = _rules(rules, overrides, "load")
    stream = text_file(path, "read")
    if stream is not None:
        name = stream_name(stream)
        return loads(_read_stream(stream, name), name, options)
    name = path_of(path)
    return loads(read_text(name), name, options)


def _problem(name: str, problem: Reason, line: int = 0, column: int = 0) -> DealFileErrors:
    # The one problem that stops the reading of the file ``name``, at its line and column
    # where it has them (0: the file as a whole).
    return DealFileErrors([DealFileError(name, line, column, problem)])


def _read_stream(stream: TextIO, name: str) -> str:
    # The text of an open text file (``load``'s), checked as ``read_text`` checks a file's
    # bytes: at most MAX_FILE_BYTES, no NUL, UTF-8, not empty.
    try:
        text: object = stream.read(MAX_FILE_BYTES + 1)
    except UnicodeDecodeError as e:  # a file opened with encoding='utf-8' on other bytes
        if _utf8_misread(e):  # or UTF-8 bytes through encoding='ascii'
            raise _problem(name, Reason("file_read_as", {"encoding": e.encoding})) from None
        raise _problem(name, Reason("file_not_utf8", {"byte": e.object[e.start]})) from None
    except UnicodeError as e:  # a codec's own complaint ('UTF-16 stream does not start …')
        # Before Python 3.13 the utf-16 and utf-32 codecs refuse a stream without a BOM
        # with a UnicodeError that holds no bytes: UTF-8 bytes are told from the file's
        # own, as from 3.13 on they are from the UnicodeDecodeError's.
        encoding = getattr(stream, "encoding", None)
        if isinstance(encoding, str) and _other_codec(encoding) and _utf8_bytes(stream):
            raise _problem(name, Reason("file_read_as", {"encoding": encoding})) from None
        raise _problem(name, Reason("file_unreadable", {"why": str(e)})) from None
    except OSError as e:  # opened for writing only (io.UnsupportedOperation), a device
        raise _problem(name, Reason("file_unreadable", {"why": str(e.strerror or e)})) from None
    if isinstance(text, bytes):
        raise TypeError(f"path: a text file (a deal file is text: open it with "
                        f"encoding='utf-8', not 'b'), not the binary file {shown(stream)}")
    if not isinstance(text, str):
        raise TypeError(f"path: an open text file, whose read() gives text, not "
                        f"{shown(text)}")
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as e:  # read with errors='surrogateescape': not UTF-8
        raise _problem(name, Reason("file_not_utf8", {"byte": ord(text[e.start]) & 0xFF})) from None
    encoding = _misread_as(stream, text)
    if encoding is not None:
        raise _problem(name, Reason("file_read_as", {"encoding": encoding}))
    return decode(data, name)  # its size, a NUL, emptiness: as for a path


def _utf8_misread(error: UnicodeDecodeError) -> bool:
    # Whether the bytes a codec other than UTF-8 refused are UTF-8 (a chunk of them: its
    # last character may be cut, which the incremental decoder keeps for the next chunk;
    # a byte that is no UTF-8 anywhere else, as Latin-1's é before a line break, is not).
    if not _other_codec(error.encoding):
        return False
    try:
        codecs.getincrementaldecoder("utf-8")().decode(bytes(error.object), final=False)
    except UnicodeDecodeError:
        return False
    return True


def _utf8_bytes(stream: TextIO) -> bool:
    # Whether the bytes under an open text file, read again from its start, are UTF-8 (its
    # first MAX_FILE_BYTES + 1; False where they cannot be read again: no binary buffer,
    # not seekable).
    try:
        buffer = stream.buffer
        buffer.seek(0)
        raw = buffer.read(MAX_FILE_BYTES + 1)
        codecs.getincrementaldecoder("utf-8")().decode(raw, final=False)
    except (AttributeError, OSError, ValueError, TypeError):  # UnicodeDecodeError too
        return False
    return isinstance(raw, bytes)


def _misread_as(stream: TextIO, text: str) -> str | None:
    # The encoding an open file was opened with, where it is not UTF-8 and ``text``, read
    # through it, is UTF-8 bytes read wrong (open(path, encoding='latin-1') on a UTF-8
    # file: '♥' read 'â\x99¥'); None for a file read as what it holds (ASCII, or Latin-1
    # text opened as Latin-1).
    encoding = getattr(stream, "encoding", None)
    if not isinstance(encoding, str) or text.isascii() or not _other_codec(encoding):
        return None
    try:
        raw = text.encode(encoding)
        return encoding if raw.decode("utf-8") != text else None
    except (LookupError, UnicodeError):  # LookupError: a codec of text to text (rot13)
        return None  # not bytes of UTF-8: the text is what the file holds


def _other_codec(encoding: str) -> bool:
    # Whether ``encoding`` names a codec other than UTF-8 (``utf8`` and ``UTF-8-SIG`` are
    # UTF-8; a name no codec has is none).
    try:
        return codecs.lookup(encoding).name not in ("utf-8", "utf-8-sig")
    except LookupError:
        return False


def read_text(path: str | os.PathLike[str]) -> str:
    """The text of a deal file, read whole (at most ``MAX_FILE_BYTES``); a missing, empty,
    binary or non-UTF-8 file is a ``DealFileErrors``. ``iter_loads`` then reads its deals."""
    name = os.fspath(path)
    if "\0" in name:
        raise _problem(name, Reason("path_null"))
    try:
        with open(name, "rb") as f:
            data = read_limited(f)
    except FileNotFoundError:
        raise _problem(name, Reason("file_missing")) from None
    except IsADirectoryError:
        raise _problem(name, Reason("file_directory")) from None
    except OSError as e:
        raise _problem(name, Reason("file_unreadable", {"why": str(e.strerror or e)})) from None
    return decode(data, name)


def _wide_encoding(data: bytes) -> str | None:
    """The problem's code (``file_utf16``, ``file_utf32``) where ``data`` is text in UTF-16
    or UTF-32 (by its byte-order mark, or UTF-16 without one: a NUL at most other bytes of
    its first characters, as Latin letters, figures and signs give), else None."""
    if data.startswith((b"\xff\xfe\0\0", b"\0\0\xfe\xff")):
        return "file_utf32"
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "file_utf16"
    head = data[:64]
    if len(head) >= 8 and len(head) % 2 == 0:
        # Little-endian: the high byte of most characters is 0 (suit signs and accented
        # capitals are not), the low byte never is; big-endian the other way round.
        even, odd = head[0::2], head[1::2]
        for low, high in ((even, odd), (odd, even)):
            if 0 not in low and 4 * high.count(0) >= 3 * len(high):
                return "file_utf16"
    return None


def _position(data: bytes, offset: int) -> tuple[int, int]:
    """The line and column (1-based, in characters) of byte ``offset``."""
    line = data.count(b"\n", 0, offset) + 1
    line_start = data.rfind(b"\n", 0, offset) + 1
    return line, len(data[line_start:offset].decode("utf-8", "replace")) + 1


def load_bytes(data: bytes, path: str, rules: Rules = None) -> list[DealRecord]:
    """Read a deal file's raw bytes (e.g. standard input); checks as ``load`` does."""
    return loads(decode(data, path), path, rules)


def decode(data: bytes, path: str) -> str:
    """The text of a deal file's raw bytes; a ``DealFileErrors`` (named ``path``) for
    bytes too many, binary, not UTF-8 or empty."""
    if len(data) > MAX_FILE_BYTES:
        raise _problem(path, Reason("file_too_large", {"mb": MAX_FILE_BYTES // (1024 * 1024)}))
    # Text in a wide encoding (Notepad's "Unicode", UTF-16) holds NULs or is no UTF-8: told
    # as such, with the mend, where the file is refused (a file read pays nothing for it).
    nul = data.find(b"\0")
    if nul >= 0:
        wide = _wide_encoding(data)
        if wide is not None:
            raise _problem(path, Reason(wide))
        line, column = _position(data, nul)
        raise _problem(path, Reason("file_binary"), line, column)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        wide = _wide_encoding(data)
        if wide is not None:
            raise _problem(path, Reason(wide)) from None
        line, column = _position(data, e.start)
        raise _problem(path, Reason("file_not_utf8", {"byte": data[e.start]}), line,
                       column) from None
    if not text or text.isspace():  # not text.strip(): no second copy of the text
        raise _problem(path, Reason("file_empty"))
    return text
