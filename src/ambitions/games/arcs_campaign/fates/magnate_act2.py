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

import random
from dataclasses import replace

from ambitions.games.arcs import court, resources, stealing
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.powers import Args, Power
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data, guild
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import MONOPOLY_SCRAPPED, MONOPOLY_SUPPLY, WARLORD, CampaignState

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


def chapter_end(s: CampaignState, seat: int) -> None:
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
    for r in range(5):
        if AMBITION_OF[r] != ambition:
            continue
        monopoly = bool(s.monopolies) and s.monopolies[r] == seat
        cartel = any(CARTELS[c] == r for c in s.guild[seat] if c in CARTELS)
        if monopoly or cartel:
            more += s.resource_supply[r]  # the supply kept on the Monopoly (or Cartel, F3-07): once
    if ambition == WARLORD and WAR_PROFITEERING in s.booklet:
        more += resources.icons(s, seat, WEAPON)  # resources and cards (Skirmishers...)
        if s.first_regent == seat:
            more += s.trust[WEAPON]  # frozen, still in the play area (CRB p.27)
        if "F3-02" in s.guild[seat]:
            more += s.league[WEAPON]
    return more


# -- the Magnate's Act II Fate Set cards --------------------------------------------------------------
ELDER_BROKER = "F3-04"
RELIC_FENCE = "F3-05"
PRISON_WARDENS = "F3-06"
CARTELS = {"F3-07": 0, "F3-08": 1, "F3-09": 2, "F3-10": 4, "F3-11": 3}
"""The Cartels and their resource types (Material, Fuel, Weapon, Psionic, Relic)."""
RELIC = arcs_data.RESOURCES.index("relic")


def fence_power(card: str) -> Power:
    """F3-05 Relic Fence (and the Redeemer's F19-04, "As F3-05"): "Prelude: Once per turn, you
    may discard 1 resource to gain 1 Relic" (a Relic in the supply; discarding a Relic for a
    Relic is no trade). Each card has its own once a turn (its id is the turn flag)."""

    def options(s: ArcsState, seat: int) -> list[Args]:
        if card in s.turn_flags or not s.resource_supply[RELIC]:
            return []
        return [(arcs_data.RESOURCES[r],) for r in sorted(set(resources.held(s, seat))) if r != RELIC]

    def fence(s: ArcsState, seat: int, *args: Arg) -> None:
        s.turn_flags.append(card)
        r = arcs_data.RESOURCES.index(str(args[0]))
        resources.remove_one(s, seat, r)
        s.resource_supply[r] += 1
        resources.gain(s, seat, RELIC)

    return Power(card, "Relic Fence", prelude_options=options, prelude=fence)


def _cartel(card: str, name: str) -> Power:
    r = CARTELS[card]

    def after_scoring(s: ArcsState, seat: int, scored: set[int]) -> None:
        """ "After scoring, Rivals discard all" of the type (from their boards: frozen resources
        are never discarded, CRB p.27)."""
        for p in range(s.n):
            if p != seat:
                while resources.remove_one(s, p, r):
                    s.resource_supply[r] += 1

    def steal_options(s: ArcsState, seat: int) -> list[Args]:
        """ "Prelude: You may discard this to steal 1" of the type (FAQ: may be discarded for
        nothing)."""
        out: list[Args] = [()]
        for p in range(s.n):
            if p != seat and r in stealing.stealable_resources(s, p):
                out.append((p,))
        return out

    def steal(s: ArcsState, seat: int, *args: Arg) -> None:
        if args:
            stealing.steal_resource(s, seat, int(args[0]), r)

    return Power(card, name, after_scoring=after_scoring, prelude_options=steal_options, prelude=steal,
                 discards=True)  # fmt: skip


POWERS: tuple[Power, ...] = (
    # F3-04 is CC10, F3-06 is Arcs' Prison Wardens (BC12), word for word (Fates file): the same
    # powers (their questions asked for the original card, whose power answers them).
    replace(guild.POWERS["CC10"], id=ELDER_BROKER),
    replace(next(p for p in court.POWERS if p.id == "BC12"), id=PRISON_WARDENS),
    fence_power(RELIC_FENCE),
    *(_cartel(card, name) for card, name in (
        ("F3-07", "Material Cartel"), ("F3-08", "Fuel Cartel"), ("F3-09", "Weapon Cartel"),
        ("F3-10", "Psionic Cartel"), ("F3-11", "Relic Cartel"),
    )),
)  # fmt: skip
"""The Magnate's Act II Guild cards (`fates.POWERS`)."""


# -- the Act II Resolution (F3-21) -----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F3-21: completed, gain Prospectors (22), the Cartels (07-11) and the Extortions (23-24)
    scrapped, Mining and Shipping Interest (CC01, CC04) back from the Court discard to the Court
    deck; failed, Prospectors and every Monopoly no player has scrapped, the Cartels of the
    scrapped Monopolies' types to the Court deck and the other Cartels scrapped, the Extortions
    to the Court deck. (Errata: "Fuel Interest" is Shipping Interest.)"""
    if completed:
        res.gain(s, seat, "F3-22")
        res.scrap(s, [*CARTELS, "F3-23", "F3-24"])
        for card in ("CC01", "CC04"):
            if card in s.court_discard:
                s.court_discard.remove(card)
                s.court_deck.append(card)
        return
    unowned = [r for r in range(len(MONOPOLY_CARDS)) if not (s.monopolies and s.monopolies[r] >= 0)]
    res.scrap(s, ["F3-22", *sorted(MONOPOLY_CARDS[r] for r in unowned)])
    for r in unowned:
        if s.monopolies:
            s.monopolies[r] = MONOPOLY_SCRAPPED
    res.to_court(s, [card for card, r in CARTELS.items() if r in unowned])
    res.scrap(s, [card for card, r in CARTELS.items() if r not in unowned])
    res.to_court(s, ["F3-23", "F3-24"])
