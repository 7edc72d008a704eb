"""Static component data for Arcs (base game plus the boxed Leaders & Lore mode).

This module holds data only: no rules, no helpers.  Every fact that could be
wrong lives here so that a correction is a one-line data edit.

Rulebook references (base rulebook, April 11 2024 edition):

* p2-3   "What's in the Box": piece counts, 28 action cards, 12 setup cards,
         25 Guild + 6 Vox court cards, 25 resource tokens, 18 battle dice.
* p4-5   Setup steps A-Q: court row size, out-of-play clusters, A/B/C starting
         placements, starting resources, 2-player ambition-box resources.
* p6     The map: 6 clusters of 1 gate + 3 planets, adjacency, slots.
* p7     Resource slots opened by building cities.
* p8-9   Suits and the actions their pips buy; ambition shown per card number.
* p14    Battle dice (at most 6 of a type).
* p16-17 Raiding, raid costs, Guild card suits and ambitions.
* p18-19 Ambition scoring, bonus city Power, marker flipping, game end.
* p21    Leaders & Lore draft and starting pieces.

Facts the rulebook does not print in full (planet types, setup cards, pip
counts, court cards, dice faces, player-board values, leader setups) come from
the project's collated notes ``arcs-data.md`` (sections B.1-B.7), which
cross-check several public implementations and the publisher's card data.
Card effects are short paraphrases, never card text.
"""

from __future__ import annotations

from typing import Final, NamedTuple

# ---------------------------------------------------------------------------
# Core vocabularies
# ---------------------------------------------------------------------------

# Five resource / planet types (rulebook p6, p17).  Index order is used everywhere.
RESOURCES: Final = ("material", "fuel", "weapon", "relic", "psionic")

# Ambition boxes in the order printed on the map (rulebook p18; arcs-data.md B.1).
AMBITIONS: Final = ("tycoon", "tyrant", "warlord", "keeper", "empath")
PLAY_MODES: Final = ("lead", "surpass", "pivot", "copy", "seize")
"""How an action card is played in a round (p9-10): the lead, surpassing, pivoting, copying, or
seizing the initiative with it."""

# Action-card suits (rulebook p8).
SUITS: Final = ("ADM", "AGG", "CON", "MOB")

SUIT_NAMES: Final[dict[str, str]] = {
    "ADM": "Administration",
    "AGG": "Aggression",
    "CON": "Construction",
    "MOB": "Mobilization",
}

# Actions a pip of each suit may buy (rulebook p8 "Step 1"; arcs-data.md B.3).
SUIT_ACTIONS: Final[dict[str, tuple[str, ...]]] = {
    "ADM": ("tax", "repair", "influence"),
    "AGG": ("battle", "move", "secure"),
    "CON": ("build", "repair"),
    "MOB": ("move", "influence"),
}


# ---------------------------------------------------------------------------
# Action cards (arcs-data.md B.3; rulebook p2, p4 step C-D, p9)
# ---------------------------------------------------------------------------


class ActionCard(NamedTuple):
    """One of the 28 action cards."""

    id: str  # suit code + number, e.g. "CON4"
    suit: str  # "ADM" | "AGG" | "CON" | "MOB"
    number: int  # 1..7
    pips: int  # actions granted when led or used to Surpass
    ambition: str | None  # declarable ambition; "any" on 7s, None on 1s


