"""ARCADEs' fixed encodings for reinforcement learning: an action index and an observation vector.

Loaded only by `ambitions.rl` (the spec names it as ``ambitions.games.arcades.encoding:ENCODINGS``),
so the engine never imports numpy; this is the one ARCADEs module that does. One index and one
vector serve every mode: 3 and 4 players, 2 players with the phantom, and solo (where only the
human's seat ever decides).

**Action index.** Every decision ARCADEs can offer a seat has one index in
``0 .. num_actions - 1`` (chance outcomes are not decisions: the environment resolves them). The
space is a list of *families*, each an action kind with a fixed sequence of argument *domains*; a
family's indexes are the mixed-radix numbers of its arguments' positions in their domains, the
last argument varying fastest, after the family's offset (``docs/rl.md`` prints the ranges; a
test keeps that page equal to the code). The domains, in their orders:

* ``<card>`` the 21 action cards ADM1 .. MOB7; ``<2 cards>`` and ``<3 cards>`` every set of 2 or 3
  of them, as the engine writes them (ascending);
* ``<planet>`` 1.1 .. 6.3; ``<cluster>`` (a gate) 1-6; ``<side>`` seats 0-3 and ``phantom``;
  ``<seat>`` 0-3; ``<resource>`` material .. psionic; ``<advance>`` the five advances;
  ``<marker>`` the six marker sides (2/0 .. 9/4);
* ``<1-3>`` ships placed with a card, ``<1-2>`` ships placed or repaired for a resource;
  ``<fresh, damaged>`` the 5 groups of 1 or 2 ships a Fuel moves; ``<dice>`` (assault, skirmish,
  raid) with 1 to 5 dice in all: 55 pools; ``<slot>`` a board slot 1-6.

**Observation.** `encode` turns one seat's observation (the dict `observe.observation` builds, and
nothing else) into `OBSERVATION_SIZE` float32 values in [0, 1] (counts divided by their component
limit, clipped). Sides are *relative*: position 0 is the observing seat, then the next seats
clockwise; the phantom (2 players) has a fifth position of its own, so one policy plays any seat
of any mode. `observation_layout` names every block.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any, Final, cast

import numpy as np
import numpy.typing as npt

from ambitions.core.state import State
from ambitions.games.arcades import data
from ambitions.games.arcades.actions import ArcadesAction, Arg
from ambitions.games.arcades.state import Phase
from ambitions.rl.families import ActionIndex, Block, Domain, Family, f, one, place_blocks, word

MAX_SEATS: Final = 4
"""The most seats ARCADEs takes: seat domains and per-seat blocks have this many entries."""
SIDES: Final = MAX_SEATS + 1
"""Relative seat positions, then the phantom's."""
PHANTOM_POSITION: Final = MAX_SEATS


# -- domains and families ----------------------------------------------------------------------------
CARD = one("<card>", data.ACTION_CARDS)
TWO_CARDS = Domain("<2 cards>", tuple(combinations(data.ACTION_CARDS, data.DRAFT_KEEP)))
THREE_CARDS = Domain("<3 cards>", tuple(combinations(data.ACTION_CARDS, data.SOLO_DISCARD)))
PLANET = one("<planet>", data.PLANET_IDS)
CLUSTER = one("<cluster>", range(1, data.CLUSTERS + 1))
SIDE = one("<side>", (*range(MAX_SEATS), "phantom"))
SEAT = one("<seat>", range(MAX_SEATS))
RESOURCE = one("<resource>", data.RESOURCES)
ADVANCE = one("<advance>", data.ADVANCES)
MARKER_SIDES: Final = tuple(f"{a}/{b}" for marker in data.MARKERS for a, b in marker)
MARKER = one("<marker>", MARKER_SIDES)
KIND = one("<fresh|damaged>", ("fresh", "damaged"))
PLACE = one("<1-3>", range(1, data.PLACE_SHIPS + 1))
FREE = one("<1-2>", range(1, data.FREE_PLACE + 1))
FUEL_GROUP = Domain(
    "<fresh> <damaged>",
    tuple(
        (fr, dm) for fr in range(data.FREE_MOVE + 1) for dm in range(data.FREE_MOVE + 1) if 1 <= fr + dm <= 2
    ),
)
DICE = Domain(
    "<dice>",
    tuple(
        (a, k, r)
        for a in range(data.MAX_DICE + 1)
        for k in range(data.MAX_DICE + 1)
        for r in range(data.MAX_DICE + 1)
        if 1 <= a + k + r <= data.MAX_DICE
    ),
)
SLOT = one("<slot>", range(1, data.BOARD_SLOTS + 1))
BUYBACK = one("<power|resource>", ("power", *data.RESOURCES))

