"""The mypyc-compiled engine plays exactly as the pure-Python one (`ambitions.core.compiled`).

The same seeded random games, base game and Leaders & Lore, and a game of `greedy` (whose
evaluation is compiled too), are played here (with the compiled
modules when this install has them) and in a subprocess with ``AMBITIONS_PURE=1``; every record
and final position must be identical.
"""

from __future__ import annotations

from support.engines import PLAY_RANDOM, check_engines

GAMES = (
    PLAY_RANDOM
    + r"""
import hashlib, json
from ambitions.core import compiled
from ambitions.games.arcs import flow, observe

digest = hashlib.sha256()
for seed in range(24):
    options = {"leaders_and_lore": True, "two_lore": seed % 4 == 1} if seed % 2 else {}
    s = play_random("arcs", 2 + seed % 3, seed, **options)
    digest.update(json.dumps(s.record(), sort_keys=True).encode())
    digest.update(json.dumps(observe.snapshot(s), sort_keys=True).encode())
# greedy's evaluation (`evaluation`, compiled too) decides the same way: a 2-player game of it
from ambitions.bots import make_agent
from ambitions.sim.runner import play_game
played = play_game("arcs", 2, [make_agent("greedy", 1), make_agent("greedy", 2)], seed=5)
digest.update(json.dumps(played.record, sort_keys=True).encode())
print(json.dumps({"status": compiled.STATUS["ambitions.games.arcs"],
                  "compiled": compiled.is_compiled(flow), "digest": digest.hexdigest()}))
"""
)


def test_compiled_and_pure_engines_play_identical_games() -> None:
    check_engines("ambitions.games.arcs", GAMES)
