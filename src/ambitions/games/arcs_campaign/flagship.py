"""Flagships (CRB p.22-25; BRD C.4 "Flagships"; readings R8, R9, R14, R15, R16, R22).

Some B Fates give a player a Flagship at their Act II setup (`gain`). The Flagship is a piece
of its own, a fresh Loyal ship that never leaves the map but by Resettling (CRB p.22, p.25):
`CampaignState.flagship` holds its system per seat (-1: no Flagship). It is not counted among
the seat's ships of `ArcsState.fresh` (no base rule may damage, destroy or move it as an
ordinary ship); the campaign counts it where a fresh Loyal ship counts: control
(`controller`), the Presence Law and "Loyal pieces" (`CampaignState.has_piece_at`), battles
(`battle`), moves (``move 3.3 3.1 0 0 flagship``, `movement`) and Crisis hits (`crisis_hits`).

The Flagship board (`CampaignState.flagship_board`, 12 entries per seat) holds 6 Upgrade slots,
left to right (R22) Slipstream Drive, Tractor Beam, Control Array, Defense Array, Ship Crane,
Hull, each with an Armor slot above it; each slot holds a Loyal city or starport (its
`building_code`, fresh or damaged) or `EMPTY`. Buildings there come from the owner's supply;
a city there still leaves the player board, so it opens a resource slot (CRB p.25 "Hull").

Action words (the campaign's ``build`` and ``repair`` rules, `rules`):

* ``build city hull`` / ``build starport crane``: a building on the board, in the column's
  Upgrade if empty, else its Armor (only over a fresh Upgrade), the Flagship at a planet of
  the slot's type (CRB p.22 "Upgrades & Armor"); damaged if a Rival (or the Empire) controls
  the system, as on the map.
* ``build ship flagship``: a ship in the Flagship's system, 1 per turn (2 with Ship Crane).
* ``repair armor hull`` / ``repair upgrade hull``: "When you repair your Flagship, repair an
  Upgrade or Armor" (CRB p.22).
* In battle, ``hit flagship-hull``: a hit on the Hull column, its Armor first (CRB p.23).

Lore through the Flagship (CRB p.25 "Lore & Flagships"): Hidden Harbors and Gate Ports count the
board's fresh starports (`raid_dice_allowed`, `rival_moved_in`); Seeker Torpedoes and Railgun
Arrays count the Flagship as a fresh ship (`torpedo_rerolls`, `railgun`); Galactic Rifles roll a
die per fresh board starport (`rifle_dice`; its volley at a Flagship: `battle.begin_volley`);
Sprinter Drives move it once more (``choose 3.0 2.0 0 flagship``, `movement.SPRINTER`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Final

from ambitions.core.errors import IllegalAction, InvalidRecord, shorten
from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import lore as arcs_lore
from ambitions.games.arcs import pieces, powers, reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.state import (
    CITY,
    CITY_PIECE,
    EMPTY,
    NUM_PIECE_KINDS,
    STARPORT,
    STARPORT_PIECE,
    Phase,
    building_code,
)
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.state import FREE, CampaignState

MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)
"""`arcs.data.RESOURCES` indexes (the planet types)."""
ANY: Final = -1
"""The Hull's slots: any planet (CRB p.25 "Any Planet")."""

COLUMNS: Final = ("slipstream", "tractor", "control", "defense", "crane", "hull")
"""The Upgrades' words, left to right (R22: as the board face)."""
NAMES: Final = ("Slipstream Drive", "Tractor Beam", "Control Array", "Defense Array", "Ship Crane", "Hull")
SLIPSTREAM, TRACTOR, CONTROL, DEFENSE, CRANE, HULL = range(6)
UPGRADE_PLANET: Final = (FUEL, RELIC, PSIONIC, WEAPON, MATERIAL, ANY)
"""The planet type the Flagship must be at to build each Upgrade (CRB p.25, in parentheses)."""
ARMOR_PLANET: Final = (RELIC, WEAPON, MATERIAL, PSIONIC, FUEL, ANY)
"""The planet type for each Upgrade's Armor (CRB p.25)."""
SLOTS: Final = 12
HUNGER: Final = -2
"""The `taker` of a board building a Blight Crisis destroys onto Blight Hunger (F13-13)."""
"""Slots per board: Upgrades 0-5, then their Armor 6-11 (Armor of column c at ``6 + c``)."""
SHIP_FLAG: Final = "flagship-ship"
"""Turn flag: a ship was built at the Flagship this turn (CRB p.22: 1 per turn)."""
SHIP_FLAG_2: Final = "flagship-ship-2"
"""Turn flag: a second one (Ship Crane: 2 per turn, CRB p.25)."""
SLIPSTREAM_FLAG: Final = "slipstream"
"""Turn flag: the Slipstream Drive's Prelude Catapult move was used this turn (CRB p.25)."""
SLIPSTREAM_LAUNCH: Final = "slipstream-launch"
"""Turn flag (the Twisted Passage in play only): the Slipstream Drive's Catapult move has not
left the Flagship's system yet (its first step may break a gate, F22-03: `movement.do_catapult`)."""
RIDING_FLAG: Final = "flagship-catapult"
"""Turn flag: the Flagship is in the Catapult move's group (`movement`)."""
MOVED_FLAG: Final = "flagship-moved"
"""Turn flag: the Flagship changed systems in the move under way (`movement`: Sprinter Drives)."""
SPRINTER_FLAG: Final = "flagship-sprinter"
"""Turn flag: the Flagship moved in the last move and may move once more (Sprinter Drives, L03,
`movement.SPRINTER`)."""
SPRINTER_QUESTION: Final = "sprinter-drives"
"""The id of Sprinter Drives' question in the campaign (`movement.SPRINTER`)."""
TURN_FLAGS: Final = frozenset(
    {SHIP_FLAG, SHIP_FLAG_2, SLIPSTREAM_FLAG, RIDING_FLAG, MOVED_FLAG, SPRINTER_FLAG, SLIPSTREAM_LAUNCH}
)
GALACTIC_RIFLES: Final = "L02"
SPRINTER_DRIVES: Final = "L03"
HIDDEN_HARBORS: Final = "L05"
GATE_PORTS: Final = "L08"
RAILGUN_ARRAYS: Final = "L12"
SEEKER_TORPEDOES: Final = "L14"
IN_PASSAGE: Final[int] = reach.NUM_SYSTEMS
"""`CampaignState.flagship`: the Flagship in the Twisted Passage (F22-05, the map's 25th place,
kept outside the Arcs arrays: `fates.twisted_passage`; ``7.0`` in texts). Every system index
differs from it, so control, battles and Crises of the 24 systems never count it there; the
readers that index arrays by the Flagship's system check it (`system_id`, `move_targets`,
`slipstream_options`, `do_build`, `resettle_buildings`, `empire_controls_at`)."""
PASSAGE_ID: Final = "7.0"
"""The Twisted Passage's name in texts (`twisted_passage.TWISTED`)."""
TARGET_PREFIX: Final = "flagship-"
"""Battle hit targets: ``flagship-<column>``."""


