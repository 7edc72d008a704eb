"""A tiny trained policy for tests that need a policy file (the ``rl-train`` extra)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def tiny_arcades_policy(folder: Path) -> Path:
    """A 3-player ARCADEs `SlotPolicy` after one short update against ``random+`` (it plays, not
    well), saved in `folder`. The caller skips first when PyTorch or sb3-contrib is missing."""
    from sb3_contrib import MaskablePPO

    from ambitions.rl.league import League, league_env
    from ambitions.rl.networks import SlotPolicy

    env = league_env("arcades", 3, League({"random+": 1.0}), slots=32)
    kwargs: dict[str, Any] = {"game": "arcades", "embed": 4, "hidden": 8}
    model = MaskablePPO(SlotPolicy, env, n_steps=32, batch_size=32, policy_kwargs=kwargs, seed=0)
    model.learn(32)
    path = folder / "tiny-arcades.zip"
    model.save(path)
    return path
