"""F21 Naturalist, Act III (issue 28; Fates file "F21 — Naturalist"; card texts F21-01A/B, F21-02
to F21-04; errata: Blight Society's "they can't Catapult" is rules text; CRB p.7-9, p.18-19).
Mikah (seat 0) is the Naturalist. Each test fails without its rule."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach
from ambitions.games.arcs.statistics import AmbitionWatcher
from ambitions.games.arcs_campaign import data, fates, flagship, flow, invariants, render
from ambitions.games.arcs_campaign.fates import acts, blight_speaker_act3, cards, naturalist
from ambitions.games.arcs_campaign.knowledge import act3_prospects
from ambitions.games.arcs_campaign.state import BLIGHTKIN, CampaignPhase, CampaignState

from .conftest import DANE, MIKAH, do, legal, pos, snap, turn
from .test_act3 import roundtrip

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F21", "F1", "F3"]}
"""Mikah the Naturalist, Dane the Steward, Lotus the Magnate."""
B = 3  # (the Blight Trophy's index among the neutral pieces)
PSIONIC = 4


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": camp.pop("fates", FATES), "booklet": ["F21-04"], **camp}


def at(s: CampaignState, system: str, seat: int) -> tuple[int, int]:
    """`seat`'s (fresh, damaged) ships in `system`."""
    i = X[system] * s.n + seat
    return s.fresh[i], s.damaged[i]


def test_the_naturalist_act_iii_part_is_registered() -> None:
    assert "F21" in acts.ACT3 and acts.CHAPTER_END[("F21", 3)] is naturalist.chapter_end
    assert acts.AFTER[("F21", 3)] is naturalist.after
    assert cards.protected("F21-03")  # (Spore Guides: raid cost 0, protected)
    assert fates.POWERS["F21-03"].protects is not None


# -- the Setup side (F21-01A) -----------------------------------------------------------------------------
def test_setup_resettle_blight_society_spore_guides_and_the_blightkin_law() -> None:
    """F21-01A, in its order: the Resettle question; gain Blight Society and Spore Guides; the
    Blightkin tile by the Empath box and its law into the rules booklet (Blightkin in play)."""
    s = pos(
        turn=turn(DANE),
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part=act3(
            fates={**FATES, "cards": [[], [], []]},
            booklet=[],
            flagships=[{"seat": MIKAH, "system": "3.3", "board": {}}],
        ),
    )
    assert BLIGHTKIN not in s.ambitions_in_play()
    acts.SETUPS[("F21", 3)](s, MIKAH)
    assert "F21-02" in s.lore[MIKAH] and "F21-03" in s.guild[MIKAH] and "F21-04" in s.booklet
    assert BLIGHTKIN in s.ambitions_in_play()
    flow.advance(s)
    assert s.mover == MIKAH and legal(s) == ["choose resettle", "choose keep"]
    roundtrip(s)
    do(s, "choose keep")
    assert flagship.has(s, MIKAH) and not s.choices and invariants.problems(s) == []


def test_a_position_gives_the_naturalist_its_setup_cards() -> None:
    s = pos(campaign_part=act3())
    assert s.lore[MIKAH] == ["F21-02"] and s.guild[MIKAH] == ["F21-03"]
    assert "Spore Guides" in render.render(s.observation(DANE))
    assert invariants.problems(s) == []


# -- the final objective (F21-01B) ------------------------------------------------------------------------
def chapter_end(markers: list[dict[str, Any]], dane_ships: str = "") -> CampaignState:
    """Act III, chapter 1, no hands: the chapter is scored as the position loads (start 16).
    Mikah controls 1.1, 2.1 (fresh Blight) and 3.1 (damaged Blight only); Dane 4.1 (fresh)."""
    ships = [{"system": x, "seat": MIKAH, "fresh": 1} for x in ("1.1", "2.1", "3.1")]
    ships.append({"system": "4.1", "seat": DANE, "fresh": 1})
    if dane_ships:
        ships.append({"system": dane_ships, "seat": DANE, "fresh": 3})
    blight = [{"system": x, "fresh": 1} for x in ("1.1", "2.1", "4.1")] + [{"system": "3.1", "damaged": 1}]
    return pos(chapter=1, markers=markers, ships=ships, campaign_part=act3(blight=blight))


def test_live_in_the_garden_advances_per_controlled_system_with_fresh_blight() -> None:
    """F21-01B: Blightkin undeclared: 1 per system Mikah controls with fresh Blight (2: not 3.1,
    only damaged Blight; not 4.1, Dane's)."""
    s = chapter_end([{}, {}, {}])
    assert s.objective[MIKAH] == 16 - 2


