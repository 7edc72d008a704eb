"""F17 Overlord, Act III (a "C" Fate; Fates file "F17 — Overlord"; card texts F17-01A/B, F17-02,
F17-03; CRB p.7-9, p.25 "Resettling Flagships").

Setup (F17-01A), in its order: with a Flagship, the Overlord may Resettle (`resettle_setup`);
gain Sycophants (F17-02, "As F11-02": the Planet Breaker's card's power, its own card and its
own once a turn, `planet_breaker.SYCOPHANT_CARDS`); Reach Rejects Overlord (F17-03) joins the
Edicts; then, with no Outrage, the Overlord may Provoke Outrage once (``choose fuel`` /
``choose none``) to place 2 ships at a planet of that type (``choose 3.2``), which does not
trigger Sycophants. The questions are the objective card's (``[seat, "F17-01", step]``), the
Resettle's first.

Final objective (F17-01B; starts on 20), at each chapter's end after the scoring and clean up
(`chapter_end`): *Rule by Fear Alone*, 1 for each resource type the Overlord has (CRB p.27
"Counting", `play_area`) that it is Outraged in; *Control by Fear Alone*, 2 for each planet type
it controls a planet of (as First Regent, an Empire-controlled one too) and is Outraged in.

Reach Rejects Overlord (F17-03, edict 65: `data.REACH_REJECTS_OVERLORD`): at the Edicts step the
Overlord loses Power by its Outrage count: 1, 3, 6, 8, 10 for 1 to 5 (`reach_rejects`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data, empire
from ambitions.games.arcs_campaign.fates import cards, objective, planet_breaker, play_area, resettle_setup
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import CampaignState

OBJECTIVE_CARD = "F17-01"
SYCOPHANTS: Final = planet_breaker.SYCOPHANT_CARDS[1]
"""F17-02 Sycophants."""
REACH_REJECTS: Final = data.REACH_REJECTS_OVERLORD
"""F17-03 Reach Rejects Overlord (edict)."""
OUTRAGE_STEP = "outrage"
SHIPS_STEP = "outrage-ships"
NONE = "none"
SHIPS: Final = 2
"""The ships placed for the Outrage Provoked at setup (F17-01A)."""
LOSS: Final = (0, 1, 3, 6, 8, 10)
"""Reach Rejects Overlord: the Power lost by Outrage count (F17-03)."""


def overlord(s: CampaignState) -> int:
    return objective.holder(s, cards.OVERLORD)


# -- setup (F17-01A) ------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F17-01A: the Resettle question; Sycophants; the edict; the Outrage question, asked after
    the Resettle (stacked under it)."""
    push_choice(s, seat, OBJECTIVE_CARD, OUTRAGE_STEP)
    resettle_setup.offer(s, seat, OBJECTIVE_CARD)
    res.gain(s, seat, SYCOPHANTS)
    planet_breaker.note_sycophants(s)
    if REACH_REJECTS not in s.edicts:
        s.edicts.append(REACH_REJECTS)


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    step, seat = str(choice[2]), int(choice[0])
    if step in resettle_setup.STEPS:
        return resettle_setup.options(s, choice)
    if step == OUTRAGE_STEP:
        # "If you have no Outrage" (read when the question comes, after the Resettle).
        return [] if s.outrage[seat] else [(NONE,), *((name,) for name in arcs_data.RESOURCES)]
    if s.ships[seat] <= 0:
        return []
    r = int(choice[3])
    return [
        (reach.SYSTEM_IDS[x],)
        for x in range(reach.NUM_SYSTEMS)
        if s.in_play[x] and reach.PLANET_RESOURCE[x] == r
    ]


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    step, seat = str(choice[2]), int(choice[0])
    if step in resettle_setup.STEPS:
        resettle_setup.choose(s, choice, args)
        return
    if step == OUTRAGE_STEP:
        if args[0] == NONE:
            return
        r = arcs_data.RESOURCES.index(str(args[0]))
        arcs_battle.provoke_outrage(s, seat, r)
        planet_breaker.note_sycophants(s)  # (F17-01A: "this does not trigger Sycophants")
        push_choice(s, seat, OBJECTIVE_CARD, SHIPS_STEP, r)
        return
    x = reach.SYSTEM_INDEX[str(args[0])]
    placed = min(SHIPS, s.ships[seat])
    s.ships[seat] -= placed
    s.fresh[x * s.n + seat] += placed


SETUP_POWER = Power(OBJECTIVE_CARD, "Overlord Act III Setup", choice_options=_options, choose=_choose)
SYCOPHANTS_POWER: Final[Power] = replace(
    planet_breaker.SYCOPHANTS_POWER, id=SYCOPHANTS, protects=lambda s, holder, thing: thing == SYCOPHANTS
)
"""Sycophants (F17-02): "As F11-02" (kept on Outrage, 2 ships on a new Outrage once a turn, its
Prelude discard; protected)."""


# -- the final objective (F17-01B) ------------------------------------------------------------------
def outraged_types(s: CampaignState, seat: int) -> list[int]:
    return [r for r in range(5) if s.outrage[seat] >> r & 1]


def controls_type(s: CampaignState, seat: int, r: int) -> bool:
    """`seat` controls a planet of type `r` (F17-01B: the First Regent counts Empire-controlled
    systems, `empire.first_regent_controls`)."""
    return any(
        s.in_play[x] and reach.PLANET_RESOURCE[x] == r and empire.controls(s, seat, x)
        for x in range(reach.NUM_SYSTEMS)
    )


def chapter_end(s: CampaignState, seat: int) -> None:
    """*Rule by Fear Alone*: 1 per resource type held that matches an Outrage; *Control by Fear
    Alone*: 2 per planet type controlled that matches one (F17-01B)."""
    held = play_area.counts(s, seat)
    types = outraged_types(s, seat)
    rule = sum(1 for r in types if held[r] > 0)
    control = sum(2 for r in types if controls_type(s, seat, r))
    objective.advance(s, seat, rule + control)


# -- Reach Rejects Overlord (F17-03) ----------------------------------------------------------------
def reach_rejects(s: CampaignState) -> None:
    """The edict: the Overlord loses Power by its Outrage count (F17-03; Power may go below 0,
    CRB p.28)."""
    seat = overlord(s)
    if seat >= 0:
        s.power[seat] -= LOSS[len(outraged_types(s, seat))]


POWERS: tuple[Power, ...] = (SETUP_POWER, SYCOPHANTS_POWER)
"""The Overlord's Setup-side questions and Sycophants (`fates.POWERS`)."""
