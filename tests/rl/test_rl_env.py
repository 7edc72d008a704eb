"""The PettingZoo AEC environment (`ambitions.rl.env`) for every game that declares encodings:
PettingZoo's own API and seed tests, exact reproduction from a seed, masks equal to the legal
actions, rewards, truncation and rendering."""

from __future__ import annotations

import random
import warnings
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo, gymnasium) is not installed")

from pettingzoo.test import api_test, seed_test  # noqa: E402

import ambitions  # noqa: E402
import ambitions.rl as rl  # noqa: E402
from ambitions.core import winner_of  # noqa: E402
from ambitions.rl.aec import GameEnv  # noqa: E402

CASES = [("arcs", 2, {}), ("arcs", 3, {}), ("arcs", 4, {}), ("arcs", 3, {"leaders_and_lore": True})]


@pytest.fixture
def games_with_encodings(pig: str) -> Iterator[list[str]]:
    """Every registered game with encodings, the plugin game among them."""
    yield rl.games_with_encodings()


def quiet_api_test(env: GameEnv, cycles: int) -> None:
    with warnings.catch_warnings():  # dict observations and the like: advice, not failures
        warnings.simplefilter("ignore", UserWarning)
        api_test(env, num_cycles=cycles)


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_pettingzoo_api_and_seed_tests_pass_for_arcs(
    game: str, players: int, options: dict[str, Any]
) -> None:
    quiet_api_test(rl.env(game, players, **options), cycles=120)
    seed_test(lambda: rl.env(game, players, **options), num_cycles=60)


def test_every_game_with_encodings_passes_them(games_with_encodings: list[str]) -> None:
    assert {"arcs", "pig"} <= set(games_with_encodings)
    for game in games_with_encodings:
        if game == "arcs":
            continue  # above, for each player count
        # The fewest players here; a game's own tests (tests/games/<game>/test_encoding.py) run
        # them at each player count and mode.
        players = min(ambitions.game_spec(game).players)
        quiet_api_test(rl.env(game, players), cycles=100)
        seed_test(lambda game=game, players=players: rl.env(game, players), num_cycles=40)


def play(env: GameEnv, seed: int, rng: random.Random) -> list[tuple[str, int]]:
    """A whole game with uniformly random legal actions; the (agent, index) of each decision."""
    env.reset(seed=seed)
    taken = []
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        index = rng.choice(np.flatnonzero(obs["action_mask"]).tolist())
        taken.append((agent, index))
        env.step(index)
    return taken


def test_a_seed_reproduces_the_game_exactly_and_its_record_replays() -> None:
    env = rl.env("arcs", 3, leaders_and_lore=True)
    first = play(env, 5, random.Random(1))
    record = env.record()
    again = play(env, 5, random.Random(1))
    assert again == first and env.record() == record
    assert record["seed"] == 5 and record["options"] == {"leaders_and_lore": True}
    replayed = ambitions.replay(record)
    assert replayed.is_terminal() and replayed.returns() == env.game.returns()
    # The same seed with other decisions: the same deal and setup before the first decision.
    env.reset(seed=5)
    assert env.record()["actions"] == record["actions"][: len(env.record()["actions"])]
    # Without a seed, the next seeds follow from the last seed given.
    env.reset(seed=9)
    env.reset()
    second = env.record()["seed"]
    env.reset(seed=9)
    env.reset()
    assert env.record()["seed"] == second


def test_the_mask_is_exactly_the_legal_actions() -> None:
    env = rl.env("arcs", 4)
    enc = env.table.encodings
    rng = random.Random(3)
    env.reset(seed=3)
    checked = 0
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        state = env.game
        assert env.agent_selection == f"player_{state.current_player()}"
        legal = state.legal_actions()
        marked = np.flatnonzero(obs["action_mask"]).tolist()
        assert sorted(marked) == sorted(enc.action_index(a) for a in legal) == env.legal_indices()
        assert {enc.index_action(state, i) for i in marked} == set(legal)
        for other in env.agents:  # only the deciding seat has legal actions
            if other != agent:
                assert not env.observe(other)["action_mask"].any()
        checked += 1
        env.step(rng.choice(marked))
    assert checked > 100


