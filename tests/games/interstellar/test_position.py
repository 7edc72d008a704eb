"""The Interstellar position builder (`from_position`, `determinize`: position.load): the format is
the observation's, "no owner" is written one way, and every position it accepts plays on with
its invariants intact while every one it refuses is an `InvalidRecord` naming the field."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ambitions
from ambitions.core.errors import InvalidRecord

from .conftest import do, pos


def test_no_owner_is_minus_1_in_observations_and_positions_alike() -> None:
    """A face-up Shadow discard has no owner: -1, as for the start player before the draw, the
    trigger, the winner and a check's target; the builder reads -1 and refuses null."""
    s = do(pos(3, turn_seat=0, seats=[{"hand": ["red-tape"]}, {}, {}]), "play red-tape 1 colonise.1")
    obs = s.observation(None)
    assert obs["shadow"]["discard"] == [{"card": "red-tape", "seat": -1}]
    assert obs["trigger"] == -1 and obs["winner"] == -1
    again = ambitions.from_position(obs)
    assert again.observation(None) == obs
    for field, where in (
        ("trigger", {"trigger": None}),
        ("winner", {"winner": None}),
        ("shadow.discard[0].seat", {"shadow": {"discard": [{"card": "red-tape", "seat": None}]}}),
    ):
        with pytest.raises(InvalidRecord) as err:
            pos(3, **where)
        assert str(err.value).startswith(f"{field} must be a seat 0..2 or -1")


def nulls(value: Any, path: str = "") -> list[str]:
    """Paths of the nulls in an observation whose key names a seat (none may be null)."""
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            here = f"{path}.{k}" if path else k
            if v is None and k in SEAT_KEYS:
                out.append(here)
            out += nulls(v, here)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += nulls(v, f"{path}[{i}]")
    return out


SEAT_KEYS = frozenset(
    {
        "seat",
        "start_player",
        "turn_seat",
        "trigger",
        "winner",
        "target",
        "attacker",
        "defender",
        "current_player",
    }
)


def test_no_seat_field_of_an_observation_is_null_in_a_whole_game() -> None:
    s = ambitions.new_game("interstellar", players=4, seed=8)
    rng = random.Random(8)
    while not s.is_terminal():
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        for viewer in (0, None):
            found = [p for p in nulls(s.observation(viewer)) if p != "seat"]  # "seat": the viewer
            assert found == [], found
        s.apply(rng.choice(s.legal_actions()))
