"""Build: a few modules compiled by mypyc from their Python source when they can be.

``pip install .`` compiles the modules of ``COMPILED`` into C extensions with mypyc, the
compiler of the mypy project: the source stays plain Python (nothing here is written in C)
and the compiled modules do the same work about three times faster. When they cannot be
compiled (no C compiler, or ``BELOTE_PURE_PYTHON=1`` in the environment) the same modules
run interpreted. An editable install (``pip install -e .``, for development) is never
compiled, so that the tests, the coverage and every edit see the source itself.
``belote_cli.build`` tells which modules run compiled.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

# The search and the bots' inner loops: the double-dummy solver, and what ``simulate``
# spends its time in with heuristic bots (the bot, its card memory, the fast deal loop),
# the dealing of the discovery deal (its fast loop deals a few hundred thousand), the deal
# engine that drives each deal (``Game`` and the two-player ``DeuxGame`` built on it, the
# auction, the scoring, the simulation's deal loop), and what ``score`` spends its time in
# (the deal-file reader, the replay of the tricks, the tally's text).
COMPILED = [
    "belote_cli/bots/solver.py",
    "belote_cli/bots/heuristic.py",
    "belote_cli/bots/memory.py",
    "belote_cli/fastplay.py",
    "belote_cli/dealing.py",
    "belote_cli/game.py",
    "belote_cli/deux.py",
    "belote_cli/bidding.py",
    "belote_cli/scoring.py",
    "belote_cli/simulation/deals.py",
    "belote_cli/record.py",
    "belote_cli/replay.py",
    "belote_cli/render.py",
]
# The commands that build the package's files (not its metadata, not an editable install).
BUILDS = {"bdist_wheel", "build", "build_ext", "install", "bdist"}


class BuildExtOrNothing(build_ext):
    """Build every compiled module, or none: a compiler that fails on one (or is missing)
    leaves them all interpreted, never a module compiled without the library it needs."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as e:
            print(f"belote_cli: nothing compiled, plain Python ({e})", file=sys.stderr)
            for extension in self.extensions:
                built = self.get_ext_fullpath(extension.name)
                if os.path.exists(built):
                    os.remove(built)


def compiled_modules() -> list[Any]:
    """The mypyc extensions to build, or none."""
    if not BUILDS.intersection(sys.argv[1:]) or os.environ.get("BELOTE_PURE_PYTHON"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        return []
    try:
        return list(mypycify(COMPILED, opt_level="3", separate=True))
    except (Exception, SystemExit) as e:  # mypyc refused: all stays interpreted
        print(f"belote_cli: nothing compiled, plain Python ({e})", file=sys.stderr)
        return []


setup(ext_modules=compiled_modules(), cmdclass={"build_ext": BuildExtOrNothing})
