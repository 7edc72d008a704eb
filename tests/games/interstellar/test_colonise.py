"""COLONISE (seeds/003 "COLONISE"; variants-spec B.2.4): the planning levels' VP limits and
starting levels, the 8-planet limit, colony events only the first time."""

from __future__ import annotations

import random

from ambitions.games.interstellar import determinize, invariants

from .conftest import do, legal, pos, tokens

EIGHT = [{"id": "home-world-1", "dev": 4}] + [
    {"id": pid, "dev": 2}
    for pid in (
        "food-outpost-1",
        "food-outpost-2",
        "food-outpost-3",
        "ore-outpost-1",
        "ore-outpost-2",
        "ore-outpost-3",
        "coin-outpost-1",
    )
]


def test_the_eighth_planet_limit_gives_a_planet_to_the_seat_with_fewest() -> None:
    """With 8 planets, after paying and before the event, give one of yours to the player with
    the fewest planets (your choice among ties); it keeps its level. Mid-way, a seat's view
    still determinizes (the new planet is paid for and off its stack)."""
    rich = {"food": 9, "ore": 9, "science": 0, "coins": 0}
    fewer = {"planets": [{"id": "home-world-2", "dev": 4}, {"id": "science-outpost-1", "dev": 2}]}
    s = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        seats=[{"tokens": tokens(colonise=3), "planets": EIGHT, "resources": rich}, fewer, {}],
    )
    do(s, "take colonise.3", "colonise food")
    assert s.phase() == "give" and s.resources[0:2] == [7, 8]  # paid first (a Colony: 2F 1O)
    assert all(a.endswith(" 2") for a in legal(s))  # seat 2 has 1 planet, seat 1 has 2
    assert invariants.problems(s) == []
    for seat in range(3):
        assert determinize(s.observation(seat), random.Random(seat)).phase() == "give"
    do(s, "give food-outpost-1 2")
    assert [(p.id, p.dev) for p in s.planets[2]][-1] == ("food-outpost-1", 2)
    assert len(s.planets[0]) == 8 and s.planets[0][-1].id == "food-colony-1"


def test_a_given_home_world_keeps_its_level_up_to_the_receivers_maximum() -> None:
    """A transferred planet keeps its level (B.2.4), but a home world at 6 through the giver's
    Genetic Uplift (home worlds +1) drops to 5 for a receiver without it."""
    eight = [dict(p) for p in EIGHT]
    eight[0]["dev"] = 6
    s = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        techs={"owners": {"genetic-uplift": 0}},
        seats=[
            {
                "tokens": tokens(colonise=3),
                "planets": eight,
                "known": ["genetic-uplift"],
                "resources": {"food": 9, "ore": 9, "science": 0, "coins": 0},
            },
            {"planets": [{"id": "home-world-2", "dev": 4}, {"id": "science-outpost-1", "dev": 2}]},
            {},
        ],
    )
    do(s, "take colonise.3", "colonise food", "give home-world-1 2")
    assert [(p.id, p.dev) for p in s.planets[2]][-1] == ("home-world-1", 5)
    assert invariants.problems(s) == []
