"""Conservation checks: every piece, token and card is somewhere, exactly once (p2-3, p22).

`problems(state)` lists what is wrong (empty when all is well). The random-game tests and the
stress runs call it after every game; it is cheap enough to call after every action.
"""

from __future__ import annotations

import ast
import sys
import types
import typing
from collections import Counter
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, ClassVar, Final

from ambitions.games.arcs import data, draft, lore, powers, reach, resources, setup
from ambitions.games.arcs.standard_actions import SLOT_NAMES
from ambitions.games.arcs.state import (
    BOARD_RESOURCE_SLOTS,
    HOLDINGS_SLOT,
    NUM_PIECE_KINDS,
    RESOURCE_SLOTS,
    ArcsState,
    Phase,
)

_ACTION_DECKS: Final = {n: sorted(setup.action_deck(n)) for n in (2, 3, 4)}
_COURT: Final = sorted(c.id for c in data.COURT_CARDS)


def problems(s: ArcsState) -> list[str]:
    """What is not conserved or negative in `s`."""
    out: list[str] = []
    n = s.n
    numbers = (
        s.fresh
        + s.damaged
        + s.power
        + s.cities_left
        + s.starports
        + s.ships
        + s.agents
        + s.trophies
        + s.captives
        + s.resource_supply
        + s.court_agents
        + s.box_resources
        + s.spent_pending
    )
    if min(numbers) < 0:
        out.append("a negative count")
    buildings = Counter(c >> 1 for c in s.slots if c >= 0)  # (owner, city or starport)
    for p in range(n):
        on_map = sum(s.fresh[p::n]) + sum(s.damaged[p::n])
        ports = buildings[p * 2]
        cities = buildings[p * 2 + 1]
        taken = [
            sum(s.trophies[p * NUM_PIECE_KINDS + k :: n * NUM_PIECE_KINDS]) for k in range(NUM_PIECE_KINDS)
        ]
        captive = sum(s.captives[p::n])
        court = sum(s.court_agents[p::n])
        outrage_agents = bin(s.outrage[p] & ~s.outrage_placeholder[p]).count("1")
        checks = {
            "ships": (s.ships[p] + on_map + taken[0], data.SHIPS_PER_PLAYER),
            "agents": (s.agents[p] + court + captive + taken[1] + outrage_agents, data.AGENTS_PER_PLAYER),
            "starports": (s.starports[p] + ports + taken[2], data.STARPORTS_PER_PLAYER),
            "cities": (s.cities_left[p] + cities + taken[3], data.CITIES_PER_PLAYER),
        }
        for name, (have, want) in checks.items():
            if have != want:
                out.append(f"seat {p} {name}: {have} accounted for, the box has {want}")
        out += placeholder_problems(s, p)
        base = p * RESOURCE_SLOTS
        closed = [r for r in s.resources[base + s.open_slots(p) : base + BOARD_RESOURCE_SLOTS] if r >= 0]
        if s.resources[base + HOLDINGS_SLOT] >= 0 and not resources.has_holdings(s, p):
            closed.append(s.resources[base + HOLDINGS_SLOT])
        if closed:
            out.append(f"seat {p} holds resources in closed slots")
    for r in range(5):
        total = (
            s.resource_supply[r]
            + s.resources.count(r)
            + s.box_resources[r]
            + s.spent_pending[r]
            + sum(1 for i in s.discard_queue if i % 8 == r)
        )
        if total != data.RESOURCE_SUPPLY:
            out.append(
                f"{data.RESOURCES[r]}: {total} tokens accounted for, the box has {data.RESOURCE_SUPPLY}"
            )
    cards = [c for h in s.hands for c in h] + [c for _, c, _ in s.plays]
    cards += [c for c, _, _ in s.action_discard] + s.action_undealt
    if cards and sorted(cards) != _ACTION_DECKS[n]:  # none before the first deal
        out.append(f"action cards not conserved: {sorted(cards)}")
    court_cards = [c for c in s.court if c] + s.court_deck + s.court_discard + [c for g in s.guild for c in g]
    court_cards += [u for _, u, _ in s.unions]  # played Unions wait beside their cards
    if court_cards and sorted(court_cards) != _COURT:
        out.append("Court cards not conserved")
    out += leaders_and_lore_problems(s)
    out += battle_problems(s)
    out += catapult_problems(s)
    return out


