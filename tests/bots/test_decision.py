"""A bot sees values, never the state: nothing reachable from its `Decision` is a game state, and
an agent that answers with an action that is not legal stops the game with a clear error."""

from __future__ import annotations

import gc
import sys
import types
from collections import deque
from typing import Any

import pytest

import ambitions
from ambitions.bots import Decision, make_agent
from ambitions.bots.base import checked_act, decision_for
from ambitions.play.session import GameSession
from ambitions.sim.runner import GameFailed, play_game
from ambitions.sim.tournament import simulate


def states_reachable_from(root: object, limit: int = 200_000) -> list[ambitions.State]:
    """Every game state an agent could reach from `root` by walking attributes, closures, bound
    methods and `gc.get_referents`, short of modules and classes (from which the whole program,
    but no game in play, is reachable)."""
    module_dicts = {id(vars(m)) for m in list(sys.modules.values()) if m is not None}
    seen: set[int] = set()
    found: list[ambitions.State] = []
    queue: deque[object] = deque([root])
    while queue and len(seen) < limit:
        obj = queue.popleft()
        if id(obj) in seen or isinstance(obj, types.ModuleType | type) or id(obj) in module_dicts:
            continue
        seen.add(id(obj))
        if isinstance(obj, ambitions.State):
            found.append(obj)
        more: list[object] = list(gc.get_referents(obj))
        for name in ("__closure__", "__self__", "__wrapped__", "__dict__"):
            value = getattr(obj, name, None) if not isinstance(obj, dict | list | tuple) else None
            if value is not None:
                more.append(value)
        for cell in getattr(obj, "__closure__", None) or ():
            more.append(cell.cell_contents)
        if hasattr(obj, "__slots__") and not isinstance(obj, type):
            more += [getattr(obj, s, None) for s in getattr(type(obj), "__slots__", ())]
        queue.extend(more)
    return found


class Prober:
    """An agent that looks for the state behind each decision (and plays ``random+``)."""

    name = "prober"
    observes = True

    def __init__(self) -> None:
        self.inner = make_agent("random+", 1)
        self.decisions = 0
        self.found: list[ambitions.State] = []

    def act(self, decision: Decision) -> Any:
        if self.decisions % 7 == 0:  # the walk is slow; every seventh decision is plenty
            self.found += states_reachable_from(decision)
            obs = decision.observe()
            obs.clear()  # changing what it was shown changes nothing in the game
        self.decisions += 1
        return self.inner.act(decision)


def test_the_walk_finds_a_state_behind_a_closure() -> None:
    """The walk is able to find a state: an observation thunk over one gives it away."""
    state = ambitions.new_game("arcs", players=3, seed=1)

    def thunk() -> dict[str, Any]:
        return state.observation(0)

    assert states_reachable_from(thunk) == [state]
    assert states_reachable_from({"observe": state.observation}) == [state]


def test_no_state_is_reachable_from_a_decision_in_the_simulator() -> None:
    prober = Prober()
    agents = [prober, make_agent("random+", 2), make_agent("random+", 3)]
    result = play_game("arcs", 3, agents, seed=4)  # type: ignore[list-item]
    assert prober.decisions > 30 and prober.found == []
    plain = [make_agent("random+", seed) for seed in (1, 2, 3)]
    again = play_game("arcs", 3, plain, seed=4)
    assert again.record == result.record  # the prober played random+ and changed nothing


def test_no_state_is_reachable_from_a_bot_turn_in_the_play_session() -> None:
    session = GameSession(ambitions.new_game("arcs", players=2, seed=3), [], {0: Prober(), 1: Prober()})  # type: ignore[dict-item]
    for _ in range(300):
        if session.is_over():
            break
        if session.mover() == ambitions.CHANCE:
            session.step_chance()
            continue
        turn = session.bot_turn()
        assert states_reachable_from(turn.decision) == []
        session.play_bot()
    assert all(not agent.found for agent in session.agents.values())  # type: ignore[attr-defined]


def test_random_agents_get_no_observation_and_search_agents_get_one() -> None:
    state = ambitions.new_game("arcs", players=3, seed=2)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    seat = state.current_player()
    plain = decision_for(state, seat, make_agent("random", 0))
    assert plain.observation is None and plain.texts == tuple(str(a) for a in state.legal_actions())
    with pytest.raises(LookupError):
        plain.observe()
    searching = decision_for(state, seat, make_agent("greedy", 0))
    assert searching.observe() == state.observation(seat)


class Cheater:
    """Answers with an action that is not among its legal ones."""

    name = "cheater"
    observes = False

    def act(self, decision: Decision) -> Any:
        return ambitions.new_game("arcs", players=3).parse_action("move 1.1 6.3 9 0")


def test_an_illegal_answer_stops_the_game_naming_the_agent_the_seed_and_the_action() -> None:
    agents = [make_agent("random", 1), Cheater(), make_agent("random", 3)]
    with pytest.raises(ambitions.IllegalAction) as caught:
        play_game("arcs", 3, agents, seed=12)  # type: ignore[list-item]
    message = str(caught.value)
    assert "agent 'cheater' at seat 1 chose 'move 1.1 6.3 9 0'" in message and "arcs seed 12" in message


def test_an_illegal_answer_in_a_tournament_is_a_failed_game(monkeypatch: pytest.MonkeyPatch) -> None:
    from ambitions.bots import base

    monkeypatch.setitem(base.AGENTS.loaded, "cheater", lambda seed, **options: Cheater())
    with pytest.raises(GameFailed) as caught:
        simulate("arcs", 3, ["random", "cheater", "random"], 6, seed=1, backend="local")
    message = str(caught.value)
    assert "IllegalAction" in message and "agent 'cheater'" in message and "'move 1.1 6.3 9 0'" in message
    assert "seed" in message and "agents" in message


def test_checked_act_lets_a_legal_answer_through_and_stops_another() -> None:
    decision = Decision(0, ("end", "pass"))
    assert checked_act(make_agent("random", 0), decision) in ("end", "pass")
    with pytest.raises(ambitions.IllegalAction, match="agent 'cheater' at seat 0 chose 'move 1.1 6.3 9 0'"):
        checked_act(Cheater(), decision)  # type: ignore[arg-type]
