"""What the simulator counts in Arcs games: the ambitions scored and the Power of each chapter.

The state does not keep which ambitions were scored in each chapter (the marker boxes are
emptied at clean up, p18), so `AmbitionWatcher` notes the boxes just before each chapter ends.
Power gained per chapter is the state's own ``chapter_scores``.
"""

from __future__ import annotations

from typing import Any

from ambitions.core.spec import Statistics, Tally
from ambitions.core.state import JSON, State
from ambitions.games.arcs.state import ArcsState


class AmbitionWatcher:
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

    def before(self, state: State, action: Any) -> None:
        assert isinstance(state, ArcsState)
        done = len(state.chapter_scores)
        if done > self.chapters:
            self._close(done)
        self.boxes = tuple(state.marker_box)

    def _close(self, done: int) -> None:
        # The previous action ended a chapter (at most one chapter ends per action).
        self.scored.append(sorted(b for b in self.boxes if b >= 0))
        self.chapters = done

    def finish(self, state: State) -> dict[str, JSON]:
        assert isinstance(state, ArcsState)
        done = len(state.chapter_scores)
        if done > self.chapters:
            self._close(done)
        names = state.AMBITION_NAMES  # (an extending game's ambitions too)
        return {"ambitions_scored": [[names[b] for b in chapter] for chapter in self.scored]}


def chapter_power(state: State) -> list[list[float]] | None:
    """Power gained in each finished chapter, one row per chapter, one column per seat."""
    assert isinstance(state, ArcsState)
    return [[float(v) for v in row] for row in state.chapter_scores]


STATISTICS = Statistics(
    watcher=AmbitionWatcher,
    tallies=(Tally("ambitions_scored", "Ambitions scored", "ambition"),),
    period_scores=chapter_power,
    period="chapter",
)
