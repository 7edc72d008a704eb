"""The layering of docs/ARCHITECTURE.md holds (import-linter, as the test command runs it), every
contract does catch a forbidden import, and the shells name no game in any other way either."""

from __future__ import annotations

import ast
import os
import posixpath
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import ambitions

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "src" / "ambitions"
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

needs_import_linter = pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is not installed")


def lint(src: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` with the project's contracts over the package found in `src`."""
    env = {**os.environ, "PYTHONPATH": str(src), "COLUMNS": "500"}  # one contract a line
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", str(ROOT / "pyproject.toml"), "--no-cache"],
        capture_output=True,
        text=True,
        env=env,
        cwd=src,
        timeout=300,
    )


def copy_of_the_package(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    shutil.copytree(SOURCE, src / "ambitions", ignore=shutil.ignore_patterns("*.so", "__pycache__", "*.c"))
    return src


def contract_names() -> list[str]:
    """The names of the contracts in pyproject.toml, in order."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return [c["name"] for c in config["tool"]["importlinter"]["contracts"]]


@needs_import_linter
def test_the_contracts_hold() -> None:
    result = lint(ROOT / "src")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "broken" in result.stdout and " 0 broken" in result.stdout
    assert f"Contracts: {len(contract_names())} kept" in result.stdout


KERNEL = "The kernel imports no other part"
RULES = "A game's rule modules import no bot, simulator, session or front end"
ADAPTERS = "A game's rule modules import none of its adapters"
NUMPY = "numpy stays off the engine's path"
GAMES = "No game imports another game"
ARCS = "Arcs knows nothing of the games that extend it"
OUTSIDE = "Outside the games nothing imports a game"
BOTS = "Bots import no front end, simulator or session"
LAYERS = "Front ends over the session"
CIRCLES = "No import circles outside the games"

FORBIDDEN = [
    # The kernel: nothing of the project, no front-end library.
    ("core/errors.py", "import ambitions.games.arcs", KERNEL),
    ("core/spec.py", "import textual", KERNEL),
    # A game's rules: no bot, front end or session; its adapters: only the shell they adapt to.
    ("games/arcs/render.py", "import ambitions.tui.widgets.base", RULES),
    ("games/arcs/render.py", "import ambitions.rl.encodings", RULES),
    ("games/arcades/flow.py", "from ambitions.bots.knowledge import margin", RULES),
    ("games/interstellar/turns.py", "import ambitions.bots.base", RULES),
    ("games/arcs_campaign/council.py", "import rich", RULES),
    ("games/arcs/views/tui/map.py", "import ambitions.bots.base", RULES),
    ("games/arcades/knowledge.py", "import ambitions.tui.widgets.base", RULES),
    ("games/arcades/solo_bot.py", "import ambitions.sim.runner", RULES),
    # A game's rules import none of its adapters (the front ends load them by name).
    ("games/arcs/render.py", "import ambitions.games.arcs.views.tui", ADAPTERS),
    ("games/arcades/state.py", "from ambitions.games.arcades import knowledge", ADAPTERS),
    ("games/arcades/turn.py", "import ambitions.games.arcades.solo_bot", ADAPTERS),
    ("games/arcs/observe.py", "import ambitions.games.arcs.encoding", ADAPTERS),
    ("games/arcs_campaign/flow.py", "import ambitions.games.arcs.knowledge", ADAPTERS),
    # numpy: only a game's encodings.
    ("games/arcs/render.py", "import numpy", NUMPY),
    ("core/spec.py", "import numpy", NUMPY),
    # Games: independent, but for the campaign extending Arcs, rules and adapters alike.
    ("games/arcades/render.py", "import ambitions.games.interstellar.data", GAMES),
    ("games/interstellar/views/tui/panels.py", "import ambitions.games.arcs.views.tui", GAMES),
    ("games/arcades/knowledge.py", "import ambitions.games.arcs.knowledge", GAMES),
    ("games/arcs/views/tui/map.py", "import ambitions.games.arcs_campaign.views.tui", ARCS),
    ("games/arcs/knowledge.py", "import ambitions.games.arcs_campaign.knowledge", ARCS),
    # Outside the games, nothing names a game.
    ("bots/greedy.py", "from ambitions.games.arcs import state", OUTSIDE),
    ("sim/summary.py", "from ambitions.games.arcs import data", OUTSIDE),
    ("play/session.py", "import ambitions.games.arcs.knowledge", OUTSIDE),
    ("tui/app.py", "import ambitions.games.arcs.views.tui", OUTSIDE),
    ("server/views.py", "import ambitions.games.arcs", OUTSIDE),
    ("rl/aec.py", "from ambitions.games.arcs import data", OUTSIDE),
    ("cli/main.py", "import ambitions.games.interstellar", OUTSIDE),
    # Bots: no front end, simulator or session.
    ("bots/greedy.py", "import ambitions.sim.runner", BOTS),
    ("bots/base.py", "import textual", BOTS),
    # The layers.
    ("bots/base.py", "import ambitions.play.session", LAYERS),
    ("sim/summary.py", "import ambitions.rl.bench", LAYERS),
    ("play/session.py", "import ambitions.tui.widgets.base", LAYERS),
    # No circles, whatever hides the import (in a function, under TYPE_CHECKING).
    ("core/state.py", "from ambitions.core.records import check_record", CIRCLES),
    ("sim/executors.py", "import ambitions.sim.tournament", CIRCLES),
    ("sim/summary.py", "from ambitions.sim import tournament", CIRCLES),
    ("sim/plan.py", "def _later() -> None:\n    from ambitions.sim.tournament import simulate", CIRCLES),
    (
        "core/state.py",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import ambitions.core.records",
        CIRCLES,
    ),
    ("tui/widgets/base.py", "import ambitions.tui.app", CIRCLES),
    ("bots/knowledge.py", "import ambitions.bots.greedy", CIRCLES),
]


def test_every_contract_is_shown_failing() -> None:
    """Each contract in pyproject.toml has a forbidden import below that breaks it."""
    names = contract_names()
    shown = {contract for _, _, contract in FORBIDDEN}
    assert all(any(name.startswith(prefix) for prefix in shown) for name in names), names
    assert all(any(name.startswith(prefix) for name in names) for prefix in shown), shown


@needs_import_linter
@pytest.mark.parametrize(("module", "forbidden", "contract"), FORBIDDEN)
def test_a_forbidden_import_breaks_a_contract(
    tmp_path: Path, module: str, forbidden: str, contract: str
) -> None:
    src = copy_of_the_package(tmp_path)
    path = src / "ambitions" / module
    path.write_text(path.read_text() + f"\n{forbidden}  # noqa\n")
    result = lint(src)
    assert result.returncode != 0, result.stdout
    broken = [line for line in result.stdout.splitlines() if " BROKEN" in line]
    assert any(line.startswith(contract) for line in broken), broken


# -- the shells name no game, in any other way either ----------------------------------------------
SHELLS = ("core", "bots", "sim", "play", "cli", "tui", "server", "rl", "web")
"""The folders that hold only game-agnostic code (docs/ARCHITECTURE.md, "Layers")."""


def game_words() -> set[str]:
    """Every installed game's name (also with ``_`` for ``-``, as its package is named) and its
    title, in lower case."""
    words: set[str] = set()
    for name in ambitions.game_names():
        words |= {name, name.replace("-", "_"), ambitions.game_spec(name).display_name.lower()}
    return words


def test_no_file_outside_the_games_is_named_after_a_game() -> None:
    words = game_words()
    named = [
        path.relative_to(SOURCE)
        for shell in SHELLS
        for path in (SOURCE / shell).rglob("*")
        if "__pycache__" not in path.parts and path.stem.split(".")[0].lower() in words
    ]
    assert not named


def test_no_code_outside_the_games_names_a_game() -> None:
    """No string in the shells' Python is a game's name (docstrings and comments may use a game as
    an example), and no script of the browser shell quotes one."""
    words = game_words()
    found = []
    for shell in SHELLS:
        for path in (SOURCE / shell).rglob("*.py"):
            strings = [n for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.Constant)]
            found += [
                f"{path.relative_to(SOURCE)}:{n.lineno}: {n.value!r}"
                for n in strings
                if isinstance(n.value, str) and n.value.lower() in words
            ]
    quoted = re.compile(r"""["'`]([\w-]+)["'`]""")
    for path in (SOURCE / "web").rglob("*"):
        if path.suffix in (".js", ".html", ".css"):
            for k, line in enumerate(path.read_text().splitlines(), 1):
                code = line.split("//")[0]
                found += [
                    f"{path.relative_to(SOURCE)}:{k}: {w!r}"
                    for w in quoted.findall(code)
                    if w.lower() in words
                ]
    assert not found


