"""The mypyc-compiled Interstellar engine plays exactly as the pure-Python one
(`ambitions.core.compiled`, issue 30).

The same seeded random games, 3 to 6 players, are played here (with the compiled modules when
this install has them) and in a subprocess with ``AMBITIONS_PURE=1``; every record and final
observation must be identical.
"""

from __future__ import annotations

from support.engines import PLAY_RANDOM, check_engines

GAMES = (
    PLAY_RANDOM
    + r"""
import hashlib, json
from ambitions.core import compiled
from ambitions.games.interstellar import flow

digest = hashlib.sha256()
for seed in range(16):
    s = play_random("interstellar", 3 + seed % 4, seed)
    digest.update(json.dumps(s.record(), sort_keys=True).encode())
    digest.update(json.dumps(s.observation(None), sort_keys=True).encode())
print(json.dumps({"status": compiled.STATUS["ambitions.games.interstellar"],
                  "compiled": compiled.is_compiled(flow), "digest": digest.hexdigest()}))
"""
)


def test_compiled_and_pure_engines_play_identical_games() -> None:
    check_engines("ambitions.games.interstellar", GAMES)
