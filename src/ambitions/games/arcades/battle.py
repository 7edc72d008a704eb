"""Battle (B.1.3 "Battle"; the phantom's rules B.1.4; the solo bots' battles B.1.5).

A battle is a sequence of stages, each a decision of the attacker (a person) or an automatic
step (a bot attacker, or a choice with one possible outcome):

``dice``       collect up to 1 die per attacking ship, 5 at most; raid dice only if the
               defender's agent or city is in the battle cluster
``roll``       a chance node: one face per die
``reroll``     Advance Tactics: reroll every skirmish die once per battle (A18, attacker only)
``self``       one hit on the attacker's own ships per flame
``intercept``  with an intercept rolled: one hit on the attacker's ships per fresh defending ship
``hits``       one hit on the defender's ships per hit symbol (damaged phantom ships first)
``keys``       steal resources, one slot at a time, each for its slot's keys (A12)
``push``       the pyramids push the defender's agent out of the battle cluster (A13)

A hit damages a fresh ship and destroys a damaged one; the destroyer takes destroyed ships as
trophies (the defender takes the attacker's, A11), and a holder of 3 or more gives them all back
for 2 Power at once (A21). After the battle, Repair-bots repair up to 2 of their owner's ships in
the battle cluster (A19). Cities are never hit (A13).

**Bots** (solo): a bot attacker takes the bot's dice (skirmish, assault, skirmish, assault,
skirmish, the last one a raid die when the defender's agent or city is there), ignores its raid
die's flames and intercepts, takes hits keeping a fresh ship as long as it can (spending
superfluous ships first if it started 1st in fresh ships), deals hits to damaged ships first,
gives destroyed ships straight back for 1 Power per 2 (A22), steals with each key the right-most
1-key resource and turns it into Power, and pushes the agent clockwise. A bot or the phantom
never holds trophies: ships they destroy go back to their owners' supply (A11).
"""

from __future__ import annotations

from typing import Final

from ambitions.core.words import counted
from ambitions.games.arcades import data, geometry, influence, resources
from ambitions.games.arcades.actions import ArcadesAction, act
from ambitions.games.arcades.state import EMPTY, PHANTOM, ArcadesState, Phase

STAGES: Final = ("dice", "roll", "reroll", "self", "intercept", "hits", "keys", "push")


def defenders(s: ArcadesState, attacker: int, cluster: int) -> list[int]:
    """The sides with ships in `cluster` that `attacker` may battle."""
    base = cluster * s.sides
    return [d for d in range(s.sides) if d != attacker and (s.fresh[base + d] or s.damaged[base + d])]


def raid_allowed(s: ArcadesState, defender: int, cluster: int) -> bool:
    """Raid dice need the defender's agent or one of its cities in the battle cluster."""
    if s.agent_cluster(defender) == cluster:
        return True
    if defender >= s.n:
        return False
    return any(s.cities[q] >= 0 and s.cities[q] >> 1 == defender for q in geometry.planets_of(cluster))


def start(s: ArcadesState, attacker: int, cluster: int, defender: int, resume: str) -> None:
    """`attacker` battles `defender` in `cluster`; afterwards the game goes back to `resume`."""
    s.battle_attacker = attacker
    s.battle_cluster = cluster
    s.battle_defender = defender
    s.battle_stage = "dice"
    s.battle_dice = (0, 0, 0)
    s.battle_faces = []
    s.battle_rerolled = False
    s.battle_self = s.battle_intercept = s.battle_hits = s.battle_keys = s.battle_pyramids = 0
    s.battle_first = influence.first_in_fresh(s, attacker, cluster)
    s.battle_resume = resume
    s.phase = Phase.BATTLE
    s.log(f"{s.side_name(attacker)} battles {s.side_name(defender)} in cluster {cluster + 1}")


def attacking(s: ArcadesState) -> tuple[int, int]:
    """The attacker's (fresh, damaged) ships in the battle cluster."""
    i = s.battle_cluster * s.sides + s.battle_attacker
    return s.fresh[i], s.damaged[i]


def attackers_left(s: ArcadesState) -> int:
    """How many attacking ships are left (fresh and damaged)."""
    i = s.battle_cluster * s.sides + s.battle_attacker
    return s.fresh[i] + s.damaged[i]


