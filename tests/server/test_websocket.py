"""Websockets through FastAPI's test client: the hello, the snapshot, acknowledgements before the
broadcast, updates to every seat, reconnecting, bad and flooding clients."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from ambitions.server.app import create_app
from ambitions.server.settings import Settings


def create(client: TestClient, players: int = 3, bots: tuple[str | None, ...] = ()) -> dict[str, Any]:
    seats = [{"bot": b} if b else {} for b in (bots or (None,) * players)]
    response = client.post("/api/games", json={"game": "arcs", "players": players, "seats": seats})
    assert response.status_code == 201, response.text
    return dict(response.json())


def hello(ws: WebSocketTestSession, token: str) -> dict[str, Any]:
    ws.send_json({"type": "hello", "token": token})
    message = ws.receive_json()
    assert message["type"] == "snapshot", message
    return dict(message)


def next_of(ws: WebSocketTestSession, kind: str) -> dict[str, Any]:
    while True:
        message = ws.receive_json()
        if message["type"] == kind:
            return dict(message)
        assert message["type"] != "error", message


def test_a_move_is_acknowledged_then_broadcast_to_every_seat(client: TestClient) -> None:
    created = create(client)
    game = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    sockets = [client.websocket_connect(f"/api/games/{game}/ws") for _ in range(3)]
    watcher = client.websocket_connect(f"/api/games/{game}/ws")
    with sockets[0] as a, sockets[1] as b, sockets[2] as c, watcher as w:
        views = [hello(ws, t) for ws, t in zip((a, b, c), tokens, strict=True)]
        spectator = hello(w, created["spectator_token"])
        assert spectator["seat"] is None and spectator["legal_actions"] == []
        mover = views[0]["status"]["to_move"]
        ws = (a, b, c)[mover]
        action = views[mover]["legal_actions"][0]
        ws.send_json({"type": "move", "version": views[mover]["version"], "move_id": "m1", "action": action})
        ack = ws.receive_json()
        assert ack["type"] == "ack" and ack["move_id"] == "m1" and ack["version"] > views[mover]["version"]
        update = ws.receive_json()
        assert update["type"] == "update" and update["version"] == ack["version"]
        for other in [s for k, s in enumerate((a, b, c, w)) if k != mover]:
            seen = next_of(other, "update")
            assert seen["version"] == ack["version"]
            assert seen["log"] and seen["log"][0]["plain"].endswith(action) and not seen["log_reset"]
        # Repeating the move id gives the same answer and changes nothing.
        ws.send_json({"type": "move", "version": views[mover]["version"], "move_id": "m1", "action": action})
        repeat = ws.receive_json()
        assert repeat["type"] == "ack" and repeat["version"] == ack["version"] and repeat["repeated"]
        # A stale move is an error message; the connection stays.
        ws.send_json({"type": "move", "version": 0, "move_id": "m2", "action": action})
        error = ws.receive_json()
        assert error == {
            "type": "error",
            "code": "stale_version",
            "message": error["message"],
            "move_id": "m2",
        }
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}


def test_a_reconnecting_client_gets_the_whole_view_again(client: TestClient) -> None:
    created = create(client, bots=(None, "random+", "random+"))
    game = created["id"]
    token = created["seats"][0]["token"]
    with client.websocket_connect(f"/api/games/{game}/ws") as ws:
        first = hello(ws, token)
    with client.websocket_connect(f"/api/games/{game}/ws") as ws:
        again = hello(ws, token)
    assert again["log_reset"] and again["log_start"] == 0
    assert len(again["log"]) == again["version"] >= len(first["log"])  # every entry is one line
    assert again["observation"]["seats"][0]["hand"]


def test_bad_hellos_and_messages_get_errors(client: TestClient) -> None:
    created = create(client, players=2)
    game = created["id"]
    with client.websocket_connect(f"/api/games/{game}/ws") as ws:
        ws.send_json({"type": "hello", "token": "wrong"})
        assert ws.receive_json()["code"] == "bad_token"
    with client.websocket_connect(f"/api/games/{game}/ws") as ws:
        ws.send_text("not json")
        assert ws.receive_json()["code"] == "bad_request"
    with client.websocket_connect("/api/games/nope/ws") as ws:
        ws.send_json({"type": "hello", "token": "x"})
        assert ws.receive_json()["code"] == "not_found"
    with client.websocket_connect(f"/api/games/{game}/ws") as ws:
        hello(ws, created["seats"][0]["token"])
        for bad in (
            "[]",
            '{"type": "move"}',
            '{"type": "move", "version": "1", "move_id": "x", "action": "y"}',
            '{"type": "dance"}',
            "x" * 100_000,
        ):
            ws.send_text(bad)
            message = next_of(ws, "error")
            assert message["code"] in ("bad_request", "not_your_turn", "stale_version"), message
        ws.send_json({"type": "move", "version": 0, "move_id": "s", "action": "pass"})
        assert next_of(ws, "error")["code"] in ("stale_version", "not_your_turn")


def test_a_flooding_client_is_slowed_then_dropped(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, Settings(ws_rate=1, ws_burst=3))) as client:
        created = create(client, players=2)
        with client.websocket_connect(f"/api/games/{created['id']}/ws") as ws:
            hello(ws, created["seats"][0]["token"])
            codes = []
            for _ in range(120):
                ws.send_json({"type": "ping"})
            for _ in range(120):
                message = ws.receive_json()
                codes.append(message.get("code", message["type"]))
                if message.get("code") == "rate_limited" and "disconnected" in message.get("message", ""):
                    break
            assert codes[:3] == ["pong"] * 3 and "rate_limited" in codes
            assert any("disconnected" in str(c) or c == "rate_limited" for c in codes)
