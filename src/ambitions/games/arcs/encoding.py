"""Arcs' fixed encodings for reinforcement learning: an action index and an observation tensor.

Loaded only by `ambitions.rl` (the spec names it as ``ambitions.games.arcs.encoding:ENCODINGS``),
so the engine never imports numpy; this is the one Arcs module that does.

**Action index.** Every decision Arcs can ever offer a seat, base game and Leaders & Lore, has one
index in ``0 .. num_actions - 1`` (chance outcomes are not decisions: the environment resolves
them). The space is a list of *families*, each an action kind with a fixed sequence of argument
*domains*; a family's indexes are the mixed-radix numbers of its arguments' positions in their
domains, the last argument varying fastest, after the family's offset. Families and domains are
listed below in their index order; ``docs/rl.md`` prints the resulting ranges, and a test keeps
it in step, so an index means the same action from one version to the next unless that page
says otherwise.

Domains (``ambitions.games.arcs`` data, in these orders):

* ``<seat>`` 0-3; ``<system>`` the 24 systems ``1.0`` .. ``6.3``; ``<gate>`` the 6 gates;
  ``<slot>`` every building slot (`standard_actions.SLOT_NAMES`: printed slots, then two per
  gate, then one cloud slot per planet); ``<resource>`` material, fuel, weapon, relic, psionic;
  ``<ambition>`` tycoon .. empath; ``<action card>`` the 28 action cards (`data.ACTION_CARDS`);
  ``<court card>`` BC01-BC31; ``<draft card>`` the 8 leaders then the 14 lore cards.
* ``<path>``: an ordered pair of systems that can be adjacent on some map (`PATHS`: inside a
  cluster and the two links across clusters, and every pair of gates, since covered clusters
  join the gates around them): 94 pairs.
* ``<ships>``: a (fresh, damaged) group of one's own ships, bounded by the component limit of 15
  ships a player (`data.SHIPS_PER_PLAYER`): every pair with ``1 <= fresh + damaged <= 15``,
  fresh ascending, then damaged ascending: 135 groups.
* ``<count>`` 1-15 (ships, the same bound); ``<dice>`` (assault, skirmish, raid), each 0-6
  (`data.MAX_DICE_PER_TYPE`), not all 0: 342 pools; ``<face>`` A0-A5, S0-S5, R0-R5;
  ``<raid cost>`` 1-4 keys; ``<number>`` 0-6 (a ``choose`` answer naming a seat or a cluster:
  ``choose 1`` is one action whatever the question).

Spending a resource in the Prelude (p17) wraps an action: ``spend <resource> <action>`` and,
with a Loyal card, ``spend <resource> as <resource> <action>``. Each action that a resource can
buy gets its own ``spend`` families, with only the resource types that buy it: Material build and
repair, Fuel move, Relic secure, Psionic any action of the lead card's suit (so every standard
action), Weapon nothing (``spend weapon`` alone); new actions (p20) go with the action they
replace, except those taken only with a Copy or Pivot pip (``tactical``, ``charismatic``).

**Observation.** `encode` turns one seat's observation (the dict `observe.observation` builds,
and nothing else) into a float32 vector of `OBSERVATION_SIZE` values in [0, 1] (counts divided by
their component limit and clipped). Seats are *relative*: position 0 is the observing seat, then
the next seats clockwise, so one policy can play any seat; fewer than 4 players leave the last
positions zero. `observation_layout` names every block.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import permutations
from typing import Any, Final, cast

import numpy as np
import numpy.typing as npt

from ambitions.core.state import State
from ambitions.games.arcs import data, reach, vector
from ambitions.games.arcs.actions import ArcsAction, Arg
from ambitions.games.arcs.position import BATTLE_STAGES, PLAY_MODES, TURN_FLAGS, TURN_MODES
from ambitions.games.arcs.resources import RAID_COST
from ambitions.games.arcs.standard_actions import SLOT_NAMES
from ambitions.games.arcs.state import PIECE_NAMES, RESOURCE_SLOTS, ArcsState, Phase
from ambitions.rl.families import ActionIndex, Block, Domain, Family, Value, f, one, place_blocks, word

MAX_SEATS: Final = 4
"""The most players Arcs takes: seat domains and per-seat blocks have this many entries."""


# -- domains ---------------------------------------------------------------------------------------
RESOURCES: Final = data.RESOURCES
SEAT = one("<seat>", range(MAX_SEATS))
SYSTEM = one("<system>", reach.SYSTEM_IDS)
GATE = one("<gate>", data.GATES)
SLOT = one("<slot>", SLOT_NAMES)
RESOURCE = one("<resource>", RESOURCES)
AMBITION = one("<ambition>", data.AMBITIONS)
ACTION_CARD = one("<action card>", (c.id for c in data.ACTION_CARDS))
COURT_CARD = one("<court card>", (c.id for c in data.COURT_CARDS))
DRAFT_CARD = one("<draft card>", [c.id for c in data.LEADERS] + [c.id for c in data.LORE])
COUNT = one("<count>", range(1, data.SHIPS_PER_PLAYER + 1))
NUMBER = one("<number>", range(max(MAX_SEATS, max(data.CLUSTERS) + 1)))
FACE = one("<face>", (f"{d}{f}" for d in "ASR" for f in range(6)))
RAID = one("<raid cost>", sorted(set(RAID_COST)))
BUILD_WHAT = one("<city|starport|ship|cloud-city>", ("city", "starport", "ship", "cloud-city"))
REPAIR_WHAT = one("<ship|city|starport>", ("ship", "city", "starport"))
HIT_SHIP = one("<fresh|damaged>", ("fresh", "damaged"))
RESOURCE_OR_NONE = one("<resource|none>", (*RESOURCES, "none"))


def _paths() -> tuple[Value, ...]:
    """Every ordered pair of systems adjacent on some map (with no cluster covered, plus every
    pair of gates: covering clusters joins the gates on either side, p6)."""
    linked = {(a, b) for a, near in enumerate(reach.build_adjacency(())) for b in near}
    linked |= set(permutations(reach.GATE_INDEXES, 2))
    return tuple((reach.SYSTEM_IDS[a], reach.SYSTEM_IDS[b]) for a, b in sorted(linked))


PATHS: Final = _paths()
PATH = Domain("<path>", PATHS)
SHIPS = Domain(
    "<ships>",
    tuple(
        (f, d)
        for f in range(data.SHIPS_PER_PLAYER + 1)
        for d in range(data.SHIPS_PER_PLAYER + 1)
        if 1 <= f + d <= data.SHIPS_PER_PLAYER
    ),
)
DICE = Domain(
    "<dice>",
    tuple(
        (a, k, r)
        for a in range(data.MAX_DICE_PER_TYPE + 1)
        for k in range(data.MAX_DICE_PER_TYPE + 1)
        for r in range(data.MAX_DICE_PER_TYPE + 1)
        if a + k + r > 0
    ),
)


# -- families --------------------------------------------------------------------------------------
SPENT_AS: Final[dict[str, tuple[str, ...]]] = {
    "build": ("material", "psionic"),
    "repair": ("material", "psionic"),
    "move": ("fuel", "psionic"),
    "secure": ("relic", "psionic"),
    "tax": ("psionic",),
    "influence": ("psionic",),
    "battle": ("psionic",),
}
"""The resource types whose Prelude action can be each standard action (p17): Material builds or
repairs, Fuel moves, Relic secures, Psionic takes an action of the lead card (any of them)."""

STANDARD: Final = (
    f("tax", SLOT),
    f("build", BUILD_WHAT, SYSTEM),
    f("repair", REPAIR_WHAT, SYSTEM),
    f("move", PATH, SHIPS),
    f("influence", COURT_CARD),
    f("secure", COURT_CARD),
    f("battle", SYSTEM, SEAT),
)
"""The standard actions (p12-14), bought by a pip or by a resource."""

NEW_ACTIONS: Final = (
    ("build", f("manufacture")),  # BC02 Mining Interest
    ("build", f("synthesize")),  # BC09 Shipping Interest
    ("build", f("pressgang")),  # BC12 Prison Wardens
    ("influence", f("execute")),  # BC12 Prison Wardens
    ("battle", f("abduct", COURT_CARD)),  # BC14 Court Enforcers
    ("tax", f("trade", SLOT, RESOURCE)),  # BC23 Elder Broker
    ("build", f("summon", SYSTEM)),  # L01 Tool-Priests
    ("battle", f("fire-rifles", PATH, SEAT)),  # L02 Galactic Rifles
    ("build", f("nurture", SLOT)),  # L10 Living Structures
    ("repair", f("prune", SLOT)),  # L10 Living Structures
)
"""New actions (p20) a resource can buy too, with the standard action each replaces."""

PIP_ONLY: Final = (
    f("tactical", PATH, SHIPS),  # LEAD06 Warrior: move, then battle
    f("charismatic", COURT_CARD),  # LEAD07 Feastbringer: influence, then secure
)
"""New actions taken only with a Copy or Pivot card's pip."""


