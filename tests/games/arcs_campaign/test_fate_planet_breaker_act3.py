"""F11 Planet Breaker, Act III (issue 28; Fates file "F11 — Planet Breaker"; card texts F11-12A/B,
F11-11). Each test fails without its rule. Mikah (seat 0) is the Planet Breaker."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ambitions.core.state import CHANCE
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, STARPORT, building_code
from ambitions.games.arcs_campaign import invariants, observe, position
from ambitions.games.arcs_campaign.fates import acts, planet_breaker, planet_breaker_act3
from ambitions.games.arcs_campaign.fates.planet_breaker import BROKEN, SUPPLY_11
from ambitions.games.arcs_campaign.state import FREE, CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn

X = reach.SYSTEM_INDEX
MATERIAL, WEAPON = 0, 2
FATES = {"fate": ["F11", "F7", "F6"]}
"""Mikah the Planet Breaker, Dane the Admiral, Lotus the Partisan."""


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": FATES, **camp}


def check(s: CampaignState) -> None:
    """The invariants hold; a snapshot reloads to the same state."""
    assert invariants.problems(s) == []
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)


# -- Setup side (F11-12A) ------------------------------------------------------------------------------
def test_setup_keeps_the_act_two_pieces_on_breaking_worlds() -> None:
    """F11-12A: "Place pieces that were on your Breaking Worlds card (03) in Act II back on it"
    (kept through the Intermission: the campaign file's table carries them)."""
    worlds = [{"seat": DANE, "kind": "city"}, {"seat": "free", "kind": "starport", "damaged": True}]
    s = pos(campaign_part=act3(planet_breaker={"spare": 5, "broken": ["4.2"], "breaking_worlds": worlds}))
    kept = list(s.breaking_worlds)
    acts.SETUPS[("F11", 3)](s, MIKAH)
    assert (
        s.breaking_worlds == kept == [building_code(DANE, CITY, False), building_code(FREE, STARPORT, True)]
    )
    assert "F11" in acts.ACT3 and acts.GRAND_AMBITIONS["F11"] is planet_breaker_act3.grand_ambitions
    check(s)


# -- grand ambitions (F11-12B) -------------------------------------------------------------------------
def scoring(outrage: list[list[str]], worlds: int, warlord: int | None = None, **kw: Any) -> CampaignState:
    """Act III chapter 1, scored as the position loads: Warlord declared, `warlord` (a seat) the
    only one with Trophies; `worlds` buildings on Breaking Worlds; a city of Dane's at 1.1."""
    trophies = [{"owner": (warlord + 1) % 3, "piece": "ship", "count": 2}] if warlord is not None else []
    rows = [
        {"hand": [], "outrage": o, **({"trophies": trophies} if p == warlord else {})}
        for p, o in enumerate(outrage)
    ]
    kw.setdefault("buildings", [{"slot": "1.1#0", "seat": DANE, "kind": "city"}])
    return pos(
        markers=[{"box": "warlord"}, {}, {}],
        seats=rows,
        chapter=1,
        campaign_part=act3(
            planet_breaker={
                "spare": 5,
                "broken": ["4.2"],
                "breaking_worlds": [{"seat": DANE, "kind": "city"}] * worlds,
            }
        ),
        **kw,
    )


EVERYONE = [["material"], ["fuel"], ["weapon"]]


def test_break_the_worlds_everyone_outraged_and_more_buildings_than_the_chapter() -> None:
    """F11-12B: every player has Outrage, and 2 buildings on Breaking Worlds (more than chapter 1):
    both (4 Power); 1 building only: the Outrage alone (2); a player without Outrage: the
    buildings alone."""
    assert scoring(EVERYONE, 2).grand_scores[0] == (1, MIKAH, 2, 4)
    assert scoring(EVERYONE, 1).grand_scores[0] == (1, MIKAH, 1, 2)
    assert scoring([[], ["fuel"], ["weapon"]], 2).grand_scores[0] == (1, MIKAH, 1, 2)


def test_no_building_on_the_map_fulfils_the_second() -> None:
    """F11-12B: "... or there are no buildings on the map" (none on Breaking Worlds either)."""
    assert scoring([[], [], []], 0, buildings=[]).grand_scores[0] == (1, MIKAH, 1, 2)
    assert scoring([[], [], []], 0).grand_scores[0] == (1, MIKAH, 0, 0)


def test_a_rival_winning_warlord_fulfils_neither() -> None:
    """F11-12B: "No Rival wins the Warlord ambition and..." (Dane wins it: nothing; Mikah's own
    win does not stop him)."""
    s = scoring(EVERYONE, 2, warlord=DANE)
    assert [a[3] for a in s.chapter_scoring[-1][1]] == [DANE]
    assert s.grand_scores[0] == (1, MIKAH, 0, 0)
    s = scoring(EVERYONE, 2, warlord=MIKAH)
    assert [a[3] for a in s.chapter_scoring[-1][1]] == [MIKAH]
    assert s.grand_scores[0] == (1, MIKAH, 2, 4)


# -- Planet-Eater Loose (F11-11) ------------------------------------------------------------------------
AFTER_FAILED = {"supply": 5, "broken": ["6.1"]}
"""F11-10 failed: the Hammer tokens in the supply for Planet-Eater Loose (one Broken World)."""


def eater_crisis(agents: list[int] | None = None, **kw: Any) -> CampaignState:
    """Act III with Dane (no Planet Breaker in play: F11-10 failed), Dane's turn with Aggression
    4, 2 of his agents on the Council (securing it ends the round in Crises); Planet-Eater Loose
    and Mining Interest (Material) in the Court; Lotus's city at 3.1 (Material, crescent)."""
    return pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        buildings=kw.pop("buildings", [{"slot": "3.1#0", "seat": LOTUS, "kind": "city"}]),
        seats=[{}, {"hand": ["ADM2"]}, {}],
        turn=turn(DANE, "AGG4", 3),
        campaign_part={
            "act": 3,
            "fates": {"fate": ["F17", "F7", "F6"]},
            "court": [
                {"card": "IC01", "agents": [0, 2, 0]},
                {"card": "F11-11", "agents": agents or [0, 0, 0]},
                {"card": "CC01", "agents": [1, 0, 0]},
            ],
            "court_deck": ["CC07", "CC08"],
            "planet_breaker": {**AFTER_FAILED, "tucked": ["F11-05", "F11-06"]},
            **kw,
        },
    )


