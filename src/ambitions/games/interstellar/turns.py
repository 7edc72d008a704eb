"""The game's structure: central and player set-up, game start, the four steps of a turn, the
claim of an ambition, and the end (a third ambition, then one more turn each).

Set-up (B.2.2): the start player is drawn, 3 passive and 3 active ambitions, the Tech and Merc
slots and the four planet stacks' tops are dealt face up; each player is dealt 4 Shadow cards
and keeps 2; in reverse order each picks a START tech; in order each places a token at BASIC,
one at a time, until all 6 are placed; everyone takes 2 of each resource, and players 2-6 get
the position adjustments (`data.SEAT_ADJUSTMENTS`).

A turn: 1 Shadow Activities (none in a player's first turn: I-12), 2 PRODUCE or ADVANCE,
3 TAKE ACTION and PREPARE (or advance one token instead, I-14), 4 claim one ambition (I-11).
"""

from __future__ import annotations

import random
from typing import Final

from ambitions.core.state import TERMINAL
from ambitions.games.interstellar import data, economy, effects, frames, scoring, shadow, track
from ambitions.games.interstellar.actions import Action, act, token_text
from ambitions.games.interstellar.frames import pop, push
from ambitions.games.interstellar.state import NUM_EVENTS, Frame, Held, Hull, InterstellarState

# The turn's fixed actions, built once (actions are immutable values).
PRODUCE: Final = act("produce")
ADVANCE_PLANS: Final = act("advance-plans")
ADVANCE_INSTEAD: Final = act("advance-instead")
PASS: Final = act("pass")
TAKE_ACTIONS: Final = tuple(act("take", token_text(name, lv)) for name in data.TRACKS for lv in range(5))
"""``take TRACK.LEVEL`` for each place ``track * 5 + level``."""
PREPARE_ACTIONS: Final = tuple(act("prepare", name) for name in data.TRACKS)
PLACE_ACTIONS: Final = tuple(act("place", name) for name in data.TRACKS)


def begin_frames() -> list[Frame]:
    """The central set-up's frames, in order (the first happens first)."""
    return [
        ("start", -1),
        ("ambitions", -1),
        ("refill-techs", -1),
        ("refill-mercs", -1),
        *[("refill-stack", -1, t) for t in range(4)],
        ("setup-players", -1),
    ]


def begin(s: InterstellarState) -> None:
    """The set-up's frames, in order (the first happens first)."""
    push(s, *begin_frames())


# -- set-up ------------------------------------------------------------------------------------------
def _start_sample(s: InterstellarState, f: Frame, rng: random.Random) -> Action:
    return act("start", rng.randrange(s.n))


def _start_valid(s: InterstellarState, f: Frame, a: Action) -> bool:
    return len(a.args) == 1 and type(a.args[0]) is int and 0 <= a.args[0] < s.n


def _start_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    s.start = int(str(a.args[0]))
    pop(s)


def _ambitions_sample(s: InterstellarState, f: Frame, rng: random.Random) -> Action:
    cards = s.cards
    return Action(
        "ambitions",
        tuple(
            rng.sample(cards.passive, data.PASSIVE_AMBITIONS)
            + rng.sample(cards.active, data.ACTIVE_AMBITIONS)
        ),
    )


def _ambitions_valid(s: InterstellarState, f: Frame, a: Action) -> bool:
    p, q = data.PASSIVE_AMBITIONS, data.ACTIVE_AMBITIONS
    if len(a.args) != p + q or len(set(a.args)) != p + q:
        return False
    return all(x in s.cards.passive for x in a.args[:p]) and all(x in s.cards.active for x in a.args[p:])


def _ambitions_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    s.ambitions = [str(x) for x in a.args]
    s.claims = [[] for _ in s.ambitions]
    pop(s)


def _setup_players(s: InterstellarState, f: Frame) -> None:
    """Player areas (home world at 4, the starting fleet), then game start steps 2-6."""
    pop(s)
    for seat in range(s.n):
        s.planets[seat] = [Held(s.cards.home_worlds[seat], data.HOME_START_DEV)]
        s.fleets[seat] = [Hull(ship) for ship in s.cards.start_fleet]
    push(s, *game_start_frames(s))