def test_live_in_the_garden_needs_blightkin_won_or_undeclared() -> None:
    """F21-01B: Blightkin declared and won by Mikah (2 against 1): he advances; Dane winning it
    (3 systems against 1): he does not."""
    s = chapter_end([{"box": "blightkin"}, {}, {}])
    assert s.chapter_scoring[-1][1][0][0] == BLIGHTKIN and s.objective[MIKAH] == 16 - 2
    s = chapter_end([{"box": "blightkin"}, {}, {}], dane_ships="2.1")
    blightkin = [a for a in s.chapter_scoring[-1][1] if a[0] == BLIGHTKIN]
    assert blightkin and blightkin[0][3] != MIKAH and s.objective[MIKAH] == 16


def test_greedy_knows_the_gardens_as_the_final_objectives_prospect() -> None:
    """`knowledge.act3_prospects`: mid-chapter, Live in the Garden would advance 2 now."""
    s = pos(
        chapter=2,
        seats=[{"hand": ["ADM2"]}, {}, {}],
        ships=[{"system": x, "seat": MIKAH, "fresh": 1} for x in ("1.1", "2.1", "3.1")],
        campaign_part=act3(blight=[{"system": x, "fresh": 1} for x in ("1.1", "2.1")]),
    )
    assert act3_prospects(s)[1] == [2.0, 0.0, 0.0]


def test_the_simulators_statistics_name_blightkin_scored() -> None:
    """`arcs.statistics.AmbitionWatcher` names the ambitions scored by the state's names (the
    campaign's Blightkin, F21-04, past Arcs' five)."""
    watcher = AmbitionWatcher()
    before = pos(chapter=1, seats=[{"hand": ["ADM2"]}, {}, {}], markers=[{"box": "blightkin"}, {}, {}],
                 campaign_part=act3())  # fmt: skip
    watcher.before(before, None)
    scored = watcher.finish(chapter_end([{"box": "blightkin"}, {}, {}]))
    assert scored == {"ambitions_scored": [["blightkin"]]}


# -- Blight Society (F21-02): repair and move ----------------------------------------------------------------
BLIGHT = [{"system": "1.1", "fresh": 1, "damaged": 1}, {"system": "2.1", "damaged": 1}]


def society(card: str = "ADM4", agents: int | None = None, **kw: Any) -> CampaignState:
    """Mikah holds Blight Society and controls 1.1 (2 fresh ships) with a fresh and a damaged
    Blight; Dane controls 2.1 with a damaged Blight."""
    me: dict[str, Any] = {"resources": kw.pop("resources", [])}
    if agents is not None:
        me["agents"] = agents
    return pos(
        seats=[me, {}, {}],
        turn=turn(MIKAH, card),
        ships=[
            {"system": "1.1", "seat": MIKAH, "fresh": 2},
            {"system": "2.1", "seat": DANE, "fresh": 1},
            *kw.pop("ships", []),
        ],
        campaign_part=act3(
            blight=kw.pop("blight", BLIGHT),
            **kw.pop("campaign", {}),
        ),
        **kw,
    )


def test_blight_society_repairs_and_moves_blight_it_controls() -> None:
    """F21-02 "You can repair and move Blight you control" (as Blight Fury, F13-04)."""
    s = society()
    assert blight_speaker_act3.furious(s, MIKAH) and not blight_speaker_act3.furious(s, DANE)
    assert "repair blight 1.1" in legal(s) and "repair blight 2.1" not in legal(s)
    s = society("MOB4")
    do(s, "move 1.1 1.0 0 0 blight 1 0")
    assert (s.blight_fresh[X["1.1"]], s.blight_fresh[X["1.0"]]) == (0, 1) and s.phase != "catapult"


# -- Blight Society (F21-02): an agent per action that harms Blight ------------------------------------------
def blight_battle(agents: int | None = None) -> CampaignState:
    """Mikah (4 fresh ships in 3.3, Blight Society) battles the Blight there: 2 fresh Blight and
    a damaged one; 4 hits."""
    s = society(
        "AGG4",
        agents=agents,
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 4}],
        blight=[{"system": "3.3", "fresh": 2, "damaged": 1}],
    )
    do(s, "battle 3.3 blight", "dice 0 4 0", "roll S3 S3 S3 S3")
    return s


