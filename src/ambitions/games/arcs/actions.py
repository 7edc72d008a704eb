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
``roll A1 A4 R0``                      a battle roll (chance): each die's face, see below
``choose ...``                         answers a card's question (docs/choose-actions.md)
=====================================  ===========================================================

The ``court`` outcome names the shuffled Court deck bottom card first (the row is dealt from its
end): the record's form, kept so records replay, while a snapshot's ``court_deck`` reads top
first (`observe`).

**Die faces.** A ``roll`` names one face per die, assault dice first, then skirmish, then raid
(p14). A face is written by index, ``A1`` (die letter A/S/R, face 0-5 of `data.DICE`), or by
name, ``assault-hit+self`` (the die's name or letter, a hyphen, the face's name: ``A-hit+self``);
identical faces on one die share one name, the lowest index. The canonical text, what
``str(action)`` gives and records store, uses indexes: ``parse("roll assault-hit+self")`` is
``roll A1``. The names (`FACE_NAMES`):

========  ===================================================================================
assault   ``blank`` (A0), ``hit+self`` (A1, A2), ``2hits+self`` (A3), ``2hits`` (A4),
          ``hit+intercept`` (A5)
skirmish  ``blank`` (S0-S2), ``hit`` (S3-S5)
raid      ``2keys+intercept`` (R0), ``key+self`` (R1), ``intercept`` (R2),
          ``building-hit+self`` (R3, R4), ``building-hit+key`` (R5)
========  ===================================================================================

A name lists the face's symbols: ``hit`` (a hit on a defending ship, then building),
``building-hit``, ``key`` (raid), ``intercept``, ``self`` (a self-hit on an attacking ship);
``2hits`` is two of them.
"""

from __future__ import annotations

import re
from typing import Final

from ambitions.core.errors import InvalidActionText
from ambitions.games.arcs import data

Arg = str | int

_TOKEN = re.compile(r"^[A-Za-z0-9_.#+-]+$")
"""The characters of a word of an action (ASCII only: ``²`` or full-width digits are no number)."""

MAX_DIGITS = 6
"""No number in an action has more digits (counts, seats, indices are small)."""


class ArcsAction:
    """One decision: ``kind`` and its arguments (strings and ints).

    An immutable value, equal and hashed by (kind, args). It is a plain class rather than a frozen
    dataclass because the engine builds thousands a second: compiled (this module is in
    `_compiled`), it is a native object whose fields are read-only (``Final``) and whose
    construction is a C call; pure, a slotted class with no ``object.__setattr__`` detour.
    """

    __slots__ = ("kind", "args")

    def __init__(self, kind: str, args: tuple[Arg, ...] = ()) -> None:
        self.kind: Final = kind
        self.args: Final = args

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ArcsAction):
            return NotImplemented
        return self.kind == other.kind and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __reduce__(self) -> tuple[type[ArcsAction], tuple[str, tuple[Arg, ...]]]:
        return (ArcsAction, (self.kind, self.args))

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + " " + " ".join(map(str, self.args))

    def __repr__(self) -> str:
        return f"ArcsAction({str(self)!r})"


DIE_LETTERS: Final = ("A", "S", "R")
"""The letter of each die type (`data.DIE_TYPES`) in a roll's text."""


def face_name(face: data.DieFace) -> str:
    """A die face's name: its symbols joined by ``+`` (``hit+self``, ``2keys+intercept``), or
    ``blank``."""
    parts = []
    for count, symbol in (
        (face.hits, "hit"),
        (face.building_hits, "building-hit"),
        (face.keys, "key"),
        (face.intercepts, "intercept"),
        (face.self_hits, "self"),
    ):
        if count:
            parts.append(symbol if count == 1 else f"{count}{symbol}s")
    return "+".join(parts) or "blank"


FACE_NAMES: Final[dict[str, tuple[str, ...]]] = {
    die: tuple(face_name(face) for face in faces) for die, faces in data.DICE.items()
}
"""Each die type's face names, by face index (identical faces have the same name)."""


def _faces_by_name() -> dict[str, str]:
    out: dict[str, str] = {}
    for d, die in enumerate(data.DIE_TYPES):
        for f, name in enumerate(FACE_NAMES[die]):
            for prefix in (die, DIE_LETTERS[d].lower()):
                out.setdefault(f"{prefix}-{name}", f"{DIE_LETTERS[d]}{f}")  # the lowest index
    return out


FACE_BY_NAME: Final[dict[str, str]] = _faces_by_name()
"""A named face in a roll's text (``assault-hit+self``, ``a-hit+self``, lower case) -> its
canonical index form (``A1``)."""


def named_face(token: str) -> str:
    """The named form of a roll's face written by index: ``A1`` -> ``assault-hit+self`` (any
    other text comes back unchanged)."""
    if len(token) != 2 or token[0] not in DIE_LETTERS or token[1] not in "012345":
        return token
    die = data.DIE_TYPES[DIE_LETTERS.index(token[0])]
    return f"{die}-{FACE_NAMES[die][int(token[1])]}"


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
    if kind == "roll":  # faces by name: the canonical index form
        args = tuple(FACE_BY_NAME.get(a.lower(), a) if isinstance(a, str) else a for a in args)
    return ArcsAction(kind, args)
