"""The layering of docs/ARCHITECTURE.md holds (import-linter, as the test command runs it), and
the contracts do catch a forbidden import."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "src" / "ambitions"
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

pytestmark = pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is not installed")


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


def test_the_contracts_hold() -> None:
    result = lint(ROOT / "src")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "broken" in result.stdout and " 0 broken" in result.stdout


@pytest.mark.parametrize(
    ("module", "forbidden", "contract"),
    [
        ("core/errors.py", "import ambitions.games.arcs", "The kernel imports no other part"),
        ("sim/summary.py", "from ambitions.games.arcs import data", "The simulator, the play session"),
        ("tui/app.py", "import ambitions.games.arcs.views.tui", "The simulator, the play session"),
        ("play/session.py", "import ambitions.games.arcs.knowledge", "The simulator, the play session"),
        ("bots/greedy.py", "from ambitions.games.arcs import state", "Bots import no front end"),
        ("games/arcs/render.py", "import ambitions.tui.widgets.base", "rule modules import only the kernel"),
        ("bots/base.py", "import ambitions.play.session", "Front ends over the session"),
        ("rl/aec.py", "from ambitions.games.arcs import data", "The simulator, the play session"),
        ("sim/summary.py", "import ambitions.rl.bench", "Front ends over the session"),
        ("games/arcs/render.py", "import numpy", "numpy stays off the engine's path"),
        ("core/spec.py", "import numpy", "numpy stays off the engine's path"),
        ("games/arcs/render.py", "import ambitions.rl.encodings", "rule modules import only the kernel"),
    ],
)
def test_a_forbidden_import_breaks_a_contract(
    tmp_path: Path, module: str, forbidden: str, contract: str
) -> None:
    src = copy_of_the_package(tmp_path)
    path = src / "ambitions" / module
    path.write_text(path.read_text() + f"\n{forbidden}  # noqa\n")
    result = lint(src)
    assert result.returncode != 0, result.stdout
    broken = [line for line in result.stdout.splitlines() if line.endswith("BROKEN")]
    assert any(contract in line for line in result.stdout.splitlines() if "BROKEN" in line), broken
