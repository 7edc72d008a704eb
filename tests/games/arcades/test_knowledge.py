"""ARCADEs bot knowledge (`ambitions.games.arcades.knowledge`) and the ``arcades-bot`` agent.

The exact battle odds greedy settles with, the automatic battles it follows by their likeliest
roll (a solo bot's: several can follow one another before anyone decides), and
the printed bot procedure as an agent at any seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import ambitions
from ambitions.bots import make_agent
from ambitions.games.arcades import knowledge
from ambitions.games.arcades.state import ArcadesState, Phase
from ambitions.sim.runner import play_game


def reach(players: int, options: dict[str, Any], wanted: Callable[[ArcadesState], bool]) -> ArcadesState:
    """The first position of a seeded random game where `wanted` holds."""
    for seed in range(200):
        rng = random.Random(seed)
        s = ambitions.new_game("arcades", players=players, seed=seed, **options)
        assert isinstance(s, ArcadesState)
        while not s.is_terminal():
            if wanted(s):
                return s
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance())
            else:
                s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no such position in 200 games")


def test_a_person_s_roll_is_averaged_over_its_exact_outcomes() -> None:
    s = reach(3, {}, lambda s: s.phase == Phase.CHANCE_ROLL)
    outcomes = knowledge.make_knowledge().chance_outcomes(s)
    assert outcomes is not None and len(outcomes) > 1
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    for action, _ in outcomes:
        s.clone().apply(action)  # each is a legal roll


def test_a_bot_s_battle_is_followed_by_its_likeliest_roll() -> None:
    s = reach(3, {"solo": True}, lambda s: s.phase == Phase.CHANCE_ROLL and s.is_bot(s.battle_attacker))
    k = knowledge.make_knowledge()
    every = knowledge.roll_outcomes(s, int(k.w.max_outcomes))
    assert len(every) > 1
    assert k.chance_outcomes(s) == [(max(every, key=lambda o: o[1])[0], 1.0)]


def test_greedy_settles_a_solo_game_in_bounded_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """Solo seed 1 has bot battles one after another: averaging each roll took minutes a
    decision; following the likeliest takes a few thousand evaluations."""
    calls = [0]
    worth = knowledge.ArcadesKnowledge.worth

    def counted(self: knowledge.ArcadesKnowledge, state: ambitions.State) -> list[float]:
        calls[0] += 1
        return worth(self, state)

    monkeypatch.setattr(knowledge.ArcadesKnowledge, "worth", counted)
    agents = [make_agent("greedy", 1), make_agent("random", 2), make_agent("random", 3)]
    result = play_game("arcades", 3, agents, 1, {"solo": True})
    assert result.decisions > 30 and calls[0] < 100_000


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_printed_bot_plays_any_seat_legally_and_beats_random(players: int) -> None:
    wins = 0
    for seed in range(6):
        seat = seed % players
        agents = [
            make_agent("arcades-bot", seed) if p == seat else make_agent("random", p) for p in range(players)
        ]
        result = play_game("arcades", players, agents, seed)  # raises on an illegal choice
        wins += result.winner == seat
    assert wins >= 4