def _spend_families() -> list[Family]:
    """``spend`` families: a Weapon (or a resource as one) alone, then each action a resource
    can buy, by the resources themselves, then by any other resource standing for them."""

    def plain(types: Sequence[str]) -> Domain:
        return one("<" + "|".join(types) + ">", types)

    def standing(types: Sequence[str]) -> Domain:
        values = tuple((x, "as", t) for t in types for x in RESOURCES if x != t)
        return Domain("<resource> as <" + "|".join(types) + ">", values)

    out = [f("spend", plain(("weapon",))), f("spend", standing(("weapon",)))]
    bought = [(fam.kind, fam) for fam in STANDARD] + list(NEW_ACTIONS)
    for replaces, fam in bought:
        types = SPENT_AS[replaces]
        out.append(Family("spend", (plain(types), word(fam.kind), *fam.domains)))
    for replaces, fam in bought:
        types = SPENT_AS[replaces]
        out.append(Family("spend", (standing(types), word(fam.kind), *fam.domains)))
    return out


def _prelude_families() -> list[Family]:
    """Court cards' Prelude actions (p20), by the arguments they take."""

    def cards(*ids: str) -> Domain:
        return one("<" + "|".join(ids) + ">", ids)

    return [
        # Discard-to cards may be discarded for nothing; these take no argument at all.
        f(
            "prelude",
            cards(
                "BC02",
                "BC03",
                "BC06",
                "BC08",
                "BC09",
                "BC12",
                "BC13",
                "BC14",
                "BC15",
                "BC16",
                "BC17",
                "BC20",
                "BC23",
            ),
        ),  # fmt: skip
        f("prelude", cards("BC12", "BC13", "BC14", "BC15"), SYSTEM),  # 3 ships where you control
        f("prelude", cards("BC03", "BC06"), SEAT),  # Cartels: steal from a Rival
        f("prelude", cards("BC04", "BC05", "BC10", "BC11"), ACTION_CARD),  # Unions
        f("prelude", cards("BC24"), RESOURCE),  # Relic Fence
        f("prelude", cards("BC20"), SEAT, RESOURCE),  # Silver-Tongues: a resource
        f("prelude", cards("BC20"), SEAT, COURT_CARD),  # Silver-Tongues: a Guild card
    ]


