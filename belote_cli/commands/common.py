"""What every command shares: how a command reports a failure and keeps tracebacks away.

Below the Typer app (``belote_cli.cli``), which imports the commands and registers them:
a command module never imports the app.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import typer

from ..errors import BeloteError
from ..texts import describe, say

F = TypeVar("F", bound=Callable[..., Any])


def fail(message: str, code: int = 1, lang: str = "en") -> typer.Exit:
    """Print ``error: message`` (French ``erreur : message``) on stderr; return the exit to
    raise."""
    typer.echo(say("error", lang, message=message), err=True)
    return typer.Exit(code)


def _lang_of(kwargs: dict[str, Any]) -> str:
    """The language a command was asked to speak (``--lang``), for its error lines."""
    lang = kwargs.get("lang")
    return "fr" if isinstance(lang, str) and lang.strip().lower() == "fr" else "en"


def reports_errors(func: F) -> F:
    """Wrap a command so no traceback reaches the user."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if sys.stdout is None:  # started with standard output closed (``>&-``)
            lang = _lang_of(kwargs)
            raise fail(say("stdout_closed", lang), lang=lang)
        try:
            result = func(*args, **kwargs)
            sys.stdout.flush()  # a full disk is reported here, not at exit
            return result
        except BeloteError as e:
            lang = _lang_of(kwargs)
            raise fail(describe(e, lang), lang=lang) from None
        except KeyboardInterrupt:
            typer.echo(say("interrupted", _lang_of(kwargs)), err=True)
            raise typer.Exit(130) from None
        except BrokenPipeError:
            # The reader went away (``belote ... | head``): nothing more to say.
            sys.stderr.close()
            raise typer.Exit(1) from None
        except OSError as e:
            # The output cannot be written (a full disk, a closed terminal): say so once.
            _drop_stdout()
            lang = _lang_of(kwargs)
            why = str(e.strerror or e)
            raise fail(say("option_problem", lang, option=e.filename, problem=why)
                       if e.filename else say("output_failed", lang, why=why),
                       lang=lang) from None

    return wrapper  # type: ignore[return-value]


def _drop_stdout() -> None:
    # Point standard output at /dev/null so that the exit does not try to flush it again.
    with contextlib.suppress(OSError, AttributeError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