def game_start_frames(s: InterstellarState) -> list[Frame]:
    """Game start steps 2-6 and the first turn, in order (the first happens first)."""
    order = s.turn_order()
    steps: list[Frame] = [("draw-shadow", seat, data.DEAL, "hand") for seat in order]
    steps += [("keep", seat) for seat in order]
    steps += [("pick-tech", seat) for seat in reversed(order)]
    steps.append(("start-pool", -1))
    steps += [("place", seat) for _ in range(data.TOKENS_PER_PLAYER) for seat in order]
    steps.append(("resources", -1))
    for position, seat in enumerate(order):
        tokens, extra = data.SEAT_ADJUSTMENTS[position]
        if tokens:  # different tokens, one at a time
            steps.append(("advance", seat, tokens, tokens))
        if extra:
            steps.append(("adjust-gain", seat, extra))
    steps.append(("turn-start", order[0]))
    return steps


def _pick_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return [act("pick", t) for t in s.start_pool]


def _pick_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    """Pick a START tech: its OWNER (a START tech's owner scores its VP, I-19)."""
    seat, tech = f[1], str(a.args[0])
    s.start_pool.remove(tech)
    s.tech_owner[tech] = seat
    s.known[seat].append(tech)
    pop(s)


def _start_pool(s: InterstellarState, f: Frame) -> None:
    """Unclaimed START techs are shuffled into the Tech deck."""
    s.tech_deck += s.start_pool
    s.start_pool = []
    pop(s)


def _place_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return list(PLACE_ACTIONS)


def _place_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    t = data.TRACKS.index(str(a.args[0]))
    s.tokens[(f[1] * 6 + t) * 5 + data.BASIC] += 1
    pop(s)


def _resources(s: InterstellarState, f: Frame) -> None:
    for seat in range(s.n):
        for r in range(4):
            economy.gain(s, seat, r, data.START_RESOURCES)
    pop(s)


def _adjust_gain_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return list(economy.gain_actions(f[2]))


def _adjust_gain_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    for r in economy.read_gain(a):
        economy.gain(s, f[1], r, 1)
    pop(s)


# -- a turn -------------------------------------------------------------------------------------------
def turn_frames(s: InterstellarState, seat: int) -> list[Frame]:
    """The steps of `seat`'s turn, as frames bottom first (the first step on top): Shadow
    Activities (not in a player's first turn: I-12), PRODUCE or ADVANCE, TAKE ACTION, CLAIM."""
    out: list[Frame] = [("turn-end", seat), ("claim", seat), ("take", seat), ("produce-or-advance", seat)]
    if not peace(s, seat):
        out.append(("shadow", seat, effects.shadow_plays(s, seat)))
    return out


def _turn_start(s: InterstellarState, f: Frame) -> None:
    seat = f[1]
    pop(s)
    s.turn_seat = seat
    if seat == s.start:
        s.round += 1
    s.stack.extend(turn_frames(s, seat))


def _produce_or_advance_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """Step 2: PRODUCE, or ADVANCE Plans: then up to 3 different tokens one level each (I-13),
    one ``advance`` decision at a time."""
    if track.can_move(s, f[1]):
        return [PRODUCE, ADVANCE_PLANS]
    return [PRODUCE]


def _produce_or_advance_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    pop(s)
    if a.kind == "produce":
        economy.produce(s, seat)
    else:
        track.start_advance(s, seat, track.advance_limit(s, seat))


def peace(s: InterstellarState, seat: int) -> bool:
    """I-12: a player's first turn is at peace: no Shadow card, no FLEET action."""
    return s.turns_taken[seat] == 0


def _take_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """Step 3: take an action with a token at BASIC or above (at its level; I-14), or advance
    one token instead and take no action."""
    seat = f[1]
    out = []
    for t, lv in track.places(s, seat, data.BASIC):
        if t == data.FLEET and peace(s, seat):
            continue
        out.append(TAKE_ACTIONS[t * 5 + lv])
    if track.can_move(s, seat) or not out:
        # With nothing to take and no token able to move (a position can hold that: tokens at
        # ULTIMATE and FLEET in the first turn), advance-instead advances none: the step passes.
        out.append(ADVANCE_INSTEAD)
    return out


