"""The fourteen lore cards of the base box (Leaders & Lore mode, rulebook p21; data in `data.LORE`).

Lore cards give persistent powers; they have no suit or raid cost, so they add nothing to
ambitions and cannot be stolen (p21). Each card is one `Power` entry keyed by its id; a seat has
it while ``ArcsState.lore[seat]`` lists it. Rulings from the publisher's FAQ are cited next to the
cards they touch; rulings this engine chose where the texts are silent say "Ruling".

Extra building slots (`reach.PRINTED_SLOTS`): Gate Ports and Gate Stations build in the two slots
of a gate (at most one starport and one city per gate), Cloud Cities in a planet's cloud slot.
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcs import battle, data, powers, reach, resources
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.pieces import place_ships, return_city
from ambitions.games.arcs.powers import Args, Choice, NewAction, Power, push_choice, register
from ambitions.games.arcs.state import CITY, EMPTY, STARPORT, ArcsState, Phase, building_code

RES = data.RESOURCES
SID = reach.SYSTEM_IDS
ASSAULT, SKIRMISH, RAID = range(3)
(
    TOOL_PRIESTS,
    GALACTIC_RIFLES,
    SPRINTER_DRIVES,
    MIRROR_PLATING,
    HIDDEN_HARBORS,
    SIGNAL_BREAKER,
    REPAIR_DRONES,
    GATE_PORTS,
    CLOUD_CITIES,
    LIVING_STRUCTURES,
    GATE_STATIONS,
    RAILGUN_ARRAYS,
    ANCIENT_HOLDINGS,
    SEEKER_TORPEDOES,
) = (f"L{i:02d}" for i in range(1, 15))


def _is_city(code: int) -> bool:
    return code >= 0 and bool((code >> 1) & 1)


def _is_starport(code: int) -> bool:
    return code >= 0 and not (code >> 1) & 1


def _others_in_system(slot: int) -> tuple[int, ...]:
    system = reach.SLOT_SYSTEM[slot]
    return tuple(k for k in reach.SYSTEM_SLOTS[system] if k != slot)


# -- L01 Tool-Priests: Summon (Build) -----------------------------------------------------------------
def _summon_targets(s: ArcsState, seat: int) -> list[Args]:
    """ "Once per turn, build 1 ship at any city you control" (Rival cities you control too)."""
    if TOOL_PRIESTS in s.turn_flags or s.ships[seat] <= 0:
        return []
    out: list[Args] = []
    for system in range(reach.NUM_SYSTEMS):
        if s.controller(system) == seat and any(_is_city(s.slots[k]) for k in reach.SYSTEM_SLOTS[system]):
            out.append((SID[system],))
    return out


def _summon(s: ArcsState, seat: int, system_id: str) -> None:
    s.turn_flags.append(TOOL_PRIESTS)
    place_ships(s, seat, reach.SYSTEM_INDEX[system_id], 1)  # fresh: the seat controls the system


# -- L02 Galactic Rifles: Fire Rifles (Battle) --------------------------------------------------------
VOLLEY_STAGE: Final = "volley"
"""`ArcsState.battle_stage` while the volley's skirmish dice are rolled (flow routes the roll here)."""


def _rifles_targets(s: ArcsState, seat: int) -> list[Args]:
    """(system with fresh Loyal ships, adjacent system, a Rival with pieces there); a system
    whose ships collect no die (`ArcsState.rifle_dice`) fires nothing."""
    out: list[Args] = []
    n = s.n
    for system in range(reach.NUM_SYSTEMS):
        if not s.rifle_dice(system, seat):
            continue
        for target in s.adjacency[system]:
            for p in range(n):
                if p != seat and s.has_piece_at(target, p):
                    out.append((SID[system], SID[target], p))
    return out


def _fire_rifles(s: ArcsState, seat: int, system_id: str, target_id: str, defender: int) -> None:
    """Collect a skirmish die per fresh Loyal ship there (at most 6, p14), roll at the defender.

    FAQ: battle modifiers do not apply (no rerolls, no extra dice, no after-battle powers): it is
    not a battle. The hits are dealt with the battle's hit steps, ships before buildings.
    """
    system = reach.SYSTEM_INDEX[system_id]
    dice = min(data.MAX_DICE_PER_TYPE, s.rifle_dice(system, seat))  # (a game extending Arcs may add)
    s.battle_system = reach.SYSTEM_INDEX[target_id]
    s.battle_defender = int(defender)
    s.battle_dice = (0, dice, 0)
    s.battle_stage = VOLLEY_STAGE
    s.turn_flags.append(battle.VOLLEY)
    s.phase = Phase.CHANCE_ROLL