def test_blight_society_scraps_one_agent_per_battle_however_many_blight_are_harmed() -> None:
    """F21-02 "Once per action, if you damage or destroy Blight, scrap 1 Loyal agent from your
    supply": a fresh Blight damaged, then (another decision of the same battle) a damaged one
    destroyed: 1 agent for the battle."""
    s = blight_battle()
    agents = s.agents[MIKAH]
    do(s, "hit blight-fresh")
    assert s.agents[MIKAH] == agents - 1 and s.scrapped_agents[MIKAH] == 1
    assert naturalist.SOCIETY_FLAG in s.turn_flags and s.battle_side
    roundtrip(s)
    assert sorted(legal(s)) == ["hit blight-damaged", "hit blight-fresh"]
    do(s, "hit blight-damaged")
    assert (s.blight_fresh[X["3.3"]], s.blight_damaged[X["3.3"]]) == (1, 1)
    assert s.agents[MIKAH] == agents - 1 and s.scrapped_agents[MIKAH] == 1
    assert not s.battle_side and naturalist.SOCIETY_FLAG not in s.turn_flags
    assert invariants.problems(s) == []


def test_blight_society_next_action_costs_again_and_an_empty_supply_costs_nothing() -> None:
    """Each action pays once: a Harvest (Blight Reapers) after a battle costs another agent;
    with no agent in the supply nothing is scrapped (reading)."""
    s = society(
        "ADM4",
        ships=[{"system": "2.2", "seat": MIKAH, "fresh": 2}],
        blight=[{"system": "1.1", "damaged": 1}, {"system": "2.2", "damaged": 1}],
    )
    s.guild[MIKAH].append("F13-06")  # (Blight Reapers, F13-06)
    agents = s.agents[MIKAH]
    do(s, "harvest 1.1")
    assert s.agents[MIKAH] == agents - 1 and s.scrapped_agents[MIKAH] == 1
    do(s, "harvest 2.2")
    assert s.agents[MIKAH] == agents - 2 and s.scrapped_agents[MIKAH] == 2
    court = [{"card": data.COUNCIL}, {"card": "CC01", "agents": [10, 0, 0]}]
    empty = society("ADM4", agents=0, blight=[{"system": "1.1", "damaged": 1}], campaign={"court": court})
    empty.guild[MIKAH].append("F13-06")
    do(empty, "harvest 1.1")
    assert empty.agents[MIKAH] == 0 and empty.scrapped_agents[MIKAH] == 0
    assert invariants.problems(empty) == []


def test_blight_society_costs_nothing_when_a_rival_harms_blight() -> None:
    s = society("ADM4", blight=[{"system": "2.1", "damaged": 1}])
    s.lore[MIKAH].remove("F21-02")
    s.lore[DANE].append("F21-02")  # (Dane holds it; Mikah harvests)
    s.guild[MIKAH].append("F13-06")
    s.ships[MIKAH] -= 2
    s.fresh[X["2.1"] * 3 + MIKAH] += 2
    agents = list(s.agents)
    do(s, "harvest 2.1")
    assert s.agents == agents and s.scrapped_agents == [0, 0, 0]


def test_blight_society_repair_or_move_costs_nothing() -> None:
    s = society()
    agents = s.agents[MIKAH]
    do(s, "repair blight 1.1")
    assert s.agents[MIKAH] == agents


# -- Blight Society (F21-02): Blight Crises prevented --------------------------------------------------------
def crises_table(psionic: int = 1) -> CampaignState:
    """The round's end: Mikah secures the Council (Aggression turn). Blight: a fresh one in 1.1
    (Mikah's 2 ships), in 2.1 (Dane's 2 ships) and in 3.1 (Mikah's and Dane's ship)."""
    return pos(
        seats=[{"hand": ["ADM2"], "resources": ["psionic"] * psionic}, {}, {}],
        turn=turn(MIKAH, "AGG4"),
        ships=[
            {"system": "1.1", "seat": MIKAH, "fresh": 2},
            {"system": "2.1", "seat": DANE, "fresh": 2},
            {"system": "3.1", "seat": MIKAH, "fresh": 1},
            {"system": "3.1", "seat": DANE, "fresh": 1},
        ],
        campaign_part=act3(
            court=[{"card": data.COUNCIL, "agents": [2, 0, 0]}, {"card": "CC01"}],
            court_deck=["CC02", "CC03"],
            blight=[{"system": x, "fresh": 1} for x in ("1.1", "2.1", "3.1")],
        ),
    )


