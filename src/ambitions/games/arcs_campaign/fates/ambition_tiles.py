"""The two ambitions the "C" Fates add: Edenguard (the Guardian's, F20-04) and Blightkin (the
Naturalist's, F21-04).

Each comes with its Fate's Act III Setup side: its tile beside the Tycoon (Edenguard) or the
Empath (Blightkin) box, its law into the rules booklet (`CampaignState.ambitions_in_play`). From
then on it is an ambition like the printed five (base p9, p18): declared with a marker, scored
at the chapter's end with the markers' Power, won by an untied first place, two players' phantom
counting nothing for it. A player who would declare Tycoon may declare Edenguard instead, one who
would declare Empath may declare Blightkin (`CampaignState.declarations`: with the played card,
a 7, Populist Demands and every card that declares).

What each counts, "for ambitions, the First Regent controls Empire-controlled systems" (both
cards, CRB p.10):

* Edenguard: the Material and Fuel planets a player controls;
* Blightkin: the systems a player controls with fresh Blight in them (gates too: Blight stands
  in gates, CRB p.19).
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.state import BLIGHTKIN, EDENGUARD, CampaignState

MATERIAL: Final = arcs_data.RESOURCES.index("material")
FUEL: Final = arcs_data.RESOURCES.index("fuel")
EDEN_PLANETS: Final[tuple[int, ...]] = tuple(
    x
    for x in range(reach.NUM_SYSTEMS)
    if not reach.is_gate(x) and reach.PLANET_RESOURCE[x] in (MATERIAL, FUEL)
)
"""The Material and Fuel planets of the map (Edenguard, F20-04; the Guardian's objective)."""


def eden_planets(s: CampaignState, seat: int) -> int:
    """The Material and Fuel planets in play `seat` controls (F20-04; F20-01B)."""
    return sum(1 for x in EDEN_PLANETS if s.in_play[x] and empire.controls(s, seat, x))


def blight_gardens(s: CampaignState, seat: int) -> int:
    """The systems in play with fresh Blight that `seat` controls (F21-04; F21-01B)."""
    return sum(
        1
        for x in range(reach.NUM_SYSTEMS)
        if s.blight_fresh[x] and s.in_play[x] and empire.controls(s, seat, x)
    )


def count(s: CampaignState, seat: int, ambition: int) -> int:
    """`seat`'s count for Edenguard or Blightkin (0 for another ambition, and while the
    ambition is not in play)."""
    if ambition not in (EDENGUARD, BLIGHTKIN) or ambition not in s.ambitions_in_play():
        return 0
    return eden_planets(s, seat) if ambition == EDENGUARD else blight_gardens(s, seat)
