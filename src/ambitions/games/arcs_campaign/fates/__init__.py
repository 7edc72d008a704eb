"""The Fates of Act I (CRB p.6 steps B-D, p.8 "Objective"; Fates file F1-F8).

One module per Fate (`steward`, `founder`, `magnate`, `advocate`, `caretaker`, `partisan`,
`admiral`, `believer`): its Setup side, its objective's triggers and its Fate Set's Act I cards.
`draw` is the draw and secret choice, `objective` the marker, `cards` the data.

The campaign's flow calls the hooks here (defined in `hooks`, compiled with the flow):

* `watch` before and `after` after every action: objective triggers an action may cause (the
  initiative gained, Imperial ships placed, Trophies taken with attacking Imperial ships, a
  Guild card discarded for its Prelude);
* `after_declare` after an ambition is declared ("when you declare" powers);
* `chapter_end` after a chapter's scoring (ambitions won, chapter-end objectives);
* `fate_crises` when the Crises resolve (CRB p.18: after the Blight Crises, before the Court's);
* `objective.met` / `objective.space` for the end of the Act.

Act II: every Fate with an Act II part (an "A" Fate kept, F1-F8, `<fate>_act2`; a "B" Fate
with a Flagship, F9-F12, `pathfinder`, `hegemon`, `planet_breaker`, `pirate`, whose Flagship
question is `flagship_setup`; a "B" Fate without, F13-F16, `blight_speaker`, `pacifist`,
`peacekeeper`, `warden`, whose fleets `fleet` replenishes) plugs in the same way, by one
`register_act2` line below: its Setup side and chapter-end count (stored in the `acts` registry,
keyed by ``(Fate, Act)``: `ACT2_SETUPS` and `ACT2_CHAPTER_END` are read-only views of it),
Resolution card (read by `resolution.resolve` for the Act just played), powers and Vox cards; its
objective's title and start are card data (`cards.ACT2_OBJECTIVES`, read by `cards.start_space`,
`cards.objective_title`, `cards.has_act`). Act II's setup (`act_setup.fates_setup`, step F) runs
the Setup sides in turn order through `setup_act2` (`acts.setup_sides`), the one code path. The
hooks above branch on the Act (`act1_after`, `act2_after`), and in later Acts also dispatch on
``(Fate, s.act)`` to what each Fate registers in `acts` (after-action and after-declare objective
hooks). Fate Set cards' own powers (Merchant League, Parade Fleets, burying an Outlaw's cards...)
hold in every Act while their card is held.

Act III: every Fate (an "A" or "B" Fate kept, a "C" Fate chosen at the second Intermission)
plugs its Act III part in by one `register_act3(fate, module, resolution_card=None)` line (the
Fates' Act III parts are built Fate by Fate: the lines below `register_act3`). The module gives
``setup_act3(state, seat)`` (its Setup side, run in turn order by `setup_act3`); an "A" or "B" Fate
``grand_ambitions(state, seat) -> (bool, bool)`` (read at each chapter's scoring, before the
clean up: `act3.score_grand_ambitions`); a "C" Fate optionally ``chapter_end(state, seat)`` (its
final objective's advances, before the check, R21: `act3`); any optionally ``before_scoring(state,
seat)`` (at the start of each chapter's scoring, `acts.before_scoring`), ``campaign_end(state,
seat)`` (after chapter 4 on Power, before the winner is named) and ``POWERS`` / ``VOX_POWERS`` /
``VOX_CRISES``. A Fate in play without it sets up with nothing and fulfils no grand ambition;
`act3_missing` lists it and the views say so. The contract in full: `register_act3` and
docs/campaign.md, "The Act III registry".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from types import ModuleType

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.powers import Power
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.fates import (
    acts,
    admiral,
    admiral_act2,
    admiral_act3,
    advocate,
    advocate_act2,
    advocate_act3,
    ambition_tiles,
    believer,
    believer_act2,
    believer_act3,
    blight_speaker,
    blight_speaker_act3,
    cards,
    caretaker,
    caretaker_act2,
    caretaker_act3,
    conspirator,
    draw,
    founder,
    founder_act2,
    founder_act3,
    gate_wraith,
    guardian,
    hegemon,
    hegemon_act3,
    judge,
    magnate,
    magnate_act2,
    magnate_act3,
    naturalist,
    overlord,
    pacifist,
    pacifist_act3,
    partisan,
    partisan_act2,
    partisan_act3,
    pathfinder,
    pathfinder_act3,
    peacekeeper,
    peacekeeper_act3,
    pirate,
    pirate_act3,
    planet_breaker,
    planet_breaker_act3,
    redeemer,
    resolution,
    steward,
    steward_act2,
    steward_act3,
    survivalist,
    twisted_passage,
    warden,
    warden_act3,
)

# The hooks the campaign's flow calls at every action (module docstring), compiled with it:
from ambitions.games.arcs_campaign.fates.hooks import (
    ACT1_NEW_ACTIONS as ACT1_NEW_ACTIONS,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    BURY_IF_OUTLAW as BURY_IF_OUTLAW,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    NEW_ACTIONS as NEW_ACTIONS,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    PRELUDE_ACTIONS as PRELUDE_ACTIONS,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    TURN_ACTIONS as TURN_ACTIONS,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    NewAction as NewAction,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    act1_after as act1_after,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    act2_after as act2_after,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    act2_watch as act2_watch,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    after as after,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    apply_turn_action as apply_turn_action,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    bury_outlaw_cards as bury_outlaw_cards,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    is_spent_new_action as is_spent_new_action,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    new_action_options as new_action_options,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    turn_actions as turn_actions,
)
from ambitions.games.arcs_campaign.fates.hooks import (
    watch as watch,
)
from ambitions.games.arcs_campaign.state import EMPATH, TYRANT, WARLORD, WELL_OF_EMPATHY, CampaignState

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
acts.SETUPS.update({(fate, 1): setup for fate, setup in draw.SETUPS.items()})

POWERS: dict[str, Power] = {
    p.id: p for p in (steward.POWER, founder.POWER, magnate.POWER, caretaker.SPEAKERS, founder_act2.POWER)
}
"""Fate Set cards' powers, read through `ArcsState.EXTRA_POWERS`: the questions they ask
(``choose ...``) and the protection of the protected Guild cards (below)."""
POWERS[twisted_passage.PASSAGES_LAW] = twisted_passage.REROLL_POWER  # (F22-05: the die's reroll)
VOX_POWERS: dict[str, Power] = {}
"""Fate Set Vox cards (Act II on; joined to `vox.POWERS` by the package: secured as Vox cards)."""
VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {}
"""Their Crisis texts (joined to `vox.CRISES`: a Vox card without one, an Armistice, has none)."""

# -- Act II: the A Fates continuing, the B Fates chosen (CRB p.7 step F, p.28-29 step F) -----------
ACT2_SETUPS: Mapping[str, acts.Setup] = acts.ByAct(acts.SETUPS, 2)
"""Each Fate's Act II Setup side (`setup_act2(state, seat)`; CRB p.29: a player keeping their "A"
Fate plays its Act II side, a "B" Fate's is its Setup side), by Fate: a read-only view of
`acts.SETUPS` (filled by `register_act2`), run by `setup_act2`."""
ACT2_CHAPTER_END: Mapping[str, acts.ChapterEnd] = acts.ByAct(acts.CHAPTER_END, 2)
"""Act II objectives read at a chapter's end (after its scoring), by Fate: a view of
`acts.CHAPTER_END`."""


def register_act2(fate: str, module: ModuleType, resolution_card: str) -> None:
    """A Fate's Act II parts, from its module, the one way they plug in: the Setup side
    (`setup_act2`, stored in `acts.SETUPS`), the objective read at a chapter's end (`chapter_end`,
    if any, `acts.CHAPTER_END`), the Resolution card read at the second Intermission
    (`resolution`), the powers of its Act II Fate Set cards (`POWERS`: Guild and lore cards;
    `VOX_POWERS` and their Crises `VOX_CRISES`: Vox cards). The objective's start spaces and
    titles are card data (`cards.ACT2_OBJECTIVES`); the per-action triggers are read by
    `act2_after`."""
    assert fate in cards.ACT2_OBJECTIVES, fate
    acts.SETUPS[(fate, 2)] = module.setup_act2
    resolution.ACT2_RESOLUTION_CARDS[fate] = resolution_card
    resolution.ACT2_RESOLVE[fate] = module.resolution
    POWERS.update({p.id: p for p in module.POWERS})
    VOX_POWERS.update({p.id: p for p in getattr(module, "VOX_POWERS", ())})
    VOX_CRISES.update(getattr(module, "VOX_CRISES", {}))
    if hasattr(module, "chapter_end"):
        acts.CHAPTER_END[(fate, 2)] = module.chapter_end


register_act2(cards.STEWARD, steward_act2, "F1-14")  # F1 Steward
register_act2(cards.FOUNDER, founder_act2, "F2-23")  # F2 Founder
register_act2(cards.MAGNATE, magnate_act2, "F3-21")  # F3 Magnate
register_act2(cards.ADVOCATE, advocate_act2, "F4-15")  # F4 Advocate
register_act2(cards.CARETAKER, caretaker_act2, "F5-16")  # F5 Caretaker
register_act2(cards.PARTISAN, partisan_act2, "F6-18")  # F6 Partisan
register_act2(cards.ADMIRAL, admiral_act2, "F7-14")  # F7 Admiral
register_act2(cards.BELIEVER, believer_act2, "F8-24")  # F8 Believer
# -- Act II: the "B" Fates, F9-F12 with a Flagship, F13-F16 without --------------------------------
register_act2(cards.PATHFINDER, pathfinder, pathfinder.RESOLUTION)  # F9 Pathfinder
register_act2(cards.HEGEMON, hegemon, hegemon.RESOLUTION)  # F10 Hegemon
register_act2(cards.PLANET_BREAKER, planet_breaker, planet_breaker.RESOLUTION)  # F11 Planet Breaker
register_act2(cards.PIRATE, pirate, pirate.RESOLUTION)  # F12 Pirate
register_act2(cards.BLIGHT_SPEAKER, blight_speaker, blight_speaker.RESOLUTION)  # F13 Blight Speaker
register_act2(cards.PACIFIST, pacifist, pacifist.RESOLUTION)  # F14 Pacifist
register_act2(cards.PEACEKEEPER, peacekeeper, peacekeeper.RESOLUTION)  # F15 Peacekeeper
register_act2(cards.WARDEN, warden, warden.RESOLUTION)  # F16 Warden


# -- Act III: the "A" and "B" Fates kept, the "C" Fates chosen (CRB p.7-9, p.29 step F) ------------
def register_act3(fate: str, module: ModuleType, resolution_card: str | None = None) -> None:
    """A Fate's Act III part, from its module, the one way it plugs in (`acts`):

    * ``setup_act3(state, seat)`` (required): its Act III Setup side (CRB p.7 step F), run in
      turn order by `setup_act3` (`acts.SETUPS[(fate, 3)]`); questions go on the choice stack
      and are answered in turn order before the deal, as in Act II;
    * an "A" or "B" Fate: ``grand_ambitions(state, seat) -> (bool, bool)`` (required): whether
      each of its two grand ambitions is fulfilled, read at each chapter's scoring, after the
      declared ambitions are scored (`chapter_scoring` holds them) and before the clean up
      (markers still on their boxes, Trophies and Captives still held); it asks no question
      and changes nothing but what its card says happens on scoring (`acts.GRAND_AMBITIONS`;
      scored by `act3.score_grand_ambitions`);
    * a "C" Fate: ``chapter_end(state, seat)`` (optional): its final objective's advances at a
      chapter's end, after the scoring and clean up, in turn order (`objective.advance`); the
      final objectives are checked after all of them (R21); a question it asks is answered
      before the check (`acts.CHAPTER_END[(fate, 3)]`). Its objective marker's start is card data
      (`cards.C_FATES`, `cards.start_space(fate, n, 3)`);
    * ``before_scoring(state, seat)`` (optional): what it resolves "at the start of scoring" at
      each Act III chapter's end (The Arbiter, F24-03; the Gate Wraith's too): once the
      chapter is over (its last round's end resolved, the Council's or Events' included), before
      the declared ambitions are scored, in turn order; its questions go on the choice stack and
      are answered, in turn order, before the scoring (`acts.BEFORE_SCORING[(fate, 3)]`, run by
      `acts.before_scoring`);
    * ``campaign_end(state, seat)`` (optional): what it resolves when Act III ends after chapter 4
      on Power (the Pirate's "End of Act III"), in turn order, before the winner is named; its
      questions are answered first (`acts.CAMPAIGN_END`); `resolution_card` names the card whose
      text it resolves (`acts.ACT3_CARDS`, for the views: no Resolution card is resolved after
      Act III, there is no third Intermission);
    * ``POWERS``, ``VOX_POWERS``, ``VOX_CRISES`` (optional): its Act III cards' powers, as in
      `register_act2`.

    The per-action triggers of a final objective go through `acts.AFTER[(fate, 3)]` and
    `acts.AFTER_DECLARE[(fate, 3)]` (read by `after`, `after_declare` from Act II on). A Fate in
    play without this registration still plays: its Setup side does nothing and it fulfils no
    grand ambition (`acts.missing`, which the views show)."""
    assert fate in cards.FATE_BY_ID, fate
    is_c = cards.letter(fate) == "C"
    acts.SETUPS[(fate, 3)] = module.setup_act3
    if is_c:
        if hasattr(module, "chapter_end"):
            acts.CHAPTER_END[(fate, 3)] = module.chapter_end
    else:
        acts.GRAND_AMBITIONS[fate] = module.grand_ambitions
    if hasattr(module, "before_scoring"):
        acts.BEFORE_SCORING[(fate, 3)] = module.before_scoring
    if hasattr(module, "campaign_end"):
        acts.CAMPAIGN_END[fate] = module.campaign_end
    if resolution_card:
        acts.ACT3_CARDS[fate] = resolution_card
    POWERS.update({p.id: p for p in getattr(module, "POWERS", ())})
    VOX_POWERS.update({p.id: p for p in getattr(module, "VOX_POWERS", ())})
    VOX_CRISES.update(getattr(module, "VOX_CRISES", {}))
    acts.ACT3.add(fate)


# -- Act III: the "A" Fates (F1-F8) --------------------------------------------------------------------
register_act3(cards.STEWARD, steward_act3)  # F1 Steward
register_act3(cards.MAGNATE, magnate_act3)  # F3 Magnate
register_act3(cards.ADVOCATE, advocate_act3)  # F4 Advocate
register_act3(cards.CARETAKER, caretaker_act3)  # F5 Caretaker
register_act3(cards.FOUNDER, founder_act3)  # F2 Founder
register_act3(cards.PARTISAN, partisan_act3)  # F6 Partisan
register_act3(cards.ADMIRAL, admiral_act3)  # F7 Admiral
register_act3(cards.BELIEVER, believer_act3)  # F8 Believer
# -- Act III: the "B" Fates (F9-F16) -----------------------------------------------------------------
register_act3(cards.PIRATE, pirate_act3)  # F12 Pirate
register_act3(cards.PEACEKEEPER, peacekeeper_act3)  # F15 Peacekeeper
# -- Act III: the "B" Fates (F9-F16) -------------------------------------------------------------------
register_act3(cards.PATHFINDER, pathfinder_act3)  # F9 Pathfinder
register_act3(cards.HEGEMON, hegemon_act3)  # F10 Hegemon
register_act3(cards.PLANET_BREAKER, planet_breaker_act3)  # F11 Planet Breaker
register_act3(cards.BLIGHT_SPEAKER, blight_speaker_act3)  # F13 Blight Speaker
register_act3(cards.PACIFIST, pacifist_act3)  # F14 Pacifist
register_act3(cards.WARDEN, warden_act3)  # F16 Warden

# -- Act III: the "C" Fates (F17-F24) ----------------------------------------------------------------
register_act3(cards.OVERLORD, overlord)  # F17 Overlord
register_act3(cards.SURVIVALIST, survivalist)  # F18 Survivalist
register_act3(cards.REDEEMER, redeemer)  # F19 Redeemer
register_act3(cards.GUARDIAN, guardian)  # F20 Guardian
register_act3(cards.GATE_WRAITH, gate_wraith)  # F22 Gate Wraith
acts.AFTER[(cards.GUARDIAN, 3)] = guardian.after  # (Green Vault's question, F20-02)
register_act3(cards.NATURALIST, naturalist)  # F21 Naturalist
acts.AFTER[(cards.NATURALIST, 3)] = naturalist.after  # (Blight Society's agent, F21-02)
register_act3(cards.CONSPIRATOR, conspirator)  # F23 Conspirator
acts.AFTER[(cards.CONSPIRATOR, 3)] = conspirator.after  # (its declarations place no marker, F23-03)
register_act3(cards.JUDGE, judge)  # F24 Judge


def setup_act3(s: CampaignState) -> None:
    """CRB p.7 step F in Act III: every seat's Act III Setup side in turn order (`acts.setup_sides`;
    a Fate with no Act III part registered sets up with nothing)."""
    acts.setup_sides(s)


def act3_missing(s: CampaignState) -> list[str]:
    """The Fates in play in Act III whose Act III part is not built (`acts.missing`)."""
    return acts.missing(s)


def setup_act2(s: CampaignState) -> None:
    """CRB p.7 step F: every seat resolves its Fate's Act II Setup side, in turn order, their
    questions answered in turn order: `acts.setup_sides`, the one code path Act II's setup
    (`act_setup.fates_setup`) runs (`s.act` must be 2)."""
    acts.setup_sides(s)


def _protects_itself(card: str) -> Callable[[ArcsState, int, str], bool]:
    def protects(s: ArcsState, holder: int, thing: str) -> bool:
        return thing == card

    return protects


for _card in cards.FATE_SET:
    if cards.protected(_card.id):
        # A protected Guild card leaves its holder's play area only by Outrage of its suit (CRB
        # "New Rules & Terms"): no steal takes it (`Power.protects`, read by Arcs' stealing for
        # the Guild cards an extending game holds), and no raid pays its cost (PROTECTED_KEYS).
        _base = POWERS.get(_card.id) or Power(_card.id, _card.name)
        if _base.protects is None:  # (Honor Guard protects more than itself, F7-05)
            POWERS[_card.id] = replace(_base, protects=_protects_itself(_card.id))


def guild_secured(s: CampaignState, seat: int, card: str) -> None:
    """A Fate Set Guild card's When Secured (Guild Overseers, F4-03): once it is in the securer's
    play area and the Court refilled, as Arcs secures a Guild card (p13: Arcs resolves When
    Secured only for Vox cards)."""
    power = POWERS.get(card)
    if power is not None and power.when_secured is not None and card in s.guild[seat]:
        power.when_secured(s, seat)
    steward_act3.insiders(s, seat, card)  # Council Insiders (F1-16)


def register_guild_cards() -> None:
    """Fate Set Guild cards join the Arcs card table as the campaign Court's do (`rules`):
    the Arcs rules read their suit and raid cost (protected ones: `cards.PROTECTED_KEYS`)."""
    for card in cards.FATE_SET:
        if card.kind == "guild":
            arcs_data.COURT_CARD_BY_ID.setdefault(card.id, cards.court_card(card))


register_guild_cards()


def after_declare(s: CampaignState, seat: int, ambition: str) -> None:
    """ "When you declare an ambition" powers of Fate Set cards (`ambition`: the one declared),
    after every declaration however made (`CampaignState.declared`): with the played card, in
    the Prelude (Lesser Regent F1-10, the Liaisons F4-05 to F4-09, the Witnesses F14-02) or by
    Populist Demands secured (CC11). Their texts say "when you declare an ambition", whatever
    made it; Faithful Disciples (F8-02) "if you play a Faithful action card and declare an
    ambition you're winning", and the Doctrine (F8-22A/B) "if you declare an ambition this turn
    with no Ideal" on a turn a Faithful card is played: any declaration of that turn."""
    founder_act2.on_declare(s, seat, ambition)
    magnate.on_declare(s, seat)
    founder.on_declare(s, seat)
    caretaker.on_declare(s, seat)
    believer.disciples(s, seat)
    believer_act2.after_declare(s, seat, ambition)  # an Ideal placed (F8-23)
    partisan_act2.on_declare(s, seat)  # People's Hero (F6-17)
    steward_act3.sponsor_declared(s, seat, ambition)  # Imperial Sponsor (F1-23)
    conspirator.declared(s, seat, ambition)  # a Conspiracy, not a marker (F23-03)
    if s.act != 1:
        for p in s.turn_order():
            hook = acts.AFTER_DECLARE.get((s.fates[p], s.act))
            if hook is not None:
                hook(s, p, seat)


def filter_plays(s: CampaignState, seat: int, legal: list[ArcsAction]) -> list[ArcsAction]:
    """Card plays the Fates' laws forbid: a Faithful card off the Doctrine's side (F8-23)."""
    return believer_act2.doctrine_filter(s, seat, legal) if s.doctrine else legal


def ambition_extra(s: CampaignState, seat: int, ambition: int) -> int:
    """What Act II Fate Set cards add to `seat`'s count for `ambition` (read from Act II on by
    `CampaignState.more_ambition_count`): Monopolies and War Profiteering (F3), Banner Trophies
    for Warlord (F10-03), the Pirate Hoard's resources (F12-02), Well of Empathy's Psionic (F14-03).
    (Merchant League's resources count in every Act: `more_ambition_count_act1`; Arsenal Keepers'
    frozen Weapons count for no ambition.)"""
    if ambition > EMPATH:
        return ambition_tiles.count(s, seat, ambition)  # Edenguard, Blightkin (F20-04, F21-04)
    more = magnate_act2.ambition_extra(s, seat, ambition)
    more += advocate_act3.supremacy_extra(s, seat, ambition)  # Guild Supremacy (F4-25)
    if ambition == WARLORD and s.banners:
        more += s.banners.count(hegemon.TROPHY + seat)
    if ambition == WARLORD and s.bunkers:
        more += survivalist.trophies(s, seat)  # (Bunker Trophies, F18-03: Trophies as buildings)
    if ambition == TYRANT:
        more += hegemon_act3.ships_held(s, seat)  # ship Captives (Happy Hosts, F10-12)
    if guardian.vaulted(s):
        more += guardian.ambition_extra(s, seat, ambition)  # Green Vault's Captives (F20-02)
    if any(s.hoard):
        more += pirate.ambition_count(s, seat, ambition)
    if ambition == EMPATH and s.well and WELL_OF_EMPATHY in s.lore[seat]:
        more += s.well  # (F14-03: Psionic on Well of Empathy are in its holder's play area, CRB p.27)
    return more


def chapter_end(s: CampaignState) -> None:
    """After a chapter's scoring: the objectives that count ambitions won and chapter ends (in
    Act II, each Fate's Act II objective: `ACT2_CHAPTER_END`)."""
    if s.choosing or not all(s.fates):
        return
    if s.act == 2:
        founder_act2.score_commonwealth(s)  # (F2-14: the Commonwealth ambition, as scored)
        for seat in s.turn_order():
            found = ACT2_CHAPTER_END.get(s.fates[seat])
            if found is not None:
                found(s, seat)
        hegemon.warlord_scored(s)  # (F10-03: Banner Trophies, whoever holds them)
        return
    if s.act == 3:
        # Act II's laws in the booklet still hold (F2-14's marker, F10-03); then the "C" Fates'
        # final objectives advance (`register_act3`), in turn order; the check follows (`act3`).
        founder_act2.score_commonwealth(s)
        hegemon_act3.captives_returned(s)  # (F10-12: the Captives Happy Hosts' holder keeps)
        survivalist.captives_returned(s)  # (F18-02: the Captives Vow of Survival keeps)
        survivalist.warlord_scored(s)  # (F18-03: Bunker Trophies back to the supply)
        for seat in s.turn_order():
            hook = acts.CHAPTER_END.get((s.fates[seat], 3))
            if hook is not None:
                hook(s, seat)
        hegemon.warlord_scored(s)
        return
    for seat in s.turn_order():
        fate = s.fates[seat]
        if s.act != 1:  # (what each Fate registers for the Act: `register_act2`, `acts`)
            hook = acts.CHAPTER_END.get((fate, s.act))
            if hook is not None:
                hook(s, seat)
            continue
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
        if s.on_hearth(seat):
            caretaker.hearth_crisis(s)
        if caretaker_act2.LIBRARIANS in s.guild[seat]:
            caretaker_act2.librarians_crisis(s, seat)
        if warden.CLAIMS_OF_NOBILITY in s.lore[seat]:
            warden.crisis(s, seat)
