"""F4 Advocate, Act II (Fates file "F4 — Advocate"; card texts F4-12A/B, F4-13).

Setup (F4-12A): the Advocate's Demand edict (F4-13) joins the Edicts; Guild Negotiations
(F4-14, a Summit card) goes in the rules booklet.
Objective (F4-12B), at the end of each chapter: *Connect with the Guilds*: advance 1 for each
different suit of Guild card you have; *Improve Your Standing*: advance 1 for each Rival you
have more Guild cards than.

Advocate's Demand (F4-13): scrapped if the Advocate is not in play; else the Advocate may name
one Guild card a Rival holds whose suit matches none of the Advocate's Guild cards (``demand-card
1 CC05`` / ``pass``); that Rival either gives it to the Advocate and takes 1 Favor from them
(``hand-over``) or gives the Advocate 1 Favor (``favor``). Not a steal: protected cards and
Sworn Guardians' holder may be asked (the card).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ambitions.games.arcs import cardplay, resources, stealing
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import ArcsAction, Arg, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import attach, cards, declaring, objective
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import CampaignState

ADVOCATES_DEMAND = data.ADVOCATES_DEMAND
GUILD_NEGOTIATIONS = "F4-14"
DEMAND_CARD = "advocate-demand"
"""A step of Advocate's Demand: ``(DEMAND_CARD, advocate)``, the Advocate names a card."""
DEMAND_ANSWER = "advocate-answer"
"""A step of Advocate's Demand: ``(DEMAND_ANSWER, rival, advocate, card)``, the Rival answers."""
STEPS: frozenset[str] = frozenset({DEMAND_CARD, DEMAND_ANSWER})


def setup_act2(s: CampaignState, seat: int) -> None:
    """F4-12A: Advocate's Demand into the Edicts, Guild Negotiations into the rules booklet."""
    if ADVOCATES_DEMAND not in s.edicts:
        s.edicts.append(ADVOCATES_DEMAND)
    if GUILD_NEGOTIATIONS not in s.booklet:
        s.booklet.append(GUILD_NEGOTIATIONS)


def suit(card: str) -> str | None:
    info = arcs_data.COURT_CARD_BY_ID.get(card)
    return info.suit if info is not None and info.kind == "guild" else None


def suits(s: CampaignState, seat: int) -> set[str]:
    """The different suits of the Guild cards `seat` has."""
    return {x for x in (suit(c) for c in s.guild[seat]) if x}


def guild_count(s: CampaignState, seat: int) -> int:
    return sum(1 for c in s.guild[seat] if suit(c))


def chapter_end(s: CampaignState, seat: int) -> None:
    """F4-12B at the end of a chapter: 1 per different Guild suit, 1 per Rival out-held."""
    mine = guild_count(s, seat)
    rivals_outheld = sum(1 for p in range(s.n) if p != seat and mine > guild_count(s, p))
    objective.advance(s, seat, len(suits(s, seat)) + rivals_outheld)


# -- Advocate's Demand (F4-13) ---------------------------------------------------------------------
def demand_steps(s: CampaignState) -> list[tuple[Any, ...]]:
    """The edict's step: the Advocate's choice; scrapped if the Advocate is not in play."""
    advocate = objective.holder(s, cards.ADVOCATE)
    if advocate < 0:
        s.edicts.remove(ADVOCATES_DEMAND)
        if ADVOCATES_DEMAND not in s.scrapped:
            s.scrapped.append(ADVOCATES_DEMAND)
        return []
    return [(DEMAND_CARD, advocate)]


def demand_options(s: CampaignState, step: tuple[Any, ...]) -> list[ArcsAction]:
    """``demand-card RIVAL CARD``: a Rival's Guild card of a suit the Advocate has none of, not a
    protected one (CRB p.27: it leaves its holder's play area only by Outrage of its suit; the
    card's "not a steal" lets Sworn Guardians' holder be asked, it does not lift p.27);
    ``pass``. The Rival's answers: ``hand-over`` or ``favor`` (a Favor needs an agent in their
    supply; with none they hand the card over)."""
    if step[0] == DEMAND_CARD:
        advocate = int(step[1])
        have = suits(s, advocate)
        out = [
            act("demand-card", p, c)
            for p in range(s.n)
            if p != advocate
            for c in s.guild[p]
            if suit(c) and suit(c) not in have and not cards.protected(c)
        ]
        return out + [act("pass")] if out else []
    rival = int(step[1])
    return [act("hand-over")] + ([act("favor")] if s.agents[rival] > 0 else [])