# Pips per number (B.3 table).  Ambition by number: 1 none, 2 tycoon,
# 3 tyrant, 4 warlord, 5 keeper, 6 empath, 7 any (rulebook p9; B.3).
# Rulebook examples confirm CON2 = 4 pips and CON4 = 3 pips (p8-9).
ACTION_CARDS: Final[tuple[ActionCard, ...]] = (
    # Administration: 4 4 3 3 3 2 1 (total 20)
    ActionCard("ADM1", "ADM", 1, 4, None),
    ActionCard("ADM2", "ADM", 2, 4, "tycoon"),
    ActionCard("ADM3", "ADM", 3, 3, "tyrant"),
    ActionCard("ADM4", "ADM", 4, 3, "warlord"),
    ActionCard("ADM5", "ADM", 5, 3, "keeper"),
    ActionCard("ADM6", "ADM", 6, 2, "empath"),
    ActionCard("ADM7", "ADM", 7, 1, "any"),
    # Aggression: 3 3 2 2 2 2 1 (total 15)
    ActionCard("AGG1", "AGG", 1, 3, None),
    ActionCard("AGG2", "AGG", 2, 3, "tycoon"),
    ActionCard("AGG3", "AGG", 3, 2, "tyrant"),
    ActionCard("AGG4", "AGG", 4, 2, "warlord"),
    ActionCard("AGG5", "AGG", 5, 2, "keeper"),
    ActionCard("AGG6", "AGG", 6, 2, "empath"),
    ActionCard("AGG7", "AGG", 7, 1, "any"),
    # Construction: 4 4 3 3 2 2 1 (total 19)
    ActionCard("CON1", "CON", 1, 4, None),
    ActionCard("CON2", "CON", 2, 4, "tycoon"),
    ActionCard("CON3", "CON", 3, 3, "tyrant"),
    ActionCard("CON4", "CON", 4, 3, "warlord"),
    ActionCard("CON5", "CON", 5, 2, "keeper"),
    ActionCard("CON6", "CON", 6, 2, "empath"),
    ActionCard("CON7", "CON", 7, 1, "any"),
    # Mobilization: 4 4 3 3 2 2 1 (total 19)
    ActionCard("MOB1", "MOB", 1, 4, None),
    ActionCard("MOB2", "MOB", 2, 4, "tycoon"),
    ActionCard("MOB3", "MOB", 3, 3, "tyrant"),
    ActionCard("MOB4", "MOB", 4, 3, "warlord"),
    ActionCard("MOB5", "MOB", 5, 2, "keeper"),
    ActionCard("MOB6", "MOB", 6, 2, "empath"),
    ActionCard("MOB7", "MOB", 7, 1, "any"),
)

ACTION_CARD_BY_ID: Final[dict[str, ActionCard]] = {c.id: c for c in ACTION_CARDS}

# The 1s and 7s are shuffled in only with 4 players (rulebook p4 steps C-D).
FOUR_PLAYER_ONLY_NUMBERS: Final = (1, 7)


# ---------------------------------------------------------------------------
# Map (arcs-data.md B.1; rulebook p6, p13)
# ---------------------------------------------------------------------------
# System ids: "c.0" is the gate of cluster c; "c.1", "c.2", "c.3" are its
# planets (.1 Arrow, .2 Crescent = middle, .3 Hex).
#
# Adjacency facts (B.1, rulebook p6):
# * Gates form the ring 1-2-3-4-5-6-1.  An out-of-play cluster's gate gets a
#   path marker that joins its two neighbouring gates (rulebook p6, p13).
# * Each planet is adjacent to its own cluster's gate.
# * Inside a cluster, .1-.2 and .2-.3 are adjacent; .1-.3 are NOT adjacent
#   (thick border).
# * Across clusters only the pairs in CROSS_CLUSTER_PLANET_LINKS touch; the
#   boundaries 1/2, 3/4, 4/5 and 6/1 have no planet adjacency.
# * The map centre is not a system.

CLUSTERS: Final = (1, 2, 3, 4, 5, 6)

GATES: Final[tuple[str, ...]] = ("1.0", "2.0", "3.0", "4.0", "5.0", "6.0")

PLANETS: Final[tuple[str, ...]] = (
    "1.1", "1.2", "1.3",
    "2.1", "2.2", "2.3",
    "3.1", "3.2", "3.3",
    "4.1", "4.2", "4.3",
    "5.1", "5.2", "5.3",
    "6.1", "6.2", "6.3",
)  # fmt: skip

# Per cluster: gate first, then its three planets.
SYSTEMS: Final[tuple[str, ...]] = (
    "1.0", "1.1", "1.2", "1.3",
    "2.0", "2.1", "2.2", "2.3",
    "3.0", "3.1", "3.2", "3.3",
    "4.0", "4.1", "4.2", "4.3",
    "5.0", "5.1", "5.2", "5.3",
    "6.0", "6.1", "6.2", "6.3",
)  # fmt: skip

