"""What the campaign's flow asks the Fates at every action (`fates` re-exports it; compiled
with the flow, `ambitions.games.arcs_campaign._compiled`):

* `watch` before and `after` after every action: the objectives' triggers an action may cause
  (Act I: `act1_after`; Act II: `act2_after`; Act III's through `acts.AFTER`), then the cards
  that bury themselves when held by an Outlaw (`bury_outlaw_cards`);
* `turn_actions` in a turn: the Arcs turn actions changed by the Fates, with the Fate Set cards'
  new actions (`NEW_ACTIONS`, CRB/base p.20) and Prelude actions (`PRELUDE_ACTIONS`), applied by
  `apply_turn_action`.
"""

from __future__ import annotations

from collections.abc import Callable

from ambitions.games.arcs import cardplay, resources
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import flow as arcs_flow
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs_campaign.fates import (
    acts,
    admiral,
    admiral_act2,
    advocate,
    advocate_act2,
    believer,
    believer_act2,
    blight_speaker,
    cards,
    caretaker,
    caretaker_act2,
    declaring,
    founder_act2,
    founder_act3,
    gate_wraith,
    guardian,
    hegemon,
    magnate,
    naturalist,
    objective,
    pacifist,
    pacifist_act3,
    partisan,
    partisan_act2,
    partisan_act3,
    pathfinder,
    pathfinder_act3,
    peacekeeper,
    pirate,
    pirate_act3,
    planet_breaker,
    steward,
    steward_act2,
    survivalist,
    warden,
    warden_act3,
)
from ambitions.games.arcs_campaign.state import CampaignState

PRELUDE_ACTIONS: dict[
    str,
    tuple[Callable[[CampaignState, int], list[ArcsAction]], Callable[[CampaignState, int, ArcsAction], None]],
] = {
    "clue": (pathfinder.clue_options, pathfinder.uncover),  # Uncovering Clues (F9-02)
    "banner": (hegemon.banner_options, hegemon.plant),  # Planting Banners (F10-01A)
    "hoard": (pirate.spend_options, pirate.spend),  # a Hoard resource spent (F12-02)
    "witness-take": (pacifist.take_options, pacifist.take),  # Witnesses (F14-02)
    "well-take": (pacifist.well_take_options, pacifist.well_take),  # Well of Empathy (F14-03)
    "lead-pilgrims": (pathfinder_act3.move_options, pathfinder_act3.start_moves),  # Pilgrims (F9-08)
}
"""Prelude actions of Fate Set cards that no pip or resource buys: kind -> (options, effect)."""


def watch(s: CampaignState) -> objective.Watch | None:
    """What `after` compares, or None before the Fates are revealed."""
    if not s.fates or not s.fates[0] or s.choosing:
        return None
    if s.act >= 2:  # ("B" Fate Set cards enter play in Act II; they hold in Act III)
        found = objective.watch(s, -1)._replace(act2=act2_watch(s), copying=s.turn_mode == "copy")
        found = found._replace(
            arsenal_board=peacekeeper.arsenal_board(s), well_trophies=pacifist.well_watch(s)
        )
    else:
        found = objective.watch(s, objective.holder(s, cards.ADMIRAL))
    if s.members:  # (Act II: a Member harming a Free building is disgraced, F2-18)
        found = found._replace(free_buildings=founder_act2.free_buildings(s))
    if s.act == 3:  # (Sower of Division, F6-25: the initiative got from Surpassing)
        found = found._replace(surpasser=partisan_act3.surpasser(s))
        if s.rumors:  # (Rumors of the Haven, F12-11: stealing from the Pirate in battle)
            keeper = pirate_act3.pirate(s)
            found = found._replace(pirate_holdings=pirate_act3.holdings(s, keeper) if keeper >= 0 else -1)
        found = found._replace(planet_pieces=pacifist_act3.harm_snapshot(s))  # (Empathy for All)
        found = found._replace(markers=tuple(s.marker_box))  # (Conspiracies, F23-03)
        found = found._replace(vault_board=guardian.vault_watch(s))  # (Green Vault, F20-02)
        found = found._replace(blight=naturalist.blight_watch(s))  # (Blight Society, F21-02)
        if s.passages:  # (Passage Storms drawn, F22-06)
            found = found._replace(storms_in_deck=gate_wraith.in_deck(s))
    return found


