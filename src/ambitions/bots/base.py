"""The bot interface: a bot sees a `Decision` (its seat, its legal actions, its observation).

A bot never receives the state (docs/ARCHITECTURE.md). A `Decision` holds plain values only:
the seat, the legal actions (the engine's immutable action values; their texts on demand) and,
for agents that read it, the seat's observation as a JSON dict built for this decision. Nothing
reachable from a `Decision` is a game state, so an agent can neither read a rival's hand nor
change the game. An agent says whether it reads the observation (`Agent.observes`): building
one costs several times what the legal actions cost, and random play does without.

Agents are made by name with `make_agent`, so the CLI and the simulator take agent specs as plain
strings. The names come from the ``ambitions.agents`` entry-point group (the bundled agents are
declared in ``pyproject.toml``; a separately installed package adds its own the same way) and
from `register_agent`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Protocol

from ambitions.core.errors import IllegalAction, InvalidOptions
from ambitions.core.plugins import Plugins, factory_entry
from ambitions.core.state import State

ENTRY_POINT_GROUP: Final = "ambitions.agents"


@dataclass(frozen=True, slots=True)
class Decision:
    """What a seat is shown when it must decide: values only, never the state."""

    seat: int
    """The seat to decide."""
    legal: tuple[Any, ...]
    """The legal action values (only the mover's own options; immutable)."""
    observation: Mapping[str, Any] | None = None
    """The seat's observation (`State.observation`), built for agents that read it."""

    @property
    def texts(self) -> tuple[str, ...]:
        """The legal actions' texts, in the same order."""
        return tuple(str(a) for a in self.legal)

    def observe(self) -> dict[str, Any]:
        """The seat's observation (raises `LookupError` for an agent that said it does not read it)."""
        if self.observation is None:
            raise LookupError("this decision carries no observation: the agent's 'observes' is False")
        return dict(self.observation)


class Agent(Protocol):
    """A decision maker for one seat."""

    name: str
    """The spec the agent was made from (``"random+"``), used in logs and tables."""
    observes: bool
    """True if `act` reads ``decision.observe()`` (the observation is then built for it)."""

    def act(self, decision: Decision) -> Any:
        """One of ``decision.legal``."""
        ...


def check_agent_game(agent: Any, game: str, players: int, options: Mapping[str, Any] | None = None) -> None:
    """Let `agent` refuse a game it cannot play before the game starts: an agent made for some
    games only (a trained policy) has ``check_game(game, players, options)``, which raises
    `InvalidOptions` in one line; other agents play any game."""
    check = getattr(agent, "check_game", None)
    if callable(check):
        check(game, players, dict(options or {}))


def observes(agent: Any) -> bool:
    """Whether `agent` reads observations (True unless it says otherwise)."""
    return bool(getattr(agent, "observes", True))


def decision_for(state: State, seat: int, agent: Any) -> Decision:
    """The `Decision` `agent` gets at `seat` (the seat to move in `state`), built from values."""
    legal = tuple(state.legal_actions())
    return Decision(seat, legal, state.observation(seat) if observes(agent) else None)


def offered(decision: Decision, action: Any) -> bool:
    """True if `action` is one of ``decision.legal`` (the same object, or an equal value)."""
    return id(action) in map(id, decision.legal) or action in decision.legal


def checked_act(agent: Agent, decision: Decision) -> Any:
    """``agent.act(decision)``, checked: an action not in ``decision.legal`` raises `IllegalAction`
    naming the agent, the seat and the action (the state is never touched)."""
    action = agent.act(decision)
    if not offered(decision, action):
        raise IllegalAction(
            f"agent {getattr(agent, 'name', type(agent).__name__)!r} at seat {decision.seat} chose "
            f"{str(action)!r:.200}, which is not one of its {len(decision.legal)} legal actions"
        )
    return action


AgentFactory = Callable[..., Agent]
"""Builds an agent: ``factory(seed, **options)``, options as text from the spec."""

AGENTS: Final[Plugins[AgentFactory]] = Plugins(ENTRY_POINT_GROUP, "agent", factory_entry)
"""The agents: the entry points of the ``ambitions.agents`` group, and those registered here."""


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make an agent available to `make_agent` by name."""
    AGENTS.register(name, factory)


def agent_names() -> list[str]:
    """The names `make_agent` accepts."""
    return AGENTS.names()


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``"ismcts:seconds=1,workers=2"`` -> ``("ismcts", {"seconds": "1", "workers": "2"})``.

    Options follow a colon as ``key=value`` pairs separated by commas or semicolons.
    """
    name, _, rest = spec.strip().partition(":")
    options: dict[str, str] = {}
    for part in rest.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        key, eq, value = part.partition("=")
        if not eq or not key.strip() or not value.strip():
            raise InvalidOptions(f"agent option {part!r} in {spec!r} is not key=value")
        options[key.strip()] = value.strip()
    return name.strip(), options


def split_specs(text: str) -> list[str]:
    """Split a comma-separated list of agent specs, keeping each spec's own options together.

    ``"ismcts:iterations=200,workers=2,greedy"`` -> ``["ismcts:iterations=200,workers=2",
    "greedy"]``: a piece with ``=`` and no ``:`` is an option of the spec before it.
    """
    out: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            continue
        if out and "=" in piece and ":" not in piece and ":" in out[-1]:
            out[-1] += "," + piece
        else:
            out.append(piece)
    return out


def make_agent(spec: str, seed: int) -> Agent:
    """The agent `spec` names (``"greedy"``, ``"ismcts:seconds=1"``), its choices driven by `seed`.

    Raises `InvalidOptions` for an unknown agent or option.
    """
    name, options = parse_spec(spec)
    factory = AGENTS.get(name)
    if factory is None:
        raise InvalidOptions(f"unknown agent {spec!r}; known agents: {', '.join(agent_names())}")
    agent = factory(seed, **options)
    agent.name = spec.strip()
    return agent


def no_options(name: str, options: dict[str, str]) -> None:
    """Raise `InvalidOptions` if an agent that takes no options was given some."""
    if options:
        raise InvalidOptions(f"agent {name!r} takes no options, got {sorted(options)}")


def number_option(options: dict[str, str], key: str, default: float, agent: str) -> float:
    """Pop ``options[key]`` as a finite number (raises `InvalidOptions` for text that is not one:
    ``nan``, ``inf`` and ``1e999`` are refused, so no budget or weight is ever infinite)."""
    text = options.pop(key, None)
    if text is None:
        return default
    try:
        value = float(text)
    except ValueError:
        raise InvalidOptions(f"agent {agent!r}: option {key}={text!r:.40} is not a number") from None
    if not math.isfinite(value):
        raise InvalidOptions(f"agent {agent!r}: option {key}={text!r:.40} is not a finite number")
    return value


def whole_option(options: dict[str, str], key: str, default: int, agent: str) -> int:
    """Pop ``options[key]`` as a whole number (``200``, ``2e3``; raises `InvalidOptions` for one
    that is not finite or has a fraction)."""
    value = number_option(options, key, default, agent)
    if not float(value).is_integer():
        raise InvalidOptions(f"agent {agent!r}: option {key}={value:g} is not a whole number")
    return int(value)
