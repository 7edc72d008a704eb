"""Terminal play: a Textual app over a `GameSession` (see `ambitions.tui.app`)."""

from ambitions.tui.session import GameSession, Step, Summary

__all__ = ["GameSession", "Step", "Summary"]
