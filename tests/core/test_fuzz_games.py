"""Bad input to every bundled game, not only Arcs (tests/core/test_fuzz.py): any action text on a
mid-game state, any record, any option values, and (Interstellar) any card file or any one
field of the default card set changed. Each gives the project's own error and changes nothing,
or a valid result; never a traceback."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_fuzz import JSON, TEXT  # tests/core is on the path (pytest prepends it)

import ambitions
from ambitions.games.interstellar import cards

GAMES = ["arcades", "interstellar", "arcs-campaign"]


def mid_game(game: str) -> ambitions.State:
    """A state some decisions into a seeded game, at a seat's decision."""
    state = ambitions.new_game(game, players=3, seed=5)
    rng = random.Random(5)
    for _ in range(40):
        if state.current_player() == ambitions.CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance(rng))
    assert not state.is_terminal()
    return state


def snapshot(state: ambitions.State) -> tuple[str, Any]:
    return json.dumps(state.observation(None), sort_keys=True), state.record()


@pytest.mark.parametrize("game", GAMES)
def test_any_action_text_is_an_error_that_changes_nothing_or_a_legal_action(game: str) -> None:
    state = mid_game(game)
    before = snapshot(state)
    legal = {str(a) for a in state.legal_actions()}

    @settings(max_examples=200, deadline=None)
    @given(TEXT | st.sampled_from(sorted(legal)).map(lambda t: t + " 9") | st.sampled_from(sorted(legal)))
    def check(text: str) -> None:
        s = state.clone()
        try:
            action = s.parse_action(text)
            s.apply(action)
        except ambitions.AmbitionsError as exc:
            assert "\n" not in str(exc) and len(str(exc)) < 2000
            assert snapshot(s) == before
        else:
            assert str(action) in legal

    check()


@pytest.mark.parametrize("game", GAMES)
def test_any_record_replays_or_is_an_invalid_record(game: str) -> None:
    good = mid_game(game).record()

    @settings(max_examples=150, deadline=None)
    @given(
        st.dictionaries(st.sampled_from(["players", "seed", "options", "actions"]), JSON, max_size=4),
        st.sampled_from(["players", "seed", "options", "actions", "none"]),
        JSON,
    )
    def check(extra: dict[str, Any], key: str, value: Any) -> None:
        for record in ({**extra, "game": game}, {**good, key: value} if key != "none" else good):
            try:
                state = ambitions.replay(record)
            except (ambitions.InvalidRecord, ambitions.InvalidOptions) as exc:
                assert "\n" not in str(exc)
            else:
                assert state.record()["actions"] == list(record["actions"])

    check()


@pytest.mark.parametrize("game", GAMES)
def test_any_option_values_make_a_game_or_an_invalid_options(game: str) -> None:
    names = [o.name for o in ambitions.game_spec(game).options if o.name != "cards"] + ["colour"]

    @settings(max_examples=150, deadline=None)
    @given(
        players=JSON | st.integers(-1, 7),
        seed=JSON | st.integers(),
        options=st.dictionaries(st.sampled_from(names), JSON),
    )
    def check(players: Any, seed: Any, options: dict[str, Any]) -> None:
        try:
            state = ambitions.new_game(game, players, seed, **options)
        except ambitions.InvalidOptions as exc:
            assert "\n" not in str(exc)
        else:
            assert state.num_players == players and type(seed) is int

    check()


DEFAULT_CARDS = json.loads((Path(cards.__file__).parent / "default_cards.json").read_text(encoding="utf-8"))


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside `value` (dict keys and list indexes)."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, (*prefix, i))
    return out


CARD_PATHS = [p for p in paths(DEFAULT_CARDS) if p]


def changed(path: tuple[Any, ...], value: Any) -> Any:
    raw = json.loads(json.dumps(DEFAULT_CARDS))
    here = raw
    for step in path[:-1]:
        here = here[step]
    here[path[-1]] = value
    return raw


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CARD_PATHS), JSON)
@example(("planets", 17, "cost"), {"\n": None})  # (a field named by a line break: said quoted)
def test_a_card_set_with_any_field_changed_loads_or_names_the_problem(
    path: tuple[Any, ...], value: Any
) -> None:
    try:
        cards.from_json(changed(path, value), "cards.json")
    except ambitions.InvalidOptions as exc:
        message = str(exc)
        assert message.startswith("cards.json: ") and "\n" not in message


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200) | JSON.map(lambda v: json.dumps(v).encode()))
def test_a_card_file_of_any_bytes_is_a_card_set_or_one_line(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.json"
        path.write_bytes(data)
        try:
            ambitions.new_game("interstellar", 3, 1, cards=str(path))
        except ambitions.InvalidOptions as exc:
            assert str(exc).startswith(str(path)) and "\n" not in str(exc)
