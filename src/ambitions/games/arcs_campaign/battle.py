"""Battle in the Empire and against the Free States (CRB p.11, p.15, p.27).

Choosing a battle (the campaign's ``battle`` rule, through `ArcsState.REPLACED_RULES`):

* ``battle 3.3 1``: a seat defends, as in Arcs. The Truce Law (CRB p.11): a Regent cannot
  battle a Rival Regent in a system with Imperial ships. A Regent defending there must add the
  system's Imperial ships to their defending ships.
* ``battle 3.3 1 imperial 1 0``: a Regent attacking adds Imperial ships of the system (here 1
  fresh, 0 damaged) to their attacking ships; only where they command the Imperial fleet
  (Presence Law, CRB p.10).
* ``battle 3.3 empire``: an Outlaw battles the Empire; the Imperial ships there defend, and the
  First Regent takes the Outlaw's destroyed pieces as Trophies (none: they go back).
* ``battle 3.3 free``: the Free States; all Free buildings there defend, hit like buildings.
* ``battle 3.3 blight``: the Blight (CRB p.19); all Blight there defends. It is Tough: two hits
  damage a fresh Blight or destroy a damaged one (a Trophy), one hit does nothing; so a hit on
  it (``hit blight-fresh`` / ``hit blight-damaged``) spends two hits, and a last single hit is
  lost (reading: a player never gains by splitting hits between two Blight). It is hit by
  hits, not building hits (DOUBT, BRD C.4: the icons are lost from the rule text), and never
  intercepts.

A battle without neutral pieces on either side is the Arcs engine's, unchanged. One with them
runs here, through the campaign's own decision points (`CampaignPhase.BATTLE_DICE`,
`CHANCE_ROLL`, `BATTLE`), in the steps of CRB p.14 / base p14: dice, roll, rerolls, hits on the
attacking ships, the intercept, hits, building hits, raiding. Hits on Imperial ships are named
``hit imperial-fresh`` / ``hit imperial-damaged``; buildings by slot, as in Arcs.

Raiding the Free States (CRB p.15): ``steal weapon 1`` gains 1 resource of the battle planet's
type from the supply for `data.FREE_STATES_RAID_KEYS` keys, once per battle (DOUBT, BRD C.4: the
key cost is an icon lost from the rule text; read as 1 key).
"""

from __future__ import annotations

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import lore as arcs_lore
from ambitions.games.arcs import powers, reach, resources
from ambitions.games.arcs.actions import ArcsAction, Arg, act
from ambitions.games.arcs.pieces import city_types
from ambitions.games.arcs.standard_actions import SID, SINDEX, SLOT_BY_NAME, SLOT_NAMES
from ambitions.games.arcs.state import CITY, EMPTY, NUM_PIECE_KINDS, ArcsState, Phase
from ambitions.games.arcs_campaign import data, empire, flagship
from ambitions.games.arcs_campaign.fates import (
    blight_speaker_act3,
    caretaker,
    conspirator,
    gate_wraith,
    hegemon,
    judge,
    pirate,
    planet_breaker,
    survivalist,
    twisted_passage,
    warden_act3,
)
from ambitions.games.arcs_campaign.state import EMPIRE, FREE, NEUTRAL_PIECES, CampaignPhase, CampaignState

Args = tuple[Arg, ...]
REROLL, SELF, INTERCEPT, HITS, BUILDING_HITS, RAIDING, DONE = (
    arcs_battle.REROLL,
    arcs_battle.SELF,
    arcs_battle.INTERCEPT,
    arcs_battle.HITS,
    arcs_battle.BUILDING_HITS,
    arcs_battle.RAIDING,
    arcs_battle.DONE,
)
IMPERIAL_SHIP, FREE_CITY, FREE_STARPORT, BLIGHT = range(len(NEUTRAL_PIECES))


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def free_buildings(s: ArcsState, system: int) -> list[int]:
    return [k for k in reach.SYSTEM_SLOTS[system] if s.slots[k] >= 0 and s.slots[k] >> 2 == FREE]


