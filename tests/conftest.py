"""Shared fixtures (kept small: helpers live beside the tests that use them)."""

from __future__ import annotations

import functools
import inspect
import os
import random
import signal
from collections.abc import Iterator
from typing import Any

import pytest
from typer.testing import CliRunner

# click before 8.2 (the lowest typer this project allows takes click 8.0.0) mixes stderr into
# the result's stdout unless told not to; the tests read the two apart, as click 8.2 does.
if "mix_stderr" in inspect.signature(CliRunner.__init__).parameters:
    CliRunner.__init__ = functools.partialmethod(  # type: ignore[method-assign]
        CliRunner.__init__, mix_stderr=False)

# A test run started in the background by a shell without job control (`pytest &` in a
# script) inherits SIGINT ignored, and so would every program it starts: the tests that
# type Ctrl-C would wait for an exit that never comes. A handler of our own is reset to
# the default in each program started, as a terminal's would be.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture
def rng() -> random.Random:
    """A seeded generator: tests never touch the module-level ``random``."""
    return random.Random(20240601)


# The test modules whose tests run in one worker process, in the order collected: each
# starts something costly once for the module (tests/test_cluster.py's Dask cluster).
ONE_PROCESS = frozenset({"tests/test_cluster.py"})


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadgroup`` (addopts) with the modules of ``ONE_PROCESS`` kept together.

    xdist groups the tests of one ``xdist_group`` mark by adding ``@group`` to their node
    ids in the workers, which pytest 9.2 no longer lets take effect (pytest-xdist issue
    #1386): the marked tests were spread over both workers, each starting the cluster.
    The scheduler groups them by their module's path instead, which no version changes;
    every other test is a unit of its own, as loadgroup gives unmarked tests."""
    if config.getoption("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    class ModuleGroups(LoadGroupScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            if module in ONE_PROCESS:
                return module
            return str(super()._split_scope(nodeid))

    return ModuleGroups(config, log)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="Rewrite tests/golden/ from what the commands print now.")


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands speak the language the environment asks for (``BELOTE_LANG``, else the
    locale): the tests run in English whatever the machine's locale, unless they ask."""
    monkeypatch.setenv("BELOTE_LANG", "en")


@pytest.fixture(scope="session", autouse=True)
def _children_keep_their_bytecode(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The commands the tests start in processes of their own (``python -m belote_cli``,
    the scripts) compile the package once for the whole run, as on a user's machine, where
    the environment says not to write bytecode (``PYTHONDONTWRITEBYTECODE``): else each
    start compiled every module again, a quarter of a second or more. Written to a folder
    of the run's own (``PYTHONPYCACHEPREFIX``), never into the source tree."""
    if not os.environ.get("PYTHONDONTWRITEBYTECODE"):
        yield
        return
    patch = pytest.MonkeyPatch()
    patch.delenv("PYTHONDONTWRITEBYTECODE")
    patch.setenv("PYTHONPYCACHEPREFIX", str(tmp_path_factory.mktemp("pycache")))
    try:
        yield
    finally:
        patch.undo()
