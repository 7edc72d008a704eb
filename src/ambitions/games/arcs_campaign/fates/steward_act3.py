"""F1 Steward, Act III (Fates file "F1 — Steward"; card texts F1-22A/B, F1-15 to F1-26; errata:
the Act III Setup's "Govern the Imperial Reach" references are 03-05).

Setup (F1-22A): Imperial Sponsor (F1-23) joins the Edicts; the Sponsored token goes on the First
Regent tile; the three Govern the Imperial Reach cards (03-05) are swapped for the three Govern
with Authority cards (F1-24 War, F1-25 Escalation, F1-26 Peace), the First Regent choosing which
is on top (``choose war``); from then on the Demand also reaches the Outlaws whose Loyal city or
Flagship the Empire controls.

Grand ambitions (F1-22B), *Entrench the Empire in the Reach*: (1) you are a Regent and either the
Empire controls every Outlaw city or there are no Outlaws; (2) you are the First Regent and the
Imperial Trust holds more resources than the current chapter number.

The Act III cards: Navy Reprisal (F1-15, Vox), Council Insiders (F1-16), Galactic Bards (F1-17,
as the base game's BC25), Imperial Defectors (F1-18, F1-19, Vox, as F7-10), Lesser Regent (F1-20,
F1-21: `steward_act2`), Imperial Sponsor (F1-23, edict), Govern with Authority (F1-24 to F1-26).
"""

from __future__ import annotations

from dataclasses import replace

from ambitions.games.arcs import cardplay, reach, resources
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import powers as arcs_powers
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import CITY, ArcsState, building_kind, building_owner
from ambitions.games.arcs_campaign import data, empire, flagship
from ambitions.games.arcs_campaign.fates import admiral_act2, twisted_passage
from ambitions.games.arcs_campaign.fates.steward_act2 import vox_rules
from ambitions.games.arcs_campaign.state import EMPIRE, CampaignState

SETUP_CARD = "F1-22"
NAVY_REPRISAL = "F1-15"
COUNCIL_INSIDERS = "F1-16"
GALACTIC_BARDS = "F1-17"
IMPERIAL_DEFECTORS = ("F1-18", "F1-19")
IMPERIAL_SPONSOR = data.IMPERIAL_SPONSOR
AUTHORITY: dict[str, str] = {"war": "F1-24", "escalation": "F1-25", "peace": "F1-26"}
"""The Govern with Authority card of each Policy (F1-24 to F1-26)."""
TILE = "tile"
"""`CampaignState.sponsored` while the Sponsored token is on the First Regent tile."""


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


# -- Setup (F1-22A) ----------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F1-22A: Imperial Sponsor to the Edicts, the Sponsored token on the First Regent tile, the
    Govern with Authority cards in place of 03-05 (errata), the First Regent picking the top one
    (the Policy stays if nobody holds the tile)."""
    del seat
    if IMPERIAL_SPONSOR not in s.edicts:
        s.edicts.append(IMPERIAL_SPONSOR)
    s.sponsored = TILE
    for card in AUTHORITY.values():
        if card not in s.booklet:
            s.booklet.append(card)
    if s.first_regent >= 0 and s.policies:
        push_choice(s, s.first_regent, SETUP_CARD, "top")


def _setup_options(s: ArcsState, choice: Choice) -> list[Args]:
    return [(p,) for p in data.POLICIES]


def _setup_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    c = _c(s)
    c.policies.remove(str(args[0]))
    c.policies.insert(0, str(args[0]))


def authority(s: CampaignState) -> bool:
    """The Govern with Authority cards are the Policies (F1-22A put them in place)."""
    return AUTHORITY["war"] in s.booklet


def owes_demand(s: CampaignState, seat: int) -> bool:
    """F1-22A / F1-24 to F1-26: an Outlaw owes the Demand when the Empire controls a system with
    one of their cities (on the map or, reading, on their Flagship board) or their Flagship."""
    if not s.outlaw[seat] or not authority(s):
        return False
    for k, code in enumerate(s.slots):
        if code >= 0 and building_kind(code) == CITY and building_owner(code) == seat:
            if s.empire_controls(reach.SLOT_SYSTEM[k]):
                return True
    return flagship.has(s, seat) and flagship.empire_controls_at(s, seat)  # (7.0 too, F22-05)


def requisition_ships(s: CampaignState) -> int:
    """Requisition Ships: 2 fresh Imperial ships; 4 with Govern with Authority (Escalation, F1-25)."""
    return 4 if authority(s) else 2


def regency_bonus(s: CampaignState) -> int:
    """Celebrate Regency's bonus city Power, doubled with Govern with Authority (Peace, F1-26)."""
    return 2 if authority(s) else 1


def distribute_any_resource(s: CampaignState, regents: list[int]) -> None:
    """Govern with Authority (War, F1-24): after the Weapon, each Regent takes any 1 resource,
    from the supply or else the Trust (FAQ: as much as possible from the Trust); asked in turn
    order (the choice stack answers its last question first)."""
    if not authority(s):
        return
    for p in reversed(regents):
        push_choice(s, p, AUTHORITY["war"], "resource")


