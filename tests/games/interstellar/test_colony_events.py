"""COLONISE by planning level and the Colony Events (seeds/003 "COLONISE Action", "Colony
Events"; variants-spec B.2.4, B.2.7, I-18): VP limits, starting levels, ULTIMATE's discards,
events only on a planet's first colonisation, each event of the default set, and the 8-planet
limit when every other player is full."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import do, legal, pos, tokens

TAKE = [["turn-end", 0], ["claim", 0], ["take", 0]]
RICH = {"food": 9, "ore": 9, "science": 0, "coins": 0}
TOPS = {
    "food": {"top": "food-colony-1"},  # VP 3
    "ore": {"top": "ore-settled-1"},  # VP 5
    "science": {"top": "science-core"},  # VP 7
    "coins": {"top": "coin-outpost-1"},  # VP 1
}


def coloniser(level: int, me: dict[str, Any] | None = None, **top: Any) -> Any:
    seat = {"tokens": tokens(colonise=level), "resources": dict(RICH), **(me or {})}
    top.setdefault("planet_stacks", TOPS)
    s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}], **top)
    return do(s, f"take colonise.{level}")


@pytest.mark.parametrize(
    ("level", "stacks"),
    [(1, ["food", "coins"]), (2, ["food", "ore", "coins"]), (3, ["food", "ore", "science", "coins"])],
)
def test_colonise_vp_limits_by_planning_level(level: int, stacks: list[str]) -> None:
    """BASIC: a planet of VP 3 at most; MODERATE: 5; STRONG: any slot."""
    s = coloniser(level)
    assert [a for a in legal(s) if a.startswith("colonise")] == [f"colonise {t}" for t in stacks]


def test_colonising_pays_the_cost_starts_at_level_2_and_draws_an_event() -> None:
    s = do(coloniser(3), "colonise science")  # a Core world: 3 FOOD + 3 ORE
    assert s.resources[0:2] == [6, 6] and s.phase() == "event"
    do(s, "event fertile-plains")
    assert [(p.id, p.dev) for p in s.planets[0]][-1] == ("science-core", 2)
    assert s.resources[0] == 9  # Fertile Plains: 3 FOOD


def test_ultimate_colonise_may_discard_each_stacks_top_first_and_starts_at_level_4() -> None:
    s = coloniser(4)
    assert s.phase() == "sweep"
    do(s, "sweep science")
    assert s.planet_discard[2] == ["science-core"]
    while s.phase() == "planet":
        s.apply(s.sample_chance())
    do(s, "done", "colonise ore", "event valuable-resources")
    assert [(p.id, p.dev) for p in s.planets[0]][-1] == ("ore-settled-1", 4)
    s = do(coloniser(4), "done", "colonise coins", "event valuable-resources")
    assert [(p.id, p.dev) for p in s.planets[0]][-1] == ("coin-outpost-1", 2)  # its maximum


def test_a_colony_event_is_drawn_only_the_first_time_a_planet_is_colonised() -> None:
    s = do(coloniser(1, colonised=["coin-outpost-1"]), "colonise coins")
    assert s.phase() != "event" and s.planets[0][-1].id == "coin-outpost-1"


def colonised_with(event: str, stack: str = "food", **top: Any) -> Any:
    return do(coloniser(3, **top), f"colonise {stack}", f"event {event}")


@pytest.mark.parametrize(
    ("event", "gained"),
    [
        ("valuable-resources", [0, 0, 0, 3]),
        ("rich-ore-veins", [0, 3, 0, 0]),
        ("ancient-library", [0, 0, 3, 0]),
        ("fertile-plains", [3, 0, 0, 0]),
    ],
)
def test_resource_events(event: str, gained: list[int]) -> None:
    s = colonised_with(event)
    paid = [2, 1, 0, 0]  # a Colony: 2 FOOD + 1 ORE
    assert s.resources[0:4] == [r - p + g for r, p, g in zip([9, 9, 0, 0], paid, gained, strict=True)]


def test_eager_settlers_and_hostile_natives_change_the_starting_level() -> None:
    assert colonised_with("eager-settlers").planets[0][-1].dev == 3
    assert colonised_with("eager-settlers", "coins").planets[0][-1].dev == 2  # an Outpost's max
    assert colonised_with("hostile-natives").planets[0][-1].dev == 1


def test_supply_shortfall_pay_2_food_or_lose_the_planet() -> None:
    s = colonised_with("supply-shortfall")
    do(s, "pay-shortfall")
    assert s.resources[0] == 5 and s.planets[0][-1].id == "food-colony-1"
    s = colonised_with("supply-shortfall")
    do(s, "abandon")
    assert [p.id for p in s.planets[0]] == ["home-world-1"] and "food-colony-1" in s.planet_discard[0]


def test_derelict_warship_gives_a_free_strike_craft() -> None:
    s = colonised_with("derelict-warship")
    assert [h.id for h in s.fleets[0]] == ["strike-craft", "destroyer", "strike-craft"]
    assert s.resources[0:2] == [7, 8]


def test_derelict_warship_at_8_ships_asks_for_a_discard_first_or_leaves_the_ship() -> None:
    """The 8-ship NOTE: "If they have 8 and wish to build / draw more, they must discard a ship
    first." The free Strike Craft waits for a discard, or is left."""
    fleet = [{"ship": "destroyer"}] * 7 + [{"ship": "cruiser"}]
    for answer, strike_craft in (("scrap cruiser", 1), ("decline", 0)):
        s = colonised_with("derelict-warship", me={"fleet": fleet})
        assert s.phase() == "make-room" and legal(s) == ["scrap destroyer", "scrap cruiser", "decline"]
        do(s, answer)
        assert len(s.fleets[0]) == 8 and [h.id for h in s.fleets[0]].count("strike-craft") == strike_craft


