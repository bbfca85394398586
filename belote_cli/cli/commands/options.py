"""Option values the commands share, checked the same way everywhere."""

from __future__ import annotations

from ...core.rules import split_options
from .common import environment_language, fail

LANGUAGES = ("en", "fr")
USAGE = 2  # a known option given a value it does not take (click's usage errors exit 2)


#: The help of every command's ``--lang``.
LANG_HELP = ("en or fr. Default: BELOTE_LANG, else the locale's language (LANG=fr_FR.UTF-8 "
             "is fr), else en.")


def language(value: str | None) -> str:
    """``--lang``: ``en`` or ``fr`` in any case (``FR``, `` fr ``); without it, the
    environment's (``common.environment_language``). Anything else exits 2, naming where
    it came from."""
    where = "--lang"
    if value is None:
        value = environment_language()
        where = "BELOTE_LANG"
    lang = value.strip().lower()
    if lang not in LANGUAGES:
        raise fail(f"{where}: unknown language {value!r} (expected en or fr)", USAGE)
    return lang


def rule_flags(values: list[str] | None) -> list[str]:
    """``--rule``'s values as their ``name=value`` options: each value read as a deal file's
    ``rules:`` line is (``core.rules.split_options``: apart by spaces or commas, spaces
    around ``=`` allowed), so that ``--rule variant=coinche,sa_ta=on`` is the two options
    two ``--rule`` flags give. A value holding no option at all (``''``, ``' '``, ``','``)
    is kept as written, to be refused as what is not of the form name=value."""
    return [option for value in values or [] for option in split_options(value) or [value]]
