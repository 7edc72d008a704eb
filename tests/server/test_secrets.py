"""No seat, spectator or API answer ever shows what its viewer may not know.

Seeded games of every registered game are played through the API (HTTP moves, every seat's and a
spectator's websocket, the view, status, lookup and error answers, all collected). Afterwards the
game's record is replayed step by step: at each version, the words a viewer may not know are the
card-like words of the whole record (every deal, every shuffle's order) and of every seat's
observation, less those in the viewer's own observation and in the log lines it has been shown so
far; other seats' secret tokens are never to be shown either. No answer carrying that version may
contain any of them.
"""

from __future__ import annotations

import json
import random
import re
from collections import defaultdict
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

import ambitions
from ambitions.core.state import CHANCE
from ambitions.play.session import GameSession
from ambitions.server.app import create_app
from ambitions.server.settings import Settings

WORD = re.compile(r"[A-Za-z]+[0-9][A-Za-z0-9]*")
"""Card-like words: letters then a digit (``CON4``, ``BC05``, ``LEAD03``, ``L13``)."""

GAMES = [
    ("arcs", 3, (None, None, "random+"), {}),
    ("arcs", 2, (None, None), {}),
    ("arcs", 4, (None, "random+", None, "random+"), {"leaders_and_lore": True, "two_lore": True}),
    ("pig", 3, (None, None, "random+"), {}),
]


def words(value: Any) -> set[str]:
    return set(WORD.findall(value if isinstance(value, str) else json.dumps(value)))


class Crawler:
    """Plays a game through the API and keeps every answer each viewer got, by version."""

    def __init__(self, client: TestClient, created: dict[str, Any]) -> None:
        self.client = client
        self.id = created["id"]
        self.tokens: dict[int | None, str] = {s["seat"]: s["token"] for s in created["seats"] if s["token"]}
        self.tokens[None] = created["spectator_token"]
        self.seen: dict[int | None, list[tuple[int | None, str]]] = defaultdict(list)
        """Per viewer: (version or None, the answer's text)."""

    def keep(self, viewer: int | None, answer: Any) -> None:
        version = answer.get("version") if isinstance(answer, dict) else None
        self.seen[viewer].append((version if isinstance(version, int) else None, json.dumps(answer)))

    def auth(self, viewer: int | None) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[viewer]}"}

    def drain(self, viewer: int | None, ws: WebSocketTestSession) -> None:
        ws.send_json({"type": "ping"})
        while True:
            message = ws.receive_json()
            if message["type"] == "pong":
                return
            self.keep(viewer, message)

    def look(self) -> None:
        for viewer in self.tokens:
            self.keep(viewer, self.client.get(f"/api/games/{self.id}/view", headers=self.auth(viewer)).json())
            self.keep(viewer, self.client.get(f"/api/games/{self.id}").json())
            self.keep(viewer, self.client.post("/api/lookup", json={"tokens": [self.tokens[viewer]]}).json())


def check(crawler: Crawler, record: dict[str, Any]) -> int:
    """Replay `record` version by version and check every kept answer; the number checked."""
    state = ambitions.replay({**record, "actions": []})
    session = GameSession(state, humans=range(state.num_players), agents={})
    everything = words(record["actions"])
    viewers = list(crawler.tokens)
    log_words: dict[int | None, set[str]] = {v: set() for v in viewers}
    by_version: dict[int | None, dict[int, list[str]]] = {v: defaultdict(list) for v in viewers}
    latest: dict[int | None, list[str]] = {v: [] for v in viewers}
    for v in viewers:
        for version, text in crawler.seen[v]:
            (by_version[v][version] if version is not None else latest[v]).append(text)
    checked = 0

    def check_at(version: int, final: bool) -> int:
        count = 0
        secrets = everything | set().union(*(words(state.observation(s)) for s in range(state.num_players)))
        for v in viewers:
            known = words(state.observation(v)) | log_words[v]
            hidden = {w for w in secrets - known}
            tokens = {t for seat, t in crawler.tokens.items() if seat != v}
            texts = by_version[v].get(version, []) + (latest[v] if final else [])
            for text in texts:
                leaked = (hidden & words(text)) | {t for t in tokens if t in text}
                assert not leaked, f"viewer {v} at version {version} was shown {sorted(leaked)[:5]}"
                count += 1
        return count

    checked += check_at(0, False)
    for k, text in enumerate(record["actions"], start=1):
        action = state.parse_action(text)
        if state.current_player() == CHANCE:
            step = session._apply(CHANCE, action)
        else:
            step = session._apply(state.current_player(), action)
        for v in viewers:
            line = session.log_line(step, v)  # its words, and the action's text as `v` sees it
            log_words[v] |= words(line.head) | words(line.text)  # (its notes must be public)
        checked += check_at(k, k == len(record["actions"]))
    return checked


