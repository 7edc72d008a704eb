"""Building any position from JSON: the schema of `observe.observation`, most keys optional.

A position is a dict like an observation. Omitted keys take the value of a plain table, so a
rule example needs only what it shows::

    from_position({
        "game": "interstellar", "players": 3, "turn_seat": 0,
        "seats": [
            {"tokens": {"fleet": [0, 0, 0, 1, 0], "colonise": [5, 0, 0, 0, 0]},
             "fleet": [{"ship": "strike-craft"}, {"ship": "destroyer", "damage": 1}]},
            {}, {},
        ],
    })

**Defaults.** A seat without ``planets`` has its home world at level 4, without ``fleet`` the
starting fleet, without ``tokens`` one token at BASIC on each track; resources, hands, medals
and events are empty. Ambitions default to the card set's first 3 passive and 3 active, the
Tech and Merc slots and the planet stacks' tops to the first cards of the file that are not
placed elsewhere. Without ``pending`` the position is the start of ``turn_seat``'s turn (seat
0 by default; turns taken default to 1, past the first round's peace), after its Shadow
Activities' start: the steps of a turn (`turns.turn_frames`). ``pending`` lists the frames
(decisions, chance nodes, automatic steps) bottom first, as observations show them; a ``check``
or ``combat`` under way is given as the observation gives it. The game is over when nothing is
pending and ``winner`` names a seat.

**Everything is checked.** Every field is read with its type and range; every card exists and
is in one place only (the decks are what is left: `invariants.problems` must pass); unknown
keys are errors; derived keys (``vp``, ``vp_parts``, ``fleet_combat``, ``ambitions_met``,
``ultimate_free``, ``winners``, ``legal_actions``) are accepted and ignored; each frame's values
are checked (a planning level is 1..4, a Development Level one its planet has), the stack must
have a shape play gives it (`pending`: a turn's ``turn-end`` at the bottom, a check's or a
combat's steps only with that check or combat and as its stage allows, a draw only on top and
from a deck that holds it), and the position must offer its decider a legal action. No seat is
-1 (never null), as observations write it. Anything else raises `InvalidRecord` naming the
field: ``seats[1].fleet[2].ship must be a ship of the card set``. So every position built plays
on without crashing or breaking an invariant (a property test plays 50 random actions from
positions changed at random).

**Hidden cards** (an observation's rival hands given as ``hand_size``, face-down discards
without their card, cards revealed to another seat, the Shadow deck's size) are dealt from the
Shadow cards not seen anywhere, in file order, or at random with `rng` (`determinize`); so is
an opponent's hidden combat order.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Mapping
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
from ambitions.core.state import TERMINAL
from ambitions.games.interstellar import data, flow, frames, invariants, setup, turns
from ambitions.games.interstellar.actions import parse, read_dice
from ambitions.games.interstellar.state import (
    EVENT_NAMES,
    NUM_EVENTS,
    Check,
    Combat,
    Frame,
    Held,
    Hull,
    InterstellarState,
)

RES = data.RESOURCES
MAX_SEED: Final = 2**63
TOP_KEYS: Final = frozenset(
    {
        "game", "players", "options", "seed", "chance_count", "history", "pending", "start_player",
        "turn_seat", "round", "final_turns", "trigger", "exchange_turn", "exchange_declined", "winner",
        "ambitions", "techs", "mercs", "planet_stacks", "out_of_play", "colonised", "emergency",
        "colony_events", "shadow", "seats", "round_vp", "check", "combat", "last_check", "last_combat",
        "decks",
    }
)  # fmt: skip
READ_ONLY: Final = frozenset({"seat", "phase", "current_player", "winners", "ultimate_free", "legal_actions"})
SEAT_KEYS: Final = frozenset(
    {
        "resources", "tokens", "planets", "fleet", "hand", "hand_size", "known", "acquired",
        "fleet_medals", "shadow_medals", "captured", "events", "research_penalty", "turns_taken",
    }
)  # fmt: skip
SEAT_READ_ONLY: Final = frozenset({"vp", "vp_parts", "fleet_combat", "ambitions_met"})
_BAD_INPUT: Final = (KeyError, IndexError, TypeError, ValueError, AttributeError, AssertionError)


# -- reading fields ----------------------------------------------------------------------------------
def _fail(field: str, wanted: str, value: object) -> NoReturn:
    raise InvalidRecord(f"{field} must be {wanted}, not {shorten(value)}")


def _object(
    value: object, field: str, keys: Collection[str], read_only: Collection[str] = ()
) -> Mapping[str, Any]:
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


def _list(value: object, field: str, most: int = 1000) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list | tuple):
        _fail(field, "a list", value)
    if len(value) > most:
        raise InvalidRecord(f"{field} must have at most {most} entries, not {len(value)}")
    return list(value)


def _whole(value: object, field: str, low: int, high: int) -> int:
    if not is_whole(value) or not low <= value <= high:  # type: ignore[operator]
        _fail(field, f"a whole number {low}..{high}", value)
    assert isinstance(value, int)
    return value


def _seat(value: object, field: str, n: int, none: bool = False) -> int:
    """A seat; with `none`, -1 for no seat (the only way observations write "no owner": never
    null)."""
    if none and is_whole(value) and value == -1:
        return -1
    if not is_whole(value) or not 0 <= value < n:  # type: ignore[operator]
        _fail(field, f"a seat 0..{n - 1}" + (" or -1" if none else ""), value)
    assert isinstance(value, int)
    return value


def _flag(value: object, field: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        _fail(field, "true or false", value)
    return value


def _card(value: object, field: str, ids: Collection[str], what: str) -> str:
    if not isinstance(value, str) or value not in ids:
        _fail(field, what, value)
    assert isinstance(value, str)
    return value


def _word(value: object, field: str) -> str:
    if not isinstance(value, str):
        _fail(field, "a card id", value)
    assert isinstance(value, str)
    return value


def _counts(value: object, field: str) -> list[int]:
    out = [0, 0, 0, 0]
    for name, count in _object(value, field, RES).items():
        out[RES.index(name)] = _whole(count, f"{field}.{name}", 0, 10_000)
    return out


def _slots(value: object, field: str, size: int, ids: Collection[str], what: str) -> list[str] | None:
    if value is None:
        return None
    items = _list(value, field, size)
    if len(items) != size:
        raise InvalidRecord(f"{field} must list {size} slots (null for an empty one), not {len(items)}")
    return ["" if v is None else _card(v, f"{field}[{i}]", ids, what) for i, v in enumerate(items)]


# -- loading -----------------------------------------------------------------------------------------
def load(pos: Mapping[str, Any], rng: random.Random | None = None) -> InterstellarState:
    """The state a position describes (raises `InvalidRecord` naming the bad field)."""
    try:
        return _load(pos, rng)
    except AmbitionsError as exc:
        if isinstance(exc, InvalidRecord):
            raise
        raise InvalidRecord(str(exc)) from None
    except _BAD_INPUT as exc:
        raise InvalidRecord(
            f"malformed Interstellar position: {type(exc).__name__}: {shorten(str(exc), 200)}"
        ) from None


def _load(raw: Mapping[str, Any], rng: random.Random | None) -> InterstellarState:
    pos = _object(raw, "a position", TOP_KEYS, READ_ONLY)
    if pos.get("game") != "interstellar":
        _fail("game", "'interstellar'", pos.get("game"))
    n = pos.get("players")
    if not is_whole(n) or n not in setup.PLAYERS:
        _fail("players", "3, 4, 5 or 6", n)
    assert isinstance(n, int)
    options = dict(_object(pos.get("options"), "options", setup.OPTIONS))
    try:
        cards, kept = setup.check_options(n, options)
    except InvalidOptions as exc:
        raise InvalidRecord(f"options: {exc}") from None
    s = InterstellarState.blank(n, _whole(pos.get("seed", 0), "seed", -MAX_SEED, MAX_SEED - 1), kept, cards)
    s.chance_count = _whole(pos.get("chance_count", 0), "chance_count", 0, 10**9)
    s.history = []
    for i, text in enumerate(_list(pos.get("history"), "history", 10**6)):
        if not isinstance(text, str):
            _fail(f"history[{i}]", "an action's text", text)
        try:
            s.history.append(parse(text))
        except InvalidActionText as exc:
            raise InvalidRecord(f"history[{i}]: {exc}") from None
    s.start = _seat(pos.get("start_player", 0), "start_player", n, none=True)
    s.turn_seat = _seat(pos.get("turn_seat", s.start if s.start >= 0 else 0), "turn_seat", n, none=True)
    s.round = _whole(pos.get("round", 1), "round", 0, 10**6)
    s.final_turns = _whole(pos.get("final_turns", -1), "final_turns", -1, n + 1)
    s.trigger = _seat(pos.get("trigger", -1), "trigger", n, none=True)
    s.exchange_turn = _whole(pos.get("exchange_turn", 0), "exchange_turn", 0, 3)
    s.exchange_declined = _flag(pos.get("exchange_declined", False), "exchange_declined")
    s.winner = _seat(pos.get("winner", -1), "winner", n, none=True)
    _ambitions(s, pos)
    seats = _seats(s, pos)
    _techs(s, pos, seats)
    _mercs(s, pos)
    _planets(s, pos)
    _small_decks(s, pos)
    s.round_vp = [
        tuple(
            _whole(v, f"round_vp[{i}][{p}]", -1000, 10_000)
            for p, v in enumerate(_list(row, f"round_vp[{i}]", n))
        )
        for i, row in enumerate(_list(pos.get("round_vp"), "round_vp", 10**6))
    ]
    if any(len(row) != n for row in s.round_vp):
        raise InvalidRecord(f"round_vp rows must have {n} entries, one per seat")
    _given_decks(s, pos)
    _check(s, pos)
    _combat(s, pos, rng)
    _last_combat(s, pos)
    _shadow(s, pos, seats, rng)
    _pending(s, pos)
    problems = invariants.problems(s)
    if problems:
        raise InvalidRecord(clip(f"the position is not possible: {'; '.join(problems)}", 600))
    _decide(s, pos)
    return s


def _ambitions(s: InterstellarState, pos: Mapping[str, Any]) -> None:
    cards = s.cards
    entries = pos.get("ambitions")
    if entries is None:
        s.ambitions = list(cards.passive[: data.PASSIVE_AMBITIONS] + cards.active[: data.ACTIVE_AMBITIONS])
        s.claims = [[] for _ in s.ambitions]
        return
    for i, entry in enumerate(_list(entries, "ambitions", 40)):
        field = f"ambitions[{i}]"
        e = _object(entry, field, ("id", "claims"))
        amb = _card(e.get("id"), f"{field}.id", cards.ambitions, "an ambition of the card set")
        if amb in s.ambitions:
            raise InvalidRecord(f"{field}.id {amb!r} is listed twice")
        claims = [
            _seat(p, f"{field}.claims[{k}]", s.n)
            for k, p in enumerate(_list(e.get("claims"), f"{field}.claims"))
        ]
        if len(set(claims)) != len(claims):
            raise InvalidRecord(f"{field}.claims lists a seat twice: a seat claims an ambition once")
        s.ambitions.append(amb)
        s.claims.append(claims)


def _token_counts(value: object, field: str) -> list[int]:
    out = [0] * 30
    for name, levels in _object(value, field, data.TRACKS).items():
        t = data.TRACKS.index(name)
        items = _list(levels, f"{field}.{name}", 5)
        if len(items) != 5:
            raise InvalidRecord(f"{field}.{name} must give 5 counts (preparing .. ultimate)")
        for lv, count in enumerate(items):
            out[t * 5 + lv] = _whole(count, f"{field}.{name}[{lv}]", 0, data.TOKENS_PER_PLAYER)
    return out


def _seats(s: InterstellarState, pos: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    n, cards = s.n, s.cards
    raw = _list(pos.get("seats"), "seats", n)
    if raw and len(raw) != n:
        raise InvalidRecord(f"seats must have {n} entries, one per seat, not {len(raw)}")
    seats = [_object(e, f"seats[{p}]", SEAT_KEYS, SEAT_READ_ONLY) for p, e in enumerate(raw)] or [{}] * n
    ships = set(cards.ships)
    events = set(cards.events)
    for p, e in enumerate(seats):
        field = f"seats[{p}]"
        s.resources[p * 4 : p * 4 + 4] = _counts(e.get("resources"), f"{field}.resources")
        if e.get("tokens") is None:
            for t in range(6):
                s.tokens[p * 30 + t * 5 + data.BASIC] = 1
        else:
            s.tokens[p * 30 : p * 30 + 30] = _token_counts(e["tokens"], f"{field}.tokens")
        if e.get("planets") is None:
            s.planets[p] = [Held(cards.home_worlds[p], data.HOME_START_DEV)]
        else:
            for k, planet in enumerate(_list(e["planets"], f"{field}.planets", 20)):
                pf = f"{field}.planets[{k}]"
                pe = _object(planet, pf, ("id", "dev", "markers", "siphoned"))
                pid = _card(pe.get("id"), f"{pf}.id", cards.planets, "a planet of the card set")
                markers = tuple(
                    _card(m, f"{pf}.markers[{j}]", events, "a colony event of the card set")
                    for j, m in enumerate(_list(pe.get("markers"), f"{pf}.markers", 10))
                )
                for j, m in enumerate(markers):
                    if not cards.events[m].keep:
                        _fail(f"{pf}.markers[{j}]", "a 'keep' colony event", m)
                dev = _whole(pe.get("dev", data.COLONISE_START_DEV[1]), f"{pf}.dev", data.MIN_DEV, 6)
                s.planets[p].append(Held(pid, dev, markers, _flag(pe.get("siphoned"), f"{pf}.siphoned")))
        if e.get("fleet") is None:
            s.fleets[p] = [Hull(x) for x in cards.start_fleet]
        else:
            for k, hull in enumerate(_list(e["fleet"], f"{field}.fleet", 20)):
                hf = f"{field}.fleet[{k}]"
                he = _object(hull, hf, ("ship", "damage"))
                ship = _card(he.get("ship"), f"{hf}.ship", ships, "a ship of the card set")
                s.fleets[p].append(Hull(ship, _whole(he.get("damage", 0), f"{hf}.damage", 0, 20)))
        if e.get("hand") is not None:
            s.hands[p] = [
                _card(c, f"{field}.hand[{k}]", cards.shadow, "a Shadow card of the card set")
                for k, c in enumerate(_list(e["hand"], f"{field}.hand", 60))
            ]
            if e.get("hand_size") is not None and e["hand_size"] != len(s.hands[p]):
                raise InvalidRecord(
                    f"{field}.hand_size is {e['hand_size']} but hand lists {len(s.hands[p])} cards"
                )
        for key in ("fleet_medals", "shadow_medals", "captured", "research_penalty"):
            getattr(s, key)[p] = _whole(e.get(key, 0), f"{field}.{key}", 0, 1000)
        s.turns_taken[p] = _whole(e.get("turns_taken", 1), f"{field}.turns_taken", 0, 10**6)
        for name, value in _object(e.get("events"), f"{field}.events", EVENT_NAMES).items():
            s.events[p * NUM_EVENTS + EVENT_NAMES.index(name)] = _whole(
                value, f"{field}.events.{name}", 0, 1000
            )
    return seats


def _techs(s: InterstellarState, pos: Mapping[str, Any], seats: list[Mapping[str, Any]]) -> None:
    cards = s.cards
    t = _object(pos.get("techs"), "techs", ("slots", "deck_size", "discard", "start_pool", "owners"))
    ids = cards.techs
    owners = _object(t.get("owners"), "techs.owners", ids)
    for tech, owner in owners.items():
        s.tech_owner[tech] = _seat(owner, f"techs.owners.{tech}", s.n)
    s.tech_discard = [
        _card(x, f"techs.discard[{i}]", ids, "a tech")
        for i, x in enumerate(_list(t.get("discard"), "techs.discard"))
    ]
    s.start_pool = [
        _card(x, f"techs.start_pool[{i}]", cards.start_techs, "a START tech")
        for i, x in enumerate(_list(t.get("start_pool"), "techs.start_pool"))
    ]
    for p, e in enumerate(seats):
        field = f"seats[{p}]"
        known = e.get("known")
        if known is None:
            s.known[p] = [x for x, owner in s.tech_owner.items() if owner == p]
        else:
            s.known[p] = [
                _card(x, f"{field}.known[{i}]", ids, "a tech")
                for i, x in enumerate(_list(known, f"{field}.known"))
            ]
        s.acquired[p] = [
            _card(x, f"{field}.acquired[{i}]", ids, "a tech")
            for i, x in enumerate(_list(e.get("acquired"), f"{field}.acquired"))
        ]
    placed = set(s.tech_owner) | set(s.tech_discard) | set(s.start_pool)
    slots = _slots(t.get("slots"), "techs.slots", len(s.tech_slots), ids, "a tech")
    if slots is None:
        free = [x for x in cards.main_techs if x not in placed]
        slots = (free + [""] * len(s.tech_slots))[: len(s.tech_slots)]
    s.tech_slots = slots
    placed |= set(slots)
    s.tech_deck = [x for x in ids if x not in placed and (x not in cards.start_techs or not s.start_pool)]
    if s.start_pool:  # during the set-up the START techs still on the tracker are not in the deck
        s.tech_deck = [x for x in s.tech_deck if x not in cards.start_techs]
    _deck_size(t.get("deck_size"), "techs.deck_size", s.tech_deck)


def _deck_size(value: object, field: str, deck: list[str]) -> None:
    if value is not None and value != len(deck):
        raise InvalidRecord(f"{field} is {shorten(value)}, but {len(deck)} cards are placed nowhere else")


def _mercs(s: InterstellarState, pos: Mapping[str, Any]) -> None:
    cards = s.cards
    m = _object(pos.get("mercs"), "mercs", ("slots", "deck_size", "discard"))
    ids = set(cards.mercs)
    s.merc_discard = [
        _card(x, f"mercs.discard[{i}]", ids, "a merc")
        for i, x in enumerate(_list(m.get("discard"), "mercs.discard"))
    ]
    rest = Counter(cards.mercs) - Counter(s.merc_discard)
    rest -= Counter(h.id for fleet in s.fleets for h in fleet if h.id in ids)
    slots = _slots(m.get("slots"), "mercs.slots", len(s.merc_slots), ids, "a merc")
    if slots is None:
        free = list(rest.elements())
        slots = (free + [""] * len(s.merc_slots))[: len(s.merc_slots)]
    s.merc_slots = slots
    rest -= Counter(x for x in slots if x)
    s.merc_deck = sorted(rest.elements())
    _deck_size(m.get("deck_size"), "mercs.deck_size", s.merc_deck)


def _planets(s: InterstellarState, pos: Mapping[str, Any]) -> None:
    cards = s.cards
    stacks = _object(pos.get("planet_stacks"), "planet_stacks", data.PLANET_TYPES)
    ids = cards.planets
    s.out_of_play = [
        _card(x, f"out_of_play[{i}]", cards.home_worlds, "a home world")
        for i, x in enumerate(_list(pos.get("out_of_play"), "out_of_play"))
    ]
    in_play = Counter(h.id for held in s.planets for h in held) + Counter(s.out_of_play)
    in_play += Counter(_settling(pos))
    tops_given: list[bool] = []
    for t, name in enumerate(data.PLANET_TYPES):
        field = f"planet_stacks.{name}"
        e = _object(stacks.get(name), field, ("top", "hidden", "bottom", "discard"))
        of_type = [pid for pid in cards.stacks[t]]
        s.stack_bottom[t] = [
            _card(x, f"{field}.bottom[{i}]", of_type, f"a {name} planet")
            for i, x in enumerate(_list(e.get("bottom"), f"{field}.bottom"))
        ]
        s.planet_discard[t] = [
            _card(x, f"{field}.discard[{i}]", of_type, f"a {name} planet")
            for i, x in enumerate(_list(e.get("discard"), f"{field}.discard"))
        ]
        top = e.get("top")
        tops_given.append("top" in e)
        s.stack_tops[t] = "" if top is None else _card(top, f"{field}.top", of_type, f"a {name} planet")
        placed = (
            in_play + Counter(s.stack_bottom[t]) + Counter(s.planet_discard[t]) + Counter([s.stack_tops[t]])
        )
        rest = [pid for pid in of_type if not placed[pid]]
        if not tops_given[t] and rest:
            s.stack_tops[t] = rest.pop(0)
        s.stack_hidden[t] = rest
        if e.get("hidden") is not None and e["hidden"] != len(rest):
            raise InvalidRecord(
                f"{field}.hidden is {shorten(e['hidden'])}, but {len(rest)} {name} planets are nowhere else"
            )
    s.colonised = frozenset(
        _card(x, f"colonised[{i}]", ids, "a planet")
        for i, x in enumerate(_list(pos.get("colonised"), "colonised", 100))
    )
    if pos.get("colonised") is None:  # every planet in a player's area was colonised once
        s.colonised = frozenset(h.id for held in s.planets for h in held if not cards.planets[h.id].home)


def _deal_order(
    s: InterstellarState,
    c: Combat,
    side: int,
    seat: int,
    shown: list[int | None],
    rng: random.Random | None,
) -> list[int]:
    """A side's combat order with its face-down places (None) dealt from its ships not shown:
    undamaged ones only once damaged ships show (they would be face up). (A side still arranging
    is asked for each place whatever ships are left, so any deal gives it the same decision.)"""
    fleet = s.fleets[seat]
    pool = [i for i in c.ships[side] if i not in shown]
    if c.damaged_mode:
        pool = [i for i in pool if not fleet[i].damage]
    if shown.count(None) > len(pool):
        raise InvalidRecord(f"combat.order[{side}] does not fit combat.ships[{side}]")
    if rng is not None:
        rng.shuffle(pool)
    return [pool.pop(0) if i is None else i for i in shown]


def _settling(pos: Mapping[str, Any]) -> list[str]:
    """Planets a pending ``settle`` frame holds: paid for and off their stack, not yet in an area
    (a colonist at the 8-planet limit gives a planet away first)."""
    out = []
    for f in _list(pos.get("pending"), "pending", 400):
        if isinstance(f, list | tuple) and len(f) > 2 and f[0] == "settle" and isinstance(f[2], str):
            out.append(f[2])
    return out


def _small_decks(s: InterstellarState, pos: Mapping[str, Any]) -> None:
    cards = s.cards
    em = _object(pos.get("emergency"), "emergency", ("deck_size", "discard"))
    s.emergency_discard = [
        _card(x, f"emergency.discard[{i}]", cards.emergency, "an emergency ship")
        for i, x in enumerate(_list(em.get("discard"), "emergency.discard"))
    ]
    rest = (
        Counter(cards.emergency) - Counter(s.emergency_discard) - Counter(h.id for f in s.fleets for h in f)
    )
    s.emergency_deck = sorted(rest.elements())
    _deck_size(em.get("deck_size"), "emergency.deck_size", s.emergency_deck)
    ev = _object(pos.get("colony_events"), "colony_events", ("deck_size", "discard"))
    s.event_discard = [
        _card(x, f"colony_events.discard[{i}]", cards.events, "a colony event")
        for i, x in enumerate(_list(ev.get("discard"), "colony_events.discard"))
    ]
    rest = (
        Counter(cards.event_deck)
        - Counter(s.event_discard)
        - Counter(m for held in s.planets for h in held for m in h.markers)
    )
    s.event_deck = sorted(rest.elements())
    _deck_size(ev.get("deck_size"), "colony_events.deck_size", s.event_deck)


def _given_decks(s: InterstellarState, pos: Mapping[str, Any]) -> None:
    """A snapshot's decks, in their order (each must hold exactly the cards placed nowhere else)."""
    decks = _object(
        pos.get("decks"), "decks", ("techs", "mercs", "emergency", "colony_events", "shadow", "planets")
    )
    for key, attr in (
        ("techs", "tech_deck"),
        ("mercs", "merc_deck"),
        ("emergency", "emergency_deck"),
        ("colony_events", "event_deck"),
    ):
        if decks.get(key) is not None:
            given = [
                _word(x, f"decks.{key}[{i}]") for i, x in enumerate(_list(decks[key], f"decks.{key}", 200))
            ]
            if Counter(given) != Counter(getattr(s, attr)):
                raise InvalidRecord(
                    f"decks.{key} must hold the cards placed nowhere else: {sorted(getattr(s, attr))}"
                )
            setattr(s, attr, [str(x) for x in given])
    planets = _object(decks.get("planets"), "decks.planets", data.PLANET_TYPES)
    for t, name in enumerate(data.PLANET_TYPES):
        if planets.get(name) is not None:
            given = [
                _word(x, f"decks.planets.{name}[{i}]")
                for i, x in enumerate(_list(planets[name], f"decks.planets.{name}", 100))
            ]
            if Counter(given) != Counter(s.stack_hidden[t]):
                raise InvalidRecord(f"decks.planets.{name} must hold the {name} planets placed nowhere else")
            s.stack_hidden[t] = [str(x) for x in given]


