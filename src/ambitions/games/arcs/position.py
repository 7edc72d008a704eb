"""Building any position from JSON: the schema of `observe.observation`, most keys optional.

A position is a dict like an observation. Omitted keys take the value of an empty table, and
omitted supplies are computed so that every piece and token is conserved; so a rulebook example
needs only the pieces it shows::

    from_position({
        "game": "arcs", "players": 3, "setup_card": "3SETUP01", "initiative": 0,
        "ships": [{"system": "3.3", "seat": 0, "fresh": 4}],
        "buildings": [{"slot": "3.3#0", "seat": 1, "kind": "city", "damaged": True}],
        "seats": [{"hand": ["CON2"], "resources": ["material", "fuel"]}, {}, {}],
        "turn": {"seat": 0, "card": "CON4", "mode": "lead", "pips": 3},
    })

Without ``"phase"`` the position is the start of a round (the initiative holder to lead; with
no cards in any hand, the chapter's end), or, with a ``"turn"``, that seat's turn with its pips
left. A phase needs what it decides on (``"battle"`` a battle, ``"choice"`` a question in
``choices``, ...), and ``current_player``, when given, must be who decides there. A key given
as ``null`` is a key not given.

**Everything is checked.** Every field is read with its type and range (a seat of the game, a
system in play, a free building slot, a whole number within the pieces in the box: a bool is
not a number and a float is not a count), every card exists and is in one place only, and the
state built must pass `invariants.problems` and offer its decider a legal action. Anything else
raises `InvalidRecord` naming the field: ``ships[2].seat must be a seat 0..2, not 3``. Keys the
observation carries as derived information (`READ_ONLY`: control, open slots, ambition counts,
a marker's value, ...) are accepted and ignored, never trusted; any other unknown key is an
error.

**Derived when omitted.**

- Supplies (``seats[p].ships``, ``agents``, ``starports``, ``cities_left``,
  ``resource_supply``): what the box holds minus everything placed elsewhere (p22).
- Hidden cards (rival hands given only as ``hand_size``, face-down plays and discards given
  without their card, ``undealt_size``, the Court deck): dealt from the cards not seen anywhere,
  in a fixed order, or from ``rng`` when determinizing. Action cards placed nowhere are in the
  face-down action discard (p5 step Q), or, when the position lists ``action_discard`` (then
  the whole pile) and no undealt cards, set aside face down as ``undealt``.
- ``declared_this_round``: true if the lead card declared (``lead.declared``).
  ``lead.declared`` may also name the ambition: the highest available marker goes to its box
  and the lead card is zeroed (p9; not by a holder of Secret Order declaring Keeper or Empath).
- ``plays``: the lead card (``lead``) and the card of the turn under way.
- ``turn.pre_open`` (the window to declare and seize before acting, p9-10): open at the start
  of the turn if the seat may declare or seize, unless the position says an action was taken
  (``"acted"`` in ``turn_flags``, fewer ``pips`` than the card gives, something taxed, built or
  spent this turn).

**Orders.** ``court_deck`` is read top first, as a person reads a deck: its first card is the
next drawn; Court cards not placed anywhere lie beneath the cards listed (the whole deck is
dealt from them when ``court_deck`` is omitted), and those that do not fit ``court_deck_size``
are in the Court discard. ``action_discard`` is the pile bottom first (Call to Action and
Farseers draw its first entries).

**Ambition markers** are listed by index (``[{"box": "tycoon"}, {"flipped": true}, {}]``) or
addressed by their values, the side showing: ``{"5/3": "tycoon", "6/3": null}`` (``5/3``,
``3/2``, ``2/0``, flipped ``9/4``, ``6/3``, ``4/2``; `data.AMBITION_MARKERS`); unnamed markers
are unflipped and off the board.

**A battle in progress** (p14) has a ``turn`` (the attacker's) and ``battle``: ``system``,
``defender``, ``stage`` (``reroll``, ``self``, ``intercept``, ``hits``, ``building-hits``,
``raid``, ``done``), ``dice`` (assault, skirmish, raid), ``faces`` rolled (``"A3"``: die letter
and face 0-5), ``rerolls`` left and faces ``rerolled``, the hits left to assign (``hits``,
``self_hits``, ``building_hits``, ``keys``, ``intercepts``), ``ransacks`` (per city destroyed,
its owner: the attacker Ransacks the Court for each in turn, p16), ``attacking_fresh`` and
``attacking_damaged`` (the attacking ships, p14 step 1: omitted, all the attacker's ships
there), ``start_all_fresh`` (no attacking ship was damaged when it began) and
``attacker_trophies`` (the attacker's Trophies then). The attacker assigning 2 hits after
rolling two skirmish dice::

    from_position({
        "game": "arcs", "players": 3, "setup_card": "3SETUP01", "phase": "battle",
        "ships": [{"system": "3.3", "seat": 0, "fresh": 3}, {"system": "3.3", "seat": 1, "fresh": 2}],
        "turn": {"seat": 0, "card": "AGG4", "mode": "lead", "pips": 1},
        "battle": {"system": "3.3", "defender": 1, "stage": "hits", "dice": [0, 2, 0],
                   "faces": ["S4", "S5"], "hits": 2, "attacking_fresh": 3},
    })
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, NoReturn

from ambitions.core.errors import (
    AmbitionsError,
    InvalidActionText,
    InvalidOptions,
    InvalidRecord,
    clip,
    shorten,
)
from ambitions.core.records import is_whole
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import (
    battle,
    data,
    draft,
    invariants,
    leaders,
    lore,
    observe,
    powers,
    reach,
    resources,
    setup,
)
from ambitions.games.arcs.actions import parse
from ambitions.games.arcs.cardplay import available_markers, declare_options, marker_values, seize_options
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME, SLOT_NAMES
from ambitions.games.arcs.state import (
    BOARD_RESOURCE_SLOTS,
    CHANCE_PHASES,
    CITY,
    HOLDINGS_SLOT,
    NUM_PIECE_KINDS,
    PIECE_NAMES,
    RESOURCE_SLOTS,
    STARPORT,
    ArcsState,
    Phase,
    building_code,
)

RES = data.RESOURCES
PHASES: Final = {v for k, v in vars(Phase).items() if not k.startswith("_") and isinstance(v, str)}
AUTOMATIC: Final = ("next-turn", "round-end", "chapter-end")
"""Automatic steps a position may name as its phase: they run when the position is built."""
BEFORE_DEAL: Final = {
    Phase.CHANCE_INITIATIVE,
    Phase.CHANCE_SETUP,
    Phase.CHANCE_DRAFT,
    Phase.DRAFT,
    Phase.CHANCE_COURT,
    Phase.CHANCE_DEAL,
}
"""Setup phases before the action cards are dealt (the deck holds them all)."""
BEFORE_COURT: Final = BEFORE_DEAL - {Phase.CHANCE_DEAL}
"""Setup phases before the Court is dealt (the Court deck is still in the box)."""

READ_ONLY: Final = frozenset({"seat", "legal_actions", "control", "phantom_ambitions"})
"""Top-level keys an observation carries as derived information: accepted, never trusted.
(``chapter_scoring`` is the record of past chapter ends, not derivable: ignored until the state
keeps it, then read with ``observe.scoring_from_json``.)"""
SEAT_READ_ONLY: Final = frozenset({"open_slots", "ambitions", "city_bonuses", "holdings_slot", "empty_slots"})
"""Per-seat derived keys of an observation (accepted, ignored)."""
MARKER_READ_ONLY: Final = frozenset({"value"})
"""Per-marker derived keys of an observation (accepted, ignored)."""

TOP_KEYS: Final = frozenset(
    {
        "game", "players", "options", "seed", "chance_count", "history", "chapter", "phase",
        "current_player", "setup_card", "out_of_play", "initiative", "seized_by", "passes",
        "round_turn", "lead", "plays", "turn", "battle", "resume_phase", "choices", "unions",
        "revealed", "secured_in_prelude", "turn_flags", "declared_this_round", "catapult",
        "moved_fresh", "sprinters", "draft", "discard_queue", "ships", "buildings", "seats",
        "resource_supply", "box_resources", "court", "court_deck", "court_deck_size",
        "court_discard", "markers", "action_discard", "undealt", "undealt_size", "chapter_scores",
        "chapter_scoring", "winner",
    }
)  # fmt: skip
SEAT_KEYS: Final = frozenset(
    {
        "power", "cities_left", "ships", "agents", "starports", "resources", "holdings", "outrage",
        "outrage_placeholder", "guild", "trophies", "captives", "hand", "hand_size", "leader", "lore",
    }
)  # fmt: skip
TURN_KEYS: Final = frozenset(
    {"seat", "card", "mode", "pips", "prelude_open", "pre_open", "taxed", "ship_built", "spent_pending",
     "weapon_battle"}
)  # fmt: skip
SHIP_KEYS: Final = frozenset(("system", "seat", "fresh", "damaged"))
BUILDING_KEYS: Final = frozenset(("slot", "system", "seat", "kind", "damaged"))
TROPHY_KEYS: Final = frozenset(("owner", "piece", "count"))
COURT_SLOT_KEYS: Final = frozenset(("card", "agents"))
MARKER_KEYS: Final = frozenset(("flipped", "box"))
LEAD_KEYS: Final = frozenset(("card", "seat", "zeroed", "declared"))
PLAY_KEYS: Final = frozenset(("seat", "card", "mode"))
CATAPULT_KEYS: Final = frozenset(("at", "fresh", "damaged", "path"))
DRAFT_KEYS: Final = frozenset(("leaders", "lore"))
UNION_KEYS: Final = frozenset(("seat", "union", "card"))
REVEALED_KEYS: Final = frozenset(("seat", "rival", "cards"))
DISCARD_QUEUE_KEYS: Final = frozenset(("seat", "resource"))
DISCARD_KEYS: Final = frozenset(("card", "faceup", "seat"))
BATTLE_KEYS: Final = frozenset(
    {"system", "defender", "stage", "dice", "hits", "self_hits", "building_hits", "keys", "intercepts",
     "intercepted", "ransacks", "faces", "rerolls", "rerolled", "attacking_fresh", "attacking_damaged",
     "start_all_fresh", "attacker_trophies"}
)  # fmt: skip
BATTLE_STAGES: Final = (
    battle.REROLL, battle.SELF, battle.INTERCEPT, battle.HITS, battle.BUILDING_HITS, battle.RAIDING,
    battle.DONE, lore.VOLLEY_STAGE,
)  # fmt: skip
TURN_FLAGS: Final = frozenset(
    {
        "acted", "declared", "BC24", battle.VOLLEY, leaders.TACTICAL_AFTER, leaders.TACTICAL_FIRST,
        leaders.TACTICAL_OWED, lore.TOOL_PRIESTS, lore.SPRINTING,
    }
)  # fmt: skip
"""Every turn flag the rules set (`ArcsState.turn_flags`)."""
PLAY_MODES: Final = data.PLAY_MODES
TURN_MODES: Final = ("lead", "surpass", "pivot", "copy")

MARKER_BY_VALUE: Final[dict[str, tuple[int, bool]]] = {
    f"{first}/{second}": (i, side == 1)
    for i, sides in enumerate(data.AMBITION_MARKERS)
    for side, (first, second) in enumerate(sides)
}
"""Ambition markers by the values on the side showing: ``"6/3"`` is marker 1, flipped."""

UNION_IDS: Final = frozenset(c.id for c in data.COURT_CARDS if c.name.endswith("Union"))
"""The Court's Unions (Admin, Construction, Spacing, Arms): played beside an action card."""

