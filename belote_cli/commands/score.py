"""`belote score`."""

from __future__ import annotations
