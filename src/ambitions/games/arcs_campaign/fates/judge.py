"""F24 Judge, Act III (a "C" Fate; Fates file "F24 — Judge"; card texts F24-01A/B, F24-02 to
F24-05; CRB p.7-9, p.25 "Resettling Flagships").

Setup (F24-01A), in its order: with a Flagship, the Judge may Resettle (`resettle_setup`, the
objective card's question ``[seat, "F24-01", ...]``); gain Vow of Fairness (F24-02, lore), The
Arbiter (F24-03, a protected Guild card: "/ 0" in the card data) and the Judge's Chosen title
(F24-04: `CampaignState.judges_chosen`, the seat holding it; the Judge's own until the first
Edicts step); Judge Sets Agenda (F24-05) joins the Edicts.

Final objective (F24-01B; starts on 6), after each chapter's scoring (`chapter_end`): *Balance
the Reach*, 1 for each ambition scored where players tie for first (the counts the scoring
used: with 2 players the phantom's, the ambition boxes' resources, can make the tie; on the
Commonwealth's ambition the members' own counts, "only individual ties").

Vow of Fairness (F24-02): a raider of its holder may steal its Trophies and Captives, 1 key
each (``steal trophy 0 ship``, ``steal trophy imperial-ship``, ``steal captive 2``); a piece
Loyal to the raider goes back to its supply (`raid_options`, `steal`).

The Arbiter (F24-03), at the start of each chapter's scoring (`before_scoring`, the Act III
frame's step): its holder gives any of its Trophies, Captives and resources to Rivals, one at a
time (``choose resource material 1``, ``choose trophy 0 ship 1``, ``choose captive 2 1``: the
last number the Rival), then ``choose done``; a resource only to a Rival with an empty resource
slot; a piece given to its owner goes back to its supply.

Judge Sets Agenda (F24-05, edict 15: `data.JUDGE_SETS_AGENDA`): the Judge may declare any
ambition with any marker not on a box, paying Power equal to that marker's second-place value
(``choose tycoon 1``: marker 1; ``choose none``); then the Judge's Chosen returns to the Judge,
who hands it to a Rival (``choose 2``).

Judge's Chosen (F24-04): its holder, a Rival, may act with the Judge's Loyal ships (`chosen`):
move them (``... judge F D``, `movement`), add them when attacking anyone but the Judge
(`battle`); they give it no control; attacking the Judge, they defend for the Judge.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ambitions.games.arcs import cardplay, powers, reach, resources
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.pieces import return_agents, return_city
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import NUM_PIECE_KINDS, PIECE_NAMES, ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import cards, objective, resettle_setup, twisted_passage
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import NEUTRAL_PIECES, CampaignState

OBJECTIVE_CARD = "F24-01"
VOW_OF_FAIRNESS = "F24-02"
THE_ARBITER = "F24-03"
JUDGES_CHOSEN = "F24-04"
AGENDA: Final = data.JUDGE_SETS_AGENDA
"""F24-05 Judge Sets Agenda (edict)."""
ARBITER_STEP = "arbiter"
AGENDA_STEP = "agenda"
CHOSEN_STEP = "chosen"
NONE = "none"
DONE = "done"
PIECE_KINDS: Final = PIECE_NAMES
"""The kinds of a seat's pieces, in `ArcsState.trophies`' order."""
VOW_KEYS: Final = 1
"""Vow of Fairness: the raid cost of each Trophy and Captive (F24-02)."""


def judge(s: CampaignState) -> int:
    return objective.holder(s, cards.JUDGE)


# -- setup (F24-01A) ------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F24-01A: the Resettle question (asked first; the rest touches no piece it moves); Vow of
    Fairness, The Arbiter, the Judge's Chosen title (the Judge's own); the edict."""
    resettle_setup.offer(s, seat, OBJECTIVE_CARD)
    res.gain(s, seat, VOW_OF_FAIRNESS)
    res.gain(s, seat, THE_ARBITER)
    s.judges_chosen = seat
    if AGENDA not in s.edicts:
        s.edicts.append(AGENDA)


# -- the final objective (F24-01B) ----------------------------------------------------------------
def tied_for_first(counts: tuple[int, ...]) -> bool:
    """Two or more contenders (the 2-player phantom among them) share the best count, at least 1
    (nobody places with 0, base p18: no first place to tie for)."""
    best = max(counts, default=0)
    return best > 0 and counts.count(best) > 1


def balance(s: CampaignState) -> int:
    """The ambitions of this chapter's scoring where players tied for first (F24-01B), from the
    counts the scoring used (`ArcsState.chapter_scoring`: each seat's own count, the phantom's
    last with 2 players; the Commonwealth's ambition keeps the members' own counts there)."""
    if not s.chapter_scoring or s.chapter_scoring[-1][0] != s.chapter:
        return 0
    return sum(1 for row in s.chapter_scoring[-1][1] if tied_for_first(row[2]))


