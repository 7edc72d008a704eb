"""The fourteen lore cards (rulebook p21; card texts and FAQ rulings in arcs-data.md B.5): one
scenario per card, named after it, each checking what the card changes against the same position
without it. Positions use 3SETUP01 (clusters 1 and 4 out of play).

Seats: Mikah, Dane and Lotus are seats 0, 1 and 2 (clockwise).
"""

from __future__ import annotations

from typing import Any

import pytest

import ambitions
from ambitions.games.arcs import chapter, invariants
from ambitions.games.arcs.state import ArcsState, Phase

from .conftest import (
    DANE,
    LOTUS,
    MIKAH,
    assert_illegal,
    buildings,
    do,
    held,
    legal,
    ships_at,
    snap,
    starting,
    supply,
    table,
)
from .ll_tables import power


def lore(on: bool, card: str, **seat: Any) -> dict[str, Any]:
    return power(on, "lore", card, **seat)


def ship(system: str, seat: int, fresh: int = 0, damaged: int = 0) -> dict[str, Any]:
    return {"system": system, "seat": seat, "fresh": fresh, "damaged": damaged}


def building(slot: str, seat: int, kind: str, damaged: bool = False) -> dict[str, Any]:
    return {"slot": slot, "seat": seat, "kind": kind, "damaged": damaged}


# -- L01 Tool-Priests ----------------------------------------------------------------------------
def test_l01_tool_priests_summon_builds_a_ship_at_any_city_you_control_once_per_turn() -> None:
    def state(on: bool) -> ArcsState:
        return table(
            "CON4",
            ships=[ship("3.3", MIKAH, 2), ship("2.3", MIKAH, 1), ship("2.3", DANE, 2)],
            buildings=[building("3.3#0", DANE, "city"), building("2.3#0", MIKAH, "city")],
            mikah=lore(on, "L01"),
        )

    # "Yes, even Rival cities you control!" Not her own city in a system Dane controls.
    priests = state(True)
    assert starting(priests, "summon") == ["summon 3.3"]
    assert starting(state(False), "summon") == []
    do(priests, "summon 3.3")
    assert ships_at(priests, "3.3", MIKAH) == (3, 0) and priests.pips == 2
    assert starting(priests, "summon") == []  # once per turn
    assert_illegal(priests, "summon 3.3")


# -- L02 Galactic Rifles -------------------------------------------------------------------------
def test_l02_galactic_rifles_fire_skirmish_dice_into_an_adjacent_system_ships_before_buildings() -> None:
    def state(on: bool) -> ArcsState:
        return table(
            "AGG2",
            ships=[ship("3.2", MIKAH, 3, 1), ship("3.3", DANE, 1)],
            buildings=[building("3.3#0", DANE, "city", damaged=True)],
            # Skirmishers would reroll skirmish dice in a battle: a battle modifier (FAQ).
            mikah=lore(on, "L02", guild=["BC13"], resources=["weapon"]),
        )

    assert starting(state(False), "fire-rifles") == []
    rifles = state(True)
    assert starting(rifles, "fire-rifles") == ["fire-rifles 3.2 3.3 1"]  # a Rival in an adjacent system
    do(rifles, "fire-rifles 3.2 3.3 1")
    assert rifles.phase == Phase.CHANCE_ROLL and rifles.battle_dice == (0, 3, 0)  # fresh ships only
    do(rifles, "roll S3 S4 S5")
    # Three hits: Dane's ship (damaged, then destroyed), then his damaged city. No rerolls.
    assert rifles.phase == Phase.ACTIONS and rifles.pips == 2
    assert ships_at(rifles, "3.3", DANE) == (0, 0) and "3.3#0" not in buildings(rifles)
    assert snap(rifles)["seats"][MIKAH]["trophies"] == [
        {"owner": DANE, "piece": "ship", "count": 1},
        {"owner": DANE, "piece": "city", "count": 1},
    ]
    assert snap(rifles)["seats"][MIKAH]["outrage"] == ["weapon"]  # destroying a city (p16)
    assert ships_at(rifles, "3.2", MIKAH) == (3, 1)  # no hits to the firing ships
    assert invariants.problems(rifles) == []


