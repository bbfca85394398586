"""What the commands print on a terminal: red hearts and diamonds, the rule book's
Markdown, the progress bar of ``simulate``; all of it with ``rich``.

Colour is used only when the stream is a terminal: never when it is piped or redirected,
never with ``NO_COLOR`` set in the environment (https://no-color.org), never with
``--no-color``. Without colour every text is written exactly as it is, byte for byte, so
that piped output (and the golden files) never depend on the terminal. ``rich`` is
imported only when a terminal is there to draw on.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from types import ModuleType
from typing import IO, Any

import typer

from ..core.numbers import grouped

# Where the command loads too (``launch``), with the standard library only.
from ..system.environment import echoes_ctrl_c as echoes_ctrl_c

#: A red card, or a red suit alone (``trump ♥``): rank (if any) and suit.
RED = re.compile(r"(?:10|[2-9JQKAVDR])?[♥♦]")
NO_COLOR_HELP = "No colour, even on a terminal (as NO_COLOR=1 in the environment)."


def _stream(err: bool) -> IO[str]:
    return sys.stderr if err else sys.stdout


def is_tty(stream: IO[str] | None) -> bool:
    """True when ``stream`` is a terminal; False for a file, a pipe, a closed stream or
    none (``sys.stdout`` may be None under ``pythonw``)."""
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError):  # no stream, or a closed one
        return False


def columns(err: bool = False) -> int | None:
    """The columns of the terminal standard output (``err``: the error output) is on, for
    the text that fits itself to them (``simulate``'s histogram): ``COLUMNS`` when it is a
    whole number above 0, as ``rich`` reads it, else the terminal's own width; None when
    the stream is no terminal (a pipe or a file keeps its bytes, whatever ``COLUMNS``
    says) or a terminal that does not say its width."""
    stream = _stream(err)
    if not is_tty(stream):
        return None
    given = _columns_said()
    if given:
        return given
    try:
        width = os.get_terminal_size(stream.fileno()).columns
    except (OSError, AttributeError, ValueError):
        return None
    return width or None


def _columns_said() -> int | None:
    """``COLUMNS`` when it is a whole number in ASCII digits (0 too), else None."""
    given = os.environ.get("COLUMNS", "").strip()
    return int(given) if given.isdigit() and given.isascii() else None


def dumb_terminal() -> bool:
    """True on a terminal that cannot erase or redraw (``TERM=dumb``: an editor's shell,
    some consoles): it gets the lines as through a pipe."""
    return os.environ.get("TERM", "").lower() == "dumb"


def _force_colour() -> bool:
    """True when ``FORCE_COLOR`` is set to anything but empty."""
    return os.environ.get("FORCE_COLOR", "") != ""


def wants_colour(no_color: bool, err: bool = False) -> bool:
    """True when ``rich`` may draw in colour on stdout (stderr with ``err``): a terminal,
    no ``--no-color``, no ``NO_COLOR``. ``FORCE_COLOR`` (not empty) counts as a
    terminal."""
    if no_color or os.environ.get("NO_COLOR", "") != "":
        return False
    return is_tty(_stream(err)) or _force_colour()


def console(err: bool = False, no_color: bool = False) -> Any:
    """A ``rich.console.Console`` on stdout (stderr with ``err``) that never wraps, never
    reads markup or emoji codes and highlights nothing by itself. ``FORCE_COLOR`` makes it
    a terminal's, as ``rich`` reads it from its release 12.6 on and the older ones (10.11 to
    12.5) do not. ``COLUMNS=0``, which ``rich`` takes for a width of 0 (it printed nothing
    at all), is no width: the terminal's own, or a file's 80; otherwise ``rich`` measures
    the terminal at each use, and follows a resize."""
    from rich.console import Console

    zero = _columns_said() == 0
    return Console(file=_stream(err), no_color=no_color or None, markup=False, emoji=False,
                   highlight=False, soft_wrap=True, force_terminal=_force_colour() or None,
                   width=(columns(err) or 80) if zero else None)


class Printer:
    """Prints the commands' texts: ♥ and ♦ in red on a terminal, plain text otherwise."""

    def __init__(self, no_color: bool = False) -> None:
        self.colour = wants_colour(no_color)
        self._console: Any = console() if self.colour else None

    def echo(self, text: str, nl: bool = True) -> None:
        """Print ``text`` (and a line break), the red suits in red when in colour."""
        if self._console is None:
            typer.echo(text, nl=nl)
            return
        from rich.text import Text

        styled = Text(text)
        styled.highlight_regex(RED, style="red")
        self._console.print(styled, end="\n" if nl else "")


