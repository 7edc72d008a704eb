"""F5 Caretaker, Act I (Fates file "F5 — Caretaker"; card texts F5-01A/B, F5-02, F5-03, F5-05,
F5-06).

Setup (F5-01A): gain Golem Beacon (F5-02), Golem Hearth (F5-03) and Stone-Speakers (F5-04); the
4 Sleeping Golem tokens, shuffled (a chance event, ``golems seeker warrior harvester
protector``), go one on each gate of the clusters without Imperial ships, in cluster order.
Objective (F5-01B): *Find the Golems*: each ambition won advances 2 per Golem you have; *Use
the Golems*: 2 each time any player spends a Golem in their Prelude.

* Golem Beacon, ``awaken``: Awaken (Influence), a new action in place of Influence: the Golems
  at gates you control go onto Golem Hearth, Awake if you are winning a declared ambition.
* Golem Hearth holds any number of Golems; its Crisis (a Fate Crisis) wakes every Sleeping
  Golem not on the map.
* Golem Actions (F5-06), in a Prelude, spending an Awake Golem you hold: ``golem warrior 3.3 2``
  (destroy every damaged ship there), ``golem protector 2`` (repair ships), ``golem seeker 3.3
  2 0 2`` (a Catapult move of 2 fresh, 0 damaged ships from 3.3), ``golem harvester relic 2``
  (gain a resource); the last number is the Rival who takes the spent Golem, Sleeping,
  into an empty resource slot (your own seat if no Rival has one: you keep it) (F5-05).

* Stone-Speakers (F5-04): on declaring, ``choose end-turn`` ends the turn at once, takes the
  Rivals' Golems, and rolls the event die (``eventroll``): a Crisis face resolves the Crises.

Hidden: a Sleeping Golem's identity (on the map: nobody's; held: its holder's only).

Golems in resource slots (F5-05): a Golem held by a seat without Golem Hearth fills one of its
resource slots (`CampaignState.open_slots` counts them; they sit in the rightmost open slots,
Awake ones first, in Golem order, then Sleeping ones: where each sits shows nothing hidden). A
seat whose board overflows may discard a Golem instead of a resource (``discard golem warrior
2``, ``discard golem sleeping 2``): it goes Sleeping to that Rival's empty slot; with no Rival
to take it, it cannot be discarded ("else you keep it"). A seat takes a Golem (a raid, Stone-
Speakers) only into a slot that can hold it: its board's open slots, once its resources there
are discarded.

Raiding (base p16; F5-03 "Golems on this card have a raid cost of 2 keys each"): ``steal golem
warrior 2`` takes an Awake Golem, ``steal golem sleeping 1`` a Sleeping one (which one of them
is hidden from the raider), for 2 keys from Golem Hearth or the keys of the slot it fills
elsewhere; it keeps its side. Golems are not resources, so powers that protect resources do
not protect them (reading).

Readings are listed in docs/campaign.md ("Readings taken").
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import flow as arcs_flow
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import EMPTY, NUM_PIECE_KINDS, RESOURCE_SLOTS, SHIP, ArcsState, Phase
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.fates import ceasefires, objective, twisted_passage
from ambitions.games.arcs_campaign.state import (
    GOLEM_HEARTH,
    GOLEM_HELD,
    NEUTRAL_PIECES,
    CampaignPhase,
    CampaignState,
)

GOLEM_BEACON = "F5-02"
STONE_SPEAKERS = "F5-04"
GOLEMS = ("warrior", "protector", "seeker", "harvester")
"""The 4 Golem tokens (`CampaignState.golems` indexes)."""
HELD = GOLEM_HELD
"""`CampaignState.golems`: ``HELD + seat`` for a Golem a seat holds (the Caretaker's on Golem
Hearth); a system index for one on the map; -1 out of play."""
ACTIONS_NOW = ("warrior", "protector", "seeker", "harvester")
"""Golem actions offered."""
HEARTH_RAID_COST = 2
"""F5-03: "Golems on this card have a raid cost of 2 keys each"."""
_IMPERIAL_SHIP = NEUTRAL_PIECES.index("imperial-ship")


def setup(s: CampaignState, seat: int) -> None:
    s.lore[seat] += [GOLEM_BEACON, GOLEM_HEARTH]
    s.guild[seat].append(STONE_SPEAKERS)


def golem_gates(s: CampaignState) -> list[int]:
    """The gates of the clusters without Imperial ships, in cluster order (F5-01A)."""
    out = []
    for gate in reach.GATE_INDEXES:
        cluster = range(gate, gate + 4)
        if s.in_play[gate] and not any(s.imperial_fresh[x] + s.imperial_damaged[x] for x in cluster):
            out.append(gate)
    return out


def shuffle_problem(s: CampaignState, order: list[str]) -> str | None:
    if sorted(order) != sorted(GOLEMS):
        return "golems takes an order of warrior, protector, seeker and harvester"
    return None


def place_golems(s: CampaignState, order: list[str]) -> None:
    """One Sleeping Golem on each gate of `golem_gates` (more gates than Golems: the first 4)."""
    s.golems = [-1] * 4
    s.golem_awake = [False] * 4
    for gate, name in zip(golem_gates(s), order, strict=False):
        s.golems[GOLEMS.index(name)] = gate


def held(s: CampaignState, seat: int) -> list[int]:
    return [g for g in range(4) if s.golems and s.golems[g] == HELD + seat]


def chapter_end(s: CampaignState, seat: int) -> None:
    """Find the Golems: 2 per Golem held, for each ambition won."""
    objective.advance(s, seat, 2 * len(held(s, seat)) * len(objective.ambitions_won(s, seat)))


# -- Golem Beacon (F5-02) --------------------------------------------------------------------------
def awaken_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """``awaken`` (paid as Influence), if a Golem is at a gate you control."""
    if GOLEM_BEACON not in s.lore[seat]:
        return []
    if not any(0 <= x < HELD and s.controller(x) == seat for x in s.golems):
        return []
    return [act("awaken")]


def awaken(s: CampaignState, seat: int) -> None:
    wake = objective.winning_now(s, seat)
    for g in range(4):
        x = s.golems[g]
        if 0 <= x < HELD and s.controller(x) == seat:
            s.golems[g] = HELD + seat
            s.golem_awake[g] = wake


# -- Golem Hearth (F5-03) --------------------------------------------------------------------------
def hearth_crisis(s: CampaignState) -> None:
    """Every Sleeping Golem not on the map flips Awake."""
    for g in range(4):
        if s.golems and s.golems[g] >= HELD:
            s.golem_awake[g] = True


# -- Golems in resource slots (F5-05) ------------------------------------------------------------
def board_room(s: CampaignState, seat: int) -> int:
    """`seat`'s empty open board slots: where a Golem given to it goes (F5-05 "an empty resource
    slot"; reading: a board slot, not a card's)."""
    base = seat * RESOURCE_SLOTS
    return sum(1 for k in range(s.open_slots(seat)) if s.resources[base + k] == EMPTY)


