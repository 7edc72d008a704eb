"""Battle, raiding, Trophies and Outrage (rulebook p14-16; player aid "Battle").

A battle is a sequence of decisions, never a callback:

1. ``battle 3.3 1``: the battle system (any with Loyal ships) and the defender (a Rival with
   pieces there).
2. ``dice 2 0 2``: assault, skirmish and raid dice, one per attacking ship at most, at most six
   of a type, raid dice only against defending buildings or a defender with no buildings at all.
3. ``roll A0 A5 R3 R0``: a chance node; the outcome names each die's face (`data.DICE`), by
   index in the canonical text; the faces' names are accepted too (``roll assault-blank
   assault-hit+intercept raid-building-hit+self raid-2keys+intercept``, see `actions`).
4. The attacker assigns every hit, in the printed order: hits on their own ships, the intercept
   (once per battle, one hit per fresh defending ship, if any intercept was rolled), hits on
   defending ships and then buildings, building hits, then raiding with keys if any attacking
   ship is left. ``hit fresh`` / ``hit damaged`` pick a ship; ``hit 1.3#0`` a building;
   ``steal relic 3`` a resource from a slot of that raid cost, ``steal BC05`` a Guild card;
   ``done`` stops raiding. A choice with a single possible outcome is made automatically.

Destroying a city, in battle or elsewhere, Provokes Outrage and Ransacks the Court (p16).
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from functools import cache
from typing import Final

from ambitions.games.arcs import data, powers, reach, resources, stealing
from ambitions.games.arcs.actions import DIE_LETTERS, ArcsAction, Arg, act
from ambitions.games.arcs.pieces import city_types
from ambitions.games.arcs.standard_actions import SID, SINDEX, SLOT_BY_NAME, SLOT_NAMES, do_secure
from ambitions.games.arcs.state import (
    CITY,
    CITY_PIECE,
    EMPTY,
    NUM_PIECE_KINDS,
    RESOURCE_SLOTS,
    SHIP,
    STARPORT_PIECE,
    ArcsState,
    Phase,
)

ASSAULT, SKIRMISH, RAID = range(3)
Args = tuple[Arg, ...]

# Battle stages, in the order the faces resolve (p14, step 4).
REROLL: Final[str] = "reroll"
SELF: Final[str] = "self"
INTERCEPT: Final[str] = "intercept"
HITS: Final[str] = "hits"
BUILDING_HITS: Final[str] = "building-hits"
RAIDING: Final[str] = "raid"
DONE: Final[str] = "done"


# -- choosing the battle -------------------------------------------------------------------------
def battle_targets(s: ArcsState, seat: int) -> list[Args]:
    """(system, defender) for every system with Loyal ships and Rival pieces."""
    out: list[Args] = []
    n = s.n
    fresh, damaged, board = s.fresh, s.damaged, s.slots
    for system in range(reach.NUM_SYSTEMS):
        base = system * n
        if not fresh[base + seat] and not damaged[base + seat]:
            continue
        owners: set[int] | None = None  # of the system's buildings
        for p in range(n):
            if p == seat:
                continue
            if not fresh[base + p] and not damaged[base + p]:
                if owners is None:
                    owners = {board[k] >> 2 for k in reach.SYSTEM_SLOTS[system] if board[k] >= 0}
                if p not in owners:
                    continue
            out.append((SID[system], p))
    return out


def do_battle(s: ArcsState, seat: int, system_id: str, defender: int) -> None:
    system = SINDEX[system_id]
    s.battle_system = system
    s.battle_defender = int(defender)
    s.battle_intercepted = False
    # The attacking ships are the attacker's Loyal ships in the battle system now (p14 step 1).
    s.battle_attacking_fresh = s.fresh[system * s.n + seat]
    s.battle_attacking_damaged = s.damaged[system * s.n + seat]
    s.battle_start_all_fresh = s.battle_attacking_damaged == 0
    s.battle_trophies = sum(s.trophies[seat * s.n * NUM_PIECE_KINDS : (seat + 1) * s.n * NUM_PIECE_KINDS])
    s.phase = Phase.BATTLE_DICE
    for p in powers.owned(s, s.battle_defender):
        if p.before_dice is not None:
            p.before_dice(s, s.battle_defender, seat)  # e.g. Railgun Arrays


def attacking_ships(s: ArcsState) -> int:
    """The battle's attacking ships left (p14): the attacker's Loyal ships in the battle system
    when the battle began, less those destroyed since. Ships placed there during the battle are
    not attacking ships (FAQ, Mass Uprising secured by Ransacking the Court)."""
    return s.battle_attacking_fresh + s.battle_attacking_damaged


def defender_buildings(s: ArcsState, system: int, defender: int) -> list[int]:
    """Building slots of `defender` in `system`."""
    return [k for k in reach.SYSTEM_SLOTS[system] if s.slots[k] >= 0 and s.slots[k] >> 2 == defender]


def may_take_raid_dice(s: ArcsState, system: int, defender: int) -> bool:
    """Raid dice only against defending buildings, or a defender with no buildings at all (p14)."""
    if defender_buildings(s, system, defender):
        return True
    return not any(code >= 0 and code >> 2 == defender for code in s.slots)


def dice_options(s: ArcsState, seat: int) -> list[Args]:
    """(assault, skirmish, raid) pools: one die per attacking ship at most, at most 6 of a type."""
    system, defender = s.battle_system, s.battle_defender
    ships = attacking_ships(s)
    least = 1
    for p in powers.owned(s, seat):
        if p.extra_dice is not None:
            extra, mandatory = p.extra_dice(s, seat, system)  # Gatekeepers, Rebel
            ships += extra
            if mandatory:
                least = max(least, extra)
    cap = data.MAX_DICE_PER_TYPE
    raid_ok = may_take_raid_dice(s, system, defender) and not any(
        p.blocks_raid_dice is not None and p.blocks_raid_dice(s, defender, system)
        for p in powers.owned(s, defender)
    )
    max_raid = min(cap, ships) if raid_ok else 0
    out: list[Args] = []
    for a in range(min(cap, ships) + 1):
        for k in range(min(cap, ships - a) + 1):
            for r in range(min(max_raid, ships - a - k) + 1):
                if a + k + r >= least:
                    out.append((a, k, r))
    return out


def no_attackers_left(s: ArcsState) -> bool:
    """True if the attacker lost every attacking ship before collecting dice (Railgun Arrays)."""
    return attacking_ships(s) == 0


def do_dice(s: ArcsState, seat: int, a: int, k: int, r: int) -> None:
    if int(a) + int(k) + int(r) > attacking_ships(s):
        for p in powers.owned(s, seat):
            if p.extra_dice is not None and p.extra_dice(s, seat, s.battle_system)[0]:
                powers.note(p.id)  # Gatekeepers, Rebel: more dice than ships
    defender = s.battle_defender
    if may_take_raid_dice(s, s.battle_system, defender):
        for p in powers.owned(s, defender):
            if p.blocks_raid_dice is not None and p.blocks_raid_dice(s, defender, s.battle_system):
                powers.note(p.id)  # Hidden Harbors: no raid dice were allowed
    s.battle_dice = (int(a), int(k), int(r))
    s.phase = Phase.CHANCE_ROLL


# -- the roll (a chance node) --------------------------------------------------------------------
def roll_faces(s: ArcsState, action: ArcsAction) -> list[tuple[int, int]] | None:
    """(die type, face) pairs of a ``roll`` outcome, or None if it does not fit the pool."""
    faces = []
    for tok in action.args:
        t = str(tok)
        if len(t) != 2 or t[0] not in DIE_LETTERS or not t[1].isdigit() or int(t[1]) > 5:
            return None
        faces.append((DIE_LETTERS.index(t[0]), int(t[1])))
    counts = [sum(1 for d, _ in faces if d == kind) for kind in range(3)]
    if tuple(counts) != s.battle_dice or [d for d, _ in faces] != sorted(d for d, _ in faces):
        return None
    return faces


def roll_text(faces: Iterable[tuple[int, int]]) -> tuple[str, ...]:
    return tuple(f"{DIE_LETTERS[d]}{f}" for d, f in faces)


def do_roll(s: ArcsState, faces: list[tuple[int, int]]) -> None:
    """Keep the rolled faces; offer rerolls the attacker's powers allow, then total them."""
    if s.battle_stage == REROLL:
        s.battle_rerolled += faces  # a rerolled die is not rerolled again
    else:
        s.battle_faces = list(faces)
        s.battle_rerolled = []
        budget = [0, 0, 0]
        for p in powers.owned(s, s.turn_seat):
            if p.rerolls is not None:
                for kind, count in p.rerolls(s, s.turn_seat).items():
                    budget[kind] += count  # Skirmishers, Seeker Torpedoes
        s.battle_rerolls = budget
    s.phase = Phase.BATTLE
    s.battle_stage = REROLL if reroll_options(s) else SELF
    if s.battle_stage == SELF:
        total_faces(s)


