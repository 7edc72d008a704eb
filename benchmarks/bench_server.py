"""Server load on loopback: many concurrent games, one websocket client per human seat, bots on
the server; move latency (a move sent to its acknowledgement) and moves per second.

    python benchmarks/bench_server.py [--games 100] [--seconds 30] [--pace realistic|flat]
                                      [--db URL | --postgres] [--humans 2] [--bots random+]
                                      [--servers 1[,2,4]] [--bot-workers M]

Real ``ambitions serve`` processes are started on free ports (a fresh SQLite file unless ``--db``
is given; ``--postgres`` starts a throwaway PostgreSQL cluster from the installed binaries).
``--servers N`` starts N server processes on one PostgreSQL database (implied) and spreads each
game's seats over them, as a load balancer would, so every move is told to clients of other
processes; a list (``1,2,4``) measures each count in turn on the same load, each on a fresh
database. ``--bot-workers M`` starts the servers with ``--no-bots`` and one ``ambitions bots
--workers M`` process. Each game is Arcs for ``humans + 1`` players: the human seats are
websocket clients that answer each decision with a random legal action, after a think time of
0.5-2 s (``realistic``) or at once (``flat``); the last seat is a bot. Latency is from a move's
submission to its acknowledgement. Prints a table; ``--json`` prints the figures as JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_postgres() -> tuple[str, Any]:
    """A throwaway PostgreSQL cluster (as in the test suite); its URL and a stop function."""
    found = shutil.which("initdb") or next(
        iter(sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))), None
    )
    if found is None:
        raise SystemExit("PostgreSQL is not installed (Debian: apt-get install postgresql)")
    binaries = Path(found).resolve().parent
    folder = Path(tempfile.mkdtemp(prefix="ambitions-bench-pg-"))
    folder.chmod(0o755)
    run_as: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
        run_as = ["runuser", "-u", "postgres", "--"]
    port = free_port()
    data = folder / "data"
    subprocess.run(
        [*run_as, str(binaries / "initdb"), "-D", str(data), "-U", "ambitions", "--auth=trust"],
        check=True,
        capture_output=True,
    )
    options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c max_connections=200"
    subprocess.run(
        [
            *run_as,
            str(binaries / "pg_ctl"),
            "-D",
            str(data),
            "-o",
            options,
            "-l",
            str(folder / "log"),
            "-w",
            "start",
        ],
        check=True,
        capture_output=True,
    )

    def stop() -> None:
        subprocess.run(
            [*run_as, str(binaries / "pg_ctl"), "-D", str(data), "-m", "fast", "stop"], capture_output=True
        )
        shutil.rmtree(folder, ignore_errors=True)

    return f"postgresql+psycopg://ambitions@127.0.0.1:{port}/postgres", stop


def fresh_database(url: str, name: str) -> str:
    """A new empty database `name` on the cluster of `url` (a throwaway cluster's): its URL."""
    import psycopg
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    conninfo = f"host={parsed.host} port={parsed.port} user={parsed.username} dbname=postgres"
    with psycopg.connect(conninfo, autocommit=True) as c:
        c.execute(f"CREATE DATABASE {name}")
    return parsed.set(database=name).render_as_string(hide_password=False)


class Seat:
    """A human-like client of one seat."""

    def __init__(
        self, base: str, game: str, token: str, pace: str, rng: random.Random, stop_at: float
    ) -> None:
        self.url = base.replace("http", "ws") + f"/api/games/{game}/ws"
        self.token, self.pace, self.rng, self.stop_at = token, pace, rng, stop_at
        self.latencies: list[float] = []
        self.errors = 0

    async def run(self) -> None:
        async with connect(self.url, max_size=2**24) as ws:
            await ws.send(json.dumps({"type": "hello", "token": self.token}))
            sent: dict[str, float] = {}
            asked = -1
            while time.monotonic() < self.stop_at:
                try:
                    raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, self.stop_at - time.monotonic()))
                except TimeoutError:
                    return
                message = json.loads(raw)
                kind = message["type"]
                if kind == "ack":
                    started = sent.pop(message["move_id"], None)
                    if started is not None:
                        self.latencies.append(time.perf_counter() - started)
                elif kind == "error":
                    self.errors += 1
                    sent.pop(message.get("move_id", ""), None)
                elif kind in ("snapshot", "update"):
                    if message["status"]["over"]:
                        return
                    legal = message["legal_actions"]
                    if legal and message["version"] != asked and not sent:
                        asked = message["version"]
                        if self.pace == "realistic":
                            await asyncio.sleep(self.rng.uniform(0.5, 2.0))
                        keep = [a for a in legal if a not in ("pass", "end")] or legal
                        move_id = f"{id(self)}-{asked}"
                        sent[move_id] = time.perf_counter()
                        await ws.send(
                            json.dumps(
                                {
                                    "type": "move",
                                    "version": asked,
                                    "move_id": move_id,
                                    "action": self.rng.choice(keep),
                                }
                            )
                        )


