"""A Summit's Negotiations (CRB p.17) and the Call to Order's Return Favors (CRB p.16).

**Negotiation actions.** Each is taken by one player (the *actor*) and affects one Rival (the
*target*); it needs the target's consent, unless the target forced it with Return Favors. Their
texts, from the actor's side (`actions`):

* ``cede 3.3 fresh`` / ``cede 3.3 damaged`` / ``cede 3.3#0``: Cede Control, replacing 1 Loyal
  ship (fresh or damaged) or the Loyal building in a slot with one of the target's, placed
  damaged if the old piece was (CRB p.17). A building only where the actor has no Loyal ships;
  never the actor's last city, starport or ship on the map; the target must have the piece.
* ``delegate CC05``: Delegate Authority, replacing 1 Loyal agent on that Court card with one of
  the target's (from their supply).
* ``promise``: Promise Favor, 1 agent of the actor's supply onto the target's Fate card.
* ``transfer relic`` / ``transfer captive 2`` / ``transfer trophy 2 ship`` /
  ``transfer trophy imperial-ship`` / ``transfer favor 2``: Transfer Asset; a piece of the
  target's own goes back to their supply. Frozen resources (the Imperial Trust) are never given
  (CRB p.27); a resource leaves the actor's cheapest slot (`resources.remove_one`). Merchant
  League's frozen resources are given only this way (F3-02): ``transfer league relic``.
* ``invite``: Invite to Empire, the First Regent flipping the target's Outlaw title to Regent.
* With Knowledge Set Free (F5-14) in the rules booklet (Act II on): ``transfer lore L05``
  (Transfer Lore: a lore card; never forced by Return Favors) and ``transfer golem seeker`` /
  ``transfer golem sleeping`` (Transfer Golem: a Golem the actor holds, keeping its side, to a
  target with room for it, F5-05; forced for Favors equal to its raid cost:
  ``force 1 transfer golem seeker 2``).

**Negotiations** (CRB p.17, "freeform"), as decisions (`CampaignState.steps`): from the caller,
in turn order, each player still negotiating either makes a proposal to one Rival (``propose 1``;
once to each Rival per Summit, a reading) or stops negotiating (``pass``: they make no more
proposals this Summit, but still answer proposals; when every player has passed, "no one is
negotiating" and the Summit ends). A proposal is a deal built part by part (Multipart
Negotiations): ``give cede 3.3 fresh`` (a Negotiation action the proposer takes toward the
Rival), ``ask transfer relic`` (one the Rival takes toward the proposer), then ``offer`` (or
``withdraw``); each part must be possible once the parts before it are done, so the deal "can be
resolved immediately". The Rival then ``accept``s (every part is taken at once) or ``refuse``s
(nothing happens). Then the next player in turn order still negotiating.

Readings (docs/campaign.md): a deal is between two players (a deal of more is several deals); a
deal has at most `MAX_PARTS` parts, and a player proposes at most one deal to each Rival per
Summit, so that a Summit among bots ends.

**Return Favors** (`force_options`) forcing a resource names the raid cost of the slot it comes
from (``force 1 transfer relic 2``): the caller chooses which of the Rival's tokens ("in the way
you choose", CRB p.16) and returns as many Favors as that slot's raid cost (CRB p.17).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.pieces import return_agents, return_city
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME, SLOT_NAMES
from ambitions.games.arcs.state import (
    AGENT,
    CITY,
    CITY_PIECE,
    EMPTY,
    NUM_PIECE_KINDS,
    RESOURCE_SLOTS,
    SHIP,
    STARPORT,
    STARPORT_PIECE,
    building_code,
)
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.fates import caretaker_act2, consent, magnate, pacifist_act3, pirate_act3
from ambitions.games.arcs_campaign.state import NEUTRAL_PIECES, CampaignState

Part = tuple[Arg, ...]
RES = ("material", "fuel", "weapon", "relic", "psionic")
PIECES = ("ship", "agent", "starport", "city")
"""Arcs' Trophy kinds (`arcs.state.SHIP`, `AGENT`, `STARPORT_PIECE`, `CITY_PIECE`)."""
MAX_PARTS = 6
"""Parts in one deal at most (reading: the rule sets none; a bound lets a Summit of bots end)."""


# -- where pieces are ------------------------------------------------------------------------------
def _ships_on_map(s: CampaignState, seat: int) -> int:
    n, end = s.n, reach.NUM_SYSTEMS * s.n
    return sum(s.fresh[seat:end:n]) + sum(s.damaged[seat:end:n])


