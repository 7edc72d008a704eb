"""F3 Magnate, Act I (Fates file "F3 — Magnate").

Setup (F3-01A): gain Merchant League (F3-02, protected Fuel Guild card).
Objective (F3-01B), both repeatable within a Summit's Negotiations: *Close Deals with Rivals*:
advance 2 each time a Rival gives you a Favor or a resource, except one you gave them in this
Summit; *Export to the Galactic Core*: advance 2 each time you choose to discard 3 resources.
The Summits' Negotiations call `rival_gave` and `exported` (they are not in the campaign yet).

Merchant League: when you declare an ambition, you may gain any 2 resources onto it (frozen:
not spent, discarded or stolen; only the Summits' Transfer Asset moves them; they count for
ambitions like every resource in your play area, CRB p.27 "Counting"). Its Crisis, a Fate
Crisis (CRB p.18): discard all resources from it.
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

MERCHANT_LEAGUE = "F3-02"


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat].append(MERCHANT_LEAGUE)


def rival_gave(s: CampaignState, seat: int) -> None:
    """In Negotiations a Rival gave the Magnate `seat` a Favor or resource that the Magnate had
    not given them in this Summit (the caller checks that)."""
    objective.advance(s, seat, 2)


def exported(s: CampaignState, seat: int) -> None:
    """In Negotiations the Magnate `seat` chose to discard 3 resources."""
    objective.advance(s, seat, 2)


# -- Merchant League ------------------------------------------------------------------------------
def on_declare(s: CampaignState, seat: int) -> None:
    if MERCHANT_LEAGUE in s.guild[seat] and any(s.resource_supply):
        push_choice(s, seat, MERCHANT_LEAGUE, "gain", 2)


def _league_options(s: ArcsState, choice: Choice) -> list[Args]:
    out: list[Args] = [(r,) for i, r in enumerate(arcs_data.RESOURCES) if s.resource_supply[i] > 0]
    return out + [("none",)] if out else []


def _league_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    if args[0] == "none":
        return
    r = arcs_data.RESOURCES.index(str(args[0]))
    s.resource_supply[r] -= 1
    s.league[r] += 1
    if int(choice[3]) > 1:
        push_choice(s, choice[0], MERCHANT_LEAGUE, "gain", int(choice[3]) - 1)


def crisis(s: CampaignState, seat: int) -> None:
    """Merchant League's Crisis: every resource on it goes back to the supply."""
    for r in range(5):
        s.resource_supply[r] += s.league[r]
    s.league = [0] * 5


POWER = Power(MERCHANT_LEAGUE, "Merchant League", choice_options=_league_options, choose=_league_choose)
