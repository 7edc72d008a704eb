"""Server fixtures: a database per test (a SQLite file, or a database in a throwaway PostgreSQL
cluster started from the installed PostgreSQL binaries), and a test client over the app."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ambitions.server.app import create_app
from ambitions.server.games import Settings
from support.postgres import Cluster, free_port, postgres_bin

__all__ = ["Cluster", "free_port", "postgres_bin"]


@pytest.fixture(scope="session")
def cluster() -> Iterator[Cluster]:
    running = Cluster()
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh database: a SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.db'}"
    cluster: Cluster = request.getfixturevalue("cluster")
    return cluster.database()


@pytest.fixture
def port() -> int:
    """A free port on loopback."""
    return free_port()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    """A test client over a server on a fresh SQLite file (bots think with a short cap)."""
    with TestClient(create_app(sqlite_url, Settings(think_seconds=5, bot_workers=1))) as c:
        yield c


def wait_for(predicate: object, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if callable(predicate) and predicate():
            return
        time.sleep(0.02)
    raise AssertionError("timed out")
