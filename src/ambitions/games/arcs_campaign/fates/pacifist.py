"""F14 Pacifist, Act II (Fates file "F14 — Pacifist"; card texts F14-01A/B, F14-02, F14-03,
F14-04; errata: Witnesses' Empath declaration places no zero marker).

Setup (F14-01A), in its order: clear all your Outrage; gain Witnesses (F14-02, an ability: the
Pacifist has it until a Resolution scraps it) and Well of Empathy (F14-03, lore); a Witness token
spyglass side up on each Weapon planet (four tokens, four Weapon planets); replenish the fleet
to 8 Loyal ships (`fleet`). No Flagship.

Objective (F14-01B; starts on 16 / 14 / 12): *Commit to Pacifism*: at a chapter's end, advance 2
with no Trophies and 1 with no Captives; *Spread Empathy*: advance 1 for each Psionic you spend in
your Prelude while Empath is declared (`spent_in_prelude`, from `fates.after`).

Witness tokens (`CampaignState.witnesses`, one entry per token: a system, `PSIONIC` once taken
as a resource, `OUT` scrapped) are the Pacifist's Loyal pieces (`CampaignState.has_piece_at`
counts them: the Presence Law, "systems with Loyal pieces"), never harmed (CRB p.27 "Tokens").
Reading: a Witness "you control" is one in a system you control (the card's words for its
Witnesses; control is of systems, base p7), as a Blight "you control" (Spore Ships).

* *Move* (F14-02): a Move moves Witnesses you control from one system to an adjacent one
  (``witness 1.1 1.0 1``: from, to, how many; a Move action's pip, or Fuel in the Prelude).
* Prelude (F14-02): flip a Witness you control at a Psionic planet to its Psionic side and take
  it (``witness-take 2.1``): it is a Psionic resource from then on (the campaign's Psionic tokens
  are 5 plus the Witnesses flipped, `invariants`), gained as any resource (a full board
  discards); then you may declare Empath (``choose empath`` / ``choose none``; errata: no zero
  marker), if a marker is available.

Well of Empathy (F14-03, lore): Trophies its holder takes while defending go back after the
action (the attacker's ships to its supply, Imperial ships to theirs), 1 Psionic from the supply
onto the card for each (`CampaignState.well`; reading: the Psionic it gains go on it, the card
that holds any number of them). Psionic there are the holder's (they count for Empath, CRB
p.27); rearranging resources (base p17) moves one to an empty board slot in the Prelude
(``well-take``), where it can be spent; raided for 2 keys each (``steal well``).

Witnesses go along with ships: a Move from a system she controls may carry them (``move 1.1 1.0
1 0 witness 1``), and each Catapult step may carry on some or all of those it carries
(``catapult 2.0 1 0 witness 1``; `CampaignState.catapult_witnesses`); the rest stay.
Arcs' raid step offers the Well's Psionic through `CampaignState.more_raid_options`.
"""

from __future__ import annotations

import random

from ambitions.games.arcs import cardplay, reach, resources, stealing
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import NUM_PIECE_KINDS, SHIP, ArcsState
from ambitions.games.arcs_campaign.fates import declaring, fleet, objective, twisted_passage
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import (
    EMPIRE,
    NEUTRAL_PIECES,
    WELL_OF_EMPATHY,
    WITNESS_OUT,
    WITNESS_PSIONIC,
    CampaignState,
)

OBJECTIVE_CARD = "F14-01"
WITNESSES = "F14-02"
RESOLUTION = "F14-04"
PSIONIC = arcs_data.RESOURCES.index("psionic")
WEAPON = arcs_data.RESOURCES.index("weapon")
EMPATH = arcs_data.AMBITIONS.index("empath")
WARLORD = arcs_data.AMBITIONS.index("warlord")


def setup_act2(s: CampaignState, seat: int) -> None:
    """F14-01A: clear Outrage; gain Witnesses and Well of Empathy; a Witness on each Weapon
    planet; replenish."""
    res.clear_outrage(s, seat)
    res.gain(s, seat, WELL_OF_EMPATHY)
    s.witnesses = [x for x in range(reach.NUM_SYSTEMS) if reach.PLANET_RESOURCE[x] == WEAPON]
    fleet.replenish(s, seat, OBJECTIVE_CARD)


SETUP_POWER = fleet.replenish_power(OBJECTIVE_CARD, "Pacifist Act II Setup")


