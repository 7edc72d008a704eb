"""`greedy`'s settling of chance outcomes: expanded in full while they stay within the budget,
the likeliest standing for the rest past it (rolls in a row would multiply without end)."""

from __future__ import annotations

from typing import Any

from ambitions.bots import greedy
from ambitions.core.state import CHANCE, TERMINAL


class Rolls:
    """A stand-in game: `rolls` dice in a row, each with faces 0..5 (face 5 twice as likely);
    the score is the sum of the faces."""

    def __init__(self, rolls: int, total: int = 0) -> None:
        self.rolls, self.total = rolls, total

    def current_player(self) -> int:
        return CHANCE if self.rolls else TERMINAL

    def clone(self) -> Rolls:
        return Rolls(self.rolls, self.total)

    def apply_unchecked(self, face: int) -> None:
        self.rolls -= 1
        self.total += face


class Knowledge:
    def chance_outcomes(self, state: Any) -> list[tuple[int, float]]:
        return [(f, (2 if f == 5 else 1) / 7) for f in range(6)]

    def worth(self, state: Any) -> list[float]:
        return [float(state.total)]


def settler() -> greedy.Settler:
    return greedy.Settler(Knowledge(), 0)  # type: ignore[arg-type]


def test_outcomes_within_the_budget_are_expanded_in_full() -> None:
    s = settler()
    mean = sum(f * p for f, p in Knowledge().chance_outcomes(None))
    assert abs(s.settle(Rolls(2), budget=36) - 2 * mean) < 1e-9
    assert s.evaluations == 36


def test_past_the_budget_the_likeliest_outcome_stands_for_the_rest() -> None:
    s = settler()
    mean = sum(f * p for f, p in Knowledge().chance_outcomes(None))
    # 6 outcomes expanded, each with a budget of 1: the second roll is its likeliest face, 5.
    assert abs(s.settle(Rolls(2), budget=6) - (mean + 5)) < 1e-9
    assert s.evaluations == 6
    s = settler()
    s.settle(Rolls(12))  # 6**12 positions in full: the default budget keeps it to a few thousand
    assert s.evaluations <= greedy.CHANCE_BUDGET
