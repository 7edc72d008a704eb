"""The kernel's error hierarchy: every error a caller can provoke is a `ValueError`.

Messages name the bad input (with ``!r``) and enough of the position to reproduce it, in the
manner of python-chess: a bug report can be replayed as written.
"""

from __future__ import annotations


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
