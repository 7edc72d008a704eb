"""F19 Redeemer, Act III (a "C" Fate; Fates file "F19 — Redeemer"; card texts F19-01A/B, F19-02 to
F19-04; errata: Ire of the Keepers' tax ban covers all cities on those planets; CRB p.7-9, p.25).

Setup (F19-01A), in its order: with a Flagship, the Redeemer may Resettle (`resettle_setup`, the
objective card's question ``[seat, "F19-01", ...]``); Provoke Relic Outrage; gain Ire of the
Keepers (F19-02, lore); Rebuke of the Keepers (F19-03) joins the Edicts; Relic Fence (F19-04, "As
F3-05") goes on top of the Court deck; with 2 players, the Relics on the Keeper box go back to
the supply.

Ire of the Keepers (F19-02): its holder cannot declare Keeper, however declared
(`declaring.forbidden`, `declaring.declare_filter`), nor tax a city on a Relic planet it does not control
(errata: any city there, not only Loyal ones; `ire.tax_filter`).

Rebuke of the Keepers (F19-03, edict 70: `data.REBUKE_OF_THE_KEEPERS`): Keeper declared and the
Redeemer not winning it, the Redeemer loses the first-place Power of Keeper's markers; Keeper
undeclared, the player with the most Relics (no tie) may declare it (``choose keeper`` /
``choose none``: no zero marker).

Final objective (F19-01B; starts on 16 / 14 / 12), after each chapter's scoring (`chapter_end`):
*Subdue the Keepers*, 3 if the Redeemer won Keeper or nobody declared it; *Shatter the Relics*,
if the Redeemer won an ambition, scrap any number of its Relics, 2 each (``choose relic`` for
each, ``choose done``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import cardplay, chapter, resources
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import cards, magnate_act2, objective, play_area, resettle_setup
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import CampaignState

OBJECTIVE_CARD = "F19-01"
IRE_OF_THE_KEEPERS = "F19-02"
REBUKE: Final = data.REBUKE_OF_THE_KEEPERS
"""F19-03 Rebuke of the Keepers (edict)."""
RELIC_FENCE = "F19-04"
RELIC: Final = arcs_data.RESOURCES.index("relic")
KEEPER: Final = arcs_data.AMBITIONS.index("keeper")
SUBDUE: Final = 3
"""*Subdue the Keepers*' advance (F19-01B)."""
SHATTER: Final = 2
"""*Shatter the Relics*' advance per Relic scrapped (F19-01B)."""
SHATTER_STEP = "shatter"
REBUKE_STEP = "rebuke"


def redeemer(s: CampaignState) -> int:
    return objective.holder(s, cards.REDEEMER)


# -- setup (F19-01A) ------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F19-01A: the Resettle question (asked first, the rest done at once: it touches neither
    Outrage nor the Court); Relic Outrage; Ire of the Keepers; the edict; Relic Fence on top of
    the Court deck; with 2 players, the Keeper box's Relics back to the supply."""
    resettle_setup.offer(s, seat, OBJECTIVE_CARD)
    arcs_battle.provoke_outrage(s, seat, RELIC)
    res.gain(s, seat, IRE_OF_THE_KEEPERS)
    if REBUKE not in s.edicts:
        s.edicts.append(REBUKE)
    res.take(s, RELIC_FENCE)
    s.court_deck.append(RELIC_FENCE)  # on top (the deck's last card is its top)
    if s.n == 2:
        s.resource_supply[RELIC] += s.box_resources[RELIC]
        s.box_resources[RELIC] = 0


# -- Ire of the Keepers (F19-02) ------------------------------------------------------------------
def ire(s: CampaignState, seat: int) -> bool:
    return IRE_OF_THE_KEEPERS in s.lore[seat]


def forbids(s: CampaignState, seat: int, ambition: str) -> bool:
    """Ire of the Keepers: its holder "can't declare Keeper", however declared."""
    return ambition == "keeper" and ire(s, seat)


