"""Several real ``ambitions serve`` processes on one PostgreSQL database, with bot workers
(``ambitions bots``): a move made through one server reaches the other's websocket clients, a
server killed with SIGKILL mid-game leaves its clients to go on through the other with nothing
lost, and two bot workers never both answer one decision."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from contextlib import ExitStack, asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import text
from websockets.sync.client import ClientConnection, connect

from ambitions.server.db import make_engine, upgrade
from ambitions.server.store import Store
from support.postgres import Cluster, free_port

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

FAST: tuple[str, ...] = ("--think-seconds", "1")
"""A short think cap (the bots here are cheap: it bounds a stuck one)."""


def start(args: list[str], log: Path) -> subprocess.Popen[bytes]:
    """``python -m ambitions ARGS`` in a process group of its own, its output in `log`."""
    with log.open("wb") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "ambitions", *args],
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def wait_up(proc: subprocess.Popen[bytes], port: int, log: Path) -> None:
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return
        except httpx.TransportError:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the server did not start: {log.read_text()}") from None
            time.sleep(0.1)


def end(proc: subprocess.Popen[bytes], sig: int = signal.SIGKILL) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, sig)
    proc.wait(timeout=30)


@contextmanager
def processes(url: str, tmp: Path, servers: int, bot_workers: tuple[int, ...]) -> Iterator[dict[str, Any]]:
    """`servers` servers (no bots in them) and bot worker commands (each ``--workers K``)."""
    upgrade(make_engine(url))  # once, before they all start
    with ExitStack() as stack:
        ports = [free_port() for _ in range(servers)]
        procs = []
        for k, port in enumerate(ports):
            args = ["serve", "--db", url, "--port", str(port), "--no-bots", *FAST]
            procs.append(start(args, tmp / f"server{k}.log"))
            stack.callback(end, procs[-1])
        workers = []
        for k, count in enumerate(bot_workers):
            workers.append(start(["bots", "--db", url, "--workers", str(count), *FAST], tmp / f"bots{k}.log"))
            stack.callback(end, workers[-1])
        for k, (proc, port) in enumerate(zip(procs, ports, strict=True)):
            wait_up(proc, port, tmp / f"server{k}.log")
        yield {"ports": ports, "servers": procs, "workers": workers}


def hello(ws: ClientConnection, token: str) -> dict[str, Any]:
    ws.send(json.dumps({"type": "hello", "token": token}))
    message = json.loads(ws.recv(timeout=10))
    assert message["type"] == "snapshot", message
    return dict(message)


class Client:
    """A seat's websocket client: the newest view it was sent."""

    def __init__(self, port: int, game: str, token: str) -> None:
        self.port, self.game, self.token = port, game, token
        self.ws = connect(f"ws://127.0.0.1:{port}/api/games/{game}/ws")
        self.view = hello(self.ws, token)
        self.log = list(self.view["log"])

    def until(self, done: Any, timeout: float = 15) -> dict[str, Any]:
        """Read messages until `done(view)` holds for the newest view; that view."""
        deadline = time.monotonic() + timeout
        while not done(self.view):
            left = deadline - time.monotonic()
            assert left > 0, f"timed out at version {self.view['version']}"
            message = json.loads(self.ws.recv(timeout=left))
            if message["type"] == "update":
                self.log = (self.log if not message["log_reset"] else []) + message["log"]
                self.view = message
            assert message["type"] != "error", message
        return self.view

    def move(self, k: int) -> int:
        """Make a legal move on the newest view; the version its acknowledgement reports."""
        legal = [a for a in self.view["legal_actions"] if a not in ("pass", "end")] or self.view[
            "legal_actions"
        ]
        move_id = f"{self.token[:6]}-{k}"
        self.ws.send(
            json.dumps(
                {"type": "move", "version": self.view["version"], "move_id": move_id, "action": legal[0]}
            )
        )
        while True:
            message = json.loads(self.ws.recv(timeout=15))
            if message["type"] == "update":
                self.log = (self.log if not message["log_reset"] else []) + message["log"]
                self.view = message
            elif message["type"] == "ack":
                assert message["move_id"] == move_id
                return int(message["version"])
            else:
                raise AssertionError(message)

    def close(self) -> None:
        self.ws.close()


