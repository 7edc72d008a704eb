"""Pig, a toy dice game, as a separately installed game package (for the test suite only).

Nothing outside this folder names it: the folder holds the package and its metadata (as pip
would install them), and putting the folder on ``sys.path`` is all it takes for the project to
find the game through the ``ambitions.games`` entry point, and its bot knowledge
(``ambitions_pig.knowledge``, an adapter this module never imports) through the
``ambitions.knowledge`` one, as the bundled games are found.

Rules: on your turn, ``roll`` the die (a chance node: ``die 1`` .. ``die 6``) as often as you
like, adding each roll to your turn total; a 1 loses the turn total and ends your turn. ``hold``
banks the turn total and ends your turn. The first to `GOAL` points wins.

`ENCODINGS` is all a game adds for ``ambitions.rl``: two action indexes and a small observation
vector, named by the spec's ``encodings``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ambitions.core import (
    CHANCE,
    TERMINAL,
    GameSpec,
    IllegalAction,
    InvalidActionText,
    InvalidOptions,
    InvalidRecord,
    State,
    Statistics,
    Tally,
)

GOAL = 20


@dataclass(frozen=True)
class PigAction:
    text: str

    def __str__(self) -> str:
        return self.text


ROLL, HOLD = PigAction("roll"), PigAction("hold")
DIE = tuple(PigAction(f"die {k}") for k in range(1, 7))


class PigState(State):
    game_name = "pig"

    def __init__(self, players: int, seed: int) -> None:
        self.n, self.seed = players, seed
        self.scores_ = [0] * players
        self.turn, self.total, self.rolling = 0, 0, False
        self.history: list[PigAction] = []

    @property
    def num_players(self) -> int:
        return self.n

    def current_player(self) -> int:
        if max(self.scores_) >= GOAL:
            return TERMINAL
        return CHANCE if self.rolling else self.turn

    def legal_actions(self) -> list[Any]:
        return [ROLL, HOLD] if self.current_player() >= 0 else []

    def is_legal(self, action: Any) -> bool:
        if self.current_player() == CHANCE:
            return action in DIE
        return action in self.legal_actions()

    def apply_unchecked(self, action: Any) -> None:
        self.history.append(action)
        if action == ROLL:
            self.rolling = True
            return
        if action == HOLD:
            self.scores_[self.turn] += self.total
        elif action != DIE[0]:
            self.rolling, self.total = False, self.total + DIE.index(action) + 1
            return
        self.rolling, self.total, self.turn = False, 0, (self.turn + 1) % self.n

    def parse_action(self, text: str) -> PigAction:
        for action in (ROLL, HOLD, *DIE):
            if isinstance(text, str) and " ".join(text.split()) == action.text:
                return action
        raise InvalidActionText(f"{text!r:.80} is not a pig action (roll, hold, die 1..6)")

    def sample_chance(self, rng: random.Random | None = None) -> PigAction:
        if self.current_player() != CHANCE:
            raise IllegalAction("not a chance node")
        return (rng or random.Random(f"pig:{self.seed}:{len(self.history)}")).choice(DIE)

    def clone(self) -> PigState:
        other = PigState(self.n, self.seed)
        other.scores_, other.history = list(self.scores_), list(self.history)
        other.turn, other.total, other.rolling = self.turn, self.total, self.rolling
        return other

    def observation(self, seat: int | None) -> dict[str, Any]:
        legal = [str(a) for a in self.legal_actions()] if seat == self.current_player() else []
        return {
            "game": "pig",
            "players": self.n,
            "seat": seat,
            "scores": list(self.scores_),
            "turn": self.turn,
            "total": self.total,
            "rolling": self.rolling,
            "legal_actions": legal,
        }

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores_] if self.current_player() == TERMINAL else [0.0] * self.n

    def scores(self) -> list[float]:
        return [float(s) for s in self.scores_]

    def turn_order(self) -> list[int]:
        return [(self.turn + k) % self.n for k in range(self.n)]

    def record(self) -> dict[str, Any]:
        return {
            "game": "pig",
            "players": self.n,
            "seed": self.seed,
            "options": {},
            "actions": [str(a) for a in self.history],
        }


def new_game(players: int, seed: int = 0, **options: Any) -> PigState:
    if options or not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise InvalidOptions(f"pig is for 2-4 players and takes no options, not {players!r} {options}")
    return PigState(players, int(seed))


def replay(record: Mapping[str, Any]) -> PigState:
    try:
        state = new_game(record["players"], record.get("seed", 0))
        for text in record["actions"]:
            state.apply(state.parse_action(text))
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidRecord(f"not a pig record: {exc}") from None
    return state


def from_position(pos: Mapping[str, Any]) -> PigState:
    try:
        state = new_game(pos["players"], pos.get("seed", 0))
        state.scores_, state.turn = [int(s) for s in pos["scores"]], int(pos["turn"])
        state.total, state.rolling = int(pos["total"]), bool(pos["rolling"])
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidRecord(f"not a pig position: {exc}") from None
    return state


def determinize(obs: Mapping[str, Any], rng: random.Random) -> PigState:
    return from_position({**obs, "seed": rng.randrange(2**31)})  # nothing is hidden in pig


class BustWatcher:
    def __init__(self) -> None:
        self.busts: list[str] = []

    def before(self, state: State, action: Any) -> None:
        if action == DIE[0]:
            self.busts.append(f"seat {state.turn_order()[0]}")

    def finish(self, state: State) -> dict[str, Any]:
        return {"busts": [self.busts]}


class PigEncodings:
    """Pig's encodings for ``ambitions.rl``: ``roll`` is 0, ``hold`` 1; the observation is each
    seat's score, relative to the observing seat, the turn, the turn total and the player count."""

    game = "pig"
    num_actions = 2
    observation_shape = (13,)
    observation_low = np.zeros(13, dtype=np.float32)
    observation_high = np.ones(13, dtype=np.float32)

    def action_index(self, action: Any) -> int:
        if action not in (ROLL, HOLD):
            raise ValueError(f"{action!r} is not a pig decision")
        return 0 if action == ROLL else 1

    def index_action(self, state: State | None, index: int) -> PigAction:
        if index not in (0, 1):
            raise ValueError(f"a pig action index is 0 or 1, not {index!r}")
        return (ROLL, HOLD)[index]

    def encode(self, observation: Mapping[str, Any]) -> npt.NDArray[np.float32]:
        n, me = observation["players"], observation["seat"] or 0
        out = np.zeros(13, dtype=np.float32)
        for p, score in enumerate(observation["scores"]):
            out[(p - me) % n] = min(score / GOAL, 1.0)
        out[4 + (observation["turn"] - me) % n] = 1.0
        out[8] = min(observation["total"] / GOAL, 1.0)
        out[9] = float(observation["rolling"])
        out[10 + n - 2] = 1.0
        return out

    def action_layout(self) -> list[tuple[int, int, str]]:
        return [(0, 1, "roll"), (1, 1, "hold")]

    def observation_layout(self) -> list[tuple[int, int, str, str]]:
        return [
            (0, 4, "scores", "per relative seat: score / GOAL"),
            (4, 4, "turn", "relative seat whose turn it is"),
            (8, 1, "total", "turn total / GOAL"),
            (9, 1, "rolling", "a roll is under way"),
            (10, 3, "players", "one-hot: 2, 3 or 4 players"),
        ]


ENCODINGS = PigEncodings()

SPEC = GameSpec(
    name="pig",
    new_game=new_game,
    replay=replay,
    determinize=determinize,
    from_position=from_position,
    players=(2, 3, 4),
    title="Pig",
    about="a toy dice game: roll or hold, first to 20",
    score="points",
    render=lambda obs: f"Pig: scores {obs['scores']}, seat {obs['turn']} has {obs['total']}",
    statistics=Statistics(watcher=BustWatcher, tallies=(Tally("busts", "Busts", "seat"),), period="game"),
    encodings="ambitions_pig:ENCODINGS",
)
