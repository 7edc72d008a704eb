"""A second game added without touching the project: the toy ``pig`` plugin (tests/plugins).

The plugin is a package plus its metadata on the path, found through the ``ambitions.games``
entry point, its bot knowledge through the ``ambitions.knowledge`` one; nothing in ``src/`` names
it. It must play through the kernel, the simulator (every backend that runs here), replay, the
line-by-line game, the full-screen shell (with the plain-text view every game gets by default) and
the project's contract check; and the bundled games must be registered exactly as it is.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest

import ambitions
from ambitions.bots import make_agent
from ambitions.bots.base import decision_for
from ambitions.bots.knowledge import KNOWLEDGE, knowledge_for
from ambitions.core import InvalidOptions
from ambitions.play.session import GameSession
from ambitions.server.views import web_view
from ambitions.sim.tournament import simulate
from ambitions.tui.app import PlayApp
from ambitions.tui.viewset import TextViews

AMBITIONS = [sys.executable, "-m", "ambitions"]
CONTRACT_CHECK = Path(__file__).resolve().parents[3] / "shared" / "tools" / "contract_check.py"


def run(env: dict[str, str], *args: str, stdin: str = "", timeout: float = 300) -> Any:
    """``ambitions ARGS`` in a subprocess with the environment `env`."""
    return subprocess.run(
        [*AMBITIONS, *args], input=stdin, capture_output=True, text=True, env=env, timeout=timeout
    )


def test_the_plugin_is_found_only_through_its_entry_point(pig: str, plugin_env: dict[str, str]) -> None:
    assert pig in ambitions.game_names()
    spec = ambitions.game_spec(pig)
    assert (spec.title, spec.players, spec.score) == ("Pig", (2, 3, 4), "points")
    listed = run(plugin_env, "games").stdout
    assert "pig" in listed and "pig (the default)" not in listed and "\narcs (the default): Arcs" in listed
    assert (
        "pig" not in subprocess.run([*AMBITIONS, "games"], capture_output=True, text=True, timeout=120).stdout
    )  # without the plugin on the path there is no such game


def test_the_plugin_brings_its_bot_knowledge_through_its_entry_point(pig: str) -> None:
    """The plugin's own `knowledge` module, named by its ``ambitions.knowledge`` entry point, is
    the knowledge the bots use for it, tuning weights included (``greedy:turn_total=0.5``)."""
    knowledge = knowledge_for(pig)
    assert type(knowledge).__module__ == "ambitions_pig.knowledge"
    assert KNOWLEDGE.sources[pig] == "ambitions_pig.knowledge:make_knowledge"
    state = ambitions.game_spec(pig).from_position(
        {"players": 2, "scores": [4, 0], "turn": 0, "total": 8, "rolling": False}
    )
    assert knowledge.worth(state) == [12.0, 0.0]
    assert knowledge_for(pig, turn_total=0.5).worth(state) == [8.0, 0.0]
    with pytest.raises(InvalidOptions, match="unknown pig evaluation weights"):
        knowledge_for(pig, colour=1.0)
    plain, cautious = make_agent("greedy", 1), make_agent("greedy:turn_total=0.5", 1)
    assert str(plain.act(decision_for(state, 0, plain))) == "roll"
    assert str(cautious.act(decision_for(state, 0, cautious))) == "hold"  # unbanked points at half


BUNDLED = ("arcs", "arcades", "interstellar", "arcs-campaign")


def test_the_bundled_games_are_registered_as_the_plugin_is(pig: str) -> None:
    """Every game, bundled or installed apart, is one package: its spec is the package's ``SPEC``
    (an ``ambitions.games`` entry point), its bot knowledge the package's ``knowledge`` module (an
    ``ambitions.knowledge`` entry point), and the views its spec names are in the package
    (``<package>.views.tui``, ``<package>:views/web/view.js``)."""
    games = {ep.name: ep.value for ep in entry_points(group="ambitions.games")}
    knowledge = {ep.name: ep.value for ep in entry_points(group="ambitions.knowledge")}
    assert set(games) == set(knowledge) == {*BUNDLED, pig} == set(ambitions.game_names())
    for name, target in games.items():
        package, _, attribute = target.partition(":")
        assert attribute == "SPEC" and ambitions.game_spec(name) is importlib.import_module(package).SPEC
        assert knowledge[name] == f"{package}.knowledge:make_knowledge", name
        assert type(knowledge_for(name)).__module__ == f"{package}.knowledge", name
        views = ambitions.game_spec(name).views
        assert set(views) <= {"tui", "web"}, name
        if "tui" in views:
            assert views["tui"] == f"{package}.views.tui", name
            assert callable(importlib.import_module(views["tui"]).make_views), name
        if "web" in views:
            assert views["web"] == f"{package}:views/web/view.js", name
            served = web_view(ambitions.game_spec(name))
            home = Path(importlib.import_module(package).__file__ or "").parent
            assert served is not None and served.folder == home / "views" / "web", name
    assert all(set(ambitions.game_spec(name).views) == {"tui", "web"} for name in BUNDLED)


def test_the_plugin_plays_through_the_kernel_and_the_session(pig: str) -> None:
    session = GameSession(
        ambitions.new_game(pig, players=3, seed=2),
        [0],
        {1: make_agent("random+", 1), 2: make_agent("greedy", 2)},
    )
    while not session.is_over():
        if session.mover() == ambitions.CHANCE:
            session.step_chance()
        elif session.mover() == 0:
            session.apply_text("hold" if session.state.observation(0)["total"] >= 8 else "roll")
        else:
            session.play_bot()
    summary = session.summary()
    assert max(summary.scores) >= 20 and summary.lines()[1].startswith("Final points: ")
    assert ambitions.replay(json.loads(json.dumps(session.record()))).returns() == session.state.returns()
    assert session.render(0).startswith("Pig: scores")


def test_the_plugin_in_a_tournament_with_every_bot(pig: str, tmp_path: Path) -> None:
    summary = simulate(pig, 3, ["random", "greedy", "ismcts:iterations=20"], 6, seed=1, backend="local")
    assert summary.games == 6 and summary.score == "points"
    assert [t.key for t, _ in summary.tallies] == ["busts"]  # the game's own statistic, counted
    again = simulate(pig, 3, ["random", "greedy", "ismcts:iterations=20"], 6, seed=1, backend="local")
    assert [r.to_json() for r in again.results] == [r.to_json() for r in summary.results]


def test_the_plugin_through_the_command_line(tmp_path: Path, plugin_env: dict[str, str]) -> None:
    out = tmp_path / "out"
    result = run(
        plugin_env,
        "simulate",
        "pig",
        "--players",
        "2",
        "--agents",
        "random,greedy",
        "--games",
        "8",
        "--backend",
        "processes",
        "--workers",
        "2",
        "--out",
        str(out),
        "--json",
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads((out / "summary.json").read_text())
    assert summary["games"] == 8 and summary["game"] == "pig" and "busts" in summary
    record = out / "records" / "game-000000.json"
    replayed = run(plugin_env, "replay", str(record))
    assert replayed.returncode == 0
    assert "Final points: " in replayed.stdout and "Winner: seat" in replayed.stdout

    moves = "roll\nhold\n" * 200
    played = run(plugin_env, "play", "pig", "--players", "2", "--seed", "3", "--bots", "random+", stdin=moves)
    assert played.returncode == 0, played.stderr
    assert "Game over." in played.stdout and "Final points: " in played.stdout
    assert "Pig: scores" in played.stdout  # the game's own plain-text view

    bad = run(plugin_env, "play", "pig", "--players", "2", "--setup-card", "3SETUP02")
    assert bad.returncode == 2 and bad.stderr.startswith("error: unknown option '--setup-card' for pig")


@pytest.mark.skipif(not CONTRACT_CHECK.exists(), reason=f"no shared contract check at {CONTRACT_CHECK}")
def test_the_plugin_passes_the_shared_contract_check(plugin_env: dict[str, str]) -> None:
    result = subprocess.run(
        [sys.executable, str(CONTRACT_CHECK), "pig", "--players", "2,3,4", "--games", "20"],
        capture_output=True,
        text=True,
        env=plugin_env,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 failed" in result.stdout


def test_the_plugin_in_the_full_screen_shell_with_the_default_view(pig: str) -> None:
    session = GameSession(ambitions.new_game(pig, players=2, seed=5), [0], {1: make_agent("random+", 1)})
    app = PlayApp(session, seed=5)
    assert isinstance(app.views, TextViews)

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            for _ in range(400):
                await pilot.pause()
                await app.workers.wait_for_complete()
                if app.summary is not None:
                    break
                if app.waiting_for == 0 and app.chooser.actions:
                    assert "Pig: scores" in app.screen_text()
                    await pilot.press(*"hold", "enter")
            assert app.summary is not None
            assert "Final points" in app.screen.plain  # type: ignore[attr-defined]

    asyncio.run(main())
    final: Any = app.summary
    assert max(final.scores) >= 20
