"""Pig's bot knowledge, an adapter in the plugin's own package found through its
``ambitions.knowledge`` entry point (``pig = "ambitions_pig.knowledge:make_knowledge"``), exactly
as the bundled games declare theirs (``ambitions.games.<game>.knowledge:make_knowledge``).

The rules (``ambitions_pig``) never import it; it imports the rules and the bots' knowledge
interface only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ambitions.bots.knowledge import margin, rank_values, squash, weights_with
from ambitions.core import CHANCE, TERMINAL, State
from ambitions_pig import DIE, GOAL, PigState


@dataclass(frozen=True)
class PigWeights:
    turn_total: float = 1.0
    """What a point of the mover's turn total, not yet banked, is worth against a banked one."""


class PigKnowledge:
    """Worth: banked points, plus the mover's turn total; a roll's six faces are equally likely."""

    def __init__(self, weights: PigWeights) -> None:
        self.weights = weights

    def worth(self, state: State) -> list[float]:
        assert isinstance(state, PigState)
        out = [float(s) for s in state.scores_]
        if state.current_player() != TERMINAL:
            out[state.turn] += self.weights.turn_total * state.total
        return out

    def values(self, state: State) -> list[float]:
        if state.current_player() == TERMINAL:
            return rank_values(state.returns())
        worth = self.worth(state)
        return [squash(margin(worth, seat), GOAL / 4) for seat in range(state.num_players)]

    def follow_up(self, state: State, seat: int) -> bool:
        return False

    def chance_outcomes(self, state: State) -> list[tuple[Any, float]] | None:
        return [(face, 1 / 6) for face in DIE] if state.current_player() == CHANCE else None

    def candidates(self, state: State, legal: list[Any]) -> list[Any]:
        return legal


def make_knowledge(**options: float) -> PigKnowledge:
    """`PigKnowledge` with some weights changed (`InvalidOptions` for unknown names)."""
    return PigKnowledge(weights_with(PigWeights(), "pig", options))
