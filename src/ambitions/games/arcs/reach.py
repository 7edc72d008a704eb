"""The map of the Reach: system indexes, adjacency and building slots (rulebook p6, p13).

Systems are indexed ``(cluster - 1) * 4 + k`` where ``k = 0`` is the gate and ``k = 1..3`` the
planets (``"c.k"`` in text). Out-of-play clusters are removed from the adjacency and their path
marker joins the two neighbouring in-play gates (p6: "The path marker ... joins together the
gates of the two neighboring clusters").
"""

from __future__ import annotations

from functools import cache
from typing import Final

from ambitions.games.arcs import data

NUM_SYSTEMS: Final = 24
SYSTEM_IDS: Final[tuple[str, ...]] = tuple(f"{c}.{k}" for c in range(1, 7) for k in range(4))
SYSTEM_INDEX: Final[dict[str, int]] = {sid: i for i, sid in enumerate(SYSTEM_IDS)}
GATE_INDEXES: Final[tuple[int, ...]] = tuple(range(0, NUM_SYSTEMS, 4))


def is_gate(system: int) -> bool:
    """True for a gate, False for a planet."""
    return system % 4 == 0


def cluster_of(system: int) -> int:
    """The cluster number (1..6) of a system."""
    return system // 4 + 1


# Building slots: one entry per slot, naming its system. First the printed slots of the planets
# (data: PLANET_SLOTS), then the extra slots only some lore cards let a player build in (p21):
# two per gate (a starport for Gate Ports, L08, and a city for Gate Stations, L11: at most one of
# each per gate) and one per planet (a city for Cloud Cities, L09, outside the printed slots).
# Slot names count each system's slots in this order: "1.3#0", "1.3#1" printed, "1.3#2" the
# cloud slot; "1.0#0", "1.0#1" the gate slots.
GATE_SLOTS_PER_GATE: Final = 2
_PRINTED: Final[tuple[int, ...]] = tuple(
    SYSTEM_INDEX[p] for p in data.PLANETS for _ in range(data.PLANET_SLOTS[p])
)
NUM_PRINTED_SLOTS: Final = len(_PRINTED)
SLOT_SYSTEM: Final[tuple[int, ...]] = (
    _PRINTED
    + tuple(g for g in GATE_INDEXES for _ in range(GATE_SLOTS_PER_GATE))
    + tuple(SYSTEM_INDEX[p] for p in data.PLANETS)
)
SYSTEM_SLOTS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(k for k, s in enumerate(SLOT_SYSTEM) if s == system) for system in range(NUM_SYSTEMS)
)
"""Every building slot of each system, printed and extra."""
PRINTED_SLOTS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(k for k in slots if k < NUM_PRINTED_SLOTS) for slots in SYSTEM_SLOTS
)
"""The printed building slots of each system (none on gates): where anyone may build (p12)."""
NUM_SLOTS: Final = len(SLOT_SYSTEM)


def is_extra_slot(slot: int) -> bool:
    """True for a gate or cloud slot (only powers let a player build there)."""
    return slot >= NUM_PRINTED_SLOTS


PLANET_RESOURCE: Final[tuple[int, ...]] = tuple(
    data.RESOURCES.index(data.PLANET_TYPE[sid]) if not is_gate(i) else -1 for i, sid in enumerate(SYSTEM_IDS)
)
"""Resource index of each planet (-1 for gates)."""


@cache
def build_adjacency(out_of_play: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Adjacency lists of the in-play map for the given out-of-play clusters.

    Inside a cluster, planets .1-.2 and .2-.3 touch and .1-.3 do not; every planet touches its
    gate; 2.3-3.1 and 5.3-6.1 touch across clusters; gates form a ring that skips out-of-play
    clusters (their path markers). Out-of-play systems have no neighbours.
    """
    adj: list[set[int]] = [set() for _ in range(NUM_SYSTEMS)]

    def link(a: int, b: int) -> None:
        if cluster_of(a) in out_of_play or cluster_of(b) in out_of_play:
            return
        adj[a].add(b)
        adj[b].add(a)

    for c in range(6):
        g = c * 4
        for k in (1, 2, 3):
            link(g, g + k)
        link(g + 1, g + 2)
        link(g + 2, g + 3)
    for a, b in data.CROSS_CLUSTER_PLANET_LINKS:
        link(SYSTEM_INDEX[a], SYSTEM_INDEX[b])
    ring = [c for c in data.CLUSTERS if c not in out_of_play]
    if len(ring) > 1:
        for i, c in enumerate(ring):
            nxt = ring[(i + 1) % len(ring)]
            if nxt != c:
                link((c - 1) * 4, (nxt - 1) * 4)
    return tuple(tuple(sorted(s)) for s in adj)


@cache
def in_play_systems(out_of_play: tuple[int, ...]) -> tuple[bool, ...]:
    """Per system, whether it is in play."""
    return tuple(cluster_of(i) not in out_of_play for i in range(NUM_SYSTEMS))


def most_fresh(fresh: list[int], base: int, n: int) -> int:
    """Control (p7): the seat with more fresh ships than each rival among the `n` counts at
    `fresh[base:]` (a system's, per seat), or -1 (`ArcsState.controller`)."""
    best = -1
    best_count = 0
    tie = False
    for p in range(n):
        c = fresh[base + p]
        if c > best_count:
            best, best_count, tie = p, c, False
        elif c == best_count and c > 0:
            tie = True
    return -1 if tie else best
