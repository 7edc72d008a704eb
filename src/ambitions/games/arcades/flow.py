"""Who decides what now: each decision point's legal actions, applying an action, the chance
nodes, and the automatic steps between decisions.

After every action `advance` runs what needs no decision (the phantom's plays, the solo bots'
turns, the end of turns, rounds and chapters, and any choice with one possible outcome, which
is not recorded) until a person, chance, or the end of the game must act. Two things interrupt
whatever is going on and then return to it (``resume_phase``): a 7th resource to drop (A28) and
the phantom's returned ships waiting for a start card (B.1.4). Legality is decided here, once
per decision, from the rule modules' option functions; `apply` trusts its caller.
"""

from __future__ import annotations

import random
from typing import Any, Final

from ambitions.core.errors import IllegalAction, shorten
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcades import (
    ambition,
    battle,
    cardplay,
    data,
    phantom,
    recruit,
    resources,
    setup,
    solo,
    turn,
)
from ambitions.games.arcades.actions import ArcadesAction, act
from ambitions.games.arcades.state import CHANCE_PHASES, INTERRUPTS, PHANTOM, ArcadesState, Phase

CHANCE_KINDS: Final = {
    Phase.CHANCE_INITIATIVE: "initiative",
    Phase.CHANCE_START: "start",
    Phase.CHANCE_REDEPLOY: "start",
    Phase.CHANCE_DEAL: "deal",
    Phase.CHANCE_BOTS: "bots",
    Phase.CHANCE_STACK: "stack",
    Phase.CHANCE_ROLL: "roll",
}
"""The outcome kind each chance node takes."""


# -- legal actions -------------------------------------------------------------------------------
def legal_actions(s: ArcadesState) -> list[ArcadesAction]:
    """Every legal action of the seat to move (none at chance or after the game)."""
    seat = s.mover
    if seat < 0:
        return []
    ph = s.phase
    if ph == Phase.TURN:
        return turn.turn_actions(s, seat)
    if ph == Phase.BATTLE:
        return battle.battle_actions(s)
    if ph == Phase.PLAY:
        return [act("play", c) for c in cardplay.play_options(s, seat)]
    if ph == Phase.DRAFT:
        return [ArcadesAction("keep", pair) for pair in recruit.keep_options(s, seat)]
    if ph == Phase.DISCARD:
        return [ArcadesAction("discard", cards) for cards in recruit.discard_options(s, seat)]
    if ph == Phase.SETUP_AGENT:
        return [act("agent", data.PLANET_IDS[q]) for q in setup.agent_options(s)]
    if ph == Phase.SETUP_SHIPS:
        return [act("ships", c + 1) for c in range(data.CLUSTERS)]
    if ph == Phase.TAKE:
        return [act("take", data.RESOURCES[r]) for r in ambition.take_options(s)]
    if ph == Phase.DROP:
        return drop_actions(s)
    return []


def drop_actions(s: ArcadesState) -> list[ArcadesAction]:
    """A 7th resource (A28): ``drop fuel`` with the new token's type forfeits it, with a held
    type exchanges one; ``drop fuel held`` exchanges a held token of the new one's type (offered
    when that differs from forfeiting: `resources.drop_options`)."""
    incoming = s.drops[0][1]
    return [
        act("drop", data.RESOURCES[r], "held")
        if exchange and r == incoming
        else act("drop", data.RESOURCES[r])
        for r, exchange in resources.drop_options(s)
    ]


def is_legal(s: ArcadesState, action: Any) -> bool:
    if not isinstance(action, ArcadesAction):
        return False
    if s.mover == CHANCE:
        return chance_problem(s, action) is None
    return action in legal_actions(s)


def explain_illegal(s: ArcadesState, action: Any) -> str:
    """Why `action` is not legal: the action (shortened), the seat and the decision point."""
    where = f"chapter {s.chapter}, {s.phase}, after {len(s.history)} actions"
    if not isinstance(action, ArcadesAction):
        return f"{shorten(action)} is not an ARCADEs action (use state.parse_action(text)); {where}"
    text = shorten(str(action))
    if s.mover == TERMINAL:
        return f"{text}: the game is over; {where}"
    if s.mover == CHANCE:
        return f"{text} is not a chance outcome here: {chance_problem(s, action)}; {where}"
    kinds = sorted({a.kind for a in legal_actions(s)})
    return f"{text} is not legal for seat {s.mover} now ({where}); legal kinds here: {', '.join(kinds)}"


