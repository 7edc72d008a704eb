"""F2 Founder, Act I (Fates file "F2 — Founder"; CRB p.8's example card).

Setup (F2-01A): gain Parade Fleets (F2-02, protected Fuel Guild card).
Objective: *Inspire Confidence in the Cause*: while an Outlaw, advance 3 per ambition won;
*Defy the Empire's Grip*: at a chapter's end, while an Outlaw, advance 1 per system controlled.
The CRB p.8 example: an Outlaw winning 2 ambitions and controlling 3 systems advances 9.

Parade Fleets (F2-02): when you declare an ambition, ``choose 3.2`` places 2 fresh ships at
the Free city there (``choose none``: no ships); then a Regent answers ``choose outlaw`` (becomes
an Outlaw) or ``choose regent``.
"""

from __future__ import annotations

from ambitions.games.arcs import reach
from ambitions.games.arcs.pieces import place_ships
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import CITY, ArcsState, building_kind, building_owner
from ambitions.games.arcs_campaign import summit
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import FREE, CampaignState

PARADE_FLEETS = "F2-02"


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat].append(PARADE_FLEETS)


def chapter_end(s: CampaignState, seat: int) -> None:
    if not s.outlaw[seat]:
        return
    won = len(objective.ambitions_won(s, seat))
    controlled = sum(1 for x in range(reach.NUM_SYSTEMS) if s.in_play[x] and s.controller(x) == seat)
    objective.advance(s, seat, 3 * won + controlled)


# -- Parade Fleets (F2-02) -------------------------------------------------------------------------
def on_declare(s: CampaignState, seat: int) -> None:
    """When you declare an ambition you may place 2 fresh ships at a Free city; then, if you are
    a Regent, you may become an Outlaw."""
    if PARADE_FLEETS in s.guild[seat]:
        push_choice(s, seat, PARADE_FLEETS, "parade")


def free_city_systems(s: CampaignState) -> list[int]:
    """Planets with a Free city (either side)."""
    return sorted(
        {
            reach.SLOT_SYSTEM[k]
            for k, code in enumerate(s.slots)
            if code >= 0 and building_owner(code) == FREE and building_kind(code) == CITY
        }
    )


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    seat, step = choice[0], choice[2]
    if step == "parade":
        if s.ships[seat] <= 0:
            return [] if s.outlaw[seat] else [("outlaw",), ("regent",)]
        out: list[Args] = [(reach.SYSTEM_IDS[x],) for x in free_city_systems(s)]
        return out + [("none",)] if out else ([] if s.outlaw[seat] else [("outlaw",), ("regent",)])
    return [("outlaw",), ("regent",)]


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    seat = choice[0]
    if args[0] in ("outlaw", "regent"):
        if args[0] == "outlaw":
            # Reading: becoming an Outlaw here has the same effect as the Summits' Leave the
            # Empire (CRB p.16): a First Regent's tile goes to the Regent with the most Power.
            summit.leave_the_empire(s, seat)
        return
    if args[0] != "none":
        place_ships(s, seat, reach.SYSTEM_INDEX[str(args[0])], 2)
    if not s.outlaw[seat]:
        push_choice(s, seat, PARADE_FLEETS, "outlaw?")


POWER = Power(PARADE_FLEETS, "Parade Fleets", choice_options=_options, choose=_choose)
