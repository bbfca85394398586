"""Shared fixtures (kept small: helpers live beside the tests that use them)."""

from __future__ import annotations

import functools
import inspect
import random

import pytest
from typer.testing import CliRunner

# click before 8.2 (the lowest typer this project allows takes click 8.0.0) mixes stderr into
# the result's stdout unless told not to; the tests read the two apart, as click 8.2 does.
if "mix_stderr" in inspect.signature(CliRunner.__init__).parameters:
    CliRunner.__init__ = functools.partialmethod(  # type: ignore[method-assign]
        CliRunner.__init__, mix_stderr=False)


@pytest.fixture
def rng() -> random.Random:
    """A seeded generator: tests never touch the module-level ``random``."""
    return random.Random(20240601)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="Rewrite tests/golden/ from what the commands print now.")


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands speak the language the environment asks for (``BELOTE_LANG``, else the
    locale): the tests run in English whatever the machine's locale, unless they ask."""
    monkeypatch.setenv("BELOTE_LANG", "en")
