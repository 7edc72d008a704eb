"""Resources and the peaceful actions: the 3:1 exchange, PRODUCE and merc upkeep, COLONISE
(colony events, the 8-planet limit), DEVELOP, BUILD (repair, build points), RESEARCH, and the
refilling of the face-up displays.

Each decision point is a frame registered with `frames`; the text of each action is in
`actions`. Gap resolutions are cited by their number in variants-spec B.2.6 (I-n).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from typing import Final

from ambitions.games.interstellar import data, effects, frames
from ambitions.games.interstellar.actions import Action, act, ship_text
from ambitions.games.interstellar.cards import ResourceCounts
from ambitions.games.interstellar.frames import pop, push, replace_top
from ambitions.games.interstellar.state import Frame, Held, Hull, InterstellarState

RES = data.RESOURCES
RES_INDEX = {name: i for i, name in enumerate(RES)}
DONE = act("done")


# -- resources -----------------------------------------------------------------------------------
def afford(s: InterstellarState, seat: int, cost: ResourceCounts) -> bool:
    base = seat * 4
    r = s.resources
    return r[base] >= cost[0] and r[base + 1] >= cost[1] and r[base + 2] >= cost[2] and r[base + 3] >= cost[3]


def pay(s: InterstellarState, seat: int, cost: ResourceCounts) -> None:
    base = seat * 4
    for i in range(4):
        s.resources[base + i] -= cost[i]


def gain(s: InterstellarState, seat: int, resource: int, amount: int) -> None:
    """Take `amount` of `resource` from the supply, which never runs out (I-26)."""
    s.resources[seat * 4 + resource] += amount


def lose(s: InterstellarState, seat: int, resource: int, amount: int) -> int:
    """Take up to `amount` of `resource` from `seat`; returns how many it had to give."""
    i = seat * 4 + resource
    taken = min(amount, s.resources[i])
    s.resources[i] -= taken
    return taken


def total_resources(s: InterstellarState, seat: int) -> int:
    return sum(s.resources[seat * 4 : seat * 4 + 4])


def colonise_cost(s: InterstellarState, seat: int, planet: str) -> ResourceCounts:
    """A planet's colonise cost for `seat`, less its discounts (Colonial Administration)."""
    cost = list(s.cards.planets[planet].cost)
    for e in effects.of_kind(s, seat, "colonise_discount"):
        cost[e.resource] = max(0, cost[e.resource] - e.amount)
    return (cost[0], cost[1], cost[2], cost[3])


# -- the 3:1 exchange (I-25) -----------------------------------------------------------------------
EXCHANGES: Final = tuple(
    tuple(Action("exchange", (RES[r], RES[to])) for to in range(4) if to != r) for r in range(4)
)
"""``exchange GIVE TAKE`` by the type given: the plain exchanges, built once."""


def exchange_options(s: InterstellarState, seat: int) -> list[Action]:
    """Exchanges `seat` can make now: `rate` resources of one type for 1 of another (I-25), or,
    with the ``exchange_mixed`` option, any `rate` resources for 1 of a type not among them."""
    rate = effects.exchange_rate(s, seat)
    base = seat * 4
    have = s.resources[base : base + 4]
    out = []
    if s.options.get("exchange_mixed"):
        for combo in combinations_with_replacement(range(4), rate):
            if any(combo.count(r) > have[r] for r in set(combo)):
                continue
            for to in range(4):
                if to not in combo:
                    out.append(Action("exchange", tuple(RES[r] for r in combo) + (RES[to],)))
        return out
    for r in range(4):
        if have[r] >= rate:
            out += EXCHANGES[r]
    return out


def can_exchange(s: InterstellarState, seat: int) -> bool:
    """Whether `exchange_options` would offer anything, without building the list.

    Plain exchange: some type is held `rate` times. Mixed: `rate` resources can be given without
    using every type (the one left out, the fewest held, is the one to take). The rate is at
    most `data.EXCHANGE_RATE` and at least 1, so it is read only when the holdings leave the
    answer open.
    """
    base = seat * 4
    r = s.resources
    a, b, c, d = r[base], r[base + 1], r[base + 2], r[base + 3]
    if s.options.get("exchange_mixed"):
        given = a + b + c + d - min(a, b, c, d)
    else:
        given = max(a, b, c, d)
    if given >= data.EXCHANGE_RATE:
        return True
    if given < 1:
        return False
    return given >= effects.exchange_rate(s, seat)


