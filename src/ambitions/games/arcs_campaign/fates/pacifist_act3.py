"""F14 Pacifist, Act III (Fates file "F14 — Pacifist"; card texts F14-08A/B, F14-09 to F14-12,
F14-05 to F14-07; errata: the Act III Setup's card references are 09-12 in order).

Setup (F14-08A): Empathy for All (F14-09, a law) into the rules booklet, its reminder copy
(F14-10) tucked by the card play area (kept with the booklet: the same law); Reconcile with the
Outraged (F14-11, a Summit card) into the booklet; Rebuke of the Empaths (F14-12) joins the
Edicts (edict number read 12, its card number, as the other Fate edicts whose number no source
gives: `data.EDICT_NUMBER`).

Grand ambitions (F14-08B), *Demonstrate Nonviolence*: (1) you have no Trophies (Rival, neutral
and Banner ones) and no Captives; (2) your Rivals together have more Psionic resources than you
(`psionic`: the board, and the frozen ones of the play area, CRB p.27 "Counting": Well of
Empathy's, Merchant League's, the Pirate Hoard's, the Imperial Trust's for the First Regent).

Empathy for All (F14-09): "When a player harms anything at a planet that matches a resource they
have, they Provoke Outrage of that planet type" (`arcs.battle.provoke_outrage`). Harm is
choosing as defender, damaging, destroying or hitting (CRB p.27); a Crisis harms for no player.
* In a battle at a planet (Arcs' or the campaign's, a Galactic Rifles volley too): the attacker
  harms (they chose the defender), and a defending seat that intercepted with at least one hit
  harms too; resolved "at the end of dealing hits and before raiding": once the battle's hit
  stages are over (`CampaignState.empathy_battle` keeps the battle's planet, attacker, defender
  and whether it intercepted until then).
* Outside battles, reading: the player whose turn it is harms what their own action damaged or
  destroyed at a planet (`harm_snapshot` compared around the action): a building newly damaged
  or gone, Blight, Imperial ships or Loyal ships newly damaged (the planet's count unchanged) or
  gone from the map (not scrapped: scrapping is no harm).
* "A resource they have" is read after the hits (the battle's end) or the action, with the
  frozen ones of `psionic`'s counting for every type.

Reconcile with the Outraged (F14-11, a Summit card): a new Negotiation action, *Forgive*
(``forgive relic``): the actor takes the target's Outrage of that type as a Favor (the target's
agent on its Outrage slot goes onto the actor's Fate card; reading: only an Outrage covered by
the target's own agent, not a placeholder nor a Sower of Division agent, F6-25). In the Call to
Order the Summit's caller may Forgive a Rival without their consent by giving them a Psionic
from the caller's board (``forgive 1 relic``); the Rival must be able to hold it (an empty open
slot); with Monopoly Consent in the booklet the Psionic Monopoly's holder must consent (a
question ``agree`` / ``veto``, unless they take part or their consent was forced,
`consent.forced`).

Rebuke of the Empaths (F14-12, an edict): if Empath is declared, each player discards every
resource of their board matching their Outrage types (never Guild cards nor frozen resources),
and each player with no Psionic Outrage gains 1 Psionic (while the supply has one).

Psionic Liaisons (F14-05): as F4-09 (`advocate_act2.LIAISONS`). Itinerant Empaths (F14-06,
F14-07, Vox): Crisis: the player with the least Power (a tie: the first of them in turn order,
as Song of Freedom's FAQ reads "most") gains Psionic up to their empty resource slots; discard
this. When Secured: you gain them; discard this.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.fates import (
    advocate_act2,
    consent,
    hegemon,
    magnate,
    objective,
    pacifist,
    pirate,
    survivalist,
)
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates.partisan_act2 import leave_court
from ambitions.games.arcs_campaign.state import EMPATH, WELL_OF_EMPATHY, CampaignState

PSIONIC_LIAISONS: Final = "F14-05"
ITINERANT_EMPATHS: Final = ("F14-06", "F14-07")
SETUP_CARD: Final = "F14-08"
EMPATHY_FOR_ALL: Final = "F14-09"
EMPATHY_REMINDER: Final = "F14-10"
RECONCILE: Final = "F14-11"
REBUKE: Final = "F14-12"
PSIONIC: Final = arcs_data.RESOURCES.index("psionic")
RES: Final = arcs_data.RESOURCES
BATTLE_OVER: Final = frozenset({arcs_battle.RAIDING, arcs_battle.DONE})
"""Battle stages past the dealing of hits."""


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


# -- setup (F14-08A) --------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F14-08A (errata: 09-12): Empathy for All and its reminder, Reconcile with the Outraged into
    the rules booklet; Rebuke of the Empaths to the Edicts."""
    del seat
    for card in (EMPATHY_FOR_ALL, EMPATHY_REMINDER, RECONCILE):
        res.to_booklet(s, card)
    res.take(s, REBUKE)
    s.edicts.append(REBUKE)