# -- L03 Sprinter Drives -------------------------------------------------------------------------
def test_l03_sprinter_drives_moved_fresh_ships_may_move_once_more() -> None:
    def state(on: bool) -> ArcsState:
        return table("MOB4", ships=[ship("3.3", MIKAH, 2, 1)], mikah=lore(on, "L03"))

    plain = do(state(False), "move 3.3 3.2 2 1")
    assert plain.phase == Phase.ACTIONS
    sprint = do(state(True), "move 3.3 3.2 2 1")
    assert sprint.phase == Phase.CHOICE
    assert legal(sprint) == [
        "choose 3.2 3.0 1", "choose 3.2 3.0 2", "choose 3.2 3.1 1", "choose 3.2 3.1 2",
        "choose 3.2 3.3 1", "choose 3.2 3.3 2", "choose done",
    ]  # fmt: skip
    do(sprint, "choose 3.2 3.1 1")
    assert legal(sprint)[-1] == "choose done" and "choose 3.2 3.1 1" in legal(sprint)
    do(sprint, "choose 3.2 3.0 1")  # the other fresh ship; the damaged one stays (card)
    assert sprint.phase == Phase.ACTIONS  # not recursive
    assert ships_at(sprint, "3.1", MIKAH) == (1, 0) and ships_at(sprint, "3.0", MIKAH) == (1, 0)
    assert ships_at(sprint, "3.2", MIKAH) == (0, 1) and sprint.pips == 2


def test_l03_sprinter_drives_ships_dropped_along_a_catapult_path_each_move_again() -> None:
    state = table(
        "MOB4",
        ships=[ship("3.3", MIKAH, 2)],
        buildings=[building("3.3#0", MIKAH, "starport")],
        mikah=lore(True, "L03"),
    )
    do(state, "move 3.3 3.0 2 0", "catapult 2.0 1 0", "stop")  # one dropped in 3.0, one in 2.0
    assert state.phase == Phase.CHOICE  # after all Catapult moves (card)
    moves = legal(state)
    assert "choose 3.0 3.1 1" in moves and "choose 2.0 2.1 1" in moves and "choose 3.0 3.1 2" not in moves
    do(state, "choose 2.0 2.1 1")
    assert legal(state) == [m for m in moves if m.startswith("choose 3.0")] + ["choose done"]
    do(state, "choose 3.0 3.1 1")
    assert ships_at(state, "2.1", MIKAH) == (1, 0) and ships_at(state, "3.1", MIKAH) == (1, 0)
    assert state.phase == Phase.ACTIONS


# -- L04 Mirror Plating --------------------------------------------------------------------------
def test_l04_mirror_plating_adds_an_intercept_when_the_attacker_rolled_assault_dice() -> None:
    def state(on: bool, dice: str, roll: str) -> ArcsState:
        s = table("AGG2", ships=[ship("3.3", MIKAH, 3), ship("3.3", DANE, 1)], dane=lore(on, "L04"))
        return do(s, "battle 3.3 1", dice, roll)

    # Two hits and no intercept rolled: with Mirror Plating, Dane's fresh ship intercepts once.
    mirror = state(True, "dice 1 0 0", "roll A4")
    assert ships_at(mirror, "3.3", MIKAH) == (2, 1)
    assert ships_at(mirror, "3.3", DANE) == (0, 0)
    assert ships_at(state(False, "dice 1 0 0", "roll A4"), "3.3", MIKAH) == (3, 0)
    # No assault dice: nothing added.
    assert ships_at(state(True, "dice 0 1 0", "roll S3"), "3.3", MIKAH) == (3, 0)


