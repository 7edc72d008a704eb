"""Summits (CRB p.16-17): the Call to Order.

A Summit is called by whoever secured the Imperial Council (at its resolution, step 1) or by
the initiative holder before an Event's roll (``summit`` / ``no-summit``). Its caller then takes
any number of Call to Order actions, in any order, and ``done``:

* ``petition``: Petition the Council, flipping it to In Session;
* ``leave``: Leave the Empire, flipping the caller's title to Outlaw; a First Regent gives the
  tile (the Trust staying on it) to the Regent with the most Power, or, with no Regent left,
  returns the Trust to the supply, losing 1 Power per resource, and the tile goes to the supply;
* ``revive``: Revive the Empire when there are no Regents: the caller becomes a Regent and takes
  the First Regent tile.

Not here yet: Return Favors (forcing Negotiation actions) and the Negotiations themselves
(freeform deals with consent): every Summit ends as one where nobody negotiates.
"""

from __future__ import annotations

from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs_campaign import data, empire
from ambitions.games.arcs_campaign.state import CampaignState


def call_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """The Call to Order actions the caller may take now."""
    out = []
    if s.council == data.DECIDED:
        out.append(act("petition"))
    if empire.is_regent(s, seat):
        out.append(act("leave"))
    elif not any(empire.is_regent(s, p) for p in range(s.n)):
        out.append(act("revive"))
    out.append(act("done"))
    return out


def petition_the_council(s: CampaignState) -> None:
    s.council = data.IN_SESSION


def leave_the_empire(s: CampaignState, seat: int) -> None:
    """The caller becomes an Outlaw (CRB p.16). DOUBT (not stated): a tie for the most Power
    among the Regents goes to the one earliest in turn order."""
    s.outlaw[seat] = True
    if s.first_regent != seat:
        return
    order = s.turn_order()
    regents = [p for p in order if empire.is_regent(s, p)]
    if regents:
        s.first_regent = max(regents, key=lambda p: (s.power[p], -order.index(p)))
        return
    returned = sum(s.trust)
    for r in range(5):
        s.resource_supply[r] += s.trust[r]
    s.trust = [0] * 5
    s.power[seat] -= returned
    s.first_regent = -1


def revive_the_empire(s: CampaignState, seat: int) -> None:
    s.outlaw[seat] = False
    s.first_regent = seat
