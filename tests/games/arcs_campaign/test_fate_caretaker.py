"""F5 Caretaker, Act I (Fates file "F5 — Caretaker"; card texts F5-01A/B, F5-02, F5-03, F5-05,
F5-06). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import IllegalAction
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign.state import CampaignPhase

from .conftest import COURT_ORDER, DANE, LOTUS, MIKAH, do, legal, pos, snap

CARETAKER = {"fate": ["F5", "F3", "F6"]}


def test_the_sleeping_golems_go_to_the_gates_of_clusters_without_imperial_ships() -> None:
    """F5-01A: "Shuffle the 4 Sleeping Golem tokens. Place one on its Sleeping side at each gate
    in the clusters without Imperial ships"; the Sleeping side hides which Golem it is."""
    s = campaign.new_game(2, seed=1)
    do(s, "initiative 0", "court " + " ".join(COURT_ORDER))
    do(s, "shuffle " + " ".join(list(s.court_deck) + ["L01", "L02"]))
    do(s, "policy war peace escalation", "number 2", "event crisis arrow")  # Imperial: 2 and 3
    do(s, "fates F5 F1 F2 F3", "fate F5", "fate F2")
    assert s.phase == CampaignPhase.CHANCE_GOLEMS
    before = snap(s)
    with pytest.raises(IllegalAction):
        s.apply(s.parse_action("golems warrior warrior seeker harvester"))
    assert snap(s) == before
    assert s.action_text(s.parse_action("golems seeker warrior harvester protector"), 1) == "golems"
    do(s, "golems seeker warrior harvester protector")
    gates = [reach.SYSTEM_INDEX[g] for g in ("1.0", "4.0", "5.0", "6.0")]
    assert sorted(s.golems) == gates and s.golems[2] == gates[0]  # the seeker on cluster 1's gate
    view = s.observation(MIKAH)["campaign"]["golems"]
    assert [g["golem"] for g in view] == [None] * 4
    assert [g["system"] for g in view] == ["1.0", "4.0", "5.0", "6.0"]
    assert s.phase == CampaignPhase.PLACE


def beacon(winning: bool, card: str = "ADM4", **fates: Any) -> Any:
    """Mikah (Caretaker) has ships in 1.0 and 4.0, a Sleeping Golem on each; Empath declared,
    Mikah has 2 Psionic (winning it: Lotus has a Psionic Guild card) if `winning`."""
    golems = [{"golem": "warrior", "system": "1.0"}, {"golem": "seeker", "system": "4.0"},
              {"golem": "harvester", "system": "5.0"}]  # fmt: skip
    return pos(
        initiative=MIKAH,
        markers=[{"box": "empath"}, {}, {}],
        ships=[{"system": "1.0", "seat": MIKAH, "fresh": 1}, {"system": "4.0", "seat": MIKAH, "fresh": 1},
               {"system": "5.0", "seat": DANE, "fresh": 1}],  # fmt: skip
        turn={"seat": MIKAH, "card": card, "mode": "lead", "pips": 3},
        seats=[{"resources": ["psionic", "psionic"] if winning else []}, {}, {}],
        campaign_part={"fates": {**CARETAKER, "golems": golems, **fates}},
    )


def test_golem_beacon_awakens_the_golems_you_control_onto_the_hearth() -> None:
    """F5-02 "Awaken (Influence): Take any Golems you control from the map and place them on
    your Golem Hearth card. Flip these Golems to Awake if you are winning a declared ambition"."""
    s = beacon(winning=True)
    assert "awaken" in legal(s)
    do(s, "awaken")
    assert s.golems[0] == s.golems[2] == 100 + MIKAH  # warrior, seeker
    assert s.golems[3] == reach.SYSTEM_INDEX["5.0"]  # Dane controls 5.0
    assert s.golem_awake == [True, False, True, False]
    assert {g["golem"] for g in s.observation(DANE)["campaign"]["golems"] if g.get("holder") == MIKAH} == {
        "warrior", "seeker"}  # fmt: skip
    s = beacon(winning=False)
    do(s, "awaken")
    assert s.golems[0] == 100 + MIKAH and s.golem_awake == [False] * 4
    assert [g["golem"] for g in s.observation(DANE)["campaign"]["golems"]].count(None) == 3
    assert "warrior" in [g["golem"] for g in s.observation(MIKAH)["campaign"]["golems"]]  # its holder


def test_awaken_needs_an_influence_pip() -> None:
    assert "awaken" not in legal(beacon(winning=True, card="CON4"))


def held(golems: list[dict[str, Any]], **kw: Any) -> Any:
    return pos(
        initiative=MIKAH,
        turn={"seat": MIKAH, "card": "ADM4", "mode": "lead", "pips": 3},
        campaign_part={"fates": {**CARETAKER, "golems": golems}},
        **kw,
    )


def test_the_harvester_gains_any_resource_then_sleeps_with_a_rival() -> None:
    """F5-06 Harvester: "Gain any resource"; F5-05: "When a Golem is spent ... flip it to
    Sleeping and place it in a Rival's empty resource slot"; F5-01B: 2 for each Golem spent."""
    s = held([{"golem": "harvester", "holder": MIKAH, "awake": True}])
    assert "golem harvester relic 1" in legal(s) and "golem harvester relic 0" not in legal(s)
    do(s, "golem harvester relic 1")
    assert s.resource_count(MIKAH, 3) == 1
    assert s.golems[3] == 100 + DANE and not s.golem_awake[3]
    assert s.objective[MIKAH] == 18 - 2
    assert s.observation(LOTUS)["campaign"]["golems"] == [{"holder": DANE, "awake": False, "golem": None}]