def chapter_end(s: CampaignState, seat: int) -> None:
    """*Balance the Reach*: 1 per ambition scored with a tie for first (F24-01B)."""
    objective.advance(s, seat, balance(s))


# -- pieces held: Trophies and Captives (Vow of Fairness, The Arbiter) -----------------------------
def held_pieces(s: CampaignState, seat: int) -> list[Args]:
    """`seat`'s Trophies and Captives, one entry per kind held: ``("trophy", owner, kind)`` (a
    seat's piece), ``("trophy", neutral)`` (`NEUTRAL_PIECES`), ``("captive", owner)``."""
    n = s.n
    out: list[Args] = []
    for owner in range(n):
        base = (seat * n + owner) * NUM_PIECE_KINDS
        for k, kind in enumerate(PIECE_KINDS):
            if s.trophies[base + k] > 0:
                out.append(("trophy", owner, kind))
    k = len(NEUTRAL_PIECES)
    for i, name in enumerate(NEUTRAL_PIECES):
        if s.neutral_trophies[seat * k + i] > 0:
            out.append(("trophy", name))
    for owner in range(n):
        if s.captives[seat * n + owner] > 0:
            out.append(("captive", owner))
    return out


def move_piece(s: CampaignState, giver: int, taker: int, piece: Args) -> None:
    """One Trophy or Captive (`held_pieces`' form) from `giver` to `taker`; one Loyal to
    `taker` goes back to its supply instead (F24-02, F24-03)."""
    n = s.n
    if piece[0] == "captive":
        owner = int(piece[1])
        s.captives[giver * n + owner] -= 1
        if owner == taker:
            return_agents(s, owner, 1)
        else:
            s.captives[taker * n + owner] += 1
        return
    if len(piece) == 2:
        i, k = NEUTRAL_PIECES.index(str(piece[1])), len(NEUTRAL_PIECES)
        s.neutral_trophies[giver * k + i] -= 1
        s.neutral_trophies[taker * k + i] += 1
        return
    owner, kind = int(piece[1]), PIECE_KINDS.index(str(piece[2]))
    s.trophies[(giver * n + owner) * NUM_PIECE_KINDS + kind] -= 1
    if owner != taker:
        s.trophies[(taker * n + owner) * NUM_PIECE_KINDS + kind] += 1
    elif kind == 0:
        twisted_passage.destroyed(s, owner)  # (a Trophy back: onto The Dead Live, F22-04)
    elif kind == 1:
        return_agents(s, owner, 1)
    elif kind == 2:
        s.starports[owner] += 1
    else:
        return_city(s, owner)


def _parse_piece(args: Args) -> Args:
    """A piece named in an action's arguments: ``trophy OWNER KIND``, ``trophy NEUTRAL`` or
    ``captive OWNER`` (the rest of the arguments follow it)."""
    if args[0] == "captive":
        return tuple(args[:2])
    if len(args) >= 2 and str(args[1]) in NEUTRAL_PIECES:
        return tuple(args[:2])
    return tuple(args[:3])


# -- Vow of Fairness (F24-02) ---------------------------------------------------------------------
def raid_options(s: CampaignState, defender: int, keys: int) -> list[Args]:
    """Raiding the holder of Vow of Fairness: each kind of Trophy and Captive it holds, 1 key."""
    if defender < 0 or keys < VOW_KEYS or VOW_OF_FAIRNESS not in s.lore[defender]:
        return []
    return held_pieces(s, defender)


def steal(s: CampaignState, raider: int, args: tuple[Any, ...]) -> bool:
    """A raid's ``steal trophy ...`` / ``steal captive ...`` (False for another target)."""
    if not args or args[0] not in ("trophy", "captive"):
        return False
    move_piece(s, s.battle_defender, raider, _parse_piece(tuple(args)))
    s.battle_keys -= VOW_KEYS
    return True


# -- The Arbiter (F24-03) --------------------------------------------------------------------------
def before_scoring(s: CampaignState, seat: int) -> None:
    """ "At the start of scoring": the holder of The Arbiter (the Judge: it is protected) asks."""
    if THE_ARBITER in s.guild[seat]:
        push_choice(s, seat, OBJECTIVE_CARD, ARBITER_STEP)


def arbiter_options(s: CampaignState, seat: int) -> list[Args]:
    rivals = [q for q in range(s.n) if q != seat]
    out: list[Args] = [(DONE,)]
    for r in sorted(set(resources.held(s, seat))):
        out += [("resource", arcs_data.RESOURCES[r], q) for q in rivals if resources.free_slot(s, q) >= 0]
    for piece in held_pieces(s, seat):
        out += [(*piece, q) for q in rivals]
    return out if len(out) > 1 else []  # (nothing to give: nothing asked)


