"""Flagships (CRB p.22-25; BRD C.4; readings R8, R9, R14, R15, R16, R22). Each test fails
without its rule. Faces: A4 = 2 hits, A5 = 1 hit + intercept, A1 = 1 hit + 1 self hit,
R5 = building hit + key, S0 = blank."""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import IllegalAction, InvalidRecord
from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.state import CITY, CITY_PIECE, EMPTY, NUM_PIECE_KINDS, STARPORT, building_code
from ambitions.games.arcs_campaign import council, flagship, intermission, negotiations
from ambitions.games.arcs_campaign.flagship import CONTROL, CRANE, DEFENSE, HULL, SLIPSTREAM, TRACTOR
from ambitions.games.arcs_campaign.state import FREE, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn

X33 = reach.SYSTEM_INDEX["3.3"]  # a Weapon planet
X31 = reach.SYSTEM_INDEX["3.1"]  # Material
X32 = reach.SYSTEM_INDEX["3.2"]  # Fuel
X30 = reach.SYSTEM_INDEX["3.0"]  # the cluster's gate


def fresh_port() -> dict[str, Any]:
    return {"kind": "starport"}


def with_flagship(
    system: str = "3.3",
    board: dict[str, Any] | None = None,
    seat: int = MIKAH,
    card: str = "AGG4",
    ships: list[dict[str, Any]] | None = None,
    **kw: Any,
) -> CampaignState:
    """Act II: Mikah's Flagship in `system` with `board`; his turn with `card`."""
    return pos(
        ships=ships if ships is not None else [],
        turn=turn(seat, card, 3),
        campaign_part={
            "act": 2,
            "flagships": [{"seat": MIKAH, "system": system, "board": board or {}}],
            **kw.pop("campaign_part", {}),
        },
        **kw,
    )


def b(s: CampaignState, seat: int, slot: str) -> int:
    level, _, column = slot.partition("-")
    return flagship.slot(s, seat, flagship.COLUMNS.index(column) + (6 if level == "armor" else 0))


# -- gaining a Flagship ---------------------------------------------------------------------------
def test_gaining_a_flagship_replaces_loyal_buildings_with_free_ones() -> None:
    """CRB p.22, board back: the piece to a system with Loyal pieces, every Loyal city and
    starport on the map replaced by a Free one of the same type (damaged stays damaged), the
    Hegemon's fresh starports on Defense Array and Slipstream Drive (Fates file)."""
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
        buildings=[
            {"slot": "3.3#0", "seat": MIKAH, "kind": "city"},
            {"slot": "3.1#0", "seat": MIKAH, "kind": "starport", "damaged": True},
            {"slot": "3.2#0", "seat": DANE, "kind": "city"},
        ],
        turn=turn(MIKAH),
    )
    ports, cities, free_cities = s.starports[MIKAH], s.cities_left[MIKAH], s.free_cities
    with pytest.raises(IllegalAction):
        flagship.gain(s, MIKAH, X32)  # no Loyal piece of Mikah's there
    assert s.flagship[MIKAH] == -1 and s.slots[reach.SYSTEM_SLOTS[X33][0]] == building_code(
        MIKAH, CITY, False
    )
    flagship.gain(s, MIKAH, X33, fresh_starports_on=(DEFENSE, SLIPSTREAM))
    assert s.flagship[MIKAH] == X33
    assert s.slots[reach.SYSTEM_SLOTS[X33][0]] == building_code(FREE, CITY, False)
    assert s.slots[reach.SYSTEM_SLOTS[X31][0]] == building_code(FREE, STARPORT, True)
    assert s.slots[reach.SYSTEM_SLOTS[X32][0]] == building_code(DANE, CITY, False)  # a Rival's stays
    assert s.free_cities == free_cities - 1
    assert s.cities_left[MIKAH] == cities + 1 and s.starports[MIKAH] == ports + 1 - 2
    assert (
        b(s, MIKAH, "upgrade-defense")
        == b(s, MIKAH, "upgrade-slipstream")
        == building_code(MIKAH, STARPORT, False)
    )
    assert flagship.fresh_starports(s, MIKAH) == 2
    assert not campaign.invariants.problems(s)
    with pytest.raises(IllegalAction):
        flagship.gain(s, MIKAH, X33)  # one Flagship each


def test_a_gate_ports_starport_turns_free_with_the_flagship_and_its_position_loads() -> None:
    """CRB p.22 "replace all of your Loyal buildings on the map" takes in a lore building off the
    printed slots (p.25: Gate Ports builds on the map): a Free starport on a gate, which the
    invariants take (no Gate Ports needed: it is no seat's) and a position gives back."""
    s = pos(
        ships=[{"system": "3.0", "seat": MIKAH, "fresh": 1}],
        buildings=[{"slot": "3.0#0", "seat": MIKAH, "kind": "starport"}],
        seats=[{"lore": ["L08"]}, {}, {}],
        turn=turn(MIKAH),
    )
    assert not campaign.invariants.problems(s)
    flagship.gain(s, MIKAH, reach.SYSTEM_INDEX["3.0"])
    assert s.slots[std.SLOT_BY_NAME["3.0#0"]] == building_code(FREE, STARPORT, False)
    assert not campaign.invariants.problems(s)
    shot = campaign.position.from_observation(json.loads(json.dumps(campaign.observe.snapshot(s))))
    assert snap(campaign.position.load(shot)) == snap(s)
    cloud = {**shot["campaign"], "free_buildings": [{"slot": "3.2#1", "kind": "starport"}]}
    with pytest.raises(InvalidRecord, match="a cloud slot holds a city"):
        campaign.position.load({**shot, "campaign": cloud})


def test_replenish_the_fleet_at_the_flagship() -> None:
    """The Hegemon's Act II setup: top up to 6 Loyal ships on the map (the Flagship not
    counted) by placing them at the Flagship."""
    s = with_flagship(ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}])
    assert flagship.replenish_at_flagship(s, MIKAH, 6) == 4
    assert s.fresh[X33 * 3 + MIKAH] == 4 and s.ships[MIKAH] == 15 - 6
    assert not campaign.invariants.problems(s)


