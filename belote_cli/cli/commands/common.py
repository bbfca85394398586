"""What every command shares: how a command reports a failure and keeps tracebacks away.

Below the Typer app (``belote_cli.cli``), which imports the commands and registers them:
a command module never imports the app.
"""

from __future__ import annotations

import codecs
import contextlib
import functools
import importlib
import math
import os
import signal
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import typer

from ...core.errors import BeloteError, DealFileErrors, Reason, unwritable_character
from ...core.errors import names_shown as names_shown
from ...core.errors import shown_name as shown_name
from ...core.numbers import marked
from ...core.substitutes import lacked
from ...system.environment import COMMAND_LINE
from ...system.environment import LOCALE_VARIABLES as LOCALE_VARIABLES
from ...system.environment import environment_language as environment_language
from ...system.environment import language_of as language_of
from ...system.files import problem_writing
from ...system.signals import Terminated
from ...texts import describe, say
from ..typer_click import click_module

F = TypeVar("F", bound=Callable[..., Any])


def _arguments_named_as_options_are() -> None:
    # Recent Typer releases write a required argument ``{FILE}`` on the usage line and its
    # type after its name (``FILE <str>``), where the options read ``--record FILE``: the
    # help of every command names an argument by its metavar alone, as click does.
    argument = getattr(importlib.import_module("typer.core"), "TyperArgument", None)
    if argument is None or not hasattr(argument, "_usage_display_name"):
        return

    def usage_name(self: Any) -> str:
        name = str(self.display_name_raw)
        name = name if self.required else f"[{name}]"
        return name + ("..." if self.nargs != 1 else "")

    argument._usage_display_name = usage_name
    argument.display_type_rich = lambda self, ctx: None


_arguments_named_as_options_are()


def fail(message: str, code: int = 1, lang: str = "en") -> typer.Exit:
    """Print ``error: message`` (French ``erreur : message``) on stderr; return the exit to
    raise."""
    typer.echo(say("error", lang, message=message), err=True)
    return typer.Exit(code)


def file_problems(error: DealFileErrors, where: str, lang: str = "en") -> typer.Exit:
    """A deal file's problems on stderr, each at its ``FILE:LINE:COL``, then how many more
    (and the line the reading stopped at, where there were too many to read on), then the
    count in an ``error:`` line naming the file ``where``; return the exit to raise."""
    for err in error.errors:
        typer.echo(describe(err, lang), err=True)  # FILE:LINE:COL: the problem
    n = error.count
    if error.stopped:  # too many problems: the file was not read to its end
        typer.echo(say("score_more_stopped", lang, n=error.more, line=error.stopped),
                   err=True)
        return fail(say("score_problems_stopped", lang, n=n, path=where), lang=lang)
    if error.more:
        typer.echo(say("score_more", lang, n=error.more), err=True)
    return fail(say("score_problems" if n > 1 else "score_problem", lang, n=n, path=where),
                lang=lang)


def as_typed(value: float, lang: str = "en") -> str:
    """A number as it was typed, as near as a float can say: ``10``, ``12.5``; in French
    with the decimal comma, ``12,5``. A number of ``seconds`` that is not finite (``nan``,
    ``inf``, ``1e400``, which a float holds as ``inf``) is the text typed itself, its
    decimal point or comma the language's."""
    if isinstance(value, Seconds) and not math.isfinite(value):
        text = value.typed.strip().replace(",", ".")
    else:
        text = repr(value)
        text = text[:-2] if text.endswith(".0") else text
    return marked(text, lang)


class Seconds(float):
    """A number of seconds read from the command line, and the text it was read from
    (``typed``), which an error quotes where the float says something else."""

    typed: str

    def __new__(cls, value: float, typed: str) -> Seconds:
        number = super().__new__(cls, value)
        number.typed = typed
        return number


def seconds(value: str | float) -> float:
    """An option's number of seconds: ``0.5``, or ``0,5`` with the decimal comma French
    writes (``,5`` too), a digit after the comma: ``1,`` may be ``1,5`` cut short; in ASCII
    digits without ``_``, as the seconds are quoted back (``float`` reads ``١٠٠`` and
    ``1_0``: ``found 100``). ValueError for anything else, which the command line says is
    not a number. Text gives a ``Seconds``, which keeps it for ``as_typed``; whether the
    number is finite (``nan``, ``inf``) is the command's to check."""
    if not isinstance(value, str):
        return float(value)
    text = value
    if not value.isascii() or "_" in value:
        raise ValueError(f"not a number in ASCII digits: {value!r}")
    if value.count(",") == 1 and "." not in value:
        whole, _, decimals = value.partition(",")
        if not decimals[:1].isdigit():
            raise ValueError(f"no digit after the decimal comma: {value!r}")
        text = f"{whole}.{decimals}"
    return Seconds(float(text), value)


