"""The environment variables the library reads itself (the command line reads the others:
``BELOTE_LANG``, ``NO_COLOR``).

``BELOTE_PURE_PYTHON``: set to ``1`` (or ``true``, ``yes``, ``on``), the solver runs its
pure-Python reference even where the native core was built, and an install builds nothing
(``setup.py`` reads it the same way). Unset, empty, ``0``, ``false``, ``no`` or ``off``:
the native core where it was built.
"""

from __future__ import annotations

import os

#: The values of a switch that mean "off" (any case; spaces around ignored).
OFF = ("", "0", "false", "no", "off")


def switched_on(name: str) -> bool:
    """True when the environment variable ``name`` is set to anything but an "off" value."""
    return os.environ.get(name, "").strip().lower() not in OFF


def pure_python() -> bool:
    """True when ``BELOTE_PURE_PYTHON`` asks for the pure-Python search."""
    return switched_on("BELOTE_PURE_PYTHON")