def _war_options(s: ArcsState, choice: Choice) -> list[Args]:
    c = _c(s)
    out: list[Args] = [(r,) for i, r in enumerate(arcs_data.RESOURCES) if c.resource_supply[i] or c.trust[i]]
    return out


def _war_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    c = _c(s)
    r = arcs_data.RESOURCES.index(str(args[0]))
    seat = int(choice[0])
    if c.resource_supply[r] > 0:
        resources.gain(c, seat, r)
    elif c.trust[r] > 0:
        c.trust[r] -= 1
        resources.put(c, seat, r)


# -- Imperial Sponsor (F1-23) ------------------------------------------------------------------------
def undeclared(s: CampaignState) -> list[str]:
    """The ambition boxes with no marker."""
    return [s.AMBITION_NAMES[i] for i in s.ambitions_in_play() if i not in s.marker_box]


def sponsor_edict(s: CampaignState) -> None:
    """F1-23 resolved with the Edicts: the First Regent places the Sponsored token on an
    undeclared ambition box or keeps it on the tile, then may add one of their resources to
    the Trust. Reading: the edict's number is not in the sources; it is resolved after Govern
    the Imperial Reach (`data.EDICT_NUMBER`). Nobody holds the tile: nothing happens."""
    if s.first_regent < 0 or not s.sponsored:
        return
    push_choice(s, s.first_regent, IMPERIAL_SPONSOR, "trust")
    push_choice(s, s.first_regent, IMPERIAL_SPONSOR, "place")


def _sponsor_options(s: ArcsState, choice: Choice) -> list[Args]:
    c = _c(s)
    out: list[Args]
    if choice[2] == "place":
        out = [(a,) for a in undeclared(c)]
        return out + [(TILE,)]
    out = [(arcs_data.RESOURCES[r],) for r in sorted(set(resources.held(c, int(choice[0]))))]
    return out + [("none",)]


def _sponsor_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    c = _c(s)
    if choice[2] == "place":
        c.sponsored = str(args[0])
        return
    if args[0] != "none":
        r = arcs_data.RESOURCES.index(str(args[0]))
        resources.remove_one(c, int(choice[0]), r)
        c.trust[r] += 1  # frozen on the First Regent tile (CRB p.21)


def sponsor_declared(s: CampaignState, seat: int, ambition: str) -> None:
    """F1-23: whoever declares the Sponsored ambition takes a resource of the Trust (their
    choice), gains the second-place Power of the marker just placed, and the token goes back to
    the First Regent tile; an Outlaw doing so becomes a Regent (with nobody holding the tile,
    reading: they take it, as in Revive the Empire, CRB p.16)."""
    if s.sponsored != ambition:
        return
    box = s.AMBITION_NAMES.index(ambition)
    placed = [i for i, b in enumerate(s.marker_box) if b == box]
    if placed:
        # The marker just placed is the lowest on the box (declaring takes the highest left).
        marker = min(placed, key=lambda i: cardplay.marker_values(s, i))
        s.power[seat] += cardplay.marker_values(s, marker)[1]
    s.sponsored = TILE
    if s.outlaw[seat]:
        s.outlaw[seat] = False
        if s.first_regent < 0:
            s.first_regent = seat
    if any(s.trust):
        push_choice(s, seat, IMPERIAL_SPONSOR, "take")


def _take_options(s: ArcsState, choice: Choice) -> list[Args]:
    c = _c(s)
    out: list[Args] = [(r,) for i, r in enumerate(arcs_data.RESOURCES) if c.trust[i]]
    return out


def _sponsor_dispatch_options(s: ArcsState, choice: Choice) -> list[Args]:
    return _take_options(s, choice) if choice[2] == "take" else _sponsor_options(s, choice)


def _sponsor_dispatch(s: ArcsState, choice: Choice, args: Args) -> None:
    if choice[2] != "take":
        _sponsor_choose(s, choice, args)
        return
    c = _c(s)
    r = arcs_data.RESOURCES.index(str(args[0]))
    c.trust[r] -= 1
    resources.put(c, int(choice[0]), r)


# -- grand ambitions (F1-22B) ------------------------------------------------------------------------
def outlaw_cities_free_of_the_empire(s: CampaignState) -> bool:
    """True if some Outlaw's city stands in a system the Empire does not control (a fresh
    Imperial ship there, CRB p.10). Reading (F1-22B): the cities on Flagship boards count, in
    the Flagship's system (as Imperial Quorum, F1-13, counts Flagship-board buildings)."""
    for k, code in enumerate(s.slots):
        if code < 0 or building_kind(code) != CITY:
            continue
        owner = building_owner(code)
        system = reach.SLOT_SYSTEM[k]
        if owner < s.n and s.outlaw[owner] and s.in_play[system] and not s.empire_controls(system):
            return True
    for p in range(s.n):
        if s.outlaw[p] and flagship.has(s, p) and flagship.board_buildings(s, p)[1] > 0:
            if not flagship.empire_controls_at(s, p):
                return True
    return False


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F1-22B, read at an Act III chapter's scoring (`fates.register_act3`)."""
    entrenched = empire.is_regent(s, seat) and (
        not any(s.outlaw[p] for p in range(s.n)) or not outlaw_cities_free_of_the_empire(s)
    )
    tribute = s.first_regent == seat and sum(s.trust) > s.chapter
    return entrenched, tribute


