"""Helpers for the ARCADEs scenario tests: positions from JSON, actions by their text.

Every scenario is written from the rule text (``variants-spec.md`` part B.1, the ambiguities
A1-A32): a position shows only what the rule needs, the tests apply actions by their text and
check what the rule says must follow.
"""

from __future__ import annotations

from typing import Any

import ambitions
from ambitions.games.arcades import invariants, observe
from ambitions.games.arcades.state import ArcadesState


def build(players: int = 3, **position: Any) -> ArcadesState:
    """A position: the given keys on a stocked table (see `ambitions.games.arcades.position`)."""
    state = ambitions.from_position({"game": "arcades", "players": players, **position})
    assert isinstance(state, ArcadesState)
    return state


def turn(
    seat: int = 0,
    card: str = "ADM5",
    players: int = 3,
    agents: list[str | None] | None = None,
    seats: list[dict[str, Any]] | None = None,
    **position: Any,
) -> ArcadesState:
    """`seat`'s turn with `card` just played (as the lead unless ``round`` says otherwise)."""
    sides = players + (1 if players == 2 else 0)
    default_agents = ["1.1", "2.1", "3.1", "4.1"][:sides]
    return build(
        players,
        initiative=position.pop("initiative", seat),
        agents=agents or default_agents,
        seats=seats or [{} for _ in range(players)],
        turn={"side": seat, "card": card, **position.pop("turn_extra", {})},
        **position,
    )


def play(state: ArcadesState, *texts: str) -> ArcadesState:
    """Apply each action text (checked: an illegal one raises)."""
    for text in texts:
        state.apply(state.parse_action(text))
        assert invariants.problems(state) == [], (text, invariants.problems(state))
    return state


def legal(state: ArcadesState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def ships(state: ArcadesState, cluster: int, side: int) -> tuple[int, int]:
    """(fresh, damaged) ships of `side` in cluster `cluster` (1-6)."""
    i = (cluster - 1) * state.sides + side
    return state.fresh[i], state.damaged[i]


def resources_of(state: ArcadesState, seat: int) -> list[str | None]:
    return observe.observation(state, seat)["seats"][seat]["resources"]


def agent(state: ArcadesState, side: int) -> str | None:
    planet = state.agents[side]
    return f"{planet // 3 + 1}.{planet % 3 + 1}" if planet >= 0 else None
