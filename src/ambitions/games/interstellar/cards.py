"""The card set: a data file in a documented format, checked, then read into frozen records.

Interstellar Ambitions' rule text is complete but its card lists were never published, so the
engine takes every card from a JSON file:

- `default_cards.json` (inside the package) is the set **designed** in variants-spec B.2.7 to
  fit every example in the rules: marked ``"designed": true``, it is not the published game.
- A group loads its own set with ``--cards FILE`` (the ``cards`` option). The format is the JSON
  Schema `cards.schema.json` (shipped beside this module): the numbers and names are free, and
  each card's effects are chosen from the effect kinds the engine implements (the schema lists
  them with their parameters). The file is checked against the schema, then for what a schema
  cannot say (ids unique and referenced ships existing, enough START techs, home worlds and
  ambitions for the players). Any problem is one `InvalidOptions` line naming the file, the
  entry and the field::

      mycards.json: planets[3] ('food-core'): max_dev must be a whole number 1..5, not 9

**Records.** A game with its own set keeps the whole set in its options (``card_set``, the
file's JSON; ``cards`` keeps the path it was read from, for people): a record replays on a
machine that never had the file. The default set is not copied into records (no ``card_set``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

from ambitions.core.errors import InvalidOptions, shorten
from ambitions.games.interstellar import data, schema

DEFAULT_FILE: Final = "default_cards.json"
SCHEMA_FILE: Final = "cards.schema.json"
MAX_FILE_BYTES: Final = 1 << 20

ResourceCounts = tuple[int, int, int, int]
"""Food, ore, science, coins."""


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card: its `kind` (see the schema) and the parameters that kind takes."""

    kind: str
    resource: int = -1
    """Index into `data.RESOURCES` (-1: none)."""
    amount: int = 0
    check: str = ""
    fleet: str = ""
    side: str = ""
    ship: str = ""
    level: int = 0
    levels: int = 0
    markers: int = 0
    rate: int = 0
    points: int = 0
    count: int = 0
    max_dev: int = 0
    produce: int = 0
    max_bp: int = 0
    min_level: int = 0
    penalties: tuple[tuple[int, int], ...] = ()
    resources: ResourceCounts = (0, 0, 0, 0)

    def penalty(self, value: int) -> int:
        """The modifier for `value` (a ship's combat value, a tech's cost): the one of the highest
        threshold reached, 0 below them all. So "-1 if the cost is 6, -2 if the cost is 8"
        (Acquire Secrets) gives a cost-7 tech -1, as "-1 if the combat power is 3, -2 if 4 or
        greater" (Ship go BOOM BOOM) reads: the penalty grows with the value."""
        out = 0
        for threshold, modifier in sorted(self.penalties):
            if value >= threshold:
                out = modifier
        return out


@dataclass(frozen=True, slots=True)
class Ship:
    id: str
    name: str
    kind: str
    """``standard``, ``merc`` or ``emergency``."""
    heavy: bool
    combat: int
    bombard: int
    vp: int
    build_points: int = 0
    ore: int = 0
    hire: int = 0
    upkeep: int = 0
    effects: tuple[Effect, ...] = ()
    copies: int = 1

    def has(self, kind: str) -> bool:
        return any(e.kind == kind for e in self.effects)


@dataclass(frozen=True, slots=True)
class ShadowCard:
    id: str
    name: str
    type: str
    """``standard`` (no check), ``sabotage`` or ``infiltrate`` (a shadow check of that type)."""
    effect: Effect
    copies: int = 1
    text: str = ""


@dataclass(frozen=True, slots=True)
class ColonyEvent:
    id: str
    name: str
    keep: bool
    """Place marker & keep: the card stays on the planet (its effects are the planet's)."""
    effects: tuple[Effect, ...]
    copies: int = 1
    text: str = ""


@dataclass(frozen=True, slots=True)
class Planet:
    id: str
    """The card's own id (copies are numbered: ``food-outpost-2``)."""
    name: str
    type: int
    """The resource it produces (index into `data.RESOURCES`); -1 for a home world (any)."""
    cost: ResourceCounts
    """The colonise cost (I-3: the designed set prints FOOD + ORE, the rules' "FOOD develops,
    ORE founds colonies"; the format allows any resource); a home world's is only ever paid to
    capture it (I-29)."""
    max_dev: int
    vp: int
    bonus_vp: int = 0
    special: bool = False
    home: bool = False
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Tech:
    id: str
    name: str
    start: bool
    cost: int
    vp: int
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Ambition:
    id: str
    name: str
    passive: bool
    condition: str
    at_least: int