# -- choosing the battle -------------------------------------------------------------------------
def battle_targets(s: ArcsState, seat: int) -> list[Args]:
    """The Arcs battles less those the Truce Law forbids, with Imperial ships added where the
    attacker may add them, and the Empire and the Free States as defenders."""
    c = _c(s)
    out: list[Args] = []
    regent = empire.is_regent(c, seat)
    for args in arcs_battle.battle_targets(s, seat):
        system, defender = SINDEX[str(args[0])], int(args[1])
        imperial = empire.imperial_ships_at(c, system)
        if regent and imperial and empire.is_regent(c, defender) and not empire.ignores_truce(c, seat):
            continue  # Truce Law: no harming a Rival Regent where Imperial ships are
        out.append(args)
        out += _with_imperial(c, seat, system, args)
    flagships = max(c.flagship) >= 0  # (none in Act I: a hot path skips them)
    if flagships:
        out += _flagship_targets(c, seat, {args[:2] for args in out})
    if c.banners:
        truce = regent and empire.is_regent(c, hegemon.hegemon(c))  # (the Truce Law, CRB p.11)
        out += hegemon.battle_targets(c, seat, {args[:2] for args in out}, truce)
    if c.bunkers:
        truce = regent and empire.is_regent(c, survivalist.survivalist(c))  # (the Truce Law, CRB p.11)
        out += survivalist.battle_targets(c, seat, {args[:2] for args in out}, truce)
    n = s.n
    for system in range(reach.NUM_SYSTEMS):
        if not (
            s.fresh[system * n + seat]
            or s.damaged[system * n + seat]
            or (flagships and _flagship_attacks(c, seat, system))
        ):
            continue
        if not regent and empire.imperial_ships_at(c, system):
            out.append((SID[system], "empire"))  # a Regent cannot harm Imperial ships
        # "When a Regent attacks in battle, they may add Imperial ships" (CRB p.11), whoever
        # defends: the Free States and the Blight too (the Admiral's objective, F7-01B, counts
        # on it: "you can battle Blight, Free cities, and Outlaws ... with both Loyal and
        # Imperial ships").
        if free_buildings(s, system):
            out.append((SID[system], "free"))
            out += _with_imperial(c, seat, system, (SID[system], "free"))
        if c.blight_fresh[system] or c.blight_damaged[system]:
            out.append((SID[system], "blight"))
            out += _with_imperial(c, seat, system, (SID[system], "blight"))
    if c.judges_chosen == seat:
        out += judge.battle_targets(c, seat, out)  # (the Judge's ships added, F24-04)
    return out


def _flagship_attacks(c: CampaignState, seat: int, system: int) -> bool:
    """`seat`'s Flagship is in `system` and collects dice (CRB p.23: up to its fresh starports;
    with none it collects none, so it cannot battle alone)."""
    return c.flagship[seat] == system and flagship.fresh_starports(c, seat) > 0


def _flagship_targets(c: CampaignState, seat: int, have: set[Args]) -> list[Args]:
    """Battles the Arcs rule does not see for a Flagship (a fresh Loyal ship, CRB p.22): a
    Flagship attacking alone, and a Rival whose only piece there is their Flagship; the Truce
    Law still applies (CRB p.11)."""
    out: list[Args] = []
    n = c.n
    regent = empire.is_regent(c, seat)
    for system in range(reach.NUM_SYSTEMS):
        ships = c.fresh[system * n + seat] + c.damaged[system * n + seat]
        if not ships and not _flagship_attacks(c, seat, system):
            continue
        for d in range(n):
            args: Args = (SID[system], d)
            if d == seat or args in have or not c.has_piece_at(system, d):
                continue
            if ships and c.flagship[d] != system:
                continue  # (the Arcs rule has it, or forbids it)
            if regent and empire.imperial_ships_at(c, system) and empire.is_regent(c, d):
                continue  # Truce Law
            out.append(args)
            out += _with_imperial(c, seat, system, args)
    return out


def _with_imperial(c: CampaignState, seat: int, system: int, args: Args) -> list[Args]:
    """`args` with each choice of commanded Imperial ships added (a Regent attacking, CRB p.11)."""
    if not empire.is_regent(c, seat) or not empire.commands(c, seat, system):
        return []
    return [
        (*args, "imperial", f, d)
        for f in range(c.imperial_fresh[system] + 1)
        for d in range(c.imperial_damaged[system] + 1)
        if f or d
    ]


