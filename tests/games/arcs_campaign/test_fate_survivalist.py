"""F18 Survivalist, Act III (issue 28; Fates file "F18 — Survivalist"; card texts F18-01A/B,
F18-02 to F18-05; CRB p.7-9). Mikah (seat 0) is the Survivalist, Dane the Steward, Lotus the
Magnate. Each test fails without its rule. Faces: A4 = 2 hits, A2 = 1 hit."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.core.errors import InvalidRecord
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import flagship, flow, invariants, vox
from ambitions.games.arcs_campaign.fates import acts, survivalist
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F18", "F1", "F3"]}
TYCOON, TYRANT, WARLORD = 0, 1, 2


def act3(bunkers: list[str] | None = None, **camp: Any) -> dict[str, Any]:
    """Act III with the Survivalist set up: its Bunkers at `bunkers`, the rest in its supply."""
    places = bunkers or []
    return {
        "act": 3,
        "fates": camp.pop("fates", FATES),
        "bunkers": camp.pop("bunker_part", None)
        or {"map": [{"system": p} for p in places], "supply": 9 - len(places)},
        "booklet": ["F18-04"],
        **camp,
    }


def on_map(s: CampaignState) -> list[str]:
    return sorted(reach.SYSTEM_IDS[x] for x in survivalist.on_map(s))


def test_the_survivalist_act_iii_part_is_registered() -> None:
    assert "F18" in acts.ACT3 and acts.SETUPS[("F18", 3)] is survivalist.setup_act3


# -- the Setup side (F18-01A) ---------------------------------------------------------------------------
def test_setup_resettle_vow_bunkers_law_and_edict() -> None:
    """F18-01A, in its order: the Resettle question; gain Vow of Survival; the 9 Bunkers of
    Building Bunkers; Bunkers in the rules booklet and Captive Release among the Edicts."""
    s = pos(
        turn=turn(DANE),
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part={
            "act": 3,
            "fates": {**FATES, "cards": [[], [], []]},
            "flagships": [{"seat": MIKAH, "system": "3.3", "board": {}}],
        },
    )
    assert not s.bunkers
    acts.SETUPS[("F18", 3)](s, MIKAH)
    flow.advance(s)
    assert "F18-02" in s.lore[MIKAH] and "F18-04" in s.booklet and "F18-05" in s.edicts
    assert s.bunkers == [survivalist.SUPPLY] * 9
    assert s.mover == MIKAH and legal(s) == ["choose resettle", "choose keep"]
    roundtrip(s)
    do(s, "choose keep")
    assert flagship.has(s, MIKAH) and not s.choices and invariants.problems(s) == []


# -- Building Bunkers (F18-03) -----------------------------------------------------------------------------
def builder(**kw: Any) -> CampaignState:
    """Mikah's turn with Construction (build): his ships at 3.3 and at the gate 3.0."""
    return pos(
        turn=turn(MIKAH, "CON4", 3),
        seats=kw.pop("seats", [{}, {}, {}]),
        ships=[
            {"system": "3.3", "seat": MIKAH, "fresh": 1},
            {"system": "3.0", "seat": MIKAH, "fresh": 1},
            *kw.pop("ships", []),
        ],
        campaign_part=act3(kw.pop("bunkers", None)),
        **kw,
    )


def test_building_a_bunker_scraps_an_agent_and_captures_a_rivals() -> None:
    """F18-03: a Bunker at a planet with a Loyal piece (not the gate); one agent of Mikah's
    supply scrapped; he captures an agent from the Rival of his choice."""
    s = builder()
    bunkers = [a for a in legal(s) if a.startswith("bunker")]
    assert bunkers == ["bunker 3.3"]
    agents = list(s.agents)
    do(s, "bunker 3.3")
    assert on_map(s) == ["3.3"] and s.bunkers.count(2 * X["3.3"]) == 1  # (fresh)
    assert s.agents[MIKAH] == agents[MIKAH] - 1 and s.scrapped_agents[MIKAH] == 1
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose 1", "choose 2"]
    roundtrip(s)
    do(s, "choose 2")
    assert s.captives[MIKAH * 3 + LOTUS] == 1 and s.agents[LOTUS] == agents[LOTUS] - 1
    assert invariants.problems(s) == []
    assert s.has_piece_at(X["3.3"], MIKAH)


