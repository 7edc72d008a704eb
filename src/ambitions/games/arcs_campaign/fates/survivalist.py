"""F18 Survivalist, Act III (a "C" Fate; Fates file "F18 — Survivalist"; card texts F18-01A/B,
F18-02 to F18-05; no errata touch its Set; CRB p.7-9, p.25 "Resettling Flagships").

Setup (F18-01A), in its order: with a Flagship, the Survivalist may Resettle (`resettle_setup`,
the objective card's question ``[seat, "F18-01", ...]``); gain Vow of Survival (F18-02, lore);
gain Building Bunkers (F18-03, an ability: no card in a play area) with its 9 Bunker tokens;
Bunkers (F18-04, a law) into the rules booklet and Captive Release (F18-05) among the Edicts.

The Bunkers (`CampaignState.bunkers`, 9 entries once set up): each `SUPPLY` (the Survivalist's),
``2 * system + damaged`` on the map, or ``TROPHY + seat`` a Rival's Trophy.

* Building Bunkers (F18-03, F18-04): Bunkers are the Survivalist's Loyal pieces
  (`CampaignState.has_piece_at`). A new Build action (``bunker 3.3``, paid as a Build): a Bunker
  at a planet in a system with a Loyal piece (where a building may be built, base p12), none
  there yet; it "must also scrap 1 agent from your supply" (reading: a cost, so no Bunker without
  an agent to scrap; `CampaignState.scrapped_agents`); placed damaged where a Rival controls the
  system, as a building (base p12). Then it captures 1 agent from any Rival's supply (``choose
  1``, the Rival's seat, when more than one Rival has one). Harmed like buildings: a Rival with
  ships there may battle the Survivalist; building hits reach it (with the buildings; *Tough*,
  2 hits each to damage and to destroy: ``hit bunker-fresh`` spends 2, never offered with 1 hit
  left); destroyed, it is the attacker's Trophy (as a building, base p14; it counts for Warlord
  and goes back to the Survivalist's supply when Warlord is scored), and the attacker scraps 1
  of the Survivalist's Captives (``choose 2``: the Captive's owner; agents, out of the campaign).
  It fills no slot, is never raided (no raid takes it) and never repaired (the card says
  harmed, not repaired). A Blight Crisis hits no building (CRB p.18), so none.
* Vow of Survival (F18-02): its holder cannot declare Tyrant, however declared
  (`declaring.forbidden`, `declaring.declare_filter`); in scoring, winning an ambition gains it only the
  second-place Power (`Power.score`: no bonus city Power either); when Captives are returned
  (Tyrant scored) it keeps 1 per Bunker on the map: its agent Captives are set aside before
  the clean up (`vow_held`) and it keeps that many (``choose 1``, an owner, one at a time;
  all of them when it has no more), the rest back to their owners.
* Captive Release (F18-05, edict 85 as HRF orders it): in turn order, each player with more
  Power than the Survivalist, if the Survivalist holds Captives Loyal to them, may name a
  Bunker in a system they control (``choose 3.3`` / ``choose none``); the Survivalist then
  returns all of those Captives (``choose return``) or Provokes Outrage of that planet's type
  (``choose outrage``).

Final objective (F18-01B; starts on 22 / 18 / 14): *Keep the People Safe*, each ambition won
advances 1 per Captive held or per Bunker on the map, whichever is lower (at the scoring, before
the clean up returns Captives: `ambitions_scored`); *Protect Against the Blight*, 1 each time a
Blight Crisis happens at a planet with a Bunker (`blight_crisis`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import pieces, reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import (
    cards,
    objective,
    planet_breaker,
    planet_tokens,
    resettle_setup,
)
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import CampaignState

OBJECTIVE_CARD = "F18-01"
VOW_OF_SURVIVAL = "F18-02"
BUILDING_BUNKERS = "F18-03"
BUNKERS_LAW = "F18-04"
CAPTIVE_RELEASE: Final = data.CAPTIVE_RELEASE
"""F18-05 Captive Release (edict)."""
BUNKERS: Final = 9
SUPPLY: Final = -1
TROPHY: Final = 100
TOUGH: Final = 2
"""Hits to damage, and again to destroy, a Bunker (F18-03 *Tough*)."""
TYRANT: Final = arcs_data.AMBITIONS.index("tyrant")
WARLORD: Final = arcs_data.AMBITIONS.index("warlord")
CAPTURE_STEP = "capture"
SCRAP_STEP = "scrap-captive"
KEEP_STEP = "keep"
RELEASE_STEP = "release"
ANSWER_STEP = "release-answer"
NONE, RETURN, OUTRAGE = "none", "return", "outrage"


def survivalist(s: CampaignState) -> int:
    return objective.holder(s, cards.SURVIVALIST)


def on_map(s: CampaignState) -> list[int]:
    """The systems with a Bunker (each once: one to a planet)."""
    return planet_tokens.systems(s.bunkers, TROPHY)


def bunker_at(s: CampaignState, system: int, seat: int) -> bool:
    """`seat` (the Survivalist) has a Bunker in `system`: a Loyal piece (F18-03)."""
    return planet_tokens.held_at(s.bunkers, TROPHY, survivalist(s), system, seat)


def trophies(s: CampaignState, seat: int) -> int:
    """Bunkers among `seat`'s Trophies (counted for Warlord)."""
    return s.bunkers.count(TROPHY + seat) if s.bunkers else 0


