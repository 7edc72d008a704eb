"""The FLEET action: RAID (light ships steal resources) and INVADE (every ship, for a Victory
Spoil), with emergency ships, the secret combat order, matched and unmatched fights, totals,
destruction, spoils and the defender's repair. The dice rolls of the game are here too.

The steps (rules' FLEET - RAID and FLEET - INVADE) are the stages of `Combat`, run by the
automatic ``combat`` frame, which pushes each decision (``order``, ``attack``/``hold``,
``steal``, ``spoil``...) and each roll as a frame of its own:

1. ``emergency``: an outnumbered defender draws one emergency ship (I-8; counted by
   participating ships, I-6, I-23; in a raid a heavy one is discarded and another drawn).
2. ``arrange``: the attacker, then the defender, put their ships in combat order, one
   ``order SHIP`` at a time, hidden from the other side until both are done (damaged ships
   show where they stand: then the attacker arranges first and the defender sees them).
3. ``fight``: matched pairs roll at once; a die of 4+ puts a damage marker on the opposing
   ship; a ship rolls its combat value less its markers at the start of the exchange (I-4).
4. ``unmatched``: the side with more ships may send each extra ship, in order, at any enemy
   ship, which fires back with one die whatever its state.
5. ``totals``: each ship adds its combat value less its markers, never below 0 (I-5), plus
   the FLEET level and techs; RAID is won on more, INVADE on equal or more; destroy ships with
   more markers than their combat value; spoils; the defender may repair.
"""

from __future__ import annotations

import random
from typing import Any

from ambitions.games.interstellar import data, economy, effects, frames, narrate, shadow, track
from ambitions.games.interstellar.actions import Action, act, dice_text, read_dice, token_text
from ambitions.games.interstellar.frames import narrating, note, pop, push, replace_top
from ambitions.games.interstellar.state import (
    EV_RAID_STOLEN,
    EV_UNDERDOG,
    NUM_EVENTS,
    Combat,
    Frame,
    Held,
    Hull,
    InterstellarState,
)

DONE = act("done")


# -- who may fight ----------------------------------------------------------------------------------
def participants(s: InterstellarState, seat: int, raid: bool, attacking: bool) -> list[int]:
    """Fleet indexes of `seat`'s ships in a combat: light ships only in a RAID; an attacker's
    emergency ships never (I-7)."""
    out = []
    for i, hull in enumerate(s.fleets[seat]):
        card = s.cards.ships[hull.id]
        if raid and card.heavy:
            continue
        if attacking and card.kind == "emergency":
            continue
        out.append(i)
    return out


def fleet_options(s: InterstellarState, seat: int, level: int) -> list[Action]:
    """RAID at any level, INVADE from MODERATE (or Fleet Doctrine's level); an attack needs a
    ship to attack with."""
    out = []
    opponents = [p for p in range(s.n) if p != seat]
    if participants(s, seat, True, True):
        out += [act("raid", p) for p in opponents]
    if level >= effects.invade_level(s, seat) and participants(s, seat, False, True):
        out += [act("invade", p) for p in opponents]
    return out


def _fleet_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return fleet_options(s, f[1], f[2]) + [DONE]


def _fleet_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, level = f[1], f[2]
    pop(s)
    if a.kind == "done":
        return
    start(s, a.kind, seat, int(str(a.args[0])), level)


def start(s: InterstellarState, kind: str, attacker: int, defender: int, level: int) -> None:
    c = Combat(kind, attacker, defender, level)
    raid = kind == "raid"
    c.ships = [participants(s, attacker, raid, True), participants(s, defender, raid, False)]
    s.combat = c
    s.last_combat = None  # the last combat's result shows until this one starts
    push(s, ("combat", attacker))


