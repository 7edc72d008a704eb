"""F6 Partisan, Act III (Fates file "F6 — Partisan"; card texts F6-24A/B, F6-25, F6-19 to F6-23).

Setup (F6-24A): gain Sower of Division (F6-25, lore).
Grand ambitions (F6-24B), *Form a Dominant Power Bloc*: (1) you have more Guild cards than each
Rival; (2) you have the initiative marker.

The Act III cards of the Fate Set (the Act II Resolution, F6-18, put them in play):

* Sower of Division (F6-25): at a round's end, when its holder gets the initiative marker from
  Surpassing, ``choose <rival> <resource>`` puts one of its agents from its supply on that
  Rival's empty Outrage slot (no Provoke: nothing is discarded), or ``choose none``. The agent
  is noted in `CampaignState.sown` (public) and goes back to its owner when that Outrage clears
  (`CampaignState.return_outrage_agent`).
* Guilds Decry Terror (F6-19, an edict; `guilds_decry_terror`).
* Terror Strike (F6-20, F6-21, Vox cards; `strike`).
* Spacing Union, Arms Union (F6-22, F6-23): as F6-11, F6-12.
"""

from __future__ import annotations

from collections.abc import Callable

from ambitions.core.state import TERMINAL
from ambitions.games.arcs import court as arcs_court
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import SURPASS, ArcsState, building_damaged
from ambitions.games.arcs_campaign.fates import attach, partisan_act2, twisted_passage
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import EMPIRE, CampaignState

SOWER_OF_DIVISION = "F6-25"
GUILDS_DECRY_TERROR = "F6-19"
TERROR_STRIKES = ("F6-20", "F6-21")
DIPLOMATIC_FIASCO = "CC13"
COUNCIL = "IC01"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def setup_act3(s: CampaignState, seat: int) -> None:
    """F6-24A: "Gain Sower of Division (25)"."""
    res.take(s, SOWER_OF_DIVISION)
    s.lore[seat].append(SOWER_OF_DIVISION)


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F6-24B: (1) "Have more Guild cards than each Rival" (a tie is not more); (2) "Have the
    initiative marker" (read at the chapter's end, before the clean up)."""
    mine = len(s.guild[seat])
    bloc = all(mine > len(s.guild[p]) for p in range(s.n) if p != seat)
    return (bloc, s.initiative == seat)


# -- Sower of Division (F6-25) ---------------------------------------------------------------------
def surpasser(s: ArcsState) -> int:
    """The seat that would get the initiative marker from Surpassing if the round ended now (the
    highest Surpassing card, base p11), -1 if none or if it was seized (`cardplay.end_round`)."""
    if s.seized_by >= 0:
        return -1
    best, number = -1, -1
    for seat, card, mode in s.plays:
        if mode == SURPASS and arcs_data.ACTION_CARD_BY_ID[card].number > number:
            best, number = seat, arcs_data.ACTION_CARD_BY_ID[card].number
    return best


def holder(s: CampaignState, card: str) -> int:
    return next((p for p in range(s.n) if card in s.lore[p]), -1)


def after_round(s: CampaignState, surpassing: int) -> None:
    """After an action that ended a round (`s.plays` emptied): if Sower of Division's holder got
    the initiative marker from Surpassing (`surpassing`, read before the action), it is asked.
    READING (F6-25 "at the end of a round"): asked once the round's end has run, so after the
    chapter's scoring when that round ended the chapter."""
    seat = holder(s, SOWER_OF_DIVISION)
    if seat < 0 or seat != surpassing or s.plays or s.initiative != seat or s.mover == TERMINAL:
        return  # (the campaign over with that round: nothing left to sow)
    push_choice(s, seat, SOWER_OF_DIVISION, "sow")


def _sow_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat = choice[0]
    if s.agents[seat] <= 0:
        return []
    return [("none",)] + [
        (p, arcs_data.RESOURCES[r])
        for p in range(s.n)
        if p != seat
        for r in range(len(arcs_data.RESOURCES))
        if not s.outrage[p] >> r & 1
    ]


def _sow_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """A Loyal agent from the supply onto the Rival's empty Outrage slot: "This does not Provoke
    Outrage" (no resource nor Guild card is discarded)."""
    c = _c(s)
    seat = choice[0]
    if args[0] == "none":
        return
    rival, r = int(args[0]), arcs_data.RESOURCES.index(str(args[1]))
    c.agents[seat] -= 1
    c.outrage[rival] |= 1 << r
    c.sown += [rival, seat, r]


