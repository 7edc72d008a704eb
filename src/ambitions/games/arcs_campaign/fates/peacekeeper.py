"""F15 Peacekeeper, Act II (Fates file "F15 — Peacekeeper"; card texts F15-01A/B, F15-02,
F15-03, F15-04; BRD C.12 R12).

Setup (F15-01A), in its order: with 2 players, the Weapons on the Warlord ambition box go back to
the supply; clear all your Outrage; Provoke Outrage with Weapons (its Weapons and Weapon Guild
cards discarded, CRB p.16); gain Oath of Peace (F15-02, lore) and Arsenal Keepers (F15-03, a
protected Weapon Guild card); replenish the fleet to 8 Loyal ships (`fleet`). No Flagship.

Objective (F15-01B; starts on 18 / 16 / 14), both at a chapter's end: *Restrict the Weapons
Supply*: 1 per Weapon you have (everything in your play area counts, CRB p.27, the Imperial
Trust's for the First Regent); *Control the Arms Manufacturers*: 1 per Weapon planet you
control, a First Regent counting the Empire-controlled ones (the card).

Oath of Peace (F15-02), while its holder is the Peacekeeper (any other holder scraps it):
* every Trophy they gain goes back, Blight excepted (`return_trophies`, after each action);
* they cannot declare Warlord and gain no Power from scoring it (`Power.score`); they still
  count for its places (R12: a Rival behind them gains second-place Power only);
* as First Regent they cannot change the Policy to War nor enforce a Policy of War
  (`govern_options`).

Arsenal Keepers (F15-03, protected): after an action that put Weapons on its holder's board, the
holder may place each on the card instead (``choose place`` / ``choose keep``); there they are
frozen (`CampaignState.arsenal`: never spent, given or discarded), count as the holder's
Weapons, and are raided for 2 keys each (``steal arsenal``); if the card leaves its holder (Weapon
Outrage), they go back to the supply.

A Weapon its holder collects for the Imperial Trust as First Regent may go on it instead
(``demand 1 weapon arsenal``, `council`).
Arcs' raid step offers its Weapons through `CampaignState.more_raid_options`.
"""

from __future__ import annotations

import random

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import pieces, reach, resources, stealing
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import NUM_PIECE_KINDS, ArcsState
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.fates import fleet, objective, twisted_passage
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import EMPIRE, NEUTRAL_PIECES, CampaignState

OBJECTIVE_CARD = "F15-01"
OATH_OF_PEACE = "F15-02"
ARSENAL_KEEPERS = "F15-03"
RESOLUTION = "F15-04"
WEAPON = arcs_data.RESOURCES.index("weapon")
WARLORD = arcs_data.AMBITIONS.index("warlord")
BLIGHT = NEUTRAL_PIECES.index("blight")
WEAPON_PLANETS = tuple(x for x in range(reach.NUM_SYSTEMS) if reach.PLANET_RESOURCE[x] == WEAPON)


def setup_act2(s: CampaignState, seat: int) -> None:
    """F15-01A, steps 1-5."""
    if s.n == 2:
        s.resource_supply[WEAPON] += s.box_resources[WEAPON]
        s.box_resources[WEAPON] = 0
    res.clear_outrage(s, seat)
    arcs_battle.provoke_outrage(s, seat, WEAPON)
    res.gain(s, seat, OATH_OF_PEACE)
    res.gain(s, seat, ARSENAL_KEEPERS)
    fleet.replenish(s, seat, OBJECTIVE_CARD)


SETUP_POWER = fleet.replenish_power(OBJECTIVE_CARD, "Peacekeeper Act II Setup")


# -- the objective ---------------------------------------------------------------------------------
def weapons(s: CampaignState, seat: int) -> int:
    """The Weapons `seat` has: its board, Arsenal Keepers', and the Imperial Trust's as First
    Regent (CRB p.27)."""
    held = resources.held(s, seat).count(WEAPON) + (s.arsenal if ARSENAL_KEEPERS in s.guild[seat] else 0)
    return held + (s.trust[WEAPON] if s.first_regent == seat else 0)


def weapon_planets(s: CampaignState, seat: int) -> int:
    """Weapon planets `seat` controls (F15-01B: a First Regent controls Empire-controlled ones)."""
    return sum(
        1
        for x in WEAPON_PLANETS
        if empire.controls(s, seat, x)  # (Martial Law, F7-20)
    )


def chapter_end(s: CampaignState, seat: int) -> None:
    """Both objectives of F15-01B at a chapter's end."""
    objective.advance(s, seat, weapons(s, seat) + weapon_planets(s, seat))


# -- Oath of Peace (F15-02) ------------------------------------------------------------------------
def sworn(s: CampaignState, seat: int) -> bool:
    """`seat` holds Oath of Peace as the Peacekeeper."""
    return OATH_OF_PEACE in s.lore[seat] and s.fates[seat] == "F15"


def after(s: CampaignState, arsenal_before: int = -1) -> None:
    """After each action: Oath of Peace held by another than the Peacekeeper is scrapped; the
    Peacekeeper's Trophies (Blight excepted) go back; Arsenal Keepers' holder who took Weapons
    is asked whether to place them on it; its Weapons go back to the supply if it left its
    holder."""
    arsenal_took(s, arsenal_before)
    for seat in range(s.n):
        if OATH_OF_PEACE in s.lore[seat] and s.fates[seat] != "F15":
            res.scrap(s, [OATH_OF_PEACE])
        elif OATH_OF_PEACE in s.lore[seat]:
            return_trophies(s, seat)


