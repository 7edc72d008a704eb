"""F1 Steward, Act III (issue 28; Fates file "F1 — Steward"; card texts F1-22A/B, F1-15 to F1-26;
errata: the Act III Setup's Govern references are 03-05). Each test fails without its rule."""

from __future__ import annotations

import random
from typing import Any

from ambitions.core.state import CHANCE
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign.fates import acts, steward_act3
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .act2_support import court_turn, crises
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip, second_intermission

FATES = {"fate": ["F1", "F3", "F6"]}
TITLES = ["regent", "outlaw", "regent"]  # Dane is the Outlaw
X = reach.SYSTEM_INDEX
FUEL, WEAPON, PSIONIC = 1, 2, 4


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": FATES, **camp}


# -- registry, Setup (F1-22A) --------------------------------------------------------------------------
def test_the_steward_act_iii_part_is_registered() -> None:
    assert "F1" in acts.ACT3 and acts.GRAND_AMBITIONS["F1"] is steward_act3.grand_ambitions


def test_setup_adds_sponsor_swaps_the_govern_cards_and_the_first_regent_picks_the_top() -> None:
    """F1-22A: Imperial Sponsor to the Edicts, the Sponsored token on the First Regent tile, Govern
    with Authority (F1-24 to F1-26) for 03-05 (errata), the First Regent choosing the top one
    before the deal (a whole campaign's second Intermission into Act III)."""
    s = second_intermission()
    do(s, "fates F17 F18 F19 F20 F21")
    while s.phase == CampaignPhase.CHOOSE_NEW_FATE:
        do(s, "fate " + {MIKAH: "F1", DANE: "F18", LOTUS: "F20"}[s.mover])
    rng = random.Random(1)
    while s.current_player() == CHANCE and s.phase != Phase.CHANCE_DEAL:
        s.apply(s.sample_chance(rng))  # (the Court, the event die)
    assert s.act == 3 and "F1-23" in s.edicts and s.sponsored == "tile"
    assert {"F1-24", "F1-25", "F1-26"} <= set(s.booklet) and steward_act3.authority(s)
    assert s.mover == s.first_regent >= 0
    assert sorted(legal(s)) == ["choose escalation", "choose peace", "choose war"]
    do(s, "choose escalation")
    assert s.policies[0] == "escalation"


# -- grand ambitions (F1-22B) --------------------------------------------------------------------------
def grand(titles: list[str], first_regent: int = MIKAH, chapter: int = 2, **kw: Any) -> CampaignState:
    return pos(
        buildings=kw.pop("buildings", [{"slot": "2.1#0", "seat": DANE, "kind": "city"}]),
        chapter=chapter,
        seats=[{"hand": ["ADM2"]}, {"hand": ["ADM3"]}, {"hand": ["ADM4"]}],  # (the chapter goes on)
        campaign_part=act3(titles=titles, first_regent=first_regent, **kw),
    )


def test_entrench_needs_the_empire_on_every_outlaw_city_or_no_outlaws() -> None:
    """F1-22B (1): a Regent, and the Empire controls every Outlaw city (or there are none)."""
    s = grand(TITLES, imperial_ships=[{"system": "2.1", "fresh": 1}])
    assert steward_act3.grand_ambitions(s, MIKAH)[0]
    s = grand(TITLES, imperial_ships=[{"system": "2.1", "damaged": 1}])  # no control
    assert not steward_act3.grand_ambitions(s, MIKAH)[0]
    s = grand(["regent", "regent", "regent"])  # no Outlaws
    assert steward_act3.grand_ambitions(s, MIKAH)[0]
    s = grand(["outlaw", "regent", "regent"], first_regent=DANE)  # Mikah is no Regent
    assert not steward_act3.grand_ambitions(s, MIKAH)[0]


def test_tribute_needs_the_first_regent_and_more_trust_than_the_chapter() -> None:
    """F1-22B (2): First Regent, and the Trust holds more resources than the chapter number."""
    s = grand(TITLES, chapter=2, imperial_trust={"relic": 2, "fuel": 1})
    assert steward_act3.grand_ambitions(s, MIKAH)[1]
    s = grand(TITLES, chapter=3, imperial_trust={"relic": 2, "fuel": 1})
    assert not steward_act3.grand_ambitions(s, MIKAH)[1]
    s = grand(TITLES, first_regent=LOTUS, chapter=2, imperial_trust={"relic": 3})
    assert not steward_act3.grand_ambitions(s, MIKAH)[1]


# -- Navy Reprisal (F1-15) -----------------------------------------------------------------------------
def test_navy_reprisal_crisis_imperial_ships_hit_outlaw_ships_and_it_is_buried() -> None:
    """F1-15 Crisis: each Imperial ship hits one ship of each Outlaw in its system (Dane, the
    Outlaw, takes 2 hits at 1.1; Lotus the Regent none); bury this."""
    s = court_turn("F1-15", [0, 0, 0], titles=TITLES, act=3, fates=FATES,
                   imperial_ships=[{"system": "1.1", "fresh": 1, "damaged": 1}])  # fmt: skip
    ships = s.ships[DANE]
    crises(s)
    i = X["1.1"] * 3
    assert s.fresh[i + DANE] == 0 and s.damaged[i + DANE] == 0 and s.ships[DANE] == ships + 1
    assert s.fresh[i + LOTUS] == 1
    assert s.court_deck[0] == "F1-15"


