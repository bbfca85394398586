"""The ``belote`` Typer app: the only layer that prints, reads the terminal or exits.

Each subcommand lives in ``belote_cli.cli.commands`` and is loaded here when it is named (or
when the help lists them all), so that ``belote --version`` loads no engine and ``belote
score`` none of ``play``'s or ``simulate``'s modules; ``commands.common.reports_errors``
turns the library's ``BeloteError`` into ``error: ...`` on stderr and exit code 1, and
Ctrl-C into exit 130.
"""

from __future__ import annotations

import contextlib
import importlib
import signal
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup, TyperOption

from .. import __version__
from ..system.environment import (
    COMMAND_LINE,
    INTERRUPTED,
    echoes_ctrl_c,
    language_of,
)
from ..system.signals import Terminated
from .typer_click import click_module

#: The commands, in the order ``belote --help`` lists them.
COMMANDS = ("play", "rules", "score", "simulate")


def _command_function(name: str) -> Any:
    """The function of command ``name``, its module imported now."""
    if name == "play":
        from .commands.play import play

        return play
    if name == "rules":
        from .commands.rulebook import rules

        return rules
    if name == "score":
        from .commands.score import score

        return score
    from .commands.simulate import simulate

    return simulate

#: The shells whose completion script Typer writes (``belote --show-completion SHELL``).
SHELLS = ("bash", "zsh", "fish", "powershell", "pwsh")
_COMPLETION_HELP = {
    "show_completion": "Show the completion script: --show-completion [SHELL], SHELL one "
                       "of bash, zsh, fish, powershell, pwsh (default: the current "
                       "shell), to copy it or customise the installation.",
    "install_completion": "Install completion: --install-completion [SHELL], SHELL one "
                          "of bash, zsh, fish, powershell, pwsh (default: the current "
                          "shell).",
}


def _current_shell() -> str:
    """The name of the shell that runs the program ("" if none is found), as Typer finds it:
    by shellingham, which walks up the parent processes."""
    try:
        detect = importlib.import_module("shellingham").detect_shell
        name, _ = detect()
    except Exception:  # not installed, or shellingham.ShellDetectionFailure
        return ""
    return str(name).lower()


def _completion(option: str, rest: list[str], typed_lang: str | None) -> None:
    """``belote --show-completion [SHELL]`` and ``--install-completion [SHELL]``: the shell
    named, else the one running the program. Typer's own flags take no value and use the
    shell that runs ``belote``, which is ``sh`` under ``sh -c``, whose completion it cannot
    write; so both are answered here, with Typer's scripts and installers. ``typed_lang``:
    the program's ``--lang``, before or after the option, if any."""
    from typer import _completion_shared as shared

    from ..texts import say
    from .commands.common import fail
    from .commands.options import language

    # --lang, else the environment's: one the commands refuse is refused here too.
    lang = language(typed_lang)
    known = ", ".join(SHELLS)
    if rest and rest[-1] == "--lang":  # kept by _without_lang: a --lang with no value
        # Refused as the parser refuses it (``belote --lang``): its error, worded by usage.
        raise click_module("exceptions").BadOptionUsage(
            "--lang", "Option '--lang' requires an argument.")
    if len(rest) > 1:  # a bad value of a known option: exit 2, as click's own
        raise fail(say("completion_many", lang, option=option, shells=" ".join(rest)), 2,
                   lang)
    if rest:
        shell = rest[0].lower()
        if shell not in SHELLS:
            raise fail(say("completion_unknown", lang, shell=rest[0], known=known), 2, lang)
    else:
        shell = _current_shell()
        if shell not in SHELLS:
            found = f"'{shell}'" if shell else say("completion_none_found", lang)
            raise fail(say("completion_none", lang, found=found, option=option, known=known),
                       1, lang)
    names = {"prog_name": "belote", "complete_var": "_BELOTE_COMPLETE"}
    if option == "--show-completion":
        typer.echo(shared.get_completion_script(shell=shell, **names))
    else:
        try:
            shell, path = shared.install(shell=shell, **names)
        except OSError as e:  # the shell's file (~/.zshrc a folder, a home not one's own)
            if not isinstance(e.filename, str | bytes):
                raise
            import os

            from ..core.errors import Reason, shown_name
            from ..texts import describe_reason

            written = shown_name(os.fsdecode(e.filename))
            raise fail(describe_reason(Reason("cannot_write", {
                "path": written, "problem": str(e.strerror or e)}), lang), 1, lang) from None
        typer.echo(say("completion_installed", lang, shell=shell, path=path))
        typer.echo(say("completion_restart", lang))
    raise typer.Exit(0)


