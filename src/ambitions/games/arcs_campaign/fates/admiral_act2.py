"""F7 Admiral, Act II (Fates file "F7 — Admiral"; card texts F7-12A/B, F7-05 to F7-11, F7-13,
F7-14).

Setup (F7-12A): shuffle Command Chaos (F7-13) into the Court deck (a chance event, the Court
deck's ``shuffle``).
Objective (F7-12B), starting on 30: *Expand the Navy's Holdings*: at the end of a chapter, as a
Regent, advance 1 per planet the Empire controls; *Crush the Empire's Foes*: as a Regent, 2 per
Outlaw piece you take as a Trophy in battle (Blight no longer counts); *Dominate Rival Regents*:
as a Regent, 2 per Regent agent you capture (not pieces transferred in Summits).

The Act II Fate Set cards the Act I Resolution (F7-04) deals out:

* Honor Guard (F7-05, protected): your Weapon Guild cards cannot be stolen while you have any
  Weapons.
* Rogue Admirals (F7-06, F7-07): buried if its holder is an Outlaw; its holder ignores the
  Presence, Movement and Truce Laws (`empire.ignores_laws`, `empire.ignores_truce`); Prelude:
  discard it to place 3 Imperial ships in a system you control.
* Court Enforcers (F7-08, F7-09): the base game's card (Abduct (Battle); Prelude: 3 ships).
* Imperial Defectors (F7-10, F7-11, Vox; as F1-18): Crisis, in the rolled cluster the Imperial
  ships become ships of the Outlaw earliest in turn order, bury it; When Secured, discard it or
  resolve the Crisis in a cluster you choose (``choose 3`` / ``choose discard``).
* Command Chaos (F7-13, Vox): Crisis, Imperial Officers is attached to it and the Rogue
  Admirals in the Court discard are shuffled into the Court deck; When Secured, influence once
  (``choose IC01`` / ``choose none``), then you may become a Regent, and it is shuffled into the
  Court deck.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import powers as arcs_powers
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.court import three_ships_options
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.standard_actions import SINDEX
from ambitions.games.arcs.state import NUM_PIECE_KINDS, ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import attach, objective
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates.partisan_act2 import leave_court
from ambitions.games.arcs_campaign.state import CampaignState

IMPERIAL_OFFICERS = "F7-02"
HONOR_GUARD = "F7-05"
ROGUE_ADMIRALS: tuple[str, ...] = ("F7-06", "F7-07")
COURT_ENFORCERS = ("F7-08", "F7-09")
IMPERIAL_DEFECTORS = ("F7-10", "F7-11")
COMMAND_CHAOS = "F7-13"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def setup_act2(s: CampaignState, seat: int) -> None:
    """F7-12A: Command Chaos into the Court deck, which is then shuffled (a chance event)."""
    res.to_court(s, [COMMAND_CHAOS])
    s.choices.append((-1, "SHUFFLE", "court"))


# -- the objective (F7-12B) ------------------------------------------------------------------------
def empire_planets(s: CampaignState) -> int:
    """Planets the Empire controls: any fresh Imperial ship there (CRB p.10)."""
    return sum(1 for x in range(reach.NUM_SYSTEMS) if not reach.is_gate(x) and s.imperial_fresh[x])


def chapter_end(s: CampaignState, seat: int) -> None:
    """*Expand the Navy's Holdings*."""
    if not s.outlaw[seat]:
        objective.advance(s, seat, empire_planets(s))


def counts(s: CampaignState, seat: int) -> tuple[int, int]:
    """(Trophies of Outlaw pieces, Captives of Regents' agents) `seat` holds."""
    n = s.n
    trophies = sum(
        s.trophies[(seat * n + p) * NUM_PIECE_KINDS + k]
        for p in range(n)
        if p != seat and s.outlaw[p]
        for k in range(NUM_PIECE_KINDS)
    )
    captives = sum(s.captives[seat * n + p] for p in range(n) if p != seat and not s.outlaw[p])
    return trophies, captives


SUMMIT_TRANSFERS = frozenset({"accept", "force"})
"""Actions that transfer pieces in a Summit (a deal accepted, Return Favors forcing one)."""


def after(s: CampaignState, seat: int, before: tuple[int, int], kind: str) -> None:
    """*Crush the Empire's Foes* and *Dominate Rival Regents*, while a Regent: Trophies of
    Outlaw pieces come only from battles, Captives from securing and Abduct, but for a Summit's
    transfers, which do not count (F7-12B)."""
    if s.outlaw[seat] or kind in SUMMIT_TRANSFERS:
        return
    trophies, captives = counts(s, seat)
    objective.advance(s, seat, 2 * max(0, trophies - before[0]) + 2 * max(0, captives - before[1]))


# -- Honor Guard (F7-05) ---------------------------------------------------------------------------
def _honor_guard_protects(s: ArcsState, holder: int, thing: str) -> bool:
    """Itself (protected), and the holder's Weapon Guild cards while it has any Weapons."""
    if thing == HONOR_GUARD:
        return True
    info = arcs_data.COURT_CARD_BY_ID.get(thing)
    return info is not None and info.suit == "weapon" and 2 in resources.held(s, holder)


# -- Rogue Admirals (F7-06, F7-07) -----------------------------------------------------------------
def _imperial_ships(s: ArcsState, seat: int, *system_id: str) -> None:
    """Place 3 Imperial ships (fresh, from their supply, as far as it goes) in the system."""
    if not system_id:
        return
    c = _c(s)
    placed = min(3, c.imperial_ships)
    c.imperial_ships -= placed
    c.imperial_fresh[SINDEX[system_id[0]]] += placed


