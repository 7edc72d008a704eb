"""F20 Guardian, Act III (issue 28; Fates file "F20 — Guardian"; card texts F20-01A/B, F20-02 to
F20-04; errata: Ire of the Tycoons' tax ban covers all cities on those planets; R10; CRB p.7-9).
Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import chapter
from ambitions.games.arcs.data import ACTION_CARD_BY_ID as CARDS
from ambitions.games.arcs_campaign import council, flagship, flow, invariants, vox
from ambitions.games.arcs_campaign import knowledge as campaign_knowledge
from ambitions.games.arcs_campaign.fates import acts, guardian
from ambitions.games.arcs_campaign.state import EDENGUARD, TYCOON, TYRANT, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

FATES = {"fate": ["F20", "F1", "F3"]}
"""Mikah the Guardian, Dane the Steward, Lotus the Magnate."""
MATERIAL, FUEL = 0, 1
START = 18
"""The Guardian's start with 3 players (R10: the card's 20 / 18 / 16)."""


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": camp.pop("fates", FATES), "booklet": camp.pop("booklet", ["F20-04"]), **camp}


def test_the_guardian_act_iii_part_is_registered() -> None:
    assert "F20" in acts.ACT3 and acts.AFTER[("F20", 3)] is guardian.after
    assert acts.SETUPS[("F20", 3)] is guardian.setup_act3


# -- the Setup side (F20-01A) -----------------------------------------------------------------------------
def test_setup_resettle_fuel_and_material_outrage_the_edenguard_law_and_the_lore() -> None:
    """F20-01A, in its order: the Resettle question; Provoke Outrage for Fuel and for Material
    (their resources and Guild cards discarded, two agents on the icons); the Edenguard
    Ambition law into the booklet (Edenguard is in play); gain Green Vault and Ire of the
    Tycoons."""
    s = pos(
        turn=turn(DANE),
        seats=[{"resources": ["material", "fuel"], "guild": ["CC01", "CC04"]}, {}, {}],
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part=act3(
            fates={**FATES, "cards": [[], [], []]},
            booklet=[],
            flagships=[{"seat": MIKAH, "system": "3.3", "board": {}}],
        ),
    )
    agents = s.agents[MIKAH]
    assert EDENGUARD not in s.ambitions_in_play()
    acts.SETUPS[("F20", 3)](s, MIKAH)
    flow.advance(s)
    assert s.outrage[MIKAH] == 1 << MATERIAL | 1 << FUEL and s.agents[MIKAH] == agents - 2
    assert {"CC01", "CC04"} <= set(s.court_discard)
    assert MATERIAL not in s.resources[:6] and FUEL not in s.resources[:6]
    assert {"F20-02", "F20-03"} <= set(s.lore[MIKAH]) and "F20-04" in s.booklet
    assert EDENGUARD in s.ambitions_in_play()
    assert s.mover == MIKAH and legal(s) == ["choose resettle", "choose keep"]
    roundtrip(s)
    do(s, "choose keep")
    assert flagship.has(s, MIKAH) and not s.choices and invariants.problems(s) == []


def test_setup_with_two_players_returns_the_boxes_material_and_fuel() -> None:
    """F20-01A step 3: "With 2 players, return all Material and Fuel on ambition boxes"."""
    s = pos(
        2,
        turn=turn(1),
        box_resources={"material": 1, "fuel": 2, "relic": 1},
        campaign_part=act3(fates={"fate": ["F20", "F1"], "cards": [[], []]}, booklet=[]),
    )
    supply = list(s.resource_supply)
    acts.SETUPS[("F20", 3)](s, MIKAH)
    assert s.box_resources[MATERIAL] == s.box_resources[FUEL] == 0 and s.box_resources[3] == 1
    assert s.resource_supply[MATERIAL] == supply[MATERIAL] + 1 and s.resource_supply[FUEL] == supply[FUEL] + 2


def test_a_position_gives_the_guardian_its_lore() -> None:
    s = pos(campaign_part=act3())
    assert {"F20-02", "F20-03"} <= set(s.lore[MIKAH]) and invariants.problems(s) == []


# -- Ire of the Tycoons (F20-03) ------------------------------------------------------------------------
def lead(card: str, **camp: Any) -> CampaignState:
    """Mikah leads `card` with the initiative, before any action (he may declare, base p9)."""
    return pos(
        seats=[{"hand": ["ADM3"]}, {}, {}],
        turn=turn(MIKAH, card, CARDS[card].pips),
        initiative=MIKAH,
        campaign_part=act3(**camp),
    )


def test_ire_forbids_declaring_tycoon_however_declared_but_edenguard_stays() -> None:
    """F20-03 "cannot declare Tycoon": a Tycoon card declares Edenguard only (F20-04: "may
    declare Edenguard instead"); Populist Demands offers no Tycoon."""
    assert [a for a in legal(lead("ADM2")) if a.startswith("declare")] == ["declare edenguard"]
    populist = vox.POWERS["CC11"].choice_options
    assert populist is not None
    offered = populist(lead("ADM2"), (MIKAH, "CC11", "declare"))
    assert ("tycoon",) not in offered and ("edenguard",) in offered
    s = lead("ADM2", fates={**FATES, "cards": [[], [], []]})
    assert "declare tycoon" in legal(s)  # (without Ire of the Tycoons)


def tax_table(**kw: Any) -> CampaignState:
    """Mikah's turn with Administration (tax): his cities on 1.3 (Material) and 2.2 (Weapon)."""
    return pos(
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn=turn(MIKAH, "ADM4", 3),
        buildings=[
            {"slot": "1.3#0", "seat": MIKAH, "kind": "city"},
            {"slot": "2.2#0", "seat": MIKAH, "kind": "city"},
            *kw.pop("buildings", []),
        ],
        ships=kw.pop("ships", [{"system": "1.3", "seat": DANE, "fresh": 1}]),
        campaign_part=act3(**kw.pop("campaign_part", {})),
        **kw,
    )


def test_ire_forbids_taxing_a_city_on_a_material_or_fuel_planet_not_controlled() -> None:
    """F20-03 with its errata: Dane controls 1.3 (Material): Mikah cannot tax his own city
    there; the Weapon planet's he can; controlling 1.3, he can."""
    taxes = [a for a in legal(tax_table()) if a.startswith("tax")]
    assert "tax 2.2#0" in taxes and "tax 1.3#0" not in taxes
    s = tax_table(ships=[{"system": "1.3", "seat": MIKAH, "fresh": 2}])
    assert "tax 1.3#0" in [a for a in legal(s) if a.startswith("tax")]


def scored(markers: list[dict[str, Any]], **kw: Any) -> CampaignState:
    """Act III, chapter 1, no hands: the chapter is scored as the position loads."""
    s = pos(chapter=1, markers=markers, campaign_part=act3(**kw.pop("campaign_part", {})), **kw)
    return s


def test_ire_gains_no_power_from_tycoon_but_keeps_its_place() -> None:
    """F20-03 "cannot ... gain Power from scoring it" (as R12): Mikah, first in Tycoon with 2
    Fuel, gains nothing; Dane, second with 1 Material, gains second place's 3, not first's 5."""
    s = scored(
        [{"box": "tycoon"}, {}, {}],
        seats=[{"resources": ["fuel", "fuel"], "power": 4}, {"resources": ["material"], "power": 4}, {}],
    )
    tycoon = [row for row in s.chapter_scoring[-1][1] if row[0] == TYCOON][0]
    assert tycoon[3] == MIKAH and tycoon[6][MIKAH] == 0 and tycoon[6][DANE] == 3


# -- Green Vault (F20-02) ------------------------------------------------------------------------------------
def test_green_vault_asks_for_each_material_or_fuel_taken() -> None:
    """F20-02: Mikah taxes his city on 1.3 (he controls it): the Material taken may go into his
    Captives, frozen; there it counts for Tyrant and Tycoon, and the observation shows it."""
    s = tax_table(ships=[{"system": "1.3", "seat": MIKAH, "fresh": 2}])
    do(s, "tax 1.3#0")
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose keep", "choose material"]
    roundtrip(s)
    before = [chapter.ambition_count(s, MIKAH, a) for a in (TYRANT, TYCOON)]
    do(s, "choose material")
    assert s.green_vault[MATERIAL] == 1 and MATERIAL not in s.resources[:6]
    assert [chapter.ambition_count(s, MIKAH, a) for a in (TYRANT, TYCOON)] == [before[0] + 1, before[1]]
    assert s.observation(DANE)["campaign"]["green_vault"] == {"material": 1}
    assert invariants.problems(s) == []
    roundtrip(s)


def test_green_vault_keep_leaves_the_resource_on_the_board() -> None:
    s = do(tax_table(ships=[{"system": "1.3", "seat": MIKAH, "fresh": 2}]), "tax 1.3#0", "choose keep")
    assert s.green_vault[MATERIAL] == 0 and MATERIAL in s.resources[:6] and not s.choices


def test_green_vault_asks_nothing_for_other_resources() -> None:
    s = do(tax_table(), "tax 2.2#0")
    assert not s.choices and s.green_vault == [0] * 5


def test_green_vault_takes_a_demand_for_the_trust() -> None:
    """F20-02 "even if you're taking for the Imperial Trust": a First Regent holding it may put
    a Material or Fuel collected by a Policy of Escalation's Demand in its Captives."""
    s = pos(
        seats=[{}, {"resources": ["fuel", "weapon"]}, {}],
        campaign_part=act3(
            first_regent=MIKAH, titles=["regent", "regent", "regent"], policies=["escalation", "peace", "war"]
        ),
    )
    options = [str(a) for a in council._demand_options(s, DANE)]
    assert "demand 1 fuel vault" in options and "demand 1 weapon vault" not in options
    council._collect(s, DANE, ("fuel", "vault"))
    assert s.green_vault[FUEL] == 1 and s.trust[FUEL] == 0 and invariants.problems(s) == []


def test_green_vault_empties_when_tyrant_is_scored() -> None:
    """F20-02: "they return to the supply if Tyrant is scored"; otherwise they stay."""
    supply = pos(campaign_part=act3()).resource_supply[FUEL]
    s = scored([{"box": "tyrant"}, {}, {}], campaign_part={"green_vault": {"fuel": 2}})
    assert s.green_vault[FUEL] == 0 and s.resource_supply[FUEL] == supply
    s = scored([{"box": "keeper"}, {}, {}], campaign_part={"green_vault": {"fuel": 2}})
    assert s.green_vault[FUEL] == 2 and invariants.problems(s) == []


# -- the final objective (F20-01B) ------------------------------------------------------------------------
def test_give_back_and_guard_the_splendor_when_undeclared() -> None:
    """F20-01B: nobody declared Tyrant or Edenguard: 1 per Material and Fuel in his Captives (2)
    and 1 per Material and Fuel planet he controls (1.3 and 3.2: 2)."""
    s = scored(
        [{}, {}, {}],
        ships=[{"system": "1.3", "seat": MIKAH, "fresh": 1}, {"system": "3.2", "seat": MIKAH, "fresh": 1}],
        campaign_part={"green_vault": {"fuel": 1, "material": 1}},
    )
    assert s.objective[MIKAH] == START - 4


def test_no_advance_for_an_ambition_a_rival_won() -> None:
    """Dane wins Tyrant (2 Captives against Mikah's 1 vaulted Fuel) and Lotus Edenguard (2
    planets against 1): nothing; Mikah winning Edenguard: its planets count."""
    ships = [
        {"system": "1.3", "seat": MIKAH, "fresh": 1},
        {"system": "3.1", "seat": LOTUS, "fresh": 1},
        {"system": "3.2", "seat": LOTUS, "fresh": 1},
    ]
    s = scored(
        [{"box": "tyrant"}, {"box": "edenguard"}, {}],
        seats=[{}, {"captives": [2, 0, 0]}, {}],
        ships=ships,
        campaign_part={"green_vault": {"fuel": 1}},
    )
    assert s.objective[MIKAH] == START
    s = scored(
        [{"box": "edenguard"}, {}, {}],
        ships=[
            *ships[:1],
            {"system": "4.3", "seat": MIKAH, "fresh": 1},
            {"system": "6.1", "seat": MIKAH, "fresh": 1},
        ],
    )
    edenguard = [row for row in s.chapter_scoring[-1][1] if row[0] == EDENGUARD][0]
    assert edenguard[3] == MIKAH and s.objective[MIKAH] == START - 3


def test_greedy_sees_the_guardians_advances() -> None:
    """`knowledge.act3_prospects`: were the chapter scored now, Mikah would advance 2 (his two
    Material and Fuel planets)."""
    s = pos(
        seats=[{"hand": ["ADM3"]}, {}, {}],
        turn=turn(MIKAH, "ADM4", 3),
        ships=[{"system": "1.3", "seat": MIKAH, "fresh": 1}, {"system": "3.2", "seat": MIKAH, "fresh": 1}],
        campaign_part=act3(),
    )
    assert campaign_knowledge.act3_prospects(s)[1][MIKAH] == 2
