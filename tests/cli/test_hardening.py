"""Hostile input, item by item (issue "Hardening"): one-line errors, exit code 2, nothing changed."""

from __future__ import annotations

import json
import math
import os
import random
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import ambitions
from ambitions.cli.main import app
from ambitions.cli.play import TerminalGame

runner = CliRunner()


def prompt(*lines: str) -> tuple[list[str], ambitions.State]:
    """The lines a plain game writes for these inputs (then quit), and its state after."""
    state = ambitions.new_game("arcs", players=3, seed=2)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    feed = iter([*lines, "quit"])
    out: list[str] = []
    game = TerminalGame(
        state, [state.current_player()], {}, read=lambda _: next(feed, None), write=out.append
    )
    game.run()
    return out, game.state


@pytest.mark.parametrize(
    ("line", "error"),
    [
        ("²", "unexpected '²' in action text"),  # not an ASCII digit: text, not an action number
        ("٣", "unexpected '٣' in action text"),
        ("３", "unexpected '３' in action text"),
        ("-1", "is not legal"),
        ("7" * 4400, "there is no action numbered 77777777777777777777... (4,400 digits)"),
        ("lead ADM3 " + "9" * 5000, "is too long"),
        ("save a\0b.json", "cannot write 'a\\x00b.json'"),
    ],
)
def test_the_plain_prompt_answers_every_line(line: str, error: str) -> None:
    before = prompt()[1].record()
    out, state = prompt(line)
    errors = [text for text in out if text.startswith("error:")]
    assert len(errors) == 1 and error in errors[0], errors
    assert len(errors[0]) < 1200 and state.record() == before


BAD_FILES: list[tuple[str, bytes, str]] = [
    ("not UTF-8", b'{"game": "arcs", "players": 3, "actions": ["\xff"]}', "not UTF-8 text"),
    ("nested", b"[" * 100_000, "nested too deep"),
    ("infinite seed", b'{"game": "arcs", "players": 3, "seed": Infinity, "actions": []}', "Infinity"),
    (
        "huge seed",
        b'{"game": "arcs", "players": 3, "seed": 1e999, "actions": []}',
        "'seed' must be a whole number",
    ),
    (
        "fractional players",
        b'{"game": "arcs", "players": 3.5, "seed": 1, "actions": []}',
        "'players' must be",
    ),
    ("boolean players", b'{"game": "arcs", "players": true, "seed": 1, "actions": []}', "'players' must be"),
    ("named players", b'{"game": "arcs", "players": "three", "seed": 1, "actions": []}', "'players' must be"),
    ("huge number", b'{"game": "arcs", "players": 3, "seed": ' + b"9" * 5000 + b', "actions": []}', "digits"),
    (
        "long action number",
        b'{"game": "arcs", "players": 3, "seed": 1, "actions": ["initiative ' + b"1" * 5000 + b'"]}',
        "does not replay",
    ),
]


