"""F13 Blight Speaker, Act II (Fates file "F13 — Blight Speaker"; card texts F13-01A/B, F13-02,
F13-03). Each test fails without its rule."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ambitions.core.errors import InvalidRecord
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import flow, invariants, movement, render
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, blight_speaker, fleet, resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

X = reach.SYSTEM_INDEX
ACT2 = {"fate": ["F13", "F1", "F3"], "cards": [["F13-02"], ["F1-02"], []]}


def act2(campaign: dict[str, Any] | None = None, **kw: Any) -> CampaignState:
    """An Act II position with Mikah the Blight Speaker."""
    part = {"act": 2, "fates": dict(ACT2), **(campaign or {})}
    return pos(campaign_part=part, **kw)


def test_an_act_two_position_takes_a_b_fate_and_its_starting_space() -> None:
    s = act2(turn=turn(MIKAH))
    assert s.act == 2 and s.fates[MIKAH] == "F13" and s.objective[MIKAH] == 16  # 3 players
    assert blight_speaker.SPORE_SHIPS in s.guild[MIKAH]
    with pytest.raises(InvalidRecord, match="different A Fates"):
        pos(campaign_part={"fates": dict(ACT2)}, turn=turn(MIKAH))


def test_setup_gains_spore_ships_scraps_two_ships_then_replenishes_to_eight() -> None:
    """F13-01A: gain Spore Ships; scrap 2 Loyal ships from the supply or the map; replenish: 1
    ship each in any systems until 8 Loyal ships are on the map."""
    s = act2(
        ships=[{"system": "1.0", "seat": MIKAH, "fresh": 3}, {"system": "2.1", "seat": MIKAH, "damaged": 1}],
        campaign={"fates": {"fate": ["F13", "F1", "F3"], "cards": [[], ["F1-02"], []]}},
        turn=turn(DANE),
    )
    ACT2_SETUPS["F13"](s, MIKAH)
    flow.advance(s)
    assert blight_speaker.SPORE_SHIPS in s.guild[MIKAH]
    assert s.mover == MIKAH
    assert sorted(legal(s)) == ["choose 1.0 fresh", "choose 2.1 damaged", "choose supply"]
    do(s, "choose 2.1 damaged", "choose supply")
    assert s.scrapped_ships[MIKAH] == 2 and fleet.ships_on_map(s, MIKAH) == 3
    assert "choose 1.0" in legal(s) and "choose 6.3" in legal(s)  # any system
    for system in ("1.0", "1.1", "1.2", "3.0"):
        do(s, f"choose {system}")
    assert "choose 1.1" not in legal(s)  # one ship to a system
    do(s, "choose 4.0")
    assert fleet.ships_on_map(s, MIKAH) == 8
    assert s.mover == DANE and not s.choices  # full: no more questions
    assert s.fresh[X["1.0"] * 3 + MIKAH] == 4
    assert invariants.problems(s) == []
    assert s.observation(DANE)["campaign"]["scrapped_ships"] == [2, 0, 0]


def test_replenishing_stops_when_the_supply_runs_out() -> None:
    s = act2(campaign={"scrapped_ships": [13, 0, 0]}, turn=turn(DANE))
    assert s.ships[MIKAH] == 2
    fleet.replenish(s, MIKAH, blight_speaker.OBJECTIVE_CARD)
    flow.advance(s)
    do(s, "choose 1.0", "choose 1.1")
    assert fleet.ships_on_map(s, MIKAH) == 2
    fleet.replenish(s, MIKAH, blight_speaker.OBJECTIVE_CARD)
    flow.advance(s)
    assert s.mover == DANE and not s.choices


def blight_chapter(blight: list[dict[str, Any]]) -> CampaignState:
    """Mikah wins Tycoon (2 Material) with ships in 1.1 and 2.1; nobody has cards: the chapter
    ends as the position loads."""
    return act2(
        markers=[{"box": "tycoon"}, {}, {}],
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}, {"system": "2.1", "seat": MIKAH, "fresh": 1}],
        seats=[{"hand": [], "resources": ["material", "material"]}, {"hand": []}, {"hand": []}],
        campaign={"blight": blight},
    )


def test_each_ambition_won_advances_one_per_blight_in_systems_with_loyal_ships() -> None:
    """F13-01B *Contact an Ancient Intelligence*."""
    s = blight_chapter(
        [
            {"system": "1.1", "fresh": 1, "damaged": 1},
            {"system": "2.1", "damaged": 1},
            {"system": "3.1", "fresh": 2},
        ]
    )
    assert [a[3] for a in s.chapter_scoring[-1][1]] == [MIKAH]
    assert s.objective[MIKAH] == 16 - 3  # 3.1 has no Loyal ship of hers


def test_no_blight_with_loyal_ships_advances_nothing() -> None:
    s = blight_chapter([{"system": "3.1", "fresh": 2}])
    assert s.objective[MIKAH] == 16


def spawn_turn(**campaign: Any) -> CampaignState:
    return act2(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 2}, {"system": "2.1", "seat": DANE, "fresh": 1}],
        seats=[{"resources": ["material"]}, {}, {}],
        campaign={"blight": [{"system": "1.1", "fresh": 1}, {"system": "2.1", "fresh": 1}], **campaign},
        turn=turn(MIKAH, "CON3", 2),
    )


def test_spawn_damages_a_fresh_blight_she_controls_and_places_a_damaged_one() -> None:
    """F13-02 Spawn (Build); F13-01B *Spread the Spores of New Life*: advance 1."""
    s = spawn_turn()
    assert "spawn 1.1" in legal(s) and "spawn 2.1" not in legal(s)  # 2.1 is Dane's
    supply = s.blight_supply
    do(s, "spawn 1.1")
    assert (s.blight_fresh[X["1.1"]], s.blight_damaged[X["1.1"]]) == (0, 2)
    assert s.blight_supply == supply - 1 and s.objective[MIKAH] == 15 and s.pips == 1
    assert "spawn 1.1" not in legal(s)  # no fresh Blight left there
    assert invariants.problems(s) == []


def test_spawn_in_the_prelude_with_material() -> None:
    s = spawn_turn()
    do(s, "spend material spawn 1.1")
    assert s.blight_damaged[X["1.1"]] == 2 and s.pips == 2


def test_without_spore_ships_there_is_no_spawn() -> None:
    s = act2(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 2}],
        campaign={"blight": [{"system": "1.1", "fresh": 1}], "fates": {**ACT2, "cards": [[], ["F1-02"], []]}},
        turn=turn(MIKAH, "CON3", 2),
    )
    assert not [a for a in legal(s) if "spawn" in a]


def test_spawn_with_an_empty_supply_takes_the_most_blight_trophies() -> None:
    """CRB p.19 (BRD C.4): an empty Blight supply is refilled from the most Blight Trophies."""
    s = spawn_turn(
        blight=[{"system": "1.1", "fresh": 1}, {"system": "2.2", "damaged": 21}],
        neutral_trophies=[{"seat": LOTUS, "piece": "blight", "count": 2}],
    )
    assert s.blight_supply == 0
    do(s, "spawn 1.1")
    assert s.neutral_trophies[LOTUS * 4 + 3] == 1
    assert invariants.problems(s) == []


def test_spore_ships_lets_a_catapult_move_pass_blight() -> None:
    """F13-02: "When you take a Catapult move, Blight no longer ends it" (CRB p.19 otherwise)."""
    s = spawn_turn(blight=[{"system": "2.0", "damaged": 1}])
    assert not movement.stops_catapult(s, MIKAH, X["2.0"], False)
    assert movement.stops_catapult(s, DANE, X["2.0"], False)


def test_the_act_two_resolution_completed_and_failed() -> None:
    """F13-03."""
    s = act2(turn=turn(MIKAH), campaign={"fates": {**ACT2, "objective": [0, 17, 10]}})
    resolution.resolve(s, MIKAH, random.Random(1))
    assert "F13-04" in s.lore[MIKAH] and "F13-03" in s.resolved
    assert set(resolution.ids("F13", 5, 6, 7, 8, 9)) <= set(s.court_deck)
    assert {"F13-10", "F13-11"} <= set(s.scrapped)
    s = act2(turn=turn(MIKAH), campaign={"fates": {**ACT2, "objective": [3, 17, 10]}})
    resolution.resolve(s, MIKAH, random.Random(1))
    assert set(resolution.ids("F13", 4, 5, 6, 7, 8)) <= set(s.scrapped)
    assert set(resolution.ids("F13", 9, 10, 11)) <= set(s.court_deck) and not s.lore[MIKAH]


def test_the_plain_render_names_the_fate_its_marker_and_scrapped_ships() -> None:
    s = act2(turn=turn(MIKAH), campaign={"scrapped_ships": [2, 0, 0]})
    lines = render.fate_lines(s.observation(DANE)["campaign"])
    fates = "Fates: s0 F13 Blight Speaker (objective 16), s1 F1 Steward (objective 22), s2 F3 Magnate"
    assert fates + " (objective 12)" in lines
    assert "Ships scrapped: s0 2" in lines
    assert render.catalogue()["fates"]["F13"]["name"] == "Blight Speaker"
