"""Issue 29: every card, leader, lore, Fate, Court card, Shadow card, Tech, Merc or planet that an
action names by id has words a front end can show (`card_texts`, from the game's catalogue)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import ambitions
from ambitions.core.registry import game_spec
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.play.session import card_texts, cards_named

CODE = re.compile(r"^[A-Z][A-Z0-9-]*\d[A-Z0-9-]*$")
"""A word of an action that is an id (``LEAD03``, ``IC01``, ``F8-04W``)."""


@pytest.mark.parametrize(
    ("game", "players", "options", "slugs"),
    [
        ("arcs", 3, {"leaders_and_lore": True}, ()),
        ("arcades", 3, {"solo": True}, ()),
        ("arcades", 2, {}, ()),
        ("interstellar", 4, {}, ("buy", "hire", "play", "build", "research", "colonise-with", "keep")),
        ("arcs-campaign", 3, {"act": "all"}, ()),
    ],
)
def test_every_id_an_action_names_has_words(
    game: str, players: int, options: dict[str, Any], slugs: tuple[str, ...]
) -> None:
    texts = card_texts(game_spec(game))
    assert texts
    missing: set[str] = set()
    named = 0
    for seed in range(2):
        state = ambitions.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        for _ in range(1500):
            mover = state.current_player()
            if mover == TERMINAL:
                break
            if mover == CHANCE:
                state.apply(state.sample_chance())
                continue
            legal = state.legal_actions()
            for action in legal:
                words = str(action).split()
                # Ids in capitals anywhere; a slug game's ids after its card-taking verbs.
                ids = [w for w in words if CODE.match(w)]
                if words and words[0] in slugs:
                    ids += [w for w in words[1:] if re.fullmatch(r"[a-z]+(-[a-z0-9]+)+", w)]
                missing |= {w for w in ids if w not in texts}
                named += bool(cards_named(str(action), texts))
            state.apply(rng.choice(legal))
    assert not missing, sorted(missing)[:20]
    assert named, "some action named a card"


def test_interstellar_plain_text_shows_each_card_in_hand_with_its_words() -> None:
    state = ambitions.new_game("interstellar", players=3, seed=2)
    rng = random.Random(2)
    while not state.observation(0)["seats"][0].get("hand"):
        mover = state.current_player()
        state.apply(state.sample_chance() if mover == CHANCE else rng.choice(state.legal_actions()))
    obs = state.observation(0)
    text = game_spec("interstellar").render(obs)
    texts = card_texts(game_spec("interstellar"))
    for card in obs["seats"][0]["hand"]:
        name = texts[card].split(": ", 1)[1].split(" (", 1)[0]
        assert f"    {name} (" in text, (card, name)