def _check(s: InterstellarState, pos: Mapping[str, Any]) -> None:
    if pos.get("check") is not None:
        s.check = _read_check(s, pos["check"], "check")
    if pos.get("last_check") is not None:
        last = _read_check(s, pos["last_check"], "last_check")
        if not 1 <= last.roll <= 6 or last.success != (last.roll + last.total() >= data.HIT):
            raise InvalidRecord(
                "last_check must be a check rolled (roll 1..6) and its success must fit the roll"
            )
        s.last_check = last


def _read_check(s: InterstellarState, raw: object, field: str) -> Check:
    keys = ("card", "seat", "target", "args", "modifier", "boosts", "resists", "roll", "success")
    c = _object(raw, field, keys)
    card = _card(c.get("card"), f"{field}.card", s.cards.shadow, "a Shadow card")
    args = tuple(_list(c.get("args"), f"{field}.args", 4))
    for i, a in enumerate(args):
        if not (is_whole(a) or isinstance(a, str)):
            _fail(f"{field}.args[{i}]", "a seat or a word", a)
    check = Check(
        card,
        _seat(c.get("seat"), f"{field}.seat", s.n),
        _seat(c.get("target", -1), f"{field}.target", s.n, none=True),
        args,
        _whole(c.get("modifier", 0), f"{field}.modifier", -20, 20),
    )
    check.boosts = _whole(c.get("boosts", 0), f"{field}.boosts", 0, data.MAX_BOOST)
    check.resists = _whole(c.get("resists", 0), f"{field}.resists", 0, data.MAX_BOOST)
    check.roll = _whole(c.get("roll", 0), f"{field}.roll", 0, 6)
    check.success = _flag(c.get("success"), f"{field}.success")
    return check


