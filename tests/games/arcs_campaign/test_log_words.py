"""The campaign's log in words (issue 29): its chance outcomes, the Arcs words it extends, its
moves with Imperial ships and the Flagship, and what a step caused (the Policy, the Imperial
clusters, a chapter's scoring), for every seat and a spectator."""

from __future__ import annotations

import pytest

import ambitions
from ambitions.games.arcs_campaign import render
from support.logwords import kinds_seen, log_problems, play_logs, undescribed

GAMES = [(2, 2, "1", 100_000), (3, 1, "1", 100_000), (4, 3, "1", 100_000), (3, 4, "all", 1500)]


@pytest.mark.parametrize(("players", "seed", "act", "limit"), GAMES)
def test_random_campaigns_log_in_words(players: int, seed: int, act: str, limit: int) -> None:
    session = play_logs("arcs-campaign", players, seed, limit, act=act)
    assert log_problems(session) == []
    assert undescribed(session, {"dice", "hit", "move", "catapult"}) == []
    assert {"policy", "number", "event", "move"} <= kinds_seen(session)
    notes = [note for step in session.steps for note in step.notes]
    obs = session.observation(None)
    assert notes[0] in {f"the Policy drawn is {p}" for p in ("war", "peace", "escalation")}
    clusters = [n for n in notes if n.startswith("the Imperial clusters are ")]
    assert clusters and clusters[0].split("are ")[1] in {f"{c} and {c % 6 + 1}" for c in range(1, 7)}
    for chapter in obs["chapter_scoring"]:  # (each Act of a whole campaign has its chapters 1-3)
        told = sum(note.startswith(f"chapter {chapter['chapter']} ends: ") for note in notes)
        assert told == 1 if act == "1" else told >= 1


def test_the_policy_and_the_imperial_clusters_as_they_are_set() -> None:
    empty: dict[str, object] = {"campaign": {"policy": None, "imperial_clusters": []}, "chapter_scoring": []}
    drawn = {
        "campaign": {"policy": "war", "imperial_clusters": [6, 1], "free_symbol": "hex"},
        "chapter_scoring": [],
    }
    peace = {
        "campaign": {"policy": "peace", "imperial_clusters": [6, 1], "free_symbol": "hex"},
        "chapter_scoring": [],
    }
    assert render.aftermath(empty, drawn) == [
        "the Policy drawn is war",
        "the Imperial clusters are 6 and 1",
        "Free cities stand on the hex planets outside the Imperial clusters",
    ]
    assert render.aftermath(drawn, peace) == ["the Policy is now peace"]
    assert render.aftermath(peace, peace) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("move 1.3 1.0 2 0 imperial 1 0", "move 2 fresh ships and 1 fresh Imperial ship from 1.3 to 1.0"),
        (
            "move 1.0 1.3 0 0 imperial 2 1",
            "move 2 fresh Imperial ships and 1 damaged Imperial ship from 1.0 to 1.3",
        ),
        (
            "move 2.0 3.0 2 0 flagship imperial 1 0",
            "move 2 fresh ships, the Flagship and 1 fresh Imperial ship from 2.0 to 3.0",
        ),
        ("catapult 2.0 2 0 imperial 1 0", "catapult 2 fresh ships and 1 fresh Imperial ship on to 2.0"),
        ("move 1.3 1.0 2 0 judge 1 0", "move 2 fresh ships and the Judge's 1 fresh ship from 1.3 to 1.0"),
    ],
)
def test_campaign_moves_in_words(text: str, words: str) -> None:
    assert render.describe(text, False) == words


def test_the_spec_offers_the_aftermath() -> None:
    assert ambitions.game_spec("arcs-campaign").aftermath is render.aftermath