def type_problems(s: ArcsState) -> list[str]:
    """Fields of `s` whose value is not of the type its class declares (an ``int`` that is a
    bool, a ``str`` that is a number, a list holding something else...). The rules never make
    one; a position could, and a compiled engine module (`_compiled`) reading it would fail far
    from the cause, so the position builder checks this last. Works for a subclass's fields too
    (the campaign's)."""
    out: list[str] = []
    cls: type = type(s)
    for name, (hint, is_a) in _field_checks(cls).items():
        value = getattr(s, name, _MISSING)
        if value is _MISSING:
            out.append(f"{name} is missing")
        elif not is_a(value):
            shown = repr(value)
            wanted = hint.__name__ if isinstance(hint, type) else str(hint).replace("typing.", "")
            out.append(f"{name} holds {shown if len(shown) <= 60 else shown[:57] + '...'}, not {wanted}")
    return out


_MISSING: Final = object()
Check = Callable[[object], bool]


@cache
def _field_checks(cls: type) -> dict[str, tuple[Any, Check]]:
    """Each field of a state class (its class variables left out): its declared type and a
    check of a value against it."""
    hints: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        if klass is not object and "__annotations__" not in klass.__dict__:
            hints.update(_compiled_hints(klass))  # a native class keeps no annotations
    hints.update(typing.get_type_hints(cls))
    return {
        name: (hint, _check(hint))
        for name, hint in hints.items()
        if typing.get_origin(hint) is not ClassVar and hint is not ClassVar
    }


def _compiled_hints(cls: type) -> dict[str, Any]:
    """The fields `cls` declares, with their types, for a class compiled by mypyc (`ArcsState`):
    a native class keeps no ``__annotations__``, so they are read from its source file, which
    sits beside the compiled module and matches it (`ambitions.core.compiled`). Empty for a class
    with no source file, or declaring no fields."""
    package, _, leaf = cls.__module__.rpartition(".")
    module, parent = sys.modules.get(cls.__module__), sys.modules.get(package)
    source = Path(getattr(parent, "__file__", None) or ".").parent / f"{leaf}.py"
    if module is None or not source.is_file():
        return {}
    for node in ast.parse(source.read_text()).body:
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            annotations = {
                item.target.id: ast.unparse(item.annotation)
                for item in node.body
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
            }
            stand_in = type(cls.__name__, (), {"__annotations__": annotations})
            return typing.get_type_hints(stand_in, globalns=vars(module))
    return {}


def _check(hint: Any) -> Check:
    """A check that a value is of the declared type `hint` (bool is not int; Any is anything)."""
    if hint is Any:
        return lambda value: True
    if hint in (int, bool, str, float):
        return lambda value: type(value) is hint
    if hint is type(None):
        return lambda value: value is None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        options = [_check(a) for a in args]
        return lambda value: any(ok(value) for ok in options)
    if origin is list and args[0] in (int, bool, str):
        item = args[0]
        return lambda value: type(value) is list and all(type(x) is item for x in value)
    if origin is list:
        each = _check(args[0])
        return lambda value: type(value) is list and all(each(x) for x in value)
    if origin is dict:
        key, val = _check(args[0]), _check(args[1])
        return lambda value: type(value) is dict and all(key(k) and val(v) for k, v in value.items())
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        each = _check(args[0])
        return lambda value: type(value) is tuple and all(each(x) for x in value)
    if origin is tuple:
        parts = [_check(a) for a in args]

        def each_part(value: object) -> bool:
            if type(value) is not tuple or len(value) != len(parts):
                return False
            return all(ok(x) for ok, x in zip(parts, value, strict=True))

        return each_part
    if isinstance(hint, type):
        return lambda value: isinstance(value, hint)
    return lambda value: True