def reroll_options(s: ArcsState) -> list[Args]:
    """Dice the attacker may still reroll, by type and face (one at a time)."""
    seen = sorted({(d, f) for d, f in s.battle_faces if s.battle_rerolls[d] > 0})
    return [(f"{DIE_LETTERS[d]}{f}",) for d, f in seen]


def do_reroll(s: ArcsState, die: str) -> None:
    d, f = DIE_LETTERS.index(die[0]), int(die[1])
    for p in powers.owned(s, s.turn_seat):
        if p.rerolls is not None and p.rerolls(s, s.turn_seat).get(d):
            powers.note(p.id)
    s.battle_faces.remove((d, f))
    s.battle_rerolls[d] -= 1
    dice = [0, 0, 0]
    dice[d] = 1
    s.battle_dice = (dice[0], dice[1], dice[2])
    s.phase = Phase.CHANCE_ROLL


def total_faces(s: ArcsState) -> None:
    """Total the symbols rolled, apply intercept modifiers, and start resolving (p14)."""
    totals = [0, 0, 0, 0, 0]
    for d, f in s.battle_faces + s.battle_rerolled:
        face = data.DICE[data.DIE_TYPES[d]][f]
        for i, v in enumerate(face):
            totals[i] += v
    hits, self_hits, intercepts, building_hits, keys = totals
    attacker, defender = s.turn_seat, s.battle_defender
    for seat, attacking in ((attacker, True), (defender, False)):
        for p in powers.owned(s, seat):
            if p.intercepts is not None:
                change = p.intercepts(s, seat, attacking)
                if change and intercepts + change >= 0:
                    powers.note(p.id)
                intercepts = max(0, intercepts + change)
    s.battle_hits = hits
    s.battle_self = self_hits
    s.battle_intercepts = intercepts
    s.battle_bhits = building_hits
    s.battle_keys = keys
    s.battle_rerolls = [0, 0, 0]
    s.battle_stage = SELF


