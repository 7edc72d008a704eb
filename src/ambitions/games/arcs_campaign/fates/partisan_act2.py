"""F6 Partisan, Act II (Fates file "F6 — Partisan"; card texts F6-15A/B, F6-16, F6-17, F6-05 to
F6-14, F6-18).

Setup (F6-15A): Partisan Seizing (F6-16, a law) goes into the rules booklet: from now on
*everyone* seizes the initiative by Provoking Outrage, never with a second card; the Partisan's
own Partisan Seizing (F6-03, errata: the reference is 03) is tucked under the map as a reminder;
gain People's Hero (F6-17, lore).
Objective (F6-15B), starting on 18 / 14 / 12: *Show Your Leadership*: advance 1 each time you
play an action card while you have the initiative; *Burnish Your Image*: when People's Hero
clears an Outrage, advance 1 per Guild card you have.

People's Hero (F6-17): when you declare an ambition, ``choose material`` clears 1 Outrage of a
type in which you have more Guild cards than each Rival (``choose none`` declines).

The Act II Fate Set cards the Act I Resolution (F6-04) puts in the Court deck: the five Loyal
cards (F6-05 to F6-09, the base game's Loyal cards), Galactic Bards (F6-10, as F1-17 and the
base game's), Spacing Union and Arms Union (F6-11, F6-12, the campaign Unions' errata: one Union
per played card), and Outrage Spreads (F6-13, F6-14, Vox cards).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import court as arcs_court
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import attach, objective
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import CampaignState

PARTISAN_SEIZING = "F6-03"
PARTISAN_SEIZING_LAW = "F6-16"
PEOPLES_HERO = "F6-17"
OUTRAGE_SPREADS = ("F6-13", "F6-14")
PLAYS = frozenset({"lead", "surpass", "pivot", "copy"})
"""Ways to play an action card in a turn (base p8-9)."""


def setup_act2(s: CampaignState, seat: int) -> None:
    """F6-15A, steps 1-3."""
    res.to_booklet(s, PARTISAN_SEIZING_LAW)
    res.take(s, PARTISAN_SEIZING)  # tucked under the map: a reminder only, the law now rules
    res.gain(s, seat, PEOPLES_HERO)


def everyone_seizes_by_outrage(s: CampaignState) -> bool:
    """Partisan Seizing in the rules booklet (F6-16): every player, not only the Partisan."""
    return PARTISAN_SEIZING_LAW in s.booklet


# -- the objective (F6-15B) ------------------------------------------------------------------------
def played_card(s: CampaignState, seat: int, before_initiative: int, a: ArcsAction) -> None:
    """*Show Your Leadership*: 1 per action card played while holding the initiative (held
    before the play: a card that seizes it was not played while holding it)."""
    if a.kind in PLAYS and before_initiative == seat:
        objective.advance(s, seat, 1)


def on_declare(s: CampaignState, seat: int) -> None:
    """People's Hero (F6-17): asked when its holder declares an ambition, if an Outrage may go."""
    if PEOPLES_HERO in s.lore[seat] and _clearable(s, seat):
        push_choice(s, seat, PEOPLES_HERO, "clear")


def _clearable(s: CampaignState, seat: int) -> list[str]:
    return [
        name
        for r, name in enumerate(arcs_data.RESOURCES)
        if s.outrage[seat] >> r & 1 and res.out_holds(s, seat, name)
    ]


def _hero_options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    out: list[Args] = [(name,) for name in _clearable(s, choice[0])]
    return out + [("none",)]


def _hero_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """Clear the Outrage (its agent back to the supply); *Burnish Your Image* in Act II."""
    assert isinstance(s, CampaignState)
    seat = choice[0]
    if args[0] == "none":
        return
    s.return_outrage_agent(seat, arcs_data.RESOURCES.index(str(args[0])))  # (to its owner, F6-25)
    if s.act == 2 and objective.holder(s, "F6") == seat:
        objective.advance(s, seat, len(s.guild[seat]))


