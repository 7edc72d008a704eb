"""The campaign Court's Guild cards CC01-CC10 (BRD C.1, with the official FAQ and errata). Each
test fails without its card's power. Faces: S0 = blank, S3 = 1 hit."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.state import RESOURCE_SLOTS
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

RES = ("material", "fuel", "weapon", "relic", "psionic")


def held(s: CampaignState, seat: int) -> list[str]:
    board = s.resources[seat * RESOURCE_SLOTS : (seat + 1) * RESOURCE_SLOTS]
    return sorted(RES[r] for r in board if 0 <= r < 5)


def ships_at(s: CampaignState, system: str, seat: int) -> tuple[int, int]:
    x = reach.SYSTEM_INDEX[system]
    return s.fresh[x * s.n + seat], s.damaged[x * s.n + seat]


def table(
    card: str = "CON4", seats: list[dict[str, Any]] | None = None, seat: int = MIKAH, **kw: Any
) -> CampaignState:
    """`seat`'s turn with `card` led; every seat has ships in 3.3 unless given."""
    return pos(
        ships=kw.pop("ships", [{"system": "3.3", "seat": MIKAH, "fresh": 2}]),
        buildings=kw.pop("buildings", [{"slot": "3.3#0", "seat": MIKAH, "kind": "city"}]),
        seats=seats or [{}, {}, {}],
        turn=turn(seat, card, 3),
        campaign_part=kw.pop("campaign_part", {}),
        **kw,
    )


# -- CC01 Mining Interest, CC04 Shipping Interest ---------------------------------------------------
def test_cc01_mining_interest_manufactures_and_its_prelude_fills_empty_slots() -> None:
    """CC01: "Manufacture (Build): gain 1 Material"; Prelude: discard to gain Material up to
    your empty resource slots, stealing it when the supply runs out."""
    s = table(seats=[{"guild": ["CC01"]}, {}, {}])
    assert "manufacture" in legal(s)
    do(s, "manufacture")
    assert held(s, MIKAH) == ["material"]
    assert "manufacture" not in legal(table())  # without the card
    # Prelude: Dane and Lotus hold 4 of the 5 Material: 1 gained, then one stolen per empty slot.
    s = table(seats=[{"guild": ["CC01"]}, {"resources": ["material"] * 2}, {"resources": ["material"] * 2}])
    empty = resources.empty_slots(s, MIKAH)
    assert s.resource_supply[0] == 1 and empty >= 2
    do(s, "prelude CC01")
    assert held(s, MIKAH) == ["material"] and "CC01" in s.court_discard
    assert legal(s) == ["choose 1", "choose 2"]  # steal it: from which Rival
    do(s, "choose 2")
    assert held(s, MIKAH) == ["material"] * 2 and held(s, LOTUS) == ["material"]
    if empty > 2:
        do(s, "choose 1")
        assert held(s, MIKAH) == ["material"] * 3


def test_cc04_shipping_interest_synthesizes_fuel() -> None:
    """CC04: "Synthesize (Build): gain 1 Fuel"; Prelude: discard to fill empty slots with Fuel."""
    s = table(seats=[{"guild": ["CC04"]}, {}, {}])
    do(s, "synthesize")
    assert held(s, MIKAH) == ["fuel"]
    s = table(seats=[{"guild": ["CC04"]}, {}, {}])
    empty = resources.empty_slots(s, MIKAH)
    do(s, "prelude CC04")
    assert held(s, MIKAH) == ["fuel"] * min(empty, 5) and s.guild[MIKAH] == []