def act2_watch(s: CampaignState) -> tuple[int, ...]:
    """Act II counts: the Caretaker's lore cards, the Admiral's Outlaw Trophies and Regent
    Captives (-1 without them)."""
    caretaker_seat = objective.holder(s, cards.CARETAKER)
    admiral_seat = objective.holder(s, cards.ADMIRAL)
    lore = len(s.lore[caretaker_seat]) if caretaker_seat >= 0 else -1
    trophies, captives = admiral_act2.counts(s, admiral_seat) if admiral_seat >= 0 else (-1, -1)
    return (lore, trophies, captives)


def act2_after(s: CampaignState, before: objective.Watch, seat: int, a: ArcsAction) -> None:
    """Act II objective triggers of an action (CRB p.8): the Caretaker's lore secured, the
    Partisan's cards played with the initiative, the Admiral's Trophies and Captives; the
    Liaisons' "when you Copy to ..." (F4-05 to F4-09); then the B Fates' cards that act after an
    action."""
    lore, trophies, captives = before.act2
    caretaker_seat = objective.holder(s, cards.CARETAKER)
    if caretaker_seat >= 0 and a.kind not in admiral_act2.SUMMIT_TRANSFERS:
        caretaker_act2.lore_secured(s, caretaker_seat, lore)
    partisan_seat = objective.holder(s, cards.PARTISAN)
    if partisan_seat == seat:
        partisan_act2.played_card(s, seat, before.initiative, a)
    admiral_seat = objective.holder(s, cards.ADMIRAL)
    if admiral_seat >= 0:
        admiral_act2.after(s, admiral_seat, (trophies, captives), a.kind)
    if seat >= 0 and a.kind in ("build", "move", "battle", "secure", "influence"):
        advocate_act2.copied(s, seat, a.kind, before.copying)  # (the Liaisons, F4-05 to F4-09)
    # The B Fates' cards: Oath of Peace and Arsenal Keepers, Feudal Law, the Pacifist's Psionic
    # spent in the Prelude, Well of Empathy.
    peacekeeper.after(s, before.arsenal_board)
    if s.fief_seats:
        battle = a.kind == "battle" or (a.kind == "spend" and len(a.args) > 1 and a.args[1] == "battle")
        if seat >= 0 and battle:
            warden.feudal_harm(s, seat, a)
        warden.after(s)
    if s.court_tokens:
        warden_act3.after(s, seat, a)  # Feudal Courts (F16-18)
    if seat >= 0 and s.fates[seat] == cards.PACIFIST:
        pacifist.spent_in_prelude(s, seat, a)
    pacifist.well_after(s, before.well_trophies)


def after(s: CampaignState, before: objective.Watch | None, seat: int, a: ArcsAction) -> None:
    """Objective triggers of the action `a` that `seat` (or chance) just took, with the
    automatic steps after it; then the cards that bury themselves when held by an Outlaw."""
    if before is None:
        return
    bury_outlaw_cards(s)
    if s.act >= 2:  # (the Members, Flagships, the Hammer and the Hoard come in Act II)
        founder_act2.disgrace(s, seat, before.free_buildings)
        hegemon.scrap_without_flagship(s)
        planet_breaker.watch_outrage(s, a)
        planet_breaker.scrap_held_refugees(s)
        pirate.after_steal(s, seat, a)
    if any(s.league) and not any(magnate.MERCHANT_LEAGUE in g for g in s.guild):
        magnate.crisis(s, -1)  # Merchant League left its holder's play area: its resources go too
    if s.act >= 2:  # (in Act III the Act II objectives are silent: no A or B marker is placed)
        believer_act2.physical_hands(s)  # (a Faithful card drawn back by The Young Light)
        act2_after(s, before, seat, a)
    else:
        act1_after(s, before, seat, a)
    if s.act == 3 and before.surpasser >= 0:
        partisan_act3.after_round(s, before.surpasser)  # (Sower of Division, F6-25)
    if s.act == 3 and s.rumors:
        pirate_act3.stole_from_pirate(s, seat, before.pirate_holdings, a.kind)  # (F12-11)
    if s.act == 3:
        pacifist_act3.after(s, seat, before.planet_pieces, a)  # (Empathy for All, F14-09)
    if before.storms_in_deck:
        gate_wraith.drawn(s, True)  # (F22-06 "When Drawn": the initiative holder attaches it)
    if s.act != 1:
        # Later Acts' objectives that other Fates register (`acts.AFTER`: the B Fates).
        for p in range(s.n):
            hook = acts.AFTER.get((s.fates[p], s.act))
            if hook is not None:
                hook(s, p, before, seat, a)


