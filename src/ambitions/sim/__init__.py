"""Simulation: play games between agents, tournaments with rotated seats, benchmarks."""

from ambitions.sim.runner import AgentStats, GameResult, SimSummary, play_game, simulate

__all__ = ["AgentStats", "GameResult", "SimSummary", "play_game", "simulate"]
