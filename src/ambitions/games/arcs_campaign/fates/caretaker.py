"""F5 Caretaker, Act I (Fates file "F5 — Caretaker").

Objective (F5-01B): *Find the Golems*: each ambition won advances 2 per Golem you have; *Use the
Golems*: advance 2 each time any player spends a Golem in their Prelude.

Not yet here: the Golems themselves (tokens, Golem Beacon, Golem Hearth, Stone-Speakers, the
Golem Actions); until then the Caretaker's setup gives the three cards and places no Golem, so
no Golem is ever held or spent.
"""

from __future__ import annotations

from ambitions.games.arcs_campaign.state import CampaignState

GOLEM_BEACON = "F5-02"
GOLEM_HEARTH = "F5-03"
STONE_SPEAKERS = "F5-04"


def setup(s: CampaignState, seat: int) -> None:
    s.lore[seat] += [GOLEM_BEACON, GOLEM_HEARTH]
    s.guild[seat].append(STONE_SPEAKERS)


def chapter_end(s: CampaignState, seat: int) -> None:
    """Find the Golems: 2 per Golem held per ambition won (no Golem is held yet)."""
