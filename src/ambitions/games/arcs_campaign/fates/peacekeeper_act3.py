"""F15 Peacekeeper, Act III (Fates file "F15 — Peacekeeper"; card texts F15-07A/B, F15-08 to
F15-11, F15-05, F15-06).

Setup (F15-07A): a Ceasefire token for each cluster (`CampaignState.ceasefires`, public), on its
Peace side where the Peacekeeper controls any system (as First Regent, the Empire-controlled
ones too), else on its War side; with 2 players the Weapons on the Warlord box go back to the
supply; Ceasefires (08) and Peace Accords (11) go in the rules booklet, Empire Balks at Peace
(09) and Peace Dividends (10) among its Edicts.

READING (Fates file "Gaps": HRF gives Oath of Peace again at this setup): F15-07A has no such
step, so the Setup side gives nothing; a Peacekeeper who completed Act II still holds Oath of
Peace (F15-04 scraps it only on failure), one who failed does not.

Grand ambitions (F15-07B), *A Peaceful Reach*: (1) 2 clusters or more at Peace; (2) 5 or more.

* Ceasefires (F15-08, law): to harm anything in a cluster at Peace but one's own Loyal pieces
  and Blight, a player spends 1 Weapon and the cluster turns to War; Crises are not harm
  (`ceasefires`: a battle, every one but against Blight; Break World, F11-03B; the Warrior
  Golem, F5-06; Incite Revolt, F2-27). An out-of-play cluster has no system to control: War.
* Empire Balks at Peace (F15-09, edict; ``balk 3`` / ``pass``): under a Policy of War with an
  Outlaw Peacekeeper, the First Regent may turn one cluster where the Empire controls 2 systems
  or more to War.
* Peace Dividends (F15-10, edict): 2 Power per system each player controls in clusters at Peace;
  the First Regent's Empire-controlled systems pay only under a Policy of Peace.
* Peace Accords (F15-11, Summit): Broker Peace (``broker 3`` or ``broker 3 1`` returning seat 1's
  Favor for its consent), at its taker's turn to negotiate (`broker_options`).
* Arms Interest (F15-05, F15-06, Guild cards the Act II Resolution puts in the Court deck): as
  Mining Interest (CC01) with Weapons: ``assemble`` (Build) gains 1 Weapon; its Prelude
  discards it for Weapons up to the empty slots, stolen once the supply is out.
"""

from __future__ import annotations

from itertools import combinations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.court import interest
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs.powers import Power
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates.ceasefires import (  # noqa: F401  (Ceasefires, F15-08)
    CEASEFIRES,
    PEACE,
    WAR,
    at_peace,
    battle_cost,
    building_cost,
    may_harm,
    pay,
)
from ambitions.games.arcs_campaign.state import CampaignState

PEACEKEEPER = "F15"
EMPIRE_BALKS_AT_PEACE = "F15-09"
PEACE_DIVIDENDS = "F15-10"
PEACE_ACCORDS = "F15-11"
ARMS_INTERESTS = ("F15-05", "F15-06")
WEAPON = arcs_data.RESOURCES.index("weapon")
DIVIDEND = 2
"""F15-10: "2 Power for each system"."""
BROKER_STEP = "broker"
"""A Negotiations step: ``("broker", asked, taker, passed, cluster, systems, *to_ask)``: a Rival
controlling systems in the cluster consents (``agree``) or not (``veto``) to Broker Peace."""


def cluster_systems(cluster: int) -> range:
    return range((cluster - 1) * 4, cluster * 4)


def controls(s: CampaignState, seat: int, x: int) -> bool:
    """`seat` controls `x`, a First Regent the Empire-controlled systems (F15-07A, F15-11)."""
    return empire.controls(s, seat, x)


def systems_in(s: CampaignState, seat: int, cluster: int) -> int:
    return sum(1 for x in cluster_systems(cluster) if controls(s, seat, x))


def peace_count(s: CampaignState) -> int:
    return s.ceasefires.count(PEACE)


# -- the Setup side and grand ambitions (F15-07A/B) ------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F15-07A, steps 1-3."""
    s.ceasefires = [PEACE if systems_in(s, seat, c) else WAR for c in range(1, 7)]
    if s.n == 2:
        s.resource_supply[WEAPON] += s.box_resources[WEAPON]
        s.box_resources[WEAPON] = 0
    for card in (CEASEFIRES, PEACE_ACCORDS):
        res.to_booklet(s, card)
    for card in (EMPIRE_BALKS_AT_PEACE, PEACE_DIVIDENDS):
        res.take(s, card)
        s.edicts.append(card)


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F15-07B: "2 clusters or more are at Peace. 5 clusters or more are at Peace.\""""
    peace = peace_count(s)
    return (peace >= 2, peace >= 5)


