"""The resources in a player's play area, by type (CRB p.27 "Counting": "count everything in your
play area, including on cards and on tiles such as the First Regent tile").

Read by the "C" Fates' final objectives and Edicts that count what a player *holds* or *has*
(the Overlord's resource types, F17-01B; the Redeemer's Relics, F19-03): the resource slots,
Merchant League's (F3-02), the Imperial Trust as First Regent, the Pirate Hoard (F12-02),
Arsenal Keepers' Weapons (F15-03) and Well of Empathy's Psionic (F14-03) for their holders.
"""

from __future__ import annotations

from ambitions.games.arcs import resources
from ambitions.games.arcs_campaign.fates import peacekeeper, pirate
from ambitions.games.arcs_campaign.state import WELL_OF_EMPATHY, CampaignState

MERCHANT_LEAGUE = "F3-02"
WEAPON, PSIONIC = 2, 4


def counts(s: CampaignState, seat: int) -> list[int]:
    """How many resources of each type (`arcs.data.RESOURCES` order) `seat` has in its play area."""
    out = [0] * 5
    for r in resources.held(s, seat):
        out[r] += 1
    extras: list[list[int]] = []
    if MERCHANT_LEAGUE in s.guild[seat]:
        extras.append(list(s.league))
    if s.first_regent == seat:
        extras.append(list(s.trust))
    if any(s.hoard) and pirate.hoards(s, seat):
        extras.append(list(s.hoard))
    for more in extras:
        for r in range(5):
            out[r] += more[r]
    if s.arsenal and peacekeeper.ARSENAL_KEEPERS in s.guild[seat]:
        out[WEAPON] += s.arsenal
    if s.well and WELL_OF_EMPATHY in s.lore[seat]:
        out[PSIONIC] += s.well
    return out
