"""The campaign's fixed encodings for reinforcement learning: an action index and an observation
vector, for every Act (``act=1``, ``2``, ``3`` or ``"all"``), 2-4 players.

Loaded only by `ambitions.rl` (the spec names it as
``ambitions.games.arcs_campaign.encoding:ENCODINGS``), so the engine never imports numpy. It
reuses Arcs' `Family` and `Domain` (`ambitions.games.arcs.encoding`) and Arcs' observation
vector, and adds the campaign's.

**Action index.** Two parts, documented in ``docs/rl.md``:

* *Fixed families* (`FIXED`): actions whose arguments range over closed, bounded domains (cards,
  systems, slots, seats, resources, counts), indexed as Arcs indexes its own: the mixed-radix
  number of the arguments' positions in their domains after the family's offset. Their index
  needs no position (`action_index`, `index_action` with ``state=None``). The domains are the
  campaign's: systems include the Twisted Passage's ``7.0``; cards are every card id of the
  campaign (`CARDS`); ships are (fresh, damaged) pairs up to the 15 ships a player owns.
* *Legal slots* (`SLOTTED`): the actions whose argument lists are open or too long to multiply
  out (moves and catapults carrying a Flagship, Imperial ships or Witnesses, resources spent
  for such actions, battles with the Empire's and the Judge's ships, the Summit's and the
  Negotiations' deal parts ``give``/``ask``/``force``, Golems' actions, card questions with
  several answers, ...). Each such action kind owns a block of ``MAX`` slots; the legal actions
  of that kind that no fixed family holds take its slots in the order of their text
  (`legal_indices`): the first in text order slot 0, and so on. The mask is exactly the legal
  set (every legal action has one slot, no two share one) and `index_action` decodes a slot from
  the position it is meant for. A kind no block names takes the shared ``other`` block. More
  legal actions of a kind than its block holds raise `ValueError` (never dropped silently); the
  bounds are several times the most seen in random campaigns (docs/rl.md gives both).

**Observation.** `encode` reads the seat's observation (`State.observation`) only: Arcs'
vector (`ambitions.games.arcs.encoding.encode`) of the observation with what Arcs does not know
left out (campaign cards, the Empire's and the Free States' pieces, the campaign's phases and
ambitions), then the campaign's blocks (`CAMPAIGN_BLOCKS`): the Act and phase, every campaign
card's place, the Empire, the Blight and the Free States by system, titles, Fates, Flagships,
the Imperial Council, supplies, and a hashed bag of the rest of the ``campaign`` block (the Fate
Sets' own markers and counters): each ``path=value`` leaf (seat numbers as they are, lists as
bags) sets one of `HASHED` positions (CRC32, so it is the same in every process). Values are in
[0, 1].
"""

from __future__ import annotations

import bisect
import zlib
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final, cast

import numpy as np
import numpy.typing as npt

from ambitions.core.state import State
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import encoding as arcs_enc
from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction, Arg
from ambitions.games.arcs.encoding import DICE, FACE, SHIPS
from ambitions.games.arcs.position import PLAY_MODES
from ambitions.games.arcs.standard_actions import SLOT_NAMES
from ambitions.games.arcs.state import PIECE_NAMES
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.flagship import COLUMNS
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState
from ambitions.rl.families import ActionIndex, Block, Domain, Family, one, place_blocks

MAX_SEATS: Final = 4
S: Final = MAX_SEATS

# -- domains -----------------------------------------------------------------------------------------
SYSTEM_IDS: Final = (*reach.SYSTEM_IDS, "7.0")
"""The 24 systems and the Twisted Passage's gate (F22)."""
FATE_IDS: Final = (*fate_cards.A_FATES, *fate_cards.B_FATE_IDS, *fate_cards.C_FATE_IDS)
"""The 24 Fates: A (F1-F8), B (F9-F16), C (F17-F24)."""
FAITHFUL_WISDOM: Final = tuple(f"{c}W" for c in fate_cards.FAITHFUL_CARDS)
ACTION_CARDS: Final = (
    *(c.id for c in arcs_data.ACTION_CARDS),
    *data.EVENT_CARDS,
    *fate_cards.FAITHFUL_CARDS,
    *FAITHFUL_WISDOM,
)
"""Cards a seat can hold in hand and play: the action cards, the Events (the Caretaker's among
them), the Faithful cards and their Wisdom sides (F8)."""


def _cards() -> tuple[str, ...]:
    """Every card id of the campaign, once each, in a fixed order."""
    ids: list[str] = [
        *ACTION_CARDS,
        *(c.id for c in arcs_data.COURT_CARDS),
        *(c.id for c in arcs_data.LEADERS),
        *(c.id for c in arcs_data.LORE),
        *data.CAMPAIGN_COURT_IDS,
        data.COUNCIL,
        *data.EDICT_NUMBER,
        *(c.id for c in fate_cards.FATE_SET),
        *FATE_IDS,
        *(f"{fate}-01" for fate in FATE_IDS),  # (each Fate's objective card)
    ]
    return tuple(dict.fromkeys(ids))


