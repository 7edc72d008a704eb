"""The `ambitions` command through typer's CliRunner: replay, play, errors.

``simulate`` and ``bench`` are tested in tests/sim/test_sim_cli.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import ambitions
from ambitions.bots import make_agent
from ambitions.cli.main import app
from ambitions.games.arcs import ArcsState
from ambitions.sim.runner import play_game

runner = CliRunner()


def test_version_and_help() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"ambitions {ambitions.__version__}"
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    for command in ("play", "simulate", "replay", "bench"):
        assert command in result.output


def finished_record(seed: int = 8) -> dict[str, object]:
    return play_game("arcs", 3, [make_agent("random+", s) for s in range(3)], seed=seed).record


def test_replay_prints_final_power_and_action_count(tmp_path: Path) -> None:
    record = finished_record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    state = ambitions.replay(record)
    assert isinstance(state, ArcsState)
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    assert f"{len(record['actions'])} actions" in result.output  # type: ignore[arg-type]
    power = ", ".join(f"seat {p} {v:g}" for p, v in enumerate(state.returns()))
    assert f"Final Power: {power}" in result.output
    assert f"Winner: seat {state.winner}" in result.output


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"game": "arcs", "players": 3, "actions": ["initiative 0", "lead', "not JSON"),
        ('{"game": "arcs", "players": 3, "seed": 1, "actions": ["banana"]}', "does not replay"),
        ('{"game": "arcs", "players": "three", "actions": []}', "'players' must be a whole number"),
        ('{"game": "go", "players": 2, "actions": []}', "unknown game 'go'"),
        ("[1, 2, 3]", "a record must be a JSON object"),
    ],
)
def test_replay_broken_records(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "broken.json"
    path.write_text(content)
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 2
    assert result.output.startswith("error: ")
    assert message in result.output and len(result.output.strip().splitlines()) == 1
    assert "Traceback" not in result.output


def test_replay_corrupted_action_in_a_real_record(tmp_path: Path) -> None:
    record = finished_record(seed=3)
    actions = list(record["actions"])  # type: ignore[call-overload]
    actions[20] = "move 9.9 9.9 1 0"
    path = tmp_path / "corrupt.json"
    path.write_text(json.dumps({**record, "actions": actions}))
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 2
    assert "record action 20 'move 9.9 9.9 1 0' does not replay" in result.output
    assert "Traceback" not in result.output


def test_replay_missing_file(tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", str(tmp_path / "nope.json")])
    assert result.exit_code == 2
    assert result.output.startswith("error: cannot read")


def test_simulate_leaders_and_lore_plays_drafted_games(tmp_path: Path) -> None:
    result = runner.invoke(
        app,
        ["simulate", "arcs", "--players", "3", "--games", "3", "--seed", "5", "--backend", "local",
         "--leaders-and-lore", "--out", str(tmp_path)],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    games = [json.loads(line) for line in (tmp_path / "games.jsonl").read_text().splitlines()]
    assert len(games) == 3
    record = json.loads((tmp_path / games[0]["record"]).read_text())
    assert record["options"] == {"leaders_and_lore": True}
    state = ambitions.replay(record)
    assert isinstance(state, ArcsState)
    assert all(state.leader) and all(len(lore) == 1 for lore in state.lore)


def test_simulate_rejects_bad_game_options_before_playing() -> None:
    result = runner.invoke(app, ["simulate", "arcs", "--two-lore", "--games", "3", "--backend", "local"])
    assert result.exit_code == 2
    assert "two_lore" in result.output and "Traceback" not in result.output


def test_replay_watch_plain_steps_through_the_record_as_a_seat_or_a_spectator(tmp_path: Path) -> None:
    record = finished_record(seed=5)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    total = len(record["actions"])  # type: ignore[arg-type]
    typed = ["", "d", "seat 1", "b", "g 60", "spectator", "bogus", "seat 7", "end", "quit"]
    commands = "\n".join(typed) + "\n"
    result = runner.invoke(app, ["replay", str(path), "--watch", "--plain"], input=commands)
    assert result.exit_code == 0, result.output
    out = result.output
    assert f"{total} actions to watch as a spectator" in out
    assert f"[action 1 of {total} · watching as a spectator" in out
    assert f"[action 60 of {total} · watching as a spectator" in out
    assert "watching as seat 1 ·" in out
    assert "'bogus' is not a watching command" in out
    assert "seat 7 is not a seat of this 3-player game" in out
    assert f"[action {total} of {total} · watching as a spectator · the game is over: final Power" in out
    assert "Traceback" not in out


def test_replay_watch_refuses_bad_options_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(finished_record(seed=5)))
    for args, message in [
        (["--watch", "--seat", "5"], "seat 5 is not a seat of this 3-player game"),
        (["--watch", "--at", "100000"], "--at 100000: the record holds"),
        (["--seat", "1"], "--seat, --at and --plain go with --watch"),
    ]:
        result = runner.invoke(app, ["replay", str(path), *args], input="quit\n")
        assert result.exit_code == 2, (args, result.output)
        assert result.output.startswith("error: ") and message in result.output
        assert len(result.output.strip().splitlines()) == 1


def test_watch_commands_never_raise_whatever_is_typed() -> None:
    """The plain watcher's command line (`ambitions.cli.watch.Watcher.command`) answers any text
    with its own words: it moves within the record, changes the viewer, or says what it takes."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from ambitions.cli.watch import Watcher
    from ambitions.play.replay import Replay

    replay = Replay(finished_record(seed=5))
    commands = ["n", "b", "d", "D", "g", "end", "seat", "spectator", "log", "help", "-1", "99999"]
    words = st.sampled_from(commands)
    lines = st.lists(words | st.text(max_size=12), max_size=4).map(" ".join) | st.text(max_size=30)

    @settings(max_examples=150, deadline=None)
    @given(typed=st.lists(lines, max_size=6))
    def check(typed: list[str]) -> None:
        said: list[str] = []
        watcher = Watcher(replay, None, lambda prompt: None, said.append)
        for line in typed:
            if line.split()[:1] and line.split()[0].lower() in ("quit", "exit", "q"):
                continue
            assert watcher.command(line) is True
            assert 0 <= watcher.position <= len(replay)
            assert watcher.viewer is None or 0 <= watcher.viewer < replay.players

    check()
