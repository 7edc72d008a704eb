"""F12 Pirate, Act II (Fates file "F12 — Pirate"; card texts F12-01A/B, F12-02, F12-03, F12-04;
BRD C.12 R11). Each test fails without its rule. Mikah (seat 0) is the Pirate. Faces: R0 = 2
keys + intercept, A4 = 2 hits."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import IllegalAction, InvalidRecord
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.battle import provoke_outrage
from ambitions.games.arcs.state import STARPORT, building_code
from ambitions.games.arcs_campaign import flagship, flow, intermission, invariants, render
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, pirate, resolution
from ambitions.games.arcs_campaign.fates.planet_breaker import HAMMER
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, MIKAH, do, legal, pos, snap, turn

X = reach.SYSTEM_INDEX
MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)
FATES = {"fate": ["F12", "F7", "F6"], "cards": [["F12-02", "F12-03"], [], []]}


def pirate_pos(
    seat: int | None = MIKAH,
    card: str = "AGG4",
    hoard: dict[str, int] | None = None,
    board: dict[str, Any] | None = None,
    campaign_part: dict[str, Any] | None = None,
    **kw: Any,
) -> CampaignState:
    """Act II: Mikah the Pirate, his Flagship at 3.3 (its board `board`), `seat`'s turn."""
    if seat is not None:
        kw["turn"] = turn(seat, card, 3)
    kw.setdefault("ships", [{"system": "3.3", "seat": MIKAH, "fresh": 1}])
    return pos(
        campaign_part={
            "act": 2,
            "fates": FATES,
            "flagships": [{"seat": MIKAH, "system": "3.3", "board": board or {}}],
            "hoard": hoard or {},
            **(campaign_part or {}),
        },
        **kw,
    )


# -- setup (F12-01A) ------------------------------------------------------------------------------
def test_setup_flagship_hoard_fleet_and_a_ship_on_each_empty_clusters_gate() -> None:
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "1.1", "seat": MIKAH, "damaged": 1}],
        turn=turn(DANE),
        campaign_part={"act": 2, "fates": {"fate": ["F12", "F7", "F6"], "cards": [[], [], []]}},
    )
    ACT2_SETUPS["F12"](s, MIKAH)
    flow.advance(s)
    assert "F12-02" in s.lore[MIKAH] and "F12-03" in s.guild[MIKAH]
    do(s, "choose 3.3")
    port = building_code(MIKAH, STARPORT, False)
    assert flagship.slot(s, MIKAH, flagship.TRACTOR) == flagship.slot(s, MIKAH, flagship.DEFENSE) == port
    gates = [reach.SYSTEM_IDS[x] for x in reach.GATE_INDEXES if s.fresh[x * 3 + MIKAH]]
    assert gates == ["2.0", "4.0", "5.0", "6.0"]  # not clusters 1 and 3
    assert invariants.problems(s) == []


# -- Pirate Hoard (F12-02) ------------------------------------------------------------------------
def fleet_raid(damaged: int = 1, **kw: Any) -> CampaignState:
    """Mikah attacks Dane's damaged ships at 2.2 (no building of Dane's there; his city at 1.1)."""
    return pirate_pos(
        ships=[
            {"system": "3.3", "seat": MIKAH, "fresh": 1},
            {"system": "2.2", "seat": MIKAH, "fresh": 2},
            {"system": "2.2", "seat": DANE, "damaged": damaged},
        ],
        buildings=[{"slot": "1.1#0", "seat": DANE, "kind": "city"}],
        seats=[{}, {"resources": ["relic", "fuel"], "guild": ["CC01"]}, {}],
        **kw,
    )


def test_pirate_fleet_takes_raid_dice_without_defending_buildings_for_resources_only() -> None:
    """F12-03: raid dice with no defending building or Flagship; the raid steals resources only,
    1 per damaged defending ship."""
    s = fleet_raid()
    do(s, "battle 2.2 1")
    assert "dice 0 0 1" in legal(s)
    do(s, "dice 0 0 2", "roll R0 R0")  # 4 keys
    options = legal(s)
    assert "steal fuel 1" in options and not [a for a in options if "CC01" in a]
    do(s, "steal fuel 1")
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose hoard", "choose keep"]
    do(s, "choose hoard")
    assert s.hoard[FUEL] == 1 and FUEL not in resources.held(s, MIKAH)
    assert not [a for a in legal(s) if a.startswith("steal")]  # 1 damaged ship: 1 steal
    assert invariants.problems(s) == []
    s = fleet_raid()
    s.guild[MIKAH].remove("F12-03")
    do(s, "battle 2.2 1")
    assert "dice 0 0 1" not in legal(s)  # without the Fleet: no raid dice there


