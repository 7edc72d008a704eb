"""The frame kinds: each decision, chance node and automatic step, and its handlers.

A frame is a tuple ``(kind, seat, *data)`` on `InterstellarState.stack`; the top frame is what
happens now. Rule modules register one handler per kind here (`decision`, `chance`,
`automatic`); `flow` dispatches on the top frame's kind. Registering keeps each rule with its
module (colonise in `economy`, checks in `shadow`, fights in `combat`) and `flow` generic.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from ambitions.games.interstellar.actions import Action
from ambitions.games.interstellar.state import Frame, InterstellarState

Legal = Callable[[InterstellarState, Frame], list[Action]]
Apply = Callable[[InterstellarState, Frame, Action], None]
Sample = Callable[[InterstellarState, Frame, random.Random], Action]
Valid = Callable[[InterstellarState, Frame, Action], bool]
Run = Callable[[InterstellarState, Frame], None]
Skip = Callable[[InterstellarState, Frame], bool]


@dataclass(frozen=True)
class Decision:
    legal: Legal
    apply: Apply
    forced: bool = True
    """A single legal action is taken automatically, unrecorded (the turn's main steps say no:
    they are always asked). Only for decisions whose legal actions depend on public information
    alone: whether a decision is asked shows every seat how many choices it had, so a decision
    over hidden cards (the Shadow cards kept or played, a secret combat order) is always asked."""
    exchange: bool = False
    """The seat whose turn it is may also exchange resources here (I-25)."""
    skip: Skip | None = None
    """True when there is nothing to decide: the frame is dropped unasked (no ambition to claim,
    no merc to pay for). Like `forced`, it may read public information only."""


@dataclass(frozen=True)
class Chance:
    sample: Sample
    valid: Valid
    apply: Apply


DECISIONS: Final[dict[str, Decision]] = {}
CHANCES: Final[dict[str, Chance]] = {}
AUTOMATIC: Final[dict[str, Run]] = {}


def decision(
    kind: str,
    legal: Legal,
    apply: Apply,
    forced: bool = True,
    exchange: bool = False,
    skip: Skip | None = None,
) -> None:
    DECISIONS[kind] = Decision(legal, apply, forced, exchange, skip)


def chance(kind: str, sample: Sample, valid: Valid, apply: Apply) -> None:
    CHANCES[kind] = Chance(sample, valid, apply)


def automatic(kind: str, run: Run) -> None:
    AUTOMATIC[kind] = run


def push(s: InterstellarState, *frames: Frame) -> None:
    """Push `frames` so that the first one given happens first (it ends on top)."""
    s.stack.extend(reversed(frames))


def narrating(s: InterstellarState) -> bool:
    """True while the rules should say what happens (`InterstellarState.narration`)."""
    return s.narration is not None


def note(s: InterstellarState, text: str) -> None:
    """Say what happened, in words the log shows (only while narrating)."""
    if s.narration is not None:
        s.narration.append(text)


def replace_top(s: InterstellarState, frame: Frame) -> None:
    s.stack[-1] = frame


def pop(s: InterstellarState) -> Frame:
    return s.stack.pop()
