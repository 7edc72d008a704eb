"""F14 Pacifist, Act III (issue 28; Fates file "F14 — Pacifist"; card texts F14-08A/B, F14-09 to
F14-12, F14-05 to F14-07; errata: the Setup's references are 09-12). Each test fails without its
rule. Mikah (seat 0) is the Pacifist, Dane the Admiral, Lotus the Partisan."""

from __future__ import annotations

import random
from typing import Any

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME
from ambitions.games.arcs_campaign import data, invariants, negotiations, observe, position
from ambitions.games.arcs_campaign.fates import acts, advocate_act2, pacifist_act3
from ambitions.games.arcs_campaign.state import CampaignState

from .act3_support import table3
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn
from .test_negotiations import held

FATES = {"fate": ["F14", "F7", "F6"]}
BOOKLET = ["F14-09", "F14-10", "F14-11"]
X = reach.SYSTEM_INDEX
FUEL, RELIC, PSIONIC = 1, 3, 4


def act3_part(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": FATES, "booklet": BOOKLET, "edicts": ["F14-12"], **camp}


def check(s: CampaignState) -> None:
    assert invariants.problems(s) == []
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)


# -- Setup side and grand ambitions (F14-08A/B) --------------------------------------------------------------
def test_setup_puts_the_laws_and_the_summit_card_in_the_booklet_and_the_edict_in_play() -> None:
    """F14-08A (errata: 09-12 in order): Empathy for All (09) and its reminder (10), Reconcile
    with the Outraged (11) into the booklet; Rebuke of the Empaths (12), an edict."""
    s = pos(campaign_part={"act": 3, "fates": FATES})
    acts.SETUPS[("F14", 3)](s, MIKAH)
    assert set(BOOKLET) <= set(s.booklet) and "F14-12" in s.edicts and "F14" in acts.ACT3
    assert data.EDICT_NUMBER["F14-12"] == 12
    check(s)


def nonviolence(seats: list[dict[str, Any]], **camp: Any) -> CampaignState:
    return table3(["F14", "F7", "F6"], power=[0, 0, 0], seats=seats, campaign=camp)


def test_demonstrate_nonviolence() -> None:
    """F14-08B: "You have no Trophies or Captives. In total, your Rivals have more Psionic
    resources than you." Mikah 1 Psionic, Dane 1 and Lotus 1: both (4 Power in chapter 1); a
    Trophy: the second alone; Rivals 1 in all: the first alone."""
    both = nonviolence([{"resources": ["psionic"]}, {"resources": ["psionic"]}, {"resources": ["psionic"]}])
    assert (1, MIKAH, 2, 4) in both.grand_scores
    trophy = [{"resources": ["psionic"], "trophies": [{"owner": DANE, "piece": "ship", "count": 1}]},
              {"resources": ["psionic"]}, {"resources": ["psionic"]}]  # fmt: skip
    assert (1, MIKAH, 1, 2) in nonviolence(trophy).grand_scores
    captive = [{"captives": [0, 1, 0]}, {"resources": ["psionic"]}, {}]
    assert (1, MIKAH, 1, 2) in nonviolence(captive).grand_scores
    fewer = [{"resources": ["psionic"]}, {"resources": ["psionic"]}, {}]
    assert (1, MIKAH, 1, 2) in nonviolence(fewer).grand_scores


def test_frozen_psionic_count_as_resources_you_have() -> None:
    """CRB p.27 "Counting": Mikah's Psionic on Well of Empathy (F14-03) are his."""
    seats = [{"lore": ["F14-03"]}, {"resources": ["psionic"]}, {"resources": ["psionic"]}]
    assert (1, MIKAH, 2, 4) in nonviolence(seats).grand_scores
    assert (1, MIKAH, 1, 2) in nonviolence(seats, well_of_empathy=2).grand_scores