class _PlainValues:
    """Typer's coercion of a ``str``, ``list[str]`` or ``bool`` parameter, without pydantic.

    From Typer 0.2x on, each parameter's value goes through a pydantic ``TypeAdapter``,
    built the first time the parameter is parsed: importing pydantic for that doubled the
    start-up of ``belote score``. Click already hands over text or a flag's bool for these
    parameters, and Typer's adapter returns them as they are (a list for a repeated
    option, None for none), so this does the same; any other value goes to Typer's own
    coercion, built then."""

    def __init__(self, kind: type) -> None:
        self.kind = kind

    def coerce(self, value: Any, param: Any, ctx: Any) -> Any:
        multiple = param.multiple or param.nargs == -1
        if value is None:
            return () if multiple else None
        if not multiple and type(value) is self.kind:
            return value
        if (multiple and isinstance(value, (list, tuple))
                and all(type(item) is self.kind for item in value)):
            return list(value)
        from typer._coercion import build_runtime_param

        typer_own = build_runtime_param(param.type_descriptor)
        return typer_own.coerce(value, param=param, ctx=ctx)


#: The annotations ``_PlainValues`` coerces, and the type of their values.
_PLAIN = {str: str, list[str]: str, bool: bool}


def _plain_values(params: list[Any]) -> None:
    """Give each text or flag parameter the coercion of ``_PlainValues`` (Typer releases
    that build no runtime coercion are left as they are)."""
    for param in params:
        descriptor = getattr(param, "type_descriptor", None)
        if (descriptor is None or not hasattr(param, "_runtime_param")
                or isinstance(param._runtime_param, _PlainValues)  # done already
                or descriptor.parameter_info.parser is not None
                or descriptor.annotation not in _PLAIN):
            continue
        param._runtime_param = _PlainValues(_PLAIN[descriptor.annotation])


def _plain_values_of(command: Any) -> None:
    """Have ``_plain_values`` set the coercion of all of ``command``'s parameters, its
    ``--help`` included (made when the command line is parsed)."""
    typer_own = command.get_params

    def get_params(ctx: Any) -> list[Any]:
        params: list[Any] = typer_own(ctx)
        _plain_values(params)
        return params

    command.get_params = get_params


class _Command(TyperCommand):
    """A command whose help speaks the user's language (``helptext``)."""

    lang = "en"

    def get_help(self, ctx: Any) -> str:
        from .helptext import fit_to_terminal, framed

        _checked_language(ctx)
        fit_to_terminal(ctx)
        return framed(super().get_help(ctx), self.lang)

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)
        if option is not None and self.lang == "fr":
            from .helptext import help_option_in_french

            help_option_in_french(option)
        return option

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        # The usage line, an optional argument in brackets (``belote rules [OPTIONS]
        # [TOPIC]``) whatever click's release: click 8.2 and later write them so, 8.0 and
        # 8.1 leave out the brackets of an argument with a metavar of its own. (Read
        # without importing click, which typer's newer releases hold as a module of
        # their own.)
        pieces = [self.options_metavar] if self.options_metavar else []
        for param in self.get_params(ctx):
            optional = param.param_type_name == "argument" and not param.required
            pieces.extend(f"[{piece}]" if optional and not piece.startswith("[") else piece
                          for piece in param.get_usage_pieces(ctx))
        return pieces


def _language(ctx: Any) -> str:
    """The language of the command line kept in ``ctx`` (``--lang``, else the
    environment's), for the help and the usage errors."""
    meta = getattr(ctx, "meta", None) or {}  # no context: a program asking for a command
    return language_of(meta.get(_ARGS, ()))


def _checked_language(ctx: Any) -> str:
    """``_language``, for what the program says before a command runs (its help, the
    version): a language the commands refuse, from ``--lang`` (``--lang de -h``, where
    click reads ``-h`` first) or else from ``BELOTE_LANG``, is refused here too, with
    their words and exit code (2)."""
    from ..system.environment import lang_given
    from .commands.options import language

    language(lang_given((getattr(ctx, "meta", None) or {}).get(_ARGS, ())))
    return _language(ctx)


