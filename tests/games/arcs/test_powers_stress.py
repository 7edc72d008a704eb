"""Every Court card has a power, and every power fires in random games that seek cards out."""

from __future__ import annotations

import json
import random
from collections import Counter

import ambitions
from ambitions.games.arcs import data, invariants, observe
from ambitions.games.arcs.state import ArcsState

from .conftest import assert_every_card_has_a_power

EAGER = {
    "influence", "secure", "prelude", "choose", "declare", "manufacture", "synthesize", "pressgang",
    "execute", "abduct", "trade", "battle", "reroll", "steal", "ransack", "dice",
}  # fmt: skip


def test_every_court_card_has_an_implemented_power() -> None:
    assert_every_card_has_a_power(data.COURT_CARDS)


def test_card_seeking_games_keep_invariants_and_fire_every_court_power(fired: Counter[str]) -> None:
    held_max = 0
    for seed in range(240):
        players = 2 + seed % 3
        rng = random.Random(seed)
        s = ambitions.new_game("arcs", players=players, seed=5000 + seed)
        assert isinstance(s, ArcsState)
        steps = 0
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance())
                assert invariants.problems(s) == [], f"seed {seed} after {s.history[-1]}"
                continue
            legal = s.legal_actions()
            eager = [a for a in legal if a.kind in EAGER or (a.kind == "spend" and "as" in a.args)]
            s.apply_unchecked(rng.choice(eager) if eager and rng.random() < 0.8 else rng.choice(legal))
            held_max = max(held_max, *(len(g) for g in s.guild))
            steps += 1
            assert invariants.problems(s) == [], f"seed {seed} step {steps}"  # after every action
        assert invariants.problems(s) == [], f"seed {seed}"
        if seed % 8 == 0:
            again = ambitions.replay(json.loads(json.dumps(s.record())))
            assert observe.snapshot(again) == observe.snapshot(s), f"seed {seed}: replay differs"
    assert held_max >= 4  # players really held many Court cards
    missing = [c.id for c in data.COURT_CARDS if not fired[c.id]]
    assert missing == [], f"never fired: {missing}"
