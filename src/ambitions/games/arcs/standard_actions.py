"""The standard actions other than battle: tax, build, move, repair, influence, secure (p12-13).

Each action has a `*_targets` function listing its legal arguments for a seat (as the action's
argument tuples) and a `do_*` function applying it. Legality is decided only by the targets
functions; `flow` checks actions against them at the boundary.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ambitions.games.arcs import data, powers, reach, resources
from ambitions.games.arcs.actions import ArcsAction, Arg
from ambitions.games.arcs.pieces import city_types, city_types_power, first_empty_slot, return_agents
from ambitions.games.arcs.state import (
    CITY,
    EMPTY,
    STARPORT,
    ArcsState,
    Phase,
    building_code,
)

SLOT_NAMES: Final[tuple[str, ...]] = tuple(
    f"{reach.SYSTEM_IDS[sys]}#{reach.SYSTEM_SLOTS[sys].index(k)}" for k, sys in enumerate(reach.SLOT_SYSTEM)
)
SLOT_BY_NAME: Final[dict[str, int]] = {name: k for k, name in enumerate(SLOT_NAMES)}
SID: Final = reach.SYSTEM_IDS
SINDEX: Final = reach.SYSTEM_INDEX

Args = tuple[Arg, ...]


# -- Tax (p12) -----------------------------------------------------------------------------------
def tax_targets(s: ArcsState, seat: int) -> list[Args]:
    """A Loyal city, or a Rival city in a system `seat` controls; each city once per turn.

    Powers may forbid a city (`Power.may_tax`: the Upstart's Callow).
    """
    out: list[Args] = []
    checks = [p for p in powers.owned(s, seat) if p.may_tax is not None]
    cities = [(k, code >> 2) for k, code in enumerate(s.slots) if code >= 0 and code & 2]
    for k, owner in cities:
        if k in s.taxed:
            continue
        if owner == seat or s.controller(reach.SLOT_SYSTEM[k]) == seat:
            if checks and not all(p.may_tax(s, seat, k) for p in checks if p.may_tax is not None):
                continue
            out.append((SLOT_NAMES[k],))
    return out


def do_tax(s: ArcsState, seat: int, slot_name: str) -> None:
    """Gain the city's resource; taxing a Rival city also captures one of their agents (p12).

    A gate city with several types (Gate Stations) asks which one; one with none gains nothing.
    Then the taxer's `Power.tax_bonus` powers (the Mystic's Attuned, the Fuel-Drinker's Insatiable).
    """
    k = SLOT_BY_NAME[slot_name]
    s.taxed.append(k)
    owner = s.slots[k] >> 2
    types = city_types(s, k)
    if len(types) == 1:
        resources.gain(s, seat, types[0])
    elif types:
        power = city_types_power(s, k)
        assert power is not None
        powers.push_choice(s, seat, power.id, "tax", *types)
    if owner != seat and s.agents[owner] > 0:
        # "capture 1 agent of that Rival from their supply, even if you didn't gain the resource"
        s.agents[owner] -= 1
        s.captives[seat * s.n + owner] += 1
    for p in powers.owned(s, seat):
        if p.tax_bonus is not None:
            p.tax_bonus(s, seat)


# -- Build (p12) ---------------------------------------------------------------------------------
def build_targets(s: ArcsState, seat: int) -> list[Args]:
    """Cities and starports in an empty slot where `seat` has a piece; ships at Loyal starports.

    Printed slots only, unless a power lets `seat` build in a gate or cloud slot
    (`Power.may_build_in`: ``build starport 1.0``, ``build city 1.0``, ``build cloud-city 1.3``).
    """
    out: list[Args] = []
    can_city = s.cities_left[seat] > 0
    can_port = s.starports[seat] > 0
    can_ship = s.ships[seat] > 0
    extra = [p for p in powers.owned(s, seat) if p.may_build_in is not None] if can_city or can_port else []
    n = s.n
    fresh, damaged, board, in_play = s.fresh, s.damaged, s.slots, s.in_play
    printed = reach.NUM_PRINTED_SLOTS
    for system in range(reach.NUM_SYSTEMS):
        slots = reach.SYSTEM_SLOTS[system]
        if not slots or not in_play[system]:
            continue
        empty = False
        port = False
        loyal = fresh[system * n + seat] > 0 or damaged[system * n + seat] > 0
        for k in slots:
            code = board[k]
            if code == EMPTY:
                if k < printed:
                    empty = True
            elif code >> 2 == seat:
                loyal = True
                if not (code >> 1) & 1 and k not in s.ship_built:
                    port = True
        if not loyal:
            continue
        if empty:
            if can_city:
                out.append(("city", SID[system]))
            if can_port:
                out.append(("starport", SID[system]))
        if extra:
            words = {w for k, w in extra_build_slots(s, seat, system, extra)}
            for w in sorted(words):
                if (w == "starport" and can_port) or (w != "starport" and can_city):
                    out.append((w, SID[system]))
        if port and can_ship:
            out.append(("ship", SID[system]))
    return out


def extra_build_slots(
    s: ArcsState, seat: int, system: int, mine: list[powers.Power] | None = None
) -> list[tuple[int, str]]:
    """(slot, build word) for each empty gate or cloud slot of `system` a power lets `seat` use."""
    if mine is None:
        mine = [p for p in powers.owned(s, seat) if p.may_build_in is not None]
    out = []
    for k in reach.SYSTEM_SLOTS[system]:
        if reach.is_extra_slot(k) and s.slots[k] == EMPTY:
            for p in mine:
                if p.may_build_in is not None:
                    out += [(k, w) for w in p.may_build_in(s, seat, k)]
    return out


def do_build(s: ArcsState, seat: int, what: str, system_id: str) -> None:
    """Place the piece; damaged if the system is controlled by anyone other than `seat` (p12).

    Ships are fresh for a seat with `Power.builds_fresh` (Hidden Harbors).
    """
    system = SINDEX[system_id]
    ctrl = s.controller(system)
    damaged = ctrl != -1 and ctrl != seat
    if what == "ship":
        for k in reach.SYSTEM_SLOTS[system]:
            code = s.slots[k]
            if code >= 0 and code >> 2 == seat and not (code >> 1) & 1 and k not in s.ship_built:
                s.ship_built.append(k)  # each starport builds one ship per turn
                break
        s.ships[seat] -= 1
        if damaged:
            for p in powers.owned(s, seat):
                if p.builds_fresh:
                    powers.note(p.id)
                    damaged = False
        if damaged:
            s.damaged[system * s.n + seat] += 1
        else:
            s.fresh[system * s.n + seat] += 1
        return
    k = first_empty_slot(s, system)
    if what == "cloud-city" or reach.is_gate(system):
        k = _build_in_extra_slot(s, seat, system, what)
        what = "starport" if what == "starport" else "city"
    if what == "city":
        # "When building a city, use the leftmost city on your player board" (p12).
        s.cities_left[seat] -= 1
        s.slots[k] = building_code(seat, CITY, damaged)
    else:
        s.starports[seat] -= 1
        s.slots[k] = building_code(seat, STARPORT, damaged)


def _build_in_extra_slot(s: ArcsState, seat: int, system: int, what: str) -> int:
    """The gate or cloud slot a build goes to; the power that allows it takes effect (p21)."""
    for p in powers.owned(s, seat):
        if p.may_build_in is None:
            continue
        for k in reach.SYSTEM_SLOTS[system]:
            if reach.is_extra_slot(k) and s.slots[k] == EMPTY and what in p.may_build_in(s, seat, k):
                powers.note(p.id)
                if p.on_build is not None:
                    p.on_build(s, seat, k)  # Cloud Cities: pay a resource of the planet's type
                return k
    raise AssertionError(f"no extra slot in {SID[system]} for {what}")


# -- Repair (p13) --------------------------------------------------------------------------------
def repair_targets(s: ArcsState, seat: int) -> list[Args]:
    """Any damaged Loyal ship or building, anywhere on the map."""
    n = s.n
    damaged = s.damaged
    board = s.slots
    city, port = building_code(seat, CITY, True), building_code(seat, STARPORT, True)
    # The common case, no damaged building: only ships to look at. (A loop rather than two ``in``
    # tests: compiled, it compares plain ints instead of boxed ones.)
    if not any(code == city or code == port for code in board):
        return [("ship", SID[system]) for system in range(reach.NUM_SYSTEMS) if damaged[system * n + seat]]
    out: list[Args] = []
    for system in range(reach.NUM_SYSTEMS):
        if damaged[system * n + seat]:
            out.append(("ship", SID[system]))
        seen_city = seen_port = False
        for k in reach.SYSTEM_SLOTS[system]:
            code = board[k]
            if code == city and not seen_city:
                seen_city = True
                out.append(("city", SID[system]))
            elif code == port and not seen_port:
                seen_port = True
                out.append(("starport", SID[system]))
    return out


def do_repair(s: ArcsState, seat: int, what: str, system_id: str) -> None:
    system = SINDEX[system_id]
    if what == "ship":
        i = system * s.n + seat
        s.damaged[i] -= 1
        s.fresh[i] += 1
        return
    kind = CITY if what == "city" else STARPORT
    for k in reach.SYSTEM_SLOTS[system]:
        if s.slots[k] == building_code(seat, kind, True):
            s.slots[k] = building_code(seat, kind, False)
            return


# -- Move and Catapult (p13) ---------------------------------------------------------------------
def _groups(fresh: int, damaged: int, limit: int = 0) -> list[tuple[int, int]]:
    """(fresh, damaged) groups that can move together: at least one ship, at most `limit` (0: any)."""
    return [
        (f, d)
        for f in range(fresh + 1)
        for d in range(damaged + 1)
        if (f or d) and (not limit or f + d <= limit)
    ]


def move_limit(s: ArcsState, seat: int) -> int:
    """The most ships `seat` may move at a time (0: no limit), from `Power.move_limit`."""
    limits = [p.move_limit for p in powers.owned(s, seat) if p.move_limit]
    return min(limits) if limits else 0


def move_targets(s: ArcsState, seat: int) -> list[Args]:
    """Any number of Loyal ships from one system to one adjacent in-play system.

    A power may cap the number (`Power.move_limit`: the Rebel's Disorganized).
    """
    return [action.args for action in move_actions(s, seat, "move", ())]


_MOVE_ACTIONS: dict[tuple[object, ...], tuple[ArcsAction, ...]] = {}
"""`move_actions` per (kind, prefix, system, fresh, damaged, limit, adjacent systems)."""


def move_actions(s: ArcsState, seat: int, kind: str, prefix: Args) -> list[ArcsAction]:
    """`move_targets` as actions: ``kind *prefix src dest fresh damaged``.

    The moves out of a system depend only on its Loyal ships, the seat's limit and the systems
    next to it, so each system's actions are built once and shared (actions are immutable): moves
    are most of a turn's legal actions.
    """
    out: list[ArcsAction] = []
    n = s.n
    limit = move_limit(s, seat)
    cache = _MOVE_ACTIONS
    for system in range(reach.NUM_SYSTEMS):
        i = system * n + seat
        f, d = s.fresh[i], s.damaged[i]
        if not f and not d:
            continue
        if limit and f + d > limit:
            _note_move_limit(s, seat)
        adjacent = s.adjacency[system]
        key = (kind, prefix, system, f, d, limit, adjacent)
        found = cache.get(key)
        if found is None:
            if len(cache) > 200_000:
                cache.clear()
            src = SID[system]
            groups = _groups(f, d, limit)
            found = cache[key] = tuple(
                ArcsAction(kind, prefix + (src, SID[dest], gf, gd)) for dest in adjacent for gf, gd in groups
            )
        out += found
    return out


def has_loyal_starport(s: ArcsState, system: int, seat: int) -> bool:
    for k in reach.SYSTEM_SLOTS[system]:
        code = s.slots[k]
        if code >= 0 and code >> 2 == seat and not (code >> 1) & 1:
            return True
    return False


def _stops_catapult(s: ArcsState, seat: int, dest: int) -> bool:
    """Catapult moves end on entering a planet or a gate controlled by anyone else (p13).

    "When you take a Catapult move, check for control before moving in, not after."
    """
    if not reach.is_gate(dest):
        return True
    ctrl = s.controller(dest)
    return ctrl != -1 and ctrl != seat


def _shift(s: ArcsState, seat: int, src: int, dest: int, f: int, d: int) -> None:
    n = s.n
    s.fresh[src * n + seat] -= f
    s.damaged[src * n + seat] -= d
    s.fresh[dest * n + seat] += f
    s.damaged[dest * n + seat] += d


def _note_move_limit(s: ArcsState, seat: int) -> None:
    for p in powers.owned(s, seat):
        if p.move_limit:
            powers.note(p.id)


def do_move(s: ArcsState, seat: int, src_id: str, dest_id: str, f: int, d: int) -> None:
    """Move the ships; from a Loyal starport they may go on catapulting (p13).

    When the move and its Catapult moves are over, `finish_move` runs the mover's powers.
    """
    src, dest = SINDEX[src_id], SINDEX[dest_id]
    f, d = int(f), int(d)
    before = s.controller(dest)
    stop = _stops_catapult(s, seat, dest)
    _shift(s, seat, src, dest, f, d)
    s.moved_fresh = [dest] * f
    _moved_in(s, seat, dest, before)
    if has_loyal_starport(s, src, seat) and not stop and s.adjacency[dest]:
        s.catapult_at = dest
        s.catapult_fresh = f
        s.catapult_damaged = d
        s.catapult_path = [src, dest]
        s.phase = Phase.CATAPULT
    else:
        finish_move(s, seat)


def move_after_choice(s: ArcsState, seat: int, src_id: str, dest_id: str, f: int, d: int) -> None:
    """A move a power grants when its choice is answered (Sprinter Drives, Tactical): its Catapult
    moves, if any, are the turn's next steps, not an interrupted step."""
    do_move(s, seat, src_id, dest_id, f, d)
    if s.phase == Phase.CATAPULT:
        s.resume_phase = ""


def _moved_in(s: ArcsState, seat: int, dest: int, controller_before: int) -> None:
    """Rivals' powers that watch ships move into a system (`Power.rival_moves_in`: Gate Ports)."""
    for r in range(s.n):
        if r != seat:
            for p in powers.owned(s, r):
                if p.rival_moves_in is not None:
                    p.rival_moves_in(s, r, seat, dest, controller_before)


def finish_move(s: ArcsState, seat: int) -> None:
    """A move and all its Catapult moves are over: the mover's `Power.after_move` powers
    (Sprinter Drives; the Warrior's Tactical), then the move's record is cleared."""
    for p in powers.owned(s, seat):
        if p.after_move is not None:
            p.after_move(s, seat)
    s.moved_fresh = []


def may_shift_checks(s: ArcsState, seat: int) -> list[Callable[[ArcsState, int, int, int, int], bool]]:
    """The `Power.may_shift` checks of `seat`'s powers (none for most seats)."""
    return [p.may_shift for p in powers.owned(s, seat) if p.may_shift is not None]


def catapult_targets(s: ArcsState, seat: int) -> list[Args]:
    """Carry any part of the catapulting group on to an adjacent system, or ``stop``.

    The group never re-enters a system it has passed on this move: going back and forth through
    gates changes nothing the rules care about, and this keeps a random player's move finite.
    A power may forbid a step (`Power.may_shift`).
    """
    out: list[Args] = []
    here = s.catapult_at
    groups = _groups(s.catapult_fresh, s.catapult_damaged)
    checks = may_shift_checks(s, seat)
    for dest in s.adjacency[here]:
        if dest in s.catapult_path:
            continue
        dst = SID[dest]
        for gf, gd in groups:
            if checks and not all(ok(s, seat, here, dest, gf + gd) for ok in checks):
                continue
            out.append((dst, gf, gd))
    return out


def do_catapult(s: ArcsState, seat: int, dest_id: str, f: int, d: int) -> None:
    """Carry `f` fresh and `d` damaged of the group on; the rest are dropped off where they are."""
    here, dest = s.catapult_at, SINDEX[dest_id]
    f, d = int(f), int(d)
    before = s.controller(dest)
    stop = _stops_catapult(s, seat, dest)
    _shift(s, seat, here, dest, f, d)
    for _ in range(f):
        s.moved_fresh.remove(here)
        s.moved_fresh.append(dest)
    s.catapult_path.append(dest)
    _moved_in(s, seat, dest, before)
    if stop:
        end_catapult(s)
    else:
        s.catapult_at = dest
        s.catapult_fresh = f
        s.catapult_damaged = d


def end_catapult(s: ArcsState) -> None:
    s.catapult_at = -1
    s.catapult_fresh = s.catapult_damaged = 0
    s.catapult_path = []
    s.phase = Phase.ACTIONS
    finish_move(s, s.turn_seat)


# -- Influence and Secure (p13) ------------------------------------------------------------------
def influence_targets(s: ArcsState, seat: int) -> list[Args]:
    """Any card in the Court, if `seat` has an agent in supply."""
    if s.agents[seat] <= 0:
        return []
    return [(cid,) for cid in s.court if cid]


def do_influence(s: ArcsState, seat: int, card: str) -> None:
    i = s.court.index(card)
    s.agents[seat] -= 1
    s.court_agents[i * s.n + seat] += 1


def secure_targets(s: ArcsState, seat: int) -> list[Args]:
    """Court cards on which `seat` has more Loyal agents than each Rival."""
    out: list[Args] = []
    n = s.n
    for i, cid in enumerate(s.court):
        if not cid:
            continue
        mine = s.court_agents[i * n + seat]
        if mine and all(s.court_agents[i * n + p] < mine for p in range(n) if p != seat):
            if all(p.may_secure is None or p.may_secure(s, seat, cid) for p in powers.owned(s, seat)):
                out.append((cid,))
    return out


def do_secure(s: ArcsState, seat: int, card: str, ransack: bool = False) -> None:
    """Take the card: Loyal agents return, Rival agents are captured (Trophies when ransacking).

    Then the card's When Secured effect and the Court refill (p13, p16).
    """
    n = s.n
    i = s.court.index(card)
    for p in range(n):
        count = s.court_agents[i * n + p]
        if not count:
            continue
        s.court_agents[i * n + p] = 0
        if p == seat:
            return_agents(s, seat, count)
        elif ransack:
            s.trophies[(seat * n + p) * 4 + 1] += count
        else:
            s.captives[seat * n + p] += count
    _take_secured(s, seat, i, card)
    s.card_secured(seat, card)


def _take_secured(s: ArcsState, seat: int, i: int, card: str) -> None:
    """The secured card at Court position `i` to `seat` (its agents already dealt with)."""
    info = data.COURT_CARD_BY_ID.get(card)
    if info is None:  # a Court card only a game extending Arcs has (the campaign's Council)
        s.secure_other_card(seat, i, card)
        return
    if info.kind == "guild":
        s.guild[seat].append(card)
        if s.prelude_open and seat == s.turn_seat:
            s.secured_in_prelude.append(card)  # no Prelude actions from it this Prelude (p20)
        # "draw a card from the Court deck and place it face up in the Court in the same spot"
        s.court[i] = s.court_deck.pop() if s.court_deck else ""
        return
    # Vox: resolve When Secured, then the card leaves (discarded, or shuffled back by Song of
    # Freedom), and only then is the Court refilled (p13).
    s.court[i] = ""
    s.court_discard.append(card)
    s.choices.append((-1, "REFILL", "", i))
    effect = powers.REGISTRY[card].when_secured
    powers.note(card)
    if effect is not None:
        effect(s, seat)
