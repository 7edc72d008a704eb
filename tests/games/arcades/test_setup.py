"""Setup (B.1.2; the phantom B.1.4; solo B.1.5) and the Recruit phase (B.1.3; A7), from new
games with the chance outcomes forced."""

from __future__ import annotations

import pytest

import ambitions
from ambitions.games.arcades import data
from ambitions.games.arcades.state import ArcadesState

from .conftest import agent, legal, play, ships

ORDER = [f"{suit}{k}" for suit in ("ADM", "AGG", "MOB") for k in range(1, 8)]
"""A deal in a known order: ADM1..ADM7, AGG1..AGG7, MOB1..MOB7."""


def new(players: int = 3, **options: object) -> ArcadesState:
    s = ambitions.new_game("arcades", players=players, seed=1, **options)
    assert isinstance(s, ArcadesState)
    return s


def test_the_table_at_setup() -> None:
    s = new()
    assert all(s.tokens) and sum(s.resource_supply) == 25 - 18
    assert [m["value"] for m in s.observation(0)["markers"]] == ["4/2", "3/2", "5/3"]
    assert s.supply == [10, 10, 10] and s.fleet == [2, 2, 2] and s.cities_left == [2, 2, 2]
    assert s.power == [0, 0, 0] and s.phase == "chance-initiative"


def test_agents_from_start_cards_in_turn_order_then_ships_counter_clockwise_holder_last() -> None:
    s = new()
    play(s, "initiative 1", "start 4")
    assert s.current_player() == 1 and legal(s) == ["agent 4.1", "agent 4.2", "agent 4.3"]
    play(s, "agent 4.2")
    assert not s.is_legal(s.parse_action("start 4"))  # a drawn card leaves the pile
    play(s, "start 6", "agent 6.3", "start 1", "agent 1.1")
    assert [agent(s, p) for p in range(3)] == ["1.1", "4.2", "6.3"]
    assert s.tokens == [True] * 18  # agents collect nothing at setup
    # Ships: from the right of the holder (seat 0), counter-clockwise (seat 2), the holder last.
    movers = []
    for cluster in (2, 2, 5):
        movers.append(s.current_player())
        play(s, f"ships {cluster}")
    assert movers == [0, 2, 1]
    assert ships(s, 2, 0) == (3, 0) and ships(s, 2, 2) == (3, 0) and s.supply[1] == 7
    assert s.phase == "chance-deal"


def test_the_phantom_setup() -> None:
    s = new(2)
    with pytest.raises(ambitions.IllegalAction):
        play(s, "initiative 2")  # a random human: seat 0 or 1
    play(s, "initiative 0", "start 3", "agent 3.3", "start 5", "agent 5.2")
    assert s.start_pile == [1, 2, 4, 6]
    play(s, "start 2")  # the phantom's agent: the left-most planet
    assert agent(s, 2) == "2.1" and s.start_pile == [1, 2, 3, 4, 5, 6]  # all 6 again
    assert all(ships(s, c, 2) == (2, 0) for c in range(1, 7))
    assert s.current_player() == 1  # ships: the other human, then the holder


def test_the_solo_setup_in_hard_mode() -> None:
    s = new(solo=True, hard=True)
    assert s.initiative == 0 and s.phase == "chance-start"  # the human takes the initiative
    play(s, "start 2", "agent 2.2", "start 3", "start 4")
    assert agent(s, 1) == "3.1" and agent(s, 2) == "4.1"  # bots: the left-most planet
    assert s.current_player() == 0 and s.phase == "setup-ships"
    play(s, "ships 2")
    assert s.start_pile == [1, 2, 3, 4, 5, 6]  # shuffled back together after the human's ships
    play(s, "start 5", "start 6")  # each bot's 3 ships
    assert ships(s, 5, 1) == (3, 0) and ships(s, 6, 2) == (3, 0) and s.supply[1] == 9
    play(s, "start 1", "start 2", "start 3", "start 4")  # hard: 2 damaged cities per bot
    assert [(q, c) for q, c in enumerate(s.cities) if c >= 0] == [(0, 2), (3, 2), (6, 4), (9, 4)]
    assert s.phase == "chance-deal"


def deal_3p() -> ArcadesState:
    s = new()
    play(s, "initiative 0", "start 1", "agent 1.1", "start 2", "agent 2.1", "start 3", "agent 3.1")
    play(s, "ships 1", "ships 2", "ships 3")
    play(s, "deal " + " ".join(ORDER))
    return s


def test_the_deal_gives_5_cards_each_with_3_players_the_rest_face_down() -> None:
    s = deal_3p()
    assert s.hands == [ORDER[0:5], ORDER[5:10], ORDER[10:15]]
    assert s.facedown == ORDER[15:] and s.phase == "draft" and s.current_player() == 0
    assert len(legal(s)) == 10  # keep 2 of 5


