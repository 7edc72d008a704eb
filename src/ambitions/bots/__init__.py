"""Game-agnostic bots over the kernel contract: ``make_agent("ismcts:seconds=1", seed)``.

Agents: ``random``, ``random+`` (the rollout policy), ``greedy`` (settled one-step evaluation)
and ``ismcts`` (information-set MCTS). Game knowledge (evaluation, follow-ups, exact chance
outcomes) is registered per game in `ambitions.bots.knowledge`.
"""

from ambitions.bots.base import (
    Agent,
    Decision,
    agent_names,
    make_agent,
    parse_spec,
    register_agent,
    split_specs,
)
from ambitions.bots.knowledge import GameKnowledge, knowledge_for, register_knowledge
from ambitions.bots.random_agents import RandomAgent, RandomPlusAgent

__all__ = [
    "Agent",
    "Decision",
    "GameKnowledge",
    "RandomAgent",
    "RandomPlusAgent",
    "agent_names",
    "knowledge_for",
    "make_agent",
    "parse_spec",
    "register_agent",
    "register_knowledge",
    "split_specs",
]
