"""Moving in the Empire (CRB p.10 "Movement", p.15, p.19): the Movement Law and Catapult moves.

* A Regent moves Imperial ships where they command them (Presence Law): at most 1 Imperial
  ship for each Loyal ship moving with it, at the same time, to the same system (the Movement
  Law): ``move 1.3 1.0 2 0 imperial 1 0`` moves 2 fresh Loyal ships and 1 fresh Imperial ship.
  A Catapult move carries Imperial ships on the same way (``catapult 2.0 2 0 imperial 1 0``).
* Catapult moves start from a Loyal starport, or a Free starport you control (CRB p.15), and
  end on entering a planet, a gate with Blight (CRB p.19), or a gate whose control stops the
  group (CRB p.10):
  - Empire control (a fresh Imperial ship) stops Outlaw pieces, not Regent or Imperial ones;
  - a Regent's control stops Outlaw pieces and a Rival Regent's pieces alone, not Imperial
    ships nor mixed Regent and Imperial groups;
  - an Outlaw's control stops Regent and Imperial ships alike (and, as in Arcs, a Rival
    Outlaw's).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Final

from ambitions.games.arcs import lore, powers, reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.actions import ArcsAction, Arg, act
from ambitions.games.arcs.powers import Choice, Power
from ambitions.games.arcs.state import STARPORT as STARPORT_KIND
from ambitions.games.arcs.state import ArcsState, Phase, building_code
from ambitions.games.arcs_campaign import empire, flagship
from ambitions.games.arcs_campaign.fates import (
    blight_speaker,
    blight_speaker_act3,
    founder_act2,
    hegemon,
    judge,
    pacifist,
    twisted_passage,
)
from ambitions.games.arcs_campaign.state import FREE, CampaignState

Args = tuple[Arg, ...]


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


@cache
def _imperial_groups(fresh: int, damaged: int, most: int) -> tuple[tuple[int, int], ...]:
    """(fresh, damaged) Imperial ships that may go along with `most` Loyal ships (1 each)."""
    return tuple((f, d) for f in range(fresh + 1) for d in range(damaged + 1) if (f or d) and f + d <= most)


def _commanded(s: CampaignState, seat: int, *moves: Sequence[Args]) -> dict[str, int]:
    """The sources of `moves` (system ids) where `seat` commands Imperial ships now
    (`empire.commands`), each with its index."""
    if not empire.may_command(s, seat):
        return {}
    sources = {str(args[0]) for listed in moves for args in listed}
    return {sid: std.SINDEX[sid] for sid in sources if empire.commands(s, seat, std.SINDEX[sid])}


# -- Move ------------------------------------------------------------------------------------------
def move_targets(s: ArcsState, seat: int) -> list[Args]:
    """The Arcs moves, and the same with Imperial ships where `seat` commands them; the Flagship's
    moves; Song of the Banner's (F10-04); each with Witnesses along where `seat` may carry them.
    One syntax: ``SRC DEST F D [flagship] [imperial F D] [witness K]`` (`_along`)."""
    c = _c(s)
    out = std.move_targets(s, seat)
    extra: list[Args] = []
    ignores = empire.ignores_laws(c, seat)
    flagship_moves = flagship.move_targets(c, seat)
    commanded = _commanded(c, seat, out, flagship_moves)
    for args in out if commanded else ():
        src = commanded.get(str(args[0]), -1)
        if src < 0:
            continue
        loyal = int(args[2]) + int(args[3])
        if ignores:
            loyal = reach.NUM_SYSTEMS * 15  # Imperial Officers: no Movement Law (F7-02)
        for f, d in _imperial_groups(c.imperial_fresh[src], c.imperial_damaged[src], loyal):
            extra.append((*args, "imperial", f, d))
    if ignores:
        extra += _imperial_alone(c, seat)
    for args in flagship_moves:  # the Flagship moves, Imperial ships along
        extra.append(args)
        src = commanded.get(str(args[0]), -1)
        if src >= 0:
            loyal = 1 + int(args[2]) + int(args[3])  # (the Movement Law: the Flagship counts)
            if ignores:
                loyal = reach.NUM_SYSTEMS * 15
            for f, d in _imperial_groups(c.imperial_fresh[src], c.imperial_damaged[src], loyal):
                extra.append((*args, "imperial", f, d))
    extra += hegemon.move_targets(c, seat)  # Song of the Banner (F10-04)
    if c.judges_chosen == seat:
        extra += judge.move_targets(c, seat, std.move_targets(s, seat))  # (the Judge's ships, F24-04)
    out += extra
    if c.witnesses:  # Witnesses moved along (F14-02)
        out += [
            (*args, "witness", k) for args in out for k in pacifist.carried(c, seat, std.SINDEX[str(args[0])])
        ]
    out += twisted_passage.move_targets(c, seat)  # (in and out of the Twisted Passage, F22-05)
    return out + blight_speaker_act3.move_targets(c, seat)  # (Blight alone: Blight Fury, F13-04)


def _imperial_alone(s: CampaignState, seat: int) -> list[Args]:
    """Imperial Officers (F7-02): Imperial ships move with no Loyal ship (the Movement Law
    ignored), from every system where the holder commands them."""
    out: list[Args] = []
    for src in range(reach.NUM_SYSTEMS):
        f, d = s.imperial_fresh[src], s.imperial_damaged[src]
        if not (f or d) or not empire.commands(s, seat, src):
            continue
        for dest in s.adjacency[src]:
            for gf, gd in _imperial_groups(f, d, f + d):
                if gf + gd:
                    out.append((reach.SYSTEM_IDS[src], reach.SYSTEM_IDS[dest], 0, 0, "imperial", gf, gd))
    return out


def do_move(s: ArcsState, seat: int, src_id: str, dest_id: str, f: int, d: int, *imperial: Arg) -> None:
    """Move the ships (Imperial ones too); from a starport that may launch them, they may go on
    catapulting (base p13, CRB p.10, p.15)."""
    c = _c(s)
    if twisted_passage.is_passage_move(src_id, dest_id):
        twisted_passage.do_move(c, seat, src_id, dest_id, int(f), int(d), *imperial)  # (F22-05)
        return
    src, dest = std.SINDEX[src_id], std.SINDEX[dest_id]
    f, d = int(f), int(d)
    imperial, judged = judge.split_tail(imperial)
    if judged != (0, 0):
        # The Judge's Loyal ships its Chosen moves (F24-04), with its own or alone: they end
        # the move where they arrive (reading: a Catapult launches the mover's own ships).
        before = s.controller(dest)
        judge.move_ships(c, src, dest, judged)
        std._shift(s, seat, src, dest, f, d)
        s.moved_fresh = [dest] * f
        std._moved_in(s, seat, dest, before)
        finish_move(c, seat)
        return
    if imperial and imperial[0] == "blight":  # (Blight Fury, F13-04: Blight alone, no Catapult)
        blight_speaker_act3.move_blight(c, src, dest, int(str(imperial[1])), int(str(imperial[2])))
        s.moved_fresh = []
        finish_move(c, seat)
        return
    with_flagship, (imp_f, imp_d), witnesses = _along(imperial)
    before = s.controller(dest)
    stop = stops_catapult(c, seat, dest, imp_f + imp_d > 0)
    launch = launches_catapult(c, seat, src)  # (control of a Free starport: before leaving)
    if with_flagship:
        # The Flagship (a fresh Loyal ship, CRB p.22) and the ships going with it; from a
        # starport that may launch them (a Free one, CRB p.25: "You don't need a Slipstream
        # Drive to Catapult from Free starports"), they may go on catapulting.
        c.flagship[seat] = dest
        _flagship_moved(c)
    std._shift(s, seat, src, dest, f, d)
    _shift_imperial(c, src, dest, imp_f, imp_d)
    if witnesses:
        pacifist.move(c, seat, src_id, dest_id, witnesses)
    s.moved_fresh = [dest] * f
    std._moved_in(s, seat, dest, before)
    if max(c.flagship) >= 0:
        flagship.rival_moved_in(c, seat, dest, before)
    if launch and c.passages and twisted_passage.breaks_gate(c, seat, src, dest, with_flagship):
        # Breaking Gates (F22-03, R18): the gate takes a Passage, the ships on it go into the
        # Twisted Passage and their Catapult ends there.
        twisted_passage.break_gate(c, seat, src, dest)
        finish_move(c, seat)
        return
    # (Imperial ships alone: no Catapult; the Flagship is a Loyal ship)
    if launch and not stop and s.adjacency[dest] and (f + d > 0 or with_flagship):
        s.catapult_at = dest
        s.catapult_fresh = f
        s.catapult_damaged = d
        c.catapult_imperial = (imp_f, imp_d)
        c.catapult_witnesses = witnesses
        s.catapult_path = [src, dest]
        if with_flagship:
            s.turn_flags.append(flagship.RIDING_FLAG)
        s.phase = Phase.CATAPULT
    else:
        finish_move(c, seat)


def _along(extra: tuple[Arg, ...]) -> tuple[bool, tuple[int, int], int]:
    """What goes along with the ships, from an action's tail: ``flagship`` (the Flagship,
    `flagship.move_targets`), ``imperial F D`` (Imperial ships) and ``witness K`` (Witnesses,
    F14-02)."""
    with_flagship, imperial, witnesses = False, (0, 0), 0
    items = list(extra)
    while items:
        what = str(items.pop(0))
        if what == "flagship":
            with_flagship = True
        elif what == "imperial":
            imperial = (int(str(items.pop(0))), int(str(items.pop(0))))
        elif what == "witness":
            witnesses = int(str(items.pop(0)))
    return with_flagship, imperial, witnesses


def _shift_imperial(s: CampaignState, src: int, dest: int, f: int, d: int) -> None:
    s.imperial_fresh[src] -= f
    s.imperial_damaged[src] -= d
    s.imperial_fresh[dest] += f
    s.imperial_damaged[dest] += d


def launches_catapult(s: CampaignState, seat: int, system: int) -> bool:
    """A Loyal starport, or a Free starport in a system `seat` controls (CRB p.15); with
    Catapult Overdrive (F22-02), a Rival's starport there too."""
    if std.has_loyal_starport(s, system, seat):
        return True
    ports = (building_code(FREE, STARPORT_KIND, False), building_code(FREE, STARPORT_KIND, True))
    has_free = any(s.slots[k] in ports for k in reach.SYSTEM_SLOTS[system])
    if has_free and (s.controller(system) == seat or founder_act2.privileged(s, seat, system)):  # (F2-22)
        return True
    return twisted_passage.OVERDRIVE in s.lore[seat] and twisted_passage.rival_port(s, seat, system)


