"""The public catalogue of ARCADEs: what the browser view shows without asking the game.

`catalogue()` is the JSON the server serves at ``/api/games/arcades/catalogue`` (the
`GameSpec.catalogue` hook): the map (6 clusters in a ring, each a gate and 3 planets with their
resource types, in clockwise order, A15), the 21 action cards (suit and number: pips are unused,
B.1.1), the ambition markers' two sides (C.3), the advances and the resource each costs, the
player board's slots and their key costs (C.4, A27), the dice faces (C.5) and the thresholds.
Built from `data` only: the same for every game and every viewer.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ambitions.games.arcades import data


def _card(card: str) -> dict[str, Any]:
    suit, number = card[:3], int(card[3:])
    name = f"{data.SUIT_NAMES[suit]} {number}"
    if number == data.SEVEN:
        text = (
            f"{name}: a trump (the first 7 played wins the round); no AP, or place up to 3 ships in any gate."
        )
    else:
        text = f"{name}: {number} AP, or place up to 3 ships into gate {number}."
    return {
        "id": card,
        "suit": suit,
        "suit_name": data.SUIT_NAMES[suit],
        "number": number,
        "name": name,
        "text": text,
    }


def _face(die: int, face: data.DieFace) -> str:
    parts = []
    for count, word in (
        (face.hits, "hit"),
        (face.self_hits, "flame"),
        (face.intercepts, "intercept"),
        (face.keys, "key"),
        (face.pyramids, "push"),
    ):
        if count:
            parts.append(f"{count} {word}{'s' if count > 1 else ''}")
    return ", ".join(parts) or "blank"


@cache
def catalogue() -> dict[str, Any]:
    """The catalogue (JSON-safe; see the module doc)."""
    return {
        "game": "arcades",
        "clusters": [
            {
                "cluster": c + 1,
                "neighbours": [(c - 1) % data.CLUSTERS + 1, (c + 1) % data.CLUSTERS + 1],
                "planets": [
                    {
                        "planet": data.PLANET_IDS[c * data.PLANETS_PER_CLUSTER + k],
                        "shape": data.PLANET_SHAPES[k],
                        "type": data.RESOURCES[data.PLANET_TYPES[c][k]],
                    }
                    for k in range(data.PLANETS_PER_CLUSTER)
                ],
            }
            for c in range(data.CLUSTERS)
        ],
        "cards": {card: _card(card) for card in data.ACTION_CARDS},
        "resources": list(data.RESOURCES),
        "slot_keys": list(data.SLOT_KEYS),
        "markers": [
            {"sides": [f"{a}/{b}" for a, b in sides], "start_flipped": flipped}
            for sides, flipped in zip(data.MARKERS, data.START_FLIPPED, strict=True)
        ],
        "advances": [{"name": name, "resource": data.RESOURCES[i]} for i, name in enumerate(data.ADVANCES)],
        "dice": {name: [_face(d, f) for f in data.DICE[d]] for d, name in enumerate(data.DIE_TYPES)},
        "die_letters": list(data.DIE_LETTERS),
        "thresholds": {str(n): t for n, t in data.THRESHOLDS.items()},
        "chapters": data.CHAPTERS,
    }
