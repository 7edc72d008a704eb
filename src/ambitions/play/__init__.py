"""The play session every front end shares: the terminal game, the full-screen game and the
server drive a `GameSession` (step, undo, save, load, bots thinking in another thread, the
per-seat log). It knows no game: what it shows comes from the game's `GameSpec`."""

from ambitions.play.session import BotTurn, GameSession, LogLine, Step, Summary, log_line, rebuild_steps

__all__ = ["BotTurn", "GameSession", "LogLine", "Step", "Summary", "log_line", "rebuild_steps"]
