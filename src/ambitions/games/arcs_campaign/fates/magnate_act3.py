"""F3 Magnate, Act III (Fates file "F3 — Magnate"; card texts F3-25A/B, F3-22 to F3-27).

Setup (F3-25A): the Economy card (F3-26) is tucked under the Magnate's card play area, Closed
side up while the Magnate is a Regent, Open while an Outlaw (it flips with the title: the side is
read from the title, `economy`); Closed & Open Economy (F3-27) goes in the rules booklet; the War
Profiteer marker is on Warlord again (War Profiteering, F3-20, in the booklet).

Grand ambitions (F3-25B), *Escape the Reach, Content with Your Riches*: (1) you hold any
Monopoly; (2) you hold at least 2. After scoring you must scrap one of your Monopolies and every
resource of that type in your play area (``choose fuel`` when you hold several).

Prospectors (F3-22), Extortion (F3-23, F3-24, Vox), the Economy (F3-26/27).
"""

from __future__ import annotations

from collections.abc import Callable

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources, stealing
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.pieces import city_types
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import EMPTY, ArcsState
from ambitions.games.arcs_campaign import empire, flagship
from ambitions.games.arcs_campaign.fates import cards
from ambitions.games.arcs_campaign.fates.magnate_act2 import WAR_PROFITEERING
from ambitions.games.arcs_campaign.fates.steward_act2 import vox_rules
from ambitions.games.arcs_campaign.state import MONOPOLY_SCRAPPED, MONOPOLY_SUPPLY, CampaignState

SETUP_CARD = "F3-25"
PROSPECTORS = "F3-22"
EXTORTIONS = ("F3-23", "F3-24")
ECONOMY = "F3-26"
ECONOMY_LAW = "F3-27"
CLOSED, OPEN = "closed", "open"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def setup_act3(s: CampaignState, seat: int) -> None:
    """F3-25A: the Economy card and its law; the War Profiteer marker on Warlord again."""
    del seat
    if not s.monopolies:
        s.monopolies = [MONOPOLY_SUPPLY] * 5
    # Reading: the Economy card (26, double-sided, not a booklet card) goes with its law (27);
    # the law in the booklet stands for both, the side read from the Magnate's title.
    for card in (ECONOMY_LAW, WAR_PROFITEERING):
        if card not in s.booklet:
            s.booklet.append(card)


def magnate(s: CampaignState) -> int:
    """The seat of the Magnate in Act III (whose card play area holds the Economy), or -1."""
    if s.act != 3 or ECONOMY_LAW not in s.booklet:
        return -1
    return next((p for p in range(s.n) if s.fates[p] == cards.MAGNATE), -1)


def economy(s: CampaignState) -> str:
    """F3-26: Closed while the Magnate is a Regent, Open while an Outlaw ("flip it when the
    Magnate changes status"); "" without the card."""
    seat = magnate(s)
    if seat < 0:
        return ""
    return OPEN if s.outlaw[seat] else CLOSED


# -- the Economy (F3-26, F3-27) ----------------------------------------------------------------------
def closed_forbids(s: CampaignState, seat: int, slot: int) -> bool:
    """Closed Economy: a Regent other than the Magnate cannot tax a city in an Empire-controlled
    system unless they hold the Monopoly of its type."""
    if economy(s) != CLOSED or seat == magnate(s) or not empire.is_regent(s, seat):
        return False
    if not s.empire_controls(reach.SLOT_SYSTEM[slot]):
        return False
    types = city_types(s, slot)
    return not any(s.monopolies[r] == seat for r in types)


def repeatable(s: CampaignState, seat: int, slot: int) -> bool:
    """Open Economy: anyone may tax their Loyal cities again this turn; the Magnate Rival and Free
    cities too (as they could tax them the first time)."""
    if economy(s) != OPEN:
        return False
    return s.slots[slot] >> 2 == seat or seat == magnate(s)


def economy_targets(s: CampaignState, seat: int, targets: list[Args], again: list[Args]) -> list[Args]:
    """The tax targets under the Economy: `targets` less those Closed Economy forbids, plus
    `again` (the targets with this turn's taxed cities forgotten) that Open Economy repeats."""
    out = [a for a in targets if not closed_forbids(s, seat, std.SLOT_BY_NAME[str(a[0])])]
    have = set(out)
    for a in again:
        k = std.SLOT_BY_NAME[str(a[0])]
        if a not in have and k in s.taxed and repeatable(s, seat, k):
            out.append(a)
            have.add(a)
    return out


