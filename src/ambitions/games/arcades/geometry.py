"""The ring of clusters: neighbours, distances and the agent's paths (B.1.1 "Map", A8, A15).

Clusters are indexes 0-5 here (cluster ``c`` is ``c - 1``); clockwise is +1 (A15). Computed once
from `data`; no state.
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcades import data

N: Final = data.CLUSTERS
P: Final = data.PLANETS_PER_CLUSTER


def cw(cluster: int, steps: int = 1) -> int:
    """The cluster `steps` clusters clockwise."""
    return (cluster + steps) % N


def ccw(cluster: int, steps: int = 1) -> int:
    return (cluster - steps) % N


def adjacent(a: int, b: int) -> bool:
    return (a - b) % N in (1, N - 1)


def distance(a: int, b: int) -> int:
    """Clusters between `a` and `b` the short way round (0 for the same cluster)."""
    d = (a - b) % N
    return min(d, N - d)


def neighbours(cluster: int) -> tuple[int, int]:
    """The counter-clockwise and the clockwise neighbour."""
    return ccw(cluster), cw(cluster)


def planets_of(cluster: int) -> range:
    """The cluster's planet indexes, the left-most first (A15)."""
    return range(cluster * P, cluster * P + P)


def scan(start: int) -> list[int]:
    """Every cluster, from `start` clockwise (the solo bots' scanning order)."""
    return [(start + i) % N for i in range(N)]


def _agent_moves() -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """Per origin cluster: every (destination planet, collected planet or -1, AP cost) of the
    *Move agent* action (B.1.3; A8).

    The agent moves X clusters one way round, paying 1 AP per cluster entered (X from 1 to 5),
    to any planet of the destination cluster. It may collect the token of one planet on its path:
    any planet of a cluster it passes through, or the destination planet itself (not another
    planet of the destination cluster: the path stands on one planet per cluster), never the
    origin's. Each (destination, collected planet) pair is listed once, at its cheapest cost.
    """
    table = []
    for origin in range(N):
        best: dict[tuple[int, int], int] = {}
        for direction in (1, -1):
            for steps in range(1, N):
                dest_cluster = (origin + direction * steps) % N
                passed = [(origin + direction * k) % N for k in range(1, steps)]
                for dest in planets_of(dest_cluster):
                    options = [-1, dest] + [q for c in passed for q in planets_of(c)]
                    for collect in options:
                        key = (dest, collect)
                        if steps < best.get(key, N):
                            best[key] = steps
        table.append(tuple(sorted((dest, collect, cost) for (dest, collect), cost in best.items())))
    return tuple(table)


AGENT_MOVES: Final = _agent_moves()
"""`_agent_moves`, indexed by origin cluster."""


def psionic_destinations(planet: int) -> list[int]:
    """Where the Psionic free action may take an agent standing on `planet`: up to 2 moves of 1
    cluster each, so any planet within 2 clusters, or another planet of its own cluster (out
    and back)."""
    origin = planet // P
    return [q for q in range(data.PLANETS) if q != planet and distance(q // P, origin) <= 2]
