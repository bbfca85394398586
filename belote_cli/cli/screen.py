"""``belote play`` on a terminal: the table drawn before each question (``table``).

``Screen`` is used only when standard output and standard input are both a terminal (a
player at the keyboard); through a pipe, or with lines fed from a file or a script, the
command prints its lines as they come (♥ and ♦ in red on a terminal) and nothing here
runs, so that piped output (and the golden files) stay what they are. Before each
question the screen is cleared and drawn again at the terminal's size: the table, then as
many of the last lines said (the bids, the cards played, the tricks) as fit, then the
question, on the same words as through a pipe; a long answer that changed nothing of the
game (help, a hint) is shown whole instead when both do not fit, and a hint longer than
the screen (the coinche call's) a screenful at a time from its first line. A finished trick stays
on view ``pause`` seconds before the next lead (none with ``--pause 0``). A resize redraws
the screen at the new size (``SIGWINCH``), and so does a return to the foreground after
Ctrl-Z (``SIGCONT``). At the end of a deal its tally is shown whole
and the player may type ``review`` before going on: a page of text (the tally, a review)
on a cleared screen, a screenful at a time where it is longer (``paging``), drawn again
as the table is. Without colour (``NO_COLOR``, ``--no-color``) the same layout is written
as plain text.
"""

from __future__ import annotations

import functools
import os
import signal
import sys
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

from ..play.interactive import Session
from ..play.interactive_deux import DeuxSession
from ..play.session import _HAND, _HELP, _HINT, _LAST, _QUIT, _SCORE, _TRICK, REVIEW_WORDS
from ..play.table import MIN_HEIGHT, MIN_WIDTH, Row, plain, table_rows
from ..render import tricks_in_columns
from ..texts import say
from .commands.common import fail
from .paging import TextPage, rows_of, screenful, wrapped
from .terminal import (
    RED,
    Busy,
    console,
    drop_typed,
    dumb_terminal,
    is_tty,
    load_termios,
    wants_colour,
)

#: Clear the screen and put the cursor at its top left.
CLEAR = "\x1b[H\x1b[2J"
#: The longest pause after a trick, in seconds.
MAX_PAUSE = 10.0
#: The last lines said that the screen keeps (more than any terminal shows).
KEPT = 500
#: The signals on which the screen is drawn again: a resize, a return to the foreground.
_REDRAW_SIGNALS = ("SIGWINCH", "SIGCONT")
#: The words whose answer changes nothing of the game (``session``): a long answer to one
#: of them is shown whole, without the table, when both do not fit.
INFO_WORDS = _HELP | _HAND | _TRICK | _LAST | _SCORE | _HINT | REVIEW_WORDS
# The words a held page passes on to the first trick's question, which answers them.
_FIRST_TRICK = _HAND | _TRICK | _LAST | _SCORE | _HINT


