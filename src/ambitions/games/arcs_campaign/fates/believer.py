"""F8 Believer, Act I (Fates file "F8 — Believer").

Objective (F8-01B), *Spread the Good Word*: each ambition won advances 1 per action pip on the
top card of the Faithful stack, or 10 if the stack is empty.

Not yet here: the Faithful action cards (a new suit), Faithful Disciples and Spreading the
Faith; until then the stack stays as set up, "9" on top (1 pip).
"""

from __future__ import annotations

from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

FAITHFUL_DISCIPLES = "F8-02"
FAITHFUL_PIPS: dict[int, int] = {1: 4, 2: 4, 3: 3, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1, 9: 1}
"""Action pips of the Faithful cards by number (Fates file: from HRF only, the card data has
none)."""


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat].append(FAITHFUL_DISCIPLES)


def chapter_end(s: CampaignState, seat: int) -> None:
    top = 9  # the stack as set up: 1 at the bottom, 9 on top
    steps = FAITHFUL_PIPS[top]
    objective.advance(s, seat, steps * len(objective.ambitions_won(s, seat)))