def volley_hits(s: ArcsState, faces: list[tuple[int, int]]) -> None:
    """The volley's roll: 1 hit to the defender per hit rolled (the battle's HITS step)."""
    s.battle_faces = list(faces)
    s.battle_hits = sum(data.DICE[data.DIE_TYPES[d]][f].hits for d, f in faces)
    s.battle_self = s.battle_bhits = s.battle_keys = s.battle_intercepts = 0
    s.battle_stage = battle.HITS
    s.phase = Phase.BATTLE


# -- L03 Sprinter Drives ------------------------------------------------------------------------------
SPRINTING: Final = "L03:sprinting"
"""Turn flag while a Sprinter Drives move is under way (its ships do not move again: not recursive)."""


def _sprint_after_move(s: ArcsState, seat: int) -> None:
    """After a move of fresh Loyal ships (and all its Catapult moves), any of them may move once more.

    FAQ: not recursive; the extra move may be a Catapult move; ships dropped along a Catapult
    path may each move again independently. Damaged ships moved along do not move again.
    """
    if SPRINTING in s.turn_flags:
        s.turn_flags.remove(SPRINTING)
    else:
        s.sprinters = list(s.moved_fresh)
    choice: Choice = (seat, SPRINTER_DRIVES, "move")
    if s.sprinters and _sprint_options(s, choice):
        s.choices.append(choice)
    else:
        # Nothing may move again (a Tactical move must keep its battle): the extra move is over,
        # and its record with it.
        s.sprinters = []


def _sprint_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat = choice[0]
    n = s.n
    limit = std.move_limit(s, seat)
    checks = std.may_shift_checks(s, seat)  # the Warrior's owed battle (Tactical)
    out: list[Args] = []
    for src in sorted(set(s.sprinters)):
        count = min(s.sprinters.count(src), s.fresh[src * n + seat])
        if limit:
            count = min(count, limit)
        for dest in s.adjacency[src]:
            out += [
                (SID[src], SID[dest], f)
                for f in range(1, count + 1)
                if all(ok(s, seat, src, dest, f) for ok in checks)
            ]
    return out + [("done",)] if out else []


def _sprint_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] == "done":
        s.sprinters = []
        return
    src, f = reach.SYSTEM_INDEX[str(args[0])], int(args[2])
    for _ in range(f):
        s.sprinters.remove(src)
    s.turn_flags.append(SPRINTING)
    std.move_after_choice(s, choice[0], str(args[0]), str(args[1]), f, 0)


# -- L04 Mirror Plating, L06 Signal Breaker ------------------------------------------------------------
def _mirror(s: ArcsState, seat: int, attacking: bool) -> int:
    """ "When you defend in battle, add 1 intercept to the attacker's roll if they rolled any
    assault dice.\""""
    if attacking:
        return 0
    rolled = s.battle_faces + s.battle_rerolled  # rerolled dice included
    return 1 if any(d == ASSAULT for d, _ in rolled) else 0


def _signal_breaker(s: ArcsState, seat: int, attacking: bool) -> int:
    """ "When attacking, if all attacking ships are fresh at the start of the battle, you ignore
    1 intercept you roll." FAQ: not Mirror Plating's added intercept (the attacker's changes are
    applied first); checked before Railgun Arrays' hit (`battle.do_battle`)."""
    return -1 if attacking and s.battle_start_all_fresh else 0


# -- L05 Hidden Harbors ----------------------------------------------------------------------------
def _fresh_starport(s: ArcsState, seat: int, system: int) -> bool:
    return any(s.slots[k] == building_code(seat, STARPORT, False) for k in reach.SYSTEM_SLOTS[system])


def _harbors_block_raid(s: ArcsState, defender: int, system: int) -> bool:
    """ "When defending, the attacker cannot collect raid dice if you have a fresh defending
    starport.\""""
    return _fresh_starport(s, defender, system)


# -- L07 Repair Drones ------------------------------------------------------------------------------
def _repair_drones(s: ArcsState, seat: int, attacking: bool) -> None:
    """ "After you battle as the attacker, repair 1 Loyal attacking ship." Ships placed in the
    battle system during the battle are not attacking ships (`battle.attacking_ships`)."""
    i = s.battle_system * s.n + seat
    if attacking and s.battle_attacking_damaged:
        powers.note(REPAIR_DRONES)
        s.damaged[i] -= 1
        s.fresh[i] += 1
        s.battle_attacking_damaged -= 1
        s.battle_attacking_fresh += 1