HIT_KEYS: Final = ("side", "ship", "target", "faces", "hits", "markers", "how")
GONE_KEYS: Final = ("seat", "ship", "damage")
RESULT_KEYS: Final = (
    "kind", "attacker", "defender", "level", "emergency", "hits", "totals", "winner", "destroyed", "left",
    "stolen", "spoil",
)  # fmt: skip


def _hits(s: InterstellarState, raw: object, field: str) -> list[dict[str, Any]]:
    """A combat's record of every ship's dice (`Combat.hits`)."""
    out = []
    ships = s.cards.ships
    for k, entry in enumerate(_list(raw, field, 200)):
        f = f"{field}[{k}]"
        e = _object(entry, f, HIT_KEYS)
        faces = e.get("faces")
        if not isinstance(faces, str) or read_dice(faces) is None or len(faces) > 20:
            _fail(f"{f}.faces", "dice faces like '46' (or '-' for none)", faces)
        how = e.get("how")
        if how not in ("matched", "unmatched", "return"):
            _fail(f"{f}.how", "'matched', 'unmatched' or 'return'", how)
        out.append(
            {
                "side": _whole(e.get("side"), f"{f}.side", 0, 1),
                "ship": _card(e.get("ship"), f"{f}.ship", ships, "a ship of the card set"),
                "target": _card(e.get("target"), f"{f}.target", ships, "a ship of the card set"),
                "faces": faces,
                "hits": _whole(e.get("hits"), f"{f}.hits", 0, 100),
                "markers": _whole(e.get("markers"), f"{f}.markers", 0, 100),
                "how": how,
            }
        )
    return out


