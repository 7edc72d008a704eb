"""Watching a record again (`ambitions.play.replay`): every frame is what its viewer saw at that
moment, nothing more, in any game; stepping by decisions skips chance; broken records are refused
by the action that breaks them."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import ambitions
from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.play.replay import CHECKPOINT_EVERY, Replay
from ambitions.play.session import GameSession


def played(game: str, players: int, seed: int, limit: int = 100_000) -> dict[str, Any]:
    state = ambitions.new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if state.current_player() == TERMINAL:
            break
        chance = state.current_player() == CHANCE
        state.apply(state.sample_chance() if chance else rng.choice(state.legal_actions()))
    return state.record()


@pytest.mark.parametrize(("game", "players"), [("arcs", 3), ("arcades", 2), ("interstellar", 4)])
def test_every_frame_is_the_viewers_observation_at_that_moment(game: str, players: int) -> None:
    record = played(game, players, seed=11)
    replay = Replay(record)
    assert len(replay) == len(record["actions"])
    live = ambitions.replay({**record, "actions": []})
    session = GameSession(live, humans=range(players), agents={})
    positions = {0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1, len(replay)}
    positions |= set(random.Random(3).sample(range(len(replay)), 12))
    for k, text in enumerate([None, *record["actions"]]):
        if text is not None:
            action = session.state.parse_action(text)
            session._apply(session.mover(), action)
        if k not in positions:
            continue
        for viewer in (None, *range(players)):
            frame = replay.frame(k, viewer)
            assert frame.observation == session.observation(viewer), (k, viewer)
            assert frame.mover == session.mover()
            assert [line.plain for line in frame.log] == [
                line.plain.replace(" (you)", " (watching)") for line in session.log(viewer)
            ]
            assert frame.text == session.render(viewer)


def test_a_spectator_frame_shows_no_hand_and_a_seat_only_its_own() -> None:
    record = played("arcs", 3, seed=4)
    replay = Replay(record)
    k = next(
        k
        for k in range(len(replay))
        if all(len(replay.state_at(k).hands[p]) >= 3 for p in range(3))  # type: ignore[attr-defined]
    )
    hands = [sorted(replay.state_at(k).hands[p]) for p in range(3)]  # type: ignore[attr-defined]
    spectator = replay.frame(k, None)
    dumped = json.dumps(spectator.observation) + spectator.text
    assert not any(card in dumped for hand in hands for card in hand)
    seat1 = replay.frame(k, 1)
    dumped = json.dumps(seat1.observation) + seat1.text
    assert all(card in dumped for card in hands[1])
    assert not any(card in dumped for p in (0, 2) for card in hands[p] if card not in hands[1])


def test_stepping_by_decisions_skips_chance_outcomes() -> None:
    replay = Replay(played("arcs", 3, seed=2))
    ends = [k + 1 for k in replay.decisions()]
    assert ends and all(replay.steps[k - 1].seat != CHANCE for k in ends)
    assert replay.steps[0].seat == CHANCE  # the setup is dealt first
    assert replay.next_decision(0) == ends[0]
    assert replay.next_decision(ends[0]) == ends[1]
    assert replay.next_decision(ends[1], forward=False) == ends[0]
    assert replay.next_decision(ends[0], forward=False) == 0
    assert replay.next_decision(len(replay)) == len(replay)
    assert replay.decisions(1) and all(replay.steps[k].seat == 1 for k in replay.decisions(1))


def test_the_outcome_and_an_unfinished_record() -> None:
    record = played("arcs", 3, seed=6)
    final = ambitions.replay(record)
    assert f"seat {final.winning_seat()} wins" in Replay(record).outcome()
    early = Replay({**record, "actions": record["actions"][:40]})
    assert early.outcome().startswith("the record stops before the end")
    assert early.frame(40, None).mover != TERMINAL


def test_bad_records_positions_and_seats_are_refused() -> None:
    record = played("arcs", 3, seed=1, limit=60)
    broken = list(record["actions"])
    broken[30] = "move 9.9 9.9 1 0"
    with pytest.raises(InvalidRecord, match="record action 30 'move 9.9 9.9 1 0' does not replay"):
        Replay({**record, "actions": broken})
    with pytest.raises(InvalidRecord):
        Replay({**record, "players": 9})
    replay = Replay(record)
    with pytest.raises(IndexError):
        replay.frame(len(replay) + 1, None)
    with pytest.raises(IndexError):
        replay.frame(-1, None)
    with pytest.raises(ValueError, match="seat 3 is not a seat"):
        replay.frame(0, 3)
