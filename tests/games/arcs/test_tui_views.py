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


def test_at_160_by_45_the_ambitions_stay_in_view_however_long_the_boards_and_history_grow() -> None:
    import asyncio
    import random

    from ambitions.bots import make_agent
    from ambitions.core.state import CHANCE, TERMINAL
    from ambitions.games.arcs.views.tui.ambitions import HistoryView
    from ambitions.play.session import GameSession
    from ambitions.tui.app import PlayApp

    state = ambitions.new_game("arcs", players=4, seed=3)
    rng = random.Random(3)
    def reached() -> bool:
        return len(state.chapter_scoring) >= 3 and state.current_player() == 0

    while state.current_player() != TERMINAL and not reached():
        chance = state.current_player() == CHANCE
        state.apply(state.sample_chance() if chance else rng.choice(state.legal_actions()))
    assert state.current_player() == 0, "the seeded game reaches chapter 4 with seat 0 to decide"
    agents = {p: make_agent("random", p) for p in range(1, 4)}
    session = GameSession.load(state.record(), humans=[0], agents=agents)

    async def main() -> None:
        app = PlayApp(session)
        async with app.run_test(size=(160, 45)) as pilot:
            await pilot.pause()
            shown = app.query_one("#ambitions")
            box = shown.region
            assert box.height >= shown.virtual_size.height and box.y + box.height <= 45  # whole, on screen
            assert "Ambition  markers" in shown.plain and "available markers" in shown.plain
            side = app.query_one("#side").region
            assert side.height >= 8  # the own hand still shows below it
            assert app.query_one("#hand").region.y == side.y
            history = app.query_one(HistoryView).plain
            assert "Power per chapter: ch1" in history and "ch3 " in history

    asyncio.run(main())


def test_the_history_view_before_any_chapter_is_scored() -> None:
    from ambitions.games.arcs.views.tui.ambitions import HistoryView

    assert HistoryView().build(observation()).plain == "no chapter scored yet"