# Planet types (B.1 planet table; three sources agree on all 18 planets).
# Totals: material 4, fuel 4, weapon 4, relic 3, psionic 3.
PLANET_TYPE: Final[dict[str, str]] = {
    "1.1": "weapon", "1.2": "fuel", "1.3": "material",
    "2.1": "psionic", "2.2": "weapon", "2.3": "relic",
    "3.1": "material", "3.2": "fuel", "3.3": "weapon",
    "4.1": "relic", "4.2": "fuel", "4.3": "material",
    "5.1": "weapon", "5.2": "relic", "5.3": "psionic",
    "6.1": "material", "6.2": "fuel", "6.3": "psionic",
}  # fmt: skip

# Building slots per planet (B.1 planet table; hrf BaseBoard.slots and the
# Arcs Lab systems.json fixture give the same per-planet values).  These sum
# to 26, not the 27 stated under the B.1 table; the per-planet values are
# kept as the authority.
PLANET_SLOTS: Final[dict[str, int]] = {
    "1.1": 2, "1.2": 1, "1.3": 2,
    "2.1": 1, "2.2": 1, "2.3": 2,
    "3.1": 1, "3.2": 1, "3.3": 2,
    "4.1": 2, "4.2": 2, "4.3": 1,
    "5.1": 1, "5.2": 1, "5.3": 2,
    "6.1": 1, "6.2": 2, "6.3": 1,
}  # fmt: skip

# Planet pairs adjacent across a cluster boundary (B.1), usable only while
# both clusters are in play.
CROSS_CLUSTER_PLANET_LINKS: Final[tuple[tuple[str, str], ...]] = (
    ("2.3", "3.1"),
    ("5.3", "6.1"),
)


# ---------------------------------------------------------------------------
# Setup cards (arcs-data.md B.2; rulebook p4-5 steps I-O)
# ---------------------------------------------------------------------------


class SetupCard(NamedTuple):
    """One of the 12 setup cards."""

    id: str  # official id, e.g. "3SETUP02"
    name: str
    players: int
    out_of_play: tuple[int, ...]  # clusters covered during setup
    # Per player in turn order (player 1 holds initiative): (A, B, C) with
    # 3-4 players, (A, B, C1, C2) with 2 players.  A = 3 ships + city,
    # B = 3 ships + starport, C = 2 ships (each C with 2 players).
    starts: tuple[tuple[str, ...], ...]


