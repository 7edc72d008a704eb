"""The engine's shortcuts agree with the plain computations they stand for, over random games.

`economy.can_exchange` answers whether `economy.exchange_options` is empty without building it;
`track.movable` and `track.can_move` read the token counts directly; `effects.held_of` lists one
kind of effect without the others; the legal list a forced
decision computed in `flow.advance` is kept as the decision's legal actions. Each is checked
against a straightforward version at every decision of seeded random games (3-6 players, with
and without the ``exchange_mixed`` option), for every seat, also with random holdings.
"""

from __future__ import annotations

import random

import pytest

import ambitions
from ambitions.games.interstellar import InterstellarState, data, economy, effects, flow, track

GAMES = 2


def reference_movable(s: InterstellarState, seat: int, moved: tuple[int, ...] = ()) -> list[tuple[int, int]]:
    """Places of `seat`'s tokens that may move one level (the plain reading of the rule)."""
    out = []
    for t in range(6):
        for lv in range(data.ULTIMATE):
            if s.tokens_at(seat, t, lv) - moved.count(t * 5 + lv) <= 0:
                continue
            if lv == data.STRONG and s.ultimate_free(t) <= 0:
                continue
            out.append((t, lv))
    return out


def check_position(s: InterstellarState, rng: random.Random) -> None:
    kinds = {e.kind for card in effects._holder_effects(s.cards).values() for e in card}
    for seat in range(s.n):
        every = effects.held(s, seat)
        for kind in kinds:
            assert effects.held_of(s, seat, kind) == [e for e in every if e.kind == kind]
        assert economy.can_exchange(s, seat) == bool(economy.exchange_options(s, seat))
        assert track.movable(s, seat) == reference_movable(s, seat)
        assert track.can_move(s, seat) == bool(reference_movable(s, seat))
        moved = tuple(rng.randrange(30) for _ in range(rng.randrange(3)))
        assert track.movable(s, seat, moved) == reference_movable(s, seat, moved)
    # Other holdings in the same position: around the exchange rate of every kind.
    other = s.clone()
    for i in range(len(other.resources)):
        other.resources[i] = rng.choice((0, 0, 1, 1, 2, 3, 4))
    for seat in range(s.n):
        assert economy.can_exchange(other, seat) == bool(economy.exchange_options(other, seat))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("mixed", [False, True])
def test_shortcuts_agree_with_the_plain_rules(players: int, mixed: bool) -> None:
    options = {"exchange_mixed": True} if mixed else {}
    for seed in range(GAMES):
        rng = random.Random(seed)
        s = ambitions.new_game("interstellar", players=players, seed=seed, **options)
        assert isinstance(s, InterstellarState)
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                s.apply_unchecked(s.sample_chance(rng))
                continue
            # The legal list (possibly kept from `advance`) is the one computed afresh.
            legal = s.legal_actions()
            assert legal == flow._legal(s, s.stack[-1])
            check_position(s, rng)
            s.apply_unchecked(rng.choice(legal))
