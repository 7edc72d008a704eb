"""`ambitions simulate arcs-campaign` counts, per Fate, the Acts played, the objectives completed
(marker on 0, CRB p.8) and the Acts won (the most Power)."""

from __future__ import annotations

import random

import ambitions
from ambitions.bots.base import make_agent
from ambitions.games.arcs_campaign.fates import cards
from ambitions.games.arcs_campaign.state import CampaignState
from ambitions.games.arcs_campaign.statistics import STATISTICS
from ambitions.sim.runner import play_game


def test_the_watcher_names_each_seats_fate_its_objective_and_the_winners_fate() -> None:
    for seed in range(3):
        agents = [make_agent("random+", seed * 10 + k) for k in range(3)]
        result = play_game("arcs-campaign", 3, agents, seed=seed)
        record = result.record
        assert record is not None
        s = ambitions.replay(record)
        assert isinstance(s, CampaignState)
        names = [f"{f} {cards.FATE_BY_ID[f].name}" for f in s.fates]
        assert result.stats["fates_played"] == [names]
        assert result.stats["objectives_completed"] == [[names[p] for p in range(3) if s.objective[p] == 0]]
        assert result.stats["acts_won"] == [[names[s.winner]]]
        assert len(result.stats["ambitions_scored"]) == 3  # Arcs' own tally: three chapters


def test_a_completed_objective_is_counted() -> None:
    s = ambitions.new_game("arcs-campaign", players=2, seed=5)
    assert isinstance(s, CampaignState)
    rng = random.Random(5)
    while s.choosing or not all(s.fates):
        chance = s.current_player() == ambitions.CHANCE
        s.apply(s.sample_chance() if chance else rng.choice(s.legal_actions()))
    watcher = STATISTICS.watcher() if STATISTICS.watcher else None
    assert watcher is not None
    s.objective[1] = 0
    stats = watcher.finish(s)
    assert stats["objectives_completed"] == [[f"{s.fates[1]} {cards.FATE_BY_ID[s.fates[1]].name}"]]
    s.objective[1] = 3
    assert watcher.finish(s)["objectives_completed"] == [[]]
