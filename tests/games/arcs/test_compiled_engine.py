"""The mypyc-compiled engine plays exactly as the pure-Python one (`ambitions.core.compiled`).

The same seeded random games, base game and Leaders & Lore, are played here (with the compiled
modules when this install has them) and in a subprocess with ``AMBITIONS_PURE=1``; every record
and final position must be identical.
"""

from __future__ import annotations

from support.engines import check_engines

GAMES = r"""
import hashlib, json, random, sys
import ambitions
from ambitions.core import compiled
from ambitions.games.arcs import flow, observe

digest = hashlib.sha256()
for seed in range(24):
    options = {"leaders_and_lore": True, "two_lore": seed % 4 == 1} if seed % 2 else {}
    s = ambitions.new_game("arcs", players=2 + seed % 3, seed=seed, **options)
    rng = random.Random(seed)
    while not s.is_terminal():
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            s.apply(rng.choice(s.legal_actions()))
    digest.update(json.dumps(s.record(), sort_keys=True).encode())
    digest.update(json.dumps(observe.snapshot(s), sort_keys=True).encode())
print(json.dumps({"status": compiled.STATUS["ambitions.games.arcs"],
                  "compiled": compiled.is_compiled(flow), "digest": digest.hexdigest()}))
"""


def test_compiled_and_pure_engines_play_identical_games() -> None:
    check_engines("ambitions.games.arcs", GAMES)
