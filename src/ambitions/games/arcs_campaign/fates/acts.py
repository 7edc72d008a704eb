"""Where each Fate plugs in, Act by Act: Setup sides and objective hooks keyed by (Fate, Act).

A Fate's objective card has a Setup side and an Objective side for each Act it is played in
(CRB p.6 step C, p.7 step F; Fates file, each Fate's "Setup sides" and "Objectives"). Its
module registers them here:

* `SETUPS[(fate, act)]`: the Setup side, ``setup(state, seat)``, resolved in turn order at the
  Act's setup (Act I: CRB p.6 step C, `draw.choose`; Act II: CRB p.7 step F, `act_setup`). A
  Setup side that needs its seat's decisions asks them as a Fate power asks
  (`arcs.powers.push_choice` with a power in `CampaignState.EXTRA_POWERS`); resources it gives
  beyond a board's slots are discarded by their holder (p17); both are answered before Act II's
  deal (`flow._advance`);
* `CHAPTER_END[(fate, act)]`: ``hook(state, seat)`` after a chapter's scoring (the objectives
  that count ambitions won or what a seat holds at a chapter's end);
* `AFTER[(fate, act)]`: ``hook(state, seat, before, actor, action)`` after every action, with
  `objective.Watch` taken before it (`fates.watch`);
* `AFTER_DECLARE[(fate, act)]`: ``hook(state, seat, declarer)`` after an ambition is declared;
* `BEFORE_SCORING[(fate, act)]`: ``hook(state, seat)`` at the start of a chapter's scoring, once
  the chapter is over and before the ambitions are scored (The Arbiter, F24-03: "at the start of
  scoring"), in turn order; the questions they ask are answered, in turn order, before the
  scoring (`before_scoring`).

A Fate's Act II part plugs in through `fates.register_act2` (its module's ``setup_act2``,
``chapter_end``...), its Act III part through `fates.register_act3` (``setup_act3``; an "A" or
"B" Fate's ``grand_ambitions`` in `GRAND_AMBITIONS`; a "C" Fate's ``chapter_end`` in
`CHAPTER_END[(fate, 3)]`; an optional ``before_scoring`` in `BEFORE_SCORING[(fate, 3)]`;
``campaign_end`` in `CAMPAIGN_END`; the Fates registered in `ACT3`),
which fill these tables: they are the one registry, and the by-Fate
names of Act II (`fates.ACT2_SETUPS`, `fates.ACT2_CHAPTER_END`) are views of them (`ByAct`).

The objective start spaces and titles are data (`cards.ACT2_OBJECTIVES`, `cards.start_space`). A Fate
whose Setup side for an Act
is not registered is set up with nothing (`setup_missing` says so: the render lists it), so the
Act plays on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, TypeVar

from ambitions.games.arcs_campaign.state import CampaignState

Setup = Callable[[CampaignState, int], None]
ChapterEnd = Callable[[CampaignState, int], None]
After = Callable[[CampaignState, int, Any, int, Any], None]
AfterDeclare = Callable[[CampaignState, int, int], None]
BeforeScoring = Callable[[CampaignState, int], None]
GrandAmbitions = Callable[[CampaignState, int], tuple[bool, bool]]
CampaignEnd = Callable[[CampaignState, int], None]

SETUPS: dict[tuple[str, int], Setup] = {}
"""Each Fate's Setup side per Act (Act I's are the A Fates' modules', `fates.__init__`)."""
CHAPTER_END: dict[tuple[str, int], ChapterEnd] = {}
AFTER: dict[tuple[str, int], After] = {}
AFTER_DECLARE: dict[tuple[str, int], AfterDeclare] = {}
BEFORE_SCORING: dict[tuple[str, int], BeforeScoring] = {}
"""What a Fate resolves at the start of a chapter's scoring (`before_scoring`; Act III: a module's
``before_scoring``, `fates.register_act3`)."""
GRAND_AMBITIONS: dict[str, GrandAmbitions] = {}
"""Act III: an "A" or "B" Fate's two grand ambitions, ``(first fulfilled, second fulfilled)``
read at each chapter's scoring (CRB p.9; `fates.register_act3`, scored by `act3`)."""
CAMPAIGN_END: dict[str, CampaignEnd] = {}
"""Act III: what a Fate resolves when the campaign ends on Power after chapter 4 (the Pirate's
"End of Act III", F12), before the winner is named (`act3.campaign_end`)."""
ACT3_CARDS: dict[str, str] = {}
"""Act III: the card whose text a Fate's ``campaign_end`` resolves (`fates.register_act3`'s
``resolution_card``), for the views; no Resolution card is resolved after Act III (there is no
third Intermission)."""
ACT3: set[str] = set()
"""The Fates whose Act III part is registered (`fates.register_act3`); one in play without it
sets up with nothing and fulfils no grand ambition (`missing`)."""