# -- the browser views cross no game either ---------------------------------------------------------
JS_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)["'`]([^"'`]+)["'`]""", re.M)
"""The address of a static (``import ... from "x"``, ``import "x"``) or dynamic (``import("x")``)
import in an ES module."""


def view_crossings(package_dirs: dict[str, Path]) -> set[tuple[str, str]]:
    """(game, other game) for each browser view file of a game that imports one of another game's
    view files: each game's view folder is served at ``/views/<game>/`` (server.views)."""
    crossings: set[tuple[str, str]] = set()
    for game, folder in package_dirs.items():
        for path in folder.rglob("*.js"):
            here = "/views/" + game + "/" + path.relative_to(folder).as_posix()
            for target in JS_IMPORT.findall(path.read_text()):
                url = posixpath.normpath(posixpath.join(posixpath.dirname(here), target))
                parts = url.split("/")
                if not target.startswith(("/", ".")) or parts[1] != "views":
                    continue
                if parts[2] != game:
                    crossings.add((game, parts[2]))
    return crossings


def web_view_folders() -> dict[str, Path]:
    """Each bundled game's browser view folder, by game name."""
    folders = {}
    for name in ambitions.game_names():
        package, _, module = ambitions.game_spec(name).views.get("web", ":").partition(":")
        if package.startswith("ambitions.games."):
            folders[name] = SOURCE.joinpath(*package.split(".")[1:], module).parent
    return folders


def test_no_browser_view_imports_another_games_but_the_campaign_arcs() -> None:
    """The JavaScript side of "No game imports another game": only the campaign's view imports
    Arcs' (as its Python extends Arcs); the games' views import their own files and the shell's."""
    folders = web_view_folders()
    assert set(folders) == {"arcs", "arcades", "interstellar", "arcs-campaign"}
    assert view_crossings(folders) == {("arcs-campaign", "arcs")}


def test_a_browser_view_importing_another_games_is_found(tmp_path: Path) -> None:
    src = copy_of_the_package(tmp_path)
    folders = {name: src / folder.relative_to(SOURCE.parent) for name, folder in web_view_folders().items()}
    (folders["arcades"] / "words.js").write_text(
        (folders["arcades"] / "words.js").read_text() + '\nimport { x } from "../interstellar/cards.js";\n'
    )
    (folders["arcs"] / "map.js").write_text(
        (folders["arcs"] / "map.js").read_text()
        + '\nconst m = await import("/views/arcs-campaign/view.js");\n'
    )
    assert view_crossings(folders) == {
        ("arcs-campaign", "arcs"),
        ("arcades", "interstellar"),
        ("arcs", "arcs-campaign"),
    }