CARDS: Final = _cards()
SEAT = one("<seat>", range(MAX_SEATS))
SYSTEM = one("<system>", SYSTEM_IDS)
GATE = one("<gate>", [x for x in SYSTEM_IDS if x.endswith(".0")])
PLANET = one("<planet>", [x for x in SYSTEM_IDS if not x.endswith(".0")])
SLOT = one("<slot>", SLOT_NAMES)
SLOT_OR_NONE = one("<slot|none>", (*SLOT_NAMES, "none"))
RESOURCE = one("<resource>", arcs_data.RESOURCES)
AMBITION = one("<ambition>", CampaignState.AMBITION_NAMES)
HAND_CARD = one("<action card>", ACTION_CARDS)
CARD = one("<card>", CARDS)
FATE = one("<fate>", FATE_IDS)
UPGRADES: Final = tuple(COLUMNS)
SHIP_PAIRS = Domain("<system> <system>", tuple((a, b) for a in SYSTEM_IDS for b in SYSTEM_IDS if a != b))
TARGET = one("<seat|blight|empire|free>", (*range(MAX_SEATS), "blight", "empire", "free"))
BUILD_WHAT = one(
    "<city|starport|ship|cloud-city|flagship>", ("city", "starport", "ship", "cloud-city", "flagship")
)
BUILD_WHERE = one("<system|upgrade|flagship>", (*SYSTEM_IDS, *UPGRADES, "flagship"))
REPAIR_WHAT = one(
    "<piece>",
    ("ship", "city", "starport", "free-city", "free-starport", "imperial-ship", "blight", "armor", "upgrade"),
)
HIT_WHAT = one(
    "<hit>",
    (
        *SLOT_NAMES,
        "fresh",
        "damaged",
        *(
            f"{side}-{state}"
            for side in ("blight", "imperial", "judge", "bunker")
            for state in ("fresh", "damaged")
        ),
        *(f"flagship-{u}" for u in UPGRADES),
    ),
)
POLICY = one("<policy>", data.POLICIES)
RESOLVE = one("<crises|edicts>", ("crises", "edicts"))
FRESH_OR_DAMAGED = one("<fresh|damaged>", ("fresh", "damaged"))
COUNT = one("<0-15>", range(16))
CHOOSE_WORDS: Final = (
    "done", "none", "keep", "discard", "seize", "place", "return", "supply", "prevent", "resettle",
    "go-on", "end-turn", "hoard", "outrage", "regent", "outlaw", "fresh", "damaged", "city",
    "starport", *data.SEAT_COLOURS, *data.POLICIES, "crises", "edicts",
)  # fmt: skip
"""The words a card's question takes as its answer (the colours name seats, CRB p.30)."""
ANSWER = one(
    "<answer>",
    dict.fromkeys(
        (
            *CHOOSE_WORDS,
            *range(16),
            *SYSTEM_IDS,
            *SLOT_NAMES,
            *arcs_data.RESOURCES,
            *CampaignState.AMBITION_NAMES,
            *CARDS,
        )
    ),
)
"""A one-word answer to a card's question: a word, a number, a system, a slot, a resource, an
ambition or a card."""


def f(kind: str, *domains: Domain) -> Family:
    return Family(kind, domains)


NO_ARGUMENT: Final = (
    "pass", "end", "keep", "mulligan", "done", "stop", "accept", "refuse", "agree", "veto",
    "awaken", "banner", "enforce", "lead-pilgrims", "leave", "manufacture", "no-summit", "offer",
    "petition", "pressgang", "revive", "seed", "summit", "synthesize", "well-take", "withdraw",
    "execute",
)  # fmt: skip
"""Kinds that take no argument (a kind missing here still gets its slot, in ``other``)."""