# -- applying ------------------------------------------------------------------------------------
def apply(s: ArcadesState, a: ArcadesAction) -> None:
    """Apply a legal action, then run the automatic steps after it."""
    s.history.append(a)
    if s.mover == CHANCE:
        apply_chance(s, a)
    else:
        apply_decision(s, a)
    advance(s)


def apply_decision(s: ArcadesState, a: ArcadesAction) -> None:
    ph = s.phase
    seat = s.mover
    if ph == Phase.TURN:
        turn.apply_turn(s, a)
    elif ph == Phase.BATTLE:
        battle.apply_battle_action(s, a)
    elif ph == Phase.PLAY:
        card = str(a.args[0])
        cardplay.do_play(s, seat, card)
        turn.start_turn(s, seat, card)
    elif ph == Phase.DRAFT:
        recruit.keep(s, seat, [str(c) for c in a.args])
    elif ph == Phase.DISCARD:
        recruit.discard(s, seat, [str(c) for c in a.args])
    elif ph == Phase.SETUP_AGENT:
        setup.place_agent(s, data.PLANET_INDEX[str(a.args[0])])
    elif ph == Phase.SETUP_SHIPS:
        setup.place_starting_ships(s, int(a.args[0]) - 1)
    elif ph == Phase.TAKE:
        ambition.take(s, data.RESOURCES.index(str(a.args[0])))
    elif ph == Phase.DROP:
        dropped = data.RESOURCES.index(str(a.args[0]))
        resources.drop(s, dropped, dropped != s.drops[0][1] or len(a.args) > 1)


def advance(s: ArcadesState) -> None:
    """Run automatic steps until a decision, a chance node or the end of the game."""
    while True:
        # Interrupts: the phantom's ships waiting for a start card, a 7th resource to drop.
        if s.redeploy:
            if s.phase != Phase.CHANCE_REDEPLOY:
                if s.phase not in INTERRUPTS:
                    s.resume_phase = s.phase
                s.phase = Phase.CHANCE_REDEPLOY
            phantom.refill_pile(s)
            s.mover = CHANCE
            return
        if s.drops:
            choices = resources.drop_options(s)
            if len(choices) == 1:
                resources.drop(s, *choices[0])
                continue
            if s.phase != Phase.DROP:
                if s.phase not in INTERRUPTS:
                    s.resume_phase = s.phase
                s.phase = Phase.DROP
            s.mover = s.drops[0][0]
            return
        ph = s.phase
        if ph in INTERRUPTS:
            s.phase = s.resume_phase
            s.resume_phase = ""
            continue
        if ph in CHANCE_PHASES:
            s.mover = CHANCE
            return
        if ph == Phase.TURN:
            if not turn.has_actions(s, s.turn_side):
                turn.end_turn(s)  # nothing left but ending the turn
                continue
            s.mover = s.turn_side
            return
        if ph == Phase.BATTLE:
            if battle.resolve(s):
                return
            continue
        if ph == Phase.BOT_TURN:
            solo.continue_turn(s)
            continue
        if ph == Phase.NEXT_TURN:
            s.round_turn += 1
            s.phase = Phase.SIDE_TURN if s.round_turn < len(cardplay.round_order(s)) else Phase.ROUND_END
            continue
        if ph == Phase.SIDE_TURN:
            _side_turn(s)
            if s.phase == Phase.PLAY:
                return
            continue
        if ph == Phase.ROUND_END:
            winner = cardplay.end_round(s)
            ambition.score_round(s, winner)
            cardplay.clear_round(s)
            if s.phantom:
                phantom.draw_offer(s)
            s.phase = Phase.ROUND_START
            continue
        if ph == Phase.ROUND_START:
            if any(s.hands[p] for p in range(s.n)):
                s.lead_side = s.initiative
                s.round_turn = 0
                s.phase = Phase.SIDE_TURN
            else:
                s.phase = Phase.AMBITION
            continue
        if ph == Phase.TAKE:
            if not s.compensation:
                s.phase = Phase.CLEANUP
                continue
            options = ambition.take_options(s)
            if len(options) <= 1:
                if options:
                    ambition.take(s, options[0])
                else:
                    s.compensation.pop(0)  # the supply is empty: nothing is gained (A9)
                continue
            s.mover = s.compensation[0]
            return
        if ph == Phase.AMBITION:
            ambition.ambition_phase(s)
            continue
        if ph == Phase.CLEANUP:
            ambition.cleanup(s)
            continue
        if ph == Phase.RECRUIT:
            recruit.begin(s)
            continue
        if ph == Phase.SETUP:
            setup.run_steps(s)
            continue
        if ph == Phase.DRAFT:
            s.mover = recruit.draft_mover(s)
            return
        if ph == Phase.DISCARD:
            s.mover = recruit.discard_mover(s)
            return
        if ph == Phase.OVER:
            s.mover = TERMINAL
            return
        return  # SETUP_AGENT, SETUP_SHIPS: the mover is set


