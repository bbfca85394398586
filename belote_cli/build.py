"""What the install built: the native search core, and the modules mypyc compiled.

``pip install .`` and the editable install build the **native search core**
(``belote_cli/bots/_search.c``: the double-dummy search of the solver, the expert,
``hint`` and ``score --analyze``); where it could not be built, the solver runs its
pure-Python reference (``bots/search.py``), with the same values, slower. ``pip install .``
also compiles the simulation's hot loops with mypyc (setup.py); the editable install
leaves them interpreted. Every build gives the same results; only the speed differs.
"""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

from .system.environment import pure_python

_PACKAGE = Path(__file__).resolve().parent

#: The modules setup.py compiles with mypyc in a regular install: the heuristic bot, its
#: card memory, the fast deal loops and the dealing they use, and the deal engine they run
#: on (where ``simulate`` spends its time).
COMPILABLE = (
    "belote_cli.bots.heuristic",
    "belote_cli.bots.memory",
    "belote_cli.bots.fastplay",
    "belote_cli.engine.dealing",
    "belote_cli.simulation.deals",
    "belote_cli.engine.game",
    "belote_cli.engine.deux",
    "belote_cli.core.bidding",
    "belote_cli.core.scoring",
)


def native() -> bool:
    """Whether the solver runs on the native search core (built, and not turned off by
    ``BELOTE_PURE_PYTHON=1``)."""
    from .bots import solver

    return solver.NATIVE


def _extension(name: str) -> bool:
    # Whether module ``name`` of the package is there as a compiled extension: found by its
    # file, without importing anything (``belote --version`` loads no engine).
    folder, _, stem = name.removeprefix("belote_cli.").rpartition(".")
    where = _PACKAGE.joinpath(*folder.split(".")) if folder else _PACKAGE
    return any((where / (stem + suffix)).is_file()
               for suffix in importlib.machinery.EXTENSION_SUFFIXES)


def native_built() -> bool:
    """Whether the native search core was built, used or not (found by its file)."""
    return _extension("belote_cli.bots._search")


def compiled() -> list[str]:
    """The modules of ``COMPILABLE`` built as compiled extensions (found by their files:
    an extension module is imported before the ``.py`` file beside it)."""
    return [name for name in COMPILABLE if _extension(name)]


def summary() -> tuple[bool, str, list[str]]:
    """The build as values, for ``describe`` and ``belote --version`` (which words them in
    its language): whether the native core is used, how the simulation's loops run
    (``interpreted``, ``compiled``, ``partly``), and the short names of the modules
    compiled when only some are."""
    used = native_built() and not pure_python()
    names = compiled()
    if not names:
        return used, "interpreted", []
    if len(names) == len(COMPILABLE):
        return used, "compiled", []
    return used, "partly", [name.rsplit(".", 1)[1] for name in names]


def describe() -> str:
    """The build in a few words, for ``belote --version`` and the benchmarks: "native
    core" or "pure Python", then how the simulation's loops run. Read from the files
    installed and ``BELOTE_PURE_PYTHON``, without loading the engine."""
    used, loops, names = summary()
    core = "native core" if used else "pure Python"
    if loops == "interpreted":
        return f"{core}, simulation loops interpreted"
    if loops == "compiled":
        return f"{core}, simulation loops compiled with mypyc"
    return f"{core}, partly compiled with mypyc: {', '.join(names)}"
