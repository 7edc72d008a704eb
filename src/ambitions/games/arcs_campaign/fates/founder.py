"""F2 Founder, Act I (Fates file "F2 — Founder"; CRB p.8's example card).

Setup (F2-01A): gain Parade Fleets (F2-02, protected Fuel Guild card).
Objective: *Inspire Confidence in the Cause*: while an Outlaw, advance 3 per ambition won;
*Defy the Empire's Grip*: at a chapter's end, while an Outlaw, advance 1 per system controlled.
The CRB p.8 example: an Outlaw winning 2 ambitions and controlling 3 systems advances 9.
"""

from __future__ import annotations

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

PARADE_FLEETS = "F2-02"


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat].append(PARADE_FLEETS)


def chapter_end(s: CampaignState, seat: int) -> None:
    if not s.outlaw[seat]:
        return
    won = len(objective.ambitions_won(s, seat))
    controlled = sum(1 for x in range(reach.NUM_SYSTEMS) if s.in_play[x] and s.controller(x) == seat)
    objective.advance(s, seat, 3 * won + controlled)