def do_exchange(s: InterstellarState, seat: int, action: Action) -> None:
    *given, to = action.args
    if len(given) == 1:
        given = [given[0]] * effects.exchange_rate(s, seat)
    for r in given:
        s.resources[seat * 4 + RES_INDEX[str(r)]] -= 1
    s.resources[seat * 4 + RES_INDEX[str(to)]] += 1


def _exchange_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """The exchanges open now, or ``done`` to make none (I-25: at any time of your turn; offered
    as ``exchange`` first at each step of the turn and at every decision where you pay for
    something)."""
    return exchange_options(s, f[1]) + [DONE]


def _exchange_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    pop(s)
    if a.kind == "exchange":
        do_exchange(s, f[1], a)


# -- choosing resources ----------------------------------------------------------------------------
@cache
def mix_actions(total: int) -> tuple[Action, ...]:
    """``mix F O S C``: every way to take `total` resources of any types."""
    out = []
    for combo in combinations_with_replacement(range(4), total):
        out.append(Action("mix", tuple(combo.count(r) for r in range(4))))
    return tuple(out)


@cache
def gain_actions(total: int) -> list[Action]:
    """``gain food ore``: every choice of `total` resources (set-up adjustments, Hidden Reserves)."""
    return [
        Action("gain", tuple(RES[r] for r in combo))
        for combo in combinations_with_replacement(range(4), total)
    ]


def read_gain(action: Action) -> list[int]:
    return [RES_INDEX[str(r)] for r in action.args]


# -- PRODUCE and merc upkeep (I-10) ----------------------------------------------------------------
def production(s: InterstellarState, seat: int, planets: list[Held]) -> tuple[list[int], int]:
    """What `planets` of `seat` produce: fixed resources by type, and how many resources of the
    producer's choice (home worlds: any type, up to their level). Siphoned planets give nothing
    on their owner's turn (I-17)."""
    fixed = [0, 0, 0, 0]
    any_total = 0
    home_produce = effects.home_bonus(s, seat)[1]
    for planet in planets:
        if planet.siphoned:
            continue
        card = s.cards.planets[planet.id]
        if card.home:
            any_total += planet.dev + home_produce
        else:
            fixed[card.type] += planet.dev
        for e in effects.planet_effects(s.cards, planet.id, planet.markers, "produce_bonus"):
            fixed[e.resource] += e.amount
    return fixed, any_total


def produce(s: InterstellarState, seat: int) -> None:
    """PRODUCE: every planet's production plus tech bonuses, then merc upkeep."""
    fixed, any_total = production(s, seat, s.planets[seat])
    for e in effects.held_of(s, seat, "produce_bonus"):
        fixed[e.resource] += e.amount
    for r in range(4):
        gain(s, seat, r, fixed[r])
    frames_after: list[Frame] = []
    if any_total:
        frames_after.append(("mix", seat, any_total))
    frames_after.append(("upkeep", seat, 0))
    push(s, *frames_after)


def _mix_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return list(mix_actions(f[2]))


def _mix_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    for r in range(4):
        gain(s, seat, r, int(a.args[r]))
    pop(s)


def upkeep_cost(s: InterstellarState, seat: int, merc: str) -> int:
    return max(0, s.cards.ships[merc].upkeep - effects.total(s, seat, "upkeep_discount"))


def _next_merc(s: InterstellarState, seat: int, start: int) -> int:
    fleet = s.fleets[seat]
    for i in range(start, len(fleet)):
        if s.cards.ships[fleet[i].id].kind == "merc":
            return i
    return -1


def _upkeep_legal(s: InterstellarState, f: Frame) -> list[Action]:
    seat = f[1]
    i = _next_merc(s, seat, f[2])
    merc = s.fleets[seat][i].id
    cost = upkeep_cost(s, seat, merc)
    if cost == 0:
        return [act("pay", merc)]
    out = [act("release", merc)]
    if s.res(seat, data.COINS) >= cost:
        out.insert(0, act("pay", merc))
    return out


def _upkeep_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    i = _next_merc(s, seat, f[2])
    merc = s.fleets[seat][i].id
    if a.kind == "pay":
        lose(s, seat, data.COINS, upkeep_cost(s, seat, merc))
        replace_top(s, ("upkeep", seat, i + 1))
    else:
        del s.fleets[seat][i]
        s.merc_discard.append(merc)
        replace_top(s, ("upkeep", seat, i))
    if _next_merc(s, seat, s.stack[-1][2]) < 0:
        pop(s)


