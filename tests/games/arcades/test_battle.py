"""Battle (B.1.3 "Battle"; the phantom B.1.4; A11-A13, A18, A19, A21, A28)."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcades.state import ArcadesState

from .conftest import agent, legal, play, resources_of, ships, turn


def fight(**position: Any) -> ArcadesState:
    """Seat 0's turn with ADM5 and its agent on 3.1, seat 1's agent on 3.2 (raid dice allowed)."""
    position.setdefault("agents", ["3.1", "3.2", "5.1"])
    return turn(card="ADM5", **position)


def test_one_die_per_attacking_ship_five_at_most_raid_only_with_the_defenders_agent_or_city() -> None:
    s = fight(
        ships=[{"cluster": 3, "side": 0, "fresh": 1, "damaged": 1}, {"cluster": 3, "side": 1, "fresh": 1}]
    )
    play(s, "battle 1")
    dice = legal(s)
    assert "dice 2 0 0" in dice and "dice 0 1 1" in dice and "dice 3 0 0" not in dice
    s = fight(ships=[{"cluster": 3, "side": 0, "fresh": 7}, {"cluster": 3, "side": 1, "fresh": 1}])
    play(s, "battle 1")
    assert max(sum(int(x) for x in a.split()[1:]) for a in legal(s)) == 5
    s = fight(
        agents=["3.1", "4.2", "5.1"],
        ships=[{"cluster": 3, "side": 0, "fresh": 2}, {"cluster": 3, "side": 1, "fresh": 1}],
    )
    play(s, "battle 1")
    assert not [a for a in legal(s) if not a.endswith(" 0")]  # no agent, no city: no raid die
    s = fight(
        agents=["3.1", "4.2", "5.1"],
        cities=[{"planet": "3.3", "seat": 1}],
        ships=[{"cluster": 3, "side": 0, "fresh": 2}, {"cluster": 3, "side": 1, "fresh": 1}],
    )
    play(s, "battle 1")
    assert "dice 0 0 2" in legal(s)  # the defender's city lets raid dice in


def test_flames_then_one_intercept_per_fresh_defending_ship_then_the_hits() -> None:
    s = fight(
        ships=[{"cluster": 3, "side": 0, "fresh": 4}, {"cluster": 3, "side": 1, "fresh": 2, "damaged": 1}]
    )
    play(s, "battle 1", "dice 2 0 0", "roll A3 A5")  # 2 hits + flame; hit + intercept
    # The flame: the attacker has only fresh ships, so one is damaged at once.
    assert ships(s, 3, 0) == (3, 1)
    # The intercept: 2 fresh defending ships, 2 hits on the attacker, who chooses where.
    assert s.battle_stage == "intercept" and legal(s) == ["hit fresh", "hit damaged"]
    play(s, "hit damaged")  # destroyed: the defender takes it as a trophy (A11)
    assert s.trophies[1 * 3 + 0] == 1
    # The second intercept has only fresh ships to hit: made at once. Then 3 hits on the defender.
    assert ships(s, 3, 0) == (2, 1) and s.battle_stage == "hits"
    play(s, "hit damaged")  # destroyed; then only fresh ships: the next hit damages one at once
    assert ships(s, 3, 1) == (1, 1)
    play(s, "hit damaged")
    assert ships(s, 3, 1) == (1, 0) and s.trophies[0 * 3 + 1] == 2
    assert s.phase == "turn" and s.ap == 4


def test_three_trophies_go_back_at_once_for_2_power_a21() -> None:
    s = fight(
        ships=[{"cluster": 3, "side": 0, "fresh": 2}, {"cluster": 3, "side": 1, "damaged": 2}],
        seats=[{"trophies": [{"owner": 2, "count": 2}]}, {}, {}],
    )
    play(s, "battle 1", "dice 1 0 0", "roll A4")  # 2 hits: each destroys a damaged ship
    # The first destroyed ship made 3 trophies: all back to their owners, +2 Power, then 1 more.
    assert s.power[0] == 2 and s.trophies[0:3] == [0, 1, 0]
    assert s.supply[2] == 8 + 2 and s.supply[1] == 8 + 1  # seat 2's two and seat 1's first ship


def test_keys_steal_slot_by_slot_at_each_slots_cost_a12() -> None:
    s = fight(
        ships=[{"cluster": 3, "side": 0, "fresh": 3}, {"cluster": 3, "side": 1, "fresh": 1}],
        seats=[{}, {"resources": ["fuel", "relic", "psionic", "material"]}, {}],
    )
    play(s, "battle 1", "dice 0 0 2", "roll R0 R2")  # 2 keys + intercept; intercept
    assert ships(s, 3, 0) == (2, 1)  # the intercept: 1 fresh defender, 1 hit
    assert s.battle_stage == "keys"
    assert legal(s) == ["steal 2", "steal 3", "steal 4", "done"]  # slot 1 costs 3 keys
    play(s, "steal 3")
    assert legal(s) == ["steal 2", "done"]  # 1 key left; the slot stays empty until the end
    play(s, "steal 2")
    assert resources_of(s, 0)[:2] == ["psionic", "relic"]
    assert resources_of(s, 1) == ["fuel", "material", None, None, None, None]  # closed up after


def raid_into_a_full_board() -> ArcadesState:
    """Seat 0, six resources held, raids seat 1 (weapons, material) with 1 key: slot 2."""
    return fight(
        ships=[{"cluster": 3, "side": 0, "fresh": 3}, {"cluster": 3, "side": 1, "damaged": 1}],
        tokens=[
            p for p in (f"{c}.{k}" for c in range(1, 7) for k in (1, 2, 3)) if p not in ("1.2", "1.3", "3.1")
        ],
        seats=[
            {"resources": ["fuel", "relic", "relic", "material", "material", "psionic"]},
            {"resources": ["weapons", "material"]},
            {},
        ],
    )


def test_a_stolen_7th_resource_is_forfeited_or_exchanged_a28() -> None:
    s = raid_into_a_full_board()
    play(s, "battle 1", "dice 0 0 1", "roll R5")  # pyramid + key
    play(s, "steal 2")
    assert s.phase == "drop" and legal(s) == [
        "drop material",
        "drop material held",  # a held material for it: seat 1 loses its material all the same
        "drop fuel",
        "drop relic",
        "drop psionic",
    ]
    play(s, "drop fuel")  # an exchange: the fuel goes back, the material takes a slot
    assert resources_of(s, 0) == ["relic", "relic", "material", "material", "psionic", "material"]
    assert s.battle_stage == "push"  # the battle goes on
    assert resources_of(s, 1) == ["weapons", None, None, None, None, None]


def test_a_stolen_7th_resource_forfeited_stays_on_the_raided_board_a28() -> None:
    s = raid_into_a_full_board()
    supply = list(s.resource_supply)
    play(s, "battle 1", "dice 0 0 1", "roll R5", "steal 2", "drop material")
    # "Forfeit taking the 7th resource": it is not taken, so seat 1 keeps it, in its slot.
    assert resources_of(s, 1) == ["weapons", "material", None, None, None, None]
    assert resources_of(s, 0) == ["fuel", "relic", "relic", "material", "material", "psionic"]
    assert s.resource_supply == supply and s.battle_stage == "push"


def test_pyramids_push_the_agent_as_many_clusters_one_way_onto_any_planet_a13() -> None:
    s = fight(
        ships=[{"cluster": 3, "side": 0, "fresh": 3}, {"cluster": 3, "side": 1, "fresh": 1}],
    )
    play(s, "battle 1", "dice 0 0 2", "roll R3 R4", "hit fresh")  # 2 flames first (1 by itself)
    assert legal(s) == [f"push {c}.{k}" for c in (5, 1) for k in (1, 2, 3)]
    tokens = list(s.tokens)
    play(s, "push 1.3")
    assert agent(s, 1) == "1.3" and s.tokens == tokens  # it collects nothing


def test_pyramids_do_nothing_with_only_the_defenders_city_there() -> None:
    s = fight(
        agents=["3.1", "6.2", "5.1"],
        cities=[{"planet": "3.2", "seat": 1}],
        ships=[{"cluster": 3, "side": 0, "fresh": 3}, {"cluster": 3, "side": 1, "fresh": 1}],
    )
    play(s, "battle 1", "dice 0 0 1", "roll R5")
    assert s.phase == "turn" and agent(s, 1) == "6.2"


def test_raiding_needs_a_surviving_ship_only_with_the_option_a12() -> None:
    for option, steals in ((False, True), (True, False)):
        s = fight(
            ships=[{"cluster": 3, "side": 0, "damaged": 1}, {"cluster": 3, "side": 1, "damaged": 1}],
            seats=[{}, {"resources": ["fuel", "relic"]}, {}],
            options={"raid_requires_survivor": option},
        )
        play(s, "battle 1", "dice 0 0 1", "roll R1")  # key + flame: the flame destroys the attacker
        assert ships(s, 3, 0) == (0, 0)
        assert (s.battle_stage == "keys") is steals


def test_advance_tactics_rerolls_every_skirmish_die_once_a18() -> None:
    s = fight(
        ships=[{"cluster": 3, "side": 0, "fresh": 3}, {"cluster": 3, "side": 1, "fresh": 3}],
        seats=[{"advances": ["advance-tactics"]}, {}, {}],
    )
    play(s, "battle 1", "dice 1 2 0", "roll A0 S0 S1")
    assert legal(s) == ["reroll", "no-reroll"]
    play(s, "reroll", "roll S4 S5")
    assert s.battle_faces == [(0, 0), (1, 4), (1, 5)] and s.battle_stage == "hits"


def test_repair_bots_repair_2_ships_in_the_battle_cluster_after_the_battle_a19() -> None:
    s = fight(
        ships=[
            {"cluster": 3, "side": 0, "fresh": 1, "damaged": 3},
            {"cluster": 4, "side": 0, "damaged": 1},
            {"cluster": 3, "side": 1, "fresh": 1},
        ],
        seats=[{"advances": ["repair-bots"]}, {}, {}],
    )
    play(s, "battle 1", "dice 0 1 0", "roll S0")
    assert ships(s, 3, 0) == (3, 1) and ships(s, 4, 0) == (0, 1)


def test_phantom_ships_take_hits_damaged_first_and_come_back_by_start_card() -> None:
    s = turn(
        players=2,
        card="ADM5",
        agents=["3.1", "1.1", "3.2"],
        ships=[{"cluster": 3, "side": 0, "fresh": 3}, {"cluster": 3, "side": 2, "fresh": 2, "damaged": 1}]
        + [{"cluster": c, "side": 2, "fresh": 2} for c in (1, 2, 5, 6)],
        seats=[{"trophies": [{"owner": 2, "count": 1}]}, {}],
        start_pile=[3, 4],
        start_discard=[1, 2, 5, 6],
    )
    play(s, "battle phantom", "dice 0 3 0", "roll S3 S4 S5")
    # Hit 1 must destroy the damaged one; hit 2 damages a fresh one; hit 3 must destroy it.
    assert ships(s, 3, 2) == (1, 0)
    # The second destroyed ship made 3 trophies: back, +2 Power, and a start card decides where.
    assert s.power[0] == 2 and s.phase == "chance-redeploy"
    play(s, "start 3")  # the battle's own cluster: drawn again
    assert s.phase == "chance-redeploy"
    play(s, "start 4")
    assert ships(s, 4, 2) == (3, 0) and s.phase == "turn"
    assert s.start_pile == [1, 2, 3, 4, 5, 6] and s.start_discard == []  # the empty pile: the discards
