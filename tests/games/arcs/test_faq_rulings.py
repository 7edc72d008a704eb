"""Court-card rulings from the publisher's FAQ (LederCards/cards, content/faq/arcs) and card texts
the engine once got wrong (issue 11), and the same kind of mistake looked for elsewhere. One
scenario per card, named after it, each against the same position without the ruling's condition.
Positions use 3SETUP01 (clusters 1 and 4 out of play) unless said.

Seats: Mikah, Dane and Lotus are seats 0, 1 and 2 (clockwise).
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs.state import ArcsState, Phase

from .conftest import DANE, LOTUS, MIKAH, do, held, legal, ships_at, snap, supply, table

SUPPLY_FULL = {"material": 5, "fuel": 5, "weapon": 5, "relic": 5, "psionic": 5}


def ship(system: str, seat: int, fresh: int = 0, damaged: int = 0) -> dict[str, Any]:
    return {"system": system, "seat": seat, "fresh": fresh, "damaged": damaged}


def building(slot: str, seat: int, kind: str, damaged: bool = False) -> dict[str, Any]:
    return {"slot": slot, "seat": seat, "kind": kind, "damaged": damaged}


def holdings(state: ArcsState, seat: int) -> str | None:
    """The resource on `seat`'s Ancient Holdings (L13) slot."""
    out: str | None = snap(state)["seats"][seat]["holdings"]
    return out


# -- BC02 Mining Interest, BC09 Shipping Interest: Ancient Holdings is an empty resource slot ----------
def test_bc02_mining_interest_and_bc09_shipping_interest_fill_the_ancient_holdings_slot_too() -> None:
    """ "Gain Material (Fuel) up to your number of empty resource slots": Ancient Holdings (L13)
    "has one resource slot", so an empty one counts (5 cities on the board: 2 open board slots)."""

    def interest(card: str, lore: list[str], resources: tuple[str, ...] = (), **kw: Any) -> ArcsState:
        state = table("ADM4", mikah={"guild": [card], "lore": lore, "resources": list(resources)}, **kw)
        return do(state, f"prelude {card}")

    mining = interest("BC02", ["L13"])
    assert held(mining, MIKAH) == ["material", "material"] and holdings(mining, MIKAH) == "material"
    assert supply(mining)["material"] == 2
    assert held(interest("BC02", []), MIKAH) == ["material", "material"]  # 2 slots without the card
    shipping = interest("BC09", ["L13"])
    assert held(shipping, MIKAH) == ["fuel", "fuel"] and holdings(shipping, MIKAH) == "fuel"
    # A full board but an empty Ancient Holdings: 1 empty slot.
    full = interest("BC09", ["L13"], ("relic", "relic"))
    assert holdings(full, MIKAH) == "fuel" and supply(full)["fuel"] == 4
    # The supply empties: the steal goes on into the card's slot.
    stealing = interest(
        "BC02",
        ["L13"],
        buildings=[building("3.1#0", DANE, "city")],
        dane={"resources": ["material", "material", "material"]},
        resource_supply={**SUPPLY_FULL, "material": 0},
    )
    assert stealing.phase == Phase.CHOICE
    do(stealing, "choose 1", "choose 1", "choose 1")
    assert holdings(stealing, MIKAH) == "material" and held(stealing, DANE) == []
    assert stealing.phase == Phase.ACTIONS


# -- BC16 Lattice Spies: discarded even when seizing is impossible -------------------------------------
def test_bc16_lattice_spies_may_be_discarded_when_the_initiative_cannot_be_seized() -> None:
    """FAQ (Lattice Spies): "Can I discard this even if I cannot seize?" Yes: a discard-to-do-X
    card can simply be discarded. The card's timing stays: before any other actions."""

    def follow(**kw: Any) -> ArcsState:
        return table(
            "MOB3",
            DANE,
            "pivot",
            lead="ADM4",
            ships=[ship("3.3", DANE, 1)],
            dane={"guild": ["BC16"], "resources": ["fuel"], "hand": ["CON2"]},
            **kw,
        )

    # Seized already this round (by Lotus): discarding does not take the initiative from her.
    seized = follow(initiative=LOTUS, seized_by=LOTUS)
    assert "prelude BC16" in legal(seized)
    do(seized, "prelude BC16")
    assert seized.initiative == LOTUS and seized.seized_by == LOTUS
    assert seized.guild[DANE] == [] and seized.court_discard == ["BC16"]
    # She leads, so holds the initiative: discarding changes nothing else.
    leading = table("ADM4", mikah={"guild": ["BC16"]})
    do(leading, "prelude BC16")
    assert leading.initiative == MIKAH and leading.seized_by == -1 and leading.court_discard == ["BC16"]
    # Seizing possible: the card still seizes, and still only before any other action.
    spies = follow()
    do(spies, "prelude BC16")
    assert spies.initiative == DANE and spies.seized_by == DANE
    late = follow(seized_by=LOTUS)
    do(late, "spend fuel move 3.3 3.2 1 0")
    assert "prelude BC16" not in legal(late)


