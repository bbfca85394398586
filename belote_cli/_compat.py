"""The old names of release 0.1, kept for one release. The module paths
(``belote_cli.record``, ``belote_cli.game``, ``belote_cli.rules`` and the other modules
that lay loose at the top of the package) now live in its layers (``core``, ``dealfile``,
``engine``, ``play``, ``cli``…): importing one by its old path gives the module at its
new place, with a ``DeprecationWarning`` naming it; ``belote_cli.__init__`` installs the
finder. The library's names renamed since (``loads(overrides=)``, now ``rules=``) warn
through ``renamed``, in the same words.

>>> import sys, warnings
>>> _ = sys.modules.pop("belote_cli.rules", None)     # as in a program that never used it
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     from belote_cli.rules import RuleSet
>>> RuleSet.__module__, caught[0].category.__name__
('belote_cli.core.rules', 'DeprecationWarning')
>>> str(caught[0].message)
'belote_cli.rules is deprecated and goes in the next release: import belote_cli.core.rules'
"""

from __future__ import annotations

import os
import sys
import warnings

# ``typing.TYPE_CHECKING`` without importing ``typing``, as ``belote_cli/__init__`` does.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.abc import Loader as _LoaderBase
    from importlib.abc import MetaPathFinder as _FinderBase
    from importlib.machinery import ModuleSpec
    from types import FrameType, ModuleType
    from typing import Any, TypeVar

    _T = TypeVar("_T")
else:
    _LoaderBase = _FinderBase = object

