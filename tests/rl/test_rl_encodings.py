"""The encodings protocol (`ambitions.rl.encodings`): games declare them in their spec, they load
by name, masks are built from them, and docs/rl.md shows Arcs' layout exactly as the code has it."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ambitions
from ambitions.rl.encodings import (
    Encodings,
    action_mask,
    bound,
    encodings_for,
    games_with_encodings,
    layout_markdown,
)

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rl.md"


@pytest.mark.parametrize("game", ["arcs", "arcades", "interstellar"])
def test_docs_show_each_layout_as_the_code_has_it(game: str) -> None:
    text = DOCS.read_text()
    start, end = f"<!-- layout:{game} -->\n", f"<!-- /layout:{game} -->"
    shown = text[text.index(start) + len(start) : text.index(end)].strip()
    assert shown == layout_markdown(game), f"docs/rl.md is out of date: paste layout_markdown({game!r}) in"


def test_games_declare_encodings_that_follow_the_protocol(pig: str) -> None:
    assert {"arcs", "arcades", "interstellar", "pig"} <= set(games_with_encodings())
    for game in ("arcs", "arcades", "interstellar", "pig"):
        enc = encodings_for(game)
        assert isinstance(enc, Encodings) and enc.game == game
        assert encodings_for(game) is enc  # loaded once
        assert enc.observation_low.shape == enc.observation_high.shape == enc.observation_shape
        layout = enc.action_layout()
        assert sum(count for _, count, _ in layout) == enc.num_actions


def test_bound_encodings_are_the_games_own_for_its_options(pig: str) -> None:
    """`bound` asks a game that binds (an index that depends on its options) and leaves the
    others' encodings as they are; binding never changes the sizes."""
    for game in ("arcs", "pig"):
        enc = encodings_for(game)
        state = ambitions.new_game(game, players=2, seed=1)
        assert not hasattr(enc, "bind") and bound(enc, state.observation(0)) is enc
    enc = encodings_for("interstellar")
    state = ambitions.new_game("interstellar", players=3, seed=1)
    assert bound(enc, state.observation(0)) is enc  # the default card set: the declared object
    other = state.observation(0)
    other["options"] = {"card_set": json.loads(json.dumps(state.cards.source))}  # type: ignore[attr-defined]
    bound_other = bound(enc, other)
    assert bound_other is not enc and bound_other.num_actions == enc.num_actions
    assert bound_other.observation_shape == enc.observation_shape
    assert bound(enc, other) is bound_other  # one binding per set


def test_the_mask_marks_exactly_the_legal_actions() -> None:
    enc = encodings_for("arcs")
    state = ambitions.new_game("arcs", players=3, seed=2)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    legal = state.legal_actions()
    mask, by_index = action_mask(enc, legal)
    assert mask.dtype == np.int8 and mask.shape == (enc.num_actions,)
    assert int(mask.sum()) == len(legal) == len(by_index)
    assert {by_index[i] for i in np.flatnonzero(mask)} == set(legal)


def test_broken_or_missing_encodings_are_one_line_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    from ambitions.core import registry
    from ambitions.rl import encodings as module

    arcs = ambitions.game_spec("arcs")
    for name, source, words in (
        ("nothing", None, "declares no encodings"),
        ("missing", "ambitions.no_such_module:X", "failed to load: ModuleNotFoundError"),
        ("lacking", "ambitions.core.spec:GameSpec", "lack num_actions"),
    ):
        monkeypatch.setitem(
            registry.GAMES.loaded, name, dataclasses.replace(arcs, name=name, encodings=source)
        )
        with pytest.raises(ambitions.InvalidOptions, match=words) as info:
            encodings_for(name)
        assert "\n" not in str(info.value)
        module._LOADED.pop(name, None)
    with pytest.raises(ambitions.InvalidOptions, match="unknown game"):
        encodings_for("no-such-game")
