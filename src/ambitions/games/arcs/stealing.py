"""Stealing resources and Guild cards from a Rival's play area (p23 "Steal"; p16 raiding).

Some powers forbid it: Sworn Guardians protects its holder's resources and other Guild cards
(it can itself be stolen, and is then buried); Cartel supplies cannot be stolen (they are not on
the board). Played Unions are no longer in a play area and cannot be stolen (FAQ, Admin Union).
"""

from __future__ import annotations

from ambitions.games.arcs import data, powers, resources
from ambitions.games.arcs.state import EMPTY, RESOURCE_SLOTS, ArcsState

SWORN_GUARDIANS = "BC22"


def resources_protected(s: ArcsState, victim: int) -> bool:
    """True if `victim`'s resources cannot be stolen."""
    return any(p.protects is not None and p.protects(s, victim, "resource") for p in powers.owned(s, victim))


def card_protected(s: ArcsState, victim: int, card: str) -> bool:
    """True if `victim`'s Guild card `card` cannot be stolen."""
    return any(p.protects is not None and p.protects(s, victim, card) for p in powers.owned(s, victim))


def stealable_resources(s: ArcsState, victim: int) -> list[int]:
    """Resource types `victim` holds that can be stolen (distinct, sorted)."""
    if resources_protected(s, victim):
        if resources.held(s, victim):
            powers.note(SWORN_GUARDIANS)
        return []
    return sorted(set(resources.held(s, victim)))


def stealable_cards(s: ArcsState, victim: int) -> list[str]:
    return [c for c in s.guild[victim] if not card_protected(s, victim, c)]


def steal_resource(s: ArcsState, thief: int, victim: int, resource: int, slot: int = -1) -> None:
    """Move one token from `victim`'s board (a given slot, or the cheapest) into `thief`'s."""
    if slot >= 0:
        s.resources[victim * RESOURCE_SLOTS + slot] = EMPTY
    else:
        resources.remove_one(s, victim, resource)
    resources.put(s, thief, resource)


def steal_card(s: ArcsState, thief: int, victim: int, card: str) -> None:
    """Take a Guild card; a stolen Sworn Guardians is buried instead (p23 "Bury")."""
    s.guild[victim].remove(card)
    if card == SWORN_GUARDIANS or buried_if_stolen(s, card):
        powers.note(card)
        s.court_deck.insert(0, card)  # the bottom of the Court deck (its top is the end)
    else:
        s.guild[thief].append(card)


def buried_if_stolen(s: ArcsState, card: str) -> bool:
    """True for a card of the extending game buried when stolen (its power's
    ``extras["buried_if_stolen"]``: the campaign's Sworn Guardians)."""
    power = s.EXTRA_POWERS.get(card)
    return power is not None and bool(power.extras.get("buried_if_stolen"))


def weapon_icons(s: ArcsState, seat: int) -> int:
    """Weapon icons from resources and Guild cards (Skirmishers, Court Enforcers)."""
    weapon = data.RESOURCES.index("weapon")
    return resources.icons(s, seat, weapon)
