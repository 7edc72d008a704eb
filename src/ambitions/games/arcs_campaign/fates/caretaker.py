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

Readings and what is not here yet are in docs/campaign.md ("Readings taken", "What remains"):
raiding Golems from the Hearth, and a Rival's Golem
filling one of their resource slots (held Golems are counted only when choosing who takes one).
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import flow as arcs_flow
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState, Phase
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

GOLEM_BEACON = "F5-02"
GOLEM_HEARTH = "F5-03"
STONE_SPEAKERS = "F5-04"
GOLEMS = ("warrior", "protector", "seeker", "harvester")
"""The 4 Golem tokens (`CampaignState.golems` indexes)."""
HELD = 100
"""`CampaignState.golems`: ``HELD + seat`` for a Golem a seat holds (the Caretaker's on Golem
Hearth); a system index for one on the map; -1 out of play."""
ACTIONS_NOW = ("warrior", "protector", "seeker", "harvester")
"""Golem actions offered."""


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


# -- Golem Actions (F5-05, F5-06) ------------------------------------------------------------------
def _empty_slots(s: CampaignState, seat: int) -> int:
    return s.open_slots(seat) - len(resources.held(s, seat)) - len(held(s, seat))


def receivers(s: CampaignState, seat: int) -> list[int]:
    """Who may take a spent Golem: a Rival with an empty resource slot, else the spender."""
    rivals = [p for p in range(s.n) if p != seat and _empty_slots(s, p) > 0]
    return rivals or [seat]


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
            if name == "warrior":
                systems = [x for x in range(reach.NUM_SYSTEMS) if _damaged_ships(s, x)]
                out += [act("golem", name, reach.SYSTEM_IDS[x], r) for x in systems]
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


def spend(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """The Golem's action; then it goes Sleeping to the receiver (F5-05); the Caretaker
    advances 2 (Use the Golems)."""
    name = str(a.args[0])
    g = GOLEMS.index(name)
    n = s.n
    if name == "warrior":
        # Destroy all damaged ships in one system: back to their owners' supplies (no Trophies).
        x = reach.SYSTEM_INDEX[str(a.args[1])]
        for p in range(n):
            s.ships[p] += s.damaged[x * n + p]
            s.damaged[x * n + p] = 0
        s.imperial_ships += s.imperial_damaged[x]
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
    s.golems[g] = HELD + int(a.args[-1])
    s.golem_awake[g] = False
    caretaker = objective.holder(s, "F5")
    if caretaker >= 0:
        objective.advance(s, caretaker, 2)


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
    public if a player holds it"). Listed in a fixed order that reveals nothing."""
    out: list[dict[str, object]] = []
    for g in sorted(range(len(s.golems)), key=lambda g: (s.golems[g], g if s.golem_awake[g] else 0)):
        x = s.golems[g]
        if x < 0:
            continue
        shown = omniscient or s.golem_awake[g] or (x >= HELD and x - HELD == seat)
        where: dict[str, object] = {"holder": x - HELD} if x >= HELD else {"system": reach.SYSTEM_IDS[x]}
        out.append({**where, "awake": s.golem_awake[g], "golem": GOLEMS[g] if shown else None})
    return out


# -- Stone-Speakers (F5-04) ------------------------------------------------------------------------
def on_declare(s: CampaignState, seat: int) -> None:
    """"When you declare an ambition, you may end your turn immediately": ``choose end-turn``
    or ``choose go-on``."""
    if STONE_SPEAKERS in s.guild[seat] and s.turn_seat == seat:
        push_choice(s, seat, STONE_SPEAKERS, "end?")


def _speakers_options(s: ArcsState, choice: Choice) -> list[Args]:
    return [("end-turn",), ("go-on",)]


def _speakers_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """Ending the turn: take every Golem the Rivals hold (each keeps its side; reading: "any"
    Golems, all of them), end the turn, then roll the event die: a Crisis face resolves the
    Crises (CRB p.18), an Edict face nothing (the card: "Don't resolve Edicts")."""
    assert isinstance(s, CampaignState)
    if args[0] != "end-turn":
        return
    seat = choice[0]
    for g in range(len(s.golems)):
        if s.golems[g] >= HELD and s.golems[g] != HELD + seat:
            s.golems[g] = HELD + seat
    s.pips = 0
    arcs_flow._end_turn(s)
    then = s.phase  # the next turn (or the seat's elimination)
    s.phase = CampaignPhase.RESOLVE
    s.resume_phase = ""
    s.steps += [("roll", -1), ("stone-speakers", -1), ("resume", -1, then)]


SPEAKERS = Power(STONE_SPEAKERS, "Stone-Speakers", choice_options=_speakers_options, choose=_speakers_choose)