# Order and values follow the B.2 table / its machine-readable block.
SETUP_CARDS: Final[tuple[SetupCard, ...]] = (
    # 2-player cards.
    SetupCard(
        "2SETUP01", "Frontiers", 2, (1, 6),
        (("5.3", "4.3", "3.0", "3.3"), ("3.1", "5.1", "5.0", "4.1")),
    ),
    SetupCard(
        "2SETUP02", "Mix Up 1", 2, (2, 5),
        (("4.2", "3.2", "1.0", "6.1"), ("6.3", "3.3", "4.0", "1.2")),
    ),
    SetupCard(
        "2SETUP03", "Homelands", 2, (1, 4),
        (("5.1", "6.1", "5.0", "5.3"), ("3.3", "3.1", "3.0", "2.1")),
    ),
    SetupCard(
        "2SETUP04", "Mix Up 2", 2, (1, 4),
        (("5.2", "2.1", "3.0", "6.2"), ("2.2", "6.1", "5.0", "3.3")),
    ),
    # 3-player cards.
    # 3SETUP01 player 2: TTPG, TTS and Arcs Lab give A 5.3 / B 2.1; hrf has
    # them swapped (A 2.1 / B 5.3).  The 3-of-4 majority is used here; check
    # against a physical card if possible.
    SetupCard(
        "3SETUP01", "Mix Up", 3, (1, 4),
        (("3.3", "5.2", "2.0"), ("5.3", "2.1", "3.0"), ("2.3", "3.1", "5.0")),
    ),
    SetupCard(
        "3SETUP02", "Frontiers", 3, (2, 3),
        (("1.3", "4.3", "6.0"), ("5.3", "1.2", "5.0"), ("4.2", "6.1", "1.0")),
    ),
    SetupCard(
        "3SETUP03", "Homelands", 3, (5, 6),
        (("2.3", "3.2", "3.0"), ("1.3", "2.1", "2.0"), ("1.1", "4.3", "4.0")),
    ),
    SetupCard(
        "3SETUP04", "Core Conflict", 3, (3, 6),
        (("1.3", "2.2", "1.0"), ("2.3", "1.2", "2.0"), ("1.1", "2.1", "4.0")),
    ),
    # 4-player cards.
    SetupCard(
        "4SETUP01", "Mix Up 1", 4, (3,),
        (
            ("4.1", "6.3", "1.0"),
            ("4.3", "5.3", "6.0"),
            ("5.1", "1.3", "4.0"),
            ("6.1", "1.1", "5.0"),
        ),
    ),
    SetupCard(
        "4SETUP02", "Mix Up 2", 4, (4,),
        (
            ("5.3", "3.1", "2.0"),
            ("3.3", "5.2", "1.0"),
            ("2.3", "1.3", "3.0"),
            ("1.1", "2.1", "5.0"),
        ),
    ),
    SetupCard(
        "4SETUP03", "Frontiers", 4, (5,),
        (
            ("1.3", "3.2", "2.0"),
            ("2.3", "6.3", "3.0"),
            ("4.2", "2.1", "6.0"),
            ("1.1", "6.1", "4.0"),
        ),
    ),
    SetupCard(
        "4SETUP04", "Mix Up 3", 4, (6,),
        (
            ("3.3", "5.2", "1.0"),
            ("1.1", "3.1", "2.0"),
            ("1.3", "4.3", "3.0"),
            ("4.1", "2.2", "5.0"),
        ),
    ),
)  # fmt: skip


# ---------------------------------------------------------------------------
# Court deck: 25 Guild + 6 Vox (arcs-data.md B.4; rulebook p2, p13, p17)
# ---------------------------------------------------------------------------


class CourtCard(NamedTuple):
    """A base-game Court card."""

    id: str  # "BC01".."BC31"
    name: str
    kind: str  # "guild" | "vox"
    suit: str | None  # resource name for Guild cards, None for Vox
    keys: int | None  # raid cost in keys, None for Vox
    summary: str  # paraphrase, not card text