def result(c: Combat) -> dict[str, Any]:
    """A finished combat's result as the observation keeps it (``last_combat``) until the next
    combat: who fought, the totals, the winner, every ship's dice and hits, the ships destroyed
    or gone, what was stolen or spoiled."""
    return {
        "kind": c.kind,
        "attacker": c.attacker,
        "defender": c.defender,
        "level": c.level,
        "emergency": c.emergency or None,
        "hits": [dict(h) for h in c.hits],
        "totals": list(c.totals),
        "winner": c.winner,
        "destroyed": [dict(d) for d in c.destroyed],
        "left": [dict(d) for d in c.left],
        "stolen": c.stolen,
        "spoil": c.spoil or None,
    }


def weight(s: InterstellarState, seat: int, indexes: list[int]) -> int:
    """Ships counted when comparing fleets for an emergency ship: the participating ones (I-6;
    all of them in an INVADE, the light ones in a RAID, I-23); Blockade Runner counts 2."""
    total = 0
    for i in indexes:
        counts = effects.ship_effects(s.cards, s.fleets[seat][i].id, "emergency_weight")
        total += counts[0].count if counts else 1
    return total


# -- the stages ----------------------------------------------------------------------------------
def _step(s: InterstellarState, f: Frame) -> None:
    c = s.combat
    assert c is not None
    att, dfn = c.attacker, c.defender
    if c.stage == "emergency":
        c.stage = "arrange"
        if weight(s, dfn, c.ships[1]) < weight(s, att, c.ships[0]):
            push(s, ("draw-emergency", dfn))
    elif c.stage == "arrange":
        c.damaged_mode = any(s.fleets[att][i].damage for i in c.ships[0]) or any(
            s.fleets[dfn][i].damage for i in c.ships[1]
        )
        c.outnumbered = (len(c.ships[0]) < len(c.ships[1]), len(c.ships[1]) < len(c.ships[0]))
        c.stage = "arrange-defender"
        _arrange(s, c, 0)
    elif c.stage == "arrange-defender":
        c.stage = "fight"
        c.index = 0
        _arrange(s, c, 1)
    elif c.stage == "fight":
        if not c.revealed and narrating(s):
            for side in (0, 1):
                seat = c.seat_of(side)
                ships = ", ".join(s.cards.ships[s.fleets[seat][i].id].name for i in c.order[side]) or "none"
                note(s, f"seat {seat}'s combat order: {ships}")
        c.revealed = True
        matched = min(len(c.order[0]), len(c.order[1]))
        while c.index < matched:
            i = c.index
            c.index += 1
            da, dd = dice(s, 0, c.order[0][i]), dice(s, 1, c.order[1][i])
            if da or dd:
                push(s, ("roll", -1, "pair", i, da, dd))
                return
        c.stage = "unmatched"
    elif c.stage == "unmatched":
        # I-6: only the side with more participating ships (emergency ship included) has
        # unmatched ships; each may fight once.
        longer = 0 if len(c.order[0]) > len(c.order[1]) else 1
        if (
            len(c.order[longer]) > len(c.order[1 - longer])
            and c.index < len(c.order[longer])
            and c.order[1 - longer]
        ):
            j = c.index
            c.index += 1
            push(s, ("unmatched", c.seat_of(longer), longer, j))
            return
        c.stage = "totals"
    elif c.stage == "totals":
        c.stage = "end"
        _conclude(s, c)
    else:
        pop(s)
        s.last_combat = result(c)
        s.combat = None


def _draw_emergency(s: InterstellarState, f: Frame) -> None:
    """I-8: one emergency card, however large the shortfall; in a raid, heavy cards are
    discarded until a light one comes (none at all if the decks hold no light one)."""
    pop(s)
    c = s.combat
    assert c is not None
    if not s.emergency_deck:
        s.emergency_deck, s.emergency_discard = s.emergency_discard, []
    if c.kind == "raid" and not any(
        not s.cards.ships[x].heavy for x in s.emergency_deck + s.emergency_discard
    ):
        return
    if s.emergency_deck:
        push(s, ("emergency", f[1]))


def _emergency_sample(s: InterstellarState, f: Frame, rng: random.Random) -> Action:
    return act("emergency", rng.choice(s.emergency_deck))


