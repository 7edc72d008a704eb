"""The game registry: `new_game`, `replay` and `determinize` by game name."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ambitions.core.errors import InvalidOptions, InvalidRecord
from ambitions.core.state import State


@dataclass(frozen=True)
class GameSpec:
    """How to build, replay and determinize one game."""

    name: str
    new_game: Callable[..., State]
    """``new_game(players=..., seed=..., **options)``."""
    replay: Callable[[Mapping[str, Any]], State]
    determinize: Callable[[Mapping[str, Any], random.Random], State]
    from_position: Callable[[Mapping[str, Any]], State]
    players: tuple[int, ...]


_GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> None:
    """Make a game available by name."""
    _GAMES[spec.name] = spec


def _load_builtin() -> None:
    if not _GAMES:
        import ambitions.games  # noqa: F401  (registers the bundled games)


def game_names() -> list[str]:
    """The names of the registered games."""
    _load_builtin()
    return sorted(_GAMES)


def game_spec(name: str) -> GameSpec:
    """The `GameSpec` registered as `name` (raises `InvalidOptions`)."""
    _load_builtin()
    try:
        return _GAMES[name]
    except KeyError:
        raise InvalidOptions(f"unknown game {name!r}; known games: {', '.join(sorted(_GAMES))}") from None


def new_game(name: str, players: int, seed: int = 0, **options: Any) -> State:
    """A new game of `name` for `players` seats, its chance driven by `seed`."""
    return game_spec(name).new_game(players=players, seed=seed, **options)


def replay(record: Mapping[str, Any]) -> State:
    """Rebuild the state a record describes, checking every action (raises `InvalidRecord`)."""
    if not isinstance(record, Mapping) or not isinstance(record.get("game"), str):
        raise InvalidRecord(f"a record must be a JSON object with a 'game' name, got {record!r:.200}")
    return game_spec(record["game"]).replay(record)


def determinize(observation: Mapping[str, Any], rng: random.Random) -> State:
    """A full state consistent with `observation`, unseen information sampled from `rng`."""
    if not isinstance(observation, Mapping) or not isinstance(observation.get("game"), str):
        raise InvalidRecord("an observation must be a JSON object with a 'game' name")
    return game_spec(observation["game"]).determinize(observation, rng)


def from_position(position: Mapping[str, Any]) -> State:
    """A state built from a position description (see each game's `position` module)."""
    if not isinstance(position, Mapping) or not isinstance(position.get("game"), str):
        raise InvalidRecord("a position must be a JSON object with a 'game' name")
    return game_spec(position["game"]).from_position(position)
