"""Option values the commands share, checked the same way everywhere."""

from __future__ import annotations

from ...system.environment import LANGUAGES as LANGUAGES
from ...system.environment import swallowed_language
from ...texts import say
from .common import command_line, environment_language, fail, language_of

USAGE = 2  # a known option given a value it does not take (click's usage errors exit 2)


#: The help of every command's ``--lang``.
LANG_HELP = ("en or fr. Default: BELOTE_LANG, else the locale's language (LANG=fr_FR.UTF-8 "
             "is fr), else en.")


def language(value: str | None) -> str:
    """``--lang``: ``en`` or ``fr`` in any case (``FR``, `` fr ``); without it, the
    environment's (``common.environment_language``). Anything else exits 2, naming where
    it came from, in the language the rest of the command line asks for (``language_of``:
    ``belote --lang fr play --lang de`` in French, as ``BELOTE_LANG=fr`` or a French
    locale would have it)."""
    where = "--lang"
    if value is None:
        # A --lang another option took as its value (--rule --lang fr): the command's
        # refusal of that value is said in it, as the parser's errors are.
        typed = swallowed_language(command_line())
        if typed is not None:
            return typed
        value = environment_language()
        where = "BELOTE_LANG"
    lang = value.strip().lower()
    if lang not in LANGUAGES:
        said = language_of(command_line())
        raise fail(say("lang_unknown_option", said, where=where, value=repr(value)), USAGE,
                   said)
    return lang


def rule_flags(values: list[str] | None, lang: str | None = None,
               target: int | None = None) -> list[str]:
    """``--rule``'s values as their ``name=value`` options: each value read as a deal file's
    ``rules:`` line is (``core.rules.split_options``: apart by spaces or commas, spaces
    around ``=`` allowed), so that ``--rule variant=coinche,sa_ta=on`` is the two options
    two ``--rule`` flags give. A value holding no option at all (``''``, ``' '``, ``','``)
    is kept as written, to be refused as what is not of the form name=value. Given the
    command's ``lang``, a rule given two values (``--rule variant=coinche --rule
    variant=deux``: which table is meant is not known) is refused (exit 2), as a deal
    file's ``rules:`` line refuses it; ``--target`` (``target``) counts as a rule there."""
    from ...core.rules import split_options  # the rules, for a command that takes them

    options = [option for value in values or [] for option in split_options(value) or [value]]
    if lang is not None:
        _one_value_each(options, lang, target)
    return options


def _one_value_each(options: list[str], lang: str, target: int | None) -> None:
    """Refuse (exit 2) a rule that ``options``, and ``--target`` (``target``), give two
    values; the options that are not rules are refused where they are read."""
    from ...core.errors import RuleError
    from ...core.rules import parse_option, rule_twice
    from ...texts import describe_reason

    said: dict[str, tuple[object, str]] = {}
    if target is not None:
        said["target"] = (target, f"--target {target}")
    for option in options:
        try:
            name, value = parse_option(option)
        except RuleError:
            continue
        problem = rule_twice(said, name, value, option.strip())
        if problem is not None:
            raise fail(say("option_problem", lang, option="--rule",
                           problem=describe_reason(problem, lang)), USAGE, lang)
        said.setdefault(name, (value, option.strip()))
