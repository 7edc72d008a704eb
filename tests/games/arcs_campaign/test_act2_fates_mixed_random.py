"""Seeded random play of Act II with a mix of the eight A Fates continuing (F1-F8), 2-4 players:
their Act II Setup sides run, every A Fate's Act II Guild and Vox cards in the Court deck. The
invariants hold after every action, positions round-trip and determinized worlds agree with the
mover's observation (`test_act2_fates_f1_f4_random.play`). (F1-F4 and F5-F8 were built apart: this
plays them together.)"""

from __future__ import annotations

import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import TERMINAL
from ambitions.games.arcs_campaign import fates, invariants
from ambitions.games.arcs_campaign.fates import cards

from .conftest import pos
from .test_act2_fates_f1_f4_random import play

ACT2_CARDS = [
    c.id
    for c in cards.FATE_SET
    if c.act == 2 and c.kind in ("guild", "vox") and c.id.split("-")[0] in cards.A_FATES
    and c.id not in ("F2-16", "F2-17")  # (the Armistices)
]  # fmt: skip
"""Every A Fate's Act II Guild and Vox cards: all in the Court deck for the test."""


def mixed_table(players: int, seed: int) -> campaign.CampaignState:
    rng = random.Random(seed)
    fate_list = rng.sample(list(cards.A_FATES), players)
    deck = ACT2_CARDS[:]
    rng.shuffle(deck)
    ships = [{"system": f"{p + 2}.1", "seat": p, "fresh": 3} for p in range(players)]
    buildings = [{"slot": f"{p + 2}.1#0", "seat": p, "kind": "city"} for p in range(players)]
    camp: dict[str, Any] = {
        "act": 2,
        "first_regent": 0,
        "edicts": ["ED03"],
        "imperial_ships": [{"system": "1.1", "fresh": 2}, {"system": "6.2", "fresh": 1}],
        "free_buildings": [{"slot": "5.2#0", "kind": "city"}, {"slot": "5.3#0", "kind": "starport"}],
        "court": [{"card": "IC01"}, {"card": deck.pop()}, {"card": deck.pop()}, {"card": deck.pop()}],
        "court_deck": deck + ["CC01", "CC02", "CC03", "CC11", "CC12", "CC13"],
        "fates": {"fate": fate_list},
    }
    s = pos(players=players, ships=ships, buildings=buildings, campaign_part=camp, initiative=0)
    for p, fate in enumerate(s.fates):
        fates.ACT2_SETUPS[fate](s, p)
    while s.choices and s.choices[-1][1] == "SHUFFLE":  # (Command Chaos, F7-12A: before the deal)
        s.choices.pop()
        rng.shuffle(s.court_deck)
    assert not invariants.problems(s), invariants.problems(s)
    return s


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_act2_with_every_a_fate_keeps_the_invariants(players: int, seed: int) -> None:
    s = play(mixed_table(players, 100 * players + seed), seed)
    assert s.act == 2 and s.current_player() == TERMINAL
