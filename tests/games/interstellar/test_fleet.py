"""FLEET (seeds/003, "FLEET - RAID", "FLEET - INVADE", "VICTORY SPOILS"; variants-spec B.2.4):
the printed raid example played step by step, and the invade sequence."""

from __future__ import annotations

from typing import Any

from .conftest import assert_illegal, do, legal, pos, tokens

CARL, ADE = 0, 1


def hulls(state: Any, seat: int) -> list[tuple[str, int]]:
    return [(h.id, h.damage) for h in state.fleets[seat]]


def raid_example() -> Any:
    """Carl (seat 0) has 2 Strike Craft, 2 Destroyers and a Wing Commander (the merc that gives
    his Strike Craft a second die; heavy, so it stays home) and a token at STRONG on FLEET; Ade
    (seat 1) has a Strike Craft, a Destroyer and two Battleships, 5 FOOD and 4 ORE."""
    carl = {
        "tokens": tokens(fleet=3),
        "fleet": [
            {"ship": s} for s in ("strike-craft", "strike-craft", "destroyer", "destroyer", "wing-commander")
        ],
    }
    ade = {
        "fleet": [{"ship": s} for s in ("strike-craft", "destroyer", "battleship", "battleship")],
        "resources": {"food": 5, "ore": 4, "science": 0, "coins": 0},
    }
    return pos(3, turn_seat=CARL, pending=[["turn-end", 0], ["claim", 0], ["take", 0]], seats=[carl, ade, {}])


def test_the_printed_strong_raid_ends_8_to_1_and_carl_takes_7_resources() -> None:
    s = do(raid_example(), "take fleet.3", "raid 1")
    # 4. Ade has 2 light ships to Carl's 4 (his Battleships are heavy): he draws an emergency ship.
    assert s.phase() == "emergency"
    assert [h.id for h in s.fleets[ADE]][-1] == "battleship"
    do(s, "emergency converted-freighter")
    # 3/5. Carl's 4 light ships take part (not the heavy Wing Commander); he arranges them face down.
    assert s.current_player() == CARL and sorted(legal(s)) == ["order destroyer", "order strike-craft"]
    # Two alike Destroyers left: still asked (which ship went first stays secret), the last goes last.
    do(s, "order strike-craft", "order strike-craft", "order destroyer")
    # 6. Ade arranges his in secret: Carl's order is hidden from him until both are placed.
    assert s.current_player() == ADE
    assert s.observation(ADE)["combat"]["order"][0] == [None] * 4
    do(s, "order converted-freighter", "order destroyer")  # then his Strike Craft
    # 7/8. The 1st fight: Carl's Strike Craft rolls two dice (the merc), the Freighter one.
    assert s.stack[-1][2:] == ("pair", 0, 2, 1)
    do(s, "roll 46 5")
    assert hulls(s, CARL)[0] == ("strike-craft", 1)  # a marker on Carl's first Strike Craft
    assert hulls(s, ADE)[-1] == ("converted-freighter", 2)  # two hits
    # 9. The other pairs: Strike Craft against Destroyer, Destroyer against Strike Craft.
    do(s, "roll 41 55", "roll 56 2")
    # Carl's 4th ship is unmatched: he may attack any of Ade's ships with it, or not.
    assert s.current_player() == CARL and "hold" in legal(s) and "attack 1" in legal(s)
    do(s, "hold")
    # 10-12. Carl 4 combat value + 4 (STRONG) = 8; Ade 1 (his damaged Destroyer): Carl wins by 7.
    # A ship with more markers than combat value adds 0, not less (I-5): else 7 to -2.
    combat = s.observation(CARL)["combat"]
    assert combat["totals"] == [8, 1] and combat["winner"] == CARL
    # Ships with more markers than combat value are destroyed: Carl loses 1, Ade 2.
    assert hulls(s, CARL) == [("strike-craft", 1), ("destroyer", 0), ("destroyer", 0), ("wing-commander", 0)]
    assert hulls(s, ADE) == [("destroyer", 1), ("battleship", 0), ("battleship", 0)]
    # Carl takes up to 7 resources of his choice (I-20): all the ORE first, then FOOD.
    assert legal(s) == [
        *(f"steal food {k}" for k in range(1, 6)),
        *(f"steal ore {k}" for k in range(1, 5)),
        "done",
    ]
    do(s, "steal ore 4")  # all 4 ORE in one decision
    assert legal(s) == ["steal food 1", "steal food 2", "steal food 3", "done"]  # 3 of the 7 left
    do(s, "steal food 3")
    assert s.resources[0:4] == [3, 4, 0, 0]  # the stolen ORE and FOOD
    assert s.resources[4:8] == [2, 0, 0, 0]  # Ade keeps 2 FOOD
    # Ade may repair at 1 ORE per 2 markers, but has no ORE left; the raid gives no medal.
    assert s.fleet_medals[CARL] == 0 and s.fleet_medals[ADE] == 0
    assert hulls(s, ADE)[0] == ("destroyer", 1)


