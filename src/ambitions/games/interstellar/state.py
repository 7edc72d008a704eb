"""The Interstellar Ambitions game state: plain typed data built for a cheap `clone()`.

Per seat: resources (``resources[seat * 4 + r]``), action tokens as counts
(``tokens[(seat * 6 + track) * 5 + level]``), planets (`Held`), fleet (`Hull`), Shadow hand.
Decks are multisets: the order of a hidden deck is never stored, a draw is a chance outcome
naming the cards (so determinizing needs no order, and "shuffle the discards into the deck"
needs no chance). What happens next is the `stack` of frames, tuples ``(kind, seat, *data)``:
the top frame is the decision (or chance node, or automatic step) to take now (`flow`).
"""

from __future__ import annotations

import random
from typing import Any, Final, NamedTuple

from ambitions.core.state import CHANCE, TERMINAL, State
from ambitions.games.interstellar import data
from ambitions.games.interstellar.actions import Action, parse
from ambitions.games.interstellar.cards import CardSet

Frame = tuple[Any, ...]
"""``(kind, seat, *data)``: strings and ints only (observations show it)."""


class Held(NamedTuple):
    """A planet in a player's area."""

    id: str
    dev: int
    markers: tuple[str, ...] = ()
    """Colony Event cards kept on the planet ("Place marker & keep"); they travel with it."""
    siphoned: bool = False
    """Siphon Production's damage token (I-17): produces nothing on its owner's next turn."""


class Hull(NamedTuple):
    """A ship in a fleet: its card and its combat damage markers."""

    id: str
    damage: int = 0


class Check:
    """A shadow check under way (B.2.3 step 1)."""

    __slots__ = ("card", "seat", "target", "args", "modifier", "boosts", "resists", "roll", "success")

    def __init__(self, card: str, seat: int, target: int, args: tuple[Any, ...], modifier: int) -> None:
        self.card = card
        self.seat = seat
        self.target = target
        self.args = args
        self.modifier = modifier
        """Card penalties and techs, before discards."""
        self.boosts = 0
        self.resists = 0
        self.roll = 0
        self.success = False

    def copy(self) -> Check:
        c = Check(self.card, self.seat, self.target, self.args, self.modifier)
        c.boosts, c.resists, c.roll, c.success = self.boosts, self.resists, self.roll, self.success
        return c

    def total(self) -> int:
        return self.modifier + self.boosts - self.resists


class Combat:
    """A FLEET RAID or INVADE under way: who fights, in what order, at which step."""

    __slots__ = (
        "kind",
        "attacker",
        "defender",
        "level",
        "ships",
        "order",
        "stage",
        "index",
        "damaged_mode",
        "revealed",
        "armour",
        "totals",
        "winner",
        "stolen",
        "outnumbered",
        "emergency",
        "hits",
        "destroyed",
        "left",
        "spoil",
    )

    def __init__(self, kind: str, attacker: int, defender: int, level: int) -> None:
        self.kind = kind
        """``raid`` or ``invade``."""
        self.attacker = attacker
        self.defender = defender
        self.level = level
        self.ships: list[list[int]] = [[], []]
        """Fleet indexes of the participating ships of the attacker [0] and the defender [1]."""
        self.order: list[list[int]] = [[], []]
        """Each side's combat order so far (fleet indexes)."""
        self.stage = "emergency"
        self.index = 0
        """The matched pair, then the unmatched ship, being fought."""
        self.damaged_mode = False
        """A participating ship was damaged: damaged ships stay face up, the attacker arranges first."""
        self.revealed = False
        self.armour: list[int] = []
        """``side * 100 + fleet index`` of heavy ships whose first marker Heavy Armour ignored."""
        self.totals = (0, 0)
        self.winner = -1
        self.stolen = 0
        self.outnumbered = (False, False)
        """Whether each side had fewer participating ships than the other (Underdog)."""
        self.emergency = ""
        """The emergency ship the defender drew, if any."""
        self.hits: list[dict[str, Any]] = []
        """Each ship's dice so far, in order: ``{"side", "ship", "target", "faces", "hits",
        "markers", "how"}`` (the firing side, its ship and the ship it fired at by card, the
        faces rolled, the hits scored, the damage markers they put, ``matched``, ``unmatched``
        or ``return`` fire). Entries are never changed once written (copies share them)."""
        self.destroyed: list[dict[str, Any]] = []
        """``{"seat", "ship", "damage"}`` of each ship destroyed at the end of the combat."""
        self.left: list[dict[str, Any]] = []
        """Emergency ships discarded after the combat they came for (same form)."""
        self.spoil = ""
        """The Victory Spoil claimed (``disrupt``, ``acquire TECH``, ``bombard PLANET``, ``none``)."""

    def copy(self) -> Combat:
        c = Combat(self.kind, self.attacker, self.defender, self.level)
        c.ships = [self.ships[0][:], self.ships[1][:]]
        c.order = [self.order[0][:], self.order[1][:]]
        c.stage, c.index, c.damaged_mode, c.revealed = (
            self.stage,
            self.index,
            self.damaged_mode,
            self.revealed,
        )
        c.armour = self.armour[:]
        c.totals, c.winner, c.stolen, c.outnumbered = self.totals, self.winner, self.stolen, self.outnumbered
        c.emergency = self.emergency
        c.hits, c.destroyed, c.left, c.spoil = self.hits[:], self.destroyed[:], self.left[:], self.spoil
        return c

    def side_of(self, seat: int) -> int:
        return 0 if seat == self.attacker else 1

    def seat_of(self, side: int) -> int:
        return self.attacker if side == 0 else self.defender