def defenders_left(s: ArcadesState) -> int:
    i = s.battle_cluster * s.sides + s.battle_defender
    return s.fresh[i] + s.damaged[i]


def defending(s: ArcadesState) -> tuple[int, int]:
    i = s.battle_cluster * s.sides + s.battle_defender
    return s.fresh[i], s.damaged[i]


# -- the attacker's decisions --------------------------------------------------------------------
def dice_options(s: ArcadesState) -> list[tuple[int, int, int]]:
    """Every pool of (assault, skirmish, raid) dice: 1 to 5, at most one per attacking ship."""
    most = min(data.MAX_DICE, attackers_left(s))
    raid = raid_allowed(s, s.battle_defender, s.battle_cluster)
    out = []
    for total in range(1, most + 1):
        for a in range(total, -1, -1):
            for k in range(total - a, -1, -1):
                r = total - a - k
                if r and not raid:
                    continue
                out.append((a, k, r))
    return out


def steal_options(s: ArcadesState) -> list[ArcadesAction]:
    """What the keys left can steal: a slot of a person's board, or (a solo bot) any resource
    from the supply for 2 keys; the phantom holds nothing (A12)."""
    d, keys = s.battle_defender, s.battle_keys
    out = []
    if d >= s.n:
        pass
    elif s.bots[d]:
        if keys >= data.BOT_STEAL_KEYS:
            unlimited = s.options.get("unlimited_supply")
            for r, name in enumerate(data.RESOURCES):
                if s.resource_supply[r] > 0 or unlimited:
                    out.append(act("steal", name))
    else:
        out += [act("steal", k + 1) for k in resources.stealable_slots(s, d, keys)]
    return out


def push_options(s: ArcadesState) -> list[int]:
    """Planets the pyramids may push the defender's agent to: as many clusters as pyramids,
    one way round, any planet (A13)."""
    k = s.battle_pyramids
    c = s.battle_cluster
    out: list[int] = []
    for dest in dict.fromkeys((geometry.cw(c, k), geometry.ccw(c, k))):
        out += list(geometry.planets_of(dest))
    return out


def battle_actions(s: ArcadesState) -> list[ArcadesAction]:
    """The attacker's legal actions at the current stage."""
    stage = s.battle_stage
    if stage == "dice":
        return [act("dice", *pool) for pool in dice_options(s)]
    if stage == "reroll":
        return [act("reroll"), act("no-reroll")]
    if stage in ("self", "intercept"):
        fresh, damaged = attacking(s)
        return [act("hit", kind) for kind, count in (("fresh", fresh), ("damaged", damaged)) if count]
    if stage == "hits":
        return [act("hit", kind) for kind in defender_targets(s)]
    if stage == "keys":
        return steal_options(s) + [act("done")]
    if stage == "push":
        return [act("push", data.PLANET_IDS[q]) for q in push_options(s)]
    return []


def defender_targets(s: ArcadesState) -> list[str]:
    """Where the next hit on the defender may go: damaged phantom ships first (B.1.4)."""
    fresh, damaged = defending(s)
    if s.phantom and s.battle_defender == PHANTOM and damaged:
        return ["damaged"]
    return [kind for kind, count in zip(("fresh", "damaged"), (fresh, damaged), strict=True) if count]


def apply_battle_action(s: ArcadesState, a: ArcadesAction) -> None:
    stage = s.battle_stage
    if stage == "dice":
        set_dice(s, int(a.args[0]), int(a.args[1]), int(a.args[2]))
    elif stage == "reroll":
        if a.kind == "reroll":
            s.battle_rerolled = True
            s.battle_stage = "reroll-roll"
            s.phase = Phase.CHANCE_ROLL
        else:
            s.battle_stage = "self"
            _totals(s)
    elif stage in ("self", "intercept"):
        hit_attacker(s, str(a.args[0]) == "fresh")
    elif stage == "hits":
        hit_defender(s, str(a.args[0]) == "fresh")
    elif stage == "keys":
        if a.kind == "done":
            s.battle_keys = 0
        else:
            steal(s, a.args[0])
    elif stage == "push":
        push(s, data.PLANET_INDEX[str(a.args[0])])


