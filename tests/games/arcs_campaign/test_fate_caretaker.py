"""F5 Caretaker, Act I (Fates file "F5 — Caretaker"; card texts F5-01A/B, F5-02, F5-03, F5-05,
F5-06). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import IllegalAction
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.state import NUM_PIECE_KINDS, SHIP
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
        ships=[
            {"system": "1.0", "seat": MIKAH, "fresh": 1},
            {"system": "4.0", "seat": MIKAH, "fresh": 1},
            {"system": "5.0", "seat": DANE, "fresh": 1},
        ],  # fmt: skip
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


def held(golems: list[dict[str, Any]], campaign_extra: dict[str, Any] | None = None, **kw: Any) -> Any:
    return pos(
        initiative=MIKAH,
        turn={"seat": MIKAH, "card": "ADM4", "mode": "lead", "pips": 3},
        campaign_part={"fates": {**CARETAKER, "golems": golems}, **(campaign_extra or {})},
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
    # In the rightmost of Dane's 2 open slots (5 cities on his board; F5-05).
    assert s.observation(LOTUS)["campaign"]["golems"] == [
        {"holder": DANE, "slot": 1, "awake": False, "golem": None}
    ]


def test_a_sleeping_golem_cannot_be_spent() -> None:
    s = held([{"golem": "harvester", "holder": MIKAH, "awake": False}])
    assert not any(a.startswith("golem") for a in legal(s))


def test_the_warrior_destroys_every_damaged_ship_in_a_system() -> None:
    """F5-06 Warrior: "Destroy all damaged ships in one system": the Rivals' become the
    spender's Trophies (base p7 "If you destroy a Rival's pieces, put them in the Trophies box"),
    the spender's own go back to its supply."""
    s = held(
        [{"golem": "warrior", "holder": MIKAH, "awake": True}],
        ships=[
            {"system": "3.3", "seat": DANE, "damaged": 2, "fresh": 1},
            {"system": "3.3", "seat": LOTUS, "damaged": 1},
            {"system": "3.3", "seat": MIKAH, "damaged": 1},
        ],  # fmt: skip
    )
    ships = s.ships[:]
    do(s, "golem warrior 3.3 2")
    x = reach.SYSTEM_INDEX["3.3"]
    assert s.damaged[x * 3 + DANE] == 0 and s.fresh[x * 3 + DANE] == 1 and s.damaged[x * 3 + LOTUS] == 0
    assert s.ships[DANE] == ships[DANE] and s.ships[LOTUS] == ships[LOTUS]
    assert s.ships[MIKAH] == ships[MIKAH] + 1 and s.damaged[x * 3 + MIKAH] == 0
    assert trophies(s, MIKAH) == {DANE: 2, LOTUS: 1}


def trophies(s: Any, seat: int) -> dict[int, int]:
    """Ships of each Rival in `seat`'s Trophies."""
    n = s.n
    return {p: s.trophies[(seat * n + p) * NUM_PIECE_KINDS + SHIP] for p in range(n) if p != seat and
            s.trophies[(seat * n + p) * NUM_PIECE_KINDS + SHIP]}  # fmt: skip


def test_the_warrior_takes_damaged_imperial_ships_as_trophies_only_for_an_outlaw() -> None:
    """An Outlaw's Warrior destroys damaged Imperial ships (Trophies, CRB p.11); the Truce Law
    (CRB p.11: "Regents cannot harm Imperial ships", nor Rival Regents' ships where Imperial
    ships are) keeps a Regent from the systems where it would harm them."""
    ships = [{"system": "3.3", "seat": DANE, "damaged": 1}, {"system": "2.1", "seat": DANE, "damaged": 1}]
    imperial = [{"system": "3.3", "damaged": 1}, {"system": "2.1", "fresh": 1}]
    regents = ["regent", "regent", "regent"]
    regent = held([{"golem": "warrior", "holder": MIKAH, "awake": True}], ships=ships,
                  campaign_extra={"imperial_ships": imperial, "titles": regents})  # fmt: skip
    assert not any(a.startswith(("golem warrior 3.3", "golem warrior 2.1")) for a in legal(regent))
    dane_outlaw = {"imperial_ships": imperial[1:], "titles": ["regent", "outlaw", "regent"]}
    outlaw_dane = held([{"golem": "warrior", "holder": MIKAH, "awake": True}], ships=ships,
                       campaign_extra=dane_outlaw)  # fmt: skip
    assert "golem warrior 2.1 1" in legal(outlaw_dane)  # an Outlaw's ships are not protected
    mikah_outlaw = {"imperial_ships": imperial, "titles": ["outlaw", "regent", "regent"]}
    outlaw = held([{"golem": "warrior", "holder": MIKAH, "awake": True}], ships=ships,
                  campaign_extra=mikah_outlaw)  # fmt: skip
    assert "golem warrior 3.3 1" in legal(outlaw) and "golem warrior 2.1 1" in legal(outlaw)
    do(outlaw, "golem warrior 3.3 1")
    assert trophies(outlaw, MIKAH) == {DANE: 1}
    assert {"seat": MIKAH, "piece": "imperial-ship", "count": 1} in outlaw.observation(None)["campaign"][
        "neutral_trophies"]  # fmt: skip


