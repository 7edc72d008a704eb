"""The `ambitions` command through typer's CliRunner: simulate, replay, bench, play, errors."""

from __future__ import annotations

import json
import re
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


def test_simulate_prints_throughput_and_agents() -> None:
    result = runner.invoke(
        app,
        [
            "simulate",
            "arcs",
            "--players",
            "3",
            "--agents",
            "random,random,random",
            "--games",
            "30",
            "--seed",
            "1",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "games/s" in result.output and "decisions/s" in result.output
    for label in ("random#1", "random#2", "random#3"):
        assert label in result.output
    assert re.search(r"│\s+30\s+│", result.output)  # the games column


def test_simulate_json() -> None:
    args = ["simulate", "arcs", "--players", "3", "--agents", "random,random+,random", "--games", "30"]
    result = runner.invoke(app, [*args, "--seed", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == 30 and data["players"] == 3 and data["seed"] == 1
    assert data["agents"] == ["random#1", "random+", "random#2"]
    assert sum(s["win_share"] for s in data["stats"]) == pytest.approx(1.0)
    assert sum(s["wins"] for s in data["stats"]) == 30
    assert data["games_per_second"] > 0 and data["decisions_per_second"] > 0
    for s in data["stats"]:
        low, high = s["win_interval"]
        assert low <= s["win_share"] <= high
    again = json.loads(runner.invoke(app, [*args, "--seed", "1", "--json"]).output)
    assert [s["wins"] for s in again["stats"]] == [s["wins"] for s in data["stats"]]
    assert [s["mean_return"] for s in again["stats"]] == [s["mean_return"] for s in data["stats"]]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "3", "--agents", "random,bogus,random"], "unknown agent 'bogus'"),
        (["--players", "3", "--agents", "random,random"], "3 players need 3 agents"),
        (["--players", "7", "--agents", "random"], "not 7"),
        (["--players", "2", "--agents", "random,random", "--games", "0"], "at least 1"),
    ],
)
def test_simulate_bad_options(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", "arcs", *args])
    assert result.exit_code == 2
    assert result.output.startswith("error: ") and message in result.output
    assert "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


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
        ('{"game": "arcs", "players": "three", "actions": []}', "malformed Arcs record"),
        ('{"game": "go", "players": 2, "actions": []}', "unknown game 'go'"),
        ("[1, 2, 3]", "a record must be a JSON object"),
    ],
)
def test_replay_broken_records(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "broken.json"
    path.write_text(content)
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code != 0
    assert result.output.startswith("error: invalid record")
    assert message in result.output
    assert "Traceback" not in result.output


def test_replay_corrupted_action_in_a_real_record(tmp_path: Path) -> None:
    record = finished_record(seed=3)
    actions = list(record["actions"])  # type: ignore[call-overload]
    actions[20] = "move 9.9 9.9 1 0"
    path = tmp_path / "corrupt.json"
    path.write_text(json.dumps({**record, "actions": actions}))
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 1
    assert "record action 20 'move 9.9 9.9 1 0' does not replay" in result.output
    assert "Traceback" not in result.output


def test_replay_missing_file(tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", str(tmp_path / "nope.json")])
    assert result.exit_code == 1
    assert result.output.startswith("error: cannot read")


def test_bench_prints_a_row_per_player_count() -> None:
    result = runner.invoke(app, ["bench", "--seconds", "0.02"])
    assert result.exit_code == 0, result.output
    assert "games/s" in result.output and "decisions/s" in result.output and "clone" in result.output
    rows = [line for line in result.output.splitlines() if re.match(r"^│\s+[234]\s+│", line)]
    assert len(rows) == 3
    result = runner.invoke(app, ["bench", "--seconds", "0"])
    assert result.exit_code == 2 and "error: --seconds" in result.output
