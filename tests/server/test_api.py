"""The HTTP API through FastAPI's test client: creating games, moves, stale and repeated moves,
undo, bots, records, bad input. Storage runs against SQLite and PostgreSQL."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

import ambitions
from ambitions.server.app import create_app
from ambitions.server.games import Settings


def create(
    client: TestClient, game: str = "arcs", players: int = 3, bots: tuple[str | None, ...] = (), **body: Any
) -> dict[str, Any]:
    seats = [{"bot": b} if b else {} for b in (bots or (None,) * players)]
    response = client.post("/api/games", json={"game": game, "players": players, "seats": seats, **body})
    assert response.status_code == 201, response.text
    return dict(response.json())


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def view(client: TestClient, game_id: str, token: str) -> dict[str, Any]:
    response = client.get(f"/api/games/{game_id}/view", headers=auth(token))
    assert response.status_code == 200, response.text
    return dict(response.json())


def move(client: TestClient, game_id: str, token: str, version: int, action: str, move_id: str) -> Any:
    return client.post(
        f"/api/games/{game_id}/moves",
        headers=auth(token),
        json={"version": version, "move_id": move_id, "action": action},
    )


def play_out(client: TestClient, created: dict[str, Any], seed: int = 0, limit: int = 5000) -> int:
    """Play every human seat at random until the game is over; the moves made."""
    rng = random.Random(seed)
    tokens = [s["token"] for s in created["seats"] if s["token"]]
    made = 0
    for _ in range(limit):
        status = client.get(f"/api/games/{created['id']}").json()
        if status["over"]:
            return made
        for token in tokens:
            seen = view(client, created["id"], token)
            if seen["legal_actions"]:
                action = rng.choice(seen["legal_actions"])
                assert (
                    move(client, created["id"], token, seen["version"], action, f"m{made}").status_code == 200
                )
                made += 1
                break
    raise AssertionError("the game did not end")


def test_a_game_is_created_with_a_secret_per_human_seat_and_one_for_spectators(db_url: str) -> None:
    with TestClient(create_app(db_url)) as client:
        created = create(client, bots=(None, "random+", None))
        assert [s["kind"] for s in created["seats"]] == ["human", "bot", "human"]
        tokens = [s["token"] for s in created["seats"]]
        assert tokens[1] is None and all(
            len(t) >= 40 for t in (tokens[0], tokens[2], created["spectator_token"])
        )
        assert len({tokens[0], tokens[2], created["spectator_token"]}) == 3
        assert created["seats"][0]["link"].endswith(f"/play/{created['id']}#token={tokens[0]}")  # after '#'
        status = client.get(f"/api/games/{created['id']}").json()
        assert status["game"] == "arcs" and status["players"] == 3 and status["version"] > 0  # deals drawn
        assert status["to_move"] in (0, 1, 2) and not status["over"]
        seat0 = view(client, created["id"], tokens[0])
        assert seat0["seat"] == 0 and "hand" in seat0["observation"]["seats"][0]
        watcher = view(client, created["id"], created["spectator_token"])
        assert watcher["seat"] is None and all("hand" not in s for s in watcher["observation"]["seats"])


def test_the_tokens_are_stored_hashed(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url)) as client:
        created = create(client, players=2)
    raw = open(sqlite_url.removeprefix("sqlite:///"), "rb").read()
    for token in [s["token"] for s in created["seats"]] + [created["spectator_token"]]:
        assert token.encode() not in raw


def test_moves_are_checked_acknowledged_once_and_stale_ones_refused(db_url: str) -> None:
    with TestClient(create_app(db_url)) as client:
        created = create(client, players=2)
        game_id = created["id"]
        tokens = {s["seat"]: s["token"] for s in created["seats"]}
        status = client.get(f"/api/games/{game_id}").json()
        mover, other = status["to_move"], 1 - status["to_move"]
        seen = view(client, game_id, tokens[mover])
        action = seen["legal_actions"][0]
        first = move(client, game_id, tokens[mover], seen["version"], action, "move-1")
        assert first.status_code == 200 and first.json()["version"] > seen["version"]
        again = move(client, game_id, tokens[mover], seen["version"], action, "move-1")  # resubmitted
        assert again.status_code == 200 and again.json()["version"] == first.json()["version"]
        assert again.json().get("repeated") is True
        after = client.get(f"/api/games/{game_id}").json()["version"]
        assert after == first.json()["version"]  # applied once
        stale = move(client, game_id, tokens[mover], seen["version"], action, "move-2")
        assert stale.status_code == 409 and stale.json()["error"]["code"] == "stale_version"
        mover = client.get(f"/api/games/{game_id}").json()["to_move"]
        waiting = 1 - mover
        wrong = move(client, game_id, tokens[waiting], after, "pass", "move-3")
        assert wrong.status_code == 409 and wrong.json()["error"]["code"] == "not_your_turn"
        bad = move(client, game_id, tokens[mover], after, "move ???", "move-4")
        assert bad.status_code == 400 and bad.json()["error"]["code"] == "invalid_action_text"
        illegal = move(client, game_id, tokens[mover], after, "lead CON9", "move-5")
        assert illegal.status_code == 409 and illegal.json()["error"]["code"] == "illegal_action"
        assert client.get(f"/api/games/{game_id}").json()["version"] == after  # nothing changed
        assert other in (0, 1)


def test_bad_tokens_and_spectators_cannot_act(client: TestClient) -> None:
    created = create(client, players=2)
    game_id = created["id"]
    for headers in ({}, auth("x" * 43), {"Authorization": "Basic abc"}):
        response = client.get(f"/api/games/{game_id}/view", headers=headers)
        assert response.status_code == 401 and response.json()["error"]["code"] == "bad_token"
    response = move(client, game_id, created["spectator_token"], 0, "pass", "m")
    assert response.status_code == 403 and response.json()["error"]["code"] == "spectator"
    other = create(client, players=2)
    response = client.get(f"/api/games/{game_id}/view", headers=auth(other["seats"][0]["token"]))
    assert response.status_code == 401  # a token of another game opens nothing here


def test_undo_takes_back_the_seats_own_last_decision_only(client: TestClient) -> None:
    created = create(client, players=3)
    game_id = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    mover = client.get(f"/api/games/{game_id}").json()["to_move"]
    seen = view(client, game_id, tokens[mover])
    blocked = client.post(
        f"/api/games/{game_id}/undo",
        headers=auth(tokens[mover]),
        json={"version": seen["version"], "move_id": "u0"},
    )
    assert blocked.status_code == 409 and blocked.json()["error"]["code"] == "cannot_undo"
    # Leading a card keeps the decision with the same seat (declare or go on): undoable.
    lead = next(a for a in seen["legal_actions"] if a.startswith("lead"))
    done = move(client, game_id, tokens[mover], seen["version"], lead, "m1").json()
    after = view(client, game_id, tokens[mover])
    assert after["undo"] == ""  # the leader goes on deciding; nothing was revealed
    if after["undo"] == "":
        undone = client.post(
            f"/api/games/{game_id}/undo",
            headers=auth(tokens[mover]),
            json={"version": done["version"], "move_id": "u1"},
        )
        assert undone.status_code == 200 and undone.json()["undone"] == lead
        back = view(client, game_id, tokens[mover])
        assert back["observation"] == seen["observation"] and back["version"] == done["version"] + 1
        assert back["log_reset"] and len(back["log"]) == len(seen["log"])


@pytest.fixture
def pig_client(pig: str, sqlite_url: str) -> Any:
    with TestClient(create_app(sqlite_url, Settings(think_seconds=5, bot_workers=1))) as c:
        yield c


def test_bots_play_and_the_record_of_a_finished_game_replays(pig_client: TestClient, tmp_path: Any) -> None:
    client = pig_client  # the plugin game: the server knows no game
    created = create(client, "pig", 2, bots=(None, "random+"))
    game_id = created["id"]
    early = client.get(f"/api/games/{game_id}/record", headers=auth(created["seats"][0]["token"]))
    assert early.status_code == 409 and early.json()["error"]["code"] == "game_not_over"
    play_out(client, created)
    status = client.get(f"/api/games/{game_id}").json()
    assert status["over"] and status["winner"] in (0, 1) and max(status["scores"]) >= 20
    record = client.get(f"/api/games/{game_id}/record", headers=auth(created["spectator_token"])).json()
    assert ambitions.replay(record).returns() == status["scores"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    from typer.testing import CliRunner

    from ambitions.cli.main import app

    replayed = CliRunner().invoke(app, ["replay", str(path)])
    assert replayed.exit_code == 0 and "Final points" in replayed.output


def test_an_arcs_game_with_searching_bots_goes_on(client: TestClient) -> None:
    created = create(client, players=3, bots=(None, "greedy", "random+"))
    tokens = [created["seats"][0]["token"]]
    rng = random.Random(1)
    versions = []
    for k in range(12):
        seen = view(client, created["id"], tokens[0])
        deadline = time.monotonic() + 60
        while not (seen["legal_actions"] or seen["status"]["over"]) and time.monotonic() < deadline:
            time.sleep(0.05)  # the bots think (greedy in the process pool)
            seen = view(client, created["id"], tokens[0])
        if not seen["legal_actions"]:
            break
        versions.append(seen["version"])
        assert (
            move(
                client, created["id"], tokens[0], seen["version"], rng.choice(seen["legal_actions"]), f"m{k}"
            ).status_code
            == 200
        )
    assert len(versions) >= 6 and versions == sorted(versions)
    seats = client.get(f"/api/games/{created['id']}").json()["seats"]
    assert all(s["bot_error"] is None for s in seats)


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"game": "chess", "players": 2}, "invalid_options"),
        ({"game": "arcs", "players": 7}, "invalid_options"),
        ({"game": "arcs", "players": 3, "options": {"colour": "red"}}, "invalid_options"),
        ({"game": "arcs", "players": 3, "options": {"setup_card": "XSETUP"}}, "invalid_options"),
        ({"game": "arcs", "players": 2, "seats": [{}, {"bot": "nope"}]}, "invalid_options"),
        ({"game": "arcs", "players": 2, "seats": [{}, {"bot": "ismcts:seconds=99"}]}, "invalid_options"),
        ({"game": "arcs", "players": 2, "seats": [{}]}, "invalid_options"),
        ({"game": "arcs", "players": 2, "seed": 2**70}, "bad_request"),  # beyond 64 bits: refused at the door
        ({"game": "arcs", "players": 2, "seed": 2**62}, "invalid_options"),
        ({"game": "arcs"}, "bad_request"),
        ({"players": "three"}, "bad_request"),
    ],
)
def test_bad_games_are_refused_with_a_clear_error(
    client: TestClient, body: dict[str, Any], code: str
) -> None:
    response = client.post("/api/games", json=body)
    assert 400 <= response.status_code < 500, response.text
    assert response.json()["error"]["code"] == code


def test_malformed_and_oversized_requests_are_4xx(client: TestClient) -> None:
    created = create(client, players=2)
    game_id = created["id"]
    token = created["seats"][0]["token"]
    url = f"/api/games/{game_id}/moves"
    assert (
        client.post(
            url, headers={**auth(token), "Content-Type": "application/json"}, content=b"{not json"
        ).status_code
        == 422
    )
    assert client.post(url, headers=auth(token), json=[1, 2]).status_code == 422
    huge = client.post(url, headers=auth(token), json={"version": 0, "move_id": "m", "action": "x" * 200_000})
    assert huge.status_code == 413 and huge.json()["error"]["code"] == "payload_too_large"
    assert client.get("/api/games/nope").status_code == 404
    assert client.get("/api/games/" + "x" * 500).status_code == 404
    assert client.delete(url).status_code == 405


def test_a_flood_of_requests_is_rate_limited(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, Settings(rate=5, burst=5))) as client:
        codes = [client.post("/api/lookup", json={"tokens": []}).status_code for _ in range(12)]
    assert codes[:5] == [200] * 5 and 429 in codes


def test_lookup_lists_the_games_of_the_tokens_in_order(client: TestClient) -> None:
    a = create(client, players=2)
    b = create(client, players=3, bots=(None, "random+", "random+"))
    tokens = [b["seats"][0]["token"], "unknown", a["spectator_token"], a["seats"][1]["token"]]
    found = client.post("/api/lookup", json={"tokens": tokens}).json()["games"]
    assert [g and (g["id"], g["seat"]) for g in found] == [(b["id"], 0), None, (a["id"], None), (a["id"], 1)]


def test_the_server_reads_no_file_an_option_names_but_takes_its_content(
    client: TestClient, tmp_path: Any
) -> None:
    """A ``file`` option (Interstellar's ``cards``) would make the server read any file on its
    machine for whoever asks: refused, naming the keyword that takes the content instead; the
    content itself (``card_set``) makes the game, its names in every view."""
    secret = tmp_path / "secret.json"
    secret.write_text(json.dumps({"password": "hunter2"}))
    seats = [{}, {"bot": "random"}, {"bot": "random"}]
    body = {"game": "interstellar", "players": 3, "seats": seats}
    listed = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    cards_option = [o for o in listed["interstellar"]["options"] if o["name"] == "cards"]
    assert [(o["kind"], o["content"]) for o in cards_option] == [("file", "card_set")]
    for path in (str(secret), "/etc/passwd", "default_cards.json"):
        response = client.post("/api/games", json={**body, "options": {"cards": path}})
        assert response.status_code == 400, response.text
        error = response.json()["error"]
        assert error["code"] == "invalid_options" and "card_set" in error["message"]
        assert "hunter2" not in response.text and "root:" not in response.text
    own = json.loads((Path(ambitions.__file__).parent / "games/interstellar/default_cards.json").read_text())
    own["ships"][0]["name"] = "Paper Skiff"
    created = create(client, "interstellar", 3, (None, "random", "random"), options={"card_set": own})
    seen = view(client, created["id"], created["seats"][0]["token"])
    assert "Paper Skiff" in json.dumps(seen)


def test_the_campaigns_continue_file_is_read_by_the_browser_never_by_the_server(client: TestClient) -> None:
    """The campaign's ``continue`` names a campaign file on the player's machine (``ambitions
    play arcs-campaign --continue FILE``): the start page offers it as a file the browser reads
    and sends as ``campaign`` (its contents); a server never reads a path it is sent, and makes
    no game."""
    listed = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    offered = {o["name"]: o for o in listed["arcs-campaign"]["options"]}
    assert offered["continue"]["kind"] == "file" and offered["continue"]["content"] == "campaign"
    seats = [{}, {"bot": "random"}, {"bot": "random"}]
    for path in ("/etc/passwd", "act1.json"):
        body = {"game": "arcs-campaign", "players": 3, "seats": seats, "options": {"continue": path}}
        response = client.post("/api/games", json=body)
        assert response.status_code == 400, response.text
        error = response.json()["error"]
        assert error["code"] == "invalid_options" and "continue" in error["message"]
        assert "root:" not in response.text


def test_arcades_solo_seats_are_the_printed_bots_with_no_link_and_no_agent(client: TestClient) -> None:
    """Issue 29: in a solo ARCADEs game only the human's seat decides (B.1.5); the other two are
    the printed bots, which the rules play: the API names them so and gives them no link."""
    created = create(client, "arcades", 3, options={"solo": True, "human_seat": 1})
    assert [(s["kind"], bool(s["token"])) for s in created["seats"]] == [
        ("rules", False),
        ("human", True),
        ("rules", False),
    ]
    status = client.get(f"/api/games/{created['id']}").json()
    assert [(s["kind"], s["agent"]) for s in status["seats"]] == [
        ("rules", None),
        ("human", None),
        ("rules", None),
    ]
    assert status["to_move"] == 1
    # A bot asked for a seat the rules play is refused by name, and nothing is created.
    seats = [{}, {"bot": "greedy"}, {}]
    body = {"game": "arcades", "players": 3, "seats": seats, "options": {"solo": True}}
    refused = client.post("/api/games", json=body)
    assert refused.status_code == 400, refused.text
    error = refused.json()["error"]
    assert error["field"] == "seats.1.bot" and "seat 1 is played by the rules" in error["message"]


def test_the_start_page_asks_which_seats_decide(client: TestClient) -> None:
    ask = lambda game, players, options: client.post(  # noqa: E731
        f"/api/games/{game}/seats", json={"players": players, "options": options}
    )
    solo = ask("arcades", 3, {"solo": True})
    assert solo.status_code == 200, solo.text
    assert [s["kind"] for s in solo.json()["seats"]] == ["human", "rules", "rules"]
    assert [s["kind"] for s in ask("arcades", 3, {}).json()["seats"]] == ["human"] * 3
    assert [s["kind"] for s in ask("arcs", 4, {}).json()["seats"]] == ["human"] * 4
    for game, players, options, status in [
        ("arcades", 4, {"solo": True}, 400),  # solo is a 3-player game
        ("arcades", 9, {}, 400),
        ("arcades", 3, {"seed": 3}, 400),
        ("arcades", 3, {"bogus": 1}, 400),
        ("nope", 3, {}, 404),
    ]:
        answer = ask(game, players, options)
        assert answer.status_code == status, (game, players, options, answer.text)
        assert answer.json()["error"]["message"]


def test_a_campaign_hands_on_its_file_which_a_new_game_goes_on_from(client: TestClient) -> None:
    """Issue 27 (packing up in the browser): a finished Act offers its campaign file to any of its
    links (status ``result``, ``GET /result``); a new game is created from the file's contents
    (the browser reads it: the ``campaign`` option), never from a path on the server."""
    created = create(client, "arcs-campaign", 2, bots=("random", "random"), seed=4)
    game = created["id"]
    token = created["spectator_token"]
    early = client.get(f"/api/games/{game}/result", headers=auth(token))
    assert early.status_code in (200, 409)  # (the bots may have finished already)
    deadline = time.monotonic() + 120
    while not client.get(f"/api/games/{game}").json()["over"]:
        assert time.monotonic() < deadline, "the bots did not finish Act I"
        time.sleep(0.1)
    status = client.get(f"/api/games/{game}").json()
    assert status["result"] and "over" in status["result"]
    assert client.get(f"/api/games/{game}/result").status_code == 401  # a link's token is needed
    answer = client.get(f"/api/games/{game}/result", headers=auth(token))
    assert answer.status_code == 200 and answer.headers["content-disposition"].startswith("attachment")
    file = answer.json()
    assert file["act"] == 1 and file["players"] == 2
    body = {"game": "arcs-campaign", "players": 2, "seats": [{}, {}], "options": {"act": 2, "campaign": file}}
    follow = client.post("/api/games", json=body)
    assert follow.status_code == 201, follow.text
    following = client.get(f"/api/games/{follow.json()['id']}").json()
    assert following["result"] is None  # (its Intermission first)
    by_path = client.post("/api/games", json={**body, "options": {"act": 2, "continue": "/etc/passwd"}})
    assert by_path.status_code == 400 and "does not read" in by_path.json()["error"]["message"]
    wrong = client.post("/api/games", json={**body, "players": 3, "seats": [{}, {}, {}]})
    assert wrong.status_code == 400 and "2-player campaign" in wrong.json()["error"]["message"]
    for name, status in (("arcs-campaign", 409), ("arcs", 404)):  # not yet; never
        other = create(client, name, 2)
        asked = client.get(f"/api/games/{other['id']}/result", headers=auth(other["spectator_token"]))
        assert asked.status_code == status, (name, asked.text)