# -- grand ambitions (F14-08B) ----------------------------------------------------------------------
def has(s: CampaignState, seat: int, r: int) -> int:
    """The resources of type `r` `seat` has: its board, and the frozen ones in its play area (CRB
    p.27 "Counting"): Well of Empathy's Psionic, Merchant League's, the Pirate Hoard's, the
    Imperial Trust's as First Regent."""
    out = resources.held(s, seat).count(r)
    if r == PSIONIC and s.well and WELL_OF_EMPATHY in s.lore[seat]:
        out += s.well
    if magnate.MERCHANT_LEAGUE in s.guild[seat]:
        out += s.league[r]
    if any(s.hoard) and pirate.hoards(s, seat):
        out += s.hoard[r]
    if s.first_regent == seat:
        out += s.trust[r]
    return out


def psionic(s: CampaignState, seat: int) -> int:
    return has(s, seat, PSIONIC)


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F14-08B: "You have no Trophies or Captives. In total, your Rivals have more Psionic
    resources than you.\""""
    trophies = objective.trophies(s, seat) + (s.banners.count(hegemon.TROPHY + seat) if s.banners else 0)
    trophies += survivalist.trophies(s, seat)  # (Bunker Trophies, F18-03)
    clean = trophies == 0 and pacifist.captives(s, seat) == 0
    rivals = sum(psionic(s, p) for p in range(s.n) if p != seat)
    return (clean, rivals > psionic(s, seat))


# -- Empathy for All (F14-09) -------------------------------------------------------------------------
def in_force(s: CampaignState) -> bool:
    return EMPATHY_FOR_ALL in s.booklet


def is_planet(x: int) -> bool:
    return 0 <= x < reach.NUM_SYSTEMS and not reach.is_gate(x)


def provoke_for(s: CampaignState, seat: int, planets: set[int]) -> None:
    """`seat` harmed something at each of `planets`: Outrage of each planet type it has."""
    for r in sorted({reach.PLANET_RESOURCE[x] for x in planets}):
        if has(s, seat, r):
            arcs_battle.provoke_outrage(s, seat, r)


def harm_snapshot(s: CampaignState) -> tuple[Any, ...]:
    """What an action outside battles may harm at the planets (`harmed_planets`), or () when
    Empathy for All is not in force."""
    if not in_force(s):
        return ()
    n = s.n
    per_planet = tuple(
        (
            tuple(s.slots[k] for k in reach.SYSTEM_SLOTS[x]),
            (s.blight_fresh[x], s.blight_damaged[x]),
            (s.imperial_fresh[x], s.imperial_damaged[x]),
            *((s.fresh[x * n + p], s.damaged[x * n + p]) for p in range(n)),
        )
        for x in range(reach.NUM_SYSTEMS)
    )
    totals = (
        sum(s.blight_fresh) + sum(s.blight_damaged),
        sum(s.imperial_fresh) + sum(s.imperial_damaged) - s.imperial_scrapped,
        *(sum(s.fresh[p::n]) + sum(s.damaged[p::n]) - s.scrapped_ships[p] for p in range(n)),
    )
    return (per_planet, totals)


def harmed_planets(before: tuple[Any, ...], after: tuple[Any, ...]) -> set[int]:
    """The planets where something was damaged or destroyed between the two snapshots: a
    building newly damaged or gone (a replaced one is not harmed); pieces (Blight, Imperial
    ships, each seat's ships) newly damaged with the planet's count unchanged, or fewer there
    while fewer of them are on the map (moved pieces are not harmed; scrapped ones are counted
    back)."""
    out: set[int] = set()
    (was_map, was_totals), (now_map, now_totals) = before, after
    for x in range(reach.NUM_SYSTEMS):
        if not is_planet(x):
            continue
        was, now = was_map[x], now_map[x]
        if any(b >= 0 and (a < 0 or (a & 1 and not b & 1)) for b, a in zip(was[0], now[0], strict=True)):
            out.add(x)
            continue
        for i, ((bf, bd), (af, ad)) in enumerate(zip(was[1:], now[1:], strict=True)):
            damaged = ad > bd and af + ad == bf + bd
            gone = af + ad < bf + bd and now_totals[i] < was_totals[i]
            if damaged or gone:
                out.add(x)
                break
    return out


def note_battle(s: CampaignState) -> None:
    """A battle at a planet under way: its planet, attacker and defender kept until its hits are
    over (a Galactic Rifles volley too)."""
    if in_force(s) and not s.empathy_battle and is_planet(s.battle_system):
        if s.battle_stage not in BATTLE_OVER:
            s.empathy_battle = [s.battle_system, s.turn_seat, s.battle_defender, 0]


def intercepted(s: CampaignState) -> None:
    """The defender intercepted (`CampaignState.defender_intercepted`): with a hit, it harms."""
    if s.empathy_battle and s.battle_self > 0:
        s.empathy_battle[3] = 1


def battle_harm(s: CampaignState) -> None:
    """At the end of dealing hits, before raiding: the attacker Provokes, the intercepting
    defender too (F14-09: "resolve this at the end of dealing hits and before raiding")."""
    if not s.empathy_battle:
        return
    if s.battle_system >= 0 and s.battle_stage not in BATTLE_OVER:
        return
    x, attacker, defender, hit = s.empathy_battle
    s.empathy_battle = []
    provoke_for(s, attacker, {x})
    if hit and 0 <= defender < s.n:
        provoke_for(s, defender, {x})


def after(s: CampaignState, seat: int, before: tuple[Any, ...], a: ArcsAction) -> None:
    """After each action (`fates.after`): a battle's harm once its hits are over; else the harm
    the turn's player did with this action outside battles."""
    del a
    if not in_force(s):
        return
    note_battle(s)
    if s.empathy_battle:
        battle_harm(s)
        return
    if not before or s.battle_system >= 0 or seat < 0 or seat != s.turn_seat:
        return
    planets = harmed_planets(before, harm_snapshot(s))
    if planets:
        provoke_for(s, seat, planets)


# -- Reconcile with the Outraged (F14-11) --------------------------------------------------------------
def forgivable(s: CampaignState, target: int) -> list[int]:
    """The Outrage types of `target` covered by its own agent (not a placeholder nor a Sower of
    Division agent, F6-25)."""
    sown = {s.sown[i + 2] for i in range(0, len(s.sown), 3) if s.sown[i] == target}
    return [
        r
        for r in range(5)
        if s.outrage[target] >> r & 1 and not s.outrage_placeholder[target] >> r & 1 and r not in sown
    ]


def forgive_actions(s: CampaignState, actor: int, target: int) -> list[tuple[Any, ...]]:
    """``forgive relic``: the Negotiation action Forgive, while Reconcile with the Outraged is in
    the rules booklet (`negotiations.actions`)."""
    if RECONCILE not in s.booklet or actor == target:
        return []
    return [("forgive", RES[r]) for r in forgivable(s, target)]


def forgive(s: CampaignState, actor: int, target: int, resource: object) -> None:
    """Take `target`'s Outrage of that type as a Favor: its agent from the Outrage slot onto
    `actor`'s Fate card."""
    r = RES.index(str(resource))
    s.outrage[target] &= ~(1 << r)
    s.favors[actor * s.n + target] += 1


def _can_hold(s: CampaignState, seat: int) -> bool:
    return len(resources.held(s, seat)) < s.open_slots(seat)


def call_options(s: CampaignState, caller: int) -> list[ArcsAction]:
    """The caller's forced Forgive in the Call to Order (``forgive 1 relic``): a Psionic on its
    board to give, a Rival able to hold it with a forgivable Outrage."""
    if RECONCILE not in s.booklet or PSIONIC not in resources.held(s, caller):
        return []
    out: list[ArcsAction] = []
    for rival in range(s.n):
        if rival != caller and _can_hold(s, rival):
            out += [act("forgive", rival, RES[r]) for r in forgivable(s, rival)]
    return out


def monopoly_holder(s: CampaignState, caller: int, rival: int) -> int:
    """The Psionic Monopoly's holder whose consent giving the Psionic needs, or -1."""
    return consent.asked(s, caller, rival, ("transfer", "psionic"), (caller, rival))


def call_forgive(s: CampaignState, caller: int, rival: int, resource: str) -> None:
    """The caller gives the Psionic and Forgives; with the Monopoly's holder to consent, they
    are asked first (``agree`` / ``veto``)."""
    holder = monopoly_holder(s, caller, rival)
    if holder >= 0:
        push_choice(s, holder, RECONCILE, "consent", caller, rival, resource)
        return
    _give_and_forgive(s, caller, rival, resource)


def _give_and_forgive(s: CampaignState, caller: int, rival: int, resource: str) -> None:
    if PSIONIC not in resources.held(s, caller) or not _can_hold(s, rival):
        return
    if str(resource) not in [RES[r] for r in forgivable(s, rival)]:
        return
    resources.remove_one(s, caller, PSIONIC)
    resources.put(s, rival, PSIONIC)  # (the caller's token, given: not the supply's)
    forgive(s, caller, rival, resource)


def _reconcile_options(s: ArcsState, choice: Choice) -> list[Args]:
    return [("agree",), ("veto",)] if choice[2] == "consent" else []


def _reconcile_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if choice[2] == "consent" and args[0] == "agree":
        _give_and_forgive(_c(s), int(choice[3]), int(choice[4]), str(choice[5]))


# -- Rebuke of the Empaths (F14-12) ------------------------------------------------------------------
def rebuke(s: CampaignState) -> None:
    """F14-12: if Empath is declared, each player discards their board's resources of their
    Outrage types, and each with no Psionic Outrage gains 1 Psionic."""
    if EMPATH not in s.marker_box:
        return
    for p in s.turn_order():
        for r in range(5):
            if s.outrage[p] >> r & 1:
                while resources.remove_one(s, p, r):
                    s.resource_supply[r] += 1
    for p in s.turn_order():
        if not s.outrage[p] >> PSIONIC & 1 and s.resource_supply[PSIONIC] > 0:
            resources.gain(s, p, PSIONIC)


# -- Itinerant Empaths (F14-06, F14-07) -----------------------------------------------------------------
def fill_psionic(s: ArcsState, seat: int) -> None:
    """Gain Psionic up to `seat`'s empty resource slots (while the supply lasts)."""
    while _can_hold(_c(s), seat) and s.resource_supply[PSIONIC] > 0:
        resources.gain(s, seat, PSIONIC)


def least_power(s: CampaignState) -> int:
    order = s.turn_order()
    return min(order, key=lambda p: (s.power[p], order.index(p)))


def empaths_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """Crisis: "The player with the least Power gains Psionic up to their number of empty
        resource slots. Discard this card.\""""
        fill_psionic(s, least_power(s))
        leave_court(s, card)
        s.court_discard.append(card)

    return crisis


def _empaths_secured(s: ArcsState, seat: int) -> None:
    """When Secured: "Gain Psionic up to your number of empty resource slots. Discard this card."
    (Secured, it is in the Court discard already.)"""
    fill_psionic(s, seat)


# -- views, positions, invariants ------------------------------------------------------------------------
def load_position(s: CampaignState, raw: object) -> None:
    """``campaign.empathy_battle``: a battle's harm waiting for its hits to end (the form the
    observation gives: ``[planet, attacker, defender, intercepted]``, or absent)."""
    if raw is None:
        return
    if not isinstance(raw, list) or len(raw) != 4 or not all(isinstance(v, int) for v in raw):
        raise InvalidRecord(
            f"campaign.empathy_battle must be [planet, attacker, defender, 0/1]: {shorten(raw, 40)}"
        )
    s.empathy_battle = [int(v) for v in raw]


def problems(s: CampaignState) -> list[str]:
    if s.empathy_battle and (len(s.empathy_battle) != 4 or not is_planet(s.empathy_battle[0])):
        return [f"Empathy for All's battle {s.empathy_battle}"]
    return []


# -- registration (`fates.register_act3`) ---------------------------------------------------------------
POWERS: Final = (
    advocate_act2.liaison(PSIONIC_LIAISONS, "Psionic Liaisons"),
    Power(
        RECONCILE, "Reconcile with the Outraged", choice_options=_reconcile_options, choose=_reconcile_choose
    ),
)
VOX_POWERS: Final = tuple(
    Power(card, "Itinerant Empaths", when_secured=_empaths_secured) for card in ITINERANT_EMPATHS
)
VOX_CRISES: Final[dict[str, Callable[[CampaignState], None]]] = {
    card: empaths_crisis(card) for card in ITINERANT_EMPATHS
}
