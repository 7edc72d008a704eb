"""The Ire cards' tax ban: Ire of the Keepers (F19-02, the Redeemer's) and Ire of the Tycoons
(F20-03, the Guardian's).

"You cannot tax Loyal cities on [Relic / Material and Fuel] planets that you do not control":
with the errata, any city on those planets, not only Loyal ones ("cannot" is absolute, base
p22: however the tax is offered, the Arcs targets, a Lord's, Imperial Authority, Control
Array...). Each card's declaration ban is its Fate's (`redeemer.forbids`, `guardian.forbids`).
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs.powers import Args
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME
from ambitions.games.arcs_campaign.state import CampaignState

_R = arcs_data.RESOURCES.index
BANNED: Final[dict[str, tuple[int, ...]]] = {
    "F19-02": (_R("relic"),),  # Ire of the Keepers
    "F20-03": (_R("material"), _R("fuel")),  # Ire of the Tycoons
}
"""Each Ire card and the planet types whose cities its holder taxes only where it controls."""


def banned_types(s: CampaignState, seat: int) -> tuple[int, ...]:
    return tuple(r for card, types in BANNED.items() if card in s.lore[seat] for r in types)


def tax_forbidden(s: CampaignState, seat: int, slot: int, types: tuple[int, ...]) -> bool:
    """The city in `slot` is on a planet of one of `types` that `seat` does not control."""
    x = reach.SLOT_SYSTEM[slot]
    return not reach.is_gate(x) and reach.PLANET_RESOURCE[x] in types and s.controller(x) != seat


def tax_filter(s: CampaignState, seat: int, targets: list[Args]) -> list[Args]:
    """The tax targets less those an Ire card of `seat` forbids."""
    types = banned_types(s, seat)
    if not types:
        return targets
    return [t for t in targets if not tax_forbidden(s, seat, SLOT_BY_NAME[str(t[0])], types)]
