"""``ambitions simulate`` and ``ambitions bench`` through typer's CliRunner, and Ctrl-C on a real
process."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ambitions.cli.main import app
from ambitions.core import compiled
from ambitions.core.registry import game_names, game_spec

runner = CliRunner()


def test_simulate_prints_the_summary() -> None:
    args = ["simulate", "arcs", "--players", "3", "--agents", "a=random,b=random,c=random+"]
    result = runner.invoke(app, [*args, "--games", "12", "--seed", "1", "--backend", "local"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "games/s" in out and "decisions/s" in out and "seatings/deal" in out
    assert re.search(r"│\s+12\s+│\s+6\s+│", out)  # games, seatings per deal
    for row in (r"│ a\s+│ random\s+│", r"│ b\s+│ random\s+│", r"│ c\s+│ random\+\s+│"):
        assert re.search(row, out), out
    assert "mean rank" in out and "95% CI" in out
    assert "Head to head, a vs b over 2 paired deals" in out
    assert "First player" in out and "Game length" in out and "Ambitions scored" in out


def test_simulate_json_pools_same_names_and_is_reproducible() -> None:
    args = ["simulate", "arcs", "--players", "3", "--agents", "random,random+,random", "--games", "6"]
    result = runner.invoke(app, [*args, "--seed", "1", "--json", "--workers", "2"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == 6 and data["players"] == 3 and data["seed"] == 1
    assert data["backend"] == "processes" and data["workers"] == 2
    assert [a["name"] for a in data["agents"]] == ["random", "random+"]
    assert sum(a["win_share"] for a in data["agents"]) == pytest.approx(1.0)
    again = json.loads(runner.invoke(app, [*args, "--seed", "1", "--json", "--backend", "local"]).output)
    assert again["agents"] == data["agents"]


def test_simulate_out_writes_the_report(tmp_path: Path) -> None:
    out = tmp_path / "run"
    args = ["simulate", "arcs", "--players", "2", "--agents", "random,random+", "--games", "4"]
    result = runner.invoke(app, [*args, "--backend", "local", "--out", str(out)])
    assert result.exit_code == 0, result.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["games"] == 4 and summary["files"]["games"] == "games.jsonl"
    games = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    assert len(games) == 4
    replayed = runner.invoke(app, ["replay", str(out / games[0]["record"])])
    assert replayed.exit_code == 0 and "Final Power" in replayed.output
    assert (out / "report.html").exists() and (out / "plots" / "win_share.png").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "3", "--agents", "random,bogus,random"], "unknown agent 'bogus'"),
        (["--players", "3", "--agents", "random,random"], "3 players need 3 agents"),
        (["--players", "7", "--agents", "random"], "not 7"),
        (["--players", "2", "--agents", "random,random", "--games", "0"], "at least 1"),
        (["--players", "2", "--agents", "random,random", "--backend", "gpu"], "unknown backend 'gpu'"),
        (["--players", "2", "--agents", "x=random,x=random+"], "given to two specs"),
        (["--players", "2", "--agents", "random,random", "--address", "h:1"], "for the ray backend"),
    ],
)
def test_simulate_bad_options(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", "arcs", *args])
    assert result.exit_code == 2
    assert result.output.startswith("error: ") and message in result.output
    assert "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


def long_run(out: Path) -> subprocess.Popen[str]:
    """A long tournament writing to `out`, in a new session, once it has finished 20 games."""
    command = [sys.executable, "-m", "ambitions", "simulate", "arcs", "--players", "3", "--agents"]
    command += ["random,random+,random", "--games", "100000", "--workers", "2", "--out", str(out)]
    proc = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # Ctrl-C reaches the whole process group, workers included
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # noqa: PLW1509
    )
    deadline = time.monotonic() + 60
    while len(list((out / "records").glob("*.json"))) < 20 and time.monotonic() < deadline:
        time.sleep(0.1)
    return proc


def test_ctrl_c_writes_a_partial_report(tmp_path: Path) -> None:
    out = tmp_path / "run"
    proc = long_run(out)
    try:
        os.killpg(proc.pid, signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130, stderr
    assert "interrupted:" in stderr and "Traceback" not in stderr
    summary = json.loads((out / "summary.json").read_text())
    assert summary["interrupted"] and not summary["complete"]
    assert 20 <= summary["games"] < summary["games_requested"]
    assert len((out / "games.jsonl").read_text().splitlines()) == summary["games"]
    assert "partial" in stdout


def session_members(sid: int) -> list[int]:
    """The live processes of session `sid` (Linux /proc; zombies do not count)."""
    members = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == sid and fields[0] != "Z":  # fields after the name: state, ppid, pgrp, session
            members.append(int(stat.parent.name))
    return members


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")
def test_sigterm_stops_the_workers_and_writes_a_partial_report(tmp_path: Path) -> None:
    out = tmp_path / "run"
    proc = long_run(out)
    try:
        members = session_members(proc.pid)
        assert len(members) >= 3, members  # the command, its workers, the forkserver
        proc.send_signal(signal.SIGTERM)  # to the command only, as a service manager would
        stdout, stderr = proc.communicate(timeout=60)
        deadline = time.monotonic() + 15
        while session_members(proc.pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        survivors = session_members(proc.pid)
    finally:
        if proc.poll() is None or session_members(proc.pid):
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 143, (proc.returncode, stdout[-2000:], stderr[-2000:])
    assert "terminated:" in stderr and "Traceback" not in stderr, stderr[-2000:]
    assert survivors == [], f"processes left behind: {survivors}"
    summary = json.loads((out / "summary.json").read_text())
    assert summary["interrupted"] and 20 <= summary["games"] < summary["games_requested"]
    assert len((out / "games.jsonl").read_text().splitlines()) == summary["games"]


def test_out_must_be_creatable_and_empty_unless_forced(tmp_path: Path) -> None:
    args = [
        "simulate",
        "arcs",
        "--players",
        "2",
        "--agents",
        "random,random+",
        "--games",
        "2",
        "--backend",
        "local",
    ]
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = runner.invoke(app, [*args, "--out", str(blocker / "run")])
    assert result.exit_code == 2 and result.output.startswith("error: cannot write to --out")
    assert "games/s" not in result.output  # nothing was played
    out = tmp_path / "run"
    assert runner.invoke(app, [*args, "--out", str(out)]).exit_code == 0
    mine = out / "notes.txt"
    mine.write_text("keep me")
    again = runner.invoke(app, [*args, "--seed", "5", "--out", str(out)])
    assert again.exit_code == 2 and "is not empty" in again.output and "--force" in again.output
    forced = runner.invoke(app, [*args, "--seed", "5", "--out", str(out), "--force", "--games", "1"])
    assert forced.exit_code == 0, forced.output
    assert mine.read_text() == "keep me"  # not a file of the run: left alone
    assert sorted(p.name for p in (out / "records").iterdir()) == ["game-000000.json", "game-000001.json"]
    assert json.loads((out / "summary.json").read_text())["seed"] == 5


def test_identical_entrants_are_said_to_be_pooled() -> None:
    result = runner.invoke(app, ["simulate", "arcs", "--players", "2", "--games", "2", "--backend", "local"])
    assert result.exit_code == 0, result.output
    assert "random+ plays every seat (identical entrants are pooled)" in " ".join(result.output.split())


def test_bench_json_and_table() -> None:
    result = runner.invoke(app, ["bench", "--seconds", "0.05", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert set(data["random_games_per_second"]) == {"2", "3", "4"}
    assert all(v > 0 for v in data["random_games_per_second"].values())
    assert data["engine"] == compiled.STATUS["ambitions.games.arcs"]
    assert set(data["clone_microseconds"]) == {"2", "3", "4"}
    for k in ("greedy_decisions_per_second", "ismcts_iterations_per_second"):
        assert k in data and (data[k] is None or data[k] > 0)
    installed = importlib.util.find_spec("pettingzoo") is not None
    for k in ("rl_env_steps_per_second", "rl_env_steps_per_second_mask_only"):  # the RL environment
        value = data[k]["3"]
        assert value > 0 if installed else value is None and k in data["unavailable"]
    # Every registered game's random play side by side (ARCADEs next to Arcs).
    assert set(data["every_game"]) >= set(game_names()) >= {"arcs", "arcades"}
    assert all(v["games_per_second"] > 0 for v in data["every_game"].values())
    assert data["every_game"]["arcades"]["players"] == game_spec("arcades").usual_players
    result = runner.invoke(app, ["bench", "--seconds", "0.05"])
    assert result.exit_code == 0, result.output
    rows = [line for line in result.output.splitlines() if re.match(r"^│\s+[234]\s+│", line)]
    assert len(rows) == 3
    assert "greedy decisions/s" in result.output and "ismcts iterations/s" in result.output
    assert "RL env (PettingZoo AEC), 3 players: steps/s" in " ".join(result.output.split())
    assert ("engine: compiled with mypyc" in result.output) == (data["engine"] == "compiled")
    assert "every game: random play" in result.output
    assert re.search(r"^│ arcades\s+│\s+3\s+│\s+[\d,.]+\s+│", result.output, re.MULTILINE)
    result = runner.invoke(app, ["bench", "--seconds", "0"])
    assert result.exit_code == 2 and "error: --seconds" in result.output


def test_an_unreachable_ray_cluster_fails_fast() -> None:
    pytest.importorskip("ray", reason='Ray is not installed (pip install "ambitions[ray]")')
    args = ["simulate", "arcs", "--games", "2", "--backend", "ray", "--address", "127.0.0.1:1"]
    start = time.monotonic()
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and time.monotonic() - start < 30
    assert result.output.startswith("error: cannot reach the Ray cluster at '127.0.0.1:1'")
