"""Positions for the Leaders & Lore scenario tests (test_leaders.py, test_lore.py, test_draft.py).

Positions use 3SETUP01 (clusters 1 and 4 out of play) unless said. Seats: Mikah, Dane and Lotus
are seats 0, 1 and 2 (clockwise). Each scenario builds the same position with and without the
leader or lore card, so that removing the power makes the test fail.
"""

from __future__ import annotations

from typing import Any

import ambitions
from ambitions.games.arcs.state import ArcsState

from .conftest import MIKAH, do, round_start


def power(on: bool, key: str, card: str, **seat: Any) -> dict[str, Any]:
    """A seat dict with leader or lore `card` (``key`` is "leader" or "lore") when `on`."""
    if on:
        seat[key] = card if key == "leader" else [card]
    return seat


def ll_game(players: int, initiative: int, setup_card: str, rows: list[str], **options: Any) -> ArcsState:
    """A new Leaders & Lore game with initiative, setup card and draft rows forced."""
    state = ambitions.new_game("arcs", players=players, seed=1, leaders_and_lore=True, **options)
    assert isinstance(state, ArcsState)
    return do(state, f"initiative {initiative}", f"setup {setup_card}", "draft " + " ".join(rows))


def declaring(card: str, ambition: str, mikah: dict[str, Any], **kw: Any) -> ArcsState:
    """Mikah leads `card` and declares `ambition` (Dane and Lotus hold a card each)."""
    state = round_start(MIKAH, [[card], ["MOB3"], ["CON3"]], mikah=mikah, **kw)
    return do(state, f"lead {card}", f"declare {ambition}")