def _emergency_valid(s: InterstellarState, f: Frame, a: Action) -> bool:
    return len(a.args) == 1 and a.args[0] in s.emergency_deck


def _emergency_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    """The emergency ship joins the defender's fleet for good (I-7; the 8-ship limit is
    enforced after the combat) and fights."""
    pop(s)
    c = s.combat
    assert c is not None
    ship = str(a.args[0])
    s.emergency_deck.remove(ship)
    card = s.cards.ships[ship]
    if c.kind == "raid" and card.heavy:
        s.emergency_discard.append(ship)
        note(s, f"{card.name} is a HEAVY ship: it cannot fight a RAID, so it is discarded and another drawn")
        push(s, ("draw-emergency", f[1]))
        return
    damaged = effects.ship_effects(s.cards, ship, "enters_damaged")
    s.fleets[c.defender].append(Hull(ship, damaged[0].markers if damaged else 0))
    c.ships[1].append(len(s.fleets[c.defender]) - 1)
    c.emergency = ship


# -- combat order -----------------------------------------------------------------------------------
def _unplaced(s: InterstellarState, f: Frame) -> tuple[int, list[int]]:
    c = s.combat
    assert c is not None
    side = c.side_of(f[1])
    placed = c.order[side]
    return side, [i for i in c.ships[side] if i not in placed]


def _arrange(s: InterstellarState, c: Combat, side: int) -> None:
    """A side arranges its combat order: one ``order SHIP`` decision per place while two ships
    or more are left to place, the last ship then going last by itself. The decision is asked
    even when every ship left is alike: how many decisions a side takes must depend only on how
    many ships it has (public), never on which it placed first (secret)."""
    left = [i for i in c.ships[side] if i not in c.order[side]]
    if len(left) == 1:
        c.order[side].append(left[0])
    elif left:
        push(s, ("arrange", c.seat_of(side)))


def _arrange_skip(s: InterstellarState, f: Frame) -> bool:
    return not _unplaced(s, f)[1]


def _arrange_legal(s: InterstellarState, f: Frame) -> list[Action]:
    _, left = _unplaced(s, f)
    return [act("order", ref) for ref in economy.ship_refs(s.fleets[f[1]], left)]


def _arrange_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    c = s.combat
    assert c is not None
    side, left = _unplaced(s, f)
    i = economy.find_ship(s.fleets[f[1]], str(a.args[0]), left)
    c.order[side].append(i)
    left.remove(i)
    if len(left) == 1:  # the last ship goes last
        c.order[side].append(left[0])
    if len(left) <= 1:
        pop(s)


# -- dice and hits ------------------------------------------------------------------------------------
def dice(s: InterstellarState, side: int, index: int) -> int:
    """Dice a ship rolls now: its combat value (plus cards like Wing Commander's) less its damage
    markers (I-4), never below 0."""
    c = s.combat
    assert c is not None
    seat = c.seat_of(side)
    hull = s.fleets[seat][index]
    bonus = sum(e.amount for e in effects.of_kind(s, seat, "ship_dice") if e.ship == hull.id)
    return max(0, s.cards.ships[hull.id].combat + bonus - hull.damage)


def hits(s: InterstellarState, ship: str, faces: tuple[int, ...]) -> int:
    """Hits a ship's dice score: each 4+ (a 6 counts twice for Patched-up Corvette)."""
    double = bool(effects.ship_effects(s.cards, ship, "double_six"))
    return sum((2 if double and f == 6 else 1) for f in faces if f >= data.HIT)


def mark(s: InterstellarState, side: int, index: int, markers: int) -> int:
    """Put damage markers on a ship; Heavy Armour ignores a heavy ship's first in each combat.
    Returns the markers put."""
    c = s.combat
    assert c is not None
    if markers <= 0:
        return 0
    seat = c.seat_of(side)
    hull = s.fleets[seat][index]
    key = side * 100 + index
    if s.cards.ships[hull.id].heavy and key not in c.armour and effects.has(s, seat, "heavy_armour"):
        c.armour.append(key)
        markers -= 1
    s.fleets[seat][index] = hull._replace(damage=hull.damage + markers)
    return markers


