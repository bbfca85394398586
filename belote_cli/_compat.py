"""The module paths of release 0.1, kept for one release: ``belote_cli.record``,
``belote_cli.game``, ``belote_cli.rules`` and the other modules that lay loose at the top
of the package now live in its layers (``core``, ``dealfile``, ``engine``, ``play``,
``cli``…). Importing one by its old path gives the module at its new place, with a
``DeprecationWarning`` naming it; ``belote_cli.__init__`` installs the finder.

>>> import warnings
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     from belote_cli.rules import RuleSet
>>> RuleSet.__module__, caught[0].category.__name__
('belote_cli.core.rules', 'DeprecationWarning')
>>> str(caught[0].message)
'belote_cli.rules is deprecated and goes in the next release: import belote_cli.core.rules'
"""

from __future__ import annotations

import sys
import warnings

# ``typing.TYPE_CHECKING`` without importing ``typing``, as ``belote_cli/__init__`` does.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.abc import Loader as _LoaderBase
    from importlib.abc import MetaPathFinder as _FinderBase
    from importlib.machinery import ModuleSpec
    from types import ModuleType
else:
    _LoaderBase = _FinderBase = object

#: The old path of a module (under ``belote_cli``) -> where it is now.
MOVED: dict[str, str] = {
    **{name: f"core.{name}" for name in (
        "announcements", "bidding", "cards", "coinche", "errors", "pickling", "reprs",
        "rules", "scoring", "seats", "state", "talon")},
    **{name: f"engine.{name}" for name in ("dealing", "deux", "game", "match", "views")},
    **{name: f"system.{name}" for name in ("files", "signals")},
    **{name: f"play.{name}" for name in ("interactive", "interactive_deux", "session")},
    "record": "dealfile",
    "replay": "dealfile.replay",
    "fastplay": "bots.fastplay",
    "arena": "simulation.arena",
    "cluster": "simulation.cluster",
    "rulebook": "cli.rulebook",
    "terminal": "cli.terminal",
    "commands": "cli.commands",
}

_PREFIX = "belote_cli."


def new_path(old: str) -> str | None:
    """Where the module of old path ``old`` (``"record"``, ``"commands.play"``) is now, or
    None when it did not move."""
    top, dot, rest = old.partition(".")
    if top not in MOVED or (dot and top != "commands"):
        return None
    return MOVED[top] + dot + rest


class _Alias(_LoaderBase):
    """The loader of an old path: the module at its new place, imported once, under both."""

    def __init__(self, target: str) -> None:
        self.target = target

    def create_module(self, spec: ModuleSpec) -> ModuleType:
        import importlib

        return importlib.import_module(self.target)

    def exec_module(self, module: ModuleType) -> None:
        """Nothing to run: the module was imported at its new place."""


class _Finder(_FinderBase):
    """Finds the old paths (``sys.meta_path``), warning once for each import."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if not fullname.startswith(_PREFIX):
            return None
        new = new_path(fullname.removeprefix(_PREFIX))
        if new is None:
            return None
        warn(fullname, _PREFIX + new)
        from importlib.machinery import ModuleSpec

        return ModuleSpec(fullname, _Alias(_PREFIX + new))


def warn(old: str, new: str) -> None:
    """The ``DeprecationWarning`` of an old path, pointed at the import that used it."""
    level = 2
    frame = sys._getframe(1)
    while frame.f_back is not None and (frame.f_code.co_filename.startswith("<frozen")
                                        or frame.f_code.co_filename == __file__):
        level += 1
        frame = frame.f_back
    warnings.warn(f"{old} is deprecated and goes in the next release: import {new}",
                  DeprecationWarning, stacklevel=level)


def install() -> None:
    """Put the finder of the old paths last on ``sys.meta_path`` (once)."""
    if not any(isinstance(finder, _Finder) for finder in sys.meta_path):
        sys.meta_path.append(_Finder())