def test_a_bunker_is_a_loyal_piece_one_to_a_planet_and_damaged_under_rival_control() -> None:
    """F18-03: a Bunker is a Loyal piece (another can be built in its system only where none
    is: 3.3 has one); built where Dane controls the system, it is damaged (as a building, base
    p12); with one Rival with agents, the capture needs no question."""
    s = builder(
        bunkers=["3.3"],
        ships=[{"system": "3.2", "seat": MIKAH, "fresh": 1}, {"system": "3.2", "seat": DANE, "fresh": 2}],
        seats=[{}, {"captives": [0, 0, 10]}, {"agents": 0}],  # (Lotus's agents all Dane's)
    )
    assert [a for a in legal(s) if a.startswith("bunker")] == ["bunker 3.2"]
    do(s, "bunker 3.2")
    assert s.bunkers.count(2 * X["3.2"] + 1) == 1 and s.captives[MIKAH * 3 + DANE] == 1
    assert not s.choices and invariants.problems(s) == []


def test_no_bunker_without_an_agent_to_scrap_or_a_bunker_left() -> None:
    """F18-03 "you must also scrap 1 agent from your supply" (reading: a cost)."""
    s = builder(seats=[{"agents": 0}, {"captives": [10, 0, 0]}, {}])  # (Mikah's agents all Dane's)
    assert not [a for a in legal(s) if a.startswith("bunker")]
    s = builder(bunkers=["1.1", "1.2", "1.3", "2.1", "2.2", "2.3", "4.1", "4.2", "4.3"])
    assert not [a for a in legal(s) if a.startswith("bunker")]


def lone_bunker(dice: int, roll: str, captives: list[int] | None = None) -> CampaignState:
    """Dane (2 fresh ships at 2.2) battles Mikah's lone Bunker there."""
    s = pos(
        turn=turn(DANE, "AGG4", 3),
        seats=[{"captives": captives or [0, 0, 0]}, {}, {}],
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "2.2", "seat": DANE, "fresh": 2}],
        campaign_part=act3(["2.2"]),
    )
    assert "battle 2.2 0" in legal(s)
    return do(s, "battle 2.2 0", f"dice {dice} 0 0", f"roll {roll}")


def test_a_bunker_is_tough_two_hits_to_damage_it() -> None:
    """F18-03 *Tough*: one hit does nothing; two damage it; never raided."""
    s = lone_bunker(1, "A2")
    assert s.bunkers.count(2 * X["2.2"]) == 1  # (still fresh)
    s = lone_bunker(1, "A4")
    assert s.bunkers.count(2 * X["2.2"] + 1) == 1
    assert "steal" not in " ".join(legal(s))
    assert invariants.problems(s) == []


def test_destroying_a_bunker_takes_a_trophy_and_scraps_a_captive_of_the_attackers_choice() -> None:
    """F18-03: 4 hits destroy it: Dane's Trophy (for Warlord); "When a Rival destroys a Bunker,
    they scrap 1 Captive that you have": Dane chooses whose (his own or Lotus's agent)."""
    s = lone_bunker(2, "A4 A4", captives=[0, 1, 2])
    assert on_map(s) == [] and survivalist.trophies(s, DANE) == 1
    assert s.more_ambition_count(DANE, WARLORD) == 1
    assert s.mover == DANE and sorted(legal(s)) == ["choose 1", "choose 2"]
    roundtrip(s)
    do(s, "choose 2")
    assert s.captives[:3] == [0, 1, 1] and s.scrapped_agents[LOTUS] == 1
    assert invariants.problems(s) == []