# -- positions -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("flagships", "field"),
    [
        ([{"seat": 0, "system": "3.3", "board": {"armor-hull": {"kind": "city"}}}], "armor-hull"),
        (
            [{"seat": 0, "system": "3.3", "board": {"upgrade-hull": {"kind": "city", "damaged": True},
                                                    "armor-hull": {"kind": "city"}}}],
            "upgrade-hull",
        ),
        ([{"seat": 0, "system": "3.3"}, {"seat": 0, "system": "3.1"}], "flagships[1].seat"),
        ([{"seat": 0, "system": "9.9"}], "flagships[0].system"),
        ([{"seat": 0, "system": "3.3", "board": {"upgrade-wing": {"kind": "city"}}}], "upgrade-wing"),
    ],
)  # fmt: skip
def test_impossible_flagship_boards_are_refused(flagships: list[dict[str, Any]], field: str) -> None:
    with pytest.raises(InvalidRecord, match=re.escape(field)):
        pos(turn=turn(MIKAH), campaign_part={"act": 2, "flagships": flagships})


def test_a_flagship_position_round_trips_and_shows_in_every_observation() -> None:
    s = with_flagship(
        board={"upgrade-hull": {"kind": "city"}, "armor-hull": {"kind": "starport", "damaged": True}}
    )
    assert s.cities_left[MIKAH] == 4 and s.starports[MIKAH] == 4  # from the supply
    view = s.observation(DANE)["campaign"]["flagships"]
    assert view == [
        {
            "seat": MIKAH,
            "system": "3.3",
            "board": {
                "upgrade-hull": {"kind": "city", "damaged": False},
                "armor-hull": {"kind": "starport", "damaged": True},
            },
        }
    ]
    t = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
    assert snap(t) == snap(s) and t.flagship_board == s.flagship_board
    u = s.clone()
    u.flagship_board[0] = 5
    assert s.flagship_board[0] == EMPTY  # clone copies the board


def test_the_flagship_is_a_fresh_ship_for_control() -> None:
    """CRB p.22: "Your Flagship is a fresh Loyal ship": it ties a Rival's fresh ship."""
    s = with_flagship(ships=[{"system": "3.3", "seat": DANE, "fresh": 1}])
    assert s.controller(X33) == -1
    s = with_flagship(ships=[{"system": "3.3", "seat": DANE, "damaged": 1}])
    assert s.controller(X33) == MIKAH


def test_the_flagship_and_its_board_cannot_be_ceded() -> None:
    """CRB p.22: the Flagship never leaves the map; p.24: Cede Control cannot replace board
    buildings. Mikah may cede his ships in 3.1, nothing in 3.3."""
    s = with_flagship(
        board={"upgrade-hull": {"kind": "city"}}, ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}]
    )
    cedes = [part for part in negotiations.actions(s, MIKAH, DANE) if part[0] == "cede"]
    assert cedes == [("cede", "3.1", "fresh")]


# -- building and repairing (CRB p.22) ------------------------------------------------------------
def test_no_loyal_cities_or_starports_on_the_map_with_a_flagship() -> None:
    s = with_flagship(card="CON4", ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}])
    builds = [a for a in legal(s) if a.startswith("build")]
    assert "build city 3.3" not in builds and "build starport 3.3" not in builds
    # At a Weapon planet: the Defense Array's Upgrade and the Hull (any planet).
    assert sorted(builds) == [
        "build city defense", "build city hull", "build ship flagship", "build starport defense",
        "build starport hull",
    ]  # fmt: skip


def test_lore_that_builds_off_the_printed_slots_still_builds_loyal_buildings_on_the_map() -> None:
    """CRB p.25 "Building on the Map": lore that builds Loyal buildings outside building slots,
    Gate Ports (L08) and Cloud Cities (L09), still places them on the map with a Flagship; the
    printed slots stay closed (CRB p.22)."""
    ships = [{"system": "3.0", "seat": MIKAH, "fresh": 1}]
    gate = with_flagship(system="3.0", card="CON4", ships=ships, seats=[{"lore": ["L08"]}, {}, {}])
    assert "build starport 3.0" in legal(gate)
    do(gate, "build starport 3.0")
    assert building_code(MIKAH, STARPORT, False) in [gate.slots[k] for k in reach.SYSTEM_SLOTS[X30]]
    ships = [{"system": "3.3", "seat": MIKAH, "fresh": 1}]
    lore = [{"lore": ["L09"], "resources": ["weapon"]}, {}, {}]
    cloud = with_flagship(card="CON4", ships=ships, seats=lore)
    builds = [a for a in legal(cloud) if a.startswith("build")]
    assert "build cloud-city 3.3" in builds and "build city 3.3" not in builds
    do(cloud, "build cloud-city 3.3")
    cloud_slot = reach.SYSTEM_SLOTS[X33][-1]  # (the planet's cloud slot, after its printed ones)
    assert reach.is_extra_slot(cloud_slot) and cloud.slots[cloud_slot] == building_code(MIKAH, CITY, False)


def test_crb_p22_example_ship_crane_placed_damaged_then_armor_after_repair() -> None:
    """CRB p.22: at a Material planet the Ship Crane Upgrade; a Rival controls the system, so
    the starport is placed damaged; after repairing it, its Armor at a Fuel planet."""
    s = with_flagship(system="3.1", card="CON4", ships=[{"system": "3.1", "seat": DANE, "fresh": 2}])
    assert s.controller(X31) == DANE
    do(s, "build starport crane")
    assert b(s, MIKAH, "upgrade-crane") == building_code(MIKAH, STARPORT, True)
    assert "build city crane" not in legal(s)  # no Armor over a damaged Upgrade
    s.flagship[MIKAH] = X32  # (moved to a Fuel planet)
    assert "build city crane" not in legal(s)
    s.turn_card, s.pips = "ADM4", 3  # (a turn that repairs)
    do(s, "repair upgrade crane")
    assert b(s, MIKAH, "upgrade-crane") == building_code(MIKAH, STARPORT, False)
    s.turn_card = "CON4"
    do(s, "build city crane")
    assert b(s, MIKAH, "armor-crane") == building_code(MIKAH, CITY, False)
    assert s.open_slots(MIKAH) > 0 and s.cities_left[MIKAH] == 4  # the city left the player board


