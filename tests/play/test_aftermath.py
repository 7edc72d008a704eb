"""What a step caused (`GameSpec.aftermath`, issue 29): asked with the spectators' observations
before and after each step, one observation a step, kept in the steps and every log line, shown
by every front end; records, replays and undo give the same words."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

import pytest

import ambitions
from ambitions.core.state import CHANCE, State
from ambitions.play.replay import Replay
from ambitions.play.session import NOTE_INDENT, GameSession, LogLine, PublicView, Step, rebuild_steps
from ambitions.server.games import log_line_json
from ambitions.tui.widgets.log import styled


def random_session(seed: int, players: int = 3) -> GameSession:
    state = ambitions.new_game("arcs", players=players, seed=seed)
    return GameSession(state, humans=range(players), agents={})


def play(session: GameSession, steps: int, rng: random.Random) -> None:
    for _ in range(steps):
        if session.is_over():
            return
        if session.mover() == CHANCE:
            session.step_chance()
        else:
            session.apply_text(rng.choice(session.legal_texts()))


class Counting:
    """Counts the spectators' observations the states of a game's class are asked for."""

    def __init__(self, state: State, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        inner = type(state).observation

        def observation(this: State, seat: int | None) -> dict[str, Any]:
            if seat is None:
                self.calls += 1
            return inner(this, seat)

        monkeypatch.setattr(type(state), "observation", observation)


def test_the_aftermath_reads_public_observations_once_a_step(monkeypatch: pytest.MonkeyPatch) -> None:
    session = random_session(seed=3)
    seen: list[tuple[Any, Any]] = []

    def spy(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
        seen.append((before["seat"], after["seat"]))
        return [f"step {len(seen)}"]

    session.spec = dataclasses.replace(session.spec, aftermath=spy)
    session._public = PublicView(session.spec)
    counting = Counting(session.state, monkeypatch)
    play(session, 60, random.Random(3))
    assert len(seen) == len(session.steps) == 60
    assert set(seen) == {(None, None)}  # spectators' observations only: public facts
    assert counting.calls == 61  # the first step's before, then one after each step
    assert [step.notes for step in session.steps] == [(f"step {k + 1}",) for k in range(60)]


def test_no_aftermath_costs_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    session = random_session(seed=4)
    session.spec = dataclasses.replace(session.spec, aftermath=None)
    session._public = PublicView(session.spec)
    counting = Counting(session.state, monkeypatch)
    play(session, 40, random.Random(4))
    assert counting.calls == 0 and all(step.notes == () for step in session.steps)


def test_records_replays_and_undo_give_the_same_notes() -> None:
    session = random_session(seed=2)
    rng = random.Random(2)
    undone = 0
    while not session.is_over():
        seat = session.mover()
        if seat == CHANCE:
            session.step_chance()
            continue
        session.apply_text(rng.choice(session.legal_texts()))
        if undone < 20 and session.mover() == seat and session.undo_blocker(seat) is None:
            session.undo(seat)  # the next step reads a fresh observation of the replayed state
            undone += 1
    assert undone == 20
    record = session.record()
    notes = [step.notes for step in session.steps]
    assert any(n for n in notes)
    assert [step.notes for step in rebuild_steps(record)] == notes
    assert [step.notes for step in Replay(record).steps] == notes
    assert [step.notes for step in GameSession.load(record, [0, 1, 2], {}).steps] == notes


def test_every_front_end_shows_the_notes() -> None:
    step = Step(CHANCE, "roll A4", views=("roll A4",), notes=("in 2.2: seat 1 has a ship damaged",))
    line = random_session(seed=1).log_line(step, None)
    assert line.notes == step.notes
    # Plain text (the line-by-line game, replays): the step, then each note indented.
    assert line.plain == f"{line.head}\n{NOTE_INDENT}in 2.2: seat 1 has a ship damaged"
    # The full-screen log: extra lines under the step.
    assert styled(line).plain.splitlines()[1:] == [f"{NOTE_INDENT}in 2.2: seat 1 has a ship damaged"]
    # The server: the step's plain text alone, its notes apart (the page shows each as an entry).
    sent = log_line_json(line)
    assert sent["plain"] == line.head and sent["notes"] == ["in 2.2: seat 1 has a ship damaged"]
    assert log_line_json(LogLine(0, "seat 0", "end"))["notes"] == []


def test_the_plain_game_prints_a_chapter_end() -> None:
    from ambitions.bots.base import make_agent
    from ambitions.cli.play import TerminalGame

    lines: list[str] = []
    agents = {p: make_agent("random", p) for p in range(3)}
    game = TerminalGame(ambitions.new_game("arcs", players=3, seed=2), [], agents, write=lines.append)
    assert game.run()
    printed = "\n".join(lines).splitlines()
    ends = [k for k, line in enumerate(printed) if line.startswith(f"{NOTE_INDENT}chapter 1 ends: ")]
    assert len(ends) == 1 and printed[ends[0] + 1].startswith(f"{NOTE_INDENT}Power now: seat 0 ")
    assert printed[ends[0] - 1].startswith("seat ")  # under the step that ended the chapter
