"""What a game offers reinforcement learning: its fixed encodings (the `Encodings` protocol).

A game declares them next to its rules and names them in its `GameSpec`
(``encodings="ambitions.games.arcs.encoding:ENCODINGS"``, as OpenSpiel games declare
``num_distinct_actions`` and their observation tensors); nothing else here knows a game. They are
imported the first time `encodings_for` asks for them, so the engine never imports numpy.

* **Actions**: every decision the game can ever offer a seat has one index in
  ``0 .. num_actions - 1`` (`action_index`, and back with `index_action`), the same in every
  position, with every option, for every player count. The environment's action space is
  ``Discrete(num_actions)``; a mask marks the legal ones (`action_mask`). A game may index
  the actions of open argument lists by their place among the legal actions instead: it then
  offers ``legal_indices(legal)`` (the index of each legal action), which `action_mask` uses,
  and `index_action` decodes those indexes from the `state` it is given. A game with a fixed
  index may offer ``legal_indices`` too, as a faster `action_index` of each (Arcs does).
* **Observations**: `encode` turns one seat's observation dict (`State.observation`, the only
  boundary of hidden information) into a float32 array of `observation_shape` within
  [`observation_low`, `observation_high`]; it reads nothing else, so what the seat may not see
  cannot reach it.
* **From the state** (optional): ``encode_state(state, seat)``, the same array as
  ``encode(state.observation(seat))``, bit for bit, without building the observation dict (it
  must read only what that observation shows the seat); the environments call it at every step
  when a game offers it (Arcs does).
* **Layouts**: `action_layout` and `observation_layout` name each range of indexes and
  positions (`layout_markdown` prints them, as ``docs/rl.md`` shows them).
* **Binding** (optional): a game whose action index depends on its options (Interstellar's card
  file: its cards are indexed by their positions in the set) also offers ``bind(observation)``,
  the encodings for the game that observation comes from; `bound` calls it, and the environments
  and the ``policy`` agent use what it returns. The sizes never change with the options.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from ambitions.core.errors import InvalidOptions
from ambitions.core.registry import game_names, game_spec
from ambitions.core.state import State

FloatArray = npt.NDArray[np.float32]
MaskArray = npt.NDArray[np.int8]


@runtime_checkable
class Encodings(Protocol):
    """A game's fixed action index and observation encoding (see the module docstring)."""

    game: str
    """The game's registry name."""
    num_actions: int
    """The size of the action space: every index is ``0 .. num_actions - 1``."""
    observation_shape: tuple[int, ...]
    observation_low: FloatArray
    observation_high: FloatArray

    def action_index(self, action: Any) -> int:
        """The index of an action a seat can be offered (raises `ValueError` for any other)."""
        ...

    def index_action(self, state: State | None, index: int) -> Any:
        """The action at `index` (raises `ValueError` outside the space); `state` is the position
        it is meant for, for games whose actions need one to be built (may be None otherwise)."""
        ...

    def encode(self, observation: Mapping[str, Any]) -> FloatArray:
        """One seat's observation as a float32 array of `observation_shape`."""
        ...

    def action_layout(self) -> list[tuple[int, int, str]]:
        """(first index, count, what they are) for each range of the action space, in order."""
        ...

    def observation_layout(self) -> list[tuple[int, int, str, str]]:
        """(first position, count, name, what they hold) for each block of the observation."""
        ...


_MEMBERS: Final = (
    "num_actions",
    "observation_shape",
    "observation_low",
    "observation_high",
    "action_index",
    "index_action",
    "encode",
    "action_layout",
    "observation_layout",
)

_LOADED: dict[str, tuple[object, Encodings]] = {}
"""Per game, the spec its encodings were loaded for and the encodings (a game reloaded by the
registry, a new spec object, loads its encodings afresh)."""


def has_encodings(game: str) -> bool:
    """True if `game` declares encodings (whether or not they load)."""
    return game_spec(game).encodings is not None


def games_with_encodings() -> list[str]:
    """The available games that declare encodings (for an environment), by name."""
    out = []
    for name in game_names():
        try:
            if has_encodings(name):
                out.append(name)
        except InvalidOptions:  # a broken plugin is no game with encodings
            continue
    return out


