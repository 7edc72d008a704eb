"""The peaceful actions (seeds/003 "PRODUCE Action", "ADVANCE Plans", "DEVELOP Action", "BUILD
Action", "RESEARCH Action"; variants-spec B.2.3-B.2.4) and the 3:1 exchange (I-25)."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.core.registry import from_position
from ambitions.games.interstellar.observe import snapshot

from .conftest import assert_illegal, do, legal, pos, tokens

TAKE = [["turn-end", 0], ["claim", 0], ["take", 0]]
STEP_2 = [*TAKE, ["produce-or-advance", 0]]


def res(**r: int) -> dict[str, int]:
    return {"food": 0, "ore": 0, "science": 0, "coins": 0, **r}


def producer(coins: int) -> Any:
    """Seat 0: a home world at 4, a FOOD Outpost at 2 with Delicious Aliens (+2 FOOD), an ORE
    Colony at 3, Efficient Farming (+1 FOOD); a Strike Craft and two mercs, Wing Commander
    (upkeep 1) and Veteran Gunship (upkeep 2)."""
    seat = {
        "planets": [
            {"id": "home-world-1", "dev": 4},
            {"id": "food-outpost-1", "dev": 2, "markers": ["delicious-aliens"]},
            {"id": "ore-colony-1", "dev": 3},
        ],
        "fleet": [{"ship": "strike-craft"}, {"ship": "wing-commander"}, {"ship": "veteran-gunship"}],
        "resources": res(coins=coins),
    }
    return pos(
        3, turn_seat=0, pending=STEP_2, techs={"owners": {"efficient-farming": 0}}, seats=[seat, {}, {}]
    )


def test_produce_level_times_type_home_world_any_mix_then_bonuses_then_upkeep() -> None:
    """PRODUCE: each planet gives its level of its type (2 FOOD, 3 ORE), the home world any 4
    of the player's choice, plus the Colony Event marker (+2 FOOD) and the tech (+1 FOOD); then
    merc upkeep is paid (I-10: in COINS, the player chooses which)."""
    s = do(producer(coins=0), "produce")
    assert s.resources[0:4] == [5, 3, 0, 0]
    assert s.phase() == "mix" and "mix 0 0 0 4" in legal(s) and "mix 0 0 0 3" not in legal(s)
    do(s, "mix 0 0 1 3")
    assert s.resources[0:4] == [5, 3, 1, 3]
    assert s.phase() == "upkeep" and legal(s)[:2] == ["pay wing-commander", "release wing-commander"]
    do(s, "pay wing-commander", "release veteran-gunship")
    assert [h.id for h in s.fleets[0]] == ["strike-craft", "wing-commander"]
    assert s.resources[0:4] == [5, 3, 1, 2] and "veteran-gunship" in s.merc_discard
    # PRODUCE takes no token from the track: the turn goes on to TAKE ACTION.
    assert s.phase() == "take"


def test_unpaid_mercs_are_discarded() -> None:
    """A merc whose upkeep the player cannot pay is discarded (I-10)."""
    s = do(producer(coins=0), "produce", "mix 4 0 0 0")
    assert "pay wing-commander" not in legal(s) and "release wing-commander" in legal(s)
    do(s, "release wing-commander", "release veteran-gunship")
    assert [h.id for h in s.fleets[0]] == ["strike-craft"]
    assert sorted(s.merc_discard) == ["veteran-gunship", "wing-commander"]


def test_advance_plans_moves_up_to_3_different_tokens_one_level_and_ultimate_may_be_full() -> None:
    """ADVANCE: up to 3 different tokens one level right; several of one player's tokens may
    share a place (I-13); a token cannot enter a full ULTIMATE (1 slot a track with 3 players)."""
    mine = tokens(develop=3, fleet=3)  # and 4 at colonise.1
    theirs = tokens(fleet=4)
    s = pos(3, turn_seat=0, pending=STEP_2, seats=[{"tokens": mine}, {"tokens": theirs}, {}])
    do(s, "advance-plans")
    assert legal(s) == ["advance colonise.1", "advance develop.3", "done"]  # fleet.3: ULTIMATE full
    do(s, "advance colonise.1", "advance colonise.1", "advance develop.3")
    t = s.observation(0)["seats"][0]["tokens"]
    assert t["colonise"] == [0, 2, 2, 0, 0] and t["develop"] == [0, 0, 0, 0, 1]
    assert s.phase() == "take"  # three moved: the step is over
    # With 4 players the second ULTIMATE slot is free.
    four = pos(4, turn_seat=0, pending=STEP_2, seats=[{"tokens": mine}, {"tokens": theirs}, {}, {}])
    do(four, "advance-plans")
    assert "advance fleet.3" in legal(four)


def test_advance_stops_when_the_player_wants() -> None:
    s = pos(3, turn_seat=0, pending=STEP_2, seats=[{"tokens": tokens(develop=2)}, {}, {}])
    do(s, "advance-plans", "advance develop.2", "done")
    assert s.observation(0)["seats"][0]["tokens"]["develop"] == [0, 0, 0, 1, 0]
    assert_illegal(pos(3, turn_seat=0, pending=STEP_2), "advance colonise.1")  # choose first


@pytest.mark.parametrize(("level", "levels"), [(1, 1), (2, 3), (3, 5), (4, 8)])
def test_develop_levels_by_planning_level_at_2_food_each_never_above_the_max(level: int, levels: int) -> None:
    """DEVELOP: BASIC 1 level, MODERATE 3, STRONG 5, ULTIMATE 8 in all, split freely, 2 FOOD
    a level; never past a planet's printed maximum."""
    planets = [
        {"id": "home-world-1", "dev": 4},  # max 5
        {"id": "food-outpost-1", "dev": 1},  # max 2
        {"id": "food-core", "dev": 1},  # max 5
        {"id": "ore-core", "dev": 2},  # max 5
    ]
    seat = {"tokens": tokens(develop=level), "planets": planets, "resources": res(food=30)}
    s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}])
    do(s, f"take develop.{level}")
    order = ["food-outpost-1", "home-world-1", "food-core", "food-core", "food-core", "food-core"]
    order += ["ore-core"] * 3
    done = 0
    for pid in order:
        if s.phase() != "develop":
            break
        do(s, f"develop {pid}")
        done += 1
        if pid == "food-outpost-1":
            assert "develop food-outpost-1" not in legal(s)  # at its maximum, 2
    assert done == levels and s.phase() == "prepare"
    assert s.resources[0] == 30 - 2 * levels
    assert sum(p.dev for p in s.planets[0]) == 8 + levels


