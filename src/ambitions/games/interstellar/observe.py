"""Observations: the one boundary of hidden information (docs/ARCHITECTURE.md).

`observation(state, seat)` is everything `seat` may know: its own Shadow hand (rivals' hands
are counts), the Shadow cards revealed to it for a purchase, its own face-down discards, and
in a combat its own combat order (the opponent's shows only once both sides have arranged, or
where a damaged ship stands when damaged ships fight: the rules keep those face up). Every
other card is public: the displays, the discards, the planets, fleets, techs and the track.
Decks are counts; their contents are what is nowhere else (`position` derives them).
`snapshot(state)` is the same schema with nothing hidden (plus the decks, the seed and the
history); `position.load` reads both.

**Derived keys** (read-only; the position builder ignores them): per seat ``vp`` and
``vp_parts`` (`scoring.PARTS`), ``fleet_combat`` (printed combat value, the tie-break),
``ambitions_met`` (the ambitions it could claim now); ``ultimate_free`` (free ULTIMATE slots
per track); ``winners`` (who shares the victory, once over).
"""

from __future__ import annotations

from typing import Any

from ambitions.core.state import CHANCE
from ambitions.core.words import counted
from ambitions.games.interstellar import data, flow, scoring
from ambitions.games.interstellar.actions import Action
from ambitions.games.interstellar.state import EVENT_NAMES, NUM_EVENTS, Check, InterstellarState

RES = data.RESOURCES


def _tokens(s: InterstellarState, seat: int) -> dict[str, list[int]]:
    base = seat * 30
    return {name: s.tokens[base + t * 5 : base + t * 5 + 5] for t, name in enumerate(data.TRACKS)}


def combat_view(s: InterstellarState, seat: int | None, omniscient: bool) -> dict[str, Any] | None:
    c = s.combat
    if c is None:
        return None
    orders: list[list[int | None]] = []
    for side in (0, 1):
        owner = c.seat_of(side)
        shown: list[int | None] = []
        for i in c.order[side]:
            damaged = s.fleets[owner][i].damage > 0
            visible = omniscient or c.revealed or owner == seat or (c.damaged_mode and damaged)
            shown.append(i if visible else None)
        orders.append(shown)
    return {
        "kind": c.kind,
        "attacker": c.attacker,
        "defender": c.defender,
        "level": c.level,
        "stage": c.stage,
        "index": c.index,
        "damaged_mode": c.damaged_mode,
        "revealed": c.revealed,
        "ships": [c.ships[0][:], c.ships[1][:]],
        "order": orders,
        "armour": c.armour[:],
        "totals": list(c.totals),
        "winner": c.winner,
        "stolen": c.stolen,
        "outnumbered": list(c.outnumbered),
        "emergency": c.emergency or None,
        "hits": [dict(h) for h in c.hits],
        "destroyed": [dict(d) for d in c.destroyed],
        "left": [dict(d) for d in c.left],
        "spoil": c.spoil or None,
    }


