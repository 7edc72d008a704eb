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

import random
from typing import Any

from ambitions.games.arcs import cardplay, reach, resources
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.court import three_ships, three_ships_options
from ambitions.games.arcs.pieces import city_types
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import CITY, STARPORT, ArcsState, building_kind, building_owner
from ambitions.games.arcs_campaign import data, empire, flagship, guild, summit
from ambitions.games.arcs_campaign.fates import declaring, objective, twisted_passage
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import EMPIRE, CampaignState

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


def chapter_end(s: CampaignState, seat: int) -> None:
    """F1-12B at the end of a chapter: *Expand the Empire* (as First Regent, 1 per cluster with
    Empire control) and *Ensure the Emperor's Tribute* (1 per resource in the Trust, "even if
    you're not First Regent")."""
    steps = sum(s.trust)
    if s.first_regent == seat:
        steps += empire_clusters(s)
    objective.advance(s, seat, steps)


# -- Imperial Quorum (F1-13) -----------------------------------------------------------------------
def most_built(s: CampaignState, kind: int) -> int:
    """The Regent with the most buildings of `kind` (cities or starports) built, on the map and on
    their Flagship board (the card counts both), or -1 on a tie (or none built). Only Regents
    compete: "the Regent with the most ..."."""
    counts = [0] * s.n
    for k, code in enumerate(s.slots):
        if code >= 0 and building_kind(code) == kind and building_owner(code) < s.n:
            if s.in_play[reach.SLOT_SYSTEM[k]]:
                counts[building_owner(code)] += 1
    for p in range(s.n):
        if flagship.has(s, p):
            starports, cities = flagship.board_buildings(s, p)
            counts[p] += starports if kind == STARPORT else cities
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
    if not s.policies:
        return out  # (no Govern the Imperial Reach stack: nothing to resolve)
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


# -- the Steward's Act II Fate Set cards -------------------------------------------------------------
LESSER_REGENTS = ("F1-10", "F1-11", "F1-20", "F1-21")
HUNTER_SQUADS = "F1-07"
IMPERIAL_PROTECTORS = "F1-08"
EMPIRE_FALLS = "F1-09"


def _lesser_regent_options(s: ArcsState, seat: int) -> list[Args]:
    """F1-10/11 (and 20/21): "Prelude: you may discard this to declare any ambition" (errata: no
    zero marker), while an ambition marker is Available (base p9); not one a law forbids
    (`declaring.forbidden`: Oath of Peace, the Doctrine)."""
    assert isinstance(s, CampaignState)
    if not cardplay.available_markers(s) or not cardplay.may_declare(s, seat):
        return []
    return [(a,) for a in cardplay.names_in_play(s) if not declaring.forbidden(s, seat, a)]


def _lesser_regent(s: ArcsState, seat: int, *args: Arg) -> None:
    cardplay.declare(s, seat, str(args[0]), zero=False)


def _hunter_rerolls(s: ArcsState, seat: int) -> dict[int, int]:
    """F1-07: attacking an Outlaw, reroll assault dice up to your Weapons (resources and cards,
    frozen ones included as for Skirmishers)."""
    assert isinstance(s, CampaignState)
    defender = s.battle_defender
    if 0 <= defender < s.n and s.outlaw[defender]:
        return {0: guild.weapon_icons(s, seat)}  # (die type 0: assault)
    return {}


def protected_from_blight(s: CampaignState, system: int) -> bool:
    """Imperial Protectors (F1-08, a law in the rules booklet): no Blight Crisis in a system the
    Empire controls (any fresh Imperial ship)."""
    return IMPERIAL_PROTECTORS in s.booklet and s.imperial_fresh[system] > 0


# Empire Falls (F1-09): a Vox card.
def empire_falls_crisis(s: CampaignState) -> None:
    """If the arrow was rolled: every Regent becomes an Outlaw (in turn order, as leaving the
    Empire: the First Regent tile passes on, and with no Regent left the Trust goes back, CRB
    p.16), each Imperial ship on the map takes a hit, and this card is discarded. Otherwise
    nothing happens (it stays in the Court)."""
    assert s.event_roll is not None
    if s.event_roll[1] != "arrow":
        return
    for p in s.turn_order():
        if empire.is_regent(s, p):
            summit.leave_the_empire(s, p)
    for x in range(reach.NUM_SYSTEMS):
        twisted_passage.destroyed(s, EMPIRE, s.imperial_damaged[x])  # destroyed: back to the supply
        s.imperial_damaged[x] = s.imperial_fresh[x]
        s.imperial_fresh[x] = 0
    vox_rules().remove_from_court(s, EMPIRE_FALLS, bury=False)
    s.court_discard.append(EMPIRE_FALLS)