FIXED_IN_ORDER: Final[tuple[Family, ...]] = (
    *(f(kind) for kind in NO_ARGUMENT),
    # Playing cards (p8-10, CRB p.12): action cards, Events, Faithful cards.
    *(f(kind, HAND_CARD) for kind in ("lead", "surpass", "pivot", "copy", "seize", "event")),
    f("declare", AMBITION),
    # Standard and new actions over closed domains.
    f("tax", SLOT),
    f("build", BUILD_WHAT, BUILD_WHERE),
    f("repair", REPAIR_WHAT, BUILD_WHERE),
    f("move", SHIP_PAIRS, SHIPS),
    f("catapult", SYSTEM, SHIPS),
    f("spend", RESOURCE),  # (a Weapon for battle, p17)
    f("prelude", CARD),
    f("battle", SYSTEM, TARGET),
    *(f(kind, CARD) for kind in ("influence", "secure", "recover", "ransack", "abduct", "teach")),
    f("claim", CARD, SLOT_OR_NONE),
    f("bargain", CARD, SEAT),
    f("trade", SLOT, RESOURCE),
    f("nurture", SLOT),
    f("prune", SLOT),
    f("fire-rifles", SHIP_PAIRS, SEAT),
    f("foundry", PLANET, FRESH_OR_DAMAGED),
    *(
        f(kind, SYSTEM)
        for kind in (
            "summon",
            "bunker",
            "fragment",
            "spawn",
            "requisition",
            "bodies",
            "spirits",
            "witness-take",
        )
    ),
    f("witness", SHIP_PAIRS, one("<1|2>", (1, 2))),
    # Battle (p14-16).
    f("dice", DICE),
    f("reroll", FACE),
    f("hit", HIT_WHAT),
    f("steal", RESOURCE, one("<raid cost>", (1, 2, 3, 4))),
    f("steal", CARD),
    f("discard", RESOURCE),
    # Setup, the Council, the Fates, the Intermission.
    f("place", GATE),
    f("place", one("<city|starport>", ("city", "starport")), PLANET),
    f("fate", FATE),
    f("propose", SEAT),
    *(f(kind, SEAT) for kind in ("arm", "outlaw", "spare", "spy")),
    *(f(kind, RESOURCE) for kind in ("clue", "take", "seize-outrage")),
    f("change", POLICY),
    f("resolve", RESOLVE),
    # Cards' questions (docs/choose-actions.md): one-word answers, ships moved between systems.
    f("choose", ANSWER),
    f("choose", SHIP_PAIRS, COUNT),
    f("choose", SYSTEM, FRESH_OR_DAMAGED),
    f("choose", HAND_CARD, HAND_CARD),
)
"""The fixed families in index order."""

SLOTTED: Final[tuple[tuple[str, int], ...]] = (
    ("move", 32768),
    ("spend", 32768),
    ("catapult", 2048),
    ("slipstream", 2048),
    ("choose", 1024),
    ("battle", 1024),
    ("golem", 512),
    ("force", 256),
    ("give", 256),
    ("ask", 256),
    ("prelude", 256),
    ("steal", 256),
    ("demand", 256),
    ("discard", 256),
    ("place", 256),
    ("hoard", 256),
    ("export", 256),
    ("build", 256),
    ("repair", 256),
    ("hit", 256),
    ("other", 512),
)
"""Per action kind, the number of legal slots for its actions outside the fixed families
(``other``: every kind not listed)."""


FIXED_INDEX: Final = ActionIndex(FIXED_IN_ORDER)
FIXED: Final = FIXED_INDEX.families
NUM_FIXED: Final = FIXED_INDEX.end


def _slot_offsets() -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    offset = NUM_FIXED
    for kind, size in SLOTTED:
        out[kind] = (offset, size)
        offset += size
    return out


SLOT_BLOCKS: Final = _slot_offsets()
"""Per slotted kind (and ``other``): (first index, number of slots)."""
NUM_ACTIONS: Final = NUM_FIXED + sum(size for _, size in SLOTTED)
_SLOT_STARTS: Final = sorted((start, kind) for kind, (start, _) in SLOT_BLOCKS.items())


def fixed_index(action: ArcsAction) -> int | None:
    """The index of `action` in the fixed families, or None if none holds it."""
    return FIXED_INDEX.find(action.kind, action.args)


def slot_block(kind: str) -> tuple[int, int]:
    """(first index, size) of the legal slots of actions of `kind`."""
    return SLOT_BLOCKS.get(kind, SLOT_BLOCKS["other"])


def _slot_order(action: ArcsAction) -> str:
    return str(action)


# -- observation -------------------------------------------------------------------------------------
ARCS_SIZE: Final = arcs_enc.OBSERVATION_SIZE
ALL_PHASES: Final = tuple(
    dict.fromkeys(
        [
            *arcs_enc.ALL_PHASES,
            *(v for k, v in vars(CampaignPhase).items() if k.isupper() and isinstance(v, str)),
        ]
    )
)
CARD_PLACES: Final = (
    "court", "hand", "lead", "court_discard", "action_discard", "scrapped", "booklet",
    "court_deck_known", "resolved", "edicts", "attached", "scrapped_actions", "faithful_top",
    "faithful_actions",
    *(f"guild_{r}" for r in range(S)),
    *(f"played_{r}" for r in range(S)),
)  # fmt: skip
"""Where a card can be that this seat sees (per relative seat: Guild cards held, cards played)."""
NSYS: Final = len(SYSTEM_IDS)
NSLOT: Final = len(SLOT_NAMES)
NCARD: Final = len(CARDS)
NFATE: Final = len(FATE_IDS)
HASHED: Final = 2048
"""Positions of the hashed bag of the rest of the ``campaign`` block."""
COUNCIL_STATES: Final = (data.IN_SESSION, data.DECIDED)
FLAGSHIP_SLOTS: Final = tuple(f"{side}-{c}" for side in ("upgrade", "armor") for c in COLUMNS)

