"""A PettingZoo AEC environment for any game with encodings (``ambitions.rl.env("arcs")``).

One agent per seat, ``player_0`` .. ``player_{n-1}``; `agent_selection` is the seat to decide
(turn order is the game's, so an agent may decide many times in a row). Observations are dicts:
``observation``, the seat's encoded observation (`Encodings.encode` of `State.observation`: only
what that seat may see), and ``action_mask``, int8 with a 1 at the index of each legal action
(all zeros for a seat that is not deciding). Actions are indexes into the game's fixed action
space (`Encodings.action_index`).

Chance (dice, deals, shuffles) is resolved inside `step` with the game's own generator, seeded by
`reset`'s seed: ``reset(seed=7)`` plays the game ``ambitions.new_game(game, players, seed=7)``,
and `record` replays it exactly. A `reset` without a seed takes the next seed from a generator
seeded by the last seed given (or by the operating system if none was ever given).

Rewards come when the game ends: ``reward="margin"`` (default) gives each seat its final score
less the best rival's (Arcs: Power), ``reward="win"`` +1 to the winner and -1 to the others.
``score_rewards=True`` also gives each seat its score gains as they happen (Arcs scores Power at
each chapter's end: per-chapter Power). ``max_cycles=N`` truncates the game after ``N * players``
decisions. An illegal action ends the game with ``illegal_reward`` (-1) for its agent and 0 for
the others (``illegal="end"``, PettingZoo's convention for classic games) or raises
`ambitions.IllegalAction` (``illegal="raise"``). `render` gives the plain-text board as a
spectator sees it (public information only).
"""

from __future__ import annotations

import random
from typing import Any, Final

import gymnasium
import numpy as np
from pettingzoo import AECEnv

from ambitions.core.errors import IllegalAction, InvalidOptions, shorten
from ambitions.core.state import TERMINAL, State
from ambitions.rl.encodings import FloatArray, MaskArray
from ambitions.rl.table import ILLEGAL, Table, check_choice

Observation = dict[str, FloatArray | MaskArray]

RENDER_MODES: Final = ("ansi", "human")


def observation_space(table: Table) -> gymnasium.spaces.Dict:
    """``Dict(observation=Box(low, high, float32), action_mask=Box(0, 1, int8))``."""
    enc = table.encodings
    return gymnasium.spaces.Dict(
        {
            "observation": gymnasium.spaces.Box(
                low=enc.observation_low,
                high=enc.observation_high,
                shape=enc.observation_shape,
                dtype=np.float32,
            ),
            "action_mask": gymnasium.spaces.Box(low=0, high=1, shape=(enc.num_actions,), dtype=np.int8),
        }
    )


class GameEnv(AECEnv):  # type: ignore[misc]
    """The AEC environment (see the module docstring); game options are keyword arguments."""

    metadata: dict[str, Any] = {
        "name": "ambitions_v0",
        "render_modes": list(RENDER_MODES),
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str | None = None,
        players: int | None = None,
        *,
        reward: str = "margin",
        score_rewards: bool = False,
        max_cycles: int | None = None,
        illegal: str = "end",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.table = Table(game, players, options, reward, score_rewards)
        check_choice("illegal", illegal, ILLEGAL)
        if render_mode is not None:
            check_choice("render_mode", render_mode, RENDER_MODES)
        if max_cycles is not None and (not isinstance(max_cycles, int) or max_cycles < 1):
            raise InvalidOptions(f"max_cycles is a whole number of at least 1, not {shorten(max_cycles)}")
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.max_cycles = max_cycles
        self.render_mode = render_mode
        self.metadata = {**type(self).metadata, "name": f"ambitions_{self.table.spec.name}_v0"}
        n = self.table.players
        self.possible_agents: list[str] = [f"player_{p}" for p in range(n)]
        self.seat_of: dict[str, int] = {a: p for p, a in enumerate(self.possible_agents)}
        self.observation_spaces = {a: observation_space(self.table) for a in self.possible_agents}
        num_actions = self.table.encodings.num_actions
        self.action_spaces = {a: gymnasium.spaces.Discrete(num_actions) for a in self.possible_agents}
        self._seeds: random.Random | None = None
        self.decisions = 0
        """Decisions taken in this game."""
        self.agents: list[str] = []

    # -- spaces ---------------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    # -- the game -------------------------------------------------------------------------------------
    @property
    def game(self) -> State:
        """The game's full state (omniscient: for analysis and tests, never for an agent)."""
        return self.table.state

    def record(self) -> dict[str, Any]:
        """The game's record (``ambitions.replay`` rebuilds it; ``ambitions replay`` checks it)."""
        return self.table.state.record()

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: seeded by `seed`, else by the next seed of the last one given. `options` is
        accepted for the API and ignored (game options are given to the constructor)."""
        if seed is not None:
            game_seed = int(seed)
            self._seeds = random.Random(game_seed)
        else:
            if self._seeds is None:
                self._seeds = random.Random(random.SystemRandom().randrange(2**63))
            game_seed = self._seeds.randrange(2**31)
        self.table.deal(game_seed)
        self.decisions = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()
        if self.table.over:  # a game over before any decision
            self.terminations = dict.fromkeys(self.agents, True)

    def _select(self) -> None:
        mover = self.table.mover
        self.agent_selection = self.possible_agents[mover] if mover >= 0 else self.agents[0]

    def legal_indices(self) -> list[int]:
        """The indexes of the selected agent's legal actions (what its mask marks), ascending."""
        if self.terminations.get(self.agent_selection) or self.truncations.get(self.agent_selection):
            return []
        return sorted(self.table.legal())

    def observe(self, agent: str) -> Observation:
        seat = self.seat_of[agent]
        deciding = (
            self.table.mover == seat
            and not self.terminations.get(agent, True)
            and not self.truncations.get(agent, True)
        )
        return {
            "observation": self.table.observe(seat),
            "action_mask": self.table.mask() if deciding else self.table.no_mask(),
        }

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        legal = table.action_for(action) if action is not None else None
        self._cumulative_rewards[agent] = 0.0
        self.infos = {a: {} for a in self.agents}
        if legal is None:
            what = "no action" if action is None else f"action {table.describe(int(action))}"
            message = f"{what} is not legal for {agent} now (use the action mask)"
            if self.illegal == "raise":
                raise IllegalAction(message)
            self.rewards = {a: (self.illegal_reward if a == agent else 0.0) for a in self.agents}
            self.terminations = dict.fromkeys(self.agents, True)
            self.infos[agent]["illegal_action"] = message
        else:
            gained = table.play(legal)
            self.decisions += 1
            self.rewards = {a: gained[self.seat_of[a]] for a in self.agents}
            if table.over:
                self.terminations = dict.fromkeys(self.agents, True)
            elif self.max_cycles is not None and self.decisions >= self.max_cycles * table.players:
                self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        if table.mover == TERMINAL or any(self.terminations.values()) or any(self.truncations.values()):
            self.agent_selection = self.agents[0]
        else:
            self._select()
        if self.render_mode == "human":
            self.render()

    # -- showing it -----------------------------------------------------------------------------------
    def render(self) -> str | None:
        """The board as a spectator sees it: returned (``ansi``), printed (``human``)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode (ansi or human)")
            return None
        text = self.table.text(None)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""
