"""The Arcs game state: plain typed data built for a cheap `clone()`.

Pieces on the map are flat lists of ints indexed ``system * players + seat``; building slots hold
an int code (`building_code`); per-seat tables are lists. The rules live in the modules named
after the rulebook's sections (`cardplay`, `standard_actions`, `resources`, `chapter`, `setup`);
`flow` says who decides what now. This module holds the data and the contract glue.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar, Final, cast

from ambitions.core.compiled import mypyc_attr
from ambitions.core.errors import IllegalAction, clip
from ambitions.core.state import CHANCE, TERMINAL, State
from ambitions.games.arcs import data, reach
from ambitions.games.arcs.actions import ArcsAction, parse

STARPORT: Final = 0
CITY: Final = 1
EMPTY: Final = -1

# Trophy kinds (what a destroyed or taken piece was).
SHIP: Final = 0
AGENT: Final = 1
STARPORT_PIECE: Final = 2
CITY_PIECE: Final = 3
PIECE_NAMES: Final = ("ship", "agent", "starport", "city")
NUM_PIECE_KINDS: Final = 4
BASE_AMBITIONS: Final[tuple[int, ...]] = tuple(range(len(data.AMBITIONS)))
"""Arcs' five ambitions, as indexes into `ArcsState.AMBITION_NAMES`."""

# Resource slots per seat (`ArcsState.resources`): the six of the player board
# (`data.RESOURCE_SLOT_RAID_COST`), then the one on Ancient Holdings (L13), open only to its holder.
BOARD_RESOURCE_SLOTS: Final = 6
HOLDINGS_SLOT: Final = 6
RESOURCE_SLOTS: Final = 7


ScoredAmbition = tuple[
    int, tuple[tuple[int, int], ...], tuple[int, ...], int, tuple[int, ...], int, tuple[int, ...]
]
"""How one declared ambition was scored at a chapter's end (`chapter.score_ambitions`, p18):
``(ambition, marker values, counts, first, seconds, bonus, gained)``. `ambition` indexes
`data.AMBITIONS`; `marker values` is the (first, second) Power of each marker in its box, on the
side showing then; `counts` is each seat's count (with 2 players a last entry, the phantom's);
`first` is the untied first place (an index into `counts`, or -1), `seconds` the indexes placing
second; `bonus` the bonus city Power added to first place's Power (0 without an untied first
seat); `gained` the Power each seat gained from it (leaders' scoring modifiers applied)."""

ChapterScoring = tuple[int, tuple[ScoredAmbition, ...]]
"""One chapter's scoring: (chapter, the declared ambitions scored, in box order)."""


def building_code(owner: int, kind: int, damaged: bool) -> int:
    """The int stored in a building slot: owner, starport/city, fresh/damaged."""
    return owner * 4 + kind * 2 + (1 if damaged else 0)


def building_owner(code: int) -> int:
    return code >> 2


def building_kind(code: int) -> int:
    return (code >> 1) & 1


def building_damaged(code: int) -> bool:
    return bool(code & 1)


class Phase:
    """Names of the decision points (`ArcsState.phase`)."""

    CHANCE_INITIATIVE: Final = "chance-initiative"
    CHANCE_SETUP: Final = "chance-setup"
    CHANCE_COURT: Final = "chance-court"
    CHANCE_DEAL: Final = "chance-deal"
    CHANCE_DRAFT: Final = "chance-draft"
    CHANCE_DRAW: Final = "chance-draw"
    CHANCE_ROLL: Final = "chance-roll"
    CHANCE_SHUFFLE: Final = "chance-shuffle"
    DRAFT: Final = "draft"
    MULLIGAN: Final = "mulligan"
    LEAD: Final = "lead"
    FOLLOW: Final = "follow"
    ACTIONS: Final = "actions"
    CATAPULT: Final = "catapult"
    BATTLE_DICE: Final = "battle-dice"
    BATTLE: Final = "battle"
    CHOICE: Final = "choice"
    DISCARD: Final = "discard"
    ELIMINATED: Final = "eliminated"
    OVER: Final = "over"


