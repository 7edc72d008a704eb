"""The Arcs evaluation reads the rules' own functions, as observations do: control is
`ArcsState.controller`, ambition counts are `chapter.ambition_counts` (no copies)."""

from __future__ import annotations

import random
from dataclasses import fields

import ambitions
from ambitions.games.arcs import chapter, evaluation, reach
from ambitions.games.arcs.knowledge import ArcsWeights, make_knowledge
from ambitions.games.arcs.state import RESOURCE_SLOTS as SLOTS
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


def board_counts(s: ArcsState, seat: int) -> dict[str, float]:
    """Each map, board and Court term for `seat`, counted plainly from the state's fields."""
    n = s.n
    systems = range(reach.NUM_SYSTEMS)
    codes = [c for c in s.slots if c >= 0 and c >> 2 == seat]
    court = 0.0
    securable = 0.0
    for i, cid in enumerate(s.court):
        row = s.court_agents[i * n : (i + 1) * n]
        if cid and row[seat]:
            court += row[seat]
            if row[seat] == max(row) and row.count(max(row)) == 1:
                securable += 1
    hand = s.hands[seat]
    return {
        "fresh_ship": float(sum(s.fresh[x * n + seat] for x in systems)),
        "damaged_ship": float(sum(s.damaged[x * n + seat] for x in systems)),
        "city": float(sum(1 for c in codes if c >> 1 & 1)),
        "starport": float(sum(1 for c in codes if not c >> 1 & 1)),
        "damaged_building": float(sum(1 for c in codes if c & 1)),
        "resource": float(sum(1 for r in s.resources[seat * SLOTS : (seat + 1) * SLOTS] if r >= 0)),
        "guild": float(len(s.guild[seat])),
        "outrage": float(bin(s.outrage[seat]).count("1")),
        "card": float(len(hand)),
        "card_pip": float(sum(evaluation.CARD_PIPS.get(c, 0) for c in hand)),
        "court_agent": court,
        "securable": securable,
    }


def test_each_map_board_and_court_term_counts_what_it_names() -> None:
    """One weight at a time (the others zero): the evaluation's term is that count, for every
    seat, in positions with buildings damaged, Outrage, Guild cards and agents at Court."""
    terms = list(board_counts(states(1)[0], 0))
    judges = {term: make_knowledge(**only(term)) for term in terms}
    seen = dict.fromkeys(terms, 0)
    for s in states(games=12, every=7):
        if s.is_terminal():
            continue
        counts = [board_counts(s, p) for p in range(s.n)]
        for term, judge in judges.items():
            assert judge.worth(s) == [c[term] for c in counts], term
            seen[term] += sum(1 for c in counts if c[term])
    assert all(seen.values()), seen  # every term met at least once with something to count


def test_the_compiled_margin_is_the_margin_of_the_worth_to_the_bit() -> None:
    """greedy scores with `ArcsKnowledge.margin` (one compiled call): the very value
    ``margin(worth(state), seat)`` gives, and a knowledge extending Arcs' with its own `worth`
    (the campaign's) has that worth read."""
    from ambitions.bots.knowledge import knowledge_for, margin

    judge = make_knowledge()
    for s in states(games=6, every=11):
        for seat in range(s.n):
            assert judge.margin(s, seat) == margin(judge.worth(s), seat)
    campaign = knowledge_for("arcs-campaign")
    s = ambitions.new_game("arcs-campaign", players=3, seed=2)
    rng = random.Random(2)
    checked = 0
    while not s.is_terminal() and checked < 60:
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance())
            continue
        for seat in range(3):
            assert campaign.margin(s, seat) == margin(campaign.worth(s), seat)  # type: ignore[attr-defined]
        if campaign.worth(s) != judge.worth(s):
            checked += 1
        s.apply_unchecked(rng.choice(s.legal_actions()))
    assert checked  # positions where the campaign's worth is its own
