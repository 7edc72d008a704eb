"""Reading and writing games in the database, one transaction per call (synchronous: the server
runs these in a worker thread, never on its event loop).

`append` is the only way the log grows: it moves a game from the version the caller saw to the
next one and inserts the new entries in one transaction, or raises `Stale` when another writer got
there first (the conditional ``version`` update of the game row, and the entries' primary key on
(game, version), both guard it, whichever process writes).

On PostgreSQL several processes share the database (`Store.shared`): every change to a game is
announced in its own transaction with ``NOTIFY`` on `CHANNEL` (delivered when it commits), which
each process's `Notices` hears; and a pending bot decision (``games.bot_seat``) is taken by one
process at a time under a lease (`claim`, `claim_pending`: ``FOR UPDATE SKIP LOCKED``).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Final

from sqlalchemy import func, insert, select, update
from sqlalchemy.engine import Connection, Engine
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


CHANNEL: Final = "ambitions_games"
"""The PostgreSQL ``NOTIFY`` channel on which every change to a game is announced."""

UNKNOWN_BOT: Final = -1
"""``games.bot_seat`` for a game whose pending bot decision is not known yet (written before it
was kept, or just created): the next process to load it finds out."""


def notice(game_id: str, version: int, bot: bool, writer: str) -> str:
    """The payload announcing that `writer` (a process, `Store.writer`) changed `game_id`, now at
    `version` (`bot`: a bot decision is pending). Game ids and writers hold no spaces."""
    return f"{game_id} {version} {int(bot)} {writer}"


def read_notice(payload: str) -> tuple[str, int, bool, str] | None:
    """(game id, version, bot pending, writer) from a payload, or None if it is not one."""
    parts = payload.split()
    if len(parts) != 4 or not parts[1].isdigit() or parts[2] not in ("0", "1"):
        return None
    return parts[0], int(parts[1]), parts[2] == "1", parts[3]


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
    bot_seat: int | None = None
    """The bot seat to decide, as stored (`UNKNOWN_BOT`: not known yet)."""


@dataclass(frozen=True)
class Changes:
    """A game as stored now, for a process catching up: its version, whether it is over, its
    seats, and the entries after the version the process had."""

    version: int
    over: bool
    seats: list[Seat]
    entries: list[Entry]


class Store:
    """The games in one database."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.sessions = sessionmaker(engine, expire_on_commit=False)
        self.shared = engine.dialect.name == "postgresql"
        """Whether other processes may write to this database too (PostgreSQL): changes are then
        announced, and bot decisions claimed."""
        self.writer = f"{os.getpid()}-{secrets.token_hex(4)}"
        """This process in notices and claims (unique among the processes sharing the database)."""

    def _announce(self, db: Connection, game_id: str, version: int, bot: bool) -> None:
        """Tell every process listening that `game_id` changed (sent when `db` commits)."""
        if self.shared:
            db.execute(select(func.pg_notify(CHANNEL, notice(game_id, version, bot, self.writer))))

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
                    bot_seat=UNKNOWN_BOT,
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
                bot_seat=row.bot_seat,
            )

    def append(
        self, game_id: str, version: int, entries: Sequence[Entry], over: bool, bot_seat: int | None = None
    ) -> int:
        """Write `entries` after `version` (raises `Stale` if the game is no longer there); the
        new version. `bot_seat` is the bot seat to decide next (None: none); any claim on the
        decision just made ends. (SQLAlchemy Core statements: this is the server's hottest
        write.)"""
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
                    .values(
                        version=new,
                        over=over,
                        updated=at,
                        bot_seat=bot_seat,
                        claimed_by=None,
                        claim_until=None,
                    )
                    .execution_options(synchronize_session=False)
                )
                if moved.rowcount != 1:
                    raise Stale(f"game {game_id} is no longer at version {version}")
                if rows:
                    db.execute(insert(EntryRow), rows)
                self._announce(db, game_id, new, bot_seat is not None)
        except IntegrityError as exc:  # another writer's entries, or a move id used twice
            raise Stale(f"game {game_id}: {exc.orig}") from None
        return new

    def set_bot_error(self, game_id: str, seat: int, error: str | None) -> None:
        """Report a bot's failure on its seat (None: clear it); a failed bot's decision is no
        longer pending (`mark` sets it again when the bot may retry)."""
        with self.engine.begin() as db:
            db.execute(
                update(SeatRow)
                .where(SeatRow.game_id == game_id, SeatRow.seat == seat)
                .values(bot_error=error)
            )
            if error is not None:
                db.execute(
                    update(GameRow)
                    .where(GameRow.id == game_id, GameRow.bot_seat == seat)
                    .values(bot_seat=None, claimed_by=None, claim_until=None)
                )
            version = db.scalar(select(GameRow.version).where(GameRow.id == game_id))
            self._announce(db, game_id, version or 0, False)

    def mark(self, game_id: str, version: int, bot_seat: int | None) -> bool:
        """Record that the bot seat to decide in `game_id` at `version` is `bot_seat` (None:
        none), announced when it is one; False (nothing written) if the game moved on."""
        with self.engine.begin() as db:
            moved = db.execute(
                update(GameRow)
                .where(GameRow.id == game_id, GameRow.version == version)
                .values(bot_seat=bot_seat)
            )
            if moved.rowcount == 1 and bot_seat is not None:
                self._announce(db, game_id, version, True)
            return moved.rowcount == 1

    def since(self, game_id: str, version: int) -> Changes | None:
        """The game as stored now, with its entries after `version` (None: no such game)."""
        with self.engine.connect() as db:  # (Core statements; entries up to the version read first)
            row = db.execute(select(GameRow.version, GameRow.over).where(GameRow.id == game_id)).first()
            if row is None:
                return None
            seats = db.execute(
                select(
                    SeatRow.seat,
                    SeatRow.kind,
                    SeatRow.agent,
                    SeatRow.token_hash,
                    SeatRow.bot_error,
                    SeatRow.name,
                )
                .where(SeatRow.game_id == game_id)
                .order_by(SeatRow.seat)
            ).all()
            entries = db.execute(
                select(EntryRow.seat, EntryRow.kind, EntryRow.text, EntryRow.move_id, EntryRow.ack_version)
                .where(EntryRow.game_id == game_id, EntryRow.version > version, EntryRow.version <= row[0])
                .order_by(EntryRow.version)
            ).all()
            return Changes(
                version=row[0],
                over=row[1],
                seats=[Seat(*s) for s in seats],
                entries=[Entry(*e) for e in entries],
            )

    def versions(self, game_ids: Sequence[str]) -> dict[str, int]:
        """The stored version of each of `game_ids` (a game not found is left out)."""
        if not game_ids:
            return {}
        with self.sessions() as db:
            rows = db.execute(select(GameRow.id, GameRow.version).where(GameRow.id.in_(game_ids))).all()
        return {game_id: version for game_id, version in rows}

    # -- pending bot decisions --------------------------------------------------------------------
    def pending(self) -> list[str]:
        """The unfinished games where a bot may be to decide (or it is not known yet)."""
        with self.sessions() as db:
            query = select(GameRow.id).where(GameRow.over.is_(False), GameRow.bot_seat.is_not(None))
            return list(db.scalars(query).all())

    def claim(self, game_id: str, version: int, worker: str, lease: float) -> bool:
        """Take the bot decision pending in `game_id` at `version` for `worker` for `lease`
        seconds (or renew `worker`'s own claim); False if the game moved on, no decision is
        pending, or another worker's claim holds."""
        with self.engine.begin() as db:
            moved = db.execute(
                update(GameRow)
                .where(
                    GameRow.id == game_id,
                    GameRow.version == version,
                    GameRow.bot_seat.is_not(None),
                    (GameRow.claim_until.is_(None))
                    | (GameRow.claim_until < func.now())
                    | (GameRow.claimed_by == worker),
                )
                .values(claimed_by=worker, claim_until=func.now() + timedelta(seconds=lease))
            )
            return moved.rowcount == 1

    def claim_pending(self, worker: str, lease: float, limit: int) -> list[tuple[str, int]]:
        """Take up to `limit` pending bot decisions no one holds (their claims lapsed, or none),
        oldest first, for `worker` for `lease` seconds: (game id, version) of each. Rows another
        transaction is claiming are skipped, not waited for (``FOR UPDATE SKIP LOCKED``), so two
        workers never take the same decision."""
        free = (
            select(GameRow.id)
            .where(
                GameRow.over.is_(False),
                GameRow.bot_seat.is_not(None),
                GameRow.claim_until.is_(None) | (GameRow.claim_until < func.now()),
            )
            .order_by(GameRow.updated)
            .limit(limit)
            .with_for_update(skip_locked=True)
        )
        with self.engine.begin() as db:
            taken = db.execute(
                update(GameRow)
                .where(GameRow.id.in_(free.scalar_subquery()))
                .values(claimed_by=worker, claim_until=func.now() + timedelta(seconds=lease))
                .returning(GameRow.id, GameRow.version)
            ).all()
        return [(game_id, version) for game_id, version in taken]

    def set_name(self, game_id: str, seat: int, name: str | None) -> None:
        """Give a seat its display name (None: none), announced to the other processes."""
        with self.engine.begin() as db:
            db.execute(
                update(SeatRow).where(SeatRow.game_id == game_id, SeatRow.seat == seat).values(name=name)
            )
            version = db.scalar(select(GameRow.version).where(GameRow.id == game_id))
            self._announce(db, game_id, version or 0, False)

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
