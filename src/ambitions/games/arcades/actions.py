"""ARCADEs actions: immutable values with one canonical text form and a parser.

Every decision is one `ArcadesAction`: a kind word and its arguments. ``str(action)`` is the text
the CLI, the logs and the records use; `parse` turns text back into the value. Clusters are
written ``1``-``6``, planets ``c.k`` (``k`` = 1 the left-most, see `data`), sides are seats
``0``-``3`` or ``phantom``.

=========================================  ======================================================
``agent 3.2``                              setup: put your agent on planet 3.2 of your start card
``ships 4``                                setup: your 3 starting ships into gate 4
``keep ADM3 MOB7``                         draft: the 2 cards kept; the rest pass left (A7)
``discard ADM3``                           2 players: the card discarded after the draft; solo:
                                           the 3 cards the human discards
``play ADM4``                              play a card (follow suit when able)
``place 4 3``                              use the card to place 3 ships into gate 4
``agent 3.2`` / ``agent 3.2 2.1``          move your agent to 3.2 (1 AP per cluster entered),
                                           collecting the token on 2.1 on the way (A8)
``move 3 4 fresh``                         move 1 fresh (or ``damaged``) ship from gate 3 to 4
``repair 3``                               repair 1 damaged ship in gate 3 (A17)
``battle 1`` / ``battle phantom``          battle in your agent's cluster against seat 1
``research colonies``                      2 AP and the advance's resource (once a turn, A1)
``colonize 3.2 fuel fresh``                2 AP, a fuel and a fresh ship of the agent's cluster:
                                           a city on 3.2 (once a turn, A16)
``phantom 4.2``                            2 players: move the phantom's agent to 4.2
``spend material place 2``                 free actions: 2 ships into your agent's gate
``spend fuel move 3 4 2 0``                2 fresh, 0 damaged ships from gate 3 to 4
``spend weapons battle 3 1``               a battle in cluster 3 against seat 1 (A2)
``spend relic repair 2``                   repair 2 ships in your agent's cluster
``spend psionic agent 4.1``                move your agent up to 2 clusters, collecting nothing
``buyback 1 power`` / ``buyback 1 fuel``   buy back your trophy ships from seat 1 (A20)
``declare 5/3``                            lead only, ends the turn: the 5/3 marker into your
                                           agent's cluster, the lead card counts 0
``end``                                    end the turn
``dice 1 2 0``                             battle: assault, skirmish and raid dice
``reroll`` / ``no-reroll``                 Advance Tactics: reroll every skirmish die (A18)
``hit fresh`` / ``hit damaged``            where the next hit goes (your ship or the defender's)
``steal 5`` / ``steal fuel`` / ``done``    keys: the resource in slot 5 (a bot: fuel from the
                                           supply), or stop stealing (A12)
``push 4.1``                               pyramids: the defender's agent goes to 4.1 (A13)
``take fuel``                              compensation: a resource from the supply (A9)
``drop fuel`` / ``drop fuel held``         a 7th resource (A28): with the new token's type,
                                           forfeit it (it stays where it was); with a held
                                           type, exchange that one (back to the supply);
                                           ``held``: exchange one of the new one's type
=========================================  ======================================================

Chance outcomes: ``initiative 2``, ``start 3`` (a start card: a cluster), ``deal ADM1 ...`` (the
whole action deck in order), ``bots ...`` (solo: the bots' 16 cards in order), ``stack ...``
(2 players: the phantom's 8 cards in order) and ``roll A1 S3 R0`` (a die letter and face 0-5
per die; faces may also be written by name, ``assault-2hits``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from ambitions.core.errors import InvalidActionText
from ambitions.games.arcades import data

Arg = str | int

_TOKEN: Final = re.compile(r"^[A-Za-z0-9_./+-]+$")
MAX_DIGITS: Final = 6


@dataclass(frozen=True, slots=True)
class ArcadesAction:
    """One decision or chance outcome: ``kind`` and its arguments (strings and ints)."""

    kind: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + " " + " ".join(map(str, self.args))

    def __repr__(self) -> str:
        return f"ArcadesAction({str(self)!r})"


def act(kind: str, *args: Arg) -> ArcadesAction:
    """Shorthand constructor: ``act("move", 3, 4, "fresh")``."""
    return ArcadesAction(kind, args)


def face_name(face: data.DieFace) -> str:
    """A face's symbols joined by ``+`` (``hit+self``, ``2keys+intercept``), or ``blank``."""
    parts = []
    for count, symbol in (
        (face.hits, "hit"),
        (face.pyramids, "pyramid"),
        (face.keys, "key"),
        (face.intercepts, "intercept"),
        (face.self_hits, "self"),
    ):
        if count:
            parts.append(symbol if count == 1 else f"{count}{symbol}s")
    return "+".join(parts) or "blank"


def _faces_by_name() -> dict[str, str]:
    out: dict[str, str] = {}
    for d, die in enumerate(data.DIE_TYPES):
        for f, face in enumerate(data.DICE[d]):
            for prefix in (die, data.DIE_LETTERS[d].lower()):
                out.setdefault(f"{prefix}-{face_name(face)}", f"{data.DIE_LETTERS[d]}{f}")
    return out


FACE_BY_NAME: Final[dict[str, str]] = _faces_by_name()
"""``assault-2hits`` (or ``a-2hits``) -> ``A4``: the lowest index of a face with those symbols."""


def named_face(token: str) -> str:
    """``A4`` -> ``assault-2hits`` (other text unchanged)."""
    if len(token) != 2 or token[0] not in data.DIE_LETTERS or token[1] not in "012345":
        return token
    d = data.DIE_LETTERS.index(token[0])
    return f"{data.DIE_TYPES[d]}-{face_name(data.DICE[d][int(token[1])])}"


def parse(text: str) -> ArcadesAction:
    """The action written as `text` (words separated by spaces, numbers as ints).

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
        if tok.isdigit() and len(tok) > MAX_DIGITS:
            raise InvalidActionText(f"number {tok[:20]!r}... is too long in action text {text!r:.200}")
    kind = tokens[0].lower()
    args: tuple[Arg, ...] = tuple(int(t) if t.isdigit() else t for t in tokens[1:])
    if kind == "roll":
        args = tuple(FACE_BY_NAME.get(a.lower(), a.upper()) if isinstance(a, str) else a for a in args)
    elif kind not in ("deal", "bots", "stack", "keep", "discard", "play"):
        args = tuple(a.lower() if isinstance(a, str) else a for a in args)
    else:
        args = tuple(a.upper() if isinstance(a, str) else a for a in args)
    return ArcadesAction(kind, args)
