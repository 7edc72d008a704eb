"""What a bot may know about a game beyond the kernel contract: a small registry by game name.

The search bots (`greedy`, `ismcts`) use only the kernel contract (`determinize`, `clone`,
`legal_actions`, `apply_unchecked`, `sample_chance`, `returns`, `current_player`). What they
cannot get from it is game knowledge: each game brings its own `GameKnowledge`, in its own
package (``ambitions.games.<game>.knowledge`` for the bundled games), and this module is the
interface and the registry:

- `worth(state)`: a heuristic worth per seat, in the game's own units (Power for Arcs);
- `values(state)`: per-seat search values in [0, 1] (a win is 1), for max^n backups;
- `follow_up(state, seat)`: whether the decision now is a follow-up of `seat`'s last action
  (dice, hits, a catapult...), which greedy settles before it scores an action;
- `chance_outcomes(state)`: the exact outcomes of a chance node worth enumerating (battle
  rolls) with their probabilities, or None to leave the node unresolved;
- `candidates(state, legal)`: the options worth considering at a follow-up (dominated ones
  dropped), so settling stays cheap.

Each game's knowledge is found through the ``ambitions.knowledge`` entry-point group (or
`register_knowledge`), as a separately installed game's would be; a game without any gets
`BasicKnowledge`: Returns at the end, nothing before.
Knowledge reads a full `State`, which bots only ever get from `ambitions.determinize` of their
own observation: a bot still never sees the true state.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar

from ambitions.core.errors import InvalidOptions
from ambitions.core.plugins import Plugins, factory_entry
from ambitions.core.state import TERMINAL, State

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

W = TypeVar("W", bound="DataclassInstance")


class GameKnowledge(Protocol):
    """Game-specific evaluation and settling hooks (see the module docstring). A knowledge may
    also offer ``margin(state, seat) -> float``, equal to ``margin(self.worth(state), seat)``
    (`margin`) but faster; ``greedy`` then scores with it."""

    def worth(self, state: State) -> list[float]:
        """A heuristic worth per seat, in the game's units (higher is better)."""
        ...

    def values(self, state: State) -> list[float]:
        """Per-seat search values in [0, 1]: 1 for a won game, an estimate before the end."""
        ...

    def follow_up(self, state: State, seat: int) -> bool:
        """True if `seat` is to decide a follow-up of its own last action."""
        ...

    def chance_outcomes(self, state: State) -> list[tuple[Any, float]] | None:
        """Exact (outcome action, probability) pairs at a chance node, or None."""
        ...

    def candidates(self, state: State, legal: list[Any]) -> list[Any]:
        """The options worth settling at a follow-up decision (a non-empty subset of `legal`)."""
        ...


KnowledgeFactory = Callable[..., GameKnowledge]
"""Builds a game's knowledge from tuning options (``weight=value``)."""

ENTRY_POINT_GROUP: Final = "ambitions.knowledge"
"""Knowledge factories by game name (``arcs = "ambitions.games.arcs.knowledge:make_knowledge"``)."""

KNOWLEDGE: Final[Plugins[KnowledgeFactory]] = Plugins(ENTRY_POINT_GROUP, "bot knowledge", factory_entry)
"""Each game's knowledge factory: the ``ambitions.knowledge`` entry points, and those registered."""


def register_knowledge(game: str, factory: KnowledgeFactory) -> None:
    """Make `factory(**options)` the knowledge of `game`."""
    KNOWLEDGE.register(game, factory)


def knowledge_for(game: str, **options: float) -> GameKnowledge:
    """The knowledge registered for `game` with its tuning `options`, else `BasicKnowledge`."""
    factory = KNOWLEDGE.get(game)
    if factory is None:
        if options:
            raise InvalidOptions(f"no evaluation options for {game!r}: {sorted(options)}")
        return BasicKnowledge()
    return factory(**options)


def check_options(options: dict[str, float]) -> None:
    """Raise `InvalidOptions` unless some game's knowledge accepts `options`.

    Lets an agent spec with a misspelt weight fail when the agent is made, not mid-game.
    """
    if not options:
        return
    errors: list[str] = []
    for game in KNOWLEDGE.names():
        factory = KNOWLEDGE.get(game)
        if factory is None:
            continue
        try:
            factory(**options)
            return
        except InvalidOptions as exc:
            errors.append(str(exc))  # every game's complaint: the weights may be meant for any
    raise InvalidOptions("; ".join(errors) or f"no game takes evaluation options {sorted(options)}")


def weights_with(defaults: W, what: str, options: dict[str, float]) -> W:
    """The dataclass `defaults` with the named weights changed; an unknown name is one
    `InvalidOptions` naming the game (`what`) and the known weights."""
    known = {f.name for f in dataclasses.fields(defaults)}
    unknown = sorted(set(options) - known)
    if unknown:
        names = ", ".join(sorted(known))
        raise InvalidOptions(f"unknown {what} evaluation weights {unknown}; known: {names}")
    return dataclasses.replace(defaults, **{k: float(v) for k, v in options.items()})


def margin(worth: Sequence[float], seat: int) -> float:
    """How far `seat` is ahead: its worth minus the mean of the best rival and the rivals' mean."""
    rivals = [*worth[:seat], *worth[seat + 1 :]]
    if not rivals:
        return worth[seat]
    return worth[seat] - 0.5 * (max(rivals) + sum(rivals) / len(rivals))


def squash(x: float, scale: float) -> float:
    """A logistic squashing of a margin into (0, 1)."""
    z = max(-30.0, min(30.0, x / scale))
    return 1.0 / (1.0 + math.exp(-z))


def rank_values(returns: Sequence[float]) -> list[float]:
    """Per-seat values of final results: 1 for the best (shared on ties), 0 for the worst."""
    n = len(returns)
    if n < 2:
        return [1.0] * n
    out = []
    for r in returns:
        below = sum(1 for x in returns if x < r)
        equal = sum(1 for x in returns if x == r) - 1
        out.append((below + 0.5 * equal) / (n - 1))
    return out


class BasicKnowledge:
    """Knowledge for a game nobody taught the bots: final results only."""

    def worth(self, state: State) -> list[float]:
        if state.current_player() == TERMINAL:
            return list(state.returns())
        return [0.0] * state.num_players

    def values(self, state: State) -> list[float]:
        if state.current_player() == TERMINAL:
            return rank_values(state.returns())
        return [0.5] * state.num_players

    def follow_up(self, state: State, seat: int) -> bool:
        return False

    def chance_outcomes(self, state: State) -> list[tuple[Any, float]] | None:
        return None

    def candidates(self, state: State, legal: list[Any]) -> list[Any]:
        return legal