def act1_after(s: CampaignState, before: objective.Watch, seat: int, a: ArcsAction) -> None:
    """Act I objective triggers of an action (each Fate's Act I objective card)."""
    partisan_seat = objective.holder(s, cards.PARTISAN)
    if partisan_seat >= 0 and s.initiative == partisan_seat != before.initiative:
        partisan.gained_initiative(s, partisan_seat)
    admiral_seat = objective.holder(s, cards.ADMIRAL)
    if admiral_seat >= 0:
        objective.note_navy(s)
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


BURY_IF_OUTLAW = (
    steward.IMPERIAL_AUTHORITY,
    admiral.IMPERIAL_OFFICERS,
    steward_act2.TAX_COLLECTORS,
    *admiral_act2.ROGUE_ADMIRALS,
)
"""Cards that say "bury this if you're an Outlaw" (F1-02, F7-02, F1-06, F7-06, F7-07)."""


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


NewAction = tuple[str, Callable[[CampaignState, int], list[ArcsAction]], Callable[..., None]]
NEW_ACTIONS: dict[str, NewAction] = {
    "spy": ("influence", partisan.spy_options, partisan.spy),
    "recover": ("move", advocate.recover_options, advocate.recover),
    "bargain": ("secure", steward.bargain_options, steward.bargain),
    "awaken": ("influence", caretaker.awaken_options, caretaker.awaken),
    "teach": ("influence", believer.teach_options, believer.teach),
    "spirits": ("tax", hegemon.spirits_options, hegemon.spirits),  # Song of the Banner (F10-04)
    "bodies": ("build", hegemon.bodies_options, hegemon.bodies),
    "fragment": ("repair", planet_breaker.fragment_options, planet_breaker.take_fragment),  # F11-03A
    "prepare": ("build", planet_breaker.prepare_options, planet_breaker.prepare),  # F11-04
    "break": ("battle", planet_breaker.break_options, planet_breaker.break_world),
    "resettle": ("build", planet_breaker.resettle_options, planet_breaker.resettle),  # F11-05..09
    "spawn": ("build", blight_speaker.spawn_options, blight_speaker.spawn),
    "witness": ("move", pacifist.move_options, pacifist.move),
    "claim": ("tax", warden.claim_options, warden.claim),
    "levy": ("tax", warden_act3.levy_options, warden_act3.levy),  # Warden's Levy (F16-12)
    "incite": ("battle", founder_act3.incite_options, founder_act3.incite),  # F2-27
    "portal": ("move", pathfinder_act3.portal_options, pathfinder_act3.use_portal),  # F9-08
    "bunker": ("build", survivalist.build_options, survivalist.build),  # Building Bunkers (F18-03)
}
"""New actions of Fate Set cards (CRB/base p.20 "New Actions"): kind -> (the standard action
whose pip or resource pays for it, its options, its effect). Offered wherever that action could
be taken: with an action pip of the played card (``spy 1``) or by spending a resource in the
Prelude (``spend psionic spy 1``; Psionic buys the lead card's actions)."""
ACT1_NEW_ACTIONS: dict[str, NewAction] = {
    k: NEW_ACTIONS[k] for k in ("spy", "recover", "bargain", "awaken", "teach")
}
"""The new actions of Act I's Fate Set cards: the others' cards are not in play before Act II, so
an Act asks only these (`new_action_options`: Act I's speed)."""
TURN_ACTIONS = frozenset({"seize-outrage", "golem"} | set(NEW_ACTIONS) | set(PRELUDE_ACTIONS))
pirate.FATE_NEW_ACTIONS.update(NEW_ACTIONS)  # (a Hoard resource buys them too, F12-02)
"""Action kinds of Fate Set cards taken in a turn (`turn_actions`, `apply_turn_action`)."""