# -- L05 Hidden Harbors --------------------------------------------------------------------------
def test_l05_hidden_harbors_builds_ships_fresh_and_a_fresh_starport_stops_raid_dice() -> None:
    def builder(on: bool) -> ArcsState:
        s = table(
            "CON4",
            ships=[ship("3.3", MIKAH, 1), ship("3.3", DANE, 2)],
            buildings=[building("3.3#0", MIKAH, "starport")],
            mikah=lore(on, "L05"),
        )
        return do(s, "build ship 3.3")

    assert ships_at(builder(True), "3.3", MIKAH) == (2, 0)  # "You always build ships fresh."
    assert ships_at(builder(False), "3.3", MIKAH) == (1, 1)  # Dane controls 3.3 (p12)

    def raider(on: bool, damaged: bool = False) -> list[str]:
        s = table(
            "AGG2",
            ships=[ship("3.3", MIKAH, 2), ship("3.3", DANE, 1)],
            buildings=[building("3.3#0", DANE, "starport", damaged=damaged)],
            dane=lore(on, "L05"),
        )
        return legal(do(s, "battle 3.3 1"))

    assert "dice 0 0 2" in raider(False)
    assert [a for a in raider(True) if not a.endswith(" 0")] == []  # no raid dice
    assert "dice 0 0 2" in raider(True, damaged=True)  # the starport must be fresh


# -- L06 Signal Breaker --------------------------------------------------------------------------
def test_l06_signal_breaker_ignores_one_rolled_intercept_when_all_attackers_began_fresh() -> None:
    def state(on: bool, damaged: int = 0, mirror: bool = False, roll: str = "roll R2") -> ArcsState:
        s = table(
            "AGG2",
            ships=[ship("3.3", MIKAH, 2, damaged), ship("3.3", DANE, 1)],
            mikah=lore(on, "L06"),
            dane=lore(mirror, "L04"),
        )
        die = "dice 1 0 0" if roll.startswith("roll A") else "dice 0 0 1"
        return do(s, "battle 3.3 1", die, roll)

    assert ships_at(state(True), "3.3", MIKAH) == (2, 0)  # the intercept is ignored
    assert ships_at(state(False), "3.3", MIKAH) == (1, 1)
    not_all_fresh = state(True, damaged=1)  # the intercept hits: which ship takes it?
    assert legal(not_all_fresh) == ["hit fresh", "hit damaged"]
    # FAQ: not Mirror Plating's added intercept: an assault intercept is ignored, the added one is not.
    assert ships_at(state(True, mirror=True, roll="roll A5"), "3.3", MIKAH) == (1, 1)
    assert ships_at(state(False, mirror=True, roll="roll A5"), "3.3", MIKAH) == (1, 1)


# -- L07 Repair Drones ---------------------------------------------------------------------------
def test_l07_repair_drones_repairs_an_attacking_ship_after_attacking() -> None:
    def attack(on: bool) -> ArcsState:
        s = table("AGG2", ships=[ship("3.3", MIKAH, 1, 2), ship("3.3", DANE, 1)], mikah=lore(on, "L07"))
        return do(s, "battle 3.3 1", "dice 0 1 0", "roll S0")

    assert ships_at(attack(True), "3.3", MIKAH) == (2, 1)
    assert ships_at(attack(False), "3.3", MIKAH) == (1, 2)
    # Defending is not enough.
    s = table("AGG2", ships=[ship("3.3", MIKAH, 1), ship("3.3", DANE, 0, 1)], dane=lore(True, "L07"))
    do(s, "battle 3.3 1", "dice 0 1 0", "roll S0")
    assert ships_at(s, "3.3", DANE) == (0, 1)


# -- L08 Gate Ports ------------------------------------------------------------------------------
def test_l08_gate_ports_builds_starports_on_gates_one_per_gate() -> None:
    def state(on: bool, **kw: Any) -> ArcsState:
        ships = [ship("3.0", MIKAH, 2), ship("2.0", MIKAH, 1)]
        return table("CON4", ships=ships, mikah=lore(on, "L08"), bystanders=False, **kw)

    assert starting(state(False), "build starport") == []
    ports = state(True)
    assert starting(ports, "build starport") == ["build starport 2.0", "build starport 3.0"]
    do(ports, "build starport 3.0", "build ship 3.0")
    assert buildings(ports)["3.0#0"] == (MIKAH, "starport", False)
    assert ships_at(ports, "3.0", MIKAH) == (3, 0)  # a Loyal starport builds ships there
    assert starting(ports, "build starport") == ["build starport 2.0"]  # max 1 per gate
    assert invariants.problems(ports) == []