# -- exact odds ----------------------------------------------------------------------------------
Outcome = tuple[int, int, int, int, int]
"""Totals of a roll: (hits, self hits, intercepts, building hits, keys)."""


@cache
def outcome_distribution(assault: int, skirmish: int, raid: int) -> dict[Outcome, Fraction]:
    """The exact probability of each total a pool can roll, from the die faces (p14).

    Bots use it for battle odds; the tests check the engine's rolls against it.
    """
    dist: dict[Outcome, Fraction] = {(0, 0, 0, 0, 0): Fraction(1)}
    for kind, count in (("assault", assault), ("skirmish", skirmish), ("raid", raid)):
        for _ in range(count):
            nxt: dict[Outcome, Fraction] = {}
            for total, p in dist.items():
                for face in data.DICE[kind]:
                    key = (
                        total[0] + face.hits,
                        total[1] + face.self_hits,
                        total[2] + face.intercepts,
                        total[3] + face.building_hits,
                        total[4] + face.keys,
                    )
                    nxt[key] = nxt.get(key, Fraction(0)) + p / 6
            dist = nxt
    return dist


# -- resolving hits ------------------------------------------------------------------------------
def _ship_options(s: ArcsState, system: int, seat: int) -> list[str]:
    i = system * s.n + seat
    out = []
    if s.fresh[i]:
        out.append("fresh")
    if s.damaged[i]:
        out.append("damaged")
    return out


