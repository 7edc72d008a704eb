"""F9 Pathfinder, Act II (Fates file "F9 — Pathfinder"; card texts F9-01A/B, F9-02, F9-03,
F9-04; BRD C.12 R20). Each test fails without its rule. Mikah (seat 0) is the Pathfinder; Lotus
(seat 2), on his right, is the clue-giver."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import InvalidRecord
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, STARPORT, building_code
from ambitions.games.arcs_campaign import flagship, flow, invariants, render
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, pathfinder, resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F9", "F7", "F6"]}


def pf(
    recorded: str | None = "3.1",
    system: str = "3.3",
    clues: list[dict[str, Any]] | None = None,
    resources: tuple[str, ...] = ("relic", "psionic"),
    campaign_part: dict[str, Any] | None = None,
    seat_turn: int = MIKAH,
    **kw: Any,
) -> CampaignState:
    """Act II, Mikah's turn (Aggression 4, his Prelude open) with his Flagship and a ship in
    `system`; Lotus recorded `recorded`."""
    kw.setdefault("ships", [{"system": system, "seat": MIKAH, "fresh": 1}])
    return pos(
        turn=turn(seat_turn, "AGG4", 3),
        seats=[{"resources": list(resources)}, {}, {}],
        campaign_part={
            "act": 2,
            "fates": FATES,
            "flagships": [{"seat": MIKAH, "system": system, "board": {}}],
            "pathfinder": {"recorded": recorded, "clues": clues or []},
            **(campaign_part or {}),
        },
        **kw,
    )


def clues(s: CampaignState) -> list[tuple[str, bool]]:
    return [(reach.SYSTEM_IDS[c >> 1], bool(c & 1)) for c in s.clues]


# -- setup (F9-01A) -------------------------------------------------------------------------------
def test_an_act_two_position_takes_the_pathfinder_on_eight() -> None:
    s = pos(turn=turn(MIKAH), campaign_part={"act": 2, "fates": FATES})
    assert s.fates[MIKAH] == "F9" and s.objective[MIKAH] == 8
    with pytest.raises(InvalidRecord, match="different A Fates"):
        pos(turn=turn(MIKAH), campaign_part={"fates": FATES})  # Act I: A Fates only


def test_setup_gains_the_flagship_then_the_clue_giver_records_a_planet_in_secret() -> None:
    """F9-01A: the Flagship to a system with Loyal pieces, a fresh starport on its Slipstream
    Drive and a fresh city on its Hull; the player on the right records a planet secretly."""
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "city"}],
        turn=turn(DANE),
        campaign_part={"act": 2, "fates": FATES},
    )
    ACT2_SETUPS["F9"](s, MIKAH)
    flow.advance(s)
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose 1.1", "choose 3.3"]
    do(s, "choose 3.3")
    assert s.flagship[MIKAH] == X["3.3"]
    assert flagship.slot(s, MIKAH, flagship.SLIPSTREAM) == building_code(MIKAH, STARPORT, False)
    assert flagship.slot(s, MIKAH, flagship.HULL) == building_code(MIKAH, CITY, False)
    assert s.slots[reach.SYSTEM_SLOTS[X["1.1"]][0]] >> 2 != MIKAH  # a Free city now
    assert s.mover == LOTUS  # the player on Mikah's right
    options = legal(s)
    assert "choose 4.2" in options and "choose 4.0" not in options and len(options) == 18  # planets
    before = [s.action_text(s.parse_action("choose 4.2"), v) for v in (MIKAH, DANE, LOTUS, None)]
    assert before == ["choose (hidden)", "choose (hidden)", "choose 4.2", "choose (hidden)"]
    do(s, "choose 4.2")
    assert s.portal_secret == X["4.2"] and s.mover == DANE and not s.choices
    assert s.observation(LOTUS)["campaign"]["pathfinder"]["recorded"] == "4.2"
    for seat in (MIKAH, DANE):
        assert s.observation(seat)["campaign"]["pathfinder"]["recorded"] == "hidden"
    assert invariants.problems(s) == []


# -- Uncovering Clues (F9-02) and Clues to the Portal (F9-03) --------------------------------------
def test_uncovering_clues_pays_a_type_no_planet_of_the_cluster_has() -> None:
    """F9-02: cluster 3 has Material, Fuel and Weapon planets: only Relic or Psionic pays."""
    s = pf(resources=("material", "psionic"))
    assert [a for a in legal(s) if a.startswith("clue")] == ["clue psionic"]
    s = pf()
    assert sorted(a for a in legal(s) if a.startswith("clue")) == ["clue psionic", "clue relic"]
    relics = s.resource_supply[reach.PLANET_RESOURCE[X["2.3"]]]
    do(s, "clue relic")
    assert reach.PLANET_RESOURCE[X["2.3"]] not in s.resources[:6]  # the Relic paid
    assert s.resource_supply[reach.PLANET_RESOURCE[X["2.3"]]] == relics + 1
    assert "clue psionic" not in legal(s)  # a Clue is on 3.3 now


def test_a_check_for_the_right_cluster_advances_one() -> None:
    s = pf(recorded="3.1")
    do(s, "clue relic")
    assert clues(s) == [("3.3", True)] and s.objective[MIKAH] == 7


def test_a_check_for_the_right_symbol_and_an_x_for_neither() -> None:
    s = pf(recorded="4.3")  # 3.3 and 4.3 share the hex symbol
    do(s, "clue relic")
    assert clues(s) == [("3.3", True)]
    s = pf(recorded="4.2")
    do(s, "clue relic")
    assert clues(s) == [("3.3", False)] and s.objective[MIKAH] == 8


def test_checks_alone_never_complete_the_objective() -> None:
    s = pf(campaign_part={"fates": {**FATES, "objective": [1, 17, 10]}})
    do(s, "clue relic")
    assert clues(s) == [("3.3", True)] and s.objective[MIKAH] == 1


def test_the_planet_gives_a_resource_per_city_and_two_ships_per_starport() -> None:
    """F9-02 and R20: every city there counts, Free and Rival ones included; 2 ships per
    starport there."""
    s = pf(
        recorded="4.2",
        resources=("relic",),
        buildings=[{"slot": "3.3#0", "seat": DANE, "kind": "city"}],
        campaign_part={"free_buildings": [{"slot": "3.3#1", "kind": "city"}]},
    )
    weapon = reach.PLANET_RESOURCE[X["3.3"]]
    do(s, "clue relic")
    assert s.resources[:2] == [weapon, weapon]
    s = pf(recorded="4.2", campaign_part={"free_buildings": [{"slot": "3.3#0", "kind": "starport"}]})
    ships = s.ships[MIKAH]
    do(s, "clue relic")
    assert s.fresh[X["3.3"] * 3 + MIKAH] == 3 and s.ships[MIKAH] == ships - 2


def test_no_clue_at_a_gate_on_a_clued_planet_or_outside_the_prelude() -> None:
    s = pf(system="3.0")
    assert not [a for a in legal(s) if a.startswith("clue")]
    s = pf(clues=[{"system": "3.3", "check": True}])
    assert not [a for a in legal(s) if a.startswith("clue")]
    s = pf()
    do(s, "move 3.3 3.2 1 0 flagship")  # an action: the Prelude is over
    assert s.flagship[MIKAH] == X["3.2"]
    assert not [a for a in legal(s) if a.startswith("clue")]


def test_the_seventh_clue_takes_the_earliest_from_the_map() -> None:
    """Six Clue tokens: with none left, one comes off the map (reading: the earliest placed)."""
    placed = [{"system": p, "check": False} for p in ("1.1", "1.3", "2.1", "2.3", "4.1", "4.3")]
    s = pf(recorded="6.2", system="3.3", clues=placed)
    do(s, "clue relic")
    assert clues(s)[-1] == ("3.3", False) and [c for c, _ in clues(s)[-6:]][0] == "1.3"
    assert "1.1" not in s.observation(MIKAH)["campaign"]["pathfinder"]["clues"][-6:]
    assert "Pathfinder: Clues 1.3 X" in "\n".join(render.fate_lines(s.observation(MIKAH)["campaign"]))


def test_the_portal_found_completes_the_objective_and_scraps_the_clues() -> None:
    """F9-03: the Flagship at the recorded planet: the Portal token there; the Clues, Clues to
    the Portal and Uncovering Clues scrapped. F9-01B: the Portal advances 8."""
    s = pf(recorded="3.3", clues=[{"system": "3.1", "check": True}])
    do(s, "clue relic")
    assert s.portal == X["3.3"] and s.clues == [] and s.objective[MIKAH] == 0
    assert {"F9-02", "F9-03"} <= set(s.scrapped)
    assert s.observation(DANE)["campaign"]["pathfinder"]["recorded"] == "3.3"  # public now
    s.flagship[MIKAH] = X["3.1"]
    assert not pathfinder.clue_options(s, MIKAH)
    assert invariants.problems(s) == []


# -- positions and hidden information ---------------------------------------------------------------
def test_a_rival_observation_hides_the_planet_and_determinize_deals_one_the_clues_allow() -> None:
    placed = [{"system": "3.3", "check": True}, {"system": "1.2", "check": False}]
    s = pf(recorded="3.1", clues=placed)
    obs = s.observation(MIKAH)
    assert obs["campaign"]["pathfinder"]["recorded"] == "hidden"
    seen = set()
    for k in range(30):
        w = campaign.determinize(obs, random.Random(k))
        x = w.portal_secret
        assert x not in (X["3.3"], X["1.2"]) and pathfinder.matches(X["3.3"], x)
        assert not pathfinder.matches(X["1.2"], x)
        assert invariants.problems(w) == []
        seen.add(x)
    assert len(seen) > 1
    t = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
    assert snap(t) == snap(s) and t.portal_secret == X["3.1"] and t.clues == s.clues
    u = s.clone()
    u.clues.append(5)
    assert len(s.clues) == 2  # clone copies the Clues


@pytest.mark.parametrize(
    ("part", "field"),
    [
        ({"recorded": "3.0"}, "recorded"),
        ({"recorded": "3.1", "clues": [{"system": "4.2", "check": True}]}, "disagrees"),
        ({"recorded": "3.1", "clues": [{"system": "3.1", "check": True}]}, "disagrees"),
        ({"recorded": "3.1", "portal": "3.2"}, "disagrees"),
        ({"recorded": "6.1", "clues": [{"system": "4.2", "check": False}] * 2}, "two Clues"),
        ({"clues": [{"system": "4.2", "check": False}]}, "recorded"),
        ({"recorded": "3.1", "clues": [{"system": "4.2"}]}, "check"),
    ],
)
def test_impossible_pathfinder_positions_are_refused(part: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidRecord, match=field):
        pos(turn=turn(MIKAH), campaign_part={"act": 2, "fates": FATES, "pathfinder": part})


# -- the Act II Resolution (F9-04) -------------------------------------------------------------------
def test_resolution_completed_builds_an_upgrade_anywhere() -> None:
    """F9-04 completed: Call to Pilgrimage to the Court deck, Portal Seekers scrapped, an
    Upgrade or Armor built on the Flagship ignoring its location."""
    s = pf(
        recorded="3.3",
        campaign_part={"fates": {**FATES, "objective": [0, 17, 10]}},
        seat_turn=DANE,
    )
    s.flagship_board[flagship.SLIPSTREAM] = building_code(MIKAH, STARPORT, False)
    s.starports[MIKAH] -= 1
    resolution.resolve(s, MIKAH, random.Random(0))
    assert "F9-05" in s.court_deck and "F9-06" in s.scrapped and "F9-04" in s.resolved
    flow.advance(s)
    options = legal(s)
    assert "choose city slipstream" in options and "choose starport tractor" in options  # Armor, or any
    do(s, "choose city tractor")  # a Tractor Beam at a Weapon planet (it needs Relic)
    assert flagship.slot(s, MIKAH, flagship.TRACTOR) == building_code(MIKAH, CITY, False)
    assert invariants.problems(s) == []


def test_resolution_failed_places_the_portal_on_the_recorded_planet() -> None:
    s = pf(recorded="5.2", clues=[{"system": "3.3", "check": False}], seat_turn=DANE)
    resolution.resolve(s, MIKAH, random.Random(0))
    assert s.portal == X["5.2"] and s.clues == []
    assert {"F9-02", "F9-03", "F9-05"} <= set(s.scrapped) and "F9-06" in s.court_deck
    assert s.observation(DANE)["campaign"]["pathfinder"]["recorded"] == "5.2"
