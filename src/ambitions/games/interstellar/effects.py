"""Where card effects come from, and the sums the rules ask for.

A seat holds the effects of the techs it knows (owner or acquirer: B.2.1), of the planets it
owns (special planets) and of the ships in its fleet (mercs). Some effects belong to one card
and never to its holder as a whole: a planet's production bonus and capture protection (its
Colony Event markers travel with it), and a ship's own combat quirks (`SHIP_LEVEL`). The rule
modules ask `total(s, seat, kind)` or `best(...)` here, so each effect kind is read in one place.
"""

from __future__ import annotations

from typing import Final

from ambitions.games.interstellar import data
from ambitions.games.interstellar.cards import CardSet, Effect
from ambitions.games.interstellar.state import InterstellarState

PLANET_LEVEL: Final = frozenset({"produce_bonus", "capture_protection"})
"""Effects of a planet card or its markers that act on that planet only."""
SHIP_LEVEL: Final = frozenset(
    {"emergency_weight", "unmatched_dice", "discard_after_combat", "enters_damaged", "double_six"}
)
"""Effects of a ship card that act on that ship only."""

_HOLDER: dict[str, dict[str, tuple[Effect, ...]]] = {}
"""Per card set (digest): each card's effects that act on its holder."""


def _holder_effects(cards: CardSet) -> dict[str, tuple[Effect, ...]]:
    table = _HOLDER.get(cards.digest)
    if table is None:
        table = {}
        for tid, tech in cards.techs.items():
            table[tid] = tech.effects
        for pid, planet in cards.planets.items():
            table[pid] = tuple(e for e in planet.effects if e.kind not in PLANET_LEVEL)
        for sid, ship in cards.ships.items():
            table[sid] = tuple(e for e in ship.effects if e.kind not in SHIP_LEVEL)
        _HOLDER[cards.digest] = table
    return table


_BY_KIND: dict[str, dict[str, dict[str, tuple[Effect, ...]]]] = {}
"""Per card set (digest), per effect kind: the cards whose holder effects include that kind,
and those effects (in the card's order)."""
_NONE: Final[dict[str, tuple[Effect, ...]]] = {}


def _kind_table(cards: CardSet, kind: str) -> dict[str, tuple[Effect, ...]]:
    tables = _BY_KIND.get(cards.digest)
    if tables is None:
        lists: dict[str, dict[str, list[Effect]]] = {}
        for cid, effects in _holder_effects(cards).items():
            for e in effects:
                lists.setdefault(e.kind, {}).setdefault(cid, []).append(e)
        tables = {k: {cid: tuple(es) for cid, es in by_card.items()} for k, by_card in lists.items()}
        _BY_KIND[cards.digest] = tables
    return tables.get(kind, _NONE)


def held_of(s: InterstellarState, seat: int, kind: str) -> list[Effect]:
    """`seat`'s effects of `kind` now: those of `held`, in its order, without listing the rest."""
    table = _kind_table(s.cards, kind)
    out: list[Effect] = []
    if not table:
        return out
    for tid in s.known[seat]:
        found = table.get(tid)
        if found is not None:
            out += found
    for planet in s.planets[seat]:
        found = table.get(planet.id)
        if found is not None:
            out += found
    for hull in s.fleets[seat]:
        found = table.get(hull.id)
        if found is not None:
            out += found
    return out


def held(s: InterstellarState, seat: int) -> list[Effect]:
    """Every effect acting on `seat` now."""
    table = _holder_effects(s.cards)
    out: list[Effect] = []
    for tid in s.known[seat]:
        out += table[tid]
    for planet in s.planets[seat]:
        out += table[planet.id]
    for hull in s.fleets[seat]:
        out += table[hull.id]
    return out


def total(s: InterstellarState, seat: int, kind: str) -> int:
    """The sum of ``amount`` over `seat`'s effects of `kind`."""
    return sum(e.amount for e in held_of(s, seat, kind))


def has(s: InterstellarState, seat: int, kind: str) -> bool:
    return bool(held_of(s, seat, kind))


def of_kind(s: InterstellarState, seat: int, kind: str) -> list[Effect]:
    return held_of(s, seat, kind)


def check_bonus(s: InterstellarState, seat: int, check: str) -> int:
    """`seat`'s bonus to its own shadow checks of type `check` (sabotage, infiltrate)."""
    return sum(e.amount for e in held_of(s, seat, "check_bonus") if e.check in (check, "any"))


def combat_bonus(s: InterstellarState, seat: int, fleet: str, attacking: bool) -> int:
    """`seat`'s combat total bonus in a `fleet` (raid, invade) combat."""
    side = "attacking" if attacking else "defending"
    out = 0
    for e in held_of(s, seat, "combat_bonus"):
        if e.fleet in (fleet, "any") and e.side in (side, "any"):
            out += e.amount
    return out


def exchange_rate(s: InterstellarState, seat: int) -> int:
    """How many resources of one type `seat` gives for one of another now (I-25; Quantum
    Economics; Black Market for the rest of the turn)."""
    rate = data.EXCHANGE_RATE
    for e in held_of(s, seat, "exchange_rate"):
        rate = min(rate, e.rate)
    if s.exchange_turn and seat == s.turn_seat:
        rate = min(rate, s.exchange_turn)
    return max(1, rate)


def planet_limit(s: InterstellarState, seat: int) -> int:
    return data.PLANET_LIMIT + total(s, seat, "planet_limit")


def repair_rate(s: InterstellarState, seat: int) -> int:
    """Damage markers removed per ORE (2; Drydocks 3)."""
    rate = data.REPAIR_MARKERS_PER_ORE
    for e in held_of(s, seat, "repair_rate"):
        rate = max(rate, e.markers)
    return rate


def invade_level(s: InterstellarState, seat: int) -> int:
    """The lowest FLEET planning level from which `seat` may INVADE (MODERATE; Fleet Doctrine)."""
    level = data.MODERATE
    for e in held_of(s, seat, "invade_level"):
        level = min(level, e.level)
    return level


def bombard_per_level(s: InterstellarState, seat: int) -> int:
    """BOMBARD points per development level against `seat` (3; Planetary Shields 4)."""
    points = data.BOMBARD_PER_LEVEL
    for e in held_of(s, seat, "bombard_resistance"):
        points = max(points, e.points)
    return points


def shadow_plays(s: InterstellarState, seat: int) -> int:
    """Shadow cards `seat` may play in Shadow Activities (1; Universal Translator 2)."""
    plays = 1
    for e in held_of(s, seat, "shadow_plays"):
        plays = max(plays, e.amount)
    return plays


def home_bonus(s: InterstellarState, seat: int) -> tuple[int, int]:
    """(extra max development, extra production) of `seat`'s home worlds (Genetic Uplift)."""
    dev = produce = 0
    for e in held_of(s, seat, "home_world"):
        dev += e.max_dev
        produce += e.produce
    return dev, produce


def ship_effects(cards: CardSet, ship: str, kind: str) -> list[Effect]:
    """The effects of `kind` a ship card has on itself."""
    return [e for e in cards.ships[ship].effects if e.kind == kind]


def planet_effects(cards: CardSet, planet_id: str, markers: tuple[str, ...], kind: str) -> list[Effect]:
    """The effects of `kind` on one planet: its card's and its Colony Event markers'."""
    out = [e for e in cards.planets[planet_id].effects if e.kind == kind]
    for m in markers:
        out += [e for e in cards.events[m].effects if e.kind == kind]
    return out