class _Commands(TyperGroup):
    _loaded: dict[tuple[str, str], Any] = {}

    def list_commands(self, ctx: Any) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: Any, name: str) -> Any:
        # The command's module is imported the first time it is asked for; a command is
        # made once for each language of its help.
        if name not in COMMANDS:
            return None
        lang = _language(ctx)
        command = self._loaded.get((name, lang))
        if command is None:
            one = typer.Typer(pretty_exceptions_enable=False, rich_markup_mode=None,
                              add_completion=False)  # the completion is belote's own
            one.command(name=name, cls=_Command)(_command_function(name))
            command = self._loaded[name, lang] = typer.main.get_command(one)
            _plain_values_of(command)
            for param in command.params:
                if param.name == "lang" and isinstance(param, TyperOption):
                    # ``belote --lang fr COMMAND`` gives it as the default (``_root``): the
                    # help says no '[default: fr]' that ``COMMAND --lang fr`` would not.
                    param.show_default = False
            if isinstance(command, _Command):
                command.lang = lang
            if lang == "fr":
                from .helptext import put_in_french

                put_in_french(name, command, command.params)
        return command

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        # The command line's tokens, kept before parsing: ``-h`` prints the help while
        # the line is parsed, in the language it asks for.
        ctx.meta[_ARGS] = list(args)
        tokens = _without_lang(args)  # the program's --lang goes with them too
        if tokens and tokens[0] in ("--show-completion", "--install-completion"):
            from ..system.environment import lang_given

            _completion(tokens[0], tokens[1:], lang_given(args))
        return list(super().parse_args(ctx, args))

    def get_params(self, ctx: Any) -> list[Any]:
        # The help of the completion options names the shell they take.
        params: list[Any] = super().get_params(ctx)
        _plain_values(params)
        for param in params:
            if param.name in _COMPLETION_HELP:
                param.help = _COMPLETION_HELP[param.name]
        if _language(ctx) == "fr":
            from .helptext import put_in_french

            put_in_french("belote", self, params)
        return params

    def get_help(self, ctx: Any) -> str:
        from .helptext import fit_to_terminal, framed, put_in_french

        lang = _checked_language(ctx)
        if lang == "fr":
            put_in_french("belote", self, [])
        fit_to_terminal(ctx)
        return framed(super().get_help(ctx), lang)

    # A command the program does not know is bad input, like an unknown option: exit 1.
    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        try:
            return super().resolve_command(ctx, args)
        except Exception as exc:  # click's UsageError (Typer may vendor its own click)
            if hasattr(exc, "exit_code"):
                exc.exit_code = 1
                if type(exc).__name__ == "UsageError" and args:
                    setattr(exc, "unknown_command", str(args[0]))  # noqa: B010 (``usage``)
            raise

    # A usage error (an unknown option, a missing argument...) is worded by ``usage``, in
    # the language of the command line: its tokens are kept for that.
    def make_context(self, info_name: str | None, args: list[str], parent: Any = None,
                     **extra: Any) -> Any:
        given = list(args)
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except Exception as exc:
            _in_users_words(exc, given)
            raise

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except Exception as exc:
            _in_users_words(exc, ctx.meta.get(_ARGS, []))
            raise


def _without_lang(args: list[str]) -> list[str]:
    """``args`` without their ``--lang LANG`` and ``--lang=LANG`` (a ``--lang`` with
    nothing after it is kept)."""
    out: list[str] = []
    i = 0
    while i < len(args):
        if args[i] == "--lang" and i + 1 < len(args):
            i += 2
            continue
        if not args[i].startswith("--lang="):
            out.append(args[i])
        i += 1
    return out


#: Where the group's context keeps the command line's tokens (read by the commands too:
#: ``commands.common.command_line``).
_ARGS = COMMAND_LINE


def _in_users_words(exc: Exception, args: list[str]) -> None:
    if hasattr(exc, "exit_code") and hasattr(exc, "ctx"):  # a usage error, nothing else
        from .usage import in_users_words

        in_users_words(exc, args, _known_command_function)


def _known_command_function(name: str) -> Any:
    """The function of command ``name``, or None if there is no such command."""
    return _command_function(name) if name in COMMANDS else None


