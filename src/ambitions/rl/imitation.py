"""Demonstrations for behaviour cloning: games played by one agent at every seat, each decision
kept as a learner in the league environment (`ambitions.rl.league.league_env`) would see it.

A policy that starts by imitating a strong bot starts where that bot plays; self-play then has
to improve on it rather than find the game's basics from random play, which on a small machine
is most of the budget (``examples/train.py --imitate greedy``). Every seat's decisions are kept,
so one game gives a demonstration per decision.

Each decision is kept as

- the legal-slots view (`ambitions.rl.slots.slot_view`): the deciding seat's observation vector
  followed by the legal actions' ``index + 1`` in ascending order, exactly the learner's input;
- the mask of the filled places and the place the agent chose (a decision whose choice falls
  beyond the last place is played but not kept);
- the seat's discounted return from that decision, with the rewards the league environment
  gives (`ambitions.rl.table.Table.play`: the scores as they are scored, when `score_rewards`,
  and the final margin or win, times `reward_scale`), summed between the seat's own decisions
  as the environment sums them into one step: the critic's target.

No PyTorch here: the arrays are NumPy, and the trainer fits its network to them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ambitions.bots.base import checked_act, decision_for, make_agent
from ambitions.core.errors import InvalidOptions, shorten
from ambitions.rl.encodings import FloatArray
from ambitions.rl.slots import SLOTS, slot_view
from ambitions.rl.table import Table

AGENT_SEED_SALT = 1_000_003
"""Each seat's agent is seeded from the game's seed and its seat, as the environment seeds its
opponents."""


@dataclass
class Demonstrations:
    """Decisions in the legal-slots view, one row each (see the module's docstring)."""

    views: FloatArray
    """(decisions, observation + slots) float32."""
    masks: npt.NDArray[np.int8]
    """(decisions, slots): 1 at each filled place."""
    choices: npt.NDArray[np.int64]
    """(decisions,): the place the agent chose."""
    returns: FloatArray
    """(decisions,): the seat's discounted return from the decision."""
    games: int
    """Games played."""

    def __len__(self) -> int:
        return int(self.choices.shape[0])

    @classmethod
    def join(cls, parts: Sequence[Demonstrations]) -> Demonstrations:
        """The parts, one after another (at least one part)."""
        if not parts:
            raise InvalidOptions("no demonstrations to join")
        return cls(
            np.concatenate([p.views for p in parts]),
            np.concatenate([p.masks for p in parts]),
            np.concatenate([p.choices for p in parts]),
            np.concatenate([p.returns for p in parts]),
            sum(p.games for p in parts),
        )


def demonstrate(
    game: str,
    players: int,
    agent: str,
    seeds: Iterable[int],
    *,
    slots: int = SLOTS,
    reward: str = "margin",
    score_rewards: bool = True,
    reward_scale: float = 0.1,
    gamma: float = 0.995,
    options: Mapping[str, Any] | None = None,
) -> Demonstrations:
    """The decisions of `agent` (an agent spec, at every seat) in one game per seed of `seeds`."""
    if not 0 < gamma <= 1:
        raise InvalidOptions(f"gamma is more than 0 and at most 1, not {shorten(gamma)}")
    table = Table(game, players, dict(options or {}), reward, score_rewards)
    encodings = table.encodings
    views: list[FloatArray] = []
    masks: list[npt.NDArray[np.int8]] = []
    choices: list[int] = []
    returns: list[float] = []
    games = 0
    for seed in seeds:
        table.deal(seed)
        agents = [make_agent(agent, (seed * AGENT_SEED_SALT + p) % 2**31) for p in range(players)]
        # per seat: the rows of its kept decisions and the reward of each of its steps
        steps: list[list[tuple[int | None, float]]] = [[] for _ in range(players)]
        try:
            while not table.over:
                seat = table.mover
                legal = table.legal()
                action = checked_act(agents[seat], decision_for(table.state, seat, agents[seat]))
                view, mask, chosen = slot_view(encodings, table.observe(seat), legal, slots)
                index = encodings.action_index(action)
                row: int | None = None
                if index in chosen:
                    row = len(choices)
                    views.append(view)
                    masks.append(mask)
                    choices.append(chosen.index(index))
                    returns.append(0.0)
                steps[seat].append((row, 0.0))
                gained = table.play(action)
                for p in range(players):
                    if steps[p]:  # rewards before a seat's first decision are not its to learn
                        last_row, last = steps[p][-1]
                        steps[p][-1] = (last_row, last + gained[p] * reward_scale)
        finally:
            for a in agents:
                close = getattr(a, "close", None)
                if callable(close):
                    close()
        for seat_steps in steps:
            following = 0.0
            for row, gained_here in reversed(seat_steps):
                following = gained_here + gamma * following
                if row is not None:
                    returns[row] = following
        games += 1
    width = encodings.observation_shape[0] + slots if len(encodings.observation_shape) == 1 else None
    if width is None:
        raise InvalidOptions(f"{game}'s observation is not a vector: it cannot be demonstrated")
    return Demonstrations(
        np.asarray(views, dtype=np.float32).reshape(len(views), width),
        np.asarray(masks, dtype=np.int8).reshape(len(masks), slots),
        np.asarray(choices, dtype=np.int64),
        np.asarray(returns, dtype=np.float32),
        games,
    )
