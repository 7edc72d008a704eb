"""The Blighted Reach, Act I: how often each "A" Fate completes its objective and wins the Act.

    python benchmarks/campaign_fates.py --players 3 --acts 60 [--agent greedy] [--seed 0]
        [--jobs 2] [--out fates.jsonl] [--summary-only]

Every seat is played by the same agent (``greedy`` by default, whose campaign evaluation knows
objectives), so seats are interchangeable and what differs between Acts is the deal, the Fates
drawn (2 per player, CRB p.6) and the choices the agent makes. Each Act's seed is its own deal.
The table gives, per Fate, the Acts it was chosen in, its objective completion rate and its
win rate (the most Power at the Act's end), each with a Wilson 95% interval; with every seat
the same agent, a balanced Fate wins 1/players of its Acts. With ``--out`` finished Acts are
appended as JSON lines and skipped when the run is resumed.

`read_rows`, `run_jobs` and `rate` are shared with the Act II study (`campaign_fates_act2.py`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

try:
    import ambitions  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from rich.progress import Progress

from ambitions.bots.base import make_agent
from ambitions.sim.runner import play_game
from ambitions.sim.stats import wilson_interval


def read_rows(path: Path | None) -> list[dict[str, Any]]:
    """The rows of a JSONL results file (none if there is no file yet)."""
    if path is None or not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def run_jobs(
    work: Callable[..., dict[str, Any]],
    todo: list[tuple[Any, ...]],
    jobs: int,
    out: Path | None,
    description: str,
) -> Iterator[dict[str, Any]]:
    """``work(*job)`` for each job in `todo` on `jobs` processes, with a progress bar; each row
    is appended to `out` (if given) as soon as it is done, then yielded. A job that raises stops
    the run at once (the jobs not started are cancelled), naming the job."""
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool, Progress() as progress:
        bar = progress.add_task(description, total=len(todo))
        futures = {pool.submit(work, *job): job for job in todo}
        for future in as_completed(futures):
            try:
                row = future.result()
            except Exception as exc:
                pool.shutdown(wait=False, cancel_futures=True)
                raise RuntimeError(f"{work.__name__}{futures[future]} failed: {exc}") from exc
            if out:
                with out.open("a") as f:
                    f.write(json.dumps(row) + "\n")
            progress.advance(bar)
            yield row


def rate(successes: int, trials: int) -> tuple[float, float, float]:
    """``(share, low, high)``: the share of successes and its Wilson 95% interval."""
    low, high = wilson_interval(successes, trials)
    return (successes / trials if trials else 0.0), low, high


def one_act(agent: str, players: int, seed: int) -> dict[str, Any]:
    """Act I with `agent` at every seat; each seat's Fate, objective and the winner."""
    agents = [make_agent(agent, seed * 10 + p) for p in range(players)]
    start = time.perf_counter()
    result = play_game("arcs-campaign", players, agents, seed, record=False)
    return {
        "agent": agent,
        "players": players,
        "seed": seed,
        "fates": result.stats["fates_played"][0],
        "completed": result.stats["objectives_completed"][0],
        "won": result.stats["acts_won"][0],
        "power": result.returns,
        "decisions": result.decisions,
        "seconds": round(time.perf_counter() - start, 2),
    }


def summary(rows: list[dict[str, Any]]) -> str:
    players = sorted({r["players"] for r in rows})
    lines = []
    for n in players:
        acts = [r for r in rows if r["players"] == n]
        fates = sorted({f for r in acts for f in r["fates"]})
        lines.append(f"{n} players, {len(acts)} Acts (a balanced Fate wins {1 / n:.3f})")
        head = f"  {'Fate':<16} {'Acts':>5} {'objective':>9}   95% interval   {'wins':>5}   95% interval"
        lines.append(head)
        for fate in fates:
            played = sum(r["fates"].count(fate) for r in acts)
            done, lo, hi = rate(sum(r["completed"].count(fate) for r in acts), played)
            won, wlo, whi = rate(sum(r["won"].count(fate) for r in acts), played)
            lines.append(
                f"  {fate:<16} {played:>5} {done:>9.3f}   {lo:.3f}-{hi:.3f}"
                f"    {won:>5.3f}   {wlo:.3f}-{whi:.3f}"
            )
        seconds = sum(r["seconds"] for r in acts) / len(acts)
        decisions = sum(r["decisions"] for r in acts) / len(acts)
        lines.append(f"  mean Act: {seconds:.1f} s, {decisions:.0f} decisions")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", default="3", help="player counts, comma-separated (2,3,4)")
    parser.add_argument("--acts", type=int, default=60, help="Acts per player count")
    parser.add_argument("--agent", default="greedy")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--summary-only", action="store_true", help="print the table of --out")
    args = parser.parse_args()
    rows = read_rows(args.out)
    if not args.summary_only:
        done = {(r["agent"], r["players"], r["seed"]) for r in rows}
        todo = [
            (args.agent, n, args.seed + k)
            for n in (int(x) for x in args.players.split(","))
            for k in range(args.acts)
            if (args.agent, n, args.seed + k) not in done
        ]
        rows += run_jobs(one_act, todo, args.jobs, args.out, f"Act I, {args.agent} at every seat")
    print(summary([r for r in rows if r["agent"] == args.agent]))


if __name__ == "__main__":
    main()