def can_take(s: CampaignState, seat: int) -> bool:
    """True if `seat` has a place for one more Golem: Golem Hearth, or a board slot not filled
    by a Golem (a resource there is discarded to make room, as for a gained resource)."""
    return s.on_hearth(seat) or s.slot_golems(seat) < s.board_slots(seat)


def slot_order(s: CampaignState, seat: int) -> list[int]:
    """`seat`'s Golems in its resource slots, leftmost first: Awake ones, then Sleeping ones,
    each in Golem order (only public facts decide the order)."""
    if s.on_hearth(seat):
        return []
    return sorted(held(s, seat), key=lambda g: (not s.golem_awake[g], g))


def slot_of(s: CampaignState, seat: int, g: int) -> int:
    """The board slot Golem `g` fills (the rightmost open ones; -1 on Golem Hearth)."""
    order = slot_order(s, seat)
    if g not in order:
        return -1
    return min(s.open_slots(seat) + order.index(g), s.board_slots(seat) - 1)


def raid_cost(s: CampaignState, seat: int, g: int) -> int:
    """Keys to raid Golem `g` from `seat`: 2 on Golem Hearth (F5-03), else its slot's."""
    k = slot_of(s, seat, g)
    return HEARTH_RAID_COST if k < 0 else resources.RAID_COST[k]