def test_one_ship_per_turn_at_the_flagship_two_with_a_ship_crane() -> None:
    s = with_flagship(card="CON4")
    do(s, "build ship flagship")
    assert s.fresh[X33 * 3 + MIKAH] == 1
    assert "build ship flagship" not in legal(s)
    s = with_flagship(card="CON4", board={"upgrade-crane": {"kind": "city", "damaged": True}})
    do(s, "build ship flagship")
    do(s, "build ship flagship")  # (damaged Upgrades still work, CRB p.22)
    assert s.fresh[X33 * 3 + MIKAH] == 2 and "build ship flagship" not in legal(s)


def test_ships_are_built_at_controlled_free_starports_too() -> None:
    s = with_flagship(
        card="CON4",
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 1}],
        campaign_part={"free_buildings": [{"slot": "3.1#0", "kind": "starport"}]},
    )
    assert "build ship 3.1" in legal(s) and "build ship flagship" in legal(s)


# -- battle (CRB p.23-24) -------------------------------------------------------------------------
def test_crb_p23_example_fresh_starports_add_dice_and_hits_may_go_to_upgrades() -> None:
    """CRB p.23: 2 fresh starports give 2 more assault dice; a self hit may go to the Ship
    Crane although other attacking ships could take it."""
    s = with_flagship(
        board={"upgrade-crane": fresh_port(), "upgrade-hull": fresh_port()},
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.3", "seat": DANE, "fresh": 3}],
    )
    do(s, "battle 3.3 1")
    assert "dice 3 0 0" in legal(s) and "dice 4 0 0" not in legal(s)
    do(s, "dice 3 0 0", "roll A1 A4 A4")
    assert sorted(legal(s)) == ["hit flagship-crane", "hit flagship-hull", "hit fresh"]
    do(s, "hit flagship-crane")
    assert b(s, MIKAH, "upgrade-crane") == building_code(MIKAH, STARPORT, True)


def test_no_fresh_starport_no_dice_so_the_flagship_cannot_battle_alone() -> None:
    s = with_flagship(
        board={"upgrade-hull": {"kind": "city"}}, ships=[{"system": "3.3", "seat": DANE, "fresh": 1}]
    )
    assert not [a for a in legal(s) if a.startswith("battle")]
    s = with_flagship(
        board={"upgrade-hull": fresh_port()}, ships=[{"system": "3.3", "seat": DANE, "fresh": 1}]
    )
    assert "battle 3.3 1" in legal(s)


def test_hits_on_an_attacking_flagship_alone_must_go_to_its_board() -> None:
    """CRB p.23: "You must take hits ... with Upgrades and Armor if no other attacking ships
    remain"; destroyed, a Trophy of the defender (R15); Armor before its Upgrade."""
    s = with_flagship(
        board={"upgrade-hull": fresh_port(), "armor-hull": {"kind": "city"}},
        ships=[{"system": "3.3", "seat": DANE, "fresh": 2}],
    )
    do(s, "battle 3.3 1", "dice 1 0 0", "roll A5")  # 1 hit, then 2 intercept hits
    assert b(s, MIKAH, "armor-hull") == EMPTY and b(s, MIKAH, "upgrade-hull") == building_code(
        MIKAH, STARPORT, False
    )
    assert s.trophies[(DANE * 3 + MIKAH) * 4 + CITY_PIECE] == 1
    assert s.flagship[MIKAH] == X33  # never removed


def test_crb_p24_example_flagship_defending_without_defense_array() -> None:
    """CRB p.24: defending with a fresh ship and a Flagship with no Defense Array, the attacker
    takes 1 intercept hit; 2 hits destroy the fresh ship; the third hit and the building hit
    hit the Hull Armor twice, destroying it (no Outrage, no Ransack: CRB p.22; a Trophy, R15)."""
    s = with_flagship(
        seat=DANE,
        board={"upgrade-hull": fresh_port(), "armor-hull": {"kind": "city"}},
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.3", "seat": DANE, "fresh": 3}],
    )
    do(s, "battle 3.3 0", "dice 2 0 1", "roll A5 A4 R5")  # 3 hits, an intercept, a building hit
    # (each hit had one target, so the battle resolved itself)
    assert s.damaged[X33 * 3 + DANE] == 1  # 1 intercept hit: the fresh ship's, not the Flagship's
    assert s.ships_at(X33, MIKAH) == 0  # 2 hits: the fresh ship damaged, then destroyed
    # The third hit (the Flagship the only ship left) and the building hit: the Hull Armor.
    assert b(s, MIKAH, "armor-hull") == EMPTY and b(s, MIKAH, "upgrade-hull") == building_code(
        MIKAH, STARPORT, False
    )
    assert s.trophies[(DANE * 3 + MIKAH) * 4 + CITY_PIECE] == 1  # R15
    assert s.outrage[DANE] == 0 and not s.ransacks  # no Outrage, no Ransack (CRB p.22)


def test_defense_array_intercepts_one_hit_per_fresh_starport() -> None:
    s = with_flagship(
        seat=DANE,
        board={
            "upgrade-defense": fresh_port(),
            "upgrade-hull": fresh_port(),
            "armor-hull": {"kind": "starport", "damaged": True},
        },
        ships=[{"system": "3.3", "seat": DANE, "fresh": 3}],
    )
    do(s, "battle 3.3 0", "dice 1 0 0", "roll A5", "hit fresh")  # an intercept: 2 fresh starports
    assert s.fresh[X33 * 3 + DANE] + s.damaged[X33 * 3 + DANE] == 3 and s.damaged[X33 * 3 + DANE] == 2


def test_tractor_beam_and_the_raid_dice_limit() -> None:
    """CRB p.24: raid dice against a Flagship owner only with defending buildings or a
    defending Flagship; CRB p.25: none at all while a Flagship with a Tractor Beam defends."""
    away = with_flagship(
        system="3.1", seat=DANE,
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.3", "seat": DANE, "fresh": 2}],
    )  # fmt: skip
    do(away, "battle 3.3 0")
    assert not [a for a in legal(away) if a.startswith("dice") and not a.endswith(" 0")]
    here = with_flagship(seat=DANE, ships=[{"system": "3.3", "seat": DANE, "fresh": 2}])
    do(here, "battle 3.3 0")
    assert "dice 0 0 1" in legal(here)
    beam = with_flagship(
        seat=DANE, board={"upgrade-tractor": {"kind": "city", "damaged": True}},
        ships=[{"system": "3.3", "seat": DANE, "fresh": 2}],
    )  # fmt: skip
    do(beam, "battle 3.3 0")
    assert not [a for a in legal(beam) if a.startswith("dice") and not a.endswith(" 0")]


