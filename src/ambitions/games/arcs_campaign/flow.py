"""Who decides what now in the campaign: its own decision points, then the Arcs flow.

The campaign's legal actions and effects wrap `ambitions.games.arcs.flow`: the campaign's own
decision points (setup and placements, the mulligan that keeps Event cards, Event plays and
turns without actions, battles and Catapult moves with neutral pieces, the round's end) are
decided here; every other one is the Arcs engine's, with the standard actions the campaign
replaces (`rules`) plugged in through `ArcsState.REPLACED_RULES` and the Event cards kept out
of the base card play (they are played only as Events).
"""

from __future__ import annotations

import random
from typing import Any

from ambitions.core.errors import shorten
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import cardplay
from ambitions.games.arcs import flow as arcs_flow
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import (
    act3,
    act_setup,
    battle,
    council,
    data,
    events,
    fates,
    flagship,
    intermission,
    movement,
    setup,
)
from ambitions.games.arcs_campaign.fates import (
    acts,
    believer,
    blight_speaker_act3,
    caretaker,
    choice,
    draw,
    naturalist,
    pathfinder_act3,
    planet_breaker,
    planet_breaker_act3,
    twisted_passage,
)
from ambitions.games.arcs_campaign.state import (
    ACT_SETUP_PHASES,
    ASKED_ROLLS,
    CAMPAIGN_CHANCE_PHASES,
    INTERMISSION_PHASES,
    CampaignPhase,
    CampaignState,
)

BETWEEN_ACTS = INTERMISSION_PHASES | ACT_SETUP_PHASES
"""The Intermission's and the next Act's setup's phases (`intermission`, `act_setup`)."""

_CHANCE_KIND = {
    Phase.CHANCE_INITIATIVE: "initiative",
    CampaignPhase.CHANCE_COURT: "court",
    CampaignPhase.CHANCE_COURT_SHUFFLE: "shuffle",
    CampaignPhase.CHANCE_POLICY: "policy",
    CampaignPhase.CHANCE_NUMBER: "number",
    CampaignPhase.CHANCE_EVENT: "event",
    Phase.CHANCE_DEAL: "deal",
    CampaignPhase.CHANCE_DRAW: "draw",
    CampaignPhase.CHANCE_ROLL: "roll",
    CampaignPhase.CHANCE_EVENT_ROLL: "eventroll",
    CampaignPhase.CHANCE_FATES: "fates",
    CampaignPhase.CHANCE_GOLEMS: "golems",
    CampaignPhase.CHANCE_RESOLUTION: "lore",
    CampaignPhase.CHANCE_NEW_FATES: "fates",
    CampaignPhase.CHANCE_ACT_COURT: "court",
    CampaignPhase.CHANCE_ACT_EVENT: "event",
    CampaignPhase.CHANCE_ACT_NUMBERS: "number",
    CampaignPhase.CHANCE_FRAGMENTS: "fragments",
    CampaignPhase.CHANCE_ANGER: "angerroll",
    CampaignPhase.CHANCE_SEED: "seedroll",
    CampaignPhase.CHANCE_PILGRIMS: "pilgrims",
    CampaignPhase.CHANCE_EATER: "eater",
    CampaignPhase.CHANCE_PASSAGE: "passage",
}
"""The chance events the campaign decides itself (the others, battle rolls and Court shuffles
of card powers, are the Arcs engine's)."""


def _is_event(card: object) -> bool:
    return card in data.EVENT_CARDS