def _gone(s: InterstellarState, raw: object, field: str) -> list[dict[str, Any]]:
    """Ships destroyed at a combat's end, or emergency ships gone after it."""
    out = []
    for k, entry in enumerate(_list(raw, field, 40)):
        f = f"{field}[{k}]"
        e = _object(entry, f, GONE_KEYS)
        out.append(
            {
                "seat": _seat(e.get("seat"), f"{f}.seat", s.n),
                "ship": _card(e.get("ship"), f"{f}.ship", s.cards.ships, "a ship of the card set"),
                "damage": _whole(e.get("damage"), f"{f}.damage", 0, 20),
            }
        )
    return out


def _spoil(s: InterstellarState, raw: object, field: str) -> str:
    if raw is None:
        return ""
    words = raw.split() if isinstance(raw, str) else []
    ok = (len(words) == 1 and words[0] in ("disrupt", "none")) or (
        len(words) == 2
        and (
            (words[0] == "acquire" and words[1] in s.cards.techs)
            or (words[0] == "bombard" and words[1] in s.cards.planets)
        )
    )
    if not ok:
        _fail(field, "a Victory Spoil: 'disrupt', 'acquire TECH', 'bombard PLANET' or 'none'", raw)
    assert isinstance(raw, str)
    return raw


def _last_combat(s: InterstellarState, pos: Mapping[str, Any]) -> None:
    """The last combat's result, kept until the next combat (`combat.result`)."""
    raw = pos.get("last_combat")
    if raw is None:
        return
    e = _object(raw, "last_combat", RESULT_KEYS)
    kind = e.get("kind")
    if kind not in ("raid", "invade"):
        _fail("last_combat.kind", "'raid' or 'invade'", kind)
    att = _seat(e.get("attacker"), "last_combat.attacker", s.n)
    dfn = _seat(e.get("defender"), "last_combat.defender", s.n)
    winner = _seat(e.get("winner"), "last_combat.winner", s.n)
    if att == dfn or winner not in (att, dfn):
        raise InvalidRecord("last_combat: the defender is not the attacker, and one of them won")
    totals = _list(e.get("totals"), "last_combat.totals", 2)
    if len(totals) != 2:
        raise InvalidRecord("last_combat.totals must give the attacker's and the defender's totals")
    em = e.get("emergency")
    s.last_combat = {
        "kind": kind,
        "attacker": att,
        "defender": dfn,
        "level": _whole(e.get("level"), "last_combat.level", data.BASIC, data.ULTIMATE),
        "emergency": None
        if em is None
        else _card(em, "last_combat.emergency", s.cards.emergency, "an emergency ship"),
        "hits": _hits(s, e.get("hits"), "last_combat.hits"),
        "totals": [_whole(t, f"last_combat.totals[{i}]", 0, 1000) for i, t in enumerate(totals)],
        "winner": winner,
        "destroyed": _gone(s, e.get("destroyed"), "last_combat.destroyed"),
        "left": _gone(s, e.get("left"), "last_combat.left"),
        "stolen": _whole(e.get("stolen", 0), "last_combat.stolen", 0, 1000),
        "spoil": _spoil(s, e.get("spoil"), "last_combat.spoil") or None,
    }


