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

* ``force 1 promise``, ``force 1 transfer relic 2``: Return Favors, returning Rival 1's Favors
  to their supply to force them to take that Negotiation action toward the caller, in the way
  the caller chooses (`negotiations`): 1 Favor each, a resource the raid cost of the slot the
  caller takes it from (the last number).

Then the Negotiations (CRB p.17), each with the affected Rival's consent: ``propose 1`` (once
to each Rival per Summit) or ``pass``; ``give ...`` / ``ask ...`` parts, ``offer`` or
``withdraw``; ``accept`` or ``refuse`` (`negotiations`).
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs_campaign import data, empire, negotiations
from ambitions.games.arcs_campaign.fates import consent, magnate, pacifist_act3, peacekeeper_act3
from ambitions.games.arcs_campaign.state import CampaignState

LEFT, REVIVED = 1, 2
"""Bits of a ``("call-to-order", caller, titles)`` step: the caller has left, revived the Empire."""


def call_options(s: CampaignState, seat: int, titles: int = 0) -> list[ArcsAction]:
    """The Call to Order actions the caller may take now.

    Reading (CRB p.16 "any number of Call to Order actions"): Leave the Empire and Revive the
    Empire at most once each per Summit. Leaving again after reviving only undoes the revival
    (the Trust is already back in the supply once nobody is a Regent), so the bound changes no
    position a caller can reach, and it keeps a Summit from going on forever."""
    out = []
    if s.council == data.DECIDED:
        out.append(act("petition"))
    if empire.is_regent(s, seat):
        if not titles & LEFT:
            out.append(act("leave"))
    elif not titles & REVIVED and not any(empire.is_regent(s, p) for p in range(s.n)):
        out.append(act("revive"))
    out += [ArcsAction("force", part) for part in negotiations.force_options(s, seat)]
    out += [act("force-consent", h, what) for h, what in consent.force_consent_options(s, seat)]
    out += pacifist_act3.call_options(s, seat)  # the caller's Forgive for a Psionic (F14-11)
    out.append(act("done"))
    return out


NEGOTIATION_STEPS: frozenset[str] = frozenset(
    {"negotiate", "deal", "consent", consent.AGREE, peacekeeper_act3.BROKER_STEP}
)
"""The Negotiations' steps (`CampaignState.steps`): ``("negotiate", seat, passed)`` a player
may propose or pass; ``("deal", proposer, rival, passed, *parts)`` a deal being built;
``("consent", rival, proposer, passed, *parts)`` the Rival accepts or refuses it. `passed`
holds a bit per player who stopped negotiating (bit ``p``) and a bit per proposal made in
this Summit (bit ``proposal_bit(n, proposer, rival)``)."""


def proposal_bit(n: int, proposer: int, rival: int) -> int:
    """The bit of `passed` set once `proposer` has proposed a deal to `rival` in this Summit."""
    return 1 << (n + proposer * n + rival)


def negotiation_options(s: CampaignState, step: tuple[Any, ...]) -> list[ArcsAction]:
    kind, seat = step[0], int(step[1])
    if kind == "negotiate":
        # ("pass" first: a front end's default stops negotiating, so a Summit always ends)
        out = [act("pass")]
        # Reading (CRB p.17 "freeform"; "Ending Negotiations" ends them only when no one starts
        # negotiating): one proposal to each Rival per Summit; the Rival's answer to a refused
        # deal is their own proposal. Without a bound, a player who never passes (or deals
        # handing a ship back and forth) would keep a Summit going forever.
        passed = int(step[2])
        out += [
            act("propose", r)
            for r in range(s.n)
            if r != seat and not passed & proposal_bit(s.n, seat, r) and negotiations.may_propose(s, seat, r)
        ]
        out += peacekeeper_act3.broker_options(s, seat)  # Broker Peace (F15-11)
        return out + [act("export", *names) for names in magnate.export_options(s, seat)]
    if kind == "deal":
        rival = int(step[2])
        return [ArcsAction(str(p[0]), p[1:]) for p in negotiations.deal_options(s, seat, rival, step[4:])]
    if kind in (consent.AGREE, peacekeeper_act3.BROKER_STEP):
        return [act("agree"), act("veto")]  # (a third player's consent: F3-19, F4-14, F15-11)
    return [act("accept"), act("refuse")]


def negotiate(s: CampaignState, step: tuple[Any, ...], a: ArcsAction) -> None:
    """Apply a Negotiations decision (the step already taken off `s.steps`)."""
    kind, seat = step[0], int(step[1])
    if kind == peacekeeper_act3.BROKER_STEP:
        peacekeeper_act3.consent(s, step, a)  # (then the taker goes on negotiating)
        return
    passed = int(step[2] if kind == "negotiate" else step[4] if kind == consent.AGREE else step[3])
    if kind == "negotiate":
        if a.kind == "propose":
            rival = int(a.args[0])
            s.steps.insert(0, ("deal", seat, rival, passed | proposal_bit(s.n, seat, rival)))
            return
        if a.kind == "export":  # (then the Magnate goes on negotiating)
            magnate.export(s, seat, a.args)
            s.steps.insert(0, step)
            return
        if a.kind == "broker":  # (Broker Peace, F15-11: then the taker goes on negotiating)
            peacekeeper_act3.broker(s, seat, passed, a.args)
            return
        passed |= 1 << seat  # no more proposals from this player in this Summit
        after = seat
    elif kind == "deal":
        rival = int(step[2])
        if a.kind in ("give", "ask"):
            s.steps.insert(0, (*step, (a.kind, *a.args)))
            return
        if a.kind == "offer":
            s.steps.insert(0, ("consent", rival, seat, passed, *step[4:]))
            return
        after = seat  # withdrawn
    elif kind == consent.AGREE:
        # A third player whose consent the accepted deal needs (F3-19, F4-14), in turn order.
        proposer, rival, parts = int(step[2]), int(step[3]), step[5:]
        if a.kind == "agree":
            needed = consent.to_ask(s, proposer, rival, parts)
            later = needed[needed.index(seat) + 1 :] if seat in needed else []
            if later:
                s.steps.insert(0, (consent.AGREE, later[0], proposer, rival, passed, *parts))
                return
            negotiations.resolve(s, proposer, rival, parts)
        after = proposer
    else:
        proposer = int(step[2])
        if a.kind == "accept":
            needed = consent.to_ask(s, proposer, seat, step[4:])
            if needed:
                s.steps.insert(0, (consent.AGREE, needed[0], proposer, seat, passed, *step[4:]))
                return
            negotiations.resolve(s, proposer, seat, step[4:])
        after = proposer
    nxt = negotiations.next_negotiator(s, after, passed)
    if nxt >= 0:
        s.steps.insert(0, ("negotiate", nxt, passed))


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