def _fired(
    s: InterstellarState,
    side: int,
    ship: str,
    target: str,
    faces: tuple[int, ...],
    hits: int,
    markers: int,
    how: str,
) -> None:
    """Keep one ship's dice in the combat's record, and say it."""
    c = s.combat
    assert c is not None
    c.hits.append(
        {
            "side": side,
            "ship": ship,
            "target": target,
            "faces": dice_text(faces),
            "hits": hits,
            "markers": markers,
            "how": how,
        }
    )
    if narrating(s):
        seat, enemy = c.seat_of(side), c.seat_of(1 - side)
        shot = "fires back at" if how == "return" else "fires at"
        said = f"{narrate.ship(s, seat, ship)} {shot} {narrate.ship(s, enemy, target)}: "
        said += (
            "rolls " + " ".join(map(str, faces)) if faces else "no dice"
        ) + f", {narrate.plural(hits, 'hit')}"
        if hits:
            said += f", {narrate.plural(markers, 'damage marker')}"
            if markers < hits:
                said += " (Heavy Armour ignores the first)"
        note(s, said)


def _roll_sample(s: InterstellarState, f: Frame, rng: random.Random) -> Action:
    if f[2] == "check":
        return Action("roll", (str(rng.randint(1, 6)),))
    a, d = _roll_dice(f)
    return Action(
        "roll",
        (
            dice_text(tuple(rng.randint(1, 6) for _ in range(a))),
            dice_text(tuple(rng.randint(1, 6) for _ in range(d))),
        ),
    )


def _roll_dice(f: Frame) -> tuple[int, int]:
    """Dice of the attacker's side and the defender's side in a roll frame."""
    if f[2] == "pair":
        return f[4], f[5]
    side, mine = f[3], f[6]
    return (mine, 1) if side == 0 else (1, mine)


def _roll_valid(s: InterstellarState, f: Frame, a: Action) -> bool:
    if f[2] == "check":
        return len(a.args) == 1 and read_dice(str(a.args[0])) is not None and len(str(a.args[0])) == 1
    if len(a.args) != 2:
        return False
    groups = [read_dice(str(w)) for w in a.args]
    return all(g is not None for g in groups) and tuple(len(g or ()) for g in groups) == _roll_dice(f)


def _roll_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    if f[2] == "check":
        shadow.CHECK_ROLL_APPLY(s, f, a)
        return
    pop(s)
    c = s.combat
    assert c is not None
    faces_a, faces_d = read_dice(str(a.args[0])) or (), read_dice(str(a.args[1])) or ()
    if f[2] == "pair":
        i = f[3]
        ia, id_ = c.order[0][i], c.order[1][i]
    else:
        side, j, k = f[3], f[4], f[5]
        ia, id_ = (c.order[0][j], c.order[1][k]) if side == 0 else (c.order[0][k], c.order[1][j])
    ship_a = s.fleets[c.attacker][ia].id
    ship_d = s.fleets[c.defender][id_].id
    hits_on_d, hits_on_a = hits(s, ship_a, faces_a), hits(s, ship_d, faces_d)  # simultaneous
    on_d = mark(s, 1, id_, hits_on_d)
    on_a = mark(s, 0, ia, hits_on_a)
    if f[2] == "pair":
        how_a = how_d = "matched"
    else:
        how_a, how_d = ("unmatched", "return") if f[3] == 0 else ("return", "unmatched")
    # Both ships of the exchange, a ship with no dice left (damaged) too: it fought, and missed.
    _fired(s, 0, ship_a, ship_d, faces_a, hits_on_d, on_d, how_a)
    _fired(s, 1, ship_d, ship_a, faces_d, hits_on_a, on_a, how_d)


