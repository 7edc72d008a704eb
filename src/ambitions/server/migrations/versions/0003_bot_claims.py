"""Pending bot decisions and their claims, so several processes share one database.

``games.bot_seat`` is the bot seat to decide (null: none; -1: not known yet, as for every
unfinished game written before this revision: the next process to load it finds out);
``claimed_by`` and ``claim_until`` are the process thinking about it and its lease.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("games", sa.Column("bot_seat", sa.Integer, nullable=True))
    op.add_column("games", sa.Column("claimed_by", sa.String(64), nullable=True))
    op.add_column("games", sa.Column("claim_until", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_games_bot_seat", "games", ["bot_seat"])
    games = sa.table("games", sa.column("bot_seat", sa.Integer), sa.column("over", sa.Boolean))
    op.execute(games.update().where(games.c.over.is_(False)).values(bot_seat=-1))


def downgrade() -> None:
    op.drop_index("ix_games_bot_seat", "games")
    # ALTER TABLE ... DROP COLUMN in place (SQLite 3.35 and later too): rebuilding ``games`` as a
    # batch would drop the old table, and with it, through its cascades, every seat and entry.
    for column in ("claim_until", "claimed_by", "bot_seat"):
        op.drop_column("games", column)