def setup(s: CampaignState, seat: int) -> bool:
    """Resolve `seat`'s Fate's Setup side for this Act; False if it is not built (nothing done)."""
    found = SETUPS.get((s.fates[seat], s.act))
    if found is None:
        return False
    found(s, seat)
    return True


def in_turn_order(s: CampaignState, hook: Callable[[CampaignState, int], object]) -> None:
    """`hook` for every seat in turn order, the questions it asks (`s.choices`) stacked so that
    they are answered in turn order too: the choice stack answers its top (last) first, so the
    first seat's go on top, each seat's own in the order its hook stacked them."""
    asked: list[list[tuple[Any, ...]]] = []
    for p in s.turn_order():
        before = len(s.choices)
        hook(s, p)
        asked.append(list(s.choices[before:]))
        del s.choices[before:]
    for questions in reversed(asked):
        s.choices += questions


def before_scoring(s: CampaignState) -> None:
    """The start of a chapter's scoring: each seat's Fate's `BEFORE_SCORING` hook for this Act, in
    turn order (`in_turn_order`). Called once the chapter is over (no round follows), before the
    Arcs scoring (`flow.round_end_phase`, and after the Imperial Council's or Events' resolution
    of the chapter's last round); the questions asked wait on the choice stack, and the chapter's
    end (its scoring) resumes once they are answered."""
    if not any((f, s.act) in BEFORE_SCORING for f in s.fates):
        return

    def hook(state: CampaignState, seat: int) -> None:
        found = BEFORE_SCORING.get((state.fates[seat], state.act))
        if found is not None:
            found(state, seat)

    in_turn_order(s, hook)


def setup_sides(s: CampaignState) -> None:
    """Every seat's Setup side for this Act (`setup`), in turn order, "If multiple players must
    make setup choices, resolve them in turn order" (CRB p.7 step F): the questions they ask
    (`s.choices`) wait on the choice stack, which answers its top (last) first, so the first
    seat's go on top, each seat's own in the order its Setup side stacked them. (Act II's setup,
    `act_setup.fates_setup`, and `fates.setup_act2` are this one call.)"""
    in_turn_order(s, setup)


def setup_missing(s: CampaignState) -> list[str]:
    """The Fates in play whose Setup side for this Act is not built (set up with nothing)."""
    return [f for f in s.fates if f and (f, s.act) not in SETUPS]


def missing(s: CampaignState) -> list[str]:
    """In Act III, the Fates in play whose Act III part is not registered (`ACT3`): their Setup
    side does nothing and their grand ambitions are never fulfilled (a "C" Fate's final
    objective still has its marker, which nothing advances). Empty in other Acts."""
    if s.act != 3:
        return []
    return [f for f in s.fates if f and f not in ACT3]


V = TypeVar("V")


class ByAct(Mapping[str, V], Generic[V]):
    """One Act's entries of a (Fate, Act) table, by Fate: a read-only view (registering goes
    through the table itself, `fates.register_act2`)."""

    def __init__(self, table: dict[tuple[str, int], V], act: int) -> None:
        self._table = table
        self._act = act

    def __getitem__(self, fate: str) -> V:
        return self._table[(fate, self._act)]

    def __iter__(self) -> Iterator[str]:
        return iter([f for f, a in self._table if a == self._act])

    def __len__(self) -> int:
        return sum(1 for _, a in self._table if a == self._act)