def test_a_golem_may_be_spent_for_no_effect_and_still_counts() -> None:
    """F5-01B "Use the Golems": 2 whenever a player spends a Golem in their Prelude, even if its
    action does nothing; the Golem still goes Sleeping to a Rival (F5-05)."""
    s = held([{"golem": "protector", "holder": MIKAH, "awake": True}])
    assert [a for a in legal(s) if a.startswith("golem")] == [
        "golem protector none 1",
        "golem protector none 2",
    ]
    do(s, "golem protector none 2")
    assert s.golems[1] == 100 + LOTUS and s.objective[MIKAH] == 18 - 2


# -- Golems in a Rival's resource slots (F5-05) ----------------------------------------------------
def rival_holds(
    resources: list[Any], lotus: list[Any] | None = None, mikah: list[Any] | None = None, **kw: Any
) -> Any:
    """Dane holds a Sleeping Golem (the seeker) in one of his 2 open slots and `resources`;
    Mikah (the Caretaker) takes a turn."""
    return held(
        [{"golem": "seeker", "holder": DANE}],
        seats=[{"resources": mikah or []}, {"resources": resources}, {"resources": lotus or []}],
        **kw,
    )


def test_a_rivals_golem_fills_one_of_their_resource_slots() -> None:
    """F5-05 "Golems occupy resource slots": Dane's 2 open slots hold 1 resource and the Golem,
    so a second resource overflows (base p17: discard one)."""
    s = rival_holds(["fuel"])
    assert s.open_slots(DANE) == 1 and s.observation(MIKAH)["seats"][DANE]["open_slots"] == 1
    with pytest.raises(Exception, match="Golem"):
        rival_holds(["fuel", "relic"])  # no room for 2 resources and the Golem
    resources.gain(s, DANE, 3)  # Dane gains a relic: no room
    assert s.discard_queue == [DANE * 8 + 3]


def test_a_board_that_overflows_may_discard_the_golem_to_a_rival() -> None:
    """F5-05: Golems "can be discarded ... like resources"; a discarded Golem goes Sleeping to a
    Rival's empty slot, so the gained resource keeps its place."""
    s = rival_holds(["fuel"], discard_queue=[{"seat": DANE, "resource": "relic"}])
    assert s.current_player() == DANE and s.phase == "discard"
    assert sorted(legal(s)) == [
        "discard fuel",
        "discard golem sleeping 0",
        "discard golem sleeping 2",
        "discard relic",
    ]
    do(s, "discard golem sleeping 2")
    assert s.golems[2] == 100 + LOTUS and not s.golem_awake[2]
    assert sorted(resources.held(s, DANE)) == [1, 3]  # fuel and relic


def test_a_golem_cannot_be_discarded_when_no_rival_has_room() -> None:
    """F5-05: with no Rival's empty slot for it, the Golem stays ("else you keep it"), so only a
    resource can make room."""
    s = rival_holds(
        ["fuel"], lotus=["material", "material"], mikah=["weapon", "weapon"],
        discard_queue=[{"seat": DANE, "resource": "relic"}],
    )  # fmt: skip
    assert sorted(legal(s)) == ["discard fuel", "discard relic"]


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
        campaign_part={
            "fates": {
                **CARETAKER,
                "golems": [{"golem": "warrior", "holder": MIKAH}, {"golem": "seeker", "holder": MIKAH}],
            }
        },  # fmt: skip
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


def test_stone_speakers_are_not_offered_inside_a_battle() -> None:
    """F5-04 reading: an ambition declared during a battle (Populist Demands, CC11, secured by
    its raid) does not end the turn: the battle's hits and raid are still to resolve (found in a
    random whole campaign, 4 players: the battle was left under way into the next turn)."""
    from ambitions.games.arcs_campaign.fates import caretaker

    s = speakers()
    s.battle_system, s.battle_defender = reach.SYSTEM_INDEX["3.1"], DANE
    caretaker.on_declare(s, MIKAH)
    assert not any(c[1] == caretaker.STONE_SPEAKERS for c in s.choices)
    s.battle_system = -1
    caretaker.on_declare(s, MIKAH)
    assert any(c[1] == caretaker.STONE_SPEAKERS for c in s.choices)


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


