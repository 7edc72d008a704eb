"""Ambitions, the game end and victory points (seeds/003 "Ambitions", "4. Claim Ambition",
"Game End", "Victory Points"; variants-spec B.2.3 step 4, B.2.4 "Game end and scoring", I-11,
I-15, I-24, I-27)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import do, finish_turn, legal, pos, tokens


def vp_parts(s: Any, seat: int) -> dict[str, int]:
    return dict(s.observation(seat)["seats"][seat]["vp_parts"])


def test_victory_points_by_category() -> None:
    """Planets score their VP only at their printed maximum (one level short: 0); 12 for a FOOD,
    ORE, SCIENCE and COIN planet (not the home world); owned techs only; ships; 1 a medal;
    ambitions 12 / 6 / 3 / 3 by the order of claims."""
    planets = [
        {"id": "home-world-1", "dev": 5},  # 5
        {"id": "food-core", "dev": 4},  # 0: its maximum is 5
        {"id": "ore-settled-1", "dev": 4},  # 5
        {"id": "science-outpost-1", "dev": 2},  # 1
        {"id": "coin-colony-1", "dev": 3},  # 3
    ]
    me = {
        "planets": planets,
        "known": ["hydroponics", "targeting-computers"],
        "acquired": ["targeting-computers"],
        "fleet": [{"ship": "cruiser"}, {"ship": "battleship", "damage": 2}, {"ship": "colony-ark"}],
        "fleet_medals": 2,
        "shadow_medals": 1,
    }
    ambitions = [
        {"id": "six-planets", "claims": [0, 1]},
        {"id": "three-at-max", "claims": [1, 0]},
        {"id": "four-techs", "claims": [1, 2, 0]},
        {"id": "spymaster", "claims": [2, 1, 0]},
        {"id": "warlord", "claims": []},
        {"id": "conqueror", "claims": []},
    ]
    s = pos(
        3,
        seats=[me, {}, {}],
        ambitions=ambitions,
        techs={"owners": {"hydroponics": 0, "targeting-computers": 1}},
    )
    assert vp_parts(s, 0) == {
        "planets": 14,
        "set_bonus": 12,
        "techs": 1,
        "ships": 4,
        "medals": 3,
        "ambitions": 12 + 6 + 3 + 3,
    }
    assert s.scores()[0] == 14 + 12 + 1 + 4 + 3 + 24


def test_the_set_bonus_needs_all_four_types_without_the_home_world_special_planets_count() -> None:
    three = [
        {"id": "home-world-1"},
        {"id": "food-outpost-1"},
        {"id": "ore-outpost-1"},
        {"id": "science-outpost-1"},
    ]
    assert vp_parts(pos(3, seats=[{"planets": three}, {}, {}]), 0)["set_bonus"] == 0
    special = [*three, {"id": "smugglers-haven"}]  # the COIN special planet
    assert vp_parts(pos(3, seats=[{"planets": special}, {}, {}]), 0)["set_bonus"] == 12


def ended(seats: list[dict[str, Any]], **options: Any) -> Any:
    """The last turn's end (I-15): the game is scored."""
    return pos(
        3, turn_seat=0, pending=[["turn-end", 0]], final_turns=1, trigger=0, seats=seats, options=options
    )


def test_the_most_vp_wins() -> None:
    s = ended([{}, {"fleet": [{"ship": "battleship"}]}, {}])
    assert s.phase() == "over" and s.observation(0)["winners"] == [1] and s.returns() == [0.0, 2.0, 0.0]


def test_a_vp_tie_goes_to_the_most_ship_combat_value_printed_or_less_damage_with_the_option() -> None:
    """I-24: printed combat value by default (the fleet's strength), less the damage markers
    with ``tiebreak_damage``; still tied, the victory is shared."""
    seats = [
        {"fleet": [{"ship": "cruiser"}, {"ship": "strike-craft"}]},  # 1 VP, CV 4
        {"fleet": [{"ship": "cruiser", "damage": 2}, {"ship": "destroyer"}]},  # 1 VP, CV 5 (3 less damage)
        {},
    ]
    assert ended(seats).observation(0)["winners"] == [1]
    assert ended(seats, tiebreak_damage=True).observation(0)["winners"] == [0]
    seats[1] = {"fleet": [{"ship": "cruiser"}, {"ship": "strike-craft", "damage": 1}]}
    shared = ended(seats)
    assert shared.observation(0)["winners"] == [0, 1] and shared.winning_seat() == 0


