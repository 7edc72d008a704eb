"""The one exception to "No game imports another game" is narrow: the campaign may import Arcs,
Arcs may never import the campaign, and no other game may import either (import-linter, as
the test command runs it; the helpers are tests/core/test_layers.py's)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

# tests/core/test_layers.py's helpers, loaded from its file (the tests folder is no package).
_SPEC = importlib.util.spec_from_file_location(
    "core_test_layers", Path(__file__).resolve().parents[2] / "core" / "test_layers.py"
)
assert _SPEC is not None and _SPEC.loader is not None
_LAYERS = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(_LAYERS)
LINT_IMPORTS, copy_of_the_package, lint = _LAYERS.LINT_IMPORTS, _LAYERS.copy_of_the_package, _LAYERS.lint

pytestmark = pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is not installed")


@pytest.mark.parametrize(
    ("module", "forbidden", "contract"),
    [
        ("games/arcs/render.py", "import ambitions.games.arcs_campaign.data", "Arcs knows nothing"),
        ("games/arcs/flow.py", "from ambitions.games.arcs_campaign import state", "No game imports"),
        ("games/pig_game.py", "import ambitions.games.arcs_campaign.data", "No game imports"),
        ("games/pig_game.py", "import ambitions.games.arcs.data", "No game imports"),
    ],
)
def test_the_campaign_exception_is_one_way(
    tmp_path: Path, module: str, forbidden: str, contract: str
) -> None:
    src = copy_of_the_package(tmp_path)
    path = src / "ambitions" / module
    before = path.read_text() if path.exists() else '"""A stand-in for another game."""\n'
    path.write_text(before + f"\n{forbidden}  # noqa\n")
    result = lint(src)
    assert result.returncode != 0, result.stdout
    assert any(contract in line for line in result.stdout.splitlines() if "BROKEN" in line), result.stdout


def test_the_campaign_importing_arcs_is_kept() -> None:
    result = lint(Path(__file__).resolve().parents[3] / "src")
    assert result.returncode == 0, result.stdout
    assert "extends Arcs by design KEPT" in result.stdout