def test_the_draft_keeps_2_of_the_whole_hand_and_passes_the_rest_left_twice_a7() -> None:
    s = deal_3p()
    keep = s.parse_action("keep ADM1 ADM2")
    assert s.action_text(keep, 1) == "keep (hidden)" and s.action_text(keep, 0) == "keep ADM1 ADM2"
    play(s, "keep ADM1 ADM2", "keep ADM6 ADM7", "keep AGG4 AGG5")
    # Each passed the other 3 to the left (seat p to seat p + 1).
    assert s.hands[1] == sorted(["ADM6", "ADM7", "ADM3", "ADM4", "ADM5"])
    assert s.hands[0] == sorted(["ADM1", "ADM2", "AGG6", "AGG7", "MOB1"])
    assert s.draft_pass == 2 and s.passed[0] == ["ADM3", "ADM4", "ADM5"]
    # The second pass: again 2 of the whole hand.
    play(s, "keep AGG6 AGG7", "keep ADM3 ADM4", "keep AGG4 AGG5")
    assert [len(h) for h in s.hands] == [5, 5, 5] and s.phase == "play"
    assert s.hands[1] == sorted(["ADM3", "ADM4", "ADM1", "ADM2", "MOB1"])


def test_with_4_players_4_cards_each_and_the_second_pass_matters_a7() -> None:
    s = new(4)
    play(s, "initiative 0")
    for p in range(4):
        play(s, f"start {p + 1}", f"agent {p + 1}.1")
    play(s, "ships 1", "ships 2", "ships 3", "ships 4", "deal " + " ".join(ORDER))
    assert [len(h) for h in s.hands] == [4, 4, 4, 4] and len(s.facedown) == 5
    play(s, "keep ADM1 ADM2", "keep ADM5 ADM6", "keep AGG2 AGG3", "keep AGG6 AGG7")
    # Seat 0 holds its 2 and the 2 seat 3 passed; it may keep those and pass its own on.
    assert s.hands[0] == ["ADM1", "ADM2", "MOB1", "MOB2"]
    play(s, "keep MOB1 MOB2", "keep ADM5 ADM6", "keep AGG2 AGG3", "keep AGG6 AGG7")
    assert s.hands[1] == ["ADM1", "ADM2", "ADM5", "ADM6"]  # the cards seat 0 kept in pass 1


def test_two_players_draw_6_draft_discard_1_and_the_phantom_gets_8() -> None:
    s = new(2)
    play(s, "initiative 0", "start 1", "agent 1.1", "start 2", "agent 2.1", "start 3", "ships 4", "ships 5")
    play(s, "deal " + " ".join(ORDER))
    assert [len(h) for h in s.hands] == [6, 6] and len(s.deck) == 9
    play(s, "keep ADM1 ADM2", "keep ADM7 AGG1", "keep ADM1 ADM2", "keep ADM7 AGG1")
    assert [len(h) for h in s.hands] == [6, 6] and s.phase == "discard"
    play(s, "discard ADM3")
    assert s.action_text(s.parse_action("discard ADM7"), 0) == "discard (face down)"
    play(s, "discard ADM7")
    assert [len(h) for h in s.hands] == [5, 5] and s.phase == "chance-stack"
    pool = sorted(s.deck + s.facedown)
    play(s, "stack " + " ".join(pool[:8]))
    assert s.phantom_offer == pool[:3] and s.phantom_stack == pool[3:8]
    assert s.current_player() == 0


def test_solo_the_human_draws_6_discards_3_draws_2_and_each_bot_gets_8() -> None:
    s = new(solo=True)
    play(s, "start 1", "agent 1.1", "start 2", "start 3", "ships 1", "start 4", "start 5")
    play(s, "deal " + " ".join(ORDER))
    assert s.hands[0] == ORDER[:6] and s.phase == "discard"
    play(s, "discard ADM1 ADM2 ADM3")
    assert s.hands[0] == ["ADM4", "ADM5", "ADM6", "ADM7", "AGG1"]
    pool = sorted(ORDER[8:] + ["ADM1", "ADM2", "ADM3"])
    assert len(pool) == 16
    play(s, "bots " + " ".join(pool))
    assert s.offers[1] == pool[:3] and s.piles[1] == pool[3:8]
    assert s.offers[2] == pool[8:11] and s.piles[2] == pool[11:16]
    assert s.current_player() == 0 and s.phase == "play"
    assert s.observation(0)["seats"][1]["offer"] == pool[:3]  # the offers are face up
    assert "pile" not in s.observation(0)["seats"][1]


@pytest.mark.parametrize(
    ("players", "options", "error"),
    [
        (4, {"solo": True}, "3-player"),
        (3, {"hard": True}, "solo"),
        (3, {"solo": True, "human_seat": 3}, "human_seat"),
        (3, {"colour": "red"}, "unknown"),
    ],
)
def test_bad_options_are_refused(players: int, options: dict[str, object], error: str) -> None:
    with pytest.raises(ambitions.InvalidOptions, match=error):
        ambitions.new_game("arcades", players=players, **options)


def test_the_human_seat_option_seats_the_bots_elsewhere() -> None:
    s = new(solo=True, human_seat=2)
    assert s.bots == (True, True, False) and s.initiative == 2
    assert data.THRESHOLDS[3] == s.threshold == 30


@pytest.mark.parametrize("players", [1, 5, 22_379_546_112])
def test_a_record_with_a_bad_player_count_is_refused_before_anything_is_built(players: object) -> None:
    """A record names its player count: any but 2-4 is one clear error (before, a huge count had
    the game build tables that size and run out of memory)."""
    record = {"game": "arcades", "players": players, "seed": 1, "actions": []}
    with pytest.raises((ambitions.InvalidRecord, ambitions.InvalidOptions), match="2, 3 or 4 players"):
        ambitions.replay(record)