@pytest.mark.parametrize(("name", "data", "message"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_replay_and_load_say_the_same_about_a_bad_file(
    tmp_path: Path, name: str, data: bytes, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    replayed = runner.invoke(app, ["replay", str(path)])
    loaded = runner.invoke(app, ["play", "--load", str(path)], input="quit\n")
    for result in (replayed, loaded):
        assert result.exit_code == 2, result.output
        assert result.output.startswith("error: ") and message in result.output, result.output
        assert len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output
    assert replayed.output == loaded.output


@pytest.mark.parametrize("seed", ["x", None, [], {}, math.nan, math.inf, 1.5, "7", True])
def test_new_game_takes_only_whole_number_seeds(seed: Any) -> None:
    with pytest.raises(ambitions.InvalidOptions, match="a seed must be a whole number"):
        ambitions.new_game("arcs", players=3, seed=seed)


def test_huge_numbers_in_positions_and_observations_are_invalid_records() -> None:
    state = ambitions.new_game("arcs", players=3, seed=1)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    obs = state.observation(state.current_player())
    for bad in ({**obs, "chapter": 10**400}, {**obs, "initiative": 1e308 * 10}, {**obs, "players": 10**50}):
        with pytest.raises(ambitions.InvalidRecord):
            ambitions.determinize(bad, random.Random(1))
        with pytest.raises(ambitions.InvalidRecord):
            ambitions.from_position(bad)


@pytest.mark.parametrize("viewer", [-1, ambitions.CHANCE, 3, 99, "0", 1.0, True])
def test_only_a_seat_or_a_spectator_may_observe(viewer: Any) -> None:
    state = ambitions.new_game("arcs", players=3, seed=1)
    with pytest.raises(ambitions.InvalidOptions, match="a viewer is a seat 0..2 or None"):
        state.observation(viewer)
    with pytest.raises(ambitions.InvalidOptions):
        state.action_text(state.sample_chance(), viewer)
    assert json.dumps(state.observation(None)) and json.dumps(state.observation(2))


# -- issue 25: the command line ------------------------------------------------------------------
# Run as separate processes with a time and memory limit: before these were refused, some of them
# served for ever (a port that uvicorn took), searched for ever (``seconds=nan``), blocked (a
# pipe) or read until the memory ran out (``/dev/zero``).
def ambitions_command(
    *args: str, stdin: str = "quit\n", memory: int = 2 * 1024**3
) -> subprocess.CompletedProcess[str]:
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return subprocess.run(
        [sys.executable, "-m", "ambitions", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=limit,
    )


def one_line_error(result: subprocess.CompletedProcess[str], message: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stderr[-2000:])
    assert result.stderr.startswith("error: ") and message in result.stderr, result.stderr[-2000:]
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["play", "arcs", "--plain", "--bots", "ismcts:iterations=inf"],
            "iterations='inf' is not a finite number",
        ),
        (["play", "arcs", "--plain", "--bots", "ismcts:seconds=nan"], "seconds='nan' is not a finite number"),
        (
            ["play", "arcs", "--plain", "--bots", "greedy:worlds=1e999"],
            "worlds='1e999' is not a finite number",
        ),
        (
            ["simulate", "arcs", "--agents", "ismcts:seconds=nan,random,random", "--games", "1"],
            "seconds='nan' is not a finite number",
        ),
        (
            ["simulate", "arcs", "--agents", "ismcts:iterations=inf,random,random", "--backend", "local"],
            "iterations='inf' is not a finite number",
        ),
    ],
)
def test_non_finite_agent_options_are_one_line_errors(args: list[str], message: str) -> None:
    one_line_error(ambitions_command(*args, "--seed", "1"), message)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--port", "99999"], "--port must be from 1 to 65535, not 99999"),
        (["--port", "-1"], "--port must be from 1 to 65535, not -1"),
        (["--port", "0"], "--port must be from 1 to 65535, not 0"),
        (["--think-seconds", "nan"], "--think-seconds must be a finite number, not nan"),
        (["--think-seconds", "inf"], "--think-seconds must be a finite number, not inf"),
        (["--think-seconds", "0"], "--think-seconds must be more than 0"),
        (["--think-seconds", "-2"], "--think-seconds must be more than 0"),
        (["--sockets-per-client", "0"], "--sockets-per-client must be a whole number from 1"),
        (["--idle-seconds", "nan"], "--idle-seconds must be a finite number"),
        (["--workers", "0"], "--workers must be from 1 to 64, not 0"),
        (["--no-bots"], "--no-bots needs PostgreSQL, where 'ambitions bots' workers think for the bots"),
        (
            ["--db", "sqlite:///{tmp}/no/such/folder/games.db"],
            "the folder {tmp}/no/such/folder does not exist",
        ),
        (["--db", "sqlite:///{tmp}"], "is a folder, not a database file"),
        (["--db", "sqlite:///{tmp}/text.db"], "cannot open the database: file is not a database"),
    ],
)
def test_serve_refuses_bad_options_in_one_line(tmp_path: Path, args: list[str], message: str) -> None:
    (tmp_path / "text.db").write_text("not a database, " * 1000)
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    if "--db" not in args:
        args += ["--db", f"sqlite:///{tmp_path / 'games.db'}"]
    one_line_error(ambitions_command("serve", *args), message.replace("{tmp}", str(tmp_path)))


def test_replay_and_load_refuse_what_is_not_a_regular_file_or_too_large(tmp_path: Path) -> None:
    from ambitions.core.records import MAX_RECORD_BYTES

    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as file:  # sparse: no disk space taken
        file.truncate(MAX_RECORD_BYTES + 1)
    cases = [
        ("/dev/zero", "cannot read '/dev/zero': it is not a regular file"),
        (str(pipe), f"cannot read {str(pipe)!r}: it is not a regular file"),
        (str(tmp_path), f"cannot read {str(tmp_path)!r}: it is not a regular file"),
        (str(huge), f"it is larger than {MAX_RECORD_BYTES:,} bytes, the most a record file may hold"),
    ]
    for path, message in cases:
        replayed = ambitions_command("replay", path, memory=512 * 1024**2)
        one_line_error(replayed, message)
        loaded = ambitions_command("play", "--load", path, memory=512 * 1024**2)
        one_line_error(loaded, message)
        assert loaded.stderr == replayed.stderr
