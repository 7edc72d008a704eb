"""A tournament's plan: paired deals, permuted seats, per-game seeds, and the task every backend runs.

A tournament between entrants (agents, each with a name) is played in *blocks*: every deal is
played once under each distinct seating of the entrants (every permutation of their names; for
three entrants with different names that is 6 games, for ``random,random,greedy`` it is 3), and
the number of games is rounded up to whole blocks. Game ``i`` is deal ``i // B`` under seating
``i % B`` (``B`` seatings per deal). Its seeds derive from the base seed alone:

- the deal (the game's own chance: initiative, setup, shuffles, dice) is ``deal_seed(seed, deal)``;
- the agent at seat ``s`` is seeded ``agent_seed(seed, deal, s)``: by the deal and the *seat*,
  not by who sits there.

So permuting identical agents permutes identical games, and two entrants running the same agent
under different names (``--agents a=random,b=random,c=random``) come out exactly even. Each game
depends only on the tournament spec and its index, so results do not depend on the backend, the
number of workers or the order tasks finish in. `play_batch` plays games by their index: it is
the task every executor (`ambitions.sim.executors`) runs, for the driver in
`ambitions.sim.tournament`.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ambitions.bots.base import Agent, make_agent
from ambitions.core.registry import ensure_game, game_spec
from ambitions.core.state import State
from ambitions.sim.runner import GameFailed, GameResult, play_game


@dataclass(frozen=True)
class Entrant:
    """A tournament entrant: the name results are reported under, and the agent spec it plays."""

    name: str
    spec: str


def distinct_seatings(names: Sequence[str]) -> list[tuple[int, ...]]:
    """Every distinct seating of entrants with these names: entrant index per seat.

    One seating per distinct arrangement of the names (permutations that only swap entrants of
    the same name would replay the same games); the first is the order given.
    """
    seen: set[tuple[str, ...]] = set()
    out = []
    for perm in itertools.permutations(range(len(names))):
        key = tuple(names[e] for e in perm)
        if key not in seen:
            seen.add(key)
            out.append(perm)
    return out


def deal_seed(seed: int, deal: int) -> int:
    """The seed of deal number `deal` of a tournament seeded `seed`."""
    return random.Random(f"deal:{seed}:{deal}").randrange(2**31)


def agent_seed(seed: int, deal: int, seat: int) -> int:
    """The seed of the agent at `seat` in deal `deal`, whoever sits there."""
    return random.Random(f"agent:{seed}:{deal}:{seat}").randrange(2**31)


@dataclass(frozen=True)
class TournamentSpec:
    """Everything a worker needs to play any game of a tournament by its index (picklable)."""

    game: str
    players: int
    entrants: tuple[Entrant, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    records: bool = False
    """Keep each game's record in its result."""
    source: str | None = None
    """Where the game's spec is loaded from (``module:attribute``) where no entry point names it
    (a Ray node running the shipped package without its metadata)."""
    seatings: tuple[tuple[int, ...], ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seatings", tuple(distinct_seatings([e.name for e in self.entrants])))

    @property
    def block(self) -> int:
        """Games per deal: the number of distinct seatings."""
        return len(self.seatings)

    def rounded(self, games: int) -> int:
        """`games` rounded up to whole blocks."""
        return math.ceil(games / self.block) * self.block

    def plan(self, index: int) -> tuple[int, tuple[int, ...]]:
        """Game `index`'s deal number and its seating (entrant index per seat)."""
        deal, k = divmod(index, self.block)
        return deal, self.seatings[k]

    def names(self) -> list[str]:
        """The distinct entrant names, in the order first given."""
        return list(dict.fromkeys(e.name for e in self.entrants))


StageDone = Callable[[], None]
"""Called each time a part of a game (`ambitions.core.spec.Stages`: the campaign's Acts) is over."""


def stage_watch(
    game: str, options: Mapping[str, Any], on_stage: StageDone | None
) -> tuple[Callable[[State, int, Any], None] | None, Callable[[], None]]:
    """For a game played in parts (its spec's `stages`) and an `on_stage` callback: the
    ``on_action`` hook that calls it as each part ends, and a function to call once the game is
    over (the last part ends with the game: it calls the rest, so a game always reports its
    ``count``). Without either: no hook, nothing to call."""
    stages = game_spec(game).stages
    if stages is None or on_stage is None:
        return None, lambda: None
    told = [0]

    def on_action(state: State, seat: int, action: Any) -> None:
        done = stages.done(state)
        while told[0] < done:
            told[0] += 1
            on_stage()

    def finish() -> None:
        while told[0] < stages.count(options):
            told[0] += 1
            on_stage()

    return on_action, finish


def play_one(spec: TournamentSpec, index: int, on_stage: StageDone | None = None) -> GameResult:
    """Play game `index` of the tournament (raises `GameFailed` if the game raises); `on_stage`
    is called as each part of the game ends (`stage_watch`)."""
    deal, seating = spec.plan(index)
    specs = [spec.entrants[e].spec for e in seating]
    seeds = [agent_seed(spec.seed, deal, seat) for seat in range(spec.players)]
    game_seed = deal_seed(spec.seed, deal)
    agents: list[Agent] = []
    try:
        agents = [make_agent(agent, seed) for agent, seed in zip(specs, seeds, strict=True)]
        on_action, finish = stage_watch(spec.game, spec.options, on_stage)
        result = play_game(
            spec.game, spec.players, agents, game_seed, spec.options, on_action=on_action, record=spec.records
        )
        finish()
    except Exception as exc:
        import traceback

        raise GameFailed(
            f"game {index} failed: {type(exc).__name__}: {exc} ({spec.game} seed {game_seed}, "
            f"options {spec.options}, agents {specs} seeded {seeds})",
            traceback.format_exc(),
        ) from exc
    finally:
        # Agents holding resources (a search bot's own process pool) release them per game: a
        # worker process cannot exit while children of an unclosed pool wait for work.
        for agent in agents:
            close = getattr(agent, "close", None)
            if callable(close):
                close()
    result.agents = [spec.entrants[e].name for e in seating]
    result.index = index
    result.deal = deal
    return result


def play_batch(
    spec: TournamentSpec, indices: Sequence[int], on_stage: StageDone | None = None
) -> list[GameResult]:
    """Play the games `indices` of the tournament (the task every backend runs); `on_stage` as
    `play_one`'s."""
    ensure_game(spec.game, spec.source)
    return [play_one(spec, i, on_stage) for i in indices]