def _upkeep_skip(s: InterstellarState, f: Frame) -> bool:
    return _next_merc(s, f[1], f[2]) < 0


# -- the planet limit --------------------------------------------------------------------------------
def at_planet_limit(s: InterstellarState, seat: int) -> bool:
    return len(s.planets[seat]) >= effects.planet_limit(s, seat)


def _give_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """Give a planet to the player with the fewest planets (you choose among ties), or discard
    it if every other player is at their limit (done after paying, before the event)."""
    seat = f[1]
    others = [p for p in range(s.n) if p != seat and not at_planet_limit(s, p)]
    fewest = min((len(s.planets[p]) for p in others), default=0)
    receivers: list[int | str] = [p for p in others if len(s.planets[p]) == fewest] or ["discard"]
    return [act("give", planet.id, r) for planet in s.planets[seat] for r in receivers]


def _give_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    pid, to = str(a.args[0]), a.args[1]
    planet = remove_planet(s, seat, pid)
    if to == "discard":
        discard_planet(s, planet)
    else:
        # It keeps its level (B.2.4), but not above its new owner's maximum: a home world raised
        # past 5 by the giver's tech (a `home_world` effect) drops to what the receiver allows.
        receiver = int(to)
        s.planets[receiver].append(planet._replace(siphoned=False))
        set_dev(s, receiver, pid, min(planet.dev, max_dev(s, receiver, pid)))
    pop(s)


def remove_planet(s: InterstellarState, seat: int, pid: str) -> Held:
    held = s.planets[seat]
    for i, planet in enumerate(held):
        if planet.id == pid:
            return held.pop(i)
    raise KeyError(pid)


def discard_planet(s: InterstellarState, planet: Held) -> None:
    """A planet leaves play: to its stack's discards; its kept Colony Events are discarded too."""
    card = s.cards.planets[planet.id]
    s.event_discard.extend(planet.markers)
    if card.home:  # a home world belongs to no stack: it leaves the game
        s.out_of_play.append(planet.id)
    else:
        s.planet_discard[card.type].append(planet.id)


def find_planet(s: InterstellarState, pid: str) -> tuple[int, int]:
    """(owner, index) of a planet in play, or (-1, -1)."""
    for p in range(s.n):
        for i, planet in enumerate(s.planets[p]):
            if planet.id == pid:
                return p, i
    return -1, -1


def max_dev(s: InterstellarState, seat: int, pid: str) -> int:
    card = s.cards.planets[pid]
    return card.max_dev + (effects.home_bonus(s, seat)[0] if card.home else 0)


def set_dev(s: InterstellarState, seat: int, pid: str, dev: int) -> None:
    held = s.planets[seat]
    for i, planet in enumerate(held):
        if planet.id == pid:
            held[i] = planet._replace(dev=dev)
            return


# -- displays: refilling from the decks (I-1, I-22) ----------------------------------------------------
def _refill_stack(s: InterstellarState, f: Frame) -> None:
    """Fill a planet stack's empty top: from its hidden cards (a chance draw), then the cards put
    under it; an empty stack takes its type's discards (I-1)."""
    t = f[2]
    pop(s)
    if s.stack_tops[t]:
        return
    if not s.stack_hidden[t] and not s.stack_bottom[t] and s.planet_discard[t]:
        s.stack_hidden[t] = s.planet_discard[t]
        s.planet_discard[t] = []
    if s.stack_hidden[t]:
        push(s, ("planet", -1, t))
    elif s.stack_bottom[t]:
        s.stack_tops[t] = s.stack_bottom[t].pop(0)


def _planet_sample(s: InterstellarState, f: Frame, rng: random.Random) -> Action:
    return act("planet", rng.choice(s.stack_hidden[f[2]]))


def _planet_valid(s: InterstellarState, f: Frame, a: Action) -> bool:
    return len(a.args) == 1 and a.args[0] in s.stack_hidden[f[2]]


def _planet_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    t = f[2]
    pid = str(a.args[0])
    s.stack_hidden[t].remove(pid)
    s.stack_tops[t] = pid
    pop(s)