def captives(s: CampaignState, seat: int) -> int:
    """The Captives `seat` has: agents, and ships (Happy Hosts, F10-12)."""
    k = s.n + 1
    return sum(s.captives[seat * s.n : (seat + 1) * s.n]) + sum(s.ship_captives[seat * k : (seat + 1) * k])


# -- setup (F18-01A) ------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F18-01A: the Resettle question (asked first; the rest touches neither the map nor the
    Flagship); Vow of Survival; Building Bunkers' 9 Bunkers; the law and the edict."""
    resettle_setup.offer(s, seat, OBJECTIVE_CARD)
    res.gain(s, seat, VOW_OF_SURVIVAL)
    res.take(s, BUILDING_BUNKERS)  # (an ability: held by the Survivalist, in no play area)
    s.bunkers = [SUPPLY] * BUNKERS
    res.to_booklet(s, BUNKERS_LAW)
    res.take(s, CAPTIVE_RELEASE)
    if CAPTIVE_RELEASE not in s.edicts:
        s.edicts.append(CAPTIVE_RELEASE)


# -- Building Bunkers (F18-03) --------------------------------------------------------------------
def build_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """``bunker <planet>``: a Bunker in the supply, an agent to scrap, a planet in play with a
    Loyal piece and no Bunker (not a Broken World: no planet left to build on, F11-03B)."""
    if not s.bunkers or seat != survivalist(s) or SUPPLY not in s.bunkers or s.agents[seat] <= 0:
        return []
    taken = set(on_map(s))
    return [
        act("bunker", reach.SYSTEM_IDS[x])
        for x in range(reach.NUM_SYSTEMS)
        if s.in_play[x]
        and not reach.is_gate(x)
        and x not in taken
        and s.has_piece_at(x, seat)
        and not (s.hammer and planet_breaker.no_building(s, x))
    ]


def build(s: CampaignState, seat: int, system: object) -> None:
    """Build a Bunker (damaged where a Rival controls the system, base p12), scrap an agent from
    the supply, then capture an agent from a Rival's supply (asked when there is a choice)."""
    x = reach.SYSTEM_INDEX[str(system)]
    damaged = s.controller(x) not in (-1, seat)
    s.bunkers[s.bunkers.index(SUPPLY)] = 2 * x + int(damaged)
    s.agents[seat] -= 1
    s.scrapped_agents[seat] += 1
    rivals = _capturable(s, seat)
    if len(rivals) == 1:
        capture(s, seat, rivals[0])
    elif rivals:
        push_choice(s, seat, OBJECTIVE_CARD, CAPTURE_STEP)


def _capturable(s: CampaignState, seat: int) -> list[int]:
    return [p for p in range(s.n) if p != seat and s.agents[p] > 0]


def capture(s: CampaignState, seat: int, owner: int) -> None:
    s.agents[owner] -= 1
    s.captives[seat * s.n + owner] += 1


# -- Bunkers in battle (F18-03 "Building", "Tough") -------------------------------------------------
def battle_targets(s: CampaignState, seat: int, have: set[Args], truce: bool) -> list[Args]:
    """(system, Survivalist) where `seat` has ships and a Bunker stands with no other piece of
    the Survivalist the Arcs rules see; `truce`: the Truce Law forbids it there (CRB p.11)."""
    h = survivalist(s)
    if h < 0 or h == seat:
        return []
    out: list[Args] = []
    for x in on_map(s):
        i = x * s.n + seat
        if not (s.fresh[i] or s.damaged[i]) or (reach.SYSTEM_IDS[x], h) in have:
            continue
        if truce and s.imperial_fresh[x] + s.imperial_damaged[x]:
            continue
        out.append((reach.SYSTEM_IDS[x], h))
    return out


