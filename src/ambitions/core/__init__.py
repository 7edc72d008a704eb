"""The game-agnostic kernel: the contract, the registry and the errors."""

from ambitions.core.errors import (
    AmbitionsError,
    IllegalAction,
    InvalidActionText,
    InvalidOptions,
    InvalidRecord,
)
from ambitions.core.registry import (
    GameSpec,
    determinize,
    from_position,
    game_names,
    game_spec,
    new_game,
    register,
    replay,
)
from ambitions.core.state import CHANCE, TERMINAL, State

__all__ = [
    "CHANCE",
    "TERMINAL",
    "AmbitionsError",
    "GameSpec",
    "IllegalAction",
    "InvalidActionText",
    "InvalidOptions",
    "InvalidRecord",
    "State",
    "determinize",
    "from_position",
    "game_spec",
    "game_names",
    "new_game",
    "register",
    "replay",
]
