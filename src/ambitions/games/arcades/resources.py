"""Resources: the six slots of a player board, the supply and the planets' tokens.

**Slots (A27).** A board's slots cost ``3,1,1,2,1,3`` keys to steal from, left to right, and
the filled slots stay left-aligned: a gained resource goes into the leftmost free slot, and when
one leaves the others close up in the order they were gained. (Players may rearrange the filled
slots when they gain or spend; the engine keeps the order gained instead of asking, a choice
that only matters to raiders.) During a raid the slots stolen from stay empty until the keys are
spent, so a raid steals slot by slot as printed (`compact` after it).

**A 7th resource (A28).** Gaining with six resources held asks the gainer to forfeit the new
token or exchange a held one for it. A forfeited token stays where it was: on its planet (an
agent's collection), on the board it was raided from, or in the supply (compensation, a steal
from a bot); a buy-back's payment the holder forfeits goes to the supply (the buyer has paid).
An exchanged token goes back to the supply and the new one takes its slot. A pending drop
(`ArcadesState.drops`) remembers where the new token came from, so exchanging a held token of
the same type (the planet or the raided board loses its token) is a choice apart from
forfeiting.

**Solo bots** hold no resources: whatever a bot would gain is discarded to the supply and gives
it 1 Power instead (B.1.5).

**Supply (A9).** The box holds 5 tokens of each type; a gain from an empty supply gives
nothing, unless the ``unlimited_supply`` option makes a token (counted in ``extra_tokens``).
"""

from __future__ import annotations

from ambitions.games.arcades import data
from ambitions.games.arcades.state import EMPTY, ArcadesState

SLOTS = data.BOARD_SLOTS


def free_slot(s: ArcadesState, seat: int) -> int:
    """The leftmost empty slot of `seat`'s board (an index 0-5), or `EMPTY`."""
    base = seat * SLOTS
    for k in range(SLOTS):
        if s.resources[base + k] < 0:
            return k
    return EMPTY


def count(s: ArcadesState, seat: int, resource: int) -> int:
    base = seat * SLOTS
    return s.resources[base : base + SLOTS].count(resource)


def held_types(s: ArcadesState, seat: int) -> list[int]:
    """The resource types on `seat`'s board, each once, in type order."""
    base = seat * SLOTS
    board = s.resources[base : base + SLOTS]
    return [r for r in range(len(data.RESOURCES)) if r in board]


def compact(s: ArcadesState, seat: int) -> None:
    """Close up the board's empty slots, keeping the order of what is left (A27)."""
    base = seat * SLOTS
    kept = [r for r in s.resources[base : base + SLOTS] if r >= 0]
    s.resources[base : base + SLOTS] = kept + [EMPTY] * (SLOTS - len(kept))


def take_from_supply(s: ArcadesState, resource: int) -> bool:
    """Take one token of `resource` from the supply; False when there is none (A9)."""
    if s.resource_supply[resource] > 0:
        s.resource_supply[resource] -= 1
        return True
    if s.options.get("unlimited_supply"):
        s.extra_tokens += 1
        return True
    return False


def to_supply(s: ArcadesState, resource: int) -> None:
    """Return a token to the supply (a token made by ``unlimited_supply`` goes back to nothing)."""
    if s.extra_tokens and s.resource_supply[resource] >= data.RESOURCE_SUPPLY:
        s.extra_tokens -= 1
    else:
        s.resource_supply[resource] += 1


def gain(s: ArcadesState, seat: int, resource: int, planet: int = EMPTY, slot: int = EMPTY) -> None:
    """`seat` gains a token of `resource` already taken from wherever it was: `planet` (its
    index) or a board's `slot` (``seat * 6 + k``) if from there, else the supply or a payment.

    A bot discards it to the supply for 1 Power (B.1.5); a full board asks to drop one (A28),
    remembering where the token came from (a forfeited token goes back there).
    """
    if s.bots[seat]:
        to_supply(s, resource)
        s.power[seat] += 1
        return
    k = free_slot(s, seat)
    if k >= 0:
        s.resources[seat * SLOTS + k] = resource
    else:
        s.drops.append((seat, resource, planet, slot))


