"""``belote play`` on a terminal: the table drawn on a pseudo-terminal, the screen read back
by a terminal emulator (pyte) and compared with the golden screens of ``tests/screens/``.

Each case starts ``belote play`` on a pseudo-terminal of a given size, types its lines one
at a time (each once the question is on the screen and the program waits) and keeps the
screen after each. The golden screens hold the text of each screen and, in colour, a map
of the cells' colours (``r`` red, ``y`` yellow, ``g`` green, ``.`` none; a capital when
bold). Rewrite them with ``pytest tests/test_screen.py --update-golden -m ''`` (the slow
screens too: ``-m ''``) and read the diff.
Besides the golden screens, the tests check what the rule book and the layout say: the
same layout with and without colour, the screen redrawn after a resize as it is drawn at
that size, the numbers under the cards that may be played and no other.
"""

from __future__ import annotations

import fcntl
import functools
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
import types
from pathlib import Path
from typing import Any

import pytest

from belote_cli.cli import paging
from belote_cli.core.lines import wrapped as wrapped_for_a_pipe

pyte = pytest.importorskip("pyte")

SCREENS = Path(__file__).resolve().parent / "screens"
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
#: Reading stops once the output ends a question and the program waits for a line (read
#: on its standard input, or where that cannot be known, nothing more for ``QUIET``
#: seconds, and nothing more within ``SETTLE`` seconds); the output is polled every ``STEP``
#: seconds (each page waits at least a step once the program is silent: a short step keeps
#: the sessions quick); a step gives up after ``LIMIT``.
STEP = 0.005
SETTLE = 0.001
QUIET = 0.5
LIMIT = 120.0
#: What a test writes to the terminal once the program has ended. The terminal passes on
#: what the program wrote last a moment later (on a loaded machine, CI's tests beside
#: each other, more than a tenth of a second), and in order: all of it has come through
#: once this has, with no guess of how long to wait.
ENDED_MARK = b"\x00belote-test: the program has ended\x00"
#: The same, written once the program waits in a search (``_searching``).
WAITING_MARK = b"\x00belote-test: the program waits in its search\x00"
#: How long a test waits for what the program is to write (a word, a line of the screen)
#: before it fails saying what it waited for: generous, for a machine busy with others.
DEADLINE = 60.0
#: What the program writes to draw the screen again (``screen.CLEAR``).
CLEAR = b"\x1b[H\x1b[2J"
_COLOURS = {"red": "r", "brown": "y", "yellow": "y", "green": "g"}


class Terminal:
    """``belote play`` on a pseudo-terminal of ``columns`` × ``rows``, read by pyte."""

    def __init__(self, args: list[str], columns: int, rows: int, colour: bool,
                 term: str = "xterm-256color", python: tuple[str, ...] = ("-m", "belote_cli"),
                 ) -> None:
        self.master, slave = pty.openpty()
        self._resize_fd(slave, columns, rows)
        env = {k: v for k, v in os.environ.items()
               if k not in ("NO_COLOR", "FORCE_COLOR", "COLUMNS", "LINES", "COLORTERM")}
        env.update(TERM=term, BELOTE_LANG="en", PYTHONIOENCODING="utf-8")
        if not colour:
            env["NO_COLOR"] = "1"
        self.process = subprocess.Popen(
            [sys.executable, *python, "play", *args], stdin=slave, stdout=slave,
            stderr=slave, env=env, close_fds=True, start_new_session=True,
            cwd=tempfile.gettempdir())  # the installed package, not the source tree
        # The slave end is kept open here until ``close``: once the program has ended,
        # what it wrote last is read from the master end, where with no slave end left
        # open Linux may answer EIO before the last of it has come through, and a
        # screen lose its last lines (what Ctrl-C said, seen missing about once in four
        # runs on a busy machine).
        self.slave = slave
        self._ended = False
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.output = b""

    @staticmethod
    def _resize_fd(fd: int, columns: int, rows: int) -> None:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def wait(self, ends: tuple[bytes, ...] = (b"\r\n",), clear: bool = True) -> list[str]:
        """Read until the screen is drawn again (``clear``), the output ends one of
        ``ends`` and the program waits for a line; the screen."""
        start = len(self.output)
        idle = 0.0
        while True:
            ready, _, _ = select.select([self.master], [], [], STEP)
            if ready:
                try:
                    data = os.read(self.master, 65536)
                except OSError:  # the program ended
                    data = b""
                if not data:
                    break
                self.output += data
                self.stream.feed(data)
                idle = 0.0
                continue
            idle += STEP
            new = self.output[start:]
            if self.process.poll() is not None:
                self._read_to_the_end()
                break
            if new.endswith(ends) and (not clear or CLEAR in new):
                reading = self._reading()
                # Waiting for a line (or, where /proc does not say, quiet for a while).
                if reading or (reading is None and idle >= QUIET):
                    # What it wrote just before its read may reach us a moment later:
                    # read on if anything comes within ``SETTLE``.
                    if select.select([self.master], [], [], SETTLE)[0]:
                        continue
                    break
            assert idle < LIMIT, self.output[start:][-400:]
        return self.text()

    def _read_to_the_end(self) -> None:
        """Once the program has ended, read what it wrote that is still on its way: up to
        ``ENDED_MARK``, written after it on the terminal's slave end (kept open here)."""
        if self._ended:
            return
        self._ended = True
        self.read_to_mark(ENDED_MARK, "the end of the output of a program that has ended")

    def read_to_mark(self, mark: bytes, what: str) -> None:
        """Write ``mark`` on the terminal's slave end and read up to it: the terminal
        passes on in order, so all the program wrote before this call has come through
        (``what``: what is waited for, for the deadline's message)."""
        os.write(self.slave, mark)
        waiting = Deadline(what, self)
        coming = b""
        while mark not in coming:
            waiting.check()
            if select.select([self.master], [], [], STEP)[0]:
                coming += os.read(self.master, 65536)
        data = coming.split(mark, 1)[0]
        self.output += data
        self.stream.feed(data)

    def _reading(self) -> bool | None:
        """True when the program is blocked reading its standard input (Linux's
        /proc/PID/syscall: read, on descriptor 0); None where that cannot be known.
        "running" (on a CPU, as while it draws the next screen on a busy machine) and
        "-1" (blocked outside a system call) are not reading."""
        try:
            fields = Path(f"/proc/{self.process.pid}/syscall").read_text().split()
        except OSError:
            return None
        if not fields:
            return None
        if fields[0] in ("running", "-1"):
            return False
        if not fields[0].isdigit():
            return None
        return len(fields) > 1 and fields[0] == "0" and int(fields[1], 16) == 0

    def type(self, line: str, ends: tuple[bytes, ...] = (b"\r\n",),
             clear: bool = True) -> list[str]:
        os.write(self.master, line.encode("utf-8") + b"\r")
        return self.wait(ends, clear)

    def resize(self, columns: int, rows: int) -> list[str]:
        self._resize_fd(self.master, columns, rows)
        self.screen.resize(rows, columns)
        os.kill(self.process.pid, signal.SIGWINCH)
        return self.wait()

    def text(self) -> list[str]:
        return [line.rstrip() for line in self.screen.display]

    def styles(self) -> list[str]:
        out = []
        for y in range(self.screen.lines):
            row = self.screen.buffer[y]
            cells = []
            for x in range(self.screen.columns):
                char = row[x]
                mark = _COLOURS.get(char.fg, ".")
                cells.append(mark.upper() if char.bold and mark != "." else
                             ("B" if char.bold and char.data.strip() else mark))
            out.append("".join(cells).rstrip("."))
        return out

    def read_until(self, word: bytes, start: int = 0, seconds: float = DEADLINE,
                   ) -> list[str]:
        """Read until the output after ``start`` holds ``word``; the screen. Fails, saying
        what it waited for, after ``seconds`` or if the program ends first."""
        waiting = Deadline(repr(word.decode()), self, seconds)
        while word not in self.output[start:]:
            waiting.check()
            if select.select([self.master], [], [], STEP)[0]:
                try:
                    data = os.read(self.master, 65536)
                except OSError:  # the program ended
                    data = b""
            elif self.process.poll() is not None:
                self._read_to_the_end()  # ended: all it wrote is read
                if word in self.output[start:]:
                    break
                data = b""
            else:
                continue
            if not data:
                pytest.fail(f"the program ended before writing {word.decode()!r}; the "
                            f"output ended {self.output[-400:]!r}")
            self.output += data
            self.stream.feed(data)
        return self.text()

    def exit_code(self) -> int:
        """The program's exit code once it has ended, waited for up to ``LIMIT`` seconds:
        woken by its end (a descriptor of the process, Linux's pidfd) where
        ``Popen.wait(timeout=...)`` polled it with sleeps of up to 50 ms."""
        try:
            fd = os.pidfd_open(self.process.pid)
        except (AttributeError, OSError):  # no pidfd here, or the process already reaped
            return self.process.wait(timeout=LIMIT)
        try:
            ended = select.select([fd], [], [], LIMIT)[0]
        finally:
            os.close(fd)
        return self.process.wait(timeout=LIMIT if ended else 0)  # ended: at once

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        os.close(self.master)
        os.close(self.slave)


class Deadline:
    """A wait of at most ``seconds`` for ``what``: ``check()`` at each turn of the loop
    fails, saying what it waited for and the end of ``term``'s output, once it is past."""

    def __init__(self, what: str, term: Terminal | None = None,
                 seconds: float = DEADLINE) -> None:
        self.what = what
        self.term = term
        self.seconds = seconds
        self.end = time.monotonic() + seconds

    def check(self) -> None:
        if time.monotonic() < self.end:
            return
        output = "" if self.term is None else f"; the output ended {self.term.output[-400:]!r}"
        pytest.fail(f"waited {self.seconds:g} s for {self.what}{output}")


def _play(args: list[str], lines: list[str], columns: int, rows: int,
          colour: bool) -> list[tuple[list[str], list[str]]]:
    """The screen (text, colours) after the start and after each line typed; a session
    already played with the same arguments and these lines first is not played again (the
    same seed, the same screens)."""
    for (played, typed), shots in _PLAYED.items():
        if played == (*args, columns, rows, colour) and typed[:len(lines)] == tuple(lines):
            return shots[:len(lines) + 1]
    shots = _session(args, lines, columns, rows, colour)
    _PLAYED[((*args, columns, rows, colour), tuple(lines))] = shots
    return shots


#: The sessions ``_play`` played: (arguments, size, colour), lines typed → screens.
_PLAYED: dict[tuple[tuple[object, ...], tuple[str, ...]], list[tuple[list[str], list[str]]]] = {}


def _session(args: list[str], lines: list[str], columns: int, rows: int,
             colour: bool) -> list[tuple[list[str], list[str]]]:
    term = Terminal(args, columns, rows, colour)
    try:
        shots = [(term.wait(), term.styles())]
        for line in lines:
            shots.append((term.type(line), term.styles()))
        return shots
    finally:
        term.close()


def _golden(name: str, shots: list[tuple[list[str], list[str]]], colour: bool,
            update: bool) -> None:
    parts = []
    for n, (text, styles) in enumerate(shots):
        parts.append(f"--- screen {n}")
        parts.extend(text)
        if colour:
            parts.append(f"--- colours {n}")
            parts.extend(styles)
    got = "\n".join(parts) + "\n"
    path = SCREENS / f"{name}.txt"
    if update:
        SCREENS.mkdir(exist_ok=True)
        # Renamed into place, whole, as the golden files are: another process of the
        # suite may read it meanwhile.
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(got, encoding="utf-8")
        os.replace(tmp, path)
        return
    assert path.exists(), (f"{path.name} missing: pytest tests/test_screen.py --update-golden "
                           f"-m ''")
    assert got == path.read_text(encoding="utf-8"), f"{name} differs from {path.name}"


#: The cases: the table in each variant, typed lines, and the sizes drawn.
CASES = {
    # Seed 3: S is dealt A♠ K♥ Q♥ K♦ J♣, retourne 10♦ (the golden play-classic session).
    "classic": (["--seed", "3"], ["1", "4"]),
    "classic-fr": (["--seed", "3", "--lang", "fr"], ["1", "4"]),
    "coinche": (["--seed", "4", "--rule", "variant=coinche"], ["1", "1"]),
    "deux": (["--seed", "4", "--rule", "variant=deux"], ["1", "1"]),
    "decouverte": (["--seed", "4", "--rule", "variant=decouverte"], ["1", "1"]),
    "coinche-fr": (["--seed", "4", "--rule", "variant=coinche", "--lang", "fr"], ["1", "1"]),
    "deux-fr": (["--seed", "4", "--rule", "variant=deux", "--lang", "fr"], ["1", "1"]),
    "decouverte-fr": (["--seed", "4", "--rule", "variant=decouverte", "--lang", "fr"],
                      ["1", "1"]),
    # Seed 4, dealer E: everyone passes the retourne 8♥, S names SA (4) or TA (5) first in
    # round two (the first trick's page has room for the take: no page held) and leads J♥.
    "sa": (["--seed", "4", "--rule", "sa_ta=on"], ["2", "4", "1"]),
    "ta": (["--seed", "4", "--rule", "sa_ta=on"], ["2", "5", "1"]),
}


@pytest.mark.parametrize(("name", "size"), [
    ("classic", (80, 24)), ("classic", (120, 40)), ("classic-fr", (80, 24)),
    pytest.param("classic-fr", (120, 40), marks=pytest.mark.slow),  # the quick run has 3
], ids=["classic-80x24", "classic-120x40", "classic-fr-80x24", "classic-fr-120x40"])
def test_the_table_in_colour_and_without(name: str, size: tuple[int, int],
                                         request: pytest.FixtureRequest) -> None:
    args, lines = CASES[name]
    if size == (80, 24):  # the take's page, held until Enter (``_TAKEN``)
        lines = [lines[0], "", *lines[1:]]
    update = bool(request.config.getoption("--update-golden"))
    coloured = _play(args + ["--pause", "0"], lines, *size, colour=True)
    plain = _play(args + ["--pause", "0"], lines, *size, colour=False)
    # NO_COLOR keeps the layout: the same characters, no colour.
    assert [text for text, _ in coloured] == [text for text, _ in plain]
    assert all(set("".join(styles)) <= {".", "B"} for _, styles in plain)
    _golden(f"{name}-{size[0]}x{size[1]}", coloured, True, update)
    _golden(f"{name}-{size[0]}x{size[1]}-no-color", plain, False, update)


@pytest.mark.parametrize("name", ["coinche", "deux", "decouverte", "coinche-fr", "deux-fr",
                                  "decouverte-fr", "sa", "ta"])
def test_the_table_of_each_variant(name: str, request: pytest.FixtureRequest) -> None:
    args, lines = CASES[name]
    update = bool(request.config.getoption("--update-golden"))
    coloured = _play(args + ["--pause", "0"], lines, 80, 24, colour=True)
    plain = _play(args + ["--no-color", "--pause", "0"], lines, 80, 24, colour=True)
    assert [text for text, _ in coloured] == [text for text, _ in plain]
    _golden(f"{name}-80x24", coloured, True, update)
    _golden(f"{name}-80x24-no-color", plain, False, update)


def _row_with(text: list[str], word: str) -> int:
    return next(i for i, line in enumerate(text) if word in line)


#: The last line of the page held after the take when the first trick's page has no room
#: for who took and the cards received (and of the coinche auction's page), until Enter.
_TAKEN = ("Enter: play", "Entrée\u00a0: jouer")


def _answer(text: list[str]) -> str:
    """1 at every question, Enter at the take's page (``_TAKEN``)."""
    said = [line for line in text if line]
    return "" if said and said[-1] in _TAKEN else "1"


def _answered_until(term: Terminal, text: list[str], *starts: str) -> list[str]:
    """The screen once ``term``'s questions, from ``text`` on, were answered
    (``_answer``) until a line of it begins with one of ``starts``."""
    waiting = Deadline(f"a line beginning {' or '.join(map(repr, starts))}", term)
    while not any(line.startswith(starts) for line in text):
        waiting.check()
        text = term.type(_answer(text))
    return text


def _to_the_last_card(term: Terminal, text: list[str]) -> list[str]:
    """The screen once ``term``'s questions, from ``text`` on, were answered (``_answer``)
    up to the question of the deal's last card (trick 8/8)."""
    waiting = Deadline("the question of the last card (trick 8/8)", term)
    while "trick 8/8" not in text[0] or not text[-2].startswith("Your card? (1,"):
        waiting.check()
        text = term.type(_answer(text))
    return text


