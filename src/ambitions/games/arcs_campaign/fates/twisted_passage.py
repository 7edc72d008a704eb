"""F22 Gate Wraith: the Twisted Passage and the Passage tokens (F22-03 with its errata, F22-05).

The Twisted Passage is the map's 25th place (F22-05: "the map centre is now a gate called the
Twisted Passage"). It lives outside the Arcs engine's 24-system arrays (its compiled modules and
every Arcs game stay as they are): `CampaignState.passage_pieces` holds the pieces there (each
seat's fresh and damaged ships, the Empire's, then the Blight), `CampaignState.passages` the 6
Passage tokens (each a gate or `SUPPLY`), `CampaignState.dead_live` the ships on The Dead Live
(F22-04) and `CampaignState.passage_die` the event die's symbol in the central map area. All are
empty without the Gate Wraith's setup (`gate_wraith.setup_act3`), and then nothing here runs.
Its action text name is ``7.0`` (HRF's name: a seventh cluster's gate). Readings and what is
not built: docs/campaign.md, "F22 Gate Wraith, Act III".

* Gates with a Passage are out of play (F22-05): `refresh_map` takes them out of
  `ArcsState.in_play` and `ArcsState.adjacency`, so every Arcs and campaign rule that reads them
  (moves, Catapults, building, placing) leaves them alone. READING: no path marker joins the
  gates on either side (the gate is still there, only out of play: CRB's path markers are for
  clusters out of play), so the ring of gates is cut there; the Twisted Passage links them.
* Moving in and out (F22-05): ``move 1.1 7.0 2 0`` from a system in play adjacent (on the
  printed map, out-of-play clusters' path markers joining gates) to a gate with a Passage;
  ``move 7.0 3.2 2 0`` to any planet in play whose ID symbol is on the event die, after which
  the event die is rerolled: a chance event (``passage crisis hex``, `CampaignPhase.
  CHANCE_PASSAGE`), never a hidden roll.
* Catapult moves (CRB p.15; F22-02): a Catapult move next to a Passage may enter it and,
  unless that ends it (`stops_catapult`: Blight, control; never with Catapult Overdrive), go on
  in the same action to a planet of the die's symbol (``catapult 7.0 2 0 4.2 1 0``).
* Control (base p7, CRB p.10): as any system's, from the ships there (`controller`).
* No harm (F22-05: "Players cannot harm Rivals in the Twisted Passage"): no battle is offered
  there (it is no Arcs system, so the battle rules never see it); Crises still harm there (a
  Blight Crisis, `blight_crisis`; Passage Storms', `hit_each`); a destroyed ship that would go
  to a supply waits on The Dead Live (`destroyed`).
* Breaking a gate (F22-03, errata; R18 automatic): the holder of the ability Catapult moving
  from a planet into the gate of the same cluster places a Passage there, every ship on it
  (theirs, Rivals', Imperial) goes into the Twisted Passage (their Catapult ends), and the
  starport used and every building on the gate are returned to their owners' supplies (no
  Trophies, not harm: `CampaignState.remove_building`). `break_gate`. Flagships on the gate go
  in too (`IN_PASSAGE`), and the Slipstream Drive breaks gates (its Upgrade and Armor returned);
  Pilgrims on it go in; a Golem, Witness or the Portal (never on a gate in Act III) keeps it
  whole (`breaks_gate`).
* Flagships (CRB p.22-25) in the Twisted Passage: `flagship_targets`, `flagship_onward`,
  `slipstream_options`; control, the Presence Law and Crisis hits count them there.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import STARPORT as STARPORT_KIND
from ambitions.games.arcs.state import ArcsState, Phase, building_code
from ambitions.games.arcs_campaign import data, empire, flagship
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.state import EMPIRE, FREE, CampaignPhase, CampaignState

TWISTED: Final = "7.0"
"""The Twisted Passage's name in action texts and observations (HRF's seventh cluster's gate)."""
PASSAGES: Final = 6
SUPPLY: Final = -1
IN_PASSAGE: Final[int] = reach.NUM_SYSTEMS  # (`flagship.IN_PASSAGE`)
"""A piece kept by system index (a Flagship, a Pilgrim) in the Twisted Passage: one past the Arcs
systems, ``7.0`` in texts."""
BLIGHT: Final = -3
"""The Blight as an owner of pieces in the Twisted Passage (`pieces`; `EMPIRE` the Empire's)."""
OVERDRIVE: Final = "F22-02"
"""Catapult Overdrive (lore): Catapults from Rival starports its holder controls
(`movement.launches_catapult`)."""
BREAKING_GATES: Final = "F22-03"
PASSAGES_LAW: Final = "F22-05"
REROLL_STEP: Final = "reroll"
"""The question ``[seat, "F22-05", "reroll"]``: the event die rerolled after a move out of the
Twisted Passage, made a chance event by `flow` as soon as it is up."""


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def active(s: CampaignState) -> bool:
    """The Twisted Passage is on the map (the Gate Wraith set up, F22-01A)."""
    return bool(s.passages)


def gates(s: CampaignState) -> tuple[int, ...]:
    """The gates with a Passage token, in system order."""
    return tuple(sorted(x for x in s.passages if x >= 0))


def _index(s: CampaignState, owner: int) -> int:
    return 2 * (s.n if owner == EMPIRE else s.n + 1 if owner == BLIGHT else owner)


def ships(s: CampaignState, owner: int) -> tuple[int, int]:
    """(fresh, damaged) pieces of `owner` in the Twisted Passage: a seat's ships, `EMPIRE` the
    Imperial ships, `BLIGHT` the Blight."""
    if not s.passage_pieces:
        return (0, 0)
    k = _index(s, owner)
    return (s.passage_pieces[k], s.passage_pieces[k + 1])


