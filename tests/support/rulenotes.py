"""Shared checks of a game's rules help (`GameSpec.rules`): random games whose every legal action
must have a note."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import ambitions
from ambitions.core.registry import game_spec


def kinds_without_notes(
    game: str, players: int, seeds: range, options: Mapping[str, Any] | None = None, limit: int = 20000
) -> tuple[dict[str, str], set[str]]:
    """Play seeded random games of `game`; the action texts whose kind has no note (one example
    per first word), and every first word seen (so a test can check it saw enough)."""
    spec = game_spec(game)
    missing: dict[str, str] = {}
    seen: set[str] = set()
    for seed in seeds:
        rng = random.Random(seed)
        s = ambitions.new_game(game, players=players, seed=seed, **dict(options or {}))
        for _ in range(limit):
            mover = s.current_player()
            if mover == ambitions.TERMINAL:
                break
            if mover == ambitions.CHANCE:
                s.apply(s.sample_chance(rng))
                continue
            legal = s.legal_actions()
            for action in legal:
                text = str(action)
                word = text.split()[0]
                if word not in seen:
                    seen.add(word)
                    if spec.note_for(text) is None:
                        missing.setdefault(word, text)
            s.apply_unchecked(rng.choice(legal))
    return missing, seen


def check_notes(game: str) -> None:
    """Every note has a kind, a one-line summary and a source, and no kind is written twice."""
    notes = game_spec(game).rule_notes()
    assert notes
    kinds = [n.kind for n in notes]
    assert len(kinds) == len(set(kinds)), sorted(k for k in kinds if kinds.count(k) > 1)
    for note in notes:
        assert note.kind == note.kind.strip().lower() and note.kind
        assert note.summary and "\n" not in note.summary and len(note.summary) <= 160, note
        assert note.source and note.title, note