def test_l08_gate_ports_captures_an_agent_of_a_rival_moving_into_the_controlled_gate() -> None:
    def moved(on: bool, damaged: bool = False, defenders: int = 2) -> ArcsState:
        s = table(
            "MOB4",
            DANE,
            ships=[ship("3.0", MIKAH, defenders), ship("3.1", DANE, 2)],
            buildings=[building("3.0#0", MIKAH, "starport", damaged=damaged)] if on else [],
            mikah=lore(on, "L08"),
        )
        return do(s, "move 3.1 3.0 1 0")

    ports = moved(True)
    assert ports.captives[MIKAH * 3 + DANE] == 1 and snap(ports)["seats"][DANE]["agents"] == 9
    assert moved(False).captives[MIKAH * 3 + DANE] == 0
    assert moved(True, damaged=True).captives[MIKAH * 3 + DANE] == 0  # fresh starports only
    assert moved(True, defenders=0).captives[MIKAH * 3 + DANE] == 0  # Mikah must control the gate


# -- L09 Cloud Cities ----------------------------------------------------------------------------
def test_l09_cloud_cities_builds_a_city_outside_a_planets_slots_for_a_resource_of_its_type() -> None:
    def state(on: bool, resources: list[str], outrage: list[str] | None = None) -> ArcsState:
        return table(
            "CON4",
            ships=[ship("3.2", MIKAH, 1)],
            buildings=[building("3.2#0", DANE, "city")],  # the fuel planet's only slot
            mikah=lore(on, "L09", resources=resources, outrage=outrage or []),
        )

    assert starting(state(False, ["fuel"]), "build") == []
    assert starting(state(True, ["material"]), "build") == []  # she must have a Fuel
    cloud = state(True, ["fuel", "material"], outrage=["fuel"])  # FAQ: even while Outraged
    assert starting(cloud, "build") == ["build cloud-city 3.2"]
    do(cloud, "build cloud-city 3.2")
    assert buildings(cloud)["3.2#1"] == (MIKAH, "city", False)
    assert held(cloud, MIKAH) == ["material"] and supply(cloud)["fuel"] == 5
    assert cloud.cities_left[MIKAH] == 4
    assert starting(cloud, "build") == []  # max 1 per planet
    assert invariants.problems(cloud) == []


# -- L10 Living Structures -----------------------------------------------------------------------
def test_l10_living_structures_nurture_taxes_a_loyal_city_with_a_build() -> None:
    def state(on: bool) -> ArcsState:
        return table(
            "CON4",
            ships=[ship("3.3", DANE, 2)],
            buildings=[building("2.3#0", MIKAH, "city"), building("3.3#0", DANE, "city")],
            mikah=lore(on, "L10"),
        )

    assert starting(state(False), "nurture") == []
    nurture = state(True)
    assert starting(nurture, "nurture") == ["nurture 2.3#0"]  # Loyal cities only
    do(nurture, "nurture 2.3#0")
    assert held(nurture, MIKAH) == ["relic"]
    assert starting(nurture, "nurture") == []  # the tax limit (p12) applies to the Tax inside