def placeholder_problems(s: ArcsState, p: int) -> list[str]:
    """An Outrage placeholder (p22: an Outrage provoked with no agent in supply; the next agent
    returned fills it) only on an Outraged slot, and only while the supply is empty."""
    out = []
    if s.outrage_placeholder[p] & ~s.outrage[p]:
        out.append(f"seat {p} has a placeholder on a slot without Outrage")
    if s.outrage_placeholder[p] and s.agents[p]:
        out.append(f"seat {p} has agents in supply and an Outrage placeholder")
    return out


def catapult_problems(s: ArcsState) -> list[str]:
    """A Catapult move's group (p13) is ships of the mover where the move has reached, its fresh
    ships among those the move tracks; there is no group outside a Catapult move."""
    at, fresh, damaged = s.catapult_at, s.catapult_fresh, s.catapult_damaged
    if at < 0:
        return (
            []
            if fresh == damaged == 0 and not s.catapult_path
            else ["a Catapult group outside a Catapult move"]
        )
    i = at * s.n + s.turn_seat
    if s.turn_seat < 0 or fresh > s.fresh[i] or damaged > s.damaged[i] or fresh > s.moved_fresh.count(at):
        return [f"the Catapult group ({fresh} fresh, {damaged} damaged) is not in system {at}"]
    if not s.catapult_path or s.catapult_path[-1] != at:
        return ["the Catapult path does not end where the group is"]
    return []


def battle_problems(s: ArcsState) -> list[str]:
    """The battle's attacking ships (p14) are ships of the attacker in the battle system, and
    there are none outside a battle."""
    fresh, damaged = s.battle_attacking_fresh, s.battle_attacking_damaged
    if s.battle_system < 0:
        return [] if fresh == damaged == 0 else ["attacking ships outside a battle"]
    if fresh < 0 or damaged < 0:
        return ["a negative count of attacking ships"]
    i = s.battle_system * s.n + s.turn_seat
    if s.turn_seat < 0 or fresh > s.fresh[i] or damaged > s.damaged[i]:
        return [f"attacking ships {fresh} fresh, {damaged} damaged: not all in the battle system"]
    return []


def leaders_and_lore_problems(s: ArcsState) -> list[str]:
    """Leaders and lore cards are each in one place; extra building slots hold only what the
    lore cards allow (p21)."""
    out: list[str] = []
    n = s.n
    leaders = [x for x in s.leader if x] + s.draft_leaders
    if len(leaders) != len(set(leaders)) or any(x not in draft.LEADER_BY_ID for x in leaders):
        out.append(f"leaders not each in one place: {leaders}")
    lore_cards = [c for cards in s.lore for c in cards] + s.draft_lore
    if len(lore_cards) != len(set(lore_cards)) or any(c not in draft.LORE_IDS for c in lore_cards):
        out.append(f"lore cards not each in one place: {lore_cards}")
    if s.options.get("leaders_and_lore") and any(len(cards) > draft.lore_each(s) for cards in s.lore):
        out.append("a seat has more lore cards than the draft gives")
    out += _draft_problems(s)
    if max(s.slots[reach.NUM_PRINTED_SLOTS :]) >= 0:  # something built off the printed slots
        out += _extra_slot_problems(s)
    # Ships a move is tracking (moved fresh ships, Sprinter Drives) are fresh ships of the mover.
    for name, tracked in (("moved_fresh", s.moved_fresh), ("sprinters", s.sprinters)):
        for x, count in Counter(tracked).items() if tracked else ():
            if s.turn_seat < 0 or s.fresh[x * n + s.turn_seat] < count:
                out.append(f"{name}: {count} fresh ships of seat {s.turn_seat} in system {x} are not there")
    if s.moved_fresh and Phase.CATAPULT not in (s.phase, s.resume_phase):
        out.append("moved_fresh is kept outside a Catapult move")
    # Sprinter Drives' ships wait for its question, or for the extra move's Catapult moves to end.
    asked = any(c[0] == s.turn_seat and c[1] == lore.SPRINTER_DRIVES for c in s.choices)
    if s.sprinters and not asked and lore.SPRINTING not in s.turn_flags:
        out.append("sprinters are kept outside a Sprinter Drives move")
    return out


BEFORE_PLACING: Final = frozenset(
    {Phase.CHANCE_INITIATIVE, Phase.CHANCE_SETUP, Phase.CHANCE_DRAFT, Phase.DRAFT}
)
"""Setup before the starting pieces are placed (p4 steps A-N; in Leaders & Lore, the draft's end)."""