def test_what_the_first_screens_show() -> None:
    # Seed 3 (the golden play-classic session): E deals, S speaks first on the retourne
    # 10♦ with A♠ K♥ Q♥ K♦ J♣, takes, and gets the 10♦, J♠ and 8♦.
    [(bidding, _), _, (first, colours), (second, _)] = _play(
        ["--seed", "3", "--pause", "0"], ["1", "", "4"], 80, 24, colour=True)
    assert "taking, retourne 10♦" in bidding[0]
    assert "Retourne: 10♦" in "\n".join(bidding)
    assert bidding[-2].startswith("Take ♦ or pass? 1) take  2) pass")
    assert first[0].split(" · ") == [" trump ♦", "taken by S", "You + North 0 pts",
                                     "East + West 0 pts", "trick 1/8"]
    # The hand by suit and strength, trumps first and marked: 10♦ K♦ 8♦ A♠ J♠ K♥ Q♥ J♣;
    # all eight may be led, numbered 1 to 8 under them.
    faces = _row_with(first, "│10♦*│")
    assert first[faces].split() == ["│10♦*│", "│", "K♦*│", "│", "8♦*│", "│", "A♠", "│",
                                    "│", "J♠", "│", "│", "K♥", "│", "│", "Q♥", "│", "│",
                                    "J♣", "│"]
    assert first[faces + 2].split() == [str(n) for n in range(1, 9)]
    # The trumps' borders in bold yellow, the hearts and diamonds in red.
    top = colours[faces - 1]
    assert top[:first[faces - 1].index("╭") + 6].endswith("YYYYYY")
    assert "r" in colours[faces]
    # The West and East counts at the sides, North's above.
    sides = first[_row_with(first, "West ·")]
    assert sides.startswith(" West · 8 cards") and sides.endswith("East · 8 cards")
    assert first[_row_with(first, "North ·")].strip() == "North · 8 cards"
    # After A♠: W 7♠, N 8♠, E Q♠, S wins 11 + 3 = 14; S leads again with seven cards.
    assert "You + North 14 pts · East + West 0 pts" in second[0] and "trick 2/8" in second[0]
    assert "last trick: S won 14" in "\n".join(second)
    assert second[_row_with(second, "K♦*│") + 2].split() == [str(n) for n in range(1, 8)]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "already exists: the first deal's record replaces it (quit now to keep it; "
           "--resume plays on its match)."),
    ("fr", "existe déjà\xa0: l'enregistrement de la première donne le remplace (quitter "
           "maintenant pour le garder\xa0; --resume reprend sa partie)."),
])
def test_a_record_that_holds_a_deal_is_said_on_the_first_screen(
        tmp_path: Path, lang: str, said: str) -> None:
    # docs/cli.md: a --record file that holds something is said before the first deal
    # ends. At 80×24, said before the deal's lines, it was left off the page (the lines
    # the table leaves room for are the last ones): said under them, on the first screen.
    record = tmp_path / "kept.belote"
    record.write_text((EXAMPLES / "made.belote").read_text(encoding="utf-8"),
                      encoding="utf-8")
    [(screen, _), (after, _)] = _session(["--seed", "3", "--pause", "0", "--record",
                                          str(record), "--lang", lang], ["quit"], 80, 24,
                                         colour=False)
    # Its lines as the screen wraps them, after four blanks.
    assert said in "\n".join(row.rstrip() for row in screen).replace("\n    ", " "), screen
    assert record.read_text(encoding="utf-8") == (EXAMPLES / "made.belote").read_text(
        encoding="utf-8")


@pytest.mark.parametrize(("lang", "taking", "first", "second"), [
    ("en", " taking, retourne 10♦ · seed 3",
     " trump ♦ · taken by S · You + North 0 pts · East + West 0 pts · trick 1/8",
     " trump ♦ · taken by S · You + North 14 pts · East + West 0 pts · trick 2/8"),
    ("fr", " prise, retourne 10♦ · graine 3",
     " atout ♦ · pris par S · Vous + Nord 0 pt · Est + Ouest 0 pt · pli 1/8",
     " atout ♦ · pris par S · Vous + Nord 14 pts · Est + Ouest 0 pt · pli 2/8"),
])
def test_the_status_line_of_a_match_says_trick_points_once_the_play_has_begun(
        lang: str, taking: str, first: str, second: str) -> None:
    # Seed 3 in a match to 300: S takes the retourne 10♦ and leads A♠; W 7♠, N 8♠, E Q♠:
    # S wins 11 + 3 = 14 trick points. During the taking the line showed 'You + North 0
    # · East + West 0', read as the match's score; its figures had no unit. French 0 is
    # singular ('0 pt'), as a count of points is ('points_unit'). The deal's seed ends the
    # line where it fits (not beside the trick points at 80 columns).
    term = Terminal(["--seed", "3", "--target", "300", "--pause", "0", "--lang", lang],
                    80, 24, colour=False)
    try:
        assert term.wait()[0] == taking
        term.type("1")  # take; the page that says who took, held until Enter
        assert term.type("")[0] == first
        text = term.type("4")
        assert text[0] == second  # A♠
        if lang == "en":  # deal 2's taking: no figures, not even the match's
            for _ in range(40):
                if any(line.startswith("Enter: go on") for line in text):
                    break
                text = term.type(_answer(text))
            status = term.type("")[0]
            assert re.fullmatch(r" taking, retourne (10|[7-9JQKA])[♠♥♦♣] · seed \d+",
                                status), status
    finally:
        term.close()


@pytest.mark.parametrize(("lang", "width", "line"), [
    ("en", 82, "capot ♠ by W, surcoinched · You + North 100 pts · East + West 62 pts · "
               "trick 8/8"),
    ("en", 80, "capot ♠ by W, surcoinched · NS 100 pts · EW 62 pts · trick 8/8"),
    ("fr", 80, "capot ♠ par O, surcoinché · Vous + Nord 100 pts · Est + Ouest 62 pts · "
               "pli 8/8"),
])
def test_the_longest_status_line_is_fitted_to_the_width_uncut(lang: str, width: int,
                                                             line: str) -> None:
    # The longest words the line may hold at four players: a surcoinched capot (the
    # longest contract), trick points of five digits in all (100 and 62 of 162), the last
    # trick. The table writes the line from column 1 up to width - 2: 78 columns at 80,
    # the narrowest table, where the English line of 80 names the teams by their labels
    # (it was cut, 'trick 8/8' lost, once the points said their unit); French fits.
    from belote_cli.core.coinche import CAPOT, Contract
    from belote_cli.core.seats import Seat, Team
    from belote_cli.play import table
    game = types.SimpleNamespace(
        contract=Contract(CAPOT, 0, Seat.W, 4), taker=Seat.W, state=types.SimpleNamespace(
            trump=0, points={Team.NS: 100, Team.EW: 62}, trick_number=8,
            hands={seat: 1 << 31 for seat in Seat}, trick=[0], tricks=[],
            trick_seats=lambda: [Seat.W]))
    session = types.SimpleNamespace(lang=lang, game=game, phase=None)
    layout = table._four(session, False)  # type: ignore[arg-type]
    assert table._status_line(layout, width) == line


def test_a_card_that_may_not_be_played_has_no_number() -> None:
    # Seed 3 played 10♦ first (the golden play-classic session): N leads J♦ at trick 2,
    # E plays 9♥; S must play a trump (K♦ or 8♦, no higher trump than J♦): two numbers.
    [*_, (text, _)] = _play(["--seed", "3", "--pause", "0"], ["1", "", "1"], 80, 24,
                            colour=False)
    faces = _row_with(text, "K♦*│")
    assert text[faces + 2].split() == ["1", "2"]
    numbers = text[faces + 2]
    assert numbers.index("1") < text[faces].index("K♦") + 3
    assert numbers.index("2") < text[faces].index("8♦") + 3
    assert len(text[faces].split("│")) > 7


def test_a_yes_or_no_question_shows_no_numbers_under_the_cards() -> None:
    # Seed 1, belote=declared: S leads K♦ at trick 4 holding Q♦ (trump ♦), and is asked
    # "say belote? 1) yes  2) no". Typing 1 answers yes: no card shows 1 under it then
    # (they did, 1 under K♦).
    [*_, (before, _), (asked, _)] = _play(
        ["--seed", "1", "--rule", "belote=declared", "--pause", "0"], ["1", ""] + ["1"] * 4,
        80, 24, colour=False)
    assert [line for line in asked if line][-1].endswith("say belote? 1) yes  2) no")
    faces = _row_with(before, "│ K♦*│")
    assert before[faces + 2].split() == ["1", "2", "3", "4", "5"]
    assert asked[faces][23:] == before[faces][23:] and asked[faces + 2].strip() == ""


def test_a_dumb_terminal_gets_the_lines() -> None:
    # TERM=dumb (an editor's shell) cannot clear its screen: the lines, as through a pipe.
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 24, colour=False, term="dumb")
    try:
        text = term.wait(clear=False)
        assert CLEAR not in term.output and "\x1b[" not in term.output.decode()
        assert "Take ♦ or pass? 1) take  2) pass" in "\n".join(text)
    finally:
        term.close()


def test_no_table_gets_the_lines_on_a_terminal() -> None:
    # --no-table (a screen reader): the lines as through a pipe, on a terminal that could
    # draw the table; no screen cleared, no row of box characters.
    for lang, question in (("en", "Take ♦ or pass? 1) take  2) pass"),
                           ("fr", "Prendre à ♦ ou passer\u00a0? 1) prends  2) passe")):
        term = Terminal(["--seed", "3", "--pause", "0", "--no-table", "--lang", lang],
                        80, 24, colour=False)
        try:
            text = term.wait(clear=False)
            assert CLEAR not in term.output
            assert not any(box in term.output.decode() for box in "─│╭╰┌└")
            assert question in "\n".join(text)
        finally:
            term.close()


def test_a_position_with_tricks_played_draws_its_table_at_80_by_24(tmp_path: Path) -> None:
    # belote play --from a file of two tricks, on a terminal 24 rows tall: the file's
    # tricks said outran the first question's page, and the page held for the end of a
    # taking ended in an AssertionError traceback (a position has no taking). The table at
    # trick 3, S's six cards numbered, the file's tricks and the question under it.
    path = tmp_path / "two.belote"
    path.write_text("trump: ♥\ntaker: N\ndealer: E\n"
                    "hand: N Q♥ K♥ 8♠ K♠ 7♦ J♦ 9♣ Q♣\nhand: E 8♥ 10♥ 10♠ Q♠ A♦ K♦ 10♣ J♣\n"
                    "hand: S J♥ 9♥ 7♠ J♠ 8♦ Q♦ 7♣ A♣\nhand: W 7♥ A♥ A♠ 9♠ 10♦ 9♦ K♣ 8♣\n"
                    "1: S J♥  W 7♥  N Q♥  E 8♥\n2: S 9♥  W A♥  N K♥  E 10♥\n",
                    encoding="utf-8")
    term = Terminal(["--from", str(path), "--seed", "1", "--pause", "0"], 80, 24,
                    colour=False)
    try:
        text = term.wait()
        assert b"Traceback" not in term.output
        shown = "\n".join(text)
        assert "trick 3/8" in text[0]
        assert " 2: S 9♥   W A♥   N K♥   E 10♥   S wins 39" in text
        assert "Your card? (1-6, or a card such as 10♥; help)" in shown
    finally:
        term.close()


def test_a_dumb_terminal_gets_a_hint_as_through_a_pipe() -> None:
    # No "thinking…" line while the hint is searched: a dumb terminal could not erase it
    # (it was erased with an escape sequence, written as it is); the hint's line alone.
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 24, colour=False, term="dumb")
    try:
        term.wait(clear=False)
        term.type("1", clear=False)  # take
        text = term.type("hint", clear=False)
        assert any(line.startswith("Hint: ") for line in text), text
        assert b"\x1b" not in term.output and "thinking" not in term.output.decode()
    finally:
        term.close()


def _the_one_legal_card(text: list[str]) -> str | None:
    """S's one legal card when the page asks for a card, S holds more than one and only
    one is numbered (``Your hand …: J♠  K♥  1) J♣``), else None."""
    hand = [line for line in text if line.startswith("Your hand")]
    if not hand or not any(line.startswith("Your card?") for line in text):
        return None
    cards = hand[-1].split(": ", 1)[1].split()
    numbered = [n for n, word in enumerate(cards) if word.endswith(")")]
    shown = [word for word in cards if not word.endswith(")")]
    if len(numbered) != 1 or len(shown) < 2:
        return None
    return cards[numbered[0] + 1]


def test_a_hint_with_one_card_to_play_names_it_without_thinking() -> None:
    # The first position of seed 3 (1 typed at every question) where S may play one card
    # of several, found by reading the page (the one number under the hand); the hint
    # names that card at once: no "thinking…" is written while it is asked, and the page
    # shows the hint's line. It was searched (e57af0e), "thinking…" shown meanwhile.
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 24, colour=False)
    try:
        text = term.wait()
        for _ in range(40):
            card = _the_one_legal_card(text)
            if card is not None:
                break
            assert not any(line.startswith("Enter: go on") for line in text), text
            text = term.type(_answer(text))
        assert card is not None, "\n".join(text)
        faces = _row_with(text, f"{card} │")
        numbers = text[faces + 2]
        assert numbers.split() == ["1"]  # one number, under that card alone
        assert abs(numbers.index("1") - text[faces].index(f"{card} │")) <= 2
        start = len(term.output)
        text = term.type("hint")
        assert f"Hint: {card}, the only card you may play." in text, "\n".join(text)
        assert "thinking" not in term.output[start:].decode(), term.output[start:]
        assert not any("thinking" in line for line in text), "\n".join(text)
    finally:
        term.close()


#: ``belote`` whose hint never ends its search: Ctrl-C comes while "thinking…" is shown.
_ENDLESS_HINT = ("-c", "import time; from belote_cli.play.interactive import Session; "
                 f"Session._show_hint = lambda self: time.sleep({LIMIT}); "
                 "from belote_cli.cli import main; main()")


def test_ctrl_c_during_a_hint_is_said_on_a_line_of_its_own() -> None:
    # "thinking…" is erased before "interrupted" (it read "thinking…interrupted").
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 24, colour=False,
                    python=_ENDLESS_HINT)
    try:
        term.wait()
        term.type("1")  # take
        term.type("")  # the take's page
        os.write(term.master, b"hint\r")
        term.read_until("thinking…".encode())
        os.kill(term.process.pid, signal.SIGINT)
        term.read_until(b"interrupted")  # awaited: it may come through after the exit
        assert term.exit_code() == 130
        text = term.wait()
        assert "interrupted" in text and not any("thinking" in line for line in text), text
    finally:
        term.close()


@pytest.mark.parametrize("lang, said", [("en", "interrupted"), ("fr", "interrompu")])
def test_ctrl_c_at_a_prompt_is_said_on_a_line_of_its_own(lang: str, said: str) -> None:
    # The terminal echoes the Ctrl-C typed at a prompt as ^C, after the prompt: what the
    # command says of it starts a line of its own (it read "^Cinterrupted").
    term = Terminal(["--seed", "3", "--pause", "0", "--lang", lang], 80, 24, colour=False)
    try:
        term.wait()
        # Ctrl-C typed: the terminal echoes ^C (ISIG, ECHO, ECHOCTL by default), and the
        # signal is sent as the terminal would (it is no controlling terminal here).
        os.write(term.master, b"\x03")
        # The signal follows the echo, as a terminal sends it once it has echoed ^C; what
        # the command says of it is awaited before its exit, which may come through first.
        term.read_until(b"^C")
        os.kill(term.process.pid, signal.SIGINT)
        term.read_until(said.encode())
        assert term.exit_code() == 130
        text = term.wait()
        assert b"^C" in term.output
        assert said in text and "^C" not in text[text.index(said)], text
    finally:
        term.close()


def test_what_was_typed_before_a_redraw_is_not_sent_unseen() -> None:
    # "4" typed, not sent, then the window resized: the screen drawn again shows an empty
    # answer, so Enter sends nothing (it played the fourth card, unseen).
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 24, colour=False)
    try:
        term.wait()
        term.type("1")  # take
        term.type("")  # the take's page
        os.write(term.master, b"4")
        term.resize(100, 30)
        text = term.type("")
        assert any(line.startswith("Your card? (1-8") for line in text), text
        assert "S plays A♠" not in "\n".join(text) and "trick 1/8" in text[0]
    finally:
        term.close()


def test_the_table_of_belote_decouverte_keeps_its_rows() -> None:
    # North's face-up cards have a row of their own, kept once none is left: the table
    # does not move up a row at the last tricks (North's slot on row 4 throughout).
    # Seed 4, 1 typed at every question to the tally (test_every_page_of_a_deal_fits_80x24's
    # deal, played once for both).
    _, screens = _pages(_FITS["decouverte"], 80, 24)
    play = [text for text in screens if "trick " in text[0] and "/16" in text[0]]
    assert len(play) >= 15 and any("trick 16/16" in text[0] for text in play)
    for text in play:
        assert "╭" in text[4] and "╭" not in text[3], "\n".join(text)