def test_blight_society_prevents_the_blight_crises_where_its_holder_has_loyal_ships() -> None:
    """F21-02: "In Blight Crises, you may spend 1 Psionic to prevent them in all systems with
    Loyal ships": asked before the Crises' Blight Crises; no Blight Crisis in 1.1 and 3.1 (Dane's
    ship there is spared too), one in 2.1; the Psionic back to the supply."""
    s = crises_table()
    supply = s.resource_supply[PSIONIC]
    do(s, "secure IC01", "end", "no-summit", "resolve crises")
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose none", "choose prevent"]
    roundtrip(s)
    do(s, "choose prevent")
    assert s.resource_count(MIKAH, PSIONIC) == 0 and s.resource_supply[PSIONIC] == supply + 1
    assert at(s, "1.1", MIKAH) == (2, 0) and at(s, "3.1", MIKAH) == (1, 0) and at(s, "3.1", DANE) == (1, 0)
    assert at(s, "2.1", DANE) == (0, 1)  # (3 hits: both damaged, then one destroyed)
    assert s.current_player() == CHANCE  # (the Court Crises' roll follows)
    assert invariants.problems(s) == []


def test_blight_society_declined_or_without_psionic_lets_the_crises_strike() -> None:
    s = crises_table()
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "choose none")
    assert s.resource_count(MIKAH, PSIONIC) == 1 and at(s, "1.1", MIKAH) != (2, 0)
    s = crises_table(psionic=0)
    do(s, "secure IC01", "end", "no-summit", "resolve crises")
    assert s.current_player() == CHANCE and at(s, "1.1", MIKAH) != (2, 0)


def test_blight_society_prevents_angers_blight_crises_too() -> None:
    """Reading: "In Blight Crises" names no step: Blight Fury's Anger (F13-04: "a Blight Crisis
    happens in each system of that cluster") asks it too. Dane's Anger on cluster 1: Mikah
    prevents the one in 1.1; Dane's ship in 1.2 is hit."""
    s = pos(
        seats=[{"resources": ["psionic"]}, {"lore": ["F13-04"]}, {}],
        turn=turn(DANE, "AGG4"),
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 2}, {"system": "1.2", "seat": DANE, "fresh": 1}],
        campaign_part=act3(blight=[{"system": "1.1", "fresh": 1}, {"system": "1.2", "fresh": 1}]),
    )
    do(s, "anger", "angerroll 1", "choose 1")
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose none", "choose prevent"]
    roundtrip(s)
    do(s, "choose prevent")
    assert at(s, "1.1", MIKAH) == (2, 0) and at(s, "1.2", DANE) == (0, 0)
    assert s.mover == DANE and invariants.problems(s) == []


# -- Spore Guides (F21-03): Seed ----------------------------------------------------------------------------
def seed_table(court_agents: int = 2, **kw: Any) -> CampaignState:
    """Mikah's Construction turn; `court_agents` of his agents on Mining Interest (CC01)."""
    return pos(
        turn=turn(MIKAH, "CON4"),
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        campaign_part=act3(
            court=[{"card": data.COUNCIL}, {"card": "CC01", "agents": [court_agents, 0, 0]}],
            blight=kw.pop("blight", [{"system": "3.1", "fresh": 1}, {"system": "3.2", "damaged": 1}]),
            **kw,
        ),
    )


def test_seed_rolls_the_number_die_as_a_chance_event() -> None:
    s = seed_table()
    assert "seed" in legal(s)
    do(s, "seed")
    assert s.phase == CampaignPhase.CHANCE_SEED and s.current_player() == CHANCE
    roll = s.parse_action("seedroll 2")
    assert s.action_text(roll, DANE) == "seedroll 2"
    assert s.explain_illegal(s.parse_action("seedroll 7"))
    roundtrip(s)
    s.apply(roll)
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose CC01", "choose done"]


def test_seed_returned_agents_turn_the_die_and_a_damaged_blight_goes_in_a_blight_free_system() -> None:
    """F21-03: rolled 2, one agent returned from the Court: cluster 1 or 3 (not 2: each agent
    turns the die by 1); cluster 3: 3.1 and 3.2 have Blight, so 3.3 or 3.0 (a gate is a
    system, CRB p.19); a damaged Blight from the supply."""
    s = seed_table()
    agents, supply = s.agents[MIKAH], s.blight_supply
    do(s, "seed", "seedroll 2", "choose CC01")
    assert s.agents[MIKAH] == agents + 1 and s.court_agents[1 * 3 + MIKAH] == 1
    do(s, "choose done")
    assert sorted(legal(s)) == ["choose 1", "choose 3"]
    roundtrip(s)
    do(s, "choose 3")
    assert sorted(legal(s)) == ["choose 3.0", "choose 3.3"]
    do(s, "choose 3.3")
    assert s.blight_damaged[X["3.3"]] == 1 and s.blight_supply == supply - 1
    assert s.mover == MIKAH and s.phase not in (CampaignPhase.CHANCE_SEED,)
    assert invariants.problems(s) == []


