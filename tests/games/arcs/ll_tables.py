"""Positions for the Leaders & Lore scenario tests (test_leaders.py, test_lore.py, test_draft.py).

Positions use 3SETUP01 (clusters 1 and 4 out of play) unless said. Seats: Mikah, Dane and Lotus
are seats 0, 1 and 2 (clockwise). Each scenario builds the same position with and without the
leader or lore card, so that removing the power makes the test fail.
"""

from __future__ import annotations

from typing import Any

import ambitions
from ambitions.games.arcs.state import ArcsState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos

BYSTANDERS = [{"system": "6.0", "seat": seat, "fresh": 1} for seat in (MIKAH, DANE, LOTUS)]
"""A ship each in the 6.0 gate (nobody controls it), so that nobody is eliminated when turns end (p22)."""


def table(
    card: str = "ADM4",
    seat: int = MIKAH,
    mode: str = "lead",
    *,
    lead: str = "",
    lead_seat: int = MIKAH,
    mikah: dict[str, Any] | None = None,
    dane: dict[str, Any] | None = None,
    lotus: dict[str, Any] | None = None,
    bystanders: bool = True,
    **kw: Any,
) -> ArcsState:
    """`seat`'s turn with `card` just played: led, or following `lead_seat`'s `lead` card.

    `bystanders`: a ship of each seat in the 6.0 gate (see `BYSTANDERS`)."""
    kw.setdefault("setup_card", "3SETUP01")
    if mode == "lead":
        kw.setdefault("initiative", seat)
    else:
        kw.setdefault("initiative", lead_seat)
        kw["lead"] = {"card": lead, "seat": lead_seat}
        kw.setdefault(
            "plays",
            [{"seat": lead_seat, "card": lead, "mode": "lead"}, {"seat": seat, "card": card, "mode": mode}],
        )
    seats = [dict(mikah or {}), dict(dane or {}), dict(lotus or {})]
    kw["ships"] = (BYSTANDERS if bystanders else []) + list(kw.get("ships", ()))
    return pos(3, seats=seats, turn={"seat": seat, "card": card, "mode": mode}, **kw)


def starting(state: ArcsState, prefix: str) -> list[str]:
    """The legal actions beginning with `prefix`, sorted."""
    return sorted(a for a in legal(state) if a.startswith(prefix))


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


def round_start(initiative: int, hands: list[list[str]], **kw: Any) -> ArcsState:
    """The start of a round: `initiative` is to lead; `kw` as for `table` (seat dicts by name)."""
    seats = [dict(kw.pop(name, None) or {}) for name in ("mikah", "dane", "lotus")]
    for seat, hand in zip(seats, hands, strict=True):
        seat["hand"] = hand
    kw.setdefault("setup_card", "3SETUP01")
    kw["ships"] = BYSTANDERS + list(kw.get("ships", ()))
    return pos(3, initiative=initiative, seats=seats, **kw)


def declaring(card: str, ambition: str, mikah: dict[str, Any], **kw: Any) -> ArcsState:
    """Mikah leads `card` and declares `ambition` (Dane and Lotus hold a card each)."""
    state = round_start(MIKAH, [[card], ["MOB3"], ["CON3"]], mikah=mikah, **kw)
    return do(state, f"lead {card}", f"declare {ambition}")