def print_markdown(text: str, width: int, no_color: bool = False) -> None:
    """Print a Markdown page: drawn by ``rich`` (at most ``width`` columns) on a terminal,
    as it is written otherwise (its lines already fit in ``width``), a dumb terminal
    (``TERM=dumb``) included, which shows no style: its text as written, as with
    ``NO_COLOR``, rather than rich's rules of box characters under the tables' heads."""
    if not wants_colour(no_color) or dumb_terminal():
        typer.echo(text, nl=False)
        return
    from rich.markdown import Markdown

    out = console()
    out.width = min(width, out.width)
    out.print(Markdown(text), soft_wrap=False)  # wrapped within the width


class Busy:
    """The word that says a search is under way (``thinking…``, ``reviewing the deal…``),
    written where the cursor is and erased once the answer comes, or at Ctrl-C: on
    standard output when it is a terminal; else on standard error when that is one (the
    game piped into a file or a program, whose lines stay the transcript alone, as a
    progress bar goes to a terminal's stderr); nowhere when neither is, nor on a dumb
    terminal (``TERM=dumb``: an editor's shell), which could not erase it."""

    def __init__(self) -> None:
        self.stream: IO[str] | None = None
        if not dumb_terminal():
            self.stream = next((s for s in (sys.stdout, sys.stderr) if is_tty(s)), None)
        #: True while the word is on the screen.
        self.shown = False

    def show(self, text: str) -> None:
        """``text`` written where the cursor is (again, where a redraw wiped it)."""
        if self.stream is None:
            return
        # Flagged before it is written: a Ctrl-C as soon as it shows finds it flagged,
        # and erased.
        self.shown = True
        self.stream.write(text)
        self.stream.flush()

    def erase(self) -> None:
        """The word erased, with its row (and a ``^C`` the terminal echoed after it)."""
        if self.shown and self.stream is not None:
            self.stream.write("\r\x1b[2K")
            self.stream.flush()
        self.shown = False


def counted(done: float, total: float | None, unit: str, lang: str = "en") -> str:
    """The progress bar's count, its thousands grouped as the report groups them:
    ``1,500/3,000 deals``, French ``1 500/3 000 donnes`` (a narrow no-break space)."""
    return f"{grouped(int(done), lang)}/{grouped(int(total or 0), lang)} {unit}"


class Progress:
    """The progress bar of a long run, on stderr when stderr is a terminal (``rich``):
    the bar, the count (``counted``) and the time left."""

    def __init__(self, total: int, unit: str, no_color: bool = False,
                 lang: str = "en") -> None:
        from rich.progress import Progress as RichProgress

        self._bar = RichProgress(
            *self.parts(unit, lang),
            console=console(err=True, no_color=no_color), transient=True,
        )
        self._task = self._bar.add_task("", total=total)
        self._bar.start()

    @staticmethod
    def parts(unit: str, lang: str = "en") -> tuple[Any, ...]:
        """The bar's parts, ``rich``'s columns (``columns`` above is the terminal's width):
        the bar, the count and the time left. The count is never wrapped: on a narrow
        terminal the bar gives way to it, so that it stays on one line (French ``30 000``
        would break at its narrow no-break space)."""
        from rich.progress import BarColumn, ProgressColumn, TimeRemainingColumn
        from rich.table import Column
        from rich.text import Text

        class Count(ProgressColumn):
            def render(self, task: Any) -> Any:
                return Text(counted(task.completed, task.total, unit, lang))

        return BarColumn(), Count(table_column=Column(no_wrap=True)), TimeRemainingColumn()

    @staticmethod
    def wanted() -> bool:
        """True when stderr is a terminal (the bar is never drawn into a file or a pipe)."""
        return is_tty(sys.stderr)

    def update(self, done: int) -> None:
        """``done`` more units finished."""
        self._bar.advance(self._task, done)

    def close(self) -> None:
        """Remove the bar from the terminal."""
        self._bar.stop()


def drop_typed() -> None:
    """Drop what was typed on the terminal and not yet read."""
    if _termios is None:  # no termios (Windows): nothing to drop
        return
    # Not a terminal (termios.error), no descriptor: nothing to drop.
    with contextlib.suppress(_termios.error, OSError, AttributeError, ValueError):
        _termios.tcflush(sys.stdin.fileno(), _termios.TCIFLUSH)


#: termios once ``load_termios`` has imported it (None before, and where there is none).
_termios: ModuleType | None = None


def load_termios() -> None:
    """Import termios for ``drop_typed``: as the table's screen starts, before its redraw's
    signal handlers are set, not in them (a second resize signal while the first handler
    imported it broke the import: a KeyError of importlib's lock, shown whole), nor for
    every command that loads this module (``belote score``)."""
    global _termios
    try:
        import termios
    except ImportError:  # Windows: nothing to drop
        return
    _termios = termios
