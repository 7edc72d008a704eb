"""The hot part of the bots' evaluation of an Arcs position (`knowledge.ArcsKnowledge.worth`):
the map and the boards, summed per seat. Compiled with mypyc (`_compiled.py`), as the rule
modules are; the sums are made in the same order as before it moved here, so every evaluation,
and every seeded game a bot plays, is unchanged."""

from __future__ import annotations

from typing import Final

from ambitions.core.state import TERMINAL
from ambitions.games.arcs import data, reach
from ambitions.games.arcs.cardplay import marker_values
from ambitions.games.arcs.chapter import ambition_counts, phantom_count, rank_ambition
from ambitions.games.arcs.state import RESOURCE_SLOTS, ArcsState


class Weights:
    """The evaluation's weights, grouped as the functions below take them (built once from
    `knowledge.ArcsWeights`)."""

    def __init__(
        self,
        power: float,
        trust: tuple[float, float],
        icons: tuple[float, float],
        ships: tuple[float, float],
        control: float,
        buildings: tuple[float, float, float],
        board: tuple[float, float, float, float, float],
        pip: float,
        initiative: float,
        court: tuple[float, float],
    ) -> None:
        self.power = power
        self.trust = trust
        self.icons = icons
        self.ships = ships
        self.control = control
        self.buildings = buildings
        self.board = board
        self.pip = pip
        self.initiative = initiative
        self.court = court

    def __reduce__(self) -> tuple[type[Weights], tuple[object, ...]]:
        """Pickled by its arguments (a compiled class has no ``__dict__`` to restore), so a
        ``greedy`` agent can cross to another process or Ray actor."""
        return Weights, (
            self.power,
            self.trust,
            self.icons,
            self.ships,
            self.control,
            self.buildings,
            self.board,
            self.pip,
            self.initiative,
            self.court,
        )


def worth(s: ArcsState, w: Weights) -> list[float]:
    """What the position is worth to each seat, in Power (`knowledge.ArcsKnowledge.worth`):
    banked Power, then (unless the game is over) the declared ambitions, the map and the boards,
    the turn and the Court, added in that order."""
    out = [w.power * p for p in s.power]
    if s.mover == TERMINAL:
        return out
    add_ambitions(s, out, w.trust, w.icons)
    add_map_and_boards(s, out, w.ships, w.control, w.buildings, w.board)
    add_turn_and_court(s, out, w.pip, w.initiative, w.court)
    return out


def margin(s: ArcsState, w: Weights, seat: int) -> float:
    """`ambitions.bots.knowledge.margin` of `worth`, in one compiled call: the seat's worth less
    the mean of the best rival's and the rivals' mean, the same expression (so the same bits)."""
    values = worth(s, w)
    rivals = values[:seat] + values[seat + 1 :]
    if not rivals:
        return values[seat]
    return values[seat] - 0.5 * (max(rivals) + sum(rivals) / len(rivals))


CARD_PIPS: Final[dict[str, int]] = {c.id: c.pips for c in data.ACTION_CARDS}
NUM_SYSTEMS: Final = reach.NUM_SYSTEMS


