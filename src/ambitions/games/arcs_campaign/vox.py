"""The campaign Court's Vox cards (CRB p.18, BRD C.1): each card's When Secured power and its
Crisis text, and the Court Crises.

Each card is a `Power` (ids CC11-CC15) in `POWERS`, which the Arcs engine reads through
`ArcsState.EXTRA_POWERS`: its questions are ``choose ...`` actions as in Arcs.
"Bury" is "put on the bottom of the Court deck" (CRB p.18).

Court Crises (`court_crises`): the Crisis text of each Vox card in the Court, left to right,
with the event and number dice (rolled first unless just rolled for an Event card). The cards
in the Court when the Court Crises begin are the ones resolved (a card refilled into the Court
during them is not: the rule names the cards "in the Court"; reading).
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import cardplay, reach
from ambitions.games.arcs.pieces import return_agents, return_city
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME, SLOT_NAMES
from ambitions.games.arcs.state import CITY, ArcsState, building_code
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import attach, declaring
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.state import FREE, NEUTRAL_PIECES, CampaignState

BLIGHT_TROPHY = NEUTRAL_PIECES.index("blight")


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def bury_secured(s: ArcsState, card: str) -> None:
    """A secured Vox card that buries itself: from the Court discard to the bottom of the deck."""
    if card in s.court_discard:
        s.court_discard.remove(card)
    s.court_deck.insert(0, card)  # the state keeps the deck's top last


def remove_from_court(s: ArcsState, card: str, bury: bool = True) -> None:
    """A Crisis removes its card from the Court: its agents go back, the Court is refilled
    (CRB p.18), the card is buried."""
    i = s.court.index(card)
    n = s.n
    for p in range(n):
        count = s.court_agents[i * n + p]
        if count:
            s.court_agents[i * n + p] = 0
            return_agents(s, p, count)
    if not attach.slide_down(_c(s), i, card):  # an attached card slides down (CRB p.27)
        s.court[i] = s.court_deck.pop() if s.court_deck else ""
    if bury:
        s.court_deck.insert(0, card)


# -- CC11 Populist Demands -------------------------------------------------------------------------
def _populist_secured(s: ArcsState, seat: int) -> None:
    """May declare any ambition (an available marker; errata: no zero marker); bury this."""
    bury_secured(s, "CC11")
    if cardplay.available_markers(s) and cardplay.may_declare(s, seat):
        push_choice(s, seat, "CC11", "declare")


def _populist_options(s: ArcsState, choice: Choice) -> list[Args]:
    # (Oath of Peace F15-02, the Doctrine F8-22: `declaring.forbidden`)
    out: list[Args] = [
        (a,) for a in cardplay.names_in_play(s) if not declaring.forbidden(_c(s), int(choice[0]), a)
    ]
    return out + [("none",)]


def _populist_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] != "none":
        cardplay.declare(s, choice[0], str(args[0]), zero=False)


def populist_crisis(s: CampaignState) -> None:
    """The declared ambition marker of highest Power goes back to Available."""
    declared = [i for i in range(3) if s.marker_box[i] >= 0]
    if declared:
        best = max(declared, key=lambda i: cardplay.marker_values(s, i))
        s.marker_box[best] = -1


# -- CC12 Council Intrigue -------------------------------------------------------------------------
def _intrigue_secured(s: ArcsState, seat: int, card: str = "CC12") -> None:
    """The Council flips In Session (even if secured this round: it then does not resolve, FAQ);
    the securer's agents from this card may go to other Court cards; bury this."""
    c = _c(s)
    c.council = data.IN_SESSION
    c.council_secured_by = -1
    bury_secured(s, card)
    moved = c.secured_agents[seat] if c.secured_agents else 0
    if moved:
        push_choice(s, seat, card, "move", moved)


def _intrigue_options(s: ArcsState, choice: Choice) -> list[Args]:
    if int(choice[3]) <= 0 or s.agents[choice[0]] <= 0:
        return []
    out: list[Args] = [(card,) for card in s.court if card and card != choice[1]]
    return out + [("none",)]


def _intrigue_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat, left = choice[0], int(choice[3])
    if args[0] == "none":
        return
    i = s.court.index(str(args[0]))
    s.agents[seat] -= 1  # the agent that came back from this card
    s.court_agents[i * s.n + seat] += 1
    if left > 1:
        push_choice(s, seat, str(choice[1]), "move", left - 1)


