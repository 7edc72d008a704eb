"""The server's storage: SQLAlchemy 2 models, engines for SQLite and PostgreSQL, migrations.

Tables (created and upgraded by the Alembic migrations in ``migrations/``, run at start-up, so an
older database is upgraded in place, never dropped):

- ``games``: one row per game: its id, game name, players, seed, options, the number of log
  entries (``version``), whether it is over, when it was created and last changed, the hash of
  its spectator token, and the bot seat to decide (``bot_seat``: null when none, -1 when not
  known yet) with the claim of the process thinking about it (``claimed_by``, until
  ``claim_until``: after that lease another process may take the decision).
- ``seats``: one row per seat: human (with the hash of its secret token) or bot (its agent spec),
  its display name if it has one (public, `ambitions.core.names`), and a bot's last failure, if
  any.
- ``entries``: the log, append-only: entry ``version`` (1, 2, ...) of a game is an action (a
  decision or a chance outcome drawn by the server) or an undo of the last action; a move's entry
  keeps the client's move id and the version its acknowledgement reported.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

MIGRATIONS = Path(__file__).parent / "migrations"


def now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    players: Mapped[int] = mapped_column(Integer)
    seed: Mapped[int] = mapped_column(BigInteger)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    version: Mapped[int] = mapped_column(Integer, default=0)
    over: Mapped[bool] = mapped_column(default=False)
    spectator_hash: Mapped[str] = mapped_column(String(64), index=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    bot_seat: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)
    """The bot seat to decide now (None: none; -1: not known yet, found out when loaded)."""
    claimed_by: Mapped[str | None] = mapped_column(String(64), nullable=True)
    """The process thinking about the pending bot decision."""
    claim_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    """When its claim lapses (another process may then take the decision)."""


class SeatRow(Base):
    __tablename__ = "seats"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))
    """``human`` or ``bot``."""
    agent: Mapped[str | None] = mapped_column(String(200), nullable=True)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
    bot_error: Mapped[str | None] = mapped_column(Text, nullable=True)
    name: Mapped[str | None] = mapped_column(String(64), nullable=True)
    """The seat's display name (migration 0002), None until one is given."""


class EntryRow(Base):
    __tablename__ = "entries"
    __table_args__ = (UniqueConstraint("game_id", "move_id", name="uq_entries_move"),)

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    """The seat that decided, -1 for chance."""
    kind: Mapped[str] = mapped_column(String(8))
    """``action`` or ``undo``."""
    text: Mapped[str] = mapped_column(Text)
    move_id: Mapped[str | None] = mapped_column(String(100), nullable=True)
    ack_version: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """For a client's move: the version its acknowledgement reported (after the chance outcomes
    that followed it in the same transaction)."""
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


def is_shared(url: str) -> bool:
    """True for a database several processes may serve at once (PostgreSQL); False for SQLite,
    which one process serves."""
    return not url.startswith("sqlite")


def make_engine(url: str) -> Engine:
    """An engine for `url`; SQLite files get WAL mode, a busy timeout and foreign keys."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _pragmas(connection: Any, record: Any) -> None:
            cursor = connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


def upgrade(engine: Engine) -> None:
    """Bring the database's tables up to date (Alembic ``upgrade head``), keeping its data."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
