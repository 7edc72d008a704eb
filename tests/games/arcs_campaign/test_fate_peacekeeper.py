"""F15 Peacekeeper, Act II (Fates file "F15 — Peacekeeper"; card texts F15-01A/B, F15-02,
F15-04; BRD C.12 R12). Each test fails without its rule."""

from __future__ import annotations

import random
from typing import Any

from ambitions.games.arcs_campaign import data, flow, invariants, render
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, fleet, peacekeeper, resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

ACT2 = {"fate": ["F15", "F1", "F3"], "cards": [["F15-02", "F15-03"], ["F1-02"], []]}


def act2(campaign: dict[str, Any] | None = None, players: int = 3, **kw: Any) -> CampaignState:
    """An Act II position with Mikah the Peacekeeper."""
    fates = (
        dict(ACT2) if players == 3 else {"fate": ["F15", "F1"], "cards": [["F15-02", "F15-03"], ["F1-02"]]}
    )
    part = {"act": 2, "fates": fates, **(campaign or {})}
    return pos(players, campaign_part=part, **kw)


def test_setup_returns_the_warlord_box_weapons_provokes_weapon_outrage_and_replenishes() -> None:
    """F15-01A: 2 players, the Warlord box's Weapons to the supply; Outrage cleared, then Weapon
    Outrage Provoked (Weapons and Weapon Guild cards discarded); Oath of Peace and Arsenal
    Keepers gained; the fleet replenished."""
    s = act2(
        players=2,
        box_resources={"weapon": 2, "relic": 1},
        seats=[{"outrage": ["fuel"], "resources": ["weapon", "relic"], "guild": ["CC05"]}, {}],
        ships=[{"system": "1.0", "seat": MIKAH, "fresh": 7}],
        campaign={"fates": {"fate": ["F15", "F1"], "cards": [[], ["F1-02"]]}},
        turn=turn(DANE),
    )
    supply = s.resource_supply[:]
    ACT2_SETUPS["F15"](s, MIKAH)
    flow.advance(s)
    assert s.box_resources == [0, 0, 0, 1, 0]
    assert s.resource_supply[2] == supply[2] + 2 + 1  # the box's 2 and her 1
    assert s.outrage[MIKAH] == 1 << 2  # Fuel cleared, Weapon Provoked
    assert "CC05" in s.court_discard and s.guild[MIKAH] == ["F15-03"]
    assert s.lore[MIKAH] == ["F15-02"]
    do(s, "choose 6.3")
    assert fleet.ships_on_map(s, MIKAH) == 8
    assert invariants.problems(s) == []


def test_chapter_end_advances_per_weapon_held_and_weapon_planet_controlled() -> None:
    """F15-01B; a First Regent controls the Empire-controlled Weapon planets (the card)."""
    s = act2(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}, {"system": "2.2", "seat": DANE, "fresh": 1}],
        seats=[{"hand": [], "resources": ["weapon", "weapon"]}, {"hand": []}, {"hand": []}],
        campaign={
            "imperial_ships": [{"system": "3.3", "fresh": 1}],
            "first_regent": MIKAH,
            "imperial_trust": {"weapon": 1},
        },
    )
    assert s.objective[MIKAH] == 16 - (3 + 2)  # 2 + 1 Trust Weapons; 1.1 and 3.3


