"""F2 Founder, Act III (Fates file "F2 — Founder"; card texts F2-25A/B, F2-24, F2-26, F2-27).

Setup (F2-25A): Call for Armistice (F2-15) is scrapped and Mass Call for Armistice (F2-26) added
to the Edicts (the Armistices stay tucked, in the booklet); gain Freedom Fighters (F2-27).

Grand ambitions (F2-25B), *Secure Freedom for All*: both need the Commonwealth to have won the
Commonwealth ambition (F2-14) this chapter; (1) and at least 3 Free cities are controlled
neither by the Empire nor by a non-Member; (2) and at least 7.

Spirit of Freedom (F2-24), Mass Call for Armistice (F2-26), Freedom Fighters (F2-27: ``incite
2.1``, a new action paid as a Battle).
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.state import CITY, building_kind, building_owner
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import cards, ceasefires, objective, twisted_passage
from ambitions.games.arcs_campaign.fates import founder_act2 as act2
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import EMPIRE, FREE, CampaignState

SPIRIT_OF_FREEDOM = "F2-24"
MASS_CALL = data.MASS_CALL_FOR_ARMISTICE
FREEDOM_FIGHTERS = "F2-27"


def setup_act3(s: CampaignState, seat: int) -> None:
    """F2-25A."""
    if act2.CALL_FOR_ARMISTICE in s.edicts:
        s.edicts.remove(act2.CALL_FOR_ARMISTICE)
    if act2.CALL_FOR_ARMISTICE not in s.scrapped:
        s.scrapped.append(act2.CALL_FOR_ARMISTICE)
    if MASS_CALL not in s.edicts:
        s.edicts.append(MASS_CALL)
    res.gain(s, seat, FREEDOM_FIGHTERS)


# -- grand ambitions (F2-25B) ---------------------------------------------------------------------------
def commonwealth_won(s: CampaignState) -> bool:
    """The Commonwealth wins the Commonwealth ambition at this chapter's scoring (F2-14, as
    `founder_act2.score_commonwealth` will score it after the clean up: read from the scoring
    record, before it)."""
    if s.commonwealth < 0 or not s.chapter_scoring:
        return False
    for row in s.chapter_scoring[-1][1]:
        if row[0] == s.commonwealth:
            first, second = sum(v[0] for v in row[1]), sum(v[1] for v in row[1])
            return act2.commonwealth_score(s, row[2], first, second).winner == act2.COMMONWEALTH
    return False


def free_cities(s: CampaignState) -> int:
    """Free cities on the map controlled neither by the Empire (a fresh Imperial ship) nor by a
    non-Member (controlled by a Member, or by nobody)."""
    inside = set(act2.members(s))
    count = 0
    for k, code in enumerate(s.slots):
        if code < 0 or building_owner(code) != FREE or building_kind(code) != CITY:
            continue
        x = reach.SLOT_SYSTEM[k]
        if not s.in_play[x] or s.imperial_fresh[x]:
            continue
        ruler = s.controller(x)
        if ruler < 0 or ruler in inside:
            count += 1
    return count


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    if not commonwealth_won(s):
        return False, False
    n = free_cities(s)
    return n >= 3, n >= 7


# -- Spirit of Freedom (F2-24) ---------------------------------------------------------------------------
def spirit_targets(s: CampaignState, seat: int, have: list[tuple[Any, ...]]) -> list[tuple[str]]:
    """F2-24: its holder may secure a Court card where they tie (not with zero) for the most
    agents, every Rival tied with them being a non-Member."""
    if SPIRIT_OF_FREEDOM not in s.lore[seat]:
        return []
    inside = set(act2.members(s))
    n = s.n
    out: list[tuple[str]] = []
    for i, card in enumerate(s.court):
        if not card or (card,) in have or (card == data.COUNCIL and s.council == data.DECIDED):
            continue
        mine = s.court_agents[i * n + seat]
        rivals = [p for p in range(n) if p != seat]
        tied = [p for p in rivals if s.court_agents[i * n + p] == mine]
        if mine and tied and all(s.court_agents[i * n + p] <= mine for p in rivals):
            if not any(p in inside for p in tied):
                out.append((card,))
    return out


# -- Mass Call for Armistice (F2-26) -----------------------------------------------------------------------
def mass_call_steps(s: CampaignState) -> list[tuple[Any, ...]]:
    """F2-26: as Call for Armistice (F2-15: scrapped with no Members; the lowest-Power Member,
    untied, may attach an Armistice), then the Founder may also attach one (if one is left)."""
    if not act2.members(s):
        s.edicts.remove(MASS_CALL)
        if MASS_CALL not in s.scrapped:
            s.scrapped.append(MASS_CALL)
        return []
    out: list[tuple[Any, ...]] = []
    least = min(s.power[p] for p in act2.members(s))
    lowest = [p for p in act2.members(s) if s.power[p] == least]
    if len(lowest) == 1:
        out.append((act2.ARMISTICE_STEP, lowest[0]))
    founder = objective.holder(s, cards.FOUNDER)
    if founder >= 0:
        out.append((act2.ARMISTICE_STEP, founder))
    return out


# -- Freedom Fighters (F2-27) ------------------------------------------------------------------------------
def incite_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Incite Revolt (Battle): a system with a fresh Free city and a damaged Rival or Imperial
    ship to destroy."""
    if FREEDOM_FIGHTERS not in s.guild[seat]:
        return []
    out: list[ArcsAction] = []
    for x in range(reach.NUM_SYSTEMS):
        if not s.in_play[x] or not _fresh_free_city(s, x):
            continue
        if s.ceasefires and not ceasefires.may_harm(s, seat, x, "ships"):
            continue  # (Ceasefires, F15-08: destroying is harm)
        if s.imperial_damaged[x] or any(_targets(s, seat, x)):
            out.append(act("incite", reach.SYSTEM_IDS[x]))
    return out


def _fresh_free_city(s: CampaignState, x: int) -> bool:
    return any(
        s.slots[k] >= 0 and building_owner(s.slots[k]) == FREE and building_kind(s.slots[k]) == CITY
        and not s.slots[k] & 1
        for k in reach.SYSTEM_SLOTS[x]
    )  # fmt: skip


def _targets(s: CampaignState, seat: int, x: int) -> list[int]:
    """The Rivals whose damaged ships there may be destroyed (reading: not a Member while an
    Armistice is in the Court, if the Founder is a Member: F2-16)."""
    truce = act2.armistice_in_court(s) and bool(s.members) and s.members[seat]
    return [
        p for p in range(s.n)
        if p != seat and s.damaged[x * s.n + p] and not (truce and s.members[p])
    ]  # fmt: skip


def incite(s: CampaignState, seat: int, system_id: str) -> None:
    """Destroy every damaged Rival and Imperial ship there, ignoring the Imperial Truce; no
    Trophies (back to their supplies)."""
    x = reach.SYSTEM_INDEX[system_id]
    ceasefires.pay(s, seat, x, "ships")  # (Ceasefires, F15-08)
    for p in _targets(s, seat, x):
        twisted_passage.destroyed(s, p, s.damaged[x * s.n + p])  # (or onto The Dead Live, F22-04)
        s.damaged[x * s.n + p] = 0
    twisted_passage.destroyed(s, EMPIRE, s.imperial_damaged[x])
    s.imperial_damaged[x] = 0