# -- queries -------------------------------------------------------------------------------------
def has(s: CampaignState, seat: int) -> bool:
    """True if `seat` has a Flagship (its piece is always on the map)."""
    return s.flagship[seat] >= 0


def system_id(x: int) -> str:
    """The Flagship's place in texts: a system's id, or ``7.0`` for the Twisted Passage."""
    return PASSAGE_ID if x == IN_PASSAGE else reach.SYSTEM_IDS[x]


def empire_controls_at(s: CampaignState, seat: int) -> bool:
    """True if the Empire controls the system of `seat`'s Flagship (a fresh Imperial ship there,
    CRB p.10), the Twisted Passage's counts read when it is there (F22-05)."""
    x = s.flagship[seat]
    if x == IN_PASSAGE:
        k = 2 * s.n  # (`twisted_passage.ships(s, EMPIRE)`: the Empire's after the seats')
        return bool(s.passage_pieces) and s.passage_pieces[k] > 0
    return x >= 0 and s.empire_controls(x)


def board(s: CampaignState, seat: int) -> list[int]:
    """`seat`'s 12 board slots (a copy): Upgrades 0-5, Armor 6-11."""
    return s.flagship_board[seat * SLOTS : (seat + 1) * SLOTS]


def slot(s: CampaignState, seat: int, j: int) -> int:
    return s.flagship_board[seat * SLOTS + j]


def has_upgrade(s: CampaignState, seat: int, column: int) -> bool:
    """An Upgrade works whether fresh or damaged (CRB p.22 "Upgrades and Armor give their
    benefit whether they're fresh or damaged")."""
    return has(s, seat) and slot(s, seat, column) != EMPTY


def fresh_starports(s: CampaignState, seat: int) -> int:
    """Fresh starports on `seat`'s board, Upgrades and Armor (CRB p.23, p.25 Defense Array)."""
    port = building_code(seat, STARPORT, False)
    return board(s, seat).count(port)


def buildings(s: CampaignState, seat: int) -> int:
    return sum(1 for code in board(s, seat) if code != EMPTY)


def hit_slot(s: CampaignState, seat: int, column: int) -> int:
    """The slot a hit on `column` goes to: its Armor if built, else its Upgrade ("Armor is
    always hit before its Upgrade", CRB p.23); -1 if the column is empty."""
    if slot(s, seat, 6 + column) != EMPTY:
        return 6 + column
    if slot(s, seat, column) != EMPTY:
        return column
    return -1


def hit_columns(s: CampaignState, seat: int) -> list[int]:
    """Columns with a building to hit."""
    return [c for c in range(6) if hit_slot(s, seat, c) >= 0]


def controller(s: CampaignState, system: int) -> int:
    """Control (base p7) with each Flagship there counted as a fresh ship of its owner (CRB
    p.22: "Your Flagship is a fresh Loyal ship")."""
    n = s.n
    best, best_count, tie = -1, 0, False
    for p in range(n):
        count = s.fresh[system * n + p] + (1 if s.flagship[p] == system else 0)
        if count > best_count:
            best, best_count, tie = p, count, False
        elif count == best_count and count > 0:
            tie = True
    return -1 if tie else best


def raid_dice_allowed(s: CampaignState, seat: int, system: int) -> bool:
    """Raid dice against a Flagship owner (CRB p.24 "Defending"): only if buildings of theirs
    defend there or their Flagship does; none if their defending Flagship has a Tractor Beam
    (CRB p.25). Lore checking for a fresh defending starport (Hidden Harbors, L05) counts the
    board's, "as in your Flagship's system" (CRB p.25 "Building Checks")."""
    if s.flagship[seat] == system:
        if HIDDEN_HARBORS in s.lore[seat] and fresh_starports(s, seat):
            return False  # Hidden Harbors counts the board's fresh starports (CRB p.25 lore)
        return not has_upgrade(s, seat, TRACTOR)
    return any(code >= 0 and code >> 2 == seat for code in (s.slots[k] for k in reach.SYSTEM_SLOTS[system]))


