"""ARCADEs data: the map, the cards, the markers, the dice and the boards. Data only, no logic.

Every fact is written here once, in this package's own words, from the ARCADEs v1.4 text and
the Arcs components it borrows (``variants-spec.md`` part B.1 and part C). ARCADEs may not import
the Arcs package (each game is independent), so the few Arcs facts it needs are copied here:
the planet types (C.1), the action cards' suits and numbers (C.2), the ambition markers (C.3),
the resource slots' key costs (C.4) and the battle dice (C.5).

**Orientation (A15).** Clockwise is increasing cluster number, 1 -> 2 -> ... -> 6 -> 1, and the
same for seats (the player to the left of seat ``p`` is seat ``p + 1``). Each cluster's planets
are listed clockwise, so the first is the "left-most" (counter-clockwise-most) planet: Arrow,
Crescent, Hex. A planet is written ``c.k``: cluster ``c`` (1-6), planet ``k`` (1 = Arrow, the
left-most; 2 = Crescent; 3 = Hex).
"""

from __future__ import annotations

from typing import Final, NamedTuple

# -- the map (B.1.1, C.1) --------------------------------------------------------------------------
CLUSTERS: Final = 6
"""Clusters 1-6 in a ring; indexes 0-5 in the engine (cluster ``c`` is index ``c - 1``)."""
PLANETS_PER_CLUSTER: Final = 3
PLANETS: Final = CLUSTERS * PLANETS_PER_CLUSTER
"""Planet index ``3 * (c - 1) + (k - 1)`` for planet ``c.k``."""

PLANET_SHAPES: Final = ("Arrow", "Crescent", "Hex")
"""The planets of a cluster in clockwise order (A15): the first is the left-most."""

RESOURCES: Final = ("material", "fuel", "weapons", "relic", "psionic")
"""The five resource types. The ARCADEs free-action table calls Material "Product" and Weapons
"Rocket"."""
MATERIAL, FUEL, WEAPONS, RELIC, PSIONIC = range(5)

PLANET_TYPES: Final[tuple[tuple[int, int, int], ...]] = (
    (WEAPONS, FUEL, MATERIAL),  # cluster 1: Arrow, Crescent, Hex
    (PSIONIC, WEAPONS, RELIC),  # cluster 2
    (MATERIAL, FUEL, WEAPONS),  # cluster 3
    (RELIC, FUEL, MATERIAL),  # cluster 4
    (WEAPONS, RELIC, PSIONIC),  # cluster 5
    (MATERIAL, FUEL, PSIONIC),  # cluster 6
)
"""Each planet's resource type (C.1): a planet holds at most one token, of its type."""

PLANET_TYPE: Final[tuple[int, ...]] = tuple(t for cluster in PLANET_TYPES for t in cluster)
"""By planet index."""

PLANET_IDS: Final[tuple[str, ...]] = tuple(
    f"{c + 1}.{k + 1}" for c in range(CLUSTERS) for k in range(PLANETS_PER_CLUSTER)
)
PLANET_INDEX: Final[dict[str, int]] = {pid: i for i, pid in enumerate(PLANET_IDS)}

RESOURCE_SUPPLY: Final = 5
"""Tokens of each type in the box (Arcs' supply, kept so supply limits are real: A9)."""

# -- cards (B.1.1, C.2) ---------------------------------------------------------------------------
SUITS: Final = ("ADM", "AGG", "MOB")
"""The action deck's suits: Administration, Aggression, Mobilization (pips are not used)."""
SUIT_NAMES: Final = {
    "ADM": "Administration",
    "AGG": "Aggression",
    "MOB": "Mobilization",
    "CON": "Construction",
}
NUMBERS: Final = (1, 2, 3, 4, 5, 6, 7)
ACTION_CARDS: Final[tuple[str, ...]] = tuple(f"{suit}{k}" for suit in SUITS for k in NUMBERS)
"""The 21-card action deck: one card of each suit and number."""
ACTION_CARD_SET: Final = frozenset(ACTION_CARDS)
SEVEN: Final = 7
"""Sevens are trumps and give no action points (B.1.3)."""

START_CARDS: Final = (1, 2, 3, 4, 5, 6)
"""The start cards are Construction 1-6 (Construction 7 stays in the box); each names a cluster."""

# -- ambition markers (B.1.1, C.3) ---------------------------------------------------------------
MARKERS: Final[tuple[tuple[tuple[int, int], tuple[int, int]], ...]] = (
    ((2, 0), (4, 2)),
    ((3, 2), (6, 3)),
    ((5, 3), (9, 4)),
)
"""Each two-sided marker: (blue side, orange side), each (1st place Power, 2nd place Power)."""
START_FLIPPED: Final = (True, False, False)
"""At setup the 2/0 marker shows its orange side 4/2; 3/2 and 5/3 show blue (setup E)."""
DEFAULT_PLACES: Final = (2, 1)
"""Power for 1st and 2nd place in a cluster without a marker, and in every round scoring."""

