"""F13 Blight Speaker, Act II (Fates file "F13 — Blight Speaker"; card texts F13-01A/B, F13-02,
F13-03).

Setup (F13-01A), in its order: gain Spore Ships (F13-02, a protected Psionic Guild card); scrap
2 Loyal ships from the supply or the map (``choose supply``, ``choose 1.0 fresh``); replenish the
fleet to 8 Loyal ships on the map (`fleet`). No Flagship.

Objective (F13-01B; starts on 18 / 16 / 14 with 2 / 3 / 4 players):
*Contact an Ancient Intelligence*: each ambition you win (at a chapter's scoring) advances 1 for
each Blight in systems with your Loyal ships; *Spread the Spores of New Life*: each Blight you
place with Spore Ships advances 1.

Spore Ships (F13-02): a Catapult move of its holder does not end on entering a gate with Blight
(`movement.stops_catapult` asks `ignores_blight`); the new action *Spawn* (Build): damage 1
fresh Blight in a system you control to place 1 damaged Blight there (``spawn 3.0``, or
``spend material spawn 3.0`` in the Prelude). Reading: a Blight "you control" is one in a
system you control (Blight is no one's piece; control is of systems, base p7). The Blight
placed comes from the supply; an empty supply takes it from the player with the most Blight
Trophies (CRB p.19; BRD C.4), the earliest in turn order on a tie (reading).

The Act II Resolution (F13-03) is `resolution`; Act III's cards (F13-04 to F13-13) are
`blight_speaker_act3`.
"""

from __future__ import annotations

import random

from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.fates import fleet, objective
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import NEUTRAL_PIECES, CampaignState

OBJECTIVE_CARD = "F13-01"
SPORE_SHIPS = "F13-02"
RESOLUTION = "F13-03"
SCRAP = "scrap"
BLIGHT = NEUTRAL_PIECES.index("blight")


def setup_act2(s: CampaignState, seat: int) -> None:
    """F13-01A: gain Spore Ships; scrap 2 Loyal ships; replenish (the questions are asked in
    this order: the choice stack answers its top first)."""
    res.gain(s, seat, SPORE_SHIPS)  # (from the box: wherever it is, `res.take`)
    fleet.replenish(s, seat, OBJECTIVE_CARD)
    push_choice(s, seat, OBJECTIVE_CARD, SCRAP, 2)


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    if choice[2] == SCRAP:
        return fleet.scrap_ship_options(s, int(choice[0]))
    return fleet.replenish_options(s, choice)


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    if choice[2] == SCRAP:
        fleet.scrap_ship(s, int(choice[0]), args)
        if int(choice[3]) > 1:
            push_choice(s, int(choice[0]), OBJECTIVE_CARD, SCRAP, int(choice[3]) - 1)
        return
    fleet.replenish_choose(s, choice, args)


SETUP_POWER = Power(OBJECTIVE_CARD, "Blight Speaker Act II Setup", choice_options=_options, choose=_choose)
"""The Setup side's questions (the scrapped ships, the replenished fleet)."""


# -- the objective ---------------------------------------------------------------------------------
def blight_with_loyal_ships(s: CampaignState, seat: int) -> int:
    """Blight (fresh and damaged) in the systems where `seat` has Loyal ships."""
    n = s.n
    return sum(
        s.blight_fresh[x] + s.blight_damaged[x]
        for x in range(reach.NUM_SYSTEMS)
        if s.fresh[x * n + seat] or s.damaged[x * n + seat]
    )


def chapter_end(s: CampaignState, seat: int) -> None:
    """*Contact an Ancient Intelligence* (F13-01B): 1 per Blight in systems with your Loyal
    ships, for each ambition won at this chapter's scoring (counted after the scoring)."""
    won = len(objective.ambitions_won(s, seat))
    objective.advance(s, seat, won * blight_with_loyal_ships(s, seat))


# -- Spore Ships (F13-02) --------------------------------------------------------------------------
def ignores_blight(s: CampaignState, seat: int) -> bool:
    """Spore Ships: Blight does not end `seat`'s Catapult moves."""
    return SPORE_SHIPS in s.guild[seat]


def blight_source(s: CampaignState) -> int:
    """Where a placed Blight comes from: -1 the supply, else the seat with the most Blight
    Trophies (the earliest in turn order on a tie), or -2 if there is none anywhere."""
    if s.blight_supply > 0:
        return -1
    k = len(NEUTRAL_PIECES)
    best, most = -2, 0
    for p in s.turn_order():
        held = s.neutral_trophies[p * k + BLIGHT]
        if held > most:
            best, most = p, held
    return best


def spawn_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Spawn (F13-02): a fresh Blight in a system `seat` controls, with a Blight to place."""
    if SPORE_SHIPS not in s.guild[seat] or blight_source(s) == -2:
        return []
    return [
        act("spawn", reach.SYSTEM_IDS[x])
        for x in range(reach.NUM_SYSTEMS)
        if s.blight_fresh[x] and s.controller(x) == seat
    ]


def spawn(s: CampaignState, seat: int, system: object) -> None:
    """Damage the fresh Blight, place a damaged one beside it; the objective advances 1."""
    x = reach.SYSTEM_INDEX[str(system)]
    source = blight_source(s)
    if source == -1:
        s.blight_supply -= 1
    else:
        s.neutral_trophies[source * len(NEUTRAL_PIECES) + BLIGHT] -= 1
    s.blight_fresh[x] -= 1
    s.blight_damaged[x] += 2
    if objective.holder(s, "F13") == seat:
        objective.advance(s, seat, 1)  # Spread the Spores of New Life


# -- the Act II Resolution (F13-03) ----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F13-03: completed, gain Blight Fury (04), Blight Hunters (05), Blight Reapers (06) and the
    3 Blight Purges (07-09) to the Court deck, Blight Panic (10) and Blight Looms (11) scrapped;
    failed, 04, 05, 06 and 2 Blight Purges (07-08) scrapped, the third Purge (09), 10 and 11 to
    the Court deck."""
    if completed:
        res.gain(s, seat, "F13-04")
        res.to_court(s, res.ids("F13", 5, 6, 7, 8, 9))
        res.scrap(s, res.ids("F13", 10, 11))
    else:
        res.scrap(s, res.ids("F13", 4, 5, 6, 7, 8))
        res.to_court(s, res.ids("F13", 9, 10, 11))


POWERS: tuple[Power, ...] = (SETUP_POWER,)
"""The powers of its Act II cards (`fates.register_act2`)."""
