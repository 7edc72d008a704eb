"""Seeded random Act II play with the A Fates continuing (F5-F8) beside the "B" Fates without a
Flagship (F13-F16), every seat's Setup side run through the one registry (`fates.setup_act2`,
`fates.register_act2`), then random actions to the Act's end under the campaign's invariants,
with clone and snapshot round trips and determinized worlds agreeing with the mover's
observation."""

from __future__ import annotations

import random

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS

from .act2_support import fates_table, play_checked

A_FATES = ("F5", "F6", "F7", "F8")
B_FATES = ("F13", "F14", "F15", "F16")


def mixed_table(players: int, seed: int) -> campaign.CampaignState:
    rng = random.Random(seed)
    fates = rng.sample(A_FATES, players // 2) + rng.sample(B_FATES, players - players // 2)
    rng.shuffle(fates)
    return fates_table(players, seed, fates)


def test_every_act_two_fate_has_one_setup_side_in_the_registry() -> None:
    assert set(A_FATES + B_FATES) <= set(ACT2_SETUPS)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 5)])
def test_random_act_two_with_a_and_b_fates_keeps_the_invariants(players: int, seed: int) -> None:
    rng = random.Random(seed)
    s = mixed_table(players, seed)
    play_checked(s, seed, rng)
