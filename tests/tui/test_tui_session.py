"""`GameSession` without a UI: applying typed actions, undo limits, reveals, save and load, the log."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import ambitions
from ambitions.bots import make_agent
from ambitions.core.errors import IllegalAction, InvalidActionText, InvalidRecord
from ambitions.core.state import CHANCE
from ambitions.play.session import GameSession, Step, log_line, rebuild_steps


def _session(record: dict[str, Any], humans: list[int]) -> GameSession:
    n = record["players"]
    agents = {p: make_agent("random+", p) for p in range(n) if p not in humans}
    return GameSession.load(record, humans, agents)


def test_invalid_text_changes_nothing() -> None:
    session = GameSession(ambitions.new_game("arcs", players=2, seed=3), [0, 1], {})
    while session.mover() == CHANCE:
        session.step_chance()
    seat = session.mover()
    before = session.observation(seat), list(session.steps), session.record()
    for text in ("banana", "move 9.9 9.9 1 0", "lead", ""):
        with pytest.raises((IllegalAction, InvalidActionText)):
            session.apply_text(text)
        assert (session.observation(seat), session.steps, session.record()) == before
    legal = session.legal_texts()
    step = session.apply_text("  " + legal[0].upper() + " ")  # spacing and case do not matter
    assert (step.seat, step.text, step.reveals) == (seat, legal[0], False)
    assert step.views == (legal[0],) * 3  # 2 seats and a spectator see it in full


def test_undo_restores_the_observation_and_stops_at_the_roll(after_roll_record: dict[str, Any]) -> None:
    session = _session(after_roll_record, [0])
    assert session.mover() == 0 and session.steps[-1].text.startswith("roll")
    assert session.undo_blocker(0) == "nothing to undo since a die roll"
    with pytest.raises(IllegalAction, match="die roll"):
        session.undo(0)
    before = session.observation(0)
    record = session.record()
    text = next(t for t in session.legal_texts() if t.startswith(("move", "battle")))
    session.apply_text(text)
    if session.mover() != 0:  # the move ended the decision; undo is the other seat's business
        assert session.undo_blocker(0) is not None
        return
    undone = session.undo(0)
    assert undone.text == text
    assert session.observation(0) == before
    assert session.record() == record
    assert session.undo_blocker(0) == "nothing to undo since a die roll"


def test_undo_never_crosses_another_seat() -> None:
    session = GameSession(ambitions.new_game("arcs", players=2, seed=1), [0, 1], {})
    while session.mover() == CHANCE:
        session.step_chance()
    first = session.mover()
    while session.mover() == first:
        session.apply_text(session.legal_texts()[0])
    while session.mover() == CHANCE:
        session.step_chance()
    second = session.mover()
    if session.steps[-1].seat == CHANCE:
        assert "since" in (session.undo_blocker(second) or "")
    else:
        assert session.undo_blocker(second) == f"nothing to undo since seat {first}'s decision"
    assert session.undo_blocker(first) == f"it is not seat {first}'s decision"


def test_securing_from_the_deck_is_a_reveal(before_secure_record: dict[str, Any]) -> None:
    session = _session(before_secure_record, [0, 1, 2])
    seat = session.mover()
    deck = session.observation(seat)["court_deck_size"]
    text = next(t for t in session.legal_texts() if t.startswith("secure"))
    step = session.apply_text(text)
    assert session.observation(seat)["court_deck_size"] == deck - 1  # a new card came up
    assert step.reveals
    if session.mover() == seat:
        assert session.undo_blocker(seat) == f"cannot undo {text!r}: it revealed a card"


def test_random_games_mark_only_card_reveals() -> None:
    """Over seeded games: moves never reveal; every secure with a deck left does."""
    for seed in range(3):
        session = GameSession(ambitions.new_game("arcs", players=3, seed=seed), [0, 1, 2], {})
        rng = random.Random(seed)
        while not session.is_over():
            if session.mover() == CHANCE:
                session.step_chance()
                continue
            deck = session.observation(session.mover())["court_deck_size"]
            step = session.apply_text(rng.choice(session.legal_texts()))
            kind = step.text.split()[0]
            if kind in ("move", "build", "repair", "tax", "influence", "lead", "surpass", "pivot", "copy"):
                assert not step.reveals, step
            if kind == "secure" and deck > 0:
                assert step.reveals, step


def test_save_and_load_rebuild_the_same_steps(tmp_path: Path) -> None:
    session = GameSession(ambitions.new_game("arcs", players=2, seed=4), [0], {1: make_agent("random+", 1)})
    rng = random.Random(0)
    for _ in range(120):
        if session.mover() == CHANCE:
            session.step_chance()
        elif session.mover() == 0:
            session.apply_text(rng.choice(session.legal_texts()))
        else:
            session.play_bot()
    path = session.save(tmp_path / "game.json")
    loaded = GameSession.load(GameSession.read_record(path), [0], {1: make_agent("random+", 1)})
    assert loaded.steps == session.steps
    assert loaded.observation(0) == session.observation(0)
    assert rebuild_steps(session.record()) == session.steps


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "not JSON"),
        ("[1, 2]", "a record must be a JSON object"),
        ('{"game": "arcs", "players": 2}', "'actions' must be a list"),
        ('{"game": "arcs", "players": 2, "seed": 1, "actions": ["lead ADM9"]}', "lead ADM9"),
    ],
)
def test_bad_records_are_clear_errors(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(InvalidRecord, match=message):
        GameSession.load(GameSession.read_record(path), [0], {1: make_agent("random", 1)})
    with pytest.raises(InvalidRecord, match="cannot read"):
        GameSession.read_record(tmp_path / "missing.json")


def test_log_hides_face_down_plays_and_deals_but_shows_dice() -> None:
    def label(seat: int) -> str:
        return f"seat {seat}"

    describe = ambitions.game_spec("arcs").describe

    kinds: set[str] = set()
    for seed in range(3):
        session = GameSession(ambitions.new_game("arcs", players=3, seed=seed), [0, 1, 2], {})
        rng = random.Random(seed)
        while not session.is_over():
            if session.mover() == CHANCE:
                session.step_chance()
            else:
                session.apply_text(rng.choice(session.legal_texts()))
        for step in session.steps:
            kind = step.text.split()[0]
            kinds.add(kind)
            for viewer in (0, 1, 2, None):
                line = log_line(step, viewer, label, describe).head
                if kind in ("copy", "seize"):
                    if viewer == step.seat:
                        assert line == f"{label(step.seat)}: {step.text} (hidden from the others)"
                    else:
                        assert line == f"{label(step.seat)}: {kind} (face down)"
                elif kind in ("deal", "draw", "court"):
                    assert line.strip() in (
                        "the action deck is shuffled and dealt",
                        "action cards are drawn",
                        "the Court deck is shuffled",
                    )
                elif kind == "roll":
                    assert line.startswith("  the dice show: ") and step.text not in line
                elif kind == "move":  # ship counts in words
                    _, src, dst, fresh, damaged = step.text.split()
                    assert line.startswith(f"{label(step.seat)}: move ") and f"from {src} to {dst}" in line
                    assert (f"{fresh} fresh ship" in line) == (fresh != "0"), line
                    assert (f"{damaged} damaged ship" in line) == (damaged != "0"), line
                elif step.seat >= 0 and kind in ("build", "lead", "battle"):
                    assert line == f"{label(step.seat)}: {step.text}"
    assert {"copy", "deal", "court", "roll", "move"} <= kinds
    roll = log_line(Step(CHANCE, "roll A1 A4 R0"), viewer=None, label=label, describe=describe).plain
    said = "the dice show: assault a hit and a self-hit, assault 2 hits, raid 2 keys and an intercept"
    assert roll == "  " + said


def test_summary_of_a_finished_game() -> None:
    session = GameSession(ambitions.new_game("arcs", players=2, seed=3), [0, 1], {})
    rng = random.Random(2)
    while not session.is_over():
        if session.mover() == CHANCE:
            session.step_chance()
        else:
            session.apply_text(rng.choice(session.legal_texts()))
    summary = session.summary()
    assert summary.scores == session.state.returns()
    assert summary.periods == session.observation(None)["chapter_scores"]
    lines = summary.lines()
    assert lines[1] == "Final Power: " + ", ".join(f"seat {p} {v:g}" for p, v in enumerate(summary.scores))
    assert lines[2] == f"Winner: seat {summary.winner}"
    assert json.dumps(session.record())  # JSON-safe
