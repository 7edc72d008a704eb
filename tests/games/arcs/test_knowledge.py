"""The Arcs bot knowledge (`ambitions.games.arcs.knowledge`): its evaluation reads the rules' own
functions, as observations do (control is `ArcsState.controller`, ambition counts are
`chapter.ambition_counts`: no copies), and the battle odds greedy settles with are exact."""

from __future__ import annotations

import random
from dataclasses import fields

import ambitions
from ambitions.games.arcs import battle, chapter, data, knowledge, reach
from ambitions.games.arcs.knowledge import ArcsKnowledge, ArcsWeights, make_knowledge, roll_outcomes
from ambitions.games.arcs.state import ArcsState

from .conftest import pos


def states(games: int = 8, every: int = 13) -> list[ArcsState]:
    out = []
    for seed in range(games):
        options = {"leaders_and_lore": True} if seed % 2 else {}
        s = ambitions.new_game("arcs", players=2 + seed % 3, seed=seed, **options)
        assert isinstance(s, ArcsState)
        rng = random.Random(seed)
        k = 0
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance())
                continue
            if k % every == 0:
                out.append(s.clone())
            s.apply_unchecked(rng.choice(s.legal_actions()))
            k += 1
    return out


def only(weight: str) -> dict[str, float]:
    """Every evaluation weight zero but `weight` (1)."""
    zero = {f.name: 0.0 for f in fields(ArcsWeights) if f.name not in ("scale", "max_outcomes")}
    return zero | {weight: 1.0}


def test_the_ambition_counts_are_the_engine_s() -> None:
    assert knowledge.ambition_counts is chapter.ambition_counts


def test_control_is_the_rules_controller() -> None:
    judge = make_knowledge(**only("control"))
    for s in states():
        expected = [0.0] * s.n
        for system in range(reach.NUM_SYSTEMS):
            if reach.PRINTED_SLOTS[system] and s.controller(system) >= 0:
                expected[s.controller(system)] += 1.0
        assert judge.worth(s) == expected


def test_icons_count_what_chapter_scoring_counts() -> None:
    judge = make_knowledge(**only("icon"))
    for s in states():
        if any(b >= 0 for b in s.marker_box):
            continue  # declared ambitions are weighed with declared_icon and a projection
        expected = [float(sum(chapter.ambition_count(s, p, a) for a in range(5))) for p in range(s.n)]
        assert judge.worth(s) == expected


def crushing_battle_position() -> ArcsState:
    """Seat 0 has 6 fresh ships against one damaged ship and a damaged city; Warlord declared."""
    return pos(
        setup_card="3SETUP01",
        initiative=0,
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
    f = data.DICE[data.DIE_TYPES[die]][face]
    return f.hits + f.building_hits