def test_each_count_of_face_down_cards_stands_by_its_player() -> None:
    # The rule book's belote découverte: each player's 16 cards are played, face up
    # (the user's hand, North's row) or face down. At each question of a card, the count
    # by the user's points in the status line is 16 less the user's cards played and
    # those in its hand; the one by North's name, 16 less North's played and face up.
    # The user's count stood at the end of the status line, after North's points, where
    # it read as North's. Seed 4, 1 typed at every question (_FITS's deal, played once).
    _, screens = _pages(_FITS["decouverte"], 80, 24)
    asked = [text for text in screens if text[-2].startswith("Your card?")]
    assert len(asked) >= 8
    cards = re.compile(r"(?:10|[7-9JQKA])[♠♥♦♣]")
    counted = set()
    for text in asked:
        status = text[0]
        trick = re.search(r"trick (\d+)/16", status)
        assert trick, status
        n = int(trick[1])
        hand = next(line for line in text if line.startswith("Your hand"))
        mine = 16 - (n - 1) - len(cards.findall(hand.split(":", 1)[1]))
        north_led = any(line.startswith(f"Trick {n}, on the table: N ") for line in text)
        north = 16 - (n - 1) - north_led - len(cards.findall(text[3]))
        you = f"You \\d+ pts \\({mine} face down\\)" if mine else r"You \d+ pts"
        # The seed last where the line has room for it (78 columns at 80), else not at all.
        base = status.removesuffix(" · seed 4")
        assert (base != status) == (len(base) + len(" · seed 4") <= 78), status
        assert re.search(rf"· {you} · North \d+ pts · trick {n}/16$", base), (mine, status)
        # None face down: neither count is said ('You 48', 'North'), the two alike.
        assert text[2].strip() == (f"North · {north} face down" if north else "North"), \
            (north, text[2])
        counted.add((mine > 0, north > 0))
    assert counted >= {(True, True), (False, False)}, counted


def test_the_french_counts_of_the_two_player_games_are_singular_at_0_and_1() -> None:
    # North's face-down cards and South's, counted down to none: French 1 is singular
    # ('1 cachée'; it said '1 cachées'), and so is a hand of none ('0 carte'); at none
    # face down, neither count is said ('Nord' alone, as 'Vous 48'; it said 'Nord · 0
    # cachée'). Seed 4, 1 typed at every question to the tally
    # (test_every_page_of_a_deal_fits_80x24's deals, played once for both).
    screens = "\n".join("\n".join(text) for text in _pages(_FITS["decouverte"], 80, 24,
                                                          "fr")[1])
    assert "Nord · 1 cachée" in screens and "0 cachée" not in screens
    assert re.search(r"^ *Nord *$", screens, re.M)
    assert re.search(r"Vous \d+ pts? \(1 cachée\) · Nord \d+ pts?", screens)
    assert not re.search(r"\b[01] (cachées|cartes)\b", screens)
    screens = "\n".join("\n".join(text) for text in _pages(_FITS["deux"], 80, 24, "fr")[1])
    assert "Nord · 1 carte" in screens and "Nord · 0 carte" in screens
    assert not re.search(r"\b[01] cartes\b", screens)


def test_a_terminal_too_small_gets_the_lines_and_says_why() -> None:
    [(text, _)] = _play(["--seed", "3", "--pause", "0"], [], 60, 20, colour=False)
    # Broken between words at the screen's width, not cut, the second row indented.
    assert text[:2] == ["The terminal is too small for the table (60×20; 80×24 at",
                        "    least)."]
    assert not any("╭" in line for line in text)
    assert any(line.startswith("Take ♦ or pass? 1) take  2) pass") for line in text)
    # Once a screenful was said, the message keeps its rows (counted as one, its first
    # row scrolled away), and no card is cut at the edge.
    *_, (text, _) = _play(["--seed", "4", "--pause", "0"], ["1", "1"], 60, 24, colour=False)
    assert text[:2] == ["The terminal is too small for the table (60×24; 80×24 at",
                        "    least)."]
    assert all(len(line) < 60 or not line.endswith(("J", "Q", "K", "A", "1")) for line in text)
    # 80×24 is the least: a row or a column short of it gets the lines, on one row each.
    for width, height in ((80, 23), (79, 24)):
        [(text, _)] = _play(["--seed", "3", "--pause", "0"], [], width, height, colour=False)
        assert text[0] == (f"The terminal is too small for the table ({width}×{height}; "
                           "80×24 at least).")
        assert not any("╭" in line for line in text)


def test_a_long_answer_that_changes_nothing_is_shown_whole() -> None:
    # help at the first card (eleven lines of help, wrapped) does not fit under the table at
    # 80x24: it is shown whole instead, and the table comes back with the next card.
    [*_, (helped, _), (played, _)] = _play(["--seed", "3", "--pause", "0"],
                                           ["1", "", "help", "1"], 80, 24, colour=False)
    assert not any("╭" in line for line in helped)
    assert any(line.startswith("Type the number of a card") for line in helped)
    assert any(line.startswith("At any prompt: help, hand") for line in helped)
    assert [line for line in helped if line][-1].startswith("Your card? (1-8")
    assert any("╭" in line for line in played)


def test_quit_is_said_under_the_table() -> None:
    [*_, (text, _)] = _play(["--seed", "3", "--pause", "0"], ["1", "", "quit"], 80, 24,
                            colour=False)
    assert "Quit: deal abandoned." in text
    assert any("╭" in line for line in text)


@pytest.mark.parametrize(("pause", "shown"), [("0.1", True), ("0", False)])
def test_the_trick_just_finished_stays_on_view_with_a_pause(pause: str, shown: bool) -> None:
    # S leads A♠ (number 4 of seed 3's hand): W 7♠, N 8♠, E Q♠; S wins 11 + 3 = 14. With
    # a pause the table is drawn once more with the four cards and their winner.
    term = Terminal(["--seed", "3", "--pause", pause], 80, 24, colour=False)
    try:
        term.wait()
        term.type("1")
        term.type("")  # the take's page
        start = len(term.output)
        term.type("4")
        drawn = term.output[start:]
    finally:
        term.close()
    screens = drawn.split(CLEAR)[1:]
    assert len(screens) == (2 if shown else 1)
    if shown:  # the trick as it fell, no question; then the question
        assert b"S wins 14" in screens[0] and b"Your card?" not in screens[0]
    assert b"last trick: S won 14" in screens[-1]
    assert b"Your card? (1-7" in screens[-1]


def test_no_pause_without_a_terminal_to_type_on(monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    from belote_cli.cli.screen import Screen
    from belote_cli.play.interactive import Session, SessionOptions

    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    session = Session(SessionOptions(seed=3))
    assert Screen(session, True, 1.0).pause == 0
    assert session.trick_done is not None


def test_a_resize_redraws_the_screen_at_the_new_size() -> None:
    args = ["--seed", "3", "--pause", "0"]
    [*_, (small, _)] = _play(args, ["1", ""], 80, 24, colour=False)  # "": the take's page
    term = Terminal(args, 120, 40, colour=False)
    try:
        term.wait()
        large = term.type("1")
        assert large != small
        assert term.resize(80, 24) == small
    finally:
        term.close()


def test_a_resize_redraws_the_take_s_page_at_the_new_size() -> None:
    # The page held after the take (seed 3, S takes ♦: "Enter: play") is a table, not a
    # page of text: a resize draws it again at the new size, the table's rules as wide as
    # the terminal and the take's lines under it, where it stayed as written at 80
    # columns; back at 80×24 it is the page first drawn. Enter then plays.
    args = ["--seed", "3", "--pause", "0"]
    term = Terminal(args, 80, 24, colour=False)
    try:
        term.wait()
        small = term.type("1")
        assert [line for line in small if line][-1] == "Enter: play", "\n".join(small)
        wide = term.resize(100, 24)
        text = "\n".join(wide)
        assert wide[1] == "─" * 100 and wide.count("─" * 100) == 2, text
        assert [line for line in wide if line][-1] == "Enter: play", text
        assert "You take the retourne 10♦ and receive J♠ 8♦ from the rest of the deck " \
               "(dealer E)." in wide, text
        assert term.resize(80, 24) == small
        assert "1/8" in term.type("")[0]
    finally:
        term.close()


def test_a_return_to_the_foreground_redraws_the_screen() -> None:
    # Ctrl-Z then fg: the program is stopped, then continued (SIGCONT), and the shell has
    # written on its screen meanwhile: the screen is drawn again before the next answer.
    # (SIGSTOP stands for Ctrl-Z's SIGTSTP, which a process outside a job-controlled
    # terminal does not get.)
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 24, colour=False)
    try:
        term.wait()
        term.type("1")
        shown = term.type("")  # the take's page
        os.kill(term.process.pid, signal.SIGSTOP)
        state = Path(f"/proc/{term.process.pid}/stat")
        waiting = Deadline("the program to stop (SIGSTOP)", term)
        while state.exists() and state.read_text().rsplit(")", 1)[1].split()[0] != "T":
            waiting.check()
            select.select([], [], [], STEP)
        start = len(term.output)
        os.write(term.master, b"score\r")  # typed at once after fg: read, not dropped
        os.kill(term.process.pid, signal.SIGCONT)
        after = term.wait()
        waiting = Deadline("'Trick points so far'", term)
        while b"Trick points so far" not in term.output[start:]:  # the redraw came first
            waiting.check()
            after = term.wait()
        screens = term.output[start:].split(CLEAR)[1:]
        assert len(screens) == 2, screens  # the screen drawn again, then the answer's
        assert b"Your card? (1-" in screens[0] and b"Trick points so far" not in screens[0]
        assert after[:12] == shown[:12]  # the same table (status line, seats, trick)
    finally:
        term.close()


def test_a_resize_redraws_the_tally_and_the_review_at_the_new_size() -> None:
    # Seed 3 at 80×24, a review of 40 lines: the tally's page and each screenful of the
    # review are pages of text, drawn again at the new size on a resize, and after Ctrl-Z
    # and fg, as the table is (they stayed as written at the old size); back at 80×24
    # each is the page first drawn.
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 24, colour=False,
                    python=_LONG_REVIEW)
    try:
        tally = term.wait()
        tally = _answered_until(term, tally, "Enter: leave")
        wide = term.resize(100, 30)
        assert "check: 152 + 10 = 162 ✓" in wide, "\n".join(wide)
        assert [line for line in wide if line][-1].startswith("Enter: leave"), wide
        assert term.resize(80, 24) == tally
        # Ctrl-Z, then fg (SIGSTOP stands for SIGTSTP, as above): drawn again, the same.
        start = len(term.output)
        os.kill(term.process.pid, signal.SIGSTOP)
        state = Path(f"/proc/{term.process.pid}/stat")
        waiting = Deadline("the program to stop (SIGSTOP)", term)
        while state.exists() and state.read_text().rsplit(")", 1)[1].split()[0] != "T":
            waiting.check()
            select.select([], [], [], STEP)
        os.kill(term.process.pid, signal.SIGCONT)
        assert term.wait() == tally and CLEAR in term.output[start:]
        # The review's first screenful: 22 of its lines at 24 rows, 28 at 30 rows.
        first = term.type("review")
        assert first[:23] == [f"review line {n}" for n in range(1, 23)] + ["Enter: go on"]
        tall = term.resize(80, 30)
        assert tall[:29] == [f"review line {n}" for n in range(1, 29)] + ["Enter: go on"]
        assert term.resize(80, 24) == first
        rest = term.type("")
        assert rest[:18] == [f"review line {n}" for n in range(23, 41)], rest
        assert rest[18].startswith("Enter: leave")
        assert term.resize(100, 24) == rest
    finally:
        term.close()


def test_the_end_of_a_deal_and_its_review() -> None:
    # A whole deal typed 1 at every question; the tally, then review, then Enter.
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 40, colour=False)
    try:
        text = term.wait()
        text = _answered_until(term, text, "Enter: leave")
        assert any("162" in line for line in text)
        unknown = term.type("foo", (b"cost\r\n",), clear=False)
        assert "Unknown input 'foo': press Enter to leave, or type review." in unknown
        review = term.type("review", (b"cost\r\n",), clear=False)
        shown = "\n".join(review)
        assert "Review of deal 1" in shown and "Your cards cost" in shown
        os.write(term.master, b"\r")
        assert term.exit_code() == 0
    finally:
        term.close()


#: ``belote`` whose review of a deal is 40 lines, "review line 1" to "review line 40".
_LONG_REVIEW = ("-c", "from belote_cli.play.session import SessionBase; "
                "SessionBase.review_lines = lambda self: "
                "[f'review line {n}' for n in range(1, 41)]; "
                "from belote_cli.cli import main; main()")


@pytest.mark.parametrize(("lang", "more", "leave"), [
    ("en", "Enter: go on", "Enter: leave"),
    ("fr", "Entrée\u00a0: continuer", "Entrée\u00a0: quitter"),
])
def test_a_review_longer_than_the_screen_is_shown_a_page_at_a_time(
        lang: str, more: str, leave: str) -> None:
    # review typed at the end of the deal: 40 lines do not fit in 24 rows. A page holds
    # 22 of them, then the line that says Enter goes on and the row typed on; the rest
    # after Enter on a screen of its own, then the page's own line.
    term = Terminal(["--seed", "3", "--pause", "0", "--lang", lang], 80, 24, colour=False,
                    python=_LONG_REVIEW)
    try:
        text = term.wait()
        text = _answered_until(term, text, leave)
        first = term.type("bilan" if lang == "fr" else "review", (b"\r\n",), clear=False)
        assert first[:22] == [f"review line {n}" for n in range(1, 23)], "\n".join(first)
        assert first[22:] == [more, ""]
        rest = term.type("")
        assert rest[:18] == [f"review line {n}" for n in range(23, 41)], rest
        assert rest[18].startswith(leave) and not any(rest[19:]), rest
        os.write(term.master, b"\r")
        assert term.exit_code() == 0
    finally:
        term.close()


def test_the_review_of_play_review_is_shown_a_page_at_a_time() -> None:
    # --review: the tally (152 + 10 = 162) and the review under it, more than 24 rows at
    # 80×24: the tally's screenful first, from its heading to its check line, then the
    # review on screenfuls of its own, from its heading, down to the page's own line;
    # nothing of it scrolled off unseen. (The first screenful ended a row into the review,
    # its heading cut from the rest.)
    term = Terminal(["--seed", "3", "--pause", "0", "--review"], 80, 24, colour=False)
    try:
        text = term.wait()
        text = _answered_until(term, text, "Enter: go on", "Enter: leave")
        said = [line for line in text if line]
        assert said[-1] == "Enter: go on", "\n".join(text)
        assert text[0].startswith("trump ♦  taker S (NS)"), "\n".join(text)
        assert said[-2] == "check: 152 + 10 = 162 ✓" and text[-1] == "", "\n".join(text)
        assert not any("Review" in line for line in text), "\n".join(text)
        # A word typed where Enter was asked is read as typed at the page's own line:
        # score shows the page again, from the tally's heading.
        again = term.type("score")
        assert again == text, "\n".join(again)
        review = term.type("")
        # Its heading broken as through a pipe, the command to copy whole and indented,
        # where the terminal's own rule left 'belote' on the first row and 'score
        # --analyze):' on the second.
        assert review[:2] == [
            "Review of deal 1, your cards against perfect play, all hands open (as",
            "    belote score --analyze):"], "\n".join(review)
        screens = _screenfuls(term, review, "Enter: leave")
        seen = [line for screen in screens for line in screen]
        # The review's tricks, 1 to 8, each on one screenful or another, and its end.
        for n in range(1, 9):
            assert any(line.startswith(f"  trick {n}: ") for line in seen), "\n".join(seen)
        assert any(line.startswith("Your cards cost ") for line in screens[-1])
        os.write(term.master, b"\r")
        assert term.exit_code() == 0
    finally:
        term.close()


def test_play_review_that_fits_the_screen_is_shown_whole_as_without_it() -> None:
    # --review on a terminal tall enough for the whole: the deal's last page as without
    # --review, nothing left out (the cards said before the tally, the last of them S's
    # Q♥ of trick 8, then the tally from its heading to its check line), the review under
    # the check line, then the page's own line; one screenful, no "Enter: go on" between.
    pages = []
    for args in ([], ["--review"]):
        term = Terminal(["--seed", "3", "--pause", "0", *args], 80, 60, colour=False)
        try:
            text = term.wait()
            pages.append([line for line in _answered_until(term, text, "Enter: leave")
                          if line])
        finally:
            term.close()
    plain, reviewed = pages
    check = plain.index("check: 152 + 10 = 162 ✓")
    assert plain[:3] == ["S plays Q♥",
                         " 8: W K♠   N 10♥  E 10♠  S Q♥    E wins 27 + 10 dix de der",
                         "trump ♦  taker S (NS)  dealer E"], "\n".join(plain)
    assert reviewed[:check + 1] == plain[:check + 1], "\n".join(reviewed)
    assert reviewed[check + 1].startswith("Review of deal 1"), "\n".join(reviewed)
    assert reviewed[-1] == plain[-1] and plain[-1].startswith("Enter: leave")
    assert not any(line.startswith("Enter: go on") for line in reviewed)


