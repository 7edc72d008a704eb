"""F6 Partisan, Act I (Fates file "F6 — Partisan").

Setup (F6-01A): gain Informants (F6-02, protected Psionic Guild card) and Partisan Seizing
(F6-03, an ability).
Objective (F6-01B): *Sow Division in the Reach*: advance 1 each time you gain the initiative
marker, by any means; *Appeal to Your Supporters*: advance 2 per ambition won while you have no
Outrage of a resource that ambition counts.
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

INFORMANTS = "F6-02"
PARTISAN_SEIZING = "F6-03"

AMBITION_OUTRAGE: dict[int, tuple[int, ...]] = {
    0: (0, 1),  # Tycoon: Material and Fuel
    1: (),  # Tyrant counts Captives: no resource
    2: (2,),  # Warlord: Weapon (the card's example)
    3: (3,),  # Keeper: Relic
    4: (4,),  # Empath: Psionic
}
"""The resources each ambition counts (`arcs.data.AMBITION_RESOURCES`; Warlord's Weapon is the
objective card's own example)."""


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat].append(INFORMANTS)


def gained_initiative(s: CampaignState, seat: int) -> None:
    objective.advance(s, seat, 1)


def chapter_end(s: CampaignState, seat: int) -> None:
    outraged = {r for r in range(5) if s.outrage[seat] >> r & 1}
    won = [a for a, _ in objective.ambitions_won(s, seat) if not outraged & set(AMBITION_OUTRAGE[a])]
    objective.advance(s, seat, 2 * len(won))


_ = arcs_data
