"""The standard actions other than battle (rulebook p12-13): tax, build, move and Catapult,
repair, influence and secure. Positions use 3SETUP01 (clusters 1 and 4 out of play) unless said.
"""

from __future__ import annotations

from .conftest import (
    DANE,
    LOTUS,
    MIKAH,
    assert_illegal,
    buildings,
    do,
    held,
    legal,
    pos,
    ships_at,
    snap,
    supply,
)


def turn(card: str, seat: int = MIKAH, mode: str = "lead", **kw):
    """`seat`'s turn with `card` just played (and its full pips unless given)."""
    out = {"seat": seat, "card": card, "mode": mode}
    out.update(kw)
    return out


def position(card: str = "ADM2", seat: int = MIKAH, mode: str = "lead", **kw):
    kw.setdefault("setup_card", "3SETUP01")
    kw.setdefault("initiative", seat if mode == "lead" else MIKAH)
    if mode != "lead":
        kw.setdefault("lead", {"card": "ADM6", "seat": MIKAH})
    return pos(turn=turn(card, seat, mode, **kw.pop("turn", {})), **kw)


def captives(state, seat: int) -> list[int]:
    return snap(state)["seats"][seat]["captives"]


def agents(state, seat: int) -> int:
    return snap(state)["seats"][seat]["agents"]


# -- Tax (p12) ------------------------------------------------------------------------------------


def mikah_tax_example():
    # Mikah has a Material city at 3.1 and controls 2.1, where Dane has a Psionic city.
    return position(
        "ADM4",
        ships=[
            {"system": "3.1", "seat": MIKAH, "fresh": 1},
            {"system": "2.1", "seat": MIKAH, "fresh": 2},
            {"system": "2.1", "seat": DANE, "fresh": 1},
        ],
        buildings=[
            {"slot": "3.1#0", "seat": MIKAH, "kind": "city"},
            {"slot": "2.1#0", "seat": DANE, "kind": "city"},
        ],
        seats=[{"resources": ["fuel"]}, {}, {}],
    )


def test_tax_example_mikah_taxes_her_material_city_and_danes_psionic_city():
    # p12: Mikah taxes twice: one Material city of her own and one of Dane's Psionic cities,
    # which she controls. She gains 1 Material and 1 Psionic and captures 1 of Dane's agents.
    state = mikah_tax_example()
    assert sorted(a for a in legal(state) if a.startswith("tax")) == ["tax 2.1#0", "tax 3.1#0"]
    before = supply(state)
    do(state, "tax 3.1#0", "tax 2.1#0")
    assert held(state, MIKAH) == ["fuel", "material", "psionic"]
    assert supply(state) == {**before, "material": before["material"] - 1, "psionic": before["psionic"] - 1}
    assert captives(state, MIKAH) == [0, 1, 0]
    assert agents(state, DANE) == 9
    assert agents(state, MIKAH) == 10
    assert state.pips == 1


def test_tax_each_city_only_once_per_turn():
    state = mikah_tax_example()
    do(state, "tax 3.1#0")
    assert_illegal(state, "tax 3.1#0")
    assert [a for a in legal(state) if a.startswith("tax")] == ["tax 2.1#0"]


def test_tax_a_rival_city_only_when_you_control_its_system():
    # Tied fresh ships: nobody controls 2.1. Damaged ships do not count for control.
    state = position(
        "ADM4",
        ships=[
            {"system": "2.1", "seat": MIKAH, "fresh": 1, "damaged": 3},
            {"system": "2.1", "seat": DANE, "fresh": 1},
        ],
        buildings=[{"slot": "2.1#0", "seat": DANE, "kind": "city"}],
    )
    assert not [a for a in legal(state) if a.startswith("tax")]
    assert_illegal(state, "tax 2.1#0")
    # Most fresh ships against one Rival, but not against another: still no control.
    state = position(
        "ADM4",
        ships=[
            {"system": "2.1", "seat": MIKAH, "fresh": 2},
            {"system": "2.1", "seat": DANE, "fresh": 1},
            {"system": "2.1", "seat": LOTUS, "fresh": 2},
        ],
        buildings=[{"slot": "2.1#0", "seat": DANE, "kind": "city"}],
    )
    assert_illegal(state, "tax 2.1#0")