def stops_catapult(s: CampaignState, seat: int, dest: int, with_imperial: bool) -> bool:
    """Whether entering `dest` ends the Catapult move (checked before moving in, base p13)."""
    if not reach.is_gate(dest):
        return True
    if (s.blight_fresh[dest] or s.blight_damaged[dest]) and not blight_speaker.ignores_blight(s, seat):
        return True  # "Blight ends Catapult moves!" (CRB p.19), not with Spore Ships (F13-02)
    if s.imperial_fresh[dest]:
        # Empire control stops Outlaw pieces only, and Regents bound by Martial Law (F7-20)
        return s.outlaw[seat] or s.under_martial_law(seat)
    ctrl = s.controller(dest)
    if ctrl < 0 or ctrl == seat:
        return False
    if s.outlaw[ctrl]:
        return True  # an Outlaw's gate stops Regent and Imperial ships alike
    # A Regent's gate: Outlaws stop; a Rival Regent stops unless Imperial ships go along.
    return s.outlaw[seat] or not with_imperial


# -- Catapult ----------------------------------------------------------------------------------------
def catapult_actions(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Carry any part of the group on (Imperial ships at most one per Loyal ship), or stop."""
    out = [act("catapult", *args) for args in std.catapult_targets(s, seat)]
    ours = [act("catapult", *args) for args in twisted_passage.catapult_targets(s, seat)]  # (F22-05)
    if flagship.riding(s, seat):
        # The Flagship carried on, with any part of the group or alone (`flagship.RIDING_FLAG`).
        alone = [
            act("catapult", reach.SYSTEM_IDS[x], 0, 0)
            for x in s.adjacency[s.catapult_at]
            if x not in s.catapult_path
        ]
        out = [act("catapult", *a.args, "flagship") for a in alone + out] + out
    imp_f, imp_d = s.catapult_imperial
    if imp_f or imp_d:
        extra = []
        for a in out:
            loyal = int(a.args[1]) + int(a.args[2]) + (a.args[-1] == "flagship")  # (it is one)
            for f, d in _imperial_groups(imp_f, imp_d, loyal):
                extra.append(act("catapult", *a.args, "imperial", f, d))
        out += extra
    if s.catapult_witnesses:  # Witnesses carried along (F14-02): some or all of them go on
        out += [
            act("catapult", *a.args, "witness", k) for a in out for k in range(1, s.catapult_witnesses + 1)
        ]
    out += ours
    out.append(act("stop"))
    return out


def do_catapult(s: CampaignState, seat: int, dest_id: str, f: int, d: int, *imperial: Arg) -> None:
    """Carry `f` fresh and `d` damaged Loyal ships (and Imperial ones) on; the rest stay."""
    if dest_id == twisted_passage.TWISTED:
        twisted_passage.do_catapult(s, seat, int(f), int(d), *imperial)  # (F22-05)
        return
    here, dest = s.catapult_at, std.SINDEX[dest_id]
    f, d = int(f), int(d)
    with_flagship, (imp_f, imp_d), witnesses = _along(imperial)
    launch = flagship.SLIPSTREAM_LAUNCH in s.turn_flags  # (the Slipstream Drive's first step)
    if launch:
        s.turn_flags.remove(flagship.SLIPSTREAM_LAUNCH)
    if with_flagship:
        s.flagship[seat] = dest  # the Flagship carried on
        _flagship_moved(s)
    elif flagship.RIDING_FLAG in s.turn_flags:
        s.turn_flags.remove(flagship.RIDING_FLAG)  # dropped off where it is
    pacifist.move(s, seat, reach.SYSTEM_IDS[here], dest_id, witnesses)
    before = s.controller(dest)
    stop = stops_catapult(s, seat, dest, imp_f + imp_d > 0)
    std._shift(s, seat, here, dest, f, d)
    _shift_imperial(s, here, dest, imp_f, imp_d)
    for _ in range(f):
        s.moved_fresh.remove(here)
        s.moved_fresh.append(dest)
    s.catapult_path.append(dest)
    std._moved_in(s, seat, dest, before)
    flagship.rival_moved_in(s, seat, dest, before)
    if launch and twisted_passage.breaks_gate(s, seat, here, dest, with_flagship):
        # Breaking Gates with the Slipstream Drive (F22-03, errata: "the Flagship's Slipstream
        # Drive Upgrade and its Armor" are the building used): a Catapult move from the
        # Flagship's planet into its cluster's gate; the Flagship goes in if it rode along.
        twisted_passage.break_gate(s, seat, -1, dest, slipstream=True)
        end_catapult(s)
    elif stop:
        end_catapult(s)
    else:
        s.catapult_at = dest
        s.catapult_fresh = f
        s.catapult_damaged = d
        s.catapult_imperial = (imp_f, imp_d)
        s.catapult_witnesses = witnesses


def end_catapult(s: CampaignState) -> None:
    """The Catapult move is over, and with it the move (`finish_move`)."""
    sprinting = lore.SPRINTING in s.turn_flags
    s.catapult_imperial = (0, 0)
    if flagship.RIDING_FLAG in s.turn_flags:
        s.turn_flags.remove(flagship.RIDING_FLAG)
    if flagship.SLIPSTREAM_LAUNCH in s.turn_flags:
        s.turn_flags.remove(flagship.SLIPSTREAM_LAUNCH)
    s.catapult_witnesses = 0
    std.end_catapult(s)  # (the Arcs `finish_move`: the mover's after-move powers)
    _after_move(s, s.turn_seat, sprinting)


# -- Sprinter Drives (L03) ------------------------------------------------------------------------
SPRINTER: Final = "sprinter-drives"
"""The campaign's question of Sprinter Drives (L03), ``[seat, "sprinter-drives", "move"]``
(`flagship.SPRINTER_QUESTION`, which the invariants read): it replaces the Arcs card's
(``[seat, "L03", "move"]``) after every move of its holder, so that the Flagship may be among the
ships moving again and every extra move is the campaign's (this module's `do_move`: Free
starports, the Blight and the Empire's control in Catapult moves)."""


def finish_move(s: CampaignState, seat: int) -> None:
    """A move and its Catapult moves are over: the Arcs `finish_move` (the mover's after-move
    powers), then Sprinter Drives' question as the campaign asks it (`_after_move`)."""
    sprinting = lore.SPRINTING in s.turn_flags
    std.finish_move(s, seat)
    _after_move(s, seat, sprinting)


def _flagship_moved(s: CampaignState) -> None:
    if flagship.MOVED_FLAG not in s.turn_flags:
        s.turn_flags.append(flagship.MOVED_FLAG)


def _set_flag(s: CampaignState, flag: str, on: bool) -> None:
    if on and flag not in s.turn_flags:
        s.turn_flags.append(flag)
    elif not on and flag in s.turn_flags:
        s.turn_flags.remove(flag)


def _after_move(s: CampaignState, seat: int, sprinting: bool) -> None:
    """Sprinter Drives (L03: "when you move fresh Loyal ships, one group of them may move once
    more") with a Flagship: "Lore that improves your Loyal ships—like Sprinter Drives—does
    improve your Flagship, since it is a fresh Loyal ship" (CRB p.25 "Ship Improvements"). After
    a move in which the Flagship changed systems (`flagship.MOVED_FLAG`: moved, or carried on
    by a Catapult move), it may move once more, alone or with fresh ships that moved and are
    where it is (one group); not after its own extra move (not recursive, the Arcs FAQ). A
    ship-only extra move keeps the Flagship's. The question is the campaign's (`SPRINTER`), in
    place of the card's, or none if nothing may move again (the extra moves are over, as the
    Arcs card clears them)."""
    moved = flagship.MOVED_FLAG in s.turn_flags
    if moved:
        s.turn_flags.remove(flagship.MOVED_FLAG)
    if not powers.has(s, seat, lore.SPRINTER_DRIVES):
        return
    if not sprinting:  # a new move: its own ships (and Flagship) may move again, no earlier ones
        _set_flag(s, flagship.SPRINTER_FLAG, moved and flagship.has(s, seat))
    asked = [k for k, c in enumerate(s.choices) if tuple(c[:3]) == (seat, lore.SPRINTER_DRIVES, "move")]
    ours: Choice = (seat, SPRINTER, "move")
    for k in reversed(asked):
        del s.choices[k]
    # Reading: no extra move outside a round's turn (the Pirate's Hoard spent at the Intermission,
    # F12-04, moves no further, as it takes no Catapult move there: `pirate.intermission_options`).
    if not s.lead_card or not _sprint_options(s, ours):
        s.sprinters = []
        _set_flag(s, flagship.SPRINTER_FLAG, False)
        return
    if ours not in s.choices:
        s.choices.append(ours)


def _sprint_options(s: ArcsState, choice: Choice) -> list[Args]:
    """The extra moves: as the card's (``choose 3.1 3.0 2``: fresh ships that moved, from one
    system, the move limit and the Warrior's owed battle kept), and the Flagship's (``choose
    3.0 2.0 1 flagship``: with up to as many fresh ships that moved as are in its system)."""
    c = _c(s)
    seat = int(choice[0])
    n = c.n
    limit = std.move_limit(c, seat)
    checks = std.may_shift_checks(c, seat)  # the Warrior's owed battle (Tactical)
    out: list[Args] = []
    for src in sorted(set(c.sprinters)):
        count = min(c.sprinters.count(src), c.fresh[src * n + seat])
        if limit:
            count = min(count, limit)
        for dest in c.adjacency[src]:
            out += [
                (std.SID[src], std.SID[dest], f)
                for f in range(1, count + 1)
                if all(ok(c, seat, src, dest, f) for ok in checks)
            ]
    x = c.flagship[seat]
    if flagship.SPRINTER_FLAG in c.turn_flags and x == flagship.IN_PASSAGE:
        # Out of the Twisted Passage (F22-05): alone (its ships there moved in, and moved ships
        # there are none: `twisted_passage.do_move`), to a planet of the die's symbol.
        out += [(twisted_passage.TWISTED, std.SID[dest], 0, "flagship") for dest in twisted_passage.exits(c)]
    elif flagship.SPRINTER_FLAG in c.turn_flags and x >= 0:
        count = min(c.sprinters.count(x), c.fresh[x * n + seat])
        if limit:
            count = min(count, limit - 1)  # (the Flagship is one of the ships)
        for dest in c.adjacency[x]:
            out += [
                (std.SID[x], std.SID[dest], f, "flagship")
                for f in range(count + 1)
                if all(ok(c, seat, x, dest, f + 1) for ok in checks)
            ]
    return out + [("done",)] if out else []


def _sprint_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """The extra move, by this module's `do_move` (its Catapult moves, if any, are the turn's
    next steps, as the Arcs card's); ``done`` ends the extra moves."""
    c = _c(s)
    seat = int(choice[0])
    if args[0] == "done":
        c.sprinters = []
        _set_flag(c, flagship.SPRINTER_FLAG, False)
        return
    src, f = std.SINDEX.get(str(args[0]), flagship.IN_PASSAGE), int(args[2])
    for _ in range(f):
        c.sprinters.remove(src)
    tail: tuple[Arg, ...] = ()
    if len(args) > 3 and args[3] == "flagship":
        _set_flag(c, flagship.SPRINTER_FLAG, False)  # it moves once more, no further
        tail = ("flagship",)
    c.turn_flags.append(lore.SPRINTING)
    do_move(c, seat, str(args[0]), str(args[1]), f, 0, *tail)
    if c.phase == Phase.CATAPULT:
        c.resume_phase = ""


SPRINTER_POWER: Final = Power(
    SPRINTER, "Sprinter Drives", choice_options=_sprint_options, choose=_sprint_choose
)
"""`SPRINTER`'s question (`ArcsState.EXTRA_POWERS`)."""