def set_dice(s: ArcadesState, assault: int, skirmish: int, raid: int) -> None:
    s.battle_dice = (assault, skirmish, raid)
    s.battle_stage = "roll"
    s.phase = Phase.CHANCE_ROLL


# -- the roll ------------------------------------------------------------------------------------
def roll_size(s: ArcadesState) -> tuple[int, int, int]:
    """The dice the pending roll throws (a reroll throws only the skirmish dice)."""
    if s.battle_stage == "reroll-roll":
        return (0, s.battle_dice[1], 0)
    return s.battle_dice


def roll_faces(s: ArcadesState, args: tuple[object, ...]) -> list[tuple[int, int]] | None:
    """The faces a ``roll`` outcome names, if they fit the pending roll: one ``A3``-style face
    per die, assault first, then skirmish, then raid."""
    want = roll_size(s)
    faces = []
    for arg in args:
        text = str(arg)
        if len(text) != 2 or text[0] not in data.DIE_LETTERS or text[1] not in "012345":
            return None
        faces.append((data.DIE_LETTERS.index(text[0]), int(text[1])))
    counts = tuple(sum(1 for d, _ in faces if d == die) for die in range(3))
    if counts != want or faces != sorted(faces, key=lambda f: f[0]):
        return None
    return faces


def roll_text(faces: list[tuple[int, int]]) -> tuple[str, ...]:
    return tuple(f"{data.DIE_LETTERS[d]}{f}" for d, f in faces)


def apply_roll(s: ArcadesState, faces: list[tuple[int, int]]) -> None:
    if s.battle_stage == "reroll-roll":
        s.battle_faces = [f for f in s.battle_faces if f[0] != data.SKIRMISH] + faces
        s.battle_faces.sort(key=lambda f: f[0])
    else:
        s.battle_faces = faces
    s.phase = Phase.BATTLE
    tactics = (
        s.battle_attacker < s.n
        and s.has(s.battle_attacker, data.ADVANCE_TACTICS)
        and not s.battle_rerolled
        and s.battle_dice[1] > 0
    )
    if tactics:
        s.battle_stage = "reroll"
        return
    s.battle_stage = "self"
    _totals(s)


def _totals(s: ArcadesState) -> None:
    """Count the rolled symbols (a bot ignores its raid die's flames and intercepts)."""
    bot = s.bots[s.battle_attacker]
    flames = intercepts = hits = keys = pyramids = 0
    for die, f in s.battle_faces:
        face = data.DICE[die][f]
        hits += face.hits
        keys += face.keys
        pyramids += face.pyramids
        if not (bot and die == data.RAID):
            flames += face.self_hits
            intercepts += face.intercepts
    s.battle_self = flames
    s.battle_intercept = -1 if intercepts else 0  # counted when the intercept stage begins
    s.battle_hits = hits
    s.battle_keys = keys
    s.battle_pyramids = pyramids
    faces = ", ".join(
        counted(k, w)
        for k, w in (
            (hits, "hit"),
            (flames, "flame"),
            (intercepts, "intercept"),
            (keys, "key"),
            (pyramids, "pyramid"),
        )
    )
    s.log(f"the roll counts {faces}")


# -- hits ----------------------------------------------------------------------------------------
def hit_attacker(s: ArcadesState, fresh: bool) -> None:
    """A flame or an intercept hits one of the attacker's ships (the attacker chooses which)."""
    if s.battle_stage == "self":
        s.battle_self -= 1
    else:
        s.battle_intercept -= 1
    i = s.battle_cluster * s.sides + s.battle_attacker
    if fresh:
        s.fresh[i] -= 1
        s.damaged[i] += 1
    else:
        s.damaged[i] -= 1
        destroyed(s, s.battle_defender, s.battle_attacker)


def hit_defender(s: ArcadesState, fresh: bool) -> None:
    s.battle_hits -= 1
    i = s.battle_cluster * s.sides + s.battle_defender
    if fresh:
        s.fresh[i] -= 1
        s.damaged[i] += 1
    else:
        s.damaged[i] -= 1
        destroyed(s, s.battle_attacker, s.battle_defender)