CHOOSE_WORDS = one("<done|none|seize|fresh|damaged>", ("done", "none", "seize", "fresh", "damaged"))

FAMILIES_IN_ORDER: Final[tuple[Family, ...]] = (
    # Playing cards (p8-10).
    f("pass"),
    f("lead", ACTION_CARD),
    f("surpass", ACTION_CARD),
    f("pivot", ACTION_CARD),
    f("copy", ACTION_CARD),
    f("declare", AMBITION),
    f("seize", ACTION_CARD),
    f("end"),
    # Actions (p12-14, p20).
    *STANDARD,
    *(fam for _, fam in NEW_ACTIONS),
    *PIP_ONLY,
    *_spend_families(),
    *_prelude_families(),
    # Moving on (Catapult, p13).
    f("catapult", SYSTEM, SHIPS),
    f("stop"),
    # Battle (p14-16).
    f("dice", DICE),
    f("reroll", FACE),
    f("keep"),  # keep the roll, or (2 players) keep the hand
    f("hit", HIT_SHIP),
    f("hit", SLOT),
    f("steal", RESOURCE, RAID),
    f("steal", COURT_CARD),
    f("done"),
    f("ransack", COURT_CARD),
    # Resources, setup, elimination.
    f("discard", RESOURCE),
    f("mulligan"),
    f("pick", DRAFT_CARD),
    f("place", GATE),
    # Cards' questions (docs/choose-actions.md).
    f("choose", CHOOSE_WORDS),
    f("choose", NUMBER),
    f("choose", RESOURCE),
    f("choose", AMBITION),
    f("choose", ACTION_CARD),
    f("choose", COURT_CARD),
    f("choose", SLOT),
    f("choose", SEAT, RESOURCE_OR_NONE),
    f("choose", SEAT, COURT_CARD),
    f("choose", ACTION_CARD, ACTION_CARD),
    f("choose", SYSTEM, SEAT),
    f("choose", PATH, COUNT),
    f("choose", PATH, SHIPS),
)
"""Every family, unplaced (offsets are given by `_place`)."""


ACTIONS: Final = ActionIndex(FAMILIES_IN_ORDER)
FAMILIES: Final = ACTIONS.families
"""Every family at its offset: the action space."""

NUM_ACTIONS: Final = ACTIONS.end


# -- observation -------------------------------------------------------------------------------------
PHASES: Final = tuple(
    v for k, v in vars(Phase).items() if k.isupper() and isinstance(v, str) and not v.startswith("chance")
)
"""Decision points and ``over`` (chance phases never reach a seat's observation at a decision)."""
ALL_PHASES: Final = tuple(v for k, v in vars(Phase).items() if k.isupper() and isinstance(v, str))
POWER_IDS: Final = (
    tuple(c.id for c in data.COURT_CARDS) + tuple(c.id for c in data.LEADERS) + tuple(c.id for c in data.LORE)
)
CHOICE_STEPS: Final = (
    "steal", "pressgang", "execute", "look", "swap", "discard", "trade", "cluster", "declare", "type",
    "city", "seize", "influence", "gain", "battle", "move", "secure", "give", "tax", "hit",
)  # fmt: skip
"""The questions cards ask (`powers.push_choice` steps, docs/choose-actions.md)."""
FLAGS: Final = tuple(sorted(TURN_FLAGS))
UNIONS: Final = ("BC04", "BC05", "BC10", "BC11")
NUM_SLOTS: Final = len(SLOT_NAMES)

S = MAX_SEATS
A = len(ACTION_CARD)
C = len(COURT_CARD)
NSYS = reach.NUM_SYSTEMS

