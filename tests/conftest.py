"""Shared fixtures (kept small: helpers live beside the tests that use them)."""

from __future__ import annotations

import random

import pytest


@pytest.fixture
def rng() -> random.Random:
    """A seeded generator: tests never touch the module-level ``random``."""
    return random.Random(20240601)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="Rewrite tests/golden/ from what the commands print now.")