# -- unmatched ships -------------------------------------------------------------------------------
def _unmatched_legal(s: InterstellarState, f: Frame) -> list[Action]:
    c = s.combat
    assert c is not None
    enemy = c.order[1 - f[2]]
    return [act("attack", k + 1) for k in range(len(enemy))] + [act("hold")]


def _unmatched_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    """An unmatched ship attacks any enemy ship (by its place in the enemy's combat order); the
    target fires back with one die, whatever its state."""
    c = s.combat
    assert c is not None
    pop(s)
    if a.kind == "hold":
        return
    side, j = f[2], f[3]
    k = int(str(a.args[0])) - 1
    index = c.order[side][j]
    mine = dice(s, side, index)
    bonus = effects.ship_effects(s.cards, s.fleets[c.seat_of(side)][index].id, "unmatched_dice")
    mine += sum(e.amount for e in bonus)
    push(s, ("roll", -1, "unmatched", side, j, k, mine, 1))


# -- totals, outcome, spoils -------------------------------------------------------------------------
def strength(s: InterstellarState, seat: int, indexes: list[int]) -> int:
    """Combat value left: each ship's combat value less its markers, never below 0 (I-5)."""
    total = 0
    for i in indexes:
        hull = s.fleets[seat][i]
        total += max(0, s.cards.ships[hull.id].combat - hull.damage)
    return total


def totals(s: InterstellarState, c: Combat) -> tuple[int, int]:
    """Each side's total: ships' remaining combat value, the FLEET level's modifier for the
    attacker, and techs."""
    raid = c.kind == "raid"
    level_bonus = data.RAID_BONUS[c.level] if raid else max(0, data.INVADE_BONUS[c.level])
    a = strength(s, c.attacker, c.ships[0]) + level_bonus + effects.combat_bonus(s, c.attacker, c.kind, True)
    d = strength(s, c.defender, c.ships[1]) + effects.combat_bonus(s, c.defender, c.kind, False)
    return a, d


def _conclude(s: InterstellarState, c: Combat) -> None:
    att, dfn = c.attacker, c.defender
    a, d = totals(s, c)
    c.totals = (a, d)
    raid = c.kind == "raid"
    attacker_wins = a > d if raid else a >= d
    c.winner = att if attacker_wins else dfn
    if not raid:
        s.fleet_medals[c.winner] += 1
        side = 0 if attacker_wins else 1
        if c.outnumbered[side]:
            s.events[c.winner * NUM_EVENTS + EV_UNDERDOG] += 1
    # Destroy every ship with more markers than its combat value; bombard with the survivors.
    points = 0
    if narrating(s):
        level = data.LEVELS[c.level].upper()
        bonus = data.RAID_BONUS[c.level] if raid else max(0, data.INVADE_BONUS[c.level])
        said = f"totals: attacker seat {att} {a}" + (
            f" (+{bonus} for a {level} {c.kind.upper()})" if bonus else ""
        )
        said += f", defender seat {dfn} {d}: "
        if attacker_wins:
            said += f"seat {att} wins" + (f" the RAID by {a - d}" if raid else " the INVASION")
        else:
            said += f"seat {dfn} wins" + (": the RAID fails" if raid else ", defending")
        if not raid:
            said += f"; seat {c.winner} takes a Fleet Medal"
        note(s, said)
    for side, seat in ((0, att), (1, dfn)):
        doomed = [
            i for i in c.ships[side] if s.fleets[seat][i].damage > s.cards.ships[s.fleets[seat][i].id].combat
        ]
        leaving: list[int] = []
        if side == 0:
            for i in c.ships[0]:
                if i not in doomed:
                    hull = s.fleets[att][i]
                    points += max(0, s.cards.ships[hull.id].bombard - hull.damage)
        else:  # emergency ships that leave after the combat they came for
            leaving = [
                i
                for i in c.ships[1]
                if i not in doomed
                and effects.ship_effects(s.cards, s.fleets[seat][i].id, "discard_after_combat")
            ]
        for i in sorted(doomed + leaving):
            hull = s.fleets[seat][i]
            entry: dict[str, Any] = {"seat": seat, "ship": hull.id, "damage": hull.damage}
            (c.left if i in leaving else c.destroyed).append(entry)
        for i in sorted(doomed + leaving, reverse=True):
            economy.remove_ship(s, seat, i)
    if narrating(s):
        for ships, fate in ((c.destroyed, "is destroyed"), (c.left, "leaves after the combat")):
            for entry in ships:
                markers = narrate.plural(entry["damage"], "damage marker")
                note(s, f"{narrate.ship(s, entry['seat'], entry['ship'])} ({markers}) {fate}")
    c.ships, c.order = [[], []], [[], []]
    for seat in (att, dfn):
        repair = effects.total(s, seat, "after_combat_repair")
        if repair and any(h.damage for h in s.fleets[seat]):
            s.fleets[seat] = [h._replace(damage=max(0, h.damage - repair)) for h in s.fleets[seat]]
            note(
                s,
                f"seat {seat}'s ships each lose {narrate.plural(repair, 'damage marker')}"
                " (after-combat repair)",
            )
    after: list[Frame] = []
    if attacker_wins:
        if raid:
            after.append(("steal", att, a - d + effects.total(s, att, "raid_steal")))
        else:
            after.append(("spoil", att, points))
    after += [("repair", dfn, 0), ("scrap", dfn)]  # the defender repairs, then keeps 8 ships (I-7)
    push(s, *after)