FAMILIES_IN_ORDER: Final[tuple[Family, ...]] = (
    # Setup and the Recruit phase.
    f("agent", PLANET),  # set-up: the agent's planet; a turn: the agent moves there
    f("ships", CLUSTER),
    f("keep", TWO_CARDS),
    f("discard", CARD),
    f("discard", THREE_CARDS),
    f("play", CARD),
    # A turn.
    f("place", CLUSTER, PLACE),
    f("agent", PLANET, PLANET),  # moving, collecting the token of the second planet
    f("move", CLUSTER, CLUSTER, KIND),
    f("repair", CLUSTER),
    f("battle", SIDE),
    f("research", ADVANCE),
    f("colonize", PLANET, RESOURCE, KIND),
    f("phantom", PLANET),
    f("spend", word("material"), word("place"), FREE),
    f("spend", word("fuel"), word("move"), CLUSTER, CLUSTER, FUEL_GROUP),
    f("spend", word("weapons"), word("battle"), CLUSTER, SIDE),
    f("spend", word("relic"), word("repair"), FREE),
    f("spend", word("psionic"), word("agent"), PLANET),
    f("buyback", SEAT, BUYBACK),
    f("declare", MARKER),
    f("end"),
    # Battle.
    f("dice", DICE),
    f("reroll"),
    f("no-reroll"),
    f("hit", KIND),
    f("steal", SLOT),
    f("steal", RESOURCE),
    f("done"),
    f("push", PLANET),
    # The Ambition phase and the resource limit.
    f("take", RESOURCE),
    f("drop", RESOURCE),
    f("drop", RESOURCE, word("held")),
)
"""Every family, unplaced (offsets are given by `_place`)."""


ACTIONS: Final = ActionIndex(FAMILIES_IN_ORDER)
FAMILIES: Final = ACTIONS.families
NUM_ACTIONS: Final = ACTIONS.end


# -- observation -------------------------------------------------------------------------------------
PHASES: Final = tuple(v for k, v in vars(Phase).items() if k.isupper() and isinstance(v, str))
MODES: Final = ("standard", "phantom", "solo")
FLAG_OPTIONS: Final = (
    "hard",
    "highest_first",
    "one_collection_per_turn",
    "unlimited_supply",
    "raid_requires_survivor",
    "weapons_literal",
    "bot_seven_places_only",
)
SETUP_STEPS: Final = ("draw-agent", "ships", "reset-pile", "draw-ships", "draw-city", "phantom-ships")
TURN_MODES: Final = ("", "ap", "place")
BOT_STAGES: Final = ("", "place", "agent", "main")
BATTLE_STAGES: Final = ("dice", "roll", "reroll", "reroll-roll", "self", "intercept", "hits", "keys", "push")
FACES: Final = tuple(f"{letter}{k}" for letter in data.DIE_LETTERS for k in range(6))
TURN_FLAGS: Final = ("researched", "colonized", "collected", "attacked")
S = MAX_SEATS
A = len(data.ACTION_CARDS)
NC = data.CLUSTERS
NP = data.PLANETS
NR = len(data.RESOURCES)
MOST_SHIPS: Final = max(data.SHIPS + data.FLEET_SHIPS, data.BOT_SHIPS, data.PHANTOM_SHIPS)
"""Ships a side owns at most (12): counts of ships are divided by it."""
POWER_SCALE: Final = 40

