"""Gaining a Flagship at Act II setup, the question the four "B" Fates with a Flagship share
(F9-01A, F10-01A, F11-01A, F12-01A: "gain a Flagship").

The Flagship board's back (Fates file "Flagships"; CRB p.22): the Loyal Flagship piece goes to
a system with your Loyal pieces, your choice (``choose 3.1``); then `flagship.gain` swaps your
Loyal map buildings for Free ones and sets up the board with the Fate's starting buildings.
The question is one of the Arcs engine's choices for the Fate's objective card:
``[seat, "F9-01", "flagship"]``; each Fate's objective-card `Power` sends it here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ambitions.games.arcs import reach
from ambitions.games.arcs.powers import Args, Choice, push_choice
from ambitions.games.arcs_campaign import flagship
from ambitions.games.arcs_campaign.state import CampaignState

STEP = "flagship"


def ask(s: CampaignState, seat: int, card: str) -> None:
    """Ask `seat` where its Flagship goes (the question of `card`, its objective card)."""
    push_choice(s, seat, card, STEP)


def options(s: CampaignState, choice: Choice) -> list[Args]:
    """The systems in play holding Loyal pieces of the seat (none, or a Flagship already: the
    question goes)."""
    seat = int(choice[0])
    if flagship.has(s, seat):
        return []
    return [
        (reach.SYSTEM_IDS[x],) for x in range(reach.NUM_SYSTEMS) if s.in_play[x] and s.has_piece_at(x, seat)
    ]


def choose(
    s: CampaignState, choice: Choice, args: Args, starports: Sequence[int], cities: Sequence[int] = ()
) -> None:
    """The Flagship to the chosen system, with the Fate's starting buildings (`flagship.gain`)."""
    flagship.gain(s, int(choice[0]), reach.SYSTEM_INDEX[str(args[0])], starports, cities)