def add_ships(s: CampaignState, owner: int, fresh: int, damaged: int) -> None:
    """Put pieces of `owner` (a seat, `EMPIRE` or `BLIGHT`) into the Twisted Passage (taken from
    elsewhere by the caller)."""
    k = _index(s, owner)
    s.passage_pieces[k] += fresh
    s.passage_pieces[k + 1] += damaged


# -- the map (F22-05: gates with a Passage are out of play) -----------------------------------------
@cache
def _map(
    out_of_play: tuple[int, ...], broken: tuple[int, ...]
) -> tuple[tuple[tuple[int, ...], ...], tuple[bool, ...]]:
    adjacency = reach.build_adjacency(out_of_play)
    in_play = reach.in_play_systems(out_of_play)
    if not broken:
        return adjacency, in_play
    adj = tuple(
        () if x in broken else tuple(y for y in near if y not in broken) for x, near in enumerate(adjacency)
    )
    return adj, tuple(ok and x not in broken for x, ok in enumerate(in_play))


def refresh_map(s: CampaignState) -> None:
    """`ArcsState.adjacency` and `in_play` without the gates holding a Passage (F22-05)."""
    s.adjacency, s.in_play = _map(s.out_of_play, gates(s))


def entrances(s: CampaignState) -> list[int]:
    """The systems in play adjacent to a gate with a Passage (F22-05: "You may move from systems
    adjacent to gates with a Passage to the Twisted Passage"), on the printed map."""
    printed = reach.build_adjacency(s.out_of_play)
    broken = gates(s)
    return sorted({y for g in broken for y in printed[g] if y not in broken and s.in_play[y]})


def exits(s: CampaignState) -> list[int]:
    """The planets in play whose ID symbol is on the event die (F22-05)."""
    if s.passage_die not in data.SYMBOLS:
        return []
    k = data.SYMBOLS.index(s.passage_die) + 1
    return [x for x in range(k, reach.NUM_SYSTEMS, 4) if s.in_play[x]]


def controller(s: CampaignState) -> int:
    """Who controls the Twisted Passage: a fresh Imperial ship there and the Empire (CRB p.10;
    a Regent whose turn it is with ships there commands it), else the most fresh ships (p7)."""
    if ships(s, EMPIRE)[0]:
        seat = s.turn_seat
        if seat >= 0 and not s.outlaw[seat] and not s.under_martial_law(seat) and loyal_there(s, seat):
            return seat
        return EMPIRE
    best, count, tie = -1, 0, False
    for p in range(s.n):
        f = ships(s, p)[0] + (s.flagship[p] == flagship.IN_PASSAGE)  # (a fresh Loyal ship, CRB p.22)
        if f > count:
            best, count, tie = p, f, False
        elif f == count and f:
            tie = True
    return -1 if tie else best


def present(s: CampaignState, seat: int) -> bool:
    """`seat` has ships in the Twisted Passage, or its Flagship (a fresh Loyal ship, CRB p.22)."""
    return any(ships(s, seat)) or s.flagship[seat] == flagship.IN_PASSAGE


def loyal_there(s: CampaignState, seat: int) -> bool:
    """`seat` has Loyal pieces in the Twisted Passage (the Presence Law, CRB p.10): ships, its
    Flagship, or Pilgrims of the Pathfinder (Loyal tokens, F9-08; CRB p.27)."""
    if present(s, seat):
        return True
    pilgrims = objective.holder(s, cards.PATHFINDER) == seat and "F9-08" not in s.scrapped  # (F9-08 held)
    return pilgrims and IN_PASSAGE in s.pilgrims


# -- moving in and out (F22-05) ---------------------------------------------------------------------
def move_targets(s: CampaignState, seat: int) -> list[Args]:
    """``SRC 7.0 F D`` from the systems next to a Passage, ``7.0 PLANET F D`` to the planets of
    the event die's symbol (any group, at most the mover's move limit, `std.move_limit`), each
    with Imperial ships along where the mover commands them (``... imperial 1 0``, the Movement
    Law: at most 1 per Loyal ship; `imperial_along`). From a starport that launches a Catapult
    (`movement.launches_catapult`), the group entering may go on (`onward`, Loyal ships only):
    ``SRC 7.0 F D PLANET F2 D2``."""
    if not active(s):
        return []
    from ambitions.games.arcs_campaign import movement  # (movement imports this module)

    limit = std.move_limit(s, seat)
    n = s.n
    out: list[Args] = []
    for src in entrances(s):
        f, d = s.fresh[src * n + seat], s.damaged[src * n + seat]
        groups = std._groups(f, d, limit)
        out += [(reach.SYSTEM_IDS[src], TWISTED, gf, gd) for gf, gd in groups]
        imperial = (s.imperial_fresh[src], s.imperial_damaged[src])
        if any(imperial) and empire.commands(s, seat, src):
            out += imperial_along(s, seat, reach.SYSTEM_IDS[src], TWISTED, groups, imperial)
        if movement.launches_catapult(s, seat, src):
            out += [
                (reach.SYSTEM_IDS[src], TWISTED, gf, gd, *on)
                for gf, gd in groups
                for on in onward(s, seat, gf, gd)
            ]
    f, d = ships(s, seat)
    groups = std._groups(f, d, limit)
    imperial = ships(s, EMPIRE)
    along = commands(s, seat)
    for dest in exits(s):
        out += [(TWISTED, reach.SYSTEM_IDS[dest], gf, gd) for gf, gd in groups]
        if along:
            out += imperial_along(s, seat, TWISTED, reach.SYSTEM_IDS[dest], groups, imperial)
    return out + flagship_targets(s, seat)