BLOCKS_IN_ORDER: Final = (
    Block("players", 3, "one-hot: 2, 3 or 4 players"),
    Block("mode", len(MODES), "one-hot: standard, phantom, solo"),
    Block("options", len(FLAG_OPTIONS), "hard, highest_first ... bot_seven_places_only (SPEC.options)"),
    Block("chapter", 4, "one-hot: chapter 0 (setup) .. 3"),
    Block("phase", len(PHASES), "one-hot: the step (`Phase`)"),
    Block("resume_phase", len(PHASES), "one-hot: the step an interruption returns to"),
    Block("current_player", S, "relative seat to decide"),
    Block("threshold", 1, "the Power that ends the game / 40"),
    Block("initiative", SIDES, "relative side holding the initiative (the phantom last)"),
    Block("setup_step", len(SETUP_STEPS), "one-hot: the set-up step under way"),
    Block("setup_side", SIDES, "relative side of that step"),
    Block("setup_left", 1, "set-up steps left / 12"),
    Block("start_pile", NC, "start cards that can still be drawn"),
    Block("start_discard", NC, "start cards drawn and discarded"),
    Block("markers", 3 * (3 + NC), "per marker: first, second Power / 9; flipped; its cluster (one-hot)"),
    Block("draft_pass", 1, "draft passes made / 2"),
    Block("lead", SIDES + 2, "relative side that led; zeroed (an ambition declared); round turn / 4"),
    Block("plays", SIDES * A, "per relative side: the card it played this round"),
    Block("played", A, "cards played in earlier rounds of this chapter"),
    Block("turn_side", SIDES, "relative side whose turn it is"),
    Block("turn_card", A, "one-hot: its card"),
    Block("turn_mode", len(TURN_MODES), "one-hot: not chosen, action points, placing ships"),
    Block("turn", 1 + len(TURN_FLAGS), "AP left / 7; researched, colonized, collected, attacked"),
    Block("bot", len(BOT_STAGES) + NC + 1, "solo bot's turn: its stage; its start cluster; runs / 4"),
    Block("battle_sides", 2 * SIDES, "relative attacker, defender"),
    Block("battle_cluster", NC, "one-hot: the battle's cluster"),
    Block("battle_stage", len(BATTLE_STAGES), "one-hot: the battle's stage"),
    Block(
        "battle_counts",
        10,
        "dice by type / 5; rerolled; flames, intercepts, pyramids / 5; hits, keys / 10; first",
    ),
    Block("battle_faces", len(FACES), "faces rolled, by face A0 .. R5, / 5"),
    Block("ships", NC * SIDES * 2, "per cluster, relative side: fresh, damaged ships / 12"),
    Block("agents", SIDES * NP, "per relative side: its agent's planet (one-hot)"),
    Block("cities", NP * (S + 1), "per planet: its city's relative owner (one-hot); fresh"),
    Block("tokens", NP, "planets with their resource token"),
    Block("supply", NR + 1, "resource supply by type / 5; extra tokens / 5"),
    Block("influence", NC * SIDES, "per cluster, relative side: influence / 12"),
    Block("seats", S, "relative seats present"),
    Block("bots", S, "per relative seat: played by the solo rules"),
    Block("power", S, "per relative seat: Power / 40"),
    Block(
        "pieces",
        S * 5,
        "per relative seat: ships in supply / 12, on Fleet Expansion / 2, removed / 12, cities left / 2, "
        "kills / 12",
    ),
    Block("advances", S * len(data.ADVANCES), "per relative seat: its advances"),
    Block("resources", S * data.BOARD_SLOTS * NR, "per relative seat, board slot: its resource (one-hot)"),
    Block("trophies", S * SIDES, "per relative seat, relative owner: trophy ships / 12"),
    Block("cards", S * 4, "per relative seat: hand / 6; keep chosen; discards / 3; bot pile / 8"),
    Block("offers", S * data.BOT_OFFER * A, "per relative seat (a solo bot), offer position: its card"),
    Block("hand", A, "this seat's hand"),
    Block("kept", A, "the cards this seat keeps in this draft pass"),
    Block("passed", A, "the cards this seat passed left last"),
    Block("discarded", A, "the cards this seat discarded face down"),
    Block(
        "phantom", 2 + data.PHANTOM_OFFER * A, "phantom: ships in supply / 12; stack / 8; offer by position"
    ),
    Block("decks", 2, "action deck / 21; face-down cards / 21"),
    Block(
        "drops",
        1 + S + NR + NP + S + data.BOARD_SLOTS,
        "resources to drop / 4; the first: relative seat, "
        "resource, planet, relative seat and slot stolen from",
    ),
    Block("compensation", S + 1, "resources to take per relative seat / 4; all / 8"),
    Block("redeploy", 1 + NC, "phantom ships waiting / 12; the cluster to avoid"),
    Block("chapter_power", data.CHAPTERS * S, "per finished chapter, relative seat: Power / 40"),
    Block("winner", SIDES, "relative side that won"),
)


