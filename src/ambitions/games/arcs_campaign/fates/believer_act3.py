"""F8 Believer, Act III (Fates file "F8 — Believer"; card texts F8-29A/B, F8-30, F8-31, F8-25 to
F8-28).

Setup (F8-29A): Dominant Faith (F8-30) and Breaking the Faith (F8-31) into the rules booklet;
the Doctrine flipped to the Ideal with more markers on ambition boxes (a tie: Wisdom); the Ideal
markers back on the boxes as recorded at the end of Act II (errata; `CampaignState.ideals` keeps
them through the second Intermission, so they are where the record says).
Grand ambitions (F8-29B), *Guide the Flock*: (1) two ambition markers are on ambitions with
Ideals; (2) all three are ("how many ambition markers", not how many ambitions).

The Doctrine's laws in Act III (`believer_act2.doctrine_filter`): Dominant Faith (F8-30) keeps
Doctrinal Faith's rules and adds: with a non-Faithful card played, no declaring an ambition that
has an Ideal that turn; Repressed Faith (F8-28, the Act II Resolution's, failed) keeps them and
adds: with a Faithful card played, no declaring an ambition without an Ideal that turn. Breaking
the Faith (F8-31): a Rival of the Believer who destroys a Loyal city of the Believer may remove 1
Ideal from an undeclared ambition (``choose <ambition>`` / ``choose none``). Set Lay Doctrine
(F8-27, an edict) and The Prophet (F8-25), Secret Order (F8-26) are below and in
`believer_act2`.
"""

from __future__ import annotations

from dataclasses import replace

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import powers as arcs_powers
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.fates import believer, believer_act2
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import CampaignState

DOMINANT_FAITH = believer_act2.DOMINANT_FAITH
BREAKING_THE_FAITH = "F8-31"
SET_LAY_DOCTRINE = believer_act2.SET_LAY_DOCTRINE


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def setup_act3(s: CampaignState, seat: int) -> None:
    """F8-29A steps 1-4."""
    res.to_booklet(s, DOMINANT_FAITH)
    res.to_booklet(s, BREAKING_THE_FAITH)
    if not s.ideals:
        s.ideals = [""] * len(arcs_data.AMBITIONS)
    zeal = s.ideals.count(believer_act2.ZEAL)
    s.doctrine = believer_act2.ZEAL if zeal > s.ideals.count(believer_act2.WISDOM) else believer_act2.WISDOM


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F8-29B: the ambition markers on boxes with an Ideal (each marker counts, two on one box
    too)."""
    ideals = s.ideals
    on = sum(1 for box in s.marker_box if 0 <= box < len(ideals) and ideals[box])  # (none on Edenguard)
    return (on >= 2, on >= 3)


# -- Breaking the Faith (F8-31) ---------------------------------------------------------------------
def believer_seat(s: CampaignState) -> int:
    return next((p for p in range(s.n) if s.fates and s.fates[p] == "F8"), -1)


def undeclared_ideals(s: CampaignState) -> list[int]:
    """Ambitions with an Ideal and no ambition marker in their box."""
    return [a for a, ideal in enumerate(s.ideals) if ideal and a not in s.marker_box]


def city_destroyed(s: CampaignState, destroyer: int, owner: int) -> None:
    """`destroyer` destroys `owner`'s city: if `owner` is the Believer and `destroyer` a Rival,
    with Breaking the Faith in the booklet and an Ideal on an undeclared ambition, they are
    asked."""
    if BREAKING_THE_FAITH not in s.booklet or not 0 <= destroyer < s.n or destroyer == owner:
        return
    if owner != believer_seat(s) or not undeclared_ideals(s):
        return
    push_choice(s, destroyer, BREAKING_THE_FAITH, "remove")


def _break_options(s: ArcsState, choice: Choice) -> list[Args]:
    found = undeclared_ideals(_c(s))
    return [("none",), *((arcs_data.AMBITIONS[a],) for a in found)] if found else []


def _break_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """Remove that Ideal marker (back to the Believer's markers)."""
    if args[0] == "none":
        return
    _c(s).ideals[arcs_data.AMBITIONS.index(str(args[0]))] = ""


# -- Set Lay Doctrine (F8-27, an edict) -------------------------------------------------------------
def lay_doctrine_setter(s: CampaignState) -> int:
    """F8-27: "Players reveal their Faithful action cards. The player who reveals the highest
    initiative number may change the Doctrine": each seat's Faithful cards in hand are shown to
    every Rival (`ArcsState.revealed`, public); the seat of the highest, or -1 if none."""
    best, number = -1, -1
    for p in s.turn_order():
        faithful = tuple(sorted(c for c in s.hands[p] if believer.is_faithful(c)))
        if not faithful:
            continue
        for q in range(s.n):
            if q != p:
                s.revealed.append((q, p, faithful))
        top = max(believer_act2.faithful_number(c) for c in faithful)
        if top > number:
            best, number = p, top
    return best


POWERS: tuple[Power, ...] = (
    replace(arcs_powers.REGISTRY["BC18"], id="F8-26"),  # Secret Order (as F8-19: the base game's)
    Power(BREAKING_THE_FAITH, "Breaking the Faith", choice_options=_break_options, choose=_break_choose),
)
"""The Believer's Act III cards' powers (`fates.POWERS`): Secret Order (F8-26) and Breaking the
Faith's question; The Prophet (F8-25) is in `believer_act2.POWERS`."""
