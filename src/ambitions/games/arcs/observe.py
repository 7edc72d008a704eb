"""Observations: the one boundary of hidden information (docs/ARCHITECTURE.md).

`observation(state, seat)` is everything `seat` may know and nothing more: rival hands are
counts, the Court deck and undealt action cards are counts, and face-down plays (Copy, seizing,
a mulligan's discarded hand) show their card only to their owner. The cards Farseers' Prelude
shuffled onto the action discard show to nobody: nobody knows their order (`court.farseers_draw`).
`snapshot(state)` is the same schema with nothing hidden; `position.load` reads both, which is how
`determinize` and the position builder work.

**Derived keys.** What a person at the table sees at a glance, computed by the rules' own
functions, read-only (the position builder ignores them) and the same for every viewer:

* ``control``: ``{"1.0": 2, "1.1": null, ...}``, each in-play system's controller
  (`ArcsState.controller`: more fresh ships than each rival, p7), or null.
* per seat, ``seats[i]``:

  - ``open_slots``: the seat's open resource slots, whether they hold a resource or not: the
    board's, by cities left on it (p7), plus the Ancient Holdings slot (L13) when it has it;
    ``empty_slots``: those of them holding nothing (`resources.empty_slots`, what "gain up to
    your number of empty resource slots" counts); ``holdings_slot``: true when the seat has
    the Ancient Holdings slot (its resource is ``holdings``).
  - ``ambitions``: ``{"tycoon": 3, "tyrant": 0, "warlord": 1, "keeper": 0, "empath": 2}``, the
    seat's count toward each ambition exactly as chapter scoring counts it (p18,
    `chapter.ambition_counts`: resources, Guild cards of the suit, Cartels' supplies and other
    card powers, Captives, Trophies).
  - ``city_bonuses``: the board's five city slots, left to right: ``{"slot": 1,
    "resource_slots": [2], "bonus_power": 0, "uncovered": true}``; ``resource_slots`` are the
    indexes in ``resources`` of the slots it opens, ``bonus_power`` what it adds to won
    ambitions (+2, +3; p18), ``uncovered`` whether its city has left the board.

* ``phantom_ambitions``: with 2 players, the phantom player's counts (the resources on the
  ambition boxes, p19; Weapons count as Trophies, nothing for Tyrant), keyed like a seat's
  ``ambitions``; null with 3 or 4 players.
* ``markers[i]["value"]``: the side of ambition marker `i` showing, ``"5/3"`` (first / second
  place Power; flipped ``"9/4"``, ``"6/3"``, ``"4/2"``).
* ``chapter_scoring``: one entry per chapter scored, ``{"chapter": 1, "ambitions": [...]}``,
  each declared ambition in box order: ``{"ambition": "tycoon", "markers": ["5/3"],
  "first_power": 5, "second_power": 3, "counts": [4, 2, 0], "phantom": null, "first": 0,
  "second": [1], "bonus": 2, "gained": [7, 3, 0]}``: the markers in its box (sides showing
  then) and their sums, each seat's count (``phantom``: the phantom's, 2 players), the untied
  first place and the seats placing second (a seat, or ``"phantom"``; first null when tied or
  nobody qualified, p18), the bonus city Power added to first place's Power, and the Power each
  seat gained (leaders' scoring modifiers applied). ``chapter_scores`` keeps the per-seat
  totals. Unlike the keys above it is history, not derived: the position builder must read it
  (`scoring_from_json`).

**No seat is null.** A field that names a seat and may name none (``seized_by``, ``lead.seat``,
``turn.seat``, ``battle.defender``, an action discard's ``seat``, ``winner``, ``control``) is
null then, as no card, no system or no ambition are (the state's -1; positions still read -1,
which observations wrote before and saved campaign files hold). ``current_player`` keeps the
kernel's codes (-1 chance, -2 over); ``choices`` are the engine's steps as they are (seat -1:
its own steps).

**Orders.** ``court_deck`` (snapshots only) lists the Court deck top card first, as a person
reads it (`ArcsState.court_deck` keeps the top card last, where it is drawn from); ``court`` is
the Court row left to right; ``court_discard`` and ``action_discard`` list their piles bottom
first (oldest first).
"""

from __future__ import annotations

from typing import Any, NoReturn

