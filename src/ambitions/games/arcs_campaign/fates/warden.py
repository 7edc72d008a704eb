"""F16 Warden, Act II (Fates file "F16 — Warden"; card texts F16-01A/B, F16-02, F16-03 to 08,
F16-09, F16-10, F16-11; errata: Seats & Fiefs' "destroyed" reads "removed").

Setup (F16-01A), in its order: the 6 Seat tokens (1st to 6th) to the Warden; gain Claims of
Nobility (F16-02, lore); the 6 Lord titles (F16-03 to 08) to the supply; Seats & Fiefs (F16-09)
and Feudal Law (F16-10) into the rules booklet; replenish the fleet to 8 Loyal ships (`fleet`).
No Flagship.

Seats (`CampaignState.fief_seats`, one entry per cluster: the k-th Seat is cluster k's): with the
Warden (`SEAT_SUPPLY`), scrapped (`SEAT_OUT`), or above a city: ``slot * 8 + owner``.

* *Claim Fief* (Claims of Nobility, a new action paid as a Tax): attach the card to a Court card
  with none attached, and you may place the Seat of a cluster with no Seat above a Loyal city
  you control there (``claim CC07 3.1#0``, ``claim CC07 none``; reading: not above the Imperial
  Council, never taken from the Court, CRB p.14). Securing that Court card secures
  Claims of Nobility along (CRB p.27), so its Claim Fief passes on. Its Crisis, a Fate Crisis
  (CRB p.18): the holder must take the action (``choose CC07 3.1#0``; a Court card with nothing
  attached is needed: none, nothing happens).
* Seats & Fiefs (F16-09): the owner of a Seated city is the Lord of its cluster (their Fief, and
  they hold its Lord title); Rivals with a Loyal city or their Flagship there are their Vassals
  there. A Seated
  city removed (errata), or no longer that owner's city, sends the Seat back to the supply and
  its title with it (`after`).
* Feudal Law (F16-10): a Lord may tax any city of their Fief, ignoring control (`lord_targets`;
  Rival Vassals' cities still give Captives; the Truce Law still applies, as R16 reads Control
  Array); a Lord who battles a Vassal there, or a Vassal who battles the Lord there, Provokes
  Outrage of every city type of the Fief (`feudal_harm`). Reading: the harm is choosing the
  defender (CRB p.27 "Harm"), so the Outrage is Provoked when the battle is declared, before any
  raid as the card asks.

Objective (F16-01B; starts on 22): at a chapter's end, 2 per Seat you control (a Seated city in
a system you control) and 1 per city (Free and Seated included) in every Fief you are Lord of.

A defending Lord or Vassal who intercepts the other (hits the attacking ships) harms them too
(`defender_harm`, through Arcs' `ArcsState.defender_intercepted`); Vassals destroying a Rival
Vassal's city in the Fief Provoke no Outrage (`vassals_spared`, through
`ArcsState.city_outrage`).
"""

from __future__ import annotations

import random

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import pieces, reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME, SLOT_NAMES
from ambitions.games.arcs.state import EMPTY, ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import attach, fleet, objective
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import SEAT_OUT, SEAT_SUPPLY, CampaignState

OBJECTIVE_CARD = "F16-01"
CLAIMS_OF_NOBILITY = "F16-02"
SEATS_AND_FIEFS = "F16-09"
FEUDAL_LAW = "F16-10"
RESOLUTION = "F16-11"
CLUSTERS = 6
COUNCIL = data.COUNCIL


def lord_title(cluster: int) -> str:
    """The Lord title card of cluster 1-6 (F16-03 to F16-08)."""
    return f"F16-{cluster + 2:02d}"


def setup_act2(s: CampaignState, seat: int) -> None:
    """F16-01A, steps 1-5."""
    s.fief_seats = [SEAT_SUPPLY] * CLUSTERS
    res.gain(s, seat, CLAIMS_OF_NOBILITY)
    res.to_booklet(s, SEATS_AND_FIEFS)
    res.to_booklet(s, FEUDAL_LAW)
    fleet.replenish(s, seat, OBJECTIVE_CARD)


SETUP_POWER = fleet.replenish_power(OBJECTIVE_CARD, "Warden Act II Setup")


# -- Seats and Fiefs (F16-09) ----------------------------------------------------------------------
def seat_slot(s: CampaignState, cluster: int) -> int:
    """The building slot of cluster `cluster`'s Seated city, or -1."""
    code = s.fief_seats[cluster - 1] if s.fief_seats else SEAT_SUPPLY
    return code // 8 if code >= 0 else -1