def test_the_third_ambition_ends_the_game_after_one_more_turn_each_the_trigger_player_last() -> None:
    """I-15: everyone, the trigger player included, takes one more turn (clockwise, ending with
    the trigger player's); a fourth ambition may be claimed then."""
    ambitions = [
        {"id": "six-planets", "claims": [1]},
        {"id": "three-at-max", "claims": [1]},
        {"id": "four-techs"},
        {"id": "spymaster"},
        {"id": "warlord"},
        {"id": "conqueror"},
    ]
    trigger = {"shadow_medals": 3, "fleet_medals": 2}
    s = pos(
        3, turn_seat=1, pending=[["turn-end", 1], ["claim", 1]], ambitions=ambitions, seats=[{}, trigger, {}]
    )
    do(s, "claim spymaster")
    turns = []
    while s.phase() != "over":
        turns.append(s.turn_seat)
        if s.turn_seat != 1:
            finish_turn(s)
        elif s.phase() == "claim":
            do(s, "claim warlord")  # the trigger player's extra turn: a fourth ambition
        else:
            do(s, "pass" if "pass" in legal(s) else legal(s)[-1])
    assert [t for i, t in enumerate(turns) if i == 0 or turns[i - 1] != t] == [2, 0, 1]
    assert vp_parts(s, 1)["ambitions"] == 12 * 4 and s.turns_taken == [2, 3, 2]


def test_no_end_before_the_third_ambition() -> None:
    ambitions = [{"id": "six-planets", "claims": [1]}, {"id": "spymaster"}]
    s = pos(
        3,
        turn_seat=1,
        pending=[["turn-end", 1], ["claim", 1]],
        ambitions=ambitions,
        seats=[{}, {"shadow_medals": 3}, {}],
    )
    do(s, "claim spymaster")
    assert s.final_turns == -1 and s.turn_seat == 2


def test_one_claim_a_turn_never_the_same_twice_and_markers_stay() -> None:
    """I-11: one ambition a turn, met now; a claimed one is never claimed again, and its marker
    stays when the condition no longer holds."""
    ambitions = [{"id": "spymaster", "claims": [0]}, {"id": "warlord"}, {"id": "conqueror"}]
    s = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0]],
        ambitions=ambitions,
        seats=[{"shadow_medals": 3, "fleet_medals": 2, "captured": 1}, {}, {}],
    )
    assert legal(s) == ["claim warlord", "claim conqueror", "pass"]
    do(s, "claim warlord")
    assert s.turn_seat == 1 and s.claims == [[0], [0], []]
    gone = pos(3, ambitions=[{"id": "warlord", "claims": [0]}], seats=[{}, {}, {}])
    assert vp_parts(gone, 0)["ambitions"] == 12  # 0 Fleet Medals now: still claimed


