"""The campaign's encodings (`ambitions.games.arcs_campaign.encoding`): PettingZoo's and
Gymnasium's checks on Act I, and random whole campaigns (Acts I-III, 2-4 players) where every
legal action has an index, indexes decode back to their actions, the mask is exactly the legal
set and the vector is a function of the seat's observation alone."""

from __future__ import annotations

import random
import warnings
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo, gymnasium) is not installed")
pytest.importorskip("gymnasium", reason="the rl extra (pettingzoo, gymnasium) is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

import ambitions  # noqa: E402
import ambitions.rl as rl  # noqa: E402
from ambitions.core import CHANCE  # noqa: E402
from ambitions.games.arcs.actions import ArcsAction  # noqa: E402
from ambitions.games.arcs_campaign import encoding  # noqa: E402
from ambitions.rl.encodings import action_mask, encodings_for, layout_markdown  # noqa: E402

GAME = "arcs-campaign"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "rl.md"


def test_the_campaign_declares_its_encodings() -> None:
    enc = encodings_for(GAME)
    assert enc is encoding.ENCODINGS and GAME in rl.games_with_encodings()
    assert enc.observation_shape == (encoding.OBSERVATION_SIZE,)
    assert sum(count for _, count, _ in enc.action_layout()) == enc.num_actions
    layout = enc.observation_layout()
    assert layout[-1][0] + layout[-1][1] == encoding.OBSERVATION_SIZE


def test_docs_show_the_campaign_layout_as_the_code_has_it() -> None:
    text = DOCS.read_text()
    start, end = "<!-- layout:arcs-campaign -->\n", "<!-- /layout:arcs-campaign -->"
    shown = text[text.index(start) + len(start) : text.index(end)].strip()
    assert shown == layout_markdown(GAME), "docs/rl.md is out of date: paste layout_markdown('arcs-campaign')"


@pytest.mark.parametrize("players", [2, 4])
def test_pettingzoo_api_and_seed_tests_pass_for_act_i(players: int) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        api_test(rl.env(GAME, players, act=1), num_cycles=60)
    seed_test(lambda: rl.env(GAME, players, act=1), num_cycles=40)


def test_gymnasium_check_env_passes_for_act_i() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        check_env(rl.gym_env(GAME, 3, act=1, opponents=["random", "random+"]))


def check_decision(state: ambitions.State, rng: random.Random, deep: bool) -> None:
    """Every legal action has one index; indexes decode back; the mask is the legal set; (deep)
    the vector depends only on the seat's observation."""
    enc = encoding.ENCODINGS
    legal = state.legal_actions()
    indices = enc.legal_indices(legal)
    assert len(indices) == len(legal)
    assert len(set(indices)) == len(set(legal))  # one index per action (one listed twice: one)
    assert len(set(zip(legal, indices, strict=True))) == len(set(legal))
    assert all(0 <= i < enc.num_actions for i in indices)
    mask, by_index = action_mask(enc, legal)
    assert set(np.flatnonzero(mask).tolist()) == set(indices) and int(mask.sum()) == len(set(legal))
    for action, index in zip(legal, indices, strict=True):
        assert by_index[index] == action
        if index < encoding.NUM_FIXED:
            assert enc.action_index(action) == index
            assert enc.index_action(None, index) == action  # no position needed
    if not deep:
        return
    for action, index in zip(legal, indices, strict=True):
        assert enc.index_action(state, index) == action
    seat = state.current_player()
    obs = state.observation(seat)
    vector = enc.encode(obs)
    assert vector.shape == enc.observation_shape and vector.dtype == np.float32
    assert float(vector.min()) >= 0.0 and float(vector.max()) <= 1.0
    spec = ambitions.game_spec(GAME)
    assert spec.determinize is not None
    other = spec.determinize(obs, rng)  # hidden cards and Fates dealt anew
    assert np.array_equal(enc.encode(other.observation(seat)), vector)
    public = enc.encode(state.observation(None))  # a spectator's, read from seat 0's place
    assert public.shape == vector.shape and float(public.max()) <= 1.0


SEEDS = [(0, 2), (1, 3), (2, 4), (6, 2)]
"""(seed, players) of the random campaigns played (all reach Act III within `MAX_STEPS`)."""
MAX_STEPS = 3000


@pytest.mark.parametrize(("seed", "players"), SEEDS)
def test_random_campaigns_index_every_legal_action(seed: int, players: int) -> None:
    state = ambitions.new_game(GAME, players=players, seed=seed, act="all")
    rng = random.Random(seed)
    acts = set()
    slotted = 0
    for step in range(MAX_STEPS):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance())
            continue
        check_decision(state, rng, deep=step % 25 == 0)
        legal = state.legal_actions()
        slotted += sum(i >= encoding.NUM_FIXED for i in encoding.ENCODINGS.legal_indices(legal))
        acts.add(state.observation(None)["campaign"]["act"])
        state.apply(rng.choice(legal))
    assert acts == {1, 2, 3}, f"the campaign reached Acts {sorted(acts)} only"
    assert slotted > 0  # legal slots were used and checked


def test_legal_slots_need_the_position_and_overflow_fails_loudly() -> None:
    enc = encoding.ENCODINGS
    deal = ArcsAction("give", ("cede", "2.1#0"))
    with pytest.raises(ValueError, match="place among the legal actions"):
        enc.action_index(deal)
    start, size = encoding.slot_block("give")
    assert enc.legal_indices([deal]) == [start]
    with pytest.raises(ValueError, match="needs a position"):
        enc.index_action(None, start)
    too_many = [ArcsAction("give", ("cede", f"x{k}")) for k in range(size + 1)]
    with pytest.raises(ValueError, match=f"more than the {size} slots"):
        enc.legal_indices(too_many)
    # A kind no block names takes the shared block; the order is the actions' text.
    odd = [ArcsAction("no-such-kind", (2,)), ArcsAction("no-such-kind", (1,))]
    first, _ = encoding.slot_block("other")
    assert enc.legal_indices(odd) == [first + 1, first]
    with pytest.raises(ValueError):
        enc.index_action(None, enc.num_actions)


def test_a_vector_hides_what_the_seat_does_not_see() -> None:
    """Two campaigns that differ only in a Rival's hidden cards encode the same for the seat."""
    state = ambitions.new_game(GAME, players=3, seed=11, act=1)
    rng = random.Random(11)
    while state.current_player() == CHANCE or state.observation(None)["phase"] != "lead":
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance())
        else:
            state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player()
    obs = state.observation(seat)
    spec = ambitions.game_spec(GAME)
    assert spec.determinize is not None
    vectors = set()
    hands = set()
    for k in range(4):
        other = spec.determinize(obs, random.Random(k))
        rival = (seat + 1) % 3
        hands.add(tuple(sorted(other.observation(rival)["seats"][rival]["hand"])))
        vectors.add(encoding.encode(other.observation(seat)).tobytes())
    assert len(hands) > 1 and len(vectors) == 1
