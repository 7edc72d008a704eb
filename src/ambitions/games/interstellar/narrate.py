"""The words the rules use to say what an action caused, for the log (`frames.note`).

An action's text says what was decided (``roll 46 5``, ``hold``); what it caused (the hits
scored, the damage markers put, the totals and the winner, the ships destroyed, a shadow
check's success and its Shadow Medal) is public, and the rule that causes it says it here in
words, while `InterstellarState.narration` is on (`observe.action_text` turns it on in a copy).
Only public facts are said: never a card in a hand or a face-down combat order.
"""

from __future__ import annotations

from ambitions.core.words import counted
from ambitions.games.interstellar.state import InterstellarState

plural = counted
"""``1 hit``, ``2 hits`` (`ambitions.core.words.counted`)."""


def ship(s: InterstellarState, seat: int, ship_id: str) -> str:
    """``seat 1's Strike Craft``."""
    card = s.cards.ships.get(ship_id)
    return f"seat {seat}'s {card.name if card else ship_id}"


def card(s: InterstellarState, card_id: str) -> str:
    """A Shadow card's name."""
    sc = s.cards.shadow.get(card_id)
    return sc.name if sc else card_id


def planet(s: InterstellarState, planet_id: str) -> str:
    p = s.cards.planets.get(planet_id)
    return f"{p.name} ({planet_id})" if p else planet_id


def signed(n: int) -> str:
    return f"{n:+d}"