# -- Prospectors (F3-22) ------------------------------------------------------------------------------
def prospector_targets(s: CampaignState, seat: int, have: list[Args]) -> list[Args]:
    """F3-22: its holder may build a city on any planet whose type they do not hold the
    Monopoly of, without Loyal pieces there (an empty printed slot; reading: not with a
    Flagship, whose cities are built on its board, CRB p.22)."""
    if PROSPECTORS not in s.guild[seat] or s.cities_left[seat] <= 0 or flagship.has(s, seat):
        return []
    out: list[Args] = []
    for x in range(reach.NUM_SYSTEMS):
        r = reach.PLANET_RESOURCE[x]
        if r < 0 or not s.in_play[x] or (s.monopolies and s.monopolies[r] == seat):
            continue
        if any(s.slots[k] == EMPTY and k < reach.NUM_PRINTED_SLOTS for k in reach.SYSTEM_SLOTS[x]):
            target = ("city", reach.SYSTEM_IDS[x])
            if target not in have:
                out.append(target)
    return out


# -- Extortion (F3-23, F3-24, Vox) ---------------------------------------------------------------------
def extortion_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """Crisis: for each resource type, each player with the most of it (ties all) discards
        one (to the supply); discard this card."""
        for r in range(5):
            counts = [resources.held(s, p).count(r) for p in range(s.n)]
            most = max(counts)
            if most == 0:
                continue
            for p in range(s.n):
                if counts[p] == most and resources.remove_one(s, p, r):
                    s.resource_supply[r] += 1
        vox_rules().remove_from_court(s, card, bury=False)
        s.court_discard.append(card)

    return crisis


def _extortion_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        """Secured: steal a resource from a Rival; discard this (it is in the discard already)."""
        if _extortion_options(s, (seat, card, "steal")):
            push_choice(s, seat, card, "steal")

    return secured


def _extortion_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat = int(choice[0])
    out: list[Args] = []
    for p in range(s.n):
        if p != seat:
            out += [(p, arcs_data.RESOURCES[r]) for r in stealing.stealable_resources(s, p)]
    return out


def _extortion_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    stealing.steal_resource(s, int(choice[0]), int(args[0]), arcs_data.RESOURCES.index(str(args[1])))


# -- grand ambitions (F3-25B) ---------------------------------------------------------------------------
def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F3-25B at a chapter's scoring: any Monopoly, at least 2; then the scrap (one Monopoly held:
    at once; several: its holder chooses, answered before the next chapter, `act3`). Reading:
    the question is asked at the scoring, answered after the clean up (which touches neither
    Monopolies nor resources)."""
    held = [r for r in range(5) if s.monopolies and s.monopolies[r] == seat]
    result = (len(held) >= 1, len(held) >= 2)
    if len(held) == 1:
        scrap_monopoly(s, seat, held[0])
    elif held:
        push_choice(s, seat, SETUP_CARD, "scrap")
    return result


def scrap_monopoly(s: CampaignState, seat: int, r: int) -> None:
    """Scrap the Monopoly of `r` (its supply stays in the general supply) and every `r` in the
    play area: the resource slots, Merchant League (F3-02) and, as First Regent, the Trust.
    Scrapped tokens leave the game (`CampaignState.resources_scrapped`)."""
    s.monopolies[r] = MONOPOLY_SCRAPPED
    while resources.remove_one(s, seat, r):
        s.resources_scrapped[r] += 1
    if "F3-02" in s.guild[seat]:
        s.resources_scrapped[r] += s.league[r]
        s.league[r] = 0
    if s.first_regent == seat:
        s.resources_scrapped[r] += s.trust[r]
        s.trust[r] = 0


def _scrap_options(s: ArcsState, choice: Choice) -> list[Args]:
    c = _c(s)
    out: list[Args] = [
        (arcs_data.RESOURCES[r],) for r in range(5) if c.monopolies and c.monopolies[r] == int(choice[0])
    ]
    return out


def _scrap_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    scrap_monopoly(_c(s), int(choice[0]), arcs_data.RESOURCES.index(str(args[0])))


POWERS: tuple[Power, ...] = (
    Power(PROSPECTORS, "Prospectors"),
    Power(SETUP_CARD, "Magnate Act III Grand ambitions", choice_options=_scrap_options, choose=_scrap_choose),
)
"""The Magnate's Act III Guild card and question (`fates.POWERS`)."""
VOX_POWERS: tuple[Power, ...] = tuple(
    Power(card, "Extortion", when_secured=_extortion_secured(card),
          choice_options=_extortion_options, choose=_extortion_choose)
    for card in EXTORTIONS
)  # fmt: skip
"""The Magnate's Act III Vox cards (`vox.POWERS`)."""
VOX_CRISES = {card: extortion_crisis(card) for card in EXTORTIONS}