def create(port: int, bots: list[str | None], seed: int) -> dict[str, Any]:
    answer = httpx.post(
        f"http://127.0.0.1:{port}/api/games",
        json={
            "game": "arcs",
            "players": len(bots),
            "seed": seed,
            "seats": [{"bot": b} if b else {} for b in bots],
        },
        timeout=30,
    )
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


def view_on(port: int, game: str, token: str) -> dict[str, Any]:
    answer = httpx.get(
        f"http://127.0.0.1:{port}/api/games/{game}/view",
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
    )
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


@asynccontextmanager
async def listening_servers(engine: Any) -> AsyncIterator[tuple[Any, Any]]:
    """Two `GameServer`s on one database, each listening to the other's changes; closed after."""
    import asyncio

    from ambitions.server.games import GameServer, Settings

    servers = (
        GameServer(Store(engine), Settings(), bots="none"),
        GameServer(Store(engine), Settings(), bots="none"),
    )
    for server in servers:
        await server.start()
    try:
        for server in servers:
            assert server.notices is not None
            await asyncio.wait_for(server.notices.listening.wait(), 10)
        yield servers
    finally:
        for server in servers:
            await server.close()


def play(clients: dict[int, Client], moves: int, start: int = 0) -> list[int]:
    """Play `moves` human moves, each by the seat to decide through its own client (on its own
    server); every other client is told of each move. The versions acknowledged."""
    acknowledged = []
    for k in range(start, start + moves):
        first = next(iter(clients.values()))
        view = first.until(lambda v: v["status"]["to_move"] in clients or v["status"]["over"])
        if view["status"]["over"]:
            break
        mover = clients[view["status"]["to_move"]]
        mover.until(lambda v, at=view["version"]: v["version"] >= at)
        ack = mover.move(k)
        acknowledged.append(ack)
        for other in clients.values():  # the move reached every client, whichever server it is on
            other.until(lambda v, at=ack: v["version"] >= at)
    return acknowledged


def test_two_servers_and_a_bot_worker_play_one_game_and_survive_a_sigkill(
    cluster: Cluster, tmp_path: Path
) -> None:
    url = cluster.database()
    with processes(url, tmp_path, servers=2, bot_workers=(1,)) as running:
        a, b = running["ports"]
        created = create(a, [None, None, "random+"], seed=11)
        game = created["id"]
        tokens = {s["seat"]: s["token"] for s in created["seats"] if s["token"]}
        clients = {0: Client(a, game, tokens[0]), 1: Client(b, game, tokens[1])}
        acknowledged = play(clients, 8)
        while not any(line["seat"] == 2 for line in clients[1].log):  # until the bot has decided
            assert len(acknowledged) < 60, "the bot never decided"
            acknowledged += play(clients, 1, start=len(acknowledged))
        # each server's client saw the other's moves and the bot's, in the same log
        at = max(c.view["version"] for c in clients.values())
        for c in clients.values():
            c.until(lambda v, at=at: v["version"] >= at)
        assert [line["seat"] for line in clients[0].log] == [line["seat"] for line in clients[1].log]
        assert len(clients[0].log) == clients[0].view["version"]  # (each seat sees its own words)
        # hidden information: what seat 1 was sent through server B is what server A shows seat 1
        seen = clients[1].view
        other = view_on(a, game, tokens[1])
        assert other["version"] == seen["version"] and other["observation"] == seen["observation"]
        assert other["legal_actions"] == seen["legal_actions"]
        assert view_on(a, game, tokens[0])["observation"] != seen["observation"]
        # a seat named through server B: server A's client is told, its log naming the seat anew
        renamed = httpx.post(
            f"http://127.0.0.1:{b}/api/games/{game}/name",
            headers={"Authorization": f"Bearer {tokens[1]}"},
            json={"name": "Bea"},
            timeout=10,
        )
        assert renamed.status_code == 200, renamed.text
        named = clients[0].until(lambda v: v["status"]["seats"][1]["name"] == "Bea")
        assert named["log_reset"] and any("Bea" in line["who"] for line in named["log"] if line["seat"] == 1)

        # every process's listening connection is cut by the database: moves made while they
        # listen again still reach every client (each process catches up from the log)
        engine = make_engine(url)
        with engine.connect() as db:
            cut = db.execute(
                text(
                    "select count(*) from (select pg_terminate_backend(pid) from pg_stat_activity "
                    "where query ilike 'listen %' and pid <> pg_backend_pid()) as ended"
                )
            ).scalar_one()
        engine.dispose()
        assert cut >= 3  # two servers and the bot worker
        acknowledged += play(clients, 4, start=50)

        # server A dies mid-game: its client reconnects to B and play goes on, nothing lost
        end(running["servers"][0], signal.SIGKILL)
        clients[0].close()
        stored = httpx.get(f"http://127.0.0.1:{b}/api/games/{game}", timeout=10).json()
        assert stored["version"] >= acknowledged[-1]
        clients[0] = Client(b, game, tokens[0])
        assert clients[0].view["log_reset"] and len(clients[0].view["log"]) == clients[0].view["version"]
        assert [line["seat"] for line in clients[0].log][: len(clients[1].log)] == [
            line["seat"] for line in clients[1].log
        ]
        more = play(clients, 4, start=100)
        assert more and more[0] > acknowledged[-1]
        for c in clients.values():
            c.close()


