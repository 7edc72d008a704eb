"""The search determinizer (`position.Dealer`, ``arcs.dealer``, `ambitions.core.registry.dealer`)
deals exactly what `determinize` deals: the same state, field for field, and the same draws from
the rng, over observations of every seat from random 2-4 player games (Leaders & Lore too).
A world it deals agrees with the observation and holds no card the seat has seen elsewhere.
"""

from __future__ import annotations

import json
import random

import pytest

import ambitions
from ambitions.core.registry import dealer
from ambitions.games.arcs import determinize, invariants, position
from ambitions.games.arcs.state import _LIST_FIELDS, _NESTED_FIELDS, _SCALAR_FIELDS, ArcsState


def fields(s: ArcsState) -> dict[str, object]:
    # The field lists, not ``__slots__``: the compiled state (a native class) has none.
    return {name: getattr(s, name) for name in (*_LIST_FIELDS, *_NESTED_FIELDS, *_SCALAR_FIELDS)}


def observations(players: int, seed: int, every: int = 3) -> list[tuple[int, dict[str, object]]]:
    """Every seat's observation (through JSON) at every `every`-th decision of a random game."""
    options = {"leaders_and_lore": True} if seed % 3 == 2 else {}
    s = ambitions.new_game("arcs", players=players, seed=seed, **options)
    rng = random.Random(seed)
    out: list[tuple[int, dict[str, object]]] = []
    decisions = 0
    while not s.is_terminal():
        if s.current_player() == ambitions.CHANCE:
            s.apply_unchecked(s.sample_chance(rng))
            continue
        decisions += 1
        if decisions % every == 0:
            out += [(seat, json.loads(json.dumps(s.observation(seat)))) for seat in range(players)]
        s.apply_unchecked(rng.choice(s.legal_actions()))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dealer_deals_what_determinize_deals(players: int) -> None:
    fast = 0
    for seed in range(4):
        for seat, obs in observations(players, seed):
            deal = dealer(obs)
            fast += position.Dealer(obs).template is not None
            for k in range(3):
                r_slow, r_fast = random.Random(k), random.Random(k)
                slow, world = determinize(obs, r_slow), deal(r_fast)
                assert isinstance(world, ArcsState)
                assert fields(world) == fields(slow), f"seed {seed}, seat {seat}, world {k}"
                assert r_fast.getstate() == r_slow.getstate()
                # A world played on leaves the next ones as they were (nothing shared).
                for _ in range(3):
                    mover = world.current_player()
                    if mover == ambitions.TERMINAL:
                        break
                    if mover == ambitions.CHANCE:
                        world.apply_unchecked(world.sample_chance(r_fast))
                    else:
                        world.apply_unchecked(world.legal_actions()[0])
    assert fast > 100  # the observations of real games take the fast path


def test_dealt_worlds_agree_with_the_observation() -> None:
    for seat, obs in observations(3, 5, every=7):
        text = json.dumps(obs)
        deal = dealer(obs)
        hand = set(obs["seats"][seat]["hand"])  # type: ignore[index]
        for k in range(4):
            world = deal(random.Random(k))
            assert isinstance(world, ArcsState)
            assert invariants.problems(world) == []
            assert json.dumps(json.loads(json.dumps(world.observation(seat)))) == text
            assert set(world.hands[seat]) == hand
            rivals = {c for p, h in enumerate(world.hands) if p != seat for c in h}
            assert not rivals & hand


def test_worlds_differ_only_in_what_the_seat_cannot_see() -> None:
    seat, obs = observations(4, 1, every=11)[8]
    deal = dealer(obs)
    worlds = [w for k in range(6) if isinstance(w := deal(random.Random(k)), ArcsState)]
    assert len(worlds) == 6
    assert len({tuple(map(tuple, w.hands)) for w in worlds}) > 1
    assert len({tuple(w.hands[seat]) for w in worlds}) == 1


def test_without_current_player_every_world_is_a_full_load() -> None:
    """A position whose loading runs automatic steps is loaded in full each time."""
    seat, obs = observations(3, 2, every=9)[4]
    partial = {k: v for k, v in obs.items() if k != "current_player"}
    assert position.Dealer(partial).template is None
    r_slow, r_fast = random.Random(3), random.Random(3)
    assert fields(dealer(partial)(r_fast)) == fields(determinize(partial, r_slow))  # type: ignore[arg-type]
    assert r_fast.getstate() == r_slow.getstate()


def test_a_bad_observation_fails_as_determinize_does() -> None:
    _, obs = observations(2, 0, every=20)[0]
    bad = {**obs, "seats": []}
    with pytest.raises(ambitions.InvalidRecord) as slow:
        ambitions.determinize(bad, random.Random(0))
    deal = dealer(bad)
    with pytest.raises(ambitions.InvalidRecord) as fast:
        deal(random.Random(0))
    assert str(fast.value) == str(slow.value)


@pytest.mark.parametrize("game", ["arcades", "interstellar"])
def test_games_without_a_dealer_determinize(game: str) -> None:
    s = ambitions.new_game(game, players=3, seed=4)
    rng = random.Random(4)
    for _ in range(40):
        if s.current_player() == ambitions.CHANCE:
            s.apply_unchecked(s.sample_chance(rng))
        elif not s.is_terminal():
            s.apply_unchecked(rng.choice(s.legal_actions()))
    seat = max(0, s.current_player())
    obs = json.loads(json.dumps(s.observation(seat)))
    a, b = random.Random(9), random.Random(9)
    assert dealer(obs)(a).observation(seat) == ambitions.determinize(obs, b).observation(seat)
    assert a.getstate() == b.getstate()