@dataclass(frozen=True)
class CardSet:
    """Every card of a game (immutable; states share it)."""

    name: str
    designed: bool
    note: str
    tech_slots: int
    merc_slots: int
    start_fleet: tuple[str, ...]
    ships: Mapping[str, Ship]
    """Every ship card: standard, merc and emergency, by id."""
    standard: tuple[str, ...]
    mercs: tuple[str, ...]
    emergency: tuple[str, ...]
    """The emergency deck, one entry per card (copies repeat)."""
    shadow: Mapping[str, ShadowCard]
    shadow_deck: tuple[str, ...]
    events: Mapping[str, ColonyEvent]
    event_deck: tuple[str, ...]
    planets: Mapping[str, Planet]
    """Every planet card by id, home worlds included."""
    stacks: tuple[tuple[str, ...], ...]
    """The planets of each typed stack (I-1), in `data.PLANET_TYPES` order."""
    home_worlds: tuple[str, ...]
    """One per seat (``home-world-1`` is seat 0's)."""
    techs: Mapping[str, Tech]
    start_techs: tuple[str, ...]
    main_techs: tuple[str, ...]
    ambitions: Mapping[str, Ambition]
    passive: tuple[str, ...]
    active: tuple[str, ...]
    digest: str
    """SHA-256 of the set's canonical JSON."""
    source: Mapping[str, Any] = field(repr=False)
    """The JSON the set was read from (what a record embeds)."""
    is_default: bool = False


# -- reading -------------------------------------------------------------------------------------
def _counts(raw: Mapping[str, int] | None) -> ResourceCounts:
    raw = raw or {}
    return (raw.get("food", 0), raw.get("ore", 0), raw.get("science", 0), raw.get("coins", 0))


def _effect(raw: Mapping[str, Any]) -> Effect:
    kw: dict[str, Any] = {k: v for k, v in raw.items() if k not in ("resource", "penalties", "resources")}
    if "resource" in raw:
        kw["resource"] = data.RESOURCES.index(raw["resource"])
    if "penalties" in raw:
        kw["penalties"] = tuple((int(a), int(b)) for a, b in raw["penalties"])
    if "resources" in raw:
        kw["resources"] = _counts(raw["resources"])
    return Effect(**kw)


def _effects(raw: Mapping[str, Any]) -> tuple[Effect, ...]:
    return tuple(_effect(e) for e in raw.get("effects", ()))


def _ship(raw: Mapping[str, Any], kind: str) -> Ship:
    return Ship(
        id=raw["id"],
        name=raw["name"],
        kind=kind,
        heavy=raw["class"] == "heavy",
        combat=raw["combat"],
        bombard=raw["bombard"],
        vp=raw["vp"],
        build_points=raw.get("build_points", 0),
        ore=raw.get("ore", 0),
        hire=raw.get("hire", 0),
        upkeep=raw.get("upkeep", 0),
        effects=_effects(raw),
        copies=raw.get("copies", 1),
    )


