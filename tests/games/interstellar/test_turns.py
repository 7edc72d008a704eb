"""The turn (seeds/003 "PLAYER TURN"; variants-spec B.2.3): the first round's peace, taking an
action only from BASIC up, ULTIMATE's slots by player count, shadow checks."""

from __future__ import annotations

from ambitions.games.interstellar.data import TRACKS

from .conftest import assert_illegal, do, legal, pos, tokens

RICH = {"food": 5, "ore": 5, "science": 0, "coins": 0}


def test_the_first_round_is_peaceful() -> None:
    """I-12: in a player's first turn no Shadow card is played (the step is skipped) and no
    FLEET action is taken; from the second turn on, both are open."""
    first = pos(
        3, turn_seat=0, seats=[{"tokens": tokens(fleet=1), "hand": ["red-tape"], "turns_taken": 0}, {}, {}]
    )
    assert first.phase() == "produce-or-advance"
    do(first, "produce")
    while first.phase() != "take":
        do(first, legal(first)[0])
    assert "take fleet.1" not in legal(first)
    later = pos(3, turn_seat=0, seats=[{"tokens": tokens(fleet=1), "hand": ["red-tape"]}, {}, {}])
    assert later.phase() == "shadow" and "play red-tape 1 fleet.1" in legal(later)


def test_a_token_at_preparing_cannot_act() -> None:
    """I-14: a token must be at BASIC or above to act; the fallback advances one token."""
    track = {t: [0, 0, 0, 0, 0] for t in ("colonise", "develop", "build", "research", "shadow", "fleet")}
    track["colonise"] = [5, 0, 0, 0, 0]
    track["develop"] = [0, 1, 0, 0, 0]
    s = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        seats=[{"tokens": track}, {}, {}],
    )
    assert legal(s) == ["take develop.1", "advance-instead"]
    assert_illegal(s, "take colonise.0")


def test_ultimate_has_one_slot_a_track_with_3_players_and_two_with_more() -> None:
    assert set(pos(3).observation(0)["ultimate_free"].values()) == {1}
    for players in (4, 5, 6):
        assert set(pos(players).observation(0)["ultimate_free"].values()) == {2}


def test_a_shadow_check_succeeds_on_4_with_discards_on_both_sides() -> None:
    """B.2.3: the player may discard Shadow cards for +1 each, then the target for -1 each; a d6
    plus the modifiers of 4 or more succeeds: a Shadow Medal and the effect (Industrial Accident:
    3 ORE and 3 FOOD lost); below 4, nothing."""
    s = pos(
        3,
        turn_seat=0,
        seats=[
            {"hand": ["industrial-accident", "red-tape", "embezzle"]},
            {"hand": ["black-market"], "resources": RICH},
            {},
        ],
    )
    do(s, "play industrial-accident 1", "boost red-tape", "done")
    assert s.current_player() == 1 and legal(s) == ["resist black-market", "done"]
    do(s, "resist black-market", "roll 3")  # 3 + 1 - 1 = 3: fails
    assert s.resources[4:8] == [5, 5, 0, 0] and s.shadow_medals == [0, 0, 0]
    assert s.hands[0] == ["embezzle"] and s.hands[1] == []  # the discards are spent either way
    s = pos(3, turn_seat=0, seats=[{"hand": ["industrial-accident"]}, {"resources": RICH}, {}])
    do(s, "play industrial-accident 1", "roll 4")  # nothing to discard on either side
    assert s.resources[4:8] == [2, 2, 0, 0] and s.shadow_medals == [1, 0, 0]


def test_take_action_then_prepare_the_token_on_any_track() -> None:
    """Step 3: the token acts at its level, then goes to ANY track's PREPARING slot."""
    s = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        seats=[{"tokens": tokens(develop=3)}, {}, {}],
    )
    do(s, "take develop.3")  # no FOOD: nothing to develop
    assert s.phase() == "prepare" and legal(s) == [f"prepare {t}" for t in TRACKS]
    do(s, "prepare fleet")
    assert s.observation(0)["seats"][0]["tokens"]["fleet"] == [1, 0, 0, 0, 0]
    assert s.observation(0)["seats"][0]["tokens"]["develop"] == [0, 0, 0, 0, 0]


