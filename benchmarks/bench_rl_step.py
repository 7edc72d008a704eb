"""Where an RL environment step goes (Arcs, 3 players by default): µs per step of each part of
the work `ambitions.rl` does, over the positions of seeded random games, best of several passes.

    python benchmarks/bench_rl_step.py [--games 4] [--players 3] [--passes 5]

Parts: the engine's legal actions and applying an action (chance resolved), indexing the legal
actions (`legal_by_index`), the 180,827-entry mask (`mask_of`), the seat's observation vector
from the state (`encode_state`, what the environments call) and, for comparison, the reference
path it replaces, the observation dict then `encode`. `ambitions bench` gives the whole
environment's steps/s (`ambitions.rl.bench`).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

try:
    import ambitions
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    import ambitions
from ambitions.games.arcs import encoding
from ambitions.games.arcs.encoding import ENCODINGS
from ambitions.rl.encodings import legal_by_index, mask_of


def positions(games: int, players: int) -> list[tuple[Any, int, list[Any], Any]]:
    """(state, seat to decide, its legal actions, the action taken) of every decision."""
    out = []
    for seed in range(games):
        state = ambitions.new_game("arcs", players=players, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.current_player() == ambitions.CHANCE:
                state.apply_unchecked(state.sample_chance())
                continue
            legal = state.legal_actions()
            action = rng.choice(legal)
            out.append((state.clone(), state.current_player(), legal, action))
            state.apply_unchecked(action)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--passes", type=int, default=5)
    args = parser.parse_args()
    found = positions(args.games, args.players)

    def apply(state: Any, seat: int, legal: list[Any], action: Any) -> None:
        state = state.clone()
        state.apply_unchecked(action)
        while state.current_player() == ambitions.CHANCE:
            state.apply_unchecked(state.sample_chance())

    parts: list[tuple[str, Callable[[Any, int, list[Any], Any], object]]] = [
        ("clone + legal actions (engine)", lambda s, p, legal, a: s.clone().legal_actions()),
        ("clone (in the rows above and below)", lambda s, p, legal, a: s.clone()),
        ("clone + apply + chance (engine)", apply),
        ("index the legal actions", lambda s, p, legal, a: legal_by_index(ENCODINGS, legal)),
        ("action mask (180,827 int8)", lambda s, p, legal, a: mask_of(ENCODINGS, range(len(legal)))),
        ("observation vector: encode_state", lambda s, p, legal, a: encoding.encode_state(s, p)),
        ("reference: observation dict + encode", lambda s, p, legal, a: encoding.encode(s.observation(p))),
    ]
    print(f"{len(found)} decisions of {args.games} random {args.players}-player games, best of {args.passes}")
    print("| part | µs per step |")
    print("|---|---:|")
    for name, fn in parts:
        best = float("inf")
        for _ in range(args.passes):
            start = time.perf_counter()
            for state, seat, legal, action in found:
                fn(state, seat, legal, action)
            best = min(best, time.perf_counter() - start)
        print(f"| {name} | {best / len(found) * 1e6:.1f} |")


if __name__ == "__main__":
    main()