def duel(kind: str) -> Any:
    """Seat 0 takes FLEET at MODERATE (RAID +2, INVADE +0) against seat 1; each has a Destroyer
    and a Strike Craft, seat 1 two techs and a token at STRONG on BUILD."""
    one = {"tokens": tokens(fleet=2), "fleet": [{"ship": "destroyer"}, {"ship": "strike-craft"}]}
    two = {
        "fleet": [{"ship": "destroyer"}, {"ship": "strike-craft"}],
        "tokens": tokens(build=3, research=2),
        "known": ["hydroponics"],
        "planets": [{"id": "home-world-2", "dev": 4}, {"id": "food-outpost-1", "dev": 2}],
        "resources": {"food": 1, "ore": 1, "science": 1, "coins": 1},
    }
    s = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        seats=[one, two, {}],
        techs={"owners": {"hydroponics": 1}},
    )
    do(s, "take fleet.2", f"{kind} 1")
    assert s.phase() == "arrange"  # equal fleets: no emergency ship
    return s


def test_equal_totals_lose_a_raid_but_win_an_invasion() -> None:
    """RAID is won on strictly more, INVADE on equal or more (then a Fleet Medal and a spoil);
    a lost INVADE gives the defender the medal."""
    raid = duel("raid")
    do(raid, "order destroyer", "order destroyer", "roll 11 11", "roll 1 4")
    # Seat 0: 2 + 0 (its Strike Craft hit) + 2 (MODERATE RAID) = 4; seat 1: 2 + 1 = 3.
    assert raid.observation(0)["combat"]["totals"] == [4, 3] and raid.observation(0)["combat"]["winner"] == 0
    raid = duel("raid")
    do(raid, "order destroyer", "order destroyer", "roll 11 44", "roll 1 1")
    # Seat 0: 0 (its Destroyer took 2) + 1 + 2 = 3; seat 1: 2 + 1 = 3. Equal: the raid fails.
    assert raid.combat is None and raid.phase() == "prepare"
    assert raid.resources[4:8] == [1, 1, 1, 1] and raid.fleet_medals[:2] == [0, 0]
    invade = duel("invade")
    do(invade, "order destroyer", "order destroyer", "roll 11 11", "roll 1 1")
    assert invade.observation(0)["combat"]["totals"] == [3, 3]  # equal: the attacker wins
    assert invade.fleet_medals[:2] == [1, 0]
    assert invade.phase() == "spoil" and invade.current_player() == 0
    lost = duel("invade")
    do(lost, "order destroyer", "order destroyer", "roll 11 11", "roll 1 4")
    # Seat 0: 2 + 0 = 2 against 3: the defender wins, and takes the medal.
    assert lost.fleet_medals[:2] == [0, 1] and lost.phase() != "spoil"


