"""Seeded random play of Act II with the Steward, Founder, Magnate and Advocate keeping their Fates
(their Act II Setup sides run, their Act II cards in the Court deck): the invariants hold after
every action, the position round-trips through its snapshot, and determinized worlds agree with
the mover's observation (the Act II cards in the Court deck dealt anew). (The whole Act II setup and
Intermission come with the whole campaign; this checks these Fates' Act II code under random
play.)"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs_campaign import fates, invariants, observe, position
from ambitions.games.arcs_campaign.fates import cards

from .conftest import pos

ACT2_CARDS = [
    c.id
    for c in cards.FATE_SET
    if c.act == 2 and c.kind in ("guild", "vox") and c.id[:3] in ("F1-", "F2-", "F3-", "F4-")
    and c.id not in ("F2-16", "F2-17")  # (the Armistices are tucked under Call for Armistice)
]  # fmt: skip
"""The four Fates' Act II Guild and Vox cards: all in the Court deck for the test."""


def act2_table(fate_list: list[str], seed: int) -> campaign.CampaignState:
    n = len(fate_list)
    rng = random.Random(seed)
    deck = ACT2_CARDS[:]
    rng.shuffle(deck)
    ships = [{"system": f"{p + 2}.1", "seat": p, "fresh": 3} for p in range(n)]
    buildings = [{"slot": f"{p + 2}.1#0", "seat": p, "kind": "city"} for p in range(n)]
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
    s = pos(players=n, ships=ships, buildings=buildings, campaign_part=camp, initiative=0)
    for p, fate in enumerate(s.fates):
        fates.ACT2_SETUPS[fate](s, p)
    assert not invariants.problems(s), invariants.problems(s)
    return s


def play(s: campaign.CampaignState, seed: int) -> campaign.CampaignState:
    rng = random.Random(seed)
    for step in range(6000):
        if s.current_player() == TERMINAL:
            return s
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal = s.legal_actions()
            assert legal, f"seat {s.current_player()} has no legal action at {s.phase}"
            busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
            s.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal))
        problems = invariants.problems(s)
        assert not problems, (seed, str(s.history[-1]), problems)
        mover = s.current_player()
        if step % 29 == 0 and mover >= 0:  # a determinized world agrees with what the mover sees
            obs = s.observation(mover)
            assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs, (seed, step)
        if step % 53 == 0:
            shot = json.loads(json.dumps(observe.snapshot(s)))
            again = position.load(position.from_observation(shot))
            assert observe.snapshot(again) == shot, (seed, step)
    return s


@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize("fate_list", [["F1", "F2", "F3"], ["F4", "F1", "F2", "F3"], ["F3", "F4"]])
def test_random_act2_keeps_the_invariants(fate_list: list[str], seed: int) -> None:
    s = play(act2_table(fate_list, seed), seed)
    assert s.act == 2 and s.current_player() == TERMINAL
