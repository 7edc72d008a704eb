"""F5 Caretaker, Act II (Fates file "F5 — Caretaker"; card texts F5-12A/B, F5-08 to F5-11,
F5-16).

Setup (F5-12A): gain Librarians (F5-13, protected); Knowledge Set Free (F5-14) goes into the
rules booklet; the extra Event card (F5-15) is shuffled into the action deck; every Sleeping
Golem flips Awake.
Objective (F5-12B), starting on 7 / 8 / 9: *Collect the Galaxy's Knowledge*: advance 2 each
time you secure a lore card (and 1 per lore card a Rival gives you by Transfer Lore in a
Summit); *Build the Largest Collection*: at the end of a chapter, advance 1 per Rival you have
more lore cards than.

The Unstable cards (F5-08 to F5-11, Vox; errata: "scrap this if that Golem is not in play"),
which the Act I Resolution (F5-07) puts in the Court deck: each Crisis strikes the player
holding its Golem; When Secured, the securer takes that Golem, Awake, and the card is
discarded. Reading: "scrap this if the Golem is not in play" is checked whenever the card would
act (its Crisis, its When Secured): it is then scrapped instead, its agents going home.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import attach, caretaker, objective, twisted_passage
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates.partisan_act2 import leave_court
from ambitions.games.arcs_campaign.state import GOLEM_HEARTH, CampaignState

LIBRARIANS = "F5-13"
KNOWLEDGE_SET_FREE = "F5-14"
UNSTABLE: dict[str, int] = {"F5-08": 3, "F5-09": 2, "F5-10": 1, "F5-11": 0}
"""Unstable Harvester, Seeker, Protector, Warrior and their Golem (`caretaker.GOLEMS` index)."""


# -- Librarians (F5-13) ----------------------------------------------------------------------------
def lore_deck(s: CampaignState) -> list[str]:
    """The lore deck: lore cards nowhere in play (`resolution.lore_in_box`)."""
    return res.lore_in_box(s)


def after_secure(s: CampaignState, seat: int, index: int) -> None:
    """Librarians: "after you secure a card, you may draw 1 lore card from the lore deck and attach
    it to the card that refilled the Court": asked once the securing is done (the Court refilled,
    the When Secured questions answered: the question waits beneath them), ``choose draw``."""
    if LIBRARIANS in s.guild[seat] and lore_deck(s):
        s.choices.insert(0, (seat, LIBRARIANS, "draw", index))


def _refill_host(s: CampaignState, index: int) -> str:
    """The card that refilled Court slot `index`, if nothing is attached to it yet (CRB p.27)."""
    host = s.court[index] if index < len(s.court) else ""
    return host if host and not attach.attached_to(s, host) else ""


def librarians_draw(s: CampaignState, index: int, order: list[str]) -> None:
    """The lore deck shuffled (a chance event, ``SHUFFLE lore``): its first card is drawn and
    attached to the card that refilled the Court (face up: attached cards are public)."""
    host = _refill_host(s, index)
    if host and order:
        attach.attach(s, host, order[0])


def librarians_crisis(s: CampaignState, seat: int) -> None:
    """Its Crisis (a Fate Crisis, CRB p.18): its holder must attach it to a Court card (one with
    no card attached, CRB p.27: ``choose CC05``); with none, nothing happens."""
    if attach.hosts_free(s, agent_free=False):
        push_choice(s, seat, LIBRARIANS, "attach")


def _librarians_options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    if choice[2] == "draw":
        return [("draw",), ("none",)] if _refill_host(s, int(choice[3])) and lore_deck(s) else []
    if LIBRARIANS not in s.guild[choice[0]]:
        return []  # gone before the question is answered (an Outrage's discard): nothing to attach
    return [(host,) for host in attach.hosts_free(s, agent_free=False)]


def _librarians_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    if choice[2] == "draw":
        if args[0] == "draw":
            s.choices.append((-1, "SHUFFLE", "lore", int(choice[3])))
        return
    s.guild[choice[0]].remove(LIBRARIANS)
    attach.attach(s, str(args[0]), LIBRARIANS)


def setup_act2(s: CampaignState, seat: int) -> None:
    """F5-12A: gain Librarians; Knowledge Set Free in the booklet; the extra Event card (F5-15)
    among the action cards not dealt yet (the Act II setup deals them shuffled, step H; it is in
    the deck from now on: `data.extra_events`); every Sleeping Golem flips Awake."""
    res.gain(s, seat, LIBRARIANS)
    res.to_booklet(s, KNOWLEDGE_SET_FREE)
    placed = [c for h in s.hands for c in h] + [c for _, c, _ in s.plays]
    if data.CARETAKER_EVENT not in placed + [c for c, _, _ in s.action_discard] + s.action_undealt:
        s.action_undealt.append(data.CARETAKER_EVENT)
    for g in range(len(s.golems)):
        if s.golems[g] != -1:
            s.golem_awake[g] = True


# -- the objective (F5-12B) ------------------------------------------------------------------------
def lore_secured(s: CampaignState, seat: int, before: int) -> None:
    """*Collect the Galaxy's Knowledge*: 2 per lore card secured (lore is gained by securing
    it; a Summit's deal never is, CRB p.17: `fates.after` passes those by)."""
    objective.advance(s, seat, 2 * max(0, len(s.lore[seat]) - before))


