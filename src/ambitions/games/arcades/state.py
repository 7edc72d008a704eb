"""The ARCADEs game state: plain typed data built for a cheap `clone()`.

**Sides and seats.** The seats are the players (``0..n-1``). Pieces on the map belong to *sides*:
the seats, plus in the 2-player mode the phantom, side ``n`` (`PHANTOM` = 2). Ships sit in the
gates as flat lists ``fresh[cluster * sides + side]`` and ``damaged[...]``; agents are planet
indexes per side; cities are an int per planet (`city_code`). Per-seat tables are flat lists
(resources: ``resources[seat * 6 + slot]``; trophies: ``trophies[holder * sides + owner]``).

**Modes.** ``standard`` (3 or 4 players), ``phantom`` (2 players and the phantom, B.1.4) and
``solo`` (one human and two printed bots in a 3-player game, B.1.5). In solo mode the bots' seats
are played by the engine itself: their procedures leave them no choice (docs/ARCHITECTURE.md,
"ARCADEs"), so, like every step with one possible outcome, they are automatic steps and
`current_player` is only ever the human's seat, `CHANCE` or `TERMINAL`.

The rules live in the modules named after the rule text's sections (`setup`, `recruit`,
`cardplay`, `turn`, `battle`, `ambition`, `phantom`, `solo`); `flow` says who decides what now.
This module holds the data and the kernel contract's glue.
"""

from __future__ import annotations

import random
from typing import Any, Final

from ambitions.core.errors import IllegalAction
from ambitions.core.slots import copier
from ambitions.core.state import CHANCE, TERMINAL, State
from ambitions.games.arcades import data
from ambitions.games.arcades.actions import ArcadesAction, parse

EMPTY: Final = -1
STANDARD: Final = "standard"
PHANTOM_MODE: Final = "phantom"
SOLO: Final = "solo"
PHANTOM: Final = 2
"""The phantom's side in the 2-player mode (the seats are 0 and 1)."""
EVENTS_KEPT: Final = 40
"""The public event log keeps this many lines (`ArcadesState.events`)."""

# Turn flags (`ArcadesState.turn_flags`).
RESEARCHED: Final = 1
COLONIZED: Final = 2
COLLECTED: Final = 4
ATTACKED: Final = 8


def city_code(owner: int, fresh: bool) -> int:
    """The int a planet's city is stored as (`EMPTY` for none)."""
    return owner * 2 + (1 if fresh else 0)


class Phase:
    """The decision points and chance nodes (`ArcadesState.phase`), and the automatic steps."""

    CHANCE_INITIATIVE: Final = "chance-initiative"
    CHANCE_START: Final = "chance-start"
    CHANCE_DEAL: Final = "chance-deal"
    CHANCE_BOTS: Final = "chance-bots"
    CHANCE_STACK: Final = "chance-stack"
    CHANCE_ROLL: Final = "chance-roll"
    CHANCE_REDEPLOY: Final = "chance-redeploy"
    SETUP_AGENT: Final = "setup-agent"
    SETUP_SHIPS: Final = "setup-ships"
    DRAFT: Final = "draft"
    DISCARD: Final = "discard"
    PLAY: Final = "play"
    TURN: Final = "turn"
    BATTLE: Final = "battle"
    TAKE: Final = "take"
    DROP: Final = "drop"
    OVER: Final = "over"
    # Automatic steps (never a decision; `flow.advance` runs them).
    SETUP: Final = "setup"
    RECRUIT: Final = "recruit"
    ROUND_START: Final = "round-start"
    SIDE_TURN: Final = "side-turn"
    NEXT_TURN: Final = "next-turn"
    BOT_TURN: Final = "bot-turn"
    ROUND_END: Final = "round-end"
    AMBITION: Final = "ambition"
    CLEANUP: Final = "cleanup"


