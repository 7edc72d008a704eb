"""Interstellar's RL encodings (`ambitions.games.interstellar.encoding`) for any card file: every
legal action of seeded games at 3-6 players has its own index that decodes back to it, with the
default set and with another set (cards at other positions, other ids); a set past the
documented maxima is refused in one line; the mask equals the legal actions; PettingZoo's and
Gymnasium's checks pass; the vector reads only what the seat may see."""

from __future__ import annotations

import json
import random
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import ambitions
from ambitions.core.errors import InvalidOptions
from ambitions.games.interstellar import encoding, frames
from ambitions.games.interstellar.actions import Action, parse
from ambitions.games.interstellar.encoding import ENCODINGS, MAXIMA, OBSERVATION_SIZE, InterstellarEncodings
from ambitions.games.interstellar.state import InterstellarState

DEFAULT = Path(ambitions.__file__).parent / "games" / "interstellar" / "default_cards.json"


def custom_set(tmp_path: Path, change: Any = None) -> Path:
    """The default set with its lists reordered and cards renamed: every card at another
    position, some under other ids."""
    raw = json.loads(DEFAULT.read_text())
    raw["name"] = "Reordered"
    for kind in ("techs", "shadow", "mercs", "colony_events", "ambitions"):
        raw[kind] = list(reversed(raw[kind]))
    raw["shadow"][0]["id"] = "custom-" + raw["shadow"][0]["id"]
    raw["techs"][0]["id"] = "custom-" + raw["techs"][0]["id"]
    if change is not None:
        change(raw)
    path = tmp_path / "reordered.json"
    path.write_text(json.dumps(raw))
    return path


def _play(
    enc: InterstellarEncodings, players: int, seed: int, decisions: int | None = None, **options: Any
) -> InterstellarState:
    """A seeded game with random legal actions, checking every decision's indexes on the way."""
    state = ambitions.new_game("interstellar", players=players, seed=seed, **options)
    assert isinstance(state, InterstellarState)
    rng = random.Random(seed)
    done = 0
    while state.current_player() != ambitions.TERMINAL:
        if state.current_player() == ambitions.CHANCE:
            state.apply_unchecked(state.sample_chance())
            continue
        if decisions is not None and done >= decisions:
            break
        legal = state.legal_actions()
        indexes = [enc.action_index(a) for a in legal]
        assert len(set(indexes)) == len(legal), f"seed {seed}: two legal actions share an index"
        for i, a in zip(indexes, legal, strict=True):
            assert enc.index_action(state, i) == a
        state.apply_unchecked(rng.choice(legal))
        done += 1
    return state


def test_the_space_decodes_to_actions_that_index_back() -> None:
    n = ENCODINGS.num_actions
    assert sum(count for _, count, _ in ENCODINGS.action_layout()) == n == encoding.NUM_ACTIONS
    decoded = 0
    for i in range(0, n, 7):
        try:
            action = ENCODINGS.index_action(None, i)
        except ValueError:  # a card position the default set leaves empty
            continue
        assert ENCODINGS.action_index(action) == i
        assert parse(str(action)) == action
        decoded += 1
    assert decoded > n // 7 // 3
    for outside in (Action("roll", ("46", "5")), Action("build", ("no-such-ship",)), "pass"):
        with pytest.raises(ValueError):
            ENCODINGS.action_index(outside)
    for index in (-1, n, 2.5, True):
        with pytest.raises(ValueError):
            ENCODINGS.index_action(None, index)  # type: ignore[arg-type]


def test_the_frame_kinds_are_all_named() -> None:
    assert set(encoding.FRAMES) == set(frames.DECISIONS) | set(frames.CHANCES) | set(frames.AUTOMATIC)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_legal_action_of_seeded_games_has_its_own_index(players: int) -> None:
    for seed in range(2):
        options = {"exchange_mixed": True} if seed else {}
        assert _play(ENCODINGS, players, seed, **options).is_terminal()