COMBAT_KEYS: Final = (
    "kind", "attacker", "defender", "level", "stage", "index", "damaged_mode", "revealed", "ships",
    "order", "armour", "totals", "winner", "stolen", "outnumbered", "emergency", "hits", "destroyed", "left",
    "spoil",
)  # fmt: skip
STAGES: Final = ("emergency", "arrange", "arrange-defender", "fight", "unmatched", "totals", "end")


def _combat(s: InterstellarState, pos: Mapping[str, Any], rng: random.Random | None) -> None:
    raw = pos.get("combat")
    if raw is None:
        return
    e = _object(raw, "combat", COMBAT_KEYS)
    kind = e.get("kind")
    if kind not in ("raid", "invade"):
        _fail("combat.kind", "'raid' or 'invade'", kind)
    att = _seat(e.get("attacker"), "combat.attacker", s.n)
    dfn = _seat(e.get("defender"), "combat.defender", s.n)
    if att == dfn:
        raise InvalidRecord("combat.defender must not be the attacker")
    c = Combat(
        str(kind), att, dfn, _whole(e.get("level", data.BASIC), "combat.level", data.BASIC, data.ULTIMATE)
    )
    stage = e.get("stage", "emergency")
    if stage not in STAGES:
        _fail("combat.stage", f"one of {', '.join(STAGES)}", stage)
    c.stage = str(stage)
    c.index = _whole(e.get("index", 0), "combat.index", 0, 20)
    c.damaged_mode = _flag(e.get("damaged_mode"), "combat.damaged_mode")
    c.revealed = _flag(e.get("revealed"), "combat.revealed")
    ships = _list(e.get("ships"), "combat.ships", 2)
    orders = _list(e.get("order"), "combat.order", 2)
    for key, given in (("ships", ships), ("order", orders)):
        if given and len(given) != 2:
            raise InvalidRecord(f"combat.{key} must have 2 lists: the attacker's, then the defender's")
    for side, seat in ((0, att), (1, dfn)):
        size = len(s.fleets[seat])
        if ships:
            c.ships[side] = [
                _whole(i, f"combat.ships[{side}][{k}]", 0, size - 1)
                for k, i in enumerate(_list(ships[side], f"combat.ships[{side}]", 20))
            ]
        if len(set(c.ships[side])) != len(c.ships[side]):
            raise InvalidRecord(f"combat.ships[{side}] lists a ship twice")
        if not orders:
            continue
        order = _list(orders[side], f"combat.order[{side}]", 20)
        shown = [
            None if i is None else _whole(i, f"combat.order[{side}][{k}]", 0, size - 1)
            for k, i in enumerate(order)
        ]
        for i in shown:
            if i is not None and i not in c.ships[side]:
                raise InvalidRecord(f"combat.order[{side}] lists ship {i}, which does not fight")
        if len(set(i for i in shown if i is not None)) != len(shown) - shown.count(None):
            raise InvalidRecord(f"combat.order[{side}] does not fit combat.ships[{side}]")
        c.order[side] = _deal_order(s, c, side, seat, shown, rng)
    c.armour = [
        _whole(k, f"combat.armour[{i}]", 0, 199)
        for i, k in enumerate(_list(e.get("armour"), "combat.armour", 40))
    ]
    totals = _list(e.get("totals"), "combat.totals", 2) or [0, 0]
    c.totals = (
        _whole(totals[0], "combat.totals[0]", 0, 1000),
        _whole(totals[1], "combat.totals[1]", 0, 1000),
    )
    c.winner = _seat(e.get("winner", -1), "combat.winner", s.n, none=True)
    c.stolen = _whole(e.get("stolen", 0), "combat.stolen", 0, 1000)
    out = _list(e.get("outnumbered"), "combat.outnumbered", 2) or [False, False]
    c.outnumbered = (_flag(out[0], "combat.outnumbered[0]"), _flag(out[1], "combat.outnumbered[1]"))
    em = e.get("emergency")
    c.emergency = "" if em is None else _card(em, "combat.emergency", s.cards.emergency, "an emergency ship")
    c.hits = _hits(s, e.get("hits"), "combat.hits")
    c.destroyed = _gone(s, e.get("destroyed"), "combat.destroyed")
    c.left = _gone(s, e.get("left"), "combat.left")
    c.spoil = _spoil(s, e.get("spoil"), "combat.spoil")
    s.combat = c