def test_two_bot_workers_never_both_answer_one_decision(cluster: Cluster, tmp_path: Path) -> None:
    url = cluster.database()
    with processes(url, tmp_path, servers=1, bot_workers=(1, 2)) as running:
        (port,) = running["ports"]
        ready = time.monotonic() + 30
        while (
            sum((tmp_path / f"bots{k}.log").read_text().count("taking bot decisions") for k in range(2)) < 3
        ):
            assert time.monotonic() < ready, "the bot workers did not start"
            time.sleep(0.1)
        games = [create(port, ["random+", "random"], seed=k)["id"] for k in range(4)]
        deadline = time.monotonic() + 20
        engine = make_engine(url)
        while time.monotonic() < deadline:
            with engine.connect() as db:
                counts = dict(
                    db.execute(
                        text("select game_id, count(*) from entries where seat >= 0 group by game_id")
                    ).all()
                )
            if all(counts.get(g, 0) >= 30 for g in games):
                break
            time.sleep(0.3)
        for proc in running["workers"]:
            end(proc, signal.SIGTERM)  # a clean stop: a decision under way is finished
    logs = "".join((tmp_path / f"bots{k}.log").read_text() for k in range(2))
    pattern = r"bots\[(\d+)\] game (\S+): the bot at seat \d+ {} at version (\d+)"
    thought = Counter((game, version) for _, game, version in re.findall(pattern.format("thinks"), logs))
    decided = re.findall(pattern.format("decided"), logs)
    assert "another process wrote first" not in logs  # no worker thought about a decision taken
    assert thought and max(thought.values()) == 1  # each decision taken by one worker
    assert max(Counter((game, version) for _, game, version in decided).values()) == 1
    assert len({pid for pid, _, _ in decided}) >= 2  # more than one worker took part
    with engine.connect() as db:
        rows = db.execute(
            text("select game_id, version from entries where seat >= 0 and game_id = any(:ids)"),
            {"ids": list(games)},
        ).all()
    stored = {(game, str(version - 1)) for game, version in rows}  # the version each was made at
    assert stored <= set(thought)  # every decision stored was taken by a worker, and one only
    assert len(stored) >= 40
    engine.dispose()


def test_a_lapsed_claim_is_taken_by_another_worker_and_a_held_one_is_not(cluster: Cluster) -> None:
    url = cluster.database()
    engine = make_engine(url)
    upgrade(engine)
    store = Store(engine)
    from ambitions.server.store import Seat

    store.create("g", "arcs", 2, 1, {}, [Seat(0, "bot", "random", None), Seat(1, "human", None, "h")], "w")
    assert store.claim_pending("a", 0.6, 10) == [("g", 0)]  # the worker that will die
    assert store.claim_pending("b", 5, 10) == []
    assert not store.claim("g", 0, "b", 5)
    assert store.claim("g", 0, "a", 0.6)  # its own claim, renewed
    time.sleep(0.8)  # "a" died: its lease lapses
    assert store.claim_pending("b", 5, 10) == [("g", 0)]
    assert not store.claim("g", 0, "a", 5)  # "a", back, finds it taken
    engine.dispose()