# -- Crises (CRB p.24; R8, R14) --------------------------------------------------------------------
def test_crisis_hits_take_the_rightmost_armor_then_the_rightmost_upgrade() -> None:
    s = with_flagship(
        board={
            "upgrade-slipstream": fresh_port(), "armor-slipstream": {"kind": "city"},
            "upgrade-crane": fresh_port(), "upgrade-hull": {"kind": "city"},
        },
        campaign_part={"blight": [{"system": "3.3", "fresh": 1}]},
    )  # fmt: skip
    council.blight_crisis(s, X33)  # 3 hits
    assert b(s, MIKAH, "armor-slipstream") == EMPTY  # the only Armor: damaged, then destroyed
    assert b(s, MIKAH, "upgrade-hull") == building_code(MIKAH, CITY, True)  # then the rightmost Upgrade
    assert b(s, MIKAH, "upgrade-crane") == building_code(MIKAH, STARPORT, False)
    assert s.cities_left[MIKAH] == 5 - 1  # destroyed by a Crisis: back to the supply


def test_the_flagship_takes_crisis_hits_after_fresh_ships_and_before_damaged_ones() -> None:
    """CRB p.24 / R14: only once no other fresh Loyal ship is there, before damaged ones."""
    s = with_flagship(
        board={"upgrade-hull": {"kind": "city"}},
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1, "damaged": 1}],
        campaign_part={"blight": [{"system": "3.3", "damaged": 2}]},
    )
    council.blight_crisis(s, X33)  # 2 hits: the fresh ship, then the Hull (not the damaged ship)
    assert s.damaged[X33 * 3 + MIKAH] == 2
    assert b(s, MIKAH, "upgrade-hull") == building_code(MIKAH, CITY, True)


def test_an_empty_board_takes_crisis_hits_for_nothing() -> None:
    """R8: the piece cannot be removed; the damaged ships are spared (R14)."""
    s = with_flagship(
        ships=[{"system": "3.3", "seat": MIKAH, "damaged": 1}],
        campaign_part={"blight": [{"system": "3.3", "fresh": 1}]},
    )
    council.blight_crisis(s, X33)
    assert s.damaged[X33 * 3 + MIKAH] == 1 and s.flagship[MIKAH] == X33


# -- the Intermission and Resettling (CRB p.25, p.28; R9) -----------------------------------------
def test_intermission_destroys_damaged_upgrades_and_armor() -> None:
    s = with_flagship(
        board={"upgrade-hull": {"kind": "city"}, "armor-hull": {"kind": "starport", "damaged": True},
               "upgrade-crane": {"kind": "city", "damaged": True}},
    )  # fmt: skip
    intermission.repair_and_destroy(s)
    assert flagship.board(s, MIKAH).count(EMPTY) == 11
    assert b(s, MIKAH, "upgrade-hull") == building_code(MIKAH, CITY, False)
    assert s.cities_left[MIKAH] == 4 and s.starports[MIKAH] == 5
    assert not campaign.invariants.problems(s)


def test_resettling_clears_the_board_and_replaces_the_flagship_with_a_ship() -> None:
    """CRB p.25 / R9: the board cleared, the piece replaced by a Loyal ship, a city and a
    starport in empty slots, ships up to 8 on the map in systems with Loyal pieces."""
    s = with_flagship(
        board={"upgrade-hull": {"kind": "city"}}, ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}]
    )
    slot_33, slot_31 = reach.SYSTEM_SLOTS[X33][0], reach.SYSTEM_SLOTS[X31][0]
    with pytest.raises(IllegalAction):
        flagship.resettle(s, MIKAH, slot_33, slot_31, [X33] * 4)  # 5 ships wanted
    assert s.flagship[MIKAH] == X33 and flagship.buildings(s, MIKAH) == 1  # unchanged
    flagship.resettle(s, MIKAH, slot_33, slot_31, [X33, X33, X31, X31, X31])
    assert s.flagship[MIKAH] == -1 and flagship.buildings(s, MIKAH) == 0
    assert s.slots[slot_33] == building_code(MIKAH, CITY, False)
    assert s.slots[slot_31] == building_code(MIKAH, STARPORT, False)
    assert s.fresh[X33 * 3 + MIKAH] == 3 and s.fresh[X31 * 3 + MIKAH] == 5
    assert not campaign.invariants.problems(s)


# -- Upgrades' other powers (CRB p.25) -------------------------------------------------------------
def test_control_array_taxes_the_cluster_from_a_gate_without_captives() -> None:
    """CRB p.25; R16: the Truce Law still applies."""
    s = with_flagship(
        system="3.0", card="ADM4",
        board={"upgrade-control": {"kind": "city", "damaged": True}},
        buildings=[
            {"slot": "3.1#0", "seat": DANE, "kind": "city"},
            {"slot": "3.2#0", "seat": LOTUS, "kind": "city"},
        ],
        ships=[{"system": "3.2", "seat": LOTUS, "fresh": 1}],
        campaign_part={"imperial_ships": [{"system": "3.2", "fresh": 1}], "first_regent": LOTUS},
    )  # fmt: skip
    taxes = [a for a in legal(s) if a.startswith("tax")]
    assert taxes == ["tax 3.1#0"]  # Lotus's city: the Truce Law (Imperial ships there)
    agents = s.agents[DANE]
    do(s, "tax 3.1#0")
    assert s.agents[DANE] == agents and sum(s.captives) == 0  # no Captive
    t = with_flagship(system="3.1", card="ADM4", board={"upgrade-control": {"kind": "city"}},
                      buildings=[{"slot": "3.1#0", "seat": DANE, "kind": "city"}],
                      ships=[{"system": "3.1", "seat": DANE, "fresh": 2}])  # fmt: skip
    assert not [a for a in legal(t) if a.startswith("tax")]  # not in a gate


def test_the_flagship_moves_with_other_ships() -> None:
    s = with_flagship(ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}])
    assert "move 3.3 3.0 0 0 flagship" in legal(s) and "move 3.3 3.0 1 0 flagship" in legal(s)
    do(s, "move 3.3 3.0 1 0 flagship")
    assert s.flagship[MIKAH] == X30 and s.fresh[X30 * 3 + MIKAH] == 1