# Per-seat event counters since the end of the seat's own last turn (I-11): index into `events`.
EV_SABOTAGE_KILLS: Final = 0
EV_RAID_STOLEN: Final = 1
EV_UNDERDOG: Final = 2
EV_CHECKS_WON: Final = 3
NUM_EVENTS: Final = 4
EVENT_NAMES: Final = ("sabotage_kills", "raid_stolen", "underdog_invasions", "checks_won")

_LIST_FIELDS: Final = (
    "resources",
    "tokens",
    "turns_taken",
    "tech_slots",
    "tech_deck",
    "tech_discard",
    "start_pool",
    "merc_slots",
    "merc_deck",
    "merc_discard",
    "emergency_deck",
    "emergency_discard",
    "event_deck",
    "event_discard",
    "stack_tops",
    "shadow_deck",
    "shadow_discard",
    "revealed",
    "ambitions",
    "fleet_medals",
    "shadow_medals",
    "captured",
    "events",
    "research_penalty",
    "round_vp",
    "stack",
    "history",
    "out_of_play",
)
_NESTED_FIELDS: Final = (
    "planets",
    "fleets",
    "hands",
    "known",
    "acquired",
    "claims",
    "stack_hidden",
    "stack_bottom",
    "planet_discard",
)
_SCALAR_FIELDS: Final = (
    "n",
    "seed",
    "options",
    "cards",
    "chance_count",
    "mover",
    "start",
    "turn_seat",
    "round",
    "final_turns",
    "trigger",
    "exchange_turn",
    "exchange_declined",
    "winner",
    "check",
    "combat",
    "last_check",
    "last_combat",
    "narration",
    "colonised",
    "tech_owner",
    "legal_cache",
)