BLOCKS: Final = place_blocks(BLOCKS_IN_ORDER)
OBSERVATION_SIZE: Final = BLOCKS[-1].offset + BLOCKS[-1].size
AT: Final[dict[str, int]] = {b.name: b.offset for b in BLOCKS}

_CARD: Final = {c: i for i, c in enumerate(data.ACTION_CARDS)}
_PLANET: Final = data.PLANET_INDEX
_RES: Final = {r: i for i, r in enumerate(data.RESOURCES)}
_PHASE: Final = {p: i for i, p in enumerate(PHASES)}
_MODE: Final = {m: i for i, m in enumerate(MODES)}
_SETUP: Final = {s: i for i, s in enumerate(SETUP_STEPS)}
_TURN_MODE: Final = {m: i for i, m in enumerate(TURN_MODES)}
_BOT_STAGE: Final = {m: i for i, m in enumerate(BOT_STAGES)}
_STAGE: Final = {m: i for i, m in enumerate(BATTLE_STAGES)}
_FACE: Final = {x: i for i, x in enumerate(FACES)}
_ADVANCE: Final = {a: i for i, a in enumerate(data.ADVANCES)}


def _marker_powers(text: str) -> tuple[int, int]:
    first, _, second = str(text).partition("/")
    return (int(first), int(second)) if first.isdigit() and second.isdigit() else (0, 0)


class _Sides:
    """Relative positions of sides for one observation: seat ``p`` at ``(p - me) % n``, the phantom
    (its side number in ``phantom_side``) at `PHANTOM_POSITION`; -1 for no side."""

    def __init__(self, obs: Mapping[str, Any]) -> None:
        self.n = int(obs["players"])
        me = obs.get("seat")
        self.me = me if isinstance(me, int) and not isinstance(me, bool) and 0 <= me < self.n else 0
        phantom = obs.get("phantom_side")
        self.phantom = phantom if isinstance(phantom, int) else -1

    def __call__(self, side: Any) -> int:
        if not isinstance(side, int) or isinstance(side, bool) or side < 0:
            return -1
        if side == self.phantom:
            return PHANTOM_POSITION
        return (side - self.me) % self.n if side < self.n else -1


def _one_hot(x: dict[int, float], base: int, position: int) -> None:
    if position >= 0:
        x[base + position] = 1.0


def _add(x: dict[int, float], i: int, value: float) -> None:
    x[i] = x.get(i, 0.0) + value


def _cluster(value: Any) -> int:
    """A cluster 1-6 as 0-5, -1 for none."""
    return value - 1 if isinstance(value, int) and 1 <= value <= NC else -1


def _game(x: dict[int, float], obs: Mapping[str, Any], side: _Sides) -> None:
    """Players, mode, options, chapter, phase, set-up, markers, the draft."""
    at = AT
    n = side.n
    x[at["players"] + n - 2] = 1.0
    _one_hot(x, at["mode"], _MODE.get(obs.get("mode", ""), -1))
    options = obs.get("options") or {}
    for i, name in enumerate(FLAG_OPTIONS):
        x[at["options"] + i] = float(bool(options.get(name)))
    _one_hot(x, at["chapter"], min(max(int(obs["chapter"]), 0), 3))
    _one_hot(x, at["phase"], _PHASE.get(obs["phase"], -1))
    _one_hot(x, at["resume_phase"], _PHASE.get(obs.get("resume_phase") or "", -1))
    mover = side(obs.get("current_player"))
    if 0 <= mover < S:
        x[at["current_player"] + mover] = 1.0
    x[at["threshold"]] = obs["threshold"] / POWER_SCALE
    _one_hot(x, at["initiative"], side(obs.get("initiative")))
    steps = obs["setup"]
    if steps:
        step, who, _ = steps[0]
        _one_hot(x, at["setup_step"], _SETUP.get(step, -1))
        _one_hot(x, at["setup_side"], side(who))
        x[at["setup_left"]] = len(steps) / 12
    for c in obs["start_pile"]:
        _one_hot(x, at["start_pile"], _cluster(c))
    for c in obs["start_discard"]:
        _one_hot(x, at["start_discard"], _cluster(c))
    for i, marker in enumerate(obs["markers"][:3]):
        base = at["markers"] + i * (3 + NC)
        first, second = _marker_powers(marker.get("value", ""))
        x[base] = first / 9
        x[base + 1] = second / 9
        x[base + 2] = float(bool(marker["flipped"]))
        _one_hot(x, base + 3, _cluster(marker["cluster"]))
    x[at["draft_pass"]] = obs["draft_pass"] / data.DRAFT_PASSES