def _shadow(
    s: InterstellarState, pos: Mapping[str, Any], seats: list[Mapping[str, Any]], rng: random.Random | None
) -> None:
    """Shadow cards: what the position shows, then the unseen ones dealt to the hidden places."""
    cards = s.cards
    sh = _object(pos.get("shadow"), "shadow", ("deck_size", "discard", "revealed", "revealed_size"))
    ids = cards.shadow
    discard: list[tuple[str | None, int]] = []
    for i, entry in enumerate(_list(sh.get("discard"), "shadow.discard", 200)):
        e = _object(entry, f"shadow.discard[{i}]", ("card", "seat"))
        owner = _seat(e.get("seat", -1), f"shadow.discard[{i}].seat", s.n, none=True)
        card = e.get("card")
        if card is None and owner < 0:
            raise InvalidRecord(f"shadow.discard[{i}]: a face-up discard shows its card")
        discard.append(
            (None if card is None else _card(card, f"shadow.discard[{i}].card", ids, "a Shadow card"), owner)
        )
    revealed = sh.get("revealed")
    if revealed is not None:
        s.revealed = [
            _card(x, f"shadow.revealed[{i}]", ids, "a Shadow card")
            for i, x in enumerate(_list(revealed, "shadow.revealed", 10))
        ]
    hidden_revealed = (
        0 if revealed is not None else _whole(sh.get("revealed_size", 0), "shadow.revealed_size", 0, 10)
    )
    decks = _object(
        pos.get("decks"), "decks", ("techs", "mercs", "emergency", "colony_events", "shadow", "planets")
    )
    seen = Counter(c for c, _ in discard if c is not None) + Counter(s.revealed)
    for hand in s.hands:
        seen += Counter(hand)
    pool = Counter(cards.shadow_deck) - seen
    extra = seen - Counter(cards.shadow_deck)
    if extra:
        raise InvalidRecord(f"more Shadow cards are shown than the set has: {sorted(extra.elements())}")
    unseen = sorted(pool.elements())
    if rng is not None:
        rng.shuffle(unseen)
    if decks.get("shadow") is not None:
        deck = [
            _card(x, f"decks.shadow[{i}]", ids, "a Shadow card")
            for i, x in enumerate(_list(decks["shadow"], "decks.shadow", 200))
        ]
        for card in deck:
            if card not in unseen:
                raise InvalidRecord(f"decks.shadow lists {card!r}, which is placed elsewhere")
            unseen.remove(card)
        s.shadow_deck = deck

    def take(field: str) -> str:
        if not unseen:
            raise InvalidRecord(
                f"{field}: no Shadow card is left to deal (the set has {len(cards.shadow_deck)})"
            )
        return unseen.pop()

    for p, e in enumerate(seats):
        if e.get("hand") is None:
            size = _whole(e.get("hand_size", 0), f"seats[{p}].hand_size", 0, 60)
            s.hands[p] = [take(f"seats[{p}].hand_size") for _ in range(size)]
    s.shadow_discard = [(c if c is not None else take("shadow.discard"), owner) for c, owner in discard]
    s.revealed += [take("shadow.revealed_size") for _ in range(hidden_revealed)]
    if decks.get("shadow") is None:
        deck_size = sh.get("deck_size")
        if deck_size is not None and _whole(deck_size, "shadow.deck_size", 0, 200) != len(unseen):
            raise InvalidRecord(
                f"shadow.deck_size is {deck_size}, but {len(unseen)} Shadow cards are nowhere else"
            )
        s.shadow_deck = sorted(unseen)
    elif unseen:
        raise InvalidRecord(f"{len(unseen)} Shadow cards are placed nowhere: {sorted(unseen)[:5]}")


