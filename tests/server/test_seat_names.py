"""Players' names on the server: given at creation, set by a seat for itself (HTTP or websocket),
refused with reasons, stored with the seat (SQLite and PostgreSQL), told to every client, kept in
the record; and rate-limited like every other write."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from starlette.testclient import WebSocketTestSession

import ambitions
from ambitions.server.app import create_app
from ambitions.server.db import make_engine, upgrade
from ambitions.server.games import Settings
from ambitions.server.store import Seat, Store, token_hash

XSS = "<img src=x onerror=alert(1)>"


def create(client: TestClient, seats: list[dict[str, Any]], **body: Any) -> Any:
    return client.post("/api/games", json={"game": "arcs", "players": len(seats), "seats": seats, **body})


def created(client: TestClient, seats: list[dict[str, Any]], **body: Any) -> dict[str, Any]:
    response = create(client, seats, **body)
    assert response.status_code == 201, response.text
    return dict(response.json())


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def rename(client: TestClient, game_id: str, token: str | None, name: Any) -> Any:
    headers = auth(token) if token is not None else {}
    return client.post(f"/api/games/{game_id}/name", headers=headers, json={"name": name})


def names(client: TestClient, game_id: str) -> list[str | None]:
    return [s["name"] for s in client.get(f"/api/games/{game_id}").json()["seats"]]


def test_the_creator_names_human_seats_and_bots_keep_their_agent(client: TestClient) -> None:
    game = created(client, [{"name": "  Alice "}, {}, {"bot": "greedy"}], seed=3)
    assert [s["name"] for s in game["seats"]] == ["Alice", None, None]
    status = client.get(f"/api/games/{game['id']}").json()
    assert [(s["name"], s["agent"]) for s in status["seats"]] == [
        ("Alice", None),
        (None, None),
        (None, "greedy"),
    ]
    seen = client.get(f"/api/games/{game['id']}/view", headers=auth(game["seats"][1]["token"])).json()
    assert seen["status"]["seats"][0]["name"] == "Alice"  # names are public
    found = client.post("/api/lookup", json={"tokens": [game["seats"][0]["token"]]}).json()["games"]
    assert found[0]["seats"][0]["name"] == "Alice"


@pytest.mark.parametrize(
    ("seat", "code", "field", "message"),
    [
        ({"name": ""}, "invalid_name", "seats.0.name", "at least 1 character"),
        ({"name": "   "}, "invalid_name", "seats.0.name", "at least 1 character"),
        ({"name": "x" * 25}, "invalid_name", "seats.0.name", "at most 24 characters, not 25"),
        ({"name": "a\nb"}, "invalid_name", "seats.0.name", "control character (U+000A"),
        ({"name": "a\u200bb"}, "invalid_name", "seats.0.name", "invisible formatting character"),
        ({"name": 7}, "bad_request", "seats.0.name", "string"),
        ({"bot": "greedy", "name": "Robo"}, "invalid_name", "seats.0.name", "named after its agent"),
    ],
)
def test_refused_names_at_creation_make_no_game(
    client: TestClient, seat: dict[str, Any], code: str, field: str, message: str
) -> None:
    before = client.app.state.games.store.unfinished()  # type: ignore[attr-defined]
    response = create(client, [seat, {}])
    assert response.status_code in (400, 422), response.text
    error = response.json()["error"]
    assert error["code"] == code and error["field"] == field and message in error["message"]
    assert client.app.state.games.store.unfinished() == before  # type: ignore[attr-defined]


def test_a_seat_names_itself_and_only_itself(client: TestClient) -> None:
    game = created(client, [{}, {}, {"bot": "random"}], seed=4)
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    answer = rename(client, gid, tokens[1], "  Bob the Builder ")
    assert answer.status_code == 200, answer.text
    assert answer.json() == {"ok": True, "seat": 1, "name": "Bob the Builder"}
    assert names(client, gid) == [None, "Bob the Builder", None]
    assert rename(client, gid, tokens[1], "Bob").json()["name"] == "Bob"  # changed
    assert names(client, gid) == [None, "Bob", None]
    # The spectators, a missing or unknown token: refused, nothing changed.
    watch = rename(client, gid, game["spectator_token"], "Eve")
    assert watch.status_code == 403 and watch.json()["error"]["code"] == "spectator"
    assert rename(client, gid, None, "Eve").status_code == 401
    assert rename(client, gid, "not-a-token", "Eve").status_code == 401
    assert names(client, gid) == [None, "Bob", None]
    # There is no way to name another seat: the token decides which seat is named.
    bad = client.post(f"/api/games/{gid}/name", headers=auth(tokens[0]), json={"name": "Zed", "seat": 1})
    assert bad.status_code == 422 and bad.json()["error"]["field"] == "seat"
    assert names(client, gid) == [None, "Bob", None]
    # null takes a name away.
    assert rename(client, gid, tokens[1], None).json() == {"ok": True, "seat": 1, "name": None}
    assert names(client, gid) == [None, None, None]
    assert rename(client, "nope", tokens[1], "Bob").status_code == 404


@pytest.mark.parametrize(
    ("name", "status", "message"),
    [
        ("", 400, "at least 1 character"),
        ("\t ", 400, "at least 1 character"),
        ("y" * 25, 400, "at most 24 characters"),
        ("a\x00b", 400, "control character (U+0000 at position 2)"),
        ("a\x1bb", 400, "control character (U+001B"),
        ("a\u2028b", 400, "line break"),
        ("\u202eevil", 400, "invisible formatting character (U+202E"),
        ("z" * 201, 422, "200 characters"),
        (["Bob"], 422, "string"),
    ],
)
def test_refused_names_say_why_and_change_nothing(
    client: TestClient, name: Any, status: int, message: str
) -> None:
    game = created(client, [{"name": "Ann"}, {}], seed=1)
    response = rename(client, game["id"], game["seats"][0]["token"], name)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert message in error["message"] and error["field"] == "name"
    assert names(client, game["id"]) == ["Ann", None]


def test_names_of_every_script_and_length_24_are_taken(client: TestClient) -> None:
    game = created(client, [{}, {}], seed=1)
    for name in ["Zoë", "李小龍", "Ωμέγα", "a" * 24, "O'Brien & co.", XSS[:24]]:
        answer = rename(client, game["id"], game["seats"][0]["token"], name)
        assert answer.status_code == 200, answer.text
        assert names(client, game["id"])[0] == name


def test_a_name_change_is_told_to_every_client_log_renamed(client: TestClient) -> None:
    game = created(client, [{}, {}, {}], seed=2)
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    sockets = [client.websocket_connect(f"/api/games/{gid}/ws") for _ in range(4)]
    with sockets[0] as a, sockets[1] as b, sockets[2] as c, sockets[3] as w:
        for ws, token in zip((a, b, c, w), [*tokens, game["spectator_token"]], strict=True):
            hello(ws, token)
        # One seat plays a move so the log names it.
        first = client.get(f"/api/games/{gid}/view", headers=auth(tokens[0])).json()
        mover = first["status"]["to_move"]
        seen = client.get(f"/api/games/{gid}/view", headers=auth(tokens[mover])).json()
        sock = (a, b, c)[mover]
        sock.send_json(
            {"type": "move", "version": seen["version"], "move_id": "m1", "action": seen["legal_actions"][0]}
        )
        for ws in (a, b, c, w):
            next_of(ws, "update")
        # The mover names itself over its websocket.
        sock.send_json({"type": "name", "name": f" {XSS[:24]}  "})
        for k, ws in enumerate((a, b, c, w)):
            update = next_of(ws, "update")
            assert update["status"]["seats"][mover]["name"] == XSS[:24]
            assert update["log_reset"] and update["log_start"] == 0  # the whole log, seats renamed
            whos = {line["who"] for line in update["log"] if line["seat"] == mover}
            expected = f"you ({XSS[:24]}, seat {mover})" if k == mover else f"{XSS[:24]} (seat {mover})"
            assert whos == {expected}
        named = next_of(sock, "named")  # (after the update it caused)
        assert named == {"type": "named", "ok": True, "seat": mover, "name": XSS[:24]}
        # Refused over the websocket: an error message, the connection stays, nothing changed.
        sock.send_json({"type": "name", "name": "\x07"})
        error = next_of_any(sock)
        assert error["type"] == "error" and error["code"] == "invalid_name" and "control" in error["message"]
        w.send_json({"type": "name", "name": "Eve"})
        error = next_of_any(w)
        assert error["type"] == "error" and error["code"] == "spectator"
        sock.send_json({"type": "ping"})
        assert next_of_any(sock) == {"type": "pong"}
    assert names(client, gid)[mover] == XSS[:24]


def test_the_record_keeps_the_names_and_replays(client: TestClient) -> None:
    game = created(client, [{"name": "Ann"}, {"bot": "random"}], seed=6)
    gid, token = game["id"], game["seats"][0]["token"]
    assert rename(client, gid, token, "Anna").status_code == 200
    live = client.app.state.games.live[gid]  # type: ignore[attr-defined]
    record = live.session.record()  # what GET .../record hands out once the game is over
    assert record["names"] == ["Anna", None]
    replayed = ambitions.replay(record)
    assert replayed.record() == ambitions.replay({k: v for k, v in record.items() if k != "names"}).record()


def test_names_are_rate_limited_like_other_writes(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, Settings(rate=0.001, burst=3))) as client:
        game = created(client, [{}, {}], seed=1)
        answers = [
            rename(client, game["id"], game["seats"][0]["token"], f"N{k}").status_code for k in range(4)
        ]
    assert answers[:2] == [200, 200] and answers[-1] == 429


def test_names_are_stored_with_the_seat(db_url: str) -> None:
    engine = make_engine(db_url)
    upgrade(engine)
    store = Store(engine)
    seats = [Seat(0, "human", None, token_hash("t0"), None, "Zoë"), Seat(1, "bot", "greedy", None)]
    store.create("g", "arcs", 2, 1, {}, seats, token_hash("w"))
    loaded = store.load("g")
    assert loaded is not None and [s.name for s in loaded.seats] == ["Zoë", None]
    store.set_name("g", 0, "李小龍" * 8)
    store.set_name("g", 1, None)
    loaded = store.load("g")
    assert loaded is not None and [s.name for s in loaded.seats] == ["李小龍" * 8, None]


def test_the_names_migration_keeps_older_seats(db_url: str) -> None:
    from alembic import command
    from alembic.config import Config

    from ambitions.server.db import MIGRATIONS

    engine = make_engine(db_url)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
        connection.execute(
            text(
                "insert into games (id, game, players, seed, options, version, over, spectator_hash,"
                " created, updated) values ('old', 'arcs', 2, 1, '{}', 0, false, 'w',"
                " current_timestamp, current_timestamp)"
            )
        )
        connection.execute(
            text("insert into seats (game_id, seat, kind, token_hash) values ('old', 0, 'human', 'h')")
        )
    upgrade(engine)
    loaded = Store(engine).load("old")
    assert loaded is not None and [(s.seat, s.kind, s.name) for s in loaded.seats] == [(0, "human", None)]
    Store(engine).set_name("old", 0, "Ann")
    loaded = Store(engine).load("old")
    assert loaded is not None and loaded.seats[0].name == "Ann"
    with engine.begin() as connection:  # and back down: the column goes, the seat stays
        config.attributes["connection"] = connection
        command.downgrade(config, "0001")
        assert connection.execute(text("select count(*) from seats")).scalar() == 1


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


def next_of_any(ws: WebSocketTestSession) -> dict[str, Any]:
    """The next message that is not an update."""
    while True:
        message = ws.receive_json()
        if message["type"] != "update":
            return dict(message)


def test_a_replay_names_the_seats_its_record_names(client: TestClient) -> None:
    state = ambitions.new_game("arcs", players=2, seed=9)
    rng = random.Random(9)
    for _ in range(60):
        state.apply(
            state.sample_chance() if state.current_player() < 0 else rng.choice(state.legal_actions())
        )
    record = {**state.record(), "names": [XSS[:24], None]}
    added = client.post("/api/replays", json=record)
    assert added.status_code == 201, added.text
    frame = client.get(f"/api/replays/{added.json()['id']}", params={"position": 60, "seat": "1"}).json()
    assert [s["name"] for s in frame["status"]["seats"]] == [XSS[:24], None]
    whos = {line["who"] for line in frame["log"] if line["seat"] >= 0}
    assert f"{XSS[:24]} (seat 0)" in whos and whos <= {f"{XSS[:24]} (seat 0)", "seat 1 (watching)"}
    bad = client.post("/api/replays", json={**state.record(), "names": ["a\x00b", None]})
    assert bad.status_code == 400 and "control character" in bad.json()["error"]["message"]
