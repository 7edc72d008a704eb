"""Victory points, ambition conditions and the winner.

VP (Game End): planets at their printed maximum level score their VP, special planets their
bonus VP (I-27); 12 for owning a FOOD, ORE, SCIENCE and COINS planet (home worlds do not
count); owned techs' VP; ships' VP; 1 per medal; ambitions 12 / 6 / 3 by claim order. The
most VP wins; then the most total ship combat value (I-24: printed values, or less damage
with the ``tiebreak_damage`` option); still tied, the victory is shared.
"""

from __future__ import annotations

from ambitions.games.interstellar import data
from ambitions.games.interstellar.state import (
    EV_CHECKS_WON,
    EV_RAID_STOLEN,
    EV_SABOTAGE_KILLS,
    EV_UNDERDOG,
    NUM_EVENTS,
    InterstellarState,
)

PARTS = ("planets", "set_bonus", "techs", "ships", "medals", "ambitions")
"""The VP categories, in the order `vp_parts` gives them."""


def ambition_vp(place: int) -> int:
    """VP for the `place`-th claim of an ambition (0 = first)."""
    return data.AMBITION_VP[min(place, len(data.AMBITION_VP) - 1)]


def planet_types(s: InterstellarState, seat: int) -> int:
    """How many resource types `seat`'s planets cover (home worlds not counted)."""
    types = {s.cards.planets[p.id].type for p in s.planets[seat]}
    types.discard(-1)
    return len(types)


def vp_parts(s: InterstellarState, seat: int) -> list[int]:
    """`seat`'s VP by category (`PARTS`)."""
    cards = s.cards
    planets = 0
    for p in s.planets[seat]:
        card = cards.planets[p.id]
        planets += card.bonus_vp + (card.vp if p.dev >= card.max_dev else 0)
    set_bonus = data.SET_BONUS_VP if planet_types(s, seat) == len(data.PLANET_TYPES) else 0
    techs = sum(cards.techs[t].vp for t, owner in s.tech_owner.items() if owner == seat)
    ships = sum(cards.ships[h.id].vp for h in s.fleets[seat])
    medals = data.MEDAL_VP * (s.fleet_medals[seat] + s.shadow_medals[seat])
    ambitions = 0
    for claims in s.claims:
        if seat in claims:
            ambitions += ambition_vp(claims.index(seat))
    return [planets, set_bonus, techs, ships, medals, ambitions]


def victory_points(s: InterstellarState) -> list[int]:
    return [sum(vp_parts(s, p)) for p in range(s.n)]


def fleet_combat(s: InterstellarState, seat: int, less_damage: bool = False) -> int:
    """Total combat value of `seat`'s fleet: printed, or less damage markers (never below 0)."""
    if less_damage:
        return sum(max(0, s.cards.ships[h.id].combat - h.damage) for h in s.fleets[seat])
    return sum(s.cards.ships[h.id].combat for h in s.fleets[seat])


def winners(s: InterstellarState) -> list[int]:
    """The seats sharing the victory (most VP, then most fleet combat value, I-24)."""
    vp = victory_points(s)
    best = max(vp)
    tied = [p for p in range(s.n) if vp[p] == best]
    less = bool(s.options.get("tiebreak_damage"))
    strength = {p: fleet_combat(s, p, less) for p in tied}
    top = max(strength.values())
    return [p for p in tied if strength[p] == top]


# -- ambitions (I-11) ---------------------------------------------------------------------------------
def condition_value(s: InterstellarState, seat: int, condition: str) -> int:
    """`seat`'s count toward an ambition condition now (events: since the end of its last turn)."""
    ev = s.events[seat * NUM_EVENTS : (seat + 1) * NUM_EVENTS]
    if condition == "planets":
        return len(s.planets[seat])
    if condition == "planets_at_max":
        return sum(1 for p in s.planets[seat] if p.dev >= s.cards.planets[p.id].max_dev)
    if condition == "techs_owned":
        return sum(1 for owner in s.tech_owner.values() if owner == seat)
    if condition == "resources":
        return sum(s.resources[seat * 4 : seat * 4 + 4])
    if condition == "fleet_combat":
        return fleet_combat(s, seat)
    if condition == "planet_types":
        return planet_types(s, seat)
    if condition == "planet_level":
        return max((p.dev for p in s.planets[seat]), default=0)
    if condition == "ultimate_tokens":
        return sum(s.tokens[(seat * 6 + t) * 5 + data.ULTIMATE] for t in range(6))
    if condition == "shadow_medals":
        return s.shadow_medals[seat]
    if condition == "fleet_medals":
        return s.fleet_medals[seat]
    if condition == "captured_planets":
        return s.captured[seat]
    if condition == "acquired_techs":
        return len(s.acquired[seat])
    if condition == "sabotage_kills":
        return ev[EV_SABOTAGE_KILLS]
    if condition == "raid_stolen":
        return ev[EV_RAID_STOLEN]
    if condition == "underdog_invasions":
        return ev[EV_UNDERDOG]
    if condition == "cards_after_check":
        return len(s.hands[seat]) if ev[EV_CHECKS_WON] else 0
    raise ValueError(f"unknown ambition condition {condition!r}")


def claimable(s: InterstellarState, seat: int) -> list[str]:
    """The ambitions `seat` may claim now: met, and not claimed by it before."""
    out = []
    for i, amb in enumerate(s.ambitions):
        if seat in s.claims[i]:
            continue
        card = s.cards.ambitions[amb]
        if condition_value(s, seat, card.condition) >= card.at_least:
            out.append(amb)
    return out


def claimed(s: InterstellarState, seat: int) -> int:
    return sum(1 for claims in s.claims if seat in claims)