# -- CC02 Construction Union, CC06 Arms Union -------------------------------------------------------
def test_cc02_construction_union_goes_beside_a_played_construction_card_and_takes_it_back() -> None:
    """CC02 Prelude: set beside a face-up played Construction card; at the round's end, draw
    that card and discard this. Errata: not beside a card that has a Union by it."""
    s = table(seats=[{"guild": ["CC02"], "hand": ["ADM2"]}, {}, {}])
    assert "prelude CC02 CON4" in legal(s)
    do(s, "prelude CC02 CON4")
    assert s.unions == [(MIKAH, "CC02", "CON4")] and s.guild[MIKAH] == []
    assert "prelude CC02 CON4" not in legal(table(seats=[{"guild": ["CC02"]}, {}, {}], card="AGG4"))
    # Errata: a played card with a Union by it takes no second one.
    taken = table(
        seats=[{"guild": ["CC02"]}, {}, {}], unions=[{"seat": DANE, "union": "BC05", "card": "CON4"}]
    )
    assert not [a for a in legal(taken) if a.startswith("prelude CC02")]
    # The round's end: the others pass, the card comes back to Mikah's hand.
    do(s, "end")
    while s.unions:
        do(s, legal(s)[-1] if s.mover != -1 else str(s.sample_chance()))
    assert "CON4" in s.hands[MIKAH] and "CC02" in s.court_discard


def test_cc06_arms_union_goes_beside_a_played_aggression_card() -> None:
    """CC06: a Union for a face-up played Aggression card."""
    s = table(card="AGG4", seats=[{"guild": ["CC06"]}, {}, {}])
    assert [a for a in legal(s) if a.startswith("prelude CC06")] == ["prelude CC06 AGG4"]
    assert not [a for a in legal(table(seats=[{"guild": ["CC06"]}, {}, {}])) if a.startswith("prelude CC06")]


# -- CC03 Gatekeepers ------------------------------------------------------------------------------
def test_cc03_gatekeepers_two_more_dice_in_a_gate_and_a_ship_in_every_gate() -> None:
    """CC03: battling in a gate, you may collect 2 extra dice; Prelude: discard to place 1 ship
    in every gate."""

    def most_dice(guild: list[str], system: str) -> int:
        s = table(
            "AGG4",
            seats=[{"guild": guild}, {}, {}],
            buildings=[],
            ships=[
                {"system": system, "seat": MIKAH, "fresh": 2},
                {"system": system, "seat": DANE, "fresh": 1},
            ],
        )
        do(s, f"battle {system} 1")
        return max(sum(int(x) for x in a.split()[1:]) for a in legal(s))

    assert most_dice(["CC03"], "3.0") == 4
    assert most_dice([], "3.0") == 2
    assert most_dice(["CC03"], "3.3") == 2  # not a gate
    s = table(seats=[{"guild": ["CC03"]}, {}, {}])
    do(s, "prelude CC03")
    assert [ships_at(s, f"{c}.0", MIKAH) for c in range(1, 7)] == [(1, 0)] * 6
    assert "CC03" in s.court_discard


# -- CC05 Skirmishers ------------------------------------------------------------------------------
def skirmish(first_regent: int, trust_weapons: int) -> CampaignState:
    s = table(
        "AGG4",
        seats=[{"guild": ["CC05"]}, {}, {}],
        buildings=[],
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 4}, {"system": "3.3", "seat": DANE, "damaged": 3}],
        campaign_part={"first_regent": first_regent, "imperial_trust": {"weapon": trust_weapons}},
    )
    return do(s, "battle 3.3 1", "dice 1 3 0", "roll A0 S0 S0 S0")


def test_cc05_skirmishers_rerolls_up_to_weapon_icons_the_trusts_frozen_weapons_included() -> None:
    """CC05: reroll up to N skirmish dice, N your Weapon icons; FAQ: frozen resources count
    (the First Regent's Imperial Trust), each die once."""
    s = skirmish(MIKAH, 1)  # the card and a frozen Weapon: two rerolls
    do(s, "reroll S0", "roll S3")
    assert "reroll S0" in legal(s)
    do(s, "reroll S0", "roll S3")
    assert not [a for a in legal(s) if a.startswith("reroll")]
    # Not the First Regent: the Trust is not Mikah's; one reroll (the card's icon).
    s = skirmish(DANE, 1)
    do(s, "reroll S0", "roll S3")
    assert not [a for a in legal(s) if a.startswith("reroll")]
    # Prelude: discard to place 3 ships in a system you control.
    s = table(seats=[{"guild": ["CC05"]}, {}, {}])
    do(s, "prelude CC05 3.3")
    assert ships_at(s, "3.3", MIKAH) == (5, 0) and "CC05" in s.court_discard


