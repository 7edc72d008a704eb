"""Simulation: play games between agents, tournaments with paired deals and permuted seats on
any backend (in-process, local processes, Ray), summaries, reports, benchmarks."""

from ambitions.sim.plan import Entrant, TournamentSpec
from ambitions.sim.runner import GameResult, play_game
from ambitions.sim.summary import AgentStats, HeadToHead, SimSummary
from ambitions.sim.tournament import simulate

__all__ = [
    "AgentStats",
    "Entrant",
    "GameResult",
    "HeadToHead",
    "SimSummary",
    "TournamentSpec",
    "play_game",
    "simulate",
]