def intrigue_crisis(s: CampaignState, card: str = "CC12") -> None:
    """The Council flips In Session and the agents on this card move onto it; bury this."""
    s.council = data.IN_SESSION
    i, n = s.court.index(card), s.n
    council = s.court.index(data.COUNCIL)
    for p in range(n):
        s.court_agents[council * n + p] += s.court_agents[i * n + p]
        s.court_agents[i * n + p] = 0
    remove_from_court(s, card)


# -- CC13 Diplomatic Fiasco ------------------------------------------------------------------------
def _fiasco_secured(s: ArcsState, seat: int, card: str = "CC13") -> None:
    """Your Rivals resolve the Crisis (FAQ: the agents of this card are back first)."""
    bury_secured(s, card)
    for p in reversed([p for p in s.turn_order() if p != seat]):
        push_choice(s, p, "CC13", "discard")  # a stack: the first in turn order answers first


def _fiasco_options(s: ArcsState, choice: Choice) -> list[Args]:
    """The Guild cards a player must discard, one at a time, down to their supply's agents.
    "Count protected Guild cards but don't discard them" (the card; CRB p.27: a protected Guild
    card leaves its holder's play area only by Outrage of its suit): every Guild card held
    counts, only unprotected ones are offered, so a player left with only protected cards over
    the count discards nothing more."""
    seat = choice[0]
    if len(s.guild[seat]) <= s.agents[seat]:
        return []
    return [(c,) for c in s.guild[seat] if not fate_cards.protected(c)]


def _fiasco_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat = choice[0]
    s.guild[seat].remove(str(args[0]))
    s.court_discard.append(str(args[0]))
    push_choice(s, seat, "CC13", "discard")  # until Guild cards equal agents


def fiasco_crisis(s: CampaignState, card: str = "CC13") -> None:
    """In turn order, each player with more Guild cards than agents in supply discards Guild
    cards down to that number; bury this."""
    remove_from_court(s, card)
    for p in reversed(s.turn_order()):
        push_choice(s, p, "CC13", "discard")


# -- CC14 Song of Freedom --------------------------------------------------------------------------
def _song_secured(s: ArcsState, seat: int) -> None:
    """May replace a Loyal or Rival city you control with a Free city; then may seize the
    initiative; shuffle this card into the Court deck."""
    s.court_discard.remove("CC14")
    s.court_deck.append("CC14")
    s.choices.append((-1, "SHUFFLE", "court"))
    push_choice(s, seat, "CC14", "city")


def _song_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, step = choice[0], choice[2]
    if step == "seize":
        return [("seize",), ("none",)]
    if step == "crisis":
        return [(SLOT_NAMES[k],) for k in _loyal_cities(s, seat)]
    out: list[Args] = [
        (SLOT_NAMES[k],)
        for k in range(reach.NUM_SLOTS)
        if s.slots[k] >= 0
        and (s.slots[k] >> 1) & 1
        and s.slots[k] >> 2 != FREE
        and s.controller(reach.SLOT_SYSTEM[k]) == seat
    ]
    return out + [("none",)]


def _loyal_cities(s: ArcsState, seat: int) -> list[int]:
    return [k for k, code in enumerate(s.slots) if code >= 0 and code >> 2 == seat and (code >> 1) & 1]


def free_city(s: CampaignState, slot: int) -> None:
    """Replace the city in `slot` with a Free city (it stays damaged if it was: reading, as for
    replaced pieces in Summits, CRB p.17); the city goes back to its owner's board."""
    code = s.slots[slot]
    return_city(s, code >> 2)
    s.slots[slot] = building_code(FREE, CITY, bool(code & 1))
    s.free_cities -= 1


def _song_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat, step = choice[0], choice[2]
    if args[0] == "none":
        return
    if step == "seize":
        cardplay.seize_initiative(s, seat)
        return
    free_city(_c(s), SLOT_BY_NAME[str(args[0])])
    if step == "city" and cardplay.can_seize(s, seat):
        push_choice(s, seat, "CC14", "seize")


def song_crisis(s: CampaignState) -> None:
    """The player with the most Power must replace one of their Loyal cities with a Free city
    (FAQ: a tie goes to the tied player earliest in turn order from the initiative holder)."""
    order = s.turn_order()
    most = max(order, key=lambda p: (s.power[p], -order.index(p)))
    if _loyal_cities(s, most):
        push_choice(s, most, "CC14", "crisis")


# -- CC15 Blight Looms ---------------------------------------------------------------------------------
def _looms_secured(s: ArcsState, seat: int) -> None:
    """May destroy all damaged Blight in one cluster where you have Loyal pieces (Trophies);
    bury this."""
    bury_secured(s, "CC15")
    push_choice(s, seat, "CC15", "cluster")


