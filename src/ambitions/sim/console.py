"""The terminal side of ``ambitions simulate`` and ``ambitions bench``: running with a progress
bar, the summary tables, and the report files. The typer commands in `ambitions.cli.main` only
declare the options and call `run_simulate` / `run_bench_command`.
"""

from __future__ import annotations

import json
import signal
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table

from ambitions.sim.runner import GameResult
from ambitions.sim.summary import SimSummary

if TYPE_CHECKING:
    from ambitions.sim.bench import MeasureFunction

INTERRUPTED_EXIT = 130
"""Exit code after Ctrl-C (128 + SIGINT), once the partial report is written."""

TERMINATED_EXIT = 143
"""Exit code after SIGTERM (128 + SIGTERM), once the partial report is written."""


class _Terminated(KeyboardInterrupt):
    """SIGTERM, raised in the main thread so the run stops as it does for Ctrl-C."""


@contextmanager
def stop_on_sigterm() -> Iterator[list[int]]:
    """Within the block SIGTERM stops the run like Ctrl-C (workers stopped, finished games kept);
    the list it yields gets the signal's number when one came."""
    received: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield received
        return

    def handler(signum: int, frame: object) -> None:
        if not received:
            received.append(signum)
            raise _Terminated()

    previous = signal.signal(signal.SIGTERM, handler)
    try:
        yield received
    finally:
        signal.signal(signal.SIGTERM, previous)


def run_simulate(
    game: str,
    players: int,
    agent_specs: Sequence[str],
    games: int,
    seed: int,
    *,
    backend: str = "processes",
    workers: int | None = None,
    address: str | None = None,
    out: Path | None = None,
    as_json: bool = False,
    plots: bool = True,
    options: dict[str, Any] | None = None,
    console: Console | None = None,
    force: bool = False,
) -> int:
    """Run a tournament with a progress bar, print its summary, write `out`; the exit code.

    Raises `AmbitionsError` for bad options, and for an `out` folder that cannot be created or
    already holds files (unless `force`: then the files of an earlier run are removed), before
    anything is played. Ctrl-C and SIGTERM stop the run, keep the finished games and write the
    partial report (exit codes 130 and 143).
    """
    from ambitions.core.registry import game_spec
    from ambitions.sim.progress import TournamentProgress
    from ambitions.sim.report import ReportWriter
    from ambitions.sim.tournament import check_tournament, simulate

    console = console or Console()
    check_tournament(game, players, agent_specs, games, options)
    writer = ReportWriter.prepare(out, force) if out is not None else None

    spec_stages = game_spec(game).stages
    stages = (spec_stages.name, spec_stages.count(options or {})) if spec_stages is not None else None
    if stages is not None and stages[1] <= 1:
        stages = None  # (one part a game: the games' bar says it all)
    with (
        stop_on_sigterm() as signalled,
        TournamentProgress(f"{game} {players}p", stages=stages) as progress,
    ):

        def on_results(batch: list[GameResult]) -> None:
            if writer is not None:
                writer.on_results(batch)
            progress.advance(batch)

        summary = simulate(
            game,
            players,
            agent_specs,
            games,
            seed,
            options,
            backend=backend,
            workers=workers,
            address=address,
            records=writer is not None,
            on_start=progress.start,
            on_results=on_results,
            on_stage=progress.stage if stages is not None else None,
            keep_on_error=True,
        )
    if summary.interrupted:
        print(
            ("terminated" if signalled else "interrupted")
            + f": {summary.games} of {summary.games_requested} games finished"
            + (f"; partial report in {out}" if out is not None else ""),
            file=sys.stderr,
            flush=True,
        )
    if summary.error is not None:
        print(summary.error.details.rstrip(), file=sys.stderr)
        print(
            f"error: {summary.error}; {summary.games} games finished"
            + (f", partial report in {out}" if out is not None else ""),
            file=sys.stderr,
            flush=True,
        )
    data = writer.write(summary, plots=plots) if writer is not None else summary.to_json()
    if as_json:
        print(json.dumps(data, indent=2))
    else:
        print_summary(summary, console)
        if out is not None:
            console.print(f"Wrote {out}/summary.json, games.jsonl, records/, plots/ and report.html")
    if summary.error is not None:
        return 1
    if summary.interrupted:
        return TERMINATED_EXIT if signalled else INTERRUPTED_EXIT
    return 0


def _ci(low: float, high: float, spec: str = ".3f") -> str:
    if abs(low) == float("inf"):
        return "n/a"
    return f"{format(low, spec)} to {format(high, spec)}"


