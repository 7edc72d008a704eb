"""Game-specific statistics gathered while a game is played.

The generic hook is ``state.summary()``: a game whose state has it returns a dict of its own
statistics at the end, and the simulator stores it in `GameResult.stats`. Where the final state
does not keep what a designer wants to count, a `Watcher` looks at the state before every action
instead. Arcs does not keep which ambitions were scored in each chapter (the marker boxes are
emptied at clean up), so `ArcsAmbitionWatcher` notes the boxes just before each chapter ends.
"""

from __future__ import annotations

from typing import Any, Protocol

from ambitions.core.state import State


class Watcher(Protocol):
    """Looks at a game while it is played; `finish` returns its statistics."""

    def before(self, state: State) -> None:
        """Called before each action (chance outcomes included) is applied."""
        ...

    def finish(self, state: State) -> dict[str, Any]:
        """The statistics, once the game is over."""
        ...


class ArcsAmbitionWatcher:
    """The ambitions scored at each chapter's end: ``{"ambitions_scored": [["tycoon"], ...]}``.

    Scoring and clean up happen inside the action that ends a chapter; the marker boxes seen just
    before the action after which ``chapter_scores`` grows are what that chapter scored. One entry
    per ambition marker, so an ambition declared twice in a chapter appears twice.
    """

    __slots__ = ("boxes", "chapters", "scored")

    def __init__(self) -> None:
        self.boxes: tuple[int, ...] = ()
        self.chapters = 0
        self.scored: list[list[int]] = []

    def before(self, state: Any) -> None:
        done = len(state.chapter_scores)
        if done > self.chapters:
            self._close(done)
        self.boxes = tuple(state.marker_box)

    def _close(self, done: int) -> None:
        # The previous action ended a chapter (at most one chapter ends per action).
        self.scored.append(sorted(b for b in self.boxes if b >= 0))
        self.chapters = done

    def finish(self, state: Any) -> dict[str, Any]:
        from ambitions.games.arcs.data import AMBITIONS

        done = len(state.chapter_scores)
        if done > self.chapters:
            self._close(done)
        return {"ambitions_scored": [[AMBITIONS[b] for b in chapter] for chapter in self.scored]}


def watcher_for(state: State) -> Watcher | None:
    """A watcher for `state`'s game, or None.

    What ``state.summary()`` returns is applied after the watcher's statistics, so a game that
    starts reporting ``ambitions_scored`` itself overrides the watcher's count.
    """
    if state.game_name == "arcs" and hasattr(state, "marker_box") and hasattr(state, "chapter_scores"):
        return ArcsAmbitionWatcher()
    return None
