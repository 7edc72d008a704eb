"""The Blighted Reach, whole campaigns: for each of the 24 Fates, how often it completes its
objective, wins the Acts it is played in, and is held by the campaign's winner.

    python benchmarks/campaign_fates_all.py --players 3 --games 60 [--agents greedy] [--seed 0]
        [--workers 2] [--backend processes|ray] [--address HOST:PORT] [--out DIR] [--markdown]

Each game is a whole campaign (``act="all"``: Act I, the Intermission, Act II, the second
Intermission, Act III), played by `ambitions.sim.tournament.simulate` (paired deals, permuted
seats; with one agent at every seat each deal is one campaign), on local processes or on Ray,
with a progress bar of campaigns and of Acts. The Fate table comes from the simulator's
per-Act statistics (the campaign log sheet, `games/arcs_campaign/statistics.py`):

* **Acts**: the Acts the Fate was played in (an "A" Fate in Act I and, kept, in Acts II-III; a
  "B" Fate in Act II and, kept, Act III; a "C" Fate in Act III only);
* **objective**: the share of those Acts its objective was completed (the marker on 0 at the
  Act's end, CRB p.8; in Act III a "C" Fate's final objective, CRB p.9; an "A" or "B" Fate has
  no objective in Act III, so its Act III rows count as not completed: read the column for the
  Acts I-II the Fate was played in);
* **Act wins**: the share of those Acts it won (the most Power at the Act's end, CRB p.8, with the
  campaign's tie-breaks; Act III: the campaign's winner, a final objective first);
* **campaign**: the share of the campaigns it was played in (any Act, any seat) whose winner held
  it in some Act.

Each share has its Wilson 95% interval. A balanced Fate wins 1/players of its Acts. A deal's seats
play one seeded campaign, so rows of one campaign are not independent: the intervals are a
little too narrow. With ``--out`` the games (JSON lines), the table (Markdown) and a plot
(``fates.png``: Act wins and objectives with their intervals) are written there.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

try:
    import ambitions  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from ambitions.games.arcs_campaign.fates import cards  # noqa: E402
from ambitions.sim.progress import TournamentProgress  # noqa: E402
from ambitions.sim.stats import wilson_interval  # noqa: E402
from ambitions.sim.tournament import simulate  # noqa: E402

FATES = [f"{fate.id} {fate.name}" for fate in (*cards.FATES, *cards.B_FATES, *cards.C_FATES)]
"""Every Fate, F1-F24, as the statistics name them."""


def tally(results: list[dict[str, Any]]) -> dict[str, Counter[str]]:
    """Per Fate name: ``acts``, ``completed``, ``won`` (Acts), ``campaigns`` (played in) and
    ``held`` (held by the campaign's winner), from each game's per-Act statistics."""
    out: dict[str, Counter[str]] = {name: Counter() for name in FATES}
    for game in results:
        stats = game.get("stats", {})
        played = stats.get("fates_played", [])
        for act, names in enumerate(played):
            for name in names:
                out[name]["acts"] += 1
            for name in stats.get("objectives_completed", [])[act]:
                out[name]["completed"] += 1
            for name in stats.get("acts_won", [])[act]:
                out[name]["won"] += 1
        for name in {n for names in played for n in names}:
            out[name]["campaigns"] += 1
        for names in stats.get("campaign_won", []):
            for name in names:
                out[name]["held"] += 1
    return out


def share(successes: int, trials: int) -> Share:
    """``(share, low, high)`` with the Wilson 95% interval (zeros with no trials)."""
    if not trials:
        return 0.0, 0.0, 0.0
    low, high = wilson_interval(successes, trials)
    return successes / trials, low, high


Share = tuple[float, float, float]
"""A share and its Wilson 95% interval."""


def rows(table: dict[str, Counter[str]]) -> list[tuple[str, int, Share, Share, Share]]:
    """Per Fate: its name, the Acts played, and the objective, Act win and campaign shares."""
    out = []
    for name in FATES:
        c = table[name]
        out.append(
            (
                name,
                c["acts"],
                share(c["completed"], c["acts"]),
                share(c["won"], c["acts"]),
                share(c["held"], c["campaigns"]),
            )
        )
    return out


def cell(value: Share, trials: int) -> str:
    if not trials:
        return "-"
    s, low, high = value
    return f"{s:.2f} ({low:.2f}-{high:.2f})"


def markdown(table: dict[str, Counter[str]]) -> str:
    lines = [
        "| Fate | Acts | objective | Act wins | campaign won (of campaigns played) |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, acts, objective, won, held in rows(table):
        campaigns = table[name]["campaigns"]
        lines.append(
            f"| {name} | {acts} | {cell(objective, acts)} | {cell(won, acts)} | "
            f"{cell(held, campaigns)} ({campaigns}) |"
        )
    return "\n".join(lines)


def plot(table: dict[str, Counter[str]], players: int, path: Path, title: str) -> None:
    """Two panels, one row per Fate: the Act win share and the objective share, each with its
    interval; the balanced Act win share (1/players) marked."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    data = [r for r in rows(table) if r[1]]
    names = [r[0] for r in data]
    fig, axes = plt.subplots(1, 2, figsize=(12, 0.32 * len(names) + 1.5), sharey=True)
    panels = (
        (axes[0], [r[3] for r in data], "Act wins"),
        (axes[1], [r[2] for r in data], "objective completed"),
    )
    for ax, values, label in panels:
        centre = [v[0] for v in values]
        err = [[v[0] - v[1] for v in values], [v[2] - v[0] for v in values]]
        ax.errorbar(centre, range(len(names)), xerr=err, fmt="o", capsize=3)
        ax.set_xlabel(f"{label} (share, 95% interval)")
        ax.set_xlim(0, 1)
        ax.grid(axis="x", alpha=0.3)
    axes[0].axvline(1 / players, color="grey", linestyle="--", label=f"balanced: 1/{players}")
    axes[0].legend(loc="lower right")
    axes[0].set_yticks(range(len(names)), names)
    axes[0].invert_yaxis()
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--agents", default="greedy", help="one spec for every seat, or one per seat")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--backend", default="processes", choices=("local", "processes", "ray"))
    parser.add_argument("--address", default=None)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    args = parser.parse_args(argv)
    specs = args.agents.split(",")
    if len(specs) == 1:
        specs = specs * args.players
    console = Console()
    started = time.perf_counter()
    with TournamentProgress(f"campaigns {args.players}p", stages=("Act", 3)) as progress:
        summary = simulate(
            "arcs-campaign",
            args.players,
            specs,
            args.games,
            args.seed,
            {"act": "all"},
            backend=args.backend,
            workers=args.workers,
            address=args.address,
            on_start=progress.start,
            on_results=progress.advance,
            on_stage=progress.stage,
        )
    seconds = time.perf_counter() - started
    games = [r.to_json() for r in summary.results]
    table = tally(games)
    title = (
        f"{summary.games} whole campaigns, {args.players} players, {','.join(dict.fromkeys(specs))} "
        f"at every seat, seed {args.seed}: {seconds:.0f} s on {summary.backend} x{summary.workers}"
    )
    if args.markdown:
        print(title + "\n\n" + markdown(table))
    else:
        out = Table(title=title)
        for column in ("Fate", "Acts", "objective", "Act wins", "campaign won"):
            out.add_column(column, justify="left" if column == "Fate" else "right")
        for name, acts, objective, won, held in rows(table):
            out.add_row(
                name, str(acts), cell(objective, acts), cell(won, acts), cell(held, table[name]["campaigns"])
            )
        console.print(out)
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        with (args.out / "games.jsonl").open("w") as f:
            for game in games:
                f.write(json.dumps(game) + "\n")
        (args.out / "fates.md").write_text(title + "\n\n" + markdown(table) + "\n")
        plot(table, args.players, args.out / "fates.png", title)
        console.print(f"wrote {args.out / 'games.jsonl'}, {args.out / 'fates.md'}, {args.out / 'fates.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
