"""The laws that forbid a declaration, however it is made (issue 27).

A declaration is made with the played card (``declare``, base p9), in the Prelude by a card
(Lesser Regent F1-10/11, the Liaisons F4-05 to F4-09, the Witnesses F14-02) or by a card secured
(Populist Demands CC11). Every one of them goes through `arcs.cardplay.declare`, which fires the
"when you declare" powers (`fates.after_declare`). The laws below bind each of them:

* Oath of Peace (F15-02): the sworn Peacekeeper "cannot declare Warlord";
* Ire of the Keepers (F19-02): its holder "can't declare Keeper";
* Vow of Survival (F18-02): its holder "cannot declare the Tyrant ambition";
* Ire of the Tycoons (F20-03): its holder "cannot declare Tycoon";
* the Doctrine (F8-22A/B, Doctrinal Faith F8-23): "When you play a Faithful action card: you
  cannot declare ambitions this turn that have the [other] Ideal" -- this turn, by any means.

The played card's ``declare`` actions are filtered where the turn's actions are listed
(`fates.turn_actions`, `declare_filter`); the cards that declare ask `forbidden`.
"""

from __future__ import annotations

from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs_campaign.fates import believer_act2, guardian, peacekeeper, redeemer, survivalist
from ambitions.games.arcs_campaign.state import CampaignState


def declare_filter(s: CampaignState, seat: int, legal: list[ArcsAction]) -> list[ArcsAction]:
    """The turn's actions `legal` less the played card's declarations a law forbids `seat`."""
    return [a for a in legal if not (a.kind == "declare" and a.args and forbidden(s, seat, str(a.args[0])))]


def forbidden(s: CampaignState, seat: int, ambition: str) -> bool:
    """True if a law forbids `seat` to declare `ambition` now."""
    if peacekeeper.forbids(s, seat, ambition) or redeemer.forbids(s, seat, ambition):
        return True
    if survivalist.forbids(s, seat, ambition):  # Vow of Survival (F18-02)
        return True
    if guardian.forbids(s, seat, ambition):  # Ire of the Tycoons (F20-03)
        return True
    return not believer_act2.doctrine_filter(s, seat, [act("declare", ambition)])
