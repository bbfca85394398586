"""Build: the double-dummy solver compiled by mypyc from its Python source when it can be.

``pip install .`` compiles ``belote_cli/bots/solver.py`` into a C extension with mypyc, the
compiler of the mypy project: the source stays plain Python (nothing here is written in C)
and the compiled module searches the same nodes about three times faster. When it cannot be
compiled (no C compiler, or ``BELOTE_PURE_PYTHON=1`` in the environment) the same module
runs interpreted. An editable install (``pip install -e .``, for development) is never
compiled, so that the tests, the coverage and every edit see the source itself.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from setuptools import setup

# The search and the bots' inner loops: the double-dummy solver, and what ``simulate``
# spends its time in with heuristic bots (the bot, its card memory, the fast deal loop).
COMPILED = [
    "belote_cli/bots/solver.py",
    "belote_cli/bots/heuristic.py",
    "belote_cli/bots/memory.py",
    "belote_cli/fastplay.py",
]
# The commands that build the package's files (not its metadata, not an editable install).
BUILDS = {"bdist_wheel", "build", "build_ext", "install", "bdist"}


def compiled_modules() -> list[Any]:
    """The mypyc extensions to build, or none."""
    if not BUILDS.intersection(sys.argv[1:]) or os.environ.get("BELOTE_PURE_PYTHON"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        return []
    try:
        extensions = mypycify(COMPILED, opt_level="3", separate=True)
    except (Exception, SystemExit) as e:  # mypyc refused: the solver stays interpreted
        print(f"belote_cli: the solver stays plain Python ({e})", file=sys.stderr)
        return []
    for extension in extensions:
        extension.optional = True  # no C compiler, or a failing one: not an error
    return list(extensions)


setup(ext_modules=compiled_modules())
