"""Random-game invariants over hundreds of seeded games of 3 to 6 players (issue 16).

After every action (chance outcomes included) in the first 20 games of each player count, and
after every 16th decision and at the end in the others: cards, planets, ships and tokens
conserved, no negative supply (`invariants.problems`). After every game: the record replays
(through JSON) to the identical state. Observations hide rival hands, face-down discards, cards
revealed to another seat and the opponent's secret combat order, and a world determinized from a
seat's observation shows that seat exactly the same observation.

Sized for CI: 150 games per player count (about 1,500 decisions each), the checker after every
action in 20 of them (it costs about 0.2 ms a call), every fifth game replayed: about 80 s of one
core for the whole file.
"""

from __future__ import annotations

import json
import random

import pytest

import ambitions
from ambitions.games.interstellar import InterstellarState, invariants, observe

GAMES_PER_COUNT = 150  # 600 games in all
CHECKED_THROUGHOUT = 20  # of each player count's games: the invariants after every action
SHADOW_WORDS = ("shadow", "hand", "revealed")


def play(players: int, seed: int, every: int = 16) -> InterstellarState:
    """A seeded random game; the invariants checked after every `every`-th decision (1: after
    every action, chance outcomes included)."""
    rng = random.Random(seed)
    s = ambitions.new_game("interstellar", players=players, seed=seed)
    assert isinstance(s, InterstellarState)
    decisions = 0
    while not s.is_terminal():
        if s.current_player() == ambitions.CHANCE:
            s.apply_unchecked(s.sample_chance(rng))
            if every == 1:
                assert invariants.problems(s) == [], f"seed {seed} after a chance outcome"
            continue
        legal = s.legal_actions()
        assert legal, f"seed {seed}: no legal action in {s.phase()}"
        s.apply_unchecked(rng.choice(legal))
        decisions += 1
        if decisions % every == 0:
            assert invariants.problems(s) == [], f"seed {seed} after {decisions} decisions"
        assert decisions < 20000, f"seed {seed}: the game does not end"
    return s


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_keep_every_invariant_and_replay(players: int) -> None:
    rounds = []
    for seed in range(GAMES_PER_COUNT):
        s = play(players, 1000 * players + seed, every=1 if seed < CHECKED_THROUGHOUT else 16)
        assert invariants.problems(s) == [], f"seed {seed}: {invariants.problems(s)}"
        # The end came by the rules: a third ambition claimed, then one more turn each (I-15).
        assert s.trigger >= 0 and s.final_turns == 0
        assert sum(1 for claims in s.claims if s.trigger in claims) >= 3
        assert s.returns() == s.scores() and s.winning_seat() is not None
        rounds.append(s.round)
        if seed % 5 == 0:  # replay every fifth game: as costly as playing it
            again = ambitions.replay(json.loads(json.dumps(s.record())))
            assert isinstance(again, InterstellarState)
            assert observe.snapshot(again) == observe.snapshot(s), f"seed {seed}: replay differs"
    assert min(rounds) > 1


def hidden_cards_named(obs: dict[str, object], s: InterstellarState) -> list[str]:
    """Shadow card ids named in the pending steps other than the one being played."""
    check = s.check.card if s.check is not None else None  # type: ignore[attr-defined]
    text = json.dumps(obs["pending"])
    return [c for c in s.cards.shadow if c != check and f'"{c}"' in text]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_observations_hide_hands_and_secret_orders(players: int) -> None:
    orders_hidden = 0
    for seed in range(6):
        rng = random.Random(seed)
        s = ambitions.new_game("interstellar", players=players, seed=500 + seed)
        assert isinstance(s, InterstellarState)
        steps = 0
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                s.apply_unchecked(s.sample_chance(rng))
                continue
            if steps % 9 == 0 or (s.combat is not None and steps % 2 == 0):
                for seat in [*range(players), None]:
                    obs = s.observation(seat)
                    for p, entry in enumerate(obs["seats"]):
                        assert ("hand" in entry) == (p == seat), f"seed {seed}: seat {seat} sees hand {p}"
                        assert entry["hand_size"] == len(s.hands[p])
                    assert "shadow_deck" not in obs and "seed" not in obs
                    for d, (card, owner) in zip(obs["shadow"]["discard"], s.shadow_discard, strict=True):
                        assert d["card"] == (card if owner < 0 or owner == seat else None)
                    if obs["shadow"]["revealed"] is not None:
                        assert seat == s.turn_seat
                    assert hidden_cards_named(obs, s) == []
                    combat = obs["combat"]
                    if combat and not combat["revealed"]:
                        for side in (0, 1):
                            owner = combat["attacker"] if side == 0 else combat["defender"]
                            if owner != seat:
                                for k, i in enumerate(combat["order"][side]):
                                    real = s.combat.order[side][k]  # type: ignore[union-attr]
                                    damaged = s.fleets[owner][real].damage > 0
                                    assert i is None or (combat["damaged_mode"] and damaged)
                                    orders_hidden += i is None
                    if seat is not None and steps % 27 == 0:
                        world = ambitions.determinize(obs, random.Random(seed + steps))
                        assert isinstance(world, InterstellarState)
                        assert invariants.problems(world) == [], f"seed {seed}: seat {seat}'s world"
                        assert json.dumps(world.observation(seat), sort_keys=True) == json.dumps(
                            obs, sort_keys=True
                        )
            s.apply_unchecked(rng.choice(s.legal_actions()))
            steps += 1
    assert orders_hidden > 0