def test_tax_a_loyal_city_in_a_system_a_rival_controls():
    state = position(
        "ADM4",
        ships=[{"system": "3.1", "seat": DANE, "fresh": 3}],
        buildings=[{"slot": "3.1#0", "seat": MIKAH, "kind": "city"}],
    )
    do(state, "tax 3.1#0")
    assert held(state, MIKAH) == ["material"]
    assert captives(state, MIKAH) == [0, 0, 0]


def test_tax_a_rival_city_captures_an_agent_even_when_the_supply_is_empty():
    # All five Psionic tokens are on Dane's and Lotus's boards.
    state = position(
        "ADM4",
        ships=[
            {"system": "2.1", "seat": MIKAH, "fresh": 2},
            {"system": "5.3", "seat": LOTUS, "fresh": 1},
        ],
        buildings=[
            {"slot": "2.1#0", "seat": DANE, "kind": "city"},
            {"slot": "5.3#0", "seat": LOTUS, "kind": "city"},
        ],
        seats=[{}, {"resources": ["psionic", "psionic"]}, {"resources": ["psionic", "psionic", "psionic"]}],
    )
    assert supply(state)["psionic"] == 0
    do(state, "tax 2.1#0")
    assert held(state, MIKAH) == []
    assert supply(state)["psionic"] == 0
    assert captives(state, MIKAH) == [0, 1, 0]
    assert agents(state, DANE) == 9


# -- Build (p12) ----------------------------------------------------------------------------------


def test_building_cities_from_the_board_opens_resource_slots():
    # Cities left on the board -> open resource slots: 5 -> 2, 4 -> 3, 3 -> 4, 2 or fewer -> 6.
    state = position(
        "CON2",
        ships=[{"system": s, "seat": MIKAH, "fresh": 1} for s in ("2.3", "3.3", "5.3", "6.2")],
        turn={"pips": 6},
    )
    assert state.cities_left[MIKAH] == 5
    assert state.open_slots(MIKAH) == 2
    opened = []
    for system in ("2.3", "3.3", "5.3", "6.2", "2.3"):
        do(state, f"build city {system}")
        opened.append((state.cities_left[MIKAH], state.open_slots(MIKAH)))
    assert opened == [(4, 3), (3, 4), (2, 6), (1, 6), (0, 6)]
    assert buildings(state)["2.3#1"] == (MIKAH, "city", False)
    # No cities left on the board: no more cities can be built, starports still can.
    assert state.pips == 1
    assert not [a for a in legal(state) if a.startswith("build city")]
    assert "build starport 6.2" in legal(state)
    assert_illegal(state, "build city 6.2")


def test_a_resource_slot_opened_by_a_city_takes_a_taxed_resource():
    # Four cities on the board: 3 open slots, all full, so a taxed Material does not fit.
    def table(cities):
        return position(
            "ADM2",
            ships=[{"system": "3.1", "seat": MIKAH, "fresh": 1}],
            buildings=[{"slot": slot, "seat": MIKAH, "kind": "city"} for slot in cities],
            seats=[{"resources": ["fuel", "relic", "weapon"]}, {}, {}],
        )

    full = table(["3.1#0"])
    assert full.open_slots(MIKAH) == 3
    do(full, "tax 3.1#0")
    assert full.phase == "discard"
    # With a second city built, three cities remain and a fourth slot is open.
    opened = table(["3.1#0", "2.3#0"])
    assert opened.open_slots(MIKAH) == 4
    do(opened, "tax 3.1#0")
    assert opened.phase == "actions"
    assert held(opened, MIKAH) == ["fuel", "material", "relic", "weapon"]