# -- CC07 Lattice Spies ----------------------------------------------------------------------------
def test_cc07_lattice_spies_seizes_the_initiative_before_any_other_action() -> None:
    """CC07: Prelude, before any other action: discard to seize the initiative; FAQ: it may be
    discarded when it cannot seize."""
    s = table(
        seat=DANE,
        seats=[{}, {"guild": ["CC07"]}, {}],
        ships=[{"system": "3.3", "seat": DANE, "fresh": 2}],
        buildings=[{"slot": "3.3#0", "seat": DANE, "kind": "city"}],
    )
    assert s.initiative == MIKAH
    do(s, "prelude CC07")
    assert s.initiative == DANE and s.seized_by == DANE and "CC07" in s.court_discard
    late = table(
        seat=DANE,
        seats=[{}, {"guild": ["CC07"]}, {}],
        ships=[{"system": "3.3", "seat": DANE, "fresh": 2}],
        buildings=[{"slot": "3.3#0", "seat": DANE, "kind": "city"}],
    )
    do(late, next(a for a in legal(late) if a.startswith("build")))
    assert "prelude CC07" not in legal(late)  # not after another action
    holder = table(seats=[{"guild": ["CC07"]}, {}, {}])
    do(holder, "prelude CC07")  # the holder of the initiative may discard it, for nothing
    assert holder.initiative == MIKAH and holder.seized_by == -1


# -- CC08 Silver-Tongues ---------------------------------------------------------------------------
def test_cc08_silver_tongues_steals_a_resource_a_guild_card_or_from_the_imperial_trust() -> None:
    """CC08: Prelude: discard to steal 1 Guild card or 1 resource; CRB p.21: cards such as
    Silver-Tongues can steal the Imperial Trust's frozen resources."""
    seats = [{"guild": ["CC08"]}, {"guild": ["CC04"], "resources": ["fuel"]}, {}]
    part = {"first_regent": LOTUS, "imperial_trust": {"relic": 1}}
    s = table(seats=seats, campaign_part=part)
    options = [a for a in legal(s) if a.startswith("prelude CC08")]
    assert sorted(options) == [
        "prelude CC08",
        "prelude CC08 1 CC04",
        "prelude CC08 1 fuel",
        "prelude CC08 2 trust relic",
    ]
    do(s, "prelude CC08 2 trust relic")
    assert s.trust == [0] * 5 and held(s, MIKAH) == ["relic"]
    s = table(seats=seats, campaign_part=part)
    do(s, "prelude CC08 1 CC04")
    assert s.guild[MIKAH] == ["CC04"] and s.guild[DANE] == [] and "CC08" in s.court_discard


def test_cc08_silver_tongues_never_steals_a_protected_guild_card() -> None:
    """CRB p.27: a protected Guild card cannot be removed from its holder's play area unless the
    holder Provokes Outrage of its suit: Dane's Dealmakers (the Steward's, protected) is not among
    Silver-Tongues' targets, his Construction Union is."""
    seats = [{"guild": ["CC08"]}, {"guild": ["CC03"]}, {}]
    fates = {"fate": ["F6", "F1", "F3"], "cards": [["F6-02"], ["F1-02", "F1-03"], ["F3-02"]]}
    s = table(seats=seats, campaign_part={"fates": fates})
    options = [a for a in legal(s) if a.startswith("prelude CC08") and not a.endswith("relic")]
    assert "prelude CC08 1 CC03" in options
    assert not any(a.endswith(("F1-03", "F3-02", "F6-02")) for a in options)


