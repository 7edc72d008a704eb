"""The campaign Court's Guild cards (CC01-CC10; BRD C.1, CRB p.2-3, p.27): their powers.

Each card is a `Power` in `POWERS`, read by the Arcs engine through
`ArcsState.EXTRA_POWERS` (`powers.owned` finds a held campaign card there), with the same
hooks as the base Court's cards (`ambitions.games.arcs.court`): Prelude actions
(``prelude CC07``), new actions (``manufacture``, ``synthesize``, ``trade``), modifiers
(extra dice, rerolls, protection). Several cards share a base card's name; their powers are
built from their own card text here (summaries in `data.CAMPAIGN_COURT`), with the official
rulings cited next to the rule they touch (LederCards ``content/faq/arcs``,
``content/errata/arcs``).

What the campaign adds to the base wording:

* Skirmishers (CC05): the Weapon icons counted include frozen resources (FAQ), so the First
  Regent counts the Imperial Trust's Weapons; a die is rerolled once only (FAQ).
* Silver-Tongues (CC08): the Imperial Trust's frozen resources can be stolen with it (CRB
  p.21 "cards such as Silver-Tongues can steal them").
* Unions (CC02, CC06), errata: a Union may only go beside a played card that has no Union by
  it.
* Sworn Guardians (CC09): one key (BRD C.1 DOUBT: the card face, not the card data's 2).
"""

from __future__ import annotations

from ambitions.games.arcs import cardplay, court, reach, resources, stealing
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.court import interest, three_ships, three_ships_options, union
from ambitions.games.arcs.pieces import city_types, place_ships
from ambitions.games.arcs.powers import Args, NewAction, Power
from ambitions.games.arcs.standard_actions import SLOT_NAMES
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.fates import twisted_passage
from ambitions.games.arcs_campaign.state import CampaignState

RES = ("material", "fuel", "weapon", "relic", "psionic")
MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)
TRUST = "trust"
"""Silver-Tongues' word for the Imperial Trust's frozen resources: ``prelude CC08 1 trust relic``."""


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def rivals(s: ArcsState, seat: int) -> list[int]:
    return [(seat + i) % s.n for i in range(1, s.n)]


# -- CC03 Gatekeepers ------------------------------------------------------------------------------
def _gatekeepers_dice(s: ArcsState, seat: int, system: int) -> tuple[int, bool]:
    """Battling in a gate: you may collect up to 2 more dice."""
    return (2, False) if reach.is_gate(system) else (0, False)


def _gatekeepers_prelude(s: ArcsState, seat: int) -> None:
    """Discard this to place 1 ship in every gate (gates out of play excepted). READING: the
    Twisted Passage is a gate (F22-05: "the map centre is now a gate"), so it takes one too; a
    gate with a Passage is out of play, so its ship is the Twisted Passage's ("pieces that would
    be placed on them are placed in the Twisted Passage instead" once, not one per Passage)."""
    for g in reach.GATE_INDEXES:
        if s.in_play[g]:
            place_ships(s, seat, g, 1)
    assert isinstance(s, CampaignState)
    twisted_passage.place_ships(s, seat, 1)


# -- CC05 Skirmishers ------------------------------------------------------------------------------
def weapon_icons(s: ArcsState, seat: int) -> int:
    """Your Weapon icons on resources and cards; frozen resources count (FAQ, Skirmishers), so
    the First Regent counts the Imperial Trust's Weapons (CRB p.27 "Counting")."""
    c = _c(s)
    frozen = c.trust[WEAPON] if c.first_regent == seat else 0
    return stealing.weapon_icons(s, seat) + frozen


def _skirmishers_rerolls(s: ArcsState, seat: int) -> dict[int, int]:
    """After rolling, reroll up to N skirmish dice, N your Weapon icons (FAQ: each die once)."""
    return {1: weapon_icons(s, seat)}


# -- CC07 Lattice Spies ----------------------------------------------------------------------------
def _spies_options(s: ArcsState, seat: int) -> list[Args]:
    """ "Before any other actions": only while the seat has taken no action this turn. FAQ: it
    may be discarded even when the initiative cannot be seized (then it does nothing more)."""
    return [] if "acted" in s.turn_flags else [()]


def _spies(s: ArcsState, seat: int) -> None:
    if cardplay.can_seize(s, seat):
        cardplay.seize_initiative(s, seat)


# -- CC08 Silver-Tongues ---------------------------------------------------------------------------
def _trust_protected(s: CampaignState, victim: int) -> bool:
    """The Trust's resources are the First Regent's, in their play area (CRB p.27 "Counting"):
    Sworn Guardians protects them as it protects the holder's other resources (reading)."""
    return stealing.resources_protected(s, victim)


