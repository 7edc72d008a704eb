"""Helpers for the Arcs scenario tests: build a position, apply action texts, check illegal moves.

Seats in the rulebook's examples: Mikah, Dane and Lotus are seats 0, 1 and 2 (clockwise).
"""

from __future__ import annotations

from typing import Any

import pytest

import ambitions
from ambitions.games.arcs import observe
from ambitions.games.arcs.state import ArcsState

MIKAH, DANE, LOTUS = 0, 1, 2


def pos(players: int = 3, **kw: Any) -> ArcsState:
    """A state from a position (see `ambitions.games.arcs.position`); 3 players by default."""
    state = ambitions.from_position({"game": "arcs", "players": players, **kw})
    assert isinstance(state, ArcsState)
    return state


def do(state: ArcsState, *texts: str) -> ArcsState:
    """Apply each action text in order (checked); returns the state for chaining."""
    for text in texts:
        state.apply(state.parse_action(text))
    return state


def snap(state: ArcsState) -> dict[str, Any]:
    """The full position, nothing hidden."""
    return observe.snapshot(state)


def legal(state: ArcsState) -> list[str]:
    """The legal actions as texts; checks that asking does not change the state."""
    before = snap(state)
    out = [str(a) for a in state.legal_actions()]
    assert snap(state) == before, "legal_actions() changed the state"
    return out


def observe_as(state: ArcsState, seat: int | None) -> dict[str, Any]:
    """`state.observation(seat)`, checking that observing does not change the state."""
    before = snap(state)
    obs = state.observation(seat)
    assert snap(state) == before, "observation() changed the state"
    return obs


def assert_illegal(state: ArcsState, text: str) -> ambitions.IllegalAction:
    """Applying `text` raises `IllegalAction` and leaves the state exactly as it was."""
    before = snap(state)
    action = state.parse_action(text)
    assert not state.is_legal(action)
    with pytest.raises(ambitions.IllegalAction) as info:
        state.apply(action)
    assert snap(state) == before, f"a rejected {text!r} changed the state"
    return info.value


def new_game(
    players: int,
    initiative: int,
    setup_card: str,
    court: list[str] | None = None,
    deal: list[str] | None = None,
    seed: int = 0,
) -> ArcsState:
    """A new game with its chance outcomes forced: initiative, setup card, then optionally the
    Court deck order (top card last) and the action-card deal (6 cards per seat in turn order).
    """
    state = ambitions.new_game("arcs", players=players, seed=seed)
    assert isinstance(state, ArcsState)
    do(state, f"initiative {initiative}", f"setup {setup_card}")
    if court is not None:
        do(state, "court " + " ".join(court))
        if deal is not None:
            do(state, "deal " + " ".join(deal))
    return state


def court_order(row: list[str]) -> list[str]:
    """A full Court deck order whose first cards drawn (from the top, the end) are `row`."""
    from ambitions.games.arcs import data

    rest = [c.id for c in data.COURT_CARDS if c.id not in row]
    return rest + list(reversed(row))


def ships_at(state: ArcsState, system: str, seat: int) -> tuple[int, int]:
    """(fresh, damaged) ships of `seat` in `system`."""
    from ambitions.games.arcs import reach

    i = reach.SYSTEM_INDEX[system] * state.n + seat
    return state.fresh[i], state.damaged[i]


def buildings(state: ArcsState) -> dict[str, tuple[int, str, bool]]:
    """Every building on the map: slot name -> (seat, kind, damaged)."""
    return {b["slot"]: (b["seat"], b["kind"], b["damaged"]) for b in snap(state)["buildings"]}


def held(state: ArcsState, seat: int) -> list[str]:
    """The resources on `seat`'s board, sorted by name."""
    return sorted(r for r in snap(state)["seats"][seat]["resources"] if r)


def supply(state: ArcsState) -> dict[str, int]:
    return dict(snap(state)["resource_supply"])
