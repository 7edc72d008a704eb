"""F19 Redeemer, Act III (issue 28; Fates file "F19 — Redeemer"; card texts F19-01A/B, F19-02 to
F19-04; errata: Ire of the Keepers' tax ban covers all cities on those planets; CRB p.7-9).
Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import flagship, flow, invariants, vox
from ambitions.games.arcs_campaign.fates import acts, redeemer
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F19", "F1", "F3"]}
"""Mikah the Redeemer, Dane the Steward, Lotus the Magnate."""
RELIC, KEEPER = 3, 3


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": camp.pop("fates", FATES), **camp}


def test_the_redeemer_act_iii_part_is_registered() -> None:
    assert "F19" in acts.ACT3 and acts.CHAPTER_END[("F19", 3)] is redeemer.chapter_end


# -- the Setup side (F19-01A) -----------------------------------------------------------------------------
def test_setup_resettle_relic_outrage_ire_the_edict_and_relic_fence_on_the_court_deck() -> None:
    """F19-01A, in its order: the Resettle question; Provoke Relic Outrage (the Relic resource
    and Relic Guild card discarded); gain Ire of the Keepers; Rebuke of the Keepers among the
    Edicts; Relic Fence on top of the Court deck."""
    s = pos(
        turn=turn(DANE),
        seats=[{"resources": ["relic", "fuel"], "guild": ["CC10"]}, {}, {}],
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part=act3(
            fates={**FATES, "cards": [[], [], []]},
            flagships=[{"seat": MIKAH, "system": "3.3", "board": {}}],
            court_deck=["CC01", "CC02", "F19-04"],
        ),
    )
    agents = s.agents[MIKAH]
    acts.SETUPS[("F19", 3)](s, MIKAH)
    flow.advance(s)
    assert s.outrage[MIKAH] == 1 << RELIC and s.agents[MIKAH] == agents - 1
    assert "CC10" in s.court_discard and RELIC not in s.resources[:6]  # (Elder Broker: Relic)
    assert "F19-02" in s.lore[MIKAH] and "F19-03" in s.edicts and s.court_deck[-1] == "F19-04"
    assert s.mover == MIKAH and legal(s) == ["choose resettle", "choose keep"]
    roundtrip(s)
    do(s, "choose keep")
    assert flagship.has(s, MIKAH) and not s.choices and invariants.problems(s) == []


def test_setup_with_two_players_returns_the_keeper_boxs_relics() -> None:
    """F19-01A: "in a 2-player game, return the Relics on the Keeper box to the supply"."""
    s = pos(
        2,
        turn=turn(1),
        box_resources={"relic": 2, "fuel": 1},
        campaign_part=act3(fates={"fate": ["F19", "F1"], "cards": [[], []]}),
    )
    supply = s.resource_supply[RELIC]
    acts.SETUPS[("F19", 3)](s, MIKAH)
    assert s.box_resources[RELIC] == 0 and s.box_resources[1] == 1
    assert s.resource_supply[RELIC] == supply + 2


def test_a_position_puts_an_unplaced_relic_fence_on_top_of_the_court_deck() -> None:
    s = pos(campaign_part=act3(court_deck=["CC01", "CC02"]))
    assert s.court_deck[-1] == "F19-04" and "F19-02" in s.lore[MIKAH]
    assert invariants.problems(s) == []


# -- Ire of the Keepers (F19-02) ------------------------------------------------------------------------
def test_ire_forbids_declaring_keeper_however_declared() -> None:
    """F19-02 "can't declare Keeper": not with the played card, not by Populist Demands."""
    s = pos(
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn=turn(MIKAH, "ADM5", 3),
        initiative=MIKAH,
        campaign_part=act3(),
    )
    assert "declare keeper" not in legal(s)
    populist = vox.POWERS["CC11"].choice_options
    assert populist is not None and ("keeper",) not in populist(s, (MIKAH, "CC11", "declare"))
    s = pos(
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn=turn(MIKAH, "ADM5", 3),
        initiative=MIKAH,
        campaign_part=act3(fates={**FATES, "cards": [[], [], []]}),
    )
    assert "declare keeper" in legal(s)  # (without Ire of the Keepers)


def tax_table(**kw: Any) -> CampaignState:
    """Mikah's turn with Administration (tax): his cities on 2.3 (Relic) and 1.3 (Material)."""
    return pos(
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn=turn(MIKAH, "ADM4", 3),
        buildings=[
            {"slot": "2.3#0", "seat": MIKAH, "kind": "city"},
            {"slot": "1.3#0", "seat": MIKAH, "kind": "city"},
            *kw.pop("buildings", []),
        ],
        ships=kw.pop("ships", [{"system": "2.3", "seat": DANE, "fresh": 1}]),
        campaign_part=act3(**kw.pop("campaign_part", {})),
        **kw,
    )


def test_ire_forbids_taxing_a_city_on_a_relic_planet_not_controlled() -> None:
    """F19-02 with its errata: Dane controls 2.3 (Relic): Mikah cannot tax his own city there;
    the Material planet's city he can; controlling 2.3, he can."""
    taxes = [a for a in legal(tax_table()) if a.startswith("tax")]
    assert "tax 1.3#0" in taxes and "tax 2.3#0" not in taxes
    s = tax_table(ships=[{"system": "2.3", "seat": MIKAH, "fresh": 2}])
    assert "tax 2.3#0" in legal(s)


