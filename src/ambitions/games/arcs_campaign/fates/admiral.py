"""F7 Admiral, Act I (Fates file "F7 — Admiral"; CRB p.8's example card).

Setup (F7-01A): gain Imperial Officers (F7-02, protected Weapon Guild card); Use Imperial
Foundries (F7-03) goes into the Edicts; take the First Regent tile unless the Steward is in play.
Objective (F7-01B): *Prove Yourself as a New Admiral*: while a Regent winning an ambition,
advance 1 per Imperial ship anyone places on the map; *Demonstrate the Navy's Might*: while a
Regent, advance 1 per Trophy taken in battle with attacking Imperial ships.
"""

from __future__ import annotations

from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.state import STARPORT, building_kind, building_owner
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.state import CampaignState

IMPERIAL_OFFICERS = "F7-02"
USE_IMPERIAL_FOUNDRIES = "F7-03"


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat].append(IMPERIAL_OFFICERS)
    s.edicts.append(USE_IMPERIAL_FOUNDRIES)
    if cards.STEWARD not in s.fates:
        s.first_regent = seat


def imperial_ships_placed(s: CampaignState, seat: int, count: int) -> None:
    if not s.outlaw[seat] and objective.winning_now(s, seat):
        objective.advance(s, seat, count)


def trophies_taken(s: CampaignState, seat: int, count: int) -> None:
    if not s.outlaw[seat]:
        objective.advance(s, seat, count)


# -- Imperial Officers (F7-02) ---------------------------------------------------------------------
def has_officers(s: CampaignState, seat: int) -> bool:
    """Imperial Officers: its holder ignores the Empire's Presence and Movement Laws (on their
    turn they take actions with any Imperial ships and control every Empire-controlled system,
    with no Loyal pieces needed). Buried when its holder is an Outlaw (`fates.bury_outlaw_cards`)."""
    return IMPERIAL_OFFICERS in s.guild[seat] and not s.outlaw[seat]


# -- Use Imperial Foundries (F7-03, edict 55) ------------------------------------------------------
def foundry_step(s: CampaignState) -> tuple[str, int, tuple[int, ...]] | None:
    """The edict's step: whoever holds Imperial Officers, with each of their Loyal starports'
    systems (once per starport), or None if nobody holds it."""
    seat = next((p for p in s.turn_order() if IMPERIAL_OFFICERS in s.guild[p]), -1)
    if seat < 0:
        return None
    systems = tuple(
        reach.SLOT_SYSTEM[k]
        for k, code in enumerate(s.slots)
        if code >= 0 and building_owner(code) == seat and building_kind(code) == STARPORT
    )
    return ("foundries", seat, systems)


def foundry_options(s: CampaignState, step: tuple[object, ...]) -> list[ArcsAction]:
    """``foundry 3.2 fresh`` / ``foundry 3.2 damaged``: replace one of your Loyal ships there
    (which one: the Imperial ship takes its side; reading) with an Imperial ship; ``done``."""
    seat = int(str(step[1]))
    systems: list[int] = [int(str(x)) for x in step[2]]  # type: ignore[attr-defined]
    out = []
    n = s.n
    if s.imperial_ships > 0:
        for x in sorted(set(systems)):
            if s.fresh[x * n + seat]:
                out.append(act("foundry", reach.SYSTEM_IDS[x], "fresh"))
            if s.damaged[x * n + seat]:
                out.append(act("foundry", reach.SYSTEM_IDS[x], "damaged"))
    return out + [act("done")] if out else []


def apply_foundry(s: CampaignState, step: tuple[object, ...], a: ArcsAction) -> None:
    if a.kind != "foundry":
        return
    seat = int(str(step[1]))
    systems: list[int] = [int(str(x)) for x in step[2]]  # type: ignore[attr-defined]
    x = reach.SYSTEM_INDEX[str(a.args[0])]
    i = x * s.n + seat
    if a.args[1] == "fresh":
        s.fresh[i] -= 1
        s.imperial_fresh[x] += 1
    else:
        s.damaged[i] -= 1
        s.imperial_damaged[x] += 1
    s.ships[seat] += 1
    s.imperial_ships -= 1
    systems.remove(x)
    if systems:
        s.steps.insert(0, ("foundries", seat, tuple(systems)))
