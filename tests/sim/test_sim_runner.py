"""The simulator: seat rotation, paired deals, reproducibility, summaries."""

from __future__ import annotations

from collections import Counter

import pytest

import ambitions
from ambitions.bots import make_agent
from ambitions.games.arcs import ArcsState
from ambitions.sim.runner import (
    deal_seed,
    entrant_labels,
    play_game,
    seating,
    simulate,
    winner_of,
)
from ambitions.sim.stats import wilson_interval


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seating_rotates_every_entrant_through_every_seat(players: int) -> None:
    for block in range(3):
        seen: Counter[tuple[int, int]] = Counter()
        for i in range(block * players, (block + 1) * players):
            seats = seating(players, i)
            assert sorted(seats) == list(range(players))
            seen.update((entrant, seat) for seat, entrant in enumerate(seats))
        assert seen == Counter({(e, s): 1 for e in range(players) for s in range(players)})


def test_simulate_plays_each_spec_at_each_seat_equally_often() -> None:
    specs = ["random", "random+", "random"]
    summary = simulate("arcs", 3, specs, games=6, seed=4)
    labels = entrant_labels(specs)
    assert labels == ["random#1", "random+", "random#2"]
    per_seat = Counter((name, seat) for r in summary.results for seat, name in enumerate(r.agents))
    assert per_seat == Counter({(name, seat): 2 for name in labels for seat in range(3)})


def test_rotations_of_one_deal_share_its_seed() -> None:
    summary = simulate("arcs", 2, ["random", "random+"], games=6, seed=9)
    seeds = [r.seed for r in summary.results]
    assert seeds[0] == seeds[1] == deal_seed(9, 0)
    assert seeds[2] == seeds[3] == deal_seed(9, 1)
    assert seeds[4] == seeds[5] == deal_seed(9, 2)
    assert len({seeds[0], seeds[2], seeds[4]}) == 3
    # The same deal: the setup outcomes recorded by both rotations agree.
    first, second = summary.results[0].record["actions"], summary.results[1].record["actions"]
    assert first[:4] == second[:4]


def test_simulate_is_reproducible() -> None:
    a = simulate("arcs", 3, ["random+", "random", "random+"], games=6, seed=21)
    b = simulate("arcs", 3, ["random+", "random", "random+"], games=6, seed=21)
    c = simulate("arcs", 3, ["random+", "random", "random+"], games=6, seed=22)
    key = [(r.seed, r.agents, r.returns, r.winner, r.decisions, r.record) for r in a.results]
    assert key == [(r.seed, r.agents, r.returns, r.winner, r.decisions, r.record) for r in b.results]
    assert [r.record for r in c.results] != [r.record for r in a.results]
    assert [s.wins for s in a.stats] == [s.wins for s in b.stats]


def test_summary_adds_up() -> None:
    summary = simulate("arcs", 3, ["random", "random", "random"], games=9, seed=2)
    assert summary.games == 9 and len(summary.results) == 9
    assert sum(s.wins for s in summary.stats) == 9
    assert sum(s.win_share for s in summary.stats) == pytest.approx(1.0)
    assert summary.decisions == sum(r.decisions for r in summary.results) > 0
    assert summary.games_per_second > 0 and summary.decisions_per_second > 0
    for st in summary.stats:
        assert st.games == 9
        assert st.win_low <= st.win_share <= st.win_high
        total = sum(r.returns[r.agents.index(st.name)] for r in summary.results)
        assert st.mean_return == pytest.approx(total / 9)
        wins = sum(1 for r in summary.results if r.agents[r.winner] == st.name)
        assert st.wins == wins
    data = summary.to_json()
    assert [s["name"] for s in data["stats"]] == ["random#1", "random#2", "random#3"]
    assert "results" not in data


def test_play_game_result_matches_the_game() -> None:
    agents = [make_agent("random+", 1), make_agent("random", 2)]
    result = play_game("arcs", 2, agents, seed=5)
    assert result.agents == ["random+", "random"]
    state = ambitions.replay(result.record)
    assert isinstance(state, ArcsState)
    assert state.current_player() == ambitions.TERMINAL
    assert state.returns() == result.returns
    assert result.winner == winner_of(state) == state.winner
    assert result.returns[result.winner] == max(result.returns)
    chance = len(result.record["actions"]) - result.decisions
    assert chance >= 4  # initiative, setup card, court, deal


def test_bad_tournaments_are_rejected() -> None:
    with pytest.raises(ambitions.InvalidOptions, match="3 players need 3 agents"):
        simulate("arcs", 3, ["random", "random"], games=3)
    with pytest.raises(ambitions.InvalidOptions, match="not 5"):
        simulate("arcs", 5, ["random"] * 5, games=5)
    with pytest.raises(ambitions.InvalidOptions, match="unknown agent 'nope'"):
        simulate("arcs", 2, ["random", "nope"], games=2)
    with pytest.raises(ambitions.InvalidOptions, match="unknown game"):
        simulate("chess", 2, ["random", "random"], games=2)
    with pytest.raises(ambitions.InvalidOptions, match="at least 1"):
        simulate("arcs", 2, ["random", "random"], games=0)


def test_wilson_interval() -> None:
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson_interval(5, 10)
    assert low == pytest.approx(1 - high) and low == pytest.approx(0.2366, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(90, 100)
    assert low < 0.9 < high