def test_another_card_file_is_indexed_by_its_own_positions(tmp_path: Path) -> None:
    path = custom_set(tmp_path)
    state = ambitions.new_game("interstellar", players=4, seed=1, cards=str(path))
    enc = ENCODINGS.bind(state.observation(0))
    assert enc is not ENCODINGS and enc.num_actions == ENCODINGS.num_actions
    assert enc.observation_shape == ENCODINGS.observation_shape
    assert ENCODINGS.bind(state.observation(1)) is enc  # one set, one binding
    # The same action has another index in each set: a tech at another position.
    tech = state.cards.main_techs[-1]  # type: ignore[attr-defined]
    assert enc.action_index(Action("research", (tech,))) != ENCODINGS.action_index(
        Action("research", (tech,))
    )
    renamed = Action("research", (list(ENCODINGS.cards.techs)[-1],))  # renamed in the other set
    ENCODINGS.action_index(renamed)
    with pytest.raises(ValueError):
        enc.action_index(renamed)
    for seed in range(3):
        assert _play(enc, (3, 4, 6)[seed], seed, cards=str(path)).is_terminal()


def test_a_set_past_the_maxima_is_refused_in_one_line(tmp_path: Path) -> None:
    def more_shadow(raw: dict[str, Any]) -> None:
        first = raw["shadow"][0]
        for k in range(MAXIMA["shadow"] + 1 - len(raw["shadow"])):
            raw["shadow"].append({**first, "id": f"extra-{k}", "name": f"Extra {k}"})

    path = custom_set(tmp_path, more_shadow)
    state = ambitions.new_game("interstellar", players=3, seed=0, cards=str(path))  # the game plays
    with pytest.raises(InvalidOptions) as info:
        ENCODINGS.bind(state.observation(0))
    message = str(info.value)
    assert "\n" not in message and "21 shadow" in message and "at most 20" in message
    pytest.importorskip("pettingzoo", reason="the rl extra is not installed")
    import ambitions.rl as rl

    with pytest.raises(InvalidOptions, match="at most 20"):
        rl.env("interstellar", 3, cards=str(path))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_environment_mask_is_exactly_the_legal_actions(players: int, tmp_path: Path) -> None:
    pytest.importorskip("pettingzoo", reason="the rl extra is not installed")
    import ambitions.rl as rl

    options = {"cards": str(custom_set(tmp_path))} if players == 5 else {}
    env = rl.env("interstellar", players, **options)
    enc = env.table.encodings
    assert (enc is ENCODINGS) == (not options)
    rng = random.Random(players)
    env.reset(seed=players)
    checked = 0
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        state = env.game
        marked = np.flatnonzero(obs["action_mask"]).tolist()
        legal = state.legal_actions()
        assert sorted(marked) == sorted(enc.action_index(a) for a in legal) == env.legal_indices()
        assert {enc.index_action(state, i) for i in marked} == set(legal)
        for other in env.agents:
            if other != agent:
                assert not env.observe(other)["action_mask"].any()
        checked += 1
        if checked >= 150:
            break
        env.step(rng.choice(marked))
    assert checked >= 150