CAMPAIGN_BLOCKS_IN_ORDER: Final = (
    Block("act", 3, "one-hot: Act I, II, III"),
    Block("campaign_phase", len(ALL_PHASES), "one-hot: the decision point, Arcs' and the campaign's"),
    Block("cards", NCARD * len(CARD_PLACES), "per campaign card: where this seat sees it (`CARD_PLACES`)"),
    Block("hand_all", len(ACTION_CARDS), "this seat's hand: action, Event and Faithful cards"),
    Block("imperial", NSYS * 2, "per system: Imperial fresh, damaged ships / 15"),
    Block("blight", NSYS * 2, "per system: Blight fresh, damaged / 6"),
    Block("empire_control", NSYS, "per system: controlled by the Empire"),
    Block("imperial_clusters", 6, "per cluster: Imperial"),
    Block("free_symbol", len(data.SYMBOLS), "one-hot: the Free cities' planet symbol"),
    Block("free_buildings", NSLOT * 3, "per slot: a Free city, a Free starport, damaged"),
    Block("ships_extra", 2 * S, "per relative seat: fresh, damaged ships at the Twisted Passage / 15"),
    Block("titles", S * 2, "per relative seat: Regent, Outlaw"),
    Block("first_regent", S, "relative seat: the first Regent"),
    Block("fates", S * NFATE, "per relative seat: its Fate (when this seat sees it)"),
    Block("former_fates", S * NFATE, "per relative seat: its Fate in the Act before"),
    Block("completed", S, "per relative seat: completed its last objective"),
    Block("choosing", S, "per relative seat: still choosing a Fate"),
    Block("objective", S, "per relative seat: its objective marker's space / 30"),
    Block("drawn", NFATE, "the Fates this seat drew to choose from"),
    Block("chosen", NFATE, "the Fate this seat chose (before the reveal)"),
    Block("flagship_at", S * NSYS, "per relative seat: its Flagship's system (one-hot)"),
    Block(
        "flagship_board",
        S * len(FLAGSHIP_SLOTS) * 3,
        "per relative seat, board slot: city, starport, damaged",
    ),
    Block("ambitions_extra", S * 2, "per relative seat: edenguard, blightkin counts / 10"),
    Block("trust", 5, "Imperial trust by resource / 5"),
    Block("favors", S * S, "per relative holder, relative owner: Favors / 5"),
    Block("council", len(COUNCIL_STATES) + S, "council in session, decided; relative seat that secured it"),
    Block("policy", len(data.POLICIES), "one-hot: the Policy"),
    Block(
        "supply_extra", 4, "Imperial ships / 15, Free cities / 28, Free starports / 14, Blight / 24 in supply"
    ),
    Block("scrapped_ships", S, "per relative seat: ships scrapped / 15"),
    Block("negotiation", 2 * S + 2, "a deal: relative proposer, relative rival; offered; parts / 8"),
    Block("hashed", HASHED, "the rest of the campaign block: each path=value leaf hashed (CRC32)"),
)
"""The campaign's blocks, after Arcs' vector."""


CAMPAIGN_BLOCKS: Final = place_blocks(CAMPAIGN_BLOCKS_IN_ORDER, ARCS_SIZE)
OBSERVATION_SIZE: Final = CAMPAIGN_BLOCKS[-1].offset + CAMPAIGN_BLOCKS[-1].size
AT: Final[dict[str, int]] = {b.name: b.offset for b in CAMPAIGN_BLOCKS}

_SYS: Final = {x: i for i, x in enumerate(SYSTEM_IDS)}
_SLOT: Final = {x: i for i, x in enumerate(SLOT_NAMES)}
_CARD: Final = {c: i for i, c in enumerate(CARDS)}
_HAND: Final = {c: i for i, c in enumerate(ACTION_CARDS)}
_PLACE: Final = {p: i for i, p in enumerate(CARD_PLACES)}
_FATE: Final = {x: i for i, x in enumerate(FATE_IDS)}
_PHASE: Final = {p: i for i, p in enumerate(ALL_PHASES)}
_ARCS_PHASE: Final = frozenset(arcs_enc.ALL_PHASES)
_ARCS_ACARD: Final = frozenset(c.id for c in arcs_data.ACTION_CARDS)
_ARCS_CCARD: Final = frozenset(c.id for c in arcs_data.COURT_CARDS)
_ARCS_DRAFT: Final = frozenset(v[0] for v in arcs_enc.DRAFT_CARD.values)
_ARCS_LORE: Final = frozenset(c.id for c in arcs_data.LORE)
_ARCS_SYS: Final = frozenset(reach.SYSTEM_IDS)
_ARCS_AMB: Final = frozenset(arcs_data.AMBITIONS)
_ARCS_PLAY_MODES: Final = frozenset(PLAY_MODES)
_ARCS_PIECES: Final = frozenset(PIECE_NAMES)
_FLAG_SLOT: Final = {x: i for i, x in enumerate(FLAGSHIP_SLOTS)}
_EXPLICIT: Final = frozenset(
    {
        "act", "imperial_clusters", "free_symbol", "imperial_ships", "blight", "titles",
        "first_regent", "favors", "council", "council_secured_by", "policy", "fates", "flagships",
        "imperial_trust", "supply", "scrapped_ships", "negotiation", "scrapped", "booklet",
        "court_deck_known", "resolved", "edicts", "attached", "scrapped_actions", "faithful_top",
        "faithful_actions",
    }
)  # fmt: skip
"""``campaign`` keys encoded in their own blocks (the others go to the hashed bag)."""