def turn_actions(s: CampaignState, seat: int, legal: list[ArcsAction]) -> list[ArcsAction]:
    """The Arcs turn actions `legal`, changed by the Fates: Partisan Seizing replaces seizing
    with a second card; the new actions; Golems spent; Guild Overseers' limit."""
    if s.choosing or not s.fates[seat]:
        return legal
    if s.doctrine:  # (set in Act II: F8-21)
        legal = believer_act2.doctrine_filter(s, seat, legal)
    if partisan.seizes_by_outrage(s, seat):
        legal = [a for a in legal if a.kind != "seize"] + partisan.seize_outrage_options(s, seat)
    legal = legal + new_action_options(s, seat) + caretaker.golem_options(s, seat)
    if s.act >= 2:  # (the B Fates' Prelude actions: their cards come in Act II)
        legal += [a for options, _ in PRELUDE_ACTIONS.values() for a in options(s, seat)]
    legal = declaring.declare_filter(s, seat, legal)  # the laws forbidding a declaration
    return advocate.overseen(s, seat, legal)


def new_action_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    out: list[ArcsAction] = []
    pip_kinds = cardplay.card_actions(s) if s.pips > 0 else ()
    spendable: list[tuple[str, tuple[str, ...]]] = []
    if s.prelude_open:
        for r in sorted(set(resources.held(s, seat))):
            if not s.outrage[seat] >> r & 1:  # an Outraged type is not spent for its action (p16)
                spendable.append((arcs_data.RESOURCES[r], arcs_flow.spend_actions(s, r)))
    for replaces, options, _effect in (NEW_ACTIONS if s.act >= 2 else ACT1_NEW_ACTIONS).values():
        paid = replaces in pip_kinds
        spends = [name for name, buys in spendable if replaces in buys]
        if not paid and not spends:
            continue
        found = options(s, seat)
        if paid:
            out += found
        for name in spends:
            out += [ArcsAction("spend", (name, a.kind, *a.args)) for a in found]
    return out


def is_spent_new_action(a: ArcsAction) -> bool:
    return a.kind == "spend" and len(a.args) > 1 and a.args[1] in NEW_ACTIONS


def apply_turn_action(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """A `TURN_ACTIONS` action, or a new action bought with a resource (``spend psionic spy
    1``). One taken with an action pip ends the Prelude (p20); a resource spent returns to the
    supply when the Prelude ends."""
    if a.kind == "seize-outrage":
        partisan.seize_outrage(s, seat, str(a.args[0]))
        return
    s.pre_open = False
    if "acted" not in s.turn_flags:
        s.turn_flags.append("acted")
    if a.kind == "golem":  # a Prelude action: no pip
        caretaker.spend(s, seat, a)
        return
    if a.kind in PRELUDE_ACTIONS:  # a Prelude action: no pip
        PRELUDE_ACTIONS[a.kind][1](s, seat, a)
        return
    if a.kind == "spend":
        r = arcs_data.RESOURCES.index(str(a.args[0]))
        resources.remove_one(s, seat, r)
        s.spent_pending[r] += 1
        kind, args = str(a.args[1]), a.args[2:]
    else:
        resources.close_prelude(s)
        s.pips -= 1
        kind, args = a.kind, a.args
    NEW_ACTIONS[kind][2](s, seat, *args)
