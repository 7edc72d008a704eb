"""F2 Founder, Act II (Fates file "F2 — Founder"; card texts F2-12A/B, F2-13, F2-14, F2-18).

Setup (F2-12A): gain Founder of the Commonwealth (F2-13), the Commonwealth Ambition marker on
your Fate card (`CampaignState.commonwealth`); the Commonwealth Ambition law (F2-14) and
Commonwealth Membership (F2-22) in the rules booklet, the Call for Armistice edict (F2-15) in
the Edicts with both Armistices (F2-16, F2-17) tucked under it (in the booklet); every player
takes a Member of the Commonwealth title (F2-18 to F2-21: seat p the card 18 + p;
`CampaignState.members`).

Founder of the Commonwealth (F2-13): when you declare an ambition you may also place the
Commonwealth Ambition marker on the declared ambition's box (``choose commonwealth`` /
``choose none``); it goes back to your Fate card when the chapter's markers are returned.
Commonwealth Ambition (F2-14), scoring that ambition (`score_commonwealth`): only an untied first
place gains Power; the Members' counts are added up as one contender, the Commonwealth; if it
wins, the Members share the first and second place Power evenly (no bonus city Power, remainders
dropped); a non-Member winner gains double the first and second place Power.
Disgrace (F2-18): a Member who harms a Free city scraps their title for good (`disgrace`).
Objective (F2-12B): *Distribute Power Fairly*: advance 2 per Member when the Commonwealth wins
the Commonwealth ambition; *Protect Freedom in the Reach*: at the end of a chapter, advance 1
per Free city on the map not controlled by the Empire.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.court import union
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import (
    CITY,
    EMPTY,
    STARPORT,
    ArcsState,
    building_code,
    building_kind,
    building_owner,
)
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import (
    COMMONWEALTH_ON_FATE,
    FREE,
    CampaignState,
)

FOUNDER_OF_THE_COMMONWEALTH = "F2-13"
COMMONWEALTH_AMBITION = "F2-14"
CALL_FOR_ARMISTICE = "F2-15"
ARMISTICES = ("F2-16", "F2-17")
COMMONWEALTH_MEMBERSHIP = "F2-22"
MEMBER_TITLES = ("F2-18", "F2-19", "F2-20", "F2-21")


def setup_act2(s: CampaignState, seat: int) -> None:
    """F2-12A (the Armistices tucked under Call for Armistice: in the booklet with it)."""
    s.commonwealth = COMMONWEALTH_ON_FATE
    for card in (COMMONWEALTH_AMBITION, COMMONWEALTH_MEMBERSHIP, *ARMISTICES):
        if card not in s.booklet:
            s.booklet.append(card)
    if CALL_FOR_ARMISTICE not in s.edicts:
        s.edicts.append(CALL_FOR_ARMISTICE)
    s.members = [True] * s.n


def member_title(seat: int) -> str:
    """The Member of the Commonwealth title card seat `seat` holds (reading: 18 + seat)."""
    return MEMBER_TITLES[seat]


def members(s: CampaignState) -> list[int]:
    return [p for p in range(s.n) if s.members and s.members[p]]


# -- Protect Freedom in the Reach ------------------------------------------------------------------
def free_cities_not_empire(s: CampaignState) -> int:
    """Free cities on the map in systems the Empire does not control (no fresh Imperial ship)."""
    return sum(
        1
        for k, code in enumerate(s.slots)
        if code >= 0
        and building_owner(code) == FREE
        and building_kind(code) == CITY
        and s.in_play[reach.SLOT_SYSTEM[k]]
        and not s.imperial_fresh[reach.SLOT_SYSTEM[k]]
    )


def chapter_end(s: CampaignState, seat: int) -> None:
    """F2-12B at a chapter's end: the Commonwealth ambition scored (`score_commonwealth`, whose
    win advances 2 per Member), then *Protect Freedom in the Reach*."""
    objective.advance(s, seat, free_cities_not_empire(s))


# -- Founder of the Commonwealth (F2-13) -----------------------------------------------------------
def on_declare(s: CampaignState, seat: int, ambition: str) -> None:
    """The Founder declaring an ambition may put the marker from their Fate card on its box."""
    # (Act III too: the title, F2-13, holds; the grand ambitions need it, F2-25B)
    if s.act >= 2 and s.commonwealth == COMMONWEALTH_ON_FATE and objective.holder(s, cards.FOUNDER) == seat:
        push_choice(s, seat, FOUNDER_OF_THE_COMMONWEALTH, "commonwealth", ambition)


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    return [("commonwealth",), ("none",)]


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    if args[0] == "commonwealth":
        s.commonwealth = arcs_data.AMBITIONS.index(str(choice[3]))


POWER = Power(
    FOUNDER_OF_THE_COMMONWEALTH, "Founder of the Commonwealth", choice_options=_options, choose=_choose
)


# -- Commonwealth Ambition (F2-14) -------------------------------------------------------------------
class CommonwealthScore(NamedTuple):
    winner: int
    """The untied first place: a non-Member seat, `COMMONWEALTH` or -1 (a tie, or the phantom)."""
    gained: tuple[int, ...]
    """The Power each seat gains from the ambition."""


COMMONWEALTH = 100
"""`CommonwealthScore.winner`: the Members together."""


def commonwealth_score(
    s: CampaignState, counts: tuple[int, ...], first: int, second: int
) -> CommonwealthScore:
    """F2-14 with each seat's `counts` as scored (the 2-player phantom's last) and `first` and
    `second` place Power (the markers' values): the Members' counts added up as one contender,
    the others (and the phantom) each their own; only an untied first place gains."""
    inside = members(s)
    contenders = [(p, counts[p]) for p in range(s.n) if p not in inside]
    if s.n == 2:
        contenders.append((-1, counts[-1]))  # the phantom (CRB p.19)
    if inside:
        contenders.append((COMMONWEALTH, sum(counts[p] for p in inside)))
    best = max(c for _, c in contenders)
    top = [who for who, c in contenders if c == best]
    gained = [0] * s.n
    if best <= 0 or len(top) != 1 or top[0] == -1:
        return CommonwealthScore(-1, tuple(gained))
    winner = top[0]
    if winner == COMMONWEALTH:
        share = (first + second) // len(inside)  # no bonus city Power, remainders dropped
        for p in inside:
            gained[p] = share
    else:
        bonus = arcs_data.BONUS_POWER_BY_CITIES_LEFT[s.cities_left[winner]]
        gained[winner] = 2 * (first + second) + bonus  # (bonus city Power as for any winner: reading)
    return CommonwealthScore(winner, tuple(gained))


def score_commonwealth(s: CampaignState) -> None:
    """After the chapter's scoring (`fates.chapter_end`): the ambition with the Commonwealth
    marker is scored again by F2-14, replacing what the Arcs scoring gave for it (its record in
    `chapter_scoring` and `chapter_scores` included); the marker goes back to the Fate card."""
    if s.commonwealth < 0 or not s.chapter_scoring:
        return
    ambition, s.commonwealth = s.commonwealth, COMMONWEALTH_ON_FATE
    number, table = s.chapter_scoring[-1]
    rows = list(table)
    for i, row in enumerate(rows):
        if row[0] != ambition:
            continue
        values = row[1]
        first, second = sum(v[0] for v in values), sum(v[1] for v in values)
        result = commonwealth_score(s, row[2], first, second)  # (counts before clean-up)
        for p in range(s.n):
            change = result.gained[p] - row[6][p]
            s.power[p] += change
            s.chapter_scores[-1][p] += change
        rows[i] = (*row[:6], result.gained)
        if result.winner == COMMONWEALTH:
            founder = objective.holder(s, cards.FOUNDER)
            if founder >= 0:
                objective.advance(s, founder, 2 * len(members(s)))  # Distribute Power Fairly
    s.chapter_scoring[-1] = (number, tuple(rows))


# -- Disgrace (F2-18) --------------------------------------------------------------------------------
def free_buildings(s: CampaignState) -> tuple[int, ...]:
    """Each slot's Free building code (-1 for none): what `disgrace` compares around an action."""
    return tuple(code if code >= 0 and building_owner(code) == FREE else -1 for code in s.slots)


def disgrace(s: CampaignState, seat: int, before: tuple[int, ...]) -> None:
    """A Member whose action harmed a Free building (errata: "a Free building", not only a city):
    one damaged or destroyed (a fresh one now damaged or gone, a damaged one gone) scraps their
    title for good."""
    if not s.members or seat < 0 or not s.members[seat] or not before:
        return
    now = free_buildings(s)
    for was, code in zip(before, now, strict=True):
        if was >= 0 and (code < 0 or (code & 1 and not was & 1)):
            s.members[seat] = False
            if member_title(seat) not in s.scrapped:
                s.scrapped.append(member_title(seat))
            return


# -- the Founder's Act II Fate Set cards --------------------------------------------------------------
POLITICAL_INTRIGUES = ("F2-05", "F2-06", "F2-07")


def give_favor(s: CampaignState, giver: int, to: int) -> None:
    """`giver` gives `to` a Favor: one of its agents from its supply onto `to`'s Fate card (as
    Promise Favor, CRB p.17); none with no agent in the supply."""
    if giver != to and s.agents[giver] > 0:
        s.agents[giver] -= 1
        s.favors[to * s.n + giver] += 1


def political_intrigue_crisis(s: CampaignState, card: str) -> None:
    """F2-05 Crisis: each player gives a Favor to the left on an arrow, to the right on a hex, to
    both on a crescent (the card's "moon"); bury this. Reading: left is the next seat clockwise
    (seat + 1), right the one before."""
    assert s.event_roll is not None
    symbol = s.event_roll[1]
    for p in s.turn_order():
        if symbol in ("arrow", "crescent"):
            give_favor(s, p, (p + 1) % s.n)
        if symbol in ("hex", "crescent"):
            give_favor(s, p, (p - 1) % s.n)
    vox_rules().remove_from_court(s, card)


def _political_intrigue_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        """Take 1 Favor from each Rival (one of their agents); discard this (it stays in the
        Court discard, where securing put it)."""
        assert isinstance(s, CampaignState)
        for p in range(s.n):
            give_favor(s, p, seat)

    return secured


def vox_rules() -> Any:
    """The campaign Court's Vox rules, imported when used (`arcs_campaign.vox` imports this
    package's modules)."""
    from ambitions.games.arcs_campaign import vox

    return vox


POWERS: tuple[Power, ...] = (
    union("F2-08", "Construction Union", "CON"),
    union("F2-09", "Construction Union", "CON"),
    union("F2-10", "Admin Union", "ADM"),
    union("F2-11", "Admin Union", "ADM"),
)
"""The Founder's Act II Guild cards: the Unions (F2-08/09 as CC02; F2-10/11 the same for a played
Administration card; errata: only beside a played card with no Union by it, `court.union`)."""
VOX_POWERS: tuple[Power, ...] = tuple(
    Power(card, "Political Intrigue", when_secured=_political_intrigue_secured(card))
    for card in POLITICAL_INTRIGUES
)


def _political_intrigue_crisis(card: str) -> Callable[[CampaignState], None]:
    return lambda s: political_intrigue_crisis(s, card)


VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {
    card: _political_intrigue_crisis(card) for card in POLITICAL_INTRIGUES
}


# -- the Act II Resolution (F2-23) ---------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F2-23: completed, gain Spirit of Freedom (24), the Unions (08-11, parked behind this card
    by the Act I Resolution, or in play) scrapped; failed, 24 scrapped, the Founder of the
    Commonwealth title (13) scrapped (with the Commonwealth Ambition marker it keeps), and the
    Unions to the Court deck."""
    if completed:
        res.gain(s, seat, "F2-24")
        res.scrap(s, res.ids("F2", 8, 9, 10, 11))
    else:
        res.scrap(s, res.ids("F2", 24, 13))
        res.to_court(s, res.ids("F2", 8, 9, 10, 11))


# -- Book of Liberation (F2-04, lore) ---------------------------------------------------------------
BOOK_OF_LIBERATION = "F2-04"


def liberation_build_targets(s: CampaignState, seat: int) -> list[tuple[str, str]]:
    """F2-04 "You may build Free buildings, except in Empire-controlled systems": ``build
    free-city 3.2`` / ``build free-starport 3.2`` where `seat` could build a building (a Loyal
    piece there and an empty printed slot, base p12), no fresh Imperial ship, and the Free supply
    has one."""
    if BOOK_OF_LIBERATION not in s.lore[seat]:
        return []
    out: list[tuple[str, str]] = []
    n = s.n
    for system in range(reach.NUM_SYSTEMS):
        slots = reach.SYSTEM_SLOTS[system]
        if not slots or not s.in_play[system] or s.imperial_fresh[system]:
            continue
        loyal = bool(s.fresh[system * n + seat] or s.damaged[system * n + seat])
        loyal = loyal or any(s.slots[k] >= 0 and s.slots[k] >> 2 == seat for k in slots)
        empty = any(s.slots[k] == EMPTY and k < reach.NUM_PRINTED_SLOTS for k in slots)
        if loyal and empty:
            if s.free_cities > 0:
                out.append(("free-city", reach.SYSTEM_IDS[system]))
            if s.free_starports > 0:
                out.append(("free-starport", reach.SYSTEM_IDS[system]))
    return out


def build_free(s: CampaignState, seat: int, what: str, system_id: str) -> None:
    """Place the Free building in the system's first empty slot (damaged if another controls
    the system, as any build, base p12); on a planet, clear `seat`'s Outrage of its type: the
    agent on that Outrage space goes back to its supply (F2-04)."""
    system = reach.SYSTEM_INDEX[system_id]
    ctrl = s.controller(system)
    damaged = ctrl != -1 and ctrl != seat
    k = next(k for k in reach.SYSTEM_SLOTS[system] if s.slots[k] == EMPTY and k < reach.NUM_PRINTED_SLOTS)
    if what == "free-city":
        s.slots[k] = building_code(FREE, CITY, damaged)
        s.free_cities -= 1
    else:
        s.slots[k] = building_code(FREE, STARPORT, damaged)
        s.free_starports -= 1
    if not reach.is_gate(system):
        r = reach.PLANET_RESOURCE[system]
        s.return_outrage_agent(seat, r)  # (a Sower of Division agent to its owner, F6-25)


def may_harm(s: CampaignState, seat: int, target: tuple[Any, ...]) -> bool:
    """Battles `seat` may start: none against the Free States for the holder of Book of
    Liberation ("You cannot harm Free buildings", F2-04); while an Armistice is in the Court,
    none by a Member against another Member or the Free States (F2-16)."""
    defender = target[1] if len(target) > 1 else None
    if isinstance(defender, str) and defender.isdigit():
        defender = int(defender)
    if defender == "free" and BOOK_OF_LIBERATION in s.lore[seat]:
        return False
    if s.members and s.members[seat] and armistice_in_court(s):
        if defender == "free" or (isinstance(defender, int) and 0 <= defender < s.n and s.members[defender]):
            return False
    return True


# -- Member privileges (F2-18, F2-22) ------------------------------------------------------------------
def privileged(s: CampaignState, seat: int, system: int) -> bool:
    """F2-22 "Members may take actions with Free buildings that are not controlled by the Empire
    like they are Loyal": `seat` is a Member and no fresh Imperial ship is in `system`."""
    return bool(s.members) and s.members[seat] and not s.imperial_fresh[system]


