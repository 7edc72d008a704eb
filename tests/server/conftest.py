"""Server fixtures: a database per test (a SQLite file, or a database in a throwaway PostgreSQL
cluster started from the installed PostgreSQL binaries), and a test client over the app."""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ambitions.server.app import create_app
from ambitions.server.games import Settings


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def postgres_bin() -> Path | None:
    """The folder of the installed PostgreSQL server programs (Debian's ``postgresql``), if any."""
    found = shutil.which("initdb") or next(iter(sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))), None)
    return Path(found).resolve().parent if found else None


class Cluster:
    """A throwaway PostgreSQL cluster in a temporary folder, on a free port (``trust`` logins)."""

    def __init__(self) -> None:
        binaries = postgres_bin()
        if binaries is None:
            pytest.skip("PostgreSQL is not installed (.ci/run installs Debian's postgresql)")
        self.bin = binaries
        self.folder = Path(tempfile.mkdtemp(prefix="ambitions-pg-"))
        self.folder.chmod(0o755)
        self.run_as: list[str] = []
        if os.geteuid() == 0:  # initdb refuses to run as root: run it as the postgres user
            shutil.chown(self.folder, "postgres")
            self.run_as = ["runuser", "-u", "postgres", "--"]
        self.port = free_port()
        data = self.folder / "data"
        self.pg("initdb", "-D", str(data), "-U", "ambitions", "--auth=trust", "-E", "UTF8", "--no-sync")
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        self.pg("pg_ctl", "-D", str(data), "-o", options, "-l", str(self.folder / "log"), "-w", "start")
        self.names = itertools.count()

    def pg(self, program: str, *args: str) -> None:
        subprocess.run(
            [*self.run_as, str(self.bin / program), *args], check=True, capture_output=True, timeout=120
        )

    def database(self) -> str:
        """A new empty database's URL."""
        import psycopg

        name = f"t{os.getpid()}_{next(self.names)}"
        with psycopg.connect(
            f"host=127.0.0.1 port={self.port} user=ambitions dbname=postgres", autocommit=True
        ) as c:
            c.execute(f"CREATE DATABASE {name}")
        return f"postgresql+psycopg://ambitions@127.0.0.1:{self.port}/{name}"

    def stop(self) -> None:
        subprocess.run(
            [
                *self.run_as,
                str(self.bin / "pg_ctl"),
                "-D",
                str(self.folder / "data"),
                "-m",
                "immediate",
                "stop",
            ],
            capture_output=True,
            timeout=60,
        )
        shutil.rmtree(self.folder, ignore_errors=True)


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
