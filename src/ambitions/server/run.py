"""``ambitions serve``: the database URL, the app, uvicorn."""

from __future__ import annotations

from pathlib import Path

from ambitions.core.errors import InvalidOptions
from ambitions.server.app import MAX_BODY, create_app
from ambitions.server.games import Settings


def default_db_url() -> str:
    """A SQLite file in the user's data folder (created if missing)."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("ambitions", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'games.db'}"


def check_db_url(url: str) -> str:
    """`url` if SQLAlchemy can use it (raises `InvalidOptions` with a one-line reason)."""
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
    return url


def run_server(db: str | None, host: str, port: int, think_seconds: float) -> None:
    """Serve until interrupted (raises `InvalidOptions` for bad options)."""
    import uvicorn

    if think_seconds <= 0:
        raise InvalidOptions(f"--think-seconds must be positive, not {think_seconds}")
    url = check_db_url(db or default_db_url())
    app = create_app(url, Settings(think_seconds=think_seconds))
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    print(
        f"ambitions: serving on http://{shown}:{port}/ (database {url.split('@')[-1]}); Ctrl-C stops",
        flush=True,
    )
    uvicorn.run(app, host=host, port=port, ws_max_size=MAX_BODY, log_level="info")
