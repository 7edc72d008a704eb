"""The rules help of Interstellar Ambitions: a note for every kind of action. Its dice are
rolled by the rules (combat, shadow checks), never chosen by a player: it offers no odds."""

from __future__ import annotations

import pytest

from ambitions.core.registry import game_spec
from support.rulenotes import check_notes, kinds_without_notes


def test_notes_are_well_formed() -> None:
    check_notes("interstellar")


@pytest.mark.parametrize("players", [3, 4, 6])
def test_random_games_meet_only_kinds_with_notes(players: int) -> None:
    missing, seen = kinds_without_notes("interstellar", players, range(4))
    assert missing == {}
    assert {"take", "advance", "raid"} <= seen or {"take", "advance", "invade"} <= seen


def test_no_dice_choices() -> None:
    spec = game_spec("interstellar")
    assert spec.odds is None and spec.odds_for("raid 1") is None
    note = spec.note_for("advance-instead")
    assert note is not None and note.kind == "advance-instead"  # not "advance"