def test_develop_needs_2_food_a_level() -> None:
    seat = {"tokens": tokens(develop=2), "resources": res(food=3)}
    s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}])
    do(s, "take develop.2", "develop home-world-1")
    assert s.resources[0] == 1 and "develop home-world-1" not in legal(s)


def test_build_repairs_at_1_ore_per_2_markers_then_spends_build_points() -> None:
    """BUILD: first repair, 1 ORE per 2 markers removed (rounded up); then standard ships up to
    the build points (STRONG: 3), paying their ORE; no repair once building has begun."""
    seat = {
        "tokens": tokens(build=3),
        "fleet": [{"ship": "destroyer", "damage": 2}, {"ship": "strike-craft", "damage": 1}],
        "resources": res(ore=10),
    }
    s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}])
    do(s, "take build.3")
    assert {"repair destroyer*2", "repair strike-craft*1"} <= set(legal(s))
    do(s, "repair destroyer*2", "repair destroyer*1", "repair strike-craft*1")
    assert s.resources[1] == 8  # 3 markers: 2 ORE
    do(s, "build cruiser")  # 2 build points, 3 ORE
    assert s.resources[1] == 5 and "build battleship" not in legal(s) and "build destroyer" in legal(s)
    do(s, "build destroyer")
    assert s.resources[1] == 3 and not [a for a in legal(s) if a.startswith("build")]
    assert [(h.id, h.damage) for h in s.fleets[0]] == [
        ("destroyer", 0),
        ("strike-craft", 0),
        ("cruiser", 0),
        ("destroyer", 0),
    ]


def test_basic_build_has_1_point_and_moderate_2() -> None:
    for level, can in ((1, {"strike-craft", "destroyer"}), (2, {"strike-craft", "destroyer", "cruiser"})):
        seat = {"tokens": tokens(build=level), "resources": res(ore=20)}
        s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}])
        do(s, f"take build.{level}")
        assert {a.split()[1] for a in legal(s) if a.startswith("build ")} == can


