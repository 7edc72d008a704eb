"""F5 Caretaker, Act III (Fates file "F5 — Caretaker"; card texts F5-20A/B, F5-17 to F5-19,
F5-21). The Act I and II parts (the Golems, Golem Hearth, the Unstable cards) are `caretaker` and
`caretaker_act2`.

Setup (F5-20A): Golems Sate Their Appetite (F5-21, an Edict) joins the Edicts; every Sleeping
Golem flips Awake.

Grand ambitions (F5-20B), *Consume Dangerous Lore with the Golems, but Silence Them Before They
Eat Everything*: (1) at a chapter's end, holding a Golem, you choose to scrap one of your lore
cards other than Golem Hearth; (2) at a chapter's end you choose to scrap one of your Golems.
Each at most once a chapter; the Golem may be scrapped after the lore.

The choices are the Caretaker's at the chapter's end, *before* the scoring (`before_scoring`,
`fates.register_act3`'s ``before_scoring``: the frame reads ``grand_ambitions`` as a pure
function at the scoring, so the choices are made first): ``choose L05`` / ``choose none`` (the
lore, asked first, only while a Golem is held), then ``choose warrior`` / ``choose sleeping`` /
``choose none`` (the Golem). Each answer is recorded in `CampaignState.golems_fed`
(``[chapter, lore scrapped, Golem scrapped]``, public), which ``grand_ambitions`` reads.

* Golem Worship (F5-17 to F5-19, Vox): Crisis: each Golem holder returns one of their Loyal
  cities from the map to their board (``choose 3.1#0``), then the card is buried; When Secured:
  take any Golem, Awake (``choose warrior 2``: by the side it shows and where it is), and the card
  stays discarded.
* Golems Sate Their Appetite (F5-21, edict 21: `data.GOLEMS_SATE`): each player scraps one of
  their Guild cards per Awake Golem they hold, protected ones too (``choose CC05``, in turn
  order); if no Guild card is scrapped so, the leftmost Guild card of the Court with agents on
  it is scrapped with its agents (they leave the campaign: `CampaignState.scrapped_agents`);
  then every Sleeping Golem flips Awake.

Hidden: a Sleeping Golem is named ``sleeping`` in every action (its name is its holder's alone:
`caretaker.view`); scrapping one takes the first of its holder's Sleeping Golems in Golem order
(the choice is between the sides shown, so the answer tells a Rival nothing hidden), and the
observation shows only that one fewer is in play (determinize deals the names again:
`fates.position.load_observed`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME, SLOT_NAMES
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import advocate_act3, attach, caretaker
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates.steward_act2 import vox_rules
from ambitions.games.arcs_campaign.state import GOLEM_HEARTH, CampaignState

OBJECTIVE_CARD = "F5-20"
GOLEM_WORSHIP: Final = ("F5-17", "F5-18", "F5-19")
GOLEMS_SATE: Final = data.GOLEMS_SATE
"""F5-21 Golems Sate Their Appetite (edict)."""
LORE_STEP = "lore"
GOLEM_STEP = "golem"
CITY_STEP = "city"
TAKE_STEP = "take"
SCRAP_STEP = "scrap"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


# -- Setup side (F5-20A) ---------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F5-20A: Golems Sate Their Appetite (21) "into the rules booklet" (an Edict: with the Edicts,
    as the Warden's Lords Gain Power); every Sleeping Golem flips Awake."""
    res.take(s, GOLEMS_SATE)
    if GOLEMS_SATE not in s.edicts:
        s.edicts.append(GOLEMS_SATE)
    wake_all(s)


def wake_all(s: CampaignState) -> None:
    """Every Golem in play flips Awake (its holder's resources rearranged: Awake ones sit first,
    F5-05, `caretaker.slot_order`)."""
    for g in range(len(s.golems)):
        if s.golems[g] != -1:
            s.golem_awake[g] = True
    for p in range(s.n):
        if caretaker.held(s, p):
            resources.refit(s, p)


# -- grand ambitions (F5-20B) ----------------------------------------------------------------------
def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F5-20B, read at the scoring from what the Caretaker chose just before it (`before_scoring`):
    a lore card scrapped while holding a Golem; a Golem scrapped; this chapter's choices only."""
    fed = s.golems_fed
    if len(fed) != 3 or fed[0] != s.chapter:
        return (False, False)
    return (bool(fed[1]), bool(fed[2]))