def _draft_problems(s: ArcsState) -> list[str]:
    """Setup before the starting pieces (p4-5): an empty map, no resource on a board; in Leaders
    & Lore (p21) the draft needs the setup card (its end places the pieces there), nobody holds
    a leader or lore before the rows are dealt, the two rows hold the cards not picked yet
    (players + 1 of each, and one more lore card per player with two lore) and the picks went
    round in reverse turn order, one each per round; outside the draft there are no rows."""
    out: list[str] = []
    if s.phase in BEFORE_PLACING:
        if any(s.fresh) or any(s.damaged) or max(s.slots) >= 0 or max(s.resources) >= 0:
            out.append(f"pieces or resources on the table at phase {s.phase}, before setup places them")
        if s.phase in (Phase.CHANCE_DRAFT, Phase.DRAFT) and not s.setup_card:
            out.append(f"no setup card at phase {s.phase}: the draft's end places the pieces by it")
        if s.phase in (Phase.CHANCE_INITIATIVE, Phase.CHANCE_SETUP) and (
            s.setup_card or s.out_of_play or any(s.box_resources)
        ):
            out.append(f"a setup card at phase {s.phase}, before it is drawn (p4 step B)")
        if s.phase != Phase.DRAFT and (any(s.leader) or any(s.lore)):
            out.append(f"a leader or lore card held at phase {s.phase}, before the draft")
    if s.phase != Phase.DRAFT:
        return out + (["draft rows outside the draft"] if s.draft_leaders or s.draft_lore else [])
    n_leaders, n_lore = draft.row_sizes(s)
    leaders = sum(1 for x in s.leader if x)
    lore_cards = sum(len(cards) for cards in s.lore)
    if len(s.draft_leaders) != n_leaders - leaders or len(s.draft_lore) != n_lore - lore_cards:
        out.append(
            f"the draft rows hold {len(s.draft_leaders)} leaders and {len(s.draft_lore)} lore cards, "
            f"not the {n_leaders - leaders} and {n_lore - lore_cards} left to pick"
        )
    made = draft.picks_made(s)
    for i, seat in enumerate(draft.pick_order(s)):
        picks = (1 if s.leader[seat] else 0) + len(s.lore[seat])
        if picks != made // s.n + (1 if i < made % s.n else 0):
            out.append(f"seat {seat} made {picks} picks: the draft goes round, one pick each (p21)")
    return out


def _extra_slot_problems(s: ArcsState) -> list[str]:
    """Gate and cloud slots hold only what Gate Ports (L08), Gate Stations (L11) and Cloud
    Cities (L09) allow: at most one city and one starport per gate (p21)."""
    out: list[str] = []
    n = s.n
    for gate in reach.GATE_INDEXES:
        codes = [s.slots[k] for k in reach.SYSTEM_SLOTS[gate] if s.slots[k] >= 0]
        cities = [c for c in codes if (c >> 1) & 1]
        ports = [c for c in codes if not (c >> 1) & 1]
        if len(cities) > 1 or len(ports) > 1:
            out.append(f"gate {reach.SYSTEM_IDS[gate]} has more than 1 city or starport")
        # (A building of no seat, a variant's neutral one, needs no lore: the variant checks it.)
        if any(c >> 2 < n and not powers.has(s, c >> 2, "L11") for c in cities):
            out.append(f"a city on gate {reach.SYSTEM_IDS[gate]} without Gate Stations")
        if any(c >> 2 < n and not powers.has(s, c >> 2, "L08") for c in ports):
            out.append(f"a starport on gate {reach.SYSTEM_IDS[gate]} without Gate Ports")
    for k in range(reach.NUM_PRINTED_SLOTS, reach.NUM_SLOTS):
        code = s.slots[k]
        if code >= 0 and code >> 2 < n and not reach.is_gate(reach.SLOT_SYSTEM[k]):
            if not (code >> 1) & 1 or not powers.has(s, code >> 2, "L09"):
                out.append(f"cloud slot {SLOT_NAMES[k]} holds a starport or a city without Cloud Cities")
    return out