# -- frames ---------------------------------------------------------------------------------------
FRAME_ARGS: Final[dict[str, tuple[str, ...]]] = {
    # chance
    "start": (), "ambitions": (), "techs": ("count",), "mercs": ("count",), "planet": ("type",),
    "deal": ("count",), "reveal": ("count",), "emergency": (), "event": ("planet",),
    # automatic
    "setup-players": (), "start-pool": (), "resources": (), "turn-start": (), "turn-end": (),
    "settle": ("planet", "dev"), "refill-stack": ("type",), "refill-techs": (), "refill-mercs": (),
    "draw-shadow": ("count", "dest"), "check-resolve": (), "combat": (), "draw-emergency": (),
    "seize": ("planet",),
    # decisions
    "keep": (), "pick-tech": (), "place": (), "adjust-gain": ("some",), "produce-or-advance": (),
    "take": (), "prepare": (), "claim": (), "shadow": ("count",), "boost": (), "resist": (),
    "mix": ("some",), "upkeep": ("count",), "exchange": (), "give": (), "sweep": ("mask",),
    "colonise": ("plan",), "greenhouse": ("seat", "mask", "dev"),
    "shortfall": ("planet", "type", "count"), "develop": ("count", "count", "count"),
    "build": ("count", "flag", "flag", "count"), "repair": ("count",), "scrap": (),
    "replace-tech": ("mask",), "research": ("plan", "count", "count"), "shadow-mode": ("plan",),
    "buy": (), "hire": ("count",), "replace-merc": ("mask",), "make-room": ("ship", "flag"),
    "fleet": ("plan",), "arrange": (), "unmatched": ("side", "count"), "steal": ("count",),
    "spoil": ("count",), "disrupt": ("count",), "capture": ("planet",), "last-planet": (),
}  # fmt: skip
"""Each frame kind's data after ``(kind, seat)`` (``advance`` and ``roll`` are read apart)."""
NEEDS_CHECK: Final = frozenset({"boost", "resist", "check-resolve"})
NEEDS_COMBAT: Final = frozenset(
    {"combat", "draw-emergency", "emergency", "arrange", "unmatched", "steal", "spoil", "disrupt"}
)
NO_SEAT: Final = frozenset(
    {"start", "ambitions", "techs", "mercs", "planet", "setup-players", "start-pool", "resources",
     "refill-stack", "refill-techs", "refill-mercs"}
)  # fmt: skip


