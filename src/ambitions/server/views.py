"""Where a game's browser view and catalogue are, and how they are served.

A game names its browser view in `GameSpec.views` as ``"web": "package:path/view.js"``: an
installed package and the path of an ES module inside it
(``"ambitions.games.arcs:views/web/view.js"``).
The server serves that module's folder, and nothing else of the package, at
``/views/{game}/`` (`VIEWS_URL`), so the module may import its own files relatively
(``./map.js``) and a separately installed game ships its view in its own package. The shell
learns the module's address from ``web_view`` in ``/api/games`` and in every game's status, and
imports it; a game without one is shown as its plain text.

Requests are confined to the folder: the path must be relative, with no ``..``, hidden or empty
parts, must resolve (symbolic links followed) inside the folder, and name a file of a served kind
(`MEDIA_TYPES`). Anything else is a 404, as for a file that does not exist.
"""

from __future__ import annotations

import importlib.resources
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Final

from ambitions.core.spec import GameSpec

VIEWS_URL: Final = "/views"
"""Each game's view folder is served under ``/views/{game}/``."""

MEDIA_TYPES: Final = {
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webp": "image/webp",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
}
"""The kinds of file a view folder may serve, by suffix."""

_PART: Final = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")
"""One part of a served path: no leading dot (no ``..``, no hidden files), no odd characters."""


@dataclass(frozen=True)
class WebView:
    """A game's browser view: the folder served and the module's file name in it."""

    folder: Path
    module: str


class BadViewSpec(ValueError):
    """A game's ``views["web"]`` that does not name a module file inside an installed package."""


def parse_view_spec(spec: str) -> tuple[str, str]:
    """``"package:path/view.js"`` -> (package, path); raises `BadViewSpec`."""
    package, sep, path = spec.partition(":")
    parts = path.split("/")
    if (
        not sep
        or not package
        or not all(p.isidentifier() for p in package.split("."))
        or not all(_PART.match(p) for p in parts)
        or Path(path).suffix not in (".js", ".mjs")
    ):
        raise BadViewSpec(f"a web view is 'package:path/view.js', not {spec!r:.120}")
    return package, path


@cache
def _resolve(spec: str) -> WebView:
    package, path = parse_view_spec(spec)
    try:
        root = Path(str(importlib.resources.files(package))).resolve()
    except (ImportError, TypeError, ValueError) as exc:
        raise BadViewSpec(f"the package of web view {spec!r:.120} cannot be found: {exc}") from None
    file = (root / path).resolve()
    if not file.is_relative_to(root) or not file.is_file():
        raise BadViewSpec(f"web view {spec!r:.120}: there is no file {path!r} in package {package}")
    return WebView(file.parent, file.name)


def web_view(spec: GameSpec) -> WebView | None:
    """The game's browser view, or None when it has none (or names one that does not exist)."""
    named = spec.views.get("web")
    if not named:
        return None
    try:
        return _resolve(named)
    except BadViewSpec:
        return None


def web_view_url(spec: GameSpec) -> str | None:
    """The address of the game's view module (``/views/arcs/view.js``), or None."""
    view = web_view(spec)
    return f"{VIEWS_URL}/{spec.name}/{view.module}" if view is not None else None


def catalogue_url(spec: GameSpec) -> str | None:
    """The address of the game's catalogue, or None when it has none."""
    return f"/api/games/{spec.name}/catalogue" if spec.catalogue is not None else None


def rules_url(spec: GameSpec) -> str | None:
    """The address of the game's rules help (`GameSpec.rules`), or None when it has none."""
    return f"/api/games/{spec.name}/rules" if spec.rules is not None else None


def rules_json(spec: GameSpec) -> bytes | None:
    """The game's rules help as JSON bytes: ``{"game", "notes": [{kind, title, summary,
    source}]}`` in the game's order (None: it has none)."""
    if spec.rules is None:
        return None
    notes = [
        {"kind": n.kind, "title": n.name, "summary": n.summary, "source": n.source} for n in spec.rule_notes()
    ]
    return json.dumps({"game": spec.name, "notes": notes}, separators=(",", ":")).encode()


def view_file(spec: GameSpec, path: str) -> Path | None:
    """The file `path` of the game's view folder, or None (not there, or not allowed)."""
    view = web_view(spec)
    if view is None or len(path) > 200:
        return None
    parts = path.split("/")
    if not all(_PART.match(p) for p in parts):
        return None
    file = (view.folder / path).resolve()
    if not file.is_relative_to(view.folder) or file.suffix not in MEDIA_TYPES or not file.is_file():
        return None
    return file


def catalogue_json(spec: GameSpec) -> bytes | None:
    """The game's catalogue as JSON bytes (None: it has none)."""
    if spec.catalogue is None:
        return None
    return json.dumps(spec.catalogue(), separators=(",", ":"), sort_keys=True).encode()
