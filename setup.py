"""Build script: compiles the engines' hot modules with mypyc when it can.

Metadata lives in pyproject.toml. The modules to compile are listed by each game package in its
own ``_compiled.py`` (found by ``ambitions.core.compiled.find_builds``), compiled in one mypyc run
with a group per package. Every extension is optional: without a C compiler
(or with ``AMBITIONS_PURE=1`` set) the install is pure Python and behaves the same, only slower.
Next to the compiled modules the build writes ``_build.py`` with a digest of their sources; the
package uses the compiled modules only while the ``.py`` files still match it.
"""

from __future__ import annotations

import os
import runpy
import sys
from pathlib import Path
from typing import Any

from setuptools import setup

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"


BUILDS = {"bdist_wheel", "editable_wheel", "build", "build_ext", "install", "develop"}
"""Commands that build modules; metadata-only ones (egg_info, dist_info, sdist) skip mypyc."""


def extensions() -> list[Any]:
    if not BUILDS.intersection(sys.argv[1:]):
        return []
    compiled = runpy.run_path(str(SRC / "ambitions" / "core" / "compiled.py"))
    if os.environ.get(compiled["PURE_ENV"], "") not in ("", "0"):
        print(f"ambitions: {compiled['PURE_ENV']} is set, not compiling", file=sys.stderr)
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("ambitions: mypyc is not available, not compiling", file=sys.stderr)
        return []
    builds = compiled["find_builds"](SRC)
    groups: list[tuple[list[str], str]] = []
    for package, (modules, _needs) in builds.items():
        directory = SRC.joinpath(*package.split("."))
        digest = compiled["source_digest"](directory, modules)
        (directory / f"{compiled['DIGEST_MODULE']}.py").write_text(compiled["digest_module_text"](digest))
        paths = [str(compiled["module_file"](directory, name).relative_to(ROOT)) for name in modules]
        print(f"ambitions: compiling {package} with mypyc: {', '.join(modules)}", file=sys.stderr)
        # The group's shared library lands inside the package (`compiled.shared_library`).
        groups.append((paths, compiled["group_name"](package)))
    exts: list[Any] = []
    try:
        # One run, a group per package: a package's compiled classes may extend another's
        # (`compiled.NEEDS`: the campaign's state is a native subclass of Arcs').
        exts = mypycify([p for paths, _ in groups for p in paths], opt_level="3", separate=groups)
    except (Exception, SystemExit) as exc:  # mypyc reports type errors by exiting
        print(f"ambitions: mypyc failed on the joint build ({exc}); package by package now", file=sys.stderr)
        for (paths, group), (package, (_modules, needs)) in zip(groups, builds.items(), strict=True):
            if needs:  # (built only with what it needs)
                print(f"ambitions: {package} stays pure (it needs {', '.join(needs)})", file=sys.stderr)
                continue
            try:
                exts += mypycify(paths, opt_level="3", group_name=group)
            except (Exception, SystemExit) as failed:
                print(f"ambitions: mypyc failed on {package} ({failed}); it stays pure", file=sys.stderr)
    for ext in exts:
        ext.optional = True  # a failed C build leaves the pure-Python modules in charge
    return list(exts)


setup(ext_modules=extensions())
