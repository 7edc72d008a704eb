"""The Ambition phase (B.1.3; A3 for the bots, A9, A10, A14) and the game's end."""

from __future__ import annotations

import ambitions
from ambitions.games.arcades import data, resources

from .conftest import build, legal, play, resources_of

EVERYONE_PLAYED = {"round": {"lead": 0, "plays": [{"side": 0, "card": "ADM1"}, {"side": 1, "card": "ADM2"}]}}


def chapter_end(players: int = 3, **position: object) -> ambitions.State:
    """The last turn of a chapter (seat 2, after seats 0 and 1): ending it ends the chapter."""
    position.setdefault("agents", ["1.1", "2.1", "3.1"])
    return build(players, initiative=0, turn={"side": 2, "card": "ADM3"}, **EVERYONE_PLAYED, **position)  # type: ignore[arg-type]


def test_every_cluster_scores_its_marker_or_2_and_1() -> None:
    s = chapter_end(
        agents=["1.1", "2.1", "6.1"],
        ships=[
            {"cluster": 1, "side": 0, "fresh": 1},  # seat 0 alone: 1st, the marker's 5
            {"cluster": 2, "side": 1, "fresh": 2},
            {"cluster": 2, "side": 2, "fresh": 1},  # seat 1 1st (2), seat 2 2nd (1)
            {"cluster": 6, "side": 2, "fresh": 1},
        ],
        markers=[{}, {}, {"cluster": 1}],
    )
    play(s, "end")
    # Round: seat 2 won (ADM3, the highest Administration) and its agent's cluster 6 scored 2.
    assert s.power == [5, 2, 2 + 1 + 2]


def test_every_resource_is_spent_for_1_power_and_the_planets_are_restocked_a10() -> None:
    s = chapter_end(
        tokens=["2.1"],
        seats=[{"resources": ["fuel", "relic"]}, {"resources": ["material"]}, {}],
    )
    play(s, "end")
    assert s.power[:2] == [2, 1]
    assert all(s.tokens[q] for q in range(18))  # the supply had enough of every type
    assert sum(s.resource_supply) + 18 + sum(1 for r in s.resources if r >= 0) == 25


def test_restocking_goes_cluster_by_cluster_while_the_supply_lasts_a10() -> None:
    s = build(agents=["1.1", "2.1", "3.1"])
    s.tokens = [False] * 18
    s.resource_supply = [5, 5, 5, 1, 5]  # one relic for the three relic planets
    resources.restock(s)
    relic_planets = [q for q in range(18) if data.PLANET_TYPE[q] == data.RELIC]
    assert relic_planets == [5, 9, 13]  # 2.3, 4.1 and 5.2
    assert [s.tokens[q] for q in relic_planets] == [True, False, False]  # cluster 2 comes first


def test_compensation_4th_and_3rd_get_2_2nd_gets_1_each_chosen_from_the_supply_a9() -> None:
    s = build(
        4,
        initiative=0,
        agents=["1.1", "2.1", "3.1", "4.1"],
        round={"lead": 0, "plays": [{"side": p, "card": c} for p, c in enumerate(["ADM1", "ADM2", "ADM3"])]},
        turn={"side": 3, "card": "ADM4"},
        seats=[{"power": 9}, {"power": 5}, {"power": 5}, {"power": 1}],
    )
    play(s, "end")
    # Round: seat 3 wins; its cluster 4 has nobody's ships. Places: 1st, 2nd, 2nd, 4th.
    assert s.compensation == [3, 3, 1, 2] and s.current_player() == 3
    assert legal(s) == [f"take {r}" for r in ("material", "fuel", "weapons", "relic", "psionic")]
    play(s, "take relic", "take relic", "take fuel")
    # The supply had 1 fuel (and 2 relics): seat 2 chooses among what is left (A9).
    assert legal(s) == ["take material", "take weapons", "take psionic"]
    play(s, "take psionic")
    assert resources_of(s, 3)[:2] == ["relic", "relic"] and resources_of(s, 1)[0] == "fuel"
    assert s.phase == "chance-deal" and s.chapter == 2