# "Loyal" pattern (B.4): survives your own Outrage, any resource may be spent
# as its type, and its type's Prelude ignores Outrage.
# Keys (B.4): the five Loyal cards 3, Sworn Guardians and Galactic Bards 1,
# everything else 2.
COURT_CARDS: Final[tuple[CourtCard, ...]] = (
    # Material Guild cards.
    CourtCard(
        "BC01", "Loyal Engineers", "guild", "material", 3,
        "Loyal card for Material: kept through Outrage; spend anything as Material.",
    ),
    CourtCard(
        "BC02", "Mining Interest", "guild", "material", 2,
        "Manufacture (Build) gains 1 Material; Prelude discard fills empty slots "
        "with Material, stealing once the supply runs dry.",
    ),
    CourtCard(
        "BC03", "Material Cartel", "guild", "material", 2,
        "Holds the whole Material supply (counts for Tycoon, unspendable); Rivals "
        "lose their Material after scoring; Prelude discard steals 1 Material.",
    ),
    CourtCard(
        "BC04", "Admin Union", "guild", "material", 2,
        "Prelude: attach to a face-up Administration card in play; at round end "
        "take that card into hand and discard this.",
    ),
    CourtCard(
        "BC05", "Construction Union", "guild", "material", 2,
        "Union for a face-up Construction card in play.",
    ),
    # Fuel Guild cards.
    CourtCard(
        "BC06", "Fuel Cartel", "guild", "fuel", 2,
        "Cartel for Fuel: holds the Fuel supply; Rivals lose Fuel after scoring; "
        "Prelude discard steals 1 Fuel.",
    ),
    CourtCard(
        "BC07", "Loyal Pilots", "guild", "fuel", 3,
        "Loyal card for Fuel: kept through Outrage; spend anything as Fuel.",
    ),
    CourtCard(
        "BC08", "Gatekeepers", "guild", "fuel", 2,
        "Up to 2 extra dice when battling in a gate; Prelude discard puts 1 ship "
        "in each in-play gate.",
    ),
    CourtCard(
        "BC09", "Shipping Interest", "guild", "fuel", 2,
        "Synthesize (Build) gains 1 Fuel; Prelude discard fills empty slots with "
        "Fuel, stealing once the supply runs dry.",
    ),
    CourtCard(
        "BC10", "Spacing Union", "guild", "fuel", 2,
        "Union for a face-up Mobilization card in play.",
    ),
    # Weapon Guild cards.
    CourtCard(
        "BC11", "Arms Union", "guild", "weapon", 2,
        "Union for a face-up Aggression card in play.",
    ),
    CourtCard(
        "BC12", "Prison Wardens", "guild", "weapon", 2,
        "Pressgang (Build) returns Captives for 1 resource each; Execute "
        "(Influence) makes Captives Trophies; Prelude discard: 3 ships where you rule.",
    ),
    CourtCard(
        "BC13", "Skirmishers", "guild", "weapon", 2,
        "After a battle roll, reroll skirmish dice up to your Weapon icon count; "
        "Prelude discard: 3 ships where you rule.",
    ),
    CourtCard(
        "BC14", "Court Enforcers", "guild", "weapon", 2,
        "Abduct (Battle) captures all Rival agents on a Court card holding fewer "
        "Rival agents than your Weapon icons; Prelude discard: 3 ships where you rule.",
    ),
    CourtCard(
        "BC15", "Loyal Marines", "guild", "weapon", 3,
        "Loyal card for Weapons; Prelude discard: 3 ships in a system you control.",
    ),
    # Psionic Guild cards.
    CourtCard(
        "BC16", "Lattice Spies", "guild", "psionic", 2,
        "Prelude discard (before other actions) seizes the initiative if still "
        "allowed this round.",
    ),
    CourtCard(
        "BC17", "Farseers", "guild", "psionic", 2,
        "On declaring, peek at a Rival's hand and may swap a card; Prelude discard "
        "cycles hand cards via the bottom of the action discard.",
    ),
    CourtCard(
        "BC18", "Secret Order", "guild", "psionic", 2,
        "Declaring Keeper or Empath skips the zero marker.",
    ),
    CourtCard(
        "BC19", "Loyal Empaths", "guild", "psionic", 3,
        "Loyal card for Psionics: kept through Outrage; spend anything as Psionic.",
    ),
    CourtCard(
        "BC20", "Silver-Tongues", "guild", "psionic", 2,
        "Prelude discard steals a Guild card or a resource from a Rival.",
    ),
    # Relic Guild cards.
    CourtCard(
        "BC21", "Loyal Keepers", "guild", "relic", 3,
        "Loyal card for Relics: kept through Outrage; spend anything as Relic.",
    ),
    CourtCard(
        "BC22", "Sworn Guardians", "guild", "relic", 1,
        "Rivals cannot steal your resources or other Guild cards; buried if stolen.",
    ),
    CourtCard(
        "BC23", "Elder Broker", "guild", "relic", 2,
        "Trade (Tax) swaps resources with the owner of a Rival city you control; "
        "Prelude discard gains Material, Fuel and Weapon.",
    ),
    CourtCard(
        "BC24", "Relic Fence", "guild", "relic", 2,
        "Prelude once per turn (card kept): turn 1 resource into 1 Relic.",
    ),
    CourtCard(
        "BC25", "Galactic Bards", "guild", "relic", 1,
        "When you Surpass or Pivot you may declare your card's ambition if none "
        "was declared this round, with no zero marker.",
    ),
    # Vox cards: resolve when secured.
    CourtCard(
        "BC26", "Mass Uprising", "vox", None, None,
        "Put 1 ship in every system of a chosen cluster; discard.",
    ),
    CourtCard(
        "BC27", "Populist Demands", "vox", None, None,
        "May declare any ambition if a marker is available (no zero marker, per "
        "errata); discard.",
    ),
    CourtCard(
        "BC28", "Outrage Spreads", "vox", None, None,
        "May name a resource: every player, you too, Provokes Outrage of it; discard.",
    ),
    CourtCard(
        "BC29", "Song of Freedom", "vox", None, None,
        "May send a city you control back to its owner, then may seize the "
        "initiative; shuffle back into the Court deck.",
    ),
    CourtCard(
        "BC30", "Guild Struggle", "vox", None, None,
        "May steal a Rival's Guild card; shuffle discarded Guild cards back into "
        "the Court deck; discard.",
    ),
    CourtCard(
        "BC31", "Call to Action", "vox", None, None,
        "Take 1 action card from the bottom of the action discard; discard.",
    ),
)  # fmt: skip

