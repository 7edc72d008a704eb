"""Space combat (seeds/003 "FLEET - RAID", "FLEET - INVADE"; variants-spec B.2.4 "FLEET combat",
I-4..I-8, I-23): matched fights, unmatched ships and their targets' return fire, destruction,
emergency ships, the defender's repair, and the cards that change a combat."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.core.state import CHANCE

from .conftest import do, legal, pos, tokens

TAKE = [["turn-end", 0], ["claim", 0], ["take", 0]]


def res(**r: int) -> dict[str, int]:
    return {"food": 0, "ore": 0, "science": 0, "coins": 0, **r}


def war(
    kind: str,
    level: int,
    mine: list[Any],
    theirs: list[Any],
    me: dict[str, Any] | None = None,
    them: dict[str, Any] | None = None,
    **top: Any,
) -> Any:
    """Seat 0 takes FLEET at `level` and raids or invades seat 1. Ships are ids or (id, damage)."""

    def fleet(ships: list[Any]) -> list[dict[str, Any]]:
        return [{"ship": x} if isinstance(x, str) else {"ship": x[0], "damage": x[1]} for x in ships]

    one = {"tokens": tokens(fleet=level), "fleet": fleet(mine), **(me or {})}
    two = {"fleet": fleet(theirs), **(them or {})}
    s = pos(3, turn_seat=0, pending=TAKE, seats=[one, two, {}], **top)
    return do(s, f"take fleet.{level}", f"{kind} 1")


def hulls(s: Any, seat: int) -> list[tuple[str, int]]:
    return [(h.id, h.damage) for h in s.fleets[seat]]


def unmatched_battle() -> Any:
    """Seat 0 invades (MODERATE) with 3 Destroyers and a Strike Craft; seat 1 has a Cruiser and a
    Strike Craft, so it draws one emergency ship (a Converted Freighter): 4 ships to 3."""
    s = war("invade", 2, ["destroyer", "destroyer", "strike-craft", "destroyer"], ["cruiser", "strike-craft"])
    assert s.phase() == "emergency"
    do(s, "emergency converted-freighter")
    do(s, "order destroyer", "order destroyer", "order strike-craft")  # the last Destroyer 4th
    do(s, "order cruiser", "order strike-craft")  # the Freighter 3rd
    return s


def test_matched_ships_fight_at_once_rolling_their_combat_value_less_markers() -> None:
    """Each pair rolls together, dice = combat value (I-4: less the markers it carries when the
    exchange starts); each 4+ puts a marker on the opposing ship."""
    s = unmatched_battle()
    assert s.stack[-1][2:] == ("pair", 0, 2, 3)  # Destroyer 2 dice, Cruiser 3
    do(s, "roll 45 611")
    assert hulls(s, 0)[0] == ("destroyer", 1) and hulls(s, 1)[0] == ("cruiser", 2)
    assert s.stack[-1][2:] == ("pair", 1, 2, 1)
    do(s, "roll 41 1")  # the Strike Craft takes 1 marker: as many as its combat value
    assert s.stack[-1][2:] == ("pair", 2, 1, 1)


def test_a_damaged_ship_rolls_its_combat_value_less_its_markers() -> None:
    """I-4: a Destroyer (2) with 1 marker rolls 1 die; a Cruiser (3) with 3 rolls none."""
    s = war("invade", 2, [("destroyer", 1), "strike-craft"], [("cruiser", 3), "destroyer"])
    do(s, "order destroyer*1", "order cruiser*3")
    assert s.stack[-1][2:] == ("pair", 0, 1, 0)
    do(s, "roll 4 -")
    assert s.stack[-1][2:] == ("pair", 1, 1, 2)


def test_an_unmatched_ship_attacks_any_enemy_ship_which_returns_one_die_whatever_its_state() -> None:
    s = unmatched_battle()
    do(s, "roll 11 111", "roll 41 1", "roll 1 1")
    # Only the side with more ships has an unmatched ship: seat 0's 4th Destroyer.
    assert s.current_player() == 0 and legal(s) == ["attack 1", "attack 2", "attack 3", "hold"]
    do(s, "attack 2")  # the Strike Craft with 1 marker: no combat value left, yet it fires back
    assert s.stack[-1][2:] == ("unmatched", 0, 3, 1, 2, 1)
    do(s, "roll 11 5")
    assert hulls(s, 0)[3] == ("destroyer", 1)
    # Totals: 2 + 2 + 1 + (2 - 1) = 6 against 3 + 0 + 1 = 4: the attacker wins its spoil.
    combat = s.observation(0)["combat"]
    assert combat["totals"] == [6, 4] and combat["winner"] == 0
    # A ship with as many markers as its combat value survives (I-5); the emergency ship stays (I-7).
    assert hulls(s, 1) == [("cruiser", 0), ("strike-craft", 1), ("converted-freighter", 0)]


def test_ships_with_more_markers_than_combat_value_are_destroyed() -> None:
    s = unmatched_battle()
    do(s, "roll 11 111", "roll 41 1", "roll 1 1", "attack 2", "roll 41 1")
    assert [h.id for h in s.fleets[1]] == ["cruiser", "converted-freighter"]


def test_the_defender_may_repair_after_combat_the_attacker_may_not() -> None:
    """The defender repairs at 1 ORE per 2 markers; the attacker's damaged ships limp home."""
    s = war(
        "raid",
        1,
        ["destroyer", "strike-craft"],
        ["destroyer", "strike-craft"],
        them={"resources": res(ore=1)},
    )
    do(s, "order destroyer", "order destroyer", "roll 44 44", "roll 1 1")
    # Seat 0: 0 + 1 = 1 against 0 + 1: the raid fails; both Destroyers carry 2 markers.
    assert s.current_player() == 1 and s.phase() == "repair"
    do(s, "repair destroyer*2", "repair destroyer*1")
    assert hulls(s, 1)[0] == ("destroyer", 0) and s.resources[4 + 1] == 0
    assert hulls(s, 0)[0] == ("destroyer", 2) and s.phase() == "prepare"