def test_navy_reprisal_secured_in_one_cluster_or_hits_its_imperial_ships() -> None:
    """F1-15 When Secured: the Crisis in one cluster, or hit all Imperial ships in a cluster."""
    ships = [{"system": "1.1", "fresh": 1}, {"system": "2.1", "fresh": 1, "damaged": 1}]
    s = court_turn("F1-15", [2, 0, 0], titles=TITLES, act=3, fates=FATES, imperial_ships=ships)
    do(s, "secure F1-15")
    assert "choose reprisal 1" in legal(s) and "choose hit 2" in legal(s)
    do(s, "choose hit 2")
    assert s.imperial_fresh[X["2.1"]] == 0 and s.imperial_damaged[X["2.1"]] == 1
    assert s.imperial_fresh[X["1.1"]] == 1 and s.court_deck[0] == "F1-15"
    s = court_turn("F1-15", [2, 0, 0], titles=TITLES, act=3, fates=FATES,
                   imperial_ships=[{"system": "1.1", "fresh": 1}])  # fmt: skip
    do(s, "secure F1-15", "choose reprisal 1")
    assert s.damaged[X["1.1"] * 3 + DANE] == 1 and s.fresh[X["1.1"] * 3 + LOTUS] == 1


# -- Imperial Defectors (F1-18, F1-19) ------------------------------------------------------------------
def test_imperial_defectors_crisis_as_the_admirals() -> None:
    """F1-18 Crisis: in the rolled cluster (4), Imperial ships become the first Outlaw's; bury."""
    s = court_turn("F1-18", [0, 0, 0], titles=TITLES, act=3, fates=FATES,
                   imperial_ships=[{"system": "4.1", "fresh": 2}])  # fmt: skip
    crises(s)
    assert s.imperial_fresh[X["4.1"]] == 0 and s.fresh[X["4.1"] * 3 + DANE] == 2
    assert s.court_deck[0] == "F1-18"
    s = court_turn("F1-19", [2, 0, 0], titles=TITLES, act=3, fates=FATES,
                   imperial_ships=[{"system": "2.2", "fresh": 1}])  # fmt: skip
    do(s, "secure F1-19", "choose 2")
    assert s.fresh[X["2.2"] * 3 + DANE] == 1 and s.court_deck[0] == "F1-19"


# -- Council Insiders (F1-16) --------------------------------------------------------------------------
def test_council_insiders_influences_the_council_in_session_on_securing_a_guild_card() -> None:
    """F1-16: securing a Guild card (Lesser Regent), the Council In Session: influence it (one
    agent back from the card secured, one onto the Council)."""
    s = court_turn(
        "F1-20", [1, 0, 0], titles=TITLES, act=3, fates=FATES, seats=[{"guild": ["F1-16"]}, {}, {}]
    )
    agents = s.agents[MIKAH]
    do(s, "secure F1-20")
    assert s.court_agents[0 * 3 + MIKAH] == 3 and s.agents[MIKAH] == agents


def test_council_insiders_flips_a_decided_council_in_session() -> None:
    insiders = [{"guild": ["F1-16"]}, {}, {}]
    s = court_turn("F1-20", [1, 0, 0], titles=TITLES, act=3, fates=FATES, seats=insiders,
                   council="decided", council_secured_by=LOTUS)  # fmt: skip
    do(s, "secure F1-20")
    assert s.council == "in-session" and s.council_secured_by == -1


# -- Galactic Bards (F1-17) ----------------------------------------------------------------------------
def test_galactic_bards_lets_a_surpassing_holder_declare() -> None:
    """F1-17: "When you Surpass or Pivot, before taking any actions, you may declare the ambition
    on your played card if an ambition has not been declared yet this round" (no zero marker)."""

    def follower(guild: list[str]) -> CampaignState:
        return pos(
            initiative=MIKAH,
            lead={"seat": MIKAH, "card": "ADM2"},
            turn={"seat": DANE, "card": "ADM4", "mode": "surpass"},
            seats=[{}, {"hand": ["AGG5"], "guild": guild}, {}],
            campaign_part=act3(),
        )

    assert not any(a.startswith("declare") for a in legal(follower([])))
    assert "declare warlord" in legal(follower(["F1-17"]))


