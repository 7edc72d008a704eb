"""Mutated positions for the position builders' property tests (each game's ``test_position.py``
imports this; ``tests/games`` is on the path, as its packages' root). Arcs and the campaign use
`mutated` and `check` whole; ARCADEs and Interstellar, whose positions hold other words and
Interstellar's pending frames, build their own changes from `paths`, `at` and `nudged`.

Valid positions are taken from seeded random games at random points (omniscient snapshots and
the deciding seat's observation, which the builders read too). A mutation changes one to three
fields of one of them: a value swapped for the same field of another position, or for another
text of the same position; a key removed; a value retyped (a number as text, a list as an
object, a flag as a number...); a number pushed out of its range or nudged; a list entry dropped
or repeated; a flag flipped; an unknown key added.

The property (`check`): the game's builder either refuses the result with `InvalidRecord`
naming what is wrong (never another exception, never its catch-all message for an error it did
not foresee), or builds a state whose fields have their declared types and which keeps the
game's invariants through 50 random actions, every decision offering a legal action and every
seat's observation being JSON.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from hypothesis import strategies as st

import ambitions
from ambitions.games.arcs.invariants import type_problems

ACTIONS = 50
"""Random actions an accepted position plays."""
CATCH_ALL = ("malformed Arcs position", "not a usable position", "cannot be worked out from the position")
"""The builders' messages for an error they did not foresee: a refusal must not be one."""
WORDS = (
    "3.3", "1.1", "2.0", "3.3#0", "3.0#0", "ADM4", "CON4", "AGG4", "EVENT1", "BC01", "CC01", "CC13",
    "IC01", "L03", "LEAD01", "F1", "F5", "F1-03", "F3-02", "F8-10W", "tycoon", "relic", "fuel",
    "regent", "outlaw", "free", "city", "starport", "ship", "warrior", "lead", "actions", "choice",
    "battle", "campaign-resolve", "in-session", "war", "", "-1", "3SETUP01",
)  # fmt: skip
"""Texts a position holds, so that a swap is often a plausible value of the wrong kind."""
JSON: st.SearchStrategy[Any] = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 30)
    | st.sampled_from([-1000, 99, 1000, 10**20, -(10**20), 0.5, 2.0])
    | st.sampled_from(WORDS),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(WORDS), inner, max_size=3),
    max_leaves=6,
)


def snapshots(
    game: str, seeds: Iterable[int], snapshot: Callable[[Any], dict[str, Any]], **options: Any
) -> list[dict[str, Any]]:
    """Positions of seeded random games (2 to 4 players by seed): at random points, the
    omniscient `snapshot` and the deciding seat's observation, each as JSON."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        state = ambitions.new_game(game, players=2 + seed % 3, seed=seed, **options)
        while not state.is_terminal():
            if rng.random() < 0.04:
                out.append(json.loads(json.dumps(snapshot(state))))
                if state.current_player() >= 0:
                    out.append(json.loads(json.dumps(state.observation(state.current_player()))))
            if state.current_player() == ambitions.CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
    return out


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside `value` (object keys and list indexes), `value` first."""
    out = [prefix]
    if isinstance(value, dict):
        for key, v in value.items():
            out += paths(v, (*prefix, key))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, (*prefix, i))
    return out


def at(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def nudged(holder: Any, last: Any, data: st.DataObject, by: Sequence[int]) -> bool:
    """Nudge ``holder[last]``: a flag flipped, a number moved by one of `by`, a list entry
    dropped or repeated. False (nothing changed) for any other value, or an empty list."""
    value = holder[last]
    if isinstance(value, bool):
        holder[last] = not value
    elif isinstance(value, int):
        holder[last] = value + data.draw(st.sampled_from(list(by)), label="by")
    elif isinstance(value, list) and value:
        k = data.draw(st.integers(0, len(value) - 1), label="entry")
        if data.draw(st.booleans(), label="repeat"):
            value.append(copy.deepcopy(value[k]))
        else:
            del value[k]
    else:
        return False
    return True


def retyped(value: Any) -> list[Any]:
    """Values of another type that a person (or a bad file) might write for `value`."""
    if isinstance(value, bool):
        return [int(value), str(value).lower(), None]
    if isinstance(value, int):
        return [str(value), float(value), [value], {"value": value}, True]
    if isinstance(value, str):
        return [[value], {value: 1}, 0, 1, None]
    if isinstance(value, list):
        return [{}, {"0": value}, "", 0, None, [value]]
    if isinstance(value, dict):
        return [[], list(value.values()), "", 0, None]
    return [0, "", []]


def mutated(data: st.DataObject, pool: list[dict[str, Any]]) -> dict[str, Any]:
    """A position of `pool` with one to three of its fields changed (see the module's text)."""
    pos = copy.deepcopy(data.draw(st.sampled_from(pool)))
    for _ in range(data.draw(st.integers(1, 3))):
        where = [p for p in paths(pos) if p and p != ("game",)]
        if data.draw(st.booleans()):  # the top-level fields and the ones just below, as often
            where = [p for p in where if len(p) <= 2] or where
        path = data.draw(st.sampled_from(where))
        *parents, last = path
        holder = at(pos, tuple(parents))
        value = holder[last]
        how = data.draw(st.sampled_from(["swap", "remove", "retype", "json", "nudge", "add"]))
        if how == "swap":
            other = data.draw(st.sampled_from(pool))
            try:
                holder[last] = copy.deepcopy(at(other, path))
            except (KeyError, IndexError, TypeError):
                texts = [p for p in paths(pos) if isinstance(at(pos, p), str)]
                holder[last] = at(pos, data.draw(st.sampled_from(texts))) if texts else None
        elif how == "remove" and isinstance(holder, dict):
            del holder[last]
        elif how == "retype":
            holder[last] = data.draw(st.sampled_from(retyped(value)))
        elif how == "nudge" and nudged(holder, last, data, (-2, -1, 1, 2, -100, 100)):
            pass
        elif how == "add" and isinstance(value, dict):
            value[data.draw(st.sampled_from([*value, *WORDS[:4]]))] = data.draw(JSON)
        else:
            holder[last] = data.draw(JSON)
    return pos


def check(
    pos: dict[str, Any], load: Callable[[dict[str, Any]], Any], problems: Callable[[Any], list[str]]
) -> None:
    """`load(pos)` refuses it with `InvalidRecord` (not its catch-all message), or builds a state
    that plays `ACTIONS` random actions keeping `problems` (the game's invariants) empty."""
    before = json.dumps(pos, sort_keys=True)
    try:
        state = load(pos)
    except ambitions.InvalidRecord as exc:
        message = str(exc)
        assert not any(words in message for words in CATCH_ALL), message
        assert "\n" not in message and json.dumps(pos, sort_keys=True) == before
        return
    assert type_problems(state) == [] and problems(state) == []
    rng = random.Random(len(before))
    for _ in range(ACTIONS):
        if state.is_terminal():
            break
        if state.current_player() == ambitions.CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            legal = state.legal_actions()
            assert legal, f"no legal action at phase {state.phase}"
            state.apply(rng.choice(legal))
        assert problems(state) == [], (str(state.history[-1]), problems(state))
    assert type_problems(state) == []
    for seat in range(state.num_players):
        json.dumps(state.observation(seat))
