"""ARCADEs solo: how often the two printed bots beat a bot playing the human's seat.

    python benchmarks/arcades_solo.py --agents greedy,ismcts:seconds=1 --deals 10 [--hard]
        [--seed 0] [--jobs 1] [--out solo.jsonl] [--summary-only]

A solo game's bots are part of the rules (variants-spec.md B.1.5), so the simulator's seat
permutation does not apply: here every deal is played with the human at each of the 3 seats
(``human_seat``; the bots sit in the two others) and by every agent on the same deals (paired).
The table gives, per agent, the share of games a bot won with its Wilson 95% interval, the
human's mean Power, and for the second agent and after, the difference from the first over the
paired games with a 95% t interval (deals are the independent units). With ``--out`` finished
games are appended as JSON lines and skipped when the run is resumed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

try:
    import ambitions  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from ambitions.bots.base import make_agent, split_specs
from ambitions.sim.runner import play_game
from ambitions.sim.stats import mean_interval, wilson_interval

SEATS = 3


def one_game(spec: str, deal: int, human: int, hard: bool) -> dict[str, Any]:
    """The deal `deal` with `spec` at seat `human` (the others' agents are never asked)."""
    options = {"solo": True, "hard": hard, "human_seat": human}
    agents = [make_agent(spec if p == human else "random", deal * 10 + p) for p in range(SEATS)]
    start = time.perf_counter()
    result = play_game("arcades", SEATS, agents, deal, options, record=False)
    return {
        "agent": spec,
        "deal": deal,
        "human": human,
        "hard": hard,
        "power": result.returns,
        "winner": result.winner,
        "bots_win": result.winner != human,
        "decisions": result.decisions,
        "seconds": round(time.perf_counter() - start, 2),
    }


def summary(rows: list[dict[str, Any]], agents: list[str]) -> str:
    lines = [f"{'agent':<22} {'games':>5} {'bots win':>8}   95% interval   human Power"]
    by = {a: {(r["deal"], r["human"]): r for r in rows if r["agent"] == a} for a in agents}
    for a in agents:
        games = list(by[a].values())
        wins = sum(r["bots_win"] for r in games)
        low, high = wilson_interval(wins, len(games))
        power = mean_interval([r["power"][r["human"]] for r in games])[0] if games else 0.0
        share = wins / len(games) if games else 0.0
        lines.append(f"{a:<22} {len(games):>5} {share:>8.3f}   {low:.3f}-{high:.3f}    {power:6.1f}")
    first = agents[0]
    for a in agents[1:]:
        deals = sorted({d for d, _ in by[a]} & {d for d, _ in by[first]})
        diffs = []
        for d in deals:
            both = [h for h in range(SEATS) if (d, h) in by[a] and (d, h) in by[first]]
            if both:
                diffs.append(
                    sum(by[a][d, h]["bots_win"] - by[first][d, h]["bots_win"] for h in both) / len(both)
                )
        mean, low, high = mean_interval(diffs)
        lines.append(
            f"bots' win share against {a} minus against {first}: {mean:+.3f} (95% {low:+.3f} to {high:+.3f})"
            f" over {len(diffs)} paired deals"
        )
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--agents", default="greedy")
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--hard", action="store_true")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", type=Path)
    p.add_argument("--summary-only", action="store_true")
    a = p.parse_args()
    agents = split_specs(a.agents)
    rows: list[dict[str, Any]] = []
    if a.out and a.out.exists():
        rows = [json.loads(line) for line in a.out.read_text().splitlines() if line.strip()]
        rows = [r for r in rows if r["hard"] == a.hard]
    if not a.summary_only:
        done = {(r["agent"], r["deal"], r["human"]) for r in rows}
        todo = [
            (spec, deal, human)
            for deal in range(a.seed, a.seed + a.deals)
            for human in range(SEATS)
            for spec in agents
            if (spec, deal, human) not in done
        ]
        with ProcessPoolExecutor(max_workers=max(1, a.jobs)) as pool:
            futures = [pool.submit(one_game, spec, deal, human, a.hard) for spec, deal, human in todo]
            for future in as_completed(futures):
                row = future.result()
                rows.append(row)
                if a.out:
                    with a.out.open("a") as f:
                        f.write(json.dumps(row) + "\n")
                print(f"{row['agent']} deal {row['deal']} seat {row['human']}: {row['power']}", flush=True)
    print(summary(rows, agents))


if __name__ == "__main__":
    main()