def attacking_options(s: ArcsState) -> list[str]:
    """The attacking ships a hit on them may go to: ``fresh``, ``damaged`` (p14 steps 4.1, 4.2)."""
    out = []
    if s.battle_attacking_fresh:
        out.append("fresh")
    if s.battle_attacking_damaged:
        out.append("damaged")
    return out


def hit_options(s: ArcsState) -> list[Args]:
    """The pieces the next hit of the current stage may go to (empty: the hits are lost)."""
    system, defender = s.battle_system, s.battle_defender
    stage = s.battle_stage
    if stage in (SELF, INTERCEPT):
        return [(x,) for x in attacking_options(s)]
    if stage == HITS:
        ships = _ship_options(s, system, defender)
        if ships:
            return [(x,) for x in ships]
    if stage in (HITS, BUILDING_HITS):
        return [(SLOT_NAMES[k],) for k in defender_buildings(s, system, defender)]
    return []


def pending_hits(s: ArcsState) -> int:
    """Hits still to assign at this stage (`battle_self` also counts intercept hits, see
    `_next_stage`)."""
    stage = s.battle_stage
    if stage in (SELF, INTERCEPT):
        return s.battle_self
    if stage == HITS:
        return s.battle_hits
    if stage == BUILDING_HITS:
        return s.battle_bhits
    return 0


def spend_hit(s: ArcsState) -> None:
    """One hit of this stage assigned."""
    stage = s.battle_stage
    if stage in (SELF, INTERCEPT):
        s.battle_self -= 1
    elif stage == HITS:
        s.battle_hits -= 1
    else:
        s.battle_bhits -= 1


def _next_stage(s: ArcsState) -> None:
    stage = s.battle_stage
    if stage == SELF:
        s.battle_stage = INTERCEPT
        s.battle_self = 0
        if s.battle_intercepts and not s.battle_intercepted:
            # The defender intercepts once per battle: one hit per fresh defending ship (p14).
            s.battle_intercepted = True
            s.battle_self = s.fresh[s.battle_system * s.n + s.battle_defender]
            s.defender_intercepted()
    elif stage == INTERCEPT:
        s.battle_stage = HITS
    elif stage == HITS:
        s.battle_stage = BUILDING_HITS
    elif stage == BUILDING_HITS:
        s.battle_stage = RAIDING
    else:
        s.battle_stage = DONE


def do_hit(s: ArcsState, target: str) -> None:
    """Apply one hit of the current stage to `target` (``fresh``, ``damaged`` or a slot name)."""
    system = s.battle_system
    attacker, defender = s.turn_seat, s.battle_defender
    spend_hit(s)
    if target in ("fresh", "damaged") and s.battle_stage in (SELF, INTERCEPT):
        hit_attacking_ship(s, target == "damaged", defender)
    elif target in ("fresh", "damaged"):
        hit_ship(s, system, defender, target == "damaged", attacker)
    else:
        hit_building(s, SLOT_BY_NAME[target], attacker)


def hit_ship(s: ArcsState, system: int, owner: int, damaged: bool, taker: int) -> None:
    """A fresh ship becomes damaged; a damaged one is destroyed, a Trophy for `taker` (p14)."""
    i = system * s.n + owner
    if damaged:
        s.damaged[i] -= 1
        s.trophies[(taker * s.n + owner) * NUM_PIECE_KINDS + SHIP] += 1
    else:
        s.fresh[i] -= 1
        s.damaged[i] += 1


def hit_attacking_ship(s: ArcsState, damaged: bool, taker: int) -> None:
    """Hit one of the battle's attacking ships (`attacking_ships`), a fresh or a damaged one."""
    hit_ship(s, s.battle_system, s.turn_seat, damaged, taker)
    if damaged:
        s.battle_attacking_damaged -= 1
    else:
        s.battle_attacking_fresh -= 1
        s.battle_attacking_damaged += 1


def hit_building(s: ArcsState, slot: int, taker: int) -> None:
    """A fresh building is flipped to damaged; a damaged one is destroyed, a Trophy for `taker`."""
    code = s.slots[slot]
    if not code & 1:
        s.slots[slot] = code | 1
        return
    owner, is_city = code >> 2, (code >> 1) & 1
    types = city_types(s, slot) if is_city and s.city_outrage(taker, slot) else ()
    s.slots[slot] = EMPTY
    kind = CITY_PIECE if is_city == CITY else STARPORT_PIECE
    s.trophies[(taker * s.n + owner) * NUM_PIECE_KINDS + kind] += 1
    if is_city:
        destroy_city_effects(s, taker, owner, types)