BLOCKS_IN_ORDER: Final = (
    Block("players", 3, "one-hot: 2, 3 or 4 players"),
    Block("options", 2, "leaders_and_lore, two_lore"),
    Block("chapter", 6, "one-hot: chapter 0 (setup) .. 5"),
    Block("phase", len(ALL_PHASES), "one-hot: the decision point (`Phase`), chance phases included"),
    Block("resume_phase", len(ALL_PHASES), "one-hot: the step an interruption returns to"),
    Block("current_player", S, "relative seat to decide (one-hot; none at chance or the end)"),
    Block("initiative", S, "relative seat holding the initiative"),
    Block("seized_by", S, "relative seat that seized the initiative this round"),
    Block("round", 2, "passes / 4, round_turn / 4"),
    Block("lead_card", A, "one-hot: the lead card"),
    Block("lead", S + 2, "relative seat that led; zeroed; declared with the lead card"),
    Block("plays_cards", S * A, "per relative seat: the cards it played this round that this seat sees"),
    Block("plays_modes", S * len(PLAY_MODES), "per relative seat: its plays by mode (lead .. seize)"),
    Block("plays_hidden", S, "per relative seat: face-down plays this seat cannot see, / 2"),
    Block("turn_seat", S, "relative seat whose turn it is"),
    Block("turn_card", A, "one-hot: the turn's card (when this seat sees it)"),
    Block("turn_mode", len(TURN_MODES), "one-hot: lead, surpass, pivot, copy"),
    Block("turn", 4, "pips / 4; prelude open; declare-or-seize window open; a Weapon spent for battle"),
    Block("taxed", NUM_SLOTS, "slots taxed this turn"),
    Block("ship_built", NUM_SLOTS, "starports that built a ship this turn"),
    Block("spent_pending", 5, "resources spent this Prelude, by type, / 5"),
    Block("battle_system", NSYS, "one-hot: the battle's system"),
    Block("battle_defender", S, "relative seat defending"),
    Block("battle_stage", len(BATTLE_STAGES), "one-hot: the battle's stage"),
    Block(
        "battle_counts",
        14,
        "dice by type / 6; hits, self hits, building hits, keys, intercepts / 12; "
        "intercepted; rerolls left by type / 6; attacking fresh, damaged / 15",
    ),  # fmt: skip
    Block("battle_faces", 18, "faces rolled (and kept) by face A0..R5, / 6"),
    Block("battle_rerolled", 18, "faces of rerolled dice, / 6"),
    Block("ransacks", S, "per relative seat: Court ransacks still owed for its agents"),
    Block("choice_seat", S, "relative seat a question waits for"),
    Block("choice_power", len(POWER_IDS), "one-hot: the card asking (Court, leader, lore)"),
    Block("choice_step", len(CHOICE_STEPS), "one-hot: the question"),
    Block("choices", 1, "questions waiting / 4"),
    Block("unions", len(UNIONS) * S, "per Union: the relative seat holding a played card with it"),
    Block("revealed", S * A, "per relative seat: cards this seat saw in its hand (Farseers)"),
    Block("turn_flags", len(FLAGS), "flags of the turn (`position.TURN_FLAGS`, sorted)"),
    Block("declared_this_round", 1, "an ambition was declared this round"),
    Block("secured_in_prelude", 1, "Court cards secured this Prelude / 4"),
    Block("catapult_at", NSYS, "one-hot: where a catapulting group is"),
    Block("catapult", 2, "its fresh and damaged ships / 15"),
    Block("catapult_path", NSYS, "systems it has passed"),
    Block("moved_fresh", NSYS, "fresh ships moved this move, per system / 15"),
    Block("sprinters", NSYS, "ships that may move again (Sprinter Drives), per system / 15"),
    Block("draft", len(DRAFT_CARD), "leaders and lore cards left in the draft"),
    Block("discard_queue", S * 5, "per relative seat and resource: resources waiting for room / 5"),
    Block("in_play", 6, "per cluster: in play"),
    Block("ships", NSYS * S * 2, "per system, relative seat: fresh, damaged ships / 15"),
    Block("buildings", NUM_SLOTS * (S + 3), "per slot: relative owner (one-hot), city, starport, damaged"),
    Block("control", NSYS * S, "per system: relative controller (one-hot)"),
    Block("seats", S, "relative seats present"),
    Block("power", S, "per relative seat: Power / 40"),
    Block("pieces", S * 4, "per relative seat: cities left / 5, ships / 15, agents / 10, starports / 5"),
    Block(
        "resources",
        S * RESOURCE_SLOTS * 5,
        "per relative seat, resource slot (6 + Ancient Holdings): its resource, one-hot",
    ),  # fmt: skip
    Block("slots", S * 3, "per relative seat: holdings slot; open slots / 7; empty slots / 7"),
    Block("outrage", S * 10, "per relative seat: Outraged types; placeholder Outrage"),
    Block("guild", S * C, "per relative seat: Court cards held"),
    Block("trophies", S * S * len(PIECE_NAMES), "per relative seat, relative owner, piece: Trophies / 10"),
    Block("captives", S * S, "per relative seat, relative owner: Captives / 10"),
    Block("hand_size", S, "per relative seat: cards in hand / 7"),
    Block("leader", S * len(data.LEADERS), "per relative seat: its leader"),
    Block("lore", S * len(data.LORE), "per relative seat: its lore cards"),
    Block("ambition_counts", S * 5, "per relative seat, ambition: its count / 10"),
    Block("city_bonuses", S * 5, "per relative seat: city slots uncovered"),
    Block("chapter_scores", 5 * S, "per chapter, relative seat: Power gained / 20"),
    Block("hand", A, "this seat's hand"),
    Block("supply", 10, "resource supply by type / 5; resources on the ambition boxes / 5"),
    Block("court", 4 * (C + S), "per Court row position: its card (one-hot); agents per relative seat / 10"),
    Block("court_deck", 1, "Court deck size / 31"),
    Block("court_discard", C, "Court discard pile"),
    Block("markers", 3 * 8, "per ambition marker: first, second Power / 9; flipped; its box (one-hot)"),
    Block("phantom", 5, "2 players: the phantom's count per ambition / 10"),
    Block("action_discard", A + 1, "action discard: the cards this seat sees; the others / 28"),
    Block("undealt", 1, "undealt action cards / 28"),
)


