"""F17 Overlord, Act III (issue 28; Fates file "F17 — Overlord"; card texts F17-01A/B, F17-02,
F17-03; CRB p.7-9, p.25). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import fates, flagship, flow, invariants
from ambitions.games.arcs_campaign.fates import acts, cards, overlord
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip
from .test_fate_planet_breaker import break_table

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F17", "F1", "F3"]}
"""Mikah the Overlord, Dane the Steward, Lotus the Magnate."""
WEAPON_PLANETS = ["1.1", "2.2", "3.3", "5.1"]


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": camp.pop("fates", FATES), **camp}


def test_the_overlord_act_iii_part_is_registered() -> None:
    assert "F17" in acts.ACT3 and acts.CHAPTER_END[("F17", 3)] is overlord.chapter_end
    assert cards.protected("F17-02") and fates.POWERS["F17-02"].keep_on_outrage


# -- the Setup side (F17-01A) ---------------------------------------------------------------------------
def setup_table(outrage: list[str] | None = None, flagships: bool = True) -> CampaignState:
    """Act III before Mikah's Setup side (Dane's turn, as the Setup sides' tests of Act II):
    his Flagship at 3.3, 2 ships at 3.1, a Weapon resource and Sycophants not yet gained."""
    s = pos(
        turn=turn(DANE),
        seats=[{"resources": ["weapon", "fuel"], "outrage": outrage or []}, {}, {}],
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part=act3(
            fates={**FATES, "cards": [[], [], []]},
            flagships=[{"seat": MIKAH, "system": "3.3", "board": {}}] if flagships else [],
            court_deck=["CC01", "F17-02"],  # (Sycophants somewhere before it is gained)
        ),
    )
    acts.SETUPS[("F17", 3)](s, MIKAH)
    flow.advance(s)
    return s


def test_setup_resettle_first_then_sycophants_the_edict_and_one_outrage_for_two_ships() -> None:
    """F17-01A, in its order: the Resettle question; Sycophants gained; Reach Rejects Overlord
    among the Edicts; then, with no Outrage, Provoke Outrage once (Weapon: the Weapon resource
    discarded, Sycophants kept) to place 2 ships at a planet of that type; Sycophants does not
    trigger."""
    s = setup_table()
    assert "F17-02" in s.guild[MIKAH] and "F17-03" in s.edicts
    assert s.mover == MIKAH and legal(s) == ["choose resettle", "choose keep"]
    do(s, "choose keep")
    assert legal(s) == [
        "choose none",
        *(f"choose {r}" for r in ("material", "fuel", "weapon", "relic", "psionic")),
    ]
    agents = s.agents[MIKAH]
    do(s, "choose weapon")
    assert s.outrage[MIKAH] == 1 << 2 and s.agents[MIKAH] == agents - 1
    assert "F17-02" in s.guild[MIKAH] and 2 not in s.resources[MIKAH * 6 : MIKAH * 6 + 6]
    assert sorted(legal(s)) == [f"choose {p}" for p in WEAPON_PLANETS]  # (no Sycophants question)
    roundtrip(s)
    do(s, "choose 5.1")
    assert s.fresh[X["5.1"] * 3 + MIKAH] == 2 and not s.choices and s.mover == DANE
    assert flagship.has(s, MIKAH) and invariants.problems(s) == []


def test_setup_may_resettle_and_may_decline_the_outrage() -> None:
    s = setup_table()
    do(s, "choose resettle", "choose 5.2#0", "choose 6.2#0", *["choose 3.1"] * 5)
    assert not flagship.has(s, MIKAH) and s.choices[-1][2] == overlord.OUTRAGE_STEP
    do(s, "choose none")
    assert s.outrage[MIKAH] == 0 and not s.choices and invariants.problems(s) == []


def test_with_outrage_already_nothing_more_is_provoked() -> None:
    """F17-01A: "if you have no Outrage"; without a Flagship, no Resettle question."""
    s = setup_table(outrage=["fuel"], flagships=False)
    assert not s.choices and s.mover == DANE and "F17-02" in s.guild[MIKAH]


# -- the final objective (F17-01B) ----------------------------------------------------------------------
def chapter_end(**kw: Any) -> CampaignState:
    """Act III, chapter 1: no hands, so the chapter ends (and is scored) as the position loads."""
    camp = kw.pop("campaign_part", {})
    return pos(chapter=1, campaign_part=act3(**camp), **kw)


def test_rule_and_control_by_fear_alone() -> None:
    """F17-01B: 1 per resource type held matching an Outrage (Fuel; Material held but not
    Outraged, Relic Outraged but not held: nothing), 2 per planet type controlled matching one
    (Weapon at 3.3; Fuel at 3.2 is Dane's): 20 - 3."""
    s = chapter_end(
        seats=[{"resources": ["fuel", "material"], "outrage": ["fuel", "weapon", "relic"]}, {}, {}],
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.2", "seat": DANE, "fresh": 1}],
    )
    assert s.objective[MIKAH] == 20 - 3


def test_the_first_regent_counts_the_empires_systems_and_the_trust() -> None:
    """F17-01B "(First Regent counts Empire systems)"; CRB p.27 counting: the Trust's Relic."""
    s = chapter_end(
        seats=[{"outrage": ["relic"]}, {}, {}],
        campaign_part={
            "first_regent": MIKAH,
            "titles": ["regent", "regent", "regent"],
            "imperial_trust": {"relic": 1},
            "imperial_ships": [{"system": "2.3", "fresh": 1}],  # 2.3 is a Relic planet
        },
    )
    assert reach.PLANET_RESOURCE[X["2.3"]] == 3 and s.objective[MIKAH] == 20 - 3


# -- Reach Rejects Overlord (F17-03) ------------------------------------------------------------------------
def edicts_step(outrage: list[str]) -> CampaignState:
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        seats=[{"hand": ["ADM2"], "power": 5, "outrage": outrage}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(
            court=[{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}],
            court_deck=["CC02"],
            edicts=["ED03", "F17-03"],
        ),
    )
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    while any(step[0] == "F17-03" for step in s.steps):  # (Govern the Imperial Reach first)
        do(s, legal(s)[0])
    return s


def test_reach_rejects_overlord_costs_power_by_outrage_count() -> None:
    """F17-03: 1 Outrage -> 1, 2 -> 3, 3 -> 6, 4 -> 8, 5 -> 10 (none: nothing)."""
    assert edicts_step([]).power[MIKAH] == 5
    assert edicts_step(["fuel"]).power[MIKAH] == 4
    assert edicts_step(["fuel", "relic"]).power[MIKAH] == 2
    assert edicts_step(["fuel", "relic", "weapon"]).power[MIKAH] == -1
    assert edicts_step(["fuel", "relic", "weapon", "material", "psionic"]).power[MIKAH] == -5


# -- Sycophants (F17-02, as F11-02) ------------------------------------------------------------------------
def test_the_overlords_sycophants_work_beside_the_planet_breakers() -> None:
    """F17-02 "As F11-02": a Weapon Outrage (a world broken) leaves both Sycophants with their
    holders and asks each holder, once, where 2 ships go."""
    s = break_table(
        hammer={"hammer": "3.3", "spare": 5},
        buildings=[],
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}, {"system": "1.1", "seat": DANE, "fresh": 1}],
        campaign_part={
            "act": 3,
            "fates": {"fate": ["F11", "F17", "F6"], "cards": [["F11-02", "F11-04"], ["F17-02"], []]},
        },
    )
    do(s, "break")
    assert "F11-02" in s.guild[MIKAH] and "F17-02" in s.guild[DANE]
    asked = {c[0]: c[1] for c in s.choices}
    assert asked == {MIKAH: "F11-02", DANE: "F17-02"}
    while s.choices:
        do(s, "choose 5.1")
    assert s.fresh[X["5.1"] * 3 + MIKAH] == 2 and s.fresh[X["5.1"] * 3 + DANE] == 2
    assert invariants.problems(s) == [] and LOTUS == 2