def add_map_and_boards(
    s: ArcsState,
    out: list[float],
    ship_weights: tuple[float, float],
    control: float,
    building_weights: tuple[float, float, float],
    board_weights: tuple[float, float, float, float, float],
) -> None:
    """Add to `out` (per seat) the fleet on the map (`ship_weights`: fresh, damaged ship), each
    system with a building slot the seat controls (`control`, by the rules' `controller`), its
    buildings (`building_weights`: city, starport, damaged), and its board and hand
    (`board_weights`: resource, Guild card, Outrage, card, card pip)."""
    n = s.n
    fresh_ship, damaged_ship = ship_weights
    city, starport, damaged_building = building_weights
    resource, guild, outrage, card, card_pip = board_weights
    fresh, damaged = s.fresh, s.damaged
    printed = reach.PRINTED_SLOTS
    own_rule = type(s) is ArcsState  # (Arcs' control rule, read here; an extending game's its own)
    controllers = [-1] * NUM_SYSTEMS
    for system in range(NUM_SYSTEMS):
        if printed[system]:
            controllers[system] = reach.most_fresh(fresh, system * n, n) if own_rule else s.controller(system)
    buildings: list[list[int]] = [[] for _ in range(n)]
    for code in s.slots:
        if code >= 0 and code >> 2 < n:  # (an owner past the seats: a neutral building)
            buildings[code >> 2].append(code)
    tokens = s.resources
    # Seat by seat, in a local float: each seat's sum takes the same steps in the same order as
    # adding system by system into `out` would (a search comparing values sees the same bits).
    for p in range(n):
        v = out[p]
        i = p
        for system in range(NUM_SYSTEMS):
            f = fresh[i]
            d = damaged[i]
            i += n
            if f or d:
                v += fresh_ship * f + damaged_ship * d
            if controllers[system] == p:  # (a game extending Arcs may have neutral controllers)
                v += control
        for code in buildings[p]:
            v += (city if (code >> 1) & 1 else starport) + (damaged_building if code & 1 else 0.0)
        held = 0
        for i in range(p * RESOURCE_SLOTS, (p + 1) * RESOURCE_SLOTS):
            if tokens[i] >= 0:
                held += 1
        v += resource * held + guild * len(s.guild[p])
        outraged = 0
        bits = s.outrage[p]
        while bits:
            bits &= bits - 1
            outraged += 1
        v += outrage * outraged
        hand = s.hands[p]
        pips = 0
        for c in hand:
            pips += CARD_PIPS.get(c, 0)
        v += card * len(hand) + card_pip * pips
        out[p] = v


def add_ambitions(
    s: ArcsState, out: list[float], trust_weights: tuple[float, float], icon_weights: tuple[float, float]
) -> None:
    """Add to `out` the declared ambitions' projected Power, trusted from `trust_weights` (at the
    chapter's start, at its end) by the share of its cards played, and each icon toward every
    ambition (`icon_weights`: undeclared, declared)."""
    ambition_early, ambition_late = trust_weights
    icon, declared_icon = icon_weights
    n = s.n
    dealt = data.HAND_SIZE * n
    in_hands = 0
    for h in s.hands:
        in_hands += len(h)
    left = min(1.0, in_hands / dealt) if dealt else 0.0
    trust = ambition_late + (ambition_early - ambition_late) * left
    table = [ambition_counts(s, p) for p in range(n)]
    for amb in s.ambitions_in_play():
        counts = [row[amb] for row in table]
        markers = [i for i in range(3) if s.marker_box[i] == amb]
        per_icon = declared_icon if markers else icon
        for p in range(n):
            out[p] += per_icon * counts[p]
        if not markers:
            continue
        if n == 2:
            counts.append(phantom_count(s, amb))
        first, seconds = rank_ambition(counts)
        first_power = 0
        second_power = 0
        for i in markers:
            values = marker_values(s, i)
            first_power += values[0]
            second_power += values[1]
        if 0 <= first < n:
            bonus = data.BONUS_POWER_BY_CITIES_LEFT[s.cities_left[first]]
            out[first] += trust * (first_power + bonus)
        for p in seconds:
            if p < n:
                out[p] += trust * second_power


def add_turn_and_court(
    s: ArcsState, out: list[float], pip: float, initiative: float, court_weights: tuple[float, float]
) -> None:
    """Add to `out` the unspent pips of the seat taking its turn (`pip` each), the initiative, and
    the Court (`court_weights`: each agent on a card, each card a seat could secure, having more
    agents on it than every rival)."""
    n = s.n
    if s.turn_seat >= 0 and s.pips > 0:
        out[s.turn_seat] += pip * s.pips
    out[s.initiative] += initiative
    court_agent, securable = court_weights
    agents = s.court_agents
    for i, cid in enumerate(s.court):
        if not cid:
            continue
        base = i * n
        top = -1
        tops = 0
        for p in range(n):
            a = agents[base + p]
            if a > top:
                top, tops = a, 1
            elif a == top:
                tops += 1
        for p in range(n):
            a = agents[base + p]
            if a:
                out[p] += court_agent * a
                if a == top and tops == 1:
                    out[p] += securable