# -- Sweep: the other discard-to-place-ships cards --------------------------------------------------
def test_bc12_to_bc15_three_ship_cards_may_be_discarded_controlling_no_system() -> None:
    """Prison Wardens, Skirmishers, Court Enforcers, Loyal Marines: "You may discard this to place 3
    ships in a system you control." FAQ (the Cartels, Silver-Tongues, Lattice Spies): any card that
    says you can discard it to do something else can simply be discarded."""
    for card in ("BC12", "BC13", "BC14", "BC15"):
        nowhere = table("ADM4", mikah={"guild": [card]})  # only a ship in the shared 6.0 gate
        assert [a for a in legal(nowhere) if a.startswith("prelude")] == [f"prelude {card}"]
        ships = snap(nowhere)["seats"][MIKAH]["ships"]
        do(nowhere, f"prelude {card}")
        assert nowhere.court_discard == [card] and snap(nowhere)["seats"][MIKAH]["ships"] == ships
        # Controlling a system: the ships are placed, no discard for nothing is offered.
        somewhere = table("ADM4", ships=[ship("3.3", MIKAH, 1)], mikah={"guild": [card]})
        assert [a for a in legal(somewhere) if a.startswith("prelude")] == [f"prelude {card} 3.3"]


# -- BC26 Mass Uprising secured by Ransacking the Court: its ships are not attacking ships -----------
def uprising_battle(attacking_ships: int) -> ArcsState:
    """Mikah battles Dane's lone damaged city in 2.3 with `attacking_ships` damaged ships and rolls
    2 raid dice: 2 self hits, 1 building hit, 1 key. The city is destroyed: she Ransacks the Court
    (p16), securing Mass Uprising (Dane's agent on it), and places a ship in each system of
    cluster 2, the battle system 2.3 included."""
    state = table(
        "AGG2",
        ships=[ship("2.3", MIKAH, damaged=attacking_ships)],
        buildings=[building("2.3#0", DANE, "city", damaged=True)],
        dane={"resources": [None, "fuel"]},  # in a slot of raid cost 1
        court=[{"card": "BC26", "agents": [0, 1, 0]}, {"card": "BC13"}],
        court_deck=["BC24"],
    )
    do(state, "battle 2.3 1", "dice 0 0 2", "roll R1 R3")
    assert state.phase == Phase.CHOICE and "choose 2" in legal(state)
    return do(state, "choose 2")


def test_bc26_mass_uprising_ships_placed_while_ransacking_are_not_attacking_ships() -> None:
    """FAQ (Mass Uprising): if you Ransack the Court to secure it during a battle, the ships you
    place in the battle system are not attacking ships. Raiding needs attacking ships left (p14
    step 5, p16 "Raiding"): with both attacking ships destroyed, Mikah cannot raid."""
    uprising = uprising_battle(2)
    assert uprising.guild[MIKAH] == [] and "BC26" in uprising.court_discard
    assert ships_at(uprising, "2.3", MIKAH) == (1, 0)  # placed, but not attacking
    assert uprising.phase == Phase.ACTIONS and held(uprising, MIKAH) == []  # no raid: battle over
    assert held(uprising, DANE) == ["fuel"]
    # An attacking ship left: she raids with her key.
    survivor = uprising_battle(3)
    assert survivor.phase == Phase.BATTLE and legal(survivor) == ["steal fuel 1", "done"]
    assert snap(survivor)["battle"]["attacking_fresh"] == 0
    assert snap(survivor)["battle"]["attacking_damaged"] == 1


def mid_battle(lore: list[str], **battle: Any) -> ArcsState:
    """Mikah raids Dane in 3.3 with 1 fresh and 1 damaged ship there; `battle` adds to the battle
    position (`attacking_fresh`, `attacking_damaged`: omitted, all her ships there)."""
    return table(
        "AGG2",
        phase=Phase.BATTLE,
        ships=[ship("3.3", MIKAH, 1, 1), ship("3.3", DANE, 1)],
        buildings=[building("3.3#0", DANE, "city")],
        mikah={"lore": lore},
        dane={"resources": [None, "fuel"]},
        battle={"system": "3.3", "defender": DANE, "stage": "raid", "keys": 1, **battle},
    )


def test_mid_battle_positions_state_the_attacking_ships_all_the_attackers_ships_by_default() -> None:
    state = mid_battle([])
    assert snap(state)["battle"]["attacking_fresh"] == 1 and snap(state)["battle"]["attacking_damaged"] == 1
    assert legal(state) == ["steal fuel 1", "done"]
    # Her 2 ships there were placed during the battle: none is attacking, no raid (p14 step 5).
    placed = mid_battle([], attacking_fresh=0, attacking_damaged=0)
    assert legal(placed) == ["done"]
    assert snap(placed)["battle"]["attacking_fresh"] == 0
    do(placed, "done")
    assert placed.phase == Phase.ACTIONS and snap(placed)["battle"]["attacking_damaged"] == 0


def test_l07_repair_drones_repairs_an_attacking_ship_not_one_placed_during_the_battle() -> None:
    """ "After you battle as the attacker, repair 1 Loyal attacking ship." Her damaged ship in the
    battle system that is not an attacking ship (placed while ransacking, FAQ Mass Uprising) is
    not repaired."""
    drones = do(mid_battle(["L07"]), "done")
    assert ships_at(drones, "3.3", MIKAH) == (2, 0)
    placed = do(mid_battle(["L07"], attacking_fresh=1, attacking_damaged=0), "done")
    assert ships_at(placed, "3.3", MIKAH) == (1, 1)
