"""Game-agnostic bots over the kernel contract: ``make_agent("random+", seed)``."""

from ambitions.bots.base import Agent, Decision, agent_names, make_agent, register_agent
from ambitions.bots.random_agents import RandomAgent, RandomPlusAgent

__all__ = [
    "Agent",
    "Decision",
    "RandomAgent",
    "RandomPlusAgent",
    "agent_names",
    "make_agent",
    "register_agent",
]
