"""F1 Steward, Act I (Fates file "F1 — Steward").

Setup (F1-01A): gain Imperial Authority (F1-02, lore) and Dealmakers (F1-03, protected Psionic
Guild card); take the First Regent tile.
Imperial Authority (F1-02): tax any city the Empire controls as if it were Loyal, ignoring the
Empire's Presence and Truce Laws, taking no Captive (`authority_tax`); buried if you are an
Outlaw.
Objective, *Consolidate Your Imperial Power* (F1-01B): each ambition won while First Regent
advances 1 per Power gained from it, bonus city Power included.
"""

from __future__ import annotations

from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

IMPERIAL_AUTHORITY = "F1-02"
DEALMAKERS = "F1-03"


def setup(s: CampaignState, seat: int) -> None:
    s.lore[seat].append(IMPERIAL_AUTHORITY)
    s.guild[seat].append(DEALMAKERS)
    s.first_regent = seat


def chapter_end(s: CampaignState, seat: int) -> None:
    """The title is read at scoring: the First Regent tile does not move during it."""
    if s.first_regent == seat:
        objective.advance(s, seat, sum(power for _, power in objective.ambitions_won(s, seat)))


# -- Imperial Authority (F1-02) --------------------------------------------------------------------
def has_authority(s: CampaignState, seat: int) -> bool:
    """Imperial Authority, held by a Regent (an Outlaw buries it: `fates.bury_outlaw_cards`)."""
    return IMPERIAL_AUTHORITY in s.lore[seat] and not s.outlaw[seat]


def authority_tax(s: CampaignState, seat: int, slot: int) -> bool:
    """True if `seat` taxes the city in `slot` by Imperial Authority: a city not Loyal to them in
    an Empire-controlled system, which the Presence or Truce Law (or no control) would keep them
    from taxing the usual way. Reading: where the usual tax is allowed (a Rival city in a system
    they control) it stays the usual one, with its Captive; the card adds targets only."""
    if not has_authority(s, seat) or slot in s.taxed:
        return False
    code = s.slots[slot]
    system = reach.SLOT_SYSTEM[slot]
    if code < 0 or not code & 2 or code >> 2 == seat or not s.imperial_fresh[system]:
        return False
    return s.controller(system) != seat or empire.truce_forbids_tax(s, seat, slot)


def authority_targets(s: CampaignState, seat: int) -> list[tuple[str]]:
    """Cities `seat` may tax only by Imperial Authority (as Loyal, ignoring the Empire's
    Presence and Truce Laws)."""
    if not has_authority(s, seat):
        return []
    return [(std.SLOT_NAMES[k],) for k in range(len(s.slots)) if authority_tax(s, seat, k)]