def _steal_skip(s: InterstellarState, f: Frame) -> bool:
    return f[2] <= 0 or not economy.total_resources(s, _defender(s))


def _defender(s: InterstellarState) -> int:
    c = s.combat
    assert c is not None
    return c.defender


def _steal_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """I-20: the attacker picks the types, up to the margin: ``steal coins 3`` takes 3 COINS at
    once (as many of one type as the defender has and the margin leaves), then another type."""
    dfn = _defender(s)
    left = f[2]
    return [
        act("steal", data.RESOURCES[r], k) for r in range(4) for k in range(1, min(left, s.res(dfn, r)) + 1)
    ] + [DONE]


def _steal_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, left = f[1], f[2]
    if a.kind == "done":
        pop(s)
        return
    c = s.combat
    assert c is not None
    r = data.RESOURCES.index(str(a.args[0]))
    taken = economy.lose(s, c.defender, r, int(str(a.args[1])))
    economy.gain(s, seat, r, taken)
    c.stolen += taken
    i = seat * NUM_EVENTS + EV_RAID_STOLEN
    s.events[i] = max(s.events[i], c.stolen)
    if left <= taken:
        pop(s)
    else:
        replace_top(s, ("steal", seat, left - taken))


def _spoil_legal(s: InterstellarState, f: Frame) -> list[Action]:
    seat = f[1]
    dfn = _defender(s)
    out = []
    if track.places(s, dfn, data.BASIC):
        out.append(act("spoil", "disrupt"))
    out += [act("spoil", "acquire", t) for t in s.known[dfn] if t not in s.known[seat]]
    out += [act("spoil", "bombard", planet.id) for planet in s.planets[dfn]]
    return out + [act("spoil", "none")]


def _spoil_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, points = f[1], f[2]
    pop(s)
    dfn = _defender(s)
    c = s.combat
    assert c is not None
    c.spoil = " ".join(map(str, a.args))
    what = a.args[0]
    if what == "disrupt":
        push(s, ("disrupt", seat, 2))
    elif what == "acquire":
        shadow.acquire(s, seat, str(a.args[1]))
    elif what == "bombard":
        bombard(s, seat, dfn, str(a.args[1]), points)