def do_battle(s: ArcsState, seat: int, system_id: str, defender: int | str, *imperial: Arg) -> None:
    """Start the battle: the Arcs one when no neutral piece takes part, else the campaign's."""
    c = _c(s)
    system = SINDEX[system_id]
    imperial, judged = judge.split_tail(imperial)  # (the Judge's ships its Chosen adds, F24-04)
    added = (int(imperial[1]), int(imperial[2])) if imperial else (0, 0)
    if isinstance(defender, int):
        defends = empire.is_regent(c, defender) and empire.imperial_ships_at(c, system) > 0
        # A Flagship takes part, or the defender has one (its raid dice limit, CRB p.24).
        flagships = c.flagship[seat] == system or flagship.has(c, defender)
        flagships = flagships or pirate.PIRATE_FLEET in c.guild[seat]  # (its raid dice, F12-03)
        flagships = flagships or bool(c.breaking)  # (a Rival's battle in Breaking Worlds, F11-03B)
        # (Warden's Levy's ships take the attacker's hits, F16-12; a Ransack of a card with a
        # Court token, F16-18: the campaign's steps)
        flagships = flagships or warden_act3.has_levy(c, seat) or warden_act3.tokens_on_court(c)
        # (a Bunker there: hit as a building by the campaign's steps, F18-03)
        flagships = flagships or bool(c.bunkers and survivalist.bunker_at(c, system, defender))
        if not defends and added == (0, 0) and judged == (0, 0) and not flagships:
            arcs_battle.do_battle(s, seat, system_id, defender)
            return
        c.battle_side = "seat"
        c.battle_defender = defender
        c.battle_imperial_defend = defends
    else:
        c.battle_side = defender
        c.battle_defender = -1
        c.battle_imperial_defend = defender == "empire"
    c.battle_imperial_fresh, c.battle_imperial_damaged = added
    c.battle_judge_fresh, c.battle_judge_damaged = judged
    c.battle_system = system
    c.battle_intercepted = False
    c.battle_attacking_fresh = s.fresh[system * s.n + seat]
    c.battle_attacking_damaged = s.damaged[system * s.n + seat]
    c.battle_start_all_fresh = c.battle_attacking_damaged == 0 and added[1] == 0 and judged[1] == 0
    c.battle_trophies = sum(s.trophies[seat * s.n * NUM_PIECE_KINDS : (seat + 1) * s.n * NUM_PIECE_KINDS])
    c.phase = CampaignPhase.BATTLE_DICE
    if c.battle_defender >= 0:
        for p in powers.owned(s, c.battle_defender):
            if p.before_dice is not None:
                p.before_dice(s, c.battle_defender, seat)
        flagship.railgun(c, c.battle_defender, seat)


# -- a Fire Rifles volley at a Flagship (L02; CRB p.24-25) -----------------------------------------
def volley_at_flagship(s: CampaignState) -> bool:
    """True if a Fire Rifles volley (Galactic Rifles, L02: the Arcs engine's `lore`) has just
    been fired at a Rival whose Flagship is in the target system, and still runs in the Arcs
    battle steps, which do not know the Flagship board."""
    return (
        s.phase == Phase.CHANCE_ROLL
        and s.battle_stage == arcs_lore.VOLLEY_STAGE
        and not s.battle_side
        and s.battle_defender >= 0
        and s.flagship[s.battle_defender] == s.battle_system
    )


def begin_volley(s: CampaignState) -> None:
    """The volley's roll and hits go through the campaign's battle steps, so that its hits,
    "ships before buildings" (L02), reach the defending Flagship's Upgrades and Armor once it is
    the only defending ship left, each column's Armor first ("If the Flagship is the only
    remaining defending ship, the attacker hits Upgrades and Armor with [hits]"; "Armor is always
    hit before its Upgrade", CRB p.23-24; `hit_options`). It is not a battle (the Arcs FAQ): no
    Imperial ship is added to either side, no modifier, no raid (it rolls no key), no after-battle
    power; destroyed board buildings are the firer's Trophies as in battle (R15)."""
    s.battle_side = "seat"
    s.battle_imperial_defend = False
    s.battle_imperial_fresh = s.battle_imperial_damaged = 0
    s.battle_intercepted = False
    s.phase = CampaignPhase.CHANCE_ROLL


# -- dice ----------------------------------------------------------------------------------------
def attacking_ships(s: CampaignState) -> int:
    """Loyal and Imperial attacking ships left, and the Judge's its Chosen added (F24-04)."""
    loyal = s.battle_attacking_fresh + s.battle_attacking_damaged
    judged = s.battle_judge_fresh + s.battle_judge_damaged
    return loyal + s.battle_imperial_fresh + s.battle_imperial_damaged + judged


