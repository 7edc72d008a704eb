"""A real server process on loopback (``ambitions serve``): moves over HTTP and a websocket, then
SIGKILL, a restart on the same database, every acknowledged move still there, the client resumes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect


@contextmanager
def server(db_url: str, port: int, *options: str) -> Iterator[subprocess.Popen[str]]:
    """``ambitions serve`` in its own process (with more `options`), once it answers."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "ambitions", "serve", "--db", db_url, "--port", str(port), *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1)
                break
            except httpx.TransportError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError(
                        f"the server did not start: {proc.stdout.read() if proc.stdout else ''}"
                    ) from None
                time.sleep(0.1)
        yield proc
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)


def hello(ws: Any, token: str) -> dict[str, Any]:
    ws.send(json.dumps({"type": "hello", "token": token}))
    message = json.loads(ws.recv(timeout=10))
    assert message["type"] == "snapshot", message
    return dict(message)


def test_sigkill_loses_no_acknowledged_move_and_clients_resume(db_url: str, port: int) -> None:
    base = f"http://127.0.0.1:{port}"
    with server(db_url, port) as proc:
        created = httpx.post(
            f"{base}/api/games",
            json={"game": "arcs", "players": 3, "seed": 3, "seats": [{}, {}, {"bot": "random+"}]},
        ).json()
        game = created["id"]
        tokens = {s["seat"]: s["token"] for s in created["seats"] if s["token"]}
        acknowledged: list[int] = []
        with connect(f"ws://127.0.0.1:{port}/api/games/{game}/ws") as ws:
            snapshot = hello(ws, tokens[0])
            for k in range(20):
                status = httpx.get(f"{base}/api/games/{game}").json()
                mover = status["to_move"]
                if mover not in tokens:
                    time.sleep(0.05)
                    continue
                headers = {"Authorization": f"Bearer {tokens[mover]}"}
                view = httpx.get(f"{base}/api/games/{game}/view", headers=headers).json()
                action = [a for a in view["legal_actions"] if a not in ("pass", "end")][0]
                ack = httpx.post(
                    f"{base}/api/games/{game}/moves",
                    headers=headers,
                    json={"version": view["version"], "move_id": f"m{k}", "action": action},
                )
                assert ack.status_code == 200, ack.text
                acknowledged.append(ack.json()["version"])
        os.killpg(proc.pid, signal.SIGKILL)  # no shutdown, no flush
        proc.wait(timeout=30)
    assert len(acknowledged) >= 5 and snapshot["version"] >= 1
    with server(db_url, port):
        status = httpx.get(f"{base}/api/games/{game}").json()
        assert status["version"] >= acknowledged[-1]
        with connect(f"ws://127.0.0.1:{port}/api/games/{game}/ws") as ws:  # the client reconnects
            resumed = hello(ws, tokens[0])
            assert resumed["version"] == status["version"] and resumed["log_reset"]
            assert len(resumed["log"]) == resumed["version"]  # the whole log: every acknowledged move
            mover = resumed["status"]["to_move"]
            if mover in tokens:  # and play goes on where it stopped
                headers = {"Authorization": f"Bearer {tokens[mover]}"}
                view = httpx.get(f"{base}/api/games/{game}/view", headers=headers).json()
                answer = httpx.post(
                    f"{base}/api/games/{game}/moves",
                    headers=headers,
                    json={"version": view["version"], "move_id": "after", "action": view["legal_actions"][0]},
                )
                assert answer.status_code == 200, answer.text


def test_the_server_refuses_a_bad_database_url_in_one_line() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ambitions", "serve", "--db", "nosuch://x"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2 and result.stderr.startswith(
        "error: --db 'nosuch://x' is not a usable database URL"
    )
    assert len(result.stderr.strip().splitlines()) == 1


def test_the_token_never_reaches_the_access_log(sqlite_url: str, port: int) -> None:
    base = f"http://127.0.0.1:{port}"
    with server(sqlite_url, port) as proc:
        created = httpx.post(f"{base}/api/games", json={"game": "arcs", "players": 2}).json()
        token = created["seats"][0]["token"]
        httpx.get(f"{base}/api/games/{created['id']}/view", headers={"Authorization": f"Bearer {token}"})
        with connect(f"ws://127.0.0.1:{port}/api/games/{created['id']}/ws") as ws:
            hello(ws, token)
        os.killpg(proc.pid, signal.SIGTERM)
        output = proc.stdout.read() if proc.stdout else ""
    assert "GET /api/games/" in output and token not in output and created["spectator_token"] not in output


pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
