"""F8 Believer, Act I (Fates file "F8 — Believer"; card texts F8-01A/B, F8-02, F8-03, F8-13).

Setup (F8-01A): gain Faithful Disciples (F8-02, protected Relic Guild card) and Spreading the
Faith (F8-03, an ability); the 9 Faithful action cards stacked in number order, "1" at the
bottom, "9" on top (`CampaignState.faithful`; F8-04 is the "1", F8-12 the "9": reading, the
cards carry no number of their own in the card data).
Objective (F8-01B), *Spread the Good Word*: each ambition won advances 1 per action pip on the
top card of the Faithful stack, or 10 if the stack is empty (pips per number from the Fates
file, HRF's only).

Spreading the Faith, ``teach CC05``: Teach (Influence), a new action in place of Influence:
attach the top Faithful card of the stack to a Guild card in the Court whose suit matches a
planet where you have a Loyal city; if you do, scrap the bottom non-Event action card of the
action discard (past Events). Securing the Guild card secures the Faithful card: into the
securer's hand (F8-13), kept apart (`CampaignState.faithful_held`) because playing Faithful
cards is not here yet (see docs/campaign.md).
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.pieces import city_types
from ambitions.games.arcs.state import CITY, building_kind, building_owner
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import attach, cards, objective
from ambitions.games.arcs_campaign.state import CampaignState

FAITHFUL_DISCIPLES = "F8-02"
FAITHFUL_CARDS = cards.FAITHFUL_CARDS
FAITHFUL_PIPS: dict[int, int] = {1: 4, 2: 4, 3: 3, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1, 9: 1}
"""Action pips of the Faithful cards by number (Fates file: from HRF only)."""
EMPTY_STACK_ADVANCE = 10


def number(card: str) -> int:
    return FAITHFUL_CARDS.index(card) + 1


def setup(s: CampaignState, seat: int) -> None:
    s.guild[seat].append(FAITHFUL_DISCIPLES)
    s.faithful = list(FAITHFUL_CARDS)  # bottom first: the "9" on top


def chapter_end(s: CampaignState, seat: int) -> None:
    steps = FAITHFUL_PIPS[number(s.faithful[-1])] if s.faithful else EMPTY_STACK_ADVANCE
    objective.advance(s, seat, steps * len(objective.ambitions_won(s, seat)))


# -- Spreading the Faith (F8-03) -------------------------------------------------------------------
def city_suits(s: CampaignState, seat: int) -> set[str]:
    """The planet types where `seat` has a Loyal city."""
    out = set()
    for k, code in enumerate(s.slots):
        if code >= 0 and building_owner(code) == seat and building_kind(code) == CITY:
            if not reach.is_gate(reach.SLOT_SYSTEM[k]):
                out |= {arcs_data.RESOURCES[r] for r in city_types(s, k)}
    return out


def teach_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    if objective.holder(s, "F8") != seat or not s.faithful:
        return []
    suits = city_suits(s, seat)
    out = []
    for host in attach.hosts_free(s, agent_free=False):
        info = arcs_data.COURT_CARD_BY_ID.get(host)
        if info is not None and info.kind == "guild" and info.suit in suits:
            out.append(act("teach", host))
    return out


def teach(s: CampaignState, seat: int, host: str) -> None:
    attach.attach(s, host, s.faithful.pop())
    for i, (card, _face_up, _owner) in enumerate(s.action_discard):
        if card not in data.EVENT_CARDS:
            del s.action_discard[i]
            s.scrapped_actions.append(card)
            break


# -- Faithful cards (F8-13, F8-14) -----------------------------------------------------------------
ZEAL, WISDOM = "ZEAL", "WIS"
"""The two sides, as action-card suits: Zeal moves, influences, battles, taxes; Wisdom builds,
repairs, secures (F8-13)."""
WISDOM_MARK = "W"
"""A Faithful card played on its Wisdom side is named ``F8-10W`` in plays and the discard; in
hands it is ``F8-10`` (its Zeal side, the default)."""


def register_faithful_cards() -> None:
    """The Faithful cards join the Arcs action cards, each side as its own suit: surpassing a
    Faithful card then needs a Faithful card on the same side (F8-13), and leading one may
    declare any ambition (Pluralistic Faith, F8-14: "like a 7"). Only the tables the Arcs rules
    read by card id or suit code gain entries (never `SUIT_NAMES`, which Arcs lists whole)."""
    arcs_data.SUIT_ACTIONS.setdefault(ZEAL, ("move", "influence", "battle", "tax"))
    arcs_data.SUIT_ACTIONS.setdefault(WISDOM, ("build", "repair", "secure"))
    for card in FAITHFUL_CARDS:
        k = number(card)
        for cid, suit in ((card, ZEAL), (card + WISDOM_MARK, WISDOM)):
            info = arcs_data.ActionCard(cid, suit, k, FAITHFUL_PIPS[k], "any")
            arcs_data.ACTION_CARD_BY_ID.setdefault(cid, info)


register_faithful_cards()


def physical(card: str) -> str:
    """The Faithful card itself, whichever side is up (other cards unchanged)."""
    return card[:-1] if card.endswith(WISDOM_MARK) and card[:-1] in FAITHFUL_CARDS else card


def is_faithful(card: str) -> bool:
    return physical(card) in FAITHFUL_CARDS


def wisdom_options(s: CampaignState, seat: int, legal: list[ArcsAction]) -> list[ArcsAction]:
    """The plays of each Faithful card in hand on its Wisdom side (``lead F8-10W``,
    ``pivot F8-10W``...): the Arcs plays computed with that side in the hand."""
    from ambitions.games.arcs import flow as arcs_flow

    out: list[ArcsAction] = []
    hand = s.hands[seat]
    for card in [c for c in hand if c in FAITHFUL_CARDS]:
        # (Event cards out, as when the campaign asks Arcs for a follower's plays)
        s.hands[seat] = [c if c != card else card + WISDOM_MARK for c in hand if c not in data.EVENT_CARDS]
        try:
            out += [
                a for a in arcs_flow.legal_actions(s)
                if a.kind in ("lead", "surpass", "pivot") and a.args and a.args[0] == card + WISDOM_MARK
            ]  # fmt: skip
        finally:
            s.hands[seat] = hand
    return out


def play_side(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """Before Arcs plays ``F8-10W``: the hand's card turns to its Wisdom side."""
    card = str(a.args[0])
    if card.endswith(WISDOM_MARK) and physical(card) in s.hands[seat]:
        s.hands[seat][s.hands[seat].index(physical(card))] = card


def in_circulation(s: CampaignState) -> list[str]:
    """Faithful cards among the action cards (secured into hands; played; discarded; dealt):
    those not on the stack, attached, in the Court, in the Court deck (where the Believer's
    Resolution puts those left on the stack, CRB p.28 A) or scrapped."""
    elsewhere = set(s.faithful) | set(s.attached[1::2]) | set(s.court) | set(s.scrapped_actions)
    elsewhere |= set(s.court_deck)
    if not s.faithful and "F8" not in objective.played(s):
        return []  # (a Believer who switched Fate leaves its Faithful cards in play, CRB p.29)
    return [c for c in FAITHFUL_CARDS if c not in elsewhere]


def disciples(s: CampaignState, seat: int) -> None:
    """Faithful Disciples (F8-02): having played a Faithful card, declaring an ambition you are
    winning gives one more action pip."""
    if FAITHFUL_DISCIPLES in s.guild[seat] and is_faithful(s.turn_card) and s.turn_seat == seat:
        if objective.winning_now(s, seat):
            s.pips += 1
