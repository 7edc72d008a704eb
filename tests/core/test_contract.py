"""The kernel contract, checked the same way for every game: the bundled ones and the plugin.

Seeded random games through the public API only: every observation is JSON-safe and carries its
seat's legal actions; a clone does not move with its original; a world determinized from a seat's
observation shows that seat the same observation; an illegal action raises and changes nothing;
the record survives JSON and replays to the same observations and returns.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import ambitions

GAMES = [("arcs", (2, 3, 4), 4), ("pig", (2, 3, 4), 20)]
"""(game, player counts, games per count)."""


def as_json(obs: dict[str, Any]) -> str:
    return json.dumps(obs, sort_keys=True, allow_nan=False)


def check_game(game: str, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = ambitions.new_game(game, players=players, seed=seed)
    probe = rng.randrange(5, 60)
    decisions = 0
    snapshot: tuple[ambitions.State, int, str] | None = None
    while state.current_player() != ambitions.TERMINAL:
        seat = state.current_player()
        if seat == ambitions.CHANCE:
            state.apply(state.sample_chance())
            continue
        legal = state.legal_actions()
        obs = state.observation(seat)
        assert obs["legal_actions"] == [str(a) for a in legal]
        decisions += 1
        if decisions == probe:
            snapshot = (state.clone(), seat, as_json(obs))
            world = ambitions.determinize(json.loads(as_json(obs)), random.Random(seed))
            assert as_json(world.observation(seat)) == as_json(obs), f"{game} seed {seed}: determinize"
            before = as_json(state.observation(None))
            with pytest.raises(ambitions.AmbitionsError):
                state.apply(state.parse_action("no-such-action"))
            assert as_json(state.observation(None)) == before
        state.apply(rng.choice(legal))
    record = json.loads(json.dumps(state.record()))
    again = ambitions.replay(record)
    assert again.returns() == state.returns()
    for seat in [*range(players), None]:
        assert as_json(again.observation(seat)) == as_json(state.observation(seat))
    if snapshot is not None:
        clone, seat, seen = snapshot
        assert as_json(clone.observation(seat)) == seen, f"{game} seed {seed}: the clone moved"


@pytest.mark.parametrize(("game", "counts", "games"), GAMES, ids=[g for g, _, _ in GAMES])
def test_every_game_keeps_the_kernel_contract(
    game: str, counts: tuple[int, ...], games: int, request: Any
) -> None:
    if game == "pig":
        request.getfixturevalue("pig")  # the plugin game, installed for this test
    assert ambitions.game_spec(game).players == counts
    for players in counts:
        for seed in range(1, games + 1):
            check_game(game, players, seed)
