"""Random-play throughput (games/s, decisions/s) for 2, 3 and 4 players, clone cost, the
simulator's games/s, greedy / ismcts speed when those bots are available, and the RL
environment's steps/s (with the rl extra).

    python benchmarks/bench_random.py [--seconds X] [--game arcs]

The measuring code is `ambitions.sim.bench`, shared with ``ambitions bench`` (``--json`` there).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

try:
    from ambitions.sim.bench import Measure, format_report, run_bench
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from ambitions.sim.bench import Measure, format_report, run_bench
from ambitions.rl.bench import env_speed


def rl_env(game: str, seconds: float, seed: int) -> list[Measure]:
    """The RL environment's steps/s, as `ambitions bench` reports them."""
    return [
        Measure(e.key, e.label, e.steps_per_second, e.players, e.note) for e in env_speed(game, seconds, seed)
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement (default 2)")
    parser.add_argument("--game", default="arcs")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(format_report(run_bench(args.game, (2, 3, 4), args.seconds, args.seed, extra=[rl_env])))


if __name__ == "__main__":
    main()
