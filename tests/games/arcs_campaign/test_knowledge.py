"""The campaign's evaluation: Arcs' plus the objective (each space still to go costs what failing
costs at the Intermission, CRB p.28), Favors and the First Regent; greedy finds it by the game's
name and plays Act I with it."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

import ambitions
from ambitions.bots.base import make_agent
from ambitions.bots.knowledge import knowledge_for
from ambitions.core.errors import InvalidOptions
from ambitions.games.arcs.knowledge import ArcsKnowledge, ArcsWeights
from ambitions.games.arcs_campaign.knowledge import CampaignKnowledge, CampaignWeights, make_knowledge
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState
from ambitions.sim.runner import play_game


def midgame(players: int, seed: int, actions: int = 60) -> CampaignState:
    """A seeded random Act I some decisions after the Fates are chosen."""
    s = ambitions.new_game("arcs-campaign", players=players, seed=seed)
    assert isinstance(s, CampaignState)
    rng = random.Random(seed)
    played = 0
    while not s.is_terminal() and played < actions:
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance())
            continue
        s.apply_unchecked(rng.choice(s.legal_actions()))
        if not s.choosing and all(m >= 0 for m in s.objective):
            played += 1
    assert all(m >= 0 for m in s.objective)
    return s


def test_the_campaign_has_its_own_knowledge_and_refuses_unknown_weights() -> None:
    assert isinstance(knowledge_for("arcs-campaign"), CampaignKnowledge)
    assert knowledge_for("arcs-campaign", objective_space=2).w.objective_space == 2.0  # type: ignore[attr-defined]
    with pytest.raises(InvalidOptions, match="objective_spac"):
        make_knowledge(objective_spac=1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_objective_space_to_go_costs_its_weight_and_completion_pays(players: int) -> None:
    s = midgame(players, 7 + players)
    k = make_knowledge(objective_space=0.5, objective_met=4)
    seat = 1
    s.objective[seat] = 6
    before = k.worth(s)
    s.objective[seat] = 2
    after = k.worth(s)
    assert after[seat] == pytest.approx(before[seat] + 4 * 0.5)
    assert [after[p] for p in range(players) if p != seat] == [before[p] for p in range(players) if p != seat]
    s.objective[seat] = 0
    assert k.worth(s)[seat] == pytest.approx(before[seat] + 6 * 0.5 + 4)


def test_favors_and_the_first_regent_tile_add_to_their_holder() -> None:
    s = midgame(3, 21)
    k = make_knowledge(favor=0.7, first_regent=1.5, trust=0.0)
    before = k.worth(s)
    s.favors[2 * 3 + 0] += 2  # two of seat 0's agents held as Favors by seat 2
    assert k.worth(s)[2] == pytest.approx(before[2] + 1.4)
    regent = s.first_regent
    assert regent >= 0  # the Steward's, the Admiral's or the initiative holder's tile (CRB p.6)
    with_tile = make_knowledge(first_regent=1.5, trust=0.5).worth(s)
    without = make_knowledge(first_regent=0, trust=0).worth(s)
    extra = [a - b for a, b in zip(with_tile, without, strict=True)]
    assert extra[regent] == pytest.approx(1.5 + 0.5 * sum(s.trust))
    assert all(x == 0 for p, x in enumerate(extra) if p != regent)


def test_without_its_terms_the_campaign_worth_is_the_arcs_worth() -> None:
    s = midgame(4, 3)
    arcs = {f.name for f in fields(ArcsWeights)}
    zero = {f.name: 0.0 for f in fields(CampaignWeights) if f.name not in arcs}
    assert make_knowledge(**zero).worth(s) == ArcsKnowledge().worth(s)


def test_a_campaign_battle_is_its_attackers_follow_up_and_its_roll_is_sampled() -> None:
    k = CampaignKnowledge()
    s = midgame(3, 5)
    s.phase, s.mover = CampaignPhase.BATTLE, 1
    assert k.follow_up(s, 1) and not k.follow_up(s, 2)
    s.phase = CampaignPhase.RESOLVE
    assert not k.follow_up(s, 1)
    s.phase, s.mover = CampaignPhase.CHANCE_ROLL, ambitions.CHANCE
    assert k.chance_outcomes(s) is None


def test_greedy_plays_a_whole_act_with_the_campaign_knowledge() -> None:
    agents = [make_agent("greedy", 1), make_agent("random+", 2)]
    result = play_game("arcs-campaign", 2, agents, seed=4)
    assert result.decisions > 100 and len(result.returns) == 2 and result.winner in (0, 1)
