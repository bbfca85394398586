"""A usage error in the user's language: what the command line's parser (click, under Typer)
refuses before a command runs, worded from the catalogue (``texts.usage``).

The parser finds an option or a command it does not know, a missing argument, an option
without its value, a number that is not one, before ``--lang`` is read: the language is
taken from the command line as written (``--lang fr``, ``--lang=fr``), else from the
environment (``BELOTE_LANG``, the locale), as every command does. The frame is click's
(the usage line, where the help is, ``Error: ...``, exit code unchanged), in English the
same words whatever click's release, in French the same in French. An error of a kind not
listed here keeps click's own message, in the French frame where the language is French.

Loaded only when such an error happens.
"""

from __future__ import annotations

import re
import sys
import typing
from collections.abc import Callable, Sequence
from typing import IO, Annotated, Any

import typer

from ..core.numbers import grouped
from ..texts import say
from .commands.common import WORDS, language_of


def _printable(text: str) -> str:
    # A name the user typed, shown without the control characters a terminal would obey.
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _kinds(exc: BaseException) -> set[str]:
    # The names of the error's classes: click and Typer's own copy of it both name them so.
    return {klass.__name__ for klass in type(exc).__mro__}


def _hint(param: Any) -> str:
    """How click names a parameter in an error: ``'--deals' / '-n'``, ``'FILE'``."""
    if getattr(param, "param_type_name", "") == "argument":
        # Its metavar, or its name in capitals (``display_name_raw`` in Typer's own click).
        name = getattr(param, "human_readable_name", None) or getattr(
            param, "display_name_raw", None) or str(param.name).upper()
        return f"'{name}'"
    return " / ".join(f"'{opt}'" for opt in param.opts)


def given_value(args: Sequence[str], opts: Sequence[str]) -> str | None:
    """The last value the command line gives an option named ``opts``: ``--seed x``,
    ``--seed=x``, ``-n x``, ``-nx``; None if there is none (before ``--``)."""
    tokens = list(args)
    value: str | None = None
    for i, token in enumerate(tokens):
        if token == "--":
            break
        for opt in opts:
            if token == opt:
                if i + 1 < len(tokens):
                    value = tokens[i + 1]
            elif opt.startswith("--") and token.startswith(opt + "="):
                value = token[len(opt) + 1:]
            elif len(opt) == 2 and not token.startswith("--") and token.startswith(opt) \
                    and len(token) > 2:
                value = token[2:]
    return value


#: An int as ``int()`` reads one: a sign, then digits, maybe apart by single underscores.
_INTEGER = re.compile(r"\s*[+-]?[0-9](?:_?[0-9])*\s*", re.ASCII)


def _digits_past_the_limit(value: str) -> int:
    """The digits of ``value`` when it writes an int of more digits than Python reads
    (``sys.get_int_max_str_digits()``, 4,300 by default), which ``int()`` refuses
    (``--seed`` of 5,000 nines); else 0."""
    limit = sys.get_int_max_str_digits()
    if not limit or not _INTEGER.fullmatch(value):
        return 0
    digits = sum(c.isdigit() for c in value)
    return digits if digits > limit else 0


#: The function of a command, by its name (None for a name that is not a command).
Functions = Callable[[str], "Callable[..., Any] | None"]


def _problem(ctx: Any, param: Any, value: str, lang: str,
             functions: Functions) -> str | None:
    """What is wrong with ``value``: not one of the words its parser takes (``WORDS``,
    ``--round``'s 1 and 2), not an integer or not a number for an option the command
    declares an int or a float (its function's annotation), else None."""
    name = getattr(getattr(ctx, "command", None), "name", None)
    function = functions(name) if isinstance(name, str) else None
    if function is None:
        return None
    annotation = typing.get_type_hints(function, include_extras=True).get(param.name)
    parts = typing.get_args(annotation) if typing.get_origin(annotation) is Annotated else ()
    for info in parts[1:]:
        words = WORDS.get(getattr(info, "parser", None))  # type: ignore[arg-type]
        if words is not None:
            return say("usage_not_one_of", lang, value=_printable(value),
                       words=", ".join(f"'{word}'" for word in words))
    if parts:
        annotation = parts[0]
    kinds = typing.get_args(annotation) or (annotation,)
    if bool in kinds:
        return None
    if int in kinds:
        digits = _digits_past_the_limit(value)
        if digits:  # a number, which Python does not read: not quoted whole, nor said not one
            return say("usage_integer_too_long", lang, digits=grouped(digits, lang),
                       most=grouped(sys.get_int_max_str_digits(), lang))
        return say("usage_not_integer", lang, value=_printable(value))
    if float in kinds:
        return say("usage_not_number", lang, value=_printable(value))
    return None


def _takes_rule(command: Any) -> bool:
    return any("--rule" in getattr(param, "opts", ())
               for param in getattr(command, "params", ()))


