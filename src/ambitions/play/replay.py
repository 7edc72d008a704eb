"""A game record watched again, step by step, as one seat saw it or as a spectator.

`Replay` replays a record once (every action checked, as `ambitions.replay` does), keeps a copy
of the state every `CHECKPOINT_EVERY` actions and the log's steps, and answers for any position
``k`` (the table after the first ``k`` actions) and any viewer what that viewer saw then: its
observation, the game's plain text of it, the log as it could read it, whose decision it was.
Nothing is shown that the viewer's own observation at that moment did not hold, so a spectator's
replay shows no hand, and a seat's shows its own hand and nobody else's.

Front ends (``ambitions replay FILE --watch``, the server's replay endpoints behind the browser's
replay page) name no game: what a frame shows comes from the game's `GameSpec`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from ambitions.core.names import named, record_names
from ambitions.core.registry import game_spec
from ambitions.core.results import winner_of
from ambitions.core.spec import GameSpec
from ambitions.core.state import CHANCE, TERMINAL, State
from ambitions.play.session import LogLine, Step, log_line, record_walker, walk_record

CHECKPOINT_EVERY: Final = 32
"""Actions between two kept copies of the state: a frame replays at most this many actions."""


@dataclass(frozen=True)
class Frame:
    """The table after the first `position` actions, as `viewer` saw it."""

    position: int
    """How many actions have been applied (0: the table as set up)."""
    viewer: int | None
    """The seat watching (None: a spectator)."""
    observation: dict[str, Any]
    text: str
    """The game's plain text of the observation (`GameSpec.render`)."""
    log: list[LogLine]
    """The log up to this position, as the viewer could read it."""
    mover: int
    """The seat to decide next, `CHANCE` or `TERMINAL`."""
    last: LogLine | None
    """The step that led here (None at the start)."""


class Replay:
    """A record to watch (raises `InvalidRecord` if the record does not replay)."""

    def __init__(self, record: Mapping[str, Any], labels: Mapping[int, str] | None = None) -> None:
        walker = record_walker(record)  # checks the record's shape and options
        start = walker.state
        self.game = start.game_name
        self.spec: GameSpec = game_spec(self.game)
        self.players = start.num_players
        self.names = record_names(record)
        """The players' display names the record keeps (``names``), by seat."""
        self.labels = {seat: named(seat, name) for seat, name in self.names.items()} | dict(labels or {})
        """How the log names each seat: a given label, else the player's name (``Alice (seat
        1)``), else ``seat 1``."""
        self._actions: list[Any] = []
        self._checkpoints: list[State] = [start.clone()]
        for k, action in walk_record(walker, record, reveals=False):
            self._actions.append(action)
            if (k + 1) % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(walker.state.clone())
        self.steps: list[Step] = walker.steps
        self.final = walker.state
        """The state after every action."""

    def __len__(self) -> int:
        """How many actions the record holds (positions run from 0 to this)."""
        return len(self.steps)

    # -- positions ------------------------------------------------------------------------------
    def state_at(self, position: int) -> State:
        """A fresh copy of the state after the first `position` actions (raises `IndexError`)."""
        if not 0 <= position <= len(self.steps):
            raise IndexError(f"position {position} is not between 0 and {len(self.steps)}")
        base = position // CHECKPOINT_EVERY
        state = self._checkpoints[base].clone()
        for action in self._actions[base * CHECKPOINT_EVERY : position]:
            state.apply_unchecked(action)
        return state

    def check_viewer(self, viewer: int | None) -> int | None:
        """`viewer` if it is a seat of this game or None (raises `ValueError` otherwise)."""
        if viewer is not None and not 0 <= viewer < self.players:
            raise ValueError(f"seat {viewer} is not a seat of this {self.players}-player game")
        return viewer

    def label(self, seat: int, viewer: int | None) -> str:
        name = self.labels.get(seat, f"seat {seat}")
        return f"{name} (watching)" if seat == viewer else name

    def line(self, index: int, viewer: int | None) -> LogLine:
        """Step `index` of the log as `viewer` could read it."""
        return log_line(self.steps[index], viewer, lambda s: self.label(s, viewer), self.spec.describe)

    def frame(self, position: int, viewer: int | None) -> Frame:
        """What `viewer` saw after the first `position` actions (raises `IndexError`,
        `ValueError` for a seat the game does not have)."""
        self.check_viewer(viewer)
        state = self.state_at(position)
        observation = state.observation(viewer)
        log = [self.line(k, viewer) for k in range(position)]
        return Frame(
            position=position,
            viewer=viewer,
            observation=observation,
            text=self.spec.render(observation),
            log=log,
            mover=state.current_player(),
            last=log[-1] if log else None,
        )

    # -- moving through it ----------------------------------------------------------------------
    def decisions(self, seat: int | None = None) -> list[int]:
        """The positions just before each decision (of `seat`, or of any seat): where a watcher
        may want to stop. Chance outcomes are not decisions."""
        return [k for k, step in enumerate(self.steps) if step.seat != CHANCE and seat in (None, step.seat)]

    def next_decision(self, position: int, forward: bool = True) -> int:
        """The position after the next (or, backward, the previous) decision from `position`:
        stepping by decisions skips the chance outcomes in between."""
        ends = [k + 1 for k in self.decisions()]
        if forward:
            later = [k for k in ends if k > position]
            return later[0] if later else len(self.steps)
        earlier = [k for k in ends if k < position]
        return earlier[-1] if earlier else 0

    def outcome(self) -> str:
        """The result in a line: the final scores and the winner, or that the record stops early."""
        state = self.final
        score = self.spec.score
        scores = ", ".join(f"{self.labels.get(p, f'seat {p}')} {v:g}" for p, v in enumerate(state.scores()))
        if state.current_player() != TERMINAL:
            return f"the record stops before the end ({score}: {scores})"
        winner = winner_of(state)
        won = self.labels.get(winner, f"seat {winner}") if winner is not None else "nobody"
        return f"final {score}: {scores}; {won} wins"