def test_eater_crisis_same_symbol_breaks_the_rolled_planet() -> None:
    """F11-11 Crisis: "Roll the event die again. If you roll the same symbol, place a Broken World
    token on the rolled planet. Resolve the Breaking Worlds card." The Crises roll arrow in
    cluster 3; the reroll is a public chance event; arrow again breaks 3.1 (Material)."""
    s = eater_crisis()
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis arrow 3")
    assert s.mover == CHANCE and s.phase == CampaignPhase.CHANCE_EATER
    assert s.action_text(s.sample_chance(random.Random(1)), LOTUS).startswith("eater ")
    check(s)
    mikah_agents = s.agents[MIKAH]
    do(s, "eater edict arrow")
    x = X["3.1"]
    assert s.hammer.count(BROKEN + x) == 1 and s.hammer.count(SUPPLY_11) == 4
    assert all(s.outrage[p] & 1 << MATERIAL for p in range(3))  # everyone Provokes Outrage
    assert s.breaking_worlds == [building_code(LOTUS, CITY, False)] and sum(s.trophies) == 0
    assert planet_breaker.no_building(s, x)
    # its agent back, one on his new Material Outrage:
    assert "CC01" in s.scrapped and s.agents[MIKAH] == mikah_agents
    assert "F11-05" in s.court  # Forgeworld Refugees on top of the Court deck, refilled
    assert "F11-11" in s.court  # (the card stays: its Crisis neither buries nor discards it)
    assert invariants.problems(s) == []