@pytest.mark.parametrize(
    ("game", "players", "seats", "options"), GAMES, ids=[f"{g[0]}-{g[1]}p" for g in GAMES]
)
def test_no_answer_shows_a_viewer_what_it_may_not_know(
    game: str,
    players: int,
    seats: tuple[str | None, ...],
    options: dict[str, Any],
    sqlite_url: str,
    request: Any,
) -> None:
    if game == "pig":
        request.getfixturevalue("pig")
    rng = random.Random(7)
    unlimited = Settings(rate=1e6, burst=10**6, ws_rate=1e6, ws_burst=10**6)  # the crawler is fast
    with TestClient(create_app(sqlite_url, unlimited)) as client:
        body = {
            "game": game,
            "players": players,
            "seed": 11,
            "options": options,
            "seats": [{"bot": b} if b else {} for b in seats],
        }
        created = client.post("/api/games", json=body).json()
        crawler = Crawler(client, created)
        sockets = {v: client.websocket_connect(f"/api/games/{crawler.id}/ws") for v in crawler.tokens}
        opened = {v: ws.__enter__() for v, ws in sockets.items()}
        try:
            for v, ws in opened.items():
                ws.send_json({"type": "hello", "token": crawler.tokens[v]})
                crawler.keep(v, ws.receive_json())
            for step in range(3000):
                status = client.get(f"/api/games/{crawler.id}").json()
                if status["over"]:
                    break
                mover = status["to_move"]
                if mover is None or mover not in crawler.tokens:
                    for v, ws in opened.items():
                        crawler.drain(v, ws)
                    continue
                view = client.get(f"/api/games/{crawler.id}/view", headers=crawler.auth(mover)).json()
                crawler.keep(mover, view)
                legal = [a for a in view["legal_actions"] if a not in ("pass", "end")] or view[
                    "legal_actions"
                ]
                if step % 25 == 0:  # a wrong guess at a card it does not hold: the error must not help
                    wrong = client.post(
                        f"/api/games/{crawler.id}/moves",
                        headers=crawler.auth(mover),
                        json={"version": view["version"], "move_id": f"w{step}", "action": "lead CON9"},
                    )
                    crawler.keep(mover, wrong.json())
                answer = client.post(
                    f"/api/games/{crawler.id}/moves",
                    headers=crawler.auth(mover),
                    json={"version": view["version"], "move_id": f"m{step}", "action": rng.choice(legal)},
                )
                crawler.keep(mover, answer.json())
                if step % 10 == 0:
                    crawler.look()
                for v, ws in opened.items():
                    crawler.drain(v, ws)
            assert client.get(f"/api/games/{crawler.id}").json()["over"], "the game did not end"
            crawler.look()
            for v, ws in opened.items():
                crawler.drain(v, ws)
            record = client.get(f"/api/games/{crawler.id}/record", headers=crawler.auth(None)).json()
        finally:
            for ws in sockets.values():
                ws.__exit__(None, None, None)
    assert check(crawler, record) > 100


def test_the_check_catches_a_leaked_hand_and_a_leaked_token() -> None:
    state = ambitions.new_game("arcs", players=3, seed=3)
    rng = random.Random(3)
    while not state.is_terminal():
        state.apply(
            state.sample_chance() if state.current_player() == CHANCE else rng.choice(state.legal_actions())
        )
    record = state.record()
    early = ambitions.replay({**record, "actions": record["actions"][:12]})
    assert early.observation(1)["seats"][1]["hand"]  # seat 1 holds cards at version 12
    crawler = Crawler.__new__(Crawler)
    crawler.tokens = {0: "token-of-seat-0", 1: "token-of-seat-1", 2: "token-of-seat-2", None: "spectators"}
    crawler.seen = defaultdict(list)
    crawler.seen[0].append((12, json.dumps(early.observation(1))))  # seat 1's view sent to seat 0
    with pytest.raises(AssertionError, match="viewer 0 at version 12 was shown"):
        check(crawler, record)
    crawler.seen[0] = [(12, json.dumps({"note": "token-of-seat-1"}))]
    with pytest.raises(AssertionError, match="viewer 0 at version 12 was shown"):
        check(crawler, record)
    crawler.seen[0] = [(12, json.dumps(early.observation(0)))]
    assert check(crawler, record) == 1
