"""Observations: the one boundary of hidden information (docs/ARCHITECTURE.md).

`observation(state, seat)` is everything `seat` may know and nothing more: rival hands are
counts, the Court deck and undealt action cards are counts, and face-down plays (Copy, seizing,
a mulligan's discarded hand) show their card only to their owner. The cards Farseers' Prelude
shuffled onto the action discard show to nobody: nobody knows their order (`court.farseers_draw`).
`snapshot(state)` is the same schema with nothing hidden; `position.load` reads both, which is how
`determinize` and the position builder work.
"""

from __future__ import annotations

from typing import Any

from ambitions.core.state import CHANCE
from ambitions.games.arcs import data, reach
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.standard_actions import SLOT_NAMES
from ambitions.games.arcs.state import (
    BOARD_RESOURCE_SLOTS,
    HOLDINGS_SLOT,
    NUM_PIECE_KINDS,
    PIECE_NAMES,
    RESOURCE_SLOTS,
    ArcsState,
    Phase,
)

RES = data.RESOURCES


def _bits(mask: int) -> list[str]:
    return [RES[r] for r in range(5) if mask >> r & 1]


def observation(s: ArcsState, seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The JSON-safe view of `s` for `seat` (``None``: a spectator, public information only)."""
    n = s.n

    def sees(owner: int) -> bool:
        return omniscient or (seat is not None and owner == seat)

    ships = []
    for system in range(reach.NUM_SYSTEMS):
        for p in range(n):
            f, d = s.fresh[system * n + p], s.damaged[system * n + p]
            if f or d:
                ships.append({"system": reach.SYSTEM_IDS[system], "seat": p, "fresh": f, "damaged": d})
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
        for owner in range(n):
            for kind in range(NUM_PIECE_KINDS):
                count = s.trophies[(p * n + owner) * NUM_PIECE_KINDS + kind]
                if count:
                    trophies.append({"owner": owner, "piece": PIECE_NAMES[kind], "count": count})
        base = p * RESOURCE_SLOTS
        holding = s.resources[base + HOLDINGS_SLOT]
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
            "outrage": _bits(s.outrage[p]),
            "outrage_placeholder": _bits(s.outrage_placeholder[p]),
            "guild": list(s.guild[p]),
            "trophies": trophies,
            "captives": s.captives[p * n : (p + 1) * n],
            "hand_size": len(s.hands[p]),
            "leader": s.leader[p] or None,
            "lore": list(s.lore[p]),
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
        "seized_by": s.seized_by,
        "passes": s.passes,
        "round_turn": s.round_turn,
        "lead": {
            "card": s.lead_card or None,
            "seat": s.lead_seat,
            "zeroed": s.zeroed,
            "declared": s.declared_with_lead,
        },
        "plays": [
            {"seat": p, "card": c if mode not in ("copy", "seize") or sees(p) else None, "mode": mode}
            for p, c, mode in s.plays
        ],
        "turn": {
            "seat": s.turn_seat,
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
            "defender": s.battle_defender,
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
                "flipped": s.marker_flipped[i],
                "box": data.AMBITIONS[s.marker_box[i]] if s.marker_box[i] >= 0 else None,
            }
            for i in range(3)
        ],
        "action_discard": [
            {"card": c if up or sees(p) else None, "faceup": up, "seat": p} for c, up, p in s.action_discard
        ],
        "undealt_size": len(s.action_undealt),
        "chapter_scores": [row[:] for row in s.chapter_scores],
        "winner": s.winner,
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