def test_build_example_dane_builds_a_starport_then_a_ship_there():
    # p12: Dane builds a starport at a planet where he has a ship, then a ship at that starport.
    state = position("CON4", seat=DANE, ships=[{"system": "6.2", "seat": DANE, "fresh": 1}])
    assert_illegal(state, "build ship 6.2")
    do(state, "build starport 6.2")
    assert buildings(state) == {"6.2#0": (DANE, "starport", False)}
    do(state, "build ship 6.2")
    assert ships_at(state, "6.2", DANE) == (2, 0)
    assert snap(state)["seats"][DANE]["starports"] == 4
    assert snap(state)["seats"][DANE]["ships"] == 13


def test_build_a_city_or_starport_only_where_you_have_a_piece_and_an_empty_slot():
    state = position(
        "CON4",
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}, {"system": "3.0", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "3.1#0", "seat": DANE, "kind": "city"}],
    )
    # 3.1 has one slot, taken; gates have no slots; no Loyal piece at 3.2.
    assert not [a for a in legal(state) if a.startswith("build")]
    for text in ("build city 3.1", "build starport 3.0", "build city 3.2", "build starport 4.1"):
        assert_illegal(state, text)


def test_build_ships_only_at_a_loyal_starport_once_per_starport_per_turn():
    # Mikah has two starports at 2.3 and one at 3.2; Lotus has a starport at 5.3.
    state = position(
        "CON2",
        ships=[{"system": "5.3", "seat": MIKAH, "fresh": 1}],
        buildings=[
            {"slot": "2.3#0", "seat": MIKAH, "kind": "starport"},
            {"slot": "2.3#1", "seat": MIKAH, "kind": "starport"},
            {"slot": "3.2#0", "seat": MIKAH, "kind": "starport"},
            {"slot": "5.3#0", "seat": LOTUS, "kind": "starport"},
        ],
    )
    assert_illegal(state, "build ship 5.3")
    do(state, "build ship 2.3", "build ship 2.3", "build ship 3.2")
    assert ships_at(state, "2.3", MIKAH) == (2, 0)
    assert ships_at(state, "3.2", MIKAH) == (1, 0)
    assert state.pips == 1
    assert_illegal(state, "build ship 2.3")
    assert_illegal(state, "build ship 3.2")


def test_pieces_built_where_someone_else_controls_are_damaged():
    # Lotus controls 2.3 and 3.3; nobody controls 5.3 (tied fresh ships).
    state = position(
        "CON2",
        ships=[
            {"system": "2.3", "seat": MIKAH, "fresh": 1},
            {"system": "2.3", "seat": LOTUS, "fresh": 2},
            {"system": "3.3", "seat": LOTUS, "fresh": 1},
            {"system": "5.3", "seat": MIKAH, "fresh": 1},
            {"system": "5.3", "seat": DANE, "fresh": 1},
        ],
        buildings=[{"slot": "3.3#0", "seat": MIKAH, "kind": "starport"}],
    )
    do(state, "build city 2.3", "build ship 3.3", "build starport 5.3", "build city 3.3")
    assert buildings(state) == {
        "2.3#0": (MIKAH, "city", True),
        "3.3#0": (MIKAH, "starport", False),
        "3.3#1": (MIKAH, "city", True),
        "5.3#0": (MIKAH, "starport", False),
    }
    assert ships_at(state, "3.3", MIKAH) == (0, 1)


def test_build_with_damaged_ships_as_the_loyal_piece_in_your_own_control():
    # A system where only your pieces are is controlled by you (or nobody): fresh pieces.
    state = position("CON4", ships=[{"system": "6.3", "seat": MIKAH, "damaged": 1}])
    do(state, "build city 6.3")
    assert buildings(state) == {"6.3#0": (MIKAH, "city", False)}


# -- Move and Catapult (p13) ----------------------------------------------------------------------