def bombard(s: InterstellarState, seat: int, dfn: int, pid: str, points: int) -> None:
    """Planetary Bombardment: one level per full 3 points (Planetary Shields: 4), never below 1
    (I-16, I-28); at level 1 the attacker may capture it."""
    owner, i = economy.find_planet(s, pid)
    planet = s.planets[owner][i]
    dev = max(data.MIN_DEV, planet.dev - points // effects.bombard_per_level(s, dfn))
    s.planets[owner][i] = planet._replace(dev=dev)
    note(
        s,
        f"{narrate.plural(points, 'bombard point')}: seat {owner}'s {narrate.planet(s, pid)} goes from"
        f" Development Level {planet.dev} to {dev}",
    )
    protected = effects.planet_effects(s.cards, pid, planet.markers, "capture_protection")
    if dev == data.MIN_DEV and not protected:
        push(s, ("capture", seat, pid))


def _capture_legal(s: InterstellarState, f: Frame) -> list[Action]:
    out = [act("decline")]
    if economy.afford(s, f[1], s.cards.planets[f[2]].cost):
        out.insert(0, act("capture"))
    return out


def _capture_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    """Capture: pay the planet's colonise cost; the 8-planet limit applies as for colonising; no
    Colony Event."""
    seat, pid = f[1], f[2]
    pop(s)
    if a.kind == "decline":
        return
    economy.pay(s, seat, s.cards.planets[pid].cost)
    steps: list[Frame] = []
    if economy.at_planet_limit(s, seat):
        steps.append(("give", seat))
    steps.append(("seize", seat, pid))
    push(s, *steps)


def _seize(s: InterstellarState, f: Frame) -> None:
    seat, pid = f[1], f[2]
    pop(s)
    owner, _ = economy.find_planet(s, pid)
    if owner < 0:
        return
    planet = economy.remove_planet(s, owner, pid)
    s.planets[seat].append(planet._replace(siphoned=False))
    s.captured[seat] += 1
    if not s.planets[owner]:
        push(s, ("last-planet", owner))


def _last_planet_skip(s: InterstellarState, f: Frame) -> bool:
    return not any(s.stack_tops)


def _last_planet_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """A player who lost their last planet takes any face-up planet, at level 4 if it can."""
    return [act("take-planet", data.PLANET_TYPES[t]) for t in range(4) if s.stack_tops[t]]


def _last_planet_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    pop(s)
    t = data.PLANET_TYPES.index(str(a.args[0]))
    pid = s.stack_tops[t]
    s.stack_tops[t] = ""
    s.planets[seat].append(Held(pid, min(data.LAST_PLANET_DEV, economy.max_dev(s, seat, pid))))
    push(s, ("refill-stack", -1, t))


def _disrupt_legal(s: InterstellarState, f: Frame) -> list[Action]:
    dfn = _defender(s)
    return [act("disrupt", token_text(data.TRACKS[t], lv)) for t, lv in track.places(s, dfn, data.BASIC)] + [
        DONE
    ]


def _disrupt_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    """Disrupt Plans: up to 2 of the defender's tokens back to PREPARING, on their own tracks."""
    seat, left = f[1], f[2]
    if a.kind == "done":
        pop(s)
        return
    place = track.read_token(a.args[0])
    assert place is not None
    track.move(s, _defender(s), place[0], place[1], data.PREPARING)
    if left <= 1:
        pop(s)
    else:
        replace_top(s, ("disrupt", seat, left - 1))


frames.decision("fleet", _fleet_legal, _fleet_apply)
frames.decision("arrange", _arrange_legal, _arrange_apply, forced=False, skip=_arrange_skip)
frames.decision("unmatched", _unmatched_legal, _unmatched_apply)
frames.decision("steal", _steal_legal, _steal_apply, skip=_steal_skip)
frames.decision("spoil", _spoil_legal, _spoil_apply)
frames.decision("disrupt", _disrupt_legal, _disrupt_apply)
frames.decision("capture", _capture_legal, _capture_apply, exchange=True)
frames.decision("last-planet", _last_planet_legal, _last_planet_apply, skip=_last_planet_skip)
frames.automatic("combat", _step)
frames.automatic("draw-emergency", _draw_emergency)
frames.automatic("seize", _seize)
frames.chance("emergency", _emergency_sample, _emergency_valid, _emergency_apply)
frames.chance("roll", _roll_sample, _roll_valid, _roll_apply)
