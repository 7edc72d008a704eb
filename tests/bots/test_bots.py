"""The bundled bots: seeded, choosing from the legal actions, random+ never wasting a turn."""

from __future__ import annotations

import random

import pytest

import ambitions
from ambitions.bots import Decision, RandomAgent, RandomPlusAgent, agent_names, make_agent


def game_decisions(seed: int, players: int = 3, limit: int = 400) -> list[Decision]:
    """The decisions met in a random game (legal lists from the real engine)."""
    state = ambitions.new_game("arcs", players=players, seed=seed)
    rng = random.Random(seed)
    out: list[Decision] = []
    while state.current_player() != ambitions.TERMINAL and len(out) < limit:
        seat = state.current_player()
        if seat == ambitions.CHANCE:
            state.apply_unchecked(state.sample_chance())
            continue
        legal = state.legal_actions()
        out.append(Decision(seat, tuple(legal)))  # no observation: random bots must not need it
        state.apply_unchecked(rng.choice(legal))
    return out


@pytest.mark.parametrize("spec", ["random", "random+"])
def test_same_seed_same_choices(spec: str) -> None:
    decisions = game_decisions(seed=11)
    a, b = make_agent(spec, 5), make_agent(spec, 5)
    choices_a = [a.act(d) for d in decisions]
    choices_b = [b.act(d) for d in decisions]
    assert choices_a == choices_b
    assert all(c in d.legal for c, d in zip(choices_a, decisions, strict=True))


@pytest.mark.parametrize("spec", ["random", "random+"])
def test_different_seeds_differ(spec: str) -> None:
    decisions = [d for d in game_decisions(seed=12) if len(d.legal) > 3]
    assert len(decisions) > 20
    a, b = make_agent(spec, 1), make_agent(spec, 2)
    assert [a.act(d) for d in decisions] != [b.act(d) for d in decisions]


def test_random_is_uniform_over_legal() -> None:
    agent = make_agent("random", 0)
    legal = ["a", "b", "end", "pass"]
    counts = dict.fromkeys(legal, 0)
    for _ in range(4000):
        counts[agent.act(Decision(0, tuple(legal)))] += 1
    assert all(800 < c < 1200 for c in counts.values()), counts


def test_random_plus_avoids_end_and_pass() -> None:
    agent = make_agent("random+", 3)
    for _ in range(500):
        assert agent.act(Decision(0, ("end", "pass", "move 1.1 1.0 1 0", "tax 1.3#0"))) in (
            "move 1.1 1.0 1 0",
            "tax 1.3#0",
        )
    assert agent.act(Decision(0, ("end",))) == "end"
    assert agent.act(Decision(0, ("pass",))) == "pass"
    assert agent.act(Decision(0, ("pass", "end"))) in ("pass", "end")


def test_random_plus_in_real_games_never_wastes_a_turn() -> None:
    checked = 0
    for seed in range(4):
        agent = make_agent("random+", seed)
        for d in game_decisions(seed, players=2 + seed % 3):
            choice = agent.act(d)
            assert choice in d.legal
            if any(str(a) not in ("end", "pass") for a in d.legal):
                assert str(choice) not in ("end", "pass"), d.legal
                checked += 1
    assert checked > 100


def test_make_agent_names_and_errors() -> None:
    names = agent_names()
    assert {"greedy", "ismcts", "random", "random+", "policy"} <= set(names)
    assert names == sorted(names)
    assert isinstance(make_agent("random", 0), RandomAgent)
    assert isinstance(make_agent("random+", 0), RandomPlusAgent)
    assert make_agent("random+", 0).name == "random+"
    with pytest.raises(
        ambitions.InvalidOptions, match=r"'smart'.*known agents: .*greedy, ismcts,.* random, random\+"
    ):
        make_agent("smart", 0)
    with pytest.raises(ValueError):
        make_agent("", 0)


@pytest.mark.parametrize(
    ("game", "players"), [("arcs", 3), ("arcades", 3), ("interstellar", 4), ("arcs-campaign", 3)]
)
def test_every_bot_pickles_mid_game_and_goes_on_choosing_alike(game: str, players: int) -> None:
    """An agent crosses processes and Ray actors pickled (a learner's league, the simulator's
    workers): after a round trip it chooses as the original does (compiled parts included)."""
    import pickle

    from ambitions.bots.base import decision_for

    for name in agent_names():
        if name in ("policy", "ismcts"):  # a file's network; a search with worker processes
            continue
        try:
            original = make_agent(name, 3)
            state = ambitions.new_game(game, players=players, seed=4)
            first = None
            choices: list[tuple[object, object]] = []
            while len(choices) < 6 and state.current_player() != ambitions.TERMINAL:
                seat = state.current_player()
                if seat == ambitions.CHANCE:
                    state.apply_unchecked(state.sample_chance())
                    continue
                if first is None:
                    first = pickle.loads(pickle.dumps(original))  # after it was made
                copy = pickle.loads(pickle.dumps(original))  # and after each choice so far
                decision = decision_for(state, seat, original)
                mine = original.act(decision)
                choices.append((mine, copy.act(decision_for(state, seat, copy))))
                state.apply(mine)
        except ambitions.AmbitionsError as exc:  # a game's own bot refuses other games
            assert "arcades" in name or "only" in str(exc) or game in str(exc), exc
            continue
        assert choices and all(a == b for a, b in choices), (name, choices)
