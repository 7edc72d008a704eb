"""Court-card rulings from the publisher's FAQ (LederCards/cards, content/faq/arcs) and card texts
the engine once got wrong (issue 11), and the same kind of mistake looked for elsewhere. One
scenario per card, named after it, each against the same position without the ruling's condition.
Positions use 3SETUP01 (clusters 1 and 4 out of play) unless said.

Seats: Mikah, Dane and Lotus are seats 0, 1 and 2 (clockwise).
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs.state import ArcsState, Phase

from .conftest import DANE, LOTUS, MIKAH, do, held, legal, snap, supply, table

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
