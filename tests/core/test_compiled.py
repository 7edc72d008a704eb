"""Compiled engine modules are used only when they match their sources (`ambitions.core.compiled`)."""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ambitions.core import compiled

SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
PACKAGE = "fakegame_for_compiled_tests"


@pytest.fixture
def game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A package with two engine modules listed as compiled; nothing built yet."""
    directory = tmp_path / PACKAGE
    directory.mkdir()
    (directory / "__init__.py").write_text("")
    (directory / "rules.py").write_text('WHERE = "source"\n')
    (directory / "moves.py").write_text("SPEED = 1\n")
    monkeypatch.setitem(compiled.COMPILED, PACKAGE, ("rules", "moves"))
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    monkeypatch.syspath_prepend(str(tmp_path))
    finders = list(sys.meta_path)
    yield directory
    sys.meta_path[:] = finders
    for name in [m for m in sys.modules if m.startswith(PACKAGE)]:
        del sys.modules[name]


def build(directory: Path, *modules: str, digest: bool = True, library: bytes | None = b"junk") -> None:
    """Pretend a build happened: an extension file per module, the digest, the shared library."""
    for name in modules:
        (directory / f"{name}{SUFFIX}").write_bytes(b"not a library either")
    if digest:
        text = compiled.digest_module_text(compiled.source_digest(directory, ("rules", "moves")))
        (directory / f"{compiled.DIGEST_MODULE}.py").write_text(text)
    if library is not None:
        name = compiled.shared_library(PACKAGE).rsplit(".", 1)[1]
        (directory / f"{name}{SUFFIX}").write_bytes(library)


def test_a_package_with_nothing_built_is_pure(game: Path) -> None:
    status = compiled.build_status(PACKAGE, game)
    assert status == "pure: not compiled (no C compiler or mypy at install time)"


def test_a_partial_build_is_not_used(game: Path) -> None:
    build(game, "rules")
    assert compiled.build_status(PACKAGE, game) == "pure: only 1 of 2 modules were compiled"


def test_a_build_of_other_sources_is_not_used(game: Path) -> None:
    build(game, "rules", "moves")
    (game / "moves.py").write_text("SPEED = 2\n")  # edited after the build
    assert compiled.build_status(PACKAGE, game).startswith("pure: sources changed since the build")
    build(game, "rules", "moves", digest=False)
    (game / f"{compiled.DIGEST_MODULE}.py").unlink()
    assert compiled.build_status(PACKAGE, game).startswith("pure: sources changed since the build")


def test_a_build_without_its_shared_library_or_one_that_does_not_load_is_not_used(game: Path) -> None:
    build(game, "rules", "moves", library=None)
    assert compiled.build_status(PACKAGE, game) == "pure: the compiled modules' shared library is missing"
    build(game, "rules", "moves")
    status = compiled.build_status(PACKAGE, game)
    assert status.startswith("pure: the compiled modules do not load here")


def test_the_pure_switch_wins_over_a_build(game: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build(game, "rules", "moves")
    monkeypatch.setenv(compiled.PURE_ENV, "1")
    assert compiled.build_status(PACKAGE, game) == f"pure: {compiled.PURE_ENV} is set"


def test_modules_load_from_source_when_a_build_beside_them_is_unusable(game: Path) -> None:
    build(game, "rules", "moves")
    (game / "rules.py").write_text('WHERE = "edited source"\n')
    status = compiled.use_fresh_build(PACKAGE, game)
    assert status.startswith("pure: sources changed") and compiled.STATUS[PACKAGE] == status
    # Without the source-first finder Python would pick the (broken) extension file and fail.
    rules = importlib.import_module(f"{PACKAGE}.rules")
    assert rules.WHERE == "edited source" and not compiled.is_compiled(rules)


def test_the_installed_arcs_engine_reports_its_build() -> None:
    import ambitions.games.arcs.flow as flow

    status = compiled.STATUS["ambitions.games.arcs"]
    assert status == "compiled" or status.startswith("pure: ")
    assert compiled.is_compiled(flow) == (status == "compiled")


def test_a_package_built_with_another_is_used_only_when_that_one_is(
    game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A package whose compiled classes extend another's (`compiled.NEEDS`, the campaign's state
    and Arcs') is pure unless the one it needs runs compiled."""
    build(game, "rules", "moves")
    monkeypatch.setitem(compiled.NEEDS, PACKAGE, ("base_game_for_compiled_tests",))
    monkeypatch.setitem(compiled.STATUS, "base_game_for_compiled_tests", "pure: AMBITIONS_PURE is set")
    status = compiled.build_status(PACKAGE, game)
    assert status == "pure: built with base_game_for_compiled_tests, whose engine is not compiled here"
    monkeypatch.setitem(compiled.STATUS, "base_game_for_compiled_tests", "compiled")
    assert compiled.build_status(PACKAGE, game).startswith("pure: the compiled modules do not load here")


def test_a_module_of_a_subpackage_is_listed_by_its_dotted_name(
    game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``"parts.rule"`` is ``parts/rule.py``: its source is in the digest, its extension counted,
    and a stale build of it is not used."""
    (game / "parts").mkdir()
    (game / "parts" / "__init__.py").write_text("")
    (game / "parts" / "rule.py").write_text('WHERE = "source"\n')
    monkeypatch.setitem(compiled.COMPILED, PACKAGE, ("rules", "parts.rule"))
    assert compiled.module_file(game, "parts.rule") == game / "parts" / "rule.py"
    build(game, "rules", digest=False)
    assert compiled.build_status(PACKAGE, game) == "pure: only 1 of 2 modules were compiled"
    (game / "parts" / f"rule{SUFFIX}").write_bytes(b"not a library")
    digest = compiled.source_digest(game, ("rules", "parts.rule"))
    (game / f"{compiled.DIGEST_MODULE}.py").write_text(compiled.digest_module_text(digest))
    assert compiled.build_status(PACKAGE, game).startswith("pure: the compiled modules do not load here")
    (game / "parts" / "rule.py").write_text('WHERE = "edited"\n')
    assert compiled.build_status(PACKAGE, game).startswith("pure: sources changed since the build")
    compiled.use_fresh_build(PACKAGE, game)
    rule = importlib.import_module(f"{PACKAGE}.parts.rule")
    assert rule.WHERE == "edited" and not compiled.is_compiled(rule)


def test_the_builds_listed_name_their_modules_and_needs() -> None:
    """What `setup.py` compiles: every game's list, the campaign's with Arcs' (one mypyc run)."""
    src = Path(compiled.__file__).resolve().parents[2]
    builds = compiled.find_builds(src)
    modules, needs = builds["ambitions.games.arcs_campaign"]
    assert needs == ("ambitions.games.arcs",) and "state" in modules and "fates.hooks" in modules
    assert builds["ambitions.games.arcs"][1] == ()
    directory = src / "ambitions" / "games" / "arcs_campaign"
    assert all(compiled.module_file(directory, name).is_file() for name in modules)
    assert compiled.find_compiled(src)["ambitions.games.arcs"] == builds["ambitions.games.arcs"][0]
