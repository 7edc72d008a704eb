"""Replays over the API (issue 29): a finished game's frames for any token holder, a record file a
browser sends, each frame what its viewer saw then (the same as `Replay.frame`), bad requests
refused with a JSON 4xx that changes nothing, and the bounded cache."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

import ambitions
from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.play.replay import Replay
from ambitions.server.app import create_app
from ambitions.server.games import Settings


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    """A test client whose rate limit lets a game be played out through the API."""
    settings = Settings(think_seconds=5, bot_workers=1, rate=100_000, burst=100_000)
    with TestClient(create_app(sqlite_url, settings)) as c:
        yield c


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def played(game: str, players: int, seed: int) -> dict[str, Any]:
    """A record of a game played at random to its end."""
    state = ambitions.new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    while state.current_player() != TERMINAL:
        chance = state.current_player() == CHANCE
        state.apply(state.sample_chance() if chance else rng.choice(state.legal_actions()))
    return state.record()


def finished_game(client: TestClient, seed: int = 3) -> dict[str, Any]:
    """A 2-player Arcs game, a human seat (played at random through the API) beside a bot, to its end."""
    body = {"game": "arcs", "players": 2, "seed": seed, "seats": [{}, {"bot": "random+"}]}
    created = client.post("/api/games", json=body).json()
    rng = random.Random(seed)
    token = created["seats"][0]["token"]
    for k in range(5000):
        seen = client.get(f"/api/games/{created['id']}/view", headers=auth(token)).json()
        if seen["status"]["over"]:
            return dict(created)
        if seen["legal_actions"]:
            move = {
                "version": seen["version"],
                "move_id": f"m{k}",
                "action": rng.choice(seen["legal_actions"]),
            }
            client.post(f"/api/games/{created['id']}/moves", headers=auth(token), json=move)
    raise AssertionError("the game did not end")


def frame_json(replay: Replay, position: int, viewer: int | None) -> dict[str, Any]:
    """`Replay.frame` in the shape the API sends it."""
    frame = replay.frame(position, viewer)
    return {
        "observation": json.loads(json.dumps(frame.observation)),
        "text": frame.text,
        "log": [
            {
                "seat": line.seat,
                "who": line.who,
                "text": line.text,
                "description": line.description,
                "private": line.private,
                "plain": line.head,
                "notes": list(line.notes),
            }
            for line in frame.log
        ],
        "mover": frame.mover,
    }


def sent(answer: dict[str, Any]) -> dict[str, Any]:
    return {
        "observation": answer["observation"],
        "text": answer["text"],
        "log": answer["log"],
        "mover": answer["replay"]["mover"],
    }


def test_a_finished_games_frames_are_what_each_viewer_saw(client: TestClient) -> None:
    created = finished_game(client)
    game_id = created["id"]
    seat0, spectator = created["seats"][0]["token"], created["spectator_token"]
    record = client.get(f"/api/games/{game_id}/record", headers=auth(spectator)).json()
    replay = Replay(record, {1: "seat 1 (random+)"})
    length = len(replay)
    assert length == len(record["actions"]) > 40
    url = f"/api/games/{game_id}/replay"
    for position in (0, 1, 33, length // 2, length):
        for viewer, query in ((None, "spectator"), (0, "0"), (1, "1")):
            answer = client.get(url, params={"position": position, "seat": query}, headers=auth(spectator))
            assert answer.status_code == 200, answer.text
            data = answer.json()
            assert sent(data) == frame_json(replay, position, viewer), (position, viewer)
            assert data["seat"] == viewer and data["version"] == position and data["legal_actions"] == []
            assert data["replay"]["length"] == length and data["status"]["players"] == 2
            assert data["status"]["over"] == (position == length)
    # Without a seat, the token's own eyes: seat 0's token sees as seat 0, the spectators' as one.
    mine = client.get(url, params={"position": 20}, headers=auth(seat0)).json()
    assert mine["seat"] == 0 and mine["replay"]["own_seat"] == 0
    assert sent(mine) == frame_json(replay, 20, 0)
    watching = client.get(url, params={"position": 20}, headers=auth(spectator)).json()
    assert watching["seat"] is None
    # The log from a line on: the lines before it are the same at every position.
    part = client.get(url, params={"position": 30, "seat": "1", "log_from": 25}, headers=auth(seat0)).json()
    assert part["log_start"] == 25 and part["log"] == frame_json(replay, 30, 1)["log"][25:]
    # Stepping by decisions skips chance; the end says who won.
    end = client.get(url, params={"position": length}, headers=auth(seat0)).json()
    assert end["replay"]["next_decision"] == length
    assert end["replay"]["previous_decision"] == replay.next_decision(length, forward=False)
    assert end["replay"]["outcome"] == replay.outcome() and "wins" in end["replay"]["outcome"]
    assert end["status"]["winner"] in (0, 1)


def test_a_replay_needs_a_token_of_the_game_and_a_finished_game(client: TestClient) -> None:
    created = finished_game(client)
    game_id = created["id"]
    url = f"/api/games/{game_id}/replay"
    assert client.get(url).status_code == 401
    assert client.get(url, headers=auth("not-a-token")).json()["error"]["code"] == "bad_token"
    other = client.post("/api/games", json={"game": "arcs", "players": 2, "seed": 1}).json()
    assert client.get(url, headers=auth(other["spectator_token"])).status_code == 401
    # A game still going on is not replayed, to any of its tokens.
    going = client.get(f"/api/games/{other['id']}/replay", headers=auth(other["seats"][0]["token"]))
    assert going.status_code == 409 and going.json()["error"]["code"] == "game_not_over"
    assert client.get("/api/games/nope/replay", headers=auth("x")).status_code == 404


def test_bad_positions_and_seats_are_refused_naming_the_field(client: TestClient) -> None:
    created = finished_game(client)
    url = f"/api/games/{created['id']}/replay"
    headers = auth(created["spectator_token"])
    length = client.get(url, headers=headers).json()["replay"]["length"]
    for params, field in (
        ({"position": -1}, "position"),
        ({"position": length + 1}, "position"),
        ({"position": 10**30}, "position"),
        ({"seat": "2"}, "seat"),
        ({"seat": "-1"}, "seat"),
        ({"seat": "everyone"}, "seat"),
        ({"seat": "１"}, "seat"),
        ({"position": 5, "log_from": 6}, "log_from"),
        ({"position": 5, "log_from": -1}, "log_from"),
    ):
        answer = client.get(url, params=params, headers=headers)
        assert answer.status_code == 400, (params, answer.text)
        assert answer.json()["error"]["field"] == field, params
    assert client.get(url, params={"position": "ten"}, headers=headers).status_code == 422
    assert client.get(url, params={"seat": "s" * 100}, headers=headers).status_code == 422


def test_a_record_file_is_sent_once_then_watched_by_its_id(client: TestClient) -> None:
    record = played("arcs", 3, seed=4)
    added = client.post("/api/replays", json=record)
    assert added.status_code == 201, added.text
    info = added.json()
    replay = Replay(record)
    assert info["game"] == "arcs" and info["players"] == 3 and info["length"] == len(replay)
    url = f"/api/replays/{info['id']}"
    for position in (0, 40, len(replay)):
        for viewer, query in ((None, "spectator"), (2, "2")):
            data = client.get(url, params={"position": position, "seat": query}).json()
            assert sent(data) == frame_json(replay, position, viewer)
            assert data["replay"]["source"] == "file"
    assert client.get(url, params={"position": 3}).json()["seat"] is None  # a spectator by default
    assert client.get(url, params={"seat": "3"}).json()["error"]["field"] == "seat"
    assert client.get("/api/replays/unknown").status_code == 404


def test_a_broken_record_is_refused_with_its_reason(client: TestClient) -> None:
    record = played("arcs", 2, seed=5)
    broken = {**record, "actions": [*record["actions"][:10], "lead NOPE9", *record["actions"][10:]]}
    try:
        Replay(broken)
    except InvalidRecord as exc:
        reason = str(exc)
    else:
        raise AssertionError("the broken record replays")
    answer = client.post("/api/replays", json=broken)
    assert answer.status_code == 400 and answer.json()["error"] == {
        "code": "invalid_record",
        "message": reason,
    }
    for bad in (
        {},
        {"game": "arcs"},
        {"game": "no such game", "players": 2},
        {**record, "players": 9},
        {**record, "seed": "x"},
        {**record, "options": [1]},
        {**record, "actions": "abc"},
        {**record, "actions": [{"a": 1}]},
    ):
        refused = client.post("/api/replays", json=bad)
        assert refused.status_code == 400, (bad, refused.text)
        message = refused.json()["error"]["message"]
        assert message and "\n" not in message
    # A record whose options name a file of this machine is refused before anything reads it.
    for game, option in (("arcs-campaign", "continue"), ("interstellar", "cards")):
        players = 3 if game == "arcs-campaign" else 4
        named = {
            "game": game,
            "players": players,
            "seed": 1,
            "options": {option: "/etc/passwd"},
            "actions": [],
        }
        refused = client.post("/api/replays", json=named)
        assert refused.status_code == 400 and option in refused.json()["error"]["message"]
        assert "reads no file" in refused.json()["error"]["message"]
    assert client.post("/api/replays", json=[1, 2]).status_code == 422
    not_json = client.post("/api/replays", content=b"{no", headers={"Content-Type": "application/json"})
    assert not_json.status_code == 422
    # A record may be larger than other requests (a whole campaign's), up to MAX_REPLAY_BODY.
    long = client.post("/api/replays", json={**record, "actions": [*record["actions"], *["x" * 1000] * 100]})
    assert (
        long.status_code == 400 and "does not replay" in long.json()["error"]["message"]
    )  # read, then refused
    huge = client.post("/api/replays", json={**record, "actions": ["x" * 1000] * 5000})
    assert huge.status_code == 413


def test_the_replays_kept_are_bounded_least_recently_watched_first(sqlite_url: str) -> None:
    records = [played("arcs", 2, seed=s) for s in (6, 7, 8)]
    with TestClient(create_app(sqlite_url, Settings(max_replays=2, rate=100_000, burst=100_000))) as client:
        ids = [client.post("/api/replays", json=records[k]).json()["id"] for k in (0, 1)]
        assert client.get(f"/api/replays/{ids[0]}").status_code == 200  # seat 0's record: the newest used
        ids.append(client.post("/api/replays", json=records[2]).json()["id"])
        assert len(client.app.state.replays.cache) == 2  # type: ignore[attr-defined]
        assert client.get(f"/api/replays/{ids[1]}").status_code == 404  # the least recently watched
        assert client.get(f"/api/replays/{ids[0]}").status_code == 200
        assert client.get(f"/api/replays/{ids[2]}").status_code == 200
        created = finished_game(client)
        headers = auth(created["spectator_token"])
        assert client.get(f"/api/games/{created['id']}/replay", headers=headers).status_code == 200
        assert len(client.app.state.replays.cache) == 2  # type: ignore[attr-defined]
        # A finished game's replay is built again when asked for after it was dropped.
        client.post("/api/replays", json=records[0])
        client.post("/api/replays", json=records[1])
        assert f"game:{created['id']}" not in client.app.state.replays.cache  # type: ignore[attr-defined]
        assert client.get(f"/api/games/{created['id']}/replay", headers=headers).status_code == 200


def test_a_spectators_frame_shows_no_hand_and_a_seats_only_its_own(client: TestClient) -> None:
    record = played("arcs", 3, seed=4)
    replay = Replay(record)
    position = next(
        k
        for k in range(len(replay))
        if all(len(replay.state_at(k).hands[p]) >= 3 for p in range(3))  # type: ignore[attr-defined]
    )
    hands = [sorted(replay.state_at(position).hands[p]) for p in range(3)]  # type: ignore[attr-defined]
    replay_id = client.post("/api/replays", json=record).json()["id"]
    url = f"/api/replays/{replay_id}"
    spectator = client.get(url, params={"position": position, "seat": "spectator"}).text
    assert not any(card in spectator for hand in hands for card in hand)
    seat1 = client.get(url, params={"position": position, "seat": "1"}).text
    assert all(card in seat1 for card in hands[1])
    assert not any(card in seat1 for p in (0, 2) for card in hands[p] if card not in hands[1])


def test_replay_reads_and_records_sent_are_rate_limited(sqlite_url: str) -> None:
    record = played("arcs", 2, seed=9)
    with TestClient(create_app(sqlite_url, Settings(rate=0.001, burst=3))) as client:
        replay_id = client.post("/api/replays", json=record).json()["id"]
        codes = [
            client.get(f"/api/replays/{replay_id}", params={"position": k}).status_code for k in range(4)
        ]
        assert codes == [200, 200, 429, 429]
        refused = client.post("/api/replays", json=record)
        assert refused.status_code == 429 and refused.json()["error"]["code"] == "rate_limited"


def test_a_record_sent_counts_as_many_requests_and_few_are_replayed_at_once(sqlite_url: str) -> None:
    """A record sent to be watched is replayed whole: it counts as `REPLAY_SENT_WEIGHT` requests
    (with the default 100-request burst, 4 records, then 429 with nothing kept), and a process
    replays `REPLAY_BUILDS` records at once, the others waiting their turn."""
    from ambitions.server.settings import REPLAY_BUILDS, REPLAY_SENT_WEIGHT

    record = played("arcs", 2, seed=9)
    with TestClient(create_app(sqlite_url, Settings(rate=0.001, burst=100))) as client:
        sent = [client.post("/api/replays", json=record).status_code for _ in range(6)]
        assert sent == [201] * (100 // REPLAY_SENT_WEIGHT) + [429] * (6 - 100 // REPLAY_SENT_WEIGHT)
        replays = client.app.state.replays  # type: ignore[attr-defined]
        assert len(replays.cache._held) == 100 // REPLAY_SENT_WEIGHT
        assert replays.building._value == REPLAY_BUILDS  # (all released)


def test_the_replay_pages_are_served_under_the_policy(client: TestClient) -> None:
    for path in ("/replay", "/replay/some-game"):
        page = client.get(path)
        assert page.status_code == 200 and '<script type="module" src="/static/replay.js">' in page.text
        assert "script-src 'self'" in page.headers["content-security-policy"]
        assert "<script>" not in page.text and "style=" not in page.text
    assert client.get("/static/replay.js").status_code == 200
    assert client.get("/static/table.js").status_code == 200