class _Problem(Exception):
    def __init__(self, path: list[str | int], message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


def _where(raw: Any, path: list[str | int]) -> str:
    """``planets[3] ('food-core'): max_dev`` for a path into the card file."""
    if not path:
        return "the file"
    if len(path) >= 2 and isinstance(path[1], int):
        section, index = path[0], path[1]
        entry = f"{section}[{index}]"
        try:
            card_id = raw[section][index].get("id")
        except (KeyError, IndexError, TypeError, AttributeError):
            card_id = None
        if isinstance(card_id, str):
            entry += f" ({card_id!r})"
        rest = path[2:]
    else:
        entry, rest = _key(path[0]), path[1:]
    name = ""
    for part in rest:
        name += f"[{part}]" if isinstance(part, int) else (f".{_key(part)}" if name else _key(part))
    return f"{entry}: {name}" if name else entry


def _key(part: str | int) -> str:
    """A field name as a message shows it: as it is when it reads as a name, else quoted (never a
    line break or a screenful of a file's own text)."""
    text = str(part)
    return text if text.isidentifier() else shorten(repr(text), 40)


def _semantics(raw: Mapping[str, Any]) -> None:
    """What the schema cannot say: unique ids, known ships, enough cards to play."""
    seen: dict[str, list[str | int]] = {}

    def claim(card_id: str, path: list[str | int]) -> None:
        if card_id in seen:
            raise _Problem([*path, "id"], f"{card_id!r} is already the id of {_where(raw, seen[card_id])}")
        seen[card_id] = path

    for section in ("ships", "mercs", "emergency", "shadow", "colony_events", "techs", "ambitions"):
        for i, entry in enumerate(raw[section]):
            claim(entry["id"], [section, i])
    for i, entry in enumerate(raw["planets"]):
        copies = entry.get("copies", 1)
        for k in range(1, copies + 1) if copies > 1 else (0,):
            claim(f"{entry['id']}-{k}" if k else entry["id"], ["planets", i])
    home = raw["home_world"]
    for k in range(1, 7):
        claim(f"{home['id']}-{k}", ["home_world"])
    standard = {s["id"]: s for s in raw["ships"]}

    def standard_ship(ship: str, path: list[str | int]) -> None:
        if ship not in standard:
            raise _Problem(path, f"{ship!r} is not a standard ship of this set ({', '.join(standard)})")

    for i, ship in enumerate(raw["table"]["start_fleet"]):
        standard_ship(ship, ["table", "start_fleet", i])
    all_ships = {s["id"] for sec in ("ships", "mercs", "emergency") for s in raw[sec]}
    for section in ("ships", "mercs", "emergency", "techs", "planets", "colony_events"):
        for i, entry in enumerate(raw[section]):
            for j, effect in enumerate(entry.get("effects", ())):
                if effect["kind"] == "ship_dice" and effect["ship"] not in all_ships:
                    raise _Problem(
                        [section, i, "effects", j, "ship"], f"{effect['ship']!r} is not a ship of this set"
                    )
                if effect["kind"] == "free_ship":
                    standard_ship(effect["ship"], [section, i, "effects", j, "ship"])
    for i, entry in enumerate(raw["colony_events"]):
        for j, effect in enumerate(entry["effects"]):
            use = effect["kind"] in ("gain", "develop", "greenhouse", "start_level", "shortfall", "free_ship")
            if entry["keep"] == use:
                what = (
                    "a 'keep' card takes only lasting effects" if entry["keep"] else "a use-and-discard card"
                )
                raise _Problem(["colony_events", i, "effects", j, "kind"], f"{effect['kind']!r}: {what}")
    for t in data.PLANET_TYPES:
        if not any(p["type"] == t for p in raw["planets"]):
            raise _Problem(["planets"], f"there is no {t} planet: every stack needs at least one (I-1)")
    for kind in ("passive", "active"):
        count = sum(1 for a in raw["ambitions"] if a["kind"] == kind)
        if count < data.PASSIVE_AMBITIONS:
            raise _Problem(["ambitions"], f"{count} {kind} ambitions; a game draws {data.PASSIVE_AMBITIONS}")
    if not any(not t.get("start") for t in raw["techs"]):
        raise _Problem(["techs"], "there is no tech besides the START techs: the Tech slots need a deck")


def _build(raw: Mapping[str, Any], digest: str, is_default: bool) -> CardSet:
    ships: dict[str, Ship] = {}
    for entry in raw["ships"]:
        ships[entry["id"]] = _ship(entry, "standard")
    mercs = []
    for entry in raw["mercs"]:
        ships[entry["id"]] = _ship(entry, "merc")
        mercs += [entry["id"]] * entry.get("copies", 1)
    emergency = []
    for entry in raw["emergency"]:
        ships[entry["id"]] = _ship(entry, "emergency")
        emergency += [entry["id"]] * entry.get("copies", 1)
    shadow = {
        e["id"]: ShadowCard(
            e["id"], e["name"], e["type"], _effect(e["effect"]), e.get("copies", 1), e.get("text", "")
        )
        for e in raw["shadow"]
    }
    events = {
        e["id"]: ColonyEvent(
            e["id"], e["name"], e["keep"], _effects(e), e.get("copies", 1), e.get("text", "")
        )
        for e in raw["colony_events"]
    }
    planets: dict[str, Planet] = {}
    stacks: list[list[str]] = [[] for _ in data.PLANET_TYPES]
    for e in raw["planets"]:
        copies = e.get("copies", 1)
        for k in range(1, copies + 1):
            pid = f"{e['id']}-{k}" if copies > 1 else e["id"]
            t = data.PLANET_TYPES.index(e["type"])
            planets[pid] = Planet(
                pid,
                e["name"],
                t,
                _counts(e["cost"]),
                e["max_dev"],
                e["vp"],
                e.get("bonus_vp", 0),
                e.get("special", False),
                False,
                _effects(e),
            )
            stacks[t].append(pid)
    # I-29: home worlds produce any resource, are capturable like any planet, and take their
    # maximum level, VP and capture cost from the file (designed set: 5, 5 VP at 5, 3 FOOD + 3 ORE).
    home = raw["home_world"]
    home_ids = []
    for k in range(1, 7):
        pid = f"{home['id']}-{k}"
        planets[pid] = Planet(
            pid, home["name"], -1, _counts(home["cost"]), home["max_dev"], home["vp"], home=True
        )
        home_ids.append(pid)
    techs = {
        e["id"]: Tech(e["id"], e["name"], e.get("start", False), e["cost"], e["vp"], _effects(e))
        for e in raw["techs"]
    }
    ambitions = {
        e["id"]: Ambition(
            e["id"], e["name"], e["kind"] == "passive", e["condition"]["kind"], e["condition"]["at_least"]
        )
        for e in raw["ambitions"]
    }
    table = raw["table"]
    return CardSet(
        name=raw["name"],
        designed=raw["designed"],
        note=raw.get("note", ""),
        tech_slots=table["tech_slots"],
        merc_slots=table["merc_slots"],
        start_fleet=tuple(table["start_fleet"]),
        ships=ships,
        standard=tuple(e["id"] for e in raw["ships"]),
        mercs=tuple(mercs),
        emergency=tuple(emergency),
        shadow=shadow,
        shadow_deck=tuple(c.id for c in shadow.values() for _ in range(c.copies)),
        events=events,
        event_deck=tuple(e.id for e in events.values() for _ in range(e.copies)),
        planets=planets,
        stacks=tuple(tuple(s) for s in stacks),
        home_worlds=tuple(home_ids),
        techs=techs,
        start_techs=tuple(t.id for t in techs.values() if t.start),
        main_techs=tuple(t.id for t in techs.values() if not t.start),
        ambitions=ambitions,
        passive=tuple(a.id for a in ambitions.values() if a.passive),
        active=tuple(a.id for a in ambitions.values() if not a.passive),
        digest=digest,
        source=raw,
        is_default=is_default,
    )


@cache
def card_schema() -> Mapping[str, Any]:
    """The card file format (`cards.schema.json`)."""
    text = resources.files(__package__).joinpath(SCHEMA_FILE).read_text(encoding="utf-8")
    loaded: Mapping[str, Any] = json.loads(text)
    return loaded


def canonical(raw: Any) -> str:
    return json.dumps(raw, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


_CACHE: dict[str, CardSet] = {}
"""Card sets already checked, by their canonical JSON (positions and replays reuse them)."""


def from_json(raw: Any, where: str, is_default: bool = False) -> CardSet:
    """The card set `raw` (parsed JSON) describes; `where` names it in errors."""
    try:
        text = canonical(raw)
    except (TypeError, ValueError) as exc:
        raise InvalidOptions(f"{where}: the card set is not JSON data: {exc}") from None
    hit = _CACHE.get(text)
    if hit is not None:
        return hit
    problem = schema.first_error(card_schema(), raw)
    if problem is None:
        try:
            _semantics(raw)
        except _Problem as exc:
            problem = (exc.path, exc.message)
    if problem is not None:
        path, message = problem
        raise InvalidOptions(f"{where}: {_where(raw, path)} {message}")
    cards = _build(raw, hashlib.sha256(text.encode()).hexdigest(), is_default)
    if len(_CACHE) > 64:
        _CACHE.clear()
    _CACHE[text] = cards
    return cards


def load_file(path: str) -> CardSet:
    """The card set in the JSON file at `path` (raises `InvalidOptions`, one line)."""
    where = shorten(str(path), 200).strip("'\"")
    try:
        with open(Path(path), "rb") as f:
            blob = f.read(MAX_FILE_BYTES + 1)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise InvalidOptions(f"{where}: cannot read the card file: {reason}") from None
    if len(blob) > MAX_FILE_BYTES:
        raise InvalidOptions(f"{where}: a card file is at most {MAX_FILE_BYTES:,} bytes")
    try:
        raw = json.loads(blob.decode("utf-8"))
    except UnicodeDecodeError:
        raise InvalidOptions(f"{where}: the card file is not UTF-8 text") from None
    except (json.JSONDecodeError, RecursionError) as exc:
        raise InvalidOptions(f"{where}: the card file is not JSON ({exc})") from None
    return from_json(raw, where)


@cache
def default_cards() -> CardSet:
    """The designed default set (`default_cards.json`, variants-spec B.2.7)."""
    text = resources.files(__package__).joinpath(DEFAULT_FILE).read_text(encoding="utf-8")
    return from_json(json.loads(text), DEFAULT_FILE, is_default=True)


def check_players(cards: CardSet, players: int, where: str) -> None:
    """Raise `InvalidOptions` if `cards` cannot seat `players` players."""
    if len(cards.start_techs) < players:
        raise InvalidOptions(
            f"{where}: techs: {len(cards.start_techs)} START techs, too few for {players} players (one each)"
        )
