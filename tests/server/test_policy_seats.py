"""Trained policies as bot seats (`ambitions.server.policies`): a policy file the operator installed
(``serve --policy NAME=FILE``) is offered as ``policy:NAME`` for its game and plays whole games;
a creator can never name a file (``policy:path=...`` is a JSON 400 and nothing is created); a bad
``--policy`` stops the server before it starts, in one line."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ambitions.core.errors import InvalidOptions
from ambitions.server.app import create_app
from ambitions.server.policies import install_policies, parse_policy_options, resolve, trained_game
from ambitions.server.settings import Settings
from support.policies import tiny_arcades_policy


@pytest.fixture(scope="module")
def policy_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny ARCADEs `SlotPolicy`, one short update (it plays, not well)."""
    pytest.importorskip("torch", reason="PyTorch is the rl-train extra")
    pytest.importorskip("sb3_contrib", reason="sb3-contrib is the rl-train extra")
    pytest.importorskip("gymnasium", reason="the rl extra is not installed")
    return tiny_arcades_policy(tmp_path_factory.mktemp("policies"))


@pytest.fixture
def served(sqlite_url: str, policy_file: Path) -> Iterator[TestClient]:
    settings = Settings(think_seconds=30, bot_workers=1, policies=(("tiny", str(policy_file)),))
    with TestClient(create_app(sqlite_url, settings)) as client:
        yield client


def test_an_installed_policy_is_offered_for_its_game_and_plays_whole_games(served: TestClient) -> None:
    offered = {g["name"]: [b["bot"] for b in g["bots"]] for g in served.get("/api/games").json()["games"]}
    assert "policy:tiny" in offered["arcades"]
    assert "policy:tiny" not in offered["arcs"]  # trained for ARCADEs: offered for it only
    assert all("greedy" in bots for bots in offered.values())
    assert not any("path" in b or "/" in b for bots in offered.values() for b in bots)  # no file shown

    body = {
        "game": "arcades",
        "players": 3,
        "seed": 4,
        "seats": [{"bot": "policy:tiny"}, {"bot": "random+"}, {"bot": "random+"}],
    }
    response = served.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["seats"][0]["agent"] == "policy:tiny"
    deadline = time.monotonic() + 240
    status: dict[str, Any] = {}
    while time.monotonic() < deadline:
        status = served.get(f"/api/games/{created['id']}").json()
        if status["over"] or any(s["bot_error"] for s in status["seats"]):
            break
        time.sleep(0.2)
    assert not any(s["bot_error"] for s in status["seats"]), status["seats"]
    assert status["over"] and status["version"] > 10
    assert str(Path.cwd()) not in str(status)


@pytest.mark.parametrize(
    ("bot", "says"),
    [
        ("policy:path=/etc/passwd", "never a file"),
        ("policy:path=/etc/passwd,deterministic=false", "never a file"),
        ("policy:../tiny", "never a file"),
        ("policy:nosuch", "no policy 'nosuch'"),
        ("policy", "no policy"),
    ],
)
def test_a_creator_cannot_name_a_file(served: TestClient, bot: str, says: str) -> None:
    games = served.app.state.games  # type: ignore[attr-defined]
    before = len(games.store.unfinished())
    body = {"game": "arcades", "players": 3, "seats": [{}, {"bot": "random+"}, {"bot": bot}]}
    response = served.post("/api/games", json=body)
    assert response.status_code == 400 and response.headers["content-type"] == "application/json"
    error = response.json()["error"]
    assert error["field"] == "seats.2.bot" and says in error["message"], error
    assert "/etc/passwd" not in error["message"]
    assert len(games.store.unfinished()) == before
    assert games._pool is None or games._pool.pids() == []  # nothing started


def test_a_policy_for_another_game_is_refused(served: TestClient) -> None:
    body = {"game": "arcs", "players": 2, "seats": [{}, {"bot": "policy:tiny"}]}
    response = served.post("/api/games", json=body)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["field"] == "seats.1.bot" and "trained for arcades, not arcs" in error["message"]


def test_without_policies_every_policy_spec_is_refused(client: TestClient) -> None:
    body = {"game": "arcs", "players": 2, "seats": [{}, {"bot": "policy:path=/etc/passwd"}]}
    response = client.post("/api/games", json=body)
    assert response.status_code == 400 and "never a file" in response.json()["error"]["message"]
    assert all(
        not b["bot"].startswith("policy") for g in client.get("/api/games").json()["games"] for b in g["bots"]
    )


def test_bad_policy_options_are_one_line_errors(tmp_path: Path, policy_file: Path) -> None:
    not_a_policy = tmp_path / "x.zip"
    not_a_policy.write_text("hello")
    for pairs, says in (
        ((("a b", str(policy_file)),), "a policy's name"),
        ((("x", str(policy_file)), ("x", str(policy_file))), "given twice"),
        ((("x", str(tmp_path / "none.zip")),), "no policy file"),
        ((("x", str(not_a_policy)),), "is not a MaskablePPO policy"),
    ):
        with pytest.raises(InvalidOptions, match=says) as info:
            install_policies(pairs)
        assert "\n" not in str(info.value)
    with pytest.raises(InvalidOptions, match="NAME=FILE"):
        parse_policy_options(["nofile"])
    installed = install_policies([("best", str(policy_file))])
    assert resolve("policy:best", installed) == f"policy:path={policy_file.resolve()}"
    assert resolve("greedy", installed) == "greedy"


def test_serve_refuses_a_bad_policy_before_serving(tmp_path: Path) -> None:
    from ambitions.cli.main import app

    result = CliRunner().invoke(
        app, ["serve", "--db", f"sqlite:///{tmp_path / 'g.db'}", "--policy", f"x={tmp_path / 'none.zip'}"]
    )
    assert result.exit_code == 2 and result.output.count("\n") == 1 and "no policy file" in result.output
    assert not (tmp_path / "g.db").exists()


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(max_size=30), max_size=4))
def test_any_policy_options_are_pairs_or_one_clear_error(given_options: list[str]) -> None:
    """``--policy`` values as typed (Hypothesis): (name, file) pairs, or `InvalidOptions` in one
    line; never another exception."""
    try:
        pairs = parse_policy_options(given_options)
    except InvalidOptions as exc:
        assert "\n" not in str(exc)
        return
    assert len(pairs) == len(given_options) and all(name and file for name, file in pairs)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=400))
def test_a_policy_file_of_any_bytes_names_a_game_or_none(data: bytes) -> None:
    """`trained_game` reads any file (Hypothesis: arbitrary bytes) as a game's name or None."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "policy.zip"
        path.write_bytes(data)
        assert trained_game(path) is None or isinstance(trained_game(path), str)