def test_ire_errata_covers_every_city_there_a_control_array_taxes() -> None:
    """Errata: "all cities" on those planets, not only Loyal ones: Mikah's Flagship in the gate
    2.0 with Control Array may tax any city of cluster 2 (CRB p.25), but not Dane's on 2.3
    (Relic, which Dane controls); Dane's on 2.2 (Weapon) he may."""
    s = tax_table(
        buildings=[
            {"slot": "2.3#1", "seat": DANE, "kind": "city"},
            {"slot": "2.2#0", "seat": DANE, "kind": "city"},
        ],
        campaign_part={
            "flagships": [{"seat": MIKAH, "system": "2.0", "board": {"upgrade-control": {"kind": "city"}}}]
        },
    )
    taxes = [a for a in legal(s) if a.startswith("tax")]
    assert "tax 2.2#0" in taxes and "tax 2.3#1" not in taxes and "tax 2.3#0" not in taxes


# -- Rebuke of the Keepers (F19-03) ------------------------------------------------------------------------
def edicts_step(resources: list[list[str]], keeper: bool, power: int = 9) -> CampaignState:
    """The round's end with Rebuke of the Keepers among the Edicts (Mikah secured the Council)."""
    markers = [{"box": "keeper"}, {}, {}] if keeper else [{}, {}, {}]
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        seats=[
            {"hand": ["ADM2"], "power": power, "resources": resources[0]},
            {"resources": resources[1]},
            {"resources": resources[2]},
        ],
        markers=markers,
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(
            court=[{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}],
            court_deck=["CC02"],
            edicts=["F19-03"],
        ),
    )
    return do(s, "secure IC01", "end", "no-summit", "resolve edicts")


def test_rebuke_costs_the_redeemer_keepers_first_place_unless_winning_it() -> None:
    """F19-03: Keeper declared (the first marker: 5 Power for first place) and Dane winning it:
    Mikah loses 5; Mikah winning it: nothing; a tie for first is not winning: he loses 5."""
    assert edicts_step([[], ["relic"], []], keeper=True).power[MIKAH] == 9 - 5
    assert edicts_step([["relic"], [], []], keeper=True).power[MIKAH] == 9
    assert edicts_step([["relic"], ["relic"], []], keeper=True).power[MIKAH] == 9 - 5


def test_rebuke_lets_the_most_relics_declare_an_undeclared_keeper() -> None:
    """F19-03: undeclared, the player with the most Relics (Dane, 2) may declare Keeper (no
    zero marker); with a tie for most, nobody is asked."""
    s = edicts_step([["relic"], ["relic", "relic"], []], keeper=False)
    assert s.mover == DANE and sorted(legal(s)) == ["choose keeper", "choose none"]
    roundtrip(s)
    do(s, "choose keeper")
    assert KEEPER in s.marker_box and not s.zeroed
    s = edicts_step([["relic"], ["relic"], []], keeper=False)
    assert KEEPER not in s.marker_box and not s.choices


def test_rebuke_does_not_let_the_redeemer_declare_keeper() -> None:
    """Ire of the Keepers: the Redeemer with the most Relics is not asked."""
    s = edicts_step([["relic", "relic"], ["relic"], []], keeper=False)
    assert KEEPER not in s.marker_box and not any(c[1] == "F19-01" for c in s.choices)


# -- the final objective (F19-01B) ------------------------------------------------------------------------
def chapter_end(resources: list[list[str]], markers: list[dict[str, Any]]) -> CampaignState:
    """Act III, chapter 1, no hands: the chapter is scored as the position loads (start 14)."""
    return pos(
        chapter=1,
        markers=markers,
        buildings=[{"slot": "1.3#0", "seat": MIKAH, "kind": "city"}],  # (a third resource slot)
        seats=[{"resources": r} for r in resources],
        campaign_part=act3(),
    )


def test_subdue_the_keepers_when_nobody_declared_it_or_the_redeemer_won_it() -> None:
    """F19-01B: 3 if nobody declared Keeper (the Redeemer winning nothing); 3 if Mikah won it;
    none if Dane did."""
    s = chapter_end([[], [], []], [{}, {}, {}])
    assert s.objective[MIKAH] == 14 - 3 and not s.choices
    s = chapter_end([["fuel"], ["relic"], []], [{"box": "keeper"}, {}, {}])
    assert s.objective[MIKAH] == 14
    s = chapter_end([["relic", "fuel"], [], []], [{"box": "keeper"}, {}, {}])
    assert s.objective[MIKAH] == 14 - 3  # (and the Shatter question, below)


def test_shatter_the_relics_after_winning_an_ambition() -> None:
    """F19-01B: having won Keeper, Mikah scraps any number of his Relics, 2 each: two of three
    (they leave the game), then stops."""
    s = chapter_end([["relic", "relic", "relic"], [], []], [{"box": "keeper"}, {}, {}])
    assert s.objective[MIKAH] == 14 - 3 and s.mover == MIKAH
    assert sorted(legal(s)) == ["choose done", "choose relic"]
    do(s, "choose relic")
    roundtrip(s)
    do(s, "choose relic", "choose done")
    assert s.objective[MIKAH] == 14 - 3 - 4 and s.resources_scrapped[RELIC] == 2
    assert s.resources[:6].count(RELIC) == 1 and not s.choices
    assert invariants.problems(s) == []


def test_no_shatter_without_an_ambition_won() -> None:
    s = chapter_end([["relic"], ["fuel", "material"], []], [{"box": "tycoon"}, {}, {}])
    assert not s.choices and s.objective[MIKAH] == 14 - 3 and LOTUS == 2
