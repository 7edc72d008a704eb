"""Random play from an Act II table set up by each "B" Fate with a Flagship (F9-F12): their
questions, Prelude actions, new actions, battles and chapter ends keep the invariants (pieces,
resources and tokens conserved), every observation determinizes into a state that keeps them,
and snapshots round-trip."""

from __future__ import annotations

import random

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.games.arcs_campaign import flow, invariants
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, pos, snap, turn

CHANCE, TERMINAL = -1, -2


def table(fate: str) -> CampaignState:
    """Three seats with ships and buildings in several clusters; Dane's turn; Mikah sets up
    `fate`'s Act II side."""
    s = pos(
        ships=[
            {"system": "3.3", "seat": MIKAH, "fresh": 3},
            {"system": "1.1", "seat": MIKAH, "fresh": 2},
            {"system": "5.2", "seat": MIKAH, "fresh": 2},
            {"system": "1.1", "seat": DANE, "fresh": 2},
            {"system": "2.2", "seat": DANE, "fresh": 3},
            {"system": "4.2", "seat": LOTUS, "fresh": 3},
            {"system": "3.3", "seat": LOTUS, "fresh": 1},
        ],
        buildings=[
            {"slot": "3.3#0", "seat": MIKAH, "kind": "city"},
            {"slot": "2.2#0", "seat": DANE, "kind": "starport"},
            {"slot": "4.2#0", "seat": LOTUS, "kind": "city"},
        ],
        seats=[
            {"resources": ["relic", "fuel"]},
            {"resources": ["psionic", "material"]},
            {"resources": ["weapon"]},
        ],
        turn=turn(DANE, "AGG4", 3),
        campaign_part={"act": 2, "fates": {"fate": [fate, "F7", "F6"], "cards": [[], [], []]}},
    )
    ACT2_SETUPS[fate](s, MIKAH)
    flow.advance(s)
    return s


OWN_KINDS = {"F9": {"clue"}, "F10": {"banner"}, "F11": {"fragment"}, "F12": {"choose"}}
"""An action of each Fate's own that random play must reach at least once in its seeds."""


@pytest.mark.parametrize("fate", ["F9", "F10", "F11", "F12"])
def test_random_play_keeps_the_invariants(fate: str) -> None:
    kinds: set[str] = set()
    for seed in range(12):
        rng = random.Random(seed)
        s = table(fate)
        assert invariants.problems(s) == []
        for step in range(2000):
            if s.mover == TERMINAL:
                break
            if s.mover == CHANCE:
                s.apply(s.sample_chance(rng))
            else:
                a = rng.choice(s.legal_actions())
                kinds.add(a.kind)
                s.apply(a)
            assert invariants.problems(s) == [], (seed, step, s.history[-1])
            if step % 25 == 0 and s.mover >= 0:
                obs = s.observation(s.mover)
                world = campaign.determinize(obs, random.Random(step))
                assert invariants.problems(world) == []
                assert world.legal_actions() == s.legal_actions()
                t = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
                assert snap(t) == snap(s)
    assert OWN_KINDS[fate] <= kinds


def test_random_play_through_breaking_worlds_battles() -> None:
    """Rivals' battles in Breaking Worlds (F11-03B), chosen at random: invariants, determinized
    worlds and snapshots at every step while the break is under way."""
    from .test_fate_planet_breaker import rivals_there

    for seed in range(10):
        rng = random.Random(seed)
        s = rivals_there()
        s.apply(s.parse_action("break"))
        steps = 0
        while s.breaking and steps < 200:
            steps += 1
            if s.mover == CHANCE:
                s.apply(s.sample_chance(rng))
            else:
                s.apply(rng.choice(s.legal_actions()))
            assert invariants.problems(s) == [], (seed, s.history[-1])
            if s.mover >= 0:
                world = campaign.determinize(s.observation(s.mover), random.Random(steps))
                assert world.legal_actions() == s.legal_actions()
            t = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
            assert snap(t) == snap(s)
        assert not s.breaking and s.turn_seat == MIKAH