def test_l10_living_structures_prune_replaces_a_starport_with_a_city_and_back() -> None:
    def state(on: bool) -> ArcsState:
        return table(
            "CON4",
            buildings=[building("2.3#0", MIKAH, "starport", damaged=True), building("3.3#0", MIKAH, "city")],
            mikah=lore(on, "L10", resources=["fuel", "fuel", "relic"]),
        )

    assert starting(state(False), "prune") == []
    prune = state(True)
    assert starting(prune, "prune") == ["prune 2.3#0", "prune 3.3#0"]
    do(prune, "prune 2.3#0")  # a damaged starport becomes a damaged city (p22 "Replace")
    assert buildings(prune)["2.3#0"] == (MIKAH, "city", True)
    assert prune.cities_left[MIKAH] == 3 and prune.starports[MIKAH] == 5
    do(prune, "prune 3.3#0")  # the city returns to the board: slots close, tokens refit (p17)
    assert buildings(prune)["3.3#0"] == (MIKAH, "starport", False)
    assert prune.cities_left[MIKAH] == 4 and prune.starports[MIKAH] == 4
    assert snap(prune)["seats"][MIKAH]["outrage"] == []  # replaced, not destroyed
    assert invariants.problems(prune) == []


# -- L11 Gate Stations ---------------------------------------------------------------------------
def test_l11_gate_stations_builds_a_gate_city_taxed_for_any_city_type_of_its_cluster() -> None:
    def state(on: bool) -> ArcsState:
        return table(
            "CON4",
            ships=[ship("3.0", MIKAH, 2), ship("2.0", MIKAH, 1)],
            buildings=[building("3.1#0", DANE, "city"), building("3.3#0", LOTUS, "city")],
            mikah=lore(on, "L11"),
            bystanders=False,
        )

    assert starting(state(False), "build city") == []
    stations = state(True)
    assert starting(stations, "build city") == ["build city 2.0", "build city 3.0"]
    do(stations, "build city 3.0")
    assert buildings(stations)["3.0#0"] == (MIKAH, "city", False)
    assert starting(stations, "build city") == ["build city 2.0"]  # max 1 per gate
    # Taxing it: 1 resource of any type of the cluster's cities (Material 3.1, Weapon 3.3).
    taxer = table(
        "ADM4",
        ships=[ship("3.0", MIKAH, 2)],
        buildings=[
            building("3.0#0", MIKAH, "city"),
            building("3.1#0", DANE, "city"),
            building("3.3#0", LOTUS, "city"),
        ],
        mikah=lore(True, "L11"),
    )
    do(taxer, "tax 3.0#0")
    assert legal(taxer) == ["choose material", "choose weapon"]
    do(taxer, "choose weapon")
    assert held(taxer, MIKAH) == ["weapon"]
    # FAQ: with no other city in the cluster it has no type: taxing gains nothing.
    alone = table(
        "ADM4",
        ships=[ship("2.0", MIKAH, 1)],
        buildings=[building("2.0#0", MIKAH, "city")],
        mikah=lore(True, "L11"),
    )
    do(alone, "tax 2.0#0")
    assert held(alone, MIKAH) == [] and alone.phase == Phase.ACTIONS


def test_l11_gate_stations_destroying_a_gate_city_provokes_outrage_of_all_its_types() -> None:
    state = table(
        "AGG2",
        ships=[ship("3.0", MIKAH, 2)],
        buildings=[
            building("3.0#0", DANE, "city", damaged=True),
            building("3.1#0", DANE, "city"),
            building("3.2#0", LOTUS, "city"),
        ],
        dane=lore(True, "L11"),
    )
    do(state, "battle 3.0 1", "dice 0 1 0", "roll S3")
    assert "3.0#0" not in buildings(state)
    assert snap(state)["seats"][MIKAH]["outrage"] == ["material", "fuel"]
    assert invariants.problems(state) == []


