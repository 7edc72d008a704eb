"""Reinforcement learning over every game that declares encodings (``pip install "ambitions[rl]"``).

>>> import ambitions.rl
>>> env = ambitions.rl.env("arcs", players=3, leaders_and_lore=True)   # PettingZoo AEC
>>> single = ambitions.rl.gym_env("arcs", opponents=["greedy", "random+"])  # Gymnasium

The environments name no game: a game contributes its fixed encodings (an action index and an
observation tensor, `ambitions.rl.encodings`) through its `GameSpec`, and everything else is the
kernel contract. PettingZoo and Gymnasium are imported only when an environment is made, so the
``policy`` agent (`ambitions.rl.policy`) and the encodings work without them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ambitions.rl.encodings import Encodings, action_mask, encodings_for, games_with_encodings

if TYPE_CHECKING:
    from ambitions.rl.aec import GameEnv
    from ambitions.rl.single import SingleAgentEnv

__all__ = ["Encodings", "action_mask", "encodings_for", "env", "games_with_encodings", "gym_env"]


def env(game: str | None = None, players: int | None = None, **kwargs: Any) -> GameEnv:
    """A PettingZoo AEC environment of `game` (`ambitions.rl.aec.GameEnv`; by default the installed
    games' default, `ambitions.core.registry.default_game`): environment keywords
    (``reward``, ``score_rewards``, ``max_cycles``, ``illegal``, ``illegal_reward``,
    ``render_mode``) and the game's own options (``leaders_and_lore=True``)."""
    from ambitions.rl.aec import GameEnv

    return GameEnv(game, players, **kwargs)


def gym_env(game: str | None = None, players: int | None = None, **kwargs: Any) -> SingleAgentEnv:
    """A Gymnasium environment: one learning seat against project bots at the others
    (`ambitions.rl.single.SingleAgentEnv`; ``opponents=["greedy", "random+"]``, ``seat=0``)."""
    from ambitions.rl.single import SingleAgentEnv

    return SingleAgentEnv(game, players, **kwargs)