def test_upgrade_benefits_are_named_in_board_order() -> None:
    """R22: the columns left to right as the board face."""
    assert flagship.COLUMNS[SLIPSTREAM] == "slipstream" and flagship.COLUMNS[HULL] == "hull"
    assert (TRACTOR, CONTROL, DEFENSE, CRANE) == (1, 2, 3, 4)


def test_the_bots_value_flagship_buildings_a_little() -> None:
    from ambitions.games.arcs_campaign.knowledge import CampaignKnowledge

    k = CampaignKnowledge()
    bare = with_flagship()
    built = with_flagship(
        board={"upgrade-crane": fresh_port(), "upgrade-hull": {"kind": "starport", "damaged": True}}
    )
    gain = k.worth(built)[MIKAH] - k.worth(bare)[MIKAH]
    assert gain == pytest.approx(k.w.flagship_building * 1.5) and 0 < gain < 1


def test_the_plain_render_lists_each_flagship_and_its_board() -> None:
    from ambitions.games.arcs_campaign import render

    s = with_flagship(board={"upgrade-crane": fresh_port(), "armor-crane": {"kind": "city"},
                             "upgrade-hull": {"kind": "city", "damaged": True}})  # fmt: skip
    assert "Flagship s0 at 3.3: Ship Crane starport + Armor city, Hull city*" in render.render(
        s.observation(DANE)
    )


# -- random play with Flagships ---------------------------------------------------------------------
def _random_acts_with_flagships(
    seed: int, players: int = 3, kept: list[dict[str, Any]] | None = None
) -> tuple[CampaignState, Counter[str]]:
    """A seeded random Act: after 120 decisions, seats 0 and 1 gain a Flagship (`gain`, as a B
    Fate's Act II setup will), then random play to the Act's end under the invariants, the
    snapshot round-tripping through the position builder and replay agreeing."""
    import random

    from ambitions.core.state import CHANCE, TERMINAL

    rng = random.Random(seed)
    s = campaign.new_game(players, seed=seed)
    seen: Counter[str] = Counter()
    gained = False
    for _ in range(20_000):
        if s.current_player() == TERMINAL:
            break
        if not gained and len(s.history) >= 120 and s.phase == "actions":
            for seat, ports in ((0, (DEFENSE, SLIPSTREAM)), (1, (TRACTOR, CRANE))):
                where = [x for x in range(reach.NUM_SYSTEMS) if s.has_piece_at(x, seat)]
                if where:
                    flagship.gain(s, seat, where[0], fresh_starports_on=ports)
            gained = True
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal_now = s.legal_actions()
            busy = [a for a in legal_now if a.kind not in ("pass", "end", "stop")]
            action = rng.choice(busy if busy and rng.random() < 0.85 else legal_now)
            text = str(action)
            if "flagship" in text or text.split(" ")[-1] in flagship.COLUMNS:
                seen[text.split(" ")[0]] += 1
            s.apply(action)
        problems = campaign.invariants.problems(s)
        assert not problems, (seed, str(s.history[-1]), problems)
        if gained and len(s.history) % 41 == 0:
            if kept is not None:
                kept.append(
                    json.loads(json.dumps(campaign.position.from_observation(campaign.observe.snapshot(s))))
                )
            t = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
            assert t.flagship == s.flagship and t.flagship_board == s.flagship_board
            assert snap(t) == snap(s)
            mover = s.current_player()
            if mover >= 0:  # a determinized world agrees with what the mover sees
                obs = s.observation(mover)
                assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
    return s, seen


def test_random_acts_with_flagships_keep_the_invariants() -> None:
    total: Counter[str] = Counter()
    for seed in range(4):
        _, seen = _random_acts_with_flagships(seed)
        total += seen
    assert total["build"] and total["move"], total  # the Flagships were played with


# -- Slipstream Drive and Catapult moves (CRB p.25) -------------------------------------------------
def test_slipstream_drive_catapults_the_flagship_alone_once_a_turn() -> None:
    """CRB p.25: "Prelude: Once per turn, you may Catapult move either your Flagship alone or
    other ships from your Flagship" (a damaged Upgrade still works, CRB p.22)."""
    s = with_flagship(
        board={"upgrade-slipstream": {"kind": "starport", "damaged": True}},
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
    )
    assert {"slipstream flagship", "slipstream 1 0"} <= set(legal(s))
    assert not [a for a in legal(with_flagship()) if a.startswith("slipstream")]  # no Drive
    pips = s.pips
    do(s, "slipstream flagship")
    assert s.phase == "catapult" and "catapult 3.0 0 0 flagship" in legal(s)
    do(s, "catapult 3.0 0 0 flagship")
    gates = [t for t in legal(s) if t.startswith("catapult") and t.endswith("flagship")]
    assert gates, legal(s)
    do(s, gates[0])
    dest = reach.SYSTEM_INDEX[gates[0].split(" ")[1]]
    if s.phase == "catapult":
        do(s, "stop")
    assert s.flagship[MIKAH] == dest and s.fresh[X33 * 3 + MIKAH] == 1  # alone
    assert s.pips == pips and s.phase == "actions"  # a Prelude action: no pip
    assert not [a for a in legal(s) if a.startswith("slipstream")]  # once per turn
    assert not campaign.invariants.problems(s)


def test_slipstream_drive_catapults_other_ships_from_the_flagship() -> None:
    s = with_flagship(
        board={"upgrade-slipstream": fresh_port()}, ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}]
    )
    do(s, "slipstream 2 0", "catapult 3.0 2 0")
    assert s.flagship[MIKAH] == X33 and s.fresh[X30 * 3 + MIKAH] == 2
    assert not [a for a in legal(s) if a.endswith("flagship")]  # the Flagship stayed behind


