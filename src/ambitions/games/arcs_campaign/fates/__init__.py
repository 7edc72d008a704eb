"""The Fates of Act I (CRB p.6 steps B-D, p.8 "Objective"; Fates file F1-F8).

One module per Fate (`steward`, `founder`, `magnate`, `advocate`, `caretaker`, `partisan`,
`admiral`, `believer`): its Setup side, its objective's triggers and its Fate Set's Act I cards.
`draw` is the draw and secret choice, `objective` the marker, `cards` the data.

The campaign's flow calls the hooks here:

* `watch` before and `after` after every action: objective triggers an action may cause (the
  initiative gained, Imperial ships placed, Trophies taken with attacking Imperial ships, a
  Guild card discarded for its Prelude);
* `after_declare` after an ambition is declared ("when you declare" powers);
* `chapter_end` after a chapter's scoring (ambitions won, chapter-end objectives);
* `fate_crises` when the Crises resolve (CRB p.18: after the Blight Crises, before the Court's);
* `objective.met` / `objective.space` for the end of the Act.
"""

from __future__ import annotations

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import resources
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.powers import Power
from ambitions.games.arcs_campaign.fates import (
    admiral,
    advocate,
    believer,
    cards,
    caretaker,
    draw,
    founder,
    magnate,
    objective,
    partisan,
    steward,
)
from ambitions.games.arcs_campaign.state import CampaignState

draw.SETUPS.update(
    {
        cards.STEWARD: steward.setup,
        cards.FOUNDER: founder.setup,
        cards.MAGNATE: magnate.setup,
        cards.ADVOCATE: advocate.setup,
        cards.CARETAKER: caretaker.setup,
        cards.PARTISAN: partisan.setup,
        cards.ADMIRAL: admiral.setup,
        cards.BELIEVER: believer.setup,
    }
)

POWERS: dict[str, Power] = {
    p.id: p for p in (steward.POWER, founder.POWER, magnate.POWER, caretaker.SPEAKERS)
}
"""Fate Set cards that ask questions (``choose ...``), read through `ArcsState.EXTRA_POWERS`."""


def register_guild_cards() -> None:
    """Fate Set Guild cards join the Arcs card table as the campaign Court's do (`rules`):
    the Arcs rules read their suit and raid cost (protected ones: `cards.PROTECTED_KEYS`)."""
    for card in cards.FATE_SET:
        if card.kind == "guild":
            arcs_data.COURT_CARD_BY_ID.setdefault(card.id, cards.court_card(card))


register_guild_cards()


def watch(s: CampaignState) -> objective.Watch | None:
    """What `after` compares, or None before the Fates are revealed."""
    if not s.fates or not s.fates[0] or s.choosing:
        return None
    return objective.watch(s, objective.holder(s, cards.ADMIRAL))


def after(s: CampaignState, before: objective.Watch | None, seat: int, a: ArcsAction) -> None:
    """Objective triggers of the action `a` that `seat` (or chance) just took, with the
    automatic steps after it; then the cards that bury themselves when held by an Outlaw."""
    if before is None:
        return
    bury_outlaw_cards(s)
    if any(s.league) and not any(magnate.MERCHANT_LEAGUE in g for g in s.guild):
        magnate.crisis(s, -1)  # Merchant League left its holder's play area: its resources go too
    partisan_seat = objective.holder(s, cards.PARTISAN)
    if partisan_seat >= 0 and s.initiative == partisan_seat != before.initiative:
        partisan.gained_initiative(s, partisan_seat)
    admiral_seat = objective.holder(s, cards.ADMIRAL)
    if admiral_seat >= 0:
        # Placed: from the supply onto the map (Trophies and destroyed ships are not placed).
        placed = min(
            objective.imperial_on_map(s) - before.imperial_on_map, before.imperial_supply - s.imperial_ships
        )
        if placed > 0:
            admiral.imperial_ships_placed(s, admiral_seat, placed)
        if before.admiral_trophies >= 0:
            admiral.trophies_taken(
                s, admiral_seat, objective.trophies(s, admiral_seat) - before.admiral_trophies
            )
    if a.kind == "prelude" and seat >= 0 and a.args and str(a.args[0]) not in s.guild[seat]:
        if str(a.args[0]) in s.court_discard:
            advocate.prelude_discarded(s, seat)