MET: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    # ambition: (a seat that meets it, a seat one short)
    "six-planets": (
        {
            "planets": [{"id": "home-world-1"}]
            + [{"id": f"food-outpost-{i}"} for i in (1, 2, 3)]
            + [{"id": "ore-outpost-1"}, {"id": "ore-outpost-2"}]
        },
        {
            "planets": [{"id": "home-world-1"}]
            + [{"id": f"food-outpost-{i}"} for i in (1, 2, 3)]
            + [{"id": "ore-outpost-1"}]
        },
    ),
    "three-at-max": (
        {
            "planets": [
                {"id": "home-world-1", "dev": 5},
                {"id": "food-outpost-1", "dev": 2},
                {"id": "ore-outpost-1", "dev": 2},
            ]
        },
        {
            "planets": [
                {"id": "home-world-1", "dev": 4},
                {"id": "food-outpost-1", "dev": 2},
                {"id": "ore-outpost-1", "dev": 2},
            ]
        },
    ),
    "four-techs": (
        {"known": ["hydroponics", "modular-hulls", "cloaking-field", "logistics-ai"]},
        {
            "known": ["hydroponics", "modular-hulls", "cloaking-field", "logistics-ai"],
            "acquired": ["logistics-ai"],
        },
    ),
    "twenty-resources": (
        {"resources": {"food": 5, "ore": 5, "science": 5, "coins": 5}},
        {"resources": {"food": 5, "ore": 5, "science": 5, "coins": 4}},
    ),
    "mighty-fleet": (
        {"fleet": [{"ship": "battleship", "damage": 3}] * 3},
        {"fleet": [{"ship": "battleship"}] * 2 + [{"ship": "cruiser"}]},
    ),
    "every-type": (
        {
            "planets": [
                {"id": "home-world-1"},
                {"id": "food-outpost-1"},
                {"id": "ore-outpost-1"},
                {"id": "science-outpost-1"},
                {"id": "coin-outpost-1"},
            ]
        },
        {
            "planets": [
                {"id": "home-world-1"},
                {"id": "food-outpost-1"},
                {"id": "ore-outpost-1"},
                {"id": "science-outpost-1"},
            ]
        },
    ),
    "paradise-world": (
        {"planets": [{"id": "home-world-1", "dev": 5}]},
        {"planets": [{"id": "home-world-1", "dev": 4}]},
    ),
    "grand-plans": (
        {"tokens": tokens(fleet=4, build=4)},
        {"tokens": tokens(fleet=4, build=3)},
    ),
    "spymaster": ({"shadow_medals": 3}, {"shadow_medals": 2}),
    "warlord": ({"fleet_medals": 2}, {"fleet_medals": 1}),
    "conqueror": ({"captured": 1}, {"captured": 0}),
    "thief-of-knowledge": ({"known": ["drydocks"], "acquired": ["drydocks"]}, {"known": ["drydocks"]}),
    "saboteur": ({"events": {"sabotage_kills": 1}}, {}),
    "pirate-king": ({"events": {"raid_stolen": 5}}, {"events": {"raid_stolen": 4}}),
    "underdog": ({"events": {"underdog_invasions": 1}}, {}),
    "shadow-broker": (
        {"events": {"checks_won": 1}, "hand": ["red-tape"] * 3 + ["rush-orders"] * 2},
        {"events": {"checks_won": 0}, "hand": ["red-tape"] * 3 + ["rush-orders"] * 2},
    ),
}


@pytest.mark.parametrize("ambition", sorted(MET))
def test_each_ambition_of_the_default_set_is_claimable_exactly_when_met(ambition: str) -> None:
    for seat, expected in zip(MET[ambition], (True, False), strict=True):
        owned = {t: 0 for t in seat.get("known", []) if t not in seat.get("acquired", [])}
        owned |= {t: 1 for t in seat.get("acquired", [])}
        s = pos(
            3,
            turn_seat=0,
            pending=[["turn-end", 0], ["claim", 0]],
            ambitions=[{"id": ambition}],
            techs={"owners": owned},
            seats=[seat, {}, {}],
        )
        assert (f"claim {ambition}" in legal(s)) == expected, (ambition, expected)


def test_event_ambitions_count_what_happened_this_turn() -> None:
    """I-11: 'destroyed an opponent's ship with a Sabotage card' is met in the turn it happens,
    and forgotten once the turn is over."""
    s = pos(
        3,
        turn_seat=0,
        ambitions=[{"id": "saboteur"}],
        seats=[{"hand": ["ship-go-boom-boom"]}, {}, {}],
    )
    do(s, "play ship-go-boom-boom 1 destroyer", "roll 4")
    while s.phase() != "claim":
        do(s, "pass" if "pass" in legal(s) else legal(s)[-1])
    assert "claim saboteur" in legal(s)
    do(s, "pass")
    assert s.events[0] == 0