def test_serve_workers_runs_processes_on_one_port_that_play_one_game(
    cluster: Cluster, tmp_path: Path
) -> None:
    url = cluster.database()
    port = free_port()
    log = tmp_path / "serve.log"
    proc = start(["serve", "--db", url, "--port", str(port), "--workers", "2", *FAST], log)
    try:
        wait_up(proc, port, log)
        created = create(port, [None, None, "random"], seed=4)
        game = created["id"]
        tokens = {s["seat"]: s["token"] for s in created["seats"] if s["token"]}
        # several connections per seat: the kernel spreads them over both processes
        clients = {seat: Client(port, game, tokens[seat]) for seat in (0, 1)}
        watchers = [Client(port, game, tokens[0]) for _ in range(6)]
        acknowledged = play(clients, 6)
        for w in watchers:  # every connection is told, whichever process holds it
            w.until(lambda v, at=acknowledged[-1]: v["version"] >= at)
            w.close()
        for c in clients.values():
            c.close()
    finally:
        end(proc, signal.SIGTERM)
    output = log.read_text()
    assert "2 processes" in output
    assert len(set(re.findall(r"Started server process \[(\d+)\]", output))) == 2


def test_serve_workers_with_sqlite_stays_one_process_and_says_so(tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "serve.log"
    proc = start(
        ["serve", "--db", f"sqlite:///{tmp_path / 'games.db'}", "--port", str(port), "--workers", "3"], log
    )
    try:
        wait_up(proc, port, log)
    finally:
        end(proc, signal.SIGTERM)
    output = log.read_text()
    assert "--workers 3 needs PostgreSQL: with a SQLite file the server stays one process" in output
    assert len(re.findall(r"Started server process", output)) == 1


def test_bot_workers_refuse_a_sqlite_database_in_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ambitions", "bots", "--db", f"sqlite:///{tmp_path / 'games.db'}"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "bot workers need the PostgreSQL database the servers share" in result.stderr


def test_a_process_that_stopped_listening_catches_up_from_the_log(cluster: Cluster) -> None:
    """Two `GameServer`s on one database: while one is deaf (its listening connection gone), a
    request to it reads the log; once it listens again, its clients are told what they missed."""
    import asyncio


    url = cluster.database()
    engine = make_engine(url)
    upgrade(engine)

    async def scenario() -> None:
        async with listening_servers(engine) as (one, two):
            created = await one.create("arcs", 2, [None, None], seed=3)
            tokens = [s["token"] for s in created["seats"]]
            game = created["id"]
            live = await two.get(game)
            listener = two.subscribe(live, 0)
            assert two.notices is not None
            await two.notices.stop()  # deaf
            two.notices.listening.clear()
            for k in range(3):
                mover = (await one.get(game)).session.mover()
                live_one = await one.get(game)
                view = one.view(live_one, mover)
                await one.move(game, tokens[mover], view["version"], f"m{k}", view["legal_actions"][0])
            assert live.version < live_one.version  # it heard nothing
            assert (await two.get(game)).version == live_one.version  # a request reads the log
            await one.move(
                game,
                tokens[live_one.session.mover()],
                live_one.version,
                "m9",
                one.view(live_one, live_one.session.mover())["legal_actions"][0],
            )
            assert live.version < live_one.version
            while not listener.queue.empty():
                listener.queue.get_nowait()
            await two._listening()  # listening again: what it holds is caught up, its clients told
            for _ in range(100):
                if live.version == live_one.version:
                    break
                await asyncio.sleep(0.05)
            assert live.version == live_one.version
            update = listener.queue.get_nowait()
            assert update["type"] == "update" and update["version"] == live_one.version
            assert update["observation"] == one.view(live_one, 0)["observation"]

    asyncio.run(scenario())
    engine.dispose()


def test_a_bot_worker_killed_mid_decision_loses_nothing(cluster: Cluster, tmp_path: Path) -> None:
    url = cluster.database()
    upgrade(make_engine(url))
    port = free_port()
    server = start(["serve", "--db", url, "--port", str(port), "--no-bots"], tmp_path / "server.log")
    logs = [tmp_path / f"bots{k}.log" for k in range(2)]
    lease = ["--claim-seconds", "2.5", "--scan-seconds", "0.5"]  # (a shorter wait for the lapse)
    workers = [start(["bots", "--db", url, *lease], log) for log in logs]
    try:
        wait_up(server, port, tmp_path / "server.log")
        said = "a claim lasts 2.5 s, the scan for unheld decisions runs every 0.5 s"
        deadline = time.monotonic() + 30
        while not all(said in log.read_text() for log in logs):
            assert time.monotonic() < deadline, "the workers did not start with their lease"
            time.sleep(0.05)
        created = create(port, [None, "ismcts:seconds=1"], seed=2)
        game = created["id"]
        client = Client(port, game, created["seats"][0]["token"])
        k = 0
        while client.view["status"]["to_move"] != 1:  # play until the bot is to decide
            client.until(lambda v: v["status"]["to_move"] is not None)
            if client.view["status"]["to_move"] == 0:
                ack = client.move(k)
                client.until(lambda v, ack=ack: v["version"] >= ack)
                k += 1
        at = client.view["version"]
        thinking = f"game {game}: the bot at seat 1 thinks at version {at}"
        deadline = time.monotonic() + 20
        while not any(thinking in log.read_text() for log in logs):
            assert time.monotonic() < deadline, "no worker took the decision"
            time.sleep(0.05)
        dead = next(k for k, log in enumerate(logs) if thinking in log.read_text())
        end(workers[dead], signal.SIGKILL)  # mid-decision: its search is still running
        after = client.until(lambda v: v["version"] > at, timeout=30)  # the other worker took it
        assert [line["seat"] for line in client.log][at] == 1
        survivor = logs[1 - dead].read_text()
        assert thinking in survivor and f"seat 1 decided at version {at}" in survivor
        assert after["status"]["seats"][1]["bot_error"] is None
        client.close()
    finally:
        for proc in (server, *workers):
            end(proc)


def test_a_process_keeps_only_watched_games_and_a_newer_version_makes_it_catch_up(cluster: Cluster) -> None:
    """A game nobody watches in a process is dropped there when another process changes it (and
    loaded afresh when asked for); a watched one is caught up. A move naming a version newer than
    the process holds (it missed the notice) makes it read the log, and the move is accepted."""
    import asyncio

    from ambitions.server.games import GameServer

    url = cluster.database()
    engine = make_engine(url)
    upgrade(engine)

    async def play(server: GameServer, game: str, tokens: list[str], move_id: str) -> int:
        live = await server.get(game)
        mover = live.session.mover()
        view = server.view(live, mover)
        ack = await server.move(game, tokens[mover], view["version"], move_id, view["legal_actions"][0])
        return int(ack["version"])

    async def heard(condition: Any) -> None:
        for _ in range(200):
            if condition():
                return
            await asyncio.sleep(0.02)
        raise AssertionError("not heard")

    async def scenario() -> None:
        async with listening_servers(engine) as (one, two):
            unwatched = await one.create("arcs", 2, [None, None], seed=5)
            watched = await one.create("arcs", 2, [None, None], seed=6)
            tokens = {g["id"]: [s["token"] for s in g["seats"]] for g in (unwatched, watched)}
            await two.get(unwatched["id"])
            live = await two.get(watched["id"])
            two.subscribe(live, 0)
            version = await play(one, unwatched["id"], tokens[unwatched["id"]], "a")
            await play(one, watched["id"], tokens[watched["id"]], "b")
            await heard(lambda: unwatched["id"] not in two.live)  # dropped: nobody watches it there
            await heard(lambda: live.version == one.live[watched["id"]].version)  # caught up
            assert (await two.get(unwatched["id"])).version == version  # loaded afresh when asked
            # two misses a notice (its listening connection stops; it still believes it listens)
            assert two.notices is not None
            await two.notices.stop()
            two.notices.listening.set()
            seen = await play(one, watched["id"], tokens[watched["id"]], "c")
            assert live.version < seen
            mover = one.live[watched["id"]].session.mover()
            action = one.view(one.live[watched["id"]], mover)["legal_actions"][0]
            ack = await two.move(watched["id"], tokens[watched["id"]][mover], seen, "d", action)
            assert ack["ok"] and ack["version"] > seen and live.version == ack["version"]

    asyncio.run(scenario())
    engine.dispose()