def member_tax_targets(s: CampaignState, seat: int, taxes: list[tuple[Any, ...]]) -> list[tuple[str]]:
    """Free cities a Member may tax like Loyal ones (without controlling the system), each once
    per turn, beside the usual `taxes` (a Free city is taxed as the campaign taxes it: its
    resource, no Captive, CRB p.15)."""
    if not s.members or not s.members[seat]:
        return []
    have = {args[0] for args in taxes}
    return [
        (std.SLOT_NAMES[k],)
        for k, code in enumerate(s.slots)
        if code >= 0
        and building_owner(code) == FREE
        and building_kind(code) == CITY
        and k not in s.taxed
        and std.SLOT_NAMES[k] not in have
        and privileged(s, seat, reach.SLOT_SYSTEM[k])
    ]


def member_build_targets(s: CampaignState, seat: int, builds: list[tuple[Any, ...]]) -> list[tuple[str, str]]:
    """Cities and starports a Member may build at a Free building like at a Loyal one (base
    p12: a building where you have a piece), beside the usual `builds`."""
    if not s.members or not s.members[seat]:
        return []
    have = set(builds)
    out: list[tuple[str, str]] = []
    for system in range(reach.NUM_SYSTEMS):
        slots = reach.SYSTEM_SLOTS[system]
        if not slots or not s.in_play[system] or not privileged(s, seat, system):
            continue
        if not any(s.slots[k] >= 0 and building_owner(s.slots[k]) == FREE for k in slots):
            continue
        if not any(s.slots[k] == EMPTY and k < reach.NUM_PRINTED_SLOTS for k in slots):
            continue
        sid = reach.SYSTEM_IDS[system]
        for what, left in (("city", s.cities_left[seat]), ("starport", s.starports[seat])):
            if left > 0 and (what, sid) not in have:
                out.append((what, sid))
    return out