def test_move_any_number_of_ships_to_one_adjacent_system():
    state = position("MOB4", ships=[{"system": "3.3", "seat": MIKAH, "fresh": 3, "damaged": 1}])
    moves = [a for a in legal(state) if a.startswith("move")]
    # From 3.3: its gate and the middle planet 3.2 (3.1 is behind a thick border).
    assert {a.split()[2] for a in moves} == {"3.0", "3.2"}
    assert len(moves) == 2 * (4 * 2 - 1)
    assert_illegal(state, "move 3.3 3.1 1 0")
    assert_illegal(state, "move 3.3 3.0 4 0")
    do(state, "move 3.3 3.0 2 1")
    assert ships_at(state, "3.3", MIKAH) == (1, 0)
    assert ships_at(state, "3.0", MIKAH) == (2, 1)
    assert state.pips == 2
    do(state, "move 3.0 5.0 2 1")  # through the path marker over cluster 4
    assert ships_at(state, "5.0", MIKAH) == (2, 1)
    assert_illegal(state, "move 5.0 4.0 1 0")


def test_move_between_clusters_across_a_thin_planet_border():
    state = position("MOB4", ships=[{"system": "2.3", "seat": MIKAH, "fresh": 1}])
    do(state, "move 2.3 3.1 1 0")
    assert ships_at(state, "3.1", MIKAH) == (1, 0)


def catapult_table(**kw):
    # Mikah has a starport and 3 ships at 3.3, the Weapon planet of cluster 3.
    ships = [{"system": "3.3", "seat": MIKAH, "fresh": 3}] + kw.pop("ships", [])
    return position(
        "MOB4",
        ships=ships,
        buildings=[{"slot": "3.3#0", "seat": MIKAH, "kind": "starport"}] + kw.pop("buildings", []),
        **kw,
    )


def test_catapult_keeps_moving_through_gates_until_a_planet():
    state = catapult_table()
    do(state, "move 3.3 3.0 3 0")
    assert state.phase == "catapult"
    assert state.pips == 2
    options = legal(state)
    assert "stop" in options
    assert {a.split()[1] for a in options if a != "stop"} == {"2.0", "5.0", "3.1", "3.2"}
    do(state, "catapult 2.0 3 0", "catapult 2.3 3 0")
    # A planet ends the Catapult; the turn goes on.
    assert state.phase == "actions"
    assert ships_at(state, "2.3", MIKAH) == (3, 0)
    assert ships_at(state, "3.0", MIKAH) == ships_at(state, "2.0", MIKAH) == (0, 0)
    assert state.pips == 2


def test_catapult_drops_ships_off_along_the_way():
    state = catapult_table()
    do(state, "move 3.3 3.0 3 0", "catapult 5.0 2 0", "catapult 6.0 1 0", "stop")
    assert ships_at(state, "3.0", MIKAH) == (1, 0)
    assert ships_at(state, "5.0", MIKAH) == (1, 0)
    assert ships_at(state, "6.0", MIKAH) == (1, 0)
    assert state.phase == "actions"
    assert_illegal(state, "catapult 6.1 1 0")


def test_catapult_stops_on_entering_a_gate_controlled_by_anyone_else_checked_before_moving_in():
    # Dane has one fresh ship at gate 5: three Catapulting ships would control it after moving
    # in, but control is checked before, so they stop there.
    state = catapult_table(ships=[{"system": "5.0", "seat": DANE, "fresh": 1}])
    do(state, "move 3.3 3.0 3 0", "catapult 5.0 3 0")
    assert state.phase == "actions"
    assert ships_at(state, "5.0", MIKAH) == (3, 0)
    assert not [a for a in legal(state) if a.startswith("catapult")]


