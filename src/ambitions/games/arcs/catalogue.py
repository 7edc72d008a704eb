"""The public catalogue of Arcs: what every front end may show without asking the game.

`catalogue()` is the JSON the server serves at ``/api/games/arcs/catalogue`` (the
`GameSpec.catalogue` hook) and the browser view draws from: card names and texts (short
paraphrases, as in `data`), the map (systems, planet types, building slots, adjacency), dice
faces, ambitions and their markers, the player board's slots. It is built from `data` and `reach`
only, so it is the same for every game and every viewer: nothing in it depends on a deal, a deck
order or a hand.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ambitions.games.arcs import data, reach
from ambitions.games.arcs.actions import DIE_LETTERS, FACE_NAMES


def _action_card(card: data.ActionCard) -> dict[str, Any]:
    suit = data.SUIT_NAMES[card.suit]
    actions = ", ".join(data.SUIT_ACTIONS[card.suit])
    if card.ambition is None:
        ambition = "no ambition"
    elif card.ambition == "any":
        ambition = "declares any ambition"
    else:
        ambition = f"declares {card.ambition.capitalize()}"
    return {
        "id": card.id,
        "kind": "action",
        "name": f"{suit} {card.number}",
        "suit": card.suit,
        "suit_name": suit,
        "number": card.number,
        "pips": card.pips,
        "ambition": card.ambition,
        "text": f"{suit} {card.number}: {card.pips} action{'s' if card.pips > 1 else ''} "
        f"({actions}); {ambition}.",
    }


def court_card(card: data.CourtCard) -> dict[str, Any]:
    """A Court card's catalogue entry (a game extending Arcs lists its own cards so too)."""
    kind = f"{card.suit.capitalize()} Guild" if card.suit else "Vox"
    keys = f", raid cost {card.keys} key{'s' if card.keys != 1 else ''}" if card.keys else ""
    return {
        "id": card.id,
        "kind": card.kind,
        "name": card.name,
        "suit": card.suit,
        "keys": card.keys,
        "text": f"{card.name} ({kind}{keys}): {card.summary}",
    }


def _leader(leader: data.Leader) -> dict[str, Any]:
    abilities = " ".join(f"{name}: {text}" for name, text in leader.abilities)
    return {
        "id": leader.id,
        "kind": "leader",
        "name": leader.name,
        "abilities": [{"name": name, "text": text} for name, text in leader.abilities],
        "resources": list(leader.resources),
        "text": f"{leader.name} (leader). {abilities} Starts with {' and '.join(leader.resources)}.",
    }


def _lore(lore: data.Lore) -> dict[str, Any]:
    return {"id": lore.id, "kind": "lore", "name": lore.name, "text": f"{lore.name} (lore): {lore.summary}"}


def _system(index: int) -> dict[str, Any]:
    from ambitions.games.arcs.standard_actions import SLOT_NAMES

    sid = reach.SYSTEM_IDS[index]
    gate = reach.is_gate(index)
    slots = reach.SYSTEM_SLOTS[index]
    return {
        "id": sid,
        "cluster": reach.cluster_of(index),
        "gate": gate,
        "type": None if gate else data.PLANET_TYPE[sid],
        "slots": [SLOT_NAMES[k] for k in slots if not reach.is_extra_slot(k)],
        "extra_slots": [SLOT_NAMES[k] for k in slots if reach.is_extra_slot(k)],
    }


@cache
def _build() -> dict[str, Any]:
    # The rule modules are imported here, not at the top: the package imports this module while
    # its rule modules, which import one another, are still loading.
    from ambitions.games.arcs.observe import CITY_SLOT_UNCOVERS, marker_text

    adjacency = reach.build_adjacency(())
    cards: dict[str, dict[str, Any]] = {}
    for action in data.ACTION_CARDS:
        cards[action.id] = _action_card(action)
    for court in data.COURT_CARDS:
        cards[court.id] = court_card(court)
    for leader in data.LEADERS:
        cards[leader.id] = _leader(leader)
    for lore in data.LORE:
        cards[lore.id] = _lore(lore)
    return {
        "game": "arcs",
        "resources": list(data.RESOURCES),
        "ambitions": list(data.AMBITIONS),
        "suits": {
            code: {"name": name, "actions": list(data.SUIT_ACTIONS[code])}
            for code, name in data.SUIT_NAMES.items()
        },
        "cards": cards,
        "setup_cards": {
            c.id: {"name": c.name, "players": c.players, "out_of_play": list(c.out_of_play)}
            for c in data.SETUP_CARDS
        },
        "map": {
            "clusters": list(data.CLUSTERS),
            "systems": [_system(i) for i in range(reach.NUM_SYSTEMS)],
            "adjacent": sorted(
                [reach.SYSTEM_IDS[a], reach.SYSTEM_IDS[b]]
                for a, near in enumerate(adjacency)
                for b in near
                if a < b
            ),
        },
        "dice": {
            die: {"letter": DIE_LETTERS[d], "faces": list(FACE_NAMES[die])}
            for d, die in enumerate(data.DIE_TYPES)
        },
        "markers": [{"sides": [marker_text(*side) for side in marker]} for marker in data.AMBITION_MARKERS],
        "player_board": {
            "resource_raid_costs": list(data.RESOURCE_SLOT_RAID_COST),
            "holdings_raid_cost": data.ANCIENT_HOLDINGS_RAID_COST,
            "city_slots": [
                {"slot": k + 1, "resource_slots": list(opened), "bonus_power": bonus}
                for k, (opened, bonus) in enumerate(CITY_SLOT_UNCOVERS)
            ],
            "ships": data.SHIPS_PER_PLAYER,
            "agents": data.AGENTS_PER_PLAYER,
            "starports": data.STARPORTS_PER_PLAYER,
            "cities": data.CITIES_PER_PLAYER,
        },
        "power_to_win": {str(n): power for n, power in data.POWER_TO_WIN.items()},
        "last_chapter": data.LAST_CHAPTER,
        "court_row": {str(n): size for n, size in data.COURT_ROW_SIZE.items()},
    }


def catalogue() -> dict[str, Any]:
    """The public catalogue (see the module docstring); the same dict every call."""
    return _build()
