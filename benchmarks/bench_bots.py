"""Thinking time per decision of each bot, measured serially on the same decisions.

    python benchmarks/bench_bots.py [--decisions 40] [--players 3] [--seed 0]
        [--agents random,random+,greedy,ismcts:seconds=1,ismcts:iterations=200]

The decisions are taken from seeded ``random+`` games (every few decisions with at least two
options, each frozen as the seat's observation), so every bot answers the same questions. Each
agent decides them one after the other in this process; the table gives decisions per second
and the mean, median, 90th percentile and longest time per decision, and for ``ismcts`` the
iterations per second.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

try:
    import ambitions
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    import ambitions

from ambitions.bots.base import Decision, make_agent, split_specs
from ambitions.bots.ismcts import ISMCTSAgent


def sample_decisions(count: int, players: int, seed: int, every: int = 5) -> list[Decision]:
    """`count` decisions with two or more options from seeded random+ games."""
    out: list[Decision] = []
    game = 0
    while len(out) < count:
        state = ambitions.new_game("arcs", players=players, seed=seed * 1000 + game)
        rng = random.Random(seed * 1000 + game)
        step = 0
        while state.current_player() != ambitions.TERMINAL and len(out) < count:
            seat = state.current_player()
            if seat == ambitions.CHANCE:
                state.apply_unchecked(state.sample_chance())
                continue
            legal = state.legal_actions()
            step += 1
            if len(legal) > 1 and step % every == 0:
                obs = json.loads(json.dumps(state.observation(seat)))
                out.append(Decision(seat, tuple(legal), obs))
            keep = [a for a in legal if str(a) not in ("end", "pass")] or legal
            state.apply_unchecked(rng.choice(keep))
        game += 1
    return out


def measure(spec: str, decisions: list[Decision], seed: int) -> dict[str, float]:
    agent = make_agent(spec, seed)
    times = []
    iterations = 0
    for d in decisions:
        t0 = time.perf_counter()
        agent.act(d)
        times.append(time.perf_counter() - t0)
        if isinstance(agent, ISMCTSAgent) and agent.last is not None:
            iterations += agent.last.iterations
    total = sum(times)
    times.sort()
    return {
        "per_second": len(times) / total if total else float("inf"),
        "mean": statistics.fmean(times),
        "median": statistics.median(times),
        "p90": times[int(0.9 * (len(times) - 1))],
        "max": times[-1],
        "iterations_per_second": iterations / total if iterations and total else 0.0,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=40)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--agents", default="random,random+,greedy,ismcts:iterations=200,ismcts:seconds=1")
    args = parser.parse_args(argv)
    decisions = sample_decisions(args.decisions, args.players, args.seed)
    print(f"{len(decisions)} decisions from {args.players}-player random+ games, measured serially\n")
    print("| agent | decisions/s | mean ms | median ms | p90 ms | max ms | iterations/s |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for spec in split_specs(args.agents):
        r = measure(spec, decisions, args.seed)
        its = f"{r['iterations_per_second']:,.0f}" if r["iterations_per_second"] else ""
        print(
            f"| {spec} | {r['per_second']:,.1f} | {1000 * r['mean']:.2f} | {1000 * r['median']:.2f} | "
            f"{1000 * r['p90']:.2f} | {1000 * r['max']:.2f} | {its} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
