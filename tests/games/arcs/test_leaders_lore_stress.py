"""Every leader and lore card has a power, and every one of them takes effect in seeded random
Leaders & Lore games (2, 3 and 4 players, some with two lore cards each) that seek powers out,
with conservation checks after every action, exact replays, observations that load back into the
same state, and every seat's determinized worlds checked at sampled decisions."""

from __future__ import annotations

import json
import random
from collections import Counter

import ambitions
from ambitions.games.arcs import data, invariants, observe, position
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.state import ArcsState

from .conftest import assert_every_card_has_a_power

GAMES = 300

EAGER = {
    "pick", "choose", "declare", "summon", "fire-rifles", "nurture", "prune", "tactical", "charismatic",
    "battle", "dice", "reroll", "steal", "ransack", "influence", "secure", "tax", "build", "move",
    "catapult", "prelude",
}  # fmt: skip
"""Action kinds a power-seeking player prefers (it still plays at random one time in five)."""

NEW_ACTIONS = {"summon", "fire-rifles", "nurture", "prune", "tactical", "charismatic"}
CHOICES = {
    ("LEAD01", "influence"), ("LEAD04", "gain"), ("LEAD06", "battle"), ("LEAD06", "move"),
    ("LEAD07", "give"), ("LEAD07", "secure"), ("LEAD07", "influence"), ("LEAD08", "influence"),
    ("L03", "move"), ("L11", "tax"), ("L12", "hit"),
}  # fmt: skip
"""Every question a leader or lore card asks (power, step)."""


def test_every_leader_and_lore_card_has_an_implemented_power() -> None:
    assert_every_card_has_a_power((*data.LEADERS, *data.LORE))


def _pick(rng: random.Random, legal: list[ArcsAction]) -> ArcsAction:
    eager = [a for a in legal if a.kind in EAGER]
    # Builds and moves are common: those on gates and cloud slots, and everything else eager,
    # get a push.
    rare = [a for a in eager if a.kind not in ("move", "build") or "cloud-city" in a.args or ".0" in str(a)]
    if rare and rng.random() < 0.5:
        return rng.choice(rare)
    return rng.choice(eager) if eager and rng.random() < 0.8 else rng.choice(legal)


def _check_worlds(s: ArcsState, rng: random.Random) -> int:
    """Every seat's determinized world passes the invariant checker and shows the seat what it
    saw (issue 12: a played Union was dealt into the Court deck too); returns the worlds made."""
    for seat in range(s.n):
        obs = s.observation(seat)
        world = ambitions.determinize(obs, rng)
        assert isinstance(world, ArcsState)
        assert invariants.problems(world) == [], f"seat {seat}'s world: {invariants.problems(world)}"
        assert world.observation(seat) == obs, f"seat {seat}'s world shows another observation"
    return s.n


def test_power_seeking_leaders_and_lore_games_keep_invariants_and_fire_every_power(
    fired: Counter[str],
) -> None:
    taken: Counter[str] = Counter()  # new actions and builds in extra slots
    answered: Counter[tuple[str, str]] = Counter()
    seen_leaders: Counter[str] = Counter()
    seen_lore: Counter[str] = Counter()
    worlds = 0
    for seed in range(GAMES):
        players = 2 + seed % 3
        two_lore = seed % 4 == 3
        rng = random.Random(seed)
        s = ambitions.new_game(
            "arcs", players=players, seed=7000 + seed, leaders_and_lore=True, two_lore=two_lore
        )
        assert isinstance(s, ArcsState)
        steps = 0
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance())
                assert invariants.problems(s) == [], (
                    f"seed {seed} after {s.history[-1]}: {invariants.problems(s)}"
                )
                continue
            if steps % 23 == 11:
                worlds += _check_worlds(s, random.Random(seed * 10_000 + steps))
            action = _pick(rng, s.legal_actions())
            if (
                action.kind == "choose"
                and str(s.choices[-1][1])[0] == "L"
                and action.args[0] not in ("none", "done")
            ):
                answered[(str(s.choices[-1][1]), str(s.choices[-1][2]))] += 1
            if action.kind in NEW_ACTIONS:
                taken[action.kind] += 1
            elif action.kind == "build" and (
                action.args[0] == "cloud-city" or str(action.args[1]).endswith(".0")
            ):
                taken[f"build {action.args[0]} on a gate or cloud"] += 1
            s.apply_unchecked(action)
            steps += 1
            assert steps < 8000, f"seed {seed}: the game does not end"
            # After every action, not only at the end: the Tactical move's and Sprinter Drives'
            # stale records (issue 12) were gone by the end of the game.
            assert invariants.problems(s) == [], (
                f"seed {seed} step {steps} {action}: {invariants.problems(s)}"
            )
            if seed % 25 == 0 and steps % 97 == 0:
                # The observation is the position schema: a snapshot loads back to the same state.
                snap = observe.snapshot(s)
                assert observe.snapshot(position.load(snap)) == snap, f"seed {seed} step {steps}"
                seat = s.current_player()
                if seat >= 0:  # determinize: a world consistent with what the seat sees
                    obs = s.observation(seat)
                    world = ambitions.determinize(obs, random.Random(seed))
                    assert world.observation(seat) == obs, f"seed {seed} step {steps}: determinize"
        assert invariants.problems(s) == [], f"seed {seed}: {invariants.problems(s)}"
        assert all(s.leader) and all(len(lore) == (2 if two_lore else 1) for lore in s.lore)
        seen_leaders.update(s.leader)
        seen_lore.update(c for lore in s.lore for c in lore)
        if seed % 6 == 0:
            again = ambitions.replay(json.loads(json.dumps(s.record())))
            assert observe.snapshot(again) == observe.snapshot(s), f"seed {seed}: replay differs"
    cards = [c.id for c in (*data.LEADERS, *data.LORE)]
    assert [c for c in cards if not (seen_leaders[c] or seen_lore[c])] == []  # every card was drafted
    missing = [c for c in cards if not fired[c]]
    assert missing == [], f"never took effect: {missing}"
    assert NEW_ACTIONS <= set(taken), f"new actions never taken: {NEW_ACTIONS - set(taken)}"
    builds = {f"build {w} on a gate or cloud" for w in ("city", "starport", "cloud-city", "ship")}
    assert builds <= set(taken), f"extra-slot builds never taken: {builds - set(taken)}"
    assert CHOICES <= set(answered), f"never answered: {CHOICES - set(answered)}"
    assert worlds > 5000  # determinized worlds checked
    # FAQ: the Warrior who moves first must then battle: every Tactical move led to its battle.
    assert answered[("LEAD06", "battle")] == taken["tactical"]