def attackers_left(s: CampaignState) -> bool:
    """An attacking ship left (base p14 step 5): the Flagship always is (CRB p.22)."""
    return attacking_ships(s) > 0 or s.flagship[s.turn_seat] == s.battle_system


def dice_options(s: CampaignState, seat: int) -> list[Args]:
    """One die per attacking ship (Imperial ones included), at most 6 of a type; raid dice only
    against defending buildings or a defender with no buildings (base p14)."""
    system = s.battle_system
    ships = attacking_ships(s)
    if s.flagship[seat] == system:
        ships += flagship.fresh_starports(s, seat)  # up to 1 die per fresh starport (CRB p.23)
    least = 1
    for p in powers.owned(s, seat):
        if p.extra_dice is not None:
            extra, mandatory = p.extra_dice(s, seat, system)
            ships += extra
            if mandatory:
                least = max(least, extra)
    if s.battle_side == "seat":
        d = s.battle_defender
        raid_ok = arcs_battle.may_take_raid_dice(s, system, d) and not any(
            p.blocks_raid_dice is not None and p.blocks_raid_dice(s, d, system) for p in powers.owned(s, d)
        )
        if flagship.has(s, d):  # (its own limit, CRB p.24; the powers' blocks still apply)
            raid_ok = flagship.raid_dice_allowed(s, d, system) and not any(
                p.blocks_raid_dice is not None and p.blocks_raid_dice(s, d, system)
                for p in powers.owned(s, d)
            )
        if not raid_ok and pirate.fleet_raids(s, seat, d, system):
            raid_ok = True  # Pirate Fleet (F12-03): raid dice with no defending building or Flagship
    else:
        raid_ok = True  # the Empire has no buildings; the Free States defend with buildings
    cap = arcs_data.MAX_DICE_PER_TYPE
    max_raid = min(cap, ships) if raid_ok else 0
    out: list[Args] = []
    for a in range(min(cap, ships) + 1):
        for k in range(min(cap, ships - a) + 1):
            for r in range(min(max_raid, ships - a - k) + 1):
                if a + k + r >= least:
                    out.append((a, k, r))
    return out


def do_dice(s: CampaignState, a: int, k: int, r: int) -> None:
    s.battle_dice = (int(a), int(k), int(r))
    pirate.fleet_dice(s, int(r))
    s.phase = CampaignPhase.CHANCE_ROLL


def do_roll(s: CampaignState, faces: list[tuple[int, int]]) -> None:
    """The rolled faces; rerolls the attacker's powers allow; then the totals (base p14). A
    Fire Rifles volley's roll: 1 hit per hit rolled, nothing else (`begin_volley`)."""
    if s.battle_stage == arcs_lore.VOLLEY_STAGE:
        arcs_lore.volley_hits(s, faces)
        s.phase = CampaignPhase.BATTLE
        return
    if s.battle_stage == REROLL:
        s.battle_rerolled += faces  # a rerolled die is not rerolled again
    else:
        s.battle_faces = list(faces)
        s.battle_rerolled = []
        budget = [0, 0, 0]
        for p in powers.owned(s, s.turn_seat):
            if p.rerolls is not None:
                for kind, count in p.rerolls(s, s.turn_seat).items():
                    budget[kind] += count
        budget[0] += flagship.torpedo_rerolls(s, s.turn_seat)
        s.battle_rerolls = budget
    s.phase = CampaignPhase.BATTLE
    s.battle_stage = REROLL if arcs_battle.reroll_options(s) else SELF
    if s.battle_stage == SELF:
        total_faces(s)


def total_faces(s: CampaignState) -> None:
    """Total the symbols rolled, with the intercept modifiers of the attacker's powers and, when
    a seat defends, the defender's (as `arcs.battle.total_faces`)."""
    totals = [0, 0, 0, 0, 0]
    for d, f in s.battle_faces + s.battle_rerolled:
        for i, v in enumerate(arcs_data.DICE[arcs_data.DIE_TYPES[d]][f]):
            totals[i] += v
    hits, self_hits, intercepts, building_hits, keys = totals
    for seat, attacking in ((s.turn_seat, True), (s.battle_defender, False)):
        if seat < 0:
            continue
        for p in powers.owned(s, seat):
            if p.intercepts is not None:
                change = p.intercepts(s, seat, attacking)
                if change and intercepts + change >= 0:
                    powers.note(p.id)
                intercepts = max(0, intercepts + change)
    s.battle_hits = hits
    s.battle_self = self_hits
    s.battle_intercepts = intercepts
    s.battle_bhits = building_hits
    s.battle_keys = keys
    s.battle_rerolls = [0, 0, 0]
    s.battle_stage = SELF


