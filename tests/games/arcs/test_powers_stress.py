"""Every Court card has a power, and every power fires in random games that seek cards out."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Iterator

import pytest

import ambitions
from ambitions.games.arcs import data, invariants, observe, powers
from ambitions.games.arcs.state import ArcsState

EAGER = {
    "influence", "secure", "prelude", "choose", "declare", "manufacture", "synthesize", "pressgang",
    "execute", "abduct", "trade", "battle", "reroll", "steal", "ransack", "dice",
}  # fmt: skip

HOOKS = [f.name for f in dataclasses.fields(powers.Power) if f.name not in ("id", "name", "discards")]


def test_every_court_card_has_an_implemented_power() -> None:
    """The registry check: a card with no entry, or an entry with no hook set, fails."""
    for card in data.COURT_CARDS:
        power = powers.REGISTRY.get(card.id)
        assert power is not None, f"{card.id} {card.name} has no power"
        assert power.name == card.name
        defaults = powers.Power(card.id, card.name)
        assert any(getattr(power, h) != getattr(defaults, h) for h in HOOKS), f"{card.id} does nothing"


@pytest.fixture
def fired() -> Iterator[Counter[str]]:
    powers.FIRED = Counter()
    try:
        yield powers.FIRED
    finally:
        powers.FIRED = None


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
                continue
            legal = s.legal_actions()
            eager = [a for a in legal if a.kind in EAGER or (a.kind == "spend" and "as" in a.args)]
            s.apply_unchecked(rng.choice(eager) if eager and rng.random() < 0.8 else rng.choice(legal))
            held_max = max(held_max, *(len(g) for g in s.guild))
            steps += 1
            if seed < 20 and steps % 5 == 0:
                assert invariants.problems(s) == [], f"seed {seed} step {steps}"
        assert invariants.problems(s) == [], f"seed {seed}"
        if seed % 8 == 0:
            again = ambitions.replay(json.loads(json.dumps(s.record())))
            assert observe.snapshot(again) == observe.snapshot(s), f"seed {seed}: replay differs"
    assert held_max >= 4  # players really held many Court cards
    missing = [c.id for c in data.COURT_CARDS if not fired[c.id]]
    assert missing == [], f"never fired: {missing}"
