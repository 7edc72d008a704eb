"""Random-game invariants over hundreds of seeded games of every mode: after every action every
piece, token and card is conserved and no supply is negative; every game ends by the rules; the
record replays (through JSON) to the identical state; a mid-game clone does not move with its
original; observations hide what they must, and the worlds determinized from them agree with
them."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import ambitions
from ambitions.games.arcades import data, invariants, observe
from ambitions.games.arcades.state import ArcadesState

MODES: list[tuple[str, int, dict[str, Any], int]] = [
    ("3 players", 3, {}, 200),
    ("4 players", 4, {}, 200),
    ("2 players and the phantom", 2, {}, 200),
    ("solo", 3, {"solo": True}, 200),
    ("solo hard", 3, {"solo": True, "hard": True}, 200),
    ("every option", 3, {"highest_first": True, "one_collection_per_turn": True, "unlimited_supply": True,
                         "raid_requires_survivor": True, "weapons_literal": True}, 40),
    ("solo, a 7 places only", 3, {"solo": True, "bot_seven_places_only": True, "human_seat": 1}, 40),
]  # fmt: skip
"""(name, players, options, games): 1,080 games in all, about 30 s on one core."""


def play(players: int, options: dict[str, Any], seed: int) -> tuple[ArcadesState, ArcadesState, str]:
    rng = random.Random(seed)
    s = ambitions.new_game("arcades", players=players, seed=seed, **options)
    assert isinstance(s, ArcadesState)
    snap_at = rng.randrange(3, 30)
    clone: ArcadesState | None = None
    seen = ""
    decisions = 0
    while not s.is_terminal():
        if s.current_player() == ambitions.CHANCE:
            s.apply_unchecked(s.sample_chance())
        else:
            legal = s.legal_actions()
            assert legal, f"seed {seed}: no legal action at {s.phase}"
            action = rng.choice(legal)
            if decisions % 10 == 0:  # the text form and the checked path, now and then
                assert [s.parse_action(str(a)) for a in legal] == legal
                s.apply(action)
            else:
                s.apply_unchecked(action)
            decisions += 1
            if decisions == snap_at:
                clone, seen = s.clone(), json.dumps(observe.snapshot(s), sort_keys=True)
        found = invariants.problems(s)
        assert not found, f"seed {seed} after {s.history[-1]}: {found}"
        assert decisions < 3000, f"seed {seed}: the game does not end"
    assert clone is not None
    return s, clone, seen


@pytest.mark.parametrize(("players", "options", "games"), [m[1:] for m in MODES], ids=[m[0] for m in MODES])
def test_random_games_keep_every_invariant(players: int, options: dict[str, Any], games: int) -> None:
    for seed in range(games):
        s, clone, seen = play(players, options, seed)
        # The game ended by the rules: after chapter 3, or at an Ambition phase at the threshold.
        assert s.chapter == data.CHAPTERS or max(s.power) >= s.threshold
        assert s.returns() == [float(p) for p in s.power] and s.winner == max(
            s.turn_order(), key=lambda p: (s.power[p], -s.turn_order().index(p))
        )
        again = ambitions.replay(json.loads(json.dumps(s.record())))
        assert isinstance(again, ArcadesState)
        assert observe.snapshot(again) == observe.snapshot(s), f"seed {seed}: the replay differs"
        assert json.dumps(observe.snapshot(clone), sort_keys=True) == seen, f"seed {seed}: the clone moved"


def test_the_invariants_notice_a_piece_or_card_out_of_place() -> None:
    """The run above can fail: each kind of breakage is reported."""
    s, _, _ = play(3, {}, 5)
    assert invariants.problems(s) == []
    broken = [s.clone() for _ in range(5)]
    broken[0].supply[1] -= 1
    broken[1].resource_supply[2] += 1
    broken[2].played.append(broken[2].played[0] if broken[2].played else data.ACTION_CARDS[0])
    broken[3].power[0] = -1
    broken[4].cities_left[2] += 1
    for b in broken:
        assert invariants.problems(b) != []


def hidden_from(s: ArcadesState, seat: int) -> set[str]:
    """Cards `seat` may not see: others' hands, the deck, face-down cards, the phantom's stack
    and the bots' piles, less the cards it discarded or passed itself."""
    hidden = {c for p in range(s.n) if p != seat for c in s.hands[p]}
    hidden |= set(s.deck) | set(s.phantom_stack) | {c for pile in s.piles for c in pile}
    hidden |= set(s.facedown)
    # It knows what it discarded and passed, not where those cards went since.
    return hidden - set(s.discarded[seat]) - set(s.passed[seat])


@pytest.mark.parametrize(("players", "options"), [(3, {}), (4, {}), (2, {}), (3, {"solo": True})])
def test_observations_hide_what_they_must_and_determinized_worlds_agree(
    players: int, options: dict[str, Any]
) -> None:
    for seed in range(25):
        rng = random.Random(seed)
        s = ambitions.new_game("arcades", players=players, seed=seed, **options)
        assert isinstance(s, ArcadesState)
        step = 0
        shown: set[str] = set()  # cards seen face up so far (the event log may name them later)
        while not s.is_terminal():
            shown |= {c for _, c in s.plays} | set(s.phantom_offer) | {c for o in s.offers for c in o}
            seat = s.current_player()
            if seat == ambitions.CHANCE:
                s.apply(s.sample_chance())
                continue
            step += 1
            if step % 7 == 0:
                obs = s.observation(seat)
                text = json.dumps(obs)
                hidden = hidden_from(s, seat)
                table = json.dumps({k: v for k, v in obs.items() if k != "events"})
                log = json.dumps(obs["events"])
                for card in hidden:
                    assert card not in table, f"seed {seed}: seat {seat} sees {card} at {s.phase}"
                    assert card in shown or card not in log, f"seed {seed}: the log names {card}"
                world = ambitions.determinize(json.loads(text), random.Random(seed))
                assert json.dumps(world.observation(seat), sort_keys=True) == json.dumps(obs, sort_keys=True)
                assert invariants.problems(world) == []  # type: ignore[arg-type]
                spectator = json.dumps(s.observation(None))
                assert not any(f'"{c}"' in spectator for p in range(players) for c in s.hands[p])
            s.apply(rng.choice(s.legal_actions()))
