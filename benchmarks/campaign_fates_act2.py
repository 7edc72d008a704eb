"""The Blighted Reach, Act II: how often each Fate is chosen, completes its objective and wins.

    python benchmarks/campaign_fates_act2.py --players 3 --deals 40 [--agents greedy] [--seed 0]
        [--jobs 2] [--out act2.jsonl] [--summary-only] [--markdown]

Campaigns (``act="all"``) played from Act I through the Intermission to Act II's end (the
campaign log sheet's Act II rows written), not on into Act III. Every deal (the
game's seed, ``--seed`` + deal) is played under every rotation of the seats: with ``--agents
greedy`` (the default: the same agent at every seat) the agents' own seeds change seats, so a
deal's Fates meet every seating of the agents; with several agents (``--agents
greedy,greedy:objective_prospect=0,greedy:objective_prospect=0``) each sits at each seat of the
same deal once (paired deals, permuted seats).

The Fate table gives, for each "B" Fate (F9-F16) and each "A" Fate kept into Act II (F1-F8, a
seat that completed its Act I objective may keep it, CRB p.29 step F): how often it was offered
at the Intermission and chosen when offered, how often its Act II objective was completed (the
marker on 0 at the Act's end, CRB p.8) and how often it won Act II (the most Power at its end,
CRB p.8), each with a Wilson 95% interval, and the mean spaces its marker advanced. A balanced
Fate wins 1/players of its Acts. The rotations of a deal share its seeded chance generator, so
they are not independent: the intervals are a little too narrow. With several agents a second
table gives each agent's Act II wins, objectives completed, wins after the objective's cost
(Power less the failed marker's space, as the next Intermission charges, CRB p.28) and spaces
advanced, with the first agent's advantage over the others' mean, paired by deal (deals the
independent units, a t interval).

With ``--out`` finished campaigns are appended as JSON lines and skipped when the run is resumed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

try:
    import ambitions
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    import ambitions

sys.path.insert(0, str(Path(__file__).resolve().parent))  # (the Act I script's shared helpers)

from campaign_fates import rate, read_rows, run_jobs  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from ambitions.bots.base import decision_for, make_agent, split_specs  # noqa: E402
from ambitions.core.state import CHANCE, TERMINAL  # noqa: E402
from ambitions.games.arcs_campaign.fates import cards  # noqa: E402
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState  # noqa: E402
from ambitions.sim.stats import mean_interval  # noqa: E402


def agent_seed(seed: int, deal: int, entrant: int) -> int:
    """An entrant's own seed in a deal: the same under every rotation (only its seat changes)."""
    return random.Random(f"campaign-act2:{seed}:{deal}:{entrant}").randrange(2**31)


def lineup(specs: Sequence[str], players: int) -> list[str]:
    """The entrants: `specs` cycled to one per seat (``greedy`` alone: greedy at every seat)."""
    return [specs[i % len(specs)] for i in range(players)]


def one_campaign(specs: list[str], players: int, seed: int, deal: int, rotation: int) -> dict[str, Any]:
    """Act I, the Intermission and Act II with entrant ``(seat + rotation) % players`` of `specs`
    (one per seat, `lineup`) at each seat; what the Fate table and the agent table read. A
    campaign that raises is a row with its ``error`` (left out of the tables, counted apart)."""
    start = time.perf_counter()
    head: dict[str, Any] = {
        "agents": specs,
        "players": players,
        "seed": seed,
        "deal": deal,
        "rotation": rotation,
    }
    try:
        found = play_campaign(specs, players, seed, deal, rotation)
    except Exception as exc:  # (a rule engine's error: kept, the study goes on)
        found = {"error": f"{type(exc).__name__}: {exc}"[:500], "decisions": 0}
    return {**head, **found, "seconds": round(time.perf_counter() - start, 2)}