def rival_moved_in(s: CampaignState, mover: int, dest: int, controller_before: int) -> None:
    """Gate Ports (L08: "When Rival ships take a move into a gate you control with a fresh Loyal
    starport, capture 1 agent of that Rival") counts a fresh starport on the board of a
    Flagship in that gate (CRB p.25 "Building Checks"); once per move, and not again where a
    fresh Loyal starport on the map already made the lore capture (Arcs' `lore`)."""
    if not reach.is_gate(dest):
        return
    n = s.n
    for r in range(n):
        if r == mover or s.flagship[r] != dest or GATE_PORTS not in s.lore[r] or controller_before != r:
            continue
        if not fresh_starports(s, r) or building_code(r, STARPORT, False) in [
            s.slots[k] for k in reach.SYSTEM_SLOTS[dest]
        ]:
            continue
        if s.agents[mover] > 0:
            powers.note(GATE_PORTS)
            s.agents[mover] -= 1
            s.captives[r * n + mover] += 1


def railgun(s: CampaignState, defender: int, attacker: int) -> None:
    """Railgun Arrays (L12: "before the attacker collects dice, they must take 1 hit if any
    Loyal defending ships are fresh") counts a defending Flagship, a fresh Loyal ship (CRB p.25
    "Ship Improvements"): when no other fresh defending ship already triggered it. The hit goes
    to an attacking ship of the attacker's choice (the lore's own question), or, with none, to
    the attacking Flagship's rightmost Armor, else Upgrade (as a Crisis hit: reading, the lore
    asks about ships only)."""
    system = s.battle_system
    if RAILGUN_ARRAYS not in s.lore[defender] or s.flagship[defender] != system:
        return
    if s.fresh[system * s.n + defender]:
        return  # (the lore's own check fired)
    powers.note(RAILGUN_ARRAYS)
    options = arcs_battle.attacking_options(s)
    if len(options) > 1:
        powers.push_choice(s, attacker, RAILGUN_ARRAYS, "hit", defender)
    elif options:
        arcs_battle.hit_attacking_ship(s, options[0] == "damaged", defender)
    elif s.flagship[attacker] == system and crisis_column(s, attacker) >= 0:
        hit_column(s, attacker, crisis_column(s, attacker), defender)


def torpedo_rerolls(s: CampaignState, seat: int) -> int:
    """Seeker Torpedoes (L14: "reroll up to 1 assault die for each fresh Loyal attacking ship")
    counts the attacking Flagship (CRB p.25 "Ship Improvements")."""
    return int(SEEKER_TORPEDOES in s.lore[seat] and s.flagship[seat] == s.battle_system)


def rifle_dice(s: CampaignState, system: int, seat: int) -> int:
    """Galactic Rifles (L02: *Fire Rifles* rolls a skirmish die for each fresh Loyal ship of one
    system) with `seat`'s Flagship there: "Lore that collects dice for Loyal ships like in
    battle—like Galactic Rifles—lets your Flagship collect 1 die per fresh starport on your
    Flagship board" (CRB p.25 "Dice Collection"); none with no fresh starport there, as in
    battle (CRB p.23). A Flagship alone with fresh board starports may fire."""
    dice = s.fresh[system * s.n + seat]
    if s.flagship[seat] == system:
        dice += fresh_starports(s, seat)
    return dice


def intercept_hits(s: CampaignState, seat: int, system: int) -> int:
    """Intercept hits of `seat`'s defending Flagship: none without a Defense Array; with one,
    one per fresh starport on its board (CRB p.24, p.25)."""
    if s.flagship[seat] != system or not has_upgrade(s, seat, DEFENSE):
        return 0
    return fresh_starports(s, seat)


def control_array_slots(s: CampaignState, seat: int) -> list[int]:
    """Cities `seat` may tax only through its Control Array (CRB p.25: "While your Flagship is
    in a gate, you may tax any cities in its cluster like they are Loyal"): every city of the
    Flagship's cluster not taxed this turn, but those the Truce Law protects (R16: Control
    Array does not say it ignores it, unlike Imperial Authority). Cities the usual rules let
    `seat` tax are taxed the usual way (their Captive taken); these take no Captive."""
    x = s.flagship[seat]
    if x < 0 or not reach.is_gate(x) or not has_upgrade(s, seat, CONTROL):
        return []
    cluster = x // 4
    out = []
    for k, code in enumerate(s.slots):
        if code < 0 or not code & 2 or k in s.taxed or reach.SLOT_SYSTEM[k] // 4 != cluster:
            continue
        owner = code >> 2
        if owner == seat or (owner != FREE and s.controller(reach.SLOT_SYSTEM[k]) == seat):
            continue  # (the usual tax)
        if owner == FREE and s.controller(reach.SLOT_SYSTEM[k]) == seat:
            continue  # (a Free city you control: CRB p.15)
        out.append(k)
    return out


def move_targets(s: CampaignState, seat: int) -> list[tuple[str, str, int, int, str]]:
    """Moves of the Flagship (a fresh Loyal ship, CRB p.22) to an adjacent system, with any of
    the seat's other ships there: ``move 3.3 3.1 1 0 flagship``."""
    x = s.flagship[seat]
    if x < 0 or x == IN_PASSAGE:
        return []  # (in and out of the Twisted Passage: `twisted_passage.move_targets`)
    i = x * s.n + seat
    src = reach.SYSTEM_IDS[x]
    return [
        (src, reach.SYSTEM_IDS[dest], f, d, "flagship")
        for dest in s.adjacency[x]
        for f in range(s.fresh[i] + 1)
        for d in range(s.damaged[i] + 1)
    ]


