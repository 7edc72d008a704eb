"""Alembic environment: the server passes its connection (`ambitions.server.db.upgrade`)."""

from __future__ import annotations

from alembic import context

from ambitions.server.db import Base

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through ambitions.server.db.upgrade(engine)")
context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