def _refill_display(s: InterstellarState, f: Frame) -> None:
    """Fill the empty Tech or Merc slots from the deck, reshuffling the discards into an
    exhausted deck."""
    kind = f[0]
    slots, deck, discard = (
        (s.tech_slots, s.tech_deck, s.tech_discard)
        if kind == "refill-techs"
        else (s.merc_slots, s.merc_deck, s.merc_discard)
    )
    pop(s)
    empty = slots.count("")
    if not empty:
        return
    if len(deck) < empty and discard:
        deck.extend(discard)
        discard.clear()
    k = min(empty, len(deck))
    if k:
        push(s, ("techs" if kind == "refill-techs" else "mercs", -1, k))


def _display(s: InterstellarState, f: Frame) -> tuple[list[str], list[str]]:
    return (s.tech_slots, s.tech_deck) if f[0] == "techs" else (s.merc_slots, s.merc_deck)


def _display_sample(s: InterstellarState, f: Frame, rng: random.Random) -> Action:
    _, deck = _display(s, f)
    return Action(f[0], tuple(rng.sample(deck, f[2])))


def contains(deck: list[str], cards: tuple[object, ...]) -> bool:
    need = Counter(cards)
    have = Counter(deck)
    return all(isinstance(c, str) and have[c] >= k for c, k in need.items())


def _display_valid(s: InterstellarState, f: Frame, a: Action) -> bool:
    _, deck = _display(s, f)
    return len(a.args) == f[2] and contains(deck, a.args)


def _display_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    slots, deck = _display(s, f)
    for card in a.args:
        deck.remove(str(card))
        slots[slots.index("")] = str(card)
    pop(s)


# -- COLONISE ----------------------------------------------------------------------------------------
def start_colonise(s: InterstellarState, seat: int, level: int) -> None:
    if level == data.ULTIMATE:
        push(s, ("sweep", seat, 0), ("colonise", seat, level))
    else:
        push(s, ("colonise", seat, level))


def _sweep_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """ULTIMATE COLONISE: first discard, if you like, the face-up planet of each stack."""
    mask = f[2]
    out = [act("sweep", data.PLANET_TYPES[t]) for t in range(4) if s.stack_tops[t] and not mask >> t & 1]
    return out + [DONE]


def _sweep_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, mask = f[1], f[2]
    if a.kind == "done":
        pop(s)
        return
    t = data.PLANET_TYPES.index(str(a.args[0]))
    s.planet_discard[t].append(s.stack_tops[t])
    s.stack_tops[t] = ""
    replace_top(s, ("sweep", seat, mask | 1 << t))
    push(s, ("refill-stack", -1, t))


def colonise_targets(s: InterstellarState, seat: int, level: int) -> list[int]:
    """Stacks whose top `seat` may colonise at `level`: VP within the level's limit (STRONG and
    ULTIMATE: any), and affordable."""
    out = []
    for t in range(4):
        pid = s.stack_tops[t]
        if (
            pid
            and s.cards.planets[pid].vp <= data.COLONISE_MAX_VP[level]
            and afford(s, seat, colonise_cost(s, seat, pid))
        ):
            out.append(t)
    return out


def _colonise_legal(s: InterstellarState, f: Frame) -> list[Action]:
    seat, level = f[1], f[2]
    return [act("colonise", data.PLANET_TYPES[t]) for t in colonise_targets(s, seat, level)] + [DONE]


def _colonise_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, level = f[1], f[2]
    pop(s)
    if a.kind == "done":
        return
    t = data.PLANET_TYPES.index(str(a.args[0]))
    pid = s.stack_tops[t]
    pay(s, seat, colonise_cost(s, seat, pid))
    s.stack_tops[t] = ""
    card = s.cards.planets[pid]
    dev = min(data.COLONISE_START_DEV[level], card.max_dev)
    after: list[Frame] = []
    if at_planet_limit(s, seat):
        after.append(("give", seat))
    after += [("settle", seat, pid, dev), ("refill-stack", -1, t)]
    push(s, *after)


def _settle(s: InterstellarState, f: Frame) -> None:
    """The new planet joins the colonist's area at its starting level, then (the first time a
    planet is ever colonised) a Colony Event is drawn and acted on."""
    seat, pid, dev = f[1], f[2], f[3]
    pop(s)
    s.planets[seat].append(Held(pid, dev))
    if pid in s.colonised:
        return
    s.colonised = s.colonised | {pid}
    if not s.event_deck and s.event_discard:
        s.event_deck, s.event_discard = s.event_discard, []
    if s.event_deck:
        push(s, ("event", seat, pid))


