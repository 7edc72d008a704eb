"""The Empire (CRB p.10-11): control and command, the Regent and Outlaw titles, the laws.

Control itself is `CampaignState.controller` (the Empire controls every system with a fresh
Imperial ship; on a Regent's turn, a Regent with Loyal pieces there commands the Imperial
fleet and controls it: the Presence Law). This module holds the laws the standard actions
consult.
"""

from __future__ import annotations

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign.state import FREE, CampaignState


def is_regent(s: CampaignState, seat: int) -> bool:
    return not s.outlaw[seat]


def imperial_ships_at(s: CampaignState, system: int) -> int:
    return s.imperial_fresh[system] + s.imperial_damaged[system]


def commands(s: CampaignState, seat: int, system: int) -> bool:
    """True if `seat` may take actions with the Imperial ships of `system` now: a Regent, on
    their own turn, with Loyal pieces in an Empire-controlled system (CRB p.10 Presence Law;
    the holder of Imperial Officers, F7-02, needs no Loyal pieces there)."""
    return (
        may_command(s, seat)
        and s.imperial_fresh[system] > 0
        and (s.has_piece_at(system, seat) or ignores_laws(s, seat))
    )


def may_command(s: CampaignState, seat: int) -> bool:
    """The part of `commands` that does not depend on the system: `seat` is a Regent on their
    own turn, not forbidden to Command the Imperial Fleet by Martial Law (F7-20)."""
    return seat == s.turn_seat and is_regent(s, seat) and not s.under_martial_law(seat)


IMPERIAL_COMMANDERS = ("F7-02", "F7-06", "F7-07")
"""Imperial Officers (F7-02) and Rogue Admirals (F7-06, F7-07): "you ignore the Empire's
Presence and Movement Laws" (Rogue Admirals: and the Truce Law)."""
ROGUE_ADMIRALS = ("F7-06", "F7-07")


def ignores_laws(s: CampaignState, seat: int) -> bool:
    """Imperial Officers (F7-02) or Rogue Admirals (F7-06, F7-07): its holder, a Regent, ignores
    the Presence and Movement Laws."""
    return is_regent(s, seat) and any(c in s.guild[seat] for c in IMPERIAL_COMMANDERS)


def ignores_truce(s: CampaignState, seat: int) -> bool:
    """Rogue Admirals (F7-06, F7-07): its holder, a Regent, ignores the Truce Law too."""
    return is_regent(s, seat) and any(c in s.guild[seat] for c in ROGUE_ADMIRALS)


def truce_forbids_tax(s: CampaignState, seat: int, slot: int) -> bool:
    """The Truce Law (CRB p.11): a Regent cannot tax a Rival Regent's city in a system with
    Imperial ships (fresh or damaged). Outlaws' and Free cities are not protected."""
    owner = s.slots[slot] >> 2
    if owner == seat or owner == FREE or not is_regent(s, seat) or not is_regent(s, owner):
        return False
    if ignores_truce(s, seat):
        return False
    return imperial_ships_at(s, reach.SLOT_SYSTEM[slot]) > 0


def controls(s: CampaignState, seat: int, system: int) -> bool:
    """`seat` controls `system` for ambitions, objectives and events: it controls it, or it is
    the First Regent and the Empire does (`first_regent_controls`, CRB p.10)."""
    return s.controller(system) == seat or first_regent_controls(s, seat, system)


def first_regent_controls(s: CampaignState, seat: int, system: int) -> bool:
    """The First Regent controls every Empire-controlled system for ambitions, objectives and
    events (CRB p.10), unless Martial Law binds them (F7-20)."""
    return seat == s.first_regent and s.imperial_fresh[system] > 0 and not s.under_martial_law(seat)