# -- the objective ---------------------------------------------------------------------------------
def captives(s: CampaignState, seat: int) -> int:
    """Rival agents `seat` holds as Captives."""
    return sum(s.captives[seat * s.n : (seat + 1) * s.n])


def chapter_end(s: CampaignState, seat: int) -> None:
    """*Commit to Pacifism* (F14-01B): 2 with no Trophies, 1 with no Captives, counted once the
    chapter's scoring has returned them (base p19: Trophies if Warlord was scored, Captives if
    Tyrant was; the campaign's neutral Trophies go back right after this hook)."""
    scored = {a[0] for a in s.chapter_scoring[-1][1]} if s.chapter_scoring else set()
    trophies = 0 if WARLORD in scored else objective.trophies(s, seat)
    objective.advance(s, seat, (0 if trophies else 2) + (0 if captives(s, seat) else 1))


def spent_in_prelude(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """*Spread Empathy* (F14-01B): the Pacifist spent a Psionic in their Prelude (``spend psionic
    ...``) while Empath is declared (an ambition marker in its box)."""
    if a.kind == "spend" and a.args and str(a.args[0]) == "psionic" and EMPATH in s.marker_box:
        objective.advance(s, seat, 1)


# -- Witnesses (F14-02) ----------------------------------------------------------------------------
def has_witnesses(s: CampaignState, seat: int) -> bool:
    """`seat` is the Pacifist and holds the Witnesses card (until a Resolution scraps it)."""
    return objective.holder(s, "F14") == seat and WITNESSES not in s.scrapped


def witnesses_at(s: CampaignState, system: int) -> int:
    return s.witnesses.count(system)


def move_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Witnesses in a system `seat` controls, moved to an adjacent system (1 to all of them)."""
    if not s.witnesses or not has_witnesses(s, seat):
        return []
    out: list[ArcsAction] = []
    for x in sorted(set(w for w in s.witnesses if 0 <= w < reach.NUM_SYSTEMS)):
        if s.controller(x) != seat:
            continue
        for to in s.adjacency[x]:
            for k in range(1, witnesses_at(s, x) + 1):
                out.append(act("witness", reach.SYSTEM_IDS[x], reach.SYSTEM_IDS[to], k))
    return out


def carried(s: CampaignState, seat: int, src: int) -> range:
    """How many Witnesses `seat` may move along with its ships leaving `src` (F14-02: those in a
    system it controls, counted before the ships leave)."""
    if not has_witnesses(s, seat) or s.controller(src) != seat:
        return range(0)
    return range(1, witnesses_at(s, src) + 1)


def move(s: CampaignState, seat: int, src: object, dest: object, count: object) -> None:
    x, to, k = reach.SYSTEM_INDEX[str(src)], reach.SYSTEM_INDEX[str(dest)], int(str(count))
    for i, w in enumerate(s.witnesses):
        if w == x and k > 0:
            s.witnesses[i] = to
            k -= 1


def take_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """The Prelude's flip: a Witness in a system `seat` controls at a Psionic planet."""
    if not s.witnesses or not s.prelude_open or not has_witnesses(s, seat):
        return []
    return [
        act("witness-take", reach.SYSTEM_IDS[x])
        for x in sorted(set(s.witnesses))
        if 0 <= x < reach.NUM_SYSTEMS and reach.PLANET_RESOURCE[x] == PSIONIC and s.controller(x) == seat
    ]


def take(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """Flip the Witness to Psionic and take it (a gain: a full board discards); then the
    question whether to declare Empath (no zero marker, errata)."""
    x = reach.SYSTEM_INDEX[str(a.args[0])]
    s.witnesses[s.witnesses.index(x)] = WITNESS_PSIONIC
    s.resource_supply[PSIONIC] += 1  # (the flipped token joins the Psionic tokens)
    resources.gain(s, seat, PSIONIC)
    if cardplay.available_markers(s) and cardplay.may_declare(s, seat):
        if not declaring.forbidden(s, seat, "empath"):  # (the Doctrine, F8-22)
            push_choice(s, seat, WITNESSES, "empath")


def _empath_options(s: ArcsState, choice: Choice) -> list[Args]:
    return [("empath",), ("none",)] if cardplay.available_markers(s) else []


def _empath_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] == "empath":
        cardplay.declare(s, int(choice[0]), "empath", zero=False)


WITNESSES_POWER = Power(WITNESSES, "Witnesses", choice_options=_empath_options, choose=_empath_choose)


# -- Well of Empathy (F14-03) ---------------------------------------------------------------------
WELL_RAID_KEYS = 2
"""F14-03: "Their raid cost is 2 keys each"."""
IMPERIAL = NEUTRAL_PIECES.index("imperial-ship")


def well_holder(s: CampaignState) -> int:
    for p in range(s.n):
        if WELL_OF_EMPATHY in s.lore[p]:
            return p
    return -1


def well_watch(s: CampaignState) -> tuple[int, ...]:
    """Before an action: while the Well's holder defends in a battle, (attacker, its Trophies of
    the attacker's ships, of Imperial ships)."""
    holder = s.battle_defender
    if holder < 0 or s.battle_system < 0 or WELL_OF_EMPATHY not in s.lore[holder]:
        return ()
    attacker = s.turn_seat
    ships = s.trophies[(holder * s.n + attacker) * NUM_PIECE_KINDS + SHIP]
    return (attacker, ships, s.neutral_trophies[holder * len(NEUTRAL_PIECES) + IMPERIAL])


def well_after(s: CampaignState, before: tuple[int, ...]) -> None:
    """After an action: Trophies the Well's holder took while defending go back (the attacker's
    ships to its supply, Imperial ships to theirs) for 1 Psionic each from the supply onto the
    Well (F14-03); off its holder, the Well's Psionic go back to the supply."""
    holder = well_holder(s)
    if holder < 0:
        s.resource_supply[PSIONIC] += s.well
        s.well = 0
        return
    if not before:
        return
    attacker, ships_before, imperial_before = before
    ship_i = (holder * s.n + attacker) * NUM_PIECE_KINDS + SHIP
    imperial_i = holder * len(NEUTRAL_PIECES) + IMPERIAL
    ships = max(0, s.trophies[ship_i] - ships_before)
    imperial = max(0, s.neutral_trophies[imperial_i] - imperial_before)
    s.trophies[ship_i] -= ships
    twisted_passage.destroyed(s, attacker, ships)  # (Trophies back: or The Dead Live, F22-04)
    s.neutral_trophies[imperial_i] -= imperial
    twisted_passage.destroyed(s, EMPIRE, imperial)
    gained = min(ships + imperial, s.resource_supply[PSIONIC])
    s.resource_supply[PSIONIC] -= gained
    s.well += gained


def well_take_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Rearranging (base p17): a Psionic from the Well onto an empty slot of the board (where
    it can be spent), in the Prelude (``well-take``)."""
    if (
        not s.well
        or not s.prelude_open
        or WELL_OF_EMPATHY not in s.lore[seat]
        or resources.free_slot(s, seat) < 0
    ):
        return []
    return [act("well-take")]


def well_take(s: CampaignState, seat: int, a: ArcsAction) -> None:
    s.well -= 1
    resources.put(s, seat, PSIONIC)


def well_raid_options(s: CampaignState, defender: int, keys: int) -> list[ArcsAction]:
    """Raiding (base p16): a Psionic on the defender's Well for 2 keys (``steal well``), unless
    their resources are protected (Sworn Guardians)."""
    if defender < 0 or not s.well or keys < WELL_RAID_KEYS or WELL_OF_EMPATHY not in s.lore[defender]:
        return []
    if stealing.resources_protected(s, defender):
        return []
    return [act("steal", "well")]


def steal_from_well(s: CampaignState, raider: int) -> None:
    s.well -= 1
    s.battle_keys -= WELL_RAID_KEYS
    resources.put(s, raider, PSIONIC)


# -- the Act II Resolution (F14-04) ----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F14-04: either way the Witnesses card (02) is scrapped. Completed: Psionic Liaisons (05)
    and the Itinerant Empaths (06-07) scrapped, the Witnesses on the map flipped to Psionic into
    the resource supply; failed: 05-07 to the Court deck, the Witnesses on the map scrapped."""
    res.scrap(s, [WITNESSES])
    on_map = [i for i, w in enumerate(s.witnesses) if 0 <= w < reach.NUM_SYSTEMS]
    if completed:
        res.scrap(s, res.ids("F14", 5, 6, 7))
        for i in on_map:
            s.witnesses[i] = WITNESS_PSIONIC
            s.resource_supply[PSIONIC] += 1
    else:
        res.to_court(s, res.ids("F14", 5, 6, 7))
        for i in on_map:
            s.witnesses[i] = WITNESS_OUT


POWERS: tuple[Power, ...] = (SETUP_POWER, WITNESSES_POWER)
"""The powers of its Act II cards (`fates.register_act2`)."""
