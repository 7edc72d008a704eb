"""A game's browser view and catalogue, as the server serves them: the addresses the shell learns,
the module's folder and nothing else of its package (no way out by ``..``, encoded or not, by a
hidden file or by a symbolic link), and the catalogue's public data."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ambitions.core import registry
from ambitions.server.views import BadViewSpec, parse_view_spec, web_view


def test_the_games_name_their_view_and_catalogue(client: TestClient, pig: str) -> None:
    offered = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    assert offered["arcs"]["web_view"] == "/views/arcs/view.js"
    assert offered["arcs"]["catalogue"] == "/api/games/arcs/catalogue"
    assert offered[pig]["web_view"] is None and offered[pig]["catalogue"] is None
    assert [name for name, g in offered.items() if g["default"]] == ["arcs"]  # the start page's choice
    created = client.post("/api/games", json={"game": "arcs", "players": 3}).json()
    status = client.get(f"/api/games/{created['id']}").json()
    assert status["web_view"] == "/views/arcs/view.js" and status["catalogue"] == "/api/games/arcs/catalogue"
    assert status["scores"] == [0, 0, 0]  # the running Power, before the game is over


def test_the_view_module_and_its_files_are_served(client: TestClient) -> None:
    module = client.get("/views/arcs/view.js")
    assert module.status_code == 200 and module.headers["content-type"].startswith("text/javascript")
    assert "export function createView" in module.text
    assert client.get("/views/arcs/arcs.css").headers["content-type"].startswith("text/css")
    assert client.get("/views/arcs/map.js").status_code == 200


@pytest.mark.parametrize(
    "path",
    [
        "/views/arcs/../../server/app.py",
        "/views/arcs/%2e%2e/%2e%2e/server/app.py",
        "/views/arcs/..%2f..%2fserver%2fapp.py",
        "/views/arcs/%2e%2e%2f%2e%2e%2f__init__.py",
        "/views/arcs/..%5c..%5cserver%5capp.py",
        "/views/arcs//etc/passwd",
        "/views/arcs/%2fetc%2fpasswd",
        "/views/arcs/.hidden.js",
        "/views/arcs/view.js%00.css",
        "/views/arcs/nosuch.js",
        "/views/arcs/",
        "/views/nosuch/view.js",
        "/views/../web/play.js",
        # Files of a served kind that exist outside the folder (games/<game>/views/web/): the
        # browser shell, and another game's view reached from inside the game's package.
        "/views/arcs/%2e%2e/%2e%2e/%2e%2e/%2e%2e/web/play.js",
        "/views/arcs/..%2f..%2f..%2f..%2fweb%2fplay.js",
        "/views/arcs-campaign/%2e%2e/%2e%2e/%2e%2e/arcs/views/web/view.js",
    ],
)
def test_nothing_outside_the_view_folder_is_served(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404, (path, response.text[:200])
    assert "import" not in response.text


def test_a_game_without_a_view_has_nothing_served(client: TestClient, pig: str) -> None:
    assert client.get(f"/views/{pig}/view.js").status_code == 404
    assert client.get(f"/api/games/{pig}/catalogue").status_code == 404


@pytest.fixture
def fake_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A game named ``fake`` whose view lives in package ``fake_views`` (on the path): a module, a
    file of a kind not served, a hidden file and a symbolic link out of the folder."""
    package = tmp_path / "fake_views"
    (package / "web").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "web" / "view.js").write_text("export function createView() { return {}; }\n")
    (package / "web" / "notes.py").write_text("SECRET = 1\n")
    (package / "web" / ".hidden.js").write_text("hidden\n")
    (package / "secret.js").write_text("secret\n")
    os.symlink(package / "secret.js", package / "web" / "link.js")
    monkeypatch.syspath_prepend(str(tmp_path))
    arcs = registry.game_spec("arcs")
    registry.register(replace(arcs, name="fake", views={"web": "fake_views:web/view.js"}, catalogue=None))
    yield package
    registry.GAMES.loaded.pop("fake", None)


def test_links_and_files_of_other_kinds_are_refused(client: TestClient, fake_game: Path) -> None:
    assert client.get("/views/fake/view.js").status_code == 200
    for name in ("notes.py", ".hidden.js", "link.js", "../secret.js", "%2e%2e/secret.js"):
        assert client.get(f"/views/fake/{name}").status_code == 404, name
    assert client.get("/api/games/fake/catalogue").status_code == 404


@pytest.mark.parametrize(
    "spec",
    [
        "view.js",
        "ambitions:",
        "ambitions:../x.js",
        "ambitions:web/../../x.js",
        "ambitions:/etc/x.js",
        "a-b:v.js",
        "ambitions:web/style.css",
        "ambitions:web/.x.js",
    ],
)
def test_a_view_must_be_a_module_inside_a_package(spec: str) -> None:
    with pytest.raises(BadViewSpec):
        parse_view_spec(spec)


def test_a_view_that_does_not_exist_is_no_view() -> None:
    arcs = registry.game_spec("arcs")
    assert web_view(arcs) is not None
    assert web_view(replace(arcs, views={"web": "ambitions.games.arcs:views/web/nosuch.js"})) is None
    assert web_view(replace(arcs, views={"web": "no_such_package:view.js"})) is None


def test_the_catalogue_is_served_as_json(client: TestClient) -> None:
    response = client.get("/api/games/arcs/catalogue")
    assert response.status_code == 200 and response.headers["content-type"] == "application/json"
    catalogue = response.json()
    assert catalogue["cards"]["BC05"]["name"] == "Construction Union"
    assert client.get("/api/games/nosuch/catalogue").status_code == 404
