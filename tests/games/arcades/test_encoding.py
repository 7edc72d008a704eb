"""ARCADEs' RL encodings (`ambitions.games.arcades.encoding`): a bijection on the whole action
space and on the legal actions of seeded games in every mode, a mask equal to the legal actions,
PettingZoo's and Gymnasium's checks, and an observation vector that reads only what the seat
may see."""

from __future__ import annotations

import random
import warnings
from typing import Any

import numpy as np
import pytest

import ambitions
from ambitions.games.arcades import encoding
from ambitions.games.arcades.actions import ArcadesAction, parse
from ambitions.games.arcades.encoding import ENCODINGS, NUM_ACTIONS, OBSERVATION_SIZE
from ambitions.games.arcades.state import ArcadesState

MODES: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (3, {}),
    (4, {}),
    (3, {"solo": True}),
    (3, {"solo": True, "hard": True, "human_seat": 1}),
]
IDS = ["2p-phantom", "3p", "4p", "solo", "solo-hard-seat1"]


def test_the_whole_space_decodes_to_distinct_actions_that_index_back() -> None:
    actions = [ENCODINGS.index_action(None, i) for i in range(NUM_ACTIONS)]
    assert len(set(actions)) == NUM_ACTIONS
    for i, action in enumerate(actions):
        assert ENCODINGS.action_index(action) == i
        assert parse(str(action)) == action, action  # every index is an action the engine reads
    layout = ENCODINGS.action_layout()
    assert sum(count for _, count, _ in layout) == NUM_ACTIONS == ENCODINGS.num_actions


def test_an_action_outside_the_space_is_a_value_error() -> None:
    for outside in (
        ArcadesAction("roll", ("A1",)),  # a chance outcome: never a seat's decision
        ArcadesAction("place", (1, 4)),  # a card places 3 ships at most
        ArcadesAction("dice", (3, 3, 0)),  # 5 dice at most
        ArcadesAction("play", ("CON1",)),
        "play ADM1",
    ):
        with pytest.raises(ValueError):
            ENCODINGS.action_index(outside)
    for index in (-1, NUM_ACTIONS, 2.5, True):
        with pytest.raises(ValueError):
            ENCODINGS.index_action(None, index)  # type: ignore[arg-type]


def _play(players: int, options: dict[str, Any], seed: int, decisions: int | None = None) -> ArcadesState:
    """A seeded game with random legal actions, checking the index of every decision on the way;
    stopped after `decisions` (at a decision) or at its end."""
    state = ambitions.new_game("arcades", players=players, seed=seed, **options)
    assert isinstance(state, ArcadesState)
    rng = random.Random(seed)
    done = 0
    while state.current_player() != ambitions.TERMINAL:
        if state.current_player() == ambitions.CHANCE:
            state.apply_unchecked(state.sample_chance())
            continue
        if decisions is not None and done >= decisions:
            break
        legal = state.legal_actions()
        indexes = [ENCODINGS.action_index(a) for a in legal]
        assert len(set(indexes)) == len(legal), f"seed {seed}: two legal actions share an index"
        for i, a in zip(indexes, legal, strict=True):
            assert ENCODINGS.index_action(state, i) == a
        state.apply_unchecked(rng.choice(legal))
        done += 1
    return state


@pytest.mark.parametrize(("players", "options"), MODES, ids=IDS)
def test_every_legal_action_of_seeded_games_has_its_own_index(players: int, options: dict[str, Any]) -> None:
    for seed in range(6):
        assert _play(players, options, seed).is_terminal()