def label(s: CampaignState, g: int) -> str:
    """How a Golem is named in actions: its name if Awake, ``sleeping`` if not (hidden)."""
    return GOLEMS[g] if s.golem_awake[g] else "sleeping"


def move(s: CampaignState, g: int, seat: int, awake: bool) -> None:
    """Golem `g` goes to `seat`, on the side given. In a slot, it takes the rightmost open one:
    resources there are rearranged, and those with no room left are discarded by the seat's
    choice, as for a gained resource (base p17)."""
    s.golems[g] = HELD + seat
    s.golem_awake[g] = awake
    resources.refit(s, seat)


def receivers(s: CampaignState, seat: int) -> list[int]:
    """Who may take a spent or discarded Golem: a Rival with an empty resource slot, else the
    spender (F5-05 "else you keep it")."""
    rivals = [p for p in range(s.n) if p != seat and board_room(s, p) > 0]
    return rivals or [seat]


def discard_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """A board that overflows (Arcs' ``discard``): a Golem in a slot may be discarded instead of
    a resource, to a Rival with an empty slot (F5-05); none, and it cannot be."""
    order = slot_order(s, seat)
    to = [p for p in receivers(s, seat) if p != seat]
    labels = sorted({label(s, g) for g in order})
    return [act("discard", "golem", name, r) for name in labels for r in to]