# -- legal actions -------------------------------------------------------------------------------
def legal_actions(s: CampaignState) -> list[ArcsAction]:
    ph = s.phase
    seat = s.mover
    if seat < 0:
        return []
    if ph == CampaignPhase.CHOOSE_FATE:
        return draw.options(s, seat)
    if ph == CampaignPhase.CHOOSE_NEW_FATE:
        return choice.options(s, seat)
    if ph == CampaignPhase.REBUILD:
        return intermission.rebuild_options(s)
    if ph == CampaignPhase.PLACE:
        return [act("place", what, sid) for what, sid in setup.place_options(s, seat)]
    if ph == Phase.MULLIGAN:
        out = [act("keep")]
        if any(not _is_event(c) for c in s.hands[seat]):
            out.append(act("mulligan"))
        return out
    if ph == Phase.FOLLOW:
        out = _without_events(s, seat) + [act("event", c) for c in events.event_options(s, seat)]
        return fates.filter_plays(s, seat, out + believer.wisdom_options(s, seat, out))
    if ph == CampaignPhase.BATTLE_DICE:
        return [ArcsAction("dice", args) for args in battle.dice_options(s, seat)]
    if ph == CampaignPhase.BATTLE:
        return battle.battle_actions(s)
    if ph == CampaignPhase.RESOLVE:
        return council.step_options(s)
    if ph == Phase.CATAPULT:
        return movement.catapult_actions(s, seat)
    out = arcs_flow.legal_actions(s)
    if ph == Phase.DISCARD and s.golems:
        out += caretaker.discard_options(s, seat)  # a Golem discarded instead (F5-05)
    if ph in (Phase.LEAD, Phase.ACTIONS) and any(_is_event(c) for c in s.hands[seat]):
        # An Event card cannot be led, nor discarded to seize the initiative (CRB p.12); a
        # holder with only Event cards must pass. (Both name a card of the hand: with no Event
        # card there, nothing to take out.)
        out = [a for a in out if not (a.kind in ("lead", "seize") and _is_event(a.args[0]))]
    if ph == Phase.ACTIONS:
        out = fates.turn_actions(s, seat, out)  # Fate Set cards' actions (`fates`)
        if max(s.flagship) >= 0:
            out += flagship.slipstream_options(s, seat)  # the Slipstream Drive's Prelude (CRB p.25)
    if ph == Phase.LEAD:
        out += believer.wisdom_options(s, seat, out)  # a Faithful card on its Wisdom side
        out = fates.filter_plays(s, seat, out)  # (the Doctrine's side, F8-23)
    if ph == Phase.ELIMINATED and s.passages:
        out += twisted_passage.elimination_options(s)  # (``place 7.0``: a gate, F22-05)
    return out


