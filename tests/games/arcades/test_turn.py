"""A player's turn (B.1.3 A): the card's use, the main actions and their costs and limits, the
free actions, buying back trophies and declaring an ambition (A1-A3, A8, A16, A17, A20, A31)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import ambitions
from ambitions.games.arcades import turn as turn_rules
from ambitions.games.arcades.render import render
from ambitions.games.arcades.state import ArcadesState, Phase

from .conftest import agent, legal, play, resources_of, ships, turn


def test_a_card_places_up_to_3_ships_in_its_own_clusters_gate() -> None:
    s = turn(card="ADM4")
    places = [a for a in legal(s) if a.startswith("place")]
    assert places == ["place 4 1", "place 4 2", "place 4 3"]
    play(s, "place 4 3")
    assert ships(s, 4, 0) == (3, 0) and s.supply[0] == 7
    assert not [a for a in legal(s) if a.startswith(("move", "agent", "repair"))]  # no AP after


def test_a_7_places_in_any_one_gate_and_gives_no_ap() -> None:
    s = turn(card="MOB7", ships=[{"cluster": 1, "side": 0, "fresh": 2}])
    texts = legal(s)
    assert {a.split()[1] for a in texts if a.startswith("place")} == {"1", "2", "3", "4", "5", "6"}
    assert not [a for a in texts if a.startswith(("move", "agent", "repair", "battle"))]


def test_placing_takes_what_the_supply_has_a31() -> None:
    s = turn(card="ADM2", seats=[{"supply": 1}, {}, {}], ships=[{"cluster": 5, "side": 0, "fresh": 9}])
    assert [a for a in legal(s) if a.startswith("place")] == ["place 2 1"]


def test_action_points_exclude_placing() -> None:
    s = turn(card="ADM3", ships=[{"cluster": 1, "side": 0, "fresh": 2}])
    play(s, "move 1 2 fresh")
    assert s.ap == 2 and not [a for a in legal(s) if a.startswith("place")]


def test_moving_the_agent_costs_1_ap_per_cluster_and_collects_one_token_on_its_path_a8() -> None:
    s = turn(card="ADM3", agents=["1.2", "2.1", "3.1"])
    texts = legal(s)
    assert "agent 3.3" in texts  # 2 clusters clockwise
    assert "agent 3.3 2.2" in texts  # collecting on the way (cluster 2, any planet)
    assert "agent 3.3 3.3" in texts  # or the destination planet itself
    assert "agent 3.3 3.1" not in texts  # not another planet of the destination cluster
    assert "agent 3.3 1.1" not in texts  # never the origin's
    assert "agent 5.1" in texts and "agent 4.1" in texts  # 2 and 3 clusters counter-clockwise
    play(s, "agent 3.3 2.2")
    assert agent(s, 0) == "3.3" and s.ap == 1
    assert resources_of(s, 0)[0] == "weapons" and not s.tokens[4]  # planet 2.2's token
    # The same turn, another move may collect again (A8).
    assert any(a.startswith("agent") and len(a.split()) == 3 for a in legal(s))


FULL = ["relic", "relic", "psionic", "psionic", "fuel", "material"]
"""Six resources: a board with no room for a 7th."""


def test_a_7th_resource_forfeited_stays_on_its_planet_a28() -> None:
    s = turn(card="ADM3", agents=["1.2", "2.1", "3.1"], seats=[{"resources": FULL}, {}, {}])
    supply = list(s.resource_supply)
    play(s, "agent 2.2 2.2")  # the weapons token of 2.2: no room for it
    assert s.phase == "drop" and s.current_player() == 0
    assert "gains weapons from 2.2. Drop weapons to forfeit it (it stays on 2.2)" in render(s.observation(0))
    assert legal(s) == ["drop material", "drop fuel", "drop weapons", "drop relic", "drop psionic"]
    play(s, "drop weapons")  # forfeit taking it: "forfeit taking the 7th resource" (A28)
    assert s.tokens[4] and s.resource_supply == supply  # still on 2.2, not in the supply
    assert resources_of(s, 0) == FULL and s.phase == "turn" and s.ap == 2


def test_a_7th_resource_exchanged_sends_a_held_one_to_the_supply_a28() -> None:
    s = turn(card="ADM3", agents=["1.2", "2.1", "3.1"], seats=[{"resources": FULL}, {}, {}])
    supply = list(s.resource_supply)
    play(s, "agent 2.2 2.2", "drop relic")  # "exchange one returning it to the supply" (A28)
    assert not s.tokens[4]
    assert resources_of(s, 0) == ["relic", "psionic", "psionic", "fuel", "material", "weapons"]
    assert s.resource_supply[3] == supply[3] + 1 and s.resource_supply[2] == supply[2]


def test_a_7th_resource_of_a_type_held_may_be_forfeited_or_exchanged_for_one_held_a28() -> None:
    # The fuel of 3.2 with a fuel held: exchanging a held fuel is not forfeiting (the planet
    # loses its token, the supply gains one), so both are offered.
    s = turn(card="ADM3", agents=["1.2", "2.1", "3.1"], seats=[{"resources": FULL}, {}, {}])
    supply = list(s.resource_supply)
    play(s, "agent 3.2 3.2")
    assert legal(s) == ["drop material", "drop fuel", "drop fuel held", "drop relic", "drop psionic"]
    after_forfeit = s.clone()
    play(s, "drop fuel held")
    assert not s.tokens[7] and s.resource_supply[1] == supply[1] + 1
    assert resources_of(s, 0) == ["relic", "relic", "psionic", "psionic", "material", "fuel"]
    play(after_forfeit, "drop fuel")
    assert after_forfeit.tokens[7] and after_forfeit.resource_supply == supply
    assert resources_of(after_forfeit, 0) == FULL


def test_a_forfeited_payment_goes_to_the_supply_the_buyer_has_paid_a20_a28() -> None:
    # The holder has no room for the buyer's weapons: it may forfeit them, and the buy-back is
    # paid all the same (the payment does not go back to the buyer).
    position = {
        "card": "ADM2",
        "seats": [
            {"resources": ["weapons"]},
            {"trophies": [{"owner": 0, "count": 2}], "resources": FULL},
            {},
        ],
    }
    s = turn(**position)  # type: ignore[arg-type]
    supply = list(s.resource_supply)
    play(s, "buyback 1 weapons")
    assert s.phase == "drop" and s.current_player() == 1
    assert legal(s) == ["drop material", "drop fuel", "drop weapons", "drop relic", "drop psionic"]
    play(s, "drop weapons")
    assert resources_of(s, 0)[0] is None and resources_of(s, 1) == FULL and s.supply[0] == 10
    assert s.resource_supply[2] == supply[2] + 1 and s.phase == "turn" and s.current_player() == 0


def test_one_collection_per_turn_option_a8() -> None:
    s = turn(card="ADM4", agents=["1.2", "2.1", "3.1"], options={"one_collection_per_turn": True})
    play(s, "agent 2.2 2.2")
    assert not any(a.startswith("agent") and len(a.split()) == 3 for a in legal(s))


def test_repair_a_damaged_ship_anywhere_for_1_ap_a17() -> None:
    s = turn(card="ADM1", ships=[{"cluster": 6, "side": 0, "damaged": 2}])
    assert "repair 6" in legal(s)
    play(s, "repair 6")
    assert ships(s, 6, 0) == (1, 1)


def test_battle_for_1_ap_only_in_the_agents_cluster() -> None:
    s = turn(
        card="ADM2",
        agents=["3.1", "2.1", "5.1"],
        ships=[
            {"cluster": 3, "side": 0, "fresh": 1},
            {"cluster": 3, "side": 1, "fresh": 1},
            {"cluster": 4, "side": 0, "fresh": 1},
            {"cluster": 4, "side": 2, "fresh": 1},
        ],
    )
    battles = [a for a in legal(s) if a.startswith("battle")]
    assert battles == ["battle 1"]  # cluster 4 has a rival too, but not the agent


def test_research_costs_2_ap_and_the_advances_resource_once_a_turn_a1() -> None:
    s = turn(card="ADM6", seats=[{"resources": ["material", "fuel", "psionic"]}, {}, {}])
    texts = legal(s)
    assert "research colonies" in texts and "research fleet-expansion" in texts
    assert "research repair-bots" not in texts  # no relic
    play(s, "research fleet-expansion")
    assert s.ap == 4 and s.supply[0] == 12 and s.fleet[0] == 0  # the 2 stored ships join
    assert resources_of(s, 0)[:3] == ["material", "psionic", None]  # closed up (A27)
    assert not [a for a in legal(s) if a.startswith("research")]  # once a turn (= a round, A1)


def test_colonies_turns_every_city_fresh_and_new_cities_come_fresh() -> None:
    s = turn(
        card="ADM6",
        agents=["3.1", "2.1", "5.1"],
        cities=[{"planet": "6.1", "seat": 0}],
        ships=[{"cluster": 3, "side": 0, "fresh": 2}],
        seats=[{"resources": ["material", "fuel"]}, {}, {}],
    )
    play(s, "research colonies")
    assert s.cities[15] == 1  # fresh
    play(s, "colonize 3.2 fuel fresh")
    assert s.cities[7] == 1


def test_colonize_any_resource_and_any_ship_which_leaves_the_game_a16() -> None:
    s = turn(
        card="ADM4",
        agents=["3.1", "2.1", "5.1"],
        cities=[{"planet": "3.1", "seat": 1}],
        ships=[{"cluster": 3, "side": 0, "fresh": 1, "damaged": 1}],
        seats=[{"resources": ["psionic"]}, {}, {}],
    )
    colonize = [a for a in legal(s) if a.startswith("colonize")]
    assert colonize == [
        "colonize 3.2 psionic fresh",
        "colonize 3.2 psionic damaged",
        "colonize 3.3 psionic fresh",
        "colonize 3.3 psionic damaged",
    ]  # 3.1 has a city already
    play(s, "colonize 3.3 psionic damaged")
    assert s.cities[8] == 0  # a damaged city of seat 0 (no Colonies)
    assert ships(s, 3, 0) == (1, 0) and s.removed[0] == 1 and s.cities_left[0] == 1
    assert s.resource_supply[4] == 2  # 5 less 3 on planets; the spent one is back
    assert not [a for a in legal(s) if a.startswith("colonize")]  # once a turn


def test_the_free_actions() -> None:
    s = turn(
        card="MOB7",
        agents=["3.1", "2.1", "5.1"],
        ships=[
            {"cluster": 3, "side": 0, "fresh": 2, "damaged": 2},
            {"cluster": 5, "side": 0, "fresh": 1},
            {"cluster": 5, "side": 2, "fresh": 1},
        ],
        seats=[{"resources": ["material", "fuel", "weapons", "relic", "psionic"]}, {}, {}],
    )
    play(s, "spend material place 2")
    assert ships(s, 3, 0) == (4, 2)
    play(s, "spend relic repair 2")
    assert ships(s, 3, 0) == (6, 0)
    play(s, "spend fuel move 3 4 2 0")
    assert ships(s, 4, 0) == (2, 0)
    # Weapons: a battle in any cluster, the agent need not be there (A2).
    assert "spend weapons battle 5 2" in legal(s)
    # Psionic: the agent moves up to 2 clusters and collects nothing.
    play(s, "spend psionic agent 1.2")
    assert agent(s, 0) == "1.2" and s.tokens[1]
    assert resources_of(s, 0) == ["weapons", None, None, None, None, None]


def test_the_literal_weapons_reading_forbids_the_agents_cluster_a2() -> None:
    s = turn(
        card="MOB7",
        agents=["3.1", "2.1", "5.1"],
        ships=[{"cluster": 3, "side": 0, "fresh": 1}, {"cluster": 3, "side": 1, "fresh": 1}],
        seats=[{"resources": ["weapons"]}, {}, {}],
        options={"weapons_literal": True},
    )
    assert not [a for a in legal(s) if a.startswith("spend weapons")]


def test_buy_back_every_trophy_ship_for_1_power_or_1_resource_paid_to_the_holder_a20() -> None:
    position = {
        "card": "ADM2",
        "seats": [{"power": 3, "resources": ["fuel"]}, {"trophies": [{"owner": 0, "count": 2}]}, {}],
    }
    s = turn(**position)  # type: ignore[arg-type]
    assert {"buyback 1 power", "buyback 1 fuel"} <= set(legal(s))
    play(s, "buyback 1 power")
    assert s.power == [2, 1, 0] and s.supply[0] == 10 and s.trophies[3] == 0
    s = turn(**position)  # type: ignore[arg-type]
    play(s, "buyback 1 fuel")
    assert resources_of(s, 1)[0] == "fuel" and resources_of(s, 0)[0] is None


def test_the_lead_declares_into_its_agents_cluster_and_the_lead_card_counts_0() -> None:
    s = turn(
        card="ADM6",
        agents=["4.2", "2.1", "5.1"],
        seats=[{"hand": ["AGG1"]}, {}, {}],  # the others' hands: dealt from the cards seen nowhere
    )
    declares = [a for a in legal(s) if a.startswith("declare")]
    assert declares == ["declare 4/2", "declare 3/2", "declare 5/3"]  # any available marker (A3)
    play(s, "declare 3/2")
    assert s.marker_at == [-1, 3, -1] and s.zeroed
    assert s.current_player() == 1  # declaring ended the turn


def test_only_the_lead_declares_and_not_into_a_cluster_with_a_marker() -> None:
    s = turn(
        seat=1,
        card="ADM6",
        initiative=0,
        round={"lead": 0, "plays": [{"side": 0, "card": "ADM2"}, {"side": 1, "card": "ADM6"}]},
    )
    assert not [a for a in legal(s) if a.startswith("declare")]
    s = turn(card="ADM6", agents=["4.2", "2.1", "5.1"], markers=[{}, {}, {"cluster": 4}])
    assert not [a for a in legal(s) if a.startswith("declare")]


def test_highest_first_option_takes_the_highest_available_marker_a3() -> None:
    s = turn(card="ADM6", options={"highest_first": True})
    assert [a for a in legal(s) if a.startswith("declare")] == ["declare 5/3"]


def test_the_turn_ends_by_itself_when_nothing_is_left_to_do() -> None:
    s = turn(
        card="ADM1",
        seats=[{"hand": ["AGG1"]}, {"hand": ["AGG2", "AGG4"]}, {"hand": ["AGG3"]}],
        ships=[{"cluster": 6, "side": 0, "damaged": 1}],
        round={"lead": 2, "plays": [{"side": 2, "card": "MOB1"}, {"side": 0, "card": "ADM1"}]},
        initiative=2,
    )
    play(s, "repair 6")
    assert s.current_player() == 1  # 0 AP, no resources, not the lead: the turn is over


def test_the_2_player_action_moves_the_phantoms_agent_and_returns_the_token() -> None:
    s = turn(card="ADM2", players=2, agents=["1.1", "2.1", "4.2"])
    assert {a for a in legal(s) if a.startswith("phantom")} == {
        f"phantom {c}.{k}" for c in (3, 5) for k in (1, 2, 3)
    }
    play(s, "phantom 5.3")
    assert agent(s, 2) == "5.3" and not s.tokens[14] and s.resource_supply[4] == 3


@pytest.mark.parametrize(("players", "options"), [(3, {}), (2, {}), (4, {}), (3, {"solo": True})])
def test_has_actions_says_whether_the_turn_lists_more_than_end(players: int, options: dict[str, Any]) -> None:
    """`turn.has_actions` (asked after every action of a turn, without listing) agrees with
    `turn.turn_actions`, for every seat with an agent on the map, at every decision of seeded
    random games (both answers seen)."""
    seen: Counter[bool] = Counter()
    for seed in range(12):
        rng = random.Random(seed)
        s = ambitions.new_game("arcades", players=players, seed=seed, **options)
        assert isinstance(s, ArcadesState)
        while not s.is_terminal():
            if s.phase == Phase.TURN:
                for seat in range(s.n):
                    if s.agents[seat] >= 0:
                        listed = turn_rules.turn_actions(s, seat)
                        assert turn_rules.has_actions(s, seat) == (len(listed) > 1), (seed, seat, listed)
                        seen[len(listed) > 1] += 1
                        for ap in (1, 2, 3):
                            moves = turn_rules._agent_moves(s, seat, ap)
                            assert turn_rules._any_agent_move(s, seat, ap) == bool(moves)
            if s.current_player() == ambitions.CHANCE:
                s.apply_unchecked(s.sample_chance(rng))
            else:
                s.apply_unchecked(rng.choice(s.legal_actions()))
    assert seen[True] > 500 and seen[False] > 20, seen