def test_bunker_trophies_go_back_when_warlord_is_scored() -> None:
    s = pos(
        chapter=1,
        markers=[{"box": "warlord"}, {}, {}],
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
        campaign_part=act3(bunker_part={"map": [{"system": "1.1"}], "trophies": [0, 2, 0]}),
    )
    assert [a[3] for a in s.chapter_scoring[-1][1]] == [DANE]  # (his 2 Bunker Trophies)
    assert s.bunkers.count(survivalist.SUPPLY) == 8 and invariants.problems(s) == []


# -- Vow of Survival (F18-02) ----------------------------------------------------------------------------
def test_the_vow_forbids_declaring_tyrant_however_declared() -> None:
    s = pos(
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn=turn(MIKAH, "ADM3", 3),
        initiative=MIKAH,
        campaign_part=act3(),
    )
    assert "declare tyrant" not in legal(s)
    populist = vox.POWERS["CC11"].choice_options
    assert populist is not None and ("tyrant",) not in populist(s, (MIKAH, "CC11", "declare"))
    s.lore[MIKAH].remove("F18-02")  # (without the Vow)
    assert "declare tyrant" in legal(s) and ("tyrant",) in populist(s, (MIKAH, "CC11", "declare"))


def scored(
    mikah: dict[str, Any], markers: list[dict[str, Any]], bunkers: list[str], **kw: Any
) -> CampaignState:
    """Act III, chapter 1, no hands: the chapter is scored as the position loads (the objective
    starts on 18 with 3 players)."""
    return pos(
        chapter=1,
        markers=markers,
        seats=[
            {"hand": [], **mikah},
            {"hand": [], **kw.pop("dane", {})},
            {"hand": [], **kw.pop("lotus", {})},
        ],
        campaign_part=act3(bunkers),
        **kw,
    )


def test_winning_an_ambition_gains_only_second_place_power() -> None:
    """F18-02: Mikah wins Tycoon (first marker 5/3): 3 Power, no bonus city Power."""
    s = scored(
        {"resources": ["material", "fuel"]}, [{"box": "tycoon"}, {}, {}], [], dane={"resources": ["fuel"]}
    )
    (amb,) = s.chapter_scoring[-1][1]
    assert amb[3] == MIKAH and amb[6][MIKAH] == 3 and amb[6][DANE] == 3
    assert s.power[MIKAH] == 3


def test_keep_the_people_safe_advances_the_lower_of_captives_and_bunkers_per_ambition_won() -> None:
    """F18-01B: Mikah wins Tycoon with 2 Captives and 3 Bunkers on the map: 2; with 4
    Captives: 3; winning nothing: nothing."""
    won = [{"box": "tycoon"}, {}, {}]
    s = scored({"resources": ["material"], "captives": [0, 2, 0]}, won, ["1.1", "2.2", "5.1"])
    assert s.objective[MIKAH] == 18 - 2
    s = scored({"resources": ["material"], "captives": [0, 2, 2]}, won, ["1.1", "2.2", "5.1"])
    assert s.objective[MIKAH] == 18 - 3
    s = scored({"captives": [0, 2, 2]}, won, ["1.1", "2.2", "5.1"], dane={"resources": ["fuel"]})
    assert s.objective[MIKAH] == 18


def tyrant_scored(bunkers: list[str]) -> CampaignState:
    """Tyrant declared, Lotus wins it (4 Captives); Mikah holds 2 of Dane's agents and 1 of
    Lotus's."""
    return scored(
        {"captives": [0, 2, 1]},
        [{"box": "tyrant"}, {}, {}],
        bunkers,
        lotus={"captives": [2, 2, 0]},
    )


def test_the_vow_keeps_one_captive_per_bunker_when_captives_are_returned() -> None:
    """F18-02: 2 Bunkers: Mikah keeps 2 of his 3 Captives, chosen; the other goes home."""
    s = tyrant_scored(["1.1", "2.2"])
    assert s.captives[6:] == [0, 0, 0]  # (Lotus's returned)
    assert s.choices == [(MIKAH, "F18-01", "keep", 2)] and s.chapter_end_due
    assert legal(s) == ["choose 1", "choose 2"]
    assert invariants.problems(s) == []
    roundtrip(s)
    do(s, "choose 2", "choose 1")
    assert s.captives[:3] == [0, 1, 1] and not s.vow_held and not s.choices
    assert s.chapter == 2 and invariants.problems(s) == []


