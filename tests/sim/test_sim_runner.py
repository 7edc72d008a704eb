"""One game through the simulator: the result read off the final state, ranks, statistics."""

from __future__ import annotations

import ambitions
from ambitions.bots import make_agent
from ambitions.games.arcs import ArcsState
from ambitions.sim.runner import play_game, ranking, winner_of


def test_play_game_result_matches_the_game() -> None:
    agents = [make_agent("random+", 1), make_agent("random", 2)]
    result = play_game("arcs", 2, agents, seed=5)
    assert result.agents == ["random+", "random"]
    assert result.record is not None
    state = ambitions.replay(result.record)
    assert isinstance(state, ArcsState)
    assert state.current_player() == ambitions.TERMINAL
    assert state.returns() == result.returns
    assert result.winner == winner_of(state) == state.winner
    assert result.returns[result.winner] == max(result.returns)
    assert result.actions == len(result.record["actions"])
    chance = result.actions - result.decisions
    assert chance >= 4  # initiative, setup card, court, deal
    assert result.chapter_power == [[float(v) for v in row] for row in state.chapter_scores]
    assert result.chapters == len(state.chapter_scores) >= 1


def test_ranks_put_the_winner_first_and_follow_power() -> None:
    for seed in range(6):
        agents = [make_agent("random+", seed * 10 + k) for k in range(3)]
        result = play_game("arcs", 3, agents, seed=seed)
        assert sorted(result.ranks) == [1, 2, 3]
        assert result.ranks[result.winner] == 1
        by_rank = sorted(range(3), key=lambda p: result.ranks[p])
        powers = [result.returns[p] for p in by_rank]
        assert powers == sorted(powers, reverse=True)
        assert result.record is not None
        assert ranking(ambitions.replay(result.record)) == result.ranks


def test_start_order_is_the_turn_order_at_the_first_decision() -> None:
    seen = set()
    for seed in range(8):
        agents = [make_agent("random", k) for k in range(3)]
        result = play_game("arcs", 3, agents, seed=seed, record=False)
        assert result.record is None
        assert sorted(result.start_order) == [0, 1, 2]
        first = result.start_order[0]
        assert result.start_order == [(first + k) % 3 for k in range(3)]
        seen.add(first)
    assert len(seen) > 1  # the initiative is drawn at random


def markers_before_each_chapter_end(record: dict[str, object]) -> list[list[str]]:
    """Replaying `record`: the ambition boxes holding markers just before each chapter ended."""
    from ambitions.games.arcs.data import AMBITIONS

    state = ambitions.new_game("arcs", players=int(record["players"]), seed=int(record["seed"]))  # type: ignore[call-overload]
    assert isinstance(state, ArcsState)
    out: list[list[str]] = []
    for text in record["actions"]:  # type: ignore[attr-defined]
        boxes = [AMBITIONS[b] for b in state.marker_box if b >= 0]
        state.apply(state.parse_action(text))
        if len(state.chapter_scores) > len(out):
            out.append(sorted(boxes))
    return out


def test_ambitions_scored_are_the_markers_in_the_boxes_at_each_chapter_end() -> None:
    scored_any = False
    for seed in range(10):
        agents = [make_agent("random+", seed * 7 + k) for k in range(3)]
        result = play_game("arcs", 3, agents, seed=seed)
        assert result.record is not None and result.chapter_power is not None
        scored = result.stats["ambitions_scored"]
        assert len(scored) == result.chapters
        assert [sorted(c) for c in scored] == markers_before_each_chapter_end(result.record)
        for chapter, gained in zip(scored, result.chapter_power, strict=True):
            if not chapter:
                assert gained == [0.0, 0.0, 0.0]  # nothing scored, no Power gained
        scored_any = scored_any or any(scored)
    assert scored_any


def test_to_json_is_plain_data_without_timing() -> None:
    result = play_game("arcs", 2, [make_agent("random", 1), make_agent("random", 2)], seed=3)
    data = result.to_json()
    assert set(data) >= {"seed", "agents", "power", "winner", "ranks", "start_order", "decisions", "actions"}
    assert "seconds" not in data and "record" not in data
    assert data["chapters"] == len(data["chapter_power"])