# -- Guilds Decry Terror (F6-19, an edict) ----------------------------------------------------------
def guilds_decry_terror(s: CampaignState) -> None:
    """F6-19: "If Diplomatic Fiasco is not in the Court, search the Court deck for it, attach it to
    the Imperial Council card, and flip the Imperial Council to its In Session side" (errata: and
    shuffle the Court deck, a chance event). A card attached to a Court card is in the Court
    (CRB p.27). READING: the flip does not wait for the search to find it (the card's "If"
    governs the whole sentence); found, it is attached only if the Council has no attached card
    yet (CRB p.27: one attached card per card), else it stays in the deck."""
    if DIPLOMATIC_FIASCO in s.court or DIPLOMATIC_FIASCO in s.attached[1::2]:
        return
    if DIPLOMATIC_FIASCO in s.court_deck and COUNCIL in s.court and not attach.attached_to(s, COUNCIL):
        s.court_deck.remove(DIPLOMATIC_FIASCO)
        attach.attach(s, COUNCIL, DIPLOMATIC_FIASCO)
    s.council = "in-session"
    if s.court_deck:
        s.choices.append((-1, "SHUFFLE", "court"))


# -- Terror Strike (F6-20, F6-21) -----------------------------------------------------------------
def strike(s: CampaignState, spared: int) -> None:
    """ "Destroy all damaged pieces at planets matching any players' Outrage" (ships, Loyal,
    Imperial and Blight; buildings, Loyal and Free; back to their supplies: no Trophies, no
    Outrage, nobody destroys them); `spared`'s Loyal pieces are not (When Secured), -1: none.
    READING: a Flagship is not a damaged piece (its damage is on its Upgrades, CRB p.22)."""
    n = s.n
    outraged = 0
    for mask in s.outrage:
        outraged |= mask
    for x in range(reach.NUM_SYSTEMS):
        r = reach.PLANET_RESOURCE[x]
        if r < 0 or not outraged >> r & 1:
            continue
        for p in range(n):
            if p != spared:
                twisted_passage.destroyed(s, p, s.damaged[x * n + p])  # (or The Dead Live, F22-04)
                s.damaged[x * n + p] = 0
        twisted_passage.destroyed(s, EMPIRE, s.imperial_damaged[x])
        s.imperial_damaged[x] = 0
        s.blight_supply += s.blight_damaged[x]
        s.blight_damaged[x] = 0
        for k in reach.SYSTEM_SLOTS[x]:
            code = s.slots[k]
            if code < 0 or not building_damaged(code) or code >> 2 == spared:
                continue
            s.remove_building(k)


def _into_deck(s: CampaignState, card: str) -> None:
    """ "Shuffle this into the Court deck" (a chance event orders it)."""
    s.court_deck.append(card)
    s.choices.append((-1, "SHUFFLE", "court"))


def strike_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """Crisis: the strike; this card leaves the Court and is shuffled into the Court deck."""
        strike(s, -1)
        partisan_act2.leave_court(s, card)
        _into_deck(s, card)

    return crisis


def _strike_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        """When Secured: "Resolve the Crisis but do not destroy Loyal pieces" (the securer's);
        the card goes from the discard into the Court deck, shuffled, before the refill."""
        c = _c(s)
        strike(c, seat)
        if card in c.court_discard:
            c.court_discard.remove(card)
        _into_deck(c, card)

    return secured


POWERS: tuple[Power, ...] = (
    arcs_court.union("F6-22", "Spacing Union", "MOB"),  # "as 11" (the campaign Unions' errata)
    arcs_court.union("F6-23", "Arms Union", "AGG"),  # "as 12"
    Power(SOWER_OF_DIVISION, "Sower of Division", choice_options=_sow_options, choose=_sow_choose),
)
"""The Partisan's Act III Guild and lore cards' powers (`fates.POWERS`)."""
VOX_POWERS: tuple[Power, ...] = tuple(
    Power(card, "Terror Strike", when_secured=_strike_secured(card)) for card in TERROR_STRIKES
)
"""The Terror Strikes' powers (`vox.POWERS`)."""
VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {
    card: strike_crisis(card) for card in TERROR_STRIKES
}
"""Their Crisis texts (`vox.CRISES`)."""
