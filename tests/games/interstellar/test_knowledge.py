"""Interstellar bot knowledge (`ambitions.games.interstellar.knowledge`) with ``greedy``.

Greedy must finish its games: the 3:1 exchange is offered at every paying step (I-25), and
opening it then closing it unused is no move at all, so neither the bot's evaluation nor the
rules may let a turn stall on it; and a finished game it wins is worth more to it than any
unfinished one (else it would rather not end a game it leads).
"""

from __future__ import annotations

import pytest

import ambitions
from ambitions.bots import make_agent
from ambitions.core.state import CHANCE
from ambitions.games.interstellar.knowledge import InterstellarKnowledge
from ambitions.sim.runner import play_game


@pytest.mark.parametrize("seed", [2, 5])
def test_greedy_against_random_plus_finishes_its_games(seed: int) -> None:
    """Seeds where greedy once opened and closed the exchange without end (seed 2: while it
    led and ending its turn would end the game; seed 5: rather than take a costly token)."""
    agents = [make_agent("greedy", 1), make_agent("random+", 2), make_agent("random+", 3)]
    decisions = 0

    def count(_state: object, seat: int, _action: object) -> None:
        nonlocal decisions
        decisions += 1 if seat != CHANCE else 0
        assert decisions < 5_000, "the game stalls"

    result = play_game("interstellar", 3, agents, seed=seed, on_action=count, record=False)
    assert result.decisions == decisions and 0 <= result.winner < 3


def test_a_won_finished_game_is_worth_more_than_the_winners_assets() -> None:
    """At the end only VP count, plus the winner's bonus: more than a position's assets."""
    s = ambitions.new_game("interstellar", players=3, seed=4)
    agents = [make_agent("random+", seat) for seat in range(3)]
    unfinished: list[list[float]] = []
    knowledge = InterstellarKnowledge()

    def watch(state: object, seat: int, _action: object) -> None:
        if seat != CHANCE:
            unfinished.append(knowledge.worth(state))  # type: ignore[arg-type]

    result = play_game("interstellar", 3, agents, seed=4, on_action=watch, record=True)
    assert result.record is not None
    end = ambitions.replay(result.record)
    assert end.is_terminal() and s.current_player() == CHANCE
    final = knowledge.worth(end)
    vp = [float(v) for v in result.returns]
    winner = result.winner
    assert final == [v + (knowledge.w.win if p == winner else 0.0) for p, v in enumerate(vp)]
    # The winner's margin at the end beats its margin anywhere before.
    best_before = max(w[winner] - max(x for p, x in enumerate(w) if p != winner) for w in unfinished)
    assert final[winner] - max(x for p, x in enumerate(final) if p != winner) > best_before