# -- CC09 Sworn Guardians ---------------------------------------------------------------------------
def test_cc09_sworn_guardians_protects_resources_and_other_cards_and_is_buried_if_stolen() -> None:
    """CC09: Rivals cannot steal your resources or other Guild cards; if this is stolen, bury it."""
    seats = [{"guild": ["CC08"]}, {"guild": ["CC09", "CC04"], "resources": ["fuel"]}, {}]
    s = table(seats=seats, campaign_part={"first_regent": DANE, "imperial_trust": {"relic": 1}})
    options = [a for a in legal(s) if a.startswith("prelude CC08")]
    assert sorted(options) == ["prelude CC08", "prelude CC08 1 CC09"]
    do(s, "prelude CC08 1 CC09")
    assert s.guild[MIKAH] == [] and s.guild[DANE] == ["CC04"] and s.court_deck[0] == "CC09"
    # Without it, the same Rival's fuel, card and Trust are open to Silver-Tongues.
    s = table(
        seats=[{"guild": ["CC08"]}, {"guild": ["CC04"], "resources": ["fuel"]}, {}],
        campaign_part={"first_regent": DANE, "imperial_trust": {"relic": 1}},
    )
    assert len([a for a in legal(s) if a.startswith("prelude CC08")]) == 4


# -- CC10 Elder Broker -------------------------------------------------------------------------------
def test_cc10_elder_broker_trades_with_a_rival_city_you_control_and_its_prelude_gains_three() -> None:
    """CC10: Trade (Tax): a Rival's city in a system you control: take a resource of its type
    from them, give them a resource type they lack (FAQ: not a steal). Prelude: discard to gain
    1 Material, 1 Fuel, 1 Weapon."""
    city = [{"slot": "3.3#0", "seat": DANE, "kind": "city"}]
    planet = reach.SYSTEM_IDS.index("3.3")
    from ambitions.games.arcs.pieces import city_types

    s = table("ADM4", seats=[{"guild": ["CC10"], "resources": ["relic"]}, {}, {}], buildings=city)
    kind = RES[city_types(s, reach.SYSTEM_SLOTS[planet][0])[0]]
    give = "relic" if kind != "relic" else "fuel"
    s = table(
        "ADM4",
        seats=[{"guild": ["CC10"], "resources": [give]}, {"resources": [kind], "guild": ["CC09"]}, {}],
        buildings=city,
    )
    assert f"trade 3.3#0 {give}" in legal(s)
    do(s, f"trade 3.3#0 {give}")
    assert held(s, MIKAH) == [kind] and held(s, DANE) == [give]
    assert not [a for a in legal(s) if a.startswith("trade")]  # the city's tax is used
    assert not [
        a
        for a in legal(table("ADM4", buildings=city, seats=[{}, {"resources": [kind]}, {}]))
        if a.startswith("trade")
    ]
    # The Truce Law: no Trade with a Rival Regent's city where Imperial ships are (it is a tax).
    s = table(
        "ADM4",
        seats=[{"guild": ["CC10"], "resources": [give]}, {"resources": [kind]}, {}],
        buildings=city,
        campaign_part={"imperial_ships": [{"system": "3.3", "damaged": 1}]},
    )
    assert not [a for a in legal(s) if a.startswith("trade")]
    s = table(seats=[{"guild": ["CC10"]}, {}, {}])
    do(s, "prelude CC10")
    assert held(s, MIKAH) == ["fuel", "material", "weapon"] and "CC10" in s.court_discard


def test_cc09_sworn_guardians_keeps_the_trust_from_an_outlaw_securing_the_council() -> None:
    """Reading (docs/campaign.md): the Trust's resources are the First Regent's (CRB p.27
    "Counting"), so Sworn Guardians protects them from the Outlaw's steal (CRB p.14 step 3)."""

    def council(guild: list[str]) -> CampaignState:
        s = pos(
            ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
            seats=[{}, {"hand": ["ADM2"]}, {"guild": guild}],
            turn=turn(DANE, "AGG4", 3),
            campaign_part={
                "court": [{"card": "IC01", "agents": [0, 2, 0]}],
                "titles": ["regent", "outlaw", "regent"],
                "first_regent": LOTUS,
                "imperial_trust": {"relic": 1},
            },
        )
        return do(s, "secure IC01", "end", "no-summit")

    assert "take relic" in legal(council([]))
    guarded = council(["CC09"])
    assert sorted(legal(guarded)) == ["resolve crises", "resolve edicts"] and guarded.trust[3] == 1
