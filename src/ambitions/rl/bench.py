"""The RL environment's speed, for ``ambitions bench``: PettingZoo AEC steps per second with
uniformly random legal actions, next to the engine's own decisions per second.

Two figures at the game's usual player count: with the observation built at every step
(``env.last()``: the seat's observation dict, its encoding and the action mask, what a learner
reads) and with the mask only (``env.last(observe=False)``, the legal indexes taken from
`GameEnv.legal_indices`): the environment's own cost over the engine's.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ambitions.core.errors import InvalidOptions
from ambitions.core.registry import game_spec
from ambitions.rl.encodings import has_encodings

KEY = "rl_env_steps_per_second"
KEY_MASK_ONLY = "rl_env_steps_per_second_mask_only"


def env_steps(
    game: str, players: int, seconds: float, seed: int = 0, observe: bool = True
) -> tuple[int, float]:
    """(steps, seconds) of random play through the AEC environment for about `seconds`."""
    from ambitions.rl.aec import GameEnv

    env = GameEnv(game, players)
    rng = random.Random(seed)
    steps = games = 0
    start = time.perf_counter()
    elapsed = 0.0
    while games == 0 or elapsed < seconds:
        env.reset(seed=seed + games)
        for _ in env.agent_iter():
            _, _, terminated, truncated, _ = env.last(observe=observe)
            if terminated or truncated:
                env.step(None)
                continue
            env.step(rng.choice(env.legal_indices()))
            steps += 1
        games += 1
        elapsed = time.perf_counter() - start
    return steps, elapsed


@dataclass(frozen=True)
class EnvSpeed:
    """One figure of `env_speed`: steps/s at `players`, or None and why not (`note`)."""

    key: str
    label: str
    players: int
    steps_per_second: float | None
    note: str | None = None


def env_speed(game: str, seconds: float, seed: int) -> list[EnvSpeed]:
    """The two figures of the module docstring, at the game's usual player count (None, with the
    reason, when the game has no encodings or the ``rl`` extra is not installed)."""
    spec = game_spec(game)
    players = spec.usual_players
    label = f"RL env (PettingZoo AEC), {players} players: steps/s"
    label_mask = f"RL env, {players} players, mask only (last(observe=False)): steps/s"
    note = None
    try:
        if not has_encodings(game):
            note = f"{spec.display_name} declares no encodings"
        else:
            import gymnasium  # noqa: F401
            import pettingzoo  # noqa: F401
    except ImportError:
        note = 'the rl extra is not installed: pip install "ambitions[rl]"'
    except InvalidOptions as exc:
        note = str(exc)
    if note is not None:
        return [
            EnvSpeed(KEY, label, players, None, note),
            EnvSpeed(KEY_MASK_ONLY, label_mask, players, None, note),
        ]
    out = []
    for key, text, observe in ((KEY, label, True), (KEY_MASK_ONLY, label_mask, False)):
        steps, elapsed = env_steps(game, players, seconds, seed, observe)
        out.append(EnvSpeed(key, text, players, steps / elapsed))
    return out
