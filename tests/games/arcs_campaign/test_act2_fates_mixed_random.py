"""Seeded random play of Act II with a mix of the eight A Fates continuing (F1-F8), 2-4 players:
their Act II Setup sides run, every A Fate's Act II Guild and Vox cards in the Court deck. The
invariants hold after every action, positions round-trip and determinized worlds agree with the
mover's observation (`act2_support.play_checked`). (F1-F4 and F5-F8 were built apart: this plays
them together.)"""

from __future__ import annotations

import random

import pytest

from ambitions.core.state import TERMINAL
from ambitions.games.arcs_campaign.fates import cards

from .act2_support import act2_cards, play_checked, random_act2_table

ACT2_CARDS = act2_cards(cards.A_FATES)
"""Every A Fate's Act II Guild and Vox cards: all in the Court deck for the test."""


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_act2_with_every_a_fate_keeps_the_invariants(players: int, seed: int) -> None:
    rng = random.Random(100 * players + seed)
    s = random_act2_table(rng.sample(list(cards.A_FATES), players), rng, ACT2_CARDS)
    play_checked(s, seed, random.Random(seed), every=29)
    assert s.act == 2 and s.current_player() == TERMINAL