def _round(x: dict[int, float], obs: Mapping[str, Any], side: _Sides) -> None:
    """The round (lead, plays), the turn, a solo bot's turn."""
    at = AT
    rnd = obs["round"]
    _one_hot(x, at["lead"], side(rnd["lead"]))
    x[at["lead"] + SIDES] = float(bool(rnd["zeroed"]))
    x[at["lead"] + SIDES + 1] = rnd["turn"] / 4
    for play in rnd["plays"]:
        r = side(play["side"])
        if r >= 0 and play["card"] in _CARD:
            x[at["plays"] + r * A + _CARD[play["card"]]] = 1.0
    for card in obs["played"]:
        _one_hot(x, at["played"], _CARD.get(card, -1))
    turn = obs["turn"]
    _one_hot(x, at["turn_side"], side(turn["side"]))
    _one_hot(x, at["turn_card"], _CARD.get(turn["card"] or "", -1))
    _one_hot(x, at["turn_mode"], _TURN_MODE.get(turn["mode"] or "", -1))
    x[at["turn"]] = turn["ap"] / 7
    for i, flag in enumerate(TURN_FLAGS):
        x[at["turn"] + 1 + i] = float(bool(turn[flag]))
    bot = obs["bot"]
    _one_hot(x, at["bot"], _BOT_STAGE.get(bot["stage"] or "", -1))
    _one_hot(x, at["bot"] + len(BOT_STAGES), _cluster(bot["start"]))
    x[at["bot"] + len(BOT_STAGES) + NC] = bot["runs"] / 4


def _battle(x: dict[int, float], obs: Mapping[str, Any], side: _Sides) -> None:
    at = AT
    b = obs["battle"]
    if not b["stage"] and b["attacker"] is None:
        return
    _one_hot(x, at["battle_sides"], side(b["attacker"]))
    _one_hot(x, at["battle_sides"] + SIDES, side(b["defender"]))
    _one_hot(x, at["battle_cluster"], _cluster(b["cluster"]))
    _one_hot(x, at["battle_stage"], _STAGE.get(b["stage"] or "", -1))
    base = at["battle_counts"]
    for i, count in enumerate(b["dice"][:3]):
        x[base + i] = count / data.MAX_DICE
    x[base + 3] = float(bool(b["rerolled"]))
    x[base + 4] = b["self_hits"] / 5
    x[base + 5] = b["intercepts"] / 5
    x[base + 6] = b["pyramids"] / 5
    x[base + 7] = b["hits"] / 10
    x[base + 8] = b["keys"] / 10
    x[base + 9] = float(bool(b["first"]))
    for face in b["faces"]:
        if face in _FACE:
            _add(x, at["battle_faces"] + _FACE[face], 1 / data.MAX_DICE)


