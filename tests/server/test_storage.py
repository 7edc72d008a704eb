"""Storage on SQLite and PostgreSQL: the append-only log, stale writers, migrations that keep
data, a server restarted on its database, bots that fail."""

from __future__ import annotations

import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import inspect, text

from ambitions.bots import base
from ambitions.bots.base import Decision
from ambitions.server.app import create_app
from ambitions.server.db import make_engine, upgrade
from ambitions.server.games import Settings
from ambitions.server.store import UNKNOWN_BOT, Entry, Seat, Stale, Store, token_hash


def store(url: str) -> Store:
    engine = make_engine(url)
    upgrade(engine)
    return Store(engine)


def test_the_log_only_grows_and_a_stale_writer_changes_nothing(db_url: str) -> None:
    s = store(db_url)
    s.create(
        "g1",
        "arcs",
        3,
        7,
        {"leaders_and_lore": True},
        [
            Seat(0, "human", None, token_hash("t0")),
            Seat(1, "bot", "greedy", None),
            Seat(2, "human", None, token_hash("t2")),
        ],
        token_hash("w"),
    )
    assert (
        s.append("g1", 0, [Entry(-1, "action", "initiative 1"), Entry(-1, "action", "setup 3SETUP01")], False)
        == 2
    )
    assert s.append("g1", 2, [Entry(1, "action", "pass", "m1", 3)], False) == 3
    with pytest.raises(Stale):
        s.append("g1", 2, [Entry(0, "action", "pass")], False)  # another writer got there first
    with pytest.raises(Stale):
        s.append("g1", 3, [Entry(0, "action", "pass", "m1")], False)  # a move id used twice
    loaded = s.load("g1")
    assert loaded is not None and loaded.version == 3 and loaded.options == {"leaders_and_lore": True}
    assert [e.text for e in loaded.entries] == ["initiative 1", "setup 3SETUP01", "pass"]
    assert loaded.entries[2].move_id == "m1" and loaded.entries[2].ack_version == 3
    assert [(x.seat, x.kind, x.agent) for x in loaded.seats] == [
        (0, "human", None),
        (1, "bot", "greedy"),
        (2, "human", None),
    ]
    assert s.find([token_hash("t2"), token_hash("w"), token_hash("nope")]) == {
        token_hash("t2"): ("g1", 2),
        token_hash("w"): ("g1", None),
    }
    assert s.unfinished() == ["g1"] and s.load("nope") is None


def test_migrations_upgrade_an_older_database_and_keep_its_data(db_url: str) -> None:
    from alembic import command
    from alembic.config import Config

    from ambitions.server.db import MIGRATIONS

    engine = make_engine(db_url)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")  # the first version's tables, and a game in them
        connection.execute(
            text(
                "insert into games (id, game, players, seed, options, version, over, spectator_hash,"
                " created, updated) values ('old', 'arcs', 2, 1, '{}', 0, false, 'w',"
                " current_timestamp, current_timestamp)"
            )
        )
        for seat in (0, 1):
            connection.execute(
                text(
                    "insert into seats (game_id, seat, kind, token_hash)"
                    f" values ('old', {seat}, 'human', 'h{seat}')"
                )
            )
    upgrade(engine)  # start-up: up to the newest version
    upgrade(engine)  # and again: nothing to do, nothing lost
    loaded = Store(engine).load("old")
    assert loaded is not None and loaded.players == 2
    assert [(x.seat, x.token_hash, x.name) for x in loaded.seats] == [(0, "h0", None), (1, "h1", None)]
    assert loaded.bot_seat == UNKNOWN_BOT  # unfinished: whether a bot is to decide is found out on loading
    with engine.connect() as connection:
        head = connection.execute(text("select version_num from alembic_version")).scalar()
    script_heads = (
        __import__("alembic.script", fromlist=["ScriptDirectory"])
        .ScriptDirectory.from_config(config)
        .get_heads()
    )
    assert [head] == script_heads
    assert {"games", "seats", "entries"} <= set(inspect(engine).get_table_names())


def create(client: TestClient, bots: tuple[str | None, ...]) -> dict[str, Any]:
    seats = [{"bot": b} if b else {} for b in bots]
    response = client.post(
        "/api/games", json={"game": "arcs", "players": len(bots), "seats": seats, "seed": 5}
    )
    assert response.status_code == 201, response.text
    return dict(response.json())


def test_a_restarted_server_has_every_acknowledged_move_and_honours_old_move_ids(db_url: str) -> None:
    with TestClient(create_app(db_url)) as client:
        created = create(client, (None, None, None))
        game = created["id"]
        tokens = {s["seat"]: s["token"] for s in created["seats"]}
        acks = []
        for k in range(15):
            mover = client.get(f"/api/games/{game}").json()["to_move"]
            view = client.get(
                f"/api/games/{game}/view", headers={"Authorization": f"Bearer {tokens[mover]}"}
            ).json()
            action = [a for a in view["legal_actions"] if a not in ("pass", "end")][0]
            body = {"version": view["version"], "move_id": f"m{k}", "action": action}
            acks.append(
                (
                    mover,
                    body,
                    client.post(
                        f"/api/games/{game}/moves",
                        json=body,
                        headers={"Authorization": f"Bearer {tokens[mover]}"},
                    ).json(),
                )
            )
        before = client.get(
            f"/api/games/{game}/view", headers={"Authorization": f"Bearer {tokens[0]}"}
        ).json()
    with TestClient(create_app(db_url)) as client:  # a new server on the same database
        after = client.get(f"/api/games/{game}/view", headers={"Authorization": f"Bearer {tokens[0]}"}).json()
        assert after["version"] == before["version"] == acks[-1][2]["version"]
        assert after["observation"] == before["observation"] and after["log"] == before["log"]
        mover, body, ack = acks[3]
        again = client.post(
            f"/api/games/{game}/moves", json=body, headers={"Authorization": f"Bearer {tokens[mover]}"}
        )
        assert (
            again.status_code == 200
            and again.json()["version"] == ack["version"]
            and again.json()["repeated"]
        )


class Broken:
    """A bot that fails every time (cheap: it thinks in the server's own process)."""

    name = "broken"
    observes = False

    def act(self, decision: Decision) -> Any:
        raise RuntimeError("the bot broke")


def test_a_failing_bot_is_retried_then_reported_and_the_game_lives_on(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(base.AGENTS.loaded, "broken", lambda seed, **options: Broken())
    with TestClient(create_app(sqlite_url, Settings(bot_attempts=3))) as client:
        created = create(client, ("broken", "broken", "broken"))
        game = created["id"]
        deadline = time.monotonic() + 30
        status = client.get(f"/api/games/{game}").json()
        while not any(s["bot_error"] for s in status["seats"]) and time.monotonic() < deadline:
            time.sleep(0.05)
            status = client.get(f"/api/games/{game}").json()
        failed = [s for s in status["seats"] if s["bot_error"]]
        assert len(failed) == 1 and "the bot broke" in failed[0]["bot_error"] and not status["over"]
        version = status["version"]
        retried = client.post(
            f"/api/games/{game}/bots/retry", headers={"Authorization": f"Bearer {created['spectator_token']}"}
        )
        assert retried.status_code == 200
        time.sleep(0.3)
        status = client.get(f"/api/games/{game}").json()
        assert status["version"] == version and any(
            s["bot_error"] for s in status["seats"]
        )  # failed again, reported
        view = client.get(
            f"/api/games/{game}/view", headers={"Authorization": f"Bearer {created['spectator_token']}"}
        )
        assert view.status_code == 200  # the game is still there to look at
