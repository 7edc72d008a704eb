"""Bots in the campaign (arcs-campaign): a greedy-vs-random+ Act I with a Summit ends."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.bots import make_agent
from ambitions.core.state import State
from ambitions.sim.runner import play_game

LIMIT = 1000
"""Decisions an Act I of 2 players stays well under (about 120-200 with these agents)."""


@pytest.mark.parametrize("seed", [2, 4])
def test_greedy_and_random_plus_finish_an_act_with_a_summit(seed: int) -> None:
    """random+ never passes while anything else is legal; with no bound on proposals (now one
    to each Rival per Summit, CRB p.17 read in docs/campaign.md) its Summit never ended. These
    Acts call a Summit, negotiate, and end within `LIMIT` decisions."""
    chosen: list[str] = []

    def watch(state: State, seat: int, action: Any) -> None:
        if seat >= 0:
            chosen.append(str(action))
            assert len(chosen) <= LIMIT, f"no end after {LIMIT} decisions: {chosen[-12:]}"

    agents = [make_agent("greedy", 1), make_agent("random+", 2)]
    result = play_game("arcs-campaign", 2, agents, seed=seed, on_action=watch, record=False)
    assert result.chapters == 3 and len(result.returns) == 2
    assert "summit" in chosen and any(a.startswith("propose") for a in chosen)
