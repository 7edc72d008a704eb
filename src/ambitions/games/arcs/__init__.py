"""Arcs (Leder Games): the base game, rules-enforced.

Use it through the kernel: ``ambitions.new_game("arcs", players=3, seed=7)``. Options:
``setup_card`` (an id such as ``"3SETUP02"``; drawn at random when omitted),
``leaders_and_lore`` (the Leaders & Lore mode, p21: a draft of leaders and lore cards replaces
setup steps N-O) and ``two_lore`` (each player drafts 2 lore cards).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ambitions.core.errors import IllegalAction, InvalidActionText, InvalidRecord
from ambitions.core.registry import GameSpec, register
from ambitions.games.arcs import flow, observe, position, setup
from ambitions.games.arcs.actions import ArcsAction, act, parse
from ambitions.games.arcs.state import ArcsState


def new_game(players: int, seed: int = 0, **options: Any) -> ArcsState:
    """A new Arcs game at its first chance node (the initiative marker is given at random)."""
    setup.check_options(players, options)
    s = ArcsState.blank(players, int(seed), dict(options))
    flow.advance(s)
    return s


def replay(record: Mapping[str, Any]) -> ArcsState:
    """Rebuild a game from its record, checking every action (raises `InvalidRecord`)."""
    try:
        s = new_game(int(record["players"]), int(record.get("seed", 0)), **dict(record.get("options") or {}))
        actions = record["actions"]
        if not isinstance(actions, list):
            raise InvalidRecord("a record's 'actions' must be a list of action texts")
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, InvalidRecord):
            raise
        raise InvalidRecord(f"malformed Arcs record: {type(exc).__name__}: {exc}") from None
    for i, text in enumerate(actions):
        try:
            s.apply(parse(text))
        except (IllegalAction, InvalidActionText) as exc:
            raise InvalidRecord(f"record action {i} {text!r:.80} does not replay: {exc}") from None
    return s


def determinize(obs: Mapping[str, Any], rng: random.Random) -> ArcsState:
    """A full state consistent with a seat's observation; unseen cards are dealt from `rng`.

    Cards the seat has seen (its hand, face-up plays and discards this chapter, its own face-down
    cards, the Court row and discard) are never dealt to anyone else.
    """
    s = position.load(obs, rng)
    s.seed = rng.randrange(2**31)
    return s


def from_position(pos: Mapping[str, Any]) -> ArcsState:
    """A state from a position (see `ambitions.games.arcs.position`)."""
    return position.load(pos)


register(
    GameSpec(
        name="arcs",
        new_game=new_game,
        replay=replay,
        determinize=determinize,
        from_position=from_position,
        players=(2, 3, 4),
    )
)

__all__ = ["ArcsAction", "ArcsState", "act", "determinize", "from_position", "new_game", "parse", "replay"]
_ = observe
