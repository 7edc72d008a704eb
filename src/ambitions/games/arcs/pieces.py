"""Pieces and their supplies (rulebook p22 "Pieces & Piece Limits").

Placing takes fresh Loyal pieces from the owner's supply by default; returning puts them back,
except cities, which come from and go to the owner's player board. When more pieces must be
placed or returned than possible, the maximum possible is done.
"""

from __future__ import annotations

from ambitions.games.arcs import data, powers, reach, resources
from ambitions.games.arcs.state import EMPTY, ArcsState


def place_ships(s: ArcsState, seat: int, system: int, count: int, damaged: bool = False) -> int:
    """Place up to `count` Loyal ships from `seat`'s supply in `system`. Returns how many."""
    k = min(count, s.ships[seat])
    s.ships[seat] -= k
    if damaged:
        s.damaged[system * s.n + seat] += k
    else:
        s.fresh[system * s.n + seat] += k
    return k


def first_empty_slot(s: ArcsState, system: int) -> int:
    """The first empty printed building slot of a planet, or -1."""
    for k in reach.PRINTED_SLOTS[system]:
        if s.slots[k] == EMPTY:
            return k
    return -1


def return_agents(s: ArcsState, seat: int, count: int) -> None:
    """Return `count` agents to `seat`'s supply; each first replaces an Outrage placeholder (p22)."""
    s.agents[seat] += count
    while s.outrage_placeholder[seat] and s.agents[seat] > 0:
        low = s.outrage_placeholder[seat] & -s.outrage_placeholder[seat]
        s.outrage_placeholder[seat] &= ~low
        s.agents[seat] -= 1


def return_city(s: ArcsState, owner: int) -> None:
    """A city goes back to the rightmost empty slot of its owner's board (p19, p22).

    Covering a slot may close resource slots: tokens are refitted or queued for discard (p17).
    """
    if s.cities_left[owner] < data.CITIES_PER_PLAYER:
        s.cities_left[owner] += 1
        resources.refit(s, owner)


def city_types(s: ArcsState, slot: int) -> tuple[int, ...]:
    """The resource types of the city in `slot` (taxing it, Outrage when it is destroyed).

    A planet's city has its planet's type (p12, p16). A city on a gate, which only Gate Stations
    (L11) lets a player build, has the types its owner's power names (`Power.city_types`).
    """
    system = reach.SLOT_SYSTEM[slot]
    if not reach.is_gate(system):
        return (reach.PLANET_RESOURCE[system],)
    power = city_types_power(s, slot)
    return power.city_types(s, slot) if power is not None and power.city_types is not None else ()


def city_types_power(s: ArcsState, slot: int) -> powers.Power | None:
    """The power of the city's owner that gives a gate city its types, if any (none for a city
    of no seat: the campaign's Free city on a gate, once a Loyal gate city swapped for a Free one)."""
    owner = s.slots[slot] >> 2
    if owner >= s.n:
        return None
    for p in powers.owned(s, owner):
        if p.city_types is not None:
            return p
    return None
