"""Observations: the one boundary of hidden information (docs/ARCHITECTURE.md).

`observation(state, seat)` is everything `seat` may know and nothing more. Hidden from a seat:
the other seats' hands (their sizes are shown), what they keep in a draft pass before the pass,
what they passed and discarded, the deck, the face-down cards, the phantom's stack and the solo
bots' piles (sizes only). Public: the map, every board, the cards played, the phantom's and the
bots' face-up offers, the start cards left in the pile. `snapshot(state)` is the same schema
with nothing hidden (``"seat": "all"``); `position.load` reads both, which is how
`determinize` and the position builder work.

**The schema.** Clusters are numbers 1-6 and planets ``c.k``; sides are seat numbers, and the
phantom is side 2 in the 2-player mode (``"phantom_side": 2``). None of a thing (no side, no
planet, no cluster, no card) is ``null``, never ``-1``; ``current_player`` is the kernel's
(``-1`` chance, ``-2`` the game is over). ``ships`` lists every side's
ships per gate; ``agents`` each side's planet; ``cities``, ``tokens`` (planets with their token),
``markers`` (each marker's side showing and cluster); ``round`` the lead and this round's plays;
``turn`` the turn under way (the card, its use, the AP left, the once-a-turn flags); ``battle``
a battle under way; ``bot`` a solo bot's turn under way; ``seats`` each seat's board, and the
solo bots' offers. ``events`` is the public log of what no decision shows.

**Derived keys** (read-only, ignored by the position builder): ``influence`` (each cluster's
influence per side), ``round.order`` (the sides in this round's order), ``markers[i].value``,
``legal_actions`` (the deciding seat's own view).
"""

from __future__ import annotations

from typing import Any

from ambitions.core.state import CHANCE
from ambitions.games.arcades import cardplay, data, influence
from ambitions.games.arcades.actions import ArcadesAction
from ambitions.games.arcades.state import (
    ATTACKED,
    COLLECTED,
    COLONIZED,
    PHANTOM,
    RESEARCHED,
    ArcadesState,
    Phase,
)
from ambitions.games.arcades.turn import marker_text, marker_values

RES = data.RESOURCES


def _planet(q: int) -> str | None:
    return data.PLANET_IDS[q] if q >= 0 else None


def _cluster(c: int) -> int | None:
    return c + 1 if c >= 0 else None


def _side(side: int) -> int | None:
    """A side, or null for none (no side is written null everywhere, as no planet, cluster or
    card is)."""
    return side if side >= 0 else None


