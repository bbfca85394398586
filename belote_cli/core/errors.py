"""The one error family of the library; the CLI turns each into ``error: ...`` and exit 1.

An error says *what* is wrong as a ``code`` and its values (``params``: the card, the seat,
the rule…), not as a sentence: ``texts.describe(error, lang)`` words it in the user's
language at the edge (the command line, the play session), and ``str(error)`` is a plain
English sentence built from the code and values by ``english``, without the catalogue. An
error raised with a plain message (no code) keeps that message in every language.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from . import english
from .english import sentence


@dataclasses.dataclass(frozen=True, slots=True, eq=True)
class Reason:
    """Why something is refused, for people to read: a catalogue ``code`` and its values.

    ``Reason("must_follow", {"suit": 1})`` reads ``must follow ♥`` (``doit fournir ♥``).
    Its ``repr`` is written as the library's other values are (``core.reprs``): the code,
    then its values when it has some, a card, a suit or cards as ``str()`` names them (a
    value named ``card`` or ``…_card``, ``suit`` or ``…_suit``, ``cards`` or ``…_cards``).

    >>> Reason("must_follow", {"suit": 1})
    Reason('must_follow', {'suit': ♥})
    >>> Reason("must_follow"), str(Reason("must_follow", {"suit": 1}))
    (Reason('must_follow'), 'must follow ♥')
    """

    code: str
    params: Mapping[str, object] = dataclasses.field(default_factory=dict)

    def __str__(self) -> str:
        return sentence(self.code, self.params)

    def __repr__(self) -> str:
        if not self.params:
            return f"Reason({self.code!r})"
        values = ", ".join(f"{key!r}: {_value_shown(key, value)}"
                           for key, value in self.params.items())
        return f"Reason({self.code!r}, {{{values}}})"


def _value_shown(key: str, value: object) -> str:
    # A value of a ``Reason`` as its ``repr`` writes it (``english.shown``, as
    # ``core.reprs.show`` does): a card, a suit or cards by its name, as ``english.named``
    # reads them for ``str()``; a value its name does not fit (a card of 99, a card's text)
    # as it is.
    name = str(key)
    kind = next((kind for word, kind in (("cards", "card"), ("card", "card"), ("suit", "suit"))
                 if name == word or name.endswith("_" + word)), None)
    if kind == "card":
        return english.shown(value, lambda c: english.card(c) if 0 <= c < 32 else repr(c))
    if kind == "suit":
        return english.shown(value, lambda s: english.suit(s) if 0 <= s < len(english.SUITS)
                             else repr(s))
    return english.shown(value)


def shown_name(path: str) -> str:
    """A file name as a message shows it: as given, or quoted as Python writes it (its
    ``repr``, ``'\\n'``) where it holds a character a terminal does not show as itself (a
    line break, a tab, an escape) or only blanks, so that the message stays on its line and
    the name can be seen. A name it has quoted is left as it is (``repr`` writes only what a
    terminal shows), so that a name quoted by the caller is never quoted twice.

    >>> print(shown_name("donne à 4.belote"), shown_name("bad\\nname"), shown_name(" "))
    donne à 4.belote 'bad\\nname' ' '
    >>> shown_name(shown_name("a\\tb")) == shown_name("a\\tb")
    True
    """
    return path if path.isprintable() and path.strip() else repr(path)


def names_shown(reason: Reason) -> Reason:
    """``reason`` (why a file cannot be written: ``cannot_write`` and the reason it gives as
    its ``problem``) with the names it holds, ``path`` and ``folder``, as ``shown_name``
    shows them: ``no such directory: '/tmp/no\\nsuch'`` on one line.

    >>> print(names_shown(Reason("write_no_folder", {"folder": "/tmp/no\\nsuch"})))
    no such directory: '/tmp/no\\nsuch'
    """
    params = dict(reason.params)
    for key, value in params.items():
        if key in ("path", "folder") and isinstance(value, str):
            params[key] = shown_name(value)
        elif isinstance(value, Reason):
            params[key] = names_shown(value)
    return Reason(reason.code, params)


class BeloteError(Exception):
    """Base of every error the library raises on bad input.

    ``CardError(code="card_unknown", text="11♥")``: a structured error, its code and
    values (``code``, ``params``), which ``str()`` words in English and the text catalogue
    in the user's language; ``BeloteError("message")``: a message kept as written.

    >>> str(BeloteError("the deal is over")), str(CardError(code="card_unknown", text="11♥"))
    ('the deal is over', "unknown card '11♥'")
    >>> CardError(code="card_unknown", text="11♥")
    CardError("unknown card '11♥'")
    >>> issubclass(CardError, BeloteError) and issubclass(DealFileErrors, BeloteError)
    True
    """

    def __init__(self, message: str = "", *, code: str = "", **params: object) -> None:
        super().__init__(message or code)
        self.message_text = message
        self.code = code
        self.params: dict[str, object] = params

    @property
    def reason(self) -> Reason:
        """The error as a ``Reason`` (its code and values)."""
        return Reason(self.code, self.params)

    def __str__(self) -> str:
        if not self.code:
            return self.message_text
        return sentence(self.code, self.params)

    def __repr__(self) -> str:
        # The message, not the code alone: ``CardError("unknown card '11♥'")`` in a list
        # of problems or a traceback's chained errors.
        return f"{type(self).__name__}({str(self)!r})"


class CardError(BeloteError):
    """A card, suit or seat that does not exist (``11♥``, ``Z``).

    >>> from belote_cli.core.cards import parse_card
    >>> parse_card("11♥")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.CardError: unknown card '11♥': write the rank (7 8 9 10 J Q K A, ...
    """


def named_error(error: BeloteError, what: str) -> BeloteError:
    """``error`` with the argument it is about named first, as a wrong int names it
    (``dealer: unknown seat 'Q' (expected N, E, S or W)``), of its own kind, or of the
    nearest kind above it where its own has a constructor of its own (``SuitLetterError``:
    a ``CardError``); a coded error keeps its code as the problem of ``hand_option``
    (``{option}: {problem}``), worded in every language.

    >>> named_error(CardError(code="seat_unknown", text="Q"), "dealer")
    CardError("dealer: unknown seat 'Q' (expected N, E, S or W)")
    """
    # A kind with a constructor of its own (``cards.SuitLetterError``: the letter and its
    # readings) is given as the nearest kind above it that takes a message or a code.
    kind = next(k for k in type(error).__mro__
                if issubclass(k, BeloteError) and "__init__" not in vars(k)
                or k is BeloteError)
    if not error.code:
        return kind(f"{what}: {error}")
    return kind(code="hand_option", option=what, problem=error.reason)


def unwritable_character(error: UnicodeEncodeError) -> str:
    """The character an encoding could not write, as the messages name it: the first one
    alone, where the error spans the whole run of them (the forty blocks of simulate's
    longest bar), quoted in ASCII letters, which any output can write (``'\\u2665'`` for
    ``♥``, ``'\\xe9'`` for ``é``): the commands' ``standard output is in latin-1, which
    cannot write …`` and ``dump``'s ``the file's encoding … cannot write …`` alike.

    >>> print(unwritable_character(UnicodeEncodeError("latin-1", "50 \u2588\u2588", 3, 5, "")))
    '\\u2588'
    """
    return ascii(error.object[error.start:error.start + 1])


class RuleError(BeloteError):
    """An unknown rule option or value (``undertrump=maybe``).

    >>> from belote_cli.core.rules import RuleSet
    >>> RuleSet.parse(["undertrump=maybe"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.RuleError: unknown value 'maybe' for rule 'undertrump' (expected ...)
    """


class IllegalPlayError(BeloteError):
    """A card that breaks an obligation (*obligation*) or is not in the hand.

    >>> from belote_cli import Game
    >>> game = Game(seed=4)
    >>> game.take()                        # S takes ♥ and leads J♥; W holds one heart, A♥
    Bid(seat=S, round=1, suit=♥)
    >>> game.play("J♥")
    >>> try:
    ...     game.play("K♠")
    ... except IllegalPlayError as refused:
    ...     print(refused.rule)
    must follow ♥
    """

    @property
    def rule(self) -> Reason | None:
        """The obligation the card breaks (``must follow ♥``), when it breaks one."""
        rule = self.params.get("reason")
        return rule if isinstance(rule, Reason) else None


class DealFileError(BeloteError):
    """A problem in a deal file, located as ``FILE:LINE:COLUMN``.

    ``line`` and ``column`` are 1-based; 0 means "not known" and is left out of the message.
    ``problem`` is what is wrong, a ``Reason`` (``texts`` words it in English or French;
    ``message`` is its English). The error's own ``code`` is ``located`` for every problem
    (the problem at its place, ``FILE:LINE:COLUMN: …``): a program that tells problems
    apart reads ``problem.code`` (``card_unknown``) and ``problem.params``.

    >>> from belote_cli.dealfile import loads
    >>> try:
    ...     loads("trump: H\\n1: S:11H W:7H N:8H E:9H\\n", "deal.belote")
    ... except DealFileErrors as problems:
    ...     first = problems.errors[0]
    >>> first.line, first.column, first.message, str(first)
    (2, 6, "unknown card '11H'", "deal.belote:2:6: unknown card '11H'")
    >>> first.code, first.problem.code, first.problem.params
    ('located', 'card_unknown', {'text': '11H'})
    """

    def __init__(self, path: str, line: int, column: int, problem: Reason | str) -> None:
        self.path = path
        self.line = line
        self.column = column
        self.problem = problem if isinstance(problem, Reason) else Reason("as_written",
                                                                          {"text": problem})
        super().__init__(code="located", where=self.location(), problem=self.problem)

    def __reduce__(self) -> tuple[type[DealFileError], tuple[str, int, int, Reason]]:
        # Pickled by its own arguments (a process pool sends it back to the parent).
        return type(self), (self.path, self.line, self.column, self.problem)

    @property
    def message(self) -> str:
        """The problem in English, without its position."""
        return str(self.problem)

    def location(self) -> str:
        """``FILE``, ``FILE:LINE`` or ``FILE:LINE:COLUMN``, the file's name as ``shown_name``
        shows it (``'bad\\nname.belote':2:6``, on one line); ``path`` keeps it as given.

        >>> DealFileError("bad\\nname.belote", 2, 6, "unknown card").location()
        "'bad\\\\nname.belote':2:6"
        """
        where = shown_name(self.path) if self.path else ""
        if self.line:
            where += f":{self.line}"
            if self.column:
                where += f":{self.column}"
        return where


class DealFileErrors(BeloteError):
    """The problems found in one file, reported together: ``errors``, the first ones in the
    file's order, and ``more``, how many others were found; ``stopped``: the line where
    reading stopped after too many problems (0: the file was read through, and ``count``
    is every problem it has).

    >>> from belote_cli.dealfile import loads
    >>> try:
    ...     loads("trump: H\\n1: S:11H W:7H N:8H E:9H\\n")
    ... except DealFileErrors as problems:
    ...     print(len(problems.errors), problems.more)
    3 0
    """

    def __init__(self, errors: list[DealFileError], more: int = 0, stopped: int = 0) -> None:
        self.errors = errors
        self.more = more
        self.stopped = stopped
        lines = [str(e) for e in errors]
        if more:
            lines.append(f"… and {more} more" + (
                f" before line {stopped}, where reading stopped" if stopped else ""))
        super().__init__("\n".join(lines))

    def __reduce__(self) -> tuple[type[DealFileErrors], tuple[list[DealFileError], int, int]]:
        return type(self), (self.errors, self.more, self.stopped)

    @property
    def count(self) -> int:
        """How many problems were found, kept or not."""
        return len(self.errors) + self.more
