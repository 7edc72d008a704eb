"""F5 Caretaker, Act III (issue 28; Fates file "F5 — Caretaker"; card texts F5-20A/B, F5-17 to
F5-19, F5-21). Each test fails without its rule. Lotus (seat 2) is the Caretaker, holding Golem
Hearth (F5-03); Mikah the Admiral, Dane the Partisan."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME
from ambitions.games.arcs_campaign import data, invariants, observe, position, render
from ambitions.games.arcs_campaign.fates import acts, caretaker_act3
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn

HELD = 100
CARDS = [[], [], ["F5-03"]]
WARRIOR = {"golem": "warrior", "holder": LOTUS, "awake": True}


def act3(golems: list[dict[str, Any]] | None = None, **camp: Any) -> dict[str, Any]:
    fates: dict[str, Any] = {"fate": ["F7", "F6", "F5"], "cards": CARDS}
    if golems is not None:
        fates["golems"] = golems
    return {"act": 3, "fates": fates, "edicts": [data.GOLEMS_SATE], **camp}


def lotus(s: CampaignState) -> list[tuple[int, int, int, int]]:
    """The Caretaker's grand-ambition scores."""
    return [row for row in s.grand_scores if row[1] == LOTUS]


def check(s: CampaignState) -> None:
    assert invariants.problems(s) == []
    twin = s.clone()
    assert snap(twin) == snap(s) and twin.golems_fed is not s.golems_fed
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)


def chapter_end(golems: list[dict[str, Any]], lore: list[str] | None = None, **kw: Any) -> CampaignState:
    """Act III, chapter 1, every hand empty: the chapter's end comes as the position loads."""
    return pos(
        chapter=1,
        seats=[{}, {}, {"lore": lore if lore is not None else ["L05"]}],
        ships=[{"system": f"{p + 1}.1", "seat": p, "fresh": 1} for p in range(3)],
        campaign_part=act3(golems, **kw),
    )


# -- Setup side (F5-20A) ---------------------------------------------------------------------------
def test_setup_adds_the_edict_and_wakes_every_golem() -> None:
    """F5-20A: Golems Sate Their Appetite (21) with the Edicts; every Sleeping Golem flips Awake."""
    golems = [
        {"golem": "seeker", "holder": LOTUS, "awake": False},
        {"golem": "harvester", "holder": DANE, "awake": False},
    ]
    s = pos(campaign_part={**act3(golems), "edicts": []}, ships=[{"system": "1.1", "seat": 0, "fresh": 1}])
    acts.SETUPS[("F5", 3)](s, LOTUS)
    assert data.GOLEMS_SATE in s.edicts and s.golem_awake == [False, False, True, True]
    assert "F5" in acts.ACT3 and acts.GRAND_AMBITIONS["F5"] is caretaker_act3.grand_ambitions
    check(s)


# -- grand ambitions (F5-20B) ----------------------------------------------------------------------
def test_the_caretaker_chooses_before_the_scoring_lore_first_then_the_golem() -> None:
    """F5-20B: at the chapter's end, holding a Golem, scrap a lore card other than Golem Hearth;
    then scrap a Golem ("the Golem may be scrapped after the lore": the lore is asked first, so
    the one Golem counts for both). Both: the higher Power of chapter 1 (4)."""
    s = chapter_end([WARRIOR])
    assert s.chapter == 1 and s.mover == LOTUS and not s.grand_scores  # (the scoring waits)
    assert sorted(legal(s)) == ["choose L05", "choose none"]  # (not Golem Hearth, F5-03)
    check(s)
    do(s, "choose L05")
    assert "L05" in s.scrapped and "L05" not in s.lore[LOTUS]
    assert sorted(legal(s)) == ["choose none", "choose warrior"]
    check(s)
    do(s, "choose warrior")
    assert s.golems[0] == -1 and lotus(s) == [(1, LOTUS, 2, 4)] and s.chapter == 2
    assert "Caretaker, ch.1: scrapped lore and golem" in render.act3_lines(s.observation(MIKAH)["campaign"])
    assert invariants.problems(s) == []


def test_one_choice_fulfils_one_grand_ambition_none_fulfils_none() -> None:
    """Only the Golem scrapped: the lower Power (2); neither: nothing; asked once a chapter."""
    s = chapter_end([WARRIOR])
    do(s, "choose none", "choose warrior")
    assert lotus(s) == [(1, LOTUS, 1, 2)] and "L05" in s.lore[LOTUS]
    s = chapter_end([WARRIOR])
    do(s, "choose none", "choose none")
    assert lotus(s) == [(1, LOTUS, 0, 0)] and s.golems[0] == HELD + LOTUS
    assert s.chapter == 2 and not s.choices


def test_no_golem_held_no_question_and_no_grand_ambition() -> None:
    """Without a Golem the lore cannot be fed to one, and there is no Golem to scrap."""
    s = chapter_end([{"golem": "warrior", "holder": DANE, "awake": True}])
    assert s.chapter == 2 and lotus(s) == [(1, LOTUS, 0, 0)] and "L05" in s.lore[LOTUS]