def test_ultimate_build_repairs_free_has_5_points_and_ships_cost_1_ore_less_at_least_1() -> None:
    seat = {
        "tokens": tokens(build=4),
        "fleet": [{"ship": "destroyer", "damage": 2}, {"ship": "cruiser", "damage": 3}],
        "resources": res(ore=6),
    }
    s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}])
    do(s, "take build.4")
    assert [h.damage for h in s.fleets[0]] == [0, 0] and s.resources[1] == 6
    do(s, "build battleship", "build strike-craft", "build strike-craft")  # 4 + 1 + 1 ORE
    assert s.resources[1] == 0
    assert [h.id for h in s.fleets[0]][2:] == ["battleship", "strike-craft", "strike-craft"]


def test_at_8_ships_a_build_needs_a_ship_discarded_first() -> None:
    """seeds/003 BUILD, NOTE: "A player has a limit of 8 Ships. If the player has 8 Ships and
    wishes to build another, they must first discard a Ship." No build is offered at 8 ships;
    discarding one is, as part of the step, before any ORE is paid."""
    seat = {
        "tokens": tokens(build=2),
        "fleet": [{"ship": "strike-craft"}] * 7 + [{"ship": "cruiser", "damage": 1}],
        "resources": res(ore=5),
    }
    s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}])
    do(s, "take build.2")
    assert legal(s) == ["repair cruiser*1", "scrap strike-craft", "scrap cruiser*1", "done", "exchange"]
    do(s, "scrap cruiser*1")
    assert [h.id for h in s.fleets[0]] == ["strike-craft"] * 7 and s.resources[1] == 5
    assert "build destroyer" in legal(s) and not any(a.startswith("scrap") for a in legal(s))
    do(s, "build destroyer")
    assert len(s.fleets[0]) == 8 and s.resources[1] == 3 and s.phase() == "build"
    scraps = ["scrap strike-craft", "scrap destroyer"]
    assert [a for a in legal(s) if a.startswith(("build", "scrap"))] == scraps


def test_at_8_ships_with_nothing_to_build_no_ship_is_discarded() -> None:
    seat = {"tokens": tokens(build=1), "fleet": [{"ship": "strike-craft"}] * 8, "resources": res(ore=0)}
    s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}])
    do(s, "take build.1")  # nothing to do: the step ends by itself
    assert s.phase() == "prepare" and len(s.fleets[0]) == 8


def researcher(level: int, science: int, slots: list[str], **seat: Any) -> Any:
    me = {"tokens": tokens(research=level), "resources": res(science=science), **seat}
    return pos(3, turn_seat=0, pending=TAKE, techs={"slots": slots}, seats=[me, {}, {}])


SLOTS = ["hydroponics", "targeting-computers", "orbital-habitats", "singularity-drive"]  # VP 1, 2, 3, 6


@pytest.mark.parametrize(("level", "allowed"), [(1, 2), (2, 3), (3, 4)])
def test_research_vp_limits_by_planning_level(level: int, allowed: int) -> None:
    """BASIC: VP 2 at most; MODERATE: 4; STRONG: any."""
    s = do(researcher(level, 20, SLOTS), f"take research.{level}")
    assert [a for a in legal(s) if a.startswith("research")] == [f"research {t}" for t in SLOTS[:allowed]]


def test_research_pays_science_makes_the_owner_and_refills_the_slot() -> None:
    s = do(researcher(3, 9, SLOTS), "take research.3", "research singularity-drive")
    assert s.resources[2] == 1 and s.tech_owner["singularity-drive"] == 0
    assert "singularity-drive" in s.known[0]
    assert s.phase() == "techs"  # the empty slot is refilled from the deck (a chance draw)
    assert s.observation(0)["seats"][0]["vp_parts"]["techs"] == 6


