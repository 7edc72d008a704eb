"""F4 Advocate, Act I (Fates file "F4 — Advocate").

Setup (F4-01A): gain Guild Investigators (F4-02) and Guild Overseers (F4-03), both protected
(Overseers' When Secured power is not resolved now; it works from Act II).
Objective (F4-01B), while holding Guild Overseers: *Prove Yourself to the Overseers*: advance 3
each time you use a Guild card's Prelude that discards it; *Keep the Guilds in Power*: advance
2 per Recover action of Guild Investigators.
"""

from __future__ import annotations

from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

GUILD_INVESTIGATORS = "F4-02"
GUILD_OVERSEERS = "F4-03"


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat] += [GUILD_INVESTIGATORS, GUILD_OVERSEERS]


def prelude_discarded(s: CampaignState, seat: int) -> None:
    """`seat` used a Guild card's Prelude that discarded the card."""
    if GUILD_OVERSEERS in s.guild[seat]:
        objective.advance(s, seat, 3)