def test_the_hoard_counts_for_ambitions_and_is_raided_for_two_keys() -> None:
    s = pirate_pos(
        seat=DANE,
        hoard={"relic": 1, "fuel": 1},
        ships=[{"system": "3.3", "seat": MIKAH, "damaged": 1}, {"system": "3.3", "seat": DANE, "fresh": 3}],
    )
    assert s.more_ambition_count(MIKAH, 3) == 1 and s.more_ambition_count(MIKAH, 0) == 1  # Keeper, Tycoon
    assert "Pirate Hoard: 1 fuel, 1 relic" in render.fate_lines(s.observation(DANE)["campaign"])
    do(s, "battle 3.3 0", "dice 0 0 1", "roll R0")
    assert "steal hoard relic" in legal(s)
    do(s, "steal hoard relic")
    assert s.hoard[RELIC] == 0 and RELIC in resources.held(s, DANE) and s.battle_keys == 0
    assert invariants.problems(s) == []


def test_outrage_spares_the_hoard() -> None:
    s = pirate_pos(hoard={"relic": 2}, seats=[{"resources": ["relic"]}, {}, {}])
    provoke_outrage(s, MIKAH, RELIC)
    assert s.hoard[RELIC] == 2 and RELIC not in resources.held(s, MIKAH)


def test_hoard_resources_are_spent_in_the_prelude() -> None:
    s = pirate_pos(card="ADM4", hoard={"fuel": 1, "weapon": 1})
    assert "hoard fuel move 3.3 3.2 1 0" in legal(s) and "hoard weapon" in legal(s)
    do(s, "hoard fuel move 3.3 3.2 1 0")
    assert s.hoard[FUEL] == 0 and s.fresh[X["3.2"] * 3 + MIKAH] == 1 and s.pips == 3
    s = pirate_pos(card="ADM4", hoard={"material": 1}, campaign_part={
        "fates": {**FATES, "cards": [["F12-02", "F12-03", "F11-04"], [], []]},
        "planet_breaker": {"spare": 6},
    }, ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}])  # fmt: skip
    assert "hoard material prepare 3.3" in legal(s)  # a Fate Set card's new action (Build)
    do(s, "hoard material prepare 3.3")
    assert s.hoard[MATERIAL] == 0 and s.hammer.count(HAMMER + X["3.3"]) == 1
    s = pirate_pos(card="ADM4", hoard={"fuel": 1}, seats=[{"outrage": ["fuel"]}, {}, {}])
    assert not [a for a in legal(s) if a.startswith("hoard")]  # an Outraged type


def test_a_loyal_card_lets_a_hoard_resource_be_spent_as_its_type() -> None:
    """F12-02: "You can spend them", as the board's resources are spent: with F6-05 Loyal
    Engineers ("You may spend any resources as Material") a Hoard Fuel builds as Material, even
    Outraged (its own move is then barred, base p16); with Loyal Marines (F6-07) a Hoard Relic
    spent as a Weapon lets the turn's pips battle (base p17)."""
    s = pirate_pos(card="AGG4", hoard={"fuel": 1}, seats=[{"guild": ["F6-05"]}, {}, {}])
    found = legal(s)
    assert "hoard fuel as material build ship flagship" in found and "hoard fuel move 3.3 3.2 1 0" in found
    ships = s.fresh[X["3.3"] * 3 + MIKAH]
    do(s, "hoard fuel as material build ship flagship")
    assert s.hoard[FUEL] == 0 and s.spent_pending[FUEL] == 1 and s.fresh[X["3.3"] * 3 + MIKAH] == ships + 1
    s = pirate_pos(card="AGG4", hoard={"fuel": 1}, seats=[{"guild": ["F6-05"], "outrage": ["fuel"]}, {}, {}])
    found = [a for a in legal(s) if a.startswith("hoard")]
    assert found and all(a.startswith("hoard fuel as material") for a in found)
    s = pirate_pos(card="ADM4", hoard={"relic": 1}, seats=[{"guild": ["F6-07"]}, {}, {}],
                   ships=[{"system": "3.3", "seat": p, "fresh": 1} for p in (MIKAH, DANE)])  # fmt: skip
    assert "hoard relic as weapon" in legal(s) and not any(a.startswith("battle") for a in legal(s))
    do(s, "hoard relic as weapon")
    assert s.hoard[RELIC] == 0 and s.weapon_battle and any(a.startswith("battle 3.3") for a in legal(s))
    s = pirate_pos(card="AGG4", hoard={"fuel": 1})
    assert not any(" as " in a for a in legal(s))  # (no Loyal card: its own type only)