def _in_supply(s: CampaignState, seat: int, city: bool) -> bool:
    return s.cities_left[seat] > 0 if city else s.starports[seat] > 0


# -- the Negotiation actions ---------------------------------------------------------------------------
def actions(s: CampaignState, actor: int, target: int) -> list[Part]:
    """Every Negotiation action `actor` may take now affecting `target` (CRB p.17)."""
    return list(_actions(s, actor, target))


def _actions(s: CampaignState, actor: int, target: int) -> Iterator[Part]:
    """`actions`, one at a time (`may_propose` needs only the first)."""
    n, end = s.n, reach.NUM_SYSTEMS * s.n
    fresh, damaged = s.fresh[actor:end:n], s.damaged[actor:end:n]  # the actor's ships by system
    # Cede Control.
    if s.ships[target] > 0 and sum(fresh) + sum(damaged) > 1:
        for x in range(reach.NUM_SYSTEMS):
            if fresh[x]:
                yield ("cede", reach.SYSTEM_IDS[x], "fresh")
            if damaged[x]:
                yield ("cede", reach.SYSTEM_IDS[x], "damaged")
    mine = [(k, code) for k, code in enumerate(s.slots) if code >= 0 and code >> 2 == actor]
    cities = sum(code >> 1 & 1 for _, code in mine)
    buildings = (len(mine) - cities, cities)  # the actor's starports and cities on the map
    for k, code in mine:
        x = reach.SLOT_SYSTEM[k]
        city = bool((code >> 1) & 1)
        if fresh[x] or damaged[x] or s.flagship[actor] == x:
            continue  # "only if no Loyal ships are in its system" (the Flagship is one, CRB p.22)
        if buildings[city] > 1 and _in_supply(s, target, city):
            yield ("cede", SLOT_NAMES[k])
    # Delegate Authority.
    if s.agents[target] > 0:
        for i, card in enumerate(s.court):
            if card and s.court_agents[i * n + actor] > 0:
                yield ("delegate", card)
    # Promise Favor.
    if s.agents[actor] > 0:
        yield ("promise",)
    # Transfer Asset.
    for r in sorted(set(resources.held(s, actor))):
        yield ("transfer", RES[r])
    if magnate.MERCHANT_LEAGUE in s.guild[actor]:
        # Merchant League's frozen resources move only by Transfer Asset (F3-02).
        for r in range(len(RES)):
            if s.league[r] > 0:
                yield ("transfer", "league", RES[r])
    for owner in range(n):
        if s.captives[actor * n + owner]:
            yield ("transfer", "captive", owner)
        first = (actor * n + owner) * NUM_PIECE_KINDS
        for kind, count in enumerate(s.trophies[first : first + NUM_PIECE_KINDS]):
            if count:
                yield ("transfer", "trophy", owner, PIECES[kind])
        if s.favors[actor * n + owner]:
            yield ("transfer", "favor", owner)
    k = len(NEUTRAL_PIECES)
    for i in range(k):
        if s.neutral_trophies[actor * k + i]:
            yield ("transfer", "trophy", NEUTRAL_PIECES[i])
    if consent.guild_support(s):  # Transfer Guild Support (Guild Negotiations, F4-14)
        for card in s.guild[actor]:
            yield ("transfer", "guild", card)
    # Invite to Empire.
    if s.first_regent == actor and s.outlaw[target]:
        yield ("invite",)
    if caretaker_act2.KNOWLEDGE_SET_FREE in s.booklet:
        yield from caretaker_act2.transfer_actions(s, actor, target)
    if s.rumors:
        yield from pirate_act3.share_actions(s, actor, target)  # Share Rumor (F12-12)
    yield from pacifist_act3.forgive_actions(s, actor, target)  # Forgive (F14-11)