def round_number(value: str | int) -> int:
    """``--round``'s value: ``1`` or ``2`` as written, where an int's reading would take
    ``2.0``, `` 2`` or ``02`` for 2. ValueError for anything else, which the command line
    says is not one of ``WORDS[round_number]``; the default (an int) as it is."""
    if isinstance(value, int) and not isinstance(value, bool) and str(value) in ROUND_WORDS:
        return value
    if isinstance(value, str) and value in ROUND_WORDS:
        return int(value)
    raise ValueError(f"not 1 or 2: {value!r}")


#: The words ``round_number`` takes.
ROUND_WORDS = ("1", "2")

#: The words an option's parser takes, by the parser, for the usage error that names them.
WORDS: dict[Callable[..., object], tuple[str, ...]] = {round_number: ROUND_WORDS}


def command_line() -> list[str]:
    """The tokens of the command line being run (``belote ARGS``), as the program's parser
    keeps them in its context; none outside a command line (a function called from
    Python)."""
    ctx = click_module("globals").get_current_context(silent=True)
    meta = getattr(ctx, "meta", None) or {}
    return list(meta.get(COMMAND_LINE, ()))


def given(ctx: typer.Context, name: str) -> bool:
    """True when the command line (or the environment) gave parameter ``name`` a value,
    False when it holds its default: an option that only goes with another one is refused
    without it, whatever value it was given, its default's included."""
    source = ctx.get_parameter_source(name)
    # By name: Typer may vendor its own click, with its own ParameterSource.
    return source is not None and source.name != "DEFAULT"


def problem_writing_named(path: str) -> Reason | None:
    """Why the file a command line names (``--record``, ``--csv``) cannot be written, or
    None: ``problem_writing``'s reasons (its folder tried with a file made and removed),
    and a name of blanks only (``--record ' '``), a slip of the keyboard that would write a
    file no listing shows, refused as an empty name is."""
    if path and not path.strip():
        return Reason("write_blank_name", {"path": path})
    problem = problem_writing(path, try_making=True)
    return None if problem is None else names_shown(problem)


#: The environment variables that name the user's locale, the first one set winning (as
#: POSIX programs read them for their messages).
def _lang_of(kwargs: dict[str, Any]) -> str:
    """The language a command was asked to speak (``--lang``, else the environment's), for
    its error lines."""
    lang = kwargs.get("lang")
    if not isinstance(lang, str):
        lang = environment_language()
    return "fr" if lang.strip().lower() == "fr" else "en"


