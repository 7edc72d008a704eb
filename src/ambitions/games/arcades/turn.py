"""A player's turn (B.1.3 "Action phase" A): the card's use, the main actions, the free
actions, buying back trophies and declaring an ambition.

Right after playing, the player uses the card one of two ways: its number as **action points**
(cards 1-6) for the main actions, or to **place** up to 3 ships into the gate of the card's
cluster (a 7: any one gate; it gives no AP). At any time in the turn they may also spend
resources on **free actions** and **buy back** their trophy ships. The lead may, right after
their actions, **declare an ambition**, which ends the turn. ``end`` ends it otherwise.

Legality is decided here, once per decision (`turn_actions`); `apply_turn` trusts its caller.
"""

from __future__ import annotations

from ambitions.games.arcades import battle, data, geometry, resources
from ambitions.games.arcades.actions import ArcadesAction, Arg, act
from ambitions.games.arcades.cardplay import number
from ambitions.games.arcades.state import (
    COLLECTED,
    COLONIZED,
    EMPTY,
    PHANTOM,
    RESEARCHED,
    ArcadesState,
    Phase,
)

KINDS = ("fresh", "damaged")


def planet_id(planet: int) -> str:
    return data.PLANET_IDS[planet]


def side_arg(s: ArcadesState, side: int) -> Arg:
    """A side as action text: a seat number, or ``phantom``."""
    return "phantom" if s.phantom and side == PHANTOM else side


def side_of(s: ArcadesState, arg: Arg) -> int:
    if arg == "phantom":
        return PHANTOM if s.phantom else EMPTY
    return arg if isinstance(arg, int) and 0 <= arg < s.n else EMPTY


def available_markers(s: ArcadesState) -> list[int]:
    """The markers not on the map; with ``highest_first`` (A3) only the highest of them."""
    free = [i for i in range(len(data.MARKERS)) if s.marker_at[i] == EMPTY]
    if s.options.get("highest_first") and free:
        top = max(marker_values(s, i) for i in free)
        free = [i for i in free if marker_values(s, i) == top][:1]
    return free


def marker_values(s: ArcadesState, i: int) -> tuple[int, int]:
    """(1st, 2nd) Power of marker `i` on the side showing."""
    return data.MARKERS[i][1 if s.marker_flipped[i] else 0]


def marker_text(values: tuple[int, int]) -> str:
    return f"{values[0]}/{values[1]}"


def start_turn(s: ArcadesState, seat: int, card: str) -> None:
    """`seat` has played `card`: its turn begins (the card's use still to choose)."""
    s.turn_side = seat
    s.turn_card = card
    s.turn_mode = ""
    k = number(card)
    s.ap = k if k < data.SEVEN else 0
    s.turn_flags = 0
    s.phase = Phase.TURN
    s.mover = seat


def end_turn(s: ArcadesState) -> None:
    s.turn_side = EMPTY
    s.turn_card = ""
    s.turn_mode = ""
    s.ap = 0
    s.turn_flags = 0
    s.phase = Phase.NEXT_TURN


# -- legal actions -------------------------------------------------------------------------------
def turn_actions(s: ArcadesState, seat: int) -> list[ArcadesAction]:
    """Every legal action of `seat` in its turn."""
    out: list[ArcadesAction] = []
    n, m = s.n, s.sides
    agent = s.agents[seat]
    home = agent // data.PLANETS_PER_CLUSTER
    card = number(s.turn_card)
    supply = s.supply[seat]
    # Using the card: place ships (before any AP is spent).
    if s.turn_mode == "" and supply > 0:
        clusters = range(data.CLUSTERS) if card == data.SEVEN else (card - 1,)
        for c in clusters:
            for k in range(1, min(data.PLACE_SHIPS, supply) + 1):
                out.append(act("place", c + 1, k))
    # Main actions (AP).
    ap = s.ap if s.turn_mode in ("", "ap") else 0
    if ap > 0:
        out += _agent_moves(s, seat, ap)
        for c in range(data.CLUSTERS):
            i = c * m + seat
            if s.fresh[i] or s.damaged[i]:
                for d in geometry.neighbours(c):
                    if s.fresh[i]:
                        out.append(act("move", c + 1, d + 1, "fresh"))
                    if s.damaged[i]:
                        out.append(act("move", c + 1, d + 1, "damaged"))
            if s.damaged[i]:
                out.append(act("repair", c + 1))  # any damaged ship, anywhere (A17)
        if s.ships_at(home, seat):
            for d in battle.defenders(s, seat, home):
                out.append(act("battle", side_arg(s, d)))
        if ap >= data.AP_RESEARCH and not s.turn_flags & RESEARCHED:
            held = resources.held_types(s, seat)
            for adv, name in enumerate(data.ADVANCES):
                if not s.has(seat, adv) and adv in held:  # an advance costs its own resource
                    out.append(act("research", name))
        if ap >= data.AP_COLONIZE and not s.turn_flags & COLONIZED:
            out += _colonize(s, seat, home)
        if s.phantom and ap >= data.AP_PHANTOM_AGENT:
            phantom_home = s.agent_cluster(PHANTOM)
            for c in geometry.neighbours(phantom_home):
                for q in geometry.planets_of(c):
                    out.append(act("phantom", planet_id(q)))
    # Free actions: one resource each, any number, at any time in the turn.
    held = resources.held_types(s, seat)
    if held:
        out += _free_actions(s, seat, home, held)
    # Buying back trophy ships (A20).
    for holder in range(n):
        if holder != seat and s.trophies[holder * m + seat]:
            if s.power[seat] >= 1:
                out.append(act("buyback", holder, "power"))
            for r in held:
                out.append(act("buyback", holder, data.RESOURCES[r]))
    # Declaring an ambition: the lead, into its agent's cluster, if no marker is there yet. Only
    # a person declares (these are a person's actions): a bot's or the phantom's lead card keeps
    # its printed value (A26).
    if s.round_turn == 0 and not s.zeroed and home not in s.marker_at:
        for i in available_markers(s):
            out.append(act("declare", marker_text(marker_values(s, i))))
    out.append(act("end"))
    return out