def _event_sample(s: InterstellarState, f: Frame, rng: random.Random) -> Action:
    return act("event", rng.choice(s.event_deck))


def _event_valid(s: InterstellarState, f: Frame, a: Action) -> bool:
    return len(a.args) == 1 and a.args[0] in s.event_deck


def _event_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    """Act on the Colony Event drawn for planet ``f[2]`` of seat ``f[1]``."""
    seat, pid = f[1], f[2]
    pop(s)
    eid = str(a.args[0])
    s.event_deck.remove(eid)
    event = s.cards.events[eid]
    owner, index = find_planet(s, pid)
    if event.keep:
        if owner >= 0:
            planet = s.planets[owner][index]
            s.planets[owner][index] = planet._replace(markers=planet.markers + (eid,))
        else:
            s.event_discard.append(eid)
        return
    s.event_discard.append(eid)
    for e in event.effects:
        if e.kind == "gain":
            gain(s, seat, e.resource, e.amount)
        elif e.kind == "develop" and owner >= 0:
            dev = s.planets[owner][index].dev
            set_dev(s, owner, pid, min(dev + e.amount, max_dev(s, owner, pid)))
        elif e.kind == "start_level" and owner >= 0:
            set_dev(s, owner, pid, min(e.level, max_dev(s, owner, pid)))
        elif e.kind == "free_ship":
            gain_ship(s, seat, e.ship, False)
        elif e.kind == "shortfall" and owner >= 0:
            push(s, ("shortfall", seat, pid, e.resource, e.amount))
        elif e.kind == "greenhouse" and owner >= 0:
            _greenhouse(s, seat, pid)


def _greenhouse(s: InterstellarState, seat: int, pid: str) -> None:
    """Runaway Greenhouse Effect (I-18): discard the planet; take the lowest-VP face-up planet
    instead, at the same level, with no new event and no cost; the opponent to your right
    chooses among ties; its slot is refilled."""
    planet = remove_planet(s, seat, pid)
    discard_planet(s, planet)
    tops = [t for t in range(4) if s.stack_tops[t]]
    if not tops:
        return
    low = min(s.cards.planets[s.stack_tops[t]].vp for t in tops)
    tied = [t for t in tops if s.cards.planets[s.stack_tops[t]].vp == low]
    if len(tied) == 1:
        replace_with(s, seat, tied[0], planet.dev)
    else:
        mask = sum(1 << t for t in tied)
        push(s, ("greenhouse", (seat - 1) % s.n, seat, mask, planet.dev))


def replace_with(s: InterstellarState, seat: int, t: int, dev: int) -> None:
    pid = s.stack_tops[t]
    s.stack_tops[t] = ""
    s.planets[seat].append(Held(pid, min(dev, max_dev(s, seat, pid))))
    s.colonised = s.colonised | {pid}
    push(s, ("refill-stack", -1, t))


def _greenhouse_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return [act("replace-with", data.PLANET_TYPES[t]) for t in range(4) if f[3] >> t & 1 and s.stack_tops[t]]


def _greenhouse_skip(s: InterstellarState, f: Frame) -> bool:
    """No tied planet is face up any more (a position may say so): nothing replaces it."""
    return not _greenhouse_legal(s, f)


def _give_skip(s: InterstellarState, f: Frame) -> bool:
    return not s.planets[f[1]]


def _greenhouse_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, dev = f[2], f[4]
    pop(s)
    replace_with(s, seat, data.PLANET_TYPES.index(str(a.args[0])), dev)


def _shortfall_legal(s: InterstellarState, f: Frame) -> list[Action]:
    seat, resource, amount = f[1], f[3], f[4]
    out = [act("abandon")]
    if s.res(seat, resource) >= amount:
        out.insert(0, act("pay-shortfall"))
    return out


def _shortfall_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, pid, resource, amount = f[1], f[2], f[3], f[4]
    pop(s)
    if a.kind == "pay-shortfall":
        lose(s, seat, resource, amount)
    else:
        discard_planet(s, remove_planet(s, seat, pid))


# -- DEVELOP -----------------------------------------------------------------------------------------
def start_develop(s: InterstellarState, seat: int, level: int) -> None:
    push(
        s,
        (
            "develop",
            seat,
            data.DEVELOP_LEVELS[level],
            effects.total(s, seat, "develop_free"),
            effects.total(s, seat, "develop_discount"),
        ),
    )


