"""The bots' evaluation of an ARCADEs position (`knowledge.ArcadesKnowledge.worth`), compiled
with mypyc (`_compiled.py`) as the rule modules are. The sums are made in the same order as
before it moved here, so every evaluation, and every seeded game a bot plays, is unchanged."""

from __future__ import annotations

from typing import Any, Final

from ambitions.core.state import TERMINAL
from ambitions.games.arcades import data, influence
from ambitions.games.arcades.cardplay import number
from ambitions.games.arcades.state import ArcadesState
from ambitions.games.arcades.turn import marker_values


class Weights:
    """`knowledge.ArcadesWeights` as plain numbers, read once per knowledge (see there for each)."""

    def __init__(
        self,
        power: float,
        projection: tuple[float, float],
        round_scoring: float,
        resource: float,
        ships: tuple[float, float, float],
        advance: float,
        trophy: float,
        cards: tuple[float, float, float],
        initiative: float,
        ap: float,
    ) -> None:
        self.power = power
        self.projection_early, self.projection_late = projection
        self.round_scoring = round_scoring
        self.resource = resource
        self.fresh_ship, self.damaged_ship, self.supply_ship = ships
        self.advance = advance
        self.trophy = trophy
        self.card, self.card_number, self.seven = cards
        self.initiative = initiative
        self.ap = ap

    def __reduce__(self) -> tuple[type[Weights], tuple[object, ...]]:
        """Pickled by its arguments (a compiled class has no ``__dict__`` to restore), so a
        ``greedy`` agent can cross to another process or Ray actor."""
        return Weights, arguments(self)


def arguments(w: Any) -> tuple[Any, ...]:
    """`Weights`' arguments from anything with its attributes' names: `knowledge.ArcadesWeights`,
    or a `Weights` itself (to pickle it)."""
    return (
        w.power,
        (w.projection_early, w.projection_late),
        w.round_scoring,
        w.resource,
        (w.fresh_ship, w.damaged_ship, w.supply_ship),
        w.advance,
        w.trophy,
        (w.card, w.card_number, w.seven),
        w.initiative,
        w.ap,
    )


CLUSTERS: Final = data.CLUSTERS
MARKERS: Final = len(data.MARKERS)
DEFAULT_PLACES: Final = data.DEFAULT_PLACES
BOARD_SLOTS: Final = data.BOARD_SLOTS
SEVEN: Final = data.SEVEN
"""(Rule numbers read in `worth`'s loops, held here: compiled, a read of this module's own
constant costs nothing, one of another module's attribute a dictionary lookup.)"""


def worth(s: ArcadesState, w: Weights) -> list[float]:
    """What the position is worth to each seat, in Power (see `knowledge`'s module docstring)."""
    n, m = s.n, s.sides
    out = [w.power * p for p in s.power]
    if s.mover == TERMINAL:
        return out
    dealt = data.HAND_SIZES[n] if s.mode != "solo" else data.SOLO_DRAW - 1
    humans = [p for p in range(n) if not s.bots[p]]
    in_hands = 0
    for p in humans:
        in_hands += len(s.hands[p])
    left = in_hands / max(1, dealt * len(humans))
    trust = w.projection_late + (w.projection_early - w.projection_late) * min(1.0, left)
    # Each cluster's projected Power at the Ambition phase.
    marker_at = s.marker_at
    for c in range(CLUSTERS):
        first_power, second_power = DEFAULT_PLACES
        for i in range(MARKERS):
            if marker_at[i] == c:
                first_power, second_power = marker_values(s, i)
        first, seconds = influence.placings(influence.influences(s, c))
        if 0 <= first < n:
            out[first] += trust * first_power
        for p in seconds:
            if p < n:
                out[p] += trust * second_power
    # The round's scoring: the initiative holder's agent's cluster, 2/1.
    if 0 <= s.initiative < m and s.agents[s.initiative] >= 0:
        first, seconds = influence.placings(influence.influences(s, s.agent_cluster(s.initiative)))
        if 0 <= first < n:
            out[first] += w.round_scoring * DEFAULT_PLACES[0]
        for p in seconds:
            if p < n:
                out[p] += w.round_scoring * DEFAULT_PLACES[1]
    fresh_ships, damaged_ships, supply = s.fresh, s.damaged, s.supply
    tokens, advances, trophy_counts = s.resources, s.advances, s.trophies
    hands, offers = s.hands, s.offers
    for p in range(n):
        fresh = 0
        damaged = 0
        for c in range(CLUSTERS):
            fresh += fresh_ships[c * m + p]
            damaged += damaged_ships[c * m + p]
        out[p] += w.fresh_ship * fresh + w.damaged_ship * damaged + w.supply_ship * supply[p]
        held = 0  # (`ArcadesState.held`, counted)
        for k in range(p * BOARD_SLOTS, (p + 1) * BOARD_SLOTS):
            if tokens[k] >= 0:
                held += 1
        out[p] += w.resource * held + w.advance * bin(advances[p]).count("1")
        trophies = 0
        for k in range(p * m, (p + 1) * m):
            trophies += trophy_counts[k]
        out[p] += w.trophy * trophies
        for card in hands[p] + offers[p]:
            k = number(card)
            out[p] += w.card + w.card_number * k + (w.seven if k == SEVEN else 0.0)
    if 0 <= s.initiative < n:
        out[s.initiative] += w.initiative
    if 0 <= s.turn_side < n and s.ap > 0:
        out[s.turn_side] += w.ap * s.ap
    return out
