"""Tournament throughput by backend and worker count: in-process, process pool, Ray.

    python benchmarks/bench_scaling.py [--games 1200] [--players 3] [--workers 1,2] [--repeat 3]
        [--no-ray] [--json]

Plays the same tournament (random agents, seed 1) on each backend and prints games/s from the
first submitted game to the last result: a process pool's start (it forks its workers on first
use) is included; Ray's local instance is started before the clock runs and reported apart as
start-up. With ``--repeat``, the configurations take turns and the median run is shown (a shared
machine is noisy). Every run plays identical games; the script checks that the results agree.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

try:
    from ambitions.sim.tournament import simulate
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from ambitions.sim.tournament import simulate


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--agents", default="random")
    parser.add_argument("--workers", default="1,2", help="worker counts for processes and ray")
    parser.add_argument("--repeat", type=int, default=1, help="runs per configuration (median shown)")
    parser.add_argument("--no-ray", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    specs = [f"p{k}={args.agents}" for k in range(args.players)]
    counts = [int(w) for w in args.workers.split(",")]
    runs: list[tuple[str, int | None]] = [("local", None)]
    runs += [("processes", w) for w in counts]
    if not args.no_ray:
        runs += [("ray", w) for w in counts]

    runs_by_config: dict[tuple[str, int | None], list[dict[str, Any]]] = {run: [] for run in runs}
    reference = None
    for _ in range(args.repeat):
        for backend, workers in runs:
            s = simulate("arcs", args.players, specs, args.games, seed=1, backend=backend, workers=workers)
            games = [r.to_json() for r in s.results]
            if reference is None:
                reference = games
            elif games != reference:
                raise SystemExit(f"{backend} x{workers} played different games: not reproducible")
            runs_by_config[(backend, workers)].append(
                {
                    "backend": backend,
                    "workers": s.workers,
                    "games": s.games,
                    "seconds": s.seconds,
                    "startup_seconds": s.startup_seconds,
                    "games_per_second": s.games_per_second,
                }
            )
            print(f"{backend} x{s.workers}: {s.games_per_second:.1f} games/s", file=sys.stderr, flush=True)
    rows = []
    for results in runs_by_config.values():
        results.sort(key=lambda r: r["games_per_second"])
        row = dict(results[len(results) // 2])
        row["runs"] = [r["games_per_second"] for r in results]
        rows.append(row)
    base = rows[0]["games_per_second"]
    for row in rows:
        row["speedup"] = row["games_per_second"] / base
    if args.json:
        print(json.dumps(rows, indent=2))
        return
    print(f"arcs, {args.players} players, {args.agents} agents, {args.games} games (identical in every run)")
    header = ("backend", "workers", "seconds", "games/s", "vs local", "start-up s")
    print(" ".join(h.rjust(w) for h, w in zip(header, (10, 7, 8, 8, 8, 10), strict=True)) + "  runs")
    for row in rows:
        print(
            f"{row['backend']:>10} {row['workers']:>7} {row['seconds']:>8.2f} {row['games_per_second']:>8.1f}"
            f" {row['speedup']:>8.2f} {row['startup_seconds']:>10.2f}  "
            + " ".join(f"{v:.0f}" for v in row["runs"])
        )


if __name__ == "__main__":
    main()
