"""The rules help through the server: ``GET /api/games/{game}/rules`` (static, cached), the
status naming it, and a seat's view carrying the odds of its dice choices and the kinds of its
legal actions, which no other seat and no spectator is sent."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_api import auth, create, move, view  # tests/server is on the path (pytest prepends it)

from ambitions.core.registry import game_spec
from ambitions.server.app import create_app
from ambitions.server.games import Settings


def test_the_rules_endpoint_lists_every_note(client: TestClient) -> None:
    response = client.get("/api/games/arcs/rules")
    assert response.status_code == 200 and response.headers["content-type"] == "application/json"
    body = response.json()
    spec = game_spec("arcs")
    assert body["game"] == "arcs"
    assert [n["kind"] for n in body["notes"]] == [n.kind for n in spec.rule_notes()]
    build = next(n for n in body["notes"] if n["kind"] == "build")
    assert build == {
        "kind": "build",
        "title": "Build",
        "summary": spec.note_for("build").summary,
        "source": "Arcs rulebook p.12",
    }  # type: ignore[union-attr]
    assert client.get("/api/games/arcs/rules").content == response.content  # cached, the same
    listed = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    assert all(listed[name]["rules"] == f"/api/games/{name}/rules" for name in listed)


@pytest.mark.parametrize("name", ["banana", "x" * 300, "arcs%00"])
def test_an_unknown_game_has_no_rules(client: TestClient, name: str) -> None:
    response = client.get(f"/api/games/{name}/rules")
    assert response.status_code == 404 and response.json()["error"]["code"] == "not_found"


@pytest.fixture
def pig_client(pig: str, sqlite_url: str) -> Any:
    with TestClient(create_app(sqlite_url, Settings(think_seconds=5, bot_workers=1))) as c:
        yield c


def test_a_game_without_rules_help(pig_client: TestClient) -> None:
    response = pig_client.get("/api/games/pig/rules")
    assert response.status_code == 404 and "no rules help" in response.json()["error"]["message"]
    created = create(pig_client, "pig", 2)
    assert pig_client.get(f"/api/games/{created['id']}").json()["rules"] is None
    seen = view(pig_client, created["id"], created["seats"][0]["token"])
    assert seen["odds"] == {} and seen["rule_kinds"] == []


def play_to_dice(client: TestClient, created: dict[str, Any], seed: int = 1) -> tuple[str, dict[str, Any]]:
    """Play both seats (battles first) until one chooses dice: its token and its view."""
    rng = random.Random(seed)
    tokens = [s["token"] for s in created["seats"]]
    for made in range(3000):
        for token in tokens:
            seen = view(client, created["id"], token)
            legal = seen["legal_actions"]
            if not legal:
                continue
            if any(a.startswith("dice ") for a in legal):
                return token, seen
            battles = [a for a in legal if a.startswith("battle ")]
            action = rng.choice(battles or legal)
            assert move(client, created["id"], token, seen["version"], action, f"m{made}").status_code == 200
            break
    raise AssertionError("no battle")


@pytest.fixture
def fast_client(sqlite_url: str) -> Any:
    """A client without the per-address rate limit (a game played through the API to a battle)."""
    with TestClient(create_app(sqlite_url, Settings(rate=1e6, burst=10**6))) as c:
        yield c


def test_a_seat_choosing_dice_is_sent_their_odds_and_no_one_else(fast_client: TestClient) -> None:
    client = fast_client
    created = create(client, players=2)
    token, seen = play_to_dice(client, created)
    spec = game_spec("arcs")
    dice = [a for a in seen["legal_actions"] if a.startswith("dice ")]
    assert seen["odds"] == {a: spec.odds_for(a) for a in dice}
    assert all(text.startswith("Dice: ") for text in seen["odds"].values())
    assert seen["rule_kinds"] == [n.kind for n in spec.notes_first(seen["legal_actions"])[0]]
    assert "dice" in seen["rule_kinds"]
    other = next(s["token"] for s in created["seats"] if s["token"] != token)
    for watcher in (other, created["spectator_token"]):
        theirs = view(client, created["id"], watcher)
        assert theirs["odds"] == {} and theirs["rule_kinds"] == [] and theirs["legal_actions"] == []
    assert client.get(f"/api/games/{created['id']}/view", headers=auth("nope")).status_code == 401