MAX_CHOICE: Final = 40
"""Resources chosen at once (a Home World's production, a position adjustment) at most: each way
to choose them is a legal action (C(43, 3) = 12341 for 40)."""


def _frame_arg(s: InterstellarState, spec: str, value: object, field: str) -> object:
    if spec == "count":
        return _whole(value, field, 0, 1000)
    if spec == "some":  # resources of the seat's choice: every mix is listed, so a few
        return _whole(value, field, 1, MAX_CHOICE)
    if spec == "plan":  # an action's planning level: a token acts from BASIC up (I-14)
        return _whole(value, field, data.BASIC, data.ULTIMATE)
    if spec == "dev":  # a Development Level (the planet's maximum is checked by pending.problems)
        return _whole(value, field, data.MIN_DEV, 9)
    if spec == "type":
        return _whole(value, field, 0, 3)
    if spec == "mask":
        return _whole(value, field, 0, 255)
    if spec == "flag":
        return _whole(value, field, 0, 1)
    if spec == "side":
        return _whole(value, field, 0, 1)
    if spec == "seat":
        return _seat(value, field, s.n)
    if spec == "planet":
        return _card(value, field, s.cards.planets, "a planet")
    if spec == "ship":
        return _card(value, field, s.cards.standard, "a standard ship")
    if spec == "dest":
        if value not in ("hand", "reveal"):
            _fail(field, "'hand' or 'reveal'", value)
        return value
    raise AssertionError(spec)


def _frame(s: InterstellarState, raw: object, field: str) -> Frame:
    items = _list(raw, field, 20)
    if len(items) < 2 or not isinstance(items[0], str):
        _fail(field, "a frame: [kind, seat, ...]", raw)
    kind = items[0]
    known = kind in frames.DECISIONS or kind in frames.CHANCES or kind in frames.AUTOMATIC
    if not known:
        _fail(f"{field}[0]", "a frame kind (a decision, chance node or automatic step)", kind)
    seat = -1 if kind in NO_SEAT else _seat(items[1], f"{field}[1]", s.n, none=kind == "roll")
    if kind in NO_SEAT and items[1] != -1:
        _fail(f"{field}[1]", "-1 (no seat)", items[1])
    rest = items[2:]
    if kind == "advance":
        if len(rest) < 2:
            _fail(field, "['advance', seat, left, least, moved...]", raw)
        nums = [_whole(v, f"{field}[{i + 2}]", 0, 29) for i, v in enumerate(rest)]
        return (kind, seat, *nums)
    if kind == "roll":
        return _roll_frame(s, items, field)
    specs = FRAME_ARGS[kind]
    if len(rest) != len(specs):
        raise InvalidRecord(
            f"{field}: a {kind!r} frame takes {len(specs)} values after its seat, not {len(rest)}"
        )
    return (
        kind,
        seat,
        *(
            _frame_arg(s, spec, v, f"{field}[{i + 2}]")
            for i, (spec, v) in enumerate(zip(specs, rest, strict=True))
        ),
    )


def _roll_frame(s: InterstellarState, items: list[Any], field: str) -> Frame:
    purpose = items[2] if len(items) > 2 else None
    shapes = {"check": 1, "pair": 3, "unmatched": 5}
    if purpose not in shapes or len(items) != 3 + shapes[purpose]:
        _fail(
            field,
            "a roll frame: ['roll', -1, 'check', 1], ['roll', -1, 'pair', i, a, d] or "
            "['roll', -1, 'unmatched', side, j, k, dice, 1]",
            items,
        )
    nums = [_whole(v, f"{field}[{i + 3}]", 0, 40) for i, v in enumerate(items[3:])]
    if items[1] != -1:
        _fail(f"{field}[1]", "-1 (no seat)", items[1])
    return ("roll", -1, purpose, *nums)


def _pending(s: InterstellarState, pos: Mapping[str, Any]) -> None:
    raw = pos.get("pending")
    if raw is None:
        if s.winner >= 0:
            return
        s.stack = turns.turn_frames(s, s.turn_seat)
    else:
        s.stack = [_frame(s, f, f"pending[{i}]") for i, f in enumerate(_list(raw, "pending", 400))]
    kinds = {f[0] for f in s.stack}
    if kinds & NEEDS_CHECK or any(f[0] == "roll" and f[2] == "check" for f in s.stack):
        if s.check is None:
            raise InvalidRecord("pending has a shadow check's step but no check is given")
    if kinds & NEEDS_COMBAT or any(f[0] == "roll" and f[2] != "check" for f in s.stack):
        if s.combat is None:
            raise InvalidRecord("pending has a combat's step but no combat is given")


def _decide(s: InterstellarState, pos: Mapping[str, Any]) -> None:
    """Who decides: run the automatic steps; the decider must have a legal action."""
    if not s.stack:
        if s.winner < 0:
            raise InvalidRecord("nothing is pending and no winner is given: the game is neither on nor over")
        s.mover = TERMINAL
        return
    try:
        flow.advance(s)
        legal = s.legal_actions()
    except _BAD_INPUT as exc:
        raise InvalidRecord(
            f"the pending steps do not fit the position: {type(exc).__name__}: {shorten(str(exc), 200)}"
        ) from None
    if s.mover >= 0 and not legal:
        raise InvalidRecord(f"seat {s.mover} has no legal action at {s.phase()!r}")
    given = pos.get("current_player")
    if given is not None and given != s.mover:
        raise InvalidRecord(f"current_player is {shorten(given)}, but {s.mover} decides at {s.phase()!r}")