@pytest.mark.parametrize(("line", "rows"), [
    # The review's line of the figures, at 80 columns: '5 / 157' was cut after the 5.
    ("double-dummy review from trick 1: S 58 / N 104 with perfect play, 5 / 157 as played",
     ["double-dummy review from trick 1: S 58 / N 104 with perfect play, 5 / 157 as",
      "    played"]),
    ("analyse à cartes ouvertes depuis le pli 1\u00a0: S 58 / N 104 avec un jeu parfait, 5 "
     "/ 157 dans le jeu réel",
     ["analyse à cartes ouvertes depuis le pli 1\u00a0: S 58 / N 104 avec un jeu",
      "    parfait, 5 / 157 dans le jeu réel"]),
    # A command to copy stays whole: 'belote' was left at the end of the first row.
    ("Bilan de la donne 1, vos cartes comparées au jeu parfait, cartes ouvertes (comme "
     "belote score --analyze)\u00a0:",
     ["Bilan de la donne 1, vos cartes comparées au jeu parfait, cartes ouvertes (comme",
      "    belote score --analyze)\u00a0:"]),
    # The word belote alone is no command: the line breaks after it.
    ("Chacun de ses mots est dit en une ligne, et la règle dit tout de la belote française",
     ["Chacun de ses mots est dit en une ligne, et la règle dit tout de la belote",
      "    française"]),
    # A hint (seed 4, trick 2): the cards after the sentence's last row go on on it where
    # they fit, where 'K♦ 58.9' began a row of its own after 'open): Q♦ 59.1' (56 columns).
    ("Hint: Q♦. Trick points your team may expect from here, by card (hidden cards dealt "
     "40×, each deal solved with all hands open): Q♦ 59.1  K♦ 58.9  7♦ 58.7  Q♣ 56.4  "
     "7♥ 55.3  8♥ 55.3  10♣ 55.1",
     ["Hint: Q♦. Trick points your team may expect from here, by card (hidden cards",
      "    dealt 40×, each deal solved with all hands open): Q♦ 59.1  K♦ 58.9  7♦ 58.7",
      "    Q♣ 56.4  7♥ 55.3  8♥ 55.3  10♣ 55.1"]),
    ("Conseil\u00a0: D♦. Points de plis que votre équipe peut espérer d'ici la fin, par "
     "carte (cartes cachées distribuées 40 fois, chaque donne résolue cartes ouvertes)"
     "\u00a0: D♦ 59,1  R♦ 58,9  7♦ 58,7  D♣ 56,4  7♥ 55,3  8♥ 55,3  10♣ 55,1",
     ["Conseil\u00a0: D♦. Points de plis que votre équipe peut espérer d'ici la fin, par",
      "    carte (cartes cachées distribuées 40 fois, chaque donne résolue cartes",
      "    ouvertes)\u00a0: D♦ 59,1  R♦ 58,9  7♦ 58,7  D♣ 56,4  7♥ 55,3  8♥ 55,3  10♣ 55,1"]),
])
def test_a_line_on_the_screen_keeps_figures_and_commands_whole(
        line: str, rows: list[str]) -> None:
    assert paging.wrapped(line, 80) == rows


@pytest.mark.parametrize("line, width, rows", [
    # A seat stays with the word before it, as belote play's lines through a pipe keep it
    # (core.lines): 'S.' began a row of its own at 41 columns.
    ("N gagne 35 ; E a coupé avec le 7 d'atout, puis S a surcoupé du 9 : le pli est à S.",
     41, ["N gagne 35 ; E a coupé avec le 7 d'atout,",
          "    puis S a surcoupé du 9 : le pli est", "    à S."]),
    # '(dealer W).' whole: 51 columns with the words before it, so it goes to the next row.
    ("The deal is void: everyone passed twice (dealer W). N deals.", 50,
     ["The deal is void: everyone passed twice", "    (dealer W). N deals."]),
])
def test_a_seat_on_the_screen_stays_with_the_word_before_it(
        line: str, width: int, rows: list[str]) -> None:
    assert paging.wrapped(line, width) == rows
    # belote play's lines through a pipe (items=True) break at the same places.
    assert rows == wrapped_for_a_pipe(line, width=width, items=True)


def test_a_page_fills_the_rows_above_its_own_line_and_the_row_typed_on() -> None:
    # 6 rows with a footer of one: 4 rows for the page, the last row the one typed on. A
    # page of 4 lines is shown whole with its footer, from its first section; of 5 lines,
    # its first 4 and the line that says Enter goes on, the 5th on the next screenful.
    page = paging.TextPage(lambda width, room: [["a", "b", "c", "d"]], "END")
    assert paging.screenful(page, 20, 6, "MORE", True) == ["a", "b", "c", "d", "END"]
    assert page.last
    two = paging.TextPage(lambda width, room: [["a", "b"], ["c", "d"]], "END")
    assert paging.screenful(two, 20, 6, "MORE", True) == ["a", "b", "c", "d", "END"]
    page = paging.TextPage(lambda width, room: [["a", "b", "c", "d", "e"]], "END")
    assert paging.screenful(page, 20, 6, "MORE", True) == ["a", "b", "c", "d", "MORE"]
    assert not page.last
    page.at = page.end
    assert paging.screenful(page, 20, 6, "MORE", True) == ["e", "END"]


def test_a_line_too_tall_to_share_a_screenful_begins_the_next_one() -> None:
    # 6 rows with a footer of one: 4 rows for the page above the line that says Enter
    # goes on. A line of 16 words of 4 letters takes 4 rows at 20 columns: after 'a' it
    # does not fit, so the first screenful is 'a' alone, the next that line alone (one
    # line at least, however tall), then 'b' and the footer.
    tall = " ".join(["abcd"] * 16)
    page = paging.TextPage(lambda width, room: [["a", tall, "b"]], "END")
    assert paging.screenful(page, 20, 6, "MORE", True) == ["a", "MORE"]
    page.at = page.end
    assert paging.screenful(page, 20, 6, "MORE", True) == [tall, "MORE"]
    page.at = page.end
    assert paging.screenful(page, 20, 6, "MORE", True) == ["b", "END"]
    assert page.last


def empty_between(width: int, room: int) -> list[list[str]]:
    # Below 100 columns three sections, a b c d, none, e; from 100 one, a to e.
    if width < 100:
        return [["a", "b", "c", "d"], [], ["e"]]
    return [["a", "b", "c", "d", "e"]]


def test_a_section_with_no_line_is_passed_over_to_the_next() -> None:
    # 6 rows with a footer of one: a b c d fill the 4 rows above Enter's line; the next
    # screenful begins at the empty section, which has nothing to show: it goes on with
    # the section after it (e), not back to one already shown.
    page = paging.TextPage(empty_between, "END")
    assert paging.screenful(page, 80, 6, "MORE", True) == ["a", "b", "c", "d", "MORE"]
    page.at = page.end
    assert paging.screenful(page, 80, 6, "MORE", True) == ["e", "END"]
    assert page.last


def test_a_page_resized_at_an_empty_section_the_new_layout_lacks_starts_again() -> None:
    # The next screenful at 80 columns begins at the empty second section; drawn at 120
    # columns there is one section only, so it begins at the page's first line (nothing
    # skipped: e comes after a b c d), not past the page's end with the footer alone.
    page = paging.TextPage(empty_between, "END")
    assert paging.screenful(page, 80, 6, "MORE", True) == ["a", "b", "c", "d", "MORE"]
    page.at = page.end
    assert paging.screenful(page, 120, 6, "MORE", True) == ["a", "b", "c", "d", "MORE"]
    assert not page.last
    page.at = page.end
    assert paging.screenful(page, 120, 6, "MORE", True) == ["e", "END"]


def test_a_page_resized_goes_on_from_the_line_its_screenful_began_with() -> None:
    # Two sections below 100 columns, one from 100: the second screenful at 80 columns
    # begins with "d"; drawn again at 120 columns it begins with "d" still.
    def layout(width: int, room: int) -> list[list[str]]:
        lines = ["a", "b", "c", "d", "e", "f"]
        return [lines[:3], lines[3:]] if width < 100 else [lines]

    page = paging.TextPage(layout, "END")
    assert paging.screenful(page, 80, 5, "MORE", True) == ["a", "b", "c", "MORE"]
    page.at = page.end
    assert paging.screenful(page, 120, 5, "MORE", True) == ["d", "e", "f", "END"]


def test_a_page_resized_after_a_section_shown_to_its_end_goes_on_from_the_next() -> None:
    # Below 100 columns two sections, a b c and d e; from 100 one, a and b side by side on
    # a line. At 80 × 5 with a footer of one row the first screenful is the first section
    # whole (3 rows above the line that says Enter goes on); drawn again at 120 columns
    # the next begins with d, the line it would have begun with (d e END), not past it.
    def layout(width: int, room: int) -> list[list[str]]:
        return [["a", "b", "c"], ["d", "e"]] if width < 100 else [["a   b", "c", "d", "e"]]

    page = paging.TextPage(layout, "END")
    assert paging.screenful(page, 80, 5, "MORE", True) == ["a", "b", "c", "MORE"]
    page.at = page.end
    assert paging.screenful(page, 120, 5, "MORE", True) == ["d", "e", "END"]
    assert page.last


def test_a_page_resized_goes_on_from_the_same_occurrence_of_a_line_said_twice() -> None:
    # x is the second line of the first section and the first of the second below 100
    # columns, in one section from 100. The second screenful at 80 × 5 begins with the
    # second x; drawn again at 120 columns it begins with the second x still (x c END),
    # not with the first nor from the top.
    def layout(width: int, room: int) -> list[list[str]]:
        lines = ["a", "x", "b", "x", "c"]
        return [lines[:3], lines[3:]] if width < 100 else [lines]

    page = paging.TextPage(layout, "END")
    assert paging.screenful(page, 80, 5, "MORE", True) == ["a", "x", "b", "MORE"]
    page.at = page.end
    assert paging.screenful(page, 120, 5, "MORE", True) == ["x", "c", "END"]


def test_the_page_s_own_line_left_alone_is_shown_and_resized() -> None:
    # A footer of two rows at 10 columns leaves 2 rows of 5 for the page, Enter's line one:
    # the 3 lines fill a screenful with Enter's line, and the footer comes alone after them.
    # Drawn again at another size, laid out in two sections or back in one, the footer
    # stays alone: every line of the page was shown, none comes again.
    def layout(width: int, room: int) -> list[list[str]]:
        return [["a", "b", "c"]] if width < 20 else [["a", "b"], ["c"]]

    footer = "Enter: the next deal"
    page = paging.TextPage(layout, footer)
    assert paging.screenful(page, 10, 5, "MORE", True) == ["a", "b", "c", "MORE"]
    page.at = page.end
    assert paging.screenful(page, 10, 5, "MORE", True) == [footer]
    assert paging.screenful(page, 30, 5, "MORE", True) == [footer]
    assert paging.screenful(page, 10, 5, "MORE", True) == [footer]


def test_a_note_taller_than_a_tiny_screen_under_the_footer_left_alone_is_shown() -> None:
    # At 20x5 the footer of two rows leaves the page 2 rows; past the page's last line
    # (the footer alone), a word typed there adds a note: note and footer taller than
    # the screen held nothing back for a next screenful, and the section after the last
    # was read (IndexError, a traceback on the terminal: play --pause 0 at 20x5, any
    # word typed at the deal's last page).
    footer = "Enter: leave · review: what each of your cards cost"
    page = paging.TextPage(lambda width, room: [[f"line {i}" for i in range(10)]], footer)
    while True:
        paging.screenful(page, 20, 5, "Enter: go on", True)
        if page.last:
            break
        page.at = page.end
    assert paging.screenful(page, 20, 5, "Enter: go on", True) == [footer]
    page.note = ["Unknown input 'foo': type Enter to leave"]
    assert paging.screenful(page, 20, 5, "Enter: go on", True) == [*page.note, footer]
    assert page.last


def test_a_row_of_one_column_cuts_every_word() -> None:
    assert paging.wrapped("ab c", 1) == ["a", "b", "c"]
    assert paging.wrapped("ab c", 0) == ["ab c"]  # no width: the line as it is


def test_a_line_s_rows_after_its_first_begin_with_four_blanks_from_20_columns() -> None:
    # As through a pipe: 20 columns leave 16 to a row after the first.
    assert paging.wrapped("aaaa bbbb cccc dddd eeee ffff", 20) == [
        "aaaa bbbb cccc dddd", "    eeee ffff"]
    # 19 columns: at column 0, the words given all the row.
    assert paging.wrapped("aaaa bbbb cccc dddd eeee ffff", 19) == [
        "aaaa bbbb cccc dddd", "eeee ffff"]
    # A word longer than a row: cut, 20 columns then 16 after the blanks.
    assert paging.wrapped("x" * 40, 20) == ["x" * 20, "    " + "x" * 16, "    " + "x" * 4]
    # An item of 17 columns, too long for a row after the first, is broken between its
    # words, not cut.
    assert paging.wrapped("aaaa  bbbbbbbb cccccccc", 20) == ["aaaa  bbbbbbbb", "    cccccccc"]
    # A bid's numbers and suits kept with the word before them, 17 columns: too long for
    # the 16 of a row after the first, they are broken between words, not cut (the suit
    # of 100 ♥ kept with its number).
    assert paging.wrapped("the calls heard: E 80 ♥ 90 ♥ 100 ♥", 20) == [
        "the calls heard: E", "    80 ♥ 90 ♥ 100 ♥"]


def test_words_glued_to_a_number_too_long_for_a_row_are_broken_between_words() -> None:
    # "score 10 20 ... 60" is one piece (a number kept with the word before it), too long
    # for 12 columns: broken between its words, as many as fit in each row.
    assert paging.wrapped("You score 10 20 30 40 50 60", 12) == [
        "You score 10", "20 30 40 50", "60"]


#: A classic deal's last page at 80 columns: the last card said, then its tally of 19
#: rows (the heading, 8 tricks, a blank line and 9 rows from the sides' letters on).
_TALLY = [
    "trump ♦  taker S (NS)  dealer E",
    " 1: S 10♦  W A♦   N 9♦   E 8♥    N wins 35",
    " 2: N J♦   E 9♥   S K♦   W 7♠    N wins 24",
    " 3: N 8♠   E Q♠   S A♠   W 9♠    S wins 14",
    " 4: S 8♦   W 8♣   N Q♦   E 7♣    N wins  3",
    " 5: N 9♣   E 10♣  S J♣   W K♣    E wins 16",
    " 6: E A♣   S J♠   W Q♣   N 7♦    N wins 16",
    " 7: N 7♥   E J♥   S K♥   W A♥    W wins 17",
    " 8: W K♠   N 10♥  E 10♠  S Q♥    E wins 27 + 10 dix de der",
    "",
    "                  NS    EW",
    "tricks won         5     3",
    "cards             92    60",
    "dix de der         0    10",
    "trick points      92    70",
    "belote             0     0",
    "made: NS (taker S) 92 trick points against 70",
    "deal score        92    70",
    "check: 152 + 10 = 162 ✓",
]


def test_a_deal_s_last_page_is_fitted_one_step_at_a_time() -> None:
    # Screen._fitted (its docstring): the page as said where it fits (20 rows); else the
    # tally alone where it fits, its tricks one a line, at exactly 19 rows too; else its
    # tricks in two columns, 1-4 on the left and 5-8 beside them, the last trick's dix de
    # der on a row of its own (5 rows), with the blank line (16 rows) or without (15);
    # else, at 14 rows, the dix de der row left out too (the tally's dix de der row says
    # who won it), the 9 rows from the sides' letters on kept whole.
    from belote_cli.cli.screen import Screen

    class Four:
        session = object()  # not a game of two: four players a trick

    page = ["S plays Q♥", *_TALLY]
    fitted = functools.partial(Screen._fitted, Four(), page, 1, 80)  # type: ignore[arg-type]
    assert fitted(20) == page
    assert fitted(19) == _TALLY
    for height, blank in ((16, [""]), (15, [])):
        shown = fitted(height)
        assert len(shown) == height and shown[0] == _TALLY[0], shown
        for n in range(1, 5):
            assert re.match(rf" {n}: .* wins .* {n + 4}: .* wins ", shown[n]), shown
        assert shown[5].split() == ["+", "10", "dix", "de", "der"], shown
        assert shown[6:] == blank + _TALLY[10:], shown
    shown = fitted(14)
    assert len(shown) == 14 and shown[0] == _TALLY[0], shown
    for n in range(1, 5):
        assert re.match(rf" {n}: .* wins .* {n + 4}: .* wins +\d+$", shown[n]), shown
    assert "dix de der" not in "".join(shown[:5]) and shown[5:] == _TALLY[10:], shown


