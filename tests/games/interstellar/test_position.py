"""The Interstellar position builder (`from_position`, `determinize`: position.load): the format is
the observation's, "no owner" is written one way, and every position it accepts plays on with
its invariants intact while every one it refuses is an `InvalidRecord` naming the field."""

from __future__ import annotations

import copy
import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_mutations import at, nudged, paths  # (tests/games is on the path)

import ambitions
from ambitions.core.errors import InvalidRecord
from ambitions.games.interstellar import InterstellarState, invariants, observe, render

from .conftest import do, pos


def test_no_owner_is_minus_1_in_observations_and_positions_alike() -> None:
    """A face-up Shadow discard has no owner: -1, as for the start player before the draw, the
    trigger, the winner and a check's target; the builder reads -1 and refuses null."""
    s = do(pos(3, turn_seat=0, seats=[{"hand": ["red-tape"]}, {}, {}]), "play red-tape 1 colonise.1")
    obs = s.observation(None)
    assert obs["shadow"]["discard"] == [{"card": "red-tape", "seat": -1}]
    assert obs["trigger"] == -1 and obs["winner"] == -1
    again = ambitions.from_position(obs)
    assert again.observation(None) == obs
    for field, where in (
        ("trigger", {"trigger": None}),
        ("winner", {"winner": None}),
        ("shadow.discard[0].seat", {"shadow": {"discard": [{"card": "red-tape", "seat": None}]}}),
    ):
        with pytest.raises(InvalidRecord) as err:
            pos(3, **where)
        assert str(err.value).startswith(f"{field} must be a seat 0..2 or -1")


def nulls(value: Any, path: str = "") -> list[str]:
    """Paths of the nulls in an observation whose key names a seat (none may be null)."""
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            here = f"{path}.{k}" if path else k
            if v is None and k in SEAT_KEYS:
                out.append(here)
            out += nulls(v, here)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += nulls(v, f"{path}[{i}]")
    return out


SEAT_KEYS = frozenset(
    {
        "seat",
        "start_player",
        "turn_seat",
        "trigger",
        "winner",
        "target",
        "attacker",
        "defender",
        "current_player",
    }
)


def test_no_seat_field_of_an_observation_is_null_in_a_whole_game() -> None:
    s = ambitions.new_game("interstellar", players=4, seed=8)
    rng = random.Random(8)
    while not s.is_terminal():
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        for viewer in (0, None):
            found = [p for p in nulls(s.observation(viewer)) if p != "seat"]  # "seat": the viewer
            assert found == [], found
        s.apply(rng.choice(s.legal_actions()))


# -- every position built plays on; every one refused is an InvalidRecord ------------------------
PLAY_ON = 50
"""Random actions each accepted position is played for, its invariants checked after each."""


def built_or_refused(position: Any, play_on: int = PLAY_ON) -> InterstellarState | None:
    """`from_position` refuses with `InvalidRecord` (None), or builds a state the invariants pass
    whose observations render, and which plays `play_on` random actions keeping them."""
    try:
        s = ambitions.from_position(position)
    except InvalidRecord as err:
        assert "\n" not in str(err) and len(str(err)) < 1200
        return None
    assert isinstance(s, InterstellarState)
    assert invariants.problems(s) == [], invariants.problems(s)
    rng = random.Random(len(json.dumps(position, default=str)))
    for _ in range(play_on):
        if s.is_terminal():
            break
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal = s.legal_actions()
            assert legal, s.phase()
            s.apply(rng.choice(legal))
        assert invariants.problems(s) == [], (s.history[-1], invariants.problems(s))
    for viewer in (s.current_player() if s.current_player() >= 0 else 0, None):
        render.render(json.loads(json.dumps(s.observation(viewer))))
    return s


@cache
def sampled_positions() -> list[dict[str, Any]]:
    """Snapshots and seats' observations taken along seeded games of 3 to 6 players: at set-up,
    in turns, in checks and in combats (every 37th decision, and inside each fight and check)."""
    out: list[dict[str, Any]] = []
    for seed in range(4):
        players = 3 + seed
        s = ambitions.new_game("interstellar", players=players, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not s.is_terminal() and len(out) < 30 * (seed + 1):
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance(rng))
                continue
            inside = (s.combat is not None or s.check is not None) and steps % 3 == 0  # type: ignore[attr-defined]
            if steps % 37 == 0 or inside:
                out.append(observe.snapshot(s))
                out.append(s.observation(s.current_player()))
            s.apply(rng.choice(s.legal_actions()))
            steps += 1
    return [json.loads(json.dumps(p)) for p in out]


WORDS = [
    "strike-craft", "destroyer", "cruiser", "wing-commander", "converted-freighter", "red-tape",
    "embezzle", "home-world-1", "food-outpost-1", "colonise.1", "fleet.4", "turn-end", "take",
    "claim", "prepare", "combat", "arrange", "roll", "pair", "check", "steal", "buy", "raid",
    "invade", "food", "coins", "hand", "reveal", "settle", "mix", "research", "build",
]  # fmt: skip
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-3, max_value=12)
    | st.integers(min_value=-(10**12), max_value=10**12)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6)
    | st.sampled_from(WORDS),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(WORDS) | st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)