BLOCKS: Final = place_blocks(BLOCKS_IN_ORDER)
OBSERVATION_SIZE: Final = BLOCKS[-1].offset + BLOCKS[-1].size
AT: Final[dict[str, int]] = {b.name: b.offset for b in BLOCKS}

_ACARD: Final = {c: i for i, c in enumerate(c.id for c in data.ACTION_CARDS)}
_CCARD: Final = {c: i for i, c in enumerate(c.id for c in data.COURT_CARDS)}
_SYS: Final = reach.SYSTEM_INDEX
_SLOT: Final = {name: k for k, name in enumerate(SLOT_NAMES)}
_RES: Final = {r: i for i, r in enumerate(RESOURCES)}
_AMB: Final = {a: i for i, a in enumerate(data.AMBITIONS)}
_PHASE: Final = {p: i for i, p in enumerate(ALL_PHASES)}
_STAGE: Final = {s: i for i, s in enumerate(BATTLE_STAGES)}
_PLAY_MODE: Final = {m: i for i, m in enumerate(PLAY_MODES)}
_TURN_MODE: Final = {m: i for i, m in enumerate(TURN_MODES)}
_POWER: Final = {p: i for i, p in enumerate(POWER_IDS)}
_STEP: Final = {s: i for i, s in enumerate(CHOICE_STEPS)}
_FLAG: Final = {x: i for i, x in enumerate(FLAGS)}
_UNION: Final = {u: i for i, u in enumerate(UNIONS)}
_DRAFT: Final = {v[0]: i for i, v in enumerate(DRAFT_CARD.values)}
_LEADER: Final = {c.id: i for i, c in enumerate(data.LEADERS)}
_LORE: Final = {c.id: i for i, c in enumerate(data.LORE)}
_PIECE: Final = {p: i for i, p in enumerate(PIECE_NAMES)}
_FACE: Final = {v[0]: i for i, v in enumerate(FACE.values)}
_MARKER_SIDES: Final = {
    f"{first}/{second}": (first, second) for marker in data.AMBITION_MARKERS for first, second in marker
}


def _array(x: dict[int, float]) -> npt.NDArray[np.float32]:
    """The vector with the values of `x` at their positions, clipped to [0, 1]."""
    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    if x:
        count = len(x)
        out[np.fromiter(x.keys(), np.intp, count)] = np.fromiter(x.values(), np.float32, count)
        np.clip(out, 0.0, 1.0, out=out)
    return out


_RELATIVE: Final = {
    (n, me): {p: (p - me) % n for p in range(n)} for n in range(2, MAX_SEATS + 1) for me in range(n)
}


