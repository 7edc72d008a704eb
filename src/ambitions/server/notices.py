"""Hearing the other processes' changes: PostgreSQL ``LISTEN`` on `store.CHANNEL`.

Every process serving a shared database keeps one connection of its own listening (psycopg 3,
asynchronous, on the event loop). Each change any process writes is announced in the writing
transaction (`Store.append`), so a notice arrives once the change is stored, naming the game and
its new version; the process then reads what it lacks from the log. Notices are not kept for a
process that is not listening: when the connection drops it is opened again (after a pause that
grows to `RETRY_MAX` seconds) and, once listening, the process checks every game it holds against
the log (`on_listening`), so a change announced while it was deaf is not missed.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Final

from ambitions.server.store import CHANNEL, read_notice

log = logging.getLogger("ambitions.server")

RETRY_MIN: Final = 0.2
"""The first pause before listening again after the connection dropped, in seconds."""

RETRY_MAX: Final = 5.0
"""The longest pause between attempts to listen again."""


def libpq_url(url: str) -> str:
    """A SQLAlchemy PostgreSQL URL (``postgresql+psycopg://...``) as psycopg takes it."""
    from sqlalchemy.engine import make_url

    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


class Notices:
    """The listening connection of one process: `on_notice` for each change announced,
    `on_listening` each time it starts listening (the first time and after a drop)."""

    def __init__(
        self,
        url: str,
        on_notice: Callable[[str, int, bool, str], None],
        on_listening: Callable[[], Awaitable[None]],
    ) -> None:
        self.conninfo = libpq_url(url)
        self.on_notice = on_notice
        self.on_listening = on_listening
        self.listening = asyncio.Event()
        """Set while the connection listens (a process not listening may be behind the log)."""
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self.run())

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            try:
                await self.task
            except (asyncio.CancelledError, Exception):
                pass
            self.task = None

    async def run(self) -> None:
        """Listen until cancelled, opening the connection again whenever it drops."""
        pause = RETRY_MIN
        while True:
            try:
                await self.listen()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # the database went away, restarted, or refused us
                if self.listening.is_set():
                    log.warning("stopped hearing other processes' changes: %s", type(exc).__name__)
                    pause = RETRY_MIN
            self.listening.clear()
            await asyncio.sleep(pause)
            pause = min(RETRY_MAX, pause * 2)

    async def listen(self) -> None:
        import psycopg

        async with await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True) as conn:
            await conn.execute(f"LISTEN {CHANNEL}")
            self.listening.set()
            await self.on_listening()
            async for note in conn.notifies():
                found = read_notice(note.payload)
                if found is not None:
                    self.on_notice(*found)