def take(s: CampaignState, actor: int, target: int, part: Part) -> None:
    """`actor` takes the Negotiation action `part` affecting `target` (checked by the caller)."""
    verb, n = part[0], s.n
    if verb == "cede":
        if len(part) == 3:  # a ship
            x = reach.SYSTEM_INDEX[str(part[1])]
            pool = s.fresh if part[2] == "fresh" else s.damaged
            pool[x * n + actor] -= 1
            s.ships[actor] += 1
            pool[x * n + target] += 1
            s.ships[target] -= 1
            return
        slot = SLOT_BY_NAME[str(part[1])]
        code = s.slots[slot]
        city, damaged = bool((code >> 1) & 1), bool(code & 1)
        if city:
            return_city(s, actor)
            s.cities_left[target] -= 1
        else:
            s.starports[actor] += 1
            s.starports[target] -= 1
        s.slots[slot] = building_code(target, CITY if city else STARPORT, damaged)
    elif verb == "delegate":
        i = s.court.index(str(part[1]))
        s.court_agents[i * n + actor] -= 1
        return_agents(s, actor, 1)
        s.court_agents[i * n + target] += 1
        s.agents[target] -= 1
    elif verb == "promise":
        s.agents[actor] -= 1
        s.favors[target * n + actor] += 1
    elif verb == "invite":
        s.outlaw[target] = False
    elif verb == "share":
        pirate_act3.place_agent(s, target, str(part[1]))  # (F12-12: the Rival affected places it)
    elif verb == "forgive":
        pacifist_act3.forgive(s, actor, target, part[1])
    else:
        _transfer(s, actor, target, part[1:])


def _transfer(s: CampaignState, actor: int, target: int, what: Part) -> None:
    """Transfer Asset: a piece of the target's own goes back to their supply (CRB p.17)."""
    n = s.n
    if what[0] in RES:
        r = RES.index(str(what[0]))
        if len(what) == 2:  # forced: from a slot of that raid cost (`force_options`)
            _remove_from_slot(s, actor, r, int(what[1]))
        else:
            resources.remove_one(s, actor, r)
        resources.put(s, target, r)
    elif what[0] in ("lore", "golem"):
        caretaker_act2.transfer(s, actor, target, what)
    elif what[0] == "guild":
        card = str(what[1])
        s.guild[actor].remove(card)
        s.guild[target].append(card)
    elif what[0] == "league":
        r = RES.index(str(what[1]))
        s.league[r] -= 1
        resources.put(s, target, r)
    elif what[0] == "captive":
        owner = int(what[1])
        s.captives[actor * n + owner] -= 1
        if owner == target:
            return_agents(s, target, 1)
        else:
            s.captives[target * n + owner] += 1
    elif what[0] == "favor":
        owner = int(what[1])
        s.favors[actor * n + owner] -= 1
        if owner == target:
            return_agents(s, target, 1)
        else:
            s.favors[target * n + owner] += 1
    elif len(what) == 2:  # a Trophy of a neutral piece
        i, k = NEUTRAL_PIECES.index(str(what[1])), len(NEUTRAL_PIECES)
        s.neutral_trophies[actor * k + i] -= 1
        s.neutral_trophies[target * k + i] += 1
    else:  # a Trophy of a seat's piece
        owner, kind = int(what[1]), PIECES.index(str(what[2]))
        s.trophies[(actor * n + owner) * NUM_PIECE_KINDS + kind] -= 1
        if owner != target:
            s.trophies[(target * n + owner) * NUM_PIECE_KINDS + kind] += 1
        elif kind == SHIP:
            s.ships[target] += 1
        elif kind == AGENT:
            return_agents(s, target, 1)
        elif kind == CITY_PIECE:
            return_city(s, target)
        else:
            assert kind == STARPORT_PIECE
            s.starports[target] += 1


def _remove_from_slot(s: CampaignState, seat: int, resource: int, cost: int) -> None:
    """Take `resource` from the first of `seat`'s slots of raid cost `cost` holding it."""
    base = seat * RESOURCE_SLOTS
    for k in range(RESOURCE_SLOTS):
        if s.resources[base + k] == resource and resources.RAID_COST[k] == cost:
            s.resources[base + k] = EMPTY
            return
    raise AssertionError(f"seat {seat} has no {RES[resource]} in a slot of raid cost {cost}")


# -- Return Favors (the Call to Order, CRB p.16) ----------------------------------------------------
def force_cost(part: Part) -> int:
    """Favors to return to force `part` (CRB p.16-17): 1, or a resource's raid cost, the cost of
    the slot the caller takes it from (``transfer relic 2``), a Golem's raid cost (F5-14,
    ``transfer golem seeker 2``), or a Guild card's raid cost (Guild Negotiations, F4-14)."""
    if part[0] == "transfer" and (part[1] in RES or part[1] == "golem"):
        return int(part[-1])
    if part[0] == "transfer" and part[1] == "guild":
        return _guild_keys(str(part[2]))  # Guild Negotiations (F4-14): its raid cost
    return 1