def encodings_for(game: str) -> Encodings:
    """The encodings `game` declares, loaded on first use (raises `InvalidOptions`: an unknown
    game, a game without encodings, or encodings that do not load)."""
    spec = game_spec(game)
    found = _LOADED.get(game)
    if found is not None and found[0] is spec:
        return found[1]
    source = spec.encodings
    if source is None:
        with_them = ", ".join(games_with_encodings()) or "none"
        raise InvalidOptions(
            f"{spec.display_name} declares no encodings for reinforcement learning "
            f"(games that do: {with_them})"
        )
    module, _, attribute = source.partition(":")
    try:
        loaded: Any = getattr(importlib.import_module(module), attribute)
    except Exception as exc:  # a broken plugin is a one-line error for its game only
        raise InvalidOptions(
            f"{spec.display_name}'s encodings ({source}) failed to load: {type(exc).__name__}: {exc}"
        ) from exc
    missing = [name for name in _MEMBERS if not hasattr(loaded, name)]
    if missing:
        raise InvalidOptions(f"{spec.display_name}'s encodings ({source}) lack {', '.join(missing)}")
    _LOADED[game] = (spec, loaded)
    return loaded  # type: ignore[no-any-return]


def legal_indices(encodings: Encodings, legal: Sequence[Any]) -> list[int]:
    """The index of each legal action, in order: the encodings' ``legal_indices(legal)`` when
    they have one (a game that indexes some actions by their place among the legal ones),
    else `Encodings.action_index` of each."""
    by_list = getattr(encodings, "legal_indices", None)
    if by_list is not None:
        return list(by_list(legal))
    return [encodings.action_index(a) for a in legal]


def bound(encodings: Encodings, observation: Mapping[str, Any]) -> Encodings:
    """The encodings for the game `observation` comes from: ``encodings.bind(observation)`` for
    a game that offers it (an index that depends on the game's options), else `encodings`."""
    bind = getattr(encodings, "bind", None)
    if bind is None:
        return encodings
    out: Encodings = bind(observation)
    return out


def legal_by_index(encodings: Encodings, legal: Sequence[Any]) -> dict[int, Any]:
    """The legal action at each index. Raises `ValueError` if two different legal actions share
    an index (a broken encoding; an action a game lists twice has its one index)."""
    by_index = dict(zip(legal_indices(encodings, legal), legal, strict=True))
    if len(by_index) != len(legal) and len(by_index) != len(set(legal)):
        raise ValueError(f"{encodings.game}: two legal actions share an index")
    return by_index


def mask_of(encodings: Encodings, indices: Iterable[int]) -> MaskArray:
    """A new int8 mask of the action space with a 1 at each of `indices`."""
    mask = np.zeros(encodings.num_actions, dtype=np.int8)
    marked = list(indices)
    if marked:
        mask[marked] = 1
    return mask


def action_mask(encodings: Encodings, legal: Sequence[Any]) -> tuple[MaskArray, dict[int, Any]]:
    """The mask of the legal actions (1 at each one's index, int8) and the legal action at each
    index (`legal_by_index`, which raises `ValueError` for a broken encoding)."""
    by_index = legal_by_index(encodings, legal)
    return mask_of(encodings, by_index), by_index


def layout_markdown(game: str) -> str:
    """The action and observation layouts of `game` as two Markdown tables."""

    def cell(text: str) -> str:
        return text.replace("|", "\\|")  # a bar inside a table cell

    enc = encodings_for(game)
    lines = [
        f"Actions: {enc.num_actions:,} indexes.",
        "",
        "| first index | count | actions |",
        "|---:|---:|---|",
    ]
    lines += [f"| {start:,} | {count:,} | `{cell(text)}` |" for start, count, text in enc.action_layout()]
    size = 1
    for n in enc.observation_shape:
        size *= n
    lines += [
        "",
        f"Observation: float32, shape {tuple(enc.observation_shape)} ({size:,} values).",
        "",
        "| first position | count | block | holds |",
        "|---:|---:|---|---|",
    ]
    lines += [
        f"| {start:,} | {count:,} | `{name}` | {about} |"
        for start, count, name, about in enc.observation_layout()
    ]
    return "\n".join(lines)
