"""``ambitions serve``: the options checked, the database opened, the app, uvicorn.

Everything that can be wrong with the options (a port out of range, a setting out of its bounds,
a database URL that cannot be used, a SQLite file in a folder that does not exist, a database
that cannot be opened or upgraded) is found before uvicorn starts, and raised as one
`InvalidOptions` line for the command line to print.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict
from pathlib import Path
from typing import Any, Final

from fastapi import FastAPI

from ambitions.core.errors import InvalidOptions
from ambitions.server.app import create_app
from ambitions.server.db import is_shared, make_engine, upgrade
from ambitions.server.policies import install_policies
from ambitions.server.settings import MAX_BODY, MAX_SERVE_WORKERS, Settings


def default_db_url() -> str:
    """A SQLite file in the user's data folder (created if missing)."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("ambitions", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'games.db'}"


def shown_url(url: str) -> str:
    """`url` as it may be printed: without its password."""
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # not a URL at all: printed as given, shortened
        return f"{url:.200}"


def check_db_url(url: str) -> str:
    """`url` if SQLAlchemy can use it and, for a SQLite file, its folder exists (raises
    `InvalidOptions` with a one-line reason)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError

    try:
        parsed = make_url(url)
        parsed.get_dialect()
    except (ArgumentError, NoSuchModuleError, ValueError) as exc:
        raise InvalidOptions(f"--db {url!r:.200} is not a usable database URL: {exc}") from None
    except ImportError as exc:
        raise InvalidOptions(
            f"--db {parsed.drivername}: its driver is not installed ({exc.name}); "
            'for PostgreSQL: pip install "ambitions[postgres]"'
        ) from None
    if parsed.get_backend_name() == "sqlite" and parsed.database and parsed.database != ":memory:":
        file = Path(parsed.database)
        if file.is_dir():
            raise InvalidOptions(f"--db {url!r:.200}: {file} is a folder, not a database file")
        if not file.parent.is_dir():
            raise InvalidOptions(
                f"--db {url!r:.200}: the folder {file.parent} does not exist (the server creates the "
                "file, not its folder)"
            )
    return url


def open_database(url: str) -> None:
    """Open the database at `url` and bring its tables up to date (raises `InvalidOptions` in one
    line when it cannot: a server that is not there, a file that is not a database...)."""
    engine = make_engine(url)
    try:
        upgrade(engine)
    except Exception as exc:  # whatever the driver or the migrations raise, said in one line
        reason = (str(getattr(exc, "orig", None) or exc).strip().splitlines() or [type(exc).__name__])[0]
        raise InvalidOptions(f"--db {shown_url(url)}: cannot open the database: {reason:.300}") from None
    finally:
        engine.dispose()


SERVE_ENVIRONMENT: Final = "AMBITIONS_SERVE"
"""Where ``serve --workers N`` hands its worker processes the database and the settings (JSON),
for `app_from_environment`."""


def app_from_environment() -> FastAPI:
    """The app of one of ``serve --workers N``'s processes (uvicorn's factory, by import
    string): the database, settings and bots the parent checked, from `SERVE_ENVIRONMENT`."""
    given = json.loads(os.environ[SERVE_ENVIRONMENT])
    return create_app(given["db"], Settings(**given["settings"]), bots=given["bots"])


def run_server(
    db: str | None,
    host: str,
    port: int,
    settings: Settings | None = None,
    workers: int = 1,
    bots: bool = True,
) -> None:
    """Serve until interrupted (raises `InvalidOptions` for bad options, before serving):
    `workers` processes on one port when the database is PostgreSQL (one with SQLite, said so);
    `bots` False leaves the bots to bot workers (``ambitions bots``)."""
    import uvicorn

    settings = (settings or Settings()).check()
    if not 1 <= port <= 65535:
        raise InvalidOptions(f"--port must be from 1 to 65535, not {port}")
    if not 1 <= workers <= MAX_SERVE_WORKERS:
        raise InvalidOptions(f"--workers must be from 1 to {MAX_SERVE_WORKERS}, not {workers}")
    url = check_db_url(db or default_db_url())
    install_policies(settings.policies)  # a bad --policy: one line, before serving
    if not bots and not is_shared(url):
        raise InvalidOptions(
            "--no-bots needs PostgreSQL, where 'ambitions bots' workers think for the bots; with a "
            "SQLite file the server thinks for them itself"
        )
    open_database(url)
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    if workers > 1 and not is_shared(url):
        print(
            f"ambitions: --workers {workers} needs PostgreSQL: with a SQLite file the server stays "
            "one process",
            flush=True,
        )
        workers = 1
    processes = f", {workers} processes" if workers > 1 else ""
    thinking = "" if bots else "; bots left to 'ambitions bots' workers"
    print(
        f"ambitions: serving on http://{shown}:{port}/ (database {shown_url(url).split('@')[-1]}"
        f"{processes}{thinking}); Ctrl-C stops",
        flush=True,
    )
    common: dict[str, Any] = {"host": host, "port": port, "ws_max_size": MAX_BODY, "log_level": "info"}
    if workers == 1:
        uvicorn.run(create_app(url, settings, bots=bots), **common)
        return
    os.environ[SERVE_ENVIRONMENT] = json.dumps({"db": url, "settings": asdict(settings), "bots": bots})
    uvicorn.run(f"{__name__}:app_from_environment", factory=True, workers=workers, **common)
