"""The shortcuts the campaign takes for speed agree with the rules they stand for, at every
position of seeded random games (Act I at 2-4 players, and whole campaigns through Act III):
`empire.may_command` whenever `empire.commands` holds somewhere, `negotiations.may_propose`
with the Negotiation actions listed both ways, and the steps `council.run` hands to their seat
unlisted (`council.ALWAYS_ASKED`) with options that are never empty."""

from __future__ import annotations

import random

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import council, empire, negotiations
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState


def check(s: CampaignState) -> None:
    for seat in range(s.n):
        if any(empire.commands(s, seat, x) for x in range(reach.NUM_SYSTEMS)):
            assert empire.may_command(s, seat)
        for rival in range(s.n):
            if rival != seat:
                both = negotiations.actions(s, seat, rival) or negotiations.actions(s, rival, seat)
                assert negotiations.may_propose(s, seat, rival) == bool(both)
    if s.phase == CampaignPhase.RESOLVE and s.steps and s.steps[0][0] in council.ALWAYS_ASKED:
        assert council.step_options(s)


def play(players: int, seed: int, **options: object) -> int:
    """A seeded random game, checked at every position; the number of decisions."""
    rng = random.Random(seed)
    s = campaign.new_game(players, seed=seed, **options)
    decisions = 0
    while s.current_player() != TERMINAL:
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        check(s)
        legal = s.legal_actions()
        busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
        s.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal))
        decisions += 1
    return decisions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_act_one_shortcuts_agree(players: int) -> None:
    assert sum(play(players, seed) for seed in range(8)) > 0


@pytest.mark.parametrize("seed", [0, 1])
def test_whole_campaign_shortcuts_agree(seed: int) -> None:
    assert play(3, seed, act="all") > 0