def test_eater_crisis_roll_with_crises_still_to_resolve_round_trips() -> None:
    """F11-11's Crisis roll is a chance node in the middle of the round's end: with another
    Court Crisis still to resolve (Populist Demands, CC11), a snapshot there loads with its
    steps (found in a random whole campaign, 2 players)."""
    court = [
        {"card": "IC01", "agents": [0, 2, 0]},
        {"card": "F11-11", "agents": [0, 0, 0]},
        {"card": "CC01", "agents": [1, 0, 0]},
        {"card": "CC11", "agents": [0, 0, 0]},
    ]
    s = eater_crisis(court=court)
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis arrow 3")
    assert s.phase == CampaignPhase.CHANCE_EATER and s.steps
    check(s)


def test_eater_crisis_another_symbol_does_nothing() -> None:
    s = eater_crisis()
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis arrow 3")
    do(s, "eater crisis hex")
    assert not planet_breaker.no_building(s, X["3.1"]) and s.hammer.count(SUPPLY_11) == 5
    assert not any(s.outrage) and s.phase != CampaignPhase.CHANCE_EATER


def test_eater_roll_outcomes_are_checked() -> None:
    """A roll's outcome must fit the die: bad input raises and changes nothing."""
    s = eater_crisis()
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis arrow 3")
    before = snap(s)
    with pytest.raises(Exception, match="event die face"):
        do(s, "eater S1 S2")
    assert snap(s) == before


def eater_secure(agents: list[int]) -> CampaignState:
    """Dane's turn, Aggression 4 (secure), Planet-Eater Loose in the Court with `agents`."""
    return pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[{}, {"hand": ["ADM2"]}, {}],
        turn=turn(DANE, "AGG4", 3),
        action_discard=[{"card": "CON2", "faceup": True}, {"card": "MOB3", "faceup": True}],
        campaign_part={
            "act": 3,
            "fates": {"fate": ["F17", "F7", "F6"]},
            "court": [{"card": "IC01"}, {"card": "F11-11", "agents": agents}],
            "court_deck": ["CC07", "CC08"],
            "planet_breaker": AFTER_FAILED,
        },
    )


def test_eater_secured_three_hits_gain_power_draw_the_bottom_discard_and_bury() -> None:
    """F11-11 When Secured: "Roll 1 skirmish die per agent here. If you roll at least 3 hits, gain
    3 Power, draw the bottom card from the action discard pile, and bury this card." (4 agents:
    Dane's 3 and Mikah's 1: 4 dice; Mikah's agent captured as any secure's.)"""
    s = eater_secure([1, 3, 0])
    power = s.power[DANE]
    do(s, "secure F11-11")
    assert s.mover == CHANCE and s.phase == CampaignPhase.CHANCE_EATER
    check(s)
    do(s, "eater S0 S3 S4 S5")
    assert s.power[DANE] == power + 3 and "CON2" in s.hands[DANE]
    assert "F11-11" not in s.court and s.court_deck[0] == "F11-11"
    assert s.captives[DANE * 3 + MIKAH] == 1 and s.court[1] in ("CC07", "CC08")  # refilled
    assert s.mover == DANE and invariants.problems(s) == []


def test_eater_secured_fewer_hits_card_and_agents_remain() -> None:
    """F11-11: "If not, this card and agents on it remain." (2 hits of 4 dice; with fewer than 3
    agents no roll at all: it cannot hit 3 times.)"""
    s = eater_secure([1, 3, 0])
    do(s, "secure F11-11", "eater S0 S1 S4 S5")
    assert s.court[1] == "F11-11" and s.court_agents[3:6] == [1, 3, 0]
    assert s.pips == 2 and s.mover == DANE and sum(s.captives) == 0
    s = eater_secure([0, 2, 0])
    do(s, "secure F11-11")
    assert s.court[1] == "F11-11" and s.court_agents[3:6] == [0, 2, 0] and s.mover == DANE
    assert "eater" not in " ".join(legal(s))