# -- L08 Gate Ports, L11 Gate Stations ---------------------------------------------------------------
def _gate_ports_slot(s: ArcsState, seat: int, slot: int) -> tuple[str, ...]:
    """Starports on gates, at most 1 per gate."""
    if not reach.is_gate(reach.SLOT_SYSTEM[slot]):
        return ()
    if any(_is_starport(s.slots[k]) for k in _others_in_system(slot)):
        return ()
    return ("starport",)


def _gate_ports_capture(s: ArcsState, holder: int, mover: int, system: int, controller: int) -> None:
    """ "When Rival ships take a move into a gate you control with a fresh Loyal starport, capture
    1 agent of that Rival." Ruling: control is checked before they move in, as for Catapult
    moves (p13); each move into the gate captures (each step of a Catapult move is a move)."""
    if reach.is_gate(system) and controller == holder and _fresh_starport(s, holder, system):
        if s.agents[mover] > 0:
            powers.note(GATE_PORTS)
            s.agents[mover] -= 1
            s.captives[holder * s.n + mover] += 1


def _gate_stations_slot(s: ArcsState, seat: int, slot: int) -> tuple[str, ...]:
    """Cities on gates, at most 1 per gate."""
    if not reach.is_gate(reach.SLOT_SYSTEM[slot]):
        return ()
    if any(_is_city(s.slots[k]) for k in _others_in_system(slot)):
        return ()
    return ("city",)


def _gate_city_types(s: ArcsState, slot: int) -> tuple[int, ...]:
    """ "A gate city's type matches all cities in its cluster": the types of the cities on the
    cluster's planets now (FAQ: none, no type: taxing gains nothing, destroying it Provokes no
    Outrage)."""
    gate = reach.SLOT_SYSTEM[slot]
    types = {
        reach.PLANET_RESOURCE[system]
        for system in range(gate + 1, gate + 4)
        for k in reach.SYSTEM_SLOTS[system]
        if _is_city(s.slots[k])
    }
    return tuple(sorted(types))


def _gate_tax_options(s: ArcsState, choice: Choice) -> list[Args]:
    """Taxing a gate city with several types: which one to gain."""
    return [(RES[int(r)],) for r in choice[3:]]


def _gate_tax_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    resources.gain(s, choice[0], RES.index(str(args[0])))


# -- L09 Cloud Cities --------------------------------------------------------------------------------
def _cloud_slot(s: ArcsState, seat: int, slot: int) -> tuple[str, ...]:
    """A city outside a planet's building slots (its cloud slot), max 1 per planet, for 1
    resource of the planet's type (FAQ: spendable while Outraged; you must have one)."""
    system = reach.SLOT_SYSTEM[slot]
    if reach.is_gate(system) or reach.PLANET_RESOURCE[system] not in resources.held(s, seat):
        return ()
    return ("cloud-city",)


def _cloud_pay(s: ArcsState, seat: int, slot: int) -> None:
    r = reach.PLANET_RESOURCE[reach.SLOT_SYSTEM[slot]]
    resources.remove_one(s, seat, r)
    if s.prelude_open and seat == s.turn_seat:
        s.spent_pending[r] += 1  # spent in the Prelude: back to the supply when it ends (p20)
    else:
        s.resource_supply[r] += 1


# -- L10 Living Structures: Nurture (Build), Prune (Repair) --------------------------------------------
def _nurture_targets(s: ArcsState, seat: int) -> list[Args]:
    """ "Tax a Loyal city": tax modifiers and the tax limit apply to the Tax inside (p20)."""
    return [args for args in std.tax_targets(s, seat) if s.slots[std.SLOT_BY_NAME[str(args[0])]] >> 2 == seat]


def _kinds_allowed(s: ArcsState, seat: int, slot: int) -> set[str]:
    """Building kinds `seat` may have in `slot`: both in a printed slot; in a gate or cloud slot
    only what a power allows there."""
    if not reach.is_extra_slot(slot):
        return {"city", "starport"}
    out: set[str] = set()
    for p in powers.owned(s, seat):
        if p.may_build_in is not None:
            out |= set(p.may_build_in(s, seat, slot))  # "cloud-city" is for empty cloud slots only
    return out


def _prune_targets(s: ArcsState, seat: int) -> list[Args]:
    """ "Replace a Loyal starport with a Loyal city or vice versa" (where that piece may stand)."""
    out: list[Args] = []
    for k in range(reach.NUM_SLOTS):
        code = s.slots[k]
        if code < 0 or code >> 2 != seat:
            continue
        if _is_starport(code) and s.cities_left[seat] > 0 and "city" in _kinds_allowed(s, seat, k):
            out.append((std.SLOT_NAMES[k],))
        elif _is_city(code) and s.starports[seat] > 0 and "starport" in _kinds_allowed(s, seat, k):
            out.append((std.SLOT_NAMES[k],))
    return out


