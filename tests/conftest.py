"""Shared by every test folder: a second game installed as a plugin, for the tests that need it,
and the browser fixtures (`support.browser`, registered below).

``tests/plugins`` holds a toy dice game (``pig``) the way pip would install a separate package:
the package and its ``.dist-info`` metadata with its ``ambitions.games`` and
``ambitions.knowledge`` entry points. Nothing in ``src/`` names it; putting the folder on the path
is the whole installation.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest_plugins = ["support.browser"]
"""The browser tests' fixtures (``browser``, ``live_server``, ``screenshots``), for every folder."""

PLUGINS = Path(__file__).parent / "plugins"
"""The folder that holds the plugin game (put it on ``sys.path`` or ``PYTHONPATH``)."""


@pytest.fixture
def plugin_env() -> dict[str, str]:
    """The environment of a subprocess that has the plugin game installed."""
    path = os.pathsep.join(p for p in (str(PLUGINS), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "PYTHONPATH": path}


@pytest.fixture
def pig(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The plugin game ``pig`` installed in this process for one test; its name."""
    from ambitions.bots.knowledge import KNOWLEDGE
    from ambitions.core import registry

    monkeypatch.syspath_prepend(str(PLUGINS))
    yield "pig"
    for table in (registry.GAMES, KNOWLEDGE):
        table.loaded.pop("pig", None)
        table.sources.pop("pig", None)
    for name in [m for m in sys.modules if m == "ambitions_pig" or m.startswith("ambitions_pig.")]:
        del sys.modules[name]