# -- Empathy for All (F14-09) --------------------------------------------------------------------------------
def battle_at(system: str, seats: list[dict[str, Any]], booklet: list[str] | None = None) -> CampaignState:
    """Dane's turn (Aggression 4): 2 fresh ships at `system` against 1 of Lotus's."""
    return pos(
        ships=[{"system": system, "seat": DANE, "fresh": 2}, {"system": system, "seat": LOTUS, "fresh": 1}],
        seats=seats,
        turn=turn(DANE, "AGG4", 3),
        campaign_part=act3_part(booklet=BOOKLET if booklet is None else booklet),
    )


def finish_battle(s: CampaignState) -> None:
    while s.battle_system >= 0:
        do(s, legal(s)[0])


FUEL_BOTH = [{}, {"resources": ["fuel", "relic"]}, {"resources": ["fuel"]}]


def test_the_attacker_provokes_outrage_of_the_planet_type_at_the_end_of_the_hits() -> None:
    """F14-09: "When a player harms anything at a planet that matches a resource they have,
    they Provoke Outrage of that planet type. For battles, resolve this at the end of dealing
    hits and before raiding." Dane battles Lotus at 3.2 (a Fuel planet) holding Fuel: nothing at
    the declaration, his Fuel Outrage once the hits are dealt (his Fuel discarded, his Relic
    kept); Lotus did not intercept."""
    s = battle_at("3.2", FUEL_BOTH)
    do(s, "battle 3.2 2")
    assert s.outrage[DANE] == 0 and s.empathy_battle == [X["3.2"], DANE, LOTUS, 0]
    check(s)
    do(s, "dice 1 0 0", "roll A4")
    finish_battle(s)
    assert s.outrage[DANE] == 1 << FUEL and held(s, DANE) == ["relic"]
    assert s.outrage[LOTUS] == 0 and not s.empathy_battle
    assert invariants.problems(s) == []


def test_an_intercepting_defender_harms_too() -> None:
    """Intercepting hits the attacking ships (harm, CRB p.27): Lotus, holding Fuel, Provokes."""
    s = battle_at("3.2", FUEL_BOTH)
    do(s, "battle 3.2 2", "dice 1 0 0", "roll A5")  # 1 hit and an intercept
    finish_battle(s)
    assert s.outrage[DANE] == 1 << FUEL and s.outrage[LOTUS] == 1 << FUEL


def test_no_outrage_without_a_matching_resource_at_a_gate_or_without_the_law() -> None:
    """F14-09: a planet "that matches a resource they have": none without Fuel; a gate is no
    planet; and only while the law is in the booklet."""
    for s, system in (
        (battle_at("3.2", [{}, {"resources": ["relic"]}, {}]), "3.2"),
        (battle_at("3.0", FUEL_BOTH), "3.0"),
        (battle_at("3.2", FUEL_BOTH, booklet=[]), "3.2"),
    ):
        do(s, f"battle {system} 2", "dice 1 0 0", "roll A5")
        finish_battle(s)
        assert s.outrage[DANE] == 0 and s.outrage[LOTUS] == 0, system


def test_the_outrage_comes_before_the_raid() -> None:
    """F14-09: "before raiding": when Dane chooses what to steal, his Fuel Outrage is already
    Provoked (his Fuel gone), and the defender's Guild card of that suit too."""
    s = battle_at("3.2", [{}, {"resources": ["fuel"]}, {"resources": ["relic", "material"]}])
    do(s, "battle 3.2 2", "dice 0 0 1")
    for face in range(6):
        trial = s.clone()
        assert isinstance(trial, CampaignState)
        do(trial, f"roll R{face}")
        while trial.battle_system >= 0 and not any(a.startswith("steal") for a in legal(trial)):
            do(trial, legal(trial)[0])
        if trial.battle_system >= 0:
            assert trial.outrage[DANE] == 1 << FUEL and "fuel" not in held(trial, DANE)
            return
    raise AssertionError("no raid die face raids")


