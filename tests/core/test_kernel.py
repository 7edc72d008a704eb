"""The game-agnostic kernel: registry, error hierarchy, bad input changes nothing."""

from __future__ import annotations

import json
import random

import pytest

import ambitions
from ambitions.core import errors


def test_errors_are_value_errors_with_stable_codes() -> None:
    codes = {
        errors.IllegalAction: "illegal_action",
        errors.InvalidActionText: "invalid_action_text",
        errors.InvalidOptions: "invalid_options",
        errors.InvalidRecord: "invalid_record",
    }
    for cls, code in codes.items():
        assert issubclass(cls, ValueError) and issubclass(cls, errors.AmbitionsError)
        assert cls.code == code


def test_registry_lists_arcs_and_rejects_unknown_games() -> None:
    assert "arcs" in ambitions.game_names()
    with pytest.raises(ambitions.InvalidOptions, match="unknown game 'chess'"):
        ambitions.new_game("chess", players=2)


def test_the_default_game_is_the_one_its_spec_names_not_one_the_shells_name(pig: str) -> None:
    """Front ends take the game whose spec says it is the default when none is named (the shells
    name no game): Arcs, bundled, with the plugin installed too; else the first game by name."""
    from dataclasses import replace

    from ambitions.core import registry

    assert registry.default_game() == "arcs" and ambitions.game_spec("arcs").is_default
    assert not ambitions.game_spec(pig).is_default and not ambitions.game_spec("arcades").is_default
    registry.register(replace(ambitions.game_spec(pig), name="aardvark", is_default=True))
    try:
        assert registry.default_game() == "aardvark"  # the first by name of those that say so
    finally:
        registry.GAMES.loaded.pop("aardvark", None)


@pytest.mark.parametrize("players", [0, 1, 5, "3", True])
def test_bad_player_counts_are_invalid_options(players: object) -> None:
    with pytest.raises(ambitions.InvalidOptions):
        ambitions.new_game("arcs", players=players)  # type: ignore[arg-type]


def test_unknown_options_are_rejected() -> None:
    with pytest.raises(ambitions.InvalidOptions, match="unknown Arcs option 'colour'"):
        ambitions.new_game("arcs", players=3, colour="red")


@pytest.mark.parametrize(
    "record",
    [
        [],
        {"players": 3},
        {"game": "arcs"},
        {"game": "arcs", "players": 3, "seed": 1, "actions": "lead CON2"},
        {"game": "arcs", "players": 3, "seed": 1, "actions": ["initiative 7"]},
        {"game": "arcs", "players": 3, "seed": 1, "actions": ["initiative 0", "lead ???"]},
    ],
)
def test_broken_records_raise_invalid_record(record: object) -> None:
    with pytest.raises(ambitions.InvalidRecord):
        ambitions.replay(record)  # type: ignore[arg-type]


def test_record_round_trips_through_json_and_replays_exactly() -> None:
    state = ambitions.new_game("arcs", players=2, seed=3)
    rng = random.Random(3)
    for _ in range(120):
        if state.is_terminal():
            break
        if state.current_player() == ambitions.CHANCE:
            state.apply(state.sample_chance())
        else:
            state.apply(rng.choice(state.legal_actions()))
    record = state.record()
    assert json.loads(json.dumps(record)) == record
    again = ambitions.replay(json.loads(json.dumps(record)))
    for seat in range(2):
        assert again.observation(seat) == state.observation(seat)


def test_illegal_and_malformed_actions_change_nothing() -> None:
    state = ambitions.new_game("arcs", players=3, seed=9)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    before = json.dumps(state.observation(None), sort_keys=True)
    seat = state.current_player()
    with pytest.raises(ambitions.IllegalAction) as info:
        state.apply(state.parse_action("secure BC99"))
    assert "'secure BC99'" in str(info.value) and f"seat {seat}" in str(info.value)
    for text in ["", "   ", "lead CON2; rm -rf", "\u00e9t\u00e9"]:
        with pytest.raises(ambitions.InvalidActionText):
            state.parse_action(text)
    with pytest.raises(ambitions.IllegalAction):
        state.apply("lead CON2")  # text is not an action value
    assert json.dumps(state.observation(None), sort_keys=True) == before


def test_determinize_and_from_position_reject_non_game_input() -> None:
    with pytest.raises(ambitions.InvalidRecord):
        ambitions.determinize({"seat": 0}, random.Random(1))
    with pytest.raises(ambitions.InvalidRecord):
        ambitions.from_position({"game": "arcs", "players": 3, "ships": [{"system": "9.9", "seat": 0}]})