# -- Raiding Golems (F5-03, F5-05) -----------------------------------------------------------------
def raid(defender: int, attacker: int, golems: list[dict[str, Any]], keys: int, **seats: Any) -> Any:
    """`attacker` has won a battle against `defender` in 3.3 and raids with `keys` keys."""
    return pos(
        initiative=attacker,
        phase=CampaignPhase.BATTLE,
        turn={"seat": attacker, "card": "AGG4", "mode": "lead", "pips": 2},
        ships=[{"system": "3.3", "seat": attacker, "fresh": 2}],
        battle={"system": "3.3", "defender": defender, "stage": "raid", "keys": keys},
        seats=[seats.get(str(p), {}) for p in range(3)],
        campaign_part={"fates": {**CARETAKER, "golems": golems}, "battle": {"side": "seat"}},
    )


def test_golems_on_the_hearth_are_raided_for_2_keys_each() -> None:
    """F5-03 "Golems on this card have a raid cost of 2 keys each"; a raided Golem keeps its side
    (an Awake one stays Awake) and fills a slot of the raider's (F5-05); which Sleeping Golem is
    taken is not in the action's words."""
    golems = [{"golem": "warrior", "holder": MIKAH, "awake": True}, {"golem": "seeker", "holder": MIKAH}]
    s = raid(MIKAH, DANE, golems, keys=3, **{"1": {"resources": ["fuel"]}})
    assert sorted(a for a in legal(s) if "golem" in a) == ["steal golem sleeping 2", "steal golem warrior 2"]
    do(s, "steal golem warrior 2")
    assert s.golems[0] == 100 + DANE and s.golem_awake[0]
    assert s.open_slots(DANE) == 1  # the fuel in one slot, the Warrior in the other
    assert s.phase == "actions"  # 1 key left buys nothing: the battle is over


def test_a_rivals_golem_is_raided_for_its_slots_keys() -> None:
    """A Golem in a resource slot is raided like a resource there (base p16: the slot's keys):
    Dane's Sleeping Golem fills his rightmost open slot, raid cost 1."""
    s = raid(DANE, MIKAH, [{"golem": "seeker", "holder": DANE}], keys=1)
    assert "steal golem sleeping 1" in legal(s)
    do(s, "steal golem sleeping 1")
    assert s.golems[2] == 100 + MIKAH and not s.golem_awake[2] and s.open_slots(DANE) == 2


def test_a_raider_with_no_slot_for_a_golem_cannot_take_one() -> None:
    """Dane's 2 open slots already hold 2 Golems: no slot can take a third."""
    golems = [{"golem": "warrior", "holder": MIKAH, "awake": True}, {"golem": "seeker", "holder": DANE},
              {"golem": "harvester", "holder": DANE}]  # fmt: skip
    s = raid(MIKAH, DANE, golems, keys=4)
    assert not any("golem" in a for a in legal(s))


def test_a_raided_golem_into_a_full_board_makes_its_raider_discard() -> None:
    """Dane's 2 open slots hold 2 resources: the Golem he raids takes one, so he discards a
    resource or the Golem (to a Rival with room), as for a gained resource (base p17)."""
    golems = [{"golem": "warrior", "holder": MIKAH, "awake": True}]
    s = raid(MIKAH, DANE, golems, keys=2, **{"1": {"resources": ["fuel", "relic"]}})
    do(s, "steal golem warrior 2")
    assert s.phase == "discard" and s.current_player() == DANE
    assert sorted(legal(s)) == [
        "discard fuel",
        "discard golem warrior 0",
        "discard golem warrior 2",
        "discard relic",
    ]
    do(s, "discard relic")
    assert resources.held(s, DANE) == [1] and s.golems[0] == 100 + DANE


def test_more_golems_than_slots_are_kept_with_no_room_for_a_resource() -> None:
    """Cities returned to a board can close slots under its Golems: the holder keeps them (F5-05
    "else you keep it"), and no resource fits; a position says so or is refused."""
    golems = [{"golem": "warrior", "holder": DANE}, {"golem": "seeker", "holder": DANE},
              {"golem": "harvester", "holder": DANE}]  # fmt: skip
    s = held(golems)
    assert s.board_slots(DANE) == 2 and s.open_slots(DANE) == 0
    assert [g.get("slot") for g in s.observation(DANE)["campaign"]["golems"]] == [0, 1, 1]
    with pytest.raises(Exception, match="1 resources and 3 Golem"):
        held(golems, seats=[{}, {"resources": ["fuel"]}, {}])
