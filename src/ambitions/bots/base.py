"""The bot interface: a bot sees a `Decision` (its seat, its legal actions, its observation).

A bot never receives the state (docs/ARCHITECTURE.md): what it may know is the legal actions of
its own seat and, if it asks, `decision.observe()`, the seat's observation. Bots are built by
name with `make_agent`, so the CLI and the simulator take agent specs as plain strings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ambitions.core.errors import InvalidOptions


@dataclass
class Decision:
    """What a seat is shown when it must decide."""

    seat: int
    """The seat to decide."""
    legal: list[Any]
    """The legal action values (only the mover's own options; safe to show)."""
    observe: Callable[[], dict[str, Any]]
    """Builds ``state.observation(seat)`` lazily: bots that need it call it."""


class Agent(Protocol):
    """A decision maker for one seat."""

    name: str
    """The spec the agent was made from (``"random+"``), used in logs and tables."""

    def act(self, decision: Decision) -> Any:
        """One of ``decision.legal``."""
        ...


AgentFactory = Callable[[int], Agent]
"""Builds an agent from a seed."""

_AGENTS: dict[str, AgentFactory] = {}


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make an agent available to `make_agent` by name."""
    _AGENTS[name] = factory


def agent_names() -> list[str]:
    """The names `make_agent` accepts."""
    _load_builtin()
    return sorted(_AGENTS)


def make_agent(spec: str, seed: int) -> Agent:
    """The agent called `spec`, its choices driven by `seed` (raises `InvalidOptions`)."""
    _load_builtin()
    factory = _AGENTS.get(spec.strip())
    if factory is None:
        raise InvalidOptions(f"unknown agent {spec!r}; known agents: {', '.join(sorted(_AGENTS))}")
    return factory(seed)


def _load_builtin() -> None:
    if not _AGENTS:
        import ambitions.bots.random_agents  # noqa: F401  (registers the bundled agents)
