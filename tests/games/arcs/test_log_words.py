"""Arcs' log in words (issue 29): every chance outcome and every decision whose text is codes
reads as words, for every seat and a spectator; what a step caused follows it (`aftermath`: the
hits a battle's ships took, a chapter's scoring, the game's end)."""

from __future__ import annotations

import re

import pytest

import ambitions
from ambitions.games.arcs import telling
from ambitions.games.arcs.render import describe
from support.logwords import kinds_seen, log_problems, play_logs, undescribed

GAMES = [(2, 1, {}), (3, 2, {}), (4, 3, {}), (3, 4, {"leaders_and_lore": True}), (2, 5, {})]


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_random_games_log_in_words(players: int, seed: int, options: dict[str, object]) -> None:
    session = play_logs("arcs", players, seed, **options)
    assert session.is_over()
    assert log_problems(session) == []
    assert undescribed(session, {"dice", "hit", "move", "catapult"}) == []
    assert {"roll", "move", "deal"} <= kinds_seen(session)
    # Each chapter's end and the game's end follow the step that caused them, for every reader.
    obs = session.observation(None)
    notes = [note for step in session.steps for note in step.notes]
    for chapter in obs["chapter_scoring"]:
        assert sum(note.startswith(f"chapter {chapter['chapter']} ends: ") for note in notes) == 1
    winner = obs["winner"]
    assert notes[-1] == f"the game ends: seat {winner} wins with {obs['seats'][winner]['power']} Power"
    last = session.log(0)[-1]
    assert last.notes == session.log(None)[-1].notes == session.steps[-1].notes
    assert last.plain.endswith("\n      " + notes[-1])


def test_battle_hits_name_whose_ships_they_land_on() -> None:
    """Over random games with battles, every roll whose hits changed ships says whose."""
    told = []
    for seed in (1, 2, 3):
        session = play_logs("arcs", 3, seed)
        told += [note for step in session.steps for note in step.notes if note.startswith("in ")]
    some = r"(a ship|[2-9] ships)"
    said = re.compile(rf"in [1-6]\.[0-3]: seat [0-2] has {some} (damaged|destroyed)( and {some} destroyed)?")
    assert told and all(said.fullmatch(note) for note in told), told


def obs(
    ships: list[dict[str, object]], buildings: list[dict[str, object]], system: str | None
) -> dict[str, object]:
    return {"battle": {"system": system}, "ships": ships, "buildings": buildings, "chapter_scoring": []}


def test_battle_notes_from_two_observations() -> None:
    before = obs(
        [
            {"system": "2.2", "seat": 1, "fresh": 2, "damaged": 1},
            {"system": "2.2", "seat": 0, "fresh": 3, "damaged": 0},
        ],
        [{"slot": "2.2#0", "seat": 1, "kind": "city", "damaged": False}],
        "2.2",
    )
    after = obs(
        [
            {"system": "2.2", "seat": 1, "fresh": 1, "damaged": 0},
            {"system": "2.2", "seat": 0, "fresh": 2, "damaged": 1},
        ],
        [{"slot": "2.2#0", "seat": 1, "kind": "city", "damaged": True}],
        None,
    )
    assert telling.battle_notes(before, after) == [
        "in 2.2: seat 0 has a ship damaged",
        "in 2.2: seat 1 has a ship damaged and 2 ships destroyed",
        "seat 1's city in 2.2#0 is damaged",
    ]
    assert telling.battle_notes(obs([], [], None), obs([], [], None)) == []  # no battle: no words
    # A step that runs on past the battle's turn (a round's end...) says nothing of the ships.
    later = {**after, "turn": {"seat": 2}}
    assert telling.battle_notes({**before, "turn": {"seat": 1}}, later) == []


def test_a_chapter_end_in_words() -> None:
    row = {
        "ambition": "tycoon", "markers": ["5/3"], "first_power": 5, "second_power": 3,
        "counts": [2, 4, 0], "phantom": None, "first": 1, "second": [0], "bonus": 0, "gained": [3, 5, 0],
    }  # fmt: skip
    tied = {
        **row,
        "ambition": "warlord",
        "markers": ["3/2", "2/1"],
        "first": None,
        "second": [],
        "gained": [0, 0, 0],
    }
    seats = [{"power": 3}, {"power": 5}, {"power": 0}]
    before = {"chapter_scoring": [], "seats": seats, "winner": None}
    after = {"chapter_scoring": [{"chapter": 2, "ambitions": [row, tied]}], "seats": seats, "winner": 1}
    assert telling.aftermath(before, after) == [
        "chapter 2 ends: Tycoon (5/3): seat 1 first, 5 Power; seat 0 second, 3 Power",
        "Warlord (3/2 + 2/1): nobody first; nobody second",
        "Power now: seat 0 3, seat 1 5, seat 2 0",
        "the game ends: seat 1 wins with 5 Power",
    ]
    assert telling.aftermath(after, after) == []  # nothing new: nothing said


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("dice 2 0 1", "roll 2 assault dice and 1 raid die"),
        ("dice 0 1 0", "roll 1 skirmish die"),
        ("hit fresh", "hit a fresh ship"),
        ("hit 2.2#0", "hit the building in 2.2#0"),
        ("move 1.3 1.0 2 1", "move 2 fresh ships and 1 damaged ship from 1.3 to 1.0"),
        ("catapult 2.0 1 0", "catapult 1 fresh ship on to 2.0"),
        ("spend fuel move 1.3 1.0 1 0", "spend fuel to move 1 fresh ship from 1.3 to 1.0"),
        ("lead CON4", None),  # reads well as it is
    ],
)
def test_decisions_in_codes_get_words(text: str, words: str | None) -> None:
    assert describe(text, False) == words


def test_the_spec_offers_the_aftermath() -> None:
    assert ambitions.game_spec("arcs").aftermath is telling.aftermath