def chapter_end(s: CampaignState, seat: int) -> None:
    """*Build the Largest Collection*: 1 per Rival holding fewer lore cards."""
    mine = len(s.lore[seat])
    objective.advance(s, seat, sum(1 for p in range(s.n) if p != seat and len(s.lore[p]) < mine))


# -- Knowledge Set Free (F5-14): Transfer Lore, Transfer Golem ------------------------------------
def transfer_actions(s: CampaignState, actor: int, target: int) -> list[tuple[str, ...]]:
    """The new Negotiation actions (`negotiations.actions`): each lore card the actor holds; each
    Golem it holds (by its side's name: a Sleeping one's identity stays hidden), if the target
    has room for a Golem (F5-05)."""
    out: list[tuple[str, ...]] = [("transfer", "lore", c) for c in sorted(s.lore[actor])]
    if s.golems and caretaker.can_take(s, target):
        labels = sorted({caretaker.label(s, g) for g in caretaker.held(s, actor)})
        out += [("transfer", "golem", name) for name in labels]
    return out


def golem_cost(s: CampaignState, seat: int, name: str) -> int:
    """Favors to force a Golem's transfer: its raid cost (F5-14), the cheapest one so named."""
    return min(
        caretaker.raid_cost(s, seat, g) for g in caretaker.held(s, seat) if caretaker.label(s, g) == name
    )


def transfer(s: CampaignState, actor: int, target: int, what: tuple[object, ...]) -> None:
    """The lore card or Golem goes to the target (a Golem keeps its side; the actor's resources
    are rearranged around its Golems, F5-05).

    Reading: Golem Hearth (F5-03) given away takes the Golems on it along, each on its side:
    they sit on the card ("keep your Golems on this card"), and leaving them behind would put
    them into the giver's resource slots at once, past the slots the giver has. The receiver's
    own Golems leave its slots for the card, its resources refitted (F5-05)."""
    if what[0] == "lore":
        card = str(what[1])
        s.lore[actor].remove(card)
        s.lore[target].append(card)
        if card == GOLEM_HEARTH:
            for g in caretaker.held(s, actor):
                s.golems[g] = caretaker.HELD + target
            resources.refit(s, target)
            resources.refit(s, actor)
        return
    name = str(what[1])
    g = min(
        (g for g in caretaker.held(s, actor) if caretaker.label(s, g) == name),
        key=lambda g: caretaker.raid_cost(s, actor, g),
    )
    caretaker.move(s, g, target, s.golem_awake[g])
    resources.refit(s, actor)


def on_deal_part(s: CampaignState, actor: int, target: int, part: tuple[object, ...]) -> None:
    """*Collect the Galaxy's Knowledge* in a Summit (F5-12B): 1 each time a Rival gives the
    Caretaker a lore card by Transfer Lore, unless the Caretaker gave them that card in this
    Summit (noted in `CampaignState.summit_gifts`, ``"2 lore L05"``, as the Magnate's gifts)."""
    seat = objective.holder(s, "F5")
    if s.act != 2 or seat < 0 or seat not in (actor, target) or part[:2] != ("transfer", "lore"):
        return
    note = f"{target if actor == seat else actor} lore {part[2]}"
    if actor == seat:
        s.summit_gifts.append(note)
    elif note in s.summit_gifts:
        s.summit_gifts.remove(note)
    else:
        objective.advance(s, seat, 1)


# -- the Unstable cards (F5-08 to F5-11) -----------------------------------------------------------
def golem_holder(s: CampaignState, g: int) -> int:
    """The seat holding Golem `g`, or -1 (on the map or out of play)."""
    x = s.golems[g] if s.golems else -1
    return x - caretaker.HELD if x >= caretaker.HELD else -1


def in_play(s: CampaignState, g: int) -> bool:
    return bool(s.golems) and s.golems[g] != -1


