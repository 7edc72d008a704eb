"""Helpers for the campaign's scenario tests: Act I set up with forced chance outcomes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.games.arcs import observe
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.state import CampaignState

if TYPE_CHECKING:
    from .act3_support import Registry

COURT_ORDER = list(data.CAMPAIGN_COURT_IDS)
"""A Court deck order (top last): CC15, CC14, ... are dealt first."""


def do(state: CampaignState, *texts: str) -> CampaignState:
    """Apply each action text in order (checked); returns the state for chaining."""
    for text in texts:
        state.apply(state.parse_action(text))
    return state


def snap(state: CampaignState) -> dict[str, Any]:
    out = observe.snapshot(state)
    out["campaign"] = state.observation(None)["campaign"]
    return out


def legal(state: CampaignState) -> list[str]:
    """The legal actions as texts; checks that asking does not change the state."""
    before = snap(state)
    out = [str(a) for a in state.legal_actions()]
    assert snap(state) == before, "legal_actions() changed the state"
    return out


def table(
    players: int = 3,
    initiative: int = 0,
    number: int = 1,
    event: str = "crisis arrow",
    policy: str = "war peace escalation",
    lore: tuple[str, ...] = ("L01", "L02", "L03", "L04"),
    fates: tuple[str, ...] = ("F3", "F1", "F4", "F7", "F6", "F2", "F8", "F5"),
) -> CampaignState:
    """Act I's table set up (CRB p.4-5) with the given dice, then the Fates (CRB p.6 steps B-D:
    seat p draws ``fates[2p]`` and ``fates[2p + 1]`` and keeps the first), up to the first
    placement. The default Fates give out no First Regent tile (Magnate, Advocate, Partisan,
    Believer)."""
    s = campaign.new_game(players, seed=1)
    do(s, f"initiative {initiative}", "court " + " ".join(COURT_ORDER))
    deck = list(s.court_deck) + list(lore[:players])
    do(s, "shuffle " + " ".join(deck), f"policy {policy}", f"number {number}", f"event {event}")
    do(s, "fates " + " ".join(fates[: 2 * players]))
    while s.phase == "campaign-choose-fate":
        do(s, f"fate {fates[2 * s.mover]}")
    return s


def placed(s: CampaignState, *placements: str) -> CampaignState:
    """Apply the given placements, then the first legal ones until the deal."""
    do(s, *placements)
    while s.phase != Phase.CHANCE_DEAL:
        do(s, legal(s)[0])
    return s


MIKAH, DANE, LOTUS = 0, 1, 2
"""Seats in the rulebook's examples (clockwise)."""


def pos(players: int = 3, campaign_part: dict[str, Any] | None = None, **kw: Any) -> CampaignState:
    """A campaign state from a position (`ambitions.games.arcs_campaign.position`)."""
    return campaign.from_position(
        {"game": "arcs-campaign", "players": players, "campaign": campaign_part or {}, **kw}
    )


def turn(seat: int, card: str = "ADM4", pips: int = 3, mode: str = "lead") -> dict[str, Any]:
    """A turn under way: `seat` played `card` (Administration 4 by default: tax, repair,
    influence), with `pips` actions left."""
    return {"seat": seat, "card": card, "mode": mode, "pips": pips}


def nobody_negotiates(state: CampaignState) -> CampaignState:
    """Every player passes in the Summit's Negotiations (CRB p.17: it then ends)."""
    while state.steps and state.steps[0][0] == "negotiate" and state.mover == state.steps[0][1]:
        do(state, "pass")
    return state


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> Registry:
    """The Act III registry emptied for one test, stand-in Fate parts registered through
    `fates.register_act3` (`act3_support.Registry`)."""
    from .act3_support import Registry

    return Registry(monkeypatch)
