"""Random play side by side with Arcs Lab's TypeScript engine, on this machine, one process each.

    python benchmarks/vs_arcslab.py PATH [--games 3000] [--players 2 3 4] [--repeat 3]

PATH is a checkout of Arcs Lab (github.com/fsaintjacques/arcs) after ``npm install``. For each
player count both engines play the same number of games of uniformly random legal play, one
process each, after a warm-up: Arcs Lab through its own runner (``src/sim/runner.ts``
``playGame`` with its ``random`` agent: the runner also builds the mover's observation at every
decision, as it always does), ambitions through ``ambitions.sim.bench.random_game`` (compiled
engine when installed so; the table says which). Each side runs ``--repeat`` times and the best
run counts (the machine is shared: the best run is the least disturbed). The table gives games/s,
decisions/s and decisions per game for both, and the ratio of games/s.

The two engines cut a game into decisions differently (Arcs Lab: a move names a ship count, a
battle names its dice; ambitions: each fresh/damaged split is an action, the dice are chosen
after the defender), so games/s is the figure to compare; decisions/s is shown for what it is.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:
    from ambitions.sim.bench import engine_status, engine_text, random_game
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from ambitions.sim.bench import engine_status, engine_text, random_game

DRIVER = """\
import { playGame } from '%(runner)s';
import { makeAgent } from '%(agents)s';

const [games, players, warm] = process.argv.slice(2).map(Number);
const agents = Array.from({ length: players }, () => makeAgent('random'));
for (let g = 0; g < warm; g++) playGame(agents, { players, seed: 1_000_000 + g });
let decisions = 0;
const start = process.hrtime.bigint();
for (let g = 0; g < games; g++) decisions += playGame(agents, { players, seed: g + 1 }).decisions;
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(JSON.stringify({ games, decisions, seconds }));
"""


def arcs_lab(path: Path, games: int, players: int, warm: int) -> dict[str, float]:
    """One timed run of Arcs Lab's engine in its own Node process."""
    tsx = path / "node_modules" / ".bin" / "tsx"
    if not tsx.exists():
        raise SystemExit(f"{tsx} is missing: run 'npm install' in {path} first")
    with tempfile.TemporaryDirectory() as folder:
        driver = Path(folder) / "driver.ts"
        driver.write_text(
            DRIVER
            % {
                "runner": (path / "src" / "sim" / "runner.ts").as_posix(),
                "agents": (path / "src" / "agents" / "index.ts").as_posix(),
            }
        )
        done = subprocess.run(
            [str(tsx), str(driver), str(games), str(players), str(warm)],
            cwd=path,
            capture_output=True,
            text=True,
            check=False,
        )
    if done.returncode != 0:
        raise SystemExit(f"Arcs Lab's run failed:\n{done.stderr.strip()[-2000:]}")
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def ambitions_run(games: int, players: int, warm: int) -> dict[str, float]:
    """One timed run of ambitions' engine in this process (same seeds every run)."""
    rng = random.Random(0)
    for g in range(warm):
        random_game("arcs", players, 1_000_000 + g, rng)
    rng = random.Random(1)
    decisions = 0
    start = time.perf_counter()
    for g in range(games):
        decisions += random_game("arcs", players, g + 1, rng)[1]
    return {"games": games, "decisions": decisions, "seconds": time.perf_counter() - start}


def best(runs: list[dict[str, float]]) -> dict[str, float]:
    return min(runs, key=lambda r: r["seconds"])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path, help="an Arcs Lab checkout after npm install")
    parser.add_argument(
        "--games", type=int, default=3000, help="games per run and player count (default 3000)"
    )
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--repeat", type=int, default=3, help="runs per side; the best counts (default 3)")
    parser.add_argument("--warm", type=int, default=200, help="warm-up games before timing (default 200)")
    args = parser.parse_args(argv)
    if shutil.which("node") is None:
        raise SystemExit("node is not installed (Arcs Lab runs on Node 20 or later)")
    path = args.path.resolve()
    node = subprocess.run(["node", "--version"], capture_output=True, text=True, check=False).stdout.strip()
    print(f"ambitions engine: {engine_text(engine_status('arcs'))}; Arcs Lab: {path} on Node {node}")
    print(f"{args.games} games per run, best of {args.repeat}, uniformly random play, one process each\n")
    header = (
        f"{'players':>7} | {'Arcs Lab games/s':>16} {'decisions/s':>12} {'dec/game':>8} | "
        f"{'ambitions games/s':>17} {'decisions/s':>12} {'dec/game':>8} | {'ratio':>5}"
    )
    print(header)
    print("-" * len(header))
    for players in args.players:
        lab = best([arcs_lab(path, args.games, players, args.warm) for _ in range(args.repeat)])
        ours = best([ambitions_run(args.games, players, args.warm) for _ in range(args.repeat)])
        lab_gps, ours_gps = lab["games"] / lab["seconds"], ours["games"] / ours["seconds"]
        print(
            f"{players:>7} | {lab_gps:>16,.0f} {lab['decisions'] / lab['seconds']:>12,.0f} "
            f"{lab['decisions'] / lab['games']:>8.0f} | {ours_gps:>17,.0f} "
            f"{ours['decisions'] / ours['seconds']:>12,.0f} {ours['decisions'] / ours['games']:>8.0f} | "
            f"{ours_gps / lab_gps:>5.2f}"
        )


if __name__ == "__main__":
    main()
