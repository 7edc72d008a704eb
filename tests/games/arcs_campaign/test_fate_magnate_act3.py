"""F3 Magnate, Act III (issue 28; Fates file "F3 — Magnate"; card texts F3-25A/B, F3-22 to
F3-27). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach, resources
from ambitions.games.arcs_campaign.fates import acts, magnate_act3
from ambitions.games.arcs_campaign.state import CampaignState

from .act2_support import court_turn, crises
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

FATES = {"fate": ["F3", "F1", "F6"]}  # Mikah is the Magnate
SUPPLY = {r: "supply" for r in ("material", "fuel", "weapon", "relic", "psionic")}
MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)
BOOKLET = ["F3-27", "F3-20"]


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": FATES, "monopolies": camp.pop("monopolies", SUPPLY), **camp}


def test_the_magnate_act_iii_part_is_registered() -> None:
    assert "F3" in acts.ACT3 and acts.GRAND_AMBITIONS["F3"] is magnate_act3.grand_ambitions


def test_setup_tucks_the_economy_closed_for_a_regent_open_for_an_outlaw() -> None:
    """F3-25A: the Economy card (26) and its law (27), the War Profiteer marker on Warlord again
    (F3-20); the side follows the Magnate's title (F3-26: "flip it when the Magnate changes
    status")."""
    s = pos(campaign_part=act3())
    assert magnate_act3.economy(s) == ""
    magnate_act3.setup_act3(s, MIKAH)
    assert set(BOOKLET) <= set(s.booklet) and magnate_act3.economy(s) == "closed"
    assert "F3-26" not in s.booklet  # (the Economy card itself is tucked, its law stands for it)
    s.outlaw[MIKAH] = True
    assert magnate_act3.economy(s) == "open"


# -- grand ambitions (F3-25B) ---------------------------------------------------------------------------
def test_one_monopoly_fulfils_one_and_is_scrapped_with_its_resources() -> None:
    """F3-25B: (1) any Monopoly; after scoring scrap it and every resource of that type."""
    s = pos(
        seats=[{"resources": ["fuel", "fuel"], "hand": ["ADM2"]}, {"hand": ["ADM3"]}, {"hand": ["ADM4"]}],
        campaign_part=act3(monopolies={**SUPPLY, "fuel": MIKAH}),
    )
    assert magnate_act3.grand_ambitions(s, MIKAH) == (True, False)
    assert s.monopolies[FUEL] == -2 and resources.held(s, MIKAH) == []
    assert s.resources_scrapped[FUEL] == 2
    roundtrip(s)


def test_two_monopolies_fulfil_both_and_the_magnate_chooses_which_to_scrap() -> None:
    """F3-25B at a real chapter's end (nobody has cards: chapter 1 ends as the position loads):
    both fulfilled (chapter 1: +5 Power), then Mikah chooses the Monopoly to scrap before the
    next chapter's deal."""
    s = pos(
        seats=[{"resources": ["fuel", "relic"], "hand": []}, {"hand": []}, {"hand": []}],
        chapter=1,
        campaign_part=act3(monopolies={**SUPPLY, "fuel": MIKAH, "relic": MIKAH}),
    )
    assert s.grand_scores[0][:3] == (1, MIKAH, 2)
    assert s.current_player() == MIKAH and sorted(legal(s)) == ["choose fuel", "choose relic"]
    roundtrip(s)
    do(s, "choose relic")
    assert s.monopolies[RELIC] == -2 and s.monopolies[FUEL] == MIKAH and resources.held(s, MIKAH) == [FUEL]
    assert s.chapter == 2
    s = pos(campaign_part=act3())
    assert magnate_act3.grand_ambitions(s, MIKAH) == (False, False)


# -- the Economy (F3-26) --------------------------------------------------------------------------------
def taxing(seat: int, titles: list[str], monopolies: dict[str, Any] | None = None) -> CampaignState:
    """`seat`'s turn (Administration: tax); Lotus's city at 2.1 (Psionic) where the Empire
    controls the system; Mikah's city at 3.1 (Material), no Imperial ship there; Lotus's city at
    4.1 (Relic) in a system Mikah controls."""
    hands: list[dict[str, Any]] = [{}, {}, {}]
    hands[seat] = {"hand": ["ADM2"]}
    return pos(
        buildings=[
            {"slot": "2.1#0", "seat": LOTUS, "kind": "city"},
            {"slot": "3.1#0", "seat": MIKAH, "kind": "city"},
            {"slot": "4.1#0", "seat": LOTUS, "kind": "city"},
        ],
        ships=[
            {"system": "3.1", "seat": MIKAH, "fresh": 1}, {"system": "2.1", "seat": LOTUS, "fresh": 1},
            {"system": "4.1", "seat": MIKAH, "fresh": 2},
        ],
        seats=hands,
        turn=turn(seat, "ADM4", 3),
        campaign_part=act3(
            titles=titles, first_regent=DANE if titles[DANE] == "regent" else LOTUS,
            imperial_ships=[{"system": "2.1", "fresh": 1}], booklet=BOOKLET,
            monopolies=monopolies or SUPPLY,
        ),
    )  # fmt: skip