CHANCE_PHASES: Final = frozenset(
    {
        Phase.CHANCE_INITIATIVE,
        Phase.CHANCE_START,
        Phase.CHANCE_DEAL,
        Phase.CHANCE_BOTS,
        Phase.CHANCE_STACK,
        Phase.CHANCE_ROLL,
        Phase.CHANCE_REDEPLOY,
    }
)
DECISION_PHASES: Final = frozenset(
    {
        Phase.SETUP_AGENT,
        Phase.SETUP_SHIPS,
        Phase.DRAFT,
        Phase.DISCARD,
        Phase.PLAY,
        Phase.TURN,
        Phase.BATTLE,
        Phase.TAKE,
        Phase.DROP,
    }
)

INTERRUPTS: Final = frozenset({Phase.DROP, Phase.CHANCE_REDEPLOY})
"""Steps that interrupt whatever is going on and then return to it (``resume_phase``): a 7th
resource to drop (A28), the phantom's returned ships waiting for a start card (B.1.4)."""
RESUMABLE: Final = frozenset({Phase.TURN, Phase.BATTLE, Phase.TAKE})
"""What an interrupt can return to: a turn (a collected token, a payment), a battle (a stolen
resource, the phantom's trophies given back) or compensation."""
ROUND_PHASES: Final = frozenset(
    {
        Phase.SIDE_TURN,
        Phase.PLAY,
        Phase.TURN,
        Phase.BATTLE,
        Phase.CHANCE_ROLL,
        Phase.BOT_TURN,
        Phase.NEXT_TURN,
        Phase.ROUND_END,
    }
)
"""While a round is under way: its lead and plays are set (between rounds `Phase.ROUND_START`)."""
TURN_PHASES: Final = frozenset({Phase.TURN, Phase.BATTLE, Phase.CHANCE_ROLL, Phase.BOT_TURN})
"""While a side's turn is under way (a battle is always fought in someone's turn)."""
SETUP_PHASES: Final = frozenset({Phase.SETUP, Phase.SETUP_AGENT, Phase.SETUP_SHIPS, Phase.CHANCE_START})

_LIST_FIELDS: Final = (
    "fresh",
    "damaged",
    "agents",
    "supply",
    "fleet",
    "removed",
    "cities",
    "cities_left",
    "advances",
    "resources",
    "power",
    "trophies",
    "kills",
    "tokens",
    "resource_supply",
    "marker_flipped",
    "marker_at",
    "setup_steps",
    "start_pile",
    "start_discard",
    "deck",
    "facedown",
    "played",
    "plays",
    "phantom_offer",
    "phantom_stack",
    "battle_faces",
    "drops",
    "compensation",
    "events",
    "chapter_power",
    "history",
)
_NESTED_FIELDS: Final = ("hands", "kept", "passed", "discarded", "offers", "piles")
_SCALAR_FIELDS: Final = (
    "n",
    "sides",
    "seed",
    "options",
    "mode",
    "human",
    "bots",
    "threshold",
    "chapter",
    "phase",
    "mover",
    "initiative",
    "draft_pass",
    "lead_side",
    "zeroed",
    "round_turn",
    "turn_side",
    "turn_card",
    "turn_mode",
    "ap",
    "turn_flags",
    "bot_stage",
    "bot_start",
    "bot_runs",
    "battle_attacker",
    "battle_cluster",
    "battle_defender",
    "battle_stage",
    "battle_dice",
    "battle_rerolled",
    "battle_self",
    "battle_intercept",
    "battle_hits",
    "battle_keys",
    "battle_pyramids",
    "battle_first",
    "battle_resume",
    "redeploy",
    "redeploy_avoid",
    "resume_phase",
    "extra_tokens",
    "chance_count",
    "winner",
)


