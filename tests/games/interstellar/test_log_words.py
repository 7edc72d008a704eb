"""Interstellar's log in words (issue 29): every chance outcome (dice with what they caused, the
cards that come up, Shadow deals and reveals without their cards for the others) and every
decision whose text is codes reads as words, for every seat and a spectator, 3 to 6 players."""

from __future__ import annotations

import pytest

import ambitions
from ambitions.games.interstellar import render
from ambitions.games.interstellar.cards import Effect
from ambitions.games.interstellar.render import describe, effect_text
from support.logwords import kinds_seen, log_problems, play_logs, undescribed

GAMES = [(3, 1, 100_000), (4, 2, 1200), (5, 3, 1200), (6, 4, 1200)]


@pytest.mark.parametrize(("players", "seed", "limit"), GAMES)
def test_random_games_log_in_words(players: int, seed: int, limit: int) -> None:
    session = play_logs("interstellar", players, seed, limit)
    assert log_problems(session) == []
    kinds = {"mix", "advance", "take", "advance-instead", "raid", "invade", "attack"}
    assert undescribed(session, kinds) == []
    assert {"deal", "techs", "planet", "mix", "take"} <= kinds_seen(session)


@pytest.mark.parametrize(
    ("text", "chance", "words"),
    [
        ("deal 1 cards", True, "1 Shadow card is dealt face down"),
        ("reveal 3 cards", True, "3 Shadow cards are revealed to the buyer"),
        ("reveal rush-orders", True, "Shadow cards revealed to you: rush-orders"),
        ("roll 4 — die 4 +0 = 4", True, "the check die is rolled — die 4 +0 = 4"),
        (
            "roll 46 5 — seat 0's Strike Craft fires",
            True,
            "the combat dice are rolled — seat 0's Strike Craft fires",
        ),
        ("mix 0 2 0 1", False, "produce 2 ore, 1 coins"),
        (
            "advance build.0 fleet.2",
            False,
            "advance the BUILD token from preparing to basic, the FLEET token from moderate to strong",
        ),
        ("take colonise.1", False, "take the action of the COLONISE token at basic"),
        ("advance-instead", False, "take no action and advance one token instead"),
        ("attack 2", False, "attack the enemy's 2nd ship"),
        ("steal coins 3", False, "steal 3 coins"),
        ("build destroyer", False, None),  # reads well as it is
    ],
)
def test_words(text: str, chance: bool, words: str | None) -> None:
    assert describe(text, chance) == words


def test_card_effects_count_in_the_singular() -> None:
    assert effect_text(Effect("ship_dice", ship="strike-craft", amount=1)) == "strike-craft +1 die"
    assert effect_text(Effect("emergency_weight", count=2)) == "counts as 2 ships"


def test_the_end_is_told_after_the_step_that_caused_it() -> None:
    session = play_logs("interstellar", 3, 1)
    assert session.is_over()
    obs = session.observation(None)
    notes = [note for step in session.steps for note in step.notes]
    winner = obs["winners"][0]
    assert notes[-1] == f"the game ends: seat {winner} wins with {obs['seats'][winner]['vp']} VP"
    assert f"seat {obs['trigger']}'s third ambition triggers the end" in " ".join(notes)
    assert ambitions.game_spec("interstellar").aftermath is render.aftermath


def test_a_shared_victory() -> None:
    seats = [{"vp": 40}, {"vp": 40}, {"vp": 12}]
    before = {"winners": [], "trigger": 0, "seats": seats}
    after = {"winners": [0, 1], "trigger": 0, "seats": seats}
    assert render.aftermath(before, after) == ["the game ends: seats 0 and 1 share the victory with 40 VP"]
