"""The campaign's chance outcomes in words (issue 29): the log tells each die and each hidden
shuffle or deal, never a bare "Policy." or "Number 4."."""

from __future__ import annotations

import random

import pytest

import ambitions
from ambitions.core.state import CHANCE
from ambitions.games.arcs_campaign.render import describe


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("policy", "the Policy deck is shuffled"),
        ("shuffle", "a deck is shuffled"),
        ("court", "the Court deck is shuffled"),
        ("fates", "the Fates are dealt (each seat sees its own)"),
        ("number 4", "the number die shows 4"),
        ("number 2 5", "the number die shows 2, then 5"),
        ("event crisis hex", "the event die shows crisis hex"),
        ("eventroll edict arrow 3", "the event die shows edict arrow, the number die 3"),
        ("seedroll 6", "the number die shows 6 (Seed, Spore Guides)"),
    ],
)
def test_chance_outcomes_are_told_in_words(text: str, words: str) -> None:
    assert describe(text, chance=True) == words


def test_every_chance_outcome_of_whole_campaigns_has_words() -> None:
    """Whatever a seat sees of a chance outcome in whole random campaigns is told in words, not
    given back as its bare text."""
    bare: set[str] = set()
    for seed in range(2):
        s = ambitions.new_game("arcs-campaign", players=3, seed=seed, act="all")
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                a = s.sample_chance(rng)
                seen = s.action_text(a, 0)
                if describe(seen, chance=True) is None:
                    bare.add(seen.split()[0])
                s.apply(a)
            else:
                s.apply(rng.choice(s.legal_actions()))
    assert not bare, bare
