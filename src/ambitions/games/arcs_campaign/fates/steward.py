"""F1 Steward, Act I (Fates file "F1 — Steward").

Setup (F1-01A): gain Imperial Authority (F1-02, lore) and Dealmakers (F1-03, protected Psionic
Guild card); take the First Regent tile.
Imperial Authority (F1-02): tax any city the Empire controls as if it were Loyal, ignoring the
Empire's Presence and Truce Laws, taking no Captive (`authority_tax`); buried if you are an
Outlaw.
Dealmakers (F1-03), ``bargain CC05 2``: Bargain (Secure), a new action in place of Secure: a
Rival (seat 2) who could secure the card secures it, returning the agents they would capture;
you then influence once per agent they had on it (``choose CC03`` / ``choose none`` each),
then secure once (``choose CC01`` / ``choose none``).
Objective, *Consolidate Your Imperial Power* (F1-01B): each ambition won while First Regent
advances 1 per Power gained from it, bonus city Power included.
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignState

IMPERIAL_AUTHORITY = "F1-02"
DEALMAKERS = "F1-03"


def setup(s: CampaignState, seat: int) -> None:
    s.lore[seat].append(IMPERIAL_AUTHORITY)
    s.guild[seat].append(DEALMAKERS)
    s.first_regent = seat


def chapter_end(s: CampaignState, seat: int) -> None:
    """The title is read at scoring: the First Regent tile does not move during it."""
    if s.first_regent == seat:
        objective.advance(s, seat, sum(power for _, power in objective.ambitions_won(s, seat)))


# -- Imperial Authority (F1-02) --------------------------------------------------------------------
def has_authority(s: CampaignState, seat: int) -> bool:
    """Imperial Authority, held by a Regent (an Outlaw buries it: `fates.bury_outlaw_cards`)."""
    return IMPERIAL_AUTHORITY in s.lore[seat] and not s.outlaw[seat]


def authority_tax(s: CampaignState, seat: int, slot: int) -> bool:
    """True if `seat` taxes the city in `slot` by Imperial Authority: a city not Loyal to them in
    an Empire-controlled system, which the Presence or Truce Law (or no control) would keep them
    from taxing the usual way. Reading: where the usual tax is allowed (a Rival city in a system
    they control) it stays the usual one, with its Captive; the card adds targets only."""
    if not has_authority(s, seat) or slot in s.taxed:
        return False
    code = s.slots[slot]
    system = reach.SLOT_SYSTEM[slot]
    if code < 0 or not code & 2 or code >> 2 == seat or not s.imperial_fresh[system]:
        return False
    return s.controller(system) != seat or empire.truce_forbids_tax(s, seat, slot)


def authority_targets(s: CampaignState, seat: int) -> list[tuple[str]]:
    """Cities `seat` may tax only by Imperial Authority (as Loyal, ignoring the Empire's
    Presence and Truce Laws)."""
    if not has_authority(s, seat):
        return []
    return [(std.SLOT_NAMES[k],) for k in range(len(s.slots)) if authority_tax(s, seat, k)]


# -- Dealmakers (F1-03) ----------------------------------------------------------------------------
def _rule(s: CampaignState, action: str) -> tuple[Any, Any]:
    """The campaign's standard action (targets, effect) (`ArcsState.REPLACED_RULES`)."""
    found: tuple[Any, Any] = s.REPLACED_RULES[action]
    return found


def bargain_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """``bargain CC05 2``, Bargain (Secure) (paid as Secure): a Court card that the Rival named
    could secure (most agents there)."""
    if DEALMAKERS not in s.guild[seat]:
        return []
    targets = _rule(s, "secure")[0]
    return [act("bargain", args[0], r) for r in range(s.n) if r != seat for args in targets(s, r)]


def bargain(s: CampaignState, seat: int, card: str, rival: int) -> None:
    """The Rival secures the card but returns the agents they would capture; then `seat`
    influences once per agent the Rival had there, then secures once (choices)."""
    i = s.court.index(card)
    n = s.n
    theirs = s.court_agents[i * n + rival]
    for p in range(n):
        if p != rival and s.court_agents[i * n + p]:
            return_agents(s, p, s.court_agents[i * n + p])  # returned, not captured
            s.court_agents[i * n + p] = 0
    # Pushed first, asked last: the Rival's When Secured questions come before these.
    push_choice(s, seat, DEALMAKERS, "secure")
    if theirs:
        push_choice(s, seat, DEALMAKERS, "influence", theirs)
    _rule(s, "secure")[1](s, rival, card)


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    seat, step = choice[0], choice[2]
    if step == "influence":
        out: list[Args] = list(_rule(s, "influence")[0](s, seat))
    else:
        out = list(_rule(s, "secure")[0](s, seat))
    return out + [("none",)] if out else []


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    seat, step = choice[0], choice[2]
    if args[0] == "none":
        if step == "influence":
            return  # (the secure question is still waiting)
        return
    if step == "influence":
        _rule(s, "influence")[1](s, seat, str(args[0]))
        if int(choice[3]) > 1:
            push_choice(s, seat, DEALMAKERS, "influence", int(choice[3]) - 1)
        return
    _rule(s, "secure")[1](s, seat, str(args[0]))


POWER = Power(DEALMAKERS, "Dealmakers", choice_options=_options, choose=_choose)
