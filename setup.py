"""Build script: compiles the engines' hot modules with mypyc when it can.

Metadata lives in pyproject.toml. The modules to compile are listed by each game package in its
own ``_compiled.py`` (found by ``ambitions.core.compiled.find_compiled``). Every extension is optional: without a C compiler
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
    exts: list[Any] = []
    for package, modules in compiled["find_compiled"](SRC).items():
        directory = SRC.joinpath(*package.split("."))
        digest = compiled["source_digest"](directory, modules)
        (directory / f"{compiled['DIGEST_MODULE']}.py").write_text(compiled["digest_module_text"](digest))
        paths = [str((directory / f"{name}.py").relative_to(ROOT)) for name in modules]
        print(f"ambitions: compiling {package} with mypyc: {', '.join(modules)}", file=sys.stderr)
        try:
            # The group's shared library lands inside the package (`compiled.shared_library`).
            exts += mypycify(paths, opt_level="3", group_name=compiled["group_name"](package))
        except (Exception, SystemExit) as exc:  # mypyc reports type errors by exiting
            print(f"ambitions: mypyc failed on {package} ({exc}); it stays pure Python", file=sys.stderr)
    for ext in exts:
        ext.optional = True  # a failed C build leaves the pure-Python modules in charge
    return list(exts)


setup(ext_modules=extensions())