def test_closed_economy_other_regents_need_the_monopoly_to_tax_in_empire_systems() -> None:
    """F3-26 Closed (the Magnate a Regent): Lotus cannot tax his city in an Empire-controlled
    system without the Psionic Monopoly; with it he can."""
    s = taxing(LOTUS, ["regent", "regent", "regent"])
    assert "tax 2.1#0" not in legal(s)
    s = taxing(LOTUS, ["regent", "regent", "regent"], {**SUPPLY, "psionic": LOTUS})
    assert "tax 2.1#0" in legal(s)
    s = taxing(LOTUS, ["outlaw", "regent", "regent"])  # Open: no such ban
    assert "tax 2.1#0" in legal(s)


def test_open_economy_loyal_cities_are_taxed_again_and_the_magnate_taxes_rivals_again() -> None:
    """F3-26 Open (the Magnate an Outlaw): a Loyal city may be taxed again in a turn; the Magnate
    may tax a Rival city again too (Closed: once a turn, as in Arcs)."""
    s = taxing(MIKAH, ["outlaw", "regent", "regent"])
    do(s, "tax 3.1#0", "tax 4.1#0")
    assert "tax 3.1#0" in legal(s) and "tax 4.1#0" in legal(s)
    s = taxing(MIKAH, ["regent", "regent", "regent"])
    do(s, "tax 3.1#0", "tax 4.1#0")
    assert "tax 3.1#0" not in legal(s) and "tax 4.1#0" not in legal(s)
    s = taxing(LOTUS, ["outlaw", "regent", "regent"])  # Lotus: his own city again, no Rival's
    do(s, "tax 2.1#0")
    assert "tax 2.1#0" in legal(s)


# -- Prospectors (F3-22) ----------------------------------------------------------------------------------
def test_prospectors_build_a_city_without_loyal_pieces_off_your_monopolies() -> None:
    """F3-22: a city on any planet whose type you don't hold the Monopoly of, without Loyal
    pieces there (4.1 Relic: yes; with the Relic Monopoly: no)."""

    def build(guild: list[str], monopolies: dict[str, Any]) -> CampaignState:
        return pos(
            seats=[{"hand": ["CON2"], "guild": guild}, {}, {}],
            turn=turn(MIKAH, "CON4", 3),
            campaign_part=act3(monopolies=monopolies),
        )

    assert "build city 4.1" not in legal(build([], SUPPLY))
    s = build(["F3-22"], SUPPLY)
    assert "build city 4.1" in legal(s)
    do(s, "build city 4.1")
    assert s.slots[reach.SYSTEM_SLOTS[reach.SYSTEM_INDEX["4.1"]][0]] >> 2 == MIKAH
    assert "build city 4.1" not in legal(build(["F3-22"], {**SUPPLY, "relic": MIKAH}))


# -- Extortion (F3-23, F3-24) ---------------------------------------------------------------------------
def test_extortion_crisis_the_most_of_each_type_discard_one_ties_too() -> None:
    """F3-23 Crisis: for each type, whoever has the most (ties too) discards 1; discard this."""
    seats = [{"resources": ["fuel", "fuel"]}, {"resources": ["fuel", "relic"]}, {"resources": ["relic"]}]
    s = court_turn("F3-23", [0, 0, 0], act=3, fates=FATES, monopolies=SUPPLY, seats=seats)
    crises(s)
    assert resources.held(s, MIKAH) == [FUEL] and resources.held(s, DANE) == [FUEL]
    assert resources.held(s, LOTUS) == []
    assert "F3-23" in s.court_discard


def test_extortion_secured_steals_a_resource_from_a_rival() -> None:
    seats: list[dict[str, Any]] = [{}, {"resources": ["weapon"]}, {}]
    s = court_turn("F3-24", [2, 0, 0], act=3, fates=FATES, monopolies=SUPPLY, seats=seats)
    do(s, "secure F3-24")
    assert legal(s) == ["choose 1 weapon"]
    do(s, "choose 1 weapon")
    assert resources.held(s, MIKAH) == [WEAPON] and "F3-24" in s.court_discard