def _harvester(s: CampaignState, holder: int) -> None:
    """Its holder discards all of their resources (to the supply)."""
    for r in range(5):
        resources.discard_all_of(s, holder, r)


def _seeker(s: CampaignState, holder: int) -> None:
    """Its holder's Loyal ships on planets of the rolled symbol move to the rolled cluster's
    gate, fresh and damaged alike."""
    assert s.event_roll is not None
    _, symbol, cluster = s.event_roll
    k = data.SYMBOLS.index(symbol) + 1
    gate, n = (cluster - 1) * 4, s.n
    # READING (F22-05): a gate with a Passage holds no piece, "pieces that would be placed on
    # them are placed in the Twisted Passage instead": the Seeker's ships go there.
    passage = twisted_passage.redirected(s, gate)
    for c in range(1, 7):
        x = (c - 1) * 4 + k
        fresh, damaged = s.fresh[x * n + holder], s.damaged[x * n + holder]
        s.fresh[x * n + holder] = s.damaged[x * n + holder] = 0
        if passage:
            twisted_passage.add_ships(s, holder, fresh, damaged)
        else:
            s.fresh[gate * n + holder] += fresh
            s.damaged[gate * n + holder] += damaged


def _protector(s: CampaignState, holder: int) -> None:
    """Every ship is repaired but its holder's: the Rivals' and the Empire's (reading: Imperial
    ships are ships too)."""
    n = s.n
    for x in range(reach.NUM_SYSTEMS):
        for p in range(n):
            if p != holder:
                s.fresh[x * n + p] += s.damaged[x * n + p]
                s.damaged[x * n + p] = 0
        s.imperial_fresh[x] += s.imperial_damaged[x]
        s.imperial_damaged[x] = 0


def _warrior(s: CampaignState, holder: int) -> None:
    """Its holder's damaged Loyal ships are destroyed (back to its supply: no battle, no
    Trophies)."""
    n = s.n
    for x in range(reach.NUM_SYSTEMS):
        twisted_passage.destroyed(s, holder, s.damaged[x * n + holder])  # (or The Dead Live, F22-04)
        s.damaged[x * n + holder] = 0


STRIKES: dict[str, Callable[[CampaignState, int], None]] = {
    "F5-08": _harvester,
    "F5-09": _seeker,
    "F5-10": _protector,
    "F5-11": _warrior,
}


def scrap_unstable(s: CampaignState, card: str) -> bool:
    """Errata: the card is scrapped if its Golem is not in play (True if it was)."""
    if in_play(s, UNSTABLE[card]):
        return False
    if card in s.court:
        leave_court(s, card)
    res.scrap(s, [card])
    return True


def unstable_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """The Crisis strikes the Golem's holder (nobody holding it: nothing); the card stays in
        the Court (its text neither buries nor discards it)."""
        if scrap_unstable(s, card):
            return
        holder = golem_holder(s, UNSTABLE[card])
        if holder >= 0:
            STRIKES[card](s, holder)

    return crisis


def _unstable_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        """Take the Golem, Awake (from the map or a Rival), and the card stays discarded."""
        assert isinstance(s, CampaignState)
        if scrap_unstable(s, card):
            return
        g = UNSTABLE[card]
        before = golem_holder(s, g)
        caretaker.move(s, g, seat, True)
        if before >= 0 and before != seat:
            resources.refit(s, before)

    return secured


# -- the Act II Resolution (F5-16) -----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F5-16: completed, the 3 Golem Worship cards (17-19) to the Court deck; failed, they are
    scrapped and the Unstable cards in the Court discard go back to the Court deck (step A,
    before step B scraps the discard)."""
    if completed:
        res.to_court(s, res.ids("F5", 17, 18, 19))
        return
    res.scrap(s, res.ids("F5", 17, 18, 19))
    res.to_court(s, [c for c in UNSTABLE if c in s.court_discard])


VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {card: unstable_crisis(card) for card in UNSTABLE}
"""The Crisis texts of the Unstable cards (`vox.CRISES`)."""

VOX_POWERS: tuple[Power, ...] = tuple(
    Power(card, name, when_secured=_unstable_secured(card))
    for card, name in (
        ("F5-08", "Unstable Harvester"),
        ("F5-09", "Unstable Seeker"),
        ("F5-10", "Unstable Protector"),
        ("F5-11", "Unstable Warrior"),
    )
)
"""The Caretaker's Act II Vox cards' powers, the Unstable cards (`vox.POWERS`)."""
POWERS: tuple[Power, ...] = (
    Power(LIBRARIANS, "Librarians", choice_options=_librarians_options, choose=_librarians_choose),
)
"""The Caretaker's Act II Guild card's power (`fates.POWERS`)."""