def arbiter_give(s: CampaignState, seat: int, args: Args) -> None:
    q = int(args[-1])
    if args[0] == "resource":
        r = arcs_data.RESOURCES.index(str(args[1]))
        resources.remove_one(s, seat, r)
        resources.put(s, q, r)
    else:
        move_piece(s, seat, q, _parse_piece(args))


# -- Judge Sets Agenda (F24-05) ---------------------------------------------------------------------
def agenda(s: CampaignState, forbidden: Callable[[CampaignState, int, str], bool]) -> None:
    """The edict: the Judge's question (declare or not), then the Judge's Chosen handed on.
    `forbidden`: `declaring.forbidden` (laws forbidding the Judge an ambition)."""
    seat = judge(s)
    if seat < 0:
        return
    s.judges_chosen = seat  # (it returns to the Judge)
    push_choice(s, seat, OBJECTIVE_CARD, CHOSEN_STEP)
    barred = [a for a in cardplay.names_in_play(s) if forbidden(s, seat, a)]  # (read at the edict)
    push_choice(s, seat, OBJECTIVE_CARD, AGENDA_STEP, *barred)


def agenda_options(s: CampaignState, choice: Choice) -> list[Args]:
    barred = {str(a) for a in choice[3:]}
    markers = cardplay.available_markers(s)
    return [(NONE,)] + [(a, i) for a in cardplay.names_in_play(s) if a not in barred for i in markers]


def declare_with(s: CampaignState, seat: int, ambition: str, marker: int) -> None:
    """Declare `ambition` with `marker` (not the highest: "any"), no zero marker, then the
    "when you declare" powers, as `arcs.cardplay.declare` does; pay the marker's second place."""
    s.power[seat] -= cardplay.marker_values(s, marker)[1]
    s.marker_box[marker] = s.AMBITION_NAMES.index(ambition)
    # (not "declared this round": the Edicts come after the round's end, which cleared it, and
    # the next round's Galactic Bards may still declare)
    for p in powers.owned(s, seat):
        if p.on_declare is not None:
            powers.note(p.id)
            p.on_declare(s, seat, ambition)
    s.declared(seat, ambition)


# -- Judge's Chosen (F24-04) ------------------------------------------------------------------------
TARGET_PREFIX: Final = "judge-"
"""A hit on the Judge's attacking ships: ``hit judge-fresh`` / ``hit judge-damaged``."""


def chosen_of(s: CampaignState, seat: int) -> int:
    """The Judge's seat if `seat` holds the Judge's Chosen (a Rival of the Judge), else -1."""
    found = judge(s)
    return found if found >= 0 and s.judges_chosen == seat and seat != found else -1


def _groups(fresh: int, damaged: int) -> list[tuple[int, int]]:
    return [(f, d) for f in range(fresh + 1) for d in range(damaged + 1) if f or d]


def split_tail(tail: tuple[Arg, ...]) -> tuple[tuple[Arg, ...], tuple[int, int]]:
    """An action's tail without its ``judge F D`` (the Judge's ships its Chosen adds), and those
    (fresh, damaged) ships, (0, 0) without."""
    items = list(tail)
    if JUDGE_ARG not in items:
        return tail, (0, 0)
    i = items.index(JUDGE_ARG)
    added = (int(str(items[i + 1])), int(str(items[i + 2])))
    return tuple(items[:i] + items[i + 3 :]), added


JUDGE_ARG: Final = "judge"


def battle_targets(s: CampaignState, seat: int, targets: list[Args]) -> list[Args]:
    """The Chosen's battles (`targets`) with the Judge's Loyal ships of the system added, "when
    attacking anyone but the Judge" (F24-04): a Rival, the Empire, the Free States, the Blight.
    Attacking the Judge, its ships defend for it (the Arcs rule: they are the defender's)."""
    j = chosen_of(s, seat)
    if j < 0:
        return []
    out: list[Args] = []
    for args in targets:
        if args[1] == j or JUDGE_ARG in args:
            continue
        x = reach.SYSTEM_INDEX[str(args[0])]
        groups = _groups(s.fresh[x * s.n + j], s.damaged[x * s.n + j])
        out += [(*args, JUDGE_ARG, f, d) for f, d in groups]
    return out


def attacking_options(s: CampaignState) -> list[str]:
    """The hits the Judge's attacking ships may take (as the attacker's own, base p14)."""
    out: list[str] = []
    if s.battle_judge_fresh:
        out.append(TARGET_PREFIX + "fresh")
    if s.battle_judge_damaged:
        out.append(TARGET_PREFIX + "damaged")
    return out


