"""The ``belote`` Typer app: the only layer that prints, reads the terminal or exits.

Each subcommand lives in ``belote_cli.commands``; ``reports_errors`` turns the library's
``BeloteError`` into ``error: ...`` on stderr and exit code 1, and Ctrl-C into exit 130.
"""

from __future__ import annotations

import functools
import importlib
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import typer
from typer.core import TyperGroup

from . import __version__
from .errors import BeloteError

F = TypeVar("F", bound=Callable[..., Any])

class _Commands(TyperGroup):
    # A command the program does not know is bad input, like an unknown option: exit 1.
    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        try:
            return super().resolve_command(ctx, args)
        except Exception as exc:  # click's UsageError (Typer may vendor its own click)
            if hasattr(exc, "exit_code"):
                exc.exit_code = 1
            raise


app = typer.Typer(
    cls=_Commands,
    name="belote",
    help="French belote: play a deal, simulate thousands, score a real table's deal.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def fail(message: str, code: int = 1) -> typer.Exit:
    """Print ``error: message`` on stderr; return the exit to raise."""
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(code)


def reports_errors(func: F) -> F:
    """Wrap a command so no traceback reaches the user."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except BeloteError as e:
            raise fail(str(e)) from None
        except KeyboardInterrupt:
            typer.echo("interrupted", err=True)
            raise typer.Exit(130) from None
        except BrokenPipeError:
            # The reader went away (``belote ... | head``): nothing more to say.
            sys.stderr.close()
            raise typer.Exit(1) from None

    return wrapper  # type: ignore[return-value]


def _version(value: bool) -> None:
    if value:
        typer.echo(f"belote {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """French belote: play a deal, simulate thousands, score a real table's deal."""


def _unknown_options_exit_1() -> None:
    # An option the program does not know is bad input like any other: exit 1, as a card
    # that does not exist. A known option given a bad value stays a usage error (exit 2).
    # Typer vendors its own copy of click in recent releases; older ones use click itself.
    for name in ("typer._click.exceptions", "click.exceptions"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        module.NoSuchOption.exit_code = 1


def _register() -> None:
    # Imported here so that each command module can import ``fail``/``reports_errors``.
    from .commands import play, score, simulate  # noqa: F401


def main() -> None:
    """Console-script entry point."""
    app(prog_name="belote")


_unknown_options_exit_1()
_register()
