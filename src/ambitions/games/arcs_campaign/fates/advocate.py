"""F4 Advocate, Act I (Fates file "F4 — Advocate").

Setup (F4-01A): gain Guild Investigators (F4-02) and Guild Overseers (F4-03), both protected
(Overseers' When Secured power is not resolved now; it works from Act II).
Objective (F4-01B), while holding Guild Overseers: *Prove Yourself to the Overseers*: advance 3
each time you use a Guild card's Prelude that discards it; *Keep the Guilds in Power*: advance
2 per Recover action of Guild Investigators.

Guild Investigators (F4-02), ``recover IC01``: Recover (Move), a new action in place of Move:
attach the topmost Guild card of the Court discard to a Court card with no agents (`attach`).
Guild Overseers (F4-03): its holder uses actions on Guild cards (their Preludes, Recover, Spy)
only while first or second on a declared ambition (`overseen`).
"""

from __future__ import annotations

from ambitions.games.arcs import chapter
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs_campaign.fates import attach, objective
from ambitions.games.arcs_campaign.state import CampaignState

GUILD_INVESTIGATORS = "F4-02"
GUILD_OVERSEERS = "F4-03"


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat] += [GUILD_INVESTIGATORS, GUILD_OVERSEERS]


def prelude_discarded(s: CampaignState, seat: int) -> None:
    """`seat` used a Guild card's Prelude that discarded the card (the Act I objective)."""
    if GUILD_OVERSEERS in s.guild[seat] and s.act == 1:
        objective.advance(s, seat, 3)


# -- Guild Overseers (F4-03) -----------------------------------------------------------------------
def placed(s: CampaignState, seat: int) -> bool:
    """First or second place on a declared ambition: Power if it scored now (F4-03)."""
    for ambition in set(s.marker_box):
        if ambition < 0:
            continue
        first, seconds = chapter.rank_ambition(objective.counts(s, ambition))
        if first == seat or seat in seconds:
            return True
    return False


def guild_action(a: ArcsAction, seat_guild: list[str]) -> bool:
    """An action of a Guild card: its Prelude (``prelude CC05``) or a new action one gives."""
    if a.kind == "prelude":
        return str(a.args[0]) in seat_guild
    if a.kind == "spend" and len(a.args) > 1:
        return a.args[1] in GUILD_NEW_ACTIONS  # (bought with a resource)
    return a.kind in GUILD_NEW_ACTIONS


GUILD_NEW_ACTIONS = frozenset({"recover", "spy", "bargain"})  # (Awaken is a lore card's)
"""New actions of Fate Set Guild cards (Guild Investigators, Informants, Dealmakers)."""


def overseen(s: CampaignState, seat: int, legal: list[ArcsAction]) -> list[ArcsAction]:
    """Guild Overseers: "To use actions on Guild cards, you must be in first or second place
    for a declared ambition"."""
    if GUILD_OVERSEERS not in s.guild[seat] or placed(s, seat):
        return legal
    return [a for a in legal if not guild_action(a, s.guild[seat])]


# -- Guild Investigators (F4-02) -------------------------------------------------------------------
def top_discarded_guild(s: CampaignState) -> str:
    """The topmost Guild card of the Court discard (its end is the top), or ""."""
    for card in reversed(s.court_discard):
        info = arcs_data.COURT_CARD_BY_ID.get(card)
        if info is not None and info.kind == "guild":
            return card
    return ""


def recover_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """``recover CC03``: Recover (Move): attach the topmost Guild card of the Court discard to a
    Court card with no agents (and no attached card). (Paid as Move: `fates.NEW_ACTIONS`.)"""
    if GUILD_INVESTIGATORS not in s.guild[seat]:
        return []
    if not top_discarded_guild(s):
        return []
    return [act("recover", host) for host in attach.hosts_free(s)]


def recover(s: CampaignState, seat: int, host: str) -> None:
    card = top_discarded_guild(s)
    for i in range(len(s.court_discard) - 1, -1, -1):
        if s.court_discard[i] == card:
            del s.court_discard[i]
            break
    attach.attach(s, host, card)
    if GUILD_OVERSEERS in s.guild[seat] and s.act == 1:
        objective.advance(s, seat, 2)  # Keep the Guilds in Power (the Act I objective)