def _map(x: dict[int, float], obs: Mapping[str, Any], side: _Sides) -> None:
    """Ships, agents, cities, tokens, the resource supply, influence."""
    at = AT
    for ship in obs["ships"]:
        r, c = side(ship["side"]), _cluster(ship["cluster"])
        if r >= 0 and c >= 0:
            i = at["ships"] + (c * SIDES + r) * 2
            x[i] = ship["fresh"] / MOST_SHIPS
            x[i + 1] = ship["damaged"] / MOST_SHIPS
    for owner, planet in enumerate(obs["agents"]):
        r = side(owner)
        if r >= 0 and planet in _PLANET:
            x[at["agents"] + r * NP + _PLANET[planet]] = 1.0
    for city in obs["cities"]:
        q, r = _PLANET.get(city["planet"], -1), side(city["seat"])
        if q >= 0 and 0 <= r < S:
            x[at["cities"] + q * (S + 1) + r] = 1.0
            x[at["cities"] + q * (S + 1) + S] = float(bool(city["fresh"]))
    for planet in obs["tokens"]:
        _one_hot(x, at["tokens"], _PLANET.get(planet, -1))
    for res, count in obs["resource_supply"].items():
        if res in _RES:
            x[at["supply"] + _RES[res]] = count / data.RESOURCE_SUPPLY
    x[at["supply"] + NR] = obs["extra_tokens"] / data.RESOURCE_SUPPLY
    for cluster, values in (obs.get("influence") or {}).items():
        c = _cluster(int(cluster)) if str(cluster).isdigit() else -1
        if c < 0:
            continue
        for owner, value in enumerate(values):
            r = side(owner)
            if r >= 0 and value:
                x[at["influence"] + c * SIDES + r] = value / MOST_SHIPS


def _seats(x: dict[int, float], obs: Mapping[str, Any], side: _Sides) -> None:
    """Each seat's board, cards and offers; the observing seat's own cards."""
    at = AT
    for p, entry in enumerate(obs["seats"]):
        r = side(p)
        if not 0 <= r < S:
            continue
        x[at["seats"] + r] = 1.0
        x[at["bots"] + r] = float(bool(entry["bot"]))
        x[at["power"] + r] = entry["power"] / POWER_SCALE
        base = at["pieces"] + r * 5
        x[base] = entry["supply"] / MOST_SHIPS
        x[base + 1] = entry["fleet"] / data.FLEET_SHIPS
        x[base + 2] = entry["removed"] / MOST_SHIPS
        x[base + 3] = entry["cities_left"] / data.CITIES
        x[base + 4] = entry["kills"] / MOST_SHIPS
        for name in entry["advances"]:
            _one_hot(x, at["advances"] + r * len(data.ADVANCES), _ADVANCE.get(name, -1))
        base = at["resources"] + r * data.BOARD_SLOTS * NR
        for k, res in enumerate(entry["resources"][: data.BOARD_SLOTS]):
            if res in _RES:
                x[base + k * NR + _RES[res]] = 1.0
        for trophy in entry["trophies"]:
            owner = side(trophy["owner"])
            if owner >= 0:
                x[at["trophies"] + r * SIDES + owner] = trophy["count"] / MOST_SHIPS
        base = at["cards"] + r * 4
        x[base] = entry["hand_size"] / data.HAND_SIZES[2]
        x[base + 1] = float(bool(entry["kept_chosen"]))
        x[base + 2] = entry["discarded_count"] / data.SOLO_DISCARD
        x[base + 3] = entry["pile_size"] / data.BOT_CARDS
        for k, card in enumerate(entry["offer"][: data.BOT_OFFER]):
            _one_hot(x, at["offers"] + (r * data.BOT_OFFER + k) * A, _CARD.get(card, -1))
        if r == 0:
            for block in ("hand", "kept", "passed", "discarded"):
                for card in entry.get(block, ()):
                    _one_hot(x, at[block], _CARD.get(card, -1))


