"""Interstellar actions: immutable values with one canonical text form and a parser.

Every decision is one `Action`: a kind word and its arguments (``str(action)`` is the text the
CLI, the logs and records use; `parse` is its inverse). Tokens on the action track are written
``track.level`` (``colonise.1``: a token at BASIC; levels 0 preparing, 1 basic, 2 moderate,
3 strong, 4 ultimate). Ships are written by card id, with ``*N`` for N damage markers
(``destroyer*1``); planets by their card id (``food-outpost-2``); seats by number.

=========================================  =====================================================
``keep a b`` / ``pick TECH`` / ``place TRACK``   set-up: keep 2 of the 4 Shadow cards dealt,
                                           pick a START tech, place a token at BASIC
``advance colonise.1 fleet.2``             ADVANCE Plans (up to 3 different tokens; also the
                                           seat adjustments of the set-up)
``gain food ore``                          take resources of your choice (set-up, Hidden Reserves)
``play CARD ARGS`` / ``pass``              Shadow Activities: play a Shadow card (its target
                                           after it), or play none
``boost CARD`` ``resist CARD`` / ``done``  shadow check: discard a Shadow card for +1 / -1
``produce`` / ``mix F O S C``              PRODUCE; the home worlds' resources of your choice
``pay MERC`` / ``release MERC``            merc upkeep at the end of PRODUCE (I-10)
``take colonise.2`` / ``advance-instead colonise.1``   take an action / advance one token instead
``prepare TRACK``                          put the token just used at PREPARING of a track
``sweep food`` ``colonise food``           ULTIMATE colonise's discards; colonise a stack's top
``give PLANET SEAT|discard``               the 8-planet limit
``pay-shortfall`` / ``abandon``            Supply Shortfall
``replace-with food``                      Runaway Greenhouse tie, chosen by the opponent to the right
``develop PLANET``                         one development level
``repair SHIP`` / ``build SHIP``           one damage marker off a ship / one standard ship
``replace TECH`` / ``research TECH``       ULTIMATE research's replacements / research a tech
``buy-cards`` / ``hire-mercs`` / ``buy a b`` / ``replace-merc MERC`` / ``hire MERC``   SHADOW
``raid SEAT`` / ``invade SEAT``            FLEET
``order SHIP``                             the next ship of your secret combat order
``attack K`` / ``hold``                    an unmatched ship attacks the enemy's K-th ship, or not
``steal coins 3``                          resources of one type from a won raid (I-20)
``spoil disrupt|none`` ``spoil acquire TECH`` ``spoil bombard PLANET``   a won invasion's spoil
``disrupt TRACK.LEVEL`` / ``capture`` / ``decline`` / ``take-planet food``   the spoils' steps
``scrap SHIP`` / ``discard CARD``          discard first at the 8-ship limit (BUILD, hire, a
                                           ship gained; after a combat down to 8) and the
                                           7-card limit (a purchase)
``decline``                                leave a ship gained at 8 ships (or a capture)
``claim AMBITION``                         claim an ambition (step 4)
``exchange ore food``                      3 ORE for 1 FOOD (3:1, any time in your turn, I-25)
``done``                                   stop the current step
``start 2`` ``ambitions ...`` ``techs ...`` ``mercs ...`` ``planet X`` ``deal 1 a b c d``
``reveal a b`` ``emergency X`` ``event X`` ``roll 46 5``   chance outcomes (in records)
=========================================  =====================================================

A ``roll`` names each die's face: one word per side, its dice written together (``46``) or ``-``
for none; a combat roll is ``roll ATTACKER DEFENDER``, a shadow check ``roll 5``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ambitions.core.errors import InvalidActionText

Arg = str | int

_TOKEN = re.compile(r"^[A-Za-z0-9_.*-]+$")
MAX_DIGITS = 6
TEXT_ARGS = frozenset({"roll"})
"""Kinds whose arguments stay text even when they are digits (dice faces)."""


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: ``kind`` and its arguments (strings and ints)."""

    kind: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + " " + " ".join(map(str, self.args))

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


def act(kind: str, *args: Arg) -> Action:
    """Shorthand constructor: ``act("take", "colonise.2")``."""
    return Action(kind, args)


def parse(text: str) -> Action:
    """The action written as `text` (whitespace-separated; numbers as ints).

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
    if kind in TEXT_ARGS:
        return Action(kind, tuple(tokens[1:]))
    return Action(kind, tuple(int(t) if t.isdigit() else t for t in tokens[1:]))


def token_text(track: str, level: int) -> str:
    """``colonise.2``."""
    return f"{track}.{level}"


def ship_text(ship: str, damage: int) -> str:
    """``destroyer`` or, with damage markers, ``destroyer*1``."""
    return f"{ship}*{damage}" if damage else ship


def dice_text(faces: tuple[int, ...]) -> str:
    """One side's dice in a roll: ``46``, or ``-`` for none."""
    return "".join(map(str, faces)) or "-"


def read_dice(word: str) -> tuple[int, ...] | None:
    """The faces of one side of a roll (None if `word` is not dice)."""
    if word == "-":
        return ()
    if not word or any(c not in "123456" for c in word):
        return None
    return tuple(int(c) for c in word)
