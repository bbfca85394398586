"""Worker processes started as another platform starts them, for the tests of what a run
sends its workers (``bots/sending.py``): spawn on macOS and Windows, forkserver on Linux
from Python 3.14, fork before; and a bot class that a worker started afresh cannot load."""

from __future__ import annotations

import multiprocessing
import sys
import types

import pytest

_REAL_CONTEXT = multiprocessing.get_context


def started_by(monkeypatch: pytest.MonkeyPatch, method: str) -> None:
    """Workers started by ``method`` wherever the platform's default is asked for, and no
    fork to be had unless ``method`` is fork (as on Windows)."""

    def context(method_asked: str | None = None) -> object:
        if method_asked == "fork" and method != "fork":
            raise ValueError("cannot find context for 'fork'")  # as on Windows
        return _REAL_CONTEXT(method_asked or method)

    monkeypatch.setattr(multiprocessing, "get_context", context)
    monkeypatch.setattr(multiprocessing, "get_all_start_methods",
                        lambda: [method] if method != "fork" else ["fork", "spawn"])


def class_only_here(monkeypatch: pytest.MonkeyPatch, module: str, base: type) -> type:
    """A subclass of ``base`` in a module that this process has and a worker started
    afresh has not (as a class of an interactive session): it pickles here, and does not
    load there."""
    holder = types.ModuleType(module)
    made = type("Here", (base,), {"__module__": module})
    holder.Here = made  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module, holder)
    return made