def test_one_emergency_ship_whatever_the_shortfall_and_it_may_be_heavy_in_an_invasion() -> None:
    """I-8: exactly one card; I-23: INVADE compares all ships and takes a heavy card too."""
    s = war("invade", 2, ["destroyer"] * 4, ["strike-craft"])
    assert s.phase() == "emergency"
    do(s, "emergency ore-hauler")
    assert s.phase() == "arrange" and hulls(s, 1) == [("strike-craft", 0), ("ore-hauler", 0)]


def test_a_raid_compares_light_ships_and_redraws_heavy_emergency_ships() -> None:
    s = war("raid", 1, ["destroyer", "destroyer"], ["strike-craft", "battleship", "battleship"])
    assert s.phase() == "emergency"  # 1 light ship to 2, whatever its Battleships
    do(s, "emergency defence-platform")
    assert s.phase() == "emergency" and "defence-platform" in s.emergency_discard
    do(s, "emergency police-cutter")
    assert [h for h, _ in hulls(s, 1)] == ["strike-craft", "battleship", "battleship", "police-cutter"]
    no_draw = war("raid", 1, ["destroyer"], ["strike-craft", "battleship"])
    assert no_draw.phase() == "roll"  # 1 light ship each: no emergency ship, nothing to arrange


def test_emergency_ships_never_attack() -> None:
    """I-7: an emergency ship in the attacker's fleet stays home: the Destroyer raids alone,
    one ship to one, so the defender draws no emergency ship."""
    s = war("raid", 1, ["converted-freighter", "destroyer"], ["strike-craft"])
    assert s.phase() == "roll" and s.stack[-1][2:] == ("pair", 0, 2, 1)
    assert s.combat is not None and s.combat.ships[0] == [1]


def test_an_emergency_ship_past_8_ships_means_a_discard_after_combat() -> None:
    """I-7: the emergency ship joins the defender's fleet; at 9 ships it discards one after the
    combat. Blockade Runner counts as 2 ships when comparing fleets."""
    mine = ["blockade-runner"] + ["strike-craft"] * 7
    s = war("raid", 1, mine, ["strike-craft"] * 8)
    assert s.phase() == "emergency"
    do(s, "emergency police-cutter")
    while s.phase() in ("arrange", "roll", "unmatched"):
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance())
        else:
            do(s, legal(s)[-1])
    while s.phase() in ("steal", "repair"):
        do(s, "done")
    assert s.phase() == "scrap" and s.current_player() == 1
    do(s, legal(s)[0])
    assert len(s.fleets[1]) == 8


@pytest.mark.parametrize(
    ("kind", "me", "them", "wins"),
    [
        ("raid", {}, {}, False),  # 1 to 1: a raid needs more
        ("raid", {"known": ["targeting-computers"]}, {}, True),
        ("raid", {"known": ["deep-space-sensors"]}, {}, False),  # only when defending
        ("raid", {"known": ["singularity-drive"]}, {}, False),  # only in an invasion
        ("invade", {}, {}, True),  # 1 to 1: an invasion wins on equal
        ("invade", {}, {"known": ["targeting-computers"]}, False),
        ("invade", {}, {"known": ["deep-space-sensors"]}, False),
    ],
)
def test_techs_add_to_the_combat_total(
    kind: str, me: dict[str, Any], them: dict[str, Any], wins: bool
) -> None:
    owners = {t: 0 for t in me.get("known", [])} | {t: 1 for t in them.get("known", [])}
    level = 1 if kind == "raid" else 2
    them = {"resources": res(food=5), **them}
    s = war(kind, level, ["strike-craft"], ["strike-craft"], me, them, techs={"owners": owners})
    do(s, "roll 1 1")
    assert (s.phase() in ("steal", "spoil")) == wins


