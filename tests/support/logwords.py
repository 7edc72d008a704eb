"""What the log-in-words tests of every game share (issue 29): seeded random games played
through a `GameSession`, the log as every seat and a spectator read it, and the checks that it
reads as words.

- `play_logs` plays a game with random agents and returns the session;
- `log_problems` lists every line that falls back to a raw chance outcome, shows a Python list
  or dict, counts one thing in the plural (``1 hits``), or words a shuffle another way than
  ``... is shuffled``;
- `undescribed` lists the decisions of given kinds the game does not put in words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import ambitions
from ambitions.bots.base import make_agent
from ambitions.core.state import CHANCE
from ambitions.play.session import GameSession, LogLine

WRONG_PLURAL = re.compile(
    r"(?<![\d.])\b1 (hits|cards|ships|keys|markers|damage markers|dice|tokens|flames|intercepts|"
    r"pyramids|trophies|agents|resources|players|points|checks|levels|medals|self-hits|"
    r"Shadow cards|phantom ships)\b"
)
"""One thing counted in the plural: ``1 hits`` (`ambitions.core.words.counted` says ``1 hit``)."""
SHUFFLE = re.compile(r"shuffl", re.I)
ONE_SHUFFLE = re.compile(r"\bis shuffled\b")
"""The one way a shuffle is told: ``the Court deck is shuffled`` (``is`` for one deck)."""


def play_logs(game: str, players: int, seed: int, limit: int = 100_000, **options: object) -> GameSession:
    """A game played by random agents from `seed` for at most `limit` steps (to its end when it
    comes sooner), every step through a `GameSession` (so each keeps its log words and notes)."""
    state = ambitions.new_game(game, players=players, seed=seed, **options)
    seats = ambitions.game_spec(game).seats_deciding(players, options)
    session = GameSession(state, (), {p: make_agent("random", seed * 10 + p) for p in seats})
    for _ in range(limit):
        if session.is_over():
            break
        if session.mover() == CHANCE:
            session.step_chance()
        else:
            session.play_bot()
    return session


def every_line(session: GameSession) -> Iterable[LogLine]:
    """Every line of the log as every seat and a spectator read it."""
    for viewer in (*range(session.state.num_players), None):
        yield from session.log(viewer)


def log_problems(session: GameSession) -> list[str]:
    """Each line that does not read as words, with why (empty: the whole log reads well)."""
    problems = []
    for line in every_line(session):
        if line.seat == CHANCE and line.description is None:
            problems.append(f"raw chance outcome: {line.head!r}")
        for text in (line.head, *line.notes):
            if "[" in text or "{" in text:
                problems.append(f"a Python list or dict: {text!r}")
            if WRONG_PLURAL.search(text):
                problems.append(f"one thing in the plural: {text!r}")
            if SHUFFLE.search(text) and not ONE_SHUFFLE.search(text):
                problems.append(f"a shuffle told another way: {text!r}")
    return sorted(set(problems))


def undescribed(session: GameSession, kinds: Iterable[str]) -> list[str]:
    """The decisions of `kinds` (their first word) the game gives no words (`GameSpec.describe`)."""
    wanted = set(kinds)
    return sorted(
        {
            line.head
            for line in every_line(session)
            if line.seat >= 0 and line.text.split(" ", 1)[0] in wanted and line.description is None
        }
    )


def kinds_seen(session: GameSession) -> set[str]:
    """The first words of every step's text (what kinds of action the games went through)."""
    return {step.text.split(" ", 1)[0] for step in session.steps}