def _rest(x: dict[int, float], obs: Mapping[str, Any], side: _Sides) -> None:
    """The phantom, the decks, resources to drop or take, redeployment, chapters, the winner."""
    at = AT
    phantom = obs.get("phantom")
    if phantom:
        base = at["phantom"]
        x[base] = phantom["supply"] / MOST_SHIPS
        x[base + 1] = phantom["stack_size"] / data.PHANTOM_STACK
        for k, card in enumerate(phantom["offer"][: data.PHANTOM_OFFER]):
            _one_hot(x, base + 2 + k * A, _CARD.get(card, -1))
    x[at["decks"]] = obs["deck_size"] / A
    x[at["decks"] + 1] = obs["facedown_size"] / A
    drops = obs["drops"]
    if drops:
        base = at["drops"]
        x[base] = len(drops) / 4
        first = drops[0]
        r = side(first["seat"])
        if 0 <= r < S:
            x[base + 1 + r] = 1.0
        _one_hot(x, base + 1 + S, _RES.get(first["resource"], -1))
        _one_hot(x, base + 1 + S + NR, _PLANET.get(first["planet"] or "", -1))
        stolen = first.get("stolen_from")
        if stolen:
            r = side(stolen["seat"])
            if 0 <= r < S:
                x[base + 1 + S + NR + NP + r] = 1.0
            slot = stolen["slot"]
            if isinstance(slot, int) and 1 <= slot <= data.BOARD_SLOTS:
                x[base + 1 + 2 * S + NR + NP + slot - 1] = 1.0
    for p in obs["compensation"]:
        r = side(p)
        if 0 <= r < S:
            _add(x, at["compensation"] + r, 0.25)
    x[at["compensation"] + S] = len(obs["compensation"]) / 8
    redeploy = obs["redeploy"]
    x[at["redeploy"]] = redeploy["ships"] / MOST_SHIPS
    _one_hot(x, at["redeploy"] + 1, _cluster(redeploy["avoid"]))
    for chapter, row in enumerate(obs["chapter_power"][: data.CHAPTERS]):
        for p, power in enumerate(row):
            r = side(p)
            if 0 <= r < S:
                x[at["chapter_power"] + chapter * S + r] = power / POWER_SCALE
    _one_hot(x, at["winner"], side(obs.get("winner")))


def encode(obs: Mapping[str, Any]) -> npt.NDArray[np.float32]:
    """The observation vector of the seat whose observation `obs` is (see the module docstring).

    Reads `obs` only; a spectator's observation (seat None) is encoded from seat 0's place.
    """
    side = _Sides(obs)
    x: dict[int, float] = {}
    for part in (_game, _round, _battle, _map, _seats, _rest):
        part(x, obs, side)
    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    if x:
        count = len(x)
        out[np.fromiter(x.keys(), np.intp, count)] = np.fromiter(x.values(), np.float32, count)
        np.clip(out, 0.0, 1.0, out=out)
    return out


# -- the encodings object ----------------------------------------------------------------------------
class ArcadesEncodings:
    """ARCADEs' action index and observation encoding (the `ambitions.rl.Encodings` protocol)."""

    game = "arcades"
    num_actions: int = NUM_ACTIONS
    observation_shape: tuple[int, ...] = (OBSERVATION_SIZE,)

    def __init__(self) -> None:
        self._index: dict[ArcadesAction, int] = {}
        self.observation_low = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
        self.observation_high = np.ones(OBSERVATION_SIZE, dtype=np.float32)

    def action_index(self, action: Any) -> int:
        """The index of `action` (an `ArcadesAction` a seat can be offered); `ValueError` for
        anything outside the space (chance outcomes among them)."""
        found = self._index.get(action)
        if found is not None:
            return found
        if not isinstance(action, ArcadesAction):
            raise ValueError(f"{action!r:.80} is not an ARCADEs action")
        index = ACTIONS.find(action.kind, action.args)
        if index is not None:
            self._index[action] = index
            return index
        raise ValueError(f"{str(action)!r:.120} is not in ARCADEs' action space (docs/rl.md)")

    def index_action(self, state: State | None, index: int) -> ArcadesAction:
        """The action at `index` (the index needs no state to decode)."""
        if isinstance(index, bool) or not isinstance(index, int | np.integer) or not 0 <= index < NUM_ACTIONS:
            raise ValueError(f"an ARCADEs action index is 0..{NUM_ACTIONS - 1}, not {index!r:.40}")
        fam = ACTIONS.family_at(int(index))
        return ArcadesAction(fam.kind, cast(tuple[Arg, ...], fam.arguments(int(index))))

    def encode(self, observation: Mapping[str, Any]) -> npt.NDArray[np.float32]:
        return encode(observation)

    def action_layout(self) -> list[tuple[int, int, str]]:
        """(first index, size, template) of each family, in index order."""
        return ACTIONS.layout()

    def observation_layout(self) -> list[tuple[int, int, str, str]]:
        """(first position, size, name, what it holds) of each block, in order."""
        return [(b.offset, b.size, b.name, b.about) for b in BLOCKS]


ENCODINGS: Final = ArcadesEncodings()
"""What the ARCADEs `GameSpec` names as its encodings."""