# -- hits ----------------------------------------------------------------------------------------
def _attacking_options(s: CampaignState) -> list[str]:
    out = arcs_battle.attacking_options(s)
    if s.battle_imperial_fresh:
        out.append("imperial-fresh")
    if s.battle_imperial_damaged:
        out.append("imperial-damaged")
    out += judge.attacking_options(s)  # (the Judge's ships its Chosen added, F24-04)
    if s.flagship[s.turn_seat] == s.battle_system:
        # Hit like ships when attacking: may, and must once no other attacking ship remains
        # (CRB p.23), its Armor first (`flagship.hit_slot`).
        out += [flagship.TARGET_PREFIX + flagship.COLUMNS[c] for c in flagship.hit_columns(s, s.turn_seat)]
    return out


def _defending_flagship(s: CampaignState) -> list[str]:
    """The defender's Flagship board columns with a building, if its Flagship defends."""
    d = s.battle_defender
    if s.battle_side != "seat" or s.flagship[d] != s.battle_system:
        return []
    return [flagship.TARGET_PREFIX + flagship.COLUMNS[c] for c in flagship.hit_columns(s, d)]


def _defending_ships(s: CampaignState) -> list[str]:
    system = s.battle_system
    out: list[str] = []
    if s.battle_side == "seat":
        i = system * s.n + s.battle_defender
        if s.fresh[i]:
            out.append("fresh")
        if s.damaged[i]:
            out.append("damaged")
    if s.battle_imperial_defend:
        if s.imperial_fresh[system]:
            out.append("imperial-fresh")
        if s.imperial_damaged[system]:
            out.append("imperial-damaged")
    return out


def _defending_buildings(s: CampaignState) -> list[int]:
    if s.battle_side == "seat":
        return arcs_battle.defender_buildings(s, s.battle_system, s.battle_defender)
    if s.battle_side == "free":
        return free_buildings(s, s.battle_system)
    return []


def hit_options(s: CampaignState) -> list[Args]:
    """The pieces the stage's next hit may go to; defending ships (Imperial ones included)
    before buildings: "To hit a Regent's buildings ..., an Outlaw must destroy all defending
    ships, even Imperials" (CRB p.11)."""
    stage = s.battle_stage
    if stage in (SELF, INTERCEPT):
        levy = warden_act3.levy_hit_options(s)  # (Warden's Levy's ships first, F16-12)
        return [(x,) for x in levy or _attacking_options(s)]
    if stage == HITS:
        ships = _defending_ships(s)
        if ships:
            return [(x,) for x in ships]
        board = _defending_flagship(s)
        if board:
            # The Flagship the only defending ship left: hits go to its Upgrades and Armor (CRB
            # p.24); an empty board takes none, and hits go on to buildings (reading: the
            # Flagship cannot be destroyed, so it shields nothing).
            return [(x,) for x in board]
        if s.battle_side == "blight":
            if s.battle_hits < blight_speaker_act3.blight_toughness(s, s.turn_seat):
                return []  # Tough: one hit does nothing (Blight Hunters: it does, F13-05)
            system = s.battle_system
            out: list[Args] = []
            if s.blight_fresh[system]:
                out.append(("blight-fresh",))
            if s.blight_damaged[system]:
                out.append(("blight-damaged",))
            return out
    if stage == BUILDING_HITS:
        # Upgrades and Armor are hit like buildings when defending (CRB p.24).
        names = [SLOT_NAMES[k] for k in _defending_buildings(s)] + _defending_flagship(s)
        names += hegemon.hit_options(s)  # Banners as buildings (F10-03)
        return [(x,) for x in names + survivalist.hit_options(s)]  # Bunkers too (F18-03)
    if stage == HITS:
        names = [SLOT_NAMES[k] for k in _defending_buildings(s)] + hegemon.hit_options(s)
        return [(x,) for x in names + survivalist.hit_options(s)]  # Bunkers as buildings (F18-03)
    return []