def built_by_privilege(s: CampaignState, seat: int, system: int) -> bool:
    """A build at `system` only a Free building allows (no Loyal piece there): "Pieces built in
    this way are always placed fresh" (reading: a build the seat's own pieces allow is the usual
    one)."""
    n = s.n
    if s.fresh[system * n + seat] or s.damaged[system * n + seat]:
        return False
    if any(s.slots[k] >= 0 and s.slots[k] >> 2 == seat for k in reach.SYSTEM_SLOTS[system]):
        return False
    return privileged(s, seat, system)


# -- Call for Armistice (F2-15) and the Armistices (F2-16, F2-17) ----------------------------------
ARMISTICE_STEP = "armistice"
"""A step of Call for Armistice: ``(ARMISTICE_STEP, seat)``, the Member with the least Power."""


def armistice_in_court(s: CampaignState) -> bool:
    """An Armistice is in the Court: attached to a Court card, or slid down into the row."""
    return any(c in ARMISTICES for c in s.attached[1::2]) or any(c in ARMISTICES for c in s.court)


def call_for_armistice_steps(s: CampaignState) -> list[tuple[Any, ...]]:
    """F2-15: scrapped if there are no Members; else the Member with the least Power (no tie)
    may untuck an Armistice from under this card and attach it to a Court card."""
    inside = members(s)
    if not inside:
        s.edicts.remove(CALL_FOR_ARMISTICE)
        if CALL_FOR_ARMISTICE not in s.scrapped:
            s.scrapped.append(CALL_FOR_ARMISTICE)
        return []
    least = min(s.power[p] for p in inside)
    lowest = [p for p in inside if s.power[p] == least]
    if len(lowest) != 1 or not any(c in s.booklet for c in ARMISTICES):
        return []
    return [(ARMISTICE_STEP, lowest[0])]