def before_scoring(s: CampaignState, seat: int) -> None:
    """At the chapter's end, before the scoring: the Caretaker's two choices, once a chapter (the
    record says they were asked: the frame comes back here once they are answered). The lore
    question is on top (answered first): "the Golem may be scrapped after the lore"."""
    if s.golems_fed[:1] == [s.chapter]:
        return
    s.golems_fed = [s.chapter, 0, 0]
    if not caretaker.held(s, seat):
        return
    push_choice(s, seat, OBJECTIVE_CARD, GOLEM_STEP)
    push_choice(s, seat, OBJECTIVE_CARD, LORE_STEP)


def lore_options(s: CampaignState, seat: int) -> list[Args]:
    """Holding a Golem: each lore card but Golem Hearth (F5-03), or none."""
    if not caretaker.held(s, seat):
        return []
    out: list[Args] = [(c,) for c in sorted(s.lore[seat]) if c != GOLEM_HEARTH]
    return out + [("none",)] if out else []


def golem_options(s: CampaignState, seat: int) -> list[Args]:
    """Each Golem held, by the side it shows (`caretaker.label`), or none."""
    out: list[Args] = [(name,) for name in sorted({caretaker.label(s, g) for g in caretaker.held(s, seat)})]
    return out + [("none",)] if out else []


def scrap_golem(s: CampaignState, seat: int, name: str) -> None:
    """The Golem leaves the campaign (out of play: `golems` -1); its holder's resources are
    rearranged (F5-05: it no longer fills a slot)."""
    g = next(
        g for g in caretaker.slot_order(s, seat) or caretaker.held(s, seat) if caretaker.label(s, g) == name
    )
    s.golems[g] = -1
    s.golem_awake[g] = False
    resources.refit(s, seat)


def _meal_options(s: CampaignState, choice: Choice) -> list[Args]:
    seat = int(choice[0])
    return lore_options(s, seat) if choice[2] == LORE_STEP else golem_options(s, seat)


def _meal_choose(s: CampaignState, choice: Choice, args: Args) -> None:
    seat, what = int(choice[0]), str(args[0])
    if what == "none":
        return
    if choice[2] == LORE_STEP:
        res.scrap(s, [what])
        s.golems_fed[1] = 1
    else:
        scrap_golem(s, seat, what)
        s.golems_fed[2] = 1


# -- Golem Worship (F5-17 to F5-19, Vox) -----------------------------------------------------------
def loyal_cities(s: CampaignState, seat: int) -> list[int]:
    """`seat`'s cities on the map (Loyal), by slot."""
    return [k for k, code in enumerate(s.slots) if code >= 0 and code >> 2 == seat and (code >> 1) & 1]


def golem_holders(s: CampaignState) -> list[int]:
    return [p for p in s.turn_order() if caretaker.held(s, p)]


def worship_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """Crisis: "each Golem holder returns a Loyal city to their board" (their choice, in turn
        order; reading: a city on the map, the Flagship board's are not returned); bury this."""
        vox_rules().remove_from_court(s, card)
        for p in reversed(golem_holders(s)):
            if loyal_cities(s, p):
                push_choice(s, p, card, CITY_STEP)

    return crisis


def _worship_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        """When Secured: "take any Golem, Awake"; the card stays discarded."""
        push_choice(s, seat, card, TAKE_STEP)

    return secured


def take_options(s: CampaignState, seat: int) -> list[Args]:
    """Any Golem in play but an Awake one `seat` holds: ``(side, holder)`` for a held one (a
    Rival's needs room for it, F5-05: `caretaker.can_take`), ``(side, system)`` on the map."""
    out: set[Args] = set()
    room = caretaker.can_take(s, seat)
    for g, x in enumerate(s.golems):
        if x == -1 or (x == caretaker.HELD + seat and s.golem_awake[g]):
            continue
        if x >= caretaker.HELD:
            if x - caretaker.HELD == seat or room:
                out.add((caretaker.label(s, g), x - caretaker.HELD))
        elif room:
            out.add((caretaker.label(s, g), reach.SYSTEM_IDS[x]))
    return sorted(out, key=str)


def take_golem(s: CampaignState, seat: int, name: str, where: str) -> None:
    """The Golem named goes to `seat`, Awake (its former holder's resources rearranged)."""
    if where in reach.SYSTEM_INDEX:
        x = reach.SYSTEM_INDEX[where]
        g = next(g for g in range(len(s.golems)) if s.golems[g] == x and caretaker.label(s, g) == name)
        caretaker.move(s, g, seat, True)
        return
    holder = int(where)
    g = next(
        g
        for g in caretaker.slot_order(s, holder) or caretaker.held(s, holder)
        if caretaker.label(s, g) == name
    )
    caretaker.move(s, g, seat, True)
    if holder != seat:
        resources.refit(s, holder)


