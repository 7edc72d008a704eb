"""ambitions: play, serve, simulate and study Arcs and its relatives.

>>> import ambitions
>>> state = ambitions.new_game("arcs", players=3, seed=7)
"""

from ambitions.core import (
    CHANCE,
    TERMINAL,
    AmbitionsError,
    IllegalAction,
    InvalidActionText,
    InvalidOptions,
    InvalidRecord,
    State,
    determinize,
    from_position,
    game_names,
    game_spec,
    new_game,
    replay,
)

__version__ = "0.1.0"

__all__ = [
    "CHANCE",
    "TERMINAL",
    "AmbitionsError",
    "IllegalAction",
    "InvalidActionText",
    "InvalidOptions",
    "InvalidRecord",
    "State",
    "__version__",
    "determinize",
    "from_position",
    "game_names",
    "game_spec",
    "new_game",
    "replay",
]
