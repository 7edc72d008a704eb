"""The kernel's error hierarchy: every error a caller can provoke is a `ValueError`.

Messages name the bad input (with ``!r``) and enough of the position to reproduce it, in the
manner of python-chess: a bug report can be replayed as written. `shorten` and `clip` echo a bad
value or a long text in a message without flooding it.
"""

from __future__ import annotations

from typing import Final


class AmbitionsError(ValueError):
    """Base class of every error raised for bad input to the engine."""

    code = "error"
    """A stable, machine-readable code (the web server reports it)."""


class IllegalAction(AmbitionsError):
    """An action that is not legal for the seat to move; the state is unchanged."""

    code = "illegal_action"


class InvalidActionText(AmbitionsError):
    """Text that does not parse as an action of the game."""

    code = "invalid_action_text"


class InvalidOptions(AmbitionsError):
    """Game options (player count, mode flags, ...) that the game does not accept."""

    code = "invalid_options"


class InvalidRecord(AmbitionsError):
    """A game record or position that is malformed or does not replay."""

    code = "invalid_record"


SHOWN: Final = 80
"""At most this many characters of a bad value are echoed in a message."""


def shorten(value: object, limit: int = SHOWN) -> str:
    """``repr(value)``, cut to `limit` characters with a note of the full length when longer."""
    try:
        text = repr(value)
    except ValueError:  # an int too long to print
        return f"<{type(value).__name__} too long to show>"
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text):,} characters)"


def clip(text: str, limit: int = 400) -> str:
    """`text` cut to `limit` characters, with a note of the full length when longer."""
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text):,} characters)"
