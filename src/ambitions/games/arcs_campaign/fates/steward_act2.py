"""F1 Steward, Act II (Fates file "F1 — Steward"; card texts F1-12A/B, F1-13).

Setup (F1-12A): add Imperial Quorum (F1-13) to the Edicts.
Objective (F1-12B), at the end of each chapter: *Expand the Empire*: if you are the First
Regent, advance 1 for each cluster where the Empire controls any system (a fresh Imperial ship
there, CRB p.10); *Ensure the Emperor's Tribute*: advance 1 for each resource in the First
Regent's Imperial Trust, whoever holds the tile.

Imperial Quorum (F1-13, edict number 02: BRD C.2, the card face): resolve Govern the Imperial
Reach (edict 03) this way, then skip edict 03: first the First Regent collects the Demand; then
the Regent with the most starports built may take the Imperial Action (``imperial-action`` /
``pass``); then the Regent with the most cities built may change the Policy (``change war`` /
``keep``); a tie for either skips that part (`quorum_steps`, run by `council`).
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, STARPORT, building_kind, building_owner
from ambitions.games.arcs_campaign import data, empire
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

IMPERIAL_QUORUM = data.IMPERIAL_QUORUM
QUORUM_ACTION = "quorum-action"
"""A step of Imperial Quorum: ``(QUORUM_ACTION, seat)``, the Regent with the most starports."""
QUORUM_POLICY = "quorum-policy"
"""A step of Imperial Quorum: ``(QUORUM_POLICY, seat)``, the Regent with the most cities."""
STEPS: frozenset[str] = frozenset({QUORUM_ACTION, QUORUM_POLICY})


def setup_act2(s: CampaignState, seat: int) -> None:
    """F1-12A: Imperial Quorum joins the Edicts (CRB p.9: the Edicts are the rules booklet's
    edict cards, resolved lowest number first)."""
    if IMPERIAL_QUORUM not in s.edicts:
        s.edicts.append(IMPERIAL_QUORUM)


def empire_clusters(s: CampaignState) -> int:
    """Clusters where the Empire controls any system: any fresh Imperial ship (CRB p.10)."""
    return sum(
        1
        for cluster in range(1, 7)
        if any(s.imperial_fresh[x] for x in range((cluster - 1) * 4, cluster * 4) if s.in_play[x])
    )


def chapter_end_act2(s: CampaignState, seat: int) -> None:
    """F1-12B at the end of a chapter: *Expand the Empire* (as First Regent, 1 per cluster with
    Empire control) and *Ensure the Emperor's Tribute* (1 per resource in the Trust, "even if
    you're not First Regent")."""
    steps = sum(s.trust)
    if s.first_regent == seat:
        steps += empire_clusters(s)
    objective.advance(s, seat, steps)


# -- Imperial Quorum (F1-13) -----------------------------------------------------------------------
def most_built(s: CampaignState, kind: int) -> int:
    """The Regent with the most buildings of `kind` (cities or starports) built on the map, or -1
    on a tie (or none built). Only Regents compete: "the Regent with the most ...". (Flagship
    boards, which the card also counts, come with the Flagships.)"""
    counts = [0] * s.n
    for k, code in enumerate(s.slots):
        if code >= 0 and building_kind(code) == kind and building_owner(code) < s.n:
            if s.in_play[reach.SLOT_SYSTEM[k]]:
                counts[building_owner(code)] += 1
    regents = [p for p in range(s.n) if empire.is_regent(s, p)]
    if not regents:
        return -1
    best = max(counts[p] for p in regents)
    top = [p for p in regents if counts[p] == best]
    return top[0] if best > 0 and len(top) == 1 else -1


def quorum_steps(s: CampaignState) -> list[tuple[Any, ...]]:
    """The steps that replace Govern the Imperial Reach this round: the Demand (by the First
    Regent; none without one, as edict 03 is skipped then: `council`), the Imperial Action's
    Regent, the Policy's Regent."""
    out: list[tuple[Any, ...]] = []
    if s.first_regent >= 0:
        out.append(("demand-all", -1, s.policies[0]))
    actor = most_built(s, STARPORT)
    if actor >= 0:
        out.append((QUORUM_ACTION, actor))
    changer = most_built(s, CITY)
    if changer >= 0:
        out.append((QUORUM_POLICY, changer))
    return out


def skip_govern(s: CampaignState) -> None:
    """ "Then skip Edict 03 itself" (F1-13): its step, queued after this one, goes."""
    s.steps = [step for step in s.steps if step[0] != data.GOVERN]