def observation(s: InterstellarState, seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The JSON-safe view of `s` for `seat` (``None``: a spectator, public information only)."""
    n = s.n
    vp = scoring.victory_points(s)
    seats = []
    for p in range(n):
        entry: dict[str, Any] = {
            "resources": dict(zip(RES, s.resources[p * 4 : p * 4 + 4], strict=True)),
            "tokens": _tokens(s, p),
            "planets": [
                {"id": h.id, "dev": h.dev, "markers": list(h.markers), "siphoned": h.siphoned}
                for h in s.planets[p]
            ],
            "fleet": [{"ship": h.id, "damage": h.damage} for h in s.fleets[p]],
            "hand_size": len(s.hands[p]),
            "known": list(s.known[p]),
            "acquired": list(s.acquired[p]),
            "fleet_medals": s.fleet_medals[p],
            "shadow_medals": s.shadow_medals[p],
            "captured": s.captured[p],
            "events": dict(zip(EVENT_NAMES, s.events[p * NUM_EVENTS : (p + 1) * NUM_EVENTS], strict=True)),
            "research_penalty": s.research_penalty[p],
            "turns_taken": s.turns_taken[p],
            "vp": vp[p],
            "vp_parts": dict(zip(scoring.PARTS, scoring.vp_parts(s, p), strict=True)),
            "fleet_combat": scoring.fleet_combat(s, p),
            "ambitions_met": scoring.claimable(s, p) if s.ambitions else [],
        }
        if omniscient or seat == p:
            entry["hand"] = sorted(s.hands[p])
        seats.append(entry)
    buyer = s.turn_seat
    sees_revealed = omniscient or (seat is not None and seat == buyer)
    obs: dict[str, Any] = {
        "game": "interstellar",
        "players": n,
        "options": dict(s.options),
        "seat": "all" if omniscient else seat,
        "phase": s.phase(),
        "current_player": s.mover,
        "pending": [list(f) for f in s.stack],
        "start_player": s.start,
        "turn_seat": s.turn_seat,
        "round": s.round,
        "final_turns": s.final_turns,
        "trigger": s.trigger,
        "exchange_turn": s.exchange_turn,
        "exchange_declined": s.exchange_declined,
        "winner": s.winner,
        "winners": scoring.winners(s) if s.winner >= 0 else [],
        "ambitions": [{"id": a, "claims": s.claims[i][:]} for i, a in enumerate(s.ambitions)],
        "techs": {
            "slots": [t or None for t in s.tech_slots],
            "deck_size": len(s.tech_deck),
            "discard": list(s.tech_discard),
            "start_pool": list(s.start_pool),
            "owners": dict(s.tech_owner),
        },
        "mercs": {
            "slots": [m or None for m in s.merc_slots],
            "deck_size": len(s.merc_deck),
            "discard": list(s.merc_discard),
        },
        "planet_stacks": {
            t: {
                "top": s.stack_tops[i] or None,
                "hidden": len(s.stack_hidden[i]),
                "bottom": list(s.stack_bottom[i]),
                "discard": list(s.planet_discard[i]),
            }
            for i, t in enumerate(data.PLANET_TYPES)
        },
        "out_of_play": list(s.out_of_play),
        "colonised": sorted(s.colonised),
        "emergency": {"deck_size": len(s.emergency_deck), "discard": list(s.emergency_discard)},
        "colony_events": {"deck_size": len(s.event_deck), "discard": list(s.event_discard)},
        "shadow": {
            "deck_size": len(s.shadow_deck),
            "discard": [
                {
                    "card": c if owner < 0 or omniscient or owner == seat else None,
                    "seat": owner,  # -1 face up: no owner is -1 throughout, never null
                }
                for c, owner in s.shadow_discard
            ],
            "revealed": sorted(s.revealed) if sees_revealed else None,
            "revealed_size": len(s.revealed),
        },
        "seats": seats,
        "ultimate_free": {name: s.ultimate_free(t) for t, name in enumerate(data.TRACKS)},
        "round_vp": [list(r) for r in s.round_vp],
        "check": _check_view(s.check),
        "combat": combat_view(s, seat, omniscient),
        "last_check": _check_view(s.last_check),
        "last_combat": _last_combat(s),
    }
    if omniscient:
        obs["seed"] = s.seed
        obs["chance_count"] = s.chance_count
        obs["history"] = [str(a) for a in s.history]
        obs["decks"] = {
            "techs": list(s.tech_deck),
            "mercs": list(s.merc_deck),
            "emergency": list(s.emergency_deck),
            "colony_events": list(s.event_deck),
            "shadow": list(s.shadow_deck),
            "planets": {t: list(s.stack_hidden[i]) for i, t in enumerate(data.PLANET_TYPES)},
        }
    elif seat is not None and s.mover == seat:
        obs["legal_actions"] = [str(a) for a in s.legal_actions()]
    return obs


def _last_combat(s: InterstellarState) -> dict[str, Any] | None:
    """The last finished combat's result (`combat.result`), a copy."""
    r = s.last_combat
    if r is None:
        return None
    out = dict(r)
    out["totals"] = list(r["totals"])
    for key in ("hits", "destroyed", "left"):
        out[key] = [dict(x) for x in r[key]]
    return out


def _check_view(c: Check | None) -> dict[str, Any] | None:
    if c is None:
        return None
    return {
        "card": c.card,
        "seat": c.seat,
        "target": c.target,
        "args": list(c.args),
        "modifier": c.modifier,
        "boosts": c.boosts,
        "resists": c.resists,
        "roll": c.roll,
        "success": c.success,
    }


def snapshot(s: InterstellarState) -> dict[str, Any]:
    """The full position as JSON, nothing hidden: `position.load(snapshot(s))` equals `s`."""
    return observation(s, None, omniscient=True)


HIDDEN_CHANCE = frozenset({"deal", "reveal"})
"""Chance outcomes shown only to the seat they go to (the Shadow cards it is dealt or shown)."""
HIDDEN_DECISIONS = frozenset({"keep", "order", "discard", "buy"})
"""Decisions shown only to their seat: which cards it keeps, buys or discards face down, and
its secret combat order."""


NARRATED = frozenset({"raid", "invade"})
"""Decisions that start a combat (which may be fought to its end without another decision)."""
NOTES = " — "
"""Between an action's text and what it caused, in a log line (``roll 46 5 — seat 0's ...``);
no action text holds it."""


def consequences(s: InterstellarState, action: Action) -> list[str]:
    """What applying `action` causes, in words (`narrate`): the hits and damage markers of a
    roll, a combat's totals, winner and destroyed ships, a shadow check's result and effect.
    Only where a combat or a check is under way (or starts): the rest says itself."""
    if s.combat is None and s.check is None and action.kind not in NARRATED:
        return []
    if not flow.is_legal(s, action):
        return []
    copy = s.clone()
    copy.narration = []
    flow.apply(copy, action)
    return copy.narration


def action_text(s: InterstellarState, action: Action, viewer: int | None) -> str:
    """What `viewer` (a seat, or None for a spectator) may see of `action`, about to be taken,
    followed (after `NOTES`) by what it causes that every seat sees."""
    notes = consequences(s, action)
    seen = _seen(s, action, viewer)
    return seen + NOTES + "; ".join(notes) if notes else seen


def _seen(s: InterstellarState, action: Action, viewer: int | None) -> str:
    text = str(action)
    if s.mover == CHANCE:
        if action.kind not in HIDDEN_CHANCE:
            return text
        seat = s.stack[-1][1]
        return (
            text
            if viewer == seat
            else f"{action.kind} {len(action.args) - (1 if action.kind == 'deal' else 0)} cards"
        )
    if viewer is not None and viewer == s.mover:
        return text
    if action.kind == "order":
        return "order (face down)"
    if action.kind == "buy":
        return f"buy {counted(len(action.args), 'card')}"
    if action.kind in ("keep", "discard"):
        return f"{action.kind} (face down)"
    return text