def act2_winner(power: Sequence[int], fates: Sequence[str], order: Sequence[int]) -> int:
    """Act II's winner: the most Power, ties to "A" Fates over "B", then the earliest in turn
    order (CRB p.8, R17; `act3.rank_key`)."""
    return max(
        range(len(power)),
        key=lambda p: (power[p], -cards.LETTER_RANK.get(cards.letter(fates[p]), 0), -list(order).index(p)),
    )


def act2_over(state: CampaignState) -> bool:
    """Act II has ended: its rows are on the campaign log sheet (`act3.log_rows`, written as an
    Act ends, before the Intermission)."""
    return any(row[0] == 2 for row in state.log_sheet)


def play_campaign(specs: list[str], players: int, seed: int, deal: int, rotation: int) -> dict[str, Any]:
    """The campaign (``act="all"``) played to Act II's end: Act II's Fates, objective markers,
    Power (the log sheet's, before the second Intermission) and winner."""
    entrants = [(seat + rotation) % players for seat in range(players)]
    agents = [make_agent(specs[e], agent_seed(seed, deal, e)) for e in entrants]
    state = ambitions.new_game("arcs-campaign", players=players, seed=seed + deal, act="all")
    assert isinstance(state, CampaignState)
    offers: list[list[str]] = [[] for _ in range(players)]
    act1: list[str] = []
    act1_completed: list[bool] = []
    order: list[int] = []
    decisions = 0
    while (seat := state.current_player()) != TERMINAL and not act2_over(state):
        if state.act == 2:
            order = state.turn_order()  # (Act II's ties: turn order as it ends, R17)
        if seat == CHANCE:
            state.apply_unchecked(state.sample_chance())
            continue
        action = agents[seat].act(decision_for(state, seat, agents[seat]))
        if state.phase == CampaignPhase.CHOOSE_NEW_FATE and state.act == 1:  # step F (CRB p.29)
            offers[seat] = list(state.fate_offers[2 * seat : 2 * seat + 2])
            act1, act1_completed = list(state.former_fates), list(state.completed)
        state.apply_unchecked(action)
        decisions += 1
    power = [0] * players
    for act, p, _fate, pw, *_ in state.log_sheet:
        if act == 2:
            power[p] = pw
    return {
        "entrants": entrants,
        "act1": act1,
        "act1_completed": act1_completed,
        "offers": offers,
        "fates": list(state.fates),
        "completed": [m == 0 for m in state.objective],
        "spaces": list(state.objective),
        "winner": act2_winner(power, state.fates, order),
        "power": power,
        "decisions": decisions,
    }


# -- the summaries ----------------------------------------------------------------------------------
def advanced(row: dict[str, Any], seat: int) -> int:
    """The spaces `seat`'s Act II objective marker advanced: its start (`cards.start_space`, CRB
    p.7 step G) less where it ended."""
    return cards.start_space(row["fates"][seat], row["players"], 2) - int(row["spaces"][seat])


class FateRow(NamedTuple):
    """One Fate's counts over the campaigns: offered (seats offered it at the Intermission),
    chosen (seats that played it in Act II), completed and won among those, and the spaces its
    marker advanced in all."""

    fate: str
    offered: int
    chosen: int
    completed: int
    won: int
    advanced: int = 0


def fate_label(fate: str) -> str:
    """``F9 Pathfinder``; ``F1 Steward (kept)`` for an "A" Fate played on in Act II."""
    name = f"{fate} {cards.FATE_BY_ID[fate].name}"
    return f"{name} (kept)" if fate in cards.A_FATES else name


def fate_rows(rows: Sequence[dict[str, Any]]) -> list[FateRow]:
    """Per Act II Fate, in card order (F1-F16): offered, chosen, completed, won, advanced."""
    counts: dict[str, list[int]] = {}
    for r in rows:
        for seat, fate in enumerate(r["fates"]):
            for f in r["offers"][seat]:
                counts.setdefault(f, [0] * 5)[0] += 1
            row = counts.setdefault(fate, [0] * 5)
            row[1] += 1
            row[2] += int(r["completed"][seat])
            row[3] += int(r["winner"] == seat)
            row[4] += advanced(r, seat)
    return [FateRow(f, *counts[f]) for f in sorted(counts, key=lambda f: int(f[1:]))]


