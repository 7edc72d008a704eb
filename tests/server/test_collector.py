"""The server's start-up objects are kept out of the garbage collector's full walks
(`ambitions.server.collector`), in a process of its own so this one's collector is untouched."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import gc, sys
    from ambitions.core.registry import game_names
    from ambitions.server import collector

    frozen = collector.settle()
    games = [name for name in game_names() if f"ambitions.games.{name.replace('-', '_')}" in sys.modules]
    walked = len(gc.get_objects())  # what a full collection still walks

    class Knot:
        pass

    gc.disable()  # (no automatic collection may take the knot before the one counted)
    knot = Knot()
    knot.me = knot  # a cycle made after start-up: garbage once dropped
    del knot
    collected = gc.collect()
    print(frozen, walked, len(games), len(game_names()), collected)
    """
)


def test_settle_freezes_every_games_start_up_objects_and_later_cycles_are_still_collected() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    frozen, walked, loaded, games, collected = (int(x) for x in out.stdout.split())
    assert loaded == games  # every game's modules were made before the freeze
    assert frozen > 10 * walked  # full walks now see a small remainder of what lives
    assert collected >= 1  # the knot: later garbage is still collected