def lord(s: CampaignState, cluster: int) -> int:
    """The Lord of cluster 1-6: the owner of its Seated city, or -1."""
    code = s.fief_seats[cluster - 1] if s.fief_seats else SEAT_SUPPLY
    return code % 8 if code >= 0 else -1


def fief_systems(cluster: int) -> range:
    return range((cluster - 1) * 4, cluster * 4)


def fief_cities(s: CampaignState, cluster: int) -> list[int]:
    """The building slots of every city (Free and Seated included) in cluster `cluster`."""
    return [
        k for x in fief_systems(cluster) for k in reach.SYSTEM_SLOTS[x] if s.slots[k] >= 0 and s.slots[k] & 2
    ]


def vassal(s: CampaignState, seat: int, cluster: int) -> bool:
    """`seat` is a Vassal in cluster `cluster`: a Rival of its Lord with a Loyal city or its
    Flagship there (F16-09, the Lord titles F16-03 to 08: "a Loyal city or Flagship")."""
    boss = lord(s, cluster)
    if not 0 <= seat < s.n or boss < 0 or seat == boss:
        return False
    return s.flagship[seat] in fief_systems(cluster) or any(
        s.slots[k] >> 2 == seat for k in fief_cities(s, cluster)
    )


def after(s: CampaignState) -> None:
    """A Seated city removed, or no longer its owner's city, returns its Seat to the supply
    (with its Lord title, F16-09 as errata'd)."""
    for i, code in enumerate(s.fief_seats):
        if code >= 0 and not seated(s, code // 8, code % 8):
            s.fief_seats[i] = SEAT_SUPPLY


def seated(s: CampaignState, slot: int, owner: int) -> bool:
    """`owner`'s city (fresh or damaged) is in `slot`."""
    code = s.slots[slot]
    return code != EMPTY and code >> 2 == owner and bool(code & 2)


# -- Claims of Nobility (F16-02) -------------------------------------------------------------------
def claim_targets(s: CampaignState, seat: int) -> list[tuple[str, str]]:
    """(host, Seat) pairs: a Court card with nothing attached, and a Loyal city of `seat` in a
    system it controls in a cluster with no Seat, or ``none``."""
    if not s.fief_seats:
        return []
    # (Reading: not above the Imperial Council, which is never taken from the Court, CRB p.14.)
    hosts = [h for h in attach.hosts_free(s, agent_free=False) if h != COUNCIL]
    cities = ["none"]
    for cluster in range(1, CLUSTERS + 1):
        if s.fief_seats[cluster - 1] != SEAT_SUPPLY:
            continue
        for k in fief_cities(s, cluster):
            if s.slots[k] >> 2 == seat and s.controller(reach.SLOT_SYSTEM[k]) == seat:
                cities.append(SLOT_NAMES[k])
    return [(h, c) for h in hosts for c in cities]


def claim_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    if CLAIMS_OF_NOBILITY not in s.lore[seat]:
        return []
    return [act("claim", h, c) for h, c in claim_targets(s, seat)]


def claim(s: CampaignState, seat: int, host: object, city: object) -> None:
    """Attach Claims of Nobility to `host`; Seat `city` (a slot name) unless ``none``."""
    s.lore[seat].remove(CLAIMS_OF_NOBILITY)
    attach.attach(s, str(host), CLAIMS_OF_NOBILITY)
    if str(city) != "none":
        k = SLOT_BY_NAME[str(city)]
        cluster = reach.cluster_of(reach.SLOT_SYSTEM[k])
        s.fief_seats[cluster - 1] = k * 8 + seat


def crisis(s: CampaignState, seat: int) -> None:
    """Claims of Nobility's Crisis: its holder must take Claim Fief."""
    if claim_targets(s, seat):
        push_choice(s, seat, CLAIMS_OF_NOBILITY, "claim")


def _claim_options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    if CLAIMS_OF_NOBILITY not in s.lore[int(choice[0])]:
        return []
    return list(claim_targets(s, int(choice[0])))


def _claim_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    claim(s, int(choice[0]), args[0], args[1])


CLAIMS_POWER = Power(
    CLAIMS_OF_NOBILITY, "Claims of Nobility", choice_options=_claim_options, choose=_claim_choose
)


# -- Feudal Law (F16-10) ---------------------------------------------------------------------------
def lord_targets(s: CampaignState, seat: int, taken: list[Args]) -> list[Args]:
    """Cities of `seat`'s Fiefs it may tax besides `taken` (each city once per turn)."""
    if not s.fief_seats or FEUDAL_LAW not in s.booklet:
        return []
    have = {str(a[0]) for a in taken}
    out: list[Args] = []
    for cluster in range(1, CLUSTERS + 1):
        if lord(s, cluster) != seat:
            continue
        for k in fief_cities(s, cluster):
            if k not in s.taxed and SLOT_NAMES[k] not in have:
                out.append((SLOT_NAMES[k],))
    return out


def feudal_pair(s: CampaignState, harmer: int, harmed: int, cluster: int) -> bool:
    """`harmer` and `harmed` are the Lord of cluster `cluster` and one of its Vassals there."""
    boss = lord(s, cluster)
    if boss < 0:
        return False
    return (harmer == boss and vassal(s, harmed, cluster)) or (harmed == boss and vassal(s, harmer, cluster))


def provoke_fief(s: CampaignState, harmer: int, cluster: int) -> None:
    """The harmer Provokes Outrage with all the Fief's cities: each of their types."""
    for r in sorted({t for k in fief_cities(s, cluster) for t in pieces.city_types(s, k)}):
        arcs_battle.provoke_outrage(s, harmer, r)


def feudal_harm(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """`seat` declared a battle (``battle 3.2 1``, or bought with a resource): choosing the
    defender is harm (CRB p.27), so a Lord battling a Vassal in the Fief, or a Vassal battling
    the Lord there, Provokes Outrage of each type of the Fief's cities."""
    args = a.args[2:] if a.kind == "spend" else a.args
    if not s.fief_seats or FEUDAL_LAW not in s.booklet or len(args) < 2 or not isinstance(args[1], int):
        return
    system, defender = reach.SYSTEM_INDEX[str(args[0])], int(args[1])
    cluster = reach.cluster_of(system)
    if feudal_pair(s, seat, defender, cluster):
        provoke_fief(s, seat, cluster)


def defender_harm(s: CampaignState) -> None:
    """The defender has just intercepted (`CampaignState.defender_intercepted`): its hits on the
    attacking ships are harm (CRB p.27), so a defending Lord or Vassal of the attacker in the
    Fief Provokes Outrage of its cities, before any raid (F16-10)."""
    if FEUDAL_LAW not in s.booklet or s.battle_self <= 0 or s.battle_defender < 0:
        return
    cluster = reach.cluster_of(s.battle_system)
    if feudal_pair(s, s.battle_defender, s.turn_seat, cluster):
        provoke_fief(s, s.battle_defender, cluster)


def vassals_spared(s: CampaignState, destroyer: int, slot: int) -> bool:
    """Feudal Law (F16-10): "Vassals do not Provoke Outrage if they destroy a Rival Vassal's city
    in the Fief" (asked while the city is still there)."""
    code = s.slots[slot]
    owner = code >> 2
    cluster = reach.cluster_of(reach.SLOT_SYSTEM[slot])
    return (
        FEUDAL_LAW in s.booklet
        and owner != destroyer
        and vassal(s, destroyer, cluster)
        and vassal(s, owner, cluster)
    )


# -- the objective ---------------------------------------------------------------------------------
def chapter_end(s: CampaignState, seat: int) -> None:
    """F16-01B: 2 per Seat in a system `seat` controls, 1 per city in each Fief it is Lord of."""
    seats = sum(
        1
        for cluster in range(1, CLUSTERS + 1)
        if seat_slot(s, cluster) >= 0 and s.controller(reach.SLOT_SYSTEM[seat_slot(s, cluster)]) == seat
    )
    cities = sum(len(fief_cities(s, c)) for c in range(1, CLUSTERS + 1) if lord(s, c) == seat)
    objective.advance(s, seat, 2 * seats + cities)


# -- the Act II Resolution (F16-11) ----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F16-11: completed, gain Warden's Levy (12), the Feast Days (13-14) to the Court deck,
    Skirmishers and Sworn Guardians (15-16) scrapped; failed, Claims of Nobility (02) scrapped,
    every Seat not on the map scrapped with its Lord title, 12-14 scrapped, 15-16 to the Court
    deck."""
    if completed:
        res.gain(s, seat, "F16-12")
        res.to_court(s, res.ids("F16", 13, 14))
        res.scrap(s, res.ids("F16", 15, 16))
        return
    res.scrap(s, [CLAIMS_OF_NOBILITY])
    for i, code in enumerate(s.fief_seats):
        if code == SEAT_SUPPLY:
            s.fief_seats[i] = SEAT_OUT
            res.scrap(s, [lord_title(i + 1)])
    res.scrap(s, res.ids("F16", 12, 13, 14))
    res.to_court(s, res.ids("F16", 15, 16))


POWERS: tuple[Power, ...] = (SETUP_POWER, CLAIMS_POWER)
"""The powers of its Act II cards (`fates.register_act2`)."""