def _empire_falls_secured(s: ArcsState, seat: int) -> None:
    """May move your agents from this card to other Court cards (as Council Intrigue); bury
    this."""
    assert isinstance(s, CampaignState)
    vox_rules().bury_secured(s, EMPIRE_FALLS)
    moved = s.secured_agents[seat] if s.secured_agents else 0
    if moved:
        push_choice(s, seat, EMPIRE_FALLS, "move", moved)


def _move_options(s: ArcsState, choice: Choice) -> list[Args]:
    found: list[Args] = vox_rules()._intrigue_options(s, choice)
    return found


def _move_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    vox_rules()._intrigue_choose(s, choice, args)


def vox_rules() -> Any:
    """The campaign Court's Vox rules (`arcs_campaign.vox`), imported when used: vox imports this
    package's modules."""
    from ambitions.games.arcs_campaign import vox

    return vox


POWERS: tuple[Power, ...] = (
    *(
        Power(card, "Lesser Regent", prelude_options=_lesser_regent_options, prelude=_lesser_regent,
              discards=True)
        for card in LESSER_REGENTS
    ),
    Power(HUNTER_SQUADS, "Hunter Squads", rerolls=_hunter_rerolls, prelude_options=three_ships_options,
          prelude=three_ships, discards=True),
)  # fmt: skip
"""The Steward's Act II Guild cards (`fates.POWERS`)."""
VOX_POWERS: tuple[Power, ...] = (
    Power(EMPIRE_FALLS, "Empire Falls", when_secured=_empire_falls_secured, choice_options=_move_options,
          choose=_move_choose),
)  # fmt: skip
"""The Steward's Act II Vox cards (`vox.POWERS`)."""
VOX_CRISES = {EMPIRE_FALLS: empire_falls_crisis}


# -- the Act II Resolution (F1-14) ---------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F1-14: completed, Navy Reprisal, Council Insiders and Galactic Bards (15-17) to the Court
    deck, the Imperial Defectors and the Lesser Regents (18-21) scrapped; failed, 15-17 scrapped
    and 18-21 to the Court deck (errata: the Lesser Regents are 20-21)."""
    if completed:
        res.to_court(s, res.ids("F1", 15, 16, 17))
        res.scrap(s, res.ids("F1", 18, 19, 20, 21))
    else:
        res.scrap(s, res.ids("F1", 15, 16, 17))
        res.to_court(s, res.ids("F1", 18, 19, 20, 21))


# -- Tax Collectors (F1-06) ---------------------------------------------------------------------------
TAX_COLLECTORS = "F1-06"


def tax_collectors_targets(
    s: CampaignState, seat: int, taxes: list[tuple[Any, ...]]
) -> list[tuple[Any, ...]]:
    """F1-06 "When you tax an Outlaw's city, you may take the resource from their player board"
    (FAQ: also when taxing "like Loyal", as Imperial Authority does): ``tax 3.2#0 board`` beside
    each such tax of `taxes`, where the Outlaw has a resource of the city's type on their board.
    (Buried by an Outlaw holder: `fates.BURY_IF_OUTLAW`.)"""
    if TAX_COLLECTORS not in s.guild[seat] or s.outlaw[seat]:
        return []
    out: list[tuple[Any, ...]] = []
    for args in taxes:
        k = std.SLOT_BY_NAME[str(args[0])]
        owner = s.slots[k] >> 2
        types = city_types(s, k)
        if 0 <= owner < s.n and owner != seat and s.outlaw[owner] and len(types) == 1:
            if types[0] in resources.held(s, owner) and (args[0], "board") not in out:
                out.append((args[0], "board"))
    return out


def collect(s: CampaignState, slot: int) -> None:
    """Tax Collectors: the city's resource leaves its Outlaw owner's board for the supply, from
    which the tax then takes it (so the taxer gains exactly that resource). Reading: not a steal
    (the card says "take"), so Sworn Guardians does not stop it."""
    owner = s.slots[slot] >> 2
    r = city_types(s, slot)[0]
    resources.remove_one(s, owner, r)
    s.resource_supply[r] += 1
