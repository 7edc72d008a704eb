"""Helpers for the Arcs scenario tests: build a position, apply action texts, check illegal moves.

Seats in the rulebook's examples: Mikah, Dane and Lotus are seats 0, 1 and 2 (clockwise).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
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


def trophies(owner: int, **pieces: int) -> list[dict[str, Any]]:
    """Trophies of `owner`'s pieces (``ship=13``): where a position puts pieces taken from a
    supply it wants empty, since every piece in the box is somewhere (p2, p22)."""
    return [{"owner": owner, "piece": piece, "count": count} for piece, count in pieces.items()]


# -- turn tables shared by the card tests --------------------------------------------------
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

    `bystanders`: a ship of each seat in the 6.0 gate (see `BYSTANDERS`); `turn`: more keys of
    the turn (``pips``, ``spent_pending``, ...)."""
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
    turn = {"seat": seat, "card": card, "mode": mode, **kw.pop("turn", {})}
    return pos(3, seats=seats, turn=turn, **kw)


def starting(state: ArcsState, prefix: str) -> list[str]:
    """The legal actions beginning with `prefix`, sorted."""
    return sorted(a for a in legal(state) if a.startswith(prefix))


def round_start(initiative: int, hands: list[list[str]], **kw: Any) -> ArcsState:
    """The start of a round: `initiative` is to lead; `kw` as for `table` (seat dicts by name)."""
    seats = [dict(kw.pop(name, None) or {}) for name in ("mikah", "dane", "lotus")]
    for seat, hand in zip(seats, hands, strict=True):
        seat["hand"] = hand
    kw.setdefault("setup_card", "3SETUP01")
    kw["ships"] = BYSTANDERS + list(kw.get("ships", ()))
    return pos(3, initiative=initiative, seats=seats, **kw)


# -- card powers ------------------------------------------------------------------------------------
def assert_every_card_has_a_power(cards: Any) -> None:
    """The registry check: a card with no `Power` entry, or an entry with no hook set, fails."""
    import dataclasses

    from ambitions.games.arcs import powers

    hooks = [f.name for f in dataclasses.fields(powers.Power) if f.name not in ("id", "name", "discards")]
    for card in cards:
        power = powers.REGISTRY.get(card.id)
        assert power is not None, f"{card.id} {card.name} has no power"
        assert power.name == card.name
        defaults = powers.Power(card.id, card.name)
        assert any(getattr(power, h) != getattr(defaults, h) for h in hooks), f"{card.id} does nothing"


@pytest.fixture
def fired() -> Iterator[Counter[str]]:
    """Counts the powers that take effect while the test runs (`powers.FIRED`)."""
    from ambitions.games.arcs import powers

    powers.FIRED = Counter()
    try:
        yield powers.FIRED
    finally:
        powers.FIRED = None
