"""`core.slots.copier`: the straight-line copy of a state kept in ``__slots__``."""

from __future__ import annotations

import pytest

import ambitions
from ambitions.core.slots import copier


class _Box:
    __slots__ = ("name", "items", "rows")

    def __init__(self) -> None:
        self.name = "a"
        self.items = [1, 2]
        self.rows = [[1], [2, 3]]


def test_the_copy_shares_values_and_copies_lists_one_or_two_levels_deep() -> None:
    copy = copier(_Box, ["name"], ["items"], ["rows"])
    box = _Box()
    other = copy(box)
    assert type(other) is _Box and (other.name, other.items, other.rows) == ("a", [1, 2], [[1], [2, 3]])
    other.items.append(9)
    other.rows[1].append(9)
    assert box.items == [1, 2] and box.rows == [[1], [2, 3]]


def test_a_name_that_is_not_a_field_name_is_refused() -> None:
    with pytest.raises(ValueError, match="not a field name"):
        copier(_Box, ["name; import os"], [])


@pytest.mark.parametrize("game", ["arcs", "arcs-campaign"])
def test_a_clone_holds_every_slot_and_shares_no_list(game: str) -> None:
    """Every slot of the state (the game's and its base's) is set on the clone, and no list of
    the clone is a list of the original (a move on the clone would change the original)."""
    state = ambitions.new_game(game, players=3, seed=4)
    for _ in range(60):
        state.apply(state.legal_actions()[0] if state.current_player() >= 0 else state.sample_chance())
    clone = state.clone()
    slots = {name for cls in type(state).__mro__ for name in getattr(cls, "__slots__", ())}
    for name in slots:
        if not hasattr(state, name):
            continue
        value = getattr(state, name)
        assert getattr(clone, name) == value, name
        if isinstance(value, list):
            assert getattr(clone, name) is not value, name
            for i, item in enumerate(value):
                if isinstance(item, list):
                    assert getattr(clone, name)[i] is not item, (name, i)
    assert clone.observation(0) == state.observation(0)