def _rule_option(ctx: Any, option: str) -> tuple[str, tuple[str, ...], bool] | None:
    """The rule an unknown ``option`` of a command that takes ``--rule`` names, the values
    to give it, and whether it was given to the group (before the command, which takes
    it): ``--variant`` and ``--game`` the game's rule and every game, ``--coinche`` the
    game's rule and that game, ``--undertrump`` or ``--sa-ta`` that rule and its values
    (``N`` for a number of one's own); None for any other option."""
    command: Any = getattr(ctx, "command", None)
    group = False
    if not _takes_rule(command):
        # The group: its commands are loaded when first asked for (here, on an error).
        names = getattr(command, "list_commands", None)
        if names is None or not any(_takes_rule(command.get_command(ctx, name))
                                    for name in names(ctx)):
            return None
        group = True
    from belote_cli.core.rules import RULE_NAMES, rule_values

    word = option.lstrip("-").lower().replace("-", "_")
    games = rule_values("variant")
    if word in games:
        return "variant", (word,), group
    if word == "game":
        return "variant", games, group
    if word in RULE_NAMES:
        return word, rule_values(word) or ("N",), group
    return None


def message(exc: Any, args: Sequence[str], lang: str, functions: Functions) -> str | None:
    """What is wrong, in ``lang``, after ``Error:``; None for an error of another kind.
    ``functions`` gives a command's function, whose annotations say which options take
    numbers."""
    kinds = _kinds(exc)
    if "NoSuchOption" in kinds:
        text = say("usage_no_such_option", lang, option=_printable(exc.option_name))
        rule = _rule_option(exc.ctx, exc.option_name)
        if rule is not None:
            return say("usage_rule_option_group" if rule[2] else "usage_rule_option", lang,
                       message=text, rule=rule[0], alternatives=rule[1])
        possible = sorted(exc.possibilities or ())
        if possible:
            text = say("usage_possible_options", lang, message=text,
                       options=", ".join(possible))
        return text
    if "MissingParameter" in kinds:
        if exc.param is None:
            return None
        kind = exc.param_type or exc.param.param_type_name
        key = {"argument": "usage_missing_argument", "option": "usage_missing_option"}
        return say(key[kind], lang, name=_hint(exc.param)) if kind in key else None
    if "BadParameter" in kinds:
        if exc.param is None or exc.param.param_type_name != "option":
            return None
        value = given_value(args, exc.param.opts)
        problem = (None if value is None
                   else _problem(exc.ctx, exc.param, value, lang, functions))
        if problem is None:
            return None
        return say("usage_invalid_value", lang, option=_hint(exc.param), problem=problem)
    if "BadOptionUsage" in kinds:
        said = str(exc.message)
        if "requires an argument" in said:
            return say("usage_needs_value", lang, option=_printable(exc.option_name))
        if "does not take a value" in said:
            return say("usage_takes_no_value", lang, option=_printable(exc.option_name))
        return None
    command = getattr(exc, "unknown_command", None)
    if isinstance(command, str):  # set by the group (``cli._Commands.resolve_command``)
        return say("usage_no_such_command", lang, command=_printable(command))
    said = str(getattr(exc, "message", ""))
    if said.startswith("Got unexpected extra argument") and said.endswith(")"):
        extra = said[said.index("(", len("Got unexpected extra argument") + 1) + 1:-1]
        several = said.startswith("Got unexpected extra arguments") or (
            said.startswith("Got unexpected extra argument(s)") and " " in extra)
        return say("usage_extra_arguments" if several else "usage_extra_argument", lang,
                   arguments=_printable(extra))
    return None


def _show(exc: Any, what: str, lang: str, file: IO[Any] | None = None) -> None:
    # click's frame: the usage line and where the help is (when the error knows its
    # command), a blank line, then the error.
    ctx = exc.ctx
    if ctx is not None:
        lines = [say("usage_line", lang, usage=ctx.get_usage().removeprefix("Usage:").strip())]
        if ctx.command.get_help_option(ctx) is not None:
            lines.append(say("usage_try", lang,
                             help=f"{ctx.command_path} {ctx.help_option_names[0]}"))
        typer.echo("\n".join(lines) + "\n", file=file, err=file is None)
    typer.echo(say("usage_error", lang, message=what), file=file, err=file is None)


def in_users_words(exc: BaseException, args: Sequence[str],
                   functions: Functions = lambda name: None) -> None:
    """Make a usage error of the parser show itself in the catalogue's words, in the
    language of the command line ``args``; any other error is left as it is. ``functions``
    gives a command's function by its name (see ``message``)."""
    kinds = _kinds(exc)
    if "UsageError" not in kinds or "NoArgsIsHelpError" in kinds:
        return
    lang = language_of(args, mistyped=True)
    try:
        what = message(exc, args, lang, functions)
    except Exception:  # an error shaped otherwise by some click release: its own words
        what = None
    if what is None:
        if lang == "en":
            return  # click's own words
        what = str(typing.cast(Any, exc).format_message())
    shown: Callable[..., None] = lambda file=None: _show(exc, what, lang, file)  # noqa: E731
    exc.show = shown  # type: ignore[attr-defined]  # click calls ``error.show()``
