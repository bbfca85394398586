"""`belote simulate`."""

from __future__ import annotations