# -- Empire Balks at Peace (F15-09) and Peace Dividends (F15-10), edicts ---------------------------
def balk_options(s: CampaignState) -> list[ArcsAction]:
    """F15-09: "If the Imperial Policy is War and the Peacekeeper is an Outlaw, the First Regent
    may flip 1 Ceasefire token to War in a cluster where the Empire controls at least 2
    systems" (none: no question)."""
    keeper = [p for p in range(s.n) if s.fates[p] == PEACEKEEPER]
    if (
        s.first_regent < 0
        or not s.policies
        or s.policies[0] != "war"
        or not keeper
        or not s.outlaw[keeper[0]]
    ):
        return []
    clusters = [
        c
        for c in range(1, 7)
        if at_peace(s, c) and sum(1 for x in cluster_systems(c) if s.imperial_fresh[x]) >= 2
    ]
    return [act("balk", c) for c in clusters] + [act("pass")] if clusters else []


def balk(s: CampaignState, a: ArcsAction) -> None:
    if a.kind == "balk":
        s.ceasefires[int(a.args[0]) - 1] = WAR


def peace_dividends(s: CampaignState) -> None:
    """F15-10: "Players gain 2 Power for each system they control in clusters at Peace. The
    First Regent controls Empire-controlled systems but only gains Power for them if the
    Imperial Policy is Peace.\""""
    peace_policy = bool(s.policies) and s.policies[0] == "peace"
    for seat in range(s.n):
        count = 0
        for c in range(1, 7):
            if not at_peace(s, c):
                continue
            for x in cluster_systems(c):
                if s.controller(x) == seat:
                    count += 1
                elif peace_policy and empire.first_regent_controls(s, seat, x):
                    count += 1
        s.power[seat] += DIVIDEND * count


# -- Peace Accords (F15-11): Broker Peace in the Negotiations --------------------------------------
def _tried(s: CampaignState, seat: int, cluster: int) -> bool:
    return f"broker {seat} {cluster}" in s.summit_gifts


def broker_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """F15-11: "Flip a Ceasefire token from War to Peace, with the consent of players who
    control at least 2 systems in total in that cluster, including yourself. You may get the
    consent of Rivals by returning 1 Favor of theirs."

    READING ("in total", "including yourself"; the card's note speaks of "Rivals who control
    systems"): the taker and the Rivals who consent must together control 2 systems or more
    there. ``broker 3 1 2`` returns a Favor of seats 1 and 2 for their consent; the other Rivals
    controlling systems there are asked in turn order until the count is reached. Each player
    tries each cluster once per Summit (so a Summit ends); "during Summits, the First Regent
    controls Empire-controlled systems"."""
    if PEACE_ACCORDS not in s.booklet or not s.ceasefires:
        return []
    out: list[ArcsAction] = []
    for c in range(1, 7):
        if at_peace(s, c) or _tried(s, seat, c):
            continue
        counts = {p: systems_in(s, p, c) for p in range(s.n)}
        if sum(counts.values()) < 2:
            continue
        buyable = [r for r in range(s.n) if r != seat and counts[r] and s.favors[seat * s.n + r] > 0]
        for k in range(len(buyable) + 1):
            for bought in combinations(buyable, k):
                out.append(act("broker", c, *bought))
    return out


def broker(s: CampaignState, seat: int, passed: int, args: tuple[object, ...]) -> None:
    """Broker Peace taken: Favors returned, then the count reached or the next Rival asked (a
    ``broker`` step); then `seat` goes on negotiating (``("negotiate", seat, passed)``)."""
    cluster, bought = int(str(args[0])), [int(str(r)) for r in args[1:]]
    s.summit_gifts.append(f"broker {seat} {cluster}")
    for r in bought:
        s.favors[seat * s.n + r] -= 1
        return_agents(s, r, 1)
    total = systems_in(s, seat, cluster) + sum(systems_in(s, r, cluster) for r in bought)
    ask = [r for r in s.turn_order() if r != seat and r not in bought and systems_in(s, r, cluster)]
    _next(s, seat, passed, cluster, total, ask)


def _next(s: CampaignState, seat: int, passed: int, cluster: int, total: int, ask: list[int]) -> None:
    if total < 2 and ask:
        s.steps.insert(0, (BROKER_STEP, ask[0], seat, passed, cluster, total, *ask[1:]))
        return
    if total >= 2:
        s.ceasefires[cluster - 1] = PEACE
    s.steps.insert(0, ("negotiate", seat, passed))


def consent(s: CampaignState, step: tuple[object, ...], a: ArcsAction) -> None:
    """An asked Rival's ``agree`` (their systems count) or ``veto``; the next one is asked after
    them in turn order (`step` is taken off `s.steps`)."""
    asked, seat, passed, cluster, total = (int(str(v)) for v in step[1:6])
    if a.kind == "agree":
        total += systems_in(s, asked, cluster)
    _next(s, seat, passed, cluster, total, [int(str(r)) for r in step[6:]])


# -- Arms Interest (F15-05, F15-06) ----------------------------------------------------------------
POWERS: tuple[Power, ...] = tuple(
    interest(card, "Arms Interest", "assemble", WEAPON) for card in ARMS_INTERESTS
)
"""F15-05/06: "Assemble (Build): Gain 1 Weapon. Prelude: You may discard this to gain Weapons up
to your number of empty resource slots. If the Weapon supply empties, steal the Weapon
instead.\""""