def test_a_resize_at_the_review_of_play_review_keeps_its_screenful() -> None:
    # --review, seed 3 at 80×24: the tally's screenful, then Enter: the review's from its
    # heading. At 120×40 the tally and the review fit in one section: the screenful is
    # drawn from the review's heading down to the page's own line, where it showed the
    # page's line alone (the review's section, the second, was none at that size); back
    # at 80×24 it is the screenful first drawn.
    term = Terminal(["--seed", "3", "--pause", "0", "--review"], 80, 24, colour=False)
    try:
        text = term.wait()
        text = _answered_until(term, text, "Enter: go on", "Enter: leave")
        review = term.type("")
        assert review[0].startswith("Review of deal 1"), "\n".join(review)
        wide = term.resize(120, 40)
        said = [line for line in wide if line]
        assert said[0].startswith("Review of deal 1"), "\n".join(wide)
        assert any(line.startswith("  trick 8: ") for line in said), "\n".join(wide)
        assert said[-1].startswith("Enter: leave"), "\n".join(wide)
        assert term.resize(80, 24) == review
    finally:
        term.close()


def _screenfuls(term: Terminal, text: list[str], page_line: str) -> list[list[str]]:
    """The screens of a page shown a screenful at a time (each ends "Enter: go on"),
    Enter typed at each, down to the one that ends with the page's own line."""
    screens = [text]
    waiting = Deadline(f"a screen ending {page_line!r}", term)
    while not [line for line in text if line][-1].startswith(page_line):
        waiting.check()
        assert [line for line in text if line][-1] == "Enter: go on", "\n".join(text)
        text = term.type("", clear=False)
        screens.append(text)
    return screens


def _in_order(seen: list[str], lines: list[str]) -> bool:
    """True when ``lines`` are among ``seen``, in the same order."""
    rest = iter(seen)
    return all(line in rest for line in lines)


@pytest.mark.parametrize(("args", "page_line"), [
    ([], "Enter: leave"),
    (["--target", "300"], "Enter: go on · review"),
])
def test_play_review_keeps_the_tally_as_without_it(args: list[str], page_line: str) -> None:
    # --review at 80×24, seed 3, a review of 40 lines: the tally's page is fitted as
    # without --review (its 19 rows and, in a match, the match's line fit in the 22 rows
    # above the page's line): the heading, then the eight tricks one per row, the blank
    # line, the dix de der row (E wins the last trick: 0 for NS, 10 for EW) and the
    # check (152 card points + 10 for the dix de der = 162). It was squeezed (the tricks
    # in two columns, no blank line) as if the review had to share its screen. Then the
    # review, every line in order across the screenfuls; the match's line after it, right
    # above the page's own line, as through a pipe.
    term = Terminal(["--seed", "3", "--pause", "0", "--review", *args], 80, 24,
                    colour=False, python=_LONG_REVIEW)
    try:
        text = term.wait()
        text = _answered_until(term, text, "Enter: go on", "Enter: leave")
        head = _row_with(text, "trump ♦  taker S (NS)")
        for n in range(1, 9):
            row = text[head + n]
            assert re.match(rf" ?{n}: [NESW] ", row) and row.count(" wins ") == 1, row
        assert text[head + 9] == ""
        assert re.search(r"^dix de der +0 +10$", "\n".join(text), re.M), "\n".join(text)
        assert "check: 152 + 10 = 162 ✓" in text
        screens = _screenfuls(term, text, page_line)
        seen = [line for screen in screens for line in screen]
        review = [f"review line {n}" for n in range(1, 41)]
        assert _in_order(seen, review), "\n".join(seen)
        last = [line for line in screens[-1] if line]
        if args:  # the match's line, under the review and above the page's line
            match = _row_with(last, "match after deal 1")
            assert match > last.index("review line 40") and match >= len(last) - 4, last
        assert last[-1].startswith(page_line)
    finally:
        term.close()


def test_a_tally_of_sixteen_tricks_is_fitted_in_two_columns_its_rows_kept() -> None:
    # Belote à deux, seed 4, at 80×24: the tally (its heading, 16 tricks, a blank line,
    # the table and the check) does not fit in the 22 rows above the page's line. Its
    # tricks go in two columns, 1 to 8 on the left and 9 to 16 beside them, then the
    # blank line and the rest of the tally whole, from the row of the players' letters
    # (S, N) on: S wins tricks 1 2 3 7 8 9 10 12, N the other eight.
    term = Terminal(["--seed", "4", "--rule", "variant=deux", "--pause", "0"], 80, 24,
                    colour=False)
    try:
        text = term.wait()
        text = _answered_until(term, text, "Enter: go on", "Enter: leave")
    finally:
        term.close()
    shown = "\n".join(text)
    assert text[0].startswith("trump ♣  taker S"), shown
    for n in range(1, 9):
        assert re.match(rf" ?{n}: [SN] .* wins .* {n + 8}: [SN] .* wins ", text[n]), shown
    assert sum(row.count("S wins") for row in text[1:9]) == 8, shown
    assert text[9] == "" and text[10].split() == ["S", "N"], shown
    assert re.fullmatch(r"tricks won +8 +8", text[11]), shown
    assert "check: 152 + 10 = 162 ✓" in text, shown


def _to_the_end_of_the_deal(term: Terminal) -> list[str]:
    """The screen once the first deal is played, 1 typed at every question, and its end
    says "Enter: go on"."""
    text = term.wait()
    for _ in range(40):
        if any(line.startswith("Enter: go on") for line in text):
            break
        text = term.type(_answer(text))
    return text


def test_a_deal_of_a_match_ends_on_its_tally_alone() -> None:
    # In a match the next deal is dealt at once; its first lines wait for Enter, so the
    # tally is not pushed off the screen by them.
    term = Terminal(["--seed", "3", "--target", "300", "--pause", "0"], 80, 24,
                    colour=False)
    try:
        text = _to_the_end_of_the_deal(term)
        page = "\n".join(text)
        assert "check: 152 + 10 = 162 ✓" in page and "match after deal 1" in page
        assert "Deal 2" not in page and not any("╭" in line for line in text)
        unknown = term.type("foo", (b"cost\r\n",), clear=False)
        assert ("Unknown input 'foo': press Enter to go on, or type review or quit."
                in unknown)
        after = term.type("")  # deal 2's table and its first question
        assert after[0].startswith(" taking, retourne") and "╭" in "\n".join(after)
        assert " or pass? 1) take  2) pass" in "\n".join(after)
    finally:
        term.close()


@pytest.mark.parametrize(("lang", "go_on", "help_word", "unknown"), [
    ("en", "Enter: go on", "help", "Unknown input"),
    ("fr", "Entrée", "aide", "Réponse inconnue"),
])
def test_help_and_score_at_the_end_of_a_deal(lang: str, go_on: str, help_word: str,
                                             unknown: str) -> None:
    # The page is the deal's tally: help says what it reads, score among them, and score
    # shows the tally again (help said the page's line again, and score was an unknown
    # input).
    term = Terminal(["--seed", "3", "--target", "300", "--pause", "0", "--lang", lang],
                    80, 40, colour=False)
    try:
        text = term.wait()
        for _ in range(40):
            if any(line.startswith(go_on) for line in text):
                break
            text = term.type(_answer(text))
        assert any("162" in line for line in text), text
        start = len(term.output)
        term.type(help_word, clear=False)
        said = term.output[start:].decode()
        assert unknown not in said and "score" in said, said
        assert said.rstrip().splitlines()[-1].startswith(go_on)  # then the page's line
        start = len(term.output)
        text = term.type("score")  # the page drawn again: the tally
        assert unknown not in term.output[start:].decode()
        assert any("162" in line for line in text), text
        assert [line for line in text if line][-1].startswith(go_on)
    finally:
        term.close()


@pytest.mark.parametrize(("typed", "code", "said"), [
    # Ctrl-D: the end of input, as at any prompt (it was read as Enter: the next deal).
    (b"\x04", 1, "error: end of input"),
    # quit: the match is left after the deal shown (it was refused in silence and the
    # page asked again; then it said "deal abandoned" of deal 2, never shown).
    (b"quit\r", 0, "Quit: the match is left after deal 1."),
    # Ctrl-C (the signal: the pseudo-terminal is no controlling terminal here).
    (None, 130, "interrupted"),
])
def test_ctrl_d_and_quit_at_the_end_of_a_deal_of_a_match(typed: bytes | None, code: int,
                                                        said: str | None,
                                                        tmp_path: Path) -> None:
    record = tmp_path / "match.belote"
    term = Terminal(["--seed", "3", "--target", "300", "--pause", "0", "--record",
                     str(record)], 80, 24, colour=False)
    try:
        _to_the_end_of_the_deal(term)
        if typed is None:
            os.kill(term.process.pid, signal.SIGINT)
        else:
            os.write(term.master, typed)
        assert term.exit_code() == code
        term.wait()
        page = "\n".join(term.text())
        assert "Deal 2" not in page or code == 0
        if said is not None:
            assert said in page, page
        assert "deal abandoned" not in page or code == 1
        # The deal finished is in the record, however the page was left (it was written
        # only when the next deal's first question came).
        assert record.read_text(encoding="utf-8").count("\n8:") == 1
    finally:
        term.close()


def test_ctrl_d_after_the_last_deal_leaves_with_its_record(tmp_path: Path) -> None:
    # At "Enter: leave" nothing is left to play: Ctrl-D leaves as Enter does, the deal
    # recorded (it said "end of input: deal abandoned", exit 1, and wrote nothing).
    record = tmp_path / "deal.belote"
    term = Terminal(["--seed", "3", "--pause", "0", "--record", str(record)], 80, 24,
                    colour=False)
    try:
        text = term.wait()
        text = _answered_until(term, text, "Enter: leave")
        os.write(term.master, b"\x04")
        assert term.exit_code() == 0
        assert record.read_text(encoding="utf-8").count("\n8:") == 1
    finally:
        term.close()


def test_a_void_deal_says_so_before_the_next_deal() -> None:
    # Coinche, seed 6: the others pass and so does S; the deal is void. Why is shown
    # alone, then the next deal's table after Enter.
    term = Terminal(["--seed", "6", "--rule", "variant=coinche", "--pause", "0"], 80, 24,
                    colour=False)
    try:
        term.wait()
        page = term.type("1")  # 1) pass
        assert any(line.startswith("Four passes: the deal is void") for line in page)
        assert [line for line in page if line][-1] == "Enter: go on"
        assert not any("╭" in line for line in page)
        # The four passes, E's too (said before S's turn, in an earlier screen).
        passes = [line.split()[0] for line in page if line.endswith(" passes")]
        assert sorted(passes) == ["E", "N", "S", "W"], page
        # A word the page does not read is said so; review has no deal to review yet.
        page = term.type("foo", (b"go on\r\n",), clear=False)
        # What the page reads is said with it (it said "Unknown input 'foo'." alone).
        assert "Unknown input 'foo': press Enter to go on, or type quit." in page
        page = term.type("review", (b"go on\r\n",), clear=False)
        assert "No deal finished yet: the review comes at the end of a deal." in page
        assert "reviewing the deal…" not in page
        # Said under the page, as help is, the void deal's lines still above it (the
        # screen was cleared for that line alone).
        assert any(line.startswith("Four passes: the deal is void") for line in page), page
        assert [line for line in page if line][-1] == "Enter: go on", page
        after = "\n".join(term.type(""))  # deal 2's table and its first question
        assert "╭" in after and "Your call? 1) pass" in after
    finally:
        term.close()


@pytest.mark.parametrize(("lang", "bid", "enter", "contract", "lead"), [
    ("en", "80 ♠", "Enter: play", "Contract 80 ♠ by S", "Trick 1: you lead."),
    # French output writes a no-break space before a colon.
    ("fr", "80 ♠", "Entrée\u00a0: jouer", "Contrat 80 ♠ par S", "Pli 1\u00a0: à vous d'entamer."),
])
def test_the_calls_after_the_user_s_are_shown_before_the_play(
        lang: str, bid: str, enter: str, contract: str, lead: str) -> None:
    # Coinche, seed 1, dealer E: S speaks first and bids 80 ♠ (2); the contract is S's, so
    # W, N and E passed after it (a bid stands once the three others pass) and S leads.
    # At 80×24 the first trick's page has 3 rows for the lines said: the contract (2 rows)
    # and whose lead it is; the three passes showed nowhere. The table as the auction
    # ended comes first, each seat's call in its place, until Enter.
    term = Terminal(["--seed", "1", "--rule", "variant=coinche", "--pause", "0",
                     "--lang", lang], 80, 24, colour=False)
    try:
        term.wait()
        page = term.type("2")
        text = "\n".join(page)
        assert [line for line in page if line][-1] == enter, text
        passed = "passe" if lang == "fr" else "pass"
        north = page[_row_with(page, "North ·" if lang == "en" else "Nord ·") + 2]
        sides = page[_row_with(page, "West ·" if lang == "en" else "Ouest ·")]
        south = [line.strip() for line in page[2:14] if bid in line]
        assert north.split() == [passed], text
        assert sides.count(f" {passed} ") == 2, text
        assert south == [bid] and contract in text, text
        assert "╭" in text and "trick 1/8" not in text and "pli 1/8" not in text
        # A word the page does not read is said so; Enter goes on to the first trick.
        page = term.type("foo")  # the page drawn again, the answer above its line
        assert any(line.startswith("Unknown input 'foo'" if lang == "en" else
                                   "Réponse inconnue 'foo'") for line in page), page
        if lang == "fr":  # quit leaves there, the deal abandoned, said once
            page = term.type("quitter", clear=False)
            assert term.exit_code() == 0
            text = "\n".join(term.wait())
            assert text.count("Donne abandonnée.") == 1, text
            assert lead not in text, text
            return
        after = "\n".join(term.type(""))
        assert lead in after and ("trick 1/8" in after or "pli 1/8" in after), after
    finally:
        term.close()


@pytest.mark.parametrize(("lang", "took", "received", "enter", "lead"), [
    ("en", "S takes ♦", "You take the retourne 10♦ and receive J♠ 8♦", "Enter: play",
     "Trick 1: you lead."),
    ("fr", "S prend à ♦", "Vous prenez la retourne 10♦ et recevez V♠ 8♦",
     "Entrée\u00a0: jouer", "Pli 1\u00a0: à vous d'entamer."),
])
def test_who_took_and_the_cards_received_are_shown_before_the_play(
        lang: str, took: str, received: str, enter: str, lead: str) -> None:
    # Classic, seed 3: S takes ♦ on the retourne 10♦ holding A♠ K♥ Q♥ K♦ J♣, so gets the
    # 10♦ and two more cards (three to each of the others): J♠ and 8♦, the cards of the
    # first trick's hand (10♦ K♦ 8♦ A♠ J♠ K♥ Q♥ J♣) that S was not dealt. At 80×24 the
    # first trick's page has room under the table for the lead's line and the hand's
    # alone: the lines that say who took and what S received were never on view. The
    # table as the taking ended comes first, with them, until Enter.
    term = Terminal(["--seed", "3", "--pause", "0", "--lang", lang], 80, 24, colour=False)
    try:
        term.wait()
        page = term.type("1")
        text = " ".join(line.strip() for line in page)  # a line said may wrap at 80
        assert [line for line in page if line][-1] == enter, "\n".join(page)
        assert took in text and received in text, "\n".join(page)
        assert "1/8" not in text and lead not in text
        after = term.type("")
        assert "1/8" in after[0] and lead in after, "\n".join(after)
    finally:
        term.close()


@pytest.mark.parametrize(("lang", "word", "said"), [
    ("en", "help", ["Enter: the first trick, where hint, hand and score are read · quit: "
                    "leave"]),
    # Two lines, each within 80 columns (it was one of 82, wrapped at 80).
    ("fr", "aide", ["Entrée\u00a0: jouer le premier pli (on y tape conseil, main, score)",
                    "quitter\u00a0: abandonner"]),
])
def test_help_at_the_take_s_page_says_what_it_reads(lang: str, word: str,
                                                    said: list[str]) -> None:
    # help is read at every question and held page: at the take's page (seed 3, S takes
    # ♦, 80×24) it says that Enter goes to the first trick, whose prompt reads hint, hand
    # and score, and that quit leaves, where it was "Unknown input 'help'". The page
    # stays: Enter then plays.
    term = Terminal(["--seed", "3", "--pause", "0", "--lang", lang], 80, 24, colour=False)
    try:
        term.wait()
        term.type("1")
        page = term.type(word, clear=False)
        at = page.index(said[0]) if said[0] in page else -1
        assert at >= 0 and page[at:at + len(said)] == said, "\n".join(page)
        assert not any("'" + word + "'" in line for line in page), "\n".join(page)
        after = term.type("")
        assert "1/8" in after[0], "\n".join(after)
    finally:
        term.close()


def test_every_help_line_of_the_terminal_fits_80_columns() -> None:
    # help typed at a page of the terminal's own (the held take or auction page, the end
    # of a deal, a void deal, the last deal): each line of what it says fits in 80
    # columns, a terminal's narrowest, in both languages, broken between its items.
    # Wrapped by the screen, a longer line broke wherever its 80th column fell (the
    # French ones, 82 to 140 characters, and the English end of a deal's, 114).
    from belote_cli.cli import screen
    from belote_cli.texts import LANGUAGES, say

    keys = set(re.findall(r'"(screen_\w+_help)"', Path(screen.__file__).read_text("utf-8")))
    assert keys == {"screen_auction_help", "screen_over_help", "screen_void_help",
                    "screen_last_help"}
    for key in sorted(keys):
        for lang in LANGUAGES:
            for line in say(key, lang).split("\n"):
                assert len(line) <= 80, f"{key} ({lang}), {len(line)} columns: {line}"