@pytest.mark.parametrize("players", [3, 6])
def test_pettingzoo_api_and_seed_tests_and_gymnasium_check_env_pass(players: int, tmp_path: Path) -> None:
    pytest.importorskip("pettingzoo", reason="the rl extra is not installed")
    from gymnasium.utils.env_checker import check_env
    from pettingzoo.test import api_test, seed_test

    import ambitions.rl as rl

    options = {"cards": str(custom_set(tmp_path))} if players == 6 else {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        api_test(rl.env("interstellar", players, **options), num_cycles=30)
        seed_test(lambda: rl.env("interstellar", players, **options), num_cycles=20)
        check_env(rl.gym_env("interstellar", players, **options))


def test_the_vector_is_float32_within_bounds_with_relative_seats(tmp_path: Path) -> None:
    path = custom_set(tmp_path)
    for players, options in ((3, {}), (4, {"cards": str(path)}), (6, {})):
        state = _play(ENCODINGS, players, 5, decisions=80, **options) if not options else None
        if state is None:
            first = ambitions.new_game("interstellar", players=players, seed=5, **options)
            state = _play(ENCODINGS.bind(first.observation(None)), players, 5, decisions=80, **options)
        for seat in range(players):
            x = ENCODINGS.encode(state.observation(seat))
            assert x.dtype == np.float32 and x.shape == (OBSERVATION_SIZE,)
            assert np.all(x >= 0.0) and np.all(x <= 1.0)
            assert x[encoding.AT["players"] + players - 3] == 1.0
            food = encoding.AT["resources"]
            assert x[food] == pytest.approx(min(state.res(seat, 0) / 20, 1.0))
            assert x[food + 4] == pytest.approx(min(state.res((seat + 1) % players, 0) / 20, 1.0))
    assert sum(size for _, size, _, _ in ENCODINGS.observation_layout()) == OBSERVATION_SIZE


def _hidden_differs(a: InterstellarState, b: InterstellarState, seat: int) -> bool:
    return any(sorted(a.hands[p]) != sorted(b.hands[p]) for p in range(a.n) if p != seat) or (
        a.shadow_deck != b.shadow_deck
    )


@pytest.mark.parametrize("players", [3, 5])
def test_the_vector_reads_only_what_the_seat_may_see(players: int) -> None:
    """Worlds dealt at random from a seat's observation (rival hands, the decks, a rival's combat
    order) give it the same vector; its own hand does change it."""
    spec = ambitions.game_spec("interstellar")
    differed = own = 0
    for seed in range(6):
        state = _play(ENCODINGS, players, seed, decisions=30 + 25 * seed)
        for seat in range(players):
            obs = state.observation(seat)
            mine = ENCODINGS.encode(obs)
            for k in range(2):
                world = spec.determinize(obs, random.Random(seed * 10 + k))
                assert isinstance(world, InterstellarState)
                assert np.array_equal(ENCODINGS.encode(world.observation(seat)), mine)
                differed += _hidden_differs(state, world, seat)
            if state.hands[seat]:  # what the seat holds is in its vector
                other = state.clone()
                held = other.hands[seat]
                held[0] = next(c for c in other.cards.shadow if c != held[0])
                assert not np.array_equal(ENCODINGS.encode(other.observation(seat)), mine)
                own += 1
    assert differed > 0 and own > 0


def test_the_documented_maxima_cover_what_the_card_format_allows() -> None:
    """The amounts the card format bounds (cards.schema.json) fit the encodings' domains: a
    valid set can only be refused for having more cards of a kind than `MAXIMA`."""
    schema = json.loads((DEFAULT.parent / "cards.schema.json").read_text())
    shadow = {
        o["properties"]["kind"]["const"]: o["properties"] for o in schema["$defs"]["shadow_effect"]["oneOf"]
    }
    assert shadow["gain_choice"]["amount"]["maximum"] <= encoding.MAX_GAIN_CHOICE
    assert shadow["advance_own"]["amount"]["maximum"] <= encoding.MAX_ADVANCE_OWN
    assert shadow["exchange_rate_turn"]["rate"]["maximum"] <= encoding.MAX_RATE
    for kind in ("ship", "merc", "emergency"):
        assert schema["$defs"][kind]["properties"]["combat"]["maximum"] <= encoding.MAX_DAMAGE
    # A home world produces its level of resources of one's choice (``mix``): at most its
    # max_dev plus the largest max_dev bonus; MAX_MIX covers three of them (one's own and two
    # captured) at once. More (large produce bonuses too) is past the documented maximum.
    home = schema["$defs"]["home"]["properties"]["max_dev"]["maximum"]
    bonus = max(
        o["properties"]["max_dev"]["maximum"]
        for o in schema["$defs"]["modifier"]["oneOf"]
        if "max_dev" in o.get("properties", {})
    )
    assert 3 * (home + bonus) <= encoding.MAX_MIX