def apply_demand(s: CampaignState, step: tuple[Any, ...], a: ArcsAction) -> None:
    """Apply a step's answer (the step already taken off `s.steps`)."""
    n = s.n
    if step[0] == DEMAND_CARD:
        if a.kind == "demand-card":
            s.steps.insert(0, (DEMAND_ANSWER, int(a.args[0]), int(step[1]), str(a.args[1])))
        return
    rival, advocate, card = int(step[1]), int(step[2]), str(step[3])
    if a.kind == "hand-over":
        s.guild[rival].remove(card)
        s.guild[advocate].append(card)
        if s.agents[advocate] > 0:  # the Rival takes 1 Favor from the Advocate (if any is left)
            s.agents[advocate] -= 1
            s.favors[rival * n + advocate] += 1
    else:
        s.agents[rival] -= 1  # a Favor: one of the Rival's agents onto the Advocate's Fate card
        s.favors[advocate * n + rival] += 1


# -- Guild Struggle (F4-11), a Vox card ---------------------------------------------------------------
GUILD_STRUGGLE = "F4-11"


def _givable(s: CampaignState, seat: int, received: str) -> list[str]:
    """The Guild cards `seat` may give: not the one just received, and not a protected one (CRB
    p.27: it leaves its holder's play area only by Outrage of its suit; reading)."""
    return [c for c in s.guild[seat] if c != received and not cards.protected(c)]


def _ask_next(s: CampaignState, order: list[int], received: str) -> None:
    """Ask the next player in `order` who has a Guild card to give."""
    while order:
        seat = order.pop(0)
        if _givable(s, seat, received):
            push_choice(s, seat, GUILD_STRUGGLE, "give", received, *order)
            return
        received = ""  # (they gave nothing: the next player received nothing from them)


def guild_struggle_crisis(s: CampaignState) -> None:
    """F4-11 Crisis: in turn order, each player gives 1 Guild card to their left (reading: the
    next seat clockwise), not the card they were just given; bury this."""
    vox_rules().remove_from_court(s, GUILD_STRUGGLE)
    _ask_next(s, s.turn_order(), "")


def _guild_struggle_secured(s: ArcsState, seat: int) -> None:
    """F4-11 When Secured: you may steal 1 Guild card from a Rival; the Guild cards of the Court
    discard are shuffled into the Court deck; bury this. (The shuffle, which the steal does not
    touch, comes first; the bury ends the steal's answer.)"""
    assert isinstance(s, CampaignState)
    push_choice(s, seat, GUILD_STRUGGLE, "steal")
    guilds = [c for c in s.court_discard if suit(c)]
    if guilds:
        for c in guilds:
            s.court_discard.remove(c)
            s.court_deck.append(c)
        s.choices.append((-1, "SHUFFLE", "court"))


def _struggle_options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    seat, step = choice[0], choice[2]
    if step == "give":
        return [(c,) for c in _givable(s, seat, str(choice[3]))]
    out: list[Args] = [(r, c) for r in range(s.n) if r != seat for c in stealing.stealable_cards(s, r)]
    return out + [("none",)]


def _struggle_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    seat, step = choice[0], choice[2]
    if step == "give":
        card = str(args[0])
        s.guild[seat].remove(card)
        s.guild[(seat + 1) % s.n].append(card)
        _ask_next(
            s, [int(p) for p in choice[4:]], card if choice[4:] and int(choice[4]) == (seat + 1) % s.n else ""
        )
        return
    if args[0] != "none":
        stealing.steal_card(s, seat, int(args[0]), str(args[1]))
    vox_rules().bury_secured(s, GUILD_STRUGGLE)


def vox_rules() -> Any:
    """The campaign Court's Vox rules, imported when used (`arcs_campaign.vox` imports this
    package's modules)."""
    from ambitions.games.arcs_campaign import vox

    return vox


VOX_POWERS: tuple[Power, ...] = (
    Power(GUILD_STRUGGLE, "Guild Struggle", when_secured=_guild_struggle_secured,
          choice_options=_struggle_options, choose=_struggle_choose),
)  # fmt: skip
VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {GUILD_STRUGGLE: guild_struggle_crisis}


# -- the Liaisons (F4-05 to F4-09) ----------------------------------------------------------------------
LIAISONS: dict[str, tuple[str, str, str]] = {
    "F4-05": ("build", "material", "tycoon"),
    "F4-06": ("move", "fuel", "tycoon"),
    "F4-07": ("battle", "weapon", "warlord"),
    "F4-08": ("secure", "relic", "keeper"),
    "F4-09": ("influence", "psionic", "empath"),
    "F14-05": ("influence", "psionic", "empath"),  # the Pacifist's Psionic Liaisons: "As F4-09"
}
"""Each Liaisons card: the action whose Copy gains, the resource gained, the ambition declared."""