def test_slipstream_drive_takes_commanded_imperial_ships_along_by_the_movement_law() -> None:
    """CRB p.25 "other ships from your Flagship" with CRB p.10: a Regent commanding the Imperial
    ships there (the Flagship is a Loyal piece: the Presence Law) starts the Catapult move with
    at most 1 of them per Loyal ship (the Movement Law), and carries them on; the Flagship
    "alone" takes none; an Outlaw none."""
    imperial = [{"system": "3.3", "fresh": 2}]
    s = with_flagship(
        board={"upgrade-slipstream": fresh_port()},
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
        campaign_part={"imperial_ships": imperial},
    )
    options = [a for a in legal(s) if a.startswith("slipstream")]
    assert "slipstream 1 0 imperial 1 0" in options and "slipstream 1 0 imperial 2 0" not in options
    assert not [a for a in options if a.startswith("slipstream flagship") and "imperial" in a]
    do(s, "slipstream 1 0 imperial 1 0")
    assert "catapult 3.0 1 0 imperial 1 0" in legal(s)
    do(s, "catapult 3.0 1 0 imperial 1 0", "stop")
    assert s.imperial_fresh[X30] == 1 and s.imperial_fresh[X33] == 1 and s.fresh[X30 * 3 + MIKAH] == 1
    assert s.flagship[MIKAH] == X33 and not campaign.invariants.problems(s)
    outlaw = with_flagship(
        board={"upgrade-slipstream": fresh_port()},
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
        campaign_part={"imperial_ships": imperial, "titles": ["outlaw", "regent", "regent"]},
    )
    assert not [a for a in legal(outlaw) if a.startswith("slipstream") and "imperial" in a]


def test_the_flagship_catapults_from_a_free_starport_it_controls() -> None:
    """CRB p.25: "You don't need a Slipstream Drive to Catapult from Free starports" (p.15)."""
    s = with_flagship(campaign_part={"free_buildings": [{"slot": "3.3#0", "kind": "starport"}]})
    do(s, "move 3.3 3.0 0 0 flagship")
    assert s.phase == "catapult" and s.flagship[MIKAH] == X30
    onward = [t for t in legal(s) if t.endswith("flagship")]
    assert onward and all(t.split(" ")[2:4] == ["0", "0"] for t in onward)
    do(s, onward[0])
    assert s.flagship[MIKAH] == reach.SYSTEM_INDEX[onward[0].split(" ")[1]]
    t = with_flagship()  # no starport: the move ends in the gate
    do(t, "move 3.3 3.0 0 0 flagship")
    assert t.phase == "actions" and t.flagship[MIKAH] == X30


def test_hidden_harbors_counts_the_boards_fresh_starports() -> None:
    """CRB p.25 "Building Checks": lore checking for Loyal buildings in a system counts the
    Upgrades and Armor as in the Flagship's system: Hidden Harbors (L05) forbids raid dice
    while a fresh starport on the board defends, and ships built at the Flagship are fresh."""
    ships = [{"system": "3.3", "seat": DANE, "fresh": 2}]
    s = with_flagship(
        seat=DANE, board={"upgrade-hull": fresh_port()}, ships=ships, seats=[{"lore": ["L05"]}, {}, {}]
    )
    do(s, "battle 3.3 0")
    assert not [a for a in legal(s) if a.startswith("dice") and not a.endswith(" 0")]
    t = with_flagship(card="CON4", ships=ships, seats=[{"lore": ["L05"]}, {}, {}])
    assert t.controller(X33) == DANE
    do(t, "build ship flagship")
    assert t.fresh[X33 * 3 + MIKAH] == 1 and t.damaged[X33 * 3 + MIKAH] == 0


@cache
def _flagship_pool() -> list[dict[str, Any]]:
    """Positions of random Acts with two Flagships (`_random_acts_with_flagships`)."""
    kept: list[dict[str, Any]] = []
    for seed in (5, 6):
        _random_acts_with_flagships(seed, kept=kept)
    return kept


@settings(
    max_examples=400,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_a_mutated_flagship_position_is_refused_by_name_or_plays_on(data: Any) -> None:
    """As `test_position`'s mutations, on positions with Flagships: every one the builder
    accepts plays 50 random actions under the invariants; every one refused is an
    `InvalidRecord` naming the problem."""
    from position_mutations import check, mutated

    pool = _flagship_pool()
    assert pool and all(p["campaign"]["flagships"] for p in pool)
    check(mutated(data, pool), campaign.position.load, campaign.invariants.problems)


def test_gate_ports_count_a_fresh_starport_on_a_flagship_in_the_gate() -> None:
    """CRB p.25 "Building Checks": Gate Ports (L08) captures an agent of a Rival moving into a
    gate its holder controls with a fresh Loyal starport; the board's counts there."""
    s = with_flagship(
        system="3.0",
        seat=DANE,
        board={"upgrade-hull": fresh_port()},
        ships=[{"system": "3.3", "seat": DANE, "fresh": 1}],
        seats=[{"lore": ["L08"]}, {}, {}],
    )
    agents = s.agents[DANE]
    do(s, "move 3.3 3.0 1 0")
    assert s.agents[DANE] == agents - 1 and s.captives[MIKAH * 3 + DANE] == 1
    t = with_flagship(
        system="3.0",
        seat=DANE,
        board={"upgrade-hull": {"kind": "starport", "damaged": True}},
        ships=[{"system": "3.3", "seat": DANE, "fresh": 1}],
        seats=[{"lore": ["L08"]}, {}, {}],
    )
    do(t, "move 3.3 3.0 1 0")
    assert t.captives[MIKAH * 3 + DANE] == 0  # no fresh starport


def test_ship_improving_lore_improves_the_flagship() -> None:
    """CRB p.25 "Ship Improvements": the Flagship is a fresh Loyal ship. Seeker Torpedoes (L14)
    rerolls one more assault die for an attacking Flagship; Railgun Arrays (L12) fires for a
    defending Flagship with no other fresh defending ship."""
    s = with_flagship(
        board={"upgrade-hull": fresh_port()},
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.3", "seat": DANE, "fresh": 1}],
        seats=[{"lore": ["L14"]}, {}, {}],
    )
    do(s, "battle 3.3 1", "dice 2 0 0", "roll A0 A0")
    assert s.battle_rerolls[0] == 2  # 1 fresh ship + the Flagship
    t = pos(
        ships=[{"system": "3.3", "seat": DANE, "fresh": 1}],
        turn=turn(DANE, "AGG4", 3),
        seats=[{"lore": ["L12"]}, {}, {}],
        campaign_part={"act": 2, "flagships": [{"seat": MIKAH, "system": "3.3"}]},
    )
    do(t, "battle 3.3 0")
    assert t.damaged[X33 * 3 + DANE] == 1  # the attacker took the hit before collecting dice


# -- Galactic Rifles (L02) with Flagships (CRB p.25 "Dice Collection"; p.23-24) --------------------
def test_galactic_rifles_collect_a_die_per_fresh_starport_on_the_flagship_board() -> None:
    """CRB p.25: "Lore that collects dice for Loyal ships like in battle—like Galactic
    Rifles—lets your Flagship collect 1 die per fresh starport on your Flagship board": a
    volley from the Flagship's system rolls 1 skirmish die per fresh ship and per fresh board
    starport (a damaged one adds none); a Flagship alone with fresh starports may fire."""
    board = {
        "upgrade-hull": fresh_port(),
        "armor-hull": fresh_port(),
        "upgrade-crane": {"kind": "starport", "damaged": True},
    }
    target = [{"system": "3.0", "seat": DANE, "fresh": 1}]
    s = with_flagship(board=board, ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, *target],
                      seats=[{"lore": ["L02"]}, {}, {}])  # fmt: skip
    do(s, "fire-rifles 3.3 3.0 1")
    assert s.battle_dice == (0, 3, 0)  # 1 fresh ship + 2 fresh starports
    alone = with_flagship(board=board, ships=target, seats=[{"lore": ["L02"]}, {}, {}])
    assert "fire-rifles 3.3 3.0 1" in legal(alone)
    do(alone, "fire-rifles 3.3 3.0 1")
    assert alone.battle_dice == (0, 2, 0)
    damaged = {"upgrade-hull": {"kind": "starport", "damaged": True}}
    none = with_flagship(board=damaged, ships=target, seats=[{"lore": ["L02"]}, {}, {}])
    assert not [a for a in legal(none) if a.startswith("fire-rifles")]  # no fresh starport: no die


