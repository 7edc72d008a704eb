"""Demonstrations for behaviour cloning (`ambitions.rl.imitation`): each kept decision is the
learner's view of it, its choice replays the agent's game, and its return is the environment's."""

from __future__ import annotations

import numpy as np
import pytest

import ambitions
from ambitions.core.errors import InvalidOptions
from ambitions.rl.imitation import AGENT_SEED_SALT, Demonstrations, demonstrate
from ambitions.rl.slots import slot_view
from ambitions.rl.table import Table

pytest.importorskip("gymnasium", reason="the rl extra is not installed")


@pytest.mark.parametrize(
    ("game", "agent"), [("arcades", "random+"), ("arcs", "random+"), ("interstellar", "random")]
)
def test_choices_replay_the_agents_game_and_views_are_the_learners(game: str, agent: str) -> None:
    players = 3 if game != "interstellar" else 4
    demos = demonstrate(game, players, agent, [11], slots=256, gamma=1.0)
    assert demos.games == 1 and len(demos) > 20
    # the game as the agents played it
    from ambitions.bots.base import checked_act, decision_for, make_agent

    agents = [make_agent(agent, (11 * AGENT_SEED_SALT + p) % 2**31) for p in range(players)]
    played = Table(game, players, {}, "margin", True)
    played.deal(11)
    while not played.over:
        seat = played.mover
        played.play(checked_act(agents[seat], decision_for(played.state, seat, agents[seat])))
    # the same game rebuilt from the demonstrations alone: each row's chosen place, in order
    table = Table(game, players, {}, "margin", True)
    table.deal(11)
    for row in range(len(demos)):
        seat = table.mover
        view, mask, chosen = slot_view(table.encodings, table.observe(seat), table.legal(), 256)
        assert np.array_equal(demos.views[row], view)
        assert np.array_equal(demos.masks[row], mask)
        assert demos.masks[row][demos.choices[row]] == 1
        table.play(table.legal()[chosen[int(demos.choices[row])]])
    assert table.over  # every decision was kept (none beyond the last place)
    assert table.state.record()["actions"] == played.state.record()["actions"]


def test_returns_are_the_environments_rewards_from_each_decision() -> None:
    """With no discount, a seat's first return is its scores after its first decision plus the
    final margin, times the scale; with a discount, later rewards weigh less."""
    seed, players = 5, 3
    flat = demonstrate("arcades", players, "random+", [seed], gamma=1.0)
    table = Table("arcades", players, {}, "margin", True)
    table.deal(seed)
    first_row: dict[int, int] = {}
    scores_at_first: dict[int, float] = {}
    row = 0
    while not table.over:
        seat = table.mover
        if seat not in first_row:
            first_row[seat] = row
            scores_at_first[seat] = float(table.state.scores()[seat])
        legal = table.legal()
        _, _, chosen = slot_view(table.encodings, table.observe(seat), legal, 256)
        table.play(legal[chosen[int(flat.choices[row])]])
        row += 1
    final = table.final_rewards()
    scores = table.state.scores()
    for seat, r in first_row.items():
        expected = 0.1 * (float(scores[seat]) - scores_at_first[seat] + final[seat])
        assert flat.returns[r] == pytest.approx(expected, abs=1e-4)
    assert len(set(np.round(flat.returns, 4))) > 2  # not one constant
    discounted = demonstrate("arcades", players, "random+", [seed], gamma=0.9)
    assert np.array_equal(discounted.choices, flat.choices)
    assert not np.allclose(discounted.returns, flat.returns)


def test_join_and_refusals() -> None:
    a = demonstrate("arcades", 3, "random", [1])
    b = demonstrate("arcades", 3, "random", [2])
    both = Demonstrations.join([a, b])
    assert both.games == 2 and len(both) == len(a) + len(b)
    assert np.array_equal(both.choices[len(a) :], b.choices)
    with pytest.raises(InvalidOptions, match="no demonstrations"):
        Demonstrations.join([])
    with pytest.raises(InvalidOptions, match="gamma"):
        demonstrate("arcades", 3, "random", [1], gamma=0.0)
    with pytest.raises(ambitions.AmbitionsError):
        demonstrate("arcades", 3, "no-such-bot", [1])
