"""The Act I Fate draw and secret choice (CRB p.6 Player setup steps B-D).

B: each player draws 2 "A" Fate cards (a chance event, ``fates F3 F7 F1 F5 ...``: seat p draws
the cards at positions 2p and 2p + 1) and chooses one secretly (``fate F3``, in turn order; a
Rival sees neither the cards drawn nor the choice). After everyone chooses, the Fates are
revealed (`revealed`); the cards not chosen stay secret (back to the box).
C: each player, in turn order, sets up by the Setup side of their objective card (the Fate's
``setup``), then flips it to its Objective side.
D: each objective marker goes on the space of the card's large clock (`cards.start_space`).
Then the players' setup goes on (step F's First Regent tile, if no Fate's setup gave it out).

What is hidden is stored (`CampaignState.fate_offers`, `fates`), so a determinizer can deal the
unseen Fate cards again from the 8 "A" Fates less those a seat has seen.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs_campaign.fates import cards
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

SETUPS: dict[str, Callable[[CampaignState, int], None]] = {}
"""Each Fate's Act I Setup side (filled by `ambitions.games.arcs_campaign.fates`)."""


def begin(s: CampaignState) -> None:
    """Player setup B begins: the draw is the next chance event."""
    s.phase = CampaignPhase.CHANCE_FATES


def sample(s: CampaignState, rng: random.Random) -> ArcsAction:
    return ArcsAction("fates", tuple(rng.sample(cards.A_FATES, 2 * s.n)))


def draw_problem(s: CampaignState, drawn: list[str]) -> str | None:
    """None if `drawn` is a possible draw: 2 different "A" Fates per player."""
    if len(drawn) != 2 * s.n or len(set(drawn)) != len(drawn) or not set(drawn) <= set(cards.A_FATES):
        return f"fates takes {2 * s.n} different A Fates (F1-F8), 2 per player in seat order"
    return None


def apply_draw(s: CampaignState, drawn: list[str]) -> None:
    s.fate_offers = list(drawn)
    s.fates = [""] * s.n
    s.choosing = s.turn_order()
    s.phase = CampaignPhase.CHOOSE_FATE
    s.mover = s.choosing[0]


def offer(s: CampaignState, seat: int) -> list[str]:
    """The two Fate cards `seat` drew."""
    return s.fate_offers[2 * seat : 2 * seat + 2]


def options(s: CampaignState, seat: int) -> list[ArcsAction]:
    return [act("fate", f) for f in offer(s, seat)]


def revealed(s: CampaignState) -> bool:
    """True once everyone has chosen: the Fates are public."""
    return not s.choosing and all(s.fates)


def choose(s: CampaignState, seat: int, fate: str) -> None:
    """`seat` keeps `fate`; after the last choice, reveal and set up (steps C-D)."""
    s.fates[seat] = fate
    s.choosing.pop(0)
    if s.choosing:
        s.mover = s.choosing[0]
        return
    for p in s.turn_order():
        SETUPS[s.fates[p]](s, p)
        s.objective[p] = cards.start_space(s.fates[p], s.n)