def _next_stage(s: CampaignState) -> None:
    stage = s.battle_stage
    if stage == SELF:
        s.battle_stage = INTERCEPT
        s.battle_self = 0
        if s.battle_intercepts and not s.battle_intercepted:
            # One intercept hit per fresh defending ship, Imperial ones included (base p14).
            s.battle_intercepted = True
            fresh = s.fresh[s.battle_system * s.n + s.battle_defender] if s.battle_side == "seat" else 0
            if s.battle_imperial_defend:
                fresh += s.imperial_fresh[s.battle_system]
            if s.battle_side == "seat":
                fresh += flagship.intercept_hits(s, s.battle_defender, s.battle_system)
            s.battle_self = fresh
            s.defender_intercepted()
    elif stage == INTERCEPT:
        s.battle_stage = HITS
    elif stage == HITS:
        s.battle_stage = BUILDING_HITS
    elif stage == BUILDING_HITS:
        s.battle_stage = RAIDING
    else:
        s.battle_stage = DONE


def _defending_taker(s: CampaignState) -> int:
    """Who takes the attacker's destroyed pieces: the defending seat; the First Regent when the
    Empire defends (CRB p.11); nobody against the Free States (they go back)."""
    if s.battle_side == "seat":
        return s.battle_defender
    if s.battle_side == "empire":
        return s.first_regent
    return -1


def do_hit(s: CampaignState, target: str) -> None:
    system, attacker = s.battle_system, s.turn_seat
    stage = s.battle_stage
    arcs_battle.spend_hit(s)
    if target.startswith(flagship.TARGET_PREFIX):
        column = flagship.COLUMNS.index(target.removeprefix(flagship.TARGET_PREFIX))
        if stage in (SELF, INTERCEPT):
            flagship.hit_column(s, attacker, column, _defending_taker(s))
        else:
            flagship.hit_column(s, s.battle_defender, column, attacker)  # a Trophy (R15)
        return
    if stage in (SELF, INTERCEPT) and target.startswith(warden_act3.LEVY_TARGET):
        warden_act3.hit_levy(s, target)
    elif stage in (SELF, INTERCEPT):
        _hit_attacking(s, target)
    elif target.startswith("banner-"):
        hegemon.hit(s, system, attacker)  # (F10-03: harmed as a building, a Trophy)
    elif target.startswith("bunker-"):
        survivalist.hit(s, system, attacker)  # (F18-03: as a building, 2 hits each step)
    elif target in ("fresh", "damaged"):
        arcs_battle.hit_ship(s, system, s.battle_defender, target == "damaged", attacker)
    elif target in ("imperial-fresh", "imperial-damaged"):
        hit_imperial_ship(s, system, target == "imperial-damaged", attacker)
    elif target in ("blight-fresh", "blight-damaged"):
        s.battle_hits -= blight_speaker_act3.blight_toughness(s, attacker) - 1  # Tough: a second hit
        if target == "blight-fresh":
            s.blight_fresh[system] -= 1
            s.blight_damaged[system] += 1
        else:
            s.blight_damaged[system] -= 1
            s.neutral_trophies[attacker * len(NEUTRAL_PIECES) + BLIGHT] += 1
    else:
        k = SLOT_BY_NAME[target]
        if s.slots[k] >> 2 == FREE:
            hit_free_building(s, k, attacker)
        else:
            arcs_battle.hit_building(s, k, attacker)


def _hit_attacking(s: CampaignState, target: str) -> None:
    taker = _defending_taker(s)
    system = s.battle_system
    if target.startswith(judge.TARGET_PREFIX):
        judge.hit_attacking(s, target, taker)
        return
    if target.startswith("imperial-"):
        damaged = target == "imperial-damaged"
        hit_imperial_ship(s, system, damaged, taker)
        if damaged:
            s.battle_imperial_damaged -= 1
        else:
            s.battle_imperial_fresh -= 1
            s.battle_imperial_damaged += 1
        return
    damaged = target == "damaged"
    if damaged and taker < 0:
        # Destroyed with nobody to take it: back to its owner's supply (CRB p.11).
        s.damaged[system * s.n + s.turn_seat] -= 1
        twisted_passage.destroyed(s, s.turn_seat)  # (or onto The Dead Live, F22-04)
        s.battle_attacking_damaged -= 1
        return
    arcs_battle.hit_attacking_ship(s, damaged, taker)


