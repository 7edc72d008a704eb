"""Browser fixtures, a pytest plugin every test folder gets (``tests/conftest.py`` registers it):
the shell's browser tests (``tests/web``) and each game's (``tests/games/<game>/test_web_view.py``)
use them. A real server on loopback (uvicorn in a thread of the test process, so the
plugin game installed by the ``pig`` fixture is offered too) and Debian's Chromium driven by
Playwright. Browsers cannot be downloaded here: Playwright launches ``/usr/bin/chromium``
(installed by ``.ci/run``); without it the browser tests are skipped, saying why."""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = Path(
    os.environ.get("AMBITIONS_SCREENSHOTS") or Path(__file__).parents[2] / "build" / "screenshots"
)
"""Where the browser tests save their screenshots (``build/screenshots`` unless
``AMBITIONS_SCREENSHOTS`` says otherwise)."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium, launched once per test module (Playwright's event loop lives no longer than the
    browser tests: other tests run their own)."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is not installed (.ci/run installs Debian's chromium)")
    from playwright.sync_api import sync_playwright  # in the dev extra: missing is a failure

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class LiveServer:
    """A server on loopback: its address and a client for its API."""

    url: str
    http: httpx.Client

    def create(
        self, game: str, players: int, seats: list[str | None], seed: int, **options: Any
    ) -> dict[str, Any]:
        body = {
            "game": game,
            "players": players,
            "seed": seed,
            "seats": [{"bot": b} if b else {} for b in seats],
            "options": options,
        }
        response = self.http.post("/api/games", json=body)
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        return created

    def view(self, game_id: str, token: str) -> dict[str, Any]:
        response = self.http.get(f"/api/games/{game_id}/view", headers={"Authorization": f"Bearer {token}"})
        assert response.status_code == 200, response.text
        view: dict[str, Any] = response.json()
        return view

    def status(self, game_id: str) -> dict[str, Any]:
        status: dict[str, Any] = self.http.get(f"/api/games/{game_id}").json()
        return status

    def page_url(self, game_id: str, token: str) -> str:
        return f"{self.url}/play/{game_id}#token={token}"


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[LiveServer]:
    """``ambitions serve`` in a thread on a fresh SQLite file (bots think in this process)."""
    import uvicorn

    from ambitions.server.app import MAX_BODY, create_app
    from ambitions.server.games import Settings

    port = _free_port()
    app = create_app(
        f"sqlite:///{tmp_path / 'games.db'}", Settings(think_seconds=5, bot_workers=1, rate=1000, burst=1000)
    )
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", ws_max_size=MAX_BODY)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise AssertionError("the server did not start")
        time.sleep(0.02)
    url = f"http://127.0.0.1:{port}"
    with httpx.Client(base_url=url, timeout=10) as http:
        yield LiveServer(url, http)
    server.should_exit = True
    thread.join(timeout=30)


@pytest.fixture
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