CHANCE_PHASES: Final = frozenset(
    {
        Phase.CHANCE_INITIATIVE,
        Phase.CHANCE_SETUP,
        Phase.CHANCE_COURT,
        Phase.CHANCE_DEAL,
        Phase.CHANCE_DRAFT,
        Phase.CHANCE_DRAW,
        Phase.CHANCE_ROLL,
        Phase.CHANCE_SHUFFLE,
    }
)

# Per-turn play modes.
LEAD_MODE: Final = "lead"
SURPASS: Final = "surpass"
PIVOT: Final = "pivot"
COPY: Final = "copy"

_LIST_FIELDS: Final = (
    "fresh",
    "damaged",
    "slots",
    "power",
    "cities_left",
    "starports",
    "ships",
    "agents",
    "outrage",
    "outrage_placeholder",
    "resources",
    "trophies",
    "captives",
    "resource_supply",
    "court",
    "court_agents",
    "court_deck",
    "court_discard",
    "action_undealt",
    "action_discard",
    "marker_flipped",
    "marker_box",
    "box_resources",
    "plays",
    "taxed",
    "ship_built",
    "spent_pending",
    "discard_queue",
    "history",
    "catapult_path",
    "ransacks",
    "battle_faces",
    "battle_rerolled",
    "battle_rerolls",
    "choices",
    "unions",
    "leader",
    "revealed",
    "secured_in_prelude",
    "turn_flags",
    "draft_leaders",
    "draft_lore",
    "moved_fresh",
    "sprinters",
    "chapter_scoring",
)
_NESTED_FIELDS: Final = ("hands", "guild", "lore")
_SCALAR_FIELDS: Final = (
    "n",
    "seed",
    "options",
    "out_of_play",
    "adjacency",
    "in_play",
    "setup_card",
    "chapter",
    "phase",
    "mover",
    "initiative",
    "seized_by",
    "lead_card",
    "lead_seat",
    "zeroed",
    "declared_with_lead",
    "round_turn",
    "passes",
    "turn_seat",
    "turn_card",
    "turn_mode",
    "pips",
    "prelude_open",
    "pre_open",
    "catapult_at",
    "catapult_fresh",
    "catapult_damaged",
    "chance_count",
    "winner",
    "chapter_scores",
    "resume_phase",
    "weapon_battle",
    "battle_system",
    "battle_defender",
    "battle_stage",
    "battle_dice",
    "battle_hits",
    "battle_self",
    "battle_bhits",
    "battle_keys",
    "battle_intercepts",
    "battle_intercepted",
    "declared_this_round",
    "battle_start_all_fresh",
    "battle_trophies",
    "battle_attacking_fresh",
    "battle_attacking_damaged",
)


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class ArcsState:
    """A full Arcs position. See the module docstring for the layout.

    It implements the kernel's `State` contract without inheriting from it: this module is
    compiled with the rule modules (`_compiled`), and a mypyc native class (whose fields the
    compiled rules read at a fixed offset instead of by name) may not have an interpreted base
    class. `State.register` below makes it a virtual subclass, so ``isinstance(s, State)`` holds;
    the contract's few concrete methods are `State`'s own, called from here. Interpreted
    subclasses are allowed: the campaign's `CampaignState` extends it (its overrides of the
    methods below are honoured by the compiled rules).
    """

    game_name: ClassVar[str] = "arcs"

    __slots__ = _LIST_FIELDS + _NESTED_FIELDS + _SCALAR_FIELDS

    # -- extension points ------------------------------------------------------------------------
    # A game that extends Arcs by design (the Blighted Reach campaign, docs/ARCHITECTURE.md
    # "Games that extend Arcs") subclasses this state and overrides these; Arcs itself leaves them
    # as they are, so its rule modules pay one attribute read where they consult them.
    REPLACED_RULES: ClassVar[dict[str, tuple[Any, Any]]] = {}
    """Standard actions the extending game replaces: name -> (targets, effect), with the
    signatures of `flow.ACTION_RULES`. Empty for Arcs."""

    EXTRA_POWERS: ClassVar[dict[str, Any]] = {}
    """Card powers of the extending game (`powers.Power` by card id), found by `powers.lookup`
    for the questions they ask; kept out of `powers.REGISTRY`, which holds Arcs' cards only."""

    AMBITION_NAMES: ClassVar[tuple[str, ...]] = data.AMBITIONS
    """Every ambition the game knows, in the order `marker_box` indexes them: Arcs' five (p9); an
    extending game appends its own (the campaign's Edenguard and Blightkin, F20-04, F21-04)."""

    def ambitions_in_play(self) -> tuple[int, ...]:
        """The ambitions (indexes into `AMBITION_NAMES`) that may be declared and are scored now:
        Arcs' five; an extending game adds those its laws bring in."""
        return BASE_AMBITIONS

    def declarations(self, ambition: str) -> list[str]:
        """What a player about to declare `ambition` may declare (p9): that ambition; an extending
        game may offer others in its place (F20-04: Edenguard instead of Tycoon)."""
        return [ambition]

    COUNTS_MORE: ClassVar[bool] = False
    """True if `more_ambition_count` may add to a seat's counts (`chapter.ambition_count`)."""

    def more_ambition_count(self, seat: int, ambition: int) -> int:
        """What else `seat` has toward `ambition` (p18) beyond its resources, cards, Captives and
        Trophies of rival seats: nothing in Arcs (the campaign's Imperial Trust and Trophies of
        neutral pieces). Consulted only when `COUNTS_MORE` is true."""
        return 0

    def secure_other_card(self, seat: int, index: int, card: str) -> None:
        """Secure a Court card Arcs does not know (`standard_actions.do_secure`, after the agents
        on it are returned or captured): the campaign's Imperial Council and lore cards. Arcs
        has none."""
        raise AssertionError(f"{card} is not an Arcs Court card")

    EXTRA_SHUFFLES: ClassVar[frozenset[str]] = frozenset()
    """Kinds of ``SHUFFLE`` choice an extending game adds (`shuffle_extra`, `shuffled_extra`)."""

    def shuffle_extra(self, choice: tuple[Any, ...]) -> list[str]:
        """The cards a shuffle of the extending game's kind orders (`EXTRA_SHUFFLES`)."""
        raise AssertionError(f"no shuffle {choice!r} in Arcs")

    def shuffled_extra(self, choice: tuple[Any, ...], cards: list[str]) -> None:
        """That shuffle's outcome, `cards` in their new order, applied."""
        raise AssertionError(f"no shuffle {choice!r} in Arcs")

    def card_secured(self, seat: int, card: str) -> None:
        """`seat` has secured `card` by any rule (secure, ransack, a leader's ability), its When
        Secured effect begun: nothing more in Arcs (the campaign's attached cards go with their
        host, CRB p.27)."""

    def declared(self, seat: int, ambition: str) -> None:
        """`seat` has declared `ambition` (p9; `cardplay.declare`, whatever rule let it), the
        cards' "when you declare" powers done: nothing more in Arcs (the campaign's Fate Set
        cards' "when you declare" powers)."""

    def city_outrage(self, destroyer: int, slot: int) -> bool:
        """True if `destroyer`, destroying the city in `slot` (still there), Provokes Outrage of
        its type (p16): always in Arcs (the campaign's Feudal Law spares Vassals destroying each
        other's cities in their Fief)."""
        return True

    def ransack_cards(self, cards: list[str]) -> list[str]:
        """The Court cards a Ransack of the Court may take (p16), of `cards` (those with the
        owner's agents): all of them in Arcs (the campaign's Feudal Courts keeps a Court token's
        card from battles outside its Fief)."""
        return cards

    def ransack_card(self, card: str) -> None:
        """The mover takes `card` by a Ransack (p16): `battle.do_ransack` in Arcs; the campaign
        runs its own steps around it (Feudal Courts, Conspiracies, Passage Storms)."""
        battle.do_ransack(self, self.turn_seat, card)

    def more_raid_options(self, defender: int, keys: int) -> list[tuple[Any, ...]]:
        """Raid targets (p16) the extending game adds to the defender's resources and Guild cards,
        with `keys` left: none in Arcs (the campaign's Weapons on Arsenal Keepers and Psionic on
        Well of Empathy)."""
        return []

    def steal_other(self, raider: int, args: tuple[Any, ...]) -> bool:
        """Take a raid target of `more_raid_options` named by `args`, paying its keys; False if
        `args` names none (always in Arcs)."""
        return False

    def rifle_dice(self, system: int, seat: int) -> int:
        """Galactic Rifles' (L02) skirmish dice for `seat`'s ships in `system`, before the cap of
        6 (p14): one per fresh Loyal ship in Arcs (the campaign adds one per fresh starport on the
        board of a Flagship there, CRB p.25 "Dice Collection")."""
        return self.fresh[system * self.n + seat]

    def defender_intercepted(self) -> None:
        """The battle's defender has just intercepted (p14, `battle_self` its hits): nothing more
        in Arcs (the campaign's Feudal Law: a Vassal or Lord so harming the other in their Fief
        Provokes Outrage)."""

    def round_end_phase(self) -> str:
        """The decision point after a round's end (p11 steps 3-4 done): the next round's lead.

        An extending game returns its own phase to resolve something first (the campaign's
        Imperial Council and events) and hands back to `Phase.LEAD` itself."""
        return Phase.LEAD

    def ambitions_scored(self) -> None:
        """After a chapter's ambitions are scored (p18-19; `chapter_scores` holds the chapter's
        row), before the clean up: nothing more in Arcs (the campaign scores its grand
        ambitions here)."""

    def chapter_cleaned_up(self) -> None:
        """After a chapter's scoring and clean up (p18-19), before the game ends or the next
        chapter is dealt: nothing more in Arcs (the campaign returns neutral Trophies)."""

    def game_ends_after_chapter(self) -> bool:
        """True if the game ends at this chapter's end (p19): a Power threshold, or the last
        chapter."""
        return any(p >= data.POWER_TO_WIN[self.n] for p in self.power) or self.chapter >= data.LAST_CHAPTER

    # Map pieces.
    fresh: list[int]
    damaged: list[int]
    slots: list[int]
    # Per seat.
    power: list[int]
    cities_left: list[int]
    starports: list[int]
    ships: list[int]
    agents: list[int]
    outrage: list[int]
    outrage_placeholder: list[int]
    resources: list[int]
    trophies: list[int]
    captives: list[int]
    hands: list[list[str]]
    guild: list[list[str]]
    # Shared supplies and decks.
    resource_supply: list[int]
    court: list[str]
    court_agents: list[int]
    court_deck: list[str]
    court_discard: list[str]
    action_undealt: list[str]
    action_discard: list[tuple[str, bool, int]]
    marker_flipped: list[bool]
    marker_box: list[int]
    box_resources: list[int]
    # Round and turn.
    plays: list[tuple[int, str, str]]
    taxed: list[int]
    ship_built: list[int]
    spent_pending: list[int]
    discard_queue: list[int]
    catapult_path: list[int]
    ransacks: list[int]
    battle_faces: list[tuple[int, int]]
    battle_rerolled: list[tuple[int, int]]
    battle_rerolls: list[int]
    choices: list[tuple[Any, ...]]
    unions: list[tuple[int, str, str]]
    leader: list[str]
    lore: list[list[str]]
    revealed: list[tuple[int, int, tuple[str, ...]]]
    secured_in_prelude: list[str]
    turn_flags: list[str]
    declared_this_round: bool
    battle_start_all_fresh: bool
    battle_trophies: int
    """Trophies the attacker held when the battle began (Elder's Beloved)."""
    battle_attacking_fresh: int
    """The battle's attacking ships (p14 step 1: the attacker's Loyal ships in the battle system
    when it began) that are fresh now; hits move them to damaged and destroy them. Ships placed in
    the battle system later are not attacking ships (FAQ, Mass Uprising)."""
    battle_attacking_damaged: int
    """The battle's attacking ships that are damaged now (see `battle_attacking_fresh`)."""
    draft_leaders: list[str]
    """Leaders & Lore draft (p21): the leader row still on the table."""
    draft_lore: list[str]
    """The lore row still on the table."""
    moved_fresh: list[int]
    """The move in progress: where each fresh ship of the moving group is now (one entry each)."""
    sprinters: list[int]
    """Sprinter Drives (L03): where each fresh ship that may still move once more is."""
    chapter_scoring: list[ChapterScoring]
    """How each chapter's ambitions were scored, one entry per chapter end (immutable tuples, so
    `clone` shares them); `chapter_scores` keeps the per-seat totals."""
    history: list[ArcsAction]

    n: int
    seed: int
    options: dict[str, Any]
    out_of_play: tuple[int, ...]
    adjacency: tuple[tuple[int, ...], ...]
    in_play: tuple[bool, ...]
    setup_card: str
    chapter: int
    phase: str
    mover: int
    initiative: int
    seized_by: int
    lead_card: str
    lead_seat: int
    zeroed: bool
    declared_with_lead: bool
    round_turn: int
    passes: int
    turn_seat: int
    turn_card: str
    turn_mode: str
    pips: int
    prelude_open: bool
    pre_open: bool
    catapult_at: int
    catapult_fresh: int
    catapult_damaged: int
    chance_count: int
    winner: int
    chapter_scores: list[list[int]]
    resume_phase: str
    weapon_battle: bool
    battle_system: int
    battle_defender: int
    battle_stage: str
    battle_dice: tuple[int, int, int]
    battle_hits: int
    battle_self: int
    battle_bhits: int
    battle_keys: int
    battle_intercepts: int
    battle_intercepted: bool

    # -- construction --------------------------------------------------------------------------
    @classmethod
    def blank(cls, players: int, seed: int, options: dict[str, Any]) -> ArcsState:
        """An empty table before setup (every supply full, nothing on the map)."""
        s = cls.__new__(cls)
        n = players
        s.n = n
        s.seed = seed
        s.options = options
        s.out_of_play = ()
        s.adjacency = reach.build_adjacency(())
        s.in_play = reach.in_play_systems(())
        s.setup_card = ""
        s.chapter = 1
        s.fresh = [0] * (reach.NUM_SYSTEMS * n)
        s.damaged = [0] * (reach.NUM_SYSTEMS * n)
        s.slots = [EMPTY] * reach.NUM_SLOTS
        s.power = [0] * n
        s.cities_left = [data.CITIES_PER_PLAYER] * n
        s.starports = [data.STARPORTS_PER_PLAYER] * n
        s.ships = [data.SHIPS_PER_PLAYER] * n
        s.agents = [data.AGENTS_PER_PLAYER] * n
        s.outrage = [0] * n
        s.outrage_placeholder = [0] * n
        s.resources = [EMPTY] * (RESOURCE_SLOTS * n)
        s.trophies = [0] * (n * n * NUM_PIECE_KINDS)
        s.captives = [0] * (n * n)
        s.hands = [[] for _ in range(n)]
        s.guild = [[] for _ in range(n)]
        s.resource_supply = [data.RESOURCE_SUPPLY] * 5
        s.court = []
        s.court_agents = []
        s.court_deck = []
        s.court_discard = []
        s.action_undealt = []
        s.action_discard = []
        s.catapult_path = []
        s.ransacks = []
        s.battle_faces = []
        s.battle_rerolled = []
        s.battle_rerolls = [0, 0, 0]
        s.choices = []
        s.unions = []
        s.leader = [""] * n
        s.lore = [[] for _ in range(n)]
        s.revealed = []
        s.secured_in_prelude = []
        s.turn_flags = []
        s.declared_this_round = False
        s.battle_start_all_fresh = False
        s.battle_trophies = 0
        s.battle_attacking_fresh = s.battle_attacking_damaged = 0
        s.draft_leaders = []
        s.draft_lore = []
        s.moved_fresh = []
        s.sprinters = []
        s.chapter_scoring = []
        s.resume_phase = ""
        s.weapon_battle = False
        s.battle_system = -1
        s.battle_defender = -1
        s.battle_stage = ""
        s.battle_dice = (0, 0, 0)
        s.battle_hits = s.battle_self = s.battle_bhits = s.battle_keys = s.battle_intercepts = 0
        s.battle_intercepted = False
        s.marker_flipped = [False, False, False]
        s.marker_box = [-1, -1, -1]
        s.box_resources = [0] * 5
        s.plays = []
        s.taxed = []
        s.ship_built = []
        s.spent_pending = [0] * 5
        s.discard_queue = []
        s.history = []
        s.phase = Phase.CHANCE_INITIATIVE
        s.mover = CHANCE
        s.initiative = 0
        s.seized_by = -1
        s.lead_card = ""
        s.lead_seat = -1
        s.zeroed = False
        s.declared_with_lead = False
        s.round_turn = 0
        s.passes = 0
        s.turn_seat = -1
        s.turn_card = ""
        s.turn_mode = ""
        s.pips = 0
        s.prelude_open = False
        s.pre_open = False
        s.catapult_at = -1
        s.catapult_fresh = 0
        s.catapult_damaged = 0
        s.chance_count = 0
        s.winner = -1
        s.chapter_scores = []
        return s

    def clone(self) -> ArcsState:
        """An independent copy: every field, lists copied (a search clones thousands of times a
        second). Always an `ArcsState`: a subclass with fields of its own has its own `clone`."""
        s = ArcsState()
        _copy_fields(self, s)
        return s

    # -- small queries used everywhere -----------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def ships_at(self, system: int, seat: int) -> int:
        i = system * self.n + seat
        return self.fresh[i] + self.damaged[i]

    def controller(self, system: int) -> int:
        """The seat with more fresh ships in `system` than each rival, or -1 (p7)."""
        return reach.most_fresh(self.fresh, system * self.n, self.n)

    def has_piece_at(self, system: int, seat: int) -> bool:
        """True if `seat` has a ship or building in `system`."""
        if self.ships_at(system, seat):
            return True
        for k in reach.SYSTEM_SLOTS[system]:
            code = self.slots[k]
            if code >= 0 and code >> 2 == seat:
                return True
        return False

    def open_slots(self, seat: int) -> int:
        """Resource slots currently open on `seat`'s board (by cities left on it)."""
        return data.OPEN_RESOURCE_SLOTS[self.cities_left[seat]]

    def resource_count(self, seat: int, resource: int) -> int:
        base = seat * RESOURCE_SLOTS
        return self.resources[base : base + RESOURCE_SLOTS].count(resource)

    def turn_order(self) -> list[int]:
        """Seats in turn order: the initiative holder, then clockwise (p23 "Turn Order")."""
        return [(self.initiative + i) % self.n for i in range(self.n)]

    # -- contract --------------------------------------------------------------------------------
    def current_player(self) -> int:
        return self.mover

    def is_terminal(self) -> bool:
        """True once the game is over (`State.is_terminal`)."""
        return self.current_player() == TERMINAL

    def apply(self, action: Any) -> None:
        """Check `action`, then apply it (`State.apply`). Raises `IllegalAction`; the state is
        then unchanged."""
        if not self.is_legal(action):
            raise IllegalAction(clip(self.explain_illegal(action), 1000))
        self.apply_unchecked(action)

    def describe_mover(self) -> str:
        """Who decides now, for error messages (`State.describe_mover`)."""
        return State.describe_mover(cast(State, self))

    def check_viewer(self, seat: object) -> None:
        """Raise `InvalidOptions` unless `seat` is None or a seat of this game
        (`State.check_viewer`)."""
        State.check_viewer(cast(State, self), seat)

    def legal_actions(self) -> list[Any]:
        return flow.legal_actions(self)

    def is_legal(self, action: Any) -> bool:
        return flow.is_legal(self, action)

    def explain_illegal(self, action: Any) -> str:
        return flow.explain_illegal(self, action)

    def apply_unchecked(self, action: Any) -> None:
        flow.apply(self, action)

    # (A viewer is typed `object` here: a native method refuses a wrong type with a TypeError at
    # the call, before `check_viewer` could say what is wrong in the kernel's own words.)
    def action_text(self, action: Any, viewer: object) -> str:
        self.check_viewer(viewer)
        return observe.action_text(self, action, cast("int | None", viewer))

    def parse_action(self, text: str) -> ArcsAction:
        return parse(text)

    def sample_chance(self, rng: random.Random | None = None) -> ArcsAction:
        if self.mover != CHANCE:
            raise IllegalAction(f"sample_chance called at {self.describe_mover()}, not a chance node")
        if rng is None:
            rng = random.Random(f"arcs:{self.seed}:{self.chance_count}")
        return flow.sample_chance(self, rng)

    def observation(self, seat: object) -> dict[str, Any]:
        self.check_viewer(seat)
        return observe.observation(self, cast("int | None", seat))

    def returns(self) -> list[float]:
        if self.mover != TERMINAL:
            return [0.0] * self.n
        return [float(p) for p in self.power]

    def scores(self) -> list[float]:
        """Each seat's Power now (`returns` is zero until the game is over)."""
        return [float(p) for p in self.power]

    def winning_seat(self) -> int | None:
        """The winner the rules name at the end, ties broken as p19 says (None before)."""
        return self.winner if self.winner >= 0 else None

    def record(self) -> dict[str, Any]:
        return {
            "game": "arcs",
            "players": self.n,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [str(a) for a in self.history],
        }

    def __repr__(self) -> str:
        return (
            f"<ArcsState {self.n}p chapter {self.chapter} phase {self.phase} mover {self.mover} "
            f"after {len(self.history)} actions>"
        )


