"""F8 Believer, Act II (Fates file "F8 — Believer"; card texts F8-20A/B, F8-22A/B, F8-23,
F8-16 to F8-19, F8-24).

Setup (F8-20A): take the 5 Ideal markers; the Set Doctrine edict (F8-21) goes into the rules
booklet; the Doctrine card (F8-22) is tucked by the card play area on its Zeal side if the
Believer holds the initiative, else its Wisdom side (`CampaignState.doctrine`); Pluralistic Faith
(F8-14) is scrapped from the booklet and Doctrinal Faith (F8-23) added.
Objective (F8-20B), starting on 20 / 18 / 16: *Develop the Ideals of your Faith*: each ambition
you win that has an Ideal marker advances 1 per Power you gain from it (bonus city Power
included).

Doctrinal Faith (F8-23, F8-22): Faithful cards are played on the Doctrine's side only; a player
who played a Faithful card this turn cannot declare an ambition whose Ideal differs from the
Doctrine, and declaring one with no Ideal places an Ideal marker (the Doctrine's side) in its
box (`CampaignState.ideals`, one per ambition; the 5 markers are enough for the 5 boxes). The
Ideals stay into Act III. Reading: a Faithful card led may still declare any ambition (it is
registered "like a 7"; F8-21's note: "the Doctrine determines ... which ambitions can be declared
by leading Faithful action cards").

Cards of the Act I Resolution (F8-15): The Young Light and The Prodigal One (F8-16, F8-18;
Prelude: discard a non-Event action card to set it beside a played Faithful card, even face down;
at the round's end its holder draws that card and takes it back); Secret Order (F8-19, the base
game's card: declaring Keeper or Empath places no zero marker). Plot to Kidnap (F8-17) is not
built yet.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import powers as arcs_powers
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.powers import Args, Power
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import attach, believer, objective
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import CampaignState

ZEAL, WISDOM = "zeal", "wisdom"
SET_DOCTRINE = "F8-21"
PLURALISTIC_FAITH = "F8-14"
DOCTRINAL_FAITH = "F8-23"
YOUNG_LIGHT = "F8-16"
PROPHET = "F8-25"
SET_LAY_DOCTRINE = "F8-27"
REPRESSED_FAITH = "F8-28"
DOMINANT_FAITH = "F8-30"
DOCTRINE_LAWS = (DOCTRINAL_FAITH, REPRESSED_FAITH, DOMINANT_FAITH)
"""The laws that keep Doctrinal Faith's rules: Repressed Faith (F8-28), Dominant Faith (F8-30)."""


def setup_act2(s: CampaignState, seat: int) -> None:
    """F8-20A steps 1-4."""
    s.ideals = [""] * len(arcs_data.AMBITIONS)
    res.take(s, SET_DOCTRINE)
    s.edicts.append(SET_DOCTRINE)  # (the Edicts are the rules booklet's, CRB p.20)
    s.doctrine = ZEAL if s.initiative == seat else WISDOM
    res.scrap(s, [PLURALISTIC_FAITH])
    res.to_booklet(s, DOCTRINAL_FAITH)


def doctrine_setter(s: CampaignState) -> int:
    """Set Doctrine (F8-21): the player holding The Young Light or The Prophet, or -1."""
    return next((p for p in range(s.n) if YOUNG_LIGHT in s.guild[p] or PROPHET in s.guild[p]), -1)


def doctrinal(s: CampaignState) -> bool:
    """Doctrinal Faith in the rules booklet (F8-23), or a law that keeps its rules ("Follow these
    same rules from before": Repressed Faith F8-28, Dominant Faith F8-30)."""
    return bool(s.doctrine) and any(c in s.booklet for c in DOCTRINE_LAWS)


# -- Doctrinal Faith (F8-23) -----------------------------------------------------------------------
def side(card: str) -> str:
    """The side a played Faithful card shows (`believer.WISDOM_MARK`)."""
    return WISDOM if card.endswith(believer.WISDOM_MARK) else ZEAL


def doctrine_filter(s: CampaignState, seat: int, legal: list[ArcsAction]) -> list[ArcsAction]:
    """Faithful cards only on the Doctrine's side; with a Faithful card played this turn, no
    declaring an ambition with the other Ideal."""
    if not doctrinal(s):
        return legal
    out = []
    for a in legal:
        # (A card copying is played face down, on no side: the Doctrine leaves it alone.)
        if a.kind in ("lead", "surpass", "pivot") and a.args and believer.is_faithful(str(a.args[0])):
            if side(str(a.args[0])) != s.doctrine:
                continue
        if a.kind == "declare" and s.turn_seat == seat:
            ideal = s.ideals[arcs_data.AMBITIONS.index(str(a.args[0]))]
            if believer.is_faithful(s.turn_card):
                if ideal and ideal != s.doctrine:
                    continue
                if not ideal and REPRESSED_FAITH in s.booklet:
                    continue  # Repressed Faith (F8-28): "cannot declare ambitions that have no Ideal"
            elif ideal and DOMINANT_FAITH in s.booklet:
                continue  # Dominant Faith (F8-30): "When you play a non-Faithful card, you cannot
                # declare an ambition with an Ideal this turn"
        out.append(a)
    return out