def test_oath_of_peace_returns_trophies_but_blight() -> None:
    """F15-02: "Return all Trophies you gain except Blight"."""
    s = act2(
        seats=[{"trophies": [{"owner": DANE, "piece": "ship", "count": 2}]}, {}, {}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign={
            "neutral_trophies": [
                {"seat": MIKAH, "piece": "blight", "count": 1},
                {"seat": MIKAH, "piece": "imperial-ship", "count": 1},
            ]
        },
    )
    ships = s.ships[DANE]
    do(s, legal(s)[0])
    assert s.ships[DANE] == ships + 2 and not any(s.trophies)
    assert s.neutral_trophies[MIKAH * 4 : MIKAH * 4 + 4] == [0, 0, 0, 1]
    assert invariants.problems(s) == []


def test_oath_of_peace_forbids_declaring_warlord() -> None:
    s = act2(turn=turn(MIKAH, "AGG4", 3))
    assert "declare warlord" not in legal(s)
    s = act2(turn=turn(MIKAH, "AGG4", 3), campaign={"fates": {**ACT2, "cards": [["F15-03"], ["F1-02"], []]}})
    assert "declare warlord" in legal(s)


def test_oath_of_peace_gains_nothing_from_warlord_but_keeps_the_place() -> None:
    """F15-02 and R12: the Peacekeeper first gains nothing; Dane second gains second place only;
    nobody gains first-place Power."""
    s = act2(
        markers=[{"box": "warlord"}, {}, {}],
        seats=[
            {"hand": []},
            {"hand": [], "trophies": [{"owner": LOTUS, "piece": "ship", "count": 1}]},
            {"hand": []},
        ],
        campaign={"neutral_trophies": [{"seat": MIKAH, "piece": "blight", "count": 3}]},
    )
    scored = s.chapter_scoring[-1][1][0]
    assert scored[3] == MIKAH and scored[4] == (DANE,)
    assert scored[6][MIKAH] == 0 and scored[6][DANE] == scored[1][0][1]  # second-place Power


def test_a_rival_holding_oath_of_peace_scraps_it() -> None:
    """F15-02: "Scrap this if you're not the Peacekeeper"."""
    s = act2(
        seats=[{}, {"lore": ["F15-02"]}, {}],
        campaign={"fates": {**ACT2, "cards": [["F15-03"], ["F1-02"], []]}},
        turn=turn(DANE, "ADM4", 3),
    )
    do(s, legal(s)[0])
    assert "F15-02" in s.scrapped and "F15-02" not in s.lore[DANE]


def test_a_sworn_first_regent_cannot_change_to_war_nor_enforce_it() -> None:
    """F15-02: no changing the Imperial Policy to War, no enforcing a War Policy."""

    def govern(policies: list[str]) -> list[str]:
        s = act2(
            ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
            seats=[{"hand": ["ADM2"]}, {}, {}],
            turn=turn(MIKAH, "AGG4", 3),
            campaign={
                "court": [{"card": data.COUNCIL, "agents": [2, 0, 0]}, {"card": "CC07"}],
                "policies": policies,
            },
        )
        do(s, "secure IC01", "end", "no-summit", "resolve edicts")
        return sorted(legal(s))

    assert govern(["peace", "war", "escalation"]) == ["change escalation", "enforce"]
    assert govern(["war", "peace", "escalation"]) == ["change escalation", "change peace"]


def test_the_act_two_resolution_completed_and_failed() -> None:
    """F15-04."""
    s = act2(turn=turn(MIKAH), campaign={"fates": {**ACT2, "objective": [0, 17, 10]}})
    resolution.resolve(s, MIKAH, random.Random(1))
    assert {"F15-05", "F15-06"} <= set(s.court_deck) and "F15-02" in s.lore[MIKAH]
    s = act2(turn=turn(MIKAH), campaign={"fates": {**ACT2, "objective": [4, 17, 10]}})
    resolution.resolve(s, MIKAH, random.Random(1))
    assert "F15-02" in s.scrapped and "F15-03" in s.court_deck and "F15-05" not in s.court_deck


def test_the_plain_render_names_the_peacekeeper() -> None:
    s = act2(turn=turn(MIKAH))
    assert any(
        "s0 F15 Peacekeeper (objective 16)" in line
        for line in render.fate_lines(s.observation(1)["campaign"])
    )
    assert peacekeeper.sworn(s, MIKAH)


def arsenal_tax(**campaign: Any) -> CampaignState:
    """Mikah (Peacekeeper, Arsenal Keepers) controls 1.1, a Weapon planet, with her city there."""
    return act2(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "city"}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign=campaign,
    )


def test_arsenal_keepers_takes_a_weapon_she_takes_frozen() -> None:
    """F15-03: "When you take a Weapon, you may place it here instead"; frozen there, counted as
    hers (F15-01B)."""
    s = arsenal_tax()
    do(s, "tax 1.1#0")
    assert sorted(legal(s)) == ["choose keep", "choose place"]
    do(s, "choose place")
    assert s.arsenal == 1 and s.resource_count(MIKAH, 2) == 0 and s.mover == MIKAH
    assert not [a for a in legal(s) if a.startswith("spend weapon")]  # frozen: never spent
    assert peacekeeper.weapons(s, MIKAH) == 1
    assert s.observation(DANE)["campaign"]["arsenal_keepers"] == 1
    assert invariants.problems(s) == []


