"""The kernel contract every game implements (see docs/ARCHITECTURE.md).

A game is a `State` subclass plus a registration (`ambitions.core.registry.register`). The
contract is deliberately small: whose decision it is, the legal actions, applying one, chance
outcomes, observations, records. Everything else (bots, CLI, server, RL) is built on it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Hashable
from typing import Any, Final

from ambitions.core.errors import IllegalAction, InvalidOptions, clip, shorten

CHANCE: Final = -1
"""`current_player()` at a chance node: call `sample_chance()` and apply the outcome."""

TERMINAL: Final = -2
"""`current_player()` once the game is over: `returns()` holds the result."""

Action = Hashable
"""An action is an immutable value with a canonical text form `str(action)`."""

JSON = Any
"""A JSON-safe value (dicts with string keys, lists, strings, numbers, booleans, None)."""


class State(ABC):
    """One game position, with the full (omniscient) information.

    Only `observation(seat)` may be shown to a seat; bots, the terminal, the server and the RL
    environment consume observations, never the state.
    """

    game_name: str = ""
    """The registry name of the game (``"arcs"``)."""

    __slots__ = ()

    # -- whose decision -------------------------------------------------------------------------
    @abstractmethod
    def current_player(self) -> int:
        """The seat to decide (0..n-1), `CHANCE` or `TERMINAL`."""

    @property
    @abstractmethod
    def num_players(self) -> int:
        """The number of seats."""

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.current_player() == TERMINAL

    # -- actions --------------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """The legal actions of the seat to move (empty at `TERMINAL`).

        At a `CHANCE` node the outcomes are too many to list; use `sample_chance`.
        """

    @abstractmethod
    def apply_unchecked(self, action: Any) -> None:
        """Apply `action` without checking it: the fast path for bots and simulation.

        An illegal action here may corrupt the state; use `apply` for untrusted input.
        """

    @abstractmethod
    def is_legal(self, action: Any) -> bool:
        """True if `action` may be applied now (chance outcomes included)."""

    def apply(self, action: Any) -> None:
        """Check `action`, then apply it. Raises `IllegalAction`; the state is then unchanged."""
        if not self.is_legal(action):
            raise IllegalAction(clip(self.explain_illegal(action), 1000))  # no megabyte echoes
        self.apply_unchecked(action)

    def explain_illegal(self, action: Any) -> str:
        """The message of the `IllegalAction` raised for `action`."""
        return f"{shorten(str(action))} is not legal for {self.describe_mover()}"

    def describe_mover(self) -> str:
        """Who decides now, for error messages."""
        cp = self.current_player()
        if cp == CHANCE:
            return "chance"
        if cp == TERMINAL:
            return "a finished game"
        return f"seat {cp}"

    def action_text(self, action: Any, viewer: int | None) -> str:
        """What `viewer` (a seat, or None for a spectator) may see of `action` in a log.

        Call it before applying `action`. The default shows decisions in full and chance outcomes
        by kind only; games with face-down plays override it.
        """
        if self.current_player() == CHANCE:
            return str(action).split(" ", 1)[0]
        return str(action)

    @abstractmethod
    def parse_action(self, text: str) -> Any:
        """The action whose canonical text is `text` (raises `InvalidActionText`).

        Parsing does not check legality: `apply` does.
        """

    @abstractmethod
    def sample_chance(self, rng: random.Random | None = None) -> Any:
        """At a `CHANCE` node, a sampled outcome action.

        With no `rng`, the game's own generator (derived from the game's seed and the number of
        chance events so far) is used, so a game replays from its seed.
        """

    # -- copies, observations, results ----------------------------------------------------------
    @abstractmethod
    def clone(self) -> State:
        """An independent copy (cheap: no `copy.deepcopy`)."""

    @abstractmethod
    def observation(self, seat: int | None) -> dict[str, JSON]:
        """A JSON-safe dict of everything `seat` may know (public information for ``None``).

        Only a seat of this game (0..n-1) or None is a viewer; anything else (`CHANCE` among them)
        raises `InvalidOptions` (`check_viewer`).
        """

    def check_viewer(self, seat: object) -> None:
        """Raise `InvalidOptions` unless `seat` is None (a spectator) or a seat of this game."""
        if seat is None or (type(seat) is int and 0 <= seat < self.num_players):
            return
        raise InvalidOptions(
            f"a viewer is a seat 0..{self.num_players - 1} or None (a spectator), not {shorten(seat)}"
        )

    @abstractmethod
    def returns(self) -> list[float]:
        """Final score per seat once `TERMINAL` (zeros before)."""

    def scores(self) -> list[float]:
        """The score per seat now, as the table shows it (Power, points); `returns` by default."""
        return self.returns()

    def turn_order(self) -> list[int]:
        """The seats in turn order now, the first player first (seat order by default)."""
        return list(range(self.num_players))

    def winning_seat(self) -> int | None:
        """The winner of a finished game when the game's own rules name one (tie-breaks), else
        None: the front ends then take the best `returns`, ties to the earliest in turn order."""
        return None

    @abstractmethod
    def record(self) -> dict[str, JSON]:
        """The game record: game, options, seed and every action, chance outcomes included.

        The record is omniscient (it holds every deal): it is for replays after the game and for
        trusted storage, never for showing to a seat during play.
        """
