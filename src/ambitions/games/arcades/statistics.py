"""What the simulator counts in ARCADEs games: the ambitions declared in each chapter, and the
Power each chapter brought.

`DeclareWatcher` sees every action before it is applied: a ``declare`` is an ambition declared,
labelled by the marker's side (``5/3``). Power per chapter is the state's own
``chapter_power`` (each seat's Power at the end of each chapter).
"""

from __future__ import annotations

from typing import Any

from ambitions.core.spec import Statistics, Tally
from ambitions.core.state import JSON, State
from ambitions.games.arcades.state import ArcadesState


class DeclareWatcher:
    """``{"declared": [["5/3", "4/2"], [], ...]}``: per finished chapter, the markers declared."""

    __slots__ = ("declared",)

    def __init__(self) -> None:
        self.declared: list[list[str]] = [[] for _ in range(3)]

    def before(self, state: State, action: Any) -> None:
        assert isinstance(state, ArcadesState)
        text = str(action)
        if text.startswith("declare "):
            self.declared[min(state.chapter, 3) - 1].append(text.split()[1])

    def finish(self, state: State) -> dict[str, JSON]:
        assert isinstance(state, ArcadesState)
        return {"declared": [list(c) for c in self.declared[: len(state.chapter_power)]]}


def chapter_power(state: State) -> list[list[float]] | None:
    """Power gained in each finished chapter, one row per chapter, one column per seat."""
    assert isinstance(state, ArcadesState)
    out = []
    before = [0] * state.n
    for row in state.chapter_power:
        out.append([float(a - b) for a, b in zip(row, before, strict=True)])
        before = row
    return out


STATISTICS = Statistics(
    watcher=DeclareWatcher,
    tallies=(Tally("declared", "Ambitions declared", "marker"),),
    period_scores=chapter_power,
    period="chapter",
)
