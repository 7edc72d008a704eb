"""Random agents: uniform over the legal actions, and the rollout policy ``random+``."""

from __future__ import annotations

import random
from typing import Any, Final

from ambitions.bots.base import Decision, no_options

TURN_WASTERS: Final = frozenset({"end", "pass"})
"""Action texts that throw a turn away; ``random+`` avoids them while anything else is legal."""


class RandomAgent:
    """Uniform over ``decision.legal``; same seed and same decisions give the same choices."""

    name = "random"
    observes = False

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, decision: Decision) -> Any:
        return self.rng.choice(decision.legal)


class RandomPlusAgent:
    """Random, but never ends or passes while another action is legal (the rollout policy)."""

    name = "random+"
    observes = False

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, decision: Decision) -> Any:
        legal = decision.legal
        keep = [a for a in legal if str(a) not in TURN_WASTERS]
        return self.rng.choice(keep or legal)


def make_random(seed: int, **options: str) -> RandomAgent:
    """``random`` (the ``ambitions.agents`` entry point)."""
    no_options(RandomAgent.name, options)
    return RandomAgent(seed)


def make_random_plus(seed: int, **options: str) -> RandomPlusAgent:
    """``random+`` (the ``ambitions.agents`` entry point)."""
    no_options(RandomPlusAgent.name, options)
    return RandomPlusAgent(seed)