def destroyed(s: ArcadesState, destroyer: int, owner: int) -> None:
    """`destroyer` destroyed a ship of `owner`: a person takes it as a trophy (3 or more: all
    given back for 2 Power, A21); the phantom and a bot give it straight back (A11), a bot
    attacker counting it toward its Power (A22)."""
    if destroyer >= s.n or s.bots[destroyer]:
        _return_ship(s, owner, 1)
        if destroyer < s.n and destroyer == s.battle_attacker:
            s.kills[destroyer] += 1
            if s.kills[destroyer] >= 2:
                s.kills[destroyer] = 0
                s.power[destroyer] += 1
                s.log(f"{s.side_name(destroyer)} gains 1 Power for 2 destroyed ships")
        return
    m = s.sides
    s.trophies[destroyer * m + owner] += 1
    held = s.trophies[destroyer * m : destroyer * m + m]
    if sum(held) >= 3:
        for o, count in enumerate(held):
            if count:
                _return_ship(s, o, count)
        s.trophies[destroyer * m : destroyer * m + m] = [0] * m
        s.power[destroyer] += 2
        s.log(f"{s.side_name(destroyer)} returns {counted(sum(held), 'trophy', 'trophies')} for 2 Power")


def _return_ship(s: ArcadesState, owner: int, count: int) -> None:
    """Ships back to their owner's supply; the phantom's wait for a start card (B.1.4)."""
    if s.phantom and owner == PHANTOM:
        s.redeploy += count
        s.redeploy_avoid = s.battle_cluster
    else:
        s.supply[owner] += count


# -- keys and pyramids ---------------------------------------------------------------------------
def steal(s: ArcadesState, what: object) -> None:
    """Spend keys on one steal: slot `what` (1-6) of a person's board, or a resource type from
    the supply for a bot defender (2 keys)."""
    attacker, defender = s.battle_attacker, s.battle_defender
    if isinstance(what, int):
        slot = what - 1
        s.battle_keys -= data.SLOT_KEYS[slot]
        r = resources.steal_slot(s, attacker, defender, slot)
    else:
        s.battle_keys -= data.BOT_STEAL_KEYS
        r = data.RESOURCES.index(str(what))
        resources.gain_from_supply(s, attacker, r)
    s.log(f"{s.side_name(attacker)} steals {data.RESOURCES[r]}")


def push(s: ArcadesState, planet: int) -> None:
    """The defender's agent goes to `planet`, collecting nothing."""
    s.agents[s.battle_defender] = planet
    s.battle_pyramids = 0
    s.log(f"{s.side_name(s.battle_defender)}'s agent is pushed to {data.PLANET_IDS[planet]}")


# -- the automatic steps -------------------------------------------------------------------------
def resolve(s: ArcadesState) -> bool:
    """Run the battle's automatic steps. True when the attacker (a person) must decide now;
    False when the game must do something else first (a roll, a 7th resource, a phantom start
    card) or the battle is over (the phase is then back to what the battle interrupted)."""
    bot = s.bots[s.battle_attacker]
    while True:
        stage = s.battle_stage
        if s.drops or s.redeploy:
            return False
        if stage == "dice":
            if bot:
                set_dice(s, *bot_dice(s))
                return False
            return _decide(s)
        if stage == "reroll":
            return _decide(s)
        if stage == "self":
            if s.battle_self > 0 and attackers_left(s):
                if bot:
                    hit_attacker(s, bot_takes_fresh(s))
                    continue
                if not _decide(s):
                    continue
                return True
            s.battle_self = 0
            s.battle_stage = "intercept"
            if s.battle_intercept < 0:
                s.battle_intercept = defending(s)[0]
        elif stage == "intercept":
            if s.battle_intercept > 0 and attackers_left(s):
                if bot:
                    hit_attacker(s, bot_takes_fresh(s))
                    continue
                if not _decide(s):
                    continue
                return True
            s.battle_intercept = 0
            s.battle_stage = "hits"
        elif stage == "hits":
            if s.battle_hits > 0 and defenders_left(s):
                if bot:
                    hit_defender(s, not defending(s)[1])  # destroy first (B.1.5)
                    continue
                if not _decide(s):
                    continue
                return True
            s.battle_hits = 0
            s.battle_stage = "keys"
        elif stage == "keys":
            survivor = attackers_left(s) > 0 or not s.options.get("raid_requires_survivor")
            if s.battle_keys > 0 and survivor and steal_options(s):
                if bot:
                    bot_steal(s)
                    continue
                return _decide(s)  # never one option: a steal and done
            s.battle_keys = 0
            if s.battle_defender < s.n:
                resources.compact(s, s.battle_defender)
            s.battle_stage = "push"
        elif stage == "push":
            if s.battle_pyramids > 0 and s.agent_cluster(s.battle_defender) == s.battle_cluster:
                if bot:
                    c = geometry.cw(s.battle_cluster, s.battle_pyramids)
                    push(s, c * data.PLANETS_PER_CLUSTER)  # clockwise, onto the left-most planet
                    continue
                return _decide(s)
            s.battle_pyramids = 0
            end(s)
            return False
        else:
            raise AssertionError(f"battle stage {stage!r} is not automatic")