def develop_cost(f: Frame) -> int:
    """FOOD the next level costs in DEVELOP frame `f`: free levels first, then 2 FOOD each less
    the action's discount (Hydroponics, Garden of Plenty)."""
    if f[3] > 0:
        return 0
    return max(0, data.DEVELOP_FOOD_PER_LEVEL - int(f[4]))


def _develop_legal(s: InterstellarState, f: Frame) -> list[Action]:
    seat = f[1]
    out = []
    if s.res(seat, data.FOOD) >= develop_cost(f):
        for planet in s.planets[seat]:
            if planet.dev < max_dev(s, seat, planet.id):
                out.append(act("develop", planet.id))
    return out + [DONE]


def _develop_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, levels, free, discount = f[1], f[2], f[3], f[4]
    if a.kind == "done":
        pop(s)
        return
    cost = develop_cost(f)
    lose(s, seat, data.FOOD, cost)
    if free > 0:
        free -= 1
    else:
        levels -= 1
        discount = max(0, discount - data.DEVELOP_FOOD_PER_LEVEL)
    pid = str(a.args[0])
    owner, index = find_planet(s, pid)
    s.planets[seat][index] = s.planets[seat][index]._replace(dev=s.planets[seat][index].dev + 1)
    if levels == 0 and free == 0:
        pop(s)
    else:
        replace_top(s, ("develop", seat, levels, free, discount))


# -- the 8-ship limit: discard first ------------------------------------------------------------------
# "A player can never have more than 8 ships in their fleet. If they have 8 and wish to build /
# draw more, they must discard a ship first." (seeds/003 "Ships"; the NOTEs of "BUILD Action" and
# "SHADOW - HIRE MERCS" say the same.) So a player at 8 ships is offered ``scrap SHIP`` as part
# of the step that would add one, before anything is paid, and chooses what goes before what
# comes. Only an EMERGENCY ship joins past the limit, its owner discarding after the combat
# (I-7).
def at_ship_limit(s: InterstellarState, seat: int) -> bool:
    return len(s.fleets[seat]) >= data.SHIP_LIMIT


def add_ship(s: InterstellarState, seat: int, ship: str, damage: int = 0) -> None:
    """A ship joins `seat`'s fleet (its caller made room for it first)."""
    s.fleets[seat].append(Hull(ship, damage))


def scrap_options(s: InterstellarState, seat: int) -> list[Action]:
    """``scrap SHIP``: each ship `seat` may discard to make room, one per kind and damage."""
    return [act("scrap", ref) for ref in ship_refs(s.fleets[seat])]


def scrap(s: InterstellarState, seat: int, action: Action) -> None:
    remove_ship(s, seat, find_ship(s.fleets[seat], str(action.args[0])))


def gain_ship(s: InterstellarState, seat: int, ship: str, paid: bool) -> None:
    """A free ship (Derelict Warship) or one paid for in ORE now (Steal Blueprints): at 8 ships
    its owner first discards one for it, or declines it (``make-room``)."""
    if at_ship_limit(s, seat):
        push(s, ("make-room", seat, ship, int(paid)))
        return
    if paid:
        lose(s, seat, data.ORE, s.cards.ships[ship].ore)
    add_ship(s, seat, ship)


def _make_room_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return scrap_options(s, f[1]) + [act("decline")]


def _make_room_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, ship, paid = f[1], str(f[2]), f[3]
    pop(s)
    if a.kind == "decline":
        return
    scrap(s, seat, a)
    gain_ship(s, seat, ship, bool(paid))


# -- BUILD (repair, then build points) ------------------------------------------------------------------


def remove_ship(s: InterstellarState, seat: int, index: int) -> Hull:
    """A ship leaves `seat`'s fleet: a merc or emergency card to its discards, a standard ship to
    the supply."""
    hull = s.fleets[seat].pop(index)
    kind = s.cards.ships[hull.id].kind
    if kind == "merc":
        s.merc_discard.append(hull.id)
    elif kind == "emergency":
        s.emergency_discard.append(hull.id)
    return hull


def ship_refs(fleet: list[Hull], indexes: list[int] | None = None) -> list[str]:
    """The distinct ships (card and damage) among `indexes` of `fleet`, in fleet order."""
    seen: list[str] = []
    for i in indexes if indexes is not None else range(len(fleet)):
        text = ship_text(fleet[i].id, fleet[i].damage)
        if text not in seen:
            seen.append(text)
    return seen


