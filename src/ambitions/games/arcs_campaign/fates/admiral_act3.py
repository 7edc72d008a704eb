"""F7 Admiral, Act III (Fates file "F7 — Admiral"; card texts F7-19A/B, F7-20, F7-21, F7-15 to
F7-18).

Setup (F7-19A): Martial Law (F7-20) into the rules booklet, its reminder copy (F7-21) tucked by
the card play area. Martial Law binds every Regent but the Admiral who holds neither Imperial
Officers nor Rogue Admirals (`CampaignState.under_martial_law`): they cannot Command the
Imperial Fleet (`empire.commands`, `CampaignState.controller`: on their turn they do not control
Empire-controlled systems and take no actions with Imperial ships); as First Regent they do not
control Empire-controlled systems for ambitions, objectives and events
(`empire.first_regent_controls`); Empire control of a gate ends their Catapult move
(`movement.stops_catapult`).

Grand ambitions (F7-19B), *Keep the Monopoly on Force*: you're a Regent and (1) you control at
least 9 planets (as First Regent, the Empire-controlled ones too); (2) you have more Loyal ships
on the map than each Rival.

The Act III Vox cards the Act II Resolution (F7-14) put in the Court deck: Imperial Defectors
(F7-15, F7-16, as F7-10) and Mass Uprising (F7-17, F7-18).
"""

from __future__ import annotations

from collections.abc import Callable

from ambitions.games.arcs import reach
from ambitions.games.arcs.pieces import place_ships
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.fates import admiral_act2, twisted_passage
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates.partisan_act2 import leave_court
from ambitions.games.arcs_campaign.state import EMPIRE, MARTIAL_LAW, CampaignState

MARTIAL_LAW_REMINDER = "F7-21"
IMPERIAL_DEFECTORS = ("F7-15", "F7-16")
MASS_UPRISINGS = ("F7-17", "F7-18")
PLANETS_NEEDED = 9


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def setup_act3(s: CampaignState, seat: int) -> None:
    """F7-19A: "Add Martial Law (20) to the rules booklet"; "tuck the second copy of Martial Law
    (21) partially under the card play area" (kept with the booklet: a reminder)."""
    for card in (MARTIAL_LAW, MARTIAL_LAW_REMINDER):
        res.to_booklet(s, card)


def planets_controlled(s: CampaignState, seat: int) -> int:
    """Planets `seat` controls at a chapter's end: "You control planets that are controlled by
    the Empire if you're the First Regent" (F7-19B; Martial Law does not bind the Admiral)."""
    out = 0
    for x in range(reach.NUM_SYSTEMS):
        if reach.is_gate(x):
            continue
        if s.imperial_fresh[x]:
            out += empire.first_regent_controls(s, seat, x)
        elif s.controller(x) == seat:
            out += 1
    return out


def loyal_ships(s: CampaignState, seat: int) -> int:
    """Loyal ships on the map (a Flagship is a Loyal ship, CRB p.22)."""
    return sum(s.fresh[seat :: s.n]) + sum(s.damaged[seat :: s.n]) + (s.flagship[seat] >= 0)


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F7-19B: "You're a Regent and... You control at least 9 planets. You have more Loyal ships
    on the map than each Rival." (an Outlaw fulfils neither)."""
    if s.outlaw[seat]:
        return (False, False)
    mine = loyal_ships(s, seat)
    navy = all(mine > loyal_ships(s, p) for p in range(s.n) if p != seat)
    return (planets_controlled(s, seat) >= PLANETS_NEEDED, navy)


# -- Mass Uprising (F7-17, F7-18) -------------------------------------------------------------------
def destroy_damaged_ships(s: CampaignState) -> None:
    """ "Destroy every damaged ship": Loyal and Imperial, back to their supplies (nobody destroys
    them: no Trophies). READING: Blight are not ships, and a Flagship's damage is on its
    Upgrades (CRB p.22)."""
    n = s.n
    for x in range(reach.NUM_SYSTEMS):
        for p in range(n):
            twisted_passage.destroyed(s, p, s.damaged[x * n + p])  # (or onto The Dead Live, F22-04)
            s.damaged[x * n + p] = 0
        twisted_passage.destroyed(s, EMPIRE, s.imperial_damaged[x])
        s.imperial_damaged[x] = 0


def uprising_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """Crisis: "Destroy every damaged ship. Bury this card.\""""
        destroy_damaged_ships(s)
        leave_court(s, card)
        s.court_deck.insert(0, card)  # bury (the state keeps the deck's top last)

    return crisis


def _uprising_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        push_choice(s, seat, card, "cluster")

    return secured


def _uprising_options(s: ArcsState, choice: Choice) -> list[Args]:
    if s.ships[choice[0]] <= 0:
        return []
    return [(cluster,) for cluster in range(1, 7)]


def _uprising_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """When Secured: "Choose a cluster on the map. You place 1 ship in each system of that
    cluster." READING: while the supply lasts, gate first, then its planets in order (the card is
    already discarded by securing it). A gate with a Passage sends its ship into the Twisted
    Passage (F22-05: "pieces that would be placed on them are placed in the Twisted Passage")."""
    cluster = int(args[0])
    for x in range((cluster - 1) * 4, cluster * 4):
        if twisted_passage.redirected(_c(s), x):  # (a gate with a Passage: F22-05)
            twisted_passage.place_ships(_c(s), choice[0], 1)
        else:
            place_ships(s, choice[0], x, 1)


VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {
    **{card: admiral_act2.defectors_crisis(card) for card in IMPERIAL_DEFECTORS},
    **{card: uprising_crisis(card) for card in MASS_UPRISINGS},
}
"""The Crisis texts of the Admiral's Act III Vox cards (`vox.CRISES`)."""
VOX_POWERS: tuple[Power, ...] = (
    *(admiral_act2.defectors_power(card) for card in IMPERIAL_DEFECTORS),
    *(
        Power(card, "Mass Uprising", when_secured=_uprising_secured(card), choice_options=_uprising_options,
              choose=_uprising_choose)
        for card in MASS_UPRISINGS
    ),
)  # fmt: skip
"""The Admiral's Act III Vox cards' powers (`vox.POWERS`)."""
