"""F1 Steward, Act I (Fates file "F1 — Steward").

Setup (F1-01A): gain Imperial Authority (F1-02, lore) and Dealmakers (F1-03, protected Psionic
Guild card); take the First Regent tile.
Objective, *Consolidate Your Imperial Power* (F1-01B): each ambition won while First Regent
advances 1 per Power gained from it, bonus city Power included.
"""

from __future__ import annotations

from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

IMPERIAL_AUTHORITY = "F1-02"
DEALMAKERS = "F1-03"


def setup(s: CampaignState, seat: int) -> None:
    s.lore[seat].append(IMPERIAL_AUTHORITY)
    s.guild[seat].append(DEALMAKERS)
    s.first_regent = seat


def chapter_end(s: CampaignState, seat: int) -> None:
    """The title is read at scoring: the First Regent tile does not move during it."""
    if s.first_regent == seat:
        objective.advance(s, seat, sum(power for _, power in objective.ambitions_won(s, seat)))
