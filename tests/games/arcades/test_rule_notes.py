"""The rules help of ARCADEs: a note for every kind of action, and the battle odds (exact)."""

from __future__ import annotations

import pytest

from ambitions.core.registry import game_spec
from ambitions.games.arcades import data, odds
from support.rulenotes import check_notes, kinds_without_notes


def test_notes_are_well_formed() -> None:
    check_notes("arcades")


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {}), (4, {}), (3, {"solo": True}), (3, {"solo": True, "human_seat": 2})],
)
def test_random_games_meet_only_kinds_with_notes(players: int, options: dict[str, object]) -> None:
    missing, seen = kinds_without_notes("arcades", players, range(5), options)
    assert missing == {}
    assert {"play", "dice", "battle"} <= seen


def test_one_skirmish_die_hits_half_the_time() -> None:
    assert [f.hits for f in data.DICE[data.SKIRMISH]] == [0, 0, 0, 1, 1, 1]
    said = odds.odds("dice 0 1 0")
    assert said is not None
    assert said.splitlines() == [
        "Dice: 1 skirmish",
        "  skirmish: blank x3, hit x3",
        "Hits (hits on defending ships): 0: 1/2 (50.0%); 1: 1/2 (50.0%)",
    ]


def test_raid_die_by_hand() -> None:
    """Raid: 2 keys+intercept; key+flame; intercept; pyramid+flame x2; pyramid+key."""
    said = odds.odds("dice 0 0 1")
    assert said is not None
    assert "Flames (hits on your own attacking ships): 0: 1/2 (50.0%); 1: 1/2 (50.0%)" in said
    assert "Keys (to steal the defender's resources): 0: 1/2 (50.0%); 1: 1/3 (33.3%); 2: 1/6 (16.7%)" in said
    assert "Pyramids (push the defender's agent away): 0: 1/2 (50.0%); 1: 1/2 (50.0%)" in said
    assert "At least one intercept (the defender strikes back once): 1/3 (33.3%)" in said


def test_assault_and_skirmish_by_hand() -> None:
    """Hits: assault 0/1/2 with 1/6, 1/2, 1/3; skirmish 0/1 with 1/2 each."""
    said = odds.odds("dice 1 1 0")
    assert said is not None
    assert (
        "Hits (hits on defending ships): 0: 1/12 (8.3%); 1: 1/3 (33.3%); 2: 5/12 (41.7%); 3: 1/6 (16.7%)"
        in said
    )


def test_distribution_sums_to_one() -> None:
    assert sum(odds.distribution(2, 2, 1).values()) == 1


@pytest.mark.parametrize("text", ["dice 0 0 0", "dice 3 3 0", "dice 1 1", "move 3 4 fresh", "dice x 0 0"])
def test_no_odds_for_other_texts(text: str) -> None:
    """More than five dice is no ARCADEs pool."""
    assert odds.odds(text) is None


def test_spec_offers_the_odds() -> None:
    assert game_spec("arcades").odds_for("dice 1 0 0") == odds.odds("dice 1 0 0")