def test_a_rifles_volley_hits_the_defending_flagship_board_armor_first() -> None:
    """L02's hits go "ships before buildings"; the Flagship the only defending ship left, the
    attacker hits its Upgrades and Armor with hits, each column's Armor first (CRB p.23-24).
    Destroyed board buildings are the firer's Trophies (R15) with no Outrage (CRB p.22); the
    volley is no battle: no after-battle power (Repair Drones, L07)."""
    s = pos(
        ships=[
            {"system": "3.0", "seat": DANE, "fresh": 3, "damaged": 1},
            {"system": "3.3", "seat": MIKAH, "fresh": 1},
        ],
        turn=turn(DANE, "AGG4", 3),
        seats=[{}, {"lore": ["L02", "L07"]}, {}],
        campaign_part={
            "act": 2,
            "flagships": [{"seat": MIKAH, "system": "3.3", "board": {
                "upgrade-hull": fresh_port(), "armor-hull": {"kind": "city"},
                "upgrade-crane": {"kind": "city"},
            }}],
        },
    )  # fmt: skip
    do(s, "fire-rifles 3.0 3.3 0", "roll S3 S4 S5")
    assert s.fresh[X33 * 3 + MIKAH] == s.damaged[X33 * 3 + MIKAH] == 0  # the ship first (2 hits)
    assert set(legal(s)) == {"hit flagship-hull", "hit flagship-crane"}
    do(s, "hit flagship-hull")
    assert b(s, MIKAH, "armor-hull") == building_code(MIKAH, CITY, True)
    assert b(s, MIKAH, "upgrade-hull") == building_code(MIKAH, STARPORT, False)  # Armor first
    assert s.phase == "actions" and s.pips == 2
    assert s.damaged[reach.SYSTEM_INDEX["3.0"] * 3 + DANE] == 1  # no Repair Drones: not a battle
    t = pos(
        ships=[{"system": "3.0", "seat": DANE, "fresh": 2}],
        turn=turn(DANE, "AGG4", 3),
        seats=[{}, {"lore": ["L02"]}, {}],
        campaign_part={"act": 2, "flagships": [{"seat": MIKAH, "system": "3.3", "board": {
            "upgrade-hull": fresh_port(), "armor-hull": {"kind": "city", "damaged": True}}}]},
    )  # fmt: skip
    outrage = t.outrage[DANE]
    do(t, "fire-rifles 3.0 3.3 0", "roll S3 S4")
    assert b(t, MIKAH, "armor-hull") == EMPTY and b(t, MIKAH, "upgrade-hull") == building_code(
        MIKAH, STARPORT, True
    )
    assert t.trophies[(DANE * 3 + MIKAH) * NUM_PIECE_KINDS + CITY_PIECE] == 1 and t.outrage[DANE] == outrage
    assert not campaign.invariants.problems(t) and arcs_battle.VOLLEY not in t.turn_flags


# -- Sprinter Drives (L03) with Flagships (CRB p.25 "Ship Improvements") ---------------------------
def sprinter(**kw: Any) -> CampaignState:
    """Mikah holds Sprinter Drives, his Flagship at 3.3; Mobilization 4 (move) with 3 pips."""
    return with_flagship(card="MOB4", seats=[{"lore": ["L03"]}, {}, {}], **kw)


def test_sprinter_drives_move_the_flagship_once_more() -> None:
    """L03: "When you move fresh Loyal ships, one group of them may move once more"; "Lore that
    improves your Loyal ships—like Sprinter Drives—does improve your Flagship, since it is a
    fresh Loyal ship" (CRB p.25). Not recursive (the Arcs FAQ): its extra move gives none."""
    s = sprinter()
    do(s, "move 3.3 3.0 0 0 flagship")
    assert s.phase == "choice" and "choose 3.0 2.0 0 flagship" in legal(s) and "choose done" in legal(s)
    do(s, "choose 3.0 2.0 0 flagship")
    assert s.flagship[MIKAH] == reach.SYSTEM_INDEX["2.0"] and s.phase == "actions" and s.pips == 2
    assert not campaign.invariants.problems(s)
    t = with_flagship(card="MOB4")  # no Sprinter Drives
    do(t, "move 3.3 3.0 0 0 flagship")
    assert t.phase == "actions"


