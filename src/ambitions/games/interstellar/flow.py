"""Who decides what now: dispatching on the top frame, applying an action, and the automatic
steps between decisions.

After every action `advance` runs automatic frames and drops decisions with nothing to decide
until a seat or chance must act (or the game is over). A decision with exactly one legal action
is taken automatically and not recorded, except the turn's main steps (a player is always asked
to produce or advance, act, prepare and claim). Legality is decided once per decision by the
frame's ``legal``; `apply` trusts its caller.
"""

from __future__ import annotations

import random
from typing import Any

from ambitions.core.errors import clip, shorten
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.interstellar import combat, economy, frames, shadow, turns
from ambitions.games.interstellar.actions import Action
from ambitions.games.interstellar.frames import AUTOMATIC, CHANCES, DECISIONS
from ambitions.games.interstellar.state import Frame, InterstellarState

_ = combat, shadow, turns  # importing them registers their frames

MAX_STEPS = 100_000
"""Automatic steps between two decisions at most (a guard against a rule looping)."""


EXCHANGE = Action("exchange")


def _legal(s: InterstellarState, f: Frame) -> list[Action]:
    d = DECISIONS[f[0]]
    out = d.legal(s, f)
    # I-25 lets a seat exchange at any time of its turn. Opening the exchange and closing it with
    # ``done`` leaves the decision as it was; it is not offered again at that same decision (only
    # a turn stalled without end would come of it), and is again from the next decision on.
    if d.exchange and f[1] == s.turn_seat and not s.exchange_declined and economy.can_exchange(s, f[1]):
        out.append(EXCHANGE)
    return out


def advance(s: InterstellarState) -> None:
    """Run automatic steps until a seat or chance decides, or the game ends."""
    for _ in range(MAX_STEPS):
        if s.mover == TERMINAL and not s.stack:
            return
        f = s.stack[-1]
        kind = f[0]
        run = AUTOMATIC.get(kind)
        if run is not None:
            run(s, f)
            if s.mover == TERMINAL:
                return
            continue
        if kind in CHANCES:
            s.mover = CHANCE
            return
        d = DECISIONS[kind]
        if d.skip is not None and d.skip(s, f):
            frames.pop(s)
            continue
        if d.forced:
            legal = _legal(s, f)
            if len(legal) == 1:
                s.exchange_declined = False
                d.apply(s, f, legal[0])
                continue
            # The seat is asked: these are its legal actions (nothing changes before it acts).
            s.legal_cache = legal
        s.mover = f[1]
        return
    raise RuntimeError(f"the rules looped without a decision at {s!r}")


def legal_actions(s: InterstellarState) -> list[Action]:
    """Every legal action of the seat to move (none at chance or after the game)."""
    if s.mover < 0:
        return []
    if s.legal_cache is None:
        s.legal_cache = _legal(s, s.stack[-1])
    return list(s.legal_cache)


def is_legal(s: InterstellarState, action: Any) -> bool:
    if not isinstance(action, Action):
        return False
    if s.mover == CHANCE:
        f = s.stack[-1]
        return action.kind == f[0] and CHANCES[f[0]].valid(s, f, action)
    if s.mover < 0:
        return False
    if s.legal_cache is None:
        legal_actions(s)
    assert s.legal_cache is not None
    return action in s.legal_cache


def apply(s: InterstellarState, action: Action) -> None:
    """Apply `action` (trusted) and run the automatic steps after it."""
    f = s.stack[-1]
    s.legal_cache = None
    s.history.append(action)
    s.exchange_declined = f[0] == "exchange" and action.kind == "done"
    if s.mover == CHANCE:
        s.chance_count += 1
        CHANCES[f[0]].apply(s, f, action)
    elif action.kind == "exchange" and not action.args and f[0] != "exchange":  # `EXCHANGE`
        frames.push(s, ("exchange", s.mover))
    else:
        DECISIONS[f[0]].apply(s, f, action)
    advance(s)


def sample_chance(s: InterstellarState, rng: random.Random) -> Action:
    f = s.stack[-1]
    return CHANCES[f[0]].sample(s, f, rng)


def explain_illegal(s: InterstellarState, action: Any) -> str:
    """Why `action` is not legal now: the action, the seat, the decision and what is legal."""
    text = shorten(str(action))
    if s.mover == TERMINAL:
        return f"{text} is not legal: the game is over"
    phase = s.phase()
    if s.mover == CHANCE:
        return f"{text} is not a possible outcome of the chance node {phase!r}"
    kinds = sorted({a.kind for a in legal_actions(s)})
    return clip(f"{text} is not legal for seat {s.mover} at {phase!r} (legal kinds: {', '.join(kinds)})", 600)
