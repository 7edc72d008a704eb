"""Issue 29 ("solo: solo:"): the start page and `ambitions games` print an option as its name then
its help, so no help repeats its option's name, and every help is a phrase of its own."""

from __future__ import annotations

import pytest

from ambitions.core.registry import game_names, game_spec


@pytest.mark.parametrize("game", game_names())
def test_no_option_help_repeats_its_name(game: str) -> None:
    for option in game_spec(game).options:
        name = option.name.replace("_", " ")
        help_ = option.help.lower()
        repeats = help_.startswith((f"{name}:", f"{option.name}:", f"{name} "))
        assert not repeats, (game, option.name, option.help)
        assert option.help and option.help == option.help.strip(), (game, option.name)