# -- the objective (F12-01B) ----------------------------------------------------------------------
def test_each_chapter_end_grows_the_hoard_and_embarrasses_the_rivals() -> None:
    """1 per Hoard resource; 2 per type held more than each Rival (R11): Relic (2 against Dane's
    1) and Fuel (1 against none), not Weapon (1 against Lotus's 1)."""
    s = pirate_pos(
        seat=None,
        hoard={"relic": 2, "fuel": 1, "weapon": 1},
        seats=[{"hand": []}, {"hand": [], "resources": ["relic"]}, {"hand": [], "resources": ["weapon"]}],
    )
    assert s.objective[MIKAH] == 21 - 4 - 2 - 2


# -- positions and the Act II Resolution (F12-04) ---------------------------------------------------
def test_a_hoard_position_round_trips_and_bad_ones_are_refused() -> None:
    s = pirate_pos(hoard={"psionic": 2})
    t = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
    assert snap(t) == snap(s) and t.hoard == s.hoard
    for bad in ({"gold": 1}, {"relic": 6}, {"relic": -1}):
        with pytest.raises(InvalidRecord, match="hoard"):
            pirate_pos(hoard=bad)


def test_resolution_completed_leaves_the_hoard_step_failed_empties_the_hoard() -> None:
    """F12-04: completed, Pirate Smugglers gained, 06-07 scrapped, the Hoard kept for its step
    (asked before the Intermission's step B); failed, 03, 05-07 to the Court deck and "Return all
    resources from your Pirate Hoard to the supply"."""
    s = pirate_pos(seat=DANE, hoard={"relic": 2, "material": 1},
                   campaign_part={"fates": {**FATES, "objective": [0, 17, 10]}})  # fmt: skip
    resolution.resolve(s, MIKAH, random.Random(0))
    assert "F12-05" in s.guild[MIKAH] and {"F12-06", "F12-07"} <= set(s.scrapped)
    assert s.steps == [(pirate.INTERMISSION_STEP, MIKAH)] and s.hoard == [1, 0, 0, 2, 0]
    s = pirate_pos(seat=DANE, hoard={"relic": 2})
    supply = s.resource_supply[RELIC]
    resolution.resolve(s, MIKAH, random.Random(0))
    assert {"F12-03", "F12-05", "F12-06", "F12-07"} <= set(s.court_deck) and s.hoard == [0] * 5
    assert s.resource_supply[RELIC] == supply + 2 and s.steps == []
    assert invariants.problems(s) == []


def test_a_table_resolved_at_once_places_the_hoard_rarest_first() -> None:
    """`intermission.resolve` (a table, nobody asked): nothing spent, the Hoard onto the board's
    empty slots, the rarest first (a Relic before Material), the rest to the supply."""
    s = pirate_pos(seat=DANE, hoard={"relic": 2, "material": 1}, seats=[{"resources": ["fuel"]}, {}, {}],
                   campaign_part={"fates": {**FATES, "objective": [0, 17, 10]}})  # fmt: skip
    supply = s.resource_supply[MATERIAL]
    intermission.resolve(s, random.Random(0))
    assert sorted(resources.held(s, MIKAH)) == [FUEL, RELIC]  # one empty slot: a Relic first
    assert s.hoard == [0] * 5 and s.resource_supply[MATERIAL] == supply + 1 and s.steps == []