def gain_from_supply(s: ArcadesState, seat: int, resource: int) -> bool:
    """`seat` gains `resource` from the supply (False if there was none)."""
    if s.bots[seat]:
        s.power[seat] += 1  # a bot gains Power instead: the token never leaves the supply
        return True
    if not take_from_supply(s, resource):
        return False
    gain(s, seat, resource)
    return True


def spend(s: ArcadesState, seat: int, resource: int) -> None:
    """Take one `resource` off `seat`'s board (the right-most of its type) into the supply."""
    remove(s, seat, resource)
    to_supply(s, resource)


def remove(s: ArcadesState, seat: int, resource: int) -> None:
    """Take one `resource` off `seat`'s board (the right-most of its type) and close up."""
    base = seat * SLOTS
    for k in range(SLOTS - 1, -1, -1):
        if s.resources[base + k] == resource:
            s.resources[base + k] = EMPTY
            compact(s, seat)
            return
    raise ValueError(f"seat {seat} holds no {data.RESOURCES[resource]}")


def drop_options(s: ArcadesState) -> list[tuple[int, bool]]:
    """The first pending 7th resource's choices (A28), in type order: ``(incoming, False)``
    forfeits the new token; ``(r, True)`` exchanges a held `r` for it. Exchanging a held token of
    the new one's type is offered only when it differs from forfeiting: when the new token came
    from a planet or a raided board (which then lose it), not from the supply."""
    seat, incoming, planet, slot = s.drops[0]
    apart = planet >= 0 or slot >= 0
    out = [(incoming, False)]
    out += [(r, True) for r in held_types(s, seat) if r != incoming or apart]
    return sorted(out)


def drop(s: ArcadesState, dropped: int, exchange: bool) -> None:
    """Resolve the first pending 7th resource (A28, "forfeit taking the 7th resource or exchange
    one returning it to the supply"): forfeit the new token, which stays where it was (its
    planet, the board it was raided from, or the supply), or exchange a held `dropped` for it,
    which goes back to the supply while the new one takes a slot."""
    seat, incoming, planet, slot = s.drops.pop(0)
    if exchange:
        remove(s, seat, dropped)
        k = free_slot(s, seat)
        s.resources[seat * SLOTS + k] = incoming
        to_supply(s, dropped)
    elif planet >= 0:
        s.tokens[planet] = True
    elif slot >= 0:
        s.resources[slot] = incoming  # still empty: the raid closes up the board after its keys
    else:
        to_supply(s, incoming)


def collect(s: ArcadesState, seat: int, planet: int) -> None:
    """`seat` collects the token on `planet` (a bot discards it for 1 Power; a forfeited 7th
    resource goes back onto the planet, A28)."""
    s.tokens[planet] = False
    gain(s, seat, data.PLANET_TYPE[planet], planet=planet)


def discard_token(s: ArcadesState, planet: int) -> None:
    """The token on `planet` goes back to the supply."""
    s.tokens[planet] = False
    to_supply(s, data.PLANET_TYPE[planet])


def restock(s: ArcadesState) -> None:
    """Put a matching token on every planet without one: cluster 1 to 6, planets in clockwise
    order, while the supply has that type (A10)."""
    for planet in range(data.PLANETS):
        if not s.tokens[planet] and take_from_supply(s, data.PLANET_TYPE[planet]):
            s.tokens[planet] = True


def stealable_slots(s: ArcadesState, defender: int, keys: int) -> list[int]:
    """The defender's slots (0-5) holding a resource whose key cost is at most `keys`."""
    base = defender * SLOTS
    return [k for k in range(SLOTS) if s.resources[base + k] >= 0 and data.SLOT_KEYS[k] <= keys]


def steal_slot(s: ArcadesState, attacker: int, defender: int, slot: int) -> int:
    """Move the resource in `defender`'s `slot` to `attacker` (its slot stays empty until the
    raid ends: `compact`); returns its type."""
    i = defender * SLOTS + slot
    resource = s.resources[i]
    s.resources[i] = EMPTY
    gain(s, attacker, resource, slot=i)  # a forfeited 7th resource goes back into the slot (A28)
    return resource
