"""Engine and bot speed: the code behind ``ambitions bench`` and ``benchmarks/bench_random.py``.

Random play is uniform over the legal actions, applied with `apply_unchecked`; chance outcomes
come from ``sample_chance()``. The simulator figure is the same through `play_game` (decisions
shown to agents, per-game statistics). Bots (``greedy``, ``ismcts``) are timed on mid-game
decisions when `make_agent` knows them. Nothing here asserts on timings: it measures and reports.
"""

from __future__ import annotations

import platform
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ambitions.core import compiled
from ambitions.core.registry import game_names, game_spec, new_game
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
class BotBench:
    """Decisions (and search iterations, when the bot reports them) per second of one bot."""

    name: str
    decisions: int = 0
    seconds: float = 0.0
    iterations: int | None = None
    """Search iterations over all decisions (None if the bot does not report them)."""
    error: str | None = None
    """Why the bot could not be measured (not installed, failed)."""

    @property
    def decisions_per_second(self) -> float | None:
        return self.decisions / self.seconds if self.error is None and self.seconds > 0 else None

    @property
    def iterations_per_second(self) -> float | None:
        if self.error is not None or self.iterations is None or self.seconds <= 0:
            return None
        return self.iterations / self.seconds


def decision_points(game: str, players: int, count: int, seed: int = 0) -> list[State]:
    """`count` mid-game states at a seat's decision (chance resolved), from random games."""
    out = []
    for state in mid_game_states(game, players, count, seed):
        while state.current_player() == CHANCE:
            state.apply_unchecked(state.sample_chance())
        if state.current_player() != TERMINAL:
            out.append(state)
    return out


def bench_bot(spec: str, states: Sequence[State], seconds: float, seed: int = 0) -> BotBench:
    """Time ``make_agent(spec).act`` on decisions from `states` for about `seconds` (at least one).

    Search iterations are read from the agent after each decision, as ``agent.last.iterations``
    (the ``ismcts`` agent's root statistics), when it has them.
    """
    from ambitions.bots.base import decision_for, make_agent
    from ambitions.core.errors import InvalidOptions

    try:
        agent = make_agent(spec, seed)
    except InvalidOptions as exc:
        return BotBench(spec, error=str(exc))
    bench = BotBench(spec)
    iterations = 0
    reported = True
    try:
        while bench.decisions == 0 or bench.seconds < seconds:
            for state in states:
                seat = state.current_player()
                start = time.perf_counter()
                decision = decision_for(state, seat, agent)
                agent.act(decision)
                bench.seconds += time.perf_counter() - start
                bench.decisions += 1
                done = getattr(getattr(agent, "last", None), "iterations", None)
                if isinstance(done, int):
                    iterations += done
                else:
                    reported = False
                if bench.seconds >= seconds:
                    break
    except Exception as exc:  # a bot under development may fail: report it, measure the rest
        return BotBench(spec, error=f"{type(exc).__name__}: {exc}")
    finally:
        close = getattr(agent, "close", None)
        if callable(close):
            close()
    bench.iterations = iterations if reported else None
    return bench


def bench_simulate(game: str, players: int, seconds: float, seed: int = 0) -> PlayBench:
    """Games/s through the simulator (``random`` agents, in-process): the engine plus `Decision`
    objects, per-game statistics and results, without records."""
    from ambitions.sim.plan import Entrant, TournamentSpec, play_one

    spec = TournamentSpec(game, players, tuple(Entrant(f"random{k}", "random") for k in range(players)), seed)
    games = decisions = 0
    start = time.perf_counter()
    elapsed = 0.0
    while games == 0 or elapsed < seconds:
        decisions += play_one(spec, games * spec.block).decisions  # a new deal each game
        games += 1
        elapsed = time.perf_counter() - start
    return PlayBench(players, games, decisions, elapsed)


@dataclass
class Measure:
    """A figure measured by another part of the project (the RL environment's steps/s), reported
    with the others: `run_bench` takes the functions that measure them (``measure(game, seconds,
    seed)``), so the simulator imports none of those parts."""

    key: str
    """Its key in ``--json`` (a per-player-count figure is keyed by `players` inside it)."""
    label: str
    """Its words in the table."""
    value: float | None
    """None when it could not be measured (`note` says why)."""
    players: int | None = None
    note: str | None = None
    fmt: str = ",.0f"


MeasureFunction = Callable[[str, float, int], Sequence[Measure]]
"""``measure(game, seconds, seed)``: the figures of one extra measurement."""


@dataclass
class BenchReport:
    game: str
    seconds: float
    play: list[PlayBench]
    clone: list[CloneBench]
    simulate: PlayBench | None = None
    bots: dict[str, BotBench] = field(default_factory=dict)
    engine: str = ""
    """``compiled`` (mypyc) or ``pure: <why>`` (`ambitions.core.compiled`)."""
    extra: list[Measure] = field(default_factory=list)
    """Figures measured by other parts of the project (`Measure`)."""
    every_game: dict[str, PlayBench] = field(default_factory=dict)
    """Random play in every registered game at its usual player count, side by side."""

    def to_json(self) -> dict[str, Any]:
        """The figures as JSON (stable keys; player counts are strings, JSON object keys)."""
        greedy = self.bots.get("greedy")
        ismcts = self.bots.get("ismcts")
        return {
            "game": self.game,
            "seconds_per_measurement": self.seconds,
            "python": platform.python_version(),
            "engine": self.engine,
            "random_games_per_second": {str(p.players): p.games_per_second for p in self.play},
            "random_decisions_per_second": {str(p.players): p.decisions_per_second for p in self.play},
            "decisions_per_game": {str(p.players): p.decisions / p.games for p in self.play},
            "clone_microseconds": {str(c.players): c.microseconds_per_clone for c in self.clone},
            "simulate_games_per_second": (
                {str(self.simulate.players): self.simulate.games_per_second} if self.simulate else {}
            ),
            "greedy_decisions_per_second": greedy.decisions_per_second if greedy else None,
            "ismcts_decisions_per_second": ismcts.decisions_per_second if ismcts else None,
            "ismcts_iterations_per_second": ismcts.iterations_per_second if ismcts else None,
            **self._extra_json(),
            "unavailable": {
                **{name: b.error for name, b in self.bots.items() if b.error},
                **{m.key: m.note for m in self.extra if m.value is None and m.note},
            },
            "every_game": {
                name: {"players": p.players, "games_per_second": p.games_per_second}
                for name, p in self.every_game.items()
            },
        }

    def _extra_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for m in self.extra:
            if m.players is None:
                out[m.key] = m.value
            else:
                out.setdefault(m.key, {})[str(m.players)] = m.value
        return out


