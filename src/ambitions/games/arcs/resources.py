"""Resources on the player board: gaining, holding, spending and Outrage (rulebook p16-17, p20).

A seat's board has six resource slots (`data.RESOURCE_SLOT_RAID_COST`), of which the leftmost
`ArcsState.open_slots` are open, by cities still on the board (p7). Slots hold a resource index or
`EMPTY`. Each seat has `RESOURCE_SLOTS` entries in `ArcsState.resources`: the board's six, then
`HOLDINGS_SLOT`, the slot on the Ancient Holdings lore card (L13, raid cost 4), open only to a seat
with a power that sets `Power.resource_slot`. Resources there count like any other (they can be
spent, add to ambitions and are raided for 4 keys).

Arrangement (p17: "you may rearrange any resources in your resource slots"): the engine keeps
each seat's resources arranged for the owner, with no decision needed. A gained resource goes to
the free open slot with the highest raid cost (leftmost on ties), and a spent or discarded one
leaves the cheapest slot holding its type. The only choice that remains is which resource to
discard when there is no room, and that is a decision of the seat (`discard` actions).
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcs import data, powers
from ambitions.games.arcs.state import BOARD_RESOURCE_SLOTS, EMPTY, HOLDINGS_SLOT, RESOURCE_SLOTS, ArcsState

RAID_COST: Final = data.RESOURCE_SLOT_RAID_COST + (data.ANCIENT_HOLDINGS_RAID_COST,)
"""Raid cost in keys of each of a seat's `RESOURCE_SLOTS` slots."""
# Slot indexes ordered by raid cost, highest first, leftmost on ties.
_FILL_ORDER: Final = tuple(sorted(range(RESOURCE_SLOTS), key=lambda k: (-RAID_COST[k], k)))


def has_holdings(s: ArcsState, seat: int) -> bool:
    """True if `seat` has the Ancient Holdings slot (a power with `resource_slot`)."""
    return any(p.resource_slot for p in powers.owned(s, seat))


def slot_open(s: ArcsState, seat: int, k: int) -> bool:
    """True if slot `k` of `seat` may hold a resource now."""
    if k == HOLDINGS_SLOT:
        return has_holdings(s, seat)
    return k < s.open_slots(seat)


def resource_index(name: str) -> int:
    """The index of a resource name (`data.RESOURCES`)."""
    return data.RESOURCES.index(name)


def free_slot(s: ArcsState, seat: int) -> int:
    """The open empty slot a gained resource goes to, or -1 when the board is full."""
    base = seat * RESOURCE_SLOTS
    open_ = s.open_slots(seat)
    res = s.resources
    for k in _FILL_ORDER:
        if res[base + k] != EMPTY:
            continue
        if k < open_:
            return k
        if k == HOLDINGS_SLOT and has_holdings(s, seat):
            powers.note("L13")  # Ancient Holdings: the token goes on the card's slot
            return k
    return -1


def empty_slots(s: ArcsState, seat: int) -> int:
    """How many of `seat`'s resource slots are open and hold nothing: the board's open slots and,
    for its holder, the slot on Ancient Holdings (L13: "This card has one resource slot")."""
    base = seat * RESOURCE_SLOTS
    res = s.resources
    count = sum(1 for k in range(s.open_slots(seat)) if res[base + k] == EMPTY)
    if res[base + HOLDINGS_SLOT] == EMPTY and has_holdings(s, seat):
        count += 1
    return count


def held(s: ArcsState, seat: int) -> list[int]:
    """The resource indexes `seat` holds, one entry per token."""
    base = seat * RESOURCE_SLOTS
    return [r for r in s.resources[base : base + RESOURCE_SLOTS] if r != EMPTY]


def remove_one(s: ArcsState, seat: int, resource: int) -> bool:
    """Take one `resource` token off `seat`'s board (from its cheapest slot). False if none."""
    base = seat * RESOURCE_SLOTS
    best = -1
    for k in range(RESOURCE_SLOTS):
        if s.resources[base + k] == resource and (best < 0 or RAID_COST[k] < RAID_COST[best]):
            best = k
    if best < 0:
        return False
    s.resources[base + best] = EMPTY
    return True


