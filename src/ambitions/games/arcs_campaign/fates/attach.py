"""Attached cards (CRB p.27 "Attaching Cards"), as far as the Act I Fates attach them (Guild
Investigators' Recover, F4-02).

An attached card sits above a Court card that had none (`CampaignState.attached`, pairs
``host, card`` kept by card id, so refills never misplace them). Securing the host also secures
the attached card (CRB p.27). A host removed from the Court otherwise (buried, discarded by a
Crisis) has its attached card slid down into its place with its agents (CRB p.27 "Removal from
Court"): `slide_down`, called where the campaign removes Court cards.
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs_campaign.fates import cards, founder_act2
from ambitions.games.arcs_campaign.state import CampaignState


def attached_to(s: CampaignState, host: str) -> str:
    """The card attached to `host`, or ""."""
    pairs = s.attached
    for i in range(0, len(pairs), 2):
        if pairs[i] == host:
            return pairs[i + 1]
    return ""


def attach(s: CampaignState, host: str, card: str) -> None:
    s.attached += [host, card]


def detach(s: CampaignState, host: str) -> str:
    """Take the card attached to `host` off it (returns it, or "")."""
    pairs = s.attached
    for i in range(0, len(pairs), 2):
        if pairs[i] == host:
            card = pairs[i + 1]
            del pairs[i : i + 2]
            return card
    return ""


def hosts_free(s: CampaignState, agent_free: bool = True) -> list[str]:
    """Court cards with no attached card (and, if asked, no agents)."""
    n = s.n
    out = []
    for i, card in enumerate(s.court):
        if not card or attached_to(s, card):
            continue
        if agent_free and any(s.court_agents[i * n : (i + 1) * n]):
            continue
        out.append(card)
    return out


def secured(s: CampaignState, seat: int, host: str) -> None:
    """Securing `host` also secures its attached card: a Guild card to the securer's Guild
    cards, a lore card to their lore, a Faithful action card to their hand."""
    card = detach(s, host)
    if not card:
        return
    if card in founder_act2.ARMISTICES:  # its When Secured (F2-16): the agents placed again
        founder_act2.armistice_secured(s, seat, card, list(s.secured_agents))
        return
    if card in cards.FAITHFUL_CARDS:  # a Faithful action card: into the securer's hand (F8-13)
        s.hands[seat].append(card)
        s.hands[seat].sort()
        return
    info = arcs_data.COURT_CARD_BY_ID.get(card)
    if info is not None and info.kind == "guild":
        s.guild[seat].append(card)
    else:
        s.lore[seat].append(card)


def slide_down(s: CampaignState, index: int, host: str) -> bool:
    """`host`, at Court position `index`, was removed: its attached card takes the place (the
    caller has not refilled it yet). True if a card slid down."""
    card = detach(s, host)
    if not card:
        return False
    s.court[index] = card
    return True