# -- Imperial Defectors (F7-10, F7-11; as F1-18) ---------------------------------------------------
def defect(s: CampaignState, cluster: int) -> None:
    """In `cluster`, every Imperial ship is replaced by a ship of the Outlaw earliest in turn
    order, fresh or damaged as it was, while that Outlaw's supply lasts (reading); no Outlaw,
    nothing happens."""
    outlaw = next((p for p in s.turn_order() if s.outlaw[p]), -1)
    if outlaw < 0:
        return
    n = s.n
    for x in range((cluster - 1) * 4, cluster * 4):
        for imperial, loyal in ((s.imperial_fresh, s.fresh), (s.imperial_damaged, s.damaged)):
            k = min(imperial[x], s.ships[outlaw])
            imperial[x] -= k
            s.imperial_ships += k
            s.ships[outlaw] -= k
            loyal[x * n + outlaw] += k


def defectors_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        assert s.event_roll is not None
        defect(s, s.event_roll[2])
        leave_court(s, card)
        s.court_deck.insert(0, card)  # bury

    return crisis


def _defectors_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        push_choice(s, seat, card, "cluster")

    return secured


def _defectors_options(s: ArcsState, choice: Choice) -> list[Args]:
    out: list[Args] = [(cluster,) for cluster in range(1, 7)]
    return out + [("discard",)]


def _defectors_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """Resolve the Crisis in the chosen cluster (its card is then buried, as the Crisis says),
    or leave the card discarded."""
    if args[0] == "discard":
        return
    c = _c(s)
    defect(c, int(args[0]))
    card = str(choice[1])
    if card in c.court_discard:
        c.court_discard.remove(card)
        c.court_deck.insert(0, card)


# -- Command Chaos (F7-13) -------------------------------------------------------------------------
def chaos_crisis(s: CampaignState) -> None:
    """Imperial Officers is attached to Command Chaos (taken from wherever it is, if no card is
    attached there yet, CRB p.27); the Rogue Admirals in the Court discard go to the Court
    deck, shuffled. The card stays in the Court."""
    if not attach.attached_to(s, COMMAND_CHAOS) and IMPERIAL_OFFICERS not in s.scrapped:
        res.take(s, IMPERIAL_OFFICERS)
        attach.attach(s, COMMAND_CHAOS, IMPERIAL_OFFICERS)
    rogues = [c for c in s.court_discard if c in ROGUE_ADMIRALS]
    if rogues:
        for card in rogues:
            s.court_discard.remove(card)
            s.court_deck.append(card)
        s.choices.append((-1, "SHUFFLE", "court"))


def _chaos_secured(s: ArcsState, seat: int) -> None:
    """Influence once, then you may become a Regent; Command Chaos is shuffled into the Court
    deck (`vox.secure` discarded it)."""
    c = _c(s)
    c.court_discard.remove(COMMAND_CHAOS)
    c.court_deck.append(COMMAND_CHAOS)
    c.choices.append((-1, "SHUFFLE", "court"))
    if c.outlaw[seat]:
        push_choice(c, seat, COMMAND_CHAOS, "regent")
    if c.agents[seat] > 0:
        push_choice(c, seat, COMMAND_CHAOS, "influence")  # (the last pushed is asked first)


def _chaos_options(s: ArcsState, choice: Choice) -> list[Args]:
    if choice[2] == "regent":
        return [("regent",), ("none",)]
    c = _c(s)
    out: list[Args] = [
        (card,) for card in c.court if card and (card != data.COUNCIL or c.council == data.IN_SESSION)
    ]
    return out + [("none",)]


def _chaos_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    c, seat = _c(s), choice[0]
    if args[0] == "none":
        return
    if choice[2] == "regent":
        c.outlaw[seat] = False
        return
    i = c.court.index(str(args[0]))
    c.agents[seat] -= 1
    c.court_agents[i * c.n + seat] += 1


# -- the Act II Resolution (F7-14) -----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F7-14: completed, the Imperial Defectors (15-16) scrapped and the Mass Uprisings
    (17-18) to the Court deck; failed, the reverse."""
    if completed:
        res.scrap(s, res.ids("F7", 15, 16))
        res.to_court(s, res.ids("F7", 17, 18))
    else:
        res.to_court(s, res.ids("F7", 15, 16))
        res.scrap(s, res.ids("F7", 17, 18))


VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {
    **{card: defectors_crisis(card) for card in IMPERIAL_DEFECTORS},
    COMMAND_CHAOS: chaos_crisis,
}
"""The Crisis texts of the Admiral's Vox cards (`vox.CRISES`)."""

_ENFORCERS = arcs_powers.REGISTRY["BC14"]  # the base game's Court Enforcers
POWERS: tuple[Power, ...] = (
    Power(HONOR_GUARD, "Honor Guard", protects=_honor_guard_protects),
    *(
        Power(card, "Rogue Admirals", prelude_options=three_ships_options, prelude=_imperial_ships,
              discards=True)
        for card in ROGUE_ADMIRALS
    ),
    *(replace(_ENFORCERS, id=card) for card in COURT_ENFORCERS),
)  # fmt: skip
"""The Admiral's Act II Guild cards' powers (`fates.POWERS`)."""


def defectors_power(card: str) -> Power:
    """An Imperial Defectors card's powers (F7-10, F7-11; the Act III copies F7-15, F7-16)."""
    return Power(card, "Imperial Defectors", when_secured=_defectors_secured(card),
                 choice_options=_defectors_options, choose=_defectors_choose)  # fmt: skip


VOX_POWERS: tuple[Power, ...] = (
    *(defectors_power(card) for card in IMPERIAL_DEFECTORS),
    Power(COMMAND_CHAOS, "Command Chaos", when_secured=_chaos_secured, choice_options=_chaos_options,
          choose=_chaos_choose),
)  # fmt: skip
"""The Admiral's Act II Vox cards' powers (`vox.POWERS`)."""