def find_ship(fleet: list[Hull], ref: str, indexes: list[int] | None = None) -> int:
    """The first ship of `fleet` (among `indexes`) written `ref` (``destroyer*1``), or -1."""
    for i in indexes if indexes is not None else range(len(fleet)):
        if ship_text(fleet[i].id, fleet[i].damage) == ref:
            return i
    return -1


def _scrap_skip(s: InterstellarState, f: Frame) -> bool:
    """The defender's discards after a combat its EMERGENCY ship joined at 8 ships (I-7)."""
    return len(s.fleets[f[1]]) <= data.SHIP_LIMIT


def _repair_skip(s: InterstellarState, f: Frame) -> bool:
    return not any(h.damage for h in s.fleets[f[1]])


def _scrap_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return scrap_options(s, f[1])


def _scrap_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    scrap(s, seat, a)
    if len(s.fleets[seat]) <= data.SHIP_LIMIT:
        pop(s)


def start_build(s: InterstellarState, seat: int, level: int) -> None:
    ultimate = level == data.ULTIMATE
    if ultimate:  # free repair, done at once
        s.fleets[seat] = [Hull(h.id, 0) for h in s.fleets[seat]]
    points = data.BUILD_POINTS[level] + effects.total(s, seat, "build_points")
    push(s, ("build", seat, points, int(ultimate), 0, 0))


def repair_cost(s: InterstellarState, seat: int, repaired: int) -> int:
    """ORE the next damage marker costs after `repaired` markers: 1 ORE per 2 (rounded up;
    Drydocks: per 3), so every second (third) marker is free."""
    return 1 if repaired % effects.repair_rate(s, seat) == 0 else 0


def ship_cost(s: InterstellarState, ship: str, ultimate: bool) -> int:
    ore = s.cards.ships[ship].ore
    return max(1, ore - data.ULTIMATE_BUILD_DISCOUNT) if ultimate else ore


def _build_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """Repair (before any ship is built), build a standard ship within the points left and the
    ORE held, or, at 8 ships, discard one first (the NOTE under "BUILD Action")."""
    seat, points, ultimate, built, repaired = f[1], f[2], f[3], f[4], f[5]
    out = []
    ore = s.res(seat, data.ORE)
    if not built and ore >= repair_cost(s, seat, repaired):
        out += [act("repair", ref) for ref in ship_refs(s.fleets[seat]) if "*" in ref]
    builds = [
        act("build", ship)
        for ship in s.cards.standard
        if s.cards.ships[ship].build_points <= points and ship_cost(s, ship, bool(ultimate)) <= ore
    ]
    if builds and at_ship_limit(s, seat):
        out += scrap_options(s, seat)
    else:
        out += builds
    return out + [DONE]


def _build_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, points, ultimate, built, repaired = f[1], f[2], f[3], f[4], f[5]
    if a.kind == "done":
        pop(s)
        return
    if a.kind == "scrap":
        scrap(s, seat, a)
        return
    if a.kind == "repair":
        lose(s, seat, data.ORE, repair_cost(s, seat, repaired))
        i = find_ship(s.fleets[seat], str(a.args[0]))
        hull = s.fleets[seat][i]
        s.fleets[seat][i] = hull._replace(damage=hull.damage - 1)
        replace_top(s, ("build", seat, points, ultimate, built, repaired + 1))
        return
    ship = str(a.args[0])
    lose(s, seat, data.ORE, ship_cost(s, ship, bool(ultimate)))
    points -= s.cards.ships[ship].build_points
    replace_top(s, ("build", seat, points, ultimate, 1, repaired))
    add_ship(s, seat, ship)


def _repair_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """The defender's repair after a combat (1 ORE per 2 markers, I-7's "limp home" for the
    attacker: it cannot)."""
    seat, repaired = f[1], f[2]
    out = []
    if s.res(seat, data.ORE) >= repair_cost(s, seat, repaired):
        out = [act("repair", ref) for ref in ship_refs(s.fleets[seat]) if "*" in ref]
    return out + [DONE]


def _repair_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, repaired = f[1], f[2]
    if a.kind == "done":
        pop(s)
        return
    lose(s, seat, data.ORE, repair_cost(s, seat, repaired))
    i = find_ship(s.fleets[seat], str(a.args[0]))
    hull = s.fleets[seat][i]
    s.fleets[seat][i] = hull._replace(damage=hull.damage - 1)
    replace_top(s, ("repair", seat, repaired + 1))