def hit_options(s: CampaignState) -> list[str]:
    """The defending Survivalist's Bunker in the battle system, hit as a building, while 2 hits
    are left to deal (*Tough*)."""
    if s.battle_side != "seat" or s.battle_defender != survivalist(s) or not s.bunkers:
        return []
    if arcs_battle.pending_hits(s) < TOUGH:
        return []
    for b in s.bunkers:
        if 0 <= b < TROPHY and b >> 1 == s.battle_system:
            return ["bunker-damaged" if b & 1 else "bunker-fresh"]
    return []


def hit(s: CampaignState, system: int, attacker: int) -> None:
    """2 hits on the Bunker in `system` (the caller spent one): fresh, it is damaged; damaged,
    destroyed: the attacker's Trophy, and the attacker scraps one of the Survivalist's
    Captives (F18-03)."""
    arcs_battle.spend_hit(s)  # (the second hit, *Tough*)
    for i, b in enumerate(s.bunkers):
        if 0 <= b < TROPHY and b >> 1 == system:
            if not b & 1:
                s.bunkers[i] = b | 1
                return
            s.bunkers[i] = TROPHY + attacker
            break
    holder = survivalist(s)
    owners = _captive_owners(s, holder)
    if len(owners) == 1:
        scrap_captive(s, holder, owners[0])
    elif owners:
        push_choice(s, attacker, OBJECTIVE_CARD, SCRAP_STEP, holder)


def _captive_owners(s: CampaignState, holder: int) -> list[int]:
    """The owners of `holder`'s agent Captives (reading: the Captive scrapped is an agent; ships
    are Captives only by Happy Hosts, F10-12, which the Survivalist seldom holds)."""
    if holder < 0:
        return []
    return [o for o in range(s.n) if s.captives[holder * s.n + o] > 0]


def scrap_captive(s: CampaignState, holder: int, owner: int) -> None:
    s.captives[holder * s.n + owner] -= 1
    s.scrapped_agents[owner] += 1


def warlord_scored(s: CampaignState) -> None:
    """Warlord scored: Bunker Trophies go back to the Survivalist's supply with the others (base
    p19)."""
    if not s.bunkers or not s.chapter_scoring:
        return
    if any(a[0] == WARLORD for a in s.chapter_scoring[-1][1]):
        s.bunkers = [SUPPLY if b >= TROPHY else b for b in s.bunkers]


# -- Vow of Survival (F18-02) ---------------------------------------------------------------------
def vowed(s: CampaignState, seat: int) -> bool:
    return VOW_OF_SURVIVAL in s.lore[seat]


def forbids(s: CampaignState, seat: int, ambition: str) -> bool:
    """Vow of Survival: its holder "cannot declare the Tyrant ambition", however declared."""
    return ambition == "tyrant" and vowed(s, seat)


def _score(s: ArcsState, seat: int, ambition: int, place: int, first: int, second: int) -> int:
    """Winning an ambition gains only the second-place Power (F18-02)."""
    return second


def keeps(s: CampaignState) -> int:
    """Captives the Vow keeps: 1 per Bunker on the map."""
    return len(on_map(s)) if s.bunkers else 0


def ambitions_scored(s: CampaignState) -> None:
    """At the scoring, before the clean up: *Keep the People Safe* (F18-01B), then, Tyrant
    scored, the Vow's Captives set aside (`vow_held`) so the clean up returns none of them."""
    seat = survivalist(s)
    if seat < 0 or not s.bunkers:
        return
    won = len(objective.ambitions_won(s, seat))
    objective.advance(s, seat, won * min(captives(s, seat), keeps(s)))
    if TYRANT in s.marker_box and vowed(s, seat) and keeps(s) > 0:
        row = s.captives[seat * s.n : (seat + 1) * s.n]
        if any(row):
            s.vow_held = list(row)
            s.captives[seat * s.n : (seat + 1) * s.n] = [0] * s.n


def captives_returned(s: CampaignState) -> None:
    """After the clean up: the Vow's Captives kept (asked one at a time when there are more than
    it keeps), the others returned."""
    if not s.vow_held:
        return
    seat = survivalist(s)
    if sum(s.vow_held) <= keeps(s) or seat < 0:
        for o, count in enumerate(s.vow_held):
            if seat >= 0:
                s.captives[seat * s.n + o] += count
            else:
                pieces.return_agents(s, o, count)
        s.vow_held = []
        return
    push_choice(s, seat, OBJECTIVE_CARD, KEEP_STEP, keeps(s))


