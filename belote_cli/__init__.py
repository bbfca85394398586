"""belote_cli: a French belote rules engine, bots, and the ``belote`` command."""

from __future__ import annotations

__version__ = "0.1.0"
