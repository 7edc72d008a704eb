"""Any request gets a 2xx or a 4xx with a clear error, never a 5xx, never a changed game
(Hypothesis over every endpoint of the OpenAPI schema and over websocket messages)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ambitions.server.app import create_app
from ambitions.server.settings import Settings

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=15,
)
FIELDS = [
    "game",
    "players",
    "seats",
    "options",
    "seed",
    "version",
    "move_id",
    "action",
    "tokens",
    "bot",
    "type",
    "token",
    "name",
    "position",
    "seat",
    "log_from",
    "actions",
]
BODY = st.dictionaries(
    st.sampled_from(FIELDS), JSON | st.sampled_from(["arcs", "pig", 2, 3, "pass", "m1"]), max_size=6
)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, dict[str, Any]]]:
    url = f"sqlite:///{tmp_path_factory.mktemp('fuzz') / 'games.db'}"
    app = create_app(url, Settings(rate=1e6, burst=10**6, ws_rate=1e6, ws_burst=10**6))
    with TestClient(app, raise_server_exceptions=False) as client:
        created = client.post(
            "/api/games", json={"game": "arcs", "players": 3, "seats": [{}, {}, {"bot": "random+"}]}
        ).json()
        yield client, created


def paths(created: dict[str, Any]) -> list[tuple[str, str]]:
    game = created["id"]
    return [
        ("get", "/api/games"),
        ("post", "/api/games"),
        ("get", f"/api/games/{game}"),
        ("get", f"/api/games/{game}/view"),
        ("post", f"/api/games/{game}/moves"),
        ("post", f"/api/games/{game}/undo"),
        ("post", f"/api/games/{game}/bots/retry"),
        ("get", f"/api/games/{game}/record"),
        ("post", "/api/lookup"),
        ("get", "/api/games/nope/view"),
        ("post", "/api/games/%00/moves"),
        ("post", "/api/games/arcs/seats"),
        ("get", f"/api/games/{game}/result"),
        ("post", f"/api/games/{game}/name"),
        ("get", f"/api/games/{game}/replay"),
        ("post", "/api/replays"),
        ("get", "/api/replays/nope"),
    ]


def test_the_schema_lists_every_endpoint(served: tuple[TestClient, dict[str, Any]]) -> None:
    client, created = served
    schema = client.get("/openapi.json").json()
    listed = {(method, path) for path, ops in schema["paths"].items() for method in ops}
    game = created["id"]
    ours = {
        (m, p.replace(game, "{game_id}").replace("/arcs/", "/{game}/"))
        for m, p in paths(created)
        if "nope" not in p and "%00" not in p
    }
    assert ours <= listed


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    endpoint=st.integers(0, 16),
    body=BODY | JSON,
    token=st.sampled_from(["seat0", "spectator", "junk", ""]),
    raw=st.booleans(),
)
def test_no_request_gets_a_5xx(
    served: tuple[TestClient, dict[str, Any]], endpoint: int, body: Any, token: str, raw: bool
) -> None:
    client, created = served
    method, path = paths(created)[endpoint]
    value = {"seat0": created["seats"][0]["token"], "spectator": created["spectator_token"]}.get(token, token)
    headers = {"Authorization": f"Bearer {value}"} if value else {}
    before = client.get(f"/api/games/{created['id']}").json()["version"]
    if method == "get":  # (the query too: a replay's position and seat)
        params = {str(k): str(v)[:40] for k, v in body.items()} if isinstance(body, dict) else None
        response = client.get(path, headers=headers, params=params)
    elif raw:
        response = client.post(
            path, headers={**headers, "Content-Type": "application/json"}, content=json.dumps(body)[:-1]
        )
    else:
        response = client.post(path, headers=headers, json=body)
    assert response.status_code < 500, (method, path, body, response.text)
    if response.status_code >= 400:
        error = response.json()["error"]
        assert error["code"] and error["message"]
        assert client.get(f"/api/games/{created['id']}").json()["version"] == before


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(messages=st.lists(BODY | JSON, min_size=1, max_size=6))
def test_no_websocket_message_breaks_the_connection(
    served: tuple[TestClient, dict[str, Any]], messages: list[Any]
) -> None:
    client, created = served
    with client.websocket_connect(f"/api/games/{created['id']}/ws") as ws:
        ws.send_json({"type": "hello", "token": created["seats"][0]["token"]})
        assert ws.receive_json()["type"] == "snapshot"
        for message in messages:
            ws.send_text(json.dumps(message))
        ws.send_json({"type": "ping"})
        while True:
            answer = ws.receive_json()
            if answer["type"] == "pong":
                break
            assert answer["type"] in ("error", "ack", "update"), answer