def run_bench(
    game: str,
    players: Sequence[int],
    seconds: float = 2.0,
    seed: int = 0,
    bots: Sequence[str] = ("greedy", "ismcts"),
    bot_players: int | None = None,
    extra: Sequence[MeasureFunction] = (),
) -> BenchReport:
    """Random-play throughput per player count, clone cost, simulator throughput, bot speed.

    `seconds` is spent on each random-play and bot measurement, half of it on each clone and
    simulator one (about ``2.5 * len(players) * seconds`` plus the bots, plus set-up: about 15
    seconds with the default 2). Bots are measured on mid-game `bot_players`-player decisions
    (by default the game's usual player count);
    a bot that is not available is reported with its reason instead. `extra` measures more
    figures (each called with the game, `seconds` and the seed).
    """
    report = BenchReport(
        game=game,
        seconds=seconds,
        play=[bench_play(game, n, seconds, seed) for n in players],
        clone=[bench_clone(game, n, seconds / 2, seed) for n in players],
        engine=engine_status(game),
    )
    usual = game_spec(game).usual_players
    sim_players = usual if usual in players else players[0]
    report.simulate = bench_simulate(game, sim_players, seconds / 2, seed)
    if bots:
        states = decision_points(game, bot_players or usual, 8, seed)
        for spec in bots:
            report.bots[spec] = bench_bot(spec, states, seconds, seed)
    for measure in extra:
        report.extra += measure(game, seconds, seed)
    report.every_game = bench_every_game(seconds / 2, seed)
    return report


def bench_every_game(seconds: float, seed: int = 0) -> dict[str, PlayBench]:
    """Random play in each registered game at its usual player count (`seconds` each)."""
    return {name: bench_play(name, game_spec(name).usual_players, seconds, seed) for name in game_names()}


def engine_status(game: str) -> str:
    """``compiled`` or ``pure: <why>`` for the package of `game`'s engine (`compiled.STATUS`)."""
    module = game_spec(game).new_game.__module__
    for package, status in compiled.STATUS.items():
        if module == package or module.startswith(package + "."):
            return status
    return "pure: nothing to compile"


def _fmt(value: float | None, spec: str = ",.0f") -> str:
    return "n/a" if value is None else format(value, spec)


def engine_text(status: str) -> str:
    """A build status (`ambitions.core.compiled.STATUS`) in words."""
    return "compiled with mypyc" if status == "compiled" else f"pure Python ({status.removeprefix('pure: ')})"


def format_report(report: BenchReport) -> str:
    """The report as plain-text tables."""
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
    engine = (
        "compiled with mypyc" if report.engine == "compiled" else report.engine.replace(":", " Python:", 1)
    )
    lines = [f"{report.game}: random play (uniform over legal actions, apply_unchecked), one core"]
    lines.append(f"engine: {engine}")
    lines += _columns(header, rows)
    lines.append("")
    extra = []
    if report.simulate:
        s = report.simulate
        extra.append((f"simulate, {s.players} players, random agents", f"{s.games_per_second:,.1f} games/s"))
    for name, b in report.bots.items():
        if b.error:
            extra.append((f"{name} decisions/s", "n/a"))
        else:
            extra.append((f"{name} decisions/s", _fmt(b.decisions_per_second, ",.1f")))
        if name == "ismcts":
            extra.append(("ismcts iterations/s", _fmt(b.iterations_per_second, ",.0f")))
    for m in report.extra:
        extra.append((m.label, _fmt(m.value, m.fmt)))
    lines += _columns(("measure", "value"), extra)
    for name, b in report.bots.items():
        if b.error:
            lines.append(f"{name}: {b.error}")
    for m in report.extra:
        if m.value is None and m.note:
            lines.append(f"{m.label}: {m.note}")
    if report.every_game:
        lines.append("")
        lines.append("every game: random play at its usual player count, one core")
        game_rows = [
            (
                name,
                str(p.players),
                f"{p.games_per_second:,.1f}",
                f"{p.decisions_per_second:,.0f}",
                engine_status(name),
            )
            for name, p in report.every_game.items()
        ]
        lines += _columns(("game", "players", "games/s", "decisions/s", "engine"), game_rows)
    return "\n".join(lines)


def _columns(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(header)]
    lines = ["  ".join(h.rjust(w) for h, w in zip(header, widths, strict=True))]
    lines.append("  ".join("-" * w for w in widths))
    for r in rows:
        lines.append("  ".join(v.rjust(w) for v, w in zip(r, widths, strict=True)))
    return lines
