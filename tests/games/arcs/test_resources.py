"""Resources (rulebook p16-17, p20): spending in the Prelude, when spent tokens return, Outrage,
and gaining a resource with no room for it."""

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


def table(card: str = "ADM4", seat: int = MIKAH, mode: str = "lead", resources=(), **kw):
    """`seat`'s turn on 3SETUP01 with `card` just played. `seat` has a Material city at 3.1 with
    1 fresh and 1 damaged ship there, and an empty slot and 2 ships at 2.3."""
    seats = [{}, {}, {}]
    seats[seat] = {"resources": list(resources), **kw.pop("seat_extra", {})}
    for p, extra in kw.pop("others", {}).items():
        seats[p] = extra
    lead = {"card": card, "seat": seat} if mode == "lead" else kw.pop("lead")
    return pos(
        setup_card="3SETUP01",
        initiative=lead["seat"],
        lead=lead,
        ships=[
            {"system": "3.1", "seat": seat, "fresh": 1, "damaged": 1},
            {"system": "2.3", "seat": seat, "fresh": 2},
        ]
        + kw.pop("ships", []),
        buildings=[{"slot": "3.1#0", "seat": seat, "kind": "city"}] + kw.pop("buildings", []),
        seats=seats,
        court=kw.pop("court", [{"card": "BC05"}, {"card": "BC12"}, {"card": "BC21"}, {"card": "BC26"}]),
        turn={"seat": seat, "card": card, "mode": mode, **kw.pop("turn_extra", {})},
        **kw,
    )


def spends(state) -> list[str]:
    return [a for a in legal(state) if a.startswith("spend")]


# -- What each resource buys (p17) ----------------------------------------------------------------


def test_spend_material_to_build_or_repair_in_the_prelude():
    state = table("MOB4", resources=["material"])
    assert sorted(spends(state)) == sorted(
        [
            "spend material build city 2.3",
            "spend material build starport 2.3",
            "spend material repair ship 3.1",
        ]
    )
    do(state, "spend material build city 2.3")
    assert buildings(state)["2.3#0"] == (MIKAH, "city", False)
    assert held(state, MIKAH) == []
    # Spending a resource is not spending a pip: the Prelude goes on and all 3 pips remain.
    assert state.pips == 3
    assert state.prelude_open is True
    assert snap(state)["turn"]["spent_pending"] == {"material": 1}


def test_spend_fuel_to_move():
    state = table("CON4", resources=["fuel"])
    assert "spend fuel move 2.3 2.0 2 0" in spends(state)
    assert not [a for a in legal(state) if a.startswith("move")]
    do(state, "spend fuel move 2.3 2.0 2 0")
    assert ships_at(state, "2.0", MIKAH) == (2, 0)
    assert state.pips == 3


def test_spend_relic_to_secure():
    court = [{"card": "BC05", "agents": [1, 0, 0]}, {"card": "BC12"}, {"card": "BC21"}, {"card": "BC26"}]
    state = table("CON4", resources=["relic"], court=court, court_deck=["BC09"])
    assert spends(state) == ["spend relic secure BC05"]
    do(state, "spend relic secure BC05")
    assert snap(state)["seats"][MIKAH]["guild"] == ["BC05"]
    assert [c["card"] for c in snap(state)["court"]] == ["BC09", "BC12", "BC21", "BC26"]


def test_spend_psionic_for_an_action_of_the_lead_card():
    # Mikah led Administration; Dane pivots with Construction. His Psionic buys an
    # Administration action (tax, repair, influence), not one of his own card's.
    state = table(
        "CON4",
        seat=DANE,
        mode="pivot",
        lead={"card": "ADM3", "seat": MIKAH},
        resources=["psionic"],
        plays=[
            {"seat": MIKAH, "card": "ADM3", "mode": "lead"},
            {"seat": DANE, "card": "CON4", "mode": "pivot"},
        ],
    )
    assert state.pips == 1
    psionic = spends(state)
    assert "spend psionic tax 3.1#0" in psionic
    assert "spend psionic repair ship 3.1" in psionic
    assert "spend psionic influence BC05" in psionic
    assert not [a for a in psionic if a.startswith("spend psionic build")]
    assert_illegal(state, "spend psionic build city 2.3")
    do(state, "spend psionic tax 3.1#0")
    assert held(state, DANE) == ["material"]
    assert state.pips == 1


# -- The Prelude (p17, p20) -----------------------------------------------------------------------


def test_spent_resources_return_to_the_supply_only_when_the_prelude_ends():
    # Dane and Lotus hold the other four Material tokens: the supply has none.
    state = table(
        "ADM4",
        resources=["material", "psionic"],
        others={DANE: {"resources": ["material"] * 2}, LOTUS: {"resources": ["material"] * 2}},
        buildings=[{"slot": "6.1#0", "seat": MIKAH, "kind": "city"}],
    )
    assert supply(state)["material"] == 0
    do(state, "spend material repair ship 3.1")
    assert ships_at(state, "3.1", MIKAH) == (2, 0)
    assert supply(state)["material"] == 0
    # The spent Material is not back yet, so taxing a Material city in the Prelude gains nothing.
    do(state, "spend psionic tax 3.1#0")
    assert held(state, MIKAH) == []
    assert supply(state)["material"] == 0
    assert supply(state)["psionic"] == 4
    # Spending a pip ends the Prelude: both tokens return, and taxing can now gain one.
    do(state, "influence BC05")
    assert supply(state)["material"] == 1
    assert supply(state)["psionic"] == 5
    assert snap(state)["turn"]["spent_pending"] == {}
    do(state, "tax 6.1#0")
    assert held(state, MIKAH) == ["material"]
    assert supply(state)["material"] == 0


