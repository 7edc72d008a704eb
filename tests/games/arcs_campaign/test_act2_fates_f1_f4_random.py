"""Seeded random play of Act II with the Steward, Founder, Magnate and Advocate keeping their Fates
(their Act II Setup sides run, their Act II cards in the Court deck): the invariants hold after
every action, the position round-trips through its snapshot, and determinized worlds agree with
the mover's observation (the Act II cards in the Court deck dealt anew). (The whole Act II setup and
Intermission come with the whole campaign; this checks these Fates' Act II code under random
play.)"""

from __future__ import annotations

import random

import pytest

from ambitions.core.state import TERMINAL

from .act2_support import act2_cards, play_checked, random_act2_table

ACT2_CARDS = act2_cards(("F1", "F2", "F3", "F4"))
"""The four Fates' Act II Guild and Vox cards: all in the Court deck for the test."""


@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize("fate_list", [["F1", "F2", "F3"], ["F4", "F1", "F2", "F3"], ["F3", "F4"]])
def test_random_act2_keeps_the_invariants(fate_list: list[str], seed: int) -> None:
    s = random_act2_table(fate_list, random.Random(seed), ACT2_CARDS)
    play_checked(s, seed, random.Random(seed), every=29)
    assert s.act == 2 and s.current_player() == TERMINAL
