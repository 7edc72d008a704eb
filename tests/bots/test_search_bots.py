"""greedy and ismcts: seeded, legal, observation-only, narrowing, sound choices, a short match."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

import ambitions
from ambitions.bots import Decision, make_agent
from ambitions.bots.base import parse_spec, split_specs
from ambitions.bots.greedy import GreedyAgent
from ambitions.bots.ismcts import ISMCTSAgent, action_kind, narrow
from ambitions.bots.knowledge import knowledge_for
from ambitions.games.arcs import battle
from ambitions.games.arcs.knowledge import ArcsKnowledge, roll_outcomes
from ambitions.games.arcs.state import ArcsState

SEARCHERS = ["greedy", "ismcts:iterations=40"]


def observed(state: ambitions.State) -> Decision:
    """The decision of the seat to move, built from a JSON copy of its observation only."""
    seat = state.current_player()
    obs = json.loads(json.dumps(state.observation(seat)))
    legal = tuple(state.parse_action(t) for t in obs["legal_actions"])
    return Decision(seat, legal, obs)


def sample_decisions(seed: int, count: int, players: int = 3) -> list[Decision]:
    """Decisions with several options met in a random+ game, each frozen as an observation."""
    state = ambitions.new_game("arcs", players=players, seed=seed)
    rng = random.Random(seed)
    out: list[Decision] = []
    step = 0
    while state.current_player() != ambitions.TERMINAL and len(out) < count:
        seat = state.current_player()
        if seat == ambitions.CHANCE:
            state.apply_unchecked(state.sample_chance())
            continue
        legal = state.legal_actions()
        step += 1
        if len(legal) > 2 and step % 7 == 0:
            out.append(observed(state))
        keep = [a for a in legal if str(a) not in ("end", "pass")] or legal
        state.apply_unchecked(rng.choice(keep))
    return out


@pytest.fixture(scope="module")
def decisions() -> list[Decision]:
    return sample_decisions(seed=21, count=10) + sample_decisions(seed=22, count=4, players=2)


@pytest.mark.parametrize("spec", SEARCHERS)
def test_same_seed_same_choices_and_only_legal_ones(spec: str, decisions: list[Decision]) -> None:
    a, b = make_agent(spec, 9), make_agent(spec, 9)
    choices_a = [a.act(d) for d in decisions]
    choices_b = [b.act(d) for d in decisions]
    assert [str(c) for c in choices_a] == [str(c) for c in choices_b]
    assert all(c in d.legal for c, d in zip(choices_a, decisions, strict=True))


def test_ismcts_works_from_the_observation_alone() -> None:
    # The decision carries only a JSON observation (no state anywhere): ismcts determinizes it.
    state = ambitions.new_game("arcs", players=3, seed=4)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    decision = observed(state)
    del state
    agent = make_agent("ismcts:iterations=30", 1)
    assert isinstance(agent, ISMCTSAgent)
    assert agent.act(decision) in decision.legal
    assert agent.last is not None and agent.last.iterations == 30


def test_ismcts_root_parallelism_merges_workers() -> None:
    decision = sample_decisions(seed=5, count=1)[0]
    agent = make_agent("ismcts:iterations=20,workers=2", 3)
    assert isinstance(agent, ISMCTSAgent)
    try:
        assert agent.act(decision) in decision.legal
        assert agent.last is not None and agent.last.iterations == 40
    finally:
        agent.close()


def test_narrowing_keeps_every_kind_and_is_deterministic() -> None:
    actions = [f"move 1.{i % 4} 1.{(i + 1) % 4} {i} 0" for i in range(200)]
    actions += ["tax 1.3#0", "build city 1.2", "build ship 1.2", "influence BC05", "end"]
    actions += [f"battle 2.{i} 1" for i in range(4)]
    kinds = {action_kind(a) for a in actions}
    for width in (1, 4, 8, 24, 60):
        kept = narrow(actions, width, salt=7)
        assert {action_kind(a) for a in kept} == kinds
        assert len(kept) == max(width, len(kinds))
        assert kept == [a for a in actions if a in kept], "order is kept"
        assert narrow(actions, width, salt=7) == kept
    # A kept action stays kept when other actions of its kind come and go (another world).
    kept = narrow(actions, 24, salt=7)
    fewer = [a for a in actions if a in kept or not a.startswith("move") or hash(a) % 2]
    assert set(kept) <= set(narrow(fewer, 24, salt=7)) | {a for a in kept if a not in fewer}
    # With scores, the best of each kind are kept.
    scores = [float(i) for i in range(len(actions))]
    best_moves = [a for a in narrow(actions, 10, salt=1, scores=scores) if a.startswith("move")]
    assert best_moves == actions[200 - len(best_moves) : 200]
    assert narrow(actions[:3], 24, salt=1) == actions[:3]


def test_specs_parse_and_split() -> None:
    assert parse_spec("ismcts:seconds=1,workers=2") == ("ismcts", {"seconds": "1", "workers": "2"})
    assert split_specs("ismcts:iterations=200,workers=2,greedy,random+") == [
        "ismcts:iterations=200,workers=2",
        "greedy",
        "random+",
    ]
    agent = make_agent("ismcts:iterations=200,workers=2", 0)
    assert isinstance(agent, ISMCTSAgent)
    assert agent.params.iterations == 200 and agent.workers == 2
    assert agent.name == "ismcts:iterations=200,workers=2"
    assert isinstance(make_agent("greedy:city=2", 0), GreedyAgent)
    with pytest.raises(ambitions.InvalidOptions, match="not a number"):
        make_agent("ismcts:seconds=soon", 0)
    with pytest.raises(ambitions.InvalidOptions, match="key=value"):
        make_agent("ismcts:fast", 0)
    with pytest.raises(ambitions.InvalidOptions, match="takes no options"):
        make_agent("random:x=1", 0)
    with pytest.raises(ambitions.InvalidOptions, match="unknown Arcs evaluation weights"):
        knowledge_for("arcs", colour=1.0)
    with pytest.raises(ambitions.InvalidOptions, match="unknown Arcs evaluation weights"):
        make_agent("greedy:colour=1", 0)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("ismcts:iterations=inf", "option iterations='inf' is not a finite number"),
        ("ismcts:iterations=1e999", "option iterations='1e999' is not a finite number"),
        ("ismcts:seconds=nan", "option seconds='nan' is not a finite number"),
        ("ismcts:seconds=-inf", "option seconds='-inf' is not a finite number"),
        ("ismcts:workers=Infinity", "option workers='Infinity' is not a finite number"),
        ("ismcts:c=nan", "option c='nan' is not a finite number"),
        ("greedy:city=nan", "option city='nan' is not a finite number"),
        ("greedy:worlds=inf", "option worlds='inf' is not a finite number"),
        ("ismcts:iterations=2.5", "option iterations=2.5 is not a whole number"),
        ("greedy:worlds=1.5", "option worlds=1.5 is not a whole number"),
    ],
)
def test_agent_options_must_be_finite_and_counts_whole(spec: str, message: str) -> None:
    """A non-finite budget would search for ever (``seconds=nan`` never reaches its deadline) or
    crash on int(); every number in a spec is refused by `make_agent` unless it is finite, and a
    count unless it is whole, so the command line and the server say the same."""
    with pytest.raises(ambitions.InvalidOptions, match=re.escape(message)):
        make_agent(spec, 0)
    agent = make_agent("ismcts:iterations=2e3", 0)
    assert isinstance(agent, ISMCTSAgent) and agent.params.iterations == 2000


# -- sound choices in built positions ------------------------------------------------------------
def position(**kw: Any) -> ArcsState:
    base: dict[str, Any] = {"game": "arcs", "players": 3, "setup_card": "3SETUP01", "initiative": 0}
    state = ambitions.from_position({**base, **kw})
    assert isinstance(state, ArcsState)
    return state


def declare_keeper_position() -> ArcsState:
    """Seat 0 leads ADM5 late in the chapter holding three Relics; nobody else has any."""
    return position(
        ships=[
            {"system": "3.3", "seat": 0, "fresh": 2},
            {"system": "6.1", "seat": 1, "fresh": 2},
            {"system": "5.1", "seat": 2, "fresh": 2},
        ],
        buildings=[
            {"slot": "3.3#0", "seat": 0, "kind": "city"},
            {"slot": "6.1#0", "seat": 1, "kind": "city"},
            {"slot": "5.1#0", "seat": 2, "kind": "city"},
        ],
        seats=[
            {"hand": ["CON2"], "resources": ["relic", "relic", "relic"]},
            {"hand_size": 1},
            {"hand_size": 1},
        ],
        turn={"seat": 0, "card": "ADM5", "mode": "lead", "pre_open": True},
    )


def crushing_battle_position() -> ArcsState:
    """Seat 0 has 6 fresh ships against one damaged ship and a damaged city; Warlord declared."""
    return position(
        ships=[
            {"system": "2.3", "seat": 0, "fresh": 6},
            {"system": "2.3", "seat": 1, "damaged": 1},
            {"system": "6.1", "seat": 1, "fresh": 2},
            {"system": "5.1", "seat": 2, "fresh": 2},
        ],
        buildings=[
            {"slot": "2.3#0", "seat": 1, "kind": "city", "damaged": True},
            {"slot": "3.3#0", "seat": 0, "kind": "city"},
            {"slot": "5.1#0", "seat": 2, "kind": "city"},
        ],
        markers=[{"box": "warlord"}],
        seats=[{"hand": ["CON2"]}, {"hand_size": 1}, {"hand_size": 1}],
        turn={"seat": 0, "card": "AGG4", "mode": "lead", "pips": 1},
    )


@pytest.mark.parametrize("spec", ["greedy", "ismcts:iterations=150"])
def test_declares_an_ambition_it_wins(spec: str) -> None:
    state = declare_keeper_position()
    assert "declare keeper" in [str(a) for a in state.legal_actions()]
    assert str(make_agent(spec, 0).act(observed(state))) == "declare keeper"


@pytest.mark.parametrize("spec", ["greedy", "ismcts:iterations=150"])
def test_takes_a_battle_with_overwhelming_odds(spec: str) -> None:
    state = crushing_battle_position()
    assert str(make_agent(spec, 0).act(observed(state))) == "battle 2.3 1"


def test_greedy_settles_the_battle_over_exact_odds() -> None:
    state = crushing_battle_position()
    agent = make_agent("greedy", 0)
    assert isinstance(agent, GreedyAgent)
    decision = observed(state)
    scores = dict(zip(map(str, decision.legal), agent.scores(decision), strict=True))
    # Destroying the ship and the city (Trophies for the declared Warlord) beats any move.
    assert scores["battle 2.3 1"] > max(v for a, v in scores.items() if a != "battle 2.3 1") + 1.0


def test_roll_outcomes_are_the_exact_distribution() -> None:
    state = crushing_battle_position()
    state.apply(state.parse_action("battle 2.3 1"))
    state.apply(state.parse_action("dice 2 2 2"))
    outcomes = roll_outcomes(state, limit=10_000)
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
    # Merging totals that cannot matter keeps the probability of each merged class exact.
    exact = battle.outcome_distribution(2, 2, 2)
    no_hit = sum(float(p) for total, p in exact.items() if total[0] == 0 and total[3] == 0)
    merged_no_hit = 0.0
    for action, p in outcomes:
        faces = battle.roll_faces(state, action)
        assert faces is not None, action
        if all(battle_face_hits(d, f) == 0 for d, f in faces):
            merged_no_hit += p
    assert abs(no_hit - merged_no_hit) < 1e-9
    assert ArcsKnowledge().chance_outcomes(state) is not None


def battle_face_hits(die: int, face: int) -> int:
    from ambitions.games.arcs import data

    f = data.DICE[data.DIE_TYPES[die]][face]
    return f.hits + f.building_hits


# -- a short match -------------------------------------------------------------------------------
def play(specs: list[str], seed: int) -> int:
    """The index of the winning entrant of one game (entrant i at seat i)."""
    agents = [make_agent(s, seed * 10 + i) for i, s in enumerate(specs)]
    state = ambitions.new_game("arcs", players=len(specs), seed=seed)
    while state.current_player() != ambitions.TERMINAL:
        seat = state.current_player()
        if seat == ambitions.CHANCE:
            state.apply_unchecked(state.sample_chance())
            continue
        legal = state.legal_actions()
        action = agents[seat].act(Decision(seat, tuple(legal), state.observation(seat)))
        assert action in legal
        state.apply_unchecked(action)
    assert isinstance(state, ArcsState)
    return state.winner


def test_greedy_beats_random_plus_in_a_short_match() -> None:
    wins = 0
    games = 0
    for deal in range(4):
        for rotation in range(3):
            specs = ["random+"] * 3
            specs[rotation] = "greedy"
            wins += play(specs, seed=100 + deal) == rotation
            games += 1
    assert games == 12
    assert wins >= 9, f"greedy won {wins} of {games}"