def reports_errors(func: F) -> F:
    """Wrap a command so no traceback reaches the user."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if sys.stdout is None:  # started with standard output closed (``>&-``)
            lang = _lang_of(kwargs)
            raise fail(say("stdout_closed", lang), lang=lang)
        if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
            # Ctrl-C is a KeyboardInterrupt again, said below (``cli.main`` handled it
            # while the command line was parsed); a command run from a thread keeps it.
            with contextlib.suppress(ValueError):
                signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            result = func(*args, **kwargs)
            sys.stdout.flush()  # a full disk is reported here, not at exit
            return result
        except BeloteError as e:
            lang = _lang_of(kwargs)
            # A file that cannot be written (--record, --csv) is named by the library as
            # the checks before the run name it (core.errors.names_shown).
            raise fail(describe(e, lang), lang=lang) from None
        except KeyboardInterrupt:
            typer.echo(say("interrupted", _lang_of(kwargs)), err=True)
            raise typer.Exit(130) from None
        except Terminated:
            # ``kill`` (SIGTERM) is said as Ctrl-C is, and exits 143 (cli._terminated).
            typer.echo(say("terminated", _lang_of(kwargs)), err=True)
            raise
        except UnicodeEncodeError as e:
            lang = _lang_of(kwargs)
            raise fail(say("output_encoding", lang, **unwritable(e)), lang=lang) from None
        except BrokenPipeError:
            # The reader went away (``belote ... | head``): nothing more to say.
            sys.stderr.close()
            raise typer.Exit(1) from None
        except OSError as e:
            # The output cannot be written (a full disk, a closed terminal): say so once.
            _drop_stdout()
            lang = _lang_of(kwargs)
            why = str(e.strerror or e)
            # The file named on one line, as every other message names one.
            raise fail(say("option_problem", lang, option=shown_name(os.fsdecode(e.filename))
                           if isinstance(e.filename, (str, bytes)) else e.filename,
                           problem=why)
                       if e.filename else say("output_failed", lang, why=why),
                       lang=lang) from None

    return wrapper  # type: ignore[return-value]


def unwritable(error: UnicodeEncodeError) -> dict[str, str]:
    """The values of ``output_encoding`` for text that standard output cannot write (a
    card's suit on a Latin-1 terminal, a cp1252 file, the ``✓`` of score's help): its
    encoding and the first character it cannot write, in letters the error output can
    write, which is set to write whatever it is given so (the message is said once, never a
    traceback): one character, where the error spans the whole run of them (the forty
    blocks of simulate's longest bar)."""
    write_substitutes(sys.stderr, "backslashreplace")
    # cp1252's codec calls itself charmap: the stream's name of it, then.
    encoding = error.encoding
    if encoding == "charmap":
        encoding = getattr(sys.stdout, "encoding", None) or encoding
    return {"encoding": encoding, "text": unwritable_character(error)}


def write_substitutes(stream: Any, errors: str | None = None) -> None:
    """Have ``stream`` write each character of ``SUBSTITUTES`` (``core.substitutes``) its
    encoding lacks (a Latin-1 or cp1252 terminal) as the first substitute the encoding
    has, and whatever else it lacks as ``errors`` (by default the handler it has: the
    user's choice, ``PYTHONIOENCODING=latin-1:replace``) writes it: the thousands of a
    French text are a figure to read, its ``cœur`` a word and a tally's ``✓`` a mark, not
    characters to refuse. A stream that writes them all (UTF-8) is left as it is, byte for byte; one
    that cannot be set so (a test's capture) too."""
    with contextlib.suppress(AttributeError, LookupError, TypeError, ValueError):
        errors = errors or stream.errors
        if not lacked(stream.encoding):
            if errors != stream.errors:
                stream.reconfigure(errors=errors)
            return
        stream.reconfigure(errors=_substitutes_handler(stream.encoding, errors))


def _substitutes_handler(encoding: str, errors: str) -> str:
    # The name of an error handler (codecs.register_error) that writes a run of the
    # characters ``encoding`` lacks and has a substitute for as those substitutes, and
    # hands the text up to the next such character to the handler ``errors`` names (the
    # error it raises, for "strict", is then the first character the encoding really
    # lacks, as without it).
    if errors.startswith("belote-substitutes:"):  # set again (unwritable): not wrapped twice
        errors = errors.rsplit(":", 1)[1]
    encoding = codecs.lookup(encoding).name
    name = f"belote-substitutes:{encoding}:{errors}"
    handler = codecs.lookup_error(errors)
    table = lacked(encoding)

    def substitutes(error: UnicodeError) -> tuple[str | bytes, int]:
        if not isinstance(error, UnicodeEncodeError):
            return handler(error)
        text, start, end = error.object, error.start, error.end
        stop = start
        while stop < end and text[stop] in table:
            stop += 1
        if stop > start:
            return "".join(table[character] for character in text[start:stop]), stop
        while stop < end and text[stop] not in table:
            stop += 1
        if stop == end:
            return handler(error)
        return handler(UnicodeEncodeError(error.encoding, text, start, stop, error.reason))

    codecs.register_error(name, substitutes)
    return name


def json_text(doc: object, err: bool = False) -> str:
    """``doc`` as ``--json`` prints it on standard output (``err``: the error output):
    ``json.dumps(doc, ensure_ascii=False, indent=2)`` where the output's encoding writes
    it as it is (UTF-8, or Latin-1 for a text of accents alone), else with
    ``ensure_ascii=True``, each character outside ASCII written ``\\u2665``: the same
    document to any JSON reader, never refused, nor given a substitute (``—`` as ``-``)."""
    import json  # for --json alone

    text = json.dumps(doc, ensure_ascii=False, indent=2)
    encoding = getattr(sys.stderr if err else sys.stdout, "encoding", None)
    if not isinstance(encoding, str) or text.isascii():
        return text
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return json.dumps(doc, ensure_ascii=True, indent=2)
    except LookupError:  # an encoding Python does not know: its own error says so
        pass
    return text


def output_encoding(err: bool = False) -> str | None:
    """The encoding standard output (``err``: the error output) writes a report in, for
    the report to draw what it can write (``simulation.report_text``): ``None`` for UTF-8,
    and for ASCII, which click's echo writes in UTF-8 (docs/cli.md, Encodings)."""
    encoding = getattr(sys.stderr if err else sys.stdout, "encoding", None)
    if not isinstance(encoding, str):
        return None
    try:
        name = codecs.lookup(encoding).name
    except LookupError:
        return None
    return None if name in ("utf-8", "ascii") else encoding


def _drop_stdout() -> None:
    # Point standard output at /dev/null so that the exit does not try to flush it again.
    with contextlib.suppress(OSError, AttributeError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
