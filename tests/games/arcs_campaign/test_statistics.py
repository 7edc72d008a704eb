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


def test_a_whole_campaign_counts_each_act_from_its_log_sheet_row() -> None:
    """Act by Act (CRB p.8-9): the Fates of each Act's log sheet rows, those completed and the
    Act's winner; the campaign winner's Fates once; every chapter of the three Acts scored (each
    Act's chapter track starts again, CRB p.7)."""
    for seed in range(2):
        agents = [make_agent("random+", seed * 10 + k) for k in range(3)]
        result = play_game("arcs-campaign", 3, agents, seed=seed, options={"act": "all"})
        assert result.record is not None
        s = ambitions.replay(result.record)
        assert isinstance(s, CampaignState) and s.is_terminal()

        def name(f: str) -> str:
            return f"{f} {cards.FATE_BY_ID[f].name}"

        rows = {act: [r for r in s.log_sheet if r[0] == act] for act in (1, 2, 3)}
        assert result.stats["fates_played"] == [[name(r[2]) for r in rows[a]] for a in (1, 2, 3)]
        assert result.stats["objectives_completed"] == [
            [name(r[2]) for r in rows[a] if r[6]] for a in (1, 2, 3)
        ]
        assert result.stats["acts_won"] == [[name(r[2]) for r in rows[a] if r[7]] for a in (1, 2, 3)]
        assert [len(w) for w in result.stats["acts_won"]] == [1, 1, 1]
        assert rows[3][s.winner][7]  # (the campaign's winner won Act III)
        held = sorted({r[2] for r in s.log_sheet if r[1] == s.winner})
        assert result.stats["campaign_won"] == [[name(f) for f in held]]
        assert len(result.stats["ambitions_scored"]) == 3 + 3 + s.chapter
