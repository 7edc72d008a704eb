"""`greedy`'s Act III knowledge (`knowledge.act3_prospects`, `CampaignKnowledge.worth`): an "A" or
"B" Fate's grand ambitions as the Power the chapter track would give were the chapter scored now
(CRB p.9), a "C" Fate's final objective as the road to winning the campaign (no Power lost for
the spaces left: there is no third Intermission), its chapter-end advances as prospects. The
Fates' parts here are stand-ins registered on an emptied registry (`registry`), so each test
reads one rule; the prospects read only what a seat's observation shows."""

from __future__ import annotations

import random

import pytest

import ambitions
from ambitions.core.registry import determinize
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs_campaign.knowledge import CampaignKnowledge, act3_prospects, make_knowledge
from ambitions.games.arcs_campaign.state import CampaignState

from .act3_support import Registry, table3
from .conftest import LOTUS, MIKAH

A, B, C = "F1", "F9", "F17"
HAND = [{"hand": ["ADM2"]}, {}, {}]  # (a card in hand: the chapter goes on as the position loads)


def advance(by: int):  # type: ignore[no-untyped-def]
    """A stand-in "C" Fate's chapter end: its marker `by` spaces nearer 0."""

    def chapter_end(s: CampaignState, seat: int) -> None:
        s.objective[seat] = max(0, s.objective[seat] - by)

    return chapter_end


def test_grand_ambitions_are_the_chapter_tracks_power_were_the_chapter_scored_now(registry: Registry) -> None:
    """CRB p.9, chapter 2 (3/8 Power): one grand ambition fulfilled is 3 Power, both 8; a "C"
    Fate has none; the worth counts `grand_prospect` of each."""
    registry.add(A, grand=lambda s, seat: (True, False))
    registry.add(B, grand=lambda s, seat: (True, True))
    registry.add(C)
    s = table3([A, B, C], power=[3, 3, 3], objective=[None, None, 10], chapter=2, seats=HAND)
    grand, steps = act3_prospects(s)
    assert grand == [3.0, 8.0, 0.0] and steps == [0.0, 0.0, 0.0]
    with_grand = CampaignKnowledge().worth(s)
    without = make_knowledge(grand_prospect=0).worth(s)
    assert [round(a - b, 6) for a, b in zip(with_grand, without, strict=True)] == [1.5, 4.0, 0.0]


def test_a_grand_ambition_read_after_this_chapters_scoring_counts(registry: Registry) -> None:
    """The grand ambitions are read as `act3.score_grand_ambitions` reads them, after the declared
    ambitions are scored: Mikah's "I win Tycoon this chapter" holds with its Material and a
    marker on Tycoon, not without the marker."""

    def won_tycoon(s: CampaignState, seat: int) -> tuple[bool, bool]:
        return (any(row[0] == 0 and row[3] == seat for row in s.chapter_scoring[-1][1]), False)

    registry.add(A, grand=won_tycoon)
    registry.add(B)
    registry.add(C)
    seats = [{"hand": ["ADM2"], "resources": ["material"]}, {}, {}]
    declared = table3([A, B, C], power=[1, 1, 1], objective=[None, None, 9], chapter=1, seats=seats,
                      markers=[{"box": "tycoon"}, {}, {}])  # fmt: skip
    assert act3_prospects(declared)[0] == [2.0, 0.0, 0.0]  # (chapter 1: 2/4 Power)
    undeclared = table3([A, B, C], power=[1, 1, 1], objective=[None, None, 9], chapter=1, seats=seats)
    assert act3_prospects(undeclared)[0] == [0.0, 0.0, 0.0]


def test_a_final_objectives_chapter_end_advance_is_a_prospect_capped_at_the_spaces_to_go(
    registry: Registry,
) -> None:
    registry.add(A)
    registry.add(B)
    registry.add(C, chapter_end=advance(3))
    far = table3([A, B, C], power=[1, 1, 1], objective=[None, None, 9], chapter=2, seats=HAND)
    assert act3_prospects(far)[1] == [0.0, 0.0, 3.0]
    near = table3([A, B, C], power=[1, 1, 1], objective=[None, None, 2], chapter=2, seats=HAND)
    assert act3_prospects(near)[1] == [0.0, 0.0, 2.0]


def test_a_final_objective_counts_more_per_space_than_an_act_i_objective_and_near_the_win_on_0(
    registry: Registry,
) -> None:
    """Act III: `final_space` per space left (not the Intermission's failing cost of Acts I-II,
    `objective_space`), and `final_met` on 0 (CRB p.9: it wins at the chapter's end)."""
    for fate in (A, B, C):
        registry.add(fate)
    k = CampaignKnowledge()

    def lotus(space: int) -> float:
        s = table3([A, B, C], power=[1, 1, 1], objective=[None, None, space], chapter=2, seats=HAND)
        assert s.current_player() != TERMINAL
        return k.worth(s)[LOTUS]

    assert round(lotus(5) - lotus(6), 6) == k.w.final_space > k.w.objective_space
    assert round(lotus(0) - lotus(1), 6) == k.w.final_space + k.w.final_met
    assert (
        k.worth(table3([A, B, C], power=[1, 1, 1], objective=[None, None, 4], chapter=2, seats=HAND))[MIKAH]
        == k.worth(table3([A, B, C], power=[1, 1, 1], objective=[None, None, 8], chapter=2, seats=HAND))[
            MIKAH
        ]
    )


def act3_positions(seed: int) -> list[CampaignState]:
    """States of a random whole campaign (3 players) in Act III, every 40th action."""
    rng = random.Random(seed)
    s = ambitions.new_game("arcs-campaign", players=3, seed=seed, act="all")
    assert isinstance(s, CampaignState)
    out = []
    while s.current_player() != TERMINAL:
        if s.act == 3 and len(s.history) % 40 == 0 and s.current_player() >= 0:
            out.append(s.clone())
        s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    return out


@pytest.mark.parametrize("seed", [1, 2])
def test_determinized_worlds_give_the_same_act_iii_prospects(seed: int) -> None:
    """The grand ambitions and final objectives read what is public (`observe.observation`)."""
    positions = act3_positions(seed)
    assert positions
    for s in positions:
        seat = s.current_player()
        world = determinize(s.observation(seat), random.Random(seed))
        assert isinstance(world, CampaignState)
        assert act3_prospects(world) == act3_prospects(s)