def _worship_options(s: CampaignState, choice: Choice) -> list[Args]:
    seat = int(choice[0])
    if choice[2] == CITY_STEP:
        return [(SLOT_NAMES[k],) for k in loyal_cities(s, seat)]
    return take_options(s, seat)


def _worship_choose(s: CampaignState, choice: Choice, args: Args) -> None:
    seat = int(choice[0])
    if choice[2] == CITY_STEP:
        s.remove_building(SLOT_BY_NAME[str(args[0])])  # (back to its owner's board: no Trophy)
        return
    take_golem(s, seat, str(args[0]), str(args[1]))


# -- Golems Sate Their Appetite (F5-21, edict) -----------------------------------------------------
def awake_held(s: CampaignState, seat: int) -> int:
    return sum(1 for g in caretaker.held(s, seat) if s.golem_awake[g])


def sate(s: CampaignState) -> None:
    """F5-21: each player, in turn order, scraps 1 Guild card per Awake Golem held, protected
    ones too (their choice: one question per card); if none is scrapped so, the leftmost Guild
    card in the Court with agents on it is scrapped with its agents; then every Sleeping Golem
    flips Awake.

    Reading (Fates file summary: "if none"): "none" is no Guild card scrapped by the players (no
    Awake Golem held, or their holders without Guild cards): the Golems eat from the Court then."""
    eaters = [p for p in s.turn_order() if awake_held(s, p) and s.guild[p]]
    for p in reversed(eaters):
        for _ in range(min(awake_held(s, p), len(s.guild[p]))):
            push_choice(s, p, GOLEMS_SATE, SCRAP_STEP)
    if not eaters:
        scrap_court_guild(s)
    wake_all(s)


def scrap_court_guild(s: CampaignState) -> None:
    """The leftmost Guild card in the Court with agents on it (the row, left to right), scrapped
    with those agents (out of the campaign); the Court refills (an attached card slides down)."""
    n = s.n
    for i, card in enumerate(s.court):
        if card and advocate_act3.is_guild(card) and any(s.court_agents[i * n : (i + 1) * n]):
            for p in range(n):
                s.scrapped_agents[p] += s.court_agents[i * n + p]
                s.court_agents[i * n + p] = 0
            s.court[i] = ""
            if not attach.slide_down(s, i, card):
                s.court[i] = s.court_deck.pop() if s.court_deck else ""
            if card not in s.scrapped:
                s.scrapped.append(card)
            return


def _sate_options(s: CampaignState, choice: Choice) -> list[Args]:
    return [(c,) for c in s.guild[int(choice[0])]]


def _sate_choose(s: CampaignState, choice: Choice, args: Args) -> None:
    """Scrapped, a protected card too (scrapping is not stealing nor an Outrage's discard)."""
    card = str(args[0])
    s.guild[int(choice[0])].remove(card)
    if card not in s.scrapped:
        s.scrapped.append(card)


# -- the powers ------------------------------------------------------------------------------------
def _options(s: ArcsState, choice: Choice) -> list[Args]:
    c = _c(s)
    if choice[1] == OBJECTIVE_CARD:
        return _meal_options(c, choice)
    if choice[1] == GOLEMS_SATE:
        return _sate_options(c, choice)
    return _worship_options(c, choice)


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    c = _c(s)
    if choice[1] == OBJECTIVE_CARD:
        _meal_choose(c, choice, args)
    elif choice[1] == GOLEMS_SATE:
        _sate_choose(c, choice, args)
    else:
        _worship_choose(c, choice, args)


POWERS: tuple[Power, ...] = (
    Power(OBJECTIVE_CARD, "Consume Dangerous Lore with the Golems", choice_options=_options, choose=_choose),
    Power(GOLEMS_SATE, "Golems Sate Their Appetite", choice_options=_options, choose=_choose),
)
"""The Caretaker's Act III questions: its grand ambitions' choices, the Edict's scraps (`fates.POWERS`)."""
VOX_POWERS: tuple[Power, ...] = tuple(
    Power(card, "Golem Worship", when_secured=_worship_secured(card), choice_options=_options, choose=_choose)
    for card in GOLEM_WORSHIP
)
"""Golem Worship (F5-17 to F5-19, `vox.POWERS`)."""
VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {
    card: worship_crisis(card) for card in GOLEM_WORSHIP
}
"""Their Crisis texts (`vox.CRISES`)."""