def flagship_targets(s: CampaignState, seat: int) -> list[Args]:
    """The Flagship's moves in and out (F22-05; CRB p.22: a fresh Loyal ship moving "with any of
    your other ships" there, as `flagship.move_targets`): ``SRC 7.0 F D flagship`` from a system
    next to a Passage, ``7.0 PLANET F D flagship`` to a planet of the die's symbol, each with
    Imperial ships along where `seat` commands them (``... flagship imperial F D``: the Movement
    Law counts the Flagship as a Loyal ship). READING: no Catapult goes on from it through the
    Twisted Passage (a plain move in or out; docs/campaign.md)."""
    x = s.flagship[seat]
    if x < 0:
        return []
    n = s.n
    if x == flagship.IN_PASSAGE:
        f, d = ships(s, seat)
        src, ends = TWISTED, [reach.SYSTEM_IDS[y] for y in exits(s)]
        imperial, along = ships(s, EMPIRE), commands(s, seat)
    elif x in entrances(s):
        f, d = s.fresh[x * n + seat], s.damaged[x * n + seat]
        src, ends = reach.SYSTEM_IDS[x], [TWISTED]
        imperial = (s.imperial_fresh[x], s.imperial_damaged[x])
        along = any(imperial) and empire.commands(s, seat, x)
    else:
        return []
    free = empire.ignores_laws(s, seat)
    out: list[Args] = []
    from ambitions.games.arcs_campaign import movement  # (movement imports this module)

    launch = src != TWISTED and movement.launches_catapult(s, seat, x)
    for dest in ends:
        for gf in range(f + 1):
            for gd in range(d + 1):
                out.append((src, dest, gf, gd, "flagship"))
                if launch:  # (a Catapult move from the starport: it may go on, CRB p.15)
                    out += [(src, dest, gf, gd, "flagship", *on) for on in flagship_onward(s, seat, gf, gd)]
                if not along:
                    continue
                out += [
                    (src, dest, gf, gd, "flagship", "imperial", i, j)
                    for i in range(imperial[0] + 1)
                    for j in range(imperial[1] + 1)
                    if (i or j) and (free or i + j <= 1 + gf + gd)
                ]
    return out


def is_passage_move(src_id: str, dest_id: str) -> bool:
    return TWISTED in (src_id, dest_id)


def do_move(s: CampaignState, seat: int, src_id: str, dest_id: str, f: int, d: int, *on: object) -> None:
    """Move into or out of the Twisted Passage (into it from a launching starport, perhaps on to
    a planet: `on`); out of it, the event die is rerolled (`REROLL_STEP`, a chance event), asked
    after the move's own after-move powers."""
    from ambitions.games.arcs_campaign import movement  # (movement imports this module)

    n = s.n
    with_flagship = bool(on) and on[0] == "flagship"
    if with_flagship:
        on = on[1:]
    imperial = (int(str(on[1])), int(str(on[2]))) if on and on[0] == "imperial" else (0, 0)
    if imperial != (0, 0):
        on = ()
    on, going_on = _flagship_on(on)
    if dest_id == TWISTED:
        src = reach.SYSTEM_INDEX[src_id]
        s.fresh[src * n + seat] -= f
        s.damaged[src * n + seat] -= d
        add_ships(s, seat, f, d)
        if with_flagship:
            s.flagship[seat] = flagship.IN_PASSAGE
            movement._flagship_moved(s)  # (Sprinter Drives: it may move once more, L03)
        s.imperial_fresh[src] -= imperial[0]
        s.imperial_damaged[src] -= imperial[1]
        add_ships(s, EMPIRE, *imperial)
        s.moved_fresh = []  # (no ship in the Twisted Passage moves again by Sprinter Drives)
        left = _leave(s, seat, *on, with_flagship=going_on) if on else False
        movement.finish_move(s, seat)
        if left:
            push_choice(s, seat, PASSAGES_LAW, REROLL_STEP)
        return
    dest = reach.SYSTEM_INDEX[dest_id]
    add_ships(s, EMPIRE, -imperial[0], -imperial[1])
    s.imperial_fresh[dest] += imperial[0]
    s.imperial_damaged[dest] += imperial[1]
    _leave(s, seat, dest_id, f, d, with_flagship=with_flagship)
    if with_flagship:
        movement._flagship_moved(s)
    movement.finish_move(s, seat)
    push_choice(s, seat, PASSAGES_LAW, REROLL_STEP)


def slipstream_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """The Slipstream Drive (CRB p.25: "Catapult move either your Flagship alone or other ships
    from your Flagship") with the Flagship in the Twisted Passage: a Catapult move from a gate
    (F22-05: it is one) reaches only a planet of the event die's symbol, which ends it, so the
    action names it: ``slipstream flagship 4.2``, ``slipstream 2 1 4.2``; the die is rerolled
    after. READING: no Imperial ships along from there (not built)."""
    f, d = ships(s, seat)
    groups = [(gf, gd) for gf in range(f + 1) for gd in range(d + 1) if gf or gd]
    out: list[ArcsAction] = []
    for x in exits(s):
        planet = reach.SYSTEM_IDS[x]
        out.append(act("slipstream", "flagship", planet))
        out += [act("slipstream", gf, gd, planet) for gf, gd in groups]
    return out


