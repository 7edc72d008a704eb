"""Arcs actions: immutable values with one canonical text form and a parser.

Every decision in Arcs is one `ArcsAction`: a kind word and its arguments. ``str(action)`` is the
text used by the CLI, the web client, logs and records; `parse` turns text back into the value.

Kinds and their text (systems are ``c.k``: cluster, then 0 for the gate or 1..3 for a planet):

=====================================  ===========================================================
``lead CON4`` / ``pass``               initiative holder plays the lead card, or passes initiative
``surpass CON5`` ``pivot AGG2``        a follower's play (p10); ``copy MOB3`` plays face down
``declare warlord``                    declare an ambition with the lead card (p9)
``seize ADM2``                         seize the initiative with an extra face-down card (p10)
``tax 1.3#0``                          tax the city in building slot 0 of planet 1.3 (p12)
``build city 1.3`` / ``build starport 1.3`` / ``build ship 1.3``  (p12)
``repair ship 1.3`` / ``repair city 1.3`` / ``repair starport 1.3``  (p13)
``move 1.3 1.0 2 1``                   move 2 fresh and 1 damaged ships from 1.3 to 1.0 (p13)
``catapult 2.0 2 0`` / ``stop``        carry 2 fresh, 0 damaged catapulting ships on to 2.0
``influence BC05`` / ``secure BC05``   place an agent on / secure a Court card (p13)
``spend fuel move 1.3 1.0 2 0``        Prelude: spend a resource for its action (p17)
``discard relic``                      drop a resource that does not fit (p17)
``end``                                end the turn, forfeiting unspent pips
``keep`` / ``mulligan``                2-player mulligan decision (p5, p19)
``place 3.0``                          an eliminated player's 3 ships (p22)
``initiative 2`` ``setup 3SETUP02`` ``court BC03 ...`` ``deal CON4 ...`` ``draw ...``  chance
=====================================  ===========================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ambitions.core.errors import InvalidActionText

Arg = str | int

_TOKEN = re.compile(r"^[A-Za-z0-9_.#+-]+$")
"""The characters of a word of an action (ASCII only: ``²`` or full-width digits are no number)."""

MAX_DIGITS = 6
"""No number in an action has more digits (counts, seats, indices are small)."""


@dataclass(frozen=True, slots=True)
class ArcsAction:
    """One decision: ``kind`` and its arguments (strings and ints)."""

    kind: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + " " + " ".join(map(str, self.args))

    def __repr__(self) -> str:
        return f"ArcsAction({str(self)!r})"


def act(kind: str, *args: Arg) -> ArcsAction:
    """Shorthand constructor: ``act("move", "1.3", "1.0", 2, 0)``."""
    return ArcsAction(kind, args)


def parse(text: str) -> ArcsAction:
    """The action written as `text` (whitespace-separated, numbers as ints).

    Raises `InvalidActionText` for empty text or characters no action uses; whether the action
    exists or is legal is for the state to say.
    """
    if not isinstance(text, str):
        raise InvalidActionText(f"action text must be a string, got {text!r:.80}")
    tokens = text.split()
    if not tokens:
        raise InvalidActionText(f"empty action text {text!r}")
    for tok in tokens:
        if not _TOKEN.match(tok):
            raise InvalidActionText(f"unexpected {tok!r:.40} in action text {text!r:.200}")
    kind = tokens[0].lower()
    for tok in tokens[1:]:
        if tok.isdigit() and len(tok) > MAX_DIGITS:
            raise InvalidActionText(f"number {tok[:20]!r}... is too long in action text {text!r:.200}")
    args = tuple(int(t) if t.isdigit() else t for t in tokens[1:])
    return ArcsAction(kind, args)