def test_observations_are_the_encoded_observation_dicts_and_stay_as_handed_out() -> None:
    """Every seat's observation vector at every step is `encode` of its observation dict (the
    environment encodes from the state), and an observation kept by the caller is not changed by
    later steps (every step hands out new arrays)."""
    env = rl.env("arcs", 3)
    enc = env.table.encodings
    rng = random.Random(5)
    env.reset(seed=5)
    kept: list[tuple[dict[str, Any], bytes, bytes]] = []
    for _agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        kept.append((obs, obs["observation"].tobytes(), obs["action_mask"].tobytes()))
        for other in env.agents:
            seat = env.seat_of[other]
            expected = enc.encode(env.game.observation(seat))
            assert env.observe(other)["observation"].tobytes() == expected.tobytes()
        if terminated or truncated:
            env.step(None)
            continue
        env.step(rng.choice(env.legal_indices()))
    assert len(kept) > 100
    for obs, vector, mask in kept:
        assert obs["observation"].tobytes() == vector and obs["action_mask"].tobytes() == mask


def test_rewards_at_the_end_margin_win_and_score() -> None:
    for reward in ("margin", "win"):
        env = rl.env("arcs", 3, reward=reward)
        totals = dict.fromkeys(env.possible_agents, 0.0)
        env.reset(seed=21)
        rng = random.Random(0)
        for agent in env.agent_iter():
            obs, r, terminated, truncated, _ = env.last()
            totals[agent] += r
            if terminated or truncated:
                env.step(None)
                continue
            assert r == 0.0  # nothing before the end
            env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
        power = env.game.returns()
        winner = winner_of(env.game)
        for p, agent in enumerate(env.possible_agents):
            if reward == "win":
                assert totals[agent] == (1.0 if p == winner else -1.0)
            else:
                assert totals[agent] == power[p] - max(power[q] for q in range(3) if q != p)
    # Score rewards: each seat's Power as it is scored (per chapter), plus the final margin.
    env = rl.env("arcs", 3, score_rewards=True)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    env.reset(seed=21)
    rng = random.Random(0)
    for agent in env.agent_iter():
        obs, r, terminated, truncated, _ = env.last()
        totals[agent] += r
        if terminated or truncated:
            env.step(None)
            continue
        env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
    power = env.game.returns()
    for p, agent in enumerate(env.possible_agents):
        margin = power[p] - max(power[q] for q in range(3) if q != p)
        assert totals[agent] == power[p] + margin


def test_max_cycles_truncates_after_that_many_decisions_per_seat() -> None:
    """PettingZoo's ``max_cycles_test`` needs a parallel environment, which a turn-based game is
    not; this is its check in AEC form: after ``max_cycles * players`` decisions every agent is
    truncated and steps out once."""
    for players in (2, 3, 4):
        env = rl.env("arcs", players, max_cycles=4)
        env.reset(seed=1)
        decisions = 0
        dead: list[str] = []
        for agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                assert truncated and not terminated
                dead.append(agent)
                env.step(None)
                continue
            decisions += 1
            env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        assert decisions == 4 * players
        assert sorted(dead) == sorted(env.possible_agents) and env.agents == []


def test_an_illegal_action_ends_the_game_or_raises() -> None:
    env = rl.env("arcs", 3)
    env.reset(seed=2)
    agent = env.agent_selection
    illegal = int(np.flatnonzero(env.observe(agent)["action_mask"] == 0)[0])
    env.step(illegal)
    assert all(env.terminations.values())
    assert env._cumulative_rewards[agent] == -1.0
    assert "not legal" in env.infos[agent]["illegal_action"]
    strict = rl.env("arcs", 3, illegal="raise")
    strict.reset(seed=2)
    with pytest.raises(ambitions.IllegalAction, match="not legal for player_"):
        strict.step(illegal)


def test_render_shows_the_public_board_and_bad_options_are_one_line_errors() -> None:
    env = rl.env("arcs", 3, render_mode="ansi")
    env.reset(seed=4)
    text = env.render()
    assert isinstance(text, str) and text == ambitions.game_spec("arcs").render(env.game.observation(None))
    for bad in (
        {"reward": "points"},
        {"illegal": "ignore"},
        {"max_cycles": 0},
        {"render_mode": "rgb_array"},
        {"setup_card": "9SETUP99"},
        {"no_such_option": True},
    ):
        with pytest.raises(ambitions.InvalidOptions):
            rl.env("arcs", 3, **bad)
    with pytest.raises(ambitions.InvalidOptions, match="Arcs is for 2, 3, 4 players"):
        rl.env("arcs", 5)


def test_a_game_without_encodings_has_no_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    from ambitions.core import registry

    plain = dataclasses.replace(ambitions.game_spec("arcs"), name="plain", encodings=None)
    monkeypatch.setitem(registry.GAMES.loaded, "plain", plain)
    assert "plain" not in rl.games_with_encodings()
    with pytest.raises(ambitions.InvalidOptions, match="declares no encodings"):
        rl.env("plain", 3)