class ArcadesState(State):
    """A full ARCADEs position. See the module docstring for the layout."""

    game_name = "arcades"

    __slots__ = _LIST_FIELDS + _NESTED_FIELDS + _SCALAR_FIELDS

    # The map, by side.
    fresh: list[int]
    damaged: list[int]
    agents: list[int]
    """Each side's agent: a planet index, or `EMPTY` before setup places it."""
    supply: list[int]
    """Ships in each side's supply (the phantom's are always on the map or trophies)."""
    cities: list[int]
    """Per planet: `city_code` of its city, or `EMPTY`."""
    tokens: list[bool]
    """Per planet: whether its resource token is there."""
    # Per seat.
    fleet: list[int]
    """Ships still stored on the Fleet Expansion advance."""
    removed: list[int]
    """Ships removed from the game by Colonize (A16, A31)."""
    cities_left: list[int]
    """Cities still on the player board."""
    advances: list[int]
    """Researched advances, a bit per `data.ADVANCES` index."""
    resources: list[int]
    """Six slots per seat, left to right (A27): a resource type or `EMPTY`."""
    power: list[int]
    trophies: list[int]
    """``trophies[holder * sides + owner]``: ships of `owner` held by seat `holder`."""
    kills: list[int]
    """Solo bots: opponent ships destroyed since the last Power they gave (A22)."""
    hands: list[list[str]]
    kept: list[list[str]]
    """Draft: the two cards each seat keeps this pass ([] until it has chosen; A7)."""
    passed: list[list[str]]
    """The cards each seat passed left in the latest pass (what it knows of its left
    neighbour's hand)."""
    discarded: list[list[str]]
    """The cards each seat discarded face down this chapter (2 players: 1; solo: 3)."""
    offers: list[list[str]]
    """Solo bots: each bot's face-up card offer, left to right ([] for the human)."""
    piles: list[list[str]]
    """Solo bots: each bot's face-down draw pile, the next card first."""
    # Shared.
    resource_supply: list[int]
    marker_flipped: list[bool]
    marker_at: list[int]
    """Each ambition marker's cluster (0-5), or `EMPTY` while available."""
    setup_steps: list[tuple[str, int, int]]
    """Setup still to do, the current step first: (step, side, cluster); see `setup`."""
    start_pile: list[int]
    """The start cards that can be drawn (clusters 1-6, kept sorted: a draw is a chance node)."""
    start_discard: list[int]
    deck: list[str]
    """Action cards not dealt yet, the next card first."""
    facedown: list[str]
    """Action cards face down out of play this chapter (the discard pile, cards set aside)."""
    played: list[str]
    """Cards played in earlier rounds of this chapter (face up)."""
    plays: list[tuple[int, str]]
    """This round's plays in order: (side, card)."""
    phantom_offer: list[str]
    phantom_stack: list[str]
    battle_faces: list[tuple[int, int]]
    drops: list[tuple[int, int, int, int]]
    """Seats that must drop a resource (A28), the first first: (seat, the incoming resource, the
    planet it was collected from or `EMPTY`, the board slot ``seat * 6 + k`` it was stolen from
    or `EMPTY`); from neither, it came from the supply or was a payment."""
    compensation: list[int]
    """Ambition phase C: one entry per resource still to take, the seat taking it (A9)."""
    events: list[str]
    """What happened that no decision shows (bots' and the phantom's turns, round winners,
    scoring), the latest last; the last `EVENTS_KEPT` are kept."""
    chapter_power: list[list[int]]
    """Each seat's Power at the end of each finished chapter."""
    history: list[ArcadesAction]

    n: int
    sides: int
    seed: int
    options: dict[str, Any]
    mode: str
    human: int
    """Solo: the human's seat; otherwise `EMPTY`."""
    bots: tuple[bool, ...]
    threshold: int
    chapter: int
    phase: str
    mover: int
    initiative: int
    """The side holding the initiative marker (the phantom's side may hold it)."""
    draft_pass: int
    lead_side: int
    zeroed: bool
    """The lead declared an ambition: the lead card counts 0 (and is no 7, A6)."""
    round_turn: int
    """Index into the round's order of sides (`cardplay.round_order`) of the side playing."""
    turn_side: int
    turn_card: str
    turn_mode: str
    """``""`` (the card's use not chosen yet), ``"ap"`` or ``"place"``."""
    ap: int
    turn_flags: int
    bot_stage: str
    bot_start: int
    bot_runs: int
    battle_attacker: int
    battle_cluster: int
    battle_defender: int
    battle_stage: str
    battle_dice: tuple[int, int, int]
    battle_rerolled: bool
    battle_self: int
    battle_intercept: int
    battle_hits: int
    battle_keys: int
    battle_pyramids: int
    battle_first: bool
    """A bot attacker started the battle 1st in fresh ships (it spends superfluous ships
    first when taking hits)."""
    battle_resume: str
    redeploy: int
    """Phantom ships returned from trophies, waiting for a start card (B.1.4, A21)."""
    redeploy_avoid: int
    resume_phase: str
    extra_tokens: int
    """Tokens created beyond the box's 25 with the ``unlimited_supply`` option (A9)."""
    chance_count: int
    winner: int

    # -- construction --------------------------------------------------------------------------
    @classmethod
    def blank(cls, players: int, seed: int, options: dict[str, Any]) -> ArcadesState:
        """An empty table before setup: every piece in its supply, nothing on the map."""
        s = cls.__new__(cls)
        n = players
        solo = bool(options.get("solo"))
        s.n = n
        s.mode = SOLO if solo else (PHANTOM_MODE if n == 2 else STANDARD)
        s.sides = n + 1 if s.mode == PHANTOM_MODE else n
        s.seed = seed
        s.options = options
        s.human = int(options.get("human_seat", 0)) if solo else EMPTY
        s.bots = tuple(solo and p != s.human for p in range(n))
        s.threshold = data.THRESHOLDS[n]
        m = s.sides
        s.fresh = [0] * (data.CLUSTERS * m)
        s.damaged = [0] * (data.CLUSTERS * m)
        s.agents = [EMPTY] * m
        s.supply = [data.BOT_SHIPS if s.bots[p] else data.SHIPS for p in range(n)]
        if s.mode == PHANTOM_MODE:
            s.supply.append(data.PHANTOM_SHIPS)
        s.fleet = [0 if s.bots[p] else data.FLEET_SHIPS for p in range(n)]
        s.removed = [0] * n
        s.cities = [EMPTY] * data.PLANETS
        s.cities_left = [0 if s.bots[p] else data.CITIES for p in range(n)]
        s.advances = [0] * n
        s.resources = [EMPTY] * (data.BOARD_SLOTS * n)
        s.power = [0] * n
        s.trophies = [0] * (n * m)
        s.kills = [0] * n
        s.tokens = [False] * data.PLANETS
        s.resource_supply = [data.RESOURCE_SUPPLY] * len(data.RESOURCES)
        s.marker_flipped = list(data.START_FLIPPED)
        s.marker_at = [EMPTY] * len(data.MARKERS)
        s.setup_steps = []
        s.start_pile = list(data.START_CARDS)
        s.start_discard = []
        s.deck = []
        s.facedown = []
        s.played = []
        s.plays = []
        s.phantom_offer = []
        s.phantom_stack = []
        s.battle_faces = []
        s.drops = []
        s.compensation = []
        s.events = []
        s.chapter_power = []
        s.history = []
        s.hands = [[] for _ in range(n)]
        s.kept = [[] for _ in range(n)]
        s.passed = [[] for _ in range(n)]
        s.discarded = [[] for _ in range(n)]
        s.offers = [[] for _ in range(n)]
        s.piles = [[] for _ in range(n)]
        s.chapter = 1
        s.phase = Phase.CHANCE_INITIATIVE
        s.mover = CHANCE
        s.initiative = EMPTY
        s.draft_pass = 0
        s.lead_side = EMPTY
        s.zeroed = False
        s.round_turn = 0
        s.turn_side = EMPTY
        s.turn_card = ""
        s.turn_mode = ""
        s.ap = 0
        s.turn_flags = 0
        s.bot_stage = ""
        s.bot_start = EMPTY
        s.bot_runs = 0
        s.battle_attacker = EMPTY
        s.battle_cluster = EMPTY
        s.battle_defender = EMPTY
        s.battle_stage = ""
        s.battle_dice = (0, 0, 0)
        s.battle_rerolled = False
        s.battle_self = s.battle_intercept = s.battle_hits = s.battle_keys = s.battle_pyramids = 0
        s.battle_first = False
        s.battle_resume = ""
        s.redeploy = 0
        s.redeploy_avoid = EMPTY
        s.resume_phase = ""
        s.extra_tokens = 0
        s.chance_count = 0
        s.winner = EMPTY
        return s

    def clone(self) -> ArcadesState:
        return _copy(self)

    # -- small queries --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    @property
    def phantom(self) -> bool:
        """True in the 2-player mode (the phantom is side `PHANTOM`)."""
        return self.mode == PHANTOM_MODE

    def is_bot(self, side: int) -> bool:
        """True for a solo bot's seat."""
        return side < self.n and self.bots[side]

    def is_human(self, side: int) -> bool:
        """True for a seat a player decides for (not a bot, not the phantom)."""
        return side < self.n and not self.bots[side]

    def ships_at(self, cluster: int, side: int) -> int:
        i = cluster * self.sides + side
        return self.fresh[i] + self.damaged[i]

    def agent_cluster(self, side: int) -> int:
        """The cluster of `side`'s agent (`EMPTY` before setup)."""
        planet = self.agents[side]
        return planet // data.PLANETS_PER_CLUSTER if planet >= 0 else EMPTY

    def has(self, seat: int, advance: int) -> bool:
        return bool(self.advances[seat] >> advance & 1)

    def held(self, seat: int) -> list[int]:
        """The resources on `seat`'s board, left to right."""
        base = seat * data.BOARD_SLOTS
        return [r for r in self.resources[base : base + data.BOARD_SLOTS] if r >= 0]

    def side_name(self, side: int) -> str:
        if self.phantom and side == PHANTOM:
            return "phantom"
        return f"seat {side}" + (" (bot)" if self.is_bot(side) else "")

    def log(self, line: str) -> None:
        """Add a line to the public event log."""
        events = self.events
        events.append(line)
        if len(events) > EVENTS_KEPT:
            del events[: len(events) - EVENTS_KEPT]

    def turn_order(self) -> list[int]:
        """The seats in turn order: the initiative holder first, then clockwise (the phantom's
        initiative starts the order at the seat after it)."""
        start = self.initiative if 0 <= self.initiative < self.n else 0
        return [(start + i) % self.n for i in range(self.n)]

    # -- the kernel contract --------------------------------------------------------------------
    def current_player(self) -> int:
        return self.mover

    def legal_actions(self) -> list[Any]:
        return flow.legal_actions(self)

    def is_legal(self, action: Any) -> bool:
        return flow.is_legal(self, action)

    def explain_illegal(self, action: Any) -> str:
        return flow.explain_illegal(self, action)

    def apply_unchecked(self, action: Any) -> None:
        flow.apply(self, action)

    def action_text(self, action: Any, viewer: int | None) -> str:
        self.check_viewer(viewer)
        return observe.action_text(self, action, viewer)

    def parse_action(self, text: str) -> ArcadesAction:
        return parse(text)

    def sample_chance(self, rng: random.Random | None = None) -> ArcadesAction:
        if self.mover != CHANCE:
            raise IllegalAction(f"sample_chance called at {self.describe_mover()}, not a chance node")
        if rng is None:
            rng = random.Random(f"arcades:{self.seed}:{self.chance_count}")
        return flow.sample_chance(self, rng)

    def observation(self, seat: int | None) -> dict[str, Any]:
        self.check_viewer(seat)
        return observe.observation(self, seat)

    def returns(self) -> list[float]:
        if self.mover != TERMINAL:
            return [0.0] * self.n
        return [float(p) for p in self.power]

    def scores(self) -> list[float]:
        return [float(p) for p in self.power]

    def winning_seat(self) -> int | None:
        return self.winner if self.winner >= 0 else None

    def record(self) -> dict[str, Any]:
        return {
            "game": "arcades",
            "players": self.n,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [str(a) for a in self.history],
        }

    def __repr__(self) -> str:
        return (
            f"<ArcadesState {self.n}p {self.mode} chapter {self.chapter} phase {self.phase} "
            f"mover {self.mover} after {len(self.history)} actions>"
        )


# The rule modules import this one; bound last so each method finds them without an import.
_copy = copier(
    ArcadesState,
    _SCALAR_FIELDS,
    [f for f in _LIST_FIELDS if f != "chapter_power"],
    (*_NESTED_FIELDS, "chapter_power"),
)
"""`ArcadesState.clone`: every field, lists copied (greedy and searches clone thousands of times a
second; `core.slots.copier` writes the copy as straight-line code)."""

from ambitions.games.arcades import flow, observe  # noqa: E402