# -- destroying cities (p16) ---------------------------------------------------------------------
VOLLEY: Final = "volley"
"""Turn flag while a Fire Rifles volley (L02) resolves its hits with the battle steps: it is not
a battle, so no after-battle powers and no protection for being battled."""


def destroy_city_effects(s: ArcsState, destroyer: int, owner: int, types: Iterable[int]) -> None:
    """Provoke Outrage of the city's type (each of a gate city's types, if any), then Ransack the
    Court (a choice, queued)."""
    for resource in types:
        provoke_outrage(s, destroyer, resource)
    if not ransack_options(s, destroyer, owner):
        return
    if s.battle_defender == owner and VOLLEY not in s.turn_flags:
        for p in powers.owned(s, owner):
            if p.no_ransack:
                powers.note(p.id)  # Elder's Beloved: Rivals battling the Elder cannot Ransack
                return
    s.ransacks.append(owner)


def provoke_outrage(s: ArcsState, seat: int, resource: int) -> None:
    """Discard that type's resources and Guild cards; cover its Outrage slot with an agent (p16).

    With no agent in supply a placeholder covers it until one returns (p22). The second time,
    everything but the agent is done.
    """
    resources.discard_all_of(s, seat, resource)
    name = data.RESOURCES[resource]
    keep = []
    # A power keeping every Guild card (an extending game's: the campaign's Guild Loyalty, F4-24).
    loyal = any(p.extras.get("keeps_guild_cards_on_outrage") for p in powers.owned(s, seat))
    for cid in s.guild[seat] if not loyal else ():
        power = powers.REGISTRY.get(cid) or s.EXTRA_POWERS.get(cid)  # (a game extending Arcs')
        if data.COURT_CARD_BY_ID[cid].suit == name and not (power and power.keep_on_outrage):
            s.court_discard.append(cid)
        else:
            if power and power.keep_on_outrage and data.COURT_CARD_BY_ID[cid].suit == name:
                powers.note(cid)
            keep.append(cid)
    s.guild[seat] = keep if not loyal else s.guild[seat]
    bit = 1 << resource
    if s.outrage[seat] & bit:
        return
    s.outrage[seat] |= bit
    if s.agents[seat] > 0:
        s.agents[seat] -= 1
    else:
        s.outrage_placeholder[seat] |= bit


def ransack_options(s: ArcsState, seat: int, owner: int) -> list[str]:
    """Court cards with any of `owner`'s agents (p16 "Ransack the Court")."""
    n = s.n
    return [cid for i, cid in enumerate(s.court) if cid and s.court_agents[i * n + owner] > 0]


def do_ransack(s: ArcsState, seat: int, card: str) -> None:
    """Secure the card; Rival agents on it become Trophies, not Captives."""
    s.ransacks.pop(0)
    do_secure(s, seat, card, ransack=True)


# -- raiding (p16) -------------------------------------------------------------------------------
def raid_options(s: ArcsState) -> list[Args]:
    """Resources (by type and slot raid cost) and Guild cards the keys left can steal, "if you
    have any attacking ships left" (p14 step 5, p16)."""
    defender = s.battle_defender
    if not attacking_ships(s) or s.battle_keys <= 0:
        return []
    keys = s.battle_keys
    seen = set()
    out: list[Args] = []
    base = defender * RESOURCE_SLOTS
    for k in range(RESOURCE_SLOTS):
        r = s.resources[base + k]
        cost = resources.RAID_COST[k]
        if r >= 0 and cost <= keys and (r, cost) not in seen:
            seen.add((r, cost))
            out.append((data.RESOURCES[r], cost))
    if stealing.resources_protected(s, defender):
        out = []
    for cid in stealing.stealable_cards(s, defender):
        cost = data.COURT_CARD_BY_ID[cid].keys or 0
        if cost <= keys:
            out.append((cid,))
    return out + s.more_raid_options(defender, keys)


