"""F8 Believer, Act I (Fates file "F8 — Believer"; card texts F8-01A/B, F8-02, F8-03, F8-13).

Setup (F8-01A): gain Faithful Disciples (F8-02, protected Relic Guild card) and Spreading the
Faith (F8-03, an ability); the 9 Faithful action cards stacked in number order, "1" at the
bottom, "9" on top (`CampaignState.faithful`; F8-04 is the "1", F8-12 the "9": reading, the
cards carry no number of their own in the card data).
Objective (F8-01B), *Spread the Good Word*: each ambition won advances 1 per action pip on the
top card of the Faithful stack, or 10 if the stack is empty (pips per number from the Fates
file, HRF's only).

Spreading the Faith, ``teach CC05``: Teach (Influence), a new action in place of Influence:
attach the top Faithful card of the stack to a Guild card in the Court whose suit matches a
planet where you have a Loyal city; if you do, scrap the bottom non-Event action card of the
action discard (past Events). Securing the Guild card secures the Faithful card: into the
securer's hand (F8-13), kept apart (`CampaignState.faithful_held`) because playing Faithful
cards is not here yet (see docs/campaign.md).
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.pieces import city_types
from ambitions.games.arcs.state import CITY, building_kind, building_owner
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import attach, cards, objective
from ambitions.games.arcs_campaign.state import CampaignState

FAITHFUL_DISCIPLES = "F8-02"
FAITHFUL_CARDS = cards.FAITHFUL_CARDS
FAITHFUL_PIPS: dict[int, int] = {1: 4, 2: 4, 3: 3, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1, 9: 1}
"""Action pips of the Faithful cards by number (Fates file: from HRF only)."""
EMPTY_STACK_ADVANCE = 10


def number(card: str) -> int:
    return FAITHFUL_CARDS.index(card) + 1


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat].append(FAITHFUL_DISCIPLES)
    s.faithful = list(FAITHFUL_CARDS)  # bottom first: the "9" on top


def chapter_end(s: CampaignState, seat: int) -> None:
    steps = FAITHFUL_PIPS[number(s.faithful[-1])] if s.faithful else EMPTY_STACK_ADVANCE
    objective.advance(s, seat, steps * len(objective.ambitions_won(s, seat)))


# -- Spreading the Faith (F8-03) -------------------------------------------------------------------
def city_suits(s: CampaignState, seat: int) -> set[str]:
    """The planet types where `seat` has a Loyal city."""
    out = set()
    for k, code in enumerate(s.slots):
        if code >= 0 and building_owner(code) == seat and building_kind(code) == CITY:
            if not reach.is_gate(reach.SLOT_SYSTEM[k]):
                out |= {arcs_data.RESOURCES[r] for r in city_types(s, k)}
    return out


def teach_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    if objective.holder(s, "F8") != seat or not s.faithful:
        return []
    suits = city_suits(s, seat)
    out = []
    for host in attach.hosts_free(s, agent_free=False):
        info = arcs_data.COURT_CARD_BY_ID.get(host)
        if info is not None and info.kind == "guild" and info.suit in suits:
            out.append(act("teach", host))
    return out


def teach(s: CampaignState, seat: int, host: str) -> None:
    attach.attach(s, host, s.faithful.pop())
    for i, (card, _face_up, _owner) in enumerate(s.action_discard):
        if card not in data.EVENT_CARDS:
            del s.action_discard[i]
            s.scrapped_actions.append(card)
            break