def test_grand_ambitions_read_only_this_chapters_choices() -> None:
    """The record of chapter 1 fulfils nothing at chapter 2's scoring (each once per chapter)."""
    s = chapter_end([WARRIOR])
    do(s, "choose L05", "choose warrior")
    assert s.golems_fed == [1, 1, 1] and s.chapter == 2
    assert caretaker_act3.grand_ambitions(s, LOTUS) == (False, False)


def test_a_sleeping_golem_is_scrapped_by_its_side() -> None:
    """A Sleeping Golem is offered as ``sleeping`` (its name is hidden from the Rivals)."""
    s = chapter_end([{"golem": "seeker", "holder": LOTUS, "awake": False}], lore=[])
    assert sorted(legal(s)) == ["choose none", "choose sleeping"]
    assert "seeker" not in str(s.observation(MIKAH)["campaign"]["golems"])
    check(s)
    do(s, "choose sleeping")
    assert s.golems[2] == -1 and lotus(s) == [(1, LOTUS, 1, 2)]


# -- Golem Worship (F5-17 to F5-19, Vox) -----------------------------------------------------------
def worship(golems: list[dict[str, Any]], agents: list[int], **kw: Any) -> CampaignState:
    """Mikah plays Aggression 4; Golem Worship (F5-17) in the Court, the Council with 2 of his
    agents (securing it ends the round in Crises)."""
    return pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        buildings=kw.pop("buildings", []),
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(
            golems,
            court=[{"card": data.COUNCIL, "agents": [2, 0, 0]}, {"card": "F5-17", "agents": agents}],
            court_deck=["CC01", "CC02"],
        ),
    )


def test_golem_worship_crisis_each_golem_holder_returns_a_loyal_city() -> None:
    """F5-17 Crisis: each Golem holder (Dane, Lotus) returns a Loyal city to their board; Mikah,
    holding none, keeps his; then the card is buried."""
    cities = [
        {"slot": "2.1#0", "seat": MIKAH, "kind": "city"},
        {"slot": "3.1#0", "seat": DANE, "kind": "city"},
        {"slot": "4.1#0", "seat": LOTUS, "kind": "city"},
        {"slot": "4.2#0", "seat": LOTUS, "kind": "city"},
    ]
    golems = [WARRIOR, {"golem": "seeker", "holder": DANE, "awake": True}]
    s = worship(golems, [0, 0, 0], buildings=cities)
    left = list(s.cities_left)
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis hex 4")
    assert s.mover == DANE and legal(s) == ["choose 3.1#0"]
    do(s, "choose 3.1#0")
    assert s.mover == LOTUS and sorted(legal(s)) == ["choose 4.1#0", "choose 4.2#0"]
    do(s, "choose 4.2#0")
    assert s.cities_left == [left[0], left[1] + 1, left[2] + 1]
    assert s.slots[SLOT_BY_NAME["4.2#0"]] == -1 and s.slots[SLOT_BY_NAME["2.1#0"]] >= 0
    assert "F5-17" not in s.court and s.court_deck[0] == "F5-17"
    assert invariants.problems(s) == []


def test_golem_worship_secured_takes_any_golem_awake() -> None:
    """F5-17 When Secured: take any Golem (a Rival's Sleeping one: by its side), Awake; the card
    stays discarded."""
    s = worship([{"golem": "protector", "holder": DANE, "awake": False}], [2, 0, 0])
    do(s, "secure F5-17")
    assert legal(s) == ["choose sleeping 1"]
    do(s, "choose sleeping 1")
    assert s.golems[1] == HELD + MIKAH and s.golem_awake[1] and "F5-17" in s.court_discard
    assert invariants.problems(s) == []


# -- Golems Sate Their Appetite (F5-21, edict) -----------------------------------------------------
def edicts(
    golems: list[dict[str, Any]], guild: list[list[str]], court: list[dict[str, Any]]
) -> CampaignState:
    """The round's end with the Caretaker's Edict (Mikah secured the Council)."""
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        seats=[{"hand": ["ADM2"], "guild": guild[0]}, {"guild": guild[1]}, {"guild": guild[2]}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(
            golems,
            court=[{"card": data.COUNCIL, "agents": [2, 0, 0]}, *court],
            court_deck=["CC02"],
        ),
    )
    return do(s, "secure IC01", "end", "no-summit", "resolve edicts")