def test_the_vow_keeps_all_with_enough_bunkers_and_none_without() -> None:
    s = tyrant_scored(["1.1", "2.2", "5.1"])
    assert s.captives[:3] == [0, 2, 1] and not s.choices
    s = tyrant_scored([])
    assert s.captives[:3] == [0, 0, 0] and not s.choices and invariants.problems(s) == []


# -- Protect Against the Blight (F18-01B) -----------------------------------------------------------------
def test_a_blight_crisis_at_a_bunker_advances_one() -> None:
    """F18-01B: Blight at 2.2 (a Bunker) and at 5.1 (none): the Crises advance 1."""
    s = pos(
        turn=turn(MIKAH, "AGG4", 3),
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
        campaign_part=act3(
            ["2.2", "1.1"],
            blight=[{"system": "2.2", "fresh": 1}, {"system": "5.1", "fresh": 1}],
        ),
    )
    from ambitions.games.arcs_campaign import council

    council.resolve_crises(s)
    assert s.objective[MIKAH] == 18 - 1


# -- Captive Release (F18-05) ------------------------------------------------------------------------------
def release(power: list[int], captives: list[int]) -> CampaignState:
    """The round's end with Captive Release among the Edicts (Mikah secured the Council); Dane
    controls 2.2 (a Bunker, Weapon planet), Lotus 5.1 (a Bunker)."""
    s = pos(
        ships=[
            {"system": "1.1", "seat": MIKAH, "fresh": 1},
            {"system": "2.2", "seat": DANE, "fresh": 1},
            {"system": "5.1", "seat": LOTUS, "fresh": 1},
        ],
        seats=[
            {"hand": ["ADM2"], "power": power[0], "captives": captives},
            {"power": power[1]},
            {"power": power[2]},
        ],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(
            ["2.2", "5.1"],
            court=[{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}],
            court_deck=["CC02"],
            edicts=["ED03", "F18-05"],
        ),
    )
    do(s, "secure IC01", "end", "no-summit")
    do(s, "resolve edicts")
    while s.steps and s.steps[0][0] == "govern":
        do(s, legal(s)[0])
    return s


def test_captive_release_a_richer_rival_names_a_bunker_the_survivalist_returns_or_is_outraged() -> None:
    """F18-05: Dane (more Power, his agents held) names the Bunker at 2.2; Mikah returns them;
    Lotus (more Power too) names 5.1; Mikah Provokes Outrage of its type instead."""
    s = release([1, 5, 6], [0, 2, 1])
    assert s.mover == DANE and legal(s) == ["choose none", "choose 2.2"]
    roundtrip(s)
    do(s, "choose 2.2")
    assert s.mover == MIKAH and legal(s) == ["choose return", "choose outrage"]
    agents = s.agents[DANE]
    do(s, "choose return")
    assert s.captives[:3] == [0, 0, 1] and s.agents[DANE] == agents + 2
    assert s.mover == LOTUS and legal(s) == ["choose none", "choose 5.1"]
    do(s, "choose 5.1", "choose outrage")
    resource = reach.PLANET_RESOURCE[X["5.1"]]
    assert s.outrage[MIKAH] >> resource & 1 and s.captives[:3] == [0, 0, 1]
    assert invariants.problems(s) == []


def test_captive_release_asks_only_richer_rivals_whose_agents_are_held() -> None:
    """Lotus has less Power than Mikah; Dane more, but Mikah holds none of his agents."""
    s = release([4, 5, 2], [0, 0, 1])
    assert not any(c[1] == "F18-01" for c in s.choices)