def gain(s: ArcsState, seat: int, resource: int) -> bool:
    """`seat` gains one `resource` from the supply (p17, p23 "Gain").

    Nothing happens if the supply is empty. When the board is full the seat must choose what to
    discard: the token is held as the pending gain and the seat is queued for a `discard` choice.
    Returns True if a token left the supply.
    """
    if s.resource_supply[resource] <= 0 or supply_on_card(s, resource):
        return False
    s.resource_supply[resource] -= 1
    put(s, seat, resource)
    return True


def supply_on_card(s: ArcsState, resource: int) -> bool:
    """True if a Cartel holder keeps this resource's supply on their card (nobody gains it)."""
    return any(p.holds_supply == resource for seat in range(s.n) for p in powers.owned(s, seat))


def put(s: ArcsState, seat: int, resource: int) -> None:
    """Place a token (already out of the supply) on `seat`'s board, or queue an overflow choice."""
    k = free_slot(s, seat)
    if k >= 0:
        s.resources[seat * RESOURCE_SLOTS + k] = resource
        return
    # No room: the token waits beside the board until the seat discards one (p17).
    s.discard_queue.append(seat * 8 + resource)


def overflow_choices(s: ArcsState, seat: int, incoming: int) -> list[int]:
    """Resource types `seat` may discard to make room for `incoming` (distinct, sorted)."""
    kinds = set(held(s, seat))
    kinds.add(incoming)
    return sorted(kinds)


def resolve_discard(s: ArcsState, seat: int, incoming: int, discarded: int) -> None:
    """Discard `discarded` (the incoming token or one held) to make room for `incoming`."""
    if discarded != incoming:
        remove_one(s, seat, discarded)
        k = free_slot(s, seat)
        s.resources[seat * RESOURCE_SLOTS + k] = incoming
    s.resource_supply[discarded] += 1


def refit(s: ArcsState, seat: int) -> None:
    """After slots close (a city returned to the board), move tokens into open slots (p17).

    Tokens that no longer fit are queued for the seat's `discard` choices.
    """
    base = seat * RESOURCE_SLOTS
    open_ = s.open_slots(seat)
    loose = []
    for k in range(open_, BOARD_RESOURCE_SLOTS):
        r = s.resources[base + k]
        if r != EMPTY:
            loose.append(r)
            s.resources[base + k] = EMPTY
    for r in loose:
        put(s, seat, r)


def discard_all_of(s: ArcsState, seat: int, resource: int) -> int:
    """Discard every `resource` token `seat` holds (Provoke Outrage, p16). Returns the count."""
    base = seat * RESOURCE_SLOTS
    count = 0
    for k in range(RESOURCE_SLOTS):
        if s.resources[base + k] == resource:
            s.resources[base + k] = EMPTY
            count += 1
    s.resource_supply[resource] += count
    return count


def icons(s: ArcsState, seat: int, resource: int) -> int:
    """Icons of `resource` a seat has for ambitions: tokens plus Guild cards of that suit (p17)."""
    name = data.RESOURCES[resource]
    cards = sum(1 for cid in s.guild[seat] if data.COURT_CARD_BY_ID[cid].suit == name)
    extra = sum(p.icons(s, seat, resource) for p in powers.owned(s, seat) if p.icons is not None)
    return s.resource_count(seat, resource) + cards + extra


def is_outraged(s: ArcsState, seat: int, resource: int) -> bool:
    """True if `seat` has Outrage of `resource` (p16: cannot spend it for its Prelude action)."""
    return bool(s.outrage[seat] >> resource & 1)


def spendable(s: ArcsState, seat: int) -> list[int]:
    """Resource types `seat` may spend for their Prelude action now (distinct, sorted).

    Outraged resources cannot be spent for their Prelude action (p16); they can still be held,
    taxed and counted for ambitions.
    """
    return sorted({r for r in held(s, seat) if not s.outrage[seat] >> r & 1})


def close_prelude(s: ArcsState) -> None:
    """End the Prelude: resources spent in it return to the supply now (p20, first limit)."""
    if s.prelude_open:
        s.prelude_open = False
        for r in range(5):
            if s.spent_pending[r]:
                s.resource_supply[r] += s.spent_pending[r]
                s.spent_pending[r] = 0
