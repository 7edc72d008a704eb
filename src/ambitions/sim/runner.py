"""Play one game between agents, and read its result off the final state.

`play_game` plays one game: chance nodes are sampled from the game's own generator
(``state.sample_chance()``), and each seat's agent is shown a `Decision` (plain values, never the
state); an agent that answers with an action that is not legal stops the game with an
`IllegalAction` naming the agent, the action and the game's seed. The result holds what
tournaments summarize: scores, winner, ranks, the turn order at the first decision (for
first-player advantage), game length, the score gained per period (Arcs: Power per chapter)
and the game's own statistics, both from its `GameSpec.statistics`.

Tournaments (paired deals, permuted seats, backends) are in `ambitions.sim.tournament`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ambitions.bots.base import Agent, decision_for, offered
from ambitions.core.errors import IllegalAction, InvalidOptions
from ambitions.core.registry import game_spec
from ambitions.core.results import ranking, winner_of
from ambitions.core.state import CHANCE, TERMINAL, State


@dataclass
class GameResult:
    """The outcome of one game (JSON-safe apart from nothing: every field is plain data)."""

    seed: int
    """The game's seed (its deal)."""
    agents: list[str]
    """The agent name at each seat."""
    returns: list[float]
    """``state.returns()`` per seat (Power, for Arcs)."""
    winner: int
    """The winning seat (`winner_of`)."""
    ranks: list[int]
    """Each seat's final place, 1 for the winner (`ranking`)."""
    start_order: list[int]
    """The seats in turn order at the first decision (the first player first)."""
    decisions: int
    """Decisions taken by agents (chance outcomes not counted)."""
    actions: int
    """Every applied action, chance outcomes included."""
    chapter_power: list[list[float]] | None = None
    """Score gained per period (Arcs: Power per chapter) per seat, for games with periods."""
    stats: dict[str, Any] = field(default_factory=dict)
    """The game's own statistics (its `Statistics.watcher`; Arcs: the ambitions scored)."""
    index: int = -1
    """The game's number in its tournament (-1 outside one)."""
    deal: int = -1
    """The tournament deal it was played from (-1 outside one)."""
    seconds: float = 0.0
    """Time spent playing it (not reproducible; not written to reports)."""
    record: dict[str, Any] | None = field(default=None, repr=False)
    """``state.record()`` when asked for: replays the game exactly."""
    record_file: str | None = None
    """Where the record was written (relative to the report directory), if it was."""

    @property
    def chapters(self) -> int | None:
        """Chapters played, for games that keep per-chapter Power."""
        return None if self.chapter_power is None else len(self.chapter_power)

    def to_json(self) -> dict[str, Any]:
        """The result as a JSON-safe dict (without the record and the timing)."""
        data: dict[str, Any] = {
            "index": self.index,
            "deal": self.deal,
            "seed": self.seed,
            "agents": list(self.agents),
            "power": list(self.returns),
            "winner": self.winner,
            "ranks": list(self.ranks),
            "start_order": list(self.start_order),
            "decisions": self.decisions,
            "actions": self.actions,
        }
        if self.chapter_power is not None:
            data["chapters"] = len(self.chapter_power)
            data["chapter_power"] = [list(row) for row in self.chapter_power]
        if self.stats:
            data["stats"] = self.stats
        if self.record_file is not None:
            data["record"] = self.record_file
        return data


class GameFailed(RuntimeError):
    """A tournament game raised: the message names the game, its seeds and seating to reproduce it;
    `details` holds the original traceback (workers' tracebacks do not cross processes intact)."""

    def __init__(self, message: str, details: str = "") -> None:
        super().__init__(message)
        self.details = details

    def __reduce__(self) -> tuple[Any, ...]:
        return (GameFailed, (str(self), self.details))


def turn_order_of(state: State) -> list[int]:
    """The game's turn order now (`State.turn_order`)."""
    return [int(p) for p in state.turn_order()]


__all__ = ["GameFailed", "GameResult", "play_game", "ranking", "turn_order_of", "winner_of"]


def play_game(
    game: str,
    players: int,
    agents: Sequence[Agent],
    seed: int,
    options: Mapping[str, Any] | None = None,
    on_action: Callable[[State, int, Any], None] | None = None,
    record: bool = True,
) -> GameResult:
    """Play one game of `game` with ``agents[seat]`` deciding for each seat.

    `on_action(state, seat, action)`, if given, is called before each action is applied
    (`seat` is `CHANCE` for chance outcomes). With `record`, the result keeps ``state.record()``.
    """
    if len(agents) != players:
        raise InvalidOptions(f"{players} players need {players} agents, got {len(agents)}")
    start = time.perf_counter()
    statistics = game_spec(game).statistics
    state = game_spec(game).new_game(players=players, seed=seed, **dict(options or {}))
    watcher = statistics.watcher() if statistics.watcher is not None else None
    decisions = actions = 0
    start_order: list[int] | None = None
    while True:
        seat = state.current_player()
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            action = state.sample_chance()
        else:
            if start_order is None:
                start_order = turn_order_of(state)
            agent = agents[seat]
            decision = decision_for(state, seat, agent)
            action = agent.act(decision)
            if not offered(decision, action):
                raise IllegalAction(
                    f"agent {agent.name!r} at seat {seat} chose {str(action)!r:.200}, which is not one of "
                    f"its {len(decision.legal)} legal actions ({game} seed {seed}, after {actions} actions)"
                )
            decisions += 1
        if on_action is not None:
            on_action(state, seat, action)
        if watcher is not None:
            watcher.before(state, action)
        state.apply_unchecked(action)
        actions += 1
    stats: dict[str, Any] = watcher.finish(state) if watcher is not None else {}
    chapter_power = statistics.period_scores(state)
    return GameResult(
        seed=seed,
        agents=[a.name for a in agents],
        returns=state.returns(),
        winner=winner_of(state),
        ranks=ranking(state),
        start_order=start_order if start_order is not None else turn_order_of(state),
        decisions=decisions,
        actions=actions,
        chapter_power=chapter_power,
        stats=stats,
        seconds=time.perf_counter() - start,
        record=state.record() if record else None,
    )
