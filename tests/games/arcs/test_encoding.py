"""Arcs' fixed encodings (`ambitions.games.arcs.encoding`): the action index is a bijection on
the whole space and on every legal action of hundreds of seeded games (base game, Leaders & Lore,
two lore cards; 2, 3 and 4 players), and a seat's observation vector is the same for two games
that differ only in what that seat cannot see."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import numpy as np
import pytest

import ambitions
from ambitions.games.arcs import data, encoding, observe, vector
from ambitions.games.arcs.actions import ArcsAction, parse
from ambitions.games.arcs.encoding import ENCODINGS, FAMILIES, NUM_ACTIONS, OBSERVATION_SIZE
from ambitions.games.arcs.position import PLAY_MODES
from ambitions.games.arcs.state import ArcsState

GAMES = 300
"""Seeded games in the bijection test, over four test cases (xdist spreads them)."""


def test_the_whole_space_decodes_to_distinct_actions_that_index_back() -> None:
    actions = [ENCODINGS.index_action(None, i) for i in range(NUM_ACTIONS)]
    assert len(set(actions)) == NUM_ACTIONS
    for i, action in enumerate(actions):
        assert ENCODINGS.action_index(action) == i
    # Every index is an action as the engine writes and reads it.
    for i in range(0, NUM_ACTIONS, 97):
        assert parse(str(actions[i])) == actions[i], actions[i]


def test_the_families_tile_the_space_in_order() -> None:
    start = 0
    for fam in FAMILIES:
        assert fam.offset == start
        start += fam.size
    assert start == NUM_ACTIONS == ENCODINGS.num_actions
    layout = ENCODINGS.action_layout()
    assert [(a, b) for a, b, _ in layout] == [(fam.offset, fam.size) for fam in FAMILIES]


def test_an_action_outside_the_space_is_a_value_error() -> None:
    for outside in (
        ArcsAction("roll", ("A1",)),  # a chance outcome: never a seat's decision
        ArcsAction("move", ("1.1", "1.3", 1, 0)),  # 1.1 and 1.3 never touch
        ArcsAction("move", ("1.1", "1.0", 16, 0)),  # more ships than a player has
        ArcsAction("lead", ("ADM9",)),
        "lead ADM1",
    ):
        with pytest.raises(ValueError):
            ENCODINGS.action_index(outside)
    for index in (-1, NUM_ACTIONS, 2.5):
        with pytest.raises(ValueError):
            ENCODINGS.index_action(None, index)  # type: ignore[arg-type]


def _options(case: int) -> dict[str, Any]:
    return [{}, {"leaders_and_lore": True}, {"leaders_and_lore": True, "two_lore": True}, {}][case]


@pytest.mark.parametrize("case", range(4))
def test_every_legal_action_of_hundreds_of_seeded_games_has_its_own_index(case: int) -> None:
    families: Counter[str] = Counter()
    decisions = 0
    for k in range(GAMES // 4):
        seed = case * 1000 + k
        players = (2, 3, 4)[k % 3]
        state = ambitions.new_game("arcs", players=players, seed=seed, **_options(case))
        rng = random.Random(seed)
        uniform = k % 2 == 0  # half the games uniform over the actions, half never ending turns early
        while state.current_player() != ambitions.TERMINAL:
            if state.current_player() == ambitions.CHANCE:
                state.apply_unchecked(state.sample_chance())
                continue
            legal = state.legal_actions()
            indexes = [ENCODINGS.action_index(a) for a in legal]  # no legal action outside the space
            assert len(set(indexes)) == len(legal), f"seed {seed}: two legal actions share an index"
            for i, a in zip(indexes, legal, strict=True):
                assert ENCODINGS.index_action(state, i) == a
                families[a.kind] += 1
            keep = legal if uniform else [a for a in legal if a.kind not in ("end", "pass")] or legal
            state.apply_unchecked(rng.choice(keep))
            decisions += 1
    assert decisions > 10_000
    if case in (1, 2):  # Leaders & Lore actions were met and indexed
        assert {"pick", "prune", "summon", "fire-rifles", "tactical"} <= set(families)


def _mid_game(seed: int, players: int, decisions: int, **options: Any) -> ArcsState:
    state = ambitions.new_game("arcs", players=players, seed=seed, **options)
    assert isinstance(state, ArcsState)
    rng = random.Random(seed)
    done = 0
    while done < decisions and state.current_player() != ambitions.TERMINAL:
        if state.current_player() == ambitions.CHANCE:
            state.apply_unchecked(state.sample_chance())
            continue
        legal = state.legal_actions()
        state.apply_unchecked(rng.choice([a for a in legal if a.kind not in ("end", "pass")] or legal))
        done += 1
    while state.current_player() == ambitions.CHANCE:
        state.apply_unchecked(state.sample_chance())
    return state


def test_the_observation_vector_is_float32_of_its_shape_within_bounds() -> None:
    for seed in range(12):
        state = _mid_game(seed, (2, 3, 4)[seed % 3], 20 * seed, leaders_and_lore=seed % 2 == 1)
        for seat in range(state.n):
            x = ENCODINGS.encode(state.observation(seat))
            assert x.dtype == np.float32 and x.shape == ENCODINGS.observation_shape == (OBSERVATION_SIZE,)
            assert np.all(x >= ENCODINGS.observation_low) and np.all(x <= ENCODINGS.observation_high)
            assert x[encoding.AT["players"] + state.n - 2] == 1.0
    blocks = ENCODINGS.observation_layout()
    assert sum(size for _, size, _, _ in blocks) == OBSERVATION_SIZE
    assert [start for start, _, _, _ in blocks] == [b.offset for b in encoding.BLOCKS]


def test_seats_are_relative_to_the_observing_seat() -> None:
    state = _mid_game(3, 3, 40)
    hand = encoding.AT["hand"]
    for seat in range(3):
        x = ENCODINGS.encode(state.observation(seat))
        mine = {encoding.ACTION_CARD.values[i][0] for i in np.flatnonzero(x[hand : hand + encoding.A])}
        assert mine == set(state.hands[seat])
        power = encoding.AT["power"]
        assert x[power] == pytest.approx(min(state.power[seat] / 40, 1.0))
        assert x[power + 1] == pytest.approx(min(state.power[(seat + 1) % 3] / 40, 1.0))


def _hidden_differs(a: ArcsState, b: ArcsState, seat: int) -> bool:
    return any(sorted(a.hands[p]) != sorted(b.hands[p]) for p in range(a.n) if p != seat) or (
        a.court_deck != b.court_deck
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seat_sees_the_same_vector_whatever_it_cannot_see(players: int) -> None:
    """Worlds dealt from a seat's observation (`ambitions.determinize`: other hands, the Court
    deck's order, face-down cards dealt anew) encode the same for that seat, while the others'
    vectors change with their hands."""
    compared = 0
    for seed in range(8):
        state = _mid_game(seed, players, 15 + 25 * seed, leaders_and_lore=seed % 2 == 1)
        if state.is_terminal():
            continue
        seat = state.current_player()
        obs = state.observation(seat)
        mine = ENCODINGS.encode(obs)
        for k in range(3):
            world = ambitions.determinize(obs, random.Random(k))
            assert isinstance(world, ArcsState)
            if not _hidden_differs(state, world, seat):
                continue
            compared += 1
            assert np.array_equal(ENCODINGS.encode(world.observation(seat)), mine)
            changed = [p for p in range(players) if sorted(world.hands[p]) != sorted(state.hands[p])]
            for p in changed:
                assert not np.array_equal(
                    ENCODINGS.encode(world.observation(p)), ENCODINGS.encode(state.observation(p))
                )
    assert compared >= 8


def test_swapping_a_rivals_card_for_an_unseen_one_changes_nothing_for_the_seat() -> None:
    state = _mid_game(11, 3, 30)
    seat = state.current_player()
    rival = (seat + 1) % 3
    if not state.hands[rival]:
        pytest.skip("the rival has no card")
    seen = set(state.hands[seat]) | {
        e["card"] for e in observe.observation(state, seat)["action_discard"] if e["card"]
    }
    other = state.clone()
    unseen = [c for c in other.action_undealt if c not in seen]
    if not unseen:  # everything dealt: swap with the third seat's hand
        unseen = list(other.hands[(seat + 2) % 3])
        other.hands[(seat + 2) % 3][0] = other.hands[rival][0]
    else:
        other.action_undealt[other.action_undealt.index(unseen[0])] = other.hands[rival][0]
    other.hands[rival][0] = unseen[0]
    other.hands[rival].sort()
    assert other.hands[rival] != state.hands[rival]
    mine = ENCODINGS.encode(state.observation(seat))
    assert np.array_equal(ENCODINGS.encode(other.observation(seat)), mine)
    assert not np.array_equal(
        ENCODINGS.encode(other.observation(rival)), ENCODINGS.encode(state.observation(rival))
    )


@pytest.mark.parametrize("case", range(4))
def test_encoding_from_the_state_is_the_encoding_of_the_observation_bit_for_bit(case: int) -> None:
    """`encode_state` (the environments' fast path, straight from the state) against the
    reference, `encode` of the observation dict: every seat of every third position of seeded
    games (chance and terminal positions among them), 2, 3 and 4 players, each option set, half
    the games never ending a turn early (longer turns, battles, card powers)."""
    compared = 0
    for k in range(12):
        seed = 500 + case * 100 + k
        players = (2, 3, 4)[k % 3]
        state = ambitions.new_game("arcs", players=players, seed=seed, **_options(case))
        assert isinstance(state, ArcsState)
        rng = random.Random(seed)
        steps = 0
        while True:
            if steps % 3 == 0 or state.is_terminal():
                for seat in range(players):
                    reference = encoding.encode(observe.observation(state, seat))
                    fast = ENCODINGS.encode_state(state, seat)
                    assert fast.dtype == np.float32 and fast.shape == reference.shape
                    assert fast.tobytes() == reference.tobytes(), (seed, steps, seat, state.phase)
                    compared += 1
            if state.is_terminal():
                break
            if state.current_player() == ambitions.CHANCE:
                state.apply_unchecked(state.sample_chance())
            else:
                legal = state.legal_actions()
                keep = legal if k % 2 == 0 else [a for a in legal if a.kind not in ("end", "pass")] or legal
                state.apply_unchecked(rng.choice(keep))
            steps += 1
    assert compared > 2_000
    assert vector.PLAY_MODES == PLAY_MODES and vector.S == encoding.MAX_SEATS


def test_encoding_from_the_state_reads_no_rival_hand() -> None:
    """Another seat's hand (and the undealt cards, the Court deck's order) changed behind a
    seat's back: its vector from the state does not move; the rival's own vector does."""
    changed = 0
    for seed in range(6):
        players = (2, 3, 4)[seed % 3]
        state = _mid_game(seed, players, 10 + 20 * seed, leaders_and_lore=seed % 2 == 1)
        if state.is_terminal():
            continue
        for seat in range(players):
            mine = ENCODINGS.encode_state(state, seat)
            for rival in range(players):
                if rival == seat or not state.hands[rival]:
                    continue
                other = state.clone()
                other.hands[rival] = sorted({c.id for c in data.ACTION_CARDS} - set(other.hands[rival]))[
                    : len(other.hands[rival])
                ]
                other.court_deck.reverse()
                other.action_undealt.reverse()
                assert ENCODINGS.encode_state(other, seat).tobytes() == mine.tobytes()
                assert (
                    ENCODINGS.encode_state(other, rival).tobytes()
                    != ENCODINGS.encode_state(state, rival).tobytes()
                )
                changed += 1
    assert changed >= 10


def test_legal_indices_is_the_action_index_of_each_legal_action() -> None:
    for seed in range(6):
        state = _mid_game(seed, (2, 3, 4)[seed % 3], 30 * seed, leaders_and_lore=seed % 2 == 1)
        legal = state.legal_actions()
        assert ENCODINGS.legal_indices(legal) == [ENCODINGS.action_index(a) for a in legal]
    with pytest.raises(ValueError):
        ENCODINGS.legal_indices(["lead ADM1"])