def keeper_markers(s: CampaignState) -> list[int]:
    return [i for i in range(len(s.marker_box)) if s.marker_box[i] == KEEPER]


def most_relics(s: CampaignState) -> int:
    """The seat with the most Relics in its play area (CRB p.27 "Counting"), none tied with it
    and at least one; -1 otherwise."""
    relics = [play_area.counts(s, p)[RELIC] for p in range(s.n)]
    best = max(relics)
    return relics.index(best) if best > 0 and relics.count(best) == 1 else -1


def rebuke(s: CampaignState, forbidden: Callable[[CampaignState, int, str], bool]) -> None:
    """The edict (F19-03): Keeper declared and the Redeemer not winning it (first place, not
    tied, were it scored now): the Redeemer loses the first-place Power of Keeper's markers.
    Undeclared: the player with the most Relics may declare it (if a marker is available and
    no law forbids it: `forbidden`, `declaring.forbidden`: Ire of the Keepers, Oath of Peace,
    the Doctrine)."""
    seat = redeemer(s)
    markers = keeper_markers(s)
    if markers:
        winner = chapter.rank_ambition(objective.counts(s, KEEPER))[0]
        if seat >= 0 and winner != seat:
            s.power[seat] -= sum(cardplay.marker_values(s, i)[0] for i in markers)
        return
    relic_holder = most_relics(s)
    if relic_holder < 0 or not cardplay.available_markers(s) or forbidden(s, relic_holder, "keeper"):
        return
    push_choice(s, relic_holder, OBJECTIVE_CARD, REBUKE_STEP)


# -- the final objective (F19-01B) ----------------------------------------------------------------
def chapter_end(s: CampaignState, seat: int) -> None:
    """*Subdue the Keepers*: 3 if the Redeemer won Keeper or nobody declared it, at this
    chapter's scoring; then *Shatter the Relics*: with an ambition won, the question."""
    scored = s.chapter_scoring[-1][1] if s.chapter_scoring else ()
    keeper = [a for a in scored if a[0] == KEEPER]
    if not keeper or keeper[0][3] == seat:
        objective.advance(s, seat, SUBDUE)
    if objective.ambitions_won(s, seat) and RELIC in resources.held(s, seat):
        push_choice(s, seat, OBJECTIVE_CARD, SHATTER_STEP)


def shatter(s: CampaignState, seat: int) -> None:
    """Scrap one Relic of the Redeemer's resource slots (it leaves the game:
    `CampaignState.resources_scrapped`) and advance 2."""
    resources.remove_one(s, seat, RELIC)
    s.resources_scrapped[RELIC] += 1
    objective.advance(s, seat, SHATTER)


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    step, seat = str(choice[2]), int(choice[0])
    if step in resettle_setup.STEPS:
        return resettle_setup.options(s, choice)
    if step == REBUKE_STEP:
        return [("keeper",), ("none",)] if cardplay.available_markers(s) else []
    return [("relic",), ("done",)] if RELIC in resources.held(s, seat) else []


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    step, seat = str(choice[2]), int(choice[0])
    if step in resettle_setup.STEPS:
        resettle_setup.choose(s, choice, args)
    elif step == REBUKE_STEP:
        if args[0] == "keeper":
            cardplay.declare(s, seat, "keeper", zero=False)
    elif args[0] == "relic":
        shatter(s, seat)
        push_choice(s, seat, OBJECTIVE_CARD, SHATTER_STEP)


IRE_POWER = Power(IRE_OF_THE_KEEPERS, "Ire of the Keepers")
"""Ire of the Keepers: its laws are read by `declaring.forbidden`, `declaring.declare_filter` and the
campaign's tax targets (`ire.tax_filter`)."""
POWERS: tuple[Power, ...] = (
    Power(OBJECTIVE_CARD, "Redeemer Act III Setup / Objective", choice_options=_options, choose=_choose),
    IRE_POWER,
    magnate_act2.fence_power(RELIC_FENCE),
)
"""The Redeemer's questions, Ire of the Keepers and Relic Fence (`fates.POWERS`)."""