def hit_imperial_ship(s: CampaignState, system: int, damaged: bool, taker: int) -> None:
    """A fresh Imperial ship is damaged; a damaged one destroyed: a Trophy for `taker` (a seat),
    or back to the Imperial supply."""
    if not damaged:
        s.imperial_fresh[system] -= 1
        s.imperial_damaged[system] += 1
        return
    s.imperial_damaged[system] -= 1
    if taker >= 0:
        s.neutral_trophies[taker * len(NEUTRAL_PIECES) + IMPERIAL_SHIP] += 1
    else:
        twisted_passage.destroyed(s, EMPIRE)  # (or onto The Dead Live, F22-04)


def hit_free_building(s: CampaignState, slot: int, taker: int) -> None:
    """Free buildings are harmed like players' buildings; destroyed, a Trophy; destroying a Free
    city still Provokes Outrage (CRB p.15; no Court to ransack: the Free States have no agents)."""
    code = s.slots[slot]
    if not code & 1:
        s.slots[slot] = code | 1
        return
    is_city = (code >> 1) & 1 == CITY
    # The city's types (`city_types`, read while it stands): its planet's; none for a Free city on
    # a gate (a Loyal Gate Stations city swapped for a Free one), whose end provokes no Outrage.
    types = city_types(s, slot) if is_city else ()
    s.slots[slot] = EMPTY
    s.neutral_trophies[taker * len(NEUTRAL_PIECES) + (FREE_CITY if is_city else FREE_STARPORT)] += 1
    for r in types:
        arcs_battle.provoke_outrage(s, taker, r)


# -- the decision loop ---------------------------------------------------------------------------
def battle_actions(s: CampaignState) -> list[ArcsAction]:
    if s.ransacks:
        return [act("ransack", c) for c in ransack_options(s)]
    if s.battle_stage == RAIDING:
        out = [ArcsAction("steal", args) for args in _raid_options(s)]
        out.append(act("done"))
        return out
    if s.battle_stage == REROLL:
        out = [ArcsAction("reroll", args) for args in arcs_battle.reroll_options(s)]
        out.append(act("keep"))
        return out
    return [ArcsAction("hit", args) for args in hit_options(s)]


def ransack_options(s: CampaignState) -> list[str]:
    """The Court cards a Ransack may take (Feudal Courts, F16-18: a Court token's card only from
    a battle in its Fief)."""
    return warden_act3.ransackable(s, arcs_battle.ransack_options(s, s.turn_seat, s.ransacks[0]))


def ransack(s: CampaignState, card: str) -> None:
    """Ransack the Court: a secure (a Lord takes back its Fief's Court token, F16-18)."""
    warden_act3.before_secure(s, s.turn_seat, card)
    i = s.court.index(card)
    agents = s.court_agents[i * s.n : (i + 1) * s.n]
    deck = conspirator.before_secure(s, s.turn_seat, card)  # (Conspiracies' refill, F23-03)
    storms = gate_wraith.before_secure(s, card)  # (Passage Storms attached stays, F22-06)
    arcs_battle.do_ransack(s, s.turn_seat, card)
    gate_wraith.after_secure(s, s.turn_seat, i, card, storms)
    conspirator.after_secure(s, s.turn_seat, card, i, agents, deck)  # (F23-03 refill, F23-05 guess)


def _raid_options(s: CampaignState) -> list[Args]:
    """Keys steal from a defending seat as in Arcs, and its Golems (`caretaker.raid_options`);
    the Free States give 1 resource of the planet's type (`_free_states_raid`); the Empire has
    nothing to steal."""
    if s.battle_side == "free":
        return _free_states_raid(s)
    if s.battle_side != "seat" or not attackers_left(s):
        return []
    more = s.battle_imperial_fresh + (s.flagship[s.turn_seat] == s.battle_system)
    more += s.battle_judge_fresh + s.battle_judge_damaged  # (the Judge's ships, F24-04)
    s.battle_attacking_fresh += more  # Imperial attackers and the Flagship count as attackers
    try:
        out = arcs_battle.raid_options(s)
    finally:
        s.battle_attacking_fresh -= more
    if s.battle_keys > 0:  # Golems in the defender's slots or on Golem Hearth (F5-03, F5-05)
        out += caretaker.raid_options(s, s.battle_defender, s.turn_seat, s.battle_keys)
    out += pirate.raid_options(s, s.battle_defender, s.battle_keys)  # the Pirate Hoard (F12-02)
    return pirate.limit_raid(s, out)  # Pirate Fleet's raid: resources, 1 per damaged ship (F12-03)


