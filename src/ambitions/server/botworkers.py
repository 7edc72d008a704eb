"""``ambitions bots``: bot workers, processes of their own (on any machine) thinking for the bots
of every game in one PostgreSQL database, while the servers (``serve --no-bots``) only serve.

A worker is a `GameServer` with no clients (``bots="worker"``): it hears each change announced,
claims a bot decision announced as pending (`Store.claim`: one worker per decision), scans for
decisions whose claim lapsed or that no one announced (`Store.claim_pending`, ``FOR UPDATE SKIP
LOCKED``), thinks within the think cap with the server's retries, and appends the move like any
client: the servers hear it and tell their clients. A worker killed mid-decision loses nothing:
its claim lapses after the lease and another worker takes the decision. ``--workers N`` runs N
such processes, started again if one dies.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import signal
import time
from dataclasses import asdict
from typing import Any, Final

from ambitions.core.errors import InvalidOptions
from ambitions.server import collector
from ambitions.server.db import is_shared, make_engine
from ambitions.server.games import GameServer
from ambitions.server.policies import install_policies
from ambitions.server.run import check_db_url, open_database, shown_url
from ambitions.server.settings import MAX_SERVE_WORKERS, Settings
from ambitions.server.store import Store

RESTART_SECONDS: Final = 1.0
"""How long the parent waits before starting again a worker that died."""


async def work(url: str, settings: Settings) -> None:
    """One worker's life: take and make bot decisions until SIGTERM or SIGINT, then finish those
    under way."""
    engine = make_engine(url)
    server = GameServer(Store(engine), settings, bots="worker")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    await server.start()
    logging.getLogger("ambitions.server").info("taking bot decisions")
    try:
        await stop.wait()
        await server.drain(settings.think_deadline)  # a decision under way is finished, not lost
    finally:
        await server.close()
        engine.dispose()


def worker_main(url: str, settings: dict[str, Any]) -> None:
    """A worker process (the target `run_bots` starts; it logs each decision)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s bots[%(process)d] %(message)s")
    collector.settle()
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(work(url, Settings(**settings)))


def check_bots_db(db: str | None) -> str:
    """`db` if bot workers can use it: a PostgreSQL URL (raises `InvalidOptions`)."""
    if not db:
        raise InvalidOptions("--db is needed: the PostgreSQL database the servers use")
    url = check_db_url(db)
    if not is_shared(url):
        raise InvalidOptions(
            f"--db {shown_url(url)}: bot workers need the PostgreSQL database the servers share; "
            "with a SQLite file the server thinks for its bots itself"
        )
    return url


def run_bots(db: str | None, workers: int = 1, settings: Settings | None = None) -> None:
    """Run `workers` bot worker processes until interrupted (raises `InvalidOptions` for bad
    options, before starting any)."""
    settings = (settings or Settings()).check()
    if not 1 <= workers <= MAX_SERVE_WORKERS:
        raise InvalidOptions(f"--workers must be from 1 to {MAX_SERVE_WORKERS}, not {workers}")
    url = check_bots_db(db)
    install_policies(settings.policies)  # a bad --policy: one line, before starting any
    open_database(url)
    print(
        f"ambitions: {workers} bot worker{'s' if workers > 1 else ''} on database "
        f"{shown_url(url).split('@')[-1]}; a claim lasts {settings.claim_seconds:g} s, "
        f"the scan for unheld decisions runs every {settings.scan_seconds:g} s; Ctrl-C stops",
        flush=True,
    )
    if workers == 1:
        worker_main(url, asdict(settings))
        return
    supervise(url, workers, settings)


def supervise(url: str, workers: int, settings: Settings) -> None:
    """Start `workers` processes, start again any that dies, end them all on SIGTERM or Ctrl-C."""
    context = multiprocessing.get_context("spawn")
    stopping = False

    def stop(signum: int, frame: Any) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    running: list[Any] = [None] * workers
    try:
        while not stopping:
            for k, process in enumerate(running):
                if process is None or not process.is_alive():
                    if process is not None:
                        ended = f"bot worker {process.pid} ended ({process.exitcode})"
                        print(f"ambitions: {ended}; starting another", flush=True)
                    running[k] = context.Process(target=worker_main, args=(url, asdict(settings)))
                    running[k].start()
            time.sleep(RESTART_SECONDS)
    finally:
        for process in running:
            if process is not None and process.is_alive():
                process.terminate()
        for process in running:
            if process is not None:
                process.join(timeout=30)