def test_the_invade_spoils() -> None:
    """VICTORY SPOILS: disrupt up to 2 tokens back to PREPARING; acquire one of the defender's
    techs (its effect, not its VP, I-19); bombard one planet, -1 level per 3 whole points of the
    surviving ships (bombard less markers, I-28), down to level 1, where it may be captured for
    its colonise cost without a colony event."""
    s = duel("invade")
    do(s, "order destroyer", "order destroyer", "roll 11 11", "roll 1 1")
    options = legal(s)
    assert "spoil acquire hydroponics" in options and "spoil bombard food-outpost-1" in options
    assert "spoil disrupt" in options
    do(s, "spoil disrupt")
    assert {"disrupt build.3", "disrupt research.2", "done"} <= set(legal(s))
    do(s, "disrupt build.3", "disrupt research.2")
    assert s.observation(0)["seats"][1]["tokens"]["build"] == [1, 0, 0, 0, 0]
    assert s.observation(0)["seats"][1]["tokens"]["research"] == [1, 0, 0, 0, 0]
    s = duel("invade")
    do(s, "order destroyer", "order destroyer", "roll 11 11", "roll 1 1", "spoil acquire hydroponics")
    assert "hydroponics" in s.known[0] and s.observation(0)["seats"][0]["vp_parts"]["techs"] == 0


def test_invade_needs_moderate_and_raid_takes_no_heavy_ships() -> None:
    basic = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        seats=[{"tokens": tokens(fleet=1)}, {}, {}],
    )
    do(basic, "take fleet.1")
    assert legal(basic) == ["raid 1", "raid 2", "done"]
    assert_illegal(basic, "invade 1")


def bombard_position(damage: int = 0) -> Any:
    """Seat 0 invades at MODERATE with a Cruiser (bombard 3) and a Destroyer (bombard 1), the
    Cruiser carrying `damage` markers; seat 1's only planet is a Settled FOOD planet at level 2."""
    one = {
        "tokens": tokens(fleet=2),
        "fleet": [{"ship": "cruiser", "damage": damage}, {"ship": "destroyer"}],
        "resources": {"food": 2, "ore": 2, "science": 0, "coins": 0},
    }
    two = {
        "fleet": [{"ship": "destroyer"}, {"ship": "strike-craft"}],
        "planets": [{"id": "food-settled-1", "dev": 2}],
    }
    s = pos(3, turn_seat=0, pending=[["turn-end", 0], ["claim", 0], ["take", 0]], seats=[one, two, {}])
    return do(s, "take fleet.2", "invade 1")


def test_bombardment_capture_and_the_last_planet() -> None:
    s = bombard_position()
    do(s, "order cruiser", "order destroyer", "roll 111 11", "roll 11 1")
    do(s, "spoil bombard food-settled-1")
    # 3 + 1 = 4 bombard points: one level (the leftover point is lost, I-28): level 1, so the
    # attacker may capture it for its colonise cost (2 FOOD + 2 ORE), with no colony event.
    assert s.planets[1][0].dev == 1
    assert "capture" in legal(s) and "decline" in legal(s)
    do(s, "capture")
    assert [p.id for p in s.planets[0]][-1] == "food-settled-1" and s.resources[0:4] == [0, 0, 0, 0]
    assert s.planets[0][-1].dev == 1
    # Seat 1 lost its last planet: it takes a face-up planet at level 4 (if possible).
    assert s.current_player() == 1 and all(a.startswith("take-planet ") for a in legal(s))
    do(s, legal(s)[0])
    planet = s.planets[1][0]
    assert len(s.planets[1]) == 1 and planet.dev == min(4, s.cards.planets[planet.id].max_dev)


def test_damage_markers_reduce_bombard_points_and_damaged_ships_are_arranged_openly() -> None:
    """A damaged ship shows: the attacker arranges first, in the open; each marker takes a point
    off its ship's bombard (3 - 1 + 1 = 3: still one level)."""
    s = bombard_position(damage=1)
    assert s.current_player() == 0
    do(s, "order cruiser*1")
    assert s.observation(1)["combat"]["order"][0] == [0, None]  # only the damaged Cruiser shows
    do(s, "order destroyer", "roll 11 11", "roll 11 1")
    do(s, "spoil bombard food-settled-1")
    assert s.planets[1][0].dev == 1
    s = bombard_position(damage=2)
    do(s, "order cruiser*2", "order destroyer", "roll 1 11", "roll 11 1")
    # 3 - 2 + 1 = 2 points: no level lost.
    do(s, "spoil bombard food-settled-1")
    assert s.planets[1][0].dev == 2