def test_catapult_goes_on_through_a_gate_nobody_else_controls():
    # At gate 5 Dane and Mikah tie (nobody controls); at gate 6 Lotus has only damaged ships.
    state = catapult_table(
        ships=[
            {"system": "5.0", "seat": DANE, "fresh": 1},
            {"system": "5.0", "seat": MIKAH, "fresh": 1},
            {"system": "6.0", "seat": LOTUS, "damaged": 2},
        ]
    )
    do(state, "move 3.3 3.0 3 0", "catapult 5.0 3 0")
    assert state.phase == "catapult"
    do(state, "catapult 6.0 3 0")
    assert state.phase == "catapult"
    do(state, "catapult 6.2 3 0")
    assert ships_at(state, "6.2", MIKAH) == (3, 0)
    assert state.phase == "actions"


def test_catapult_first_step_into_a_controlled_gate_stops():
    state = catapult_table(ships=[{"system": "3.0", "seat": LOTUS, "fresh": 1}])
    do(state, "move 3.3 3.0 3 0")
    assert state.phase == "actions"
    assert state.pips == 2


def test_no_catapult_without_a_loyal_starport():
    # From a gate, and from a Rival starport Mikah controls.
    state = position(
        "MOB4",
        ships=[{"system": "3.0", "seat": MIKAH, "fresh": 2}, {"system": "5.3", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "5.3#0", "seat": LOTUS, "kind": "starport"}],
    )
    do(state, "move 3.0 2.0 2 0")
    assert state.phase == "actions"
    do(state, "move 5.3 5.0 2 0")
    assert state.phase == "actions"
    assert_illegal(state, "catapult 6.0 2 0")


def test_catapult_example_lotus_stops_at_gate_5_controlled_by_mikah():
    # p13: Lotus moves 2 ships from a Loyal starport into the "4" gate, goes on to the "5"
    # gate, which Mikah controls, and stops there. (3SETUP02: clusters 2 and 3 out of play.)
    state = position(
        "MOB4",
        seat=LOTUS,
        setup_card="3SETUP02",
        ships=[{"system": "4.2", "seat": LOTUS, "fresh": 2}, {"system": "5.0", "seat": MIKAH, "fresh": 1}],
        buildings=[{"slot": "4.2#0", "seat": LOTUS, "kind": "starport"}],
    )
    do(state, "move 4.2 4.0 2 0")
    assert state.phase == "catapult"
    do(state, "catapult 5.0 2 0")
    assert state.phase == "actions"
    assert ships_at(state, "5.0", LOTUS) == (2, 0)
    # To go on, Lotus must take another Move action.
    assert state.pips == 2
    do(state, "move 5.0 6.0 2 0")
    assert ships_at(state, "6.0", LOTUS) == (2, 0)


def test_catapult_example_through_the_path_marker():
    # The same example over an out-of-play cluster: from 3.2 into gate 3, along the path marker
    # over cluster 4 to gate 5, controlled by Mikah: stop.
    state = position(
        "MOB4",
        seat=LOTUS,
        ships=[{"system": "3.2", "seat": LOTUS, "fresh": 2}, {"system": "5.0", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "3.2#0", "seat": LOTUS, "kind": "starport"}],
    )
    do(state, "move 3.2 3.0 2 0")
    assert "catapult 4.0 2 0" not in legal(state)
    do(state, "catapult 5.0 2 0")
    assert state.phase == "actions"
    assert ships_at(state, "5.0", LOTUS) == (2, 0)


# -- Repair, influence, secure (p13) --------------------------------------------------------------


def test_repair_one_damaged_loyal_piece_anywhere():
    state = position(
        "ADM4",
        ships=[
            {"system": "6.1", "seat": MIKAH, "damaged": 2},
            {"system": "2.2", "seat": DANE, "damaged": 1},
        ],
        buildings=[
            {"slot": "5.3#1", "seat": MIKAH, "kind": "city", "damaged": True},
            {"slot": "3.2#0", "seat": MIKAH, "kind": "starport", "damaged": True},
            {"slot": "2.3#0", "seat": DANE, "kind": "city", "damaged": True},
        ],
    )
    assert sorted(a for a in legal(state) if a.startswith("repair")) == [
        "repair city 5.3",
        "repair ship 6.1",
        "repair starport 3.2",
    ]
    assert_illegal(state, "repair ship 2.2")
    assert_illegal(state, "repair city 2.3")
    do(state, "repair ship 6.1", "repair city 5.3", "repair starport 3.2")
    assert ships_at(state, "6.1", MIKAH) == (1, 1)
    assert buildings(state)["5.3#1"] == (MIKAH, "city", False)
    assert buildings(state)["3.2#0"] == (MIKAH, "starport", False)
    assert buildings(state)["2.3#0"] == (DANE, "city", True)