def has_actions(s: ArcadesState, seat: int) -> bool:
    """True if `turn_actions` lists more for `seat` than ``end``: decided without building the
    list, as the flow asks after every action of a turn (the same conditions, the cheap ones
    first, each stopping at the first action it would list)."""
    agent = s.agents[seat]
    home = agent // data.PLANETS_PER_CLUSTER
    if s.turn_mode == "" and s.supply[seat] > 0:
        return True  # placing ships (the card's cluster, or any for a 7)
    ap = s.ap if s.turn_mode in ("", "ap") else 0
    m = s.sides
    if ap > 0:
        for c in range(data.CLUSTERS):
            i = c * m + seat
            if s.damaged[i] or (s.fresh[i] and geometry.neighbours(c)):
                return True  # a repair, or a move
        if s.ships_at(home, seat) and battle.defenders(s, seat, home):
            return True
        if _any_agent_move(s, seat, ap):
            return True
        if ap >= data.AP_RESEARCH and not s.turn_flags & RESEARCHED:
            held = resources.held_types(s, seat)
            for adv in range(len(data.ADVANCES)):
                if not s.has(seat, adv) and adv in held:
                    return True
        if ap >= data.AP_COLONIZE and not s.turn_flags & COLONIZED and _colonize(s, seat, home):
            return True
        if s.phantom and ap >= data.AP_PHANTOM_AGENT:
            for c in geometry.neighbours(s.agent_cluster(PHANTOM)):
                if geometry.planets_of(c):
                    return True
    held = resources.held_types(s, seat)
    for holder in range(s.n):
        if holder != seat and s.trophies[holder * m + seat] and (s.power[seat] >= 1 or held):
            return True  # buying back trophy ships
    if s.round_turn == 0 and not s.zeroed and home not in s.marker_at and available_markers(s):
        return True
    return bool(held) and bool(_free_actions(s, seat, home, held))