def _take_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    pop(s)
    if a.kind == "advance-instead":
        track.start_advance(s, seat, 1, 1)
        return
    place = track.read_token(a.args[0])
    assert place is not None
    t, level = place
    s.tokens[(seat * 6 + t) * 5 + level] -= 1
    push(s, ("prepare", seat))
    if t == data.COLONISE:
        economy.start_colonise(s, seat, level)
    elif t == data.DEVELOP:
        economy.start_develop(s, seat, level)
    elif t == data.BUILD:
        economy.start_build(s, seat, level)
    elif t == data.RESEARCH:
        economy.start_research(s, seat, level)
    elif t == data.SHADOW:
        shadow.start_action(s, seat, level)
    else:
        push(s, ("fleet", seat, level))


def _prepare_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return list(PREPARE_ACTIONS)


def _prepare_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    """Prepare: the token just used goes to ANY track's PREPARING slot."""
    t = data.TRACKS.index(str(a.args[0]))
    s.tokens[(f[1] * 6 + t) * 5 + data.PREPARING] += 1
    pop(s)


def _claim_skip(s: InterstellarState, f: Frame) -> bool:
    return not scoring.claimable(s, f[1])


def _claim_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """Step 4: claim ONE ambition whose condition is met now (I-11), or none."""
    return [act("claim", amb) for amb in scoring.claimable(s, f[1])] + [PASS]


def _claim_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    pop(s)
    if a.kind == "pass":
        return
    s.claims[s.ambitions.index(str(a.args[0]))].append(seat)
    if s.trigger < 0 and scoring.claimed(s, seat) >= data.TRIGGER_AMBITIONS:
        # I-15: everyone, the trigger player last, takes one more turn after this one.
        s.trigger = seat
        s.final_turns = s.n + 1


def _turn_end(s: InterstellarState, f: Frame) -> None:
    seat = f[1]
    pop(s)
    s.exchange_turn = 0
    s.planets[seat] = [p._replace(siphoned=False) if p.siphoned else p for p in s.planets[seat]]
    for k in range(NUM_EVENTS):
        s.events[seat * NUM_EVENTS + k] = 0
    s.turns_taken[seat] += 1
    nxt = (seat + 1) % s.n
    if s.final_turns > 0:
        s.final_turns -= 1
    if s.final_turns == 0:
        s.round_vp.append(tuple(scoring.victory_points(s)))
        game_over(s)
        return
    if nxt == s.start:
        s.round_vp.append(tuple(scoring.victory_points(s)))
    push(s, ("turn-start", nxt))


def game_over(s: InterstellarState) -> None:
    s.stack = []
    s.turn_seat = -1
    s.mover = TERMINAL
    order = s.turn_order()
    sharers = scoring.winners(s)
    s.winner = min(sharers, key=order.index)


frames.chance("start", _start_sample, _start_valid, _start_apply)
frames.chance("ambitions", _ambitions_sample, _ambitions_valid, _ambitions_apply)
frames.automatic("setup-players", _setup_players)
frames.automatic("start-pool", _start_pool)
frames.automatic("resources", _resources)
frames.automatic("turn-start", _turn_start)
frames.automatic("turn-end", _turn_end)
frames.decision("pick-tech", _pick_legal, _pick_apply)
frames.decision("place", _place_legal, _place_apply)
frames.decision("adjust-gain", _adjust_gain_legal, _adjust_gain_apply)
# The turn's own steps offer the 3:1 exchange too: "Resources can be exchanged at any time
# during your turn" (seeds/003 "Resources"; I-25), not only where something is paid for.
frames.decision(
    "produce-or-advance", _produce_or_advance_legal, _produce_or_advance_apply, forced=False, exchange=True
)
frames.decision("take", _take_legal, _take_apply, forced=False, exchange=True)
frames.decision("prepare", _prepare_legal, _prepare_apply, forced=False, exchange=True)
frames.decision("claim", _claim_legal, _claim_apply, forced=False, exchange=True, skip=_claim_skip)
