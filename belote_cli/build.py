"""What the install built: the native search core, and the modules mypyc compiled.

``pip install .`` and the editable install build the **native search core**
(``belote_cli/bots/_search.c``: the double-dummy search of the solver, the expert,
``hint`` and ``score --analyze``); where it could not be built, the solver runs its
pure-Python reference (``bots/search.py``), with the same values, slower. ``pip install .``
also compiles the simulation's hot loops with mypyc (setup.py); the editable install
leaves them interpreted. Every build gives the same results; only the speed differs.
"""

from __future__ import annotations

import importlib
import importlib.util

#: The modules setup.py compiles with mypyc in a regular install: the heuristic bot, its
#: card memory, the fast deal loops and the dealing they use (where ``simulate`` spends
#: its time).
COMPILABLE = (
    "belote_cli.bots.heuristic",
    "belote_cli.bots.memory",
    "belote_cli.fastplay",
    "belote_cli.dealing",
    "belote_cli.simulation.deals",
)


def native() -> bool:
    """Whether the solver runs on the native search core (built, and not turned off by
    ``BELOTE_PURE_PYTHON=1``)."""
    from .bots import solver

    return solver.NATIVE


def native_built() -> bool:
    """Whether the native search core was built, used or not."""
    return importlib.util.find_spec("belote_cli.bots._search") is not None


def compiled() -> list[str]:
    """The modules of ``COMPILABLE`` imported from a compiled extension, not a ``.py`` file."""
    out = []
    for name in COMPILABLE:
        spec = importlib.util.find_spec(name)
        path = (spec.origin if spec is not None else None) or ""
        if not path.endswith(".py"):
            out.append(name)
    return out


def describe() -> str:
    """The build in a few words, for ``belote --version`` and the benchmarks: "native
    core" or "pure Python", then how the simulation's loops run."""
    core = "native core" if native() else "pure Python"
    names = compiled()
    if not names:
        return f"{core}, simulation loops interpreted"
    if len(names) == len(COMPILABLE):
        return f"{core}, simulation loops compiled with mypyc"
    short = ", ".join(name.rsplit(".", 1)[1] for name in names)
    return f"{core}, partly compiled with mypyc: {short}"