def discard(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """The Golem goes Sleeping to the Rival named; the resource waiting for room takes its slot."""
    item = s.discard_queue.pop(0)
    g = _find(s, seat, str(a.args[1]))
    move(s, g, int(a.args[2]), False)
    resources.put(s, seat, item % 8)


def _find(s: CampaignState, seat: int, name: str, cost: int = -1) -> int:
    """A Golem `seat` holds answering to `name` (and `cost` keys to raid, if given)."""
    for g in slot_order(s, seat) or held(s, seat):
        if label(s, g) == name and (cost < 0 or raid_cost(s, seat, g) == cost):
            return g
    raise ValueError(f"seat {seat} holds no Golem {name}")


def raid_options(s: CampaignState, defender: int, raider: int, keys: int) -> list[tuple[str, str, int]]:
    """``("golem", name, cost)`` for each Golem of `defender` the keys left can take, if the
    raider has a place for it (distinct by name and cost)."""
    if not s.golems or not can_take(s, raider):
        return []
    found = {(label(s, g), raid_cost(s, defender, g)) for g in held(s, defender)}
    return [("golem", name, cost) for name, cost in sorted(found) if cost <= keys]


def steal(s: CampaignState, defender: int, raider: int, name: str, cost: int) -> None:
    """The raider takes the Golem, on the side it shows."""
    g = _find(s, defender, name, cost)
    move(s, g, raider, s.golem_awake[g])
    s.battle_keys -= cost


# -- Golem Actions (F5-06) -------------------------------------------------------------------------
def golem_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Prelude: spend an Awake Golem you hold for its action."""
    if not s.golems or not s.prelude_open or s.turn_seat != seat:
        return []
    out: list[ArcsAction] = []
    to = receivers(s, seat)
    n = s.n
    for g in held(s, seat):
        name = GOLEMS[g]
        if not s.golem_awake[g] or name not in ACTIONS_NOW:
            continue
        for r in to:
            # Spent for no effect: it is still spent ("Use the Golems" counts it; F5-01B).
            out.append(act("golem", name, "none", r))
            if name == "warrior":
                out += [act("golem", name, reach.SYSTEM_IDS[x], r) for x in range(reach.NUM_SYSTEMS)
                        if _damaged_ships(s, x) and _may_destroy(s, seat, x)
                        and (not s.ceasefires or ceasefires.may_harm(s, seat, x, "ships"))]  # fmt: skip
            elif name == "protector":
                if any(s.damaged[x * n + seat] for x in range(reach.NUM_SYSTEMS)):
                    out.append(act("golem", name, r))
            elif name == "seeker":
                for x in range(reach.NUM_SYSTEMS):
                    f, d = s.fresh[x * n + seat], s.damaged[x * n + seat]
                    if s.adjacency[x]:
                        out += [act("golem", name, reach.SYSTEM_IDS[x], gf, gd, r)
                                for gf in range(f + 1) for gd in range(d + 1) if gf + gd]  # fmt: skip
            else:
                out += [act("golem", name, res, r) for i, res in enumerate(arcs_data.RESOURCES)
                        if s.resource_supply[i] > 0]  # fmt: skip
    return out


def _damaged_ships(s: CampaignState, system: int) -> int:
    n = s.n
    return sum(s.damaged[system * n : (system + 1) * n]) + s.imperial_damaged[system]


def _may_destroy(s: CampaignState, seat: int, system: int) -> bool:
    """The Warrior destroys every damaged ship there, so only where `seat` may harm them all:
    the Truce Law (CRB p.11) keeps a Regent from harming Imperial ships, and Rival Regents'
    ships in a system with Imperial ships (Imperial Officers, F7-02, ignores it)."""
    if not empire.is_regent(s, seat) or empire.ignores_laws(s, seat):
        return True
    if s.imperial_damaged[system]:
        return False
    if not empire.imperial_ships_at(s, system):
        return True
    n = s.n
    return not any(s.damaged[system * n + p] and empire.is_regent(s, p) for p in range(n) if p != seat)


def spend(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """The Golem's action; then it goes Sleeping to the receiver (F5-05); the Caretaker
    advances 2 (Use the Golems)."""
    name = str(a.args[0])
    g = GOLEMS.index(name)
    n = s.n
    # Spent like a resource (F5-05): it leaves first, Sleeping, for the receiver's slot (so a
    # resource the Harvester gains may take the slot it left).
    move(s, g, int(a.args[-1]), False)
    caretaker = objective.holder(s, "F5")
    if caretaker >= 0:
        objective.advance(s, caretaker, 2)
    if a.args[1] == "none":
        return
    if name == "warrior":
        # Destroy every damaged ship in one system: the spender's own back to its supply, a
        # Rival's and Imperial ones taken as Trophies (base p7 "If you destroy a Rival's
        # pieces, put them in the Trophies box"; CRB p.11 Imperial ships).
        x = reach.SYSTEM_INDEX[str(a.args[1])]
        ceasefires.pay(s, seat, x, "ships")  # (Ceasefires, F15-08: destroying is harm)
        for p in range(n):
            count = s.damaged[x * n + p]
            s.damaged[x * n + p] = 0
            if p == seat:
                twisted_passage.destroyed(s, p, count)  # (or onto The Dead Live, F22-04)
            else:
                s.trophies[(seat * n + p) * NUM_PIECE_KINDS + SHIP] += count
        s.neutral_trophies[seat * len(NEUTRAL_PIECES) + _IMPERIAL_SHIP] += s.imperial_damaged[x]
        s.imperial_damaged[x] = 0
    elif name == "protector":
        # Repair any ships of your choice. Reading: all of your own damaged ships.
        for x in range(reach.NUM_SYSTEMS):
            s.fresh[x * n + seat] += s.damaged[x * n + seat]
            s.damaged[x * n + seat] = 0
    elif name == "seeker":
        # "Take a Catapult move from one system": the chosen ships go on as a Catapult move
        # from there (reading: as if they had moved in from a starport), one system at a time.
        x = reach.SYSTEM_INDEX[str(a.args[1])]
        s.catapult_at = x
        s.catapult_fresh, s.catapult_damaged = int(a.args[2]), int(a.args[3])
        s.catapult_imperial = (0, 0)
        s.catapult_path = [x]
        s.moved_fresh = [x] * s.catapult_fresh
        s.phase = Phase.CATAPULT
    else:
        resources.gain(s, seat, arcs_data.RESOURCES.index(str(a.args[1])))


def begin_shuffle(s: CampaignState) -> bool:
    """After the Fates are revealed: True (and the chance node set) if the Caretaker's Golems
    are to be shuffled onto the map."""
    if "F5" not in s.fates:
        return False
    s.phase = CampaignPhase.CHANCE_GOLEMS
    return True


def view(s: CampaignState, seat: int | None, omniscient: bool = False) -> list[dict[str, object]]:
    """The Golems as `seat` may see them: where each is, Awake or Sleeping; a Sleeping Golem's
    name only to the seat holding it (its Sleeping side hides it; F5-05 "Its Awake side is
    public if a player holds it"). A Golem in a resource slot names it (``slot``: an index of
    the holder's board slots; `slot_of`). Listed in a fixed order that reveals nothing."""
    out: list[dict[str, object]] = []

    def where_of(g: int) -> tuple[int, int]:
        x = s.golems[g]
        return x, slot_of(s, x - HELD, g) if x >= HELD else -1

    for g in sorted(range(len(s.golems)), key=lambda g: (*where_of(g), g if s.golem_awake[g] else 0)):
        x, k = where_of(g)
        if x < 0:
            continue
        shown = omniscient or s.golem_awake[g] or (x >= HELD and x - HELD == seat)
        where: dict[str, object] = {"holder": x - HELD} if x >= HELD else {"system": reach.SYSTEM_IDS[x]}
        if k >= 0:
            where["slot"] = k
        out.append({**where, "awake": s.golem_awake[g], "golem": GOLEMS[g] if shown else None})
    return out


# -- Stone-Speakers (F5-04) ------------------------------------------------------------------------
def on_declare(s: CampaignState, seat: int) -> None:
    """ "When you declare an ambition, you may end your turn immediately": ``choose end-turn``
    or ``choose go-on``. Reading: not while a battle is under way (an ambition declared as a
    battle's raid secures Populist Demands, CC11): the battle's hits and raid still to resolve
    cannot be cut short, so the turn goes on (docs/campaign.md "Readings taken")."""
    if STONE_SPEAKERS in s.guild[seat] and s.turn_seat == seat and s.battle_system < 0:
        push_choice(s, seat, STONE_SPEAKERS, "end?")


def _speakers_options(s: ArcsState, choice: Choice) -> list[Args]:
    return [("end-turn",), ("go-on",)]


def _speakers_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """Ending the turn: take every Golem the Rivals hold (each keeps its side; reading: "any"
    Golems, all of them that the seat has a place for: `can_take`), end the turn, then roll the
    event die: a Crisis face resolves the Crises (CRB p.18), an Edict face nothing (the card:
    "Don't resolve Edicts")."""
    assert isinstance(s, CampaignState)
    if args[0] != "end-turn":
        return
    seat = choice[0]
    for g in range(len(s.golems)):
        if s.golems[g] >= HELD and s.golems[g] != HELD + seat and can_take(s, seat):
            move(s, g, seat, s.golem_awake[g])
    s.pips = 0
    arcs_flow._end_turn(s)
    then = s.phase  # the next turn (or the seat's elimination)
    s.phase = CampaignPhase.RESOLVE
    s.resume_phase = ""
    s.steps += [("roll", -1), ("stone-speakers", -1), ("resume", -1, then)]


SPEAKERS = Power(STONE_SPEAKERS, "Stone-Speakers", choice_options=_speakers_options, choose=_speakers_choose)
