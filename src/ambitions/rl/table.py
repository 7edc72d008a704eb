"""One game as the environments step it: seeded chance, legal actions by index, observations as
arrays, rewards. Shared by the PettingZoo environment (`ambitions.rl.aec`) and the Gymnasium
wrapper (`ambitions.rl.single`); it knows no game, only the kernel contract and the game's
encodings.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final, Literal

import numpy as np

from ambitions.core.errors import IllegalAction, InvalidOptions, shorten
from ambitions.core.registry import default_game, game_spec, new_game
from ambitions.core.results import winner_of
from ambitions.core.spec import GameSpec
from ambitions.core.state import CHANCE, TERMINAL, State
from ambitions.rl.encodings import (
    Encodings,
    FloatArray,
    MaskArray,
    bound,
    encodings_for,
    legal_by_index,
    mask_of,
)

Reward = Literal["margin", "win"]
REWARDS: Final = ("margin", "win")
Illegal = Literal["end", "raise"]
ILLEGAL: Final = ("end", "raise")


def check_choice(name: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise InvalidOptions(f"{name} is one of {', '.join(allowed)}, not {shorten(value)}")


class Table:
    """A game of `game` (None: the default game, `default_game`) for `players` seats with its
    options, reset by seed (`deal`).

    Chance outcomes are drawn with the game's own generator (`State.sample_chance()` with no
    generator: from the game's seed and the number of chance events so far), so a seed gives the
    same game whatever the seats do between chance events, and ``ambitions.replay`` of the
    `record` rebuilds it.
    """

    def __init__(
        self,
        game: str | None,
        players: int | None,
        options: Mapping[str, Any],
        reward: str = "margin",
        score_rewards: bool = False,
    ) -> None:
        self.spec: GameSpec = game_spec(game if game is not None else default_game())
        game = self.spec.name
        self.players: int = self.spec.usual_players if players is None else players
        self.options = dict(options)
        check_choice("reward", reward, REWARDS)
        self.reward = reward
        self.score_rewards = bool(score_rewards)
        declared = encodings_for(game)  # a game without encodings fails here
        self.state: State = new_game(game, self.players, 0, **self.options)  # bad options here
        self.encodings: Encodings = bound(declared, self.state.observation(None))
        """The game's encodings for these options (`bound`: the same for every deal)."""
        self._encode_state: Callable[[State, int], FloatArray] | None = getattr(
            self.encodings, "encode_state", None
        )
        """The encodings' ``encode_state`` when they offer one (`observe`'s fast path)."""
        self.seed = 0
        self._legal: dict[int, Any] | None = None

    # -- the game -----------------------------------------------------------------------------------
    def deal(self, seed: int) -> None:
        """A new game with `seed`, played to its first decision."""
        self.seed = seed
        self.state = new_game(self.spec.name, self.players, seed, **self.options)
        self._advance()

    def _advance(self) -> None:
        """Resolve chance until a seat decides or the game is over."""
        state = self.state
        while state.current_player() == CHANCE:
            state.apply_unchecked(state.sample_chance())
        self._legal = None

    @property
    def mover(self) -> int:
        """The seat to decide, or `TERMINAL` (never `CHANCE`: it is resolved at once)."""
        return self.state.current_player()

    @property
    def over(self) -> bool:
        return self.state.current_player() == TERMINAL

    def legal(self) -> dict[int, Any]:
        """The mover's legal actions by index (empty once the game is over)."""
        if self._legal is None:
            self._legal = legal_by_index(self.encodings, self.state.legal_actions())
        return self._legal

    def mask(self) -> MaskArray:
        """The mover's action mask (a new array: callers may keep it)."""
        return mask_of(self.encodings, self.legal())

    def no_mask(self) -> MaskArray:
        return np.zeros(self.encodings.num_actions, dtype=np.int8)

    def observe(self, seat: int) -> FloatArray:
        """Seat `seat`'s observation, encoded: ``encode(State.observation(seat))``, or the
        encodings' ``encode_state`` (the same array, without the observation dict) when they
        offer one. A new array: callers may keep it."""
        if self._encode_state is not None:
            return self._encode_state(self.state, seat)
        return self.encodings.encode(self.state.observation(seat))

    def describe(self, index: int) -> str:
        """An index in words, for error messages: its action's text when it decodes."""
        try:
            return f"{index} ({shorten(str(self.encodings.index_action(self.state, index)), 80)})"
        except (ValueError, IllegalAction):
            return str(index)

    def action_for(self, index: Any) -> Any | None:
        """The legal action at `index` (an int or numpy integer), or None if it is not legal."""
        try:
            key = int(index)
        except (TypeError, ValueError):
            return None
        if isinstance(index, float) and index != key:
            return None
        return self.legal().get(key)

    def play(self, action: Any) -> list[float]:
        """Apply the mover's `action` (legal), resolve chance; each seat's reward for it."""
        before = self.state.scores() if self.score_rewards else None
        self.state.apply_unchecked(action)
        self._advance()
        rewards = [0.0] * self.players
        if before is not None:
            after = self.state.scores()
            rewards = [float(a - b) for a, b in zip(after, before, strict=True)]
        if self.over:
            final = self.final_rewards()
            rewards = [r + f for r, f in zip(rewards, final, strict=True)]
        return rewards

    def final_rewards(self) -> list[float]:
        """Each seat's reward for the finished game: its final score less the best rival's
        (``margin``), or +1 for the winner and -1 for the others (``win``)."""
        state = self.state
        if self.reward == "win":
            winner = winner_of(state)
            return [1.0 if p == winner else -1.0 for p in range(self.players)]
        returns = state.returns()
        return [
            float(returns[p] - max(returns[q] for q in range(self.players) if q != p))
            for p in range(self.players)
        ]

    def text(self, seat: int | None = None) -> str:
        """The plain-text board as `seat` sees it (None: public information only)."""
        return self.spec.render(self.state.observation(seat))