def test_singularity_drive_adds_2_in_an_invasion() -> None:
    top = {"techs": {"owners": {"singularity-drive": 0}}}
    s = war("invade", 2, ["strike-craft"], ["cruiser"], {"known": ["singularity-drive"]}, **top)
    do(s, "roll 1 111")
    assert s.observation(0)["combat"]["totals"] == [3, 3] and s.phase() == "spoil"


@pytest.mark.parametrize(("level", "bonus"), [(1, 0), (2, 2), (3, 4), (4, 6)])
def test_raid_planning_levels_add_0_2_4_6(level: int, bonus: int) -> None:
    s = war("raid", level, ["strike-craft"], ["strike-craft"], {}, {"resources": res(food=9)})
    do(s, "roll 1 1")
    if bonus:
        assert s.stack[-1][:3] == ("steal", 0, bonus)
    else:
        assert s.phase() == "prepare" and s.resources[0] == 0


@pytest.mark.parametrize(("level", "bonus"), [(2, 0), (3, 2), (4, 4)])
def test_invade_planning_levels_add_0_2_4(level: int, bonus: int) -> None:
    s = war("invade", level, ["destroyer"], ["destroyer"])
    do(s, "roll 11 11")
    assert s.observation(0)["combat"]["totals"] == [2 + bonus, 2]


def test_fleet_doctrine_invades_from_basic() -> None:
    s = pos(
        3,
        turn_seat=0,
        pending=TAKE,
        techs={"owners": {"fleet-doctrine": 0}},
        seats=[{"tokens": tokens(fleet=1), "known": ["fleet-doctrine"]}, {}, {}],
    )
    do(s, "take fleet.1")
    assert "invade 1" in legal(s)


def test_heavy_armour_ignores_a_heavy_ships_first_marker_in_each_combat() -> None:
    top = {"techs": {"owners": {"heavy-armour": 1}}}
    s = war(
        "invade",
        2,
        ["destroyer", "destroyer"],
        ["cruiser", "strike-craft"],
        {},
        {"known": ["heavy-armour"]},
        **top,
    )
    do(s, "order destroyer", "order cruiser", "roll 44 111", "roll 11 1")
    assert hulls(s, 1)[0] == ("cruiser", 1)


def test_planetary_shields_need_4_bombard_points_a_level() -> None:
    planets = [{"id": "food-settled-1", "dev": 3}]
    for shields, dev in ((False, 2), (True, 3)):
        them = {"planets": planets, "known": ["planetary-shields"] if shields else []}
        top = {"techs": {"owners": {"planetary-shields": 1}}} if shields else {}
        s = war("invade", 2, ["cruiser"], ["strike-craft"], {}, them, **top)
        do(s, "roll 111 1", "spoil bombard food-settled-1")  # 3 bombard points
        assert s.planets[1][0].dev == dev


# -- merc and emergency ship cards --------------------------------------------------------------
def test_corsair_frigate_steals_one_more_in_a_won_raid() -> None:
    s = war("raid", 1, ["corsair-frigate"], ["strike-craft"], {}, {"resources": res(food=5)})
    do(s, "roll 11 1")
    assert s.stack[-1][:3] == ("steal", 0, 2)  # margin 1, +1


def test_privateer_cutter_rolls_one_more_die_when_unmatched() -> None:
    s = war(
        "invade", 2, ["strike-craft", "strike-craft", "privateer-cutter"], ["strike-craft", "blockade-runner"]
    )
    # The Blockade Runner counts as 2 ships: no emergency ship; the Cutter is unmatched.
    do(
        s,
        "order strike-craft",
        "order strike-craft",
        "order strike-craft",
        "roll 1 1",
        "roll 1 1",
        "attack 1",
    )
    assert s.stack[-1][2:] == ("unmatched", 0, 2, 0, 3, 1)


def test_shield_tender_removes_a_marker_from_each_ship_after_combat() -> None:
    s = war("invade", 2, ["destroyer", "shield-tender"], ["destroyer", "destroyer"])
    do(s, "order destroyer", "order destroyer", "roll 11 44", "roll 1 11")
    assert hulls(s, 0)[0] == ("destroyer", 1)