def _keep(s: CampaignState, seat: int, owner: int, left: int) -> None:
    s.vow_held[owner] -= 1
    s.captives[seat * s.n + owner] += 1
    if left > 1 and any(s.vow_held):
        push_choice(s, seat, OBJECTIVE_CARD, KEEP_STEP, left - 1)
        return
    for o, count in enumerate(s.vow_held):
        if count:
            pieces.return_agents(s, o, count)
    s.vow_held = []


# -- Protect Against the Blight (F18-01B) -----------------------------------------------------------
def blight_crisis(s: CampaignState, system: int) -> None:
    """A Blight Crisis happens in `system` (it has Blight): 1 if a Bunker is at its planet."""
    seat = survivalist(s)
    if seat >= 0 and s.bunkers and system in on_map(s):
        objective.advance(s, seat, 1)


# -- Captive Release (F18-05) ---------------------------------------------------------------------
def captive_release(s: CampaignState) -> None:
    """The edict: the players with more Power than the Survivalist, in turn order, asked one by
    one (`_next_release`)."""
    seat = survivalist(s)
    if seat < 0 or not s.bunkers:
        return
    _next_release(s, [p for p in s.turn_order() if p != seat and s.power[p] > s.power[seat]])


def _release_bunkers(s: CampaignState, seat: int) -> list[int]:
    """The Bunkers' systems `seat` controls."""
    return [x for x in on_map(s) if s.controller(x) == seat]


def _next_release(s: CampaignState, order: list[int]) -> None:
    holder = survivalist(s)
    for i, p in enumerate(order):
        if s.captives[holder * s.n + p] > 0 and _release_bunkers(s, p):
            push_choice(s, p, OBJECTIVE_CARD, RELEASE_STEP, *order[i + 1 :])
            return


def _release_answer(s: CampaignState, holder: int, choice: Choice, args: Args) -> None:
    releaser, x, rest = int(choice[3]), int(choice[4]), [int(p) for p in choice[5:]]
    if args[0] == RETURN:
        count = s.captives[holder * s.n + releaser]
        s.captives[holder * s.n + releaser] = 0
        pieces.return_agents(s, releaser, count)
    else:
        arcs_battle.provoke_outrage(s, holder, reach.PLANET_RESOURCE[x])
    _next_release(s, rest)


# -- the questions ------------------------------------------------------------------------------------
def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    step, seat = str(choice[2]), int(choice[0])
    if step in resettle_setup.STEPS:
        return resettle_setup.options(s, choice)
    if step == CAPTURE_STEP:
        return [(p,) for p in _capturable(s, seat)]
    if step == SCRAP_STEP:
        return [(o,) for o in _captive_owners(s, int(choice[3]))]
    if step == KEEP_STEP:
        return [(o,) for o in range(s.n) if s.vow_held and s.vow_held[o] > 0]
    if step == RELEASE_STEP:
        holder = survivalist(s)
        if holder < 0 or not s.captives[holder * s.n + seat]:
            return []
        return [(NONE,), *((reach.SYSTEM_IDS[x],) for x in sorted(_release_bunkers(s, seat)))]
    return [(RETURN,), (OUTRAGE,)]


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    step, seat = str(choice[2]), int(choice[0])
    if step in resettle_setup.STEPS:
        resettle_setup.choose(s, choice, args)
    elif step == CAPTURE_STEP:
        capture(s, seat, int(args[0]))
    elif step == SCRAP_STEP:
        scrap_captive(s, int(choice[3]), int(args[0]))
    elif step == KEEP_STEP:
        _keep(s, seat, int(args[0]), int(choice[3]))
    elif step == RELEASE_STEP:
        rest = [int(p) for p in choice[3:]]
        if args[0] == NONE:
            _next_release(s, rest)
        else:
            x = reach.SYSTEM_INDEX[str(args[0])]
            push_choice(s, survivalist(s), OBJECTIVE_CARD, ANSWER_STEP, seat, x, *rest)
    else:
        _release_answer(s, seat, choice, args)