def test_arsenal_keepers_may_leave_the_weapon_on_the_board() -> None:
    s = arsenal_tax()
    do(s, "tax 1.1#0", "choose keep")
    assert s.arsenal == 0 and s.resource_count(MIKAH, 2) == 1


def test_arsenal_keepers_weapons_go_back_when_the_card_leaves() -> None:
    """Weapon Outrage discards the protected Weapon Guild card (CRB p.27), and its Weapons."""
    s = arsenal_tax(arsenal_keepers=2)
    supply = s.resource_supply[2]
    peacekeeper.arcs_battle.provoke_outrage(s, MIKAH, 2)
    do(s, "tax 1.1#0")
    assert s.arsenal == 0 and s.resource_supply[2] == supply + 2 - 1  # (the tax took one)
    assert invariants.problems(s) == []


def test_a_raid_takes_a_weapon_from_arsenal_keepers_for_two_keys() -> None:
    """F15-03: "Their raid cost is 2 keys each"."""
    s = act2(
        ships=[{"system": "1.1", "seat": DANE, "fresh": 2}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "starport"}],
        seats=[{"resources": ["relic", "fuel"]}, {}, {}],
        turn=turn(DANE, "AGG4", 3),
        campaign={"arsenal_keepers": 2},
    )
    do(s, "battle 1.1 0", "dice 0 0 2", "roll R5 R5")
    assert "steal arsenal" in legal(s)
    do(s, "steal arsenal")
    assert s.arsenal == 1 and s.resource_count(DANE, 2) == 1
    assert invariants.problems(s) == []


def test_the_plain_render_shows_arsenal_keepers() -> None:
    s = arsenal_tax(arsenal_keepers=2)
    assert "Arsenal Keepers: 2 Weapons (frozen)" in render.fate_lines(s.observation(DANE)["campaign"])


def test_populist_demands_offers_a_sworn_peacekeeper_no_warlord() -> None:
    """F15-02 "You cannot declare Warlord", whatever lets her declare (CC11 When Secured)."""
    s = act2(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        turn=turn(MIKAH, "AGG4", 3),
        campaign={"court": [{"card": data.COUNCIL}, {"card": "CC11", "agents": [2, 0, 0]}]},
    )
    do(s, "secure CC11")
    assert "choose warlord" not in legal(s) and "choose tyrant" in legal(s)


def test_arsenal_keepers_takes_a_weapon_collected_for_the_imperial_trust() -> None:
    """F15-03: "When you take a Weapon, you may place it here instead. (Even if you're taking for
    the Imperial Trust!)": a Policy of Escalation's Demand (CRB p.20)."""
    s = act2(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[{"hand": ["ADM2"]}, {"resources": ["weapon"]}, {"resources": ["fuel"]}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign={
            "court": [{"card": data.COUNCIL, "agents": [2, 0, 0]}, {"card": "CC07"}],
            "policies": ["escalation", "war", "peace"],
            "first_regent": MIKAH,
        },
    )
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "enforce")
    while "demand 1 weapon arsenal" not in legal(s):
        do(s, legal(s)[0])
    do(s, "demand 1 weapon arsenal")
    assert s.arsenal == 1 and s.trust[2] == 0 and s.resource_count(DANE, 2) == 0
    assert invariants.problems(s) == []


def test_arsenal_keepers_alone_is_raided() -> None:
    """With nothing else to steal, the raid step still offers Arsenal Keepers' Weapons (Arcs asks
    the campaign for them: `ArcsState.more_raid_options`)."""
    s = act2(
        ships=[{"system": "1.1", "seat": DANE, "fresh": 2}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "starport"}],
        turn=turn(DANE, "AGG4", 3),
        campaign={"arsenal_keepers": 1},
    )
    do(s, "battle 1.1 0", "dice 0 0 2", "roll R5 R5")
    assert sorted(legal(s)) == ["done", "steal arsenal"]
    do(s, "steal arsenal")
    assert s.arsenal == 0 and s.resource_count(DANE, 2) == 1 and s.battle_system == -1
    assert invariants.problems(s) == []