def return_trophies(s: CampaignState, seat: int) -> None:
    """ "Return all Trophies you gain except Blight": Rival pieces to their owners (ships and
    starports to the supply, cities to the board, agents as base p19), Imperial ships and Free
    buildings to their supplies."""
    n = s.n
    for owner in range(n):
        base = (seat * n + owner) * NUM_PIECE_KINDS
        ships, agents, ports, cities = s.trophies[base : base + NUM_PIECE_KINDS]
        if not ships + agents + ports + cities:
            continue
        s.trophies[base : base + NUM_PIECE_KINDS] = [0] * NUM_PIECE_KINDS
        twisted_passage.destroyed(s, owner, ships)  # (or onto The Dead Live, F22-04)
        s.starports[owner] += ports
        pieces.return_agents(s, owner, agents)
        for _ in range(cities):
            pieces.return_city(s, owner)
    k = len(NEUTRAL_PIECES)
    held = s.neutral_trophies[seat * k : seat * k + k]
    twisted_passage.destroyed(s, EMPIRE, held[0])
    s.free_cities += held[1]
    s.free_starports += held[2]
    s.neutral_trophies[seat * k : seat * k + 3] = [0, 0, 0]


def forbids(s: CampaignState, seat: int, ambition: str) -> bool:
    """Oath of Peace forbids `seat` to declare `ambition` however declared (the played card, a
    Prelude card, Populist Demands): Warlord, for a sworn Peacekeeper."""
    return ambition == "warlord" and sworn(s, seat)


def _score(s: ArcsState, seat: int, ambition: int, place: int, first: int, second: int) -> int:
    """No Power from scoring Warlord; the places stay (R12)."""
    assert isinstance(s, CampaignState)
    if ambition == WARLORD and sworn(s, seat):
        return 0
    return first if place == 1 else second


OATH_POWER = Power(OATH_OF_PEACE, "Oath of Peace", score=_score)


def govern_options(s: CampaignState, seat: int, options: list[ArcsAction]) -> list[ArcsAction]:
    """A sworn First Regent cannot change the Policy to War nor enforce a Policy of War."""
    if not sworn(s, seat):
        return options
    war = s.policies and s.policies[0] == "war"
    return [
        a
        for a in options
        if not (a.kind == "change" and a.args[0] == "war") and not (a.kind == "enforce" and war)
    ]


# -- Arsenal Keepers (F15-03) ---------------------------------------------------------------------
ARSENAL_RAID_KEYS = 2
"""F15-03: "Their raid cost is 2 keys each"."""


def arsenal_holder(s: CampaignState) -> int:
    for p in range(s.n):
        if ARSENAL_KEEPERS in s.guild[p]:
            return p
    return -1


def arsenal_board(s: CampaignState) -> int:
    """The Weapons on the board of Arsenal Keepers' holder, or -1 if nobody holds it."""
    holder = arsenal_holder(s)
    return resources.held(s, holder).count(WEAPON) if holder >= 0 else -1


def arsenal_took(s: CampaignState, before: int) -> None:
    """ "When you take a Weapon, you may place it here instead": after an action that put Weapons
    on the holder's board (a gain, a tax, a raid...), one question per Weapon taken (``choose
    place`` / ``choose keep``). Off its holder, the card's Weapons go back to the supply."""
    holder = arsenal_holder(s)
    if holder < 0:
        s.resource_supply[WEAPON] += s.arsenal
        s.arsenal = 0
        return
    taken = arsenal_board(s) - before if before >= 0 else 0
    if taken > 0:
        push_choice(s, holder, ARSENAL_KEEPERS, "place", taken)


def _arsenal_options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    return [("place",), ("keep",)] if WEAPON in resources.held(s, int(choice[0])) else []


def _arsenal_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    seat = int(choice[0])
    if args[0] == "place":
        resources.remove_one(s, seat, WEAPON)
        s.arsenal += 1
    if int(choice[3]) > 1 and args[0] == "place":
        push_choice(s, seat, ARSENAL_KEEPERS, "place", int(choice[3]) - 1)


def arsenal_raid_options(s: CampaignState, defender: int, keys: int) -> list[ArcsAction]:
    """Raiding (base p16): a Weapon on the defender's Arsenal Keepers for 2 keys (``steal
    arsenal``), unless their resources are protected (Sworn Guardians)."""
    if defender < 0 or not s.arsenal or keys < ARSENAL_RAID_KEYS or ARSENAL_KEEPERS not in s.guild[defender]:
        return []
    if stealing.resources_protected(s, defender):
        return []
    return [act("steal", "arsenal")]


def steal_from_arsenal(s: CampaignState, raider: int) -> None:
    s.arsenal -= 1
    s.battle_keys -= ARSENAL_RAID_KEYS
    resources.put(s, raider, WEAPON)


ARSENAL_POWER = Power(
    ARSENAL_KEEPERS, "Arsenal Keepers", choice_options=_arsenal_options, choose=_arsenal_choose
)


# -- the Act II Resolution (F15-04) ----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F15-04: completed, the Arms Interests (05-06) to the Court deck; failed, Oath of Peace
    (02) scrapped and Arsenal Keepers (03) to the Court deck if they hold it."""
    if completed:
        res.to_court(s, res.ids("F15", 5, 6))
        return
    res.scrap(s, [OATH_OF_PEACE])
    if ARSENAL_KEEPERS in s.guild[seat]:
        res.to_court(s, [ARSENAL_KEEPERS])


POWERS: tuple[Power, ...] = (SETUP_POWER, OATH_POWER, ARSENAL_POWER)
"""The powers of its Act II cards (`fates.register_act2`)."""