HOW = ("retype", "remove", "nudge", "nudge", "nudge", "frames")
"""The kinds of change, nudges weighted up: most retyped positions are refused at once."""


def mutate(position: dict[str, Any], data: Any) -> dict[str, Any]:
    """One to three changes: a field retyped (any JSON), removed, or nudged (a number one or two
    off, a list entry dropped or repeated, a flag flipped, a word swapped for another of the
    position), or a pending frame dropped, repeated or moved."""
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        how = data.draw(st.sampled_from(HOW), label="how")
        if how == "frames" and isinstance(position.get("pending"), list) and position["pending"]:
            pending = position["pending"]
            j = data.draw(st.integers(0, len(pending) - 1), label="frame")
            move = data.draw(st.sampled_from(["drop", "repeat", "to-top", "to-bottom"]), label="move")
            frame = pending.pop(j) if move != "repeat" else pending[j]
            if move == "repeat":
                pending.insert(j, copy.deepcopy(frame))
            elif move == "to-top":
                pending.append(frame)
            elif move == "to-bottom":
                pending.insert(0, frame)
            continue
        choices = [p for p in paths(position) if p and p[0] != "game"]
        *parents, last = data.draw(st.sampled_from(choices), label="path")
        holder = at(position, tuple(parents))
        value = holder[last]
        if how == "remove" and isinstance(holder, dict):
            del holder[last]
        elif how == "retype":
            holder[last] = data.draw(json_values, label="value")
        elif nudged(holder, last, data, (-2, -1, 1, 2)):
            pass
        elif isinstance(value, str):
            words = [p for p in paths(position) if p and isinstance(at(position, p), str)]
            holder[last] = at(position, data.draw(st.sampled_from(words), label="word"))
    return position


def test_the_sampled_positions_load_back_unchanged() -> None:
    """The baseline: every observation and snapshot taken loads back to the same observation."""
    for obs in sampled_positions():
        s = ambitions.from_position(obs)
        view = obs["seat"]
        again = observe.snapshot(s) if view == "all" else s.observation(view)
        assert json.loads(json.dumps(again)) == obs


@settings(
    max_examples=500,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.data())
def test_a_position_changed_is_built_and_plays_on_or_is_an_invalid_record(data: Any) -> None:
    """Positions taken from random games, then changed (`mutate`): `from_position` either refuses
    one with `InvalidRecord` naming the field, or builds a state that plays 50 random actions with
    every invariant intact (and whose observations render); never another exception."""
    positions = sampled_positions()
    position = copy.deepcopy(positions[data.draw(st.integers(0, len(positions) - 1), label="position")])
    built_or_refused(mutate(position, data))