def _copy_fields(o: ArcsState, s: ArcsState) -> None:
    """Copy every field of `o` into `s`: scalars, strings and tuples by reference, lists one
    level deep, lists of lists two (`_LIST_FIELDS`, `_NESTED_FIELDS`, `_SCALAR_FIELDS`; a test
    checks this names each of them). Written out field by field: compiled, each line is a
    direct read and write of the native object's fields."""
    s.n = o.n
    s.seed = o.seed
    s.options = o.options
    s.out_of_play = o.out_of_play
    s.adjacency = o.adjacency
    s.in_play = o.in_play
    s.setup_card = o.setup_card
    s.chapter = o.chapter
    s.phase = o.phase
    s.mover = o.mover
    s.initiative = o.initiative
    s.seized_by = o.seized_by
    s.lead_card = o.lead_card
    s.lead_seat = o.lead_seat
    s.zeroed = o.zeroed
    s.declared_with_lead = o.declared_with_lead
    s.round_turn = o.round_turn
    s.passes = o.passes
    s.turn_seat = o.turn_seat
    s.turn_card = o.turn_card
    s.turn_mode = o.turn_mode
    s.pips = o.pips
    s.prelude_open = o.prelude_open
    s.pre_open = o.pre_open
    s.catapult_at = o.catapult_at
    s.catapult_fresh = o.catapult_fresh
    s.catapult_damaged = o.catapult_damaged
    s.chance_count = o.chance_count
    s.winner = o.winner
    s.resume_phase = o.resume_phase
    s.weapon_battle = o.weapon_battle
    s.battle_system = o.battle_system
    s.battle_defender = o.battle_defender
    s.battle_stage = o.battle_stage
    s.battle_dice = o.battle_dice
    s.battle_hits = o.battle_hits
    s.battle_self = o.battle_self
    s.battle_bhits = o.battle_bhits
    s.battle_keys = o.battle_keys
    s.battle_intercepts = o.battle_intercepts
    s.battle_intercepted = o.battle_intercepted
    s.declared_this_round = o.declared_this_round
    s.battle_start_all_fresh = o.battle_start_all_fresh
    s.battle_trophies = o.battle_trophies
    s.battle_attacking_fresh = o.battle_attacking_fresh
    s.battle_attacking_damaged = o.battle_attacking_damaged
    s.fresh = o.fresh[:]
    s.damaged = o.damaged[:]
    s.slots = o.slots[:]
    s.power = o.power[:]
    s.cities_left = o.cities_left[:]
    s.starports = o.starports[:]
    s.ships = o.ships[:]
    s.agents = o.agents[:]
    s.outrage = o.outrage[:]
    s.outrage_placeholder = o.outrage_placeholder[:]
    s.resources = o.resources[:]
    s.trophies = o.trophies[:]
    s.captives = o.captives[:]
    s.resource_supply = o.resource_supply[:]
    s.court = o.court[:]
    s.court_agents = o.court_agents[:]
    s.court_deck = o.court_deck[:]
    s.court_discard = o.court_discard[:]
    s.action_undealt = o.action_undealt[:]
    s.action_discard = o.action_discard[:]
    s.marker_flipped = o.marker_flipped[:]
    s.marker_box = o.marker_box[:]
    s.box_resources = o.box_resources[:]
    s.plays = o.plays[:]
    s.taxed = o.taxed[:]
    s.ship_built = o.ship_built[:]
    s.spent_pending = o.spent_pending[:]
    s.discard_queue = o.discard_queue[:]
    s.history = o.history[:]
    s.catapult_path = o.catapult_path[:]
    s.ransacks = o.ransacks[:]
    s.battle_faces = o.battle_faces[:]
    s.battle_rerolled = o.battle_rerolled[:]
    s.battle_rerolls = o.battle_rerolls[:]
    s.choices = o.choices[:]
    s.unions = o.unions[:]
    s.leader = o.leader[:]
    s.revealed = o.revealed[:]
    s.secured_in_prelude = o.secured_in_prelude[:]
    s.turn_flags = o.turn_flags[:]
    s.draft_leaders = o.draft_leaders[:]
    s.draft_lore = o.draft_lore[:]
    s.moved_fresh = o.moved_fresh[:]
    s.sprinters = o.sprinters[:]
    s.chapter_scoring = o.chapter_scoring[:]
    s.hands = [x[:] for x in o.hands]
    s.guild = [x[:] for x in o.guild]
    s.lore = [x[:] for x in o.lore]
    s.chapter_scores = [x[:] for x in o.chapter_scores]


State.register(ArcsState)


def kernel_states(function: Callable[..., ArcsState]) -> Callable[..., State]:
    """`function`, typed as making kernel states (for `GameSpec`): an `ArcsState` (or a subclass)
    is a `State` by registration, which the type checker does not see (see `ArcsState`)."""
    return cast("Callable[..., State]", function)


# The rule modules import this one; bound last so each method finds them without an import.
from ambitions.games.arcs import battle, flow, observe  # noqa: E402