def test_ending_the_turn_in_the_prelude_returns_spent_resources():
    state = table("ADM4", resources=["fuel"])
    before = supply(state)
    do(state, "spend fuel move 2.3 2.0 2 0")
    assert supply(state) == before
    do(state, "end")
    assert supply(state) == {**before, "fuel": before["fuel"] + 1}
    assert snap(state)["turn"]["spent_pending"] == {}


def test_no_spending_when_passing_the_initiative():
    state = pos(
        setup_card="3SETUP01",
        ships=[{"system": "2.3", "seat": MIKAH, "fresh": 2}],
        seats=[{"hand": ["ADM4"], "resources": ["fuel", "material"]}, {"hand": ["MOB2"]}, {}],
    )
    assert legal(state) == ["lead ADM4", "pass"]
    assert_illegal(state, "spend fuel move 2.3 2.0 2 0")
    do(state, "pass")
    assert held(state, MIKAH) == ["fuel", "material"]
    assert state.current_player() == DANE


def test_the_prelude_ends_at_the_first_pip_spent():
    state = table("ADM4", resources=["fuel", "material"])
    assert spends(state)
    do(state, "influence BC21")
    assert state.prelude_open is False
    assert spends(state) == []
    assert_illegal(state, "spend fuel move 2.3 2.0 2 0")
    assert_illegal(state, "spend material repair ship 3.1")
    assert held(state, MIKAH) == ["fuel", "material"]


def test_declare_comes_before_prelude_spending():
    state = table("ADM4", resources=["fuel"], turn_extra={"pre_open": True})
    assert "declare warlord" in legal(state)
    do(state, "spend fuel move 2.3 2.0 1 0")
    assert_illegal(state, "declare warlord")


def test_seize_comes_before_prelude_spending():
    state = table(
        "MOB2",
        seat=DANE,
        mode="pivot",
        lead={"card": "ADM3", "seat": MIKAH},
        resources=["fuel"],
        seat_extra={"hand": ["AGG5"]},
        plays=[
            {"seat": MIKAH, "card": "ADM3", "mode": "lead"},
            {"seat": DANE, "card": "MOB2", "mode": "pivot"},
        ],
        turn_extra={"pre_open": True},
    )
    assert "seize AGG5" in legal(state)
    do(state, "spend fuel move 2.3 2.0 1 0")
    assert_illegal(state, "seize AGG5")


# -- Outrage (p16) --------------------------------------------------------------------------------


def test_outrage_blocks_spending_that_resource_for_its_prelude_action():
    state = table("ADM4", resources=["fuel", "material"], seat_extra={"outrage": ["fuel"]})
    assert not [a for a in spends(state) if a.startswith("spend fuel")]
    assert_illegal(state, "spend fuel move 2.3 2.0 2 0")
    assert "spend material repair ship 3.1" in spends(state)


def test_outraged_resources_can_still_be_taxed():
    state = table(
        "ADM4",
        resources=["fuel"],
        seat_extra={"outrage": ["material"]},
    )
    do(state, "tax 3.1#0")
    assert held(state, MIKAH) == ["fuel", "material"]
    assert snap(state)["seats"][MIKAH]["outrage"] == ["material"]


# -- No room for a gained resource (p17) ----------------------------------------------------------


def full_board():
    # One city on the map: 4 cities left, 3 open slots, all full.
    return table("ADM4", resources=["fuel", "relic", "weapon"])


def test_gaining_with_a_full_board_asks_the_gainer_to_discard_a_type():
    state = full_board()
    assert state.open_slots(MIKAH) == 3
    do(state, "tax 3.1#0")
    assert state.phase == "discard"
    assert state.current_player() == MIKAH
    assert legal(state) == ["discard material", "discard fuel", "discard weapon", "discard relic"]
    assert_illegal(state, "discard psionic")
    assert_illegal(state, "influence BC05")


def test_discarding_the_incoming_resource_keeps_the_board():
    state = full_board()
    before = supply(state)
    do(state, "tax 3.1#0", "discard material")
    assert held(state, MIKAH) == ["fuel", "relic", "weapon"]
    assert supply(state) == before
    # The turn goes on with its pips.
    assert state.phase == "actions"
    assert state.current_player() == MIKAH
    assert state.pips == 2


def test_discarding_a_held_resource_makes_room_for_the_incoming_one():
    state = full_board()
    before = supply(state)
    do(state, "tax 3.1#0", "discard relic")
    assert held(state, MIKAH) == ["fuel", "material", "weapon"]
    assert supply(state) == {**before, "material": before["material"] - 1, "relic": before["relic"] + 1}
    assert state.phase == "actions"


def test_a_rival_city_tax_with_a_full_board_still_captures():
    state = table(
        "ADM4",
        resources=["fuel", "relic", "weapon"],
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 1}],
        buildings=[{"slot": "2.1#0", "seat": LOTUS, "kind": "city"}],
    )
    do(state, "tax 2.1#0")
    assert snap(state)["seats"][MIKAH]["captives"] == [0, 0, 1]
    do(state, "discard psionic")
    assert held(state, MIKAH) == ["fuel", "relic", "weapon"]