@pytest.mark.parametrize(("players", "options"), MODES, ids=IDS)
def test_the_environment_mask_is_exactly_the_legal_actions(players: int, options: dict[str, Any]) -> None:
    pytest.importorskip("pettingzoo", reason="the rl extra is not installed")
    import ambitions.rl as rl

    env = rl.env("arcades", players, **options)
    enc = env.table.encodings
    assert enc is ENCODINGS
    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            state = env.game
            marked = np.flatnonzero(obs["action_mask"]).tolist()
            legal = state.legal_actions()
            assert sorted(marked) == sorted(enc.action_index(a) for a in legal) == env.legal_indices()
            assert {enc.index_action(state, i) for i in marked} == set(legal)
            assert obs["observation"].shape == (OBSERVATION_SIZE,)
            checked += 1
            env.step(rng.choice(marked))
    assert checked > 120


@pytest.mark.parametrize(("players", "options"), MODES, ids=IDS)
def test_pettingzoo_api_and_seed_tests_and_gymnasium_check_env_pass(
    players: int, options: dict[str, Any]
) -> None:
    pytest.importorskip("pettingzoo", reason="the rl extra is not installed")
    from gymnasium.utils.env_checker import check_env
    from pettingzoo.test import api_test, seed_test

    import ambitions.rl as rl

    with warnings.catch_warnings():  # dict observations and the like: advice, not failures
        warnings.simplefilter("ignore", UserWarning)
        api_test(rl.env("arcades", players, **options), num_cycles=60)
        seed_test(lambda: rl.env("arcades", players, **options), num_cycles=40)
        seat = options.get("human_seat", 0)
        check_env(rl.gym_env("arcades", players, seat=seat, **options))


def test_the_vector_is_float32_within_bounds_with_relative_seats() -> None:
    for players, options in MODES:
        state = _play(players, options, 3, decisions=40)
        for seat in range(players):
            x = ENCODINGS.encode(state.observation(seat))
            assert x.dtype == np.float32 and x.shape == (OBSERVATION_SIZE,)
            assert np.all(x >= 0.0) and np.all(x <= 1.0)
            assert x[encoding.AT["players"] + players - 2] == 1.0
            power = encoding.AT["power"]
            assert x[power] == pytest.approx(min(state.power[seat] / 40, 1.0))
            assert x[power + 1] == pytest.approx(min(state.power[(seat + 1) % players] / 40, 1.0))
            hand = encoding.AT["hand"]
            mine = {data_card for k, data_card in enumerate(encoding.data.ACTION_CARDS) if x[hand + k]}
            assert mine == set(state.hands[seat])
    blocks = ENCODINGS.observation_layout()
    assert sum(size for _, size, _, _ in blocks) == OBSERVATION_SIZE


def _hidden_differs(a: ArcadesState, b: ArcadesState, seat: int) -> bool:
    return (
        any(sorted(a.hands[p]) != sorted(b.hands[p]) for p in range(a.n) if p != seat)
        or a.deck != b.deck
        or a.facedown != b.facedown
    )


@pytest.mark.parametrize(("players", "options"), MODES, ids=IDS)
def test_the_vector_reads_only_what_the_seat_may_see(players: int, options: dict[str, Any]) -> None:
    """Worlds dealt at random from a seat's observation (other hands, the deck, the face-down
    cards) give that seat the same vector; the seat's own hand does change it."""
    spec = ambitions.game_spec("arcades")
    differed = 0
    for seed in range(8):
        state = _play(players, options, seed, decisions=15 + 9 * seed)
        seats = spec.deciding_seats(players, options) if spec.deciding_seats else range(players)
        for seat in seats:
            obs = state.observation(seat)
            mine = ENCODINGS.encode(obs)
            for k in range(3):
                world = spec.determinize(obs, random.Random(seed * 10 + k))
                assert isinstance(world, ArcadesState)
                assert np.array_equal(ENCODINGS.encode(world.observation(seat)), mine)
                differed += _hidden_differs(state, world, seat)
            if state.hands[seat]:  # what the seat holds is in its vector
                other = state.clone()
                held = other.hands[seat]
                unseen = [c for c in encoding.data.ACTION_CARDS if c not in held]
                held[0] = unseen[0]
                assert not np.array_equal(ENCODINGS.encode(other.observation(seat)), mine)
    assert differed > 0  # the worlds did hide something else