def test_compensation_takes_only_what_the_supply_has_and_nothing_when_it_is_empty_a9() -> None:
    # Every token is on a planet or a board but a material and a fuel.
    boards = [{}, {"resources": ["weapons", "relic", "relic", "psionic"]}, {"resources": ["psionic"]}]
    s = build(phase="take", compensation=[0, 0], seats=boards, agents=["1.1", "2.1", "3.1"])
    assert legal(s) == ["take material", "take fuel"]
    play(s, "take material")  # the fuel, the only type left, is taken at once
    assert resources_of(s, 0)[:2] == ["material", "fuel"] and sum(s.resource_supply) == 0
    boards = [
        {},
        {"resources": ["material", "fuel", "weapons", "relic", "relic", "psionic"]},
        {"resources": ["psionic"]},
    ]
    s = build(phase="take", compensation=[0, 0], seats=boards, agents=["1.1", "2.1", "3.1"])
    assert resources_of(s, 0) == [None] * 6  # the supply is empty: nothing is gained


def test_compensation_into_a_full_board_forfeited_stays_in_the_supply_a28() -> None:
    full = ["relic", "relic", "psionic", "psionic", "fuel", "material"]
    tokens = [f"{c}.{k}" for c in range(1, 7) for k in (1, 2, 3)][2:]  # 1.1 and 1.2 in the supply
    s = build(
        phase="take",
        compensation=[0],
        seats=[{"resources": full}, {}, {}],
        agents=["1.1", "2.1", "3.1"],
        tokens=tokens,
    )
    supply = list(s.resource_supply)
    play(s, "take weapons")
    assert s.phase == "drop" and "drop weapons held" not in legal(s)
    play(s, "drop weapons")
    assert s.resource_supply == supply and resources_of(s, 0) == full


def test_in_the_2_player_mode_2nd_place_gets_2() -> None:
    s = build(
        2,
        initiative=0,
        agents=["1.1", "2.1", "3.1"],
        round={"lead": 0, "plays": [{"side": 0, "card": "ADM1"}, {"side": 1, "card": "ADM2"}]},
        turn={"side": 1, "card": "ADM2"},
        phantom={"offer": ["MOB3"]},
        seats=[{"power": 4}, {"power": 2}],
    )
    play(s, "end")
    assert s.compensation == [1, 1]


def test_markers_come_back_and_the_lowest_blue_one_flips() -> None:
    s = chapter_end(markers=[{"cluster": 1}, {"cluster": 2}, {}])
    play(s, "end")
    assert [m["value"] for m in s.observation(0)["markers"]] == ["4/2", "6/3", "5/3"]
    assert s.marker_at == [-1, -1, -1]
    s = chapter_end(chapter=2, markers=[{}, {"flipped": True}, {}])
    play(s, "end")
    assert [m["value"] for m in s.observation(0)["markers"]] == ["4/2", "6/3", "9/4"]


def test_the_game_ends_after_chapter_3_highest_power_ties_to_turn_order_a14() -> None:
    s = chapter_end(chapter=3, seats=[{"power": 10}, {"power": 12}, {"power": 12}])
    play(s, "end")
    # Seat 2 won the round (initiative 2): turn order 2, 0, 1; seats 1 and 2 tie at 12 (+ round).
    assert s.is_terminal()
    assert s.winner == 2 and s.returns() == [float(p) for p in s.power]


def test_the_threshold_ends_the_game_after_spending_not_at_round_scoring_a14() -> None:
    s = chapter_end(
        agents=["1.1", "2.1", "6.1"],
        ships=[{"cluster": 6, "side": 2, "fresh": 1}],
        seats=[
            {"power": 29, "resources": ["fuel"]},
            {},
            {"power": 29},
        ],
    )
    play(s, "end")
    # Round scoring took seat 2 to 31 (no end yet); the chapter's scoring and spending followed,
    # then the end check: seat 0 reached 30 with its fuel, seat 2 has the most.
    assert s.is_terminal() and s.chapter == 1
    assert s.power[0] == 30 and s.winner == 2


def test_a_round_won_at_the_threshold_does_not_end_the_chapter() -> None:
    s = build(
        initiative=0,
        agents=["1.1", "2.1", "6.1"],
        ships=[{"cluster": 6, "side": 2, "fresh": 1}],
        round={"lead": 0, "plays": [{"side": 0, "card": "ADM1"}, {"side": 1, "card": "ADM2"}]},
        turn={"side": 2, "card": "ADM3"},
        seats=[{"hand": ["MOB1"]}, {"hand": ["MOB2"]}, {"hand": ["MOB3"], "power": 29}],
    )
    play(s, "end")
    assert s.power[2] == 31 and not s.is_terminal() and s.phase == "play"