COURT_CARD_BY_ID: Final[dict[str, CourtCard]] = {c.id: c for c in COURT_CARDS}


# ---------------------------------------------------------------------------
# Battle dice (arcs-data.md B.6 "Battle dice"; rulebook p2, p14)
# ---------------------------------------------------------------------------


class DieFace(NamedTuple):
    """Symbols on one face of a battle die."""

    hits: int = 0  # hits on defending ships (then buildings)
    self_hits: int = 0  # hits on your own attacking ships
    intercepts: int = 0  # defender intercepts (once per battle)
    building_hits: int = 0  # hits on defending buildings
    keys: int = 0  # raid keys


DIE_TYPES: Final = ("assault", "skirmish", "raid")

DICE: Final[dict[str, tuple[DieFace, ...]]] = {
    # Assault: blank; hit + self-hit (x2); 2 hits + self-hit; 2 hits;
    # intercept + hit.
    "assault": (
        DieFace(),
        DieFace(hits=1, self_hits=1),
        DieFace(hits=1, self_hits=1),
        DieFace(hits=2, self_hits=1),
        DieFace(hits=2),
        DieFace(hits=1, intercepts=1),
    ),
    # Skirmish: 3 blank, 3 single hits.
    "skirmish": (
        DieFace(),
        DieFace(),
        DieFace(),
        DieFace(hits=1),
        DieFace(hits=1),
        DieFace(hits=1),
    ),
    # Raid: intercept + 2 keys; key + self-hit; intercept;
    # building hit + self-hit (x2); building hit + key.
    "raid": (
        DieFace(intercepts=1, keys=2),
        DieFace(keys=1, self_hits=1),
        DieFace(intercepts=1),
        DieFace(building_hits=1, self_hits=1),
        DieFace(building_hits=1, self_hits=1),
        DieFace(building_hits=1, keys=1),
    ),
}

# At most 6 dice of one type per battle (rulebook p14 sidebar; 6 in the box).
MAX_DICE_PER_TYPE: Final = 6


# ---------------------------------------------------------------------------
# Ambitions, player board, supplies, game length
# ---------------------------------------------------------------------------

# Ambition markers as ((blue first, blue second), (flipped first, flipped
# second)) (B.6; rulebook p2, p9, p19: declare takes the highest available,
# each chapter end flips the lowest unflipped one).
AMBITION_MARKERS: Final[tuple[tuple[tuple[int, int], tuple[int, int]], ...]] = (
    ((5, 3), (9, 4)),
    ((3, 2), (6, 3)),
    ((2, 0), (4, 2)),
)

# Raid cost in keys of the 6 resource slots, in opening order, left to right
# (B.6/B.7; single source, hrf; rulebook p16-17 says only that slots have costs).
RESOURCE_SLOT_RAID_COST: Final = (3, 1, 1, 2, 1, 3)

# Cities still on the player board -> open resource slots (B.7; rulebook p7).
OPEN_RESOURCE_SLOTS: Final[dict[int, int]] = {5: 2, 4: 3, 3: 4, 2: 6, 1: 6, 0: 6}

# City slots on the player board (rulebook p4 step L; B.7).
CITY_SLOTS: Final = 5

# Cities left on the board -> bonus Power for winning an ambition outright
# (rulebook p18 "Bonus City Power": +2, or +5 with both slots uncovered; B.7).
BONUS_POWER_BY_CITIES_LEFT: Final[dict[int, int]] = {5: 0, 4: 0, 3: 0, 2: 0, 1: 2, 0: 5}

