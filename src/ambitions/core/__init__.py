"""The game-agnostic kernel: the contract, the game specs and their registry, the errors."""

from ambitions.core.errors import (
    AmbitionsError,
    IllegalAction,
    InvalidActionText,
    InvalidOptions,
    InvalidRecord,
)
from ambitions.core.registry import (
    determinize,
    from_position,
    game_names,
    game_spec,
    new_game,
    register,
    replay,
)
from ambitions.core.results import ranking, winner_of
from ambitions.core.spec import GameOption, GameSpec, RuleNote, Stages, Statistics, Tally, Watcher
from ambitions.core.state import CHANCE, TERMINAL, State

__all__ = [
    "CHANCE",
    "TERMINAL",
    "AmbitionsError",
    "GameOption",
    "GameSpec",
    "IllegalAction",
    "InvalidActionText",
    "InvalidOptions",
    "InvalidRecord",
    "RuleNote",
    "Stages",
    "State",
    "Statistics",
    "Tally",
    "Watcher",
    "determinize",
    "from_position",
    "game_names",
    "game_spec",
    "new_game",
    "ranking",
    "register",
    "replay",
    "winner_of",
]
