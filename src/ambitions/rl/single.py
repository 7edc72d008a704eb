"""A Gymnasium environment: one learning seat against project bots at the other seats.

``ambitions.rl.gym_env("arcs", players=3, opponents=["greedy", "random+"], seat=0)``: the
opponents are agent specs as ``ambitions simulate`` takes them (one for every other seat, or one
per other seat in seat order), each seeded from the game's seed and its seat, and they see only
their `Decision`. Between two decisions of the learning seat, the others play and chance is
resolved; `step` returns when the learning seat must decide again or the game is over.

The mask convention is the PettingZoo environment's: the observation is a dict of
``observation`` (float32) and ``action_mask`` (int8, 1 at each legal action's index); with
``mask_in_observation=False`` it is the ``observation`` array alone. Either way ``info`` carries
the mask as ``action_mask`` and `action_masks` returns it as booleans (the method sb3-contrib's
``MaskablePPO`` calls). Rewards, chance and seeds are as in `ambitions.rl.aec`, for the learning
seat; ``seat=None`` draws the learning seat from the seed at each reset. An illegal action ends the
episode with ``illegal_reward`` (``illegal="end"``, so unmasked random actions, such as
Gymnasium's ``check_env`` takes, are safe) or raises (``illegal="raise"``). ``max_steps``
truncates an episode after that many decisions of the learning seat.

`LegalSlots` wraps it for learners that choose among the legal actions (`ambitions.rl.slots`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

import gymnasium
import numpy as np
import numpy.typing as npt

from ambitions.bots.base import Agent, checked_act, decision_for, make_agent
from ambitions.core.errors import IllegalAction, InvalidOptions, shorten
from ambitions.rl.aec import RENDER_MODES, observation_space
from ambitions.rl.encodings import FloatArray, MaskArray
from ambitions.rl.slots import SLOTS, slot_view, view_bounds
from ambitions.rl.table import ILLEGAL, Table, check_choice

OPPONENT_SEED_SALT: Final = 7919
"""Opponents' seeds are ``(game seed * SALT + seat) mod 2**31``: the same game and seat, the same
opponent choices."""


class SingleAgentEnv(gymnasium.Env[Any, Any]):
    """The learning seat's view of a game against bots (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES)}

    def __init__(
        self,
        game: str | None = None,
        players: int | None = None,
        *,
        opponents: str | Sequence[str] = ("random+",),
        seat: int | None = 0,
        reward: str = "margin",
        score_rewards: bool = False,
        max_steps: int | None = None,
        illegal: str = "end",
        illegal_reward: float = -1.0,
        mask_in_observation: bool = True,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        self.table = Table(game, players, options, reward, score_rewards)
        n = self.table.players
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n):
            raise InvalidOptions(f"seat is 0..{n - 1} or None (drawn at each reset), not {shorten(seat)}")
        specs = [opponents] if isinstance(opponents, str) else list(opponents)
        if len(specs) not in (1, n - 1):
            raise InvalidOptions(
                f"opponents: one agent spec for all {n - 1} other seats, or one each, not {specs}"
            )
        for spec in specs:
            make_agent(spec, 0)  # an unknown agent or option fails here, not at reset
        self.opponent_specs = specs
        check_choice("illegal", illegal, ILLEGAL)
        if render_mode is not None:
            check_choice("render_mode", render_mode, RENDER_MODES)
        if max_steps is not None and (not isinstance(max_steps, int) or max_steps < 1):
            raise InvalidOptions(f"max_steps is a whole number of at least 1, not {shorten(max_steps)}")
        self.fixed_seat = seat
        self.seat = seat if seat is not None else 0
        """The learning seat of the current game."""
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.max_steps = max_steps
        self.mask_in_observation = mask_in_observation
        self.render_mode = render_mode
        full = observation_space(self.table)
        self.observation_space = full if mask_in_observation else full["observation"]
        self.action_space = gymnasium.spaces.Discrete(self.table.encodings.num_actions)
        self.opponents: dict[int, Agent] = {}
        self.steps = 0
        self._done = True

    # -- the game -------------------------------------------------------------------------------------
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """A new game: ``new_game(seed=seed)``, or a seed drawn from this environment's generator."""
        super().reset(seed=seed)
        game_seed = int(seed) if seed is not None else int(self.np_random.integers(2**31))
        n = self.table.players
        self.seat = self.fixed_seat if self.fixed_seat is not None else random.Random(game_seed).randrange(n)
        others = [p for p in range(n) if p != self.seat]
        specs = self.opponent_specs * len(others) if len(self.opponent_specs) == 1 else self.opponent_specs
        self._close_opponents()
        self.opponents = {
            p: make_agent(spec, (game_seed * OPPONENT_SEED_SALT + p) % 2**31)
            for p, spec in zip(others, specs, strict=True)
        }
        self.table.deal(game_seed)
        self.steps = 0
        self._done = False
        self._play_others()
        self._done = self.table.over
        return self._observation(), self._info()

    def _play_others(self) -> float:
        """The opponents decide until the learning seat must or the game is over; the learning
        seat's rewards meanwhile."""
        gained = 0.0
        table = self.table
        while not table.over and table.mover != self.seat:
            seat = table.mover
            agent = self.opponents[seat]
            action = checked_act(agent, decision_for(table.state, seat, agent))
            gained += table.play(action)[self.seat]
        return gained

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if self._done:
            raise IllegalAction("the episode is over: call reset()")
        table = self.table
        legal = table.action_for(action)
        if legal is None:
            message = (
                f"action {table.describe(int(action))} is not legal for seat {self.seat} now (use the mask)"
            )
            if self.illegal == "raise":
                raise IllegalAction(message)
            self._done = True
            return (
                self._observation(),
                self.illegal_reward,
                True,
                False,
                {**self._info(), "illegal_action": message},
            )
        reward = table.play(legal)[self.seat]
        self.steps += 1
        reward += self._play_others()
        terminated = table.over
        truncated = not terminated and self.max_steps is not None and self.steps >= self.max_steps
        self._done = terminated or truncated
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, self._info()

    def _mask(self) -> MaskArray:
        if self._done or self.table.mover != self.seat:
            return self.table.no_mask()
        return self.table.mask()

    def _observation(self) -> Any:
        observation: FloatArray = self.table.observe(self.seat)
        if not self.mask_in_observation:
            return observation
        return {"observation": observation, "action_mask": self._mask()}

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self._mask(), "seat": self.seat}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions as booleans (sb3-contrib's ``MaskablePPO`` asks for them)."""
        return self._mask().astype(bool)

    def legal_indices(self) -> list[int]:
        """The indexes of the learning seat's legal actions, ascending."""
        return [] if self._done or self.table.mover != self.seat else sorted(self.table.legal())

    def record(self) -> dict[str, Any]:
        """The game's record (``ambitions.replay`` rebuilds it)."""
        return self.table.state.record()

    def _close_opponents(self) -> None:
        for agent in self.opponents.values():
            close = getattr(agent, "close", None)
            if callable(close):
                close()
        self.opponents = {}

    def close(self) -> None:
        """Stop the opponents' workers, if any (``ismcts:workers=2``)."""
        self._close_opponents()

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


class LegalSlots(gymnasium.Wrapper[Any, Any, Any, Any]):
    """A `SingleAgentEnv` seen through the legal-slots view (`ambitions.rl.slots`): the
    observation is the seat's vector followed by `slots` places holding the legal actions'
    ``index + 1``, the action is a place, and `action_masks` marks the filled places. An empty
    place is an illegal action (the wrapped environment's ``illegal`` setting applies)."""

    def __init__(self, env: SingleAgentEnv, slots: int = SLOTS) -> None:
        super().__init__(env)
        if not isinstance(slots, int) or slots < 1:
            raise InvalidOptions(f"slots is a whole number of at least 1, not {shorten(slots)}")
        self.slots = slots
        self.encodings = env.table.encodings
        low, high = view_bounds(self.encodings, slots)
        self.observation_space = gymnasium.spaces.Box(low=low, high=high, dtype=np.float32)
        self.action_space = gymnasium.spaces.Discrete(slots)
        self._chosen: list[int] = []
        self._mask = np.zeros(slots, dtype=np.int8)

    def _view(self, observation: Any, info: dict[str, Any]) -> tuple[FloatArray, dict[str, Any]]:
        env = self.env
        assert isinstance(env, SingleAgentEnv)
        vector = observation["observation"] if isinstance(observation, dict) else observation
        view, self._mask, self._chosen = slot_view(self.encodings, vector, env.legal_indices(), self.slots)
        return view, {**info, "action_mask": self._mask.copy(), "legal_indices": list(self._chosen)}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        observation, info = self.env.reset(seed=seed, options=options)
        return self._view(observation, info)

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        try:
            slot = int(action)
        except (TypeError, ValueError):
            slot = -1
        index = self._chosen[slot] if 0 <= slot < len(self._chosen) else -1
        observation, reward, terminated, truncated, info = self.env.step(index)
        view, info = self._view(observation, info)
        return view, float(reward), terminated, truncated, info

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The filled places as booleans (sb3-contrib's ``MaskablePPO`` asks for them)."""
        return self._mask.astype(bool)
