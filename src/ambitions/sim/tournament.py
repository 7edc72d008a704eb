"""Tournaments: the driver that plays a tournament's games on any backend and summarizes them.

`simulate` checks the entrants (`check_tournament`), hands batches of game indexes to an executor
(`ambitions.sim.executors`) sized so each task runs long enough to pay for itself
(`batch_size`), and summarizes the finished games (`ambitions.sim.summary`). Which deal, seating
and seeds game ``i`` has, and how a batch is played, is `ambitions.sim.plan`'s: the executors run
`plan.play_batch` and know nothing of this module.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from ambitions.bots.base import agent_names, check_agent_game, make_agent
from ambitions.core.errors import InvalidOptions
from ambitions.core.registry import game_source, game_spec
from ambitions.sim.executors import Executor, make_executor
from ambitions.sim.plan import Entrant, TournamentSpec
from ambitions.sim.runner import GameFailed, GameResult
from ambitions.sim.summary import SimSummary, summarize

ALIAS: Final = re.compile(r"^([A-Za-z_][A-Za-z0-9_+#-]*)\s*=\s*(.+)$")
"""``name=spec``: an entrant named `name` playing agent `spec`."""


def split_agents(text: str) -> list[str]:
    """Split a comma-separated ``--agents`` list into entrant specs.

    Agent specs may carry their own comma-separated options (``ismcts:iterations=200,width=16``):
    a ``key=value`` piece joins the spec before it when that spec has options (a colon) and
    `value` is not an agent name; otherwise it is an entrant ``name=spec``.
    """
    known = set(agent_names())
    out: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            continue
        m = ALIAS.match(piece)
        is_option = m is not None and m.group(2).partition(":")[0].strip() not in known
        if is_option and out and ":" in out[-1]:
            out[-1] += "," + piece
        else:
            out.append(piece)
    return out


def parse_entrants(agent_specs: Sequence[str]) -> list[Entrant]:
    """Entrants from ``spec`` or ``name=spec`` strings (raises `InvalidOptions`).

    Entrants with the same name are pooled in summaries, so one name may not stand for two
    different specs.
    """
    entrants = []
    specs: dict[str, str] = {}
    for text in agent_specs:
        text = text.strip()
        m = ALIAS.match(text)
        name, spec = (m.group(1), m.group(2).strip()) if m else (text, text)
        if not spec:
            raise InvalidOptions(f"empty agent spec in {text!r}")
        if specs.setdefault(name, spec) != spec:
            raise InvalidOptions(f"agent name {name!r} is given to two specs: {specs[name]!r} and {spec!r}")
        entrants.append(Entrant(name, spec))
    return entrants


def check_tournament(
    game: str,
    players: int,
    agent_specs: Sequence[str],
    games: int,
    options: Mapping[str, Any] | None = None,
) -> list[Entrant]:
    """Reject a bad tournament before playing (raises `InvalidOptions` with a clear message),
    an agent that cannot play this game included (`check_agent_game`: a policy trained for another)."""
    spec = game_spec(game)
    if players not in spec.players:
        allowed = ", ".join(map(str, spec.players))
        raise InvalidOptions(f"{game} is for {allowed} players, not {players}")
    if len(agent_specs) != players:
        raise InvalidOptions(
            f"{players} players need {players} agents, got {len(agent_specs)}: {list(agent_specs)}"
        )
    entrants = parse_entrants(agent_specs)
    for e in entrants:
        made = make_agent(e.spec, 0)  # built only to check the spec
        try:
            check_agent_game(made, game, players, options)
        finally:
            close = getattr(made, "close", None)
            if callable(close):
                close()
    if games < 1:
        raise InvalidOptions(f"the number of games must be at least 1, not {games}")
    return entrants


def batch_size(executor: Executor, seconds_per_game: float | None, remaining: int) -> int:
    """How many games the next task plays.

    Big enough that a task runs at least ``executor.task_seconds`` (a pool's per-task overhead
    is around a millisecond, Ray's more), small enough that the last tasks still share the
    remaining games between the workers. Before any game has been timed, one game.
    """
    if executor.task_seconds <= 0 or seconds_per_game is None:
        return 1
    size = math.ceil(executor.task_seconds / max(seconds_per_game, 1e-6))
    return max(1, min(size, math.ceil(remaining / executor.workers)))


def simulate(
    game: str,
    players: int,
    agent_specs: Sequence[str],
    games: int,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    *,
    backend: str = "processes",
    workers: int | None = None,
    address: str | None = None,
    executor: Executor | None = None,
    records: bool = False,
    on_start: Callable[[int], None] | None = None,
    on_results: Callable[[list[GameResult]], None] | None = None,
    on_stage: Callable[[], None] | None = None,
    keep_on_error: bool = False,
) -> SimSummary:
    """Play a tournament of at least `games` games (whole blocks) and summarize it.

    `backend` is ``local`` (in this process), ``processes`` (a local pool of `workers`
    processes, by default one per core) or ``ray`` (a local Ray instance, or the cluster at
    `address`); an `executor` given is used instead and left open. With `records`, every result
    keeps its game record. `on_start(total)` is called once the number of games is known and
    `on_results(batch)` as each batch of results arrives (in any order). For a game played in
    parts (its spec's `stages`: the campaign's Acts), `on_stage()` is called as each part of any
    game ends, while it is played (Ray: as each game's results arrive, once per part).

    Ctrl-C (`KeyboardInterrupt`) stops the run and keeps the finished games: the summary then
    has ``interrupted`` set and covers only those. A game that raises stops the run with
    `GameFailed`; with `keep_on_error` the summary of the finished games is returned instead, its
    ``error`` set to the failure.
    """
    entrants = check_tournament(game, players, agent_specs, games, options)
    source = game_source(game)
    spec = TournamentSpec(game, players, tuple(entrants), seed, dict(options or {}), records, source)
    total = spec.rounded(games)
    done: dict[int, GameResult] = {}
    interrupted = False
    error: GameFailed | None = None
    startup = 0.0
    t0 = time.perf_counter()
    owned = executor is None
    ex = executor
    try:
        if ex is None:
            preload = [source.partition(":")[0]] if source else []
            ex = make_executor(backend, workers, address, preload=preload)
        startup = time.perf_counter() - t0
        stages = game_spec(game).stages if on_stage is not None else None
        late_stages = 0
        if stages is not None:
            if ex.live_stages:
                ex.on_stage = on_stage
            else:
                late_stages = stages.count(spec.options)
        if on_start is not None:
            on_start(total)
        t0 = time.perf_counter()
        next_index = 0
        played_seconds = 0.0
        while next_index < total or ex.pending():
            while next_index < total and ex.pending() < 2 * ex.workers:
                per_game = played_seconds / len(done) if done else None
                size = batch_size(ex, per_game, total - next_index)
                ex.submit(spec, range(next_index, min(total, next_index + size)))
                next_index += size
            for _, batch in ex.wait():
                for r in batch:
                    done[r.index] = r
                    played_seconds += r.seconds
                if on_results is not None:
                    on_results(batch)
                for _ in range(late_stages * len(batch)):
                    assert on_stage is not None
                    on_stage()
    except KeyboardInterrupt:
        interrupted = True
        if ex is not None:
            ex.cancel()
    except GameFailed as exc:
        if ex is not None:
            ex.cancel()
        if not keep_on_error:
            raise
        error = exc
    except BaseException:
        if ex is not None:
            ex.cancel()  # a failing game: stop the others rather than wait for them
        raise
    finally:
        seconds = time.perf_counter() - t0
        if ex is not None:
            ex.on_stage = None
        if ex is not None and owned:
            ex.close()
    return summarize(
        spec,
        [done[i] for i in sorted(done)],
        games_requested=total,
        seconds=seconds,
        startup_seconds=startup,
        backend=ex.name if ex is not None else backend,
        workers=ex.workers if ex is not None else (workers or 0),
        interrupted=interrupted,
        error=error,
    )