def observation(s: ArcadesState, seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The JSON-safe view of `s` for `seat` (None: a spectator, public information only)."""
    n, m = s.n, s.sides

    def sees(owner: int) -> bool:
        return omniscient or (seat is not None and owner == seat)

    ships = []
    for i, (f, d) in enumerate(zip(s.fresh, s.damaged, strict=True)):
        if f or d:
            ships.append({"cluster": i // m + 1, "side": i % m, "fresh": f, "damaged": d})
    seats = []
    for p in range(n):
        base = p * data.BOARD_SLOTS
        held = s.trophies[p * m : (p + 1) * m]
        entry: dict[str, Any] = {
            "power": s.power[p],
            "bot": s.bots[p],
            "supply": s.supply[p],
            "fleet": s.fleet[p],
            "removed": s.removed[p],
            "cities_left": s.cities_left[p],
            "advances": [name for a, name in enumerate(data.ADVANCES) if s.advances[p] >> a & 1],
            "resources": [RES[r] if r >= 0 else None for r in s.resources[base : base + data.BOARD_SLOTS]],
            "trophies": [{"owner": o, "count": c} for o, c in enumerate(held) if c],
            "kills": s.kills[p],
            "hand_size": len(s.hands[p]),
            "kept_chosen": bool(s.kept[p]),
            "discarded_count": len(s.discarded[p]),
            "offer": list(s.offers[p]),
            "pile_size": len(s.piles[p]),
        }
        if sees(p):
            entry["hand"] = list(s.hands[p])
            entry["kept"] = list(s.kept[p])
            entry["passed"] = list(s.passed[p])
            entry["discarded"] = list(s.discarded[p])
        if omniscient:
            entry["pile"] = list(s.piles[p])
        seats.append(entry)
    obs: dict[str, Any] = {
        "game": "arcades",
        "players": n,
        "options": dict(s.options),
        "mode": s.mode,
        "seat": "all" if omniscient else seat,
        "phantom_side": PHANTOM if s.phantom else None,
        "chapter": s.chapter,
        "phase": s.phase,
        "current_player": s.mover,
        "threshold": s.threshold,
        "initiative": _side(s.initiative),
        "human": _side(s.human),
        "setup": [[step, _side(side), _cluster(c)] for step, side, c in s.setup_steps],
        "start_pile": list(s.start_pile),
        "start_discard": list(s.start_discard),
        "markers": [
            {
                "value": marker_text(marker_values(s, i)),
                "flipped": s.marker_flipped[i],
                "cluster": _cluster(s.marker_at[i]),
            }
            for i in range(len(data.MARKERS))
        ],
        "draft_pass": s.draft_pass,
        "round": {
            "lead": _side(s.lead_side),
            "zeroed": s.zeroed,
            "turn": s.round_turn,
            "plays": [{"side": side, "card": card} for side, card in s.plays],
            "order": cardplay.round_order(s) if s.lead_side >= 0 else [],
        },
        "played": list(s.played),
        "turn": {
            "side": _side(s.turn_side),
            "card": s.turn_card or None,
            "mode": s.turn_mode,
            "ap": s.ap,
            "researched": bool(s.turn_flags & RESEARCHED),
            "colonized": bool(s.turn_flags & COLONIZED),
            "collected": bool(s.turn_flags & COLLECTED),
            "attacked": bool(s.turn_flags & ATTACKED),
        },
        "bot": {"stage": s.bot_stage, "start": _cluster(s.bot_start), "runs": s.bot_runs},
        "battle": {
            "attacker": _side(s.battle_attacker),
            "cluster": _cluster(s.battle_cluster),
            "defender": _side(s.battle_defender),
            "stage": s.battle_stage,
            "dice": list(s.battle_dice),
            "faces": [f"{data.DIE_LETTERS[d]}{f}" for d, f in s.battle_faces],
            "rerolled": s.battle_rerolled,
            "self_hits": s.battle_self,
            "intercepts": s.battle_intercept,
            "hits": s.battle_hits,
            "keys": s.battle_keys,
            "pyramids": s.battle_pyramids,
            "first": s.battle_first,
            "resume": s.battle_resume,
        },
        "ships": ships,
        "agents": [_planet(q) for q in s.agents],
        "cities": [
            {"planet": data.PLANET_IDS[q], "seat": code >> 1, "fresh": bool(code & 1)}
            for q, code in enumerate(s.cities)
            if code >= 0
        ],
        "tokens": [data.PLANET_IDS[q] for q in range(data.PLANETS) if s.tokens[q]],
        "resource_supply": {RES[r]: c for r, c in enumerate(s.resource_supply)},
        "extra_tokens": s.extra_tokens,
        "seats": seats,
        "phantom": (
            {
                "supply": s.supply[PHANTOM],
                "offer": list(s.phantom_offer),
                "stack_size": len(s.phantom_stack),
            }
            if s.phantom
            else None
        ),
        "deck_size": len(s.deck),
        "facedown_size": len(s.facedown),
        "drops": [
            {
                "seat": p,
                "resource": RES[r],
                "planet": _planet(q),
                "stolen_from": (
                    {"seat": k // data.BOARD_SLOTS, "slot": k % data.BOARD_SLOTS + 1} if k >= 0 else None
                ),
            }
            for p, r, q, k in s.drops
        ],
        "compensation": list(s.compensation),
        "redeploy": {"ships": s.redeploy, "avoid": _cluster(s.redeploy_avoid)},
        "resume_phase": s.resume_phase,
        "events": list(s.events),
        "chapter_power": [row[:] for row in s.chapter_power],
        "winner": _side(s.winner),
        "influence": {str(c + 1): influence.influences(s, c) for c in range(data.CLUSTERS)},
    }
    if omniscient:
        obs["deck"] = list(s.deck)
        obs["facedown"] = list(s.facedown)
        if s.phantom:
            obs["phantom"]["stack"] = list(s.phantom_stack)
        obs["seed"] = s.seed
        obs["chance_count"] = s.chance_count
        obs["history"] = [str(a) for a in s.history]
    elif seat is not None and s.mover == seat:
        obs["legal_actions"] = [str(a) for a in s.legal_actions()]
    return obs


def snapshot(s: ArcadesState) -> dict[str, Any]:
    """The whole position as JSON, nothing hidden: `position.load(snapshot(s))` equals `s`."""
    return observation(s, None, omniscient=True)


PUBLIC_CHANCE = frozenset({"initiative", "start", "roll"})
"""Chance outcomes everyone sees in full; a deal, the bots' cards and the phantom's stack show
only their kind."""


def action_text(s: ArcadesState, action: ArcadesAction, viewer: int | None) -> str:
    """What `viewer` (a seat, or None for a spectator) may see of `action`, about to be taken:
    a draft keep and a face-down discard show only their kind to the others."""
    text = str(action)
    if s.mover == CHANCE:
        return text if action.kind in PUBLIC_CHANCE else action.kind
    if viewer is not None and viewer == s.mover:
        return text
    if s.phase == Phase.DRAFT:
        return "keep (hidden)"
    if s.phase == Phase.DISCARD:
        return "discard (face down)"
    return text