# -- player pieces (B.1.2 H, B.1.4, B.1.5) --------------------------------------------------------
SHIPS: Final = 10
"""Ships a player starts with in supply."""
FLEET_SHIPS: Final = 2
"""Ships stored on the Fleet Expansion advance until it is researched."""
BOT_SHIPS: Final = 12
"""A solo bot's ships (it has no cities unless in hard mode, and no board)."""
PHANTOM_SHIPS: Final = 12
"""The phantom's ships: 2 in every gate at setup."""
CITIES: Final = 2
STARTING_SHIPS: Final = 3
"""Ships each player puts into one gate at setup (J2)."""
PHANTOM_SHIPS_PER_GATE: Final = 2

SLOT_KEYS: Final = (3, 1, 1, 2, 1, 3)
"""The six resource slots, left to right, and the keys a raid spends to steal from each (C.4)."""
BOARD_SLOTS: Final = len(SLOT_KEYS)
BOT_STEAL_KEYS: Final = 2
"""Keys to take a resource of one's choice from the supply when raiding a solo bot."""

# -- research (B.1.3) ----------------------------------------------------------------------------
ADVANCES: Final = ("colonies", "fleet-expansion", "advance-tactics", "repair-bots", "superior-intellect")
"""The scientific advances, in the order of their resources: each costs 2 AP and one token of
`RESOURCES` at the same index."""
COLONIES, FLEET_EXPANSION, ADVANCE_TACTICS, REPAIR_BOTS, SUPERIOR_INTELLECT = range(5)

AGENT_BONUS: Final = 2
SUPERIOR_INTELLECT_BONUS: Final = 3
DAMAGED_CITY_BONUS: Final = 1
FRESH_CITY_BONUS: Final = 2
REPAIR_BOTS_REPAIRS: Final = 2

# -- action points (B.1.3) -----------------------------------------------------------------------
AP_MOVE_SHIP: Final = 1
AP_REPAIR: Final = 1
AP_BATTLE: Final = 1
AP_RESEARCH: Final = 2
AP_COLONIZE: Final = 2
AP_PHANTOM_AGENT: Final = 2
PLACE_SHIPS: Final = 3
"""Ships placed at most when a card is used to place ships."""
FREE_PLACE: Final = 2
FREE_MOVE: Final = 2
FREE_REPAIR: Final = 2
FREE_AGENT_STEPS: Final = 2

# -- battle dice (C.5) ---------------------------------------------------------------------------
MAX_DICE: Final = 5


class DieFace(NamedTuple):
    """The symbols on one face of a battle die (C.5)."""

    hits: int = 0
    """Hits on defending ships (the single and double hit symbols)."""
    self_hits: int = 0
    """Flames: hits on one's own attacking ships."""
    intercepts: int = 0
    keys: int = 0
    pyramids: int = 0
    """Arcs' building-hit symbol; ARCADEs uses it only to push the defender's agent."""


DIE_TYPES: Final = ("assault", "skirmish", "raid")
DIE_LETTERS: Final = ("A", "S", "R")
ASSAULT, SKIRMISH, RAID = range(3)
DICE: Final[tuple[tuple[DieFace, ...], ...]] = (
    (  # assault (red)
        DieFace(),
        DieFace(hits=1, self_hits=1),
        DieFace(hits=1, self_hits=1),
        DieFace(hits=2, self_hits=1),
        DieFace(hits=2),
        DieFace(hits=1, intercepts=1),
    ),
    (  # skirmish (blue)
        DieFace(),
        DieFace(),
        DieFace(),
        DieFace(hits=1),
        DieFace(hits=1),
        DieFace(hits=1),
    ),
    (  # raid (orange)
        DieFace(keys=2, intercepts=1),
        DieFace(keys=1, self_hits=1),
        DieFace(intercepts=1),
        DieFace(pyramids=1, self_hits=1),
        DieFace(pyramids=1, self_hits=1),
        DieFace(pyramids=1, keys=1),
    ),
)
"""Six faces per die type, in `DIE_TYPES` order."""

BOT_DICE_ORDER: Final = (SKIRMISH, ASSAULT, SKIRMISH, ASSAULT, SKIRMISH)
"""The dice a solo bot collects, one per ship (B.1.5 Bot battle): the last becomes a raid die
when the defender's agent or city is present."""

# -- game length (B.1.3) -------------------------------------------------------------------------
CHAPTERS: Final = 3
THRESHOLDS: Final = {2: 33, 3: 30, 4: 27}
"""The Power that ends the game at an Ambition phase, by seats (2: the phantom mode; solo is a
3-player game: 30)."""
HAND_SIZES: Final = {2: 6, 3: 5, 4: 4}
"""Cards dealt per seat in the Recruit phase (2 players draw 6, draft, then discard 1)."""
DRAFT_KEEP: Final = 2
DRAFT_PASSES: Final = 2
PHANTOM_STACK: Final = 8
PHANTOM_OFFER: Final = 3
SOLO_DRAW: Final = 6
SOLO_DISCARD: Final = 3
SOLO_REDRAW: Final = 2
BOT_CARDS: Final = 8
BOT_OFFER: Final = 3
COMPENSATION: Final = {4: 2, 3: 2, 2: 1}
"""Resources for each place on the Power track at the Ambition phase (4th, 3rd, 2nd)."""
PHANTOM_MODE_SECOND: Final = 2
"""In the 2-player mode the human in 2nd place gets 2 resources."""
