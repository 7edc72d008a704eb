"""Seeded random Act II play with the A Fates continuing (F5-F8) beside the "B" Fates without a
Flagship (F13-F16), every seat's Setup side run through the one registry (`fates.setup_act2`,
`fates.register_act2`), then random actions to the Act's end under the campaign's invariants,
with clone and snapshot round trips and determinized worlds agreeing with the mover's
observation."""

from __future__ import annotations

import json
import random

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs_campaign import flow, invariants, observe, position
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, setup_act2

from .conftest import snap

A_FATES = ("F5", "F6", "F7", "F8")
B_FATES = ("F13", "F14", "F15", "F16")


def mixed_table(players: int, seed: int) -> campaign.CampaignState:
    rng = random.Random(seed)
    fates = rng.sample(A_FATES, players // 2) + rng.sample(B_FATES, players - players // 2)
    rng.shuffle(fates)
    s = campaign.from_position(
        {
            "game": "arcs-campaign",
            "players": players,
            "seed": seed,
            "campaign": {"act": 2, "fates": {"fate": fates, "cards": [[] for _ in range(players)]}},
        }
    )
    setup_act2(s)
    flow.advance(s)
    return s


def test_every_act_two_fate_has_one_setup_side_in_the_registry() -> None:
    assert set(A_FATES + B_FATES) <= set(ACT2_SETUPS)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 5)])
def test_random_act_two_with_a_and_b_fates_keeps_the_invariants(players: int, seed: int) -> None:
    rng = random.Random(seed)
    s = mixed_table(players, seed)
    for _ in range(4000):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal = s.legal_actions()
            assert legal, f"seat {s.current_player()} has no legal action at {s.phase}"
            busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
            s.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal))
        problems = invariants.problems(s)
        assert not problems, (seed, str(s.history[-1]) if s.history else "", problems)
        if len(s.history) % 61 == 0:
            assert snap(s.clone()) == snap(s)
            back = position.load(position.from_observation(json.loads(json.dumps(observe.snapshot(s)))))
            assert snap(back) == snap(s)
            mover = s.current_player()
            if mover >= 0:
                obs = s.observation(mover)
                assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
    assert s.current_player() == TERMINAL, "the Act did not end"
