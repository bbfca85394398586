"""`belote play`."""

from __future__ import annotations