def _side_turn(s: ArcadesState) -> None:
    """The side whose turn it is in the round plays: a person decides, the phantom and the bots
    play by their procedures."""
    side = cardplay.round_order(s)[s.round_turn]
    if s.phantom and side == PHANTOM:
        phantom.play_card(s)
        s.phase = Phase.NEXT_TURN
    elif s.bots[side]:
        solo.play_card(s, side)
    else:
        s.phase = Phase.PLAY
        s.mover = side


# -- chance --------------------------------------------------------------------------------------
def sample_chance(s: ArcadesState, rng: random.Random) -> ArcadesAction:
    ph = s.phase
    if ph == Phase.CHANCE_INITIATIVE:
        return act("initiative", rng.randrange(s.n))
    if ph in (Phase.CHANCE_START, Phase.CHANCE_REDEPLOY):
        return act("start", rng.choice(s.start_pile))
    if ph == Phase.CHANCE_DEAL:
        cards = list(data.ACTION_CARDS)
        rng.shuffle(cards)
        return ArcadesAction("deal", tuple(cards))
    if ph == Phase.CHANCE_BOTS:
        cards = recruit.pool(s)
        rng.shuffle(cards)
        return ArcadesAction("bots", tuple(cards))
    if ph == Phase.CHANCE_STACK:
        return ArcadesAction("stack", tuple(rng.sample(recruit.pool(s), data.PHANTOM_STACK)))
    if ph == Phase.CHANCE_ROLL:
        a, k, r = battle.roll_size(s)
        faces = [(d, rng.randrange(6)) for d, count in enumerate((a, k, r)) for _ in range(count)]
        return ArcadesAction("roll", battle.roll_text(faces))
    raise IllegalAction(f"no chance event at {ph}")


def chance_problem(s: ArcadesState, a: ArcadesAction) -> str | None:
    """None if `a` is a possible outcome of the chance node, else what is wrong with it."""
    ph = s.phase
    expected = CHANCE_KINDS[ph]
    if a.kind != expected:
        return f"expected a {expected!r} outcome"
    args = a.args
    if ph == Phase.CHANCE_INITIATIVE:
        ok = len(args) == 1 and isinstance(args[0], int) and 0 <= args[0] < s.n
        return None if ok else f"initiative takes a seat 0..{s.n - 1}"
    if ph in (Phase.CHANCE_START, Phase.CHANCE_REDEPLOY):
        ok = len(args) == 1 and args[0] in s.start_pile
        return None if ok else f"start takes a start card left in the pile: {s.start_pile}"
    if ph == Phase.CHANCE_DEAL:
        ok = sorted(map(str, args)) == sorted(data.ACTION_CARDS)
        return None if ok else "deal takes an order of the 21 action cards"
    if ph == Phase.CHANCE_BOTS:
        ok = sorted(map(str, args)) == recruit.pool(s)
        return None if ok else f"bots takes an order of the {len(recruit.pool(s))} cards left"
    if ph == Phase.CHANCE_STACK:
        pool = recruit.pool(s)
        ok = len(args) == data.PHANTOM_STACK and len(set(args)) == len(args) and all(c in pool for c in args)
        return None if ok else f"stack takes {data.PHANTOM_STACK} different cards of {pool}"
    ok = battle.roll_faces(s, args) is not None
    return (
        None
        if ok
        else f"roll takes one face (0-5) per die, assault then skirmish then raid {battle.roll_size(s)}"
    )


def apply_chance(s: ArcadesState, a: ArcadesAction) -> None:
    s.chance_count += 1
    ph = s.phase
    if ph == Phase.CHANCE_INITIATIVE:
        setup.give_initiative(s, int(a.args[0]))
    elif ph == Phase.CHANCE_START:
        setup.start_card(s, int(a.args[0]) - 1)
        s.phase = Phase.SETUP
    elif ph == Phase.CHANCE_REDEPLOY:
        phantom.start_card_drawn(s, int(a.args[0]) - 1)
    elif ph == Phase.CHANCE_DEAL:
        recruit.apply_deal(s, [str(c) for c in a.args])
    elif ph == Phase.CHANCE_BOTS:
        recruit.apply_bots(s, [str(c) for c in a.args])
    elif ph == Phase.CHANCE_STACK:
        recruit.apply_stack(s, [str(c) for c in a.args])
    else:
        faces = battle.roll_faces(s, a.args)
        assert faces is not None
        battle.apply_roll(s, faces)
