"""Seeded random Act II play with the "B" Fates without a Flagship (F13-F16): each seat's Act II
Setup side answered at random from an Act II position, then random actions to the Act's end,
under the campaign's invariants after every action (ships, Blight, Psionic tokens with the
flipped Witnesses, Fate Set cards conserved), clone and snapshot round trips, and determinized
worlds agreeing with the mover's observation."""

from __future__ import annotations

import random

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE

from .act2_support import fates_table, play_checked

B_FATES = ("F13", "F14", "F15", "F16")


def act2_table(players: int, seed: int) -> campaign.CampaignState:
    rng = random.Random(seed)
    fates = rng.sample(B_FATES, players)
    return fates_table(players, seed, fates)


def test_setup_questions_are_asked_in_turn_order() -> None:
    """CRB p.7 step F: "If multiple players must make setup choices, resolve them in turn
    order"."""
    s = act2_table(3, 1)
    asked: list[int] = []
    while s.choices:
        if s.current_player() == CHANCE:  # (the position's deal comes first)
            s.apply(s.sample_chance(random.Random(1)))
            continue
        if not asked or asked[-1] != s.mover:
            asked.append(s.mover)
        s.apply(s.legal_actions()[0])
    assert asked == s.turn_order()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_act_two_keeps_the_invariants(players: int, seed: int) -> None:
    rng = random.Random(seed)
    s = act2_table(players, seed)
    play_checked(s, seed, rng)