def test_eater_crisis_does_not_break_a_broken_world_again() -> None:
    """READING (F11-11): the rolled planet already a Broken World is not broken again (no token
    placed, no Outrage)."""
    s = eater_crisis(buildings=[])
    s2 = eater_crisis(buildings=[], planet_breaker={"supply": 4, "broken": ["6.1", "3.1"]})
    for t in (s, s2):
        do(
            t,
            "secure IC01",
            "end",
            "no-summit",
            "resolve crises",
            "eventroll crisis arrow 3",
            "eater edict arrow",
        )
    assert all(s.outrage[p] & 1 << MATERIAL for p in range(3))
    assert not any(s2.outrage) and s2.hammer.count(SUPPLY_11) == 4


def test_eater_taken_without_its_roll_stays_in_the_court() -> None:
    """READING (F11-11): secured by Arcs' own secure (a ransack: its agents already gone, no die
    to roll), the card stays in its Court place, the Court not refilled."""
    from ambitions.games.arcs_campaign import vox

    s = eater_secure([0, 0, 0])
    vox.secure(s, DANE, 1, "F11-11")
    assert s.court[1] == "F11-11" and "F11-11" not in s.court_discard
    assert not any(c[1] == "REFILL" for c in s.choices) and s.power[DANE] == 0


def test_a_failed_planet_breaker_switching_fate_keeps_the_tucked_refugees() -> None:
    """F11-10 failed puts Breaking Worlds in the supply for Planet-Eater Loose, its Refugees still
    tucked: switching Fate (CRB p.29) scraps only the old Set's cards not in play."""
    from ambitions.games.arcs_campaign.fates import choice

    s = eater_secure([0, 0, 0])
    s.former_fates = ["F17", "F11", "F6"]
    s.tucked = ["F11-05", "F11-06"]
    choice.switch(s, DANE, "F17")
    assert "F11-05" not in s.scrapped and "F11-06" not in s.scrapped and "F11-07" in s.scrapped


def test_a_scrapped_court_guild_card_lets_its_attached_card_slide_down() -> None:
    """F11-03B step 4 scraps the Court's Guild cards of the type; a card attached to one takes its
    place (CRB p.27), as when any card leaves the Court."""
    s = eater_crisis()
    s.attached = ["CC01", "F16-02"]  # (Claims of Nobility attached to Mining Interest)
    do(
        s,
        "secure IC01",
        "end",
        "no-summit",
        "resolve crises",
        "eventroll crisis arrow 3",
        "eater edict arrow",
    )
    assert "CC01" in s.scrapped and s.court[2] == "F16-02" and s.attached == []
    assert invariants.problems(s) == []


def test_a_question_asked_over_the_eaters_crisis_roll_is_answered_first() -> None:
    """Planet-Eater Loose's Crisis (F11-11) waits for its event die (a chance node while its
    question is on top); a Court refill in the same step then draws Passage Storms (F22-06),
    whose "When Drawn" question lands on top: it is answered first, then the roll comes up.
    Found by random whole campaigns through the RL environment (the roll was sampled with the
    other question on top, and failed). The record is that campaign's, to the step."""
    import json
    from pathlib import Path

    import ambitions
    from ambitions.games.arcs_campaign import invariants

    where = Path(__file__).parent / "records" / "eater_crisis_then_passage_storms.json"
    record = json.loads(where.read_text())
    s = ambitions.replay(record)
    s.apply(s.parse_action("eventroll crisis crescent 5"))  # the Crisis: its roll, then the draw
    assert [c[1:3] for c in s.choices] == [("F11-11", "crisis-roll"), ("F22-06", "attach")]
    assert s.current_player() == s.initiative
    assert all(str(a).startswith("choose ") for a in s.legal_actions())
    assert not invariants.problems(s)
    s.apply(s.legal_actions()[0])  # Passage Storms attached: the Eater's roll is up again
    assert s.current_player() == ambitions.CHANCE and str(s.sample_chance()).startswith("eater ")
    s.apply(s.sample_chance())
    assert not invariants.problems(s)
