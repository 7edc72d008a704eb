"""What the simulator counts in Interstellar games: the ambitions claimed, and VP per round."""

from __future__ import annotations

from typing import Any

from ambitions.core.spec import Statistics, Tally
from ambitions.core.state import JSON, State
from ambitions.games.interstellar.state import InterstellarState


class ClaimWatcher:
    """The ambitions claimed in each round: ``{"ambitions_claimed": [["four-techs"], ...]}``."""

    __slots__ = ("claims", "rounds")

    def __init__(self) -> None:
        self.claims: list[list[str]] = []
        self.rounds = 0

    def before(self, state: State, action: Any) -> None:
        assert isinstance(state, InterstellarState)
        while len(self.claims) < max(1, state.round):
            self.claims.append([])
        if getattr(action, "kind", "") == "claim":
            self.claims[-1].append(str(action.args[0]))

    def finish(self, state: State) -> dict[str, JSON]:
        return {"ambitions_claimed": [list(r) for r in self.claims]}


def round_vp(state: State) -> list[list[float]] | None:
    """VP gained in each round (the last row: the final, partial round), one column per seat."""
    assert isinstance(state, InterstellarState)
    out = []
    before = [0] * state.n
    for row in state.round_vp:
        out.append([float(v - b) for v, b in zip(row, before, strict=True)])
        before = list(row)
    return out


STATISTICS = Statistics(
    watcher=ClaimWatcher,
    tallies=(Tally("ambitions_claimed", "Ambitions claimed", "ambition"),),
    period_scores=round_vp,
    period="round",
)