# -- positions that used to be built and then crashed or broke an invariant --------------------------
TURN = [["turn-end", 0], ["claim", 0], ["take", 0]]
ACTING = [["turn-end", 0], ["claim", 0], ["prepare", 0]]
SHADOW = [["turn-end", 0], ["claim", 0], ["take", 0], ["produce-or-advance", 0]]
ONE_TOKEN_OUT = {"tokens": {"colonise": [0, 5, 0, 0, 0]}}
FIGHT = {
    "kind": "raid", "attacker": 0, "defender": 1, "level": 1, "stage": "fight", "index": 1, "revealed": True,
    "ships": [[0, 1], [0, 1]], "order": [[0, 1], [0, 1]],
}  # fmt: skip
PLAGUE = {"card": "planetary-plague", "seat": 0, "target": 1, "args": [1, "home-world-2"], "modifier": 0}
CRASHED = [
    ("pending[0] must be ['turn-end', 0]", {"pending": [["claim", 0], ["take", 0]]}),
    ("pending[0] must be ['turn-end', 0]", {"pending": [["take", 0]]}),
    ("combat: a matched pair's roll is the pair fought last", {
        "pending": [*ACTING, ["combat", 0], ["roll", -1, "pair", 5, 1, 1]],
        "combat": FIGHT, "seats": [ONE_TOKEN_OUT, {}, {}],
    }),
    ("combat.ships must have 2 lists", {
        "pending": [*ACTING, ["combat", 0]], "combat": {**FIGHT, "ships": [[0, 1]]},
        "seats": [ONE_TOKEN_OUT, {}, {}],
    }),
    ("pending[3][2] must be a whole number 1..40", {"pending": [*TURN, ["mix", 0, 1000]]}),
    ("pending[3][2] must be a whole number 1..4", {
        "pending": [*ACTING, ["research", 0, 5, 1, 0]], "seats": [ONE_TOKEN_OUT, {}, {}],
    }),
    ("pending[4]: food-outpost-1 has no Development Level 6", {
        "pending": [*ACTING, ["refill-stack", -1, 0], ["settle", 0, "food-outpost-1", 6]],
        "seats": [ONE_TOKEN_OUT, {}, {}], "planet_stacks": {"food": {"top": None}},
    }),
    ("pending[3]: Supply Shortfall concerns a planet of the colonist's", {
        "pending": [*ACTING, ["shortfall", 0, "home-world-2", 0, 2]], "seats": [ONE_TOKEN_OUT, {}, {}],
    }),
    ("pending[3]: 2 techs cannot be drawn into 0 empty slots", {
        "pending": [*ACTING, ["techs", -1, 2]], "seats": [ONE_TOKEN_OUT, {}, {}],
    }),
    ("decks.techs[0] must be a card id", {"decks": {"techs": [["x"]]}}),
]  # fmt: skip
"""Built before, then crashed (an IndexError, a KeyError, a ValueError, a hang listing
C(1003, 3) ways to take 1000 resources), broke an invariant (a planet settling at a level it does
not have) or was refused only by a catch-all naming no field."""
IMPOSSIBLE = [
    ("pending[3]: ['take', 0] cannot be pending", {"pending": [*TURN, ["take", 0]]}),
    ("pending[3]: ['claim', 0] cannot be pending", {"pending": [*TURN, ["claim", 0]]}),
    ("check: a shadow check under way has one 'check-resolve'", {"pending": SHADOW, "check": PLAGUE}),
    ("check.args [1, 'home-world-1'] are not a target", {
        "pending": [*SHADOW, ["check-resolve", 0], ["roll", -1, "check", 1]],
        "check": {**PLAGUE, "args": [1, "home-world-1"]},
    }),
    ("check.card 'red-tape' is a Standard card", {
        "pending": [*SHADOW, ["check-resolve", 0], ["roll", -1, "check", 1]],
        "check": {"card": "red-tape", "seat": 0, "target": 1, "args": [1, "colonise.1"]},
    }),
    ("combat: a matched pair's roll rolls each ship's dice", {
        "pending": [*ACTING, ["combat", 0], ["roll", -1, "pair", 0, 3, 3]],
        "combat": FIGHT, "seats": [ONE_TOKEN_OUT, {}, {}],
    }),
    ("pending[4]: ['arrange', 2] must name seat", {
        "pending": [*ACTING, ["combat", 0], ["arrange", 2]],
        "combat": {**FIGHT, "stage": "arrange-defender", "index": 0, "revealed": False, "order": [[], []]},
        "seats": [ONE_TOKEN_OUT, {}, {}],
    }),
    ("pending[3][2] must be a whole number 1..4", {
        "pending": [*ACTING, ["colonise", 0, 0]], "seats": [ONE_TOKEN_OUT, {}, {}],
    }),
    ("pending[3]: a draw or a combat roll happens at once", {
        "pending": [*TURN, ["planet", -1, 0], ["exchange", 0]], "planet_stacks": {"food": {"top": None}},
    }),
    ("pending[3]: ['deal', 0, 4] cannot be pending", {"pending": [*TURN, ["deal", 0, 4]]}),
    ("shadow.revealed: cards are revealed to buy only", {"shadow": {"revealed": ["embezzle"]}}),
    ("the position is not possible: the end is triggered (trigger) exactly", {"trigger": 1}),
    ("the position is not possible: a game still under way has no winner", {"winner": 1}),
    ("last_combat: the defender is not the attacker, and one of them won", {
        "last_combat": {"kind": "raid", "attacker": 0, "defender": 1, "level": 1, "totals": [1, 0],
                        "winner": 2},
    }),
    ("a turn is played once the start player is drawn", {"start_player": -1}),
]  # fmt: skip
"""Built before, though no game can reach them (a second TAKE ACTION in one turn, a check whose
result is never resolved, a game triggered to end that never ends): refused now, naming the
field, as the builder promises every position it accepts is one play can reach."""


@pytest.mark.parametrize(("message", "fields"), CRASHED, ids=[m[:40] for m, _ in CRASHED])
def test_a_position_that_would_crash_or_break_an_invariant_is_refused(
    message: str, fields: dict[str, Any]
) -> None:
    """A pending stack without its bottom frame (the issue's example), a roll for a pair that
    does not fight, a level past the rules' tables, a Supply Shortfall on another's planet, a
    draw into full slots: each is an `InvalidRecord` naming the field now."""
    fields = {"turn_seat": 0, "pending": TURN, **fields}
    with pytest.raises(InvalidRecord) as err:
        pos(3, **fields)
    assert message in str(err.value), str(err.value)


@pytest.mark.parametrize(("message", "fields"), IMPOSSIBLE, ids=[m[:40] for m, _ in IMPOSSIBLE])
def test_a_position_no_game_can_reach_is_refused(message: str, fields: dict[str, Any]) -> None:
    fields = {"turn_seat": 0, "pending": TURN, **fields}
    with pytest.raises(InvalidRecord) as err:
        pos(3, **fields)
    assert message in str(err.value), str(err.value)