def _any_agent_move(s: ArcadesState, seat: int, ap: int) -> bool:
    """True if `_agent_moves` lists any move."""
    may_collect = not (s.options.get("one_collection_per_turn") and s.turn_flags & COLLECTED)
    for _, collect, cost in geometry.AGENT_MOVES[s.agents[seat] // data.PLANETS_PER_CLUSTER]:
        if cost <= ap and (collect < 0 or (may_collect and s.tokens[collect])):
            return True
    return False


def _agent_moves(s: ArcadesState, seat: int, ap: int) -> list[ArcadesAction]:
    """*Move agent*: X AP for X clusters, collecting at most one token on the way (A8; with
    ``one_collection_per_turn`` once a turn)."""
    agent = s.agents[seat]
    origin = agent // data.PLANETS_PER_CLUSTER
    may_collect = not (s.options.get("one_collection_per_turn") and s.turn_flags & COLLECTED)
    out = []
    for dest, collect, cost in geometry.AGENT_MOVES[origin]:
        if cost > ap:
            continue
        if collect < 0:
            out.append(act("agent", planet_id(dest)))
        elif may_collect and s.tokens[collect]:
            out.append(act("agent", planet_id(dest), planet_id(collect)))
    return out


def _colonize(s: ArcadesState, seat: int, home: int) -> list[ArcadesAction]:
    """Colonize (A16): an unbuilt city onto a city-free planet of the agent's cluster, for any
    resource and any one of the player's ships there (fresh or damaged), which leaves the game."""
    if not s.cities_left[seat]:
        return []
    i = home * s.sides + seat
    kinds = [k for k, count in zip(KINDS, (s.fresh[i], s.damaged[i]), strict=True) if count]
    held = resources.held_types(s, seat)
    out = []
    for q in geometry.planets_of(home):
        if s.cities[q] == EMPTY:
            for r in held:
                for kind in kinds:
                    out.append(act("colonize", planet_id(q), data.RESOURCES[r], kind))
    return out


def _free_actions(s: ArcadesState, seat: int, home: int, held: list[int]) -> list[ArcadesAction]:
    m = s.sides
    out = []
    for r in held:
        name = data.RESOURCES[r]
        if r == data.MATERIAL:
            for k in range(1, min(data.FREE_PLACE, s.supply[seat]) + 1):
                out.append(act("spend", name, "place", k))
        elif r == data.FUEL:
            # Up to 2 ships 1 cluster, into or out of the agent's cluster.
            for c in geometry.neighbours(home):
                for a, b in ((c, home), (home, c)):
                    i = a * m + seat
                    for f in range(min(2, s.fresh[i]) + 1):
                        for d in range(min(2 - f, s.damaged[i]) + 1):
                            if f + d:
                                out.append(act("spend", name, "move", a + 1, b + 1, f, d))
        elif r == data.WEAPONS:
            # A battle in any cluster; the agent need not be there (A2; the literal reading
            # with the ``weapons_literal`` option: it must not be there).
            literal = s.options.get("weapons_literal")
            for c in range(data.CLUSTERS):
                if literal and c == home:
                    continue
                if s.ships_at(c, seat):
                    for d in battle.defenders(s, seat, c):
                        out.append(act("spend", name, "battle", c + 1, side_arg(s, d)))
        elif r == data.RELIC:
            damaged = s.damaged[home * m + seat]
            for k in range(1, min(data.FREE_REPAIR, damaged) + 1):
                out.append(act("spend", name, "repair", k))
        else:
            for q in geometry.psionic_destinations(s.agents[seat]):
                out.append(act("spend", name, "agent", planet_id(q)))
    return out


# -- applying ------------------------------------------------------------------------------------
def apply_turn(s: ArcadesState, a: ArcadesAction) -> None:
    """Apply a legal turn action of the seat whose turn it is."""
    seat = s.turn_side
    kind, args = a.kind, a.args
    if kind == "end":
        end_turn(s)
    elif kind == "declare":
        declare(s, seat, str(args[0]))
        end_turn(s)
    elif kind == "place":
        s.turn_mode = "place"
        place_ships(s, seat, int(args[0]) - 1, int(args[1]))
    elif kind == "spend":
        spend_resource(s, seat, a)
    elif kind == "buyback":
        buy_back(s, seat, int(args[0]), str(args[1]))
    else:
        main_action(s, seat, a)


def main_action(s: ArcadesState, seat: int, a: ArcadesAction) -> None:
    """Spend AP on a main action (the first one commits the card to AP)."""
    kind, args = a.kind, a.args
    s.turn_mode = "ap"
    m = s.sides
    if kind == "agent":
        dest = data.PLANET_INDEX[str(args[0])]
        collect = data.PLANET_INDEX[str(args[1])] if len(args) > 1 else EMPTY
        s.ap -= agent_cost(s, seat, dest, collect)
        s.agents[seat] = dest
        if collect >= 0:
            s.turn_flags |= COLLECTED
            resources.collect(s, seat, collect)
    elif kind == "move":
        s.ap -= data.AP_MOVE_SHIP
        move_ships(s, seat, int(args[0]) - 1, int(args[1]) - 1, *((1, 0) if args[2] == "fresh" else (0, 1)))
    elif kind == "repair":
        s.ap -= data.AP_REPAIR
        repair(s, seat, int(args[0]) - 1, 1)
    elif kind == "battle":
        s.ap -= data.AP_BATTLE
        battle.start(s, seat, s.agent_cluster(seat), side_of(s, args[0]), Phase.TURN)
    elif kind == "research":
        s.ap -= data.AP_RESEARCH
        s.turn_flags |= RESEARCHED
        research(s, seat, data.ADVANCES.index(str(args[0])))
    elif kind == "colonize":
        s.ap -= data.AP_COLONIZE
        s.turn_flags |= COLONIZED
        planet = data.PLANET_INDEX[str(args[0])]
        resources.spend(s, seat, data.RESOURCES.index(str(args[1])))
        i = (planet // data.PLANETS_PER_CLUSTER) * m + seat
        if args[2] == "fresh":
            s.fresh[i] -= 1
        else:
            s.damaged[i] -= 1
        s.removed[seat] += 1
        s.cities_left[seat] -= 1
        s.cities[planet] = seat * 2 + (1 if s.has(seat, data.COLONIES) else 0)
    elif kind == "phantom":
        s.ap -= data.AP_PHANTOM_AGENT
        planet = data.PLANET_INDEX[str(args[0])]
        s.agents[PHANTOM] = planet
        if s.tokens[planet]:
            resources.discard_token(s, planet)


def agent_cost(s: ArcadesState, seat: int, dest: int, collect: int) -> int:
    """The AP of a *Move agent* action (`geometry.AGENT_MOVES`)."""
    origin = s.agent_cluster(seat)
    for d, c, cost in geometry.AGENT_MOVES[origin]:
        if d == dest and c == collect:
            return cost
    raise ValueError(f"no agent move from cluster {origin + 1} to {planet_id(dest)}")


def spend_resource(s: ArcadesState, seat: int, a: ArcadesAction) -> None:
    """A free action (B.1.3 "Free actions"): spend the resource, then its effect."""
    r = data.RESOURCES.index(str(a.args[0]))
    args = a.args[2:]
    resources.spend(s, seat, r)
    home = s.agent_cluster(seat)
    if r == data.MATERIAL:
        place_ships(s, seat, home, int(args[0]))
    elif r == data.FUEL:
        move_ships(s, seat, int(args[0]) - 1, int(args[1]) - 1, int(args[2]), int(args[3]))
    elif r == data.WEAPONS:
        battle.start(s, seat, int(args[0]) - 1, side_of(s, args[1]), Phase.TURN)
    elif r == data.RELIC:
        repair(s, seat, home, int(args[0]))
    else:
        s.agents[seat] = data.PLANET_INDEX[str(args[0])]  # no resource collected


def place_ships(s: ArcadesState, side: int, cluster: int, count: int) -> int:
    """Up to `count` ships from `side`'s supply into `cluster`'s gate, fresh (A31: as many as
    there are); returns how many."""
    k = min(count, s.supply[side])
    s.supply[side] -= k
    s.fresh[cluster * s.sides + side] += k
    return k


def move_ships(s: ArcadesState, side: int, a: int, b: int, fresh: int, damaged: int) -> None:
    m = s.sides
    s.fresh[a * m + side] -= fresh
    s.damaged[a * m + side] -= damaged
    s.fresh[b * m + side] += fresh
    s.damaged[b * m + side] += damaged


def repair(s: ArcadesState, side: int, cluster: int, count: int) -> int:
    """Repair up to `count` of `side`'s damaged ships in `cluster`; returns how many."""
    i = cluster * s.sides + side
    k = min(count, s.damaged[i])
    s.damaged[i] -= k
    s.fresh[i] += k
    return k


def research(s: ArcadesState, seat: int, advance: int) -> None:
    """Research (2 AP and the advance's resource; once a turn, A1)."""
    resources.spend(s, seat, advance)  # each advance costs the resource of the same index
    s.advances[seat] |= 1 << advance
    if advance == data.COLONIES:
        # Every city is fresh from now on, on the map and on the board.
        for q in range(data.PLANETS):
            if s.cities[q] >= 0 and s.cities[q] >> 1 == seat:
                s.cities[q] = seat * 2 + 1
    elif advance == data.FLEET_EXPANSION:
        s.supply[seat] += s.fleet[seat]
        s.fleet[seat] = 0


def buy_back(s: ArcadesState, seat: int, holder: int, payment: str) -> None:
    """Buy back every ship of `seat` that `holder` holds, for 1 Power or 1 resource paid to the
    holder (A20; a bot holder would turn the resource into Power)."""
    m = s.sides
    i = holder * m + seat
    s.supply[seat] += s.trophies[i]
    s.trophies[i] = 0
    if payment == "power":
        s.power[seat] -= 1
        s.power[holder] += 1
    else:
        r = data.RESOURCES.index(payment)
        resources.remove(s, seat, r)
        resources.gain(s, holder, r)


def declare(s: ArcadesState, seat: int, value: str) -> None:
    """Declare an ambition (lead only): the marker showing `value` goes to a planet of the
    agent's cluster and the zero marker onto the lead card (it counts 0, A6)."""
    for i in available_markers(s):
        if marker_text(marker_values(s, i)) == value:
            s.marker_at[i] = s.agent_cluster(seat)
            s.zeroed = True
            s.log(f"{s.side_name(seat)} declares {value} in cluster {s.marker_at[i] + 1}")
            return
    raise ValueError(f"no available marker {value}")