COURT = [{"card": "BC05"}, {"card": "BC12"}, {"card": "BC21"}, {"card": "BC26"}]


def test_influence_places_an_agent_on_any_court_card():
    state = position("MOB4", court=COURT)
    assert [a for a in legal(state) if a.startswith("influence")] == [
        "influence BC05",
        "influence BC12",
        "influence BC21",
        "influence BC26",
    ]
    do(state, "influence BC21", "influence BC21", "influence BC05")
    assert [c["agents"] for c in snap(state)["court"]] == [[1, 0, 0], [0, 0, 0], [2, 0, 0], [0, 0, 0]]
    assert agents(state, MIKAH) == 7
    assert_illegal(state, "influence BC01")


def test_influence_needs_an_agent_in_supply():
    # Dane holds all of Mikah's agents captive: every piece in the box is somewhere.
    state = position("MOB4", court=COURT, seats=[{"agents": 0}, {"captives": [10, 0, 0]}, {}])
    assert not [a for a in legal(state) if a.startswith("influence")]
    assert_illegal(state, "influence BC05")


def secure_table(agents_on_bc12, **kw):
    court = [{"card": "BC05"}, {"card": "BC12", "agents": agents_on_bc12}, {"card": "BC21"}, {"card": "BC26"}]
    return position("AGG2", court=court, court_deck=["BC09", "BC02", "BC01"], **kw)  # top first


def test_secure_needs_strictly_the_most_agents():
    state = secure_table([2, 2, 0])
    assert not [a for a in legal(state) if a.startswith("secure")]
    assert_illegal(state, "secure BC12")
    state = secure_table([2, 1, 2])
    assert_illegal(state, "secure BC12")
    state = secure_table([0, 0, 0])
    assert_illegal(state, "secure BC12")


def test_secure_returns_loyal_agents_captures_rivals_and_refills_the_same_spot():
    state = secure_table([3, 2, 1])
    assert agents(state, MIKAH) == 7
    deck = snap(state)["court_deck_size"]
    do(state, "secure BC12")
    obs = snap(state)
    # The Guild card is held; the top of the Court deck fills its spot in the row.
    assert obs["seats"][MIKAH]["guild"] == ["BC12"]
    assert [c["card"] for c in obs["court"]] == ["BC05", "BC09", "BC21", "BC26"]
    assert obs["court"][1]["agents"] == [0, 0, 0]
    assert obs["court_deck_size"] == deck - 1
    assert agents(state, MIKAH) == 10
    assert captives(state, MIKAH) == [0, 2, 1]
    assert agents(state, DANE) == 8
    assert agents(state, LOTUS) == 9


def test_secure_a_vox_card_discards_it_to_the_court_discard():
    court = [{"card": "BC05"}, {"card": "BC12"}, {"card": "BC21"}, {"card": "BC26", "agents": [1, 0, 0]}]
    state = position("AGG2", court=court, court_deck=["BC09", "BC02", "BC01"])
    do(state, "secure BC26")
    # Mass Uprising's When Secured choice comes first; the Court is refilled after it (p13).
    assert state.phase == "choice" and [c["card"] for c in snap(state)["court"]][3] is None
    do(state, "choose 2")
    obs = snap(state)
    assert obs["court_discard"] == ["BC26"]
    assert obs["seats"][MIKAH]["guild"] == []
    assert [c["card"] for c in obs["court"]] == ["BC05", "BC12", "BC21", "BC09"]