# -- Navy Reprisal (F1-15, Vox) ------------------------------------------------------------------------
def reprisal(s: CampaignState, systems: range | list[int]) -> None:
    """Each Imperial ship (fresh or damaged) in a system hits one ship of each Outlaw there:
    each Outlaw takes as many hits there as there are Imperial ships, fresh ships first, a
    Flagship as in a Crisis (CRB p.24); destroyed ships go back to their owner (no battle, no
    Trophies: as a Blight Crisis, CRB p.18)."""
    n = s.n
    for x in systems:
        hits = s.imperial_fresh[x] + s.imperial_damaged[x]
        for p in range(n):
            if not s.outlaw[p]:
                continue
            i = x * n + p
            for _ in range(hits):
                if x in s.flagship and flagship.crisis_hits(s, p, x):
                    flagship.crisis_hit(s, p)
                elif s.fresh[i]:
                    s.fresh[i] -= 1
                    s.damaged[i] += 1
                elif s.damaged[i]:
                    s.damaged[i] -= 1
                    twisted_passage.destroyed(s, p)  # (or onto The Dead Live, F22-04)


def cluster_systems(cluster: int) -> range:
    return range((cluster - 1) * 4, cluster * 4)


def reprisal_crisis(s: CampaignState) -> None:
    """F1-15 Crisis: the reprisal everywhere; bury this."""
    reprisal(s, range(reach.NUM_SYSTEMS))
    vox_rules().remove_from_court(s, NAVY_REPRISAL)


def _reprisal_secured(s: ArcsState, seat: int) -> None:
    vox_rules().bury_secured(s, NAVY_REPRISAL)
    push_choice(s, seat, NAVY_REPRISAL, "cluster")


def _reprisal_options(s: ArcsState, choice: Choice) -> list[Args]:
    out: list[Args] = [("reprisal", k) for k in range(1, 7)]
    return out + [("hit", k) for k in range(1, 7)]


def _reprisal_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """When Secured: the Crisis in one cluster, or every Imperial ship of one cluster takes a
    hit (a destroyed one goes back to the Imperial supply: no battle, reading)."""
    c = _c(s)
    systems = cluster_systems(int(args[1]))
    if args[0] == "reprisal":
        reprisal(c, systems)
        return
    for x in systems:
        fresh, damaged = c.imperial_fresh[x], c.imperial_damaged[x]
        twisted_passage.destroyed(c, EMPIRE, damaged)
        c.imperial_damaged[x] = fresh
        c.imperial_fresh[x] = 0


# -- Council Insiders (F1-16) ---------------------------------------------------------------------------
def insiders(s: CampaignState, seat: int, card: str) -> None:
    """F1-16: when its holder secures a Guild card (by any rule: `fates.guild_secured`), the
    Council flips to In Session, or, already In Session, they influence it (one agent from
    their supply, if any). Reading: securing Council Insiders itself does not trigger it."""
    if card == COUNCIL_INSIDERS or COUNCIL_INSIDERS not in s.guild[seat] or card not in s.guild[seat]:
        return
    if s.council != data.IN_SESSION:
        s.council = data.IN_SESSION
        s.council_secured_by = -1  # (as Council Intrigue: the Council resolves nothing now)
        return
    if s.agents[seat] > 0 and data.COUNCIL in s.court:
        i = s.court.index(data.COUNCIL)
        s.agents[seat] -= 1
        s.court_agents[i * s.n + seat] += 1


# -- the registry's tables ----------------------------------------------------------------------------------
POWERS: tuple[Power, ...] = (
    replace(arcs_powers.REGISTRY["BC25"], id=GALACTIC_BARDS),  # (Galactic Bards, as the base game's BC25)
    Power(COUNCIL_INSIDERS, "Council Insiders"),
    Power(SETUP_CARD, "Steward Act III Setup", choice_options=_setup_options, choose=_setup_choose),
    Power(IMPERIAL_SPONSOR, "Imperial Sponsor", choice_options=_sponsor_dispatch_options,
          choose=_sponsor_dispatch),
    Power(AUTHORITY["war"], "Govern with Authority", choice_options=_war_options, choose=_war_choose),
)  # fmt: skip
"""The Steward's Act III Guild cards and questions (`fates.POWERS`)."""
VOX_POWERS: tuple[Power, ...] = (
    Power(NAVY_REPRISAL, "Navy Reprisal", when_secured=_reprisal_secured, choice_options=_reprisal_options,
          choose=_reprisal_choose),
    *(admiral_act2.defectors_power(card) for card in IMPERIAL_DEFECTORS),
)  # fmt: skip
"""The Steward's Act III Vox cards (`vox.POWERS`)."""
VOX_CRISES = {
    NAVY_REPRISAL: reprisal_crisis,
    **{card: admiral_act2.defectors_crisis(card) for card in IMPERIAL_DEFECTORS},
}