def do_steal(s: ArcsState, args: Args) -> None:
    attacker, defender = s.turn_seat, s.battle_defender
    if s.steal_other(attacker, args):
        return  # (a raid target of the extending game, `ArcsState.more_raid_options`)
    if len(args) == 1:
        cid = str(args[0])
        stealing.steal_card(s, attacker, defender, cid)
        s.battle_keys -= data.COURT_CARD_BY_ID[cid].keys or 0
        return
    r, cost = data.RESOURCES.index(str(args[0])), int(args[1])
    base = defender * RESOURCE_SLOTS
    for k in range(RESOURCE_SLOTS):
        if s.resources[base + k] == r and resources.RAID_COST[k] == cost:
            s.resources[base + k] = EMPTY
            break
    s.battle_keys -= cost
    resources.put(s, attacker, r)


# -- the decision loop -----------------------------------------------------------------------------
def battle_actions(s: ArcsState) -> list[ArcsAction]:
    """Legal actions while a battle resolves (hits, raiding or ransacking)."""
    if s.ransacks:
        return [act("ransack", c) for c in ransack_options(s, s.turn_seat, s.ransacks[0])]
    if s.battle_stage == RAIDING:
        out = [ArcsAction("steal", args) for args in raid_options(s)]
        out.append(act("done"))
        return out
    if s.battle_stage == REROLL:
        out = [ArcsAction("reroll", args) for args in reroll_options(s)]
        out.append(act("keep"))
        return out
    return [ArcsAction("hit", args) for args in hit_options(s)]


def apply_battle_action(s: ArcsState, a: ArcsAction) -> None:
    if a.kind == "ransack":
        do_ransack(s, s.turn_seat, str(a.args[0]))
    elif a.kind == "hit":
        do_hit(s, str(a.args[0]))
    elif a.kind == "steal":
        do_steal(s, a.args)
    elif a.kind == "reroll":
        do_reroll(s, str(a.args[0]))
    elif a.kind == "keep":
        total_faces(s)
    else:  # done raiding
        s.battle_stage = DONE


def resolve(s: ArcsState) -> bool:
    """Advance the battle through forced steps. True when a decision is needed, False when over."""
    while True:
        if s.choices or s.discard_queue:
            return True  # a card's choice or an overflow discard comes first
        if s.ransacks:
            cards = s.ransack_cards(ransack_options(s, s.turn_seat, s.ransacks[0]))
            if len(cards) > 1:
                return True
            if cards:
                s.ransack_card(cards[0])  # (only one: taken at once; the extending game's steps too)
            else:
                s.ransacks.pop(0)
            continue
        stage = s.battle_stage
        if stage == REROLL:
            return True
        if stage == DONE:
            end_battle(s)
            return False
        if stage == RAIDING:
            if raid_options(s):
                return True
            s.battle_stage = DONE
            continue
        if pending_hits(s) <= 0:
            _next_stage(s)
            continue
        options = hit_options(s)
        if not options:
            _next_stage(s)  # no piece left to hit: the remaining hits are lost
            continue
        if len(options) > 1:
            return True
        do_hit(s, str(options[0][0]))


def end_battle(s: ArcsState) -> None:
    attacker, defender = s.turn_seat, s.battle_defender
    if VOLLEY in s.turn_flags:
        s.turn_flags.remove(VOLLEY)  # a Fire Rifles volley: no after-battle powers
    else:
        for seat, attacking in ((attacker, True), (defender, False)):
            for p in powers.owned(s, seat):
                if p.after_battle is not None:
                    p.after_battle(s, seat, attacking)  # Repair Drones, Beloved, Tactical
    s.battle_faces = []
    s.battle_rerolled = []
    s.battle_system = -1
    s.battle_defender = -1
    s.battle_stage = ""
    s.battle_dice = (0, 0, 0)
    s.battle_hits = s.battle_self = s.battle_bhits = s.battle_keys = s.battle_intercepts = 0
    s.battle_intercepted = False
    s.battle_trophies = 0
    s.battle_attacking_fresh = s.battle_attacking_damaged = 0
    s.phase = Phase.ACTIONS