# -- views and positions ----------------------------------------------------------------------------
def view(s: CampaignState) -> dict[str, Any]:
    """The Bunkers and the Vow's Captives set aside, public."""
    if not s.bunkers:
        return {"bunkers": None, "vow_held": list(s.vow_held) or None}
    return {
        "bunkers": {
            "map": [
                {"system": reach.SYSTEM_IDS[b >> 1], "damaged": bool(b & 1)}
                for b in s.bunkers
                if 0 <= b < TROPHY
            ],
            "supply": s.bunkers.count(SUPPLY),
            "trophies": [s.bunkers.count(TROPHY + p) for p in range(s.n)],
        },
        "vow_held": list(s.vow_held) or None,
    }


POSITION_KEYS: Final = frozenset({"bunkers", "vow_held"})


def load_position(s: CampaignState, camp: Mapping[str, Any]) -> list[int]:
    """Read ``campaign.bunkers`` (the form `view` gives; 9 Bunkers in all; without it, no Bunker
    is in play: a position sets the Survivalist's up with ``{"supply": 9}``) and
    ``campaign.vow_held`` (n counts); returns the agents set aside, by owner (taken from their
    supplies when a seat's supply is not given). Raises `InvalidRecord` naming the field."""
    raw = camp.get("bunkers")
    if raw is not None:
        _load_bunkers(s, raw)
    held = camp.get("vow_held")
    if held is None:
        return [0] * s.n
    if not isinstance(held, list) or len(held) != s.n:
        raise InvalidRecord(f"campaign.vow_held must be {s.n} counts")
    s.vow_held = [planet_tokens.count(v, f"campaign.vow_held[{o}]") for o, v in enumerate(held)]
    out = list(s.vow_held)
    if not any(s.vow_held):
        s.vow_held = []
    return out


def _load_bunkers(s: CampaignState, raw: object) -> None:
    if not isinstance(raw, Mapping) or set(raw) - {"map", "supply", "trophies"}:
        raise InvalidRecord(
            f"campaign.bunkers must be an object with map, supply, trophies: {shorten(raw, 60)}"
        )
    bunkers = planet_tokens.load(s, raw, "campaign.bunkers", "Bunker", "F18-03", TROPHY)
    supply = planet_tokens.count(raw.get("supply", BUNKERS - len(bunkers)), "campaign.bunkers.supply")
    if len(bunkers) + supply != BUNKERS:
        raise InvalidRecord(
            f"campaign.bunkers: {BUNKERS} Bunkers in all (F18-01A), not {len(bunkers) + supply}"
        )
    s.bunkers = bunkers + [SUPPLY] * supply


def problems(s: CampaignState) -> list[str]:
    out: list[str] = []
    if s.bunkers:
        if len(s.bunkers) != BUNKERS:
            out.append(f"{len(s.bunkers)} Bunkers, not {BUNKERS}")
        places = on_map(s)
        if len(set(places)) != len(places) or any(reach.is_gate(x) for x in places):
            out.append("two Bunkers on a planet, or one on a gate")
        if any(b != SUPPLY and not 0 <= b < TROPHY + s.n for b in s.bunkers) or any(
            TROPHY > b >= 2 * reach.NUM_SYSTEMS for b in s.bunkers
        ):
            out.append(f"a Bunker at {s.bunkers}")
    if s.vow_held and len(s.vow_held) != s.n:
        out.append(f"the Vow's Captives {s.vow_held}: not {s.n} counts")
    return out


def lines(c: Mapping[str, Any]) -> list[str]:
    """The text view's line: the Bunkers on the map, in the supply, as Trophies; the Vow's
    Captives set aside."""
    b = c.get("bunkers")
    if not b:
        return []
    placed = [f"{m['system']}{' (damaged)' if m['damaged'] else ''}" for m in b.get("map") or []]
    held = [f"s{p} {k}" for p, k in enumerate(b.get("trophies") or []) if k]
    aside = c.get("vow_held")
    return [
        "Bunkers: "
        + (", ".join(placed) or "none on the map")
        + f"; {b.get('supply', 0)} in the supply"
        + (f"; Trophies {', '.join(held)}" if held else "")
        + (f"; Captives set aside {aside}" if aside else "")
    ]


SETUP_POWER = Power(
    OBJECTIVE_CARD, "Survivalist Act III Setup / Objective", choice_options=_options, choose=_choose
)
VOW_POWER = Power(VOW_OF_SURVIVAL, "Vow of Survival", score=_score)
"""Vow of Survival: the scoring (`Power.score`); its declaring law is read by
`declaring.forbidden` and `declaring.declare_filter`; keeping Captives by `ambitions_scored`."""
POWERS: tuple[Power, ...] = (SETUP_POWER, VOW_POWER)
"""The Survivalist's questions and Vow of Survival (`fates.POWERS`)."""