def test_emergency_ship_quirks() -> None:
    """Militia Skiff and Defence Platform leave after the combat; Mothballed Frigate enters with
    a marker; Patched-up Corvette's 6s are 2 hits."""
    for card, stays in (("militia-skiff", False), ("defence-platform", False), ("ore-hauler", True)):
        s = war("invade", 2, ["strike-craft"] * 2, ["strike-craft"])
        do(s, f"emergency {card}", "order strike-craft")
        while s.current_player() == CHANCE or s.phase() in ("arrange", "unmatched"):
            if s.current_player() == CHANCE:
                s.apply(s.sample_chance())
            else:
                do(s, legal(s)[-1])
        assert (card in [h.id for h in s.fleets[1]]) == stays, card
    s = war("invade", 2, ["strike-craft"] * 2, ["strike-craft"])
    do(s, "emergency mothballed-frigate")
    assert hulls(s, 1)[-1] == ("mothballed-frigate", 1)
    s = war("invade", 2, ["destroyer", "destroyer"], ["strike-craft"])
    do(s, "emergency patched-up-corvette", "order destroyer", "order patched-up-corvette", "roll 11 6")
    assert hulls(s, 0)[0] == ("destroyer", 2)


def test_a_capture_pays_the_colonise_cost_and_the_8_planet_limit_applies() -> None:
    """PLANETARY BOMBARDMENT: capturing costs the planet's colonise cost, draws no Colony Event,
    and an attacker with 8 planets first gives one away as when colonising."""
    eight = [{"id": "home-world-1"}] + [
        {"id": pid}
        for pid in (
            "food-outpost-1",
            "food-outpost-2",
            "ore-outpost-1",
            "ore-outpost-2",
            "science-outpost-1",
            "science-outpost-2",
            "coin-outpost-1",
        )
    ]
    me = {"planets": eight, "resources": res(food=3, ore=3)}
    them = {"planets": [{"id": "home-world-2", "dev": 4}, {"id": "food-settled-1", "dev": 1}]}
    s = war("invade", 2, ["destroyer"], ["strike-craft"], me, them)
    do(s, "roll 11 1", "spoil bombard food-settled-1", "capture")
    assert s.resources[0:2] == [1, 1]  # a Settled world: 2 FOOD + 2 ORE
    assert s.phase() == "give" and all(a.endswith(" 2") for a in legal(s))  # seat 2: 1 planet
    do(s, "give coin-outpost-1 2")
    assert len(s.planets[0]) == 8 and s.planets[0][-1] == s.planets[0][-1]._replace(
        id="food-settled-1", dev=1
    )
    assert s.phase() != "event" and s.captured[0] == 1


def test_the_invade_sequence_step_by_step() -> None:
    """FLEET - INVADE (seeds/003), at STRONG (+2): the outnumbered defender draws an emergency
    ship, heavy or not; a damaged ship shows, so the attacker arranges first; matched pairs;
    totals with the level's modifier; a Fleet Medal and one spoil; destruction; the defender's
    repair, and none for the attacker."""
    mine = [("cruiser", 1), "battleship", "destroyer"]
    them = {
        "resources": res(ore=2),
        "planets": [{"id": "home-world-2", "dev": 4}, {"id": "food-colony-1", "dev": 2}],
    }
    s = war("invade", 3, mine, ["destroyer", "strike-craft"], {"resources": res(food=2, ore=1)}, them)
    # 1. Two ships to three: one emergency ship.
    assert s.phase() == "emergency"
    do(s, "emergency colony-ark")
    # 2. The attacker arranges first; its damaged Cruiser shows where it stands.
    assert s.current_player() == 0
    do(s, "order battleship", "order cruiser*1")
    assert s.observation(1)["combat"]["order"][0] == [None, 0, None]
    do(s, "order colony-ark", "order destroyer")
    # 3. Matched pairs, in combat order: Battleship 4 dice, Cruiser 3 - 1 = 2, Destroyer 2.
    assert s.stack[-1][2:] == ("pair", 0, 4, 2)
    do(s, "roll 4444 11")
    assert s.stack[-1][2:] == ("pair", 1, 2, 2)
    do(s, "roll 44 11", "roll 11 1")
    # 5-6. 4 + 2 + 2 + 2 (STRONG) = 10 against 0 + 0 + 1: the attacker wins a medal and a spoil.
    combat = s.observation(0)["combat"]
    assert combat["totals"] == [10, 1] and s.fleet_medals[:2] == [1, 0]
    # 8. The Colony Ark (4 markers, combat value 2) is destroyed; the Destroyer (2 on 2) is not.
    assert hulls(s, 1) == [("destroyer", 2), ("strike-craft", 0)]
    # Bombardment: (3 - 1) + 0 + 1 = 3 points: one level, down to 1: a capture is offered.
    do(s, "spoil bombard food-colony-1")
    assert s.planets[1][1].dev == 1 and s.phase() == "capture"
    do(s, "decline")
    # The defender repairs (2 markers for 1 ORE); the attacker's Cruiser limps home.
    assert s.current_player() == 1
    do(s, "repair destroyer*2", "repair destroyer*1")
    assert hulls(s, 1)[0] == ("destroyer", 0) and s.resources[5] == 1
    assert hulls(s, 0)[0] == ("cruiser", 1) and s.phase() == "prepare"