def test_ultimate_research_replaces_then_takes_two_at_1_less_each_never_below_1() -> None:
    s = do(
        researcher(
            4, 10, SLOTS, planets=[{"id": "home-world-1", "dev": 4}, {"id": "precursor-archive", "dev": 2}]
        ),
        "take research.4",
    )
    assert s.phase() == "replace-tech"
    do(s, "replace targeting-computers")
    while s.phase() == "techs":  # the replaced slot is refilled at once
        s.apply(s.sample_chance())
    assert "targeting-computers" not in s.tech_slots and s.tech_slots[0] == "hydroponics"
    do(s, "done", "research hydroponics")  # 3 - 1 (ULTIMATE) - 1 (Precursor Archive) = 1
    assert s.resources[2] == 9
    do(s, "research singularity-drive")  # 8 - 2 = 6
    assert s.resources[2] == 3 and s.tech_owner["hydroponics"] == 0 == s.tech_owner["singularity-drive"]


def test_a_follower_gets_the_techs_effect_but_never_its_vp() -> None:
    """A player who acquires a tech someone owns (I-19) gains its effect, not its VP: Efficient
    Farming gives the follower +1 FOOD when producing too."""
    techs = {"owners": {"efficient-farming": 1}}
    follower = {"known": ["efficient-farming"], "acquired": ["efficient-farming"]}
    s = pos(3, turn_seat=0, pending=STEP_2, techs=techs, seats=[follower, {}, {}])
    do(s, "produce", "mix 0 0 0 4")
    assert s.resources[0:4] == [1, 0, 0, 4]
    assert s.observation(0)["seats"][0]["vp_parts"]["techs"] == 0
    assert s.observation(0)["seats"][1]["vp_parts"]["techs"] == 1


def test_the_3_to_1_exchange_takes_3_of_one_type_during_your_own_turn_only() -> None:
    """I-25: 3 resources of one type for 1 of another, at any time of your turn (offered where
    you pay); with the ``exchange_mixed`` option any 3 resources."""
    seat = {"tokens": tokens(develop=1), "resources": res(ore=3, science=2, coins=1)}
    s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}])
    do(s, "take develop.1")
    assert "develop home-world-1" not in legal(s) and "exchange" in legal(s)
    do(s, "exchange")
    assert legal(s) == ["exchange ore food", "exchange ore science", "exchange ore coins", "done"]
    do(s, "exchange ore food")
    assert s.resources[0:4] == [1, 0, 2, 1]
    assert "exchange" not in legal(s)  # 1 FOOD, 2 SCIENCE, 1 COIN: no 3 of a type
    mixed = pos(3, turn_seat=0, pending=TAKE, options={"exchange_mixed": True}, seats=[seat, {}, {}])
    do(mixed, "take develop.1", "exchange", "exchange ore science coins food")
    assert mixed.resources[0:4] == [1, 2, 1, 0]


def test_closing_the_exchange_unused_leaves_the_decision_and_it_reopens_at_the_next_one() -> None:
    """I-25: opening the exchange and closing it with ``done`` changes nothing; the exchange is
    not offered again at that same decision (else a turn could stall without end), and is
    offered again at the next decision of the turn."""
    seat = {"tokens": tokens(develop=1), "resources": res(ore=6, science=2, coins=1)}
    s = pos(3, turn_seat=0, pending=TAKE, seats=[seat, {}, {}])
    before = legal(s)
    assert "exchange" in before and "take develop.1" in before
    do(s, "exchange", "done")
    assert legal(s) == [a for a in before if a != "exchange"]
    assert s.resources[0:4] == [0, 6, 2, 1]
    assert_illegal(s, "exchange")
    assert legal(from_position(snapshot(s))) == legal(s)
    do(s, "take develop.1")
    assert "exchange" in legal(s)
    # Where declining leaves a single choice (develop nothing), the turn goes on by itself.
    do(s, "exchange", "done")
    assert legal(s)[0] == "prepare colonise" and "exchange" in legal(s)


@pytest.mark.parametrize("players", [4, 5, 6])
def test_with_4_to_6_players_ultimate_has_two_slots_shared_by_all(players: int) -> None:
    """Two ULTIMATE slots a track with 4-6 players, whoever holds them; a third token waits."""
    mine = tokens(fleet=3)
    for holders, free in ((1, True), (2, False)):
        seats: list[dict[str, Any]] = [{"tokens": mine}] + [{} for _ in range(players - 1)]
        for p in range(1, holders + 1):
            seats[p] = {"tokens": tokens(fleet=4)}
        s = pos(players, turn_seat=0, pending=STEP_2, seats=seats)
        do(s, "advance-plans")
        assert ("advance fleet.3" in legal(s)) == free, (players, holders)