def _looms_options(s: ArcsState, choice: Choice) -> list[Args]:
    c, seat = _c(s), choice[0]
    out: list[Args] = []
    for cluster in range(1, 7):
        systems = range((cluster - 1) * 4, cluster * 4)
        if any(c.blight_damaged[x] for x in systems) and any(c.has_piece_at(x, seat) for x in systems):
            out.append((cluster,))
    return out + [("none",)] if out else []


def _looms_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] == "none":
        return
    c, seat = _c(s), choice[0]
    for x in range((int(args[0]) - 1) * 4, int(args[0]) * 4):
        c.neutral_trophies[seat * len(NEUTRAL_PIECES) + BLIGHT_TROPHY] += c.blight_damaged[x]
        c.blight_damaged[x] = 0


def looms_crisis(s: CampaignState, card: str = "CC15") -> None:
    """Repair all Blight in the rolled cluster, then 1 damaged Blight on every planet of the
    rolled symbol with none; bury this (CC15, or the Blight Speaker's copy F13-11)."""
    assert s.event_roll is not None
    _, symbol, cluster = s.event_roll
    for x in range((cluster - 1) * 4, cluster * 4):
        s.blight_fresh[x] += s.blight_damaged[x]
        s.blight_damaged[x] = 0
    k = data.SYMBOLS.index(symbol) + 1
    for c in range(1, 7):
        planet = (c - 1) * 4 + k
        if not (s.blight_fresh[planet] or s.blight_damaged[planet]) and s.blight_supply > 0:
            s.blight_damaged[planet] += 1
            s.blight_supply -= 1
    remove_from_court(s, card)


CRISES = {
    "CC11": populist_crisis,
    "CC12": intrigue_crisis,
    "CC13": fiasco_crisis,
    "CC14": song_crisis,
    "CC15": looms_crisis,
}
"""The Crisis text of each campaign Vox card."""


POWERS: dict[str, Power] = {
    power.id: power
    for power in (
        Power("CC11", "Populist Demands", when_secured=_populist_secured, choice_options=_populist_options,
              choose=_populist_choose),
        Power("CC12", "Council Intrigue", when_secured=_intrigue_secured, choice_options=_intrigue_options,
              choose=_intrigue_choose),
        Power("CC13", "Diplomatic Fiasco", when_secured=_fiasco_secured, choice_options=_fiasco_options,
              choose=_fiasco_choose),
        Power("CC14", "Song of Freedom", when_secured=_song_secured, choice_options=_song_options,
              choose=_song_choose),
        Power("CC15", "Blight Looms", when_secured=_looms_secured, choice_options=_looms_options,
              choose=_looms_choose),
    )
}  # fmt: skip
"""The Vox cards' powers, found by the Arcs engine through `ArcsState.EXTRA_POWERS` (never in
the Arcs registry, which holds Arcs' own cards)."""


def secure(s: CampaignState, seat: int, index: int, card: str) -> None:
    """Securing a Vox card (its agents already back or captured, as in Arcs): it leaves the
    Court, its When Secured resolves, then the Court is refilled (base p13)."""
    s.court[index] = ""
    s.court_discard.append(card)
    s.choices.append((-1, "REFILL", "", index))
    effect = POWERS[card].when_secured
    assert effect is not None
    effect(s, seat)


# -- Fate Set reprints of these cards (Act II) ------------------------------------------------------
REPRINTS: dict[str, str] = {"F1-05": "CC12", "F4-10": "CC13"}
"""Fate Set Vox cards identical to a campaign Court card (Fates file: Council Intrigue F1-05 is
CC12, Diplomatic Fiasco F4-10 is CC13): the same powers, naming their own card."""


def _reprint(card: str, original: str) -> tuple[Power, Any]:
    if original == "CC12":
        return (
            Power(card, "Council Intrigue", when_secured=lambda s, seat: _intrigue_secured(s, seat, card),
                  choice_options=_intrigue_options, choose=_intrigue_choose),
            lambda s: intrigue_crisis(s, card),
        )  # fmt: skip
    return (
        Power(card, "Diplomatic Fiasco", when_secured=lambda s, seat: _fiasco_secured(s, seat, card),
              choice_options=_fiasco_options, choose=_fiasco_choose),
        lambda s: fiasco_crisis(s, card),
    )  # fmt: skip


for _card, _original in REPRINTS.items():
    POWERS[_card], CRISES[_card] = _reprint(_card, _original)