def test_seed_turns_wrap_and_cancel() -> None:
    """6 wraps to 1; two agents: the roll itself again, or 2 away (a turn up and one down)."""
    assert naturalist.clusters(6, 1) == [1, 5]
    assert naturalist.clusters(1, 2) == [1, 3, 5]
    assert naturalist.clusters(4, 0) == [4]
    assert naturalist.clusters(1, 3) == [2, 4, 6]


def test_seed_with_no_blight_free_system_places_nothing() -> None:
    """No system of the rolled cluster is free of Blight: nothing (no agent, no return: 0 on the
    Court, so the cluster is the roll's)."""
    full = [{"system": f"4.{k}", "damaged": 1} for k in range(4)]
    s = seed_table(court_agents=0, blight=full)
    supply = s.blight_supply
    do(s, "seed", "seedroll 4")
    assert legal(s) == ["choose 4"]
    do(s, "choose 4")
    assert s.blight_supply == supply and not s.choices


def test_seed_takes_blight_from_the_most_trophies_when_the_supply_is_empty() -> None:
    """CRB p.19: an empty Blight supply: from the player with the most Blight Trophies."""
    trophies = [{"seat": DANE, "piece": "blight", "count": data.BLIGHT_TOKENS - 2}]
    s = seed_table(court_agents=0, neutral_trophies=trophies)
    assert s.blight_supply == 0
    do(s, "seed", "seedroll 5", "choose 5", "choose 5.1")
    assert s.blight_damaged[X["5.1"]] == 1 and s.neutral_trophies[DANE * 4 + B] == data.BLIGHT_TOKENS - 3
    assert invariants.problems(s) == []


# -- random play with the Naturalist's cards -----------------------------------------------------------------
def test_random_act_iii_with_the_naturalists_cards_keeps_the_invariants() -> None:
    """Act III at random from a table where Mikah holds Blight Society and Spore Guides (and
    Psionic) and Dane Blight Fury, among Blight, preferring their actions: pieces stay conserved
    (agents scrapped included), positions round-trip (Seed's roll and questions, Blight Society's
    question) and determinized worlds agree."""
    seen: Counter[str] = Counter()
    for seed in range(6):
        rng = random.Random(seed)
        s = pos(
            seats=[{"resources": ["psionic", "psionic"]}, {"lore": ["F13-04"], "resources": ["psionic"]}, {}],
            ships=[
                {"system": x, "seat": p, "fresh": 2, "damaged": 1}
                for x in ("1.1", "2.1", "3.1")
                for p in range(3)
            ],
            campaign_part=act3(
                blight=[{"system": x, "fresh": 1, "damaged": 1} for x in ("1.1", "2.1", "3.1", "4.1")]
            ),
            seed=seed,
        )
        for i in range(2500):
            if s.current_player() == TERMINAL:
                break
            if s.current_player() == CHANCE:
                s.apply(s.sample_chance(rng))
            else:
                now = s.legal_actions()
                mine = [a for a in now if a.kind in ("seed", "anger") or "blight" in str(a)]
                busy = [a for a in now if a.kind not in ("pass", "end", "stop")]
                pool = mine if mine and rng.random() < 0.6 else busy if busy and rng.random() < 0.85 else now
                action = rng.choice(pool)
                seen[action.kind if action.kind != "choose" or not s.choices else s.choices[-1][1]] += 1
                s.apply(action)
            assert not invariants.problems(s), (seed, str(s.history[-1]))
            if i % 13 == 0 or s.phase == CampaignPhase.CHANCE_SEED or naturalist.society_waiting(s):
                assert snap(s.clone()) == snap(s)
                roundtrip(s)
    assert all(seen[k] for k in ("seed", "F21-03", "F21-02")), seen


def test_a_conspiracy_on_the_blightkin_box_keeps_the_invariants() -> None:
    """Blightkin in play (its law in the booklet): the Conspirator (F23-03) may put a Conspiracy
    on its box (`conspirator.empty_boxes`); the invariants allow it (found in a random whole
    campaign, 3 players)."""
    s = pos(
        campaign_part=act3(
            fates={"fate": ["F21", "F23", "F3"]},
            conspiracies={
                "supply": {"blue": 2, "red": 2, "yellow": 1, "white": 2},
                "boxes": [{"ambition": "blightkin", "colour": "yellow"}],
            },
        )
    )
    assert invariants.problems(s) == []
    roundtrip(s)