def _hand(page: list[str]) -> set[str]:
    """The cards of the hand drawn at the foot of the table (trumps marked *)."""
    row = page[max(i for i, line in enumerate(page) if "╭" in line) + 1]
    return {part.strip(" *") for part in row.split("│") if part.strip()}


@pytest.mark.parametrize(("args", "typed", "taker"), [
    # Seed 7, dealer S: W passes and N takes ♥ before S is asked anything.
    (["--seed", "7"], [], "N"),
    # Seed 4 in a match: at deal 2 (dealer S) W and N pass and E takes ♥, said with the
    # first deal's tally, before S is asked anything (None: a deal played to its end).
    (["--seed", "4", "--target", "300"], None, "E"),
    # Seed 36: everybody passes twice (S: 2) pass, then 4) pass); dealt again by W, N
    # passes and E takes ♥ before S is asked anything.
    (["--seed", "36"], ["2", "4"], "E"),
])
def test_the_cards_received_are_shown_under_the_first_trick_when_the_bots_took(
        args: list[str], typed: list[str] | None, taker: str) -> None:
    # S did not take, and the player after the dealer leads: W, N and E (after the void
    # deal, dealer W: N and E) each play a card before S's first question. At 80×24 the
    # first trick's page has four rows for the lines said: the trump's line, the three
    # cards S received (one row) and the question's two lines (the trick on the table,
    # the hand) fit, where the cards' lines ("W plays …") took them and the table as the
    # taking ended was held until Enter. Those lines are left out instead: the table
    # shows each card in its seat's slot, and the question's line names them. The cards
    # received are three of the eight of S's hand.
    term = Terminal(args + ["--pause", "0"], 80, 24, colour=False)
    try:
        page = term.wait() if typed is not None else _to_the_end_of_the_deal(term)
        for line in typed if typed is not None else [""]:  # "": the tally's page
            page = term.type(line)
        if typed:
            said = [line for line in page if line]
            assert said[-1] == "Enter: go on", "\n".join(page)  # the void deal's page
            page = term.type("")
        said = [line for line in page if line]
        assert "trick 1/8" in page[0] and f"taken by {taker}" in page[0], "\n".join(page)
        assert said[-1].startswith("Your card? (1"), "\n".join(page)
        assert said[-5].startswith(f"Trump ♥, taken by {taker}: "), "\n".join(page)
        assert said[-4].startswith("You receive "), "\n".join(page)
        assert said[-3].startswith("Trick 1, on the table: "), "\n".join(page)
        assert not any(re.match(r"[NESW] plays ", line) for line in page), "\n".join(page)
        cards = said[-4].removeprefix("You receive ").split(" from ")[0].split()
        assert len(cards) == 3 and set(cards) <= _hand(page), "\n".join(page)
        assert len(_hand(page)) == 8
    finally:
        term.close()


def test_review_at_the_held_take_page() -> None:
    # Seed 3 in a match: S takes ♠ (1) at deal 2, and the take is held (who took and the
    # two rows of the cards received do not fit under the first trick, S's lead). review
    # typed there, as at any prompt of a deal after the first, shows the last deal's
    # review on a page of its own; Enter comes back to the held page, and Enter again
    # plays.
    term = Terminal(["--seed", "3", "--target", "300", "--pause", "0"], 80, 24,
                    colour=False)
    try:
        _to_the_end_of_the_deal(term)
        page = term.type("")
        assert [line for line in page if line][-1].startswith("Take ♠ or pass?")
        page = term.type("1")
        assert [line for line in page if line][-1] == "Enter: play", "\n".join(page)
        page = term.type("review")
        text = "\n".join(page)
        assert "Review of deal 1, your cards against perfect play, all hands open" in text, text
        assert "Unknown input" not in text
        for _ in range(5):  # a screenful at a time, then Enter: back to the held page
            assert [line for line in page if line][-1] == "Enter: go on", "\n".join(page)
            page = term.type("")
            if "S takes ♠" in page:
                break
        assert [line for line in page if line][-1] == "Enter: play", "\n".join(page)
        after = term.type("")
        assert "trick 1/8" in after[0], "\n".join(after)
    finally:
        term.close()


def test_a_line_typed_at_the_held_page_s_review_is_read_at_the_held_page() -> None:
    # As above, review typed at the held take page; help typed at the review's first
    # screenful instead of Enter stops the review and is read as typed at the held page:
    # the page again, the table as the auction ended, with help's answer above its line.
    term = Terminal(["--seed", "3", "--target", "300", "--pause", "0"], 80, 24,
                    colour=False)
    try:
        _to_the_end_of_the_deal(term)
        term.type("")
        held = term.type("1")
        assert [line for line in held if line][-1] == "Enter: play", "\n".join(held)
        review = term.type("review")
        assert [line for line in review if line][-1] == "Enter: go on", "\n".join(review)
        page = term.type("help")
        said = [line for line in page if line]
        assert said[-2:] == ["Enter: the first trick, where hint, hand and score are read "
                             "· quit: leave", "Enter: play"], "\n".join(page)
        assert page[:18] == held[:18], "\n".join(page)  # the table, S's take in its place
        assert not any("Review of deal" in line for line in page), "\n".join(page)
        after = term.type("")
        assert "trick 1/8" in after[0], "\n".join(after)
    finally:
        term.close()


@pytest.mark.parametrize(("args", "word", "answer"), [
    (["--seed", "3"], "score", "Trick points so far: NS 0, EW 0 (tricks played: 0)"),
    (["--seed", "3"], "hand", "Your hand (* trump ♦): 1) 10♦*  2) K♦*  3) 8♦*  4) A♠  5) J♠"),
    (["--seed", "3", "--lang", "fr"], "main",
     "Votre main (* atout ♦)\u00a0: 1) 10♦*  2) R♦*  3) 8♦*  4) A♠  5) V♠  6) R♥"),
])
def test_a_word_of_the_first_trick_typed_at_the_held_take_page_is_answered_there(
        args: list[str], word: str, answer: str) -> None:
    # Seed 3 at 80×24: S takes ♦ and the take is held (Enter: play). The help said at the
    # taking lists hand, trick, last and score "at any prompt": typed at the held page,
    # where they were an unknown input ("press Enter to play"), they go on to the first
    # trick's page and are answered there, as Enter then the word would be.
    term = Terminal([*args, "--pause", "0"], 80, 24, colour=False)
    try:
        term.wait()
        held = term.type("1")
        assert [line for line in held if line][-1] in _TAKEN, "\n".join(held)
        page = term.type(word)
        assert "1/8" in page[0], "\n".join(page)
        assert any(line.startswith(answer) for line in page), "\n".join(page)
        assert not any("Unknown input" in line or "inconnue" in line for line in page)
    finally:
        term.close()


def test_review_at_the_held_take_page_of_the_first_deal_is_a_line_under_the_table() -> None:
    # Seed 3 at 80×24: S takes ♦ and the take is held (Enter: play). No deal is finished:
    # review says so in a line under the table, above the page's line, as at a question,
    # where it cleared the screen for that line alone and "Enter: go on". A resize keeps
    # it; Enter then plays.
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 24, colour=False)
    try:
        term.wait()
        held = term.type("1")
        assert [line for line in held if line][-1] == "Enter: play", "\n".join(held)
        page = term.type("review")
        assert page[:18] == held[:18], "\n".join(page)  # the table, S's take in its place
        said = [line for line in page if line]
        assert said[-2:] == ["No deal finished yet: the review comes at the end of a deal.",
                             "Enter: play"], "\n".join(page)
        assert "Enter: go on" not in page, "\n".join(page)
        assert [line for line in term.resize(100, 30) if line][-2:] == said[-2:]
        after = term.type("")
        assert "trick 1/8" in after[0], "\n".join(after)
    finally:
        term.close()


def test_review_at_a_question_is_a_page_of_its_own() -> None:
    # Seed 4 in a match: at deal 2's first question (E took ♥), the card of trick 1,
    # review shows the last deal's review on a page of its own, from its heading, a
    # screenful at a time, as at the held page; Enter then comes back to the question's
    # page drawn again as it was. (It was drawn on the question's page, which
    # kept the review's last rows that fit: its heading gone.)
    term = Terminal(["--seed", "4", "--target", "300", "--pause", "0"], 80, 24,
                    colour=False)
    try:
        _to_the_end_of_the_deal(term)
        question = term.type("")  # the tally's page: deal 2's first card
        assert "trick 1/8" in question[0] and "Your card? (1-" in "\n".join(question)
        page = term.type("review")
        assert page[:2] == ["Review of deal 1, your cards against perfect play, all hands open (as",
                            "    belote score --analyze):"], "\n".join(page)
        for _ in range(5):  # a screenful at a time, then Enter: the question's page
            assert not any("╭" in line for line in page), "\n".join(page)
            assert [line for line in page if line][-1] == "Enter: go on", "\n".join(page)
            page = term.type("")
            if "trick 1/8" in page[0]:
                break
        assert page == question, "\n".join(page)
        # A line typed instead of Enter is read as typed at the question: 1 plays the
        # first card of S's eight.
        term.type("review")
        played = term.type("1")
        assert len(_hand(question)) == 8 and len(_hand(played)) == 7, "\n".join(played)
    finally:
        term.close()


def test_review_after_a_hint_comes_back_to_the_hint_s_page() -> None:
    # Seed 4 in a match, deal 2's first card at 80×24: hint's answer does not fit under
    # the table, so its page shows it whole without the table. review then Enter comes
    # back to that page as it was, where the table came back with no line of the hint
    # under it (the hint's lines taken for the deal's, and its last one too tall to fit).
    term = Terminal(["--seed", "4", "--target", "300", "--pause", "0"], 80, 24,
                    colour=False)
    try:
        _to_the_end_of_the_deal(term)
        term.type("")  # the tally's page: deal 2's first card
        hint = term.type("hint")
        # The hint's six rows (seven before its cards went on on its sentence's last
        # row) under the deal's lines from the check line of deal 1 on.
        assert hint[0] == "check: 152 + 10 = 162 ✓" and not any("╭" in line for line
                                                                 in hint)
        assert any(line.startswith("Hint: ") for line in hint), "\n".join(hint)
        page = term.type("review")
        for _ in range(5):  # a screenful at a time, then Enter: the question's page
            assert [line for line in page if line][-1] == "Enter: go on", "\n".join(page)
            page = term.type("")
            if "Review" not in "\n".join(page):
                break
        assert page == hint, "\n".join(page)
    finally:
        term.close()


@pytest.mark.parametrize(("lang", "contract", "played", "on_table"), [
    ("en", "Contract 100 ♦ by W: team EW needs 100 points (trick points and belote).",
     " plays ", "Trick 1, on the table: "),
    ("fr", "Contrat 100 ♦ par O\u00a0: l'équipe EO doit faire 100 points (points de plis et "
     "belote).", " joue ", "Pli 1, sur le tapis\u00a0: "),
])
def test_the_contract_of_a_coinche_auction_the_user_ended_stays_under_the_first_trick(
        lang: str, contract: str, played: str, on_table: str) -> None:
    # Coinche, seed 5, dealer S: W bids 100 ♦, N and E pass, and S's pass ends the auction
    # (a bid stands once the three others pass): W's contract, and W leads, so W, N and E
    # play before S. At 80×24 the first trick's page has four rows for the lines said:
    # the contract (two rows in French, one in English, with S's pass above it), then the
    # question's two lines (the trick on the table, the hand) fit, where the three cards'
    # lines ("W plays J♦"…) took them and the page as the auction ended was held until
    # Enter. Those three lines are left out instead:
    # the table shows each card in its seat's slot and the question's line names them.
    w, n, e = ("O", "N", "E") if lang == "fr" else ("W", "N", "E")
    term = Terminal(["--seed", "5", "--rule", "variant=coinche", "--pause", "0",
                     "--lang", lang], 80, 24, colour=False)
    try:
        term.wait()
        page = term.type("1")  # 1) pass
        text = " ".join(line.strip() for line in page)  # the contract's line wraps at 80
        assert "1/8" in page[0] and not any("Enter" in line or "Entrée" in line
                                            for line in page), "\n".join(page)
        assert contract in text, "\n".join(page)
        assert not any(line.startswith(f"{seat}{played}") for line in page
                       for seat in (w, n, e)), "\n".join(page)
        trick = next(line for line in page if line.startswith(on_table))
        seats_cards = trick[len(on_table):].split()
        assert seats_cards[::2] == [w, n, e], trick
        for card in seats_cards[1::2]:  # each in its slot on the table
            assert any(card in line for line in page[3:9]), "\n".join(page)
        assert page[-2].startswith(("Your card? (1", "Votre carte\u00a0? (1")), "\n".join(page)
        assert term.resize(80, 24) == page  # drawn again as it is
    finally:
        term.close()


@pytest.mark.parametrize(("args", "kept", "played", "seats"), [
    (["--rule", "variant=coinche", "--seed", "5"], "Contract 100 ♦ by W: team EW needs 100 "
     "points (trick points and belote).", " plays ", "WNE"),
    (["--rule", "variant=coinche", "--seed", "5", "--lang", "fr"], "Contrat 100 ♦ par "
     "O\u00a0: l'équipe EO doit faire 100 points (points de plis et belote).",
     " joue ", "ONE"),
    # Classic, seed 7, dealer S: N takes ♥ before S is asked anything, and W, N and E
    # play: the trump's line and the cards S receives are kept the same way.
    (["--seed", "7"], "You receive A♠ 7♥ K♣ from the rest of the deck (dealer S).",
     " plays ", "WNE"),
])
def test_enter_at_the_first_trick_keeps_the_auction_s_end_and_leaves_the_cards_out(
        args: list[str], kept: str, played: str, seats: str) -> None:
    # Coinche, seed 5: S's pass ends the auction, W (who leads), N and E play, and the
    # first trick's page leaves their three cards' lines out to keep the contract's line
    # (two rows) above the trick's and the hand's. An empty line typed at the card's
    # question changes nothing: the page drawn again is the same, the contract's line
    # still there and no card's line, where it took the left-out lines back, and the
    # four rows showed "N plays 9♠" and "E plays 7♦" without "W plays J♦" and without the
    # contract. So after a line of blanks, and after a second Enter.
    term = Terminal([*args, "--pause", "0"], 80, 24, colour=False)
    try:
        page = term.wait()
        if "variant=coinche" in args:
            page = term.type("1")  # 1) pass
        assert kept in " ".join(line.strip() for line in page), "\n".join(page)
        for typed in ("", "   ", ""):
            again = term.type(typed)
            text = " ".join(line.strip() for line in again)
            assert kept in text, "\n".join(again)
            assert not any(line.startswith(f"{seat}{played}") for line in again
                           for seat in seats), "\n".join(again)
            assert again == page
        assert term.resize(80, 24) == page
    finally:
        term.close()

def test_a_tall_terminal_shows_the_take_under_the_first_trick() -> None:
    # At 120×40 the first trick's page has room for who took and the cards received:
    # nothing is held, the first trick comes at once.
    [_, (page, _)] = _play(["--seed", "3", "--pause", "0"], ["1"], 120, 40, colour=False)
    assert "trick 1/8" in page[0] and "Enter: play" not in page
    assert "S takes ♦" in page
    assert any(line.startswith("You take the retourne 10♦ and receive J♠ 8♦") for line in page)