def interval(successes: int, trials: int) -> str:
    share, low, high = rate(successes, trials)
    return f"{share:.3f} ({low:.3f}-{high:.3f})" if trials else "-"


def fate_table(rows: Sequence[dict[str, Any]], players: int) -> Table:
    table = Table(
        title=f"Act II, {players} players, {len(rows)} campaigns (a balanced Fate wins {1 / players:.3f})"
    )
    heads = ("Fate", "offered", "chosen", "chosen when offered", "objective completed", "won Act II")
    for head in (*heads, "spaces advanced"):
        table.add_column(head, justify="left" if head == "Fate" else "right")
    for f in fate_rows(rows):
        table.add_row(
            fate_label(f.fate),
            str(f.offered),
            str(f.chosen),
            interval(min(f.chosen, f.offered), f.offered),
            interval(f.completed, f.chosen),
            interval(f.won, f.chosen),
            f"{f.advanced / f.chosen:.1f}" if f.chosen else "-",
        )
    return table


def fate_markdown(rows: Sequence[dict[str, Any]]) -> str:
    """The Fate table as a Markdown table (for the README)."""
    lines = [
        "| Fate | offered | chosen | chosen when offered | 95% | objective completed | 95% "
        "| won Act II | 95% | spaces advanced |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for f in fate_rows(rows):
        cells = [fate_label(f.fate), str(f.offered), str(f.chosen)]
        for k, n in ((min(f.chosen, f.offered), f.offered), (f.completed, f.chosen), (f.won, f.chosen)):
            share, low, high = rate(k, n)
            cells += [f"{share:.3f}", f"{low:.3f}-{high:.3f}"] if n else ["-", "-"]
        cells.append(f"{f.advanced / f.chosen:.1f}" if f.chosen else "-")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


MEASURES = ("won Act II", "objective completed", "won after the objective's cost", "spaces advanced")
SHARES = 3
"""The first `SHARES` measures are shares (Wilson intervals), the rest means (t intervals)."""


def outcomes(row: dict[str, Any]) -> list[tuple[float, ...]]:
    """Per seat, each of `MEASURES`: won Act II; completed its objective; won after the
    objective's cost (the most Power less the failed marker's space, a tie shared); the spaces
    its marker advanced."""
    players = row["players"]
    after = [row["power"][p] - max(0, row["spaces"][p]) for p in range(players)]
    best = max(after)
    top = [p for p in range(players) if after[p] == best]
    return [
        (
            float(row["winner"] == p),
            float(row["completed"][p]),
            (1.0 / len(top)) if p in top else 0.0,
            float(advanced(row, p)),
        )
        for p in range(players)
    ]


class AgentRow(NamedTuple):
    """An agent's values of each of `MEASURES`, one per seat it played."""

    agent: str
    values: tuple[list[float], ...]

    @property
    def seats(self) -> int:
        return len(self.values[0])


def agent_rows(rows: Sequence[dict[str, Any]], specs: Sequence[str]) -> list[AgentRow]:
    """Per agent spec (entrants with the same spec pooled), in the order of `specs`."""
    names = list(dict.fromkeys(specs))
    values: dict[str, tuple[list[float], ...]] = {name: tuple([] for _ in MEASURES) for name in names}
    for r in rows:
        for seat, got in enumerate(outcomes(r)):
            for i, x in enumerate(got):
                values[specs[r["entrants"][seat]]][i].append(x)
    return [AgentRow(name, values[name]) for name in names]


def paired_advantage(rows: Sequence[dict[str, Any]], measure: int) -> tuple[float, float, float, int]:
    """Entrant 0's mean of `measure` minus the other entrants' mean, per deal (every rotation of
    the deal played), averaged over deals with a 95% t interval: ``(mean, low, high, deals)``."""
    by_deal: dict[int, list[dict[str, Any]]] = {}
    for r in rows:
        by_deal.setdefault(r["deal"], []).append(r)
    diffs = []
    for deal_rows in by_deal.values():
        if len({r["rotation"] for r in deal_rows}) < deal_rows[0]["players"]:
            continue  # (a deal not yet played under every rotation)
        mine: list[float] = []
        others: list[float] = []
        for r in deal_rows:
            for seat, got in enumerate(outcomes(r)):
                (mine if r["entrants"][seat] == 0 else others).append(got[measure])
        diffs.append(sum(mine) / len(mine) - sum(others) / len(others))
    mean, low, high = mean_interval(diffs)
    return mean, low, high, len(diffs)


def measure_cell(values: list[float], measure: int) -> str:
    if not values:
        return "-"
    if measure < SHARES:
        return interval(round(sum(values)), len(values))
    mean, low, high = mean_interval(values)
    return f"{mean:.2f} ({low:.2f}-{high:.2f})"


def agent_table(rows: Sequence[dict[str, Any]], specs: Sequence[str]) -> Table:
    table = Table(title=f"Agents over {len(rows)} campaigns (paired deals, permuted seats)")
    table.add_column("agent")
    table.add_column("seats", justify="right")
    for head in MEASURES:
        table.add_column(head, justify="right")
    for a in agent_rows(rows, specs):
        table.add_row(a.agent, str(a.seats), *(measure_cell(v, i) for i, v in enumerate(a.values)))
    cells = []
    for i in range(len(MEASURES)):
        mean, low, high, deals = paired_advantage(rows, i)
        cells.append(f"{mean:+.3f} ({low:+.3f} to {high:+.3f})" if deals > 1 else "-")
    table.add_row(f"{specs[0]} - the others' mean, per deal", "", *cells)
    return table


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--deals", type=int, default=40, help="deals, each played under every rotation")
    parser.add_argument("--agents", default="greedy", help="agent specs, comma-separated (cycled)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--summary-only", action="store_true", help="print the tables of --out")
    parser.add_argument("--markdown", action="store_true", help="also print the Fate table as Markdown")
    args = parser.parse_args()
    specs = lineup(split_specs(args.agents), args.players)
    for spec in set(specs):
        make_agent(spec, 0)  # (a bad spec fails here, not in a worker)
    rows = [
        r
        for r in read_rows(args.out)
        if r["agents"] == specs and r["players"] == args.players and r["seed"] == args.seed
    ]
    if not args.summary_only:
        done = {(r["deal"], r["rotation"]) for r in rows}
        todo = [
            (specs, args.players, args.seed, deal, rotation)
            for deal in range(args.deals)
            for rotation in range(args.players)
            if (deal, rotation) not in done
        ]
        label = f"Act I-II campaigns, {', '.join(dict.fromkeys(specs))}"
        rows += run_jobs(one_campaign, todo, args.jobs, args.out, label)
    rows = [r for r in rows if r["deal"] < args.deals]
    failed = [r for r in rows if "error" in r]
    rows = [r for r in rows if "error" not in r]
    console = Console() if sys.stdout.isatty() else Console(width=160)  # (a log: the whole table)
    if failed:
        console.print(f"{len(failed)} campaigns failed (left out of the tables):")
        for r in failed:
            console.print(f"  deal {r['deal']} rotation {r['rotation']}: {r['error']}", markup=False)
    console.print(fate_table(rows, args.players))
    if len(set(specs)) > 1:
        console.print(agent_table(rows, specs))
    if rows:
        seconds = sum(r["seconds"] for r in rows) / len(rows)
        decisions = sum(r["decisions"] for r in rows) / len(rows)
        console.print(f"mean campaign: {seconds:.1f} s, {decisions:.0f} decisions")
    if args.markdown:
        print(fate_markdown(rows))


if __name__ == "__main__":
    main()
