"""F3 Magnate, Act II (Fates file "F3 — Magnate"; card texts F3-12A/B, F3-13 to F3-20).

Setup (F3-12A): the 5 Monopoly cards (F3-13 to F3-17) go to the general supply, each resource
supply on its card (`CampaignState.monopolies`); the Gain Monopolies edict (F3-18) joins the
Edicts; Monopoly Consent (F3-19) and War Profiteering (F3-20) go in the rules booklet (the War
Profiteer marker on Warlord is War Profiteering's reminder: it counts while F3-20 is there).
Objective (F3-12B): *Corner the Market...*: advance 1 each time you gain a Monopoly card from
the supply; *...And Hold It*: at the end of a chapter, advance 1 for each Monopoly card you have.

Monopolies (F3-13 to F3-17): the holder keeps that resource's supply on the card: it adds to
their ambitions (Material and Fuel to Tycoon, Weapons to Warlord, Relics to Keeper, Psionic to
Empath), never spent (`ambition_extra`).
Gain Monopolies (F3-18): for each type, a player with more than half of that type's resources
in play takes its Monopoly card (`gain_monopolies`).
War Profiteering (F3-20): Warlord counts Trophies plus Weapon icons of resources and cards.
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import resources
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.state import MONOPOLY_SUPPLY, WARLORD, CampaignState

GAIN_MONOPOLIES = data.GAIN_MONOPOLIES
MONOPOLY_CONSENT = "F3-19"
WAR_PROFITEERING = "F3-20"
MONOPOLY_CARDS = ("F3-13", "F3-14", "F3-17", "F3-15", "F3-16")
"""The Monopoly card of each resource type, in `arcs.data.RESOURCES` order (material, fuel,
weapon, relic, psionic): Material 13, Fuel 14, Relic 15, Psionic 16, Weapon 17."""
AMBITION_OF = (0, 0, WARLORD, 3, 4)
"""The ambition each resource type adds to (Tycoon, Tycoon, Warlord, Keeper, Empath)."""
WEAPON = arcs_data.RESOURCES.index("weapon")


def setup_act2(s: CampaignState, seat: int) -> None:
    """F3-12A: the Monopolies in the supply, Gain Monopolies into the Edicts, Monopoly Consent and
    War Profiteering into the rules booklet."""
    if not s.monopolies:
        s.monopolies = [MONOPOLY_SUPPLY] * 5
    if GAIN_MONOPOLIES not in s.edicts:
        s.edicts.append(GAIN_MONOPOLIES)
    for card in (MONOPOLY_CONSENT, WAR_PROFITEERING):
        if card not in s.booklet:
            s.booklet.append(card)


def held(s: CampaignState, seat: int) -> int:
    """The Monopoly cards `seat` has."""
    return s.monopolies.count(seat)


def chapter_end_act2(s: CampaignState, seat: int) -> None:
    """F3-12B *...And Hold It*: 1 per Monopoly card you have."""
    objective.advance(s, seat, held(s, seat))


# -- Gain Monopolies (F3-18) ------------------------------------------------------------------------
def have(s: CampaignState, seat: int, r: int) -> int:
    """Resources of type `r` in `seat`'s play area (CRB p.27 "Counting"): its board, Merchant
    League's frozen ones, the Imperial Trust's for the First Regent."""
    count = resources.held(s, seat).count(r)
    if "F3-02" in s.guild[seat]:
        count += s.league[r]
    if s.first_regent == seat:
        count += s.trust[r]
    return count


def in_play(s: CampaignState, r: int) -> int:
    """Resources of type `r` in play: the box's 5 less those the 2-player setup put on the
    ambition boxes (F3-18: "Two-player games remove resources from play onto ambition boxes")."""
    return arcs_data.RESOURCE_SUPPLY - s.box_resources[r]


def gain_monopolies(s: CampaignState) -> None:
    """F3-18: for each type, the player with more than half of its resources in play takes its
    Monopoly card, from the supply or from the player who had it (reading: "a player takes the
    Monopoly card"; the objective's "from the supply" counts only those). Nobody with more than
    half: the card stays where it is. A Monopoly scrapped is out of play."""
    magnate = objective.holder(s, cards.MAGNATE)
    for r in range(5):
        holder = s.monopolies[r]
        if holder < MONOPOLY_SUPPLY:
            continue  # scrapped
        for p in range(s.n):
            if 2 * have(s, p, r) > in_play(s, r) and holder != p:
                s.monopolies[r] = p
                if p == magnate and holder == MONOPOLY_SUPPLY and s.act == 2:
                    objective.advance(s, p, 1)  # F3-12B *Corner the Market...*


# -- counting ---------------------------------------------------------------------------------------
def ambition_extra(s: CampaignState, seat: int, ambition: int) -> int:
    """What the Monopolies and War Profiteering add to `seat`'s count for `ambition`."""
    more = 0
    if s.monopolies:
        for r in range(5):
            if s.monopolies[r] == seat and AMBITION_OF[r] == ambition:
                more += s.resource_supply[r]  # the supply kept on the Monopoly card
    if ambition == WARLORD and WAR_PROFITEERING in s.booklet:
        more += resources.icons(s, seat, WEAPON)  # resources and cards (Skirmishers...)
        if s.first_regent == seat:
            more += s.trust[WEAPON]  # frozen, still in the play area (CRB p.27)
        if "F3-02" in s.guild[seat]:
            more += s.league[WEAPON]
    return more