class InterstellarState(State):
    """A full Interstellar Ambitions position (see the module docstring)."""

    game_name = "interstellar"

    __slots__ = _LIST_FIELDS + _NESTED_FIELDS + _SCALAR_FIELDS

    n: int
    seed: int
    options: dict[str, Any]
    cards: CardSet
    chance_count: int
    mover: int
    start: int
    """The start player (-1 before it is drawn)."""
    turn_seat: int
    """Whose turn it is (-1 during the set-up)."""
    round: int
    """Rounds begun (a round is one turn of every player, from the start player)."""
    final_turns: int
    """Turns still to play once the end is triggered (-1 before; I-15)."""
    trigger: int
    """The seat whose third ambition triggered the end (-1 before)."""
    exchange_turn: int
    """This turn's exchange rate from a Shadow card (Black Market), 0 for none."""
    exchange_declined: bool
    """The exchange was just opened and closed unused: not offered again at this decision."""
    winner: int
    check: Check | None
    combat: Combat | None
    last_check: Check | None
    """The last shadow check resolved, kept (unchanged) until the next one starts."""
    last_combat: dict[str, Any] | None
    """The last combat's result (`combat.result`), kept until the next combat starts; never
    changed once written, so copies share it."""
    narration: list[str] | None
    """While not None, the rules note here in words what an action caused (the hits, totals,
    destroyed ships, a check's result): `observe.action_text` turns it on in a copy to tell the
    log. None otherwise (nothing is written), and a clone never carries it."""
    colonised: frozenset[str]
    """Planets ever colonised: Colony Events are drawn only the first time."""
    tech_owner: dict[str, int]
    """Each owned tech's OWNER."""
    legal_cache: list[Action] | None
    """The legal actions of the decision now, once computed (actions are immutable values)."""

    resources: list[int]
    tokens: list[int]
    turns_taken: list[int]
    tech_slots: list[str]
    tech_deck: list[str]
    tech_discard: list[str]
    start_pool: list[str]
    """START techs on the Tech Tracker still unclaimed (set-up only)."""
    merc_slots: list[str]
    merc_deck: list[str]
    merc_discard: list[str]
    emergency_deck: list[str]
    emergency_discard: list[str]
    event_deck: list[str]
    event_discard: list[str]
    stack_tops: list[str]
    """Each typed planet stack's face-up top ("" when the stack is empty)."""
    stack_hidden: list[list[str]]
    """The rest of each stack, in no known order."""
    stack_bottom: list[list[str]]
    """Cards New Opportunities put under each stack, in order (they come up after the rest)."""
    planet_discard: list[list[str]]
    out_of_play: list[str]
    """Home worlds discarded (they belong to no stack)."""
    shadow_deck: list[str]
    shadow_discard: list[tuple[str, int]]
    """(card, owner): face up when the owner is -1, else face down and seen by its owner only."""
    revealed: list[str]
    """Shadow cards revealed to the seat buying them (I-9)."""
    ambitions: list[str]
    claims: list[list[int]]
    """Per ambition in `ambitions`, the seats that claimed it, in order."""
    fleet_medals: list[int]
    shadow_medals: list[int]
    captured: list[int]
    events: list[int]
    """``seat * NUM_EVENTS + EV_*``: events since the seat's last turn ended (I-11)."""
    research_penalty: list[int]
    round_vp: list[tuple[int, ...]]
    """Each seat's VP at the end of each round (the simulator's VP per round)."""
    stack: list[Frame]
    history: list[Action]
    planets: list[list[Held]]
    fleets: list[list[Hull]]
    hands: list[list[str]]
    known: list[list[str]]
    """Techs each seat knows (owned or acquired): their effects apply to it."""
    acquired: list[list[str]]
    """Techs each seat acquired from an opponent (Acquire Secrets, the Acquire Technology spoil)."""

    @classmethod
    def blank(cls, players: int, seed: int, options: dict[str, Any], cards: CardSet) -> InterstellarState:
        """An empty table: every card in its deck, nobody holding anything."""
        s = cls.__new__(cls)
        n = players
        s.n, s.seed, s.options, s.cards = n, seed, options, cards
        s.chance_count = 0
        s.mover = CHANCE
        s.start = -1
        s.turn_seat = -1
        s.round = 0
        s.final_turns = -1
        s.trigger = -1
        s.exchange_turn = 0
        s.exchange_declined = False
        s.winner = -1
        s.check = None
        s.combat = None
        s.last_check = None
        s.last_combat = None
        s.narration = None
        s.colonised = frozenset()
        s.tech_owner = {}
        s.legal_cache = None
        s.resources = [0] * (4 * n)
        s.tokens = [0] * (n * 30)
        s.turns_taken = [0] * n
        s.tech_slots = [""] * tech_slots(options, cards)
        s.tech_deck = list(cards.main_techs)
        s.tech_discard = []
        s.start_pool = list(cards.start_techs)
        s.merc_slots = [""] * merc_slots(options, cards)
        s.merc_deck = list(cards.mercs)
        s.merc_discard = []
        s.emergency_deck = list(cards.emergency)
        s.emergency_discard = []
        s.event_deck = list(cards.event_deck)
        s.event_discard = []
        s.stack_tops = [""] * 4
        s.stack_hidden = [list(st) for st in cards.stacks]
        s.stack_bottom = [[] for _ in range(4)]
        s.planet_discard = [[] for _ in range(4)]
        s.out_of_play = []
        s.shadow_deck = list(cards.shadow_deck)
        s.shadow_discard = []
        s.revealed = []
        s.ambitions = []
        s.claims = []
        s.fleet_medals = [0] * n
        s.shadow_medals = [0] * n
        s.captured = [0] * n
        s.events = [0] * (n * NUM_EVENTS)
        s.research_penalty = [0] * n
        s.round_vp = []
        s.stack = []
        s.history = []
        s.planets = [[] for _ in range(n)]
        s.fleets = [[] for _ in range(n)]
        s.hands = [[] for _ in range(n)]
        s.known = [[] for _ in range(n)]
        s.acquired = [[] for _ in range(n)]
        return s

    def clone(self) -> InterstellarState:
        s = InterstellarState.__new__(InterstellarState)
        for f in _SCALAR_FIELDS:
            setattr(s, f, getattr(self, f))
        for f in _LIST_FIELDS:
            setattr(s, f, getattr(self, f)[:])
        for f in _NESTED_FIELDS:
            setattr(s, f, [x[:] for x in getattr(self, f)])
        s.tech_owner = dict(self.tech_owner)
        if self.check is not None:
            s.check = self.check.copy()
        if self.combat is not None:
            s.combat = self.combat.copy()
        s.narration = None
        return s

    # -- small queries -------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def res(self, seat: int, r: int) -> int:
        return self.resources[seat * 4 + r]

    def tokens_at(self, seat: int, track: int, level: int) -> int:
        return self.tokens[(seat * 6 + track) * 5 + level]

    def ultimate_used(self, track: int) -> int:
        return sum(self.tokens[(p * 6 + track) * 5 + data.ULTIMATE] for p in range(self.n))

    def ultimate_free(self, track: int) -> int:
        return data.ultimate_slots(self.n) - self.ultimate_used(track)

    def top(self) -> Frame | None:
        return self.stack[-1] if self.stack else None

    def phase(self) -> str:
        """The kind of the decision or chance node now (``over`` at the end)."""
        if self.mover == TERMINAL:
            return "over"
        return str(self.stack[-1][0]) if self.stack else ""

    def turn_order(self) -> list[int]:
        """Seats in turn order, the start player first (clockwise)."""
        first = self.start if self.start >= 0 else 0
        return [(first + i) % self.n for i in range(self.n)]

    # -- contract ------------------------------------------------------------------------------
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

    def parse_action(self, text: str) -> Action:
        return parse(text)

    def sample_chance(self, rng: random.Random | None = None) -> Action:
        if self.mover != CHANCE:
            from ambitions.core.errors import IllegalAction

            raise IllegalAction(f"sample_chance called at {self.describe_mover()}, not a chance node")
        if rng is None:
            rng = random.Random(f"interstellar:{self.seed}:{self.chance_count}")
        return flow.sample_chance(self, rng)

    def observation(self, seat: int | None) -> dict[str, Any]:
        self.check_viewer(seat)
        return observe.observation(self, seat)

    def returns(self) -> list[float]:
        if self.mover != TERMINAL:
            return [0.0] * self.n
        return [float(v) for v in scoring.victory_points(self)]

    def scores(self) -> list[float]:
        """Each seat's victory points now (`returns` is zero until the game is over)."""
        return [float(v) for v in scoring.victory_points(self)]

    def winning_seat(self) -> int | None:
        """The winner once the game is over: most VP, then most ship combat value; a shared
        victory names the first of the sharers in turn order (the observation lists them all)."""
        return self.winner if self.winner >= 0 else None

    def record(self) -> dict[str, Any]:
        return {
            "game": "interstellar",
            "players": self.n,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [str(a) for a in self.history],
        }

    def __repr__(self) -> str:
        return (
            f"<InterstellarState {self.n}p round {self.round} phase {self.phase()} mover {self.mover} "
            f"after {len(self.history)} actions>"
        )


def tech_slots(options: dict[str, Any], cards: CardSet) -> int:
    """Face-up Tech slots: the ``tech_slots`` option, else the card set's (I-2)."""
    return int(options.get("tech_slots") or cards.tech_slots)


def merc_slots(options: dict[str, Any], cards: CardSet) -> int:
    """Face-up Merc slots: the ``merc_slots`` option, else the card set's (I-2)."""
    return int(options.get("merc_slots") or cards.merc_slots)


# The rule modules import this one; bound last so each method finds them without an import.
from ambitions.games.interstellar import flow, observe, scoring  # noqa: E402