# -- RESEARCH (I-19) ---------------------------------------------------------------------------------
def start_research(s: InterstellarState, seat: int, level: int) -> None:
    push(s, ("refill-techs", -1))  # after the whole action (I-19: the slot is refilled then)
    if level == data.ULTIMATE:
        push(s, ("replace-tech", seat, 0), ("research", seat, level, data.ULTIMATE_RESEARCH, 1))
    else:
        push(s, ("research", seat, level, 1, 0))


def research_cost(s: InterstellarState, seat: int, tech: str, discount: int) -> int:
    """SCIENCE `tech` costs `seat`: printed cost less discounts, plus Scuttle Research, never
    under 1."""
    cost = s.cards.techs[tech].cost - discount - effects.total(s, seat, "research_discount")
    return max(data.MIN_TECH_COST, cost + s.research_penalty[seat])


def _research_legal(s: InterstellarState, f: Frame) -> list[Action]:
    seat, level, discount = f[1], f[2], f[4]
    out = []
    science = s.res(seat, data.SCIENCE)
    for tech in s.tech_slots:
        if (
            tech
            and s.cards.techs[tech].vp <= data.RESEARCH_MAX_VP[level]
            and research_cost(s, seat, tech, discount) <= science
        ):
            out.append(act("research", tech))
    return out + [DONE]


def _research_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, level, count, discount = f[1], f[2], f[3], f[4]
    if a.kind == "done":
        pop(s)
        return
    tech = str(a.args[0])
    lose(s, seat, data.SCIENCE, research_cost(s, seat, tech, discount))
    s.research_penalty[seat] = 0
    s.tech_slots[s.tech_slots.index(tech)] = ""
    s.tech_owner[tech] = seat
    s.known[seat].append(tech)
    if count <= 1:
        pop(s)
    else:
        replace_top(s, ("research", seat, level, count - 1, discount))


def _replace_tech_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """ULTIMATE RESEARCH: first replace any face-up techs you wish to (each slot once: ``f[2]``
    marks the slots replaced)."""
    return [act("replace", t) for i, t in enumerate(s.tech_slots) if t and not f[2] >> i & 1] + [DONE]


def _replace_tech_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    if a.kind == "done":
        pop(s)
        return
    tech = str(a.args[0])
    i = s.tech_slots.index(tech)
    s.tech_slots[i] = ""
    s.tech_discard.append(tech)
    replace_top(s, ("replace-tech", f[1], f[2] | 1 << i))
    push(s, ("refill-techs", -1))


# -- registration ---------------------------------------------------------------------------------
frames.decision("exchange", _exchange_legal, _exchange_apply)
frames.decision("mix", _mix_legal, _mix_apply)
frames.decision("upkeep", _upkeep_legal, _upkeep_apply, exchange=True, skip=_upkeep_skip)
frames.decision("give", _give_legal, _give_apply, skip=_give_skip)
frames.decision("sweep", _sweep_legal, _sweep_apply)
frames.decision("colonise", _colonise_legal, _colonise_apply, exchange=True)
frames.decision("greenhouse", _greenhouse_legal, _greenhouse_apply, skip=_greenhouse_skip)
frames.decision("shortfall", _shortfall_legal, _shortfall_apply, exchange=True)
frames.decision("develop", _develop_legal, _develop_apply, exchange=True)
frames.decision("build", _build_legal, _build_apply, exchange=True)
frames.decision("repair", _repair_legal, _repair_apply, skip=_repair_skip)
frames.decision("scrap", _scrap_legal, _scrap_apply, skip=_scrap_skip)
frames.decision("make-room", _make_room_legal, _make_room_apply)
frames.decision("research", _research_legal, _research_apply, exchange=True)
frames.decision("replace-tech", _replace_tech_legal, _replace_tech_apply)
frames.automatic("settle", _settle)
frames.automatic("refill-stack", _refill_stack)
frames.automatic("refill-techs", _refill_display)
frames.automatic("refill-mercs", _refill_display)
frames.chance("planet", _planet_sample, _planet_valid, _planet_apply)
frames.chance("techs", _display_sample, _display_valid, _display_apply)
frames.chance("mercs", _display_sample, _display_valid, _display_apply)
frames.chance("event", _event_sample, _event_valid, _event_apply)