BURY_IF_OUTLAW = (steward.IMPERIAL_AUTHORITY, admiral.IMPERIAL_OFFICERS)
"""Cards that say "bury this if you're an Outlaw" (F1-02, F7-02)."""


def bury_outlaw_cards(s: CampaignState) -> None:
    """An Outlaw holding one of `BURY_IF_OUTLAW` puts it on the bottom of the Court deck (CRB
    "Bury")."""
    for seat in range(s.n):
        if not s.outlaw[seat]:
            continue
        for held in (s.guild[seat], s.lore[seat]):
            for card in BURY_IF_OUTLAW:
                if card in held:
                    held.remove(card)
                    s.court_deck.insert(0, card)


TURN_ACTIONS = frozenset({"seize-outrage", "spy", "recover", "bargain", "awaken", "golem", "teach"})
"""Action kinds of Fate Set cards taken in a turn (`turn_actions`, `apply_turn_action`)."""


def turn_actions(s: CampaignState, seat: int, legal: list[ArcsAction]) -> list[ArcsAction]:
    """The Arcs turn actions `legal`, changed by the Fates: Partisan Seizing replaces seizing
    with a second card; Informants' Spy."""
    if s.choosing or not s.fates[seat]:
        return legal
    if partisan.seizes_by_outrage(s, seat):
        legal = [a for a in legal if a.kind != "seize"] + partisan.seize_outrage_options(s, seat)
    legal = legal + partisan.spy_options(s, seat) + advocate.recover_options(s, seat)
    legal += steward.bargain_options(s, seat) + caretaker.awaken_options(s, seat)
    legal += caretaker.golem_options(s, seat) + believer.teach_options(s, seat)
    return advocate.overseen(s, seat, legal)


def apply_turn_action(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """A `TURN_ACTIONS` action. One taken with an action pip ends the Prelude (p20)."""
    if a.kind == "seize-outrage":
        partisan.seize_outrage(s, seat, str(a.args[0]))
        return
    if a.kind == "golem":  # a Prelude action: no pip
        s.pre_open = False
        if "acted" not in s.turn_flags:
            s.turn_flags.append("acted")
        caretaker.spend(s, seat, a)
        return
    s.pre_open = False
    if "acted" not in s.turn_flags:
        s.turn_flags.append("acted")
    resources.close_prelude(s)
    s.pips -= 1
    if a.kind == "spy":
        partisan.spy(s, seat, int(a.args[0]))
    elif a.kind == "recover":
        advocate.recover(s, seat, str(a.args[0]))
    elif a.kind == "bargain":
        steward.bargain(s, seat, str(a.args[0]), int(a.args[1]))
    elif a.kind == "awaken":
        caretaker.awaken(s, seat)
    elif a.kind == "teach":
        believer.teach(s, seat, str(a.args[0]))


def after_declare(s: CampaignState, seat: int) -> None:
    """ "When you declare an ambition" powers of Fate Set cards."""
    magnate.on_declare(s, seat)
    founder.on_declare(s, seat)
    caretaker.on_declare(s, seat)


def chapter_end(s: CampaignState) -> None:
    """After a chapter's scoring: the objectives that count ambitions won and chapter ends."""
    if s.choosing or not all(s.fates):
        return
    for seat in s.turn_order():
        fate = s.fates[seat]
        if fate == cards.STEWARD:
            steward.chapter_end(s, seat)
        elif fate == cards.FOUNDER:
            founder.chapter_end(s, seat)
        elif fate == cards.CARETAKER:
            caretaker.chapter_end(s, seat)
        elif fate == cards.PARTISAN:
            partisan.chapter_end(s, seat)
        elif fate == cards.BELIEVER:
            believer.chapter_end(s, seat)


def fate_crises(s: CampaignState) -> None:
    """The Fate Crises (CRB p.18): Crisis texts on cards players hold, in turn order."""
    for seat in s.turn_order():
        if magnate.MERCHANT_LEAGUE in s.guild[seat]:
            magnate.crisis(s, seat)
        if caretaker.GOLEM_HEARTH in s.lore[seat]:
            caretaker.hearth_crisis(s)