def hit_attacking(s: CampaignState, target: str, taker: int) -> None:
    """A hit on one of the Judge's attacking ships: a fresh one damaged; a damaged one
    destroyed, a Trophy for `taker` (the defender: the Judge's piece, base p14), or back to the
    Judge's supply with nobody to take it (the Free States, the Blight: CRB p.11)."""
    j, x = judge(s), s.battle_system
    i = x * s.n + j
    if target == TARGET_PREFIX + "fresh":
        s.fresh[i] -= 1
        s.damaged[i] += 1
        s.battle_judge_fresh -= 1
        s.battle_judge_damaged += 1
        return
    s.damaged[i] -= 1
    s.battle_judge_damaged -= 1
    if taker >= 0 and taker != j:
        s.trophies[(taker * s.n + j) * NUM_PIECE_KINDS] += 1
    else:
        twisted_passage.destroyed(s, j)  # (or onto The Dead Live, F22-04)


def move_targets(s: CampaignState, seat: int, moves: list[Args]) -> list[Args]:
    """The Chosen's moves (`moves`, the Arcs ``SRC DEST F D``) with the Judge's Loyal ships of
    the system along, and the Judge's ships moved alone (F24-04 "act with the Judge's Loyal
    ships"): ``move 1.1 1.0 1 0 judge 2 0``, ``move 1.1 1.0 0 0 judge 1 0``."""
    j = chosen_of(s, seat)
    if j < 0:
        return []
    out: list[Args] = []
    for args in moves:
        x = reach.SYSTEM_INDEX[str(args[0])]
        groups = _groups(s.fresh[x * s.n + j], s.damaged[x * s.n + j])
        out += [(*args[:4], JUDGE_ARG, f, d) for f, d in groups]
    for x in range(reach.NUM_SYSTEMS):
        groups = _groups(s.fresh[x * s.n + j], s.damaged[x * s.n + j])
        if not groups:
            continue
        for dest in s.adjacency[x]:
            src_id, dest_id = reach.SYSTEM_IDS[x], reach.SYSTEM_IDS[dest]
            out += [(src_id, dest_id, 0, 0, JUDGE_ARG, f, d) for f, d in groups]
    return out


def move_ships(s: CampaignState, src: int, dest: int, added: tuple[int, int]) -> None:
    """The Judge's ships its Chosen moves (they stay the Judge's: control is theirs)."""
    j = judge(s)
    f, d = added
    s.fresh[src * s.n + j] -= f
    s.damaged[src * s.n + j] -= d
    s.fresh[dest * s.n + j] += f
    s.damaged[dest * s.n + j] += d


def problems(s: CampaignState) -> list[str]:
    """The Judge's Chosen: a seat, only with the Judge in play (F24-04); in Act III, once the
    Setup sides are done, someone holds it."""
    seat = judge(s)
    if s.judges_chosen >= 0 and (seat < 0 or s.judges_chosen >= s.n):
        return [f"the Judge's Chosen held by {s.judges_chosen} without the Judge"]
    added = (s.battle_judge_fresh, s.battle_judge_damaged)
    if added != (0, 0):
        x = s.battle_system
        if seat < 0 or x < 0 or s.judges_chosen != s.turn_seat or seat == s.turn_seat:
            return [f"the Judge's ships {added} attack with no Chosen attacking"]
        if added[0] > s.fresh[x * s.n + seat] or added[1] > s.damaged[x * s.n + seat]:
            return [f"the Judge's attacking ships {added} are more than it has in the system"]
    return []


# -- the questions ----------------------------------------------------------------------------------
def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    step, seat = str(choice[2]), int(choice[0])
    if step in resettle_setup.STEPS:
        return resettle_setup.options(s, choice)
    if step == ARBITER_STEP:
        return arbiter_options(s, seat) if THE_ARBITER in s.guild[seat] else []
    if step == AGENDA_STEP:
        return agenda_options(s, choice)
    return [(q,) for q in range(s.n) if q != seat]


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    step, seat = str(choice[2]), int(choice[0])
    if step in resettle_setup.STEPS:
        resettle_setup.choose(s, choice, args)
    elif step == ARBITER_STEP:
        if args[0] != DONE:
            arbiter_give(s, seat, args)
            push_choice(s, seat, OBJECTIVE_CARD, ARBITER_STEP)
    elif step == AGENDA_STEP:
        if args[0] != NONE:
            declare_with(s, seat, str(args[0]), int(args[1]))
    else:
        s.judges_chosen = int(args[0])


POWERS: tuple[Power, ...] = (
    Power(OBJECTIVE_CARD, "Judge Act III Setup / Objective", choice_options=_options, choose=_choose),
    Power(VOW_OF_FAIRNESS, "Vow of Fairness"),
    Power(THE_ARBITER, "The Arbiter"),
)
"""The Judge's questions, Vow of Fairness and The Arbiter (`fates.POWERS`)."""
