"""Tournament throughput by backend and worker count: in-process, process pool, Ray.

    python benchmarks/bench_scaling.py [--games 1200] [--players 3] [--workers 1,2] [--no-ray] [--json]

Plays the same tournament (random agents, seed 1) on each backend and prints games/s over the
games (start-up excluded: the process pool's forkserver and Ray's local instance are started
before the clock runs, and reported as start-up). Every run plays identical games; the script
checks that the results agree.
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
    parser.add_argument("--no-ray", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    specs = [f"p{k}={args.agents}" for k in range(args.players)]
    counts = [int(w) for w in args.workers.split(",")]
    runs: list[tuple[str, int | None]] = [("local", None)]
    runs += [("processes", w) for w in counts]
    if not args.no_ray:
        runs += [("ray", w) for w in counts]

    rows: list[dict[str, Any]] = []
    reference = None
    for backend, workers in runs:
        s = simulate("arcs", args.players, specs, args.games, seed=1, backend=backend, workers=workers)
        games = [r.to_json() for r in s.results]
        if reference is None:
            reference = games
        elif games != reference:
            raise SystemExit(f"{backend} x{workers} played different games: not reproducible")
        rows.append(
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
    base = rows[0]["games_per_second"]
    for row in rows:
        row["speedup"] = row["games_per_second"] / base
    if args.json:
        print(json.dumps(rows, indent=2))
        return
    print(f"arcs, {args.players} players, {args.agents} agents, {args.games} games (identical in every run)")
    print(f"{'backend':>10} {'workers':>7} {'seconds':>8} {'games/s':>8} {'vs local':>8} {'start-up s':>10}")
    for row in rows:
        print(
            f"{row['backend']:>10} {row['workers']:>7} {row['seconds']:>8.2f} {row['games_per_second']:>8.1f}"
            f" {row['speedup']:>8.2f} {row['startup_seconds']:>10.2f}"
        )


if __name__ == "__main__":
    main()