def _guild_keys(card: str) -> int:
    keys = arcs_data.COURT_CARD_BY_ID[card].keys
    return int(keys) if keys is not None else 1


def resource_slots(s: CampaignState, seat: int) -> list[tuple[int, int]]:
    """Each (resource, slot raid cost) `seat` holds, once, in slot order."""
    base = seat * RESOURCE_SLOTS
    out: list[tuple[int, int]] = []
    for k in range(RESOURCE_SLOTS):
        r = s.resources[base + k]
        if r != EMPTY and (r, resources.RAID_COST[k]) not in out:
            out.append((r, resources.RAID_COST[k]))
    return out


def force_options(s: CampaignState, caller: int) -> list[Part]:
    """``force 1 transfer relic 2``: return Rival 1's Favors to make them take that Negotiation
    action toward the caller, "in the way you choose" (CRB p.16): a resource is the one in a
    slot the caller picks by its raid cost, which is what it costs in Favors (CRB p.17; the
    CRB p.16 example returns 2 Favors for a Relic "since it has a raid cost of 2"); any other
    action costs 1."""
    out: list[Part] = []
    for rival in range(s.n):
        if rival == caller:
            continue
        held = s.favors[caller * s.n + rival]
        if held <= 0:
            continue
        for part in actions(s, rival, caller):
            if consent.asked(s, rival, caller, part, (caller, rival)) >= 0:
                continue  # a third player's consent is needed and was not forced (F3-19, F4-14)
            if part[0] == "transfer" and part[1] == "guild" and fate_cards.protected(str(part[2])):
                continue  # "Players cannot be forced to give protected Guild cards" (F4-14)
            if part[0] == "transfer" and part[1] == "lore":
                continue  # Transfer Lore "cannot be forced with Return Favors" (F5-14)
            if part[0] == "transfer" and part[1] == "golem":
                cost = caretaker_act2.golem_cost(s, rival, str(part[2]))
                if cost <= held:
                    out.append((rival, *part, cost))
                continue
            if part[0] == "transfer" and part[1] in RES:
                r = RES.index(str(part[1]))
                out += [
                    (rival, *part, cost)
                    for kind, cost in resource_slots(s, rival)
                    if kind == r and cost <= held
                ]
            elif force_cost(part) <= held:
                out.append((rival, *part))
    return out


def force(s: CampaignState, caller: int, rival: int, part: Part) -> None:
    cost = force_cost(part)
    s.favors[caller * s.n + rival] -= cost
    return_agents(s, rival, cost)
    take(s, rival, caller, part)


# -- a deal ----------------------------------------------------------------------------------------------
def after(s: CampaignState, proposer: int, rival: int, parts: tuple[Any, ...]) -> CampaignState:
    """The position once `parts` are taken (on a copy)."""
    if not parts:
        return s
    copy = s.clone()
    resolve(copy, proposer, rival, parts)
    return copy


def deal_options(s: CampaignState, proposer: int, rival: int, parts: tuple[Any, ...]) -> list[Part]:
    """What the proposer may add to the deal, then ``offer`` or ``withdraw``."""
    out: list[Part] = []
    if len(parts) < MAX_PARTS:
        after_parts = after(s, proposer, rival, parts)
        out += [("give", *p) for p in actions(after_parts, proposer, rival)]
        out += [("ask", *p) for p in actions(after_parts, rival, proposer)]
    if parts:
        out.append(("offer",))
    out.append(("withdraw",))
    return out


def resolve(s: CampaignState, proposer: int, rival: int, parts: tuple[Any, ...]) -> None:
    """An accepted deal: every part at once, in the order proposed."""
    for part in parts:
        who, rest = part[0], tuple(part[1:])
        actor, target = (proposer, rival) if who == "give" else (rival, proposer)
        take(s, actor, target, rest)
        magnate.on_deal_part(s, actor, target, rest)
        if s.act > 1:
            caretaker_act2.on_deal_part(s, actor, target, rest)


def may_propose(s: CampaignState, seat: int, rival: int) -> bool:
    """A deal between them has a part to hold: a Negotiation action either may take."""
    return any(True for _ in _actions(s, seat, rival)) or any(True for _ in _actions(s, rival, seat))


def next_negotiator(s: CampaignState, after: int, out: int) -> int:
    """The next player in turn order after `after` still negotiating, or -1."""
    order = s.turn_order()
    i = order.index(after)
    for step in range(1, s.n + 1):
        p = order[(i + step) % s.n]
        if not out >> p & 1:
            return p
    return -1
