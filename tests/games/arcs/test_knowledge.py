"""The Arcs evaluation reads the rules' own functions, as observations do: control is
`ArcsState.controller`, ambition counts are `chapter.ambition_counts` (no copies)."""

from __future__ import annotations

import random
from dataclasses import fields

import ambitions
from ambitions.games.arcs import chapter, evaluation, reach
from ambitions.games.arcs.knowledge import ArcsWeights, make_knowledge
from ambitions.games.arcs.state import ArcsState


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
    assert evaluation.ambition_counts is chapter.ambition_counts  # (greedy's evaluation, compiled)


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