def test_kept_events_stay_on_their_planet_and_add_to_its_production() -> None:
    for event, bonus in (
        ("delicious-aliens", [2, 0, 0, 0]),
        ("geothermal-vents", [0, 1, 0, 0]),
        ("quantum-crystals", [0, 0, 1, 0]),
        ("tourist-paradise", [0, 0, 0, 1]),
    ):
        s = colonised_with(event)
        assert s.planets[0][-1].markers == (event,) and event not in s.event_discard
        produced = pos(
            3,
            turn_seat=0,
            pending=[*TAKE, ["produce-or-advance", 0]],
            seats=[{"planets": [{"id": "food-colony-1", "dev": 2, "markers": [event]}]}, {}, {}],
        )
        do(produced, "produce")
        assert produced.resources[0:4] == [2 + bonus[0], *bonus[1:]], event


def test_runaway_greenhouse_swaps_for_the_lowest_vp_face_up_planet() -> None:
    """I-18: the planet is discarded; the lowest-VP face-up planet replaces it at the same
    level, for nothing and with no new event; its slot is refilled."""
    s = colonised_with("runaway-greenhouse")
    assert [(p.id, p.dev) for p in s.planets[0]][-1] == ("coin-outpost-1", 2)
    assert "food-colony-1" in s.planet_discard[0] and s.phase() == "planet"
    assert s.resources[0:2] == [7, 8]


def test_runaway_greenhouse_ties_are_chosen_by_the_opponent_on_the_right() -> None:
    tops = {**TOPS, "ore": {"top": "ore-outpost-1"}}
    s = colonised_with("runaway-greenhouse", planet_stacks=tops)
    assert s.phase() == "greenhouse" and s.current_player() == 2  # seat 0's right, in 3
    assert legal(s) == ["replace-with ore", "replace-with coins"]
    do(s, "replace-with ore")
    assert s.planets[0][-1].id == "ore-outpost-1"


def test_fortress_world_cannot_be_captured_at_level_1() -> None:
    from .test_combat import war

    them = {"planets": [{"id": "food-settled-1", "dev": 1, "markers": ["fortress-world"]}]}
    s = war("invade", 2, ["destroyer"], ["strike-craft"], {"resources": dict(RICH)}, them)
    do(s, "roll 11 1", "spoil bombard food-settled-1")
    assert s.phase() != "capture" and s.planets[1][0].id == "food-settled-1"
    them = {"planets": [{"id": "food-settled-1", "dev": 1}]}
    s = war("invade", 2, ["destroyer"], ["strike-craft"], {"resources": dict(RICH)}, them)
    do(s, "roll 11 1", "spoil bombard food-settled-1")  # already at 1: 1 point is enough (I-16)
    assert s.phase() == "capture"


def full(seat: int) -> list[dict[str, Any]]:
    """Eight planets for `seat` (different cards for each seat)."""
    n = seat + 1
    ids = [f"home-world-{n}", f"food-outpost-{n}", f"ore-outpost-{n}", f"science-outpost-{n}"]
    ids += [f"coin-outpost-{n}", f"food-colony-{1 + seat % 2}" if seat < 2 else "food-settled-1"]
    ids += [f"ore-colony-{1 + seat % 2}" if seat < 2 else "ore-settled-1"]
    ids += [f"science-colony-{1 + seat % 2}" if seat < 2 else "science-settled-1"]
    return [{"id": pid, "dev": 2 if "home" not in pid else 4} for pid in ids]


def test_with_8_planets_and_every_other_player_full_the_planet_is_discarded() -> None:
    seats = [
        {"tokens": tokens(colonise=3), "resources": dict(RICH), "planets": full(0)},
        {"planets": full(1)},
        {"planets": full(2)},
    ]
    tops = {"food": {"top": "food-core"}}
    s = pos(3, turn_seat=0, pending=TAKE, seats=seats, planet_stacks=tops)
    do(s, "take colonise.3", "colonise food")
    assert s.phase() == "give"
    assert all(a.endswith(" discard") for a in legal(s))
    do(s, "give ore-outpost-1 discard")
    assert "ore-outpost-1" in s.planet_discard[1] and len(s.planets[0]) == 8
    assert [len(p) for p in s.planets] == [8, 8, 8]


def test_orbital_habitats_hold_a_ninth_planet() -> None:
    seat = {
        "tokens": tokens(colonise=3),
        "resources": dict(RICH),
        "planets": full(0),
        "known": ["orbital-habitats"],
    }
    s = pos(
        3,
        turn_seat=0,
        pending=TAKE,
        seats=[seat, {}, {}],
        techs={"owners": {"orbital-habitats": 0}},
        planet_stacks={"food": {"top": "food-core"}},
    )
    do(s, "take colonise.3", "colonise food")
    assert s.phase() == "event" and len(s.planets[0]) == 9