from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE
from ambitions.games.arcs import data, reach, resources
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.cardplay import marker_values
from ambitions.games.arcs.chapter import ambition_counts, phantom_count
from ambitions.games.arcs.standard_actions import SLOT_NAMES
from ambitions.games.arcs.state import (
    BOARD_RESOURCE_SLOTS,
    HOLDINGS_SLOT,
    NUM_PIECE_KINDS,
    PIECE_NAMES,
    RESOURCE_SLOTS,
    ArcsState,
    ChapterScoring,
    Phase,
)

RES = data.RESOURCES
AMBITIONS = data.AMBITIONS


def _bits(mask: int) -> list[str]:
    return [RES[r] for r in range(5) if mask >> r & 1]


def _city_slot_uncovers() -> tuple[tuple[tuple[int, ...], int], ...]:
    """What each of the board's city slots uncovers, left to right: (the resource slots it
    opens, as indexes into a seat's ``resources``; the bonus city Power it adds).

    Read from the board data the rules use (`data.OPEN_RESOURCE_SLOTS`,
    `data.BONUS_POWER_BY_CITIES_LEFT`): a city is built from the leftmost on the board (p12) and
    returns to the rightmost empty slot (p19), so the k-th slot (1-based) is uncovered once at
    most ``CITY_SLOTS - k`` cities are left on it.
    """
    out = []
    for k in range(1, data.CITY_SLOTS + 1):
        before, after = data.CITY_SLOTS - k + 1, data.CITY_SLOTS - k
        opened = range(data.OPEN_RESOURCE_SLOTS[before], data.OPEN_RESOURCE_SLOTS[after])
        bonus = data.BONUS_POWER_BY_CITIES_LEFT[after] - data.BONUS_POWER_BY_CITIES_LEFT[before]
        out.append((tuple(opened), bonus))
    return tuple(out)


CITY_SLOT_UNCOVERS: tuple[tuple[tuple[int, ...], int], ...] = _city_slot_uncovers()
"""Per city slot of a player board, left to right: (resource slots opened, bonus city Power)."""


def city_bonuses(cities_left: int) -> list[dict[str, Any]]:
    """A seat's ``city_bonuses``: each city slot of its board (1-5, left to right), what it
    uncovers and whether it is uncovered now (its city has left the board; p7, p18)."""
    return [
        {"slot": k, "resource_slots": list(opened), "bonus_power": bonus, "uncovered": cities_left <= most}
        for k, opened, bonus, most in _CITY_ROWS
    ]


_CITY_ROWS = tuple(
    (k + 1, opened, bonus, data.CITY_SLOTS - k - 1) for k, (opened, bonus) in enumerate(CITY_SLOT_UNCOVERS)
)
"""`city_bonuses`' rows: (slot, resource slots, bonus, the most cities left with it uncovered)."""


def marker_text(first: int, second: int) -> str:
    """An ambition marker's side as people name it: ``5/3`` (first / second place Power)."""
    return f"{first}/{second}"


def chapter_scoring(
    scoring: list[ChapterScoring], players: int, names: tuple[str, ...] = AMBITIONS
) -> list[dict[str, Any]]:
    """The observation's ``chapter_scoring``: `ArcsState.chapter_scoring` as JSON (see
    `observation`)."""

    def place(i: int) -> int | str:
        return "phantom" if i >= players else i

    out = []
    for chapter, table in scoring:
        rows = []
        for amb, values, counts, first, seconds, bonus, gained in table:
            rows.append(
                {
                    "ambition": names[amb],
                    "markers": [marker_text(f, sec) for f, sec in values],
                    "first_power": sum(v[0] for v in values),
                    "second_power": sum(v[1] for v in values),
                    "counts": list(counts[:players]),
                    "phantom": counts[players] if len(counts) > players else None,
                    "first": place(first) if first >= 0 else None,
                    "second": [place(i) for i in seconds],
                    "bonus": bonus,
                    "gained": list(gained),
                }
            )
        out.append({"chapter": chapter, "ambitions": rows})
    return out


_SCORING_KEYS = frozenset({"chapter", "ambitions"})
_SCORED_KEYS = frozenset(
    {
        "ambition",
        "markers",
        "first_power",
        "second_power",
        "counts",
        "phantom",
        "first",
        "second",
        "bonus",
        "gained",
    }
)
_MARKER_SIDES = {marker_text(*side): side for marker in data.AMBITION_MARKERS for side in marker}


