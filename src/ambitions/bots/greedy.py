"""``greedy``: one-step evaluation of every legal action, consequences settled before scoring.

For each legal action, greedy applies it in a world determinized from its observation, then
settles what follows before it scores the result with the game's evaluation
(`ambitions.bots.knowledge`): its own follow-up decisions (battle dice, hits, a catapult...) are
played by its own greedy sub-policy, and chance nodes the game can enumerate exactly (battle
rolls) are averaged over with their true probabilities. It stops when another seat is to decide
or the turn goes on to a fresh decision, and scores its margin over the rivals there.

Settling is an expectimax over the first follow-up decision (each option settled in full) and
myopic after it (each later follow-up takes the option with the best immediate score), so a
battle costs a few thousand evaluations at most. Uses only the kernel contract plus the game's
registered knowledge: greedy never sees the state, only its observation.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ambitions.bots.base import Decision, number_option, whole_option
from ambitions.bots.knowledge import GameKnowledge, check_options, knowledge_for, margin
from ambitions.core.registry import dealer
from ambitions.core.state import CHANCE, State

EPSILON = 1e-9


def after(state: State, action: Any) -> State:
    """A copy of `state` with `action` applied."""
    child = state.clone()
    child.apply_unchecked(action)
    return child


def _applied(state: State, action: Any) -> State:
    """`state` itself with `action` applied."""
    state.apply_unchecked(action)
    return state


CHANCE_BUDGET = 4096
"""How many positions one settled action's chance outcomes may expand into (`Settler.settle`)."""


class Settler:
    """Scores positions for one seat after settling that seat's follow-ups (see the module doc)."""

    def __init__(self, knowledge: GameKnowledge, seat: int, score: Callable[[State], float] | None = None):
        self.knowledge = knowledge
        self.seat = seat
        self.score: Callable[[State], float] = score or self.margin
        self.evaluations = 0
        fast = getattr(knowledge, "margin", None)
        self._margin: Callable[[State, int], float] | None = fast if callable(fast) else None
        """The knowledge's own ``margin(state, seat)``, when it offers one (the same value)."""

    def margin(self, state: State) -> float:
        """The seat's worth minus its rivals' (`knowledge.margin`)."""
        self.evaluations += 1
        if self._margin is not None:
            return self._margin(state, self.seat)
        return margin(self.knowledge.worth(state), self.seat)

    def settle(self, state: State, depth: int = 0, budget: int = CHANCE_BUDGET) -> float:
        """The expected score of `state` (which this call may change) once settled. Chance
        outcomes are expanded while the positions they lead to stay within `budget`; past it (a
        chance node under others whose outcomes multiply, such as battle rolls in a row), the
        likeliest outcome stands for the rest."""
        k, seat = self.knowledge, self.seat
        while True:
            cp = state.current_player()
            if cp == CHANCE:
                outcomes = k.chance_outcomes(state)
                if outcomes is None:
                    return self.score(state)
                if len(outcomes) == 1 or len(outcomes) > budget:
                    likeliest = max(outcomes, key=lambda o: o[1])  # (the first of equals)
                    state.apply_unchecked(likeliest[0])
                    continue
                share = budget // len(outcomes)
                # The last outcome is settled in `state` itself (ours to change): one clone less.
                last = len(outcomes) - 1
                return sum(
                    p * self.settle(_applied(state, a) if i == last else after(state, a), depth, share)
                    for i, (a, p) in enumerate(outcomes)
                )
            if cp != seat or not k.follow_up(state, seat):
                return self.score(state)
            options = k.candidates(state, state.legal_actions())
            if len(options) == 1:
                state.apply_unchecked(options[0])
                continue
            if depth == 0:
                # The last option is settled in `state` itself (ours to change): one clone less.
                last = len(options) - 1
                return max(
                    self.settle(_applied(state, a) if i == last else after(state, a), depth + 1)
                    for i, a in enumerate(options)
                )
            # Deeper follow-ups: the option with the best immediate score (the first option if
            # none scores above -inf); the child made to score it goes on (the last made in
            # `state` itself).
            children = [after(state, a) for a in options[:-1]]
            children.append(_applied(state, options[-1]))
            state = children[0]
            best_score = float("-inf")
            for child in children:
                v = self.score(child)
                if v > best_score + EPSILON:
                    state, best_score = child, v

    def action_values(self, world: State, actions: Sequence[Any]) -> list[float]:
        """The settled score of each action applied in `world` (left unchanged)."""
        return [self.settle(after(world, a)) for a in actions]


class GreedyAgent:
    """One-step greedy over the legal actions with settled consequences (see the module doc)."""

    name = "greedy"
    observes = True

    def __init__(self, seed: int, worlds: int = 1, **weights: float) -> None:
        self.rng = random.Random(seed)
        self.worlds = max(1, worlds)
        """Determinized worlds each action is scored in (their scores are averaged)."""
        self.weights = weights
        self._knowledge: dict[str, GameKnowledge] = {}

    def knowledge(self, game: str) -> GameKnowledge:
        if game not in self._knowledge:
            self._knowledge[game] = knowledge_for(game, **self.weights)
        return self._knowledge[game]

    def scores(self, decision: Decision) -> list[float]:
        """The settled score of each of ``decision.legal`` (averaged over the worlds)."""
        obs = decision.observe()
        settler = Settler(self.knowledge(str(obs["game"])), decision.seat)
        totals = [0.0] * len(decision.legal)
        deal = dealer(obs)  # (the observation read once, however many worlds)
        for _ in range(self.worlds):
            world = deal(random.Random(self.rng.getrandbits(64)))
            for i, v in enumerate(settler.action_values(world, decision.legal)):
                totals[i] += v
        return [t / self.worlds for t in totals]

    def act(self, decision: Decision) -> Any:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        scores = self.scores(decision)
        best = max(scores)
        ties = [a for a, v in zip(legal, scores, strict=True) if v >= best - EPSILON]
        return ties[0] if len(ties) == 1 else self.rng.choice(ties)


def make_greedy(seed: int, **options: str) -> GreedyAgent:
    """``greedy`` with options ``worlds=N`` and evaluation weights (the ``ambitions.agents`` entry
    point)."""
    worlds = whole_option(options, "worlds", 1, "greedy")
    weights = {key: number_option(options, key, 0.0, "greedy") for key in list(options)}
    check_options(weights)
    return GreedyAgent(seed, worlds=worlds, **weights)
