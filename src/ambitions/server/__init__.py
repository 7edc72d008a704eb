"""The game server: games played online, stored durably, one secret link per seat.

`ambitions serve` runs `create_app` (FastAPI) under uvicorn. Each game is an append-only log of
entries (actions, chance outcomes drawn by the server, undos) in a database (SQLite by default,
PostgreSQL by URL); the live game is a `GameSession` rebuilt from that log. Nothing here names
a game: what a client sees comes from the game's `GameSpec` and its observations.
"""