def after_declare(s: CampaignState, seat: int, ambition: str) -> None:
    """Declaring an ambition with no Ideal, having played a Faithful card: an Ideal marker, the
    Doctrine's side, goes in its box."""
    if doctrinal(s) and believer.is_faithful(s.turn_card) and s.turn_seat == seat:
        k = arcs_data.AMBITIONS.index(ambition)
        if not s.ideals[k]:
            s.ideals[k] = s.doctrine


# -- Plot to Kidnap (F8-17) ------------------------------------------------------------------------
PLOT_TO_KIDNAP = "F8-17"


def faithful_number(card: str) -> int:
    return believer.number(believer.physical(card))


def kidnap_crisis(s: CampaignState) -> None:
    """The Young Light or The Prophet is attached to Plot to Kidnap (taken from its holder; not
    when a card is attached there already, CRB p.27, nor while it waits beside a played card);
    each player discards their highest-number Faithful card (face up: which one the rule says).
    The card stays in the Court."""
    held = next((c for c in (YOUNG_LIGHT, PROPHET) for g in s.guild if c in g), "")
    if held and not attach.attached_to(s, PLOT_TO_KIDNAP):
        res.take(s, held)
        attach.attach(s, PLOT_TO_KIDNAP, held)
    for p in s.turn_order():
        faithful = [c for c in s.hands[p] if believer.is_faithful(c)]
        if faithful:
            top = max(faithful, key=faithful_number)
            s.hands[p].remove(top)
            s.action_discard.append((top, True, p))


def _kidnap_secured(s: ArcsState, seat: int) -> None:
    """The securer searches the action discard, draws its highest-number Faithful card, then the
    pile is shuffled (a chance event); Plot to Kidnap stays discarded (`vox.secure`)."""
    faithful = [c for c, _, _ in s.action_discard if believer.is_faithful(c)]
    if faithful:
        top = max(faithful, key=faithful_number)
        s.action_discard = [e for e in s.action_discard if e[0] != top]
        s.hands[seat].append(believer.physical(top))
        s.hands[seat].sort()
    if len(s.action_discard) > 1:
        s.choices.append((-1, "SHUFFLE", "discard"))


VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {PLOT_TO_KIDNAP: kidnap_crisis}
"""The Crisis text of the Believer's Vox card (`vox.CRISES`)."""


# -- the objective (F8-20B) ------------------------------------------------------------------------
def chapter_end(s: CampaignState, seat: int) -> None:
    """*Develop the Ideals*: 1 per Power gained from each ambition won that has an Ideal."""
    if not s.ideals:
        return
    objective.advance(s, seat, sum(power for a, power in objective.ambitions_won(s, seat) if s.ideals[a]))