# -- positions ----------------------------------------------------------------------------------------------
def test_a_position_refuses_two_bunkers_on_a_planet_or_a_wrong_count() -> None:
    with pytest.raises(InvalidRecord, match=r"bunkers.map\[1\]"):
        pos(campaign_part=act3(bunker_part={"map": [{"system": "1.1"}, {"system": "1.1"}]}))
    with pytest.raises(InvalidRecord, match="9 Bunkers"):
        pos(campaign_part=act3(bunker_part={"map": [{"system": "1.1"}], "supply": 9}))
    with pytest.raises(InvalidRecord, match=r"campaign.bunkers.map must be a list of Bunkers on planets"):
        pos(campaign_part=act3(bunker_part={"map": "1.1"}))
    with pytest.raises(InvalidRecord, match=r"campaign.bunkers.trophies\[1\] must be a count"):
        pos(campaign_part=act3(bunker_part={"trophies": [0, -1, 0]}))


def test_a_bunker_trophy_is_a_trophy_for_the_pacifists_grand_ambition() -> None:
    """Demonstrate Nonviolence (F14-08B) "no Trophies": Dane, the Pacifist, holds a Bunker."""
    from ambitions.games.arcs_campaign.fates import pacifist_act3

    s = pos(
        campaign_part=act3(
            fates={"fate": ["F18", "F14", "F3"]},
            bunker_part={"trophies": [0, 1, 0]},
        ),
    )
    assert pacifist_act3.grand_ambitions(s, DANE)[0] is False
    s.bunkers = [survivalist.SUPPLY] * 9
    assert pacifist_act3.grand_ambitions(s, DANE)[0] is True


def test_random_act_iii_with_the_survivalist_keeps_the_invariants() -> None:
    """Act III played out at random from a table where Mikah, the Survivalist, has Bunkers and
    Captives beside Rival ships, preferring bunkers, battles and Tyrant: pieces stay conserved,
    the positions (Bunkers, the Vow's Captives) round-trip, clones equal the state and a
    determinized world agrees with the mover's observation."""
    import random
    from collections import Counter

    from ambitions.core.state import CHANCE, TERMINAL

    from .conftest import snap

    seen: Counter[str] = Counter()
    for seed in range(8):
        rng = random.Random(seed)
        s = pos(
            chapter=2,
            seed=seed,
            seats=[{"captives": [0, 2, 1]}, {"power": 6}, {"power": 8}],
            ships=[
                {"system": x, "seat": p, "fresh": 2, "damaged": 1}
                for x in ("2.2", "5.1", "6.1")
                for p in range(3)
            ],
            campaign_part=act3(["2.2", "1.1"], edicts=["ED03", "F18-05"]),
        )
        for i in range(3000):
            if s.current_player() == TERMINAL:
                break
            if s.current_player() == CHANCE:
                s.apply(s.sample_chance(rng))
            else:
                asked = s.choices[-1] if s.choices else ()
                legal_now = s.legal_actions()
                mine = [a for a in legal_now if a.kind in ("bunker", "battle", "declare")]
                busy = [a for a in legal_now if a.kind not in ("pass", "end", "stop")]
                pool = (
                    mine
                    if mine and rng.random() < 0.7
                    else busy
                    if busy and rng.random() < 0.85
                    else legal_now
                )
                action = rng.choice(pool)
                seen[str(asked[2]) if asked and asked[1] == "F18-01" else action.kind] += 1
                s.apply(action)
            assert not invariants.problems(s), (seed, str(s.history[-1]))
            if i % 13 == 0 or s.vow_held or (s.choices and s.choices[-1][1] == "F18-01"):
                assert snap(s.clone()) == snap(s)
                roundtrip(s)
        assert s.current_player() == TERMINAL or s.chapter == 4
    assert all(seen[k] for k in ("bunker", "capture", "release", "release-answer")), seen


def test_the_text_view_shows_the_bunkers() -> None:
    from ambitions.games.arcs_campaign import render

    s = pos(
        campaign_part=act3(bunker_part={"map": [{"system": "1.1", "damaged": True}], "trophies": [0, 1, 0]})
    )
    assert "Bunkers: 1.1 (damaged); 7 in the supply; Trophies s1 1" in render.render(s.observation(None))
