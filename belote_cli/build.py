"""Which modules run compiled: ``pip install .`` compiles a few with mypyc (see setup.py).

The compiled modules are built from the same source and give the same results; they are
only faster. An editable install, or a machine without a C compiler, runs them all
interpreted.
"""

from __future__ import annotations

import importlib

#: The modules setup.py compiles when it can: the solver, and the heuristic bot, its card
#: memory and the fast deal loop (where ``simulate`` spends its time), the dealing of the
#: discovery deal, the deal engine (``Game``, ``DeuxGame``, the auction, the scoring, the
#: simulation's deal loop), and the deal-file reader, the replay and the tally's text
#: (where ``score`` spends its time).
COMPILABLE = (
    "belote_cli.bots.solver",
    "belote_cli.bots.heuristic",
    "belote_cli.bots.memory",
    "belote_cli.fastplay",
    "belote_cli.dealing",
    "belote_cli.game",
    "belote_cli.deux",
    "belote_cli.bidding",
    "belote_cli.scoring",
    "belote_cli.simulation.deals",
    "belote_cli.record",
    "belote_cli.replay",
    "belote_cli.render",
)


def compiled() -> list[str]:
    """The modules of ``COMPILABLE`` imported from a compiled extension, not a ``.py`` file."""
    out = []
    for name in COMPILABLE:
        path = importlib.import_module(name).__file__ or ""
        if not path.endswith(".py"):
            out.append(name)
    return out


def describe() -> str:
    """The build in a few words, for ``belote --version`` and the benchmarks."""
    names = compiled()
    if not names:
        return "plain Python, interpreted"
    if len(names) == len(COMPILABLE):
        return "compiled with mypyc"
    short = ", ".join(name.rsplit(".", 1)[1] for name in names)
    return f"partly compiled with mypyc: {short}"