def encode(obs: Mapping[str, Any]) -> npt.NDArray[np.float32]:
    """The observation vector of the seat whose observation `obs` is (see the module docstring).

    Reads `obs` only; a spectator's observation (seat None) is encoded from seat 0's place.
    Values are written by position into `x` (a position written twice keeps the last value,
    except in the blocks that count, which add with ``x.get``), then clipped to [0, 1].
    """
    n = int(obs["players"])
    me = obs.get("seat")
    rel = _RELATIVE[n, me if isinstance(me, int) and not isinstance(me, bool) and 0 <= me < n else 0]
    x: dict[int, float] = {}
    at = AT

    x[at["players"] + n - 2] = 1.0
    options = obs.get("options") or {}
    x[at["options"]] = float(bool(options.get("leaders_and_lore")))
    x[at["options"] + 1] = float(bool(options.get("two_lore")))
    x[at["chapter"] + min(max(int(obs["chapter"]), 0), 5)] = 1.0
    x[at["phase"] + _PHASE[obs["phase"]]] = 1.0
    resume = _PHASE.get(obs.get("resume_phase") or "")
    if resume is not None:
        x[at["resume_phase"] + resume] = 1.0
    for block in ("current_player", "initiative", "seized_by"):
        r = rel.get(obs[block], -1)
        if r >= 0:
            x[at[block] + r] = 1.0
    x[at["round"]] = obs["passes"] / 4
    x[at["round"] + 1] = obs["round_turn"] / 4

    lead = obs["lead"]
    if lead["card"]:
        x[at["lead_card"] + _ACARD[lead["card"]]] = 1.0
    r = rel.get(lead["seat"], -1)
    if r >= 0:
        x[at["lead"] + r] = 1.0
    x[at["lead"] + S] = float(bool(lead["zeroed"]))
    x[at["lead"] + S + 1] = float(bool(lead["declared"]))
    for play in obs["plays"]:
        r = rel.get(play["seat"], -1)
        if r < 0:
            continue
        x[at["plays_modes"] + r * len(PLAY_MODES) + _PLAY_MODE[play["mode"]]] = 1.0
        if play["card"]:
            x[at["plays_cards"] + r * A + _ACARD[play["card"]]] = 1.0
        else:
            i = at["plays_hidden"] + r
            x[i] = x.get(i, 0.0) + 0.5

    turn = obs["turn"]
    r = rel.get(turn["seat"], -1)
    if r >= 0:
        x[at["turn_seat"] + r] = 1.0
    if turn["card"]:
        x[at["turn_card"] + _ACARD[turn["card"]]] = 1.0
    mode = _TURN_MODE.get(turn["mode"] or "")
    if mode is not None:
        x[at["turn_mode"] + mode] = 1.0
    base = at["turn"]
    x[base] = turn["pips"] / 4
    x[base + 1] = float(bool(turn["prelude_open"]))
    x[base + 2] = float(bool(turn["pre_open"]))
    x[base + 3] = float(bool(turn["weapon_battle"]))
    for slot in turn["taxed"]:
        x[at["taxed"] + _SLOT[slot]] = 1.0
    for slot in turn["ship_built"]:
        x[at["ship_built"] + _SLOT[slot]] = 1.0
    for res, count in turn["spent_pending"].items():
        x[at["spent_pending"] + _RES[res]] = count / 5

    battle = obs["battle"]
    if battle["stage"] or battle["system"]:
        if battle["system"]:
            x[at["battle_system"] + _SYS[battle["system"]]] = 1.0
        r = rel.get(battle["defender"], -1)
        if r >= 0:
            x[at["battle_defender"] + r] = 1.0
        stage = _STAGE.get(battle["stage"] or "")
        if stage is not None:
            x[at["battle_stage"] + stage] = 1.0
        base = at["battle_counts"]
        for i, count in enumerate(battle["dice"]):
            x[base + i] = count / 6
        for i, key in enumerate(("hits", "self_hits", "building_hits", "keys", "intercepts")):
            x[base + 3 + i] = battle[key] / 12
        x[base + 8] = float(bool(battle["intercepted"]))
        for i, count in enumerate(battle["rerolls"]):
            x[base + 9 + i] = count / 6
        x[base + 12] = battle["attacking_fresh"] / 15
        x[base + 13] = battle["attacking_damaged"] / 15
        for face in battle["faces"]:
            i = at["battle_faces"] + _FACE[face]
            x[i] = x.get(i, 0.0) + 1 / 6
        for face in battle["rerolled"]:
            i = at["battle_rerolled"] + _FACE[face]
            x[i] = x.get(i, 0.0) + 1 / 6
    for owner in battle["ransacks"]:
        r = rel.get(owner, -1)
        if r >= 0:
            i = at["ransacks"] + r
            x[i] = x.get(i, 0.0) + 0.25

    choices = obs["choices"]
    if choices:
        top = choices[-1]
        r = rel.get(top[0], -1)
        if r >= 0:
            x[at["choice_seat"] + r] = 1.0
        power = _POWER.get(top[1])
        if power is not None:
            x[at["choice_power"] + power] = 1.0
        step = _STEP.get(top[2])
        if step is not None:
            x[at["choice_step"] + step] = 1.0
        x[at["choices"]] = len(choices) / 4
    for union in obs["unions"]:
        r = rel.get(union["seat"], -1)
        if r >= 0 and union["union"] in _UNION:
            x[at["unions"] + _UNION[union["union"]] * S + r] = 1.0
    for seen in obs["revealed"]:
        r = rel.get(seen["rival"], -1)
        if r >= 0:
            for card in seen["cards"]:
                x[at["revealed"] + r * A + _ACARD[card]] = 1.0
    for flag in obs["turn_flags"]:
        if flag in _FLAG:
            x[at["turn_flags"] + _FLAG[flag]] = 1.0
    x[at["declared_this_round"]] = float(bool(obs["declared_this_round"]))
    x[at["secured_in_prelude"]] = len(obs["secured_in_prelude"]) / 4

    catapult = obs["catapult"]
    if catapult["at"]:
        x[at["catapult_at"] + _SYS[catapult["at"]]] = 1.0
        x[at["catapult"]] = catapult["fresh"] / 15
        x[at["catapult"] + 1] = catapult["damaged"] / 15
        for system in catapult["path"]:
            x[at["catapult_path"] + _SYS[system]] = 1.0
    for block in ("moved_fresh", "sprinters"):
        for system in obs[block]:
            i = at[block] + _SYS[system]
            x[i] = x.get(i, 0.0) + 1 / 15
    draft = obs["draft"]
    for card in (*draft["leaders"], *draft["lore"]):
        x[at["draft"] + _DRAFT[card]] = 1.0
    for entry in obs["discard_queue"]:
        r = rel.get(entry["seat"], -1)
        if r >= 0:
            i = at["discard_queue"] + r * 5 + _RES[entry["resource"]]
            x[i] = x.get(i, 0.0) + 0.2

    covered = obs["out_of_play"]
    for c in data.CLUSTERS:
        if c not in covered:
            x[at["in_play"] + c - 1] = 1.0
    ships = at["ships"]
    for ship in obs["ships"]:
        i = ships + (_SYS[ship["system"]] * S + rel[ship["seat"]]) * 2
        x[i] = ship["fresh"] / 15
        x[i + 1] = ship["damaged"] / 15
    buildings = at["buildings"]
    for b in obs["buildings"]:
        i = buildings + _SLOT[b["slot"]] * (S + 3)
        x[i + rel[b["seat"]]] = 1.0
        x[i + S + (0 if b["kind"] == "city" else 1)] = 1.0
        if b["damaged"]:
            x[i + S + 2] = 1.0
    control = at["control"]
    for system, controller in obs["control"].items():
        if controller is not None:
            x[control + _SYS[system] * S + rel[controller]] = 1.0

    for p, entry in enumerate(obs["seats"]):
        r = rel[p]
        x[at["seats"] + r] = 1.0
        x[at["power"] + r] = entry["power"] / 40
        base = at["pieces"] + r * 4
        x[base] = entry["cities_left"] / 5
        x[base + 1] = entry["ships"] / 15
        x[base + 2] = entry["agents"] / 10
        x[base + 3] = entry["starports"] / 5
        base = at["resources"] + r * RESOURCE_SLOTS * 5
        for k, res in enumerate(entry["resources"]):
            if res:
                x[base + k * 5 + _RES[res]] = 1.0
        if entry.get("holdings"):
            x[base + (RESOURCE_SLOTS - 1) * 5 + _RES[entry["holdings"]]] = 1.0
        base = at["slots"] + r * 3
        x[base] = float(bool(entry.get("holdings_slot")))
        x[base + 1] = entry.get("open_slots", 0) / 7
        x[base + 2] = entry.get("empty_slots", 0) / 7
        base = at["outrage"] + r * 10
        for res in entry["outrage"]:
            x[base + _RES[res]] = 1.0
        for res in entry["outrage_placeholder"]:
            x[base + 5 + _RES[res]] = 1.0
        base = at["guild"] + r * C
        for card in entry["guild"]:
            x[base + _CCARD[card]] = 1.0
        for trophy in entry["trophies"]:
            owner = rel.get(trophy["owner"], -1)
            if owner >= 0:
                i = at["trophies"] + (r * S + owner) * len(PIECE_NAMES) + _PIECE[trophy["piece"]]
                x[i] = trophy["count"] / 10
        base = at["captives"] + r * S
        for owner, count in enumerate(entry["captives"]):
            if count:
                x[base + rel[owner]] = count / 10
        x[at["hand_size"] + r] = entry["hand_size"] / 7
        leader = _LEADER.get(entry.get("leader") or "")
        if leader is not None:
            x[at["leader"] + r * len(_LEADER) + leader] = 1.0
        for card in entry["lore"]:
            x[at["lore"] + r * len(_LORE) + _LORE[card]] = 1.0
        base = at["ambition_counts"] + r * 5
        for amb, count in (entry.get("ambitions") or {}).items():
            if count:
                x[base + _AMB[amb]] = count / 10
        base = at["city_bonuses"] + r * 5
        for k, bonus in enumerate(entry.get("city_bonuses") or ()):
            if bonus["uncovered"]:
                x[base + k] = 1.0
        if r == 0:
            for card in entry.get("hand", ()):
                x[at["hand"] + _ACARD[card]] = 1.0
    base = at["chapter_scores"]
    for chapter, row in enumerate(obs["chapter_scores"][:5]):
        for p, gained in enumerate(row):
            if gained:
                x[base + chapter * S + rel[p]] = gained / 20

    base = at["supply"]
    supply, boxes = obs["resource_supply"], obs["box_resources"]
    for i, res in enumerate(RESOURCES):
        x[base + i] = supply[res] / 5
        if boxes[res]:
            x[base + 5 + i] = boxes[res] / 5
    for i, place in enumerate(obs["court"][:4]):
        base = at["court"] + i * (C + S)
        if place["card"]:
            x[base + _CCARD[place["card"]]] = 1.0
        for p, count in enumerate(place["agents"]):
            if count:
                x[base + C + rel[p]] = count / 10
    x[at["court_deck"]] = obs["court_deck_size"] / C
    for card in obs["court_discard"]:
        x[at["court_discard"] + _CCARD[card]] = 1.0
    for i, marker in enumerate(obs["markers"][:3]):
        base = at["markers"] + i * 8
        first, second = _MARKER_SIDES.get(marker.get("value", ""), (0, 0))
        x[base] = first / 9
        x[base + 1] = second / 9
        x[base + 2] = float(bool(marker["flipped"]))
        box = _AMB.get(marker["box"] or "")
        if box is not None:
            x[base + 3 + box] = 1.0
    for amb, count in (obs.get("phantom_ambitions") or {}).items():
        x[at["phantom"] + _AMB[amb]] = count / 10
    hidden = 0
    base = at["action_discard"]
    for entry in obs["action_discard"]:
        if entry["card"]:
            x[base + _ACARD[entry["card"]]] = 1.0
        else:
            hidden += 1
    x[base + A] = hidden / 28
    x[at["undealt"]] = obs["undealt_size"] / 28
    return _array(x)