def _free_states_raid(s: CampaignState) -> list[Args]:
    """CRB p.15 "Raiding": "You may gain exactly 1 resource matching its planet type by spending
    [keys]. You cannot gain multiple resources from the Free States in the same battle": with an
    attacking ship left (base p14 step 5), on a planet, from the supply (a gain)."""
    system = s.battle_system
    if not attackers_left(s) or s.battle_keys < data.FREE_STATES_RAID_KEYS or reach.is_gate(system):
        return []
    r = reach.PLANET_RESOURCE[system]
    if s.resource_supply[r] <= 0 or resources.supply_on_card(s, r):
        return []
    return [(arcs_data.RESOURCES[r], data.FREE_STATES_RAID_KEYS)]


def apply_battle_action(s: CampaignState, a: ArcsAction) -> None:
    if a.kind == "ransack":
        ransack(s, str(a.args[0]))
    elif a.kind == "hit":
        do_hit(s, str(a.args[0]))
    elif a.kind == "steal" and s.battle_side == "free":
        resources.gain(s, s.turn_seat, arcs_data.RESOURCES.index(str(a.args[0])))
        s.battle_keys -= int(a.args[1])
        s.battle_stage = DONE  # no second resource from the Free States in this battle
    elif a.kind == "steal" and a.args[0] == "hoard":
        pirate.note_steal(s)
        pirate.steal_from_hoard(s, s.turn_seat, str(a.args[1]))
    elif a.kind == "steal" and a.args[0] == "golem":
        caretaker.steal(s, s.battle_defender, s.turn_seat, str(a.args[1]), int(a.args[2]))
    elif a.kind == "steal":
        pirate.note_steal(s)
        arcs_battle.do_steal(s, a.args)
    elif a.kind == "reroll":
        arcs_battle.do_reroll(s, str(a.args[0]))
        s.phase = CampaignPhase.CHANCE_ROLL
    elif a.kind == "keep":
        total_faces(s)
    else:
        s.battle_stage = DONE


def resolve(s: CampaignState) -> bool:
    """Forced steps of the battle; True when a decision is needed, False once it is over."""
    while True:
        if s.choices or s.discard_queue:
            return True
        if s.ransacks:
            cards = ransack_options(s)
            if len(cards) > 1:
                return True
            if cards:
                ransack(s, cards[0])
            else:
                s.ransacks.pop(0)
            continue
        stage = s.battle_stage
        if stage == REROLL:
            return True
        if stage == DONE:
            end_battle(s)
            return False
        if stage == RAIDING:
            if _raid_options(s):
                return True
            s.battle_stage = DONE
            continue
        if arcs_battle.pending_hits(s) <= 0:
            _next_stage(s)
            continue
        options = hit_options(s)
        if not options:
            _next_stage(s)
            continue
        if len(options) > 1:
            return True
        do_hit(s, str(options[0][0]))


def end_battle(s: CampaignState) -> None:
    """After-battle powers of the attacker and of a defending seat (none after a Fire Rifles
    volley: not a battle), then the battle is over."""
    attacker, defender = s.turn_seat, s.battle_defender
    volley = arcs_battle.VOLLEY in s.turn_flags
    if volley:
        s.turn_flags.remove(arcs_battle.VOLLEY)
    for seat, attacking in ((attacker, True), (defender, False)):
        if seat < 0 or volley:
            continue
        for p in powers.owned(s, seat):
            if p.after_battle is not None:
                p.after_battle(s, seat, attacking)
    s.battle_faces = []
    s.battle_rerolled = []
    s.battle_system = -1
    s.battle_defender = -1
    s.battle_stage = ""
    s.battle_dice = (0, 0, 0)
    s.battle_hits = s.battle_self = s.battle_bhits = s.battle_keys = s.battle_intercepts = 0
    s.battle_intercepted = False
    s.battle_trophies = 0
    s.battle_attacking_fresh = s.battle_attacking_damaged = 0
    s.battle_side = ""
    s.battle_imperial_fresh = s.battle_imperial_damaged = 0
    s.battle_imperial_defend = False
    s.battle_judge_fresh = s.battle_judge_damaged = 0
    s.phase = Phase.ACTIONS
    if s.breaking:
        planet_breaker.battle_over(s)  # a Rival's battle in Breaking Worlds: the next Rival (F11-03B)
