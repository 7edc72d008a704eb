"""The game registry: games by name, found through the ``ambitions.games`` entry-point group.

A game package declares its `GameSpec` as an entry point, in its ``pyproject.toml``::

    [project.entry-points."ambitions.games"]
    arcs = "ambitions.games.arcs:SPEC"

so a separately installed package adds a game the same way the bundled ones do, and the kernel
imports no game: a game's module is imported the first time its name is asked for. `register`
adds a spec directly (for games built at run time).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from typing import Any, Final

from ambitions.core.errors import AmbitionsError, InvalidOptions, InvalidRecord, shorten
from ambitions.core.plugins import Plugins
from ambitions.core.records import check_record, is_whole
from ambitions.core.spec import GameSpec
from ambitions.core.state import State

ENTRY_POINT_GROUP: Final = "ambitions.games"


def _spec(name: str, loaded: object) -> GameSpec:
    if not isinstance(loaded, GameSpec) or loaded.name != name:
        raise InvalidOptions(f"is not a GameSpec named {name!r}")
    return loaded


GAMES: Final = Plugins(ENTRY_POINT_GROUP, "game", _spec)
"""The games: the entry points of the ``ambitions.games`` group, and those `register` adds."""


def register(spec: GameSpec) -> None:
    """Make a game available by name (replacing a game of the same name)."""
    GAMES.register(spec.name, spec)


def game_names() -> list[str]:
    """The names of the available games: every entry point and every registered game."""
    return GAMES.names()


def default_game() -> str:
    """The game front ends use when none is named: the first game, by name, whose spec says it is
    (`GameSpec.is_default`), else the first game; a game that does not load is passed over.
    Loads the games' specs in name order until one says so (raises `InvalidOptions` when no game
    is installed)."""
    names = game_names()
    for name in names:
        try:
            if game_spec(name).is_default:
                return name
        except AmbitionsError:
            continue
    if not names:
        raise InvalidOptions("no game is installed")
    return names[0]


def game_spec(name: str) -> GameSpec:
    """The `GameSpec` registered as `name` (raises `InvalidOptions`)."""
    if not isinstance(name, str):
        raise InvalidOptions(f"a game name must be text, not {name!r:.80}")
    spec = GAMES.get(name)
    if spec is None:
        raise InvalidOptions(f"unknown game {name!r:.80}; known games: {', '.join(game_names())}")
    return spec


def game_source(name: str) -> str | None:
    """Where game `name` was loaded from (``module:attribute``), if it came from an entry point."""
    game_spec(name)
    return GAMES.sources.get(name)


def ensure_game(name: str, source: str | None) -> GameSpec:
    """Game `name`, loaded from `source` (``module:attribute``) when no entry point names it
    here (a process whose interpreter lacks the package's metadata, such as a Ray node)."""
    if name in GAMES.loaded or source is None or GAMES.declared(name):
        return game_spec(name)
    module, _, attribute = source.partition(":")
    return GAMES.load(name, source, lambda: getattr(importlib.import_module(module), attribute))


_BAD_INPUT: Final = (
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    OverflowError,
    RecursionError,
    AttributeError,
)
"""What a game's code may raise on input it did not foresee; at the kernel's boundary it becomes
the project's own error, so no caller sees a traceback for bad input."""


def _guarded(error: type[AmbitionsError], what: str, build: Callable[[], State]) -> State:
    """`build()`, with an unforeseen error on bad input turned into `error` (`what` failed)."""
    try:
        return build()
    except AmbitionsError:
        raise
    except _BAD_INPUT as exc:
        raise error(f"{what}: {type(exc).__name__}: {shorten(str(exc), 200)}") from exc


def check_new_game(spec: GameSpec, players: object, seed: object, options: Mapping[str, Any]) -> None:
    """Reject a player count, seed or option value of the wrong kind (raises `InvalidOptions`);
    the game checks the rest (its own option names and combinations)."""
    if not is_whole(players) or players not in spec.players:
        counts = ", ".join(map(str, spec.players))
        raise InvalidOptions(f"{spec.display_name} is for {counts} players, not {shorten(players)}")
    if not is_whole(seed):
        raise InvalidOptions(f"a seed must be a whole number, not {shorten(seed)}")
    for key, value in options.items():
        option = spec.option(key)
        if option is None:
            continue  # the game names its unknown options itself
        if option.kind == "choice":
            if isinstance(value, bool) or str(value) not in {str(c) for c in option.choices}:
                shown = ", ".join(map(str, option.choices))
                name = spec.display_name
                raise InvalidOptions(f"{name} option {key!r} takes one of {shown}, not {shorten(value)}")
            continue
        wanted = {"flag": bool, "int": int, "text": str, "file": str}[option.kind]
        if not isinstance(value, wanted) or (wanted is int and isinstance(value, bool)):
            kind = "true or false" if wanted is bool else wanted.__name__
            raise InvalidOptions(f"{spec.display_name} option {key!r} takes {kind}, not {shorten(value)}")


def new_game(name: str, players: int, seed: int = 0, **options: Any) -> State:
    """A new game of `name` for `players` seats, its chance driven by `seed` (a whole number).

    Raises `InvalidOptions` for an unknown game, a player count it is not for, a seed that is not
    a whole number, or options it does not take.
    """
    spec = game_spec(name)
    check_new_game(spec, players, seed, options)
    what = f"{spec.display_name} options {shorten(options)}"
    return _guarded(InvalidOptions, what, lambda: spec.new_game(players=players, seed=seed, **options))


def replay(record: Mapping[str, Any]) -> State:
    """Rebuild the state a record describes, checking every action (raises `InvalidRecord`)."""
    check_record(record)
    spec = game_spec(record["game"])
    try:
        return _guarded(InvalidRecord, "the record does not replay", lambda: spec.replay(record))
    except InvalidOptions as exc:
        raise InvalidRecord(f"the record's game cannot be set up: {exc}") from None


def determinize(observation: Mapping[str, Any], rng: random.Random) -> State:
    """A full state consistent with `observation`, unseen information sampled from `rng`."""
    if not isinstance(observation, Mapping) or not isinstance(observation.get("game"), str):
        raise InvalidRecord("an observation must be a JSON object with a 'game' name")
    spec = game_spec(observation["game"])
    return _guarded(InvalidRecord, "not a usable observation", lambda: spec.determinize(observation, rng))


def dealer(observation: Mapping[str, Any]) -> Callable[[random.Random], State]:
    """Worlds for a search from one observation: ``deal = dealer(observation)``, then each
    ``deal(rng)`` is ``determinize(observation, rng)`` (the same state, the same draws from
    `rng`), through the game's own `GameSpec.dealer` when it has one, which reads and checks the
    observation once. Raises `InvalidRecord` as `determinize` does."""
    if not isinstance(observation, Mapping) or not isinstance(observation.get("game"), str):
        raise InvalidRecord("an observation must be a JSON object with a 'game' name")
    spec = game_spec(observation["game"])
    what = "not a usable observation"
    make = spec.dealer
    if make is None:
        return lambda rng: _guarded(InvalidRecord, what, lambda: spec.determinize(observation, rng))
    try:
        deal = make(observation)
    except AmbitionsError:
        raise
    except _BAD_INPUT as exc:
        raise InvalidRecord(f"{what}: {type(exc).__name__}: {shorten(str(exc), 200)}") from exc
    return lambda rng: _guarded(InvalidRecord, what, lambda: deal(rng))


def from_position(position: Mapping[str, Any]) -> State:
    """A state built from a position description (see each game's `position` module)."""
    if not isinstance(position, Mapping) or not isinstance(position.get("game"), str):
        raise InvalidRecord("a position must be a JSON object with a 'game' name")
    spec = game_spec(position["game"])
    return _guarded(InvalidRecord, "not a usable position", lambda: spec.from_position(position))