def test_dropping_what_was_typed_is_nothing_where_no_terminal_is(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A pipe: termios says "not a terminal" (termios.error, no OSError), which is no error.
    from belote_cli.cli.terminal import drop_typed as _drop_typed
    from belote_cli.cli.terminal import load_termios

    load_termios()  # as the screen starts

    read, write = os.pipe()
    try:
        with os.fdopen(read, encoding="utf-8", closefd=False) as stream:
            monkeypatch.setattr(sys, "stdin", stream)
            _drop_typed()
    finally:
        os.close(read)
        os.close(write)


def test_dropping_what_was_typed_imports_nothing_in_the_redraw_s_handler(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A window resized fast sends SIGWINCH twice in a row: the redraw's handler imported
    # termios, and a second handler run during that import broke it (a KeyError of
    # importlib's lock, the traceback shown whole). termios is imported as the screen
    # starts: the handler imports nothing.
    import builtins

    from belote_cli.cli.terminal import drop_typed as _drop_typed
    from belote_cli.cli.terminal import load_termios

    load_termios()  # as the screen starts

    imported: list[object] = []
    real = builtins.__import__

    def watched(*args: Any, **kwargs: Any) -> Any:
        imported.append(args[0])
        return real(*args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(builtins, "__import__", watched)
        _drop_typed()
    assert imported == []


def test_a_void_deal_s_page_holds_the_deal_s_lines_only() -> None:
    # help typed before passing: its answer is no line of the deal (the page held the
    # whole help, cut inside words at the screen's edge).
    term = Terminal(["--seed", "6", "--rule", "variant=coinche", "--pause", "0"], 80, 24,
                    colour=False)
    try:
        term.wait()
        term.type("help")
        page = term.type("1")  # 1) pass
        assert any(line.startswith("Four passes: the deal is void") for line in page)
        assert not any(line.startswith("At any prompt") for line in page), page
        assert all(len(line) < 80 for line in page)
    finally:
        term.close()


def test_the_talon_stays_on_the_table_of_belote_a_deux() -> None:
    # Seed 4 at two: S takes and wins trick 1, then leads trick 2. The table shows the
    # trick just won and, on its own row, the talon the log line describes.
    # test_every_page_of_a_deal_fits_80x24's deal, played once for both: the third screen.
    text = _pages(_FITS["deux"], 80, 24)[1][2]
    said = next(line for line in text if line.startswith("Trick 2: you lead; talon of"))
    size, face_up = said.split("talon of ")[1].split(" cards, ")[0], said.split(", ")[1].split()[0]
    assert any(line.strip() == f"talon {size}, face up {face_up}" for line in text)
    assert any(line.strip().startswith("last trick: S won") for line in text)


def test_a_trick_s_points_stay_with_its_winner_on_a_narrow_terminal() -> None:
    # Seed 3 at 40×15, the tally's first screenful: trick 4 (S 8♦ W 8♣ N Q♦ E 7♣) is won
    # by N for 3 points, written "N wins  3" (two spaces: the points aligned); the row
    # broke between "N wins" and "3", the 3 alone on a row of its own.
    term = Terminal(["--seed", "3", "--pause", "0", "--target", "300"], 40, 15,
                    colour=False)
    try:
        text = _to_the_end_of_the_deal(term)
        waiting = Deadline("the row ' 4: S 8♦'", term)
        while not any(line.startswith(" 4: S 8♦") for line in text):
            waiting.check()
            text = term.type("", clear=False)
        row = next(n for n, line in enumerate(text) if line.startswith(" 4: S 8♦"))
        assert text[row + 1] == "    N wins  3", "\n".join(text)
    finally:
        term.close()


#: For each language: the words the hint begins with, the word that asks it, the
#: review's heading, and the line of the review's last screenful.
_LONG_LINES = {"en": ("Hint: ", "hint", "Review of deal 1,", "Enter: leave"),
               "fr": ("Conseil\u00a0: ", "conseil", "Bilan de la donne 1,",
                      "Entrée\u00a0: quitter")}


def _drawn_rows(term: Terminal, start: int) -> list[str]:
    """The rows of the last page drawn since ``start`` in ``term``'s output, as the
    program wrote them (not as the terminal shows them: a row past its width would
    go on at column 0 there)."""
    page = term.output[start:].split(CLEAR)[-1].decode("utf-8")
    return [row.rstrip() for row in page.replace("\r", "").split("\n")]


def _spaced(line: str) -> str:
    """``line`` with its runs of blanks one blank each (the two that part a menu's items
    are one where a row ended between them), its no-break spaces kept."""
    return re.sub(" +", " ", line).strip(" ")


@pytest.mark.parametrize(("columns", "lang"), [(40, "en"), (60, "fr")])
def test_a_long_line_goes_on_after_four_blanks_as_through_a_pipe(columns: int,
                                                                 lang: str) -> None:
    # Seed 3 with --review on a terminal of 40 or 60 columns (too narrow for the table:
    # its lines alone): the hint at the first card and the review's heading and lines are
    # longer than a row. Each row after a line's first begins with four blanks, then a
    # word, as through a pipe, where it began at column 0 and read as a new line; no row
    # is wider than the terminal; and each line read whole (tests/piped.py) is a line
    # the pipe says, word for word: no word cut, none lost.
    from piped import read_whole
    from typer.testing import CliRunner

    from belote_cli.cli import app

    begins, word, heading, leave = _LONG_LINES[lang]
    args = ["--seed", "3", "--pause", "0", "--review", "--lang", lang]
    piped = CliRunner().invoke(app, ["play", *args], input=f"1\n{word}\n" + "1\n" * 8,
                               env={"NO_COLOR": "1", "FORCE_COLOR": None})
    said = {_spaced(line) for line in read_whole(piped.stdout).split("\n")}
    assert piped.exit_code == 0, piped.output

    def whole(rows: list[str]) -> list[str]:
        assert all(len(row) <= columns for row in rows), "\n".join(rows)
        return [_spaced(line) for line in read_whole("\n".join(rows)).split("\n")]

    term = Terminal(args, columns, 24, colour=False)
    try:
        term.wait()
        term.type("1")  # take
        start = len(term.output)
        term.type(word)
        rows = _drawn_rows(term, start)
        at = next(n for n, row in enumerate(rows) if row.startswith(begins))
        question = next(n for n, row in enumerate(rows) if n > at and not row.startswith(" "))
        assert question - at > 2, "\n".join(rows)  # the hint takes three rows or more
        assert all(re.match(r" {4}\S", row) for row in rows[at + 1:question]), "\n".join(rows)
        hint = [line for line in whole(rows) if line.startswith(begins.rstrip())]
        assert len(hint) == 1 and hint[0] in said, "\n".join(rows)
        _answered_until(term, term.text(), "Enter: go on", "Entrée\u00a0: continuer")
        screens: list[list[str]] = []
        waiting = Deadline(f"the review's last screenful ({leave!r})", term)
        while not any(row.startswith(leave) for screen in screens for row in screen):
            waiting.check()
            start = len(term.output)
            term.type("", clear=False)
            screen = _drawn_rows(term, start)
            if screens or screen[0].startswith(heading):  # the tally's screenfuls passed
                screens.append(screen)
        review = [row for screen in screens for row in screen]
        assert review[0].startswith(heading) and review[1].startswith("    "), "\n".join(review)
        goes_on = [row for row in review if re.match(r" {4}\S", row)]
        assert len(goes_on) > 3, "\n".join(review)
        # Each screenful's last line is its own (Enter: go on, and at the last the page's).
        pages = [[line for line in whole(screen) if line] for screen in screens]
        assert pages[-1][-1].startswith(leave), "\n".join(review)
        lines = [line for page in pages for line in page[:-1]]
        assert lines[0].startswith(heading) and len(lines) > 10, "\n".join(review)
        assert [line for line in lines if line not in said] == [], "\n".join(review)
    finally:
        term.close()


@pytest.mark.parametrize(("line", "width", "rows"), [
    # A number stays with the word before it: the verdict broke between "the bid" and
    # "110", the coinche contract's line between "at least" and "82".
    ("made: NS (taker S) 110 trick points against the bid 110; NS score their trick "
     "points + the bid 110", 94,
     ["made: NS (taker S) 110 trick points against the bid 110; NS score their trick "
      "points + the", "    bid 110"]),
    ("Contract 110 ♠ by W: team EW needs 110 points (trick points and belote, at least 82).",
     80, ["Contract 110 ♠ by W: team EW needs 110 points (trick points and belote, at",
          "    least 82)."]),
    ("check: 152 + 10 = 162", 14, ["check: 152", "+ 10 = 162"]),
    # A bid's suit stays with its number: the French coinche prompt broke "(ex. 120" / "♥)".
    ("6) coinche ; ou une enchère plus haute : 120–160 ou capot avec l'atout (ex. 120 ♥)",
     80, ["6) coinche ; ou une enchère plus haute : 120–160 ou capot avec l'atout",
          "    (ex. 120 ♥)"]),
    # A word and its number exactly as long as a row: a row of their own, not the word
    # on the row before and the number alone.
    ("the bid 110", 7, ["the", "bid 110"]),
    # Where a word and its number do not fit in a row together, they part as before.
    ("aaaa 1 2 3 4 5 6 7 8 9", 5, ["aaaa", "1 2 3", "4 5 6", "7 8 9"]),
    # Items parted by two spaces or more break there first.
    ("1) J♥*  2) 9♥*  3) A♦", 12, ["1) J♥*", "2) 9♥*", "3) A♦"]),
    # An interval stays with its mean: the review's round two broke "take ♠ -109.89" /
    # "[-116.68, -103.10]" (seed 4 at 80 columns), and "[-79,76" from its mean in French.
    ("team's margin per deal: pass -21.38 [-27.66, -15.10], take ♠ -109.89 [-116.68, "
     "-103.10], take ♦ -99.78 [-106.96, -92.59]: pass", 70,
     ["team's margin per deal: pass -21.38 [-27.66, -15.10],",
      "    take ♠ -109.89 [-116.68, -103.10],",
      "    take ♦ -99.78 [-106.96, -92.59]: pass"]),
    # 29 columns, '[-79,76' with its mean, in a row of 33 after its indent of 4.
    ("prendre à ♣ -72,08 [-79,76\xa0; -64,39], prendre", 33,
     ["prendre", "    à ♣ -72,08 [-79,76\xa0; -64,39],", "    prendre"]),
    # But for the spaces that align a trick's points: they stay with "wins" (the points
    # alone began a row at 40 columns), the dix de der with them.
    (" 4: S 8♦   W 8♣   N Q♦   E 7♣    N wins  3", 40,
     [" 4: S 8♦   W 8♣   N Q♦   E 7♣", "    N wins  3"]),
    (" 8: O V♣   N V♠   E R♠   S 7♥    O gagne  8 + 10 dix de der", 40,
     [" 8: O V♣   N V♠   E R♠   S 7♥", "    O gagne  8 + 10 dix de der"]),
])
def test_lines_break_between_words_a_number_with_its_word(line: str, width: int,
                                                          rows: list[str]) -> None:
    from belote_cli.cli.screen import wrapped

    assert wrapped(line, width) == rows


def _pages(args: tuple[str, ...], columns: int, rows: int, lang: str = "en",
           limit: int = 60) -> tuple[list[tuple[int, list[str]]], list[list[str]]]:
    """Each page the player sees while waiting for a line, 1 typed at every question up
    to the end of the first deal: the rows it takes from the top of the screen to the
    row the answer is typed on, read on a screen as wide and much taller, and its text;
    and the screen itself (``_play``'s text) at each. Played once for the tests that read
    the same deal, whether they name the language or leave it to the default."""
    return _played_pages(args, columns, rows, lang, limit)


@functools.cache  # keyed by the arguments as given: all of them given, always
def _played_pages(args: tuple[str, ...], columns: int, rows: int, lang: str,
                  limit: int) -> tuple[list[tuple[int, list[str]]], list[list[str]]]:
    term = Terminal([*args, "--lang", lang, "--pause", "0", "--no-color"], columns, rows,
                    colour=False)
    pages = []
    screens = []
    try:
        start = 0
        text: list[str] = []
        for n in range(limit):
            if n:
                os.write(term.master, _answer(text).encode() + b"\r")
            screens.append(term.wait())
            drawn = term.output[start:]
            start = len(term.output)
            page = drawn.split(CLEAR)[-1]
            if n:  # the line typed, echoed by the terminal before the page
                assert CLEAR in drawn, drawn[-400:]
            tall = pyte.Screen(columns, 200)
            pyte.ByteStream(tall).feed(page)
            text = _top_rows(tall, tall.cursor.y + 1)
            pages.append((tall.cursor.y + 1, text))
            if re.search(rb"Enter: (?!play)|Entr\xc3\xa9e\xc2\xa0: (?!jouer)", page):  # the tally
                return pages, screens
        raise AssertionError(pages[-1])
    finally:
        term.close()


def _top_rows(screen: pyte.Screen, rows: int) -> list[str]:
    """The text of ``screen``'s first ``rows`` rows, as its ``display`` renders them: the
    rows below are never read (rendering all 200 rows of ``_played_pages``' screen at each
    page cost some 16 ms, ten times the rows read)."""
    top = types.SimpleNamespace(columns=screen.columns, lines=rows, buffer=screen.buffer)
    return [line.rstrip() for line in pyte.Screen.display.fget(top)]


#: Each kind of game, each page of its first deal: classic, coinche with announcements in
#: a match, belote à deux, belote découverte.
_FITS = {
    "classic": ("--seed", "3"),
    "coinche-match": ("--seed", "5", "--rule", "variant=coinche", "--rule",
                      "announcements=on", "--target", "300"),
    # Seed 22: W's 80 ♥ fails with the belote short of 82, EW's announcements go to NS
    # (two rows), and the match ends (NS win): 25 rows with the last trick's dix de der on
    # a row of its own, which the tally's dix de der row says.
    "coinche-match-won": ("--seed", "22", "--rule", "variant=coinche", "--rule",
                          "announcements=on", "--target", "100"),
    "deux": ("--seed", "4", "--rule", "variant=deux"),
    "decouverte": ("--seed", "4", "--rule", "variant=decouverte"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(_FITS))
def test_every_page_of_a_deal_fits_80x24(name: str, lang: str) -> None:
    pages, _ = _pages(_FITS[name], 80, 24, lang)
    for rows, text in pages:
        assert rows <= 24, f"{rows} rows:\n" + "\n".join(text)
    # The tally's page holds every trick and the check line.
    tally = "\n".join(pages[-1][1])
    tricks = 16 if name in ("deux", "decouverte") else 8
    assert all(re.search(rf"(^|\s){n}: ", tally, re.M) for n in range(1, tricks + 1)), tally
    assert "152 + 10 = 162 ✓" in tally
    assert re.search(r"^dix de der +(0 +10|10 +0)$", tally, re.M), tally


#: ``belote`` whose review of a deal, and hint, wait until the file named by
#: ``BELOTE_TEST_GO`` exists (a search under way for as long as the test wants), then
#: are searched as usual; the file of that name with ``.searching`` added is made as the
#: wait begins (``_searching``).
_WAITING_SEARCH = ("-c", "import os, time\n"
                   "from belote_cli.play.interactive import Session\n"
                   "from belote_cli.play.session import SessionBase\n"
                   "def waiting(search):\n"
                   "    def wait(self):\n"
                   "        open(os.environ['BELOTE_TEST_GO'] + '.searching', 'w').close()\n"
                   "        while not os.path.exists(os.environ['BELOTE_TEST_GO']):\n"
                   "            time.sleep(0.01)\n"
                   "        return search(self)\n"
                   "    return wait\n"
                   "SessionBase.review_lines = waiting(SessionBase.review_lines)\n"
                   "Session._show_hint = waiting(Session._show_hint)\n"
                   "from belote_cli.cli import main; main()")


def _searching(term: Terminal, go: Path) -> list[str]:
    """The screen once ``_WAITING_SEARCH``'s search waits for ``go`` and all the program
    wrote before it has come through: up to a mark written after it on the terminal's
    slave end, which the terminal passes on in order (as once a program has ended), where
    the test waited for the program to be silent for ``QUIET`` seconds."""
    searching = go.with_name(go.name + ".searching")
    waiting = Deadline(f"{searching.name} (the search under way)", term)
    while not searching.exists():
        waiting.check()
        if select.select([term.master], [], [], STEP)[0]:  # read on meanwhile
            data = os.read(term.master, 65536)
            term.output += data
            term.stream.feed(data)
    term.read_to_mark(WAITING_MARK, "what the program wrote before its search")
    return term.text()


def _quiet_after(term: Terminal, start: int, ends: bytes) -> list[str]:
    """The screen once the program, after ``term.output[start:]``, has drawn its screen
    again and written ``ends`` last, or has written nothing for ``QUIET`` seconds since."""
    idle = 0.0
    while idle < QUIET:
        if select.select([term.master], [], [], STEP)[0]:
            data = os.read(term.master, 65536)
            term.output += data
            term.stream.feed(data)
            idle = 0.0
        else:
            idle += STEP
        new = term.output[start:]
        if CLEAR in new and new.endswith(ends):
            break
    return term.text()


def test_a_wait_for_a_word_that_never_comes_fails_saying_what_it_waited_for() -> None:
    # The wait for the line that says a search is under way read the terminal with no
    # limit: a word never written hung the test. A program that writes a word and then
    # sleeps, and one that ends without the word.
    term = Terminal([], 80, 24, colour=False,
                    python=("-c", "import time; print('thinking', flush=True); time.sleep(60)"))
    try:
        term.read_until(b"thinking")
        with pytest.raises(pytest.fail.Exception,
                           match=r"^waited 0.5 s for 'reviewing the deal…'; the output "
                                 r"ended b'thinking\\r\\n'$"):
            term.read_until("reviewing the deal…".encode(), seconds=0.5)
    finally:
        term.close()
    term = Terminal([], 80, 24, colour=False, python=("-c", "print('done')"))
    try:
        with pytest.raises(pytest.fail.Exception,
                           match=r"^the program ended before writing 'thinking…'; the output "
                                 r"ended b'done\\r\\n'$"):
            term.read_until("thinking…".encode())
    finally:
        term.close()


@pytest.mark.parametrize(("args", "typed", "word", "above", "said", "answer"), [
    # review typed at the end of the deal: the tally's page, "reviewing the deal…" under it.
    (["--seed", "3"], [], "review", "Enter: leave", "reviewing the deal…", "Review of"),
    # review typed at the page held after S took (1) in deal 2 of a match, seed 3: the
    # table as the auction ended, "Enter: play", "reviewing the deal…" under it.
    (["--seed", "3", "--target", "300"], ["", "1"], "review", "Enter: play",
     "reviewing the deal…", "Review of"),
    # review typed at deal 2's first card, seed 4 (E took, W, N and E play before S):
    # the question's page, "reviewing the deal…" under it (it said "thinking…"), in French
    # "bilan de la donne…"; hint there says "thinking…".
    (["--seed", "4", "--target", "300"], [""], "review", "Your card? (1-",
     "reviewing the deal…", "Review of"),
    (["--seed", "4", "--target", "300", "--lang", "fr"], [""], "bilan",
     "Votre carte\u00a0? (1-", "bilan de la donne…", "Bilan de"),
    (["--seed", "4", "--target", "300"], [""], "hint", "Your card? (1-", "thinking…",
     "Hint: "),
])
def test_a_resize_during_a_search_keeps_the_line_that_says_so(
        args: list[str], typed: list[str], word: str, above: str, said: str, answer: str,
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A resize while the review (or a hint) is searched draws the page under it again at
    # the new size, and the line that says the search is under way again under that page,
    # on the row typed on, where the page alone was drawn (nothing said that work was
    # under way); the answer's page comes once the search is over.
    go = tmp_path / "go"
    monkeypatch.setenv("BELOTE_TEST_GO", str(go))
    term = Terminal([*args, "--pause", "0"], 80, 24, colour=False, python=_WAITING_SEARCH)
    try:
        text = term.wait()
        for _ in range(40):
            if any(line.startswith(("Enter: go on", "Enter: leave", "Entrée\u00a0: continuer",
                                    "Entrée\u00a0: quitter")) for line in text):
                break
            text = term.type(_answer(text))
        for line in typed:
            text = term.type(line)
        os.write(term.master, word.encode() + b"\r")
        term.read_until(said.encode())
        _searching(term, go)  # and all written with it
        start = len(term.output)
        term._resize_fd(term.master, 100, 30)
        term.screen.resize(30, 100)
        os.kill(term.process.pid, signal.SIGWINCH)
        page = _quiet_after(term, start, said.encode())
        assert CLEAR in term.output[start:], "\n".join(page)
        shown = [line for line in page if line]
        assert shown[-1] == said, "\n".join(page)
        assert shown[-2].startswith(above), "\n".join(page)  # the page drawn again
        go.touch()
        shown = term.wait()
        assert any(line.startswith(answer) for line in shown), "\n".join(shown)
        assert said not in shown
    finally:
        term.close()



@pytest.mark.parametrize(("args", "lang", "said", "interrupted"), [
    # --review: the last card typed, the review searched before the tally.
    (["--review"], "en", "reviewing the deal…", "interrupted"),
    # review typed at the tally's page (the last deal's: "Enter: leave").
    ([], "en", "reviewing the deal…", "interrupted"),
    ([], "fr", "bilan de la donne…", "interrompu"),
])
def test_ctrl_c_during_the_review_is_said_on_a_line_of_its_own(
        args: list[str], lang: str, said: str, interrupted: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Seed 3 at 80×24, the review's search never ending: Ctrl-C typed while the line
    # that says it is under way is on the screen, which the terminal echoes as ^C after
    # it. The line is erased with the ^C, and what the command says of Ctrl-C stands
    # alone on its row, as during a hint, with the same exit code (130) and words, where
    # "reviewing the deal…" stayed (the row above after review typed at the page) and
    # ^C, then "interrupted", came under it.
    monkeypatch.setenv("BELOTE_TEST_GO", str(tmp_path / "never"))
    term = Terminal(["--seed", "3", "--pause", "0", "--lang", lang, *args], 80, 24,
                    colour=False, python=_WAITING_SEARCH)
    leave = "Enter: leave" if lang == "en" else "Entrée\u00a0: quitter"
    try:
        text = term.wait()
        if args:  # up to the last card, then the last card
            text = _to_the_last_card(term, text)
            os.write(term.master, b"1\r")
        else:  # up to the tally's page, then review
            text = _answered_until(term, text, leave)
            os.write(term.master, ("review" if lang == "en" else "bilan").encode() + b"\r")
        term.read_until(said.encode())
        start = len(term.output)
        os.write(term.master, b"\x03")  # echoed as ^C; the signal sent as a terminal would
        # The signal follows the echo, as a terminal sends it once it has echoed ^C, and
        # what the command says of it is awaited before its exit: the terminal may pass
        # each on a moment later.
        term.read_until(b"^C", start)
        os.kill(term.process.pid, signal.SIGINT)
        term.read_until(interrupted.encode(), start)
        assert term.exit_code() == 130
        text = term.wait()
        assert b"^C" in term.output[start:]
        shown = [line for line in text if line]
        assert shown[-1] == interrupted, "\n".join(text)
        assert not any(said in line or "^C" in line for line in text), "\n".join(text)
    finally:
        term.close()

def test_help_at_a_screenful_of_a_long_review_keeps_its_rows() -> None:
    # Seed 3 at 80×24, a review of 40 lines typed at the last deal's page: its first
    # screenful holds lines 1 to 22, "Enter: go on" and the row typed on. help there is
    # answered on the screenful drawn again, its one line (screen_last_help, 76 columns)
    # above "Enter: go on": lines 1 to 21 (24 rows less the help's, Enter's and the row
    # typed on), where the answer and the page's line were written under the screenful and
    # its first three rows scrolled off. A resize draws it so again; Enter then shows lines
    # 22 to 40 and the page's line. An unknown word there: the same 19 lines, its answer
    # and the page's line (21 rows of 23: it fits).
    term = Terminal(["--seed", "3", "--pause", "0"], 80, 24, colour=False,
                    python=_LONG_REVIEW)
    try:
        text = term.wait()
        text = _answered_until(term, text, "Enter: leave")
        first = term.type("review")
        assert first[:23] == [f"review line {n}" for n in range(1, 23)] + ["Enter: go on"]
        helped = term.type("help", clear=False)  # before, written under the screenful
        assert helped == [f"review line {n}" for n in range(1, 22)] + [
            "Enter: leave · review: what each of your cards cost · score: this page again",
            "Enter: go on", ""], "\n".join(helped)
        assert term.resize(80, 24) == helped
        rest = term.type("")
        assert rest[:19] == [f"review line {n}" for n in range(22, 41)], "\n".join(rest)
        assert rest[19].startswith("Enter: leave") and not any(rest[20:]), "\n".join(rest)
        unknown = term.type("foo")
        assert unknown[:21] == rest[:19] + [
            "Unknown input 'foo': press Enter to leave, or type review.", rest[19]
        ] and not any(unknown[21:]), "\n".join(unknown)
        os.write(term.master, b"\r")
        assert term.exit_code() == 0
    finally:
        term.close()


@pytest.mark.parametrize("pause", ["0", "0.1"])
def test_play_review_says_the_review_is_under_way(pause: str, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # --review, seed 3 at 80×24: S's last card (trick 8/8) ends the deal, and its review
    # is searched before the tally comes. Meanwhile "reviewing the deal…" is on the row
    # typed on, under the page (the last question's, or with a pause the last trick's), as
    # review typed at the tally's page says it, where nothing said that work was under
    # way; a resize draws the page again at the new size with the line under it. Once the
    # search is over the tally's screenful comes, without the line.
    said = "reviewing the deal…"
    go = tmp_path / "go"
    monkeypatch.setenv("BELOTE_TEST_GO", str(go))
    term = Terminal(["--seed", "3", "--pause", pause, "--review"], 80, 24, colour=False,
                    python=_WAITING_SEARCH)
    try:
        text = term.wait()
        text = _to_the_last_card(term, text)
        start = len(term.output)
        os.write(term.master, b"1\r")  # the last card
        _searching(term, go)  # the review's search under way, all written before it read
        assert said.encode() in term.output[start:], term.output[start:][-400:]
        shown = [line for line in term.text() if line]
        assert shown[-1] == said, "\n".join(term.text())
        start = len(term.output)
        term._resize_fd(term.master, 100, 30)
        term.screen.resize(30, 100)
        os.kill(term.process.pid, signal.SIGWINCH)
        page = _quiet_after(term, start, said.encode())
        assert CLEAR in term.output[start:], "\n".join(page)
        shown = [line for line in page if line]
        assert shown[-1] == said, "\n".join(page)
        assert "trick 8/8" in page[0], "\n".join(page)  # the page drawn again, at 100×30
        # With a pause, the last trick as it fell: its row, the dix de der's E.
        above = "Your card? (1," if pause == "0" else " 8: W K♠   N 10♥  E 10♠  S Q♥"
        assert shown[-2].startswith(above), "\n".join(page)
        go.touch()
        tally = term.wait()
        assert "check: 152 + 10 = 162 ✓" in tally and said not in tally, "\n".join(tally)
        assert [line for line in tally if line][-1] == "Enter: go on", "\n".join(tally)
    finally:
        term.close()


@pytest.mark.parametrize(("args", "call", "word", "said", "unknown"), [
    # Classic, seed 3: S takes ♦ (1); the held page's four rows under the table: "S takes
    # ♦", the trump's line and the cards received (two rows at 80 columns).
    (["--seed", "3"], "1", "help",
     ["Enter: the first trick, where hint, hand and score are read · quit: leave"],
     "Unknown input 'foo': press Enter to play, or type quit."),
    # The help of two lines, in French: the two oldest rows give way.
    (["--seed", "3", "--lang", "fr"], "1", "aide",
     ["Entrée\u00a0: jouer le premier pli (on y tape conseil, main, score)",
      "quitter\u00a0: abandonner"],
     "Réponse inconnue 'foo'\u00a0: appuyez sur Entrée pour jouer, ou tapez quitter."),
    # Coinche, seed 1: S bids 80 ♠ (2) and W, N and E pass; under the table "N passes",
    # "E passes" and the contract's line (two rows).
    (["--seed", "1", "--rule", "variant=coinche"], "2", "help",
     ["Enter: the first trick, where hint, hand and score are read · quit: leave"],
     "Unknown input 'foo': press Enter to play, or type quit."),
])
def test_help_at_the_held_page_keeps_the_table(args: list[str], call: str, word: str,
                                               said: list[str], unknown: str) -> None:
    # At 80×24 the held page (classic after the take, coinche's auction) is the table's 18
    # rows, four rows of the lines said, the page's line and the row typed on: a full
    # screen. help (and a word the page does not read) is answered on the page drawn
    # again, above its line, in rows taken from the oldest lines said (a line's rows
    # together), the table whole, where the answer was written under the page and its
    # first rows scrolled off (the status line, then North's). A resize keeps the answer;
    # the next answer replaces it; Enter then plays.
    enter = "Entrée\u00a0: jouer" if "fr" in args else "Enter: play"
    term = Terminal([*args, "--pause", "0"], 80, 24, colour=False)
    try:
        term.wait()
        held = term.type(call)
        assert held[22:] == [enter, ""] and "╭" in held[14], "\n".join(held)
        kept = 4 - len(said)  # the rows of the lines said that the answer leaves
        page = term.type(word)
        assert page == held[:18] + held[22 - kept:22] + said + [enter, ""], "\n".join(page)
        wide = [line for line in term.resize(100, 30) if line]
        assert wide[-len(said) - 1:] == [*said, enter], "\n".join(wide)
        assert term.resize(80, 24) == page
        page = term.type("foo")
        assert page == held[:18] + held[19:22] + [unknown, enter, ""], "\n".join(page)
        after = term.type("")
        assert "1/8" in after[0], "\n".join(after)
    finally:
        term.close()


def test_an_answer_taller_than_the_room_under_the_held_table_is_shown_whole() -> None:
    # Coinche, seed 1, in French at 80×24 (S bids 80 ♠, the three others pass, the
    # contract's line is held with the table): a word of 200 characters (the longest read)
    # that the held auction page does not read. Its answer takes five rows: with the
    # table's 18, the page's line and the row typed on, 25 rows, one more than the
    # screen. The answer is shown whole without the table, as a long answer at a question
    # is, the last lines said above it (the contract's two rows last), the page's line
    # under it; Enter then plays.
    term = Terminal(["--seed", "1", "--rule", "variant=coinche", "--lang", "fr",
                     "--pause", "0"], 80, 24, colour=False)
    try:
        term.wait()
        held = term.type("2")  # 2) 80 ♠
        word = "x" * 200
        page = term.type(word)
        answer = f"Réponse inconnue '{word}'\u00a0: appuyez sur Entrée pour jouer, ou " \
                 "tapez quitter."
        assert not any("╭" in line for line in page), "\n".join(page)
        said = [line for line in page if line]
        assert said[-1] == "Entrée\u00a0: jouer", "\n".join(page)
        assert "".join("".join(said[-6:-1]).split()) == "".join(answer.split()), page
        assert said[-8:-6] == held[20:22], "\n".join(page)  # the contract's line
        after = term.type("")
        assert "1/8" in after[0], "\n".join(after)
    finally:
        term.close()


@pytest.mark.parametrize(("args", "call", "kept"), [
    # Classic, seed 3: S takes ♦ (1) holding A♠ K♥ Q♥ K♦ J♣, and receives J♠ and 8♦ with
    # the retourne 10♦: the held table shows the five cards dealt, not those.
    (["--seed", "3"], "1",
     "You take the retourne 10♦ and receive J♠ 8♦ from the rest of the deck (dealer E)."),
    # Coinche, seed 1: S bids 80 ♠ (2) and the three others pass: the table shows each
    # call in its place and the highest bid, not what the contract needs.
    (["--seed", "1", "--rule", "variant=coinche"], "2",
     "Contract 80 ♠ by S: team NS needs 82 points (trick points and belote: a bid of 80 "
     "still needs 82)."),
])
def test_an_answer_at_the_held_page_never_takes_the_line_the_table_does_not_show(
        args: list[str], call: str, kept: str) -> None:
    # At 80×24 the held page has four rows under the table for the lines said, and an
    # answer takes its rows from the oldest (the calls and who took, which the table
    # shows in their places). A word of 100 characters that the page does not read gets
    # an answer of three rows or more: it took the rows of the last line said too (the
    # cards S received, the contract's line, two rows each), which the table does not
    # show, and nothing but the answer was left under the table. The answer is shown
    # whole without the table instead, the last lines said above it, that line last;
    # a resize keeps it; Enter then plays.
    word = "x" * 100
    term = Terminal([*args, "--pause", "0"], 80, 24, colour=False)
    try:
        term.wait()
        held = term.type(call)
        assert [line for line in held if line][-1] == "Enter: play", "\n".join(held)
        page = term.type(word)
        said = [line for line in page if line]
        text = " ".join(said)
        assert said[-1] == "Enter: play", "\n".join(page)
        answer = f"Unknown input '{word}': press Enter to play, or type quit."
        assert "".join(text.split()).endswith("".join((kept + answer).split()) + "Enter:play"), \
            "\n".join(page)
        assert not any("╭" in line for line in page), "\n".join(page)
        assert term.resize(80, 24) == page
        after = term.type("")
        assert "1/8" in after[0], "\n".join(after)
    finally:
        term.close()


def test_a_coinche_call_s_hint_longer_than_the_screen_is_shown_from_its_advice() -> None:
    # Seed 11, coinche, 80×24, in French: the hint at S's call after E's 80 ♠ takes about
    # forty rows. Its first screenful begins with the advice and ends "Entrée : continuer",
    # Enter shows the rest (the coinche's line last), then Enter the question, where
    # only its last rows were drawn under the cleared screen: the advice, the legend and
    # the suits ♠ ♥ ♦ were never written.
    term = Terminal(["--seed", "11", "--pause", "0", "--lang", "fr",
                     "--rule", "variant=coinche"], 80, 24, colour=False)
    try:
        term.wait()
        first = [row.rstrip() for row in term.type("conseil") if row.strip()]
        assert first[0].startswith("Conseil\u00a0: enchère 90 ♣."), "\n".join(first)
        assert any(row.startswith("  Chaque couleur prise par votre équipe")
                   for row in first), "\n".join(first)
        assert any(row.startswith("  ♠ ") for row in first), "\n".join(first)
        assert first[-1] == "Entrée\u00a0: continuer", "\n".join(first)
        second = [row.rstrip() for row in term.type("") if row.strip()]
        assert any(row.startswith("  coincher (") for row in second), "\n".join(second)
        assert second[-1] == "Entrée\u00a0: continuer", "\n".join(second)
        question = [row.rstrip() for row in term.type("") if row.strip()]
        assert question[-2].startswith("Votre enchère\u00a0? 1) passe"), "\n".join(question)
    finally:
        term.close()