# -- L12 Railgun Arrays --------------------------------------------------------------------------
def test_l12_railgun_arrays_hits_the_attacker_before_dice_if_a_defending_ship_is_fresh() -> None:
    def attacked(on: bool, fresh: int = 2, damaged: int = 0, defender_fresh: int = 1) -> ArcsState:
        s = table(
            "AGG2",
            ships=[ship("3.3", MIKAH, fresh, damaged), ship("3.3", DANE, defender_fresh, 1 - defender_fresh)],
            dane=lore(on, "L12"),
        )
        return do(s, "battle 3.3 1")

    railgun = attacked(True)
    assert ships_at(railgun, "3.3", MIKAH) == (1, 1) and railgun.phase == Phase.BATTLE_DICE
    assert ships_at(attacked(False), "3.3", MIKAH) == (2, 0)
    assert ships_at(attacked(True, defender_fresh=0), "3.3", MIKAH) == (2, 0)  # no fresh defender
    # Fresh and damaged attackers: the attacker chooses which ship takes the hit.
    mixed = attacked(True, fresh=1, damaged=1)
    assert mixed.current_player() == MIKAH and legal(mixed) == ["choose fresh", "choose damaged"]
    do(mixed, "choose damaged")
    assert ships_at(mixed, "3.3", MIKAH) == (1, 0) and mixed.phase == Phase.BATTLE_DICE
    assert snap(mixed)["seats"][DANE]["trophies"] == [{"owner": MIKAH, "piece": "ship", "count": 1}]
    # The last attacking ship destroyed: the battle is over before any dice.
    gone = attacked(True, fresh=0, damaged=1)
    assert ships_at(gone, "3.3", MIKAH) == (0, 0) and gone.phase == Phase.ACTIONS
    assert gone.battle_system == -1


# -- L13 Ancient Holdings ------------------------------------------------------------------------
def test_l13_ancient_holdings_holds_one_resource_raided_for_four_keys() -> None:
    def taxed(on: bool) -> ArcsState:
        s = table(
            "ADM4",
            buildings=[building("2.3#0", MIKAH, "city")],
            mikah=lore(on, "L13", resources=["fuel", "fuel", "fuel"]),  # 3 open slots, full
        )
        return do(s, "tax 2.3#0")

    holdings = taxed(True)
    assert snap(holdings)["seats"][MIKAH]["holdings"] == "relic" and holdings.phase == Phase.ACTIONS
    assert chapter.ambition_count(holdings, MIKAH, chapter.KEEPER) == 1  # adds to ambitions
    plain = taxed(False)
    assert plain.phase == Phase.DISCARD and snap(plain)["seats"][MIKAH]["holdings"] is None

    def raided(roll: str) -> list[str]:
        s = table(
            "AGG2",
            DANE,
            ships=[ship("2.3", DANE, 2), ship("2.3", MIKAH, 0, 1)],
            buildings=[building("2.3#0", MIKAH, "city")],
            mikah=lore(True, "L13", resources=["fuel"], holdings="relic"),
        )
        return starting(do(s, "battle 2.3 0", "dice 0 0 2", roll), "steal")

    assert "steal relic 4" in raided("roll R0 R0")  # 4 keys
    assert raided("roll R0 R5") == ["steal fuel 3"]  # 3 keys: not the card's slot


# -- L14 Seeker Torpedoes ------------------------------------------------------------------------
def test_l14_seeker_torpedoes_rerolls_an_assault_die_per_fresh_attacking_ship() -> None:
    def rolled(on: bool) -> ArcsState:
        s = table("AGG2", ships=[ship("3.3", MIKAH, 1, 2), ship("3.3", DANE, 2)], mikah=lore(on, "L14"))
        return do(s, "battle 3.3 1", "dice 3 0 0", "roll A0 A0 A4")

    seeker = rolled(True)
    assert starting(seeker, "reroll") == ["reroll A0", "reroll A4"]
    do(seeker, "reroll A0", "roll A4")
    assert starting(seeker, "reroll") == []  # one fresh ship: one reroll
    do(seeker, "hit fresh")  # 2 + 2 hits: then only damaged ships are left to hit
    assert ships_at(seeker, "3.3", DANE) == (0, 0)
    assert "reroll A0" not in legal(rolled(False))


def test_l13_ancient_holdings_positions_need_the_card_for_its_slot() -> None:
    with pytest.raises(ambitions.InvalidRecord, match="Ancient Holdings"):
        table("ADM4", mikah={"holdings": "relic"})
    state = table("ADM4", mikah=lore(True, "L13", holdings="relic"))
    assert snap(state)["seats"][MIKAH]["holdings"] == "relic" and supply(state)["relic"] == 4