def _without_events(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Surpass, Pivot and Copy with the seat's action cards; an Event card cannot Copy
    (CRB p.12). Playing an Event as a following card arrives with the Events."""
    hand = s.hands[seat]
    s.hands[seat] = [c for c in hand if not _is_event(c)]
    try:
        return arcs_flow.legal_actions(s)
    finally:
        s.hands[seat] = hand


def is_legal(s: CampaignState, action: Any) -> bool:
    if not isinstance(action, ArcsAction):
        return False
    if s.mover == CHANCE:
        return chance_problem(s, action) is None
    return action in legal_actions(s)


def explain_illegal(s: CampaignState, action: Any) -> str:
    where = f"Act {s.act}, chapter {s.chapter}, {s.phase}, after {len(s.history)} actions"
    if not isinstance(action, ArcsAction):
        return f"{shorten(action)} is not a campaign action (use state.parse_action(text)); {where}"
    text = shorten(str(action))
    if s.mover == TERMINAL:
        return f"{text}: the Act is over; {where}"
    if s.mover == CHANCE:
        return f"{text} is not a chance outcome here: {chance_problem(s, action)}; {where}"
    kinds = sorted({a.kind for a in legal_actions(s)})
    return f"{text} is not legal for seat {s.mover} now ({where}); legal kinds here: {', '.join(kinds)}"


# -- applying ------------------------------------------------------------------------------------
def apply(s: CampaignState, a: ArcsAction) -> None:
    """Apply a legal action, then run the automatic steps."""
    ph = s.phase
    seat = s.mover
    before = fates.watch(s)
    _apply(s, a, ph)  # (a declaration, however made, fires its powers: `CampaignState.declared`)
    advance(s)
    asked = len(s.choices)
    fates.after(s, before, seat, a)
    if len(s.choices) > asked and s.mover != TERMINAL:
        if s.phase in ASKED_ROLLS:
            # A roll a question of the stack waits for (Planet-Eater Loose's Crisis, F11-11) is
            # no longer on top: the new question is answered first, then the roll comes up again.
            s.phase = Phase.CHOICE
        advance(s)  # a Fate's trigger asked a question (Sycophants F11-02, Arsenal Keepers F15-03)


def _apply(s: CampaignState, a: ArcsAction, ph: str) -> None:
    if s.mover == CHANCE and ph in _CHANCE_KIND:
        s.history.append(a)
        s.chance_count += 1
        _apply_chance(s, a)
    elif ph == CampaignPhase.CHOOSE_FATE:
        s.history.append(a)
        draw.choose(s, s.mover, str(a.args[0]))
        if draw.revealed(s) and not caretaker.begin_shuffle(s):
            setup.player_setup(s)
    elif ph == CampaignPhase.CHOOSE_NEW_FATE:
        s.history.append(a)
        choice.choose(s, s.mover, str(a.args[0]))
        if not s.choosing:
            act_setup.begin(s)  # everyone revealed: the next Act's setup ("packed up" here)
    elif ph == CampaignPhase.REBUILD:
        s.history.append(a)
        intermission.rebuild(s, s.mover, str(a.args[0]))
    elif ph == CampaignPhase.PLACE:
        s.history.append(a)
        setup.do_place(s, s.mover, str(a.args[0]), str(a.args[1]))
    elif ph == Phase.FOLLOW and a.kind == "event":
        s.history.append(a)
        events.play_event(s, s.mover, str(a.args[0]))
    elif ph == Phase.ACTIONS and a.kind == "slipstream":
        s.history.append(a)
        flagship.slipstream(s, s.mover, a)
    elif ph == Phase.ACTIONS and (a.kind in fates.TURN_ACTIONS or fates.is_spent_new_action(a)):
        s.history.append(a)
        fates.apply_turn_action(s, s.mover, a)
    elif ph == Phase.ACTIONS and s.pips == 0 and s.turn_mode == events.EVENT_MODE:
        # An Event that grants no actions: Prelude actions until the seat ends the turn (the
        # Arcs flow ends a turn as soon as its pips are spent).
        s.history.append(a)
        arcs_flow._apply_turn_action(s, a)
    elif ph == Phase.DISCARD and a.args and a.args[0] == "golem":
        s.history.append(a)
        caretaker.discard(s, s.mover, a)
    elif ph == Phase.ELIMINATED and a.args and a.args[0] == twisted_passage.TWISTED:
        s.history.append(a)
        twisted_passage.place_ships(s, s.mover, 3)  # (base p22: 3 fresh ships in any gate)
        s.phase = arcs_flow.NEXT_TURN
    elif ph == Phase.MULLIGAN and a.kind == "mulligan":
        s.history.append(a)
        setup.mulligan(s, s.mover)
    elif ph == CampaignPhase.BATTLE_DICE:
        s.history.append(a)
        battle.do_dice(s, int(a.args[0]), int(a.args[1]), int(a.args[2]))
    elif ph == CampaignPhase.BATTLE:
        s.history.append(a)
        battle.apply_battle_action(s, a)
    elif ph == CampaignPhase.RESOLVE:
        s.history.append(a)
        council.apply_step(s, a)
    elif ph == Phase.CATAPULT:
        s.history.append(a)
        if a.kind == "stop":
            movement.end_catapult(s)
        else:
            movement.do_catapult(s, s.mover, str(a.args[0]), int(a.args[1]), int(a.args[2]), *a.args[3:])
    else:
        if ph in (Phase.LEAD, Phase.FOLLOW) and a.args and believer.is_faithful(str(a.args[0])):
            believer.play_side(s, s.mover, a)
            if a.kind == "surpass" and believer.number(believer.physical(str(a.args[0]))) == 7:
                # "You do not seize the initiative when you Surpass with a '7' Faithful action
                # card" (F8-13); Arcs' own 7s do.
                held = (s.initiative, s.seized_by)
                arcs_flow.apply(s, a)
                s.initiative, s.seized_by = held
                return
        arcs_flow.apply(s, a)


def advance(s: CampaignState) -> None:
    """The campaign's automatic steps and the Arcs engine's, until a decision or chance; at an
    Act's end, the Intermission if the campaign goes on (`act_over`)."""
    _advance(s)
    while s.phase == Phase.OVER and act_over(s):
        _advance(s)


def last_act(s: CampaignState) -> int:
    """The last Act this game plays: ``act`` 1 alone, 2 or 3 from a campaign file (``continue``),
    "all" through Act III (CRB p.8: a campaign is three Acts)."""
    chosen = s.options.get("act", 1)
    if chosen in ("all", 3, "3"):
        return 3
    return 2 if chosen in (2, "2") or s.options.get("continue") is not None else 1


def act_over(s: CampaignState) -> bool:
    """An Act ended (the Arcs end of game ran): its row of the log sheet (`act3.log_rows`); the
    Intermission begins if the game goes on (True); else the game ends with the winner: the most
    Power, ties to "A" Fates over "B" over "C", then turn order from the initiative holder (CRB
    p.8, R17); after Act III, a final objective's winner first (CRB p.9, R13), and the Fates'
    campaign-end parts resolved before (their questions answered first: True while they wait)."""
    act3.log_rows(s)
    if s.act < last_act(s):
        intermission.begin(s)
        return True
    if s.act == 3 and act3.campaign_end(s):
        return True  # (the campaign-end questions: asked, then back here)
    s.winner = act3.campaign_winner(s)
    s.mover = TERMINAL
    return False


def _advance(s: CampaignState) -> None:
    _advance_steps(s)
    if s.phase == Phase.CHOICE and planet_breaker.roll_waiting(s):
        # The Planet Breaker's Fragments (F11-01A): the event die, a chance event, in its place
        # among the Setup sides' questions (`planet_breaker.ROLL_STEP`).
        s.phase = CampaignPhase.CHANCE_FRAGMENTS
        s.mover = CHANCE
    elif s.phase == Phase.CHOICE and blight_speaker_act3.roll_waiting(s):
        s.phase = CampaignPhase.CHANCE_ANGER  # (Blight Fury's Anger, F13-04: the number die)
        s.mover = CHANCE
    elif s.phase == Phase.CHOICE and naturalist.roll_waiting(s):
        s.phase = CampaignPhase.CHANCE_SEED  # (Spore Guides' Seed, F21-03: the number die)
        s.mover = CHANCE
    elif s.phase == Phase.CHOICE and pathfinder_act3.roll_waiting(s):
        # The Pathfinder's Pilgrims (F9-07A): the event die, likewise (`pathfinder_act3.ROLL_STEP`).
        s.phase = CampaignPhase.CHANCE_PILGRIMS
        s.mover = CHANCE
    elif s.phase == Phase.CHOICE and planet_breaker_act3.roll_waiting(s):
        # Planet-Eater Loose's rolls (F11-11): the event die of its Crisis, the skirmish dice of
        # securing it, chance events as soon as they come up.
        s.phase = CampaignPhase.CHANCE_EATER
        s.mover = CHANCE
    elif s.phase == Phase.CHOICE and twisted_passage.roll_waiting(s):
        s.phase = CampaignPhase.CHANCE_PASSAGE  # (the Twisted Passage's reroll, F22-05)
        s.mover = CHANCE


def _advance_steps(s: CampaignState) -> None:
    while True:
        ph = s.phase
        if ph == Phase.CHANCE_ROLL and battle.volley_at_flagship(s):
            battle.begin_volley(s)  # Galactic Rifles at a Flagship: the campaign's steps (CRB p.25)
            continue
        if (s.discard_queue or s.choices) and (ph in BETWEEN_ACTS or ph == Phase.CHANCE_DEAL):
            # Resources over a board's slots discarded first (p17), and the questions a Fate's
            # Setup side asks (CRB p.7 F: "resolve them in turn order"), before the deal.
            arcs_flow.advance(s)
            return
        if ph == Phase.CHANCE_DEAL and s.chapter_end_due:
            if act3.finish_chapter(s):
                return  # (a final objective won, or Act III is over: `act_over` follows)
            continue
        if ph in CAMPAIGN_CHANCE_PHASES or ph == Phase.CHANCE_DEAL:
            s.mover = CHANCE
            return
        if ph == CampaignPhase.PLACE:
            s.mover = s.placing[0]
            return
        if ph in (CampaignPhase.CHOOSE_FATE, CampaignPhase.CHOOSE_NEW_FATE):
            s.mover = s.choosing[0]
            return
        if ph == CampaignPhase.REBUILD:
            s.mover = s.placing[0]
            return
        if ph == Phase.ACTIONS and s.pips == 0 and s.turn_mode == events.EVENT_MODE:
            if not (s.choices or s.discard_queue):
                s.mover = s.turn_seat
                return
        if ph == CampaignPhase.RESOLVE and not (s.choices or s.discard_queue):
            if council.run(s):
                if s.choices:
                    continue  # a Crisis asks: the Arcs engine's choices, then back here
                return
            if s.phase == CampaignPhase.RESOLVE:
                s.phase = Phase.LEAD  # the round's end is resolved: the next round
            continue
        if ph == CampaignPhase.BATTLE_DICE:
            if not battle.attackers_left(s):
                battle.end_battle(s)  # Railgun Arrays destroyed the last attacking ship
                continue
            s.mover = s.turn_seat
            return
        if ph == CampaignPhase.BATTLE and not (s.choices or s.discard_queue):
            if battle.resolve(s):
                if s.choices or s.discard_queue:
                    continue
                s.mover = s.turn_seat
                return
            continue  # the battle is over: back to the turn
        if ph == Phase.LEAD:
            next_round(s)  # (the chapter over: the start of its scoring first)
        arcs_flow.advance(s)
        if s.phase == Phase.ELIMINATED and s.passages and any(twisted_passage.ships(s, s.mover)):
            s.phase = arcs_flow.NEXT_TURN  # (ships in the Twisted Passage are on the map, F22-05)
            continue
        if s.phase in BETWEEN_ACTS:
            continue  # (an overflow discard done: back to the Intermission or the Act's setup)
        if s.phase == Phase.CHANCE_DEAL and s.chapter_end_due and not (s.choices or s.discard_queue):
            continue  # (an Act III chapter end's questions answered: its final objectives next)
        if s.phase not in (CampaignPhase.BATTLE, CampaignPhase.BATTLE_DICE, CampaignPhase.RESOLVE):
            return  # (a choice or discard interrupting a campaign battle returns to it here)


def round_end_phase(s: CampaignState) -> str:
    """After a round's end: the Imperial Council's resolution if it was secured (the Events'
    arrive with the Events); else the next round (`next_round`)."""
    phase = council.round_end_phase(s)
    if phase == Phase.LEAD:
        next_round(s)
    return phase


def chapter_over(s: CampaignState) -> bool:
    """No round follows: no one has cards, or everyone with cards passed (base p8, p11: the test
    `arcs.flow._start_round` makes at the next lead)."""
    with_cards = cardplay.players_with_cards(s)
    return with_cards == 0 or s.passes >= with_cards


def next_round(s: CampaignState) -> None:
    """A round's end fully resolved (the Council's or the Events' resolution included: the
    Arcs flow's round end, `round_end_phase`, or the campaign's at a lead after the Council's
    resolution or as a position loads), the next lead comes: if the chapter is over, its scoring
    starts with the Fates' "at the start of scoring" parts (`acts.before_scoring`: The Arbiter,
    F24-03), whose questions are answered before the Arcs scoring runs (the choice stack
    interrupts the lead, which then ends the chapter at once, inside the Arcs flow: this runs
    once per chapter)."""
    if s.mover != TERMINAL and chapter_over(s):
        acts.before_scoring(s)


# -- chance --------------------------------------------------------------------------------------
def sample_chance(s: CampaignState, rng: random.Random) -> ArcsAction:
    ph = s.phase
    if ph == Phase.CHANCE_INITIATIVE:
        return act("initiative", rng.randrange(s.n))
    if ph == CampaignPhase.CHANCE_COURT:
        deck = list(data.CAMPAIGN_COURT_IDS)
        rng.shuffle(deck)
        return ArcsAction("court", tuple(deck))
    if ph == CampaignPhase.CHANCE_COURT_SHUFFLE:
        cards = list(s.court_deck) + rng.sample(setup.LORE_IDS, s.n)
        rng.shuffle(cards)
        return ArcsAction("shuffle", tuple(cards))
    if ph == CampaignPhase.CHANCE_POLICY:
        order = list(data.POLICIES)
        rng.shuffle(order)
        return ArcsAction("policy", tuple(order))
    if ph == CampaignPhase.CHANCE_NUMBER:
        return act("number", rng.choice(data.NUMBER_DIE_FACES))
    if ph == CampaignPhase.CHANCE_EVENT:
        kind, symbol = rng.choice(data.EVENT_DIE_FACES)
        return act("event", kind, symbol)
    if ph == Phase.CHANCE_DEAL:
        cards = setup.deck_now(s)
        rng.shuffle(cards)
        return ArcsAction("deal", tuple(cards))
    if ph == CampaignPhase.CHANCE_DRAW:
        return ArcsAction("draw", tuple(rng.sample(s.action_undealt, setup.mulligan_draw_size(s))))
    if ph == CampaignPhase.CHANCE_FATES:
        return draw.sample(s, rng)
    if ph == CampaignPhase.CHANCE_RESOLUTION:
        return intermission.sample_lore(s, rng)
    if ph == CampaignPhase.CHANCE_NEW_FATES:
        return choice.sample(s, rng)
    if ph == CampaignPhase.CHANCE_ACT_COURT:
        order = list(s.court_deck)
        rng.shuffle(order)
        return ArcsAction("court", tuple(order))
    if ph == CampaignPhase.CHANCE_ACT_EVENT:
        kind, symbol = rng.choice(data.EVENT_DIE_FACES)
        return act("event", kind, symbol)
    if ph == CampaignPhase.CHANCE_ACT_NUMBERS:
        first = rng.choice(data.NUMBER_DIE_FACES)
        return act("number", first, rng.choice([f for f in data.NUMBER_DIE_FACES if f != first]))
    if ph == CampaignPhase.CHANCE_GOLEMS:
        golems = list(caretaker.GOLEMS)
        rng.shuffle(golems)
        return ArcsAction("golems", tuple(golems))
    if ph == CampaignPhase.CHANCE_EVENT_ROLL:
        kind, symbol = rng.choice(data.EVENT_DIE_FACES)
        return act("eventroll", kind, symbol, rng.choice(data.NUMBER_DIE_FACES))
    if ph == CampaignPhase.CHANCE_FRAGMENTS:
        return planet_breaker.sample_fragments(rng)
    if ph == CampaignPhase.CHANCE_ANGER:
        return act("angerroll", rng.choice(data.NUMBER_DIE_FACES))
    if ph == CampaignPhase.CHANCE_SEED:
        return act("seedroll", rng.choice(data.NUMBER_DIE_FACES))
    if ph == CampaignPhase.CHANCE_PILGRIMS:
        return pathfinder_act3.sample_roll(rng)
    if ph == CampaignPhase.CHANCE_EATER:
        return planet_breaker_act3.sample(s, rng)
    if ph == CampaignPhase.CHANCE_PASSAGE:
        return twisted_passage.sample(rng)
    if ph == CampaignPhase.CHANCE_ROLL:
        faces = [(d, rng.randrange(6)) for d in range(3) for _ in range(s.battle_dice[d])]
        return ArcsAction("roll", arcs_battle.roll_text(faces))
    return arcs_flow.sample_chance(s, rng)


def chance_problem(s: CampaignState, a: ArcsAction) -> str | None:
    """None if `a` is a possible outcome of the chance node, else what is wrong with it."""
    ph = s.phase
    expected = _CHANCE_KIND.get(ph)
    if expected is None:
        return arcs_flow._chance_problem(s, a)
    if a.kind != expected:
        return f"expected a {expected!r} outcome"
    args = a.args
    cards = [str(x) for x in args]
    if ph == CampaignPhase.CHANCE_RESOLUTION:
        return intermission.lore_problem(s, cards)
    if ph == CampaignPhase.CHANCE_NEW_FATES:
        return choice.draw_problem(s, cards)
    if ph == CampaignPhase.CHANCE_ACT_COURT:
        return act_setup.court_problem(s, cards)
    if ph == CampaignPhase.CHANCE_ACT_NUMBERS:
        return act_setup.numbers_problem(s, args)
    if ph == CampaignPhase.CHANCE_FRAGMENTS:
        return planet_breaker.fragments_problem(s, args)
    if ph == CampaignPhase.CHANCE_ANGER:
        return blight_speaker_act3.roll_problem(args)
    if ph == CampaignPhase.CHANCE_SEED:
        return naturalist.roll_problem(args)
    if ph == CampaignPhase.CHANCE_PILGRIMS:
        return pathfinder_act3.roll_problem(s, args)
    if ph == CampaignPhase.CHANCE_EATER:
        return planet_breaker_act3.problem(s, args)
    if ph == CampaignPhase.CHANCE_PASSAGE:
        return twisted_passage.problem(args)
    if ph == Phase.CHANCE_INITIATIVE:
        ok = len(args) == 1 and isinstance(args[0], int) and 0 <= args[0] < s.n
        return None if ok else f"initiative takes a seat from 0 to {s.n - 1}"
    if ph == CampaignPhase.CHANCE_COURT:
        ok = sorted(cards) == sorted(data.CAMPAIGN_COURT_IDS)
        return None if ok else "court takes an order of the 15 campaign Court cards (CC01-CC15)"
    if ph == CampaignPhase.CHANCE_COURT_SHUFFLE:
        return setup.court_shuffle_problem(s, cards)
    if ph == CampaignPhase.CHANCE_FATES:
        return draw.draw_problem(s, cards)
    if ph == CampaignPhase.CHANCE_GOLEMS:
        return caretaker.shuffle_problem(s, cards)
    if ph == CampaignPhase.CHANCE_POLICY:
        ok = sorted(cards) == sorted(data.POLICIES)
        return None if ok else "policy takes an order of war, peace and escalation (top first)"
    if ph == CampaignPhase.CHANCE_NUMBER:
        ok = len(args) == 1 and args[0] in data.NUMBER_DIE_FACES
        return None if ok else "number takes a face of the number die, 1-6"
    if ph in (CampaignPhase.CHANCE_EVENT, CampaignPhase.CHANCE_ACT_EVENT):
        ok = tuple(cards) in data.EVENT_DIE_FACES
        return None if ok else "event takes an event die face: crisis or edict, then arrow, crescent or hex"
    if ph == CampaignPhase.CHANCE_EVENT_ROLL:
        ok = len(args) == 3 and tuple(cards[:2]) in data.EVENT_DIE_FACES and args[2] in data.NUMBER_DIE_FACES
        return None if ok else "eventroll takes an event die face (crisis or edict, then a symbol) and 1-6"
    if ph == CampaignPhase.CHANCE_ROLL:
        ok = arcs_battle.roll_faces(s, a) is not None
        return None if ok else "roll takes one face (0-5) per die, assault then skirmish then raid"
    if ph == Phase.CHANCE_DEAL:
        ok = sorted(cards) == sorted(setup.deck_now(s))
        return None if ok else f"deal takes an order of the {len(setup.deck_now(s))} action cards"
    size = setup.mulligan_draw_size(s)
    ok = len(cards) == size and len(set(cards)) == size and all(c in s.action_undealt for c in cards)
    return None if ok else f"draw takes {size} different cards not dealt this chapter"


def _apply_chance(s: CampaignState, a: ArcsAction) -> None:
    ph = s.phase
    cards = [str(x) for x in a.args]
    if ph == Phase.CHANCE_INITIATIVE:
        setup.apply_initiative(s, int(a.args[0]))
    elif ph == CampaignPhase.CHANCE_COURT:
        setup.apply_court(s, cards)
    elif ph == CampaignPhase.CHANCE_COURT_SHUFFLE:
        setup.apply_court_shuffle(s, cards)
    elif ph == CampaignPhase.CHANCE_POLICY:
        setup.apply_policy(s, cards)
    elif ph == CampaignPhase.CHANCE_NUMBER:
        setup.apply_number(s, int(a.args[0]))
    elif ph == CampaignPhase.CHANCE_EVENT:
        setup.apply_event(s, data.SYMBOLS.index(cards[1]))
    elif ph == Phase.CHANCE_DEAL:
        setup.apply_deal(s, cards)
    elif ph == CampaignPhase.CHANCE_FATES:
        draw.apply_draw(s, cards)
    elif ph == CampaignPhase.CHANCE_GOLEMS:
        caretaker.place_golems(s, cards)
        setup.player_setup(s)
    elif ph == CampaignPhase.CHANCE_RESOLUTION:
        intermission.steps_a_to_d(s, cards)
    elif ph == CampaignPhase.CHANCE_NEW_FATES:
        choice.apply_draw(s, cards)
    elif ph == CampaignPhase.CHANCE_ACT_COURT:
        act_setup.apply_court(s, cards)
    elif ph == CampaignPhase.CHANCE_ACT_EVENT:
        act_setup.apply_event(s, data.SYMBOLS.index(cards[1]))
    elif ph == CampaignPhase.CHANCE_ACT_NUMBERS:
        act_setup.apply_numbers(s, int(a.args[0]), int(a.args[1]))
    elif ph == CampaignPhase.CHANCE_FRAGMENTS:
        planet_breaker.place_fragments(s, cards[1])
    elif ph == CampaignPhase.CHANCE_ANGER:
        blight_speaker_act3.rolled(s, int(a.args[0]))
    elif ph == CampaignPhase.CHANCE_SEED:
        naturalist.rolled(s, int(a.args[0]))
    elif ph == CampaignPhase.CHANCE_PILGRIMS:
        pathfinder_act3.place_pilgrims(s, cards[1])
    elif ph == CampaignPhase.CHANCE_EATER:
        planet_breaker_act3.apply(s, a.args)
    elif ph == CampaignPhase.CHANCE_PASSAGE:
        twisted_passage.apply_roll(s, a.args)
    elif ph == CampaignPhase.CHANCE_EVENT_ROLL:
        s.event_roll = (cards[0], cards[1], int(a.args[2]))
        s.phase = CampaignPhase.RESOLVE
    elif ph == CampaignPhase.CHANCE_ROLL:
        faces = arcs_battle.roll_faces(s, a)
        assert faces is not None
        battle.do_roll(s, faces)
    else:
        setup.apply_draw(s, cards)