async def load(
    bases: list[str], games: int, humans: int, bot: str, pace: str, seconds: float, seed: int
) -> dict[str, Any]:
    """Create `games` games and play them for `seconds`: seat k of game g is a client of server
    ``(g + k) % len(bases)``."""
    rng = random.Random(seed)
    async with httpx.AsyncClient(base_url=bases[0], timeout=60) as http:
        created = []
        for k in range(games):
            seats = [{} for _ in range(humans)] + [{"bot": bot}]
            answer = await http.post(
                "/api/games", json={"game": "arcs", "players": humans + 1, "seed": seed + k, "seats": seats}
            )
            answer.raise_for_status()
            created.append(answer.json())
    stop_at = time.monotonic() + seconds
    clients = [
        Seat(bases[(n + k) % len(bases)], g["id"], s["token"], pace, random.Random(rng.random()), stop_at)
        for n, g in enumerate(created)
        for k, s in enumerate(g["seats"])
        if s["token"]
    ]
    # The clients are the measuring instrument: what exists now is kept out of this process's
    # full garbage collections, whose pauses would otherwise be counted as the servers' latency.
    gc.collect()
    gc.freeze()
    started = time.monotonic()
    await asyncio.gather(*(c.run() for c in clients))
    elapsed = time.monotonic() - started
    latencies = sorted(x for c in clients for x in c.latencies)
    if not latencies:
        raise SystemExit("no move was acknowledged")
    return {
        "games": games,
        "clients": len(clients),
        "pace": pace,
        "seconds": elapsed,
        "moves": len(latencies),
        "moves_per_second": len(latencies) / elapsed,
        "p50_ms": 1000 * statistics.median(latencies),
        "p99_ms": 1000 * latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))],
        "max_ms": 1000 * latencies[-1],
        "errors": sum(c.errors for c in clients),
    }


def serve(db: str, port: int, bots: bool = True) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen(
        # Every simulated client shares one address: the per-client limits are lifted.
        [sys.executable, "-m", "ambitions", "serve", "--db", db, "--port", str(port)]
        + ["--sockets-per-client", "100000", "--rate", "1000000", "--burst", "1000000"]
        + ([] if bots else ["--no-bots"]),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return proc
        except httpx.TransportError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("the server did not start")


def bot_workers(db: str, workers: int) -> subprocess.Popen[bytes]:
    """``ambitions bots --workers N`` on `db`."""
    return subprocess.Popen(
        [sys.executable, "-m", "ambitions", "bots", "--db", db, "--workers", str(workers)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def stop_process(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    proc.wait(timeout=30)


def measure(db: str, servers: int, workers: int, pace: str, args: argparse.Namespace) -> dict[str, Any]:
    """One run: `servers` server processes (and a bot worker process of `workers` processes, if
    any) on `db`, under the load `args` describe."""
    from ambitions.server.db import make_engine, upgrade

    engine = make_engine(db)
    upgrade(engine)  # once, before the processes start
    engine.dispose()
    ports = [free_port() for _ in range(servers)]
    procs = [serve(db, port, bots=workers == 0) for port in ports]
    if workers:
        procs.append(bot_workers(db, workers))
    try:
        bases = [f"http://127.0.0.1:{port}" for port in ports]
        row = asyncio.run(load(bases, args.games, args.humans, args.bots, pace, args.seconds, args.seed))
    finally:
        for proc in procs:
            stop_process(proc)
    return {"servers": servers, "bot_workers": workers, **row}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--pace", choices=("realistic", "flat", "both"), default="both")
    parser.add_argument("--humans", type=int, default=2)
    parser.add_argument("--bots", default="random+")
    parser.add_argument("--db", help="database URL (default: a fresh SQLite file)")
    parser.add_argument("--postgres", action="store_true", help="start a throwaway PostgreSQL cluster")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--servers", default="1", help="server processes: a count, or a list such as 1,2,4")
    parser.add_argument(
        "--bot-workers", type=int, default=0, help="bot worker processes (0: bots in the servers)"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    counts = [int(n) for n in args.servers.split(",")]
    if not counts or min(counts) < 1 or args.bot_workers < 0:
        raise SystemExit("--servers must be counts of at least 1, --bot-workers at least 0")
    shared = max(counts) > 1 or args.bot_workers > 0  # several processes: PostgreSQL
    stop = None
    if args.postgres or (shared and not args.db):
        cluster, stop = start_postgres()
    elif shared and not args.db.startswith("postgresql"):
        raise SystemExit("several processes need PostgreSQL: --postgres or --db postgresql+psycopg://...")
    paces = ("realistic", "flat") if args.pace == "both" else (args.pace,)
    rows = []
    try:
        for pace in paces:
            for servers in counts:
                if stop is not None:
                    db = fresh_database(cluster, f"bench_{pace}_{servers}")
                else:
                    db = args.db or f"sqlite:///{tempfile.mkdtemp(prefix='ambitions-bench-')}/games.db"
                rows.append(measure(db, servers, args.bot_workers, pace, args))
    finally:
        if stop is not None:
            stop()
    backend = "postgresql" if stop is not None or (args.db or "").startswith("postgresql") else "sqlite"
    if args.json:
        print(json.dumps([{"database": backend, **r} for r in rows], indent=2))
        return
    print(
        "| database | servers | bot workers | pace | games | clients | moves | moves/s | p50 ms | p99 ms "
        "| max ms | errors |"
    )
    print("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {backend} | {r['servers']} | {r['bot_workers'] or 'in the servers'} | {r['pace']} "
            f"| {r['games']} | {r['clients']} | {r['moves']} | {r['moves_per_second']:.1f} "
            f"| {r['p50_ms']:.1f} | {r['p99_ms']:.1f} | {r['max_ms']:.1f} | {r['errors']} |"
        )


if __name__ == "__main__":
    main()
