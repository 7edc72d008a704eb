"""Consent in the Summits' Negotiations (Act II Summit cards in the rules booklet): Monopoly
Consent (F3-19, the Magnate) and Guild Negotiations (F4-14, the Advocate).

* Monopoly Consent: a resource is given with Transfer Asset only with the consent of the player
  holding that resource's Monopoly (none needed if nobody holds it). In the Call to Order the
  caller may force the holder's consent by returning 1 of their Favors to them
  (``force-consent 2 relic``).
* Guild Negotiations: a new Negotiation action, Transfer Guild Support (``transfer guild CC05``:
  give a Guild card), which needs the Advocate's consent if the Advocate is in play; forcing it
  with Return Favors costs Favors equal to the card's raid cost (a protected card is never
  forced); the caller may force the Advocate's consent by returning 1 of their Favors
  (``force-consent 1 guild``).

Readings (docs/campaign.md): a player who takes part in the deal (gives or receives) consents by
proposing or accepting it; any other player whose consent a part needs is asked once the Rival
accepts (``agree`` / ``veto``, in turn order; one veto and nothing happens). A consent forced in
the Call to Order holds for the rest of that Summit, for the deals the caller takes part in and
the caller's forced actions. Forced consents are noted in `CampaignState.summit_gifts` as
``"consent CALLER HOLDER WHAT"`` (public, as the Call to Order is).
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.state import CampaignState

MONOPOLY_CONSENT = "F3-19"
GUILD_NEGOTIATIONS = "F4-14"
AGREE = "agree"
"""A Negotiations step: ``("agree", holder, proposer, rival, passed, *parts)``: a player whose
consent the accepted deal needs answers ``agree`` or ``veto``."""
GUILD = "guild"


def guild_support(s: CampaignState) -> bool:
    """Transfer Guild Support is a Negotiation action (Guild Negotiations in the booklet)."""
    return GUILD_NEGOTIATIONS in s.booklet


def needs(s: CampaignState, part: tuple[Any, ...]) -> tuple[int, str] | None:
    """(the player whose consent a Negotiation action `part` needs, what) or None."""
    if not part or part[0] != "transfer":
        return None
    what = str(part[1])
    if what == "league" and len(part) > 2:
        what = str(part[2])  # (Merchant League's resources are given with Transfer Asset too)
    if what in arcs_data.RESOURCES and MONOPOLY_CONSENT in s.booklet and s.monopolies:
        holder = s.monopolies[arcs_data.RESOURCES.index(what)]
        return (holder, what) if holder >= 0 else None
    if what == GUILD and guild_support(s):
        advocate = objective.holder(s, cards.ADVOCATE)
        return (advocate, GUILD) if advocate >= 0 else None
    return None


def forced(s: CampaignState, parties: tuple[int, ...], holder: int, what: str) -> bool:
    return any(f"consent {p} {holder} {what}" in s.summit_gifts for p in parties)


def asked(s: CampaignState, actor: int, target: int, part: tuple[Any, ...], parties: tuple[int, ...]) -> int:
    """The player to ask for consent to `part` (taken by `actor` toward `target`), or -1: nobody
    when the holder takes part in the deal or the consent was forced."""
    found = needs(s, part)
    if found is None:
        return -1
    holder, what = found
    if holder in parties or holder in (actor, target) or forced(s, parties, holder, what):
        return -1
    return holder


def to_ask(s: CampaignState, proposer: int, rival: int, parts: tuple[Any, ...]) -> list[int]:
    """The players whose consent an accepted deal needs, in turn order."""
    out: set[int] = set()
    for part in parts:
        who, rest = part[0], tuple(part[1:])
        actor, target = (proposer, rival) if who == "give" else (rival, proposer)
        holder = asked(s, actor, target, rest, (proposer, rival))
        if holder >= 0:
            out.add(holder)
    return [p for p in s.turn_order() if p in out]


def force_consent_options(s: CampaignState, caller: int) -> list[tuple[int, str]]:
    """``force-consent 2 relic``: the caller returns 1 Favor of a holder to force their consent."""
    out: list[tuple[int, str]] = []
    if MONOPOLY_CONSENT in s.booklet and s.monopolies:
        for r, holder in enumerate(s.monopolies):
            out.append((holder, arcs_data.RESOURCES[r]))
    if guild_support(s):
        out.append((objective.holder(s, cards.ADVOCATE), GUILD))
    return [
        (holder, what)
        for holder, what in out
        if 0 <= holder < s.n
        and holder != caller
        and s.favors[caller * s.n + holder] > 0
        and not forced(s, (caller,), holder, what)
    ]


def force_consent(s: CampaignState, caller: int, holder: int, what: str) -> None:
    s.favors[caller * s.n + holder] -= 1
    return_agents(s, holder, 1)
    s.summit_gifts.append(f"consent {caller} {holder} {what}")
