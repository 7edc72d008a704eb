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


AgentFactory = Callable[..., Agent]
"""Builds an agent: ``factory(seed, **options)``, options as text from the spec."""

_AGENTS: dict[str, AgentFactory] = {}


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make an agent available to `make_agent` by name."""
    _AGENTS[name] = factory


def agent_names() -> list[str]:
    """The names `make_agent` accepts."""
    _load_builtin()
    return sorted(_AGENTS)


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
    _load_builtin()
    name, options = parse_spec(spec)
    factory = _AGENTS.get(name)
    if factory is None:
        raise InvalidOptions(f"unknown agent {spec!r}; known agents: {', '.join(sorted(_AGENTS))}")
    agent = factory(seed, **options)
    agent.name = spec.strip()
    return agent


def no_options(name: str, options: dict[str, str]) -> None:
    """Raise `InvalidOptions` if an agent that takes no options was given some."""
    if options:
        raise InvalidOptions(f"agent {name!r} takes no options, got {sorted(options)}")


def number_option(options: dict[str, str], key: str, default: float, agent: str) -> float:
    """Pop ``options[key]`` as a number (raises `InvalidOptions` for text that is not one)."""
    text = options.pop(key, None)
    if text is None:
        return default
    try:
        return float(text)
    except ValueError:
        raise InvalidOptions(f"agent {agent!r}: option {key}={text!r} is not a number") from None


_builtin_loaded = False


def _load_builtin() -> None:
    global _builtin_loaded
    if not _builtin_loaded:
        _builtin_loaded = True
        import ambitions.bots.greedy  # noqa: F401  (each module registers its agents)
        import ambitions.bots.ismcts  # noqa: F401
        import ambitions.bots.random_agents  # noqa: F401