def copied(s: CampaignState, seat: int, kind: str, copying: bool) -> None:
    """F4-05 to F4-09 "When you Copy to build [move, battle, secure, influence], you may gain 1
    Material [...]": after each such action taken with a copied card's pip. Reading: gained
    when the supply has one and the board an empty slot (no one gains by declining then; with a
    full board the gain would only force a discard, so it is declined)."""
    if not copying:
        return
    for card, (action, resource, _) in LIAISONS.items():
        if action == kind and card in s.guild[seat]:
            r = arcs_data.RESOURCES.index(resource)
            if s.resource_supply[r] > 0 and len(resources.held(s, seat)) < s.open_slots(seat):
                resources.gain(s, seat, r)


def _liaison(card: str, name: str) -> Power:
    ambition = LIAISONS[card][2]

    def options(s: ArcsState, seat: int) -> list[Args]:
        """ "Prelude: You may attach this to a Court card with no agents to declare" its ambition
        (errata: no zero marker), while an ambition marker is Available; not if a law forbids it
        (`declaring.forbidden`: Oath of Peace, the Doctrine)."""
        assert isinstance(s, CampaignState)
        if not cardplay.available_markers(s) or not cardplay.may_declare(s, seat):
            return []
        if declaring.forbidden(s, seat, ambition):
            return []
        return [(host,) for host in attach.hosts_free(s)]

    def prelude(s: ArcsState, seat: int, *args: Arg) -> None:
        assert isinstance(s, CampaignState)
        s.guild[seat].remove(card)
        attach.attach(s, str(args[0]), card)
        cardplay.declare(s, seat, ambition, zero=False)

    return Power(card, name, prelude_options=options, prelude=prelude)


def liaison(card: str, name: str) -> Power:
    """A Liaisons card's power (its Prelude; its Copy gain is `copied`), for the Fate Sets that
    reprint one (Psionic Liaisons F14-05)."""
    return _liaison(card, name)


# -- Guild Overseers (F4-03): When Secured, from Act II ---------------------------------------------
GUILD_OVERSEERS = "F4-03"
SEARCH = "search"
"""The step of Guild Overseers' question: ``(seat, "F4-03", "search")``, ``choose CC05``."""


def searchable(s: ArcsState) -> list[str]:
    """The Guild cards of the Court deck and the Court discard (sorted: naming them shows nothing
    of the deck's order; which cards the deck holds is public from Act II on,
    `observe.court_deck_known`)."""
    return sorted({c for c in (*s.court_deck, *s.court_discard) if suit(c)})


def _overseers_secured(s: ArcsState, seat: int) -> None:
    """F4-03 "Secured (from Act II): take any Guild card from the Court deck or discard" (Fates
    file): the securer chooses one (``choose CC05``), if there is any; in Act I the text does
    not apply (F4-01A). Called once the card is taken and the Court refilled, as Arcs secures a
    Guild card (p13; `fates.guild_secured`). Reading: no shuffle follows (the card names none,
    as Plot to Kidnap's does, F8-17; hrf does not shuffle either): the deck keeps its order."""
    assert isinstance(s, CampaignState)
    if s.act >= 2 and searchable(s):
        push_choice(s, seat, GUILD_OVERSEERS, SEARCH)


def _overseers_options(s: ArcsState, choice: Choice) -> list[Args]:
    return [(c,) for c in searchable(s)]


def _overseers_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """The card chosen leaves the deck (the others keep their order) or the discard for the
    securer's play area."""
    card = str(args[0])
    pile = s.court_deck if card in s.court_deck else s.court_discard
    pile.remove(card)
    s.guild[choice[0]].append(card)


POWERS: tuple[Power, ...] = (
    *(
        _liaison(card, name)
        for card, name in (
            ("F4-05", "Material Liaisons"),
            ("F4-06", "Fuel Liaisons"),
            ("F4-07", "Weapons Liaisons"),
            ("F4-08", "Relic Liaisons"),
            ("F4-09", "Psionic Liaisons"),
        )
    ),
    Power(
        GUILD_OVERSEERS,
        "Guild Overseers",
        when_secured=_overseers_secured,
        choice_options=_overseers_options,
        choose=_overseers_choose,
    ),
)
"""The Advocate's Act II Guild cards (`fates.POWERS`), and Guild Overseers' When Secured (F4-03:
an Act I card, whose text works from Act II)."""


# -- the Act II Resolution (F4-15) -----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F4-15: completed, Guild Fair and the Guildmasters (16-21) to the Court deck, Guilds
    Withdraw (22) scrapped; failed, 16-21 scrapped, 22 to the Court deck, and Advocate's Demand
    (13) scrapped from the rules booklet (the Edicts)."""
    if completed:
        res.to_court(s, res.ids("F4", 16, 17, 18, 19, 20, 21))
        res.scrap(s, ["F4-22"])
    else:
        res.scrap(s, res.ids("F4", 16, 17, 18, 19, 20, 21))
        res.to_court(s, ["F4-22"])
        res.scrap(s, ["F4-13"])