MAX_SEED: Final = 2**63
MAX_POWER: Final = 999
"""Power, and each chapter's score, is at most this (far above any game's)."""
MAX_TALLY: Final = 99
"""Hits, keys, rerolls and pips left: small tallies with no component limit."""
MAX_CHANCE_COUNT: Final = 10**9
PIECE_LIMITS: Final = (
    data.SHIPS_PER_PLAYER,
    data.AGENTS_PER_PLAYER,
    data.STARPORTS_PER_PLAYER,
    data.CITIES_PER_PLAYER,
)
"""Pieces of each kind per player (p2), in `PIECE_NAMES` order."""
_BAD_INPUT: Final = (
    KeyError,
    TypeError,
    ValueError,
    IndexError,
    AttributeError,
    OverflowError,
    RecursionError,
)


# -- reading fields ------------------------------------------------------------------------------
def _fail(field: str, wanted: str, value: object) -> NoReturn:
    raise InvalidRecord(f"{field} must be {wanted}, not {shorten(value)}")


def _get(obj: Mapping[str, Any], key: str, default: Any = None) -> Any:
    """`obj[key]`, or `default` when the key is missing or null."""
    value = obj.get(key)
    return default if value is None else value


def _object(
    value: object, field: str, keys: Collection[str], read_only: Collection[str] = ()
) -> Mapping[str, Any]:
    """`value` as an object whose keys are all known (null: an empty object)."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        _fail(field, "an object", value)
    for key in value:
        if key not in keys and key not in read_only:
            raise InvalidRecord(
                f"{field} has an unknown key {shorten(key)} (known: {', '.join(sorted(keys))})"
            )
    return value


def _list(value: object, field: str, most: int | None = None) -> list[Any]:
    """`value` as a list of at most `most` items (null: an empty list)."""
    if value is None:
        return []
    if not isinstance(value, list | tuple):
        _fail(field, "a list", value)
    if most is not None and len(value) > most:
        raise InvalidRecord(f"{field} must have at most {most} entries, not {len(value)}")
    return list(value)


def _whole(value: object, field: str, low: int, high: int) -> int:
    """A whole number `low`..`high` (a bool is not a number, a float is not a count)."""
    if type(value) is not int or not low <= value <= high:
        _fail(field, f"a whole number {low}..{high}", value)
    return value


def _seat(value: object, field: str, n: int, none: bool = False) -> int:
    """A seat of the game; with `none`, null for no seat (as observations write it), or -1 (as
    they wrote it before: a saved campaign file's table holds it)."""
    if none and (value is None or (type(value) is int and value == -1)):
        return -1
    if type(value) is not int or not 0 <= value < n:
        _fail(field, f"a seat 0..{n - 1}" + (" or null" if none else ""), value)
    return value


def _flag(value: object, field: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        _fail(field, "true or false", value)
    return value


def _one_of(value: object, field: str, options: Sequence[str], what: str) -> str:
    if not isinstance(value, str) or value not in options:
        shown = ", ".join(options) if len(options) <= 10 else f"{options[0]} ... {options[-1]}"
        _fail(field, f"{what} ({shown})", value)
    return value


def _resource(value: object, field: str) -> int:
    """A resource's index; null for an empty slot (-1)."""
    if value is None:
        return -1
    return RES.index(_one_of(value, field, RES, "a resource"))


def _system(s: ArcsState, value: object, field: str) -> int:
    """A system in play, like ``"3.2"``."""
    if not isinstance(value, str) or value not in reach.SYSTEM_INDEX:
        _fail(field, "a system like '3.0' or '3.2'", value)
    system = reach.SYSTEM_INDEX[value]
    if not s.in_play[system]:
        raise InvalidRecord(f"{field} {value} is in cluster {reach.cluster_of(system)}, out of play")
    return system


def _slot(s: ArcsState, value: object, field: str) -> int:
    """A building slot, like ``"1.1#0"``, in a system in play."""
    if not isinstance(value, str) or value not in SLOT_BY_NAME:
        _fail(field, "a building slot like '3.2#0'", value)
    k = SLOT_BY_NAME[value]
    system = reach.SLOT_SYSTEM[k]
    if not s.in_play[system]:
        raise InvalidRecord(f"{field} {value} is in cluster {reach.cluster_of(system)}, out of play")
    return k


def _counts(value: object, field: str, high: int) -> list[int]:
    """Counts per resource, ``{"fuel": 2}``: five entries."""
    out = [0] * 5
    for name, count in _object(value, field, RES).items():
        out[RES.index(name)] = _whole(count, f"{field}.{name}", 0, high)
    return out


def _card(value: object, field: str, ids: Collection[str], what: str) -> str:
    if not isinstance(value, str) or value not in ids:
        _fail(field, what, value)
    return value


ACTION_IDS: Final = frozenset(data.ACTION_CARD_BY_ID)
COURT_IDS: Final = frozenset(data.COURT_CARD_BY_ID)


@dataclass(frozen=True)
class Variant:
    """What a game extending Arcs changes in reading a position (docs/ARCHITECTURE.md, "Games
    that extend Arcs"); the default is Arcs itself. A variant's loader calls
    ``load(pos, rng, variant)``: the Arcs fields are read as here, then `load_extra` reads the
    variant's own fields before the decider is worked out."""

    game: str = "arcs"
    top_keys: frozenset[str] = frozenset()
    """Top-level keys the variant reads itself (besides `TOP_KEYS`)."""
    options: tuple[str, ...] = setup.OPTIONS
    check_options: Callable[[int, dict[str, Any]], None] = setup.check_options
    new_state: Callable[[int, int, dict[str, Any]], ArcsState] = ArcsState.blank
    action_deck: Callable[[int], list[str]] = setup.action_deck
    action_ids: frozenset[str] = frozenset(data.ACTION_CARD_BY_ID)
    court_ids: frozenset[str] = frozenset(data.COURT_CARD_BY_ID)
    """Court cards a card secured this turn may be (`secured_in_prelude`)."""
    play_modes: tuple[str, ...] = ("lead", "surpass", "pivot", "copy", "seize")
    turn_modes: tuple[str, ...] = ("lead", "surpass", "pivot", "copy")
    phases: frozenset[str] = frozenset()
    """Decision points the variant adds (besides `PHASES`)."""
    choices_off_turn: bool = False
    """Questions (``choices``) may wait outside a turn (a round's end asking)."""
    min_power: int = 0
    """The lowest Power a seat may have."""
    before_deal: frozenset[str] = frozenset()
    """Its setup phases before the action cards are dealt (besides `BEFORE_DEAL`)."""
    battle_phases: frozenset[str] = frozenset()
    """Its phases during which a battle is under way."""
    load_extra: Callable[[ArcsState, Mapping[str, Any]], None] | None = None
    court_slots: Callable[[Mapping[str, Any]], int] | None = None
    """How many Court slots a position has, when the variant reads the Court itself."""
    mover: Callable[[ArcsState], int] | None = None
    """Who decides at one of the variant's `phases`."""
    advance: Callable[[ArcsState], None] | None = None
    legal_actions: Callable[[ArcsState], list[Any]] | None = None
    sample_chance: Callable[[ArcsState, random.Random], Any] | None = None
    problems: Callable[[Any], list[str]] = invariants.problems
    turn_flags: frozenset[str] = frozenset()
    """Turn flags its rules set (besides `TURN_FLAGS`)."""
    union_ids: frozenset[str] = frozenset()
    """Its Guild cards that are Unions (besides Arcs' `UNION_IDS`)."""
    setup_cards: str = ""
    """Why the variant uses no setup card and has every cluster in play ("" if it uses one)."""
    lore_each: int = 2
    """The most lore cards a seat may hold (Leaders & Lore deals 2; a variant may give more)."""
    resource_box: Callable[[Mapping[str, Any]], tuple[int, ...]] | None = None
    """How many tokens of each resource a position's game has, when the variant adds some to the
    box's `data.RESOURCE_SUPPLY` of each (bounds the ``resource_supply`` a position gives)."""


ARCS: Final = Variant()


def _action_card(value: object, field: str, v: Variant = ARCS) -> str:
    return _card(value, field, v.action_ids, "an action card like 'ADM4'")


def _court_card(value: object, field: str, v: Variant = ARCS) -> str:
    return _card(value, field, v.court_ids, "a Court card like 'BC01'")


def _face(value: object, field: str) -> tuple[int, int]:
    """A die face, like ``"A3"``: the die letter (Assault, Skirmish, Raid) and the face 0-5."""
    if not isinstance(value, str) or len(value) != 2 or value[0] not in "ASR" or value[1] not in "012345":
        _fail(field, "a die face like 'A3' (A, S or R and a face 0-5)", value)
    return "ASR".index(value[0]), int(value[1])


# -- loading -------------------------------------------------------------------------------------
def load(pos: Mapping[str, Any], rng: random.Random | None = None, variant: Variant = ARCS) -> ArcsState:
    """The state a position describes (raises `InvalidRecord` naming the bad field); a game
    extending Arcs passes its `variant`.

    The state built passes `invariants.problems`, and its decider has a legal action.
    """
    return _checked(pos, rng, variant)[0]


def _checked(pos: Mapping[str, Any], rng: random.Random | None, v: Variant) -> tuple[ArcsState, Deal]:
    """`_build`, any error on bad input raised as `InvalidRecord`."""
    try:
        return _build(pos, rng, v)
    except AmbitionsError as exc:
        if isinstance(exc, InvalidRecord):
            raise
        raise InvalidRecord(str(exc)) from None
    except _BAD_INPUT as exc:
        raise InvalidRecord(
            f"malformed Arcs position: {type(exc).__name__}: {shorten(str(exc), 200)}"
        ) from None


class Dealer:
    """`load(pos, rng)` for many rngs, as a search determinizing one observation asks: the
    position is read and checked once, then each `load` clones that state and deals the unseen
    cards again (`Deal.deal`), skipping the reading, the checks and the invariants.

    ``Dealer(pos).load(rng)`` equals ``load(pos, rng)`` field for field and leaves `rng` in the
    same state: the same shuffles in the same order. Where what is derived after the deal could
    depend on it (a position without ``current_player``, whose loading runs automatic steps, or a
    turn whose ``pre_open`` window is derived from the cards held), and for a position `load`
    rejects, every `load` is the full `load`.
    """

    def __init__(self, pos: Mapping[str, Any]) -> None:
        self.pos = pos
        self.template: ArcsState | None = None
        """The position loaded with the unseen cards in a fixed order (None: no fast path)."""
        self.deal: Deal | None = None
        try:
            template, deal = _checked(pos, None, ARCS)
        except InvalidRecord:
            return  # each `load` raises (or, for a deal-dependent error, does not) as `load` does
        turn = pos.get("turn")
        derived_window = (
            template.turn_seat >= 0
            and (pos.get("phase") is None or pos.get("phase") == Phase.ACTIONS)
            and not (isinstance(turn, Mapping) and turn.get("pre_open") is not None)
        )
        if pos.get("current_player") is not None and not derived_window:
            self.template, self.deal = template, deal

    def load(self, rng: random.Random) -> ArcsState:
        """The state `load(pos, rng)` builds (raises `InvalidRecord` as it does)."""
        if self.template is None or self.deal is None:
            return load(self.pos, rng)
        s = self.template.clone()
        try:
            self.deal.deal(s, rng)
        except AmbitionsError as exc:
            raise InvalidRecord(str(exc)) from None
        return s


def _build(raw: Mapping[str, Any], rng: random.Random | None, v: Variant) -> tuple[ArcsState, Deal]:
    """The state a position describes and how its unseen cards were dealt (`load`)."""
    pos = _object(raw, "a position", TOP_KEYS | v.top_keys, READ_ONLY)
    if pos.get("game") != v.game:
        _fail("game", repr(v.game), pos.get("game"))
    n = pos.get("players")
    if not is_whole(n) or n not in (2, 3, 4):
        _fail("players", "2, 3 or 4", n)
    assert isinstance(n, int)
    options = dict(_object(pos.get("options"), "options", v.options))
    try:
        v.check_options(n, options)
    except InvalidOptions as exc:
        raise InvalidRecord(f"options: {exc}") from None
    s = v.new_state(n, _whole(_get(pos, "seed", 0), "seed", -MAX_SEED, MAX_SEED - 1), options)
    s.chance_count = _whole(_get(pos, "chance_count", 0), "chance_count", 0, MAX_CHANCE_COUNT)
    s.history = []
    for i, text in enumerate(_list(pos.get("history"), "history")):
        if not isinstance(text, str):
            _fail(f"history[{i}]", "an action's text", text)
        try:
            s.history.append(parse(text))
        except InvalidActionText as exc:
            raise InvalidRecord(f"history[{i}]: {exc}") from None
    s.initiative = _seat(_get(pos, "initiative", 0), "initiative", n)
    s.chapter = _whole(_get(pos, "chapter", 1), "chapter", 1, data.LAST_CHAPTER)
    phase = _phase(pos, v)
    _setup_card(s, pos, v)
    _map(s, pos)
    seats = _seats(s, pos, v)
    _court(s, pos)
    _markers(s, pos)
    plays = _round_and_turn(s, pos, seats, v)
    actions = _plan_action_deal(s, pos, seats, plays, v)
    actions.deal(s, rng)
    court = _plan_court_deal(s, pos, phase)
    if court is not None:
        court.deal(s, rng)
    _supplies(s, pos, seats, v.resource_box(pos) if v.resource_box else (data.RESOURCE_SUPPLY,) * 5)
    _check_resources(s)
    if v.load_extra is not None:
        v.load_extra(s, pos)
    _derive_turn(s, pos, phase if phase is not None else Phase.ACTIONS)
    _decider(s, pos, phase, v)
    # A value of the wrong type that no field's reading caught (a compiled module would fail on
    # it later, far from here), then what the rules keep true.
    problems = invariants.type_problems(s) or v.problems(s)
    if problems:
        raise InvalidRecord(clip(f"the position is not possible: {'; '.join(problems)}", 600))
    _check_decision(s, v)
    return s, Deal(actions, court)


def _phase(pos: Mapping[str, Any], v: Variant = ARCS) -> str | None:
    phase = pos.get("phase")
    if phase is None:
        return None
    if not isinstance(phase, str) or (
        phase not in PHASES and phase not in AUTOMATIC and phase not in v.phases
    ):
        _fail("phase", "a decision point like 'lead', 'actions' or 'battle'", phase)
    return phase


def _setup_card(s: ArcsState, pos: Mapping[str, Any], v: Variant = ARCS) -> None:
    """The setup card, or the out-of-play clusters it names (p4 step B)."""
    card = _get(pos, "setup_card", "")
    given = pos.get("out_of_play")
    if v.setup_cards:
        if card != "":
            _fail("setup_card", f"'' or omitted ({v.setup_cards})", card)
        if _list(given, "out_of_play"):
            _fail("out_of_play", f"[] or omitted ({v.setup_cards})", given)
    if not isinstance(card, str):
        cards = ", ".join(setup.setup_cards_for(s.n))
        _fail("setup_card", f"a {s.n}-player setup card ({cards}) or ''", card)
    if card:
        card = _one_of(card, "setup_card", setup.setup_cards_for(s.n), f"a {s.n}-player setup card")
        out = setup.SETUP_BY_ID[card].out_of_play
        if given is not None and _list(given, "out_of_play") != list(out):
            raise InvalidRecord(f"out_of_play must be {list(out)} (setup card {card}), not {shorten(given)}")
    else:
        clusters = [
            _whole(c, f"out_of_play[{i}]", 1, 6) for i, c in enumerate(_list(given, "out_of_play", 5))
        ]
        if len(set(clusters)) != len(clusters):
            raise InvalidRecord(f"out_of_play names a cluster twice: {shorten(clusters)}")
        out = tuple(clusters)
    s.setup_card = card
    s.out_of_play = out
    s.adjacency = reach.build_adjacency(out)
    s.in_play = reach.in_play_systems(out)


def _map(s: ArcsState, pos: Mapping[str, Any]) -> None:
    """Ships and buildings: systems and slots in play, each slot holding one building."""
    n = s.n
    for i, e in enumerate(_list(pos.get("ships"), "ships")):
        f = f"ships[{i}]"
        e = _object(e, f, SHIP_KEYS)
        system = _system(s, e.get("system"), f"{f}.system")
        p = _seat(e.get("seat"), f"{f}.seat", n)
        s.fresh[system * n + p] += _whole(_get(e, "fresh", 0), f"{f}.fresh", 0, data.SHIPS_PER_PLAYER)
        s.damaged[system * n + p] += _whole(_get(e, "damaged", 0), f"{f}.damaged", 0, data.SHIPS_PER_PLAYER)
    placed: dict[int, str] = {}
    for i, e in enumerate(_list(pos.get("buildings"), "buildings")):
        f = f"buildings[{i}]"
        e = _object(e, f, BUILDING_KEYS)
        if e.get("slot") is not None:
            k = _slot(s, e["slot"], f"{f}.slot")
            named = reach.SYSTEM_IDS[reach.SLOT_SYSTEM[k]]
            if e.get("system") is not None and e["system"] != named:
                _fail(f"{f}.system", f"{named} (the system of slot {SLOT_NAMES[k]}) or omitted", e["system"])
            if k in placed:
                raise InvalidRecord(f"{f}.slot {SLOT_NAMES[k]} already holds {placed[k]}")
        else:
            if e.get("system") is None:
                raise InvalidRecord(f"{f} needs a 'slot' (like '3.2#0') or a 'system' (like '3.2')")
            system = _system(s, e["system"], f"{f}.system")
            free = [k for k in reach.PRINTED_SLOTS[system] if k not in placed]
            if not free:
                where = (
                    "a gate: name one of its slots, like '3.0#0'" if reach.is_gate(system) else "all taken"
                )
                raise InvalidRecord(
                    f"{f}.system {reach.SYSTEM_IDS[system]} has no free building slot ({where})"
                )
            k = free[0]
        kind = _one_of(e.get("kind"), f"{f}.kind", ("city", "starport"), "a building")
        seat = _seat(e.get("seat"), f"{f}.seat", n)
        damaged = _flag(e.get("damaged"), f"{f}.damaged")
        s.slots[k] = building_code(seat, CITY if kind == "city" else STARPORT, damaged)
        placed[k] = f
    # Gate and cloud slots hold only what lore cards allow: checked with the invariants.


def _mask(value: object, field: str) -> int:
    """Resource names (no name twice) as a bit mask."""
    mask = 0
    for j, name in enumerate(_list(value, field, 5)):
        bit = 1 << RES.index(_one_of(name, f"{field}[{j}]", RES, "a resource"))
        if mask & bit:
            raise InvalidRecord(f"{field} names {name} twice")
        mask |= bit
    return mask


def _seats(s: ArcsState, pos: Mapping[str, Any], v: Variant = ARCS) -> list[Mapping[str, Any]]:
    n = s.n
    raw = pos.get("seats")
    entries = [{} for _ in range(n)] if raw is None else _list(raw, "seats")
    if len(entries) != n:
        raise InvalidRecord(f"seats must have {n} entries (one per player), not {len(entries)}")
    seats: list[Mapping[str, Any]] = []
    for p, raw_entry in enumerate(entries):
        f = f"seats[{p}]"
        e = _object(raw_entry, f, SEAT_KEYS, SEAT_READ_ONLY)
        seats.append(e)
        s.power[p] = _whole(_get(e, "power", 0), f"{f}.power", v.min_power, MAX_POWER)
        for k, name in enumerate(_list(e.get("resources"), f"{f}.resources", BOARD_RESOURCE_SLOTS)):
            s.resources[p * RESOURCE_SLOTS + k] = _resource(name, f"{f}.resources[{k}]")
        s.resources[p * RESOURCE_SLOTS + HOLDINGS_SLOT] = _resource(e.get("holdings"), f"{f}.holdings")
        s.outrage[p] = _mask(e.get("outrage"), f"{f}.outrage")
        s.outrage_placeholder[p] = _mask(e.get("outrage_placeholder"), f"{f}.outrage_placeholder")
        s.guild[p] = [
            _court_card(c, f"{f}.guild[{j}]") for j, c in enumerate(_list(e.get("guild"), f"{f}.guild"))
        ]
        for j, t in enumerate(_list(e.get("trophies"), f"{f}.trophies")):
            g = f"{f}.trophies[{j}]"
            t = _object(t, g, TROPHY_KEYS)
            owner = _seat(t.get("owner"), f"{g}.owner", n)
            if owner == p:
                # p7: "If you destroy a Rival's pieces, put them in the Trophies box."
                raise InvalidRecord(
                    f"{g}.owner must be a rival of seat {p} (Trophies are Rivals' pieces, p7)"
                )
            kind = PIECE_NAMES.index(_one_of(t.get("piece"), f"{g}.piece", PIECE_NAMES, "a piece"))
            s.trophies[(p * n + owner) * NUM_PIECE_KINDS + kind] += _whole(
                _get(t, "count", 1), f"{g}.count", 0, PIECE_LIMITS[kind]
            )
        for owner, count in enumerate(_list(e.get("captives"), f"{f}.captives", n)):
            c = _whole(count, f"{f}.captives[{owner}]", 0, data.AGENTS_PER_PLAYER)
            if owner == p and c:
                # p7: "If you capture a Rival's agents, put them in the Captives box."
                raise InvalidRecord(f"{f}.captives[{p}] must be 0 (Captives are Rivals' agents, p7), not {c}")
            s.captives[p * n + owner] = c
        if e.get("hand") is not None:
            hand = [_action_card(c, f"{f}.hand[{j}]", v) for j, c in enumerate(_list(e["hand"], f"{f}.hand"))]
            size = e.get("hand_size")
            if size is not None and size != len(hand):
                _fail(f"{f}.hand_size", f"{len(hand)}, the size of {f}.hand, or omitted", size)
            s.hands[p] = sorted(hand)
        leader = e.get("leader")
        s.leader[p] = (
            ""
            if leader is None
            else _card(leader, f"{f}.leader", draft.LEADER_BY_ID, "a leader (LEAD01-LEAD08)")
        )
        s.lore[p] = [
            _card(c, f"{f}.lore[{j}]", draft.LORE_IDS, "a lore card (L01-L14)")
            for j, c in enumerate(_list(e.get("lore"), f"{f}.lore", v.lore_each))
        ]
    return seats


def _court(s: ArcsState, pos: Mapping[str, Any]) -> None:
    """The Court row with its agents, and the Court discard (the deck comes later)."""
    n = s.n
    row = _list(pos.get("court"), "court", data.COURT_ROW_SIZE[n])
    s.court = []
    s.court_agents = [0] * (len(row) * n)
    for i, raw in enumerate(row):
        f = f"court[{i}]"
        c = _object(raw, f, COURT_SLOT_KEYS)
        card = "" if c.get("card") is None else _court_card(c["card"], f"{f}.card")
        s.court.append(card)
        for p, count in enumerate(_list(c.get("agents"), f"{f}.agents", n)):
            s.court_agents[i * n + p] = _whole(count, f"{f}.agents[{p}]", 0, data.AGENTS_PER_PLAYER)
        if not card and any(s.court_agents[i * n : (i + 1) * n]):
            raise InvalidRecord(f"{f} has agents but no card")
    s.court_discard = [
        _court_card(c, f"court_discard[{j}]")
        for j, c in enumerate(_list(pos.get("court_discard"), "court_discard"))
    ]


def _markers(s: ArcsState, pos: Mapping[str, Any]) -> None:
    """Ambition markers by index (a list) or by the values showing (an object, ``{"9/4": "tycoon"}``)."""
    raw = pos.get("markers")
    if isinstance(raw, Mapping):
        named: dict[int, str] = {}
        for value, box in raw.items():
            if value not in MARKER_BY_VALUE:
                _fail("a key of markers", f"a marker's value ({', '.join(MARKER_BY_VALUE)})", value)
            i, flipped = MARKER_BY_VALUE[value]
            if i in named:
                raise InvalidRecord(f"markers names one marker twice: {named[i]} and {value} (its two sides)")
            named[i] = value
            s.marker_flipped[i] = flipped
            s.marker_box[i] = _ambition(box, f"markers.{value}", s.AMBITION_NAMES)
        return
    for i, m in enumerate(_list(raw, "markers", 3)):
        f = f"markers[{i}]"
        m = _object(m, f, MARKER_KEYS, MARKER_READ_ONLY)
        s.marker_flipped[i] = _flag(m.get("flipped"), f"{f}.flipped")
        s.marker_box[i] = _ambition(m.get("box"), f"{f}.box", s.AMBITION_NAMES)


def _ambition(value: object, field: str, names: tuple[str, ...] = data.AMBITIONS) -> int:
    """An ambition's index among `names` (`ArcsState.AMBITION_NAMES`); null for none (-1)."""
    if value is None:
        return -1
    return names.index(_one_of(value, field, names, "an ambition"))


def _round_and_turn(
    s: ArcsState, pos: Mapping[str, Any], seats: list[Mapping[str, Any]], v: Variant = ARCS
) -> list[tuple[int, str, str]]:
    """The round, the turn, the battle, moves and choices under way; returns the plays given
    (a card "" when face down and not shown)."""
    n = s.n
    if n == 2 and pos.get("box_resources") is not None:
        s.box_resources = _counts(pos["box_resources"], "box_resources", data.RESOURCE_SUPPLY)
    elif pos.get("box_resources") is not None:
        if any(_counts(pos["box_resources"], "box_resources", data.RESOURCE_SUPPLY)):
            raise InvalidRecord(
                "box_resources: only a 2-player game puts resources on ambition boxes (setup step K)"
            )
    elif n == 2 and s.setup_card:
        for c in s.out_of_play:  # setup step K: the covered planets' resources
            for k in (1, 2, 3):
                s.box_resources[reach.PLANET_RESOURCE[(c - 1) * 4 + k]] += 1

    s.seized_by = _seat(pos.get("seized_by"), "seized_by", n, none=True)
    s.passes = _whole(_get(pos, "passes", 0), "passes", 0, n)
    s.round_turn = _whole(_get(pos, "round_turn", 0), "round_turn", 0, n)  # n: no more turns (a pass)
    lead = _object(pos.get("lead"), "lead", LEAD_KEYS)
    s.lead_card = "" if lead.get("card") is None else _action_card(lead["card"], "lead.card", v)
    s.lead_seat = _seat(lead.get("seat"), "lead.seat", n, none=True)
    turn = _object(pos.get("turn"), "turn", TURN_KEYS)
    s.turn_seat = _seat(turn.get("seat"), "turn.seat", n, none=True)
    s.turn_card = "" if turn.get("card") is None else _action_card(turn["card"], "turn.card", v)
    s.turn_mode = (
        "" if turn.get("mode") is None else _one_of(turn["mode"], "turn.mode", v.turn_modes, "a play")
    )
    if s.turn_seat < 0 and (s.turn_card or s.turn_mode):
        raise InvalidRecord("turn.card and turn.mode need a turn.seat")
    if s.turn_seat >= 0 and not s.turn_mode:
        raise InvalidRecord(
            f"turn.mode must be given for seat {s.turn_seat}'s turn ({', '.join(v.turn_modes)})"
        )
    if s.turn_seat >= 0 and s.turn_mode == "lead" and not s.lead_card:
        s.lead_card, s.lead_seat = s.turn_card, s.turn_seat
    if s.lead_card and s.lead_seat < 0:
        raise InvalidRecord("lead.seat must be given with lead.card")
    _declared(s, lead)
    default_pips = _default_pips(s)
    s.pips = _whole(_get(turn, "pips", default_pips), "turn.pips", 0, MAX_TALLY)
    s.prelude_open = (
        _flag(turn["prelude_open"], "turn.prelude_open")
        if turn.get("prelude_open") is not None
        else s.turn_seat >= 0
    )
    s.pre_open = _flag(turn.get("pre_open"), "turn.pre_open")  # derived when omitted: `_derive_turn`
    s.taxed = [_slot(s, x, f"turn.taxed[{j}]") for j, x in enumerate(_list(turn.get("taxed"), "turn.taxed"))]
    s.ship_built = [
        _slot(s, x, f"turn.ship_built[{j}]")
        for j, x in enumerate(_list(turn.get("ship_built"), "turn.ship_built"))
    ]
    s.spent_pending = _counts(turn.get("spent_pending"), "turn.spent_pending", data.RESOURCE_SUPPLY)
    s.weapon_battle = _flag(turn.get("weapon_battle"), "turn.weapon_battle")

    plays: list[tuple[int, str, str]] = []
    for j, e in enumerate(_list(pos.get("plays"), "plays", 3 * n)):
        f = f"plays[{j}]"
        e = _object(e, f, PLAY_KEYS)
        seat = _seat(e.get("seat"), f"{f}.seat", n)
        card = "" if e.get("card") is None else _action_card(e["card"], f"{f}.card", v)
        plays.append((seat, card, _one_of(e.get("mode"), f"{f}.mode", v.play_modes, "a play")))
    if s.turn_seat >= 0 and s.turn_mode != "lead" and not s.lead_card:
        raise InvalidRecord(f"a {s.turn_mode} turn needs the lead card (lead.card, lead.seat)")
    if not plays:
        # Omitted, the plays are the lead card and the card of the turn under way.
        if s.lead_card:
            plays.append((s.lead_seat, s.lead_card, "lead"))
        if s.turn_seat >= 0 and s.turn_card and s.turn_mode in TURN_MODES[1:]:
            plays.append((s.turn_seat, s.turn_card, s.turn_mode))

    cat = _object(pos.get("catapult"), "catapult", CATAPULT_KEYS)
    s.catapult_fresh = _whole(_get(cat, "fresh", 0), "catapult.fresh", 0, data.SHIPS_PER_PLAYER)
    s.catapult_damaged = _whole(_get(cat, "damaged", 0), "catapult.damaged", 0, data.SHIPS_PER_PLAYER)
    s.catapult_path = [
        _system(s, x, f"catapult.path[{j}]") for j, x in enumerate(_list(cat.get("path"), "catapult.path"))
    ]
    if cat.get("at") is not None:
        s.catapult_at = _system(s, cat["at"], "catapult.at")
    elif s.catapult_fresh or s.catapult_damaged or s.catapult_path:
        raise InvalidRecord("catapult.at must name the system a Catapult move is in")
    _battle(s, _object(pos.get("battle"), "battle", BATTLE_KEYS))
    s.moved_fresh = [
        _system(s, x, f"moved_fresh[{j}]") for j, x in enumerate(_list(pos.get("moved_fresh"), "moved_fresh"))
    ]
    s.sprinters = [
        _system(s, x, f"sprinters[{j}]") for j, x in enumerate(_list(pos.get("sprinters"), "sprinters"))
    ]
    rows = _object(pos.get("draft"), "draft", DRAFT_KEYS)
    s.draft_leaders = [
        _card(c, f"draft.leaders[{j}]", draft.LEADER_BY_ID, "a leader (LEAD01-LEAD08)")
        for j, c in enumerate(_list(rows.get("leaders"), "draft.leaders"))
    ]
    s.draft_lore = [
        _card(c, f"draft.lore[{j}]", draft.LORE_IDS, "a lore card (L01-L14)")
        for j, c in enumerate(_list(rows.get("lore"), "draft.lore"))
    ]
    resume = pos.get("resume_phase")
    s.resume_phase = (
        ""
        if resume is None
        else _one_of(resume, "resume_phase", sorted(PHASES | v.phases), "a decision point")
    )
    slots = len(s.court) if v.court_slots is None else v.court_slots(pos)
    s.choices = [
        _choice(s, c, f"choices[{j}]", slots) for j, c in enumerate(_list(pos.get("choices"), "choices"))
    ]
    played = {card for _, card, _ in plays if card}
    s.unions = []
    for j, u in enumerate(_list(pos.get("unions"), "unions")):
        f = f"unions[{j}]"
        u = _object(u, f, UNION_KEYS)
        seat = _seat(u.get("seat"), f"{f}.seat", n)
        unions = UNION_IDS | v.union_ids
        union = _card(u.get("union"), f"{f}.union", unions, f"a Union ({', '.join(sorted(unions))})")
        card = _action_card(u.get("card"), f"{f}.card", v)
        if card not in played:
            raise InvalidRecord(f"{f}.card {card} is not a card played this round (a Union waits beside one)")
        s.unions.append((seat, union, card))
    s.revealed = []
    for j, r in enumerate(_list(pos.get("revealed"), "revealed")):
        f = f"revealed[{j}]"
        r = _object(r, f, REVEALED_KEYS)
        cards = tuple(
            _action_card(c, f"{f}.cards[{k}]", v) for k, c in enumerate(_list(r.get("cards"), f"{f}.cards"))
        )
        s.revealed.append(
            (_seat(r.get("seat"), f"{f}.seat", n), _seat(r.get("rival"), f"{f}.rival", n), cards)
        )
    s.secured_in_prelude = [
        _court_card(c, f"secured_in_prelude[{j}]", v)
        for j, c in enumerate(_list(pos.get("secured_in_prelude"), "secured_in_prelude"))
    ]
    s.turn_flags = []
    for j, flag in enumerate(_list(pos.get("turn_flags"), "turn_flags")):
        _one_of(flag, f"turn_flags[{j}]", sorted(TURN_FLAGS | v.turn_flags), "a turn flag")
        if flag in s.turn_flags:
            raise InvalidRecord(f"turn_flags names {flag} twice")
        s.turn_flags.append(flag)
    if pos.get("declared_this_round") is not None:
        s.declared_this_round = _flag(pos["declared_this_round"], "declared_this_round")
    else:
        # An ambition declared with the lead card was declared this round (p9).
        s.declared_this_round = s.declared_with_lead
    if s.battle_system >= 0 and s.turn_seat >= 0 and battle.VOLLEY not in s.turn_flags:
        # Omitted, the attacking ships are all the attacker's ships in the battle system (p14);
        # a Fire Rifles volley (L02) has none.
        i = s.battle_system * n + s.turn_seat
        b = pos.get("battle") or {}
        if b.get("attacking_fresh") is None:
            s.battle_attacking_fresh = s.fresh[i]
        if b.get("attacking_damaged") is None:
            s.battle_attacking_damaged = s.damaged[i]
    if s.choices and s.choices[-1][1:3] == ("BC17", "swap"):
        # Farseers: the chooser is looking at the rival's hand right now.
        seer, rival = int(s.choices[-1][0]), int(s.choices[-1][3])
        for p, r, cards in reversed(s.revealed):
            if p == seer and r == rival:
                seats[rival] = {**seats[rival], "hand": list(cards), "hand_size": len(cards)}
                s.hands[rival] = sorted(cards)
                break
    s.discard_queue = []
    for j, e in enumerate(_list(pos.get("discard_queue"), "discard_queue")):
        f = f"discard_queue[{j}]"
        e = _object(e, f, DISCARD_QUEUE_KEYS)
        seat = _seat(e.get("seat"), f"{f}.seat", n)
        s.discard_queue.append(
            seat * 8 + RES.index(_one_of(e.get("resource"), f"{f}.resource", RES, "a resource"))
        )
    s.chapter_scores = []
    for j, row in enumerate(_list(pos.get("chapter_scores"), "chapter_scores", data.LAST_CHAPTER)):
        f = f"chapter_scores[{j}]"
        values = _list(row, f, n)
        if len(values) != n:
            raise InvalidRecord(f"{f} must have {n} entries (one per player), not {len(values)}")
        s.chapter_scores.append([_whole(v, f"{f}[{p}]", 0, MAX_POWER) for p, v in enumerate(values)])
    # (past scoring, as recorded)
    s.chapter_scoring = observe.scoring_from_json(pos.get("chapter_scoring"), n, s.AMBITION_NAMES)
    s.winner = _seat(pos.get("winner"), "winner", n, none=True)
    return plays


def _default_pips(s: ArcsState) -> int:
    """A turn's pips before any is spent: the card's when led or surpassing, 1 for Pivot or
    Copy (p8, p10)."""
    if s.turn_card and s.turn_mode in ("lead", "surpass"):
        return data.ACTION_CARD_BY_ID[s.turn_card].pips
    if s.turn_mode in ("pivot", "copy"):
        return 1
    return 0


def _declared(s: ArcsState, lead: Mapping[str, Any]) -> None:
    """``lead.declared``: true or false, or the ambition declared with the lead card (p9)."""
    declared = lead.get("declared")
    zeroed = lead.get("zeroed")
    if isinstance(declared, str):
        amb = _ambition(declared, "lead.declared", s.AMBITION_NAMES)
        if not s.lead_card:
            raise InvalidRecord(f"lead.declared names {declared} but there is no lead card")
        markers = available_markers(s)
        if not markers:
            raise InvalidRecord(f"lead.declared names {declared} but every ambition marker is in a box")
        # p9: place the highest-value available marker in the ambition's box; the zero marker
        # covers the lead card's number (not for Keeper or Empath with Secret Order, BC18).
        s.marker_box[max(markers, key=lambda i: marker_values(s, i))] = amb
        s.declared_with_lead = True
        zero = all(
            p.zero_marker is None or p.zero_marker(s, s.lead_seat, declared)
            for p in powers.owned(s, s.lead_seat)
        )
        s.zeroed = zero if zeroed is None else _flag(zeroed, "lead.zeroed")
        return
    s.zeroed = _flag(zeroed, "lead.zeroed")
    s.declared_with_lead = s.zeroed if declared is None else _flag(declared, "lead.declared")
    if (s.zeroed or s.declared_with_lead) and not s.lead_card:
        raise InvalidRecord("lead.zeroed and lead.declared need a lead card")


def _battle(s: ArcsState, b: Mapping[str, Any]) -> None:
    n = s.n
    if b.get("system") is not None:
        s.battle_system = _system(s, b["system"], "battle.system")
    s.battle_defender = _seat(b.get("defender"), "battle.defender", n, none=True)
    stage = b.get("stage")
    s.battle_stage = "" if stage is None else _one_of(stage, "battle.stage", BATTLE_STAGES, "a battle stage")
    dice = _list(_get(b, "dice", [0, 0, 0]), "battle.dice", 3)
    if len(dice) != 3:
        _fail("battle.dice", "3 counts (assault, skirmish, raid)", dice)
    d = [_whole(x, f"battle.dice[{k}]", 0, data.MAX_DICE_PER_TYPE) for k, x in enumerate(dice)]
    s.battle_dice = (d[0], d[1], d[2])
    s.battle_hits = _whole(_get(b, "hits", 0), "battle.hits", 0, MAX_TALLY)
    s.battle_self = _whole(_get(b, "self_hits", 0), "battle.self_hits", 0, MAX_TALLY)
    s.battle_bhits = _whole(_get(b, "building_hits", 0), "battle.building_hits", 0, MAX_TALLY)
    s.battle_keys = _whole(_get(b, "keys", 0), "battle.keys", 0, MAX_TALLY)
    s.battle_intercepts = _whole(_get(b, "intercepts", 0), "battle.intercepts", 0, MAX_TALLY)
    s.battle_intercepted = _flag(b.get("intercepted"), "battle.intercepted")
    s.ransacks = [
        _seat(x, f"battle.ransacks[{j}]", n)
        for j, x in enumerate(_list(b.get("ransacks"), "battle.ransacks"))
    ]
    s.battle_faces = [
        _face(x, f"battle.faces[{j}]") for j, x in enumerate(_list(b.get("faces"), "battle.faces", 18))
    ]
    rerolls = _list(_get(b, "rerolls", [0, 0, 0]), "battle.rerolls", 3)
    if len(rerolls) != 3:
        _fail("battle.rerolls", "3 counts (assault, skirmish, raid)", rerolls)
    s.battle_rerolls = [_whole(x, f"battle.rerolls[{k}]", 0, MAX_TALLY) for k, x in enumerate(rerolls)]
    s.battle_rerolled = [
        _face(x, f"battle.rerolled[{j}]")
        for j, x in enumerate(_list(b.get("rerolled"), "battle.rerolled", 18))
    ]
    s.battle_start_all_fresh = _flag(b.get("start_all_fresh"), "battle.start_all_fresh")
    s.battle_trophies = _whole(_get(b, "attacker_trophies", 0), "battle.attacker_trophies", 0, MAX_POWER)
    s.battle_attacking_fresh = _whole(
        _get(b, "attacking_fresh", 0), "battle.attacking_fresh", 0, data.SHIPS_PER_PLAYER
    )
    s.battle_attacking_damaged = _whole(
        _get(b, "attacking_damaged", 0), "battle.attacking_damaged", 0, data.SHIPS_PER_PLAYER
    )
    if s.battle_system < 0 and (s.battle_stage or any(s.battle_dice) or s.battle_defender >= 0):
        raise InvalidRecord("battle.system must name the system of the battle in progress")


INTERNAL_STEPS: Final = ("REFILL", "SHUFFLE")
SHUFFLES: Final = ("court", "guild", "farseers", "discard")


def _choice(s: ArcsState, raw: object, field: str, slots: int) -> tuple[Any, ...]:
    """A question waiting (`ArcsState.choices`): ``[seat, power, step, *data]``; seat -1 for the
    engine's own steps (a Court refill, a shuffle)."""
    items = _list(raw, field)
    if len(items) < 3:
        _fail(field, "[seat, card, step, ...]", raw)
    seat = _seat(items[0], f"{field}[0]", s.n, none=True)
    for k, x in enumerate(items[1:], 1):
        if not isinstance(x, str) and not (is_whole(x) and -1000 <= x <= 1000):
            _fail(f"{field}[{k}]", "a text or a small whole number", x)
    power, step = items[1], items[2]
    if not isinstance(step, str):
        _fail(f"{field}[2]", "a step's name", step)
    if seat >= 0:
        asks = (powers.REGISTRY.get(power) or s.EXTRA_POWERS.get(power)) if isinstance(power, str) else None
        if asks is None or asks.choice_options is None:
            _fail(f"{field}[1]", "a card whose power asks a question", power)
    elif power == "REFILL":
        if len(items) != 4 or not is_whole(items[3]) or not 0 <= items[3] < slots:
            _fail(field, f"[-1, 'REFILL', '', a Court row index 0..{slots - 1}]", raw)
    elif power == "SHUFFLE":
        if step not in SHUFFLES and step not in s.EXTRA_SHUFFLES:
            _fail(f"{field}[2]", f"what a shuffle orders ({', '.join(SHUFFLES)})", step)
        if step == "farseers" and (len(items) != 5 or not 0 <= items[3] < s.n or not 0 <= items[4] <= 28):
            _fail(field, "[-1, 'SHUFFLE', 'farseers', seat, count]", raw)
    else:
        _fail(f"{field}[1]", f"{' or '.join(INTERNAL_STEPS)} for seat -1", power)
    return (seat, *items[1:])


@dataclass(frozen=True)
class ActionDeal:
    """Where the action cards a position does not show go (`_plan_action_deal`): worked out and
    checked once, then dealt into a state by `deal`, from an rng or in a fixed order."""

    deck_size: int
    unknown: tuple[str, ...]
    """The action cards placed nowhere, in deck order (`deal` shuffles them with its rng)."""
    hands: tuple[tuple[int, int], ...]
    """(seat, size) of each hand given only as a size, in seat order."""
    plays: tuple[tuple[int, str, str], ...]
    """The plays given (a card "" when face down and not shown)."""
    discard: tuple[tuple[str, bool, int], ...]
    """The action discard given (a card "" when face down and not shown)."""
    undealt: tuple[str, ...] | None
    """The undealt cards named, or None."""
    undealt_size: int | None
    """How many undealt cards to deal when only their number is given (and `undealt` is None)."""
    copy_turn: bool
    """The turn under way copies with a card not shown: it is the card of the seat's copy play."""
    before_deal: bool
    """The position is before the first deal: the deck holds every card not placed."""
    discard_given: bool
    """The position lists ``action_discard`` (then it is the whole pile)."""

    def deal(self, s: ArcsState, rng: random.Random | None) -> None:
        """Deal the unseen cards into `s`: one ``rng.shuffle`` of `unknown` (no shuffle without an
        rng), then the cards are taken from its end for each hand, play, discard and undealt card
        not shown, in that order; the rest go to the face-down discard or the undealt pile."""
        n = s.n
        unknown = list(self.unknown)
        if rng is not None:
            rng.shuffle(unknown)

        def take(field: str) -> str:
            if not unknown:
                raise InvalidRecord(
                    f"{field}: the position holds more action cards than the {n}-player deck "
                    f"({self.deck_size})"
                )
            return unknown.pop()

        for p, size in self.hands:
            field = f"seats[{p}].hand_size"
            s.hands[p] = sorted(take(field) for _ in range(size))
        s.plays = [
            (seat, card or take(f"plays[{j}]"), mode) for j, (seat, card, mode) in enumerate(self.plays)
        ]
        s.action_discard = [
            (card or take(f"action_discard[{j}]"), up, seat)
            for j, (card, up, seat) in enumerate(self.discard)
        ]
        undealt = None if self.undealt is None else list(self.undealt)
        if undealt is None and self.undealt_size is not None:
            undealt = [take("undealt_size") for _ in range(self.undealt_size)]
        s.action_undealt = undealt or []
        if self.copy_turn:
            for seat, card, mode in s.plays:
                if seat == s.turn_seat and mode == "copy":
                    s.turn_card = card
        if s.lead_card and (s.lead_seat, s.lead_card, "lead") not in s.plays:
            raise InvalidRecord(f"plays must hold the lead card {s.lead_card} of seat {s.lead_seat}, led")
        turn_play = (s.turn_seat, s.turn_card, s.turn_mode)
        if s.turn_card and s.turn_mode in TURN_MODES and turn_play not in s.plays:
            raise InvalidRecord(
                f"plays must hold turn.card {s.turn_card}, played by seat {s.turn_seat} ({s.turn_mode})"
            )
        if self.before_deal or not unknown:
            return  # during setup before the first deal, the deck holds every card not placed
        if not self.discard_given:
            # Cards nobody holds or played this chapter are in the face-down discard (p5 step Q).
            s.action_discard += [(c, False, -1) for c in unknown]
        elif undealt is None:
            s.action_undealt = unknown  # the discard listed is the whole pile: the rest are set aside
        else:
            raise InvalidRecord(
                f"{len(unknown)} action cards are in no hand, play, discard or undealt pile: "
                f"{shorten(sorted(unknown))}"
            )


def _plan_action_deal(
    s: ArcsState,
    pos: Mapping[str, Any],
    seats: list[Mapping[str, Any]],
    plays: list[tuple[int, str, str]],
    v: Variant = ARCS,
) -> ActionDeal:
    """Hands, plays, discards and undealt cards: each card named is in the deck and in one
    place; the cards not shown are dealt later (`ActionDeal.deal`)."""
    n = s.n
    deck = v.action_deck(n)
    in_deck = set(deck)
    where: dict[str, str] = {}

    def place(card: str, field: str) -> None:
        if card not in in_deck:
            raise InvalidRecord(
                f"{field} {card} is not in the {n}-player action deck (1s and 7s: 4 players only, p4)"
            )
        if card in where:
            raise InvalidRecord(f"{field} {card} is also in {where[card]}: each card is in one place")
        where[card] = field

    for p, hand in enumerate(s.hands):
        for card in hand:
            place(card, f"seats[{p}].hand")
    for j, (_, card, _) in enumerate(plays):
        if card:
            place(card, f"plays[{j}]")
    discard: list[tuple[str, bool, int]] = []
    for j, e in enumerate(_list(pos.get("action_discard"), "action_discard")):
        f = f"action_discard[{j}]"
        e = _object(e, f, DISCARD_KEYS)
        card = "" if e.get("card") is None else _action_card(e["card"], f"{f}.card", v)
        if card:
            place(card, f)
        discard.append(
            (card, _flag(e.get("faceup"), f"{f}.faceup"), _seat(e.get("seat"), f"{f}.seat", n, none=True))
        )
    undealt: list[str] | None = None
    if pos.get("undealt") is not None:
        undealt = [
            _action_card(c, f"undealt[{j}]", v) for j, c in enumerate(_list(pos["undealt"], "undealt"))
        ]
        for card in undealt:
            place(card, "undealt")
    hands = tuple(
        (p, _whole(_get(e, "hand_size", 0), f"seats[{p}].hand_size", 0, len(deck)))
        for p, e in enumerate(seats)
        if e.get("hand") is None
    )
    undealt_size = None
    if undealt is None and pos.get("undealt_size") is not None:
        undealt_size = _whole(pos["undealt_size"], "undealt_size", 0, len(deck))
    return ActionDeal(
        deck_size=len(deck),
        unknown=tuple(c for c in deck if c not in where),
        hands=hands,
        plays=tuple(plays),
        discard=tuple(discard),
        undealt=None if undealt is None else tuple(undealt),
        undealt_size=undealt_size,
        copy_turn=s.turn_mode == "copy" and s.turn_seat >= 0 and not s.turn_card,
        before_deal=_phase(pos, v) in BEFORE_DEAL | v.before_deal,
        discard_given=pos.get("action_discard") is not None,
    )


@dataclass(frozen=True)
class CourtDeal:
    """The Court deck of a position (`_plan_court_deal`): the cards named on top, then the Court
    cards placed nowhere, dealt by `deal` from an rng or in a fixed order."""

    given: tuple[str, ...]
    """The cards ``court_deck`` names, top first."""
    rest: tuple[str, ...]
    """The Court cards placed nowhere, in card order (`deal` shuffles them with its rng)."""
    size: int | None
    """``court_deck_size``: the cards beyond it are beneath the Court discard."""
    discard: tuple[str, ...]
    """The Court discard given."""

    def deal(self, s: ArcsState, rng: random.Random | None) -> None:
        """Deal the Court deck into `s`: one ``rng.shuffle`` of `rest` (none without an rng)."""
        rest = list(self.rest)
        if rng is not None:
            rng.shuffle(rest)
        deck = [*self.given, *rest]  # top first
        s.court_discard = list(self.discard)
        if self.size is not None:
            # Court cards beyond the deck's size are beneath the Court discard.
            s.court_discard = deck[self.size :] + s.court_discard
            deck = deck[: self.size]
        s.court_deck = deck[::-1]  # the state draws from the end


def _plan_court_deal(s: ArcsState, pos: Mapping[str, Any], phase: str | None) -> CourtDeal | None:
    """The Court deck (top first in positions, top last in the state), from the cards placed
    nowhere else; each Court card is in one place. None before the Court is dealt."""
    where: dict[str, str] = {}

    def place(card: str, field: str) -> None:
        if card in where:
            raise InvalidRecord(f"{field} {card} is also in {where[card]}: each Court card is in one place")
        where[card] = field

    for i, card in enumerate(s.court):
        if card:
            place(card, f"court[{i}]")
    for p, guild in enumerate(s.guild):
        for card in guild:
            place(card, f"seats[{p}].guild")
    for card in s.court_discard:
        place(card, "court_discard")
    for j, (_, union, _) in enumerate(s.unions):
        place(union, f"unions[{j}]")  # a played Union waits beside its card (`court.collect_unions`)
    given = [
        _court_card(c, f"court_deck[{j}]") for j, c in enumerate(_list(pos.get("court_deck"), "court_deck"))
    ]
    for j, card in enumerate(given):
        place(card, f"court_deck[{j}]")
    size = pos.get("court_deck_size")
    if size is not None:
        size = _whole(size, "court_deck_size", 0, len(data.COURT_CARDS))
    if phase in BEFORE_COURT:
        if given or size:
            raise InvalidRecord(f"the Court deck is dealt after phase {phase} (p4 step H)")
        return None  # the Court cards are still in the box: `invariants` counts none
    rest = [c.id for c in data.COURT_CARDS if c.id not in where]
    if size is not None:
        if size < len(given):
            _fail("court_deck_size", f"at least {len(given)}, the cards in court_deck", size)
        most = len(given) + len(rest)
        if size > most:
            _fail("court_deck_size", f"at most {most}, the Court cards placed nowhere else", size)
    return CourtDeal(tuple(given), tuple(rest), size, tuple(s.court_discard))


@dataclass(frozen=True)
class Deal:
    """Everything a position leaves unseen, and how `load` deals it (`ActionDeal`, `CourtDeal`)."""

    actions: ActionDeal
    court: CourtDeal | None

    def deal(self, s: ArcsState, rng: random.Random | None) -> None:
        """Deal the action cards, then the Court deck (two shuffles with an rng, in this order)."""
        self.actions.deal(s, rng)
        if self.court is not None:
            self.court.deal(s, rng)


def _supplies(
    s: ArcsState, pos: Mapping[str, Any], seats: list[Mapping[str, Any]], box: tuple[int, ...]
) -> None:
    """Supplies not given are what the box holds minus everything placed elsewhere (p22); `box`:
    the resource tokens of each kind in the game."""
    n = s.n
    for p, e in enumerate(seats):
        f = f"seats[{p}]"
        on_map_ships = sum(s.fresh[p::n]) + sum(s.damaged[p::n])
        ports = sum(1 for c in s.slots if c >= 0 and c >> 2 == p and not (c >> 1) & 1)
        cities = sum(1 for c in s.slots if c >= 0 and c >> 2 == p and (c >> 1) & 1)
        taken = [0] * NUM_PIECE_KINDS
        for holder in range(n):
            for kind in range(NUM_PIECE_KINDS):
                taken[kind] += s.trophies[(holder * n + p) * NUM_PIECE_KINDS + kind]
        captive = sum(s.captives[h * n + p] for h in range(n))
        court = sum(s.court_agents[i * n + p] for i in range(len(s.court)))
        outraged = bin(s.outrage[p] & ~s.outrage_placeholder[p]).count("1")
        placed = {
            "ships": on_map_ships + taken[0],
            "agents": court + captive + taken[1] + outraged,
            "starports": ports + taken[2],
            "cities_left": cities + taken[3],
        }
        supply = []
        for (key, used), limit in zip(placed.items(), PIECE_LIMITS, strict=True):
            if used > limit:
                what = key.removesuffix("_left")
                raise InvalidRecord(f"seat {p} has {used} {what} placed; the box has {limit} (p2)")
            supply.append(_whole(_get(e, key, limit - used), f"{f}.{key}", 0, limit))
        s.ships[p], s.agents[p], s.starports[p], s.cities_left[p] = supply
    if pos.get("resource_supply") is not None:
        supply = _counts(pos["resource_supply"], "resource_supply", max(box))
        for r, count in enumerate(supply):
            if count > box[r]:
                _fail(f"resource_supply.{RES[r]}", f"a whole number 0..{box[r]}", count)
        s.resource_supply = supply
    else:
        for r in range(5):
            used = s.resources.count(r) + s.box_resources[r] + s.spent_pending[r]
            used += sum(1 for i in s.discard_queue if i % 8 == r)
            if used > data.RESOURCE_SUPPLY:
                raise InvalidRecord(
                    f"the position uses {used} {RES[r]} tokens; the box has {data.RESOURCE_SUPPLY} (p3)"
                )
            s.resource_supply[r] = data.RESOURCE_SUPPLY - used


def _check_resources(s: ArcsState) -> None:
    """Resources sit in open slots only (p7; Ancient Holdings' slot, L13, for its holder)."""
    for p in range(s.n):
        base = p * RESOURCE_SLOTS
        if any(r >= 0 for r in s.resources[base + s.open_slots(p) : base + BOARD_RESOURCE_SLOTS]):
            raise InvalidRecord(
                f"seats[{p}].resources fill closed slots: {s.open_slots(p)} slots are open "
                f"with {s.cities_left[p]} cities left on the board (p7)"
            )
        if s.resources[base + HOLDINGS_SLOT] >= 0 and not resources.has_holdings(s, p):
            raise InvalidRecord(f"seats[{p}].holdings needs Ancient Holdings (L13)")


def _derive_turn(s: ArcsState, pos: Mapping[str, Any], phase: str) -> None:
    """The turn's card and its window to declare and seize (p9-10) when not given."""
    if s.turn_seat < 0:
        return
    if not s.turn_card:
        raise InvalidRecord(f"turn.card must be given for seat {s.turn_seat}'s turn")
    turn = pos.get("turn") or {}
    if turn.get("pre_open") is not None or phase != Phase.ACTIONS:
        return
    acted = (
        "acted" in s.turn_flags
        or s.pips < _default_pips(s)
        or bool(s.taxed or s.ship_built or any(s.spent_pending) or s.weapon_battle)
    )
    seat = s.turn_seat
    s.pre_open = not acted and bool(declare_options(s, seat) or seize_options(s, seat))


def _decider(s: ArcsState, pos: Mapping[str, Any], given: str | None, v: Variant = ARCS) -> None:
    """The phase and who decides now; automatic steps (a round's start or end) are run."""
    from ambitions.games.arcs import flow

    phase = given if given is not None else (Phase.ACTIONS if s.turn_seat >= 0 else Phase.LEAD)
    s.phase = phase
    _check_needs(s, phase, "phase")
    if phase in flow.INTERRUPTS:
        # A question, a discard or a shuffle interrupts a step, and goes back to it.
        if not s.resume_phase or s.resume_phase in flow.INTERRUPTS | set(AUTOMATIC):
            _fail("resume_phase", f"the step phase {phase} interrupts, to go back to", s.resume_phase or None)
        _check_needs(s, s.resume_phase, "resume_phase")
    # What is under way belongs to the phase deciding now, or to the one an interruption (a
    # choice, a discard, a shuffle) returns to.
    steps = {phase, s.resume_phase} if phase in flow.INTERRUPTS else {phase}
    if s.battle_system >= 0 and not steps & (
        {Phase.BATTLE, Phase.BATTLE_DICE, Phase.CHANCE_ROLL} | v.battle_phases
    ):
        raise InvalidRecord(f"battle.system: no battle is under way at phase {phase}")
    if s.catapult_at >= 0 and Phase.CATAPULT not in steps:
        raise InvalidRecord(f"catapult.at: no Catapult move is under way at phase {phase}")
    if s.choices and s.turn_seat < 0 and not v.choices_off_turn:
        raise InvalidRecord("choices wait only during a turn (turn.seat)")
    if phase == Phase.LEAD and (s.turn_seat >= 0 or s.lead_card or s.plays):
        raise InvalidRecord("phase lead starts a round: no turn, lead card or plays yet")
    if phase == Phase.FOLLOW and not 0 < s.round_turn < s.n:
        _fail("round_turn", f"a follower's turn 1..{s.n - 1} at phase follow", s.round_turn)
    if phase in v.phases and v.mover is not None:
        mover = v.mover(s)
    elif phase in CHANCE_PHASES:
        mover = CHANCE
    elif phase == Phase.OVER:
        mover = TERMINAL
    elif phase in (Phase.ACTIONS, Phase.CATAPULT, Phase.ELIMINATED, Phase.BATTLE, Phase.BATTLE_DICE):
        mover = s.turn_seat
    elif phase == Phase.DISCARD:
        mover = s.discard_queue[0] // 8
    elif phase == Phase.MULLIGAN:
        mover = (s.initiative + 1) % 2
    elif phase == Phase.DRAFT:
        mover = draft.picker(s)
    elif phase == Phase.CHOICE:
        mover = int(s.choices[-1][0])
    elif phase == Phase.FOLLOW:
        mover = (s.lead_seat + s.round_turn) % s.n
    else:  # LEAD and the automatic steps
        mover = s.initiative
    s.mover = mover
    given_mover = pos.get("current_player")
    if given_mover is not None:
        shown = {CHANCE: "-1 (chance)", TERMINAL: "-2 (the game is over)"}.get(mover, f"seat {mover}")
        if given_mover != mover or isinstance(given_mover, bool):
            _fail("current_player", f"{shown} at phase {phase}", given_mover)
    interrupted = (s.choices or s.discard_queue) and phase not in flow.INTERRUPTS
    if given_mover is None and (phase == Phase.LEAD or phase in AUTOMATIC or interrupted):
        (v.advance or flow.advance)(s)
    elif phase in AUTOMATIC:
        raise InvalidRecord(f"phase {phase} is an automatic step: nobody decides there (omit current_player)")


def _check_needs(s: ArcsState, phase: str, field: str) -> None:
    """What is needed to decide at `phase` (a turn, a battle, a question...) is in `s`."""
    needs = {
        Phase.ACTIONS: s.turn_seat >= 0,
        Phase.CATAPULT: s.turn_seat >= 0 and s.catapult_at >= 0,
        Phase.BATTLE: s.turn_seat >= 0 and s.battle_system >= 0,
        Phase.BATTLE_DICE: s.turn_seat >= 0 and s.battle_system >= 0,
        Phase.CHANCE_ROLL: s.turn_seat >= 0 and s.battle_system >= 0,
        Phase.ELIMINATED: s.turn_seat >= 0,
        Phase.FOLLOW: bool(s.lead_card),
        Phase.CHOICE: bool(s.choices) and s.choices[-1][0] >= 0,
        Phase.CHANCE_SHUFFLE: bool(s.choices) and s.choices[-1][:2] == (-1, "SHUFFLE"),
        Phase.DISCARD: bool(s.discard_queue),
        Phase.MULLIGAN: s.n == 2,
        Phase.CHANCE_DRAW: s.n == 2,
        Phase.DRAFT: bool(s.options.get("leaders_and_lore")),
        Phase.CHANCE_DRAFT: bool(s.options.get("leaders_and_lore")),
    }
    if not needs.get(phase, True):
        what = {
            Phase.CATAPULT: "a turn and a Catapult move (turn.seat, catapult.at)",
            Phase.BATTLE: "a turn and a battle (turn.seat, battle.system)",
            Phase.BATTLE_DICE: "a turn and a battle (turn.seat, battle.system)",
            Phase.CHANCE_ROLL: "a turn and a battle (turn.seat, battle.system)",
            Phase.FOLLOW: "a lead card (lead.card)",
            Phase.CHOICE: "a question for a seat (choices)",
            Phase.CHANCE_SHUFFLE: "a shuffle waiting (choices)",
            Phase.DISCARD: "a resource to discard (discard_queue)",
            Phase.MULLIGAN: "2 players",
            Phase.CHANCE_DRAW: "2 players",
            Phase.DRAFT: "the leaders_and_lore option",
            Phase.CHANCE_DRAFT: "the leaders_and_lore option",
        }.get(phase, "a turn (turn.seat)")
        raise InvalidRecord(f"{field} {phase} needs {what}")


def _check_decision(s: ArcsState, v: Variant = ARCS) -> None:
    """The seat to move has a legal action, or the chance event can happen."""
    from ambitions.games.arcs import flow

    legal = True
    try:
        if s.mover >= 0:
            legal = bool((v.legal_actions or flow.legal_actions)(s))
        elif s.mover == CHANCE:
            (v.sample_chance or flow.sample_chance)(s, random.Random(0))
    except _BAD_INPUT as exc:
        raise InvalidRecord(
            f"the decision at phase {s.phase} cannot be worked out from the position: "
            f"{type(exc).__name__}: {shorten(str(exc), 120)}"
        ) from None
    if not legal:
        raise InvalidRecord(f"seat {s.mover} has no legal action at phase {s.phase}")
