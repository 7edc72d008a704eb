"""Play games between agents, and run tournaments with rotated seats.

`play_game` plays one game: chance nodes are sampled from the game's own generator
(``state.sample_chance()``), and each seat's agent is shown a `Decision` (never the state).
`simulate` plays many: game ``i`` deals with seed ``deal_seed(seed, i // players)`` and rotates
the seats by ``i % players``, so over every ``players`` consecutive games each agent plays each
seat of the same deal once.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ambitions.bots.base import Agent, Decision, make_agent
from ambitions.core.errors import InvalidOptions
from ambitions.core.registry import game_spec, new_game
from ambitions.core.state import CHANCE, TERMINAL, State
from ambitions.sim.stats import wilson_interval


@dataclass
class GameResult:
    """The outcome of one game."""

    seed: int
    """The game's seed (its deal)."""
    agents: list[str]
    """The agent name at each seat."""
    returns: list[float]
    """``state.returns()`` per seat."""
    winner: int
    """The winning seat."""
    decisions: int
    """Decisions taken by agents (chance outcomes not counted)."""
    record: dict[str, Any]
    """``state.record()``: replays the game exactly."""


@dataclass
class AgentStats:
    """One tournament entrant's results over all seats."""

    name: str
    games: int
    wins: int
    win_share: float
    win_low: float
    """Lower end of the 95% Wilson interval of the win share."""
    win_high: float
    mean_return: float


@dataclass
class SimSummary:
    """What `simulate` reports."""

    game: str
    players: int
    agents: list[str]
    """The entrants' names, in the order given (duplicates get ``#k`` suffixes)."""
    games: int
    seed: int
    seconds: float
    decisions: int
    stats: list[AgentStats]
    results: list[GameResult] = field(repr=False)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else float("inf")

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe summary (without the game records)."""
        return {
            "game": self.game,
            "players": self.players,
            "agents": list(self.agents),
            "games": self.games,
            "seed": self.seed,
            "seconds": self.seconds,
            "games_per_second": self.games_per_second,
            "decisions": self.decisions,
            "decisions_per_second": self.decisions_per_second,
            "stats": [
                {
                    "name": s.name,
                    "games": s.games,
                    "wins": s.wins,
                    "win_share": s.win_share,
                    "win_interval": [s.win_low, s.win_high],
                    "mean_return": s.mean_return,
                }
                for s in self.stats
            ],
        }


def winner_of(state: State) -> int:
    """The winning seat of a finished game.

    The game's own ``winner`` attribute when it has one (Arcs breaks ties by its rules);
    otherwise the argmax of `returns`, ties going to the earliest seat in turn order.
    """
    declared = getattr(state, "winner", None)
    if isinstance(declared, int) and 0 <= declared < state.num_players:
        return declared
    returns = state.returns()
    order_fn = getattr(state, "turn_order", None)
    order: list[int] = list(order_fn()) if callable(order_fn) else list(range(state.num_players))
    best = order[0]
    for seat in order[1:]:
        if returns[seat] > returns[best]:
            best = seat
    return best


def play_game(
    game: str,
    players: int,
    agents: Sequence[Agent],
    seed: int,
    options: Mapping[str, Any] | None = None,
    on_action: Callable[[State, int, Any], None] | None = None,
) -> GameResult:
    """Play one game of `game` with ``agents[seat]`` deciding for each seat.

    `on_action(state, seat, action)`, if given, is called before each action is applied
    (`seat` is `CHANCE` for chance outcomes).
    """
    if len(agents) != players:
        raise InvalidOptions(f"{players} players need {players} agents, got {len(agents)}")
    state = new_game(game, players=players, seed=seed, **dict(options or {}))
    decisions = 0
    while True:
        seat = state.current_player()
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            action = state.sample_chance()
        else:
            legal = state.legal_actions()
            action = agents[seat].act(Decision(seat, legal, _observer(state, seat)))
            decisions += 1
        if on_action is not None:
            on_action(state, seat, action)
        state.apply_unchecked(action)
    return GameResult(
        seed=seed,
        agents=[a.name for a in agents],
        returns=state.returns(),
        winner=winner_of(state),
        decisions=decisions,
        record=state.record(),
    )


def _observer(state: State, seat: int) -> Callable[[], dict[str, Any]]:
    return lambda: state.observation(seat)


def deal_seed(seed: int, deal: int) -> int:
    """The seed of deal number `deal` of a tournament seeded `seed`."""
    return random.Random(f"deal:{seed}:{deal}").randrange(2**31)


def agent_seed(seed: int, game_index: int, entrant: int) -> int:
    """The seed of entrant `entrant`'s agent in game `game_index` of a tournament."""
    return random.Random(f"agent:{seed}:{game_index}:{entrant}").randrange(2**31)


