"""The Gymnasium single-agent wrapper (`ambitions.rl.gym_env`): Gymnasium's ``check_env``, the
same mask convention as the PettingZoo environment, project bots at the other seats, seeds."""

from __future__ import annotations

import random
import warnings
from typing import Any

import numpy as np
import pytest

pytest.importorskip("gymnasium", reason="the rl extra (pettingzoo, gymnasium) is not installed")
pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo, gymnasium) is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import ambitions  # noqa: E402
import ambitions.rl as rl  # noqa: E402
from ambitions.rl.single import SingleAgentEnv  # noqa: E402


def checked(env: SingleAgentEnv) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # "no spec to test other render modes"
        check_env(env)


@pytest.mark.parametrize(
    ("players", "kwargs"),
    [
        (2, {}),
        (3, {"opponents": ["greedy", "random+"]}),
        (4, {"leaders_and_lore": True, "seat": None}),
        (3, {"mask_in_observation": False, "reward": "win", "score_rewards": True}),
    ],
)
def test_gymnasium_check_env_passes(players: int, kwargs: dict[str, Any]) -> None:
    checked(rl.gym_env("arcs", players, **kwargs))


def test_check_env_passes_for_every_game_with_encodings(pig: str) -> None:
    for game in rl.games_with_encodings():
        checked(rl.gym_env(game, min(ambitions.game_spec(game).players)))


def run(env: SingleAgentEnv, seed: int) -> tuple[list[int], float, dict[str, Any]]:
    """A whole episode with uniformly random legal actions: the actions, the total reward, the
    game's record."""
    obs, info = env.reset(seed=seed)
    rng = random.Random(seed)
    taken = []
    total = 0.0
    done = False
    while not done:
        mask = obs["action_mask"]
        assert np.array_equal(mask, info["action_mask"]) and np.array_equal(
            mask.astype(bool), env.action_masks()
        )
        assert sorted(np.flatnonzero(mask).tolist()) == env.legal_indices()
        action = rng.choice(env.legal_indices())
        taken.append(action)
        obs, reward, terminated, truncated, info = env.step(action)
        total += reward
        done = terminated or truncated
    return taken, total, env.record()


def test_the_learning_seat_plays_against_the_named_bots_and_a_seed_repeats_the_episode() -> None:
    env = rl.gym_env("arcs", 3, opponents=["random", "random+"], seat=1)
    taken, total, record = run(env, 8)
    assert run(env, 8) == (taken, total, record)
    state = ambitions.replay(record)
    assert state.is_terminal()
    power = state.returns()
    assert total == power[1] - max(power[0], power[2])
    assert len(taken) > 10
    assert {p: a.name for p, a in env.opponents.items()} == {0: "random", 2: "random+"}


def test_the_learning_seat_is_drawn_from_the_seed_when_not_fixed() -> None:
    env = rl.gym_env("arcs", 4, seat=None)
    seats = set()
    for seed in range(12):
        _, info = env.reset(seed=seed)
        seats.add(info["seat"])
        assert env.table.mover == env.seat == info["seat"]
    assert len(seats) > 1


def test_illegal_actions_end_the_episode_or_raise() -> None:
    env = rl.gym_env("arcs", 3)
    obs, _ = env.reset(seed=3)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False) and "not legal" in info["illegal_action"]
    with pytest.raises(ambitions.IllegalAction, match="episode is over"):
        env.step(illegal)
    strict = rl.gym_env("arcs", 3, illegal="raise")
    strict.reset(seed=3)
    with pytest.raises(ambitions.IllegalAction):
        strict.step(illegal)


def test_max_steps_truncates_and_bad_options_are_one_line_errors() -> None:
    env = rl.gym_env("arcs", 3, max_steps=3)
    obs, _ = env.reset(seed=1)
    for k in range(3):
        obs, _, terminated, truncated, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        assert truncated == (k == 2) and not terminated
    for bad in (
        {"opponents": ["nobody"]},
        {"opponents": ["random", "random", "random"]},
        {"seat": 3},
        {"max_steps": 0},
        {"illegal": "skip"},
    ):
        with pytest.raises(ambitions.InvalidOptions):
            rl.gym_env("arcs", 3, **bad)


def test_the_legal_slots_view_lists_the_legal_indexes_and_passes_check_env() -> None:
    from ambitions.rl.single import LegalSlots

    checked(LegalSlots(rl.gym_env("arcs", 3, mask_in_observation=False)))
    inner = rl.gym_env("arcs", 3)
    env = LegalSlots(inner, slots=64)
    size = inner.table.encodings.observation_shape[0]
    view, info = env.reset(seed=6)
    rng = random.Random(6)
    for _ in range(60):
        legal = inner.legal_indices()
        listed = [int(v) - 1 for v in view[size:] if v > 0]
        assert listed == legal[:64] == info["legal_indices"]
        assert env.action_masks().tolist() == [k < len(listed) for k in range(64)]
        assert np.array_equal(view[:size], inner.table.observe(inner.seat))
        slot = rng.randrange(len(listed))
        before = len(inner.table.state.record()["actions"])
        view, _, terminated, _, info = env.step(slot)
        assert (
            str(inner.table.encodings.index_action(None, listed[slot]))
            in inner.table.state.record()["actions"][before:]
        )
        if terminated:
            break
    _, reward, terminated, _, info = env.step(63 if len(inner.legal_indices()) < 64 else -1)  # an empty slot
    assert terminated and reward == -1.0 and "illegal_action" in info