# Per-player pieces (rulebook p2).
SHIPS_PER_PLAYER: Final = 15
AGENTS_PER_PLAYER: Final = 10
STARPORTS_PER_PLAYER: Final = 5
CITIES_PER_PLAYER: Final = 5

# Tokens of each resource type in the general supply (rulebook p3: 25 = 5 x 5).
RESOURCE_SUPPLY: Final = 5

# Action cards dealt per chapter (rulebook p5 step P, p19 step 4).
HAND_SIZE: Final = 6

# Face-up Court cards by player count (rulebook p4 step H).
COURT_ROW_SIZE: Final[dict[int, int]] = {2: 3, 3: 4, 4: 4}

# Power that ends the game by player count (rulebook p2, p19 step 3).
POWER_TO_WIN: Final[dict[int, int]] = {2: 33, 3: 30, 4: 27}

# The game ends after this chapter at the latest (rulebook p8, p19).
LAST_CHAPTER: Final = 5

# Resources (and Guild suits) that add to an ambition (rulebook p17-18).
# Tyrant counts Captives and Warlord counts Trophies instead.
AMBITION_RESOURCES: Final[dict[str, tuple[str, ...]]] = {
    "tycoon": ("material", "fuel"),
    "keeper": ("relic",),
    "empath": ("psionic",),
}

# 2-player setup: where each covered planet's resource goes (rulebook p4
# step K; weapons there count as Trophies, p19).
TWO_PLAYER_BOX_FOR_RESOURCE: Final[dict[str, str]] = {
    "material": "tycoon",
    "fuel": "tycoon",
    "weapon": "warlord",
    "relic": "keeper",
    "psionic": "empath",
}


# ---------------------------------------------------------------------------
# Leaders & Lore (arcs-data.md B.5; rulebook p21)
# ---------------------------------------------------------------------------

# Starting placements without a leader (rulebook p5 step N):
# A = city + 3 ships, B = starport + 3 ships, C = 2 ships.
DEFAULT_PLACEMENT: Final[tuple[tuple[str, int], tuple[str, int], tuple[str, int]]] = (
    ("city", 3),
    ("starport", 3),
    ("none", 2),
)


class Leader(NamedTuple):
    """A base-box leader card."""

    id: str  # "LEAD01".."LEAD08"
    name: str
    abilities: tuple[tuple[str, str], ...]  # (ability name, paraphrase)
    resources: tuple[str, str]  # into the two leftmost slots, in this order
    a: tuple[str, int]  # (building "city" | "starport" | "none", ships)
    b: tuple[str, int]
    c: tuple[str, int]