def hoard_intermission(hoard: dict[str, int], **kw: Any) -> CampaignState:
    """Act II is over (no cards), Mikah the Pirate completed: the Intermission begins and stops at
    the Hoard's step. Mikah has a starport and a ship at 3.1, his Flagship and a ship at 3.3, the
    most agents on Skirmishers (CC05) and on the Imperial Council."""
    s = pirate_pos(
        seat=None,
        hoard=hoard,
        buildings=[{"slot": "3.1#0", "seat": MIKAH, "kind": "starport"}],
        ships=[{"system": x, "seat": p, "fresh": 1} for x in ("3.1", "3.3") for p in (MIKAH, DANE)],
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
        campaign_part={
            "fates": {**FATES, "objective": [0, 17, 10]},
            "court": [{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC05", "agents": [1, 0, 0]}],
            **kw,
        },
    )
    intermission.begin(s)
    flow.advance(s)
    assert s.phase == CampaignPhase.RESOLVE and s.mover == MIKAH
    return s


def same_on_reload(s: CampaignState) -> None:
    """The state's snapshot reloads, and the Pirate's determinized world, with its options."""
    back = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
    world = campaign.determinize(s.observation(MIKAH), random.Random(3))
    assert sorted(legal(back)) == sorted(legal(world)) == sorted(legal(s))


def test_the_completed_pirate_spends_fuel_material_and_relics_of_the_hoard_for_their_preludes() -> None:
    """F12-04 step 3: "You may spend Fuel, Material, and Relics on your Pirate Hoard for their
    Prelude actions, ignoring ship build limits for Material": two ships built at one starport,
    a move, a secure; no Psionic or Weapon spent, no Imperial Council secured (it resolves when
    a round ends). Each state on the way reloads from its snapshot with the same options."""
    s = hoard_intermission({"fuel": 1, "material": 2, "relic": 1, "psionic": 1, "weapon": 1})
    found = legal(s)
    assert "hoard material build ship 3.1" in found and "hoard relic secure CC05" in found
    assert "hoard fuel move 3.1 3.0 1 0" in found and "done" in found
    assert not any(a.startswith(("hoard psionic", "hoard weapon")) or a.endswith("IC01") for a in found)
    ships, supply = s.fresh[X["3.1"] * 3 + MIKAH], s.resource_supply[:]
    same_on_reload(s)
    do(s, "hoard material build ship 3.1")
    assert "hoard material build ship 3.1" in legal(s)  # (no one-ship-a-turn limit)
    same_on_reload(s)
    do(s, "hoard material build ship 3.1")
    assert s.fresh[X["3.1"] * 3 + MIKAH] == ships + 2 and s.hoard[MATERIAL] == 0
    do(s, "hoard fuel move 3.1 3.0 3 0")  # (from his starport into a gate: no Catapult, no turn)
    assert s.fresh[X["3.0"] * 3 + MIKAH] == 3 and s.catapult_at < 0 and s.phase == CampaignPhase.RESOLVE
    assert not any(a.startswith(("catapult", "stop")) for a in legal(s))
    same_on_reload(s)
    do(s, "hoard relic secure CC05")
    assert "CC05" in s.guild[MIKAH] and s.hoard == [0, 0, 1, 0, 1]
    back = [s.resource_supply[r] - supply[r] for r in range(5)]
    assert back == [2, 1, 0, 1, 0]  # (spent: to the supply at once, no Prelude to end)
    assert invariants.problems(s) == []


def test_the_hoard_goes_onto_the_board_then_the_rest_to_the_supply_then_step_b() -> None:
    """F12-04: "You may place any resources from it onto your player board. Return all resources
    remaining on it to the supply." Then the Intermission goes on: Clear Court (step B)."""
    s = hoard_intermission({"psionic": 1, "weapon": 2})
    supply = s.resource_supply[WEAPON]
    assert sorted(legal(s)) == ["board psionic", "board weapon", "done"]
    do(s, "board weapon")
    assert WEAPON in resources.held(s, MIKAH) and s.court[1] == "CC05"  # (step B not yet)
    do(s, "done")
    assert s.hoard == [0] * 5 and s.resource_supply[WEAPON] == supply + 1
    assert s.court == ["IC01"] and s.phase != CampaignPhase.RESOLVE and s.turn_seat < 0
    assert invariants.problems(s) == []


def test_the_hoard_step_refuses_a_bad_action_and_changes_nothing() -> None:
    s = hoard_intermission({"psionic": 1})
    before = snap(s)
    for bad in ("hoard psionic secure CC05", "board relic", "secure CC05"):
        with pytest.raises(IllegalAction):
            do(s, bad)
    assert snap(s) == before