def _silver_options(s: ArcsState, seat: int) -> list[Args]:
    """Discard this to steal 1 Guild card or 1 resource from a Rival; the Imperial Trust's frozen
    resources too (CRB p.21). FAQ: it may be discarded for nothing (``prelude CC08``)."""
    c = _c(s)
    out: list[Args] = [()]
    for r in rivals(s, seat):
        out += [(r, RES[x]) for x in stealing.stealable_resources(s, r)]
        out += [(r, card) for card in stealing.stealable_cards(s, r)]
        if r == c.first_regent and not _trust_protected(c, r):
            out += [(r, TRUST, RES[x]) for x in range(5) if c.trust[x]]
    return out


def _silver(s: ArcsState, seat: int, *args: Arg) -> None:
    if not args:
        return
    rival, what = int(args[0]), str(args[1])
    if what == TRUST:
        c = _c(s)
        r = RES.index(str(args[2]))
        c.trust[r] -= 1
        resources.put(s, seat, r)  # stolen, it is no longer frozen
    elif what in RES:
        stealing.steal_resource(s, seat, rival, RES.index(what))
    else:
        stealing.steal_card(s, seat, rival, what)


# -- CC10 Elder Broker -------------------------------------------------------------------------------
def _trade_targets(s: ArcsState, seat: int) -> list[Args]:
    """Trade (a Tax): a Rival's city in a system you control, whose owner holds a resource of
    its type: ``trade SLOT GIVE``, GIVE a resource you have that they lack. Each city once
    per turn, as taxing (FAQ: it uses the city's tax); so the Truce Law (CRB p.11: Regents
    cannot tax Rival Regents where Imperial ships are) forbids it there too (reading)."""
    out: list[Args] = []
    mine = sorted(set(resources.held(s, seat)))
    for k in range(reach.NUM_SLOTS):
        code = s.slots[k]
        if code < 0 or not (code >> 1) & 1 or k in s.taxed:
            continue
        owner = code >> 2
        if owner == seat or owner >= s.n:  # Free cities belong to no Rival
            continue
        if s.controller(reach.SLOT_SYSTEM[k]) != seat or empire.truce_forbids_tax(_c(s), seat, k):
            continue  # (Trade uses the city's tax, FAQ: the Truce Law forbids it as it forbids taxing)
        theirs = set(resources.held(s, owner))
        if any(kind in theirs for kind in city_types(s, k)):
            out += [(SLOT_NAMES[k], RES[g]) for g in mine if g not in theirs]
    return out


def _trade(s: ArcsState, seat: int, slot: str, give: str) -> None:
    """Take 1 resource of the city's type from its owner, give them one they lack. FAQ: not a
    steal (Sworn Guardians does not stop it); frozen resources cannot be given (CRB p.27)."""
    court.trade(s, seat, slot, give, "CC10")


# -- the cards ------------------------------------------------------------------------------------------
POWERS: dict[str, Power] = {
    power.id: power
    for power in (
        interest("CC01", "Mining Interest", "manufacture", MATERIAL),
        # Errata (campaign Unions): only beside a played card without a Union by it, which the
        # Union's Prelude options already require (`court.union`).
        union("CC02", "Construction Union", "CON"),
        Power("CC03", "Gatekeepers", extra_dice=_gatekeepers_dice, prelude_options=lambda s, seat: [()],
              prelude=_gatekeepers_prelude, discards=True),
        interest("CC04", "Shipping Interest", "synthesize", FUEL),
        Power("CC05", "Skirmishers", rerolls=_skirmishers_rerolls, prelude_options=three_ships_options,
              prelude=three_ships, discards=True),
        union("CC06", "Arms Union", "AGG"),
        Power("CC07", "Lattice Spies", prelude_options=_spies_options, prelude=_spies, discards=True),
        Power("CC08", "Silver-Tongues", prelude_options=_silver_options, prelude=_silver, discards=True),
        # Rivals cannot steal your resources or other Guild cards; this card can be stolen
        # (a raider may steal it first), and is then buried (`stealing.steal_card`).
        Power("CC09", "Sworn Guardians", protects=lambda s, seat, what: what != "CC09",
              extras={"buried_if_stolen": True}),
        Power("CC10", "Elder Broker", actions=(NewAction("trade", "tax", _trade_targets, _trade),),
              choice_options=court.trade_options, choose=court.trade_choose,
              prelude_options=lambda s, seat: [()], prelude=court.broker_prelude, discards=True),
    )
}  # fmt: skip
"""The campaign Guild cards' powers (`ArcsState.EXTRA_POWERS`, never Arcs' registry)."""