# -- the Act II Resolution (F8-24) -----------------------------------------------------------------
def resolution(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F8-24: the Ideals are recorded (they stay in `CampaignState.ideals`). Completed, The
    Young Light (16), if held, is scrapped for The Prophet (25), else 25 is scrapped; Secret
    Order (26), Set Lay Doctrine (27) and Repressed Faith (28) scrapped. Failed, the Ideal
    markers not on ambitions are scrapped (`ideals` holds only those on boxes), 25 scrapped,
    26 to the Court deck, Set Doctrine and Doctrinal Faith (21, 23) leave the booklet for Set
    Lay Doctrine and Repressed Faith (27, 28)."""
    if completed:
        if YOUNG_LIGHT in s.guild[seat]:
            res.scrap(s, [YOUNG_LIGHT])
            res.gain(s, seat, PROPHET)
        else:
            res.scrap(s, [PROPHET])
        res.scrap(s, res.ids("F8", 26, 27, 28))
        return
    res.scrap(s, [PROPHET])
    res.to_court(s, ["F8-26"])
    res.scrap(s, [SET_DOCTRINE, DOCTRINAL_FAITH])
    res.take(s, SET_LAY_DOCTRINE)
    s.edicts.append(SET_LAY_DOCTRINE)  # (an Edict: the rules booklet's Edicts, CRB p.20; Act III)
    res.to_booklet(s, "F8-28")


# -- The Young Light, The Prodigal One (F8-16, F8-18; The Prophet F8-25 in Act III) ----------------
# Reading (F8-16 "a played Faithful card (even face-down)"; the Faithful cards are two-sided, Zeal
# and Wisdom, F8-04..12): a Faithful card played face down (copying, seizing) is still known to be
# a Faithful card, so any seat's may be chosen, but which one it is stays its owner's: the Prelude
# names it by its place among the round's plays (``play2``: the lead is play 0), the observation
# marks it ``faithful`` and names the card a Young Light waits beside only to those who see it.
FACE_DOWN = frozenset({"copy", "seize"})
"""The modes of the plays that lie face down (Arcs p10: copying, seizing)."""
PLAY_MARK = "play"


def play_name(s: ArcsState, j: int) -> str:
    """How the Prelude names the round's `j`-th play: its card if face up, else ``play<j>``."""
    _, card, mode = s.plays[j]
    return f"{PLAY_MARK}{j}" if mode in FACE_DOWN else card


def play_index(name: str) -> int:
    """The place a ``play<j>`` name gives (-1 for a card's id)."""
    tail = name[len(PLAY_MARK) :]
    return int(tail) if name.startswith(PLAY_MARK) and tail.isdigit() else -1


def _beside_options(s: ArcsState, seat: int) -> list[Args]:
    """``prelude F8-16 F8-10W ADM3``, ``prelude F8-16 play2 ADM3``: beside a played Faithful card
    (any seat's, a face-down one named by its place) with no card beside it yet, discarding a
    non-Event action card from the hand."""
    taken = {played for _, _, played in s.unions}
    targets = [
        play_name(s, j) for j, (_, c, _) in enumerate(s.plays) if believer.is_faithful(c) and c not in taken
    ]
    costs = sorted({c for c in s.hands[seat] if c not in data.EVENT_CARDS})
    return [(t, d) for t in targets for d in costs]


def _beside(card: str) -> Callable[..., None]:
    def prelude(s: ArcsState, seat: int, target: str, cost: str) -> None:
        """The cost goes to the action discard (face down, as a card discarded to seize); the
        card waits beside the played one (`ArcsState.unions`); at the round's end its holder
        draws that card and takes this one back (`court.collect_unions`, ``union_returns``)."""
        j = play_index(target)
        played = s.plays[j][1] if j >= 0 else target
        s.hands[seat].remove(cost)
        s.action_discard.append((cost, False, seat))
        s.guild[seat].remove(card)
        s.unions.append((seat, card, played))

    return prelude


BESIDE_CARDS = (YOUNG_LIGHT, "F8-18", PROPHET)
"""The cards set beside a played Faithful card (F8-16, F8-18, F8-25)."""


def hides_cost(s: ArcsState, action: ArcsAction, viewer: int | None) -> str | None:
    """The Prelude's text for a seat other than its taker: the discarded card lies face down, so
    it is not named (``prelude F8-16 play2 (face down)``); None for any other action."""
    if action.kind != "prelude" or len(action.args) != 3 or action.args[0] not in BESIDE_CARDS:
        return None
    if viewer is not None and viewer == s.mover:
        return None
    return f"prelude {action.args[0]} {action.args[1]} (face down)"


def observe_plays(s: ArcsState, obs: dict[str, Any]) -> None:
    """The observation's plays and Unions: a face-down Faithful play the viewer does not see is
    marked ``"faithful": true`` (two-sided: known to be one, not which); each card beside a play
    names that play's place (``"play"``) and its card only if the viewer sees it."""
    for entry, (_, card, _) in zip(obs["plays"], s.plays, strict=True):
        if entry["card"] is None and believer.is_faithful(card):
            entry["faithful"] = True
    index = {card: j for j, (_, card, _) in enumerate(s.plays)}
    out = []
    for p, union, played in s.unions:
        j = index.get(played, -1)
        shown = j < 0 or obs["plays"][j]["card"] is not None
        out.append(
            {"seat": p, "union": union, "card": played if shown else None, "play": j if j >= 0 else None}
        )
    obs["unions"] = out


def physical_hands(s: CampaignState) -> None:
    """A Faithful card drawn back into a hand (The Young Light) is held by its Zeal name."""
    for hand in s.hands:
        for i, c in enumerate(hand):
            if c.endswith(believer.WISDOM_MARK) and believer.is_faithful(c):
                hand[i] = believer.physical(c)


POWERS: tuple[Power, ...] = (
    replace(arcs_powers.REGISTRY["BC18"], id="F8-19"),
    *(
        Power(
            card, name, prelude_options=_beside_options, prelude=_beside(card), extras={"union_returns": True}
        )
        for card, name in zip(
            BESIDE_CARDS, ("The Young Light", "The Prodigal One", "The Prophet"), strict=True
        )
    ),
)
"""The Believer's Act II cards' powers (`ArcsState.EXTRA_POWERS`): Secret Order (F8-19) is the
base game's card; The Young Light, The Prodigal One (and The Prophet of Act III, the same
text)."""
VOX_POWERS: tuple[Power, ...] = (Power(PLOT_TO_KIDNAP, "Plot to Kidnap", when_secured=_kidnap_secured),)
"""The Believer's Act II Vox card's power (`vox.POWERS`)."""
