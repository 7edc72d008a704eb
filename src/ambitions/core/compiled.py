"""Engine modules compiled with mypyc, and the pure-Python fallback.

An install (``pip install .`` or ``pip install -e .``) compiles each game's hot modules with mypyc
when it can (see ``setup.py``; a game lists them in its own ``_compiled.py``); the same ``.py``
files stay the source of truth and the fallback. A game package calls `use_fresh_build` in its
``__init__`` before importing any of its modules: the compiled ones are
used only if every one of them was built and the sources still match what was compiled (a digest
written at build time). Otherwise, and whenever ``AMBITIONS_PURE=1`` is set, every listed module is
loaded from its ``.py`` file, so an edited source is never shadowed by a stale build.

This module must stay importable on its own (``setup.py`` runs it before the package is installed).
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import re
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from pathlib import Path
from types import ModuleType
from typing import Any

try:
    from mypy_extensions import mypyc_attr as mypyc_attr
except ImportError:  # a pure install without mypy: the decorator only means something to mypyc

    def mypyc_attr(*_attrs: str, **_flags: Any) -> Any:  # type: ignore[misc]
        """Stands in for ``mypy_extensions.mypyc_attr``: returns the class unchanged."""
        return lambda cls: cls


COMPILED: dict[str, tuple[str, ...]] = {}
"""Per game package, the modules a build compiles (filled by `use_fresh_build` from the package's
own list; `setup.py` reads the lists with `find_compiled`)."""

LIST_MODULE = "_compiled"
"""A game package that wants compiled modules lists them in ``_compiled.py``: ``MODULES = (...)``
(a module of a subpackage by its dotted name: ``"fates.objective"``), and ``NEEDS = (...)``, the
game packages whose compiled classes its own extend or read at a fixed offset (the campaign's
state extends Arcs'): it is compiled with them, in one mypyc run, and used only when they are."""

NEEDS: dict[str, tuple[str, ...]] = {}
"""Per game package, the packages its compiled modules were built against (`LIST_MODULE`)."""

DIGEST_MODULE = "_build"
"""Written into each game package at build time: ``SOURCE_DIGEST = "..."`` of the compiled sources."""

PURE_ENV = "AMBITIONS_PURE"


def find_compiled(src: Path) -> dict[str, tuple[str, ...]]:
    """Every game package under ``src/ambitions/games`` with a ``_compiled.py`` list, and its list."""
    return {package: modules for package, (modules, _needs) in find_builds(src).items()}


def find_builds(src: Path) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Every game package under ``src/ambitions/games`` with a ``_compiled.py`` list: its modules
    and the packages it needs (``NEEDS``)."""
    import runpy

    found: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
    for listing in sorted((src / "ambitions" / "games").glob(f"*/{LIST_MODULE}.py")):
        listed = runpy.run_path(str(listing))
        modules = tuple(str(m) for m in listed.get("MODULES", ()))
        needs = tuple(str(p) for p in listed.get("NEEDS", ()))
        found[f"ambitions.games.{listing.parent.name}"] = (modules, needs)
    return found


def module_file(directory: Path, name: str) -> Path:
    """The source of listed module `name` (dotted inside a subpackage) under its package's `directory`."""
    return directory.joinpath(*name.split(".")).with_suffix(".py")


def group_name(package: str) -> str:
    """The mypyc group of `package`'s compiled modules; its shared library is `shared_library`."""
    return f"{package}._engine"


def shared_library(package: str) -> str:
    """The module name of the library mypyc builds for `package`'s compiled modules (inside it)."""
    return f"{group_name(package)}__mypyc"


STATUS: dict[str, str] = {}
"""Per game package: ``"compiled"`` or ``"pure: <why>"`` (shown by ``ambitions bench``)."""


def source_digest(directory: Path, modules: Sequence[str]) -> str:
    """A digest of the listed modules' source files, in order."""
    h = hashlib.sha256()
    for name in modules:
        h.update(name.encode())
        h.update(module_file(directory, name).read_bytes())
    return h.hexdigest()


def _extension(directory: Path, name: str) -> Path | None:
    *subpackage, stem = name.split(".")
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = directory.joinpath(*subpackage, f"{stem}{suffix}")
        if candidate.exists():
            return candidate
    return None


def _built_digest(directory: Path) -> str | None:
    path = directory / f"{DIGEST_MODULE}.py"
    if not path.exists():
        return None
    found = re.search(r'SOURCE_DIGEST = "([0-9a-f]+)"', path.read_text())
    return found.group(1) if found else None


def digest_module_text(digest: str) -> str:
    """The text of the generated digest module."""
    return f'"""Written by setup.py when the modules were compiled."""\n\nSOURCE_DIGEST = "{digest}"\n'


def build_status(package: str, directory: Path) -> str:
    """Whether `package` can use its compiled modules now, and if not, why."""
    modules = COMPILED.get(package, ())
    if not modules:
        return "pure: nothing to compile"
    if os.environ.get(PURE_ENV, "") not in ("", "0"):
        return f"pure: {PURE_ENV} is set"
    for needed in NEEDS.get(package, ()):
        if STATUS.get(needed) != "compiled":
            return f"pure: built with {needed}, whose engine is not compiled here"
    built = [name for name in modules if _extension(directory, name) is not None]
    if not built:
        return "pure: not compiled (no C compiler or mypy at install time)"
    if len(built) < len(modules):
        return f"pure: only {len(built)} of {len(modules)} modules were compiled"
    if _built_digest(directory) != source_digest(directory, modules):
        return "pure: sources changed since the build (reinstall to recompile)"
    name = shared_library(package)
    library = _extension(directory, name.rsplit(".", 1)[1])
    if library is None:
        return "pure: the compiled modules' shared library is missing"
    try:  # built for another machine or Python (a package shipped to a cluster node)?
        _load_extension(name, library)
    except ImportError as exc:
        return f"pure: the compiled modules do not load here ({exc})"
    return "compiled"


def _load_extension(name: str, path: Path) -> None:
    """Load an extension module from its file (its package is not imported yet)."""
    if name in sys.modules:
        return
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules[name] = module


class _SourceFirst(MetaPathFinder):
    """Loads the named modules from their ``.py`` files even where a compiled one sits beside them."""

    def __init__(self, paths: dict[str, Path]) -> None:
        self.paths = paths

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        source = self.paths.get(fullname)
        if source is None:
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def use_fresh_build(
    package: str, directory: Path, modules: Sequence[str] | None = None, needs: Sequence[str] = ()
) -> str:
    """Call before any of `package`'s modules is imported (`directory` holds them, `modules` are
    those a build compiles) and after the packages it `needs` (``NEEDS``) are; returns the status."""
    if modules is not None:
        COMPILED[package] = tuple(modules)
    if needs:
        NEEDS[package] = tuple(needs)
    directory = directory.resolve()
    status = build_status(package, directory)
    STATUS[package] = status
    if status != "compiled":
        modules = COMPILED.get(package, ())
        if any(_extension(directory, name) is not None for name in modules):
            paths = {f"{package}.{name}": module_file(directory, name) for name in modules}
            sys.meta_path.insert(0, _SourceFirst(paths))
    return status


def is_compiled(module: ModuleType) -> bool:
    """True if `module` was loaded from a compiled extension."""
    origin = getattr(module, "__file__", "") or ""
    return any(origin.endswith(suffix) for suffix in importlib.machinery.EXTENSION_SUFFIXES)
