"""F3 Magnate, Act I (Fates file "F3 — Magnate").

Setup (F3-01A): gain Merchant League (F3-02, protected Fuel Guild card).
Objective (F3-01B), both repeatable within a Summit's Negotiations: *Close Deals with Rivals*:
advance 2 each time a Rival gives you a Favor or a resource, except one you gave them in this
Summit; *Export to the Galactic Core*: advance 2 each time you choose to discard 3 resources.
The Summits' Negotiations call `on_deal_part` (for each part of an accepted deal, which calls
`rival_gave`) and offer the Magnate ``export relic fuel relic`` (`export_options`, `export`,
which calls `exported`).

Merchant League: when you declare an ambition, you may gain any 2 resources onto it (frozen:
not spent, discarded or stolen; only the Summits' Transfer Asset moves them; they count for
ambitions like every resource in your play area, CRB p.27 "Counting"). Its Crisis, a Fate
Crisis (CRB p.18): discard all resources from it.
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import resources
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

MERCHANT_LEAGUE = "F3-02"


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat].append(MERCHANT_LEAGUE)


RES = arcs_data.RESOURCES


def token(part: tuple[object, ...], actor: int) -> str | None:
    """What a Negotiation action `part` taken by `actor` gives, if a Favor or a resource:
    ``"favor 2"`` (a Favor of seat 2's agent: Promise Favor gives the actor's own) or ``"relic"``."""
    if part[0] == "promise":
        return f"favor {actor}"
    if part[0] == "transfer" and part[1] == "favor":
        return f"favor {part[2]}"
    if part[0] == "transfer" and part[1] in RES:
        return str(part[1])
    if part[0] == "transfer" and part[1] == "league":
        return str(part[2])
    return None


def on_deal_part(s: CampaignState, actor: int, target: int, part: tuple[object, ...]) -> None:
    """A part of an accepted deal was taken (F3-01B *Close Deals with Rivals*): what the Magnate
    gives a Rival is noted for this Summit; a Favor or resource a Rival gives the Magnate
    advances 2, unless it is one the Magnate gave that Rival in this Summit (then the note goes:
    given back once, counted never)."""
    seat = objective.holder(s, "F3")
    given = token(part, actor)
    if seat < 0 or given is None or seat not in (actor, target) or s.act != 1:  # (Act I objective)
        return
    if actor == seat:
        s.summit_gifts.append(f"{target} {given}")
    elif f"{actor} {given}" in s.summit_gifts:
        s.summit_gifts.remove(f"{actor} {given}")
    else:
        rival_gave(s, seat)


def export_options(s: CampaignState, seat: int) -> list[tuple[str, str, str]]:
    """*Export to the Galactic Core* (F3-01B): the Magnate may discard any 3 resources of their
    board during the Summit's Negotiations (frozen ones, on Merchant League or the Imperial
    Trust, stay: CRB p.27). Each choice is sorted, so each set of 3 is offered once."""
    if objective.holder(s, "F3") != seat or s.act != 1:  # (the Act I objective's action)
        return []
    held = sorted(resources.held(s, seat))
    out: set[tuple[str, str, str]] = set()
    for i in range(len(held)):
        for j in range(i + 1, len(held)):
            for k in range(j + 1, len(held)):
                out.add((RES[held[i]], RES[held[j]], RES[held[k]]))
    return sorted(out)


def export(s: CampaignState, seat: int, names: tuple[object, ...]) -> None:
    """Discard the 3 resources to the supply, then advance 2 (checked by the caller)."""
    for name in names:
        r = RES.index(str(name))
        resources.remove_one(s, seat, r)
        s.resource_supply[r] += 1
    exported(s, seat)


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
