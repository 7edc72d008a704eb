"""ARCADEs' log in words (issue 29): every chance outcome and every decision whose text is codes
reads as words, for every seat and a spectator, in every mode (3 and 4 players, 2 with the
phantom, solo); what a step caused follows it from the public event log (`aftermath`)."""

from __future__ import annotations

import pytest

import ambitions
from ambitions.games.arcades import render
from support.logwords import kinds_seen, log_problems, play_logs, undescribed

CODES = {"dice", "hit", "place", "move", "agent", "declare", "ships", "repair", "battle"}
GAMES = [
    (2, 1, {}),
    (3, 2, {}),
    (4, 3, {}),
    (2, 7, {}),
    (3, 4, {"solo": True}),
    (3, 5, {"solo": True, "hard": True}),
]


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_random_games_log_in_words(players: int, seed: int, options: dict[str, object]) -> None:
    session = play_logs("arcades", players, seed, **options)
    assert session.is_over()
    assert log_problems(session) == []
    assert undescribed(session, CODES) == []
    assert {"roll", "play"} <= kinds_seen(session)
    # The public event log's lines follow the steps that caused them, each once, in order.
    notes = [note for step in session.steps for note in step.notes]
    events = session.observation(None)["events"]
    told = [n for n in notes if not n.startswith("in cluster ") and "'s city on " not in n]
    assert told[-len(events) :] == events
    assert any(" wins the round with " in n for n in notes) and any(" scored " in n for n in notes)
    assert notes[-1].startswith("game over: ") and notes[-1].endswith(" Power")


def test_new_events_past_the_kept_ones() -> None:
    """The event log keeps its last 40 lines: what is new is what follows the old lines kept."""
    old = [f"event {k}" for k in range(40)]
    new = old[3:] + ["event 40", "event 41", "event 42"]
    assert render.aftermath({"events": old}, {"events": new}) == ["event 40", "event 41", "event 42"]
    assert render.aftermath({"events": old}, {"events": old}) == []
    assert render.aftermath({"events": []}, {"events": ["a"]}) == ["a"]


def test_whose_ships_a_battles_hits_land_on() -> None:
    def obs(
        ships: list[tuple[int, int, int]], city: bool, cluster: int | None, side: int = 0
    ) -> dict[str, object]:
        return {
            "chapter": 1,
            "turn": {"side": side},
            "battle": {"cluster": cluster},
            "phantom_side": 2,
            "ships": [{"cluster": 3, "side": s, "fresh": f, "damaged": d} for s, f, d in ships],
            "cities": [{"planet": "3.2", "seat": 1, "fresh": city}],
            "events": [],
        }

    before = obs([(0, 2, 0), (1, 1, 1), (2, 2, 0)], True, 3)
    after = obs([(0, 1, 1), (1, 0, 1), (2, 0, 1)], False, None)
    assert render.aftermath(before, after) == [
        "in cluster 3: seat 0 has a ship damaged",
        "in cluster 3: seat 1 has a ship damaged and a ship destroyed",
        "in cluster 3: the phantom has 2 ships damaged and a ship destroyed",
        "seat 1's city on 3.2 is damaged",
    ]
    assert render.aftermath(before, obs([(0, 1, 1)], False, None, side=1)) == []  # another turn


@pytest.mark.parametrize(
    ("text", "chance", "words"),
    [
        (
            "roll A3 S0 R5",
            True,
            "the dice show: assault 2 hits and a flame, skirmish blank, raid a pyramid and a key",
        ),
        ("deal", True, "the action deck is shuffled and dealt"),
        ("stack", True, "the phantom's deck is shuffled and its stack dealt"),
        ("start 4", True, "the start card drawn is cluster 4"),
        ("dice 1 2 0", False, "roll 1 assault die and 2 skirmish dice"),
        ("place 4 1", False, "place 1 ship into gate 4"),
        ("move 3 4 damaged", False, "move a damaged ship from gate 3 to gate 4"),
        ("spend fuel move 3 4 2 0", False, "spend fuel to move 2 fresh ships from gate 3 to gate 4"),
        ("spend relic repair 1", False, "spend relic to repair 1 ship in the agent's cluster"),
        ("spend weapons battle 3 phantom", False, "spend weapons to battle the phantom in cluster 3"),
        ("declare 5/3", False, "declare the 5/3 ambition marker"),
        ("play ADM4", False, None),  # reads well as it is
    ],
)
def test_words(text: str, chance: bool, words: str | None) -> None:
    assert render.describe(text, chance) == words


def test_the_board_shows_no_python_list() -> None:
    session = play_logs("arcades", 3, 2, limit=120)
    text = session.render(None)
    assert "influence" in text and "influence [" not in text and "dice [" not in text


def test_the_spec_offers_the_aftermath() -> None:
    assert ambitions.game_spec("arcades").aftermath is render.aftermath