def _is_seat(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat_of(obs: Mapping[str, Any], n: int) -> int:
    """The observing seat (a spectator's observation, seat None, is read from seat 0's place)."""
    me: Any = obs.get("seat")
    return int(me) if _is_seat(me) and 0 <= me < n else 0


def arcs_view(obs: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of the campaign observation with only what Arcs' encoding knows: Arcs' cards,
    systems, seats, phases, ambitions (the rest is in the campaign's blocks)."""
    out = dict(obs)
    if out["phase"] not in _ARCS_PHASE:
        out["phase"] = arcs_enc.ALL_PHASES[0]  # (its one-hot is cleared after: `encode`)
    if out.get("resume_phase") not in _ARCS_PHASE:
        out["resume_phase"] = None
    lead = dict(out["lead"])
    if lead["card"] not in _ARCS_ACARD:
        lead["card"] = None
    out["lead"] = lead
    out["plays"] = [
        p
        for p in out["plays"]
        if p["mode"] in _ARCS_PLAY_MODES and (p["card"] is None or p["card"] in _ARCS_ACARD)
    ]
    turn = dict(out["turn"])
    if turn["card"] not in _ARCS_ACARD:
        turn["card"] = None
    turn["taxed"] = [x for x in turn["taxed"] if x in _SLOT]
    turn["ship_built"] = [x for x in turn["ship_built"] if x in _SLOT]
    out["turn"] = turn
    battle = dict(out["battle"])
    if battle.get("system") not in _ARCS_SYS:
        battle["system"] = None
    out["battle"] = battle
    out["revealed"] = [{**r, "cards": [c for c in r["cards"] if c in _ARCS_ACARD]} for r in out["revealed"]]
    catapult = dict(out["catapult"])
    if catapult["at"] not in _ARCS_SYS:
        catapult["at"] = None
    out["catapult"] = catapult
    catapult["path"] = [x for x in catapult.get("path", ()) if x in _ARCS_SYS]
    for key in ("moved_fresh", "sprinters"):
        out[key] = [x for x in out[key] if x in _ARCS_SYS]
    draft = out["draft"]
    out["draft"] = {
        "leaders": [c for c in draft["leaders"] if c in _ARCS_DRAFT],
        "lore": [c for c in draft["lore"] if c in _ARCS_DRAFT],
    }
    out["ships"] = [x for x in out["ships"] if x["system"] in _ARCS_SYS and _is_seat(x["seat"])]
    out["buildings"] = [b for b in out["buildings"] if b["slot"] in _SLOT and _is_seat(b["seat"])]
    out["control"] = {x: c for x, c in out["control"].items() if x in _ARCS_SYS and _is_seat(c)}
    out["seats"] = [_arcs_seat(entry) for entry in out["seats"]]
    out["court"] = [
        {**place, "card": place["card"] if place["card"] in _ARCS_CCARD else None} for place in out["court"]
    ]
    out["court_discard"] = [c for c in out["court_discard"] if c in _ARCS_CCARD]
    out["action_discard"] = [
        e for e in out["action_discard"] if e["card"] is None or e["card"] in _ARCS_ACARD
    ]
    phantom = out.get("phantom_ambitions") or {}
    out["phantom_ambitions"] = {a: n for a, n in phantom.items() if a in _ARCS_AMB}
    out["markers"] = [{**m, "box": m["box"] if m.get("box") in _ARCS_AMB else None} for m in out["markers"]]
    return out


def _arcs_seat(entry: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(entry)
    out["guild"] = [c for c in entry["guild"] if c in _ARCS_CCARD]
    out["lore"] = [c for c in entry["lore"] if c in _ARCS_LORE]
    out["trophies"] = [t for t in entry["trophies"] if _is_seat(t["owner"]) and t["piece"] in _ARCS_PIECES]
    out["ambitions"] = {a: n for a, n in (entry.get("ambitions") or {}).items() if a in _ARCS_AMB}
    if "hand" in entry:
        out["hand"] = [c for c in entry["hand"] if c in _ARCS_ACARD]
    return out


_RELATIVE: Final = {
    (n, me): {p: (p - me) % n for p in range(n)} for n in range(2, MAX_SEATS + 1) for me in range(n)
}


def encode(obs: Mapping[str, Any]) -> npt.NDArray[np.float32]:
    """The observation vector of the seat whose observation `obs` is (the module docstring)."""
    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    out[:ARCS_SIZE] = arcs_enc.encode(arcs_view(obs))
    if obs["phase"] not in _ARCS_PHASE:
        phase = arcs_enc.AT["phase"]
        out[phase : phase + len(arcs_enc.ALL_PHASES)] = 0.0
    n = int(obs["players"])
    rel = _RELATIVE[n, _seat_of(obs, n)]
    x: dict[int, float] = {}
    _campaign_blocks(obs, rel, x)
    if x:
        count = len(x)
        values = np.clip(np.fromiter(x.values(), np.float32, count), 0.0, 1.0)
        out[np.fromiter(x.keys(), np.intp, count)] = values
    return out


def _card_places(obs: Mapping[str, Any], rel: Mapping[int, int], x: dict[int, float]) -> None:
    """Where each card is, as far as this seat sees."""
    base = AT["cards"]
    places = len(CARD_PLACES)

    def put(cards: Iterable[Any], place: str) -> None:
        k = _PLACE[place]
        for card in cards:
            i = _CARD.get(card) if isinstance(card, str) else None
            if i is not None:
                x[base + i * places + k] = 1.0

    put((p["card"] for p in obs["court"]), "court")
    put([obs["lead"]["card"]], "lead")
    put(obs["court_discard"], "court_discard")
    put((e["card"] for e in obs["action_discard"]), "action_discard")
    for p, entry in enumerate(obs["seats"]):
        r = rel[p]
        put(entry["guild"], f"guild_{r}")
        if r == 0:
            put(entry.get("hand", ()), "hand")
    for play in obs["plays"]:
        r = rel.get(play["seat"], -1)
        if r >= 0:
            put([play["card"]], f"played_{r}")
    c = obs["campaign"]
    for key in ("scrapped", "booklet", "court_deck_known", "resolved", "edicts", "scrapped_actions"):
        put(c.get(key) or (), key)
    put((a["card"] for a in c.get("attached") or ()), "attached")
    put([c.get("faithful_top")], "faithful_top")
    faithful = c.get("faithful_actions") or ()
    put((e if isinstance(e, str) else e.get("card") for e in faithful), "faithful_actions")


def _campaign_blocks(obs: Mapping[str, Any], rel: Mapping[int, int], x: dict[int, float]) -> None:
    at = AT
    c = obs["campaign"]
    act = int(c["act"])
    if 1 <= act <= 3:
        x[at["act"] + act - 1] = 1.0
    phase = _PHASE.get(obs["phase"])
    if phase is not None:
        x[at["campaign_phase"] + phase] = 1.0
    _card_places(obs, rel, x)
    seat = obs.get("seat")
    if seat is not None and seat == _seat_of(obs, len(obs["seats"])):
        for card in obs["seats"][seat].get("hand", ()):
            i = _HAND.get(card)
            if i is not None:
                x[at["hand_all"] + i] = 1.0
    _board(obs, c, rel, x)
    _seats(c, rel, x)
    _hashed(c, x)


def _board(obs: Mapping[str, Any], c: Mapping[str, Any], rel: Mapping[int, int], x: dict[int, float]) -> None:
    at = AT
    for key, scale in (("imperial_ships", 15), ("blight", 6)):
        base = at["imperial" if key == "imperial_ships" else "blight"]
        for entry in c.get(key) or ():
            i = _SYS.get(entry["system"])
            if i is not None:
                x[base + i * 2] = entry["fresh"] / scale
                x[base + i * 2 + 1] = entry["damaged"] / scale
    for system, controller in obs["control"].items():
        if controller == "empire" and system in _SYS:
            x[at["empire_control"] + _SYS[system]] = 1.0
    for cluster in c.get("imperial_clusters") or ():
        if 1 <= int(cluster) <= 6:
            x[at["imperial_clusters"] + int(cluster) - 1] = 1.0
    if c.get("free_symbol") in data.SYMBOLS:
        x[at["free_symbol"] + data.SYMBOLS.index(c["free_symbol"])] = 1.0
    for b in obs["buildings"]:
        if b["seat"] == "free" and b["slot"] in _SLOT:
            i = at["free_buildings"] + _SLOT[b["slot"]] * 3
            x[i + (0 if b["kind"] == "city" else 1)] = 1.0
            if b["damaged"]:
                x[i + 2] = 1.0
    for ship in obs["ships"]:
        r = rel.get(ship["seat"], -1) if _is_seat(ship["seat"]) else -1
        if ship["system"] not in _ARCS_SYS and r >= 0:
            x[at["ships_extra"] + r * 2] = ship["fresh"] / 15
            x[at["ships_extra"] + r * 2 + 1] = ship["damaged"] / 15
    for entry in c.get("flagships") or ():
        r = rel.get(entry["seat"], -1)
        if r < 0:
            continue
        if entry.get("system") in _SYS:
            x[at["flagship_at"] + r * NSYS + _SYS[entry["system"]]] = 1.0
        for name, piece in (entry.get("board") or {}).items():
            k = _FLAG_SLOT.get(name)
            if k is not None:
                i = at["flagship_board"] + (r * len(FLAGSHIP_SLOTS) + k) * 3
                x[i + (0 if piece["kind"] == "city" else 1)] = 1.0
                if piece["damaged"]:
                    x[i + 2] = 1.0
    for p, entry in enumerate(obs["seats"]):
        amb = entry.get("ambitions") or {}
        for k, name in enumerate(("edenguard", "blightkin")):
            if amb.get(name):
                x[at["ambitions_extra"] + rel[p] * 2 + k] = amb[name] / 10


def _seats(c: Mapping[str, Any], rel: Mapping[int, int], x: dict[int, float]) -> None:
    at = AT
    for p, title in enumerate(c.get("titles") or ()):
        r = rel.get(p, -1)
        if r >= 0:
            x[at["titles"] + r * 2 + (0 if title == data.REGENT else 1)] = 1.0
    r = rel.get(c.get("first_regent"), -1)  # type: ignore[arg-type]
    if r >= 0:
        x[at["first_regent"] + r] = 1.0
    fates = c.get("fates") or {}
    for block, key in (("fates", "fate"), ("former_fates", "former")):
        for p, fate in enumerate(fates.get(key) or ()):
            r = rel.get(p, -1)
            if r >= 0 and fate in _FATE:
                x[at[block] + r * NFATE + _FATE[fate]] = 1.0
    for p, done in enumerate(fates.get("completed") or ()):
        if done and p in rel:
            x[at["completed"] + rel[p]] = 1.0
    for p in fates.get("choosing") or ():
        if p in rel:
            x[at["choosing"] + rel[p]] = 1.0
    for p, space in enumerate(fates.get("objective") or ()):
        if space is not None and p in rel:
            x[at["objective"] + rel[p]] = space / 30
    for fate in fates.get("drawn") or ():
        if fate in _FATE:
            x[at["drawn"] + _FATE[fate]] = 1.0
    for fate in fates.get("chosen") or ():
        if fate in _FATE:
            x[at["chosen"] + _FATE[fate]] = 1.0
    for i, res in enumerate(arcs_data.RESOURCES):
        count = (c.get("imperial_trust") or {}).get(res)
        if count:
            x[at["trust"] + i] = count / 5
    for favor in c.get("favors") or ():
        h, o = rel.get(favor["holder"], -1), rel.get(favor["owner"], -1)
        if h >= 0 and o >= 0:
            x[at["favors"] + h * S + o] = favor["count"] / 5
    if c.get("council") in COUNCIL_STATES:
        x[at["council"] + COUNCIL_STATES.index(c["council"])] = 1.0
    r = rel.get(c.get("council_secured_by"), -1)  # type: ignore[arg-type]
    if r >= 0:
        x[at["council"] + len(COUNCIL_STATES) + r] = 1.0
    if c.get("policy") in data.POLICIES:
        x[at["policy"] + data.POLICIES.index(c["policy"])] = 1.0
    supply = c.get("supply") or {}
    for i, (key, scale) in enumerate(
        (("imperial_ships", 15), ("free_cities", 28), ("free_starports", 14), ("blight", 24))
    ):
        x[at["supply_extra"] + i] = supply.get(key, 0) / scale
    for p, count in enumerate(c.get("scrapped_ships") or ()):
        if count and p in rel:
            x[at["scrapped_ships"] + rel[p]] = count / 15
    deal = c.get("negotiation")
    if deal:
        for k, key in enumerate(("proposer", "rival")):
            r = rel.get(deal.get(key), -1)
            if r >= 0:
                x[at["negotiation"] + k * S + r] = 1.0
        x[at["negotiation"] + 2 * S] = float(bool(deal.get("offered")))
        x[at["negotiation"] + 2 * S + 1] = len(deal.get("parts") or ()) / 8


def _leaves(value: Any, path: str) -> Iterable[str]:
    """``path=value`` for each leaf of `value` (list positions dropped: a list is a bag)."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from _leaves(item, f"{path}.{key}")
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _leaves(item, path + "[]")
    elif value is not None and value is not False:
        yield f"{path}={value}"


def _hashed(c: Mapping[str, Any], x: dict[int, float]) -> None:
    """The rest of the ``campaign`` block, hashed: each leaf sets one position."""
    base = AT["hashed"]
    for key, value in c.items():
        if key in _EXPLICIT:
            continue
        for leaf in _leaves(value, key):
            x[base + zlib.crc32(leaf.encode()) % HASHED] = 1.0


# -- the encodings object ----------------------------------------------------------------------------
class CampaignEncodings:
    """The campaign's action index and observation encoding (the `ambitions.rl.Encodings`
    protocol, with `legal_indices` for the legal slots)."""

    game = "arcs-campaign"
    num_actions: int = NUM_ACTIONS
    observation_shape: tuple[int, ...] = (OBSERVATION_SIZE,)

    def __init__(self) -> None:
        self._fixed: dict[ArcsAction, int | None] = {}
        self.observation_low = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
        self.observation_high = np.ones(OBSERVATION_SIZE, dtype=np.float32)

    def _fixed_index(self, action: Any) -> int | None:
        if not isinstance(action, ArcsAction):
            raise ValueError(f"{action!r:.80} is not a campaign action")
        if action not in self._fixed:
            if len(self._fixed) > 200_000:
                self._fixed.clear()
            self._fixed[action] = fixed_index(action)
        return self._fixed[action]

    def action_index(self, action: Any) -> int:
        """The index of `action` if a fixed family holds it; raises `ValueError` otherwise (an
        action in a legal slot has its index only among the legal actions: `legal_indices`)."""
        index = self._fixed_index(action)
        if index is None:
            raise ValueError(
                f"{str(action)!r:.120} is indexed by its place among the legal actions"
                " (legal_indices), not by itself (docs/rl.md)"
            )
        return index

    def legal_indices(self, legal: Sequence[Any]) -> list[int]:
        """The index of each legal action, in order: fixed ones by themselves, the others by
        their place, in text order, among the legal actions of their kind outside the fixed
        families. Raises `ValueError` if a kind has more of them than its block holds."""
        out: list[int | None] = [self._fixed_index(a) for a in legal]
        rest: dict[str, list[int]] = {}
        for k, index in enumerate(out):
            if index is None:
                kind = legal[k].kind
                rest.setdefault(kind if kind in SLOT_BLOCKS else "other", []).append(k)
        for kind, positions in rest.items():
            start, size = SLOT_BLOCKS[kind]
            order = sorted({_slot_order(legal[k]) for k in positions})  # (an action listed twice: one slot)
            if len(order) > size:
                raise ValueError(
                    f"{len(order)} legal {kind!r} actions outside the fixed families:"
                    f" more than the {size} slots of the campaign's action space (docs/rl.md)"
                )
            slot = {text: start + k for k, text in enumerate(order)}
            for k in positions:
                out[k] = slot[_slot_order(legal[k])]
        return [int(i) for i in out]  # type: ignore[arg-type]

    def index_action(self, state: State | None, index: int) -> ArcsAction:
        """The action at `index`: a fixed family's without a state, a legal slot's in `state`
        (the position it is meant for; raises `ValueError` if the slot is empty there)."""
        if not isinstance(index, int | np.integer) or not 0 <= index < NUM_ACTIONS:
            raise ValueError(f"a campaign action index is 0..{NUM_ACTIONS - 1}, not {index!r:.40}")
        index = int(index)
        if index < NUM_FIXED:
            fam = FIXED_INDEX.family_at(index)
            return ArcsAction(fam.kind, cast(tuple[Arg, ...], fam.arguments(index)))
        kind = _SLOT_STARTS[bisect.bisect_right(_SLOT_STARTS, (index, "~")) - 1][1]
        if state is None:
            raise ValueError(f"index {index} is a legal slot of {kind!r} actions: it needs a position")
        legal = state.legal_actions()
        for action, at in zip(legal, self.legal_indices(legal), strict=True):
            if at == index:
                return action  # type: ignore[no-any-return]
        raise ValueError(f"index {index} (a slot of {kind!r} actions) holds no legal action here")

    def encode(self, observation: Mapping[str, Any]) -> npt.NDArray[np.float32]:
        return encode(observation)

    def action_layout(self) -> list[tuple[int, int, str]]:
        """(first index, size, template) of each fixed family, then each slot block."""
        fixed = [(fam.offset, fam.size, fam.text) for fam in FIXED]
        slots = [(start, size, f"{kind} <legal slot>") for kind, (start, size) in SLOT_BLOCKS.items()]
        return fixed + slots

    def observation_layout(self) -> list[tuple[int, int, str, str]]:
        """Arcs' blocks, then the campaign's."""
        arcs = [(b.offset, b.size, b.name, b.about) for b in arcs_enc.BLOCKS]
        return arcs + [(b.offset, b.size, b.name, b.about) for b in CAMPAIGN_BLOCKS]


ENCODINGS: Final = CampaignEncodings()
"""What the campaign's `GameSpec` names as its encodings."""