def slipstream_out(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """`slipstream_options`' move (the Prelude's flags already set by `flagship.slipstream`):
    the Flagship or the ships to the planet, the move's end, then the reroll (a chance event)."""
    from ambitions.games.arcs_campaign import movement  # (movement imports this module)

    if a.args[0] == "flagship":
        _leave(s, seat, a.args[1], 0, 0, with_flagship=True)
        movement._flagship_moved(s)
    else:
        _leave(s, seat, a.args[2], int(str(a.args[0])), int(str(a.args[1])))
    movement.finish_move(s, seat)
    push_choice(s, seat, PASSAGES_LAW, REROLL_STEP)


def commands(s: CampaignState, seat: int) -> bool:
    """`empire.commands` for the Twisted Passage (CRB p.10 Presence Law): a Regent on their own
    turn, with Loyal ships there (or Imperial Officers / Rogue Admirals, F7-02), not under
    Martial Law, where a fresh Imperial ship is."""
    return (
        seat == s.turn_seat
        and empire.is_regent(s, seat)
        and ships(s, EMPIRE)[0] > 0
        and (loyal_there(s, seat) or empire.ignores_laws(s, seat))
        and not s.under_martial_law(seat)
    )


def imperial_along(
    s: CampaignState, seat: int, src: str, dest: str, groups: list[tuple[int, int]], imperial: tuple[int, int]
) -> list[Args]:
    """The moves `src` -> `dest` of each Loyal group with Imperial ships along (``imperial F D``):
    at most 1 per Loyal ship (the Movement Law, CRB p.10), any number with Imperial Officers or
    Rogue Admirals (F7-02: the law ignored)."""
    free = empire.ignores_laws(s, seat)
    out: list[Args] = []
    for gf, gd in groups:
        for f in range(imperial[0] + 1):
            for d in range(imperial[1] + 1):
                if (f or d) and (free or f + d <= gf + gd):
                    out.append((src, dest, gf, gd, "imperial", f, d))
    return out


def _leave(s: CampaignState, seat: int, *to: object, keep: bool = False, with_flagship: bool = False) -> bool:
    """`f` fresh and `d` damaged of `seat`'s ships (and its Flagship, `with_flagship`) from the
    Twisted Passage to the planet `to` (``PLANET F D``); they are the move's fresh ships that
    moved (Sprinter Drives: with `keep`, a Catapult move's, added to those it dropped off
    before). True (they left)."""
    dest, f, d = reach.SYSTEM_INDEX[str(to[0])], int(str(to[1])), int(str(to[2]))
    n = s.n
    before = s.controller(dest)
    if with_flagship:
        s.flagship[seat] = dest
    add_ships(s, seat, -f, -d)
    s.fresh[dest * n + seat] += f
    s.damaged[dest * n + seat] += d
    s.moved_fresh = (s.moved_fresh if keep else []) + [dest] * f
    std._moved_in(s, seat, dest, before)
    return True


# -- Catapult moves through the Twisted Passage (F22-02, F22-05) --------------------------------------
def stops_catapult(s: CampaignState, seat: int) -> bool:
    """Whether entering the Twisted Passage ends `seat`'s Catapult move, as a gate's would (CRB
    p.10, p.19; `movement.stops_catapult`, Loyal ships alone): Blight there, Empire control (for
    an Outlaw, or one under Martial Law), a Rival's control; never with Catapult Overdrive
    (F22-02: "ignoring control and Blight")."""
    from ambitions.games.arcs_campaign.fates import blight_speaker  # (it imports movement)

    if OVERDRIVE in s.lore[seat]:
        return False
    if any(ships(s, BLIGHT)) and not blight_speaker.ignores_blight(s, seat):
        return True
    if ships(s, EMPIRE)[0]:
        return s.outlaw[seat] or s.under_martial_law(seat)
    ctrl = controller(s)
    return ctrl >= 0 and ctrl != seat


def onward(s: CampaignState, seat: int, f: int, d: int) -> list[tuple[str, int, int]]:
    """Where a Catapult group of `f` fresh and `d` damaged ships entering the Twisted Passage may
    go on (``PLANET F2 D2``: any part of it, to a planet of the event die's symbol, where the
    move ends), unless entering it ends the move (`stops_catapult`)."""
    if stops_catapult(s, seat):
        return []
    return [(reach.SYSTEM_IDS[x], gf, gd) for x in exits(s) for gf, gd in std._groups(f, d)]


def catapult_targets(s: CampaignState, seat: int) -> list[Args]:
    """A Catapult move under way at a system next to a Passage may enter the Twisted Passage
    with any part of its Loyal ships (``catapult 7.0 F D``; Imperial ships and Witnesses along
    stay where they are; a riding Flagship may go in: ``catapult 7.0 F D flagship``) and, unless
    that ends it, go on to a planet of the die's symbol (``catapult 7.0 F D PLANET F2 D2``,
    `flagship_onward`). The Catapult move ends there either way."""
    if not active(s) or s.catapult_at not in entrances(s):
        return []
    out: list[Args] = []
    for gf, gd in std._groups(s.catapult_fresh, s.catapult_damaged):
        out.append((TWISTED, gf, gd))
        out += [(TWISTED, gf, gd, *on) for on in onward(s, seat, gf, gd)]
    if flagship.riding(s, seat):  # (the Flagship along, with any part of the group or alone)
        for gf in range(s.catapult_fresh + 1):
            for gd in range(s.catapult_damaged + 1):
                out.append((TWISTED, gf, gd, "flagship"))
                out += [(TWISTED, gf, gd, "flagship", *on) for on in flagship_onward(s, seat, gf, gd)]
    return out


def _flagship_on(on: tuple[object, ...]) -> tuple[tuple[object, ...], bool]:
    """An onward tail ``PLANET F D [flagship]``: the Flagship goes on too with ``flagship``."""
    if len(on) == 4 and on[3] == "flagship":
        return on[:3], True
    return on, False


def flagship_onward(s: CampaignState, seat: int, f: int, d: int) -> list[Args]:
    """Where a group of `f` fresh and `d` damaged ships with the Flagship, entering the Twisted
    Passage in a Catapult move, may go on (`onward`, CRB p.22: the Flagship is a fresh Loyal
    ship of the group): any part of the ships, with or without the Flagship (``PLANET F2 D2
    flagship``), or the Flagship alone (``PLANET 0 0 flagship``)."""
    if stops_catapult(s, seat):
        return []
    out: list[Args] = []
    for x in exits(s):
        planet = reach.SYSTEM_IDS[x]
        out += [(planet, gf, gd) for gf, gd in std._groups(f, d)]
        out += [(planet, gf, gd, "flagship") for gf in range(f + 1) for gd in range(d + 1)]
    return out


def do_catapult(s: CampaignState, seat: int, f: int, d: int, *on: object) -> None:
    """The group enters the Twisted Passage, perhaps goes on to a planet (`on`); the Catapult
    move ends (`movement.end_catapult`), then, if ships left it, the die is rerolled."""
    from ambitions.games.arcs_campaign import movement

    here, n = s.catapult_at, s.n
    riding = bool(on) and on[0] == "flagship"  # (the riding Flagship goes in with the group)
    on, going_on = _flagship_on(on[1:] if riding else on)
    s.fresh[here * n + seat] -= f
    s.damaged[here * n + seat] -= d
    add_ships(s, seat, f, d)
    for _ in range(f):
        s.moved_fresh.remove(here)
    if flagship.RIDING_FLAG in s.turn_flags:
        s.turn_flags.remove(flagship.RIDING_FLAG)  # (the Flagship dropped off where it is)
    if riding:
        s.flagship[seat] = IN_PASSAGE
        movement._flagship_moved(s)
    left = _leave(s, seat, *on, keep=True, with_flagship=going_on) if on else False
    movement.end_catapult(s)
    if left:
        push_choice(s, seat, PASSAGES_LAW, REROLL_STEP)


# -- harm: destroyed ships (F22-04), Crises (F22-05) ----------------------------------------------------
def destroyed(s: CampaignState, owner: int, count: int = 1) -> None:
    """`count` ships of `owner` (a seat or `EMPIRE`) destroyed that would return to its supply
    (no Trophy, or a Trophy returned): onto The Dead Live while the Twisted Passage is in play
    (F22-04), else back to the supply."""
    if active(s):
        s.dead_live[s.n if owner == EMPIRE else owner] += count
    elif owner == EMPIRE:
        s.imperial_ships += count
    else:
        s.ships[owner] += count


def blight_crisis(s: CampaignState) -> None:
    """A Blight Crisis in the Twisted Passage (F22-05: "Crises still can" harm there; CRB p.18):
    each fresh Blight there deals 3 hits, each damaged one 1, to the Imperial ships first, then to
    every player's ships, fresh before damaged (`council.blight_crisis`'s order). Destroyed ships
    go onto The Dead Live (F22-04), or Blight Hunger while it hungers (F13-13)."""
    if not active(s):
        return
    from ambitions.games.arcs_campaign.fates import blight_speaker_act3  # (it imports movement)

    f, d = ships(s, BLIGHT)
    hits = 3 * f + d
    if not hits:
        return
    hunger = blight_speaker_act3.hungers(s)
    for _ in range(hits):
        if any(ships(s, EMPIRE)):
            _hit(s, EMPIRE, hunger)
            continue
        owners = [p for p in range(s.n) if present(s, p)]
        if not owners:
            return
        for p in owners:
            _hit(s, p, hunger)


PLACE: Final = reach.NUM_SYSTEMS
"""The Twisted Passage among the systems a Blight Crisis may be prevented in (Blight Society,
F21-02: `naturalist.society_asks`, `council.crises_after`): after the 24 systems."""


def blight_crisis_with(s: CampaignState, seat: int) -> bool:
    """A Blight Crisis would happen in the Twisted Passage (Blight there) where `seat` has Loyal
    ships (Blight Society, F21-02: "prevent them in all systems with Loyal ships")."""
    return active(s) and any(ships(s, BLIGHT)) and any(ships(s, seat))


def hit_each(s: CampaignState) -> None:
    """Each piece in the Twisted Passage takes 1 hit (Passage Storms' Crisis, F22-06): fresh ones
    are damaged, damaged ones destroyed (ships onto The Dead Live, F22-04; Blight back to its
    supply), all at once (a ship just damaged is not destroyed by the same Crisis)."""
    if not active(s):
        return
    for owner in (*range(s.n), EMPIRE, BLIGHT):
        k = _index(s, owner)
        f, d = s.passage_pieces[k], s.passage_pieces[k + 1]
        s.passage_pieces[k], s.passage_pieces[k + 1] = 0, f
        if owner == BLIGHT:
            s.blight_supply += d
        elif d:
            destroyed(s, owner, d)
    for p in range(s.n):
        if s.flagship[p] == flagship.IN_PASSAGE:
            flagship.crisis_hit(s, p)  # (a piece there: its rightmost Armor, else Upgrade, CRB p.24)


def redirected(s: CampaignState, system: int) -> bool:
    """`system` is a gate with a Passage: "pieces that would be placed on them are placed in the
    Twisted Passage instead" (F22-05). Used where a rule places pieces on a gate it names by its
    cluster (Mass Uprising, F7-17/18); the rules that choose among systems in play never offer
    it (`refresh_map`). READING: no rule places a building there (building is in slots, which
    the Twisted Passage has none of; a gate with a Passage loses its buildings and is out of
    play, so no build or card reaches its slots): "Cities in the Twisted Passage are Psionic"
    has nothing to apply to."""
    return active(s) and system >= 0 and system in s.passages


def system_id(x: int) -> str:
    """A system's name in action texts, `PLACE` the Twisted Passage's (``7.0``)."""
    return TWISTED if x == PLACE else reach.SYSTEM_IDS[x]


def place_ships(s: CampaignState, seat: int, count: int) -> None:
    """Place up to `count` fresh Loyal ships of `seat`'s supply in the Twisted Passage, if it is
    in play (a card placing ships "in every gate": it is one, F22-05)."""
    if active(s):
        k = min(count, s.ships[seat])
        s.ships[seat] -= k
        add_ships(s, seat, k, 0)


def elimination_options(s: CampaignState) -> list[ArcsAction]:
    """Elimination (base p22: "place 3 fresh ships in any gate"): the Twisted Passage is a gate
    (F22-05), so ``place 7.0`` is offered beside the gates in play. READING: ships there are on
    the map (its centre): a player with ships only there is not eliminated (`flow`)."""
    return [act("place", TWISTED)] if active(s) else []


def leave(s: CampaignState, seat: int, planet: str, f: int, d: int) -> None:
    """`seat`'s ships from the Twisted Passage to `planet` outside a move (Passage Storms)."""
    _leave(s, seat, planet, f, d)


def _hit(s: CampaignState, owner: int, hunger: bool) -> None:
    """One hit to `owner`'s ships in the Twisted Passage: a fresh one damaged, else a damaged one
    destroyed."""
    from ambitions.games.arcs_campaign.fates import blight_speaker_act3

    k = _index(s, owner)
    if s.passage_pieces[k]:
        s.passage_pieces[k] -= 1
        s.passage_pieces[k + 1] += 1
        return
    if owner >= 0 and s.flagship[owner] == flagship.IN_PASSAGE:
        # The Flagship, a fresh Loyal ship, before the damaged ones (CRB p.24; R8, R14: as on the
        # map, `council.blight_crisis`); an empty board takes the hit and nothing happens.
        flagship.crisis_hit(s, owner, hunger)
        return
    if not s.passage_pieces[k + 1]:
        return
    s.passage_pieces[k + 1] -= 1
    if hunger:
        blight_speaker_act3.feed(s, s.n if owner == EMPIRE else owner)
    else:
        destroyed(s, owner)


# -- the reroll: a chance event (`flow`, `CampaignPhase.CHANCE_PASSAGE`) ------------------------------
def roll_waiting(s: CampaignState) -> bool:
    """True if the event die's reroll is the question up: `flow` makes it the chance node."""
    return (
        s.phase == Phase.CHOICE
        and bool(s.choices)
        and s.choices[-1][1] == PASSAGES_LAW
        and s.choices[-1][2] == REROLL_STEP
    )


def sample(rng: random.Random) -> ArcsAction:
    """The event die rolled: a face (Crisis or Edict, and a planet symbol)."""
    kind, symbol = rng.choice(data.EVENT_DIE_FACES)
    return act("passage", kind, symbol)


def problem(args: tuple[object, ...]) -> str | None:
    """None if `args` are a face of the event die."""
    if tuple(str(a) for a in args) not in data.EVENT_DIE_FACES:
        return "passage takes an event die face: crisis or edict, then arrow, crescent or hex"
    return None


def apply_roll(s: CampaignState, args: tuple[object, ...]) -> None:
    """The die now shows the rolled symbol; the Arcs flow goes on as if its seat had answered."""
    choice = s.choices.pop()
    s.passage_die = str(args[1])
    s.phase = Phase.CHOICE
    s.mover = int(choice[0])


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    # (never offered: `flow` makes the reroll a chance node as soon as it is up; an option keeps
    # the Arcs flow from dropping it as a question with nothing to choose)
    return [("roll",)]


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    raise AssertionError("the Twisted Passage's reroll is a chance event")


REROLL_POWER: Final = Power(
    PASSAGES_LAW, "Passages & The Twisted Passage", choice_options=_options, choose=_choose
)
"""The reroll's question (`ArcsState.EXTRA_POWERS`)."""


# -- Breaking Gates & Placing Passages (F22-03, with its errata) ---------------------------------------
def breaks_gate(s: CampaignState, seat: int, src: int, dest: int, with_flagship: bool) -> bool:
    """Whether `seat`'s Catapult move from `src` into `dest` breaks the gate (F22-03; R18: no
    "may"): `seat` holds the ability (the Gate Wraith), `src` a planet and `dest` its cluster's
    gate, a Passage left in the supply (always, while a gate is in play: 6 gates, 6 Passages).
    A Flagship moving in or standing there goes into the Twisted Passage with the ships
    (`break_gate`). NOT BUILT: the gate does not break while another Fate's token is on it (the
    Twisted Passage holds ships, Flagships and Blight only so far)."""
    if not active(s) or SUPPLY not in s.passages or objective.holder(s, cards.GATE_WRAITH) != seat:
        return False
    if reach.is_gate(src) or dest != src - src % 4:
        return False
    return not _tokens_on(s, dest)


def _tokens_on(s: CampaignState, gate: int) -> bool:
    """Another Fate's token on the gate that cannot go into the Twisted Passage. READING (F22-03
    step 2, "move all ships and tokens from that gate"; CRB p.27 "Tokens"): Pilgrims (F9-08) go
    in (`break_gate`). A Golem or a Witness never is on the map in Act III (the Caretaker's Act I
    and the Pacifist's Act II resolutions take them off it, F5-07, F14-04) and the Portal is
    placed at a planet (F9-03), so this holds only for positions that say otherwise: the gate does
    not break then."""
    return gate in s.golems or gate in s.witnesses or s.portal == gate


def rival_port(s: CampaignState, seat: int, system: int) -> bool:
    """Catapult Overdrive (F22-02): "You may Catapult move with Rival starports you control": a
    Rival's starport in `system`, which `seat` controls."""
    ports = {building_code(p, STARPORT_KIND, d) for p in range(s.n) if p != seat for d in (False, True)}
    return any(s.slots[k] in ports for k in reach.SYSTEM_SLOTS[system]) and s.controller(system) == seat


def used_starport(s: CampaignState, seat: int, planet: int) -> int:
    """The slot of the starport the Catapult launched from: a Loyal one first, else a Free one
    (CRB p.15), else a Rival's (Catapult Overdrive, F22-02); -1 if none."""
    order = (seat, FREE, *[p for p in range(s.n) if p != seat])
    for owner in order:
        for k in reach.SYSTEM_SLOTS[planet]:
            if s.slots[k] in (
                building_code(owner, STARPORT_KIND, False),
                building_code(owner, STARPORT_KIND, True),
            ):
                return k
    return -1


def break_gate(s: CampaignState, seat: int, src: int, gate: int, slipstream: bool = False) -> None:
    """F22-03 steps 1-3 (errata): a Passage on the gate; every ship on it (each seat's, every
    Flagship there, the Empire's) and its Blight into the Twisted Passage; the starport used (or
    with `slipstream`, the Slipstream Drive Upgrade and its Armor of `seat`'s Flagship board) and
    every building on the gate returned to their owners (no Trophies, not harm). The map loses
    the gate (`refresh_map`)."""
    s.passages[s.passages.index(SUPPLY)] = gate
    n = s.n
    for p in range(n):
        add_ships(s, p, s.fresh[gate * n + p], s.damaged[gate * n + p])
        s.fresh[gate * n + p] = s.damaged[gate * n + p] = 0
        if s.flagship[p] == gate:
            s.flagship[p] = flagship.IN_PASSAGE  # ("move all ships": the Flagship is one, CRB p.22)
    s.pilgrims = [IN_PASSAGE if x == gate else x for x in s.pilgrims]  # ("and tokens", CRB p.27)
    if slipstream:
        flagship.return_slipstream(s, seat)
    add_ships(s, EMPIRE, s.imperial_fresh[gate], s.imperial_damaged[gate])
    s.imperial_fresh[gate] = s.imperial_damaged[gate] = 0
    add_ships(s, BLIGHT, s.blight_fresh[gate], s.blight_damaged[gate])  # ("and tokens")
    s.blight_fresh[gate] = s.blight_damaged[gate] = 0
    port = used_starport(s, seat, src) if src >= 0 else -1  # (none at the setup, F22-01A)
    if port >= 0:
        s.remove_building(port)
    for k in reach.SYSTEM_SLOTS[gate]:
        if s.slots[k] >= 0:
            s.remove_building(k)
    refresh_map(s)


# -- views, positions, invariants ---------------------------------------------------------------------
def view(s: CampaignState) -> dict[str, Any]:
    """``twisted_passage`` (public; only with the Twisted Passage in play): the Passage tokens,
    the ships there (``[fresh, damaged]`` per seat, then ``empire``), its controller, the event
    die's symbol, the ships on The Dead Live."""
    if not active(s):
        return {}
    return {
        "twisted_passage": {
            "passages": [reach.SYSTEM_IDS[g] for g in gates(s)],
            "supply": s.passages.count(SUPPLY),
            "ships": [list(ships(s, p)) for p in range(s.n)],
            "empire": list(ships(s, EMPIRE)),
            "blight": list(ships(s, BLIGHT)),
            "controller": controller(s),
            "die": s.passage_die,
            "dead_live": list(s.dead_live),
        }
    }


POSITION_KEYS: Final = frozenset({"twisted_passage"})


def _counts(raw: object, length: int, field: str) -> list[int]:
    if not isinstance(raw, list) or len(raw) != length:
        raise InvalidRecord(f"{field} must be {length} counts, not {shorten(raw, 30)}")
    out = []
    for i, v in enumerate(raw):
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise InvalidRecord(f"{field}[{i}] must be a count, not {shorten(v, 9)}")
        out.append(v)
    return out


def load_position(s: CampaignState, camp: Mapping[str, Any]) -> None:
    """Read ``campaign.twisted_passage`` (the form `view` gives, ``controller`` ignored: it is
    derived) and take the gates out of the map. Raises `InvalidRecord` naming the field. The
    ships given are taken from their owners' supplies by the loader's conservation (`taken`)."""
    raw = camp.get("twisted_passage")
    if raw is None:
        if IN_PASSAGE in s.flagship or IN_PASSAGE in s.pilgrims:
            raise InvalidRecord("campaign: a Flagship or Pilgrim at 7.0 needs a Twisted Passage (F22-05)")
        return
    field = "campaign.twisted_passage"
    keys = {"passages", "supply", "ships", "empire", "blight", "controller", "die", "dead_live"}
    if not isinstance(raw, Mapping) or set(raw) - keys:
        raise InvalidRecord(f"{field} must be an object with {', '.join(sorted(keys))}: {shorten(raw, 60)}")
    placed = raw.get("passages") or []
    if not isinstance(placed, list) or not all(isinstance(g, str) for g in placed):
        raise InvalidRecord(f"{field}.passages must be a list of gates like '2.0'")
    found = [reach.SYSTEM_INDEX.get(str(g), -1) for g in placed]
    if any(x < 0 or not reach.is_gate(x) or not s.in_play[x] for x in found) or len(set(found)) != len(found):
        raise InvalidRecord(f"{field}.passages: gates in play, each once (F22-03), not {placed}")
    if len(found) > PASSAGES:
        raise InvalidRecord(f"{field}: {PASSAGES} Passage tokens in all (F22-01A), not {len(found)}")
    die = raw.get("die", "")
    if die != "" and die not in data.SYMBOLS:  # ("": not rolled yet, F22-01A; the invariants check)
        raise InvalidRecord(
            f"{field}.die must be the event die's symbol: arrow, crescent or hex, not {shorten(die, 12)}"
        )
    rows = raw.get("ships") or [[0, 0]] * s.n
    if not isinstance(rows, list) or len(rows) != s.n:
        raise InvalidRecord(f"{field}.ships must be {s.n} pairs [fresh, damaged]")
    counts: list[int] = []
    for p, row in enumerate(rows):
        counts += _counts(row, 2, f"{field}.ships[{p}]")
    counts += _counts(raw.get("empire") or [0, 0], 2, f"{field}.empire")
    counts += _counts(raw.get("blight") or [0, 0], 2, f"{field}.blight")
    s.passages = found + [SUPPLY] * (PASSAGES - len(found))
    s.passage_pieces = counts
    s.passage_die = str(die)
    s.dead_live = _counts(raw.get("dead_live") or [0] * (s.n + 1), s.n + 1, f"{field}.dead_live")
    refresh_map(s)


def ships_held(s: CampaignState, seat: int) -> int:
    """`seat`'s ships in the Twisted Passage and on The Dead Live (the invariants' conservation)."""
    if not active(s):
        return 0
    return sum(ships(s, seat)) + s.dead_live[seat]


def imperial_held(s: CampaignState) -> int:
    """The Imperial ships in the Twisted Passage and on The Dead Live (the invariants'
    conservation)."""
    return sum(ships(s, EMPIRE)) + s.dead_live[s.n] if active(s) else 0


def blight_held(s: CampaignState) -> int:
    """The Blight in the Twisted Passage (the invariants' conservation)."""
    return sum(ships(s, BLIGHT))


def problems(s: CampaignState) -> list[str]:
    if not active(s):
        if s.passage_pieces or s.dead_live or s.passage_die:
            return ["the Twisted Passage's ships or die without its Passages"]
        return []
    out: list[str] = []
    if len(s.passages) != PASSAGES or len(set(gates(s))) != len(gates(s)):
        out.append(f"Passage tokens {s.passages}: not {PASSAGES}, or two on a gate")
    if any(not reach.is_gate(x) for x in gates(s)):
        out.append("a Passage token on a planet")
    if len(s.passage_pieces) != 2 * (s.n + 2) or min(s.passage_pieces) < 0:
        out.append(f"the Twisted Passage's ships {s.passage_pieces}")
    if len(s.dead_live) != s.n + 1 or min(s.dead_live) < 0:
        out.append(f"The Dead Live's ships {s.dead_live}")
    rolling = any(c[1] == PASSAGES_LAW and c[2] == REROLL_STEP for c in s.choices)
    if s.passage_die not in data.SYMBOLS and not (s.passage_die == "" and rolling):
        out.append(f"the event die in the map's centre shows {s.passage_die!r}")
    if (s.adjacency, s.in_play) != _map(s.out_of_play, gates(s)):
        out.append("a gate with a Passage is still in play (F22-05)")
    for g in gates(s):
        n = s.n
        loyal = any(s.fresh[g * n + p] or s.damaged[g * n + p] for p in range(n))
        neutral = s.imperial_fresh[g] or s.imperial_damaged[g] or s.blight_fresh[g] or s.blight_damaged[g]
        if loyal or neutral:
            out.append(f"ships or Blight on {reach.SYSTEM_IDS[g]}, a gate with a Passage")
        if any(s.slots[k] >= 0 for k in reach.SYSTEM_SLOTS[g]):
            out.append(f"a building on {reach.SYSTEM_IDS[g]}, a gate with a Passage")
    up = bool(s.choices) and s.choices[-1][1] == PASSAGES_LAW and s.choices[-1][2] == REROLL_STEP
    if (s.phase == CampaignPhase.CHANCE_PASSAGE and not up) or (s.phase == Phase.CHOICE and up):
        out.append("the Twisted Passage's reroll (F22-05) is a chance event when it is up, only then")
    return out


def lines(c: Mapping[str, Any]) -> list[str]:
    """The text view's line: the Passages, the Twisted Passage's ships, controller and die."""
    t = c.get("twisted_passage")
    if not t:
        return []
    held = [f"s{p} {f}+{d}d" for p, (f, d) in enumerate(t.get("ships") or []) if f or d]
    ef, ed = t.get("empire") or [0, 0]
    if ef or ed:
        held.append(f"Empire {ef}+{ed}d")
    bf, bd = t.get("blight") or [0, 0]
    if bf or bd:
        held.append(f"Blight {bf}+{bd}d")
    ctrl = t.get("controller", -1)
    who = "Empire" if ctrl == EMPIRE else (f"s{ctrl}" if ctrl >= 0 else "no one")
    seats = len(t.get("ships") or [])
    dead = [f"{'Empire' if p == seats else f's{p}'} {k}" for p, k in enumerate(t.get("dead_live") or []) if k]
    return [
        f"Twisted Passage ({TWISTED}): "
        + (", ".join(held) or "no ships")
        + f"; controlled by {who}; event die {t.get('die')}"
        + f"; Passages on {', '.join(t.get('passages') or []) or 'no gate'} ({t.get('supply', 0)} left)"
        + (f"; The Dead Live {', '.join(dead)}" if dead else "")
    ]
