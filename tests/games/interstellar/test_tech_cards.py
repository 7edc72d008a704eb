"""The tech cards and special planets of the default set not met in the other scenario tests
(variants-spec B.2.7 "Techs", "The four special planets"): one scenario each, played through
the action it changes. Owning and knowing a tech give the same effect (seeds/003 "Technology")."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import do, legal, pos, tokens

TAKE = [["turn-end", 0], ["claim", 0], ["take", 0]]
STEP_2 = [*TAKE, ["produce-or-advance", 0]]


def res(**r: int) -> dict[str, int]:
    return {"food": 0, "ore": 0, "science": 0, "coins": 0, **r}


def with_tech(tech: str | None, pending: list[Any], **me: Any) -> Any:
    seat = {**me}
    owners = {}
    if tech:
        seat["known"] = [tech]
        owners = {tech: 0}
    return pos(3, turn_seat=0, pending=pending, techs={"owners": owners}, seats=[seat, {}, {}])


@pytest.mark.parametrize(
    ("tech", "gain"),
    [
        ("efficient-farming", [1, 0, 0, 0]),
        ("deep-core-mining", [0, 1, 0, 0]),
        ("data-networks", [0, 0, 1, 0]),
        ("trade-guilds", [0, 0, 0, 1]),
        (None, [0, 0, 0, 0]),
    ],
)
def test_start_techs_add_one_resource_when_producing(tech: str | None, gain: list[int]) -> None:
    s = do(with_tech(tech, STEP_2), "produce", "mix 0 0 0 4")
    assert s.resources[0:4] == [gain[0], gain[1], gain[2], gain[3] + 4]


def develop_cost(tech: str | None, level: int = 2, **me: Any) -> int:
    """FOOD spent developing the home world and a FOOD Core world as far as the level allows."""
    planets = me.pop("planets", [{"id": "home-world-1", "dev": 1}, {"id": "food-core", "dev": 1}])
    s = with_tech(tech, TAKE, tokens=tokens(develop=level), planets=planets, resources=res(food=20), **me)
    do(s, f"take develop.{level}")
    while s.phase() == "develop" and any(a.startswith("develop") for a in legal(s)):
        do(s, next(a for a in legal(s) if a.startswith("develop")))
    return 20 - s.resources[0]


def test_hydroponics_and_garden_of_plenty_take_1_food_off_each_develop_action() -> None:
    assert develop_cost(None) == 6  # MODERATE: 3 levels
    assert develop_cost("hydroponics") == 5
    garden = [{"id": "home-world-1", "dev": 1}, {"id": "garden-of-plenty", "dev": 1}]
    assert develop_cost(None, planets=garden) == 5


def test_terraforming_gives_one_free_level_per_develop() -> None:
    """Once per DEVELOP, +1 level for nothing: 4 levels for 6 FOOD at MODERATE."""
    s = with_tech(
        "terraforming",
        TAKE,
        tokens=tokens(develop=2),
        planets=[{"id": "home-world-1", "dev": 1}],
        resources=res(food=20),
    )
    do(s, "take develop.2", *["develop home-world-1"] * 4)
    assert s.planets[0][0].dev == 5 and s.resources[0] == 14


@pytest.mark.parametrize(("planet", "tech"), [(None, "modular-hulls"), ("shipyard-moon", None)])
def test_modular_hulls_and_shipyard_moon_add_a_build_point(planet: str | None, tech: str | None) -> None:
    planets = [{"id": "home-world-1"}] + ([{"id": planet}] if planet else [])
    s = with_tech(tech, TAKE, tokens=tokens(build=1), planets=planets, resources=res(ore=9))
    do(s, "take build.1")
    assert "build cruiser" in legal(s)  # 2 build points at BASIC
    plain = with_tech(None, TAKE, tokens=tokens(build=1), resources=res(ore=9))
    do(plain, "take build.1")
    assert "build cruiser" not in legal(plain)


def test_drydocks_repair_3_markers_for_1_ore() -> None:
    fleet = [{"ship": "battleship", "damage": 3}]
    for tech, paid in (("drydocks", 1), (None, 2)):
        s = with_tech(tech, TAKE, tokens=tokens(build=1), fleet=fleet, resources=res(ore=5))
        do(s, "take build.1", "repair battleship*3", "repair battleship*2", "repair battleship*1")
        assert s.resources[1] == 5 - paid, tech


def test_colonial_administration_takes_1_food_off_colonising() -> None:
    for tech, food in (("colonial-administration", 9), (None, 8)):
        s = with_tech(tech, TAKE, tokens=tokens(colonise=1), resources=res(food=9, ore=9))
        do(s, "take colonise.1", "colonise food")  # an Outpost: 1 FOOD + 1 ORE
        assert s.resources[0:2] == [food, 8], tech


def test_logistics_ai_advances_up_to_4_tokens() -> None:
    s = with_tech("logistics-ai", STEP_2)
    do(s, "advance-plans", "advance colonise.1", "advance develop.1", "advance build.1")
    assert s.phase() == "advance"
    do(s, "advance research.1")
    assert s.phase() == "take"


def test_quantum_economics_exchanges_at_2_to_1() -> None:
    s = with_tech("quantum-economics", TAKE, tokens=tokens(develop=1), resources=res(ore=2))
    do(s, "take develop.1", "exchange", "exchange ore food")
    assert s.resources[0:2] == [1, 0]


def test_mercenary_contracts_take_1_off_each_upkeep() -> None:
    fleet = [{"ship": "veteran-gunship"}, {"ship": "wing-commander"}]
    s = with_tech("mercenary-contracts", STEP_2, fleet=fleet, planets=[{"id": "home-world-1", "dev": 1}])
    do(s, "produce", "mix 0 0 0 1")
    assert legal(s)[0] == "pay veteran-gunship"
    do(s, "pay veteran-gunship")  # 2 - 1
    assert s.resources[3] == 0 and s.phase() == "take"  # Wing Commander's upkeep is 0: kept
    assert [h.id for h in s.fleets[0]] == ["veteran-gunship", "wing-commander"]


def test_genetic_uplift_raises_the_home_worlds_maximum_to_6_and_its_production_by_1() -> None:
    s = with_tech("genetic-uplift", STEP_2, planets=[{"id": "home-world-1", "dev": 5}])
    do(s, "produce")
    assert "mix 6 0 0 0" in legal(s) and "mix 7 0 0 0" not in legal(s)
    grown = with_tech(
        "genetic-uplift",
        TAKE,
        tokens=tokens(develop=1),
        planets=[{"id": "home-world-1", "dev": 5}],
        resources=res(food=2),
    )
    do(grown, "take develop.1", "develop home-world-1")
    assert grown.planets[0][0].dev == 6
    plain = with_tech(
        None,
        TAKE,
        tokens=tokens(develop=1),
        planets=[{"id": "home-world-1", "dev": 5}],
        resources=res(food=2),
    )
    do(plain, "take develop.1")
    assert "develop home-world-1" not in legal(plain)