def slipstream_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Slipstream Drive (CRB p.25): "Prelude: Once per turn, you may Catapult move either your
    Flagship alone or other ships from your Flagship": ``slipstream flagship`` or ``slipstream
    2 1`` (fresh, damaged ships of the Flagship's system). Works damaged too (CRB p.22).

    Reading ("other ships"): a Regent's Imperial ships there, where they command them (the
    Presence Law: the Flagship is a Loyal piece), may be among them as in any move of theirs,
    1 for each Loyal ship going with them (the Movement Law, CRB p.10; none of the two with
    Imperial Officers or Rogue Admirals, F7-02/06/07): ``slipstream 2 0 imperial 1 0``. They
    start the Catapult move with the group, not already moving; the Flagship alone takes none
    ("alone"). Imperial ships never Catapult without a Loyal ship (`movement.do_move`)."""
    if not s.prelude_open or s.turn_seat != seat or s.phase != "actions" or SLIPSTREAM_FLAG in s.turn_flags:
        return []
    x = s.flagship[seat]
    if x == IN_PASSAGE and has_upgrade(s, seat, SLIPSTREAM):
        from ambitions.games.arcs_campaign.fates import twisted_passage  # (it imports this module)

        return twisted_passage.slipstream_options(s, seat)
    if x < 0 or x == IN_PASSAGE or not has_upgrade(s, seat, SLIPSTREAM) or not s.adjacency[x]:
        return []
    i = x * s.n + seat
    groups = [(f, d) for f in range(s.fresh[i] + 1) for d in range(s.damaged[i] + 1) if f or d]
    out = [act("slipstream", "flagship")]
    out += [act("slipstream", f, d) for f, d in groups]
    imp_f, imp_d = s.imperial_fresh[x], s.imperial_damaged[x]
    if (imp_f or imp_d) and empire.commands(s, seat, x):
        ignores = empire.ignores_laws(s, seat)
        for f, d in groups:
            out += [
                act("slipstream", f, d, "imperial", gf, gd)
                for gf in range(imp_f + 1)
                for gd in range(imp_d + 1)
                if (gf or gd) and (ignores or gf + gd <= f + d)
            ]
    return out


def slipstream(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """The Slipstream Drive's Catapult move starts at the Flagship's system, as if its group had
    moved in from a starport (as the Seeker Golem's, F5-06), and goes on one system at a time
    (`movement.catapult_actions`), Imperial ships of ``imperial F D`` in the group. A Prelude
    action: no action pip."""
    x = s.flagship[seat]
    s.turn_flags.append(SLIPSTREAM_FLAG)
    if s.passages:
        s.turn_flags.append(SLIPSTREAM_LAUNCH)  # (its first step may break a gate, F22-03)
    s.pre_open = False
    if "acted" not in s.turn_flags:
        s.turn_flags.append("acted")
    if x == IN_PASSAGE:
        from ambitions.games.arcs_campaign.fates import twisted_passage  # (it imports this module)

        twisted_passage.slipstream_out(s, seat, a)
        return
    s.catapult_at = x
    s.catapult_imperial = (0, 0)
    s.catapult_path = [x]
    if a.args[0] == "flagship":
        s.catapult_fresh = s.catapult_damaged = 0
        s.turn_flags.append(RIDING_FLAG)
    else:
        s.catapult_fresh, s.catapult_damaged = int(a.args[0]), int(a.args[1])
        if len(a.args) == 5 and a.args[2] == "imperial":
            s.catapult_imperial = (int(a.args[3]), int(a.args[4]))  # (the Movement Law: listed)
    s.moved_fresh = [x] * s.catapult_fresh
    s.phase = Phase.CATAPULT


def riding(s: CampaignState, seat: int) -> bool:
    """True if `seat`'s Flagship is in the Catapult move's group."""
    return RIDING_FLAG in s.turn_flags and s.flagship[seat] == s.catapult_at >= 0


# -- gaining a Flagship (the board's back; CRB p.22) --------------------------------------------
def gain(
    s: CampaignState,
    seat: int,
    system: int,
    fresh_starports_on: Sequence[int] = (),
    fresh_cities_on: Sequence[int] = (),
) -> None:
    """`seat` gains a Flagship (Flagship board back, CRB p.22 "Flagships"), as a B Fate's Act II
    Setup side says ("gain a Flagship"):

    1. the Loyal Flagship piece goes to `system`, which must hold Loyal pieces of `seat` (the
       seat's choice);
    2. every Loyal city and starport of the seat on the map is replaced by a Free one of the
       same type, damaged ones staying damaged (as replaced pieces in Summits, CRB p.17); the
       Loyal ones go back to the seat's supply. Reading: with no Free piece of that type left
       in the supply, the Loyal building goes back all the same (it may not stay);
    3. the board, with the Fate's starting buildings: fresh starports on the Upgrades
       `fresh_starports_on`, fresh cities on `fresh_cities_on` (columns, e.g. the Hegemon's
       Defense Array and Slipstream Drive: ``(DEFENSE, SLIPSTREAM)``), from the seat's supply.

    Raises `IllegalAction` (changing nothing) for a seat that has one, a system without its
    Loyal pieces, or a column given twice."""
    if not 0 <= seat < s.n:
        raise IllegalAction(f"no seat {seat}")
    if has(s, seat):
        raise IllegalAction(f"seat {seat} already has a Flagship")
    if not 0 <= system < reach.NUM_SYSTEMS or not s.has_piece_at(system, seat):
        raise IllegalAction(f"the Flagship goes to a system with Loyal pieces of seat {seat}, not {system}")
    columns = list(fresh_starports_on) + list(fresh_cities_on)
    if len(set(columns)) != len(columns) or any(not 0 <= c < 6 for c in columns):
        raise IllegalAction(f"starting Upgrades must be distinct columns 0-5, not {columns}")
    for k, code in enumerate(s.slots):
        if code < 0 or code >> 2 != seat:
            continue
        city = (code >> 1) & 1 == CITY
        if city:
            pieces.return_city(s, seat)
        else:
            s.starports[seat] += 1
        s.slots[k] = EMPTY
        if city and s.free_cities > 0:
            s.free_cities -= 1
            s.slots[k] = building_code(FREE, CITY, bool(code & 1))
        elif not city and s.free_starports > 0:
            s.free_starports -= 1
            s.slots[k] = building_code(FREE, STARPORT, bool(code & 1))
    s.flagship[seat] = system
    for kind, cols in ((STARPORT, fresh_starports_on), (CITY, fresh_cities_on)):
        for c in cols:
            if kind == STARPORT and s.starports[seat] <= 0 or kind == CITY and s.cities_left[seat] <= 0:
                continue  # (the supply was just refilled by step 2: never short in play)
            _place(s, seat, c, kind, damaged=False)


def replenish_at_flagship(s: CampaignState, seat: int, total: int) -> int:
    """ "Replenish your fleet" at the Flagship (the Hegemon's Act II setup, Fates file): place
    ships from the supply in the Flagship's system until `seat` has `total` Loyal ships on the
    map, the Flagship not counted, as far as the supply allows. Returns the ships placed."""
    if not has(s, seat):
        raise IllegalAction(f"seat {seat} has no Flagship to replenish at")
    n = s.n
    on_map = sum(s.fresh[seat::n]) + sum(s.damaged[seat::n])
    placed = max(0, min(total - on_map, s.ships[seat]))
    s.fresh[s.flagship[seat] * n + seat] += placed
    s.ships[seat] -= placed
    return placed


def _place(s: CampaignState, seat: int, column: int, kind: int, damaged: bool) -> int:
    """Place a city or starport from the supply in the column's Upgrade, or its Armor."""
    j = column if slot(s, seat, column) == EMPTY else 6 + column
    s.flagship_board[seat * SLOTS + j] = building_code(seat, kind, damaged)
    if kind == CITY:
        s.cities_left[seat] -= 1
    else:
        s.starports[seat] -= 1
    return j


# -- building, repairing (CRB p.22) -------------------------------------------------------------
def planet_type(system: int) -> int:
    """The planet type of `system`, or -1 for a gate (no type)."""
    return -1 if reach.is_gate(system) else reach.PLANET_RESOURCE[system]


def buildable_columns(s: CampaignState, seat: int) -> list[int]:
    """Columns where `seat` may build now: the Upgrade if empty, else the Armor if empty over a
    fresh Upgrade, the Flagship at a planet of that slot's type (CRB p.22; the Hull's "Any
    Planet": a planet, not a gate)."""
    if not has(s, seat):
        return []
    here = planet_type(s.flagship[seat])
    if here < 0:
        return []
    out = []
    for c in range(6):
        up, armor = slot(s, seat, c), slot(s, seat, 6 + c)
        if up == EMPTY:
            want = UPGRADE_PLANET[c]
        elif armor == EMPTY and not up & 1:
            want = ARMOR_PLANET[c]
        else:
            continue
        if want in (ANY, here):
            out.append(c)
    return out


def build_targets(s: CampaignState, seat: int) -> list[tuple[str, str]]:
    """``(city|starport, column)`` on the board, and ``(ship, flagship)`` while the Flagship
    may build a ship this turn (1, or 2 with Ship Crane: CRB p.22, p.25)."""
    if not has(s, seat):
        return []
    out: list[tuple[str, str]] = []
    for c in buildable_columns(s, seat):
        if s.cities_left[seat] > 0:
            out.append(("city", COLUMNS[c]))
        if s.starports[seat] > 0:
            out.append(("starport", COLUMNS[c]))
    built = (SHIP_FLAG in s.turn_flags) + (SHIP_FLAG_2 in s.turn_flags)
    if s.ships[seat] > 0 and built < ships_per_turn(s, seat):
        out.append(("ship", "flagship"))
    return out


def ships_per_turn(s: CampaignState, seat: int) -> int:
    """1 ship per turn at the Flagship, whatever its starports; 2 with a Ship Crane (CRB p.22,
    p.25; each is a Build)."""
    return 2 if has_upgrade(s, seat, CRANE) else 1


def do_build(s: CampaignState, seat: int, what: str, where: str) -> None:
    """One of `build_targets` (unchecked). Placed damaged if the system is controlled by anyone
    but `seat` (base p12; CRB p.22 example: "A Rival controls the system, so it is placed
    damaged")."""
    system = s.flagship[seat]
    if system == IN_PASSAGE:
        _build_ship_in_passage(s, seat)
        return
    ctrl = s.controller(system)
    damaged = ctrl not in (-1, seat)
    if what == "ship":
        s.turn_flags.append(SHIP_FLAG_2 if SHIP_FLAG in s.turn_flags else SHIP_FLAG)
        if damaged and any(p.builds_fresh for p in powers.owned(s, seat)):
            damaged = False  # Hidden Harbors (L05): ships you build are fresh
        s.ships[seat] -= 1
        i = system * s.n + seat
        if damaged:
            s.damaged[i] += 1
        else:
            s.fresh[i] += 1
        return
    _place(s, seat, COLUMNS.index(where), CITY if what == "city" else STARPORT, damaged)


def _build_ship_in_passage(s: CampaignState, seat: int) -> None:
    """A ship built at the Flagship in the Twisted Passage (F22-05: a gate, a place for pieces;
    CRB p.22 "place ships in your Flagship's system") goes there, damaged if anyone else controls
    it (base p12). No board building there: it is no planet (`buildable_columns`)."""
    from ambitions.games.arcs_campaign.fates import twisted_passage  # (it imports this module)

    s.turn_flags.append(SHIP_FLAG_2 if SHIP_FLAG in s.turn_flags else SHIP_FLAG)
    damaged = twisted_passage.controller(s) not in (-1, seat)
    if damaged and any(p.builds_fresh for p in powers.owned(s, seat)):
        damaged = False  # Hidden Harbors (L05)
    s.ships[seat] -= 1
    twisted_passage.add_ships(s, seat, 0 if damaged else 1, 1 if damaged else 0)


def return_slipstream(s: CampaignState, seat: int) -> None:
    """Breaking Gates with the Slipstream Drive (F22-03, errata: "return the building used to
    Catapult (... the Flagship's Slipstream Drive Upgrade and its Armor)"): both back to `seat`'s
    supply, no Trophy, not harm."""
    for j in (6 + SLIPSTREAM, SLIPSTREAM):
        code = slot(s, seat, j)
        if code == EMPTY:
            continue
        s.flagship_board[seat * SLOTS + j] = EMPTY
        if (code >> 1) & 1 == CITY:
            pieces.return_city(s, seat)
        else:
            s.starports[seat] += 1


def repair_targets(s: CampaignState, seat: int) -> list[tuple[str, str]]:
    """``(upgrade|armor, column)`` for each damaged board building (CRB p.22)."""
    if not has(s, seat):
        return []
    out = []
    for j, code in enumerate(board(s, seat)):
        if code != EMPTY and code & 1:
            out.append(("upgrade" if j < 6 else "armor", COLUMNS[j % 6]))
    return out


def do_repair(s: CampaignState, seat: int, what: str, column: str) -> None:
    j = COLUMNS.index(column) + (0 if what == "upgrade" else 6)
    s.flagship_board[seat * SLOTS + j] &= ~1


# -- hits and destruction ------------------------------------------------------------------------
def _destroy(s: CampaignState, seat: int, j: int, taker: int) -> None:
    """A board building destroyed: a Trophy for `taker` (R15: no Outrage, no Ransack, CRB
    p.22, but base p14's Trophies), or back to its owner's supply (`taker` < 0; a city back on
    the player board may close resource slots, base p17: `pieces.return_city`)."""
    code = slot(s, seat, j)
    s.flagship_board[seat * SLOTS + j] = EMPTY
    city = (code >> 1) & 1 == CITY
    if taker == HUNGER:
        s.hunger[seat * 3 + (2 if city else 1)] += 1  # (onto Blight Hunger, F13-13)
    elif taker >= 0 and taker != seat:
        kind = CITY_PIECE if city else STARPORT_PIECE
        s.trophies[(taker * s.n + seat) * NUM_PIECE_KINDS + kind] += 1
    elif city:
        pieces.return_city(s, seat)
    else:
        s.starports[seat] += 1
    if j < 6 and slot(s, seat, 6 + j) != EMPTY:
        raise AssertionError("an Upgrade destroyed under its Armor")


def hit_column(s: CampaignState, seat: int, column: int, taker: int) -> None:
    """A hit on a column: its Armor, else its Upgrade; fresh -> damaged, damaged -> destroyed."""
    j = hit_slot(s, seat, column)
    i = seat * SLOTS + j
    if not s.flagship_board[i] & 1:
        s.flagship_board[i] |= 1
    else:
        _destroy(s, seat, j, taker)


def crisis_column(s: CampaignState, seat: int) -> int:
    """The column a Crisis hit goes to: the rightmost Armor, else the rightmost Upgrade (CRB
    p.24; R22 orders the columns); -1 with an empty board."""
    for j in list(range(11, 5, -1)) + list(range(5, -1, -1)):
        if slot(s, seat, j) != EMPTY:
            return j % 6
    return -1


def crisis_hits(s: CampaignState, seat: int, system: int) -> bool:
    """Whether `seat`'s Flagship takes a Crisis hit in `system` now: there, with no other fresh
    Loyal ship of the seat there (CRB p.24), before its damaged ships (R14: it is a fresh
    Loyal ship, CRB p.22, and fresh ships take hits first, p.18)."""
    return s.flagship[seat] == system and s.fresh[system * s.n + seat] == 0


def crisis_hit(s: CampaignState, seat: int, hunger: bool = False) -> None:
    """One Crisis hit on `seat`'s Flagship: its rightmost Armor, else rightmost Upgrade (CRB
    p.24); destroyed pieces go back to the supply (no battle, no Trophies), or onto Blight
    Hunger while it is held (`hunger`, F13-13). With an empty board nothing happens (R8: the
    piece cannot be removed)."""
    column = crisis_column(s, seat)
    if column >= 0:
        hit_column(s, seat, column, HUNGER if hunger else -1)


def intermission_destroy(s: CampaignState) -> None:
    """Intermission step D (CRB p.28; BRD C.8 D): every damaged Upgrade and Armor is destroyed,
    back to its owner's supply. (An Upgrade is never damaged under its Armor: hits take the
    Armor first and Armor is built over a fresh Upgrade only, CRB p.22-23.)"""
    for seat in range(s.n):
        if not has(s, seat):
            continue
        for j in range(SLOTS):
            code = slot(s, seat, j)
            if code != EMPTY and code & 1:
                s.flagship_board[seat * SLOTS + j] = EMPTY
                if (code >> 1) & 1 == CITY:
                    pieces.return_city(s, seat)
                else:
                    s.starports[seat] += 1


# -- Resettling (the C Fates, CRB p.25, R9) ------------------------------------------------------
NoBuilding = Callable[[CampaignState, int], bool]
"""A system whose planet has no building slots now (a Broken World, F11-03B)."""


def resettle_slots(s: CampaignState, no_building: NoBuilding | None = None) -> list[int]:
    """CRB p.25 Resettle step 2: the map's empty printed building slots in play; only if there
    is none, the slots of Free buildings (to be replaced). Reading (CRB p.25, "If there are
    none"): asked for each building in turn, the city first, as the text lists them, so a map
    with one empty slot takes the city there and the starport over a Free building."""
    printed = [
        k
        for k in range(reach.NUM_PRINTED_SLOTS)
        if s.in_play[reach.SLOT_SYSTEM[k]] and not (no_building and no_building(s, reach.SLOT_SYSTEM[k]))
    ]
    empty = [k for k in printed if s.slots[k] == EMPTY]
    return empty or [k for k in printed if s.slots[k] >> 2 == FREE]


def resettle_fleet(s: CampaignState, seat: int) -> int:
    """CRB p.25 Resettle step 3: how many ships go to the map (8 Loyal ships on it at most,
    as the supply allows)."""
    on_map = sum(s.fresh[seat :: s.n]) + sum(s.damaged[seat :: s.n])
    return max(0, min(8 - on_map, s.ships[seat]))


def resettle(
    s: CampaignState,
    seat: int,
    city_slot: int,
    starport_slot: int,
    ships: Iterable[int],
    no_building: NoBuilding | None = None,
) -> None:
    """Resettle (CRB p.25 "Resettling Flagships"; R9):

    1. the board is cleared (its cities and starports back to the supply) and returned to the
       box; the Flagship piece is replaced by a Loyal ship (R9: CRB p.25, not the board back);
    2. 1 city in `city_slot`, then 1 starport in `starport_slot`, each in an empty printed
       building slot of the map, or only if the map has no empty one left, a Free building's
       (replaced: the Free building back to its supply; `resettle_slots`); -1 for a building
       the supply lacks or no slot takes;
    3. `ships`: the systems (with Loyal pieces after steps 1-2) where ships go until the seat
       has 8 Loyal ships on the map, one system per ship; exactly as many as needed and the
       supply allows.

    `no_building` names systems with no building slots (Broken Worlds). Raises `IllegalAction`
    (changing nothing) if a choice breaks these."""
    if not has(s, seat):
        raise IllegalAction(f"seat {seat} has no Flagship to Resettle")
    ship_list = list(ships)
    for t in (s.clone(), s):  # (the clone raises first, changing nothing)
        resettle_buildings(t, seat, city_slot, starport_slot, no_building)
        resettle_ships(t, seat, ship_list)


def resettle_buildings(
    t: CampaignState,
    seat: int,
    city_slot: int | None,
    starport_slot: int | None,
    no_building: NoBuilding | None = None,
) -> None:
    """Resettle steps 1 and 2 (`resettle`, which checks and calls this and `resettle_ships`); a
    building whose slot is None is left out (the question asking for it, `fates.resettle_setup`)."""
    # 1.
    for j in range(SLOTS):
        code = slot(t, seat, j)
        if code != EMPTY:
            t.flagship_board[seat * SLOTS + j] = EMPTY
            if (code >> 1) & 1 == CITY:
                pieces.return_city(t, seat)
            else:
                t.starports[seat] += 1
    where = t.flagship[seat]
    t.flagship[seat] = -1
    if t.ships[seat] > 0:
        t.ships[seat] -= 1
        if where == IN_PASSAGE:
            t.passage_pieces[2 * seat] += 1  # (a fresh ship in the Twisted Passage, F22-05)
        else:
            t.fresh[where * t.n + seat] += 1
    # 2.
    for k, kind in ((city_slot, CITY), (starport_slot, STARPORT)):
        if k is None:
            continue
        allowed = resettle_slots(t, no_building)
        supply = t.cities_left[seat] if kind == CITY else t.starports[seat]
        if k == -1 and (supply <= 0 or not allowed):
            continue
        if k not in allowed or supply <= 0:
            raise IllegalAction(
                f"slot {k}: an empty printed building slot (a Free building's only when none is "
                "empty), -1 only when the supply or the map has none"
            )
        code = t.slots[k]
        if code != EMPTY:
            if (code >> 1) & 1 == CITY:
                t.free_cities += 1
            else:
                t.free_starports += 1
        if kind == CITY:
            t.cities_left[seat] -= 1
        else:
            t.starports[seat] -= 1
        t.slots[k] = building_code(seat, kind, False)


def resettle_ships(t: CampaignState, seat: int, ship_list: list[int]) -> None:
    """Resettle step 3 (`resettle`)."""
    n = t.n
    wanted = resettle_fleet(t, seat)
    if len(ship_list) != wanted:
        raise IllegalAction(f"Resettling places {wanted} ships here, not {len(ship_list)}")
    for x in ship_list:
        if not 0 <= x < reach.NUM_SYSTEMS or not t.has_piece_at(x, seat):
            raise IllegalAction(f"ships go to systems with Loyal pieces, not {x}")
        t.ships[seat] -= 1
        t.fresh[x * n + seat] += 1


# -- views ---------------------------------------------------------------------------------------
def view(s: CampaignState) -> list[dict[str, object]]:
    """Each Flagship, public (CRB p.22: the piece and the board are on the table)."""
    out: list[dict[str, object]] = []
    for seat in range(s.n):
        if not has(s, seat):
            continue
        slots: dict[str, object] = {}
        for j, code in enumerate(board(s, seat)):
            if code != EMPTY:
                kind = "city" if (code >> 1) & 1 == CITY else "starport"
                slots[f"{'upgrade' if j < 6 else 'armor'}-{COLUMNS[j % 6]}"] = {
                    "kind": kind,
                    "damaged": bool(code & 1),
                }
        out.append({"seat": seat, "system": system_id(s.flagship[seat]), "board": slots})
    return out


# -- positions -----------------------------------------------------------------------------------
def load_position(s: CampaignState, raw: object, seats: Sequence[object]) -> None:
    """Read ``campaign.flagships`` (the form `view` gives): a list of ``{"seat": 0, "system":
    "3.3", "board": {"upgrade-hull": {"kind": "city", "damaged": false}, ...}}``. Board
    buildings come out of the seat's supply unless ``seats[p]`` gives it. Raises
    `InvalidRecord` naming the field for a board play cannot reach (an Armor over an empty
    Upgrade or a damaged one built after it is impossible to tell apart: only the empty one is
    refused; two Flagships for a seat; a piece in a system out of play). Loyal buildings on the
    map are not refused: a Flagship owner builds none there, but receives them by a Rival's Cede
    Control (CRB p.17) or builds them by lore (CRB p.25)."""
    if raw is None:
        return
    if not isinstance(raw, list):
        raise InvalidRecord(f"campaign.flagships must be a list, not {shorten(raw, 80)}")
    seen: set[int] = set()
    for i, item in enumerate(raw):
        field = f"campaign.flagships[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"seat", "system", "board"}:
            raise InvalidRecord(f"{field} must be an object with seat, system, board: {shorten(item, 60)}")
        seat = item.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < s.n or seat in seen:
            raise InvalidRecord(f"{field}.seat must be a seat with no other Flagship, not {shorten(seat, 9)}")
        seen.add(seat)
        sid = item.get("system")
        if sid == PASSAGE_ID:  # (the Twisted Passage: the loader checks it is in play, F22-05)
            s.flagship[seat] = IN_PASSAGE
        elif sid not in reach.SYSTEM_IDS or not s.in_play[reach.SYSTEM_IDS.index(sid)]:
            raise InvalidRecord(f"{field}.system must be a system in play like '3.3', not {shorten(sid, 20)}")
        else:
            s.flagship[seat] = reach.SYSTEM_IDS.index(str(sid))
        slots = item.get("board") or {}
        if not isinstance(slots, Mapping):
            raise InvalidRecord(f"{field}.board must be an object, not {shorten(slots, 80)}")
        given = seats[seat] if seat < len(seats) and isinstance(seats[seat], Mapping) else {}
        assert isinstance(given, Mapping)
        for name, b in slots.items():
            f = f"{field}.board.{name}"
            level, _, column = str(name).partition("-")
            if level not in ("upgrade", "armor") or column not in COLUMNS:
                raise InvalidRecord(f"{f}: a slot like 'upgrade-hull', 'armor-crane' ({', '.join(COLUMNS)})")
            if not isinstance(b, Mapping) or set(b) - {"kind", "damaged"}:
                raise InvalidRecord(f"{f} must be an object with kind and damaged, not {shorten(b, 80)}")
            kind, damaged = b.get("kind"), b.get("damaged", False)
            if kind not in ("city", "starport") or not isinstance(damaged, bool):
                raise InvalidRecord(f"{f} must be a 'city' or 'starport', damaged true or false")
            j = COLUMNS.index(column) + (6 if level == "armor" else 0)
            code = CITY if kind == "city" else STARPORT
            s.flagship_board[seat * SLOTS + j] = building_code(seat, code, damaged)
            supply = "cities_left" if code == CITY else "starports"
            if given.get(supply) is None:
                getattr(s, supply)[seat] -= 1
                if getattr(s, supply)[seat] < 0:
                    raise InvalidRecord(f"{f}: seat {seat} has no {kind} left for it (CRB p.22: supply)")
        for c in range(6):
            if slot(s, seat, 6 + c) != EMPTY and slot(s, seat, c) == EMPTY:
                raise InvalidRecord(
                    f"{field}.board.armor-{COLUMNS[c]}: Armor over an empty Upgrade (CRB p.22: "
                    "Armor is built over a fresh Upgrade)"
                )
            if slot(s, seat, 6 + c) != EMPTY and slot(s, seat, c) & 1:
                raise InvalidRecord(
                    f"{field}.board.upgrade-{COLUMNS[c]}: damaged under its Armor (hits take the "
                    "Armor first, CRB p.23; Armor is built over a fresh Upgrade, p.22)"
                )


def problems(s: CampaignState) -> list[str]:
    """What a Flagship board must keep (`invariants`): no Armor over an empty or damaged
    Upgrade, a board only with a Flagship, buildings of the board's owner."""
    out: list[str] = []
    if RIDING_FLAG in s.turn_flags and (s.turn_seat < 0 or s.flagship[s.turn_seat] != s.catapult_at):
        out.append("the Flagship rides a Catapult move it is not in")
    if MOVED_FLAG in s.turn_flags and Phase.CATAPULT not in (s.phase, s.resume_phase):
        out.append("the Flagship is marked as moving outside a move")
    if SPRINTER_FLAG in s.turn_flags:
        seat = s.turn_seat
        waits = any(c[0] == seat and c[1] == SPRINTER_QUESTION for c in s.choices)
        if seat < 0 or not has(s, seat) or not (waits or arcs_lore.SPRINTING in s.turn_flags):
            out.append("the Flagship may move again (Sprinter Drives) outside its question")
    if len(s.flagship) != s.n or len(s.flagship_board) != SLOTS * s.n:
        return [f"Flagship lists of {len(s.flagship)} and {len(s.flagship_board)} entries"]
    for seat in range(s.n):
        b = board(s, seat)
        if not has(s, seat):
            if any(code != EMPTY for code in b):
                out.append(f"seat {seat} has buildings on a Flagship board but no Flagship")
            continue
        if not (0 <= s.flagship[seat] < reach.NUM_SYSTEMS or s.flagship[seat] == IN_PASSAGE and s.passages):
            out.append(f"seat {seat}'s Flagship in system {s.flagship[seat]}")
        for j, code in enumerate(b):
            if code != EMPTY and code >> 2 != seat:
                out.append(f"seat {seat}'s Flagship board holds another's building in slot {j}")
        for c in range(6):
            if b[6 + c] != EMPTY and (b[c] == EMPTY or b[c] & 1):
                out.append(f"seat {seat}'s {NAMES[c]} Armor over an empty or damaged Upgrade")
    return out


def board_buildings(s: CampaignState, seat: int) -> tuple[int, int]:
    """(starports, cities) on `seat`'s board (pieces conserved: `invariants`)."""
    b = board(s, seat)
    ports = sum(1 for code in b if code != EMPTY and (code >> 1) & 1 == STARPORT)
    return ports, sum(1 for code in b if code != EMPTY and (code >> 1) & 1 == CITY)
