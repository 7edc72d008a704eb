"""F6 Partisan, Act I (Fates file "F6 — Partisan").

Setup (F6-01A): gain Informants (F6-02, protected Psionic Guild card) and Partisan Seizing
(F6-03, an ability).
Objective (F6-01B): *Sow Division in the Reach*: advance 1 each time you gain the initiative
marker, by any means; *Appeal to Your Supporters*: advance 2 per ambition won while you have no
Outrage of a resource that ambition counts.

Partisan Seizing (F6-03): the Partisan cannot seize the initiative by discarding a second
card; instead, when playing a card, ``seize-outrage psionic`` Provokes Outrage of a resource not
yet Outraged and seizes it. Informants (F6-02): ``spy 1``, a new action in place of Influence,
once a turn: give your highest-numbered action card to a Rival, who gives you theirs.
"""

from __future__ import annotations

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import cardplay
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.state import LEAD_MODE
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


# -- Partisan Seizing (F6-03) ----------------------------------------------------------------------
def seizes_by_outrage(s: CampaignState, seat: int) -> bool:
    """Partisan Seizing: the Partisan holds it through Act I (F6-03 is scrapped only if its
    holder is not the Partisan, at a Resolution); from Act II the law (F6-16) in the rules
    booklet binds everyone."""
    return objective.holder(s, "F6") == seat or "F6-16" in s.booklet


def seize_outrage_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """``seize-outrage weapon``: when playing a card (before any action, as seizing with a
    second card), seize the initiative by Provoking Outrage of a resource not yet Outraged. No
    second card is needed. Not with the lead card, nor if seized already or holding it."""
    if s.turn_mode in (LEAD_MODE, "") or "acted" in s.turn_flags or s.turn_seat != seat:
        return []
    if not cardplay.can_seize(s, seat):
        return []
    outraged = s.outrage[seat]
    return [act("seize-outrage", r) for i, r in enumerate(arcs_data.RESOURCES) if not outraged >> i & 1]


def seize_outrage(s: CampaignState, seat: int, resource: str) -> None:
    arcs_battle.provoke_outrage(s, seat, arcs_data.RESOURCES.index(resource))
    cardplay.seize_initiative(s, seat)
    s.pre_open = bool(cardplay.declare_options(s, seat))


# -- Informants (F6-02) ----------------------------------------------------------------------------
def highest_card(s: CampaignState, seat: int) -> str | None:
    """The seat's action card of highest number (Event cards have none; reading: they are never
    the highest)."""
    cards = [c for c in s.hands[seat] if c in arcs_data.ACTION_CARD_BY_ID]
    if not cards:
        return None
    return max(cards, key=lambda c: (arcs_data.ACTION_CARD_BY_ID[c].number, c))


def spy_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """``spy 2``, Spy (Influence), once per turn (paid as Influence)."""
    if INFORMANTS not in s.guild[seat] or "spy" in s.turn_flags or highest_card(s, seat) is None:
        return []
    return [act("spy", p) for p in range(s.n) if p != seat]


def spy(s: CampaignState, seat: int, rival: int) -> None:
    """Give your highest-numbered action card to the Rival; they give you theirs (it may be the
    same card)."""
    s.turn_flags.append("spy")
    given = highest_card(s, seat)
    assert given is not None
    s.hands[seat].remove(given)
    s.hands[rival].append(given)
    back = highest_card(s, rival)
    assert back is not None
    s.hands[rival].remove(back)
    s.hands[seat].append(back)
    s.hands[seat].sort()
    s.hands[rival].sort()
