"""Influence and placing (B.1.3 "Influence", "Placing"; A4, A5, A32) and the round's scoring
(B.1.3 C)."""

from __future__ import annotations

from ambitions.games.arcades import influence

from .conftest import build, play


def test_influence_is_fresh_ships_plus_agent_and_cities_only_with_a_fresh_ship() -> None:
    s = build(
        agents=["3.1", "3.2", "5.1"],
        ships=[
            {"cluster": 3, "side": 0, "fresh": 2, "damaged": 1},
            {"cluster": 3, "side": 1, "damaged": 3},
            {"cluster": 5, "side": 2, "fresh": 1},
        ],
        cities=[{"planet": "3.3", "seat": 0, "fresh": True}, {"planet": "5.2", "seat": 2}],
    )
    assert influence.influence(s, 0, 2) == 2 + 2 + 2  # 2 fresh ships, agent +2, fresh city +2
    assert influence.influence(s, 1, 2) == 0  # no fresh ship: no agent bonus either
    assert influence.influence(s, 2, 4) == 1 + 2 + 1  # agent +2, damaged city +1


def test_superior_intellect_makes_the_agent_worth_3() -> None:
    s = build(
        agents=["3.1", "2.1", "5.1"],
        ships=[{"cluster": 3, "side": 0, "fresh": 1}],
        seats=[{"advances": ["superior-intellect"]}, {}, {}],
    )
    assert influence.influence(s, 0, 2) == 1 + 3


def test_a_unique_first_and_a_unique_second_place() -> None:
    assert influence.placings([5, 3, 1]) == (0, [1])
    assert influence.placings([5, 3, 3]) == (0, [])  # a tie for 2nd scores nothing


def test_players_tied_for_first_all_take_second_place_and_nobody_else_places_a4() -> None:
    assert influence.placings([4, 4, 2]) == (-1, [0, 1])
    assert influence.placings([4, 4, 4, 1]) == (-1, [0, 1, 2])


def test_no_influence_places_nowhere_a5() -> None:
    assert influence.placings([3, 0, 0]) == (0, [])
    assert influence.placings([0, 0, 0]) == (-1, [])


def test_the_round_winner_takes_the_initiative_and_its_agents_cluster_scores_2_and_1() -> None:
    # Seat 0 led ADM3, seat 1 played AGG7 (the first 7 wins); seat 2 ends its turn.
    s = build(
        initiative=0,
        agents=["1.1", "4.2", "4.3"],
        ships=[
            {"cluster": 4, "side": 1, "fresh": 1},
            {"cluster": 4, "side": 2, "fresh": 2},
            {"cluster": 4, "side": 0, "fresh": 1},
        ],
        round={"lead": 0, "plays": [{"side": 0, "card": "ADM3"}, {"side": 1, "card": "AGG7"}]},
        turn={"side": 2, "card": "ADM6"},
        seats=[{"hand": ["MOB1"]}, {"hand": ["MOB2"]}, {"hand": ["MOB3"]}],
    )
    play(s, "end")
    assert s.initiative == 1
    # Cluster 4: seat 2 has 2 + agent 2 = 4, seat 1 has 1 + 2 = 3, seat 0 has 1: 2 and 1 Power.
    assert s.power == [0, 1, 2]
    assert s.current_player() == 1 and s.phase == "play"  # the winner leads the next round


def test_every_sides_influences_at_once_are_each_sides_own() -> None:
    """`influences` (the fields read once, for the evaluation and the scoring) gives each side's
    `influence`, in positions met along random games, the phantom and solo bots' sides too."""
    import random

    import ambitions
    from ambitions.games.arcades import data

    met = 0
    games = [(2, {}), (3, {}), (4, {}), (3, {"solo": True}), (3, {"solo": True, "hard": True})]
    for seed, (players, options) in enumerate(games):
        s = ambitions.new_game("arcades", players=players, seed=seed, **options)
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance())
                continue
            for c in range(data.CLUSTERS):
                each = [influence.influence(s, side, c) for side in range(s.sides)]
                assert influence.influences(s, c) == each
                met += sum(1 for v in each if v > 0)
            s.apply_unchecked(rng.choice(s.legal_actions()))
    assert met > 100


def test_placings_follow_a4_and_a5_for_any_influences() -> None:
    """`placings` (loops, compiled) against the rule read plainly, for every list of up to 5
    influences of 0-4: a unique highest is 1st, a unique next-highest 2nd; tied highest all take
    2nd and nobody else places (A4); 0 never places (A5)."""
    from itertools import product

    def plainly(values: list[int]) -> tuple[int, list[int]]:
        top = max(values, default=0)
        if top < 1:
            return -1, []
        tied = [i for i, v in enumerate(values) if v == top]
        if len(tied) > 1:
            return -1, tied
        rest = [v for i, v in enumerate(values) if i != tied[0] and v >= 1]
        runner = max(rest, default=0)
        seconds = [i for i, v in enumerate(values) if i != tied[0] and v == runner and v >= 1]
        return tied[0], seconds if len(seconds) == 1 else []

    for size in range(6):
        for values in product(range(5), repeat=size):
            assert influence.placings(list(values)) == plainly(list(values)), values
