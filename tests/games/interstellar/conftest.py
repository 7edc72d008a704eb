"""Helpers for the Interstellar scenario tests: positions built from a few fields, actions by
their text, the legal texts of the seat to decide."""

from __future__ import annotations

from typing import Any

import pytest

import ambitions
from ambitions.core.errors import IllegalAction
from ambitions.games.interstellar import InterstellarState, parse


def pos(players: int = 3, **fields: Any) -> InterstellarState:
    """A position (see `ambitions.games.interstellar.position`): seats default to ``{}``."""
    fields.setdefault("seats", [{} for _ in range(players)])
    state = ambitions.from_position({"game": "interstellar", "players": players, **fields})
    assert isinstance(state, InterstellarState)
    return state


def do(state: InterstellarState, *texts: str) -> InterstellarState:
    """Apply each action text in turn (checked: an illegal one fails the test)."""
    for text in texts:
        state.apply(parse(text))
    return state


def legal(state: InterstellarState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def assert_illegal(state: InterstellarState, text: str) -> None:
    with pytest.raises(IllegalAction):
        state.apply(parse(text))


def tokens(**levels: int) -> dict[str, list[int]]:
    """A seat's tokens: ``tokens(fleet=3, colonise=1)`` puts one on each track at that level and
    the rest (of 6) at BASIC on colonise."""
    out = {t: [0, 0, 0, 0, 0] for t in ("colonise", "develop", "build", "research", "shadow", "fleet")}
    for track, level in levels.items():
        out[track][level] += 1
    out["colonise"][1] += 6 - len(levels)
    return out


def finish_turn(state: InterstellarState) -> InterstellarState:
    """Play the rest of the current turn quietly: chance sampled, and at each decision ``done``,
    ``pass`` or ``advance-instead`` when offered, else the first legal action."""
    seat = state.turn_seat
    while state.turn_seat == seat and state.phase() != "over":
        if state.current_player() == ambitions.CHANCE:
            state.apply(state.sample_chance())
            continue
        options = legal(state)
        quiet = [o for o in ("done", "pass", "advance-instead") if o in options]
        state.apply(parse(quiet[0] if quiet else options[0]))
    return state
