"""Option values the commands share, checked the same way everywhere."""

from __future__ import annotations

from .common import fail

LANGUAGES = ("en", "fr")
USAGE = 2  # a known option given a value it does not take (click's usage errors exit 2)


def language(value: str) -> str:
    """``--lang``: ``en`` or ``fr`` in any case (``FR``, `` fr ``); anything else exits 2."""
    lang = value.strip().lower()
    if lang not in LANGUAGES:
        raise fail(f"--lang: unknown language {value!r} (expected en or fr)", USAGE)
    return lang