def entrant_labels(agent_specs: Sequence[str]) -> list[str]:
    """Names for the entrants: the specs, with ``#1``, ``#2``... on repeated ones."""
    specs = [s.strip() for s in agent_specs]
    labels = []
    for i, spec in enumerate(specs):
        if specs.count(spec) > 1:
            labels.append(f"{spec}#{specs[:i].count(spec) + 1}")
        else:
            labels.append(spec)
    return labels


def seating(players: int, game_index: int) -> list[int]:
    """For game `game_index`, the entrant at each seat (rotation ``game_index % players``)."""
    rotation = game_index % players
    return [(seat + rotation) % players for seat in range(players)]


def check_tournament(game: str, players: int, agent_specs: Sequence[str], games: int) -> None:
    """Reject a bad tournament before playing (raises `InvalidOptions` with a clear message)."""
    spec = game_spec(game)
    if players not in spec.players:
        allowed = ", ".join(map(str, spec.players))
        raise InvalidOptions(f"{game} is for {allowed} players, not {players}")
    if len(agent_specs) != players:
        raise InvalidOptions(
            f"{players} players need {players} agents, got {len(agent_specs)}: {list(agent_specs)}"
        )
    for name in agent_specs:
        make_agent(name, 0)
    if games < 1:
        raise InvalidOptions(f"the number of games must be at least 1, not {games}")


def simulate(
    game: str,
    players: int,
    agent_specs: Sequence[str],
    games: int,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    progress: bool = False,
) -> SimSummary:
    """Play `games` games between the agents in `agent_specs`, rotating seats.

    Game ``i`` uses deal seed ``deal_seed(seed, i // players)`` and seats entrant
    ``seating(players, i)[seat]`` at each seat, so each entrant plays each seat equally often
    over every `players` games. With `progress`, a rich progress bar is shown on stderr when it is a terminal.
    """
    check_tournament(game, players, agent_specs, games)
    labels = entrant_labels(agent_specs)
    specs = [s.strip() for s in agent_specs]
    results: list[GameResult] = []
    wins = [0] * players
    totals = [0.0] * players
    played = [0] * players

    def play(i: int) -> None:
        seats = seating(players, i)
        agents = [make_agent(specs[e], agent_seed(seed, i, e)) for e in seats]
        result = play_game(game, players, agents, deal_seed(seed, i // players), options)
        result.agents = [labels[e] for e in seats]
        results.append(result)
        wins[seats[result.winner]] += 1
        for seat, entrant in enumerate(seats):
            totals[entrant] += result.returns[seat]
            played[entrant] += 1

    start = time.perf_counter()
    if progress:
        from rich.console import Console
        from rich.progress import track

        console = Console(stderr=True)
        for i in track(
            range(games), description=f"{game} x{games}", console=console, disable=not console.is_terminal
        ):
            play(i)
    else:
        for i in range(games):
            play(i)
    seconds = time.perf_counter() - start

    stats = []
    for e, label in enumerate(labels):
        low, high = wilson_interval(wins[e], played[e])
        stats.append(
            AgentStats(
                name=label,
                games=played[e],
                wins=wins[e],
                win_share=wins[e] / games,
                win_low=low,
                win_high=high,
                mean_return=totals[e] / played[e] if played[e] else 0.0,
            )
        )
    return SimSummary(
        game=game,
        players=players,
        agents=labels,
        games=games,
        seed=seed,
        seconds=seconds,
        decisions=sum(r.decisions for r in results),
        stats=stats,
        results=results,
    )