def test_sate_each_awake_golem_eats_a_guild_card_even_a_protected_one() -> None:
    """F5-21: Dane (2 Awake Golems) scraps 2 Guild cards; Lotus (1 Awake) scraps 1, the protected
    Librarians (F5-13) among her choices; the Sleeping Golem eats nothing, then wakes."""
    golems = [
        {"golem": "warrior", "holder": DANE, "awake": True},
        {"golem": "seeker", "holder": DANE, "awake": True},
        WARRIOR | {"golem": "harvester"},
        {"golem": "protector", "holder": MIKAH, "awake": False},
    ]
    s = edicts(
        golems, [["CC01"], ["CC03", "CC04", "CC06"], ["F5-13"]], [{"card": "CC07", "agents": [1, 0, 0]}]
    )
    assert s.mover == DANE and sorted(legal(s)) == ["choose CC03", "choose CC04", "choose CC06"]
    assert all(s.golem_awake)  # (then all Sleeping Golems wake)
    do(s, "choose CC04", "choose CC06")
    assert s.mover == LOTUS and legal(s) == ["choose F5-13"]
    do(s, "choose F5-13")
    assert s.guild == [["CC01"], ["CC03"], []] and {"CC04", "CC06", "F5-13"} <= set(s.scrapped)
    assert "CC07" in s.court  # (Guild cards were eaten: the Court's stays)
    assert invariants.problems(s) == []


def test_sate_with_no_guild_card_eaten_scraps_the_courts_leftmost_with_agents() -> None:
    """F5-21: no Awake Golem held: the leftmost Guild card in the Court with agents on it (CC07,
    not the agent-free CC06) is scrapped with its agents (out of the campaign)."""
    golems = [{"golem": "warrior", "holder": DANE, "awake": False}]
    court = [{"card": "CC06"}, {"card": "CC07", "agents": [1, 2, 0]}, {"card": "CC08", "agents": [0, 1, 0]}]
    s = edicts(golems, [[], ["CC03"], []], court)
    assert "CC07" in s.scrapped and "CC07" not in s.court and "CC08" in s.court and "CC06" in s.court
    assert s.scrapped_agents == [1, 2, 0] and s.guild[DANE] == ["CC03"] and s.golem_awake[0]
    assert invariants.problems(s) == []


# -- random play ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_from_a_caretaker_table_keeps_the_invariants(seed: int) -> None:
    """Random play from an Act III table with Golems held (Awake and Sleeping), Golem Worship in
    the Court and its deck and the Edict: the invariants hold, snapshots reload (at the
    Caretaker's questions too), determinize agrees; the chapter ends with the questions."""
    golems = [WARRIOR, {"golem": "seeker", "holder": LOTUS, "awake": False}]
    golems.append({"golem": "harvester", "holder": DANE, "awake": True})
    s = pos(
        ships=[{"system": f"{p + 1}.1", "seat": p, "fresh": 2} for p in range(3)],
        buildings=[{"slot": f"{p + 1}.1#0", "seat": p, "kind": "city"} for p in range(3)],
        seats=[
            {"hand": ["AGG4", "ADM3", "CON2"], "guild": ["CC03"]},
            {"hand": ["AGG2", "MOB3", "ADM5"], "guild": ["CC04"]},
            {"hand": ["ADM2", "MOB4", "CON4"], "lore": ["L05", "L06"]},
        ],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part=act3(
            golems,
            court=[{"card": data.COUNCIL}, {"card": "F5-17"}, {"card": "CC07", "agents": [0, 1, 0]}],
            court_deck=["CC01", "CC02", "F5-18", "F5-19"],
        ),
    )
    rng = random.Random(seed)
    asked = 0
    for i in range(1500):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal_now = s.legal_actions()
            if s.choices and s.choices[-1][1] == caretaker_act3.OBJECTIVE_CARD:
                asked += 1
                check(s)
            busy = [a for a in legal_now if a.kind not in ("pass", "end", "stop")]
            s.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal_now))
        assert invariants.problems(s) == [], (seed, i, str(s.history[-1]))
        if i % 7 == 0:
            check(s)
            mover = s.current_player()
            if mover >= 0:
                obs = s.observation(mover)
                assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
    assert asked and s.chapter > 1, (asked, s.chapter)


def test_the_bots_prospects_count_what_the_caretakers_choices_could_fulfil() -> None:
    """`knowledge.act3_prospects`: mid-chapter, a Caretaker holding a Golem and a lore card could
    fulfil both (4 Power at chapter 1), the Golem alone one (2); the state is untouched."""
    from ambitions.games.arcs_campaign import knowledge

    def table(lore: list[str]) -> CampaignState:
        return pos(
            chapter=1,
            ships=[{"system": f"{p + 1}.1", "seat": p, "fresh": 1} for p in range(3)],
            seats=[{"hand": ["AGG4"]}, {"hand": ["ADM2"]}, {"hand": ["MOB3"], "lore": lore}],
            turn=turn(MIKAH, "ADM4", 3),
            campaign_part=act3([WARRIOR]),
        )

    s = table(["L05"])
    assert knowledge.act3_prospects(s)[0][LOTUS] == 4.0
    assert s.golems[0] == HELD + LOTUS and "L05" in s.lore[LOTUS] and not s.golems_fed
    assert knowledge.act3_prospects(table([]))[0][LOTUS] == 2.0