def armistice_options(s: CampaignState, seat: int) -> list[tuple[str, ...]]:
    """``attach CC05``: a Court card with no attached card (CRB p.27); ``pass``."""
    if not any(c in s.booklet for c in ARMISTICES):
        return []  # (none left to attach: Mass Call for Armistice's second, F2-26)
    hosts = [c for c in hosts_free_any(s) if c not in ARMISTICES]
    return [("attach", host) for host in hosts] + [("pass",)] if hosts else []


def hosts_free_any(s: CampaignState) -> list[str]:
    attached = set(s.attached[::2])
    return [c for c in s.court if c and c not in attached]


def attach_armistice(s: CampaignState, host: str) -> None:
    card = next(c for c in ARMISTICES if c in s.booklet)
    s.booklet.remove(card)
    s.attached += [host, card]


def armistice_secured(s: CampaignState, seat: int, card: str, agents: list[int]) -> None:
    """F2-16 When Secured (secured itself, or with the card it is attached to, CRB p.27): the
    agents that were there go back out instead of being captured or returned, and the securer
    must place every one on other Court cards (``choose CC05``, one agent at a time, the
    securer's first, then each Rival's in turn order); then the Armistice is tucked back under
    Call for Armistice (errata reading: the card's "Edict 25" is that edict). `agents`: each
    seat's agents that were on the secured card."""
    owners: list[int] = []
    for p in [seat] + [q for q in s.turn_order() if q != seat]:
        owners += [p] * (agents[p] if p < len(agents) else 0)
    for pile in (s.court_discard, s.lore[seat], s.guild[seat]):
        if card in pile:
            pile.remove(card)
    if card not in s.booklet:
        s.booklet.append(card)
    if owners:
        push_choice(s, seat, card, "place", *owners)


