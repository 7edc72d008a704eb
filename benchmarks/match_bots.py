"""Paired, seat-permuted matches between bots, with 95% intervals.

    python benchmarks/match_bots.py --agents greedy,random+,random+ --deals 20 [--jobs 2]
        [--seed 1] [--out results.jsonl] [--players 3]

Every deal is played under every rotation of the seats (so each entrant sits at each seat of the
same deal once), with the game's own chance generator seeded by the deal: identical agents come
out exactly even. Games run in parallel processes (``--jobs``); with ``--out`` each finished game
is appended as one JSON line and games already in the file are skipped, so a long match can be
stopped and resumed (``--summary-only`` just prints the table of a file).

The table gives each entrant's win share with its Wilson 95% interval and mean Power; for the
first entrant against each other one it gives the difference of win shares with a 95% interval
from the spread of that difference over deals (deals are the independent units).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

try:
    import ambitions
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    import ambitions

from ambitions.bots.base import Decision, make_agent, split_specs

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def deal_seed(seed: int, deal: int) -> int:
    return random.Random(f"match-deal:{seed}:{deal}").randrange(2**31)


def labels_of(specs: list[str]) -> list[str]:
    out = []
    for i, s in enumerate(specs):
        out.append(f"{s}#{specs[:i].count(s) + 1}" if specs.count(s) > 1 else s)
    return out


def play(specs: list[str], players: int, seed: int, deal: int, rotation: int) -> dict[str, Any]:
    """One game: entrant ``(seat + rotation) % players`` at each seat."""
    entrants = [(seat + rotation) % players for seat in range(players)]
    agents = [
        make_agent(specs[e], random.Random(f"match-agent:{seed}:{deal}:{rotation}:{e}").randrange(2**31))
        for e in entrants
    ]
    state = ambitions.new_game("arcs", players=players, seed=deal_seed(seed, deal))
    decisions = [0] * players
    thinking = [0.0] * players
    start = time.perf_counter()
    while True:
        seat = state.current_player()
        if seat == ambitions.TERMINAL:
            break
        if seat == ambitions.CHANCE:
            state.apply_unchecked(state.sample_chance())
            continue
        legal = state.legal_actions()
        t0 = time.perf_counter()
        action = agents[seat].act(Decision(seat, legal, lambda s=seat: state.observation(s)))
        thinking[seat] += time.perf_counter() - t0
        decisions[seat] += 1
        if action not in legal:
            raise RuntimeError(f"{specs[entrants[seat]]} chose {action!r}, not a legal action")
        state.apply_unchecked(action)
    winner = int(getattr(state, "winner", max(range(players), key=lambda p: state.returns()[p])))
    return {
        "deal": deal,
        "rotation": rotation,
        "entrants": entrants,
        "returns": state.returns(),
        "winner_seat": winner,
        "winner_entrant": entrants[winner],
        "decisions": decisions,
        "thinking": thinking,
        "seconds": time.perf_counter() - start,
    }


def summarize(specs: list[str], players: int, games: list[dict[str, Any]]) -> str:
    labels = labels_of(specs)
    k = len(specs)
    wins = [0] * k
    power = [0.0] * k
    think = [0.0] * k
    decisions = [0] * k
    by_deal: dict[int, list[dict[str, Any]]] = {}
    for g in games:
        wins[g["winner_entrant"]] += 1
        for seat, e in enumerate(g["entrants"]):
            power[e] += g["returns"][seat]
            think[e] += g["thinking"][seat]
            decisions[e] += g["decisions"][seat]
        by_deal.setdefault(g["deal"], []).append(g)
    n = len(games)
    if not n:
        return "no games of these agents and seed yet"
    lines = [
        f"{n} games ({len(by_deal)} deals x up to {players} seatings), {players} players",
        "",
        "| entrant | wins | win share | 95% interval | mean Power | s/decision |",
        "|---|---:|---:|---|---:|---:|",
    ]
    for e in range(k):
        low, high = wilson(wins[e], n)
        per = think[e] / decisions[e] if decisions[e] else 0.0
        lines.append(
            f"| {labels[e]} | {wins[e]} | {wins[e] / n:.3f} | [{low:.3f}, {high:.3f}] | "
            f"{power[e] / n:.1f} | {per:.3f} |"
        )
    # Entrant 0 against the others: difference of win shares, deals as the independent units.
    full = [d for d in by_deal.values() if len(d) == players]
    if len(full) >= 2:
        lines.append("")
        rivals = [[other] for other in range(1, k)]
        if k > 2 and len(set(specs[1:])) == 1:
            rivals.append(list(range(1, k)))  # identical rivals pooled: their mean share
        for group in rivals:
            diffs = []
            for d in full:
                w0 = sum(1 for g in d if g["winner_entrant"] == 0)
                w1 = sum(1 for g in d if g["winner_entrant"] in group) / len(group)
                diffs.append((w0 - w1) / len(d))
            mean = sum(diffs) / len(diffs)
            var = sum((x - mean) ** 2 for x in diffs) / (len(diffs) - 1)
            half = Z95 * math.sqrt(var / len(diffs))
            low, high = max(-1.0, mean - half), min(1.0, mean + half)
            name = labels[group[0]] if len(group) == 1 else f"{specs[1]} (mean of {len(group)})"
            lines.append(
                f"{labels[0]} - {name}: {100 * mean:+.1f} points of win share, "
                f"95% interval [{100 * low:+.1f}, {100 * high:+.1f}] over {len(full)} deals"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agents", default="greedy,random+,random+")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--summary-only", action="store_true")
    args = parser.parse_args(argv)
    specs = split_specs(args.agents)
    if len(specs) != args.players:
        parser.error(f"{args.players} players need {args.players} agents, got {specs}")
    for s in specs:
        make_agent(s, 0)
    done: list[dict[str, Any]] = []
    if args.out and args.out.exists():
        for line in args.out.read_text().splitlines():
            g = json.loads(line)
            if g.get("agents") == specs and g.get("seed") == args.seed:
                done.append(g)
    if args.summary_only:
        print(summarize(specs, args.players, done))
        return
    have = {(g["deal"], g["rotation"]) for g in done}
    todo = [(d, r) for d in range(args.deals) for r in range(args.players) if (d, r) not in have]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(play, specs, args.players, args.seed, d, r) for d, r in todo]
        for i, fut in enumerate(as_completed(futures), 1):
            g = fut.result()
            g["agents"], g["seed"] = specs, args.seed
            done.append(g)
            if args.out:
                with args.out.open("a") as f:
                    f.write(json.dumps(g) + "\n")
            print(
                f"[{i}/{len(todo)}] deal {g['deal']} rotation {g['rotation']}: winner "
                f"{specs[g['winner_entrant']]}, Power {g['returns']}, {g['seconds']:.1f} s",
                file=sys.stderr,
                flush=True,
            )
    print(f"played {len(todo)} games in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    print(summarize(specs, args.players, [g for g in done if g["deal"] < args.deals]))


if __name__ == "__main__":
    main()