def _prune(s: ArcsState, seat: int, slot_name: str) -> None:
    """Return the piece and place the other in its place, damaged if it was (p22 "Replace"): not
    destroyed, so no Outrage. A city goes back to its board (resource slots may close)."""
    k = std.SLOT_BY_NAME[slot_name]
    code = s.slots[k]
    damaged = bool(code & 1)
    s.slots[k] = EMPTY
    if _is_city(code):
        return_city(s, seat)
        s.starports[seat] -= 1
        s.slots[k] = building_code(seat, STARPORT, damaged)
    else:
        s.starports[seat] += 1
        s.cities_left[seat] -= 1  # the leftmost city on the board
        s.slots[k] = building_code(seat, CITY, damaged)


# -- L12 Railgun Arrays ------------------------------------------------------------------------------
def _railgun(s: ArcsState, defender: int, attacker: int) -> None:
    """ "When defending in battle, before the attacker collects dice, they must take 1 hit if any
    Loyal defending ships are fresh." The attacker picks the attacking ship (a fresh or a damaged
    one)."""
    if not s.fresh[s.battle_system * s.n + defender]:
        return
    powers.note(RAILGUN_ARRAYS)
    options = battle.attacking_options(s)
    if len(options) > 1:
        push_choice(s, attacker, RAILGUN_ARRAYS, "hit", defender)
    elif options:
        battle.hit_attacking_ship(s, options[0] == "damaged", defender)


def _railgun_options(s: ArcsState, choice: Choice) -> list[Args]:
    return [(x,) for x in battle.attacking_options(s)]


def _railgun_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    battle.hit_attacking_ship(s, args[0] == "damaged", int(choice[3]))


# -- L14 Seeker Torpedoes ---------------------------------------------------------------------------
def _seeker(s: ArcsState, seat: int) -> dict[int, int]:
    """ "After rolling, you may reroll up to 1 assault die for each fresh Loyal attacking ship.\""""
    return {ASSAULT: s.battle_attacking_fresh}


# -- the registry --------------------------------------------------------------------------------------
POWERS = [
    Power(TOOL_PRIESTS, "Tool-Priests", actions=(NewAction("summon", "build", _summon_targets, _summon),)),
    Power(
        GALACTIC_RIFLES,
        "Galactic Rifles",
        actions=(NewAction("fire-rifles", "battle", _rifles_targets, _fire_rifles),),
    ),
    Power(
        SPRINTER_DRIVES,
        "Sprinter Drives",
        after_move=_sprint_after_move,
        choice_options=_sprint_options,
        choose=_sprint_choose,
    ),
    Power(MIRROR_PLATING, "Mirror Plating", intercepts=_mirror),
    # "You always build ships fresh."
    Power(HIDDEN_HARBORS, "Hidden Harbors", builds_fresh=True, blocks_raid_dice=_harbors_block_raid),
    Power(SIGNAL_BREAKER, "Signal Breaker", intercepts=_signal_breaker),
    Power(REPAIR_DRONES, "Repair Drones", after_battle=_repair_drones),
    Power(GATE_PORTS, "Gate Ports", may_build_in=_gate_ports_slot, rival_moves_in=_gate_ports_capture),
    Power(CLOUD_CITIES, "Cloud Cities", may_build_in=_cloud_slot, on_build=_cloud_pay),
    Power(
        LIVING_STRUCTURES,
        "Living Structures",
        actions=(
            NewAction("nurture", "build", _nurture_targets, std.do_tax),
            NewAction("prune", "repair", _prune_targets, _prune),
        ),
    ),
    Power(
        GATE_STATIONS,
        "Gate Stations",
        may_build_in=_gate_stations_slot,
        city_types=_gate_city_types,
        choice_options=_gate_tax_options,
        choose=_gate_tax_choose,
    ),
    Power(
        RAILGUN_ARRAYS,
        "Railgun Arrays",
        before_dice=_railgun,
        choice_options=_railgun_options,
        choose=_railgun_choose,
    ),
    # "This card has one resource slot with a raid cost of 4 keys" (resources.HOLDINGS_SLOT).
    Power(ANCIENT_HOLDINGS, "Ancient Holdings", resource_slot=True),
    Power(SEEKER_TORPEDOES, "Seeker Torpedoes", rerolls=_seeker),
]
for _power in POWERS:
    register(_power)
