"""Ceasefires (F15-08, the Peacekeeper's Act III law; `peacekeeper_act3`): "To harm anything in a
cluster at Peace except Loyal pieces and Blight, you must spend 1 Weapon. If you do, flip the
Ceasefire token in the cluster to War." ("Harm means battle, hit, damage, or destroy. It doesn't
count Crises.") Its own module, so that the cards that harm (battles, Break World F11-03B, the
Warrior Golem F5-06, Incite Revolt F2-27) ask it without importing the Peacekeeper's setup.

`CampaignState.ceasefires`: the 6 tokens, cluster 1 first, `PEACE` or `WAR`; empty when the
Peacekeeper's Act III setup has not placed them.
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs_campaign.state import CampaignState

CEASEFIRES = "F15-08"
WAR, PEACE = 0, 1
"""The two sides of a Ceasefire token (`CampaignState.ceasefires`, cluster 1 first)."""
WEAPON = arcs_data.RESOURCES.index("weapon")


def at_peace(s: CampaignState, cluster: int) -> bool:
    return bool(s.ceasefires) and s.ceasefires[cluster - 1] == PEACE


def _binds(s: CampaignState, system: int) -> bool:
    return CEASEFIRES in s.booklet and at_peace(s, reach.cluster_of(system))


def battle_cost(s: CampaignState, system: int, defender: object) -> int:
    """Weapons a battle in `system` against `defender` costs: 1 in a cluster at Peace unless
    against Blight (the attacker's own Loyal pieces are never a defender)."""
    return int(_binds(s, system) and defender != "blight")


def building_cost(s: CampaignState, seat: int, system: int) -> int:
    """Weapons harming every building in `system` costs (Break World, F11-03B): 1 in a cluster at
    Peace if one of them is not `seat`'s (Loyal)."""
    if not _binds(s, system):
        return 0
    return int(any(s.slots[k] >= 0 and s.slots[k] >> 2 != seat for k in reach.SYSTEM_SLOTS[system]))


def ships_cost(s: CampaignState, seat: int, system: int) -> int:
    """Weapons destroying every damaged ship in `system` costs (the Warrior Golem, F5-06; Incite
    Revolt, F2-27): 1 in a cluster at Peace if a Rival or Imperial ship is among them."""
    if not _binds(s, system):
        return 0
    n = s.n
    rivals = any(s.damaged[system * n + p] for p in range(n) if p != seat)
    return int(rivals or s.imperial_damaged[system] > 0)


def cost(s: CampaignState, seat: int, system: int, target: object) -> int:
    """The Weapon a harm costs: ``target`` a battle's defender, "buildings" (every building
    there) or "ships" (every damaged ship there)."""
    if target == "buildings":
        return building_cost(s, seat, system)
    if target == "ships":
        return ships_cost(s, seat, system)
    return battle_cost(s, system, target)


def may_harm(s: CampaignState, seat: int, system: int, target: object) -> bool:
    """A harm in a cluster at Peace only with a Weapon to spend."""
    return not cost(s, seat, system, target) or WEAPON in resources.held(s, seat)


def pay(s: CampaignState, seat: int, system: int, target: object) -> None:
    """ "You must spend 1 Weapon. If you do, flip the Ceasefire token in the cluster to War.\""""
    if not s.ceasefires or not cost(s, seat, system, target):
        return
    if not resources.remove_one(s, seat, WEAPON):
        raise ValueError("Ceasefires (F15-08): harming in a cluster at Peace needs a Weapon to spend")
    s.resource_supply[WEAPON] += 1
    s.ceasefires[reach.cluster_of(system) - 1] = WAR