class Screen:
    """The terminal's screen during a ``belote play`` session (see the module docstring)."""

    def __init__(self, session: Session | DeuxSession, no_color: bool, pause: float,
                 busy: Busy | None = None) -> None:
        self.session = session
        # Where the line that says a search is under way is written, and erased once
        # its answer comes or at Ctrl-C (``commands.play``).
        self.busy = Busy() if busy is None else busy
        self.lang = session.lang
        self.colour = wants_colour(no_color)
        self._console: Any = console(no_color=not self.colour) if self.colour else None
        self.interactive = is_tty(sys.stdin)
        self.pause = pause if self.interactive else 0.0
        self.log: list[str] = []
        self._prompt = ""
        self._records = 0
        self._previous: dict[int, Any] = {}  # the handlers replaced by ``start``
        # What the screen shows now, drawn again on a resize: the trick just finished
        # (and the lines said with it) or the question.
        self._shown: tuple[bool, list[str] | None] | None = None
        self._drawing = False
        self._again = False
        # The last answer, when it left the game where it was (help, hint, last, score…):
        # shown whole, without the table, when they do not fit together.
        self._info: list[str] = []
        # The lines said since the deal in progress began: a void deal's page shows them
        # (the passes said before the user's first turn came in an earlier answer).
        self._deal_lines: list[str] = []
        # The lines of the page held as the auction ended (``_auction_over``) and the
        # answer above its line (help…), drawn again on a resize; None when no such page
        # is shown.
        self._held: tuple[list[str], list[str]] | None = None
        # The lines of ``log`` left out of the pages until the next answer that says
        # something (an empty line typed draws the same page again): the cards played
        # before the user's first question of the play, where that keeps the auction's
        # end in view under the first trick (``_auction_over``).
        self._left_out: set[int] = set()
        # The page of text shown a screenful at a time (``_paged``: a deal's tally, a
        # review), drawn again on a resize; None when no such page is shown.
        self._text: TextPage | None = None
        # A line typed at the review's page of a question instead of Enter: read as
        # typed at the question (``take_typed``).
        self._typed: str | None = None
        # Writes the line that says a search is under way (a hint's or a review's
        # "thinking…", "reviewing the deal…") again under the page a resize draws meanwhile;
        # None when none is.
        self._search_line: Callable[[], None] | None = None
        session.trick_done = self._trick_done
        session.reviewing = self._reviewing  # --review's search, or review typed at a question
        thinking = session.thinking  # "thinking…" on a terminal (``commands.play``)
        if thinking is not None:
            def thinking_kept() -> None:
                self._search_line = thinking
                thinking()

            session.thinking = thinking_kept

    @staticmethod
    def wanted() -> bool:
        """True when standard output and standard input are both a terminal that can
        clear its screen: a dumb one (``TERM=dumb``: an editor's shell, some consoles) gets
        the lines as through a pipe."""
        return is_tty(sys.stdout) and is_tty(sys.stdin) and not dumb_terminal()

    # --- what the session says ---------------------------------------------------------------
    def said(self, text: str, read: Callable[[], str], typed: str = "") -> None:
        """The session's answer to the line ``typed`` (or its opening text): kept for the
        screen; at the end of a deal, its lines (the tally whole, or why a deal is void)
        shown alone, and ``review`` offered; the next deal's lines then under its table."""
        self._search_line = None  # the answer has come: the search is over
        lines = text.split("\n") if text else []
        word = " ".join(typed.split()).lower()
        end = self.session.deal_end
        if (word in REVIEW_WORDS and end is None and self.interactive
                and self.session.last_game is not None):
            # The last deal's review, on a page of its own; then the question's page
            # drawn again, as it was (``ask``): the answer before it (a hint) kept whole.
            answer = self._paged(TextPage(lambda width, room: [lines],
                                          say("screen_more", self.lang)), read)
            self._typed = answer if not answer or answer.strip() else None
            return
        if lines:  # an empty line typed is answered by nothing: the page stays as it was
            self._left_out = set()
        self.log.extend(lines)
        del self.log[:-KEPT]
        self._info = lines if word in INFO_WORDS else []
        if end is not None:
            played = len(self.session.records) > self._records
            self._records = len(self.session.records)
            page = lines[:end] if played else self._deal_lines + lines[:end]
            self._deal_lines = lines[end:]
            self._deal_over(page, read, played, self.session.tally_at, self.session.review_at)
            auction = self.session.auction_end
            if (auction is not None and auction[0] >= end and self.interactive
                    and not self.session.is_over):  # the bots took in the next deal
                calls, taken, play = auction
                self._auction_over(lines[end:], (calls - end, taken - end, play - end), read,
                                   [at - end for at in self.session.cards_at])
        else:
            if not self._info:  # the deal's own lines, not the answers to help, hint…
                self._deal_lines.extend(lines)
                del self._deal_lines[:-KEPT]
            auction = self.session.auction_end
            if self.session.is_over and text:  # quit: said under the table
                self._echo(text)
            elif auction is not None and self.interactive:
                self._auction_over(lines, auction, read, list(self.session.cards_at))
            elif word in _HINT and self.interactive and self._too_long(lines):
                # A hint taller than the screen (the coinche call's): paged from its advice.
                answer = self._paged(TextPage(lambda width, room: [lines],
                                              say("screen_more", self.lang)), read)
                self._typed = answer if not answer or answer.strip() else None

    def _too_long(self, lines: list[str]) -> bool:
        width, height = self.size()  # ``lines`` and the question do not fit together
        return rows_of(lines + self._prompt.split("\n"), width) + 1 > height

    def ask(self, prompt: str) -> None:
        """Draw the table and the question."""
        self._prompt = prompt
        self.draw()

    def take_typed(self) -> str | None:
        """The line typed at a question's review page instead of Enter, to be read as typed
        at the question (once: None after it, and where none was typed)."""
        typed, self._typed = self._typed, None
        return typed

    def start(self) -> None:
        """Redraw on a resize, and on coming back to the foreground (Ctrl-Z, then ``fg``):
        the shell has written on the screen meanwhile."""
        load_termios()  # before the handlers, which drop what was typed with it
        for name in _REDRAW_SIGNALS:
            number = getattr(signal, name, None)
            if number is not None:
                self._previous[number] = signal.signal(number, self._redraw)

    def close(self) -> None:
        """Stop redrawing on a resize or a return to the foreground."""
        for number, previous in self._previous.items():
            if previous is not None:
                signal.signal(number, previous)
        self._previous.clear()

    def _redraw(self, signum: int, frame: FrameType | None) -> None:
        """A resize, or a return to the foreground: the screen drawn again."""
        if self._shown is None and self._held is None and self._text is None:
            return
        if self._drawing:  # in the middle of a drawing: once more when it is done
            self._again = True
            return
        # What was typed and not yet sent goes with the screen it was typed on: kept,
        # it would be sent unseen by the next Enter. (Ctrl-Z has dropped it already, and
        # what is typed once the shell's fg is read must not be lost.)
        if signum != getattr(signal, "SIGCONT", None):
            drop_typed()
        draw: Callable[[], None]
        if self._text is not None:  # a page of text: its screenful shown
            draw = self._draw_text
        elif self._held is not None:  # the table as the auction ended, until Enter
            draw = functools.partial(self._draw_held, *self._held)
        else:
            draw = functools.partial(self._draw, *(self._shown or (False, None)))

        def again() -> None:
            draw()
            if self._search_line is not None:  # a search under way: said again, under the page
                self._search_line()

        self._drawn(again)

    # --- drawing -------------------------------------------------------------------------------
    @staticmethod
    def size() -> tuple[int, int]:
        """The terminal's columns and rows (80×24 when it does not say)."""
        try:
            size = os.get_terminal_size(sys.stdout.fileno())
        except (OSError, AttributeError, ValueError):
            return MIN_WIDTH, MIN_HEIGHT
        return size.columns or MIN_WIDTH, size.lines or MIN_HEIGHT

    def draw(self, fresh: bool = False, pending: list[str] | None = None) -> None:
        """Clear the screen, then the table, the last lines said, the question (none while
        the trick just finished is shown, ``fresh``)."""
        self._shown = (fresh, pending)
        self._text = None
        self._drawn(lambda: self._draw(fresh, pending))

    def _drawn(self, draw: Callable[[], None]) -> None:
        """``draw`` called, and once more where a resize came meanwhile."""
        self._drawing = True
        try:
            draw()
            while self._again:
                self._again = False
                draw()
        finally:
            self._drawing = False

    def _draw(self, fresh: bool, pending: list[str] | None) -> None:
        log = ([line for n, line in enumerate(self.log) if n not in self._left_out]
               if self._left_out else self.log)
        rows, lines, _ = self._page(log + (pending or []),
                                    [] if fresh else self._prompt.split("\n"), fresh)
        self._write(rows, lines)

    def _page(self, log: list[str], prompt: list[str], fresh: bool = False,
              auction: bool = False, keep: int = 0) -> tuple[list[Row], list[str], int]:
        """The screen at the terminal's size: the table (as the auction ended with
        ``auction``), then as many of ``log``'s last lines as fit, then ``prompt``; its
        rows, its lines and how many of ``log``'s lines it shows. A long answer (``_info``,
        or at the held auction page the answer in ``prompt``) without the table where
        both do not fit, with ``log``'s last ``keep`` lines too."""
        width, height = self.size()
        rows: list[Row] = []
        head: list[str] = []  # too small for the table: a line that says so
        if width < MIN_WIDTH or height < MIN_HEIGHT or self.session.game is None:
            head = wrapped(say("screen_small", self.lang, width=width, height=height), width)
        else:
            rows = table_rows(self.session, width, fresh, auction)
            kept = log[len(log) - keep:] if keep else []
            if (not fresh and (self._info or auction)
                    and len(rows) + rows_of(self._info + kept + prompt, width) + 1 > height):
                rows = []  # a long answer that changed nothing (help, hint…), whole
        prompt = [part for line in prompt for part in wrapped(line, width)]
        room = height - len(rows) - len(head) - len(prompt) - 1  # the last row: the input
        tail: list[str] = []
        shown = 0
        for line in reversed(log):
            parts = wrapped(line, width)
            if len(parts) > room:
                break
            tail[:0] = parts
            room -= len(parts)
            shown += 1
        return rows, head + tail + prompt, shown

    def _write(self, rows: list[Row], lines: list[str]) -> None:
        if self._console is None:
            sys.stdout.write(CLEAR + "\n".join(plain(rows) + lines) + "\n")
            sys.stdout.flush()
            return
        from rich.text import Text

        text = Text()
        for n, row in enumerate(rows):
            if n:
                text.append("\n")
            for run, style in row:
                text.append(run, style or None)
        for n, line in enumerate(lines):
            if n or rows:
                text.append("\n")
            styled = Text(line)
            styled.highlight_regex(RED, style="red")
            text.append_text(styled)
        # Rendered aside, then written whole: the screen in one write, and its last line
        # ended once whatever rich's version (the oldest allowed ends a print with a line
        # break of its own even with end="").
        with self._console.capture() as captured:
            self._console.print(text, end="")
        sys.stdout.write(CLEAR + captured.get().removesuffix("\n") + "\n")
        sys.stdout.flush()

    def _trick_done(self) -> None:
        """A trick is over: shown as it fell for ``pause`` seconds. What was typed
        meanwhile is dropped: the next screen would hide it, and Enter send it unseen."""
        if self.pause <= 0:
            return
        self.draw(fresh=True, pending=self.session.pending)
        time.sleep(min(self.pause, MAX_PAUSE))
        drop_typed()

    def _deal_over(self, page: list[str], read: Callable[[], str], played: bool,
                   tally: int | None = None, review: tuple[int, int] | None = None) -> None:
        """The end of the deal just finished (``played``: its tally, which begins at line
        ``tally``, and with ``--review`` its review, at lines ``review``; else why it was
        void), whole (``_sections``); then Enter to go on, or ``review`` of the last deal
        played (with a terminal to answer on)."""
        # The page's line, what it says of a word it does not read, and its help.
        key, unknown, help_key = (
            ("screen_last_over", "screen_last_unknown", "screen_last_help")
            if self.session.is_over else
            ("screen_deal_over", "screen_over_unknown", "screen_over_help")
            if played or self.session.last_game is not None else
            ("screen_void_over", "screen_void_unknown", "screen_void_help"))
        footer = say(key, self.lang) if self.interactive else None

        def tally_page() -> TextPage:
            return TextPage(lambda width, room: self._sections(page, tally, width, room,
                                                               review), footer)

        line = self._paged(tally_page(), read)
        if not self.interactive:
            return
        while True:  # a line typed where a page held its rest is read as typed here
            word = " ".join(line.split()).lower()
            if not line:  # Ctrl-D: the end of input, as at any other prompt
                if self.session.is_over:  # nothing left to play: as Enter, leave
                    return
                raise fail(self.session.end_of_input_message(), lang=self.lang)
            if word in _QUIT:  # the next deal, not shown yet, is left (after the last: leave)
                if not self.session.is_over:
                    self._echo(self.session.leave())
                return
            if not word:
                return
            if word in REVIEW_WORDS and self.session.last_game is not None:
                line = self._paged(self._review_page(footer), read)
                continue
            if word in _SCORE:  # the page is the tally: shown again
                line = self._paged(tally_page(), read)
                continue
            if word in _HELP:
                note = say(help_key, self.lang)
            elif word in REVIEW_WORDS:  # a void first deal: no deal to review, said under it
                note = "\n".join(self.session.review_lines())
            else:
                note = say(unknown, self.lang, word=line.strip())
            # The screenful drawn again with the answer above its last line, where it was
            # written under it and scrolled the screenful's first rows off.
            shown = self._text
            if shown is None:
                self._echo(note + "\n" + say(key, self.lang))
            else:
                shown.note = note.split("\n")
                self._drawn(self._draw_text)
            line = self._read(read)

    def _auction_over(self, lines: list[str], auction: tuple[int, int, int],
                      read: Callable[[], str], cards: list[int]) -> None:
        """The auction ended in ``lines`` (after the user's call, or before the user was
        asked): when the next question's page would not show the calls made after the
        user's and the lines that say who took (coinche: the contract's line; classic:
        who took and the cards the user received) (``auction``: where the calls begin,
        where the lines that say who took begin, where the play begins), the table as the
        auction ended, its calls in their places and the lines up to the play, until
        Enter. Where leaving out the lines of the cards played before the user's question
        (``cards``: the table shows each in its slot, and the question's line names them
        again) makes room for them, they are left out of that page instead, and nothing
        is held."""
        calls, _, play = auction
        if not isinstance(self.session, Session):
            return
        if calls == play:  # nothing said between the user's call and the play
            return
        prompt = self.session.prompt.split("\n")
        if self._page(self.log, prompt)[2] >= len(lines) - calls:
            return
        first = len(self.log) - len(lines)
        left_out = {first + at for at in cards}
        if left_out:
            log = [line for n, line in enumerate(self.log) if n not in left_out]
            if self._page(log, prompt)[2] >= len(lines) - calls - len(left_out):
                self._left_out = left_out
                return
        log = self.log[:len(self.log) - len(lines) + play]
        self._shown = None
        self._draw_held(log)
        typed: str | None = None  # a line typed where the review held its rest
        try:
            while True:
                line = read() if typed is None else typed
                typed = None
                if not line:  # Ctrl-D: the end of input, as at any other prompt
                    raise fail(self.session.end_of_input_message(), lang=self.lang)
                word = " ".join(line.split()).lower()
                if not word:
                    return
                if word in _QUIT:
                    self._held = None
                    self.said(self.session.handle_line(line), read, line)
                    return
                if word in _FIRST_TRICK:  # answered at the first trick's question, its page
                    self._typed = line
                    return
                if word in REVIEW_WORDS and self.session.last_game is not None:
                    typed = self._review_held(read)
                    self._draw_held(log)
                    continue
                # help, a word the page does not read, review with no deal to review yet:
                # the page drawn again with the answer above its line, where it was written
                # under it and scrolled the table's first rows off.
                note = (say("screen_auction_help", self.lang) if word in _HELP
                        else "\n".join(self.session.review_lines()) if word in REVIEW_WORDS
                        else say("screen_auction_unknown", self.lang, word=line.strip()))
                self._draw_held(log, note.split("\n"))
        finally:
            self._held = None

    def _review_held(self, read: Callable[[], str]) -> str | None:
        """``review`` typed at a held page: the review of the last deal on a page of its
        own, a screenful at a time, then Enter to come back to the held page. Returns
        None, or a line typed instead of Enter, read at the held page."""
        review = self._review_page(say("screen_more", self.lang))
        self._held = None  # the review's screenful is drawn again on a resize instead
        line = self._paged(review, read)
        return line if not line or line.strip() else None

    def _draw_held(self, log: list[str], note: list[str] | None = None) -> None:
        """The table as the auction ended, the last of ``log`` under it, the answer to a
        line typed there (``note``: help…) and ``Enter: play``; drawn again on a resize
        until Enter. The answer takes its rows from the oldest lines of ``log`` shown, the
        calls and who took, which the table shows in their places, never from the last
        line said before the play, which it does not (coinche: the contract's line;
        classic: the cards the user received); where it does not fit under the table
        beside that line, it is shown whole without the table, the last lines said above
        it (``_page``)."""
        self._text = None
        note = note or []
        rows, page, _ = self._page(log, [*note, say("screen_auction_over", self.lang)],
                                   auction=True, keep=1 if note else 0)
        self._write(rows, page)
        self._held = (log, note)

    def _review_page(self, footer: str | None) -> TextPage:
        """The review of the last deal as a page of text (``reviewing the deal…`` said
        first on the row typed on, while it is searched, then erased), ``footer`` under
        its last screenful."""
        self._search_line = self._reviewing_line
        self._reviewing_line()
        try:
            lines = self.session.review_lines()
        finally:
            self._search_line = None
        self.busy.erase()
        return TextPage(lambda width, room: [lines], footer)

    def _reviewing(self) -> None:
        """``--review``'s search at the end of a deal, or ``review`` typed at a question:
        ``reviewing the deal…`` on the row typed on, under the page shown (the question's,
        or the last trick's), as ``hint`` says ``thinking…``; under the page a resize draws
        meanwhile too, until the answer comes (``said``)."""
        self._search_line = self._reviewing_line
        self._reviewing_line()

    def _reviewing_line(self) -> None:
        """``reviewing the deal…`` on the row typed on, where a resize draws the page again;
        erased as the answer comes, or at Ctrl-C (``busy``)."""
        self.busy.show(say("play_review_thinking", self.lang))

    def _sections(self, page: list[str], tally: int | None, width: int, height: int,
                  review: tuple[int, int] | None) -> list[list[str]]:
        """A deal's last page in ``height`` rows where it can be, nothing left out
        (``_fitted``), in sections that each begin a screenful where it is shown a
        screenful at a time (``_paged``). The review of ``--review`` (its lines
        ``review``, after the tally and before a match's line) squeezes nothing: the tally
        alone, fitted as without it, then the review (from its heading) and the match's
        line, on screenfuls of their own where the whole does not fit."""
        if tally is None or rows_of(page, width) <= height:
            return [page]
        if review is None:
            return [self._fitted(page, tally, width, height)]
        start, stop = review
        fitted = self._fitted(page[tally:start] + page[stop:], 0, width, height)
        cut = len(fitted) - (len(page) - stop)  # the match's lines after the review
        return [fitted[:cut], page[start:stop] + fitted[cut:]]

    def _fitted(self, page: list[str], tally: int, width: int, height: int) -> list[str]:
        """A deal's last page in ``height`` rows where it can be, nothing left out: when it
        does not fit as it is said, the tally alone (without the last cards said before
        it, which its last trick repeats), then its tricks in two columns
        (``tricks_in_columns``), then without the blank line after them, then without
        the row of its own that the last trick's dix de der takes at 80 columns (the
        tally's dix de der row says who won it)."""
        if rows_of(page, width) <= height:
            return page
        page = page[tally:]
        if rows_of(page, width) <= height or "" not in page:
            return page
        blank = page.index("")  # after the heading and the tricks
        head, tricks, rest = page[:1], page[1:blank], page[blank + 1:]
        players = 2 if isinstance(self.session, DeuxSession) else 4
        columns = tricks_in_columns(tricks, width, players)
        if columns is not None:
            page = head + columns + [""] + rest
        if rows_of(page, width) <= height:
            return page
        page = head + (tricks if columns is None else columns) + rest
        if columns is None or rows_of(page, width) <= height:
            return page
        bare = tricks_in_columns(tricks, width, players, dix=False)
        return page if bare is None else head + bare + rest

    def _paged(self, page: TextPage, read: Callable[[], str]) -> str:
        """``page`` on a cleared screen: where it takes more rows than the screen has above
        its footer, a screenful at a time, each held until Enter (``screen_more``), so that
        none of it scrolls off unseen; drawn again on a resize (``_draw_text``). Returns
        the line typed at its footer, or one typed instead of Enter at an earlier
        screenful (Ctrl-D: empty), which stops it: the page reads it as typed at its own
        line. Without a terminal to type on, the whole at once, and nothing read ("")."""
        self._shown = None
        self._text = page
        self._drawn(self._draw_text)
        if not self.interactive:
            return ""
        return self._read(read)

    def _read(self, read: Callable[[], str]) -> str:
        """A line typed at the page of text shown (``_paged``): Enter at a screenful
        that is not its last (as a resize may have made it) shows the next one."""
        while True:
            line = read()
            page = self._text
            if page is None or page.last or not line or line.strip():
                return line
            page.at, page.note = page.end, []
            self._drawn(self._draw_text)

    def _draw_text(self) -> None:
        """The screenful of the page of text (``_text``) that begins at its ``at``, on a
        cleared screen at the terminal's size (``paging.screenful``)."""
        page = self._text
        if page is None:
            return
        shown = screenful(page, *self.size(), say("screen_more", self.lang), self.interactive)
        sys.stdout.write(CLEAR)
        self._echo("\n".join(shown))

    def _echo(self, text: str) -> None:
        # Broken between words at the screen's width, as the table's lines are.
        width = self.size()[0]
        text = "\n".join(part for line in text.split("\n") for part in wrapped(line, width))
        if self._console is None:
            sys.stdout.write(text + "\n")
        else:
            from rich.text import Text

            styled = Text(text)
            styled.highlight_regex(RED, style="red")
            self._console.print(styled)
        sys.stdout.flush()
