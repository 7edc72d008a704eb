"""The objective marker (CRB p.8 "Objective"): it starts on the Power-track space shown by the
large clock of the objective card (`cards.Fate.start`) and *advances* down toward 0; at 0 the
objective is complete, and it stays there. The end of the Act reads `met` and `space` (a seat
that failed loses Power equal to its marker's space, CRB p.8, p.28).

What advances a marker is each Fate's objective text (Fates file, each Fate's "Objectives");
the triggers common to several Fates are read here:

* `ambitions_won`: the ambitions a seat *won* when a chapter was scored: first place, not tied
  (CRB p.8 "Winning Ambitions"), with the Power it gained from each (bonus city Power included);
* `winning_now`: a seat that would win a declared ambition if it were scored now (Admiral);
* `Watch`: what an action changed that objectives count (the initiative, Imperial ships placed,
  Trophies taken with attacking Imperial ships, a Guild card discarded for its Prelude).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ambitions.games.arcs import chapter
from ambitions.games.arcs.state import NUM_PIECE_KINDS
from ambitions.games.arcs_campaign.state import NEUTRAL_PIECES, CampaignState


def advance(s: CampaignState, seat: int, steps: int) -> None:
    """Move `seat`'s objective marker `steps` spaces toward 0 (never below)."""
    if steps > 0 and s.objective[seat] > 0:
        s.objective[seat] = max(0, s.objective[seat] - steps)


def met(s: CampaignState, seat: int) -> bool:
    """True if `seat` completed its objective (its marker is on 0)."""
    return s.objective[seat] == 0


def space(s: CampaignState, seat: int) -> int:
    """The Power-track space of `seat`'s objective marker (what failing costs), -1 without one."""
    return s.objective[seat]


def played(s: CampaignState) -> set[str]:
    """Every Fate played in this campaign so far: the Fates now, those of the Act before the last
    step F, and those on the log sheet (a row per Act's end, CRB p.30). A Fate's pieces and cards
    in play stay when its player switches Fate (CRB p.29)."""
    return set(s.fates) | set(s.former_fates) | {row[2] for row in s.log_sheet} - {""}


def holder(s: CampaignState, fate: str) -> int:
    """The seat playing `fate`, once the Fates are revealed; -1 otherwise."""
    if s.choosing or fate not in s.fates:
        return -1
    return s.fates.index(fate)


def ambitions_won(s: CampaignState, seat: int) -> list[tuple[int, int]]:
    """(ambition, Power gained) for each ambition `seat` won at the last chapter's scoring."""
    if not s.chapter_scoring:
        return []
    return [(a[0], a[6][seat]) for a in s.chapter_scoring[-1][1] if a[3] == seat]


def counts(s: CampaignState, ambition: int) -> list[int]:
    """Every contender's count for `ambition` now (the 2-player phantom last, CRB p.19)."""
    out = [chapter.ambition_count(s, p, ambition) for p in range(s.n)]
    if s.n == 2:
        out.append(chapter.phantom_count(s, ambition))
    return out


def winning_now(s: CampaignState, seat: int) -> bool:
    """True if `seat` has first place, not tied, on a declared ambition (CRB p.8)."""
    for ambition in set(s.marker_box):
        if ambition >= 0 and chapter.rank_ambition(counts(s, ambition))[0] == seat:
            return True
    return False


def trophies(s: CampaignState, seat: int) -> int:
    """Trophies `seat` holds: Rival pieces and neutral ones."""
    base = seat * s.n * NUM_PIECE_KINDS
    k = len(NEUTRAL_PIECES)
    return sum(s.trophies[base : base + s.n * NUM_PIECE_KINDS]) + sum(
        s.neutral_trophies[seat * k : (seat + 1) * k]
    )


def imperial_on_map(s: CampaignState) -> int:
    return sum(s.imperial_fresh) + sum(s.imperial_damaged)


NAVY = "navy"
"""`ArcsState.turn_flags`: the battle under way had attacking Imperial ships (they count even once
destroyed: F7-01B "the Imperial ship can be destroyed")."""


def note_navy(s: CampaignState) -> None:
    """Keep `NAVY` while a battle with attacking Imperial ships goes on; drop it after."""
    if s.battle_side and s.battle_imperial_fresh + s.battle_imperial_damaged > 0:
        if NAVY not in s.turn_flags:
            s.turn_flags.append(NAVY)
    elif not s.battle_side and NAVY in s.turn_flags:
        s.turn_flags.remove(NAVY)


class Watch(NamedTuple):
    """What objectives count, before an action (`watch`); compared after it (`fates.after`)."""

    initiative: int
    imperial_on_map: int
    imperial_supply: int
    admiral_trophies: int
    """The Admiral's Trophies while they battle with attacking Imperial ships, else -1."""
    act2: tuple[int, ...] = ()
    """Act II counts, by `fates.act2_watch` (the A Fates continuing: lore held, Outlaw
    Trophies and Regent Captives)."""
    copying: bool = False
    """The turn under way copies its card (the Liaisons: "when you Copy to ...")."""
    free_buildings: tuple[int, ...] = ()
    """Each slot's Free building while Members of the Commonwealth play (Act II), else ()."""
    arsenal_board: int = -1
    """The Weapons on the board of Arsenal Keepers' holder (F15-03), or -1 if nobody holds it."""
    well_trophies: tuple[int, ...] = ()
    """While Well of Empathy's holder defends in a battle (F14-03): (attacker, the holder's
    Trophies of the attacker's ships, of Imperial ships); else empty."""
    surpasser: int = -1
    pirate_holdings: int = -1
    """Act III: what a raid can steal from the Pirate (Rumors of the Haven, F12-11:
    `pirate_act3.holdings`), else -1."""
    markers: tuple[int, ...] = ()
    """Act III with the Conspirator: the ambition markers' boxes (`ArcsState.marker_box`), so the
    marker a Conspirator's declaration placed is told from the others (F23-03)."""
    vault_board: tuple[int, ...] = ()
    """Act III: (Green Vault's holder, the Material and Fuel on its board), else () (F20-02)."""
    planet_pieces: tuple[Any, ...] = ()
    """Act III, Empathy for All in the booklet: what an action may harm at the planets
    (`pacifist_act3.harm_snapshot`), else ()."""
    blight: tuple[int, ...] = ()
    """Act III with Blight Society held: the Blight on the map (`naturalist.blight_watch`), else ()."""
    storms_in_deck: bool = False
    """Act III with the Twisted Passage: Passage Storms in the Court deck (F22-06 "When Drawn":
    `gate_wraith.drawn`)."""
    """Act III: the seat that would get the initiative marker from Surpassing if the round ended
    now (Sower of Division, F6-25: `partisan_act3.surpasser`), else -1."""


def watch(s: CampaignState, admiral: int) -> Watch:
    attacking = (
        admiral >= 0
        and bool(s.battle_side)
        and s.turn_seat == admiral
        and (s.battle_imperial_fresh + s.battle_imperial_damaged > 0 or NAVY in s.turn_flags)
    )
    return Watch(
        s.initiative,
        imperial_on_map(s),
        s.imperial_ships,
        trophies(s, admiral) if attacking else -1,
    )
