"""A throwaway PostgreSQL cluster started from the installed PostgreSQL binaries, and free ports:
the server tests' (``tests/server/conftest.py``, ``test_multiserver.py``)."""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest


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
