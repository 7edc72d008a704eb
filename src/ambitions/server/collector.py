"""The cyclic garbage collector in a long-running server or bot worker process.

A full collection walks every object the collector tracks. After start-up that is some 170,000
objects (the web framework, the database layer, every game's rule tables), and a walk of them
stalls the process, every request in flight included, for tens of milliseconds: at a human pace
those stalls were most of the slowest acknowledgements (the p99 of ``benchmarks/bench_server.py``).
Nothing made at start-up is ever garbage, so `settle` hands all of it to the collector's permanent
generation (`gc.freeze`): full collections then walk only what the games made since. Frozen
objects are still freed by reference counting when nothing refers to them.
"""

from __future__ import annotations

import gc

from ambitions.core.registry import game_names, game_spec


def settle() -> int:
    """Load every game (so its modules and tables are made now), collect, and freeze what is
    alive; the number of objects frozen."""
    for name in game_names():
        game_spec(name)
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()