#: The old path of a module (under ``belote_cli``) -> where it is now (several modules,
#: space-separated, when its names went to more than one: the old path then gives a
#: module that finds each name in them, in turn).
MOVED: dict[str, str] = {
    **{name: f"core.{name}" for name in (
        "bidding", "cards", "coinche", "errors", "pickling", "reprs", "rules", "scoring",
        "seats", "state", "talon")},
    # ``announcements`` lost the declared ones (``Declaration``…) to ``core.declarations``.
    "announcements": "core.announcements core.declarations",
    **{name: f"engine.{name}" for name in ("dealing", "deux", "match", "views")},
    # ``game`` lost its bots' loops (``play_out``, ``play_deal``…) to ``engine.playing``.
    "game": "engine.game engine.playing",
    **{name: f"system.{name}" for name in ("files", "signals")},
    **{name: f"play.{name}" for name in ("interactive", "interactive_deux", "session",
                                          "table", "deal_review")},
    "screen": "cli.screen",
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
    """Where the module of old path ``old`` (``"record"``, ``"commands.play"``) is now
    (space-separated modules for ``"game"``), or None when it did not move. A module
    under an old path is under its new place (``"record.replay"``: ``dealfile.replay``),
    not a second copy of it loaded under the old name."""
    top, dot, rest = old.partition(".")
    if top not in MOVED or (dot and " " in MOVED[top]):
        return None
    return " ".join(new + dot + rest for new in MOVED[top].split())


class _Alias(_LoaderBase):
    """The loader of an old path: the module at its new place, imported once, under both
    names (or, for names now in several modules, one that finds each in them)."""

    def __init__(self, targets: list[str]) -> None:
        self.targets = targets

    def create_module(self, spec: ModuleSpec) -> ModuleType:
        import importlib

        modules = [importlib.import_module(target) for target in self.targets]
        if len(modules) == 1:
            return modules[0]
        import types

        joined = types.ModuleType(spec.name, modules[0].__doc__)

        def find(name: str) -> object:
            for module in modules:
                if hasattr(module, name):
                    return getattr(module, name)
            raise AttributeError(f"module {spec.name!r} has no attribute {name!r}")

        vars(joined).update(__getattr__=find, __all__=[
            name for module in modules for name in getattr(module, "__all__", ())])
        return joined

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
        targets = [_PREFIX + target for target in new.split()]
        warn(fullname, " and ".join(targets))
        from importlib.machinery import ModuleSpec

        return ModuleSpec(fullname, _Alias(targets))


def warn(old: str, new: str) -> None:
    """The ``DeprecationWarning`` of an old path, pointed at the import that used it (the
    first frame that is not the import system's)."""
    frame = sys._getframe(1)
    while frame.f_back is not None and (
            frame.f_code.co_filename.startswith("<frozen")
            or frame.f_code.co_filename == __file__
            # ``from belote_cli import record``: the package's ``__getattr__`` imports it
            or frame.f_globals.get("__name__") in ("importlib", "belote_cli")):
        frame = frame.f_back
    _deprecated(f"{old} is deprecated and goes in the next release: import {new}", frame)


def renamed(old: str, new: str) -> None:
    """The ``DeprecationWarning`` of a public name renamed (an argument, an attribute),
    pointed at the first caller outside the package, in the words of an old module path's.
    The frames are walked, not counted: a module compiled by mypyc (``Game``'s in the
    installed build) runs without a frame of its own.

    >>> import warnings
    >>> def loads(text, overrides=None):
    ...     if overrides is not None:
    ...         renamed("loads(overrides=)", "loads(rules=)")
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     loads("", overrides=["capot=250"])
    >>> str(caught[0].message), caught[0].filename.startswith("<doctest")  # the caller
    ('loads(overrides=) is deprecated and goes in the next release: use loads(rules=)', True)
    """
    deprecated(f"{old} is deprecated and goes in the next release: use {new}")


def deprecated(message: str) -> None:
    """``message`` as a ``DeprecationWarning`` pointed at the first caller outside the
    package, as ``renamed``'s (a value still taken, meant to be refused: ``Game.seeded``'s
    negative seed)."""
    frame = sys._getframe(1)
    while frame.f_back is not None and frame.f_code.co_filename.startswith(_PACKAGE):
        frame = frame.f_back
    _deprecated(message, frame)


class _Required:
    """The default of a required argument that may also come by its old name (``BidView``'s
    ``legal``, ``allowed=``; ``FinishedDeal``'s ``deal_file``, ``record=``): shown as what
    it is in the signature (``help(BidView)``)."""

    def __repr__(self) -> str:
        return "<required>"


#: A required argument not given (``REQUIRED``'s ``repr`` is ``<required>``).
REQUIRED: Any = _Required()


def renamed_argument(call: str, old: str, new: str, old_value: _T, new_value: _T) -> _T:
    """The value of argument ``new`` of ``call``, given as ``old=`` (its old name) or as
    ``new``: the old name warns as ``renamed`` does, and given with the new one is a
    ``TypeError``. Arguments not given are ``REQUIRED``.

    >>> renamed_argument("BidView", "allowed", "legal", REQUIRED, (1,))   # legal=(1,)
    (1,)
    """
    if old_value is REQUIRED:
        return new_value
    renamed(f"{call}({old}=)", f"{call}({new}=)")
    if new_value is not REQUIRED:
        raise TypeError(f"{old}: the old name of {new}=, given with it: give {new}= alone")
    return old_value


def require(call: str, **arguments: object) -> None:
    """A ``TypeError`` naming the ``arguments`` of ``call`` that were not given (still
    ``REQUIRED``), in the words of Python's own.

    >>> require("FinishedDeal", deal_file=REQUIRED, seed="1", game=REQUIRED)
    Traceback (most recent call last):
    TypeError: FinishedDeal() missing 2 required arguments: 'deal_file', 'game'
    """
    missing = [name for name, value in arguments.items() if value is REQUIRED]
    if missing:
        raise TypeError(f"{call}() missing {len(missing)} required argument"
                        f"{'s' * (len(missing) > 1)}: "
                        + ", ".join(repr(name) for name in missing))


def _deprecated(message: str, frame: FrameType) -> None:
    """``message`` as a ``DeprecationWarning`` at ``frame``'s line, once per line as
    ``warnings.warn`` would (the frame's module's registry)."""
    warnings.warn_explicit(
        message, DeprecationWarning, frame.f_code.co_filename, frame.f_lineno,
        module=frame.f_globals.get("__name__", "<unknown>"),
        registry=frame.f_globals.setdefault("__warningregistry__", {}))


#: The package's folder, with its separator: a frame of a file below it is the package's.
_PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "")


def install() -> None:
    """Put the finder of the old paths first on ``sys.meta_path`` (once): an old path's
    submodule (``belote_cli.commands.play``) would otherwise be found again by the path
    finder in its package's folder, and loaded a second time under the old name."""
    if not any(isinstance(finder, _Finder) for finder in sys.meta_path):
        sys.meta_path.insert(0, _Finder())