def test_a_sleeping_golem_cannot_be_spent() -> None:
    s = held([{"golem": "harvester", "holder": MIKAH, "awake": False}])
    assert not any(a.startswith("golem") for a in legal(s))


def test_the_warrior_destroys_every_damaged_ship_in_a_system() -> None:
    """F5-06 Warrior: "Destroy all damaged ships in one system" (back to their supplies)."""
    s = held(
        [{"golem": "warrior", "holder": MIKAH, "awake": True}],
        ships=[{"system": "3.3", "seat": DANE, "damaged": 2, "fresh": 1},
               {"system": "3.3", "seat": LOTUS, "damaged": 1}],  # fmt: skip
    )
    ships = s.ships[:]
    do(s, "golem warrior 3.3 2")
    x = reach.SYSTEM_INDEX["3.3"]
    assert s.damaged[x * 3 + DANE] == 0 and s.fresh[x * 3 + DANE] == 1 and s.damaged[x * 3 + LOTUS] == 0
    assert s.ships[DANE] == ships[DANE] + 2 and s.ships[LOTUS] == ships[LOTUS] + 1


def test_the_protector_repairs_ships() -> None:
    s = held([{"golem": "protector", "holder": MIKAH, "awake": True}],
             ships=[{"system": "3.3", "seat": MIKAH, "damaged": 2}])  # fmt: skip
    do(s, "golem protector 1")
    assert s.fresh[reach.SYSTEM_INDEX["3.3"] * 3 + MIKAH] == 2


def test_golems_held_count_for_each_ambition_won() -> None:
    """F5-01B "Find the Golems": 2 for each Golem you have, each time you win an ambition."""
    s = pos(
        markers=[{"box": "empath"}, {}, {}],
        seats=[{"hand": [], "resources": ["psionic", "psionic"]}, {"hand": []}, {"hand": []}],
        campaign_part={"fates": {**CARETAKER, "golems": [{"golem": "warrior", "holder": MIKAH},
                                                         {"golem": "seeker", "holder": MIKAH}]}},  # fmt: skip
    )
    assert s.chapter_scoring[-1][1][0][3] == MIKAH
    assert s.objective[MIKAH] == 18 - 4


def test_golem_hearth_crisis_wakes_the_golems_off_the_map() -> None:
    """F5-03 "Crisis: Flip all Sleeping Golems that are not on the map to Awake" (a Fate Crisis)."""
    golems = [{"golem": "warrior", "holder": DANE}, {"golem": "seeker", "system": "1.0"}]
    s = pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn={"seat": MIKAH, "card": "AGG4", "mode": "lead", "pips": 3},
        campaign_part={
            "court": [{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}],
            "court_deck": ["CC02", "CC03"],
            "fates": {**CARETAKER, "golems": golems},
        },
    )
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis hex 4")
    assert s.golem_awake[0] and not s.golem_awake[2]


def speakers(**kw: Any) -> Any:
    """Mikah (Caretaker, Stone-Speakers) leads Administration 4 and may declare Warlord; Dane
    holds a Sleeping Golem; Dane and Lotus have cards to follow."""
    return pos(
        initiative=MIKAH,
        ships=[{"system": "3.1", "seat": p, "fresh": 1} for p in range(3)],
        turn={"seat": MIKAH, "card": "ADM4", "mode": "lead", "pips": 3},
        seats=[{}, {"hand": ["AGG5"]}, {"hand": ["CON3"]}],
        campaign_part={"fates": {**CARETAKER, "golems": [{"golem": "seeker", "holder": DANE}]}, **kw},
    )


def test_stone_speakers_end_the_turn_take_the_golems_and_roll_for_crises() -> None:
    """F5-04: "When you declare an ambition, you may end your turn immediately. If you do, take
    any Golems from Rivals, then roll the event die and resolve Crises if you roll it"; the
    Crises include Golem Hearth's (it wakes the Golem taken)."""
    s = speakers()
    do(s, "declare warlord")
    assert sorted(legal(s)) == ["choose end-turn", "choose go-on"]
    do(s, "choose end-turn")
    assert s.golems[2] == 100 + MIKAH and s.pips == 0
    assert s.current_player() < 0  # the event die
    do(s, "eventroll crisis hex 4")
    assert s.golem_awake[2]  # Golem Hearth's Crisis
    assert s.current_player() == DANE and s.phase == "follow"


def test_stone_speakers_never_resolve_the_edicts() -> None:
    s = speakers(first_regent=LOTUS)
    do(s, "declare warlord", "choose end-turn", "eventroll edict hex 4")
    assert s.current_player() == DANE and s.phase == "follow"  # no Govern the Imperial Reach
    assert s.steps == []  # nothing left to resolve
    assert not s.golem_awake[2]


def test_going_on_keeps_the_turn() -> None:
    s = speakers()
    do(s, "declare warlord", "choose go-on")
    assert s.current_player() == MIKAH and s.pips == 3 and s.golems[2] == 100 + DANE


def test_the_seeker_takes_a_catapult_move_from_one_system() -> None:
    """F5-06 Seeker: "Take a Catapult move from one system": Mikah's ships in 3.3 (no starport)
    go through gates, system by system, until they enter a planet."""
    s = held([{"golem": "seeker", "holder": MIKAH, "awake": True}],
             ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}])  # fmt: skip
    do(s, "golem seeker 3.3 2 0 1")
    assert s.phase == "catapult" and s.current_player() == MIKAH
    do(s, "catapult 3.0 2 0", "catapult 4.0 2 0", "catapult 4.1 2 0")
    assert s.fresh[reach.SYSTEM_INDEX["4.1"] * 3 + MIKAH] == 2
    assert s.phase == "actions" and s.golems[2] == 100 + DANE
