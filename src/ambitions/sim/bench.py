"""Random-play throughput and clone cost: the code behind ``ambitions bench`` and
``benchmarks/bench_random.py``.

Random play is uniform over the legal actions, applied with `apply_unchecked`; chance outcomes
come from ``sample_chance()``. Nothing here asserts on timings: it measures and reports.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ambitions.core.registry import new_game
from ambitions.core.state import CHANCE, TERMINAL, State


@dataclass
class PlayBench:
    """Random-play throughput for one player count."""

    players: int
    games: int
    decisions: int
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds


@dataclass
class CloneBench:
    """The cost of `State.clone` on mid-game states."""

    players: int
    states: int
    clones: int
    seconds: float

    @property
    def microseconds_per_clone(self) -> float:
        return self.seconds / self.clones * 1e6


def random_game(game: str, players: int, seed: int, rng: random.Random) -> tuple[State, int]:
    """Play one game uniformly at random; the final state and the number of decisions."""
    state = new_game(game, players=players, seed=seed)
    decisions = 0
    while True:
        seat = state.current_player()
        if seat == TERMINAL:
            return state, decisions
        if seat == CHANCE:
            state.apply_unchecked(state.sample_chance())
        else:
            state.apply_unchecked(rng.choice(state.legal_actions()))
            decisions += 1


def bench_play(game: str, players: int, seconds: float, seed: int = 0) -> PlayBench:
    """Play random games for about `seconds` (at least one game)."""
    rng = random.Random(seed)
    games = decisions = 0
    start = time.perf_counter()
    elapsed = 0.0
    while games == 0 or elapsed < seconds:
        _, d = random_game(game, players, seed + games, rng)
        games += 1
        decisions += d
        elapsed = time.perf_counter() - start
    return PlayBench(players, games, decisions, elapsed)


def mid_game_states(game: str, players: int, count: int, seed: int = 0) -> list[State]:
    """`count` states, each halfway (by decisions) through a random game."""
    states = []
    for i in range(count):
        _, length = random_game(game, players, seed + i, random.Random(seed + i))
        state = new_game(game, players=players, seed=seed + i)
        replay_rng = random.Random(seed + i)
        decisions = 0
        while decisions < length // 2 and state.current_player() != TERMINAL:
            if state.current_player() == CHANCE:
                state.apply_unchecked(state.sample_chance())
            else:
                state.apply_unchecked(replay_rng.choice(state.legal_actions()))
                decisions += 1
        states.append(state)
    return states


def bench_clone(game: str, players: int, seconds: float, seed: int = 0, states: int = 20) -> CloneBench:
    """Clone mid-game states repeatedly for about `seconds`."""
    pool = mid_game_states(game, players, states, seed)
    clones = 0
    start = time.perf_counter()
    elapsed = 0.0
    while clones == 0 or elapsed < seconds:
        for s in pool:
            s.clone()
        clones += len(pool)
        elapsed = time.perf_counter() - start
    return CloneBench(players, len(pool), clones, elapsed)


@dataclass
class BenchReport:
    game: str
    play: list[PlayBench]
    clone: list[CloneBench]


def run_bench(
    game: str = "arcs", players: Sequence[int] = (2, 3, 4), seconds: float = 2.0, seed: int = 0
) -> BenchReport:
    """Random-play throughput per player count, and clone cost on mid-game states.

    `seconds` is the time spent on each measurement (so the run takes about
    ``2 * len(players) * seconds`` plus set-up).
    """
    return BenchReport(
        game=game,
        play=[bench_play(game, n, seconds, seed) for n in players],
        clone=[bench_clone(game, n, seconds, seed) for n in players],
    )


def format_report(report: BenchReport) -> str:
    """The report as a plain-text table."""
    clone_by_players = {c.players: c for c in report.clone}
    header = ("players", "games", "games/s", "decisions/s", "decisions/game", "clone µs")
    rows = []
    for p in report.play:
        c = clone_by_players.get(p.players)
        rows.append(
            (
                str(p.players),
                str(p.games),
                f"{p.games_per_second:,.1f}",
                f"{p.decisions_per_second:,.0f}",
                f"{p.decisions / p.games:,.0f}",
                f"{c.microseconds_per_clone:,.2f}" if c else "-",
            )
        )
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    lines = [f"{report.game}: random play (uniform over legal actions, apply_unchecked)"]
    lines.append("  ".join(h.rjust(w) for h, w in zip(header, widths, strict=True)))
    lines.append("  ".join("-" * w for w in widths))
    for r in rows:
        lines.append("  ".join(v.rjust(w) for v, w in zip(r, widths, strict=True)))
    return "\n".join(lines)