def test_advancing_instead_of_acting_moves_one_token_and_prepares_nothing() -> None:
    s = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        seats=[{"tokens": tokens(develop=3)}, {}, {}],
    )
    do(s, "advance-instead", "advance develop.3")
    assert s.observation(0)["seats"][0]["tokens"]["develop"] == [0, 0, 0, 0, 1]
    assert s.turn_seat == 1  # no claim to make: the turn is over, nothing was prepared
    assert sum(s.tokens[0:30:5]) == 0


def test_turns_go_clockwise_from_the_start_player_and_a_round_is_one_turn_each() -> None:
    s = pos(4, start_player=2, turn_seat=3, round=1, pending=[["turn-end", 3]])
    assert s.turn_seat == 0 and s.round == 1
    s = pos(4, start_player=2, turn_seat=1, round=1, pending=[["turn-end", 1]])
    assert s.turn_seat == 2 and s.round == 2


def test_no_exchange_outside_your_own_turn() -> None:
    """I-25: the 3:1 exchange is for the player whose turn it is: a defender repairing after a
    raid (3 FOOD, no ORE) cannot exchange FOOD for ORE."""
    one = {"tokens": tokens(fleet=1), "fleet": [{"ship": "destroyer"}]}
    two = {"fleet": [{"ship": "destroyer"}], "resources": {"food": 3, "ore": 0, "science": 0, "coins": 0}}
    s = pos(3, turn_seat=0, pending=[["turn-end", 0], ["claim", 0], ["take", 0]], seats=[one, two, {}])
    do(s, "take fleet.1", "raid 1", "roll 44 44")
    # The defender's Destroyer is damaged, but with no ORE and no exchange it has nothing to
    # decide: the repair step passes without asking, and the raider prepares.
    assert s.fleets[1][0].damage == 2 and s.current_player() == 0 and s.phase() == "prepare"
    s = pos(
        3,
        turn_seat=1,
        pending=[["turn-end", 1], ["claim", 1], ["take", 1]],
        seats=[{}, {**two, "tokens": tokens(build=1)}, {}],
    )
    do(s, "take build.1")
    assert "exchange" in legal(s)


def test_the_exchange_is_open_at_every_step_of_your_turn() -> None:
    """ "Resources can be exchanged at any time during your turn at a 3:1 ratio" (seeds/003
    "Resources"): before choosing PRODUCE or ADVANCE, before taking an action, when preparing."""
    three = {"food": 0, "ore": 3, "science": 0, "coins": 0}
    s = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0], ["produce-or-advance", 0]],
        seats=[{"resources": three, "tokens": tokens(develop=1)}, {}, {}],
    )
    assert "exchange" in legal(s)
    do(s, "exchange", "exchange ore food", "advance-plans", "done")
    assert s.resources[0:4] == [1, 0, 0, 0] and s.phase() == "take"
    s = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        seats=[{"resources": three}, {}, {}],
    )
    assert "exchange" in legal(s)


def test_with_no_action_to_take_and_no_token_to_move_the_step_passes() -> None:
    """seeds/003 TAKE ACTION, NOTE: with no action the player wishes to take they may "instead
    ADVANCE any Action Token without taking an action". In the first turn (no FLEET action: I-12)
    with every token on FLEET and both ULTIMATE slots full, nothing can be taken or moved: the
    step offers ``advance-instead``, which moves nothing, rather than no action at all."""
    fleet_only = {"fleet": [0, 0, 0, 4, 2]}
    s = pos(
        4,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        seats=[{"tokens": fleet_only, "turns_taken": 0}, {}, {}, {}],
    )
    assert legal(s) == ["advance-instead"]
    do(s, "advance-instead")
    assert s.tokens[0:30] == [0] * 25 + [0, 0, 0, 4, 2] and s.phase() != "take"