# -- Outrage Spreads (F6-13, F6-14) ----------------------------------------------------------------
def leave_court(s: CampaignState, card: str) -> None:
    """A Crisis takes its card out of the Court: its agents go back, the Court is refilled (an
    attached card slides down, CRB p.27), as `vox.remove_from_court` (which the Fates' modules,
    loaded before it, cannot import)."""
    i = s.court.index(card)
    n = s.n
    for p in range(n):
        return_agents(s, p, s.court_agents[i * n + p])
        s.court_agents[i * n + p] = 0
    if not attach.slide_down(s, i, card):
        s.court[i] = s.court_deck.pop() if s.court_deck else ""


def spreads_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """Each player Provokes Outrage of the rolled planet's type (CRB p.18: the planet of the
        rolled symbol in the rolled cluster); discard this."""
        assert s.event_roll is not None
        _, symbol, cluster = s.event_roll
        r = rolled_type(symbol, cluster)
        for p in s.turn_order():
            arcs_battle.provoke_outrage(s, p, r)
        leave_court(s, card)
        s.court_discard.append(card)

    return crisis


def rolled_type(symbol: str, cluster: int) -> int:
    """The resource type of the planet of the rolled symbol in the rolled cluster."""
    return reach.PLANET_RESOURCE[(cluster - 1) * 4 + data.SYMBOLS.index(symbol) + 1]


def _spreads_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        """You may choose an Outrage type; each player, you too, Provokes it (the card is
        discarded, `vox.secure`)."""
        push_choice(s, seat, card, "type")

    return secured


def _spreads_options(s: ArcsState, choice: Choice) -> list[Args]:
    out: list[Args] = [(name,) for name in arcs_data.RESOURCES]
    return out + [("none",)]


def _spreads_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] == "none":
        return
    assert isinstance(s, CampaignState)
    r = arcs_data.RESOURCES.index(str(args[0]))
    for p in s.turn_order():
        arcs_battle.provoke_outrage(s, p, r)


VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {
    card: spreads_crisis(card) for card in OUTRAGE_SPREADS
}
"""The Crisis texts of the Partisan's Vox cards (`vox.CRISES`)."""


# -- the Act II Resolution (F6-18) -----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F6-18: completed, Guilds Decry Terror (19) in the rules booklet (its Edicts), the Terror Strikes
    (20-21) to the Court deck, Spacing Union and Arms Union (22-23) scrapped; failed, 19-21
    scrapped and 22-23 to the Court deck."""
    if completed:
        res.take(s, "F6-19")
        s.edicts.append("F6-19")  # (an Edict: the rules booklet's Edicts, CRB p.20; resolved in Act III)
        res.to_court(s, res.ids("F6", 20, 21))
        res.scrap(s, res.ids("F6", 22, 23))
    else:
        res.scrap(s, res.ids("F6", 19, 20, 21))
        res.to_court(s, res.ids("F6", 22, 23))


POWERS: tuple[Power, ...] = (
    arcs_court.loyal(0, "F6-05", "Loyal Engineers"),
    arcs_court.loyal(1, "F6-06", "Loyal Pilots"),
    arcs_court.loyal(2, "F6-07", "Loyal Marines", ships=True),
    arcs_court.loyal(4, "F6-08", "Loyal Empaths"),
    arcs_court.loyal(3, "F6-09", "Loyal Keepers"),
    Power("F6-10", "Galactic Bards", extras={"follower_declares": True}),
    arcs_court.union("F6-11", "Spacing Union", "MOB"),
    arcs_court.union("F6-12", "Arms Union", "AGG"),
    Power(PEOPLES_HERO, "People's Hero", choice_options=_hero_options, choose=_hero_choose),
)  # fmt: skip
"""The Partisan's Act II Guild cards' powers (`fates.POWERS`)."""
VOX_POWERS: tuple[Power, ...] = tuple(
    Power(card, "Outrage Spreads", when_secured=_spreads_secured(card), choice_options=_spreads_options,
          choose=_spreads_choose)
    for card in OUTRAGE_SPREADS
)  # fmt: skip
"""The Partisan's Act II Vox cards' powers (`vox.POWERS`)."""