def _decide(s: ArcadesState) -> bool:
    """Hand the decision to the attacker, or take its only option (not recorded) and say so."""
    options = battle_actions(s)
    if len(options) == 1 and s.battle_stage not in ("keys",):
        apply_battle_action(s, options[0])
        return False
    s.mover = s.battle_attacker
    return True


def end(s: ArcadesState) -> None:
    """The battle is over: Repair-bots (A19), then back to what it interrupted."""
    c = s.battle_cluster
    for side in (s.battle_attacker, s.battle_defender):
        if side < s.n and s.has(side, data.REPAIR_BOTS):
            i = c * s.sides + side
            k = min(data.REPAIR_BOTS_REPAIRS, s.damaged[i])
            s.damaged[i] -= k
            s.fresh[i] += k
    s.phase = s.battle_resume
    s.battle_attacker = s.battle_cluster = s.battle_defender = EMPTY
    s.battle_stage = ""
    s.battle_dice = (0, 0, 0)
    s.battle_faces = []
    s.battle_rerolled = False
    s.battle_first = False
    s.battle_resume = ""


# -- the bots' battle choices (B.1.5 "Bot battle") -----------------------------------------------
def bot_defender(s: ArcadesState, bot: int, cluster: int) -> int:
    """The rival with the most fresh ships in `cluster` (among those with ships there); ties go
    to the human, then clockwise from the bot."""
    rivals = defenders(s, bot, cluster)
    order = sorted(rivals, key=lambda d: (0 if d == s.human else 1, (d - bot) % s.n))
    base = cluster * s.sides
    return max(order, key=lambda d: (s.fresh[base + d], -order.index(d)))


def bot_dice(s: ArcadesState) -> tuple[int, int, int]:
    """Skirmish, assault, skirmish, assault, skirmish: one per ship up to 5, the last a raid
    die when the defender's agent or city is present."""
    ships = min(data.MAX_DICE, attackers_left(s))
    pool = list(data.BOT_DICE_ORDER[:ships])
    if pool and raid_allowed(s, s.battle_defender, s.battle_cluster):
        pool[-1] = data.RAID
    return (pool.count(data.ASSAULT), pool.count(data.SKIRMISH), pool.count(data.RAID))


def bot_takes_fresh(s: ArcadesState) -> bool:
    """Where a hit on a bot's own ships goes: True to damage a fresh ship, False to destroy a
    damaged one.

    It damages its ships first but keeps one fresh ship as long as possible (destroying damaged
    ships before damaging its last fresh one); having started 1st in fresh ships, it spends its
    superfluous ships first and then keeps 1st place as long as it can.
    """
    fresh, damaged = attacking(s)
    if not damaged:
        return True
    if not fresh:
        return False
    if s.battle_first:
        return influence.superfluous(s, s.battle_attacker, s.battle_cluster) > 0
    return fresh >= 2


def bot_steal(s: ArcadesState) -> None:
    """A key steals the right-most 1-key resource on the defender's board (slot 5, then 3, then
    2), which the bot turns into 1 Power; a key with nothing to steal is lost."""
    d = s.battle_defender
    base = d * data.BOARD_SLOTS
    for k in range(data.BOARD_SLOTS - 1, -1, -1):
        if data.SLOT_KEYS[k] == 1 and s.resources[base + k] >= 0:
            s.battle_keys -= 1
            resources.steal_slot(s, s.battle_attacker, d, k)
            s.log(f"{s.side_name(s.battle_attacker)} steals slot {k + 1} for 1 Power")
            return
    s.battle_keys = 0