def test_sprinter_drives_move_the_flagship_with_ships_that_moved_as_one_group() -> None:
    """The Flagship and the fresh ships that moved with it may move again together; a group of
    those ships moving again alone leaves the Flagship its extra move; damaged ships do not move
    again (L03)."""
    s = sprinter(ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2, "damaged": 1}])
    do(s, "move 3.3 3.0 2 1 flagship")
    options = legal(s)
    assert {"choose 3.0 3.1 1", "choose 3.0 3.1 2 flagship", "choose 3.0 3.1 0 flagship"} <= set(options)
    assert "choose 3.0 3.1 3 flagship" not in options  # the damaged ship moved with the first move only
    do(s, "choose 3.0 3.1 1")
    assert "choose 3.0 3.2 1 flagship" in legal(s) and "choose 3.0 3.2 2 flagship" not in legal(s)
    do(s, "choose 3.0 3.2 1 flagship")
    assert s.flagship[MIKAH] == X32 and s.fresh[X32 * 3 + MIKAH] == 1 and s.fresh[X31 * 3 + MIKAH] == 1
    assert s.damaged[X30 * 3 + MIKAH] == 1 and s.phase == "actions"  # nothing moves a third time
    assert not campaign.invariants.problems(s)


def test_an_extra_move_is_the_campaigns_move_catapulting_from_a_free_starport() -> None:
    """The extra move is a move like any (the Arcs FAQ: it may be a Catapult move): the Flagship
    moving again from a Free starport its owner controls goes on catapulting (CRB p.15, p.25),
    as fresh ships doing so do."""
    port = {"free_buildings": [{"slot": "3.1#0", "kind": "starport"}]}
    s = sprinter(system="3.0", ships=[{"system": "3.0", "seat": MIKAH, "fresh": 1}], campaign_part=port)
    do(s, "move 3.0 3.1 1 0 flagship", "choose 3.1 3.0 1 flagship")
    assert s.phase == "catapult" and s.flagship[MIKAH] == X30
    do(s, "catapult 2.0 1 0 flagship")
    x20 = reach.SYSTEM_INDEX["2.0"]
    assert s.flagship[MIKAH] == x20 and s.fresh[x20 * 3 + MIKAH] == 1
    t = sprinter(system="3.0", ships=[{"system": "3.0", "seat": MIKAH, "fresh": 1}], campaign_part=port)
    do(t, "move 3.0 3.1 1 0", "choose 3.1 3.0 1")
    assert t.phase == "catapult"  # fresh ships alone too


def test_the_slipstream_drives_catapult_move_lets_the_flagship_sprint() -> None:
    s = sprinter(board={"upgrade-slipstream": fresh_port()})
    do(s, "slipstream flagship", "catapult 3.0 0 0 flagship", "stop")
    assert "choose 3.0 2.0 0 flagship" in legal(s)
    t = sprinter(board={"upgrade-slipstream": fresh_port()})
    do(t, "slipstream flagship", "stop")  # it never left: nothing moved
    assert t.phase == "actions"


def test_no_extra_move_outside_a_turn_the_pirates_hoard_at_the_intermission() -> None:
    """Reading: Sprinter Drives' extra move belongs to a round's turn; the Pirate's Hoard spent
    at the Intermission (F12-04, no turn under way) moves the Flagship no further, as it takes no
    Catapult move there."""
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
        seats=[{"hand": [], "lore": ["L03"]}, {"hand": []}, {"hand": []}],
        campaign_part={
            "act": 2,
            "fates": {
                "fate": ["F12", "F7", "F6"],
                "cards": [["F12-02", "F12-03"], [], []],
                "objective": [0, 17, 10],
            },
            "flagships": [{"seat": MIKAH, "system": "3.3"}],
            "hoard": {"fuel": 2},
        },
    )
    intermission.begin(s)
    campaign.flow.advance(s)
    assert s.phase == "campaign-resolve" and s.mover == MIKAH
    do(s, "hoard fuel move 3.3 3.0 1 0 flagship")
    assert s.flagship[MIKAH] == X30 and s.phase == "campaign-resolve" and not s.choices
    assert not campaign.invariants.problems(s)


def _lore_act(seed: int, players: int, seen: Counter[str]) -> None:
    """A seeded random Act II of B Fates with Flagships (their Setup sides), Mikah holding
    Galactic Rifles and Sprinter Drives, Dane Railgun Arrays and Seeker Torpedoes, the lore's
    actions preferred; the invariants after every action, snapshots and determinized worlds."""
    import random

    from ambitions.core.state import CHANCE, TERMINAL

    rng = random.Random(seed)
    s = campaign.from_position(
        {
            "game": "arcs-campaign",
            "players": players,
            "seed": seed,
            "initiative": 0,
            "ships": [{"system": f"{p + 2}.1", "seat": p, "fresh": 3} for p in range(players)],
            "buildings": [{"slot": f"{p + 2}.1#0", "seat": p, "kind": "city"} for p in range(players)],
            "seats": [{"lore": ["L02", "L03"]}, {"lore": ["L12", "L14"]}, {}, {}][:players],
            "campaign": {
                "act": 2,
                "first_regent": 0,
                "imperial_ships": [{"system": "2.1", "fresh": 2}, {"system": "3.1", "fresh": 1}],
                "free_buildings": [{"slot": "2.2#0", "kind": "starport"}],
                "fates": {"fate": random.Random(seed).sample(["F9", "F10", "F11", "F12"], players)},
            },
        }
    )
    campaign.fates.setup_act2(s)
    campaign.flow.advance(s)
    for step in range(6000):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal_now = s.legal_actions()
            ours = [a for a in legal_now if re.search("fire-rifles|flagship|^slipstream", str(a))]
            busy = [a for a in legal_now if a.kind not in ("pass", "end", "stop")]
            pool = busy if busy and rng.random() < 0.85 else legal_now
            if ours and rng.random() < 0.6:
                pool = ours
            action = rng.choice(pool)
            text = str(action)
            if "fire-rifles" in text:
                seen["rifles"] += 1
            if action.kind == "choose" and text.endswith("flagship"):
                seen["sprint"] += 1
            if action.kind == "slipstream" and "imperial" in text:
                seen["imperial"] += 1
            s.apply(action)
        problems = campaign.invariants.problems(s)
        assert not problems, (seed, str(s.history[-1]), problems)
        if step % 23 == 0:
            back = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
            assert snap(back) == snap(s)
            mover = s.current_player()
            if mover >= 0:
                obs = s.observation(mover)
                assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
    assert s.current_player() == TERMINAL


def test_random_acts_with_flagship_lore_keep_the_invariants() -> None:
    seen: Counter[str] = Counter()
    for seed in range(3):
        for players in (2, 3, 4):
            _lore_act(seed, players, seen)
    assert seen["rifles"] and seen["sprint"] and seen["imperial"], seen