# Starting pieces/resources: B.5 table (TTPG, TTS and hrf agree; the
# rulebook's Mystic example on p21 matches).
LEADERS: Final[tuple[Leader, ...]] = (
    Leader(
        "LEAD01", "Elder",
        (
            ("Beloved", ("After defending in a battle where the attacker took "
              "Trophies, you may influence; Rivals battling you cannot Ransack.")),
            ("Just", ("Scoring Tyrant: nothing for second place, and first place "
              "pays you only the second-place Power (no bonus city Power).")),
        ),
        ("relic", "material"), ("city", 3), ("starport", 3), ("none", 2),
    ),
    Leader(
        "LEAD02", "Mystic",
        (
            ("Attuned", "Taxing via Copy or Pivot also gains 1 Psionic."),
            ("Cryptic", ("Setup: cover your Material and Fuel Outrage slots with "
              "agents (start Outraged in both).")),
        ),
        ("psionic", "relic"), ("city", 3), ("starport", 3), ("none", 2),
    ),
    Leader(
        "LEAD03", "Fuel-Drinker",
        (
            ("Insatiable", "Taxing via Copy or Pivot also gains 1 Fuel."),
            ("Lavish", "After scoring, if Tycoon was scored, lose all your Fuel."),
        ),
        ("fuel", "fuel"), ("city", 3), ("starport", 3), ("none", 2),
    ),
    Leader(
        "LEAD04", "Upstart",
        (
            ("Ambitious", "Declaring an ambition gains you any 1 resource."),
            ("Callow", ("You may only tax Loyal cities you control (errata: no "
              "taxing cities you do not control).")),
        ),
        ("psionic", "material"), ("city", 4), ("starport", 3), ("none", 2),
    ),
    Leader(
        "LEAD05", "Rebel",
        (
            ("Committed", "Always take 2 extra dice in battle (mandatory)."),
            ("Disorganized", "Each move carries at most 2 ships."),
        ),
        ("material", "weapon"), ("starport", 4), ("none", 4), ("none", 2),
    ),
    Leader(
        "LEAD06", "Warrior",
        (
            ("Tactical", ("Battling via Copy or Pivot also lets you move, before "
              "or after the battle.")),
            ("Violent", "Like Just, but applied to Empath scoring."),
        ),
        ("weapon", "material"), ("city", 3), ("starport", 3), ("none", 2),
    ),
    Leader(
        "LEAD07", "Feastbringer",
        (
            ("Charismatic", ("Securing via Copy or Pivot also lets you influence, "
              "before or after.")),
            ("Generous", ("Each ambition you declare costs a Guild card, given to "
              "the Rival with the least Power.")),
        ),
        ("relic", "material"), ("city", 3), ("city", 3), ("none", 3),
    ),
    Leader(
        "LEAD08", "Demagogue",
        (
            ("Bold", ("On declaring an ambition, may put 1 agent on each of any "
              "number of Court cards.")),
            ("Paranoid", ("Cannot secure a Guild card holding only 1 of your "
              "agents (Vox and Ransack unaffected).")),
        ),
        ("psionic", "weapon"), ("city", 3), ("starport", 3), ("none", 2),
    ),
)  # fmt: skip


class Lore(NamedTuple):
    """A base-box lore card."""

    id: str  # "L01".."L14"
    name: str
    summary: str  # paraphrase, not card text


# Lore list and effects: B.5 lore table.
LORE: Final[tuple[Lore, ...]] = (
    Lore("L01", "Tool-Priests",
         "Summon (Build): once a turn, build 1 ship at any city you control, "
         "Rival cities included."),
    Lore("L02", "Galactic Rifles",
         "Fire Rifles (Battle): your fresh Loyal ships in one system roll skirmish "
         "dice at a defender in an adjacent system; no battle modifiers."),
    Lore("L03", "Sprinter Drives",
         "After moving fresh Loyal ships, one group of them may move again once."),
    Lore("L04", "Mirror Plating",
         "When defending against any assault dice, the attacker's roll gains "
         "1 intercept."),
    Lore("L05", "Hidden Harbors",
         "Ships you build are fresh; no raid dice against you while you have a "
         "fresh defending starport."),
    Lore("L06", "Signal Breaker",
         "Attacking with only fresh ships: ignore 1 rolled intercept."),
    Lore("L07", "Repair Drones",
         "After attacking in a battle, repair 1 Loyal attacking ship."),
    Lore("L08", "Gate Ports",
         "Starports may be built on gates (1 per gate); Rivals entering a gate "
         "you control with a fresh Loyal starport give you 1 agent as a Captive."),
    Lore("L09", "Cloud Cities",
         "Build 1 extra city on a full planet by paying 1 resource of its type."),
    Lore("L10", "Living Structures",
         "Nurture (Build): tax a Loyal city.  Prune (Repair): swap a Loyal "
         "starport and a Loyal city."),
    Lore("L11", "Gate Stations",
         "Cities may be built on gates (1 per gate), counting as every planet "
         "type in that cluster."),
    Lore("L12", "Railgun Arrays",
         "When defending with a fresh Loyal ship, the attacker takes 1 hit before "
         "collecting dice."),
    Lore("L13", "Ancient Holdings",
         "One extra resource slot with a raid cost of 4 keys."),
    Lore("L14", "Seeker Torpedoes",
         "After attacking rolls, reroll 1 assault die per fresh Loyal attacking ship."),
)  # fmt: skip

# Ancient Holdings (L13): the raid cost, in keys, of the card's one resource slot (card text).
ANCIENT_HOLDINGS_RAID_COST: Final = 4
