"""Reading and writing games in the database, one transaction per call (synchronous: the server
runs these in a worker thread, never on its event loop).

`append` is the only way the log grows: it moves a game from the version the caller saw to the
next one and inserts the new entries in one transaction, or raises `Stale` when another writer got
there first (the ``version`` check on the game row, and the entries' primary key, both guard it).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import sessionmaker

from ambitions.server.db import EntryRow, GameRow, SeatRow, now

TOKEN_BYTES = 32
"""A token's random bytes (43 characters of URL-safe text)."""


def new_token() -> str:
    """A fresh secret token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the database keeps of a token (tokens are random and long: a plain SHA-256 is enough)."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def same_hash(a: str | None, b: str | None) -> bool:
    """Constant-time comparison of two token hashes."""
    return a is not None and b is not None and hmac.compare_digest(a, b)


class Stale(Exception):
    """The game moved on since the caller read it: nothing was written."""


@dataclass(frozen=True)
class Seat:
    seat: int
    kind: str
    """``human`` or ``bot``."""
    agent: str | None
    token_hash: str | None
    bot_error: str | None = None
    name: str | None = None
    """The seat's display name (public), if it has one."""


@dataclass(frozen=True)
class Entry:
    """One log entry to write (or read back)."""

    seat: int
    kind: str
    """``action`` or ``undo``."""
    text: str
    move_id: str | None = None
    ack_version: int | None = None


@dataclass(frozen=True)
class StoredGame:
    id: str
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    version: int
    over: bool
    spectator_hash: str
    seats: list[Seat]
    entries: list[Entry]


class Store:
    """The games in one database."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.sessions = sessionmaker(engine, expire_on_commit=False)

    def create(
        self,
        game_id: str,
        game: str,
        players: int,
        seed: int,
        options: dict[str, Any],
        seats: Sequence[Seat],
        spectator_hash: str,
    ) -> None:
        with self.sessions.begin() as db:
            db.add(
                GameRow(
                    id=game_id,
                    game=game,
                    players=players,
                    seed=seed,
                    options=options,
                    version=0,
                    over=False,
                    spectator_hash=spectator_hash,
                )
            )
            db.flush()
            for s in seats:
                db.add(
                    SeatRow(
                        game_id=game_id,
                        seat=s.seat,
                        kind=s.kind,
                        agent=s.agent,
                        token_hash=s.token_hash,
                        name=s.name,
                    )
                )

    def load(self, game_id: str) -> StoredGame | None:
        with self.sessions() as db:
            row = db.get(GameRow, game_id)
            if row is None:
                return None
            seats = db.scalars(select(SeatRow).where(SeatRow.game_id == game_id).order_by(SeatRow.seat)).all()
            entries = db.scalars(
                select(EntryRow).where(EntryRow.game_id == game_id).order_by(EntryRow.version)
            ).all()
            return StoredGame(
                id=row.id,
                game=row.game,
                players=row.players,
                seed=row.seed,
                options=dict(row.options or {}),
                version=row.version,
                over=row.over,
                spectator_hash=row.spectator_hash,
                seats=[Seat(s.seat, s.kind, s.agent, s.token_hash, s.bot_error, s.name) for s in seats],
                entries=[Entry(e.seat, e.kind, e.text, e.move_id, e.ack_version) for e in entries],
            )

    def append(self, game_id: str, version: int, entries: Sequence[Entry], over: bool) -> int:
        """Write `entries` after `version` (raises `Stale` if the game is no longer there); the
        new version. (SQLAlchemy Core statements: this is the server's hottest write.)"""
        new = version + len(entries)
        at = now()
        rows = [
            {
                "game_id": game_id,
                "version": k,
                "seat": e.seat,
                "kind": e.kind,
                "text": e.text,
                "move_id": e.move_id,
                "ack_version": e.ack_version,
                "created": at,
            }
            for k, e in enumerate(entries, start=version + 1)
        ]
        try:
            with self.engine.begin() as db:
                moved = db.execute(
                    update(GameRow)
                    .where(GameRow.id == game_id, GameRow.version == version)
                    .values(version=new, over=over, updated=at)
                    .execution_options(synchronize_session=False)
                )
                if moved.rowcount != 1:
                    raise Stale(f"game {game_id} is no longer at version {version}")
                if rows:
                    db.execute(insert(EntryRow), rows)
        except IntegrityError as exc:  # another writer's entries, or a move id used twice
            raise Stale(f"game {game_id}: {exc.orig}") from None
        return new

    def set_bot_error(self, game_id: str, seat: int, error: str | None) -> None:
        with self.sessions.begin() as db:
            db.execute(
                update(SeatRow)
                .where(SeatRow.game_id == game_id, SeatRow.seat == seat)
                .values(bot_error=error)
            )

    def set_name(self, game_id: str, seat: int, name: str | None) -> None:
        """Give a seat its display name (None: none)."""
        with self.sessions.begin() as db:
            db.execute(
                update(SeatRow).where(SeatRow.game_id == game_id, SeatRow.seat == seat).values(name=name)
            )

    def unfinished(self) -> list[str]:
        """The ids of the games not over yet."""
        with self.sessions() as db:
            return list(db.scalars(select(GameRow.id).where(GameRow.over.is_(False))).all())

    def find(self, hashes: Sequence[str]) -> dict[str, tuple[str, int | None]]:
        """The (game id, seat) each known token hash opens (seat None: the spectators')."""
        if not hashes:
            return {}
        with self.sessions() as db:
            seats = db.execute(
                select(SeatRow.token_hash, SeatRow.game_id, SeatRow.seat).where(
                    SeatRow.token_hash.in_(hashes)
                )
            ).all()
            watchers = db.execute(
                select(GameRow.spectator_hash, GameRow.id).where(GameRow.spectator_hash.in_(hashes))
            ).all()
        found: dict[str, tuple[str, int | None]] = {h: (g, None) for h, g in watchers}
        found.update({h: (g, s) for h, g, s in seats if h is not None})
        return found