def scoring_from_json(entries: Any, players: int, names: tuple[str, ...] = AMBITIONS) -> list[ChapterScoring]:
    """`ArcsState.chapter_scoring` from an observation's ``chapter_scoring`` (the inverse of
    `chapter_scoring`, for `position.load`; omitted or null: none). ``first_power`` and
    ``second_power`` are the markers' sums and are not read. Raises `InvalidRecord` naming the
    field for anything malformed."""

    def fail(field: str, what: str, value: Any) -> NoReturn:
        raise InvalidRecord(f"{field} must be {what}, not {value!r:.60}")

    def items(value: Any, field: str) -> list[Any]:
        if not isinstance(value, list | tuple):
            fail(field, "a list", value)
        return list(value)

    def fields(value: Any, field: str, known: frozenset[str]) -> dict[str, Any]:
        if not isinstance(value, dict):
            fail(field, "an object", value)
        unknown = sorted(set(value) - known)
        if unknown:
            raise InvalidRecord(f"{field} has unknown keys {unknown}; known: {', '.join(sorted(known))}")
        return value

    def whole(value: Any, field: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            fail(field, "a whole number", value)
        return value

    def place(value: Any, field: str) -> int:
        if players == 2 and value == "phantom":
            return players
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players:
            return value
        fail(field, f"a seat 0..{players - 1}" + (' or "phantom"' if players == 2 else ""), value)

    def per_seat(value: Any, field: str) -> list[int]:
        values = items(value, field)
        if len(values) != players:
            fail(field, f"a list of {players} numbers, one per seat", value)
        return [whole(v, f"{field}[{p}]") for p, v in enumerate(values)]

    out: list[ChapterScoring] = []
    for i, raw in enumerate(items(entries if entries is not None else [], "chapter_scoring")):
        f = f"chapter_scoring[{i}]"
        entry = fields(raw, f, _SCORING_KEYS)
        chapter = whole(entry.get("chapter"), f"{f}.chapter")
        table = []
        for j, raw_row in enumerate(items(entry.get("ambitions", []), f"{f}.ambitions")):
            g = f"{f}.ambitions[{j}]"
            row = fields(raw_row, g, _SCORED_KEYS)
            ambition = row.get("ambition")
            if not isinstance(ambition, str) or ambition not in names:
                fail(f"{g}.ambition", f"one of {', '.join(names)}", ambition)
            values = []
            for k, side in enumerate(items(row.get("markers"), f"{g}.markers")):
                if not isinstance(side, str) or side not in _MARKER_SIDES:
                    fail(f"{g}.markers[{k}]", f"a marker's side ({', '.join(_MARKER_SIDES)})", side)
                values.append(_MARKER_SIDES[side])
            counts = per_seat(row.get("counts"), f"{g}.counts")
            if players == 2:
                counts.append(whole(row.get("phantom"), f"{g}.phantom"))
            first = row.get("first")
            table.append(
                (
                    names.index(ambition),
                    tuple(values),
                    tuple(counts),
                    -1 if first is None else place(first, f"{g}.first"),
                    tuple(
                        place(x, f"{g}.second[{k}]")
                        for k, x in enumerate(items(row.get("second", []), f"{g}.second"))
                    ),
                    whole(row.get("bonus", 0), f"{g}.bonus"),
                    tuple(per_seat(row.get("gained"), f"{g}.gained")),
                )
            )
        out.append((chapter, tuple(table)))
    return out


def observation(s: ArcsState, seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The JSON-safe view of `s` for `seat` (``None``: a spectator, public information only)."""
    n = s.n
    names, in_play = s.AMBITION_NAMES, s.ambitions_in_play()

    def sees(owner: int) -> bool:
        return omniscient or (seat is not None and owner == seat)

    ships = []
    for i, (f, d) in enumerate(zip(s.fresh, s.damaged, strict=True)):
        if f or d:  # i = system * n + seat
            ships.append({"system": reach.SYSTEM_IDS[i // n], "seat": i % n, "fresh": f, "damaged": d})
    buildings = []
    for k, code in enumerate(s.slots):
        if code >= 0:
            buildings.append(
                {
                    "slot": SLOT_NAMES[k],
                    "seat": code >> 2,
                    "kind": "city" if (code >> 1) & 1 else "starport",
                    "damaged": bool(code & 1),
                }
            )
    seats = []
    for p in range(n):
        trophies = []
        held = s.trophies[p * n * NUM_PIECE_KINDS : (p + 1) * n * NUM_PIECE_KINDS]
        if any(held):
            for i, count in enumerate(held):  # i = owner * NUM_PIECE_KINDS + kind
                if count:
                    trophies.append(
                        {
                            "owner": i // NUM_PIECE_KINDS,
                            "piece": PIECE_NAMES[i % NUM_PIECE_KINDS],
                            "count": count,
                        }
                    )
        base = p * RESOURCE_SLOTS
        holding = s.resources[base + HOLDINGS_SLOT]
        counts = ambition_counts(s, p)
        holdings_slot = resources.has_holdings(s, p)
        entry: dict[str, Any] = {
            "power": s.power[p],
            "cities_left": s.cities_left[p],
            "ships": s.ships[p],
            "agents": s.agents[p],
            "starports": s.starports[p],
            "resources": [
                RES[r] if r >= 0 else None for r in s.resources[base : base + BOARD_RESOURCE_SLOTS]
            ],
            "holdings": RES[holding] if holding >= 0 else None,  # Ancient Holdings' slot (L13)
            "holdings_slot": holdings_slot,
            "open_slots": s.open_slots(p) + (1 if holdings_slot else 0),
            "empty_slots": resources.empty_slots(s, p),
            "outrage": _bits(s.outrage[p]),
            "outrage_placeholder": _bits(s.outrage_placeholder[p]),
            "guild": list(s.guild[p]),
            "trophies": trophies,
            "captives": s.captives[p * n : (p + 1) * n],
            "hand_size": len(s.hands[p]),
            "leader": s.leader[p] or None,
            "lore": list(s.lore[p]),
            "ambitions": {names[a]: counts[a] for a in in_play},
            "city_bonuses": city_bonuses(s.cities_left[p]),
        }
        if sees(p):
            entry["hand"] = sorted(s.hands[p])
        seats.append(entry)
    obs: dict[str, Any] = {
        "game": "arcs",
        "players": n,
        "options": dict(s.options),
        "seat": "all" if omniscient else seat,
        "chapter": s.chapter,
        "phase": s.phase,
        "current_player": s.mover,
        "setup_card": s.setup_card,
        "out_of_play": list(s.out_of_play),
        "initiative": s.initiative,
        "seized_by": _seat(s.seized_by),
        "passes": s.passes,
        "round_turn": s.round_turn,
        "lead": {
            "card": s.lead_card or None,
            "seat": _seat(s.lead_seat),
            "zeroed": s.zeroed,
            "declared": s.declared_with_lead,
        },
        "plays": [
            {"seat": p, "card": c if mode not in ("copy", "seize") or sees(p) else None, "mode": mode}
            for p, c, mode in s.plays
        ],
        "turn": {
            "seat": _seat(s.turn_seat),
            "card": (s.turn_card if s.turn_mode != "copy" or sees(s.turn_seat) else None) or None,
            "mode": s.turn_mode or None,
            "pips": s.pips,
            "prelude_open": s.prelude_open,
            "pre_open": s.pre_open,
            "taxed": [SLOT_NAMES[k] for k in s.taxed],
            "ship_built": [SLOT_NAMES[k] for k in s.ship_built],
            "spent_pending": {RES[r]: c for r, c in enumerate(s.spent_pending) if c},
            "weapon_battle": s.weapon_battle,
        },
        "battle": {
            "system": reach.SYSTEM_IDS[s.battle_system] if s.battle_system >= 0 else None,
            "defender": _seat(s.battle_defender),
            "stage": s.battle_stage or None,
            "dice": list(s.battle_dice),
            "hits": s.battle_hits,
            "self_hits": s.battle_self,
            "building_hits": s.battle_bhits,
            "keys": s.battle_keys,
            "intercepts": s.battle_intercepts,
            "intercepted": s.battle_intercepted,
            "ransacks": list(s.ransacks),
            "faces": [f"{'ASR'[d]}{f}" for d, f in s.battle_faces],
            "rerolls": list(s.battle_rerolls),
            "rerolled": [f"{'ASR'[d]}{f}" for d, f in s.battle_rerolled],
            "attacking_fresh": s.battle_attacking_fresh,
            "attacking_damaged": s.battle_attacking_damaged,
            "start_all_fresh": s.battle_start_all_fresh,
            "attacker_trophies": s.battle_trophies,
        },
        "resume_phase": s.resume_phase or None,
        "choices": [list(c) for c in s.choices],
        "unions": [{"seat": p, "union": u, "card": c} for p, u, c in s.unions],
        "revealed": [{"seat": p, "rival": r, "cards": list(cards)} for p, r, cards in s.revealed if sees(p)],
        "secured_in_prelude": list(s.secured_in_prelude),
        "turn_flags": list(s.turn_flags),
        "declared_this_round": s.declared_this_round,
        "catapult": {
            "at": reach.SYSTEM_IDS[s.catapult_at] if s.catapult_at >= 0 else None,
            "fresh": s.catapult_fresh,
            "damaged": s.catapult_damaged,
            "path": [reach.SYSTEM_IDS[x] for x in s.catapult_path],
        },
        "moved_fresh": [reach.SYSTEM_IDS[x] for x in s.moved_fresh],
        "sprinters": [reach.SYSTEM_IDS[x] for x in s.sprinters],
        "draft": {"leaders": list(s.draft_leaders), "lore": list(s.draft_lore)},
        "discard_queue": [{"seat": i // 8, "resource": RES[i % 8]} for i in s.discard_queue],
        "ships": ships,
        "buildings": buildings,
        "seats": seats,
        "resource_supply": {RES[r]: c for r, c in enumerate(s.resource_supply)},
        "box_resources": {RES[r]: c for r, c in enumerate(s.box_resources)},
        "court": [
            {"card": cid or None, "agents": s.court_agents[i * n : (i + 1) * n]}
            for i, cid in enumerate(s.court)
        ],
        "court_deck_size": len(s.court_deck),
        "court_discard": list(s.court_discard),
        "markers": [
            {
                "value": marker_text(*marker_values(s, i)),
                "flipped": s.marker_flipped[i],
                "box": names[s.marker_box[i]] if s.marker_box[i] >= 0 else None,
            }
            for i in range(3)
        ],
        "phantom_ambitions": ({names[amb]: phantom_count(s, amb) for amb in in_play} if n == 2 else None),
        "action_discard": [
            {"card": c if up or sees(p) else None, "faceup": up, "seat": _seat(p)}
            for c, up, p in s.action_discard
        ],
        "undealt_size": len(s.action_undealt),
        "chapter_scores": [row[:] for row in s.chapter_scores],
        "chapter_scoring": chapter_scoring(s.chapter_scoring, n, s.AMBITION_NAMES),
        "control": {
            reach.SYSTEM_IDS[x]: (c if (c := s.controller(x)) >= 0 else None)
            for x in range(reach.NUM_SYSTEMS)
            if s.in_play[x]
        },
        "winner": _seat(s.winner),
    }
    if omniscient:
        obs["court_deck"] = s.court_deck[::-1]  # top first (the state keeps the top last)
        obs["undealt"] = list(s.action_undealt)
        obs["seed"] = s.seed
        obs["chance_count"] = s.chance_count
        obs["history"] = [str(a) for a in s.history]
    elif seat is not None and s.mover == seat:
        obs["legal_actions"] = [str(a) for a in s.legal_actions()]
    return obs


def _seat(seat: int) -> int | None:
    """A seat as observations write it: null for no seat (the state's -1), as for no card, no
    system or no ambition."""
    return seat if seat >= 0 else None


def snapshot(s: ArcsState) -> dict[str, Any]:
    """The full position as JSON, nothing hidden: `position.load(snapshot(s))` equals `s`."""
    return observation(s, None, omniscient=True)


PUBLIC_CHANCE = frozenset({"initiative", "setup", "draft", "roll"})  # the draft rows are face up
"""Chance outcomes everyone sees in full; deals, draws and shuffles (the Court deck's, the cards
Farseers discards) show only their kind."""


def action_text(s: ArcsState, action: ArcsAction, viewer: int | None) -> str:
    """What `viewer` (a seat, or None for a spectator) may see of `action`, about to be taken.

    Call it before applying the action. Face-down plays show only their kind to others; a deal,
    draw or shuffle shows only its kind; Farseers' look at a hand, its swap and its discards show
    their cards only to the seats involved.
    """
    text = str(action)
    if s.mover == CHANCE:
        return text if action.kind in PUBLIC_CHANCE else action.kind
    if viewer is not None and viewer == s.mover:
        return text
    if action.kind in ("copy", "seize"):
        return f"{action.kind} (face down)"
    if action.kind == "choose" and s.phase == Phase.CHOICE and s.choices:
        seat, power, step = s.choices[-1][:3]
        if power == "BC17" and step == "swap" and viewer == s.choices[-1][3]:
            return text  # the Rival sees the swap they take part in
        if power == "BC17" and step in ("swap", "discard"):
            return "choose (hidden)"
    return text
