"""The mypyc-compiled Interstellar engine plays exactly as the pure-Python one
(`ambitions.core.compiled`, issue 30).

The same seeded random games, 3 to 6 players, are played here (with the compiled modules when
this install has them) and in a subprocess with ``AMBITIONS_PURE=1``; every record and final
observation must be identical.
"""

from __future__ import annotations

from support.engines import check_engines

GAMES = r"""
import hashlib, json, random
import ambitions
from ambitions.core import compiled
from ambitions.games.interstellar import flow

digest = hashlib.sha256()
for seed in range(16):
    s = ambitions.new_game("interstellar", players=3 + seed % 4, seed=seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            s.apply(rng.choice(s.legal_actions()))
    digest.update(json.dumps(s.record(), sort_keys=True).encode())
    digest.update(json.dumps(s.observation(None), sort_keys=True).encode())
print(json.dumps({"status": compiled.STATUS["ambitions.games.interstellar"],
                  "compiled": compiled.is_compiled(flow), "digest": digest.hexdigest()}))
"""


def test_compiled_and_pure_engines_play_identical_games() -> None:
    check_engines("ambitions.games.interstellar", GAMES)