app = typer.Typer(
    cls=_Commands,
    name="belote",
    help="French belote: play a deal, simulate thousands, score a real table's deal.\n\n"
         "The rules it plays by, its options and the deal-file format: belote rules.",
    # No command: the help on stderr and exit 2, done by ``_root`` itself so that every
    # click release behaves the same (before 8.2 click exited 0 there).
    no_args_is_help=False,
    invoke_without_command=True,
    add_completion=True,  # --install-completion, --show-completion (bash, zsh, fish...)
    context_settings={"help_option_names": ["-h", "--help"]},
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _terminated(signum: int, frame: object) -> None:
    # ``kill`` (SIGTERM) ends the run like Ctrl-C does: files being written are removed,
    # not left half-written, and a running command says so (``terminated``, exit 143).
    # (``simulate``'s worker processes restore the default.)
    raise Terminated


def _version(ctx: typer.Context, value: bool) -> None:
    if value:
        from ..build import summary
        from ..texts import say

        lang = _checked_language(ctx)
        used, loops, names = summary()
        core = say("build_native" if used else "build_pure", lang)
        typer.echo(f"belote {__version__} "
                   f"({say('build_' + loops, lang, core=core, names=', '.join(names))})")
        raise typer.Exit()


@app.callback()
def _root(
    ctx: typer.Context,
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
    lang: str | None = typer.Option(
        None, "--lang", metavar="LANG",
        help="en or fr: the language of this help and of the command after it, as the "
             "command's own --lang (which wins where both are given). Default: BELOTE_LANG, "
             "else the locale's language (LANG=fr_FR.UTF-8 is fr), else en.",
    ),
) -> None:
    """French belote: play a deal, simulate thousands, score a real table's deal."""
    if lang is not None:
        from .commands.options import language

        # ``belote --lang fr play`` plays as ``belote play --lang fr``: the command's
        # ``--lang`` defaults to it (click's default map, read when the command's options
        # are, after this), and a ``--lang`` of its own still wins. A language the
        # commands refuse is refused here, with their words and exit code (2).
        chosen = language(lang)
        ctx.default_map = {**(ctx.default_map or {}),
                           **{name: {"lang": chosen} for name in COMMANDS}}
    if ctx.invoked_subcommand is None and not ctx.resilient_parsing:
        typer.echo(ctx.get_help(), err=True)
        raise typer.Exit(2)


def _unknown_options_exit_1() -> None:
    # An option the program does not know is bad input like any other: exit 1, as a card
    # that does not exist. A known option given a bad value stays a usage error (exit 2).
    click_module("exceptions").NoSuchOption.exit_code = 1


def _interrupted_while_parsing(signum: int, frame: object) -> None:
    # Ctrl-C while the command line is parsed or the command loads, before it runs (which
    # says it itself, ``reports_errors``): Typer would end it in silence. Nothing imported
    # here: the Ctrl-C may come in the middle of an import (the command's module, the
    # catalogue), whose half-made module would be an ImportError traceback, exit 1; the
    # words and the checks are those of ``system.environment``, loaded whole before.
    import sys

    if echoes_ctrl_c(sys.stderr):  # what is said of it starts after the ^C echoed
        sys.stderr.write("\n")
    sys.stderr.write(INTERRUPTED[language_of(sys.argv[1:])] + "\n")
    raise SystemExit(130)


def main() -> None:
    """Console-script entry point: what the commands themselves cannot report (their help,
    ``--version``, a completion script) is reported here, as they report it."""
    import sys

    signal.signal(signal.SIGTERM, _terminated)
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, _interrupted_while_parsing)
    if sys.stdout is None:  # started with standard output closed (``>&-``)
        _fail_output("stdout_closed")
    _ascii_written_as_utf8()
    from .commands.common import write_substitutes

    write_substitutes(sys.stdout)  # French thousands, cœur and ✓ on a Latin-1 terminal
    write_substitutes(sys.stderr)
    try:
        app(prog_name="belote")
    except BrokenPipeError:
        sys.stderr.close()  # the reader went away: nothing more to say
        raise SystemExit(1) from None
    except UnicodeEncodeError as e:  # a help or the version the output cannot write
        from .commands.common import unwritable

        _fail_output("output_encoding", **unwritable(e))
    except OSError as e:  # the help or the version cannot be written (a full disk)
        _fail_output("output_failed", why=str(e.strerror or e))


def _ascii_written_as_utf8() -> None:
    # Standard output that says ASCII (PYTHONIOENCODING=ascii, the C locale where Python
    # does not make it UTF-8) is written in UTF-8, as click's echo writes it, taking ASCII
    # for a locale set wrong: on a terminal too, where rich and the table write to the
    # stream themselves and would refuse the suits a pipe takes. The error handler is kept.
    import codecs
    import sys

    stream: Any = sys.stdout
    with contextlib.suppress(AttributeError, LookupError, TypeError, ValueError):
        if codecs.lookup(stream.encoding).name == "ascii":
            stream.reconfigure(encoding="utf-8", errors=stream.errors)


def _fail_output(key: str, **values: str) -> None:
    import os
    import sys

    from ..texts import say

    if sys.stdout is not None:  # not flushed again at the exit
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    lang = language_of(sys.argv[1:])
    # As every other message: click writes UTF-8 where the error output says ASCII.
    typer.echo(say("error", lang, message=say(key, lang, **values)), err=True)
    raise SystemExit(1)


_unknown_options_exit_1()