def print_summary(s: SimSummary, console: Console) -> None:
    """The summary tables: run, agents, head-to-head, turn order, game length, the game's tallies."""
    partial = "" if s.complete else f" (partial: {s.games} of {s.games_requested})"
    head = Table(title=f"{s.game}: {s.games} games{partial}, {s.players} players, seed {s.seed}")
    for name in ("games", "seatings/deal", "backend", "seconds", "games/s", "decisions/s"):
        head.add_column(name, justify="right")
    head.add_row(
        str(s.games),
        str(s.seatings_per_deal),
        f"{s.backend} x{s.workers}",
        f"{s.seconds:.2f}",
        f"{s.games_per_second:,.1f}",
        f"{s.decisions_per_second:,.0f}",
    )
    console.print(head)

    table = Table(title="per agent (95% Wilson interval; same names pooled)")
    aliased = any(a.name != a.spec for a in s.agents)
    pooled = any(a.seats_per_game > 1 for a in s.agents)
    table.add_column("agent")
    if aliased:
        table.add_column("spec")
    if pooled:
        table.add_column("seats", justify="right")
    for name in ("wins", "win share", "95% CI", f"mean {s.score}", "mean rank"):
        table.add_column(name, justify="right")
    for a in s.agents:
        row = [a.name]
        if aliased:
            row.append(a.spec)
        if pooled:
            row.append(str(a.seats_per_game))
        row += [
            str(a.wins),
            f"{a.win_share:.3f}",
            f"{a.win_low:.3f}-{a.win_high:.3f}",
            f"{a.mean_power:.2f}",
            f"{a.mean_rank:.2f}",
        ]
        table.add_row(*row)
    console.print(table)

    h = s.head_to_head
    if h is not None:
        console.print(
            f"Head to head, {h.a} vs {h.b} over {h.deals} paired deals: [bold]{h.verdict}[/bold]; "
            f"win share difference {h.win_diff:+.3f} (95% {_ci(h.win_diff_low, h.win_diff_high, '+.3f')}), "
            f"{s.score} difference {h.power_diff:+.2f} "
            f"(95% {_ci(h.power_diff_low, h.power_diff_high, '+.2f')}); "
            f"deals ahead {h.a_ahead}-{h.b_ahead}, even {h.even} (sign test p={h.sign_p:.3g})."
        )
    if s.games:
        first = s.positions[0]
        console.print(
            f"First player (turn order at the first decision): win share {first[1]:.3f} "
            f"(95% {_ci(first[2], first[3])}) against an even {1 / s.players:.3f}; by position "
            + ", ".join(f"{k + 1}: {p[1]:.3f}" for k, p in enumerate(s.positions))
            + "."
        )
        parts = [
            f"{s.length['decisions']['mean']:.0f} decisions",
            f"{s.length['actions']['mean']:.0f} actions",
        ]
        if "chapters" in s.length:
            parts.append(f"{s.length['chapters']['mean']:.2f} {s.period}s")
        console.print("Game length (mean): " + ", ".join(parts) + ".")
    for a in s.agents:
        if a.seats_per_game == s.players:
            console.print(
                f"Note: {a.name} plays every seat (identical entrants are pooled), so its win share is 1 "
                "by construction; name entrants apart to compare them (a=random+,b=random+,...)."
            )
    for t, counts in s.tallies:
        console.print(
            f"{t.title} per game: "
            + (", ".join(f"{k} {v:.2f}" for k, v in counts["per_game"].items()) or "none")
            + "."
        )


def run_bench_command(
    game: str,
    seconds: float,
    seed: int,
    as_json: bool,
    console: Console | None = None,
    extra: Sequence[MeasureFunction] = (),
) -> None:
    """``ambitions bench``: measure, then print the table (or JSON); `extra` measures more
    figures (`ambitions.sim.bench.Measure`: the CLI passes the RL environment's)."""
    from ambitions.core.registry import game_spec
    from ambitions.sim.bench import engine_status, engine_text, run_bench

    players = game_spec(game).players
    report = run_bench(game, players, seconds, seed, extra=extra)
    if as_json:
        print(json.dumps(report.to_json(), indent=2))
        return
    console = console or Console()
    clone = {c.players: c for c in report.clone}
    table = Table(
        title=f"{game}: random play on one core (uniform over legal actions, apply_unchecked)",
        caption=f"engine: {engine_text(report.engine)}",
    )
    for name in ("players", "games", "games/s", "decisions/s", "decisions/game", "clone µs"):
        table.add_column(name, justify="right")
    for p in report.play:
        c = clone.get(p.players)
        table.add_row(
            str(p.players),
            str(p.games),
            f"{p.games_per_second:,.1f}",
            f"{p.decisions_per_second:,.0f}",
            f"{p.decisions / p.games:,.0f}",
            f"{c.microseconds_per_clone:,.2f}" if c else "-",
        )
    console.print(table)
    more = Table(title="simulator and bots")
    more.add_column("measure")
    more.add_column("value", justify="right")
    if report.simulate is not None:
        sim = report.simulate
        more.add_row(
            f"simulate, {sim.players} players, random agents: games/s", f"{sim.games_per_second:,.1f}"
        )
    for name, b in report.bots.items():
        rate = b.decisions_per_second
        more.add_row(f"{name} decisions/s", "n/a" if rate is None else f"{rate:,.1f}")
        if name == "ismcts":
            it = b.iterations_per_second
            more.add_row("ismcts iterations/s", "n/a" if it is None else f"{it:,.0f}")
    for m in report.extra:
        more.add_row(m.label, "n/a" if m.value is None else format(m.value, m.fmt))
    console.print(more)
    for name, b in report.bots.items():
        if b.error:
            console.print(f"{name}: n/a ({b.error})", markup=False)
    for m in report.extra:
        if m.value is None and m.note:
            console.print(f"{m.label}: n/a ({m.note})", markup=False)
    if report.every_game:
        games = Table(title="every game: random play at its usual player count, one core")
        for name in ("game", "players", "games/s", "decisions/s", "engine"):
            games.add_column(name, justify="left" if name in ("game", "engine") else "right")
        for name, p in report.every_game.items():
            games.add_row(
                name,
                str(p.players),
                f"{p.games_per_second:,.1f}",
                f"{p.decisions_per_second:,.0f}",
                engine_text(engine_status(name)),
            )
        console.print(games)
