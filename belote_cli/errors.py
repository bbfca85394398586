"""The one error family of the library; the CLI turns each into ``error: ...`` and exit 1."""

from __future__ import annotations


class BeloteError(Exception):
    """Base of every error the library raises on bad input."""


class CardError(BeloteError):
    """A card, suit or seat that does not exist (``11♥``, ``Z``)."""


class RuleError(BeloteError):
    """An unknown rule option or value (``undertrump=maybe``)."""


class IllegalPlayError(BeloteError):
    """A card that breaks an obligation (*obligation*) or is not in the hand."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason


class DealFileError(BeloteError):
    """A problem in a deal file, located as ``FILE:LINE:COLUMN``.

    ``line`` and ``column`` are 1-based; 0 means "not known" and is left out of the message.
    """

    def __init__(self, path: str, line: int, column: int, message: str) -> None:
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        super().__init__(self.location() + ": " + message)

    def location(self) -> str:
        """``FILE``, ``FILE:LINE`` or ``FILE:LINE:COLUMN``."""
        where = self.path
        if self.line:
            where += f":{self.line}"
            if self.column:
                where += f":{self.column}"
        return where


class DealFileErrors(BeloteError):
    """Every problem found in one file, reported together."""

    def __init__(self, errors: list[DealFileError]) -> None:
        self.errors = errors
        super().__init__("\n".join(str(e) for e in errors))
