"""Influence and placing (B.1.3 "Influence", "Placing"), and the solo bots' fresh-ship concepts
(B.1.5 "Bot concepts").

Influence of a side in a cluster: its fresh ships in the gate, and only if it has one, +2 for
its agent there (+3 with Superior Intellect), +1 per damaged and +2 per fresh city of its there
(A32: a solo bot's cities too). Placing: a unique highest influence is 1st and the unique next
is 2nd; sides tied for the highest each take 2nd-place Power and nobody else places (A4); a tie
for 2nd scores nothing; influence 0 never places (A5). The phantom places like anyone, but the
Power it wins is ignored.
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcades import data
from ambitions.games.arcades.state import EMPTY, ArcadesState

PLANETS_PER_CLUSTER: Final = data.PLANETS_PER_CLUSTER
SUPERIOR_INTELLECT: Final = data.SUPERIOR_INTELLECT
SUPERIOR_INTELLECT_BONUS: Final = data.SUPERIOR_INTELLECT_BONUS
AGENT_BONUS: Final = data.AGENT_BONUS
FRESH_CITY_BONUS: Final = data.FRESH_CITY_BONUS
DAMAGED_CITY_BONUS: Final = data.DAMAGED_CITY_BONUS
NOBODY: Final = EMPTY
"""(The rule numbers read in the loops below, held here: compiled, a read of this module's own
constant costs nothing, one of another module's attribute a dictionary lookup.)"""


def influence(s: ArcadesState, side: int, cluster: int) -> int:
    """`side`'s influence in `cluster` (0 without a fresh ship there)."""
    fresh = s.fresh[cluster * s.sides + side]
    if not fresh:
        return 0
    total = fresh
    planet = s.agents[side]
    if planet >= 0 and planet // data.PLANETS_PER_CLUSTER == cluster:
        intellect = side < s.n and s.advances[side] >> data.SUPERIOR_INTELLECT & 1
        total += data.SUPERIOR_INTELLECT_BONUS if intellect else data.AGENT_BONUS
    if side < s.n:
        base = cluster * data.PLANETS_PER_CLUSTER
        for planet in range(base, base + data.PLANETS_PER_CLUSTER):
            code = s.cities[planet]
            if code >= 0 and code >> 1 == side:
                total += data.FRESH_CITY_BONUS if code & 1 else data.DAMAGED_CITY_BONUS
    return total


def influences(s: ArcadesState, cluster: int) -> list[int]:
    """Every side's influence in `cluster`: `influence` for each side, the position's fields read
    once for all of them (the evaluation asks this for every cluster of every position)."""
    sides, n = s.sides, s.n
    fresh, agents, advances, cities = s.fresh, s.agents, s.advances, s.cities
    base = cluster * PLANETS_PER_CLUSTER
    out: list[int] = []
    for side in range(sides):
        total = fresh[cluster * sides + side]
        if total:
            planet = agents[side]
            if planet >= 0 and planet // PLANETS_PER_CLUSTER == cluster:
                intellect = side < n and advances[side] >> SUPERIOR_INTELLECT & 1
                total += SUPERIOR_INTELLECT_BONUS if intellect else AGENT_BONUS
            if side < n:
                for planet in range(base, base + PLANETS_PER_CLUSTER):
                    code = cities[planet]
                    if code >= 0 and code >> 1 == side:
                        total += FRESH_CITY_BONUS if code & 1 else DAMAGED_CITY_BONUS
        out.append(total)
    return out


def placings(values: list[int]) -> tuple[int, list[int]]:
    """(the side placing 1st or -1, the sides taking 2nd-place Power) for these influences.

    A unique highest value is 1st; the unique next-highest is 2nd (a tie for 2nd: nobody). Sides
    tied for the highest each take 2nd-place Power and nobody else places (A4). Influence 0
    never places (A5).
    """
    top = 0
    tops = 0
    first = EMPTY
    for i in range(len(values)):
        v = values[i]
        if v > top:
            top, tops, first = v, 1, i
        elif v == top:
            tops += 1
    if top < 1:
        return NOBODY, []
    if tops > 1:
        return NOBODY, [i for i in range(len(values)) if values[i] == top]
    runner = 0
    runners = 0
    second = EMPTY
    for i in range(len(values)):
        v = values[i]
        if i != first and v >= 1:
            if v > runner:
                runner, runners, second = v, 1, i
            elif v == runner:
                runners += 1
    if runner < 1:
        return first, []
    return first, [second] if runners == 1 else []


def award(s: ArcadesState, side: int, power: int) -> None:
    """`side` gains `power` (the phantom's Power is ignored)."""
    if side < s.n and power:
        s.power[side] += power


def score_cluster(s: ArcadesState, cluster: int, first_power: int, second_power: int) -> str:
    """Score `cluster` for influence: 1st and 2nd place Power; returns the event text."""
    first, seconds = placings(influences(s, cluster))
    parts = []
    if first >= 0:
        award(s, first, first_power)
        parts.append(f"{s.side_name(first)} +{first_power}")
    for side in seconds:
        award(s, side, second_power)
        parts.append(f"{s.side_name(side)} +{second_power}")
    return f"cluster {cluster + 1} scored {first_power}/{second_power}: " + (
        ", ".join(parts) or "nobody places"
    )


# -- fresh ships (the solo bots' concepts, B.1.5) ---------------------------------------------------
def most_other_fresh(s: ArcadesState, side: int, cluster: int) -> int:
    """The most fresh ships any other side has in `cluster`."""
    base = cluster * s.sides
    return max((s.fresh[base + o] for o in range(s.sides) if o != side), default=0)


def first_in_fresh(s: ArcadesState, side: int, cluster: int) -> bool:
    """1st place in fresh ships: strictly more fresh ships in `cluster` than every other side
    (a tie is not 1st)."""
    return s.fresh[cluster * s.sides + side] > most_other_fresh(s, side, cluster)


def fresh_place(s: ArcadesState, side: int, cluster: int, fresh: int) -> str:
    """Where `side` would stand with `fresh` fresh ships in `cluster`, the others unchanged:
    ``"first"``, ``"tied-first"``, ``"second"`` (the unique next after a unique 1st, A5: at least
    one ship), or ``""``."""
    base = cluster * s.sides
    others = [s.fresh[base + o] for o in range(s.sides) if o != side]
    top = max(others, default=0)
    if fresh > top:
        return "first"
    if fresh < 1:
        return ""
    if fresh == top:
        return "tied-first"
    if others.count(top) > 1:
        return ""  # others tie for 1st: nobody else places
    below = [v for v in others if v < top]
    return "second" if fresh > max(below, default=0) else ""


def superfluous(s: ArcadesState, side: int, cluster: int) -> int:
    """Fresh ships `side` could take away from `cluster` and stay 1st in fresh ships (0 when it
    is not 1st). The rules' example: 5 against 2 gives 2."""
    fresh = s.fresh[cluster * s.sides + side]
    return max(0, fresh - most_other_fresh(s, side, cluster) - 1)


def ship_advantage(s: ArcadesState, side: int, cluster: int) -> int:
    """The leading side's fresh ships minus `side`'s (the rules' example: 3 fresh against 1
    fresh and 1 damaged gives 2)."""
    return max(0, most_other_fresh(s, side, cluster) - s.fresh[cluster * s.sides + side])


def first_in_influence(s: ArcadesState, side: int, cluster: int) -> bool:
    """`side` has strictly more influence in `cluster` than every other side."""
    values = influences(s, cluster)
    mine = values[side]
    return mine >= 1 and all(v < mine for o, v in enumerate(values) if o != side)
