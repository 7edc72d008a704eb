"""The server refuses abuse at once (issue 25): bot specs past the server's limits, player counts
and options that would cost memory or crash, a move id sent by another seat, searches past their
time, missing security headers, HEAD, floods of reads, too many websockets, games left idle in
memory. Each limit is one of `ambitions.server.settings`."""

from __future__ import annotations

import json
import math
import os
import signal
import time
import tracemalloc
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from ambitions.core.errors import InvalidOptions
from ambitions.server.app import create_app
from ambitions.server.settings import Settings, cores


def create(client: TestClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json())


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def refused(response: Any, status: int, code: str, field: str | None) -> dict[str, Any]:
    """The error of a refusal, checked: its status, code and field, and a message for people."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/json"
    error = dict(response.json()["error"])
    assert error["code"] == code and error.get("field") == field and error["message"], error
    return error


# -- processes -----------------------------------------------------------------------------------
def _parents() -> dict[int, int]:
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    return parents


def descendants(root: int) -> set[int]:
    """Every process below `root` (from /proc)."""
    parents = _parents()
    found: set[int] = set()
    todo = [root]
    while todo:
        parent = todo.pop()
        for pid, ppid in parents.items():
            if ppid == parent and pid not in found:
                found.add(pid)
                todo.append(pid)
    return found


def bot_processes() -> set[int]:
    """The processes bots think in, started by this test process: the bot pool's workers (children
    of multiprocessing's fork server) and whatever they started (ismcts's own workers)."""
    me = Path("/proc/self").resolve().name
    parents = _parents()
    return {pid for pid in descendants(int(me)) if parents.get(pid) != int(me)}


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")  # a zombie has ended (a container's init may not reap it)


def wait_until(predicate: Any, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


SLOW_SEARCH = f"ismcts:iterations=100000,workers={min(2, cores())}"
"""A search that takes minutes in pure Python, with its own worker processes when it can."""


# -- bot specs -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("bot", "says"),
    [
        ("ismcts:seconds=nan", "seconds='nan' is not a finite number"),
        ("ismcts:seconds=inf", "seconds='inf' is not a finite number"),
        ("ismcts:iterations=inf", "iterations='inf' is not a finite number"),
        ("ismcts:iterations=1e999", "iterations='1e999' is not a finite number"),
        ("greedy:city=nan", "city='nan' is not a finite number"),
        ("ismcts:seconds=6", "this server lets a bot think 5 s at most"),
        ("ismcts:iterations=1e12", "this server allows 100000 iterations at most"),
        ("ismcts:iterations=100001", "this server allows 100000 iterations at most"),
        (f"ismcts:workers={cores() + 1}", f"this server has {cores()} cores"),
        ("ismcts:workers=1000000", f"this server has {cores()} cores"),
        ("policy:path=/etc/passwd", "never a file"),  # a creator never names a file
    ],
)
def test_bot_specs_are_checked_before_anything_runs(client: TestClient, bot: str, says: str) -> None:
    games = client.app.state.games  # type: ignore[attr-defined]
    before = len(games.store.unfinished())
    body = {"game": "arcs", "players": 3, "seats": [{}, {"bot": "random"}, {"bot": bot}]}
    error = refused(client.post("/api/games", json=body), 400, "invalid_options", "seats.2.bot")
    assert says in error["message"]
    assert len(games.store.unfinished()) == before  # nothing stored, nothing started
    assert games._pool is None or games._pool.pids() == []


def test_specs_within_the_limits_are_taken(client: TestClient) -> None:
    bot = f"ismcts:seconds=5,iterations=100000,workers={cores()}"
    created = create(client, {"game": "arcs", "players": 2, "seats": [{}, {"bot": bot}]})
    assert created["seats"][1]["agent"] == bot


@pytest.mark.parametrize(
    ("settings", "says"),
    [
        (Settings(think_seconds=math.nan), "--think-seconds must be a finite number, not nan"),
        (Settings(think_seconds=math.inf), "--think-seconds must be a finite number, not inf"),
        (Settings(think_seconds=0), "--think-seconds must be more than 0 and at most 600, not 0"),
        (Settings(think_seconds=-1), "--think-seconds must be more than 0 and at most 600, not -1"),
        (Settings(think_seconds=601), "--think-seconds must be more than 0 and at most 600, not 601"),
        (Settings(bot_workers=-1), "--bot-workers must be a whole number from 0 to 256, not -1"),
        (Settings(sockets_per_client=0), "--sockets-per-client must be a whole number from 1"),
        (Settings(idle_seconds=math.nan), "--idle-seconds must be a finite number, not nan"),
        (Settings(rate=0), "--rate must be more than 0"),
        (Settings(claim_seconds=0), "--claim-seconds must be more than 0 and at most 3600, not 0"),
        (Settings(scan_seconds=math.inf), "--scan-seconds must be a finite number, not inf"),
    ],
)
def test_the_servers_own_limits_must_be_finite_and_in_range(
    sqlite_url: str, settings: Settings, says: str
) -> None:
    with pytest.raises(InvalidOptions, match=says.replace("(", r"\(")):
        create_app(sqlite_url, settings)


# -- searches past their time --------------------------------------------------------------------
def test_a_search_past_its_time_is_stopped_and_its_process_replaced(sqlite_url: str) -> None:
    """The bot thinks in a pool process (and ismcts in processes of its own below it); at the
    deadline every one of them is ended, the seat reports it, and the next search gets a fresh
    process."""
    before = bot_processes()
    settings = Settings(think_seconds=1, bot_workers=1, bot_attempts=1)
    with TestClient(create_app(sqlite_url, settings)) as client:
        created = create(client, {"game": "arcs", "players": 2, "seats": [{"bot": SLOW_SEARCH}] * 2})
        expected = 3 if cores() >= 2 else 1  # the pool's process, and the search's own two
        wait_until(lambda: len(bot_processes() - before) >= expected, 30, "the search's processes")
        started = time.monotonic()  # (the search is under way: its process had started before)
        thinking = bot_processes() - before
        status: dict[str, Any] = {}

        def reported() -> bool:
            status.update(client.get(f"/api/games/{created['id']}").json())
            return any(s["bot_error"] for s in status["seats"])

        wait_until(reported, 30, "the seat to report the stopped search")
        error = next(s["bot_error"] for s in status["seats"] if s["bot_error"])
        assert "took longer than 1 s and was stopped" in error
        assert time.monotonic() - started < settings.think_deadline + 5
        wait_until(lambda: not any(alive(p) for p in thinking), 5, "the search's processes to end")
        # The pool has room again: greedy bots think in a new process.
        other = create(client, {"game": "arcs", "players": 2, "seats": [{"bot": "greedy"}] * 2})
        pool = client.app.state.games.bot_pool()  # type: ignore[attr-defined]
        first = client.get(f"/api/games/{other['id']}").json()["version"]
        wait_until(
            lambda: client.get(f"/api/games/{other['id']}").json()["version"] > first, 60, "greedy to move"
        )
        assert not any(s["bot_error"] for s in client.get(f"/api/games/{other['id']}").json()["seats"])
        assert pool.pids() and not set(pool.pids()) & thinking


def test_closing_the_server_ends_every_pool_process(sqlite_url: str) -> None:
    before = bot_processes()
    with TestClient(create_app(sqlite_url, Settings(think_seconds=60, bot_workers=1))) as client:
        create(client, {"game": "arcs", "players": 2, "seats": [{"bot": SLOW_SEARCH}] * 2})
        expected = 3 if cores() >= 2 else 1
        wait_until(lambda: len(bot_processes() - before) >= expected, 30, "the search's processes")
        thinking = bot_processes() - before
        stopping = time.monotonic()
    assert time.monotonic() - stopping < 10
    wait_until(lambda: not any(alive(p) for p in thinking), 5, "every bot process to end")


def test_stopping_ambitions_serve_ends_every_process_it_started(sqlite_url: str, port: int) -> None:
    """``ambitions serve`` stopped with SIGTERM (as a service manager stops it) while a search is
    thinking: it exits at once, leaving no process behind (the pool's workers lead process groups
    of their own, so the server ends them, with what they started)."""
    from test_crash import server

    base = f"http://127.0.0.1:{port}"
    with server(sqlite_url, port, "--think-seconds", "60", "--bot-workers", "1") as proc:
        body = {"game": "arcs", "players": 2, "seats": [{"bot": SLOW_SEARCH}] * 2}
        assert httpx.post(f"{base}/api/games", json=body).status_code == 201
        expected = 4 if cores() >= 2 else 2  # the fork server, the pool's process, the search's own two
        wait_until(lambda: len(descendants(proc.pid)) >= expected, 30, "the search's processes")
        started = descendants(proc.pid)
        stopping = time.monotonic()
        os.kill(proc.pid, signal.SIGTERM)
        proc.wait(timeout=20)
        assert time.monotonic() - stopping < 10
    wait_until(lambda: not any(alive(p) for p in started), 5, "every process the server started to end")


# -- players and options -------------------------------------------------------------------------
@pytest.mark.parametrize("players", [100_000_000, 10**15, 2**62, -5, 0])
def test_players_is_checked_before_anything_is_allocated(client: TestClient, players: int) -> None:
    tracemalloc.start()
    try:
        started = time.monotonic()
        response = client.post("/api/games", json={"game": "arcs", "players": players})
        seconds = time.monotonic() - started
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    error = refused(response, 400, "invalid_options", "players")
    assert "Arcs is for 2, 3, 4 players" in error["message"]
    assert peak < 5_000_000, f"{peak:,} bytes allocated"
    assert seconds < 5  # milliseconds, on a machine that is not overloaded


BAD_BODIES: list[tuple[str, bytes, int, str, str | None, str]] = [
    (
        "players in options",
        b'{"game": "arcs", "players": 3, "options": {"players": 4}}',
        400,
        "invalid_options",
        "options.players",
        "fields of their own",
    ),
    (
        "seed in options",
        b'{"game": "arcs", "players": 3, "options": {"seed": 4}}',
        400,
        "invalid_options",
        "options.seed",
        "fields of their own",
    ),
    (
        "name in options",
        b'{"game": "arcs", "players": 3, "options": {"name": "x"}}',
        400,
        "invalid_options",
        "options.name",
        "fields of their own",
    ),
    (
        "NaN option",
        b'{"game": "arcs", "players": 3, "options": {"setup_card": NaN}}',
        400,
        "bad_request",
        "options.setup_card",
        "NaN is not a JSON number",
    ),
    ("NaN seed", b'{"game": "arcs", "players": 3, "seed": NaN}', 400, "bad_request", "seed", "NaN"),
    (
        "Infinity seed",
        b'{"game": "arcs", "players": 3, "seed": -Infinity}',
        400,
        "bad_request",
        "seed",
        "-Infinity is not a JSON number",
    ),
    (
        "1e999 option",
        b'{"game": "arcades", "players": 3, "options": {"hard": 1e999}}',
        400,
        "bad_request",
        "options.hard",
        "1e999 is too large for a number",
    ),
    (
        "huge option",
        b'{"game": "arcs", "players": 3, "options": {"setup_card": 99999999999999999999}}',
        400,
        "bad_request",
        "options.setup_card",
        "20 digits is too large",
    ),
    (
        "5000-digit players",
        b'{"game": "arcs", "players": ' + b"9" * 5000 + b"}",
        400,
        "bad_request",
        "players",
        "5000 digits",
    ),
    (
        "nested NaN",
        b'{"game": "interstellar", "players": 3, "options": {"card_set": {"ships": [{"cost": NaN}]}}}',
        400,
        "bad_request",
        "options.card_set.ships.0.cost",
        "NaN",
    ),
    (
        "unknown field",
        b'{"game": "arcs", "players": 3, "bots": ["greedy"]}',
        422,
        "bad_request",
        "bots",
        "Extra inputs are not permitted",
    ),
    (
        "unknown seat field",
        b'{"game": "arcs", "players": 2, "seats": [{}, {"kind": "bot", "agent": "greedy"}]}',
        422,
        "bad_request",
        "seats.1.kind",
        "Extra inputs are not permitted",
    ),
    (
        "NaN bot seat",
        b'{"game": "arcs", "players": 2, "seats": [{}, {"bot": "ismcts:seconds=nan"}]}',
        400,
        "invalid_options",
        "seats.1.bot",
        "not a finite number",
    ),
]


@pytest.mark.parametrize(
    ("name", "body", "status", "code", "field", "says"), BAD_BODIES, ids=[b[0] for b in BAD_BODIES]
)
def test_options_and_numbers_that_are_no_good_are_json_4xx(
    client: TestClient, name: str, body: bytes, status: int, code: str, field: str | None, says: str
) -> None:
    response = client.post("/api/games", content=body, headers={"Content-Type": "application/json"})
    assert says in refused(response, status, code, field)["message"]


def test_numbers_that_are_no_good_are_refused_on_every_endpoint(client: TestClient) -> None:
    created = create(client, {"game": "arcs", "players": 2})
    token = created["seats"][0]["token"]
    for body in (
        b'{"version": NaN, "move_id": "m", "action": "pass"}',
        b'{"version": 1e400, "move_id": "m"}',
    ):
        response = client.post(
            f"/api/games/{created['id']}/moves",
            content=body,
            headers={**auth(token), "Content-Type": "application/json"},
        )
        refused(response, 400, "bad_request", "version")
    response = client.post("/api/lookup", content=b'{"tokens": [Infinity]}')  # no content type: JSON too
    refused(response, 400, "bad_request", "tokens.0")


# -- move ids ------------------------------------------------------------------------------------
def test_a_move_id_is_a_receipt_for_the_seat_that_sent_it_only(client: TestClient, sqlite_url: str) -> None:
    created = create(client, {"game": "arcs", "players": 2})
    game = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    first = client.get(f"/api/games/{game}").json()["to_move"]
    seen = client.get(f"/api/games/{game}/view", headers=auth(tokens[first])).json()
    url = f"/api/games/{game}/moves"
    body = {"version": seen["version"], "move_id": "m1", "action": seen["legal_actions"][0]}
    assert client.post(url, headers=auth(tokens[first]), json=body).status_code == 200
    again = client.post(url, headers=auth(tokens[first]), json=body)  # the sender's receipt
    assert again.status_code == 200 and again.json()["repeated"] is True
    version = client.get(f"/api/games/{game}").json()["version"]
    other = tokens[1 - first]
    stolen = client.post(url, headers=auth(other), json=body)
    error = refused(stolen, 409, "move_id_taken", "move_id")
    assert "another seat's move" in error["message"]
    undo = client.post(
        f"/api/games/{game}/undo", headers=auth(other), json={"version": version, "move_id": "m1"}
    )
    refused(undo, 409, "move_id_taken", "move_id")
    with client.websocket_connect(f"/api/games/{game}/ws") as ws:
        ws.send_json({"type": "hello", "token": other})
        assert ws.receive_json()["type"] == "snapshot"
        ws.send_json({"type": "move", "version": version, "move_id": "m1", "action": "pass"})
        message = ws.receive_json()
        assert message["type"] == "error" and message["code"] == "move_id_taken", message
    assert client.get(f"/api/games/{game}").json()["version"] == version
    # The receipts are rebuilt from the log after a restart.
    with TestClient(create_app(sqlite_url, Settings(think_seconds=5, bot_workers=1))) as restarted:
        refused(restarted.post(url, headers=auth(other), json=body), 409, "move_id_taken", "move_id")
        assert restarted.post(url, headers=auth(tokens[first]), json=body).json()["repeated"] is True


# -- headers, HEAD, rate limits, websockets ------------------------------------------------------
def test_every_answer_carries_the_security_headers(client: TestClient) -> None:
    created = create(client, {"game": "arcs", "players": 2})
    answers = {
        "start page": client.get("/"),
        "game page": client.get(f"/play/{created['id']}"),
        "shell file": client.get("/static/style.css"),
        "view module": client.get("/views/arcs/view.js"),
        "catalogue": client.get("/api/games/arcs/catalogue"),
        "status": client.get(f"/api/games/{created['id']}"),
        "not found": client.get("/nope"),
        "refusal": client.post("/api/games", json={"game": "arcs", "players": 9}),
        "bad JSON": client.post("/api/games", content=b'{"seed": NaN}'),
        "too large": client.post("/api/lookup", content=b"x" * 100_000),
        "schema": client.get("/openapi.json"),
        "HEAD": client.head("/"),
    }
    for what, response in answers.items():
        csp = response.headers.get("content-security-policy", "")
        assert "frame-ancestors 'none'" in csp, (what, response.headers)
        assert "default-src 'self'" in csp and "script-src 'self'" in csp and "unsafe" not in csp, what
        assert response.headers.get("x-content-type-options") == "nosniff", what
        assert response.headers.get("referrer-policy") == "no-referrer", what
    docs = client.get("/docs")
    assert docs.status_code == 200 and "frame-ancestors 'none'" in docs.headers["content-security-policy"]
    assert "'sha256-" in docs.headers["content-security-policy"]  # its one inline script, by hash


def test_head_is_answered_as_get_without_a_body(client: TestClient) -> None:
    created = create(client, {"game": "arcs", "players": 2})
    for path in (
        "/",
        f"/play/{created['id']}",
        "/static/play.js",
        "/api/games",
        f"/api/games/{created['id']}",
        "/views/arcs/view.js",
    ):
        got, head = client.get(path), client.head(path)
        assert head.status_code == got.status_code == 200, (path, head.status_code)
        assert head.content == b"" and head.headers["content-type"] == got.headers["content-type"], path
        assert head.headers.get("content-length") == str(len(got.content)), path
    assert client.head("/api/games/nope").status_code == 404


def test_reads_are_rate_limited_like_writes(sqlite_url: str) -> None:
    """Six requests at once, then (almost) nothing: the creation and five reads of any kind."""
    with TestClient(create_app(sqlite_url, Settings(rate=0.001, burst=6))) as client:
        created = create(client, {"game": "arcs", "players": 2})
        token = created["seats"][0]["token"]
        reads = [f"/api/games/{created['id']}", f"/api/games/{created['id']}/view", "/api/games", "/"]
        answers = [client.get(reads[k % 4], headers=auth(token)) for k in range(12)]
        assert [a.status_code for a in answers] == [200] * 5 + [429] * 7
        refused(answers[5], 429, "rate_limited", None)
        assert answers[5].headers["retry-after"] == "1"
        assert (
            client.head("/").status_code == 429
            and client.post("/api/lookup", json={"tokens": []}).status_code == 429
        )


def test_a_client_may_hold_only_so_many_websockets(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, Settings(sockets_per_client=2))) as client:
        created = create(client, {"game": "arcs", "players": 2})
        token = created["seats"][0]["token"]
        url = f"/api/games/{created['id']}/ws"
        with client.websocket_connect(url) as a, client.websocket_connect(url) as b:
            for ws in (a, b):
                ws.send_json({"type": "hello", "token": token})
                assert ws.receive_json()["type"] == "snapshot"
            with client.websocket_connect(url) as c:
                message = c.receive_json()
                assert message["type"] == "error" and message["code"] == "too_many_sockets", message
                assert "2 websockets" in message["message"]
        with client.websocket_connect(url) as d:  # closed ones no longer count
            d.send_json({"type": "hello", "token": token})
            assert d.receive_json()["type"] == "snapshot"


# -- games in memory -----------------------------------------------------------------------------
def test_idle_games_are_dropped_from_memory_and_come_back_when_asked_for(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, Settings(idle_seconds=0.4))) as client:
        games = client.app.state.games  # type: ignore[attr-defined]
        quiet = create(client, {"game": "arcs", "players": 2})
        watched = create(client, {"game": "arcs", "players": 2})
        with client.websocket_connect(f"/api/games/{watched['id']}/ws") as ws:
            ws.send_json({"type": "hello", "token": watched["spectator_token"]})
            assert ws.receive_json()["type"] == "snapshot"
            wait_until(lambda: quiet["id"] not in games.live, 10, "the idle game to be dropped")
            assert watched["id"] in games.live  # someone is connected: kept
        version = client.get(f"/api/games/{quiet['id']}").json()["version"]  # loaded again
        assert quiet["id"] in games.live and version > 0
        seen = client.get(f"/api/games/{quiet['id']}/view", headers=auth(quiet["seats"][0]["token"]))
        assert seen.status_code == 200 and seen.json()["version"] == version


def test_at_most_so_many_games_are_kept_in_memory(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, Settings(max_live_games=2))) as client:
        games = client.app.state.games  # type: ignore[attr-defined]
        created = [create(client, {"game": "arcs", "players": 2}) for _ in range(4)]
        assert len(games.live) == 2 and set(games.live) == {created[2]["id"], created[3]["id"]}
        for game in created:  # every one still answers, loaded again when needed
            assert client.get(f"/api/games/{game['id']}").status_code == 200
            assert len(games.live) <= 2


def test_the_json_refusal_names_the_first_bad_field_in_document_order() -> None:
    from ambitions.server.app import json_refusal

    assert json_refusal(b'{"a": 1, "b": [1, 2, {"c": NaN}], "d": Infinity}') == (
        "b.2.c: NaN is not a JSON number",
        "b.2.c",
    )
    assert json_refusal(b"[" * 50_000 + b"]" * 50_000) is None  # too deep for JSON: the endpoint says so
    assert json_refusal(b'{"ok": [1.5, -3, "NaN"]}') is None
    assert json_refusal(json.dumps({"x": 2**63 - 1}).encode()) is None
    assert json_refusal(json.dumps({"x": -(2**63)}).encode()) == (
        "x: a whole number of 19 digits is too large (at most 2**63 - 1)",
        "x",
    )