def encode_state(state: ArcsState, seat: int) -> npt.NDArray[np.float32]:
    """`encode` of ``observation(state, seat)`` without building the observation dict: the same
    vector, bit for bit, from `vector.vector_entries` (which reads only what `observe.observation`
    shows `seat`; its values are nonzero and already clipped, so they are written as they are);
    what the environments call at every step. `seat` is a seat of the game."""
    if not 0 <= seat < state.n:
        raise ValueError(f"seat {seat!r:.20} is not a seat of this {state.n}-player game")
    x = vector.vector_entries(state, seat, AT, _PHASE, _STEP, _FLAG, _STAGE, _TURN_MODE)
    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    count = len(x.positions)
    out[np.fromiter(x.positions, np.intp, count)] = np.fromiter(x.values, np.float32, count)
    return out


# -- the encodings object ----------------------------------------------------------------------------
class ArcsEncodings:
    """Arcs' action index and observation encoding (the `ambitions.rl.Encodings` protocol)."""

    game = "arcs"
    num_actions: int = NUM_ACTIONS
    observation_shape: tuple[int, ...] = (OBSERVATION_SIZE,)

    def __init__(self) -> None:
        self._index: dict[tuple[str, tuple[Arg, ...]], int] = {}
        """Indexes found so far, by (kind, args): an action's value, hashed and compared as
        plain tuples (cheaper than the action object's own hash and equality)."""
        self.observation_low = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
        self.observation_high = np.ones(OBSERVATION_SIZE, dtype=np.float32)

    def action_index(self, action: Any) -> int:
        """The index of `action` (an `ArcsAction` a seat can be offered); raises `ValueError` for
        anything outside the space (chance outcomes among them)."""
        if not isinstance(action, ArcsAction):
            raise ValueError(f"{action!r:.80} is not an Arcs action")
        key = (action.kind, action.args)
        found = self._index.get(key)
        if found is not None:
            return found
        index = ACTIONS.find(action.kind, action.args)
        if index is not None:
            self._index[key] = index
            return index
        raise ValueError(f"{str(action)!r:.120} is not in Arcs' action space (docs/rl.md)")

    def legal_indices(self, legal: Sequence[Any]) -> list[int]:
        """`action_index` of each legal action, in order (one loop: what the environments call
        at every step; Arcs' index is fixed, it does not depend on the list)."""
        found = self._index
        out = []
        for action in legal:
            index = found.get((action.kind, action.args)) if type(action) is ArcsAction else None
            out.append(index if index is not None else self.action_index(action))
        return out

    def index_action(self, state: State | None, index: int) -> ArcsAction:
        """The action at `index` (whether it is legal in `state` is for the state to say; Arcs'
        index needs no state to decode)."""
        if not isinstance(index, int | np.integer) or not 0 <= index < NUM_ACTIONS:
            raise ValueError(f"an Arcs action index is 0..{NUM_ACTIONS - 1}, not {index!r:.40}")
        fam = ACTIONS.family_at(int(index))
        return ArcsAction(fam.kind, cast(tuple[Arg, ...], fam.arguments(int(index))))

    def encode(self, observation: Mapping[str, Any]) -> npt.NDArray[np.float32]:
        return encode(observation)

    def encode_state(self, state: State, seat: int) -> npt.NDArray[np.float32]:
        """``encode(state.observation(seat))``, bit for bit, straight from the state
        (`encode_state`): the environments' fast path."""
        if not isinstance(state, ArcsState) or type(state) is not ArcsState:  # a game extending
            return encode(state.observation(seat))  # Arcs observes more: its own dict
        return encode_state(state, seat)

    def action_layout(self) -> list[tuple[int, int, str]]:
        """(first index, size, template) of each family, in index order."""
        return ACTIONS.layout()

    def observation_layout(self) -> list[tuple[int, int, str, str]]:
        """(first position, size, name, what it holds) of each block, in order."""
        return [(b.offset, b.size, b.name, b.about) for b in BLOCKS]


ENCODINGS: Final = ArcsEncodings()
"""What the Arcs `GameSpec` names as its encodings."""