def test_harm_outside_battles_by_the_turns_player() -> None:
    """F14-09 outside battles: Mikah secures Blight Looms (CC15) and destroys the damaged Blight
    of cluster 3, at 3.2 (Fuel) among others: he holds Fuel, so he Provokes Fuel Outrage."""
    s = pos(
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 1}, {"system": "1.1", "seat": DANE, "fresh": 1}],
        seats=[{"hand": ["ADM2"], "resources": ["fuel", "relic"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3_part(
            court=[{"card": data.COUNCIL}, {"card": "CC15", "agents": [2, 0, 0]}],
            court_deck=["CC01", "CC02"],
            blight=[{"system": "3.2", "damaged": 1}],
        ),
    )
    do(s, "secure CC15", "choose 3")
    assert s.blight_damaged[X["3.2"]] == 0 and s.outrage[MIKAH] == 1 << FUEL
    assert held(s, MIKAH) == ["relic"]
    check(s)


def test_moving_and_scrapping_are_no_harm() -> None:
    """Harm is choosing as defender, damaging, destroying or hitting (CRB p.27): ships moved out
    of a planet are not harmed."""
    s = pos(
        ships=[{"system": "3.2", "seat": MIKAH, "fresh": 2}],
        seats=[{"resources": ["fuel"]}, {}, {}],
        turn=turn(MIKAH, "MOB4", 3),
        campaign_part=act3_part(),
    )
    do(s, "move 3.2 3.0 2 0")
    assert s.outrage[MIKAH] == 0


def test_harm_snapshot_reads_damage_and_destruction() -> None:
    """`harmed_planets`: a ship damaged, a building damaged, Blight destroyed; not a move."""
    s = pos(
        ships=[{"system": "3.2", "seat": DANE, "fresh": 2}],
        buildings=[{"slot": "1.1#0", "seat": LOTUS, "kind": "city"}],
        campaign_part=act3_part(blight=[{"system": "2.1", "fresh": 1}]),
    )
    before = pacifist_act3.harm_snapshot(s)
    s.fresh[X["3.2"] * 3 + DANE] -= 1
    s.damaged[X["3.2"] * 3 + DANE] += 1
    assert pacifist_act3.harmed_planets(before, pacifist_act3.harm_snapshot(s)) == {X["3.2"]}
    s.slots[SLOT_BY_NAME["1.1#0"]] |= 1
    s.blight_fresh[X["2.1"]] = 0
    s.blight_supply += 1
    found = pacifist_act3.harmed_planets(before, pacifist_act3.harm_snapshot(s))
    assert found == {X["3.2"], X["2.1"], X["1.1"]}


# -- Reconcile with the Outraged (F14-11) --------------------------------------------------------------------
def test_forgive_is_a_negotiation_action_taking_an_outrage_as_a_favor() -> None:
    """F14-11: "In Summits, you can take a new Negotiation action, Forgive: Take a Rival's
    Outrage as a Favor": Dane's Relic Outrage clears, his agent goes onto Mikah's Fate card."""
    s = pos(seats=[{}, {"outrage": ["relic"]}, {}], campaign_part=act3_part())
    assert ("forgive", "relic") in negotiations.actions(s, MIKAH, DANE)
    agents = s.agents[DANE]
    negotiations.take(s, MIKAH, DANE, ("forgive", "relic"))
    assert s.outrage[DANE] == 0 and s.favors[MIKAH * 3 + DANE] == 1 and s.agents[DANE] == agents
    assert invariants.problems(s) == []
    s = pos(seats=[{}, {"outrage": ["relic"]}, {}], campaign_part=act3_part(booklet=[]))
    assert not any(p[0] == "forgive" for p in negotiations.actions(s, MIKAH, DANE))


def summit(**campaign: Any) -> CampaignState:
    """Mikah (Psionic on his board) secures the Council and calls the Summit; Dane has Relic
    Outrage."""
    seats = campaign.pop("seats", None) or [{"resources": ["psionic"]}, {"outrage": ["relic"]}, {}]
    rows = [{**row} for row in seats]
    rows[MIKAH] = {"hand": ["ADM2"], **rows[MIKAH]}
    s = pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=rows,
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3_part(court=[{"card": data.COUNCIL, "agents": [2, 0, 0]}], **campaign),
    )
    return do(s, "secure IC01", "end", "summit")


def test_the_caller_forgives_without_consent_by_giving_a_psionic() -> None:
    """F14-11: "In the Call to Order, the player who called the Summit may Forgive a Rival
    without their consent by giving a Psionic to that Rival.\""""
    s = summit()
    assert "forgive 1 relic" in legal(s) and "forgive 2 relic" not in legal(s)
    do(s, "forgive 1 relic")
    assert held(s, MIKAH) == [] and held(s, DANE) == ["psionic"]
    assert s.outrage[DANE] == 0 and s.favors[MIKAH * 3 + DANE] == 1 and s.mover == MIKAH
    assert "force 1 promise" in legal(s)  # "may return this Favor now"
    check(s)


def test_forgive_in_a_deal_with_the_rivals_consent() -> None:
    """F14-11 in the Negotiations: Mikah offers Dane to Forgive his Relic Outrage; Dane accepts."""
    s = do(summit(), "done", "propose 1")
    assert "give forgive relic" in legal(s)
    do(s, "give forgive relic", "offer", "accept")
    assert s.outrage[DANE] == 0 and s.favors[MIKAH * 3 + DANE] == 1
    check(s)


def test_the_forgiven_rival_must_be_able_to_hold_the_psionic() -> None:
    """F14-11: "The Rival must be able to hold the Psionic.\""""
    full = ["material", "fuel"]  # (2 open slots: 5 cities left on his board)
    s = summit(seats=[{"resources": ["psionic"]}, {"outrage": ["relic"], "resources": full}, {}])
    assert not any(a.startswith("forgive") for a in legal(s))


def test_the_psionic_monopoly_holder_must_consent() -> None:
    """F14-11: "If the Psionic Monopoly is in play, the Monopoly holder must give their consent
    to give the Psionic": Lotus holds it (Monopoly Consent in the booklet); her veto stops it."""
    monopolies = {r: "supply" for r in ("material", "fuel", "weapon", "relic")} | {"psionic": LOTUS}
    s = summit(monopolies=monopolies, booklet=[*BOOKLET, "F3-19"])
    do(s, "forgive 1 relic")
    assert s.mover == LOTUS and sorted(legal(s)) == ["choose agree", "choose veto"]
    vetoed = s.clone()
    assert isinstance(vetoed, CampaignState)
    do(vetoed, "choose veto")
    assert vetoed.outrage[DANE] == 1 << RELIC and held(vetoed, MIKAH) == ["psionic"]
    do(s, "choose agree")
    assert s.outrage[DANE] == 0 and held(s, DANE) == ["psionic"] and s.mover == MIKAH


# -- Rebuke of the Empaths (F14-12) --------------------------------------------------------------------------
def test_rebuke_of_the_empaths() -> None:
    """F14-12: "If Empath is declared, each player discards all resources matching their Outrage
    types, and each player with no Psionic Outrage gains 1 Psionic." (Not frozen resources.)"""
    seats = [{"resources": ["fuel", "relic"], "outrage": ["fuel"]},
             {"resources": ["psionic"], "outrage": ["psionic"]}, {}]  # fmt: skip
    s = pos(seats=seats, markers=[{"box": "empath"}, {}, {}], turn=turn(DANE), campaign_part=act3_part())
    pacifist_act3.rebuke(s)
    assert held(s, MIKAH) == ["psionic", "relic"] and held(s, DANE) == [] and held(s, LOTUS) == ["psionic"]
    s = pos(seats=seats, turn=turn(DANE), campaign_part=act3_part())
    pacifist_act3.rebuke(s)
    assert held(s, MIKAH) == ["fuel", "relic"]


def test_rebuke_of_the_empaths_resolves_with_the_edicts() -> None:
    """F14-12 is an edict: the Council's resolution runs it with the others (CRB p.20)."""
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        seats=[{"hand": ["ADM2"], "resources": ["fuel"], "outrage": ["fuel"]}, {}, {}],
        markers=[{"box": "empath"}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3_part(
            court=[{"card": data.COUNCIL, "agents": [2, 0, 0]}, {"card": "CC01"}], court_deck=["CC02"]
        ),
    )
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    assert held(s, MIKAH) == ["psionic"] and held(s, DANE) == ["psionic"]


# -- Itinerant Empaths (F14-06, F14-07), Psionic Liaisons (F14-05) -------------------------------------------
def test_itinerant_empaths_secured_fills_empty_slots_with_psionic() -> None:
    """F14-06 When Secured: "Gain Psionic up to your number of empty resource slots. Discard
    this card.\""""
    from .test_fate_pathfinder_act3 import court_turn

    s = court_turn("F14-06", [2, 0, 0], seats=[{"resources": ["relic"]}, {}, {}])
    do(s, "secure F14-06")
    assert held(s, MIKAH) == ["psionic", "relic"] and "F14-06" in s.court_discard


def test_itinerant_empaths_crisis_fills_the_least_powerful() -> None:
    """F14-07 Crisis: "The player with the least Power gains Psionic up to their number of empty
    resource slots. Discard this card." Lotus has the least."""
    from .test_fate_pathfinder_act3 import court_turn

    seats = [{"power": 5}, {"power": 3}, {"power": 1}]
    s = court_turn("F14-07", [0, 0, 0], seats=seats)
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis hex 4")
    assert held(s, LOTUS) == ["psionic", "psionic"] and "F14-07" in s.court_discard
    assert "F14-07" not in s.court


def test_psionic_liaisons_attach_to_declare_empath() -> None:
    """F14-05 "As F4-09": "Prelude: You may attach this to a Court card with no agents to declare
    the Empath ambition" (no zero marker, errata)."""
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        seats=[{"guild": ["F14-05"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3_part(court=[{"card": data.COUNCIL}, {"card": "CC05"}], court_deck=["CC01"]),
    )
    options = [a for a in legal(s) if "F14-05" in a]
    assert options
    do(s, options[0])
    assert 4 in s.marker_box and "F14-05" in s.attached


def test_psionic_liaisons_copy_to_influence_gains_a_psionic() -> None:
    """F14-05 "As F4-09": "When you Copy to influence, you may gain 1 Psionic"."""
    s = pos(seats=[{"guild": ["F14-05"]}, {}, {}], turn=turn(MIKAH), campaign_part=act3_part())
    advocate_act2.copied(s, MIKAH, "influence", True)
    assert held(s, MIKAH) == ["psionic"]


# -- random play ---------------------------------------------------------------------------------------------
def test_random_act3_play_with_empathy_for_all_keeps_the_invariants() -> None:
    """Random Act III play with the Pacifist's laws: invariants, reloads, determinized worlds."""
    for seed in (1, 2):
        rng = random.Random(seed)
        s = pos(
            ships=[{"system": "3.2", "seat": p, "fresh": 3} for p in range(3)],
            seats=[{"resources": ["fuel", "psionic"]}, {"resources": ["fuel"]}, {"resources": ["relic"]}],
            campaign_part=act3_part(court_deck=["F14-06", "F14-07", "F14-05", "CC01", "CC02", "CC03"]),
        )
        for _ in range(400):
            mover = s.current_player()
            if mover == TERMINAL:
                break
            if mover == CHANCE:
                s.apply(s.sample_chance(rng))
            else:
                obs = s.observation(mover)
                assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
                s.apply(rng.choice(s.legal_actions()))
            assert invariants.problems(s) == []
            assert snap(s.clone()) == snap(s)
        check(s)
