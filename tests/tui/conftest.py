"""Shared positions for the terminal-play tests: records found by playing seeded games."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import ambitions
from ambitions.core.state import State

TURN_WASTERS = ("end", "pass")


def play_until(
    seed: int, players: int, stop: Callable[[State], bool], limit: int = 2000
) -> dict[str, Any] | None:
    """The record of a seeded random+ game at the first position where `stop` holds (or None)."""
    state = ambitions.new_game("arcs", players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if state.current_player() == ambitions.TERMINAL:
            return None
        if state.current_player() >= 0 and stop(state):
            return state.record()
        if state.current_player() == ambitions.CHANCE:
            state.apply(state.sample_chance())
            continue
        legal = state.legal_actions()
        keep = [a for a in legal if str(a) not in TURN_WASTERS] or legal
        state.apply(rng.choice(keep))
    return None


def find_record(players: int, stop: Callable[[State], bool]) -> dict[str, Any]:
    for seed in range(1, 200):
        record = play_until(seed, players, stop)
        if record is not None:
            return record
    raise AssertionError("no seeded game reached the position")


def _after_roll_with_choice(state: State) -> bool:
    """Seat 0 decides right after a die roll and has a decision that is not a chance or reveal."""
    history = state.record()["actions"]
    if state.current_player() != 0 or not history or not history[-1].startswith("roll"):
        return False
    return any(str(a).startswith(("move", "battle")) for a in state.legal_actions())


@pytest.fixture(scope="session")
def after_roll_record() -> dict[str, Any]:
    """A 2-player record where seat 0 is to decide just after a die roll, with moves to make."""
    return find_record(2, _after_roll_with_choice)


def _before_secure(state: State) -> bool:
    obs = state.observation(state.current_player())
    return obs["court_deck_size"] > 0 and any(str(a).startswith("secure") for a in state.legal_actions())


@pytest.fixture(scope="session")
def before_secure_record() -> dict[str, Any]:
    """A 3-player record where the seat to move may secure a Court card (the deck is not empty)."""
    return find_record(3, _before_secure)