# -- the Edicts: Imperial Sponsor (F1-23), Govern with Authority (F1-24 to F1-26) -------------------------
def council(
    policy: str, authority: bool = True, held: tuple[str, ...] = ("material", "relic"), **kw: Any
) -> CampaignState:
    """Act III: Mikah (First Regent) has secured the Council; Dane is an Outlaw with a city at 2.1,
    where the Empire controls the system (a fresh Imperial ship); Lotus a Regent with 4 cities.
    Everyone has a Material and a Relic. Then the Edicts are resolved."""
    buildings = (
        [{"slot": "2.1#0", "seat": DANE, "kind": "city"}]
        + [{"slot": f"4.{k}#0", "seat": LOTUS, "kind": "city"} for k in (1, 2, 3)]
        + [{"slot": "5.1#0", "seat": LOTUS, "kind": "city"}]
    )
    s = pos(
        buildings=buildings,
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        seats=[
            {"hand": ["ADM2"], "resources": list(held)},
            {"resources": list(held)},
            {"resources": list(held)},
        ],  # fmt: skip
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(
            first_regent=MIKAH,
            titles=TITLES,
            imperial_ships=[{"system": "2.1", "fresh": 1}],
            policies=[policy, *(p for p in ("war", "peace", "escalation") if p != policy)],
            court=[{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}],
            court_deck=["CC02"],
            edicts=kw.pop("edicts", ["ED03"]),
            booklet=["F1-24", "F1-25", "F1-26"] if authority else [],
            **kw,
        ),
    )
    return do(s, "secure IC01", "end", "no-summit", "resolve edicts")


def collect_demands(s: CampaignState) -> None:
    while s.phase == CampaignPhase.RESOLVE and s.steps and s.steps[0][0] == "demand":
        do(s, legal(s)[0])


def test_authority_demand_reaches_an_outlaw_whose_city_the_empire_controls() -> None:
    """F1-22A / F1-25: "Outlaws now owe the Imperial Demand when the Empire controls one of their
    cities": Escalation takes a Material from Dane, the Outlaw, too (without the cards: not)."""
    s = council("escalation")
    do(s, "enforce")
    collect_demands(s)
    assert s.trust[0] == 3
    s = council("escalation", authority=False)
    do(s, "enforce")
    collect_demands(s)
    assert s.trust[0] == 2


def test_authority_escalation_requisitions_4_ships() -> None:
    """F1-25: the Imperial Action places 4 fresh Imperial ships (base: 2)."""
    s = council("escalation")
    do(s, "enforce")
    collect_demands(s)
    do(s, "requisition 2.1")
    assert s.imperial_fresh[X["2.1"]] == 1 + 4


def test_authority_peace_doubles_the_bonus_city_power() -> None:
    """F1-26: Celebrate Regency gives double bonus city Power (Lotus, 4 cities built: 2, doubled)."""
    s = council("peace")
    power = s.power[LOTUS]
    do(s, "enforce")
    collect_demands(s)
    assert s.power[LOTUS] == power + 4


def test_authority_war_gives_each_regent_a_weapon_and_any_resource() -> None:
    """F1-24: Distribute Arms, then each Regent takes any 1 resource (Mikah, then Lotus)."""
    s = council("war", held=())
    do(s, "enforce")
    collect_demands(s)
    assert s.mover == MIKAH and "choose psionic" in legal(s)
    do(s, "choose psionic")
    assert s.mover == LOTUS
    roundtrip(s)
    do(s, "choose fuel")
    assert sorted(resources.held(s, MIKAH)) == [WEAPON, PSIONIC]
    assert sorted(resources.held(s, LOTUS)) == [FUEL, WEAPON] and resources.held(s, DANE) == []


def test_imperial_sponsor_the_first_regent_places_the_token_and_may_add_to_the_trust() -> None:
    """F1-23: the First Regent places the Sponsored token on an undeclared ambition box (or keeps
    it), then may add one of their resources to the Trust."""
    s = council("war", edicts=["ED03", "F1-23"], sponsored="tile")
    do(s, "change peace")
    assert s.mover == MIKAH and "choose keeper" in legal(s) and "choose tile" in legal(s)
    do(s, "choose keeper")
    assert sorted(legal(s)) == ["choose material", "choose none", "choose relic"]
    roundtrip(s)
    do(s, "choose relic")
    assert s.sponsored == "keeper" and s.trust[3] == 1


def test_declaring_the_sponsored_ambition_pays_and_makes_an_outlaw_a_regent() -> None:
    """F1-23: Dane (Outlaw) declares the Sponsored ambition: the marker's second-place Power, a
    Trust resource, the token back on the tile, and Dane a Regent."""
    s = pos(
        seats=[{}, {"hand": ["ADM2"], "guild": ["F1-20"]}, {}],
        turn=turn(DANE, "AGG4", 3),
        campaign_part=act3(titles=TITLES, first_regent=MIKAH, sponsored="keeper",
                           imperial_trust={"fuel": 1, "relic": 1}),
    )  # fmt: skip
    power = s.power[DANE]
    do(s, "prelude F1-20 keeper")
    assert s.sponsored == "tile" and not s.outlaw[DANE]
    assert s.power[DANE] == power + 3  # (the 5/3 marker: the highest available)
    assert sorted(legal(s)) == ["choose fuel", "choose relic"]
    roundtrip(s)
    do(s, "choose fuel")
    assert s.trust == [0, 0, 0, 1, 0]
