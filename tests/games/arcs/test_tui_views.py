"""The Arcs terminal views read what the observation gives (issue 11): ambition counts, open and
empty resource slots with the Ancient Holdings slot, city bonuses, marker values, control."""

from __future__ import annotations

import copy
from typing import Any

import ambitions
from ambitions.games.arcs.render import render
from ambitions.games.arcs.views.tui.ambitions import AmbitionsView
from ambitions.games.arcs.views.tui.hand import HandView


def observation(seat: int | None = 0) -> dict[str, Any]:
    """Seat 0 holds Ancient Holdings (a Relic on it), has built four cities and controls 2.3;
    the 5/3 marker is on Tycoon, the 3/2 one is flipped (6/3)."""
    state = ambitions.from_position(
        {
            "game": "arcs",
            "players": 3,
            "setup_card": "3SETUP01",
            "current_player": 0,
            "buildings": [
                {"slot": slot, "seat": 0, "kind": "city"} for slot in ("2.3#0", "2.3#1", "3.3#0", "3.3#1")
            ],
            "ships": [{"system": "2.3", "seat": 0, "fresh": 2}],
            "seats": [
                {"lore": ["L13"], "holdings": "relic", "resources": ["fuel", "material"], "hand": ["ADM2"]},
                {"hand": ["MOB3"]},
                {"hand": ["CON4"]},
            ],
            "markers": [{"box": "tycoon"}, {"flipped": True}, {}],
        }
    )
    return state.observation(seat)


def test_the_hands_view_shows_the_holdings_slot_and_the_city_slots() -> None:
    text = HandView().build(observation()).plain
    mine = text.split("seat 1")[0]
    assert "resources: fuel | material | - | - | - | - | holdings: relic  (7 open, 4 empty)" in mine
    assert "city slots: slot 3 ✓, slot 4 ✓, slots 5+6 ✓, +2 Power ✓, +3 Power" in mine
    rival = text.split("seat 1")[1]
    assert "holdings" not in rival and "(2 open, 2 empty)" in rival


def test_the_views_read_the_counts_from_the_observation() -> None:
    obs = observation()
    assert obs["seats"][0]["ambitions"]["tycoon"] == 2 and obs["seats"][0]["ambitions"]["keeper"] == 1
    # Change the counts the observation reports: the views show what it says, nothing recomputed.
    told = copy.deepcopy(obs)
    told["seats"][1]["ambitions"]["empath"] = 7
    told["seats"][2]["ambitions"]["tyrant"] = 8
    told["seats"][0]["open_slots"], told["seats"][0]["empty_slots"] = 5, 3
    ambitions_text = AmbitionsView().build(told).plain
    assert "empath    -            0   7   0" in ambitions_text
    assert "tyrant    -            0   0   8" in ambitions_text
    assert "tycoon    5/3          2   0   0" in ambitions_text
    assert "available markers: 6/3 2/0" in ambitions_text  # the markers' values as observed
    assert "(5 open, 3 empty)" in HandView().build(told).plain
    plain = render(told)
    assert "empath 0/7/0" in plain and "tyrant 0/0/8" in plain
    assert "2.3 relic (2 slots)    ships s0 2+0; city s0, city s0; controlled by s0" in plain