def _place_options(s: ArcsState, choice: Choice) -> list[Args]:
    """Any other Court card (none: the agents stay as the securing left them)."""
    return [(c,) for c in s.court if c and c not in ARMISTICES]


def _place_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """One agent placed: taken back from the securer's supply (their own, returned by securing)
    or Captives (a Rival's, captured by securing), one at a time so every agent is always
    somewhere."""
    seat, n = choice[0], s.n
    owners = [int(p) for p in choice[3:]]
    owner = owners[0]
    if owner == seat and s.agents[seat] > 0:
        s.agents[seat] -= 1
        s.court_agents[s.court.index(str(args[0])) * n + owner] += 1
    elif owner != seat and s.captives[seat * n + owner] > 0:
        s.captives[seat * n + owner] -= 1
        s.court_agents[s.court.index(str(args[0])) * n + owner] += 1
    if owners[1:]:
        push_choice(s, seat, str(choice[1]), "place", *owners[1:])


def _armistice_vox_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        assert isinstance(s, CampaignState)
        armistice_secured(s, seat, card, list(s.secured_agents))

    return secured


ARMISTICE_POWERS: tuple[Power, ...] = tuple(
    Power(card, "Armistice", when_secured=_armistice_vox_secured(card), choice_options=_place_options,
          choose=_place_choose)
    for card in ARMISTICES
)  # fmt: skip
"""The Armistices as Vox cards (no Crisis: not in the Crises); secured from the row when one
slid down into it."""
VOX_POWERS += ARMISTICE_POWERS
